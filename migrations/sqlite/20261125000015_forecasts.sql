-- Conditional moves (forecasts): a player's tree of "if they play X, I play Y", entered on the
-- opponent's turn at `ply` and played out by the server in the transaction of the opponent's
-- move. One a player and game; keyed by game first, the partition key of what a game owns.
CREATE TABLE forecasts (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The game's ply when it was entered (the opponent to move): it holds only there.
    ply BIGINT NOT NULL,
    -- The branches as JSON: [{"their": TEXT, "mine": TEXT, "then": [...]}, ...].
    tree TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
