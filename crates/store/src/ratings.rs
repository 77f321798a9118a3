//! Ratings: changed by [`rate_game`] inside the transaction that ends a rated game, so a
//! game's end and its rating change commit together or not at all; read by the pages and the
//! API.
//!
//! A game ends once: the end is a conditional update of an active game, which only one writer
//! can win (two processes, a timeout racing a move). `rating_changes` is keyed by game and
//! player as well, so even a second end could not rate it twice.

use const_format::concatcp;
use ortoo_core::ids::{GameId, UserId};
use ortoo_core::rating::Glicko;
use ortoo_core::store::RatingStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::store::{PoolRating, RatingChange};
use sqlx::FromRow;

use ortoo_core::Timestamp;
use ortoo_core::model::GameUpdate;

use super::Db;
use crate::failure::{Result, reported};
use crate::moment::Moment;
use crate::rows::RatingChangeRow;
use crate::statement::{Fetch, Run, Statement};

#[derive(Debug, FromRow)]
pub(crate) struct RatingRow {
    user_id: String,
    user_name: String,
    pool: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    games: i64,
    wins: i64,
    draws: i64,
    losses: i64,
    rated_at: Moment,
}

impl From<RatingRow> for PoolRating {
    fn from(r: RatingRow) -> PoolRating {
        PoolRating {
            user_id: UserId::from_text(r.user_id),
            user_name: r.user_name,
            pool: r.pool,
            glicko: Glicko { rating: r.rating, deviation: r.deviation, volatility: r.volatility },
            games: r.games,
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
            rated_at: r.rated_at.into(),
        }
    }
}

const SELECT_RATING: &str = "SELECT r.user_id, u.name AS user_name, r.pool, r.rating, r.deviation, r.volatility, \
     r.games, r.wins, r.draws, r.losses, r.rated_at FROM ratings r JOIN users u ON u.id = r.user_id ";

const SELECT_CHANGE: &str = "SELECT game_id, user_id, pool, rating_before, rating, deviation, at FROM rating_changes ";

/// A player's rating row inside the transaction that rates a game.
#[derive(Debug, FromRow)]
pub(crate) struct Held {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub rated_at: Moment,
}

impl Held {
    pub(crate) fn glicko(&self) -> Glicko {
        Glicko { rating: self.rating, deviation: self.deviation, volatility: self.volatility }
    }
}

/// The first statements of rating a game: makes sure both players have a row in the pool and
/// locks the two rows, lower id first, so two games ending at once for one player queue up
/// rather than both reading the same rating (or deadlocking). A no-op update takes the row
/// lock on PostgreSQL; SQLite's one writer holds every write in turn anyway.
const ENSURE_RATING: &str = "INSERT INTO ratings (user_id, pool, rating, deviation, volatility, rated_at) VALUES ($1, $2, $3, $4, $5, $6) \
     ON CONFLICT (user_id, pool) DO NOTHING";
const LOCK_RATING: &str = "UPDATE ratings SET games = games WHERE user_id = $1 AND pool = $2";
const HELD_RATING: &str =
    "SELECT rating, deviation, volatility, rated_at FROM ratings WHERE user_id = $1 AND pool = $2";
/// Keeps a game's change to a player's rating, numbered in the player's history from the rating
/// row as it stands under its lock (before [`KEEP_RATING`] counts the game).
const KEEP_CHANGE: &str = "INSERT INTO rating_changes (game_id, user_id, pool, rating_before, rating, \
     deviation, at, seq) VALUES ($1, $2, $3, $4, $5, $6, $7, \
     (SELECT games + 1 FROM ratings WHERE user_id = $2 AND pool = $3)) ON CONFLICT (game_id, user_id) DO NOTHING";
const KEEP_RATING: &str = "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, \
     games = games + 1, wins = wins + $6, draws = draws + $7, losses = losses + $8, rated_at = $9 \
     WHERE user_id = $1 AND pool = $2";

/// The players of a game being rated, and its pool, read in the rating transaction.
#[derive(Debug, FromRow)]
pub(crate) struct RatedGame {
    pub rated: bool,
    pub variant: String,
    pub white_id: String,
    pub black_id: String,
}

/// The wins, draws and losses columns' increments for a score.
fn tally(score: f64) -> (i64, i64, i64) {
    if score > 0.75 {
        (1, 0, 0)
    } else if score < 0.25 {
        (0, 0, 1)
    } else {
        (0, 1, 0)
    }
}

/// Rates the game `game_id` if `update` ends it and it is rated, inside the transaction that ends
/// it (after the conditional update that proved this write the one that ends it). Both players'
/// ratings are taken as they stand at `now` (their deviations grown for idleness) and the game is
/// rated as one period of Glicko-2.
pub(crate) async fn rate_game(
    r: &mut (impl Run + Fetch),
    update: &GameUpdate,
    game_id: &GameId,
    now: Timestamp,
) -> Result<()> {
    // A game over before both sides have moved (resigned or timed out at once) is not rated, as
    // lichess aborts it: no one can farm a rating from games never played.
    let Some(outcome) = update.outcome.filter(|_| update.ply >= ortoo_core::rating::FIRST_RATED_PLY) else {
        return Ok(());
    };
    let game: RatedGame = r
        .one(Statement::new("SELECT rated, variant, white_id, black_id FROM games WHERE id = $1").arg(game_id.as_str()))
        .await?;
    if !game.rated {
        return Ok(());
    }
    let start = ortoo_core::rating::START;
    let mut ids = [game.white_id.as_str(), game.black_id.as_str()];
    ids.sort_unstable();
    for id in ids {
        let ensured = Statement::new(ENSURE_RATING)
            .arg(id)
            .arg(&game.variant)
            .arg(start.rating)
            .arg(start.deviation)
            .arg(start.volatility)
            .arg(now);
        r.execute(ensured).await?;
        r.execute(Statement::new(LOCK_RATING).arg(id).arg(&game.variant)).await?;
    }
    let mut held = Vec::with_capacity(2);
    for id in [&game.white_id, &game.black_id] {
        held.push(r.one::<Held>(Statement::new(HELD_RATING).arg(id).arg(&game.variant)).await?);
    }
    let white_score = ortoo_core::model::white_score(&outcome);
    let (white, black) = (
        held[0].glicko().idle_until(held[0].rated_at.into(), now),
        held[1].glicko().idle_until(held[1].rated_at.into(), now),
    );
    let (white_after, black_after) = ortoo_core::rating::after_game(white, black, white_score);
    let sides =
        [(&game.white_id, white, white_after, white_score), (&game.black_id, black, black_after, 1.0 - white_score)];
    for (id, before, after, score) in sides {
        let change = Statement::new(KEEP_CHANGE)
            .arg(game_id.as_str())
            .arg(id)
            .arg(&game.variant)
            .arg(before.rating)
            .arg(after.rating)
            .arg(after.deviation)
            .arg(now);
        if r.execute(change).await? == 1 {
            let (wins, draws, losses) = tally(score);
            let kept = Statement::new(KEEP_RATING)
                .arg(id)
                .arg(&game.variant)
                .arg(after.rating)
                .arg(after.deviation)
                .arg(after.volatility)
                .arg(wins)
                .arg(draws)
                .arg(losses)
                .arg(now);
            r.execute(kept).await?;
        }
    }
    Ok(())
}

#[async_trait::async_trait]
impl RatingStore for Db {
    async fn ratings_of(&self, user_id: &UserId) -> StoreResult<Vec<PoolRating>> {
        reported("ratings_of", async move {
            let sql = concatcp!(SELECT_RATING, "WHERE r.user_id = $1 ORDER BY r.games DESC, r.pool");
            let rows: Vec<RatingRow> = self.all(Statement::new(sql).arg(user_id.as_str())).await?;
            Ok(rows.into_iter().map(PoolRating::from).collect())
        })
        .await
    }

    async fn rating(&self, user_id: &UserId, pool_name: &str) -> StoreResult<Option<PoolRating>> {
        reported("rating", async move {
            let sql = concatcp!(SELECT_RATING, "WHERE r.user_id = $1 AND r.pool = $2");
            let row: Option<RatingRow> =
                self.optional(Statement::new(sql).arg(user_id.as_str()).arg(pool_name)).await?;
            Ok(row.map(PoolRating::from))
        })
        .await
    }

    async fn rating_history(&self, user_id: &UserId, pool_name: &str) -> StoreResult<Vec<RatingChange>> {
        reported("rating_history", async move {
            let sql = concatcp!(SELECT_CHANGE, "WHERE user_id = $1 AND pool = $2 ORDER BY seq, at, game_id");
            let rows: Vec<RatingChangeRow> = self.all(Statement::new(sql).arg(user_id.as_str()).arg(pool_name)).await?;
            Ok(rows.into_iter().map(RatingChange::from).collect())
        })
        .await
    }

    async fn game_rating_changes(&self, game_id: &GameId) -> StoreResult<Vec<RatingChange>> {
        reported("game_rating_changes", async move {
            let sql = concatcp!(SELECT_CHANGE, "WHERE game_id = $1 ORDER BY user_id");
            let rows: Vec<RatingChangeRow> = self.all(Statement::new(sql).arg(game_id.as_str())).await?;
            Ok(rows.into_iter().map(RatingChange::from).collect())
        })
        .await
    }

    async fn leaderboard(&self, pool_name: &str, limit: i64) -> StoreResult<Vec<PoolRating>> {
        reported("leaderboard", async move {
            let sql = concatcp!(SELECT_RATING, "WHERE r.pool = $1 ORDER BY r.rating DESC, u.name LIMIT $2");
            let rows: Vec<RatingRow> = self.all(Statement::new(sql).arg(pool_name).arg(limit)).await?;
            Ok(rows.into_iter().map(PoolRating::from).collect())
        })
        .await
    }
}
