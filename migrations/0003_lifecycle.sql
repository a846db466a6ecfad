-- Conflicts are flagged, never auto-resolved; job runs and checkpoints make scheduled work resumable.

CREATE TABLE conflicts (
  id           TEXT PRIMARY KEY,
  org_id       TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('temporal_overlap', 'contradiction', 'preference_shift', 'local_vs_global')),
  left_id      TEXT NOT NULL,              -- memory or fact id
  right_id     TEXT NOT NULL,
  subject      TEXT,
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  resolution   TEXT,                       -- JSON: { action, keep_id?, note? }
  created_at   INTEGER NOT NULL,
  resolved_at  INTEGER,
  UNIQUE (left_id, right_id)
);
CREATE INDEX conflicts_user_status ON conflicts(user_id, status);

CREATE TABLE job_runs (
  id           TEXT PRIMARY KEY,
  job          TEXT NOT NULL,
  cron         TEXT,
  status       TEXT NOT NULL CHECK (status IN ('running', 'done', 'partial', 'failed')),
  processed    INTEGER NOT NULL DEFAULT 0,
  detail       TEXT NOT NULL DEFAULT '{}',
  started_at   INTEGER NOT NULL,
  finished_at  INTEGER
);
CREATE INDEX job_runs_job ON job_runs(job, started_at);

-- One cursor per job (and per user where a job walks users), advanced in the same batch as the work.
CREATE TABLE job_checkpoints (
  job         TEXT NOT NULL,
  partition   TEXT NOT NULL DEFAULT '',
  cursor      TEXT NOT NULL,
  updated_at  INTEGER NOT NULL,
  PRIMARY KEY (job, partition)
);
