/**
 * Mechanisms from the second judge round (half F's failures classified by why the reader missed),
 * each checked on sentences of its own: neither the bench's lines nor probes-judge2.jsonl's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { distinctValueConflict } from "./distinct-values";
import { superlativeConflict } from "./superlatives";
import { slotsOf } from "./slots";
import { parseVersion, relation } from "./values";

let n = 0;
const mem = (content: string, o: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `r${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...o,
});
const judge = (a: string, b: string, cosine?: number, oa: Partial<JudgedMemory> = {}, ob: Partial<JudgedMemory> = {}) => judgePair(mem(a, oa), mem(b, ob), cosine);

describe("a clock time is no host and port", () => {
  it("two times of day are not two ports", () => {
    expect(distinctValueConflict("Log rotation happens between 23:00 and 23:30 UTC.", "The rotation job itself begins at 23:10 UTC.", 0.7)).toBeNull();
    expect(judge("Log rotation happens between 23:00 and 23:30 UTC.", "The rotation job itself begins at 23:10 UTC.", 0.7).verdict).not.toBe("conflict");
  });
  it("a host's port still differs", () => {
    expect(distinctValueConflict("The admin UI is served from admin.internal:8443 behind the VPN.", "The admin UI is served from admin.internal:9443 behind the VPN.", 0.9)?.shape).toBe("port");
  });
});

describe("platform qualifiers as people write them", () => {
  it("CPU families of one OS hold on different machines", () => {
    expect(judge("Intel MacBooks keep Homebrew's bottles in /usr/local/Cellar.", "M2 MacBooks keep Homebrew's bottles in /opt/homebrew/Cellar.", 0.85).verdict).toBe("lookalike");
  });
  it("'on a Mac' and 'Linux users' are two platforms", () => {
    expect(judge("On a Mac the dev proxy listens through pfctl rules, not iptables.", "Linux users run the dev proxy with iptables rules.", 0.7).verdict).toBe("lookalike");
  });
  it("one platform on both sides still conflicts", () => {
    expect(judge("On Macs the cache lives in ~/Library/Caches/tool.", "On a Mac the cache lives in ~/.cache/tool, not ~/Library/Caches.", 0.85).verdict).toBe("conflict");
  });
});

describe("change statements people write in a hurry", () => {
  it("an arrow after a change verb is from → to", () => {
    const v = judge("We use Prometheus for metrics.", "metrics: migrated Prometheus → VictoriaMetrics last sprint", 0.6);
    expect(v.verdict).toBe("conflict");
    expect(v.verdict === "conflict" && v.supersede).toBe(true);
  });
  it("the arrow's new side agreeing is no conflict", () => {
    expect(judge("Metrics are scraped by VictoriaMetrics.", "metrics: migrated Prometheus → VictoriaMetrics last sprint", 0.6).verdict).not.toBe("conflict");
  });
  it("'ripped out X' and 'changed my mind on X' take X back", () => {
    expect(judge("Forms in the admin app are built with Formik.", "we tore out Formik in the admin app; react-hook-form now", 0.6).verdict).toBe("conflict");
    expect(judge("I like Black for formatting Python.", "Changed my mind on Black: format Python with Ruff from now on.", 0.7, { type: "preference" }, { type: "preference" }).verdict).toBe("conflict");
  });
});

describe("currencies and market regions", () => {
  it("one thing priced in two currencies conflicts with one word of topic in common", () => {
    expect(judge("Quotes are sent in CHF by default.", "sales: every quote goes out in EUR, Swiss clients included", 0.7).verdict).toBe("conflict");
  });
  it("two market regions with their own currencies are two facts", () => {
    expect(judge("LATAM buyers are charged in BRL.", "For the EMEA region buyers are charged in EUR.", 0.7).verdict).toBe("lookalike");
  });
  it("'us' the pronoun and USD are no region", () => {
    expect(judge("Quotes reach us in USD.", "Quotes reach us in EUR now.", 0.8).verdict).toBe("conflict");
  });
});

describe("one holder per superlative", () => {
  it("two holders of the biggest cost conflict, and the pair never merges", () => {
    const a = "Per the FinOps review, logging is our largest Datadog cost, bigger than APM.";
    const b = "APM hosts are the biggest cost on the Datadog invoice; logging is small change.";
    expect(superlativeConflict(a, b)?.why).toContain("largest");
    expect(judge(a, b, 0.78).verdict).toBe("conflict");
  });
  it("the holder after the verb and 'most of … are about'", () => {
    expect(superlativeConflict("Our fastest region is Frankfurt.", "Dublin is the quickest region for us by p95.")).not.toBeNull();
    expect(superlativeConflict("Most of the pager alerts are about disk pressure.", "Certificate expiry is the most common pager alert.")).not.toBeNull();
  });
  it("the same holder with detail, two kinds of thing, or a denial: no conflict", () => {
    expect(superlativeConflict("Logging is the largest Datadog cost.", "Logging (mostly debug lines) is the biggest Datadog cost.")).toBeNull();
    expect(superlativeConflict("The slowest migration is 0042_backfill.", "The largest bucket is media-prod.")).toBeNull();
    expect(superlativeConflict("Logging is the largest Datadog cost.", "APM is not the largest Datadog cost.")).toBeNull();
  });
});

describe("version constraints as written", () => {
  it("'~>' lets only the last given part grow", () => {
    const r = (a: string, b: string) => relation(parseVersion(a)!, parseVersion(b)!);
    expect(r("~>2.3.1", "2.3.9")).toBe("refines");
    expect(r("~>2.3.1", "2.4.0")).toBe("differs");
    expect(r("~>2.3", "2.9.1")).toBe("refines");
    expect(r("~>2.3", "3.0.0")).toBe("differs");
  });
  it("'>=' after a name is the constraint, not filler; a quote may open it", () => {
    expect(slotsOf("engines: pnpm >= 8").find((s) => s.key === "version:pnpm")?.value).toMatchObject({ range: "gte" });
    expect(slotsOf("The Gemfile pins rails at '~> 6.1.7'").find((s) => s.key === "version:rails")?.value).toMatchObject({ range: "pessimistic" });
  });
  it("a constraint key takes the tool its text names", () => {
    expect(slotsOf('Terraform is held with required_version = "~> 1.9.0".').some((s) => s.key === "version:terraform")).toBe(true);
    expect(slotsOf('modules/versions.tf: required_version = ">= 1.4"').find((s) => s.key === "version:terraform")?.value).toMatchObject({ range: "gte" });
  });
  it("a pinned minor against a later minor conflicts; a satisfying version refines", () => {
    expect(judge("Gemfile: gem 'sidekiq', '~> 7.1.0' in the worker app.", "The worker app is on Sidekiq 7.3.2 after Tuesday's bump.", 0.6).verdict).toBe("conflict");
    expect(judge("Gemfile: gem 'sidekiq', '~> 7.1.0' in the worker app.", "The worker app is on Sidekiq 7.1.5.", 0.6).verdict).not.toBe("conflict");
  });
});

describe("runtime identifiers and JVM build settings are named versions", () => {
  it("glued runtime ids read as the runtime's version", () => {
    expect(slotsOf("Runtime: python3.11 for the exporter").find((s) => s.key === "version:python")?.value).toMatchObject({ parts: [3, 11] });
    expect(slotsOf("runtime nodejs22.x").find((s) => s.key === "version:node")?.value).toMatchObject({ parts: [22] });
    expect(slotsOf("toolchain { languageVersion = JavaLanguageVersion.of(23) }").find((s) => s.key === "version:java")?.value).toMatchObject({ parts: [23] });
  });
  it("the same runtime written both ways refines; two versions conflict", () => {
    expect(judge("The audit exporter runs on Python 3.11.", "audit exporter: Runtime python3.11, 256 MB", 0.7).verdict).not.toBe("conflict");
    expect(judge("The audit exporter's Gradle toolchain is Java 17.", "audit exporter Gradle toolchain: JavaLanguageVersion.of(23)", 0.7).verdict).toBe("conflict");
  });
});

describe("number words before a unit", () => {
  it("'three hours' is 3 h, so 45 minutes against it conflicts and 'two hours' = '2 hours'", () => {
    expect(slotsOf("The export lock is released after three hours.").find((s) => s.key === "time")?.value).toMatchObject({ n: 3 * 3600 * 1000 });
    expect(judge("The export lock is released after 45 minutes.", "export lock: released after three hours", 0.75).verdict).toBe("conflict");
    expect(judge("Invite links expire after 2 days.", "Invite links expire after two days.", 0.97).verdict).toBe("duplicate");
  });
});
