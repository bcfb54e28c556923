-- The teacher in control of a class (docs/decisions/0015-classroom-in-a-real-lesson.md).

-- A projector link of its own: read only, so that the screen the class sees carries no secret that
-- controls. Its token is derived from the teacher link's (the teacher's screen can always link to
-- it); only its SHA-256 is stored. NULL for a class opened before this migration until its teacher
-- screen is next shown.
ALTER TABLE classes ADD COLUMN projector_token_hash TEXT;
CREATE UNIQUE INDEX classes_projector_token ON classes (projector_token_hash);

-- Locked: no new pupils; those in it keep playing. NULL while pupils may join.
ALTER TABLE classes ADD COLUMN locked_at TEXT;

-- Whether the class's pupils may also put their scores on the public weekly board: the teacher's
-- choice when opening the class, off unless chosen.
ALTER TABLE classes ADD COLUMN board_allowed INTEGER NOT NULL DEFAULT 0 CHECK (board_allowed IN (0, 1));

-- Whether pupils type a nickname or are given one (an adjective and an animal). The classes opened
-- before this migration had typed nicknames.
ALTER TABLE classes ADD COLUMN nickname_mode TEXT NOT NULL DEFAULT 'typed' CHECK (nickname_mode IN ('typed', 'generated'));

-- A keyed hash of the address that opened the class, for that day only (a new key every day): the
-- daily cap of classes per address is counted on it in the statement that stores the class. The
-- retention job erases it the next day.
ALTER TABLE classes ADD COLUMN creator_hash TEXT;
CREATE INDEX classes_creator ON classes (creator_hash) WHERE creator_hash IS NOT NULL;

-- A nickname's comparison key (NFKC, invisible characters removed, case folded: app/lib/typed-name.ts),
-- unique within its class, so that "Anna" and "Anna" with a zero-width space are one name. NULL for
-- a pupil the teacher removed, whose nickname is erased and free again.
ALTER TABLE class_pupils ADD COLUMN nickname_key TEXT;
UPDATE class_pupils SET nickname_key = lower(nickname);
DROP INDEX class_pupils_nickname;
CREATE UNIQUE INDEX class_pupils_nickname_key ON class_pupils (class_id, nickname_key);

-- Removed by the teacher: the row stays (without its nickname or games) so that the device behind
-- it cannot join the class again or save to it.
ALTER TABLE class_pupils ADD COLUMN removed_at TEXT;

-- Let back in by the teacher: until this time, a pupil who lost their cookie may join again under
-- the same nickname and keep their games.
ALTER TABLE class_pupils ADD COLUMN rejoin_until TEXT;
