//! Games in play: challenges, moves, resignation, draws. The web pages and the REST API both
//! call these; each action is validated by the rules, written in one transaction, and then
//! published to listeners. A refused action changes nothing.

use ortoo_core::{Millis, Timestamp};
use std::collections::BTreeMap;
use std::sync::Arc;

use ortoo_rules::{GameState, Outcome, Refusal, RefusalCode, Side, Variant, registry};
use rand::Rng;

use crate::cache::Recent;
use crate::keep::{AsMove, Done, Keep, View};
use crate::moves::{MoveWriter, Moves};
use crate::notices::{Composer, Notice, Remark};
use crate::token::Signer;
use crate::variants::open_variant;
use ortoo_core::Store;
use ortoo_core::clock::Clock;
use ortoo_core::events::{Event, Events, Happening};
use ortoo_core::store::{BeforeMove, KeptAnswer};
use ortoo_core::timecontrol::{ClockState, TimeControl, first_look};
use ortoo_core::{Challenge, Expected, Game, GameUpdate, NewGame, StoreError, User};
use ortoo_core::{ChallengeId, ChallengeStatus, ColorChoice, GameId};
use ortoo_core::{ENGINE_ID, JobId, NewJob};

/// Longest move comment kept (a paragraph; the log and e-mails show it).
pub const MAX_COMMENT: usize = 2000;

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The request cannot be understood as asked (a missing or malformed field).
    #[error("{0}")]
    BadRequest(String),
    /// Understood, but not possible as asked (an unknown variant, a bad option, yourself as
    /// opponent), with a `code` for clients.
    #[error("{detail}")]
    Invalid { code: &'static str, detail: String },
    #[error("There is no such {0}.")]
    NotFound(&'static str),
    #[error("This is not your game.")]
    NotYourGame,
    #[error("It is not your turn: {0} is to move.")]
    NotYourTurn(Side),
    #[error("{0}")]
    Forbidden(String),
    /// The account's password was asked for and another was given: nothing was changed.
    #[error("That is not the account's password: nothing was changed.")]
    WrongPassword,
    #[error("The game is over: {0}.")]
    GameOver(String),
    #[error("The game has moved on: it is at ply {current}, not {expected}. Reload it and try again.")]
    StalePly { current: i64, expected: i64 },
    /// A state conflict (challenge no longer open, draw already offered), with a `code`.
    #[error("{detail}")]
    Conflict { code: &'static str, detail: String },
    #[error("{0}")]
    Refused(Refusal),
    /// An allowance of the account's is used up (see [`crate::limits`]); try again after
    /// `retry_after` seconds.
    #[error("Too many at once: try again in {retry_after} s.")]
    RateLimited { retry_after: u64 },
    /// The server is doing as much of this as it may at once (engine hints); try again soon.
    #[error("{0}")]
    Busy(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored game the rules cannot read: a server fault, never the player's.
    #[error("stored game {0} cannot be read: {1}")]
    Corrupt(String, String),
}

pub type Result<T> = std::result::Result<T, PlayError>;

impl From<crate::accounts::HashingBusy> for PlayError {
    fn from(e: crate::accounts::HashingBusy) -> PlayError {
        PlayError::Busy(e.to_string())
    }
}

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

/// The engine's level on each side of a game it plays against itself.
#[derive(Debug, Clone, Copy)]
pub struct EngineLevels {
    pub white: u8,
    pub black: u8,
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
    pub fn new(min: Option<i64>, max: Option<i64>) -> std::result::Result<Option<RatingRange>, String> {
        if min.is_none() && max.is_none() {
            return Ok(None);
        }
        let (low, high) = Self::LIMITS;
        let range = RatingRange { min: min.unwrap_or(low), max: max.unwrap_or(high) };
        for end in [range.min, range.max] {
            if !(low..=high).contains(&end) {
                return Err(format!("A rating range goes from {low} to {high}; {end} is outside it."));
            }
        }
        if range.min > range.max {
            return Err(format!("The lowest rating ({}) is above the highest ({}).", range.min, range.max));
        }
        Ok(Some(range))
    }

    /// Whether a player rated `rating` may accept.
    pub fn admits(self, rating: f64) -> bool {
        (self.min as f64..=self.max as f64).contains(&rating.round())
    }
}

/// A move (or a draw claim typed as the move `drawn`) that was played.
#[derive(Debug)]
pub struct Submitted {
    pub ply: i64,
    pub text: String,
    pub game: Game,
}

/// What a new challenge became.
#[derive(Debug)]
pub enum Created {
    Challenge(Box<Challenge>),
    Game(Box<Game>),
}

/// Whether the challenger of a challenge for `color` plays White; a random colour is drawn
/// here.
pub(crate) fn challenger_plays_white(color: ColorChoice) -> bool {
    match color {
        ColorChoice::White => true,
        ColorChoice::Black => false,
        ColorChoice::Random => rand::rng().random_bool(0.5),
    }
}

/// Where the engine sits in a new game.
#[derive(Debug, Clone)]
pub(crate) enum Seats {
    /// Against the challenger, who plays `color` (white, black or random).
    Against { level: u8, color: ColorChoice },
    /// On both sides; the challenger watches.
    Itself(EngineLevels),
}

/// The job the engine owes in `game` as it now stands: one if the game is on and the engine is
/// to move.
pub(crate) fn job_for(game: &Game) -> Option<NewJob> {
    if !game.is_active() {
        return None;
    }
    let person = [&game.white_id, &game.black_id].into_iter().find(|id| !id.is_engine());
    game.engine_to_move().map(|level| NewJob {
        id: JobId::new(),
        game_id: game.id.clone(),
        ply: game.ply,
        level,
        account_id: person.map(ToString::to_string).unwrap_or_default(),
    })
}

/// The notices meant for people: the engine reads none.
pub(crate) fn for_people(notices: Vec<Notice>) -> Vec<Notice> {
    notices.into_iter().filter(|n| !n.user_id.is_engine()).collect()
}

/// Turns an API option value (`true`, `2`, `"basic"`) into the rules' text form.
fn option_text(value: &serde_json::Value) -> std::result::Result<String, String> {
    match value {
        serde_json::Value::Bool(b) => Ok(if *b { "on" } else { "off" }.into()),
        serde_json::Value::Number(n) => Ok(n.to_string()),
        serde_json::Value::String(s) => Ok(s.clone()),
        other => Err(format!("an option value is text, a number or true/false, not {other}")),
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
    let opened = registry::open(variant, &pairs)
        .map_err(|e| PlayError::Invalid { code: "invalid_challenge", detail: capitalised(&e.to_string()) })?;
    let resolved: BTreeMap<&str, String> = opened.options().iter().map(|(n, v)| (n, v.to_string())).collect();
    Ok((opened.info().id.to_string(), serde_json::to_string(&resolved).expect("options serialise")))
}

/// The rules and storage behind every game action.
#[derive(Clone)]
pub struct Play {
    pub store: Arc<dyn Store>,
    pub events: Events,
    /// Each recently active game's moves. Moves are appended and numbered by ply, and change
    /// otherwise only when taken back, which sets the game's `taken_back_at`; so a cached list
    /// is valid exactly while its length equals the stored game's ply (which is read fresh for
    /// every action) and it is of the same history.
    pub(crate) moves: Arc<Recent<Arc<Moves>>>,
    /// Recently read or written game rows. Only moves use them, optimistically: the move's write
    /// is conditional on the ply, and any failure on a cached row is retried on a fresh read.
    pub(crate) games: Arc<Recent<Game>>,
    pub settings: Arc<Settings>,
    /// Rung after every commit that stored notices: the notifier sends them at once.
    pub outbox: Arc<tokio::sync::Notify>,
    /// Rung after every commit that queued an engine job: this process's workers look at once.
    pub engine: Arc<tokio::sync::Notify>,
    /// Hints are searched on the server's own cores: one at a time, so they cannot crowd out
    /// the moves.
    pub(crate) hints: Arc<tokio::sync::Semaphore>,
    /// When this process last compacted the outbox (milliseconds; see [`crate::schedule`]).
    pub(crate) compacted_at: Arc<std::sync::atomic::AtomicI64>,
    /// Bumped whenever credentials or an account's standing change here (see
    /// [`Play::credentials_generation`]).
    pub(crate) credentials: Arc<std::sync::atomic::AtomicU64>,
}

/// What games in play need to know beyond the database: the time, how notices are written,
/// the key that signs tokens, the vacation allowance.
#[derive(Debug, Clone)]
pub struct Settings {
    pub clock: Clock,
    pub composer: Composer,
    pub signer: Signer,
    pub vacation_days_per_year: u32,
    /// How the front end writes a move ([`Moves::written`]).
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
    pub limits: crate::limits::RateLimits,
    /// Whether addresses are verified, and for how long a link stays good.
    pub accounts: crate::membership::AccountRules,
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
    pub limits: crate::limits::RateLimits,
    pub accounts: crate::membership::AccountRules,
}

impl Settings {
    /// The settings of a server (or `mail-in`, or a worker): the signing key comes from the
    /// database, so every process signs alike.
    ///
    /// # Errors
    /// The database failing.
    pub async fn load(
        store: &dyn Store,
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

/// The bytes a cached game holds: the record and its text.
fn game_bytes(g: &Game) -> usize {
    let text = [&g.variant, &g.options, &g.white_name, &g.black_name, &g.start_position, &g.position];
    std::mem::size_of::<Game>()
        + text.iter().map(|s| s.capacity()).sum::<usize>()
        + g.time_control.as_ref().map_or(0, String::capacity)
        + g.id.as_str().len()
        + g.white_id.as_str().len()
        + g.black_id.as_str().len()
}

/// The bytes a game's cached moves hold: each move and its text, and the moves as written.
fn moves_bytes(m: &Arc<Moves>) -> usize {
    let each = m.list.iter().map(|mv| {
        mv.text.capacity()
            + mv.input.capacity()
            + mv.comment.as_ref().map_or(0, String::capacity)
            + mv.effect.as_ref().map_or(0, String::capacity)
    });
    std::mem::size_of::<Moves>()
        + m.list.capacity() * std::mem::size_of::<ortoo_core::Move>()
        + each.sum::<usize>()
        + m.written.capacity()
}

impl Play {
    pub fn new(store: Arc<dyn Store>, events: Events, settings: Settings) -> Play {
        Play {
            store,
            // Woken here, and by the bus when another process says it queued mail.
            outbox: events.mail_due(),
            events,
            // Most of the budget to the moves: a game's moves outweigh its record many times.
            moves: Arc::new(Recent::weighed(settings.cache_bytes / 8 * 7, moves_bytes)),
            games: Arc::new(Recent::weighed(settings.cache_bytes / 8, game_bytes)),
            settings: Arc::new(settings),
            engine: Arc::new(tokio::sync::Notify::new()),
            hints: Arc::new(tokio::sync::Semaphore::new(1)),
            compacted_at: Arc::new(std::sync::atomic::AtomicI64::new(i64::MIN)),
            credentials: Arc::new(std::sync::atomic::AtomicU64::new(0)),
        }
    }

    /// Wakes this process's engine workers after a commit that queued a job: every lane that
    /// waits (a quick lane cannot take a long job, so waking one is not enough), and the next
    /// to wait if none does.
    pub(crate) fn wake_engine(&self) {
        self.engine.notify_waiters();
        self.engine.notify_one();
    }

    pub fn now(&self) -> Timestamp {
        self.settings.clock.now()
    }

    pub(crate) fn composer(&self) -> &Composer {
        &self.settings.composer
    }

    /// Sends `user` every move of a game from now on (by mail, and in the notices list).
    ///
    /// # Errors
    /// No such game, or the game is the user's own (its notices come to them already).
    pub async fn watch(&self, user: &User, game_id: &str) -> Result<bool> {
        let game = self.game(game_id).await?;
        if game.white_id == user.id || game.black_id == user.id {
            return Err(PlayError::Conflict {
                code: "own_game",
                detail: "You play in this game: its moves come to you already.".into(),
            });
        }
        Ok(self.store.watch(&game.id, &user.id, self.now()).await?)
    }

    /// Stops sending `user` the moves of a game; false if they were not watching it.
    pub async fn unwatch(&self, user: &User, game_id: &str) -> Result<bool> {
        let game = self.game(game_id).await?;
        Ok(self.store.unwatch(&game.id, &user.id).await?)
    }

    /// Whether `user` watches the game.
    pub async fn watching(&self, user: &User, game_id: &str) -> Result<bool> {
        Ok(self.store.watchers(game_id).await?.iter().any(|w| w.as_str() == user.id.as_str()))
    }

    /// The end of a game told to its watchers (a move that ends it tells them itself).
    async fn end_for_watchers(&self, game: &Game) -> Result<Vec<Notice>> {
        let watchers = self.store.watchers(&game.id).await?;
        Ok(watchers.iter().map(|w| self.composer().watched_end(game, w)).collect())
    }

    /// Game-over notices for both players.
    fn over_notices(&self, game: &Game, remark: Option<&Remark>) -> Vec<Notice> {
        [&game.white_id, &game.black_id]
            .into_iter()
            .filter(|id| id.as_str() != ENGINE_ID)
            .map(|id| self.composer().game_over(game, id, remark))
            .collect()
    }

    /// The game's moves in ply order.
    pub async fn moves(&self, game: &Game) -> Result<Arc<Moves>> {
        if let Some(moves) = self.moves.get(&game.id)
            && moves.are_of(game)
        {
            return Ok(moves);
        }
        let mut list = self.store.moves(&game.id).await?;
        // The game was read before its moves: a move committed in between belongs to a later
        // state of the game than the one the caller holds (a view of both would disagree).
        // Moves are only ever appended, but for a takeback, so the game's first `ply` moves are
        // its own.
        list.truncate(usize::try_from(game.ply).unwrap_or(0));
        if (list.len() as i64) < game.ply {
            // Moves were taken back between the two reads: the caller's game is gone.
            return Err(PlayError::StalePly { current: list.len() as i64, expected: game.ply });
        }
        let moves = Arc::new(Moves::new(list, self.settings.write_move, game.taken_back_at));
        self.moves.put(&game.id, moves.clone());
        Ok(moves)
    }

    // ---- challenges ----

    /// Makes a challenge (or, against the engine, starts the game). `keep` draws the answer to
    /// keep with it (see [`crate::keep`]).
    pub async fn create_challenge(
        &self,
        user: &User,
        request: NewChallenge,
        keep: Option<&dyn Keep>,
    ) -> Result<Created> {
        let (variant_id, options) = resolved_options(&request.variant, &request.options, request.setup.as_deref())?;
        let variant = open_variant(&variant_id, &options).map_err(|e| PlayError::Corrupt(variant_id.clone(), e))?;
        let color = request.color.as_deref().unwrap_or("random").to_ascii_lowercase();
        let color: ColorChoice = color.parse().map_err(|_| PlayError::Invalid {
            code: "invalid_challenge",
            detail: format!("The colour is white, black or random, not \"{color}\"."),
        })?;
        if let Some(tc) = &request.time_control {
            tc.validate().map_err(|detail| PlayError::Invalid { code: "invalid_challenge", detail })?;
        }
        let against_engine = matches!(request.opponent, Opponent::Engine(_) | Opponent::Engines(_));
        if against_engine && request.rated == Some(true) {
            return Err(PlayError::Invalid {
                code: "invalid_challenge",
                detail: "Games against the engine are never rated; ask for a casual game.".into(),
            });
        }
        if request.rating_range.is_some() && !matches!(request.opponent, Opponent::Open(true)) {
            return Err(PlayError::Invalid {
                code: "invalid_challenge",
                detail: "A rating range is for open seeks; a challenge to a player names its opponent already.".into(),
            });
        }
        let opponent_id = match &request.opponent {
            Opponent::Engine(level) => {
                let seats = Seats::Against { level: *level, color };
                let game =
                    self.start_engine_game(user, variant.as_ref(), options, seats, request.time_control, keep).await?;
                return Ok(Created::Game(Box::new(game)));
            }
            Opponent::Engines(levels) => {
                let seats = Seats::Itself(*levels);
                let game =
                    self.start_engine_game(user, variant.as_ref(), options, seats, request.time_control, keep).await?;
                return Ok(Created::Game(Box::new(game)));
            }
            Opponent::Open(false) => {
                return Err(PlayError::BadRequest("\"open\" must be true for an open seek.".into()));
            }
            Opponent::Open(true) => None,
            Opponent::User(name) => {
                let Some(opponent) = self.store.user_by_name(name).await? else {
                    return Err(PlayError::Invalid {
                        code: "unknown_player",
                        detail: format!("There is no player named \"{name}\"."),
                    });
                };
                if opponent.is_closed() {
                    return Err(PlayError::Invalid {
                        code: "closed_account",
                        detail: format!("{} has closed their account.", opponent.name),
                    });
                }
                if opponent.id == ENGINE_ID {
                    return Err(PlayError::Invalid {
                        code: "invalid_challenge",
                        detail: "To play the engine, challenge {\"engine\": LEVEL} (a level from 1 to 12).".into(),
                    });
                }
                if opponent.id == user.id {
                    return Err(PlayError::Invalid {
                        code: "invalid_challenge",
                        detail: "You cannot challenge yourself.".into(),
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
            challenge.opponent_id.iter().map(|to| self.composer().challenge(&challenge, to)).collect();
        let told = !notices.is_empty();
        let kept = keep.and_then(|k| k.keep(Done::Challenge(&challenge)));
        self.store.create_challenge(&challenge, notices, kept.as_ref()).await?;
        if told {
            self.outbox.notify_one();
        }
        let challenge = self.store.challenge(&challenge.id).await?.ok_or(PlayError::NotFound("challenge"))?;
        self.publish_challenge(&challenge);
        Ok(Created::Challenge(Box::new(challenge)))
    }

    fn publish_challenge(&self, c: &Challenge) {
        let mut users = vec![c.challenger_id.to_string()];
        users.extend(c.opponent_id.as_ref().map(ToString::to_string));
        self.events.publish(Event {
            game_id: None,
            users,
            what: Happening::Challenge { game: c.game_id.clone(), id: c.id.clone(), status: c.status },
            id: None,
        });
    }

    /// Accepts a challenge: the game begins.
    pub async fn accept(&self, user: &User, challenge_id: &str, keep: Option<&dyn Keep>) -> Result<Game> {
        let c = self.store.challenge(challenge_id).await?.ok_or(PlayError::NotFound("challenge"))?;
        if c.status != ChallengeStatus::Open {
            return Err(PlayError::Conflict {
                code: "challenge_closed",
                detail: format!("This challenge was already {}.", c.status),
            });
        }
        match &c.opponent_id {
            Some(id) if id != &user.id => {
                return Err(PlayError::Forbidden("This challenge is addressed to another player.".into()));
            }
            None if c.challenger_id == user.id => {
                return Err(PlayError::Forbidden("You cannot accept your own seek.".into()));
            }
            _ => {}
        }
        if let (Some(min), Some(max)) = (c.rating_min, c.rating_max) {
            let range = RatingRange { min, max };
            let rating = self.rating_now(&user.id, &c.variant).await?;
            if !range.admits(rating.rating) {
                let game = registry::info(&c.variant).map_or(c.variant.as_str(), |i| i.name);
                return Err(PlayError::Forbidden(format!(
                    "This seek is for players rated {min} to {max} in {game}; your rating there is {}.",
                    rating.shown()
                )));
            }
        }
        let challenger_white = challenger_plays_white(c.color);
        let now = self.now();
        let (game, new) = self.prepare_game(&c, challenger_white, user, None, now).await?;
        let notice = self.composer().turn(&game, game.player_to_move(), None);
        let kept = self.keep_game(keep, &game).await?;
        if !self.store.accept_challenge(&c.id, &game.id, now, new, vec![notice], kept.as_ref()).await? {
            return Err(PlayError::Conflict {
                code: "challenge_closed",
                detail: "This challenge was accepted or withdrawn a moment ago.".into(),
            });
        }
        self.outbox.notify_one();
        let game_id = game.id;
        let game = self.store.game(&game_id).await?.ok_or(PlayError::NotFound("game"))?;
        if let Some(c) = self.store.challenge(challenge_id).await? {
            self.publish_challenge(&c);
        }
        Ok(game)
    }

    /// The game a challenge becomes when `accepter` takes it (the engine, at `engine_level`,
    /// for a challenge to the engine).
    pub(crate) async fn prepare_game(
        &self,
        c: &Challenge,
        challenger_white: bool,
        accepter: &User,
        engine_level: Option<i64>,
        now: Timestamp,
    ) -> Result<(Game, NewGame)> {
        let variant =
            open_variant(&c.variant, &c.options).map_err(|e| PlayError::Corrupt(format!("challenge {}", c.id), e))?;
        let start = variant.start();
        let (white_id, black_id) = if challenger_white {
            (c.challenger_id.clone(), accepter.id.clone())
        } else {
            (accepter.id.clone(), c.challenger_id.clone())
        };
        let (white_level, black_level) = if challenger_white { (None, engine_level) } else { (engine_level, None) };
        let first = start.turn();
        let first_id = if first == Side::White { &white_id } else { &black_id };
        let time_control = TimeControl::of(c.time_control.as_deref(), c.days_per_move);
        let clocks = match time_control {
            Some(tc) => tc.start(now, self.store.pause_ms(first_id, now).await?),
            None => ClockState::default(),
        };
        let (challenger_name, accepter_name) = (c.challenger_name.clone(), accepter.name.clone());
        let (white_name, black_name) =
            if challenger_white { (challenger_name, accepter_name) } else { (accepter_name, challenger_name) };
        let game = Game {
            id: GameId::new(),
            variant: c.variant.clone(),
            options: c.options.clone(),
            white_id: white_id.clone(),
            white_name,
            black_id: black_id.clone(),
            black_name,
            outcome: None,
            start_position: start.position_text(),
            position: start.position_text(),
            ply: 0,
            to_move: first,
            days_per_move: time_control.and_then(TimeControl::days_per_move),
            deadline: clocks.deadline,
            draw_offer: None,
            takeback_offer: None,
            taken_back_at: None,
            created_at: now,
            updated_at: now,
            finished_at: None,
            time_control: time_control.map(TimeControl::to_stored),
            white_bank_ms: clocks.white_bank_ms,
            black_bank_ms: clocks.black_bank_ms,
            reminded_until: Some(now),
            next_reminder_at: first_look(clocks.deadline, now),
            white_level,
            black_level,
            rated: c.rated,
            tournament: None,
        };
        let new = NewGame {
            variant: game.variant.clone(),
            options: game.options.clone(),
            white_id,
            black_id,
            position: game.position.clone(),
            to_move: game.to_move,
            time_control: game.time_control.clone(),
            days_per_move: game.days_per_move,
            clocks,
            next_reminder_at: game.next_reminder_at,
            white_level,
            black_level,
            rated: c.rated,
            tournament: None,
        };
        Ok((game, new))
    }

    /// Declines a challenge addressed to `user`.
    pub async fn decline(&self, user: &User, challenge_id: &str) -> Result<()> {
        let c = self.store.challenge(challenge_id).await?.ok_or(PlayError::NotFound("challenge"))?;
        if c.opponent_id.as_deref() != Some(user.id.as_str()) {
            return Err(PlayError::Forbidden("Only the player challenged can decline a challenge.".into()));
        }
        self.close(&c, ChallengeStatus::Declined).await
    }

    /// Withdraws the user's own challenge.
    pub async fn cancel(&self, user: &User, challenge_id: &str) -> Result<()> {
        let c = self.store.challenge(challenge_id).await?.ok_or(PlayError::NotFound("challenge"))?;
        if c.challenger_id != user.id {
            return Err(PlayError::Forbidden("Only the challenger can withdraw a challenge.".into()));
        }
        self.close(&c, ChallengeStatus::Cancelled).await
    }

    async fn close(&self, c: &Challenge, status: ChallengeStatus) -> Result<()> {
        if !self.store.close_challenge(&c.id, status, self.now()).await? {
            let now = self.store.challenge(&c.id).await?.map_or_else(|| "closed".to_string(), |c| c.status.to_string());
            return Err(PlayError::Conflict {
                code: "challenge_closed",
                detail: format!("This challenge was already {now}."),
            });
        }
        if let Some(c) = self.store.challenge(&c.id).await? {
            self.publish_challenge(&c);
        }
        Ok(())
    }

    // ---- games ----

    /// The game as stored now.
    pub async fn game(&self, id: &str) -> Result<Game> {
        let game = self.store.game(id).await?.ok_or(PlayError::NotFound("game"))?;
        self.games.put(id, game.clone());
        Ok(game)
    }

    /// The game's rules state at its current position, with its repetition window. The
    /// position is read once; its history is given to it after.
    pub async fn state(&self, game: &Game) -> Result<Box<dyn GameState>> {
        let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
        let variant = open_variant(&game.variant, &game.options).map_err(corrupt)?;
        let mut state = variant.load(&game.position).map_err(|e| corrupt(e.to_string()))?;
        let keys = self.keys_before(game, variant.as_ref(), &*state).await?;
        state.set_history(&keys);
        Ok(state)
    }

    /// The keys of the positions before the current one in its repetition window, oldest first.
    pub async fn earlier_keys(&self, game: &Game, variant: &dyn Variant) -> Result<Vec<u64>> {
        let current =
            variant.load(&game.position).map_err(|e| PlayError::Corrupt(game.id.to_string(), e.to_string()))?;
        self.keys_before(game, variant, &*current).await
    }

    /// [`Play::earlier_keys`] of `current`, the game's position already read.
    async fn keys_before(&self, game: &Game, variant: &dyn Variant, current: &dyn GameState) -> Result<Vec<u64>> {
        let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
        let window = current.reversible_plies().map_or(game.ply, |q| (q as i64).min(game.ply));
        if window == 0 {
            return Ok(Vec::new());
        }
        // Keys of the positions at plies first..ply-1: the start position's, then each move's.
        let first = game.ply - window;
        let mut keys: Vec<u64> = Vec::with_capacity(window as usize);
        if first == 0 {
            keys.push(variant.load(&game.start_position).map_err(|e| corrupt(e.to_string()))?.key());
        }
        let moves = self.moves(game).await?;
        let from = first.max(1) as usize;
        keys.extend(
            moves.list.iter().filter(|m| (from as i64..game.ply).contains(&m.ply)).map(|m| m.position_key as u64),
        );
        Ok(keys)
    }

    pub(crate) fn player_side(game: &Game, user: &User) -> Result<Side> {
        // The engine playing itself plays whichever side is to move.
        if game.white_id == user.id && game.black_id == user.id {
            return Ok(game.to_move);
        }
        game.side_of(&user.id).ok_or(PlayError::NotYourGame)
    }

    pub(crate) fn ensure_active(game: &Game) -> Result<()> {
        let result = match game.outcome {
            None => return Ok(()),
            Some(Outcome::Draw { reason }) => format!("drawn by {}", reason.as_str().replace('_', " ")),
            Some(Outcome::Win { winner, reason }) => {
                format!("{} won by {}", winner.name(), reason.as_str().replace('_', " "))
            }
        };
        Err(PlayError::GameOver(result))
    }

    /// Plays a move typed by `user`. `expected_ply` is the ply the player saw, if given.
    pub async fn submit_move(
        &self,
        user: &User,
        game_id: &str,
        text: &str,
        expected_ply: Option<i64>,
        comment: Option<String>,
        keep: Option<&dyn Keep>,
    ) -> Result<Submitted> {
        // A forecast entered or changed between reading it and writing the move conflicts
        // with the game as read (`PlayError::Store(Conflict)` from `try_move`): the move is
        // worked out again, a few times at most.
        for _ in 0..3 {
            match self.submit_once(user, game_id, text, expected_ply, comment.clone(), keep).await {
                Err(PlayError::Store(StoreError::Conflict)) => {
                    self.games.remove(game_id);
                    self.moves.remove(game_id);
                }
                done => return done,
            }
        }
        Err(PlayError::Busy("The game is changing too fast to play this move now; try again.".into()))
    }

    async fn submit_once(
        &self,
        user: &User,
        game_id: &str,
        text: &str,
        expected_ply: Option<i64>,
        comment: Option<String>,
        keep: Option<&dyn Keep>,
    ) -> Result<Submitted> {
        let game = match self.games.get(game_id) {
            Some(cached) => cached,
            None => self.game(game_id).await?,
        };
        let seen = Expected::of(&game);
        match self.try_move(game, user, text, expected_ply, comment.clone(), keep).await {
            Ok(done) => Ok(done),
            // Judged against the game as this process last saw it (cached, or read a moment
            // ago). Another process, or another request, may have changed it since (a move, a
            // takeback): if so, judge the move again against the game as it is now; if not, the
            // answer stands (a refused move is not worked out twice).
            Err(e) => {
                let now = self.game(game_id).await?;
                if Expected::of(&now) == seen && !matches!(e, PlayError::Store(_)) {
                    return Err(e);
                }
                self.try_move(now, user, text, expected_ply, comment, keep).await
            }
        }
    }

    async fn try_move(
        &self,
        game: Game,
        user: &User,
        text: &str,
        expected_ply: Option<i64>,
        comment: Option<String>,
        keep: Option<&dyn Keep>,
    ) -> Result<Submitted> {
        let game_id = game.id.clone();
        let game_id = game_id.as_str();
        let side = Self::player_side(&game, user)?;
        Self::ensure_active(&game)?;
        if let Some(expected) = expected_ply
            && expected != game.ply
        {
            return Err(PlayError::StalePly { current: game.ply, expected });
        }
        if game.to_move != side {
            return Err(PlayError::NotYourTurn(game.to_move));
        }
        if comment.as_ref().is_some_and(|c| c.chars().count() > MAX_COMMENT) {
            return Err(PlayError::BadRequest(format!("A comment has at most {MAX_COMMENT} characters.")));
        }
        if is_claim(text) {
            // The comment goes with the claim to the opponent: the API's field, or `// …`.
            let typed = text.split_once("//").map(|(_, c)| c.trim().to_string());
            let comment = comment.filter(|c| !c.trim().is_empty()).or(typed).filter(|c| !c.is_empty());
            let keep = keep.map(AsMove);
            let game = self
                .draw(user, game_id, DrawAction::Claim, comment.as_deref(), keep.as_ref().map(|k| k as &dyn Keep))
                .await?;
            return Ok(Submitted { ply: game.ply, text: "drawn".into(), game });
        }
        let mut state = self.state(&game).await?;
        let played = state.play(text).map_err(PlayError::Refused)?;
        let now = self.now();
        let mv = ortoo_core::Move {
            ply: game.ply + 1,
            side,
            text: played.accepted.canonical.clone(),
            input: text.to_string(),
            comment: comment.filter(|c| !c.trim().is_empty()).or(played.accepted.comment.clone()),
            effect: played.accepted.effect.clone(),
            position_key: state.key() as i64,
            at: now,
        };
        let update = self.move_update(&game, side, mv.ply, &*state, played.outcome, now).await?;
        let after_move = game.clone().updated(&update, now);
        // The player this move leaves to move may have a forecast that answers it: the reply
        // is played now, in this move's transaction. Who watches the game is read with it.
        let owner = after_move.player_to_move();
        let forecasts = after_move.is_active() && !owner.is_engine();
        let BeforeMove { forecast, watchers } =
            self.store.before_move(&game.id, forecasts.then_some(owner.as_str())).await?;
        let answer = self.forecast_answer(&game, &after_move, &mv, &*state, forecast).await?;
        let (after, rules) = match &answer.reply {
            Some(reply) => (after_move.clone().updated(&reply.update, now), &*reply.state),
            None => (after_move.clone(), &*state),
        };
        let mut notices = match &answer.reply {
            Some(reply) => {
                let owner = after_move.player_to_move().to_string();
                vec![self.composer().forecast_played(&after, &owner, &mv, &reply.mv, reply.goes_on)]
            }
            None => Vec::new(),
        };
        let last_move = answer.reply.as_ref().map_or(&mv, |r| &r.mv);
        if !after.is_active() {
            notices.extend(self.over_notices(&after, None));
        } else {
            let last = (last_move.text.as_str(), last_move.comment.as_deref(), last_move.effect.as_deref());
            notices.extend(for_people(vec![self.composer().turn(&after, after.player_to_move(), Some(last))]));
        }
        // The game's watchers hear of every move, in the move's own transaction. (One watching
        // from now on may miss this move; they will see the next.)
        notices.extend(watchers.iter().map(|w| self.composer().watched(&after_move, w, &mv)));
        if let Some(reply) = &answer.reply {
            notices.extend(watchers.iter().map(|w| self.composer().watched(&after, w, &reply.mv)));
        }
        let job = job_for(&after);
        let queued = job.is_some();
        let mut played = vec![(mv.clone(), update)];
        played.extend(answer.reply.as_ref().map(|r| (r.mv.clone(), r.update.clone())));
        // The moves after this one, grown in place (taken out of the cache, so that, unless a
        // reader still holds the list, it is not copied). An answer to keep is drawn with them
        // in the move's transaction, so they are made before the write, read if not cached.
        // Otherwise the cached list stays in the cache while the move is written, for readers
        // of the game as it still is (the notifier, mailing the move before), and grows once
        // the move is stored.
        let grown = |mut moves: Arc<Moves>| {
            let list = Arc::make_mut(&mut moves);
            for (m, _) in &played {
                list.push(m.clone());
            }
            moves
        };
        let moves_after = match keep {
            Some(_) => {
                let moves = self.moves(&game).await?;
                self.moves.remove(&game.id);
                Some(grown(moves))
            }
            None => None,
        };
        let kept = match (keep, &moves_after) {
            (Some(keep), Some(moves)) => {
                let view = View { game: &after, moves, rules };
                keep.keep(Done::Played { ply: mv.ply, text: &mv.text, view })
            }
            _ => None,
        };
        let expected = Expected::of(&game);
        match self.store.record_moves(&game.id, &expected, &played, notices, job, kept.as_ref(), &answer.write).await {
            Ok(()) => {
                let moves =
                    moves_after.or_else(|| self.moves.take(&game.id).filter(|moves| moves.are_of(&game)).map(grown));
                if let Some(moves) = moves {
                    self.moves.put(&game.id, moves);
                }
            }
            // The game as read, but the forecast not: it changed meanwhile. The caller works the
            // move out again (see `submit_move`).
            Err(StoreError::Conflict) if self.game(&game.id).await.is_ok_and(|now| Expected::of(&now) == expected) => {
                return Err(PlayError::Store(StoreError::Conflict));
            }
            Err(StoreError::Conflict) => return Err(self.stale(&game).await),
            Err(e) => return Err(e.into()),
        }
        self.outbox.notify_one();
        if queued {
            self.wake_engine();
        }
        let game = after;
        self.games.put(&game.id, game.clone());
        for (m, _) in &played {
            self.events.publish(Event {
                game_id: Some(game.id.to_string()),
                // White first: a listener tells the mover from the player told by `side`.
                users: vec![game.white_id.to_string(), game.black_id.to_string()],
                what: Happening::Move {
                    game: game.id.clone(),
                    ply: m.ply,
                    side: m.side,
                    status: game.status(),
                    text: m.text.clone(),
                },
                id: Some(game.mark()),
            });
        }
        if !game.is_active() {
            self.publish_end(&game);
        }
        Ok(Submitted { ply: mv.ply, text: mv.text, game })
    }

    /// The game as a move by `side` (the move at `ply`, leaving `state`) leaves it: the position,
    /// the clocks, the reminders, and a draw offer to the mover declined.
    pub(crate) async fn move_update(
        &self,
        game: &Game,
        side: Side,
        ply: i64,
        state: &dyn GameState,
        outcome: Option<Outcome>,
        now: Timestamp,
    ) -> Result<GameUpdate> {
        let next = state.turn();
        let mut update = match outcome {
            Some(outcome) => GameUpdate::finished(outcome, state.position_text(), ply, next),
            None => {
                let clocks = match game.time_control() {
                    Some(tc) => {
                        let next_id = if next == Side::White { &game.white_id } else { &game.black_id };
                        let before = ClockState {
                            deadline: game.deadline,
                            white_bank_ms: game.white_bank_ms,
                            black_bank_ms: game.black_bank_ms,
                        };
                        // The next player's vacation is read just before the move's transaction:
                        // a vacation started by another process in between misses this one
                        // game's shift (a window of milliseconds, accepted rather than reading
                        // the player's row under a lock on every move).
                        tc.after_move(before, side == Side::White, now, self.store.pause_ms(next_id, now).await?)
                    }
                    None => ClockState::default(),
                };
                GameUpdate {
                    position: state.position_text(),
                    ply,
                    to_move: next,
                    deadline: clocks.deadline,
                    white_bank_ms: clocks.white_bank_ms,
                    black_bank_ms: clocks.black_bank_ms,
                    reminded_until: Some(now),
                    next_reminder_at: first_look(clocks.deadline, now),
                    ..GameUpdate::unchanged(game)
                }
            }
        };
        // A move by the player a draw was offered to declines the offer.
        if update.draw_offer.is_some_and(|offerer| offerer != side) {
            update.draw_offer = None;
        }
        // A move answers a request to take one back: the move it asked about is no longer the
        // last of its side's.
        update.takeback_offer = None;
        Ok(update)
    }

    pub(crate) async fn stale(&self, seen: &Game) -> PlayError {
        match self.store.game(&seen.id).await {
            Ok(Some(now)) if !now.is_active() => {
                Self::ensure_active(&now).err().unwrap_or(PlayError::StalePly { current: now.ply, expected: seen.ply })
            }
            Ok(Some(now)) => PlayError::StalePly { current: now.ply, expected: seen.ply },
            Ok(None) => PlayError::NotFound("game"),
            Err(e) => e.into(),
        }
    }

    /// The answer `keep` draws from `game` as an action is about to leave it, with its moves and
    /// rules.
    pub(crate) async fn keep_game(&self, keep: Option<&dyn Keep>, game: &Game) -> Result<Option<KeptAnswer>> {
        let Some(keep) = keep else { return Ok(None) };
        let moves = self.moves(game).await?;
        let rules = self.state(game).await?;
        Ok(keep.keep(Done::Game(View { game, moves: &moves, rules: &*rules })))
    }

    fn publish_end(&self, game: &Game) {
        self.events.publish(Event {
            game_id: Some(game.id.to_string()),
            users: vec![game.white_id.to_string(), game.black_id.to_string()],
            what: Happening::End {
                game: game.id.clone(),
                reason: game.reason().map(str::to_string),
                result: game.result().map(str::to_string),
            },
            id: Some(game.mark()),
        });
        // The end of a tournament's game may end its round: the next is paired now, not at the
        // next tick (any process may race to it; it is paired once).
        if let Some(seat) = &game.tournament {
            let (play, id) = (self.clone(), seat.tournament_id.clone());
            tokio::spawn(async move {
                if let Err(e) = play.advance_tournament(&id).await {
                    tracing::warn!(tournament = %id, error = %e, "could not pair the next round; the clock will try again");
                }
            });
        }
    }

    /// Ends every active game whose move deadline has passed by `now`: the player to move loses
    /// on time. The write is conditional on the game as read, so a move that lands first wins
    /// the race, and a game ends once however many schedulers look. Returns how many ended.
    pub async fn enforce_deadlines(&self, now: Timestamp) -> Result<usize> {
        let mut ended = 0;
        for game in self.store.expired_games(now).await? {
            let late = game.to_move;
            let outcome = Outcome::Win { winner: !late, reason: ortoo_rules::Reason::Timeout };
            let update = GameUpdate::finished(outcome, game.position.clone(), game.ply, late);
            let after = game.clone().updated(&update, now);
            let mut notices = self.over_notices(&after, None);
            notices.extend(self.end_for_watchers(&after).await?);
            if self.store.update_game(&game.id, &Expected::of(&game), &update, now, notices, None).await? {
                ended += 1;
                let game = self.game(&game.id).await?;
                self.publish_end(&game);
            }
        }
        if ended > 0 {
            self.outbox.notify_one();
        }
        Ok(ended)
    }

    /// Resigns the game. A resignation does not depend on the position, so one that meets a
    /// move landing first (the opponent's, a forecast's) is made again on the game as it now
    /// is, rather than refused as stale: only the game's end refuses it.
    pub async fn resign(&self, user: &User, game_id: &str, keep: Option<&dyn Keep>) -> Result<Game> {
        let mut game = self.game(game_id).await?;
        for _ in 0..5 {
            let side = Self::player_side(&game, user)?;
            Self::ensure_active(&game)?;
            let outcome = Outcome::Win { winner: !side, reason: ortoo_rules::Reason::Resignation };
            let update = GameUpdate::finished(outcome, game.position.clone(), game.ply, game.to_move);
            let now = self.now();
            let after = game.clone().updated(&update, now);
            let mut notices = self.over_notices(&after, None);
            notices.extend(self.end_for_watchers(&after).await?);
            let kept = self.keep_game(keep, &after).await?;
            if self.store.update_game(&game.id, &Expected::of(&game), &update, now, notices, kept.as_ref()).await? {
                self.outbox.notify_one();
                let game = self.game(game_id).await?;
                self.publish_end(&game);
                return Ok(game);
            }
            game = match self.store.game(game_id).await? {
                Some(now) => now,
                None => return Err(PlayError::NotFound("game")),
            };
        }
        Err(self.stale(&game).await)
    }

    /// Offers, accepts, declines or claims a draw. `comment` is passed on to the opponent when
    /// the action ends the game.
    pub async fn draw(
        &self,
        user: &User,
        game_id: &str,
        action: DrawAction,
        comment: Option<&str>,
        keep: Option<&dyn Keep>,
    ) -> Result<Game> {
        // The decision is made on the game as read; if another write lands first (the
        // opponent's offer at the same moment, a move), it is made again on the game as it now
        // is: two players offering at once agree, as one offering after the other would.
        let mut game = self.game(game_id).await?;
        for _ in 0..3 {
            match self.draw_once(user, &game, action, comment, keep).await? {
                Some(after) => return Ok(after),
                None => match self.store.game(game_id).await? {
                    Some(now) => game = now,
                    None => return Err(PlayError::NotFound("game")),
                },
            }
        }
        Err(self.stale(&game).await)
    }

    /// One attempt at a draw action on `game` as read: the game after it, or `None` when the
    /// game changed before the write.
    async fn draw_once(
        &self,
        user: &User,
        game: &Game,
        action: DrawAction,
        comment: Option<&str>,
        keep: Option<&dyn Keep>,
    ) -> Result<Option<Game>> {
        let game_id = game.id.as_ref();
        let side = Self::player_side(game, user)?;
        Self::ensure_active(game)?;
        let offer = game.draw_offer;
        let offered_to_me = offer == Some(!side);
        let agreed = || {
            GameUpdate::finished(
                Outcome::Draw { reason: ortoo_rules::Reason::Agreement },
                game.position.clone(),
                game.ply,
                game.to_move,
            )
        };
        let no_offer =
            || PlayError::Conflict { code: "no_draw_offer", detail: "Your opponent has not offered a draw.".into() };
        let update = match action {
            DrawAction::Offer if offer == Some(side) => {
                return Err(PlayError::Conflict {
                    code: "draw_offered",
                    detail: "You have already offered a draw.".into(),
                });
            }
            // Offering when the opponent has offered is agreeing.
            DrawAction::Offer if offered_to_me => agreed(),
            DrawAction::Offer => GameUpdate { draw_offer: Some(side), ..GameUpdate::unchanged(game) },
            DrawAction::Accept if offered_to_me => agreed(),
            DrawAction::Decline if offered_to_me => GameUpdate { draw_offer: None, ..GameUpdate::unchanged(game) },
            DrawAction::Accept | DrawAction::Decline => return Err(no_offer()),
            DrawAction::Claim => {
                if game.to_move != side {
                    return Err(PlayError::Refused(Refusal::new(
                        RefusalCode::ClaimRefused,
                        "A draw is claimed on your own turn.",
                    )));
                }
                let outcome = self.state(game).await?.claim_draw().map_err(PlayError::Refused)?;
                GameUpdate::finished(outcome, game.position.clone(), game.ply, side)
            }
        };
        let now = self.now();
        let after = game.clone().updated(&update, now);
        let notices = if !after.is_active() {
            let mut notices = self.over_notices(&after, comment.map(|text| Remark { by: &user.id, text }).as_ref());
            notices.extend(self.end_for_watchers(&after).await?);
            notices
        } else if after.draw_offer == Some(side) {
            vec![self.composer().draw_offer(&after, game.player(!side))]
        } else {
            Vec::new()
        };
        let kept = self.keep_game(keep, &after).await?;
        if !self.store.update_game(&game.id, &Expected::of(game), &update, now, notices, kept.as_ref()).await? {
            return Ok(None);
        }
        self.outbox.notify_one();
        let game = self.game(game_id).await?;
        if !game.is_active() {
            self.publish_end(&game);
        } else {
            self.events.publish(Event {
                game_id: Some(game.id.to_string()),
                users: vec![game.white_id.to_string(), game.black_id.to_string()],
                what: Happening::DrawOffer { draw_offer: game.draw_offer, game: game.id.clone() },
                id: Some(game.mark()),
            });
        }
        Ok(Some(game))
    }
}

/// What a player does about a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawAction {
    /// Offer one (accepting the opponent's offer if it stands).
    Offer,
    /// Accept the opponent's offer.
    Accept,
    /// Decline the opponent's offer.
    Decline,
    /// Claim a draw the rules allow now, on one's own turn.
    Claim,
}

impl std::str::FromStr for DrawAction {
    type Err = PlayError;

    fn from_str(s: &str) -> Result<DrawAction> {
        match s {
            "offer" => Ok(DrawAction::Offer),
            "accept" => Ok(DrawAction::Accept),
            "decline" => Ok(DrawAction::Decline),
            "claim" => Ok(DrawAction::Claim),
            other => Err(PlayError::BadRequest(format!(
                "The draw action is offer, accept, decline or claim, not \"{other}\"."
            ))),
        }
    }
}

/// The word `drawn` typed as a move claims a draw (Game Courier's convention).
fn is_claim(text: &str) -> bool {
    text.split("//").next().unwrap_or("").trim().eq_ignore_ascii_case("drawn")
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
