/**
 * The learned combiner: two small logistic models over the pair features (features.ts), fitted by
 * bench/judgment/fit-combiner.ts across the labelled halves and committed as a table
 * (combiner-weights.ts). The rules stay the first word; the models only
 *  - add a conflict the rules missed, where the rules found no context that separates the two
 *    (their verdict is "unrelated" or "refines"): a project memory against a global one is then an
 *    override, as with the rules;
 *  - add a duplicate the rules missed, only when nothing value-like differs between the two
 *    (PairFeatures.mayMerge: the rules' "no value disagrees" guard and more), so a merge can never
 *    swallow a contradiction;
 *  - never turn a rule's conflict into a duplicate, nor touch a look-alike or an override.
 * Without the embedder's cosine (the nightly scan) the rules decide alone.
 */
import { type ConflictModel, conflictProbability, CONFLICT_EXTRA_NAMES } from "./conflict-model";
import { DUPLICATE_EXTRA_NAMES, type DuplicateModel, duplicateProbability } from "./duplicate-model";
import { FEATURE_NAMES, type FeatureName, type PairFeatures } from "./features";

/** What the rule engine concluded, as the combiner sees it. */
export interface RuleOutcome {
  verdict: "conflict" | "override" | "duplicate" | "lookalike" | "refines" | "unrelated";
  reason: string;
}

export interface LogisticModel {
  /** Per feature: (x - mean) / scale before the weights. */
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  /** Probability at or above which the model's verdict is taken (chosen by cross-validation). */
  threshold: number;
}

export interface CombinerWeights {
  features: readonly string[];
  /** The logistic conflict model over the pair features (kept for fit-combiner.ts's table; not asked when conflictModel is set). */
  conflict: LogisticModel;
  duplicate: LogisticModel;
  /** The conflict model over the pair features, what differs between the texts and the types (conflict-model.ts), fitted by fit-conflict-model.ts. */
  conflictModel?: ConflictModel;
  /** The duplicate model over the conflict model's inputs and the words left over (duplicate-model.ts), fitted by fit-conflict-model.ts --target duplicate; asked in place of `duplicate` when on (threshold ≤ 1). */
  duplicateModel?: DuplicateModel;
}

/** Whether the weights add no conflict (the model in use switched off): then judgeWithCombiner reads features only for a merge. */
export const conflictModelOff = (w: CombinerWeights): boolean => (w.conflictModel ?? w.conflict).threshold > 1;

/** Whether the weights add no duplicate: the tree duplicate model off (or absent) and the logistic one off. */
export const duplicateModelOff = (w: CombinerWeights): boolean => (w.duplicateModel?.threshold ?? 2) > 1 && w.duplicate.threshold > 1;

/** Whether the duplicate model of duplicate-model.ts answers for merges (else the logistic `duplicate`). */
export const duplicateModelOn = (w: CombinerWeights): boolean => (w.duplicateModel?.threshold ?? 2) <= 1;

export type Learned =
  | { verdict: "conflict"; p: number; reason: string }
  | { verdict: "duplicate"; p: number; reason: string };

export function probability(m: LogisticModel, x: number[]): number {
  let z = m.bias;
  for (let i = 0; i < x.length; i++) z += m.weights[i] * ((x[i] - m.mean[i]) / m.scale[i]);
  return 1 / (1 + Math.exp(-z));
}

/** What a signal means in a reason string, for the features that can push a verdict. */
const SAYS: Partial<Record<FeatureName, string>> = {
  frame_values_differ: "values of one kind differ",
  frame_types_differ: "values of one kind differ",
  frame_polarity_clash: "one uses what the other rejects",
  slot_keys_differ: "values of one kind differ",
  numbers_each_new: "different numbers",
  tools_differ: "different tools for one job",
  names_each_new: "different names",
  code_differs: "different code names",
  value_words_each_new: "each side names a value the other lacks",
  bool_flip: "opposite on/off",
  denies_one_side: "one side denies something",
  denied_by_one: "one denies what the other says",
  denied_apart: "they reject different things",
  axis_differs: "different sides of one choice",
  change_cue: "a change is stated",
  topic_jaccard: "same topic",
  topic_shared: "same topic",
  word_jaccard: "same words",
  slot_topic_jaccard: "same topic",
  cos: "close in meaning",
  cos_over_70: "close in meaning",
  cos_over_85: "very close in meaning",
  slot_values_agree: "values agree",
  frame_types_agree: "values agree",
  slot_keys_same: "values agree",
};

/** The two strongest readable reasons the model leaned this way: signals present in the pair that pushed it up. */
function because(m: LogisticModel, x: number[]): string {
  const parts = FEATURE_NAMES.map((name, i) => ({ name, c: m.weights[i] * ((x[i] - m.mean[i]) / m.scale[i]), on: x[i] > 0 && m.weights[i] > 0 }))
    .filter((p) => p.on && p.c > 0 && SAYS[p.name])
    .sort((p, q) => q.c - p.c);
  return [...new Set(parts.map((p) => SAYS[p.name]!))].slice(0, 2).join(", ") || "many weak signals";
}

/** What the difference features say of a pair the tree model flags, most telling first (trees have no per-feature weight to rank by). */
const DIFFERENCE_SAYS: [string, string][] = [
  ["denied_by_one", "one denies what the other says"], ["denies_one_side", "one side denies something"],
  ["diff_swap_number_differs", "different numbers in one place"], ["diff_swap_name", "different names in one place"], ["diff_swap_tool", "different tools in one place"],
  ["diff_swap_code", "different identifiers in one place"], ["diff_swap_version", "different versions in one place"], ["diff_swap_state", "opposite states"],
  ["diff_swap_opposite", "opposite words in one place"], ["value_differs_outside_range", "values of one kind differ"], ["diff_swap_predicate", "different predicates in one place"],
];
const NAMES: readonly string[] = [...FEATURE_NAMES, ...CONFLICT_EXTRA_NAMES];
function differenceSaid(f: PairFeatures): string {
  const x = f.conflictX();
  return DIFFERENCE_SAYS.filter(([n]) => x[NAMES.indexOf(n)] > 0).slice(0, 2).map(([, say]) => say).join(", ") || "what differs between them";
}

/** What the duplicate trees' pair has left over once its words pair up (duplicate-features.ts), for a merge's reason. */
function leftOverSaid(f: PairFeatures): string {
  const x = f.duplicateX();
  const at = (n: string) => x[NAMES_DUP.indexOf(n)];
  if (at("dup_nothing_new")) return "every word of each side met on the other";
  if (at("dup_left_plain_only")) return "only plain words differ";
  return "most words met on the other side";
}
const NAMES_DUP: readonly string[] = [...FEATURE_NAMES, ...DUPLICATE_EXTRA_NAMES];

/** The combiner's word on a pair the rules judged `rule`, or null when the rules' verdict stands. */
export function learnedVerdict(rule: RuleOutcome, f: PairFeatures, w: CombinerWeights): Learned | null {
  if (rule.verdict !== "unrelated" && rule.verdict !== "refines") return null;
  // Two memories that share no topic or content word are about two things: a conflict model, fitted on labelled
  // pairs that nearly always share their subject, has no say there ("Use zod at the edge" / "Never trust client
  // ids"), and the rules' verdict stands.
  if (w.conflictModel) {
    const pc = w.conflictModel.threshold > 1 ? 0 : conflictProbability(w.conflictModel, f.conflictX());
    if (pc >= w.conflictModel.threshold) return f.subject ? { verdict: "conflict", p: pc, reason: `learned: ${differenceSaid(f)} on ${f.subject} (${pc.toFixed(2)})` } : null;
  } else {
    const pc = probability(w.conflict, f.x);
    if (pc >= w.conflict.threshold) return f.subject ? { verdict: "conflict", p: pc, reason: `learned: ${because(w.conflict, f.x)} on ${f.subject} (${pc.toFixed(2)})` } : null;
  }
  // A merge loses a memory: the model may add one only where the rules saw nothing between the two
  // (not a refinement), no change is stated and no side denies what the other asserts ("moved out of X into Y"),
  // read by scope as the rules' meaning path reads it (features.ts oneSidedDenial).
  if (!f.mayMerge || rule.verdict !== "unrelated" || f.x[FEATURE_NAMES.indexOf("change_cue")] > 0 || f.deniesOneSide) return null;
  const trees = w.duplicateModel && w.duplicateModel.threshold <= 1 ? w.duplicateModel : null;
  if (trees) {
    const pt = duplicateProbability(trees, f.duplicateX());
    return pt >= trees.threshold ? { verdict: "duplicate", p: pt, reason: `learned: ${leftOverSaid(f)}, no value differs (${pt.toFixed(2)})` } : null;
  }
  const pd = probability(w.duplicate, f.x);
  if (pd >= w.duplicate.threshold) return { verdict: "duplicate", p: pd, reason: `learned: ${because(w.duplicate, f.x)}, no value differs (${pd.toFixed(2)})` };
  return null;
}
