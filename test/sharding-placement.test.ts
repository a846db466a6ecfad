/**
 * Placement of new organizations with four databases bound (docs/scaling.md, "Placing new
 * organizations"): each new organization is placed by the rule (scaling/placement.ts) and the choice
 * is recorded in the primary's directory with its creation; its data lands only on that database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pickDatabase } from "../src/scaling/placement";
import { ADMIN, call, newUser, remember } from "./helpers";
import { SHARDS, d1, memoriesIn, type Shard } from "./sharding-helpers";

const placementOf = async (orgId: string): Promise<Shard> =>
  (await call("GET", `/v1/admin/organizations/${orgId}/placement`, { key: ADMIN })).body.database;
const directoryRow = (orgId: string) =>
  d1("DB").prepare("SELECT database, state FROM org_directory WHERE org_id = ?").bind(orgId).first<{ database: string; state: string }>();

const created: { user: { id: string; key: string; orgId: string }; shard: Shard; memory: string }[] = [];

beforeAll(async () => {
  // Eight new organizations, four shared and four personal, created one after another.
  for (let i = 0; i < 8; i++) {
    const user = await newUser(`placed-${i}`, i % 2 ? undefined : `placed-org-${i}`);
    const shard = await placementOf(user.orgId);
    const res = await remember(user.key, { content: `placed tenant ${i} keeps its ledger on ${shard}`, type: "fact", scope: "team" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push({ user, shard, memory: res.body.memory.id });
  }
});

describe("placing new organizations across four databases", () => {
  it("spreads new organizations over every database and records each choice in the directory", async () => {
    const perShard = Object.fromEntries(SHARDS.map((s) => [s, created.filter((c) => c.shard === s).length]));
    for (const s of SHARDS) expect(perShard[s], `${s} got ${JSON.stringify(perShard)}`).toBeGreaterThanOrEqual(1);
    expect(Math.max(...Object.values(perShard)) - Math.min(...Object.values(perShard))).toBeLessThanOrEqual(2);
    for (const c of created) expect(await directoryRow(c.user.orgId)).toEqual({ database: c.shard, state: "active" });
  });

  it("each organization's data lands only on its database, and it reads its own memory there", async () => {
    for (const c of created) {
      for (const s of SHARDS) expect(await memoriesIn(s, c.user.orgId), `${c.user.orgId} in ${s}`).toBe(s === c.shard ? 1 : 0);
      const listed = await call("GET", "/v1/memories?limit=10", { key: c.user.key });
      expect(listed.body.memories.map((m: { id: string }) => m.id)).toEqual([c.memory]);
    }
  });

  it("a user joining an existing organization goes where it is, without a new placement", async () => {
    const first = created[0];
    const before = await directoryRow(first.user.orgId);
    const mate = await newUser("placed-mate", "placed-org-0");
    expect(mate.orgId).toBe(first.user.orgId);
    expect(await directoryRow(first.user.orgId)).toEqual(before);
    const res = await remember(mate.key, { content: "the placed mate writes beside the team", type: "fact", scope: "team" });
    expect(res.status).toBe(201);
    expect(await memoriesIn(first.shard, first.user.orgId)).toBe(2);
    const listed = await call("GET", "/v1/memories?limit=10", { key: mate.key });
    expect(listed.body.memories.map((m: { id: string }) => m.id).sort()).toEqual([first.memory, res.body.memory.id].sort());
  });

  it("an organization created by the operator is placed too, with its admin's role and audit on its database", async () => {
    const res = await call("POST", "/v1/admin/orgs", { key: ADMIN, body: { name: "placed-by-operator", admin: "placed-admin" } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const shard = await placementOf(res.body.org.id);
    expect(await directoryRow(res.body.org.id)).toEqual({ database: shard, state: "active" });
    const role = await d1(shard).prepare("SELECT role FROM org_members WHERE org_id = ? AND user_id = ?").bind(res.body.org.id, res.body.admin.id).first<{ role: string }>();
    expect(role?.role).toBe("admin");
    const audits = await d1(shard).prepare("SELECT COUNT(*) AS n FROM swarm_audit WHERE org_id = ?").bind(res.body.org.id).first<{ n: number }>();
    expect(audits!.n).toBe(1);
    // The admin acts as one on the organization's database (reading the organization's SWARM settings).
    const members = await call("GET", `/v1/orgs/${res.body.org.id}/members`, { key: res.body.api_key });
    expect(members.status, JSON.stringify(members.body)).toBe(200);
  });
});

describe("the placement rule (pure)", () => {
  it("deals a burst out in turn: fewest organizations first, ties to the earlier binding", () => {
    const loads = SHARDS.map((name) => ({ name, organizations: 0, bytes: 1000 }));
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      const pick = pickDatabase(loads);
      order.push(pick);
      loads.find((l) => l.name === pick)!.organizations++;
    }
    expect(order).toEqual(["DB", "DB_1", "DB_2", "DB_3", "DB", "DB_1", "DB_2", "DB_3"]);
  });

  it("weights by size: a database grown large from a few organizations gets fewer new ones", () => {
    const loads = [
      { name: "DB", organizations: 10, bytes: 2_000_000 },
      { name: "DB_1", organizations: 2, bytes: 9_000_000 },
      { name: "DB_2", organizations: 10, bytes: 2_000_000 },
      { name: "DB_3", organizations: 9, bytes: 2_000_000 },
    ];
    expect(pickDatabase(loads)).toBe("DB_3");
    expect(pickDatabase(loads.map((l) => (l.name === "DB_1" ? { ...l, bytes: 2_000_000 } : l)))).toBe("DB_1");
  });
});
