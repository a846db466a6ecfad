import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";

async function seed(key: string) {
  const r = await call("POST", "/v1/memories/batch", {
    key,
    body: {
      memories: [
        { content: "Token refresh is implemented in src/auth/session.ts:120-164", type: "location" },
        { content: "session.ts must not import the router, it creates a cycle", type: "gotcha" },
        { content: "Payment webhooks are verified in src/billing/webhook.ts", type: "location" },
        { content: "TypeError: Cannot read properties of undefined (reading 'user') came from calling useAuth outside AuthProvider", type: "discovery" },
        { content: "Wrap the root layout in AuthProvider so useAuth always has a user context", type: "pattern" },
        { content: "The user prefers reading properties through optional chaining", type: "preference" },
        { content: "We chose Vitest over Jest for speed", type: "decision" },
      ],
    },
  });
  return r.body.results.map((x: { id: string }) => x.id) as string[];
}

describe("POST /v1/recall with triggers", () => {
  it("a file path brings its location memories, even when the query does not mention them", async () => {
    const u = await newUser("trig-file");
    const ids = await seed(u.key);
    const r = await call("POST", "/v1/recall", { key: u.key, body: { query: "session", k: 3, triggers: { file: "./src/auth/session.ts" } } });
    expect(r.status).toBe(200);
    expect(r.body.route).toMatch(/\+triggers$/);
    const byId = new Map(r.body.results.map((x: any) => [x.id, x]));
    // The location ranks first among the file's memories; the gotcha naming the file follows.
    expect((byId.get(ids[0]) as any).why.triggers).toEqual({ file: 1 });
    expect((byId.get(ids[1]) as any).why.triggers).toEqual({ file: 2 });
    expect(r.body.results[0].id).toBe(ids[0]);
    // Another file's location is not brought by this file.
    const all = await call("POST", "/v1/recall", { key: u.key, body: { query: "session", k: 10, triggers: { file: "src/auth/session.ts" } } });
    const other = all.body.results.find((x: any) => x.id === ids[2]);
    expect(other?.why.triggers.file).toBeUndefined();
  });

  it("an error brings discoveries, gotchas and fixes, not other types", async () => {
    const u = await newUser("trig-error");
    const ids = await seed(u.key);
    const r = await call("POST", "/v1/recall", {
      key: u.key,
      body: { query: "login page crash", k: 5, triggers: { error: "TypeError: Cannot read properties of undefined (reading 'user')\n    at Profile (src/profile.tsx:12:7)" } },
    });
    const rank = (id: string) => r.body.results.find((x: any) => x.id === id)?.why.triggers.error;
    expect(rank(ids[3])).toBe(1); // the discovery that names this error
    expect(rank(ids[4])).toBe(2); // the pattern that fixes it
    expect(rank(ids[5])).toBeUndefined(); // a preference that shares words is not a fix
  });

  it("keywords bring any type; the triggers respect filters and visibility", async () => {
    const u = await newUser("trig-kw");
    const other = await newUser("trig-kw-other");
    const ids = await seed(u.key);
    const r = await call("POST", "/v1/recall", { key: u.key, body: { query: "anything", triggers: { keywords: ["vitest", "jest"] } } });
    expect(r.body.results[0].id).toBe(ids[6]);
    const filtered = await call("POST", "/v1/recall", { key: u.key, body: { query: "anything", types: ["location"], triggers: { keywords: ["vitest"] } } });
    expect(filtered.body.results.map((x: any) => x.type)).not.toContain("decision");
    const stranger = await call("POST", "/v1/recall", { key: other.key, body: { query: "auth", triggers: { file: "src/auth/session.ts", error: "TypeError useAuth", keywords: ["vitest"] } } });
    expect(stranger.body.results).toEqual([]);
  });

  it("validates triggers with the failing field named", async () => {
    const u = await newUser("trig-bad");
    const r = await call("POST", "/v1/recall", { key: u.key, body: { query: "x", triggers: { keywords: [] } } });
    expect(r.status).toBe(400);
    expect(r.body.error.details.field).toBe("triggers.keywords");
  });
});
