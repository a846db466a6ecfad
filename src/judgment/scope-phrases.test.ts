// Round 16: where a claim holds, read from how its sentence opens; a limit against a measurement; numbers as written
// in spans. Sentences written for these tests (not taken from any half).
import { describe, expect, it } from "vitest";
import { distinctScopes, scopeOf } from "./scope-phrases";
import { limitAgainstMeasurement, plainValueInOtherRange } from "./ranges";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `r16-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string) => judgePair(mem(a), mem(b)).verdict;

describe("a sentence that opens on a place scopes what it says", () => {
  it("reads a fronted place phrase and a subject whose head is a place noun", () => {
    expect(scopeOf("On the pilot line the oven dwell time is 90 s.")?.words).toEqual(["pilot", "line"]);
    expect(scopeOf("On x86 servers the detector runs at FP32.")?.words).toEqual(["x86", "servers"]);
    expect(scopeOf("The Fedora image uses dnf for updates.")?.words).toEqual(["fedora"]);
    expect(scopeOf("Warehouse robots use a 48 V battery.")?.words).toEqual(["warehouse"]);
  });
  it("reads no place in a fixed phrase, a time or a bare circumstance", () => {
    expect(scopeOf("In practice we deploy on Fridays.")).toBeNull();
    expect(scopeOf("In the end we picked Kafka for the job queue.")).toBeNull();
    expect(scopeOf("In March we moved the docs site to Hugo.")).toBeNull();
    expect(scopeOf("On failure the job retries 5 times.")).toBeNull();
  });
  it("two places, two facts: no conflict", () => {
    expect(verdict("On the pilot line the oven dwell time is 90 s.", "In the main factory the oven dwell time is 60 s.")).not.toBe("conflict");
    expect(verdict("In the sandbox account the S3 bucket is public.", "In the billing account the S3 bucket is private.")).not.toBe("conflict");
    expect(distinctScopes("On the staging rig the sensor polls every 2 s.", "The field devices poll the sensor every 60 s.")).toBe("staging rig vs field");
  });
  it("one place said twice, or in two spellings, still conflicts", () => {
    expect(verdict("On the pilot line the oven dwell time is 90 s.", "On the pilot line the oven dwell time is 120 s.")).toBe("conflict");
    expect(verdict("On the Jetson Nano the tracker runs at 15 fps.", "On the Nano the tracker runs at 30 fps.")).toBe("conflict");
    expect(verdict("In the end we picked RabbitMQ for the job queue.", "In the end we picked Kafka for the job queue.")).toBe("conflict");
    expect(distinctScopes("On the Pi the fan starts at 60 °C.", "On the Raspberry Pi 4 the fan starts at 75 °C.")).toBeNull();
  });
});

describe("a limit against a measurement of one quantity", () => {
  it("a budget or alert threshold against a measured or current value: no conflict", () => {
    expect(limitAgainstMeasurement("Checkout p95 latency budget: under 400 ms.", "Measured checkout p95 latency last week: 310 ms.")).toBe(true);
    expect(verdict("The queue depth is paged above 50,000 jobs.", "Right now the queue holds about 4,200 jobs.")).not.toBe("conflict");
  });
  it("two limits, or a measurement of another dimension, are no such pair", () => {
    expect(limitAgainstMeasurement("Disk usage alert fires above 85%.", "The disk usage alert fires above 70%.")).toBe(false);
    expect(verdict("Max memory per worker is 2 GB.", "Max memory per worker is 4 GB.")).toBe("conflict");
    expect(limitAgainstMeasurement("Max memory per worker is 2 GB.", "Workers currently run 12 threads.")).toBe(false);
  });
});

describe("numbers as written inside a span", () => {
  it("'2k to 20k' holds '8,000'", () => {
    expect(plainValueInOtherRange("Import jobs handle 2k to 20k records well.", "The import job is set to 8,000-record chunks.")).toBe(true);
    expect(plainValueInOtherRange("Good batch sizes are between 1,000 and 5,000 events.", "We send batches of 2,500 events.")).toBe(true);
    expect(plainValueInOtherRange("Good batch sizes are between 1,000 and 5,000 events.", "We send batches of 25,000 events.")).toBe(false);
  });
});

describe("a passive predicate is said of the subject, not a value of it (claims.ts PREDICATE)", () => {
  it("'is backed up nightly to S3' is no second answer to 'is PostgreSQL 16'", () => {
    expect(verdict("The ledger DB is PostgreSQL 16.", "The ledger DB is backed up nightly to S3.")).not.toBe("conflict");
    expect(verdict("The metrics store is Prometheus.", "The metrics store is scraped every 15 s by the agent.")).not.toBe("conflict");
  });
  it("two products after the copula still conflict", () => {
    expect(verdict("The reports DB is MySQL 8.", "The reports DB is PostgreSQL 15.")).toBe("conflict");
  });
});

describe("a dotenv file names its environment (weak-qualifiers.ts namedEnvironments)", () => {
  it("'.env.staging' / '.env.production' are two environments", () => {
    expect(verdict("MAIL_HOST=smtp.mailtrap.example   # .env.staging", "MAIL_HOST=smtp.postmark.example   # .env.production")).not.toBe("conflict");
  });
  it("one dotenv file with two values conflicts; a file extension is still no environment", () => {
    expect(verdict("LOG_LEVEL=debug  # .env.staging", "LOG_LEVEL=info  # .env.staging")).toBe("conflict");
    expect(verdict("Config lives in config.prod", "Config lives in config.dev")).toBe("conflict");
  });
});
