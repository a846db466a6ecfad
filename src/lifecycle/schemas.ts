/** zod schemas of the lifecycle routes (feedback, usage, conflicts, import). */
import { z } from "zod";
import { isoDate, memoryInput, memoryView, projectName } from "../memory/schemas";
import { LIMITS, MEMORY_TYPES, PROVENANCES, SCOPES, SOURCES, TIERS } from "../memory/types";

export const feedbackInput = z.object({
  type: z.enum(["CONFIRM", "INCORRECT", "OUTDATED", "FORGET"]),
  rating: z.number().int().min(1).max(10).optional().describe("1–10; > 7 raises effectiveness by 0.5, < 4 lowers it by 0.5"),
  comment: z.string().max(2000).optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

export const usageInput = z.object({
  success: z.boolean(),
  severity: z.enum(["HIGH", "MEDIUM", "LOW"]).optional().describe("How bad a failure was: penalty 0.15 / 0.10 / 0.05"),
  context: z.string().max(2000).optional(),
});
export type UsageInput = z.infer<typeof usageInput>;

export const resolveConflictInput = z
  .object({
    action: z.enum(["keep_left", "keep_right", "both_valid", "merge"]),
    note: z.string().max(2000).optional(),
    merged_content: memoryInput.shape.content.optional(),
  })
  .refine((r) => r.action !== "merge" || r.merged_content !== undefined, {
    message: "required when action is 'merge'",
    path: ["merged_content"],
  });
export type ResolveConflictInput = z.infer<typeof resolveConflictInput>;

export const conflictsQuery = z.object({
  status: z.enum(["open", "resolved", "all"]).default("open"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const count = z.number().int().min(0);
const nullableIso = isoDate.nullable().optional();

/** One line of an export (or backup, or archive copy). Unknown fields (owner_id, indexed, …) are ignored. */
export const importLine = z.object({
  id: z.string().regex(/^mem_[0-9A-Z]{26}$/, "an id of the form mem_<26 characters>").optional(),
  content: memoryInput.shape.content,
  title: z.string().max(LIMITS.titleChars).nullable().optional(),
  type: z.enum(MEMORY_TYPES).optional(),
  scope: z.enum(SCOPES).optional(),
  project: projectName.nullable().optional(),
  tier: z.enum(TIERS).optional(),
  tags: memoryInput.shape.tags,
  metadata: memoryInput.shape.metadata,
  source: z.enum(SOURCES).optional(),
  provenance: z.enum(PROVENANCES).optional().describe("Kept as exported; a line without it is stored as 'import'"),
  session_id: z.string().min(1).max(200).nullable().optional(),
  confidence: z.number().min(0).max(1).optional(),
  importance: z.number().min(0).max(1).optional(),
  effectiveness: z.number().min(0).max(10).optional(),
  access_count: count.optional(),
  use_count: count.optional(),
  success_count: count.optional(),
  failure_count: count.optional(),
  pinned: z.boolean().optional(),
  needs_review: z.boolean().optional(),
  archived_at: nullableIso,
  created_at: isoDate.optional(),
  updated_at: isoDate.optional(),
  occurred_at: nullableIso,
  last_accessed_at: nullableIso,
  last_used_at: nullableIso,
  valid_from: nullableIso,
  valid_until: nullableIso,
  supersedes: z.string().min(1).max(64).nullable().optional(),
  superseded_by: z.string().min(1).max(64).nullable().optional(),
  drift_days: count.optional(),
  negative_feedback: count.optional(),
});
export type ImportLine = z.infer<typeof importLine>;

export const IMPORT_MAX_LINES = 5000;

export const importStatus = z
  .enum(["created", "exists", "duplicate", "erased"])
  .describe("erased: the line's id was erased (POST /v1/memories/{id}/erase); a backup or export taken before does not bring it back");

export const memoryWithStrength = memoryView.extend({
  strength: z.number().describe("Computed at read time (spec \"Scoring\"); 1 for anchored types and pinned memories"),
});


const claimView = z.object({ subject: z.string(), value: z.string(), text: z.string(), rule: z.string() });

export const conflictView = z.object({
  id: z.string(),
  kind: z.enum(["temporal_overlap", "contradiction", "preference_shift", "local_vs_global", "change"]),
  status: z.enum(["open", "resolved"]),
  subject: z.string().nullable(),
  left: memoryView.nullable(),
  right: memoryView.nullable(),
  suggestion: z.object({ keep: z.string(), reason: z.string() }).nullable(),
  reason: z.string().nullable().describe("Why the pair was flagged, in words"),
  claims: z
    .object({ left: claimView, right: claimView })
    .nullable()
    .describe("The two claims that disagree (null when flagged by an older rule or by text alone)"),
  suggested_supersession: z
    .object({ keep: z.string(), replaces: z.string() })
    .nullable()
    .describe("For a change statement: keep the newer memory and supersede the one it changed (resolve with keep_left/keep_right)"),
  resolution: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
