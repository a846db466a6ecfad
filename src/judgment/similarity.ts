/**
 * Text-level judgment for what claims do not cover:
 *  - duplicates: the same content words (identifier words, stemmed, synonyms canonical, numbers
 *    with units canonical) in any order, case, spacing or punctuation; a paraphrase that adds a
 *    detail is a refinement and stays;
 *  - minimal pairs: two texts that are the same sentence except for a value-like word ("deploys go
 *    out on Tuesdays" / "… Thursdays", "retry 3 times" / "retry 5 times") contradict each other.
 */
import { CONTEXT_WORDS, canonicalName, categoryOf, FALSE_WORDS, TRUE_WORDS } from "./lexicon";
import { contentWords, GENERIC_ACRONYMS, LABEL_WORDS } from "./text";
import { parseQuantity, relation, stemWord } from "./values";
import { deniedAgainstMention, deniedApart, deniedByOne, deniesSomething } from "./negation-scope";
import { deniesOnOneSide, requirementsInPlace } from "./one-sided-denial";
import { distinctShape } from "./distinct-values";
import { memoByText } from "./memo";
import { compoundCardinals, multiplesAsFactors, quantitiesAsTokens, sharesAsPercents, temperaturesAsTokens } from "./quantity-tokens";
import { affirmNegatedOpposites } from "./negated-opposites";
import { wordTable } from "./word-table";


/** Words as compared: synonyms canonical, quantities in canonical units. */
export const comparable = memoByText(comparableWords);
const HALF: Record<string, string> = wordTable({ hour: "30 minutes", minute: "30 seconds", day: "12 hours" });
const NUMBER_WORDS: Record<string, string> = wordTable({ "ten thousand": "10000", "one thousand": "1000", "a thousand": "1000", "a hundred": "100", "one hundred": "100", hundred: "100", thousand: "1000", million: "1000000", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10", eleven: "11", twelve: "12", thirteen: "13", fourteen: "14", fifteen: "15", sixteen: "16", seventeen: "17", eighteen: "18", nineteen: "19", twenty: "20", thirty: "30", forty: "40", fifty: "50", sixty: "60", seventy: "70", eighty: "80", ninety: "90", twice: "2x", double: "2x", doubles: "2x", triple: "3x", triples: "3x", half: "0.5x", halved: "0.5x", halves: "0.5x" });
const NUMBER_WORD_RE = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).sort((x, y) => y.length - x.length).join("|")})\b`, "gi");
/** Cardinal number words only ("twelve", "ten thousand"), as digits: no multiples ("twice", "half"). */
const CARDINAL_RE = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).filter((w) => /^\d+$/.test(NUMBER_WORDS[w])).sort((x, y) => y.length - x.length).join("|")})\b`, "gi");
/**
 * "twelve minutes" = "12 minutes", "ten thousand euros" = "10000 euros" (synonym-duplicate.ts aligns words with it).
 * A compound number word is one number first ("twenty-five minutes" = "25 min", as `comparable` reads it), not a
 * count of 20 and a time of 5 minutes.
 */
export const cardinalsAsDigits = (text: string) => compoundCardinals(text).replace(CARDINAL_RE, (w) => NUMBER_WORDS[w.toLowerCase()]);

const MONTH_NUMBER: Record<string, number> = wordTable({ jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 });
/** Month names as written in dates: capitalised ("May 5", not "may 5 retries"), short or full. */
const MONTH = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+([12]?\d|3[01])(?:st|nd|rd|th)?\b(?!:)`, "g");
const DAY_MONTH = new RegExp(String.raw`\b([12]?\d|3[01])(?:st|nd|rd|th)?\s+${MONTH}(?![a-z])`, "g");

function comparableWords(text: string): string[] {
  // Who captured a memory is no part of it: "The user pointed out that X" says X.
  text = text.replace(/^\s*(?:the )?user (?:mentioned|said|noted|pointed out|told (?:me|us)|explained|confirmed|reported)(?: that)?\s+/i, "");
  // List markers and emphasis are layout ("1. run the migrations", "**release order**"), not numbers.
  text = text.replace(/^\s*(?:[-*•+]|\d+[.)])\s+/gm, " ").replace(/[*_]{2,}/g, " ");
  // A unit in a key's name is the value's unit: "HTTP_TIMEOUT_SECONDS=5" says "http timeout 5 seconds".
  text = text.replace(/\b([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*?)_(SECONDS|SECS|SEC|MS|MILLIS|MINUTES|MINS|HOURS|DAYS|BYTES|KB|MB|GB)\s*[=:]\s*(\d+(?:\.\d+)?)\b/gi, (_, key: string, unit: string, n: string) => `${key} ${n} ${unit.toLowerCase()}`);
  // A unit in a comment after the value is its unit too: "memory_size = 1024  # MB" says "1024 mb".
  text = text.replace(/([=:]\s*)(\d+(?:\.\d+)?)\s*(?:#|\/\/)\s*(ms|seconds?|secs?|minutes?|mins?|hours?|days?|bytes?|kb|kib|mb|mib|gb|gib)\b/gi, (_, eq: string, n: string, unit: string) => `${eq}${n} ${unit.toLowerCase()}`);
    // Every prohibition cue says the same: "never", "don't", "do not" and "avoid" read as one word.
  text = text.replace(/\b(?:don'?t|do not|never|avoid)\b/gi, "never");
  // "v2.4" is "2.4": the v is how a version is written, not part of its number.
  text = text.replace(/\bv(\d+(?:\.\d+)+)\b/gi, "$1");
  text = text.replace(/\bhalf an? (hour|minute|day)\b/gi, (_, u: string) => HALF[u.toLowerCase()]);
  // "one hour", "a week": a single unit is a quantity ("Cache TTL 3600s" / "live for one hour"),
  // but "once a day" is a frequency ("every day") and "a second time" an ordinal.
  text = text.replace(/(?<!\b(?:once|twice|times|per)\s+)\b(?:one|an?)\s+(second|minute|hour|day|week)\b(?!\s+times?\b)/gi, (_, u: string) => `1 ${u}`);
  // Kubernetes' binary suffixes are bytes: "2048Mi" = "2 GiB".
  text = text.replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(Ki|Mi|Gi|Ti)\b/g, (_, n: string, u: string) => `${n} ${u}B`);
  // A 24-hour time is a time of day like "8pm": "20:00" = "8pm", "02:00" = "2am".
  text = text.replace(/(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?!\s*(?:am|pm)\b)/gi, (_, h: string, m: string) => ` qclockq${Number(h)}${m} `);
  // A calendar date is one value however written: "2026-11-12" = "Nov 12 2026" = "12 November 2026" (the year stays a number of its own).
  text = text.replace(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (all, y: string, m: string, d: string) => (Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31 ? ` qdateq${Number(m) * 100 + Number(d)} ${y} ` : all));
  text = text.replace(MONTH_DAY, (_, mon: string, d: string) => ` qdateq${MONTH_NUMBER[mon.slice(0, 3).toLowerCase()] * 100 + Number(d)} `);
  text = text.replace(DAY_MONTH, (_, d: string, mon: string) => ` qdateq${MONTH_NUMBER[mon.slice(0, 3).toLowerCase()] * 100 + Number(d)} `);
  text = multiplesAsFactors(sharesAsPercents(compoundCardinals(text)).replace(NUMBER_WORD_RE, (w) => NUMBER_WORDS[w.toLowerCase()]));
  // Thousands separators group one number: "20,000" is 20000 (= "20k"), not the counts 20 and 0.
  text = text.replace(/(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\d,]|\.\d)/g, (n) => n.replace(/,/g, ""));
  // A quantity with its unit becomes one opaque token before stemming ("30000ms" stemmed would be
  // "30000m", thirty thousand minutes), so "30 s", "30000 ms" and "a 5-minute interval" compare equal.
  // The preposition that times it goes with it ("times out after 30000 ms" / "timeout is 30 s"), as in
  // frames' topics: it is how the quantity is said, not a word the other side lacks.
  // A rate or ratio written as a fraction under its key is a percentage ("SAMPLE_RATE=0.1" = "10%"),
  // and a time of day is one token however spaced ("6pm" = "6 PM", "18:00").
  text = text.replace(/\b([A-Za-z][\w]*(?:rate|ratio|RATE|RATIO))\s*[=:]\s*(0?\.\d+)\b/g, (_, key: string, n: string) => `${key} ${Math.round(Number(n) * 10000) / 100}%`);
  text = text.replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi, (_, n: string) => ` qpercentq${String(n).replace(".", "p")} `);
  text = text.replace(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/gi, (_, h: string, m: string | undefined, ap: string) => ` qclockq${(Number(h) % 12) + (ap.toLowerCase() === "pm" ? 12 : 0)}${m ?? "00"} `);
  text = quantitiesAsTokens(temperaturesAsTokens(text));
  const canon = canonicalName(text.replace(/(\d)\s+(m|k)\b/gi, "$1$2"));
  return contentWords(canon).map((w) => {
    const token = /^q([a-z]+)q(n?)(\d+(?:p\d+)?)$/.exec(w);
    if (token) return `${token[1]}:${token[2] ? "-" : ""}${token[3]}`;
    const q = /^\d/.test(w) ? parseQuantity(w) : null;
    return q && q.kind === "quantity" ? `${q.dim}:${q.n}` : w;
  });
}

/** Kept per text: every pair asks it of both texts (a new memory's once per candidate). */
export const normalizedText = memoByText((text: string) => text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim());

export function textSimilarity(a: string, b: string): { duplicate: boolean; score: number; reason: string } {
  if (normalizedText(a) === normalizedText(b)) return { duplicate: true, score: 1, reason: "same text apart from case, spacing and punctuation" };
  const [wa, wb] = [new Set(comparable(a)), new Set(comparable(b))];
  if (!wa.size || !wb.size) return { duplicate: false, score: 0, reason: "" };
  let inter = 0;
  for (const w of wa) if (wb.has(w)) inter++;
  const jaccard = inter / (wa.size + wb.size - inter);
  // What each side says that the other does not: a new number, version or name is new information.
  const extra = (x: Set<string>, y: Set<string>) => [...x].filter((w) => !y.has(w));
  const names = properNames(`${a}\n${b}`);
  const informative = (w: string) => /\d|:/.test(w) || categoryOf(w) !== null || w.includes("_") || w.length > 12 || names.has(w) || TIME_UNITS.has(w);
  const [ea, eb] = [extra(wa, wb), extra(wb, wa)];
  const newInfo = [...ea, ...eb].some(informative);
  // One side adding words while the other adds none is a refinement ("… and entries are gzipped"),
  // not a paraphrase (a paraphrase trades words both ways).
  const oneSided = (ea.length === 0 && eb.length >= 2) || (eb.length === 0 && ea.length >= 2);
  // Same words but opposite stances ("exposed" / "hidden", "not" on one side) are not one memory.
  const duplicate = !newInfo && !oneSided && jaccard >= DUPLICATE_JACCARD && !differentCode(a, b) && !distinctShape(a, b)
    && deniesSomething(a) === deniesSomething(b) && !deniedByOne(a, b) && !deniedAgainstMention(a, b);
  return { duplicate, score: jaccard, reason: duplicate ? `same content words (Jaccard ${jaccard.toFixed(2)})` : "" };
}

export const DUPLICATE_JACCARD = 0.6;

/** Words written with a capital inside a sentence (names: Stripe, Adyen, Priya): a different one is new information. */
function properNames(text: string): Set<string> {
  const out = new Set<string>();
  // A name opening a parenthesis or joined by "+"/"&" ("(EC2 + Fargate)") is still a name.
  for (const m of text.matchAll(/(?:(?<=[\p{L}\p{N},;)] +)|(?<=\()|(?<=[+&] +))([A-Z][\p{L}\p{N}]+)/gu)) if (!GENERIC_ACRONYMS.has(m[1].toLowerCase())) out.add(stemWord(m[1].toLowerCase()));
  return out;
}

const POLAR: Record<string, 1 | -1> = wordTable({});
for (const w of TRUE_WORDS) POLAR[w] = 1;
for (const w of FALSE_WORDS) POLAR[w] = -1;
Object.assign(POLAR, { always: 1, never: -1, do: 1, "don't": -1, dont: -1, must: 1, allowed: 1, should: 1 });

const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekday", "weekend"]);
/** Units of time are values ("partitioned by month" / "by day"), as stemmed words. */
const TIME_UNITS = new Set(["second", "minut", "hour", "dai", "day", "week", "month", "quarter", "year", "daili", "weekli", "monthli", "hourli", "nightli", "yearli"]);
const MONTHS = new Set(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]);

/** A word that carries a value: a number, a version, a known tool, a boolean, a day, an identifier or path. */
function valueLike(raw: string): boolean {
  const w = raw.toLowerCase();
  return /\d/.test(w) || categoryOf(w) !== null || w in POLAR || WEEKDAYS.has(stemWord(w)) || TIME_UNITS.has(stemWord(w)) || MONTHS.has(w) || /[_./\\]/.test(raw) || /^[A-Z][a-z]+[A-Z]/.test(raw);
}


const tokens = memoByText((text: string) => canonicalName(text).split(" ").filter((t) => t && /[\p{L}\p{N}]/u.test(t)));

/** Longest common subsequence table for two token lists (texts are short: a few dozen words). */
function diffHunks(a: string[], b: string[]): { a: string[]; b: string[]; before?: string; after?: string }[] {
  const n = a.length, m = b.length;
  const L: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i][j] = a[i] === b[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const hunks: { a: string[]; b: string[]; before?: string; after?: string }[] = [];
  let cur: { a: string[]; b: string[]; before?: string } | null = null;
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      if (cur) hunks.push({ ...cur, after: a[i] });
      cur = null;
      i++;
      j++;
    } else {
      cur ??= { a: [], b: [], before: a[i - 1] };
      if (j < m && (i >= n || L[i][j + 1] >= L[i + 1][j])) cur.b.push(b[j++]);
      else cur.a.push(a[i++]);
    }
  }
  if (cur) hunks.push(cur);
  return hunks;
}

/** A swapped span read as one quantity; a unit joined by a hyphen is the unit ("1-minute" / "60-second", ad-d-073). */
const spanQuantity = (words: string[]) => parseQuantity(words.join("").replace(/(\d)-(?=\p{L})/gu, "$1"));

/** A span's letters and digits alone, as one string. */
const lettersAndDigits = (words: string[]) => words.join("").replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Two near-identical texts that swap a value-like word. Context words (staging/production) are
 * not values: a swap of those is a look-alike, which the caller sees as no conflict here.
 */
export function minimalPairConflict(a: string, b: string): { subject: string; why: string; values: [string, string] } | null {
  if (a.length > 600 || b.length > 600) return null;
  // (Round 22: a temperature is compared in one scale, "-15 °C" / "5 °F": its tokens alone lose the sign and the scale.)
  const [ta, tb] = [tokens(temperaturesAsTokens(a)), tokens(temperaturesAsTokens(b))];
  if (ta.length < 3 || tb.length < 3) return null;
  const hunks = diffHunks(ta, tb);
  const changed = hunks.reduce((s, h) => s + Math.max(h.a.length, h.b.length), 0);
  if (!hunks.length || hunks.length > 2 || changed / Math.max(ta.length, tb.length) > 0.34) return null;
  for (const h of hunks) {
    if (!h.a.length || !h.b.length || h.a.length > 3 || h.b.length > 3) return null;
    if (h.before && LABEL_WORDS.has(h.before)) return null;
    const all = [...h.a, ...h.b];
    if (all.some((w) => w in CONTEXT_WORDS)) return null;
    const sa = h.a.map(stemWord).join(" "), sb = h.b.map(stemWord).join(" ");
    // Spacing, markup and punctuation are no value ("11pm" / "11 pm", "read only" / "readonly", "_no_" / "no",
    // "Sev-1" / "SEV1"): only the letters and digits of a swapped span can differ in value.
    if (sa === sb || lettersAndDigits(h.a) === lettersAndDigits(h.b)) return null;
    // Equal quantities in other units ("300 seconds" / "5 minutes") are the same value.
    const [qa, qb] = [spanQuantity(h.a), spanQuantity(h.b)];
    // (values.ts's relation: a size in decimal and binary units, "1 TB" / "1000 GB", is one size too.)
    if (qa?.kind === "quantity" && qb?.kind === "quantity" && qa.dim === qb.dim && relation(qa, qb) === "same") return null;
    // (Round 16: a unit "per" something both sides share after the swap, "0.5 m/s" / "50 cm/s", is part of each value.)
    const [pa, pb] = h.after ? [parseQuantity(`${h.a.join("")}/${h.after}`), parseQuantity(`${h.b.join("")}/${h.after}`)] : [null, null];
    if (pa?.kind === "quantity" && pb?.kind === "quantity" && pa.dim === pb.dim && relation(pa, pb) === "same") return null;
    if (!h.a.some(valueLike) || !h.b.some(valueLike)) return null;
  }
  const h = hunks[0];
  return { subject: ta.filter((w) => !h.a.includes(w)).slice(0, 4).join(" "), why: `${h.a.join(" ")} vs ${h.b.join(" ")}`, values: [h.a.join(" "), h.b.join(" ")] };
}

/** Cosine at or above which two memories may say the same thing: 0.7 for the offline USE model, chosen on the tuning halves (duplicates there: median 0.88; unrelated pairs above 0.7 are stopped by the guards below). */
export const SEMANTIC_DUPLICATE_COS = 0.7;

/**
 * A paraphrase by meaning (the embedder's cosine), with the same guards as by words: no new number,
 * version, tool or name on either side, and not one side adding several words the other lacks.
 */
export function semanticDuplicate(a: string, b: string, cosine: number | undefined): boolean {
  return semanticDuplicateBlocker(a, b, cosine) === null;
}

/** Why two close texts are not one memory said twice, or null when nothing stands between them. */
export function semanticDuplicateBlocker(a: string, b: string, cosine: number | undefined, denialAnswered = false): string | null {
  if (cosine === undefined || cosine < SEMANTIC_DUPLICATE_COS) return "not close enough in meaning";
  // A denial on one side said as its opposite word on the other ("cannot be undone" / "irreversible") is one statement.
  [a, b] = affirmNegatedOpposites(a, b);
  // A requirement fronted before its clause is read in place ("Until Y, X can't proceed" = "X can't proceed until Y").
  [a, b] = [requirementsInPlace(a), requirementsInPlace(b)];
  // A denial on one side only reverses the meaning, however close the embeddings are (not a negated requirement the
  // other side states, two negatives that cancel, nor an idiom: one-sided-denial.ts).
  if (!denialAnswered && deniesOnOneSide(a, b)) return ONE_SIDED_DENIAL;
  if (differentCode(a, b)) return "different code names";
  // "were moved out of X into Y" beside "live in X": one side says the other's state has changed.
  if (CHANGED.test(a) !== CHANGED.test(b)) return "a change on one side only";
  // One denies what the other asserts, or they name different values of one shape (paths, ids, channels).
  if (deniedByOne(a, b) || deniedAgainstMention(a, b)) return "one denies what the other says";
  const apart = deniedApart(a, b);
  if (apart) return `they reject different things (${apart[0]} / ${apart[1]})`;
  const shape = distinctShape(a, b);
  if (shape) return `different values of one shape (${shape})`;
  // "over 10 MB" and "under 10 MB" share every word once comparisons are folded: opposite bounds.
  const [da, db] = [boundDirection(a), boundDirection(b)];
  if (da && db && da !== db) return "opposite bounds";
  // "arrives before the call returns" / "lands after the call has returned": opposite order.
  const [oa, ob] = [orderDirection(a), orderDirection(b)];
  if (oa && ob && oa !== ob) return "opposite order";
  // Negation cues agree once both sides deny ("never" / "avoid"): they are not words of content here.
  const [wa, wb] = [new Set(comparable(a).filter((w) => !CUE_WORDS.has(w))), new Set(comparable(b).filter((w) => !CUE_WORDS.has(w)))];
  // One side saying three times as much is a detailed account of the other, not the same memory.
  if (Math.max(wa.size, wb.size) >= 3 * Math.max(1, Math.min(wa.size, wb.size))) return "one side says much more";
  const ea = [...wa].filter((w) => !wb.has(w));
  const eb = [...wb].filter((w) => !wa.has(w));
  // Different numbers on both sides, or a different name or tool: a different value, not a paraphrase
  // (a number on one side only is a paraphrase's detail: "p50" for "median", "3x" for "triples").
  const numbers = (xs: string[]) => xs.filter((w) => /\d/.test(w));
  if (numbers(ea).length && numbers(eb).length) return "different numbers";
  // A quantity on one side only ("with 12 partitions per topic") is a detail the other lacks.
  if ([...ea, ...eb].some((w) => w.includes(":"))) return "a quantity on one side only";
  const names = properNames(`${a}\n${b}`);
  // A name or tool on one side only is another value, unless the other side calls it by its kind
  // ("Postgres" / "the database").
  const byKind = (w: string, other: Set<string>) => {
    // Words here are stemmed ("postgres" → "postgre").
    const kind = categoryOf(w) ?? categoryOf(`${w}s`);
    return kind !== null && kind.split(" ").map(stemWord).every((k) => [...other].some((x) => x.startsWith(k.slice(0, 5))));
  };
  const named = ea.find((w) => (names.has(w) || categoryOf(w) !== null) && !byKind(w, wb)) ?? eb.find((w) => (names.has(w) || categoryOf(w) !== null) && !byKind(w, wa));
  if (named) return `a name on one side only (${named})`;
  // Code written on one side and not the other (`/rollback` vs `/changes`) names something else.
  const code = (t: string) => new Set([...t.matchAll(/`([^`]{1,80})`/g)].map((m) => m[1].trim().toLowerCase()));
  const [ca, cb] = [code(a), code(b)];
  if (ca.size && cb.size && ![...ca].some((c) => cb.has(c))) return "different code";
  const oneSided = (ea.length <= 1 && eb.length >= 3) || (eb.length <= 1 && ea.length >= 3) || (ea.length === 0 && eb.length >= 2) || (eb.length === 0 && ea.length >= 2);
  // A paraphrase trades words both ways; one side adding three times the other's is a detailed account.
  const [few, many] = ea.length <= eb.length ? [ea.length, eb.length] : [eb.length, ea.length];
  if (many >= 4 && many >= 3 * Math.max(1, few)) return "one side adds far more words";
  return oneSided ? "one side adds words, the other none" : null;
}


export const ONE_SIDED_DENIAL = "one side denies something, the other does not";

/** Words that say a state changed (and so that another text's state is the old one). */
const CHANGED = /\b(?:switched(?! (?:off|on)\b)|moved|migrated|replaced|renamed|no longer|anymore|used to)\b/i;

const UP = /\b(?:over|above|more than|larger than|bigger than|greater than|longer than|at least|exceed\w*|minimum|min)\b/i;
const DOWN = /\b(?:under|below|less than|fewer than|smaller than|shorter than|at most|up to|within|maximum|max|capped)\b/i;
/** Cosine and shared words at which two texts ordering events opposite ways speak of the same events. */
const ORDER_COS = 0.8;
const ORDER_JACCARD = 0.3;

/**
 * The same two events in opposite order ("the webhook can arrive before the call returns" / "webhooks
 * always land after the call has returned"): close in meaning and words, one says before, the other after.
 */
export function orderConflict(a: string, b: string, cosine: number | undefined): { subject: string; why: string } | null {
  if (cosine === undefined || cosine < ORDER_COS) return null;
  const [oa, ob] = [orderDirection(a), orderDirection(b)];
  if (!oa || !ob || oa === ob) return null;
  const [wa, wb] = [new Set(comparable(a)), new Set(comparable(b))];
  const shared = [...wa].filter((w) => wb.has(w));
  if (shared.length / (wa.size + wb.size - shared.length) < ORDER_JACCARD) return null;
  return { subject: shared.slice(0, 4).join(" "), why: `${oa} vs ${ob}: opposite order` };
}

const BEFORE = /\b(?:before|earlier than|ahead of|prior to)\b/i;
const AFTER = /\b(?:after|later than)\b/i;
/** Which way a text orders two events ("before" / "after"), or null for none or both. */
function orderDirection(text: string): "before" | "after" | null {
  const [x, y] = [BEFORE.test(text), AFTER.test(text)];
  return x === y ? null : x ? "before" : "after";
}

/** Which way a text's comparisons point ("up": over, at least; "down": under, at most), or null for none or both. */
function boundDirection(text: string): "up" | "down" | null {
  const [up, down] = [UP.test(text), DOWN.test(text)];
  return up === down ? null : up ? "up" : "down";
}

const CUE_WORDS = new Set(["never", "avoid", "no", "not", "don't", "dont", "without", "instead", "rather", "prefer", "always", "skip", "stop", "like", "better", "favour", "favor"]);

/** Code identifiers as written (MOBILE_SENTRY_DSN, maxRetries, `npm ci`): two different ones name two different things. */
export function codeNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b/g)) out.add(m[0].toLowerCase().replace(/_/g, ""));
  return out;
}
const differentCode = (a: string, b: string) => {
  const [ca, cb] = [codeNames(a), codeNames(b)];
  return ca.size > 0 && cb.size > 0 && ![...ca].some((c) => cb.has(c));
};

