-- Post-game analysis. One row a game (the game id is its key, as everywhere), queued in the
-- transaction that ends the game, or when a player asks for one. Workers take it only while no
-- engine move is waiting, one position at a time, and keep each position's finding as they go
-- (analysis_positions, keyed by game and ply): a worker that stops, to play a move owed to a
-- player or for good, leaves the rest to whoever takes the analysis up next.
CREATE TABLE analyses (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    -- queued (a worker may hold its lease), done, failed (last_error says why).
    status TEXT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    worker TEXT,
    locked_until BIGINT,
    created_at BIGINT NOT NULL,
    finished_at BIGINT,
    last_error TEXT
);
CREATE INDEX analyses_due ON analyses (status, created_at);

-- The engine's view of the position after `ply` plies.
CREATE TABLE analysis_positions (
    game_id TEXT NOT NULL REFERENCES analyses (game_id),
    ply BIGINT NOT NULL,
    -- From White's side: centipawns, or a win (loss) in n plies as 1000000 - n (-(1000000 - n)).
    score BIGINT NOT NULL,
    -- The move the engine prefers, in canonical text; NULL where the game is over.
    best TEXT,
    -- The line it expects, best first: canonical texts as a JSON list.
    line TEXT NOT NULL,
    depth BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
