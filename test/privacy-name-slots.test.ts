// Issue 14, round 19: the slot family of the learned name scorer (src/privacy/name-slot-candidates.ts, its own weights in
// name-slot-model-weights.ts, fitted by bench/privacy/fit-name-model.ts --family slot with the four families' model fixed).
// Inputs are written for these tests, not taken from the corpus: logins no lexicon lists after an account flag or a
// "Comment by" cue, and look-alikes in the same slots (words of the sentence, places, products, bots).
import { describe, expect, it } from "vitest";
import { slotCandidates, SLOT_FEATURE_COUNT } from "../src/privacy/name-slot-candidates.ts";
import { FEATURE_COUNT, modelCandidates } from "../src/privacy/name-model-features.ts";
import { NAME_SLOT_MODEL } from "../src/privacy/name-slot-model-weights.ts";
import { NAME_MODEL } from "../src/privacy/name-model-weights.ts";
import { covers, none } from "./privacy-spans.ts";
import "../src/privacy/index.ts";

const values = (text: string) => slotCandidates(text, []).map((c) => text.slice(c.start, c.end));

describe("slot candidates", () => {
  it("take the value of a person's slot, whatever the lexicon knows of it", () => {
    expect(values("rsync -av ./dist backup:/srv --profile qhuaman")).toEqual(["qhuaman"]);
    expect(values("Account Name: tkato-ro Account Domain: CORP")).toContain("tkato-ro"); // "Name" is itself a cue after "Account"
    expect(values("PR #12 approved — wojtek.z")).toEqual(["wojtek.z"]);
    expect(values("ping @Ifunanya about the rollout")).toEqual(["Ifunanya"]);
  });

  it("skip the sentence's own words, bots and a contraction's first half", () => {
    expect(values("the job was skipped by default, as expected")).toEqual([]);
    expect(values("Ticket closed by Zendesk Answer Bot")).toEqual([]);
    expect(values("new password is up — don't paste it anywhere")).toEqual([]);
  });

  it("take a word joined to a name a rule reader read, in a list of people", () => {
    const text = "on call this week: Tarekegn or Yohannes, then Mireille, Anselm and Ochieng";
    const rule = (w: string) => ({ start: text.indexOf(w), end: text.indexOf(w) + w.length });
    const got = slotCandidates(text, [rule("Yohannes"), rule("Anselm")]).map((c) => text.slice(c.start, c.end));
    expect(got).toEqual(expect.arrayContaining(["Tarekegn", "Mireille", "Ochieng"]));
    expect(got).not.toContain("then");
  });

  it("leave an e-mail's local part to the e-mail reader", () => {
    expect(values("E-0197,Ana,Ruiz,from ana.ruiz@corp.example,,")).toEqual([]);
  });

  it("are never read over a name a rule reader took", () => {
    const text = "Comment by maintainer-ayodele: closing";
    const at = text.indexOf("maintainer-ayodele");
    expect(slotCandidates(text, [{ start: at, end: at + 5 }])).toEqual([]);
  });
});

describe("the slot model", () => {
  it("weighs the shared features and its own, and leaves the four families' model alone", () => {
    expect(NAME_SLOT_MODEL.weights.length).toBe(SLOT_FEATURE_COUNT);
    expect(NAME_SLOT_MODEL.threshold).toBeLessThanOrEqual(1);
    expect(NAME_MODEL.weights.length).toBe(FEATURE_COUNT);
    // No candidate of the four families carries a slot feature: the committed model's inputs are what they were.
    const text = "kicked player radoslav_k; Comment by maintainer-ayodele; RAMIRO ECHEVERRÍA";
    for (const c of modelCandidates(text, [])) expect(Math.max(...c.idx)).toBeLessThan(FEATURE_COUNT);
  });

  it("reads logins in account and comment slots that no other reader reads", () => {
    covers("rsync -av ./dist deploy@10.1.2.3:/srv --profile ingrid", "person_name", "ingrid");
    covers("Comment by maintainer-ayodele: closing as duplicate", "person_name", "maintainer-ayodele");
  });

  it("leaves places, products and words of the sentence in the same slots", () => {
    none("latency from Lisbon to the eu-west edge is 40 ms", "person_name");
    none("paged by PagerDuty at 03:12 for the disk alert", "person_name");
    none("the job was skipped by default, as expected for Vault", "person_name");
  });
});
