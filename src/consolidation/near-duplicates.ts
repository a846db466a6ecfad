/**
 * Near-duplicate detection for consolidated memories. Word sets (stopwords removed) compared by
 * Jaccard similarity ≥ 0.7; candidates found by MinHash LSH band keys (memory_near_keys), so a
 * probe is a handful of equality lookups however many memories the user has. Exact copies are
 * caught earlier by the content hash.
 */
import { queryTerms } from "../retrieval/query-terms";

export const NEAR_DUPLICATE_JACCARD = 0.7;
const BANDS = 6;
const ROWS = 3;

export const wordSet = (text: string) => new Set(queryTerms(text).filter((w) => w.length > 2 || /\d/.test(w)));

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}

/** FNV-1a, 32-bit, with a seed so each of the MinHash functions is different. */
function fnv(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Band keys of a memory: equal keys mean "probably similar"; type and project are part of the key. */
export function nearKeys(words: Set<string>, type: string, project: string | null): string[] {
  const keys: string[] = [];
  for (let b = 0; b < BANDS; b++) {
    const mins: number[] = [];
    for (let r = 0; r < ROWS; r++) {
      const seed = b * ROWS + r + 1;
      let min = 0xffffffff;
      for (const w of words) min = Math.min(min, fnv(w, seed));
      mins.push(min);
    }
    keys.push(`${type}|${project ?? ""}|${b}:${mins.map((m) => m.toString(36)).join(".")}`);
  }
  return keys;
}

export function nearKeyStatements(db: D1Database, userId: string, memoryId: string, keys: string[]): D1PreparedStatement[] {
  return keys.map((k) =>
    db.prepare("INSERT INTO memory_near_keys (user_id, band, memory_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").bind(userId, k, memoryId),
  );
}

export interface DuplicateProbe { words: Set<string>; keys: string[] }

/** For each probe, the id of a live memory it nearly duplicates, or null. */
export async function findNearDuplicates(db: D1Database, userId: string, probes: DuplicateProbe[]): Promise<(string | null)[]> {
  const byKey = new Map<string, number[]>();
  probes.forEach((p, i) => p.keys.forEach((k) => byKey.set(k, [...(byKey.get(k) ?? []), i])));
  const keys = [...byKey.keys()];
  const candidates = new Map<number, Map<string, string>>();
  for (let i = 0; i < keys.length; i += 90) {
    const chunk = keys.slice(i, i + 90);
    const { results } = await db
      .prepare(
        `SELECT n.band, m.id, m.content FROM memory_near_keys n JOIN memories m ON m.id = n.memory_id
         WHERE n.user_id = ? AND n.band IN (${chunk.map(() => "?").join(",")}) AND m.archived_at IS NULL`,
      )
      .bind(userId, ...chunk)
      .all<{ band: string; id: string; content: string }>();
    for (const r of results) {
      for (const probe of byKey.get(r.band) ?? []) {
        const c = candidates.get(probe) ?? new Map<string, string>();
        c.set(r.id, r.content);
        candidates.set(probe, c);
      }
    }
  }
  return probes.map((p, i) => {
    for (const [id, content] of candidates.get(i) ?? []) if (jaccard(p.words, wordSet(content)) >= NEAR_DUPLICATE_JACCARD) return id;
    return null;
  });
}
