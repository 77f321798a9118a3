-- A player's mail password (pbmserv's): a command by new mail that carries it is done at once,
-- without a confirmation. Kept as the server's keyed hash of it, never as typed.
ALTER TABLE users ADD COLUMN mail_secret TEXT;
