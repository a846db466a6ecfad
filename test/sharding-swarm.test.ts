/**
 * SWARM on a moved organization (N = 4, docs/scaling.md): the pool, votes, audit, settings and the
 * members' roles and opt-ins move with the organization; after the move the pool is served and grown
 * from its new database, the nightly job runs there once, admins keep their role, and the primary
 * holds none of it. Enabling SWARM for an organization already placed elsewhere works too.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, call } from "./helpers";
import { SHARDS, d1, move, settle } from "./sharding-helpers";
import { enableOrg, items, member, newOrg, optIn, orgRun, recordFix } from "./swarm-helpers";

const FIXES = [
  { project: "falcon", error: "Falcon checkout ran out of Postgres connections under load", solution: "put PgBouncer in transaction pooling mode in front of the database" },
  { project: "heron", error: "Postgres connection exhaustion in Heron under peak load", solution: "PgBouncer with transaction pooling mode in front of Postgres" },
  { project: "osprey", error: "Osprey API exhausted its Postgres connections under load", solution: "run PgBouncer in transaction pooling mode in front of the database" },
  { project: "kestrel", error: "Under load Kestrel ran out of Postgres connections", solution: "PgBouncer in transaction pooling mode in front of the database" },
  { project: "plover", error: "Plover ran out of Postgres connections at peak", solution: "PgBouncer in transaction pooling mode in front of Postgres" },
];

const swarmRowsIn = async (shard: (typeof SHARDS)[number], orgId: string) => {
  const n = async (sql: string) => (await d1(shard).prepare(sql).bind(orgId).first<{ n: number }>())!.n;
  return {
    items: await n("SELECT COUNT(*) AS n FROM swarm_items WHERE org_id = ?"),
    settings: await n("SELECT COUNT(*) AS n FROM swarm_settings WHERE org_id = ?"),
    audit: await n("SELECT COUNT(*) AS n FROM swarm_audit WHERE org_id = ?"),
    votes: await n("SELECT COUNT(*) AS n FROM swarm_votes WHERE item_id IN (SELECT id FROM swarm_items WHERE org_id = ?)"),
  };
};

/** Every database's run of the swarm job: this organization's figures, per database that processed it. */
async function swarmRuns(orgId: string) {
  const r = await call("POST", "/v1/admin/jobs/swarm/run", { key: ADMIN });
  expect(r.status).toBe(200);
  return r.body.runs.filter((run: { detail: { orgs?: unknown[] } }) => Object.keys(orgRun(run as never, orgId)).length).map((run: { database: string }) => run.database);
}

describe("SWARM on a moved organization", { timeout: 120_000 }, () => {
  it("the pool, votes, roles and opt-ins move with it; served, grown and administered from the new database", async () => {
    const { orgId, name, admin } = await newOrg("swarm-moving");
    await move(orgId, "DB"); // new organizations are placed by the rule: this case starts on the primary
    const members = [];
    for (const n of ["Tomasz", "Nomsa", "Kenji", "Lucia", "Amara"]) members.push(await member(name, n));
    await enableOrg(orgId, admin);
    for (const m of members.slice(0, 4)) await optIn(m);
    for (const [i, m] of members.slice(0, 4).entries()) await recordFix(m, FIXES[i].project, FIXES[i].error, FIXES[i].solution);
    await settle();
    expect(await swarmRuns(orgId)).toEqual(["DB"]);
    const before = await items(orgId, admin);
    expect(before.length).toBeGreaterThan(0);
    const onPrimary = await swarmRowsIn("DB", orgId);
    expect(onPrimary.items).toBe(before.length);

    await move(orgId, "DB_1");
    expect(await swarmRowsIn("DB", orgId)).toEqual({ items: 0, settings: 0, audit: 0, votes: 0 });
    expect(await swarmRowsIn("DB_1", orgId)).toEqual(onPrimary);
    // Served from DB_1: the admin's listing, a member's search of the pool.
    expect((await items(orgId, admin)).map((i) => `${i.id} ${i.status}`).sort()).toEqual(before.map((i) => `${i.id} ${i.status}`).sort());
    expect((await call("GET", "/v1/me/swarm", { key: members[0].key })).body).toMatchObject({ enabled: true, organization_enabled: true, active: true });
    // Roles still hold: the admin lists members; a member is not an admin.
    const listed = await call("GET", `/v1/orgs/${orgId}/members`, { key: admin.key });
    expect(listed.status).toBe(200);
    expect((await call("GET", `/v1/orgs/${orgId}/members`, { key: members[0].key })).status).toBe(403);
    // A fifth member opts in and adds evidence there; the nightly job runs on DB_1 only and counts them.
    await optIn(members[4]);
    await recordFix(members[4], FIXES[4].project, FIXES[4].error, FIXES[4].solution);
    await settle();
    expect(await swarmRuns(orgId)).toEqual(["DB_1"]);
    const shared = await items(orgId, admin, "shared");
    expect(shared.length).toBeGreaterThan(0);
    expect(Math.max(...shared.map((i) => i.usage.users))).toBe(5);
    expect((await swarmRowsIn("DB", orgId)).items).toBe(0);
    // The operator's disable reaches the mirror the nightly run reads; enabling again too.
    for (const action of ["disable", "enable"]) {
      expect((await call("POST", `/v1/admin/users/${members[1].id}/${action}`, { key: ADMIN })).status).toBe(200);
      const row = await d1("DB_1").prepare("SELECT disabled_at FROM users WHERE id = ?").bind(members[1].id).first<{ disabled_at: number | null }>();
      expect(row!.disabled_at === null, action).toBe(action === "enable");
    }
    // Removing a member disables their account where accounts live: their key stops working.
    expect((await call("DELETE", `/v1/orgs/${orgId}/members/${members[2].id}`, { key: admin.key })).status).toBe(200);
    expect((await call("GET", "/v1/me/swarm", { key: members[2].key })).status).toBe(401);

    // And back to the primary: the opt-in made on DB_1 comes home with it.
    await move(orgId, "DB");
    expect((await call("GET", "/v1/me/swarm", { key: members[4].key })).body).toMatchObject({ enabled: true, active: true });
    expect((await swarmRowsIn("DB_1", orgId)).items).toBe(0);
    expect((await items(orgId, admin, "shared")).map((i) => i.id).sort()).toEqual(shared.map((i) => i.id).sort());
  });

  it("an organization placed off the primary can enable SWARM", async () => {
    const { orgId, name, admin } = await newOrg("swarm-placed");
    await member(name, "Ines");
    await move(orgId, "DB_2");
    await enableOrg(orgId, admin);
    expect(await swarmRowsIn("DB_2", orgId)).toMatchObject({ settings: 1 });
    expect(await swarmRowsIn("DB", orgId)).toMatchObject({ settings: 0 });
  });
});
