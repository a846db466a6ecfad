/**
 * shared-meaning.ts: a merge the learned duplicate model proposes needs one word that carries meaning on both sides,
 * in any form, synonym or abbreviation (taste-guard.ts modelMergeGuard asks it last). The CI case that switched the
 * model off in session 28 (test/vector-filters.test.ts: "the lonely target" merged into "crowd note 17" at cosine
 * 0.71) beside true paraphrases that share one content word and must still merge; and the refit's one out-of-fold
 * wrong merge, an arrow-written change against its old side (named-switch.ts arrowChangeAgainstOld). Sentences written for this test,
 * not taken from the labelled halves.
 */
import { describe, expect, it } from "vitest";
import { type CombinerWeights, type LogisticModel } from "./combiner";
import { judgeWithCombiner, type JudgedMemory } from "./compare";
import { type DuplicateModel } from "./duplicate-model";
import { FEATURE_NAMES } from "./features";
import { arrowChangeAgainstOld } from "./named-switch";
import { noSharedMeaning, sharesMeaningWord } from "./shared-meaning";
import { modelMergeGuard } from "./taste-guard";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `sm${n++}`, type, scope: "global", content, title: null, tags: [], metadata: {}, project_id: null,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
/** A duplicate model that says "merge" to every pair it is asked about (one leaf, +5): only the guards can refuse. */
const alwaysMerge: DuplicateModel = { kind: "trees", threshold: 0.5, trees: [{ nodes: [{ leaf: 5 }] }] };
const off: LogisticModel = { mean: FEATURE_NAMES.map(() => 0), scale: FEATURE_NAMES.map(() => 1), weights: FEATURE_NAMES.map(() => 0), bias: 0, threshold: 2 };
const modelOn: CombinerWeights = { features: FEATURE_NAMES, conflict: off, duplicate: off, conflictModel: { kind: "trees", threshold: 2, trees: [] }, duplicateModel: alwaysMerge };

describe("no learned merge without a shared meaning-bearing word", () => {
  it("keeps the lonely target apart from every crowd note, at the CI cosine and above", () => {
    for (const i of [0, 17, 109]) {
      const [crowd, target] = [mem(`crowd note ${i}`), mem("the lonely target")];
      expect(modelMergeGuard(crowd, target)).toMatch(/no meaning-bearing word/);
      for (const cos of [0.71, 0.9]) expect(judgeWithCombiner(crowd, target, cos, modelOn).verdict).not.toBe("duplicate");
    }
  });

  it("merges a true paraphrase that shares one content word, with the model saying merge", () => {
    const [a, b] = [mem("The invoice PDF is rendered by a background worker."), mem("A worker in the background produces the invoice document.")];
    expect(noSharedMeaning(a.content, b.content)).toBeNull();
    expect(modelMergeGuard(a, b)).toBeNull();
    expect(judgeWithCombiner(a, b, 0.71, modelOn).verdict).toBe("duplicate");
  });

  it("reads synonyms, abbreviations and acronyms spelled out as shared words", () => {
    expect(sharesMeaningWord("Customers can cancel at any time.", "Clients may end it whenever they want.")).toBe(true);
    expect(sharesMeaningWord("We deploy everything with k8s.", "Kubernetes runs all our services.")).toBe(true);
    expect(sharesMeaningWord("The DWH refreshes nightly.", "The data warehouse reloads every night.")).toBe(true);
  });

  it("does not count stop words, report words or values alone", () => {
    expect(sharesMeaningWord("Note: the limit is 5.", "noted, it is 5 now")).toBe(false);
    expect(sharesMeaningWord("the lonely target", "the crowd note 17")).toBe(false);
    expect(sharesMeaningWord("v2 of it ships in 5 minutes", "v2 was 300 seconds")).toBe(false);
  });
});

describe("an arrow-written change against its old side (named-switch.ts arrowChangeAgainstOld)", () => {
  it("refuses the model's merge when the arrow is followed by a start or stands beside a verb of changing", () => {
    const [a, b] = [mem("Brewing temperature is read with the Testo probe in the mash tun."), mem("brewlab: Testo probe → Inkbird sensor since the spring batch")];
    expect(arrowChangeAgainstOld(a.content, b.content)).toMatch(/changes probe to Inkbird/);
    expect(judgeWithCombiner(a, b, 0.8, modelOn).verdict).not.toBe("duplicate");
    expect(arrowChangeAgainstOld("Default branch: master", "Renamed master -> main")).toMatch(/still names master/);
  });

  it("keeps an arrow that draws a path, and a text that already names the new side", () => {
    expect(arrowChangeAgainstOld("Requests go through the gateway to the auth service.", "Request path: gateway → auth service")).toBeNull();
    expect(arrowChangeAgainstOld("Default branch is main", "Renamed master -> main")).toBeNull();
  });
});
