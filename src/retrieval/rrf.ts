/**
 * Reciprocal rank fusion (Cormack et al.): score(d) = Σ_lists weight / (k + rank(d)), rank from 1.
 * Rank-based, so lists with incomparable scores (BM25, cosine) fuse without calibration.
 */
export interface RankedList { name: string; ids: string[]; weight?: number }

export interface FusedItem { id: string; score: number; ranks: Record<string, number> }

export function reciprocalRankFusion(lists: RankedList[], k = 60): FusedItem[] {
  const fused = new Map<string, FusedItem>();
  for (const list of lists) {
    const w = list.weight ?? 1;
    list.ids.forEach((id, i) => {
      const item = fused.get(id) ?? { id, score: 0, ranks: {} };
      item.score += w / (k + i + 1);
      item.ranks[list.name] = i + 1;
      fused.set(id, item);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
