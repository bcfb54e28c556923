-- The teacher's table answers "who needs help?" (features/compression-game/cpr-grade.ts, verdictOf):
-- each game and round result keeps its verdict, in one word ("good", "tooSlow", "pauses"…), measured
-- by the server from the presses' times as the grade is; null for what was stored before it. And
-- when a pupil last started a free game (epoch ms), so that the table shows who is playing now.
ALTER TABLE class_games ADD COLUMN verdict TEXT;
ALTER TABLE class_round_entries ADD COLUMN verdict TEXT;
ALTER TABLE class_pupils ADD COLUMN playing_since INTEGER;
