/**
 * A setting and the sentence that states it ("retries: 3" / "we retry three times", "SEGMENT_SECONDS=4" /
 * "live segments are 4 seconds long", a one-row settings table / its prose): one memory, read by its
 * structure rather than its words. The setting side is a key and a value and nothing else, so it names no
 * subject of its own; the pair is one memory when its value is met on the prose side (canonical
 * quantities, a unit taken from the key's name, booleans as states, currency codes as names), its key's
 * words are met there (stems, synonyms, parts of a compound, an acronym spelled out, a bound as
 * "at most" / "at least"), and the prose carries no second value, no denial, no exception and no
 * opposite bound. What the prose adds beyond that is the subject the setting belongs to ("billing-api
 * charges in euros" / "currency: EUR"). The embedder puts such pairs far apart (cosine 0.15–0.6), so
 * no cosine is asked: the structure and the merge guard (compare.ts) decide.
 */
import { valueForms } from "./aligned-duplicate";
import { categoryOf, CONTEXT_WORDS, WEAK_CONTEXTS } from "./lexicon";
import { memoByText } from "./memo";
import { stanceOf } from "./negation-scope";
import { alignedWords, sameWord } from "./synonym-duplicate";
import { SCALE_WORDS } from "./values";
import { wordTable } from "./word-table";

export interface Setting {
  /** The key's words, lower-case, without a unit suffix ("bid_timeout_ms" → bid, timeout). */
  key: string[];
  /** The value as written, with the key's unit appended to a bare number ("80" under "_ms" → "80 ms"). */
  value: string;
}

/** Units a key's last part may carry ("BID_TIMEOUT_MS", "upload.max_mb", "max_position_usd"), said as the value's unit. */
const KEY_UNITS: Record<string, string> = wordTable({
  ms: "ms", millis: "ms", s: "s", sec: "s", secs: "s", seconds: "seconds", min: "min", mins: "min", minutes: "minutes",
  hours: "hours", hrs: "hours", days: "days", bytes: "bytes", kb: "KB", mb: "MB", gb: "GB", pct: "%", percent: "%",
  usd: "USD", eur: "EUR", gbp: "GBP",
});
/** Key words that only name the value's dimension or the line's layout: said by the value itself. */
export const GENERIC_KEY_WORDS = new Set(["currency", "interval", "duration", "period", "time", "size", "count", "num", "number", "value", "setting", "key", "name", "amount", "level", "mode", "enabled", "flag", "config", "per"]);
/** A one-row settings table's headers ("| setting | value |", "| key | value |"). */
const TABLE_HEADER = /^(?:setting|key|name|parameter|param|option|field)$/i;
const TABLE_VALUE = /^(?:value|setting|current)$/i;

/** A text that is one setting and nothing else, or null. */
export const settingOf: (text: string) => Setting | null = memoByText(readSetting);

function readSetting(text: string): Setting | null {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l && !/^\|?[\s:|-]+\|?$/.test(l));
  let key: string;
  let value: string;
  if (lines.length === 2 && lines.every((l) => l.startsWith("|"))) {
    const [head, row] = lines.map((l) => l.split("|").map((c) => c.trim()).filter(Boolean));
    if (head.length !== 2 || row.length !== 2 || !TABLE_HEADER.test(head[0]) || !TABLE_VALUE.test(head[1])) return null;
    [key, value] = row.map((c) => c.replace(/`/g, ""));
  } else {
    if (lines.length !== 1) return null;
    const m = /^`?([A-Za-z][\w.[\]-]*)`?\s*(?:=|:|→|->)\s*(.+?)\s*$/.exec(lines[0]);
    if (!m) return null;
    [key, value] = [m[1], m[2].replace(/^["'`](.*)["'`]$/, "$1")];
  }
  // A value of a few words is a setting's value; a longer one is a sentence after a label ("Note: …").
  if (!value || value.split(/\s+/).length > 3 || /[=:]/.test(value.replace(/^\d{1,2}:\d{2}$/, ""))) return null;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_.\-[\]]+/)
    .filter(Boolean);
  if (!words.length || words.some((w) => /\d/.test(w))) return null;
  const unit = words.length > 1 ? KEY_UNITS[words[words.length - 1]] : undefined;
  if (unit) words.pop();
  return { key: words, value: unit && /^-?\d+(?:\.\d+)?$/.test(value) ? `${value} ${unit}` : value };
}

/** Prose spellings of a large number ("25 million", "1.5 billion") as digits and "milliseconds" as "ms", which the word reader does not read as quantities. */
const SCALED = /(\d+(?:\.\d+)?)\s*(thousand|million|billion)\b/gi;
const proseForms = (text: string) =>
  valueForms(text).replace(SCALED, (_, n: string, s: string) => String(Number(n) * SCALE_WORDS[s.toLowerCase()])).replace(/(\d)\s*milliseconds?\b/gi, "$1 ms");

/** Currency codes and the names prose uses for them. */
const CURRENCY: Record<string, RegExp> = wordTable({ eur: /\beuros?\b|€/i, usd: /\b(?:us )?dollars?\b|\$/i, gbp: /\bpounds?(?: sterling)?\b|£/i });
/** Booleans as the states prose says them in. */
const ON = /^(?:true|yes|on|enabled)$/i;
const OFF = /^(?:false|no|off|disabled)$/i;
const SAYS_ON = /\b(?:enabled|on|turned on|switched on|active)\b/i;
const SAYS_OFF = /\b(?:disabled|off|turned off|switched off)\b/i;

/** A key's bound words and the prose that says the same bound. */
const MAX_KEY = new Set(["max", "maximum", "limit", "cap", "upper"]);
const MIN_KEY = new Set(["min", "minimum", "floor", "lower"]);
const SAYS_MAX = /\b(?:at most|up to|max(?:imum)?|limit(?:ed|s)?|capped|cap|no more than|never (?:\w+ )?more than|not (?:\w+ )?more than|within|under)\b/i;
const SAYS_MIN = /\b(?:at least|min(?:imum)?|no less than|no fewer than|or more|or higher|or above|from)\b/i;
/** A carve-out or a condition: the prose says more than the setting. */
const CARVE_OUT = /\b(?:except|excluding|other than|apart from|but not|unless|only if|only when|otherwise)\b/i;
/** A change told in the prose ("moved the queue SQS → Redis", "switched to rollback", "replaces X"): two values, the setting one of them. */
const CHANGE = /\b(?:switch(?:ed|es|ing)?|mov(?:ed|es|ing)|migrat\w*|replac\w*|instead|no longer|any ?more|changed|new)\b|→|->/i;

/** Whether a key word is said in the prose's words: a word of its own, part of a compound ("fence" in "geofence"), or initials ("stp" = "self-trade prevention"). */
export function keyWordMet(word: string, prose: string[], proseText: string): boolean {
  if (prose.some((p) => sameWord(word, p) || (word.length >= 4 && p.length > word.length && (p.endsWith(word) || p.startsWith(word))))) return true;
  if (MAX_KEY.has(word)) return SAYS_MAX.test(proseText);
  if (MIN_KEY.has(word)) return SAYS_MIN.test(proseText);
  if (word.length >= 2 && word.length <= 5) {
    const initials = proseText.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? [];
    for (let i = 0; i + word.length <= initials.length; i++) if (initials.slice(i, i + word.length).map((w) => w[0]).join("") === word) return true;
  }
  return false;
}

/** Whether the setting's value is said in the prose: every word of it met, a boolean as a state, a currency by its name. */
export function valueMet(value: string, key: string[], prose: string[], proseText: string): boolean {
  if (ON.test(value)) return SAYS_ON.test(proseText) && !SAYS_OFF.test(proseText);
  if (OFF.test(value)) return SAYS_OFF.test(proseText) && !SAYS_ON.test(proseText);
  if (CURRENCY[value.toLowerCase()]) return CURRENCY[value.toLowerCase()].test(proseText) || prose.includes(value.toLowerCase());
  const words = alignedWords(valueForms(value));
  return words.length > 0 && words.every((w) => prose.some((p) => sameWord(w, p))) && !key.some((k) => words.includes(k));
}

/**
 * Why a setting and a sentence are one memory, or null. The caller has checked contexts and that no
 * value disagrees; the merge guard still runs after.
 */
export function settingDuplicate(a: string, b: string): string | null {
  const [sa, sb] = [settingOf(a), settingOf(b)];
  if ((sa === null) === (sb === null)) return null;
  const setting = (sa ?? sb)!;
  const proseText = proseForms(sa ? b : a);
  // One statement: a sentence or two about one thing, with no carve-out and no second value.
  if (proseText.includes("\n") || proseText.length > 200 || CARVE_OUT.test(proseText) || CHANGE.test(proseText)) return null;
  // Prose that is itself a key and a value ("X=http/protobuf (…)") is a second setting, not a sentence.
  if (/^\s*[A-Za-z][\w.-]*\s*[=:]/.test(sa ? b : a)) return null;
  const prose = alignedWords(proseText);
  if (!valueMet(setting.value, setting.key, prose, proseText)) return null;
  const valueWords = alignedWords(valueForms(setting.value));
  // A number in the prose that is not the value is a second value (a bound, a count of something else),
  // except a name's own number ("ROS 2", "Node 20"): a capitalised word right before it.
  const numbers = prose.filter((w) => /\d/.test(w) && !valueWords.some((v) => sameWord(v, w)));
  const namedNumbers = [...proseText.matchAll(/\b[A-Z][A-Za-z]*\s+v?(\d+(?:\.\d+)*)\b/g)].map((m) => m[1]);
  if (numbers.some((w) => !namedNumbers.some((n) => w.endsWith(`_${n}`) || w === n))) return null;
  // Where the prose says it applies ("in staging"; a weak qualifier such as "live" or "arm" is a word of the subject) and the key does not: a narrower memory.
  if (prose.some((w) => w in CONTEXT_WORDS && !WEAK_CONTEXTS.has(w) && !setting.key.some((k) => sameWord(k, w)))) return null;
  // Another name of the value's kind in the prose ("queue: SQS" / "… SQS … Redis streams") is a second value.
  const kind = categoryOf(setting.value.toLowerCase());
  if (kind && prose.some((w) => categoryOf(w) === kind && !valueWords.some((v) => sameWord(v, w)))) return null;
  const specific = setting.key.filter((w) => !GENERIC_KEY_WORDS.has(w));
  const unmet = specific.filter((w) => !keyWordMet(w, prose, proseText));
  // Every word of the key said (one may go unsaid of three or more), and at least one.
  if (!specific.length || unmet.length > (specific.length >= 3 ? 1 : 0) || unmet.length === specific.length) return null;
  // The prose bounds the value the other way ("max_x: 5" / "at least 5").
  if (setting.key.some((w) => MAX_KEY.has(w)) && SAYS_MIN.test(proseText) && !SAYS_MAX.test(proseText)) return null;
  if (setting.key.some((w) => MIN_KEY.has(w)) && SAYS_MAX.test(proseText) && !SAYS_MIN.test(proseText)) return null;
  // A denial in the prose says more than a setting does, unless it is the value ("off") or a bound ("never more than").
  const stance = stanceOf(proseText);
  const boundDenial = /\b(?:never|not|no)\b(?:\s+\w+)?\s+(?:more|less|fewer|over|under|above|below|exceed\w*)\b/i.test(proseText);
  if ((stance.denied.size > 0 || stance.hedged) && !OFF.test(setting.value) && !boundDenial) return null;
  return `a setting and its sentence: ${setting.key.join(" ")} = ${setting.value}`;
}
