/**
 * The caller's memory statistics, after seed 000's success metrics: counts by type/tier/scope,
 * storage size, how often stored knowledge is recalled and helps when applied, stale share, conflict
 * counts, and learnings per session. Over the caller's OWN memories (what they can export).
 */
import { strength } from "./scoring";
import type { LifecycleRecord } from "./record";

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

export async function userStats(db: D1Database, userId: string, now: number) {
  const group = async (col: "type" | "tier" | "scope") => {
    const { results } = await db
      .prepare(`SELECT ${col} AS k, COUNT(*) AS n FROM memories WHERE user_id = ? AND archived_at IS NULL GROUP BY ${col}`)
      .bind(userId)
      .all<{ k: string; n: number }>();
    return Object.fromEntries(results.map((r) => [r.k, r.n]));
  };
  const [byType, byTier, byScope] = await Promise.all([group("type"), group("tier"), group("scope")]);
  const totals = await db
    .prepare(
      `SELECT COUNT(*) AS all_rows, SUM(archived_at IS NULL) AS live, SUM(archived_at IS NOT NULL) AS archived,
       SUM(LENGTH(CAST(content AS BLOB)) + LENGTH(CAST(IFNULL(title, '') AS BLOB)) + LENGTH(CAST(tags AS BLOB)) + LENGTH(CAST(metadata AS BLOB))) AS text_bytes,
       SUM(archived_at IS NULL AND access_count > 0) AS recalled, SUM(CASE WHEN archived_at IS NULL THEN use_count ELSE 0 END) AS uses,
       SUM(CASE WHEN archived_at IS NULL THEN success_count ELSE 0 END) AS successes,
       SUM(archived_at IS NULL AND type = 'pattern') AS patterns, SUM(archived_at IS NULL AND type = 'pattern' AND use_count > 0) AS patterns_used,
       SUM(CASE WHEN archived_at IS NULL AND type = 'gotcha' THEN use_count ELSE 0 END) AS gotcha_uses,
       SUM(CASE WHEN archived_at IS NULL AND type = 'gotcha' THEN success_count ELSE 0 END) AS gotcha_successes,
       COUNT(DISTINCT session_id) AS sessions, SUM(session_id IS NOT NULL AND type != 'episode') AS session_learnings
       FROM memories WHERE user_id = ?`,
    )
    .bind(userId)
    .first<Record<string, number | null>>();
  const t = (k: string) => Number(totals?.[k] ?? 0);
  const vectorBytes = Number(
    (await db.prepare("SELECT SUM(LENGTH(v.vector)) AS n FROM memory_vectors v JOIN memories m ON m.id = v.memory_id WHERE m.user_id = ?").bind(userId).first<{ n: number | null }>())?.n ?? 0,
  );
  // Stale: live rows the weekly job would archive now (decay makes them eligible between runs).
  const { results: candidates } = await db
    .prepare("SELECT * FROM memories WHERE user_id = ? AND archived_at IS NULL AND pinned = 0 LIMIT 5000")
    .bind(userId)
    .all<LifecycleRecord>();
  const stale = candidates.filter((m) => m.confidence < 0.3 || strength(m, now) < 0.2).length;
  const conflicts = await db
    .prepare("SELECT SUM(status = 'open') AS open, SUM(status = 'resolved') AS resolved FROM conflicts WHERE user_id = ?")
    .bind(userId)
    .first<{ open: number | null; resolved: number | null }>();
  return {
    memories: { live: t("live"), archived: t("archived"), by_type: byType, by_tier: byTier, by_scope: byScope },
    storage: { text_bytes: t("text_bytes"), vector_bytes: vectorBytes, total_bytes: t("text_bytes") + vectorBytes },
    recall_hit_rate: ratio(t("recalled"), t("live")),
    usage_success_rate: ratio(t("successes"), t("uses")),
    pattern_hit_rate: ratio(t("patterns_used"), t("patterns")),
    gotcha_prevention_rate: ratio(t("gotcha_successes"), t("gotcha_uses")),
    stale_share: ratio(stale, t("live")),
    conflicts: { open: conflicts?.open ?? 0, resolved: conflicts?.resolved ?? 0 },
    learnings_per_session: ratio(t("session_learnings"), t("sessions")),
  };
}
