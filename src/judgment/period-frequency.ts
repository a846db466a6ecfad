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
  const rivals = other.flatMap((v) => (v.kind === "frequency" && typeof v.value !== "string" && v.value.kind === "quantity" && v.value.n > 0 ? [v.value.n] : []));
  if (!rivals.length) return [];
  const out: T[] = [];
  for (const v of own) {
    if (v.kind !== "time" || typeof v.value === "string" || v.value.kind !== "quantity") continue;
    const ms = v.value.n;
    if (!(ms > 0) || ms > LONGEST_PERIOD_MS || !PERIOD_BEFORE.test(text.slice(Math.max(0, v.at - 50), v.at))) continue;
    // One step of the last written digit, in milliseconds: "33 ms" → 1 ms, "0.5 s" → 100 ms.
    const written = Number(/\d[\d,_]*(?:\.\d+)?/.exec(v.raw)?.[0].replace(/[,_]/g, "") ?? NaN);
    const step = written > 0 ? lastDigitStep(v.raw) * (ms / written) : 0;
    const hz = rivals.find((f) => Math.abs(1000 / f - ms) <= step) ?? 1000 / ms;
    out.push({ ...v, kind: "frequency", value: { kind: "quantity", n: hz, dim: "frequency", raw: v.raw } });
  }
  return out;
}
