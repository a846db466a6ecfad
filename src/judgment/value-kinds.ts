/**
 * What kind of value a reader's two rival values are, read from each value and the words right around it in its own
 * text, so that a conflict reading can be checked against what a conflict is: two values of one kind for one property.
 *
 * Every text reader pairs two values it takes for one slot. On fresh text the commonest false flag is two properties of
 * one subject read as one slot ("Kafka runs 3.7" / "64 partitions per topic", "2 GB of RAM" / "the OS is Yocto",
 * "timeout_ms = 800" / "max_items = 50", "3 nodes" / "12 namespaces"). What the language says of each value decides
 * instead of a list: a number's unit, or the noun it counts, follows it ("64 partitions", "16 vCPUs"); a key's last
 * word names its unit or what it counts ("_ms", "max_items"); a version is dotted, prefixed ("v2", "version 3.7") or
 * follows the name it versions ("Envoy 1.29"); an address has the form of one (a URL, a path, a host name). A value
 * whose kind is not read with confidence is "other" and never keeps a reading apart.
 */
import { abbreviates } from "./abbreviations";
import { lemma } from "./frames";
import { canonicalName, categoryOf, FALSE_WORDS, TRUE_WORDS } from "./lexicon";
import { synonymous } from "./synonyms";
import { STOP_WORDS } from "./text";
import { parseQuantity } from "./values";
import { regexOf } from "./memo";
import { wordTable } from "./word-table";

export type ValueKind =
  | { kind: "version" }
  /** A measured or counted quantity: its dimension, and for a count the noun it counts (lemma) when one follows. */
  | { kind: "quantity"; dim: string; noun?: string; word?: string }
  /** A URL, path, host or e-mail: typed so that it is never read as a name; no rule keeps it apart (round 18 measured
   * an address against a name: 14 conflicts lost on the training halves, "config/app.yaml" / "/etc/acme/app.toml"). */
  | { kind: "address" }
  /** Words without a digit: a name, a word of a closed choice, a state. `amount`: a word that stands for an amount ("unlimited", "none"). */
  | { kind: "word"; amount: boolean }
  | { kind: "other" };

const NUMBER = String.raw`\d[\d,_]*(?:\.\d+)?`;
/** A number with what follows it in its text: a unit or a counted noun (the first word, and the next for "GB of RAM"). */
const AFTER_WORD = /^\s*(?:-\s*)?([A-Za-zµμ%][A-Za-z%/³]*)/;
/** A key right before its value ("timeout_ms = ", "maxItems: ", "MAX_RETRIES="). */
const KEY_BEFORE = /([A-Za-z][\w.-]{0,60})\s*["'`]?\s*[:=]\s*["'`]?\s*$/;
/** What stands right before a version: a version word, a "v", or a name it versions (a capitalised word or a tool). */
const VERSION_WORD_BEFORE = /\b(?:version|ver|release|v)\s*$/i;
const NAME_BEFORE = /(?:^|[\s(])(?:[A-Z][A-Za-z+#-]*|[a-z][a-z]+js|node|python|java|go|ruby|php)\s+v?$|(?:^|[\s("'`])[A-Za-z][\w.-]*[:@]v?$/;
/** A unit named in a comment right after a value ("ACCESS_TOKEN_TTL=3600  # seconds"). */
const COMMENT_AFTER = /^\s*(?:#|\/\/)\s*(?:in\s+)?([A-Za-z]+)/;
const WORDS = /^\p{L}[\p{L}\s'+#-]*$/u;
const URL = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;
const PATH = /^(?:~|\.{1,2})?\/[\w.@~-]+(?:\/[\w.@~-]*)*$|^[A-Za-z]:\\/;
const HOST = /^(?:[a-z][a-z0-9-]*\.){2,}[a-z]{2,}(?::\d+)?(?:\/\S*)?$/i;
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
/** Words that stand for an amount or its absence: rivals of a number, not another kind of value. */
const AMOUNT_WORDS = new Set(["none", "unlimited", "infinite", "infinity", "never", "zero", "auto", "automatic", "default", "max", "maximum", "min", "minimum", "unbounded", "disabled", "off", "no", "all", "any", "nothing", "once", "twice", "daily", "weekly", "hourly", "monthly", "nightly"]);
/** Words after a number that count nothing in particular ("3 times", "2 more", "5 of them"). */
const NO_NOUN = new Set(`times time more less fewer total per or and to of in on at by for from with is are was were be x th st nd rd am pm
  each apiece left plus instead now max min maximum minimum then than before after ago until unless since because while when where
  which that but so if as via through across behind during within without over under into onto only still also yet already`.split(/\s+/));

const SPELLED: Record<string, number> = wordTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20, thirty: 30, hundred: 100 });
const SPELLED_NUMBER = new RegExp(String.raw`^(?:${Object.keys(SPELLED).join("|")})(?=\s+[A-Za-z])`, "i");

/** A count per unit of time after its noun ("300 requests per minute", "5 deploys a day") is a rate. */
const PER_TIME = /^\s*(?:per|\/|a|an|every|each)\s*(?:second|sec|s|minute|min|hour|hr|h|day|week|month|year)\b/i;
const perTime = (k: ValueKind | null, afterNoun: string): ValueKind | null =>
  k?.kind === "quantity" && k.dim === "count" && PER_TIME.test(afterNoun) ? { kind: "quantity", dim: "rate" } : k;

/** Where `raw` stands in `text` (case-insensitive), or -1. */
function positionOf(text: string, raw: string): number {
  const at = text.indexOf(raw);
  return at >= 0 ? at : text.toLowerCase().indexOf(raw.toLowerCase());
}

/** The unit or noun a key's last word names ("timeout_ms" → ms, "max_items" → items, "retryCount" → nothing). */
function keyTail(key: string): string | null {
  const parts = key.replace(/([a-z])([A-Z])/g, "$1 $2").split(/[\s_.-]+/).filter(Boolean);
  return parts.length >= 2 ? parts[parts.length - 1].toLowerCase() : null;
}

/** A number's unit, in the plural or as written before a noun ("88-character lines"): its dimension, or null. */
function unitDimension(n: string, word: string): string | null {
  for (const w of [word, `${word}s`]) {
    const q = parseQuantity(`${n} ${w}`);
    if (q?.kind === "quantity" && q.dim !== "count") return q.dim;
  }
  return null;
}

/**
 * A number with a following word: a quantity of a unit's dimension, a count of a noun, or null. `counts`: whether a
 * noun may be read as what is counted (after the number in prose, or a plural key word), not only a unit.
 */
function numberWith(n: string, word: string | null, counts = true): ValueKind | null {
  if (!word) return null;
  const dim = unitDimension(n, word);
  if (dim) return { kind: "quantity", dim };
  const w = word.toLowerCase();
  // (A word with no vowel is an abbreviation, "txns", "qps", whose noun is not read: no confidence in what it counts.)
  if (!counts || NO_NOUN.has(w) || STOP_WORDS.has(w) || w.length < 3 || !/^[a-z]+$/.test(w) || !/[aeiou]/.test(w)) return null;
  return { kind: "quantity", dim: "count", noun: lemma(w), word: w };
}

/** A value that is a number and its unit or noun (built once: it was compiled on every call). */
const NUMBER_AND_UNIT = new RegExp(String.raw`^(${NUMBER})\s*([A-Za-zµμ%][A-Za-z%/³]*)?((?:\s+[A-Za-z][\w-]*){0,3})$`);

/** The kind of `raw`, a value a reader read in `text`. */
export function valueKindIn(text: string, raw: string): ValueKind {
  const v = raw.trim().replace(/^[`"'“‘(]+|[`"'”’).,;:]+$/g, "");
  if (!v) return { kind: "other" };
  // A number in words and its unit ("one hour", "two approvals") is a number and its unit.
  const spelled = SPELLED_NUMBER.exec(v);
  if (spelled) return valueKindIn(text.replace(v, v.replace(SPELLED_NUMBER, (w) => String(SPELLED[w.toLowerCase()]))), v.replace(SPELLED_NUMBER, (w) => String(SPELLED[w.toLowerCase()])));
  // (A time of day, "at 03:00", is read by the readers as one; its digits are no count or key.)
  if (/\d:\d\d\b/.test(v)) return { kind: "other" };
  if (URL.test(v) || PATH.test(v) || HOST.test(v) || EMAIL.test(v)) return { kind: "address" };
  // (Letters, spaces and hyphens only: "config/app.yaml", "checkout.submit" and "snake_case" are names of files and
  // keys, whose kind is not read here.)
  if (WORDS.test(v)) {
    // A reader may take a unit and the noun it measures for a name ("2 GB RAM" read as "GB RAM"): a word that opens
    // with a unit right after a number in its text is that quantity.
    const first = v.split(/\s+/)[0];
    // (Compiled once per word, regexOf: not global, so exec keeps no state between texts.)
    const num = regexOf(String.raw`(${NUMBER})\s*${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\p{L}\p{N}])`, "iu").exec(text);
    const dim = num ? unitDimension(num[1], first) : null;
    if (dim) return { kind: "quantity", dim };
    const w = v.toLowerCase();
    return { kind: "word", amount: AMOUNT_WORDS.has(w) || TRUE_WORDS.has(w) || FALSE_WORDS.has(w) };
  }
  // A version said as one: "version 3.7", "v2.4.1", "runs version 3.7", "Envoy 1.29", "iOS 16".
  if (/\bversion\b|(?:^|\s)v\d/i.test(v) || /^\d+\.\d+\.\d+(?:[-+][\w.]+)?$/.test(v)) return { kind: "version" };
  const at = positionOf(text, v);
  const before = at >= 0 ? text.slice(Math.max(0, at - 40), at) : "";
  const after = at >= 0 ? text.slice(at + v.length, at + v.length + 30) : "";
  // The value itself: a number and its unit or noun ("64 partitions", "2 GB", "30 seconds").
  // (Words may follow: what a unit measures, "200 GB volume", "2 GB of RAM".)
  const own = NUMBER_AND_UNIT.exec(v);
  if (own) {
    const unitDim = own[2] ? unitDimension(own[1], own[2]) : null;
    if (unitDim) return { kind: "quantity", dim: unitDim };
    // (A noun and more words, "3 worker nodes in staging": which word is counted is not read.)
    if (own[2]) return own[3] ? { kind: "other" } : perTime(numberWith(own[1], own[2]), after) ?? { kind: "other" };
    // A bare number: a unit after it (or in a comment after it, "3600  # seconds"), then a version by what stands
    // before it ("Kafka 3.7", "python:3.12-slim"), then the noun it counts, then the key it is the value of.
    const next = AFTER_WORD.exec(after)?.[1] ?? null;
    const unit = numberWith(own[1], next, false) ?? numberWith(own[1], COMMENT_AFTER.exec(after)?.[1] ?? null, false);
    if (unit) return unit;
    const named = VERSION_WORD_BEFORE.test(before) || NAME_BEFORE.test(before);
    if (/^\d+\.\d+$/.test(own[1]) && named) return { kind: "version" };
    // (Whole things are counted: a noun after a decimal, "1.7 runs the models", is no count.)
    // (Nor is a word joined by a hyphen, "node:18-bullseye", "a 3-node cluster": a tag or a compound, read for its unit only.)
    const counted = /^\d[\d,_]*$/.test(own[1]) && !/^-/.test(after) ? perTime(numberWith(own[1], next), after.slice((AFTER_WORD.exec(after)?.[0] ?? "").length)) : null;
    if (counted) return counted;
    // An integer after a name it versions, with no noun after it ("React 17 until the migration").
    if (/^\d+$/.test(own[1]) && named) return { kind: "version" };
    // (A key's last word is its unit, "timeout_ms", or what it counts when plural, "max_items"; otherwise it is the
    // property's own name, "ACCESS_TOKEN_TTL", "batch_size", and says nothing of the value's kind.)
    const key = KEY_BEFORE.exec(before)?.[1];
    const tail = key ? keyTail(key) : null;
    return (tail && numberWith(own[1], tail, /^[a-z]{3,}s$/.test(tail) && !/(?:ss|us|is)$/.test(tail))) || { kind: "other" };
  }
  // A key and a bare number ("Kafka: 64"): the number, read in its text.
  const keyed = /^[A-Za-z][\w .-]{0,40}[:=]\s*(\d[\d,_]*(?:\.\d+)?)$/.exec(v);
  if (keyed) return valueKindIn(text, keyed[1]);
  // A name and its version written together ("Envoy 1.29", "Docker 26", "Ubuntu 22.04").
  if (/^[A-Za-z][\w+#.-]*\s+v?\d+(?:\.\d+)*$/.test(v) && !parseQuantity(v)) return { kind: "version" };
  return { kind: "other" };
}

/** How a dimension is said in a reason. */
const DIMENSION_NAMES: Record<string, string> = wordTable({ bytes: "a size", time: "a duration", count: "a count", percent: "a share", rate: "a rate", frequency: "a frequency" });

/** Dimensions that measure one thing in two ways: a cycle's period and its frequency, frame rate or rate of events. */
const ONE_CYCLE = new Set(["time", "frequency", "framerate", "rate"]);

/** One counted noun abbreviating the other, singular or plural ("txns" / "transactions"). */
const abbreviation = (x: { word?: string }, y: { word?: string }) => {
  const [p, q] = [x.word ?? "", y.word ?? ""].map((w) => w.replace(/s$/, ""));
  return abbreviates(p, q) || abbreviates(q, p);
};

const said = (text: string, noun: string) => text.toLowerCase().split(/[^a-z]+/).some((w) => w.length >= 3 && lemma(w) === noun);

/**
 * Why two rival values, `x` read in `a` and `y` read in `b`, cannot be one property's two answers, or null when they
 * may be (of one kind, or a kind not read with confidence).
 */
export function kindsApart(a: string, x: string, b: string, y: string): string | null {
  const [kx, ky] = [valueKindIn(a, x), valueKindIn(b, y)];
  const show = (k: ValueKind) => (k.kind === "quantity" ? (k.noun ? `a count of ${k.word ?? k.noun}` : DIMENSION_NAMES[k.dim] ?? `a quantity in ${k.dim}`) : k.kind === "word" ? "a name" : `a ${k.kind}`);
  const apart = () => `${x.trim()} is ${show(kx)}, ${y.trim()} ${show(ky)}`;
  if (kx.kind === "other" || ky.kind === "other") return null;
  // Two members of one closed set of choices are one kind whatever their form ("tabs" / "4 spaces").
  const category = (v: string) => categoryOf(canonicalName(v.trim().toLowerCase()));
  if (category(x) !== null && category(x) === category(y)) return null;
  // A version against a measured or counted quantity: "3.7" is not "64 partitions".
  if ((kx.kind === "version" && ky.kind === "quantity") || (ky.kind === "version" && kx.kind === "quantity")) return apart();
  if (kx.kind === "quantity" && ky.kind === "quantity") {
    if (kx.dim !== ky.dim) return ONE_CYCLE.has(kx.dim) && ONE_CYCLE.has(ky.dim) ? null : apart();
    // Counts of two nouns, neither said in the other text ("3 nodes" / "12 namespaces"), count two things.
    // (Nor when one noun abbreviates the other: "1000 transactions" / "250 txns".)
    if (kx.noun && ky.noun && kx.noun !== ky.noun && !synonymous(kx.noun, ky.noun) && !said(b, kx.noun) && !said(a, ky.noun) && !abbreviation(kx, ky)) return apart();
    return null;
  }
  // A quantity against a name that is no amount ("2 GB" / "Yocto"): two properties.
  if ((kx.kind === "quantity" && ky.kind === "word" && !ky.amount) || (ky.kind === "quantity" && kx.kind === "word" && !kx.amount)) return apart();
  return null;
}
