// Round 9 (judgff9): false flags — one value restated in other units, words or markup, a value inside the
// other's span, and two qualifiers that separate two claims. Sentences of their own, not the bench's;
// each case has a look-alike twin that must still conflict.
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { heldBySpan } from "./ranges";
import { distinctRoles, rolesOf } from "./roles";
import { parseValue, relation } from "./values";
import { complementaryShares, shareSide } from "./percent-complement";

let n = 0;
const judged = (content: string): JudgedMemory => ({
  id: `r9-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string) => judgePair(judged(a), judged(b)).verdict;

describe("a span written with thousands or in words holds the other's value", () => {
  it("'between 2k and 20k rows' holds '8000 rows'; a value outside it does not", () => {
    expect(heldBySpan("The batch job handles between 2k and 20k rows a run.", "20k", "8000")).toBe(true);
    expect(heldBySpan("The batch job handles between 2k and 20k rows a run.", "20k", "30000")).toBe(false);
  });
  it("'three to five days' holds '4 days', not '6 days'; 'someone to' is no number", () => {
    expect(heldBySpan("Vendor onboarding takes three to five days.", "5 days", "4 days")).toBe(true);
    expect(heldBySpan("Vendor onboarding takes three to five days.", "5 days", "6 days")).toBe(false);
    expect(heldBySpan("Ask someone to five days ahead.", "5 days", "1 day")).toBe(false);
  });
  it("as verdicts: the value inside is no conflict, a value outside still is", () => {
    expect(verdict("The queue depth alert sits somewhere between 2k and 20k jobs.", "The queue depth alert fires at 8000 jobs.")).not.toBe("conflict");
    expect(verdict("The queue depth alert fires at 20k jobs.", "The queue depth alert fires at 8000 jobs.")).toBe("conflict");
  });
});

describe("a share said from its other side is one value", () => {
  it("'85% full' and 'free space below 15%' add up to the whole: no conflict", () => {
    expect(complementaryShares("Page when the volume is 85% full.", 22, 85, "Page when free space on the volume falls below 15%.", 47, 15)).toBe(true);
    expect(verdict("Page when the volume is 85% full.", "Page when free space on the volume falls below 15%.")).not.toBe("conflict");
  });
  it("shares that do not add up, or are both of the used side, still conflict", () => {
    expect(verdict("Page when the volume is 85% full.", "Page when free space on the volume falls below 25%.")).toBe("conflict");
    expect(verdict("Page when the volume is 85% full.", "Page when the volume is 15% full.")).toBe("conflict");
  });
  it("a clause that says neither side, or both, reads as no side", () => {
    expect(shareSide("CPU alert at 80%.", 13)).toBeNull();
    expect(shareSide("Alert at 80% used, whatever is free.", 9)).toBe("used");
    expect(shareSide("80% used and free", 0)).toBeNull();
  });
});

describe("one mass or speed written in two units is one value", () => {
  it("'500 kg' is '0.5 t', '5 m/s' is '18 km/h', '30 mph' is '48 km/h' rounded", () => {
    expect(relation(parseValue("500 kg"), parseValue("0.5 t"))).toBe("same");
    expect(relation(parseValue("5 m/s"), parseValue("18 km/h"))).toBe("same");
    expect(relation(parseValue("30 mph"), parseValue("48 km/h"))).toBe("same");
  });
  it("two masses that differ still differ, and a rounding allowance is only across unit systems", () => {
    expect(relation(parseValue("500 kg"), parseValue("1 t"))).toBe("differs");
    expect(relation(parseValue("48 km/h"), parseValue("49 km/h"))).toBe("differs");
    expect(verdict("Floor load limit on the mezzanine is 500 kg per pallet.", "Floor load limit on the mezzanine is 1 t per pallet.")).toBe("conflict");
  });
  it("a unit written as a ratio is no path", () => {
    expect(verdict("Stop spraying when wind is above 5 m/s.", "Don't spray in wind over 18 km/h.")).not.toBe("conflict");
  });
});

describe("two roles of one replicated system are two machines", () => {
  it("a setting on the replica and another on the primary is no conflict", () => {
    expect(distinctRoles("statement_timeout is 0 on the reporting replica.", "On the main primary statement_timeout is 30s.")).toBe("replica vs primary");
    expect(verdict("statement_timeout is 0 on the reporting replica.", "On the main primary statement_timeout is 30s.")).not.toBe("conflict");
    expect(verdict("Canaries log at DEBUG.", "The stable fleet logs at WARN.")).not.toBe("conflict");
  });
  it("the same role on both sides still conflicts", () => {
    expect(verdict("statement_timeout is 0 on the reporting replica.", "statement_timeout is 30s on the reporting replica.")).toBe("conflict");
  });
  it("a role word as an adjective, or a text naming both roles, separates nothing", () => {
    expect(rolesOf("The primary key is a UUID; replica count is 3.").size).toBe(0);
    expect(rolesOf("Stable releases ship monthly.").size).toBe(0);
    expect(distinctRoles("Promote the replica when the primary fails; failover takes 30s.", "Failover takes 60s on the primary.")).toBeNull();
  });
});
