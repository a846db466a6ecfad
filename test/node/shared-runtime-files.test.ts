/**
 * test/shared-runtime-files.ts lists the workerd files that share a runtime and its storage
 * (vitest.config.ts's `shared-N` projects). A file that reads or changes other files' rows there
 * would pass or fail by the order files run in, so the guard must see every such use, and must not
 * refuse a file for counting its own rows.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bindingFreeTestFiles } from "../binding-free-files";
import { FRESH_STORAGE_GROUPS, FRESH_STORAGE_REFUSED, globalStateUses, SHARED_RUNTIME_GROUPS, withoutStringContents } from "../shared-runtime-files";

const repo = path.resolve(import.meta.dirname, "..", "..");

describe("the guard for files that share a runtime's storage", () => {
  it("refuses a file that settles the outbox, runs a job or cron, or migrates", () => {
    expect(globalStateUses(`await settleIndexing();`)).toEqual(["settles the global indexing outbox"]);
    for (const src of [
      `await call("POST", "/v1/admin/jobs/tiers/run", { key: ADMIN });`,
      `await runCron("0 3 * * *", now);`,
      `const run = await runNightlySwarm();`,
      `await worker.scheduled(controller, env, ctx);`,
    ]) expect(globalStateUses(src)).toEqual(["runs a job or cron over every user"]);
    expect(globalStateUses(`await env.MIGRATION_DB.prepare("SELECT 1").run();`)).toEqual(["migrates"]);
    expect(globalStateUses(`const url = inject("fakeMessagesUrl");`)).toEqual(["asks a global setup for a value"]);
  });

  it("refuses an aggregate that binds no user or row, and rate limits", () => {
    const every = "aggregates rows of every user";
    expect(globalStateUses(`env.DB.prepare("SELECT COUNT(*) AS n FROM memories").first()`)).toEqual([every]);
    expect(globalStateUses(`env.DB.prepare("SELECT MAX(rowid) AS n FROM memories").first()`)).toEqual([every]);
    expect(globalStateUses(`env.DB.prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH 'deploy'")`)).toEqual([every]);
    expect(globalStateUses(`expect(res.status).toBe(429);`)).toEqual(["depends on rate limits"]);
    expect(globalStateUses(`expect(res.body.error.code).toBe("rate_limited");`)).toEqual(["depends on rate limits"]);
    expect(globalStateUses(`const c = { WRITE_BURST: "40" }; // the rate limit`)).toEqual(["depends on rate limits"]);
  });

  it("reads rate limits in code and comments, not in a fixture's words", () => {
    for (const src of [
      `await remember(u.key, "Add rate limiting to the public API");`,
      `const triggers = ['rate limit', "429"];`,
      "const body = `Return 429 with Retry-After`;",
    ]) expect(globalStateUses(src), src).toEqual([]);
    expect(withoutStringContents("f(\"a \\\" 429\", 'b', `c`) // 429")).toBe("f(\"\", '', ``) // 429");
  });

  it("lets in look-alikes: an aggregate of the file's own rows, the words in other senses", () => {
    for (const src of [
      `env.DB.prepare("SELECT COUNT(*) AS n FROM memories WHERE user_id = ?").bind(u.id)`,
      "env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE memory_id = ? AND kind = ?`).bind(id, kind)",
      `const count = (items: unknown[]) => items.length; // COUNT(*) of a page`,
      `await call("POST", "/v1/consolidate", { key: u.key, body: {} }); // the caller's own episodes`,
      `await settleIndexing(u.orgId);`,
      `expect(page.body.jobs).toBeUndefined(); const migrated = await importLines(u.key, lines);`,
    ]) expect(globalStateUses(src)).toEqual([]);
  });

  it("holds for the real list: each file exists, reaches a binding, is listed once and shows no global use", () => {
    const listed = SHARED_RUNTIME_GROUPS.flat();
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed).size).toBe(listed.length);
    const pure = bindingFreeTestFiles(repo, ["test", "src"], (f) => !/^test\/(e2e|node)\//.test(f));
    for (const file of listed) {
      expect(existsSync(path.join(repo, file)), file).toBe(true);
      expect(pure, file).not.toContain(file);
      expect(globalStateUses(readFileSync(path.join(repo, file), "utf8")), file).toEqual([]);
    }
    // The known global ones stay out (they count the outbox, run jobs, or count every user's rows).
    for (const file of ["test/lifecycle-jobs.test.ts", "test/erase.test.ts", "test/swarm.test.ts", "test/retrieval-lexical.test.ts"]) {
      expect(listed).not.toContain(file);
      expect(globalStateUses(readFileSync(path.join(repo, file), "utf8")), file).not.toEqual([]);
    }
  });

  it("holds for the fresh-storage list: each file exists, reaches a binding, is in no other list, and needs no rate limit or migration", () => {
    const fresh = FRESH_STORAGE_GROUPS.flat();
    expect(fresh.length).toBeGreaterThan(0);
    expect(new Set(fresh).size).toBe(fresh.length);
    const pure = bindingFreeTestFiles(repo, ["test", "src"], (f) => !/^test\/(e2e|node)\//.test(f));
    for (const file of fresh) {
      expect(existsSync(path.join(repo, file)), file).toBe(true);
      expect(pure, file).not.toContain(file);
      expect(SHARED_RUNTIME_GROUPS.flat(), file).not.toContain(file);
      expect(globalStateUses(readFileSync(path.join(repo, file), "utf8")).filter((u) => FRESH_STORAGE_REFUSED.includes(u)), file).toEqual([]);
    }
    // What a storage reset does not undo keeps a file out: its rate limits, its migrations.
    for (const file of ["test/rate-limit.test.ts", "test/migrations.test.ts", "test/schema.test.ts", "test/auth-abuse.test.ts"]) {
      expect(fresh).not.toContain(file);
      expect(globalStateUses(readFileSync(path.join(repo, file), "utf8")).filter((u) => FRESH_STORAGE_REFUSED.includes(u)), file).not.toEqual([]);
    }
  });
});
