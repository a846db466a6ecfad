/**
 * Typed values in free text, for pairs that say the same thing about the same subject in different
 * sentence shapes ("pool size is 20 (PG_POOL_MAX)" / "PG_POOL_MAX=50"; "Postgres 15.4 in production"
 * / "production runs PostgreSQL 16"). Each memory's values are read by kind — quantities by
 * dimension, versions by the thing versioned, tools by the job they do, regions, paths — with the
 * stance the text takes on them (used, avoided, the old side of a change). Two memories about one
 * topic (enough shared words besides the values) whose values of one kind cannot both hold
 * contradict each other.
 */
import { canonicalName, categoryOf, CONTEXT_WORDS, findCategoryMembers, spellingsOf, WEAK_CONTEXTS } from "./lexicon";
import { conceptOf } from "./frames";
import { contentWords, identifierWords, requirementBefore, STOP_WORDS, versionFloor } from "./text";
import { parseQuantity, parseVersion, relation, RUNTIME_ID, SCALE_WORDS, stemWord, unitFollows, type Value } from "./values";
import { heldBySpan } from "./ranges";
import { complementaryShares } from "./percent-complement";
import { spelledCyclesAsPeriods } from "./period-frequency";
import { wordTable } from "./word-table";
import { memoByPair, memoByText } from "./memo";

export interface Slot {
  /** What the value is of: "time", "bytes", "count:replica", "version:postgres", "tool:database", "region", "path". */
  key: string;
  value: Value;
  /** -1 when the text avoids it ("never", "not", "instead of X", "rather than X"). */
  polarity: 1 | -1;
  /** The from-side of a change ("moved off X", "replaced X with", "from X to"). */
  old: boolean;
  raw: string;
  start: number;
  /** "under 200 ms" is a ceiling, "at least 3" a floor: a value on the right side of it agrees. */
  bound?: "max" | "min";
  /** The far end of a range written with the value before it ("Node 18 through 22"). */
  rangeEnd?: true;
}

const NEG_BEFORE = /(?:\bnever|\bnot|\bno|\bdon'?t|\bdo not|\bcan'?t stand|\bhates?|\bdislikes?|\bdoesn'?t like|\bdon'?t like|\bavoid(?:s|ing)?|\bwithout|\binstead of|\brather than|\bover|\bnot using|\bban(?:ned)?|\bforbid(?:den)?|\bdrop(?:ped)?|\bremove[ds]?|\bdeprecate[ds]?)\s+(?:[a-z]+ing\s+(?=(?:in|on|with|for)\s))?(?:(?:in|on|at|into|via|from|through|with|for)\s+)?(?:the\s+|a\s+|an\s+|any\s+|using\s+|use\s+)?$/i;
const PREFER_TO_BEFORE = /\bprefer(?:s|red|ring)?\s+(?!to\b)(?:[\w.`'"-]+\s+){1,4}to\s+(?:the\s+)?$/i;
const OLD_BEFORE = /(?:\b(?:switch(?:ed|ing)|mov(?:ed|ing)|migrat(?:ed|ing)|chang(?:ed|ing)|went|going|upgrad(?:ed|ing)|bump(?:ed|ing)|downgrad(?:ed|ing)|port(?:ed|ing)|convert(?:ed|ing))\s+(?:\S+\s+){0,8}?from|(?<!\b(?:kick(?:s|ed|ing)?|take(?:s|n)?|took|sets?|setting|start(?:s|ed)?|sign(?:s|ed)?|log(?:s|ged)?|tip(?:s|ped)?|pay(?:s|ed)?|paid|cuts?|turn(?:s|ed)?|switch(?:es|ed)?|shuts?|goes|went|head(?:s|ed)?)\s)\boff(?: of)?|\breplaced|\breplace|\bmigrated away from|\bmoved away from|\bswitched away from|\bno longer(?: [\w-]+){0,3}|\bdropped|\bditched|\b(?:ripped|tore|threw|pulled) out|\bgot rid of|\bretired|\bstopped using|\bused to (?:be|use|run)|\bwas|\bformerly|\bpreviously)\s+(?:the\s+|our\s+|using\s+)?$/i;
// (A value before an arrow is what it changed from: "moved the queue SQS → Redis streams".)
const OLD_AFTER = /^\s*(?:(?:is|are|was|were|has been|have been)?\s*(?:deprecated|retired|gone|removed|no longer used|replaced)|(?:→|->|=>)\s*\S)/i;

const REJECT_BEFORE = /\b(?:reject(?:s|ed)?|refuse[sd]?|block(?:s|ed)?|den(?:y|ies|ied)|forbid(?:s|den)?|disallow(?:s|ed)?)\b[^.;]{0,50}$/;
const REJECT_AFTER = /^[^.;]{0,30}?\b(?:are|is|get|gets|will be|were|was)\s+(?:rejected|refused|blocked|denied|dropped|forbidden|disallowed)\b/;

const COUNT_NOUNS = new Set(
  `replica replicas instance instances pod pods worker workers thread threads connection connections retry retries attempt attempts
  request requests record records row rows item items message messages job jobs node nodes shard shards partition partitions
  core cores vcpu vcpus cpu cpus user users customer customers seat seats key keys char chars character characters line lines
  event events file files test tests run runs build builds step steps minute minutes hour hours
  socket sockets container containers consumer consumers`
    .split(/\s+/)
    .filter(Boolean),
);

/** The counted noun after one name ("Postgres connections", "Kafka partitions", "Node sockets"), or null. */
function namedCount(rest: string): string | null {
  const m = /^[\s-]*([A-Za-z][\w.-]*)\s+([a-z]+)\b/.exec(rest);
  if (!m || !COUNT_NOUNS.has(m[2])) return null;
  return /^[A-Z]/.test(m[1]) || categoryOf(canonicalName(m[1].toLowerCase())) ? m[2] : null;
}

/** After a span's near end: its far end, a number with an optional scale, and the noun both count. */
const SPAN_TO_COUNTED = /^\s*(?:to|-|–|through|thru)\s*\d[\d,_]*(?:\.\d+)?\s?(?:k|m|thousand|million)?\s+([a-z]+)/;
/** Counted nouns that name one setting: "3 attempts" and "3 retries" are one retry budget. */
const COUNT_SAME: Record<string, string> = wordTable({ attempt: "retri" });

/**
 * A percentile said as a share of requests ("99% of queries finish under 500 ms") is the percentile
 * ("p99"): its number is which latency is meant, not a value to compare with the other text's.
 */
const PERCENTILE = /\b(\d{2}(?:\.\d+)?)\s*%\s+of\s+(?:all\s+)?(?:the\s+)?(?=(?:requests?|queries|query|calls?|responses?|reads?|writes?|jobs?|page loads?|api calls?)\b)/gi;
/** A temperature's unit as the quantity reader below matches it. */
const TEMPERATURE_UNIT = /^(?:°|℃|℉|degree|celsius|fahrenheit)/i;
/** A rate with "a"/"each" for "per": "1,000 requests a minute". */
// (Round 22: any counted plural, "500 bids a minute", "40 scans an hour"; not a unit's, "2 days a week", nor "times",
// nor an ordinal: "refunded 14 orders a second time".)
const RATE_A = /(\d[\d,]*(?:k\b)?\s+(?:requests?|calls?|events?|messages?|emails?|jobs?|req|(?!(?:times|seconds|minutes|hours|days|weeks|months|years|ms|mins|secs|hrs|bytes)\b)[a-z]{2,}[^s\W]s)\s+)(?:an?|each|every)(\s+(?:second|minute|hour|day)\b)(?!\s+time)/gi;
const UNIT_WORDS = "seconds?|secs?|ms|millis|milliseconds?|minutes?|mins|hours?|days?|bytes?|kb|mb|gb";
const KEY_UNIT = new RegExp(String.raw`[A-Za-z]_(${UNIT_WORDS})\s*[=:]\s*$`, "i");
const COMMENT_UNIT = new RegExp(String.raw`^\s*(?:#|//|\()\s*(?:in\s+)?(${UNIT_WORDS})\b`, "i");
/** The unit of a bare number given in its key's name or a comment after it, or null. */
function unitAside(before: string, after: string): string | null {
  const u = (KEY_UNIT.exec(before) ?? COMMENT_UNIT.exec(after))?.[1].toLowerCase();
  return u ? u.replace(/^millis$/, "ms").replace(/^mins$/, "minutes") : null;
}

const QUANTITY_KEYWORDS = new Set(
  `size limit max min maximum minimum timeout ttl retention expiry expire expires age interval delay budget quota cap threshold
  pool batch page concurrency parallelism port memory ram heap disk storage coverage rate capacity length width depth count`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Every typed value of a text, in order. Pure, and memoised like frames.ts's frameOf: one write meets
 * up to eight candidates and each pair asks for both texts' slots several times (a fifth of a pair's
 * time before this). Callers only read the result.
 */
const slotMemo = memoByText(readSlots);
export function slotsOf(text: string): Slot[] {
  return slotMemo(text);
}

/** Number words before a unit of time or size ("two weeks", "six months", "three hours"): the digits, padded to the same length. */
/** Seconds in the period a rate is counted per ("per minute", "/h"): one table for every rate the reader below reads. */
const SECONDS_PER: Record<string, number> = wordTable({ second: 1, sec: 1, s: 1, minute: 60, min: 60, hour: 3600, hr: 3600, h: 3600, day: 86400, d: 86400 });
const NUMBER_WORDS: Record<string, number> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 });
/** A fraction of one unit in words ("half a second", "a quarter of an hour"), read as its number. */
// (Round 22: and three quarters, "three quarters of an hour" = 45 minutes, not the "an hour" it ends on.)
const FRACTIONS: Record<string, string> = wordTable({ half: "0.5", quarter: "0.25", "three quarters": "0.75", "three-quarters": "0.75" });
const FRACTION_OF_UNIT = /\b(?:an?\s+)?(half|quarter|three[\s-]quarters)\s+(?:of\s+)?an?\s+(second|minute|hour|day)\b/gi;
/** One unit and a half ("a minute and a half"): 1.5 of it, not the one unit "a minute" alone would read as. */
const AND_A_HALF = /\b(?:an?|one)\s+(second|minute|hour|day|week|month|year)\s+and\s+a\s+half\b/gi;
const NUMBER_WORD_UNIT = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join("|")})\s+(seconds|minutes|hours|days|weeks|months|years)\b`, "gi");
/** Version keys that name a constraint, not a tool. */
const GENERIC_VERSION_KEYS = new Set(["requiredversion", "minversion", "minimumversion", "targetversion", "maxversion"]);

function readSlots(text: string): Slot[] {
  const out: Slot[] = [];
  const lower = text.toLowerCase();
  const stance = (start: number, end: number) => {
    const before = lower.slice(Math.max(0, start - 80), start);
    const after = lower.slice(end, end + 40);
    const old = OLD_BEFORE.test(before) || OLD_AFTER.test(after) || (/\bto\s*$/.test(before) ? false : false);
    // "crashes at boot without REDIS_URL": a failure before "without"/"unless" makes it a requirement.
    const cond = /\b(?:unless|without)\s+(?:the\s+|a\s+|an\s+|any\s+)?$/.exec(before);
    const required = cond !== null && requirementBefore(lower.slice(0, start - before.length + cond.index));
    // After a verb of preferring, "X to Y" turns Y down like "over" ("prefers tabs to spaces").
    const neg = (NEG_BEFORE.test(before) || PREFER_TO_BEFORE.test(before)) && !old && !required;
    return { polarity: (neg ? -1 : 1) as 1 | -1, old };
  };

  const versionSpans: [number, number][] = [];
  // (Round 16: a version as the tool prints it — "torch.__version__ on the nodes = '2.5.1+cu124'", "terraform -v on the
  // runner: 1.8.2", "psql --version → 16.3" — is that tool's version: the module or command names it.)
  for (const m of text.matchAll(PRINTED_VERSION)) {
    const name = canonicalName(m[1] ?? m[2]);
    pushNamed(VERSION_ALIASES[name] ?? name, m[3], m.index + m[0].length - m[3].length, m.index + m[0].length);
  }
  // A version keyed by its tool's name ("Postgres major version for payroll: 13", "librdkafka version
  // in the meter ingest image is 1.9.2", "OpenRTB version spoken by our bidder: 2.5"): the name right
  // before "version" is whose it is, not the last noun before the number. Read first, so the general
  // reader below does not key the number by that noun ("image is 1.9.2").
  for (const m of text.matchAll(NAMED_VERSION_KEY)) {
    const name = VERSION_ALIASES[canonicalName(m[1])] ?? canonicalName(m[1]);
    if (!name || name.length < 2 || COMMON_WORDS.has(name) || STOP_WORDS.has(name) || name in CONTEXT_WORDS || QUANTITY_KEYWORDS.has(stemWord(name))) continue;
    // An unknown plain word ("the schema version is 12") is a key's noun, not a product: names known
    // to the lexicon or written as names only (a capital inside, or a capital mid-sentence).
    const midSentence = m.index > 0 && !/[.!?:\n]\s*$/.test(text.slice(0, m.index));
    if (!VERSIONED_NAMES.has(name) && categoryOf(name) === null && !/[A-Z\d]/.test(m[1].slice(1)) && !(midSentence && /^[A-Z]/.test(m[1]))) continue;
    const start = m.index + m[0].length - m[2].length;
    const v = parseVersion(m[2]);
    if (!v) continue;
    out.push({ key: `version:${name}`, value: v, ...stance(m.index, start + m[2].length), raw: m[0].trim(), start });
    versionSpans.push([start, start + m[2].length]);
  }
  // Versions: "name 16", "name@4.1.0", "name:3.12-slim", "name ^3.22", "name >= 1.7", "version 15.4".
  for (const m of text.matchAll(/([A-Za-z][\w.+#-]{0,30}?)(?:\s+version|\s+v)?(?:\s+(?:at|to|is|=|==|~=))?(?:\s*(?:@|:|\s)\s*|(?<=[a-z])(?=\d+\.\d)|-(?=\d+\.\d))['"`]?(~>|\^|~|>=|<=)?\s*(v?\d+(?:\.\d+){0,2}(?:\.x)?)(?:-[\w.]+)?(?![\w./:-]*[/])/g)) {
    let name = canonicalName(m[1]).replace(/[\d.]+$/, "");
    name = VERSION_ALIASES[name] ?? name;
    if (name === "go" && m[3].includes(".")) name = "golang"; // "go 1.22", "go1.21": the toolchain, not the verb
    const known = (w: string) => VERSIONED_NAMES.has(w) || categoryOf(w) !== null;
    const dotted = m[3].includes(".") || m[2] !== undefined;
    // "Postgres in production is version 15.4", "Terraform version pinned to 1.5.7": the version of
    // the tool named just before.
    if (!known(name) && (dotted || /\bversion\b/i.test(m[0])) && (name === "version" || COMMON_WORDS.has(name) || name in CONTEXT_WORDS || /^(?:at|is|to|of|in|on|for|from|with|and|or|than|by)$/.test(name))) {
      const before = text.slice(Math.max(0, m.index - 60), m.index + m[1].length);
      name = findCategoryMembers(before).at(-1)?.value ?? [...before.toLowerCase().matchAll(/[a-z][\w.+#-]*/g)].map((x) => canonicalName(x[0])).reverse().find((w) => VERSIONED_NAMES.has(w)) ?? versionFileTool(text) ?? "version";
    }
    const packageLike = known(name) || (/[-_@/]/.test(m[1]) && dotted);
    const versioned = packageLike || (dotted && !COMMON_WORDS.has(name));
    if (!name || name === "version" || !versioned || /^(?:at|is|to|of|in|on|for|from|with|and|or|than|by|about|around|every|each|last|over|under|only|just|through|thru|between|till|until|including|tests|supports)$/i.test(name)) continue;
    // "Node 22" is the runtime, not a count of nodes.
    if (QUANTITY_KEYWORDS.has(stemWord(name)) || (COUNT_NOUNS.has(name) && !VERSIONED_NAMES.has(name))) continue;
    // Any unit of measure after the number makes it a quantity: "Datadog: 15 days" is no Datadog version 15,
    // "samples at 12.5 Hz" no version 12.5 of samples.
    if (unitFollows(text.slice(m.index + m[0].length))) continue;
    const start = m.index + m[0].length - m[3].length;
    if (versionSpans.some(([x, y]) => start >= x && start < y)) continue;
    // "Go 1.21 or above", "at least Node 18": a floor (text.ts), which a later version satisfies.
    const floor = m[2] === undefined && versionFloor(text.slice(0, m.index), text.slice(m.index + m[0].length));
    const v = parseVersion(`${floor ? ">=" : m[2] ?? ""}${m[3]}`);
    if (!v) continue;
    const key = `version:${name === "version" ? "" : name}`;
    out.push({ key, value: v, ...stance(m.index, start + m[3].length), raw: m[0].trim(), start });
    versionSpans.push([start, start + m[3].length + 12]);
    // "Node 18 through 22", "3.9 to 3.12", "3.10 and 3.11": the range's other end or the other values.
    const rest = /^\s*(?:through|thru|to|-|–|and|or|,)\s*(v?\d+(?:\.\d+){0,2})\b/i.exec(text.slice(start + m[3].length));
    const w = rest ? parseVersion(rest[1]) : null;
    if (rest && w) {
      out.push({ key, value: w, ...stance(m.index, start + m[3].length), raw: rest[1], start: start + m[3].length, rangeEnd: true });
      versionSpans.push([start, start + m[3].length + rest[0].length]);
    }
  }

  // A package pinned in requirement form ("torch==1.13.1+cu117", "numpy>=1.26", "ruff~=0.4"): that package's version.
  for (const m of text.matchAll(/(?<![\w.-])([A-Za-z][\w.-]*[A-Za-z\d])\s*(==|~=|>=|<=)\s*(\d+(?:\.\d+){0,2})(?:[+-][\w.]+)?(?![\w.])/g)) {
    const raw = canonicalName(m[1]);
    const name = VERSION_ALIASES[raw] ?? raw;
    if (COMMON_WORDS.has(name) || STOP_WORDS.has(name) || GENERIC_VERSION_KEYS.has(name.replace(/[_-]/g, ""))) continue;
    const start = m.index + m[0].indexOf(m[3], m[1].length);
    if (versionSpans.some(([x, y]) => start >= x && start < y)) continue;
    const v = parseVersion(`${m[2] === "==" ? "" : m[2] === "~=" ? "~" : m[2]}${m[3]}`);
    if (!v) continue;
    out.push({ key: `version:${name}`, value: v, ...stance(m.index, start + m[3].length), raw: m[0].trim(), start });
    versionSpans.push([start, start + m[3].length]);
  }

  // "<tool> version <a few words> is N" ("Minimum iOS version the app supports is 16"): that tool's version.
  for (const m of text.matchAll(/\b([A-Za-z][\w.+#-]*)\s+version\b[^.;:\d]{0,40}?\b(?:is|=)\s+v?(\d+(?:\.\d+){0,2})\b/gi)) {
    const name = VERSION_ALIASES[canonicalName(m[1])] ?? canonicalName(m[1]);
    if (!VERSIONED_NAMES.has(name)) continue;
    const start = m.index + m[0].length - m[2].length;
    if (versionSpans.some(([x, y]) => start >= x && start < y)) continue;
    const floor = versionFloor(text.slice(0, m.index), text.slice(m.index + m[0].length));
    const v = parseVersion(`${floor ? ">=" : ""}${m[2]}`);
    if (!v) continue;
    out.push({ key: `version:${name}`, value: v, ...stance(m.index, start + m[2].length), raw: m[0].trim(), start });
    versionSpans.push([start, start + m[2].length]);
  }

  // Keyed versions: "lockfileVersion 3", "schema_version: 12" — the version of that key.
  for (const m of text.matchAll(/\b([a-z][A-Za-z]*Version|[a-z][a-z_]*_version)\b["'`\s:=]*(~>|\^|~|>=|<=)?\s*(\d+(?:\.\d+){0,2})\b/g)) {
    const v = parseVersion(`${m[2] ?? ""}${m[3]}`);
    if (!v) continue;
    const start = m.index + m[0].length - m[3].length;
    // A constraint key names no tool ("required_version", "min_version"): the tool the text names
    // does, and Terraform's own key names Terraform ("versions.tf: required_version = ...").
    let keyName = m[1].toLowerCase().replace(/_/g, "");
    if (GENERIC_VERSION_KEYS.has(keyName)) keyName = findCategoryMembers(text).map((c) => c.value).find((w) => VERSIONED_NAMES.has(w) || categoryOf(w) !== null) ?? (keyName === "requiredversion" ? "terraform" : keyName);
    out.push({ key: `version:${keyName}`, value: v, ...stance(m.index, start + m[3].length), raw: m[0].trim(), start });
    versionSpans.push([start, start + m[3].length]);
  }

  // Runtime identifiers ("Runtime: python3.9", "nodejs20.x") and the JVM's build settings
  // ("JavaLanguageVersion.of(21)", "JavaVersion.VERSION_17", 'jvmTarget = "11"'): a named version.
  for (const m of text.matchAll(RUNTIME_ID)) pushNamed(canonicalName(m[1]), m[2], m.index, m.index + m[0].length);
  for (const m of text.matchAll(/\bJavaLanguageVersion\.of\(\s*(\d+)\s*\)|\bJavaVersion\.VERSION_(\d+)(?:_(\d+))?|\bjvmTarget\s*=\s*["']?(\d+(?:\.\d+)?)/g)) {
    pushNamed("java", m[1] ?? (m[2] ? (m[2] === "1" && m[3] ? `1.${m[3]}` : m[2]) : m[4]), m.index, m.index + m[0].length);
  }
  function pushNamed(name: string, raw: string, start: number, end: number) {
    const v = parseVersion(raw.replace(/^1\.(?=[5-8]$)/, ""));
    if (!v || versionSpans.some(([x, y]) => start >= x && start < y)) return;
    out.push({ key: `version:${name}`, value: v, ...stance(start, end), raw: text.slice(start, end), start });
    versionSpans.push([start, end]);
  }

  // Quantities with units or counted nouns: "30 s", "2 GiB", "1k requests per minute", "3 replicas", "pool size is 20".
  for (const m of spelledCyclesAsPeriods(text).replace(RATE_A, (all: string, x: string, y: string) => `${x}/${y}`.padEnd(all.length)).replace(FRACTION_OF_UNIT, (_, f: string, u: string) => `${FRACTIONS[f.toLowerCase().replace(/\s+/, " ")]} ${u}`.padEnd(_.length)).replace(AND_A_HALF, (_, u: string) => `1.5 ${u}`.padEnd(_.length)).replace(/\b(?:an?|one)\s+(minute|hour|day|week|month|year)\b/gi, (_, u: string) => `1 ${u}`.padEnd(_.length)).replace(NUMBER_WORD_UNIT, (_, w: string, u: string) => `${NUMBER_WORDS[w.toLowerCase()]} ${u}`.padEnd(_.length)).replace(/\b(\d+)-(second|minute|hour|day|week|month|year)\b/gi, "$1 $2").replace(/(\d)\+/g, "$1 ").replace(PERCENTILE, (all: string, n: string) => `p${n}`.padEnd(all.length)).matchAll(/(?<![\w.:\/#])(?<![^\s(:=]-)(\d[\d,_]*(?:\.\d+)?)\s?(?:(k|m|bn|thousand|million|billion)(?![a-z³/]))?\s?(°\s?[cf]|℃|℉|degrees?\s+(?:celsius|fahrenheit|c|f)|celsius|fahrenheit|fps|l\/min|lpm|l\/h|m³\/h|m3\/h|gal\/min|gpm|mm\/s|cm\/s|m\/s|km\/h|kph|mph|kg|mg|tonnes?|t|lbs?|mm|cm|km|ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|kb|kib|ki|mb|mib|mi|gb|gib|gi|tb|tib|ti|%|percent|x|months?|mos|years?|yrs?|hz|khz|mhz|ghz|kbps|mbps|gbps|baud|bps|bit\/s|kbit\/s|mbit\/s|gbit\/s|newtons?|(?:kilo|mega|giga|tera)bytes?|pixels?|px|mah|ah|ma|[µμ]a|ua|kwh|wh|kw|kilowatts?|watts?|millivolts|volts?|mv|kv|v)?(?!\w|\.\d|:\d)\s*(?:(?:[a-z-]+\s*){0,1}?(per|\/)\s*(second|sec|s|minute|min|hour|hr|h|day|d)(?![a-z]))?/gi)) {
    if (!m[0].trim() || /\d[.:]\d+\.\d/.test(m[0]) || versionSpans.some(([x, y]) => m.index >= x && m.index < y)) continue;
    const numeric = Number(m[1].replace(/[,_]/g, "")) * (m[2] ? SCALE_WORDS[m[2].toLowerCase()]! : 1);
    const end = m.index + m[0].length;
    // "from 100 to 500 ms", "200-300 ms", "between 200 and 300 ms": the first end takes the second's unit.
    // (A span of temperatures may run from below zero, "-20 to 60 °C", "-20…+60 °C".)
    const ahead = !m[3] && !m[4] ? /^\s*(?:to|-|–|and|through)\s*\d[\d,_]*(?:\.\d+)?\s?(ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|d|days?|kb|kib|mb|mib|gb|gib|%)\b/i.exec(text.slice(m.index + m[0].trimEnd().length))
      ?? /^\s*(?:to|-|–|and|through|…|\.\.\.?)\s*[-−+]?\d[\d,_]*(?:\.\d+)?\s?(°\s?[cf]|℃|℉)(?![a-z])/i.exec(text.slice(m.index + m[0].trimEnd().length)) : null;
    // A minus after a space is a sign only before degrees ("-18 °C", "-20 to 60 °C"); elsewhere the number is not read,
    // as before temperatures were ("offset -5", "x-5": a flag, a name's part). (A typographic minus, "−80 °C", was read
    // as its number before: it stays read, signed before degrees only.)
    const degrees = Boolean((m[3] && TEMPERATURE_UNIT.test(m[3])) || (ahead && TEMPERATURE_UNIT.test(ahead[1])));
    if (m.input[m.index - 1] === "-" && !degrees) continue;
    const signed = degrees && (m.input[m.index - 1] === "-" || m.input[m.index - 1] === "−");
    const before = lower.slice(Math.max(0, m.index - (signed ? 31 : 30)), m.index - (signed ? 1 : 0));
    const after = lower.slice(m.index + m[0].length).match(/^[\s-]*([a-z]+)/)?.[1] ?? "";
    if (/(?:version|v|node|python|release|step|phase|pr|issue|#|ticket|sprint|q)\s*$/.test(before) && !m[3]) continue;
    if (/^(?:19|20)\d\d$/.test(m[1]) && !m[3]) continue; // a year
    let key: string | null = null;
    let n = numeric;
    // (Round 22: and a rate's, "between 300 and 600 picks per minute": the near end counts the far end's noun per minute.)
    const aheadRate = !m[3] && !m[4] && !ahead ? /^\s*(?:to|-|–|and|through)\s*\d[\d,_]*(?:\.\d+)?\s?(?:k\s)?\s*[a-z-]+\s*(?:per|\/)\s*(second|sec|s|minute|min|hour|hr|h|day|d)(?![a-z])/i.exec(text.slice(m.index + m[0].trimEnd().length)) : null;
    if (aheadRate) {
      const per = SECONDS_PER[aheadRate[1].toLowerCase()] ?? 1;
      out.push({ key: "rate", value: { kind: "quantity", n: numeric / per, dim: "rate", raw: m[0].trim() }, ...stance(m.index, end), raw: m[0].trim(), start: m.index });
      continue;
    }
    if (ahead) {
      const q = parseQuantity(`${signed ? -numeric : numeric}${ahead[1].toLowerCase()}`);
      if (q?.kind === "quantity") {
        out.push({ key: q.dim, value: { kind: "quantity", n: q.n, dim: q.dim, raw: m[0].trim() }, ...stance(m.index, end), raw: m[0].trim(), start: m.index });
        continue;
      }
    }
    if (m[4]) {
      const per = SECONDS_PER[m[5].toLowerCase()] ?? 1;
      // ("50 frames per second" is a frame rate, as "50 fps" is: one dimension however the unit is written.)
      key = !m[3] && /^\S+\s*frames?\s*(?:per|\/)\s*(?:second|sec|s)$/i.test(m[0].trim()) ? "framerate" : "rate";
      // (The amount's own unit counts: "2 GiB per day" = "2048 MiB per day", not 2 against 2048.)
      const amount = m[3] ? parseQuantity(`${numeric}${m[3].toLowerCase().replace(/^([kmgt]i)$/, "$1b")}`) : null;
      n = (amount?.kind === "quantity" ? amount.n : numeric) / per;
    } else if (m[3]) {
      // Kubernetes writes binary units without the b: 512Mi, 2Gi.
      const unit = m[3].toLowerCase().replace(/^([kmgt]i)$/, "$1b");
      const q = parseQuantity(`${signed ? -numeric : numeric}${unit}`);
      if (q?.kind === "quantity") {
        key = q.dim;
        n = q.n;
      }
    } else if (unitAside(text.slice(Math.max(0, m.index - 40), m.index), text.slice(end, end + 30))) {
      // "ACCESS_TOKEN_TTL=3600  # seconds", "TIMEOUT_MS=500": the unit written beside the value or in its key's name.
      const q = parseQuantity(`${numeric}${unitAside(text.slice(Math.max(0, m.index - 40), m.index), text.slice(end, end + 30))}`);
      if (q?.kind === "quantity") {
        key = q.dim;
        n = q.n;
      }
    } else if ((after === "times" || /^\s*(?:–|-|to|or)\s*\d+\s+times\b/.test(lower.slice(end))) && /\b(?:retr\w*|attempt\w*|tri(?:es|ed)|try)\b[^.;]{0,30}$/.test(before)) {
      // "retried up to 8 times": a count of retries however it is worded.
      key = "count:retri";
    } else if (namedCount(text.slice(end))) {
      // "50 Postgres connections", "400 Node sockets": a name between the number and what it counts.
      key = `count:${stemWord(namedCount(text.slice(end))!)}`;
    } else if (COUNT_NOUNS.has(after)) {
      key = `count:${COUNT_SAME[stemWord(after)] ?? stemWord(after)}`;
    } else if (SPAN_TO_COUNTED.exec(lower.slice(end)) && COUNT_NOUNS.has(SPAN_TO_COUNTED.exec(lower.slice(end))![1])) {
      // (Round 16: a span's near end counts what its far end counts, "2k to 20k records": the noun is written once.)
      const noun = SPAN_TO_COUNTED.exec(lower.slice(end))![1];
      key = `count:${COUNT_SAME[stemWord(noun)] ?? stemWord(noun)}`;
    } else {
      const rawBefore = text.slice(Math.max(0, m.index - 60), m.index);
      const noun = identifierWords(rawBefore).map(stemWord).reverse().find((w) => QUANTITY_KEYWORDS.has(w) || COUNT_NOUNS.has(w));
      // (A counted noun named before the number is what it counts: "partitions = 12".)
      if (/\b(?:listen(?:s|ing)?|binds?|binding|bound|serv(?:es|ing))\s+(?:on|to)\s+(?:port\s+)?:?$/.test(before)) key = "port";
      else if (noun) key = noun === "port" ? "port" : COUNT_NOUNS.has(noun) && !QUANTITY_KEYWORDS.has(noun) && /[:=]\s*$/.test(before) ? `count:${noun}` : "count";
      // "listens on 5432", "binds to 8080": what a server listens on is a port, named or not.
      else if (/\b(?:listen(?:s|ing)?|binds?|binding|bound|serv(?:es|ing))\s+(?:on|to)\s+(?:port\s+)?:?$/.test(before)) key = "port";
    }
    if (!key) continue;
    // "per minute" after a counted noun: "1k requests per minute".
    if (key.startsWith("count:") && /^\s*[a-z]+\s*(?:per|\/)\s*(second|sec|minute|min|hour|day)/.test(lower.slice(m.index + m[0].length))) {
      const unit = /(second|sec|minute|min|hour|day)/.exec(lower.slice(m.index + m[0].length, m.index + m[0].length + 30))![1];
      key = "rate";
      n = numeric / (SECONDS_PER[unit] ?? 1);
    }
    let bound: "max" | "min" | undefined = /(?:\bunder|\bbelow|\bless than|\bsmaller than|\bshorter than|\bat most|\bup to|\bwithin|\bno more than|\bmax(?:imum)?|\bcapped at|\blimited to|<=?|≤)\s*$/.test(before) ? "max" as const
      : /(?:\bover|\babove|\bmore than|\blarger than|\bbigger than|\bgreater than|\blonger than|\bat least|\bmin(?:imum)?|>=?|≥)\s*$/.test(before) ? "min" as const : undefined;
    const compared = bound !== undefined;
    // What is rejected beyond a size is the limit itself ("rejects uploads above 1 GiB": the cap is
    // 1 GiB), a value to compare with the other text's cap, not a range the other's value may lie in.
    if (bound && (REJECT_BEFORE.test(lower.slice(Math.max(0, m.index - 70), m.index)) || REJECT_AFTER.test(lower.slice(end, end + 60)))) bound = undefined;
    // "over 10 MB" is a floor, not "rather than 10 MB": a bound word never denies its number.
    const st = stance(m.index, end);
    if (compared && /\bover\s*$/.test(before) && !st.old) st.polarity = 1;
    const [raw, start] = signed && key === "temperature" ? [`${m.input[m.index - 1]}${m[0].trim()}`, m.index - 1] : [m[0].trim(), m.index];
    out.push({ key, value: { kind: "quantity", n, dim: key, raw }, ...st, raw, start, ...(bound ? { bound } : {}) });
  }

  // Times of day: "at 9:30", "10:00", "2pm".
  for (const m of lower.matchAll(/\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b(?=(?:\s*(?:utc|cet|cest|pst|est|local))?)/g)) {
    if (!m[2] && !m[3]) continue;
    let h = Number(m[1]);
    if (m[3] === "pm" && h < 12) h += 12;
    if (m[3] === "am" && h === 12) h = 0;
    if (h > 23) continue;
    out.push({ key: "clock", value: { kind: "quantity", n: h * 60 + Number(m[2] ?? 0), dim: "clock", raw: m[0].trim() }, ...stance(m.index, m.index + m[0].length), raw: m[0].trim(), start: m.index });
  }

  // Cadences: "every two weeks", "every week", "daily", "nightly", "weekly".
  // (Abbreviated units too, and an interval said as one: "every 30 s", "update interval is 2 minutes".)
  for (const m of lower.matchAll(CADENCE)) {
    const unitDays: Record<string, number> = { second: 1 / 86400, sec: 1 / 86400, s: 1 / 86400, minute: 1 / 1440, min: 1 / 1440, hour: 1 / 24, hr: 1 / 24, h: 1 / 24, day: 1, night: 1, week: 7, month: 30, quarter: 91, year: 365, sprint: 14 };
    const word: Record<string, number> = { other: 2, two: 2, three: 3, four: 4, six: 6, twelve: 12 };
    const named: Record<string, number> = { hourly: 1 / 24, daily: 1, nightly: 1, weekly: 7, biweekly: 14, fortnightly: 14, monthly: 30, quarterly: 91, yearly: 365 };
    const days = m[3] ? named[m[3]] : (m[1] ? (word[m[1]] ?? Number(m[1])) : 1) * unitDays[m[2]];
    out.push({ key: "cadence", value: { kind: "quantity", n: days, dim: "cadence", raw: m[0] }, polarity: 1, old: false, raw: m[0], start: m.index });
  }

  // Frequencies: "once a day", "twice per week", "3 times an hour".
  for (const m of lower.matchAll(/\b(once|twice|three times|four times|(\d+)\s*(?:times|x))\s+(?:a|an|per|each|every)\s+(minute|hour|day|night|week|month|year)\b/g)) {
    const unitDays: Record<string, number> = { minute: 1 / 1440, hour: 1 / 24, day: 1, night: 1, week: 7, month: 30, year: 365 };
    const times = m[2] ? Number(m[2]) : ({ once: 1, twice: 2, "three times": 3, "four times": 4 } as Record<string, number>)[m[1]];
    out.push({ key: "cadence", value: { kind: "quantity", n: unitDays[m[3]] / times, dim: "cadence", raw: m[0] }, polarity: 1, old: false, raw: m[0], start: m.index });
  }

  // Tools by the job they do, with the stance the text takes.
  // "REST" in capitals is the API style (lower-case "rest" is usually "the rest of").
  const named = text.replace(/\bREST\b/g, "REST API");
  const canon = canonicalName(named);
  for (const t of findCategoryMembers(named)) {
    const at = findWord(lower, canon, t.value);
    const s = stance(at, at + t.value.length);
    out.push({ key: `tool:${t.category}`, value: { kind: "text", norm: t.value, tokens: [t.value], raw: t.value }, ...s, raw: t.value, start: at });
  }

  // States: "is enabled", "turned off", "flag: off", "= true" (on/off only where they state a value).
  for (const m of text.matchAll(/(?:\b(not\s+|n't\s+)?(enabled|disabled|turned on|turned off|switched on|switched off|active|inactive)\b|(?:\b(?:is|are|was|set to|turned|switched|stays|remains)\s+|[:=]\s*)(on|off|true|false|yes|no)\b)/gi)) {
    const word = (m[2] ?? m[3]).toLowerCase();
    let b = /enabled|turned on|switched on|^active|^on$|true|yes/.test(word);
    if (m[1]) b = !b;
    out.push({ key: "state", value: { kind: "bool", b, raw: word }, polarity: 1, old: false, raw: m[0].trim(), start: m.index });
  }

  // Where work stands: done vs still in progress, healthy vs failing.
  for (const m of lower.matchAll(STATUS_WORDS)) {
    const cls = Object.entries(STATUS_CLASSES).find(([, re]) => re.test(m[0]))![0];
    out.push({ key: "status", value: { kind: "text", norm: cls, tokens: [cls], raw: m[0] }, polarity: 1, old: false, raw: m[0], start: m.index });
  }

  // A whole kind avoided: "avoid ORMs", "no ORM", "never use a bundler".
  for (const m of lower.matchAll(CATEGORY_NAMES)) {
    const s = stance(m.index, m.index + m[0].length);
    // "don't suggest ORMs", "no more ORMs": a denial reaches the kind over a verb or two.
    if (s.polarity !== -1 && /(?:\b(?:never|not|no|avoid|without)|n't)\s+(?:[a-z]+\s+){1,2}$/.test(lower.slice(Math.max(0, m.index - 40), m.index))) s.polarity = -1;
    if (s.polarity === -1) out.push({ key: `tool:${CATEGORY_BY_NAME.get(m[1])}`, value: { kind: "text", norm: "*", tokens: ["*"], raw: m[0] }, polarity: -1, old: false, raw: m[0], start: m.index });
  }

  // Code identifiers that are values ("reads the DSN from SENTRY_DSN_APP").
  for (const m of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 3);
    if (/^\s*[=:]/.test(after)) continue; // a key being set (KEY=value): the value is the slot
    out.push({ key: "identifier", value: { kind: "text", norm: m[0].toLowerCase(), tokens: [m[0].toLowerCase()], raw: m[0] }, ...stance(m.index, m.index + m[0].length), raw: m[0], start: m.index });
  }

  // Regions and paths.
  for (const m of text.matchAll(/\b((?:us|eu|ap|sa|ca|me|af)-(?:east|west|north|south|central|northeast|southeast|northwest|southwest)-\d)\b/gi)) {
    out.push({ key: "region", value: { kind: "text", norm: m[1].toLowerCase(), tokens: [m[1].toLowerCase()], raw: m[1] }, ...stance(m.index, m.index + m[0].length), raw: m[1], start: m.index });
  }
  for (const m of text.matchAll(/(?:^|[\s`"'(=:])((?:~|\.{1,2}|[A-Za-z]:|s3:\/|gs:\/|%\w+%)?[\\/]?[\w.@%-]+(?:[\\/][\w.@%-]+)*[\\/]?)/g)) {
    const p = m[1].replace(/[.,;:]+$/, "");
    // "/rollback", "/deploy": a chat command, not a place.
    if (/^\/[\w-]+$/.test(p)) continue;
    if (!/[\\/]/.test(p) || p.length < 3 || /^\d+\/\d+$/.test(p) || /^(?:and|or)\//i.test(p) || /^\w+\/\w+$/.test(p) && !/\.\w+$/.test(p) && !/[\\/]$/.test(p)) continue;
    const start = m.index + m[0].length - p.length;
    out.push({ key: "path", value: { kind: "text", norm: p.toLowerCase().replace(/[\\/]+$/, ""), tokens: [p.toLowerCase()], raw: p }, ...stance(start, start + p.length), raw: p, start });
  }
  // (Round 16: a span's near end counts what its far end counts, "1k to 10k rows", "2–4 replicas": the noun is
  // written once, after the far end.)
  for (let i = 0; i + 1 < out.length; i++) {
    const [x, y] = [out[i], out[i + 1]];
    if (x.key === "count" && y.key.startsWith("count:") && y.start > x.start && /^\s*(?:to|-|–|through|thru)\s*$/i.test(text.slice(x.start + x.raw.length, y.start))) out[i] = { ...x, key: y.key };
  }
  return out;
}

const STATUS_CLASSES: Record<string, RegExp> = wordTable({
  done: /^(?:complete|completed|done|finished|shipped|merged|rolled out|deployed everywhere)$/,
  in_progress: /^(?:in progress|ongoing|underway|half done|halfway|partially|still running|wip|in review|backfilling|rolling out)$/,
  // Waiting on something is not moving: "blocked on the security review" / "passed it and is rolling out".
  blocked: /^(?:blocked|stuck|waiting|on hold)$/,
  planned: /^(?:planned|scheduled|not started|not yet started)$/,
  failing: /^(?:failing|broken|down|erroring|crashing|red|flaky|unhealthy|oom)$/,
  healthy: /^(?:healthy|passing|green|stable|working fine|up and running)$/,
});
const STATUS_WORDS = /\b(?:complete|completed|done|finished|shipped|merged|rolled out|rolling out|waiting|in progress|ongoing|underway|half done|halfway|partially|still running|wip|in review|backfilling|blocked|stuck|planned|scheduled|not started|not yet started|on hold|failing|broken|erroring|crashing|unhealthy|healthy|passing|stable|working fine|up and running)\b/g;

const CATEGORY_BY_NAME = new Map<string, string>(
  Object.entries({ orm: "orm", orms: "orm", bundler: "bundler", bundlers: "bundler", linter: "linter", formatter: "formatter", "css framework": "css approach", "state management library": "state management", "date library": "date library" }),
);
const CATEGORY_NAMES = new RegExp(String.raw`\b(${[...CATEGORY_BY_NAME.keys()].join("|")})\b`, "g");

/** Words before a version-like number that are not the thing versioned ("target 3.12", "uses 4.1"). */
/** "<name> [major] version <a few words> is|:|= N" (one compiled pattern; the name's checks are in slotsOf). */
/** "every 2 weeks", "every 30 s", "interval is 2 minutes", "hourly". */
const CADENCE = /\b(?:every|interval(?:\s+(?:is|of))?\s*[:=]?)\s+(?:(\d+|other|two|three|four|six|twelve)\s*)?(second|sec|s|minute|min|hour|hr|h|day|night|week|month|quarter|year|sprint)s?\b|\b(hourly|daily|nightly|weekly|biweekly|fortnightly|monthly|quarterly|yearly)\b/g;
const NAMED_VERSION_KEY = /\b([A-Za-z][\w.+#-]*)\s+(?:(?:major|minor|runtime|server|client|protocol|api|sdk)\s+)?version\b[^.;\d\n]{0,40}?(?:\bis\b|=|:)\s*v?(\d+(?:\.\d+){0,2})\b(?![\w.]*\s*(?:%|ms\b|s\b|days?\b))/g;
const COMMON_WORDS = new Set("target targets use uses using run runs pin pins pinned at to is are be requires require need needs on with bump bumped upgrade upgraded set version major minor".split(" "));

/** Abbreviations written before a version ("ES 7.17"): in that place they can only name the tool. */
// (torch is PyTorch's package name: "torch==2.3.0" in a pip freeze is PyTorch 2.3.0.)
/** A module's __version__ or a command's version flag, then (within its clause) a separator and the version it printed. */
const PRINTED_VERSION = /(?:\b([A-Za-z][\w-]*)\.__version__|(?<![\w.-])([a-z][\w-]*)\s+(?:--version|-[vV])\b)[^=:→\n.;]{0,40}?(?:==?|:|→|->|\breturns\b|\bprints\b)\s*["'`]?v?(\d+(?:\.\d+){1,2}(?:[-+][\w.]+)?)(?![\w.])/g;
const VERSION_ALIASES: Record<string, string> = wordTable({ es: "elasticsearch", pg: "postgres", tf: "terraform", py: "python", rn: "react native", torch: "pytorch" });

/** A version file names its tool: ".nvmrc pins 18.19.0" is Node's version. */
const VERSION_FILES: [RegExp, string][] = [[/\.nvmrc\b|\.node-version\b/i, "node"], [/\.python-version\b/i, "python"], [/\.ruby-version\b/i, "ruby"], [/\.terraform-version\b/i, "terraform"], [/\.java-version\b/i, "java"]];
const versionFileTool = (text: string): string | undefined => VERSION_FILES.find(([re]) => re.test(text))?.[1];

const VERSIONED_NAMES = new Set(
  `node deno bun python java jdk golang ruby php rust typescript postgres mysql mariadb redis mongodb elasticsearch opensearch kafka
  react vue angular svelte next.js nuxt django rails laravel express fastify ubuntu debian alpine kubernetes terraform docker npm
  pnpm yarn pip gradle maven webpack vite esbuild jest vitest eslint prettier tailwind prisma drizzle sqlite openssl nginx helm
  swift kotlin scala elixir erlang dotnet .net gcc clang wrangler playwright cypress electron flutter dart chrome firefox safari
  ios android macos zod pydantic`
    .split(/\s+/)
    .filter(Boolean),
);

function findWord(lower: string, canon: string, value: string): number {
  const i = lower.indexOf(value);
  if (i >= 0) return i;
  // A synonym was written ("Mongo" for mongodb): where that spelling is, so the cue before it counts.
  for (const spelling of spellingsOf(value)) {
    const hit = new RegExp(String.raw`(?<![\w.-])${spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\w-])`).exec(lower);
    if (hit) return hit.index;
  }
  // A synonym was written ("PostgreSQL" for postgres): place it proportionally.
  const j = canon.indexOf(value);
  return j >= 0 ? Math.round((j / Math.max(1, canon.length)) * lower.length) : 0;
}

/**
 * Words that say what a memory is about, without its values, context words and generic verbs. They depend on the
 * text and its slots' raw values only, so they are kept per (text, raws): a write asks them of its own text once per
 * candidate, and the slot conflict and the learned features ask them of both texts of a pair (callers only read).
 */
export function topicWords(text: string, slots: readonly Slot[]): ReadonlySet<string> {
  return topicWordsByRaws(text, JSON.stringify(slots.map((s) => s.raw)));
}
const topicWordsByRaws = memoByPair((text: string, raws: string) => readTopicWords(text, JSON.parse(raws) as string[]));

function readTopicWords(text: string, raws: string[]): ReadonlySet<string> {
  // A path is cut out where it is written, not word by word: its file name often repeats the
  // subject ("the retry helper lives in src/util/retry.ts"), which must stay a topic word.
  const isPath = (raw: string) => raw.includes("/");
  for (const raw of raws) if (isPath(raw)) text = text.split(raw).join(" ");
  const valueWords = new Set(raws.filter((raw) => !isPath(raw)).flatMap((raw) => contentWords(raw)));
  // An aside in parentheses ("(K2 compiler)", "(LTS)") says something about the value, not whose it is.
  text = text.replace(/\([^()]{1,60}\)/g, " ");
  const split = text.replace(PERCENTILE, (_, n: string) => `p${n} `).replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ");
  // Words for one notion meet ("idle" / "inactivity", "limit" / "cap"), as in frames' topics.
  // (Not agent nouns: a "limiter" is a thing, not a limit.)
  const folded = canonicalName(split).replace(/[a-z]{3,}/g, (w) => (/(?:er|or)$/.test(w) ? w : conceptOf(w) ?? w));
  // ("embedding" stems to "embedd", "embed" to "embed": a doubled final consonant is one.)
  return new Set(contentWords(folded).filter((w) => !valueWords.has(w) && !/^\d/.test(w) && !(w in CONTEXT_WORDS && !WEAK_CONTEXTS.has(w)) && !GENERIC.has(w) && !QUANTITY_KEYWORDS.has(w) && !COUNT_NOUNS.has(w)).map((w) => (w.length > 4 ? w.replace(/([b-df-hj-np-tv-z])\1$/, "$1") : w)));
}

const GENERIC = new Set(
  `is are be set sets setting configured config configuration value values default defaults run runs running ran live lives located
  store stored stores keep kept keeps use used uses path file files now currently still also only new old every all each any our the
  team we they decided decision prefer prefers preferred always never avoid instead rather than over moved move switched migrated
  replaced bumped upgraded changed no longer not don't do does did via with without from to for in on at by of after before since
  because so that this these those it its there here should must need needs required require allow allows allowed has have had
  user users version versions format region`
    .split(/\s+/)
    .map(stemWord)
    .filter(Boolean),
);

/** `values`: the two rival values as written, the first read in the first text (value-kinds.ts checks their kinds). */
export interface SlotConflict { key: string; why: string; change: boolean; values?: [string, string] }

const CHANGE_CUE = /\b(?:now|nowadays|these days|from now on|going forward|as of|since|after the|moved|switched|changed|bumped|raised|lowered|increased|decreased|reduced|upgraded|downgraded|migrated|replaced|no longer|anymore|instead|starting)\b/i;

/** Cosine above which two memories are taken to be about one topic (USE: contradicting pairs are 0.6–0.9). */
export const SAME_TOPIC_COS = 0.65;

/**
 * Two located things are one when at least half the smaller side's subject words are shared (the rest is
 * paraphrase: "database migrations for billing-api" / "billing-api keeps its SQL migrations"). The
 * embedder cannot tell: USE puts "logger setup: …" / "metrics setup: …" and "to add a route, register
 * it in …" / "to add a cron job, …" at 0.6–0.8, as high as paraphrases of one location.
 */
export const PATH_SUBJECT_SHARED = 0.5;

/** Do the two texts' values of the kinds both name all agree? (A paraphrase never changes a value.) */
export function valuesAgree(a: string, b: string): boolean {
  const [sa, sb] = [slotsOf(a), slotsOf(b)];
  for (const x of sa) {
    const ys = sb.filter((y) => y.key === x.key);
    if (!ys.length) continue;
    if (ys.some((y) => y.polarity !== x.polarity && relation(x.value, y.value) === "same")) return false;
    const cur = sb.filter((y) => y.key === x.key && y.polarity === x.polarity);
    if (cur.length && !cur.some((y) => relation(x.value, y.value) !== "differs")) return false;
  }
  return true;
}

/** Same-kind values of two memories about one topic that cannot both hold. */
export function slotConflict(a: string, b: string, cosine?: number): SlotConflict | null {
  const [sa, sb] = unifiedCounts(slotsOf(a), slotsOf(b));
  if (!sa.length || !sb.length) return null;
  const keys = new Set(sa.map((s) => s.key).filter((k) => sb.some((s) => s.key === k)));
  for (const key of keys) {
    const hit = keyConflict(key, a, b, sa, sb, cosine);
    if (hit) return hit;
  }
  return null;
}

/**
 * A bare count ("pg pool max 20", "batch size = 64") names no counted noun: against a text that
 * counts one thing ("allows up to 50 connections"), it is that count, and the topics decide.
 */
function unifiedCounts(sa: Slot[], sb: Slot[]): [Slot[], Slot[]] {
  const named = (xs: Slot[]) => [...new Set(xs.filter((s) => s.key.startsWith("count:")).map((s) => s.key))];
  const bare = (xs: Slot[]) => xs.some((s) => s.key === "count");
  const rekey = (xs: Slot[], other: Slot[]) => {
    const keys = named(other);
    if (!bare(xs) || bare(other) || keys.length !== 1 || named(xs).length) return xs;
    return xs.map((s) => (s.key === "count" ? { ...s, key: keys[0], value: s.value.kind === "quantity" ? { ...s.value, dim: keys[0] } : s.value } : s));
  };
  return [rekey(sa, sb), rekey(sb, sa)];
}

/**
 * One kind of value: the topic is what each text says besides the values of this kind (so "Redis"
 * is the topic of its memory limit, not a value) and besides the property's own noun ("port").
 */
function keyConflict(key: string, a: string, b: string, sa: Slot[], sb: Slot[], cosine?: number): SlotConflict | null {
  const [ta, tb] = [topicWords(a, sa.filter((s) => s.key === key)), topicWords(b, sb.filter((s) => s.key === key))];
  let shared = 0;
  for (const w of ta) if (tb.has(w)) shared++;
  const union = ta.size + tb.size - shared;
  // One topic: enough shared words besides the values, or (when the embedder is there) close
  // meanings, which paraphrased statements of one fact have without sharing words.
  // …unless each names something the other does not ("Redis runs on port 6379" / "Postgres runs on port 5432").
  const close = cosine !== undefined && cosine >= SAME_TOPIC_COS && (shared > 0 || ta.size === 0 || tb.size === 0);
  // A value of a named thing (Postgres's version, the region, a path, a tool for a job) needs less
  // shared topic than a bare number or state, which many unrelated sentences have.
  const ratio = close ? 1 : shared / Math.max(1, Math.min(ta.size, tb.size));
  const broad = close || shared >= 2 || (shared === 1 && (union <= 3 || ratio >= 0.5));
  // Nothing else said on one side, or the same thing: but two different owners (the web app, the
  // admin dashboard) are two facts.
  // A project has one region, one database, one package manager, so one word of topic on each side
  // may still be one subject; but it has many files, and two things located in two places ("the
  // retry helper" / "the rate limiter") are two facts: a path conflicts only when half the smaller
  // side's subject is shared (or it names nothing else).
  const specificOk = key === "path"
    ? shared === Math.min(ta.size, tb.size) || shared / Math.min(ta.size, tb.size) >= PATH_SUBJECT_SHARED
    : close || shared >= 1 || Math.min(ta.size, tb.size) === 0 || Math.max(ta.size, tb.size) <= 1
      // A named tool's version is its own topic: one repository runs one Terraform, whatever else each text says.
      // A named tool's version constraint ("~> 1.5.0", "^4.2", "required_version") pins it for the
      // whole project, so the other text's version of it needs no other word in common.
      || (key.startsWith("version:") && VERSIONED_NAMES.has(key.slice(8)) && [...sa, ...sb].some((s) => s.key === key && s.value.kind === "version" && ["pessimistic", "caret", "tilde"].includes(s.value.range)))
      // A text that names the job itself ("error tracker: Sentry", "vector store for …", "don't suggest
      // ORMs") is about whatever does that job: the other text's tool for it is the same subject.
      || (key.startsWith("tool:") && (namesJob(a, key.slice(5), sa) || namesJob(b, key.slice(5), sb)));
  {
    const specific = /^(?:version:.+|tool:|region|path)/.test(key);
    if (specific ? !specificOk : !broad || ratio < 0.34) return null;
    const xa = sa.filter((s) => s.key === key);
    const xb = sb.filter((s) => s.key === key);
    const cur = (xs: Slot[]) => xs.filter((s) => s.polarity === 1 && !s.old);
    const [ca, cb] = [cur(xa), cur(xb)];
    // A change statement names the other's value as its old side.
    for (const [side, other, isB] of [[xb, ca, true], [xa, cb, false]] as const) {
      const olds = side.filter((s) => s.old);
      if (olds.length && other.some((o) => olds.some((s) => relation(s.value, o.value) === "same"))) {
        return { key, why: `${olds[0].raw} is what changed`, change: isB };
      }
    }
    // Used on one side, avoided on the other.
    const covers = (n: Slot, p: Slot) => (n.value.kind === "text" && n.value.norm === "*") || relation(n.value, p.value) === "same" || (n.value.kind === "text" && p.value.kind === "text" && n.value.tokens.every((t) => (p.value as { tokens: string[] }).tokens.includes(t)));
    const avoided = (pos: Slot[], neg: Slot[]) => pos.find((p) => neg.some((n) => n.polarity === -1 && !n.old && covers(n, p)));
    // The newer text dropping what the older one uses, in words of a change ("not using RabbitMQ
    // anymore, it's Kafka now"), is a change of it: b may supersede a.
    const dropped = avoided(ca, xb);
    const av = dropped ?? avoided(cb, xa);
    if (av) return { key, why: `${av.raw}: one uses it, the other avoids it`, change: dropped !== undefined && CHANGE_CUE.test(b) && !CHANGE_CUE.test(a) };
    if (!ca.length || !cb.length) return null;
    // Ranges ("Node 18 through 22", "3.9 to 3.12") contain what falls inside them.
    if (ca.length > 1 || cb.length > 1) {
      if (ca.length > 1 && rangeIn(a, ca) && cb.every((v) => within(v, ca))) return null;
      if (cb.length > 1 && rangeIn(b, cb) && ca.every((v) => within(v, cb))) return null;
    }
    // Progress in parts ("12 of 24 routes are done, so we're halfway") states no single status.
    if (key === "status" && (new Set(ca.map(statusOf)).size > 1 || new Set(cb.map(statusOf)).size > 1)) return null;
    // Both about the limit itself ("the memory limit is 512 MiB" / "limited to 2 GiB"): a bound on one
    // side is that limit's value, not a range the other's value may fall in.
    // (A counted setting's "up to 8 times" is the setting itself, not a ceiling the other's 3 lies under.)
    const bounds = !(LIMIT.test(a) && LIMIT.test(b)) && !SETTING_COUNTS.has(key);
    const agree = ca.some((x) => cb.some((y) => relation(x.value, y.value) !== "differs" || (key === "path" && nested(x, y)) || (bounds && (withinBound(x, y) || withinBound(y, x)))
      // A span written with its near end unread ("30–45%" read as 45%, "between 2 and 4 replicas" as 4) holds the other's value.
      || (key !== "path" && (heldBySpan(a, x.raw, y.raw) || heldBySpan(b, y.raw, x.raw)))
      // "90% full" and "10% free": one share said from its two sides.
      || (key === "percent" && x.value.kind === "quantity" && y.value.kind === "quantity" && complementaryShares(a, x.start, x.value.n, b, y.start, y.value.n))));
    // The newer text says its value is new ("now lives in", "after the refactor", "moved to"): a change.
    if (!agree) return { key, why: `${ca[0].raw} vs ${cb[0].raw}`, change: CHANGE_CUE.test(b) && !CHANGE_CUE.test(a), values: [ca[0].raw, cb[0].raw] };
  }
  return null;
}

/** Words that name a job besides the category's own (CATEGORIES in lexicon.ts): the nouns people write for it. */
const JOB_WORDS: Record<string, string[]> = wordTable({
  "ci system": ["ci", "pipeline", "pipelines"], "cloud provider": ["cdn", "hosting", "hosted"], "auth provider": ["sso", "login", "identity provider", "idp"],
  "error tracker": ["error tracking", "exceptions", "crash reporting"], "secrets manager": ["secrets", "secret store"], "vector database": ["vector store", "vector db", "vector index"],
  "charting library": ["charts", "charting"], "object storage": ["bucket", "buckets", "blob storage"], "feature flag service": ["feature flags", "flags"],
  "payment provider": ["psp", "payment processor"], "email provider": ["transactional email", "email delivery", "mail provider"], "issue tracker": ["tickets", "issues"],
});
/** Category words too plain to name a job on their own ("manager", "system"): the rest of the name does. */
const JOB_FILLER = new Set(["manager", "system", "provider", "library", "tool", "service", "framework", "engine", "approach", "style"]);
/** Does `text` name the job `category` in words of its own, outside the tools it names? */
function namesJob(text: string, category: string, slots: Slot[]): boolean {
  let rest = text.toLowerCase();
  for (const s of slots) if (s.key.startsWith("tool:") && s.value.kind === "text" && s.value.norm !== "*") for (const sp of [s.raw.toLowerCase(), ...spellingsOf(s.raw.toLowerCase())]) rest = rest.split(sp).join(" ");
  if (slots.some((s) => s.key === `tool:${category}` && s.value.kind === "text" && s.value.norm === "*")) return true;
  // (A provider's, tool's or service's first word is what it handles, not the job: "billing emails"
  // name no email provider. Those are named in full or by JOB_WORDS.)
  const own = /\b(?:provider|tool|service)$/.test(category) ? category : category.split(" ").filter((w) => !JOB_FILLER.has(w)).join(" ");
  const words = [own, ...(JOB_WORDS[category] ?? [])].filter(Boolean);
  return words.some((w) => new RegExp(String.raw`\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}s?\b`).test(rest));
}

// (A "target" is a limit when a value or a separator follows it, "latency target: 200 ms", "a 60 fps target"; "the
// target GPU" names what is aimed at.)
const LIMIT = /\b(?:limit|limits|limited|cap|capped|max|maximum|quota|ceiling|up to|at most|no more than|slo|sla|objective|target(?=\s*(?:[:=<≤.,;)]|$|is\b|of\b|\d)))\b/i;
const SETTING_COUNTS = new Set(["count:retri", "count:connection", "count:worker", "count:thread", "count:replica"]);

const statusOf = (s: Slot) => (s.value.kind === "text" ? s.value.norm : "");

/** `y` satisfies the bound `x` states ("under 200 ms" holds for "around 120 ms"). */
function withinBound(x: Slot, y: Slot): boolean {
  // Two bounds that differ ("capped at 25 MB" / "up to 100 MB") are two limits: they conflict.
  if (!x.bound || y.bound || x.value.kind !== "quantity" || y.value.kind !== "quantity" || x.value.dim !== y.value.dim) return false;
  return x.bound === "max" ? y.value.n <= x.value.n : y.value.n >= x.value.n;
}

/** One path inside the other ("docs/" and "docs/openapi/v1.yaml"): a detail, not another place. */
const nested = (x: Slot, y: Slot) => {
  const [p, q] = [(x.value as { norm: string }).norm, (y.value as { norm: string }).norm];
  return p.startsWith(`${q}/`) || q.startsWith(`${p}/`);
};

/**
 * Several values of one kind are a range only when written as one: in one clause, joined by "to",
 * "through", "and", a dash or a comma. "Access tokens last 15 minutes; refresh tokens 30 days" gives
 * two values of two things, and a third value between them falls inside no range.
 */
function rangeIn(text: string, xs: Slot[]): boolean {
  if (xs.some((x) => x.rangeEnd)) return true;
  const starts = xs.map((x) => x.start).sort((p, q) => p - q);
  const between = text.slice(starts[0], starts.at(-1));
  return !/;|[.!?]\s|\n/.test(between) && /\b(?:to|through|thru|and|or|between|from)\b|[-–,]/.test(between);
}

function within(v: Slot, range: Slot[]): boolean {
  const num = (s: Slot) => (s.value.kind === "quantity" ? [s.value.n] : s.value.kind === "version" ? s.value.parts : null);
  const x = num(v);
  const ends = range.map(num).filter((r): r is number[] => r !== null);
  if (!x || ends.length < 2) return false;
  const cmp = (p: number[], q: number[]) => {
    for (let i = 0; i < Math.max(p.length, q.length); i++) if ((p[i] ?? 0) !== (q[i] ?? 0)) return (p[i] ?? 0) - (q[i] ?? 0);
    return 0;
  };
  const sorted = [...ends].sort(cmp);
  return cmp(x, sorted[0]) >= 0 && cmp(x, sorted.at(-1)!) <= 0;
}
