//! Forecasts (conditional moves): kept a player and game, read before the opponent's move and
//! changed by [`forecast_written`] in that move's transaction.

use ortoo_core::Timestamp;
use ortoo_core::forecast::{self, Branch, Forecast, ForecastWrite};
use ortoo_core::ids::{GameId, UserId};
use ortoo_core::store::Followers;
use ortoo_core::store::ForecastStore;
use ortoo_core::store::Result as StoreResult;

use super::Db;
use crate::failure::{Failure, Result, reported};
use crate::moment::Moment;
use crate::statement::{Run, Statement};

/// A stored forecast row as the domain's [`Forecast`]; a tree this build cannot read is corrupt.
fn read_forecast(game_id: &GameId, user_id: &UserId, ply: i64, tree: &str) -> Result<Forecast> {
    let branches =
        forecast::from_text(tree).map_err(|e| Failure::Corrupt(format!("forecast of {user_id} in {game_id}: {e}")))?;
    Ok(Forecast { ply, branches })
}

pub(crate) const INSERT_FORECAST: &str =
    "INSERT INTO forecasts (game_id, user_id, ply, tree, updated_at) VALUES ($1, $2, $3, $4, $5)";

/// What a move's write leaves of the owner's forecast, as statements in its transaction:
/// removed (used up, or left by a move off the tree), or what remains of the branch played.
pub(crate) fn forecast_written(game_id: &GameId, forecast: &ForecastWrite, now: Timestamp) -> Vec<Statement> {
    let ForecastWrite::Owner { user_id, seen, after } = forecast else { return Vec::new() };
    let mut statements = Vec::new();
    if seen.is_some() {
        statements.push(
            Statement::new("DELETE FROM forecasts WHERE game_id = $1 AND user_id = $2")
                .arg(game_id.as_str())
                .arg(user_id.as_str()),
        );
    }
    if let Some(after) = after {
        statements.push(
            Statement::new(INSERT_FORECAST)
                .arg(game_id.as_str())
                .arg(user_id.as_str())
                .arg(after.ply)
                .arg(forecast::to_text(&after.branches))
                .arg(now),
        );
    }
    statements
}

#[async_trait::async_trait]
impl ForecastStore for Db {
    async fn forecast(&self, game_id: &GameId, user_id: &UserId) -> StoreResult<Option<Forecast>> {
        reported("forecast", async move {
            let forecast = Statement::new("SELECT ply, tree FROM forecasts WHERE game_id = $1 AND user_id = $2")
                .arg(game_id.as_str())
                .arg(user_id.as_str());
            let row: Option<(i64, String)> = self.optional(forecast).await?;
            row.map(|(ply, tree)| read_forecast(game_id, user_id, ply, &tree)).transpose()
        })
        .await
    }

    async fn followers(&self, game_id: &GameId) -> StoreResult<Followers> {
        reported("followers", async move {
            // The forecasts' rows (their trees are never null), then the watchers' (null trees)
            // in the order they came.
            const FOLLOWERS: &str = "SELECT user_id, ply, tree, CAST(0 AS BIGINT) AS since FROM forecasts \
             WHERE game_id = $1 \
             UNION ALL \
             SELECT user_id, CAST(NULL AS BIGINT), CAST(NULL AS TEXT), since FROM watchers WHERE game_id = $1 \
             ORDER BY 4, 1";
            type Row = (String, Option<i64>, Option<String>);
            let rows: Vec<Row> = match self {
                Db::Sqlite { reads: Some(reads), .. } => reads.read(|db| {
                    let mut read = db.prepare_cached(FOLLOWERS)?;
                    let rows = read.query_map([game_id.as_str()], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
                    rows.collect()
                })?,
                _ => self
                    .all(Statement::new(FOLLOWERS).arg(game_id.as_str()))
                    .await?
                    .into_iter()
                    .map(|(user_id, ply, tree, _): (String, Option<i64>, Option<String>, Moment)| (user_id, ply, tree))
                    .collect(),
            };
            let mut followers = Followers::default();
            for (user_id, ply, tree) in rows {
                let user_id = UserId::from_text(user_id);
                match (ply, tree) {
                    (Some(ply), Some(tree)) => {
                        let forecast = read_forecast(game_id, &user_id, ply, &tree)?;
                        followers.forecasts.push((user_id, forecast));
                    }
                    _ => followers.watchers.push(user_id),
                }
            }
            Ok(followers)
        })
        .await
    }

    async fn set_forecast(
        &self,
        game_id: &GameId,
        user_id: &UserId,
        ply: i64,
        branches: &[Branch],
        now: Timestamp,
    ) -> StoreResult<bool> {
        reported("set_forecast", async move {
            // Only while the game is on at the ply it was entered for: a forecast for a position
            // already left would never be played, and its owner should hear so.
            // Counted as a change of the game's followers, in its row: a move being written
            // meanwhile either commits first (and this finds the game moved on) or finds the
            // revision raised and is worked out again with this forecast (PostgreSQL's move
            // waits for this row lock, then rechecks its condition).
            let on = Statement::new(
                "UPDATE games SET followers_revision = followers_revision + 1 \
                 WHERE id = $1 AND ply = $2 AND status = $3",
            )
            .arg(game_id.as_str())
            .arg(ply)
            .word(ortoo_core::GameStatus::Active.as_str());
            let removed = Statement::new("DELETE FROM forecasts WHERE game_id = $1 AND user_id = $2")
                .arg(game_id.as_str())
                .arg(user_id.as_str());
            let kept = (!branches.is_empty()).then(|| {
                Statement::new(INSERT_FORECAST)
                    .arg(game_id.as_str())
                    .arg(user_id.as_str())
                    .arg(ply)
                    .arg(forecast::to_text(branches))
                    .arg(now)
            });
            self.write(move |tx| {
                Box::pin(async move {
                    if tx.execute(on).await? != 1 {
                        return Ok(false);
                    }
                    tx.execute(removed).await?;
                    if let Some(kept) = kept {
                        tx.execute(kept).await?;
                    }
                    Ok(true)
                })
            })
            .await
        })
        .await
    }
}
