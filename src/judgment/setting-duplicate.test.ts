/**
 * A setting and the sentence that states it (setting-duplicate.ts, judgdup10): merged through the
 * structure (value met, key met, nothing else said), with or without a vector; a second value, a change,
 * a context, a carve-out, an opposite bound, a denial or another key stay apart.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { settingDuplicate, settingOf } from "./setting-duplicate";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `m${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine?: number) => judgePair(mem(a), mem(b), cosine).verdict;

describe("settingOf", () => {
  it("reads a key/value line, a unit in the key's name and a one-row settings table", () => {
    expect(settingOf("poll_interval_ms: 250")).toEqual({ key: ["poll", "interval"], value: "250 ms" });
    expect(settingOf("maxUploadSize = 20MB")).toEqual({ key: ["max", "upload", "size"], value: "20MB" });
    expect(settingOf("| setting | value |\n|---|---|\n| refund_window | 14 days |")).toEqual({ key: ["refund", "window"], value: "14 days" });
  });
  it("prose, a label before a sentence and several lines are no setting", () => {
    expect(settingOf("The poller runs every 250 ms.")).toBeNull();
    expect(settingOf("Note: the poller must never run faster than every 250 ms in production.")).toBeNull();
    expect(settingOf("a: 1\nb: 2")).toBeNull();
  });
});

describe("a setting and its sentence merge", () => {
  it.each([
    ["poll_interval_ms: 250", "The status poller asks for updates every 250 milliseconds."],
    ["WORKER_SECONDS=30", "Each worker slice lasts 30 seconds."],
    ["dark_mode: true", "Dark mode is enabled for the dashboard."],
    ["audit_log: off", "The audit log is off."],
    ["| setting | value |\n|---|---|\n| refund_window | 14 days |", "Customers get a refund window of fourteen days."],
    ["max_payload_usd: 5000000", "A single payload is limited to 5 million USD."],
  ])("%s / %s", (a, b) => {
    expect(settingDuplicate(a, b)).not.toBeNull();
    expect(verdict(a, b)).toBe("duplicate");
    expect(verdict(b, a, 0.3)).toBe("duplicate");
  });
});

describe("look-alikes stay apart", () => {
  it.each([
    ["another value", "poll_interval_ms: 250", "The status poller asks for updates every 500 milliseconds."],
    ["a second number", "poll_interval_ms: 250", "The status poller asks for updates every 250 milliseconds, 3 times at most."],
    ["another key", "retry_interval_ms: 250", "The status poller asks for updates every 250 milliseconds."],
    ["a change", "queue: SQS", "We moved the jobs queue from SQS to Kafka."],
    ["a second value of the kind", "queue: SQS", "Jobs go through SQS and Kafka."],
    ["an environment", "JOB_TIMEOUT_MINUTES=20", "In staging, background jobs time out after 20 minutes."],
    ["a carve-out", "dark_mode: true", "Dark mode is enabled except for the admin console."],
    ["the opposite state", "dark_mode: true", "Dark mode is disabled for the dashboard."],
    ["the opposite bound", "max_workers: 12", "The pool keeps at least 12 workers."],
    ["a denial", "cache_ttl_seconds: 60", "The cache never keeps entries for 60 seconds."],
    ["a setting on both sides", "protocol=grpc", "protocol=grpc (the collector only speaks gRPC)"],
    ["a key that is only a dimension", "currency: EUR", "Invoices are issued in euros."],
    ["a sandbox the setting does not name", "audit_log: off", "The audit log is off for the sandbox tenant."],
  ])("%s", (_, a, b) => {
    expect(settingDuplicate(a, b)).toBeNull();
    expect(verdict(a, b)).not.toBe("duplicate");
  });
});
