-- Erase for real (issue 18): what was erased, by id only (never content), so that copies outside
-- D1 follow. A nightly backup is a mutable R2 snapshot per user and day (src/lifecycle/blob-keys.ts);
-- the backup job rewrites the kept snapshots of a user with pending erasures without those lines at
-- its next rotation, then sets backups_cleared_at. Rows are kept: an import skips an erased id, so a
-- backup or export taken before the erase never brings it back. An account erasure (kind 'account',
-- id = the user's id) is also the checkpoint of the account-erasure job: completed_at is set when
-- nothing is left.
CREATE TABLE erasures (
  id                  TEXT PRIMARY KEY,          -- the erased memory's id, or the user's id for an account
  kind                TEXT NOT NULL CHECK (kind IN ('memory', 'account')),
  org_id              TEXT NOT NULL,
  user_id             TEXT NOT NULL,
  erased_at           INTEGER NOT NULL,
  completed_at        INTEGER,                   -- account: every store emptied
  backups_cleared_at  INTEGER                    -- the user's kept backups no longer hold it
);
CREATE INDEX erasures_backups_pending ON erasures(user_id) WHERE backups_cleared_at IS NULL;
CREATE INDEX erasures_accounts_pending ON erasures(kind, erased_at) WHERE completed_at IS NULL;

-- An erasure deletes the facts extracted from a memory; find them without scanning every fact.
CREATE INDEX facts_memory ON facts(memory_id) WHERE memory_id IS NOT NULL;

-- Full-text indexes forget deleted text for real: with FTS5's secure-delete option a delete removes the
-- row's tokens from the index pages at once, instead of adding a tombstone and leaving the text in older
-- segments until a merge (deletes get somewhat slower). Stored in each index's %_config table.
INSERT INTO memories_fts(memories_fts, rank) VALUES ('secure-delete', 1);
INSERT INTO skills_fts(skills_fts, rank) VALUES ('secure-delete', 1);
