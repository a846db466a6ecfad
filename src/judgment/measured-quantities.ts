/**
 * Every measured quantity a text states, wherever it stands and however it is written, and whether two texts state
 * quantities of one dimension that differ. For the learned conflict model (conflict-model.ts).
 *
 * Why: the difference features (difference-features.ts) compare values only where the two word lists align, in one
 * swapped stretch. Half W's open conflicts state one amount in two notations and two sentence shapes ("jobs may run
 * up to 72 hours" / "MaxTime is two days", "Cache-Control max-age=86400" / "cached for one hour", "timeout_ms=45000" /
 * "a 30 s timeout"), where the two values never meet in one stretch. Two texts that each state a duration (a size, a
 * frequency…) and share no amount of it are one property with two values far more often than two texts that share
 * one; which one of them is a conflict is left to the trees (a shared subject, a context word on one side).
 *
 * Read here: a number and its unit ("30 s", "2 GiB", "128 kbps"), a number in words and its unit ("one hour",
 * "two weeks", "an hour"), a unit named by a key's last word ("timeout_ms=45000", "ttlSeconds: 30") or by a comment
 * after the value ("= 3600  # seconds"). Counts are left out: "3 retries" / "5 workers" are counts of different
 * nouns as often as not, and the pair features already compare numbers. Single letters that are more often another
 * unit or a word are left out as in quantity-tokens.ts ("m": minutes or metres; "g", "t", "n", "x", "a", "w").
 * Pure; memoised per text.
 */
import { memoByPair, memoByText } from "./memo";
import { parseQuantity, relation, type Value } from "./values";

type Quantity = Extract<Value, { kind: "quantity" }>;

/** Letters that are another unit or a word more often than the unit values.ts reads them as. */
const AMBIGUOUS_UNITS = new Set(["m", "g", "t", "n", "x", "a", "w", "b", "k"]);
const NUMBER = String.raw`\d[\d,_]*(?:\.\d+)?`;
const SPELLED: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90 };
/** A number and the unit after it: "30 s", "45000ms", "2 GiB"; in words, a space before the unit: "one hour", "an hour". */
const WITH_UNIT = new RegExp(String.raw`(?<![\w.])(${NUMBER})[\s-]?([A-Za-zµμ%][A-Za-z/³]*)|\b(${Object.keys(SPELLED).sort((x, y) => y.length - x.length).join("|")})\s+([A-Za-z]+)`, "gi");
/** A key, then its number: the key's last word may be the unit ("timeout_ms = 45000", "ttlSeconds: 30"). */
const KEYED = new RegExp(String.raw`([A-Za-z][\w.-]{0,60})\s*["'\`]?\s*[:=]\s*["'\`]?\s*(${NUMBER})(?![\w.])([^\n]{0,30})`, "g");
const COMMENT_UNIT = /^\s*(?:#|\/\/)\s*(?:in\s+)?([A-Za-z]+)/;

/** A number and a unit word as a measured quantity (not a count), or null. */
function measured(n: string, unit: string): Quantity | null {
  const u = unit.toLowerCase();
  if (AMBIGUOUS_UNITS.has(u)) return null;
  const amount = SPELLED[n.toLowerCase()] ?? Number(n.replace(/[,_]/g, ""));
  if (!Number.isFinite(amount)) return null;
  // (Plural or singular, "hour" / "hours": values.ts lists most units both ways, not all.)
  for (const w of [u, `${u}s`]) {
    const q = parseQuantity(`${amount} ${w}`);
    if (q?.kind === "quantity" && q.dim !== "count") return { ...q, raw: `${n} ${unit}` };
  }
  return null;
}

/** The last word of a key ("timeout_ms" → "ms", "ttlSeconds" → "seconds"), or null for a one-word key. */
function keyTail(key: string): string | null {
  const parts = key.replace(/([a-z])([A-Z])/g, "$1 $2").split(/[\s_.-]+/).filter(Boolean);
  return parts.length >= 2 ? parts[parts.length - 1] : null;
}

/** The measured quantities `text` states, in the order read. */
export const measuredQuantities: (text: string) => Quantity[] = memoByText((text) => {
  const out: Quantity[] = [];
  for (const m of text.matchAll(WITH_UNIT)) {
    const q = m[1] ? measured(m[1], m[2]) : measured(m[3], m[4]);
    if (q) out.push(q);
  }
  for (const m of text.matchAll(KEYED)) {
    const tail = keyTail(m[1]);
    const comment = COMMENT_UNIT.exec(m[3])?.[1];
    // (A unit right after the number was read above: "timeout: 30 s".)
    if (/^\s*[A-Za-zµμ%]/.test(m[3]) && !comment) continue;
    const q = (comment && measured(m[2], comment)) || (tail && measured(m[2], tail));
    if (q) out.push(q);
  }
  return out;
});

export const MEASURED_QUANTITY_NAMES = ["quantity_dim_differs", "quantity_dim_agrees", "quantity_dims_one_side"] as const;

/**
 * In MEASURED_QUANTITY_NAMES order: some dimension both texts measure with no amount in common (every pair of its
 * amounts differs); some dimension both measure with an amount in common; some dimension only one text measures.
 */
export const measuredQuantityFeatures: (a: string, b: string) => number[] = memoByPair((a, b) => {
  const [qa, qb] = [measuredQuantities(a), measuredQuantities(b)];
  const dims = new Set([...qa, ...qb].map((q) => q.dim));
  let differs = 0, agrees = 0, oneSide = 0;
  for (const d of dims) {
    const [xa, xb] = [qa.filter((q) => q.dim === d), qb.filter((q) => q.dim === d)];
    if (!xa.length || !xb.length) {
      oneSide = 1;
      continue;
    }
    if (xa.some((x) => xb.some((y) => relation(x, y) === "same"))) agrees = 1;
    else differs = 1;
  }
  return [differs, agrees, oneSide];
});
