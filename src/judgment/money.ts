/**
 * Amounts of money in any of the ways people write them (round 10, judgconf10): a symbol before the
 * number ("$5M", "€1,500"), an ISO code before or after it ("EUR 1,500", "2,000,000 USD"), or the
 * currency's name after it ("2500 euros"). Each is one amount in its currency, so "EUR 1,500" and
 * "1500 euros" are equal and "$5M" and "2,000,000 USD" differ; amounts in two currencies are read as
 * two dimensions (slot-reader.ts compares them as details, never as rivals: no exchange rates here).
 *
 * A bound word before an amount ("up to", "under", "above", "at least") makes it a limit on one side,
 * as slots.ts does for quantities; what is rejected or blocked beyond an amount is the limit itself.
 */
import type { Value } from "./values";
import { wordTable } from "./word-table";

export interface Money {
  value: Extract<Value, { kind: "quantity" }>;
  raw: string;
  at: number;
  bound?: "max" | "min";
}

const SYMBOLS: Record<string, string> = wordTable({ $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY" });
const CODES = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "NZD", "INR", "CNY", "SEK", "NOK", "DKK", "PLN", "BRL", "MXN", "SGD", "HKD", "ZAR"];
/** Currency names after a number; "pounds" is left out (a mass as often as money). */
const NAMES: Record<string, string> = wordTable({ euro: "EUR", euros: "EUR", dollar: "USD", dollars: "USD", yen: "JPY", francs: "CHF", rupees: "INR" });
const SCALE: Record<string, number> = wordTable({ k: 1e3, m: 1e6, mm: 1e6, bn: 1e9, b: 1e9, thousand: 1e3, million: 1e6, billion: 1e9 });

const NUM = String.raw`(\d[\d,_]*(?:\.\d+)?)(?:\s?([kK]|[mM]{1,2}|[bB][nN]?|thousand|million|billion)\b)?`;
const CODE = CODES.join("|");
// (Case matters for codes — "EUR", never "eur" inside a word — and not for names.)
const BEFORE = new RegExp(String.raw`(?<![\w$€£¥])(?:([$€£¥])\s?|(${CODE})\s)${NUM}(?![\w.,]\d|\s*%|[/}"'\x60])`, "g");
const AFTER = new RegExp(String.raw`(?<![\w.,$€£¥])${NUM}\s?(?:(${CODE})\b|([Ee]uros?|[Dd]ollars?|[Yy]en|[Ff]rancs|[Rr]upees)\b)`, "g");

const MAX_BEFORE = /(?:\bunder|\bbelow|\bless than|\bat most|\bup to|\bno more than|\bmax(?:imum)?|\bcapped at|\blimited to|<=?)\s*$/i;
const MIN_BEFORE = /(?:\bover|\babove|\bmore than|\bgreater than|\bat least|\bmin(?:imum)?|>=?)\s*$/i;
/** "rejects any order above 2,000,000 USD": the cap is the amount, not a floor of the amounts in use. */
const REJECT = /\b(?:reject\w*|block\w*|refus\w*|den(?:y|ies|ied)|forbid\w*|disallow\w*|declin\w*)\b[^.;]{0,50}$/i;

function amount(num: string, scale: string | undefined): number {
  return Number(num.replace(/[,_]/g, "")) * (scale ? SCALE[scale.toLowerCase()] ?? 1 : 1);
}

/** The amounts of money a text states, with where each starts. */
export function moneyOf(text: string): Money[] {
  const out: Money[] = [];
  const add = (n: number, currency: string, raw: string, at: number) => {
    if (!Number.isFinite(n) || out.some((m) => at < m.at + m.raw.length && m.at < at + raw.length)) return;
    const before = text.slice(Math.max(0, at - 24), at);
    const bounded = MAX_BEFORE.test(before) ? "max" as const : MIN_BEFORE.test(before) ? "min" as const : undefined;
    const bound = bounded && !REJECT.test(text.slice(Math.max(0, at - 70), at)) ? bounded : undefined;
    out.push({ value: { kind: "quantity", n, dim: `money:${currency}`, raw }, raw, at, ...(bound ? { bound } : {}) });
  };
  for (const m of text.matchAll(BEFORE)) add(amount(m[3], m[4]), m[1] ? SYMBOLS[m[1]] : m[2], m[0], m.index);
  for (const m of text.matchAll(AFTER)) {
    // "1 euro cent", "5 USD cents": the currency's hundredth.
    const cents = /^\s+cents?\b/i.exec(text.slice(m.index + m[0].length));
    add(amount(m[1], m[2]) / (cents ? 100 : 1), m[3] ?? NAMES[m[4].toLowerCase()], cents ? m[0] + cents[0] : m[0], m.index);
  }
  return out.sort((x, y) => x.at - y.at);
}
