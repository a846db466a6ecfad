/**
 * Workers test files that reach a binding yet share one workerd runtime, and its storage, with the
 * other files of their group (vitest.config.ts: one `shared-N` project per group, `isolate: false`).
 *
 * Why: a file with a fresh runtime loads the Worker's whole module graph again in its first test
 * (seconds of CPU each, most of the suite's time); files that share a runtime load it once.
 *
 * The rule that decides a file's project, so a new file lands in the safe one by default:
 *   - named test/sharding*.test.ts → `sharding` (four databases bound, a fresh runtime per file);
 *   - reaches no binding (test/binding-free-files.ts) → `pure`;
 *   - listed here → its group's `shared-N` project;
 *   - anything else → `bindings`: a fresh runtime and fresh storage per file.
 * List a file here only when it reads and counts nothing beyond the users, organizations, keys and
 * rows it created itself: it must not settle the global indexing outbox (helpers.ts
 * `settleIndexing()` without its organization), run a job or cron (jobs walk every user), aggregate
 * rows of every user (a COUNT or MAX that binds no user or row), depend on rate limits, or migrate
 * (schema, migrations). Named organizations are shared by name, so a listed file's organization
 * names must be its own. Storage left by earlier files of the group is visible to it, in any order
 * (checked with ENGRAM_TEST_SHUFFLE_SEED, vitest.config.ts).
 *
 * Why groups: vitest-pool-workers 0.23 with `isolate: false` wraps the module runner's transport once
 * more for every file a runtime has run (onModuleRunner), so a module fetch costs more the more files
 * the runtime has had; several groups, each its own runtime, keep that nesting short. (Session 24,
 * at load 8-12: one shared and one fresh group instead of two each saved CPU, 559 s against 640 s
 * for the workers suite, but the merged shared group's files ran slower the later they came, 311 s of
 * wall against 206 s for the two groups, so the groups stay.)
 */
export const SHARED_RUNTIME_GROUPS: readonly (readonly string[])[] = [
  [
    "test/admin-users.test.ts",
    "test/api-keys.test.ts",
    "test/app-list.test.ts",
    "test/app-views.test.ts",
    "test/app-session.test.ts",
    "test/context-bundle.test.ts",
    "test/isolation.test.ts",
    "test/knowledge-outcomes.test.ts",
    "test/knowledge-skills.test.ts",
    "test/lifecycle-feedback.test.ts",
    "test/lifecycle-seed-import.test.ts",
    "test/lifecycle-stats.test.ts",
    "test/lifecycle-store.test.ts",
    "test/projects.test.ts",
    "test/read-sessions.test.ts",
    "test/supersede-permission.test.ts",
    "test/unknown-fields.test.ts",
    "test/validation.test.ts",
    "test/write-path.test.ts",
  ],
  [
    "test/mcp-directory.test.ts",
    "test/mcp-endpoint.test.ts",
    "test/mcp-fence.test.ts",
    "test/mcp-oauth.test.ts",
    "test/mcp-revisions.test.ts",
    "test/mcp-tools.test.ts",
    "test/oauth-cimd.test.ts",
    "test/oauth-connections.test.ts",
    "test/judgment-store.test.ts",
    "test/privacy-write-guard.test.ts",
    "test/recall-triggers.test.ts",
    "test/retrieval-graph-limits.test.ts",
    "test/retrieval-precedence.test.ts",
    "test/retrieval-recall.test.ts",
    "test/smoke.test.ts",
    "test/vector-hex.test.ts",
  ],
];

/**
 * Files that do use global state (run jobs over every user, settle the global outbox, count every
 * user's rows) yet need no configuration of their own: each group shares one runtime and its loaded
 * modules per worker (`fresh-N` projects), and test/fresh-storage.ts gives each file storage as the
 * migrations left it before it starts (waiting out the job driver's chain and background indexing
 * the previous file left, then emptying D1, KV and R2). A file here must not depend on rate limits
 * (the write buckets and the failed-authentication throttle live in Durable Objects, which are not
 * reset) or migrate. It may ask test/global-setup.ts for a value (the fake Messages API's URL, the
 * fuzz seed and scale): these projects run that global setup, as `bindings` does.
 */
export const FRESH_STORAGE_GROUPS: readonly (readonly string[])[] = [
  [
    "test/dev-faults.test.ts",
    "test/fuzz-api.test.ts",
    "test/input-limits.test.ts",
    "test/judgment.test.ts",
    "test/knowledge-consolidation-rules.test.ts",
    "test/lifecycle-conflicts.test.ts",
    "test/lifecycle-e2e.test.ts",
    "test/lifecycle-jobs.test.ts",
    "test/lifecycle-transfer.test.ts",
    "test/retrieval-lexical.test.ts",
  ],
  [
    "test/erase.test.ts",
    "test/index-drift.test.ts",
    "test/indexing.test.ts",
    "test/judgment-dense.test.ts",
    "test/judgment-llm.test.ts",
    "test/knowledge-llm.test.ts",
    "test/provenance.test.ts",
    "test/swarm-adversarial.test.ts",
    "test/swarm.test.ts",
    "test/vector-filters.test.ts",
  ],
];

/** The uses a FRESH_STORAGE_GROUPS file may not have: what resetting storage does not undo. */
export const FRESH_STORAGE_REFUSED = ["depends on rate limits", "migrates"];

/**
 * What in a test file's source reads or changes storage beyond its own rows: the calls and queries
 * the rule above forbids a listed file. A guard for the list (vitest.config.ts refuses a listed
 * file that has one), not the decider: a file without any still needs reading before it is listed.
 */
const GLOBAL_STATE_USES: readonly (readonly [RegExp, string, Seen?])[] = [
  // settleIndexing(orgId) waits for the file's own organization only.
  [/\bsettleIndexing\s*\(\s*\)/, "settles the global indexing outbox"],
  [/\/v1\/admin\/jobs|\brunCron\s*\(|\brunNightlySwarm\s*\(|\.scheduled\s*\(|createScheduledController/, "runs a job or cron over every user"],
  // An aggregate in a query that binds no parameter (no user, organization or row named): every user's rows.
  [/\b(?:COUNT|MAX|MIN|SUM)\s*\((?:(?![?"'`])[^\n])*\bFROM\s+\w+[^?"'`\n]*["'`]/i, "aggregates rows of every user"],
  // In code and comments, not in a fixture's words ("Add rate limiting", "Return 429"), which are
  // data the Worker stores; the error code a throttled request gets is a string, so it counts anywhere.
  [/\brate[_ ]limit|\b429\b|WRITE_BURST|WRITE_RATE/i, "depends on rate limits", "outside strings"],
  [/["'`]rate_limited["'`]/, "depends on rate limits"],
  [/\bd1_migrations\b|\bMIGRATION_DB\b|\bSCHEMA_DB\b|\bapplyD1Migrations\b/, "migrates"],
  [/\binject\s*\(/, "asks a global setup for a value"],
];

/** Where a use is looked for: the whole source (the default), or with the contents of its string literals blanked. */
type Seen = "outside strings";

/**
 * `source` with each single-line string literal's contents removed (its quotes kept). Approximate,
 * as a guard may be: a template literal's `${…}` is blanked with it, an apostrophe in a comment can
 * pair with a later quote on its line.
 */
export function withoutStringContents(source: string): string {
  return source.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, (literal) => literal[0] + literal[0]);
}

/** The reasons `source` may not share a runtime's storage (empty when none is seen). */
export function globalStateUses(source: string): string[] {
  const code = withoutStringContents(source);
  const reasons = GLOBAL_STATE_USES.filter(([pattern, , seen]) => pattern.test(seen === "outside strings" ? code : source)).map(([, reason]) => reason);
  return [...new Set(reasons)];
}
