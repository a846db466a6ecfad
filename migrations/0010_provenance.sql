-- Provenance and trust (issue 18 item 8, memory poisoning). `source` says who vouches for a memory
-- (user_stated > ai_corrected > ai_inferred) and stays as it is; `provenance` says how the text
-- arrived: stated by the user, inferred by the assistant, captured from a tool's output, imported
-- from a file, received from another agent (SWARM), or derived by nightly consolidation. Recall
-- weighs lower-trust arrivals down (src/retrieval/weighting.ts) and tier promotion waits for the
-- user's confirmation of them (src/lifecycle/scoring.ts).
ALTER TABLE memories ADD COLUMN provenance TEXT NOT NULL DEFAULT 'user_statement'
  CHECK (provenance IN ('user_statement', 'assistant_inference', 'tool_output', 'import', 'swarm', 'consolidation'));

-- 1: the text reads like instructions to a model ("ignore previous instructions", a <system> tag,
-- …), flagged at write time by src/safety/instructions.ts. The text itself is never changed. Rows
-- stored before are flagged by the on-demand job `instruction-scan` (SQL cannot run the detector).
ALTER TABLE memories ADD COLUMN instruction_like INTEGER NOT NULL DEFAULT 0;

-- Existing rows: the arrival follows from what was recorded. Consolidation stamps its memories with
-- metadata.consolidated_from; imports are audited with their ids; the rest follow `source`.
UPDATE memories SET provenance = CASE source WHEN 'user_stated' THEN 'user_statement' ELSE 'assistant_inference' END;
UPDATE memories SET provenance = 'import'
  WHERE id IN (
    SELECT j.value FROM events e, json_each(CASE WHEN json_valid(e.data) THEN e.data ELSE '{}' END, '$.ids') j
    WHERE e.kind = 'audit.memories_imported'
  );
UPDATE memories SET provenance = 'consolidation'
  WHERE (CASE WHEN json_valid(metadata) THEN json_type(metadata, '$.consolidated_from') END) = 'array';
