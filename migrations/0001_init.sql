-- Initial schema. Never edit or rename an applied migration: add a new one.
-- Column names follow the specification; every table has id and created_at (ISO-8601 UTC).

CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT CHECK (phone IS NULL OR length(phone) <= 30),
  project_type TEXT CHECK (project_type IS NULL OR length(project_type) <= 40),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  privacy_consent INTEGER NOT NULL CHECK (privacy_consent = 1),
  marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1)),
  locale TEXT NOT NULL CHECK (locale IN ('es', 'en')),
  consent_version TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE chest_compression_scores (
  id INTEGER PRIMARY KEY,
  player_name TEXT NOT NULL CHECK (length(trim(player_name)) BETWEEN 1 AND 20),
  score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 100),
  accuracy REAL NOT NULL CHECK (accuracy BETWEEN 0 AND 100),
  success_rate REAL NOT NULL CHECK (success_rate BETWEEN 0 AND 100),
  compressions INTEGER NOT NULL CHECK (compressions BETWEEN 30 AND 120),
  game_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Serves the weekly top 10: rows since a week start, best score first.
CREATE INDEX chest_compression_scores_week_top ON chest_compression_scores (created_at, score DESC);

CREATE TABLE complaints (
  id INTEGER PRIMARY KEY,
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  page_url TEXT NOT NULL CHECK (length(page_url) <= 2048),
  user_agent TEXT NOT NULL CHECK (length(user_agent) <= 512),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
