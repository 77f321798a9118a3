//! The queries the scheduler runs again and again (every few seconds to every minute), and the
//! writes that reach across many of a player's rows, over tables that grow with every move:
//! each must be served by an index, never a scan of the table or a sort of all its rows. They
//! are public so that the conformance suite (and an operator with `EXPLAIN`) can check their
//! plans.
//!
//! Unlike every other statement, these carry their states' words in their text (the enums'
//! own words, spliced in once): a planner chooses an index when the statement is prepared, and
//! can serve a test of a bound value by a partial index (`notifications_held`) only if it sees
//! the word.

use std::sync::LazyLock;

use ortoo_core::{GameStatus, MailState, Side};

/// The words spliced in.
const HELD: &str = MailState::Held.as_str();
const ACTIVE: &str = GameStatus::Active.as_str();

/// Players on the daily digest whose day is up and who have notices held for it: driven by the
/// held notices (index `notifications_held`), not by every player.
pub static DIGESTS_DUE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT u.id, u.last_digest_at FROM users u \
         WHERE u.id IN (SELECT n.user_id FROM notifications n WHERE n.email = '{HELD}') \
         AND u.last_digest_at <= $1 LIMIT 200"
    )
});

/// The held notices of one player, for their digest (index `notifications_held`).
pub static HELD_NOTICES: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT id, kind, game_id, subject, detail, words, created_at, read_at, email FROM notifications \
         WHERE user_id = $1 AND email = '{HELD}' ORDER BY created_at, id LIMIT 500"
    )
});

/// The condition and order of the reminder pass (index `games_reminders_due`).
pub static REMINDERS_DUE_WHERE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "WHERE g.next_reminder_at IS NOT NULL AND g.next_reminder_at <= $1 \
         AND g.status = '{ACTIVE}' AND g.deadline IS NOT NULL ORDER BY g.next_reminder_at LIMIT 200"
    )
});

/// The condition and order of the timeout pass (index `games_deadline`).
pub static EXPIRED_GAMES_WHERE: LazyLock<String> = LazyLock::new(|| {
    format!("WHERE g.status = '{ACTIVE}' AND g.deadline IS NOT NULL AND g.deadline < $1 ORDER BY g.deadline LIMIT 200")
});

/// The sweep of answers kept under idempotency keys past their day (index
/// `idempotency_keys_created`).
pub const FORGET_ANSWERS: &str = "DELETE FROM idempotency_keys WHERE created_at < $1";

/// The sweep of rate limits' buckets that are whole again (index `allowances_full_at`).
pub const FORGET_ALLOWANCES: &str = "DELETE FROM allowances WHERE full_at < $1";

/// How many of a player's newest notices the outbox's compaction keeps, whatever their age: as
/// many as the notices list shows.
pub const NOTICES_KEPT: i64 = 200;

/// The outbox's compaction, a batch of at most `$2` at a time: notices done with (sent, refused for good, never
/// to be mailed, folded into a digest) and older than `$1`, beyond each player's newest
/// [`NOTICES_KEPT`]. Driven by `notifications_due (email, next_attempt_at)`: a notice's next
/// attempt is never before its creation, so the range holds every old notice and no new one.
pub static COMPACT_OUTBOX: LazyLock<String> = LazyLock::new(|| {
    let done = [MailState::Sent, MailState::Failed, MailState::NotMailed, MailState::Digested, MailState::Moot]
        .map(|state| format!("'{state}'"))
        .join(", ");
    format!(
        "DELETE FROM notifications WHERE id IN (SELECT n.id FROM notifications n \
         WHERE n.email IN ({done}) AND n.next_attempt_at < $1 \
         AND n.created_at < COALESCE((SELECT k.created_at FROM notifications k WHERE k.user_id = n.user_id \
         ORDER BY k.created_at DESC LIMIT 1 OFFSET 199), -1) LIMIT $2)"
    )
});

/// The shift of a player's deadlines when a vacation starts or ends (`$1` milliseconds, at
/// `$2`, player `$3`), for the games where the player is `side`, one side at a time so that
/// each is served by that side's index (`games_white`, `games_black`) instead of a read of
/// every game in play.
fn shift_deadlines(side: Side) -> String {
    let side = side.name();
    // The test of the deadline is written on the shifted deadline, which no index holds: on the
    // deadline itself, SQLite would serve the update from `games_deadline` and read every timed
    // game in play.
    format!(
        "UPDATE games SET deadline = deadline + $1, next_reminder_at = CASE WHEN next_reminder_at IS NULL THEN NULL \
         WHEN next_reminder_at + $1 < $2 THEN $2 ELSE next_reminder_at + $1 END, updated_at = $2 \
         WHERE {side}_id = $3 AND status = '{ACTIVE}' AND to_move = '{side}' AND deadline + $1 IS NOT NULL"
    )
}

/// [`shift_deadlines`] for the games where the player is White (index `games_white`).
pub static SHIFT_DEADLINES_AS_WHITE: LazyLock<String> = LazyLock::new(|| shift_deadlines(Side::White));
/// [`shift_deadlines`] for the games where the player is Black (index `games_black`).
pub static SHIFT_DEADLINES_AS_BLACK: LazyLock<String> = LazyLock::new(|| shift_deadlines(Side::Black));

/// The order in which engine jobs are claimed (`j` the job): the account served least recently
/// first (one never served before all), then the oldest job. Each account's last service is
/// read from `engine_jobs_account (account_id, started_at)`.
pub const CLAIM_ORDER: &str = "ORDER BY COALESCE((SELECT MAX(s.started_at) FROM engine_jobs s \
     WHERE s.account_id = j.account_id), 0), j.created_at";
