-- The classroom's third safety pass (docs/decisions/0022-classroom-third-safety-pass.md).

-- Wrong comeback codes are counted by class, whatever device or address sends them: past
-- COMEBACK_MISSES_MAX in ten minutes the class's live comeback codes are cancelled, so that the
-- million codes cannot be tried through by a script that drops its cookies and changes address.
-- A row says only that a wrong code was sent to the class, and when; a code the teacher draws
-- starts a new count (the class's rows are deleted).
CREATE TABLE class_comeback_misses (
  id INTEGER PRIMARY KEY,
  class_id INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX class_comeback_misses_class ON class_comeback_misses (class_id, created_at);

-- When the class's comeback codes were last cancelled for too many wrong ones: the teacher's screen
-- says so, with a button to draw new codes. Null otherwise, and again once new codes are drawn.
ALTER TABLE classes ADD COLUMN comebacks_cancelled_at TEXT;

-- When the pupil entered the round, on the server's clock (epoch ms): a round is graded on the
-- time the pupil had (from the round's start, or from a late entry), never on a length the phone
-- states. Null for an entry stored before, which counts from the round's start.
ALTER TABLE class_round_entries ADD COLUMN entered_at INTEGER;

-- Whether the pupil's device played the round in depth mode, as it said when the round started:
-- depths are taken only from a round played so (round-entries.server.ts). 0 for taps, and for an
-- entry stored before.
ALTER TABLE class_round_entries ADD COLUMN depth_mode INTEGER NOT NULL DEFAULT 0;
