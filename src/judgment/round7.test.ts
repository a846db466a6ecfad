// Round 7 (judgconf7): one subject named two ways — each reader on sentences of its own, not the bench's.
import { describe, expect, it } from "vitest";
import { rarity, sharedSlot } from "./subject-match";
import { formsOf } from "./typed-forms";
import { slotsOf } from "./slots";
import { RARE_SLOT_WEIGHT, saysChange, toolSwitch, typedSlotConflict, typedValuesOf } from "./slot-reader";

describe("shared slot words weigh by rarity", () => {
  it("a rare word weighs more than a common one", () => {
    expect(rarity("leaderboard")).toBeGreaterThan(rarity("timeout"));
    expect(rarity("zzzunseenword")).toBeGreaterThan(rarity("leaderboard"));
  });
  it("an abbreviation meets the word it abbreviates; a short prefix does not", () => {
    expect(sharedSlot(new Set(["recon", "job"]), new Set(["reconciliation", "sourc"])).words).toEqual(["recon"]);
    expect(sharedSlot(new Set(["por"]), new Set(["portal"])).words).toEqual([]);
  });
  it("a value's own words meet the other side's slot, never the other value's words", () => {
    expect(sharedSlot(new Set(["xdc"]), new Set(["compil"]), new Set(["fpga", "constraint"]), new Set(["constraint"])).words).toEqual([]);
    expect(sharedSlot(new Set(["xdc"]), new Set(["constraint"]), new Set(["fpga", "constraint"]), new Set(["sim", "xdc"])).words).toEqual(["xdc", "constraint"]);
  });
});

describe("the typed reader joins one slot named two ways at write time", () => {
  // (No slot word in common: the value's own word "kload" names the other side's slot.)
  const a = "kernel loader blob in boot/kload.bin";
  const b = "kload firmware image: dist/fw/kload2.bin";
  it("one rare shared word, two paths of one kind: a conflict the strict rule misses", () => {
    expect(typedSlotConflict(a, b, 0.6)).not.toBeNull();
    expect(typedSlotConflict(a, b, 0.6, false)).toBeNull();
  });
  it("not without the embedder's cosine (the nightly scan keeps the strict rule)", () => {
    expect(typedSlotConflict(a, b)).toBeNull();
  });
  it("a value the other text names as its subject is no rival value", () => {
    // (Without the guard the value "tern-core" names the other side's slot words tern + core.)
    expect(typedSlotConflict("tern-core on Orca B7", "tern-core passes tern-tests rv9x", 0.7)).toBeNull();
  });
  it("common shared words alone join nothing", () => {
    expect(sharedSlot(new Set(["timeout", "upload"]), new Set(["timeout", "bill", "queu"])).weight).toBeLessThan(RARE_SLOT_WEIGHT);
  });
});

describe("values known by their form (typed-forms.ts)", () => {
  const kinds = (t: string) => formsOf(t).map((f) => `${f.kind}=${typeof f.value === "string" ? f.value : (f.value as { n: number }).n}`);
  it("hosts with ports; not files, mail addresses or reverse-DNS ids", () => {
    expect(kinds("BROKER=mq-2.ops.internal:5672")).toEqual(["host=mq-2.ops.internal:5672"]);
    expect(kinds("config in worker.toml, mail ops@acme.io, bundle com.acme.reader")).toEqual([]);
  });
  it("namespaced ids keep their prefix as the kind; schemes and clock times are none", () => {
    expect(kinds("charges settle to cus_9Qx1 daily")).toEqual(["id:cus_=cus_9qx1"]);
    expect(kinds("see https://x.io at 02:00 UTC")).not.toContain("id:at:=at:02");
  });
  it("locales, and numbers under a key that names their unit", () => {
    expect(kinds("fallback pt_BR")).toEqual(["locale=pt-br"]);
    expect(kinds("idle_timeout_seconds: 90")).toEqual(["time=90000"]);
    expect(kinds("maxBytes=2048")).toEqual(["bytes=2048"]);
  });
});

describe("one slot named two ways, met on a value's form", () => {
  it("one broker host against another, keyed and in prose", () => {
    expect(typedSlotConflict("QUEUE_BROKERS=mq-1.ops.internal:5672", "the worker now talks to a single broker, mq-main.ops.internal:5672", 0.5)).not.toBeNull();
  });
  it("a list that the other side repeats an item of agrees", () => {
    expect(typedSlotConflict("QUEUE_BROKERS=mq-1.ops.internal:5672,mq-2.ops.internal:5672", "the worker talks to broker mq-1.ops.internal:5672", 0.5)).toBeNull();
  });
  it("a retention in ms under its key against one in days", () => {
    expect(typedSlotConflict("audit log retention is 14d", "retention.ms=86400000 on the audit log topic", 0.5)).not.toBeNull();
    expect(typedSlotConflict("audit log retention is 14d", "retention.ms=1209600000 on the audit log topic", 0.5)).toBeNull();
  });
  it("a namespaced id replaced, named as past by the newer text: a change", () => {
    const c = typedSlotConflict("tiles are stored in EPSG:3857", "tiles are stored in EPSG:4326 now, 3857 was wrong for areas", 0.6);
    expect(c?.change).toBe(true);
    expect(typedSlotConflict("tiles are stored in EPSG:3857", "tiles are stored in EPSG:4326", 0.6)?.change).toBeUndefined();
  });
});

describe("a versioned tool named in a value of another kind", () => {
  it("tool-N beside 'Tool N'", () => {
    expect(typedSlotConflict("Clang 17 builds the test firmware", "test firmware toolchain is clang-16", 0.7)?.why).toMatch(/version:clang/);
  });
  it("a bare number keyed by the tool beside the tool's version", () => {
    expect(typedSlotConflict("deno in the edge functions = 1.46", "edge functions run on Deno 2", 0.6)).not.toBeNull();
  });
  it("a range of bare numbers keyed by the tool holds the other's version", () => {
    expect(typedSlotConflict("Supported Deno versions: 1 through 3.", "CI runs the checks on Deno 2.", 0.6)).toBeNull();
  });
});

describe("closed sets and change statements", () => {
  it("two licences, two rounding modes, two delivery guarantees", () => {
    expect(typedSlotConflict("license: MPL-2.0", "the sdk is relicensed to BSD-3-Clause", 0.5)).not.toBeNull();
    expect(typedSlotConflict("totals are rounded HALF_DOWN", "invoice rounding is half-even", 0.5)).not.toBeNull();
    expect(typedSlotConflict("the audit sink is exactly-once", "audit sink delivery is at-most-once", 0.5)).not.toBeNull();
  });
  it("a verb of change with its from- or to-side says a change; the same verb of a part does not", () => {
    expect(saysChange("config format: TOML", "we went from TOML to YAML for config")).toBe(true);
    expect(saysChange("license: MPL-2.0", "the sdk is relicensed to BSD-3-Clause")).toBe(true);
    expect(saysChange("Pivot uses moving averages", "Pivot uses moving averages over 7 days")).toBe(false);
  });
});

describe("small readings that kept one slot from meeting", () => {
  it("a quoted value after a key is read as the bare one", () => {
    expect(typedValuesOf('BUILD_PROFILE = "edge-lite" in the image recipe').map((v) => v.raw)).toContain("edge-lite");
  });
  it("a host's own labels name no part of a system", () => {
    expect(typedSlotConflict("cache node = ram-cache.acme.io", "we keep the cache on our own box at ram-store.internal", 0.7)).not.toBeNull();
  });
});

describe("one unit and a half", () => {
  it("'a minute and a half' is 90 s, 'a minute' still 60 s", () => {
    const n = (t: string) => slotsOf(t).map((s) => (s.value as { n?: number }).n);
    expect(n("the queue waits an hour and a half")).toEqual([5400000]);
    expect(n("the queue waits a minute")).toEqual([60000]);
  });
});

describe("a tool's version keyed by a word that abbreviates or carries its name", () => {
  it("'.denoversion says 2.0.1' beside 'Deno 1.46'", () => {
    expect(typedSlotConflict("We're on Deno 1.46 with import maps.", ".denoversion says 2.0.1 and we use the workspace file", 0.6)).not.toBeNull();
  });
  it("not when no slot word holds the tool's name", () => {
    expect(typedSlotConflict("We're on Deno 1.46 with import maps.", "the lockfile says 2.0.1 and we use the workspace file", 0.6)).toBeNull();
  });
});

describe("opaque ids by shape", () => {
  it("two ids of one issuer's length under one slot conflict; a word with a number run in is no id", () => {
    expect(formsOf("client id 7Hq2Lm9Xr4Tz8Wk1")[0]?.kind).toBe("opaque:16");
    expect(formsOf("the release2024 branch")).toEqual([]);
    expect(typedSlotConflict("Auth0 client id for the billing portal: 7Hq2Lm9Xr4Tz8Wk1", "billing portal Auth0 client_id = 3Pd8Ks2Vn6Yb4Qe9", 0.7)).not.toBeNull();
  });
});

describe("a change of mind between two tools of one job, without a from-side", () => {
  it("the newer text names the old tool and a new one and says it changed: a change", () => {
    expect(toolSwitch("user likes Mocha for the api tests", "Changed my mind: vitest for the api tests from now on, mocha was too slow")?.change).toBe(true);
  });
  it("no change cue, or the older text already names both: nothing", () => {
    expect(toolSwitch("user likes Mocha for the api tests", "vitest for the api tests, mocha for the legacy ones")).toBeNull();
    expect(toolSwitch("Mocha or Vitest for the api tests", "Changed my mind: vitest for the api tests from now on, mocha was too slow")).toBeNull();
  });
  it("'anymore' says a change", () => expect(saysChange("Like using Copilot for tests.", "Not using Copilot for tests anymore.")).toBe(true));
});
