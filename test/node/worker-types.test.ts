/**
 * `worker-configuration.d.ts` (the Env type every binding is read through) matches wrangler.toml:
 * a binding added to wrangler.toml without `npm run cf-typegen` fails here, not in production.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");

it("worker-configuration.d.ts is what `wrangler types` generates from wrangler.toml", { timeout: 120_000 }, () => {
  // The secrets' names come from .dev.vars.example, not from a .dev.vars that `npm run dev` creates on
  // its first start: the check must not depend on whether the e2e suite (which runs beside this one
  // in `npm test`) has started a stack yet, nor on a developer's own .dev.vars.
  const res = spawnSync(path.join(root, "node_modules", ".bin", "wrangler"), ["types", "--check", "--env-file", ".dev.vars.example"], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 110_000,
  });
  expect(res.status, `${res.stdout}${res.stderr}\nrun: npm run cf-typegen`).toBe(0);
  expect(res.stdout + res.stderr).toMatch(/up to date/);
});
