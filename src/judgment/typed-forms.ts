/**
 * Round 7: values the typed slot reader (slot-reader.ts) did not read, each known by its form rather than by
 * the words around it — so that one slot named two ways still meets on a value of one kind:
 *  - hosts, with an optional port ("kafka-1.trade.int:9092", "maps-cdn.internal"): labels and a top-level or
 *    internal suffix from a closed list;
 *  - identifiers in a namespace, a short prefix and a separator before a body with a digit ("acct_1Nabc",
 *    "EPSG:3857", "cus_9Qx1"): the prefix is the kind, so two of one prefix are two values of one thing;
 *  - opaque ids and keys, letters and digits alternating, 12 or more ("0oa1abcd2EFGH3ijk4x7"): one issuer writes
 *    them at one length, so the length is the kind;
 *  - locale codes ("en-US", "pt_BR");
 *  - numbers under a key that ends in its unit ("retention.ms=259200000", "timeout_seconds: 30",
 *    "maxBytes=1048576", "CONFIG_FREERTOS_HZ=1000"): a quantity in that unit, comparable with "7d" or "1 MiB";
 *  - identifiers known by their notation (identifier-forms.ts): USB ids, hex numbers, issue-tracker project keys.
 * Pure; every pattern is compiled once here.
 */
import { parseQuantity, type Value } from "./values";
import { identifierFormsOf } from "./identifier-forms";
import { wordTable } from "./word-table";

export interface Form { kind: string; value: Value | string; raw: string; at: number }

const HOST = /(?<![\w.@/:-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|io|dev|app|int|internal|local|lan|cloud|ai|co|svc|cluster|corp|intra|priv|home|eu|us|de|uk)\b)(?::(\d{2,5}))?(?![\w-]|\.[a-z0-9])/gi;
const REVERSE_DNS = /^(?:com|org|net|io|dev|app|de|uk|eu|us|co)\./i;
const PREFIXED_ID = /(?<![\w.:/-])([A-Za-z]{2,8})([_:])(?=[A-Za-z0-9]*\d)([A-Za-z0-9]{3,40})(?![\w-]|[.:]\w)/g;
/** Prefixes that are a unit, a scheme or a time, not a namespace of ids. */
const NOT_A_NAMESPACE = /^(?:https?|ftp|ssh|git|file|mailto|tcp|udp|port|at|utc|gmt|rfc|iso|step|line|page|id)$/i;
const LOCALE = /(?<![\w-])([a-z]{2})[-_]([A-Z]{2})(?![\w-])/g;
/** An opaque id or key: letters and digits mixed, 12 or more, no separator ("0oa1abcd2EFGH3ijk4x7"). One issuer writes them at one length. */
const OPAQUE = /(?<![\w./:@-])(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{12,64}(?![\w/@-]|\.\w)/g;
const UNIT_KEY = /(?<![\w.])([A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*?)(?:[._-]|(?<=[a-z]))(ms|millis|seconds|secs|sec|minutes|mins|hours|days|bytes|kb|mb|gb|hz|khz|mhz|Ms|Millis|Seconds|Secs|Sec|Minutes|Mins|Hours|Days|Bytes|Kb|Mb|Gb|Hz|KHz|MHz|MS|SECONDS|BYTES|MB|GB|HZ|KHZ|MHZ)\s*[:=]\s*["'`]?(\d[\d_,]*)\b(?!\.\d)/g;
const UNIT_OF: Record<string, string> = wordTable({ millis: "ms", secs: "s", sec: "s", seconds: "s", mins: "min", minutes: "min", hours: "h", days: "d" });
/**
 * A key whose name says what its value measures (round 16): "CAN bitrate = 500000", "baudrate: 9600",
 * "SAMPLE_RATE=16000", "voltage: 12", "UART baud rate for the console: 115200" (a key line's key holding the word). Such values are written in the dimension's plain unit (bit/s, Hz, V), so the
 * bare number is that quantity and meets "500 kbit/s", "48 kHz" or "12 V" said in prose. A number with a unit after it
 * is the quantity reader's.
 */
const KIND_KEY = /(?:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))(bit[ _-]?rate|baud(?:[ _-]?rate)?|sampl(?:e|ing)[ _-]?rate|voltage)(?:\s*(?:[:=]|\bis\b|\bof\b)?|[^:=\n.;]{0,40}?[:=])\s*["'`]?(\d[\d_,]*(?:\.\d+)?)(?![\d.,]*\s*[A-Za-zµ%/])/gi;
const KIND_KEY_UNIT: [RegExp, string][] = [[/^bit|^baud/i, "bps"], [/^sampl/i, "hz"], [/^voltage/i, "v"]];

export function formsOf(text: string): Form[] {
  const out: Form[] = [];
  for (const m of text.matchAll(HOST)) {
    // (A file name is no host: "server.toml" ends in no suffix of the list; "a.co" is too short to trust.)
    // (Reverse-DNS ids — "com.acme.app" — start with a top-level label: names, not hosts.)
    if (m[1].length < 6 || REVERSE_DNS.test(m[1])) continue;
    out.push({ kind: "host", value: m[0].toLowerCase(), raw: m[0], at: m.index });
  }
  for (const m of text.matchAll(PREFIXED_ID)) {
    if (NOT_A_NAMESPACE.test(m[1])) continue;
    out.push({ kind: `id:${m[1].toLowerCase()}${m[2]}`, value: `${m[1]}${m[2]}${m[3]}`.toLowerCase(), raw: m[0], at: m.index });
  }
  for (const m of text.matchAll(OPAQUE)) {
    // (A word with a number run into it — "release2024", "ipv6addresses" — is no id: an id's letters and digits alternate.)
    if ((m[0].match(/\d+|[A-Za-z]+/g) ?? []).length < 4) continue;
    out.push({ kind: `opaque:${m[0].length}`, value: m[0], raw: m[0], at: m.index });
  }
  for (const m of text.matchAll(LOCALE)) out.push({ kind: "locale", value: `${m[1]}-${m[2]}`.toLowerCase(), raw: m[0], at: m.index });
  for (const m of text.matchAll(UNIT_KEY)) {
    const unit = m[2].toLowerCase();
    const q = parseQuantity(`${m[3]} ${UNIT_OF[unit] ?? unit}`);
    if (!q || q.kind !== "quantity") continue;
    out.push({ kind: q.dim, value: q, raw: m[3], at: m.index + m[0].length - m[3].length });
  }
  for (const m of text.matchAll(KIND_KEY)) {
    const unit = KIND_KEY_UNIT.find(([re]) => re.test(m[1]))![1];
    const q = parseQuantity(`${m[2]} ${unit}`);
    if (q?.kind === "quantity") out.push({ kind: q.dim, value: q, raw: m[2], at: m.index + m[0].length - m[2].length });
  }
  out.push(...identifierFormsOf(text));
  return out;
}
