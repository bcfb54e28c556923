-- Moderation of the public weekly board: an operator can hide a score (/admin/scores). A hidden
-- score stays stored (its game id still cannot be saved twice) but no board shows it.
-- NULL: shown. Otherwise when it was hidden (ISO-8601 UTC).
ALTER TABLE chest_compression_scores ADD COLUMN hidden_at TEXT;
