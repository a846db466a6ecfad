/**
 * Near-duplicates that share a value but few words: a key/value line and the prose that says it
 * ("DB_POOL_MAX=20" / "the pool allows at most 20 connections"), or one value in two units
 * ("Cache TTL 3600s" / "cache entries live for one hour"). The embedder puts such pairs far apart
 * (cosine 0.3–0.6), so the words decide: the same values, unit-normalised, on both sides (a hard
 * guard: any value on one side only blocks), and the terse side's every topic word found on the
 * other through stems and CONCEPTS, which may add only a few plain words (the service it is about).
 */
import { affirmNegatedOpposites } from "./negated-opposites";
import { categoryOf } from "./lexicon";
import { comparable, semanticDuplicateBlocker } from "./similarity";
import { listAsProse, synonymAligned, unmatchedWords } from "./synonym-duplicate";
import { ORDER_WORDS, sameOrder } from "./order";
import { synonymous } from "./synonyms";
import { wordTable } from "./word-table";

/** Words that name one notion in a memory about a setting, by stem: ttl = expiry = lifetime. */
const CONCEPT_GROUPS: string[][] = [
  ["ttl", "expir", "lifetim", "live", "valid", "retention", "keep", "kept", "retain"],
  ["max", "limit", "capped", "cap", "allow", "maxim", "ceil", "upto", "up"],
  ["min", "minim", "least", "floor"],
  ["db", "databas"],
  ["fire", "trigger", "alert", "page", "threshold"],
  ["lag", "delai", "delay", "behind"],
  ["timeout", "deadlin"],
  ["psp", "payment"],
  ["log", "logg"],
  ["memori", "mem", "ram"],
  ["connection", "conn", "connect"],
  ["retri", "retry", "attempt", "retried"],
  // Where a thing is reached ("REDIS_URL=…" / "reachable at …") and who owns it ("owner:" / "owns").
  ["url", "uri", "address", "endpoint", "reachabl", "host"],
  ["owner", "own", "owned", "maintain", "maintainer"],
  ["upload", "uploa"],
  ["shut", "off", "stop", "powered"],
  ["night", "nightli"],
  ["team", "group"],
  ["quota", "allowanc"],
];
const CONCEPT = new Map<string, string>();
for (const group of CONCEPT_GROUPS) for (const w of group) CONCEPT.set(w, group[0]);

/** Words that say who noted a memory or how, not what it says. */
const FILLER = new Set(["user", "each", "mentioned", "said", "told", "note", "noted", "unless", "otherwis", "everyth", "sett", "valu", "get", "set", "currently", "current", "default", "default", "configured", "configur"]);

/** A word's concept, also through an inflection the stemmer keeps ("limited" → limit → max). */
const concept = (w: string) => CONCEPT.get(w) ?? CONCEPT.get(w.replace(/(?:ed|ing)$/, "")) ?? (w.length > 6 ? CONCEPT.get(w.slice(0, 5)) : undefined) ?? w;
/** A word without the endings that make a noun of a verb or mark its tense: "closure" / "closes", "retained" / "retain". */
const root = (w: string) => w.replace(/i$/, "y").replace(/(?:ure|ur|ed|es|e|s)$/, "");
/** Whether a word is said among others: its concept, a synonym (synonyms.ts), or one spelling ("body" / "bodi"). */
const saidIn = (w: string, ws: Iterable<string>) => {
  for (const y of ws) if (y === w || concept(y) === concept(w) || (!isValue(w) && !isValue(y) && (root(y) === root(w) && root(w).length >= 4 || synonymous(w, y)))) return true;
  return false;
};

const YES = /^(?:yes|true|y|✓|✔|✅|x)$/i;
const NO = /^(?:no|false|n|✗|✘|❌|-)$/i;
/**
 * A two-column markdown table whose cells are yes or no, as sentences: "| role | can edit grades |"
 * over "| teacher | yes |" says "teacher can edit grades".
 */
function yesNoTable(text: string): string {
  const rows = text.split("\n").map((l) => l.trim()).filter((l) => l.startsWith("|") && !/^\|?[\s:|-]+\|?$/.test(l));
  const cells = rows.map((r) => r.split("|").map((c) => c.trim()).filter(Boolean));
  if (rows.length < 2 || cells.some((c) => c.length !== 2) || !cells.slice(1).every((c) => YES.test(c[1]) || NO.test(c[1]))) return text;
  return cells.slice(1).map(([x, v]) => `${x} ${NO.test(v) ? "not " : ""}${cells[0][1]}.`).join("\n");
}

const BITRATE: Record<string, number> = wordTable({ k: 1, m: 1000, g: 1000000 });
const SPEED: Record<string, number> = wordTable({ mm: 1, cm: 10, m: 1000, km: 1000000 });
/** A converted value to two decimals, so that 0.1 m/s and 100 mm/s read alike. */
const round = (n: number) => String(Math.round(n * 100) / 100);
const FRACTIONS: Record<string, string> = wordTable({ quarter: "25%", third: "33%", half: "50%" });

/**
 * Forms of one value rewritten to one spelling before the words are compared: a structured boolean is
 * its key ("{httpOnly: true}" says "httpOnly"), a yes/no table is sentences, scientific notation is a
 * decimal ("3e-4" = "0.0003"), a rate's unit is said in words ("300/min" = "300 per minute"), years are
 * months and bit rates kbps (the quantity reader's units stop at weeks and bytes), "a quarter of" is 25%.
 */
export function valueForms(text: string): string {
  return yesNoTable(text)
    // Units spelled out are their symbols ("25 megabytes" = "25 MB", "minus 70 degrees Celsius" = "-70 °C"),
    // and a single event per unit is that interval ("once a minute" = "every 1 minute").
    .replace(/\b(kilo|mega|giga|tera)bytes?\b/gi, (_, p: string) => `${p[0].toUpperCase()}B`)
    .replace(/\bdeg(?:rees?)?\s*(celsius|centigrade|fahrenheit|c|f)\b/gi, (_, u: string) => `°${u[0].toUpperCase() === "F" ? "F" : "C"}`)
    .replace(/[−–]\s*(?=\d)|\bminus\s+/gi, "-")
    .replace(/\bonce (?:a|an|per|every) (second|minute|hour|day|week)\b/gi, "every 1 $1")
    // Temperatures in Celsius, speeds in mm/s: "95 °F" = "35 °C", "0.25 m/s" = "250 mm/s" (the quantity reader has neither dimension).
    .replace(/(?<![\w.])(-?\d+(?:\.\d+)?)\s*°\s*F\b/g, (_, n: string) => `${round((Number(n) - 32) * 5 / 9)} °C`)
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(mm|cm|m|km)\s*(?:\/\s*s|per second)\b/g, (_, n: string, u: string) => `${round(Number(n) * SPEED[u])} mm/s`)
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(?:km\/h|kph)\b/gi, (_, n: string) => `${round(Number(n) * SPEED.km / 3600)} mm/s`)
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/gi, (_, n: string) => `${Number(n) * 12} months`)
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*([kmg])(?:bps|bit\/s|b\/s)\b/gi, (_, n: string, p: string) => `${Number(n) * BITRATE[p.toLowerCase()]} kbps`)
    .replace(/\b(?:an?|one) (quarter|third|half) of\b/gi, (_, f: string) => `${FRACTIONS[f.toLowerCase()]} of`)
    .replace(/\b([A-Za-z][\w-]*)\s*[:=]\s*true\b/g, "$1")
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)e([+-]?\d{1,2})\b/gi, (all, m: string, e: string) => {
      const n = Number(`${m}e${e}`);
      return Number.isFinite(n) ? String(n) : all;
    })
    // A bare fraction is one value ("0.0003"), not two counts the word splitter would read as 0 and 3.
    // (Only below 1: "3.12" is more often a version, which the guards below read as one.)
    .replace(/(?<![\w.])0\.(\d+)(?!\.?\w|\s*[a-zA-Z%])/g, "0p$1")
    .replace(/(\d)\s*\/\s*(s|sec|second|min|minute|h|hr|hour|day)\b/gi, (_, d: string, u: string) => `${d} per ${({ s: "second", sec: "second", min: "minute", h: "hour", hr: "hour" } as Record<string, string>)[u.toLowerCase()] ?? u}`);
}
const isValue = (w: string) => /\d/.test(w);
const NAME_WITH_DIGIT = /^[a-z]+\d+[a-z\d]*$/;
/** A word that would be new information if only one side had it: a tool, an identifier, a long technical word. */
const informative = (w: string) => categoryOf(w) !== null || w.includes("_");

/**
 * The value words of a text that is one key/value line ("log_level: info", "REGION=eu-west-1", a
 * markdown table's last column): what the key is set to, as compared words. Empty for prose.
 */
function keyValueWords(text: string): string[] {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l && !/^\|?[\s:|-]+\|?$/.test(l));
  const rows = lines.filter((l) => l.startsWith("|"));
  if (rows.length >= 2) return rows.slice(1).flatMap((r) => comparable(r.split("|").filter((c) => c.trim()).slice(-1)[0] ?? ""));
  // One line, or a small block of them ("retries: 3" / "backoff: exponential"): every line a key and its value.
  if (!lines.length || lines.length > 4) return [];
  const values = lines.map((l) => /^[A-Za-z][\w.-]*\s*(?:=|:)\s*([^=:\s][^=]*)$/.exec(l));
  if (values.some((m) => !m || m[1].trim().split(/\s+/).length > 3)) return [];
  return values.flatMap((m) => comparable(m![1])).filter((w) => !UNIT_WORDS.has(w));
}
/** Unit words left beside a value ("86400  # seconds"): the quantity reader has already read them into it. */
const UNIT_WORDS = new Set(["second", "sec", "minut", "minute", "hour", "day", "week", "month", "year", "ms", "byte", "kb", "mb", "gb"]);

/** A text that is key/value lines only, each key one identifier ("SOLVER_TIME_LIMIT=90s", "max_bid_cpm: 25"). */
function keyValueLine(text: string): boolean {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.length > 0 && lines.length <= 4 && lines.every((l) => /^[A-Za-z][\w.-]*\s*[:=]\s*\S/.test(l));
}

/** Where a setting applies ("in CI", "on staging"): on one side only, the other side is the general case. */
const DEPLOY_CONTEXTS = new Set(["ci", "stag", "staging", "production", "prod", "dev", "development", "test", "qa", "local", "sandbox", "preview"]);
/** A number as written, in digits or words, with its unit word: what follows it qualifies the value. */
const NUMBER_AT = /(?:\d[\d.,]*|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|hundred|thousand|an?)\b)(?:\s*[A-Za-z]+\b)?/gi;
const EXCEPTION = /\b(?:except|excluding|other than|apart from|but not)\b/i;
const UP = /\b(?:at least|min|minimum|more than|over|above|exceed\w*)\b/i;
const DOWN = /\b(?:at most|max|maximum|up to|under|below|less than|fewer than|capped|limit\w*)\b/i;
/** Which way a text bounds its value, reading a key's name as words ("POOL_MAX" says max). */
function bound(text: string): "up" | "down" | null {
  const t = text.replace(/_/g, " ");
  const [u, d] = [UP.test(t), DOWN.test(t)];
  return u === d ? null : u ? "up" : "down";
}
/** Nouns that name what a number counts ("20 connections", "500 clients"), not a qualifier of it. */
const COUNTED = new Set(["card", "gpu", "cpu", "core", "seat", "pod", "shard", "partition", "slot", "task", "instanc", "connection", "entri", "item", "row", "request", "client", "file", "job", "worker", "retri", "attempt", "replica", "node", "thread", "process", "messag", "event", "record"]);

const DECIMAL = /\dp\d/;
/** Key words that name a value's dimension (stemmed): an interval is a time, a size is bytes. */
const DIMENSION_WORDS: Record<string, string[]> = wordTable({ interv: ["time"], interval: ["time"], dur: ["time"], duration: ["time"], period: ["time"], time: ["time"], ttl: ["time"], size: ["bytes", "count"] });
/** A key/value line's value that names one thing by itself (letters and digits, six characters or more), written verbatim on the other side. */
function distinctiveValue(a: string, b: string): boolean {
  const kv = (t: string) => /^\s*[A-Za-z][\w.-]*\s*[:=]\s*([\w.-]{6,})\s*$/.exec(t)?.[1];
  const [x, y] = [kv(a), kv(b)];
  const v = x ?? y;
  return Boolean(v && !(x && y) && /\d/.test(v) && /[a-z]/i.test(v) && (x ? b : a).toLowerCase().includes(v.toLowerCase()));
}

/** Whether a word of `missing` (in the terse side's words `ws`) and one of `extra` (in the other's `os`) stand between the same neighbours. */
function swappedInPlace(ws: string[], os: string[], missing: string[], extra: string[]): boolean {
  // (The same word before both, or the same word after both: "retried failed" is no swap for "request max".)
  const neighbours = (xs: string[], w: string) => {
    const i = xs.findIndex((x) => concept(x) === w);
    return i < 0 ? [undefined, undefined] : [xs[i - 1], xs[i + 1]].map((x) => (x === undefined ? undefined : concept(x)));
  };
  return missing.some((m) => extra.some((e) => {
    const [x, y] = [neighbours(ws, m), neighbours(os, e)];
    return (x[0] !== undefined && x[0] === y[0]) || (x[1] !== undefined && x[1] === y[1]);
  }));
}

/** At most this many topic words of the longer side that the terse side lacks. */
const MAX_EXTRA = 3;

/** "unless told otherwise" says the value is a default, not that something is denied. */
const DEFAULT_HEDGE = /,?\s*unless (?:told|stated|specified|configured|set|overridden)(?: otherwise)?\b/gi;

export function valueAlignedDuplicate(a: string, b: string): string | null {
  // (A URL's scheme is how a thing is reached, not what it is: "amqp://broker.internal:5672" is a host and port.)
  [a, b] = [a, b].map((t) => valueForms(t.replace(DEFAULT_HEDGE, "").replace(/\b[a-z][\w+.-]*:\/\/(?=\w)/gi, "")));
  const [wa, wb] = [comparable(a), comparable(b)];
  // A name written with a digit ("HL7", "S3", "EC2") on one side only names what the value is about, like any topic word.
  const nameOnly = (w: string, other: string[]) => NAME_WITH_DIGIT.test(w) && !other.includes(w);
  const values = (ws: string[], other: string[]) => new Set(ws.filter((w) => isValue(w) && !nameOnly(w, other)));
  // A key/value line's value is a value whatever it is written in ("log_level: info", "| env | url |").
  // (Numbers are compared unit-normalised below: "SESSION_TTL_HOURS=12" reads as 12 hours, not 12.)
  const [ka, kb] = [keyValueWords(a).filter((w) => !isValue(w)), keyValueWords(b).filter((w) => !isValue(w))];
  const [va, vb] = [values(wa, wb), values(wb, wa)];
  for (const w of ka) if (wb.includes(w)) va.add(w), vb.add(w);
  for (const w of kb) if (wa.includes(w)) va.add(w), vb.add(w);
  for (const w of ka) if (!wb.includes(w) && saidIn(w, wb)) va.add(w), vb.add(w);
  for (const w of kb) if (!wa.includes(w) && saidIn(w, wa)) va.add(w), vb.add(w);
  if ([...ka, ...kb].some((w) => !saidIn(w, wa) || !saidIn(w, wb))) return null;
  if (!va.size || va.size !== vb.size || ![...va].every((v) => vb.has(v))) return null;
  // A bare count ("20", "3") is too common to anchor on alone: at least one value carries a unit or is long.
  // (…unless what it counts is named on both sides: "max_workers: 8" / "eight workers at most".)
  // (A decimal reads as two counts, "0.0003" as 0 and 3: written on both sides, it is long enough.)
  if (![...va].some((v) => !v.startsWith("count:") || v.length > 8) && !(DECIMAL.test(a) && DECIMAL.test(b))) {
    const counted = (ws: string[]) => ws.map(concept).filter((w) => COUNTED.has(w));
    if (![...va].some((v) => Number(v.split(":")[1]) >= 10) && !counted(wa).some((w) => counted(wb).includes(w))) return null;
  }
  const topic = (ws: string[], other: string[]) => new Set(ws.filter((w) => !va.has(w) && (!isValue(w) || nameOnly(w, other)) && !FILLER.has(w)).map(concept));
  const [ta, tb] = [topic(wa, wb), topic(wb, wa)];
  // The terse side is the one with fewer topic words, or the one key/value line: its key is the setting the
  // prose names, and the prose may add a word or two ("The route solver gets 90 s" / "SOLVER_TIME_LIMIT=90s").
  const [la, lb] = [keyValueLine(a), keyValueLine(b)];
  const aShort = la !== lb ? la : ta.size <= tb.size;
  const [short, long] = aShort ? [ta, tb] : [tb, ta];
  // A side that says nothing but the value is the other's key/value line in prose ("Staging is at <url>").
  if (!short.size && !ka.length && !kb.length) return null;
  // One topic word and a number ("Node 20", "Python 3.12", "Port 8080") names no setting of its own: the longer side
  // saying where or what it applies to is a refinement.
  if (short.size === 1 && [...va].every((v) => v.includes(":")) && !ka.length && !kb.length) return null;
  // A word naming the value's dimension goes without saying next to a value in that unit ("report_interval: 5m").
  const dims = new Set([...va].map((v) => v.split(":")[0]));
  const missing = [...short].filter((w) => !saidIn(w, long) && !DIMENSION_WORDS[w]?.some((d) => dims.has(d)));
  // Every topic word of the terse side is said on the other (one may go unsaid when it says four or more,
  // or when the value is a distinctive identifier written on both sides: "region: eu-central-1" / "deployed in eu-central-1").
  if (missing.length > (short.size >= 4 || distinctiveValue(a, b) ? 1 : 0)) return null;
  const extra = [...long].filter((w) => !saidIn(w, short));
  // A word unsaid on the terse side and a new one on the other is one word swapped for another
  // ("… after the sale" / "… after a refund"): another memory, not the same one in more words.
  // (In place: the word before or after each is the same word; "GPU quota" / "A100 cards" is not a swap.)
  if (missing.length && extra.length && !distinctiveValue(a, b) && swappedInPlace(aShort ? wa : wb, aShort ? wb : wa, missing, extra)) return null;
  if (extra.length > MAX_EXTRA || extra.some(informative) || extra.some((w) => DEPLOY_CONTEXTS.has(w))) return null;
  // An exception carved out on one side ("except for admin sessions") is a refinement.
  if (EXCEPTION.test(a) !== EXCEPTION.test(b)) return null;
  // Opposite bounds, the key's name included ("DB_POOL_MAX" / "at least 20").
  const [da, db] = [bound(a), bound(b)];
  if (da && db && da !== db) return null;
  // Words after the value that the terse side lacks qualify it ("12 hours of inactivity"), unless they
  // only name what is counted ("20 connections").
  const longText = aShort ? b : a;
  const last = [...longText.matchAll(NUMBER_AT)].pop();
  const tail = last ? longText.slice(last.index! + last[0].length) : "";
  if (comparable(tail).filter((w) => !isValue(w) && !FILLER.has(w)).map(concept).some((w) => extra.includes(w) && !COUNTED.has(w))) return null;
  // A clause of its own that shares nothing with the terse side ("… and entries are gzipped") is a
  // second statement: a refinement, not the same memory said in more words.
  for (const clause of longText.split(/[;,—–]|\b(?:and|but|while|plus|also)\b/i)) {
    const words = comparable(clause);
    const own = words.filter((w) => !isValue(w) && !FILLER.has(w)).map(concept);
    if (own.some((w) => extra.includes(w)) && !words.some((w) => isValue(w) || va.has(w)) && !own.some((w) => short.has(w))) return null;
  }
  // The guards every duplicate passes (denials, code names, value shapes, bounds), with the cosine
  // gate and word-count checks taken by the alignment above.
  const blocker = semanticDuplicateBlocker(a, b, 1);
  if (blocker && !/adds|much more|one side only|far more/.test(blocker)) return null;
  return `the same value${va.size > 1 ? "s" : ""} (${[...va].join(", ")}) said of the same thing (${[...short].filter((w) => long.has(w)).join(", ") || "a key/value line and its prose"})`;
}

/**
 * Phrases that say one thing in several words, rewritten to one word before comparing ("doesn't
 * like" = "dislikes", "at no cost" = "free", "gets its own X" = "X per").
 */
const PHRASES: [RegExp, string][] = [
  [/\b(?:does ?n[o']?t|do ?n[o']?t|never) (?:like|want|enjoy)s?\b/gi, "dislikes"],
  [/\b(?:at no cost|free of charge|for free|at no charge|without charge)\b/gi, "free"],
  [/\b(?:in maintenance mode|no longer maintained|unmaintained|end[- ]of[- ]life|eol)\b/gi, "deprecated"],
  [/\bgets? (?:its|their|his|her) own\b/gi, "per"],
];
/** One notion in other words, for paraphrases without values. */
const SYNONYM_GROUPS: string[][] = [
  ["verbos", "chatti", "noisi", "wordi"],
  ["annual", "yearli"],
  ["plan", "subscription", "tier"],
  ["customer", "client"],
  ["receiv", "get"],
  ["log", "logg"],
  ["forbidden", "banned", "prohibited", "disallowed"],
];
const SYNONYM = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const w of group) SYNONYM.set(w, group[0]);
/** Words that carry no topic of their own in a paraphrase ("each team gets its own …"). */
const LIGHT = new Set(["each", "every", "everi", "own", "per", "user", "librari", "tool", "thing", "stuff", "get"]);

const lemma = (w: string) => {
  const base = w.length > 4 ? w.replace(/(?:es|s|e)$/, "") : w;
  return SYNONYM.get(base) ?? SYNONYM.get(w) ?? concept(base);
};
export const folded = (text: string) => PHRASES.reduce((t, [re, to]) => t.replace(re, to), text);
const conceptWords = (text: string) => new Set(comparable(folded(text)).map(lemma).filter((w) => !LIGHT.has(w)));

/** Cosine at which a synonym paraphrase (every concept shared) may be one memory: paraphrases with swapped synonyms sit at 0.6–0.75. */
export const CONCEPT_DUPLICATE_COS = 0.6;

/**
 * A paraphrase whose words differ only by synonyms and phrasing: once phrases and synonyms are
 * folded, the two sides name the same concepts (at most one concept on one side only, among four or
 * more), no value differs, and the duplicate guards pass.
 */
export function conceptDuplicate(a: string, b: string, cosine: number | undefined): string | null {
  return conceptsShared(a, b, cosine) ?? synonymDuplicate(a, b, cosine) ?? listAsProse(a, b) ?? orderParaphrase(a, b, cosine);
}

/**
 * One order said in two shapes ("tests first, then the implementation" / "the implementation comes
 * after the tests"): the same steps in the same order, every other word matched but one, close in meaning.
 */
function orderParaphrase(a: string, b: string, cosine: number | undefined): string | null {
  if (cosine === undefined || cosine < CONCEPT_DUPLICATE_COS || !sameOrder(a, b)) return null;
  const u = unmatchedWords(a, b);
  if ([...u.a, ...u.b].filter((w) => !ORDER_WORDS.has(w)).length > 1) return null;
  return "the same order of the same steps";
}

/** Words paired one to one through general synonyms (synonym-duplicate.ts), with the duplicate guards. */
function synonymDuplicate(a: string, b: string, cosine: number | undefined): string | null {
  [a, b] = [valueForms(a), valueForms(b)];
  // A denial on one side, its opposite word on the other ("cannot be undone" / "irreversible"): one word.
  [a, b] = affirmNegatedOpposites(a, b);
  const aligned = synonymAligned(a, b, cosine);
  if (!aligned) return null;
  const blocker = semanticDuplicateBlocker(folded(a), folded(b), 1);
  if (blocker && !/adds|much more|far more|one side only/.test(blocker) && !lexicalDenial(blocker, a, b, aligned)) return null;
  return aligned;
}

/** A negation said with a cue word ("not", "can't", "never", "without"), not inside a word ("unreliable", "stale"). */
export const NEGATION_CUE = /\b(?:not|never|no|none|nothing|without|cannot|nor|avoid)\b|n['’]t\b/i;
/**
 * A denial on one side that only a word carries ("Unreliable tests get isolated" / "Flaky tests are
 * quarantined", "Stale listings are removed" / "Out-of-date listings are purged"): when every word pairs
 * up through synonyms and neither side alone has a negation cue, the negative word is said on the other
 * side in its own words, not denied there.
 */
function lexicalDenial(blocker: string, a: string, b: string, aligned: string): boolean {
  return blocker === "one side denies something, the other does not" && !aligned.includes("(but ") && NEGATION_CUE.test(a) === NEGATION_CUE.test(b);
}

function conceptsShared(a: string, b: string, cosine: number | undefined): string | null {
  if (cosine === undefined || cosine < CONCEPT_DUPLICATE_COS) return null;
  const [ca, cb] = [conceptWords(a), conceptWords(b)];
  const union = new Set([...ca, ...cb]);
  const onlyOne = [...union].filter((w) => !ca.has(w) || !cb.has(w));
  if (ca.size < 2 || cb.size < 2 || onlyOne.length > (union.size >= 4 ? 1 : 0)) return null;
  if (onlyOne.some((w) => isValue(w) || informative(w))) return null;
  // Guards on the folded texts: "at no cost" is a price, not a denial; "doesn't like" is a stance both may share.
  const blocker = semanticDuplicateBlocker(folded(a), folded(b), 1);
  if (blocker && !/adds|much more|far more/.test(blocker)) return null;
  return `the same concepts in other words (${[...ca].filter((w) => cb.has(w)).join(", ")})`;
}
