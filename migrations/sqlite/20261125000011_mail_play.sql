-- Commands sent as new mail to the play address ("challenge bob koan days=3"). From can be
-- forged, so a command that acts in the sender's name is held here until the sender replies
-- to the confirmation mail (whose signed address names the row), and done once.
CREATE TABLE mail_commands (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    command TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    done_at BIGINT
);

-- New mail is read by its sender's address.
CREATE INDEX users_email ON users (lower(email));

-- Spectators: each move of the game is sent to its watchers. Keyed by game first, the
-- partition key of everything a game owns.
CREATE TABLE watchers (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    since BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX watchers_user ON watchers (user_id);
