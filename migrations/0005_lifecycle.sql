-- Lifecycle bookkeeping on memories (issue 4). Both columns exist so scheduled jobs stay idempotent
-- and the promotion rule stays cheap to evaluate.

-- Days of confidence drift already applied since the memory was last used. The nightly decay job
-- applies only the difference between the days due (spec: idle days beyond the 30-day grace) and
-- this number, so running it twice on one day never decays twice. Usage resets it to 0.
ALTER TABLE memories ADD COLUMN drift_days INTEGER NOT NULL DEFAULT 0;

-- Negative feedback received (INCORRECT, OUTDATED, or a rating below 4). WM→LTM promotion requires 0.
ALTER TABLE memories ADD COLUMN negative_feedback INTEGER NOT NULL DEFAULT 0;

-- The jobs walk these subsets by id.
CREATE INDEX memories_tier_live ON memories(tier, id) WHERE archived_at IS NULL;
CREATE INDEX memories_archived_at ON memories(archived_at) WHERE archived_at IS NOT NULL;
CREATE INDEX conflicts_left ON conflicts(left_id, status);
CREATE INDEX conflicts_right ON conflicts(right_id, status);
