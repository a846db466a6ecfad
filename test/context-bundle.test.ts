import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { flagConflictStatements } from "../src/memory/conflict-flags";
import { call, newUser, remember } from "./helpers";

const estimate = (s: string) => Math.ceil(s.length / 4);

async function batch(key: string, memories: Record<string, unknown>[]) {
  const r = await call("POST", "/v1/memories/batch", { key, body: { memories } });
  expect(r.status).toBe(201);
  return r.body.results.map((x: { id: string }) => x.id) as string[];
}

async function seedProject(key: string) {
  const long = (i: number, what: string) => `${what} number ${i}: ${"details that matter for the project ".repeat(4)}`;
  // Preferences on subjects of their own: with the same filler as the project's decisions they would
  // be "the same subject" and the project would override them (precedence, issue 13).
  const pref = (i: number) => `Preference number ${i}: ${"keyboard shortcuts and editor colour themes ".repeat(4)}`;
  await batch(key, [
    ...Array.from({ length: 20 }, (_, i) => ({ content: pref(i), type: "preference" })),
    ...Array.from({ length: 20 }, (_, i) => ({ content: long(i, "Decision"), type: "decision", project: "atlas" })),
    ...Array.from({ length: 3 }, (_, i) => ({ content: `Status ${i}: auth refactor half done, next is the token refresh`, type: "status", project: "atlas", occurred_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })),
    { content: "Never run the migration script against production without a backup", type: "gotcha", project: "atlas", importance: 0.9 },
    { content: "The CI cache sometimes goes stale on Mondays", type: "gotcha", project: "atlas", importance: 0.3 },
    { content: "Login form lives in src/auth/login.tsx:40-88", type: "location", project: "atlas" },
    { content: "ECONNREFUSED on port 5432 means the postgres container is not up; run docker compose up db", type: "discovery", project: "atlas" },
  ]);
  const [left, right] = await batch(key, [
    { content: "Deploys go out on Tuesdays", type: "fact", project: "atlas" },
    { content: "Deploys go out on Thursdays", type: "fact", project: "atlas" },
  ]);
  const me = await call("GET", `/v1/memories/${left}`, { key });
  const user = await env.DB.prepare("SELECT id, org_id FROM users WHERE id = ?").bind(me.body.memory.owner_id).first<{ id: string; org_id: string }>();
  await env.DB.batch(flagConflictStatements(env.DB, { orgId: user!.org_id, userId: user!.id, kind: "contradiction", leftId: left, rightId: right, subject: "deploy day" }, Date.now()));
  return { left, right };
}

describe("GET /v1/context", () => {
  it("fills sections in priority order within the token budget, conflicts and critical gotchas first", async () => {
    const u = await newUser("ctx");
    const { left, right } = await seedProject(u.key);
    for (const budget of [300, 600, 1200]) {
      const r = await call("GET", `/v1/context?project=atlas&max_tokens=${budget}`, { key: u.key });
      expect(r.status).toBe(200);
      const md: string = r.body.markdown;
      expect(estimate(md)).toBeLessThanOrEqual(budget);
      expect(r.body.tokens).toEqual({ budget, used: estimate(md) });
      // The conflict and the critical gotcha always make it in, ahead of everything else.
      expect(r.body.conflicts).toHaveLength(1);
      expect([r.body.conflicts[0].left.id, r.body.conflicts[0].right.id].sort()).toEqual([left, right].sort());
      expect(r.body.critical_gotchas.map((g: { content: string }) => g.content)).toEqual([
        "Never run the migration script against production without a backup",
      ]);
      const headings = [...md.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
      expect(headings[0]).toMatch(/^Open conflicts/);
      expect(headings[1]).toBe("Critical gotchas");
      expect(md.indexOf("Deploys go out on Tuesdays")).toBeLessThan(md.indexOf("Never run the migration"));
      // Something had to give at this size: reported per section.
      expect(Object.values(r.body.omitted).reduce((a: number, b) => a + (b as number), 0)).toBeGreaterThan(0);
    }
    const small = await call("GET", "/v1/context?project=atlas&max_tokens=300", { key: u.key });
    const large = await call("GET", "/v1/context?project=atlas&max_tokens=32000", { key: u.key });
    expect(large.body.preferences.length).toBeGreaterThan(small.body.preferences.length);
    expect(large.body.omitted).toEqual({});
    expect(large.body.status.map((s: { content: string }) => s.content)[0]).toMatch(/^Status 2/); // newest first
    // 20 decisions and the discovery; the conflicting facts are shown once, in the conflict.
    expect(large.body.project_context).toHaveLength(21);
    expect(large.body.markdown.match(/Deploys go out on Tuesdays/g)).toHaveLength(1);
    // The low-importance gotcha is not "critical".
    expect(large.body.markdown).not.toContain("CI cache");
  });

  it("brings locations for open files and past fixes for the current error", async () => {
    const u = await newUser("ctx-triggers");
    await seedProject(u.key);
    const q = new URLSearchParams({ project: "atlas", files: "src/auth/login.tsx,README.md", error: "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect" });
    const r = await call("GET", `/v1/context?${q}`, { key: u.key });
    expect(r.status).toBe(200);
    expect(r.body.file_locations.map((m: { content: string; file: string }) => [m.file, m.content])).toEqual([
      ["src/auth/login.tsx", "Login form lives in src/auth/login.tsx:40-88"],
    ]);
    expect(r.body.error_fixes[0].content).toMatch(/^ECONNREFUSED on port 5432/);
    const headings = [...r.body.markdown.matchAll(/^## (.*)$/gm)].map((m: RegExpMatchArray) => m[1]);
    expect(headings.slice(0, 4)).toEqual([
      "Open conflicts: ask the user which is right before relying on either", "Critical gotchas", "Past fixes for the current error", "Locations for the open files",
    ]);
  });

  it("answers markdown alone, validates its input, and hides projects the caller is not in", async () => {
    const u = await newUser("ctx-md");
    const other = await newUser("ctx-outsider");
    await remember(u.key, { content: "Prefers small pull requests", type: "preference" });
    const md = await call("GET", "/v1/context?format=markdown", { key: u.key });
    expect(md.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(md.body).toContain('"Prefers small pull requests"');
    expect(md.body).toContain("Memory Usage Statistics:");
    const bad = await call("GET", "/v1/context?max_tokens=50", { key: u.key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe("max_tokens");
    await remember(u.key, { content: "Project secret", type: "decision", project: "private-proj" });
    // Someone else's project looks like a new one: nothing from it, no error at session start.
    await remember(other.key, { content: "Outsider prefers dark mode", type: "preference" });
    const hidden = await call("GET", "/v1/context?project=private-proj", { key: other.key });
    expect(hidden.status).toBe(200);
    expect(hidden.body.project_found).toBe(false);
    expect(hidden.body.markdown).toMatch(/^# Engram context: private-proj \(nothing stored for this project yet\)/);
    expect(hidden.body.markdown).not.toContain("Project secret");
    expect(hidden.body.markdown).toContain("Outsider prefers dark mode");
    const own = await call("GET", "/v1/context?project=private-proj", { key: u.key });
    expect(own.body.project_found).toBe(true);
    expect(own.body.markdown).toContain("Project secret");
    const empty = await call("GET", "/v1/context", { key: (await newUser("ctx-empty")).key });
    expect(empty.body.markdown).toContain("No memories yet");
    expect((await call("GET", "/v1/context")).status).toBe(401);
  });
});
