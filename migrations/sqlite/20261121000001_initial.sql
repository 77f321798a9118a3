-- ortoo's schema. The same statements make the Postgres schema (migrations/postgres, same
-- version). Times are Unix epoch milliseconds (BIGINT): one representation on both backends.
-- Ids are opaque text (UUID v7).

CREATE TABLE users (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- The name in lower case: names are unique without regard to case.
    name_key TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    -- SHA-256 of the cookie's secret: a stolen database holds no usable session.
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    label TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    -- Space-separated: read, play.
    scopes TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    last_used_at BIGINT,
    revoked_at BIGINT
);
CREATE INDEX api_tokens_user ON api_tokens (user_id);

CREATE TABLE challenges (
    id TEXT PRIMARY KEY,
    challenger_id TEXT NOT NULL REFERENCES users (id),
    -- NULL for an open seek.
    opponent_id TEXT REFERENCES users (id),
    -- Set for a challenge to the engine at this level.
    engine_level BIGINT,
    variant TEXT NOT NULL,
    -- JSON object: option name -> value, as resolved by the rules.
    options TEXT NOT NULL,
    -- The challenger's colour: white, black or random.
    color TEXT NOT NULL,
    -- Days allowed per move; NULL: no deadline.
    days_per_move BIGINT,
    -- open, accepted, declined, cancelled.
    status TEXT NOT NULL,
    game_id TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX challenges_status ON challenges (status, opponent_id);
CREATE INDEX challenges_challenger ON challenges (challenger_id, status);

CREATE TABLE games (
    id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    white_id TEXT NOT NULL REFERENCES users (id),
    black_id TEXT NOT NULL REFERENCES users (id),
    -- active, finished.
    status TEXT NOT NULL,
    -- white, black, draw; with the reason (checkmate, resignation, ...).
    result TEXT,
    reason TEXT,
    start_position TEXT NOT NULL,
    -- The current position (cached: the moves replayed from start_position give the same).
    position TEXT NOT NULL,
    ply BIGINT NOT NULL,
    to_move TEXT NOT NULL,
    days_per_move BIGINT,
    deadline BIGINT,
    -- The side whose draw offer stands, if any.
    draw_offer TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    finished_at BIGINT
);
CREATE INDEX games_white ON games (white_id, status);
CREATE INDEX games_black ON games (black_id, status);

CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    side TEXT NOT NULL,
    -- Canonical text, and what the player typed.
    text TEXT NOT NULL,
    input TEXT NOT NULL,
    comment TEXT,
    -- Zobrist key of the position after the move (for repetition), as a signed 64-bit value.
    position_key BIGINT NOT NULL,
    at BIGINT NOT NULL,
    -- One move per ply: a double submit or a race cannot store two.
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE idempotency_keys (
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    -- SHA-256 of method, path and body: the same key with another request is refused.
    request_hash TEXT NOT NULL,
    status BIGINT NOT NULL,
    response TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, key)
);
