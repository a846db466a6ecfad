-- A label the user gives an API key ("laptop", "ci") so they can tell keys apart when rotating.
-- Keys created before this migration, and keys created without one, have none.
ALTER TABLE api_keys ADD COLUMN name TEXT;
