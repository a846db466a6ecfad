/** The dashboard's pages and actions against the real worker: escaping, not-found, filters, actions through /v1. */
import { describe, expect, it } from "vitest";
import { ndjsonParts } from "../src/dashboard/views/account";
import { ringLayout } from "../src/dashboard/views/graph";
import { appFetch, post, signIn } from "./app-helpers";
import { call, newUser, remember, settleIndexing } from "./helpers";

const XSS = `<img src=x onerror=alert(1)>`;

describe("dashboard pages", () => {
  it("shows untrusted memory text escaped in the list, the search results and the detail page", async () => {
    const u = await newUser("dash-xss");
    const m = (await remember(u.key, { content: `${XSS} note about widgets`, title: `<script>alert(2)</script>`, tags: [`"><b>tag`] })).body.memory;
    await settleIndexing(u.orgId);
    const s = await signIn(u.key);
    for (const path of ["/app/memories", `/app/memories?q=widgets`, `/app/memories/${m.id}`]) {
      const page = await appFetch(path, { cookie: s.cookie });
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(page.html, path).not.toContain("<img");
      expect(page.html, path).not.toContain("<script");
      expect(page.html, path).not.toContain(`"><b>tag`);
    }
  });

  it("answers another user's memory id, and an unknown one, with a not-found page", async () => {
    const owner = await newUser("dash-owner");
    const stranger = await newUser("dash-stranger");
    const m = (await remember(owner.key, { content: "Private: the owner's locker code is 4711" })).body.memory;
    const s = await signIn(stranger.key);
    const page = await appFetch(`/app/memories/${m.id}`, { cookie: s.cookie });
    expect(page.status).toBe(404);
    expect(page.html).toContain("Not found");
    expect(page.html).not.toContain("4711");
    expect((await appFetch("/app/memories/mem_00000000000000000000000000", { cookie: s.cookie })).status).toBe(404);
    // Actions on it are refused the same way and change nothing.
    expect((await post(s, `/app/memories/${m.id}/archive`)).status).toBe(404);
    expect((await call("GET", `/v1/memories/${m.id}`, { key: owner.key })).body.memory.archived_at).toBeNull();
  });

  it("filters the list by type, review, archived and date, pages by cursor, and sorts oldest first", { timeout: 120_000 }, async () => {
    const u = await newUser("dash-filters");
    const note = (i: number) => ({ content: `Routine note number ${i} about builds`, type: "episode" });
    // The two oldest one by one, so their ids (time-ordered) come strictly first, as the sort and the
    // second page below check; the other 53 in one batch (ids within it share a millisecond, and the
    // test is not about their order): one write instead of 53 serial ones, ~8 s of a 10 s test.
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await remember(u.key, note(i))).body.memory.id);
    const rest = await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: Array.from({ length: 53 }, (_, i) => note(i + 2)) } });
    expect(rest.status).toBe(201);
    expect(rest.body.results.map((r: { status: string }) => r.status)).toEqual(Array(53).fill("created"));
    ids.push(...rest.body.results.map((r: { id: string }) => r.id));
    const fact = (await remember(u.key, { content: "The build cache lives in /var/cache/build", type: "fact" })).body.memory;
    await call("POST", `/v1/memories/${ids[3]}/feedback`, { key: u.key, body: { type: "OUTDATED" } });
    await call("DELETE", `/v1/memories/${ids[4]}`, { key: u.key });
    const s = await signIn(u.key);
    const list = (q: string) => appFetch(`/app/memories${q}`, { cookie: s.cookie });

    const facts = await list("?type=fact");
    expect(facts.html).toContain(fact.id);
    expect(facts.html).not.toContain(ids[0]);
    const review = await list("?review=1");
    expect(review.html).toContain(ids[3]);
    expect(review.html).not.toContain(ids[5]);
    const archived = await list("?archived=only");
    expect(archived.html).toContain(ids[4]);
    expect(archived.html).not.toContain(ids[5]);
    expect((await list("")).html).not.toContain(`/app/memories/${ids[4]}"`);
    const future = await list("?since=2999-01-01");
    expect(future.html).toContain("No memories match");

    // Keyset pages: 50 per page, the next link continues where the first stopped.
    const first = await list("");
    const next = /href="(\/app\/memories\?cursor=[^"]+)"/.exec(first.html)![1].replace(/&amp;/g, "&");
    const second = await appFetch(next, { cookie: s.cookie });
    expect(second.html).toContain(ids[0]);
    expect(first.html).not.toContain(`/app/memories/${ids[0]}"`);
    const oldest = await list("?sort=oldest");
    expect(oldest.html.indexOf(ids[0])).toBeLessThan(oldest.html.indexOf(ids[1]));
  });

  it("edits, pins, archives and restores through the API, and the history shows the edit", async () => {
    const u = await newUser("dash-actions");
    const m = (await remember(u.key, { content: "The staging host is stage-1", type: "fact" })).body.memory;
    const s = await signIn(u.key);
    const base = `/app/memories/${m.id}`;
    expect((await post(s, `${base}/edit`, { content: "The staging host is stage-2", title: "staging", tags: "infra, hosts", type: "fact", tier: m.tier })).status).toBe(303);
    let v = (await call("GET", `/v1/memories/${m.id}`, { key: u.key })).body.memory;
    expect(v).toMatchObject({ content: "The staging host is stage-2", title: "staging", tags: ["infra", "hosts"] });
    const detail = await appFetch(`${base}?done=edited`, { cookie: s.cookie });
    expect(detail.html).toContain("Saved.");
    expect(detail.html).toContain("stage-2");
    expect(detail.html).toMatch(/<td>[a-z.]*memory_updated<\/td>/);

    await post(s, `${base}/pin`);
    expect((await call("GET", `/v1/memories/${m.id}`, { key: u.key })).body.memory.pinned).toBe(true);
    await post(s, `${base}/unpin`);
    await post(s, `${base}/archive`, { reason: "moved hosts" });
    v = (await call("GET", `/v1/memories/${m.id}`, { key: u.key })).body.memory;
    expect(v.archived_at).not.toBeNull();
    await post(s, `${base}/restore`);
    expect((await call("GET", `/v1/memories/${m.id}`, { key: u.key })).body.memory.archived_at).toBeNull();

    await post(s, `${base}/feedback`, { type: "CONFIRM" });
    const h = (await call("GET", `/v1/memories/${m.id}/history`, { key: u.key })).body;
    expect(h.confidence.some((c: { reason: string }) => /confirm/i.test(c.reason))).toBe(true);

    const sup = await post(s, `${base}/supersede`, { content: "The staging host is stage-3" });
    expect(sup.status).toBe(303);
    const newId = /\/app\/memories\/([^?]+)/.exec(sup.headers.get("location")!)![1];
    expect((await call("GET", `/v1/memories/${m.id}`, { key: u.key })).body.memory.superseded_by).toBe(newId);
    const chain = await appFetch(`/app/memories/${newId}`, { cookie: s.cookie });
    expect(chain.html).toContain("stage-2");
    expect(chain.html).toContain("(this one)");
  });

  it("settles a conflict from the queue", async () => {
    const u = await newUser("dash-conflict");
    await remember(u.key, { content: "The staging database port is 5432", type: "fact" });
    await remember(u.key, { content: "The staging database port is 6543", type: "fact" });
    const s = await signIn(u.key);
    const queue = await appFetch("/app/conflicts", { cookie: s.cookie });
    expect(queue.html).toContain("5432");
    expect(queue.html).toContain("6543");
    expect(queue.html).toContain("Suggestion");
    const id = /\/app\/conflicts\/([^/]+)\/resolve/.exec(queue.html)![1];
    expect((await post(s, `/app/conflicts/${id}/resolve`, { action: "both_valid" })).status).toBe(303);
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
  });

  it("creates a key shown once (never in a URL), revokes it, and exports what import takes back", async () => {
    const u = await newUser("dash-account");
    await remember(u.key, { content: "Export me: the release train leaves on Thursdays", type: "fact" });
    const s = await signIn(u.key);
    const created = await post(s, "/app/account/keys", { name: "laptop" });
    expect(created.status).toBe(201);
    const key = /id="new-key">([^<]+)</.exec(created.html)![1];
    expect(created.headers.get("location")).toBeNull();
    expect((await call("GET", "/v1/projects", { key })).status).toBe(200);
    const keyId = (await call("GET", "/v1/keys", { key: u.key })).body.keys.find((k: { name: string }) => k.name === "laptop").id;
    expect((await post(s, `/app/account/keys/${keyId}/revoke`)).status).toBe(303);
    expect((await call("GET", "/v1/projects", { key })).status).toBe(401);
    const again = await appFetch("/app/account", { cookie: s.cookie });
    expect(again.html).not.toContain(key);

    const exported = await appFetch("/app/account/export", { cookie: s.cookie });
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    expect(exported.html).toContain("release train");

    // Re-importing the export into the same account is idempotent: the line's id is already there.
    const upload = (sess: typeof s, text: string) => {
      const body = new FormData();
      body.set("_csrf", sess.csrf);
      body.set("file", new File([text], "engram.ndjson", { type: "application/x-ndjson" }));
      return appFetch("/app/account/import", { method: "POST", body, cookie: sess.cookie });
    };
    const again2 = await upload(s, exported.html);
    expect(again2.status).toBe(200);
    expect(again2.html).toContain("0 created, 1 already there");
    // Into another account, without the ids: stored as new memories.
    const other = await newUser("dash-import");
    const s2 = await signIn(other.key);
    const withoutIds = exported.html.trim().split("\n").map((l) => { const { id: _id, ...rest } = JSON.parse(l); return JSON.stringify(rest); }).join("\n");
    const imported = await upload(s2, withoutIds);
    expect(imported.status).toBe(200);
    expect(imported.html).toContain("1 created");
    const listed = (await call("GET", "/v1/memories", { key: other.key })).body.memories;
    expect(listed.map((m: { content: string }) => m.content)).toContain("Export me: the release train leaves on Thursdays");
  });

  it("draws the overview and an entity's neighbourhood", async () => {
    const u = await newUser("dash-graph");
    await remember(u.key, { content: "We picked Redis over Postgres for the session cache because it is faster", session_id: "s1" });
    await remember(u.key, { content: "The Redis instance runs on port 6379", type: "fact" });
    expect((await call("POST", "/v1/consolidate", { key: u.key, body: {} })).status).toBe(200);
    const s = await signIn(u.key);
    const overview = await appFetch("/app", { cookie: s.cookie });
    expect(overview.html).toContain("<svg");
    expect(overview.html).toMatch(/Memories by type: [^"]*fact \d/);
    const search = await appFetch("/app/graph?q=Redis", { cookie: s.cookie });
    const entity = /href="(\/app\/graph\/[^"]+)">Redis</.exec(search.html);
    expect(entity).not.toBeNull();
    const page = await appFetch(entity![1], { cookie: s.cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="graph"');
    expect(page.html).toContain('class="edge"');
    expect(page.html).toMatch(/<a href="\/app\/graph\/[^"]+" aria-label="Postgres, chosen_over">/);
    expect(page.html).toContain("port 6379");
    // The memory page lists the entities it mentions, linked to the graph.
    const fact = (await call("GET", "/v1/memories?type=fact", { key: u.key })).body.memories[0];
    const detail = await appFetch(`/app/memories/${fact.id}`, { cookie: s.cookie });
    expect(detail.html).toMatch(/<a href="\/app\/graph\/[^"]+">Redis<\/a>/);
    expect(overview.html).toMatch(/Memories by project: \(no project\) \d/);
  });

  it("moves a memory to a project (a copy there supersedes it) and rotates a key", async () => {
    const u = await newUser("dash-move");
    const m = (await remember(u.key, { content: "Deploys go out on Tuesdays", type: "fact" })).body.memory;
    await call("POST", "/v1/projects", { key: u.key, body: { name: "ops" } });
    const s = await signIn(u.key);
    const moved = await post(s, `/app/memories/${m.id}/move`, { scope: "project", project: "ops" });
    expect(moved.status).toBe(303);
    const newId = /\/app\/memories\/([^?]+)/.exec(moved.headers.get("location")!)![1];
    const copy = (await call("GET", `/v1/memories/${newId}`, { key: u.key })).body.memory;
    expect(copy).toMatchObject({ content: "Deploys go out on Tuesdays", scope: "project", project: "ops", supersedes: m.id });

    const spare = (await call("POST", "/v1/keys", { key: u.key, body: { name: "ci" } })).body;
    const rotated = await post(s, `/app/account/keys/${spare.key.id}/rotate`);
    expect(rotated.status).toBe(200);
    const fresh = /id="new-key">([^<]+)</.exec(rotated.html)![1];
    expect((await call("GET", "/v1/projects", { key: spare.api_key })).status).toBe(401);
    expect((await call("GET", "/v1/projects", { key: fresh })).status).toBe(200);
    const keys = (await call("GET", "/v1/keys", { key: u.key })).body.keys;
    expect(keys.filter((k: { name: string; revoked_at: string | null }) => k.name === "ci" && !k.revoked_at)).toHaveLength(1);
    // The session's own key cannot be rotated from the session it signs.
    const own = keys.find((k: { current: boolean }) => k.current).id;
    expect((await post(s, `/app/account/keys/${own}/rotate`)).status).toBe(409);
  });

  it("creates a project and adds a member from the account page", async () => {
    const owner = await newUser("dash-proj-owner", "dash-proj-org");
    const mate = await newUser("dash-proj-mate", "dash-proj-org");
    const s = await signIn(owner.key);
    expect((await post(s, "/app/account/projects", { name: "atlas" })).status).toBe(303);
    const page = await appFetch("/app/account", { cookie: s.cookie });
    expect(page.html).toContain("Add a member");
    expect((await post(s, "/app/account/projects/atlas/members", { user_id: mate.id, role: "member" })).status).toBe(303);
    const theirs = (await call("GET", "/v1/projects", { key: mate.key })).body.projects;
    expect(theirs.map((p: { name: string }) => p.name)).toContain("atlas");
  });
});

describe("graph layout", () => {
  it("keeps a few hundred neighbours apart: no two nodes closer than 60 px, rings growing outwards", () => {
    for (const n of [1, 12, 300]) {
      const pos = ringLayout(n);
      expect(pos).toHaveLength(n);
      let min = Infinity;
      for (let i = 0; i < pos.length; i++) for (let j = i + 1; j < pos.length; j++) min = Math.min(min, Math.hypot(pos[i].x - pos[j].x, pos[i].y - pos[j].y));
      if (n > 1) expect(min).toBeGreaterThan(60);
      for (const p of pos) expect(Math.round(Math.hypot(p.x, p.y) / 110)).toBe(p.ring);
    }
  });
});

describe("import parts", () => {
  it("splits an export by line count and by bytes, dropping blank lines, never splitting a line", () => {
    const lines = Array.from({ length: 7 }, (_, i) => JSON.stringify({ content: `line ${i}` }));
    expect(ndjsonParts(lines.join("\n\n"), 3)).toEqual([lines.slice(0, 3).join("\n"), lines.slice(3, 6).join("\n"), lines[6]]);
    const size = new TextEncoder().encode(lines[0]).length + 1;
    expect(ndjsonParts(lines.join("\n"), 100, size * 2)).toHaveLength(4);
    expect(ndjsonParts(lines.join("\n")).length).toBe(1);
  });
});
