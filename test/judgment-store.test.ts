import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HashingEmbedder } from "../src/embed/hashing-embedder";
import { judgeWrites } from "../src/judgment/on-write";
import type { MemoryRecord } from "../src/memory/view";
import { similarLiveMemoriesMany } from "../src/storage/judgment-store";
import { storedVectorsHex } from "../src/storage/vectors-store";
import { vectorFromHex } from "../src/write/embedding-check";
import { call, newUser, remember, settleIndexing } from "./helpers";

// Write-time judgment reads a new memory's look-alikes and their stored vectors in one query
// (src/storage/judgment-store.ts): the vectors must be the current ones of the asked model only.
describe("judgment's look-alike lookup", () => {
  it("returns the look-alikes with their stored vectors, only of the asked model and only current for the content", async () => {
    const u = await newUser("judge-lookup");
    const a = (await remember(u.key, { content: "The billing request timeout is 30 s", type: "fact" })).body.memory;
    const b = (await remember(u.key, { content: "The orders request timeout is 10 s", type: "fact" })).body.memory;
    await remember(u.key, { content: "Prefer pnpm over npm", type: "preference" });
    await settleIndexing(u.orgId);
    const model = (await env.DB.prepare("SELECT model FROM memory_vectors WHERE memory_id = ?").bind(a.id).first<string>("model"))!;
    expect(model).toBeTruthy();

    const found = await similarLiveMemoriesMany(env.DB, u.id, [["billing", "timeout"], ["pnpm"]], 8, [], model);
    expect(found.rows[0].map((r) => r.id)).toEqual([a.id, b.id]);
    expect(found.rows[1].map((r) => r.content)).toEqual(["Prefer pnpm over npm"]);
    // The row is a plain memory record: the vector column does not leak into it.
    expect(Object.keys(found.rows[0][0])).not.toContain("judgment_vector");
    const [stored] = await storedVectorsHex(env.DB, model, [a.id]);
    expect(Array.from(found.vectors.get(a.id)!)).toEqual(Array.from(vectorFromHex(stored)));
    expect(found.vectors.size).toBe(3);

    // Another model's vectors are never compared; without a model none are read.
    expect((await similarLiveMemoriesMany(env.DB, u.id, [["billing", "timeout"]], 8, [], `${model}-other`)).vectors.size).toBe(0);
    const plain = await similarLiveMemoriesMany(env.DB, u.id, [["billing", "timeout"]], 8);
    expect(plain.rows[0].map((r) => r.id)).toEqual([a.id, b.id]);
    expect(plain.vectors.size).toBe(0);

    // A vector of older content (not re-indexed yet) is not this memory's meaning.
    await env.DB.prepare("UPDATE memory_vectors SET content_hash = 'stale' WHERE memory_id = ?").bind(a.id).run();
    const after = await similarLiveMemoriesMany(env.DB, u.id, [["billing", "timeout"]], 1, [b.id], model);
    expect(after.rows[0].map((r) => r.id)).toEqual([a.id]);
    expect(after.vectors.has(a.id)).toBe(false);
  });

  it("ranks over all projects but sends back only the rows a project's memory can use, and leaves out the excluded ids in SQL", async () => {
    const u = await newUser("judge-lookup-projects");
    const global = (await remember(u.key, { content: "The search request timeout is 30 s", type: "fact" })).body.memory;
    const mine = (await remember(u.key, { content: "The search request timeout is 20 s", type: "fact", project: "alpha" })).body.memory;
    const other = (await remember(u.key, { content: "The search request timeout is 10 s in that service", type: "fact", project: "beta" })).body.memory;
    const probe = [["search", "request", "timeout"]];
    const alphaId = (await env.DB.prepare("SELECT project_id FROM memories WHERE id = ?").bind(mine.id).first<string>("project_id"))!;
    expect(alphaId).toBeTruthy();
    const all = await similarLiveMemoriesMany(env.DB, u.id, probe, 8);
    expect(new Set(all.rows[0].map((r) => r.id))).toEqual(new Set([global.id, mine.id, other.id]));
    // A memory of project alpha: beta's row is not sent; a memory without a project sees all.
    const alpha = await similarLiveMemoriesMany(env.DB, u.id, probe, 8, [], undefined, [alphaId]);
    expect(new Set(alpha.rows[0].map((r) => r.id))).toEqual(new Set([global.id, mine.id]));
    expect((await similarLiveMemoriesMany(env.DB, u.id, probe, 8, [], undefined, [null])).rows[0]).toHaveLength(3);
    // The limit applies before the project filter (the same candidates as ranking all, minus those unusable):
    // the top-ranked row alone, if it is beta's, leaves nothing for alpha.
    const top = all.rows[0][0];
    const alphaTop1 = await similarLiveMemoriesMany(env.DB, u.id, probe, 1, [], undefined, [alphaId]);
    expect(alphaTop1.rows[0].map((r) => r.id)).toEqual(top.id === other.id ? [] : [top.id]);
    // Excluded ids (an edit's own memory) are left out before the limit: the next one takes their place.
    const excluded = await similarLiveMemoriesMany(env.DB, u.id, probe, 1, [top.id]);
    expect(excluded.rows[0].map((r) => r.id)).toEqual([all.rows[0][1].id]);
  });

  // A batch of more than four memories asks one query for all their terms and shares the rows out (on-write.ts
  // storedCandidates): each memory still meets its own stored look-alike.
  it("judges each memory of a big batch (more than four) against its stored look-alikes", async () => {
    const u = await newUser("judge-big-batch");
    const stored = (await remember(u.key, { content: "The gateway port is 8080", type: "fact" })).body.memory;
    await remember(u.key, { content: "Prefer pnpm over npm", type: "preference" });
    await settleIndexing(u.orgId);
    const res = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: [
        { content: "The gateway port is 9090", type: "fact" },
        { content: "Deploys go out on Tuesdays", type: "fact" },
        { content: "The docs site is built with Astro", type: "fact" },
        { content: "Prefer pnpm over npm", type: "preference", allow_duplicate: false },
        { content: "The staging database is Postgres 16", type: "fact" },
        { content: "Lint runs before every commit", type: "fact" },
      ] },
    });
    expect(res.status).toBe(201);
    const body = res.body as { results: { status: string; conflicts?: { memory_id: string }[] }[] };
    expect(body.results[0].conflicts?.map((x) => x.memory_id)).toEqual([stored.id]);
    expect(body.results[3].status).toBe("duplicate");
  });

  // The embedding runs beside the word lookup (on-write.ts): whatever judgment does while it waits, the verdicts must
  // not depend on when it arrives (round 21 tried reading candidates ahead in that wait; README).
  it("judges a write the same whether its embedding arrives before or after the look-alikes", async () => {
    const u = await newUser("judge-read-ahead");
    const port = (await remember(u.key, { content: "The gateway port is 8080", type: "fact" })).body.memory;
    await remember(u.key, { content: "The gateway host is gw.internal and the gateway port is documented", type: "fact" });
    await remember(u.key, { content: "Deploys of the gateway go out on Tuesdays", type: "fact" });
    await settleIndexing(u.orgId);
    const stored = (await env.DB.prepare("SELECT * FROM memories WHERE id = ?").bind(port.id).first<MemoryRecord>())!;
    const fresh = { ...stored, id: "mem_read_ahead_probe", content: "The gateway port is 9090", content_hash: "probe", project_name: null };
    const hashing = new HashingEmbedder(Number((await env.DB.prepare("SELECT dimension FROM memory_vectors WHERE memory_id = ?").bind(port.id).first<number>("dimension")) ?? 256));
    const embedderAfter = (ms: number) => ({
      model: hashing.model, dimension: hashing.dimension,
      embed: async (texts: string[], kind: "document" | "query") => (await new Promise((r) => setTimeout(r, ms)), hashing.embed(texts, kind)),
    });
    const judge = async (ms: number) => {
      const { results } = await judgeWrites(env.DB, { orgId: u.orgId, userId: u.id }, [fresh], Date.now(), { merge: true, embedder: embedderAfter(ms), newRecords: true });
      return results.map((r) => ({ conflicts: r.judgment.conflicts.map(({ memory_id, kind, reason }) => ({ memory_id, kind, reason })), duplicateOf: r.duplicateOf?.id ?? null }));
    };
    const late = await judge(200);
    expect(late[0].conflicts.map((c) => c.memory_id)).toEqual([port.id]);
    expect(await judge(0)).toEqual(late);
  });

  it("reports where a write's judgment time went, adding up to took_ms", async () => {
    const u = await newUser("judge-stages");
    await remember(u.key, { content: "The gateway port is 8080", type: "fact" });
    const res = await remember(u.key, { content: "The gateway port is 9090", type: "fact" });
    const { took_ms, stages_ms } = res.body.judgment;
    expect(res.body.judgment.conflicts).toHaveLength(1);
    expect(Object.keys(stages_ms).sort()).toEqual(["dense", "embed", "known", "lookup", "pairs", "terms", "vectors"]);
    for (const ms of Object.values<number>(stages_ms)) expect(ms).toBeGreaterThanOrEqual(0);
    const sum = Object.values<number>(stages_ms).reduce((x, y) => x + y, 0);
    // Each stage is rounded to 0.01 ms; what is left is building the flagging statements.
    expect(sum).toBeLessThanOrEqual(took_ms + 0.06);
  });
});
