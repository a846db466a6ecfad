// Scores the judgment bench's per-pair observations (bench/judgment.mjs collects them).
// Absent response fields (judgment, duplicate_of) count as empty: the engine may not exist yet.

/** Targets of issue 12; `null` is reported without a target. */
export const TARGETS = {
  conflictRecallAtWrite: { min: 0.9 },
  conflictRecallAfterNightly: { min: 0.9 },
  falseFlagRate: { max: 0.05 },
  duplicateRecall: { min: 0.85 },
  wrongMerges: { max: 0 },
  suggestedSupersession: null,
  supersessionHonoured: { min: 1 },
  autoResolved: { max: 0 },
  p95JudgmentMs: { max: 20 },
};

const samePair = (c, a, b) => {
  const ids = [c.left?.id, c.right?.id];
  return ids.includes(a) && ids.includes(b) && a !== b;
};

/**
 * One pair's outcome from what the run saw: the writes' responses (`writeA`, `writeB`), the
 * user's conflicts right after the writes (`conflictsAtWrite`) and after the nightly run
 * (`conflictsAfter`), and both memories after the nightly run (`aAfter`, `bAfter`).
 */
export function judgePair(pair, obs) {
  const a = obs.writeA?.memory?.id;
  const bMemory = obs.writeB?.memory?.id;
  const judgment = obs.writeB?.judgment ?? {};
  const judgedConflicts = (judgment.conflicts ?? []).filter((c) => c.memory_id === a);
  const atWrite = (obs.conflictsAtWrite ?? []).filter((c) => samePair(c, a, bMemory));
  const after = (obs.conflictsAfter ?? []).filter((c) => samePair(c, a, bMemory));
  const otherConflicts = [...(obs.conflictsAtWrite ?? []), ...(obs.conflictsAfter ?? [])].filter((c) => !samePair(c, a, bMemory));

  const flaggedAtWrite = judgedConflicts.length > 0 || atWrite.some((c) => c.status === "open");
  const flaggedAfterNightly = after.some((c) => c.status === "open");
  const anyConflict = judgedConflicts.length > 0 || atWrite.length > 0 || after.length > 0;
  const duplicateOf = obs.writeB?.status === "duplicate" ? (obs.writeB.duplicate_of ?? bMemory) : null;
  const mergedIntoA = duplicateOf !== null && duplicateOf === a;
  const suggested = (judgment.suggested_supersessions ?? []).some((s) => s.memory_id === a);
  const explicit = pair.b.supersedes_a === true;
  const honoured = explicit && obs.aAfter?.superseded_by === bMemory && !after.some((c) => c.status === "open");

  const resolved = [...(obs.conflictsAtWrite ?? []), ...(obs.conflictsAfter ?? [])].filter((c) => c.status === "resolved");
  const autoSuperseded = [];
  if (!explicit && obs.aAfter?.superseded_by && !mergedIntoA) autoSuperseded.push(`a superseded by ${obs.aAfter.superseded_by}`);
  if (obs.bAfter?.superseded_by && bMemory !== a) autoSuperseded.push(`b superseded by ${obs.bAfter.superseded_by}`);
  const autoResolved = resolved.length > 0 || autoSuperseded.length > 0;

  const failures = [];
  const conflictWord = (c) => `${c.kind ?? "?"}${c.reason ? `: ${c.reason}` : ""}`;
  if (pair.expect === "conflict" && !flaggedAtWrite)
    failures.push(flaggedAfterNightly ? "no conflict at write (the nightly run found it)" : "no conflict, at write or after nightly");
  if (pair.suggest_supersede && !suggested) failures.push("no supersession suggested");
  if ((pair.expect === "none" || pair.expect === "duplicate") && anyConflict) {
    const c = judgedConflicts[0] ?? atWrite[0] ?? after[0];
    failures.push(`false conflict (${conflictWord(c)})`);
  }
  if (pair.expect === "duplicate" && !mergedIntoA) failures.push(`not recognised as a duplicate (status ${obs.writeB?.status ?? "?"})`);
  if (pair.expect !== "duplicate" && mergedIntoA) failures.push("WRONG MERGE: b was stored as a duplicate of a (data loss)");
  if (pair.expect === "supersede" && !honoured)
    failures.push(obs.aAfter?.superseded_by !== bMemory ? `a.superseded_by is ${obs.aAfter?.superseded_by ?? "null"}` : "an open conflict remains between a and b");
  if (autoResolved) failures.push(`auto-resolved (${[...resolved.map((c) => `conflict ${c.id} resolved`), ...autoSuperseded].join("; ")})`);

  return {
    id: pair.id, half: pair.half, category: pair.category, kind: pair.kind, expect: pair.expect,
    a_id: a ?? null, b_id: bMemory ?? null, b_status: obs.writeB?.status ?? null, duplicate_of: duplicateOf,
    flagged_at_write: flaggedAtWrite, flagged_after_nightly: flaggedAfterNightly, any_conflict: anyConflict,
    merged_into_a: mergedIntoA, suggested_supersession: suggested, supersession_honoured: honoured,
    auto_resolved: autoResolved, other_conflicts: otherConflicts.length,
    judgment_took_ms: typeof judgment.took_ms === "number" ? judgment.took_ms : null,
    conflicts: { judged: judgedConflicts, at_write: atWrite, after_nightly: after },
    failures,
  };
}

const ratio = (n, d) => (d ? n / d : null);

/** The half's (or a category's) figures from judged pairs. */
export function summarize(results) {
  const conflictPairs = results.filter((r) => r.expect === "conflict");
  const quietPairs = results.filter((r) => r.expect === "none" || r.expect === "duplicate");
  const duplicatePairs = results.filter((r) => r.expect === "duplicate");
  const changeOfMind = results.filter((r) => r.kind === "change_of_mind");
  const supersessions = results.filter((r) => r.expect === "supersede");
  const count = (rs, f) => rs.filter(f).length;
  return {
    pairs: results.length,
    conflictRecallAtWrite: { n: count(conflictPairs, (r) => r.flagged_at_write), of: conflictPairs.length },
    conflictRecallAfterNightly: { n: count(conflictPairs, (r) => r.flagged_after_nightly), of: conflictPairs.length },
    falseFlagRate: { n: count(quietPairs, (r) => r.any_conflict), of: quietPairs.length },
    duplicateRecall: { n: count(duplicatePairs, (r) => r.merged_into_a), of: duplicatePairs.length },
    wrongMerges: { n: count(results, (r) => r.expect !== "duplicate" && r.merged_into_a) },
    suggestedSupersession: { n: count(changeOfMind, (r) => r.suggested_supersession), of: changeOfMind.length },
    supersessionHonoured: { n: count(supersessions, (r) => r.supersession_honoured), of: supersessions.length },
    autoResolved: { n: count(results, (r) => r.auto_resolved) },
  };
}

export const valueOf = (m) => (m.of === undefined ? m.n : ratio(m.n, m.of));

/** "ok" / "MISSED" / "" (no target, or nothing to measure). */
export function verdict(name, value) {
  const t = TARGETS[name];
  if (!t || value === null || value === undefined) return "";
  if (t.min !== undefined) return value >= t.min ? "ok" : "MISSED";
  return value <= t.max ? "ok" : "MISSED";
}
