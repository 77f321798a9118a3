//! The queries the scheduler runs again and again (every few seconds to every minute), over
//! tables that grow with every move: each must be served by an index, never a scan of the
//! table or a sort of all its rows. They are public so that the conformance suite (and an
//! operator with `EXPLAIN`) can check their plans.

/// Players on the daily digest whose day is up and who have notices held for it: driven by the
/// held notices (index `notifications_held`), not by every player.
pub const DIGESTS_DUE: &str = "SELECT u.id, u.last_digest_at FROM users u \
     WHERE u.id IN (SELECT n.user_id FROM notifications n WHERE n.email = 'held') \
     AND u.last_digest_at <= $1 LIMIT 200";

/// The held notices of one player, for their digest (index `notifications_held`).
pub const HELD_NOTICES: &str = "SELECT id, kind, game_id, subject, body, created_at, read_at, email FROM notifications \
     WHERE user_id = $1 AND email = 'held' ORDER BY created_at, id LIMIT 500";

/// The condition and order of the reminder pass (index `games_reminders_due`).
pub const REMINDERS_DUE_WHERE: &str = "WHERE g.next_reminder_at IS NOT NULL AND g.next_reminder_at <= $1 \
     AND g.status = 'active' AND g.deadline IS NOT NULL ORDER BY g.next_reminder_at LIMIT 200";

/// The condition and order of the timeout pass (index `games_deadline`).
pub const EXPIRED_GAMES_WHERE: &str =
    "WHERE g.status = 'active' AND g.deadline IS NOT NULL AND g.deadline < $1 ORDER BY g.deadline LIMIT 200";

/// The sweep of answers kept under idempotency keys past their day (index
/// `idempotency_keys_created`).
pub const FORGET_ANSWERS: &str = "DELETE FROM idempotency_keys WHERE created_at < $1";
