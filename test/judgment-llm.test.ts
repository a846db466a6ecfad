/**
 * The optional LLM judge of the nightly scan (src/judgment/llm-judge.ts) through the real
 * @anthropic-ai/sdk against the fake Messages API: a pair the rules miss is flagged with the model's
 * reason; the rules' own decisions are never put to the model; a model duplicate merges only where
 * the rules' merge guard allows it; malformed output twice leaves the pair alone; an outage stops the
 * judge and the scan still completes; with no key nothing is asked.
 */
import { env } from "cloudflare:workers";
import { inject, describe, expect, it } from "vitest";
import { buildDeps } from "../src/config";
import { runJob } from "../src/jobs/runner";
import { pairJudgeFrom } from "../src/judgment/llm-judge";
import { judgeStoredMemories } from "../src/judgment/scan";
import { conflictScanJob } from "../src/lifecycle/jobs/conflict-scan";
import { llmConfigFrom } from "../src/llm/client";
import { newUser, remember } from "./helpers";

const fake = inject("fakeMessagesUrl");
const NOW = Date.parse("2026-11-27T03:00:00Z");

const llmEnv = (key: string) => ({ ...env, ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: fake, LLM_MAX_RETRIES: "2", LLM_MODEL: "claude-test" }) as unknown as Env;
const judgeFor = (key: string) => pairJudgeFrom(llmConfigFrom(llmEnv(key)), {})!;

async function script(key: string, responses: unknown[]) {
  const r = await fetch(`${fake}/_script`, { method: "POST", body: JSON.stringify({ key, responses }) });
  expect(r.status).toBe(200);
}
async function requests(key: string): Promise<any[]> {
  return ((await (await fetch(`${fake}/_log?key=${encodeURIComponent(key)}`)).json()) as { requests: any[] }).requests;
}
async function store(userKey: string, content: string, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await remember(userKey, { content, type: "discovery", project: "ops", ...extra });
  expect(r.status).toBe(201);
  return r.body.memory.id;
}
async function conflictRows(userId: string) {
  return (await env.DB.prepare("SELECT kind, left_id, right_id, reason, detail FROM conflicts WHERE user_id = ?").bind(userId).all<{ kind: string; left_id: string; right_id: string; reason: string; detail: string }>()).results;
}
async function live(userId: string): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM memories WHERE user_id = ? AND archived_at IS NULL").bind(userId).first<{ n: number }>())!.n;
}
async function scan(user: { id: string; orgId: string }, key: string) {
  const r = await judgeStoredMemories(env.DB, { id: user.id, org_id: user.orgId }, NOW, undefined, judgeFor(key));
  if (r.statements.length) await env.DB.batch(r.statements);
  return r;
}

describe("the LLM judge in the nightly scan", () => {
  it("flags a pair the rules miss as a conflict with the model's reason; the rules' own conflict is never put to the model", async () => {
    const u = await newUser("llm-judge-conflict");
    const key = `sk-test-judge-conflict-${u.id}`;
    const a = await store(u.key, "The nightly backup job writes database snapshots to the offsite bucket");
    const b = await store(u.key, "The nightly backup job keeps database snapshots only on the primary host");
    // A pair the rules decide themselves (a value conflict): flagged at write, never asked about.
    await store(u.key, "The payment service caches exchange rates in Redis for an hour");
    await store(u.key, "The payment service caches exchange rates in Redis for a day");
    const before = await conflictRows(u.id);
    expect(before.filter((c) => [c.left_id, c.right_id].includes(a))).toEqual([]);

    const reason = "one keeps the snapshots offsite, the other only on the primary host";
    await script(key, [{ json: { verdict: "conflict", reason } }]);
    const r = await scan(u, key);
    expect(r.llm).toMatchObject({ pairs: 1, failed: 0, flagged: 1, merged: 0 });
    const seen = await requests(key);
    expect(seen.length).toBe(1);
    expect(seen[0].first_user).toMatch(/<memory>\nThe nightly backup job writes/);
    expect(seen[0].first_user).not.toMatch(/exchange rates/);

    const flagged = (await conflictRows(u.id)).filter((c) => [c.left_id, c.right_id].sort().join() === [a, b].sort().join());
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ kind: "contradiction", reason });
    expect(JSON.parse(flagged[0].detail)).toMatchObject({ by: "llm", verdict: "conflict" });
    const event = await env.DB.prepare("SELECT data FROM events WHERE user_id = ? AND kind = 'conflict.flagged' AND data LIKE '%\"by\":\"llm\"%'").bind(u.id).first<{ data: string }>();
    expect(JSON.parse(event!.data)).toMatchObject({ rule: "llm", reason, by: "llm" });

    // A flagged pair is settled: the next night does not ask again.
    const again = await scan(u, key);
    expect(again.llm!.pairs).toBe(0);
    expect((await requests(key)).length).toBe(1);
  });

  it("does not merge a model duplicate the merge guard forbids (values differ: the rules' conflict stands; another scope: kept apart)", async () => {
    const u = await newUser("llm-judge-dup");
    const key = `sk-test-judge-dup-${u.id}`;
    // Different values: the rules flag these themselves, so the model is never asked and nothing merges.
    await store(u.key, "Investigated slow checkout pages: the payment widget loads 3 MB of scripts");
    await store(u.key, "Investigated slow checkout pages: the payment widget loads 5 MB of scripts");
    // Close texts in two scopes (another project, so no pair with the two above): the model says duplicate, the guard keeps them apart.
    await store(u.key, "Learned that the checkout payment widget script blocks rendering on slow phones", { scope: "team", project: "web" });
    await store(u.key, "The checkout payment widget is the heaviest script we ship to phones", { project: "web" });
    const n = await live(u.id);
    await script(key, Array.from({ length: 6 }, () => ({ json: { verdict: "duplicate", reason: "the same finding" } })));
    const r = await scan(u, key);
    expect(r.llm).toMatchObject({ pairs: 1, merged: 0 });
    expect(r.duplicates).toBe(0);
    expect(await live(u.id)).toBe(n);
    expect((await requests(key)).every((q) => !/5 MB of scripts/.test(q.first_user) || !/3 MB of scripts/.test(q.first_user))).toBe(true);
  });

  it("merges a model duplicate the guard allows (one scope and project, no differing value), with by: llm", async () => {
    const u = await newUser("llm-judge-merge");
    const key = `sk-test-judge-merge-${u.id}`;
    await store(u.key, "Learned that the checkout payment widget script blocks rendering on slow phones");
    await store(u.key, "The checkout payment widget is the heaviest script we ship to phones");
    const n = await live(u.id);
    await script(key, [{ json: { verdict: "duplicate", reason: "both say the widget script is what slows phones" } }]);
    const r = await scan(u, key);
    expect(r.llm).toMatchObject({ pairs: 1, merged: 1 });
    expect(await live(u.id)).toBe(n - 1);
    const event = await env.DB.prepare("SELECT data FROM events WHERE user_id = ? AND kind = 'memory.duplicate_merged'").bind(u.id).first<{ data: string }>();
    expect(JSON.parse(event!.data)).toMatchObject({ by: "llm", reason: "both say the widget script is what slows phones" });
  });

  it("leaves the pair alone when the model's output is malformed twice, and the scan completes", async () => {
    const u = await newUser("llm-judge-malformed");
    const key = `sk-test-judge-malformed-${u.id}`;
    await store(u.key, "The nightly backup job writes database snapshots to the offsite bucket");
    await store(u.key, "The nightly backup job keeps database snapshots only on the primary host");
    await script(key, [{ text: "I think they conflict." }, { json: { verdict: "maybe", reason: "unsure" } }]);
    const r = await scan(u, key);
    expect(r.llm).toMatchObject({ pairs: 1, failed: 1, flagged: 0, merged: 0 });
    expect((await requests(key)).map((q) => q.messages)).toEqual([1, 3]);
    expect(await conflictRows(u.id)).toEqual([]);
  });

  it("through the job: no key asks nothing; an outage stops the judge for the run and the scan still completes", async () => {
    const u = await newUser("llm-judge-job");
    await store(u.key, "The nightly backup job writes database snapshots to the offsite bucket");
    await store(u.key, "The nightly backup job keeps database snapshots only on the primary host");
    const plain = await runJob(buildDeps(env as Env, () => NOW), conflictScanJob);
    expect(plain.status).toBe("done");
    expect(Object.keys(plain.detail ?? {}).filter((k) => k.startsWith("llm"))).toEqual([]);

    const key = `sk-test-judge-outage-${u.id}`;
    await script(key, [{ status: 529 }, { status: 529 }, { status: 529 }]);
    const run = await runJob(buildDeps(llmEnv(key), () => NOW), conflictScanJob);
    expect(run.status).toBe("done");
    expect(run.detail).toMatchObject({ llm_unavailable: expect.any(Number) });
    // Three attempts of one pair (maxRetries 2), then no more questions for the run.
    expect((await requests(key)).map((q) => q.status)).toEqual([529, 529, 529]);
  });
});
