-- A tournament's roster version: bumped by every join, leave and withdrawal in the same
-- transaction, and checked by the conditional update that pairs a round. A pairing worked out
-- from a roster that changed meanwhile writes nothing and is worked out again, so no one who
-- withdrew is paired and no one who joined is left out.
ALTER TABLE tournaments ADD COLUMN roster BIGINT NOT NULL DEFAULT 0;

-- Rate limits that must hold across processes (a chat message, a mail command, a guess at a
-- mail password, an answer mailed to one address): one row a key, a GCRA bucket kept as the
-- time (epoch ms) at which the key's allowance is whole again.
CREATE TABLE allowances (
    key TEXT PRIMARY KEY,
    full_at BIGINT NOT NULL
);
-- The sweep of buckets that are whole again (a row then says nothing a missing row does not).
CREATE INDEX allowances_full_at ON allowances (full_at);
