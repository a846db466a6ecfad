/**
 * One quantity, one token, however it is written: the number reading behind `comparable` (similarity.ts), which
 * the duplicate paths, the meaning path's "different numbers" blocker and the learned merge's `numbers_each_new`
 * all compare by string. A quantity written in a unit the reader did not know ("20 kHz" / "20000 Hz", "3.6 Ah" /
 * "3600 mAh", "0.5 km" / "500 m"), with a decimal prefix where the other side uses a binary one ("2 TB" / "2000 GB",
 * "102 KB" / "102,000 bytes"), in degrees of the other scale ("5 °C" / "41 °F"), as a compound number word
 * ("twenty-five minutes" / "25 min") or as a multiple said in words ("twice as likely" / "two times more likely")
 * was read as a number one side has and the other lacks: a new value, so no merge. Each spelling here is the
 * same amount, so a value that really differs still differs.
 */
import { parseQuantity } from "./values";
import { wordTable } from "./word-table";

const TENS: Record<string, number> = wordTable({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 });
const ONES: Record<string, number> = wordTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 });
const COMPOUND = new RegExp(String.raw`\b(${Object.keys(TENS).join("|")})[- ](${Object.keys(ONES).join("|")})\b`, "gi");

/** "twenty-five" and "twenty five" are 25 (the single words are read by the caller's own table). */
export const compoundCardinals = (text: string) => text.replace(COMPOUND, (_, t: string, o: string) => String(TENS[t.toLowerCase()] + ONES[o.toLowerCase()]));

/** A share of a population is a percentage of it: "half of the units" / "50% of the units" (before "half" is read as a factor). */
export const sharesAsPercents = (text: string) => text.replace(/\bhalf\s+(?=of\b)/gi, "50% ").replace(/\ba\s+quarter\s+(?=of\b)/gi, "25% ");

/** A multiple before a comparison is a factor, as "twice" is: "2 times more likely" = "2x as likely" (not a count of events: "retries 3 times" stays). */
export const multiplesAsFactors = (text: string) =>
  text.replace(/\b(\d+(?:\.\d+)?)\s+times\s+(?=(?:as|more|less|fewer|faster|slower|larger|smaller|bigger|higher|lower|longer|shorter)\b)/gi, "$1x ");

/** Degrees of either scale as tenths of a degree Celsius: "-15 °C" = "5 °F". */
const TEMPERATURE = /(?<![\w.])(-|−)?(\d+(?:\.\d+)?)\s*°\s*([CF])\b/g;
export const temperaturesAsTokens = (text: string) =>
  text.replace(TEMPERATURE, (_, minus: string | undefined, n: string, scale: string) => {
    const v = (minus ? -1 : 1) * Number(n);
    return ` ${token("temperature", scale.toUpperCase() === "F" ? ((v - 32) * 5) / 9 : v)} `;
  });

/**
 * Units read after a number (time, bytes and the other dimensions values.ts knows). Left out where a letter is a
 * word or another unit more often: a bare "m" (minutes or metres), "g" ("5G"), "t", "n", "x", "a", "w" and "W".
 * Longer spellings first so that "kbps" is not read as "kb".
 */
const UNIT_WORDS = [
  "milliseconds?", "ms", "ns", "µs", "seconds?", "secs?", "s", "minutes?", "mins?", "hours?", "hrs?", "h", "days?", "d", "weeks?", "w",
  "kilobytes?", "megabytes?", "gigabytes?", "terabytes?", "bytes?", "kib", "kb", "mib", "mb", "gib", "gb", "tib", "tb", "b",
  "ghz", "mhz", "khz", "hz", "gbps", "mbps", "kbps", "bps", "gbit/s", "mbit/s", "kbit/s",
  "mah", "ah", "ma", "µa", "μa", "mv", "kv", "v", "volts?", "kwh", "wh", "kw", "watts?",
  "mg", "kg", "lbs?", "tonnes?", "km/h", "kph", "mph", "m/s", "km", "cm", "mm", "µm", "μm", "fps", "l/min", "l/h", "m³/h",
  // Volumes ("12 m³" = "12,000 litres"); a bare "l" is left out (a list item, a size letter).
  "m³", "litres?", "liters?", "ml",
];
/** Units spelled out, as the dimension and the factor values.ts gives their short forms ("30 frames per second" = "30 fps"). */
const SPELLED_UNITS: Record<string, [string, number]> = wordTable({
  "frames per second": ["framerate", 1], "bits per second": ["bitrate", 1], "kilobits per second": ["bitrate", 1e3], "megabits per second": ["bitrate", 1e6], "gigabits per second": ["bitrate", 1e9],
  hertz: ["frequency", 1], kilohertz: ["frequency", 1e3], megahertz: ["frequency", 1e6], gigahertz: ["frequency", 1e9],
  milliamps: ["current", 1e3], milliamperes: ["current", 1e3], millivolts: ["voltage", 1], kilowatts: ["power", 1e3], kilowatt: ["power", 1e3],
  grams: ["mass", 1], kilograms: ["mass", 1e3], kilos: ["mass", 1e3],
  metres: ["length", 1], meters: ["length", 1], metre: ["length", 1], meter: ["length", 1], kilometres: ["length", 1e3], kilometers: ["length", 1e3],
  centimetres: ["length", 1e-2], centimeters: ["length", 1e-2], millimetres: ["length", 1e-3], millimeters: ["length", 1e-3],
});
const SPELLED = Object.keys(SPELLED_UNITS).sort((x, y) => y.length - x.length).map((u) => u.replace(/ /g, "\\s+"));
const QUANTITY_WITH_UNIT = new RegExp(String.raw`(?:\b(?:after|within|for|every)\s+)?(?<![\w.])(\d+(?:\.\d+)?)[\s-]?(${[...SPELLED, ...UNIT_WORDS].join("|")})(?![\w/³])`, "gi");

/** Byte units by their power of 1000 or 1024, and whether the unit says binary outright ("MiB"). */
const BYTE_LEVEL: Record<string, [number, boolean]> = wordTable({
  b: [0, false], byte: [0, false], bytes: [0, false], kb: [1, false], kib: [1, true], mb: [2, false], mib: [2, true], gb: [3, false], gib: [3, true], tb: [4, false], tib: [4, true],
  kilobyte: [1, false], kilobytes: [1, false], megabyte: [2, false], megabytes: [2, false], gigabyte: [3, false], gigabytes: [3, false], terabyte: [4, false], terabytes: [4, false],
});

/**
 * A byte amount stepped up to the next unit while its number is whole and at least 1000: by 1024 where it divides,
 * else by 1000 where that leaves at most one decimal ("2000 GB" → 2 TB, "1500 KB" → 1.5 MB, "102000 bytes" → 102 KB;
 * "2048 MB" → 2 GB, "1536 KB" stays, as "1.5 MB" read in 1024s), then in bytes as 1024-based units.
 * People write the same disk or buffer both ways; a value whose number differs in both readings still differs.
 */
export function canonicalBytes(n: number, unit: string): number {
  let [level, binaryOnly] = BYTE_LEVEL[unit] ?? [0, false];
  while (level < 4 && n >= 1000 && Number.isInteger(n)) {
    if (n % 1024 === 0) n /= 1024;
    else if (!binaryOnly && n % 100 === 0) n /= 1000;
    else break;
    level++;
  }
  return n * 1024 ** level;
}

/** A quantity as one opaque word: `q<dimension>q<number>`, a decimal point as "p", a minus as "n" (similarity.ts reads it back as "dimension:number"). */
export function token(dim: string, n: number): string {
  // (Twelve digits drop a float's noise, 18 km/h = 5.000000000000001 m/s; a whole number stays exact.)
  const rounded = Number.isInteger(n) ? n : Number(n.toPrecision(12));
  return `q${dim}q${rounded < 0 ? "n" : ""}${String(Math.abs(rounded)).replace(".", "p")}`;
}

/**
 * Every number with a unit as its token ("30000ms" stemmed would be "30000m", thirty thousand minutes). A frequency is
 * read as its period, in values.ts's time unit (ms): one cycle is said both ways, "frames every 20 ms" / "frames at
 * 50 Hz", "clock period 20 ns" / "50 MHz clock" (round 21); two frequencies still meet or differ as before.
 */
export const quantitiesAsTokens = (text: string) =>
  text.replace(QUANTITY_WITH_UNIT, (all, n: string, u: string) => {
    const unit = u.toLowerCase().replace(/\s+/g, " ");
    const spelled = SPELLED_UNITS[unit];
    const q = spelled ? { kind: "quantity" as const, dim: spelled[0], n: Number(n) * spelled[1] } : parseQuantity(`${n}${unit}`);
    if (!q || q.kind !== "quantity" || /e/.test(String(q.n))) return all;
    // (A period too short to write without an exponent, a GHz clock's, stays a frequency: its token would split.)
    if (q.dim === "frequency" && q.n > 0 && !/e/.test(String(Number((1000 / q.n).toPrecision(12))))) return ` ${token("time", 1000 / q.n)} `;
    const amount = q.dim === "bytes" ? canonicalBytes(Number(n), unit) : q.n;
    return ` ${token(q.dim, amount)} `;
  });
