/**
 * Episodes are the record of what happened at a moment. Two episodes within a day of each other that say
 * the same thing are one event told twice (merge them); two written further apart are history —
 * the same thing happening again is evidence, not a copy. An episode and a memory of another type
 * are different kinds of memory and never merge.
 */

/** Two episodes this close in time may be one event written twice. */
export const EPISODE_MERGE_WINDOW_MS = 24 * 60 * 60 * 1000;

type Timed = { type: string; created_at: number; occurred_at?: number | null };

/**
 * An episode's moment is when it happened (`occurred_at`), not when it was written: a conversation
 * imported at once holds months of turns, and two alike turns months apart are two events.
 */
const momentOf = (m: Timed) => m.occurred_at ?? m.created_at;

export function episodesMayMerge(a: Timed, b: Timed): boolean {
  const episodes = Number(a.type === "episode") + Number(b.type === "episode");
  if (episodes === 0) return true;
  if (episodes === 1) return false;
  return Math.abs(momentOf(a) - momentOf(b)) <= EPISODE_MERGE_WINDOW_MS;
}
