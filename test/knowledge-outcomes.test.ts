/** Task outcomes (seed 000): learning only from verified success, promotion to global by its criteria. */
import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";

const outcome = {
  task: { input: "Implement Google OAuth login", type: "FEATURE" },
  project: "saas-app",
  verified: true,
  verification: { tests: "12/12 passed", build: "success" },
  errors: [
    { error: "TypeError: Cannot read properties of undefined (reading 'user') in the TypeScript session callback", solution: "return the token's user from the jwt callback first", technology: "TypeScript" },
    { error: "Supabase auth redirect lost the session", solution: "await createClient() before registering onAuthStateChange", technology: "Supabase" },
    { error: "Flaky login test", solution: "unknown yet", solution_verified: false },
  ],
  decisions: [{ question: "Token storage", decision: "httpOnly cookies", reason: "they keep tokens out of reach of XSS" }],
  files: { created: ["src/auth/google.ts"], modified: ["src/middleware.ts"] },
  learnings: [
    { type: "pattern", content: "Validate the OAuth state parameter on the callback before exchanging the code", tech_specific: false },
    { type: "quirk", content: "GOOGLE_CLIENT_ID has to be in .env.local in this repo, not .env" },
  ],
  rating: 9,
};

describe("outcomes", () => {
  it("extracts learnings from a verified success and promotes them by the seed's criteria", async () => {
    const u = await newUser("outcomes");
    const r = await call("POST", "/v1/outcomes", { key: u.key, body: outcome });
    expect(r.status).toBe(201);
    const ls = r.body.outcome.learnings as { id: string; type: string; memory_type: string; scope: string; promoted_to_global: boolean; content: string }[];
    const find = (re: RegExp) => ls.find((l) => re.test(l.content))!;
    // Gotcha about a common technology (TypeScript) → global; about Supabase → stays in the project.
    expect(find(/session callback/)).toMatchObject({ type: "gotcha", scope: "global", promoted_to_global: true });
    expect(find(/onAuthStateChange/)).toMatchObject({ type: "gotcha", scope: "project", promoted_to_global: false });
    // An error without a verified solution teaches nothing.
    expect(ls.some((l) => /Flaky login/.test(l.content))).toBe(false);
    // Technology-agnostic pattern → global; the project's quirk → local (stored as a gotcha tagged quirk).
    expect(find(/OAuth state parameter/)).toMatchObject({ type: "pattern", scope: "global" });
    expect(find(/GOOGLE_CLIENT_ID/)).toMatchObject({ type: "quirk", memory_type: "gotcha", scope: "project" });
    // The decision keeps its reason; files become a location.
    expect(find(/^Token storage: httpOnly cookies/).content).toMatch(/because they keep tokens out of reach of XSS/);
    expect(find(/src\/auth\/google\.ts/)).toMatchObject({ type: "location", scope: "project" });
    expect(r.body.outcome.skill_status).toBe("pending");

    const stored = await call("GET", `/v1/memories/${find(/GOOGLE_CLIENT_ID/).id}`, { key: u.key });
    expect(stored.body.memory).toMatchObject({ project: "saas-app", tags: expect.arrayContaining(["learning", "quirk"]) });
    expect(stored.body.memory.metadata.outcome_id).toBe(r.body.outcome.id);
  });

  it("learns nothing from unverified work, and honours an explicit request to go global", async () => {
    const u = await newUser("outcomes2");
    const failed = await call("POST", "/v1/outcomes", { key: u.key, body: { ...outcome, verified: false } });
    expect(failed.status).toBe(201);
    expect(failed.body.outcome).toMatchObject({ learnings: [], skill_status: "none" });
    expect(failed.body.outcome.skipped_reason).toMatch(/verified/);
    expect((await call("GET", "/v1/memories", { key: u.key })).body.memories).toEqual([]);

    const explicit = await call("POST", "/v1/outcomes", {
      key: u.key,
      body: { ...outcome, task: { input: "Fix Supabase redirect", type: "BUGFIX" }, decisions: [], learnings: [], files: undefined, promote_to_global: true },
    });
    expect(explicit.body.outcome.learnings.every((l: { scope: string }) => l.scope === "global")).toBe(true);
  });

  it("without a key, a rated outcome becomes a procedure skill on the next consolidation", async () => {
    const u = await newUser("outcomes3");
    await call("POST", "/v1/outcomes", { key: u.key, body: outcome });
    const r = await call("POST", "/v1/consolidate", { key: u.key, body: {} });
    expect(r.body.skills.extracted.length).toBe(1);
    const s = await call("GET", `/v1/skills/${r.body.skills.extracted[0]}`, { key: u.key });
    expect(s.body.skill.name).toBe("implement-google-oauth-login");
    expect(s.body.body.content).toMatch(/httpOnly cookies/);
    expect(s.body.body.content).toMatch(/onAuthStateChange/);
    const found = await call("GET", "/v1/skills?query=google%20oauth", { key: u.key });
    expect(found.body.results[0].skill.id).toBe(s.body.skill.id);
  });
});
