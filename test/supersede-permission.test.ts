/**
 * Issue 18, finding 2: seeing a team memory does not entitle a member to replace it. Supersession
 * needs the memory's owner or its project's owner, is audited, and never re-points a memory that
 * something already superseded (the chain would fork).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";

const supersededBy = (id: string) => env.DB.prepare("SELECT superseded_by FROM memories WHERE id = ?").bind(id).first<string | null>("superseded_by");

describe("supersession permissions (issue 18, finding 2)", () => {
  it("refuses another member's team memory with 403, and lets the owner supersede it, audited", async () => {
    const owner = await newUser("team-owner", "acme-supersede");
    const member = await newUser("team-member", "acme-supersede");
    const team = await remember(owner.key, { content: "Releases ship from the main branch", type: "decision", scope: "team" });
    expect(team.status).toBe(201);
    const id = team.body.memory.id;
    // The member can see it…
    expect((await call("GET", `/v1/memories/${id}`, { key: member.key })).status).toBe(200);
    // …but cannot replace it.
    const hijack = await remember(member.key, { content: "Releases ship from the hijack branch", type: "decision", scope: "team", supersedes: id });
    expect(hijack.status).toBe(403);
    expect(hijack.body.error).toMatchObject({ code: "forbidden", details: { field: "supersedes" } });
    expect(await supersededBy(id)).toBeNull();
    const batch = await call("POST", "/v1/memories/batch", { key: member.key, body: { memories: [{ content: "x", supersedes: id }] } });
    expect(batch.status).toBe(403);
    expect(batch.body.error.details.field).toBe("memories.0.supersedes");

    const next = await remember(owner.key, { content: "Releases ship from the release branch", type: "decision", scope: "team", supersedes: id });
    expect(next.status).toBe(201);
    expect(await supersededBy(id)).toBe(next.body.memory.id);
    const audit = await env.DB.prepare("SELECT user_id, data FROM events WHERE memory_id = ? AND kind = 'audit.memory_superseded'").bind(id).first<{ user_id: string; data: string }>();
    expect(audit?.user_id).toBe(owner.id);
    expect(JSON.parse(audit!.data)).toMatchObject({ by: next.body.memory.id, owner_id: owner.id });
  });

  it("lets the project's owner supersede a member's project memory", async () => {
    const lead = await newUser("project-lead", "acme-projects");
    const dev = await newUser("project-dev", "acme-projects");
    await remember(lead.key, { content: "Project apollo exists", type: "fact", project: "apollo-sup", scope: "project" });
    expect((await call("POST", "/v1/projects/apollo-sup/members", { key: lead.key, body: { user_id: dev.id } })).status).toBeLessThan(300);
    const devs = await remember(dev.key, { content: "Apollo deploys on Tuesdays", type: "fact", project: "apollo-sup", scope: "project" });
    const byLead = await remember(lead.key, { content: "Apollo deploys on Thursdays", type: "fact", project: "apollo-sup", scope: "project", supersedes: devs.body.memory.id });
    expect(byLead.status).toBe(201);
    expect(await supersededBy(devs.body.memory.id)).toBe(byLead.body.memory.id);
    // A plain member cannot do the same to the lead's memory.
    const leads = byLead.body.memory.id;
    const byDev = await remember(dev.key, { content: "Apollo deploys on Fridays", type: "fact", project: "apollo-sup", scope: "project", supersedes: leads });
    expect(byDev.status).toBe(403);
  });

  it("never overwrites an existing superseded_by: a second successor gets a clear 409", async () => {
    const u = await newUser("chain");
    const a = await remember(u.key, { content: "The API base URL is api.v1.example", type: "fact" });
    const b = await remember(u.key, { content: "The API base URL is api.v2.example", type: "fact", supersedes: a.body.memory.id });
    expect(b.status).toBe(201);
    const fork = await remember(u.key, { content: "The API base URL is api.v3.example", type: "fact", supersedes: a.body.memory.id });
    expect(fork.status).toBe(409);
    expect(fork.body.error).toMatchObject({ code: "conflict", details: { field: "supersedes", superseded_by: b.body.memory.id } });
    expect(await supersededBy(a.body.memory.id)).toBe(b.body.memory.id);
    const twice = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: [{ content: "v4", supersedes: b.body.memory.id }, { content: "v5", supersedes: b.body.memory.id }] },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.details.field).toBe("memories.1.supersedes");
    expect(await supersededBy(b.body.memory.id)).toBeNull();
  });
});
