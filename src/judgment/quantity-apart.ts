/**
 * One measured quantity stated two ways, wherever it stands in the sentence: inputs for the learned conflict model
 * (conflict-model.ts), not a reader that flags.
 *
 * Why: the difference features (difference-features.ts) see two numbers only when they fall in one swapped stretch
 * of the aligned words ("retries 3 times" / "retries 5 times"). The fresh halves' writers say one setting in two
 * sentence shapes and often in two units — "boarding speed limit: 8 knots alongside" / "comes alongside at no more
 * than 6 kn", "minimum observing block: 20 minutes" / "rejects requests shorter than 1800 s", "holds 450 L per
 * batch" / "capacity is 0.8 m³" — so no stretch pairs the two values and the rules find no shared slot. Across the
 * training halves this shape recurs in 21 halves (number_unit is the third-largest kind of missed conflict), but it
 * is no contradiction by itself: a span and a value inside it, two environments, two machines with two values are
 * its look-alikes (round 24: 261 non-conflicts count one noun two ways). So the reading goes to the trees, which
 * already see contexts and how much the two texts share, as a few numbers:
 *   - qty_apart: one dimension (time, length, bytes, temperature…; plain counts not) carries exactly one value on
 *     each side, after units are converted, and the two differ;
 *   - qty_apart_log_ratio: how far apart, |log10(a/b)| over 2 clipped to 1 (30 vs 45 min is near; 1 s vs 5 min is
 *     two scales of two things);
 *   - qty_bound_one_side: one side states its value as a bound ("under", "at most", "up to", "max") and the other
 *     does not (a limit against one observed amount is mostly a refinement);
 *   - qty_spans: some side states two or more values of the shared dimension (a span or a list).
 * Pure; memoised per text (the reading) and per pair (the features).
 */
import { BOUND_WORDS } from "./comparison-words";
import { memoByPair, memoByText } from "./memo";
import { compoundCardinals, quantitiesAsTokens, temperaturesAsTokens } from "./quantity-tokens";
import { wordTable } from "./word-table";

export const QUANTITY_APART_NAMES = ["qty_apart", "qty_apart_log_ratio", "qty_bound_one_side", "qty_spans"] as const;

interface Quantities { byDim: Map<string, number[]>; bounded: boolean }

const TOKEN = /\bq([a-z]+)q(n?)(\d+(?:p\d+)?)\b/g;
const BOUND = new RegExp(String.raw`\b(?:${BOUND_WORDS}|limit|cap(?:ped)?|caps)\b`, "i");

const NUMBER_WORDS: Record<string, number> = wordTable({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, ninety: 90,
});
const UNIT_AFTER_WORD = String.raw`(?=[\s-](?:seconds?|minutes?|hours?|days?|weeks?|kilos?|kilograms?|grams?|litres?|liters?|metres?|meters?|degrees?)\b)`;
const NUMBER_WORD = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join("|")})${UNIT_AFTER_WORD}`, "gi");

/**
 * Spellings the shared quantity reader (quantity-tokens.ts, which the duplicate paths use too) leaves unread, made
 * into ones it reads, for this reading only: thousands written with a separator ("2,000 gallons", "5 000 L"), a
 * number word before a unit ("a two-hour minimum"), knots and gallons (as km/h and litres), a capital L for litres,
 * a lower-case g for grams, and degrees without a scale (read as Celsius; an angle pair is still one quantity).
 */
const withUnitsSpelledOut = (text: string) =>
  compoundCardinals(text)
    .replace(/(?<![\d.,])(\d{1,3})(?:[,\u00a0\u202f ](\d{3}))+(?![\d,.]\d)/g, (all) => all.replace(/[,\u00a0\u202f ]/g, ""))
    .replace(NUMBER_WORD, (w) => String(NUMBER_WORDS[w.toLowerCase()]))
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(?:knots?|kts?|kn)\b/gi, (_, n: string) => `${Number((Number(n) * 1.852).toPrecision(12))} km/h`)
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(?:US\s+)?gal(?:lons?)?\b/gi, (_, n: string) => `${Number((Number(n) * 3.785411784).toPrecision(12))} litres`)
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*L\b/g, "$1 litres")
    .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*g\b(?![-/])/g, "$1 grams")
    .replace(/(?<![\w.])(-?\d+(?:\.\d+)?)\s*degrees?(?:\s+(celsius|fahrenheit|[CF])\b)?/gi, (_, n: string, scale?: string) => `${n} °${scale && /^f/i.test(scale) ? "F" : "C"}`);

/** The quantities a text states with a unit, by dimension (quantity-tokens.ts's canonical units), and whether it speaks of a bound. */
const quantitiesOf: (text: string) => Quantities = memoByText((text) => {
  const byDim = new Map<string, number[]>();
  for (const m of quantitiesAsTokens(temperaturesAsTokens(withUnitsSpelledOut(text))).matchAll(TOKEN)) {
    const n = (m[2] ? -1 : 1) * Number(m[3].replace("p", "."));
    const list = byDim.get(m[1]) ?? byDim.set(m[1], []).get(m[1])!;
    if (!list.some((x) => sameAmount(x, n))) list.push(n);
  }
  return { byDim, bounded: BOUND.test(text) };
});

const sameAmount = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));

/** The features of a pair, in QUANTITY_APART_NAMES order. */
export const quantityApart: (a: string, b: string) => number[] = memoByPair(quantitiesApart);

function quantitiesApart(a: string, b: string): number[] {
  const [qa, qb] = [quantitiesOf(a), quantitiesOf(b)];
  const shared = [...qa.byDim.keys()].filter((d) => qb.byDim.has(d));
  if (!shared.length) return [0, 0, 0, 0];
  const spans = shared.some((d) => qa.byDim.get(d)!.length > 1 || qb.byDim.get(d)!.length > 1);
  let apart = 0;
  let logRatio = 0;
  for (const d of shared) {
    const [va, vb] = [qa.byDim.get(d)!, qb.byDim.get(d)!];
    if (va.length !== 1 || vb.length !== 1 || sameAmount(va[0], vb[0])) continue;
    apart = 1;
    const [x, y] = [Math.abs(va[0]), Math.abs(vb[0])];
    logRatio = Math.max(logRatio, x > 0 && y > 0 ? Math.min(1, Math.abs(Math.log10(x / y)) / 2) : 1);
  }
  return [apart, logRatio, Number(qa.bounded !== qb.bounded), Number(spans)];
}
