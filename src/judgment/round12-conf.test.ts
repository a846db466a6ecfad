// Round 12 (judgconf12): false flags and missed contradictions read by grammar. Sentences of their own, not the
// bench's; each mechanism has look-alikes that must keep their verdict.
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { contextDimension, namedContexts } from "./named-contexts";
import { polarityConflict, stanceOf } from "./negation-scope";
import { otherInsideComparison, plainValueInOtherRange } from "./ranges";
import { stateConflict, statesOf } from "./flag-states";

let n = 0;
const judged = (content: string): JudgedMemory => ({
  id: `r12-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine?: number) => judgePair(judged(a), judged(b), cosine).verdict;

describe("an environment or a variant named by its head noun", () => {
  it("reads the word before 'environment', 'env', 'tenant' as an environment's name", () => {
    expect(namedContexts("In the soak-test environment the importer runs 4 workers")).toEqual(["environment:soak-test"]);
    expect(namedContexts("Billing in the replay env uses ledger v9")).toEqual(["environment:replay"]);
    expect(namedContexts("Perf environment: 12 nodes")).toEqual(["environment:perf"]);
    expect(namedContexts("the UAT environment sends mail to a sink")).toEqual(["staging"]);
    expect(namedContexts("The dev tenant lets anyone invite guests")).toEqual(["development"]);
    expect(contextDimension("environment:replay")).toBe("environment");
    expect(contextDimension("production")).toBe("environment");
  });
  it("reads a part number before 'variant' as a hardware variant", () => {
    expect(namedContexts("The RP2040 variant of the board logs over UART1")).toEqual(["variant:rp2040"]);
    expect(namedContexts("On the older ESP32-C3 variant the LED is on GPIO8")).toEqual(["variant:esp32-c3"]);
  });
  it("names nothing when the words are a key, a file, a quantifier, a product or no part number", () => {
    expect(namedContexts("PIPELINE_ENV=replay → uses the replay ledger")).toEqual([]);
    expect(namedContexts("The worker reads `.env.local` and the config env file")).toEqual([]);
    expect(namedContexts("Required env vars for the worker: DATABASE_URL")).toEqual([]);
    expect(namedContexts("The same environment serves both teams; every environment has a bastion")).toEqual([]);
    expect(namedContexts("Alerts go to the Sentry environment called web")).toEqual([]);
    expect(namedContexts("We shard the search index by tenant")).toEqual([]);
    expect(namedContexts("conda can't build envs on the compute nodes")).toEqual([]);
    expect(namedContexts("a British spelling variant of the same word")).toEqual([]);
  });
  it("two named environments or variants hold two values: a look-alike, not a conflict", () => {
    expect(verdict("In the replay environment the export rate limit is off.", "Production enforces an export rate limit of 50 rps.", 0.6)).not.toBe("conflict");
    expect(verdict("Scoring in the canary-b environment uses model v31.", "Scoring in production uses model v30.", 0.85)).not.toBe("conflict");
    expect(verdict("The RP2040 variant of the logger samples at 10 kHz.", "The older SAMD21 variant of the logger samples at 4 kHz.", 0.9)).not.toBe("conflict");
  });
  it("one named environment on both sides still conflicts", () => {
    expect(verdict("Scoring in the canary-b environment uses model v31.", "Scoring in the canary-b environment uses model v29.", 0.9)).toBe("conflict");
    expect(verdict("The RP2040 variant of the logger samples at 10 kHz.", "The RP2040 variant of the logger samples at 4 kHz.", 0.95)).toBe("conflict");
  });
});

describe("a denial's scope: a bound, a noun phrase, a comparison", () => {
  const opposed = (a: string, b: string) => polarityConflict(a, b, 0.8, 0.3);
  it("the number and noun of a bound say which subset, they are not denied", () => {
    expect(opposed("Rows with fewer than 5 readings are dropped before aggregation.", "Before aggregation we discard any row that has under 5 readings.")).toBeNull();
  });
  it("a nominal cue's scope ends at 'and': the next predicate is asserted", () => {
    const s = stanceOf("The kiosk app can take orders with no network and uploads them later.");
    expect([...s.denied]).toContain("network");
    expect([...s.denied].some((w) => w.startsWith("upload"))).toBe(false);
    expect(opposed("The kiosk app can take orders with no network and uploads them later.", "Orders can be taken offline on the kiosk; they upload once a connection returns.")).toBeNull();
    // (A denied noun against its assertion still conflicts.)
    expect(opposed("The kiosk app takes orders with no network.", "The kiosk app needs a network to take orders.")).not.toBeNull();
  });
  it("a denial narrowed by a comparison speaks only of that subset", () => {
    expect(otherInsideComparison("older than 15", "We support iOS 13.")).toBe(true);
    expect(otherInsideComparison("older than 15", "iOS 15 is the oldest version we support.")).toBe(false);
    expect(otherInsideComparison("larger than 1 MB", "We cache responses of 5 MB.")).toBe(true);
    expect(otherInsideComparison("larger than 1 MB", "We cache responses of 200 KB.")).toBe(false);
    expect(opposed("We will not support iOS versions older than 15.", "iOS 15 is the oldest version we support.")).toBeNull();
    expect(opposed("We don't cache responses larger than 1 MB.", "We cache responses of 200 KB.")).toBeNull();
  });
  it("a value inside the denied subset, or a denial with no comparison, still conflicts", () => {
    expect(opposed("We will not support iOS versions older than 15.", "We support iOS 13.")).not.toBeNull();
    expect(opposed("We don't cache responses larger than 1 MB.", "We cache responses of 5 MB.")).not.toBeNull();
    expect(opposed("The scanner does not support the old firmware.", "The scanner supports the old firmware.")).not.toBeNull();
  });
});

describe("one switch in two states: more forms of a state", () => {
  it("armed / disarmed and suspended are states of a switch", () => {
    expect(stateConflict("The door alarm is armed overnight.", "overnight the door alarm stays disarmed", 0.7)).not.toBeNull();
    expect(stateConflict("Object versioning is enabled on the logs bucket.", "logs bucket: versioning suspended", 0.7)).not.toBeNull();
    expect(stateConflict("The door alarm is armed overnight.", "The door alarm is armed overnight, checked daily.", 0.9)).toBeNull();
  });
  it("a denied participle names its switch by its verb", () => {
    expect(stateConflict("DKIM signing: on", "mails from the relay are not DKIM signed yet", 0.6)).not.toBeNull();
    expect(stateConflict("Mails are not DKIM signed.", "Mails from the relay are not DKIM signed either.", 0.8)).toBeNull();
    expect(stateConflict("Mails are not DKIM signed.", "TLS is on for SMTP.", 0.6)).toBeNull();
  });
  it("a qualifier after a denied name is no part of it; 'keeps X on so …' is a state", () => {
    expect(stateConflict("TLS is on for the link to the PLCs.", "The PLC link is plaintext, no TLS on that hop.", 0.7)).not.toBeNull();
    expect(stateConflict("The tag's BLE radio is turned off in field firmware.", "Field firmware keeps BLE advertising on so technicians can pair.", 0.7)).not.toBeNull();
    expect(statesOf("The firmware keeps the BLE radio on the left antenna.").some((m) => m.axis === "on")).toBe(false);
  });
});

describe("a value inside the other side's span or 'or more' bound is a refinement", () => {
  it("reads spans with both ends and bounds written after the number", () => {
    expect(plainValueInOtherRange("Supported iOS versions: 15 (2021) to 18.", "QA runs on iOS 17.")).toBe(true);
    expect(plainValueInOtherRange("The kiosk must render at 60 fps or more.", "Kiosk benchmark: 72 fps average.")).toBe(true);
    expect(plainValueInOtherRange("Works on Postgres 13+.", "Staging runs Postgres 16.")).toBe(true);
  });
  it("leaves a value outside, two limits, a limit set by 'up to', times of day and version constraints alone", () => {
    expect(plainValueInOtherRange("The kiosk must render at 60 fps or more.", "Kiosk benchmark: 41 fps average.")).toBe(false);
    expect(plainValueInOtherRange("Uploads up to 100 MB are accepted.", "Max upload size: 10 MB")).toBe(false);
    expect(plainValueInOtherRange("A failed delivery is retried up to 8 times.", "Deliveries: 3 retries")).toBe(false);
    expect(plainValueInOtherRange("No pushes between 22:00 and 07:00.", "Digests go out at 06:00 UTC.")).toBe(false);
    expect(plainValueInOtherRange("Supported Node: 18 to 22.", "engines: node ^20")).toBe(false);
  });
  it("is no conflict in a pair", () => {
    expect(verdict("Supported iOS versions: 15 (2021) to 18.", "QA runs on iOS 17.", 0.6)).not.toBe("conflict");
    expect(verdict("The kiosk must render at 60 fps or more.", "Kiosk benchmark: 72 fps average.", 0.7)).not.toBe("conflict");
  });
});
