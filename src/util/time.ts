/** A clock is passed into domain code so tests can fix time. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export const toIso = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

export const DAY_MS = 86_400_000;
