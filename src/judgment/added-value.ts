/**
 * A refinement that adds a value (session 27, a-r-011): "Image uploads are limited to 10 MB." / "Avatar uploads are
 * capped at 2 MB (a stricter limit than the general 10 MB image limit)." The second text restates the first's value
 * and states one more of the same kind for a narrower subject. No value kind holds a value on each side only, so the
 * merge guard (value-clash.ts) passes it, and the learned models read two close texts sharing "10 MB". But a merge
 * keeps one text: dropping the first loses nothing, dropping the second loses the narrower limit. A pair where one
 * side states every value of a kind the other states and one more of it is a refinement, not one memory said twice.
 * Read for learned merges only (compare.ts learnedMergeClash): the rule paths already require no new value.
 */
import { type Slot, slotsOf } from "./slots";
import { relation } from "./values";

/** Asserted, current quantities: the values a restatement keeps. */
const quantities = (text: string) => slotsOf(text).filter((s) => s.polarity === 1 && !s.old && s.value.kind === "quantity");
/** Only values written in digits are compared: "a month", "an hour" (the slot's raw is normalised: read where it starts in the text) are read on one side and not in the other's wording ("2 days per month" / "two days a month", l-d-030; "another hour" / "about an hour", ac-d-018). */
const inDigits = (text: string) => (s: Slot) => /^[-−+~$€£¥]?\d/.test(text.slice(s.start));
/**
 * A measure with its unit ("2 MB", "30 days", "06:00", "12%"): counts and ports are left out, as is a bare number a
 * range lends its unit ("30 or 90 days"). A key/value line reads "partitions=24, replication.factor=3" as two counts
 * of partitions and the sentence "24 partitions and a replication factor of 3" as one (q-d-036, s-d-040): one side
 * would seem to add a count it only read another way.
 */
const measured = (s: Slot) => !s.key.startsWith("count") && s.key !== "port" && /[^\d\s.,]/.test(s.raw);
const saidIn = (x: Slot, ys: Slot[]) => ys.some((y) => relation(x.value, y.value) !== "differs");

/** Why one text adds a value to the other's (the added value, and the one both state), or null. */
export function addedValue(a: string, b: string): string | null {
  const [qa, qb] = [quantities(a).filter((s) => measured(s) && inDigits(a)(s)), quantities(b).filter((s) => measured(s) && inDigits(b)(s))];
  if (!qa.length || !qb.length) return null;
  for (const key of new Set(qa.map((s) => s.key))) {
    const [xa, xb] = [qa.filter((s) => s.key === key), qb.filter((s) => s.key === key)];
    if (!xb.length) continue;
    const [onlyA, onlyB] = [xa.filter((x) => !saidIn(x, xb)), xb.filter((y) => !saidIn(y, xa))];
    // (A value on each side only is value-clash.ts's; the same values on both sides are a restatement.)
    if (onlyA.length && !onlyB.length) return `one side adds a value to the other's (${onlyA[0].raw} beside ${xb[0].raw})`;
    if (onlyB.length && !onlyA.length) return `one side adds a value to the other's (${onlyB[0].raw} beside ${xa[0].raw})`;
  }
  return null;
}
