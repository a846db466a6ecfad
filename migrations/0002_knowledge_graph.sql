-- Knowledge graph shared by retrieval (personalized PageRank over entities) and consolidation
-- (LLM or rule-based extraction of entities, relationships and facts with validity intervals).

CREATE TABLE entities (
  id              TEXT PRIMARY KEY,
  org_id          TEXT NOT NULL,
  user_id         TEXT NOT NULL,           -- whose memories produced it (graph is per user view)
  name            TEXT NOT NULL,
  normalized      TEXT NOT NULL,           -- lower-cased, whitespace-collapsed name for matching
  type            TEXT NOT NULL DEFAULT 'thing',
  confidence      REAL NOT NULL DEFAULT 0.7,
  access_count    INTEGER NOT NULL DEFAULT 0,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  UNIQUE (user_id, normalized, type)
);
CREATE INDEX entities_lookup ON entities(user_id, normalized);

-- Which memories mention which entities (the bipartite graph PageRank walks).
CREATE TABLE memory_entities (
  memory_id  TEXT NOT NULL,
  entity_id  TEXT NOT NULL,
  weight     REAL NOT NULL DEFAULT 1,
  PRIMARY KEY (memory_id, entity_id)
);
CREATE INDEX memory_entities_entity ON memory_entities(entity_id);

CREATE TABLE relationships (
  id               TEXT PRIMARY KEY,
  user_id          TEXT NOT NULL,
  source_id        TEXT NOT NULL,
  target_id        TEXT NOT NULL,
  type             TEXT NOT NULL,
  strength         REAL NOT NULL DEFAULT 0.5,
  evidence         TEXT NOT NULL DEFAULT '[]',   -- JSON array of memory ids
  access_count     INTEGER NOT NULL DEFAULT 0,
  last_reinforced  INTEGER NOT NULL,
  created_at       INTEGER NOT NULL,
  UNIQUE (source_id, target_id, type)
);
CREATE INDEX relationships_source ON relationships(source_id);
CREATE INDEX relationships_target ON relationships(target_id);

CREATE TABLE facts (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL,
  entity_id    TEXT NOT NULL,
  property     TEXT NOT NULL,
  value        TEXT NOT NULL,
  confidence   REAL NOT NULL DEFAULT 0.7,
  valid_from   INTEGER,
  valid_until  INTEGER,
  source       TEXT NOT NULL DEFAULT 'ai_inferred',
  memory_id    TEXT,
  created_at   INTEGER NOT NULL
);
CREATE INDEX facts_entity ON facts(entity_id, property);
