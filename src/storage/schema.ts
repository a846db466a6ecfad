/**
 * drizzle view of the tables in `migrations/`. The SQL there is the one source of the schema (D1's
 * migration runner applies it); this file must say exactly the same thing, down to types, NOT NULL,
 * defaults, keys, CHECKs and indexes — test/schema.test.ts compares the two as SQLite sees them and
 * fails on any difference. What drizzle cannot declare is named in `sqlOnly` at the end.
 *
 * CHECK and partial-index conditions are written as in the migration (the test compares the text).
 */
import { sql } from "drizzle-orm";
import {
  blob, check, index, integer, primaryKey, real, sqliteTable, text, unique, uniqueIndex,
} from "drizzle-orm/sqlite-core";

// migrations/0001_core.sql: tenancy ------------------------------------------------------------

export const organizations = sqliteTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    personal: integer("personal").notNull().default(0),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("organizations_name").on(t.name).where(sql`personal = 0`)],
);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id),
    name: text("name").notNull(),
    createdAt: integer("created_at").notNull(),
    disabledAt: integer("disabled_at"),
  },
  (t) => [index("users_org").on(t.orgId)],
);

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id),
    keyHash: text("key_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    createdAt: integer("created_at").notNull(),
    lastUsedAt: integer("last_used_at"),
    revokedAt: integer("revoked_at"),
    // migrations/0007_api_key_names.sql
    name: text("name"),
  },
  (t) => [index("api_keys_user").on(t.userId)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id),
    name: text("name").notNull(),
    createdBy: text("created_by").notNull().references(() => users.id),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [unique().on(t.orgId, t.name)],
);

export const projectMembers = sqliteTable(
  "project_members",
  {
    projectId: text("project_id").notNull().references(() => projects.id),
    userId: text("user_id").notNull().references(() => users.id),
    role: text("role", { enum: ["owner", "member"] }).notNull().default("member"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index("project_members_user").on(t.userId),
    check("project_members_role", sql`role IN ('owner', 'member')`),
  ],
);

// memories (0001, 0005, 0006, 0010) -------------------------------------------------------------------

export const memories = sqliteTable(
  "memories",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id),
    userId: text("user_id").notNull().references(() => users.id),
    scope: text("scope").notNull(),
    projectId: text("project_id").references(() => projects.id),
    type: text("type").notNull(),
    tier: text("tier").notNull().default("wm"),
    title: text("title"),
    content: text("content").notNull(),
    tags: text("tags").notNull().default("[]"),
    metadata: text("metadata").notNull().default("{}"),
    source: text("source").notNull().default("user_stated"),
    sessionId: text("session_id"),
    confidence: real("confidence").notNull().default(0.8),
    importance: real("importance").notNull().default(0.5),
    effectiveness: real("effectiveness").notNull().default(5),
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
    // migrations/0010_provenance.sql
    provenance: text("provenance").notNull().default("user_statement"),
    instructionLike: integer("instruction_like").notNull().default(0),
  },
  (t) => [
    check("memories_scope", sql`scope IN ('private', 'project', 'team', 'global')`),
    check("memories_tier", sql`tier IN ('stm', 'wm', 'ltm')`),
    check("memories_source", sql`source IN ('user_stated', 'ai_corrected', 'ai_inferred')`),
    check("memories_provenance", sql`provenance IN ('user_statement', 'assistant_inference', 'tool_output', 'import', 'swarm', 'consolidation')`),
    index("memories_owner").on(t.userId, t.archivedAt, t.id),
    index("memories_project").on(t.projectId, t.archivedAt, t.id),
    index("memories_org_scope").on(t.orgId, t.scope, t.archivedAt, t.id),
    index("memories_occurred").on(t.userId, t.occurredAt),
    index("memories_session").on(t.sessionId, t.occurredAt),
    // memories_dedupe is on an expression: see sqlOnly.
    index("memories_tier_live").on(t.tier, t.id).where(sql`archived_at IS NULL`),
    index("memories_archived_at").on(t.archivedAt).where(sql`archived_at IS NOT NULL`),
    index("memories_user_type").on(t.userId, t.type, t.id).where(sql`archived_at IS NULL`),
  ],
);
export type MemoryRow = typeof memories.$inferSelect;

export const memoryVectors = sqliteTable(
  "memory_vectors",
  {
    memoryId: text("memory_id").primaryKey().references(() => memories.id),
    orgId: text("org_id").notNull(),
    model: text("model").notNull(),
    dimension: integer("dimension").notNull(),
    vector: blob("vector", { mode: "buffer" }).notNull(),
    contentHash: text("content_hash").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("memory_vectors_org_model").on(t.orgId, t.model)],
);

// Write-path plumbing (0001) ----------------------------------------------------------------------

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
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created").on(t.createdAt)],
);

export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["index", "unindex"] }).notNull(),
    memoryId: text("memory_id").notNull(),
    orgId: text("org_id").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    check("outbox_kind", sql`kind IN ('index', 'unindex')`),
    index("outbox_due").on(t.nextAttemptAt),
    index("outbox_memory").on(t.memoryId),
  ],
);

export const events = sqliteTable(
  "events",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    userId: text("user_id"),
    kind: text("kind").notNull(),
    memoryId: text("memory_id"),
    data: text("data").notNull().default("{}"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("events_memory").on(t.memoryId, t.createdAt), index("events_user_kind").on(t.userId, t.kind, t.createdAt)],
);

// migrations/0002_knowledge_graph.sql -------------------------------------------------------------

export const entities = sqliteTable(
  "entities",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    normalized: text("normalized").notNull(),
    type: text("type").notNull().default("thing"),
    confidence: real("confidence").notNull().default(0.7),
    accessCount: integer("access_count").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [unique().on(t.userId, t.normalized, t.type), index("entities_lookup").on(t.userId, t.normalized)],
);

export const memoryEntities = sqliteTable(
  "memory_entities",
  {
    memoryId: text("memory_id").notNull(),
    entityId: text("entity_id").notNull(),
    weight: real("weight").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.memoryId, t.entityId] }), index("memory_entities_entity").on(t.entityId)],
);

export const relationships = sqliteTable(
  "relationships",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    sourceId: text("source_id").notNull(),
    targetId: text("target_id").notNull(),
    type: text("type").notNull(),
    strength: real("strength").notNull().default(0.5),
    evidence: text("evidence").notNull().default("[]"),
    accessCount: integer("access_count").notNull().default(0),
    lastReinforced: integer("last_reinforced").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    unique().on(t.sourceId, t.targetId, t.type),
    index("relationships_source").on(t.sourceId),
    index("relationships_target").on(t.targetId),
  ],
);

export const facts = sqliteTable(
  "facts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    entityId: text("entity_id").notNull(),
    property: text("property").notNull(),
    value: text("value").notNull(),
    confidence: real("confidence").notNull().default(0.7),
    validFrom: integer("valid_from"),
    validUntil: integer("valid_until"),
    source: text("source").notNull().default("ai_inferred"),
    memoryId: text("memory_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("facts_entity").on(t.entityId, t.property),
    // migrations/0006_knowledge.sql
    index("facts_user_entity").on(t.userId, t.entityId, t.property, t.validFrom),
    // migrations/0011_erasure.sql
    index("facts_memory").on(t.memoryId).where(sql`memory_id IS NOT NULL`),
  ],
);

// migrations/0003_lifecycle.sql -------------------------------------------------------------------

export const conflicts = sqliteTable(
  "conflicts",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    userId: text("user_id").notNull(),
    kind: text("kind", { enum: ["temporal_overlap", "contradiction", "preference_shift", "local_vs_global", "change"] }).notNull(),
    leftId: text("left_id").notNull(),
    rightId: text("right_id").notNull(),
    subject: text("subject"),
    status: text("status", { enum: ["open", "resolved"] }).notNull().default("open"),
    resolution: text("resolution"),
    createdAt: integer("created_at").notNull(),
    resolvedAt: integer("resolved_at"),
    // migrations/0009_judgment.sql
    reason: text("reason"),
    detail: text("detail"),
  },
  (t) => [
    check("conflicts_kind", sql`kind IN ('temporal_overlap', 'contradiction', 'preference_shift', 'local_vs_global', 'change')`),
    check("conflicts_status", sql`status IN ('open', 'resolved')`),
    unique().on(t.leftId, t.rightId),
    index("conflicts_user_status").on(t.userId, t.status),
    // migrations/0005_lifecycle.sql
    index("conflicts_left").on(t.leftId, t.status),
    index("conflicts_right").on(t.rightId, t.status),
  ],
);

export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: text("id").primaryKey(),
    job: text("job").notNull(),
    cron: text("cron"),
    status: text("status", { enum: ["running", "done", "partial", "failed"] }).notNull(),
    processed: integer("processed").notNull().default(0),
    detail: text("detail").notNull().default("{}"),
    startedAt: integer("started_at").notNull(),
    finishedAt: integer("finished_at"),
  },
  (t) => [
    check("job_runs_status", sql`status IN ('running', 'done', 'partial', 'failed')`),
    index("job_runs_job").on(t.job, t.startedAt),
  ],
);

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

// migrations/0006_knowledge.sql -------------------------------------------------------------------

export const outcomes = sqliteTable(
  "outcomes",
  {
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
  },
  (t) => [
    check("outcomes_skill_status", sql`skill_status IN ('none', 'pending', 'extracted', 'skipped')`),
    index("outcomes_user").on(t.userId, t.createdAt),
    index("outcomes_skill_pending").on(t.skillStatus, t.userId, t.id).where(sql`skill_status = 'pending'`),
  ],
);

export const skills = sqliteTable(
  "skills",
  {
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
  },
  (t) => [check("skills_body_kind", sql`body_kind IN ('code', 'procedure')`), unique().on(t.userId, t.name)],
);
export type SkillRecord = typeof skills.$inferSelect;

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

export const skillUses = sqliteTable(
  "skill_uses",
  {
    id: text("id").primaryKey(),
    skillId: text("skill_id").notNull(),
    userId: text("user_id").notNull(),
    success: integer("success").notNull(),
    satisfaction: real("satisfaction"),
    note: text("note"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("skill_uses_skill").on(t.skillId, t.createdAt)],
);

export const skillVectors = sqliteTable(
  "skill_vectors",
  {
    skillId: text("skill_id").primaryKey(),
    userId: text("user_id").notNull(),
    model: text("model").notNull(),
    dimension: integer("dimension").notNull(),
    vector: blob("vector", { mode: "buffer" }).notNull(),
  },
  (t) => [index("skill_vectors_user").on(t.userId, t.model)],
);

export const consolidationLog = sqliteTable(
  "consolidation_log",
  {
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
  },
  (t) => [check("consolidation_log_status", sql`status IN ('done', 'skipped')`), index("consolidation_log_user").on(t.userId, t.createdAt)],
);

/** WITHOUT ROWID in the migration (see sqlOnly). */
export const memoryNearKeys = sqliteTable(
  "memory_near_keys",
  {
    userId: text("user_id").notNull(),
    band: text("band").notNull(),
    memoryId: text("memory_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.band, t.memoryId] })],
);

/**
 * What the migrations create that drizzle cannot declare; test/schema.test.ts checks that each
 * exists as named and that nothing else differs. FTS5 external-content tables and the triggers
 * that keep them in step (drizzle has no virtual tables or triggers; their behaviour is checked by
 * the FTS integrity check in test/migrations/), the dedupe index on an expression (drizzle-kit
 * splits `IFNULL(project_id, '')` at the comma), and WITHOUT ROWID (no drizzle option).
 */
export const sqlOnly = {
  virtualTables: ["memories_fts", "skills_fts", "swarm_items_fts"],
  triggers: [
    "memories_fts_insert", "memories_fts_delete", "memories_fts_update",
    "skills_fts_insert", "skills_fts_delete", "skills_fts_update",
    "swarm_items_fts_insert", "swarm_items_fts_delete", "swarm_items_fts_update",
  ],
  indexes: ["memories_dedupe"],
  withoutRowid: ["memory_near_keys"],
} as const;

// migrations/0011_erasure.sql ---------------------------------------------------------------------

export const erasures = sqliteTable(
  "erasures",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    orgId: text("org_id").notNull(),
    userId: text("user_id").notNull(),
    erasedAt: integer("erased_at").notNull(),
    completedAt: integer("completed_at"),
    backupsClearedAt: integer("backups_cleared_at"),
  },
  (t) => [
    check("erasures_kind", sql`kind IN ('memory', 'account')`),
    index("erasures_backups_pending").on(t.userId).where(sql`backups_cleared_at IS NULL`),
    index("erasures_accounts_pending").on(t.kind, t.erasedAt).where(sql`completed_at IS NULL`),
  ],
);

// migrations/0012_swarm.sql -----------------------------------------------------------------------

export const orgMembers = sqliteTable(
  "org_members",
  {
    orgId: text("org_id").notNull().references(() => organizations.id),
    userId: text("user_id").notNull().references(() => users.id),
    role: text("role").notNull().default("member"),
    swarmEnabled: integer("swarm_enabled").notNull().default(0),
    swarmChangedAt: integer("swarm_changed_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    check("org_members_role", sql`role IN ('member', 'admin')`),
    index("org_members_user").on(t.userId),
  ],
);

export const swarmSettings = sqliteTable("swarm_settings", {
  orgId: text("org_id").primaryKey().references(() => organizations.id),
  enabled: integer("enabled").notNull().default(0),
  maxPromotions: integer("max_promotions").notNull().default(10),
  quarantineReports: integer("quarantine_reports").notNull().default(1),
  updatedAt: integer("updated_at").notNull(),
});

export const swarmItems = sqliteTable(
  "swarm_items",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id),
    type: text("type").notNull(),
    content: text("content").notNull(),
    tags: text("tags").notNull().default("[]"),
    status: text("status").notNull(),
    statusReason: text("status_reason"),
    contentHash: text("content_hash").notNull(),
    supporters: integer("supporters").notNull().default(0),
    uses: integer("uses").notNull().default(0),
    successes: integer("successes").notNull().default(0),
    effectiveness: real("effectiveness").notNull().default(0),
    lastConfirmedAt: integer("last_confirmed_at"),
    promotedAt: integer("promoted_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    check("swarm_items_status", sql`status IN ('review', 'shared', 'quarantined', 'withdrawn', 'rejected')`),
    index("swarm_items_org_status").on(t.orgId, t.status, t.id),
  ],
);
export type SwarmItemRow = typeof swarmItems.$inferSelect;

export const swarmVectors = sqliteTable(
  "swarm_vectors",
  {
    itemId: text("item_id").primaryKey().references(() => swarmItems.id),
    orgId: text("org_id").notNull(),
    model: text("model").notNull(),
    dimension: integer("dimension").notNull(),
    vector: blob("vector", { mode: "buffer" }).notNull(),
  },
  (t) => [index("swarm_vectors_org").on(t.orgId, t.model)],
);

export const swarmVotes = sqliteTable(
  "swarm_votes",
  {
    itemId: text("item_id").notNull().references(() => swarmItems.id),
    voter: text("voter").notNull(),
    supports: integer("supports").notNull().default(0),
    evUses: integer("ev_uses").notNull().default(0),
    evSuccesses: integer("ev_successes").notNull().default(0),
    evRatings: integer("ev_ratings").notNull().default(0),
    evRatingSum: integer("ev_rating_sum").notNull().default(0),
    uses: integer("uses").notNull().default(0),
    successes: integer("successes").notNull().default(0),
    rating: integer("rating"),
    reportedAt: integer("reported_at"),
    reportReason: text("report_reason"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.voter] }), index("swarm_votes_voter").on(t.voter)],
);

export const swarmAudit = sqliteTable(
  "swarm_audit",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    kind: text("kind").notNull(),
    itemId: text("item_id"),
    actor: text("actor"),
    data: text("data").notNull().default("{}"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("swarm_audit_org").on(t.orgId, t.id)],
);

// migrations/0013_org_directory.sql ----------------------------------------------------------------

export const orgDirectory = sqliteTable(
  "org_directory",
  {
    orgId: text("org_id").primaryKey(),
    database: text("database").notNull(),
    state: text("state").notNull().default("active"),
    updatedAt: integer("updated_at").notNull(),
  },
  () => [check("org_directory_state", sql`state IN ('active', 'moving')`)],
);
