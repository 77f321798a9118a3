//! Rate limits that hold across processes: what one account (or one mail address) may do in a
//! minute or an hour, counted in the database ([`ortoo_core::store::AllowanceStore::take_allowance`]), so that
//! two server processes, or a server and `mail-in`, share one allowance.

use ortoo_core::store::AllowanceStore;
use std::sync::Arc;

use ortoo_core::Millis;
use ortoo_core::clock::Clock;

use crate::error::{PlayError, Result};

const MINUTE: Millis = 60_000;
const HOUR: Millis = 3_600_000;
const DAY: Millis = 24 * HOUR;
/// Refusals answered by mail in a row, with nothing done between, before the rest go
/// unanswered (a day refills them, one each eight hours).
const REFUSALS_IN_A_ROW: u32 = 3;

/// The allowances, as the operator sets them (`[limits]` in `default.toml`); 0 is no limit.
#[derive(Debug, Clone, Copy)]
pub struct RateLimits {
    /// Messages to games' conversations per minute per account (the page, the API, mail).
    pub messages_per_minute: u32,
    /// Log-ins tried per minute against one account.
    pub logins_per_minute_per_account: u32,
    /// Mails taken from one account per hour (replies and commands alike); beyond them mail is
    /// dropped unanswered.
    pub mail_per_hour: u32,
    /// Wrong mail passwords per account per hour; beyond them a password is not checked.
    pub mail_password_guesses_per_hour: u32,
    /// Answers mailed to one address per hour in reply to its mail (confirmations, refusals).
    pub answers_per_address_per_hour: u32,
    /// Answers mailed to one address in one thread per hour: a mail loop's guard.
    pub answers_per_thread_per_hour: u32,
    /// Account mail (resets, verifications asked for again) per account and per address an hour.
    pub account_mail_per_hour: u32,
    /// Files of variants uploaded per account per hour (each upload is checked, and its
    /// versions kept by the store for good).
    pub uploads_per_hour: u32,
}

/// Something an account or an address does that is counted.
#[derive(Debug, Clone, Copy)]
pub enum Counted<'a> {
    /// A message to a game's conversation, by an account (id).
    Message(&'a str),
    /// A log-in tried against an account (its name, in any case).
    Login(&'a str),
    /// A mail taken from an account (id).
    Mail(&'a str),
    /// A wrong mail password given for an account (id).
    PasswordGuess(&'a str),
    /// The owner told that their mail password is being guessed (once an hour).
    GuessingTold(&'a str),
    /// An answer mailed to an address (its own allowance, and the thread's within it).
    Answer { address: &'a str, thread: &'a str },
    /// Account mail (a reset link, a verification asked for again) for an account (id).
    AccountMail(&'a str),
    /// Account mail to an address.
    AccountMailTo(&'a str),
    /// A file of variants uploaded by an account (id).
    Upload(&'a str),
    /// A refusal answered by mail to an address since its last command that was done: mail
    /// refused again and again with nothing done between is a machine answering our answers
    /// (an out-of-office reply without RFC 3834's headers), answered a few times, then not
    /// until a command succeeds ([`RateLimiter::restore`]).
    RefusedInARow(&'a str),
}

impl Counted<'_> {
    /// The buckets it is counted in: key, allowance, period.
    fn buckets(&self, limits: &RateLimits) -> Vec<(String, u32, Millis)> {
        match *self {
            Counted::Message(user) => vec![(format!("chat:{user}"), limits.messages_per_minute, MINUTE)],
            Counted::Login(name) => {
                vec![(format!("login:{}", name.to_lowercase()), limits.logins_per_minute_per_account, MINUTE)]
            }
            Counted::Mail(user) => vec![(format!("mail-in:{user}"), limits.mail_per_hour, HOUR)],
            Counted::PasswordGuess(user) => {
                vec![(format!("mail-password:{user}"), limits.mail_password_guesses_per_hour, HOUR)]
            }
            Counted::GuessingTold(user) => vec![(format!("mail-password-told:{user}"), 1, HOUR)],
            Counted::AccountMail(user) => vec![(format!("account-mail:{user}"), limits.account_mail_per_hour, HOUR)],
            Counted::AccountMailTo(address) => {
                vec![(format!("account-mail-to:{}", address.trim().to_lowercase()), limits.account_mail_per_hour, HOUR)]
            }
            Counted::Upload(user) => vec![(format!("upload:{user}"), limits.uploads_per_hour, HOUR)],
            Counted::RefusedInARow(address) => {
                vec![(format!("refused-in-a-row:{}", address.trim().to_lowercase()), REFUSALS_IN_A_ROW, DAY)]
            }
            Counted::Answer { address, thread } => {
                let address = address.trim().to_lowercase();
                vec![
                    (format!("answer-thread:{address}:{thread}"), limits.answers_per_thread_per_hour, HOUR),
                    (format!("answer:{address}"), limits.answers_per_address_per_hour, HOUR),
                ]
            }
        }
    }
}

/// Counts a refusal in `ortoo_rate_limited_total`, by the allowance's kind (its key up to the
/// first `:`, as `chat` or `login`).
pub fn refused(key: &str) {
    let kind = key.split(':').next().unwrap_or(key).to_string();
    metrics::counter!("ortoo_rate_limited_total", "limit" => kind).increment(1);
}

/// The allowances, counted.
#[derive(Clone)]
pub struct RateLimiter {
    pub(crate) allowance_store: Arc<dyn AllowanceStore>,
    pub(crate) clock: Clock,
    pub(crate) rates: RateLimits,
}

impl RateLimiter {
    /// Counts `what` against its allowances, in the database.
    ///
    /// # Errors
    /// [`PlayError::RateLimited`] with the wait, when an allowance is used up (then nothing of
    /// a later bucket was taken); the database failing.
    pub async fn count(&self, what: Counted<'_>) -> Result<()> {
        let now = self.clock.now();
        for (key, per_period, period) in what.buckets(&self.rates) {
            if let Some(wait) = self.allowance_store.take_allowance(&key, per_period, period, now).await? {
                refused(&key);
                let seconds = u64::try_from((wait + 999) / 1000).unwrap_or(1).max(1);
                return Err(PlayError::RateLimited { retry_after: seconds });
            }
        }
        Ok(())
    }

    /// Whether `what` could be counted now without going over (counting nothing).
    ///
    /// # Errors
    /// The database failing.
    pub async fn allowed(&self, what: Counted<'_>) -> Result<bool> {
        let now = self.clock.now();
        for (key, per_period, period) in what.buckets(&self.rates) {
            if !self.allowance_store.allowance_left(&key, per_period, period, now).await? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Makes `what`'s allowances whole again: the run it counts has ended.
    ///
    /// # Errors
    /// The database failing.
    pub async fn restore(&self, what: Counted<'_>) -> Result<()> {
        for (key, _, _) in what.buckets(&self.rates) {
            self.allowance_store.restore_allowance(&key).await?;
        }
        Ok(())
    }

    /// Whether `what` is within its allowances (counting it if so); a database failure is
    /// an error, a limit is `false`.
    ///
    /// # Errors
    /// The database failing.
    pub async fn within(&self, what: Counted<'_>) -> Result<bool> {
        match self.count(what).await {
            Ok(()) => Ok(true),
            Err(PlayError::RateLimited { .. }) => Ok(false),
            Err(e) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Scene, allowances};

    /// The seconds a refusal asks to wait, or a panic when `what` was counted.
    async fn refusal(limits: &RateLimiter, what: Counted<'_>) -> u64 {
        match limits.count(what).await {
            Err(PlayError::RateLimited { retry_after }) => retry_after,
            other => panic!("{what:?} should be refused, got {other:?}"),
        }
    }

    /// Counts `what` `n` times, each of which must pass.
    async fn count_times(limits: &RateLimiter, what: Counted<'_>, n: u32) {
        for i in 0..n {
            limits.count(what).await.unwrap_or_else(|e| panic!("{what:?} number {} refused: {e}", i + 1));
        }
    }

    #[tokio::test]
    async fn each_kind_is_counted_against_its_own_allowance_and_period() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        // What, its allowance, and the wait for the next one once it is used up (its period
        // shared out among its allowance), in seconds.
        let kinds = [
            (Counted::Message("u"), 10, 6),
            (Counted::Login("ann"), 10, 6),
            (Counted::Mail("u"), 60, 60),
            (Counted::PasswordGuess("u"), 5, 720),
            (Counted::GuessingTold("u"), 1, 3600),
            (Counted::AccountMail("u"), 5, 720),
            (Counted::AccountMailTo("ann@example.org"), 5, 720),
            (Counted::Upload("u"), 10, 360),
            (Counted::RefusedInARow("ann@example.org"), 3, 8 * 3600),
        ];
        for (what, allowance, wait) in kinds {
            count_times(limits, what, allowance).await;
            assert_eq!(refusal(limits, what).await, wait, "{what:?}");
        }
    }

    #[tokio::test]
    async fn a_used_up_allowance_gives_one_more_once_its_share_of_the_period_has_passed() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        count_times(limits, Counted::Message("u"), 10).await;
        scene.wait(5_999);
        assert_eq!(refusal(limits, Counted::Message("u")).await, 1, "a millisecond left is a second to wait");
        scene.wait(1);
        limits.count(Counted::Message("u")).await.expect("six seconds give one message back");
        assert_eq!(refusal(limits, Counted::Message("u")).await, 6);
    }

    #[tokio::test]
    async fn the_wait_is_rounded_up_to_whole_seconds() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        count_times(limits, Counted::Message("u"), 10).await;
        scene.wait(3_500);
        assert_eq!(refusal(limits, Counted::Message("u")).await, 3, "2.5 s to wait is 3 s");
    }

    #[tokio::test]
    async fn an_allowance_of_zero_is_no_limit() {
        let mut unlimited = allowances();
        unlimited.limits.messages_per_minute = 0;
        let scene = Scene::with(unlimited).await;
        count_times(&scene.play.limits, Counted::Message("u"), 100).await;
        assert!(scene.play.limits.allowed(Counted::Message("u")).await.unwrap());
    }

    #[tokio::test]
    async fn each_account_has_an_allowance_of_its_own() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        count_times(limits, Counted::Message("ann"), 10).await;
        refusal(limits, Counted::Message("ann")).await;
        limits.count(Counted::Message("bob")).await.expect("Bob's messages are not Ann's");
        limits.count(Counted::Upload("ann")).await.expect("uploads are not messages");
    }

    #[tokio::test]
    async fn log_ins_are_counted_by_name_whatever_its_case() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        count_times(limits, Counted::Login("Ann"), 10).await;
        refusal(limits, Counted::Login("aNN")).await;
    }

    #[tokio::test]
    async fn mail_to_an_address_is_counted_whatever_its_case_and_spaces() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        count_times(limits, Counted::AccountMailTo("ann@example.org"), 5).await;
        refusal(limits, Counted::AccountMailTo(" Ann@Example.ORG ")).await;
        count_times(limits, Counted::RefusedInARow("bob@example.org"), 3).await;
        refusal(limits, Counted::RefusedInARow("BOB@example.org ")).await;
    }

    #[tokio::test]
    async fn an_answer_counts_against_its_thread_and_its_address() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        let answer = |thread| Counted::Answer { address: "ann@example.org", thread };
        count_times(limits, answer("t1"), 5).await;
        assert_eq!(refusal(limits, answer("t1")).await, 720, "five an hour in one thread");
        for thread in ["t2", "t3", "t4"] {
            count_times(limits, answer(thread), 5).await;
        }
        assert_eq!(refusal(limits, answer("t5")).await, 180, "twenty an hour to one address");
        limits
            .count(Counted::Answer { address: "bob@example.org", thread: "t5" })
            .await
            .expect("another address has its own allowance");
    }

    #[tokio::test]
    async fn an_answer_refused_by_its_thread_takes_nothing_of_its_address_allowance() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        let answer = |thread| Counted::Answer { address: "ann@example.org", thread };
        count_times(limits, answer("t1"), 5).await;
        for _ in 0..10 {
            refusal(limits, answer("t1")).await;
        }
        for thread in ["t2", "t3", "t4"] {
            count_times(limits, answer(thread), 5).await;
        }
    }

    #[tokio::test]
    async fn allowed_says_whether_one_is_left_and_counts_nothing() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        for _ in 0..20 {
            assert!(limits.allowed(Counted::GuessingTold("u")).await.unwrap());
        }
        limits.count(Counted::GuessingTold("u")).await.expect("the asking took nothing");
        assert!(!limits.allowed(Counted::GuessingTold("u")).await.unwrap());
        let answer = |thread| Counted::Answer { address: "ann@example.org", thread };
        count_times(limits, answer("t1"), 5).await;
        assert!(!limits.allowed(answer("t1")).await.unwrap(), "its thread's allowance is used up");
        assert!(limits.allowed(answer("t2")).await.unwrap());
    }

    #[tokio::test]
    async fn restoring_makes_an_allowance_whole_again() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        count_times(limits, Counted::RefusedInARow("ann@example.org"), 3).await;
        refusal(limits, Counted::RefusedInARow("ann@example.org")).await;
        limits.restore(Counted::RefusedInARow("Ann@example.org")).await.unwrap();
        count_times(limits, Counted::RefusedInARow("ann@example.org"), 3).await;
        refusal(limits, Counted::RefusedInARow("ann@example.org")).await;
    }

    #[tokio::test]
    async fn restoring_an_answer_restores_its_thread_and_its_address() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        let answer = |thread| Counted::Answer { address: "ann@example.org", thread };
        for thread in ["t1", "t2", "t3", "t4"] {
            count_times(limits, answer(thread), 5).await;
        }
        limits.restore(answer("t1")).await.unwrap();
        count_times(limits, answer("t1"), 5).await;
    }

    #[tokio::test]
    async fn within_counts_what_is_allowed_and_is_false_beyond_it() {
        let scene = Scene::new().await;
        let limits = &scene.play.limits;
        for _ in 0..5 {
            assert!(limits.within(Counted::AccountMail("u")).await.unwrap());
        }
        assert!(!limits.within(Counted::AccountMail("u")).await.unwrap(), "the five were counted");
        assert!(!limits.within(Counted::AccountMail("u")).await.unwrap());
    }
}
