/**
 * One identifier, two values (round 24): "seedvault's GBIF dataset key is 7c2f1a90-…" / "seedvault publishes to GBIF
 * under dataset key 1b9e44d2-…", "Our NORAD id for the cubesat is 58470." / "Track the cubesat with NORAD catalog
 * number 58741.", "… category code PRODUCE-01" / "… category code FV". An identifier is read by its shape (a token
 * with digits, a UUID or hex string, a code of capitals), standing where a value stands (after "is", ":", "=", or
 * straight after the words that name it) and ending its phrase (not "58470 requests"). What it identifies is the
 * words just before it. Two texts name one identifier when those words meet (besides "id", "key", "number", "code"),
 * every word of each side's naming is said somewhere in the other text but one, and the texts share a word besides the
 * ones the namings share (the thing identified: "cubesat"); the two values differ and neither holds the other.
 */
import { contentWords } from "./text";
import { lemma } from "./frames";
import { memoByText } from "./memo";

/** A value of identifier shape: a UUID, hex of 8+, a token with a digit (4+ chars), or capitals (2–12) with digits or dashes allowed. */
const ID_VALUE = /(?<![\w.@/:-])[`"']?((?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})|(?=[\w-]*\d)[A-Za-z0-9][\w-]{3,}[A-Za-z0-9]|[A-Z][A-Z0-9-]{1,11})[`"']?(?=\s*(?:$|[.,;)]|\s(?:in|for|and|—|–)\b))/g;
/** Words that say "identifier" without saying of what. */
const ID_NOUNS = new Set(["id", "ids", "key", "number", "no", "code", "identifier", "catalog"].map(lemma));
/** Words between the naming and the value that are no part of the naming. */
const LINK = /(?:\s+(?:is|are|was|=|of|to|under|with|as|:)\s*|\s*[:=]\s*|\s+)$/;

interface IdValue { value: string; naming: string[] }

/** Each identifier-shaped value of a text with the (up to three) content words before it that name it. */
const idValuesOf = memoByText((text: string): IdValue[] => {
  const out: IdValue[] = [];
  for (const m of text.matchAll(ID_VALUE)) {
    const value = m[1];
    // (A year, a time or a plain count of three digits or fewer is no identifier.)
    if (/^(?:19|20)\d\d$/.test(value) || /^\d{1,3}$/.test(value)) continue;
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    // (Capitals after a number are its unit: "32 GB", "3 TB".)
    if (/\d\s*$/.test(before)) continue;
    const clause = before.split(/[.;\n]\s|[.;\n]$|\n/).pop() ?? "";
    if (!LINK.test(clause)) continue;
    const naming = contentWords(clause).slice(-3).map(lemma).filter((w) => !/\d/.test(w));
    // (Capitals alone are an identifier only straight after a word that says so, "category code FV": "the printer SDK",
    // "over USB" name things, not values.)
    if (/^[A-Z]+$/.test(value) && !ID_NOUNS.has(naming[naming.length - 1] ?? "")) continue;
    if (naming.length) out.push({ value, naming });
  }
  return out;
});

const wordsOf = (text: string) => new Set(contentWords(text).map(lemma));

/** One identifier named alike on both sides with two different values, or null. */
export function identifierConflict(a: string, b: string): { subject: string; why: string; values: [string, string] } | null {
  const [ia, ib] = [idValuesOf(a), idValuesOf(b)];
  if (!ia.length || !ib.length) return null;
  const [wa, wb] = [wordsOf(a), wordsOf(b)];
  for (const x of ia) {
    for (const y of ib) {
      const v = [x.value.toLowerCase(), y.value.toLowerCase()];
      if (v[0].includes(v[1]) || v[1].includes(v[0])) continue;
      // (Either value said on the other side agrees with it.)
      if (wb.has(lemma(v[0])) || wa.has(lemma(v[1])) || b.toLowerCase().includes(v[0]) || a.toLowerCase().includes(v[1])) continue;
      const met = x.naming.filter((w) => !ID_NOUNS.has(w) && y.naming.includes(w));
      if (!met.length) continue;
      const unsaid = (naming: string[], other: Set<string>) => naming.filter((w) => !ID_NOUNS.has(w) && !other.has(w)).length;
      if (unsaid(x.naming, wb) > 1 || unsaid(y.naming, wa) > 1) continue;
      const subject = [...wa].filter((w) => wb.has(w) && !met.includes(w) && !ID_NOUNS.has(w) && w.length > 2);
      if (!subject.length) continue;
      return { subject: met.join(" "), why: `${met.join(" ")}: ${x.value} vs ${y.value}`, values: [x.value, y.value] };
    }
  }
  return null;
}
