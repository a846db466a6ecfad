/**
 * `ENGRAM_DATABASES=4 npm run dev` (docs/scaling.md): the local stack with DB_1 … DB_3 bound beside
 * the primary, each migrated at start; new organizations are placed across the four, each one's
 * memories are served from its database, and an organization moves between them online.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { api, type DevServer } from "./dev-server";
import { sharedDevServer4 } from "./shared-dev";

let dev: DevServer;
beforeAll(async () => {
  // Started by the project's global setup (test/e2e/shared-stack-4.ts) while other files ran.
  dev = await sharedDevServer4();
});

describe("the dev stack on four databases", () => {
  it("binds four databases, places new organizations across them, and moves one online", async () => {
    const users: { key: string; orgId: string; database: string; memory: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: `four-${i}`, org: `four-org-${i}` });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const placement = await api(dev.url, "GET", `/v1/admin/organizations/${created.body.user.org_id}/placement`, dev.adminToken);
      expect(placement.body.databases).toEqual(["DB", "DB_1", "DB_2", "DB_3"]);
      const wrote = await api(dev.url, "POST", "/v1/memories", created.body.api_key, { content: `Tenant ${i} keeps its runbook in the wiki`, type: "fact" });
      expect(wrote.status, JSON.stringify(wrote.body)).toBe(201);
      users.push({ key: created.body.api_key, orgId: created.body.user.org_id, database: placement.body.database, memory: wrote.body.memory.id });
    }
    expect(users.map((u) => u.database).sort()).toEqual(["DB", "DB_1", "DB_2", "DB_3"]);

    const mover = users.find((u) => u.database === "DB_1")!;
    const moved = await api(dev.url, "POST", `/v1/admin/organizations/${mover.orgId}/move`, dev.adminToken, { database: "DB_3" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ from: "DB_1", to: "DB_3" });
    for (const u of users) {
      const listed = await api(dev.url, "GET", "/v1/memories?limit=10", u.key);
      expect(listed.body.memories.map((m: { id: string }) => m.id)).toEqual([u.memory]);
    }
  });
});
