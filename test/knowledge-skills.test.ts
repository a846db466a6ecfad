/** The skill library: bodies round-trip through R2 with versions, search is hybrid, usage updates counts. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { skillBlobKey } from "../src/skills/blob-keys";
import { call, newUser } from "./helpers";

const skill = (over: Record<string, unknown> = {}) => ({
  name: "postgres-migration",
  description: "Write and apply a zero-downtime Postgres schema migration",
  triggers: ["add a column", "schema change", "migration"],
  prerequisites: ["psql access", "a staging database"],
  body: { kind: "procedure", content: "1. Add the column nullable\n2. Backfill in batches\n3. Add the constraint NOT VALID, then VALIDATE" },
  ...over,
});

describe("skills", () => {
  it("stores bodies in R2 under versioned keys and keeps every version readable", async () => {
    const u = await newUser("skills");
    const v1 = await call("POST", "/v1/skills", { key: u.key, body: skill() });
    expect(v1.status).toBe(201);
    expect(v1.body).toMatchObject({ status: "created", skill: { name: "postgres-migration", version: 1, use_count: 0, avg_satisfaction: null } });
    const id = v1.body.skill.id;

    const v2 = await call("POST", "/v1/skills", {
      key: u.key,
      body: skill({ body: { kind: "code", language: "sql", content: "ALTER TABLE invoices ADD COLUMN due_at timestamptz;" }, triggers: ["add a column"] }),
    });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ status: "new_version", skill: { id, version: 2, body_kind: "code", language: "sql", triggers: ["add a column"] } });

    const latest = await call("GET", `/v1/skills/${id}`, { key: u.key });
    expect(latest.body.body).toEqual({ kind: "code", language: "sql", content: "ALTER TABLE invoices ADD COLUMN due_at timestamptz;" });
    expect(latest.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const first = await call("GET", `/v1/skills/${id}?version=1`, { key: u.key });
    expect(first.body.body.content).toMatch(/Backfill in batches/);
    expect((await call("GET", `/v1/skills/${id}?version=3`, { key: u.key })).status).toBe(404);

    // The objects are really in R2, one per version, with their metadata.
    const o1 = await env.BLOBS.get(skillBlobKey(u.orgId, u.id, id, 1));
    const o2 = await env.BLOBS.get(skillBlobKey(u.orgId, u.id, id, 2));
    expect(JSON.parse(await o1!.text()).kind).toBe("procedure");
    expect(o2!.customMetadata).toMatchObject({ skill_id: id, version: "2" });
    expect(o2!.customMetadata!.sha256).toBe(latest.body.versions[0].sha256);

    // Another user cannot read it.
    const other = await newUser("other");
    expect((await call("GET", `/v1/skills/${id}`, { key: other.key })).status).toBe(404);
  });

  it("records uses: counts, success/failure and average satisfaction", async () => {
    const u = await newUser("skill-uses");
    const id = (await call("POST", "/v1/skills", { key: u.key, body: skill() })).body.skill.id;
    await call("POST", `/v1/skills/${id}/uses`, { key: u.key, body: { success: true, satisfaction: 9 } });
    await call("POST", `/v1/skills/${id}/uses`, { key: u.key, body: { success: true } });
    const r = await call("POST", `/v1/skills/${id}/uses`, { key: u.key, body: { success: false, satisfaction: 4, note: "missed the lock timeout" } });
    expect(r.status).toBe(200);
    expect(r.body.skill).toMatchObject({ use_count: 3, success_count: 2, failure_count: 1, avg_satisfaction: 6.5 });
    expect(r.body.skill.last_used_at).not.toBeNull();
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM skill_uses WHERE skill_id = ?").bind(id).first<{ n: number }>();
    expect(rows!.n).toBe(3);
    expect((await call("POST", `/v1/skills/${id}/uses`, { key: u.key, body: { success: "yes" } })).status).toBe(400);
    expect((await call("POST", "/v1/skills/skl_nope/uses", { key: u.key, body: { success: true } })).status).toBe(404);
  });

  it("finds skills by name, description and triggers, and composes them", async () => {
    const u = await newUser("skill-search");
    const mig = (await call("POST", "/v1/skills", { key: u.key, body: skill() })).body.skill.id;
    const deploy = (
      await call("POST", "/v1/skills", {
        key: u.key,
        body: skill({
          name: "deploy-worker", description: "Deploy a Cloudflare Worker with wrangler after running the tests",
          triggers: ["ship it", "deploy"], uses_skills: [mig], body: { kind: "procedure", content: "1. npm test\n2. wrangler deploy" },
        }),
      })
    ).body.skill.id;
    const byTrigger = await call("GET", "/v1/skills?query=ship%20it", { key: u.key });
    expect(byTrigger.body.results[0].skill.id).toBe(deploy);
    expect(byTrigger.body.results[0].why).toHaveProperty("bm25", 1);
    const byDescription = await call("GET", "/v1/skills?query=backfill%20a%20new%20column%20in%20postgres", { key: u.key });
    expect(byDescription.body.results[0].skill.id).toBe(mig);
    const read = await call("GET", `/v1/skills/${mig}`, { key: u.key });
    expect(read.body.skill.used_by_skills).toEqual([deploy]);
    const bad = await call("POST", "/v1/skills", { key: u.key, body: skill({ name: "x", uses_skills: ["skl_missing"] }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe("uses_skills.0");
    const listed = await call("GET", "/v1/skills", { key: u.key });
    expect(listed.body.results.length).toBe(2);
  });
});

describe("knowledge routes in the OpenAPI document", () => {
  it("documents consolidation, outcomes, graph and skills", async () => {
    const r = await call("GET", "/openapi.json");
    expect(r.status).toBe(200);
    for (const path of ["/v1/consolidate", "/v1/outcomes", "/v1/graph/entities", "/v1/graph/entities/{id}", "/v1/skills", "/v1/skills/{id}", "/v1/skills/{id}/uses"]) {
      expect(r.body.paths, path).toHaveProperty([path]);
    }
  });
});
