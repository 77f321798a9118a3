//! Queries of correspondence play: the outbox, players' notification and vacation settings,
//! reminders, digests, and the server's signing key.

use const_format::concatcp;
use ortoo_core::ids::{GameId, NoticeId, UserId};
use ortoo_core::store::NoticeStore;
use ortoo_core::store::ReminderStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::store::SettingsStore;
use ortoo_core::store::{Backlog, Outbox};
use std::sync::LazyLock;

use ortoo_core::{GameStatus, MailState, NoticeKind, NotifyMode, Side, Timestamp};
use sqlx::FromRow;

use super::Db;
use super::games::{GAME_COLUMNS, GAME_TABLES, insert_notices};
use crate::failure::{Failure, Result, reported};
use crate::rows::{ListedRow, OutgoingRow, PrefsRow, ReplyNoticeRow};
use ortoo_core::Game;
use ortoo_core::Notice;
use ortoo_core::store::{Listed, Outgoing, Prefs, ReminderCandidate, ReplyNotice, Settled};

use super::rows::{GameRow, read_all};
use crate::moment::{AsMoment, Moment};
use crate::{on_pool, periodic, transact};

#[derive(FromRow)]
struct ReminderRow {
    #[sqlx(flatten)]
    game: GameRow,
    remind_hours: String,
}

impl TryFrom<ReminderRow> for ReminderCandidate {
    type Error = Failure;
    fn try_from(r: ReminderRow) -> Result<ReminderCandidate> {
        Ok(ReminderCandidate { game: r.game.try_into()?, remind_hours: r.remind_hours })
    }
}

/// The notices a game's page shows the player: those of the moves (and a takeback declined) of
/// game `$2` for player `$1`, unread, written by `$3` (when the game shown last changed) and up
/// to its ply `$4`, of the kinds `$5` to `$8` ([`SEEN_KINDS`]).
const SEEN_BY_PAGE: &str = "user_id = $1 AND game_id = $2 AND read_at IS NULL AND kind IN ($5, $6, $7, $8) \
     AND created_at <= $3 AND (ply IS NULL OR ply <= $4)";

/// The kinds of notice a game's page shows.
const SEEN_KINDS: [NoticeKind; 4] =
    [NoticeKind::Turn, NoticeKind::Watched, NoticeKind::Forecast, NoticeKind::TakebackDeclined];

/// Whether the page has anything to mark read.
static ANY_SEEN: LazyLock<String> =
    LazyLock::new(|| format!("SELECT 1 FROM notifications WHERE {SEEN_BY_PAGE} LIMIT 1"));

/// Marks them read (`$9` the time); a mail not yet in a sender's hands (`$10` held for the
/// digest, `$12` pending and not yet due) becomes moot (`$11`).
static MARK_SEEN: LazyLock<String> = LazyLock::new(|| {
    format!(
        "UPDATE notifications SET read_at = $9, email = CASE WHEN email = $10 THEN $11 \
         WHEN email = $12 AND next_attempt_at > $9 AND locked_until IS NULL THEN $11 ELSE email END \
         WHERE {SEEN_BY_PAGE} RETURNING kind"
    )
});

const SELECT_OUTGOING: &str = "SELECT n.id, n.user_id, u.name AS user_name, COALESCE(n.address, u.email) AS email, n.kind, \
     n.game_id, n.challenge_id, n.ply, u.time_zone, u.notation, n.subject, n.detail, n.prerendered, n.attempts, n.in_reply_to \
     FROM notifications n JOIN users u ON u.id = n.user_id ";

impl Db {
    /// One of a player's settings, a column of their row, set to `value` by `statement`
    /// (`UPDATE users SET … = $1 WHERE id = $2`).
    async fn set_user_setting(
        &self,
        statement: &'static str,
        user_id: &UserId,
        value: Option<&str>,
    ) -> StoreResult<()> {
        reported("set_user_setting", async move {
            let (user_id, value) = (user_id.clone(), value.map(str::to_string));
            transact!(self, |conn| sqlx::query(statement)
                .bind(&value)
                .bind(user_id.as_str())
                .execute(&mut *conn)
                .await
                .map(|_| ())
                .map_err(Failure::from))
        })
        .await
    }
}

#[async_trait::async_trait]
impl SettingsStore for Db {
    async fn prefs(&self, user_id: &UserId) -> StoreResult<Option<Prefs>> {
        reported("prefs", async move {
        Ok(on_pool!(self, |pool| {
            sqlx::query_as::<_, PrefsRow>(
            "SELECT notify, time_zone, notation, mail_secret, remind_hours, vacation_year, vacation_used_ms, vacation_until, last_digest_at \
             FROM users WHERE id = $1"
        )
        .bind(user_id.as_str())
        .fetch_optional(pool)
        .await?
        .map(Prefs::try_from)
        .transpose()?
        }))
        })
        .await
    }

    /// Sets a player's notification preferences; the reminder schedules of the games where the
    /// player is to move are looked at again at the next tick, with the new thresholds.
    async fn set_notify(
        &self,
        user_id: &UserId,
        notify: NotifyMode,
        remind_hours: &str,
        now: Timestamp,
    ) -> StoreResult<()> {
        reported("set_notify", async move {
            let (user_id, notify, remind_hours) = (user_id.clone(), notify.as_str(), remind_hours.to_string());
            transact!(self, |conn| {
                // Turning the digest on starts its day now: the first digest comes a day later.
                sqlx::query(
                    "UPDATE users SET last_digest_at = CASE WHEN notify <> $5 AND $1 = $5 THEN $4 \
                 ELSE last_digest_at END, notify = $1, remind_hours = $2 WHERE id = $3",
                )
                .bind(notify)
                .bind(&remind_hours)
                .bind(user_id.as_str())
                .bind(now.moment())
                .bind(NotifyMode::Digest.as_str())
                .execute(&mut *conn)
                .await?;
                sqlx::query(
                    "UPDATE games SET next_reminder_at = $1 WHERE status = $3 AND deadline IS NOT NULL AND \
                 ((to_move = $4 AND white_id = $2) OR (to_move = $5 AND black_id = $2))",
                )
                .bind(now.moment())
                .bind(user_id.as_str())
                .bind(GameStatus::Active.as_str())
                .bind(Side::White.name())
                .bind(Side::Black.name())
                .execute(&mut *conn)
                .await?;
                Ok(())
            })
        })
        .await
    }

    async fn set_time_zone(&self, user_id: &UserId, time_zone: &str) -> StoreResult<()> {
        self.set_user_setting("UPDATE users SET time_zone = $1 WHERE id = $2", user_id, Some(time_zone)).await
    }

    async fn set_notation(&self, user_id: &UserId, notation: ortoo_core::Notation) -> StoreResult<()> {
        self.set_user_setting("UPDATE users SET notation = $1 WHERE id = $2", user_id, Some(notation.as_str())).await
    }

    async fn set_mail_secret(&self, user_id: &UserId, secret: Option<String>) -> StoreResult<()> {
        self.set_user_setting("UPDATE users SET mail_secret = $1 WHERE id = $2", user_id, secret.as_deref()).await
    }

    /// Starts or ends a vacation: sets the player's vacation state (if it is still `seen`) and
    /// moves the deadlines of every game where the player is to move by `shift_ms` (later for a
    /// start, earlier for an early end), with the reminder schedule. [`Failure::Conflict`]
    /// when the vacation state changed meanwhile (nothing is written then).
    async fn set_vacation(
        &self,
        user_id: &UserId,
        seen: &Prefs,
        next: &Prefs,
        shift_ms: i64,
        now: Timestamp,
    ) -> StoreResult<()> {
        reported("set_vacation", async move {
            let (user_id, seen, next) = (user_id.clone(), seen.clone(), next.clone());
            transact!(self, |conn| {
                let changed = sqlx::query(
                    "UPDATE users SET vacation_year = $1, vacation_used_ms = $2, vacation_until = $3 \
                 WHERE id = $4 AND vacation_year = $5 AND vacation_used_ms = $6 \
                 AND COALESCE(vacation_until, -1) = $7",
                )
                .bind(next.vacation_year)
                .bind(next.vacation_used_ms)
                .bind(next.vacation_until.moment())
                .bind(user_id.as_str())
                .bind(seen.vacation_year)
                .bind(seen.vacation_used_ms)
                .bind(seen.vacation_until.map_or(-1, Timestamp::millis))
                .execute(&mut *conn)
                .await?
                .rows_affected();
                if changed != 1 {
                    return Err(Failure::Conflict);
                }
                for shift in [periodic::SHIFT_DEADLINES_AS_WHITE.as_str(), periodic::SHIFT_DEADLINES_AS_BLACK.as_str()]
                {
                    sqlx::query(shift)
                        .bind(shift_ms)
                        .bind(now.moment())
                        .bind(user_id.as_str())
                        .execute(&mut *conn)
                        .await?;
                }
                Ok(())
            })
        })
        .await
    }

    /// How long the player's clocks stand still from `now` (the rest of a vacation).
    async fn pause_ms(&self, user_id: &UserId, now: Timestamp) -> StoreResult<i64> {
        reported("pause_ms", async move {
            let until: Option<Option<Moment>> =
                on_pool!(self, |pool| sqlx::query_scalar("SELECT vacation_until FROM users WHERE id = $1")
                    .bind(user_id.as_str())
                    .fetch_optional(pool)
                    .await?);
            Ok(until.flatten().map_or(0, |u| (Timestamp::from(u) - now).max(0)))
        })
        .await
    }

    /// Unsubscribes a player from e-mail (the one-click link).
    async fn unsubscribe(&self, user_id: &UserId) -> StoreResult<bool> {
        reported("unsubscribe", async move {
            let user_id = user_id.clone();
            transact!(self, |conn| sqlx::query("UPDATE users SET notify = $2 WHERE id = $1")
                .bind(user_id.as_str())
                .bind(NotifyMode::Off.as_str())
                .execute(&mut *conn)
                .await
                .map(|r| r.rows_affected() == 1)
                .map_err(Failure::from))
        })
        .await
    }
}

#[async_trait::async_trait]
impl NoticeStore for Db {
    async fn notifications_of(&self, user_id: &UserId, unread_only: bool, limit: i64) -> StoreResult<Vec<Listed>> {
        reported("notifications_of", async move {
            Ok(on_pool!(self, |pool| sqlx::query_as::<_, ListedRow>(
                "SELECT id, kind, game_id, subject, detail, created_at, read_at, email FROM notifications \
             WHERE user_id = $1 AND ($2 = FALSE OR read_at IS NULL) AND kind <> $4 AND address IS NULL \
             ORDER BY created_at DESC, id DESC LIMIT $3"
            )
            .bind(user_id.as_str())
            .bind(unread_only)
            .bind(limit)
            .bind(NoticeKind::Digest.as_str())
            .fetch_all(pool)
            .await?
            .into_iter()
            .map(Into::into)
            .collect()))
        })
        .await
    }

    /// Marks the user's notices read: those named, or all.
    async fn mark_read(&self, user_id: &UserId, ids: Option<Vec<NoticeId>>, now: Timestamp) -> StoreResult<u64> {
        reported("mark_read", async move {
            let user_id = user_id.clone();
            transact!(self, |conn| {
                let mut changed = 0;
                match ids {
                    None => {
                        changed +=
                            sqlx::query("UPDATE notifications SET read_at = $1 WHERE user_id = $2 AND read_at IS NULL")
                                .bind(now.moment())
                                .bind(user_id.as_str())
                                .execute(&mut *conn)
                                .await?
                                .rows_affected();
                    }
                    Some(ids) => {
                        for id in ids {
                            changed += sqlx::query(
                            "UPDATE notifications SET read_at = $1 WHERE user_id = $2 AND id = $3 AND read_at IS NULL",
                        )
                        .bind(now.moment())
                        .bind(user_id.as_str())
                        .bind(id.as_str())
                        .execute(&mut *conn)
                        .await?
                        .rows_affected();
                        }
                    }
                }
                Ok(changed)
            })
        })
        .await
    }

    async fn seen(
        &self,
        user_id: &UserId,
        game_id: &GameId,
        ply: i64,
        shown_at: Timestamp,
        now: Timestamp,
    ) -> StoreResult<Vec<NoticeKind>> {
        reported("seen", async move {
            // Every view of a game page asks; most find nothing unread. They are told so by a
            // read (many at once, beside the moves), and only a page with something to mark
            // writes (on SQLite a write waits its turn with every move).
            let [k5, k6, k7, k8] = SEEN_KINDS.map(NoticeKind::as_str);
            let unread: Option<i32> = on_pool!(self, |pool| sqlx::query_scalar(ANY_SEEN.as_str())
                .bind(user_id.as_str())
                .bind(game_id.as_str())
                .bind(shown_at.moment())
                .bind(ply)
                .bind(k5)
                .bind(k6)
                .bind(k7)
                .bind(k8)
                .fetch_optional(pool)
                .await?);
            if unread.is_none() {
                return Ok(Vec::new());
            }
            // A mail already due may be in a sender's hands: it goes (it is read all the same).
            let kinds: Vec<String> = on_pool!(self, |pool| sqlx::query_scalar(MARK_SEEN.as_str())
                .bind(user_id.as_str())
                .bind(game_id.as_str())
                .bind(shown_at.moment())
                .bind(ply)
                .bind(k5)
                .bind(k6)
                .bind(k7)
                .bind(k8)
                .bind(now.moment())
                .bind(MailState::Held.as_str())
                .bind(MailState::Moot.as_str())
                .bind(MailState::Pending.as_str())
                .fetch_all(pool)
                .await?);
            Ok(kinds.iter().filter_map(|k| k.parse().ok()).collect())
        })
        .await
    }

    async fn reply_notice(&self, id: &NoticeId) -> StoreResult<Option<ReplyNotice>> {
        reported("reply_notice", async move {
            Ok(on_pool!(self, |pool| {
                sqlx::query_as::<_, ReplyNoticeRow>(
            "SELECT id, user_id, game_id, challenge_id, ply, created_at, reply_used_at FROM notifications WHERE id = $1"
        )
        .bind(id.as_str())
        .fetch_optional(pool)
        .await?
        .map(Into::into)
            }))
        })
        .await
    }

    /// Records that a notice's reply token played its move (the first use wins).
    async fn use_reply(&self, id: &NoticeId, now: Timestamp) -> StoreResult<bool> {
        reported("use_reply", async move {
            let id = id.clone();
            transact!(self, |conn| sqlx::query(
                "UPDATE notifications SET reply_used_at = $1 WHERE id = $2 AND reply_used_at IS NULL"
            )
            .bind(now.moment())
            .bind(id.as_str())
            .execute(&mut *conn)
            .await
            .map(|r| r.rows_affected() == 1)
            .map_err(Failure::from))
        })
        .await
    }

    /// Stores notices on their own (answers to mailed moves, refusals).
    async fn add_notices(&self, notices: Vec<Notice>, now: Timestamp) -> StoreResult<()> {
        reported("add_notices", async move {
            transact!(self, |conn| {
                insert_notices(&mut *conn, &notices, now).await?;
                Ok(())
            })
        })
        .await
    }
}

#[async_trait::async_trait]
impl Outbox for Db {
    /// Takes up to `limit` notices due for sending, leasing them until `lease_until` so that no
    /// other sender takes them meanwhile (a sender that dies loses its lease, and the notice is
    /// taken again). Postgres skips rows another sender is claiming at this instant.
    async fn claim_outgoing(&self, now: Timestamp, lease_until: Timestamp, limit: i64) -> StoreResult<Vec<Outgoing>> {
        reported("claim_outgoing", async move {
            let ids: Vec<String> = match self {
                Db::Postgres(pool) => {
                    sqlx::query_scalar(
                        "UPDATE notifications SET locked_until = $2, attempts = attempts + 1 WHERE id IN \
                     (SELECT id FROM notifications WHERE email = $4 AND next_attempt_at <= $1 \
                      AND (locked_until IS NULL OR locked_until <= $1) ORDER BY next_attempt_at LIMIT $3 \
                      FOR UPDATE SKIP LOCKED) RETURNING id",
                    )
                    .bind(now.moment())
                    .bind(lease_until.moment())
                    .bind(limit)
                    .bind(MailState::Pending.as_str())
                    .fetch_all(pool)
                    .await?
                }
                Db::Sqlite { .. } => transact!(self, |conn| sqlx::query_scalar(
                    "UPDATE notifications SET locked_until = $2, attempts = attempts + 1 WHERE id IN \
                 (SELECT id FROM notifications WHERE email = $4 AND next_attempt_at <= $1 \
                  AND (locked_until IS NULL OR locked_until <= $1) ORDER BY next_attempt_at LIMIT $3) RETURNING id"
                )
                .bind(now.moment())
                .bind(lease_until.moment())
                .bind(limit)
                .bind(MailState::Pending.as_str())
                .fetch_all(&mut *conn)
                .await
                .map_err(Failure::from))?,
            };
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            // The claimed rows with their recipients, in one read rather than one per notice.
            let sql = format!("{SELECT_OUTGOING}WHERE {} ORDER BY n.next_attempt_at", self.listed("n.id", 1));
            let ids = serde_json::to_string(&ids).map_err(|e| Failure::Corrupt(e.to_string()))?;
            Ok(on_pool!(self, |pool| sqlx::query_as::<_, OutgoingRow>(sqlx::AssertSqlSafe(sql))
                .bind(&ids)
                .fetch_all(pool)
                .await?
                .into_iter()
                .map(Into::into)
                .collect()))
        })
        .await
    }

    /// Marks notices settled (sent, moot, not mailed), those this sender still holds the lease of.
    async fn settle(&self, ids: &[NoticeId], how: Settled, lease_until: Timestamp, now: Timestamp) -> StoreResult<u64> {
        reported("settle", async move {
            if ids.is_empty() {
                return Ok(0);
            }
            // One statement for the batch, as the claim reads it.
            let sql = format!(
                "UPDATE notifications SET email = $4, sent_at = $1, locked_until = NULL, last_error = NULL \
             WHERE {} AND email = $5 AND locked_until = $3",
                self.listed("id", 2)
            );
            let ids = serde_json::to_string(ids).map_err(|e| Failure::Corrupt(e.to_string()))?;
            transact!(self, |conn| Ok::<u64, Failure>(
                sqlx::query(sqlx::AssertSqlSafe(sql))
                    .bind(now.moment())
                    .bind(&ids)
                    .bind(lease_until.moment())
                    .bind(how.state().as_str())
                    .bind(MailState::Pending.as_str())
                    .execute(&mut *conn)
                    .await?
                    .rows_affected()
            ))
        })
        .await
    }

    /// Deletes a batch of notices done with and kept since before `before`, beyond each
    /// player's newest ([`periodic::COMPACT_OUTBOX`]); returns how many.
    async fn compact_outbox(&self, before: Timestamp, limit: i64) -> StoreResult<u64> {
        reported("compact_outbox", async move {
            transact!(self, |conn| Ok::<u64, Failure>(
                sqlx::query(periodic::COMPACT_OUTBOX.as_str())
                    .bind(before.moment())
                    .bind(limit)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected()
            ))
        })
        .await
    }

    /// Puts a notice back for another try at `retry_at`, or gives it up (`failed`) when the
    /// mail server refused it for good.
    async fn mark_unsent(&self, id: &NoticeId, retry_at: Option<Timestamp>, error: &str) -> StoreResult<()> {
        reported("mark_unsent", async move {
            let (id, error) = (id.clone(), error.chars().take(500).collect::<String>());
            transact!(self, |conn| sqlx::query(
                "UPDATE notifications SET email = CASE WHEN $1 IS NULL THEN $4 ELSE email END, \
             next_attempt_at = COALESCE($1, next_attempt_at), locked_until = NULL, last_error = $2 \
             WHERE id = $3 AND email = $5"
            )
            .bind(retry_at.moment())
            .bind(&error)
            .bind(id.as_str())
            .bind(MailState::Failed.as_str())
            .bind(MailState::Pending.as_str())
            .execute(&mut *conn)
            .await
            .map(|_| ())
            .map_err(Failure::from))
        })
        .await
    }

    async fn outbox_backlog(&self, now: Timestamp) -> StoreResult<Backlog> {
        reported("outbox_backlog", async move {
            let (due, oldest): (i64, Option<Moment>) = on_pool!(self, |pool| sqlx::query_as(
                "SELECT COUNT(*), MIN(next_attempt_at) FROM notifications \
                 WHERE email = $2 AND next_attempt_at <= $1"
            )
            .bind(now.moment())
            .bind(MailState::Pending.as_str())
            .fetch_one(pool)
            .await?);
            Ok(Backlog { due, oldest_due: oldest.map(Into::into) })
        })
        .await
    }

    /// Counts of notices by e-mail state (for `/metrics` and tests).
    async fn outbox_counts(&self) -> StoreResult<Vec<(String, i64)>> {
        reported("outbox_counts", async move {
            Ok(on_pool!(self, |pool| sqlx::query_as::<_, (String, i64)>(
                "SELECT email, COUNT(*) FROM notifications GROUP BY email ORDER BY email"
            )
            .fetch_all(pool)
            .await?))
        })
        .await
    }
}

#[async_trait::async_trait]
impl ReminderStore for Db {
    /// Active games with a deadline whose reminder schedule is due for a look at `now`.
    async fn reminders_due(&self, now: Timestamp) -> StoreResult<Vec<ReminderCandidate>> {
        reported("reminders_due", async move {
            static SQL: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
                let select = concatcp!(
                    "SELECT ",
                    GAME_COLUMNS,
                    ", CASE WHEN g.to_move = $2 THEN w.remind_hours ELSE b.remind_hours END AS remind_hours ",
                    GAME_TABLES
                );
                format!("{select}{}", *crate::periodic::REMINDERS_DUE_WHERE)
            });
            let sql: &'static str = SQL.as_str();
            read_all(on_pool!(self, |pool| sqlx::query_as::<_, ReminderRow>(sql)
                .bind(now.moment())
                .bind(Side::White.name())
                .fetch_all(pool)
                .await?))
        })
        .await
    }

    /// Advances a game's reminder schedule if it is still as read (same ply, same schedule),
    /// and stores the reminder with it. False when another scheduler (or a move) got there first.
    async fn advance_reminders(
        &self,
        game: &Game,
        reminded_until: Timestamp,
        next: Option<Timestamp>,
        notice: Option<Notice>,
        now: Timestamp,
    ) -> StoreResult<bool> {
        reported("advance_reminders", async move {
            let (id, ply, seen) = (game.id.clone(), game.ply, game.next_reminder_at);
            transact!(self, |conn| {
                let changed = sqlx::query(
                    "UPDATE games SET reminded_until = $1, next_reminder_at = $2 \
                 WHERE id = $3 AND ply = $4 AND status = $6 AND next_reminder_at = $5",
                )
                .bind(reminded_until.moment())
                .bind(next.moment())
                .bind(id.as_str())
                .bind(ply)
                .bind(seen.moment())
                .bind(GameStatus::Active.as_str())
                .execute(&mut *conn)
                .await?
                .rows_affected();
                if changed == 1 {
                    insert_notices(&mut *conn, notice.iter(), now).await?;
                }
                Ok(changed == 1)
            })
        })
        .await
    }

    /// Players on the daily digest with notices held for it, whose last digest is a day old.
    async fn digests_due(&self, now: Timestamp) -> StoreResult<Vec<(UserId, Timestamp)>> {
        reported("digests_due", async move {
            let due: Vec<(String, Moment)> =
                on_pool!(self, |pool| sqlx::query_as(crate::periodic::DIGESTS_DUE.as_str())
                    .bind((now - ortoo_core::timecontrol::DAY_MS).moment())
                    .fetch_all(pool)
                    .await?);
            Ok(due.into_iter().map(|(user, last)| (UserId::from_text(user), last.into())).collect())
        })
        .await
    }

    async fn held_notices(&self, user_id: &UserId) -> StoreResult<Vec<Listed>> {
        reported("held_notices", async move {
            Ok(on_pool!(self, |pool| sqlx::query_as::<_, ListedRow>(crate::periodic::HELD_NOTICES.as_str())
                .bind(user_id.as_str())
                .fetch_all(pool)
                .await?
                .into_iter()
                .map(Into::into)
                .collect()))
        })
        .await
    }

    /// Folds held notices into one digest notice, if the player's last digest is still the one
    /// read (two schedulers cannot both send it).
    async fn store_digest(
        &self,
        user_id: &UserId,
        last_digest_at: Timestamp,
        ids: Vec<NoticeId>,
        digest: Notice,
        now: Timestamp,
    ) -> StoreResult<bool> {
        reported("store_digest", async move {
            let user_id = user_id.clone();
            transact!(self, |conn| {
                let claimed = sqlx::query("UPDATE users SET last_digest_at = $1 WHERE id = $2 AND last_digest_at = $3")
                    .bind(now.moment())
                    .bind(user_id.as_str())
                    .bind(last_digest_at.moment())
                    .execute(&mut *conn)
                    .await?
                    .rows_affected();
                if claimed != 1 {
                    return Ok(false);
                }
                for id in &ids {
                    sqlx::query("UPDATE notifications SET email = $2 WHERE id = $1 AND email = $3")
                        .bind(id.as_str())
                        .bind(MailState::Digested.as_str())
                        .bind(MailState::Held.as_str())
                        .execute(&mut *conn)
                        .await?;
                }
                insert_notices(&mut *conn, std::iter::once(&digest), now).await?;
                Ok(true)
            })
        })
        .await
    }
}
