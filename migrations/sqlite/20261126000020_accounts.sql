-- Accounts (issue 34): verified addresses, account links, closed accounts, answers that thread.

-- When the address was shown to be its owner's (a verification link followed); NULL: not yet,
-- and nothing but the verification is mailed to it. Accounts made before verification existed
-- keep being mailed as they were.
ALTER TABLE users ADD COLUMN email_verified_at BIGINT;
UPDATE users SET email_verified_at = created_at;
-- When the account was closed: it cannot log in and is mailed nothing; its games are kept.
ALTER TABLE users ADD COLUMN closed_at BIGINT;

-- Account mail's own address (the address being verified, the old address told of a change):
-- sent whatever the account's settings, never listed in the app. NULL: the account's address.
ALTER TABLE notifications ADD COLUMN address TEXT;
-- The Message-ID of the player's mail a notice answers, so that the answer threads with it.
ALTER TABLE notifications ADD COLUMN in_reply_to TEXT;

-- The single-use links mailed for an account: to verify an address, to reset a password. The
-- link carries the id and a signature over it; the row says what it may still do.
CREATE TABLE account_links (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- verify (the address becomes the account's, verified) or reset (a new password).
    purpose TEXT NOT NULL,
    address TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);
CREATE INDEX account_links_user ON account_links (user_id, purpose);
