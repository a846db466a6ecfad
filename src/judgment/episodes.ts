/**
 * Episodes are the record of what happened at a moment. Two episodes written within a day that say
 * the same thing are one event told twice (merge them); two written further apart are history —
 * the same thing happening again is evidence, not a copy. An episode and a memory of another type
 * are different kinds of memory and never merge.
 */

/** Two episodes this close in time may be one event written twice. */
export const EPISODE_MERGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function episodesMayMerge(a: { type: string; created_at: number }, b: { type: string; created_at: number }): boolean {
  const episodes = Number(a.type === "episode") + Number(b.type === "episode");
  if (episodes === 0) return true;
  if (episodes === 1) return false;
  return Math.abs(a.created_at - b.created_at) <= EPISODE_MERGE_WINDOW_MS;
}
