// The labelled privacy corpus: bench/privacy/{a,b,c,d,e,f,g,h,i,j,k,l}/*.txt, one item per non-blank line.
// Markup (see README.md): [[type|value]] a sensitive span, {{neg:kind|value}} a look-alike that must
// not be flagged; "\n", "\t" and "\\" are escapes (every other backslash is literal).
// loadCorpus() returns items { id, half, source, text, spans, negatives } with offsets in UTF-16 code
// units (JS string indices) of the unmarked, unescaped text. A malformed line throws a CorpusError.
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readTransferHalves } from "../judgment/check.mjs";

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));
/** a–h, k–z, aa, ab, ac, ad and ae are training halves (b, d, e, f, g and h were held out until they were tuned on or replaced; k–o were written as training data, README "Half K" … "Half O"; p–z, aa, ab, ac, ad and ae were blind checks); af and ag are blind (README "Half AF", "Half AG"); i and j are held out (README, "Half I", "Half J"). */
export const HALVES = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag"];
/** Held-out halves: the benchmark prints only their counts unless --show-<half>-failures. */
export const HELD_OUT_HALVES = ["i", "j"];
/** Blind halves: written blind to the engine and not yet read. AF (written blind in session 28 by the helper trainafp,
 * README "Half AF"; after z the halves take two letters) is session 29's transfer check; AG (written blind in session 29
 * by the helper trainagp, README "Half AG") is session 30's;
 * P, Q, R, S, T, U, V, W, X, Y, Z, AA, AB, AC, AD and AE (sessions 13's–28's checks) are training data since sessions
 * 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28 and 29.
 * The benchmark prints their counts, never their lines,
 * unless --show-<half>-failures (which makes the half training data). */
export const BLIND_HALVES = ["af", "ag", ...readTransferHalves(join(dirname(fileURLToPath(import.meta.url)), "..", ".transfer-halves"))]; // + bench/.transfer-halves (judgment/check.mjs)
/** Halves `bench/privacy.mjs` scores when no --half is given: D–J only when asked for (I and J, held out, once each, after tuning). */
export const DEFAULT_BENCH_HALVES = ["a", "b", "c"];

export const TYPES = [
  "api_key", "private_key", "password", "jwt", "email", "phone", "credit_card", "iban",
  "national_id", "ip", "mac", "street_address", "person_name", "home_path",
];

export const NEGATIVE_KINDS = [
  "uuid", "git_hash", "checksum", "example_domain", "example_key", "version", "localhost", "doc_ip",
  "code_identifier", "base64_data", "timestamp", "port", "build_number", "hex_color",
  "file_path_non_home", "placeholder_password", "env_reference", "masked_secret", "public_key",
  "bot_name", "order_number", "common_word", "numeric_id", "object_id", "package_name",
  "role_address", "url", "reserved_address", "placeholder_name", "place_name", "product_name",
];

export class CorpusError extends Error {}

const SPAN_OPEN = "[[";
const NEG_OPEN = "{{neg:";

function unescape(raw, where) {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== "\\") { out += c; continue; }
    const next = raw[i + 1];
    if (next === "n") { out += "\n"; i++; }
    else if (next === "t") { out += "\t"; i++; }
    else if (next === "\\") { out += "\\"; i++; }
    else if (next === undefined) throw new CorpusError(`${where}: line ends with a lone backslash`);
    else out += c;
  }
  return out;
}

/** Parse one marked-up line. Throws CorpusError with `where` in the message on malformed markup. */
export function parseLine(raw, where = "line") {
  let text = "";
  const spans = [];
  const negatives = [];
  let i = 0;
  while (i < raw.length) {
    const spanAt = raw.indexOf(SPAN_OPEN, i);
    const negAt = raw.indexOf(NEG_OPEN, i);
    // A "[[" that does not open a known type (e.g. bash's `[[ -f x ]]`) is literal text.
    let next = -1;
    let kind = null;
    for (let s = spanAt; s !== -1; s = raw.indexOf(SPAN_OPEN, s + 1)) {
      const m = /^\[\[([a-z_]+)\|/.exec(raw.slice(s));
      if (!m) continue;
      if (!TYPES.includes(m[1])) throw new CorpusError(`${where}: unknown span type "${m[1]}"`);
      next = s; kind = "span"; break;
    }
    if (negAt !== -1 && (next === -1 || negAt < next)) { next = negAt; kind = "neg"; }
    if (next === -1) { text += unescape(raw.slice(i), where); break; }
    text += unescape(raw.slice(i, next), where);
    const close = kind === "span" ? "]]" : "}}";
    const bar = raw.indexOf("|", next);
    let end = raw.indexOf(close, bar + 1);
    // "${X}}}" closes at the last brace of the run: the value keeps its own closing brace.
    while (kind === "neg" && end !== -1 && raw[end + 2] === "}") end++;
    if (bar === -1 || end === -1) throw new CorpusError(`${where}: unclosed ${kind === "span" ? "[[" : "{{neg:"} at column ${next + 1}`);
    const label = raw.slice(next + (kind === "span" ? 2 : NEG_OPEN.length), bar);
    const inner = raw.slice(bar + 1, end);
    if (inner.includes(SPAN_OPEN) || inner.includes(NEG_OPEN)) throw new CorpusError(`${where}: nested markup at column ${next + 1}`);
    const value = unescape(inner, where);
    if (value.length === 0) throw new CorpusError(`${where}: empty value at column ${next + 1}`);
    if (value !== value.trim()) throw new CorpusError(`${where}: value "${value}" has surrounding whitespace`);
    const start = text.length;
    text += value;
    if (kind === "span") spans.push({ start, end: text.length, type: label, value });
    else {
      if (!NEGATIVE_KINDS.includes(label)) throw new CorpusError(`${where}: unknown negative kind "${label}"`);
      negatives.push({ start, end: text.length, kind: label, value });
    }
    i = end + close.length;
  }
  return { text, spans, negatives };
}

/** Every item of the given halves (default both), in file and line order. */
export function loadCorpus({ halves = HALVES } = {}) {
  const items = [];
  for (const half of halves) {
    const dir = join(CORPUS_DIR, half);
    const files = readdirSync(dir).filter((f) => f.endsWith(".txt")).sort();
    for (const file of files) {
      const lines = readFileSync(join(dir, file), "utf8").split("\n");
      const source = basename(file, ".txt").replace(/-\d+$/, "");
      lines.forEach((raw, n) => {
        if (raw.trim() === "") return;
        const id = `${half}/${file}:${n + 1}`;
        items.push({ id, half, source, ...parseLine(raw.replace(/\r$/, ""), id) });
      });
    }
  }
  return items;
}

/** Counts for the README and the minimum checks: lines, spans per type, negatives per kind, sources. */
export function corpusCounts(items) {
  const perType = Object.fromEntries(TYPES.map((t) => [t, 0]));
  const perKind = {};
  const perSource = {};
  let spans = 0, negatives = 0, clean = 0, negOnly = 0;
  for (const it of items) {
    for (const s of it.spans) perType[s.type]++;
    for (const n of it.negatives) perKind[n.kind] = (perKind[n.kind] ?? 0) + 1;
    perSource[it.source] = (perSource[it.source] ?? 0) + 1;
    spans += it.spans.length;
    negatives += it.negatives.length;
    if (it.spans.length === 0 && it.negatives.length === 0) clean++;
    if (it.spans.length === 0 && it.negatives.length > 0) negOnly++;
  }
  return { lines: items.length, spans, negatives, clean, negOnly, perType, perKind, perSource };
}
