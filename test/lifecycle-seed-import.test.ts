/** POST /v1/import with the seed documents' file layouts (seed 000 YAML, seed 002 memory.md). */
import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";
import { exportText } from "./lifecycle-helpers";

const files = {
  "patterns/auth.yaml": `
# ~/.claude/global-memory/patterns/auth.yaml
domain: authentication
patterns:
  - id: "auth-password-hashing"
    name: "Password Hashing"
    description: "Secure password hashing approach"
    approach: |
      1. Use bcrypt with cost factor 12
      2. Never store plain passwords
    code_example: |
      const hash = await bcrypt.hash(password, 12);
    applicable_when:
      - "password"
      - "user registration"
    confidence: 0.95
    learned_from:
      - project: "saas-app"
        date: "2025-01-10"
        success: true
      - project: "ecommerce"
        date: "2025-01-20"
        success: true
    last_used: "2025-01-25"
    use_count: 12
  - id: "auth-jwt-tokens"
    name: "JWT Token Strategy"
    description: "JWT for stateless authentication"
    confidence: 0.88
    last_used: "2025-01-24"
    use_count: 8
`,
  "gotchas/vitest.yaml": `
technology: vitest
gotchas:
  - id: "vitest-localstorage-mock"
    title: "localStorage Mock"
    problem: "localStorage is undefined in test environment"
    solution: |
      Use vi.stubGlobal instead of jest.mock
    wrong_approach: "Using jest.mock('localStorage')"
    confidence: 0.92
    tags: ["testing", "mocking", "browser-apis"]
    last_used: "2025-01-25"
`,
  "preferences.yaml": `
code_style:
  paradigm: "functional-preferred"  # functional-preferred | oop-preferred | mixed
  comments: "minimal"
testing:
  framework_preference: "vitest"
  coverage_target: 80
updated_at: "2025-01-26T10:00:00Z"
`,
  "project-context.yaml": `
project:
  name: "my-saas-app"
  type: "fullstack"
stack:
  language: "typescript"
  framework: "nextjs"
database:
  provider: "supabase"
  orm: null  # Using Supabase client directly
quirks:
  - description: "Async Supabase client - always await"
    applies_to: ["src/lib/supabase.ts", "src/api/**"]
    learned: "2025-01-21"
`,
  ".claude/memory.md": `# Project Memory

## Tech Stack
- React Native 0.73, Expo SDK 50
- Supabase for backend

## Key Decisions
- Magic link auth (better UX than passwords)
- Zustand over Redux (simpler for this scale)

## Critical Paths
- Auth: src/features/auth/
`,
};

describe("seed layouts import", () => {
  it("turns seed-000 YAML and a seed-002 memory.md into typed memories, keeping what the files knew", async () => {
    const u = await newUser("seeds");
    const r = await call("POST", "/v1/import", { key: u.key, body: { files } });
    expect(r.status).toBe(200);
    expect(r.body.created).toBe(2 + 1 + 4 + 5 + 5);
    const all = (await exportText(u.key)).trim().split("\n").map((l) => JSON.parse(l));
    const byTitle = (t: string) => all.find((m) => m.title === t);

    expect(byTitle("Password Hashing")).toMatchObject({
      type: "pattern", scope: "global", confidence: 0.95, use_count: 12, success_count: 2, source: "ai_inferred",
      last_used_at: "2025-01-25T00:00:00.000Z", created_at: "2025-01-10T00:00:00.000Z",
      tags: ["authentication", "password", "user-registration"],
    });
    expect(byTitle("Password Hashing").content).toContain("bcrypt with cost factor 12");
    expect(byTitle("Password Hashing").metadata.seed.code_example).toContain("bcrypt.hash");
    expect(byTitle("localStorage Mock")).toMatchObject({ type: "gotcha", confidence: 0.92, tags: ["vitest", "testing", "mocking", "browser-apis"] });
    expect(byTitle("localStorage Mock").content).toMatch(/^Problem: localStorage is undefined[\s\S]*Solution: Use vi.stubGlobal[\s\S]*Wrong approach/);

    const prefs = all.filter((m) => m.type === "preference");
    expect(prefs.map((m) => m.content).sort()).toEqual([
      "code style comments: minimal", "code style paradigm: functional-preferred",
      "testing coverage target: 80", "testing framework preference: vitest",
    ]);
    expect(prefs.find((m) => m.content.includes("paradigm")).metadata).toMatchObject({ subject: "code_style.paradigm", value: "functional-preferred" });

    const project = all.filter((m) => m.project === "my-saas-app");
    expect(project.map((m) => `${m.type}|${m.content}`).sort()).toEqual([
      "decision|Magic link auth (better UX than passwords)", "decision|Zustand over Redux (simpler for this scale)",
      "fact|React Native 0.73, Expo SDK 50", "fact|Supabase for backend",
      "fact|database provider: supabase", "fact|project type: fullstack", "fact|stack framework: nextjs", "fact|stack language: typescript",
      "gotcha|Async Supabase client - always await",
      "location|Auth: src/features/auth/",
    ]);
    expect(project.every((m) => m.scope === "project")).toBe(true);
    expect(r.body.results.find((x: any) => x.origin === "gotchas/vitest.yaml#1").status).toBe("created");

    const again = await call("POST", "/v1/import", { key: u.key, body: { files } });
    expect(again.body).toMatchObject({ created: 0, duplicate: 17 });
  });

  it("names the file that cannot be read", async () => {
    const u = await newUser("seeds-bad");
    const unknown = await call("POST", "/v1/import", { key: u.key, body: { files: { "stats.yaml": "a: 1" } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.field).toBe("files.stats.yaml");
    const broken = await call("POST", "/v1/import", { key: u.key, body: { files: { "preferences.yaml": "a: [1, 2" } } });
    expect(broken.status).toBe(400);
    expect(broken.body.error.details.field).toBe("files.preferences.yaml");
    const bad = await call("POST", "/v1/import", { key: u.key, body: { files: { "patterns/x.yaml": "patterns:\n  - name: n\n    confidence: 3\n" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe("files.patterns/x.yaml#1.confidence");
  });
});
