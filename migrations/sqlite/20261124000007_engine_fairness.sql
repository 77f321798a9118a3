-- Engine jobs are served round-robin by the account waiting for them (the player facing the
-- engine; '' for the engine's games against itself), not first come first served: one account's
-- many long searches cannot keep another player waiting behind all of them.
ALTER TABLE engine_jobs ADD COLUMN account_id TEXT NOT NULL DEFAULT '';
-- When each account was last served: the claim orders by it.
CREATE INDEX engine_jobs_account ON engine_jobs (account_id, started_at);
