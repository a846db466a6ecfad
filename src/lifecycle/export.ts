/** The caller's own memories as export lines, paged by id (export route, backups). */
import { ownRecordsAfter } from "../storage/memories-store";
import { toExportLine, type ExportLine } from "./record";

export async function* userExportLines(db: D1Database, userId: string, o: { includeArchived: boolean; page?: number }): AsyncGenerator<ExportLine> {
  let cursor = "";
  const page = o.page ?? 500;
  for (;;) {
    const results = await ownRecordsAfter(db, userId, cursor, { includeArchived: o.includeArchived, limit: page });
    for (const r of results) yield toExportLine(r);
    if (results.length < page) return;
    cursor = results.at(-1)!.id;
  }
}
