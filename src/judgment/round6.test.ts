// Round 6 (judgconf6): structure that transfers — each reader on sentences of its own, not the bench's.
import { describe, expect, it } from "vitest";
import { polarityConflict, rootOf, stanceOf } from "./negation-scope";
import { heldBySpan } from "./ranges";
import { slotsOf } from "./slots";
import { typedSlotConflict, typedValuesOf } from "./slot-reader";
import { weakQualifiers } from "./weak-qualifiers";
import { distinctPopulations } from "./qualifiers";

describe("a negative fact said in other words is no yes against a no", () => {
  it("a failure in plain words on the 'asserting' side agrees with the denial", () => {
    expect(polarityConflict("Guests can't edit shared docs.", "If a guest opens a shared doc, editing fails with a 403.", 0.8, 0)).toBeNull();
    expect(polarityConflict("The exporter can't upload reports while the VPN is down.", "When the VPN is down, report uploads from the exporter stop working.", 0.8, 0)).toBeNull();
  });
  it("a plain yes against the same denial still conflicts", () => {
    expect(polarityConflict("Guests can't edit shared docs.", "Guests edit shared docs freely.", 0.8, 0)).not.toBeNull();
  });
});

describe("negation scope", () => {
  it("'no X or Y' denies each listed phrase", () => {
    expect([...stanceOf("The billing service has no retries or idempotency keys").denied]).toEqual(expect.arrayContaining([rootOf("idempotency"), rootOf("keys")]));
  });
  it("'isn't built yet' denies its subject", () => {
    expect([...stanceOf("Bulk export isn't built yet.").denied]).toEqual(expect.arrayContaining([rootOf("bulk"), rootOf("export")]));
  });
  it("'and we …' ends a denial", () => {
    expect(stanceOf("The crawler stopped and we found the cache full.").denied.has(rootOf("cache"))).toBe(false);
  });
  it("'copy' and 'copied' share a root", () => expect(rootOf("copy")).toBe(rootOf("copied")));
});

describe("spans hold the other's value", () => {
  it("a span written with one unit holds a value inside it, when the conflicting value is one of its ends", () => {
    expect(heldBySpan("Humidity target 30–45%.", "45%", "40%")).toBe(true);
    expect(heldBySpan("Run between 2 and 6 workers.", "6 workers", "4 workers")).toBe(true);
  });
  it("outside the span, another unit, or a change 'from X to Y' is no span", () => {
    expect(heldBySpan("Humidity target 30–45%.", "45%", "50%")).toBe(false);
    expect(heldBySpan("Humidity target 30–45%.", "45%", "40 ms")).toBe(false);
    expect(heldBySpan("We bumped the pool from 10 to 20 connections.", "20", "15")).toBe(false);
  });
});

describe("weak environment words as qualifiers", () => {
  it("'test' before a thing the other text places in production qualifies it", () => {
    expect(weakQualifiers("The test payment gateway accepts any card number.", "Prod payment gateway rejects expired cards.", ["production"])).toEqual(["test"]);
  });
  it("not when it modifies nothing the other names, nor against no environment", () => {
    expect(weakQualifiers("The test suite runs in four minutes.", "Prod payment gateway rejects expired cards.", ["production"])).toEqual([]);
    expect(weakQualifiers("The test payment gateway accepts any card number.", "The payment gateway rejects expired cards.", [])).toEqual([]);
  });
});

describe("values in more syntaxes", () => {
  it("a version keyed by its tool's name", () => {
    expect(slotsOf("Redis major version for the session store: 6").map((s) => s.key)).toContain("version:redis");
  });
  it("a fraction of a unit in words", () => {
    const t = slotsOf("Checkout must answer within half a second.").find((s) => s.key === "time");
    expect(t?.value.kind === "quantity" && t.value.n).toBe(500);
  });
  it("a number under an identifier's key is a name", () => {
    expect(typedValuesOf("Stripe account id 7781234 for payouts.").some((v) => v.kind === "name" && v.raw === "7781234")).toBe(true);
    expect(typedSlotConflict("Stripe account id 7781234 for payouts.", "Payouts go to Stripe account id 6650021.", 0.7)).not.toBeNull();
    expect(typedSlotConflict("Stripe account id 7781234 for payouts.", "Payouts go to Stripe account id 7781234.", 0.7)).toBeNull();
  });
  it("a setting's one-word value in prose and in a dotted key", () => {
    expect(typedSlotConflict("Kafka compression type for the ingest producer is zstd.", "ingest.producer.compression_type = lz4  # cheaper CPU", 0.6)).not.toBeNull();
    expect(typedSlotConflict("Kafka compression type for the ingest producer is zstd.", "ingest.producer.compression_type = zstd", 0.6)).toBeNull();
    // (A state is no setting's value.)
    expect(typedValuesOf("The retry policy is disabled.").some((v) => v.kind === "setting")).toBe(false);
  });
  it("a cadence against another cadence of one slot", () => {
    expect(typedSlotConflict("Invoice sync runs every 30 minutes.", "invoice sync schedule: daily", 0.6)).not.toBeNull();
  });
});

describe("populations named by an alias", () => {
  it("a tool's name and its versioned abbreviation are one population", () => {
    expect(distinctPopulations("Elasticsearch cluster runs 7.10.", "The search cluster is on ES 8.11 now.")).toBeNull();
    expect(distinctPopulations("The A100 nodes run CUDA 12.2.", "The V100 nodes run CUDA 11.8.")).not.toBeNull();
  });
});
