/** The caller's own memories as export lines, paged by id (export route, backups). */
import { MEMORY_SELECT } from "../memory/view";
import { type LifecycleRecord, toExportLine, type ExportLine } from "./record";

export async function* userExportLines(db: D1Database, userId: string, o: { includeArchived: boolean; page?: number }): AsyncGenerator<ExportLine> {
  let cursor = "";
  const page = o.page ?? 500;
  for (;;) {
    const { results } = await db
      .prepare(`${MEMORY_SELECT} WHERE m.user_id = ? AND m.id > ? ${o.includeArchived ? "" : "AND m.archived_at IS NULL"} ORDER BY m.id LIMIT ?`)
      .bind(userId, cursor, page)
      .all<LifecycleRecord>();
    for (const r of results) yield toExportLine(r);
    if (results.length < page) return;
    cursor = results.at(-1)!.id;
  }
}
