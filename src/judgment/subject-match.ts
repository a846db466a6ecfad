/**
 * Round 7: one subject named two ways. The typed slot reader (slot-reader.ts) joins two values of one kind
 * when their slot words — the words around each value — overlap; people name one slot in words that overlap
 * only partly ("embedding model for RAG" / "retrieval uses … for embeddings"), abbreviate a word the other
 * spells out ("recon" / "reconciliation", "constr/" / "constraints"), or put the slot's name inside the value
 * on one side ("the xdc lives at …" / "constraints file = constr/arty.xdc"). Here a shared word counts by how
 * rare it is across developers' memories (word-rarity.ts, generated from the training halves' texts): one
 * rare word ("leaderboard", "checkpoint") is evidence of one subject, two common ones ("service", "timeout")
 * are not. Pure; the rarity table is read once at module load.
 */
import { RARITY_TEXTS, WORD_DF_TABLE } from "./word-rarity";

const DF = new Map<string, number>();
{
  const t = WORD_DF_TABLE.split(" ");
  for (let i = 0; i + 1 < t.length; i += 2) DF.set(t[i], Number(t[i + 1]));
}

/** ln(texts / texts with the word): 0 for a word in every text, ln(texts) for one never seen twice. */
export const rarity = (w: string): number => Math.log(RARITY_TEXTS / (DF.get(w) ?? 1));

/** One word an abbreviation of the other: a prefix of at least four letters ("recon" / "reconciliation", "eval" / "evalkit"). */
export function abbreviates(x: string, y: string): boolean {
  const [s, l] = x.length <= y.length ? [x, y] : [y, x];
  return s.length >= 4 && l.length > s.length && l.startsWith(s);
}

export interface SharedSlot { words: string[]; weight: number; ratio: number }

/**
 * The words `xs` and `ys` share (equal, or one abbreviating the other), their summed rarity, and that
 * weight over the smaller side's whole weight (how much of the thinner slot is shared). `xv`/`yv`: words
 * of each side's value, which meet the other side's slot words only (two values sharing a word are
 * compared as values, not as slots).
 */
export function sharedSlot(xs: Set<string>, ys: Set<string>, xv: Set<string> = new Set(), yv: Set<string> = new Set()): SharedSlot {
  const words: string[] = [];
  let weight = 0;
  const met = (w: string, other: Set<string>) => {
    if (other.has(w)) return w;
    for (const o of other) if (abbreviates(w, o)) return w.length <= o.length ? w : o;
    return null;
  };
  for (const w of xs) {
    const m = met(w, ys) ?? met(w, yv);
    if (m && !words.includes(m)) {
      words.push(m);
      weight += Math.min(rarity(w), rarity(m));
    }
  }
  for (const w of xv) {
    const m = met(w, ys);
    if (m && !words.includes(m)) {
      words.push(m);
      weight += Math.min(rarity(w), rarity(m));
    }
  }
  const total = (s: Set<string>) => [...s].reduce((n, w) => n + rarity(w), 0);
  const thinner = Math.min(total(xs), total(ys)) || 1;
  return { words, weight, ratio: Math.min(1, weight / thinner) };
}
