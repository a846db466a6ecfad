import { describe, expect, it } from "vitest";
import { judgeByRules, type JudgedMemory } from "./compare";
import { affirmNegatedOpposites, negationOf } from "./negated-opposites";
import { valueClash } from "./value-clash";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `m${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {},
  project_id: null, valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("a denial read as its opposite word (negated-opposites.ts)", () => {
  it("reads opposites by prefix, suffix and the lists", () => {
    expect(negationOf("paid", "unpaid")).toBe(true);
    expect(negationOf("reversible", "irreversible")).toBe(true);
    expect(negationOf("fertilizer", "unfertilized")).toBe(true);
    expect(negationOf("password", "passwordless")).toBe(true);
    expect(negationOf("required", "optional")).toBe(true);
    expect(negationOf("allowed", "forbidden")).toBe(true);
    expect(negationOf("undone", "irreversible")).toBe(true);
    // Not opposites: a shared start is no prefix ("index" / "indexed"), nor an unrelated word.
    expect(negationOf("dexed", "indexed")).toBe(false);
    expect(negationOf("paid", "forbidden")).toBe(false);
  });
  it("rewrites a denial as the other side's opposite word, on either side", () => {
    const [a, b, pairs] = affirmNegatedOpposites("Removing a workspace cannot be undone.", "Deleting a workspace is irreversible.");
    expect(a).toContain("irreversible");
    expect(a).not.toMatch(/cannot/);
    expect(b).toBe("Deleting a workspace is irreversible.");
    expect(pairs).toEqual(["cannot undone / irreversible"]);
    const [c, d] = affirmNegatedOpposites("The field is optional.", "The field isn't required.");
    // (A contracted copula keeps its verb, so the two sides read alike: "isn't required" is "is optional".)
    expect([c, d]).toEqual(["The field is optional.", "The field is optional."]);
    expect(affirmNegatedOpposites("Telemetry isn't enabled on kiosks.", "Telemetry is disabled on kiosks.")[0]).toBe("Telemetry is disabled on kiosks.");
  });
  it("leaves a contradiction built from a negation alone", () => {
    // The other side says the denied word itself, not its opposite: nothing to rewrite.
    expect(affirmNegatedOpposites("Deploys are allowed on Fridays.", "Deploys are not allowed on Fridays.")[2]).toEqual([]);
    expect(affirmNegatedOpposites("Always retry failed webhooks.", "Never retry failed webhooks.")[2]).toEqual([]);
    // A denied opposite is no opposite: "not forbidden" is not "forbidden".
    expect(affirmNegatedOpposites("Deploys are not allowed on Fridays.", "Deploys are not forbidden on Fridays.")[2]).toEqual([]);
    expect(valueClash("Deploys are allowed on Fridays.", "Deploys are not allowed on Fridays.")).not.toBeNull();
    expect(judgeByRules(mem("Uploads are allowed for guests."), mem("Uploads are not allowed for guests."), 0.93).verdict).not.toBe("duplicate");
  });
  it("merges one statement said with a denial and with its opposite", () => {
    expect(valueClash("Deleting a workspace is irreversible.", "Removing a workspace cannot be undone.")).toBeNull();
    expect(judgeByRules(mem("Deleting a workspace is irreversible."), mem("Removing a workspace cannot be undone."), 0.81).verdict).toBe("duplicate");
  });
});

describe("a word and its negative form as a merge guard", () => {
  it("stops a merge of a word against its negative form, neither denied", () => {
    expect(valueClash("The service account logs in with a password.", "The service account login is passwordless.")).toMatch(/password \/ passwordless/);
    expect(valueClash("The export endpoint is supported on the free plan.", "The export endpoint is unsupported on the free plan.")).not.toBeNull();
  });
  it("lets a denial read as the negative form pass", () => {
    expect(valueClash("The fee isn't paid.", "The fee is unpaid.")).toBeNull();
  });

  it("keeps the conflict readers from calling one fact said with a denial and with the opposite word a contradiction", () => {
    expect(judgeByRules(mem("The release notes URL must not be public before the embargo ends."), mem("The release notes URL stays private until the embargo ends."), 0.85).verdict).not.toBe("conflict");
    expect(judgeByRules(mem("Two-factor login is not optional for admins."), mem("Two-factor login is required for admins."), 0.85).verdict).not.toBe("conflict");
    // The same word with and without the denial, or the two opposite words, stay a contradiction.
    expect(judgeByRules(mem("Two-factor login is optional for admins."), mem("Two-factor login is required for admins."), 0.85).verdict).toBe("conflict");
    expect(judgeByRules(mem("The export endpoint is public."), mem("The export endpoint is not public."), 0.85).verdict).toBe("conflict");
  });
});
