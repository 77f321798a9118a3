//! Tournaments: their rows, players and byes, and pairing a round (a conditional update of
//! the tournament's round and status, with the round's games, in one transaction: racing
//! processes pair it once).

use const_format::concatcp;
use ortoo_core::ids::{GameId, TournamentId, UserId};
use ortoo_core::store::Result as StoreResult;
use ortoo_core::store::TournamentStore;
use ortoo_core::tournament::{Entry, Tournament};
use ortoo_core::{Game, NewGame, Notice, Timestamp, TournamentStatus};

use super::Db;
use super::games::insert_notices;
use super::rows::{GameRow, TournamentRow, read_all};
use crate::failure::{Failure, Result, reported};
use crate::games::{SELECT_GAME, insert_game};
use crate::moment::AsMoment;
use crate::rows::EntryRow;
use crate::statement::{Run, Statement};
use crate::{on_pool, transact};

const SELECT_TOURNAMENT: &str = "SELECT t.id, t.name, t.kind, t.variant, t.options, t.time_control, \
     t.days_per_move, t.rated, t.rounds, t.creator_id, u.name AS creator_name, t.starts_at, t.status, t.round, \
     t.created_at, t.roster, (SELECT COUNT(*) FROM tournament_players p WHERE p.tournament_id = t.id) AS players \
     FROM tournaments t JOIN users u ON u.id = t.creator_id ";

/// Bumps the roster of tournament `id` if it is `status` and the player `user_id` is `among`
/// its players: the first statement of every change to its players. On Postgres the row's lock
/// orders the change against a pairing, which checks the roster it read; true if bumped.
async fn bump_roster(
    r: &mut impl Run,
    id: &TournamentId,
    user_id: &UserId,
    status: TournamentStatus,
    among: Among,
) -> Result<bool> {
    let sql = match among {
        Among::Not => {
            "UPDATE tournaments SET roster = roster + 1 WHERE id = $1 AND status = $3 \
             AND NOT EXISTS (SELECT 1 FROM tournament_players WHERE tournament_id = $1 AND user_id = $2)"
        }
        Among::Joined => {
            "UPDATE tournaments SET roster = roster + 1 WHERE id = $1 AND status = $3 \
             AND EXISTS (SELECT 1 FROM tournament_players WHERE tournament_id = $1 AND user_id = $2)"
        }
        Among::Playing => {
            "UPDATE tournaments SET roster = roster + 1 WHERE id = $1 AND status = $3 \
             AND EXISTS (SELECT 1 FROM tournament_players WHERE tournament_id = $1 AND user_id = $2 \
             AND withdrawn_at IS NULL)"
        }
    };
    let bumped = Statement::new(sql).arg(id.as_str()).arg(user_id.as_str()).word(status.as_str());
    Ok(r.execute(bumped).await? == 1)
}

/// Where a player stands in a tournament's roster, for [`bump_roster`].
enum Among {
    /// Not among its players.
    Not,
    /// Among its players.
    Joined,
    /// Among its players and not withdrawn.
    Playing,
}

#[async_trait::async_trait]
impl TournamentStore for Db {
    async fn create_tournament(&self, t: &Tournament, now: Timestamp) -> StoreResult<()> {
        reported("create_tournament", async move {
            let t = t.clone();
            transact!(self, |conn| {
                sqlx::query(
                    "INSERT INTO tournaments (id, name, kind, variant, options, time_control, days_per_move, rated, \
                 rounds, creator_id, starts_at, status, round, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, 0, $12, $12)",
                )
                .bind(t.id.as_str())
                .bind(&t.name)
                .bind(t.kind.as_str())
                .bind(&t.variant)
                .bind(&t.options)
                .bind(&t.time_control)
                .bind(t.days_per_move)
                .bind(t.rated)
                .bind(t.rounds)
                .bind(t.creator_id.as_str())
                .bind(t.starts_at.moment())
                .bind(now.moment())
                .bind(TournamentStatus::Open.as_str())
                .execute(&mut *conn)
                .await?;
                Ok::<(), Failure>(())
            })
        })
        .await
    }

    async fn tournament(&self, id: &TournamentId) -> StoreResult<Option<Tournament>> {
        reported("tournament", async move {
            let sql = format!("{SELECT_TOURNAMENT}WHERE t.id = $1");
            let row: Option<TournamentRow> = on_pool!(self, |pool| sqlx::query_as(sqlx::AssertSqlSafe(sql))
                .bind(id.as_str())
                .fetch_optional(pool)
                .await?);
            row.map(Tournament::try_from).transpose()
        })
        .await
    }

    async fn tournaments(&self, limit: i64) -> StoreResult<Vec<Tournament>> {
        reported("tournaments", async move {
            let sql = format!(
                "{SELECT_TOURNAMENT}ORDER BY CASE WHEN t.status IN ($2, $3) THEN 0 ELSE 1 END, \
             CASE WHEN t.status IN ($2, $3) THEN t.starts_at ELSE -t.updated_at END LIMIT $1"
            );
            let rows: Vec<TournamentRow> = on_pool!(self, |pool| sqlx::query_as(sqlx::AssertSqlSafe(sql))
                .bind(limit)
                .bind(TournamentStatus::Open.as_str())
                .bind(TournamentStatus::Running.as_str())
                .fetch_all(pool)
                .await?);
            read_all(rows)
        })
        .await
    }

    async fn tournaments_due(&self, now: Timestamp) -> StoreResult<Vec<Tournament>> {
        reported("tournaments_due", async move {
            let sql = format!(
                "{SELECT_TOURNAMENT}WHERE (t.status = $2 AND t.starts_at <= $1) OR t.status = $3 \
             ORDER BY t.starts_at LIMIT 500"
            );
            let rows: Vec<TournamentRow> = on_pool!(self, |pool| sqlx::query_as(sqlx::AssertSqlSafe(sql))
                .bind(now.moment())
                .bind(TournamentStatus::Open.as_str())
                .bind(TournamentStatus::Running.as_str())
                .fetch_all(pool)
                .await?);
            read_all(rows)
        })
        .await
    }

    async fn join_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> StoreResult<bool> {
        reported("join_tournament", async move {
            let (id, user_id) = (id.clone(), user_id.clone());
            transact!(self, |conn| {
                // A join either lands before a start's pairing reads the roster, or finds the
                // tournament started.
                let open = bump_roster(&mut *conn, &id, &user_id, TournamentStatus::Open, Among::Not).await?;
                if !open {
                    return Ok(false);
                }
                let joined = sqlx::query(
                    "INSERT INTO tournament_players (tournament_id, user_id, joined_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (tournament_id, user_id) DO NOTHING",
                )
                .bind(id.as_str())
                .bind(user_id.as_str())
                .bind(now.moment())
                .execute(&mut *conn)
                .await?;
                Ok::<bool, Failure>(joined.rows_affected() == 1)
            })
        })
        .await
    }

    async fn leave_tournament(&self, id: &TournamentId, user_id: &UserId) -> StoreResult<bool> {
        reported("leave_tournament", async move {
            let (id, user_id) = (id.clone(), user_id.clone());
            transact!(self, |conn| {
                let open = bump_roster(&mut *conn, &id, &user_id, TournamentStatus::Open, Among::Joined).await?;
                if !open {
                    return Ok(false);
                }
                let left = sqlx::query("DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2")
                    .bind(id.as_str())
                    .bind(user_id.as_str())
                    .execute(&mut *conn)
                    .await?;
                Ok::<bool, Failure>(left.rows_affected() == 1)
            })
        })
        .await
    }

    async fn withdraw_from_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> StoreResult<bool> {
        reported("withdraw_from_tournament", async move {
            let (id, user_id) = (id.clone(), user_id.clone());
            transact!(self, |conn| {
                // As a join: the roster's bump makes a pairing worked out before this withdrawal
                // write nothing, and be worked out again without the player.
                let running = bump_roster(&mut *conn, &id, &user_id, TournamentStatus::Running, Among::Playing).await?;
                if !running {
                    return Ok(false);
                }
                let withdrawn = sqlx::query(
                    "UPDATE tournament_players SET withdrawn_at = $3 WHERE tournament_id = $1 AND user_id = $2 \
                 AND withdrawn_at IS NULL",
                )
                .bind(id.as_str())
                .bind(user_id.as_str())
                .bind(now.moment())
                .execute(&mut *conn)
                .await?;
                Ok::<bool, Failure>(withdrawn.rows_affected() == 1)
            })
        })
        .await
    }

    async fn tournament_entries(&self, id: &TournamentId) -> StoreResult<Vec<Entry>> {
        reported("tournament_entries", async move {
            let rows: Vec<EntryRow> = on_pool!(self, |pool| sqlx::query_as(
                "SELECT p.user_id, u.name, p.joined_at, p.withdrawn_at FROM tournament_players p \
             JOIN users u ON u.id = p.user_id WHERE p.tournament_id = $1 ORDER BY p.joined_at, u.name"
            )
            .bind(id.as_str())
            .fetch_all(pool)
            .await?);
            Ok(rows.into_iter().map(Entry::from).collect())
        })
        .await
    }

    async fn tournament_games(&self, id: &TournamentId) -> StoreResult<Vec<Game>> {
        reported("tournament_games", async move {
            let sql = concatcp!(SELECT_GAME, "WHERE g.tournament_id = $1 ORDER BY g.tournament_round, g.id");
            read_all(on_pool!(self, |pool| sqlx::query_as::<_, GameRow>(sql).bind(id.as_str()).fetch_all(pool).await?))
        })
        .await
    }

    async fn tournament_byes(&self, id: &TournamentId) -> StoreResult<Vec<(i64, UserId)>> {
        reported("tournament_byes", async move {
            let byes: Vec<(i64, String)> = on_pool!(self, |pool| sqlx::query_as(
                "SELECT round, user_id FROM tournament_byes WHERE tournament_id = $1 ORDER BY round"
            )
            .bind(id.as_str())
            .fetch_all(pool)
            .await?);
            Ok(byes.into_iter().map(|(round, user_id)| (round, UserId::from_text(user_id))).collect())
        })
        .await
    }

    #[allow(clippy::too_many_arguments)]
    async fn pair_round(
        &self,
        id: &TournamentId,
        seen: (i64, TournamentStatus, i64),
        next: (i64, TournamentStatus),
        games: Vec<(GameId, NewGame)>,
        byes: Vec<UserId>,
        notices: Vec<Notice>,
        now: Timestamp,
    ) -> StoreResult<bool> {
        reported("pair_round", async move {
            let (id, seen_status, next_status) = (id.clone(), seen.1.as_str(), next.1.as_str());
            let (seen_round, seen_roster, next_round) = (seen.0, seen.2, next.0);
            transact!(self, |conn| {
                // The conditional update first: the process that loses the race changes nothing.
                let won = sqlx::query(
                    "UPDATE tournaments SET round = $1, status = $2, updated_at = $3 \
                 WHERE id = $4 AND round = $5 AND status = $6 AND roster = $7",
                )
                .bind(next_round)
                .bind(next_status)
                .bind(now.moment())
                .bind(id.as_str())
                .bind(seen_round)
                .bind(seen_status)
                .bind(seen_roster)
                .execute(&mut *conn)
                .await?
                .rows_affected();
                if won != 1 {
                    return Ok(false);
                }
                for (game_id, game) in &games {
                    insert_game(&mut *conn, game_id, game, now).await?;
                }
                for user_id in &byes {
                    sqlx::query("INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES ($1, $2, $3)")
                        .bind(id.as_str())
                        .bind(next_round)
                        .bind(user_id.as_str())
                        .execute(&mut *conn)
                        .await?;
                }
                insert_notices(&mut *conn, &notices, now).await?;
                Ok::<bool, Failure>(true)
            })
        })
        .await
    }
}
