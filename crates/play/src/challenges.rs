//! Challenges: made to a player, as an open seek, or to the engine (which starts the game at
//! once), accepted, declined or withdrawn; and the lists of them a player sees.

use ortoo_core::store::{AccountStore, ChallengeStore, GameStore, VariantFileStore};
use std::collections::BTreeMap;
use std::sync::Arc;

use ortoo_core::clock::Clock;
use ortoo_core::events::{Event, Events, Happening};
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Challenge, ChallengeId, ChallengeStatus, ColorChoice, ENGINE_ID, Game, Timestamp, User};
use ortoo_i18n::Said;
use ortoo_rules::{Side, registry};
use tokio::sync::Notify;

use crate::answers::{Done, Keep};
use crate::error::{Missing, PlayError, Result};
use crate::games::Games;
use crate::notices::{Composer, Notice};
use crate::opponent::{EngineGames, EngineLevels, Seats, challenger_plays_white};
use crate::ratings::Ratings;
use crate::variants::open_variant;

/// Who a challenge is for.
#[derive(Debug, Clone)]
pub enum Opponent {
    /// A named player.
    User(String),
    /// An open seek anyone may accept.
    Open(bool),
    /// The engine at a level.
    Engine(u8),
    /// The engine against itself at these levels, for the challenger to watch.
    Engines(EngineLevels),
}

/// A challenge as a player asks for it.
#[derive(Debug, Clone)]
pub struct NewChallenge {
    pub variant: String,
    /// Rule options by name: `true`/`false` (or `on`/`off`) for switches, numbers, choices.
    pub options: BTreeMap<String, serde_json::Value>,
    pub setup: Option<String>,
    pub opponent: Opponent,
    /// The challenger's colour: `white`, `black` or `random` (the default).
    pub color: Option<String>,
    /// `{"days_per_move": 3}`, or `{"bank": {"initial_days": 7, "increment_days": 1, "cap_days": 14}}`.
    pub time_control: Option<TimeControl>,
    /// Rated or casual; `None` the default (rated between people, never against the engine).
    pub rated: Option<bool>,
    /// For an open seek: the ratings (in the game's pool) of the players who may accept it.
    pub rating_range: Option<RatingRange>,
}

/// The ratings a seek is open to, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingRange {
    pub min: i64,
    pub max: i64,
}

impl RatingRange {
    /// The widest range a seek may name: every rating Glicko-2 gives in practice.
    pub const LIMITS: (i64, i64) = (0, 4000);

    /// Checks a range as a player asked for it, either end open.
    ///
    /// # Errors
    /// An end outside [`RatingRange::LIMITS`], or a lowest above the highest.
    pub fn new(min: Option<i64>, max: Option<i64>) -> std::result::Result<Option<RatingRange>, Said> {
        if min.is_none() && max.is_none() {
            return Ok(None);
        }
        let (low, high) = Self::LIMITS;
        let range = RatingRange { min: min.unwrap_or(low), max: max.unwrap_or(high) };
        for end in [range.min, range.max] {
            if !(low..=high).contains(&end) {
                return Err(Said::new("error-rating-outside").arg("low", low).arg("high", high).arg("end", end));
            }
        }
        if range.min > range.max {
            return Err(Said::new("error-rating-range-reversed").arg("min", range.min).arg("max", range.max));
        }
        Ok(Some(range))
    }

    /// Whether a player rated `rating` may accept.
    pub fn admits(self, rating: f64) -> bool {
        (self.min as f64..=self.max as f64).contains(&rating.round())
    }
}

/// What a new challenge became.
#[derive(Debug)]
pub enum Created {
    Challenge(Box<Challenge>),
    Game(Box<Game>),
}

/// Turns an API option value (`true`, `2`, `"basic"`) into the rules' text form.
fn option_text(value: &serde_json::Value) -> std::result::Result<String, Said> {
    match value {
        serde_json::Value::Bool(b) => Ok(if *b { "on" } else { "off" }.into()),
        serde_json::Value::Number(n) => Ok(n.to_string()),
        serde_json::Value::String(s) => Ok(s.clone()),
        other => Err(Said::new("error-option-value").arg("value", other.to_string())),
    }
}

/// A game and its options as a player asked for them, resolved by the rules: the variant's id
/// and every option's value as text (JSON), as challenges, games and tournaments keep them.
///
/// # Errors
/// An unknown game, option or value, in the rules' words.
pub fn resolved_options(
    variant: &str,
    options: &BTreeMap<String, serde_json::Value>,
    setup: Option<&str>,
) -> Result<(String, String)> {
    let mut pairs = Vec::new();
    for (name, value) in options {
        pairs.push((name.clone(), option_text(value).map_err(PlayError::BadRequest)?));
    }
    if let Some(setup) = setup {
        pairs.push(("setup".into(), setup.to_string()));
    }
    let opened = registry::open(variant, &pairs).map_err(|e| PlayError::Invalid {
        code: "invalid_challenge",
        detail: Said::as_is(capitalised(&e.to_string())),
    })?;
    let resolved: BTreeMap<&str, String> = opened.options().iter().map(|(n, v)| (n, v.to_string())).collect();
    Ok((opened.info().id.to_string(), serde_json::to_string(&resolved).expect("options serialise")))
}

/// A challenge's options (as [`resolved_options`] keeps them) with the choices a player makes
/// for themselves put in for `side`'s player.
///
/// # Errors
/// A choice the game leaves to no player, or a value it cannot take, in the rules' words.
fn with_own_choices(variant: &str, options: &str, side: Side, own: &[(String, String)]) -> Result<String> {
    let invalid = |detail: Said| PlayError::Invalid { code: "invalid_choice", detail };
    let info = registry::info(variant).ok_or_else(|| PlayError::Corrupt(variant.to_string(), "unknown".into()))?;
    let named = ortoo_rules::Options::own_choices(info.id, info.options, side, own)
        .map_err(|e| invalid(Said::as_is(capitalised(&e.to_string()))))?;
    let mut values: BTreeMap<String, serde_json::Value> = serde_json::from_str(options)
        .map_err(|e| PlayError::Corrupt(format!("options of a {variant} challenge"), e.to_string()))?;
    for (name, value) in named {
        values.insert(name, serde_json::Value::String(value));
    }
    resolved_options(variant, &values, None).map(|(_, options)| options).map_err(|e| match e {
        PlayError::Invalid { detail, .. } => invalid(detail),
        other => other,
    })
}

/// Challenges and seeks, and the games they become.
#[derive(Clone)]
pub struct Challenges {
    pub(crate) account_store: Arc<dyn AccountStore>,
    pub(crate) challenge_store: Arc<dyn ChallengeStore>,
    pub(crate) game_store: Arc<dyn GameStore>,
    pub(crate) variant_file_store: Arc<dyn VariantFileStore>,
    pub(crate) events: Events,
    pub(crate) clock: Clock,
    pub(crate) composer: Arc<Composer>,
    /// Rung after every commit that stored notices.
    pub(crate) outbox: Arc<Notify>,
    pub(crate) games: Games,
    pub(crate) ratings: Ratings,
    pub(crate) engine: EngineGames,
}

impl Challenges {
    fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// Open seeks, and open challenges to or from the user.
    pub async fn challenges_for(&self, user: &User) -> Result<Vec<Challenge>> {
        Ok(self.challenge_store.challenges_for(&user.id).await?)
    }

    /// Open seeks anyone may accept.
    pub async fn open_seeks(&self) -> Result<Vec<Challenge>> {
        Ok(self.challenge_store.open_seeks().await?)
    }

    pub async fn challenge(&self, id: &ChallengeId) -> Result<Challenge> {
        self.challenge_store.challenge(id).await?.ok_or(PlayError::NotFound(Missing::Challenge))
    }

    /// Makes a challenge (or, against the engine, starts the game). `keep` draws the answer to
    /// keep with it (see [`crate::keep`]).
    pub async fn create_challenge(
        &self,
        user: &User,
        request: NewChallenge,
        keep: Option<&dyn Keep>,
    ) -> Result<Created> {
        crate::variants::ensure(self.variant_file_store.as_ref(), &request.variant).await?;
        let (variant_id, options) = resolved_options(&request.variant, &request.options, request.setup.as_deref())?;
        let variant = open_variant(&variant_id, &options).map_err(|e| PlayError::Corrupt(variant_id.clone(), e))?;
        let color = request.color.as_deref().unwrap_or("random").to_ascii_lowercase();
        let color: ColorChoice = color.parse().map_err(|_| PlayError::Invalid {
            code: "invalid_challenge",
            detail: Said::new("error-colour").arg("colour", color.as_str()),
        })?;
        if let Some(tc) = &request.time_control {
            tc.validate().map_err(|detail| PlayError::Invalid { code: "invalid_challenge", detail })?;
        }
        let against_engine = matches!(request.opponent, Opponent::Engine(_) | Opponent::Engines(_));
        if against_engine && request.rated == Some(true) {
            return Err(PlayError::Invalid { code: "invalid_challenge", detail: Said::new("error-engine-unrated") });
        }
        if request.rating_range.is_some() && !matches!(request.opponent, Opponent::Open(true)) {
            return Err(PlayError::Invalid { code: "invalid_challenge", detail: Said::new("error-range-for-seeks") });
        }
        let opponent_id = match &request.opponent {
            Opponent::Engine(level) => {
                let seats = Seats::Against { level: *level, color };
                let game = self
                    .engine
                    .start_engine_game(user, variant.as_ref(), options, seats, request.time_control, keep)
                    .await?;
                return Ok(Created::Game(Box::new(game)));
            }
            Opponent::Engines(levels) => {
                let seats = Seats::Itself(*levels);
                let game = self
                    .engine
                    .start_engine_game(user, variant.as_ref(), options, seats, request.time_control, keep)
                    .await?;
                return Ok(Created::Game(Box::new(game)));
            }
            Opponent::Open(false) => {
                return Err(PlayError::BadRequest(Said::new("error-open-must-be-true")));
            }
            Opponent::Open(true) => None,
            Opponent::User(name) => {
                let Some(opponent) = self.account_store.user_by_name(name).await? else {
                    return Err(PlayError::Invalid {
                        code: "unknown_player",
                        detail: Said::new("error-no-player-named").arg("name", name.as_str()),
                    });
                };
                if opponent.is_closed() {
                    return Err(PlayError::Invalid {
                        code: "closed_account",
                        detail: Said::new("error-account-closed").arg("name", opponent.name.as_str()),
                    });
                }
                if opponent.id == ENGINE_ID {
                    return Err(PlayError::Invalid {
                        code: "invalid_challenge",
                        detail: Said::new("error-engine-by-level"),
                    });
                }
                if opponent.id == user.id {
                    return Err(PlayError::Invalid {
                        code: "invalid_challenge",
                        detail: Said::new("error-challenge-yourself"),
                    });
                }
                Some(opponent)
            }
        };
        let now = self.now();
        let (opponent_id, opponent_name) = match opponent_id {
            Some(opponent) => (Some(opponent.id), Some(opponent.name)),
            None => (None, None),
        };
        let challenge = Challenge {
            id: ChallengeId::new(),
            challenger_id: user.id.clone(),
            challenger_name: user.name.clone(),
            opponent_id,
            opponent_name,
            engine_level: None,
            variant: variant.info().id.to_string(),
            options,
            color,
            days_per_move: request.time_control.and_then(TimeControl::days_per_move),
            time_control: request.time_control.map(TimeControl::to_stored),
            rated: request.rated.unwrap_or(true),
            rating_min: request.rating_range.map(|r| r.min),
            rating_max: request.rating_range.map(|r| r.max),
            status: ChallengeStatus::Open,
            game_id: None,
            created_at: now,
        };
        let notices: Vec<Notice> =
            challenge.opponent_id.iter().map(|to| self.composer.challenge(&challenge, to.as_str())).collect();
        let told = !notices.is_empty();
        let kept = keep.and_then(|k| k.keep(Done::Challenge(&challenge)));
        self.challenge_store.create_challenge(&challenge, notices, kept.as_ref()).await?;
        if told {
            self.outbox.notify_one();
        }
        let challenge =
            self.challenge_store.challenge(&challenge.id).await?.ok_or(PlayError::NotFound(Missing::Challenge))?;
        self.publish_challenge(&challenge);
        Ok(Created::Challenge(Box::new(challenge)))
    }

    fn publish_challenge(&self, c: &Challenge) {
        let mut users = vec![c.challenger_id.clone()];
        users.extend(c.opponent_id.clone());
        self.events.publish(Event {
            stream: None,
            users,
            what: Happening::Challenge { game: c.game_id.clone(), id: c.id.clone(), status: c.status },
            id: None,
        });
    }

    /// Accepts a challenge: the game begins. `own` are the accepting player's own choices
    /// (janggi's `arrangement`), by the name both sides' go by: each names the option of the
    /// side the player is given, in place of the challenge's.
    pub async fn accept(
        &self,
        user: &User,
        challenge_id: &ChallengeId,
        own: &[(String, String)],
        keep: Option<&dyn Keep>,
    ) -> Result<Game> {
        let mut c =
            self.challenge_store.challenge(challenge_id).await?.ok_or(PlayError::NotFound(Missing::Challenge))?;
        if c.status != ChallengeStatus::Open {
            return Err(PlayError::Conflict { code: "challenge_closed", detail: Said::new(closed_as(c.status)) });
        }
        match &c.opponent_id {
            Some(id) if id != &user.id => {
                return Err(PlayError::Forbidden(Said::new("error-challenge-for-another")));
            }
            None if c.challenger_id == user.id => {
                return Err(PlayError::Forbidden(Said::new("error-own-seek")));
            }
            _ => {}
        }
        if let (Some(min), Some(max)) = (c.rating_min, c.rating_max) {
            let range = RatingRange { min, max };
            let rating = self.ratings.rating_now(&user.id, &c.variant).await?;
            if !range.admits(rating.rating) {
                let game = registry::info(&c.variant).map_or(c.variant.as_str(), |i| i.name);
                return Err(PlayError::Forbidden(
                    Said::new("error-seek-rating")
                        .arg("min", min)
                        .arg("max", max)
                        .arg("game", game)
                        .arg("rating", rating.shown()),
                ));
            }
        }
        let challenger_white = challenger_plays_white(c.color);
        if !own.is_empty() {
            let side = if challenger_white { Side::Black } else { Side::White };
            c.options = with_own_choices(&c.variant, &c.options, side, own)?;
        }
        let now = self.now();
        let (game, new) = self.games.prepare_game(&c, challenger_white, user, None, now).await?;
        let notice = self.composer.turn(&game, (game.player_to_move()).as_str(), None);
        let kept = self.games.keep_game(keep, &game).await?;
        if !self.challenge_store.accept_challenge(&c.id, &game.id, now, new, vec![notice], kept.as_ref()).await? {
            return Err(PlayError::Conflict { code: "challenge_closed", detail: Said::new("error-challenge-taken") });
        }
        self.outbox.notify_one();
        let game_id = game.id;
        let game = self.game_store.game(&game_id).await?.ok_or(PlayError::NotFound(Missing::Game))?;
        if let Some(c) = self.challenge_store.challenge(challenge_id).await? {
            self.publish_challenge(&c);
        }
        Ok(game)
    }

    /// Declines a challenge addressed to `user`.
    pub async fn decline(&self, user: &User, challenge_id: &ChallengeId) -> Result<()> {
        let c = self.challenge_store.challenge(challenge_id).await?.ok_or(PlayError::NotFound(Missing::Challenge))?;
        if c.opponent_id.as_ref() != Some(&user.id) {
            return Err(PlayError::Forbidden(Said::new("error-decline-not-yours")));
        }
        self.close(&c, ChallengeStatus::Declined).await
    }

    /// Withdraws the user's own challenge.
    pub async fn cancel(&self, user: &User, challenge_id: &ChallengeId) -> Result<()> {
        let c = self.challenge_store.challenge(challenge_id).await?.ok_or(PlayError::NotFound(Missing::Challenge))?;
        if c.challenger_id != user.id {
            return Err(PlayError::Forbidden(Said::new("error-withdraw-not-yours")));
        }
        self.close(&c, ChallengeStatus::Cancelled).await
    }

    async fn close(&self, c: &Challenge, status: ChallengeStatus) -> Result<()> {
        if !self.challenge_store.close_challenge(&c.id, status, self.now()).await? {
            let now = self.challenge_store.challenge(&c.id).await?.map(|c| c.status);
            return Err(PlayError::Conflict {
                code: "challenge_closed",
                detail: Said::new(now.map_or("error-challenge-closed", closed_as)),
            });
        }
        if let Some(c) = self.challenge_store.challenge(&c.id).await? {
            self.publish_challenge(&c);
        }
        Ok(())
    }
}

/// "This challenge was already accepted.", by what became of it.
fn closed_as(status: ChallengeStatus) -> &'static str {
    match status {
        ChallengeStatus::Accepted => "error-challenge-accepted",
        ChallengeStatus::Declined => "error-challenge-declined",
        ChallengeStatus::Cancelled => "error-challenge-withdrawn",
        ChallengeStatus::Open => "error-challenge-closed",
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => {
            let mut out: String = first.to_uppercase().collect();
            out.push_str(c.as_str());
            if !out.ends_with('.') {
                out.push('.');
            }
            out
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Scene;
    use ortoo_core::store::NoticeStore as _;

    /// A challenge of chess to `opponent`, the challenger playing White, rated by default.
    fn request(opponent: Opponent) -> NewChallenge {
        NewChallenge {
            variant: "chess".into(),
            options: BTreeMap::new(),
            setup: None,
            opponent,
            color: Some("white".into()),
            time_control: None,
            rated: None,
            rating_range: None,
        }
    }

    fn to_player(to: &User) -> NewChallenge {
        request(Opponent::User(to.name.clone()))
    }

    fn seek() -> NewChallenge {
        NewChallenge { color: None, ..request(Opponent::Open(true)) }
    }

    async fn made(scene: &Scene, by: &User, request: NewChallenge) -> Challenge {
        match scene.play.challenges.create_challenge(by, request, None).await {
            Ok(Created::Challenge(c)) => *c,
            Ok(Created::Game(_)) => panic!("a challenge, not a game"),
            Err(e) => panic!("the challenge is made: {e}"),
        }
    }

    async fn refused(scene: &Scene, by: &User, request: NewChallenge) -> PlayError {
        scene.play.challenges.create_challenge(by, request, None).await.expect_err("the challenge is refused")
    }

    fn code(e: &PlayError) -> &'static str {
        match e {
            PlayError::Invalid { code, .. } | PlayError::Conflict { code, .. } => code,
            other => panic!("an error with a code, not {other:?}"),
        }
    }

    async fn stored(scene: &Scene, id: &str) -> Challenge {
        scene.store.challenge(&ChallengeId::from_text(id)).await.unwrap().expect("the challenge is kept")
    }

    #[tokio::test]
    async fn a_challenge_to_a_player_is_kept_open_for_them() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        assert_eq!(c.status, ChallengeStatus::Open);
        assert_eq!(c.opponent_id.as_ref(), Some(&bob.id));
        assert_eq!(c.color, ColorChoice::White);
        assert!(c.rated, "rated unless asked otherwise");
        let theirs = scene.play.challenges.challenges_for(&bob).await.unwrap();
        assert_eq!(theirs.iter().map(|c| &c.id).collect::<Vec<_>>(), [&c.id]);
        let told = scene.store.notifications_of(&bob.id, false, 10).await.unwrap();
        assert!(told.iter().any(|n| n.kind == Some(ortoo_core::NoticeKind::Challenge)), "Bob is told");
    }

    #[tokio::test]
    async fn an_unknown_game_or_option_is_refused() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let unknown = NewChallenge { variant: "nosuchgame".into(), ..to_player(&bob) };
        assert_eq!(code(&refused(&scene, &ann, unknown).await), "invalid_challenge");
        let mut options = BTreeMap::new();
        options.insert("nosuchoption".to_string(), serde_json::Value::Bool(true));
        let bad_option = NewChallenge { options, ..to_player(&bob) };
        assert_eq!(code(&refused(&scene, &ann, bad_option).await), "invalid_challenge");
        let mut options = BTreeMap::new();
        options.insert("setup".to_string(), serde_json::json!(["magician"]));
        let bad_value = NewChallenge { variant: "khan".into(), options, ..to_player(&bob) };
        assert!(matches!(refused(&scene, &ann, bad_value).await, PlayError::BadRequest(_)));
        assert!(scene.play.challenges.challenges_for(&bob).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_colour_other_than_white_black_or_random_is_refused() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let green = NewChallenge { color: Some("green".into()), ..to_player(&bob) };
        assert_eq!(code(&refused(&scene, &ann, green).await), "invalid_challenge");
        let shouted = NewChallenge { color: Some("BLACK".into()), ..to_player(&bob) };
        assert_eq!(made(&scene, &ann, shouted).await.color, ColorChoice::Black);
        let unsaid = NewChallenge { color: None, ..to_player(&bob) };
        assert_eq!(made(&scene, &ann, unsaid).await.color, ColorChoice::Random);
    }

    #[tokio::test]
    async fn a_clock_out_of_bounds_is_refused() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let long = NewChallenge { time_control: Some(TimeControl::DaysPerMove(31)), ..to_player(&bob) };
        assert_eq!(code(&refused(&scene, &ann, long).await), "invalid_challenge");
        let good = NewChallenge { time_control: Some(TimeControl::DaysPerMove(30)), ..to_player(&bob) };
        assert_eq!(made(&scene, &ann, good).await.days_per_move, Some(30));
    }

    #[tokio::test]
    async fn a_rated_game_against_the_engine_is_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let rated = NewChallenge { opponent: Opponent::Engine(3), rated: Some(true), ..seek() };
        assert_eq!(code(&refused(&scene, &ann, rated).await), "invalid_challenge");
        let watched = EngineLevels { white: 1, black: 2 };
        let rated = NewChallenge { opponent: Opponent::Engines(watched), rated: Some(true), ..seek() };
        assert_eq!(code(&refused(&scene, &ann, rated).await), "invalid_challenge");
    }

    #[tokio::test]
    async fn the_engine_is_played_at_its_levels_only() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let too_high = NewChallenge { opponent: Opponent::Engine(13), ..seek() };
        assert_eq!(code(&refused(&scene, &ann, too_high).await), "invalid_challenge");
        assert!(scene.store.games_of(&ann.id, None).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_rating_range_is_for_open_seeks_only() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let range = Some(RatingRange { min: 1000, max: 2000 });
        let ranged = NewChallenge { rating_range: range, ..to_player(&bob) };
        assert_eq!(code(&refused(&scene, &ann, ranged).await), "invalid_challenge");
        let c = made(&scene, &ann, NewChallenge { rating_range: range, ..seek() }).await;
        assert_eq!((c.rating_min, c.rating_max), (Some(1000), Some(2000)));
    }

    #[tokio::test]
    async fn an_open_seek_must_say_open_true() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let shut = NewChallenge { opponent: Opponent::Open(false), ..seek() };
        assert!(matches!(refused(&scene, &ann, shut).await, PlayError::BadRequest(_)));
        assert!(scene.play.challenges.open_seeks().await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn an_open_seek_names_no_opponent_and_is_listed() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let c = made(&scene, &ann, seek()).await;
        assert_eq!((c.opponent_id, c.opponent_name), (None, None));
        let seeks = scene.play.challenges.open_seeks().await.unwrap();
        assert_eq!(seeks.iter().map(|s| &s.id).collect::<Vec<_>>(), [&c.id]);
    }

    #[tokio::test]
    async fn a_player_who_does_not_exist_cannot_be_challenged() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        assert_eq!(code(&refused(&scene, &ann, request(Opponent::User("Ghost".into()))).await), "unknown_player");
    }

    #[tokio::test]
    async fn a_closed_account_cannot_be_challenged() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        assert!(scene.store.close_account(&bob.id, scene.now()).await.unwrap());
        assert_eq!(code(&refused(&scene, &ann, to_player(&bob)).await), "closed_account");
    }

    #[tokio::test]
    async fn a_player_cannot_challenge_themselves() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        assert_eq!(code(&refused(&scene, &ann, to_player(&ann)).await), "invalid_challenge");
        assert!(scene.play.challenges.challenges_for(&ann).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn an_unknown_challenge_is_not_found() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let missing = ChallengeId::new();
        assert!(matches!(
            scene.play.challenges.challenge(&missing).await,
            Err(PlayError::NotFound(Missing::Challenge))
        ));
        let accepted = scene.play.challenges.accept(&ann, &missing, &[], None).await;
        assert!(matches!(accepted, Err(PlayError::NotFound(Missing::Challenge))));
        assert!(matches!(
            scene.play.challenges.decline(&ann, &missing).await,
            Err(PlayError::NotFound(Missing::Challenge))
        ));
        assert!(matches!(
            scene.play.challenges.cancel(&ann, &missing).await,
            Err(PlayError::NotFound(Missing::Challenge))
        ));
    }

    #[tokio::test]
    async fn accepting_starts_the_game_with_the_colours_asked_for() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, NewChallenge { color: Some("black".into()), ..to_player(&bob) }).await;
        let game = scene.play.challenges.accept(&bob, &c.id, &[], None).await.unwrap();
        assert_eq!((&game.players.white.id, &game.players.black.id), (&bob.id, &ann.id));
        assert!(game.rated);
        let c = stored(&scene, c.id.as_str()).await;
        assert_eq!((c.status, c.game_id.as_ref()), (ChallengeStatus::Accepted, Some(&game.id)));
        assert!(scene.play.challenges.challenges_for(&bob).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_challenge_is_accepted_once() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        scene.play.challenges.accept(&bob, &c.id, &[], None).await.unwrap();
        let again = scene.play.challenges.accept(&bob, &c.id, &[], None).await.expect_err("accepted already");
        assert_eq!(code(&again), "challenge_closed");
        assert_eq!(scene.store.games_of(&bob.id, None).await.unwrap().len(), 1);
    }

    #[tokio::test]
    async fn a_challenge_to_another_player_cannot_be_accepted() {
        let scene = Scene::new().await;
        let (ann, bob, cat) = (scene.player("Ann").await, scene.player("Bob").await, scene.player("Cat").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        let by_cat = scene.play.challenges.accept(&cat, &c.id, &[], None).await;
        assert!(matches!(by_cat, Err(PlayError::Forbidden(_))));
        let by_ann = scene.play.challenges.accept(&ann, &c.id, &[], None).await;
        assert!(matches!(by_ann, Err(PlayError::Forbidden(_))));
        assert_eq!(stored(&scene, c.id.as_str()).await.status, ChallengeStatus::Open);
    }

    #[tokio::test]
    async fn anyone_but_its_maker_may_accept_an_open_seek() {
        let scene = Scene::new().await;
        let (ann, cat) = (scene.player("Ann").await, scene.player("Cat").await);
        let c = made(&scene, &ann, seek()).await;
        let own = scene.play.challenges.accept(&ann, &c.id, &[], None).await;
        assert!(matches!(own, Err(PlayError::Forbidden(_))));
        let game = scene.play.challenges.accept(&cat, &c.id, &[], None).await.unwrap();
        assert!(game.side_of(&cat.id).is_some() && game.side_of(&ann.id).is_some());
        assert!(scene.play.challenges.open_seeks().await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_seek_is_refused_to_a_player_rated_outside_its_range() {
        let scene = Scene::new().await;
        let (ann, cat) = (scene.player("Ann").await, scene.player("Cat").await);
        let strong =
            made(&scene, &ann, NewChallenge { rating_range: Some(RatingRange { min: 1600, max: 4000 }), ..seek() })
                .await;
        let newcomer = scene.play.challenges.accept(&cat, &strong.id, &[], None).await;
        assert!(matches!(newcomer, Err(PlayError::Forbidden(_))), "a newcomer is rated 1500");
        assert_eq!(stored(&scene, strong.id.as_str()).await.status, ChallengeStatus::Open);
        let around =
            made(&scene, &ann, NewChallenge { rating_range: Some(RatingRange { min: 1500, max: 1500 }), ..seek() })
                .await;
        scene.play.challenges.accept(&cat, &around.id, &[], None).await.expect("1500 is within 1500 to 1500");
    }

    #[test]
    fn a_rating_range_is_checked_and_admits_its_ends() {
        assert_eq!(RatingRange::new(None, None), Ok(None));
        assert_eq!(RatingRange::new(Some(1200), None), Ok(Some(RatingRange { min: 1200, max: 4000 })));
        assert_eq!(RatingRange::new(None, Some(1800)), Ok(Some(RatingRange { min: 0, max: 1800 })));
        assert!(RatingRange::new(Some(-1), None).is_err());
        assert!(RatingRange::new(None, Some(4001)).is_err());
        assert!(RatingRange::new(Some(1800), Some(1200)).is_err());
        let range = RatingRange { min: 1200, max: 1800 };
        assert!(range.admits(1200.0) && range.admits(1800.4) && range.admits(1199.5));
        assert!(!range.admits(1199.4) && !range.admits(1800.5));
    }

    #[tokio::test]
    async fn the_player_accepting_makes_their_own_choices() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, NewChallenge { variant: "janggi".into(), ..to_player(&bob) }).await;
        let own = [("arrangement".to_string(), "outer".to_string())];
        let game = scene.play.challenges.accept(&bob, &c.id, &own, None).await.unwrap();
        let options: BTreeMap<String, String> = serde_json::from_str(&game.options).unwrap();
        assert_eq!(options.get("red").map(String::as_str), Some("outer"), "Bob plays Black, Red: {options:?}");
    }

    #[tokio::test]
    async fn a_choice_the_game_leaves_to_no_player_is_refused() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        let own = [("arrangement".to_string(), "outer".to_string())];
        let refused = scene.play.challenges.accept(&bob, &c.id, &own, None).await.expect_err("chess has no choices");
        assert_eq!(code(&refused), "invalid_choice");
        let janggi = made(&scene, &ann, NewChallenge { variant: "janggi".into(), ..to_player(&bob) }).await;
        let own = [("arrangement".to_string(), "sideways".to_string())];
        let refused = scene.play.challenges.accept(&bob, &janggi.id, &own, None).await.expect_err("no such value");
        assert_eq!(code(&refused), "invalid_choice");
        assert_eq!(stored(&scene, janggi.id.as_str()).await.status, ChallengeStatus::Open);
    }

    #[tokio::test]
    async fn the_player_challenged_may_decline() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        scene.play.challenges.decline(&bob, &c.id).await.unwrap();
        assert_eq!(stored(&scene, c.id.as_str()).await.status, ChallengeStatus::Declined);
        let accepted = scene.play.challenges.accept(&bob, &c.id, &[], None).await.expect_err("declined");
        assert_eq!(code(&accepted), "challenge_closed");
        let again = scene.play.challenges.decline(&bob, &c.id).await.expect_err("declined already");
        assert_eq!(code(&again), "challenge_closed");
    }

    #[tokio::test]
    async fn only_the_player_challenged_may_decline() {
        let scene = Scene::new().await;
        let (ann, bob, cat) = (scene.player("Ann").await, scene.player("Bob").await, scene.player("Cat").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        assert!(matches!(scene.play.challenges.decline(&ann, &c.id).await, Err(PlayError::Forbidden(_))));
        assert!(matches!(scene.play.challenges.decline(&cat, &c.id).await, Err(PlayError::Forbidden(_))));
        let open = made(&scene, &ann, seek()).await;
        assert!(matches!(scene.play.challenges.decline(&cat, &open.id).await, Err(PlayError::Forbidden(_))));
        assert_eq!(stored(&scene, c.id.as_str()).await.status, ChallengeStatus::Open);
        assert_eq!(stored(&scene, open.id.as_str()).await.status, ChallengeStatus::Open);
    }

    #[tokio::test]
    async fn the_challenger_may_withdraw_an_open_challenge() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, seek()).await;
        scene.play.challenges.cancel(&ann, &c.id).await.unwrap();
        assert_eq!(stored(&scene, c.id.as_str()).await.status, ChallengeStatus::Cancelled);
        assert!(scene.play.challenges.open_seeks().await.unwrap().is_empty());
        let accepted = scene.play.challenges.accept(&bob, &c.id, &[], None).await.expect_err("withdrawn");
        assert_eq!(code(&accepted), "challenge_closed");
    }

    #[tokio::test]
    async fn only_the_challenger_may_withdraw() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        assert!(matches!(scene.play.challenges.cancel(&bob, &c.id).await, Err(PlayError::Forbidden(_))));
        assert_eq!(stored(&scene, c.id.as_str()).await.status, ChallengeStatus::Open);
    }

    #[tokio::test]
    async fn an_accepted_challenge_cannot_be_withdrawn() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let c = made(&scene, &ann, to_player(&bob)).await;
        scene.play.challenges.accept(&bob, &c.id, &[], None).await.unwrap();
        let withdrawn = scene.play.challenges.cancel(&ann, &c.id).await.expect_err("accepted already");
        assert_eq!(code(&withdrawn), "challenge_closed");
        assert_eq!(stored(&scene, c.id.as_str()).await.status, ChallengeStatus::Accepted);
    }

    #[tokio::test]
    async fn a_challenge_to_the_engine_starts_a_casual_game_at_once() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let request = NewChallenge { opponent: Opponent::Engine(3), ..request(Opponent::Open(true)) };
        let Ok(Created::Game(game)) = scene.play.challenges.create_challenge(&ann, request, None).await else {
            panic!("a game against the engine");
        };
        assert_eq!((game.players.white.id.as_str(), game.players.black.id.as_str()), (ann.id.as_str(), ENGINE_ID));
        assert_eq!(game.players.black.level, Some(3));
        assert!(!game.rated, "never rated against the engine");
        assert!(scene.play.challenges.challenges_for(&ann).await.unwrap().is_empty(), "no challenge waits");
    }

    #[tokio::test]
    async fn the_engine_is_not_challenged_as_a_player() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let engine = scene.play.engine.engine_user().await.unwrap();
        assert_eq!(code(&refused(&scene, &ann, to_player(&engine)).await), "invalid_challenge");
        assert!(scene.store.games_of(&ann.id, None).await.unwrap().is_empty());
    }
}
