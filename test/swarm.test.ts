/**
 * SWARM end to end over HTTP and MCP (issue 15 "Done when"): five members, four opted in, four
 * differently worded versions of one fix holding their own project names, paths and a colleague's
 * name → the nightly job promotes one anonymized pattern holding none of them; the fifth member opts
 * in and recalls it with its statistics; an opt-out drops support to 3 and withdraws it.
 */
import { describe, expect, it } from "vitest";
import { call } from "./helpers";
import { mcpClient } from "./mcp-client";
import { enableOrg, items, member, newOrg, optIn, recordFix, runNightlySwarm } from "./swarm-helpers";

const FIXES = [
  { project: "falcon", error: "Falcon checkout ran out of Postgres connections under load", solution: "put PgBouncer in transaction pooling mode in front of the database (Priya Raman spotted it; config in /srv/falcon/pgbouncer.ini)" },
  { project: "heron", error: "Postgres connection exhaustion in Heron under peak load", solution: "PgBouncer with transaction pooling mode in front of Postgres, see ~/code/heron/deploy/pgbouncer.ini, thanks Priya Raman" },
  { project: "osprey", error: "Osprey API exhausted its Postgres connections under load", solution: "run PgBouncer in transaction pooling mode in front of the database; Priya Raman set it up on db-prod-03.osprey.internal" },
  { project: "kestrel", error: "Under load Kestrel ran out of Postgres connections", solution: "PgBouncer in transaction pooling mode in front of the database (Priya Raman, deploy/kestrel/pgbouncer.ini)" },
];
const PRIVATE = ["falcon", "heron", "osprey", "kestrel", "priya", "raman", "/srv", "~/code", "pgbouncer.ini", "db-prod-03", ".internal"];

// Several nightly runs and dozens of requests per test, on a shared 2-core machine.
describe("SWARM end to end", { timeout: 120_000 }, () => {
  it("promotes one anonymized pattern, serves it with statistics over HTTP and MCP, and withdraws it when support falls to 3", async () => {
    const { orgId, name, admin } = await newOrg("swarm-e2e");
    const members = [];
    for (const n of ["Tomasz Kowalski", "Nomsa Dlamini", "Kenji Watanabe", "Lucia Ferreira"]) members.push(await member(name, n));
    const priya = await member(name, "Priya Raman");

    // Off by default at both levels: nothing is read before the organization and members opt in.
    expect((await call("GET", "/v1/me/swarm", { key: members[0].key })).body).toMatchObject({ enabled: false, organization_enabled: false, active: false });
    for (const [i, m] of members.entries()) await recordFix(m, FIXES[i].project, FIXES[i].error, FIXES[i].solution);
    await runNightlySwarm();
    expect(await items(orgId, admin)).toHaveLength(0);

    await enableOrg(orgId, admin);
    for (const m of members) expect((await optIn(m)).active).toBe(true);
    const run = await runNightlySwarm();
    expect(run.status).toBe("done");

    const shared = await items(orgId, admin, "shared");
    expect(shared).toHaveLength(1);
    const item = shared[0];
    expect(item.content).toMatch(/pgbouncer/i);
    expect(item.content).toMatch(/transaction pooling/i);
    for (const s of PRIVATE) expect(item.content.toLowerCase()).not.toContain(s);
    expect(item.usage.users).toBe(4);
    expect(await items(orgId, admin, "review")).toHaveLength(0);

    // A second run finds the same idea and promotes nothing new.
    await runNightlySwarm();
    expect(await items(orgId, admin)).toHaveLength(1);

    // The fifth member sees nothing before opting in (recall and find_shared), then recalls it with statistics.
    const before = await call("POST", "/v1/recall", { key: priya.key, body: { query: "postgres connections exhausted under load" } });
    expect(before.body.results.some((r: { id: string }) => r.id === item.id)).toBe(false);
    expect((await call("GET", "/v1/swarm/search?q=postgres", { key: priya.key })).status).toBe(403);
    await optIn(priya);
    const recalled = await call("POST", "/v1/recall", { key: priya.key, body: { query: "postgres connections exhausted under load" } });
    expect(recalled.status).toBe(200);
    const hit = recalled.body.results.find((r: { id: string }) => r.id === item.id);
    expect(hit).toMatchObject({ source: "swarm", provenance: "swarm", usage: { users: 4, success_rate: 1 } });
    expect(hit.usage.last_confirmed).toEqual(expect.any(String));
    expect(hit.why.source).toBe("swarm");
    expect(hit.why.rule).toMatch(/SWARM pool/);
    // recall with swarm: false leaves the pool out.
    const without = await call("POST", "/v1/recall", { key: priya.key, body: { query: "postgres connections exhausted under load", swarm: false } });
    expect(without.body.results.some((r: { id: string }) => r.id === item.id)).toBe(false);

    // The session-start bundle carries it after the member's own sections, fenced as data.
    const ctx = await call("GET", `/v1/context?error=${encodeURIComponent("ran out of Postgres connections")}`, { key: priya.key });
    expect(ctx.status).toBe(200);
    expect(ctx.body.shared.map((s: { id: string }) => s.id)).toEqual([item.id]);
    expect(ctx.body.markdown).toMatch(/## Shared by your team \(SWARM\)\n<memory-data/);

    // MCP: find_shared and rate_shared.
    const client = await mcpClient(priya.key);
    const found: any = await client.callTool({ name: "find_shared", arguments: { query: "PgBouncer transaction pooling" } });
    expect(found.isError).toBeFalsy();
    expect(found.structuredContent.results[0]).toMatchObject({ id: item.id, source: "swarm" });
    const rated: any = await client.callTool({ name: "rate_shared", arguments: { id: item.id, success: true, rating: 10 } });
    expect(rated.isError).toBeFalsy();
    expect(rated.structuredContent.item.usage.uses).toBeGreaterThan(0);

    // An opt-out removes that member's votes: support 4 → 3, and the item is withdrawn at once.
    const out = await optIn(members[0], false);
    expect(out.withdrawn).toEqual([item.id]);
    expect((await items(orgId, admin, "withdrawn")).map((i) => i.id)).toEqual([item.id]);
    const after = await call("POST", "/v1/recall", { key: priya.key, body: { query: "postgres connections exhausted under load" } });
    expect(after.body.results.some((r: { id: string }) => r.id === item.id)).toBe(false);
    // The next night does not bring it back while the member stays out.
    await runNightlySwarm();
    expect((await items(orgId, admin, "shared"))).toHaveLength(0);

    // Audit: promotion, opt-ins, opt-out, withdrawal — hashes only, no private text anywhere.
    const audit = await call("GET", `/v1/orgs/${orgId}/swarm/audit`, { key: admin.key });
    expect(audit.status).toBe(200);
    const kinds = audit.body.events.map((e: { kind: string }) => e.kind);
    for (const k of ["swarm.promoted", "swarm.opt_in", "swarm.opt_out", "swarm.withdrawn", "swarm.org_enabled"]) expect(kinds).toContain(k);
    const text = JSON.stringify(audit.body).toLowerCase();
    for (const s of [...PRIVATE, "pgbouncer", "tomasz", "nomsa"]) expect(text).not.toContain(s);
    expect(audit.body.events.find((e: { kind: string }) => e.kind === "swarm.promoted").data.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
