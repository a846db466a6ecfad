// Round 7 (judgconf7): one subject named two ways — each reader on sentences of its own, not the bench's.
import { describe, expect, it } from "vitest";
import { rarity, sharedSlot } from "./subject-match";
import { RARE_SLOT_WEIGHT, typedSlotConflict } from "./slot-reader";

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
