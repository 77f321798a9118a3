-- Correspondence: notification preferences, vacations, time banks, reminders, the outbox.

-- move: a notice by e-mail for every event; digest: one e-mail a day; none: only in the app.
ALTER TABLE users ADD COLUMN notify TEXT NOT NULL DEFAULT 'move';
-- Hours before a deadline at which to remind, comma-separated, largest first ('' for none).
ALTER TABLE users ADD COLUMN remind_hours TEXT NOT NULL DEFAULT '24,2';
-- Vacation: the calendar year the allowance counts in, milliseconds of it used, and the end of
-- the vacation in progress (NULL: not on vacation). A player's clocks stand still until then.
ALTER TABLE users ADD COLUMN vacation_year BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN vacation_used_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN vacation_until BIGINT;
ALTER TABLE users ADD COLUMN last_digest_at BIGINT NOT NULL DEFAULT 0;

-- The time control as JSON ({"days_per_move": 3} or {"bank": {...}}); NULL: no clock.
ALTER TABLE challenges ADD COLUMN time_control TEXT;
ALTER TABLE games ADD COLUMN time_control TEXT;
-- A time bank's time left for each player, while it is not that player's turn.
ALTER TABLE games ADD COLUMN white_bank_ms BIGINT;
ALTER TABLE games ADD COLUMN black_bank_ms BIGINT;
-- Reminders: thresholds at or before reminded_until are done; the scheduler looks at the game
-- again at next_reminder_at.
ALTER TABLE games ADD COLUMN reminded_until BIGINT;
ALTER TABLE games ADD COLUMN next_reminder_at BIGINT;
CREATE INDEX games_next_reminder ON games (next_reminder_at);
CREATE INDEX games_deadline ON games (status, deadline);

-- The outbox: written in the same transaction as the event it tells of.
CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- turn, challenge, draw_offer, game_over, reminder, reply, digest.
    kind TEXT NOT NULL,
    game_id TEXT,
    -- For a turn notice: the ply the recipient is to play (its reply token is bound to it).
    ply BIGINT,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    -- Makes an event that two schedulers might both see (a reminder) insert once.
    dedupe_key TEXT UNIQUE,
    created_at BIGINT NOT NULL,
    read_at BIGINT,
    -- The e-mail's state: pending, sent, failed (permanently refused), held (for the digest),
    -- digested, none (the player takes no e-mail).
    email TEXT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    -- A sender's lease: another sender takes the row only after it has expired.
    locked_until BIGINT,
    sent_at BIGINT,
    last_error TEXT,
    -- When its reply token played a move (a replayed reply is refused).
    reply_used_at BIGINT
);
CREATE INDEX notifications_due ON notifications (email, next_attempt_at);
CREATE INDEX notifications_user ON notifications (user_id, created_at);

-- Server-wide secrets (the key that signs reply and unsubscribe tokens), shared by every process.
CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
