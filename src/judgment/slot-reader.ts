/**
 * The typed-value slot reader (round 4): what each text asserts as values, each with its kind and the
 * words of the slot it fills, so that two memories naming one slot differently still meet. "pg pool
 * max 20" and "DB_POOL_MAX=50" share the slot words pool + max (a key's name split into words); "Model
 * registry name: ranker-v3" and "is registered as ltr-ranker-2024" share registry (a verb folded to its
 * noun). Two texts conflict when a value of one kind on each side fills a shared slot, the values
 * cannot both hold (ranges, refinements, one inside the other and units are compared first), and no
 * value the one side gives that slot is given to it on the other side too.
 *
 * The rules' other readers key values by topic words of the whole text (slots.ts keyConflict), which
 * fail exactly where a slot is named two ways and nothing else is shared; this reader looks only at the
 * words around each value. Kinds: quantities by dimension, counts, times of day, versions of a named
 * tool, tools of one job, regions, paths (slots.ts), names by form (slugs, identifiers, code spans,
 * dotted ids, hosts), owners ("owned by the platform team", "owner: team-payments") and closed sets of
 * configuration values (isolation levels, eviction policies, distance metrics, numeric precisions).
 * Pure and memoised per text: a write meets up to eight candidates.
 */
import { conceptOf, lemma } from "./frames";
import { canonicalName, CATEGORIES, CONTEXT_WORDS, findCategoryMembers } from "./lexicon";
import { type Slot, slotsOf } from "./slots";
import { identifierWords, STOP_WORDS } from "./text";
import { parseQuantity, parseVersion, relation, type Value } from "./values";
import { memoByText, regexOf } from "./memo";
import { heldBySpan } from "./ranges";
import { complementaryShares } from "./percent-complement";
import { abbreviates, sharedSlot } from "./subject-match";
import { formsOf } from "./typed-forms";
import { OWNED_KINDS, SELF_SLOTTED_KINDS } from "./identifier-forms";
import { periodsAsFrequencies } from "./period-frequency";
import { moneyOf } from "./money";
import { wordTable } from "./word-table";

export interface TypedValue {
  /** "count", "time", "version:node", "tool:database", "name", "owner", "enum:isolation level", … */
  kind: string;
  /** Comparable form: a parsed value for slots.ts kinds, a squashed string otherwise. */
  value: Value | string;
  raw: string;
  /** The slot's words: the key's words or the clause's, without the value's own, lemmatised and folded. */
  slot: Set<string>;
  /** Bound from slots.ts ("under 200 ms"): a value on its right side agrees. */
  bound?: "max" | "min";
  clause: number;
  /** The parts of a system the value's clause names ("the web app", "the admin dashboard", "traces"). */
  parts: Set<string>;
  /** Where the value starts and ends in the text. */
  at: number;
  end: number;
}

const isQuantity = (v: Value | string) => typeof v !== "string" && v.kind === "quantity";
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Words people write for one slot, folded to one (after lemma and frames' concept groups): a verb
 * and its noun ("owned by" / "owner", "registered as" / "registry"), a key's abbreviation and the
 * word ("ttl" / "lifetime" already in frames).
 */
const SLOT_ALIASES: Record<string, string> = wordTable(Object.fromEntries(
  [
    "own owner owned owns maintain maintained maintainer maintains",
    "registry register registered",
    "primary main default",
    "identifier id",
    "package application bundle applicationid",
    "sku part",
    "endpoint url route served serve",
    "output into written emitted",
    "metric distance similarity",
    "precision dtype bf16 fp16 fp32",
    "isolation isolated",
    "eviction evict maxmemory",
    "region regional",
    "backup backups snapshot",
    "runner tasks task",
    "token jwt",
    "generator generated generate built site",
    "budget latency slo",
    "timeout kill killed abort aborted",
    // (Round 16: a cutoff said as the verb, "cuts the load at 3.3 V", "shuts down when the battery drops to 3.3 V".)
    "cutoff cut shut shutdown",
    "workspace workspaces",
  ].flatMap((g) => {
    const [head, ...rest] = g.split(" ");
    return [head, ...rest].map((w) => [lemma(w), lemma(head)]);
  }),
));

/** Slot words that every sentence has: they join nothing. */
const NO_SLOT = new Set(
  `is are be set configur config value default run ran now currently still also only new old every all each any
  the we they our team user mention said say told from what conversation us me i you should must need
  do does did has have had get got go goes make made thing way one two lot bit via with without
  app service servic project repo repository code system file it its this that there here after before under about`
    .split(/\s+/)
    .map(lemma),
);

export function slotWords(s: string, drop: Set<string>): Set<string> {
  const out = new Set<string>();
  // An acronym in capitals is a name even where the word is a stop word ("the CAN bus", "IT owns").
  const acronyms = new Set([...s.matchAll(/\b[A-Z]{2,5}\b/g)].map((m) => m[0].toLowerCase()));
  for (const w of identifierWords(s.replace(/[`"'“”‘’]/g, " "))) {
    if ((STOP_WORDS.has(w) && !acronyms.has(w)) || /\d/.test(w) || w.length < 2 || (w in CONTEXT_WORDS && !["ci", "web"].includes(w))) continue;
    // (A unit written into a key's name, "PAYGW_TIMEOUT_MS", "CONFIG_FREERTOS_HZ", says the value's unit, not its slot.)
    if (unitSuffix(w)) continue;
    const l = lemma(w);
    const f = SLOT_ALIASES[l] ?? conceptOf(w) ?? l;
    if (!drop.has(w) && !drop.has(l) && !NO_SLOT.has(l) && !NO_SLOT.has(f)) out.add(f);
  }
  return out;
}

const TIMES_OUT = /\b(?:time[sd]?|timing) out\b/gi;
/** A short unit of measure ("ms", "hz", "mb", "sec"): what a key's last word is when it names its value's unit. */
const unitSuffix = (w: string) => w.length <= 3 && UNIT_DIMS.has((parseQuantity(`1 ${w}`) as { dim?: string } | null)?.dim ?? "");
const UNIT_DIMS = new Set(["time", "frequency", "bytes", "bitrate"]);

/**
 * Parts of a system and kinds of signal: two clauses that each name one and share none are about two
 * things ("the web app uses React 18" / "the admin dashboard uses React 17", "errors sampled at 100%"
 * / "traces at 10%"), however alike their slot words.
 */
const PARTS = new Set(
  `web admin dashboard mobile desktop cli sdk worker workers frontend backend server client console portal widget extension
  ios android error errors trace traces tracing log logs logging metric metrics span spans event events
  read reads write writes upload uploads download downloads inbound outbound internal external public private
  unit integration e2e`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/s$/, "")),
);
const partsOf = (clause: string) => new Set(clause.toLowerCase().split(/[^a-z0-9]+/).map((w) => w.replace(/s$/, "")).filter((w) => PARTS.has(w)));

/** The lexicon's jobs by name ("docs generator", "package manager"), for keys that name one. */
const CATEGORY_KEYS = new Map<string, string>(Object.keys(CATEGORIES).map((c) => [canonicalName(c), c]));

/** Closed sets of configuration values: one member on each side is two values of one setting. */
const ENUM_SETS: Record<string, string[]> = wordTable({
  "isolation level": ["read uncommitted", "read committed", "repeatable read", "serializable", "snapshot isolation"],
  "eviction policy": ["noeviction", "allkeys-lru", "allkeys-lfu", "allkeys-random", "volatile-lru", "volatile-lfu", "volatile-random", "volatile-ttl"],
  "distance metric": ["cosine", "inner product", "dot product", "euclidean", "l2 distance", "manhattan", "hamming"],
  precision: ["fp32", "float32", "full precision", "fp16", "float16", "half precision", "bf16", "bfloat16", "int8", "fp8"],
  // (Round 7: a project has one licence, money one rounding mode, a sink one delivery guarantee.)
  license: ["apache-2.0", "gplv2", "gplv3", "gpl-2.0", "gpl-3.0", "agplv3", "agpl-3.0", "lgplv3", "lgpl-3.0", "bsd-2-clause", "bsd-3-clause", "mpl-2.0", "unlicense"],
  "rounding mode": ["half-even", "half-up", "half-down", "round half to even", "round half up"],
  "delivery guarantee": ["at-most-once", "at-least-once", "exactly-once"],
  // (Round 11: a file or stream has one character encoding, a column or file one compression codec.)
  "character encoding": ["utf-8", "utf-16", "utf-32", "iso-8859-1", "iso-8859-15", "latin-1", "windows-1252", "cp1252", "us-ascii", "shift_jis"],
  "compression codec": ["zstd", "zstandard", "snappy", "lz4", "gzip", "brotli", "zlib", "lzo", "bzip2"],
  // (Round 15: reads are aligned to one reference assembly; UCSC and GRC name each build, hg38 = GRCh38. A mouse
  // build is another species, not another value: its own set.)
  "human genome build": ["grch38", "hg38", "grch37", "hg19", "b37", "ncbi36", "hg18", "t2t-chm13", "chm13", "hs1"],
  "mouse genome build": ["grcm39", "mm39", "grcm38", "mm10", "ncbim37", "mm9"],
});
/** Spellings of one member. */
const ENUM_SAME: Record<string, string> = wordTable({
  "gpl 3.0": "gplv3", "gpl 2.0": "gplv2", "agpl 3.0": "agplv3", "lgpl 3.0": "lgplv3", "round half to even": "half-even", "round half up": "half-up",
  float32: "fp32", "full precision": "fp32", float16: "fp16", "half precision": "fp16", bfloat16: "bf16", "dot product": "inner product", "l2 distance": "euclidean",
  "latin 1": "iso-8859-1", latin1: "iso-8859-1", cp1252: "windows-1252", zstandard: "zstd",
  hg38: "grch38", hg19: "grch37", b37: "grch37", hg18: "ncbi36", chm13: "t2t-chm13", hs1: "t2t-chm13", mm39: "grcm39", mm10: "grcm38", mm9: "ncbim37" });
const ENUM_RE = new RegExp(String.raw`(?<![\w-])(${Object.values(ENUM_SETS).flat().sort((x, y) => y.length - x.length).map((w) => w.replace(/[- ]/g, "[- _]?")).join("|")})(?![\w-])`, "gi");
const ENUM_OF = new Map<string, string>(Object.entries(ENUM_SETS).flatMap(([set, ws]) => ws.map((w) => [squash(w), set] as [string, string])));

/**
 * States as one closed class, each word to its axis and side: where work stands (done / in progress /
 * not started), whether a thing is up (down / healthy). Two sides of one axis for one slot cannot both
 * hold ("staging is down" / "staging: healthy"; "the migration is complete" / "still moving the last
 * accounts"). Switches (on/off) are flag-states.ts's.
 */
const STATE_WORDS: [RegExp, string, string][] = [
  [/\b(?:complete|completed|done|finished|fully (?:migrated|rolled out)|(?:is|are|went) live|generally available|rolled out to (?:all|everyone))\b/gi, "progress", "done"],
  // A release not out yet: in a pilot, a beta, a preview ("still in pilot", "not exposed to prod yet").
  [/\b(?:(?:still )?in (?:a |the )?(?:pilot|beta|private preview|closed beta)|not (?:yet )?(?:exposed|released|launched|live)\b[^.;]{0,30}\byet)\b/gi, "progress", "in progress"],
  [/\b(?:in progress|ongoing|underway|half done|halfway|partially (?:done|migrated)|still (?:moving|migrating|running|rolling out|in progress|being (?:migrated|moved|rolled out))|rolling out|not (?:yet )?(?:finished|complete|done))\b/gi, "progress", "in progress"],
  [/\b(?:not (?:yet )?started|hasn't started|haven't started|planned for later)\b/gi, "progress", "not started"],
  [/\b(?:is|are|was|went|goes)\s+down\b|\b(?:outage|unhealthy|unreachable|offline)\b|:\s*down\b/gi, "health", "down"],
  [/\b(?:healthy|up and running|operational|all green)\b|:\s*(?:up|green)\b/gi, "health", "up"],
];
/** A state said of the thing moving or migrating keeps that verb's notion in its slot ("still moving" → migrate). */
const STATE_SLOT = /\b(?:moving|migrating|migrated|migration|rolling out|rolled out|rollout)\b/;

/** Owners: "owner: X", "owned/maintained by X", "X owns …", "the owner is X". */
const OWNER_RES = [
  /\bowner\s*(?:[:=→]|is|are)\s*(?:the\s+)?([\w@#.-]+(?:\s+(?!team\b|squad\b)[A-Z][\w-]*)?)(?:\s+(?:team|squad|group))?/gi,
  /\b(?:owned|maintained|run)\s+by\s+(?:the\s+)?([\w@#.-]+(?:\s+[A-Z][\w-]*)?)(?:\s+(?:team|squad|group))?/gi,
  /\bbelongs\s+to\s+(?:the\s+)?([A-Z][\w@#.-]*(?:\s+[A-Z][\w-]*)?)(?:\s+(?:team|squad|group))?/g,
  /\b(?:team|squad)\s+([A-Z][\w-]*)\s+owns\b|\b([A-Z][\w-]*)\s+owns\b/g,
];
const OWNER_FILLER = /^(?:team|squad|group|the)[-_]?|[-_]?(?:team|squad|group)$/g;

/** A name by form: a slug with a digit or hyphen, an identifier, a dotted id, a code span. */
const NAME = /`([^`\s/][^`\s]{0,79})`|(?<![\w.\/@-])((?:[a-z][a-z0-9]*(?:-[a-z0-9]+)+)|(?:(?=[A-Z0-9-]*\d)[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)|(?:\d+(?:\.\d+){3,})|(?:[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+)|(?:[a-z]+[0-9][a-z0-9]*)|(?:[a-z][\w-]*(?:\.[a-z][\w-]*){2,}))(?![\w\/@-]|\.\w)/g;
/** Nouns that name a setting whose value is one word of a closed choice (a mode, a type, a policy). */
const SETTING_NOUN = /\b(?:mode|type|level|policy|strategy|format|algorithm|method|ordering|scheme|style|analy[sz]er|codec|protocol|symbology)\b|_(?:mode|type|level|policy|strategy|format|algorithm|method)\b/i;
const SETTING_NOUN_ALL = new RegExp(SETTING_NOUN.source, "gi");
/** "is X", "= X", ": X" with X one word that ends its clause (a comment or an aside may follow). */
const SETTING_VALUE = /(?:\bis\b|\bare\b|=|:)\s*(?:the\s+)?[`"']?([A-Za-z][\w-]{2,40})[`"']?\s*(?=$|[.;,#(—]|\s+#)/g;
/** One-word predicates that are states or judgements, not a setting's value. */
const NOT_A_SETTING = /^(?:on|off|true|false|yes|no|none|null|enabled|disabled|required|optional|default|unknown|supported|deprecated|fine|ok|okay|done|set|unset|used|needed|ignored|configurable|different|same|important|slow|fast|broken)$/i;
/** An identifier's key (a word ending in id, spaced, snake or camel) and a number of 3+ digits after it. */
const NUMERIC_ID = /\b([A-Za-z][A-Za-z0-9]*(?:[ _-]id|Id|ID|_ID)|id|ID)\b\s*(?:[:=]|\bis\b)?\s*[`"']?(\d{3,})\b(?![.,]\d|\s*(?:%|ms\b|s\b|mb\b|gb\b))/g;
/** Where a name is a value: after a separator or a verb of naming, or a key word ("client id", "slug"). */
const VALUE_BEFORE = /(?:[:=→]|\b(?:is|are|was|as|called|named|id|name|slug|key|to|at|into|in|uses?|with|policy|workspace|identifier)|->|=>)\s*$/i;
/** A word and a participle is an adjective, not a name ("rate-limited", "geo-replicated"); longer slugs may end in one ("order-events-failed"). */
const PARTICIPLE_HYPHEN = /^[a-z]+-[a-z]{2,}ed$/;
/** A preposition of place and an article just before a name, and the kind of thing it names just after it. */
const PLACED_BEFORE = /\b(?:in|into|to|under|from|on|at|via)\s+(?:the|our|a|an)\s+$/i;
const KIND_AFTER = /^\s+(?:queue|topic|bucket|table|project|org|organization|repo|repository|channel|database|db|cluster|workspace|namespace|index|stream|account|tenant|vault|folder|dataset|schema|registry|group)s?\b/i;
/** Plain hyphenated English is no name ("read-only", "end-to-end", "opt-in"). */
const PLAIN_HYPHEN = /^(?:[a-z]+-)*(?:only|side|based|level|time|free|like|wide|up|in|out|on|off|to|end|run|term|first|last|party|case|style|scale|safe|aware|driven|ready|less|of|the|and|by|per|pre|post|re|non|multi|self|well|long|short|high|low|read|write|opt|auto|one|two|half|full|mixed|drag|drop)(?:-[a-z]+)*$/;

/** A key written right against its value: "charset=", "gecko.id = ", "retention.ms=". */
const NEAR_KEY = /([A-Za-z][\w.-]{1,40})\s*[=:]\s*["'`]?$/;

/** Clauses with their spans in the text (lines, table rows, sentences, semicolon parts). */
function clauseSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  const re = /[^\n;]+/g;
  for (const m of text.matchAll(re)) {
    // Sentence ends: ". " before a capital or a digit (never inside versions or paths).
    let from = m.index;
    for (const e of m[0].matchAll(/[.!?]\s+(?=[A-Z`"'(\d])/g)) {
      out.push([from, m.index + e.index + 1]);
      from = m.index + e.index + e[0].length;
    }
    out.push([from, m.index + m[0].length]);
  }
  return out;
}

/** A markdown table row's cells, or null. */
function cellsOf(line: string): string[] | null {
  if (!/^\s*\|/.test(line) || /^\s*\|?[\s:|-]+\|?\s*$/.test(line)) return null;
  return line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
}

/** The header of a markdown table whose second line is its separator row, or null. */
function tableHeader(text: string): string[] | null {
  const lines = text.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) if (cellsOf(lines[i]) && /^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1]) && lines[i + 1].includes("-")) return cellsOf(lines[i]);
  return null;
}

/**
 * A data row's value under a header: its column's name and the row's first cell are its slot
 * ("| service | queue |" / "| emails | sqs-emails |": the emails queue). A header of "setting |
 * value" names nothing: the row's first cell is the key, as keyOf reads it.
 */
function headerKey(clause: string, rel: number, header: string[]): { key: string; valueAt: number } | null {
  const cells = cellsOf(clause);
  if (!cells || cells.length < 2) return null;
  const col = clause.slice(0, rel).split("|").length - 2;
  if (col < 1 || col >= header.length || /^(?:value|values|setting|settings|key)$/i.test(header[col])) return null;
  return { key: `${header[col]} ${cells[0]}`, valueAt: 0 };
}

/** A table row's or a key line's key, when the clause is "key: value", "KEY=value" or "| key | value |". */
function keyOf(clause: string): { key: string; valueAt: number } | null {
  const row = /^\s*\|\s*([^|]{1,50}?)\s*\|\s*([^|]+?)\s*\|?\s*$/.exec(clause);
  if (row && !/^[-\s:]+$/.test(row[1])) return { key: row[1], valueAt: clause.indexOf(row[2], row[1].length) };
  const kv = /^\s*(?:[-*•]\s+)?([A-Za-z][\w .'/-]{0,50}?)\s*(?:[:=]|→|->)\s*(?=\S)/.exec(clause);
  // A label before a sentence ("From the conversation: the docs site is …") is no key: a value is short.
  if (!kv || clause.slice(kv[0].length).trim().split(/\s+/).length > 5) return null;
  return { key: kv[1], valueAt: kv[0].length };
}

/** Every typed value a text asserts (current, not denied, not the old side of a change), with its slot. */
export const typedValuesOf: (text: string) => TypedValue[] = memoByText(readTypedValues);

function readTypedValues(text: string): TypedValue[] {
  const out: TypedValue[] = [];
  const spans = clauseSpans(text);
  const clauseAt = (i: number) => Math.max(0, spans.findIndex(([s, e]) => i >= s && i < e));
  const header = tableHeader(text);
  const slotFor = (at: number, raw: string, kind: string) => {
    const c = clauseAt(at);
    const [s, e] = spans[c] ?? [0, text.length];
    const clause = text.slice(s, e);
    const key = header ? headerKey(clause, at - s, header) ?? keyOf(clause) : keyOf(clause);
    // A key line's slot is its key; otherwise the clause without the value and any aside in parentheses.
    const rel = at - s;
    const len = text.startsWith(raw, at) ? raw.length : (/^[\w.:~^>=<%-]+/.exec(text.slice(at))?.[0].length ?? 0);
    // (Round 16: a comment after a key line's value says where the key is set — "executor = X   # prod airflow.cfg" —
    // so its words join the key's.)
    const comment = key && rel >= key.valueAt ? /\s(?:#|\/\/)\s*(.*)$/.exec(clause.slice(rel + len))?.[1] ?? "" : "";
    const words = key && rel >= key.valueAt ? `${key.key} ${comment}` : clause.slice(0, rel) + " " + clause.slice(rel + len).replace(/\([^()]*\)/g, " ");
    // (Round 15: a duration said with "times out after 15 s" is the timeout's value: the phrasal verb is its noun. Not a
    // count's: "times out … (seen 3 times)" counts something else.)
    const slot = slotWords(kind === "time" ? words.replace(TIMES_OUT, "timeout") : words, new Set());
    // The key written against the value ("… Content-Type charset=utf-8", "mailer sends with ConfigurationSetName=txn-main")
    // names its slot, whatever key the line as a whole has.
    const near = NEAR_KEY.exec(clause.slice(0, rel));
    if (near) for (const w of slotWords(near[1].replace(/[._-]+/g, " "), new Set())) slot.add(w);
    // (The value's own words name no part: "maps-cdn.internal" is a host, not the internal side of something.)
    return { slot, parts: partsOf(clause.slice(0, rel) + " " + clause.slice(rel + len)), clause: c };
  };
  const push = (kind: string, value: Value | string, raw: string, at: number, bound?: "max" | "min") => {
    if (out.some((v) => v.kind === kind && v.raw === raw && Math.abs(v.clause - clauseAt(at)) === 0)) return;
    // (A slot's raw text may start with its tool's name: the value's own end is where its token ends.)
    out.push({ kind, value, raw, ...slotFor(at, raw, kind), at, end: at + (text.startsWith(raw, at) ? raw.length : (/^[\w.:~^>=<%-]+/.exec(text.slice(at))?.[0].length ?? raw.length)), ...(bound ? { bound } : {}) });
  };

  const slots: Slot[] = slotsOf(text);
  const members = findCategoryMembers(text);
  for (const s of slots) {
    if (s.polarity !== 1 || s.old || s.key === "state" || s.key === "identifier" || s.key === "status") continue;
    if (s.value.kind === "text" && s.value.norm === "*") continue;
    // The hour of a clock time ("02:30") is no count.
    if (s.key === "count" && /^\s*:\d/.test(text.slice(s.start + s.raw.length))) continue;
    // "count:connection" and a bare "count" are one kind; the counted noun joins the slot words.
    let kind = s.key.startsWith("count") ? "count" : s.key;
    // A version keyed by the last word of a name of several ("React Native version is 0.73" read as
    // "native"): the whole name, as the other text's "RN 0.71" is keyed.
    if (kind.startsWith("version:") && !kind.includes(" ")) {
      const whole = members.find((t) => t.value.endsWith(` ${kind.slice(8)}`));
      if (whole) kind = `version:${whole.value}`;
    }
    // (A range's far end is placed just after its first value: where its own text is.)
    const at = text.startsWith(s.raw, s.start) ? s.start : s.rangeEnd ? Math.max(s.start, text.indexOf(s.raw, s.start)) : s.start;
    push(kind, s.value, s.raw, at, s.bound);
    if (s.key.startsWith("count:")) out.at(-1)!.slot.add(lemma(s.key.slice(6)));
    // A rate's counted noun ("128 ticks per second") is its slot as well.
    if (s.key === "rate") for (const w of s.raw.toLowerCase().match(/[a-z]{3,}/g) ?? []) if (!/^(?:per|second|sec|minute|min|hour|day|an?|each|every)s?$/.test(w)) out.at(-1)!.slot.add(lemma(w));
    // A bare number named a rate ("tick rate 64") is that many per second, like "128 ticks per second".
    const last = out.at(-1);
    if (kind === "count" && last?.kind === "count" && last.slot.has(lemma("rate")) && s.value.kind === "quantity") out.push({ ...last, kind: "rate", value: { ...s.value, dim: "rate" } });
  }
  
  // A version range's far end after an aside ("Ruby 3.0 (EOL soon) through 3.3"), which slots.ts
  // reads only right after the first end: the range is compared as one.
  for (const v of out.filter((x) => x.kind.startsWith("version:") && typeof x.value !== "string")) {
    const far = /^\s*(?:\([^()]{0,30}\)\s*)?(?:through|thru|to|-|–)\s*(?:[A-Za-z][\w.]*\s+)?v?(\d+(?:\.\d+){0,2})\b/i.exec(text.slice(v.end));
    const w = far ? parseVersion(far[1]) : null;
    if (!far || !w) continue;
    const at = v.end + far[0].length - far[1].length;
    if (!out.some((x) => x.at === at)) out.push({ ...v, value: w, raw: far[1], at, end: at + far[1].length });
  }

  // A key that names a job ("docs generator = mkdocs-material", "| queue | Beanstalk |"): its value is
  // a tool of that job, known to the lexicon or not, spelled with hyphens or spaces.
  for (let c = 0; c < spans.length; c++) {
    const clause = text.slice(...spans[c]);
    const key = keyOf(clause);
    if (!key) continue;
    const category = CATEGORY_KEYS.get(canonicalName(key.key.replace(/[-_]+/g, " ")).replace(/^(?:the|our|default|main|primary)\s+/, ""));
    const rawValue = clause.slice(key.valueAt).replace(/\s*(?:\(.*|#.*|,.*)$/, "").replace(/[`"'.]+$/g, "").trim();
    if (!category || !rawValue || rawValue.split(/\s+/).length > 3 || out.some((v) => v.kind === `tool:${category}` && v.clause === c)) continue;
    const known = findCategoryMembers(rawValue.replace(/[-_]+/g, " ")).find((t) => t.category === category);
    out.push({ kind: `tool:${category}`, value: known ? { kind: "text", norm: known.value, tokens: [known.value], raw: rawValue } : squash(rawValue), raw: rawValue, slot: slotWords(key.key, new Set()), parts: partsOf(clause), clause: c, at: spans[c][0] + key.valueAt, end: spans[c][1] });
  }

  const lower = text.toLowerCase();
  for (const m of text.matchAll(ENUM_RE)) {
    const v = squash(m[1]);
    const set = ENUM_OF.get(v); // (its keys are squashed already)
    if (!set || /\b(?:not|never|no|instead of|rather than|off)\s+$/.test(lower.slice(Math.max(0, m.index - 16), m.index))) continue;
    push(`enum:${set}`, ENUM_SAME[m[1].toLowerCase().replace(/[-_]/g, " ")] ? squash(ENUM_SAME[m[1].toLowerCase().replace(/[-_]/g, " ")]) : v, m[1], m.index);
  }

  for (const [re, axis, side] of STATE_WORDS) {
    for (const m of text.matchAll(re)) {
      // A denied or past state says nothing of now ("wasn't healthy until", "used to be down").
      if (/\b(?:not|never|no longer|n't|used to be|until)\s+(?:\w+\s+)?$/i.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
      // The slot is the thing whose state it is: context words kept ("staging is down" / "staging: healthy").
      const c = clauseAt(m.index);
      const [cs, ce] = spans[c] ?? [0, text.length];
      const clause = text.slice(cs, ce);
      const key = keyOf(clause);
      const subject = key && m.index - cs >= key.valueAt ? key.key : clause.replace(m[0], " ");
      const slot = slotWords(subject.replace(/\b(?:staging|production|prod|dev|local)\b/gi, (w) => `ctx${w.toLowerCase().replace(/^prod$/, "production")}`), new Set());
      if (STATE_SLOT.test(m[0].toLowerCase()) || STATE_SLOT.test(subject.toLowerCase())) slot.add("migrat");
      out.push({ kind: `state:${axis}`, value: side, raw: m[0].trim(), slot, parts: partsOf(clause), clause: c, at: m.index, end: m.index + m[0].length });
    }
  }

  // An owner column of a table ("| service | owner |" / "| ledger-recon | team-treasury |").
  if (header) {
    const col = header.findIndex((h) => /^(?:owner|owners|owned by|maintainer|team|owning team)$/i.test(h));
    for (let c = 0; col > 0 && c < spans.length; c++) {
      const cells = cellsOf(text.slice(...spans[c]));
      if (!cells || cells.length <= col || cells.join("|").toLowerCase() === header.join("|").toLowerCase()) continue;
      const who = cells[col].toLowerCase().replace(OWNER_FILLER, "").replace(/[^\p{L}\p{N}]+/gu, "");
      if (who.length >= 2) out.push({ kind: "owner", value: who, raw: cells[col], slot: new Set(["own"]), parts: new Set(), clause: c, at: spans[c][0], end: spans[c][1] });
    }
  }

  for (const re of OWNER_RES) {
    for (const m of text.matchAll(re)) {
      const who = (m[1] ?? m[2] ?? "").toLowerCase().replace(OWNER_FILLER, "").replace(/[^\p{L}\p{N}]+/gu, "");
      if (who.length < 2 || /^(?:the|a|an|our|default|cron|ci|hand)$/.test(who)) continue;
      out.push({ kind: "owner", value: who, raw: m[0], slot: new Set(["own"]), parts: new Set(), clause: clauseAt(m.index), at: m.index, end: m.index + m[0].length });
    }
  }

  // A setting's one-word value ("SMPP bind mode … is transceiver" / "smpp.bind_type = transmitter"):
  // a clause naming a setting noun, then a copula or a separator and a single word ending the clause.
  for (let c = 0; c < spans.length; c++) {
    const clause = text.slice(...spans[c]);
    for (const m of clause.matchAll(SETTING_VALUE)) {
      const before = clause.slice(0, m.index);
      if (!SETTING_NOUN.test(before) || /\b(?:not|never|no longer|n't)\s*$/i.test(before) || NOT_A_SETTING.test(m[1])) continue;
      const slot = new Set([...slotWords(before.replace(SETTING_NOUN_ALL, " "), new Set()), "setting"]);
      const at = spans[c][0] + m.index + m[0].indexOf(m[1]);
      out.push({ kind: "setting", value: squash(m[1]), raw: m[1], slot, parts: partsOf(clause), clause: c, at, end: at + m[1].length });
    }
  }

  // A number under an identifier's key ("app id 412233", "GITHUB_APP_ID=398871", "seller_id 44910")
  // is a name, however plain its digits: the key's words are its slot.
  for (const m of text.matchAll(NUMERIC_ID)) push("name", m[2], m[2], m.index + m[0].length - m[2].length);

  // Values known by their form (typed-forms.ts): hosts, namespaced ids, locales, numbers under a key that names their unit.
  const forms = formsOf(text);
  for (const f of forms) push(f.kind, f.value, f.raw, f.at);
  // Amounts of money, one dimension per currency (money.ts).
  // (The number of an amount counts or measures nothing: "EUR 180" is no count of 180 to set against "$200",
  // "$5mm" no length.)
  const amounts = moneyOf(text);
  for (let i = out.length - 1; i >= 0; i--) if (isQuantity(out[i].value) && amounts.some((m) => out[i].at >= m.at && out[i].at < m.at + m.raw.length)) out.splice(i, 1);
  for (const m of amounts) push("money", m.value, m.raw, m.at, m.bound);
  const inForm = (at: number) => forms.some((f) => f.kind !== "time" && f.kind !== "bytes" && at >= f.at && at < f.at + f.raw.length);

  const tools = new Set(members.map((t) => t.value));
  for (const m of text.matchAll(NAME)) {
    const raw = m[1] ?? m[2];
    if (raw && inForm(m.index + m[0].indexOf(raw))) continue;
    if (!raw || PLAIN_HYPHEN.test(raw.toLowerCase()) || (!m[1] && PARTICIPLE_HYPHEN.test(raw)) || tools.has(raw.toLowerCase()) || /^(?:[a-z]{2}-[a-z]+-\d)$/i.test(raw) || ENUM_OF.has(squash(raw))) continue;
    let before = text.slice(Math.max(0, m.index - 24), m.index);
    let after = text.slice(m.index + m[0].length);
    // A quoted value is read as the bare one ('DISTRO = "acme-linux" in local.conf', 'MACHINE ?= "imx8mm-gateway"').
    if (/["'“‘]$/.test(before) && /^["'”’]/.test(after)) [before, after] = [before.slice(0, -1), after.slice(1)];
    // A name followed by another value is that value's key ("maxmemory-policy volatile-ttl").
    if (/^\s+[`"']?[\w.-]*[-_\d][\w.-]*/.test(after) && !/^\s+(?:and|or)\b/.test(after)) continue;
    // A name used as a noun's qualifier ("the billing-gateway service") is the subject, not a value.
    // (But a name after a preposition and its article, before the kind of thing it names, is where
    // something goes: "failed events end up in the order-events-failed queue".)
    if (!m[1] && !VALUE_BEFORE.test(before) && !/^\s*(?:$|[.,;)(—]|\s(?:and|or|for|in|on|with|as)\b)/.test(after) && !(PLACED_BEFORE.test(before) && KIND_AFTER.test(after))) continue;
    if (!m[1] && /^\s*(?:[:=]|is\b|are\b)/.test(after)) continue;
    push("name", squash(raw), raw, m.index);
  }

  // A class or component named by a compound whose last word is what it is (round 16): "CeleryExecutor" and
  // "KubernetesExecutor" are two executors, "StandardScaler" and "MinMaxScaler" two scalers. The head word is the
  // kind, so two such names of one head are two values of one choice, as "executor = KubernetesExecutor" keys it.
  // Only where the name is a value (after a verb, a separator or a preposition, or ending its clause), never the
  // subject a sentence starts on ("The OrderRepository caches reads" / "The UserRepository reads from Postgres").
  for (const m of text.matchAll(HEADED_NAME)) {
    const head = lemma(m[2].toLowerCase());
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const after = text.slice(m.index + m[0].length);
    if (tools.has(m[1].toLowerCase()) || /^\s*(?:[:=]|is\b|are\b|'s\b)/.test(after)) continue;
    if (!VALUE_BEFORE.test(before) && !/^\s*(?:$|[.,;)(—#]|\s(?:and|or|for|in|on|with|as)\b)/.test(after)) continue;
    push(`class:${head}`, squash(m[1]), m[1], m.index);
  }
  return out;
}

/** A compound of capitalised words ending in a common noun: "ThreadPoolExecutor", "BCEWithLogitsLoss" (2+ parts). */
const HEADED_NAME = /(?<![\w.$-])((?:[A-Z][A-Za-z0-9]*?)(?:[A-Z][a-z0-9]+)*?([A-Z][a-z]{2,}))(?![\w-])/g;

const overlap = (x: Set<string>, y: Set<string>) => {
  let n = 0;
  for (const w of x) if (y.has(w)) n++;
  return n;
};

/** A text that states a limit: its bound is the limit's value, not a range the other's value may fall in. */
const LIMIT = /\b(?:limit|limits|limited|cap|capped|max|maximum|quota|ceiling|budget|slo|sla|must|at most|no more than)\b/i;

function sameValue(x: TypedValue, y: TypedValue, limits = false): boolean {
  if (typeof x.value === "string" || typeof y.value === "string") {
    const [p, q] = [String(typeof x.value === "string" ? x.value : squash(x.raw)), String(typeof y.value === "string" ? y.value : squash(y.raw))];
    if (p === q) return true;
    // One name inside the other at a separator ("acme-media" in "acme-media/uploads") is a detail of
    // it; "com.acme.shop" inside "com.acme.shopapp" is another name.
    const [rx, ry] = [x.raw.toLowerCase(), y.raw.toLowerCase()];
    const inside = (small: string, big: string) => small.length >= 3 && regexOf(String.raw`(?:^|[^\p{L}\p{N}])${small.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:$|[^\p{L}\p{N}])`, "u").test(big);
    return inside(rx, ry) || inside(ry, rx);
  }
  // Two different minimums of one tool ("node >= 18" / "requires Node 20 or newer") are two requirements.
  if (x.value.kind === "version" && y.value.kind === "version" && x.value.range === "gte" && y.value.range === "gte") return relation(x.value, y.value) === "same";
  if (relation(x.value, y.value) !== "differs") return true;
  // "under 300 ms" holds for 120 ms; two bounds that differ are two limits.
  // (Two limits — "a p99 budget of 300 ms" / "must answer within 1 second" — are two values of one limit.)
  if (!limits && x.value.kind === "quantity" && y.value.kind === "quantity" && Boolean(x.bound) !== Boolean(y.bound)) {
    const [b, v] = x.bound ? [x, y] : [y, x];
    const [bn, vn] = [(b.value as { n: number }).n, (v.value as { n: number }).n];
    return b.bound === "max" ? vn <= bn : vn >= bn;
  }
  // One path inside the other is a detail.
  if (x.kind === "path" && x.value.kind === "text" && y.value.kind === "text") return x.value.norm.startsWith(`${y.value.norm}/`) || y.value.norm.startsWith(`${x.value.norm}/`);
  return false;
}

/** Kinds whose slot words must be shared: a bare number or name says little by itself. */
// (A namespaced id — "acct_…", "EPSG:…" — carries its slot in its prefix.)
// (A USB id names its device: identifier-forms.ts SELF_SLOTTED_KINDS.)
const needsSlot = (kind: string) => !kind.startsWith("enum:") && !kind.startsWith("version:") && !kind.startsWith("id:") && kind !== "owner" && kind !== "region" && !SELF_SLOTTED_KINDS.has(kind) && !(kind in OWNED_KINDS);

/** Two owners of a kind whose notation names its slot (OWNED_KINDS): each side names one, the other's not among them. */
function twoOwners(x: TypedValue, y: TypedValue): boolean {
  const kindWords = OWNED_KINDS[x.kind];
  if (!kindWords) return false;
  const values = new Set([String(x.value).toLowerCase(), String(y.value).toLowerCase()]);
  const owners = (v: TypedValue) => new Set([...v.slot].filter((w) => !kindWords.has(w) && !values.has(w)));
  const [ox, oy] = [owners(x), owners(y)];
  return ox.size > 0 && oy.size > 0 && overlap(ox, oy) === 0;
}

/** A number of a value, for ranges: quantities, versions (major.minor as one number), times of day. */
function numberOf(v: TypedValue): number | null {
  if (typeof v.value === "string") return null;
  if (v.value.kind === "quantity") return v.value.n;
  if (v.value.kind === "version") return v.value.parts[0] + (v.value.parts[1] ?? 0) / 1000;
  return null;
}

/**
 * A range written in one clause ("from 5 to 60 minutes", "09:00–16:00", "between 256 MB and 1 GB",
 * "Android 8 through Android 14"): `y` inside it agrees with it.
 */
function insideRange(text: string, xs: TypedValue[], y: TypedValue): boolean {
  const n = numberOf(y);
  if (n === null) return false;
  for (const x of xs) {
    for (const z of xs) {
      if (z === x || z.clause !== x.clause || z.at <= x.at) continue;
      // (An aside in parentheses may sit between: "Android 8 (API 26) through Android 14".)
      const between = text.slice(x.end, z.at).replace(/\([^()]{0,30}\)/g, " ");
      // (Or an ellipsis, and the far end's sign: "-20…+60 °C".)
      if (between.length > 24 || !/^\s*(?:[-–…]|\.\.\.?|to|through|thru|and|or|,)\s*\+?(?:[A-Za-z]+\s+)?$/i.test(between)) continue;
      const [p, q] = [numberOf(x), numberOf(z)];
      if (p !== null && q !== null && n >= Math.min(p, q) && n <= Math.max(p, q)) return true;
    }
  }
  return false;
}

/**
 * Verbs say what is done with a slot, not which slot it is: "the retry helper lives in src/util/retry.ts"
 * and "the rate limiter lives in src/http/limit.ts" share "lives" and nothing else. They count neither
 * as shared slot words nor as words one side has of its own.
 */
const VERBISH = new Set(
  `live sit locat defin declar register fix setup configur handl keep stor find add read writ load call tim out seen see track
  creat happen work allow support put send get mak go run hit throw return take show us`
    .split(/\s+/)
    .map(lemma),
);
const nouns = (xs: Set<string>) => new Set([...xs].filter((w) => !VERBISH.has(w) && !VERBISH.has(lemma(w))));

/** Each clause names a part of the system and they name none in common. */
const twoParts = (x: TypedValue, y: TypedValue) => x.parts.size > 0 && y.parts.size > 0 && overlap(x.parts, y.parts) === 0;

/** Nouns that name a kind of value rather than which one it is (after lemma). */
const KIND_NOUNS: Record<string, string[]> = wordTable({
  port: ["port"], region: ["region"], path: ["path", "fil", "dir", "director", "folder"], clock: ["tim"], count: ["count", "number"],
  time: ["duration"], bytes: ["siz"], percent: ["percent", "percentag"], name: ["nam"],
  bitrate: ["bitrat", "rat"], frequency: ["frequency", "rat"], force: ["forc"], rate: ["rat"], framerate: ["fram", "rat"],
  temperature: ["temperatur"],
});

/** An explicit change of mind or of setup, said by the newer text only. */
// (Round 7: the -ing forms of the same verbs, and a verb of change with its from- or to-side: "went from i18next
// to ICU", "relicensed to Apache-2.0", "bumped to 16 MiB".)
const CHANGE_CUE = /\b(?:changed (?:my|our) minds?|switched|moved|migrated|replaced|ripped out|dropped|no longer|not anymore|instead now|from now on|anymore|(?:switch|mov|migrat|replac|dropp)ing\b(?! (?:parts?|averages?|windows?|targets?)\b)|(?:went|go(?:ne|ing)|bumped|upgraded|downgraded|changed|raised|lowered|increased|reduced|cut|relicensed|renamed|rebranded|repointed|rewired|moved) (?:\S+ ){0,3}?(?:from|to)(?= \S))/i;

/**
 * A change statement whose old side is what the other text says now ("Auth is handled by Auth0" /
 * "Auth0 → Cognito migration finished"): the named value is the evidence of one slot, so no slot
 * word is needed. Only values that name something (a tool, a version of a named tool, a name, a
 * closed-set member), never a bare number.
 */
export function typedChange(stored: string, fresh: string): TypedSlotConflict | null {
  const olds = slotsOf(fresh).filter((s) => s.old && s.polarity === 1 && (s.key.startsWith("tool:") || s.key.startsWith("version:")));
  if (!olds.length) return null;
  const now = typedValuesOf(stored);
  for (const o of olds) {
    const x = now.find((v) => v.kind === o.key && typeof v.value !== "string" && relation(v.value, o.value) === "same");
    if (x) return { subject: o.key.replace(/^[a-z]+:/, ""), why: `${o.raw} is what changed (${o.key})`, change: true };
  }
  return null;
}

/**
 * A change of mind between two tools of one job, told without a from-side (round 7): the older text names one tool,
 * the newer says it changed ("Changed my mind: vitest from now on, jest was too slow") and names that tool and one
 * other of the same job. (With a from-side — "replaced Jest with Vitest" — typedChange reads it.)
 */
export function toolSwitch(stored: string, fresh: string): TypedSlotConflict | null {
  if (!CHANGE_CUE.test(fresh) || CHANGE_CUE.test(stored)) return null;
  const tools = (t: string) => {
    const by = new Map<string, Set<string>>();
    for (const v of typedValuesOf(t)) if (v.kind.startsWith("tool:")) by.set(v.kind, (by.get(v.kind) ?? new Set()).add(squash(v.raw)));
    return by;
  };
  const [ts, tf] = [tools(stored), tools(fresh)];
  for (const [kind, olds] of ts) {
    const now = tf.get(kind);
    if (olds.size !== 1 || !now || now.size !== 2) continue;
    const [old] = olds;
    const added = [...now].find((t) => t !== old);
    if (now.has(old) && added) return { subject: kind.slice(5), why: `${old} → ${added} (${kind})`, change: true };
  }
  return null;
}

/** Does the newer text say it changes something the older does not? (A suggestion only: nothing is resolved.) */
export const saysChange = (stored: string, fresh: string) => CHANGE_CUE.test(fresh) && !CHANGE_CUE.test(stored);

/**
 * Do `x` and `y` fill one slot? Shared slot words other than verbs: `need` of them (fewer when a side
 * has fewer); with a single one, not when each side also names two things of its own ("the payments
 * worker … Stripe is slow" / "the email worker … SES throttles": one word, two subjects).
 */
function slotShared(x: TypedValue, y: TypedValue, need: number): boolean {
  // (The kind's own noun is no evidence either: "the database port is 5432" / "Redis runs on port 6379".)
  const own = KIND_NOUNS[x.kind.replace(/:.*/, "")];
  const [nx, ny] = [nouns(x.slot), nouns(y.slot)];
  if (own) for (const w of own) {
    nx.delete(w);
    ny.delete(w);
  }
  const shared = overlap(nx, ny);
  if (shared < 1 || shared < Math.min(need, nx.size, ny.size)) return false;
  return shared >= 2 || nx.size - shared < 2 || ny.size - shared < 2;
}

/** `values`: the two rival values as written, the first read in the first text (value-kinds.ts checks their kinds). */
export interface TypedSlotConflict { subject: string; why: string; change?: boolean; values?: [string, string] }

/** Cosine under which two texts are too far apart for a shared slot word to join them. */
export const TYPED_SLOT_MIN_COS = 0.2;

/**
 * One slot, two values of one kind that cannot both hold, in either text's words. `cosine` (write
 * time) is one piece of slot evidence: below TYPED_SLOT_MIN_COS nothing is read; without it (the
 * nightly scan) two shared slot words are needed where one would do.
 */
export function typedSlotConflict(a: string, b: string, cosine?: number, rare = true): TypedSlotConflict | null {
  if (cosine !== undefined && cosine < TYPED_SLOT_MIN_COS) return null;
  const [va, vb] = [typedValuesOf(a), typedValuesOf(b)];
  if (!va.length && !vb.length) return null;
  const need = cosine === undefined ? 2 : 1;
  const names = new Set([...va, ...vb].filter((v) => v.kind.startsWith("version:")).map((v) => v.kind.slice(8)));
  const [wa, wb] = [withNamedVersions(names, a, va).concat(versionsByName(names, va)), withNamedVersions(names, b, vb).concat(versionsByName(names, vb))];
  if (!(va.length + wa.length) || !(vb.length + wb.length)) return null;
  const [ya, yb] = [va.concat(wa), vb.concat(wb)];
  // (A cycle said as a period on one side and a frequency on the other: period-frequency.ts.)
  const [xa, xb] = [ya.concat(periodsAsFrequencies(a, ya, yb)), yb.concat(periodsAsFrequencies(b, yb, ya))];
  return slotConflictOf(a, b, xa, xb, (x, y) => slotShared(x, y, need))
    // (At write time only: one subject named two ways, by rare shared words — subject-match.ts.)
    // (A value the other text names too is that text's subject or one of its items, not a rival value:
    // "riscv-core on Arty A7" / "riscv-core passes riscv-tests rv32ui".)
    // (Unless the newer text says it changed: "… replaced X with Y", "X was a mistake".)
    ?? (cosine !== undefined && rare ? slotConflictOf(a, b, xa.filter((x) => !namedIn(b, x) || SAYS_OLD.test(b)), xb.filter((y) => !namedIn(a, y)), rareSlotShared) ?? toolSwitch(a, b) : null);
}

/** The newer text speaks of an older value: a change cue, or the old value said to be past or wrong. */
const SAYS_OLD = new RegExp(String.raw`${CHANGE_CUE.source}|\b(?:was|were|used to|previously|formerly|instead of|was a mistake|is gone|are gone|superseded|replaces?)\b`, "i");

/** Does the newer text name the older side's value besides its own (the old value of a change statement)? */
function namesOld(fresh: string, old: TypedValue): boolean {
  const core = typeof old.value === "string" ? old.raw.replace(/^[A-Za-z]{2,8}[_:](?=\w*\d)/, "") : old.raw;
  if (core.length < 2) return false;
  return regexOf(String.raw`(?<![\p{L}\p{N}])${core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\p{L}\p{N}])`, "iu").test(fresh);
}

const namedIn = (text: string, v: TypedValue) => typeof v.value === "string" && v.raw.length >= 3 && text.toLowerCase().includes(v.raw.toLowerCase());

/** Words of a value that names something (a path's folders, a host's labels), which may name the other side's slot. */
const valueWords = (v: TypedValue): Set<string> =>
  v.kind === "path" || v.kind === "name" || v.kind === "host" ? slotWords(v.raw.replace(/[/._:@-]+/g, " "), new Set()) : new Set();

/** Minimum summed rarity of the shared slot words (subject-match.ts) and the share of the thinner slot it must cover. */
export const RARE_SLOT_WEIGHT = 5;
export const RARE_SLOT_RATIO = 0.3;
/** The gate in force (bench/judgment/rare-slot-risk.mts sweeps it; the engine never changes it). */
export const RARE_SLOT_GATE = { weight: RARE_SLOT_WEIGHT, ratio: RARE_SLOT_RATIO };

function rareSlotShared(x: TypedValue, y: TypedValue): boolean {
  const own = KIND_NOUNS[x.kind.replace(/:.*/, "")] ?? [];
  const drop = (s: Set<string>) => new Set([...nouns(s)].filter((w) => !own.includes(w)));
  const s = sharedSlot(drop(x.slot), drop(y.slot), valueWords(x), valueWords(y));
  return s.weight >= RARE_SLOT_GATE.weight && s.ratio >= RARE_SLOT_GATE.ratio;
}

/** Words of a versioned tool's key that say nothing of which tool ("requires-python" → python). */
const VERSION_KEY_FILLER = new Set(["requir", "min", "max", "minimum", "target", "pin", "pinned", "version", "ver", "engin"].map(lemma));
const TOOL_DASH_VERSION = /^([A-Za-z][A-Za-z+]*)-v?(\d+(?:\.\d+){0,2})$/;

/**
 * A tool either text versions, named in a value of another kind (round 7): "gcc-12" beside "GCC 13"; a bare
 * number keyed by the tool ("node in the electron main proc = 18", "bump rdkafka from 0.34 to 0.36", "run at
 * temp 0" beside "temperature 0.7"); a version keyed by the tool's other name ("python for the harness is
 * 3.10" beside "requires-python >= 3.12"). The tool's words must all be the value's slot words.
 */
function versionsByName(names: Set<string>, own: TypedValue[]): TypedValue[] {
  const out: TypedValue[] = [];
  for (const v of own) {
    const dash = v.kind === "name" ? TOOL_DASH_VERSION.exec(v.raw) : null;
    if (dash && names.has(dash[1].toLowerCase())) {
      const w = parseVersion(dash[2]);
      if (w) out.push({ ...v, kind: `version:${dash[1].toLowerCase()}`, value: w });
      continue;
    }
    if (v.kind !== "count" && !v.kind.startsWith("version:")) continue;
    if (typeof v.value === "string" || (v.value.kind === "quantity" && !v.value.dim.startsWith("count"))) continue;
    const w = v.value.kind === "version" ? v.value : parseVersion(v.raw.replace(/^[^\d]*/, ""));
    if (!w) continue;
    for (const name of names) {
      if (v.kind === `version:${name}`) continue;
      const words = [...slotWords(name.replace(/[-_.]+/g, " "), new Set())].filter((x) => !VERSION_KEY_FILLER.has(x));
      // (A word of the slot may abbreviate the tool's or carry it: "rust toolchain" / "rustc", ".bazelversion" / "Bazel".)
      const inSlot = (x: string) => v.slot.has(x) || v.kind === `version:${x}` || [...v.slot].some((y) => abbreviates(x, y));
      if (words.length && words.every(inSlot)) out.push({ ...v, kind: `version:${name}`, value: w });
    }
  }
  return out;
}

/**
 * A tool either text versions ("Unity 2022.3", "Xcode 15.4") named with a bare number ("Unity 6",
 * "Xcode 16"), which a text alone does not read as a version (an integer after a name the lexicon
 * lacks): that tool's version too, read because a text says it has versions.
 */
/**
 * How a tool's name meets its version besides a space (round 10): pinned in prose ("Vespa pinned to 8.250.43",
 * "Solidity is locked at 0.8.19"), a JSON or config key ('"electron": "31.2.0"', "electron=31.2.0"), an image tag
 * or a module path ("vespa:8.330.37", "openmpi/5.0.3", "lodash@4.17.21").
 */
const VERSION_JOINS = String.raw`\s+(?:is\s+|are\s+|stays\s+)?(?:pinned|locked|frozen|held|kept)(?:\s+(?:to|at))?:?\s+|["']?\s*[:=@/]\s*["']?`;

function withNamedVersions(names: Set<string>, text: string, own: TypedValue[]): TypedValue[] {
  const out: TypedValue[] = [];
  for (const name of names) {
    if (name.length < 3) continue;
    // ("librdkafka 1.9.2", or keyed: "librdkafka version in the ingest image is 1.9.2".)
    // (Round 10: also pinned in prose, "Vespa pinned to 8.250.43", and keyed or tagged, '"electron": "31.2.0"',
    // "openmpi/5.0.3", "vespa:8.330.37": VERSION_JOINS.)
    const re = regexOf(String.raw`\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:(?:\s+(?:major\s+)?version\b[^.;\d\n]{0,40}?(?:\bis\b|=|:))?\s+|${VERSION_JOINS})v?(\d+(?:\.\d+){0,2})\b(?!\s*(?:%|ms|s\b|sec|min|h\b|hours?|days?|gb|mb|x\b))`, "gi");
    for (const m of text.matchAll(re)) {
      const at = m.index + m[0].length - m[1].length;
      const v = parseVersion(m[1]);
      if (!v || own.some((x) => x.kind === `version:${name}` && x.at <= at && at < x.end)) continue;
      out.push({ kind: `version:${name}`, value: v, raw: m[0], slot: new Set(), parts: new Set(), clause: 0, at, end: at + m[1].length });
    }
  }
  return out;
}

function slotConflictOf(a: string, b: string, va: TypedValue[], vb: TypedValue[], shared: (x: TypedValue, y: TypedValue) => boolean): TypedSlotConflict | null {
  for (const x of va) {
    const ys = vb.filter((y) => y.kind === x.kind);
    if (!ys.length) continue;
    const slotted = needsSlot(x.kind) ? ys.filter((y) => shared(x, y)) : ys.filter((y) => !twoOwners(x, y));
    const limits = LIMIT.test(a) && LIMIT.test(b);
    if (!slotted.length || slotted.some((y) => sameValue(x, y, limits))) continue;
    // The other side gives the slot a value this side gives too (a list, a second clause), or one
    // side's value lies in the other's range: no conflict.
    const xs = va.filter((x2) => x2.kind === x.kind);
    if (insideRange(b, ys, x)) continue;
    const y = slotted.find((y) => !xs.some((x2) => sameValue(x2, y, limits)) && !insideRange(a, xs, y) && !twoParts(x, y)
      // (A span whose near end is no value of this kind: "between 0.01 and 0.1" / "lr=0.05".)
      && !(x.kind !== "path" && typeof x.value !== "string" && (heldBySpan(a, x.raw, y.raw) || heldBySpan(b, y.raw, x.raw)))
      // ("90% full" / "10% free": one share said from its two sides.)
      && !(typeof x.value !== "string" && typeof y.value !== "string" && x.value.kind === "quantity" && y.value.kind === "quantity" && x.value.dim === "percent" && y.value.dim === "percent"
        && complementaryShares(a, x.at, x.value.n, b, y.at, y.value.n)));
    if (!y) continue;
    const common = [...x.slot].filter((w) => y.slot.has(w));
    const subject = common.join(" ") || x.kind.replace(/^[a-z]+:/, "");
    // The newer text names the older one's value besides its own, and says it is past: a change (a suggestion only).
    const change = namesOld(b, x) && SAYS_OLD.test(b);
    return { subject, why: `${x.raw} vs ${y.raw} (${x.kind}, slot ${subject})`, values: [x.raw, y.raw], ...(change ? { change } : {}) };
  }
  return null;
}
