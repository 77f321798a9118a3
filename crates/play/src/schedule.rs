//! The clock's work, done by every server process each tick: games past their deadline end
//! on time, reminders go out before deadlines, daily digests are put together, and what has
//! been kept long enough is swept (answers kept under idempotency keys). Each action is a
//! write conditional on what was read, so processes racing over the same game act once.

use ortoo_core::store::{AllowanceStore, AnswerStore, Outbox, ReminderStore};
use std::sync::Arc;
use std::sync::atomic::AtomicI64;

use crate::answers::ANSWERS_KEPT;
use crate::error::Result;
use crate::games::Games;
use crate::notices::{Composer, Notice};
use crate::tournaments::Tournaments;
use ortoo_core::timecontrol::{parse_remind_hours, reminder_due};
use ortoo_core::{Millis, Timestamp};
use tokio::sync::Notify;

/// What one tick did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Tick {
    pub timeouts: usize,
    pub reminders: usize,
    pub digests: usize,
    /// Answers kept under idempotency keys that were forgotten, a day old.
    pub answers_forgotten: u64,
    /// Notices deleted by the outbox's compaction.
    pub notices_compacted: u64,
    /// Tournaments started, rounds paired and tournaments ended.
    pub tournament_rounds: usize,
}

/// How often a process compacts the outbox: the pass reads the old notices that each player's
/// newest ones keep, so it is not run on every tick.
pub const COMPACTION_EVERY: Millis = 3_600_000;
/// Notices deleted in one transaction of the compaction: small enough that moves are not held
/// up behind one long write.
const COMPACTION_BATCH: u64 = 1000;
/// Batches per compaction.
const COMPACTION_BATCHES: usize = 20;

/// The clock's work.
#[derive(Clone)]
pub struct Schedule {
    pub(crate) reminder_store: Arc<dyn ReminderStore>,
    pub(crate) outbox_store: Arc<dyn Outbox>,
    pub(crate) allowance_store: Arc<dyn AllowanceStore>,
    pub(crate) answer_store: Arc<dyn AnswerStore>,
    pub(crate) composer: Arc<Composer>,
    /// Rung after a tick that stored mail.
    pub(crate) outbox: Arc<Notify>,
    pub(crate) games: Games,
    pub(crate) tournaments: Tournaments,
    /// How long a notice is kept once it is done with.
    pub(crate) notice_retention: Millis,
    /// When this process last compacted the outbox (milliseconds).
    pub(crate) compacted_at: Arc<AtomicI64>,
}

impl Schedule {
    /// The notices due by `now` and not mailed yet, as `/metrics` shows them.
    pub async fn outbox_backlog(&self, now: Timestamp) -> Result<ortoo_core::store::Backlog> {
        Ok(self.outbox_store.outbox_backlog(now).await?)
    }

    /// One tick at `now`.
    ///
    /// # Errors
    /// The database failing; the next tick tries again.
    pub async fn tick(&self, now: Timestamp) -> Result<Tick> {
        let timeouts = self.games.enforce_deadlines(now).await?;
        // After the timeouts: a loss on time may end a tournament's round.
        let tournament_rounds = self.tournaments.advance_tournaments(now).await?;
        let reminders = self.send_reminders(now).await?;
        let digests = self.send_digests(now).await?;
        if reminders + digests > 0 {
            self.outbox.notify_one();
        }
        let answers_forgotten = self.answer_store.forget_answers(now - ANSWERS_KEPT).await?;
        self.allowance_store.forget_allowances(now).await?;
        let notices_compacted = self.compact_outbox(now).await?;
        Ok(Tick { timeouts, reminders, digests, answers_forgotten, notices_compacted, tournament_rounds })
    }

    /// Deletes the notices done with and older than the retention, beyond each player's newest,
    /// once an hour (or when `now` has moved on that far since this process last did).
    pub async fn compact_outbox(&self, now: Timestamp) -> Result<u64> {
        use std::sync::atomic::Ordering;
        let last = self.compacted_at.load(Ordering::Relaxed);
        if last != i64::MIN && now.millis() - last < COMPACTION_EVERY {
            return Ok(0);
        }
        self.compacted_at.store(now.millis(), Ordering::Relaxed);
        let before = now - self.notice_retention;
        let mut deleted = 0;
        for _ in 0..COMPACTION_BATCHES {
            let batch = self.outbox_store.compact_outbox(before, COMPACTION_BATCH as i64).await?;
            deleted += batch;
            if batch < COMPACTION_BATCH {
                break;
            }
        }
        if deleted > 0 {
            tracing::info!(deleted, "the outbox was compacted");
        }
        Ok(deleted)
    }

    /// Reminds players whose deadline is near, at the thresholds each has chosen.
    pub async fn send_reminders(&self, now: Timestamp) -> Result<usize> {
        let mut sent = 0;
        for candidate in self.reminder_store.reminders_due(now).await? {
            let game = &candidate.game;
            let Some(deadline) = game.deadline else { continue };
            // Thresholds that cannot be read (edited by hand) remind at the defaults.
            let hours = parse_remind_hours(&candidate.remind_hours).unwrap_or_else(|_| vec![24, 2]);
            let reminded_until = game.reminded_until.unwrap_or(game.updated_at);
            let (due, next) = reminder_due(deadline, &hours, reminded_until, now);
            let notice = due.map(|h| Notice {
                dedupe_key: Some(format!("remind:{}:{}:{h}", game.id, game.ply)),
                ..self.composer.reminder(game, game.player_to_move(), now)
            });
            let reminding = notice.is_some();
            let until = if reminding { now } else { reminded_until };
            if self.reminder_store.advance_reminders(game, until, next, notice, now).await? && reminding {
                sent += 1;
            }
        }
        Ok(sent)
    }

    /// Folds each digest reader's held notices into one e-mail a day.
    pub async fn send_digests(&self, now: Timestamp) -> Result<usize> {
        let mut sent = 0;
        for (user_id, last) in self.reminder_store.digests_due(now).await? {
            let held = self.reminder_store.held_notices(&user_id).await?;
            if held.is_empty() {
                continue;
            }
            // Each notice by its own words and its game's link: the boards of positions that
            // have moved on since would mislead, and the games' pages show them as they stand.
            let mut body = format!("{} notices since your last digest:\n", held.len());
            for n in &held {
                body.push_str(&format!(
                    "\n=== {} ({})\n\n{}",
                    n.subject,
                    ortoo_core::when::rfc3339(n.created_at),
                    n.detail
                ));
                if let Some(id) = &n.game_id {
                    body.push_str(&format!("Game: {}\n", self.composer.game_link(id)));
                }
            }
            let digest = Notice {
                kind: ortoo_core::NoticeKind::Digest,
                ..self.composer.reply(&user_id, None, &format!("Your daily digest: {} notices", held.len()), body)
            };
            let ids = held.into_iter().map(|n| n.id).collect();
            if self.reminder_store.store_digest(&user_id, last, ids, digest, now).await? {
                sent += 1;
            }
        }
        Ok(sent)
    }
}
