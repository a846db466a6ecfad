-- Judgment (issue 12): a conflict records why it was flagged (reason, both claims, a suggested
-- supersession for change statements), and 'change' joins the kinds. SQLite cannot alter a CHECK
-- constraint, so the table is rebuilt with its rows and indexes.
CREATE TABLE conflicts_next (
  id           TEXT PRIMARY KEY,
  org_id       TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('temporal_overlap', 'contradiction', 'preference_shift', 'local_vs_global', 'change')),
  left_id      TEXT NOT NULL,
  right_id     TEXT NOT NULL,
  subject      TEXT,
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  resolution   TEXT,
  created_at   INTEGER NOT NULL,
  resolved_at  INTEGER,
  reason       TEXT,
  detail       TEXT,                       -- JSON: { claims: { left, right }, suggest_supersede?: { keep, replaces } }
  UNIQUE (left_id, right_id)
);
INSERT INTO conflicts_next (id, org_id, user_id, kind, left_id, right_id, subject, status, resolution, created_at, resolved_at)
  SELECT id, org_id, user_id, kind, left_id, right_id, subject, status, resolution, created_at, resolved_at FROM conflicts;
DROP TABLE conflicts;
ALTER TABLE conflicts_next RENAME TO conflicts;
CREATE INDEX conflicts_user_status ON conflicts(user_id, status);
CREATE INDEX conflicts_left ON conflicts(left_id, status);
CREATE INDEX conflicts_right ON conflicts(right_id, status);
