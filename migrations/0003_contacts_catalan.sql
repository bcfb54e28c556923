-- Catalan is the site's third language: contacts.locale accepts 'ca'. SQLite cannot change a CHECK
-- constraint in place, so the table is rebuilt with every column, row and id as it was.
CREATE TABLE contacts_new (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT CHECK (phone IS NULL OR length(phone) <= 30),
  project_type TEXT CHECK (project_type IS NULL OR length(project_type) <= 40),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  privacy_consent INTEGER NOT NULL CHECK (privacy_consent = 1),
  marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1)),
  locale TEXT NOT NULL CHECK (locale IN ('es', 'en', 'ca')),
  consent_version TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT INTO contacts_new (
  id, name, email, phone, project_type, message, privacy_consent, marketing_consent, locale,
  consent_version, created_at
)
SELECT
  id, name, email, phone, project_type, message, privacy_consent, marketing_consent, locale,
  consent_version, created_at
FROM contacts;

DROP TABLE contacts;
ALTER TABLE contacts_new RENAME TO contacts;
