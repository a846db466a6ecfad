/**
 * Values a claim can hold, parsed so that equal things compare equal whatever the spelling:
 * quantities in a canonical unit (30 s = 30000 ms, 2 GiB = 2048 MiB, 1k = 1000), versions and
 * version ranges (Node 20 vs 22, ^1.2 contains 1.3.0), booleans (enabled/on/true), and otherwise
 * text with names canonicalised (postgresql = postgres). `relation` says whether two values agree,
 * one refines the other, or they cannot both hold.
 */
import { canonicalName, categoryOf, FALSE_WORDS, TRUE_WORDS } from "./lexicon";
import { wordTable } from "./word-table";

export type Value =
  | { kind: "quantity"; n: number; dim: string; raw: string }
  | { kind: "version"; parts: number[]; range: "exact" | "caret" | "tilde" | "pessimistic" | "gte" | "lte" | "prefix"; raw: string }
  | { kind: "bool"; b: boolean; raw: string }
  | { kind: "text"; norm: string; tokens: string[]; raw: string };

const UNITS: Record<string, [string, number]> = wordTable({
  ns: ["time", 1e-6], us: ["time", 1e-3], "µs": ["time", 1e-3], ms: ["time", 1], millisecond: ["time", 1], milliseconds: ["time", 1],
  s: ["time", 1000], sec: ["time", 1000], secs: ["time", 1000], second: ["time", 1000], seconds: ["time", 1000],
  m: ["time", 60000], min: ["time", 60000], mins: ["time", 60000], minute: ["time", 60000], minutes: ["time", 60000],
  h: ["time", 3600000], hr: ["time", 3600000], hrs: ["time", 3600000], hour: ["time", 3600000], hours: ["time", 3600000],
  d: ["time", 86400000], day: ["time", 86400000], days: ["time", 86400000], w: ["time", 604800000], week: ["time", 604800000], weeks: ["time", 604800000],
  // (A month is a twelfth of a year, so "84 months" is "7 years".)
  month: ["time", 2628000000], months: ["time", 2628000000], mo: ["time", 2628000000], mos: ["time", 2628000000],
  year: ["time", 31536000000], years: ["time", 31536000000], yr: ["time", 31536000000], yrs: ["time", 31536000000],
  // Frequencies, bit rates and forces: one canonical unit each (Hz, bit/s, N).
  hz: ["frequency", 1], khz: ["frequency", 1e3], mhz: ["frequency", 1e6], ghz: ["frequency", 1e9],
  bps: ["bitrate", 1], "bit/s": ["bitrate", 1], baud: ["bitrate", 1], kbps: ["bitrate", 1e3], mbps: ["bitrate", 1e6], gbps: ["bitrate", 1e9], "kbit/s": ["bitrate", 1e3], "mbit/s": ["bitrate", 1e6], "gbit/s": ["bitrate", 1e9],
  n: ["force", 1], newton: ["force", 1], newtons: ["force", 1],
  b: ["bytes", 1], byte: ["bytes", 1], bytes: ["bytes", 1],
  kb: ["bytes", 1024], kib: ["bytes", 1024], k: ["count", 1000],
  mb: ["bytes", 1024 ** 2], mib: ["bytes", 1024 ** 2], gb: ["bytes", 1024 ** 3], gib: ["bytes", 1024 ** 3], tb: ["bytes", 1024 ** 4], tib: ["bytes", 1024 ** 4],
  "%": ["percent", 1], percent: ["percent", 1],
  kilobyte: ["bytes", 1024], kilobytes: ["bytes", 1024], megabyte: ["bytes", 1024 ** 2], megabytes: ["bytes", 1024 ** 2],
  gigabyte: ["bytes", 1024 ** 3], gigabytes: ["bytes", 1024 ** 3], terabyte: ["bytes", 1024 ** 4], terabytes: ["bytes", 1024 ** 4],
  // Masses in grams, speeds in metres per second: "500 kg" is "0.5 t", "5 m/s" is "18 km/h".
  mg: ["mass", 1e-3], g: ["mass", 1], kg: ["mass", 1e3], t: ["mass", 1e6], tonne: ["mass", 1e6], tonnes: ["mass", 1e6], lb: ["mass", 453.59237], lbs: ["mass", 453.59237],
  "m/s": ["speed", 1], "mm/s": ["speed", 1e-3], "cm/s": ["speed", 1e-2], "km/h": ["speed", 1000 / 3600], kph: ["speed", 1000 / 3600], kmh: ["speed", 1000 / 3600], mph: ["speed", 1609.344 / 3600],
  // Lengths in metres (a bare "m" stays minutes: people write durations far more often here); micrometres by their
  // sign only ("200 µm" = "0.2 mm"; "um" is a filler word as often).
  "µm": ["length", 1e-6], "μm": ["length", 1e-6], mm: ["length", 1e-3], cm: ["length", 1e-2], km: ["length", 1e3],
  // Electric current in microamperes and charge in milliampere-hours ("4 µA" is "0.004 mA", "3.6 Ah" is "3600 mAh"),
  // small units so that equal values compare within relation()'s tolerance; a bare "A" is left out: "3 a" reads as
  // an article far more often than as amperes.
  ma: ["current", 1e3], "µa": ["current", 1], "μa": ["current", 1], ua: ["current", 1], mah: ["charge", 1], ah: ["charge", 1e3],
  // Voltages in millivolts and power in watts ("3.3 V" = "3300 mV", "7.4 kW"). A bare "W" stays weeks ("2w") and "mW"
  // is left out: folded to lower case it is also megawatts.
  v: ["voltage", 1e3], mv: ["voltage", 1], kv: ["voltage", 1e6], volt: ["voltage", 1e3], volts: ["voltage", 1e3], millivolts: ["voltage", 1],
  kw: ["power", 1e3], watt: ["power", 1], watts: ["power", 1], kilowatts: ["power", 1e3], kwh: ["energy", 1], wh: ["energy", 1e-3],
  // Frame rates and volume flows are dimensions of their own ("60 fps"; "40 L/min" = "2.4 m³/h"), not rates of requests.
  // Volumes in litres ("12 m³" = "12,000 litres"); "m³" is never minutes.
  "m³": ["volume", 1000], l: ["volume", 1], litre: ["volume", 1], litres: ["volume", 1], liter: ["volume", 1], liters: ["volume", 1], ml: ["volume", 1e-3],
  fps: ["framerate", 1], "l/min": ["flow", 1], lpm: ["flow", 1], "l/h": ["flow", 1 / 60], "m³/h": ["flow", 1000 / 60], "gal/min": ["flow", 3.785411784], gpm: ["flow", 3.785411784],
  px: ["px", 1], pixel: ["px", 1], pixels: ["px", 1], rem: ["rem", 1], em: ["em", 1],
  rps: ["rate", 1], qps: ["rate", 1], "req/s": ["rate", 1], rpm: ["rate", 1 / 60], "req/min": ["rate", 1 / 60],
  x: ["factor", 1], cores: ["cores", 1], core: ["cores", 1], vcpu: ["cores", 1], vcpus: ["cores", 1], cpus: ["cores", 1],
  chars: ["chars", 1], characters: ["chars", 1], lines: ["lines", 1], columns: ["chars", 1], cols: ["chars", 1],
  retries: ["count", 1], attempts: ["count", 1], workers: ["count", 1], replicas: ["count", 1], connections: ["count", 1], threads: ["count", 1],
  items: ["count", 1], requests: ["count", 1], rows: ["count", 1], users: ["count", 1], spaces: ["spaces", 1],
});
// A bare "M" after a number is a million in counts ("1M rows"), never minutes in the way people write them with units.
const COUNT_SUFFIX: Record<string, number> = wordTable({ k: 1e3, m: 1e6, mm: 1e6, bn: 1e9, b: 1e9 });

const NUMBER_WORDS: Record<string, number> = wordTable({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90, hundred: 100,
});

/** A number's scale after it, as a suffix or a word ("25m", "25 million" = 25000000): one quantity however written. */
export const SCALE_WORDS: Record<string, number> = wordTable({ k: 1e3, m: 1e6, bn: 1e9, thousand: 1e3, million: 1e6, billion: 1e9 });

const QUANTITY = /^(?:~|about |around |approx\.? )?(-?\d[\d,_]*(?:\.\d+)?|\.\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)\s*([a-zµμ%/³°℃℉]+(?: (?:celsius|fahrenheit|c|f))?)?$/i;

/**
 * Temperatures in degrees Celsius: "-18 °C", "68 °F" (20 °C), "37 degrees Celsius". A scale with an offset, so not in
 * UNITS (a factor each); a bare "C" or "F" after a number is left out ("5c" is cents, "2F" a floor).
 */
const TEMPERATURE: Record<string, (n: number) => number> = wordTable({
  "°c": (n) => n, "℃": (n) => n, "degrees c": (n) => n, "degree c": (n) => n, "degrees celsius": (n) => n, celsius: (n) => n,
  "°f": (n) => ((n - 32) * 5) / 9, "℉": (n) => ((n - 32) * 5) / 9, "degrees f": (n) => ((n - 32) * 5) / 9, "degrees fahrenheit": (n) => ((n - 32) * 5) / 9, fahrenheit: (n) => ((n - 32) * 5) / 9,
});
const VERSION = /^(?:v|version\s+|@)?(~>|[\^~]|>=|<=|=)?\s*(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+][\w.]+)?$/i;

/** Reads a quantity with its unit ("30 s", "45000ms", "2 GiB", "1k", "3 retries"), or null. */
export function parseQuantity(raw: string): Value | null {
  const m = QUANTITY.exec(raw.trim().replace(/\s+/g, " ").replace(/m3\/h$/i, "m³/h"));
  if (!m) return null;
  const numWord = NUMBER_WORDS[m[1].toLowerCase()];
  const n = numWord ?? Number(m[1].replace(/[,_]/g, ""));
  if (!Number.isFinite(n)) return null;
  const unit = (m[2] ?? "").toLowerCase().replace(/°\s+/, "°");
  if (!unit) return { kind: "quantity", n, dim: "count", raw };
  if (TEMPERATURE[unit]) return { kind: "quantity", n: TEMPERATURE[unit](n), dim: "temperature", raw };
  if (COUNT_SUFFIX[unit] !== undefined && !UNITS[unit]) return { kind: "quantity", n: n * COUNT_SUFFIX[unit], dim: "count", raw };
  const u = UNITS[unit];
  if (!u) return null;
  return { kind: "quantity", n: n * u[1], dim: u[0], raw };
}

/** Reads a version or range ("20", "v20.11", "^1.2", "~1.2.3", ">=18", "3.x"), or null. */
export function parseVersion(raw: string): Value | null {
  const m = VERSION.exec(raw.trim());
  if (!m) return null;
  const parts: number[] = [Number(m[2])];
  let prefix = false;
  for (const p of [m[3], m[4]]) {
    if (p === undefined) break;
    if (p === "x" || p === "*") {
      prefix = true;
      break;
    }
    parts.push(Number(p));
  }
  const op = m[1];
  const range = op === "^" ? "caret" : op === "~" ? "tilde" : op === "~>" ? "pessimistic" : op === ">=" ? "gte" : op === "<=" ? "lte" : prefix || parts.length < 3 ? "prefix" : "exact";
  return { kind: "version", parts, range, raw };
}

export function parseBool(raw: string): Value | null {
  const w = raw.trim().toLowerCase().replace(/[.!]+$/, "");
  if (TRUE_WORDS.has(w)) return { kind: "bool", b: true, raw };
  if (FALSE_WORDS.has(w)) return { kind: "bool", b: false, raw };
  return null;
}

/** Filler that does not change what a value says. */
const VALUE_FILLER = new Set(["the", "a", "an", "our", "its", "their", "my", "we", "now", "currently", "still", "just", "always", "only", "default", "by", "it"]);

/** Runtime identifiers: "nodejs20.x", "python3.12", "ruby3.3-alpine", "java21", "go1.x" — a name and its version glued. */
export const RUNTIME_ID = /\b(nodejs|node|python|ruby|java|dotnet|php|go)(\d+(?:\.\d+)?)(?:\.x)?(?![\w.])/gi;

export function textValue(raw: string): Value {
  // "11 PM" and "11pm" are one time of day; "nodejs20.x" is "node 20".
  const norm = canonicalName(raw.replace(RUNTIME_ID, "$1 $2").replace(/(\d)\s+(am|pm)\b/gi, "$1$2").replace(/[`"'“”‘’*_]+(?=\s|$)|(?<=^|\s)[`"'“”‘’*_]+/g, ""));
  const tokens = norm.split(" ").map(stemWord).filter((w) => w && !VALUE_FILLER.has(w));
  return { kind: "text", norm: tokens.join(" "), tokens, raw };
}

/** Light stemming for comparing values and subjects: plurals and case styles, nothing clever. */
export function stemWord(w: string): string {
  if (w.length > 7 && w.endsWith("ation")) return w.slice(0, -5);
  // "caching"/"cache" and "expiring"/"expire" meet at "cach", "expir" (Porter's step 5 drops the e).
  if (w.length > 6 && w.endsWith("ing") && /[^aeiou]ing$/.test(w)) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith("e") && !w.endsWith("ee") && !w.endsWith("ie")) return w.slice(0, -1);
  // "cookies"/"cookie" and "policies"/"policy" meet at "cooki", "polici" (as Porter's stems do).
  if (w.length > 4 && w.endsWith("ies")) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith("ie")) return w.slice(0, -1);
  if (w.length > 4 && w.endsWith("y") && !/[aeiou]y$/.test(w)) return `${w.slice(0, -1)}i`;
  if (w.length > 3 && w.endsWith("es") && /(?:ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}

/** The most specific reading of a value phrase. `versionish`: the subject names something versioned. */
export function parseValue(raw: string, versionish = false): Value {
  const t = raw.trim().replace(/^[`"'“”]+|[`"'“”.,;]+$/g, "");
  if (versionish) {
    const v = parseVersion(t);
    if (v) return v;
  }
  const b = parseBool(t);
  if (b) return b;
  if (/^[\^~]|^>=|^<=|^v\d|^\d+\.\d+\.\d+|^\d+\.(?:x|\*)$/i.test(t)) {
    const v = parseVersion(t);
    if (v) return v;
  }
  const q = parseQuantity(t);
  if (q) return q;
  return textValue(t);
}

const cmp = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
};

/** Does range `r` contain exact-or-prefix version `v`? */
function rangeContains(r: Extract<Value, { kind: "version" }>, v: Extract<Value, { kind: "version" }>): boolean {
  const p = r.parts;
  switch (r.range) {
    case "caret": {
      const major = p[0] === 0 ? 2 : 1; // ^0.2 pins the minor as well
      return cmp(v.parts, p) >= 0 && v.parts.slice(0, major).every((x, i) => x === p[i]);
    }
    case "tilde":
      return cmp(v.parts, p) >= 0 && v.parts[0] === p[0] && (p.length < 2 || v.parts[1] === p[1]);
    // Terraform's and Bundler's "~> 1.5.0" (1.5.x) and "~> 1.8" (1.x from 1.8): only the last part given may grow.
    case "pessimistic":
      return cmp(v.parts, p) >= 0 && p.slice(0, Math.max(1, p.length - 1)).every((x, i) => p.length === 1 || v.parts[i] === x);
    case "gte":
      return cmp(v.parts, p) >= 0;
    case "lte":
      return cmp(v.parts, p) <= 0;
    case "prefix":
      return p.every((x, i) => v.parts[i] === x);
    case "exact":
      return cmp(v.parts, p) === 0;
  }
}

export type Relation = "same" | "refines" | "differs";

/** How two values relate: the same, one contains or details the other, or they cannot both hold. */
export function relation(a: Value, b: Value): Relation {
  if (a.kind === "version" && b.kind === "version") {
    if (a.range === b.range && cmp(a.parts, b.parts) === 0) return "same";
    if (rangeContains(a, b) || rangeContains(b, a)) return "refines";
    return "differs";
  }
  if (a.kind === "quantity" && b.kind === "quantity") {
    if (a.dim !== b.dim) return "refines"; // different dimensions describe different things
    if (Math.abs(a.n - b.n) <= 1e-9 * Math.max(1, Math.abs(a.n))) return "same";
    // Sizes are written in decimal and binary units alike ("2 TB" / "2000 GB", "1 GB" / "1000 MB"):
    // a step of 1000 against 1024 (at most 2.4 % apart) is one size written two ways.
    if (a.dim === "bytes" && Math.abs(a.n - b.n) <= 0.025 * Math.max(a.n, b.n) && decimalBinary(a.n, b.n)) return "same";
    // A mass or speed converted between metric and imperial is written rounded ("30 mph" / "48 km/h").
    if (CONVERTED_DIMS.has(a.dim) && unitOf(a.raw) !== unitOf(b.raw) && Math.abs(a.n - b.n) <= 0.02 * Math.max(a.n, b.n)) return "same";
    // A number of months against days or weeks: a calendar month is 28 to 31 days ("30 days" / "a month", "90 days" /
    // "3 months"), so any count of days in that span is the same length said the other way.
    if (a.dim === "time" && monthsAgainstDays(a, b)) return "same";
    // A temperature converted between °C and °F is rounded to a whole degree of the scale written (1 °F ≈ 0.56 °C).
    if (a.dim === "temperature" && temperatureScale(a.raw) !== temperatureScale(b.raw) && Math.abs(a.n - b.n) <= 0.6) return "same";
    return "differs";
  }
  if (a.kind === "bool" && b.kind === "bool") return a.b === b.b ? "same" : "differs";
  if (a.kind === "text" && b.kind === "text") {
    if (a.norm === b.norm) return "same";
    // One path inside the other ("in docs/" and "docs/openapi/v1.yaml"): a detail, not another place.
    const [pa, pb] = [pathOf(a.raw), pathOf(b.raw)];
    if (pa && pb && (pa === pb || pa.startsWith(`${pb}/`) || pb.startsWith(`${pa}/`))) return pa === pb ? "same" : "refines";
    if (!a.tokens.length || !b.tokens.length) return "refines";
    const [small, big] = a.tokens.length <= b.tokens.length ? [a.tokens, b.tokens] : [b.tokens, a.tokens];
    const bigSet = new Set(big);
    if (small.every((w) => bigSet.has(w))) return "refines";
    // Two descriptions sharing half their words and differing only in plain words ("unstable after
    // the last release" / "flaky after the latest release") are one description worded twice.
    const smallSet = new Set(small);
    const common = small.filter((w) => bigSet.has(w)).length;
    const differing = [...small.filter((w) => !bigSet.has(w)), ...big.filter((w) => !smallSet.has(w))];
    if (small.length >= 2 && common * 2 >= small.length && !differing.some(carriesValue)) return "refines";
    return "differs";
  }
  // A number against a name, a version against a word: read as details of different kinds.
  if ((a.kind === "version" && b.kind === "quantity") || (a.kind === "quantity" && b.kind === "version")) {
    const [va, vb] = [a.kind === "version" ? a.parts : [(a as { n: number }).n], b.kind === "version" ? b.parts : [(b as { n: number }).n]];
    return cmp(va, vb) === 0 ? "same" : "differs";
  }
  return "refines";
}

export const showValue = (v: Value) => v.raw.trim();

/** Dimensions whose values people convert between unit systems and round. */
const CONVERTED_DIMS = new Set(["mass", "speed"]);
/** The unit a quantity was written in ("48 km/h" → "km/h"). */
const unitOf = (raw: string) => raw.trim().replace(/^[~\d.,_\s]+/, "").toLowerCase();
/** Months on one side, days or weeks on the other, the days within the months' calendar span (28 to 31 days each). */
function monthsAgainstDays(a: { n: number; raw: string }, b: { n: number; raw: string }): boolean {
  const months = (raw: string) => /^(?:months?|mos?)$/.test(unitOf(raw));
  const days = (raw: string) => /^(?:d|days?|w|weeks?)$/.test(unitOf(raw));
  const [m, d] = months(a.raw) && days(b.raw) ? [a, b] : months(b.raw) && days(a.raw) ? [b, a] : [null, null];
  if (!m || !d) return false;
  const count = m.n / 2628000000;
  return d.n >= count * 28 * 86400000 && d.n <= count * 31 * 86400000;
}

/** Which scale a temperature was written in: "c" or "f". */
const temperatureScale = (raw: string) => (/f(?:ahrenheit)?\s*$|℉/i.test(raw) ? "f" : "c");

/** Two byte counts one of which is the other with some 1000s read as 1024s (2000 GiB vs 2 TiB). */
function decimalBinary(x: number, y: number): boolean {
  const [small, big] = x <= y ? [x, y] : [y, x];
  for (let k = 1; k <= 4; k++) if (Math.abs(small * 1.024 ** k - big) <= 1e-6 * big) return true;
  return false;
}

/** The path a value names, normalised ("in docs/." → "docs"), or null. */
function pathOf(raw: string): string | null {
  const m = /(?:^|\s)((?:~|\.{1,2})?[\\/]?[\w.@%-]+(?:[\\/][\w.@%-]*)+)/.exec(raw.trim());
  return m ? m[1].toLowerCase().replace(/[.,;:]+$/, "").replace(/[\\/]+$/, "") : null;
}

/** A word that can be a value by itself: a number, a known tool, a day or month, a boolean, an identifier. */
const carriesValue = (w: string) =>
  /\d|[_./@#]/.test(w) || categoryOf(w) !== null || TRUE_WORDS.has(w) || FALSE_WORDS.has(w) ||
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)/.test(w);

/**
 * A unit of measure right after a number ("12.5 Hz", "2.4 m³/h", "60 fps", "15 s"): the number is a quantity, so no
 * version ("samples at 12.5 Hz" is no version 12.5 of "samples"). A counted noun ("3 replicas") is not a unit here:
 * "Node 18 replicas" is rare, and "replicas" stays the version readers' own business.
 */
export function unitFollows(textAfter: string): boolean {
  const m = /^\s?([a-zµμ%°³]+(?:\/[a-z]+|3\/h)?)(?!\w)/i.exec(textAfter);
  if (!m) return false;
  // (parseQuantity takes a known unit's dimension from UNITS, and gives "count" to a bare scale like "k".)
  // (Round 16: a unit per something the table lacks, "3.3 V/cell", "10 GB/node", is still that unit: a number before it is no version.)
  const q = parseQuantity(`1 ${m[1]}`) ?? parseQuantity(`1 ${m[1].replace(/\/[a-z]+$/i, "")}`);
  return q?.kind === "quantity" && q.dim !== "count";
}
