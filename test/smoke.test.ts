import { describe, expect, it } from "vitest";
import { call, newUser, recallIds, remember } from "./helpers";

describe("smoke", () => {
  it("creates a user, remembers and recalls", async () => {
    const u = await newUser("alice");
    const r = await remember(u.key, { content: "We chose pnpm over npm because workspaces are faster", type: "decision" });
    expect(r.status).toBe(201);
    expect(r.body.status).toBe("created");
    const ids = await recallIds(u.key, "why pnpm?");
    expect(ids).toContain(r.body.memory.id);
    const h = await call("GET", "/healthz");
    expect(h.status).toBe(200);
  });
});

describe("test configuration", () => {
  it("uses the local implementations configured for tests", async () => {
    const h = await call("GET", "/healthz");
    expect(h.body).toMatchObject({ embedder: "hashing", vector_index: "exact" });
  });
});
