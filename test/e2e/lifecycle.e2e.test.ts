/** The lifecycle scenarios against `npm run dev` (wrangler dev --local, real cron handler), over HTTP. */
import { beforeAll, describe, expect, it } from "vitest";
import { api, type DevServer } from "./dev-server";
import { sharedDevServer } from "./shared-dev";

let dev: DevServer;
beforeAll(async () => {
  dev = sharedDevServer();
});

const DAY = 86_400_000;

async function importNdjson(key: string, lines: object[]) {
  const res = await fetch(`${dev.url}/v1/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/x-ndjson" },
    body: lines.map((l) => JSON.stringify(l)).join("\n"),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("lifecycle over npm run dev", () => {
  it("nightly cron decays the imported decaying memory only; feedback, forget/restore and a flagged contradiction", async () => {
    const key = (await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "lifecycle-e2e" })).body.api_key as string;
    const lastUsed = new Date(Date.now() - 100 * DAY).toISOString();
    const imp = await importNdjson(key, [
      { content: "wrangler dev hangs after a failed build", type: "gotcha", confidence: 0.9, last_used_at: lastUsed, created_at: lastUsed },
      { content: "We chose D1 because it lives next to the Worker", type: "decision", confidence: 0.9, last_used_at: lastUsed, created_at: lastUsed },
    ]);
    expect(imp.status).toBe(200);
    const [decaying, anchored] = imp.body.results.map((r: { id: string }) => r.id);

    // The real scheduled handler, as Cron Triggers call it.
    const cron = await fetch(`${dev.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("0 3 * * *")}`, { signal: AbortSignal.timeout(60_000) });
    expect(cron.status).toBe(200);
    const runs = await api(dev.url, "GET", "/v1/admin/jobs?job=decay", dev.adminToken);
    expect(runs.body.runs[0]).toMatchObject({ job: "decay", status: "done" });
    const get = async (id: string) => (await api(dev.url, "GET", `/v1/memories/${id}`, key)).body.memory;
    expect((await get(decaying)).confidence).toBeCloseTo(0.9 * 0.995 ** 70, 10);
    expect((await get(anchored)).confidence).toBe(0.9);

    const wrong = await api(dev.url, "POST", `/v1/memories/${anchored}/feedback`, key, { type: "INCORRECT" });
    expect(wrong.body.memory.confidence).toBeCloseTo(0.6, 10);
    await api(dev.url, "POST", `/v1/memories/${anchored}/feedback`, key, { type: "FORGET" });
    expect((await get(anchored)).archived_at).not.toBeNull();
    expect((await api(dev.url, "POST", `/v1/memories/${anchored}/restore`, key)).body.restored).toBe(true);
    expect((await get(anchored)).archived_at).toBeNull();

    const a = (await api(dev.url, "POST", "/v1/memories", key, { content: "The billing service port is 7001", type: "fact" })).body.memory;
    const b = (await api(dev.url, "POST", "/v1/memories", key, { content: "The billing service port is 7002", type: "fact" })).body.memory;
    expect((await api(dev.url, "GET", "/v1/conflicts", key)).body.conflicts).toHaveLength(1);
    const recall = await api(dev.url, "POST", "/v1/recall", key, { query: "billing service port" });
    const hits = recall.body.results.filter((r: { id: string }) => r.id === a.id || r.id === b.id);
    expect(hits).toHaveLength(2);
    for (const h of hits) expect(h).toMatchObject({ confidence: 0.5, conflicts: [expect.objectContaining({ kind: "contradiction" })] });
  }, 120_000);
});
