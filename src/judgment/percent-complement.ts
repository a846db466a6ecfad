/**
 * A share said from its other side: "90% full" and "10% free" are one level of one disk. A percent of
 * a whole is read as the used share or the free share by the words of its clause (full, used, occupied
 * / free, available, left, remaining, empty); two percents read from opposite sides that add up to 100
 * say the same thing, so a slot reader must not take 90 against 10 for two values.
 */

const USED = /\b(?:full|used|in use|utili[sz]ed|utili[sz]ation|usage|occupied|consumed|filled)\b/i;
const FREE = /\b(?:free|available|left|remaining|empty|unused|headroom)\b/i;

/** The clause around `at` (a value's position): from the last sentence or clause break before it to the next after it. */
function clauseAround(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf(". "), before.lastIndexOf(";"), before.lastIndexOf("\n"), before.lastIndexOf(", ")) + 1;
  const rest = text.slice(at);
  const ends = [". ", ";", "\n", ", "].map((s) => rest.indexOf(s)).filter((i) => i >= 0);
  return text.slice(start, at + (ends.length ? Math.min(...ends) : rest.length));
}

/** Which side of a whole the percent at `at` measures: the used share, the free share, or neither said (null). */
export function shareSide(text: string, at: number): "used" | "free" | null {
  const clause = clauseAround(text, at);
  const [used, free] = [USED.test(clause), FREE.test(clause)];
  return used === free ? null : used ? "used" : "free";
}

/** Two percents, one of the used share and one of the free share, that add up to the whole. */
export function complementaryShares(a: string, atA: number, pa: number, b: string, atB: number, pb: number): boolean {
  const [sa, sb] = [shareSide(a, atA), shareSide(b, atB)];
  return sa !== null && sb !== null && sa !== sb && Math.abs(pa + pb - 100) < 1e-9;
}
