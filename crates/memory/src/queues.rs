//! Notices and the outbox, reminders and digests, mail commands; the engine's jobs and the
//! analyses: the queues that other processes (senders, schedulers, workers) take work from
//! under leases.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet};

use ortoo_core::model::Game;
use ortoo_core::store::{
    AnalysedPosition, Analysis, AnalysisJob, AnalysisQueue, Backlog, EngineQueue, Job, Listed, MailCommand,
    MailCommandStore, NoticeStore, Outbox, Outgoing, QueueStats, ReminderCandidate, ReminderStore, ReplyNotice, Result,
    Settled,
};
use ortoo_core::when::DAY_MS;
use ortoo_core::{
    AnalysisStatus, GameId, JobId, JobStatus, MailCommandId, MailState, NewJob, Notice, NoticeId, NoticeKind,
    NotifyMode, StoreError, Timestamp, UserId,
};

use crate::people::People;

/// How many of a player's newest notices the outbox's compaction keeps, whatever their age: as
/// many as the notices list shows (the SQL stores' `periodic::NOTICES_KEPT`).
const NOTICES_KEPT: usize = 200;
/// The most players a digest pass is handed at once, as the SQL's `LIMIT`.
const DIGESTS_AT_ONCE: usize = 200;
/// The most notices one digest folds, as the SQL's `LIMIT`.
const HELD_AT_MOST: usize = 500;
/// The most games a reminder pass is handed at once, as the SQL's `LIMIT`.
const REMINDERS_AT_ONCE: usize = 200;
/// How many finished jobs the latency figures are drawn from.
const LATENCY_WINDOW: usize = 1000;
/// The longest error a notice keeps.
const ERROR_CHARS: usize = 500;
/// The kinds of notice a game's page shows, which seeing it marks read.
const SEEN_KINDS: [NoticeKind; 4] =
    [NoticeKind::Turn, NoticeKind::Watched, NoticeKind::Forecast, NoticeKind::TakebackDeclined];
/// The states of a notice done with, which the compaction may delete.
const DONE_WITH: [MailState; 5] =
    [MailState::Sent, MailState::Failed, MailState::NotMailed, MailState::Digested, MailState::Moot];

/// How many rows a `LIMIT` lets through: as SQLite reads it, a negative one lets all through.
fn limit(n: i64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// A notice as the outbox keeps it: the notice as written, and what became of it since.
#[derive(Debug, Clone)]
pub(crate) struct NoticeRow {
    pub(crate) notice: Notice,
    pub(crate) created_at: Timestamp,
    pub(crate) read_at: Option<Timestamp>,
    /// What becomes of its mail, settled when it is written (see [`Queues::add_notices`]).
    pub(crate) email: MailState,
    pub(crate) attempts: i64,
    pub(crate) next_attempt_at: Timestamp,
    /// A sender's lease: another sender takes the notice only after it has run out.
    pub(crate) locked_until: Option<Timestamp>,
    pub(crate) sent_at: Option<Timestamp>,
    pub(crate) last_error: Option<String>,
    /// When its reply token played a move.
    pub(crate) reply_used_at: Option<Timestamp>,
}

/// A move the engine owes.
#[derive(Debug, Clone)]
pub(crate) struct JobRow {
    pub(crate) id: JobId,
    pub(crate) game_id: GameId,
    pub(crate) ply: i64,
    pub(crate) level: i64,
    pub(crate) status: JobStatus,
    pub(crate) attempts: i64,
    pub(crate) worker: Option<String>,
    pub(crate) locked_until: Option<Timestamp>,
    pub(crate) created_at: Timestamp,
    /// Its first claim: the account it serves was served then.
    pub(crate) started_at: Option<Timestamp>,
    pub(crate) finished_at: Option<Timestamp>,
    pub(crate) last_error: Option<String>,
    /// The player waiting for the move (`None` for the engine's games against itself).
    pub(crate) account_id: Option<UserId>,
}

/// A finished game's analysis, with the positions found so far.
#[derive(Debug, Clone)]
pub(crate) struct AnalysisRow {
    pub(crate) status: AnalysisStatus,
    pub(crate) attempts: i64,
    pub(crate) worker: Option<String>,
    pub(crate) locked_until: Option<Timestamp>,
    pub(crate) created_at: Timestamp,
    pub(crate) finished_at: Option<Timestamp>,
    pub(crate) last_error: Option<String>,
    /// By ply.
    pub(crate) positions: BTreeMap<i64, AnalysedPosition>,
}

#[derive(Debug, Default)]
pub(crate) struct Queues {
    /// The outbox, in the order the notices were written.
    pub(crate) notices: Vec<NoticeRow>,
    /// The engine's jobs, in the order they were queued.
    pub(crate) jobs: Vec<JobRow>,
    /// By game.
    pub(crate) analyses: BTreeMap<GameId, AnalysisRow>,
    /// Commands held until confirmed, by id.
    pub(crate) mail_commands: BTreeMap<MailCommandId, MailCommand>,
    /// Mail taken in, by outcome.
    pub(crate) mail_in: BTreeMap<String, i64>,
}

/// A database failure as the SQL stores would meet it (a key taken, a row referred to that
/// is not there): the write is refused whole.
fn refused(what: String) -> StoreError {
    StoreError::Backend(what.into())
}

impl Queues {
    /// Writes notices into the outbox, as the SQL stores insert them: each only if its
    /// recipient has an account, once per id and per dedupe key (a second is left out), its
    /// mail settled by the recipient's account as it stands in this call: none to a closed
    /// account; account mail (with its own address) always; nothing else to an address not
    /// verified; then what the notice asks (`always_email`) or the player prefers (each notice,
    /// held for the digest, or none). Its mail is due once its hold is over.
    ///
    /// It reads the recipients' accounts, so it takes `people`: from a `MutexGuard`, split the
    /// borrow first (`let t = &mut *guard; t.queues.add_notices(&t.people, …)`), or call
    /// [`crate::Tables::add_notices`], which does.
    pub(crate) fn add_notices(&mut self, people: &People, notices: Vec<Notice>, now: Timestamp) {
        for notice in notices {
            let Some(account) = people.account(&notice.user_id) else { continue };
            let taken = self.notices.iter().any(|row| {
                row.notice.id == notice.id
                    || (notice.dedupe_key.is_some() && row.notice.dedupe_key == notice.dedupe_key)
            });
            if taken {
                continue;
            }
            let email = if account.user.is_closed() {
                MailState::NotMailed
            } else if notice.address.is_some() {
                MailState::Pending
            } else if !account.user.email_verified() {
                MailState::NotMailed
            } else if notice.always_email {
                MailState::Pending
            } else {
                match account.notify {
                    NotifyMode::Move => MailState::Pending,
                    NotifyMode::Digest => MailState::Held,
                    NotifyMode::Off => MailState::NotMailed,
                }
            };
            let next_attempt_at = now + notice.hold_ms.max(0);
            self.notices.push(NoticeRow {
                notice,
                created_at: now,
                read_at: None,
                email,
                attempts: 0,
                next_attempt_at,
                locked_until: None,
                sent_at: None,
                last_error: None,
                reply_used_at: None,
            });
        }
    }

    /// Refuses a job that could not be queued, before anything of its call is written: its id,
    /// or its game and ply, taken already (the SQL insert fails on its unique keys, and the
    /// whole transaction with it).
    pub(crate) fn check_job(&self, job: Option<&NewJob>) -> Result<()> {
        match job {
            Some(job) if self.jobs.iter().any(|j| j.id == job.id || (j.game_id == job.game_id && j.ply == job.ply)) => {
                Err(refused(format!("engine job for game {} ply {} exists already", job.game_id, job.ply)))
            }
            _ => Ok(()),
        }
    }

    /// Queues a move the engine owes, with the write that put it on move. A job whose id, or
    /// game and ply, is taken is not queued ([`Queues::check_job`] refuses it first).
    pub(crate) fn add_job(&mut self, job: NewJob, now: Timestamp) {
        if self.check_job(Some(&job)).is_err() {
            return;
        }
        self.jobs.push(JobRow {
            id: job.id,
            game_id: job.game_id,
            ply: job.ply,
            level: job.level,
            status: JobStatus::Queued,
            attempts: 0,
            worker: None,
            locked_until: None,
            created_at: now,
            started_at: None,
            finished_at: None,
            last_error: None,
            account_id: job.account_id,
        });
    }

    /// Deletes the game's jobs from `ply` on, whatever their state, as a takeback back to
    /// `ply` does (one job a game and ply: the moves they were for are gone).
    pub(crate) fn drop_jobs_from(&mut self, game_id: &GameId, ply: i64) {
        self.jobs.retain(|j| !(j.game_id == *game_id && j.ply >= ply));
    }

    /// The engine's job for `ply` of the game, done with the move it owed at `at` (in the
    /// move's own write), if it is still queued.
    pub(crate) fn finish_job(&mut self, game_id: &GameId, ply: i64, at: Timestamp) {
        for job in &mut self.jobs {
            if job.game_id == *game_id && job.ply == ply && job.status == JobStatus::Queued {
                job.status = JobStatus::Done;
                job.finished_at = Some(at);
                job.locked_until = None;
            }
        }
    }

    /// Queues the analysis of a game that the call ends, unless the game has one already
    /// (queued, done or failed). The caller decides that it ends the game after a move
    /// (`update.outcome.is_some() && update.ply >= 1`, as the SQL stores' `analysis_queued`).
    pub(crate) fn queue_analysis(&mut self, game_id: &GameId, now: Timestamp) {
        self.analyses.entry(game_id.clone()).or_insert_with(|| AnalysisRow {
            status: AnalysisStatus::Queued,
            attempts: 0,
            worker: None,
            locked_until: None,
            created_at: now,
            finished_at: None,
            last_error: None,
            positions: BTreeMap::new(),
        });
    }

    /// What closing an account does to its notices: nothing more is mailed to it, and what
    /// was waiting to go (due, leased or held for the digest) is settled unmailed.
    pub(crate) fn end_mail_of(&mut self, user_id: &UserId, _now: Timestamp) {
        for row in &mut self.notices {
            if row.notice.user_id == *user_id && matches!(row.email, MailState::Pending | MailState::Held) {
                row.email = MailState::NotMailed;
                row.locked_until = None;
            }
        }
    }
}

impl NoticeRow {
    /// Whether the app lists it among `user_id`'s notices.
    fn in_app_of(&self, user_id: &UserId) -> bool {
        self.notice.user_id == *user_id && self.notice.kind != NoticeKind::Digest && self.notice.address.is_none()
    }

    /// Whether a sender may take it at `now`: due, and under no live lease.
    fn due(&self, now: Timestamp) -> bool {
        self.email == MailState::Pending && self.next_attempt_at <= now && lease_free(self.locked_until, now)
    }

    fn listed(&self) -> Listed {
        Listed {
            id: self.notice.id.clone(),
            kind: Some(self.notice.kind),
            game_id: self.notice.game_id.clone(),
            subject: self.notice.subject.clone(),
            detail: self.notice.detail.clone(),
            words: self.notice.words.clone(),
            created_at: self.created_at,
            read_at: self.read_at,
            email: self.email.as_str().to_string(),
        }
    }
}

/// Whether work under a lease is free for a worker at `now`.
fn lease_free(locked_until: Option<Timestamp>, now: Timestamp) -> bool {
    locked_until.is_none_or(|until| until <= now)
}

/// One row of a queue worked under leases, as its figures read it.
struct LeasedRow {
    queued: bool,
    failed: bool,
    done: bool,
    locked_until: Option<Timestamp>,
    created_at: Timestamp,
    finished_at: Option<Timestamp>,
}

/// The figures of a queue worked under leases, as the SQL stores' `leased_queue` reads them:
/// its work waiting (no live lease), held and given up, when the work waiting longest was
/// queued, and the time the latest finished work took (the last [`LATENCY_WINDOW`], oldest
/// first).
fn leased_stats(rows: impl Iterator<Item = LeasedRow>, now: Timestamp) -> QueueStats {
    let mut stats = QueueStats::default();
    let mut took: Vec<(Timestamp, i64)> = Vec::new();
    for row in rows {
        if row.queued {
            if lease_free(row.locked_until, now) {
                stats.waiting += 1;
                stats.oldest_waiting = Some(stats.oldest_waiting.map_or(row.created_at, |t| t.min(row.created_at)));
            } else {
                stats.running += 1;
            }
        } else if row.failed {
            stats.failed += 1;
        } else if row.done
            && let Some(finished_at) = row.finished_at
        {
            took.push((finished_at, finished_at - row.created_at));
        }
    }
    // The latest first, as the SQL orders them before its `LIMIT`, then turned oldest first.
    took.sort_by_key(|&(finished_at, _)| Reverse(finished_at));
    took.truncate(LATENCY_WINDOW);
    took.reverse();
    stats.recent_latencies = took.into_iter().map(|(_, ms)| ms as f64 / 1000.0).collect();
    stats
}

impl crate::Tables {
    /// Writes notices into the outbox, their mail settled by their recipients' accounts as
    /// they stand (see [`Queues::add_notices`]).
    pub(crate) fn add_notices(&mut self, notices: Vec<Notice>, now: Timestamp) {
        self.queues.add_notices(&self.people, notices, now);
    }
}

#[async_trait::async_trait]
impl NoticeStore for crate::Memory {
    /// The player's notices the app lists, newest first.
    async fn notifications_of(&self, user_id: &UserId, unread_only: bool, limit_to: i64) -> Result<Vec<Listed>> {
        let t = self.tables();
        let mut rows: Vec<&NoticeRow> = t
            .queues
            .notices
            .iter()
            .filter(|row| row.in_app_of(user_id) && (!unread_only || row.read_at.is_none()))
            .collect();
        rows.sort_by(|a, b| b.created_at.cmp(&a.created_at).then_with(|| b.notice.id.cmp(&a.notice.id)));
        Ok(rows.into_iter().take(limit(limit_to)).map(NoticeRow::listed).collect())
    }

    /// Marks the player's unread notices read: those named, or all.
    async fn mark_read(&self, user_id: &UserId, ids: Option<Vec<NoticeId>>, now: Timestamp) -> Result<u64> {
        let mut t = self.tables();
        let mut read = |row: &mut NoticeRow| {
            let unread = row.notice.user_id == *user_id && row.read_at.is_none();
            if unread {
                row.read_at = Some(now);
            }
            u64::from(unread)
        };
        Ok(match ids {
            None => t.queues.notices.iter_mut().map(read).sum(),
            // One at a time, as the SQL: a name given twice is read the first time.
            Some(ids) => ids
                .iter()
                .map(|id| t.queues.notices.iter_mut().filter(|row| row.notice.id == *id).map(&mut read).sum::<u64>())
                .sum(),
        })
    }

    async fn seen(
        &self,
        user_id: &UserId,
        game_id: &GameId,
        ply: i64,
        shown_at: Timestamp,
        now: Timestamp,
    ) -> Result<Vec<NoticeKind>> {
        let mut t = self.tables();
        let mut kinds = Vec::new();
        for row in &mut t.queues.notices {
            let n = &row.notice;
            let shown = n.user_id == *user_id
                && n.game_id.as_ref().is_some_and(|g| g == game_id)
                && row.read_at.is_none()
                && SEEN_KINDS.contains(&n.kind)
                && row.created_at <= shown_at
                && n.ply.is_none_or(|p| p <= ply);
            if !shown {
                continue;
            }
            row.read_at = Some(now);
            // A mail not yet in a sender's hands is moot now; one due already may be in a
            // sender's hands, and goes (it is read all the same).
            let waiting = row.email == MailState::Held
                || (row.email == MailState::Pending && row.next_attempt_at > now && row.locked_until.is_none());
            if waiting {
                row.email = MailState::Moot;
            }
            kinds.push(row.notice.kind);
        }
        Ok(kinds)
    }

    async fn reply_notice(&self, id: &NoticeId) -> Result<Option<ReplyNotice>> {
        let t = self.tables();
        Ok(t.queues.notices.iter().find(|row| row.notice.id == *id).map(|row| ReplyNotice {
            id: row.notice.id.clone(),
            user_id: row.notice.user_id.clone(),
            game_id: row.notice.game_id.clone(),
            challenge_id: row.notice.challenge_id.clone(),
            ply: row.notice.ply,
            created_at: row.created_at,
            reply_used_at: row.reply_used_at,
        }))
    }

    /// Records that a notice's reply token played its move (the first use wins).
    async fn use_reply(&self, id: &NoticeId, now: Timestamp) -> Result<bool> {
        let mut t = self.tables();
        match t.queues.notices.iter_mut().find(|row| row.notice.id == *id) {
            Some(row) if row.reply_used_at.is_none() => {
                row.reply_used_at = Some(now);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    async fn add_notices(&self, notices: Vec<Notice>, now: Timestamp) -> Result<()> {
        self.tables().add_notices(notices, now);
        Ok(())
    }
}

#[async_trait::async_trait]
impl Outbox for crate::Memory {
    /// Leases the notices due longest (up to `limit`) until `lease_until`, and reads them with
    /// their recipients.
    async fn claim_outgoing(&self, now: Timestamp, lease_until: Timestamp, limit_to: i64) -> Result<Vec<Outgoing>> {
        let mut guard = self.tables();
        let t = &mut *guard;
        let mut due: Vec<usize> = (0..t.queues.notices.len()).filter(|&i| t.queues.notices[i].due(now)).collect();
        due.sort_by_key(|&i| t.queues.notices[i].next_attempt_at);
        due.truncate(limit(limit_to));
        let mut claimed = Vec::with_capacity(due.len());
        for i in due {
            let row = &mut t.queues.notices[i];
            row.locked_until = Some(lease_until);
            row.attempts += 1;
            // Read with its recipient (the SQL's join): a notice is written only for an account.
            let Some(account) = t.people.account(&row.notice.user_id) else { continue };
            let n = &row.notice;
            claimed.push(Outgoing {
                id: n.id.clone(),
                user_id: n.user_id.clone(),
                user_name: account.user.name.clone(),
                email: n.address.clone().unwrap_or_else(|| account.user.email.clone()),
                kind: Some(n.kind),
                game_id: n.game_id.clone(),
                challenge_id: n.challenge_id.clone(),
                ply: n.ply,
                subject: n.subject.clone(),
                time_zone: account.time_zone.clone(),
                notation: account.user.notation,
                language: account.user.language.clone(),
                detail: n.detail.clone(),
                words: n.words.clone(),
                // Written by this build: its words are the notice's own, drawn into a mail
                // when it is sent.
                prerendered: false,
                attempts: row.attempts,
                in_reply_to: n.in_reply_to.clone(),
            });
        }
        Ok(claimed)
    }

    async fn settle(&self, ids: &[NoticeId], how: Settled, lease_until: Timestamp, now: Timestamp) -> Result<u64> {
        let mut t = self.tables();
        let ids: BTreeSet<&NoticeId> = ids.iter().collect();
        let mut settled = 0;
        for row in &mut t.queues.notices {
            let held = ids.contains(&row.notice.id)
                && row.email == MailState::Pending
                && row.locked_until == Some(lease_until);
            if held {
                row.email = how.state();
                row.sent_at = Some(now);
                row.locked_until = None;
                row.last_error = None;
                settled += 1;
            }
        }
        Ok(settled)
    }

    async fn compact_outbox(&self, before: Timestamp, limit_to: i64) -> Result<u64> {
        let mut t = self.tables();
        // Each player's newest notices are kept: those written at or after the time of their
        // `NOTICES_KEPT`th newest (a player with fewer keeps them all).
        let mut written: BTreeMap<&UserId, Vec<Timestamp>> = BTreeMap::new();
        for row in &t.queues.notices {
            written.entry(&row.notice.user_id).or_default().push(row.created_at);
        }
        let kept_from: BTreeMap<UserId, Timestamp> = written
            .into_iter()
            .filter_map(|(user, mut times)| {
                times.sort_unstable_by_key(|&at| Reverse(at));
                times.get(NOTICES_KEPT - 1).map(|&at| (user.clone(), at))
            })
            .collect();
        let gone: BTreeSet<NoticeId> = t
            .queues
            .notices
            .iter()
            .filter(|row| {
                DONE_WITH.contains(&row.email)
                    && row.next_attempt_at < before
                    && kept_from.get(&row.notice.user_id).is_some_and(|&from| row.created_at < from)
            })
            .take(limit(limit_to))
            .map(|row| row.notice.id.clone())
            .collect();
        t.queues.notices.retain(|row| !gone.contains(&row.notice.id));
        Ok(u64::try_from(gone.len()).unwrap_or(u64::MAX))
    }

    /// Puts a notice back for another try at `retry_at`, or gives it up when the mail server
    /// refused it for good; only a notice still to be sent.
    async fn mark_unsent(&self, id: &NoticeId, retry_at: Option<Timestamp>, error: &str) -> Result<()> {
        let mut t = self.tables();
        if let Some(row) =
            t.queues.notices.iter_mut().find(|row| row.notice.id == *id && row.email == MailState::Pending)
        {
            match retry_at {
                Some(at) => row.next_attempt_at = at,
                None => row.email = MailState::Failed,
            }
            row.locked_until = None;
            row.last_error = Some(error.chars().take(ERROR_CHARS).collect());
        }
        Ok(())
    }

    /// Counts of notices by mail state, in the order of the states' words.
    async fn outbox_counts(&self) -> Result<Vec<(String, i64)>> {
        let t = self.tables();
        let mut counts: BTreeMap<&'static str, i64> = BTreeMap::new();
        for row in &t.queues.notices {
            *counts.entry(row.email.as_str()).or_default() += 1;
        }
        Ok(counts.into_iter().map(|(state, n)| (state.to_string(), n)).collect())
    }

    async fn outbox_backlog(&self, now: Timestamp) -> Result<Backlog> {
        let t = self.tables();
        let mut backlog = Backlog::default();
        for row in t.queues.notices.iter().filter(|row| row.email == MailState::Pending && row.next_attempt_at <= now) {
            backlog.due += 1;
            backlog.oldest_due = Some(backlog.oldest_due.map_or(row.next_attempt_at, |t| t.min(row.next_attempt_at)));
        }
        Ok(backlog)
    }
}

#[async_trait::async_trait]
impl ReminderStore for crate::Memory {
    /// Active games with a deadline whose reminder schedule is due for a look at `now`, the
    /// longest due first, with the thresholds of their player to move.
    async fn reminders_due(&self, now: Timestamp) -> Result<Vec<ReminderCandidate>> {
        let t = self.tables();
        let mut due: Vec<(Timestamp, Game, String)> = t
            .games
            .games
            .values()
            .filter_map(|row| {
                let g = &row.game;
                let next = g.next_reminder_at.filter(|&next| next <= now)?;
                if g.outcome.is_some() || g.deadline.is_none() {
                    return None;
                }
                // Read with its players (the SQL's joins): none without both accounts.
                let game = t.read_game(row)?;
                let to_move = game.player_to_move();
                let remind_hours = t.people.account(to_move)?.remind_hours.clone();
                Some((next, game, remind_hours))
            })
            .collect();
        due.sort_by_key(|(next, _, _)| *next);
        due.truncate(REMINDERS_AT_ONCE);
        Ok(due.into_iter().map(|(_, game, remind_hours)| ReminderCandidate { game, remind_hours }).collect())
    }

    /// Advances a game's reminder schedule if it is still as read (same ply, same schedule,
    /// still played), and stores the reminder with it. False when another scheduler (or a
    /// move) got there first. The game's reminder fields are written here, on the games' rows,
    /// as the SQL's `UPDATE games` does.
    async fn advance_reminders(
        &self,
        game: &Game,
        reminded_until: Timestamp,
        next: Option<Timestamp>,
        notice: Option<Notice>,
        now: Timestamp,
    ) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        let Some(row) = t.games.games.get_mut(&game.id) else { return Ok(false) };
        let g = &mut row.game;
        // The SQL compares the schedule with `=`: a game read with none matches nothing.
        let as_read = g.ply == game.ply
            && g.outcome.is_none()
            && game.next_reminder_at.is_some()
            && g.next_reminder_at == game.next_reminder_at;
        if !as_read {
            return Ok(false);
        }
        g.reminded_until = Some(reminded_until);
        g.next_reminder_at = next;
        t.queues.add_notices(&t.people, notice.into_iter().collect(), now);
        Ok(true)
    }

    /// Players with notices held for the digest whose last digest is a day old.
    async fn digests_due(&self, now: Timestamp) -> Result<Vec<(UserId, Timestamp)>> {
        let t = self.tables();
        let holding: BTreeSet<&UserId> =
            t.queues.notices.iter().filter(|row| row.email == MailState::Held).map(|row| &row.notice.user_id).collect();
        let day_ago = now - DAY_MS;
        Ok(holding
            .into_iter()
            .filter_map(|user| t.people.account(user))
            .filter(|account| account.last_digest_at <= day_ago)
            .take(DIGESTS_AT_ONCE)
            .map(|account| (account.user.id.clone(), account.last_digest_at))
            .collect())
    }

    /// The player's notices held for the digest, oldest first.
    async fn held_notices(&self, user_id: &UserId) -> Result<Vec<Listed>> {
        let t = self.tables();
        let mut held: Vec<&NoticeRow> = t
            .queues
            .notices
            .iter()
            .filter(|row| row.notice.user_id == *user_id && row.email == MailState::Held)
            .collect();
        held.sort_by(|a, b| a.created_at.cmp(&b.created_at).then_with(|| a.notice.id.cmp(&b.notice.id)));
        Ok(held.into_iter().take(HELD_AT_MOST).map(NoticeRow::listed).collect())
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
    ) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        if !t.people.claim_digest(user_id, last_digest_at, now) {
            return Ok(false);
        }
        let ids: BTreeSet<&NoticeId> = ids.iter().collect();
        for row in &mut t.queues.notices {
            if row.email == MailState::Held && ids.contains(&row.notice.id) {
                row.email = MailState::Digested;
            }
        }
        t.queues.add_notices(&t.people, vec![digest], now);
        Ok(true)
    }
}

#[async_trait::async_trait]
impl MailCommandStore for crate::Memory {
    async fn hold_mail_command(&self, command: MailCommand, confirm: Notice, now: Timestamp) -> Result<()> {
        let mut guard = self.tables();
        let t = &mut *guard;
        // What the SQL's keys refuse, before anything is written.
        if t.queues.mail_commands.contains_key(&command.id) {
            return Err(refused(format!("mail command {} exists already", command.id)));
        }
        if t.people.user(&command.user_id).is_none() {
            return Err(refused(format!("mail command {} names no account", command.id)));
        }
        // Held, not done: whatever `done_at` it came with, a command is done when confirmed.
        t.queues.mail_commands.insert(command.id.clone(), MailCommand { done_at: None, ..command });
        t.queues.add_notices(&t.people, vec![confirm], now);
        Ok(())
    }

    async fn mail_command(&self, id: &MailCommandId) -> Result<Option<MailCommand>> {
        Ok(self.tables().queues.mail_commands.get(id).cloned())
    }

    async fn finish_mail_command(&self, id: &MailCommandId, now: Timestamp) -> Result<bool> {
        let mut t = self.tables();
        match t.queues.mail_commands.get_mut(id) {
            Some(command) if command.done_at.is_none() => {
                command.done_at = Some(now);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    async fn count_mail_in(&self, outcome: &'static str) -> Result<()> {
        *self.tables().queues.mail_in.entry(outcome.to_string()).or_default() += 1;
        Ok(())
    }

    /// Mail taken in so far, by outcome, in the order of the outcomes' words.
    async fn mail_in_counts(&self) -> Result<Vec<(String, i64)>> {
        Ok(self.tables().queues.mail_in.iter().map(|(outcome, n)| (outcome.clone(), *n)).collect())
    }
}

#[async_trait::async_trait]
impl EngineQueue for crate::Memory {
    /// Claims a job with no live lease, of level `max_level` or below: the oldest job of the
    /// account served least recently (an account never served first), so that accounts take
    /// turns. An account was last served at the latest first claim of any of its jobs,
    /// whatever became of the job.
    async fn claim_job(
        &self,
        worker: &str,
        now: Timestamp,
        lease_until: Timestamp,
        max_level: i64,
    ) -> Result<Option<Job>> {
        let mut t = self.tables();
        // The engine's games against itself (no account) take their turn as one account, as
        // the stored '' does.
        let mut served: BTreeMap<Option<&UserId>, Timestamp> = BTreeMap::new();
        for job in &t.queues.jobs {
            if let Some(started) = job.started_at {
                let last = served.entry(job.account_id.as_ref()).or_insert(started);
                *last = (*last).max(started);
            }
        }
        // Never served counts as served at 0, as the SQL's `COALESCE(MAX(started_at), 0)`.
        let never = Timestamp::from_millis(0);
        let chosen = t
            .queues
            .jobs
            .iter()
            .enumerate()
            .filter(|(_, job)| {
                job.status == JobStatus::Queued && lease_free(job.locked_until, now) && job.level <= max_level
            })
            .min_by_key(|(_, job)| (served.get(&job.account_id.as_ref()).copied().unwrap_or(never), job.created_at))
            .map(|(i, _)| i);
        let Some(job) = chosen.and_then(|i| t.queues.jobs.get_mut(i)) else { return Ok(None) };
        job.worker = Some(worker.to_string());
        job.locked_until = Some(lease_until);
        job.attempts += 1;
        job.started_at = job.started_at.or(Some(now));
        Ok(Some(Job {
            id: job.id.clone(),
            game_id: job.game_id.clone(),
            ply: job.ply,
            level: job.level,
            attempts: job.attempts,
            created_at: job.created_at,
        }))
    }

    /// Renews `worker`'s lease on the job. False when the worker no longer holds it.
    async fn renew_job(&self, id: &JobId, worker: &str, lease_until: Timestamp) -> Result<bool> {
        let mut t = self.tables();
        match t.queues.jobs.iter_mut().find(|job| job.id == *id) {
            Some(job) if job.worker.as_deref() == Some(worker) && job.status == JobStatus::Queued => {
                job.locked_until = Some(lease_until);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Closes a queued job without a move: `dropped` or `failed`.
    async fn close_job(&self, id: &JobId, status: JobStatus, error: Option<&str>, now: Timestamp) -> Result<()> {
        let mut t = self.tables();
        if let Some(job) = t.queues.jobs.iter_mut().find(|job| job.id == *id && job.status == JobStatus::Queued) {
            job.status = status;
            job.last_error = error.map(str::to_string);
            job.finished_at = Some(now);
            job.locked_until = None;
        }
        Ok(())
    }

    /// Lets go of a job for another worker to take at once, keeping the error that made this
    /// one stop, if any.
    async fn release_job(&self, id: &JobId, worker: &str, error: Option<&str>) -> Result<()> {
        let mut t = self.tables();
        let held = |job: &&mut JobRow| {
            job.id == *id && job.worker.as_deref() == Some(worker) && job.status == JobStatus::Queued
        };
        if let Some(job) = t.queues.jobs.iter_mut().find(held) {
            job.locked_until = None;
            job.worker = None;
            if let Some(error) = error {
                job.last_error = Some(error.to_string());
            }
        }
        Ok(())
    }

    async fn job_status(&self, game_id: &GameId, ply: i64) -> Result<Option<(JobStatus, i64)>> {
        let t = self.tables();
        Ok(t.queues
            .jobs
            .iter()
            .find(|job| job.game_id == *game_id && job.ply == ply)
            .map(|job| (job.status, job.attempts)))
    }

    async fn queue_stats(&self, now: Timestamp) -> Result<QueueStats> {
        let t = self.tables();
        let rows = t.queues.jobs.iter().map(|job| LeasedRow {
            queued: job.status == JobStatus::Queued,
            failed: job.status == JobStatus::Failed,
            done: job.status == JobStatus::Done,
            locked_until: job.locked_until,
            created_at: job.created_at,
            finished_at: job.finished_at,
        });
        Ok(leased_stats(rows, now))
    }

    async fn moves_waiting(&self, now: Timestamp) -> Result<bool> {
        let t = self.tables();
        Ok(t.queues.jobs.iter().any(|job| job.status == JobStatus::Queued && lease_free(job.locked_until, now)))
    }
}

#[async_trait::async_trait]
impl AnalysisQueue for crate::Memory {
    /// Queues an analysis, or queues again one that failed (keeping the positions it found).
    async fn request_analysis(&self, game_id: &GameId, now: Timestamp) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        match t.queues.analyses.get_mut(game_id) {
            Some(analysis) if analysis.status == AnalysisStatus::Failed => {
                analysis.status = AnalysisStatus::Queued;
                analysis.attempts = 0;
                analysis.worker = None;
                analysis.locked_until = None;
                analysis.created_at = now;
                analysis.finished_at = None;
                analysis.last_error = None;
                Ok(true)
            }
            Some(_) => Ok(false),
            // An analysis is of a game (the SQL's reference to `games`).
            None if !t.games.games.contains_key(game_id) => {
                Err(refused(format!("analysis of game {game_id}, which does not exist")))
            }
            None => {
                t.queues.queue_analysis(game_id, now);
                Ok(true)
            }
        }
    }

    /// Claims the oldest queued analysis with no live lease.
    async fn claim_analysis(
        &self,
        worker: &str,
        now: Timestamp,
        lease_until: Timestamp,
    ) -> Result<Option<AnalysisJob>> {
        let mut t = self.tables();
        let chosen = t
            .queues
            .analyses
            .iter_mut()
            .filter(|(_, a)| a.status == AnalysisStatus::Queued && lease_free(a.locked_until, now))
            .min_by_key(|(_, a)| a.created_at);
        let Some((game_id, analysis)) = chosen else { return Ok(None) };
        analysis.worker = Some(worker.to_string());
        analysis.locked_until = Some(lease_until);
        analysis.attempts += 1;
        Ok(Some(AnalysisJob { game_id: game_id.clone(), attempts: analysis.attempts }))
    }

    /// Keeps one position's finding (a position found twice keeps the first) and renews the
    /// lease, if `worker` still holds it.
    async fn keep_analysed(
        &self,
        game_id: &GameId,
        worker: &str,
        position: &AnalysedPosition,
        lease_until: Timestamp,
    ) -> Result<bool> {
        let mut t = self.tables();
        match t.queues.analyses.get_mut(game_id) {
            Some(analysis)
                if analysis.worker.as_deref() == Some(worker) && analysis.status == AnalysisStatus::Queued =>
            {
                analysis.locked_until = Some(lease_until);
                analysis.positions.entry(position.ply).or_insert_with(|| position.clone());
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    async fn close_analysis(
        &self,
        game_id: &GameId,
        worker: &str,
        status: AnalysisStatus,
        error: Option<&str>,
        now: Timestamp,
    ) -> Result<()> {
        let mut t = self.tables();
        if let Some(analysis) = t.queues.analyses.get_mut(game_id)
            && analysis.worker.as_deref() == Some(worker)
            && analysis.status == AnalysisStatus::Queued
        {
            analysis.status = status;
            analysis.last_error = error.map(str::to_string);
            analysis.finished_at = Some(now);
            analysis.locked_until = None;
        }
        Ok(())
    }

    async fn release_analysis(&self, game_id: &GameId, worker: &str) -> Result<()> {
        let mut t = self.tables();
        if let Some(analysis) = t.queues.analyses.get_mut(game_id)
            && analysis.worker.as_deref() == Some(worker)
            && analysis.status == AnalysisStatus::Queued
        {
            analysis.locked_until = None;
            analysis.worker = None;
            // Letting go is not a failed attempt: the claim is given back.
            analysis.attempts = (analysis.attempts - 1).max(0);
        }
        Ok(())
    }

    async fn analysis(&self, game_id: &GameId) -> Result<Option<Analysis>> {
        let t = self.tables();
        Ok(t.queues.analyses.get(game_id).map(|a| Analysis {
            status: a.status,
            created_at: a.created_at,
            finished_at: a.finished_at,
            last_error: a.last_error.clone(),
            positions: a.positions.values().cloned().collect(),
        }))
    }

    async fn analysis_stats(&self, now: Timestamp) -> Result<QueueStats> {
        let t = self.tables();
        let rows = t.queues.analyses.values().map(|a| LeasedRow {
            queued: a.status == AnalysisStatus::Queued,
            failed: a.status == AnalysisStatus::Failed,
            done: a.status == AnalysisStatus::Done,
            locked_until: a.locked_until,
            created_at: a.created_at,
            finished_at: a.finished_at,
        });
        Ok(leased_stats(rows, now))
    }
}

#[cfg(test)]
mod tests {
    use ortoo_core::model::NewGame;
    use ortoo_core::store::{AccountStore, SettingsStore};
    use ortoo_core::timecontrol::ClockState;
    use ortoo_core::{GameId, NoticeId, Side, UserId};

    use super::*;
    use crate::Memory;

    /// 2026-01-01 UTC.
    const NOW: Timestamp = Timestamp::from_millis(1_767_225_600_000);

    fn at(ms: i64) -> Timestamp {
        NOW + ms
    }

    fn notice(user: &UserId, kind: NoticeKind, subject: &str) -> Notice {
        Notice {
            id: NoticeId::new(),
            user_id: user.clone(),
            kind,
            game_id: None,
            challenge_id: None,
            ply: None,
            subject: subject.to_string(),
            detail: String::new(),
            words: None,
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
            hold_ms: 0,
        }
    }

    async fn player(db: &Memory, name: &str, notify: NotifyMode) -> UserId {
        let user = db.create_user(name, &format!("{name}@example.org"), "x", NOW).await.unwrap();
        db.set_notify(&user.id, notify, "24,2", NOW).await.unwrap();
        user.id
    }

    fn counts(db: &Memory) -> Vec<(String, i64)> {
        let t = db.tables();
        let mut counts: BTreeMap<String, i64> = BTreeMap::new();
        for row in &t.queues.notices {
            *counts.entry(row.email.as_str().to_string()).or_default() += 1;
        }
        counts.into_iter().collect()
    }

    fn state_of(db: &Memory, subject: &str) -> (MailState, bool) {
        let t = db.tables();
        let row = t.queues.notices.iter().find(|row| row.notice.subject == subject).unwrap();
        (row.email, row.read_at.is_some())
    }

    #[tokio::test]
    async fn a_notices_mail_follows_its_recipient_as_it_stands_when_written() {
        let db = Memory::new();
        let mover = player(&db, "Mover", NotifyMode::Move).await;
        let digester = player(&db, "Digester", NotifyMode::Digest).await;
        let closed = player(&db, "Closed", NotifyMode::Move).await;
        assert!(db.close_account(&closed, NOW).await.unwrap());
        let keyed = |user: &UserId, subject: &str| Notice {
            dedupe_key: Some("once".into()),
            ..notice(user, NoticeKind::Reminder, subject)
        };
        db.add_notices(
            vec![
                notice(&mover, NoticeKind::Turn, "mailed"),
                notice(&digester, NoticeKind::Turn, "held"),
                Notice { always_email: true, ..notice(&digester, NoticeKind::Reply, "answer") },
                Notice { address: Some("new@example.org".into()), ..notice(&closed, NoticeKind::Account, "closed") },
                notice(&UserId::from_text("nobody"), NoticeKind::Turn, "no account"),
                keyed(&mover, "first"),
                keyed(&digester, "second"),
            ],
            NOW,
        )
        .await
        .unwrap();
        assert_eq!(state_of(&db, "mailed").0, MailState::Pending);
        assert_eq!(state_of(&db, "held").0, MailState::Held);
        assert_eq!(state_of(&db, "answer").0, MailState::Pending);
        assert_eq!(state_of(&db, "closed").0, MailState::NotMailed, "nothing is mailed to a closed account");
        let subjects: Vec<String> = db.tables().queues.notices.iter().map(|row| row.notice.subject.clone()).collect();
        assert_eq!(
            subjects,
            ["mailed", "held", "answer", "closed", "first"],
            "one a dedupe key, none without an account"
        );
        assert_eq!(db.outbox_counts().await.unwrap(), counts(&db));
        assert_eq!(db.digests_due(at(DAY_MS)).await.unwrap(), [(digester.clone(), NOW)]);
    }

    #[tokio::test]
    async fn a_game_seen_moots_only_the_mail_no_sender_holds() {
        let db = Memory::new();
        let user = player(&db, "Seer", NotifyMode::Move).await;
        let game = GameId::new();
        let of_game = |subject: &str, ply: i64, hold_ms: i64| Notice {
            game_id: Some(game.clone()),
            ply: Some(ply),
            hold_ms,
            ..notice(&user, NoticeKind::Turn, subject)
        };
        db.add_notices(vec![of_game("waiting", 1, 60_000), of_game("due", 1, 0), of_game("later ply", 3, 60_000)], NOW)
            .await
            .unwrap();
        db.add_notices(
            vec![
                of_game("written after", 1, 60_000),
                Notice { ply: Some(1), ..notice(&user, NoticeKind::Turn, "no game") },
            ],
            at(10),
        )
        .await
        .unwrap();
        let kinds = db.seen(&user, &game, 2, at(5), at(20)).await.unwrap();
        assert_eq!(kinds, [NoticeKind::Turn, NoticeKind::Turn]);
        assert_eq!(state_of(&db, "waiting"), (MailState::Moot, true));
        assert_eq!(state_of(&db, "due"), (MailState::Pending, true), "a mail due may be in a sender's hands");
        assert_eq!(state_of(&db, "later ply"), (MailState::Pending, false));
        assert_eq!(state_of(&db, "written after"), (MailState::Pending, false));
        assert_eq!(state_of(&db, "no game"), (MailState::Pending, false));
        assert!(db.seen(&user, &game, 2, at(5), at(30)).await.unwrap().is_empty(), "read already");
    }

    #[tokio::test]
    async fn only_the_sender_still_leasing_a_notice_settles_it() {
        let db = Memory::new();
        let user = player(&db, "Sender", NotifyMode::Move).await;
        db.add_notices(vec![notice(&user, NoticeKind::Turn, "a"), notice(&user, NoticeKind::Turn, "b")], NOW)
            .await
            .unwrap();
        let first = db.claim_outgoing(NOW, at(1_000), 1).await.unwrap();
        assert_eq!(first.len(), 1);
        assert_eq!(
            (first[0].subject.as_str(), first[0].email.as_str(), first[0].attempts),
            ("a", "Sender@example.org", 1)
        );
        // The first sender stalls; its lease runs out and another takes the notice.
        let second = db.claim_outgoing(at(2_000), at(3_000), 10).await.unwrap();
        assert_eq!(second.iter().map(|o| (o.subject.as_str(), o.attempts)).collect::<Vec<_>>(), [("a", 2), ("b", 1)]);
        let ids: Vec<NoticeId> = second.iter().map(|o| o.id.clone()).collect();
        assert_eq!(db.settle(&ids, Settled::Sent, at(1_000), at(2_500)).await.unwrap(), 0, "a lease lost");
        assert_eq!(db.settle(&ids, Settled::Sent, at(3_000), at(2_500)).await.unwrap(), 2);
        assert_eq!(db.settle(&ids, Settled::Sent, at(3_000), at(2_600)).await.unwrap(), 0, "settled once");
        assert_eq!(db.outbox_counts().await.unwrap(), [("sent".to_string(), 2)]);
    }

    #[tokio::test]
    async fn the_compaction_keeps_each_players_newest_and_mail_still_to_go() {
        let db = Memory::new();
        let many = player(&db, "Many", NotifyMode::Off).await;
        let waiting = player(&db, "Waiting", NotifyMode::Move).await;
        for i in 0..203 {
            db.add_notices(vec![notice(&many, NoticeKind::Turn, &format!("n{i}"))], at(i)).await.unwrap();
        }
        for i in 0..203 {
            db.add_notices(vec![notice(&waiting, NoticeKind::Turn, &format!("w{i}"))], at(i)).await.unwrap();
        }
        assert_eq!(db.compact_outbox(at(1_000), 2).await.unwrap(), 2, "a batch at most");
        assert_eq!(db.compact_outbox(at(1_000), 100).await.unwrap(), 1);
        assert_eq!(db.compact_outbox(at(1_000), 100).await.unwrap(), 0);
        let kept = db.notifications_of(&many, false, 1_000).await.unwrap();
        assert_eq!(kept.len(), 200);
        assert_eq!((kept[0].subject.as_str(), kept[199].subject.as_str()), ("n202", "n3"), "newest first");
        assert_eq!(db.notifications_of(&waiting, false, 1_000).await.unwrap().len(), 203);
    }

    fn job(game: &str, ply: i64, level: i64, account: &str) -> NewJob {
        NewJob {
            id: JobId::new(),
            game_id: GameId::from_text(game),
            ply,
            level,
            account_id: Some(UserId::from_text(account)),
        }
    }

    #[tokio::test]
    async fn jobs_are_claimed_by_the_accounts_in_turn() {
        let db = Memory::new();
        {
            let mut t = db.tables();
            for (i, (game, level, account)) in
                [("g0", 12, "a"), ("g1", 12, "a"), ("g2", 12, "c"), ("g3", 1, "a"), ("g4", 12, "d")]
                    .into_iter()
                    .enumerate()
            {
                t.queues.add_job(job(game, 1, level, account), at(i64::try_from(i).unwrap()));
            }
            assert!(t.queues.check_job(Some(&job("g0", 1, 12, "a"))).is_err(), "one job a game and ply");
            t.queues.drop_jobs_from(&GameId::from_text("g4"), 1);
        }
        let mut order = Vec::new();
        for k in 0..5 {
            let max_level = if k == 0 { 4 } else { 12 };
            if let Some(job) = db.claim_job("w", at(100 + k), at(10_000), max_level).await.unwrap() {
                order.push(job.game_id);
            }
        }
        // The quick lane first; then c, never served, before a's long jobs, oldest first.
        assert_eq!(order, ["g3", "g2", "g0", "g1"].map(GameId::from_text));
        assert!(!db.moves_waiting(at(200)).await.unwrap());
        let stats = db.queue_stats(at(200)).await.unwrap();
        assert_eq!((stats.waiting, stats.running, stats.oldest_waiting), (0, 4, None));
        assert!(db.moves_waiting(at(20_000)).await.unwrap(), "a lease run out");
    }

    #[tokio::test]
    async fn latencies_are_of_the_latest_jobs_done_oldest_first() {
        let db = Memory::new();
        {
            let mut t = db.tables();
            t.queues.add_job(job("g0", 1, 1, "a"), at(0));
            t.queues.add_job(job("g1", 1, 1, "b"), at(0));
            t.queues.add_job(job("g2", 1, 1, "c"), at(0));
            t.queues.finish_job(&GameId::from_text("g1"), 1, at(1_000));
            t.queues.finish_job(&GameId::from_text("g0"), 1, at(3_000));
        }
        let id = db.claim_job("w", at(10), at(20), 12).await.unwrap().unwrap().id;
        db.close_job(&id, JobStatus::Failed, Some("gave up"), at(15)).await.unwrap();
        let stats = db.queue_stats(at(100)).await.unwrap();
        assert_eq!(stats.recent_latencies, [1.0, 3.0]);
        assert_eq!((stats.waiting, stats.running, stats.failed), (0, 0, 1));
        assert_eq!(db.job_status(&GameId::from_text("g2"), 1).await.unwrap(), Some((JobStatus::Failed, 1)));
    }

    fn new_game(white: &UserId, black: &UserId) -> NewGame {
        NewGame {
            variant: "chess".into(),
            options: "{}".into(),
            players: ortoo_core::BySide::new(white.clone(), black.clone()),
            position: "start".into(),
            to_move: Side::White,
            time_control: None,
            days_per_move: Some(3),
            clocks: ClockState { deadline: Some(at(3 * DAY_MS)), ..ClockState::default() },
            next_reminder_at: Some(at(DAY_MS)),
            levels: ortoo_core::BySide::new(None, None),
            rated: false,
            tournament: None,
        }
    }

    #[tokio::test]
    async fn a_reminder_schedule_advances_once() {
        let db = Memory::new();
        let white = player(&db, "White", NotifyMode::Move).await;
        let black = player(&db, "Black", NotifyMode::Move).await;
        db.set_notify(&white, NotifyMode::Move, "48", NOW).await.unwrap();
        let id = GameId::new();
        db.tables().games.insert_game(&id, new_game(&white, &black), NOW);
        assert!(db.reminders_due(at(DAY_MS - 1)).await.unwrap().is_empty());
        let due = db.reminders_due(at(DAY_MS)).await.unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!((due[0].game.players.white.name.as_str(), due[0].remind_hours.as_str()), ("White", "48"));
        let read = due[0].game.clone();
        let reminder = || Some(notice(&white, NoticeKind::Reminder, "hurry"));
        assert!(db.advance_reminders(&read, at(DAY_MS), Some(at(2 * DAY_MS)), reminder(), at(DAY_MS)).await.unwrap());
        assert!(
            !db.advance_reminders(&read, at(DAY_MS), Some(at(2 * DAY_MS)), reminder(), at(DAY_MS)).await.unwrap(),
            "another scheduler got there first"
        );
        let unscheduled = Game { next_reminder_at: None, ..read };
        assert!(!db.advance_reminders(&unscheduled, at(DAY_MS), None, reminder(), at(DAY_MS)).await.unwrap());
        assert_eq!(db.notifications_of(&white, true, 10).await.unwrap().len(), 1, "one reminder, with the write");
        let t = db.tables();
        let game = &t.games.games[&id].game;
        assert_eq!((game.reminded_until, game.next_reminder_at), (Some(at(DAY_MS)), Some(at(2 * DAY_MS))));
    }

    #[tokio::test]
    async fn a_digest_folds_the_held_notices_once() {
        let db = Memory::new();
        let user = player(&db, "Digester", NotifyMode::Digest).await;
        db.add_notices(vec![notice(&user, NoticeKind::Turn, "a"), notice(&user, NoticeKind::Turn, "b")], at(1))
            .await
            .unwrap();
        let (_, last) = db.digests_due(at(DAY_MS + 1)).await.unwrap()[0].clone();
        let held = db.held_notices(&user).await.unwrap();
        let ids: Vec<NoticeId> = held.iter().map(|n| n.id.clone()).collect();
        let digest = || Notice { always_email: true, ..notice(&user, NoticeKind::Digest, "digest") };
        assert!(db.store_digest(&user, last, ids.clone(), digest(), at(DAY_MS + 1)).await.unwrap());
        assert!(!db.store_digest(&user, last, ids, digest(), at(DAY_MS + 2)).await.unwrap(), "sent once");
        assert_eq!(counts(&db), [("digested".to_string(), 2), ("pending".to_string(), 1)]);
        assert!(db.digests_due(at(3 * DAY_MS)).await.unwrap().is_empty(), "nothing is held");
        assert_eq!(db.notifications_of(&user, false, 10).await.unwrap().len(), 2, "the digest is not listed");
    }

    #[tokio::test]
    async fn a_failed_analysis_may_be_asked_for_again_and_keeps_what_it_found() {
        let db = Memory::new();
        let white = player(&db, "White", NotifyMode::Move).await;
        let black = player(&db, "Black", NotifyMode::Move).await;
        assert!(db.request_analysis(&GameId::from_text("nogame"), NOW).await.is_err(), "an analysis is of a game");
        let id = GameId::new();
        db.tables().games.insert_game(&id, new_game(&white, &black), NOW);
        assert!(db.request_analysis(&id, NOW).await.unwrap());
        assert!(!db.request_analysis(&id, at(1)).await.unwrap(), "queued already");
        let claimed = db.claim_analysis("w", at(2), at(100)).await.unwrap().unwrap();
        assert_eq!(claimed.attempts, 1);
        assert!(db.claim_analysis("v", at(3), at(100)).await.unwrap().is_none(), "leased");
        let position = AnalysedPosition { ply: 0, score: 20, best: Some("e4".into()), line: "[]".into(), depth: 8 };
        assert!(db.keep_analysed(&id, "w", &position, at(200)).await.unwrap());
        assert!(!db.keep_analysed(&id, "v", &position, at(200)).await.unwrap(), "not v's");
        db.release_analysis(&id, "w").await.unwrap();
        assert_eq!(
            db.claim_analysis("v", at(4), at(100)).await.unwrap().unwrap().attempts,
            1,
            "letting go is no attempt"
        );
        db.close_analysis(&id, "v", AnalysisStatus::Failed, Some("crashed"), at(5)).await.unwrap();
        assert_eq!(db.analysis_stats(at(6)).await.unwrap().failed, 1);
        assert!(db.request_analysis(&id, at(7)).await.unwrap());
        let analysis = db.analysis(&id).await.unwrap().unwrap();
        assert_eq!((analysis.status, analysis.created_at, analysis.last_error), (AnalysisStatus::Queued, at(7), None));
        assert_eq!(analysis.positions, [position]);
    }

    #[tokio::test]
    async fn a_mail_command_is_held_with_its_confirmation_and_done_once() {
        let db = Memory::new();
        let user = player(&db, "Writer", NotifyMode::Off).await;
        let command = MailCommand {
            id: MailCommandId::from_text("c1"),
            user_id: user.clone(),
            command: "resign".into(),
            created_at: NOW,
            done_at: Some(NOW),
        };
        let confirm = || Notice { always_email: true, ..notice(&user, NoticeKind::Confirm, "confirm") };
        db.hold_mail_command(command.clone(), confirm(), NOW).await.unwrap();
        assert!(db.hold_mail_command(command.clone(), confirm(), NOW).await.is_err(), "its id is taken");
        assert_eq!(db.tables().queues.notices.len(), 1, "a refused command writes no confirmation");
        assert_eq!(db.mail_command(&command.id).await.unwrap().unwrap().done_at, None);
        assert!(db.finish_mail_command(&command.id, at(1)).await.unwrap());
        assert!(!db.finish_mail_command(&command.id, at(2)).await.unwrap());
        assert_eq!(state_of(&db, "confirm").0, MailState::Pending, "a confirmation is mailed whatever the setting");
    }
}
