/** Turns a stored row into the API's memory shape (ISO dates, parsed JSON, project by name). */
import { toIso } from "../util/time";
import type { MemoryType, Provenance, Scope, Source, Tier } from "./types";
import type { MemoryView } from "./schemas";

/** A `memories` row as D1 returns it (snake_case), joined with its project's name. */
export interface MemoryRecord {
  id: string;
  org_id: string;
  user_id: string;
  scope: string;
  project_id: string | null;
  project_name: string | null;
  type: string;
  tier: string;
  title: string | null;
  content: string;
  tags: string;
  metadata: string;
  source: string;
  session_id: string | null;
  confidence: number;
  importance: number;
  effectiveness: number;
  access_count: number;
  use_count: number;
  success_count: number;
  failure_count: number;
  pinned: number;
  needs_review: number;
  archived_at: number | null;
  created_at: number;
  updated_at: number;
  occurred_at: number | null;
  last_accessed_at: number | null;
  last_used_at: number | null;
  valid_from: number | null;
  valid_until: number | null;
  supersedes: string | null;
  superseded_by: string | null;
  content_hash: string;
  embedding_model: string | null;
  embedding_dim: number | null;
  indexed_at: number | null;
  /** How it arrived (migrations/0010); see memory/types.ts PROVENANCES. */
  provenance: string;
  /** 1: the text reads like instructions to a model (safety/instructions.ts). */
  instruction_like: number;
}

export const MEMORY_SELECT = `SELECT m.*, p.name AS project_name FROM memories m LEFT JOIN projects p ON p.id = m.project_id`;

export function toMemoryView(r: MemoryRecord): MemoryView {
  return {
    id: r.id,
    content: r.content,
    title: r.title,
    type: r.type as MemoryType,
    scope: r.scope as Scope,
    project: r.project_name,
    tier: r.tier as Tier,
    tags: JSON.parse(r.tags) as string[],
    metadata: JSON.parse(r.metadata) as Record<string, unknown>,
    source: r.source as Source,
    provenance: r.provenance as Provenance,
    instruction_like: r.instruction_like === 1,
    owner_id: r.user_id,
    session_id: r.session_id,
    confidence: r.confidence,
    importance: r.importance,
    effectiveness: r.effectiveness,
    access_count: r.access_count,
    use_count: r.use_count,
    success_count: r.success_count,
    failure_count: r.failure_count,
    pinned: r.pinned === 1,
    needs_review: r.needs_review === 1,
    archived_at: toIso(r.archived_at),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
    occurred_at: toIso(r.occurred_at),
    last_accessed_at: toIso(r.last_accessed_at),
    last_used_at: toIso(r.last_used_at),
    valid_from: toIso(r.valid_from),
    valid_until: toIso(r.valid_until),
    supersedes: r.supersedes,
    superseded_by: r.superseded_by,
    embedding_model: r.embedding_model,
    indexed: r.indexed_at !== null,
  };
}
