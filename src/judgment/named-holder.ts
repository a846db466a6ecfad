/**
 * A name as the whole predicate (round 24b, issue 12): "The night dispatcher is Sam." / "The night dispatcher works
 * from home." (ad-u-033, the duplicate model's wrong merge out of fold at p 0.67). One side says only who (or which
 * named thing) holds a role; the other says something else of that role and never names the holder. They share the
 * role's words and nothing of their predicates, but the name is one or two words the model reads as "little differs".
 * A side that names the holder too ("Sam covers night dispatch") restates it and is kept. Asked of the duplicate
 * model's merges only (taste-guard.ts modelMergeGuard).
 */
import { alignedWords, sameWord } from "./synonym-duplicate";

/** "<role> is <Name>.": a role, then a capitalised name of one or two words and nothing after it. */
const NAMED = /^(.+?)\s+(?:is|are|=)\s+((?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*)?)\s*[.!]?$/;

function holderUnnamed(named: string, other: string): string | null {
  const m = NAMED.exec(named.trim());
  if (!m) return null;
  const role = alignedWords(m[1]);
  const name = alignedWords(m[2]);
  const ws = alignedWords(other);
  if (role.length === 0 || name.length === 0) return null;
  // The other side speaks of the same role…
  if (!role.every((r) => ws.some((w) => sameWord(r, w)))) return null;
  // …and never names its holder (a name said in full or shortened: "Sam" / "Samantha").
  if (name.some((n) => ws.some((w) => sameWord(n, w) || w.startsWith(n) || n.startsWith(w)))) return null;
  return `one side names who holds the role (${m[2]}), the other says another thing of it`;
}

/** Why one text names a role's holder and the other says a different property of the role, or null. */
export function namedHolderClash(a: string, b: string): string | null {
  return holderUnnamed(a, b) ?? holderUnnamed(b, a);
}
