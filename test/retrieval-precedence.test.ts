/**
 * Where and when: `project` is context (a project's memories plus the defaults that apply there,
 * a project memory overriding a default on the same subject), `projects` is a hard filter, and
 * `as_of` answers as known and as true at that moment.
 */
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";

async function recall(key: string, query: string, extra: Record<string, unknown> = {}) {
  const res = await call("POST", "/v1/recall", { key, body: { query, ...extra } });
  expect(res.status).toBe(200);
  return res.body as { results: Array<{ id: string; content: string; why: any }>; degraded?: string[]; more_available: boolean };
}
const id = async (key: string, m: Record<string, unknown>) => {
  const res = await remember(key, m);
  expect(res.status).toBe(201);
  return res.body.memory.id as string;
};

describe("project precedence", () => {
  it("returns the defaults a project does not override, and for an overridden subject only the project memory", async () => {
    const u = await newUser("precedence");
    const tabs = await id(u.key, { content: "I prefer tabs for indentation", type: "preference", scope: "global" });
    const commits = await id(u.key, { content: "Commit messages are written in the imperative mood", type: "preference", scope: "global" });
    const atlasIndent = await id(u.key, { content: "In atlas the indentation is 2 spaces, enforced by prettier", type: "decision", project: "atlas" });
    const zeusIndent = await id(u.key, { content: "zeus indentation is 4 spaces", type: "decision", project: "zeus" });

    const indent = await recall(u.key, "what indentation do we use?", { project: "atlas" });
    const ids = indent.results.map((r) => r.id);
    expect(ids[0]).toBe(atlasIndent);
    expect(ids).not.toContain(tabs); // overridden default
    expect(ids).not.toContain(zeusIndent); // another project's value
    expect(indent.results[0].why.overrides).toEqual([`overrides global #${tabs}`]);

    const commit = await recall(u.key, "how should commit messages be written?", { project: "atlas" });
    expect(commit.results[0].id).toBe(commits); // a global preference the project does not override

    // Outside any project the default is the answer.
    expect((await recall(u.key, "what indentation do we use?")).results.map((r) => r.id)).toContain(tabs);
    // A cross-project question (or one naming another project) reaches other projects.
    const elsewhere = await recall(u.key, "what indentation do other projects use?", { project: "atlas" });
    expect(elsewhere.results.map((r) => r.id)).toContain(zeusIndent);
    // A question naming another project is about that project: the current one's value stays out.
    const named = await recall(u.key, "what indentation does zeus use?", { project: "atlas" });
    expect(named.results[0].id).toBe(zeusIndent);
    expect(named.results.map((r) => r.id)).not.toContain(atlasIndent);
    // `projects` is a hard filter: nothing outside the listed projects.
    const only = await recall(u.key, "indentation", { projects: ["zeus"] });
    expect(only.results.map((r) => r.id)).toEqual([zeusIndent]);
  });

  it("an unknown project in `projects` is a 404 naming the field", async () => {
    const u = await newUser("precedence-404");
    const res = await call("POST", "/v1/recall", { key: u.key, body: { query: "x", projects: ["nope"] } });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toMatch(/project/);
  });
});

describe("validity and status", () => {
  it("leaves out a memory whose validity ended unless the question asks for the history or names its period", async () => {
    const u = await newUser("validity");
    const priya = await id(u.key, {
      content: "Priya is the on-call engineer for atlas", type: "fact", project: "atlas",
      occurred_at: "2026-02-01T10:00:00Z", valid_from: "2026-02-01T10:00:00Z", valid_until: "2026-05-01T10:00:00Z",
    });
    const marco = await id(u.key, {
      content: "Marco took over on-call duty for atlas", type: "fact", project: "atlas",
      occurred_at: "2026-05-01T10:00:00Z", valid_from: "2026-05-01T10:00:00Z",
    });
    const now = (await recall(u.key, "who is on call?", { project: "atlas" })).results.map((r) => r.id);
    expect(now).toEqual([marco]);
    const then = (await recall(u.key, "who is on call?", { project: "atlas", as_of: "2026-03-01T00:00:00Z" })).results.map((r) => r.id);
    expect(then).toEqual([priya]);
    const march = (await recall(u.key, "who was on call in March 2026?", { project: "atlas" })).results.map((r) => r.id);
    expect(march).toContain(priya);
  });

  it("a status question gets the latest status of the subject asked about, and says its intent", async () => {
    const u = await newUser("status");
    await id(u.key, { content: "auth migration status: design doc drafted, waiting for review", type: "status", occurred_at: "2026-03-10T10:00:00Z" });
    await id(u.key, { content: "Where auth migration stands: half the endpoints moved, tokens next", type: "status", occurred_at: "2026-05-10T10:00:00Z" });
    const done = await id(u.key, { content: "auth migration status: done and shipped behind a flag", type: "status", occurred_at: "2026-07-10T10:00:00Z" });
    const billing = await id(u.key, { content: "billing rewrite status: prototype of the invoice model", type: "status", occurred_at: "2026-06-10T10:00:00Z" });
    const res = await call("POST", "/v1/recall", { key: u.key, body: { query: "what's the status of the auth migration?" } });
    const body = res.body as { intent: string; results: Array<{ id: string; why: any }> };
    expect(body.intent).toBe("status");
    const ids = body.results.map((r) => r.id);
    expect(ids[0]).toBe(done);
    expect(ids.filter((x) => x !== billing)).toEqual([done]);
  });
});

describe("as_of", () => {
  it("excludes later memories and treats a later supersession as not yet happened", async () => {
    const u = await newUser("as-of");
    const jenkins = await id(u.key, { content: "Deploys run on Jenkins from the release branch", type: "fact", occurred_at: "2026-01-10T10:00:00Z" });
    const actions = await id(u.key, {
      content: "Deploys run on GitHub Actions from the release branch", type: "fact", occurred_at: "2026-04-01T10:00:00Z", supersedes: jenkins,
    });
    const later = await id(u.key, { content: "Deploys take twelve minutes end to end", type: "fact", occurred_at: "2026-05-01T10:00:00Z" });

    const then = await recall(u.key, "how do deploys run?", { as_of: "2026-02-01T00:00:00Z" });
    const ids = then.results.map((r) => r.id);
    expect(ids[0]).toBe(jenkins);
    expect(ids).not.toContain(actions);
    expect(ids).not.toContain(later);
    expect(then.results[0].why.weight.superseded).toBe(1); // not yet superseded in February

    // Now: the replacement answers and the superseded memory never outranks it.
    const now = await recall(u.key, "how do deploys run?");
    const order = now.results.map((r) => r.id);
    expect(order[0]).toBe(actions);
    expect(order).not.toContain(jenkins);
    expect(now.results[0].why.overrides).toEqual([`supersedes #${jenkins}`]);
    // Asking what changed keeps the history, the old one below its replacement.
    const changed = await recall(u.key, "what changed about how deploys run?");
    const hist = changed.results.map((r) => r.id);
    expect(hist).toContain(jenkins);
    expect(hist.indexOf(actions)).toBeLessThan(hist.indexOf(jenkins));
  });
});
