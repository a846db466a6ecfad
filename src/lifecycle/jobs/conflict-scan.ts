/**
 * Nightly judgment scan (src/judgment/scan.ts) over every user's live memories: conflicts and
 * duplicates among memories that arrived without write-time judgment (imports, memories stored
 * before it existed, edits of tags or validity, big batches whose pairs by meaning were left to the
 * night). A pair with a conflicts row of any status is never flagged again — a resolved or
 * dismissed conflict stays settled.
 */
import type { Deps } from "../../config";
import { pairJudgeFrom } from "../../judgment/llm-judge";
import { judgeStoredMemories, type ScanDense, type ScanJudge } from "../../judgment/scan";
import { llmConfigFrom } from "../../llm/client";
import { lastDoneRunStartedAt } from "../../storage/jobs-store";
import { perUserJob } from "./users";

const NAME = "conflict-scan";
/**
 * A memory counts as new (its nearest neighbours are asked for) if it changed after the last
 * complete scan started, less this margin: a night whose index failed, or whose run spanned several
 * invocations, is covered by the next.
 */
const NEW_MARGIN_MS = 86_400_000;

/** Per step (its deps), when a memory starts to count as new: one read of the last complete run. */
const sinceOfStep = new WeakMap<Deps, Promise<number>>();
function newSince(deps: Deps): Promise<number> {
  let since = sinceOfStep.get(deps);
  if (!since) sinceOfStep.set(deps, (since = lastDoneRunStartedAt(deps.db, NAME).then((last) => (last === null ? 0 : last - NEW_MARGIN_MS))));
  return since;
}

/**
 * Per step (its deps), the optional LLM judge: built once when ANTHROPIC_API_KEY is set (one token
 * budget for the step), and switched off for the rest of the step once it stops (outage, budget).
 * No key: null, and the scan is exactly the rules' scan.
 */
const judgeOfStep = new WeakMap<Deps, { scan: ScanJudge | null; stopped?: string }>();
function judgeFor(deps: Deps): { scan: ScanJudge | null; stopped?: string } {
  let j = judgeOfStep.get(deps);
  if (!j) judgeOfStep.set(deps, (j = { scan: pairJudgeFrom(llmConfigFrom(deps.env), deps.env as unknown as Record<string, string | undefined>) }));
  return j;
}

export const conflictScanJob = perUserJob({
  name: NAME,
  usersPerStep: 10,
  finishesTonight: true,
  async forUser(deps, user, now) {
    const dense: ScanDense = { source: { index: deps.vectors, orgId: user.org_id, model: deps.embedder.model }, since: await newSince(deps) };
    const judge = judgeFor(deps);
    const r = await judgeStoredMemories(deps.db, user, now, dense, judge.stopped ? undefined : (judge.scan ?? undefined));
    if (r.llm?.stopped) judge.stopped = r.llm.stopped;
    const d = r.dense ? { dense_asked: r.dense.asked, dense_pairs: r.dense.pairs, ...(r.dense.failed ? { dense_failed: 1 } : {}) } : {};
    // Details are numbers summed over users: a stop counts the users the judge did not finish (llm_unavailable / llm_token_budget_exhausted).
    const stop = (why: string): Record<string, number> => ({ [why === "llm_unavailable" ? why : `llm_${why}`]: 1 });
    const l = r.llm
      ? { llm_pairs: r.llm.pairs, llm_failed: r.llm.failed, llm_flagged: r.llm.flagged, llm_merged: r.llm.merged, ...(r.llm.stopped ? stop(r.llm.stopped) : {}) }
      : judge.stopped ? stop(judge.stopped) : {};
    return { statements: r.statements, processed: r.conflicts + r.duplicates, detail: { flagged: r.conflicts, merged: r.duplicates, ...d, ...l } };
  },
});
