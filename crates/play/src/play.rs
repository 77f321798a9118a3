//! The services of games in play, made together and handed to the transports as one [`Play`]:
//! each front end (the pages and the API, mail, the engine's workers, the clock) finds an
//! action under the service of its capability (`play.games.submit_move`,
//! `play.challenges.accept`, `play.tournaments.join_tournament`…). Each service holds only
//! what it uses; those that act on games hold [`Games`].

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU64};

use ortoo_core::clock::Clock;
use ortoo_core::events::Events;
use ortoo_core::store::{AccountStore, Connections};
use ortoo_core::{Millis, Store, StoreError, Timestamp};
use tokio::sync::{Notify, Semaphore, mpsc};

use crate::accounts::{AccountRules, Accounts};
use crate::analysis::Reviews;
use crate::answers::Answers;
use crate::challenges::Challenges;
use crate::chat::Conversations;
use crate::games::Games;
use crate::inbox::Inbox;
use crate::jobs::Jobs;
use crate::limits::{RateLimiter, RateLimits};
use crate::moves::MoveWriter;
use crate::notices::Composer;
use crate::opponent::EngineGames;
use crate::orders::MailOrders;
use crate::prefs::Preferences;
use crate::ratings::Ratings;
use crate::schedule::Schedule;
use crate::token::Signer;
use crate::tournaments::Tournaments;
use crate::variant_files::VariantFiles;

/// Every service of games in play.
#[derive(Clone)]
pub struct Play {
    pub games: Games,
    pub challenges: Challenges,
    pub engine: EngineGames,
    pub tournaments: Tournaments,
    pub ratings: Ratings,
    pub accounts: Accounts,
    pub preferences: Preferences,
    pub conversations: Conversations,
    pub reviews: Reviews,
    pub inbox: Inbox,
    pub answers: Answers,
    pub limits: RateLimiter,
    pub schedule: Schedule,
    pub jobs: Jobs,
    pub mail: MailOrders,
    pub variant_files: VariantFiles,
    /// The database's connections, for `/metrics`; everything else goes through the services.
    connections: Arc<dyn Connections>,
    pub events: Events,
    pub settings: Arc<Settings>,
    /// Rung after every commit that stored notices: the notifier sends them at once.
    pub outbox: Arc<Notify>,
    /// Rung after every commit that queued an engine job: this process's workers look at once.
    pub engine_due: Arc<Notify>,
}

/// What games in play need to know beyond the database: the time, how notices are written,
/// the key that signs tokens, the vacation allowance.
#[derive(Debug, Clone)]
pub struct Settings {
    pub clock: Clock,
    pub composer: Composer,
    pub signer: Signer,
    pub vacation_days_per_year: u32,
    /// How the front end writes a move ([`crate::moves::Moves::written`]).
    pub write_move: MoveWriter,
    /// Bytes the game and move caches may hold together.
    pub cache_bytes: usize,
    /// How long a notice is kept once it is done with (see [`crate::schedule`]).
    pub notice_retention: Millis,
    /// Games against the engine one player may have going at once.
    pub engine_games_per_account: usize,
    /// The players who may make tournaments (by name); `None` anyone.
    pub tournament_creators: Option<Vec<String>>,
    /// Rate limits that hold across processes.
    pub limits: RateLimits,
    /// Whether addresses are verified, and for how long a link stays good.
    pub accounts: AccountRules,
}

/// The amounts a process's configuration sets, as [`Settings`] holds them.
#[derive(Debug, Clone)]
pub struct Allowances {
    pub vacation_days_per_year: u32,
    pub cache_bytes: usize,
    pub notice_retention: Millis,
    pub engine_games_per_account: usize,
    /// Who may make tournaments (names); `None` anyone.
    pub tournament_creators: Option<Vec<String>>,
    pub limits: RateLimits,
    pub accounts: AccountRules,
}

impl Settings {
    /// The settings of a server (or `mail-in`, or a worker): the signing key comes from the
    /// database, so every process signs alike.
    ///
    /// # Errors
    /// The database failing.
    pub async fn load(
        store: &dyn AccountStore,
        clock: Clock,
        composer: Composer,
        write_move: MoveWriter,
        allowances: Allowances,
    ) -> std::result::Result<Settings, StoreError> {
        let key = store.secret("tokens").await?;
        let Allowances {
            vacation_days_per_year,
            cache_bytes,
            notice_retention,
            engine_games_per_account,
            tournament_creators,
            limits,
            accounts,
        } = allowances;
        Ok(Settings {
            clock,
            composer,
            signer: Signer::new(&key),
            vacation_days_per_year,
            write_move,
            cache_bytes,
            notice_retention,
            engine_games_per_account,
            tournament_creators,
            limits,
            accounts,
        })
    }
}

impl Play {
    /// The database's connections, as `/metrics` shows them.
    pub fn connections(&self) -> ortoo_core::store::PoolUse {
        self.connections.pool_use()
    }

    /// The services over `store`. Must be called inside a Tokio runtime: the tournaments follow
    /// the ends of their games in a task of their own, which ends with the last clone.
    pub fn new(store: Arc<dyn Store>, events: Events, settings: Settings) -> Play {
        let clock = settings.clock.clone();
        let composer = Arc::new(settings.composer.clone());
        // Woken here, and by the bus when another process says it queued mail.
        let outbox = events.mail_due();
        let (round_ends, ends) = mpsc::unbounded_channel();
        let games = Games::new(
            store.clone(),
            events.clone(),
            clock.clone(),
            composer.clone(),
            settings.write_move,
            settings.cache_bytes,
            outbox.clone(),
            round_ends,
        );
        let ratings = Ratings { rating_store: store.clone(), variant_file_store: store.clone(), clock: clock.clone() };
        let limits = RateLimiter { allowance_store: store.clone(), clock: clock.clone(), rates: settings.limits };
        let engine = EngineGames {
            account_store: store.clone(),
            challenge_store: store.clone(),
            game_store: store.clone(),
            games: games.clone(),
            hints: Arc::new(Semaphore::new(1)),
            games_per_account: settings.engine_games_per_account,
        };
        let challenges = Challenges {
            account_store: store.clone(),
            challenge_store: store.clone(),
            game_store: store.clone(),
            variant_file_store: store.clone(),
            events: events.clone(),
            clock: clock.clone(),
            composer: composer.clone(),
            outbox: outbox.clone(),
            games: games.clone(),
            ratings: ratings.clone(),
            engine: engine.clone(),
        };
        let tournaments = Tournaments {
            tournament_store: store.clone(),
            account_store: store.clone(),
            variant_file_store: store.clone(),
            games: games.clone(),
            ratings: ratings.clone(),
            creators: settings.tournament_creators.clone(),
        };
        tokio::spawn(tournaments.clone().follow(ends));
        let accounts = Accounts {
            account_store: store.clone(),
            settings_store: store.clone(),
            game_store: store.clone(),
            events: events.clone(),
            clock: clock.clone(),
            composer: composer.clone(),
            signer: settings.signer.clone(),
            outbox: outbox.clone(),
            rules: settings.accounts.clone(),
            limits: limits.clone(),
            games: games.clone(),
            tournaments: tournaments.clone(),
            credentials: Arc::new(AtomicU64::new(0)),
        };
        let preferences = Preferences {
            settings_store: store.clone(),
            clock: clock.clone(),
            signer: settings.signer.clone(),
            vacation_days_per_year: settings.vacation_days_per_year,
        };
        let schedule = Schedule {
            reminder_store: store.clone(),
            outbox_store: store.clone(),
            allowance_store: store.clone(),
            answer_store: store.clone(),
            composer,
            outbox: outbox.clone(),
            games: games.clone(),
            tournaments: tournaments.clone(),
            notice_retention: settings.notice_retention,
            compacted_at: Arc::new(AtomicI64::new(i64::MIN)),
        };
        Play {
            variant_files: VariantFiles {
                variant_file_store: store.clone(),
                clock: clock.clone(),
                limits: limits.clone(),
            },
            engine_due: games.engine_due.clone(),
            conversations: Conversations {
                conversation_store: store.clone(),
                games: games.clone(),
                limits: limits.clone(),
            },
            reviews: Reviews { analysis_queue: store.clone(), games: games.clone() },
            inbox: Inbox {
                challenge_store: store.clone(),
                notice_store: store.clone(),
                settings_store: store.clone(),
                clock: clock.clone(),
            },
            answers: Answers { answer_store: store.clone(), clock: clock.clone() },
            jobs: Jobs { engine_queue: store.clone(), analysis_queue: store.clone(), clock: clock.clone() },
            mail: MailOrders {
                notice_store: store.clone(),
                mail_command_store: store.clone(),
                clock,
                outbox: outbox.clone(),
            },
            games,
            challenges,
            engine,
            tournaments,
            ratings,
            accounts,
            preferences,
            limits,
            schedule,
            connections: store,
            events,
            settings: Arc::new(settings),
            outbox,
        }
    }

    pub fn now(&self) -> Timestamp {
        self.settings.clock.now()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ortoo_memory::Memory;

    use crate::testing::{START, allowances};

    fn write_move(mv: &ortoo_core::Move, out: &mut String) {
        out.push_str(&mv.text);
    }

    async fn load(store: &Memory) -> Settings {
        let composer = Composer { base_url: "https://ortoo.example".into(), replies: true, seen_grace_ms: 60_000 };
        Settings::load(store, Clock::manual(START), composer, write_move, allowances()).await.unwrap()
    }

    #[tokio::test]
    async fn every_process_over_one_store_signs_alike_and_another_stores_do_not() {
        let (store, other) = (Memory::new(), Memory::new());
        let (one, two, stranger) = (load(&store).await, load(&store).await, load(&other).await);
        let seal = one.signer.seal_words(&["your move"]);
        assert!(two.signer.words_sealed(&["your move"], &seal), "the key is the store's");
        assert!(!stranger.signer.words_sealed(&["your move"], &seal), "another store keeps another key");
    }

    #[tokio::test]
    async fn the_settings_carry_the_allowances_given() {
        let store = Memory::new();
        let settings = load(&store).await;
        let given = allowances();
        assert_eq!(
            (settings.vacation_days_per_year, settings.notice_retention, settings.engine_games_per_account),
            (given.vacation_days_per_year, given.notice_retention, given.engine_games_per_account)
        );
        assert_eq!(
            (settings.cache_bytes, settings.limits.mail_per_hour),
            (given.cache_bytes, given.limits.mail_per_hour)
        );
    }
}
