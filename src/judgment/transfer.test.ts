/**
 * Mechanisms from the judge round (half E's failures classified by why the reader missed), each
 * checked on sentences of its own: neither the bench's lines nor probes-judge.jsonl's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { polarityConflict, stanceOf } from "./negation-scope";
import { frameConflict, frameOf, frameValuesDiffer, topics } from "./frames";
import { slotsOf } from "./slots";
import { canonicalName } from "./lexicon";

let n = 0;
const mem = (content: string, o: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `t${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...o,
});
const judge = (a: string, b: string, cosine?: number, oa: Partial<JudgedMemory> = {}, ob: Partial<JudgedMemory> = {}) => judgePair(mem(a, oa), mem(b, ob), cosine);
const polarityOf = (text: string, value: string) => frameOf(text).values.find((v) => v.value === value)?.polarity;

describe("a failure before 'unless'/'without' states a requirement", () => {
  it("'fails unless X' and 'won't start without X' keep X positive in frames, slots and stance", () => {
    expect(polarityOf("Deploys fail unless Helm is 3.14 or newer.", "helm")).toBe(1);
    expect(polarityOf("The exporter won't start without OTEL_ENDPOINT set.", "otel_endpoint")).not.toBe(-1);
    expect(slotsOf("The exporter crashes on boot without redis").find((s) => s.key.startsWith("tool:"))?.polarity).toBe(1);
    expect([...stanceOf("The exporter won't start without OTEL_ENDPOINT set.").denied]).not.toContain("otel_endpoint");
  });
  it("a plain 'without' or a directive before it still turns X down", () => {
    expect([...stanceOf("We ship the exporter without OTEL_ENDPOINT.").denied]).toContain("otel_endpoint");
    expect(polarityOf("Never deploy unless Helm is pinned.", "helm")).toBe(-1);
  });
  it("a requirement said both ways is not a conflict", () => {
    const v = judge("The indexer fails unless Elasticsearch is reachable.", "The indexer needs Elasticsearch reachable, otherwise it fails.", 0.85);
    expect(v.verdict).not.toBe("conflict");
  });
});

describe("a removal said as a rule or an event denies nothing", () => {
  it("lifecycle rules and conditions about removal keep their subject", () => {
    expect([...stanceOf("Unused Docker volumes get pruned and dangling images are removed every Sunday.").denied]).not.toContain("imag");
    expect([...stanceOf("When a workspace is deleted, its webhooks must be deleted too.").denied]).toEqual([]);
    expect([...stanceOf("Draft invoices are deleted after 14 days.").denied]).toEqual([]);
  });
  it("a removal that happened still denies", () => {
    expect([...stanceOf("The beta search page was removed in March.").denied].length).toBeGreaterThan(0);
    expect(polarityOf("`legacy_auth` is removed.", "legacy_auth")).toBe(-1);
    expect(judge("The beta search page still serves traffic.", "The beta search page was removed in March.", 0.8).verdict).toBe("conflict");
  });
  it("one lifecycle rule worded twice is not a conflict", () => {
    expect(judge("Draft invoices are deleted after 14 days.", "We delete draft invoices once they are 14 days old.", 0.85).verdict).not.toBe("conflict");
  });
});

describe("a version written as a floor, and an image tag as the name's version", () => {
  it("'X 2.4 or newer', 'X 2.4+', 'at least X 2.4' are floors in frames and slots", () => {
    expect(frameOf("The plugin needs Elixir 1.15 or newer.").values.find((v) => v.type.startsWith("ver:"))?.value).toBe(">=1.15");
    expect(slotsOf("Requires Go 1.20+ to build").find((s) => s.key.startsWith("version:"))?.value).toMatchObject({ range: "gte" });
  });
  it("a later version (or image tag) satisfies the floor; an earlier one contradicts it", () => {
    expect(judge("The plugin needs Elixir 1.15 or newer.", "CI runs the plugin on Elixir 1.16.", 0.7).verdict).not.toBe("conflict");
    expect(judge("The exporter needs Node 18 or later.", "The exporter image is built FROM node:22-alpine.", 0.7).verdict).not.toBe("conflict");
    expect(judge("The exporter needs Node 20 or later.", "The exporter image is built FROM node:16-alpine.", 0.7).verdict).toBe("conflict");
  });
});

describe("the sides of an axis are labels, not words another text may mention", () => {
  it("'enabled on the X table' does not agree with 'off' by the preposition 'on'", () => {
    expect(frameConflict("Query caching is enabled on the reports replica.", "Query caching is not enabled on `reports` at all.")?.why).toMatch(/state: on vs off/);
    expect(frameValuesDiffer("Write-ahead logging is on for the events store.", "The events store runs with write-ahead logging disabled on purpose.")).toMatch(/state/);
  });
  it("the same state in other words still agrees", () => {
    expect(frameValuesDiffer("Query caching is enabled on the reports replica.", "The reports replica has query caching switched on.")).toBeNull();
  });
});

describe("values of one kind are a range only when written as one", () => {
  it("two values in two clauses do not contain a third", () => {
    expect(judge("Password reset links expire after 30 minutes; invite links after 7 days.", "Password reset link lifetime = 24 hours", 0.65).verdict).toBe("conflict");
  });
  it("a range written as one still contains what falls inside it", () => {
    expect(judge("Cold starts take between 200 and 900 ms.", "Yesterday's cold start took 450 ms.", 0.65).verdict).not.toBe("conflict");
    expect(judge("The CLI supports Python 3.9 through 3.13.", "The CLI's CI runs Python 3.11.", 0.7).verdict).not.toBe("conflict");
  });
});

describe("contexts differ only along one dimension", () => {
  it("a surface (mobile) and an environment (production) are no alternatives", () => {
    const v = judge("Crash reports for the mobile app go to the Sentry org acme-mobile.", "The production Sentry org for crash reports is acme-core-22.", 0.7);
    expect(v.verdict).not.toBe("lookalike");
  });
  it("two environments, or two operating systems, still are", () => {
    expect(judge("On staging the cron runs every 5 minutes.", "In production the cron runs every 15 minutes.", 0.8).verdict).toBe("lookalike");
    expect(judge("On macOS the build cache lives in ~/Library/Caches/acme.", "On Linux the build cache lives in ~/.cache/acme.", 0.8).verdict).toBe("lookalike");
  });
});

describe("one named thing's version keyed alike on both sides", () => {
  it("an acronym of a versioned name of several words is that name", () => {
    expect(frameConflict("The storefront is built on Vue Router 4.2.", "storefront pins VR 3.6 because of the legacy guards.")?.why).toMatch(/4\.2 vs 3\.6|3\.6 vs 4\.2/);
    expect(frameConflict("The storefront is built on Vue Router 4.2.", "storefront upgraded to VR 4.2.5 last week.")).toBeNull();
  });
  it("a bare version of the same thing ('engine version: 14') meets the other side's named version", () => {
    expect(frameConflict("billing-db is on MySQL 8.0 in RDS.", "RDS engine version for billing-db: 5.7")).not.toBeNull();
  });
  it("'is on' before a name or number is a preposition, not the state on", () => {
    expect(frameOf("The cluster is on Kubernetes 1.29.").values.some((v) => v.type === "axis:state")).toBe(false);
    expect(frameOf("Maintenance mode is on.").values.find((v) => v.type === "axis:state")?.value).toBe("on");
  });
});

describe("a flag and its state, however written", () => {
  it("'FLAG=false', 'with FLAG on', 'FLAG off' key the state by the flag", () => {
    const key = (t: string) => frameOf(t).values.find((v) => v.type === "key:profiling")?.value;
    expect(key("PROFILING=false on the API pods.")).toBe("off");
    expect(key("The API pods run with PROFILING on, which costs 5% CPU.")).toBe("on");
    expect(key("PROFILING off for the API pods")).toBe("off");
    expect(frameConflict("PROFILING=false on the API pods.", "The API pods still run with PROFILING on, which costs 5% CPU.")?.why).toMatch(/profiling/);
  });
  it("'with FLAG off' denies the flag only, so it agrees with 'FLAG=off'", () => {
    expect([...stanceOf("The exporter runs with TRACING off.").denied]).toHaveLength(1);
    expect(judge("TRACING=off for the exporter.", "The exporter runs with TRACING off.", 0.8).verdict).not.toBe("conflict");
  });
});

describe("closed sets of values: currency codes and log levels", () => {
  it("currency codes are values wherever written", () => {
    expect(frameConflict("Refunds for Swiss merchants are paid out in CHF.", "Swiss merchants receive their refunds in EUR by default.")?.why).toMatch(/currency/);
    expect(frameConflict("Refunds for Swiss merchants are paid out in CHF.", "Swiss merchants get refunds in CHF, like every payout.")).toBeNull();
  });
  it("a log level in prose is the same key as LOG_LEVEL=…", () => {
    expect(frameOf("The scheduler logs at warning level in staging.").values.find((v) => v.type === "key:loglevel")?.value).toBe("warn");
    expect(frameConflict("scheduler: LOG_LEVEL=debug", "We noticed the scheduler actually logs at error level only.")?.why).toMatch(/loglevel/);
    expect(frameConflict("scheduler: LOG_LEVEL=info", "The scheduler logs at info level.")).toBeNull();
  });
  it("the words 'error' and 'info' alone are no log level", () => {
    expect(frameOf("The error tracker shows info about every failed job.").values.some((v) => v.type === "key:loglevel")).toBe(false);
  });
});

describe("what a number counts, with a name in between", () => {
  it("'12 Redis shards', '400 Node sockets' count shards and sockets", () => {
    expect(slotsOf("The cache runs 12 Redis shards.").find((s) => s.key.startsWith("count"))?.key).toBe("count:shard");
    expect(slotsOf("Each gateway keeps up to 300 Node sockets open.").find((s) => s.key.startsWith("count"))?.key).toBe("count:socket");
    expect(slotsOf("search cluster: shards = 6").find((s) => s.key.startsWith("count"))?.key).toBe("count:shard");
  });
  it("two caps of one count disagree; a count inside a cap does not", () => {
    expect(judge("gateway: upstream pool max = 30 connections per worker", "Each gateway worker opens up to 80 Envoy connections upstream.", 0.75).verdict).toBe("conflict");
    expect(judge("The cache tier runs 12 Redis shards.", "cache tier: shards = 12", 0.75).verdict).not.toBe("conflict");
  });
});

describe("a negated imperative reaches its object through a particle and examples", () => {
  it("'never split out X': the particle is the verb's, so X is denied without a modifier", () => {
    const s = stanceOf("Never break out `test.each` tables into a separate file.");
    expect([...s.denied]).toContain("test.each");
    expect(s.modifiers.get("test.each")).toEqual([null]);
    expect(judge("Write parametrised cases as `test.each` tables.", "Never break out `test.each` tables; write one plain test per case.", 0.7).verdict).toBe("conflict");
  });
  it("examples after 'like' / 'such as' are denied with the noun", () => {
    expect([...stanceOf("Don't add scope prefixes like 'api:' to commit subjects.").denied]).toContain("api");
    expect([...stanceOf("Don't add scope prefixes like 'api:' to commit subjects.").denied]).not.toContain("like");
  });
});

describe("one fact in other spellings: quantities, times of day, rates, words of the trade", () => {
  it("number words and units leave the topic, so 'after 45 days' / 'after forty-five days' meet", () => {
    const [ta, tb] = topics(frameOf("Purge orphaned thumbnails after 90 days."), frameOf("Orphaned thumbnails get pruned after ninety days."));
    expect([...ta].sort()).toEqual([...tb].sort());
  });
  it("a time of day is one value however spaced", () => {
    expect(judge("Payments DB: read-only after 10pm.", "payments db - read only after 10 PM", 0.66).verdict).toBe("duplicate");
    expect(judge("Payments DB: read-only after 10pm.", "payments db - read only after 8 PM", 0.66).verdict).not.toBe("duplicate");
  });
  it("a rate written as a fraction under its key is the percentage", () => {
    expect(judge("The log sampling rate for the gateway is 20%.", "GATEWAY_LOG_SAMPLING_RATE=0.2", 0.4).verdict).toBe("duplicate");
    expect(judge("The log sampling rate for the gateway is 20%.", "GATEWAY_LOG_SAMPLING_RATE=0.5", 0.4).verdict).not.toBe("duplicate");
  });
  it("trade synonyms fold in topics (toggle = flag, payload = body, retention = retain, tf = Terraform)", () => {
    const t = (x: string) => frameOf(x).topic;
    expect(t("stale toggles").has("flag")).toBe(true);
    expect([...t("request payloads")]).toEqual([...t("request bodies")]);
    expect(t("tf state lock").has("terraform") || frameOf("tf state lock").values.some((v) => v.value === "terraform")).toBe(true);
  });
  it("'are silently dropped' is a negative predicate like 'are dropped'", () => {
    expect([...stanceOf("Oversized events are silently dropped.").denied].length).toBeGreaterThan(0);
  });
});

describe("identifiers by shape are values", () => {
  it("reverse-DNS ids, prefixed random ids and labelled slugs are read as values", () => {
    const types = (t: string) => frameOf(t).values.map((v) => v.type);
    expect(types("The Android application id is org.example.notes.")).toContain("rdns");
    expect(types("Stripe coupon for the spring sale: promo_8KfQ2mZx91")).toContain("id:promo");
    expect(types("Grafana folder for the API: api-dash-eu")).toContain("slug");
    expect(types("The API appears in Grafana as edge-api.")).toContain("slug");
  });
  it("two different ids of one shape for one thing conflict, and never merge", () => {
    expect(frameConflict("The Android application id is org.example.notes.", "notes-android applicationId = org.examplecorp.notesapp")).not.toBeNull();
    expect(judge("Grafana folder for the API: api-dash-eu", "The API appears in Grafana as edge-api.", 0.8).verdict).not.toBe("duplicate");
    expect(frameValuesDiffer("Grafana folder for the API: api-dash-eu", "The API's Grafana folder is called api-dash-eu.")).toBeNull();
  });
});

describe("tools of jobs the lexicon lacked", () => {
  it("two tools of one job for one thing conflict", () => {
    expect(judge("Model training code uses PyTorch.", "The training code is written against TensorFlow 2.", 0.6).verdict).toBe("conflict");
    expect(judge("Deploys to the cluster go through Argo CD.", "Cluster deploys are done by Flux, reconciling the gitops repo.", 0.6).verdict).toBe("conflict");
  });
  it("two tools of one job for two things do not", () => {
    expect(judge("Product events go to Amplitude.", "Marketing site visits are tracked in Mixpanel.", 0.5).verdict).not.toBe("conflict");
  });
});

describe("a weak context word that is the subject stays a topic word", () => {
  it("'unit tests', 'test files' keep 'test' in the topic", () => {
    expect(frameOf("Always write new component tests with Jest.").topic.has("test")).toBe(true);
    expect(judge("Always write new component tests with Jest.", "For new test files use Mocha; its reporter output reads better than Jest's.", 0.6, { type: "preference" }, { type: "preference" }).verdict).toBe("conflict");
  });
  it("in qualifier form it still tells contexts apart", () => {
    expect(judge("In CI the test database is Postgres 16.", "Locally the test database is SQLite.", 0.7).verdict).toBe("lookalike");
  });
});

describe("a slug's part names the subject of a denial", () => {
  it("'desk-macos has no telemetry' is about 'the macOS agent'", () => {
    expect(polarityConflict("The macOS agent uploads telemetry hourly.", "desk-macos has no telemetry; nothing leaves the machine.", 0.6, 0.1)).not.toBeNull();
  });
  it("another slug's part is another subject", () => {
    expect(polarityConflict("The macOS agent uploads telemetry hourly.", "desk-linux has no telemetry; nothing leaves the machine.", 0.6, 0.1)).toBeNull();
  });
});

describe("a requirement is no hedge", () => {
  it("'won't start without X' and 'X is required or it crashes' deny nothing", () => {
    expect(stanceOf("The scheduler won't start without CRON_SECRET set.").hedged).toBe(false);
    expect(stanceOf("CRON_SECRET is required or the scheduler crashes at boot.").hedged).toBe(false);
    expect(judge("The scheduler won't start without CRON_SECRET set.", "CRON_SECRET is required or the scheduler crashes at boot.", 0.86).verdict).toBe("duplicate");
  });
  it("a directive before 'without' and a plain 'or … fails' still hedge", () => {
    expect(stanceOf("Don't bump the SDK without regenerating the client.").hedged).toBe(true);
    expect(stanceOf("Pin the version or the build fails.").hedged).toBe(true);
  });
});

describe("a denial reaches over a preposition ('not in X', 'not via X')", () => {
  it("the value after 'not in' / 'not via' is turned down in frames and slots", () => {
    expect(frameOf("Job logs go to Loki, not into Elasticsearch.").values.find((v) => v.value === "elasticsearch")?.polarity).toBe(-1);
    expect(slotsOf("Job logs go to Loki, not into Elasticsearch.").find((s) => s.raw.toLowerCase() === "elasticsearch")?.polarity).toBe(-1);
  });
  it("so 'X, not in Y' and 'X rather than Y' agree, and 'in Y' disagrees", () => {
    expect(judge("Job logs go to Loki, not into Elasticsearch.", "We ship job logs to Loki rather than Elasticsearch.", 0.8).verdict).not.toBe("conflict");
    expect(judge("Job logs are indexed in Elasticsearch.", "Job logs go to Loki, not into Elasticsearch.", 0.6).verdict).toBe("conflict");
  });
});

describe("a phrasal verb is its noun", () => {
  it("'is backed up', 'fails over', 'rolled X back' meet 'backup', 'failover', 'rollback'", () => {
    expect([...stanceOf("The metrics DB is backed up hourly.").asserted]).toContain("backup");
    expect([...stanceOf("We rolled the gateway back on Friday.").asserted]).toContain("rollback");
    expect([...stanceOf("The queue has no failover.").denied]).toContain("failov");
    expect(polarityConflict("Checked during the outage: the metrics DB has no backups at all.", "The metrics DB is backed up hourly to cold storage.", 0.65, 0.2)).not.toBeNull();
  });
  it("a preposition after an object makes no phrasal verb ('log errors in Sentry' is no login)", () => {
    expect([...stanceOf("We log errors in Sentry.").asserted]).not.toContain("login");
  });
});

describe("component style in the words people use for it", () => {
  it("'function components', 'components as classes' are the component-style values", () => {
    expect(canonicalName("write svelte components as classes")).toContain("class components");
    expect(canonicalName("prefer function components")).toContain("functional components");
  });
  it("two preferences on opposite component styles conflict", () => {
    expect(judge("Write Solid components as function components.", "I'd rather you write my Solid components as classes.", 0.6, { type: "preference", scope: "global", project_id: null }, { type: "preference", scope: "global", project_id: null }).verdict).toBe("conflict");
  });
});
