-- The public weekly board shows at most three scores from one client address, so that a script
-- behind one address cannot fill it. A score keeps a keyed hash of the address it was saved from,
-- which changes every week (app/.server/client-hash.server.ts): never the address itself, and no
-- way to link one week's hash to the next. NULL for the scores saved before this migration.
ALTER TABLE chest_compression_scores ADD COLUMN client_hash TEXT;
