-- Classroom sessions (docs/decisions/0014-classroom-sessions.md): a teacher's class, the pupils
-- who joined it with its code, and the games they saved to it. No account and no personal data:
-- the class's name, nicknames and the games' figures, deleted with their class 30 days after it
-- was created (the retention job). Only hashes of the teacher link and the pupils' cookies.

CREATE TABLE classes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 40),
  bpm INTEGER NOT NULL CHECK (bpm BETWEEN 100 AND 120),
  join_code TEXT NOT NULL UNIQUE CHECK (length(join_code) = 6),
  teacher_token_hash TEXT NOT NULL UNIQUE CHECK (length(teacher_token_hash) = 64),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  closed_at TEXT
);

-- The retention job deletes by age.
CREATE INDEX classes_created_at ON classes (created_at);

CREATE TABLE class_pupils (
  id INTEGER PRIMARY KEY,
  class_id INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  nickname TEXT NOT NULL CHECK (length(trim(nickname)) BETWEEN 1 AND 20),
  pupil_token_hash TEXT NOT NULL UNIQUE CHECK (length(pupil_token_hash) = 64),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A nickname once per class (a pupil cannot join as another), case aside.
CREATE UNIQUE INDEX class_pupils_nickname ON class_pupils (class_id, nickname COLLATE NOCASE);

CREATE TABLE class_games (
  id INTEGER PRIMARY KEY,
  class_id INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  pupil_id INTEGER NOT NULL REFERENCES class_pupils (id) ON DELETE CASCADE,
  score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 100),
  accuracy REAL NOT NULL CHECK (accuracy BETWEEN 0 AND 100),
  success_rate REAL NOT NULL CHECK (success_rate BETWEEN 0 AND 100),
  compressions INTEGER NOT NULL CHECK (compressions BETWEEN 30 AND 120),
  mean_rate_bpm REAL NOT NULL CHECK (mean_rate_bpm > 0 AND mean_rate_bpm <= 6000),
  share_in_window REAL NOT NULL CHECK (share_in_window BETWEEN 0 AND 100),
  game_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The teacher's table: a class's games, by pupil.
CREATE INDEX class_games_class_pupil ON class_games (class_id, pupil_id);

-- Wrong join codes, by a weekly keyed hash of the client address (never the address): a count
-- that can be read before a join is tried, so that an address over its limit is refused whatever
-- the code. Kept one day (the retention job).
CREATE TABLE class_join_failures (
  id INTEGER PRIMARY KEY,
  client_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX class_join_failures_client ON class_join_failures (client_hash, created_at);
