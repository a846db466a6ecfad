/** Reads a user's unconsolidated episodes: live `episode` memories after the cursor, oldest first. */
import { episodesAfter } from "../storage/consolidation-store";
import type { EpisodeInput } from "./extraction";

export async function readEpisodesAfter(db: D1Database, userId: string, cursor: string | null, limit: number): Promise<EpisodeInput[]> {
  const rows = await episodesAfter(db, userId, cursor ?? "", limit);
  return rows.map((r) => ({ id: r.id, content: r.content, at: r.at, projectName: r.project_name, sessionId: r.session_id, provenance: r.provenance }));
}
