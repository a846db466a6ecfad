import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { similarLiveMemoriesMany } from "../src/storage/judgment-store";
import { storedVectorsHex } from "../src/storage/vectors-store";
import { vectorFromHex } from "../src/write/embedding-check";
import { newUser, remember, settleIndexing } from "./helpers";

// Write-time judgment reads a new memory's look-alikes and their stored vectors in one query
// (src/storage/judgment-store.ts): the vectors must be the current ones of the asked model only.
describe("judgment's look-alike lookup", () => {
  it("returns the look-alikes with their stored vectors, only of the asked model and only current for the content", async () => {
    const u = await newUser("judge-lookup");
    const a = (await remember(u.key, { content: "The billing request timeout is 30 s", type: "fact" })).body.memory;
    const b = (await remember(u.key, { content: "The orders request timeout is 10 s", type: "fact" })).body.memory;
    await remember(u.key, { content: "Prefer pnpm over npm", type: "preference" });
    await settleIndexing();
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

  it("reports where a write's judgment time went, adding up to took_ms", async () => {
    const u = await newUser("judge-stages");
    await remember(u.key, { content: "The gateway port is 8080", type: "fact" });
    const res = await remember(u.key, { content: "The gateway port is 9090", type: "fact" });
    const { took_ms, stages_ms } = res.body.judgment;
    expect(res.body.judgment.conflicts).toHaveLength(1);
    expect(Object.keys(stages_ms).sort()).toEqual(["embed", "known", "lookup", "pairs", "terms", "vectors"]);
    for (const ms of Object.values<number>(stages_ms)) expect(ms).toBeGreaterThanOrEqual(0);
    const sum = Object.values<number>(stages_ms).reduce((x, y) => x + y, 0);
    // Each stage is rounded to 0.01 ms; what is left is building the flagging statements.
    expect(sum).toBeLessThanOrEqual(took_ms + 0.06);
  });
});
