// Round 16 (judgconf16): what fresh text needs — contradictions whose two sides share no claim because a value was not
// read as the kind it is: volts and watts, a cycle said in words ("four times a day"), a frame time against a frame
// rate, a key whose name says what its number measures, a class name whose last word says what it is. And false flags
// of readers that took a bound, a span or a unit "per" something for a rival value. Sentences of their own, not the
// bench's; each with look-alikes.
import { describe, expect, it } from "vitest";
import { typedSlotConflict, typedValuesOf } from "./slot-reader";
import { type JudgedMemory, judgePair } from "./compare";
import { spelledCyclesAsPeriods } from "./period-frequency";
import { parseQuantity } from "./values";
import { formsOf } from "./typed-forms";
import { minimalPairConflict } from "./similarity";
import { stateConflict } from "./flag-states";
import { namedSwitch } from "./named-switch";

let n = 0;
const mem = (content: string, project = "p1"): JudgedMemory => ({
  id: `r16-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: project,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine = 0.6) => judgePair(mem(a), mem(b), cosine).verdict;
const clash = (a: string, b: string, cosine = 0.6) => typedSlotConflict(a, b, cosine);

describe("volts and watts are dimensions", () => {
  it("parses V, mV and kW", () => {
    expect(parseQuantity("3.3 V")).toMatchObject({ dim: "voltage", n: 3300 });
    expect(parseQuantity("3300 mV")).toMatchObject({ dim: "voltage", n: 3300 });
    expect(parseQuantity("7.4 kW")).toMatchObject({ dim: "power", n: 7400 });
  });
  it("two supply voltages of one rail conflict; one voltage in V and mV does not", () => {
    expect(verdict("The pump controller's supply is set to 12 V.", "Pump controller supply voltage: 24 V")).toBe("conflict");
    expect(clash("The pump controller's supply is set to 12 V.", "Pump controller supply voltage: 12000 mV")).toBeNull();
  });
  it("a voltage is no version of the word before it", () => {
    expect(typedValuesOf("The logic rail sits at 3.3 V.").some((v) => v.kind.startsWith("version:"))).toBe(false);
    expect(typedValuesOf("The charger stops at 4.2 V/cell.").some((v) => v.kind.startsWith("version:"))).toBe(false);
  });
  it("a cutoff said as a verb meets the cutoff key", () => {
    expect(clash("The drone lands itself when the pack cuts out at 3.4 V.", "Pack cutoff on the drone: 3200 mV")).not.toBeNull();
  });
});

describe("a cycle said in words is its period", () => {
  it("writes 'four times a day' as every 6 h, over the same characters", () => {
    const t = "The export runs four times a day.";
    const out = spelledCyclesAsPeriods(t);
    expect(out).toHaveLength(t.length);
    expect(out).toMatch(/every 6 h/);
    expect(spelledCyclesAsPeriods("pings twice per second")).toMatch(/every 500 ms/);
    expect(spelledCyclesAsPeriods("retries three times per session")).toBe("retries three times per session");
  });
  it("'four times a day' is no 'one day': it agrees with every 6 hours and conflicts with every 2 hours", () => {
    expect(clash("The export to the lake runs four times a day.", "The lake export runs every 6 hours.")).toBeNull();
    expect(verdict("The export to the lake runs four times a day.", "The lake export runs every 2 hours.")).toBe("conflict");
  });
  it("'once per second' against a period of another length", () => {
    expect(verdict("The tracker posts its position once per second.", "The tracker posts its position every 5 s.")).toBe("conflict");
  });
});

describe("a frame time against a frame rate", () => {
  it("a 33 ms frame budget is 30 fps, not 60", () => {
    expect(clash("Frame budget for the tablet build: 33.3 ms.", "The tablet build targets 60 fps.")).not.toBeNull();
    expect(clash("Frame budget for the tablet build: 33.3 ms.", "The tablet build targets 30 fps.")).toBeNull();
  });
  it("a rate in parentheses restating a bounded frame time is no rival of a measured frame time", () => {
    expect(clash("Frame time on the console must stay under 16.6 ms (60 fps).", "The menu scene renders in 11 ms per frame on the console.")).toBeNull();
  });
});

describe("a key whose name says what its number measures", () => {
  it("reads bitrate, baud and sample-rate keys in their plain units", () => {
    expect(formsOf("bus0 bitrate = 250000").find((f) => f.kind === "bitrate")?.value).toMatchObject({ n: 250000 });
    expect(formsOf("SAMPLE_RATE=22050").find((f) => f.kind === "frequency")?.value).toMatchObject({ n: 22050 });
    expect(formsOf("GPS baud rate on the tracker: 38400").find((f) => f.kind === "bitrate")?.value).toMatchObject({ n: 38400 });
    expect(formsOf("bus0 bitrate = 250 kbit/s").filter((f) => f.kind === "bitrate")).toEqual([]);
  });
  it("conflicts with the value said in prose, agrees with the same value", () => {
    expect(verdict("The powertrain CAN bus runs at 1 Mbit/s.", "powertrain CAN bitrate = 500000")).toBe("conflict");
    expect(clash("The powertrain CAN bus runs at 500 kbit/s.", "powertrain CAN bitrate = 500000")).toBeNull();
  });
});

describe("a class name whose last word is what it is", () => {
  it("two executors of one scheduler conflict", () => {
    expect(verdict("The nightly jobs run on the SequentialExecutor.", "nightly jobs: executor = DaskExecutor")).toBe("conflict");
  });
  it("two classes of one head as the subjects of two sentences do not", () => {
    expect(clash("The InvoiceRepository caches lookups in Memcached.", "The CustomerRepository reads straight from MySQL.")).toBeNull();
  });
  it("a comment after a key line's value joins its slot", () => {
    const v = typedValuesOf("executor = DaskExecutor   # nightly scheduler.cfg").find((x) => x.kind.startsWith("class:"));
    expect([...(v?.slot ?? [])]).toContain("night");
  });
});

describe("false flags: bounds, spans and units per something", () => {
  it("a bound written as ≤ holds a smaller measured value", () => {
    expect(verdict("Render time budget: ≤ 20 ms on the target tablet.", "Measured render time on the target tablet: 14 ms on average.", 0.75)).not.toBe("conflict");
  });
  it("a span whose counted noun follows its far end holds a value inside it", () => {
    expect(verdict("The importer copes with chunks of 2k to 20k records.", "The importer is set to 8,000-record chunks.", 0.7)).not.toBe("conflict");
  });
  it("one speed in m/s and cm/s is no swapped value", () => {
    expect(minimalPairConflict("The belt feeds parcels at 1.2 m/s.", "The belt feeds parcels at 120 cm/s.")).toBeNull();
    expect(minimalPairConflict("The belt feeds parcels at 1.2 m/s.", "The belt feeds parcels at 80 cm/s.")).not.toBeNull();
  });
});

describe("a switch key set off against prose that does its action", () => {
  it("conflicts when the prose asserts every word of the key", () => {
    expect(verdict("The ledger consumer auto-acks every message.", "ledger consumer: auto_ack=false, acks after the write", 0.5)).toBe("conflict");
    expect(verdict("Minification runs for the store build.", "store build { isMinifyEnabled = false }", 0.5)).toBe("conflict");
  });
  it("not when the prose denies it, names another action, or a number stands for the value", () => {
    expect(verdict("The ledger consumer never auto-acks a message.", "ledger consumer: auto_ack=false", 0.5)).not.toBe("conflict");
    expect(verdict("The ledger consumer retries failed messages.", "ledger consumer: auto_ack=false", 0.5)).not.toBe("conflict");
    expect(stateConflict("The physics step runs at a fixed timestep of 20 ms.", "physics: fixed timestep: 0.02", 0.5)).toBeNull();
    expect(stateConflict("The physics step runs at a fixed timestep.", "physics: fixed_timestep: false", 0.5)).not.toBeNull();
  });
});

describe("a version as the tool prints it", () => {
  it("reads a module's __version__ and a command's -v as that tool's version", () => {
    expect(clash("The scoring workers run NumPy 1.26.", "numpy.__version__ on the scoring workers = '2.0.2'")).not.toBeNull();
    expect(clash("The deploy runner uses Terraform 1.6.", "terraform -v on the deploy runner: 1.8.2")).not.toBeNull();
    expect(clash("The deploy runner uses Terraform 1.8.", "terraform -v on the deploy runner: 1.8.2")).toBeNull();
  });
});

describe("a change that names the old thing and the new one", () => {
  it("the newer text switches to a name the older does not know, naming the older's name in the same clause", () => {
    expect(namedSwitch("Session storage runs on Memcached.", "Session storage switched to Valkey after the Memcached eviction bug.")).toMatchObject({ change: true });
    expect(namedSwitch("Default deploy target: blue", "Flipped the default deploy target blue -> green.")).toMatchObject({ change: true });
    expect(verdict("Session storage runs on Memcached.", "Session storage switched to Valkey after the Memcached eviction bug.")).toBe("conflict");
  });
  it("not when the old name sits in another clause, shares no subject word, or the older text names the new one too", () => {
    expect(namedSwitch("The handbook is built with Sphinx.", "Switched the changelog to Towncrier; Sphinx stays for the handbook.")).toBeNull();
    expect(namedSwitch("Invoices are rendered by Gotenberg.", "Switched thumbnails to Imgproxy after Gotenberg timed out.")).toBeNull();
    expect(namedSwitch("Sessions live in Memcached or Valkey.", "Session storage switched to Valkey after the Memcached eviction bug.")).toBeNull();
  });
});
