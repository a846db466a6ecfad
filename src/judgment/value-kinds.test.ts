// Round 18: a conflict needs two values of one kind for one property (value-kinds.ts, asked by compare.ts).
// Sentences written for these tests (not taken from any half).
import { describe, expect, it } from "vitest";
import { kindsApart, valueKindIn } from "./value-kinds";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `r18-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("the kind of a value, read from the value and the words around it", () => {
  it("reads a number's unit or counted noun after it, in the value or in its text", () => {
    expect(valueKindIn("The broker has 64 partitions per topic.", "64")).toMatchObject({ kind: "quantity", dim: "count", noun: "partition" });
    expect(valueKindIn("The box has 2 GB of RAM.", "2 GB")).toEqual({ kind: "quantity", dim: "bytes" });
    expect(valueKindIn("Backups take 40 minutes.", "40")).toEqual({ kind: "quantity", dim: "time" });
    // "3 times" counts nothing in particular.
    expect(valueKindIn("The client retries 3 times.", "3")).toEqual({ kind: "other" });
  });

  it("reads the unit or noun a key's last word names", () => {
    expect(valueKindIn("config: timeout_ms = 800", "800")).toEqual({ kind: "quantity", dim: "time" });
    expect(valueKindIn("config: max_items = 50", "50")).toMatchObject({ kind: "quantity", dim: "count", noun: "item" });
    // A key of one word says nothing of its value's kind.
    expect(valueKindIn("config: limit = 50", "50")).toEqual({ kind: "other" });
  });

  it("reads versions by their form and by the name they follow", () => {
    expect(valueKindIn("Kafka runs version 3.7.", "version 3.7")).toEqual({ kind: "version" });
    expect(valueKindIn("The proxy is Envoy 1.29.", "1.29")).toEqual({ kind: "version" });
    expect(valueKindIn("The CI runner uses Docker 26.", "Docker 26")).toEqual({ kind: "version" });
    expect(valueKindIn("The firmware is 4.1.0.", "4.1.0")).toEqual({ kind: "version" });
  });

  it("reads addresses and words", () => {
    expect(valueKindIn("Served at grafana.internal.example.com.", "grafana.internal.example.com")).toEqual({ kind: "address" });
    expect(valueKindIn("Weights in /models/v3.", "/models/v3")).toEqual({ kind: "address" });
    expect(valueKindIn("The OS is Yocto.", "Yocto")).toEqual({ kind: "word", amount: false });
    expect(valueKindIn("Retries: unlimited.", "unlimited")).toEqual({ kind: "word", amount: true });
  });

  it("reads what a reader took apart from its number: a unit read as a name, a key before a number, words after a unit", () => {
    expect(valueKindIn("The box ships with 2 GB RAM.", "GB RAM")).toEqual({ kind: "quantity", dim: "bytes" });
    expect(valueKindIn("Prod Kafka: 64 partitions per topic.", "Kafka: 64")).toMatchObject({ kind: "quantity", noun: "partition" });
    expect(valueKindIn("Database: 200 GB volume.", "200 GB volume")).toEqual({ kind: "quantity", dim: "bytes" });
    expect(valueKindIn("The API allows 300 requests per minute.", "300 requests")).toEqual({ kind: "quantity", dim: "rate" });
    expect(valueKindIn("Tokens live for one hour.", "one hour")).toEqual({ kind: "quantity", dim: "time" });
    // A version before a tag's suffix, and an integer after the name it versions with no noun after it.
    expect(valueKindIn("FROM python:3.12-slim", "3.12")).toEqual({ kind: "version" });
    expect(valueKindIn("The image pins node:18-bookworm.", "18")).toEqual({ kind: "version" });
    // A time of day is no key and its number: "at 03:00 UTC" is not "00" counting "UTC".
    expect(valueKindIn("The export runs at 03:00 UTC.", "at 03:00")).toEqual({ kind: "other" });
    expect(valueKindIn("Pinned to React 17 until the migration.", "17")).toEqual({ kind: "version" });
  });
});

describe("two values apart by kind", () => {
  it("keeps apart a version and a count, two dimensions, counts of two nouns, a quantity and a name", () => {
    expect(kindsApart("Kafka runs version 3.7.", "version 3.7", "Kafka has 64 partitions.", "64")).toContain("a version");
    expect(kindsApart("Backups take 40 minutes.", "40 minutes", "Backups are 120 GB.", "120 GB")).toContain("a size");
    expect(kindsApart("The cluster has 3 nodes.", "3 nodes", "The cluster has 12 namespaces.", "12 namespaces")).toContain("a count of");
    expect(kindsApart("The box has 2 GB of RAM.", "2 GB", "The box's OS is Yocto.", "Yocto")).toContain("a name");
  });

  it("lets one kind compete, and what it cannot read with confidence", () => {
    expect(kindsApart("Kafka runs version 3.7.", "version 3.7", "Kafka runs version 3.5.", "version 3.5")).toBeNull();
    // A cycle's period and its frequency measure one thing.
    expect(kindsApart("Samples at 100 Hz.", "100 Hz", "Samples every 20 ms.", "20 ms")).toBeNull();
    // One noun in two numbers, or a noun the other text says too ("3 worker nodes" / "5 nodes").
    expect(kindsApart("A release needs one approval.", "one approval", "A release needs two approvals.", "two approvals")).toBeNull();
    expect(kindsApart("The pool has 3 worker nodes.", "3", "The pool has 5 nodes.", "5 nodes")).toBeNull();
    // A number against a word that stands for an amount, or a versioned name against a name.
    expect(kindsApart("Retries: 5 attempts.", "5 attempts", "Retries: unlimited.", "unlimited")).toBeNull();
    expect(kindsApart("The gateway runs Debian 12.", "Debian 12", "The gateway's OS is Yocto.", "Yocto")).toBeNull();
  });
});

describe("the verdict", () => {
  it("does not flag two properties of one subject read as one slot", () => {
    const pairs: [string, string][] = [
      ["Our Kafka cluster runs version 3.7.", "The Kafka cluster has 64 partitions per topic."],
      ["The staging cluster has 3 nodes.", "The staging cluster has 12 namespaces."],
      ["Checkout config: timeout_ms = 800", "Checkout config: max_items = 50"],
      ["Kafka 3.7 in production.", "Production Kafka: 64 partitions per topic."],
      ["Staging database: 200 GB volume.", "Staging database: PostgreSQL."],
      ["The edge gateway ships with 2 GB RAM.", "The edge gateway ships with Yocto Kirkstone."],
    ];
    for (const [a, b] of pairs) {
      const v = judgePair(mem(a), mem(b), 0.7);
      expect(v.verdict, `${a} / ${b}`).not.toBe("conflict");
      expect("reason" in v && v.reason).toMatch(/two properties|not one memory/);
    }
  });

  it("still flags two values of one kind for one property", () => {
    const pairs: [string, string][] = [
      ["Our Kafka cluster runs version 3.7.", "Our Kafka cluster runs version 3.5."],
      ["The staging cluster has 3 nodes.", "The staging cluster has 5 nodes."],
      ["Checkout config: timeout_ms = 800", "Checkout config: timeout_ms = 1200"],
    ];
    for (const [a, b] of pairs) expect(judgePair(mem(a), mem(b), 0.8).verdict, `${a} / ${b}`).toBe("conflict");
  });
});
