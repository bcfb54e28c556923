-- Rounds (docs/decisions/0017-class-rounds.md): the teacher starts a round for the whole class, every
-- joined device starts it together by the server's clock, and each pupil's result of it is kept
-- beside the class's games. Deleted with their class (ON DELETE CASCADE), like everything of it.

-- A round of a class: practice (with feedback) or a test (without), of 30 s, 1 min or 2 min. Its
-- start and end are on the server's clock (epoch ms); ending it early brings the end forward.
CREATE TABLE class_rounds (
  id INTEGER PRIMARY KEY,
  class_id INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('practice', 'test')),
  length_ms INTEGER NOT NULL CHECK (length_ms IN (30000, 60000, 120000)),
  -- Whether the pupils' own metronomes may click during the round (a practice round only).
  metronome INTEGER NOT NULL DEFAULT 0 CHECK (metronome IN (0, 1)),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at >= starts_at),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX class_rounds_class ON class_rounds (class_id, id);

-- A pupil in a round: the row is written when their device first sees the round before its start
-- (they are in it), brought up to date with their current rate while a practice round runs (the
-- projector's live figures), and given their result, measured by the server from the presses'
-- times, once the round ends. One row per pupil and round: a save sent again changes nothing.
CREATE TABLE class_round_entries (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES class_rounds (id) ON DELETE CASCADE,
  pupil_id INTEGER NOT NULL REFERENCES class_pupils (id) ON DELETE CASCADE,
  live_rate REAL,
  live_at INTEGER,
  compressions INTEGER CHECK (compressions BETWEEN 0 AND 1200),
  mean_rate_bpm REAL,
  share_in_window REAL CHECK (share_in_window BETWEEN 0 AND 100),
  compression_fraction REAL CHECK (compression_fraction BETWEEN 0 AND 100),
  rate_spread REAL,
  longest_pause_ms INTEGER,
  rate_change REAL,
  grade INTEGER CHECK (grade BETWEEN 0 AND 100),
  saved_at INTEGER
);

CREATE UNIQUE INDEX class_round_entries_round_pupil ON class_round_entries (round_id, pupil_id);
