/**
 * API fuzzing: every operation of the app's own OpenAPI document (and /mcp) gets malformed
 * requests with a valid credential, garbage credentials, and no credential. The promise checked:
 * bad input gets a 4xx in the one envelope `{ error: { code, message, details? } }` naming the
 * failing field; never a 5xx; and the data a known-good setup wrote is unchanged afterwards.
 *
 * Deterministic: FUZZ_SEED=<n> replays a run, FUZZ_SCALE=<n> multiplies the random rounds
 * (test/global-setup.ts). A failure prints the seed and each failing request.
 *
 * Two users in two organizations: `owner` holds the setup data and only ever sends requests that
 * must fail (so any that succeeds shows up twice: as "expected 4xx" and in the final comparison);
 * `scratch` sends noise that may legitimately succeed (unknown fields, random queries).
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../src/index";
import { ADMIN, newUser, settleIndexing } from "./helpers";
import { seededRng, type Rng } from "./fuzz/rng";
import { applyMutation, type JsonSchema, type Mutation, mutations, randomJson, toJsonText } from "./fuzz/schema-mutations";

const SEED = inject("fuzzSeed");
const SCALE = inject("fuzzScale");
/** The scale CI runs (test/global-setup.ts): about 11,000 requests in ~12 s. */
const DEFAULT_FUZZ_SCALE = 6;
const ORIGIN = "http://engram.test";
const MCP_HEADERS = { accept: "application/json, text/event-stream" };
const ISO = "2024-05-01T10:00:00.000Z";

// Request sending ---------------------------------------------------------------------------

interface Req {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  origin?: string;
}
interface Res {
  status: number;
  text: string;
  json: any;
  headers: Headers;
}

const show = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
function describeReq(r: Req): string {
  const body = r.body === undefined ? "" : typeof r.body === "string" ? ` body=${JSON.stringify(show(r.body))}` : ` body(bytes)=${show(new TextDecoder().decode(r.body))}`;
  return `${r.method} ${show((r.origin ?? "") + r.path, 200)} headers=${show(JSON.stringify(r.headers ?? {}), 200)}${body}`;
}

async function send(r: Req): Promise<Res | null> {
  let request: Request;
  try {
    request = new Request(`${r.origin ?? ORIGIN}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
  } catch {
    return null; // a header or URL no client can send (e.g. a newline in a header value)
  }
  // The worker's own fetch (the OAuth front and the app), called directly: `exports.default.fetch`
  // gets slower with every call in a file (~0.3 ms more each), which thousands of requests cannot afford.
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

const jsonHeaders = (key?: string, extra: Record<string, string> = {}) => ({
  "content-type": "application/json",
  ...(key ? { authorization: `Bearer ${key}` } : {}),
  ...extra,
});

// Checks ------------------------------------------------------------------------------------

class Findings {
  readonly list: string[] = [];
  count = 0;
  add(req: Req, res: Res | null, why: string) {
    this.list.push(`${why}\n    request:  ${describeReq(req)}\n    response: ${res ? `${res.status} ${show(res.text)}` : "(none)"}`);
  }
  assertNone() {
    console.log(`fuzz: ${this.count} requests`);
    const head = `fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED} npx vitest run test/fuzz-api.test.ts); ${this.count} requests, ${this.list.length} findings`;
    expect(this.list.length, `${head}\n  ${this.list.slice(0, 25).join("\n  ")}`).toBe(0);
  }
}

/** Why a 4xx body is not the one error envelope (null when it is). /mcp may answer JSON-RPC errors. */
function envelopeProblem(req: Req, res: Res): string | null {
  const b = res.json;
  if (req.path.startsWith("/mcp") && b?.jsonrpc === "2.0" && typeof b.error?.code === "number" && typeof b.error?.message === "string") return null;
  if (!/^application\/json/.test(res.headers.get("content-type") ?? "")) return `4xx content-type is ${res.headers.get("content-type")}`;
  if (!b || typeof b !== "object" || Array.isArray(b)) return "4xx body is not a JSON object";
  if (Object.keys(b).join() !== "error") return `4xx body keys are [${Object.keys(b)}], not [error]`;
  const e = b.error;
  if (typeof e?.code !== "string" || typeof e?.message !== "string" || !e.message) return "error.code/message missing";
  const extra = Object.keys(e).filter((k) => !["code", "message", "details"].includes(k));
  if (extra.length) return `error has unexpected keys ${extra}`;
  return null;
}

/** Any request: never 5xx; a 4xx is the envelope. */
/** Every request this file sent (the issue's bar: at least 10,000 per CI run at the default scale). */
let sent = 0;

function checkAny(f: Findings, req: Req, res: Res | null): boolean {
  f.count++;
  sent++;
  if (!res) return true;
  if (res.status >= 500) return f.add(req, res, `5xx (${res.status})`), false;
  if (res.status >= 400) {
    const p = envelopeProblem(req, res);
    if (p) return f.add(req, res, `envelope: ${p}`), false;
  }
  return true;
}

/** A request that must fail: a 4xx envelope, and when `field` is given, a 400/413/422 naming it. */
function checkInvalid(f: Findings, req: Req, res: Res | null, field?: string, statuses?: number[]): void {
  if (!res || !checkAny(f, req, res)) return;
  if (res.status < 400) return f.add(req, res, `expected a 4xx, got ${res.status} (bad input was accepted)`);
  if (statuses && !statuses.includes(res.status)) return f.add(req, res, `expected ${statuses.join("/")}, got ${res.status}`);
  const e = res.json?.error;
  if (!field || ![400, 413, 422].includes(res.status) || !e) return;
  const named = e.details?.field === field || (typeof e.message === "string" && e.message.includes(field));
  if (!named) f.add(req, res, `400 does not name the failing field '${field}' (details.field=${JSON.stringify(e.details?.field)})`);
}

// The OpenAPI document -----------------------------------------------------------------------

interface Op {
  key: string; // "POST /v1/memories/{id}/feedback"
  method: string;
  template: string;
  auth: "api_key" | "admin" | "none";
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

function operations(doc: any): Op[] {
  const ops: Op[] = [];
  for (const [template, byMethod] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(byMethod)) {
      const params: any[] = op.parameters ?? [];
      const sec = op.security?.[0];
      ops.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        auth: !sec ? "none" : "adminToken" in sec ? "admin" : "api_key",
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema })),
        body: op.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return ops;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_m, n) => values[n]);

// Known-good bodies (each valid for its schema; mutations change one field at a time) ----------

const vector = Array.from({ length: 256 }, (_, i) => Math.sin(i));
const memoryBase = {
  content: "Fuzz base: the deploy script needs NODE_ENV set", type: "fact", scope: "project", project: "fuzz-proj",
  title: "deploy", tags: ["deploy", "env"], metadata: { origin: "fuzz", n: 1 }, source: "user_stated",
  importance: 0.5, confidence: 0.7, tier: "ltm", session_id: "fuzz-session", occurred_at: ISO, valid_from: ISO,
  valid_until: "2030-01-01T00:00:00.000Z", pinned: false, embedding: { model: "engram-hashing-v1", dimension: 256, vector },
};
const outcomeBase = {
  task: { input: "Fix the flaky login test", type: "BUGFIX" }, project: "fuzz-proj", session_id: "fuzz-session", verified: true,
  verification: { tests: "12/12 passed" },
  errors: [{ error: "TypeError: x is undefined", solution: "guard x", technology: "typescript", solution_verified: true }],
  decisions: [{ question: "retry?", decision: "no retries", reason: "hides bugs" }],
  files: { created: ["src/a.ts"], modified: ["src/b.ts"] },
  learnings: [{ type: "gotcha", content: "the login test depends on the clock", technology: "vitest", tech_specific: true, promote_to_global: false }],
  rating: 7, promote_to_global: false,
};
const skillBase = {
  name: "fuzz skill", description: "Restart the dev server cleanly", triggers: ["dev server hangs"], prerequisites: ["node"],
  body: { kind: "procedure", language: "bash", content: "1. kill the port\n2. npm run dev" }, uses_skills: [],
};
const BODIES: Record<string, unknown> = {
  "POST /v1/admin/users": { name: "fuzz admin user", org: "fuzz-org-c" },
  "POST /v1/admin/users/{id}/keys": { name: "fuzz key" },
  "POST /v1/admin/organizations/{id}/move": { database: "DB" },
  "POST /v1/conflicts/{id}/resolve": { action: "merge", note: "n", merged_content: "merged text" },
  "POST /v1/memories/{id}/feedback": { type: "CONFIRM", rating: 5, comment: "fine" },
  "POST /v1/memories/{id}/usage": { success: false, severity: "LOW", context: "applied it" },
  "POST /v1/import": { files: { "preferences.yaml": "code_style:\n  comments: \"minimal\"\n" }, project: "fuzz-proj" },
  "POST /v1/memories": memoryBase,
  "POST /v1/memories/batch": { memories: [memoryBase] },
  "PATCH /v1/memories/{id}": {
    content: "patched content", title: "t", tags: ["x"], metadata: { a: 1 }, type: "fact", importance: 0.4, tier: "ltm",
    occurred_at: ISO, valid_from: ISO, valid_until: null, pinned: false, embedding: { model: "engram-hashing-v1", vector },
  },
  "POST /v1/projects": { name: "fuzz-proj-2" },
  "POST /v1/projects/{name}/members": { user_id: "usr_00000000000000000000000000", role: "member" },
  "POST /v1/recall": {
    query: "deploy script", k: 5, project: "fuzz-proj", scopes: ["project", "private"], types: ["fact"], tags: ["deploy"],
    since: "2020-01-01T00:00:00Z", until: "2031-01-01T00:00:00Z", as_of: ISO, include_archived: false,
    embedding: { model: "engram-hashing-v1", vector }, triggers: { file: "src/deploy.ts", error: "NODE_ENV missing", keywords: ["deploy"] }, context: 1,
  },
  "POST /v1/consolidate": { max_episodes: 5 },
  "POST /v1/keys": { name: "fuzz" },
  "POST /v1/outcomes": outcomeBase,
  "POST /v1/skills": skillBase,
  "POST /v1/skills/{id}/uses": { success: true, satisfaction: 7, note: "worked" },
  "POST /v1/admin/orgs": { name: "fuzz-org-d", admin: "fuzz org admin" },
  "POST /v1/admin/orgs/{id}/admins": { user_id: "usr_00000000000000000000000000" },
  "PUT /v1/me/swarm": { enabled: false },
  "POST /v1/swarm/items/{id}/use": { success: true, rating: 7 },
  "POST /v1/swarm/items/{id}/report": { reason: "wrong" },
  "PUT /v1/orgs/{id}/members/{userId}/role": { role: "member" },
  "PUT /v1/orgs/{id}/swarm": { enabled: false, max_promotions: 5, quarantine_reports: 1 },
  "POST /v1/orgs/{id}/swarm/items/{itemId}/approve": { content: "a general statement of the fix" },
};

/** Operations that change a resource named in the path: the owner never points them at real data. */
const WRITES_WITHOUT_BODY = new Set([
  "DELETE /v1/admin/keys/{id}", "POST /v1/admin/jobs/{name}/run", "POST /v1/memories/{id}/pin", "POST /v1/memories/{id}/unpin",
  "POST /v1/memories/{id}/restore", "DELETE /v1/memories/{id}", "DELETE /v1/keys/{id}", "DELETE /v1/connections/{id}",
  "POST /v1/memories/{id}/erase", "POST /v1/admin/users/{id}/erase",
  "DELETE /v1/orgs/{id}/members/{userId}", "POST /v1/orgs/{id}/swarm/items/{itemId}/reject", "POST /v1/orgs/{id}/swarm/items/{itemId}/withdraw",
]);

/** Irreversible operations: noise never points them at the scratch user's real data either (it must stay usable). */
const IRREVERSIBLE = new Set(["POST /v1/memories/{id}/erase", "POST /v1/admin/users/{id}/erase"]);

const BAD_IDS = [
  "x".repeat(65), "x".repeat(3000), "' OR '1'='1", "%22%3B%20DROP%20TABLE%20memories%3B%20--", "a%2Fb", "%2F..%2F..%2Fetc%2Fpasswd",
  "%25", "%2525", "%00", "%E0%A4%A", "%ED%A0%80", "%FF%FE", "%F0%9F%92%A9", "%20", "..", "null", "-1", "1e309",
  "mem_00000000000000000000000000", "%C3%A9%CC%81", "a;b", "a,b", "%0A", "*", "%27", "()",
];
const TOO_LONG = new Set([BAD_IDS[0], BAD_IDS[1]]);

/** Invalid query values for a parameter's schema (query strings are strings; numbers are coerced). */
function invalidQueryValues(s: JsonSchema): string[] {
  const out: string[] = [];
  const types = ([] as string[]).concat(s.type ?? []);
  if (s.enum) out.push("bogus", String(s.enum[0]).toUpperCase() === s.enum[0] ? "x" : String(s.enum[0]).toUpperCase());
  if (types.includes("number") || types.includes("integer")) {
    out.push("NaN", "abc", "1e309", "-1e309", "Infinity");
    if (types.includes("integer")) out.push("1.5");
    if (s.minimum !== undefined) out.push(String(s.minimum - 1));
    if (s.maximum !== undefined) out.push(String(s.maximum + 1), "99999999999999999999");
  }
  if (types.includes("string")) {
    if (s.maxLength !== undefined) out.push("x".repeat(s.maxLength + 1));
    if (s.pattern) out.push("-lead", "%20lead");
    if (/ISO 8601/.test(s.description ?? "")) out.push("not-a-date", "2024-13-45");
  }
  return out;
}

// Setup data --------------------------------------------------------------------------------

interface World {
  owner: { id: string; key: string };
  scratch: { id: string; key: string };
  ownerMemory: string;
  ownerSkill: string;
  scratchMemory: string;
  scratchSkill: string;
}

async function mustCall(method: string, path: string, key: string, body?: unknown): Promise<any> {
  const res = await send({ method, path, headers: jsonHeaders(key), body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res || res.status >= 300) throw new Error(`setup ${method} ${path}: ${res?.status} ${res?.text}`);
  return res.json;
}

async function seedUser(key: string, tag: string): Promise<{ memory: string; skill: string }> {
  await mustCall("POST", "/v1/projects", key, { name: "fuzz-proj" });
  const m = await mustCall("POST", "/v1/memories", key, { ...memoryBase, embedding: undefined, content: `${tag}: the deploy script needs NODE_ENV set` });
  await mustCall("POST", "/v1/memories", key, { content: `${tag}: prefers tabs ✓ — 中文 😀`, type: "preference", tags: ["style"], metadata: { deep: { a: [1, { b: null }] } } });
  await mustCall("POST", "/v1/memories", key, { content: `${tag}: never run migrations by hand`, type: "gotcha", project: "fuzz-proj", pinned: true, importance: 0.9 });
  const s = await mustCall("POST", "/v1/skills", key, { ...skillBase, name: `${tag} skill` });
  return { memory: m.memory.id, skill: s.skill.id };
}

/** What the owner can read back, minus fields that reads themselves change (access statistics). */
async function snapshot(w: World): Promise<unknown> {
  const key = w.owner.key;
  const memories = (await mustCall("GET", "/v1/memories?include_archived=true&limit=200", key)).memories
    .map(({ access_count: _a, last_accessed_at: _l, ...m }: any) => m)
    .sort((a: any, b: any) => a.id.localeCompare(b.id));
  const histories = [];
  for (const m of memories) histories.push(await mustCall("GET", `/v1/memories/${m.id}/history`, key));
  return {
    memories,
    histories,
    projects: await mustCall("GET", "/v1/projects", key),
    skill: await mustCall("GET", `/v1/skills/${w.ownerSkill}`, key),
    keys: await mustCall("GET", "/v1/keys", key),
    conflicts: await mustCall("GET", "/v1/conflicts?status=all", key),
  };
}

// The suite ---------------------------------------------------------------------------------

describe(`API fuzz (seed ${SEED}, scale ${SCALE})`, () => {
  let doc: any;
  let ops: Op[];
  let w: World;
  let before: unknown;
  const rng: Rng = seededRng(SEED);

  beforeAll(async () => {
    console.log(`fuzz seed ${SEED}, scale ${SCALE} (FUZZ_SEED / FUZZ_SCALE to change)`);
    const res = await send({ method: "GET", path: "/openapi.json" });
    doc = res!.json;
    ops = operations(doc);
    const owner = await newUser("fuzz owner", "fuzz-org-a");
    const scratch = await newUser("fuzz scratch", "fuzz-org-b");
    const o = await seedUser(owner.key, "owner");
    const s = await seedUser(scratch.key, "scratch");
    w = { owner, scratch, ownerMemory: o.memory, ownerSkill: o.skill, scratchMemory: s.memory, scratchSkill: s.skill };
    await settleIndexing();
    before = await snapshot(w);
  });

  const keyFor = (op: Op, user: { key: string }) => (op.auth === "admin" ? ADMIN : op.auth === "none" ? undefined : user.key);

  /** Path values for the owner: real ids where only invalid input is sent, never for writes without a body. */
  function ownerPath(op: Op): Record<string, string> {
    const real = !WRITES_WITHOUT_BODY.has(op.key);
    const values: Record<string, string> = {};
    for (const p of op.pathParams) {
      if (!real || op.template.startsWith("/v1/conflicts") || op.template.startsWith("/v1/graph")) values[p] = p === "name" ? "no-such-job" : "zzz_no_such_id";
      else if (op.template.startsWith("/v1/skills")) values[p] = w.ownerSkill;
      else if (op.template.startsWith("/v1/projects")) values[p] = "fuzz-proj";
      else if (op.template.startsWith("/v1/admin/users")) values[p] = w.owner.id;
      else values[p] = w.ownerMemory;
    }
    return values;
  }

  it("knows a valid body for every documented operation that takes one", () => {
    const missing = ops.filter((op) => op.body && !(op.key in BODIES)).map((op) => op.key);
    expect(missing, "add a known-good body to BODIES for these operations").toEqual([]);
    expect(ops.length).toBeGreaterThan(30);
  });

  // The first of these also loads the Worker into the isolate; 120 s timed out at load 11 (133 s).
  it("malformed bodies: a 4xx naming the failing field, nothing applied", { timeout: 240_000 }, async () => {
    const f = new Findings();
    for (const op of ops.filter((o) => o.body)) {
      const base = BODIES[op.key];
      const path = fill(op.template, ownerPath(op));
      const key = keyFor(op, w.owner);
      const chosen = everyFieldThenRandom(rng, mutations(op.body!, base), Math.round(40 * SCALE));
      for (const m of chosen) {
        const req = { method: op.method, path, headers: jsonHeaders(key), body: toJsonText(applyMutation(base, m)) };
        checkInvalid(f, req, await send(req), m.field);
      }
      // The whole body at once.
      const text = JSON.stringify(base);
      const required = (op.body!.required ?? []) as string[];
      const firstRequired = Object.keys(op.body!.properties ?? {}).find((k) => required.includes(k));
      const raws: [string | Uint8Array, string?][] = [
        [""], ["   "], ["[]", "(body)"], ["null", "(body)"], ["42", "(body)"], ['"str"', "(body)"], ["true", "(body)"],
        [text.slice(0, 1 + rng.int(text.length - 1))], ["{"], ['{"a":}'], [`${text.slice(0, -1)},"x": NaN}`],
        [`${text}${text}`], ["[".repeat(100_000) + "]".repeat(100_000), "(body)"],
        // Invalid UTF-8 inside the first string value: not JSON (RFC 8259), so never stored as U+FFFD.
        [new Uint8Array([...new TextEncoder().encode(text.slice(0, text.indexOf(':"') + 2)), 0xff, 0xfe, 0xc3, ...new TextEncoder().encode(text.slice(text.indexOf(':"') + 2))])],
      ];
      if (firstRequired) raws.push(["{}", firstRequired], ['{"a":'.repeat(50_000) + "1" + "}".repeat(50_000), firstRequired]);
      for (const [body, field] of raws) {
        const req = { method: op.method, path, headers: jsonHeaders(key), body };
        checkInvalid(f, req, await send(req), field);
      }
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", "json", ""]) {
        if (op.key === "POST /v1/import") continue; // any other type is NDJSON; covered below
        const req = { method: op.method, path, headers: { ...jsonHeaders(key), "content-type": type }, body: text };
        checkInvalid(f, req, await send(req), undefined, [415]);
      }
    }
    // Over the 4 MB limit: refused before parsing.
    for (const op of ops.filter((o) => o.body).slice(0, 4)) {
      const req = { method: op.method, path: fill(op.template, ownerPath(op)), headers: jsonHeaders(keyFor(op, w.owner)), body: `{"a":"${"x".repeat(4 * 1024 * 1024)}"}` };
      checkInvalid(f, req, await send(req), undefined, [413]);
    }
    // NDJSON import: every line is checked before anything is stored.
    const ndjson = (lines: string[]) => ({ method: "POST", path: "/v1/import", headers: { ...jsonHeaders(w.owner.key), "content-type": "application/x-ndjson" }, body: lines.join("\n") });
    const good = JSON.stringify({ content: "imported ok" });
    for (const [lines, field] of [
      [[""], "lines"], [[good, "{"], "lines.2"], [[good, "[]"], "lines.2"], [[good, '{"content":42}'], "lines.2.content"],
      [[good, '{"content":"x","id":"mem_bad"}'], "lines.2.id"], [[good, '{"content":"x","confidence":1e309}'], "lines.2.confidence"],
      [[good, '{"content":"a\\ud800b"}'], "lines.2.content"], [[good, '{"content":"x","created_at":"yesterday"}'], "lines.2.created_at"],
    ] as [string[], string][]) {
      const req = ndjson(lines);
      checkInvalid(f, req, await send(req), field);
    }
    f.assertNone();
  });

  it("malformed paths and query strings: a 4xx naming the parameter", { timeout: 120_000 }, async () => {
    const f = new Findings();
    for (const op of ops) {
      if (op.template === "/mcp" || op.auth === "none") continue;
      const key = keyFor(op, w.owner);
      const body = BODIES[op.key] === undefined ? undefined : JSON.stringify(BODIES[op.key]);
      const headers = jsonHeaders(key);
      // Bad path ids, with an otherwise valid request: never a real resource, so never applied.
      for (const param of op.pathParams) {
        for (const bad of BAD_IDS) {
          const values = { ...ownerPath(op), [param]: bad };
          const req = { method: op.method, path: fill(op.template, values), headers, body };
          const res = await send(req);
          checkInvalid(f, req, res, TOO_LONG.has(bad) ? param : undefined);
        }
      }
      // Bad query values, one parameter at a time.
      for (const q of op.query) {
        for (const bad of invalidQueryValues(q.schema)) {
          const req = { method: op.method, path: `${fill(op.template, ownerPath(op))}?${q.name}=${encodeURIComponent(bad)}`, headers, body };
          checkInvalid(f, req, await send(req), q.name);
        }
      }
    }
    f.assertNone();
  });

  it("noise that may succeed (unknown fields, random values and queries) never yields a 5xx", { timeout: 120_000 }, async () => {
    const f = new Findings();
    const scratchPath = (op: Op): Record<string, string> => {
      const values: Record<string, string> = {};
      for (const p of op.pathParams) {
        if (rng.chance(0.3) || op.key === "POST /v1/admin/jobs/{name}/run" || IRREVERSIBLE.has(op.key)) values[p] = encodeURIComponent(rng.string(1 + rng.int(70)));
        else if (op.template.startsWith("/v1/skills")) values[p] = w.scratchSkill;
        else if (op.template.startsWith("/v1/projects")) values[p] = "fuzz-proj";
        else if (op.template.startsWith("/v1/admin/users")) values[p] = w.scratch.id;
        else if (op.template.startsWith("/v1/admin/keys") || op.template.startsWith("/v1/keys")) values[p] = "key_no_such_key";
        else values[p] = w.scratchMemory;
      }
      return values;
    };
    const queryValue = (s: JsonSchema): string =>
      rng.pick([
        () => String(rng.pick((s.enum as string[] | undefined) ?? ["1"])),
        () => String(rng.int(300) - 20),
        () => rng.string(rng.int(50)),
        () => "true",
        () => "2024-01-01",
        () => rng.pick(["fact,gotcha", "private,,team", "stm", ",,,", "a,b,c"]),
      ])();
    for (const op of ops) {
      if (op.template === "/mcp" || op.key === "POST /v1/consolidate") continue; // /mcp has its own test; consolidate is slow and covered by its own tests
      const key = keyFor(op, w.scratch);
      const base = BODIES[op.key];
      // The known-good body is accepted (so the mutations above change exactly one thing).
      if (base !== undefined && op.pathParams.length === 0) {
        const req = { method: op.method, path: op.template, headers: jsonHeaders(key), body: JSON.stringify(base) };
        const res = await send(req);
        if (checkAny(f, req, res) && res && [400, 413, 415].includes(res.status)) f.add(req, res, "the known-good body was refused");
      }
      const rounds = Math.max(1, Math.round(6 * SCALE));
      for (let i = 0; i < rounds; i++) {
        let body: unknown = base === undefined ? undefined : structuredClone(base);
        if (body && typeof body === "object") {
          const b = body as Record<string, unknown>;
          for (let n = rng.int(3); n >= 0; n--) b[rng.pick(["extra", "__proto__x", "constructor", "id", "user_id", "owner_id", rng.string(6)])] = randomJson(rng);
          const strings = Object.keys(b).filter((k) => typeof b[k] === "string");
          if (strings.length && rng.chance(0.5)) b[rng.pick(strings)] = rng.string(rng.pick([1, 20, 400, 3000]));
          const nested = Object.keys(b).filter((k) => b[k] && typeof b[k] === "object" && !Array.isArray(b[k]));
          if (nested.length && rng.chance(0.5)) (b[rng.pick(nested)] as Record<string, unknown>)[rng.string(5)] = randomJson(rng);
          if (rng.chance(0.1)) b.metadata = { deep: JSON.parse("[".repeat(2000) + "]".repeat(2000)) };
        }
        const params = op.query.filter(() => rng.chance(0.5)).map((q) => `${q.name}=${encodeURIComponent(queryValue(q.schema))}`);
        if (rng.chance(0.3)) params.push(`${encodeURIComponent(rng.string(5))}=${encodeURIComponent(rng.string(rng.int(30)))}`);
        if (rng.chance(0.2) && op.query.length) params.push(`${op.query[0].name}=a`, `${op.query[0].name}=b`); // repeated
        if (op.key === "DELETE /v1/memories/{id}" && rng.chance(0.5)) params.push(`reason=${encodeURIComponent(rng.string(rng.pick([5, 600])))}`);
        const headers: Record<string, string> = jsonHeaders(key);
        if (rng.chance(0.2)) headers["idempotency-key"] = rng.pick([rng.string(10), "k-".repeat(rng.int(200)), "ok-key-1"]);
        const req = {
          method: op.method,
          path: `${fill(op.template, scratchPath(op))}${params.length ? `?${params.join("&")}` : ""}`,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        };
        checkAny(f, req, await send(req));
      }
    }
    // An Idempotency-Key no client should send is refused, by name.
    for (const op of ["/v1/memories", "/v1/memories/batch", "/v1/outcomes"]) {
      for (const idem of ["", " ", "x".repeat(256), "ключ", "a b", "\t"]) {
        const body = JSON.stringify(BODIES[`POST ${op}`]);
        const req = { method: "POST", path: op, headers: jsonHeaders(w.scratch.key, { "idempotency-key": idem }), body };
        checkInvalid(f, req, await send(req), "Idempotency-Key", [400]);
      }
    }
    f.assertNone();
  });

  it("/mcp: malformed JSON-RPC and invalid tool arguments are refused, never a 5xx", { timeout: 120_000 }, async () => {
    const f = new Findings();
    const mcp = (body: string | Uint8Array, key = w.owner.key, extra: Record<string, string> = {}): Req => ({
      method: "POST", path: "/mcp", headers: { ...jsonHeaders(key), ...MCP_HEADERS, ...extra }, body,
    });
    const rpc = (method: string, params?: unknown, id: unknown = 1) => JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
    const shapes: string[] = [
      "", "{", "[]", "[{}]", "{}", "null", "42", '"x"', '{"jsonrpc":"1.0","id":1,"method":"tools/list"}', '{"jsonrpc":"2.0","id":1,"method":42}',
      rpc("tools/list", undefined, { a: 1 }), rpc("tools/list", undefined, null), rpc("no/such/method"), rpc("tools/list", "params as a string"),
      rpc("tools/call", {}), rpc("tools/call", { name: "no_such_tool", arguments: {} }), rpc("tools/call", { name: "recall", arguments: "x" }),
      rpc("tools/call", { name: "recall", arguments: null }), rpc("tools/call", { name: 42 }), rpc("resources/read", { uri: "engram://nope/%00" }),
      rpc("resources/read", { uri: "x".repeat(10_000) }), rpc("prompts/get", { name: "nope" }), rpc("prompts/get", { name: "x".repeat(5000), arguments: { a: 1 } }),
      '{"jsonrpc":"2.0","method":"notifications/initialized"}', `[${rpc("tools/list")},${rpc("tools/list", undefined, 2)}]`,
      rpc("tools/call", { name: "recall", arguments: { query: "x", k: "1e309" } }).replace('"1e309"', "1e309"),
      rpc("tools/list", { cursor: "x".repeat(100_000) }), "[".repeat(50_000) + "]".repeat(50_000),
    ];
    for (const body of shapes) {
      const req = mcp(body);
      checkAny(f, req, await send(req));
    }
    for (const [extra, status] of [[{ accept: "text/html" }, 406], [{ "content-type": "text/plain" }, 415]] as const) {
      const req = mcp(rpc("tools/list"), w.owner.key, extra);
      checkInvalid(f, req, await send(req), undefined, [status]);
    }
    // Invalid arguments for every tool, derived from the tool's own inputSchema.
    const listed = await send(mcp(rpc("tools/list")));
    const tools: { name: string; inputSchema: JsonSchema }[] = listed!.json.result.tools;
    const args: Record<string, Record<string, unknown>> = {
      remember: { ...memoryBase, embedding: undefined },
      recall: { ...(BODIES["POST /v1/recall"] as object), embedding: undefined },
      forget: { id: w.ownerMemory, reason: "r" },
      feedback: { id: w.ownerMemory, type: "CONFIRM", rating: 5, comment: "c" },
      get_context: { project: "fuzz-proj", files: ["src/a.ts"], error: "boom", max_tokens: 1000 },
      record_outcome: outcomeBase,
      list_conflicts: { status: "open", limit: 10 },
      resolve_conflict: { id: "cfl_none", action: "merge", note: "n", merged_content: "m" },
      pin: { id: w.ownerMemory, pinned: true },
      save_skill: skillBase,
      find_skills: { query: "dev server", limit: 5 },
      record_skill_use: { id: w.ownerSkill, success: true, satisfaction: 5, note: "n" },
      find_shared: { query: "dev server", limit: 5 },
      rate_shared: { id: "swm_none", success: true, rating: 5 },
    };
    expect(tools.map((t) => t.name).filter((n) => !(n in args)), "add base arguments for these tools").toEqual([]);
    for (const tool of tools) {
      const base = JSON.parse(JSON.stringify(args[tool.name]));
      const all = mutations(tool.inputSchema, base);
      const chosen = everyFieldThenRandom(rng, all, Math.round(10 * SCALE));
      for (const m of chosen) {
        const req = mcp(toJsonText({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: tool.name, arguments: applyMutation(base, m) } }));
        const res = await send(req);
        if (!checkAny(f, req, res) || !res) continue;
        const r = res.json?.result;
        const refused = res.json?.error || r?.isError === true;
        if (!refused) f.add(req, res, `tool accepted invalid argument ${m.field} (${m.label})`);
        else if (r?._meta?.error?.status >= 500 || /internal/i.test(r?.content?.[0]?.text ?? "")) f.add(req, res, "tool error is internal");
      }
    }
    f.assertNone();
  });

  it("garbage credentials → 401 envelope, never a 5xx", { timeout: 120_000 }, async () => {
    const f = new Findings();
    const owner = w.owner.key;
    const garbage = [
      "", "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", `Basic ${owner}`, owner, `Bearer ${owner}x`, `Bearer x${owner}`, `Bearer ${owner.toUpperCase()}`,
      `Bearer ${owner.slice(0, -1)}`, `Bearer ${owner} ${owner}`, `Bearer ${"a".repeat(100_000)}`, `Bearer egm_${"A".repeat(43)}`, "Bearer egm_",
      "Bearer ключ-😀", "Bearer \u00e9\u00e9", "Bearer %00", "Bearer null", "Bearer undefined", `Bearer ${ADMIN}x`, "Bearer ' OR '1'='1",
      `Token ${owner}`, `Bearer\t${"b".repeat(64)}`,
    ];
    for (let i = 0; i < Math.round(20 * SCALE); i++) garbage.push(`Bearer ${rng.string(1 + rng.int(100))}`, rng.string(rng.int(80)));
    const targets: Req[] = [
      { method: "GET", path: "/v1/memories" },
      { method: "POST", path: "/v1/memories", body: JSON.stringify(memoryBase) },
      { method: "GET", path: `/v1/memories/${w.ownerMemory}` },
      { method: "POST", path: "/v1/recall", body: JSON.stringify({ query: "deploy" }) },
      { method: "DELETE", path: `/v1/memories/${w.ownerMemory}` },
      { method: "GET", path: "/v1/admin/jobs" },
      { method: "POST", path: "/v1/admin/users", body: JSON.stringify({ name: "x" }) },
      { method: "POST", path: "/mcp", body: rpc0() },
      { method: "POST", path: "/mcp", body: rpc0(), origin: "http://127.0.0.1" }, // through the OAuth front
    ];
    for (const t of targets) {
      for (const auth of garbage) {
        const req = { ...t, headers: { "content-type": "application/json", ...MCP_HEADERS, authorization: auth } };
        checkInvalid(f, req, await send(req), undefined, [401]);
      }
    }
    // The right credential at the wrong door.
    for (const [path, auth] of [["/v1/admin/jobs", owner], ["/v1/memories", ADMIN], ["/v1/keys", ADMIN]]) {
      const req = { method: "GET", path, headers: { authorization: `Bearer ${auth}` } };
      checkInvalid(f, req, await send(req), undefined, [401]);
    }
    f.assertNone();
  });

  it("no credential: every route answers 401 (or 404), never data, never a 5xx", async () => {
    const f = new Findings();
    for (const op of ops) {
      if (op.auth === "none") continue;
      const body = op.key === "POST /mcp" ? rpc0() : BODIES[op.key] === undefined ? undefined : JSON.stringify(BODIES[op.key]);
      const path = fill(op.template, Object.fromEntries(op.pathParams.map((p) => [p, ownerPath(op)[p]])));
      const variants: Record<string, string>[] = [{ "content-type": "application/json", ...MCP_HEADERS }, { "content-type": "application/json", authorization: "" }];
      for (const headers of variants) {
        const req = { method: op.method, path, headers, body };
        checkInvalid(f, req, await send(req), undefined, [401, 404]);
      }
    }
    f.assertNone();
  });

  it("the setup data reads back unchanged after all of the above", async () => {
    await settleIndexing();
    expect(await snapshot(w)).toEqual(before);
  });

  it.skipIf(SCALE < DEFAULT_FUZZ_SCALE)("sent at least 10,000 generated requests", () => {
    console.log(`fuzz: ${sent} requests in all`);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  });
});

/** One mutation of every distinct field (and every lone-surrogate case), then `extra` random ones. */
function everyFieldThenRandom(rng: Rng, all: Mutation[], extra: number): Mutation[] {
  const byField = new Map<string, Mutation[]>();
  for (const m of all) byField.set(m.field, [...(byField.get(m.field) ?? []), m]);
  const chosen = [...byField.values()].map((ms) => rng.pick(ms));
  chosen.push(...all.filter((m) => m.label === "lone surrogate"));
  for (let i = 0; i < extra; i++) chosen.push(rng.pick(all));
  return chosen;
}

function rpc0(): string {
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
}
