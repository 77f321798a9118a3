-- Indexes for the scheduler's periodic passes (see `ortoo_store::periodic`; the conformance
-- suite checks each pass's plan on both backends).

-- The digest pass reads the notices held for a digest (a sliver of the outbox), in order.
CREATE INDEX notifications_held ON notifications (user_id, created_at, id) WHERE email = 'held';

-- The reminder pass: active games in the order their reminders fall due, read already sorted.
CREATE INDEX games_reminders_due ON games (status, next_reminder_at);
