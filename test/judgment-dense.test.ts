/**
 * Candidates by meaning (src/judgment/dense-candidates.ts): a pair that shares no search term is
 * never found by the word lookup, so it is judged only if the vector index brings it — at write time
 * for a write of a few memories, and in the nightly scan for memories changed since its last run.
 * A failing index leaves the write (and the scan) to words alone, never failing them.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Principal } from "../src/auth/principal";
import { buildDeps } from "../src/config";
import { EngramError } from "../src/errors";
import { runJob } from "../src/jobs/runner";
import { conflictScanJob } from "../src/lifecycle/jobs/conflict-scan";
import { failingVectorIndex } from "../src/dev/faults";
import { HashingEmbedder } from "../src/embed/hashing-embedder";
import { searchTerms, toJudged } from "../src/judgment/on-write";
import { similarLiveMemoriesMany } from "../src/storage/judgment-store";
import { systemClock } from "../src/util/time";
import { planCreateMemories } from "../src/write/create-memories";
import { processOutbox } from "../src/write/indexing";
import { ADMIN, call, newUser, remember, settleIndexing } from "./helpers";
import { CRON, DAY, importLines, iso, memId, runCron } from "./lifecycle-helpers";

const conflictsOf = async (key: string) => (await call("GET", "/v1/conflicts?status=all", { key })).body.conflicts as { left: { id: string }; right: { id: string } }[];
const between = (cs: { left: { id: string }; right: { id: string } }[], x: string, y: string) =>
  cs.filter((c) => [c.left.id, c.right.id].sort().join() === [x, y].sort().join());

/** The word lookup's answer for `content` as the write path asks it: empty means no shared search term. */
async function wordCandidates(userId: string, content: string): Promise<string[]> {
  const terms = searchTerms(toJudged({ id: "probe", type: "fact", scope: "global", content, title: null, tags: "[]", metadata: "{}", project_id: null } as never));
  return (await similarLiveMemoriesMany(env.DB, userId, [terms], 8)).rows[0].map((r) => r.id);
}

describe("dense candidates at write time", () => {
  it("judges a stored memory that shares no search term with the new one (its nearest by meaning)", async () => {
    const u = await newUser("dense-write");
    const a = (await remember(u.key, { content: "node 22", type: "fact", project: "api" })).body.memory;
    await settleIndexing(); // in the vector index now
    // The premise: the word lookup alone never brings these two together.
    expect(await wordCandidates(u.id, ".nvmrc pins 20.11.1")).toEqual([]);
    const b = await remember(u.key, { content: ".nvmrc pins 20.11.1", type: "fact", project: "api" });
    expect(b.status).toBe(201);
    expect(b.body.judgment.conflicts.map((c: { memory_id: string }) => c.memory_id)).toEqual([a.id]);
    expect(b.body.judgment.stages_ms.dense).toBeGreaterThanOrEqual(0);
    expect(b.body.judgment.degraded).toBeUndefined();
    expect(between(await conflictsOf(u.key), a.id, b.body.memory.id)).toHaveLength(1);
  });

  it("asks only for the writer's own memories: another user's nearest memory is never a candidate", async () => {
    const owner = await newUser("dense-own-a", "dense-org");
    const teammate = await newUser("dense-own-b", "dense-org");
    expect(teammate.orgId).toBe(owner.orgId);
    // A team memory is visible to both (same vector namespace and visibility key) but belongs to its writer.
    await remember(owner.key, { content: "node 22", type: "fact", scope: "team" });
    await settleIndexing();
    const b = await remember(teammate.key, { content: ".nvmrc pins 20.11.1", type: "fact", scope: "team" });
    expect(b.status).toBe(201);
    expect(b.body.judgment.conflicts).toEqual([]);
  });

  it("leaves a batch of more than four memories to the nightly scan, which pairs them by meaning", async () => {
    const u = await newUser("dense-batch");
    const a = (await remember(u.key, { content: "Telemetry is opt-in for every install.", type: "decision" })).body.memory;
    await settleIndexing();
    const fresh = "We send usage analytics by default.";
    expect(await wordCandidates(u.id, fresh)).toEqual([]);
    const batch = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: [fresh, "Deploys go out on Tuesdays", "The staging database is Postgres 16", "Lint with biome", "Error pages are served from R2"].map((content) => ({ content, type: "decision" })) },
    });
    expect(batch.status).toBe(201);
    const b = batch.body.results[0];
    expect(b.status).toBe("created");
    expect(b.conflicts).toBeUndefined();
    await settleIndexing();
    expect(between(await conflictsOf(u.key), a.id, b.id)).toHaveLength(0);

    // The scan's word pairs do not hold this pair either (no shared subject, word or typed key): only its neighbours do.
    await runCron(CRON.nightly, Date.now());
    const run = (await call("GET", "/v1/admin/jobs?job=conflict-scan", { key: ADMIN })).body.runs[0];
    expect(run.status).toBe("done");
    expect(run.detail.dense_asked).toBeGreaterThan(0);
    const flagged = between(await conflictsOf(u.key), a.id, b.id);
    expect(flagged).toHaveLength(1);
  });

  it("a failing vector index leaves the write whole, judged by words alone, and says so", async () => {
    const u = await newUser("dense-down");
    const a = (await remember(u.key, { content: "The deploy region is eu-west-1", type: "fact" })).body.memory;
    await settleIndexing();
    const p: Principal = { userId: u.id, orgId: u.orgId, name: "dense-down" };
    const ctx = {
      db: env.DB, clock: systemClock, space: { model: env.EMBEDDING_MODEL, dimension: Number(env.EMBEDDING_DIMENSION) },
      embedder: new HashingEmbedder(Number(env.EMBEDDING_DIMENSION)), vectors: failingVectorIndex,
    };
    // The fault is real: the index's query throws.
    expect(await failingVectorIndex.query(u.orgId, { model: "m", vector: new Float32Array(4), topK: 1, vis: [] }).catch((e) => e)).toBeInstanceOf(EngramError);
    const plan = await planCreateMemories(ctx, p, [{ content: "Deploy region: us-east-1", type: "fact" }], "single");
    expect(plan.status).toBe(201);
    const body = plan.body as { memory: { id: string }; judgment: { conflicts: { memory_id: string }[]; degraded?: string[]; stages_ms: { dense: number } } };
    expect(body.judgment.degraded).toEqual(["dense_candidates"]);
    // What the words found is still judged and flagged.
    expect(body.judgment.conflicts.map((c) => c.memory_id)).toEqual([a.id]);
    await env.DB.batch(plan.statements);
    await processOutbox(buildDeps(env as Env), { memoryIds: plan.indexIds }); // what the write route does after commit
    const stored = await env.DB.prepare("SELECT content FROM memories WHERE id = ?").bind(body.memory.id).first<string>("content");
    expect(stored).toBe("Deploy region: us-east-1");
    expect(between(await conflictsOf(u.key), a.id, body.memory.id)).toHaveLength(1);
  });

  it("a failing vector index leaves the nightly scan to its word pairs", async () => {
    const u = await newUser("dense-scan-down");
    // Imported (a restore is never judged at write time): the scan's word pairs find this conflict.
    const T = Date.now();
    const imported = await importLines(u.key, [
      { id: memId(T - 2000), content: "The deploy region is eu-west-1", type: "fact", created_at: iso(T - DAY) },
      { id: memId(T - 1000), content: "Deploy region: us-east-1", type: "fact", created_at: iso(T - 3_600_000) },
    ]);
    expect(imported.status).toBe(200);
    expect(await conflictsOf(u.key)).toEqual([]);
    // The scan alone (the rest of the nightly cron would also meet the failing index).
    const run = await runJob(buildDeps({ ...(env as Env), DEV_FAULTS: "vector" } as Env), conflictScanJob);
    expect(run.status).toBe("done");
    expect(run.detail.dense_failed).toBeGreaterThan(0);
    expect(await conflictsOf(u.key)).toHaveLength(1);
  });
});
