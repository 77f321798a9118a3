-- Players' files of variants (the variants.ini format), each kept as last uploaded, listed in
-- the lobby's lists or not (unlisted: played by those who know its link).
CREATE TABLE variant_files (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL REFERENCES users(id),
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    listed BOOLEAN NOT NULL,
    uploaded_at BIGINT NOT NULL,
    UNIQUE (owner_id, name)
);

-- Each variant of an upload, one row a version: its id names the version (the variant's name
-- and a digest of its definition), its text is its sections from the file, enough with the
-- built-in variants to define it again. A row is never changed but for `current` (whether its
-- file still defines it so) and never removed, even with its file: a game keeps the rules it
-- began with.
CREATE TABLE variant_definitions (
    id TEXT PRIMARY KEY,
    file_id TEXT NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id),
    file_name TEXT NOT NULL,
    variant TEXT NOT NULL,
    text TEXT NOT NULL,
    current BOOLEAN NOT NULL,
    position INTEGER NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX variant_definitions_file ON variant_definitions (file_id, current);
