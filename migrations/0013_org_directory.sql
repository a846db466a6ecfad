-- Scale past one database (issue 18, docs/scaling.md): which D1 database holds an organization's
-- data. Lives in the primary database (binding DB) only. An organization without a row is on the
-- primary, so with one database (N = 1) the table stays empty and nothing changes. `state` is
-- 'moving' while the move-organization operation copies it: writes are refused with 503 +
-- Retry-After until the directory flips to the new database.
CREATE TABLE org_directory (
  org_id      TEXT PRIMARY KEY,
  database    TEXT NOT NULL,                    -- a D1 binding name: DB, DB_1, … DB_n
  state       TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'moving')),
  updated_at  INTEGER NOT NULL
);
