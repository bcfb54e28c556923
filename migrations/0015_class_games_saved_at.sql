-- A free game's time in epoch milliseconds, as a round's result keeps it
-- (class_round_entries.saved_at), so that a pupil's attempts have one time format
-- (docs/decisions/0024-one-attempt-one-record.md). The games stored before get it from created_at,
-- ISO text to the millisecond, exactly: whole seconds from '%s', milliseconds from '%f' (SS.SSS).
-- Nullable: SQLite adds a NOT NULL column only with a constant default, and the Worker of the build
-- before, which runs until the next one is deployed, stores games without it; the reader takes
-- created_at for such a game (classroom/attempts/attempts.server.ts).
ALTER TABLE class_games ADD COLUMN saved_at INTEGER;
UPDATE class_games
SET saved_at = CAST(strftime('%s', created_at) AS INTEGER) * 1000 + CAST(substr(strftime('%f', created_at), 4, 3) AS INTEGER);
