// Thresholds of the learned name model (src/privacy/name-model.ts), one per candidate family, chosen and scored on the
// rows bench/privacy/fit-name-model.ts collects. Split from the fit so the counting is read once: a name is caught when
// the base did not cover it and the accepted candidates with the base do; a false finding is an accepted candidate on no
// labelled name that no base finding overlaps, counted once per span. Everything is precomputed per half, so one tally is
// a pass over the names the base leaves and the candidates on other text, not over the corpus.
import { covered, overlaps } from "./spans.mjs";

export type Span = { start: number; end: number; type: string };
export type ThresholdRow = { item: number; start: number; end: number; family: string; y: number };
export type Thresholds = Record<string, number>;
export type Gain = { names: number; falseAdded: number };

/** One half's names the base leaves (with the candidates that could cover each) and its candidates on other text. */
type HalfCounts = {
  /** Per name the base does not cover: the base's person findings on it and the candidate rows that overlap it. */
  names: Array<{ start: number; end: number; base: Span[]; rows: number[] }>;
  /** Per span of candidates on no labelled name and no base finding: the rows with that span (one false finding if any is accepted). */
  falseSpans: number[][];
};

export class ThresholdCounts {
  private readonly halves = new Map<string, HalfCounts>();

  /**
   * `eligible(i)`: the row can be accepted at all (the engine keeps it when accepted; no rule reader's name under it).
   * `items[n]` holds the labelled spans of item n, `bases[n]` the engine's findings without the model.
   */
  constructor(
    readonly rows: readonly ThresholdRow[],
    items: ReadonlyArray<{ half: string; spans: readonly Span[] }>,
    bases: ReadonlyArray<readonly Span[]>,
    eligible: (i: number) => boolean,
  ) {
    const byItem = new Map<number, number[]>();
    rows.forEach((r, i) => {
      if (eligible(i)) byItem.set(r.item, [...(byItem.get(r.item) ?? []), i]);
    });
    items.forEach((it, n) => {
      const h = this.halves.get(it.half) ?? { names: [], falseSpans: [] };
      this.halves.set(it.half, h);
      const base = bases[n]!;
      const basePeople = base.filter((f) => f.type === "person_name");
      const mine = byItem.get(n) ?? [];
      for (const s of it.spans) {
        if (s.type !== "person_name" || covered(basePeople, s.start, s.end)) continue;
        h.names.push({ start: s.start, end: s.end, base: basePeople.filter((f) => overlaps(f, s)), rows: mine.filter((i) => overlaps(rows[i]!, s)) });
      }
      const spans = new Map<string, number[]>();
      for (const i of mine) {
        const r = rows[i]!;
        if (r.y || base.some((f) => overlaps(f, r))) continue;
        const key = `${r.start}:${r.end}`;
        spans.set(key, [...(spans.get(key) ?? []), i]);
      }
      h.falseSpans.push(...spans.values());
    });
  }

  /** Names caught and false findings added on these halves when row i is accepted at `accept(i)`. */
  gain(halves: readonly string[], accept: (i: number) => boolean): Gain {
    const g = { names: 0, falseAdded: 0 };
    for (const h of halves) {
      const c = this.halves.get(h);
      if (!c) continue;
      for (const n of c.names) {
        const taken = n.rows.filter(accept).map((i) => this.rows[i]!);
        if (taken.length && covered([...n.base, ...taken], n.start, n.end)) g.names++;
      }
      for (const rs of c.falseSpans) if (rs.some(accept)) g.falseAdded++;
    }
    return g;
  }

  /** Row i accepted by these thresholds (a family without one is shut), optionally only rows of one family. */
  acceptor(probs: ArrayLike<number>, th: Thresholds, family?: string): (i: number) => boolean {
    return (i) => {
      const f = this.rows[i]!.family;
      return (!family || f === family) && probs[i]! >= (th[f] ?? 2);
    };
  }
}

/** The grid thresholds are searched on: the log-odds scale (class weights put most probabilities of a rare class near 1), and shut. */
export const THRESHOLD_GRID: readonly number[] = [
  ...Array.from({ length: 101 }, (_, k) => Math.round((1 / (1 + Math.exp(-(-1 + k / 10)))) * 1e5) / 1e5),
  2,
];

const objective = (g: Gain, k: number) => g.names - k * g.falseAdded;

/** One threshold for every family: the grid value maximising names caught − k × false findings on `halves`. */
export function chooseShared(counts: ThresholdCounts, probs: ArrayLike<number>, families: readonly string[], halves: readonly string[], k: number): Thresholds {
  let best = { t: 2, v: -Infinity };
  for (const t of THRESHOLD_GRID) {
    const v = objective(counts.gain(halves, counts.acceptor(probs, Object.fromEntries(families.map((f) => [f, t])))), k);
    if (v > best.v) best = { t, v };
  }
  return Object.fromEntries(families.map((f) => [f, best.t]));
}

/**
 * A threshold per family: from the shared one, each family's moved in turn to the grid value that most raises the
 * objective on `halves` (a strict rise only, so a family without evidence either way keeps the shared threshold), until
 * no family moves.
 */
export function choosePerFamily(counts: ThresholdCounts, probs: ArrayLike<number>, families: readonly string[], halves: readonly string[], k: number): Thresholds {
  const th = chooseShared(counts, probs, families, halves, k);
  const score = () => objective(counts.gain(halves, counts.acceptor(probs, th)), k);
  for (let round = 0, moved = true; moved && round < 4; round++) {
    moved = false;
    for (const f of families) {
      let best = { t: th[f]!, v: score() };
      const keep = th[f]!;
      for (const t of THRESHOLD_GRID) {
        th[f] = t;
        const v = score();
        if (v > best.v) best = { t, v };
      }
      th[f] = best.t;
      if (best.t !== keep) moved = true;
    }
  }
  return th;
}

/**
 * Thresholds chosen leave-one-half-out: for each half, `choose` on the other halves, then that half's names caught and
 * false findings at them — per family (each family's acceptances alone) and all together.
 */
export function outOfFold(
  counts: ThresholdCounts,
  probs: ArrayLike<number>,
  families: readonly string[],
  halves: readonly string[],
  choose: (others: readonly string[]) => Thresholds,
): Map<string, { th: Thresholds; all: Gain; perFamily: Record<string, Gain> }> {
  const out = new Map<string, { th: Thresholds; all: Gain; perFamily: Record<string, Gain> }>();
  for (const h of halves) {
    const th = choose(halves.filter((o) => o !== h));
    out.set(h, {
      th,
      all: counts.gain([h], counts.acceptor(probs, th)),
      perFamily: Object.fromEntries(families.map((f) => [f, counts.gain([h], counts.acceptor(probs, th, f))])),
    });
  }
  return out;
}

/** The sum of out-of-fold gains over some halves, all families or one. */
export function sumGain(oof: ReturnType<typeof outOfFold>, halves: readonly string[], family?: string): Gain {
  const g = { names: 0, falseAdded: 0 };
  for (const h of halves) {
    const x = oof.get(h);
    if (!x) continue;
    const y = family ? x.perFamily[family]! : x.all;
    g.names += y.names;
    g.falseAdded += y.falseAdded;
  }
  return g;
}
