/**
 * Issue 18, finding 7: a typo in a body field is refused with a 400 naming it, instead of being
 * stripped and the write stored with defaults. The local companion's queue keeps syncing: bodies
 * queued by its previous version (which may carry fields the Worker always stripped) go out
 * through its wire projection, and the Worker accepts them.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bodyForWire, EMBEDDING_FIELDS, MEMORY_FIELDS } from "../local-embedder/src/sync/wire";
import { embeddingInput, memoryInput } from "../src/memory/schemas";
import { call, newUser, remember } from "./helpers";
import { mcpClient, textOf } from "./mcp-client";

const count = (userId: string) => env.DB.prepare("SELECT COUNT(*) AS n FROM memories WHERE user_id = ?").bind(userId).first<number>("n");

describe("unknown body fields (issue 18, finding 7)", () => {
  it("refuses a typo with a 400 naming it and stores nothing, at any depth and on every write route", async () => {
    const u = await newUser("typos");
    const typo = await remember(u.key, { content: "Team-wide convention: squash merges", scop: "team" });
    expect(typo.status).toBe(400);
    expect(typo.body.error).toMatchObject({ code: "validation_failed", details: { field: "scop", unknown: ["scop"] } });
    expect(typo.body.error.message).toMatch(/^scop: unknown field/);
    expect(await count(u.id)).toBe(0);

    const nested = await remember(u.key, { content: "v", embedding: { model: "m", vector: [0.1], dimensions: 1 } });
    expect(nested.body.error.details.field).toBe("embedding.dimensions");
    const batch = await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: [{ content: "a" }, { content: "b", tag: "x" }] } });
    expect(batch.status).toBe(400);
    expect(batch.body.error.details.field).toBe("memories.1.tag");
    expect(await count(u.id)).toBe(0);

    const ok = await remember(u.key, { content: "Squash merges only", metadata: { anything: { goes: ["here"] } } });
    expect(ok.status).toBe(201);
    const patch = await call("PATCH", `/v1/memories/${ok.body.memory.id}`, { key: u.key, body: { importance: 0.9, pinnned: true } });
    expect(patch.status).toBe(400);
    expect(patch.body.error.details.field).toBe("pinnned");
    const recall = await call("POST", "/v1/recall", { key: u.key, body: { query: "merges", limt: 3 } });
    expect(recall.status).toBe(400);
    expect(recall.body.error.details.field).toBe("limt");
  });

  it("keeps the companion's queue syncing: an item queued by the previous version is accepted", async () => {
    // The companion's wire projection lists exactly the fields the Worker accepts.
    expect([...MEMORY_FIELDS].sort()).toEqual(Object.keys(memoryInput.shape).sort());
    expect([...EMBEDDING_FIELDS].sort()).toEqual(Object.keys((embeddingInput as any).shape ?? (embeddingInput as any).def.in?.shape ?? {}).sort());

    const u = await newUser("companion");
    // A journal line as the previous version wrote it: `engram import` queued an export line verbatim.
    const vector = JSON.stringify(Array.from({ length: 256 }, (_, i) => (i === 3 ? 1 : 0)));
    const line = JSON.parse(
      '{"op":"enqueue","id":"0b7c","key":"1f3e","route":"/v1/memories","at":"2026-11-01T10:00:00.000Z",' +
        '"body":{"id":"mem_01OLDEXPORT","content":"Deploys need the VPN","type":"gotcha","tags":["ops"],"created_at":"2026-01-01T00:00:00Z","indexed":true,' +
        `"embedding":{"model":"engram-hashing-v1","dimension":256,"vector":${vector},"norm":1}}}`,
    );
    // Sent raw, today's Worker would name the stray fields…
    expect((await remember(u.key, line.body)).status).toBe(400);
    // …the companion sends it through its wire projection, with the key it was queued under.
    const single = await call("POST", line.route, { key: u.key, body: bodyForWire(line.route, line.body), headers: { "idempotency-key": line.key } });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    expect(single.body.memory).toMatchObject({ content: "Deploys need the VPN", type: "gotcha", tags: ["ops"] });
    const batch = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: bodyForWire("/v1/memories/batch", { memories: [{ content: "Staging resets nightly", owner_id: "usr_x", archived_at: null }] }),
    });
    expect(batch.status).toBe(201);
  });

  it("refuses unknown MCP tool arguments by name as a tool error, at any depth, and says so in each tool's input schema", async () => {
    const u = await newUser("mcp-typos");
    const client = await mcpClient(u.key);
    const { tools } = await client.listTools();
    // Every object in every tool's arguments is closed, except free-form ones (metadata, verification).
    const open: string[] = [];
    const walk = (s: any, path: string) => {
      if (!s || typeof s !== "object") return;
      if (s.type === "object" && s.properties && s.additionalProperties !== false) open.push(path);
      for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${path}.${k}`);
      if (s.items) walk(s.items, `${path}[]`);
      for (const v of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(v, path);
    };
    for (const t of tools) walk(t.inputSchema, t.name);
    expect(open).toEqual([]);

    const r: any = await client.callTool({ name: "remember", arguments: { content: "Team-wide: squash merges", scop: "team" } });
    // A tool result (isError), not a JSON-RPC error: the model sees which argument to fix.
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/Unrecognized key: "scop"/);
    expect(await count(u.id)).toBe(0);

    const nested: any = await client.callTool({ name: "recall", arguments: { query: "merges", triggers: { fil: "src/a.ts" } } });
    expect(nested.isError).toBe(true);
    expect(textOf(nested)).toMatch(/triggers: Unrecognized key: "fil"/);
    const deeper: any = await client.callTool({
      name: "record_outcome",
      arguments: { task: { input: "fix login", type: "BUGFIX" }, verified: true, errors: [{ error: "401", solutoin: "rotate" }] },
    });
    expect(deeper.isError).toBe(true);
    expect(textOf(deeper)).toMatch(/errors.0: Unrecognized key: "solutoin"/);

    // Free-form metadata keeps every key; known arguments still work.
    const ok: any = await client.callTool({ name: "remember", arguments: { content: "Squash merges only", metadata: { any: { key: 1 } } } });
    expect(ok.isError).toBeFalsy();
    expect(ok.structuredContent.memory.metadata).toEqual({ any: { key: 1 } });
    await client.close();
  });
});
