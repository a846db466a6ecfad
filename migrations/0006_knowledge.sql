-- Knowledge: task outcomes (learning from verified success), the skill library (metadata here,
-- bodies in R2 under versioned keys, see src/skills/blob-keys.ts) and consolidation bookkeeping.

-- A finished task as reported by the client (seed 000 "Session Schema"). Learnings are extracted
-- only when verified = 1; `skill_status` tracks skill extraction from positively rated outcomes.
CREATE TABLE outcomes (
  id              TEXT PRIMARY KEY,
  org_id          TEXT NOT NULL,
  user_id         TEXT NOT NULL,
  project_id      TEXT,
  session_id      TEXT,
  task_input      TEXT NOT NULL,
  task_type       TEXT NOT NULL,
  verified        INTEGER NOT NULL,
  rating          INTEGER,                         -- 1–10, optional
  body            TEXT NOT NULL,                   -- the request as recorded (JSON)
  learning_ids    TEXT NOT NULL DEFAULT '[]',      -- memories created from it (JSON array)
  skill_status    TEXT NOT NULL DEFAULT 'none' CHECK (skill_status IN ('none', 'pending', 'extracted', 'skipped')),
  skill_id        TEXT,
  created_at      INTEGER NOT NULL
);
CREATE INDEX outcomes_user ON outcomes(user_id, created_at);
CREATE INDEX outcomes_skill_pending ON outcomes(skill_status, user_id, id) WHERE skill_status = 'pending';

-- Skills (seed 004, Voyager-style). One row per skill; each body version is an R2 object.
CREATE TABLE skills (
  id                  TEXT PRIMARY KEY,
  org_id              TEXT NOT NULL,
  user_id             TEXT NOT NULL,
  name                TEXT NOT NULL,
  description         TEXT NOT NULL,
  triggers            TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
  prerequisites       TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
  uses_skills         TEXT NOT NULL DEFAULT '[]',   -- JSON array of skill ids
  body_kind           TEXT NOT NULL CHECK (body_kind IN ('code', 'procedure')),
  language            TEXT,
  version             INTEGER NOT NULL DEFAULT 1,
  use_count           INTEGER NOT NULL DEFAULT 0,
  success_count       INTEGER NOT NULL DEFAULT 0,
  failure_count       INTEGER NOT NULL DEFAULT 0,
  satisfaction_sum    REAL NOT NULL DEFAULT 0,
  satisfaction_count  INTEGER NOT NULL DEFAULT 0,
  created_from        TEXT,                         -- outcome id when extracted
  last_used_at        INTEGER,
  created_at          INTEGER NOT NULL,
  updated_at          INTEGER NOT NULL,
  UNIQUE (user_id, name)
);

CREATE TABLE skill_versions (
  skill_id     TEXT NOT NULL,
  version      INTEGER NOT NULL,
  blob_key     TEXT NOT NULL,
  bytes        INTEGER NOT NULL,
  sha256       TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (skill_id, version)
);

CREATE TABLE skill_uses (
  id            TEXT PRIMARY KEY,
  skill_id      TEXT NOT NULL,
  user_id       TEXT NOT NULL,
  success       INTEGER NOT NULL,
  satisfaction  REAL,
  note          TEXT,
  created_at    INTEGER NOT NULL
);
CREATE INDEX skill_uses_skill ON skill_uses(skill_id, created_at);

-- Dense half of skill search: one vector per skill (name + description + triggers), same
-- model tagging rule as memory vectors. Compared exactly in the Worker (a user has few skills).
CREATE TABLE skill_vectors (
  skill_id    TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL,
  model       TEXT NOT NULL,
  dimension   INTEGER NOT NULL,
  vector      BLOB NOT NULL
);
CREATE INDEX skill_vectors_user ON skill_vectors(user_id, model);

CREATE VIRTUAL TABLE skills_fts USING fts5(
  name, description, triggers,
  content = 'skills', content_rowid = 'rowid',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER skills_fts_insert AFTER INSERT ON skills BEGIN
  INSERT INTO skills_fts(rowid, name, description, triggers) VALUES (new.rowid, new.name, new.description, new.triggers);
END;
CREATE TRIGGER skills_fts_delete AFTER DELETE ON skills BEGIN
  INSERT INTO skills_fts(skills_fts, rowid, name, description, triggers) VALUES ('delete', old.rowid, old.name, old.description, old.triggers);
END;
CREATE TRIGGER skills_fts_update AFTER UPDATE OF name, description, triggers ON skills BEGIN
  INSERT INTO skills_fts(skills_fts, rowid, name, description, triggers) VALUES ('delete', old.rowid, old.name, old.description, old.triggers);
  INSERT INTO skills_fts(rowid, name, description, triggers) VALUES (new.rowid, new.name, new.description, new.triggers);
END;

-- Consolidation bookkeeping: one row per consolidated chunk of episodes (what it produced, or
-- why it was skipped), written in the same batch as the memories and the job cursor.
CREATE TABLE consolidation_log (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL,
  first_episode TEXT NOT NULL,
  last_episode  TEXT NOT NULL,
  episodes      INTEGER NOT NULL,
  extractor     TEXT NOT NULL,                 -- rules | llm
  status        TEXT NOT NULL CHECK (status IN ('done', 'skipped')),
  reason        TEXT,
  produced      TEXT NOT NULL DEFAULT '{}',    -- JSON counts and ids
  tokens_in     INTEGER NOT NULL DEFAULT 0,
  tokens_out    INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL
);
CREATE INDEX consolidation_log_user ON consolidation_log(user_id, created_at);

-- Facts and relationships are looked up by owner when consolidating and by entity when reading.
CREATE INDEX facts_user_entity ON facts(user_id, entity_id, property, valid_from);
CREATE INDEX memories_user_type ON memories(user_id, type, id) WHERE archived_at IS NULL;

-- Near-duplicate detection for consolidated memories: MinHash LSH band keys (6 bands × 3 rows
-- over the memory's word set, salted with type and project). Two memories with Jaccard ≥ 0.7
-- share a band with probability ≥ 0.92; candidates are then checked exactly. Equality lookups
-- keep the check flat as a user's memories grow, where an FTS OR-probe grows with the corpus.
CREATE TABLE memory_near_keys (
  user_id    TEXT NOT NULL,
  band       TEXT NOT NULL,
  memory_id  TEXT NOT NULL,
  PRIMARY KEY (user_id, band, memory_id)
) WITHOUT ROWID;
