/**
 * Who is bound to what (issue 12, session 15): "Alice reviews frontend PRs, Bob reviews backend PRs." and
 * the same with the names swapped share every word (Jaccard 1.00), yet say opposite things. The meaning is
 * in the binding: which fillers stand in the same clause. A text of parallel clauses — clauses that share a
 * frame word ("reviews … PRs") and differ in their fillers — binds each filler to the others of its clause;
 * two texts that use the same fillers but bind them differently ("alice" with "frontend" on one side, with
 * "backend" on the other) are not one memory. A list reordered ("Postgres, Redis and Kafka" / "Kafka,
 * Postgres and Redis") or a pair said the other way round ("A and B" / "B and A") has no parallel clauses
 * and binds nothing. It never adds a conflict: it only stops a merge.
 */
import { alignedWords } from "./synonym-duplicate";
import { memoByPair, memoByText } from "./memo";
import { stemWord } from "./values";

/** Clause breaks between parallel statements: punctuation, and conjunctions that join two statements. */
const CLAUSE_BREAK = /[,;\n]+\s*|\.\s+|\s+(?:and|while|whereas|but)\s+/i;
/** A pair written as a binding inside one clause: "Alice: frontend", "Alice → frontend", "alice = frontend". */
const PAIRED = /\S\s*(?::|→|->|=>|=)\s*\S/;
const PAIR_MARKS = /\s*(?::|→|->|=>|=)\s*/g;
const marks = (clause: string) => clause.match(PAIR_MARKS)?.length ?? 0;

/** A list's header ("Owners: billing → Dana, search → Lee"): the first clause has one pair mark more than the next; its head binds to nothing. */
function withoutHeader(parts: string[]): string[] {
  if (parts.length < 2 || marks(parts[0]) !== marks(parts[1]) + 1 || marks(parts[1]) < 1) return parts;
  return [parts[0].replace(/^[^:→=>-]*(?::|→|->|=>|=)\s*/, ""), ...parts.slice(1)];
}

interface Clause { words: Set<string>; paired: boolean }

/** A text's clauses as sets of stemmed content words (the aligned words, so synonyms and forms are canonical). Memoised. */
const clausesOf: (text: string) => Clause[] = memoByText((text) =>
  withoutHeader(text.split(CLAUSE_BREAK)).map((c) => ({ words: new Set(alignedWords(c).map(stemWord)), paired: PAIRED.test(c) })).filter((c) => c.words.size > 0));

/**
 * The fillers of a text's parallel clauses, each with the clause it stands in: a clause is parallel when it
 * shares a word with another clause (the frame) or, like another clause, pairs two things with ":" or an
 * arrow; its fillers are the words no other clause has.
 */
function bindings(text: string): Map<string, number> {
  const clauses = clausesOf(text);
  const pairs = clauses.filter((c) => c.paired).length;
  const out = new Map<string, number>();
  clauses.forEach((c, i) => {
    const others = clauses.filter((_, j) => j !== i).map((o) => o.words);
    const shared = [...c.words].filter((w) => others.some((o) => o.has(w)));
    const own = [...c.words].filter((w) => !others.some((o) => o.has(w)));
    if (!own.length || (!shared.length && !(c.paired && pairs >= 2))) return;
    for (const w of own) out.set(w, i);
  });
  return out;
}

/** Why two texts bind the same fillers differently ("alice+frontend / alice+backend"), or null. Memoised per pair. */
export const roleSwap: (a: string, b: string) => string | null = memoByPair(readRoleSwap);

function readRoleSwap(a: string, b: string): string | null {
  const [ba, bb] = [bindings(a), bindings(b)];
  if (ba.size < 2 || bb.size < 2) return null;
  // A swap keeps the shape: the same fillers in as many parallel clauses on each side. A paraphrase
  // that regroups its clauses ("skips rows with no SKU, and logs each" / "each skipped row is logged;
  // rows without a SKU get skipped") moves words between clauses of another shape and is left alone.
  const both = [...ba.keys()].filter((w) => bb.has(w));
  if (both.length !== ba.size || both.length !== bb.size || new Set(ba.values()).size !== new Set(bb.values()).size) return null;
  for (let i = 0; i < both.length; i++) {
    for (let j = i + 1; j < both.length; j++) {
      const [x, y] = [both[i], both[j]];
      const togetherA = ba.get(x) === ba.get(y);
      const togetherB = bb.get(x) === bb.get(y);
      if (togetherA !== togetherB) return `bound differently (${x} with ${y} on one side only)`;
    }
  }
  return null;
}
