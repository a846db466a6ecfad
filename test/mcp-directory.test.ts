/**
 * Directory-ready tools (issue 17): every listed schema is in the portable subset on both protocol
 * lanes, and every tool's title and hints are pinned to what the tool does: a read-only tool
 * leaves the stored state as it was, an idempotent one leaves it the same when called twice, a
 * destructive one can take away or lower what was stored, the others only add.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { portabilityIssues } from "../src/mcp/portable-schema";
import { flagConflictStatements } from "../src/memory/conflict-flags";
import { newUser } from "./helpers";
import { mcpClient, mcpClientModern } from "./mcp-client";

const HINTS: Record<string, { title: string; readOnly: boolean; destructive: boolean; idempotent: boolean }> = {
  remember: { title: "Remember", readOnly: false, destructive: false, idempotent: true },
  recall: { title: "Recall", readOnly: true, destructive: false, idempotent: true },
  forget: { title: "Forget", readOnly: false, destructive: true, idempotent: true },
  feedback: { title: "Feedback on a memory", readOnly: false, destructive: true, idempotent: false },
  get_context: { title: "Session-start context", readOnly: true, destructive: false, idempotent: true },
  record_outcome: { title: "Record a task outcome", readOnly: false, destructive: false, idempotent: false },
  list_conflicts: { title: "List conflicts", readOnly: true, destructive: false, idempotent: true },
  // The same resolution again answers as before and changes nothing (planResolveConflict); another one is refused.
  resolve_conflict: { title: "Resolve a conflict", readOnly: false, destructive: true, idempotent: true },
  pin: { title: "Pin or unpin a memory", readOnly: false, destructive: false, idempotent: true },
  save_skill: { title: "Save a skill", readOnly: false, destructive: false, idempotent: false },
  find_skills: { title: "Find skills", readOnly: true, destructive: false, idempotent: true },
  record_skill_use: { title: "Record a skill use", readOnly: false, destructive: false, idempotent: false },
  // SWARM (needs an organization with the pool on: exercised in test/swarm.test.ts). A report can quarantine an item.
  find_shared: { title: "Find shared team patterns", readOnly: true, destructive: false, idempotent: true },
  rate_shared: { title: "Rate or report a shared pattern", readOnly: false, destructive: true, idempotent: false },
};

/** What a user has stored, as the tools could change it (access counters aside: reading bumps them). */
async function stored(userId: string) {
  const q = async (sql: string) => (await env.DB.prepare(sql).bind(userId).all()).results;
  return {
    memories: await q("SELECT id, content, archived_at, superseded_by, pinned, confidence, effectiveness, use_count FROM memories WHERE user_id = ? ORDER BY id"),
    conflicts: await q("SELECT id, status FROM conflicts WHERE user_id = ? ORDER BY id"),
    outcomes: await q("SELECT id FROM outcomes WHERE user_id = ? ORDER BY id"),
    skills: await q("SELECT id, version, use_count, success_count FROM skills WHERE user_id = ? ORDER BY id"),
  };
}
type Stored = Awaited<ReturnType<typeof stored>>;

/** Rows of `before` that `after` lost or changed: what a call took away or overwrote. */
function takenAway(before: Stored, after: Stored): string[] {
  const out: string[] = [];
  for (const k of Object.keys(before) as (keyof Stored)[]) {
    const now = new Map(after[k].map((r: any) => [r.id, JSON.stringify(r)]));
    for (const r of before[k] as any[]) if (now.get(r.id) !== JSON.stringify(r)) out.push(`${k}:${r.id}`);
  }
  return out;
}

describe("directory-ready tools", () => {
  it("lists every input and output schema in the portable subset, on both protocol lanes", async () => {
    const u = await newUser("portable");
    for (const client of [await mcpClient(u.key), await mcpClientModern(u.key)]) {
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(14);
      for (const t of tools) {
        expect(portabilityIssues(t.inputSchema, `${t.name}.input`)).toEqual([]);
        expect(portabilityIssues(t.outputSchema, `${t.name}.output`)).toEqual([]);
      }
    }
    // The check does fail where zod's raw export leaves the subset (records), so the above means something.
    const raw = z.toJSONSchema(z.object({ metadata: z.record(z.string(), z.unknown()) }), { target: "draft-2020-12" });
    expect(portabilityIssues(raw)).toEqual([
      "#/properties/metadata/propertyNames: propertyNames is outside the subset many clients accept",
      "#/properties/metadata/additionalProperties: an empty sub-schema",
    ]);
  });

  it("pins every tool's title and hints to what it does", async () => {
    const u = await newUser("hints");
    const client = await mcpClient(u.key);
    const { tools } = await client.listTools();
    expect(Object.fromEntries(tools.map((t) => [t.name, {
      title: t.title, readOnly: t.annotations?.readOnlyHint, destructive: t.annotations?.destructiveHint, idempotent: t.annotations?.idempotentHint,
    }]))).toEqual(HINTS);
    for (const t of tools) expect(t.annotations?.openWorldHint, t.name).toBe(false);
    // Descriptions say what a tool does; when to use which is the server's instructions' job, not
    // directions to the model hidden in a listing (the connector directory asks for this).
    for (const t of tools) {
      expect(t.description, t.name).not.toMatch(/\b(call (it|this)|use (it|this)|ask the user|capture it|you must|make sure|ignore|do not tell)\b/i);
    }

    const call = async (name: string, args: Record<string, unknown>) => {
      const r: any = await client.callTool({ name, arguments: args });
      return r;
    };
    const mem = async (content: string, extra: Record<string, unknown> = {}) =>
      (await call("remember", { content, type: "fact", ...extra })).structuredContent.memory.id as string;

    // A conflicting pair, a plain memory and a skill to act on.
    const a = await mem("The release train leaves on Mondays");
    const b = await mem("The release train leaves on Fridays");
    await env.DB.batch(flagConflictStatements(env.DB, { orgId: u.orgId, userId: u.id, kind: "contradiction", leftId: a, rightId: b, subject: "release day" }, Date.now()));
    const plain = await mem("The staging database is restored nightly from a snapshot");
    const saved = await call("save_skill", { name: "restore staging", description: "Restore the staging database", body: { kind: "procedure", content: "1. Stop the app\n2. Restore" } });
    expect(saved.isError).toBeFalsy();
    const skillId = ((await stored(u.id)).skills[0] as { id: string }).id;
    const conflictId = ((await stored(u.id)).conflicts[0] as { id: string }).id;

    const calls: Record<string, Record<string, unknown>> = {
      recall: { query: "when does the release train leave" },
      get_context: {},
      list_conflicts: {},
      find_skills: { query: "staging restore" },
      remember: { content: "The linter runs in pre-commit", type: "fact" },
      pin: { id: plain },
      record_outcome: { task: { input: "fix the flaky login test", type: "BUGFIX" }, verified: false },
      save_skill: { name: "rotate keys", description: "Rotate the signing keys", body: { kind: "procedure", content: "1. Generate\n2. Swap" } },
      record_skill_use: { id: skillId, success: true },
      feedback: { id: plain, type: "INCORRECT" },
      resolve_conflict: { id: conflictId, action: "keep_left" },
      forget: { id: b },
    };
    // Read-only and additive tools first, so each destructive one meets the state it acts on.
    for (const name of Object.keys(calls)) {
      const hint = HINTS[name];
      const before = await stored(u.id);
      const first = await call(name, calls[name]);
      expect(first.isError, `${name}: ${JSON.stringify(first.content)}`).toBeFalsy();
      const once = await stored(u.id);
      if (hint.readOnly) expect(once, `${name} is read-only`).toEqual(before);
      else expect(once, `${name} changes something`).not.toEqual(before);
      const lost = takenAway(before, once);
      if (hint.destructive) expect(lost.length, `${name} takes away or lowers something`).toBeGreaterThan(0);
      else if (name === "pin") expect(lost, "pin only sets the flag").toEqual([`memories:${plain}`]);
      else if (name === "record_skill_use") expect(lost, "a use only counts").toEqual([`skills:${skillId}`]);
      else expect(lost, `${name} only adds`).toEqual([]);

      const second = await call(name, calls[name]);
      const twice = await stored(u.id);
      if (hint.idempotent) expect(twice, `${name} is idempotent`).toEqual(once);
      else expect(second.isError || JSON.stringify(twice) !== JSON.stringify(once), `${name} is not idempotent`).toBe(true);
    }
  });
});
