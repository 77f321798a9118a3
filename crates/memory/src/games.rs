//! Games, their moves, watchers and forecasts; ratings and what each rated game did to them.

use std::collections::{BTreeMap, BTreeSet};

use ortoo_core::forecast::{Branch, Forecast, ForecastWrite};
use ortoo_core::model::{Expected, Game, GameUpdate, Move, NewGame, NewJob, Player, Seat, white_score};
use ortoo_core::rating::{self, Glicko};
use ortoo_core::store::{
    Followers, ForecastStore, GameStore, KeptAnswer, PoolRating, RatingChange, RatingStore, Result, StoreError,
};
use ortoo_core::{BySide, GameId, GameStatus, Millis, Notice, Timestamp, TournamentId, UserId};

use crate::Tables;

/// A game as its row keeps it: its players' and tournament's names are not kept with it but
/// read with it (the players' names are left empty here, `tournament` is `None`), as the
/// SQL stores join them.
#[derive(Debug, Clone)]
pub(crate) struct GameRow {
    pub(crate) game: Game,
    /// The tournament and round it is a game of.
    pub(crate) tournament: Option<(TournamentId, i64)>,
}

/// A player's rating row in one pool.
#[derive(Debug, Clone)]
pub(crate) struct RatingRow {
    pub(crate) glicko: Glicko,
    pub(crate) games: i64,
    pub(crate) wins: i64,
    pub(crate) draws: i64,
    pub(crate) losses: i64,
    pub(crate) rated_at: Timestamp,
}

/// What one rated game did to one player's rating, with its place in their history.
#[derive(Debug, Clone)]
pub(crate) struct ChangeRow {
    pub(crate) pool: String,
    pub(crate) rating_before: f64,
    pub(crate) rating: f64,
    pub(crate) deviation: f64,
    pub(crate) at: Timestamp,
    /// Its number in the player's history in the pool (the games they had then, plus one).
    pub(crate) seq: i64,
}

#[derive(Debug, Default)]
pub(crate) struct Games {
    /// By id (ids grow with time, as `games_page` reads them).
    pub(crate) games: BTreeMap<GameId, GameRow>,
    /// By game and ply.
    pub(crate) moves: BTreeMap<(GameId, i64), Move>,
    /// By game and watcher: since when they watch.
    pub(crate) watchers: BTreeMap<(GameId, UserId), Timestamp>,
    /// By game and owner (when each was written is kept by the SQL stores, and read by none).
    pub(crate) forecasts: BTreeMap<(GameId, UserId), Forecast>,
    /// By player and pool.
    pub(crate) ratings: BTreeMap<(UserId, String), RatingRow>,
    /// By game and player.
    pub(crate) rating_changes: BTreeMap<(GameId, UserId), ChangeRow>,
}

impl Games {
    /// A new game's row, as `accept_challenge`, `start_engine_game` and `pair_round` insert it:
    /// at ply 0 from its start position, its reminders counted from `now`. An id already taken
    /// is left as it is (the SQL insert fails on it; ids are new).
    pub(crate) fn insert_game(&mut self, id: &GameId, game: NewGame, now: Timestamp) {
        if self.games.contains_key(id) {
            return;
        }
        let row = Game {
            id: id.clone(),
            variant: game.variant,
            options: game.options,
            players: BySide::new(
                Player { id: game.players.white, name: String::new(), level: game.levels.white },
                Player { id: game.players.black, name: String::new(), level: game.levels.black },
            ),
            outcome: None,
            start_position: game.position.clone(),
            position: game.position,
            ply: 0,
            to_move: game.to_move,
            days_per_move: game.days_per_move,
            deadline: game.clocks.deadline,
            draw_offer: None,
            takeback_offer: None,
            taken_back_at: None,
            followers_revision: 0,
            created_at: now,
            updated_at: now,
            finished_at: None,
            time_control: game.time_control,
            banks_ms: game.clocks.banks_ms,
            reminded_until: Some(now),
            next_reminder_at: game.next_reminder_at,
            rated: game.rated,
            tournament: None,
        };
        self.games.insert(id.clone(), GameRow { game: row, tournament: game.tournament });
    }

    /// Moves the deadlines of the active games where `user_id` is to move by `shift_ms`, as a
    /// vacation's start or end does (`set_vacation`): their reminders move with them, but never
    /// to before `now`, and the game counts as changed at `now`.
    pub(crate) fn shift_deadlines(&mut self, user_id: &UserId, shift_ms: Millis, now: Timestamp) {
        for GameRow { game, .. } in self.games.values_mut() {
            if game.outcome.is_some() || game.player_to_move() != user_id {
                continue;
            }
            let Some(deadline) = game.deadline else { continue };
            game.deadline = Some(deadline + shift_ms);
            game.next_reminder_at = game.next_reminder_at.map(|next| (next + shift_ms).max(now));
            game.updated_at = now;
        }
    }

    /// Makes the reminders of the timed active games where `user_id` is to move due at `now`,
    /// so that the next pass looks at them again with the player's new thresholds
    /// (`set_notify`). The games do not count as changed.
    pub(crate) fn remind_anew(&mut self, user_id: &UserId, now: Timestamp) {
        for GameRow { game, .. } in self.games.values_mut() {
            if game.is_active() && game.deadline.is_some() && game.player_to_move() == user_id {
                game.next_reminder_at = Some(now);
            }
        }
    }
}

/// Whether a game is still as a conditional write expects it: active, at the ply, offers,
/// history and followers it was worked out from. A history never taken back reads as taken
/// back at 0, as the SQL compares it (`COALESCE(taken_back_at, 0)`).
fn still_as(game: &Game, expected: &Expected) -> bool {
    let taken_back = |at: Option<Timestamp>| at.map_or(0, Timestamp::millis);
    game.outcome.is_none()
        && game.ply == expected.ply
        && game.draw_offer == expected.draw_offer
        && game.takeback_offer == expected.takeback_offer
        && taken_back(game.taken_back_at) == taken_back(expected.taken_back_at)
        && game.followers_revision == expected.followers_revision
}

/// The conditional update's writes: the game as `update` says at `now`, its followers' count
/// raised when the same call changes them.
fn apply(game: &mut Game, update: &GameUpdate, followers_changed: bool, now: Timestamp) {
    game.position.clone_from(&update.position);
    game.ply = update.ply;
    game.to_move = update.to_move;
    game.outcome = update.outcome;
    game.deadline = update.deadline;
    game.draw_offer = update.draw_offer;
    game.takeback_offer = update.takeback_offer;
    game.updated_at = now;
    game.finished_at = update.outcome.is_some().then_some(now);
    game.banks_ms = update.banks_ms;
    game.reminded_until = update.reminded_until;
    game.next_reminder_at = update.next_reminder_at;
    game.followers_revision += i64::from(followers_changed);
}

/// What the SQL stores' database refuses as a statement fails (a key taken, a row naming what
/// does not exist): the whole call fails and writes nothing.
fn refused(why: &str) -> StoreError {
    StoreError::Backend(why.into())
}

/// How many rows a `LIMIT` lets through: as SQLite reads it, a negative one lets all through.
fn limit(n: i64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// The most games a player's list holds, as the SQL's `LIMIT`.
const LISTED_GAMES: usize = 500;
/// The most expired games the timeout pass is handed at once, as the SQL's `LIMIT`.
const EXPIRED_BATCH: usize = 200;

/// The wins, draws and losses a score adds.
fn tally(score: f64) -> (i64, i64, i64) {
    if score > 0.75 {
        (1, 0, 0)
    } else if score < 0.25 {
        (0, 0, 1)
    } else {
        (0, 1, 0)
    }
}

impl Games {
    /// Rates the game `game_id` if `update` ends it and it is rated, in the call that ends it:
    /// both players' ratings as they stand at `now` (grown for idleness), one period of
    /// Glicko-2. A game over before each side moved is not rated, and a game is rated once.
    fn rate_game(&mut self, update: &GameUpdate, game_id: &GameId, now: Timestamp) {
        let Some(outcome) = update.outcome.filter(|_| update.ply >= rating::FIRST_RATED_PLY) else { return };
        let Some(GameRow { game, .. }) = self.games.get(game_id) else { return };
        if !game.rated {
            return;
        }
        let pool = game.variant.clone();
        let (white_id, black_id) = (game.players.white.id.clone(), game.players.black.id.clone());
        for id in [&white_id, &black_id] {
            self.ratings.entry((id.clone(), pool.clone())).or_insert(RatingRow {
                glicko: rating::START,
                games: 0,
                wins: 0,
                draws: 0,
                losses: 0,
                rated_at: now,
            });
        }
        let held = |id: &UserId| {
            self.ratings.get(&(id.clone(), pool.clone())).map(|row| row.glicko.idle_until(row.rated_at, now))
        };
        let (Some(white), Some(black)) = (held(&white_id), held(&black_id)) else { return };
        let white_score = white_score(&outcome);
        let (white_after, black_after) = rating::after_game(white, black, white_score);
        let sides = [(white_id, white, white_after, white_score), (black_id, black, black_after, 1.0 - white_score)];
        for (id, before, after, score) in sides {
            let change_key = (game_id.clone(), id.clone());
            if self.rating_changes.contains_key(&change_key) {
                continue;
            }
            let Some(row) = self.ratings.get_mut(&(id, pool.clone())) else { continue };
            self.rating_changes.insert(
                change_key,
                ChangeRow {
                    pool: pool.clone(),
                    rating_before: before.rating,
                    rating: after.rating,
                    deviation: after.deviation,
                    at: now,
                    seq: row.games + 1,
                },
            );
            let (wins, draws, losses) = tally(score);
            row.glicko = after;
            row.games += 1;
            row.wins += wins;
            row.draws += draws;
            row.losses += losses;
            row.rated_at = now;
        }
    }

    /// Whether a game is kept.
    fn has_game(&self, id: &GameId) -> bool {
        self.games.contains_key(id)
    }

    /// A change to a game's followers (its forecasts or watchers), counted on the game.
    fn followers_changed(&mut self, game_id: &GameId) {
        if let Some(row) = self.games.get_mut(game_id) {
            row.game.followers_revision += 1;
        }
    }
}

impl Tables {
    /// A kept game as read, its players' and tournament's names with it; `None` if a player
    /// has no account (the SQL's inner joins). A tournament that is not found leaves the game
    /// without its seat (the SQL's left join).
    pub(crate) fn read_game(&self, row: &GameRow) -> Option<Game> {
        let mut game = row.game.clone();
        for player in game.players.iter_mut() {
            player.name = self.people.name(&player.id)?.to_string();
        }
        game.tournament = row.tournament.as_ref().and_then(|(id, round)| {
            let name = self.challenges.tournament_name(id)?;
            Some(Seat { tournament_id: id.clone(), name: name.to_string(), round: *round })
        });
        Some(game)
    }

    /// Kept games, read; a game whose player has no account is left out.
    fn read_games<'a>(&'a self, rows: impl Iterator<Item = &'a GameRow> + 'a) -> impl Iterator<Item = Game> + 'a {
        rows.filter_map(|row| self.read_game(row))
    }

    /// Checks a write of moves all through before it changes anything, then writes it: the
    /// moves with the game after each, the engine's jobs they finish, the analyses of a game
    /// they end, the notices, the job, the forecast and the kept answer, and the rating of a
    /// game they end. Refuses as the SQL write does: a key used, the game changed meanwhile
    /// (a conflict), or a move whose ply is taken.
    fn write_moves(&mut self, game_id: &GameId, w: MovesWrite<'_>) -> Result<()> {
        let Some(at) = w.moves.last().map(|(mv, _)| mv.at) else { return Ok(()) };
        self.people.check_key(w.kept)?;
        let Some(row) = self.games.games.get(game_id) else { return Err(StoreError::Conflict) };
        let forecast_changes = w.forecast.changes();
        // The game as each move leaves it, worked out on a copy: only the first can conflict,
        // the rest follow it.
        let mut game = row.game.clone();
        let mut expected = w.expected.clone();
        let mut plies = BTreeSet::new();
        for (i, (mv, update)) in w.moves.iter().enumerate() {
            if !still_as(&game, &expected) {
                return Err(if i == 0 {
                    StoreError::Conflict
                } else {
                    StoreError::Corrupt(format!("game {game_id} changed under its own transaction"))
                });
            }
            apply(&mut game, update, i == 0 && forecast_changes, mv.at);
            if !plies.insert(mv.ply) || self.games.moves.contains_key(&(game_id.clone(), mv.ply)) {
                return Err(refused("a move of this ply is kept already"));
            }
            expected = Expected {
                ply: update.ply,
                draw_offer: update.draw_offer,
                takeback_offer: update.takeback_offer,
                taken_back_at: expected.taken_back_at,
                followers_revision: expected.followers_revision + i64::from(i == 0 && forecast_changes),
                engine_to_move: false,
            };
        }
        self.queues.check_job(w.job.as_ref())?;
        if let ForecastWrite::Owner { user_id, seen: None, after: Some(_) } = w.forecast
            && self.games.forecasts.contains_key(&(game_id.clone(), user_id.clone()))
        {
            return Err(refused("a forecast of this player is kept already"));
        }
        if let ForecastWrite::Owner { user_id, after: Some(_), .. } = w.forecast
            && self.people.user(user_id).is_none()
        {
            return Err(refused("a forecast's owner must have an account"));
        }

        // Everything holds: the writes, in the SQL's order.
        if let Some(row) = self.games.games.get_mut(game_id) {
            row.game = game;
        }
        // The engine's job for the ply it owed the move at is done with it (only the first
        // move can be the engine's: a forecast's reply follows, and only people forecast).
        let mut engine_ply = w.expected.engine_to_move.then_some(w.expected.ply);
        for (mv, update) in w.moves {
            self.games.moves.insert((game_id.clone(), mv.ply), mv.clone());
            if let Some(ply) = engine_ply.take() {
                self.queues.finish_job(game_id, ply, mv.at);
            }
            if update.outcome.is_some() && update.ply >= 1 {
                self.queues.queue_analysis(game_id, mv.at);
            }
        }
        self.queues.add_notices(&self.people, w.notices, at);
        if let Some(job) = w.job {
            self.queues.add_job(job, at);
        }
        if let ForecastWrite::Owner { user_id, seen, after } = w.forecast {
            let key = (game_id.clone(), user_id.clone());
            if seen.is_some() {
                self.games.forecasts.remove(&key);
            }
            if let Some(after) = after {
                self.games.forecasts.insert(key, after.clone());
            }
        }
        self.people.keep(w.kept, at);
        for (mv, update) in w.moves {
            self.games.rate_game(update, game_id, mv.at);
        }
        Ok(())
    }
}

/// A write of moves: a move, and the reply a forecast gave it, each with the game after it,
/// and what goes with them in their one call.
struct MovesWrite<'a> {
    expected: &'a Expected,
    moves: &'a [(Move, GameUpdate)],
    notices: Vec<Notice>,
    job: Option<NewJob>,
    kept: Option<&'a KeptAnswer>,
    forecast: &'a ForecastWrite,
}

#[async_trait::async_trait]
impl GameStore for crate::Memory {
    async fn game(&self, id: &GameId) -> Result<Option<Game>> {
        let t = self.tables();
        Ok(t.games.games.get(id).and_then(|row| t.read_game(row)))
    }

    async fn games_among(&self, ids: &[GameId]) -> Result<Vec<Game>> {
        let t = self.tables();
        let wanted: BTreeSet<&GameId> = ids.iter().collect();
        Ok(t.read_games(wanted.into_iter().filter_map(|id| t.games.games.get(id))).collect())
    }

    /// The player's games, the latest changed first.
    async fn games_of(&self, user_id: &UserId, status: Option<GameStatus>) -> Result<Vec<Game>> {
        let t = self.tables();
        let mut rows: Vec<&GameRow> = t
            .games
            .games
            .values()
            .filter(|row| {
                row.game.side_of(user_id).is_some() && status.is_none_or(|status| row.game.status() == status)
            })
            .collect();
        rows.sort_by_key(|row| std::cmp::Reverse(row.game.updated_at));
        Ok(t.read_games(rows.into_iter()).take(LISTED_GAMES).collect())
    }

    /// Ids grow with time: in the order of their ids, the games are oldest first.
    async fn games_page(&self, user_id: &UserId, after: Option<&GameId>, limit_to: i64) -> Result<Vec<Game>> {
        let t = self.tables();
        let rows = t
            .games
            .games
            .iter()
            .filter(|(id, _)| after.is_none_or(|after| *id > after))
            .map(|(_, row)| row)
            .filter(|row| row.game.side_of(user_id).is_some());
        Ok(t.read_games(rows).take(limit(limit_to)).collect())
    }

    /// A batch, the oldest deadline first.
    async fn expired_games(&self, now: Timestamp) -> Result<Vec<Game>> {
        let t = self.tables();
        let mut rows: Vec<(Timestamp, &GameRow)> = t
            .games
            .games
            .values()
            .filter(|row| row.game.is_active())
            .filter_map(|row| row.game.deadline.filter(|deadline| *deadline < now).map(|deadline| (deadline, row)))
            .collect();
        rows.sort_by_key(|(deadline, _)| *deadline);
        Ok(t.read_games(rows.into_iter().map(|(_, row)| row)).take(EXPIRED_BATCH).collect())
    }

    async fn moves(&self, game_id: &GameId) -> Result<Vec<Move>> {
        let t = self.tables();
        Ok(t.games.moves_of(game_id).cloned().collect())
    }

    async fn position_keys(&self, game_id: &GameId, after_ply: i64) -> Result<Vec<i64>> {
        let t = self.tables();
        Ok(t.games.moves_of(game_id).filter(|mv| mv.ply > after_ply).map(|mv| mv.position_key).collect())
    }

    async fn record_move(
        &self,
        game_id: &GameId,
        expected: &Expected,
        mv: &Move,
        update: &GameUpdate,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
    ) -> Result<()> {
        let moves = [(mv.clone(), update.clone())];
        self.record_moves(game_id, expected, &moves, notices, job, kept, &ForecastWrite::Untouched).await
    }

    async fn record_moves(
        &self,
        game_id: &GameId,
        expected: &Expected,
        moves: &[(Move, GameUpdate)],
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
        forecast: &ForecastWrite,
    ) -> Result<()> {
        let mut t = self.tables();
        t.write_moves(game_id, MovesWrite { expected, moves, notices, job, kept, forecast })
    }

    async fn update_game(
        &self,
        game_id: &GameId,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        t.people.check_key(kept)?;
        let Some(row) = t.games.games.get_mut(game_id).filter(|row| still_as(&row.game, expected)) else {
            return Ok(false);
        };
        apply(&mut row.game, update, false, now);
        t.queues.add_notices(&t.people, notices, now);
        if update.outcome.is_some() && update.ply >= 1 {
            t.queues.queue_analysis(game_id, now);
        }
        t.games.rate_game(update, game_id, now);
        t.people.keep(kept, now);
        Ok(true)
    }

    /// The game goes back to `update`; the moves after it, its forecasts (they answer moves of
    /// the history taken back, so its followers' count is raised) and the engine's jobs from
    /// that ply on go.
    async fn take_back(
        &self,
        game_id: &GameId,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        t.people.check_key(kept)?;
        let Some(row) = t.games.games.get_mut(game_id).filter(|row| still_as(&row.game, expected)) else {
            return Ok(false);
        };
        apply(&mut row.game, update, true, now);
        row.game.taken_back_at = Some(now);
        t.games.moves.retain(|(game, ply), _| game != game_id || *ply <= update.ply);
        t.games.forecasts.retain(|(game, _), _| game != game_id);
        t.queues.drop_jobs_from(game_id, update.ply);
        t.queues.add_notices(&t.people, notices, now);
        t.people.keep(kept, now);
        Ok(true)
    }

    async fn watch(&self, game_id: &GameId, user_id: &UserId, now: Timestamp) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        let key = (game_id.clone(), user_id.clone());
        if t.games.watchers.contains_key(&key) {
            return Ok(false);
        }
        if !t.games.has_game(game_id) || t.people.user(user_id).is_none() {
            return Err(refused("a watcher watches a game that exists, with an account"));
        }
        t.games.watchers.insert(key, now);
        t.games.followers_changed(game_id);
        Ok(true)
    }

    async fn unwatch(&self, game_id: &GameId, user_id: &UserId) -> Result<bool> {
        let mut t = self.tables();
        let removed = t.games.watchers.remove(&(game_id.clone(), user_id.clone())).is_some();
        if removed {
            t.games.followers_changed(game_id);
        }
        Ok(removed)
    }

    /// In the order they began to watch.
    async fn watchers(&self, game_id: &GameId) -> Result<Vec<UserId>> {
        let t = self.tables();
        Ok(t.games.watchers_of(game_id))
    }

    /// Games of the engine against itself that `user_id` asked for and that are still going.
    async fn watched_games(&self, user_id: &UserId) -> Result<i64> {
        let t = self.tables();
        let watched = t
            .challenges
            .challenges
            .values()
            .filter(|row| row.challenge.challenger_id == *user_id)
            .filter_map(|row| row.challenge.game_id.as_ref().and_then(|id| t.games.games.get(id)))
            .filter(|row| {
                row.game.is_active() && row.game.players.white.level.is_some() && row.game.players.black.level.is_some()
            })
            .count();
        Ok(i64::try_from(watched).unwrap_or(i64::MAX))
    }
}

impl Games {
    /// A game's moves, in ply order.
    fn moves_of<'a>(&'a self, game_id: &GameId) -> impl Iterator<Item = &'a Move> + 'a {
        let start = (game_id.clone(), i64::MIN);
        let game_id = game_id.clone();
        self.moves.range(start..).take_while(move |((game, _), _)| *game == game_id).map(|(_, mv)| mv)
    }

    /// A game's watchers, in the order they began to watch (then by id).
    fn watchers_of(&self, game_id: &GameId) -> Vec<UserId> {
        let mut watchers: Vec<(Timestamp, &UserId)> = self
            .watchers
            .iter()
            .filter(|((game, _), _)| game == game_id)
            .map(|((_, user), since)| (*since, user))
            .collect();
        watchers.sort();
        watchers.into_iter().map(|(_, user)| user.clone()).collect()
    }
}

#[async_trait::async_trait]
impl ForecastStore for crate::Memory {
    async fn forecast(&self, game_id: &GameId, user_id: &UserId) -> Result<Option<Forecast>> {
        let t = self.tables();
        Ok(t.games.forecasts.get(&(game_id.clone(), user_id.clone())).cloned())
    }

    /// The forecasts by their owners' ids, the watchers in the order they began to watch.
    async fn followers(&self, game_id: &GameId) -> Result<Followers> {
        let t = self.tables();
        let forecasts = t
            .games
            .forecasts
            .iter()
            .filter(|((game, _), _)| game == game_id)
            .map(|((_, user), forecast)| (user.clone(), forecast.clone()))
            .collect();
        Ok(Followers { forecasts, watchers: t.games.watchers_of(game_id) })
    }

    /// Only while the game is on at `ply`: a forecast for a position already left would never
    /// be played. Counted as a change of the game's followers.
    async fn set_forecast(
        &self,
        game_id: &GameId,
        user_id: &UserId,
        ply: i64,
        branches: &[Branch],
        _now: Timestamp,
    ) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        let on = t.games.games.get(game_id).is_some_and(|row| row.game.is_active() && row.game.ply == ply);
        if !on {
            return Ok(false);
        }
        if !branches.is_empty() && t.people.user(user_id).is_none() {
            return Err(refused("a forecast's owner must have an account"));
        }
        t.games.followers_changed(game_id);
        let key = (game_id.clone(), user_id.clone());
        t.games.forecasts.remove(&key);
        if !branches.is_empty() {
            t.games.forecasts.insert(key, Forecast { ply, branches: branches.to_vec() });
        }
        Ok(true)
    }
}

impl Tables {
    /// A rating row as read, with its player's name; `None` if the player has no account (the
    /// SQL's inner join).
    fn read_rating(&self, (user_id, pool): &(UserId, String), row: &RatingRow) -> Option<PoolRating> {
        Some(PoolRating {
            user_id: user_id.clone(),
            user_name: self.people.name(user_id)?.to_string(),
            pool: pool.clone(),
            glicko: row.glicko,
            games: row.games,
            wins: row.wins,
            draws: row.draws,
            losses: row.losses,
            rated_at: row.rated_at,
        })
    }
}

/// A rating change as read.
fn read_change((game_id, user_id): &(GameId, UserId), row: &ChangeRow) -> RatingChange {
    RatingChange {
        game_id: game_id.clone(),
        user_id: user_id.clone(),
        pool: row.pool.clone(),
        rating_before: row.rating_before,
        rating: row.rating,
        deviation: row.deviation,
        at: row.at,
    }
}

#[async_trait::async_trait]
impl RatingStore for crate::Memory {
    /// Most games first, then by pool.
    async fn ratings_of(&self, user_id: &UserId) -> Result<Vec<PoolRating>> {
        let t = self.tables();
        let mut ratings: Vec<PoolRating> = t
            .games
            .ratings
            .iter()
            .filter(|((user, _), _)| user == user_id)
            .filter_map(|(key, row)| t.read_rating(key, row))
            .collect();
        ratings.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.pool.cmp(&b.pool)));
        Ok(ratings)
    }

    async fn rating(&self, user_id: &UserId, pool: &str) -> Result<Option<PoolRating>> {
        let t = self.tables();
        let key = (user_id.clone(), pool.to_string());
        Ok(t.games.ratings.get(&key).and_then(|row| t.read_rating(&key, row)))
    }

    /// In the order of the player's history in the pool, then of time and game.
    async fn rating_history(&self, user_id: &UserId, pool: &str) -> Result<Vec<RatingChange>> {
        let t = self.tables();
        let mut changes: Vec<(i64, RatingChange)> = t
            .games
            .rating_changes
            .iter()
            .filter(|((_, user), row)| user == user_id && row.pool == pool)
            .map(|(key, row)| (row.seq, read_change(key, row)))
            .collect();
        changes.sort_by(|(a_seq, a), (b_seq, b)| {
            a_seq.cmp(b_seq).then_with(|| a.at.cmp(&b.at)).then_with(|| a.game_id.cmp(&b.game_id))
        });
        Ok(changes.into_iter().map(|(_, change)| change).collect())
    }

    /// By player.
    async fn game_rating_changes(&self, game_id: &GameId) -> Result<Vec<RatingChange>> {
        let t = self.tables();
        Ok(t.games
            .rating_changes
            .iter()
            .filter(|((game, _), _)| game == game_id)
            .map(|(key, row)| read_change(key, row))
            .collect())
    }

    /// Highest first, then by name.
    async fn leaderboard(&self, pool: &str, limit_to: i64) -> Result<Vec<PoolRating>> {
        let t = self.tables();
        let mut ratings: Vec<PoolRating> = t
            .games
            .ratings
            .iter()
            .filter(|((_, row_pool), _)| row_pool == pool)
            .filter_map(|(key, row)| t.read_rating(key, row))
            .collect();
        ratings.sort_by(|a, b| b.glicko.rating.total_cmp(&a.glicko.rating).then_with(|| a.user_name.cmp(&b.user_name)));
        ratings.truncate(limit(limit_to));
        Ok(ratings)
    }
}

#[cfg(test)]
mod tests {
    use ortoo_core::forecast::{Branch, ForecastWrite};
    use ortoo_core::model::{Expected, GameUpdate, Move, NewGame};
    use ortoo_core::store::{AccountStore, ForecastStore, GameStore, KeptAnswer, RatingStore, StoreError};
    use ortoo_core::timecontrol::ClockState;
    use ortoo_core::{BySide, GameId, Notice, NoticeId, NoticeKind, Outcome, Reason, Side, Timestamp, UserId};

    use crate::Memory;

    const NOW: Timestamp = Timestamp::from_millis(1_000_000);
    const DAY: i64 = 86_400_000;

    async fn player(db: &Memory, name: &str) -> UserId {
        db.create_user(name, &format!("{name}@example.org"), "x", NOW).await.unwrap().id
    }

    fn new_game(white: &UserId, black: &UserId, deadline: Option<Timestamp>, rated: bool) -> NewGame {
        NewGame {
            variant: "chess".into(),
            options: "{}".into(),
            players: BySide::new(white.clone(), black.clone()),
            position: "start".into(),
            to_move: Side::White,
            time_control: None,
            days_per_move: Some(3),
            clocks: ClockState { deadline, ..ClockState::default() },
            next_reminder_at: deadline.map(|d| d - DAY),
            levels: BySide::new(None, None),
            rated,
            tournament: None,
        }
    }

    async fn started(db: &Memory, white: &UserId, black: &UserId, deadline: Option<Timestamp>, rated: bool) -> GameId {
        let id = GameId::new();
        db.tables().games.insert_game(&id, new_game(white, black, deadline, rated), NOW);
        id
    }

    fn a_move(ply: i64, side: Side, at: Timestamp) -> Move {
        Move {
            ply,
            side,
            text: format!("m{ply}"),
            input: format!("m{ply}"),
            comment: None,
            effect: None,
            position_key: ply * 11,
            chase: None,
            at,
        }
    }

    fn after(ply: i64, outcome: Option<Outcome>) -> GameUpdate {
        let to_move = if ply % 2 == 0 { Side::White } else { Side::Black };
        GameUpdate {
            position: format!("p{ply}"),
            ply,
            to_move,
            outcome,
            deadline: None,
            draw_offer: None,
            takeback_offer: None,
            banks_ms: BySide::both(None),
            reminded_until: None,
            next_reminder_at: None,
        }
    }

    fn notice(to: &UserId, game: &GameId) -> Notice {
        Notice {
            id: NoticeId::new(),
            user_id: to.clone(),
            kind: NoticeKind::Turn,
            game_id: Some(game.clone()),
            challenge_id: None,
            ply: Some(1),
            subject: "your move".into(),
            detail: String::new(),
            words: None,
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
            hold_ms: 0,
        }
    }

    fn key(user: &UserId, key: &str) -> KeptAnswer {
        KeptAnswer {
            user_id: user.clone(),
            key: key.into(),
            request_hash: "h".into(),
            status: 200,
            response: "{}".into(),
        }
    }

    /// Plays a move of the side to move from the game as it stands.
    async fn play(db: &Memory, id: &GameId, outcome: Option<Outcome>, at: Timestamp) {
        let game = db.game(id).await.unwrap().unwrap();
        let mv = a_move(game.ply + 1, game.to_move, at);
        db.record_move(id, &Expected::of(&game), &mv, &after(game.ply + 1, outcome), vec![], None, None).await.unwrap();
    }

    #[tokio::test]
    async fn a_stale_or_keyed_again_move_changes_nothing() {
        let db = Memory::new();
        let (white, black) = (player(&db, "white").await, player(&db, "black").await);
        let id = started(&db, &white, &black, None, false).await;
        let game = db.game(&id).await.unwrap().unwrap();
        assert_eq!((game.players.white.name.as_str(), game.players.black.name.as_str()), ("white", "black"));
        let expected = Expected::of(&game);
        let first = key(&white, "k1");
        db.record_move(&id, &expected, &a_move(1, Side::White, NOW), &after(1, None), vec![], None, Some(&first))
            .await
            .unwrap();
        let notices = db.tables().queues.notices.len();

        // The same expectation again: the game moved on, so it conflicts and writes nothing.
        let stale = db
            .record_move(
                &id,
                &expected,
                &a_move(1, Side::White, NOW + 1),
                &after(1, None),
                vec![notice(&black, &id)],
                None,
                Some(&key(&white, "k2")),
            )
            .await;
        assert!(matches!(stale, Err(StoreError::Conflict)), "{stale:?}");
        assert!(db.tables().people.check_key(Some(&key(&white, "k2"))).is_ok(), "no answer kept for a conflict");
        assert_eq!(db.tables().queues.notices.len(), notices);

        // A fresh expectation with a used key: refused before anything is written.
        let now_expected = Expected::of(&db.game(&id).await.unwrap().unwrap());
        let again = db
            .record_move(&id, &now_expected, &a_move(2, Side::Black, NOW), &after(2, None), vec![], None, Some(&first))
            .await;
        assert!(matches!(again, Err(StoreError::KeyUsed)), "{again:?}");
        assert_eq!(db.game(&id).await.unwrap().unwrap().ply, 1);
        assert_eq!(db.moves(&id).await.unwrap().len(), 1);
    }

    #[tokio::test]
    async fn a_forecast_reply_raises_the_followers_count_once_and_a_takeback_clears_it() {
        let db = Memory::new();
        let (white, black) = (player(&db, "white").await, player(&db, "black").await);
        let id = started(&db, &white, &black, None, false).await;
        play(&db, &id, None, NOW).await;
        // Black forecasts at ply 1 (White's reply to come at ply 2 would be theirs to answer).
        let tree = vec![Branch { their: "m2".into(), mine: "m3".into(), then: vec![] }];
        assert!(!db.set_forecast(&id, &black, 0, &tree, NOW).await.unwrap(), "the game has moved on from ply 0");
        assert!(db.set_forecast(&id, &black, 1, &tree, NOW).await.unwrap());
        assert!(db.watch(&id, &white, NOW).await.unwrap());
        assert!(!db.watch(&id, &white, NOW).await.unwrap());
        let game = db.game(&id).await.unwrap().unwrap();
        assert_eq!(game.followers_revision, 2);

        let seen = db.forecast(&id, &black).await.unwrap();
        let moves =
            [(a_move(2, Side::Black, NOW + 5), after(2, None)), (a_move(3, Side::White, NOW + 5), after(3, None))];
        let write = ForecastWrite::Owner { user_id: black.clone(), seen, after: None };
        db.record_moves(&id, &Expected::of(&game), &moves, vec![], None, None, &write).await.unwrap();
        let game = db.game(&id).await.unwrap().unwrap();
        assert_eq!((game.ply, game.followers_revision), (3, 3));
        assert_eq!(db.position_keys(&id, 1).await.unwrap(), vec![22, 33]);
        assert!(db.followers(&id).await.unwrap().forecasts.is_empty());

        assert!(db.set_forecast(&id, &white, 3, &tree, NOW).await.unwrap());
        let game = db.game(&id).await.unwrap().unwrap();
        let back = GameUpdate { to_move: Side::Black, ..after(1, None) };
        let at = NOW + 10;
        assert!(db.take_back(&id, &Expected::of(&game), &back, at, vec![], None).await.unwrap());
        let taken = db.game(&id).await.unwrap().unwrap();
        assert_eq!(
            (taken.ply, taken.taken_back_at, taken.followers_revision),
            (1, Some(at), game.followers_revision + 1)
        );
        assert_eq!(db.moves(&id).await.unwrap().len(), 1);
        let followers = db.followers(&id).await.unwrap();
        assert!(followers.forecasts.is_empty());
        assert_eq!(followers.watchers, vec![white.clone()]);
        // Taken back, the game's old expectation no longer holds.
        assert!(!db.take_back(&id, &Expected::of(&game), &back, at, vec![], None).await.unwrap());
    }

    #[tokio::test]
    async fn a_rated_game_is_rated_in_the_write_that_ends_it_once_both_sides_moved() {
        let db = Memory::new();
        let (white, black) = (player(&db, "white").await, player(&db, "black").await);
        let early = started(&db, &white, &black, None, true).await;
        let game = db.game(&early).await.unwrap().unwrap();
        let resigned = after(0, Some(Outcome::Win { winner: Side::Black, reason: Reason::Resignation }));
        assert!(db.update_game(&early, &Expected::of(&game), &resigned, NOW, vec![], None).await.unwrap());
        assert!(db.game_rating_changes(&early).await.unwrap().is_empty(), "not rated before both sides moved");
        assert!(db.ratings_of(&white).await.unwrap().is_empty());

        let id = started(&db, &white, &black, None, true).await;
        play(&db, &id, None, NOW).await;
        play(&db, &id, Some(Outcome::Win { winner: Side::Black, reason: Reason::Checkmate }), NOW + 1).await;
        let changes = db.game_rating_changes(&id).await.unwrap();
        assert_eq!(changes.len(), 2);
        let black_change = changes.iter().find(|c| c.user_id == black).unwrap();
        assert!(black_change.rating > black_change.rating_before);
        let ratings = db.leaderboard("chess", 10).await.unwrap();
        assert_eq!(ratings.iter().map(|r| r.user_name.as_str()).collect::<Vec<_>>(), ["black", "white"]);
        assert_eq!((ratings[0].games, ratings[0].wins, ratings[1].losses), (1, 1, 1));
        assert_eq!(db.rating_history(&black, "chess").await.unwrap().len(), 1);
        assert!(db.tables().queues.analyses.contains_key(&id), "the ended game's analysis is queued");
        // The game is over: no later write ends it again.
        let game = db.game(&id).await.unwrap().unwrap();
        assert!(!db.update_game(&id, &Expected::of(&game), &after(2, game.outcome), NOW, vec![], None).await.unwrap());
        assert_eq!(db.rating(&black, "chess").await.unwrap().unwrap().games, 1);
    }

    #[tokio::test]
    async fn deadlines_expire_oldest_first_and_a_vacation_moves_only_the_players_turns() {
        let db = Memory::new();
        let (a, b) = (player(&db, "a").await, player(&db, "b").await);
        let later = started(&db, &a, &b, Some(NOW + 2 * DAY), false).await;
        let sooner = started(&db, &b, &a, Some(NOW + DAY), false).await;
        let untimed = started(&db, &a, &b, None, false).await;
        let expired = db.expired_games(NOW + 3 * DAY).await.unwrap();
        assert_eq!(expired.iter().map(|g| g.id.clone()).collect::<Vec<_>>(), [sooner.clone(), later.clone()]);

        // `a` is to move in `later` (White) only; in `sooner` White is `b`.
        let now = NOW + DAY + DAY / 2;
        db.tables().games.shift_deadlines(&a, DAY, now);
        let shifted = db.game(&later).await.unwrap().unwrap();
        assert_eq!(
            (shifted.deadline, shifted.next_reminder_at, shifted.updated_at),
            (Some(NOW + 3 * DAY), Some(NOW + 2 * DAY), now)
        );
        let kept = db.game(&sooner).await.unwrap().unwrap();
        assert_eq!((kept.deadline, kept.updated_at), (Some(NOW + DAY), NOW));
        // A reminder that the shift would put in the past is due now instead.
        db.tables().games.shift_deadlines(&a, -DAY, now);
        assert_eq!(db.game(&later).await.unwrap().unwrap().next_reminder_at, Some(now));

        let page = db.games_page(&a, None, 2).await.unwrap();
        assert_eq!(page.iter().map(|g| g.id.clone()).collect::<Vec<_>>(), [later.clone(), sooner.clone()]);
        let rest = db.games_page(&a, Some(&sooner), 10).await.unwrap();
        assert_eq!(rest.iter().map(|g| g.id.clone()).collect::<Vec<_>>(), [untimed]);
    }

    #[tokio::test]
    async fn watchers_come_in_the_order_they_began_to_watch() {
        let db = Memory::new();
        let (a, b, c) = (player(&db, "a").await, player(&db, "b").await, player(&db, "c").await);
        let id = started(&db, &a, &b, None, false).await;
        assert!(db.watch(&id, &c, NOW + 2).await.unwrap());
        assert!(db.watch(&id, &b, NOW + 1).await.unwrap());
        assert_eq!(db.watchers(&id).await.unwrap(), vec![b.clone(), c.clone()]);
        assert!(db.unwatch(&id, &b).await.unwrap());
        assert!(!db.unwatch(&id, &b).await.unwrap());
        assert_eq!(db.game(&id).await.unwrap().unwrap().followers_revision, 3);
        assert!(db.watch(&GameId::new(), &c, NOW).await.is_err(), "no such game to watch");
    }
}
