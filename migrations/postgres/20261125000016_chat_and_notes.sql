-- A game's conversation between its players (apart from move comments), and each player's
-- private notes on a game. Keyed by game first, the partition key of what a game owns; a
-- message's id is a UUIDv7, so the key orders a game's messages by time.
CREATE TABLE chat_messages (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, id)
);

CREATE TABLE game_notes (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
