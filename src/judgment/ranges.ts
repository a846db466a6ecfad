/**
 * Ranges and bounds written in prose, and whether a number stated on the other side lies inside
 * one: "between 256 MB and 1 GB" holds "512Mi", "under 300 ms" holds "180 ms", "Node 18 through 22"
 * holds "Node 20", "at least 30 days" holds "90 days". A value inside the other side's range is a
 * refinement, not a second answer — the learned combiner reads it as a feature, so that "values
 * differ" stops meaning "conflict" when one side only narrows the other.
 */
import { parseQuantity } from "./values";
import { memoByText } from "./memo";
import { ABOVE_COMPARATIVES, ABOVE_PREPOSITIONS, BELOW_COMPARATIVES, BELOW_PREPOSITIONS, LOWER_BOUND_WORDS, UPPER_BOUND_WORDS, alternation, isBelowWord } from "./comparison-words";
import { wordTable } from "./word-table";

/** A number as compared: a quantity in canonical units (dim "time", "bytes", …), or version-like parts for a bare number. */
interface Num { dim: string; parts: number[] }

const UNIT = String.raw`(?:hz|khz|mhz|ghz|ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|months?|years?|yrs?|kb|kib|ki|mb|mib|mi|gb|gib|gi|tb|tib|ti)\b`;
const NUM = String.raw`(\d+(?:\.\d+)*)\s*(${UNIT})?`;
const K8S: Record<string, string> = wordTable({ ki: "kib", mi: "mib", gi: "gib", ti: "tib" });
/** Calendar units values.ts does not read, in days (a month as 30, a year as 365: bounds, not dates). */
const CALENDAR: Record<string, number> = wordTable({ month: 30, months: 30, year: 365, years: 365, yr: 365, yrs: 365 });

function num(n: string, unit: string | undefined): Num | null {
  if (!unit) return { dim: "", parts: n.split(".").map(Number) };
  const u = unit.toLowerCase();
  if (CALENDAR[u]) return { dim: "time", parts: [Number(n) * CALENDAR[u] * 86_400_000] };
  const q = parseQuantity(`${n}${K8S[u] ?? u}`);
  return q && q.kind === "quantity" ? { dim: q.dim, parts: [q.n] } : null;
}

/** -1, 0, 1 by parts (3.10 > 3.9, as versions are read), or null across dimensions. */
function cmp(x: Num, y: Num): number | null {
  if (x.dim !== y.dim) return null;
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const [a, b] = [x.parts[i] ?? 0, y.parts[i] ?? 0];
    if (a !== b) return a < b ? -1 : 1;
  }
  return 0;
}

interface Range { lo: Num | null; hi: Num | null }

const SPAN = new RegExp(String.raw`(?:\b(?:between|from)\s+)?${NUM}(?:\s*\([^)]{0,20}\))?\s*(?:and|to|through|thru|–|—|-)\s*(?:[A-Za-z]+\s+)?${NUM}`, "gi");
const UPPER = new RegExp(String.raw`(?:\b(?:${UPPER_BOUND_WORDS})|<=?|≤)\s*${NUM}`, "gi");
const LOWER = new RegExp(String.raw`(?:\b(?:${LOWER_BOUND_WORDS})|>=?|≥)\s*${NUM}`, "gi");

/** Words after "or"/"and" that make a number a bound: "30 fps or more", "iOS 15 and later", "5 or fewer". */
const POSTFIX_WORDS = alternation([...BELOW_COMPARATIVES, ...ABOVE_COMPARATIVES, ...BELOW_PREPOSITIONS, ...ABOVE_PREPOSITIONS, "up"]);
/**
 * Number, optional unit or one counted word, then "or/and more|less|higher|later…", or a "+" glued to the number
 * (not a version's local label, "1.13.1+cu117", "2.3.0+git": a "+" with letters after it names a build).
 */
const POSTFIX = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)*)\s*(${UNIT})?(?:\s*[a-z]+)?\s+(?:or|and)\s+(${POSTFIX_WORDS})\b|(?<![\d.])(\d+(?:\.\d+)*)\+(?![\d\w])`, "gi");
/** Every range and one-sided bound a text states. */
export function rangesOf(text: string): Range[] {
  return rangeMemo(text);
}
const rangeMemo = memoByText(readRanges);
function readRanges(text: string): Range[] {
  const out: Range[] = [];
  for (const m of text.matchAll(SPAN)) {
    // "5 to 60 min": the unit written once, after the second number, is the first one's too.
    const [lo, hi] = [num(m[1], m[2] ?? m[4]), num(m[3], m[4])];
    if (lo && hi && cmp(lo, hi) === -1) out.push({ lo, hi });
  }
  for (const m of text.matchAll(UPPER)) out.push({ lo: null, hi: num(m[1], m[2]) });
  for (const m of text.matchAll(LOWER)) out.push({ lo: num(m[1], m[2]), hi: null });
  return out;
}

const NUMBER = new RegExp(NUM, "gi");
function numbersOf(text: string): Num[] {
  const out: Num[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const n = num(m[1], m[2]);
    if (n) out.push(n);
  }
  return out;
}

/** Strictly inside: a value equal to a bound ("at most 200" / "max_connections: 200") states the bound, not a value within it. */
const inside = (n: Num, r: Range) => {
  const lo = r.lo ? cmp(r.lo, n) : -1;
  const hi = r.hi ? cmp(n, r.hi) : -1;
  return lo === -1 && hi === -1 && (r.lo !== null || r.hi !== null);
};

/** A comparison as written ("older than 15", "over 50 items", "larger than 1 MB"): a one-sided bound, or null. */
const COMPARISON = new RegExp(String.raw`^(\w+)(?:\s+than)?\s+[~≈]?[$€£]?v?${NUM}`, "i");

/**
 * Does `other` state a number inside the subset a comparison names ("older than 15" holds "iOS 13", not "8.0")?
 * A denial narrowed to that subset then speaks of the other's value.
 */
export function otherInsideComparison(comparison: string, other: string): boolean {
  const m = COMPARISON.exec(comparison.trim());
  if (!m) return false;
  const bound = num(m[2], m[3]);
  if (!bound) return false;
  const range: Range = isBelowWord(m[1]) ? { lo: null, hi: bound } : { lo: bound, hi: null };
  return numbersOf(other).some((n) => inside(n, range));
}

/**
 * Does one text state a range or bound and the other, stating none, a number inside it ("30 fps or more" / "41 fps
 * average")? Two bounds ("max 10 MB" / "up to 100 MB") are two answers to one question, not a value within a range.
 */
export function plainValueInOtherRange(a: string, b: string): boolean {
  if (PESSIMISTIC.test(a) || PESSIMISTIC.test(b)) return false;
  // (Numbers as written, "1k to 10k rows" / "5,000-row batches", are read as plain numbers first.)
  [a, b] = [asWritten(a), asWritten(b)];
  const within = (ranges: Range[], other: string) => ranges.length > 0 && rangesOf(other).length === 0 && supportedRangesOf(other).length === 0 && !LIMIT_WORD.test(other) && numbersOf(withoutTimes(other)).some((n) => ranges.some((r) => inside(n, r)));
  return within(supportedRangesOf(a), b) || within(supportedRangesOf(b), a);
}

/**
 * The ranges a text gives as what is supported or met, not as a limit: a span with both ends ("Android 8.0 (API 26)
 * to 15") and a bound written after its number ("30 fps or more", "iOS 15 and later", "15+"). A one-sided bound in
 * front of a number ("up to 8 times", "above 5") is how a limit is set: a number under it is another limit.
 * Times of day ("22:00 and 07:00") are no span of numbers.
 */
const supportedRangesOf = memoByText((text: string): Range[] => {
  const plain = withoutTimes(text);
  const out: Range[] = [];
  for (const m of plain.matchAll(SPAN)) {
    const [lo, hi] = [num(m[1], m[2] ?? m[4]), num(m[3], m[4])];
    if (lo && hi && cmp(lo, hi) === -1) out.push({ lo, hi });
  }
  for (const m of plain.matchAll(POSTFIX)) {
    const n = m[1] ? num(m[1], m[2]) : num(m[4], undefined);
    if (!n) continue;
    out.push(isBelowWord(m[3] ?? "") ? { lo: null, hi: n } : { lo: n, hi: null });
  }
  return out;
});
const withoutTimes = (text: string) => text.replace(/\b\d{1,2}:\d{2}\b/g, " ");
/** A number said as a limit ("Max upload size: 10 MB", "SLA is 45 minutes", "capped at 5 MB") is a bound too, not a value. */
const LIMIT_WORD = /\b(?:max(?:imum)?|min(?:imum)?(?!-)|limits?|limited|cap|caps|capped|ceiling|floor|sla|slo|quota|budget|threshold|allowed|allows?|must|required?|requires|target|within)\b/i;
/** "~> 1.5.0", "^1.2", "~1.4": a version constraint, which pins more than its bound says. */
const PESSIMISTIC = /~>|[\^~]\s*\d/;

/** Does a number one text states lie inside a range or bound the other states? */
export function valueInOtherRange(a: string, b: string): boolean {
  const within = (ranges: Range[], nums: Num[]) => ranges.some((r) => nums.some((n) => inside(n, r)));
  return within(rangesOf(a), numbersOf(b)) || within(rangesOf(b), numbersOf(a));
}

/**
 * Spans written with one number at each end ("30–45%", "between 2 and 4 replicas", "0.01 and 0.1",
 * "outside 20–40 % VWC", "between 1k and 10k messages", "one to two days"), read loosely: the unit may
 * be written once, after the far end, and may be a percent sign or any word. Plain numbers (a "k"
 * written on a number is its thousands, a number word its digits), for comparing with a value the
 * other text states in the same words.
 */
interface Span { lo: number; hi: number; unit: string }
/** A number as written, with a thousands "k" glued to it ("10k"): the k is part of the number, not its unit. */
const WRITTEN = String.raw`(\d+(?:\.\d+)?(?:[kK](?![a-zA-Z]))?)`;
const LOOSE_SPAN = new RegExp(String.raw`(?<![\d.:])${WRITTEN}\s*(%|[a-z]+(?:\/[a-z]+)?)?\s*(?:–|—|-|\bto\b|\band\b|\bthrough\b|\bthru\b)\s*${WRITTEN}(?![\d.:])\s*(%|[a-z]+(?:\/[a-z]+)?)?`, "gi");
const CHANGED_FROM = /\b(?:bumped|raised|lowered|changed|moved|increased|decreased|reduced|cut|went|upgraded|downgraded|scaled|switched)\b[^.;]*\bfrom\s*$/i;
const numberOf = (written: string) => (/k$/i.test(written) ? Number(written.slice(0, -1)) * 1000 : Number(written));
/** Number words as digits ("one to two days" → "1 to 2 days"), so a span in words reads as one in digits. */
const SPAN_WORDS: Record<string, string> = wordTable({ one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10", twelve: "12" });
const SPAN_WORD = new RegExp(String.raw`\b(${Object.keys(SPAN_WORDS).join("|")})\s+(?=(?:to|through)\s+(?:${Object.keys(SPAN_WORDS).join("|")})\b)|(?<=\b(?:${Object.keys(SPAN_WORDS).join("|")})\s+(?:to|through)\s+)(${Object.keys(SPAN_WORDS).join("|")})\b`, "gi");
const spansOf = memoByText((text: string): Span[] => {
  const out: Span[] = [];
  const digits = text.replace(SPAN_WORD, (all: string, w1?: string, w2?: string) => all.replace(/[a-z]+/i, SPAN_WORDS[(w1 ?? w2)!.toLowerCase()]));
  for (const m of digits.matchAll(LOOSE_SPAN)) {
    // "from 3 to 4 replicas" after a verb of change is a change, not a span.
    if (CHANGED_FROM.test(digits.slice(Math.max(0, m.index - 80), m.index))) continue;
    const [lo, hi] = [numberOf(m[1]), numberOf(m[3])];
    const unit = (m[4] ?? m[2] ?? "").toLowerCase();
    // Two units that differ ("5 s and 10 retries") are two values, not a span.
    if (lo < hi && (!m[2] || !m[4] || m[2].toLowerCase() === m[4].toLowerCase())) out.push({ lo, hi, unit });
  }
  return out;
});

/** A value's number and the word after it, as written ("40%" → 40, "%"; "3 replicas" → 3, "replicas"; "10k messages" → 10000, "messages"). */
const NUMBER_AS_WRITTEN = new RegExp(String.raw`${WRITTEN}\s*(%|[a-z]+(?:\/[a-z]+)?)?`, "i");

/**
 * Is `raw` (a value `other` states) inside a span of `text` that has `end` (the value `text` was read
 * as) at one of its ends? Then `text` gave a range and `other` a value in it: a refinement. The units,
 * where both are written, must be one.
 */
export function heldBySpan(text: string, end: string, raw: string): boolean {
  const [e, v] = [NUMBER_AS_WRITTEN.exec(end), NUMBER_AS_WRITTEN.exec(raw)];
  if (!e || !v) return false;
  const [en, vn, vu] = [numberOf(e[1]), numberOf(v[1]), (v[2] ?? "").toLowerCase()];
  return spansOf(text).some((s) => (s.lo === en || s.hi === en) && vn >= s.lo && vn <= s.hi && (!s.unit || !vu || s.unit.replace(/s$/, "") === vu.replace(/s$/, "")));
}

/**
 * A limit against a measurement of one quantity (round 16): "Frame time budget: ≤ 16.6 ms" / "Measured frame time: 12 ms
 * average", "Lag is alerted above 10k messages" / "Current lag: 2,300 messages". One side sets where a value may go
 * (a bound word before its number, or a limit, alert or budget word), the other reports where it is (measured, current,
 * right now, on average): two properties of one quantity, the second no answer to the first. The measuring side must
 * set no limit itself, and the two must share a dimension.
 */
export function limitAgainstMeasurement(a: string, b: string): boolean {
  const limits = (t: string) => LIMIT_WORD.test(t) || ALERT_WORD.test(t) || rangesOf(asWritten(t)).some((r) => r.lo === null || r.hi === null);
  // (A device the measurement was taken on, "on the target GPU", sets no target.)
  const measures = (t: string) => MEASURED.test(t) && !LIMIT_WORD.test(t.replace(/\b(?:on|for) the target\b/gi, "")) && !ALERT_WORD.test(t) && rangesOf(asWritten(t)).length === 0;
  const sharedDim = () => {
    const dims = new Set(numbersOf(asWritten(a)).map((n) => n.dim));
    return numbersOf(asWritten(b)).some((n) => dims.has(n.dim));
  };
  return ((limits(a) && measures(b)) || (limits(b) && measures(a))) && sharedDim();
}
/** Words that report a value as found, not set. */
const MEASURED = /\b(?:measured|observed|currently|current|right now|at the moment|on average|averages?|average|typically|peaks? at|peaked at|we see|we're seeing|we are seeing|came in at|clocks? in at)\b/i;
/** Words that set a threshold a value is watched against. */
const ALERT_WORD = /\b(?:alert(?:ed|s|ing)?|pages?|paged|warns?|fires|trips|triggers?)\b[^.;]*\b(?:above|over|below|under|beyond|past)\b/i;

/** Numbers as written in prose, made plain: thousands separators ("5,000" → 5000) and a "k" glued to a number ("10k" → 10000). */
export function asWritten(text: string): string {
  return text
    .replace(/\b\d{1,3}(?:,\d{3})+\b/g, (n) => n.replace(/,/g, ""))
    .replace(/\b(\d+(?:\.\d+)?)k\b/gi, (_, n: string) => String(Math.round(Number(n) * 1000)));
}
