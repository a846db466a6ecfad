// Round 10 (judgconf10): amounts of money however written (money.ts) — sentences of their own, not the bench's.
import { describe, expect, it } from "vitest";
import { moneyOf } from "./money";
import { typedSlotConflict } from "./slot-reader";

describe("amounts of money (money.ts)", () => {
  it("a symbol, a code before or after, a currency's name: one amount in its currency", () => {
    expect(moneyOf("Refunds over $2.5k need a manager.").map((m) => [m.value.n, m.value.dim])).toEqual([[2500, "money:USD"]]);
    expect(moneyOf("Fee: GBP 1,200 per seat").map((m) => [m.value.n, m.value.dim])).toEqual([[1200, "money:GBP"]]);
    expect(moneyOf("budget 3 million EUR").map((m) => [m.value.n, m.value.dim])).toEqual([[3e6, "money:EUR"]]);
    expect(moneyOf("tips of 40 euros").map((m) => [m.value.n, m.value.dim])).toEqual([[40, "money:EUR"]]);
    expect(moneyOf("rounding to 2 euro cents").map((m) => m.value.n)).toEqual([0.02]);
  });
  it("shell positionals, percentages and words that merely contain a code are no money", () => {
    expect(moneyOf("run it as `deploy.sh $1` and pass '$2' too")).toEqual([]);
    expect(moneyOf("EUR 5% surcharge")).toEqual([]);
    expect(moneyOf("the eur2 bucket holds 40 items")).toEqual([]);
  });
  it("two amounts of one slot in one currency conflict however each is written", () => {
    expect(typedSlotConflict("Refund approval limit for agents: $750.", "The agent refund approval limit is 1,000 USD.", 0.7)).not.toBeNull();
    expect(typedSlotConflict("Hotel night cap for travel: EUR 180.", "The travel hotel night cap is 220 euros.", 0.7)).not.toBeNull();
  });
  it("one amount written two ways agrees; two currencies are never rivals (no exchange rates)", () => {
    expect(typedSlotConflict("Hotel night cap for travel: EUR 180.", "The travel hotel night cap is 180 euros.", 0.7)).toBeNull();
    expect(typedSlotConflict("Rounding tolerance in recon: €0.01", "recon rounding tolerance: 1 euro cent", 0.8)).toBeNull();
    expect(typedSlotConflict("Hotel night cap for US travel: $200.", "Hotel night cap for EU travel: EUR 180.", 0.7)).toBeNull();
  });
});
