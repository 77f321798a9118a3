//! A game's life once it has begun: its record, moves and rules as read (through this
//! process's caches), moves, draws, resignations and the end on time, and who watches it.
//! Takebacks ([`crate::takeback`]) and forecasts ([`crate::forecasts`]) are this service's
//! too. A move's way reads top to bottom here: [`Games::submit_move`], `submit_once`,
//! `try_move`.

use ortoo_core::Store;
use ortoo_core::TournamentId;
use ortoo_core::store::{ForecastStore, GameStore, SettingsStore, VariantFileStore};
use std::sync::Arc;

use ortoo_core::clock::Clock;
use ortoo_core::events::{Event, Events, Happening, Stream};
use ortoo_core::forecast::ForecastWrite;
use ortoo_core::store::{Followers, KeptAnswer};
use ortoo_core::timecontrol::{ClockState, TimeControl, first_look};
use ortoo_core::{BySide, Challenge, Expected, Game, GameUpdate, NewGame, Player, StoreError, User};
use ortoo_core::{ENGINE_ID, GameId, GameStatus, JobId, NewJob, Timestamp};
use ortoo_i18n::Said;
use ortoo_rules::chase::Chase;
use ortoo_rules::{GameState, Outcome, Refusal, RefusalCode, Side, Variant};
use tokio::sync::{Notify, mpsc};
use tracing::Instrument;

use crate::answers::{AsMove, Done, Keep, View};
use crate::cache::Recent;
use crate::error::{Missing, PlayError, Result};
use crate::moves::{MoveWriter, Moves};
use crate::notices::{Composer, Notice, Remark};
use crate::typed::{self, Typed};
use crate::variants::open_variant;

/// A game's history in its repetition window, as its moves keep it: the keys of the positions
/// before the current one (oldest first), and what the moves into those and into the current one
/// chased (in the games that judge chases; `None` in the others).
struct History {
    keys: Vec<u64>,
    chases: Vec<Option<Chase>>,
}

/// Longest move comment kept (a paragraph; the log and e-mails show it).
pub const MAX_COMMENT: usize = 2000;

/// A move (or a draw claim typed as the move `drawn`) that was played.
#[derive(Debug)]
pub struct Submitted {
    pub ply: i64,
    pub text: String,
    pub game: Game,
}

/// A move worked out and not yet stored ([`Games::plan_move`]): everything that commits with
/// it, and what is told once it has.
struct MovePlan {
    /// The game as read: the write expects it unchanged.
    before: Game,
    /// The move's ply and canonical text.
    ply: i64,
    text: String,
    /// The move and, when a forecast answers it, the reply: each with the game's update.
    played: Vec<(ortoo_core::Move, GameUpdate)>,
    /// The game after everything played.
    after: Game,
    /// Taken by the commit.
    notices: Vec<Notice>,
    /// Taken by the commit.
    job: Option<NewJob>,
    /// Whether the engine owes the next move (its workers are woken).
    queued: bool,
    /// What becomes of the forecast that was waiting.
    forecast: ForecastWrite,
    /// The rules after everything played (an answer kept shows the legal moves).
    rules: Box<dyn GameState>,
}

/// Why a move could not be worked out.
enum PlanError {
    /// The rules say the game as read is over already: it is ended (from the rules as the
    /// plan opened them), and the move refused.
    Over {
        game: Box<Game>,
        rules: Box<dyn GameState>,
        refusal: Refusal,
    },
    Play(PlayError),
}

impl<E: Into<PlayError>> From<E> for PlanError {
    fn from(e: E) -> PlanError {
        PlanError::Play(e.into())
    }
}

/// The job the engine owes in `game` as it now stands: one if the game is on and the engine is
/// to move.
pub(crate) fn job_for(game: &Game) -> Option<NewJob> {
    if !game.is_active() {
        return None;
    }
    let person = game.players.iter().map(|(_, player)| &player.id).find(|id| !id.is_engine());
    game.engine_to_move().map(|level| NewJob {
        id: JobId::new(),
        game_id: game.id.clone(),
        ply: game.ply,
        level,
        account_id: person.cloned(),
    })
}

/// The notices meant for people: the engine reads none.
pub(crate) fn for_people(notices: Vec<Notice>) -> Vec<Notice> {
    notices.into_iter().filter(|n| !n.user_id.is_engine()).collect()
}

/// Games in play, and this process's recent memory of them.
#[derive(Clone)]
pub struct Games {
    pub(crate) game_store: Arc<dyn GameStore>,
    pub(crate) forecast_store: Arc<dyn ForecastStore>,
    pub(crate) settings_store: Arc<dyn SettingsStore>,
    pub(crate) variant_file_store: Arc<dyn VariantFileStore>,
    pub(crate) events: Events,
    pub(crate) clock: Clock,
    pub(crate) composer: Arc<Composer>,
    /// How the front end writes a move ([`Moves::written`]).
    pub(crate) write_move: MoveWriter,
    /// Each recently active game's moves. Moves are appended and numbered by ply, and change
    /// otherwise only when taken back, which sets the game's `taken_back_at`; so a cached list
    /// is valid exactly while its length equals the stored game's ply (which is read fresh for
    /// every action) and it is of the same history.
    pub(crate) recent_moves: Arc<Recent<Arc<Moves>>>,
    /// Recently read or written game rows. Only moves use them, optimistically: the move's write
    /// is conditional on the ply, and any failure on a cached row is retried on a fresh read.
    pub(crate) recent_games: Arc<Recent<Game>>,
    /// Recently read followers (forecasts and watchers) of games, with the followers revision
    /// they were read at: valid while the game's is the same (a move's write checks it).
    pub(crate) recent_followers: Arc<Recent<(i64, Arc<Followers>)>>,
    /// Rung after every commit that stored notices: the notifier sends them at once.
    pub(crate) outbox: Arc<Notify>,
    /// Rung after every commit that queued an engine job: this process's workers look at once.
    pub(crate) engine_due: Arc<Notify>,
    /// Told of every tournament game that ends (by its tournament's id), so that its next round
    /// is paired at once rather than at the next tick (see [`crate::tournaments`]).
    pub(crate) round_ends: mpsc::UnboundedSender<TournamentId>,
}

/// The bytes a cached game holds: the record and its text.
fn game_bytes(g: &Game) -> usize {
    let text = [&g.variant, &g.options, &g.players.white.name, &g.players.black.name, &g.start_position, &g.position];
    std::mem::size_of::<Game>()
        + text.iter().map(|s| s.capacity()).sum::<usize>()
        + g.time_control.as_ref().map_or(0, String::capacity)
        + g.id.as_str().len()
        + g.players.iter().map(|(_, player)| player.id.as_str().len()).sum::<usize>()
}

/// The bytes a game's cached followers hold: their ids and the forecasts' moves.
fn followers_bytes((_, f): &(i64, Arc<Followers>)) -> usize {
    fn branches(b: &[ortoo_core::forecast::Branch]) -> usize {
        b.iter().map(|b| std::mem::size_of_val(b) + b.their.capacity() + b.mine.capacity() + branches(&b.then)).sum()
    }
    std::mem::size_of::<Followers>()
        + f.forecasts.iter().map(|(id, forecast)| id.as_str().len() + branches(&forecast.branches)).sum::<usize>()
        + f.watchers.iter().map(|id| id.as_str().len()).sum::<usize>()
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

impl Games {
    /// The service, with caches that hold `cache_bytes` together.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        store: Arc<dyn Store>,
        events: Events,
        clock: Clock,
        composer: Arc<Composer>,
        write_move: MoveWriter,
        cache_bytes: usize,
        outbox: Arc<Notify>,
        round_ends: mpsc::UnboundedSender<TournamentId>,
    ) -> Games {
        Games {
            game_store: store.clone(),
            forecast_store: store.clone(),
            settings_store: store.clone(),
            variant_file_store: store,
            events,
            clock,
            composer,
            write_move,
            // Most of the budget to the moves: a game's moves outweigh its record many times.
            recent_moves: Arc::new(Recent::weighed(cache_bytes / 8 * 7, moves_bytes)),
            recent_games: Arc::new(Recent::weighed(cache_bytes / 16, game_bytes)),
            recent_followers: Arc::new(Recent::weighed(cache_bytes / 16, followers_bytes)),
            outbox,
            engine_due: Arc::new(Notify::new()),
            round_ends,
        }
    }

    /// Wakes this process's engine workers after a commit that queued a job: every lane that
    /// waits (a quick lane cannot take a long job, so waking one is not enough), and the next
    /// to wait if none does.
    pub(crate) fn wake_engine(&self) {
        self.engine_due.notify_waiters();
        self.engine_due.notify_one();
    }

    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// Sends `user` every move of a game from now on (by mail, and in the notices list).
    ///
    /// # Errors
    /// No such game, or the game is the user's own (its notices come to them already).
    pub async fn watch(&self, user: &User, game_id: &GameId) -> Result<bool> {
        let game = self.game(game_id).await?;
        if game.side_of(&user.id).is_some() {
            return Err(PlayError::Conflict { code: "own_game", detail: Said::new("error-watch-own-game") });
        }
        let added = self.game_store.watch(&game.id, &user.id, self.now()).await?;
        // Its followers revision rose: the next move reads the game afresh, not as cached.
        self.recent_games.remove(game.id.as_str());
        Ok(added)
    }

    /// Stops sending `user` the moves of a game; false if they were not watching it.
    pub async fn unwatch(&self, user: &User, game_id: &GameId) -> Result<bool> {
        let game = self.game(game_id).await?;
        let removed = self.game_store.unwatch(&game.id, &user.id).await?;
        self.recent_games.remove(game.id.as_str());
        Ok(removed)
    }

    /// Whether `user` watches the game.
    pub async fn watching(&self, user: &User, game_id: &GameId) -> Result<bool> {
        Ok(self.game_store.watchers(game_id).await?.iter().any(|w| w.as_str() == user.id.as_str()))
    }

    /// The end of a game told to its watchers (a move that ends it tells them itself): its
    /// followers as a move reads them, at the revision the ending write then expects.
    async fn end_for_watchers(&self, game: &Game) -> Result<Vec<Notice>> {
        let followers = self.followers(game).await?;
        Ok(followers.watchers.iter().map(|w| self.composer.watched_end(game, w.as_str())).collect())
    }

    /// Game-over notices for both players.
    fn over_notices(&self, game: &Game, remark: Option<&Remark>) -> Vec<Notice> {
        game.players
            .iter()
            .map(|(_, player)| &player.id)
            .filter(|id| id.as_str() != ENGINE_ID)
            .map(|id| self.composer.game_over(game, id.as_str(), remark))
            .collect()
    }

    /// The game's moves in ply order.
    pub async fn moves(&self, game: &Game) -> Result<Arc<Moves>> {
        if let Some(moves) = self.recent_moves.get(game.id.as_str()) {
            if moves.are_of(game) {
                return Ok(moves);
            }
            // The game as read a moment before its latest moves (the notifier's round, mailing
            // a move while the next is played): the first of the moves kept, not a read of all
            // of them, and the cache keeps the latest.
            if moves.begin_with(game) {
                return Ok(Arc::new(moves.first(usize::try_from(game.ply).unwrap_or(0))));
            }
        }
        let mut list = self.game_store.moves(&game.id).await?;
        // The game was read before its moves: a move committed in between belongs to a later
        // state of the game than the one the caller holds (a view of both would disagree).
        // Moves are only ever appended, but for a takeback, so the game's first `ply` moves are
        // its own.
        list.truncate(usize::try_from(game.ply).unwrap_or(0));
        if (list.len() as i64) < game.ply {
            // Moves were taken back between the two reads: the caller's game is gone.
            return Err(PlayError::StalePly { current: list.len() as i64, expected: game.ply });
        }
        let moves = Arc::new(Moves::new(list, self.write_move, game.taken_back_at));
        self.recent_moves.put(game.id.as_str(), moves.clone());
        Ok(moves)
    }

    /// The user's games, newest activity first, of one status or all.
    pub async fn games_of(&self, user: &User, status: Option<GameStatus>) -> Result<Vec<Game>> {
        Ok(self.game_store.games_of(&user.id, status).await?)
    }

    /// Every game the user played, oldest first, for the export of their data: a page at a time
    /// after the game `after`.
    pub async fn games_played(&self, user: &User, after: Option<&GameId>, limit: i64) -> Result<Vec<Game>> {
        Ok(self.game_store.games_page(&user.id, after, limit).await?)
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
        crate::variants::ensure(self.variant_file_store.as_ref(), &c.variant).await?;
        let variant =
            open_variant(&c.variant, &c.options).map_err(|e| PlayError::Corrupt(format!("challenge {}", c.id), e))?;
        let start = variant.start();
        // A start that is already over would be a game with no first move (a version of a
        // player's variant kept before such starts were refused, a setup).
        if let Some(outcome) = start.outcome() {
            return Err(PlayError::Invalid {
                code: "invalid_challenge",
                detail: Said::new("error-over-at-start")
                    .arg("result", crate::notices::outcome_said(outcome, variant.info().sides)),
            });
        }
        // The engine's level goes with the accepter: a challenge to the engine is accepted by it.
        let challenger = Player { id: c.challenger_id.clone(), name: c.challenger_name.clone(), level: None };
        let accepting = Player { id: accepter.id.clone(), name: accepter.name.clone(), level: engine_level };
        let players =
            if challenger_white { BySide::new(challenger, accepting) } else { BySide::new(accepting, challenger) };
        let first = start.turn();
        let time_control = TimeControl::of(c.time_control.as_deref(), c.days_per_move);
        let clocks = match time_control {
            Some(tc) => tc.start(now, self.settings_store.pause_ms(&players[first].id, now).await?),
            None => ClockState::default(),
        };
        let game = Game {
            id: GameId::new(),
            variant: c.variant.clone(),
            options: c.options.clone(),
            players,
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
            followers_revision: 0,
            created_at: now,
            updated_at: now,
            finished_at: None,
            time_control: time_control.map(TimeControl::to_stored),
            banks_ms: clocks.banks_ms,
            reminded_until: Some(now),
            next_reminder_at: first_look(clocks.deadline, now),
            rated: c.rated,
            tournament: None,
        };
        let new = NewGame {
            variant: game.variant.clone(),
            options: game.options.clone(),
            players: game.players.as_ref().map(|p| p.id.clone()),
            position: game.position.clone(),
            to_move: game.to_move,
            time_control: game.time_control.clone(),
            days_per_move: game.days_per_move,
            clocks,
            next_reminder_at: game.next_reminder_at,
            levels: game.players.as_ref().map(|p| p.level),
            rated: c.rated,
            tournament: None,
        };
        Ok((game, new))
    }

    /// The game as stored now.
    pub async fn game(&self, id: &GameId) -> Result<Game> {
        let game = self.find(id).await?.ok_or(PlayError::NotFound(Missing::Game))?;
        self.recent_games.put(id.as_str(), game.clone());
        Ok(game)
    }

    /// The game's forecasts and watchers at its followers revision: as this process keeps them,
    /// or read (and kept). Kept ones of another revision are not used: the move's write, which
    /// checks the revision, would conflict.
    async fn followers(&self, game: &Game) -> Result<Arc<Followers>> {
        if let Some((revision, followers)) = self.recent_followers.get(game.id.as_str())
            && revision == game.followers_revision
        {
            return Ok(followers);
        }
        let followers = Arc::new(self.forecast_store.followers(&game.id).await?);
        self.recent_followers.put(game.id.as_str(), (game.followers_revision, Arc::clone(&followers)));
        Ok(followers)
    }

    /// The game as stored now, if there is one (unlike [`Games::game`], no game is not an
    /// error).
    pub async fn find(&self, id: &GameId) -> Result<Option<Game>> {
        let game = self.game_store.game(id).await?;
        if let Some(game) = &game {
            // A game of an upload made in another process: its rules are read here first.
            crate::variants::ensure(self.variant_file_store.as_ref(), &game.variant).await?;
        }
        Ok(game)
    }

    /// The game's rules state at its current position, with its repetition window. The
    /// position is read once; its history is given to it after.
    pub async fn state(&self, game: &Game) -> Result<Box<dyn GameState>> {
        let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
        let variant = open_variant(&game.variant, &game.options).map_err(corrupt)?;
        let mut state = variant.load(&game.position).map_err(|e| corrupt(e.to_string()))?;
        let history = self.history_before(game, variant.as_ref(), &*state).await?;
        state.set_history(&history.keys);
        // The games that judge a repetition by chases (xiangqi) are told them too.
        if history.chases.iter().any(Option::is_some) {
            state.set_chases(&history.chases);
        }
        Ok(state)
    }

    /// The keys of the positions before the current one in its repetition window, oldest first.
    pub async fn earlier_keys(&self, game: &Game, variant: &dyn Variant) -> Result<Vec<u64>> {
        let current =
            variant.load(&game.position).map_err(|e| PlayError::Corrupt(game.id.to_string(), e.to_string()))?;
        Ok(self.history_before(game, variant, &*current).await?.keys)
    }

    /// The history of `current` (the game's position, already read) in its repetition window.
    async fn history_before(&self, game: &Game, variant: &dyn Variant, current: &dyn GameState) -> Result<History> {
        let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
        let window = current.reversible_plies().map_or(game.ply, |q| (q as i64).min(game.ply));
        if window == 0 {
            return Ok(History { keys: Vec::new(), chases: Vec::new() });
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
        // What the moves into the window's positions chased, the current one's included (none
        // made the start position).
        let mut chases: Vec<Option<Chase>> = if first == 0 { vec![None] } else { Vec::new() };
        for m in moves.list.iter().filter(|m| (from as i64..=game.ply).contains(&m.ply)) {
            let chase = m.chase.as_deref().map(str::parse::<Chase>).transpose().map_err(|e| corrupt(e.to_string()))?;
            chases.push(chase);
        }
        Ok(History { keys, chases })
    }

    pub(crate) fn player_side(game: &Game, user: &User) -> Result<Side> {
        // The engine playing itself plays whichever side is to move.
        if game.players.white.id == user.id && game.players.black.id == user.id {
            return Ok(game.to_move);
        }
        game.side_of(&user.id).ok_or(PlayError::NotYourGame)
    }

    /// "The game is over: White wins by checkmate.", as playing on in it is refused.
    pub(crate) fn game_over(outcome: Outcome, sides: ortoo_rules::Sides) -> PlayError {
        PlayError::GameOver(Said::new("error-game-over").arg("result", crate::notices::outcome_said(outcome, sides)))
    }

    pub(crate) fn ensure_active(game: &Game) -> Result<()> {
        match game.outcome {
            None => Ok(()),
            Some(outcome) => Err(Self::game_over(outcome, ortoo_rules::registry::sides(&game.variant))),
        }
    }

    /// Plays a move typed by `user`, within a span `move` (the game, its variant, the ply the
    /// move would be, the way it came) and counted by its outcome (see [`crate::typed`]).
    pub async fn submit_move(
        &self,
        user: &User,
        game_id: &GameId,
        typed: Typed<'_>,
        keep: Option<&dyn Keep>,
    ) -> Result<Submitted> {
        let span = tracing::info_span!(
            "move",
            game = game_id.as_str(),
            via = typed.via.label(),
            variant = tracing::field::Empty,
            ply = tracing::field::Empty
        );
        let started = std::time::Instant::now();
        let via = typed.via;
        let result = self.submit_again(user, game_id, typed, keep, &span).instrument(span.clone()).await;
        typed::count(via, typed::Outcome::of(&result), started.elapsed());
        result
    }

    async fn submit_again(
        &self,
        user: &User,
        game_id: &GameId,
        typed: Typed<'_>,
        keep: Option<&dyn Keep>,
        span: &tracing::Span,
    ) -> Result<Submitted> {
        // A forecast entered or changed between reading it and writing the move conflicts
        // with the game as read (`PlayError::Store(Conflict)` from `try_move`): the move is
        // worked out again, a few times at most.
        for _ in 0..3 {
            match self.submit_once(user, game_id, typed.clone(), keep, span).await {
                Err(PlayError::Store(StoreError::Conflict)) => {
                    self.recent_games.remove(game_id.as_str());
                    self.recent_moves.remove(game_id.as_str());
                }
                done => return done,
            }
        }
        Err(PlayError::Busy(Said::new("error-game-too-busy")))
    }

    /// One try at the move; `span` is the move's, given its variant and ply once the game is read.
    async fn submit_once(
        &self,
        user: &User,
        game_id: &GameId,
        typed: Typed<'_>,
        keep: Option<&dyn Keep>,
        span: &tracing::Span,
    ) -> Result<Submitted> {
        let game = match self.recent_games.get(game_id.as_str()) {
            Some(cached) => cached,
            None => self.game(game_id).await?,
        };
        span.record("variant", game.variant.as_str()).record("ply", game.ply + 1);
        let seen = Expected::of(&game);
        let Typed { text, ply: expected_ply, comment, .. } = typed;
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

    /// A move judged against `game` as read: planned (worked out, nothing written), committed
    /// (one transaction with everything it brings), then published (caches, events).
    async fn try_move(
        &self,
        game: Game,
        user: &User,
        text: &str,
        expected_ply: Option<i64>,
        comment: Option<String>,
        keep: Option<&dyn Keep>,
    ) -> Result<Submitted> {
        let side = Self::player_side(&game, user)?;
        Self::ensure_active(&game)?;
        if let Some(expected) = expected_ply
            && expected != game.ply
        {
            return Err(PlayError::StalePly { current: game.ply, expected });
        }
        if game.to_move != side {
            return Err(PlayError::NotYourTurn(game.to_move, ortoo_rules::registry::sides(&game.variant)));
        }
        if comment.as_ref().is_some_and(|c| c.chars().count() > MAX_COMMENT) {
            return Err(PlayError::BadRequest(Said::new("error-comment-too-long").arg("max", MAX_COMMENT)));
        }
        if is_claim(text) {
            // The comment goes with the claim to the opponent: the API's field, or `// …`.
            let typed = text.split_once("//").map(|(_, c)| c.trim().to_string());
            let comment = comment.filter(|c| !c.trim().is_empty()).or(typed).filter(|c| !c.is_empty());
            let keep = keep.map(AsMove);
            let game = self
                .draw(user, &game.id, DrawAction::Claim, comment.as_deref(), keep.as_ref().map(|k| k as &dyn Keep))
                .await?;
            return Ok(Submitted { ply: game.ply, text: "drawn".into(), game });
        }
        let mut plan = match self.plan_move(game, side, text, comment).await {
            Ok(plan) => plan,
            Err(PlanError::Over { game, rules, refusal }) => {
                // The rules say the game ended (a position the last move left): it ends now.
                self.end_as_the_rules_say(&game, &*rules).await?;
                return Err(PlayError::Refused(refusal));
            }
            Err(PlanError::Play(e)) => return Err(e),
        };
        self.commit_move(&mut plan, keep).await?;
        Ok(self.publish_move(plan))
    }

    /// Works a move out against the game as read, writing nothing: the move and, when the
    /// player it leaves to move has a forecast that answers it, their reply; the game as they
    /// leave it; the notices they send (the opponent, the watchers, a forecast's owner, the
    /// end); the engine's job if it is to move.
    async fn plan_move(
        &self,
        game: Game,
        side: Side,
        text: &str,
        comment: Option<String>,
    ) -> std::result::Result<MovePlan, PlanError> {
        let mut state = self.state(&game).await?;
        // The move as notices tell it: standard algebraic where the game has it, the notation
        // most players read (a mail to one who reads the full form says it so when it goes).
        let san = state.shown(text).ok().flatten();
        let played = match state.play(text) {
            Ok(played) => played,
            Err(refusal) if refusal.code == RefusalCode::GameOver => {
                return Err(PlanError::Over { game: Box::new(game), rules: state, refusal });
            }
            Err(refusal) => return Err(PlayError::Refused(refusal).into()),
        };
        let now = self.now();
        let mv = ortoo_core::Move {
            ply: game.ply + 1,
            side,
            text: played.accepted.canonical.clone(),
            input: text.to_string(),
            comment: comment.filter(|c| !c.trim().is_empty()).or(played.accepted.comment.clone()),
            effect: played.accepted.effect.clone(),
            position_key: state.key() as i64,
            chase: state.chase().map(|c| c.to_string()),
            at: now,
        };
        let update = self.move_update(&game, side, mv.ply, &*state, played.outcome, now).await?;
        let after_move = game.clone().updated(&update, now);
        // The player this move leaves to move may have a forecast that answers it: the reply
        // is played now, in this move's transaction. Who watches the game comes with it.
        let followers = self.followers(&game).await?;
        let watchers = &followers.watchers;
        let forecast = followers.forecast_of(after_move.player_to_move()).cloned();
        let answer = self.forecast_answer(&game, &after_move, &mv, &*state, forecast).await?;
        let after = match &answer.reply {
            Some(reply) => after_move.clone().updated(&reply.update, now),
            None => after_move.clone(),
        };
        let told = told_as(&mv, san);
        let told_reply = answer.reply.as_ref().map(|r| told_as(&r.mv, state.shown(&r.mv.text).ok().flatten()));
        let mut notices = match (&answer.reply, &told_reply) {
            (Some(reply), Some(told_reply)) => {
                let owner = after_move.player_to_move().to_string();
                vec![self.composer.forecast_played(&after, &owner, &told, told_reply, reply.goes_on)]
            }
            _ => Vec::new(),
        };
        let last_move = told_reply.as_ref().unwrap_or(&told);
        if !after.is_active() {
            notices.extend(self.over_notices(&after, None));
        } else {
            let last = (last_move.text.as_str(), last_move.comment.as_deref(), last_move.effect.as_deref());
            notices.extend(for_people(vec![self.composer.turn(&after, (after.player_to_move()).as_str(), Some(last))]));
        }
        // The game's watchers hear of every move, in the move's own transaction. (One watching
        // from now on may miss this move; they will see the next.)
        notices.extend(watchers.iter().map(|w| self.composer.watched(&after_move, w.as_str(), &told)));
        if let Some(told_reply) = &told_reply {
            notices.extend(watchers.iter().map(|w| self.composer.watched(&after, w.as_str(), told_reply)));
        }
        let job = job_for(&after);
        let (ply, text) = (mv.ply, mv.text.clone());
        let mut played = vec![(mv, update)];
        let rules = match answer.reply {
            Some(reply) => {
                played.push((reply.mv, reply.update));
                reply.state
            }
            None => state,
        };
        let queued = job.is_some();
        Ok(MovePlan { before: game, ply, text, played, after, notices, job, queued, forecast: answer.write, rules })
    }

    /// Stores a planned move, with everything it brings, if the game is still as it was read;
    /// then grows the cached moves in place. The notices and the job go to the store.
    async fn commit_move(&self, plan: &mut MovePlan, keep: Option<&dyn Keep>) -> Result<()> {
        let game = &plan.before;
        // The moves after this one, grown in place once the move is stored: the cached list stays
        // in the cache while the move is written, for readers of the game as it still is (the
        // notifier, mailing the move before), and is taken out only to grow (not copied, unless
        // a reader still holds it). An answer to keep is drawn now without the moves (a kept
        // answer leaves them out), and given them once they have grown; they are read now if
        // they are not cached, so that nothing can fail after the write.
        let grown = |mut moves: Arc<Moves>| {
            let list = Arc::make_mut(&mut moves);
            for (m, _) in &plan.played {
                list.push(m.clone());
            }
            moves
        };
        let moves_before = match keep {
            Some(_) => Some(self.moves(game).await?),
            None => None,
        };
        let kept = keep.and_then(|keep| {
            let view = View { game: &plan.after, moves: None, rules: &*plan.rules };
            keep.keep(Done::Played { ply: plan.ply, text: &plan.text, view })
        });
        let expected = Expected::of(game);
        let notices = std::mem::take(&mut plan.notices);
        match self
            .game_store
            .record_moves(&game.id, &expected, &plan.played, notices, plan.job.take(), kept.as_ref(), &plan.forecast)
            .await
        {
            Ok(()) => {
                let cached = self.recent_moves.take(game.id.as_str()).filter(|moves| moves.are_of(game));
                // Ours is the cached list itself, or the one read: holding both would copy it.
                let base = match cached {
                    Some(cached) => {
                        drop(moves_before);
                        Some(cached)
                    }
                    None => moves_before,
                };
                if let Some(moves) = base.map(grown) {
                    if let Some(keep) = keep {
                        keep.settled(&moves);
                    }
                    self.recent_moves.put(game.id.as_str(), moves);
                }
                Ok(())
            }
            // The game as read but its followers not (a forecast or a watcher came or went
            // meanwhile). The caller works the move out again (see `submit_move`).
            Err(StoreError::Conflict)
                if self.game(&game.id).await.is_ok_and(|now| {
                    Expected { followers_revision: expected.followers_revision, ..Expected::of(&now) } == expected
                }) =>
            {
                Err(PlayError::Store(StoreError::Conflict))
            }
            Err(StoreError::Conflict) => Err(self.stale(game).await),
            Err(e) => Err(e.into()),
        }
    }

    /// Tells of a stored move: the notifier and the engine's workers woken, the game cached as
    /// it now stands, each move's event and the end's.
    fn publish_move(&self, plan: MovePlan) -> Submitted {
        self.outbox.notify_one();
        if plan.queued {
            self.wake_engine();
        }
        let mut game = plan.after;
        game.followers_revision += i64::from(plan.forecast.changes());
        self.recent_games.put(game.id.as_str(), game.clone());
        for (m, _) in &plan.played {
            self.events.publish(Event {
                stream: Some(Stream::Game(game.id.clone())),
                // White first: a listener tells the mover from the player told by `side`.
                users: vec![game.players.white.id.clone(), game.players.black.id.clone()],
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
        Submitted { ply: plan.ply, text: plan.text, game }
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
                        let next_id = game.player(next);
                        let before = game.clocks();
                        // The next player's vacation is read just before the move's transaction:
                        // a vacation started by another process in between misses this one
                        // game's shift (a window of milliseconds, accepted rather than reading
                        // the player's row under a lock on every move).
                        tc.after_move(before, side, now, self.settings_store.pause_ms(next_id, now).await?)
                    }
                    None => ClockState::default(),
                };
                GameUpdate {
                    position: state.position_text(),
                    ply,
                    to_move: next,
                    deadline: clocks.deadline,
                    banks_ms: clocks.banks_ms,
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
        match self.game_store.game(&seen.id).await {
            Ok(Some(now)) if !now.is_active() => {
                Self::ensure_active(&now).err().unwrap_or(PlayError::StalePly { current: now.ply, expected: seen.ply })
            }
            Ok(Some(now)) => PlayError::StalePly { current: now.ply, expected: seen.ply },
            Ok(None) => PlayError::NotFound(Missing::Game),
            Err(e) => e.into(),
        }
    }

    /// The answer `keep` draws from `game` as an action is about to leave it, with its moves and
    /// rules.
    pub(crate) async fn keep_game(&self, keep: Option<&dyn Keep>, game: &Game) -> Result<Option<KeptAnswer>> {
        let Some(keep) = keep else { return Ok(None) };
        let moves = self.moves(game).await?;
        let rules = self.state(game).await?;
        Ok(keep.keep(Done::Game(View { game, moves: Some(&moves), rules: &*rules })))
    }

    fn publish_end(&self, game: &Game) {
        self.events.publish(Event {
            stream: Some(Stream::Game(game.id.clone())),
            users: vec![game.players.white.id.clone(), game.players.black.id.clone()],
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
            // Nothing hears when the process is shutting down; the clock pairs it then.
            let _ = self.round_ends.send(seat.tournament_id.clone());
        }
    }

    /// Ends every active game whose move deadline has passed by `now`: the player to move loses
    /// on time. The write is conditional on the game as read, so a move that lands first wins
    /// the race, and a game ends once however many schedulers look. Returns how many ended.
    pub async fn enforce_deadlines(&self, now: Timestamp) -> Result<usize> {
        let mut ended = 0;
        for game in self.game_store.expired_games(now).await? {
            let outcome = Outcome::Win { winner: !game.to_move, reason: ortoo_rules::Reason::Timeout };
            if self.finish(&game, outcome, now, None).await?.is_some() {
                ended += 1;
            }
        }
        Ok(ended)
    }

    /// Ends a game stored as going on whose rules say it is over (its position is already
    /// decided: a start with no legal move, in a game begun before such starts were refused),
    /// with the rules' result, as a move that ended it would have; it is rated as any game that
    /// ends before both sides have moved is: not at all. Whoever finds it so ends it (a player's
    /// move or claim, the engine's turn); the write is conditional on the game as read, so it
    /// ends once. Returns the game as ended, or `None` when the rules see it going on or another
    /// write came first.
    pub async fn end_as_the_rules_say(&self, game: &Game, state: &dyn GameState) -> Result<Option<Game>> {
        let Some(outcome) = state.outcome().filter(|_| game.is_active()) else { return Ok(None) };
        let ended = self.finish(game, outcome, self.now(), None).await?;
        if ended.is_some() {
            tracing::warn!(game = %game.id, %outcome, "a game stored as going on was over by its rules: ended");
        }
        Ok(ended)
    }

    /// Ends `game`, as read, with `outcome` at `now`: its players and watchers told, the answer
    /// kept under its key if one is given, the end published. The game as ended, or `None` when
    /// another write came first (the write is conditional on the game as read).
    async fn finish(
        &self,
        game: &Game,
        outcome: Outcome,
        now: Timestamp,
        keep: Option<&dyn Keep>,
    ) -> Result<Option<Game>> {
        let update = GameUpdate::finished(outcome, game.position.clone(), game.ply, game.to_move);
        let after = game.clone().updated(&update, now);
        let mut notices = self.over_notices(&after, None);
        notices.extend(self.end_for_watchers(&after).await?);
        let kept = self.keep_game(keep, &after).await?;
        if !self.game_store.update_game(&game.id, &Expected::of(game), &update, now, notices, kept.as_ref()).await? {
            return Ok(None);
        }
        self.outbox.notify_one();
        let ended = self.game(&game.id).await?;
        self.publish_end(&ended);
        Ok(Some(ended))
    }

    /// [`Games::end_as_the_rules_say`] of the game as stored now.
    pub async fn settle(&self, game_id: &GameId) -> Result<Option<Game>> {
        let game = self.game(game_id).await?;
        if !game.is_active() {
            return Ok(None);
        }
        let state = self.state(&game).await?;
        self.end_as_the_rules_say(&game, &*state).await
    }

    /// Resigns the game. A resignation does not depend on the position, so one that meets a
    /// move landing first (the opponent's, a forecast's) is made again on the game as it now
    /// is, rather than refused as stale: only the game's end refuses it.
    pub async fn resign(&self, user: &User, game_id: &GameId, keep: Option<&dyn Keep>) -> Result<Game> {
        let mut game = self.game(game_id).await?;
        for _ in 0..5 {
            let side = Self::player_side(&game, user)?;
            Self::ensure_active(&game)?;
            let outcome = Outcome::Win { winner: !side, reason: ortoo_rules::Reason::Resignation };
            if let Some(ended) = self.finish(&game, outcome, self.now(), keep).await? {
                return Ok(ended);
            }
            game = match self.game_store.game(game_id).await? {
                Some(now) => now,
                None => return Err(PlayError::NotFound(Missing::Game)),
            };
        }
        Err(self.stale(&game).await)
    }

    /// Offers, accepts, declines or claims a draw. `comment` is passed on to the opponent when
    /// the action ends the game.
    pub async fn draw(
        &self,
        user: &User,
        game_id: &GameId,
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
                None => match self.game_store.game(game_id).await? {
                    Some(now) => game = now,
                    None => return Err(PlayError::NotFound(Missing::Game)),
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
        let game_id = &game.id;
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
        let no_offer = || PlayError::Conflict { code: "no_draw_offer", detail: Said::new("error-no-draw-offer") };
        let update = match action {
            DrawAction::Offer if offer == Some(side) => {
                return Err(PlayError::Conflict {
                    code: "draw_offered",
                    detail: Said::new("error-draw-offered-already"),
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
                        ortoo_i18n::Said::new("refusal-claim-on-own-turn"),
                    )));
                }
                let mut state = self.state(game).await?;
                let outcome = match state.claim_draw() {
                    Ok(outcome) => outcome,
                    Err(refusal) => {
                        if refusal.code == RefusalCode::GameOver {
                            self.end_as_the_rules_say(game, &*state).await?;
                        }
                        return Err(PlayError::Refused(refusal));
                    }
                };
                GameUpdate::finished(outcome, game.position.clone(), game.ply, side)
            }
        };
        let now = self.now();
        let after = game.clone().updated(&update, now);
        let notices = if !after.is_active() {
            let mut notices =
                self.over_notices(&after, comment.map(|text| Remark { by: user.id.as_str(), text }).as_ref());
            notices.extend(self.end_for_watchers(&after).await?);
            notices
        } else if after.draw_offer == Some(side) {
            vec![self.composer.draw_offer(&after, (game.player(!side)).as_str())]
        } else {
            Vec::new()
        };
        let kept = self.keep_game(keep, &after).await?;
        if !self.game_store.update_game(&game.id, &Expected::of(game), &update, now, notices, kept.as_ref()).await? {
            return Ok(None);
        }
        self.outbox.notify_one();
        let game = self.game(game_id).await?;
        if !game.is_active() {
            self.publish_end(&game);
        } else {
            self.events.publish(Event {
                stream: Some(Stream::Game(game.id.clone())),
                users: vec![game.players.white.id.clone(), game.players.black.id.clone()],
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
            other => Err(PlayError::BadRequest(Said::new("error-draw-action").arg("action", other))),
        }
    }
}

/// The word `drawn` typed as a move claims a draw (Game Courier's convention).
fn is_claim(text: &str) -> bool {
    text.split("//").next().unwrap_or("").trim().eq_ignore_ascii_case("drawn")
}

/// A move as notices tell it: its standard algebraic form where the game has one (`Nf3`), else
/// its canonical text.
fn told_as(mv: &ortoo_core::Move, san: Option<String>) -> ortoo_core::Move {
    match san {
        Some(san) => ortoo_core::Move { text: san, ..mv.clone() },
        None => mv.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::takeback::TakebackAction;
    use crate::testing::Scene;
    use crate::typed::Via;
    use ortoo_core::store::NoticeStore;
    use ortoo_core::when::DAY_MS;
    use ortoo_core::{NoticeKind, Reason};

    /// Ann (White) and Bob (Black) in a game of chess, timed at `days` per move if given.
    async fn started(days: Option<u32>) -> (Scene, User, User, Game) {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, days).await;
        (scene, ann, bob, game)
    }

    /// Plays `texts` in turn, each by the player to move.
    async fn play(scene: &Scene, game: &Game, white: &User, black: &User, texts: &[&str]) -> Game {
        let mut game = game.clone();
        for text in texts {
            let user = if game.to_move == Side::White { white } else { black };
            game = scene.play_move(user, &game, text).await.unwrap_or_else(|e| panic!("{text} plays: {e}"));
        }
        game
    }

    /// The kinds of the notices `user` has been sent.
    async fn kinds(scene: &Scene, user: &User) -> Vec<NoticeKind> {
        let listed = scene.store.notifications_of(&user.id, false, 100).await.unwrap();
        listed.into_iter().filter_map(|n| n.kind).collect()
    }

    fn count(kinds: &[NoticeKind], kind: NoticeKind) -> usize {
        kinds.iter().filter(|k| **k == kind).count()
    }

    /// Knights out and back twice: the start position stands for the third time, White to move.
    const REPEAT: [&str; 8] = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"];

    /// Fool's mate: Black mates at ply 4.
    const FOOLS_MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];

    fn is_conflict(result: &Result<impl std::fmt::Debug>, expected: &str) -> bool {
        matches!(result, Err(PlayError::Conflict { code, .. }) if *code == expected)
    }

    fn refusal_code<T: std::fmt::Debug>(result: Result<T>) -> RefusalCode {
        match result {
            Err(PlayError::Refused(refusal)) => refusal.code,
            other => panic!("a refusal by the rules, not {other:?}"),
        }
    }

    #[tokio::test]
    async fn a_challenge_becomes_a_game_with_the_first_players_clock_running() {
        let (scene, ann, bob, game) = started(Some(3)).await;
        assert_eq!(
            (game.players.white.id.as_str(), game.players.black.id.as_str()),
            (ann.id.as_str(), bob.id.as_str())
        );
        assert_eq!((game.ply, game.to_move, game.outcome), (0, Side::White, None));
        assert_eq!(game.deadline, Some(scene.now() + 3 * DAY_MS));
        assert_eq!(game.start_position, game.position);
    }

    #[tokio::test]
    async fn an_unknown_game_is_not_found() {
        let scene = Scene::new().await;
        assert!(matches!(
            scene.play.games.game(&GameId::from_text("no-such-game")).await,
            Err(PlayError::NotFound(Missing::Game))
        ));
        assert!(scene.play.games.find(&GameId::from_text("no-such-game")).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_player_cannot_watch_their_own_game() {
        let (scene, ann, _, game) = started(None).await;
        let watched = scene.play.games.watch(&ann, &game.id).await;
        assert!(is_conflict(&watched, "own_game"), "{watched:?}");
        assert!(!scene.play.games.watching(&ann, &game.id).await.unwrap());
    }

    #[tokio::test]
    async fn a_stranger_watches_a_game_once_until_they_stop() {
        let (scene, _, _, game) = started(None).await;
        let cid = scene.player("Cid").await;
        let games = &scene.play.games;
        assert!(games.watch(&cid, &game.id).await.unwrap(), "a new watcher");
        assert!(!games.watch(&cid, &game.id).await.unwrap(), "watching already");
        assert!(games.watching(&cid, &game.id).await.unwrap());
        assert!(games.unwatch(&cid, &game.id).await.unwrap(), "was watching");
        assert!(!games.unwatch(&cid, &game.id).await.unwrap(), "no longer watching");
        assert!(!games.watching(&cid, &game.id).await.unwrap());
    }

    #[tokio::test]
    async fn watching_a_game_that_does_not_exist_is_refused() {
        let scene = Scene::new().await;
        let cid = scene.player("Cid").await;
        assert!(matches!(
            scene.play.games.watch(&cid, &GameId::from_text("no-such-game")).await,
            Err(PlayError::NotFound(Missing::Game))
        ));
        assert!(matches!(
            scene.play.games.unwatch(&cid, &GameId::from_text("no-such-game")).await,
            Err(PlayError::NotFound(Missing::Game))
        ));
    }

    #[tokio::test]
    async fn a_watcher_hears_of_every_move_and_of_the_end() {
        let (scene, ann, bob, game) = started(None).await;
        let cid = scene.player("Cid").await;
        scene.play.games.watch(&cid, &game.id).await.unwrap();
        let game = play(&scene, &game, &ann, &bob, &["e2e4", "e7e5"]).await;
        assert_eq!(count(&kinds(&scene, &cid).await, NoticeKind::Watched), 2, "one a move");
        scene.play.games.resign(&bob, &game.id, None).await.unwrap();
        assert_eq!(count(&kinds(&scene, &cid).await, NoticeKind::Watched), 3, "and the end");
    }

    #[tokio::test]
    async fn a_move_is_played_and_the_opponent_told_it_is_their_turn() {
        let (scene, ann, bob, game) = started(Some(3)).await;
        scene.wait(DAY_MS);
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        assert_eq!((after.ply, after.to_move), (1, Side::Black));
        assert_eq!(after.deadline, Some(scene.now() + 3 * DAY_MS), "Black's days run from the move");
        let stored = scene.play.games.game(&game.id).await.unwrap();
        assert_eq!((stored.ply, stored.position.as_str()), (1, after.position.as_str()));
        let moves = scene.play.games.moves(&stored).await.unwrap();
        assert_eq!(moves.list.len(), 1);
        assert_eq!((moves.list[0].side, moves.list[0].input.as_str()), (Side::White, "e2e4"));
        assert_eq!(count(&kinds(&scene, &bob).await, NoticeKind::Turn), 1);
    }

    #[tokio::test]
    async fn a_move_out_of_turn_is_refused() {
        let (scene, ann, bob, game) = started(None).await;
        assert!(matches!(scene.play_move(&bob, &game, "e7e5").await, Err(PlayError::NotYourTurn(Side::White, _))));
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        assert!(matches!(scene.play_move(&ann, &after, "d2d4").await, Err(PlayError::NotYourTurn(Side::Black, _))));
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().ply, 1, "nothing played");
    }

    #[tokio::test]
    async fn a_move_by_someone_outside_the_game_is_refused() {
        let (scene, _, _, game) = started(None).await;
        let cid = scene.player("Cid").await;
        assert!(matches!(scene.play_move(&cid, &game, "e2e4").await, Err(PlayError::NotYourGame)));
    }

    #[tokio::test]
    async fn a_move_sent_against_an_older_position_is_stale() {
        let (scene, ann, bob, game) = started(None).await;
        scene.play_move(&ann, &game, "e2e4").await.unwrap();
        let typed = Typed::new(Via::Api, "e7e5", Some(0), None);
        let sent = scene.play.games.submit_move(&bob, &game.id, typed, None).await;
        assert!(matches!(sent, Err(PlayError::StalePly { current: 1, expected: 0 })), "{sent:?}");
        let typed = Typed::new(Via::Api, "e7e5", Some(1), None);
        assert_eq!(scene.play.games.submit_move(&bob, &game.id, typed, None).await.unwrap().ply, 2);
    }

    #[tokio::test]
    async fn a_move_the_rules_refuse_is_not_played() {
        let (scene, ann, _, game) = started(None).await;
        assert_eq!(refusal_code(scene.play_move(&ann, &game, "e2e5").await), RefusalCode::Illegal);
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().ply, 0);
    }

    #[tokio::test]
    async fn a_comment_longer_than_the_limit_is_refused() {
        let (scene, ann, _, game) = started(None).await;
        let long = Typed::new(Via::Api, "e2e4", None, Some("x".repeat(MAX_COMMENT + 1)));
        let sent = scene.play.games.submit_move(&ann, &game.id, long, None).await;
        assert!(matches!(sent, Err(PlayError::BadRequest(_))), "{sent:?}");
        let full = Typed::new(Via::Api, "e2e4", None, Some("x".repeat(MAX_COMMENT)));
        let played = scene.play.games.submit_move(&ann, &game.id, full, None).await.unwrap();
        let moves = scene.play.games.moves(&played.game).await.unwrap();
        assert_eq!(moves.list[0].comment.as_ref().map(String::len), Some(MAX_COMMENT));
    }

    #[tokio::test]
    async fn a_move_in_a_finished_game_is_refused() {
        let (scene, ann, _, game) = started(None).await;
        scene.play.games.resign(&ann, &game.id, None).await.unwrap();
        assert!(matches!(scene.play_move(&ann, &game, "e2e4").await, Err(PlayError::GameOver(_))));
    }

    #[tokio::test]
    async fn a_mate_ends_the_game_and_both_players_are_told() {
        let (scene, ann, bob, game) = started(Some(3)).await;
        let over = play(&scene, &game, &ann, &bob, &FOOLS_MATE).await;
        assert_eq!(over.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Checkmate }));
        let stored = scene.play.games.game(&game.id).await.unwrap();
        assert_eq!((stored.status(), stored.finished_at), (GameStatus::Finished, Some(scene.now())));
        assert_eq!(count(&kinds(&scene, &ann).await, NoticeKind::GameOver), 1);
        assert_eq!(count(&kinds(&scene, &bob).await, NoticeKind::GameOver), 1);
    }

    #[tokio::test]
    async fn a_move_by_the_player_offered_a_draw_declines_it_and_the_offerers_does_not() {
        let (scene, ann, bob, game) = started(None).await;
        let games = &scene.play.games;
        games.draw(&ann, &game.id, DrawAction::Offer, None, None).await.unwrap();
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        assert_eq!(after.draw_offer, Some(Side::White), "the offerer's own move keeps it");
        let after = scene.play_move(&bob, &after, "e7e5").await.unwrap();
        assert_eq!(after.draw_offer, None, "the move of the player offered it declines it");
        assert_eq!(games.game(&game.id).await.unwrap().draw_offer, None);
    }

    #[tokio::test]
    async fn a_move_answers_a_request_to_take_one_back() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let asked = scene.play.games.takeback(&ann, &game.id, TakebackAction::Offer, None).await.unwrap();
        assert_eq!(asked.takeback_offer, Some(Side::White));
        let after = scene.play_move(&bob, &asked, "e7e5").await.unwrap();
        assert_eq!(after.takeback_offer, None);
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().takeback_offer, None);
    }

    #[tokio::test]
    async fn drawn_typed_as_a_move_claims_a_draw_the_rules_allow() {
        let (scene, ann, bob, game) = started(None).await;
        assert_eq!(refusal_code(scene.play_move(&ann, &game, "drawn").await), RefusalCode::ClaimRefused);
        let game = play(&scene, &game, &ann, &bob, &REPEAT).await;
        let typed = Typed::new(Via::Api, "Drawn // a third time", None, None);
        let claimed = scene.play.games.submit_move(&ann, &game.id, typed, None).await.unwrap();
        assert_eq!((claimed.text.as_str(), claimed.ply), ("drawn", 8));
        assert_eq!(claimed.game.outcome, Some(Outcome::Draw { reason: Reason::Repetition }));
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().status(), GameStatus::Finished);
    }

    #[tokio::test]
    async fn a_game_read_before_its_latest_moves_has_only_its_own_moves() {
        let (scene, ann, bob, game) = started(None).await;
        let early = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let later = play(&scene, &early, &ann, &bob, &["e7e5", "g1f3"]).await;
        assert_eq!(scene.play.games.moves(&early).await.unwrap().list.len(), 1);
        let all = scene.play.games.moves(&later).await.unwrap();
        assert_eq!(all.list.iter().map(|m| m.ply).collect::<Vec<_>>(), [1, 2, 3]);
    }

    #[tokio::test]
    async fn a_game_read_before_its_moves_were_taken_back_is_stale() {
        let (scene, ann, bob, game) = started(None).await;
        let read = play(&scene, &game, &ann, &bob, &["e2e4", "e7e5"]).await;
        let games = &scene.play.games;
        games.takeback(&ann, &game.id, TakebackAction::Offer, None).await.unwrap();
        games.takeback(&bob, &game.id, TakebackAction::Accept, None).await.unwrap();
        let moves = games.moves(&read).await;
        assert!(matches!(moves, Err(PlayError::StalePly { current: 0, expected: 2 })), "{moves:?}");
    }

    #[tokio::test]
    async fn the_repetition_window_holds_the_positions_since_the_last_irreversible_move() {
        let (scene, ann, bob, game) = started(None).await;
        let variant = open_variant("chess", &game.options).unwrap();
        let start_key = variant.load(&game.start_position).unwrap().key();
        let knights = play(&scene, &game, &ann, &bob, &["g1f3", "g8f6"]).await;
        let keys = scene.play.games.earlier_keys(&knights, variant.as_ref()).await.unwrap();
        assert_eq!(keys.len(), 2);
        assert_eq!(keys[0], start_key);
        let moves = scene.play.games.moves(&knights).await.unwrap();
        assert_eq!(keys[1], moves.list[0].position_key as u64);
        let pawn = play(&scene, &knights, &ann, &bob, &["e2e4"]).await;
        assert!(scene.play.games.earlier_keys(&pawn, variant.as_ref()).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_player_who_lets_the_deadline_pass_loses_on_time() {
        let (scene, ann, bob, game) = started(Some(3)).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        scene.wait(3 * DAY_MS + 1);
        assert_eq!(scene.play.games.enforce_deadlines(scene.now()).await.unwrap(), 1);
        let ended = scene.play.games.game(&game.id).await.unwrap();
        assert_eq!(ended.outcome, Some(Outcome::Win { winner: Side::White, reason: Reason::Timeout }));
        assert_eq!(count(&kinds(&scene, &bob).await, NoticeKind::GameOver), 1);
        assert_eq!(scene.play.games.enforce_deadlines(scene.now()).await.unwrap(), 0, "ended once");
    }

    #[tokio::test]
    async fn a_game_within_its_deadline_or_untimed_goes_on() {
        let (scene, ann, bob, timed) = started(Some(3)).await;
        let untimed = scene.game("chess", &ann, &bob, None).await;
        scene.wait(3 * DAY_MS - 1);
        assert_eq!(scene.play.games.enforce_deadlines(scene.now()).await.unwrap(), 0);
        scene.wait(30 * DAY_MS);
        assert_eq!(scene.play.games.enforce_deadlines(scene.now()).await.unwrap(), 1);
        assert!(!scene.play.games.game(&timed.id).await.unwrap().is_active());
        assert!(scene.play.games.game(&untimed.id).await.unwrap().is_active(), "no deadline to pass");
    }

    /// Stores `game` as going on at ply 0 in the position Fool's mate leaves (Black has mated).
    async fn stored_mated(scene: &Scene, game: &Game) -> Game {
        let variant = open_variant(&game.variant, &game.options).unwrap();
        let mut state = variant.load(&game.start_position).unwrap();
        for text in FOOLS_MATE {
            state.play(text).unwrap();
        }
        let update = GameUpdate { position: state.position_text(), ..GameUpdate::unchanged(game) };
        let now = scene.now();
        assert!(scene.store.update_game(&game.id, &Expected::of(game), &update, now, Vec::new(), None).await.unwrap());
        scene.play.games.game(&game.id).await.unwrap()
    }

    #[tokio::test]
    async fn a_game_the_rules_see_going_on_is_not_ended_as_they_say() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        assert!(scene.play.games.settle(&game.id).await.unwrap().is_none());
        let state = scene.play.games.state(&game).await.unwrap();
        assert!(scene.play.games.end_as_the_rules_say(&game, &*state).await.unwrap().is_none());
        assert!(scene.play.games.game(&game.id).await.unwrap().is_active());
    }

    #[tokio::test]
    async fn a_game_stored_as_going_on_in_a_decided_position_is_ended_as_the_rules_say() {
        let (scene, _, _, game) = started(None).await;
        let mated = stored_mated(&scene, &game).await;
        assert!(mated.is_active());
        let ended = scene.play.games.settle(&game.id).await.unwrap().expect("ended");
        assert_eq!(ended.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Checkmate }));
        assert!(scene.play.games.settle(&game.id).await.unwrap().is_none(), "ended once");
        let state = scene.play.games.state(&mated).await.unwrap();
        assert!(scene.play.games.end_as_the_rules_say(&mated, &*state).await.unwrap().is_none(), "the write is late");
    }

    #[tokio::test]
    async fn a_move_in_a_game_over_by_its_rules_ends_it_and_is_refused() {
        let (scene, ann, _, game) = started(None).await;
        let mated = stored_mated(&scene, &game).await;
        assert_eq!(refusal_code(scene.play_move(&ann, &mated, "e2e4").await), RefusalCode::GameOver);
        let ended = scene.play.games.game(&game.id).await.unwrap();
        assert_eq!(ended.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Checkmate }));
    }

    #[tokio::test]
    async fn a_resignation_gives_the_opponent_the_win_on_either_turn() {
        let (scene, ann, bob, game) = started(None).await;
        let ended = scene.play.games.resign(&bob, &game.id, None).await.unwrap();
        assert_eq!(ended.outcome, Some(Outcome::Win { winner: Side::White, reason: Reason::Resignation }));
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().outcome, ended.outcome);
        assert_eq!(count(&kinds(&scene, &ann).await, NoticeKind::GameOver), 1);
        assert_eq!(count(&kinds(&scene, &bob).await, NoticeKind::GameOver), 1);
    }

    #[tokio::test]
    async fn only_a_player_resigns_and_only_while_the_game_is_on() {
        let (scene, ann, bob, game) = started(None).await;
        let cid = scene.player("Cid").await;
        assert!(matches!(scene.play.games.resign(&cid, &game.id, None).await, Err(PlayError::NotYourGame)));
        scene.play.games.resign(&ann, &game.id, None).await.unwrap();
        assert!(matches!(scene.play.games.resign(&bob, &game.id, None).await, Err(PlayError::GameOver(_))));
        assert!(matches!(
            scene.play.games.resign(&ann, &GameId::from_text("no-such-game"), None).await,
            Err(PlayError::NotFound(Missing::Game))
        ));
    }

    #[tokio::test]
    async fn a_draw_offer_stands_until_answered_and_the_opponent_is_told() {
        let (scene, ann, bob, game) = started(None).await;
        let offered = scene.play.games.draw(&ann, &game.id, DrawAction::Offer, None, None).await.unwrap();
        assert_eq!((offered.draw_offer, offered.is_active()), (Some(Side::White), true));
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().draw_offer, Some(Side::White));
        assert_eq!(count(&kinds(&scene, &bob).await, NoticeKind::DrawOffer), 1);
        let again = scene.play.games.draw(&ann, &game.id, DrawAction::Offer, None, None).await;
        assert!(is_conflict(&again, "draw_offered"), "{again:?}");
    }

    #[tokio::test]
    async fn an_accepted_draw_offer_draws_the_game() {
        let (scene, ann, bob, game) = started(None).await;
        scene.play.games.draw(&ann, &game.id, DrawAction::Offer, None, None).await.unwrap();
        let drawn = scene.play.games.draw(&bob, &game.id, DrawAction::Accept, Some("fair"), None).await.unwrap();
        assert_eq!(drawn.outcome, Some(Outcome::Draw { reason: Reason::Agreement }));
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().status(), GameStatus::Finished);
        assert_eq!(count(&kinds(&scene, &ann).await, NoticeKind::GameOver), 1);
    }

    #[tokio::test]
    async fn offering_a_draw_to_a_player_who_offered_one_agrees_to_it() {
        let (scene, ann, bob, game) = started(None).await;
        scene.play.games.draw(&bob, &game.id, DrawAction::Offer, None, None).await.unwrap();
        let drawn = scene.play.games.draw(&ann, &game.id, DrawAction::Offer, None, None).await.unwrap();
        assert_eq!(drawn.outcome, Some(Outcome::Draw { reason: Reason::Agreement }));
    }

    #[tokio::test]
    async fn a_declined_draw_offer_is_gone_and_the_game_goes_on() {
        let (scene, ann, bob, game) = started(None).await;
        scene.play.games.draw(&ann, &game.id, DrawAction::Offer, None, None).await.unwrap();
        let declined = scene.play.games.draw(&bob, &game.id, DrawAction::Decline, None, None).await.unwrap();
        assert_eq!((declined.draw_offer, declined.is_active()), (None, true));
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().draw_offer, None);
    }

    #[tokio::test]
    async fn a_draw_is_accepted_or_declined_only_when_the_opponent_offered_one() {
        let (scene, ann, bob, game) = started(None).await;
        let games = &scene.play.games;
        for action in [DrawAction::Accept, DrawAction::Decline] {
            let answered = games.draw(&bob, &game.id, action, None, None).await;
            assert!(is_conflict(&answered, "no_draw_offer"), "{answered:?}");
        }
        games.draw(&ann, &game.id, DrawAction::Offer, None, None).await.unwrap();
        let own = games.draw(&ann, &game.id, DrawAction::Accept, None, None).await;
        assert!(is_conflict(&own, "no_draw_offer"), "one's own offer: {own:?}");
        assert!(games.game(&game.id).await.unwrap().is_active());
    }

    #[tokio::test]
    async fn a_draw_is_claimed_on_ones_own_turn_when_the_rules_allow_it() {
        let (scene, ann, bob, game) = started(None).await;
        let games = &scene.play.games;
        let refused = games.draw(&bob, &game.id, DrawAction::Claim, None, None).await;
        assert_eq!(refusal_code(refused), RefusalCode::ClaimRefused, "not Black's turn");
        let refused = games.draw(&ann, &game.id, DrawAction::Claim, None, None).await;
        assert_eq!(refusal_code(refused), RefusalCode::ClaimRefused, "nothing to claim");
        play(&scene, &game, &ann, &bob, &REPEAT).await;
        let drawn = games.draw(&ann, &game.id, DrawAction::Claim, None, None).await.unwrap();
        assert_eq!(drawn.outcome, Some(Outcome::Draw { reason: Reason::Repetition }));
    }

    #[tokio::test]
    async fn draw_actions_are_a_players_and_only_while_the_game_is_on() {
        let (scene, ann, bob, game) = started(None).await;
        let cid = scene.player("Cid").await;
        let games = &scene.play.games;
        assert!(matches!(games.draw(&cid, &game.id, DrawAction::Offer, None, None).await, Err(PlayError::NotYourGame)));
        games.resign(&ann, &game.id, None).await.unwrap();
        assert!(matches!(games.draw(&bob, &game.id, DrawAction::Offer, None, None).await, Err(PlayError::GameOver(_))));
    }

    #[test]
    fn draw_actions_are_read_from_their_words() {
        assert_eq!("claim".parse::<DrawAction>().unwrap(), DrawAction::Claim);
        assert_eq!("decline".parse::<DrawAction>().unwrap(), DrawAction::Decline);
        assert!(matches!("agree".parse::<DrawAction>(), Err(PlayError::BadRequest(_))));
        assert!(is_claim("drawn") && is_claim(" DRAWN // enough") && !is_claim("drawnish"));
    }

    /// Another process's services over the scene's store, with caches of their own.
    async fn other_process(scene: &Scene) -> crate::Play {
        fn write(mv: &ortoo_core::Move, out: &mut String) {
            out.push_str(&mv.text);
        }
        let composer = Composer { base_url: "https://ortoo.example".into(), replies: true, seen_grace_ms: 60_000 };
        let allowed = crate::testing::allowances();
        let settings =
            crate::Settings::load(scene.store.as_ref(), scene.clock.clone(), composer, write, allowed).await.unwrap();
        crate::Play::new(scene.store.clone(), Events::new(), settings)
    }

    #[tokio::test]
    async fn a_move_refused_on_a_game_another_process_changed_is_judged_again_on_the_game_as_it_is() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let there = other_process(&scene).await;
        let typed = Typed::new(Via::Mail, "e7e5", None, None);
        there.games.submit_move(&bob, &game.id, typed, None).await.unwrap();
        // This process still holds the game at ply 1, Black to move.
        let after = scene.play_move(&ann, &game, "g1f3").await.unwrap();
        assert_eq!(after.ply, 3);
        let moves = scene.play.games.moves(&after).await.unwrap();
        assert_eq!(moves.list.iter().map(|m| m.input.as_str()).collect::<Vec<_>>(), ["e2e4", "e7e5", "g1f3"]);
    }

    #[tokio::test]
    async fn a_forecast_entered_in_another_process_answers_the_next_move_here() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let there = other_process(&scene).await;
        let branch = ortoo_core::forecast::Branch { their: "e7e5".into(), mine: "g1f3".into(), then: Vec::new() };
        there.games.set_forecast(&ann, &game.id, vec![branch]).await.unwrap();
        // This process read the game and its followers before the forecast came.
        let after = scene.play_move(&bob, &game, "e7e5").await.unwrap();
        assert_eq!((after.ply, after.to_move), (3, Side::Black), "Ann's forecast replied");
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().ply, 3);
    }
}
