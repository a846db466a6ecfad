/**
 * Recall through /v1/recall where one piece of the pipeline is the only way to the answer, so each
 * test fails if that piece stops contributing: graph PageRank, temporal parsing, working memory,
 * speaker awareness, session context, supersession and scope precedence.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";

const FILLER = [
  "Lunch options near the office include a ramen place and a salad bar",
  "The quarterly offsite is planned for the lake house",
  "Coffee machine on floor three needs descaling every month",
  "Reminder to renew the passport before summer travel",
  "The team agreed to keep standups to fifteen minutes",
  "Bike parking moved to the basement level",
  "Slides for the all-hands are in the shared drive",
  "Printer on floor two jams with thick paper",
];

async function recall(key: string, query: string, extra: Record<string, unknown> = {}) {
  const res = await call("POST", "/v1/recall", { key, body: { query, ...extra } });
  expect(res.status).toBe(200);
  return res.body as { route: string; results: Array<{ id: string; content: string; why: any; context: any[] }> };
}

async function batch(key: string, memories: Record<string, unknown>[]): Promise<string[]> {
  const res = await call("POST", "/v1/memories/batch", { key, body: { memories } });
  expect(res.status).toBe(201);
  return res.body.results.map((r: { id: string }) => r.id);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("recall pipeline", () => {
  it("finds a memory two hops away through the entity graph (no shared words)", async () => {
    const u = await newUser("graph");
    await batch(u.key, FILLER.map((content) => ({ content })));
    const [bridge, answer] = await batch(u.key, [
      { content: "The Zephyr project runs on the `billingWorker` queue consumer", type: "fact" },
      { content: "billingWorker retries failed charges three times before paging on-call", type: "gotcha" },
    ]);
    const out = await recall(u.key, "Tell me about Zephyr", { k: 3 });
    const ids = out.results.map((r) => r.id);
    expect(ids[0]).toBe(bridge);
    expect(ids).toContain(answer);
    const hit = out.results.find((r) => r.id === answer)!;
    expect(hit.why.bm25).toBeNull(); // no word in common: only the graph can bring it
    expect(hit.why.graph.rank).toBeLessThanOrEqual(3);
    expect(out.results[0].why.matched_entities).toContain("Zephyr");
  });

  it("resolves 'yesterday' against as_of and prefers what happened then", async () => {
    const u = await newUser("temporal");
    const [early, late] = await batch(u.key, [
      { content: "Bouldering session at the climbing gym, felt strong on the overhang", occurred_at: "2026-03-01T18:00:00Z" },
      { content: "Bouldering session at the climbing gym, tore a callus on the crimps", occurred_at: "2026-03-09T18:00:00Z" },
    ]);
    const q = "How was the bouldering session yesterday?";
    const a = await recall(u.key, q, { as_of: "2026-03-10T12:00:00Z" });
    expect(a.route).toBe("temporal");
    expect(a.results[0].id).toBe(late);
    expect(a.results[0].why.time_range.label).toBe("yesterday");
    const b = await recall(u.key, q, { as_of: "2026-03-02T12:00:00Z" });
    expect(b.results[0].id).toBe(early);
  });

  it("answers 'what did we just do' from working memory (KV), newest first", async () => {
    const u = await newUser("working");
    await batch(u.key, FILLER.map((content) => ({ content })));
    await sleep(100); // working memory is updated after the response (waitUntil)
    const newest = (await remember(u.key, { content: "Renamed the deploy pipeline and pinned wrangler" })).body.memory.id;
    await sleep(100);
    const out = await recall(u.key, "what were we doing just now?");
    expect(out.route).toBe("temporal");
    expect(out.results[0].id).toBe(newest);
    expect(out.results[0].why.working_memory.rank).toBe(1);
  });

  it("weighs the turns of the person the query names (speaker awareness)", async () => {
    const u = await newUser("speakers");
    const [ana, ben] = await batch(u.key, [
      { content: "Ana: I adopted a cat last spring, adopting from the shelter was easy, adopt early!", session_id: "s1" },
      { content: "Ben: I adopted a retired greyhound from a rescue", session_id: "s2" },
    ]);
    const out = await recall(u.key, "What did Ben adopt?");
    expect(out.results[0].id).toBe(ben);
    expect(out.results[0].why.bm25.speaker).toBe("Ben");
    expect(out.results.map((r) => r.id)).toContain(ana);
  });

  it("prefers the memory that has the shape of the expected answer (a place for 'which cities')", async () => {
    const u = await newUser("answer-type");
    // The museum memory matches more of the query's words; only the answer type lifts Rome.
    const [museum, rome] = await batch(u.key, [
      { content: "Jon: I visited the city museum with friends", session_id: "s1" },
      { content: "Jon: last spring I visited Rome with my old friends", session_id: "s2" },
    ]);
    const out = await recall(u.key, "Which cities has Jon visited?", { k: 2 });
    expect(out.results.map((r) => r.id)).toEqual([rome, museum]);
    expect(out.results[0].why.expects).toBe("place");
    expect(out.results[0].why.rerank.answer).toBe(1);
    expect(out.results[1].why.rerank.answer).toBe(0);
  });

  it("attaches session neighbours as context without displacing results", async () => {
    const u = await newUser("context");
    const ids = await batch(u.key, [
      { content: "Kim: are we still on for the trip?", session_id: "trip" },
      { content: "Lee: yes, the ferry to Hydra leaves at nine", session_id: "trip" },
      { content: "Kim: great, I'll bring the snorkels", session_id: "trip" },
      { content: "Lee: unrelated, the ferry schedule for work shuttles changed", session_id: "work" },
    ]);
    const out = await recall(u.key, "When does the ferry to Hydra leave?", { k: 1 });
    expect(out.results).toHaveLength(1);
    expect(out.results[0].id).toBe(ids[1]);
    expect(out.results[0].context.map((c: { id: string }) => c.id)).toEqual([ids[0], ids[2]]);
    const none = await recall(u.key, "When does the ferry to Hydra leave?", { k: 1, context: 0 });
    expect(none.results[0].context).toEqual([]);
  });

  it("sinks superseded memories and puts project memories before global ones", async () => {
    const u = await newUser("weights");
    const old = (await remember(u.key, { content: "Deploys go out with the staging script deploy.sh", type: "decision" })).body.memory.id;
    const fresh = (await remember(u.key, { content: "Deploys go out through the release workflow", type: "decision", supersedes: old })).body.memory.id;
    // Changed on purpose (issue 13): a superseded memory whose replacement is a candidate leaves the
    // results (it never outranks it); asking what changed keeps it, weighted down, below the replacement.
    const out = await recall(u.key, "how do deploys go out?");
    const ids = out.results.map((r) => r.id);
    expect(ids[0]).toBe(fresh);
    expect(ids).not.toContain(old);
    const history = await recall(u.key, "what changed about how deploys go out?");
    const hist = history.results.map((r) => r.id);
    expect(hist.indexOf(fresh)).toBeLessThan(hist.indexOf(old));
    expect(history.results.find((r) => r.id === old)!.why.weight.superseded).toBeLessThan(1);

    const global = (await remember(u.key, { content: "Lint rule: prefer named exports in modules", type: "pattern" })).body.memory.id;
    const project = (await remember(u.key, { content: "Lint rule: prefer default exports in modules", type: "pattern", scope: "project", project: "web" })).body.memory.id;
    const lint = await recall(u.key, "lint rule exports modules");
    const order = lint.results.map((r) => r.id);
    expect(order.indexOf(project)).toBeLessThan(order.indexOf(global));
  });

  it("links rule-extracted entities in the same batch as the memory, and relinks on edit", async () => {
    const u = await newUser("entities");
    const m = (await remember(u.key, { content: "Dana: we deploy with wrangler from src/index.ts via parseTemporal()" })).body.memory.id;
    const linked = async () =>
      (
        await env.DB.prepare(
          "SELECT e.normalized, e.type FROM memory_entities me JOIN entities e ON e.id = me.entity_id WHERE me.memory_id = ? ORDER BY e.normalized",
        )
          .bind(m)
          .all<{ normalized: string; type: string }>()
      ).results;
    expect(await linked()).toEqual(
      expect.arrayContaining([
        { normalized: "dana", type: "person" },
        { normalized: "wrangler", type: "technology" },
        { normalized: "src/index.ts", type: "file" },
        { normalized: "parsetemporal", type: "component" },
      ]),
    );
    const edit = await call("PATCH", `/v1/memories/${m}`, { key: u.key, body: { content: "Dana: we deploy with Terraform now" } });
    expect(edit.status).toBe(200);
    const after = (await linked()).map((r) => r.normalized);
    expect(after).toContain("terraform");
    expect(after).not.toContain("wrangler");
  });

  it("names its route and explains each result", async () => {
    const u = await newUser("why");
    await remember(u.key, { content: "I prefer tabs over spaces in Go code", type: "preference" });
    const out = await recall(u.key, "What is my favourite indentation style?");
    expect(out.route).toBe("preference");
    const why = out.results[0].why;
    expect(why).toMatchObject({ route: "preference", rerank: { by: "features" } });
    expect(why.weight.factor).toBeGreaterThan(0);
  });
});
