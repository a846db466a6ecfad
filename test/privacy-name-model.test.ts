// Issue 14, round 17: person names accepted by the learned model (src/privacy/name-model.ts, fitted by
// bench/privacy/fit-name-model.ts). Inputs are written for these tests (card terminals, shipping labels, audit logs,
// signatures, JSON fields in other scripts), not taken from the corpus; the families the hand scorer never read are
// checked with look-alikes of the same form beside them.
import { describe, expect, it } from "vitest";
import { nameProbability, setNameModelForFitting } from "../src/privacy/name-model.ts";
import { FEATURE_COUNT, modelCandidates } from "../src/privacy/name-model-features.ts";
import { NAME_MODEL } from "../src/privacy/name-model-weights.ts";
import { covers, none } from "./privacy-spans.ts";
import "../src/privacy/index.ts";

describe("names in capitals", () => {
  it("reads a cardholder and an embossed name", () => {
    covers("Name on card: IFEOMA NWOSU, exp 04/28", "person_name", "IFEOMA NWOSU");
    covers('batch 7781 approved, cardholder "SILVA/JOAO", auth 55120', "person_name", "SILVA/JOAO");
    covers("Embossed name: BOGDAN PETRENKO · exp 11/30", "person_name", "BOGDAN PETRENKO");
  });

  it("leaves log lines and notices written in capitals", () => {
    none("ERROR: DEADLOCK DETECTED WHILE UPDATING INVENTORY", "person_name");
    none("NOTICE: SCHEDULED MAINTENANCE ON SUNDAY MORNING", "person_name");
  });
});

describe("lower-case values of a log's fields", () => {
  it("are not read as people for being lower-case words", () => {
    none("service=checkout level=info msg=warm region=eu-west-1 pool=default", "person_name");
  });
});

describe("a surname after an initial", () => {
  it("takes the initial into the name", () => {
    covers("Witness: P. Haddad, notary public", "person_name", "P. Haddad");
  });
});

describe("runs of a script without capitals", () => {
  it("leaves interface strings in that script", () => {
    none('"label": "変更を保存しました", "hint": "メールアドレスを入力してください"', "person_name");
  });
});

describe("the scorer", () => {
  it("is a pure dot product over the committed weights, one per feature", () => {
    expect(NAME_MODEL.weights).toHaveLength(FEATURE_COUNT);
    expect(NAME_MODEL.threshold).toBeGreaterThan(0.5);
    const text = "Thanks to Ingrid Solberg for the review.";
    const c = modelCandidates(text, []).find((m) => text.slice(m.start, m.end) === "Ingrid Solberg");
    expect(c).toBeDefined();
    expect(nameProbability(c!, { bias: 0, threshold: 0.5, weights: [] })).toBe(0.5);
    setNameModelForFitting(undefined);
    expect(nameProbability(c!)).toBeGreaterThan(NAME_MODEL.threshold);
  });
});
