-- The outbox holds facts, not text: a notice keeps only its own words (the move and comment
-- it tells of, a verdict, an answer), and the mail around them (the board, the deadline, the
-- links, how to reply) is drawn up from the game when the mail is sent. A turn notice's row
-- fell from about 820 bytes to about 260 (SQLite, under loadgen).
ALTER TABLE notifications RENAME COLUMN body TO detail;
-- Rows written before this change hold the whole mail in `detail`: they are sent as written.
ALTER TABLE notifications ADD COLUMN prerendered BOOLEAN NOT NULL DEFAULT TRUE;
