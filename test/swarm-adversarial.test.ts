/**
 * SWARM under attack and at its boundaries (issue 15): one member with many keys cannot promote; a
 * candidate holding a secret or an unknown person's name is held for review, never shared; another
 * organization never sees the pool; an opted-out member's memories are never evidence; reports
 * quarantine; roles guard the admin endpoints and the last admin.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, call, remember } from "./helpers";
import { enableOrg, items, member, newOrg, optIn, orgRun, recordFix, recordGotcha, runNightlySwarm, type Member } from "./swarm-helpers";

const REDIS = [
  ["cache stampede on the Redis product cache after every deploy", "add jittered TTLs and a per-key recompute lock"],
  ["Redis cache stampede when the product cache expires after deploys", "jittered TTLs plus a per-key lock around recompute"],
  ["after deploys the Redis product cache stampedes", "use jittered TTLs and a per-key recompute lock"],
  ["product cache in Redis stampedes after a deploy", "jittered TTLs and a per-key lock on recompute"],
];

async function orgWith(prefix: string, names: string[], settings: Record<string, unknown> = {}) {
  const org = await newOrg(prefix);
  const members: Member[] = [];
  for (const n of names) members.push(await member(org.name, n));
  await enableOrg(org.orgId, org.admin, settings);
  return { ...org, members };
}

/** Four members with the Redis fix, all opted in, promoted: the pool's one item. */
async function promotedRedis(prefix: string) {
  const org = await orgWith(prefix, ["Anna Berg", "Bo Chen", "Cyril Dax", "Dora Eck"]);
  for (const [i, m] of org.members.entries()) {
    await optIn(m);
    await recordFix(m, `p${i}`, REDIS[i][0], REDIS[i][1]);
  }
  await runNightlySwarm();
  const [item] = await items(org.orgId, org.admin, "shared");
  expect(item).toBeDefined();
  return { ...org, item };
}

describe("SWARM poisoning resistance", { timeout: 120_000 }, () => {
  it("counts one member with many keys once: three distinct members never promote, a fourth does", async () => {
    const { orgId, name, admin, members } = await orgWith("swarm-keys", ["Anna Berg", "Bo Chen", "Cyril Dax"]);
    for (const m of members) await optIn(m);
    // Anna records the fix under four keys of her own, four differently worded times.
    const keys = [members[0].key];
    for (let i = 0; i < 3; i++) {
      const k = await call("POST", "/v1/keys", { key: members[0].key, body: { name: `laptop-${i}` } });
      expect(k.status).toBe(201);
      keys.push(k.body.api_key);
    }
    for (const [i, key] of keys.entries()) {
      await call("POST", "/v1/projects", { key, body: { name: `proj${i}` } });
      const o = await call("POST", "/v1/outcomes", {
        key, body: { task: { input: "fix cache", type: "BUGFIX" }, project: `proj${i}`, verified: true, errors: [{ error: REDIS[i][0], solution: REDIS[i][1] }] },
      });
      expect(o.status).toBe(201);
    }
    await recordFix(members[1], "bproj", REDIS[1][0], REDIS[1][1]);
    await recordFix(members[2], "cproj", REDIS[2][0], REDIS[2][1]);
    const run = await runNightlySwarm();
    expect(orgRun(run, orgId).ideas).toBeGreaterThan(0);
    expect(orgRun(run, orgId).candidates).toBe(0);
    expect(await items(orgId, admin)).toHaveLength(0);

    const dora = await member(name, "Dora Eck");
    await optIn(dora);
    await recordFix(dora, "dproj", REDIS[3][0], REDIS[3][1]);
    await runNightlySwarm();
    const [item] = await items(orgId, admin, "shared");
    expect(item.usage.users).toBe(4);
  });

  it("never counts an opted-out member's memories as evidence", async () => {
    const { orgId, admin, members } = await orgWith("swarm-optout", ["Anna Berg", "Bo Chen", "Cyril Dax", "Dora Eck"]);
    for (const [i, m] of members.entries()) await recordFix(m, `p${i}`, REDIS[i][0], REDIS[i][1]);
    for (const m of members.slice(0, 3)) await optIn(m);
    const run = await runNightlySwarm();
    expect(orgRun(run, orgId)).toMatchObject({ members: 3, candidates: 0 });
    expect(await items(orgId, admin)).toHaveLength(0);
    // Opting in and out again leaves no vote behind.
    await optIn(members[3]);
    await optIn(members[3], false);
    await runNightlySwarm();
    expect(await items(orgId, admin)).toHaveLength(0);
  });

  it("holds a candidate with a secret for review: never in the pool, redacted in the queue; an admin edits and approves", async () => {
    const { orgId, admin, members } = await orgWith("swarm-secret", ["Anna Berg", "Bo Chen", "Cyril Dax", "Dora Eck"]);
    const token = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
    const texts = [
      `npm install from the private registry fails with 401 → fix: export NPM_TOKEN=${token} before npm ci`,
      `401 from the private npm registry on install → fix: set NPM_TOKEN=${token} before running npm ci`,
      `private registry 401 during npm install → fix: NPM_TOKEN=${token} exported before npm ci`,
      `npm ci gets 401 from the private registry → fix: export NPM_TOKEN=${token} first`,
    ];
    for (const [i, m] of members.entries()) {
      await optIn(m);
      await recordGotcha(m, texts[i]);
    }
    await runNightlySwarm();
    expect(await items(orgId, admin, "shared")).toHaveLength(0);
    const [held] = await items(orgId, admin, "review");
    expect(held.status_reason).toContain("api_key");
    expect(held.content).not.toContain(token);
    expect(held.content).toMatch(/\[API_KEY_1\]/);
    // Members see nothing of the queue.
    expect((await call("GET", "/v1/swarm/search?q=npm%20registry%20401", { key: members[0].key })).body.results).toEqual([]);
    // Approving text that still holds a secret is refused, with the field named.
    const leaky = await call("POST", `/v1/orgs/${orgId}/swarm/items/${held.id}/approve`, { key: admin.key, body: { content: `set NPM_TOKEN=${token} before npm ci` } });
    expect(leaky.status).toBe(400);
    expect(leaky.body.error.details.field).toBe("content");
    // A member cannot approve.
    expect((await call("POST", `/v1/orgs/${orgId}/swarm/items/${held.id}/approve`, { key: members[0].key, body: {} })).status).toBe(403);
    const ok = await call("POST", `/v1/orgs/${orgId}/swarm/items/${held.id}/approve`, {
      key: admin.key, body: { content: "A 401 from a private npm registry during npm ci: export the registry token as NPM_TOKEN before installing" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.item.status).toBe("shared");
    const found = await call("GET", "/v1/swarm/search?q=npm%20registry%20401", { key: members[1].key });
    expect(found.body.results.map((r: { id: string }) => r.id)).toEqual([held.id]);
    const kinds = (await call("GET", `/v1/orgs/${orgId}/swarm/audit`, { key: admin.key })).body.events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["swarm.held_for_review", "swarm.review_approved"]));
  });

  it("holds a candidate naming a person the rewrite does not know, and an admin can reject it", async () => {
    const { orgId, admin, members } = await orgWith("swarm-person", ["Anna Berg", "Bo Chen", "Cyril Dax", "Dora Eck"]);
    const texts = [
      "the staging Kafka consumer lags after a rebalance → fix: ask Svetlana to raise max.poll.interval.ms and use cooperative rebalancing",
      "Kafka consumer lag after rebalance on staging → fix: ask Svetlana to raise max.poll.interval.ms and switch to cooperative rebalancing",
      "after a rebalance the staging Kafka consumer lags → fix: ask Svetlana, raise max.poll.interval.ms, cooperative rebalancing",
      "staging Kafka consumers lag after rebalancing → fix: ask Svetlana to raise max.poll.interval.ms and use cooperative rebalancing",
    ];
    for (const [i, m] of members.entries()) {
      await optIn(m);
      await recordGotcha(m, texts[i]);
    }
    await runNightlySwarm();
    expect(await items(orgId, admin, "shared")).toHaveLength(0);
    const [held] = await items(orgId, admin, "review");
    expect(held.status_reason).toContain("person_name");
    expect(held.content).not.toContain("Svetlana");
    const r = await call("POST", `/v1/orgs/${orgId}/swarm/items/${held.id}/reject`, { key: admin.key });
    expect(r.body.item.status).toBe("rejected");
    // A rejected idea is not proposed again.
    await runNightlySwarm();
    expect((await items(orgId, admin)).map((i) => i.status)).toEqual(["rejected"]);
  });

  it("drops every vote of a member the operator disabled at the next nightly run, withdrawing at support 3", async () => {
    const { orgId, admin, members, item } = await promotedRedis("swarm-disabled");
    expect((await call("POST", `/v1/admin/users/${members[0].id}/disable`, { key: ADMIN })).status).toBe(200);
    await runNightlySwarm();
    expect((await items(orgId, admin, "withdrawn")).map((i) => i.id)).toEqual([item.id]);
    const [w] = await items(orgId, admin, "withdrawn");
    expect(w.usage.users).toBe(3);
  });

  it("quarantines a reported item and keeps it out of search", async () => {
    const { orgId, admin, members, item } = await promotedRedis("swarm-report");
    const rep = await call("POST", `/v1/swarm/items/${item.id}/report`, { key: members[1].key, body: { reason: "this breaks our cache warmup" } });
    expect(rep.body.status).toBe("quarantined");
    expect((await call("GET", "/v1/swarm/search?q=redis%20cache%20stampede", { key: members[2].key })).body.results).toEqual([]);
    expect((await items(orgId, admin, "quarantined")).map((i) => i.id)).toEqual([item.id]);
  });
});

describe("SWARM tenancy and roles", { timeout: 120_000 }, () => {
  it("never shows one organization's pool to another organization", async () => {
    const { orgId, item } = await promotedRedis("swarm-tenant");
    const other = await orgWith("swarm-other", ["Eve Fox"]);
    await optIn(other.members[0]);
    const eve = other.members[0];
    expect((await call("GET", "/v1/swarm/search?q=redis%20cache%20stampede", { key: eve.key })).body.results).toEqual([]);
    const recalled = await call("POST", "/v1/recall", { key: eve.key, body: { query: "redis cache stampede after deploy" } });
    expect(recalled.body.results.some((r: { id: string }) => r.id === item.id)).toBe(false);
    expect((await call("POST", `/v1/swarm/items/${item.id}/use`, { key: eve.key, body: { success: true } })).status).toBe(404);
    // The other organization's admin cannot read this organization's queue or audit either.
    expect((await call("GET", `/v1/orgs/${orgId}/swarm/items`, { key: other.admin.key })).status).toBe(404);
    expect((await call("GET", `/v1/orgs/${orgId}/swarm/audit`, { key: other.admin.key })).status).toBe(404);
  });

  it("guards admin endpoints and never removes the last admin; an org admin may supersede a team memory", async () => {
    const { orgId, admin, members } = await orgWith("swarm-roles", ["Anna Berg", "Bo Chen"]);
    const [anna, bo] = members;
    expect((await call("GET", `/v1/orgs/${orgId}/members`, { key: anna.key })).status).toBe(403);
    expect((await call("PUT", `/v1/orgs/${orgId}/swarm`, { key: anna.key, body: { enabled: false } })).status).toBe(403);
    const list = await call("GET", `/v1/orgs/${orgId}/members`, { key: admin.key });
    expect(list.body.members.find((m: { user_id: string }) => m.user_id === admin.id).role).toBe("admin");
    // The last admin stays.
    const demote = await call("PUT", `/v1/orgs/${orgId}/members/${admin.id}/role`, { key: admin.key, body: { role: "member" } });
    expect(demote.status).toBe(409);
    expect((await call("DELETE", `/v1/orgs/${orgId}/members/${admin.id}`, { key: admin.key })).status).toBe(409);
    expect((await call("PUT", `/v1/orgs/${orgId}/members/${anna.id}/role`, { key: admin.key, body: { role: "bogus" } })).body.error.details.field).toBe("role");
    expect((await call("PUT", `/v1/orgs/${orgId}/members/${anna.id}/role`, { key: admin.key, body: { role: "admin" } })).status).toBe(200);
    expect((await call("PUT", `/v1/orgs/${orgId}/members/${admin.id}/role`, { key: anna.key, body: { role: "member" } })).status).toBe(200);
    expect((await call("GET", `/v1/orgs/${orgId}/members`, { key: admin.key })).status).toBe(403);

    // Anna, now admin, may supersede Bo's team memory; Bo may not supersede Anna's.
    const team = await remember(bo.key, { content: "deploys go out on Tuesdays", scope: "team" });
    const teamId = team.body.id ?? team.body.memory?.id;
    const repl = await remember(anna.key, { content: "deploys go out on Thursdays", scope: "team", supersedes: teamId });
    expect(repl.status).toBe(201);
    const annas = await remember(anna.key, { content: "the release train leaves at noon", scope: "team" });
    const refused = await remember(bo.key, { content: "the release train leaves at two", scope: "team", supersedes: annas.body.id ?? annas.body.memory?.id });
    expect(refused.status).toBe(403);

    // Removing a member disables their account.
    expect((await call("DELETE", `/v1/orgs/${orgId}/members/${bo.id}`, { key: anna.key })).status).toBe(200);
    expect((await call("GET", "/v1/me/swarm", { key: bo.key })).status).toBe(401);
  });
});
