/**
 * The LLM path through the real @anthropic-ai/sdk against the fake Messages API (started in Node by
 * test/global-setup.ts): structured output checked by zod, a corrective retry, skipping with a
 * logged reason, prompt caching, an outage mid-run resumed from the checkpoint without duplicates,
 * and a skill drafted from a positively rated outcome.
 */
import { env } from "cloudflare:workers";
import { inject, describe, expect, it } from "vitest";
import { buildDeps } from "../src/config";
import { consolidationJob } from "../src/consolidation/job";
import { checkpointsFor } from "../src/jobs/job";
import { call, newUser } from "./helpers";

const fake = inject("fakeMessagesUrl");
const NOW = Date.parse("2026-11-22T03:00:00Z");

function llmDeps(key: string) {
  const llmEnv = { ...env, ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: fake, LLM_MAX_RETRIES: "2", LLM_MODEL: "claude-test" } as unknown as Env;
  return buildDeps(llmEnv, () => NOW);
}

async function script(key: string, responses: unknown[]) {
  const r = await fetch(`${fake}/_script`, { method: "POST", body: JSON.stringify({ key, responses }) });
  expect(r.status).toBe(200);
}
async function requests(key: string): Promise<any[]> {
  return ((await (await fetch(`${fake}/_log?key=${encodeURIComponent(key)}`)).json()) as { requests: any[] }).requests;
}

async function seedEpisodes(key: string, n: number, tag: string) {
  const memories = Array.from({ length: n }, (_, i) => ({
    content: `${tag} episode ${i}: we chose option ${i} because reason ${i}.`,
    type: "episode",
    occurred_at: new Date(NOW - (n - i) * 60_000).toISOString(),
  }));
  const r = await call("POST", "/v1/memories/batch", { key, body: { memories } });
  expect(r.status).toBe(201);
  return r.body.results.map((x: { id: string }) => x.id) as string[];
}

/** A valid extraction for a chunk of `n` episodes: one decision each, numbered from `from`. */
const valid = (from: number, n: number, tag: string) => ({
  json: {
    memories: Array.from({ length: n }, (_, i) => ({
      episode: i, type: "decision", content: `${tag}: chose option ${from + i} because reason ${from + i}`, importance: 0.8, tags: ["options"],
    })),
    entities: [{ name: `option ${from}`, type: "concept" }, { name: "user", type: "person" }],
    relationships: [{ episode: 0, source: "user", target: `option ${from}`, type: "prefers" }],
    facts: [{ episode: 0, entity: `option ${from}`, property: "status", value: "chosen", changes_previous: false }],
  },
});

async function decisions(key: string): Promise<string[]> {
  const r = await call("GET", "/v1/memories?type=decision&limit=200", { key });
  return r.body.memories.map((m: { content: string }) => m.content);
}

async function drainJob(deps: ReturnType<typeof llmDeps>, maxSteps = 20) {
  const results = [];
  for (let i = 0; i < maxSteps; i++) {
    const r = await consolidationJob.step(deps, checkpointsFor(env.DB, "consolidation", NOW));
    results.push(r);
    if (r.done) break;
  }
  return results;
}

describe("consolidation through the Anthropic SDK", () => {
  it("rejects malformed output with zod, retries once with the error, then skips the chunk with the reason logged", async () => {
    const u = await newUser("llm-malformed");
    const key = `sk-test-malformed-${u.id}`;
    const ids = await seedEpisodes(u.key, 12, "M"); // two chunks: 10 + 2
    await script(key, [
      { text: "Sure! Here is what I found: nothing in JSON, sorry." }, // chunk 1, attempt 1: not JSON
      { json: { memories: [{ episode: 0, type: "opinion", content: "x", importance: 3 }] } }, // attempt 2: schema violation
      { json: { memories: "not a list" } }, // chunk 2, attempt 1: invalid
      valid(10, 2, "M"), // chunk 2, attempt 2: valid → accepted
    ]);
    const deps = llmDeps(key);
    const steps = await drainJob(deps);
    expect(steps.at(-1)!.done).toBe(true);

    // Chunk 1 skipped (nothing stored from it), chunk 2 accepted on the retry.
    expect(await decisions(u.key)).toEqual(expect.arrayContaining(["M: chose option 10 because reason 10", "M: chose option 11 because reason 11"]));
    expect((await decisions(u.key)).length).toBe(2);
    const log = await env.DB.prepare("SELECT status, reason, episodes, first_episode FROM consolidation_log WHERE user_id = ? ORDER BY first_episode")
      .bind(u.id).all<{ status: string; reason: string | null; episodes: number; first_episode: string }>();
    expect(log.results.map((r) => [r.status, r.episodes])).toEqual([["skipped", 10], ["done", 2]]);
    // Episodes are taken in id order (ids sort by creation time).
    expect(log.results[0].first_episode).toBe([...ids].sort()[0]);
    expect(log.results[0].reason).toMatch(/does not match the schema: memories\.0\.type/);

    // Four requests: the retries carried the previous reply and the validation error back.
    const seen = await requests(key);
    expect(seen.length).toBe(4);
    expect(seen.map((r) => r.messages)).toEqual([1, 3, 1, 3]);
    expect(seen.every((r) => r.cache_control && r.model === "claude-test")).toBe(true);
    // The stable system prompt is cached: written once, read on every later call.
    expect(seen[0].cache_creation_input_tokens).toBeGreaterThan(1000);
    expect(seen.slice(1).every((r) => r.cache_read_input_tokens === seen[0].cache_creation_input_tokens)).toBe(true);

    // The cursor is past all 12 episodes: a later run does not retry the skipped chunk.
    expect(await checkpointsFor(env.DB, "consolidation", NOW).get(`user:${u.id}`)).toBe([...ids].sort()[11]);
  });

  it("survives an outage mid-run: progress is committed, the next run resumes from the checkpoint, nothing is duplicated", async () => {
    const u = await newUser("llm-outage");
    const key = `sk-test-outage-${u.id}`;
    const ids = await seedEpisodes(u.key, 25, "O"); // three chunks: 10 + 10 + 5
    await script(key, [
      valid(0, 10, "O"),
      { status: 529 }, { status: 529 }, { status: 529 }, // chunk 2: overloaded through all SDK retries (maxRetries 2)
    ]);
    const deps = llmDeps(key);
    await expect(consolidationJob.step(deps, checkpointsFor(env.DB, "consolidation", NOW))).rejects.toThrow(/paused after 10 episodes/);
    expect((await decisions(u.key)).length).toBe(10);
    expect(await checkpointsFor(env.DB, "consolidation", NOW).get(`user:${u.id}`)).toBe([...ids].sort()[9]);

    // The service is back: the next run starts at episode 10.
    await script(key, [valid(10, 10, "O"), valid(20, 5, "O")]);
    const steps = await drainJob(deps);
    expect(steps.at(-1)!.done).toBe(true);
    const all = await decisions(u.key);
    expect(all.length).toBe(25);
    expect(new Set(all).size).toBe(25);
    for (let i = 0; i < 25; i++) expect(all).toContain(`O: chose option ${i} because reason ${i}`);

    // Chunk 1 was sent once; chunk 2 four times (three 529s, then success); chunk 3 once.
    const seen = await requests(key);
    expect(seen.map((r) => r.status)).toEqual([200, 529, 529, 529, 200, 200]);
    expect(new Set(seen.slice(1, 5).map((r) => r.first_user)).size).toBe(1);
    const episodesSent = seen.filter((r) => r.status === 200).flatMap((r) => [...r.first_user.matchAll(/O episode (\d+):/g)].map((m) => m[1]));
    expect(episodesSent.length).toBe(25);
    expect(new Set(episodesSent).size).toBe(25);
    // Graph writes were not doubled either: one fact per chunk, one relationship per chunk.
    const facts = await env.DB.prepare("SELECT COUNT(*) AS n FROM facts WHERE user_id = ?").bind(u.id).first<{ n: number }>();
    expect(facts!.n).toBe(3);
    const log = await env.DB.prepare("SELECT COUNT(*) AS n, SUM(episodes) AS e FROM consolidation_log WHERE user_id = ?").bind(u.id).first<{ n: number; e: number }>();
    expect(log).toEqual({ n: 3, e: 25 });
  });

  it("stops at the per-run token budget and keeps what it did", async () => {
    const u = await newUser("llm-budget");
    const key = `sk-test-budget-${u.id}`;
    await seedEpisodes(u.key, 30, "B");
    await script(key, [valid(0, 10, "B"), valid(10, 10, "B"), valid(20, 10, "B")]);
    // About one call's worth: the system prompt (~1,400 tokens) plus 4,096 output tokens reserved.
    const llmEnv = { ...env, ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: fake, LLM_TOKEN_BUDGET: "6000" } as Env;
    const r = await consolidationJob.step(buildDeps(llmEnv, () => NOW), checkpointsFor(env.DB, "consolidation", NOW));
    expect(r.done).toBe(true);
    expect(r.detail).toMatchObject({ stop: { reason: "token_budget_exhausted" } });
    expect(r.processed).toBe(10);
    expect((await decisions(u.key)).length).toBe(10);
    // The rest is picked up from the same cursor by a later run (here: without a key, by the rules).
    await drainJob(buildDeps(env, () => NOW));
    const log = await env.DB.prepare("SELECT extractor, SUM(episodes) AS n FROM consolidation_log WHERE user_id = ? GROUP BY extractor ORDER BY extractor")
      .bind(u.id).all();
    expect(log.results).toEqual([{ extractor: "llm", n: 10 }, { extractor: "rules", n: 20 }]);
  });

  it("drafts a skill from a verified, well-rated outcome and stores it in R2", async () => {
    const u = await newUser("llm-skill");
    const key = `sk-test-skill-${u.id}`;
    const o = await call("POST", "/v1/outcomes", {
      key: u.key,
      body: {
        task: { input: "Add rate limiting to the public API", type: "FEATURE" },
        verified: true, rating: 9,
        decisions: [{ decision: "token bucket in Redis", reason: "atomic increments with expiry" }],
        files: { created: ["src/middleware/rate-limit.ts"] },
      },
    });
    expect(o.status).toBe(201);
    expect(o.body.outcome.skill_status).toBe("pending");
    await script(key, [
      {
        json: {
          worth_a_skill: true, name: "add-rate-limiting", description: "Add token-bucket rate limiting to an HTTP API with Redis",
          triggers: ["rate limit", "throttle requests", "429"], prerequisites: ["Redis reachable from the API"],
          body: { kind: "procedure", language: null, content: "1. Create a token bucket per API key in Redis\n2. Use EX (seconds) for TTL\n3. Return 429 with Retry-After" },
        },
      },
    ]);
    const deps = llmDeps(key);
    const steps = await drainJob(deps);
    const extracted = steps.flatMap((s) => ((s.detail?.skills as { extracted: string[] } | undefined)?.extracted ?? []));
    expect(extracted.length).toBe(1);
    const skill = await call("GET", `/v1/skills/${extracted[0]}`, { key: u.key });
    expect(skill.body.skill).toMatchObject({ name: "add-rate-limiting", created_from: o.body.outcome.id, version: 1 });
    expect(skill.body.body.content).toMatch(/token bucket/);
    // The skill prompt is too short to be cached, so it is sent without a cache marker.
    expect((await requests(key)).map((r) => r.cache_control)).toEqual([false]);
    const row = await env.DB.prepare("SELECT skill_status, skill_id FROM outcomes WHERE id = ?").bind(o.body.outcome.id).first();
    expect(row).toEqual({ skill_status: "extracted", skill_id: extracted[0] });
  });
});
