-- Tournaments: a round robin or a Swiss for one game with its options and clock. The rounds
-- are paired by whichever process gets there first: pairing is a conditional update of the
-- tournament's row (its round and status) in the same transaction as the round's games, so
-- a round is paired once.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- round_robin, swiss.
    kind TEXT NOT NULL,
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    time_control TEXT,
    days_per_move BIGINT,
    rated BOOLEAN NOT NULL,
    -- A Swiss's rounds; a round robin's games are all paired at its start.
    rounds BIGINT NOT NULL,
    creator_id TEXT NOT NULL REFERENCES users (id),
    starts_at BIGINT NOT NULL,
    -- open (joining), running, finished, cancelled (too few joined).
    status TEXT NOT NULL,
    -- The round paired last (0 before the start).
    round BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX tournaments_status ON tournaments (status, starts_at);

CREATE TABLE tournament_players (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    joined_at BIGINT NOT NULL,
    -- Withdrawn: not paired again; their unfinished games were resigned.
    withdrawn_at BIGINT,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_byes (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round BIGINT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (tournament_id, round)
);

-- A tournament game says which tournament and round it belongs to.
ALTER TABLE games ADD COLUMN tournament_id TEXT REFERENCES tournaments (id);
ALTER TABLE games ADD COLUMN tournament_round BIGINT;
CREATE INDEX games_tournament ON games (tournament_id, tournament_round);
