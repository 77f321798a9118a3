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
use ortoo_core::{Millis, Timestamp, Words};
use ortoo_i18n::Said;
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
                ..self.composer.reminder(game, (game.player_to_move()).as_str(), now)
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
            // Kept unsaid, as each notice was: the mail says them in the reader's language.
            let mut lines = vec![Said::new("digest-intro").arg("count", held.len())];
            for n in &held {
                let (title, words) = match &n.words {
                    Some(words) => (words.listed(), words.lines.clone()),
                    // A notice kept before its words were: as it was written.
                    None => (Said::as_is(n.subject.clone()), vec![Said::as_is(n.detail.trim_end())]),
                };
                let at = ortoo_core::when::rfc3339(n.created_at);
                lines.extend([Said::as_is(""), Said::new("digest-notice").arg("title", title).arg("at", at)]);
                lines.push(Said::as_is(""));
                lines.extend(words);
                if let Some(id) = &n.game_id {
                    lines.push(Said::new("digest-game").arg("link", self.composer.game_link(id)));
                }
            }
            let words = Words { game: None, title: Said::new("digest-title").arg("count", held.len()), lines };
            // Mailed as it is (it is what the reader's setting asks for), never held in turn.
            let digest = Notice {
                always_email: true,
                ..crate::notices::worded(user_id.clone(), ortoo_core::NoticeKind::Digest, words)
            };
            let ids = held.into_iter().map(|n| n.id).collect();
            if self.reminder_store.store_digest(&user_id, last, ids, digest, now).await? {
                sent += 1;
            }
        }
        Ok(sent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::task::{Context, Waker};

    use ortoo_core::store::{GameStore, KeptAnswer, NoticeStore, SettingsStore};
    use ortoo_core::timecontrol::{DAY_MS, HOUR_MS};
    use ortoo_core::{Game, NoticeKind, NotifyMode, User};

    use crate::testing::Scene;

    /// Ann (White, to move) against Bob, three days a move.
    async fn timed(scene: &Scene) -> (User, User, Game) {
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        (ann, bob, game)
    }

    /// Moves the scene's clock on to `at`.
    fn wait_until(scene: &Scene, at: Timestamp) {
        scene.wait(at - scene.now());
    }

    fn deadline(game: &Game) -> Timestamp {
        game.deadline.expect("a timed game has a deadline")
    }

    /// How many notices of `kind` the app lists for `user`.
    async fn count(scene: &Scene, user: &User, kind: NoticeKind) -> usize {
        let listed = scene.store.notifications_of(&user.id, false, 100_000).await.unwrap();
        listed.iter().filter(|n| n.kind == Some(kind)).count()
    }

    /// Sets `user`'s mail and reminder thresholds behind the services.
    async fn set_notify(scene: &Scene, user: &User, notify: NotifyMode, hours: &str) {
        scene.store.set_notify(&user.id, notify, hours, scene.now()).await.unwrap();
    }

    /// A notice of a move to `user` about `game`, as a move writes one.
    fn turn_notice(scene: &Scene, user: &User, game: &Game, subject: &str) -> ortoo_core::Notice {
        let composer = &scene.play.settings.composer;
        ortoo_core::Notice {
            kind: NoticeKind::Turn,
            always_email: false,
            ..composer.reply(user.id.as_str(), Some(game.id.as_str()), subject, format!("{subject} said.\n"))
        }
    }

    /// Whether the outbox was rung since it was last looked at (the look takes the ring).
    fn rung(scene: &Scene) -> bool {
        let notified = std::pin::pin!(scene.play.outbox.notified());
        notified.poll(&mut Context::from_waker(Waker::noop())).is_ready()
    }

    /// `user`, who takes no mail, with `old` notices done with (never mailed), then, a minute
    /// later, as many as a player's newest kept whatever their age (200). When the old ones
    /// were written.
    async fn old_and_newest(scene: &Scene, user: &User, game: &Game, old: usize) -> Timestamp {
        set_notify(scene, user, NotifyMode::Off, "24,2").await;
        let written = scene.now();
        let notes = (0..old).map(|i| turn_notice(scene, user, game, &format!("old {i}"))).collect();
        scene.store.add_notices(notes, written).await.unwrap();
        scene.wait(60_000);
        let notes = (0..200).map(|i| turn_notice(scene, user, game, &format!("new {i}"))).collect();
        scene.store.add_notices(notes, scene.now()).await.unwrap();
        written
    }

    #[tokio::test]
    async fn a_reminder_goes_when_the_first_threshold_before_the_deadline_is_reached() {
        let scene = Scene::new().await;
        let (ann, bob, game) = timed(&scene).await;
        wait_until(&scene, deadline(&game) - 24 * HOUR_MS - 1);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 0);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 0);
        scene.wait(1);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 1);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 1);
        assert_eq!(count(&scene, &bob, NoticeKind::Reminder).await, 0, "Bob is not to move");
    }

    #[tokio::test]
    async fn each_threshold_reminds_once() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        let schedule = &scene.play.schedule;
        wait_until(&scene, deadline(&game) - 24 * HOUR_MS);
        assert_eq!(schedule.send_reminders(scene.now()).await.unwrap(), 1);
        assert_eq!(schedule.send_reminders(scene.now()).await.unwrap(), 0);
        wait_until(&scene, deadline(&game) - 2 * HOUR_MS - 1);
        assert_eq!(schedule.send_reminders(scene.now()).await.unwrap(), 0);
        scene.wait(1);
        assert_eq!(schedule.send_reminders(scene.now()).await.unwrap(), 1);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 2);
    }

    #[tokio::test]
    async fn thresholds_passed_together_remind_once() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        wait_until(&scene, deadline(&game) - HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 1);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 0);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 1);
    }

    #[tokio::test]
    async fn a_player_is_reminded_at_the_hours_they_chose() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        set_notify(&scene, &ann, NotifyMode::Move, "48").await;
        wait_until(&scene, deadline(&game) - 48 * HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 1);
        wait_until(&scene, deadline(&game) - 24 * HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 0, "24 hours is not Ann's");
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 1);
    }

    #[tokio::test]
    async fn thresholds_that_cannot_be_read_remind_at_the_defaults() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        set_notify(&scene, &ann, NotifyMode::Move, "soon, please").await;
        wait_until(&scene, deadline(&game) - 24 * HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 1);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 1);
    }

    #[tokio::test]
    async fn a_player_who_wants_no_reminders_gets_none() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        set_notify(&scene, &ann, NotifyMode::Move, "").await;
        wait_until(&scene, deadline(&game) - HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 0);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 0);
    }

    #[tokio::test]
    async fn the_reminder_goes_to_the_player_to_move_by_their_own_deadline() {
        let scene = Scene::new().await;
        let (ann, bob, game) = timed(&scene).await;
        scene.wait(HOUR_MS);
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        // Ann's deadline's first threshold has come, but she has moved.
        wait_until(&scene, deadline(&game) - 24 * HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 0);
        wait_until(&scene, deadline(&after) - 24 * HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 1);
        assert_eq!(count(&scene, &bob, NoticeKind::Reminder).await, 1);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 0);
    }

    #[tokio::test]
    async fn untimed_and_finished_games_are_not_reminded() {
        let scene = Scene::new().await;
        let (ann, bob, game) = timed(&scene).await;
        scene.game("chess", &bob, &ann, None).await;
        scene.play.games.resign(&ann, &game.id, None).await.unwrap();
        wait_until(&scene, deadline(&game) - HOUR_MS);
        assert_eq!(scene.play.schedule.send_reminders(scene.now()).await.unwrap(), 0);
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 0);
        assert_eq!(count(&scene, &bob, NoticeKind::Reminder).await, 0);
    }

    #[tokio::test]
    async fn a_digest_folds_the_held_notices_a_day_after_the_last() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        set_notify(&scene, &ann, NotifyMode::Digest, "24,2").await;
        let notes = vec![turn_notice(&scene, &ann, &game, "First"), turn_notice(&scene, &ann, &game, "Second")];
        scene.store.add_notices(notes, scene.now()).await.unwrap();
        scene.wait(DAY_MS - 1);
        assert_eq!(scene.play.schedule.send_digests(scene.now()).await.unwrap(), 0);
        assert_eq!(scene.store.held_notices(&ann.id).await.unwrap().len(), 2);
        scene.wait(1);
        assert_eq!(scene.play.schedule.send_digests(scene.now()).await.unwrap(), 1);
        assert!(scene.store.held_notices(&ann.id).await.unwrap().is_empty(), "the held notices are folded");
        let out = scene.store.claim_outgoing(scene.now(), scene.now() + 60_000, 1000).await.unwrap();
        let digests: Vec<_> = out.iter().filter(|o| o.kind == Some(NoticeKind::Digest)).collect();
        assert_eq!(digests.len(), 1);
        let digest = digests[0];
        let english = ortoo_i18n::english();
        assert_eq!(
            (digest.user_id.as_str(), digest.subject_in(english).as_str()),
            (ann.id.as_str(), "Your daily digest: 2 notices")
        );
        let detail = digest.detail_in(english);
        assert!(detail.contains("First") && detail.contains("Second"), "{detail}");
        assert!(detail.contains(&format!("https://ortoo.example/games/{}", game.id)), "{detail}");
        // Said in the reader's language when it goes.
        let japanese = digest.subject_in(ortoo_i18n::find("ja").unwrap());
        assert!(japanese.contains('2') && !japanese.contains("digest"), "{japanese}");
    }

    #[tokio::test]
    async fn a_digest_goes_at_most_once_a_day() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        set_notify(&scene, &ann, NotifyMode::Digest, "24,2").await;
        scene.store.add_notices(vec![turn_notice(&scene, &ann, &game, "First")], scene.now()).await.unwrap();
        scene.wait(DAY_MS);
        assert_eq!(scene.play.schedule.send_digests(scene.now()).await.unwrap(), 1);
        scene.wait(HOUR_MS);
        scene.store.add_notices(vec![turn_notice(&scene, &ann, &game, "Later")], scene.now()).await.unwrap();
        wait_until(&scene, crate::testing::START + 2 * DAY_MS - 1);
        assert_eq!(scene.play.schedule.send_digests(scene.now()).await.unwrap(), 0);
        assert_eq!(scene.store.held_notices(&ann.id).await.unwrap().len(), 1);
        scene.wait(1);
        assert_eq!(scene.play.schedule.send_digests(scene.now()).await.unwrap(), 1);
    }

    #[tokio::test]
    async fn a_tick_ends_on_time_the_games_past_their_deadline() {
        let scene = Scene::new().await;
        let (_, _, game) = timed(&scene).await;
        wait_until(&scene, deadline(&game));
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().timeouts, 0);
        scene.wait(1);
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().timeouts, 1);
        let ended = scene.store.game(&game.id).await.unwrap().unwrap();
        assert_eq!((ended.result(), ended.reason()), (Some("black"), Some("timeout")), "White was to move");
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().timeouts, 0, "a game ends once");
    }

    #[tokio::test]
    async fn a_tick_forgets_the_answers_kept_a_day() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let kept = KeptAnswer {
            user_id: ann.id.clone(),
            key: "key-1".into(),
            request_hash: "hash".into(),
            status: 200,
            response: "{}".into(),
        };
        scene.store.keep_answer(&kept, scene.now()).await.unwrap();
        scene.wait(ANSWERS_KEPT - 1);
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().answers_forgotten, 0);
        assert!(scene.store.stored_response(&ann.id, "key-1").await.unwrap().is_some());
        scene.wait(1);
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().answers_forgotten, 0);
        scene.wait(1);
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().answers_forgotten, 1);
        assert!(scene.store.stored_response(&ann.id, "key-1").await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_tick_counts_the_reminders_and_digests_it_stored_and_rings_the_outbox() {
        let scene = Scene::new().await;
        let (ann, bob, game) = timed(&scene).await;
        set_notify(&scene, &bob, NotifyMode::Digest, "24,2").await;
        scene.store.add_notices(vec![turn_notice(&scene, &bob, &game, "Held")], scene.now()).await.unwrap();
        scene.wait(HOUR_MS);
        rung(&scene);
        let quiet = scene.play.schedule.tick(scene.now()).await.unwrap();
        assert_eq!((quiet.reminders, quiet.digests), (0, 0));
        assert!(!rung(&scene), "a tick that stored no mail does not ring");
        wait_until(&scene, deadline(&game) - 24 * HOUR_MS);
        let tick = scene.play.schedule.tick(scene.now()).await.unwrap();
        assert_eq!(tick, Tick { reminders: 1, digests: 1, ..Tick::default() });
        assert!(rung(&scene), "the mail is sent at once");
        assert_eq!(count(&scene, &ann, NoticeKind::Reminder).await, 1);
    }

    #[tokio::test]
    async fn notices_done_with_are_deleted_after_their_retention_but_each_players_newest_are_kept() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        let written = old_and_newest(&scene, &ann, &game, 5).await;
        let before = count(&scene, &ann, NoticeKind::Turn).await;
        wait_until(&scene, written + scene.play.settings.notice_retention);
        assert_eq!(scene.play.schedule.compact_outbox(scene.now()).await.unwrap(), 0, "not older than kept");
        scene.wait(COMPACTION_EVERY);
        assert_eq!(scene.play.schedule.compact_outbox(scene.now()).await.unwrap(), 5);
        assert_eq!(count(&scene, &ann, NoticeKind::Turn).await, before - 5);
        let listed = scene.store.notifications_of(&ann.id, false, 100_000).await.unwrap();
        assert!(!listed.iter().any(|n| n.subject.starts_with("old")), "only the old ones went");
    }

    #[tokio::test]
    async fn the_outbox_is_compacted_at_most_once_an_hour() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        let written = old_and_newest(&scene, &ann, &game, 5).await;
        let schedule = &scene.play.schedule;
        wait_until(&scene, written + scene.play.settings.notice_retention - 30 * 60_000);
        assert_eq!(schedule.compact_outbox(scene.now()).await.unwrap(), 0);
        scene.wait(COMPACTION_EVERY - 1);
        assert_eq!(schedule.compact_outbox(scene.now()).await.unwrap(), 0, "due, but compacted within the hour");
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().notices_compacted, 0);
        scene.wait(1);
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().notices_compacted, 5);
    }

    #[tokio::test]
    async fn a_compaction_deletes_batch_after_batch_until_none_is_left() {
        let scene = Scene::new().await;
        let (ann, _, game) = timed(&scene).await;
        let written = old_and_newest(&scene, &ann, &game, COMPACTION_BATCH as usize + 205).await;
        wait_until(&scene, written + scene.play.settings.notice_retention + 1);
        assert_eq!(scene.play.schedule.compact_outbox(scene.now()).await.unwrap(), COMPACTION_BATCH + 205);
    }

    /// A round robin of Ann's that Bob joined, three days a move, starting in a day.
    async fn round_robin(scene: &Scene) -> ortoo_core::tournament::Tournament {
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let request = crate::tournaments::NewTournament {
            name: "Autumn cup".into(),
            kind: "round_robin".into(),
            variant: "chess".into(),
            options: std::collections::BTreeMap::new(),
            time_control: Some(ortoo_core::timecontrol::TimeControl::DaysPerMove(3)),
            rated: Some(false),
            rounds: None,
            starts_at: None,
        };
        let t = scene.play.tournaments.create_tournament(&ann, request).await.unwrap();
        scene.play.tournaments.join_tournament(&bob, &t.id).await.unwrap();
        t
    }

    #[tokio::test]
    async fn a_tick_starts_the_tournaments_due_and_counts_them() {
        let scene = Scene::new().await;
        let t = round_robin(&scene).await;
        wait_until(&scene, t.starts_at - 1);
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().tournament_rounds, 0);
        scene.wait(1);
        assert_eq!(scene.play.schedule.tick(scene.now()).await.unwrap().tournament_rounds, 1);
        let view = scene.play.tournaments.tournament_view(&t.id).await.unwrap();
        assert_eq!((view.tournament.status, view.games.len()), (ortoo_core::TournamentStatus::Running, 2));
    }

    #[tokio::test]
    async fn a_tick_ends_the_round_its_timeouts_finish() {
        let scene = Scene::new().await;
        let t = round_robin(&scene).await;
        wait_until(&scene, t.starts_at);
        scene.play.schedule.tick(scene.now()).await.unwrap();
        let games = scene.play.tournaments.tournament_view(&t.id).await.unwrap().games;
        wait_until(&scene, games.iter().filter_map(|g| g.deadline).max().unwrap() + 1);
        let tick = scene.play.schedule.tick(scene.now()).await.unwrap();
        assert_eq!((tick.timeouts, tick.tournament_rounds), (2, 1), "the losses on time end it in the same tick");
        let ended = scene.play.tournaments.tournament(&t.id).await.unwrap();
        assert_eq!(ended.status, ortoo_core::TournamentStatus::Finished);
    }
}
