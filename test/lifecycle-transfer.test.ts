/** Export / import and backup restore as round trips. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";
import { CRON, DAY, exportText, importLines, iso, memId, row, runCron } from "./lifecycle-helpers";

const parse = (text: string) => text.trim().split("\n").filter(Boolean).map((l) => JSON.parse(l));
// The vector index state is rebuilt after a restore, not restored: compare everything else.
const content = (lines: any[]) => lines.map(({ indexed, embedding_model, ...rest }) => rest).sort((a, b) => a.id.localeCompare(b.id));

describe("export and import", () => {
  it("exports every field as NDJSON; importing it elsewhere preserves ids, timestamps, counters and confidence; re-import is a no-op", async () => {
    const a = await newUser("exporter");
    const m = (await remember(a.key, { content: "Hono sub-apps per resource", type: "pattern", tags: ["hono"], metadata: { k: 1 } })).body.memory;
    await call("POST", `/v1/memories/${m.id}/usage`, { key: a.key, body: { success: true } });
    await call("POST", `/v1/memories/${m.id}/feedback`, { key: a.key, body: { type: "CONFIRM", rating: 9 } });
    const gone = (await remember(a.key, { content: "Old flaky test", type: "gotcha" })).body.memory;
    await call("DELETE", `/v1/memories/${gone.id}`, { key: a.key });

    const text = await exportText(a.key);
    const lines = parse(text);
    expect(lines).toHaveLength(2);
    const line = lines.find((l) => l.id === m.id);
    expect(line).toMatchObject({
      content: m.content, type: "pattern", tags: ["hono"], metadata: { k: 1 }, use_count: 1, success_count: 1,
      effectiveness: 5.5, confidence: 1, // 0.9 + 0.01 + 0.1, capped drift_days: 0, negative_feedback: 0, created_at: m.created_at,
    });
    expect(line.last_used_at).toEqual(expect.any(String));
    expect(lines.find((l) => l.id === gone.id).archived_at).toEqual(expect.any(String));
    const liveOnly = await (await import("cloudflare:workers")).exports.default.fetch(
      new Request("http://engram.test/v1/export?archived=false", { headers: { authorization: `Bearer ${a.key}` } }),
    );
    expect(parse(await liveOnly.text()).map((l) => l.id)).toEqual([m.id]);

    // Another organization: same ids are taken, so a second user gets "exists"; the ids are global.
    const b = await newUser("importer");
    const again = await importLines(a.key, lines);
    expect(again.body).toMatchObject({ created: 0, exists: 2 });
    const fresh = lines.map(({ id, ...rest }) => rest);
    const r = await importLines(b.key, fresh);
    expect(r.status).toBe(200);
    expect(r.body.created).toBe(2);
    const imported = parse(await exportText(b.key));
    const strip = ({ id, owner_id, indexed, embedding_model, ...rest }: any) => rest;
    expect(imported.map(strip).sort((x, y) => x.content.localeCompare(y.content))).toEqual(
      lines.map(strip).sort((x, y) => x.content.localeCompare(y.content)),
    );
    const archivedLine = lines.findIndex((l) => l.archived_at) + 1;
    const archivedId = r.body.results.find((x: any) => x.line === archivedLine).id;
    expect(await env.BLOBS.head(`archive/${b.orgId}/${b.id}/${archivedId}.json`)).not.toBeNull();
    const dup = await importLines(b.key, fresh);
    expect(dup.body).toMatchObject({ created: 1, duplicate: 1 }); // the live one dedupes by content; the archived one has no id to match
  });

  it("rejects a bad line naming it, and stores nothing", async () => {
    const u = await newUser("badimport");
    const r = await importLines(u.key, [{ content: "fine" }, { content: "bad", confidence: 2 }]);
    expect(r.status).toBe(400);
    expect(r.body.error.details.field).toBe("lines.2.confidence");
    expect(parse(await exportText(u.key))).toEqual([]);
    const res = await (await import("cloudflare:workers")).exports.default.fetch(
      new Request("http://engram.test/v1/import", { method: "POST", headers: { authorization: `Bearer ${u.key}` }, body: "{not json" }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.details.field).toBe("lines.1");
  });
});

describe("backup restore", () => {
  it("restores a nightly snapshot to identical content after the rows are lost", async () => {
    const u = await newUser("restore");
    const T = Date.UTC(2027, 9, 1, 3);
    await importLines(u.key, [
      { id: memId(T), content: "Durable Objects serialize per user", type: "insight", project: "core", created_at: iso(T - 50 * DAY), access_count: 4, last_accessed_at: iso(T - 2 * DAY) },
      { id: memId(T), content: "Cron at 03:00 runs decay", type: "pattern", confidence: 0.7, use_count: 3, success_count: 2, failure_count: 1, last_used_at: iso(T - 90 * DAY), created_at: iso(T - 100 * DAY) },
      { id: memId(T), content: "Forgotten thing", type: "status", archived_at: iso(T - 10 * DAY), created_at: iso(T - 20 * DAY) },
      { id: memId(T), content: "Pinned rule", type: "gotcha", pinned: true, needs_review: true, tags: ["ci"], metadata: { a: [1, 2] }, created_at: iso(T - 5 * DAY) },
    ]);
    await runCron(CRON.nightly, T); // decay (one memory drifts) + backup
    const snapshot = await (await env.BLOBS.get(`backups/${u.orgId}/${u.id}/2027-10-01.ndjson`))!.text();
    const before = parse(snapshot);
    expect(before).toHaveLength(4);
    expect(before.find((l) => l.content.startsWith("Cron")).drift_days).toBe(60);

    // Lose the rows (and what hangs off them).
    const ids = before.map((l) => l.id);
    const marks = ids.map(() => "?").join(",");
    await env.DB.batch([
      env.DB.prepare(`DELETE FROM memory_vectors WHERE memory_id IN (${marks})`).bind(...ids),
      env.DB.prepare(`DELETE FROM outbox WHERE memory_id IN (${marks})`).bind(...ids),
      env.DB.prepare(`DELETE FROM memories WHERE id IN (${marks})`).bind(...ids),
    ]);
    expect(parse(await exportText(u.key))).toEqual([]);

    const r = await importLines(u.key, parse(snapshot));
    expect(r.body.created).toBe(4);
    expect(content(parse(await exportText(u.key)))).toEqual(content(before));
    expect((await row(ids[0]))!.drift_days).toBe(before[0].drift_days);
    // The restored data does not decay twice on the next night.
    await runCron(CRON.nightly, T + 60_000);
    expect(content(parse(await exportText(u.key)))).toEqual(content(before));
  });
});
