/**
 * The caller's memory statistics, after seed 000's success metrics: counts by type/tier/scope,
 * storage size, how often stored knowledge is recalled and helps when applied, stale share, conflict
 * counts, and learnings per session. Over the caller's OWN memories (what they can export).
 */
import { strength } from "./scoring";
import { conflictCounts, liveCountsBy, liveCountsByProject, memoryTotals, unpinnedLive, vectorBytes } from "../storage/stats-store";

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

export async function userStats(db: D1Database, userId: string, now: number) {
  const [byType, byTier, byScope, byProject, totals, vectorTotal, candidates, conflicts] = await Promise.all([
    liveCountsBy(db, userId, "type"), liveCountsBy(db, userId, "tier"), liveCountsBy(db, userId, "scope"), liveCountsByProject(db, userId),
    memoryTotals(db, userId), vectorBytes(db, userId),
    // Stale: live rows the weekly job would archive now (decay makes them eligible between runs).
    unpinnedLive(db, userId, 5000), conflictCounts(db, userId),
  ]);
  const t = (k: string) => Number(totals?.[k] ?? 0);
  const stale = candidates.filter((m) => m.confidence < 0.3 || strength(m, now) < 0.2).length;
  return {
    memories: { live: t("live"), archived: t("archived"), by_type: byType, by_tier: byTier, by_scope: byScope, by_project: byProject },
    storage: { text_bytes: t("text_bytes"), vector_bytes: vectorTotal, total_bytes: t("text_bytes") + vectorTotal },
    recall_hit_rate: ratio(t("recalled"), t("live")),
    usage_success_rate: ratio(t("successes"), t("uses")),
    pattern_hit_rate: ratio(t("patterns_used"), t("patterns")),
    gotcha_prevention_rate: ratio(t("gotcha_successes"), t("gotcha_uses")),
    stale_share: ratio(stale, t("live")),
    conflicts,
    learnings_per_session: ratio(t("session_learnings"), t("sessions")),
  };
}
