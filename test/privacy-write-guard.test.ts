import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";

const stored = async (id: string) =>
  (await env.DB.prepare("SELECT content, title FROM memories WHERE id = ?").bind(id).first<{ content: string; title: string | null }>())!;

describe("write guard: live credentials are not stored", () => {
  it("redacts a live-looking key before storage and says what it redacted (never the value)", async () => {
    const u = await newUser();
    const content = "Staging deploy uses GITHUB_TOKEN=ghp_R2d9KpX7wQz4Lm8Nv3Bt6Yc1Hf5Js0Ea2Gu and db postgres://app:Qz8!mR2#vK9p@db.internal/app";
    const r = await remember(u.key, { content, title: "deploy notes" });
    expect(r.status).toBe(201);
    const key = content.indexOf("ghp_");
    expect(r.body.redactions).toEqual([
      { field: "content", type: "api_key", start: key, end: key + "ghp_R2d9KpX7wQz4Lm8Nv3Bt6Yc1Hf5Js0Ea2Gu".length, placeholder: "[API_KEY_1]" },
      { field: "content", type: "password", start: content.indexOf("Qz8"), end: content.indexOf("@db"), placeholder: "[URL_CREDENTIALS_1]" },
    ]);
    expect(JSON.stringify(r.body)).not.toMatch(/ghp_R2d9|Qz8!mR2/);
    expect(r.body.memory.content).toBe("Staging deploy uses GITHUB_TOKEN=[API_KEY_1] and db postgres://app:[URL_CREDENTIALS_1]@db.internal/app");
    expect((await stored(r.body.memory.id)).content).not.toMatch(/ghp_R2d9|Qz8!mR2/);
  });

  it("leaves personal data, look-alikes and clean memories alone (no redactions field)", async () => {
    const u = await newUser();
    const content = "Ana Horvat (ana@acme.io) prefers tabs; docs use AKIAIOSFODNN7EXAMPLE and commit 3f786850e387550fdab836ed7e6dc881de23001b";
    const r = await remember(u.key, { content });
    expect(r.body.memory.content).toBe(content);
    expect(r.body.redactions).toBeUndefined();
  });

  it("stores credentials as sent when the memory sets allow_secrets", async () => {
    const u = await newUser();
    const content = "Sandbox key sk_test_51Hx9QkLm2Nv8Rt4Wc6Yh1Jd3Fs5Gb7Hk9Mp2Qr4St6";
    const r = await remember(u.key, { content, allow_secrets: true });
    expect(r.status).toBe(201);
    expect(r.body.redactions).toBeUndefined();
    expect((await stored(r.body.memory.id)).content).toBe(content);
  });

  it("reports redactions per memory in a batch, private keys and titles included", async () => {
    const u = await newUser();
    const pem = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----";
    const b = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: [{ content: "nothing secret here" }, { content: `bastion key:\n${pem}`, title: "token xoxb-2231-8812-Qm3Rt9Lp2Wz7Kd" }] },
    });
    expect(b.status).toBe(201);
    expect(b.body.results[0].redactions).toBeUndefined();
    expect(b.body.results[1].redactions.map((x: { field: string; type: string }) => [x.field, x.type])).toEqual([
      ["content", "private_key"],
      ["title", "api_key"],
    ]);
    const row = await stored(b.body.results[1].id);
    expect(row.content).toBe("bastion key:\n[PRIVATE_KEY_1]");
    expect(row.title).toBe("token [API_KEY_1]");
  });
});
