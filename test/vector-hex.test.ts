import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newUser, remember, settleIndexing } from "./helpers";
import { memoriesForIndex, storedVectorsHex } from "../src/storage/vectors-store";
import { bytesToHex, VECTOR_HEX, vectorBytes, vectorFromBlob, vectorFromHex } from "../src/write/embedding-check";

// Vectors cross D1 as hex text (write/statements.ts, write/embedding-check.ts): stored as the same
// BLOB as before, read back bit for bit.
describe("vectors as hex over D1", () => {
  const v = Float32Array.from({ length: 512 }, (_, i) => Math.sin(i * 1.7) / 3 - (i % 7) * 1e-3);

  it("round-trips every float exactly in JS", () => {
    const hex = bytesToHex(vectorBytes(v));
    expect(hex).toMatch(/^[0-9A-F]{4096}$/);
    expect(Array.from(vectorFromHex(hex))).toEqual(Array.from(v));
    expect(Array.from(vectorFromHex(hex.toLowerCase()))).toEqual(Array.from(v));
    expect(() => vectorFromHex("zz")).toThrow();
  });

  it("unhex(?) stores the BLOB an ArrayBuffer bind stores, and hex() reads it back", async () => {
    const db = env.DB;
    await db.exec("CREATE TABLE IF NOT EXISTS hex_check (id TEXT PRIMARY KEY, vector BLOB)");
    await db.batch([
      db.prepare("INSERT OR REPLACE INTO hex_check (id, vector) VALUES ('bytes', ?)").bind(vectorBytes(v)),
      db.prepare("INSERT OR REPLACE INTO hex_check (id, vector) VALUES ('hex', unhex(?))").bind(bytesToHex(vectorBytes(v))),
      db.prepare("INSERT OR REPLACE INTO hex_check (id, vector) VALUES ('null', NULL)"),
    ]);
    const { results } = await db
      .prepare(`SELECT id, typeof(vector) AS t, vector AS raw, ${VECTOR_HEX("vector")} AS hex FROM hex_check ORDER BY id`)
      .all<{ id: string; t: string; raw: ArrayBuffer | number[] | null; hex: string | null }>();
    const by = Object.fromEntries(results.map((r) => [r.id, r]));
    expect(by.hex.t).toBe("blob");
    expect(Array.from(vectorFromBlob(by.hex.raw!))).toEqual(Array.from(vectorFromBlob(by.bytes.raw!)));
    expect(Array.from(vectorFromHex(by.bytes.hex!))).toEqual(Array.from(v));
    expect(by.null.hex).toBeNull();
    await db.exec("DROP TABLE hex_check");
  });
});

describe("stored vectors read back through the stores", () => {
  it("the indexer's read and recall's feedback read return the vector written, and only for its model", async () => {
    const u = await newUser("hexreader");
    const res = await remember(u.key, { content: "Cache keys carry the tenant id", type: "fact" });
    const id = (res.body as { memory: { id: string } }).memory.id;
    await settleIndexing(u.orgId);
    const [row] = await memoriesForIndex(env.DB, [id]);
    expect(row.id).toBe(id);
    expect(row.vec_hash).toBe(row.content_hash);
    expect(row.vector).toMatch(/^[0-9A-F]+$/);
    const stored = await storedVectorsHex(env.DB, row.vec_model!, [id, "mem_missing"]);
    expect(stored).toEqual([row.vector]);
    expect(await storedVectorsHex(env.DB, `${row.vec_model}-other`, [id])).toEqual([]);
    expect(await memoriesForIndex(env.DB, ["mem_missing"])).toEqual([]);
  });
});
