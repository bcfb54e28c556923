-- The quality of a class game's compressions from their timing (docs/decisions/0016-cpr-quality-from-timing.md),
-- measured by the server from the presses' times the game sends: the compression fraction and the
-- share of time, the spread of the intervals, the longest pause, the change of rate from the first
-- quarter to the last, and the graded score. NULL for a game saved before this migration, or by a
-- page that did not send its presses' times.
ALTER TABLE class_games ADD COLUMN compression_fraction REAL;
ALTER TABLE class_games ADD COLUMN rate_spread REAL;
ALTER TABLE class_games ADD COLUMN longest_pause_ms INTEGER;
ALTER TABLE class_games ADD COLUMN rate_change REAL;
ALTER TABLE class_games ADD COLUMN grade INTEGER;
