-- Engram core schema: tenancy, memories with full-text search, vectors, idempotency,
-- the indexing outbox and the event log. Timestamps are epoch milliseconds (INTEGER).

-- Tenancy -------------------------------------------------------------------------------------
CREATE TABLE organizations (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  personal    INTEGER NOT NULL DEFAULT 0,  -- 1: created for a user who named no organization
  created_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX organizations_name ON organizations(name) WHERE personal = 0;

CREATE TABLE users (
  id           TEXT PRIMARY KEY,
  org_id       TEXT NOT NULL REFERENCES organizations(id),
  name         TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  disabled_at  INTEGER
);
CREATE INDEX users_org ON users(org_id);

-- API keys are stored only as SHA-256 hashes; `prefix` lets a user recognise a key in lists.
CREATE TABLE api_keys (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id),
  key_hash      TEXT NOT NULL UNIQUE,
  prefix        TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  last_used_at  INTEGER,
  revoked_at    INTEGER
);
CREATE INDEX api_keys_user ON api_keys(user_id);

CREATE TABLE projects (
  id          TEXT PRIMARY KEY,
  org_id      TEXT NOT NULL REFERENCES organizations(id),
  name        TEXT NOT NULL,
  created_by  TEXT NOT NULL REFERENCES users(id),
  created_at  INTEGER NOT NULL,
  UNIQUE (org_id, name)
);

CREATE TABLE project_members (
  project_id  TEXT NOT NULL REFERENCES projects(id),
  user_id     TEXT NOT NULL REFERENCES users(id),
  role        TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'member')),
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_members_user ON project_members(user_id);

-- Memories ------------------------------------------------------------------------------------
CREATE TABLE memories (
  id                TEXT PRIMARY KEY,
  org_id            TEXT NOT NULL REFERENCES organizations(id),
  user_id           TEXT NOT NULL REFERENCES users(id),
  scope             TEXT NOT NULL CHECK (scope IN ('private', 'project', 'team', 'global')),
  project_id        TEXT REFERENCES projects(id),
  type              TEXT NOT NULL,
  tier              TEXT NOT NULL DEFAULT 'wm' CHECK (tier IN ('stm', 'wm', 'ltm')),
  title             TEXT,
  content           TEXT NOT NULL,
  tags              TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
  metadata          TEXT NOT NULL DEFAULT '{}',   -- JSON, returned verbatim
  source            TEXT NOT NULL DEFAULT 'user_stated'
                    CHECK (source IN ('user_stated', 'ai_corrected', 'ai_inferred')),
  session_id        TEXT,
  confidence        REAL NOT NULL DEFAULT 0.8,
  importance        REAL NOT NULL DEFAULT 0.5,
  effectiveness     REAL NOT NULL DEFAULT 5,
  access_count      INTEGER NOT NULL DEFAULT 0,
  use_count         INTEGER NOT NULL DEFAULT 0,
  success_count     INTEGER NOT NULL DEFAULT 0,
  failure_count     INTEGER NOT NULL DEFAULT 0,
  pinned            INTEGER NOT NULL DEFAULT 0,
  needs_review      INTEGER NOT NULL DEFAULT 0,
  archived_at       INTEGER,
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL,
  occurred_at       INTEGER,
  last_accessed_at  INTEGER,
  last_used_at      INTEGER,
  valid_from        INTEGER,
  valid_until       INTEGER,
  supersedes        TEXT,
  superseded_by     TEXT,
  content_hash      TEXT NOT NULL,
  embedding_model   TEXT,
  embedding_dim     INTEGER,
  indexed_at        INTEGER
);
CREATE INDEX memories_owner ON memories(user_id, archived_at, id);
CREATE INDEX memories_project ON memories(project_id, archived_at, id);
CREATE INDEX memories_org_scope ON memories(org_id, scope, archived_at, id);
CREATE INDEX memories_occurred ON memories(user_id, occurred_at);
CREATE INDEX memories_session ON memories(session_id, occurred_at);
-- Dedupe: one live copy of a content per (user, scope, project). The writer checks first;
-- this index is the backstop that makes a race impossible.
CREATE UNIQUE INDEX memories_dedupe ON memories(user_id, scope, IFNULL(project_id, ''), content_hash)
  WHERE archived_at IS NULL;

-- Full-text search over memories (external content, Porter stemming). Kept in step by triggers,
-- so a row is searchable by BM25 in the same transaction that stores it.
CREATE VIRTUAL TABLE memories_fts USING fts5(
  content, title, tags,
  content = 'memories', content_rowid = 'rowid',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
  INSERT INTO memories_fts(rowid, content, title, tags)
  VALUES (new.rowid, new.content, IFNULL(new.title, ''), new.tags);
END;
CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
  INSERT INTO memories_fts(memories_fts, rowid, content, title, tags)
  VALUES ('delete', old.rowid, old.content, IFNULL(old.title, ''), old.tags);
END;
CREATE TRIGGER memories_fts_update AFTER UPDATE OF content, title, tags ON memories BEGIN
  INSERT INTO memories_fts(memories_fts, rowid, content, title, tags)
  VALUES ('delete', old.rowid, old.content, IFNULL(old.title, ''), old.tags);
  INSERT INTO memories_fts(rowid, content, title, tags)
  VALUES (new.rowid, new.content, IFNULL(new.title, ''), new.tags);
END;

-- The durable copy of every vector (client-supplied or embedded server-side). The vector index
-- (Vectorize, or the exact index in development) is rebuilt from here; float32 little-endian.
CREATE TABLE memory_vectors (
  memory_id   TEXT PRIMARY KEY REFERENCES memories(id),
  org_id      TEXT NOT NULL,
  model       TEXT NOT NULL,
  dimension   INTEGER NOT NULL,
  vector      BLOB NOT NULL,
  content_hash TEXT NOT NULL,             -- the content it encodes; a different hash means stale
  created_at  INTEGER NOT NULL
);
CREATE INDEX memory_vectors_org_model ON memory_vectors(org_id, model);

-- Write path plumbing -------------------------------------------------------------------------
-- A replayed Idempotency-Key returns the stored response; a different body with the same key is refused.
CREATE TABLE idempotency_keys (
  user_id       TEXT NOT NULL,
  key           TEXT NOT NULL,
  request_hash  TEXT NOT NULL,
  status        INTEGER NOT NULL,
  response      TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);

-- Transactional outbox: written in the same D1 batch as the memory, removed once the vector
-- index has it. The hourly cron drains whatever the request path could not finish.
CREATE TABLE outbox (
  id               TEXT PRIMARY KEY,
  kind             TEXT NOT NULL CHECK (kind IN ('index', 'unindex')),
  memory_id        TEXT NOT NULL,
  org_id           TEXT NOT NULL,
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,
  last_error       TEXT,
  created_at       INTEGER NOT NULL
);
CREATE INDEX outbox_due ON outbox(next_attempt_at);
CREATE INDEX outbox_memory ON outbox(memory_id);

-- Events: feedback, usage and audit, append-only.
CREATE TABLE events (
  id          TEXT PRIMARY KEY,
  org_id      TEXT NOT NULL,
  user_id     TEXT,
  kind        TEXT NOT NULL,
  memory_id   TEXT,
  data        TEXT NOT NULL DEFAULT '{}',
  created_at  INTEGER NOT NULL
);
CREATE INDEX events_memory ON events(memory_id, created_at);
CREATE INDEX events_user_kind ON events(user_id, kind, created_at);
