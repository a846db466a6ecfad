/**
 * What differs between two texts, for the learned conflict model (conflict-model.ts): the two content-word lists
 * aligned (synonym-duplicate.ts's words and `sameWord`, slot-swap.ts's differing stretches) and each stretch where
 * they part described — how many there are, how long, whether shared words border them, whether one side only
 * inserts, and what kinds of words stand on each side (a number or quantity, a version, an identifier or path, a
 * proper name, a tool, an on/off state, a context such as an environment, a plain word, a verb or adjective).
 *
 * Why: the pair features (features.ts) say how close two texts are and whether some value differs somewhere, but
 * not where. A contradiction is mostly one frame with one slot filled two ways ("retries 3 times" / "retries 5
 * times", "owned by Priya" / "owned by Omar", "sessions live in Redis" / "… in Memcached"): one swapped stretch,
 * both sides of one kind. Two facts about one thing swap several stretches of unlike kinds; a refinement only
 * inserts; two scopes swap a context word. Each feature is a number in [0, 1]. Pure; memoised per pair.
 */
import { foldAcronyms } from "./abbreviations";
import { CONTEXT_WORDS, FALSE_WORDS, findCategoryMembers, TRUE_WORDS } from "./lexicon";
import { memoByPair, memoByText } from "./memo";
import { listedOpposites } from "./opposites";
import { type Stretch, stretches } from "./slot-swap";
import { alignedWords } from "./synonym-duplicate";
import { isPredicate } from "./synonyms";
import { GENERIC_ACRONYMS } from "./text";
import { relation, type Value } from "./values";

/** The kinds a differing word is read as, most specific first (kindOf picks the first that holds). */
export const WORD_KINDS = ["number", "version", "code", "name", "tool", "state", "context", "predicate", "plain"] as const;
export type WordKind = (typeof WORD_KINDS)[number];

/** Value-like kinds: two of one kind in one place is one slot filled two ways. */
const VALUE_KINDS = new Set<WordKind>(["number", "version", "code", "name", "tool", "state"]);

export const DIFFERENCE_FEATURE_NAMES = [
  // shape of the alignment
  "diff_shared_of_shorter", "diff_shared_of_longer", "diff_stretches", "diff_swaps", "diff_inserts", "diff_inserts_only", "diff_one_swap",
  "diff_swap_anchored", "diff_swap_longest", "diff_opening_swap",
  // one slot filled two ways: a swap whose two sides are of one value kind
  "diff_swap_same_value_kind", "diff_swap_one_kind_each", "diff_swap_number", "diff_swap_number_differs", "diff_swap_version", "diff_swap_code",
  "diff_swap_name", "diff_swap_tool", "diff_swap_state", "diff_swap_opposite", "diff_swap_predicate", "diff_swap_plain_only",
  // a kind on one side of a swap only, or only inserted
  "diff_swap_context", "diff_insert_context", "diff_insert_number", "diff_insert_name", "diff_insert_predicate", "diff_swap_value_vs_plain",
  // interactions: one value swap and little else
  "diff_value_swap_close", "diff_value_swap_alone",
] as const;
export type DifferenceFeatureName = (typeof DIFFERENCE_FEATURE_NAMES)[number];

/** Past this many aligned words a side is a paragraph: the stretches are not read (every feature 0 but the shared shares). */
const MAX_WORDS = 60;

/** A quantity token of the aligned words ("time_30000", "count_15", "clock_1800") as a value for values.ts `relation`. */
function quantityOf(w: string): Extract<Value, { kind: "quantity" }> | null {
  const m = /^([a-z]+)_(\d+(?:\.\d+)?)$/.exec(w);
  return m ? { kind: "quantity", n: Number(m[2]), dim: m[1], raw: w } : /^\d+(?:\.\d+)?$/.test(w) ? { kind: "quantity", n: Number(w), dim: "count", raw: w } : null;
}

const VERSION = /^v?\d+(?:\.\d+)+[a-z0-9.-]*$|^v\d+$/;
const STATE_WORDS = new Set([...TRUE_WORDS, ...FALSE_WORDS, "enabled", "disabled", "on", "off", "always", "never", "required", "optional", "allowed", "blocked", "default"]);

/** What a text writes as a name or an identifier, lower-cased as the aligned words are (capitalised mid-sentence, acronyms, snake/camel/dotted/path tokens and their parts). */
const writtenForms: (text: string) => { names: Set<string>; code: Set<string> } = memoByText((text) => {
  const names = new Set<string>();
  const code = new Set<string>();
  for (const m of text.matchAll(/(?<=[\p{L}\p{N},;:)] +)([A-Z][\p{L}\p{N}]+)/gu)) if (!GENERIC_ACRONYMS.has(m[1].toLowerCase())) names.add(m[1].toLowerCase());
  for (const m of text.matchAll(/\b[A-Z][A-Z0-9]{1,7}\b/g)) if (!GENERIC_ACRONYMS.has(m[0].toLowerCase())) names.add(m[0].toLowerCase());
  for (const m of text.matchAll(/[\w@~.-]*(?:[_/:][\w@~.-]+)+|\b[a-z]+(?:[A-Z][a-z0-9]+)+\b|`[^`]+`|\b\w+\.\w{1,5}\b/g)) {
    const tok = m[0].replace(/`/g, "");
    code.add(tok.toLowerCase());
    for (const part of tok.split(/[_/:.\s-]+|(?=[A-Z])/)) if (part) code.add(part.toLowerCase());
  }
  return { names, code };
});

/** The kind of one aligned word of `text`. */
export function kindOf(w: string, text: string): WordKind {
  if (quantityOf(w)) return "number";
  if (VERSION.test(w)) return "version";
  const forms = writtenForms(text);
  if (/[_/:]/.test(w) || (/\./.test(w) && !/^\d/.test(w)) || (forms.code.has(w) && !STATE_WORDS.has(w))) return "code";
  if (w in CONTEXT_WORDS) return "context";
  if (findCategoryMembers(w).length > 0) return "tool";
  if (forms.names.has(w)) return "name";
  if (STATE_WORDS.has(w)) return "state";
  if (/\d/.test(w)) return "code";
  return isPredicate(w) ? "predicate" : "plain";
}

const clip = (n: number, max: number) => Math.min(n, max) / max;

interface Described { s: Stretch; ka: Set<WordKind>; kb: Set<WordKind> }

/** The difference features of a pair, in DIFFERENCE_FEATURE_NAMES order. Memoised per pair. */
export const differenceFeatures: (a: string, b: string) => number[] = memoByPair(readDifferenceFeatures);

function readDifferenceFeatures(a: string, b: string): number[] {
  const [wa, wb] = [alignedWords(foldAcronyms(a, b)), alignedWords(foldAcronyms(b, a))];
  const f = Object.fromEntries(DIFFERENCE_FEATURE_NAMES.map((n) => [n, 0])) as Record<DifferenceFeatureName, number>;
  const out = () => DIFFERENCE_FEATURE_NAMES.map((n) => f[n]);
  if (!wa.length || !wb.length) return out();
  if (wa.length > MAX_WORDS || wb.length > MAX_WORDS) return out();
  const st = stretches(wa, wb);
  const differing = st.reduce((s, x) => s + x.a.length + x.b.length, 0);
  const shared = (wa.length + wb.length - differing) / 2;
  f.diff_shared_of_shorter = shared / Math.min(wa.length, wb.length);
  f.diff_shared_of_longer = shared / Math.max(wa.length, wb.length);
  const described: Described[] = st.map((s) => ({ s, ka: new Set(s.a.map((w) => kindOf(w, a))), kb: new Set(s.b.map((w) => kindOf(w, b))) }));
  const swaps = described.filter((d) => d.s.a.length && d.s.b.length);
  const inserts = described.filter((d) => !d.s.a.length || !d.s.b.length);
  f.diff_stretches = clip(st.length, 4);
  f.diff_swaps = clip(swaps.length, 3);
  f.diff_inserts = clip(inserts.length, 3);
  f.diff_inserts_only = Number(inserts.length > 0 && swaps.length === 0);
  f.diff_one_swap = Number(swaps.length === 1);
  f.diff_swap_anchored = Number(swaps.some((d) => d.s.anchored));
  f.diff_swap_longest = clip(Math.max(0, ...swaps.map((d) => Math.max(d.s.a.length, d.s.b.length))), 6);
  f.diff_opening_swap = Number(swaps.length > 0 && swaps[0].s.a[0] === wa[0] && swaps[0].s.b[0] === wb[0]);
  const both = (d: Described, k: WordKind) => d.ka.has(k) && d.kb.has(k);
  const one = (d: Described, k: WordKind) => d.ka.has(k) !== d.kb.has(k);
  const anySwap = (p: (d: Described) => boolean) => Number(swaps.some(p));
  f.diff_swap_same_value_kind = anySwap((d) => [...d.ka].some((k) => VALUE_KINDS.has(k) && d.kb.has(k)));
  f.diff_swap_one_kind_each = anySwap((d) => d.ka.size === 1 && d.kb.size === 1 && [...d.ka][0] === [...d.kb][0]);
  f.diff_swap_number = anySwap((d) => both(d, "number"));
  f.diff_swap_number_differs = anySwap((d) => {
    const [qa, qb] = [d.s.a.map(quantityOf).filter((q) => q !== null), d.s.b.map(quantityOf).filter((q) => q !== null)];
    return qa.some((x) => qb.some((y) => x.dim === y.dim)) && !qa.some((x) => qb.some((y) => relation(x, y) !== "differs"));
  });
  f.diff_swap_version = anySwap((d) => both(d, "version"));
  f.diff_swap_code = anySwap((d) => both(d, "code"));
  f.diff_swap_name = anySwap((d) => both(d, "name"));
  f.diff_swap_tool = anySwap((d) => both(d, "tool"));
  f.diff_swap_state = anySwap((d) => both(d, "state"));
  f.diff_swap_opposite = anySwap((d) => d.s.a.some((x) => d.s.b.some((y) => listedOpposites(x, y))));
  f.diff_swap_predicate = anySwap((d) => both(d, "predicate"));
  f.diff_swap_plain_only = Number(swaps.length > 0 && swaps.every((d) => [...d.ka, ...d.kb].every((k) => k === "plain" || k === "predicate")));
  f.diff_swap_context = anySwap((d) => d.ka.has("context") || d.kb.has("context"));
  const anyInsert = (k: WordKind) => Number(inserts.some((d) => d.ka.has(k) || d.kb.has(k)));
  f.diff_insert_context = anyInsert("context");
  f.diff_insert_number = anyInsert("number");
  f.diff_insert_name = anyInsert("name");
  f.diff_insert_predicate = anyInsert("predicate");
  f.diff_swap_value_vs_plain = anySwap((d) => [...VALUE_KINDS].some((k) => one(d, k)) && ![...VALUE_KINDS].some((k) => both(d, k)));
  f.diff_value_swap_close = f.diff_swap_same_value_kind * f.diff_shared_of_shorter;
  f.diff_value_swap_alone = Number(f.diff_swap_same_value_kind === 1 && swaps.length === 1 && inserts.length <= 1);
  return out();
}
