/**
 * wrangler.toml's `databases4` environment (ENGRAM_DATABASES=4, docs/scaling.md) repeats the top
 * level's bindings, since wrangler inherits none into an environment: this fails when one is added
 * to the top level and not there. Read from the generated types (worker-configuration.d.ts, kept equal
 * to wrangler.toml by worker-types.test.ts), which list each environment's bindings with their types.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const types = readFileSync(path.resolve(import.meta.dirname, "..", "..", "worker-configuration.d.ts"), "utf8");

function bindingsOf(iface: string): Map<string, string> {
  const body = new RegExp(`interface ${iface} \\{\\n([\\s\\S]*?)\\n\\s*\\}`).exec(types)?.[1];
  if (!body) throw new Error(`no interface ${iface} in worker-configuration.d.ts`);
  return new Map(body.split("\n").map((l) => /^\s*(\w+)\??: (.+);$/.exec(l)).filter((m) => m !== null).map((m) => [m[1], m[2]]));
}

it("the databases4 environment binds everything the top level does, plus DB_1 … DB_3", () => {
  const base = bindingsOf("__BaseEnv_Env");
  const four = bindingsOf("Databases4Env");
  const shards = ["DB_1", "DB_2", "DB_3"];
  for (const s of shards) expect(four.get(s), s).toBe("D1Database");
  const onlyTopLevel = [...base.keys()].filter((k) => !shards.includes(k) && !four.has(k));
  expect(onlyTopLevel, "bindings missing from [env.databases4] in wrangler.toml").toEqual([]);
  for (const [k, t] of base) if (!shards.includes(k)) expect(four.get(k), k).toBe(t);
  expect([...four.keys()].filter((k) => !base.has(k))).toEqual([]);
});
