/**
 * Trigger recall (seed 002 "Association matching"): what the assistant is looking at right now
 * brings memories without a question being asked.
 *  - a file path brings location memories (and others that name the file);
 *  - an error brings discoveries, gotchas and patterns (past fixes);
 *  - keywords bring anything that matches them.
 * Each trigger is one ranked candidate list; `applyTriggers` fuses them with a recall's own results
 * by reciprocal rank fusion, so a memory found by the query and by a trigger rises to the top.
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import type { Triggers } from "../memory/schemas";
import type { MemoryType } from "../memory/types";
import { trustFactor } from "../memory/types";
import { MEMORY_SELECT, type MemoryRecord, toMemoryView } from "../memory/view";
import { filterSql, type RecallFilters } from "./filters";
import { ftsMatchExpression, queryTerms } from "./query-terms";
import type { RecallResult } from "./recall-types";
import { reciprocalRankFusion } from "./rrf";

export type TriggerName = "file" | "error" | "keywords";

/** Types an error brings: what was found, what went wrong, and what worked. */
export const ERROR_FIX_TYPES: MemoryType[] = ["discovery", "gotcha", "pattern"];

export interface TriggerHit { id: string; score: number }

/** A path as memories spell it: forward slashes, no leading "./". */
export function normalizePath(path: string): string {
  return path.trim().replace(/\\/g, "/").replace(/^\.\//, "").replace(/\/+$/, "");
}

/** The words of a file's name as FTS5 indexes them: "login.test.ts" → login, test, ts. */
function fileNameTerms(path: string): string[] {
  const base = normalizePath(path).split("/").pop() ?? "";
  return (base.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).slice(0, 8);
}

/**
 * Error text is long and noisy (addresses, line numbers, paths); its first lines name the error.
 * Keep the distinctive words of the first three lines, at most 24 of them.
 */
export function errorTerms(error: string): string[] {
  const head = error.split("\n").slice(0, 3).join(" ");
  return queryTerms(head)
    .filter((t) => !/^(0x)?[0-9a-f]{6,}$/.test(t) && !/^\d+$/.test(t))
    .slice(0, 24);
}

/**
 * Memories that mention the file. Candidates come from FTS5 (the file name as a phrase, so
 * "login.ts" matches "login.ts" and not every "login"); the full path, the location type and the
 * parent folder then order them.
 */
export async function fileHits(db: D1Database, p: Principal, file: string, filters: RecallFilters, limit: number): Promise<TriggerHit[]> {
  const terms = fileNameTerms(file);
  if (!terms.length) return [];
  const path = normalizePath(file).toLowerCase();
  const parts = path.split("/");
  const parent = parts.length > 1 ? parts[parts.length - 2] : "";
  const f = filterSql(p, filters);
  const text = "lower(m.content || ' ' || IFNULL(m.title, '') || ' ' || m.tags)";
  const { results } = await db
    .prepare(
      `SELECT m.id,
         (CASE WHEN instr(${text}, ?) > 0 THEN 4 ELSE 0 END)
         + (CASE WHEN m.type = 'location' THEN 2 ELSE 0 END)
         + (CASE WHEN ? <> '' AND instr(${text}, ?) > 0 THEN 1 ELSE 0 END) AS score
       FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid
       WHERE memories_fts MATCH ? AND ${f.sql}
       ORDER BY score DESC, bm25(memories_fts) LIMIT ?`,
    )
    .bind(path, parent, parent, `"${terms.join(" ")}"`, ...f.params, limit)
    .all<{ id: string; score: number }>();
  return results;
}

/** Lexical matches of `terms` restricted to `types` (all types when omitted), best first. */
async function termHits(
  db: D1Database, p: Principal, terms: string[], filters: RecallFilters, limit: number,
): Promise<TriggerHit[]> {
  const match = ftsMatchExpression(terms);
  if (!match) return [];
  const f = filterSql(p, filters);
  const { results } = await db
    .prepare(
      `SELECT m.id, bm25(memories_fts, 1.0, 0.6, 0.4) AS rank FROM memories_fts
       JOIN memories m ON m.rowid = memories_fts.rowid
       WHERE memories_fts MATCH ? AND ${f.sql}
       ORDER BY rank LIMIT ?`,
    )
    .bind(match, ...f.params, limit)
    .all<{ id: string; rank: number }>();
  return results.map((r) => ({ id: r.id, score: -r.rank }));
}

export const errorHits = (db: D1Database, p: Principal, error: string, filters: RecallFilters, limit: number) =>
  termHits(db, p, errorTerms(error), { ...filters, types: narrowTypes(filters.types, ERROR_FIX_TYPES) }, limit);

export const keywordHits = (db: D1Database, p: Principal, keywords: string[], filters: RecallFilters, limit: number) =>
  termHits(db, p, [...new Set(keywords.flatMap((k) => queryTerms(k)))], filters, limit);

/** The caller's type filter, intersected with the types a trigger brings; never widened. */
function narrowTypes(requested: string[] | undefined, wanted: string[]): string[] {
  if (!requested?.length) return wanted;
  const both = wanted.filter((t) => requested.includes(t));
  return both.length ? both : ["__none__"];
}

/** One ranked list per trigger that was given. */
export async function triggerLists(
  db: D1Database, p: Principal, triggers: Triggers, filters: RecallFilters, limit: number,
): Promise<Partial<Record<TriggerName, TriggerHit[]>>> {
  const [file, error, keywords] = await Promise.all([
    triggers.file ? fileHits(db, p, triggers.file, filters, limit) : undefined,
    triggers.error ? errorHits(db, p, triggers.error, filters, limit) : undefined,
    triggers.keywords?.length ? keywordHits(db, p, triggers.keywords, filters, limit) : undefined,
  ]);
  return { ...(file && { file }), ...(error && { error }), ...(keywords && { keywords }) };
}

/**
 * Fuses trigger candidates into a finished recall: the recall's own ranking is one list, each
 * trigger another. Results keep their fields; `why.triggers` names the triggers that found them.
 */
export async function applyTriggers(
  deps: Deps, p: Principal, triggers: Triggers, filters: RecallFilters, k: number, base: RecallResult,
): Promise<RecallResult> {
  const lists = await triggerLists(deps.db, p, triggers, filters, Math.max(k, 20));
  const names = Object.keys(lists) as TriggerName[];
  if (!names.length) return base;
  // Equal scores are common (ranks swapped between two lists); the closer context match wins them.
  const bestTriggerRank = (ranks: Record<string, number>) => Math.min(...names.map((n) => ranks[n] ?? 1e9));
  const fused = reciprocalRankFusion([
    { name: "query", ids: base.results.map((r) => r.id) },
    ...names.map((name) => ({ name, ids: lists[name]!.map((h) => h.id) })),
  ])
    .sort((a, b) => b.score - a.score || bestTriggerRank(a.ranks) - bestTriggerRank(b.ranks))
    .slice(0, k);

  const known = new Map(base.results.map((r) => [r.id, r]));
  const missing = fused.map((f) => f.id).filter((id) => !known.has(id));
  const rows = await loadRows(deps.db, p, missing, filters);
  const results: RecallResult["results"] = [];
  for (const f of fused) {
    const triggered = names.filter((n) => f.ranks[n] !== undefined);
    const prior = known.get(f.id);
    const why = { ...(prior?.why ?? {}), fused_with_triggers: round(f.score), triggers: Object.fromEntries(triggered.map((n) => [n, f.ranks[n]])) };
    if (prior) results.push({ ...prior, score: round(f.score), why });
    else if (rows.has(f.id)) {
      // Found by a trigger alone: no final weight was computed, but how it arrived is still shown.
      const row = rows.get(f.id)!;
      const trust = { provenance: row.provenance, factor: round(trustFactor(row.provenance, row.instruction_like === 1)) };
      results.push({ ...toMemoryView(row), score: round(f.score), why: { ...why, trust, ...(row.instruction_like === 1 ? { instruction_like: true } : {}) } });
    }
  }
  return { ...base, results, route: `${base.route}+triggers` };
}

/** Rows by id through the same visibility and filter predicate as every recall candidate. */
export async function loadRows(db: D1Database, p: Principal, ids: string[], filters: RecallFilters): Promise<Map<string, MemoryRecord>> {
  const out = new Map<string, MemoryRecord>();
  const f = filterSql(p, filters);
  const room = 95 - f.params.length;
  for (let i = 0; i < ids.length; i += room) {
    const chunk = ids.slice(i, i + room);
    const { results } = await db
      .prepare(`${MEMORY_SELECT} WHERE m.id IN (${chunk.map(() => "?").join(",")}) AND ${f.sql}`)
      .bind(...chunk, ...f.params)
      .all<MemoryRecord>();
    for (const r of results) out.set(r.id, r);
  }
  return out;
}

const round = (x: number) => Math.round(x * 10000) / 10000;
