/**
 * drizzle view of the tables in `migrations/` (the SQL there is the one source of the schema;
 * keep this file in step with it). FTS5 tables and triggers live only in SQL.
 */
import { blob, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const organizations = sqliteTable("organizations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  personal: integer("personal").notNull().default(0),
  createdAt: integer("created_at").notNull(),
});

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  orgId: text("org_id").notNull(),
  name: text("name").notNull(),
  createdAt: integer("created_at").notNull(),
  disabledAt: integer("disabled_at"),
});

export const apiKeys = sqliteTable("api_keys", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  keyHash: text("key_hash").notNull().unique(),
  prefix: text("prefix").notNull(),
  createdAt: integer("created_at").notNull(),
  lastUsedAt: integer("last_used_at"),
  revokedAt: integer("revoked_at"),
  name: text("name"),
});

export const projects = sqliteTable("projects", {
  id: text("id").primaryKey(),
  orgId: text("org_id").notNull(),
  name: text("name").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: integer("created_at").notNull(),
});

export const projectMembers = sqliteTable(
  "project_members",
  {
    projectId: text("project_id").notNull(),
    userId: text("user_id").notNull(),
    role: text("role", { enum: ["owner", "member"] }).notNull().default("member"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

export const memories = sqliteTable(
  "memories",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    userId: text("user_id").notNull(),
    scope: text("scope").notNull(),
    projectId: text("project_id"),
    type: text("type").notNull(),
    tier: text("tier").notNull(),
    title: text("title"),
    content: text("content").notNull(),
    tags: text("tags").notNull().default("[]"),
    metadata: text("metadata").notNull().default("{}"),
    source: text("source").notNull(),
    sessionId: text("session_id"),
    confidence: real("confidence").notNull(),
    importance: real("importance").notNull(),
    effectiveness: real("effectiveness").notNull(),
    accessCount: integer("access_count").notNull().default(0),
    useCount: integer("use_count").notNull().default(0),
    successCount: integer("success_count").notNull().default(0),
    failureCount: integer("failure_count").notNull().default(0),
    pinned: integer("pinned").notNull().default(0),
    needsReview: integer("needs_review").notNull().default(0),
    archivedAt: integer("archived_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    occurredAt: integer("occurred_at"),
    lastAccessedAt: integer("last_accessed_at"),
    lastUsedAt: integer("last_used_at"),
    validFrom: integer("valid_from"),
    validUntil: integer("valid_until"),
    supersedes: text("supersedes"),
    supersededBy: text("superseded_by"),
    contentHash: text("content_hash").notNull(),
    embeddingModel: text("embedding_model"),
    embeddingDim: integer("embedding_dim"),
    indexedAt: integer("indexed_at"),
    // migrations/0005_lifecycle.sql
    driftDays: integer("drift_days").notNull().default(0),
    negativeFeedback: integer("negative_feedback").notNull().default(0),
  },
  (t) => [index("memories_owner").on(t.userId, t.archivedAt, t.id)],
);
export type MemoryRow = typeof memories.$inferSelect;

export const memoryVectors = sqliteTable("memory_vectors", {
  memoryId: text("memory_id").primaryKey(),
  orgId: text("org_id").notNull(),
  model: text("model").notNull(),
  dimension: integer("dimension").notNull(),
  vector: blob("vector", { mode: "buffer" }).notNull(),
  contentHash: text("content_hash").notNull(),
  createdAt: integer("created_at").notNull(),
});

export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: text("response").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const outbox = sqliteTable("outbox", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["index", "unindex"] }).notNull(),
  memoryId: text("memory_id").notNull(),
  orgId: text("org_id").notNull(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: integer("next_attempt_at").notNull(),
  lastError: text("last_error"),
  createdAt: integer("created_at").notNull(),
});

export const events = sqliteTable("events", {
  id: text("id").primaryKey(),
  orgId: text("org_id").notNull(),
  userId: text("user_id"),
  kind: text("kind").notNull(),
  memoryId: text("memory_id"),
  data: text("data").notNull().default("{}"),
  createdAt: integer("created_at").notNull(),
});

export const jobRuns = sqliteTable("job_runs", {
  id: text("id").primaryKey(),
  job: text("job").notNull(),
  cron: text("cron"),
  status: text("status", { enum: ["running", "done", "partial", "failed"] }).notNull(),
  processed: integer("processed").notNull().default(0),
  detail: text("detail").notNull().default("{}"),
  startedAt: integer("started_at").notNull(),
  finishedAt: integer("finished_at"),
});

export const jobCheckpoints = sqliteTable(
  "job_checkpoints",
  {
    job: text("job").notNull(),
    partition: text("partition").notNull().default(""),
    cursor: text("cursor").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.partition] })],
);

// migrations/0006_knowledge.sql ---------------------------------------------------------------

export const outcomes = sqliteTable("outcomes", {
  id: text("id").primaryKey(),
  orgId: text("org_id").notNull(),
  userId: text("user_id").notNull(),
  projectId: text("project_id"),
  sessionId: text("session_id"),
  taskInput: text("task_input").notNull(),
  taskType: text("task_type").notNull(),
  verified: integer("verified").notNull(),
  rating: integer("rating"),
  body: text("body").notNull(),
  learningIds: text("learning_ids").notNull().default("[]"),
  skillStatus: text("skill_status", { enum: ["none", "pending", "extracted", "skipped"] }).notNull().default("none"),
  skillId: text("skill_id"),
  createdAt: integer("created_at").notNull(),
});

export const skills = sqliteTable("skills", {
  id: text("id").primaryKey(),
  orgId: text("org_id").notNull(),
  userId: text("user_id").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  triggers: text("triggers").notNull().default("[]"),
  prerequisites: text("prerequisites").notNull().default("[]"),
  usesSkills: text("uses_skills").notNull().default("[]"),
  bodyKind: text("body_kind", { enum: ["code", "procedure"] }).notNull(),
  language: text("language"),
  version: integer("version").notNull().default(1),
  useCount: integer("use_count").notNull().default(0),
  successCount: integer("success_count").notNull().default(0),
  failureCount: integer("failure_count").notNull().default(0),
  satisfactionSum: real("satisfaction_sum").notNull().default(0),
  satisfactionCount: integer("satisfaction_count").notNull().default(0),
  createdFrom: text("created_from"),
  lastUsedAt: integer("last_used_at"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const skillVersions = sqliteTable(
  "skill_versions",
  {
    skillId: text("skill_id").notNull(),
    version: integer("version").notNull(),
    blobKey: text("blob_key").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.skillId, t.version] })],
);

export const skillUses = sqliteTable("skill_uses", {
  id: text("id").primaryKey(),
  skillId: text("skill_id").notNull(),
  userId: text("user_id").notNull(),
  success: integer("success").notNull(),
  satisfaction: real("satisfaction"),
  note: text("note"),
  createdAt: integer("created_at").notNull(),
});

export const skillVectors = sqliteTable("skill_vectors", {
  skillId: text("skill_id").primaryKey(),
  userId: text("user_id").notNull(),
  model: text("model").notNull(),
  dimension: integer("dimension").notNull(),
  vector: blob("vector", { mode: "buffer" }).notNull(),
});

export const consolidationLog = sqliteTable("consolidation_log", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  firstEpisode: text("first_episode").notNull(),
  lastEpisode: text("last_episode").notNull(),
  episodes: integer("episodes").notNull(),
  extractor: text("extractor").notNull(),
  status: text("status", { enum: ["done", "skipped"] }).notNull(),
  reason: text("reason"),
  produced: text("produced").notNull().default("{}"),
  tokensIn: integer("tokens_in").notNull().default(0),
  tokensOut: integer("tokens_out").notNull().default(0),
  createdAt: integer("created_at").notNull(),
});

export const memoryNearKeys = sqliteTable(
  "memory_near_keys",
  {
    userId: text("user_id").notNull(),
    band: text("band").notNull(),
    memoryId: text("memory_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.band, t.memoryId] })],
);
