-- A challenge's notice names its challenge, so that a reply to it by mail ("accept",
-- "decline") answers that challenge and no other (the reply's token is bound to it).
ALTER TABLE notifications ADD COLUMN challenge_id TEXT;
