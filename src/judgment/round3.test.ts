/**
 * Mechanisms from the third judge round (half G's failures, classified by why the reader missed,
 * kept only when they recur in another half), each checked on sentences of its own: neither the
 * bench's lines nor probes-judg3.jsonl's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgeByRules, judgePair } from "./compare";
import { slotConflict, slotsOf } from "./slots";
import { stateConflict } from "./flag-states";
import { distinctValueConflict } from "./distinct-values";
import { valueAlignedDuplicate } from "./aligned-duplicate";
import { valueClash } from "./value-clash";
import { candidatePairs } from "./scan";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `r3-${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const judge = (a: string, b: string, cosine?: number, ta = "fact", tb = "fact") => judgePair(mem(a, ta), mem(b, tb), cosine);

describe("one job, two tools: a text that names the job is about whatever does it", () => {
  it("the job named as a key on one side, the tool in prose on the other", () => {
    expect(judge("feature flags: LaunchDarkly", "Rollouts in the mobile app are gated through Unleash.", 0.4).verdict).toBe("conflict");
  });
  it("the job named in prose ('secrets'), the tool alone on the other side", () => {
    expect(slotConflict("| Secret store | Doppler |", "The worker pulls its secrets from Infisical on start.", 0.3)).not.toBeNull();
  });
  it("a whole kind turned down over a verb ('don't bring in ORMs') against one of its tools", () => {
    expect(judge("Please don't bring in ORMs here; plain SQL files only.", "New repositories should use Drizzle for every query.", 0.4, "preference", "preference").verdict).toBe("conflict");
  });
  it("two tools of one job for two named things, the job not named, are two facts", () => {
    expect(judge("Invoices are emailed through Postmark.", "The weekly digest goes out via Mailchimp.", 0.6).verdict).not.toBe("conflict");
  });
});

describe("change statements in the progressive and with an arrow", () => {
  it("'porting X to Y' names X as the old side, like 'ported'", () => {
    // Both name Flask as the old side: no value of the framework differs.
    expect(slotConflict("Moving the billing service from Flask to FastAPI; about a third of the routes are done.", "billing service Flask → FastAPI move: a third of the routes migrated so far.", 0.8)).toBeNull();
    expect(slotConflict("Billing service runs on Flask.", "Moving the billing service from Flask to FastAPI this quarter.", 0.8)?.change).toBe(true);
  });
  it("the value before an arrow is the old one", () => {
    const v = judge("message bus: RabbitMQ", "switched the message bus RabbitMQ → Kafka last sprint", 0.6);
    expect(v.verdict).toBe("conflict");
  });
});

describe("tools the lexicon lacked", () => {
  it.each([
    ["CDNs", "Static assets are served through Akamai.", "The static assets CDN is Fastly."],
    ["charting libraries", "Dashboards draw their charts with Highcharts.", "All dashboard charts use ECharts."],
    ["mobile CI", "iOS builds run on Codemagic.", "CI for iOS builds: Bitrise"],
  ])("%s", (_, a, b) => {
    expect(judge(a, b, 0.6).verdict).toBe("conflict");
  });
});

describe("one quantity, the subject and its unit named differently", () => {
  it("a bare count against a text that counts one thing ('pool max 20' / 'up to 50 connections')", () => {
    expect(slotConflict("redis pool max 16", "The cart service's Redis pool allows up to 64 connections.", 0.4)).not.toBeNull();
  });
  it("the unit in a key's name or a comment beside the value", () => {
    expect(slotConflict("Refresh tokens expire after 7 days.", "REFRESH_TOKEN_TTL=86400  # seconds", 0.4)).not.toBeNull();
    expect(slotConflict("Refresh tokens expire after 1 day.", "REFRESH_TOKEN_TTL=86400  # seconds", 0.4)).toBeNull();
  });
  it("'N times' after a retry verb counts retries; 'attempts' are retries", () => {
    expect(slotConflict("Email sends: 2 retries", "A bounced email send is retried up to 6 times.", 0.5)).not.toBeNull();
    expect(slotConflict("The exporter gives up after 4 attempts.", "exporter: retries a failed batch up to 4 times", 0.5)).toBeNull();
  });
  it("a retry range contains a count inside it", () => {
    expect(slotConflict("Push sends retry 2–6 times with backoff.", "The APNs sender retries 3 times.", 0.4)).toBeNull();
  });
  it("'N requests a minute' is a rate", () => {
    expect(slotConflict("login rate limit 20 req/min per IP", "Each IP may make 60 requests a minute on /login.", 0.5)).not.toBeNull();
    expect(slotConflict("login rate limit 1 req/s per IP", "Each IP may make 60 requests a minute on /login.", 0.5)).toBeNull();
  });
  it("a percentile said as a share of requests is that percentile, and two objectives differ", () => {
    expect(slotConflict("The p90 latency objective for uploads is 300 ms.", "uploads SLO: 90% of requests complete within 1200ms", 0.4)).not.toBeNull();
  });
});

describe("one named tool's version, named differently", () => {
  it("a version file names its tool", () => {
    expect(slotsOf("the .python-version file pins 3.11.9").some((s) => s.key === "version:python")).toBe(true);
    expect(slotConflict("python 3.12", ".python-version for the worker pins 3.10.4", 0.5)).not.toBeNull();
  });
  it("'<tool> version <words> is N', with 'minimum' as a floor", () => {
    expect(slotConflict("Android minSdk is 24", "Minimum Android version the app supports is 26.", 0.5)).toBeNull(); // no Android version on the left
    expect(slotConflict("The macOS deployment target is 12.0", "Minimum macOS version the app supports is 13.", 0.5)).not.toBeNull();
    expect(slotConflict("The macOS deployment target is 14.0", "Minimum macOS version the app supports is 13.", 0.5)).toBeNull();
  });
  it("'major version: N' after the tool, and an abbreviation before a version", () => {
    expect(slotConflict("Staging Redis major version: 6", "Redis on staging is 7.2.", 0.5)).not.toBeNull();
    expect(slotsOf("we're on ES 8.11 now").some((s) => s.key === "version:elasticsearch")).toBe(true);
  });
  it("an aside in parentheses is not whose version it is", () => {
    expect(slotConflict("Gradle 8.5 in the mobile repo.", "mobile: gradle = \"7.6\" (configuration cache off)", 0.5)).not.toBeNull();
  });
});

describe("one switch, two states, named differently (flag-states.ts)", () => {
  it.each([
    ["a switch on against a denied use, acronym spelled out", "Every service in the mesh has mutual TLS on.", "mesh services don't use mTLS"],
    ["a key's false against the switch on", "source maps on in the web build", "web/vite.config.ts has \"sourceMap\": false."],
    ["required against not enforced", "The release branch requires linear history.", "release branch: linear history not enforced"],
    ["opt-in against on by default", "Usage analytics in the editor plugin are opt-in.", "The editor plugin sends usage analytics by default."],
    ["encrypted against plaintext", "Webhook secrets in the settings table are encrypted.", "Careful: settings.webhook_secret is stored in plaintext."],
  ])("%s", (_, a, b) => {
    expect(stateConflict(a, b, 0.6)).not.toBeNull();
  });
  it.each([
    ["two switches", "Spell check is enabled in the editor.", "Autosave is disabled for large files."],
    ["a requirement said both ways", "The API won't start without JWT_SECRET.", "JWT_SECRET is required by the API."],
    ["a state denied over a noun", "Force pushes are forbidden on main.", "No force pushes allowed on main."],
    ["far apart in meaning", "Caching is on for the catalog API.", "The catalog team has caching off for its dashboards.", 0.2],
  ])("%s", (_, a, b, cos = 0.6) => {
    expect(stateConflict(a as string, b as string, cos as number)).toBeNull();
  });
});

describe("names said of their owner in other words (distinct-values.ts)", () => {
  it("two channels for one kind of notification, at a middling cosine", () => {
    expect(distinctValueConflict("Incident alerts are posted to #sev-alerts.", "incident bot channel: #oncall-pages", 0.5)).not.toBeNull();
  });
  it("two places still need the closer meaning", () => {
    expect(distinctValueConflict("Fixtures live in test/fixtures/users.json.", "Seed data lives in db/seeds/users.sql.", 0.5)).toBeNull();
  });
});

describe("a key/value line and its prose (aligned-duplicate.ts)", () => {
  it.each([
    ["a URL key and 'reachable at'", "QUEUE_URL=amqp://broker.internal:5672", "The job queue is reachable at broker.internal on port 5672."],
    ["an owner key and 'owns'", "owner: search-infra", "The search-infra team owns this indexer."],
    ["a small count whose counted noun both sides name", "max_shards: 6", "The index is split into six shards at most."],
    ["a block of key lines", "timeout: 30s\nretries: 2", "Requests time out after 30 seconds and are retried two times."],
    ["a unit in a comment", "The build cache size is 2 GB.", "build cache cache_size = 2048  # MB"],
  ])("%s", (_, a, b) => {
    expect(valueAlignedDuplicate(a, b)).not.toBeNull();
  });
  it("a second clause of its own is still a refinement", () => {
    expect(valueAlignedDuplicate("max_shards: 6", "The index is split into six shards at most; replicas are kept in another zone.")).toBeNull();
  });
  it("a host with a port is the host (the merge guard reads no two values)", () => {
    expect(valueClash("DB_HOST=db.internal:5432", "The database is at db.internal.")).toBeNull();
  });
});

describe("two preferences on one axis, below the old cosine gate", () => {
  it("answer length in the words people use", () => {
    expect(judge("Keep it short when you summarise a PR: two lines.", "For PR summaries I want long explanations of every change.", 0.4, "preference", "preference").verdict).toBe("conflict");
  });
  it("a dislike turns the other's choice down ('can't stand')", () => {
    expect(slotConflict("Format YAML with 4 spaces.", "I can't stand 4 spaces in YAML; indentation is 2 spaces there.", 0.5)).not.toBeNull();
  });
  it("two preferences far apart in meaning are not compared", () => {
    // (The rules alone: the opposite-words rule after them has no cosine gate of its own.)
    expect(judgeByRules(mem("Keep it short when you summarise a PR: two lines.", "preference"), mem("For architecture docs I want long explanations with diagrams.", "preference"), 0.3).verdict).not.toBe("conflict");
  });
});

describe("a capability against its absence", () => {
  it("'supports X' / 'X isn't implemented yet, on the roadmap'", () => {
    expect(stateConflict("The exporter supports Parquet output.", "Parquet output in the exporter isn't implemented yet — it's on the Q3 roadmap.", 0.6)).not.toBeNull();
  });
  it("'built' and 'shipped' asserted are plain verbs, not a capability", () => {
    expect(stateConflict("The exporter is built with Rust.", "The exporter does not support Parquet output.", 0.6)).toBeNull();
  });
});

describe("'prefer X to Y' is 'prefer X over Y'", () => {
  it("the two spellings are one preference", () => {
    expect(judge("Prefers tabs over spaces in Go files.", "Prefers tabs to spaces in Go files.", 0.9, "preference", "preference").verdict).toBe("duplicate");
  });
  it("'prefer to <verb>' turns nothing down", () => {
    expect(judge("Prefers to rebase feature branches.", "Rebase feature branches before merging.", 0.7, "preference", "preference").verdict).not.toBe("conflict");
  });
});

describe("the nightly scan pairs memories that share a typed value's key", () => {
  it("one tool's version with no word in common", () => {
    const ms = [mem("python 3.12"), mem(".python-version for the worker pins 3.10.4"), mem("Invoices are emailed on the 1st.")];
    expect(candidatePairs(ms)).toEqual([[0, 1]]);
  });
});
