/**
 * Behaviour of the mechanisms the judg6 round added, each on sentences of its own (not the bench's):
 * the failures on halves B and D were classified by why the reader missed, and each mechanism here
 * answers one "why", for any phrasing of it.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { stanceOf, deniedByOne } from "./negation-scope";
import { contextsOfClause } from "./text";

let n = 0;
const mem = (content: string, o: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `m${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...o,
});
const judge = (a: string, b: string, cosine?: number, oa: Partial<JudgedMemory> = {}, ob: Partial<JudgedMemory> = {}) => judgePair(mem(a, oa), mem(b, ob), cosine);

describe("negation scope: what a denial is about", () => {
  it("a negated identity ('X isn't the Y') denies neither X nor Y", () => {
    const s = stanceOf("The network isn't the bottleneck here.");
    expect([...s.denied]).toEqual([]);
    expect(judge("Most build time goes to type checking, not to the network.", "The network isn't the build-time bottleneck: type checking takes most of it.", 0.85).verdict).not.toBe("conflict");
  });
  it("an elided predicate ('…, refunds are not') takes no stance on its subject", () => {
    expect([...stanceOf("Emails are migrated, SMS messages are not.").denied]).toEqual([]);
    // but a predicate that is there still denies ("Aurora isn't in use").
    expect([...stanceOf("Aurora isn't in use yet.").denied]).toContain("aurora");
  });
  it("'missing', 'absent' and 'broken' after a copula deny their subject, so they agree with 'no X' / 'X is down'", () => {
    expect(deniedByOne("The import was slow because the sku index was missing.", "The import was slow since there was no sku index.")).toBeNull();
    expect(deniedByOne("The staging mail relay is down.", "The staging mail relay is currently broken.")).toBeNull();
  });
  it("'ignores' and 'bypasses' deny what they take", () => {
    expect([...stanceOf("The planner ignores the email index.").denied]).toContain("email");
    expect(deniedByOne("The report query doesn't use the tenant_id index.", "The report query ignores the tenant_id index.")).toBeNull();
  });
  it("'blocked on X' is waiting on X, not a denial of the subject", () => {
    expect([...stanceOf("The SSO rollout is blocked on the legal review.").denied]).not.toContain("sso");
    expect(judge("The SSO rollout is blocked on the legal review.", "SSO sessions last 12 hours.", 0.7).verdict).not.toBe("conflict");
    // blocked as a state still denies ("outbound SMTP is blocked").
    expect([...stanceOf("Outbound SMTP is blocked.").denied]).toContain("smtp");
  });
});

describe("contexts: where a memory holds, read from qualifier forms", () => {
  it("a leading label names the environment ('dev: …', 'prod: …')", () => {
    expect(contextsOfClause("dev: WORKER_CONCURRENCY=2")).toEqual(["development"]);
    expect(judge("dev: WORKER_CONCURRENCY=2", "prod: WORKER_CONCURRENCY=16", 0.85).verdict).toBe("lookalike");
  });
  it("a weak context word modifying the machines ('GPU nodes', 'CPU-only hosts') qualifies", () => {
    expect(contextsOfClause("GPU nodes use the cuda base image")).toEqual(["gpu"]);
    expect(contextsOfClause("CPU-only inference hosts run plain python")).toEqual(["cpu"]);
    // "CPU limit" is a subject, not a context.
    expect(contextsOfClause("The CPU limit is 2 cores")).toEqual([]);
  });
  it("a flag's value is what is set, not where the memory holds", () => {
    expect(contextsOfClause("on Apple Silicon build with --platform linux/amd64")).toEqual(["arm64"]);
    // a platform written as the thing described still counts.
    expect(contextsOfClause("the linux/amd64 release binary is static")).toContain("linux");
  });
});
