-- A game in depth mode (docs/decisions/0021-depth-from-the-phones-motion.md) sends each
-- compression's depth beside its presses' times; the server measures the depth's figures from
-- them (features/compression-game/depth/sent-depths.ts) and keeps these, never the depths sent nor
-- any of the phone's motion: the mean depth (mm) and the shares (0–100) of compressions 5–6 cm
-- deep, too shallow and too deep. Null for a game of taps, whose depth was not measured, and for
-- what was stored before.
ALTER TABLE class_games ADD COLUMN depth_mean_mm REAL;
ALTER TABLE class_games ADD COLUMN depth_in_band REAL;
ALTER TABLE class_games ADD COLUMN depth_too_shallow REAL;
ALTER TABLE class_games ADD COLUMN depth_too_deep REAL;
ALTER TABLE class_round_entries ADD COLUMN depth_mean_mm REAL;
ALTER TABLE class_round_entries ADD COLUMN depth_in_band REAL;
ALTER TABLE class_round_entries ADD COLUMN depth_too_shallow REAL;
ALTER TABLE class_round_entries ADD COLUMN depth_too_deep REAL;
