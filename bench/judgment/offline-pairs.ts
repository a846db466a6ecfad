/**
 * What the offline tools (offline.ts, offline-cosine.ts, fit-combiner.ts) share: the embedder's cached
 * vectors (offline-vectors.mjs writes them), the cosine of two texts, and a labelled pair's memory
 * as the judgment functions take it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JudgedMemory } from "../../src/judgment/compare";

const vecFile = path.join(path.dirname(fileURLToPath(import.meta.url)), ".offline-vectors.json");
/** Vectors by text (empty when the cache was never built). */
export const vectors: Record<string, number[]> = existsSync(vecFile) ? JSON.parse(readFileSync(vecFile, "utf8")) : {};

/** The cosine of two cached texts, or undefined when either has no vector. */
export const cos = (a: string, b: string): number | undefined => {
  const [u, v] = [vectors[a], vectors[b]];
  if (!u || !v) return undefined;
  const n = (x: number[]) => Math.hypot(...x) || 1;
  return u.reduce((s, x, i) => s + x * v[i], 0) / (n(u) * n(v));
};

let n = 0;
const day = (s?: string) => (s ? Date.parse(s) : null);
/** A pair side from the corpus as a memory (a fresh id each call). */
export const judged = (m: Record<string, any>): JudgedMemory => ({
  id: `m${n++}`, type: m.type, scope: m.scope ?? "project", content: m.content, title: m.title ?? null, tags: m.tags ?? [], metadata: m.metadata ?? {},
  project_id: m.project ?? null, valid_from: day(m.valid_from), valid_until: day(m.valid_until), supersedes: null, superseded_by: null,
});
