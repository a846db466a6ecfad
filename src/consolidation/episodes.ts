/** Reads a user's unconsolidated episodes: live `episode` memories after the cursor, oldest first. */
import type { EpisodeInput } from "./extraction";

export async function readEpisodesAfter(db: D1Database, userId: string, cursor: string | null, limit: number): Promise<EpisodeInput[]> {
  const { results } = await db
    .prepare(
      // Only the owner's own episodes; a project name is kept only while the owner is still a member,
      // so the consolidated memory can be written there.
      `SELECT m.id, m.content, COALESCE(m.occurred_at, m.created_at) AS at, m.session_id,
              CASE WHEN pm.user_id IS NOT NULL THEN pr.name END AS project_name
       FROM memories m
       LEFT JOIN projects pr ON pr.id = m.project_id
       LEFT JOIN project_members pm ON pm.project_id = m.project_id AND pm.user_id = m.user_id
       WHERE m.user_id = ? AND m.type = 'episode' AND m.archived_at IS NULL AND m.id > ?
       ORDER BY m.id LIMIT ?`,
    )
    .bind(userId, cursor ?? "", limit)
    .all<{ id: string; content: string; at: number; session_id: string | null; project_name: string | null }>();
  return results.map((r) => ({ id: r.id, content: r.content, at: r.at, projectName: r.project_name, sessionId: r.session_id }));
}
