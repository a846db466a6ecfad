import { describe, expect, it } from "vitest";
import { extractClaims } from "./claims";
import { type JudgedMemory, judgePair } from "./compare";
import { subjectKey } from "./text";
import { parseValue, relation } from "./values";

let n = 0;
const mem = (content: string, o: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `m${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...o,
});
const verdict = (a: string, b: string, oa: Partial<JudgedMemory> = {}, ob: Partial<JudgedMemory> = {}) => judgePair(mem(a, oa), mem(b, ob)).verdict;
const claims = (content: string, type = "fact") => extractClaims({ type, content, tags: [], metadata: {} }).map((c) => ({ subject: c.subject || c.category, value: c.value.raw.trim(), polarity: c.polarity, role: c.role }));

describe("claims: key/value in the syntaxes people write", () => {
  it.each([
    ["Request timeout: 30s", "request timeout", "30s"],
    ["REQUEST_TIMEOUT=30s", "request timeout", "30s"],
    ["request_timeout := 30s", "request timeout", "30s"],
    ["The request timeout is 30s", "request timeout", "30s"],
    ["Request timeout → 30s", "request timeout", "30s"],
    ["Request timeout -> 30s", "request timeout", "30s"],
    ["We set the request timeout to 30s", "request timeout", "30s"],
    ["The request timeout is set to 30s", "request timeout", "30s"],
    ["| request timeout | 30s |", "request timeout", "30s"],
    ["- request timeout: 30s", "request timeout", "30s"],
  ])("%s", (text, subject, value) => {
    expect(claims(text)).toContainEqual(expect.objectContaining({ subject: expect.stringMatching(new RegExp(subject.split(" ").sort().join(" "))), value }));
  });

  it("x uses y and we use y for x name the tool's job", () => {
    expect(claims("The billing service uses Postgres")).toContainEqual(expect.objectContaining({ subject: subjectKey("billing service"), value: "Postgres" }));
    expect(claims("We use pnpm for package management")).toContainEqual(expect.objectContaining({ subject: subjectKey("package management") }));
    expect(claims("We use pnpm")).toContainEqual(expect.objectContaining({ subject: "package manager", value: "pnpm" }));
  });

  it("typed slots in prose: versions of known tools, quantities with units, booleans", () => {
    expect(claims("CI runs everything on Node 20 since March")).toContainEqual(expect.objectContaining({ subject: "node version", value: "20" }));
    expect(claims("Uploads have a 25 MB size limit")).toContainEqual(expect.objectContaining({ value: "25 MB" }));
    // "enabled for admins" is not "enable admins".
    expect(claims("Dark mode is enabled for admins")).not.toContainEqual(expect.objectContaining({ subject: "admin" }));
    expect(claims("Dark mode is enabled")).toContainEqual(expect.objectContaining({ subject: "dark mode", value: "enabled" }));
  });
});

describe("claims: stances and changes", () => {
  it("prefer X over Y is a stance on both and a value of the job", () => {
    const c = claims("I prefer tabs over spaces", "preference");
    expect(c).toContainEqual(expect.objectContaining({ subject: "indentation", value: "tabs" }));
    expect(c).toContainEqual(expect.objectContaining({ subject: "space", value: "false" }));
  });
  it.each(["Never use default exports", "Don't use default exports", "Avoid default exports"])("%s is a negative stance", (text) => {
    expect(claims(text, "preference")).toContainEqual(expect.objectContaining({ subject: "default export", value: "false" }));
  });
  it.each([
    ["We switched from Jest to Vitest", "Jest", "Vitest"],
    ["Migrated the queue from RabbitMQ to SQS last sprint", "RabbitMQ", "SQS"],
    ["Replaced moment with dayjs", "moment", "dayjs"],
    ["Bumped Node from 18 to 20", "18", "20"],
    ["We now use Vite instead of webpack", "webpack", "Vite"],
  ])("%s yields the old and the new value", (text, from, to) => {
    const c = claims(text, "decision");
    expect(c).toContainEqual(expect.objectContaining({ value: from, role: "old" }));
    expect(c).toContainEqual(expect.objectContaining({ value: to, role: "current" }));
  });
  it("no longer / deprecated say the old thing is out", () => {
    expect(claims("We no longer use Travis")).toContainEqual(expect.objectContaining({ subject: "travis", value: "false" }));
    expect(claims("The v1 endpoint is deprecated, use /v2/orders")).toContainEqual(expect.objectContaining({ value: "false" }));
  });
});

describe("values compare by meaning, not spelling", () => {
  it.each([
    ["30 s", "30000 ms", "same"],
    ["2 GiB", "2048 MiB", "same"],
    ["1k", "1000", "same"],
    ["30s", "45s", "differs"],
    ["enabled", "on", "same"],
    ["enabled", "off", "differs"],
  ])("%s vs %s → %s", (a, b, r) => expect(relation(parseValue(a), parseValue(b))).toBe(r));
  it("version ranges contain versions", () => {
    expect(relation(parseValue("^1.2", true), parseValue("1.3.0", true))).toBe("refines");
    expect(relation(parseValue("20", true), parseValue("22", true))).toBe("differs");
    expect(relation(parseValue("20", true), parseValue("20.11.1", true))).toBe("refines");
  });
});

describe("judging pairs", () => {
  it("contradictions in many phrasings", () => {
    expect(verdict("The API timeout is 30 s", "API_TIMEOUT=45000ms")).toBe("conflict");
    expect(verdict("maxRetries = 3", "MAX_RETRIES: 5")).toBe("conflict");
    expect(verdict("We use pnpm as the package manager", "I prefer yarn", {}, { type: "preference" })).toBe("conflict");
    expect(verdict("Feature flag newCheckout is enabled", "newCheckout is disabled")).toBe("conflict");
    expect(verdict("Deploys go out on Tuesdays", "Deploys go out on Thursdays")).toBe("conflict");
    expect(verdict("The default branch is main", "Default branch: develop", { type: "decision" }, { type: "gotcha" })).toBe("conflict");
  });
  it("a change statement is a conflict with a suggested supersession of the memory it changes", () => {
    const v = judgePair(mem("CI runs on Travis"), mem("We switched CI from Travis to GitHub Actions"));
    expect(v).toMatchObject({ verdict: "conflict", kind: "change", supersede: true });
  });
  it("look-alikes from other contexts are not conflicts, and say why", () => {
    expect(judgePair(mem("The staging DB host is db1.internal"), mem("The production DB host is db2.internal"))).toMatchObject({ verdict: "lookalike", reason: expect.stringMatching(/staging vs production/) });
    expect(verdict("The API port is 3000", "The API port is 8080", { project_id: "p1" }, { project_id: "p2" })).toBe("lookalike");
    expect(verdict("On macOS the build uses clang", "On Linux the build uses gcc")).toBe("lookalike");
    expect(
      verdict("The on-call rotation is weekly", "The on-call rotation is daily", { valid_from: Date.parse("2025-01-01"), valid_until: Date.parse("2025-06-30") }, { valid_from: Date.parse("2025-07-01") }),
    ).toBe("lookalike");
  });
  it("a project memory that departs from a default is an override", () => {
    expect(verdict("We use 2 spaces for indentation", "This project uses 4 spaces for indentation", { project_id: null, scope: "global" }, { project_id: "p1" })).toBe("override");
  });
  it("refinements and other properties of one entity are not conflicts", () => {
    expect(verdict("We use Postgres", "We use Postgres 16 with pgvector")).not.toBe("conflict");
    expect(verdict("Redis is our cache", "Redis runs on port 6380")).not.toBe("conflict");
    expect(verdict("Never use yarn", "Use npm")).not.toBe("conflict");
    expect(verdict("Step 1: install deps", "Step 2: install deps")).not.toBe("conflict");
  });
  it("duplicates: case, spacing, punctuation and order; never when a value differs", () => {
    expect(verdict("Run npm ci in CI.", "run  NPM CI in ci")).toBe("duplicate");
    expect(verdict("Lint, test and build on every push", "On every push: build, test and lint")).toBe("duplicate");
    expect(verdict("Node 20 on staging", "Node 22 on staging")).toBe("conflict");
    expect(verdict("The cache TTL is 5 minutes", "The cache TTL is 5 minutes and entries are gzipped")).not.toBe("duplicate");
  });
  it("a paraphrase by meaning is a duplicate unless a value or a name differs, or one side adds detail", () => {
    const [a, b] = [mem("User prefers pnpm over npm."), mem("The user likes pnpm better than npm.")];
    expect(judgePair(a, b).verdict).not.toBe("duplicate"); // by words alone: too different
    expect(judgePair(a, b, 0.92)).toMatchObject({ verdict: "duplicate", reason: expect.stringContaining("cosine 0.92") });
    expect(judgePair(a, b, 0.6).verdict).not.toBe("duplicate");
    expect(judgePair(mem("The nightly export takes 20 minutes"), mem("Nightly export runs for about 45 minutes"), 0.95).verdict).not.toBe("duplicate");
    expect(judgePair(mem("Maria owns the billing service"), mem("Billing is owned by Jonas"), 0.9).verdict).not.toBe("duplicate");
    expect(judgePair(mem("The cache is warmed on deploy"), mem("The cache is warmed on deploy by a job that replays the top thousand queries from yesterday's logs"), 0.9).verdict).not.toBe("duplicate");
  });

  it("explicit supersession is the writer's decision", () => {
    const a = mem("The API port is 3000");
    expect(judgePair(a, mem("The API port is 8080", { supersedes: a.id })).verdict).toBe("unrelated");
  });
});
