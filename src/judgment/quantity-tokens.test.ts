/**
 * Round 17 (judgdup17): one quantity is one token however it is written — another unit of one dimension, a decimal
 * prefix against a binary one, degrees of the other scale, a compound number word, a unit spelled out, a share or a
 * multiple said in words — so the duplicate paths and the learned merge's "a number on each side the other lacks" see
 * the same value; a value that differs in every reading still differs.
 */
import { describe, expect, it } from "vitest";
import { unmatchedWords } from "./synonym-duplicate";
import { type JudgedMemory, judgePair } from "./compare";
import { comparable } from "./similarity";
import { canonicalBytes } from "./quantity-tokens";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `q${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine?: number) => judgePair(mem(a), mem(b), cosine).verdict;
const numbers = (text: string) => comparable(text).filter((w) => /\d/.test(w));

describe("one quantity, one token", () => {
  it("reads units of one dimension as one amount", () => {
    expect(numbers("a 2.5 kHz tone")).toEqual(numbers("a 2500 Hz tone"));
    expect(numbers("the cell holds 0.22 Ah")).toEqual(numbers("the cell holds 220 mAh"));
    expect(numbers("belt speed 2 m/s")).toEqual(numbers("belt speed 7.2 km/h"));
    expect(numbers("the rail is 3.3 V")).toEqual(numbers("the rail is 3300 mV"));
    expect(numbers("a 1 Gbps uplink")).toEqual(numbers("a 1000 Mbps uplink"));
    expect(numbers("the route is 0.8 km")).toEqual(numbers("the route is 800 metres"));
  });
  it("reads degrees of either scale, compound number words, spelled units, shares and multiples", () => {
    expect(numbers("alarm above -18 °C")).toEqual(numbers("alarm above -0.4 °F"));
    expect(numbers("it takes thirty-five minutes")).toEqual(numbers("it takes 35 min"));
    expect(numbers("renders at forty frames per second")).toEqual(numbers("renders at 40 fps"));
    expect(numbers("half of the kiosks")).toEqual(numbers("50% of the kiosks"));
    expect(numbers("four times more likely")).toEqual(numbers("4x as likely"));
    // (A count of events is no factor.)
    expect(numbers("it retries 4 times")).not.toEqual(numbers("4x as likely"));
  });
  it("reads a frequency as its period, so one cycle said both ways is one amount (round 21)", () => {
    expect(numbers("telemetry frames every 20 ms")).toEqual(numbers("telemetry frames at 50 Hz"));
    expect(numbers("core clock period 20 ns")).toEqual(numbers("core clock 50 MHz"));
    expect(numbers("the camera publishes every 100 ms")).not.toEqual(numbers("the camera publishes at 20 Hz"));
    // (Two frequencies meet or differ as before.)
    expect(numbers("a 2.5 kHz tone")).toEqual(numbers("a 2500 Hz tone"));
    expect(numbers("a 2.5 kHz tone")).not.toEqual(numbers("a 250 Hz tone"));
  });
  it("meets a byte amount written in 1000s and in 1024s", () => {
    expect(canonicalBytes(2000, "gb")).toBe(canonicalBytes(2, "tb"));
    expect(canonicalBytes(2048, "mb")).toBe(canonicalBytes(2, "gb"));
    expect(canonicalBytes(1500, "kb")).toBe(canonicalBytes(1.5, "mb"));
    expect(canonicalBytes(64000, "b")).toBe(canonicalBytes(64, "kb"));
    // (A unit that says binary outright steps by 1024 only; an amount off by a factor stays apart.)
    expect(canonicalBytes(2000, "mib")).not.toBe(canonicalBytes(2, "gib"));
    expect(canonicalBytes(300, "gb")).not.toBe(canonicalBytes(3, "tb"));
  });
});

describe("duplicates in another notation merge; other values stay apart", () => {
  it("merges one value in two notations (each was left apart before round 17)", () => {
    expect(verdict("The spectrum analyser sweeps at 1.2 kHz.", "The spectrum analyser sweeps at 1200 Hz.", 0.9)).toBe("duplicate");
    expect(verdict("Every archive node gets a 4 TB disk.", "Every archive node gets a 4000 GB disk.", 0.9)).toBe("duplicate");
    expect(verdict("The tracker battery is 1.8 Ah.", "The tracker battery is 1800 mAh.", 0.9)).toBe("duplicate");
    expect(verdict("The kiln cools for forty-five minutes.", "The kiln cools for 45 min.", 0.9)).toBe("duplicate");
  });
  it("keeps a value that differs in every reading apart", () => {
    expect(verdict("The spectrum analyser sweeps at 1.2 kHz.", "The spectrum analyser sweeps at 120 Hz.", 0.9)).not.toBe("duplicate");
    expect(verdict("Every archive node gets a 4 TB disk.", "Every archive node gets a 400 GB disk.", 0.9)).not.toBe("duplicate");
    expect(verdict("The kiln cools for forty-five minutes.", "The kiln cools for 55 min.", 0.9)).not.toBe("duplicate");
    expect(verdict("Half of the scanners run the beta build.", "A quarter of the scanners run the beta build.", 0.96)).not.toBe("duplicate");
  });
  it("reads a volume in cubic metres and in litres, and a data rate with its amount's unit (round 22)", () => {
    expect(numbers("the rain barrel holds 3 m³")).toEqual(numbers("the rain barrel holds 3000 litres"));
    expect(verdict("The rain barrel holds 3 m³.", "The rain barrel holds 3,000 litres.", 0.9)).toBe("duplicate");
    expect(verdict("The rain barrel holds 3 m³.", "The rain barrel holds 300 litres.", 0.9)).not.toBe("duplicate");
    // ("m³" is no minutes: "3 m³" against "3 minutes" is no one amount.)
    expect(numbers("the rain barrel holds 3 m³")).not.toEqual(numbers("the rain barrel holds 3 minutes"));
    expect(verdict("Log shipping is capped at 4 GiB per day per node.", "Log shipping is capped at 4096 MiB per day per node.", 0.9)).toBe("duplicate");
    expect(verdict("Log shipping is capped at 4 GiB per day per node.", "Log shipping is capped at 4 MiB per day per node.", 0.9)).not.toBe("duplicate");
  });
});

describe("a compound number word in the word aligner (synonym-duplicate.ts, round 19)", () => {
  it("is one number, so the same duration in words and digits leaves nothing over", () => {
    const u = unmatchedWords("The feed stalled for twenty-five minutes.", "The feed stalled for 25 min.");
    expect([...u.a, ...u.b]).toEqual([]);
  });

  it("still leaves a different number over on each side", () => {
    const u = unmatchedWords("The feed stalled for twenty-five minutes.", "The feed stalled for 20 min.");
    expect(u.a.length).toBeGreaterThan(0);
    expect(u.b.length).toBeGreaterThan(0);
  });
});
