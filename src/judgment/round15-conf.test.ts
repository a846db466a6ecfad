// Round 15 (judgconf15): contradictions with no shared claim, read from how the notation works — identifiers whose form
// says their kind (USB ids, hex numbers, issue-tracker keys), reference genome builds as a closed set, a unit written
// into a key's name, "times out" as the timeout. Sentences of their own, not the bench's; each with look-alikes.
import { describe, expect, it } from "vitest";
import { identifierFormsOf } from "./identifier-forms";
import { typedSlotConflict, typedValuesOf } from "./slot-reader";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `r15-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine = 0.6) => judgePair(mem(a), mem(b), cosine).verdict;
const clash = (a: string, b: string, cosine = 0.6) => typedSlotConflict(a, b, cosine);

describe("USB ids in either notation", () => {
  it("reads 'VID 0x16C0, PID 0x05DC' and '16c0:05dc' as one value", () => {
    expect(identifierFormsOf("The bridge enumerates as VID 0x16C0, PID 0x05DC.").map((f) => f.value)).toEqual(["16c0:05dc"]);
    expect(identifierFormsOf("lsusb lists the bridge as 16c0:05dc.").map((f) => f.value)).toEqual(["16c0:05dc"]);
  });
  it("two products of one vendor conflict; one id in two notations does not", () => {
    expect(verdict("The sensor bridge enumerates as VID 0x16C0, PID 0x05DC.", "lsusb lists the sensor bridge as 16c0:05df")).toBe("conflict");
    expect(clash("The sensor bridge enumerates as VID 0x16C0, PID 0x05DC.", "lsusb lists the sensor bridge as 16c0:05dc")).toBeNull();
  });
  it("a pair of four hex digits is no USB id in a text that says nothing of USB", () => {
    expect(identifierFormsOf("The checksum window is dead:beef in the dump.").filter((f) => f.kind === "usb id")).toEqual([]);
  });
});

describe("hex numbers are compared as numbers, their slot words still say which", () => {
  it("two CAN ids of one frame conflict", () => {
    expect(verdict("The door status frame uses CAN ID 0x2A4.", "Door status goes out on CAN id 0x2A5.")).toBe("conflict");
  });
  it("0x0400 and 0x400 are one value", () => {
    expect(clash("The door status frame uses CAN ID 0x0400.", "Door status goes out on CAN id 0x400.")).toBeNull();
  });
  it("an elided address ('0x7a3F…c91E') is no number", () => {
    expect(identifierFormsOf("Escrow at 0x7a3F…c91E").filter((f) => f.kind === "hex")).toEqual([]);
  });
});

describe("reference genome builds are one closed set per species", () => {
  it("GRCh38 against hg19 conflicts with no other shared word", () => {
    expect(verdict("Variant calls use GRCh38.", "We call variants against hg19.")).toBe("conflict");
  });
  it("hg38 is GRCh38, and a mouse build is another species", () => {
    expect(clash("Variant calls use GRCh38.", "We call variants against hg38.")).toBeNull();
    expect(clash("Variant calls use GRCh38.", "Variant calls use GRCm39 for the mouse samples.")).toBeNull();
  });
});

describe("issue-tracker project keys", () => {
  it("reads the key after 'key', and before 'Jira project', not a denied one", () => {
    const keys = (t: string) => typedValuesOf(t).filter((v) => v.kind === "project key").map((v) => v.raw);
    expect(keys("The Jira project key for billing is BIL.")).toEqual(["BIL"]);
    expect(keys("billing tickets go in the PAY Jira project")).toEqual(["PAY"]);
    expect(keys("billing tickets use the key PAY, there is no BIL project")).toEqual(["PAY"]);
  });
  it("two keys for one team conflict", () => {
    expect(verdict("The Jira project key for the billing squad is BIL.", "billing squad tickets: key PAY (e.g. PAY-311)")).toBe("conflict");
  });
  it("two teams' keys do not", () => {
    expect(clash("The Jira key for the search squad is SRCH.", "The Jira key for the billing squad is PAY.")).toBeNull();
  });
  it("capitals after 'key' in a text about no tracker are no project key", () => {
    expect(typedValuesOf("The signing key is RSA.").filter((v) => v.kind === "project key")).toEqual([]);
  });
});

describe("a unit written into a key's name", () => {
  it("a timeout key in ms against 'times out after 2 seconds'", () => {
    expect(clash("The cache client times out after 2 seconds.", "CACHE_TIMEOUT_MS=5000")).not.toBeNull();
    expect(clash("The cache client times out after 5 seconds.", "CACHE_TIMEOUT_MS=5000")).toBeNull();
  });
  it("a key ending in HZ is a frequency, at the end of a sentence too", () => {
    expect(clash("The RTOS config sets SYSTICK_HZ=1000.", "rtos config: SYSTICK_HZ=250")).not.toBeNull();
  });
  it("'times out' is no timeout for a count in its clause", () => {
    expect(clash("The payments worker times out when the bank is slow (seen 3 times this week)", "The email worker times out when SES throttles (seen 5 times this month)")).toBeNull();
  });
});
