-- Presses too even to come from a finger (a metronome's clicks or a script's timer, beat to beat
-- under 6 ms: features/classroom/round-result.ts): the game or round is kept, with this mark for the
-- teacher's table and CSV. 0 for everything stored before it, which was never measured for it.
ALTER TABLE class_games ADD COLUMN too_regular INTEGER NOT NULL DEFAULT 0;
ALTER TABLE class_round_entries ADD COLUMN too_regular INTEGER NOT NULL DEFAULT 0;
