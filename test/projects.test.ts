import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";

describe("creating projects", () => {
  it("answers 201 created:true once, then 200 created:false to members, and 404 to non-members like an unused name", async () => {
    const org = `proj-org-${crypto.randomUUID().slice(0, 8)}`;
    const owner = await newUser("owner", org);
    const member = await newUser("member", org);
    const outsider = await newUser("outsider", org);

    const first = await call("POST", "/v1/projects", { key: owner.key, body: { name: "atlas" } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: true, project: { name: "atlas", role: "owner" } });

    const again = await call("POST", "/v1/projects", { key: owner.key, body: { name: "atlas" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ created: false, project: first.body.project });

    await call("POST", "/v1/projects/atlas/members", { key: owner.key, body: { user_id: member.id } });
    const byMember = await call("POST", "/v1/projects", { key: member.key, body: { name: "atlas" } });
    expect(byMember.status).toBe(200);
    expect(byMember.body).toMatchObject({ created: false, project: { id: first.body.project.id, role: "member" } });

    // Existence is not revealed: the outsider gets what a name nobody uses would give on a read.
    const byOutsider = await call("POST", "/v1/projects", { key: outsider.key, body: { name: "atlas" } });
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body.error).toMatchObject({ code: "not_found", details: { field: "name" } });
    expect((await call("GET", "/v1/projects", { key: outsider.key })).body.projects).toEqual([]);
  });

  it("a project made by the first write to it answers created:false afterwards", async () => {
    const u = await newUser("writer");
    const first = await remember(u.key, { content: "The atlas build uses pnpm workspaces", type: "fact", project: "atlas-auto" });
    expect(first.status).toBe(201);
    // The write says it created the project; the next write to it does not.
    expect(first.body.projects_created).toEqual(["atlas-auto"]);
    const second = await remember(u.key, { content: "The atlas CI runs on every push", type: "fact", project: "atlas-auto" });
    expect(second.status).toBe(201);
    expect(second.body.projects_created).toBeUndefined();
    const res = await call("POST", "/v1/projects", { key: u.key, body: { name: "atlas-auto" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: false, project: { name: "atlas-auto", role: "owner" } });
  });

  it("a batch names each project it created once, and none a member already had", async () => {
    const org = `proj-batch-${crypto.randomUUID().slice(0, 8)}`;
    const owner = await newUser("owner", org);
    const member = await newUser("member", org);
    await call("POST", "/v1/projects", { key: owner.key, body: { name: "shared" } });
    await call("POST", "/v1/projects/shared/members", { key: owner.key, body: { user_id: member.id } });
    const res = await call("POST", "/v1/memories/batch", {
      key: member.key,
      body: { memories: [
        { content: "Shared uses trunk-based development", type: "fact", project: "shared" },
        { content: "Side project deploys from main", type: "fact", project: "side" },
        { content: "Side project has no staging", type: "fact", project: "side" },
      ] },
    });
    expect(res.status).toBe(201);
    expect(res.body.projects_created).toEqual(["side"]);
    // A write an outsider may not make creates nothing and names nothing.
    const outsider = await newUser("outsider", org);
    const refused = await remember(outsider.key, { content: "Trying the shared project", type: "fact", project: "shared" });
    expect(refused.status).toBe(403);
    expect(refused.body.projects_created).toBeUndefined();
  });
});
