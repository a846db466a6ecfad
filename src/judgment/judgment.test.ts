import { describe, expect, it } from "vitest";
import { extractClaims } from "./claims";
import { type JudgedMemory, judgePair } from "./compare";
import { contentWords, subjectKey } from "./text";
import { deniedByOne, deniesSomething, polarityConflict, rootOf, rootsMatch, stanceOf } from "./negation-scope";
import { distinctShape, distinctValueConflict } from "./distinct-values";
import { episodesMayMerge } from "./episodes";
import { minimalPairConflict, semanticDuplicateBlocker, textSimilarity } from "./similarity";
import { slotConflict } from "./slots";
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
    // Below the learned gate (compare.ts LEARNED_DUPLICATE_MIN_COS, 0.45 since round 13) nothing merges a pair this far in meaning.
    expect(judgePair(a, b, 0.4).verdict).not.toBe("duplicate");
    // At 0.6 the rules' meaning gate is not met; every word pairs up (prefers / likes), which the learned model takes (round 5).
    expect(judgePair(a, b, 0.6).reason).toMatch(/^learned:/);
    expect(judgePair(mem("The nightly export takes 20 minutes"), mem("Nightly export runs for about 45 minutes"), 0.95).verdict).not.toBe("duplicate");
    expect(judgePair(mem("Maria owns the billing service"), mem("Billing is owned by Jonas"), 0.9).verdict).not.toBe("duplicate");
    expect(judgePair(mem("The cache is warmed on deploy"), mem("The cache is warmed on deploy by a job that replays the top thousand queries from yesterday's logs"), 0.9).verdict).not.toBe("duplicate");
  });

  it("explicit supersession is the writer's decision", () => {
    const a = mem("The API port is 3000");
    expect(judgePair(a, mem("The API port is 8080", { supersedes: a.id })).verdict).toBe("unrelated");
  });
});

describe("scoped negation", () => {
  it("a cue denies the words in its clause only", () => {
    const s = stanceOf("We don't upload sourcemaps, the CDN serves them.");
    expect([...s.denied]).toEqual(expect.arrayContaining(["upload", "sourcemap"]));
    expect(s.asserted.has("cdn")).toBe(true);
    expect(s.denied.has("cdn")).toBe(false);
  });
  it.each([
    ["Switched from Prettier to Biome for formatting.", "pretti"],
    ["We replaced Segment with RudderStack.", "segment"],
    ["Prefer Polars over pandas.", "panda"],
    ["Aurora isn't in use yet.", "aurora"],
    ["The old RDS instance was deleted last week.", "rds"],
    ["Two-factor is optional for members.", "requir"],
    ["infra's main branch is unprotected.", "protect"],
    ["localhost won't work there.", "localhost"],
  ])("%s denies %s", (text, word) => {
    expect([...stanceOf(text).denied].some((d) => rootsMatch(d, word))).toBe(true);
  });
  it("conditions and contrasts take no stance; code names are never cues", () => {
    expect(stanceOf("The build fails unless you pass --local.").denied.size).toBe(0);
    expect(deniesSomething("The build fails unless you pass --local.")).toBe(true);
    expect(stanceOf("Incidents trace back to late files, not to Airflow itself.").asserted.has("airflow")).toBe(false);
    expect(stanceOf("scraper config: insecure_skip_verify true").denied.size).toBe(0);
    expect(deniesSomething("Deploys happen only if CI is green.")).toBe(false);
  });
  it("acronym plurals and stems match", () => {
    expect(stanceOf("Never merge PRs on Friday.").denied.has("pr")).toBe(true);
    expect(rootsMatch(rootOf("running"), rootOf("runs"))).toBe(true);
    expect(rootsMatch(rootOf("verification"), rootOf("verifies"))).toBe(true);
  });
  it("one side denying what the other asserts is a conflict; a shared denial is agreement", () => {
    expect(deniedByOne("CI runners have NVIDIA T4 GPUs.", "The CI runners are CPU-only: there are no GPU machines.")?.word).toBe("gpu");
    expect(deniedByOne("Never use default exports.", "Avoid default exports; use named exports.")).toBeNull();
    expect(polarityConflict("Migrations must run inside a transaction.", "Migrations must not be wrapped in a transaction.", 0.83, 0.5)).not.toBeNull();
    expect(polarityConflict("Migrations must run inside a transaction.", "Migrations must not be wrapped in a transaction.", 0.3, 0.5)).toBeNull();
  });
  it("antonym pairs: the negative denies the positive", () => {
    expect(judgePair(mem("Two-factor authentication is required for every member of the org."), mem("In the org, 2FA is optional for members."), 0.73).verdict).toBe("conflict");
  });
});

describe("distinct values of one shape", () => {
  it.each([
    ["Deploy notifications for storefront are posted in #deploys-storefront.", "storefront deploy alerts go to the #release-train Slack channel.", "channel"],
    ["checkout-api listens on port 8081 in local dev.", "Locally, checkout-api is served at http://localhost:3001.", "port"],
    ["The production AWS account for platform is 4821-3390-1177.", "platform prod AWS account ID: 903418227615", "number-id"],
    ["The orders-service PagerDuty service ID is P7X2K9Q.", "orders-service pages through PagerDuty service PL4M8ZD.", "upper-id"],
    ["Timezone for scheduler cron jobs: UTC", "scheduler evaluates its cron expressions in Europe/Berlin time.", "timezone"],
  ])("%s / %s", (a, b, shape) => {
    expect(distinctValueConflict(a, b, 0.7)?.shape).toBe(shape);
    expect(distinctValueConflict(a, b, 0.4)).toBeNull();
  });
  it("a value in common, or nothing shared besides the values, is no conflict", () => {
    expect(distinctValueConflict("Alerts go to #ops.", "Alerts go to #ops and #infra.", 0.9)).toBeNull();
    expect(distinctValueConflict("Redis listens on port 6379.", "Grafana is at :3000.", 0.6)).toBeNull();
    expect(distinctShape("Config is at /etc/nginx/sites-available/api.conf.", "Config is at /etc/nginx/conf.d/api.conf.")).toBe("path");
    expect(distinctShape("Specs live in docs/.", "The spec is docs/openapi/v1.yaml.")).toBeNull();
  });
});

describe("episodes merge only within a day", () => {
  const day = 24 * 60 * 60 * 1000;
  it.each([
    [{ type: "episode", created_at: 0 }, { type: "episode", created_at: day - 1 }, true],
    [{ type: "episode", created_at: 0 }, { type: "episode", created_at: 2 * day }, false],
    [{ type: "episode", created_at: 0 }, { type: "fact", created_at: 0 }, false],
    [{ type: "fact", created_at: 0 }, { type: "fact", created_at: 9 * day }, true],
    // A conversation imported at once: written together, happened months apart — two events.
    [{ type: "episode", created_at: 0, occurred_at: 0 }, { type: "episode", created_at: 0, occurred_at: 60 * day }, false],
    [{ type: "episode", created_at: 0, occurred_at: 5 * day }, { type: "episode", created_at: 9 * day, occurred_at: 5 * day + 3600_000 }, true],
  ])("%o / %o → %s", (a, b, may) => expect(episodesMayMerge(a, b)).toBe(may));
  it("two episodes are never a conflict, but may be one event told twice", () => {
    const e = { type: "episode" };
    expect(judgePair(mem("On 2026-11-02 the staging cluster went down during the load test.", e), mem("On 2026-11-02 the staging cluster crashed during the load test.", e), 0.93).verdict).toBe("duplicate");
    expect(judgePair(mem("Deploys ran on Node 20.", e), mem("Deploys ran on Node 22.", e), 0.9).verdict).toBe("unrelated");
  });
});

describe("semantic duplicate blocker", () => {
  it.each([
    ["TLS verification is disabled for the metrics scraper.", "The metrics scraper verifies TLS certificates.", "denies"],
    ["search-api supports filtering results.", "search-api can filter by tag, author and date range through the filter query parameters.", "more"],
    ["The nginx vhost config for the API is at /etc/nginx/sites-available/api.conf.", "API nginx vhost config is at /etc/nginx/conf.d/api.conf.", "shape"],
  ])("%s / %s: blocked", (a, b, why) => {
    expect(semanticDuplicateBlocker(a, b, 0.9)).toMatch(new RegExp(why));
  });
  it("a paraphrase passes; a name called by its kind on the other side is no new name", () => {
    expect(semanticDuplicateBlocker("Never use default exports in TypeScript modules.", "Avoid default exports in TypeScript modules; always use named exports.", 0.94)).toBeNull();
    expect(semanticDuplicateBlocker("In docker-compose, api can't reach Postgres on `localhost`; use the hostname `db`.", "Inside docker-compose the api container has to connect to the database via host `db`, localhost won't work there.", 0.87)).toBeNull();
  });
  it("memories in disjoint contexts never duplicate", () => {
    expect(judgePair(mem("On staging the cache TTL is one hour."), mem("On production the cache TTL is one hour."), 0.95).verdict).not.toBe("duplicate");
  });
});

describe("content words and synonyms", () => {
  it("drops stop words before stemming and reads abbreviations", () => {
    expect(contentWords("Please write the tests")).not.toContain("pleas");
    expect(textSimilarity("Every PR needs one review.", "Every pull request needs one review.").duplicate).toBe(true);
    expect(textSimilarity("Give Docker 6 GB of RAM.", "Give Docker 6 GB of memory.").duplicate).toBe(true);
  });
});

describe("values: units, rates, versions", () => {
  it.each([
    ["search-indexer pods request 512Mi of memory.", "search-indexer memory request: 2 GiB per pod.", "bytes"],
    ["public-api allows 100 requests per minute per API key.", "public-api rate limit: 10 req/s per key.", "rate"],
    ["Every mono-repo CI job runs on ubuntu-22.04 runners.", "Every mono-repo CI job runs on ubuntu-24.04 runners.", "version:ubuntu"],
    ["storefront's package-lock.json is lockfileVersion 3.", "storefront keeps package-lock.json at lockfileVersion 2.", "version:lockfileversion"],
    ["CI runs on Node 20 LTS.", "Our CI pipeline uses Node 22 for every job.", "version:node"],
  ])("%s / %s", (a, b, key) => expect(slotConflict(a, b, 0.8)?.key).toBe(key));
  it("equal quantities and values inside a bound agree", () => {
    expect(minimalPairConflict("Idle connections are closed after 300 seconds.", "Idle connections are closed after 5 minutes.")).toBeNull();
    expect(slotConflict("search-api p95 latency stays under 200 ms.", "search-api's p95 latency is usually around 120 ms.", 0.9)).toBeNull();
    expect(slotConflict("The port is half done: 12 of 24 routes migrated.", "12 routes out of 24 are done, so we're roughly halfway.", 0.9)).toBeNull();
  });
});

describe("generalisation guards (pairs written outside the suite)", () => {
  it("a denial qualified by a context inside its scope holds only there", () => {
    expect(deniedByOne("Don't run the seed script against production; it truncates tables.", "The seed script creates 50 demo users and 200 orders.")).toBeNull();
  });
  it("a passive agent is not what a negation denies", () => {
    expect(deniedByOne("The search service uses Elasticsearch 8.", "Deep paging is not supported by Elasticsearch.")).toBeNull();
  });
  it("an antonym's negative is itself asserted, and denied inside a cue's scope", () => {
    expect(deniedByOne("The mobile app will not support offline mode in v1.", "Offline mode for the mobile app shipped in v1.")?.word).toBe("offlin");
  });
  it("two different limits conflict; a value inside a limit does not", () => {
    expect(slotConflict("Uploads to the media service are capped at 25 MB per file.", "The media service accepts files up to 100 MB.", 0.88)?.key).toBe("bytes");
  });
  it("two accounts differing in one part are not one memory", () => {
    expect(textSimilarity("The billing cron runs as svc-billing@acme.iam.", "The billing cron runs as svc-jobs@acme.iam.").duplicate).toBe(false);
  });
});

describe("what a denial is about", () => {
  it("a modified noun is a kind of it: the other side must name that kind", () => {
    expect(deniedByOne("The CSV importer does not handle semicolon-separated files.", "The CSV importer imports files from the partner SFTP.")).toBeNull();
    expect(deniedByOne("Mobile's Sentry plan doesn't include session replay.", "Mobile's Sentry records session replays.")).not.toBeNull();
  });
  it("a denial narrowed by a relative clause takes no stance", () => {
    expect(deniedByOne("Don't add comments that restate the code.", "Add a doc comment to every exported function.")).toBeNull();
    expect(deniesSomething("Don't add comments that restate the code.")).toBe(true);
  });
  it("units of time are values; prohibition cues read as one", () => {
    expect(textSimilarity("The sessions table is partitioned by month.", "The sessions table is partitioned by day.").duplicate).toBe(false);
    expect(textSimilarity("Never force-push to main.", "Don't force push to the main branch.").duplicate).toBe(true);
  });
});

describe("more generalisation guards", () => {
  it("a negated copula denies its subject only when the predicate is about being there", () => {
    expect(deniedByOne("HSTS is enabled on the marketing site.", "The marketing site is not indexed by search engines on preview URLs.")).toBeNull();
    expect([...stanceOf("v2.9 is no longer deployed anywhere.").denied]).toContain("v2.9");
  });
  it("'don't X without Y' is a requirement, not a denial of X", () => {
    expect(deniedByOne("Don't bump the Prisma client without regenerating the schema.", "The Prisma client is at 5.12 in the api repo.")).toBeNull();
    expect(deniesSomething("Don't bump the Prisma client without regenerating the schema.")).toBe(true);
  });
  it("'Datadog: 15 days' is a quantity, not a version; verb endings meet their stem", () => {
    expect(slotConflict("Log retention in Datadog: 15 days.", "We keep Datadog logs for 30 days.", 0.69)?.key).toBe("time");
    expect(rootOf("asking")).toBe(rootOf("ask"));
  });
});

describe("names, exclusives and what a duplicate may not hide", () => {
  it("a name of several capitalised words is one thing", () => {
    expect(deniedByOne("The mobile app uses Firebase for push notifications.", "We won't use Firebase Analytics in the mobile app.")).toBeNull();
  });
  it("exclusives (no other, nobody else, only) say who does, not what is denied", () => {
    expect(deniedByOne("The orders service owns the orders database.", "No other service may write to the orders database directly.")).toBeNull();
    expect(deniesSomething("Only the platform team can approve production deploys.")).toBe(true);
  });
  it("a word denied on one side and mentioned in a condition on the other blocks a merge", () => {
    expect(semanticDuplicateBlocker("Feature flag changes apply immediately without a restart.", "Feature flag changes are not picked up until the pod restarts.", 0.83)).toMatch(/denies/);
    expect(semanticDuplicateBlocker("Running wrangler dev without `--local` hits the production KV.", "Unless you pass `--local`, wrangler dev uses the production KV.", 0.84)).toBeNull();
  });
});

describe("removal verbs and frequencies", () => {
  it("'stripped from the logs' denies what the other says the logs include", () => {
    expect(deniedByOne("Request logging includes the Authorization header.", "The Authorization header is stripped from request logs.")).not.toBeNull();
  });
  it("once a day and twice a day are two cadences", () => {
    // (Round 16: "twice a day" is also read as its period, "every 12 h", so the durations may meet first: either key.)
    expect(slotConflict("Turns out the billing export job has been running twice a day.", "The billing export job runs once a day at 02:00.", 0.77)?.key).toMatch(/^(?:cadence|time)$/);
  });
});

describe("a shared prohibition, and names closing a line", () => {
  it("active and passive wordings of one denial are one memory", () => {
    expect(semanticDuplicateBlocker("The worker doesn't retry failed webhooks.", "Failed webhooks are not retried by the worker.", 0.85)).toBeNull();
  });
  it("'the Sentry project acme-web' names a value", () => {
    expect(distinctShape("The Sentry project for the web app is web-frontend.", "The web app reports to the Sentry project acme-web.")).toBe("name");
    expect(semanticDuplicateBlocker("The memory leak comes from an unbounded in-process retry queue.", "It leaks memory because its in-memory retry queue grows without limit.", 0.88) ?? "").not.toMatch(/code names/);
  });
});

describe("keys that carry their unit", () => {
  it("HTTP_TIMEOUT_SECONDS=5 says a 5 second HTTP timeout", () => {
    expect(textSimilarity("The outbound HTTP timeout in orders-service is 5 seconds.", "orders-service: HTTP_TIMEOUT_SECONDS=5").duplicate).toBe(true);
    expect(textSimilarity("The outbound HTTP timeout in orders-service is 5 seconds.", "orders-service: HTTP_TIMEOUT_SECONDS=10").duplicate).toBe(false);
  });
});

describe("duplicates keep their stance and their environment", () => {
  it("the same words with opposite stances are a conflict, not a duplicate", () => {
    expect(textSimilarity("Debug endpoints are exposed in production.", "Debug endpoints are hidden in production.").duplicate).toBe(false);
    expect(judgePair(mem("Debug endpoints are exposed in production."), mem("Debug endpoints are hidden in production."), 0.93).verdict).toBe("conflict");
  });
  it("a memory about production and one about no environment are not one memory", () => {
    expect(judgePair(mem("Debug endpoints are exposed in production."), mem("Debug endpoints are documented in the internal wiki."), 0.79).verdict).not.toBe("duplicate");
  });
});

describe("a place narrows a denial", () => {
  it("'never store secrets in the repo' says nothing against 'secrets are stored in Vault'", () => {
    expect(deniedByOne("Never store secrets in the repo, not even encrypted.", "Secrets are stored in Vault under secret/app.")).toBeNull();
    expect(deniedByOne("Never store secrets in the repo.", "We store the deploy secrets in the repo, encrypted with sops.")).not.toBeNull();
  });
});

describe("two things located in two places are two facts", () => {
  // A project has many files: a path conflicts only when most of its subject is shared. Before this,
  // every pair of location memories that shared a word ("lives", "setup") was flagged, and a 10,000-
  // memory benchmark opened 50,000 conflicts.
  it.each([
    ["The retry helper lives in src/util/retry.ts", "The rate limiter lives in src/http/limit.ts"],
    ["Auth middleware is in src/middleware/auth.ts", "Billing webhooks are handled in src/billing/webhooks.ts"],
    ["Feature flags are defined in config/flags.yaml", "Alert routing rules are defined in ops/alerts.yaml"],
  ])("%s / %s", (a, b) => {
    expect(verdict(a, b, { type: "location" }, { type: "location" })).not.toBe("conflict");
    expect(judgePair(mem(a, { type: "location" }), mem(b, { type: "location" }), 0.7).verdict).not.toBe("conflict");
  });
  it.each([
    ["The retry helper lives in src/util/retry.ts", "The retry helper lives in src/lib/retry.ts"],
    ["Logger setup: src/lib/logger.ts", "Logger setup: src/observability/log.ts"],
    ["Auth middleware is in src/middleware/auth.ts", "The auth middleware lives in src/http/auth-middleware.ts"],
  ])("one thing in two places is a conflict: %s / %s", (a, b) => {
    expect(verdict(a, b, { type: "location" }, { type: "location" })).toBe("conflict");
  });
});
