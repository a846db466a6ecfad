/**
 * The nightly judgment of what is already stored: memories that arrived before judgment existed,
 * by import, or by edits of tags and validity. One user at a time, in memory: pairs that share a
 * claim subject or enough rare words, and each recently changed memory with its nearest by meaning
 * (the vector index: dense-candidates.ts), are judged with the same rules as a write. Conflicts are
 * flagged (a pair is flagged once for life: a dismissed pair is never flagged again); duplicates in
 * one scope and project are merged by archiving the weaker copy into the stronger one, with its
 * text kept in the survivor's history.
 */
import { flagConflictStatements } from "../memory/conflict-flags";
import type { MemoryRecord } from "../memory/view";
import { recordEvent } from "../storage/events-store";
import { absorbDuplicateStatement, archiveDuplicateStatement, knownConflictPairs, liveMemoriesPage, pairKey } from "../storage/judgment-store";
import { enqueueOutbox } from "../write/statements";
import { claimsOf, type ConflictKind, type JudgedMemory, judgePair } from "./compare";
import { toJudged } from "./on-write";
import { episodesMayMerge } from "./episodes";
import { contentWords } from "./text";
import { slotsOf } from "./slots";
import { densePairsAmong, type DenseSource } from "./dense-candidates";
import { readerVisibilityKeys } from "../memory/visibility";
import { actionFor, JudgeStopped, type PairJudge, uncertainPairs } from "./llm-judge";

/** Memories judged per user per night (newest kept when a user has more). */
export const SCAN_LIMIT = 3000;
const PAGE = 500;
/** A word shared by more memories than this says nothing about a pair (e.g. the project's name). */
const COMMON_WORD_SHARE = 40;

const SOURCE_RANK: Record<string, number> = { user_stated: 3, ai_corrected: 2, ai_inferred: 1 };

export async function loadLiveMemories(db: D1Database, userId: string, limit = SCAN_LIMIT): Promise<MemoryRecord[]> {
  const out: MemoryRecord[] = [];
  let after = "";
  for (;;) {
    const page = await liveMemoriesPage(db, userId, after, PAGE);
    out.push(...page);
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  return out.slice(-limit);
}

/** Pairs worth judging: they share a claim subject or category, a typed value's key (a tool's version, a job), or at least three uncommon words. */
export function candidatePairs(ms: JudgedMemory[]): [number, number][] {
  const byKey = new Map<string, number[]>();
  const add = (k: string, i: number) => {
    const list = byKey.get(k) ?? [];
    if (list.at(-1) !== i) list.push(i);
    byKey.set(k, list);
  };
  ms.forEach((m, i) => {
    for (const c of claimsOf(m)) {
      if (c.subject) add(`s:${c.subject}`, i);
      if (c.category) add(`c:${c.category}`, i);
    }
    for (const w of new Set(contentWords(m.content))) if (w.length > 2) add(`w:${w}`, i);
    // A named tool's version or a tool of one job on both sides ("node 20" / ".nvmrc pins 18.19.0"):
    // such pairs often share no word at all, and the write path's word lookup never brings them together.
    for (const sl of slotsOf(m.content)) if (/^(?:version:.|tool:)/.test(sl.key)) add(`k:${sl.key}`, i);
  });
  const shared = new Map<string, number>();
  const claimPair = new Set<string>();
  for (const [k, list] of byKey) {
    if (list.length < 2 || ((k.startsWith("w:") || k.startsWith("k:")) && list.length > COMMON_WORD_SHARE)) continue;
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length && y < x + 200; y++) {
        const key = `${list[x]},${list[y]}`;
        if (k.startsWith("w:")) shared.set(key, (shared.get(key) ?? 0) + 1);
        else claimPair.add(key);
      }
    }
  }
  const out = new Set(claimPair);
  for (const [key, n] of shared) if (n >= 3) out.add(key);
  return [...out].map((k) => k.split(",").map(Number) as [number, number]);
}

export interface ScanResult {
  statements: D1PreparedStatement[];
  conflicts: number;
  duplicates: number;
  /** Memories whose nearest neighbours were asked for, pairs only they brought, and whether the index failed (words alone then). */
  dense?: { asked: number; pairs: number; failed: boolean };
  /** With an LLM judge: pairs asked, replies unusable (malformed twice), and why the judge stopped, if it did. */
  llm?: { pairs: number; failed: number; flagged: number; merged: number; stopped?: string };
}

/** The optional LLM judge for pairs the rules found nothing between (llm-judge.ts), and how many pairs it may see. */
export interface ScanJudge { judge: PairJudge; maxPairs: number }

/** Candidates by meaning for the scan: the index, and the time from which a memory counts as new (changed at or after it). */
export interface ScanDense { source: Omit<DenseSource, "visibility">; since: number }

export async function judgeStoredMemories(db: D1Database, user: { id: string; org_id: string }, now: number, dense?: ScanDense, llm?: ScanJudge): Promise<ScanResult> {
  const rows = await loadLiveMemories(db, user.id);
  const judged = rows.map(toJudged);
  const pairs = new Map<string, { i: number; j: number; cosine?: number }>(candidatePairs(judged).map(([i, j]) => [`${i},${j}`, { i, j }]));
  let denseReport: ScanResult["dense"];
  if (dense) {
    try {
      const near = await densePairsAmong(db, { ...dense.source, visibility: readerVisibilityKeys(db, { userId: user.id }) }, rows, dense.since);
      let added = 0;
      for (const [key, pair] of near.pairs) {
        if (!pairs.has(key)) added++;
        pairs.set(key, pair);
      }
      denseReport = { asked: near.asked, pairs: added, failed: false };
    } catch (err) {
      // The word pairs are judged all the same; the memories stay new for the next night (conflict-scan.ts).
      console.warn(`conflict scan: dense pairs unavailable for user ${user.id}, judging by words`, err instanceof Error ? err.message : err);
      denseReport = { asked: 0, pairs: 0, failed: true };
    }
  }
  const verdicts = [...pairs.values()].map(({ i, j, cosine }) => {
    // The older memory is the stored side, the newer the one "being written".
    const [a, b] = rows[i].created_at <= rows[j].created_at ? [i, j] : [j, i];
    return { a: rows[a], b: rows[b], v: judgePair(judged[a], judged[b], cosine), cosine };
  });
  const conflicts = verdicts.filter((x) => x.v.verdict === "conflict");
  const known = await knownConflictPairs(db, conflicts.map((x) => [x.a.id, x.b.id] as [string, string]));
  const statements: D1PreparedStatement[] = [];
  let flagged = 0;
  /** One flagged pair, by the rules or the LLM judge: the conflict row and its event. */
  const flag = (a: MemoryRecord, b: MemoryRecord, f: { kind: ConflictKind; subject: string; reason: string; rule: string; by: "nightly" | "llm"; detail: Record<string, unknown> }) => {
    statements.push(
      ...flagConflictStatements(db, { orgId: user.org_id, userId: user.id, kind: f.kind, leftId: a.id, rightId: b.id, subject: f.subject, reason: f.reason, detail: f.detail }, now),
      recordEvent(db, { orgId: user.org_id, userId: user.id, kind: "conflict.flagged", memoryId: null, now, data: { left: a.id, right: b.id, kind: f.kind, subject: f.subject, rule: f.rule, reason: f.reason, by: f.by } }),
    );
    flagged++;
  };
  for (const { a, b, v } of conflicts) {
    if (v.verdict !== "conflict" || known.has(pairKey(a.id, b.id))) continue;
    const detail = { claims: v.claims, ...(v.supersede ? { suggest_supersede: { keep: b.id, replaces: a.id } } : {}) };
    flag(a, b, { kind: v.kind, subject: v.subject, reason: v.reason, rule: v.rule, by: "nightly", detail });
  }
  const gone = new Set<string>();
  let merged = 0;
  const merge = (a: MemoryRecord, b: MemoryRecord, reason: string, by: "nightly" | "llm") => {
    const [keep, drop] = (SOURCE_RANK[b.source] ?? 0) > (SOURCE_RANK[a.source] ?? 0) ? [b, a] : [a, b];
    gone.add(drop.id);
    merged++;
    const tags = [...new Set([...(JSON.parse(keep.tags) as string[]), ...(JSON.parse(drop.tags) as string[])])].slice(0, 32);
    statements.push(
      absorbDuplicateStatement(db, keep.id, { tags, importance: drop.importance, uses: drop.use_count, successes: drop.success_count, accesses: drop.access_count, now }),
      archiveDuplicateStatement(db, drop.id, now),
      enqueueOutbox(db, "unindex", drop.id, drop.org_id, now),
      recordEvent(db, { orgId: user.org_id, userId: user.id, kind: "memory.duplicate_merged", memoryId: keep.id, now, data: { incoming: { id: drop.id, content: drop.content, title: drop.title, source: drop.source }, reason, by } }),
      recordEvent(db, { orgId: user.org_id, userId: user.id, kind: "memory.archived", memoryId: drop.id, now, data: { reason: `duplicate_of:${keep.id}`, duplicate_of: keep.id } }),
    );
  };
  for (const { a, b, v } of verdicts) {
    if (v.verdict !== "duplicate" || a.scope !== b.scope || (a.project_id ?? "") !== (b.project_id ?? "") || gone.has(a.id) || gone.has(b.id)) continue;
    if (a.pinned || b.pinned || !episodesMayMerge(a, b)) continue;
    merge(a, b, v.reason, "nightly");
  }
  const llmReport = llm ? await askJudge(llm, verdicts) : undefined;
  return { statements, conflicts: flagged, duplicates: merged, ...(denseReport ? { dense: denseReport } : {}), ...(llmReport ? { llm: llmReport } : {}) };

  /** The judge's turn: uncertain pairs only, closest first, pairs with a conflict row of any status skipped (settled). */
  async function askJudge(j: ScanJudge, all: typeof verdicts): Promise<NonNullable<ScanResult["llm"]>> {
    const report: NonNullable<ScanResult["llm"]> = { pairs: 0, failed: 0, flagged: 0, merged: 0 };
    // A few spare candidates, so pairs already settled do not use up the night's allowance.
    const open = uncertainPairs(all, j.maxPairs * 2 + 10);
    const settled = await knownConflictPairs(db, open.map((x) => [x.a.id, x.b.id] as [string, string]));
    for (const { a, b } of open) {
      if (report.pairs >= j.maxPairs) break;
      if (settled.has(pairKey(a.id, b.id)) || gone.has(a.id) || gone.has(b.id)) continue;
      const [va, vb] = [judgeView(a), judgeView(b)];
      let reply;
      try {
        report.pairs++;
        reply = await j.judge.judge(va, vb);
      } catch (err) {
        if (!(err instanceof JudgeStopped)) throw err;
        report.pairs--;
        report.stopped = err.why;
        console.warn(`conflict scan: LLM judge stopped for user ${user.id}: ${err.message}`);
        break;
      }
      if (!reply) {
        report.failed++;
        continue;
      }
      const act = actionFor(va, vb, reply);
      if (act.action === "flag") {
        const detail = { claims: null, by: "llm", verdict: reply.verdict, ...(act.supersede ? { suggest_supersede: { keep: b.id, replaces: a.id } } : {}) };
        flag(a, b, { kind: "contradiction", subject: "llm judge", reason: act.reason, rule: "llm", by: "llm", detail });
        report.flagged++;
      } else if (act.action === "merge") {
        merge(a, b, act.reason, "llm");
        report.merged++;
      }
    }
    return report;
  }
}

function judgeView(m: MemoryRecord) {
  return { ...m, project: m.project_name };
}
