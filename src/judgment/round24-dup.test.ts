/**
 * Round 24's merge guards (bench/judgment/README.md "Round 24: duplicates — AD's wrong merges and the model's last fold
 * gap"): a count said by one side only, a share written as a sign or a word, a setting named without its value.
 * Sentences of our own, not the bench's; each reading beside a true duplicate it must keep.
 */
import { describe, expect, it } from "vitest";
import { disjointFindings } from "./predicate-coverage";
import { rejectedOptionClash } from "./rejected-option";
import { settingValueUnstated } from "./unstated-setting-value";
import { minimalPairConflict } from "./similarity";
import { modelMergeGuard } from "./taste-guard";

const fact = (content: string) => ({ type: "fact", content });

describe("a count said by one side only is a property of its own (predicate-coverage.ts)", () => {
  it("two numbers are no forms of one word: the subject ends where the counts differ", () => {
    expect(disjointFindings("Dock 2 has four doors.", "Dock 2's forklift is an electric Linde.")).toMatch(/two different things/);
  });
  it("keeps a value both sides state, whatever the notation", () => {
    expect(disjointFindings("refund tolerance €0.05", "refund tolerance 5 euro cents")).toBeNull();
    expect(disjointFindings("Dock 2 has four doors.", "Dock 2 has 4 doors.")).toBeNull();
  });
});

describe("a share's sign and its words are one option (rejected-option.ts)", () => {
  it("refuses two texts that each keep what the other turns down", () => {
    expect(rejectedOptionClash(
      "Recipe amounts in grams, please, not percentages.",
      "I prefer recipes written as % of the flour; grams belong on the prep sheet, not in the recipe.",
    )).toMatch(/one chooses what the other turns down/);
  });
  it("keeps one choice said twice, the share in either form", () => {
    expect(rejectedOptionClash("Recipe amounts in grams, not percentages.", "Give recipe amounts in grams, not as %.")).toBeNull();
  });
});

describe("a setting named without its value (unstated-setting-value.ts)", () => {
  const pk = "orders.items PK = item_uuid (SKU is just an indexed column)";
  it("refuses prose that names the setting's key but not its value", () => {
    expect(settingValueUnstated("Order items are stored with the SKU as the primary key.", pk)).toMatch(/pk = item_uuid/);
    expect(modelMergeGuard(fact("Order items are stored with the SKU as the primary key."), fact(pk))).toMatch(/without its value/);
  });
  it("keeps prose that states the value, and leaves quantities and plain words to the value guard", () => {
    expect(settingValueUnstated("The order items table uses item_uuid as its primary key.", "orders.items PK = item_uuid")).toBeNull();
    expect(settingValueUnstated("Request timeout: 30000", "The request timeout is 30 seconds.")).toBeNull();
    expect(settingValueUnstated("Staging DB: read-only after 6pm.", "staging db - read only after 6 PM")).toBeNull();
  });
});

describe("one quantity in other units (values.ts, quantity-tokens.ts, similarity.ts)", () => {
  it("reads micrometres by their sign and a unit joined by a hyphen", () => {
    expect(minimalPairConflict("Wear on the shaft is about 0.3 mm a month.", "Wear on the shaft is about 300 µm a month.")).toBeNull();
    expect(minimalPairConflict("Sensor data is rolled up into 2-minute buckets.", "Sensor data is rolled up into 120-second buckets.")).toBeNull();
  });
  it("still reads two different quantities as a swap", () => {
    expect(minimalPairConflict("Wear on the shaft is about 0.3 mm a month.", "Wear on the shaft is about 30 µm a month.")).not.toBeNull();
    expect(minimalPairConflict("Sensor data is rolled up into 2-minute buckets.", "Sensor data is rolled up into 30-second buckets.")).not.toBeNull();
  });
});
