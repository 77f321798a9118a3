-- Answers kept under idempotency keys expire after a day; the sweep deletes them oldest first
-- (`ortoo_store::periodic::FORGET_ANSWERS`) through this index rather than reading the table.
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
