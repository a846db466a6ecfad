// Types for check.mjs, so test/node/judgment-corpus.test.ts can import it under `tsc`.
export interface HalfCounts {
  total: number;
  category: Record<string, number>;
  kind: Record<string, number>;
  type: Record<string, number>;
}
export interface Pair {
  id: string;
  half: string;
  file: string;
  category: string;
  kind: string;
  expect: string;
  a: Record<string, unknown>;
  b: Record<string, unknown>;
  note: string;
  suggest_supersede?: boolean;
}
export const corpusDir: string;
export const HALVES: readonly string[];
export const HELD_OUT_HALVES: readonly string[];
export const TRANSFER_HALVES: string[];
export function readTransferHalves(file: string): string[];
export const BLIND_HALVES: readonly string[];
export const TRAINING_HALVES: readonly string[];
export const OPTIONAL_HALVES: readonly ["c"];
export const MEMORY_TYPES: string[];
export const CATEGORIES: Record<string, { expect: string; kinds: string[] }>;
export const MINIMUM: {
  total: number;
  category: Record<string, number>;
  contradictionKind: number;
  overrides: number;
};
export function loadCorpus(dir?: string): { pairs: Pair[]; errors: string[]; counts: Record<string, HalfCounts> };
export function formatCounts(counts: Record<string, HalfCounts>): string;
