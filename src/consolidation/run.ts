/**
 * One bounded consolidation round for one user: read episodes after the user's cursor, extract
 * (outside the writer, since LLM calls are slow), then hand the result to the user's writer
 * Durable Object, which commits memories, graph, bookkeeping and the new cursor in one batch.
 * Also drafts skills from verified, well-rated outcomes waiting for it.
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { userWriter, type WriteOutcome } from "../durable/user-writer";
import { EngramError, type Result, unwrapResult } from "../errors";
import { checkpointsFor } from "../jobs/job";
import { extractPendingSkills } from "../skills/from-outcomes";
import { enabledUser } from "../storage/users-store";
import { processOutbox } from "../write/indexing";
import { readEpisodesAfter } from "./episodes";
import type { Extractor } from "./extractor-types";
import type { ChunkToCommit, ConsolidationSummary } from "./plan";

export const CONSOLIDATION_JOB = "consolidation";
const INDEX_NOW = 100;
export const userPartition = (userId: string) => `user:${userId}`;

export interface RoundResult {
  summary: ConsolidationSummary | null;
  /** Episodes consumed by this round (extracted or skipped). */
  processed: number;
  /** No episodes left after this round. */
  drained: boolean;
  stop: { reason: string; message: string } | null;
  skills: { extracted: string[]; skipped: number };
  /** Wall time of the round's phases, ms (reading, extracting, committing through the writer). */
  timings: { read: number; extract: number; commit: number };
}

export async function consolidateRound(
  deps: Deps, p: Principal, extractor: Extractor, opts: { episodes: number; waitUntil?: (p: Promise<unknown>) => void },
): Promise<RoundResult> {
  const now = deps.clock();
  const partition = userPartition(p.userId);
  const t0 = Date.now();
  const cursor = await checkpointsFor(deps.db, CONSOLIDATION_JOB, now).get(partition);
  const episodes = await readEpisodesAfter(deps.db, p.userId, cursor, opts.episodes);
  const skills = await extractPendingSkills(deps, p, extractor, 5);
  const timings = { read: Date.now() - t0, extract: 0, commit: 0 };
  if (!episodes.length) return { summary: null, processed: 0, drained: true, stop: null, skills, timings };

  const t1 = Date.now();
  const run = await extractor.extractEpisodes(episodes);
  timings.extract = Date.now() - t1;
  const t2 = Date.now();
  const chunks: ChunkToCommit[] = run.chunks.map((ch) => ({
    ...ch,
    episodes: ch.episodes.map(({ id, at, projectName, sessionId, provenance }) => ({ id, at, projectName, sessionId, provenance })),
  }));
  let summary: ConsolidationSummary | null = null;
  const processed = chunks.reduce((n, ch) => n + ch.episodes.length, 0);
  if (chunks.length) {
    const last = chunks.at(-1)!.episodes.at(-1)!.id;
    const result = (await userWriter(deps.env, p.userId).write(
      p,
      { kind: "consolidate", job: CONSOLIDATION_JOB, partition, expectCursor: cursor, cursor: last, extractor: extractor.name, chunks },
      null,
    )) as Result<WriteOutcome>;
    const outcome = unwrapResult(result);
    summary = outcome.body as ConsolidationSummary;
    if (outcome.indexIds.length) {
      // Index a bounded number right away; a big round leaves the rest to the hourly outbox drain
      // (BM25 finds them at once), so background work after a response stays short.
      const ids = outcome.indexIds.slice(0, INDEX_NOW);
      const indexing = processOutbox(deps, { memoryIds: ids }).catch((err) => console.warn("indexing deferred to cron", err));
      if (opts.waitUntil) opts.waitUntil(indexing);
      else await indexing;
    }
  }
  timings.commit = Date.now() - t2;
  if (run.stop?.reason === "llm_unavailable") {
    // Progress so far is committed; the rest resumes from the cursor on the next run.
    throw new EngramError("unavailable", `consolidation paused after ${processed} episodes: ${run.stop.message}`, {
      processed, summary,
    });
  }
  return {
    summary, processed, drained: !run.stop && episodes.length < opts.episodes, stop: run.stop, skills, timings,
  };
}

export async function principalOf(db: D1Database, userId: string): Promise<Principal | null> {
  const row = await enabledUser(db, userId);
  return row ? { userId: row.id, orgId: row.org_id, name: row.name } : null;
}
