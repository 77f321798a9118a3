-- Each player reads times (deadlines in mail, on pages) in a time zone of their choosing: an
-- IANA name (Europe/Paris), UTC until they choose.
ALTER TABLE users ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
