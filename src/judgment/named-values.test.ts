// Round 23 (judgslot27): one slot, two names (named-values.ts). Sentences of their own, not the bench's; each conflict
// beside the look-alike that must stay apart.
import { describe, expect, it } from "vitest";
import { namedValueConflict } from "./named-values";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `r23-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine = 0.7) => judgePair(mem(a), mem(b), cosine).verdict;
const read = (a: string, b: string, cosine = 0.7) => namedValueConflict(a, b, cosine);

describe("one slot, two names, introduced alike", () => {
  it("a channel named on each side (via / over)", () => {
    const r = read("Greenhouse humidity sensors report via Zigbee.", "In the greenhouse the humidity sensors are polled over Thread by the hub.");
    expect(r?.values).toEqual(["Zigbee", "Thread"]);
    expect(verdict("Greenhouse humidity sensors report via Zigbee.", "In the greenhouse the humidity sensors are polled over Thread by the hub.")).toBe("conflict");
  });
  it("a key's value meets the other side's value in any role", () => {
    expect(read("Kiosk log level: ERROR", "kiosk logging level = TRACE")?.values).toEqual(["ERROR", "TRACE"]);
    expect(read("thumbnail cache storage: GCS", "thumbnails for the cache go to Azure Blob")?.values).toEqual(["GCS", "Azure Blob"]);
  });
  it("one payment channel in two verbs of one role (via / through): no other reader reads it", () => {
    expect(verdict("Membership fees are collected via Paddle checkout.", "The club's membership fees are charged through Chargebee.")).toBe("conflict");
  });
});

describe("look-alikes that stay apart", () => {
  it("two properties of one subject: introduced by two roles", () => {
    // (written in / owned by; runs on / writes to)
    expect(read("invoice-svc is written in Rust.", "invoice-svc is owned by the Ledger team.")).toBeNull();
    expect(read("The nightly export job runs on Java 21.", "The nightly export job writes its file to SFTP.")).toBeNull();
  });
  it("a copula names what a thing is, not where its copies go", () => {
    expect(read("The billing DB is MariaDB 11.", "The billing DB is copied nightly to Backblaze.")).toBeNull();
  });
  it("a side that adds to the slot", () => {
    expect(read("Greenhouse humidity sensors report via Zigbee.", "Greenhouse humidity sensors also report over Thread.")).toBeNull();
  });
  it("a side that names the other's value too (a list, or a change it describes)", () => {
    expect(read("Greenhouse humidity sensors report via Zigbee.", "Greenhouse humidity sensors report over Zigbee and Thread.")).toBeNull();
  });
  it("a clause of ability names one way among several", () => {
    expect(read("The release bot can label a build with `/stamp`.", "The release bot can publish the notes for a build with `/notes latest`.")).toBeNull();
    // (the one way each side says a thing is done is read)
    expect(read("The release bot labels a build with `/stamp`.", "The release bot labels each build with `/mark`.")?.values).toEqual(["`/stamp`", "`/mark`"]);
  });
  it("one shared word is only the subject", () => {
    expect(read("pondwatch controllers run on ESP32.", "pondwatch pumps run on RP2040.")).toBeNull();
  });
  it("a name that opens the sentence is its place or subject, not the slot's value", () => {
    expect(read("Node on the Mac build machine comes from Homebrew.", "On the Linux build machine Node comes from nvm.")).toBeNull();
  });
  it("a unit after a number is a quantity, not a name", () => {
    expect(read("Photo uploads are capped at 2 GiB per user.", "Photo uploads are capped at 2048 MiB per user.")).toBeNull();
  });
  it("two contexts: the caller keeps them apart after the reading", () => {
    expect(verdict("In staging, kiosk log level: DEBUG", "In production, kiosk logging level = WARN")).not.toBe("conflict");
  });
  it("nothing at the nightly scan (no cosine) or between texts about two things", () => {
    expect(namedValueConflict("Kiosk log level: ERROR", "kiosk logging level = TRACE", undefined)).toBeNull();
    expect(read("Kiosk log level: ERROR", "kiosk logging level = TRACE", 0.3)).toBeNull();
  });
});
