-- Counts the changes to a game's followers (its forecasts and watchers). Every write that
-- changes them raises it in the same transaction, and a move's conditional update expects the
-- count it was worked out at: a process may then keep a game's followers between moves, and a
-- forecast entered meanwhile (by any process) makes the move conflict and be worked out again.
ALTER TABLE games ADD COLUMN followers_revision BIGINT NOT NULL DEFAULT 0;
