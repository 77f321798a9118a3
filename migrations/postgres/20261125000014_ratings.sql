-- Ratings (Glicko-2, one pool per game). A challenge and its game are rated or casual; games
-- and challenges made before ratings existed are casual.
ALTER TABLE challenges ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
-- An open seek may ask for an accepter rated within a range (in the seek's pool).
ALTER TABLE challenges ADD COLUMN rating_min BIGINT;
ALTER TABLE challenges ADD COLUMN rating_max BIGINT;
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;

-- A player's rating in a pool, as it stood after their last rated game there (`rated_at`):
-- the deviation grows from there with idleness, computed when read.
CREATE TABLE ratings (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pool TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL DEFAULT 0,
    wins BIGINT NOT NULL DEFAULT 0,
    draws BIGINT NOT NULL DEFAULT 0,
    losses BIGINT NOT NULL DEFAULT 0,
    rated_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, pool)
);
-- The leaderboard: a pool's ratings, best first.
CREATE INDEX ratings_pool ON ratings (pool, rating DESC);

-- What each rated game did to each of its players' ratings. Keyed by game first (the
-- partition key of everything a game owns); the key is also what makes a game rated once.
CREATE TABLE rating_changes (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pool TEXT NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
-- A player's history in a pool, oldest first, for the graph.
CREATE INDEX rating_changes_user ON rating_changes (user_id, pool, at);
