/**
 * Weak signals about a pair of memories, for the learned combiner (combiner.ts): how close the two
 * texts are (embedder cosine, shared words, shared topic once values are taken out), what values
 * each side names that the other does not and whether those are value-like (numbers, versions,
 * tools of one job, names, booleans, code), polarity and change cues, the memory types. Each one
 * alone decides nothing; together, weighted by a model fitted across the labelled halves, they
 * catch some pairs no single rule was written for. The rule engine's own verdict is deliberately not
 * a feature: the rules were tuned on the same halves, so a model fitted there learns to trust them
 * more than they deserve on fresh text (leave-one-half-out: the combiner then added nothing on E).
 *
 * Pure and cheap (reuses the readers' memoised per-text work): a pair costs well under a
 * millisecond. Every feature is a number in [0, 1] so the fitted weights read as importances.
 */
import { affirmNegatedOpposites } from "./negated-opposites";
import { axisChoiceDiffers, frameOf, frameValuesDiffer, lemma } from "./frames";
import { CONTEXT_WORDS, FALSE_WORDS, findCategoryMembers, TRUE_WORDS } from "./lexicon";
import { deniedApart, deniedByOne, deniesSomething, rootOf, rootsMatch } from "./negation-scope";
import { codeNames, comparable } from "./similarity";
import { type Alignment, alignedWords, unmatchedWords } from "./synonym-duplicate";
import { typedValuesMeet } from "./coverage-duplicate";
import { type Slot, slotsOf, topicWords, valuesAgree } from "./slots";
import { closedSetDiffers, oppositionsAcross, stanceFlip } from "./opposites";
import { valueInOtherRange } from "./ranges";
import { clausesOf, contextsOfClause, contextsOfTags, GENERIC_ACRONYMS } from "./text";
import { relation } from "./values";
import { conflictFeatures } from "./conflict-model";
import { duplicateModelFeatures } from "./duplicate-model";
import { negativeOutcome, ownNegative, wordsInOrder } from "./negative-outcome";
import { deniesAgainstOther, deniesOnOneSide, requirementsInPlace } from "./one-sided-denial";
import { NEGATION_CUE } from "./aligned-duplicate";

/** What features read of a memory (a JudgedMemory fits; no import of compare.ts, which calls us). */
export interface FeatureSide {
  type: string;
  content: string;
  tags: string[];
}

/** The features, and what a merge must still hold whatever the model says (no value disagrees, same contexts). */
export interface PairFeatures {
  x: number[];
  /** No value, name, number, tool, code or stance differs between the two, and they hold in the same contexts. */
  mayMerge: boolean;
  /** Why mayMerge is false: "contexts", "extends_other", "slot_values_disagree" or the feature names in MERGE_BLOCKERS that fired. */
  blockedBy: string[];
  /** Shared topic words, to name what a learned conflict is about. */
  subject: string;
  /** The conflict model's inputs (conflict-model.ts: x, then what differs between the texts, then the types), read on first ask. */
  conflictX: () => number[];
  /** The duplicate model's inputs (duplicate-model.ts: conflictX, then the words left over once both sides pair up), read on first ask. */
  duplicateX: () => number[];
  /** One side denies what the other asserts, read by scope (oneSidedDenial below): the learned merge's gate, in place of `denies_one_side`. */
  deniesOneSide: boolean;
}

export const FEATURE_NAMES = [
  // closeness
  "cos", "cos_over_70", "cos_over_85", "word_jaccard", "topic_jaccard", "topic_shared", "slot_topic_jaccard", "length_ratio", "one_sided",
  "own_topic_least", "own_topic_most",
  // values
  "frame_values_differ", "frame_types_differ", "frame_types_agree", "frame_polarity_clash", "slot_values_agree", "slot_keys_differ", "slot_keys_same",
  "numbers_both_sides", "numbers_each_new", "versions_differ", "quantities_differ", "value_in_other_range", "tools_differ", "tools_shared", "names_each_new", "code_differs", "value_words_each_new", "bool_flip",
  // polarity and change
  "denies_one_side", "denied_by_one", "denied_apart", "axis_differs", "change_cue",
  // context and types
  "context_one_side", "same_type", "both_stances", "one_episode", "one_preference",
  // interactions: a conflict is one topic AND two values (or a denial), which a linear model cannot say alone
  "topic_and_value_differs", "shared_and_value_differs", "cos_and_value_differs", "topic_and_denial", "cos_and_denial",
  "value_differs_outside_range", "shared_and_differs_outside_range",
  // lexical opposition (opposites.ts: WordNet antonyms, developer opposites, closed sets)
  "antonym_across", "antonym_aligned", "antonym_and_topic", "stance_flip", "closed_set_differs",
  // alignment (synonym-duplicate.ts): how many content words find no partner through synonyms, forms and acronyms
  "align_unmatched", "align_full", "cos_and_aligned",
  // coverage (round 6): the share of each side's words that found a partner, whatever the texts' length,
  // and whether every typed value (slot-reader.ts) meets an equal one of its kind on the other side
  "align_coverage", "cos_and_coverage", "typed_values_meet",
  // round 7: a number that only one side has, and no word of the other pairs with it ("We log 1% of bid requests" /
  // "Bid requests are sampled for logging"): the shape of a refinement, and a merge would lose the number
  "number_one_side",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Features any one of which keeps a learned merge out (mayMerge): a value, name, tool, code, stance or denial differs. */
const MERGE_BLOCKERS = [
  "frame_values_differ", "frame_polarity_clash", "numbers_each_new", "tools_differ", "names_each_new", "code_differs", "denied_by_one", "denied_apart",
  "axis_differs", "bool_flip", "slot_keys_differ", "value_in_other_range", "antonym_aligned", "closed_set_differs",
] as const satisfies readonly FeatureName[];

const STANCE_TYPES = new Set(["preference", "decision", "pattern"]);
const CHANGE_CUE = /\b(?:switched|moved|migrated|replaced|no longer|anymore|now|instead|deprecated|bumped|upgraded|downgraded|changed|used to)\b/i;
const BOOL_TRUE = new Set([...TRUE_WORDS, "always", "must", "opt-out", "default"].filter((w) => w !== "on" && w !== "no"));
const BOOL_FALSE = new Set([...FALSE_WORDS, "never", "opt-in"].filter((w) => w !== "on" && w !== "no"));

const jaccard = (x: ReadonlySet<string>, y: ReadonlySet<string>) => {
  let inter = 0;
  for (const w of x) if (y.has(w)) inter++;
  return inter / Math.max(1, x.size + y.size - inter);
};
const minus = <T>(x: Set<T>, y: Set<T>) => [...x].filter((w) => !y.has(w));
const clip = (n: number, max: number) => Math.min(n, max) / max;

/** Capitalised words inside a sentence and acronyms that are not generic terms: names (Stripe, EUR, Priya). */
function namesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=[\p{L}\p{N},;:)] +)([A-Z][\p{L}\p{N}]+)/gu)) if (!GENERIC_ACRONYMS.has(m[1].toLowerCase())) out.add(m[1].toLowerCase());
  for (const m of text.matchAll(/\b[A-Z]{2,6}\b/g)) if (!GENERIC_ACRONYMS.has(m[0].toLowerCase()) && !(m[0].toLowerCase() in CONTEXT_WORDS)) out.add(m[0].toLowerCase());
  return out;
}

const numbersOf = (words: string[]) => new Set(words.filter((w) => /\d/.test(w)));
/** A word that carries a value: a number or quantity, a path or identifier, a known tool. */
const valueWord = (w: string) => /\d|[:/_.]/.test(w) || findCategoryMembers(w).length > 0;

function boolWords(text: string): { t: boolean; f: boolean } {
  const words = text.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
  return { t: words.some((w) => BOOL_TRUE.has(w)), f: words.some((w) => BOOL_FALSE.has(w)) };
}

const contextsOf = (m: FeatureSide) => new Set([...contextsOfTags(m.tags), ...clausesOf(m.content).flatMap(contextsOfClause)]);

/** Topic words of a frame without any word that is a value on either side (as frames.ts compares them). */
function frameTopics(a: string, b: string): [Set<string>, Set<string>] {
  const [fa, fb] = [frameOf(a), frameOf(b)];
  const valueWords = new Set([...fa.values, ...fb.values].flatMap((v) => v.value.split(/[\s.-]+/).map(lemma)));
  const strip = (t: Set<string>) => new Set([...t].filter((w) => !valueWords.has(w)));
  return [strip(fa.topic), strip(fb.topic)];
}

function frameValueStats(a: string, b: string): { differ: number; agree: number; clash: boolean } {
  const [fa, fb] = [frameOf(a), frameOf(b)];
  const clash = fa.values.some((v) => fb.values.some((w) => w.value === v.value && w.polarity !== v.polarity));
  let differ = 0, agree = 0;
  for (const t of new Set(fa.values.map((v) => v.type))) {
    if (t === "code") continue;
    const pos = (f: typeof fa) => new Set(f.values.filter((v) => v.type === t && v.polarity === 1).map((v) => v.value));
    const [xa, xb] = [pos(fa), pos(fb)];
    if (!xa.size || !xb.size) continue;
    if ([...xa].some((v) => xb.has(v))) agree++;
    else differ++;
  }
  return { differ, agree, clash };
}

function slotKeyStats(a: string, b: string): { differ: number; same: number } {
  const [sa, sb] = [slotsOf(a), slotsOf(b)];
  let differ = 0, same = 0;
  for (const key of new Set(sa.map((s) => s.key))) {
    const xs = sa.filter((s) => s.key === key && s.polarity === 1 && !s.old);
    const ys = sb.filter((s) => s.key === key && s.polarity === 1 && !s.old);
    if (!xs.length || !ys.length) continue;
    if (xs.some((x) => ys.some((y) => relation(x.value, y.value) !== "differs"))) same++;
    else differ++;
  }
  return { differ, same };
}

/** Both lists have values and none of one side relates to any of the other (same or refines). */
const differs = (xs: Slot[], ys: Slot[]) => xs.length > 0 && ys.length > 0 && !xs.some((x) => ys.some((y) => relation(x.value, y.value) !== "differs"));

/** The shorter side's words nearly all in the longer (≤ 1 in 5 left out) and the longer adds at least four words, half the shorter's count or more. */
const addsToOther = (shortSize: number, shortOwn: number, longOwn: number): boolean =>
  shortSize > 0 && shortOwn <= 0.2 * shortSize && longOwn >= 4 && longOwn >= 0.5 * shortSize;

/** One side's words hold a number, the other's none, and a number is among the words left unpaired. */
const numberOnOneSide = (a: string, b: string, u: Alignment): boolean => {
  const [da, db] = [alignedWords(a).some(hasDigit), alignedWords(b).some(hasDigit)];
  return da !== db && (u.a.some(hasDigit) || u.b.some(hasDigit));
};
const hasDigit = (w: string) => /\d/.test(w);

/**
 * A word one side denies while the other states it inside a denial or a failure of its own: "… paid in a separate
 * run, never with regular payroll" / "Regular payroll never includes bonuses", "you can't read the ADC2 pins" / "the
 * ADC2 pins stop working". The negation reader picks the word in the denial's scope on one side and the sentence's
 * subject on the other; both say the same thing is not so, which is no yes against a no. (Kept as a feature value:
 * only the learned merge's gate reads this.)
 */
function deniedInBoth(a: string, b: string): boolean {
  const d = deniedByOne(a, b);
  if (!d) return false;
  // (In the clause that names it: "Support agents issue refunds, never the finance team" names "support agents" in a
  // clause that denies nothing, against "… by the finance team, never by support agents": a swap, kept apart.)
  const clauses = (d.denier === "a" ? b : a).split(/[,;:.!?()—–]|\s-\s/);
  const names = (clause: string) => (clause.match(/[\p{L}\p{N}'’-]+/gu) ?? []).some((w) => rootsMatch(rootOf(w), d.word));
  return clauses.some((c) => names(c) && (NEGATION_CUE.test(c) || wordsInOrder(c).some(negativeOutcome)));
}

/**
 * The denial on one side that keeps a learned merge out, read as the rules' meaning path reads it (compare.ts
 * meaningDuplicate): by scope (one-sided-denial.ts: not a negated requirement the other side meets, two negatives that
 * cancel, an idiom), and not a denial carried by a word alone ("requests are dropped", "the feed froze") that the other
 * side answers with a negative word of its own ("ignored", "stopped updating"): both say that something fails.
 */
function oneSidedDenial(a: string, b: string): boolean {
  return deniesOnOneSide(a, b) && !denialAnsweredInWords(a, b);
}

/**
 * Of a denial read on one side only: it is carried by a word, not a negation ("requests are dropped"), and the other
 * side says its own negative outcome in a word the denying side lacks ("ignored"): both say that something fails.
 * The rules' meaning path (compare.ts meaningDuplicate) and the learned merge's gate ask the same question.
 */
export function denialAnsweredInWords(a: string, b: string): boolean {
  const [denier, other] = deniesAgainstOther(a, b) ? [a, b] : [b, a];
  return !NEGATION_CUE.test(denier) && ownNegative(other, denier);
}

/** Whether `text` has a word for the context `c` (CONTEXT_WORDS: "prod" for production, "CI" for ci), in any role. */
const namesContext = (text: string, c: string) => (text.toLowerCase().match(/[a-z0-9][a-z0-9-]*/g) ?? []).some((w) => CONTEXT_WORDS[w] === c);

/** The feature vector of a pair, in FEATURE_NAMES order. `cosine` is the embedder's (write time). */

export function pairFeatures(a: FeatureSide, b: FeatureSide, cosine: number): PairFeatures {
  const [ta, tb] = [a.content, b.content];
  const [wa, wb] = [new Set(comparable(ta)), new Set(comparable(tb))];
  const [onlyA, onlyB] = [minus(wa, wb), minus(wb, wa)];
  const [pa, pb] = frameTopics(ta, tb);
  const topicShared = [...pa].filter((w) => pb.has(w)).length;
  const [ownA, ownB] = [(pa.size - topicShared) / Math.max(1, pa.size), (pb.size - topicShared) / Math.max(1, pb.size)];
  const [sa, sb] = [slotsOf(ta), slotsOf(tb)];
  const fv = frameValueStats(ta, tb);
  const sk = slotKeyStats(ta, tb);
  const [na, nb] = [numbersOf(comparable(ta)), numbersOf(comparable(tb))];
  const [toolsA, toolsB] = [findCategoryMembers(ta), findCategoryMembers(tb)];
  const toolCats = new Set(toolsA.map((t) => t.category).filter((c) => toolsB.some((u) => u.category === c)));
  const toolsShared = toolsA.some((t) => toolsB.some((u) => u.value === t.value));
  const toolsDiffer = [...toolCats].some((c) => {
    const [x, y] = [new Set(toolsA.filter((t) => t.category === c).map((t) => t.value)), new Set(toolsB.filter((t) => t.category === c).map((t) => t.value))];
    return ![...x].some((v) => y.has(v));
  });
  const [nma, nmb] = [namesOf(ta), namesOf(tb)];
  const [ca, cb] = [codeNames(ta), codeNames(tb)];
  const [ba, bb] = [boolWords(ta), boolWords(tb)];
  const [xa, xb] = [contextsOf(a), contextsOf(b)];
  const stance = (m: FeatureSide) => STANCE_TYPES.has(m.type);
  const opposed = oppositionsAcross(ta, tb);
  const sizes = [wa.size, wb.size].sort((x, y) => x - y);
  const aligned = unmatchedWords(ta, tb);
  const unmatched = clip(aligned.a.length + aligned.b.length, 4);
  const coverage = Math.min(1 - aligned.a.length / Math.max(1, aligned.na), 1 - aligned.b.length / Math.max(1, aligned.nb));
  const affirmed = affirmNegatedOpposites(ta, tb);
  const f: Record<FeatureName, number> = {
    cos: Math.max(0, cosine),
    cos_over_70: Math.max(0, cosine - 0.7) / 0.3,
    cos_over_85: Math.max(0, cosine - 0.85) / 0.15,
    word_jaccard: jaccard(wa, wb),
    topic_jaccard: jaccard(pa, pb),
    topic_shared: clip(topicShared, 4),
    slot_topic_jaccard: jaccard(topicWords(ta, sa), topicWords(tb, sb)),
    length_ratio: sizes[0] / Math.max(1, sizes[1]),
    one_sided: Number((onlyA.length === 0) !== (onlyB.length === 0)),
    // Topic words only one side has, as a share of its topic: two properties of one thing ("listens on
    // port 8080" / "is owned by the fulfilment team") leave both sides with their own topic; one
    // property with two values leaves neither; a refinement leaves one.
    own_topic_least: Math.min(ownA, ownB),
    own_topic_most: Math.max(ownA, ownB),
    frame_values_differ: Number(frameValuesDiffer(ta, tb) !== null),
    frame_types_differ: clip(fv.differ, 2),
    frame_types_agree: clip(fv.agree, 2),
    frame_polarity_clash: Number(fv.clash),
    slot_values_agree: Number(valuesAgree(ta, tb)),
    slot_keys_differ: clip(sk.differ, 2),
    slot_keys_same: clip(sk.same, 2),
    numbers_both_sides: Number(na.size > 0 && nb.size > 0),
    numbers_each_new: Number(minus(na, nb).length > 0 && minus(nb, na).length > 0),
    // Versions on both sides, whatever they are keyed by, none equal or in range of another.
    versions_differ: Number(differs(sa.filter((s) => s.value.kind === "version"), sb.filter((s) => s.value.kind === "version"))),
    // Quantities of one dimension (a time, a size) on both sides, none equal.
    quantities_differ: Number(["time", "bytes"].some((d) => differs(sa.filter((s) => s.key === d), sb.filter((s) => s.key === d)))),
    // "between 256 MB and 1 GB" / "512Mi": one side narrows the other, a refinement.
    value_in_other_range: Number(valueInOtherRange(ta, tb)),
    tools_differ: Number(toolsDiffer),
    tools_shared: Number(toolsShared),
    names_each_new: Number(minus(nma, nmb).length > 0 && minus(nmb, nma).length > 0),
    code_differs: Number(ca.size > 0 && cb.size > 0 && ![...ca].some((c) => cb.has(c))),
    value_words_each_new: Number(onlyA.some(valueWord) && onlyB.some(valueWord)),
    bool_flip: Number((ba.t && !ba.f && bb.f && !bb.t) || (ba.f && !ba.t && bb.t && !bb.f)),
    // A denial the other side says as its opposite word ("isn't paid" / "unpaid") is no denial on one side (negated-opposites.ts).
    denies_one_side: Number(deniesSomething(affirmed[0]) !== deniesSomething(affirmed[1])),
    denied_by_one: Number(deniedByOne(ta, tb) !== null),
    denied_apart: Number(deniedApart(ta, tb) !== null),
    axis_differs: Number(axisChoiceDiffers(ta, tb) !== null),
    change_cue: Number(CHANGE_CUE.test(ta) || CHANGE_CUE.test(tb)),
    context_one_side: Number((xa.size === 0) !== (xb.size === 0)),
    same_type: Number(a.type === b.type),
    both_stances: Number(stance(a) && stance(b)),
    one_episode: Number((a.type === "episode") !== (b.type === "episode")),
    one_preference: Number((a.type === "preference") !== (b.type === "preference")),
    topic_and_value_differs: 0, shared_and_value_differs: 0, cos_and_value_differs: 0, topic_and_denial: 0, cos_and_denial: 0,
    value_differs_outside_range: 0, shared_and_differs_outside_range: 0,
    antonym_across: Number(opposed.length > 0),
    antonym_aligned: Number(opposed.some((o) => o.aligned)),
    antonym_and_topic: opposed.length > 0 ? clip(topicShared, 4) : 0,
    stance_flip: Number(stanceFlip(ta, tb)),
    closed_set_differs: Number(closedSetDiffers(ta, tb)),
    align_unmatched: unmatched,
    align_full: Number(unmatched === 0 && aligned.size >= 2),
    cos_and_aligned: Math.max(0, cosine) * (1 - unmatched),
    align_coverage: coverage,
    cos_and_coverage: Math.max(0, cosine) * coverage,
    typed_values_meet: Number(typedValuesMeet(ta, tb)),
    number_one_side: Number(numberOnOneSide(ta, tb, aligned)),
  };
  const valueDiffers = Math.max(f.frame_values_differ, f.frame_types_differ, f.slot_keys_differ, f.numbers_each_new, f.versions_differ, f.quantities_differ,
    f.tools_differ, f.names_each_new, f.bool_flip, f.value_words_each_new, f.code_differs, f.axis_differs, f.frame_polarity_clash,
    // Opposite words next to a shared word, or two members of one closed set, are values that differ too.
    f.antonym_aligned, f.closed_set_differs);
  const denial = Math.max(f.denied_by_one, f.denies_one_side);
  f.topic_and_value_differs = f.topic_jaccard * valueDiffers;
  f.shared_and_value_differs = f.topic_shared * valueDiffers;
  f.cos_and_value_differs = f.cos * valueDiffers;
  f.topic_and_denial = f.topic_jaccard * denial;
  f.cos_and_denial = f.cos * denial;
  f.value_differs_outside_range = valueDiffers * (1 - f.value_in_other_range);
  f.shared_and_differs_outside_range = f.topic_shared * f.value_differs_outside_range;
  // (A context read on one side only that the other side names as a word, "tested in CI" / "CI tests that script", is
  // one context said in two roles, not a second one.)
  const sameContexts = [...xa].every((c) => xb.has(c) || namesContext(tb, c)) && [...xb].every((c) => xa.has(c) || namesContext(ta, c));
  // One side says what the other says and a good deal more ("can roll back a service" / "… via /rollback in #deploys;
  // it needs the deployer role"): a refinement. Merged into the stored memory, the added detail would survive only in
  // its history.
  const extendsOther = addsToOther(wa.size, onlyA.length, onlyB.length) || addsToOther(wb.size, onlyB.length, onlyA.length);
  // The rules' "no value disagrees" guard and then some: any value-like difference keeps two memories apart
  // (blockedBy names each reason, for the diagnostics in bench/judgment/dup-misses.ts).
  const blockedBy: string[] = [];
  if (!sameContexts) blockedBy.push("contexts");
  if (extendsOther) blockedBy.push("extends_other");
  if (f.slot_values_agree !== 1) blockedBy.push("slot_values_disagree");
  for (const n of MERGE_BLOCKERS) if (f[n] && !(n === "denied_by_one" && deniedInBoth(ta, tb))) blockedBy.push(n);
  const subject = [...pa].filter((w) => pb.has(w)).slice(0, 3).join(" ") || [...wa].filter((w) => wb.has(w)).slice(0, 3).join(" ");
  const x = FEATURE_NAMES.map((n) => f[n]);
  let cx: number[] | undefined;
  let dx: number[] | undefined;
  return {
    x,
    mayMerge: blockedBy.length === 0,
    blockedBy,
    subject,
    conflictX: () => (cx ??= conflictFeatures(a, b, x)),
    duplicateX: () => (dx ??= duplicateModelFeatures(a.content, b.content, cx ??= conflictFeatures(a, b, x))),
    deniesOneSide: f.denies_one_side > 0 && oneSidedDenial(requirementsInPlace(affirmed[0]), requirementsInPlace(affirmed[1])),
  };
}

