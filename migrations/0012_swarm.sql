-- SWARM (issue 15): organization roles, two-level opt-in, and the shared pool of anonymized patterns.
-- The pool is owned by the organization: no row here names an author. A supporter is recorded only as
-- a keyed hash of (organization, user), so an opt-out can remove that member's votes without the pool
-- holding who they are.

-- A member's role in their organization. Every user is a member of the organization they were created
-- in (users.org_id); an admin administers members and the organization's SWARM settings.
CREATE TABLE org_members (
  org_id            TEXT NOT NULL REFERENCES organizations(id),
  user_id           TEXT NOT NULL REFERENCES users(id),
  role              TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
  swarm_enabled     INTEGER NOT NULL DEFAULT 0,   -- the member's own opt-in (off by default)
  swarm_changed_at  INTEGER,
  created_at        INTEGER NOT NULL,
  PRIMARY KEY (org_id, user_id)
);
CREATE INDEX org_members_user ON org_members(user_id);
INSERT INTO org_members (org_id, user_id, role, created_at) SELECT org_id, id, 'member', created_at FROM users;

-- The organization's switch and limits (absent row: SWARM off).
CREATE TABLE swarm_settings (
  org_id               TEXT PRIMARY KEY REFERENCES organizations(id),
  enabled              INTEGER NOT NULL DEFAULT 0,
  max_promotions       INTEGER NOT NULL DEFAULT 10,  -- promotions per nightly run (poisoning: rate limit)
  quarantine_reports   INTEGER NOT NULL DEFAULT 1,   -- reports by distinct members that quarantine an item
  updated_at           INTEGER NOT NULL
);

-- Shared items: the anonymized copy only. status: review (held for an admin), shared (in the pool),
-- quarantined (reported), withdrawn (support fell, or an admin withdrew it), rejected (by an admin).
CREATE TABLE swarm_items (
  id                 TEXT PRIMARY KEY,
  org_id             TEXT NOT NULL REFERENCES organizations(id),
  type               TEXT NOT NULL,
  content            TEXT NOT NULL,
  tags               TEXT NOT NULL DEFAULT '[]',
  status             TEXT NOT NULL CHECK (status IN ('review', 'shared', 'quarantined', 'withdrawn', 'rejected')),
  status_reason      TEXT,                     -- finding types or a rule name, never the text found
  content_hash       TEXT NOT NULL,
  supporters         INTEGER NOT NULL DEFAULT 0,
  uses               INTEGER NOT NULL DEFAULT 0,
  successes          INTEGER NOT NULL DEFAULT 0,
  effectiveness      REAL NOT NULL DEFAULT 0,
  last_confirmed_at  INTEGER,
  promoted_at        INTEGER,
  created_at         INTEGER NOT NULL,
  updated_at         INTEGER NOT NULL
);
CREATE INDEX swarm_items_org_status ON swarm_items(org_id, status, id);

CREATE VIRTUAL TABLE swarm_items_fts USING fts5(
  content, tags,
  content = 'swarm_items', content_rowid = 'rowid',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER swarm_items_fts_insert AFTER INSERT ON swarm_items BEGIN
  INSERT INTO swarm_items_fts(rowid, content, tags) VALUES (new.rowid, new.content, new.tags);
END;
CREATE TRIGGER swarm_items_fts_delete AFTER DELETE ON swarm_items BEGIN
  INSERT INTO swarm_items_fts(swarm_items_fts, rowid, content, tags) VALUES ('delete', old.rowid, old.content, old.tags);
END;
CREATE TRIGGER swarm_items_fts_update AFTER UPDATE OF content, tags ON swarm_items BEGIN
  INSERT INTO swarm_items_fts(swarm_items_fts, rowid, content, tags) VALUES ('delete', old.rowid, old.content, old.tags);
  INSERT INTO swarm_items_fts(rowid, content, tags) VALUES (new.rowid, new.content, new.tags);
END;
INSERT INTO swarm_items_fts(swarm_items_fts, rank) VALUES ('secure-delete', 1);

-- The shared item's vector (of the anonymized text), apart from memory_vectors.
CREATE TABLE swarm_vectors (
  item_id    TEXT PRIMARY KEY REFERENCES swarm_items(id),
  org_id     TEXT NOT NULL,
  model      TEXT NOT NULL,
  dimension  INTEGER NOT NULL,
  vector     BLOB NOT NULL
);
CREATE INDEX swarm_vectors_org ON swarm_vectors(org_id, model);

-- One row per member and item: their evidence (votes from their own memories), their uses of the
-- shared item, their 1-10 rating and their report. `voter` is a keyed hash, never a user id.
CREATE TABLE swarm_votes (
  item_id      TEXT NOT NULL REFERENCES swarm_items(id),
  voter        TEXT NOT NULL,
  supports     INTEGER NOT NULL DEFAULT 0,   -- 1: their own memories evidence the idea (set by the nightly job)
  ev_uses      INTEGER NOT NULL DEFAULT 0,   -- recorded uses and outcomes behind that evidence
  ev_successes INTEGER NOT NULL DEFAULT 0,
  ev_ratings   INTEGER NOT NULL DEFAULT 0,   -- explicit 1-10 ratings of those memories: count and sum
  ev_rating_sum INTEGER NOT NULL DEFAULT 0,
  uses         INTEGER NOT NULL DEFAULT 0,   -- uses of the shared item itself
  successes    INTEGER NOT NULL DEFAULT 0,
  rating       INTEGER,
  reported_at  INTEGER,
  report_reason TEXT,
  updated_at   INTEGER NOT NULL,
  PRIMARY KEY (item_id, voter)
);
CREATE INDEX swarm_votes_voter ON swarm_votes(voter);

-- Audit: promotions, withdrawals, review decisions, reports, opt-in changes. Hashes only (content
-- hash of an item's text, voter hash), never private text.
CREATE TABLE swarm_audit (
  id          TEXT PRIMARY KEY,
  org_id      TEXT NOT NULL,
  kind        TEXT NOT NULL,
  item_id     TEXT,
  actor       TEXT,                          -- an admin's user id, 'job', or a member's voter hash
  data        TEXT NOT NULL DEFAULT '{}',
  created_at  INTEGER NOT NULL
);
CREATE INDEX swarm_audit_org ON swarm_audit(org_id, id);
