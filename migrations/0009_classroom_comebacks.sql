-- The classroom's second safety pass (docs/decisions/0019-classroom-comebacks-and-budgets.md).

-- Let back in by a code, never by a nickname: the one-time code the teacher reads out to a pupil
-- who lost their place (six digits, valid until rejoin_until, cleared when used). A nickname is on
-- the projector, so it cannot prove who a pupil is.
ALTER TABLE class_pupils ADD COLUMN rejoin_code TEXT;

-- The device a pupil joined from: a SHA-256 of its classroom device cookie (a random value, never
-- who the pupil is). A removed pupil's device cannot join the class again, whether or not it kept
-- its place's cookie, until the teacher undoes the removal.
ALTER TABLE class_pupils ADD COLUMN device_hash TEXT;
CREATE INDEX class_pupils_device ON class_pupils (class_id, device_hash) WHERE device_hash IS NOT NULL;

-- Wrong codes are counted by device first (one pupil's typos are theirs alone), then by address up to
-- a ceiling sized for a school. NULL for a failure counted before this migration.
ALTER TABLE class_join_failures ADD COLUMN device_hash TEXT;
CREATE INDEX class_join_failures_device ON class_join_failures (device_hash, created_at) WHERE device_hash IS NOT NULL;
