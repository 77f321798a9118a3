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
use crate::statement::{Run, Statement};
use ortoo_core::Game;
use ortoo_core::Notice;
use ortoo_core::store::{Listed, Outgoing, Prefs, ReminderCandidate, ReplyNotice, Settled};

use super::rows::{GameRow, read_all};
use crate::moment::Moment;
use crate::periodic;

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

/// Leases up to `$3` notices pending (`$4`) and due at `$1`, until `$2`.
const CLAIM_OUTGOING: &str = "UPDATE notifications SET locked_until = $2, attempts = attempts + 1 WHERE id IN \
     (SELECT id FROM notifications WHERE email = $4 AND next_attempt_at <= $1 \
      AND (locked_until IS NULL OR locked_until <= $1) ORDER BY next_attempt_at LIMIT $3) RETURNING id";

/// The same on Postgres, skipping the rows another sender is claiming at this instant.
const CLAIM_OUTGOING_SKIPPING: &str = "UPDATE notifications SET locked_until = $2, attempts = attempts + 1 WHERE id IN \
     (SELECT id FROM notifications WHERE email = $4 AND next_attempt_at <= $1 \
      AND (locked_until IS NULL OR locked_until <= $1) ORDER BY next_attempt_at LIMIT $3 \
      FOR UPDATE SKIP LOCKED) RETURNING id";

const SELECT_OUTGOING: &str = "SELECT n.id, n.user_id, u.name AS user_name, COALESCE(n.address, u.email) AS email, n.kind, \
     n.game_id, n.challenge_id, n.ply, u.time_zone, u.notation, u.language, n.subject, n.detail, n.words, n.prerendered, \
     n.attempts, n.in_reply_to FROM notifications n JOIN users u ON u.id = n.user_id ";

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
            self.execute(Statement::new(statement).arg(value).arg(user_id.as_str())).await?;
            Ok(())
        })
        .await
    }
}

#[async_trait::async_trait]
impl SettingsStore for Db {
    async fn prefs(&self, user_id: &UserId) -> StoreResult<Option<Prefs>> {
        reported("prefs", async move {
            let prefs = Statement::new(
                "SELECT notify, time_zone, notation, language, mail_secret, remind_hours, vacation_year, vacation_used_ms, \
                 vacation_until, last_digest_at FROM users WHERE id = $1",
            )
            .arg(user_id.as_str());
            self.optional::<PrefsRow>(prefs).await?.map(Prefs::try_from).transpose()
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
            // Turning the digest on starts its day now: the first digest comes a day later.
            let settings = Statement::new(
                "UPDATE users SET last_digest_at = CASE WHEN notify <> $5 AND $1 = $5 THEN $4 \
                 ELSE last_digest_at END, notify = $1, remind_hours = $2 WHERE id = $3",
            )
            .word(notify.as_str())
            .arg(remind_hours)
            .arg(user_id.as_str())
            .arg(now)
            .word(NotifyMode::Digest.as_str());
            let schedules = Statement::new(
                "UPDATE games SET next_reminder_at = $1 WHERE status = $3 AND deadline IS NOT NULL AND \
                 ((to_move = $4 AND white_id = $2) OR (to_move = $5 AND black_id = $2))",
            )
            .arg(now)
            .arg(user_id.as_str())
            .word(GameStatus::Active.as_str())
            .word(Side::White.name())
            .word(Side::Black.name());
            self.write(move |tx| {
                Box::pin(async move {
                    tx.execute(settings).await?;
                    tx.execute(schedules).await?;
                    Ok(())
                })
            })
            .await
        })
        .await
    }

    async fn set_time_zone(&self, user_id: &UserId, time_zone: &str) -> StoreResult<()> {
        self.set_user_setting("UPDATE users SET time_zone = $1 WHERE id = $2", user_id, Some(time_zone)).await
    }

    async fn set_notation(&self, user_id: &UserId, notation: ortoo_core::Notation) -> StoreResult<()> {
        self.set_user_setting("UPDATE users SET notation = $1 WHERE id = $2", user_id, Some(notation.as_str())).await
    }

    async fn set_language(&self, user_id: &UserId, language: Option<&str>) -> StoreResult<()> {
        self.set_user_setting("UPDATE users SET language = $1 WHERE id = $2", user_id, language).await
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
            let vacation = Statement::new(
                "UPDATE users SET vacation_year = $1, vacation_used_ms = $2, vacation_until = $3 \
                 WHERE id = $4 AND vacation_year = $5 AND vacation_used_ms = $6 \
                 AND COALESCE(vacation_until, -1) = $7",
            )
            .arg(next.vacation_year)
            .arg(next.vacation_used_ms)
            .arg(next.vacation_until)
            .arg(user_id.as_str())
            .arg(seen.vacation_year)
            .arg(seen.vacation_used_ms)
            .arg(seen.vacation_until.map_or(-1, Timestamp::millis));
            let shifts = [&periodic::SHIFT_DEADLINES_AS_WHITE, &periodic::SHIFT_DEADLINES_AS_BLACK]
                .map(|shift| Statement::new(shift.as_str()).arg(shift_ms).arg(now).arg(user_id.as_str()));
            self.write(move |tx| {
                Box::pin(async move {
                    if tx.execute(vacation).await? != 1 {
                        return Err(Failure::Conflict);
                    }
                    for shift in shifts {
                        tx.execute(shift).await?;
                    }
                    Ok(())
                })
            })
            .await
        })
        .await
    }

    /// How long the player's clocks stand still from `now` (the rest of a vacation).
    async fn pause_ms(&self, user_id: &UserId, now: Timestamp) -> StoreResult<i64> {
        reported("pause_ms", async move {
            let until: Option<(Option<Moment>,)> = self
                .optional(Statement::new("SELECT vacation_until FROM users WHERE id = $1").arg(user_id.as_str()))
                .await?;
            Ok(until.and_then(|(u,)| u).map_or(0, |u| (Timestamp::from(u) - now).max(0)))
        })
        .await
    }

    /// Unsubscribes a player from e-mail (the one-click link).
    async fn unsubscribe(&self, user_id: &UserId) -> StoreResult<bool> {
        reported("unsubscribe", async move {
            let off = Statement::new("UPDATE users SET notify = $2 WHERE id = $1")
                .arg(user_id.as_str())
                .word(NotifyMode::Off.as_str());
            Ok(self.execute(off).await? == 1)
        })
        .await
    }
}

#[async_trait::async_trait]
impl NoticeStore for Db {
    async fn notifications_of(&self, user_id: &UserId, unread_only: bool, limit: i64) -> StoreResult<Vec<Listed>> {
        reported("notifications_of", async move {
            let listed = Statement::new(
                "SELECT id, kind, game_id, subject, detail, words, created_at, read_at, email FROM notifications \
                 WHERE user_id = $1 AND ($2 = FALSE OR read_at IS NULL) AND kind <> $4 AND address IS NULL \
                 ORDER BY created_at DESC, id DESC LIMIT $3",
            )
            .arg(user_id.as_str())
            .arg(unread_only)
            .arg(limit)
            .word(NoticeKind::Digest.as_str());
            Ok(self.all::<ListedRow>(listed).await?.into_iter().map(Into::into).collect())
        })
        .await
    }

    /// Marks the user's notices read: those named, or all.
    async fn mark_read(&self, user_id: &UserId, ids: Option<Vec<NoticeId>>, now: Timestamp) -> StoreResult<u64> {
        reported("mark_read", async move {
            let reads: Vec<Statement> = match ids {
                None => vec![
                    Statement::new("UPDATE notifications SET read_at = $1 WHERE user_id = $2 AND read_at IS NULL")
                        .arg(now)
                        .arg(user_id.as_str()),
                ],
                Some(ids) => ids
                    .iter()
                    .map(|id| {
                        Statement::new(
                            "UPDATE notifications SET read_at = $1 WHERE user_id = $2 AND id = $3 AND read_at IS NULL",
                        )
                        .arg(now)
                        .arg(user_id.as_str())
                        .arg(id.as_str())
                    })
                    .collect(),
            };
            self.write(move |tx| {
                Box::pin(async move {
                    let mut changed = 0;
                    for read in reads {
                        changed += tx.execute(read).await?;
                    }
                    Ok(changed)
                })
            })
            .await
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
            let by_page = |sql: &'static str| {
                SEEN_KINDS.iter().fold(
                    Statement::new(sql).arg(user_id.as_str()).arg(game_id.as_str()).arg(shown_at).arg(ply),
                    |statement, kind| statement.word(kind.as_str()),
                )
            };
            if !self.exists(by_page(ANY_SEEN.as_str())).await? {
                return Ok(Vec::new());
            }
            // A mail already due may be in a sender's hands: it goes (it is read all the same).
            // (On SQLite this runs on a reader's connection, taking the write lock in turn, as
            // it always has: a page's few marks need not queue behind the writer's batches.)
            let mark = by_page(MARK_SEEN.as_str())
                .arg(now)
                .word(MailState::Held.as_str())
                .word(MailState::Moot.as_str())
                .word(MailState::Pending.as_str());
            let kinds: Vec<(String,)> = self.all(mark).await?;
            Ok(kinds.iter().filter_map(|(k,)| k.parse().ok()).collect())
        })
        .await
    }

    async fn reply_notice(&self, id: &NoticeId) -> StoreResult<Option<ReplyNotice>> {
        reported("reply_notice", async move {
            let notice = Statement::new(
                "SELECT id, user_id, game_id, challenge_id, ply, created_at, reply_used_at FROM notifications WHERE id = $1",
            )
            .arg(id.as_str());
            Ok(self.optional::<ReplyNoticeRow>(notice).await?.map(Into::into))
        })
        .await
    }

    /// Records that a notice's reply token played its move (the first use wins).
    async fn use_reply(&self, id: &NoticeId, now: Timestamp) -> StoreResult<bool> {
        reported("use_reply", async move {
            let used =
                Statement::new("UPDATE notifications SET reply_used_at = $1 WHERE id = $2 AND reply_used_at IS NULL")
                    .arg(now)
                    .arg(id.as_str());
            Ok(self.execute(used).await? == 1)
        })
        .await
    }

    /// Stores notices on their own (answers to mailed moves, refusals).
    async fn add_notices(&self, notices: Vec<Notice>, now: Timestamp) -> StoreResult<()> {
        reported("add_notices", async move {
            self.write(move |tx| Box::pin(async move { insert_notices(tx, &notices, now).await })).await
        })
        .await
    }
}

impl Db {
    /// Settles a batch of notices in one statement, as the claim reads them; each found by its
    /// id, never by its state (see [`Db::unindexed`]).
    fn settle_sql(&self) -> String {
        format!(
            "UPDATE notifications SET email = $4, sent_at = $1, locked_until = NULL, last_error = NULL \
             WHERE {} AND {} = $5 AND locked_until = $3",
            self.listed("id", 2),
            self.unindexed("email")
        )
    }
}

#[async_trait::async_trait]
impl Outbox for Db {
    /// Takes up to `limit` notices due for sending, leasing them until `lease_until` so that no
    /// other sender takes them meanwhile (a sender that dies loses its lease, and the notice is
    /// taken again). Postgres skips rows another sender is claiming at this instant.
    async fn claim_outgoing(&self, now: Timestamp, lease_until: Timestamp, limit: i64) -> StoreResult<Vec<Outgoing>> {
        reported("claim_outgoing", async move {
            // Postgres skips the rows another sender is claiming; SQLite has one writer.
            let claim = if self.is_postgres() { CLAIM_OUTGOING_SKIPPING } else { CLAIM_OUTGOING };
            let claim = Statement::new(claim).arg(now).arg(lease_until).arg(limit).word(MailState::Pending.as_str());
            let ids: Vec<(String,)> = self.returning(claim).await?;
            let ids: Vec<String> = ids.into_iter().map(|(id,)| id).collect();
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            // The claimed rows with their recipients, in one read rather than one per notice.
            let sql = format!("{SELECT_OUTGOING}WHERE {} ORDER BY n.next_attempt_at", self.listed("n.id", 1));
            let ids = serde_json::to_string(&ids).map_err(|e| Failure::Corrupt(e.to_string()))?;
            Ok(self.all::<OutgoingRow>(Statement::made(sql).arg(ids)).await?.into_iter().map(Into::into).collect())
        })
        .await
    }

    /// Marks notices settled (sent, moot, not mailed), those this sender still holds the lease of.
    async fn settle(&self, ids: &[NoticeId], how: Settled, lease_until: Timestamp, now: Timestamp) -> StoreResult<u64> {
        reported("settle", async move {
            if ids.is_empty() {
                return Ok(0);
            }
            let sql = self.settle_sql();
            let ids = serde_json::to_string(ids).map_err(|e| Failure::Corrupt(e.to_string()))?;
            let settled = Statement::made(sql)
                .arg(now)
                .arg(ids)
                .arg(lease_until)
                .word(how.state().as_str())
                .word(MailState::Pending.as_str());
            self.execute(settled).await
        })
        .await
    }

    /// Deletes a batch of notices done with and kept since before `before`, beyond each
    /// player's newest ([`periodic::COMPACT_OUTBOX`]); returns how many.
    async fn compact_outbox(&self, before: Timestamp, limit: i64) -> StoreResult<u64> {
        reported("compact_outbox", async move {
            self.execute(Statement::new(periodic::COMPACT_OUTBOX.as_str()).arg(before).arg(limit)).await
        })
        .await
    }

    /// Puts a notice back for another try at `retry_at`, or gives it up (`failed`) when the
    /// mail server refused it for good.
    async fn mark_unsent(&self, id: &NoticeId, retry_at: Option<Timestamp>, error: &str) -> StoreResult<()> {
        reported("mark_unsent", async move {
            let unsent = Statement::new(
                "UPDATE notifications SET email = CASE WHEN $1 IS NULL THEN $4 ELSE email END, \
                 next_attempt_at = COALESCE($1, next_attempt_at), locked_until = NULL, last_error = $2 \
                 WHERE id = $3 AND email = $5",
            )
            .arg(retry_at)
            .arg(error.chars().take(500).collect::<String>())
            .arg(id.as_str())
            .word(MailState::Failed.as_str())
            .word(MailState::Pending.as_str());
            self.execute(unsent).await?;
            Ok(())
        })
        .await
    }

    async fn outbox_backlog(&self, now: Timestamp) -> StoreResult<Backlog> {
        reported("outbox_backlog", async move {
            let backlog = Statement::new(
                "SELECT COUNT(*), MIN(next_attempt_at) FROM notifications WHERE email = $2 AND next_attempt_at <= $1",
            )
            .arg(now)
            .word(MailState::Pending.as_str());
            let (due, oldest): (i64, Option<Moment>) = self.one(backlog).await?;
            Ok(Backlog { due, oldest_due: oldest.map(Into::into) })
        })
        .await
    }

    /// Counts of notices by e-mail state (for `/metrics` and tests).
    async fn outbox_counts(&self) -> StoreResult<Vec<(String, i64)>> {
        reported("outbox_counts", async move {
            self.all(Statement::new("SELECT email, COUNT(*) FROM notifications GROUP BY email ORDER BY email")).await
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
            read_all(self.all::<ReminderRow>(Statement::new(sql).arg(now).word(Side::White.name())).await?)
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
            let advanced = Statement::new(
                "UPDATE games SET reminded_until = $1, next_reminder_at = $2 \
                 WHERE id = $3 AND ply = $4 AND status = $6 AND next_reminder_at = $5",
            )
            .arg(reminded_until)
            .arg(next)
            .arg(game.id.as_str())
            .arg(game.ply)
            .arg(game.next_reminder_at)
            .word(GameStatus::Active.as_str());
            self.write(move |tx| {
                Box::pin(async move {
                    let changed = tx.execute(advanced).await? == 1;
                    if changed {
                        insert_notices(tx, notice.iter(), now).await?;
                    }
                    Ok(changed)
                })
            })
            .await
        })
        .await
    }

    /// Players on the daily digest with notices held for it, whose last digest is a day old.
    async fn digests_due(&self, now: Timestamp) -> StoreResult<Vec<(UserId, Timestamp)>> {
        reported("digests_due", async move {
            let due: Vec<(String, Moment)> = self
                .all(Statement::new(periodic::DIGESTS_DUE.as_str()).arg(now - ortoo_core::timecontrol::DAY_MS))
                .await?;
            Ok(due.into_iter().map(|(user, last)| (UserId::from_text(user), last.into())).collect())
        })
        .await
    }

    async fn held_notices(&self, user_id: &UserId) -> StoreResult<Vec<Listed>> {
        reported("held_notices", async move {
            let held = Statement::new(periodic::HELD_NOTICES.as_str()).arg(user_id.as_str());
            Ok(self.all::<ListedRow>(held).await?.into_iter().map(Into::into).collect())
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
            let claim = Statement::new("UPDATE users SET last_digest_at = $1 WHERE id = $2 AND last_digest_at = $3")
                .arg(now)
                .arg(user_id.as_str())
                .arg(last_digest_at);
            let folded: Vec<Statement> = ids
                .iter()
                .map(|id| {
                    Statement::new("UPDATE notifications SET email = $2 WHERE id = $1 AND email = $3")
                        .arg(id.as_str())
                        .word(MailState::Digested.as_str())
                        .word(MailState::Held.as_str())
                })
                .collect();
            self.write(move |tx| {
                Box::pin(async move {
                    if tx.execute(claim).await? != 1 {
                        return Ok(false);
                    }
                    for fold in folded {
                        tx.execute(fold).await?;
                    }
                    insert_notices(tx, std::iter::once(&digest), now).await?;
                    Ok(true)
                })
            })
            .await
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use sqlx::Row;

    use crate::Db;

    /// Settling a batch finds each notice by its id, not by reading every pending notice (the
    /// plan SQLite chose before: `SEARCH notifications USING INDEX notifications_due (email=?)`).
    #[tokio::test]
    async fn a_batch_is_settled_by_its_ids() {
        let folder = std::env::temp_dir().join(format!("ortoo-settle-{}", uuid::Uuid::now_v7()));
        let db = Db::connect(&format!("sqlite://{}/o.db?mode=rwc", folder.display()), 1).await.expect("opens");
        db.migrate().await.expect("migrates");
        let Db::Sqlite { readers, .. } = &db else { unreachable!("an SQLite URL") };
        let plan: Vec<String> = sqlx::query(sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {}", db.settle_sql())))
            .bind(0_i64)
            .bind(r#"["a","b"]"#)
            .bind(0_i64)
            .bind("sent")
            .bind("pending")
            .fetch_all(readers)
            .await
            .expect("explained")
            .iter()
            .map(|r| r.get::<String, _>("detail"))
            .collect();
        db.close().await;
        let _ = std::fs::remove_dir_all(&folder);
        let plan = plan.join("\n");
        assert!(plan.contains("SEARCH notifications USING INDEX sqlite_autoindex_notifications_1 (id=?)"), "{plan}");
        assert!(!plan.contains("notifications_due"), "{plan}");
    }
}
