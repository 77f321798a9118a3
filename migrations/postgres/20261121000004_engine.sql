-- The engine opponent: its account, the levels it plays at, and the queue of its moves.

-- The engine plays as this account. No one can log in to it ('!' is no password hash) and it
-- takes no e-mail; its name is reserved like any other.
INSERT INTO users (id, name, name_key, email, password_hash, created_at, notify, remind_hours)
VALUES ('engine', 'Engine', 'engine', '', '!', 0, 'none', '');

-- The engine's level (1-12) on the side it plays; NULL where a person plays.
ALTER TABLE games ADD COLUMN white_level BIGINT;
ALTER TABLE games ADD COLUMN black_level BIGINT;

-- A move the engine owes: queued in the same transaction as the move (or game start) that put
-- the engine on move, so none is lost and none is queued for a move that did not commit.
CREATE TABLE engine_jobs (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    -- The ply the game was at: the engine plays ply + 1. One job per game and ply.
    ply BIGINT NOT NULL,
    level BIGINT NOT NULL,
    -- queued (a worker may hold its lease), done (the move was recorded, in the same
    -- transaction), dropped (the game moved on or ended first), failed (given up; last_error says why).
    status TEXT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    -- The worker holding the lease, until locked_until; it renews the lease while it searches.
    worker TEXT,
    locked_until BIGINT,
    created_at BIGINT NOT NULL,
    started_at BIGINT,
    finished_at BIGINT,
    last_error TEXT,
    UNIQUE (game_id, ply)
);
CREATE INDEX engine_jobs_due ON engine_jobs (status, created_at);
-- The latest finished jobs, for the latency figures in /metrics.
CREATE INDEX engine_jobs_finished ON engine_jobs (status, finished_at);
