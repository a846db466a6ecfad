-- One entity-type vocabulary (src/memory/entity-types.ts). Write-time extraction used to store code
-- identifiers as type 'code'; they are 'component' now, as consolidation always stored them. A
-- 'code' entity whose user already has a 'component' of the same name merges into it: its memory
-- links, relationships and facts move over (a link or relationship the component already has is
-- kept as it is), then the 'code' row goes. The others are retyped in place. No columns change.

CREATE TABLE entity_type_merges (old_id TEXT PRIMARY KEY, new_id TEXT NOT NULL);
INSERT INTO entity_type_merges (old_id, new_id)
  SELECT o.id, c.id FROM entities o
  JOIN entities c ON c.user_id = o.user_id AND c.normalized = o.normalized AND c.type = 'component'
  WHERE o.type = 'code';

UPDATE OR IGNORE memory_entities
  SET entity_id = (SELECT new_id FROM entity_type_merges WHERE old_id = memory_entities.entity_id)
  WHERE entity_id IN (SELECT old_id FROM entity_type_merges);
DELETE FROM memory_entities WHERE entity_id IN (SELECT old_id FROM entity_type_merges);

UPDATE OR IGNORE relationships
  SET source_id = (SELECT new_id FROM entity_type_merges WHERE old_id = relationships.source_id)
  WHERE source_id IN (SELECT old_id FROM entity_type_merges);
UPDATE OR IGNORE relationships
  SET target_id = (SELECT new_id FROM entity_type_merges WHERE old_id = relationships.target_id)
  WHERE target_id IN (SELECT old_id FROM entity_type_merges);
DELETE FROM relationships
  WHERE source_id IN (SELECT old_id FROM entity_type_merges) OR target_id IN (SELECT old_id FROM entity_type_merges);

UPDATE facts
  SET entity_id = (SELECT new_id FROM entity_type_merges WHERE old_id = facts.entity_id)
  WHERE entity_id IN (SELECT old_id FROM entity_type_merges);

DELETE FROM entities WHERE id IN (SELECT old_id FROM entity_type_merges);
UPDATE entities SET type = 'component' WHERE type = 'code';
DROP TABLE entity_type_merges;
