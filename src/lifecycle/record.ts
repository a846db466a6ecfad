/**
 * The lifecycle's view of a stored memory: the row as D1 returns it plus the two bookkeeping columns
 * of migrations/0005, and the export line (every field, ISO timestamps) used by export, backups and
 * archive copies alike, so all three round-trip through import.
 */
import type { MemoryView } from "../memory/schemas";
import { type MemoryRecord, toMemoryView } from "../memory/view";
import { recordsByIdAnyone } from "../storage/memories-store";

export interface LifecycleRecord extends MemoryRecord {
  drift_days: number;
  negative_feedback: number;
}

export interface ExportLine extends MemoryView {
  drift_days: number;
  negative_feedback: number;
}

export const toExportLine = (r: LifecycleRecord): ExportLine => ({
  ...toMemoryView(r),
  drift_days: r.drift_days,
  negative_feedback: r.negative_feedback,
});

/** Rows by id regardless of visibility: for jobs and for the owner's writer after its own checks. */
export async function recordsById(db: D1Database, ids: string[]): Promise<LifecycleRecord[]> {
  return recordsByIdAnyone(db, ids);
}
