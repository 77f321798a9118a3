//! What the services' unit tests stand on: every service over a store in memory
//! (`ortoo-memory`, which passes the same conformance suite as the databases), at a time each
//! test sets, with players and games made as the transports make them.

use std::collections::BTreeMap;
use std::sync::Arc;

use ortoo_core::clock::Clock;
use ortoo_core::events::Events;
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Game, Millis, Store, Timestamp, User};
use ortoo_memory::Memory;

use crate::accounts::AccountRules;
use crate::challenges::{Created, NewChallenge, Opponent};
use crate::limits::RateLimits;
use crate::notices::Composer;
use crate::play::{Allowances, Play, Settings};
use crate::typed::{Typed, Via};

/// Every scene's players' password.
pub(crate) const PASSWORD: &str = "correct horse battery staple";

/// The time every scene starts at: 2026-11-01, midnight UTC.
pub(crate) const START: Timestamp = Timestamp::from_millis(1_793_491_200_000);

/// The services and the store under them, with a clock the test moves.
pub(crate) struct Scene {
    pub(crate) play: Play,
    /// The same store the services hold, for what a test sets up or checks behind them.
    pub(crate) store: Arc<Memory>,
    pub(crate) clock: Clock,
}

/// The allowances of a scene: the operator's defaults, every rate limit as `default.toml` sets it.
pub(crate) fn allowances() -> Allowances {
    Allowances {
        vacation_days_per_year: 14,
        cache_bytes: 8 << 20,
        notice_retention: 30 * 86_400_000,
        engine_games_per_account: 3,
        tournament_creators: None,
        limits: RateLimits {
            messages_per_minute: 10,
            logins_per_minute_per_account: 10,
            mail_per_hour: 60,
            mail_password_guesses_per_hour: 5,
            answers_per_address_per_hour: 20,
            answers_per_thread_per_hour: 5,
            account_mail_per_hour: 5,
            uploads_per_hour: 10,
        },
        accounts: AccountRules::default(),
    }
}

/// A move written as its own text (the web writes JSON; nothing here reads it).
fn write_move(mv: &ortoo_core::Move, out: &mut String) {
    out.push_str(&mv.text);
}

impl Scene {
    /// A scene with the default allowances. Must run inside a Tokio runtime (`Play::new`
    /// spawns the tournaments' follower).
    pub(crate) async fn new() -> Scene {
        Scene::with(allowances()).await
    }

    /// A scene with these allowances.
    pub(crate) async fn with(allowances: Allowances) -> Scene {
        let store = Arc::new(Memory::new());
        let clock = Clock::manual(START);
        let composer = Composer { base_url: "https://ortoo.example".into(), replies: true, seen_grace_ms: 60_000 };
        let whole: Arc<dyn Store> = store.clone();
        let settings = Settings::load(whole.as_ref(), clock.clone(), composer, write_move, allowances)
            .await
            .expect("the store in memory keeps secrets");
        let play = Play::new(whole, Events::new(), settings);
        Scene { play, store, clock }
    }

    pub(crate) fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// Moves the scene's time on.
    pub(crate) fn wait(&self, ms: Millis) {
        self.clock.advance(ms);
    }

    /// A player with a verified address `<name>@example.org` (in lower case) and the password
    /// [`PASSWORD`].
    pub(crate) async fn player(&self, name: &str) -> User {
        let email = format!("{}@example.org", name.to_lowercase());
        let hash = crate::credentials::hash_password(PASSWORD.into()).await.expect("a password hashes");
        ortoo_core::store::AccountStore::create_user(self.store.as_ref(), name, &email, &hash, self.now())
            .await
            .expect("a new name is free")
    }

    /// A game of `variant` between `white` and `black`, untimed unless `days` per move are
    /// given: challenged by White, accepted by Black, as the pages do it.
    pub(crate) async fn game(&self, variant: &str, white: &User, black: &User, days: Option<u32>) -> Game {
        let request = NewChallenge {
            variant: variant.into(),
            options: BTreeMap::new(),
            setup: None,
            opponent: Opponent::User(black.name.clone()),
            color: Some("white".into()),
            time_control: days.map(TimeControl::DaysPerMove),
            rated: Some(false),
            rating_range: None,
        };
        let Ok(Created::Challenge(c)) = self.play.challenges.create_challenge(white, request, None).await else {
            panic!("a challenge between two players is made");
        };
        self.play.challenges.accept(black, &c.id, &[], None).await.expect("an open challenge is accepted")
    }

    /// `user` plays `text` in `game` through the API's way, and the game as it stands after.
    pub(crate) async fn play_move(&self, user: &User, game: &Game, text: &str) -> crate::Result<Game> {
        let typed = Typed::new(Via::Api, text, None, None);
        self.play.games.submit_move(user, &game.id, typed, None).await.map(|played| played.game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_scene_plays_a_game_through_the_services() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        assert_eq!((game.ply, game.players.white.id.as_str()), (0, ann.id.as_str()));
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        assert_eq!(after.ply, 1);
        assert!(scene.play_move(&ann, &after, "d2d4").await.is_err(), "not White's turn");
    }
}
