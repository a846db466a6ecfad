/**
 * One cycle said as a period on one side and as a frequency on the other (round 10, judgconf10):
 * "tick rate: 60 Hz" / "the server simulates a tick every 33 ms", "lidar scan rate 20 Hz" / "publishes
 * /scan every 100 ms". A period is the frequency's inverse, so a period the text marks as one ("every",
 * "each", a "cycle", "period" or "interval") is read as a frequency too, and the two compare as one kind.
 *
 * People round the inverse ("every 16 ms" for 60 Hz is 16.67 ms): a period within one step of its last
 * written digit of the other side's 1 / f is that frequency exactly, so only a period that cannot be the
 * other's frequency rounded reads as a rival value.
 *
 * Kept apart from slot-reader.ts (which calls it with both texts' typed values) so it depends on nothing
 * there: the values are taken structurally.
 */
import type { Value } from "./values";
import { wordTable } from "./word-table";

/** The fields of a typed value this reader needs (slot-reader.ts's TypedValue has them). */
interface TypedLike {
  kind: string;
  value: Value | string;
  raw: string;
  at: number;
}

/** Words before a duration that make it the length of one cycle. */
const PERIOD_BEFORE = /(?:\b(?:every|each)\s+(?:~|about\s+|around\s+)?$|\b(?:cycle|period|interval)\b[^.;!?\n\d]{0,30}$)/i;
/**
 * Words that make a duration the length of one frame (round 16): a "frame budget" or "frame time" is the inverse of a
 * frame rate, "33.3 ms" of "30 fps", so it meets a rate in fps as the period above meets one in Hz.
 */
const FRAME_PERIOD_BEFORE = /\bframe[-\s]?(?:time|budget|interval|period)s?\b[^.;!?\n\d]{0,30}$/i;
const FRAME_PERIOD_AFTER = /^\s*(?:per|a|each|\/)\s*frame\b/i;

/**
 * A period's frequency is compared only where Hz is how people write it: cycles of up to ten seconds.
 * A longer period beside a frequency ("scans at 20 Hz" / "the driver restarts every 10 minutes") is
 * another event of the same system, not the cycle written the other way.
 */
const LONGEST_PERIOD_MS = 10_000;

/** The step of the last digit written in a number ("33" → 1, "16.7" → 0.1, "0.25" → 0.01). */
function lastDigitStep(raw: string): number {
  const num = /\d[\d,_]*(?:\.(\d+))?/.exec(raw);
  return num?.[1] ? 10 ** -num[1].length : 1;
}

/**
 * The durations of `text` (its typed values `own`) that say a period, as frequencies in Hz, when the
 * other text (`other`) states a frequency: what `own` would hold had it been written in Hz.
 */
export function periodsAsFrequencies<T extends TypedLike>(text: string, own: T[], other: T[]): T[] {
  return [...asRate(text, own, other, "frequency", PERIOD_BEFORE), ...asRate(text, own, other, "framerate", FRAME_PERIOD_BEFORE, FRAME_PERIOD_AFTER)];
}

/** The durations of `own` that `before` (or `after`) marks as one cycle, read as rates of `dim` against the other's. */
function asRate<T extends TypedLike>(text: string, own: T[], other: T[], dim: "frequency" | "framerate", before: RegExp, after?: RegExp): T[] {
  const rivals = other.flatMap((v) => (v.kind === dim && typeof v.value !== "string" && v.value.kind === "quantity" && v.value.n > 0 ? [v.value.n] : []));
  // (Where the other side states a frame time too, the two durations compare as they are: its rate in parentheses
  // restates its own period, "below 8.3 ms (120 fps)", and a bound on the period is not one on the rate.)
  if (!rivals.length || (dim === "framerate" && other.some((v) => v.kind === "time"))) return [];
  const out: T[] = [];
  for (const v of own) {
    if (v.kind !== "time" || typeof v.value === "string" || v.value.kind !== "quantity") continue;
    const ms = v.value.n;
    const marked = before.test(text.slice(Math.max(0, v.at - 50), v.at)) || Boolean(after?.test(text.slice(v.at + v.raw.length)));
    if (!(ms > 0) || ms > LONGEST_PERIOD_MS || !marked) continue;
    // One step of the last written digit, in milliseconds: "33 ms" → 1 ms, "0.5 s" → 100 ms.
    const written = Number(/\d[\d,_]*(?:\.\d+)?/.exec(v.raw)?.[0].replace(/[,_]/g, "") ?? NaN);
    const step = written > 0 ? lastDigitStep(v.raw) * (ms / written) : 0;
    const hz = rivals.find((f) => Math.abs(1000 / f - ms) <= step) ?? 1000 / ms;
    out.push({ ...v, kind: dim, value: { kind: "quantity", n: hz, dim, raw: v.raw } });
  }
  return out;
}

/** How many times a spelled count says ("once", "twice", "four times", "3 times"). */
const TIMES: Record<string, number> = wordTable({ once: 1, twice: 2, thrice: 3, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, twelve: 12 });
const UNIT_MS: Record<string, number> = wordTable({ second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 });
/** Units a period is written back in, largest first: the first that holds it a whole number of times (or to a tenth). */
const WRITE_IN: [string, number][] = [["w", 604_800_000], ["d", 86_400_000], ["h", 3_600_000], ["min", 60_000], ["s", 1000], ["ms", 1]];

/**
 * A cycle said as a count in words (round 16): "four times a day", "twice per second", "3 times an hour", "once a
 * minute", "every second". Each is the period it names ("every 6 h", "every 500 ms", "every 1 min"), written back
 * over the same characters, so that the quantity reader meets it as the duration it is. Without this, "four times a
 * day" read as a plain "1 day" beside an "every 6 hours" that says the same thing. A count of something else per unit
 * ("three retries per session", "120 requests per second") is not a cycle of the text's subject: only "times" and
 * the adverbs once / twice / thrice are read.
 */
export const SPELLED_CYCLE = /\b(?:(once|twice|thrice)|(two|three|four|five|six|ten|twelve|\d{1,3})\s+times)\s+(?:a|an|per|each|every)\s+(second|minute|hour|day|week)\b|\bevery\s+(second|minute|hour|day|week)\b(?!\s*(?:or|and)\b)/gi;

export function spelledCyclesAsPeriods(text: string): string {
  return text.replace(SPELLED_CYCLE, (all: string, adverb?: string, count?: string, unit?: string, bare?: string) => {
    const times = bare ? 1 : TIMES[(adverb ?? count ?? "").toLowerCase()] ?? Number(count);
    const ms = UNIT_MS[(unit ?? bare)!.toLowerCase()] / times;
    if (!(times > 0) || !(ms > 0)) return all;
    const [u, size] = WRITE_IN.find(([, s]) => ms >= s && Math.abs(ms / s - Math.round((ms / s) * 10) / 10) < 1e-9) ?? ["ms", 1];
    const period = `${Math.round((ms / size) * 10) / 10} ${u}`;
    // (Same length or shorter, padded: the readers' positions stay those of the text.)
    const written = `every ${period}`.length <= all.length ? `every ${period}` : period;
    return written.length <= all.length ? written.padEnd(all.length) : all;
  });
}
