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
use crate::rows::EntryRow;
use crate::statement::{Run, Statement};

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

impl Db {
    /// Changes `user_id`'s place on tournament `id`'s roster by `change` (a join, a leave, a
    /// withdrawal), in one write with the roster's bump, and only while the tournament is `status`
    /// and the player `among` its players; whether `change` changed its row.
    async fn change_roster(
        &self,
        id: &TournamentId,
        user_id: &UserId,
        status: TournamentStatus,
        among: Among,
        change: Statement,
    ) -> Result<bool> {
        let (id, user_id) = (id.clone(), user_id.clone());
        self.write(move |tx| {
            Box::pin(async move {
                if !bump_roster(tx, &id, &user_id, status, among).await? {
                    return Ok(false);
                }
                Ok(tx.execute(change).await? == 1)
            })
        })
        .await
    }
}

#[async_trait::async_trait]
impl TournamentStore for Db {
    async fn create_tournament(&self, t: &Tournament, now: Timestamp) -> StoreResult<()> {
        reported("create_tournament", async move {
            let created = Statement::new(
                "INSERT INTO tournaments (id, name, kind, variant, options, time_control, days_per_move, rated, \
                 rounds, creator_id, starts_at, status, round, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, 0, $12, $12)",
            )
            .arg(t.id.as_str())
            .arg(&t.name)
            .word(t.kind.as_str())
            .arg(&t.variant)
            .arg(&t.options)
            .arg(t.time_control.as_deref())
            .arg(t.days_per_move)
            .arg(t.rated)
            .arg(t.rounds)
            .arg(t.creator_id.as_str())
            .arg(t.starts_at)
            .arg(now)
            .word(TournamentStatus::Open.as_str());
            self.execute(created).await?;
            Ok::<(), Failure>(())
        })
        .await
    }

    async fn tournament(&self, id: &TournamentId) -> StoreResult<Option<Tournament>> {
        reported("tournament", async move {
            let sql = concatcp!(SELECT_TOURNAMENT, "WHERE t.id = $1");
            let row: Option<TournamentRow> = self.optional(Statement::new(sql).arg(id.as_str())).await?;
            row.map(Tournament::try_from).transpose()
        })
        .await
    }

    async fn tournaments(&self, limit: i64) -> StoreResult<Vec<Tournament>> {
        reported("tournaments", async move {
            let sql = concatcp!(
                SELECT_TOURNAMENT,
                "ORDER BY CASE WHEN t.status IN ($2, $3) THEN 0 ELSE 1 END, \
             CASE WHEN t.status IN ($2, $3) THEN t.starts_at ELSE -t.updated_at END LIMIT $1"
            );
            let listed = Statement::new(sql)
                .arg(limit)
                .word(TournamentStatus::Open.as_str())
                .word(TournamentStatus::Running.as_str());
            read_all(self.all::<TournamentRow>(listed).await?)
        })
        .await
    }

    async fn tournaments_due(&self, now: Timestamp) -> StoreResult<Vec<Tournament>> {
        reported("tournaments_due", async move {
            let sql = concatcp!(
                SELECT_TOURNAMENT,
                "WHERE (t.status = $2 AND t.starts_at <= $1) OR t.status = $3 \
             ORDER BY t.starts_at LIMIT 500"
            );
            let due = Statement::new(sql)
                .arg(now)
                .word(TournamentStatus::Open.as_str())
                .word(TournamentStatus::Running.as_str());
            read_all(self.all::<TournamentRow>(due).await?)
        })
        .await
    }

    async fn join_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> StoreResult<bool> {
        reported("join_tournament", async move {
            let joined = Statement::new(
                "INSERT INTO tournament_players (tournament_id, user_id, joined_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (tournament_id, user_id) DO NOTHING",
            )
            .arg(id.as_str())
            .arg(user_id.as_str())
            .arg(now);
            // A join either lands before a start's pairing reads the roster, or finds the
            // tournament started.
            self.change_roster(id, user_id, TournamentStatus::Open, Among::Not, joined).await
        })
        .await
    }

    async fn leave_tournament(&self, id: &TournamentId, user_id: &UserId) -> StoreResult<bool> {
        reported("leave_tournament", async move {
            let left = Statement::new("DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2")
                .arg(id.as_str())
                .arg(user_id.as_str());
            self.change_roster(id, user_id, TournamentStatus::Open, Among::Joined, left).await
        })
        .await
    }

    async fn withdraw_from_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> StoreResult<bool> {
        reported("withdraw_from_tournament", async move {
            let withdrawn = Statement::new(
                "UPDATE tournament_players SET withdrawn_at = $3 WHERE tournament_id = $1 AND user_id = $2 \
                 AND withdrawn_at IS NULL",
            )
            .arg(id.as_str())
            .arg(user_id.as_str())
            .arg(now);
            // As a join: the roster's bump makes a pairing worked out before this withdrawal
            // write nothing, and be worked out again without the player.
            self.change_roster(id, user_id, TournamentStatus::Running, Among::Playing, withdrawn).await
        })
        .await
    }

    async fn tournament_entries(&self, id: &TournamentId) -> StoreResult<Vec<Entry>> {
        reported("tournament_entries", async move {
            let entries = Statement::new(
                "SELECT p.user_id, u.name, p.joined_at, p.withdrawn_at FROM tournament_players p \
             JOIN users u ON u.id = p.user_id WHERE p.tournament_id = $1 ORDER BY p.joined_at, u.name",
            )
            .arg(id.as_str());
            let rows: Vec<EntryRow> = self.all(entries).await?;
            Ok(rows.into_iter().map(Entry::from).collect())
        })
        .await
    }

    async fn tournament_games(&self, id: &TournamentId) -> StoreResult<Vec<Game>> {
        reported("tournament_games", async move {
            let sql = concatcp!(SELECT_GAME, "WHERE g.tournament_id = $1 ORDER BY g.tournament_round, g.id");
            read_all(self.all::<GameRow>(Statement::new(sql).arg(id.as_str())).await?)
        })
        .await
    }

    async fn tournament_byes(&self, id: &TournamentId) -> StoreResult<Vec<(i64, UserId)>> {
        reported("tournament_byes", async move {
            let byes =
                Statement::new("SELECT round, user_id FROM tournament_byes WHERE tournament_id = $1 ORDER BY round")
                    .arg(id.as_str());
            let byes: Vec<(i64, String)> = self.all(byes).await?;
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
            let (seen_round, seen_status, seen_roster) = seen;
            let (next_round, next_status) = next;
            let won = Statement::new(
                "UPDATE tournaments SET round = $1, status = $2, updated_at = $3 \
                 WHERE id = $4 AND round = $5 AND status = $6 AND roster = $7",
            )
            .arg(next_round)
            .word(next_status.as_str())
            .arg(now)
            .arg(id.as_str())
            .arg(seen_round)
            .word(seen_status.as_str())
            .arg(seen_roster);
            let byes: Vec<Statement> = byes
                .iter()
                .map(|user_id| {
                    Statement::new("INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES ($1, $2, $3)")
                        .arg(id.as_str())
                        .arg(next_round)
                        .arg(user_id.as_str())
                })
                .collect();
            self.write(move |tx| {
                Box::pin(async move {
                    // The conditional update first: the process that loses the race changes nothing.
                    if tx.execute(won).await? != 1 {
                        return Ok(false);
                    }
                    for (game_id, game) in &games {
                        insert_game(tx, game_id, game, now).await?;
                    }
                    for bye in byes {
                        tx.execute(bye).await?;
                    }
                    insert_notices(tx, &notices, now).await?;
                    Ok(true)
                })
            })
            .await
        })
        .await
    }
}
