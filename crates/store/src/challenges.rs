//! Challenges and open seeks, and the games their acceptance starts.

use super::Db;
use super::rows::{ChallengeRow, read_all};
use crate::failure::{Failure, reported};
use crate::games::{SELECT_CHALLENGE, check_key, insert_game, insert_job, insert_notices, keep_answer, one};
use crate::moment::AsMoment;
use crate::{on_pool, transact};
use const_format::concatcp;
use ortoo_core::Timestamp;
use ortoo_core::ids::{ChallengeId, GameId, UserId};
use ortoo_core::model::{Challenge, NewGame, NewJob};
use ortoo_core::store::ChallengeStore;
use ortoo_core::store::KeptAnswer;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{ChallengeStatus, Notice, NoticeKind};

#[async_trait::async_trait]
impl ChallengeStore for Db {
    /// Stores a new challenge (its id made by the caller, who composed its notices with it).
    async fn create_challenge(
        &self,
        c: &Challenge,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> StoreResult<()> {
        reported("create_challenge", async move {
            let kept = kept.cloned();
            let c = c.clone();
            transact!(self, |conn| {
                check_key(&mut *conn, kept.as_ref()).await?;
                sqlx::query(
                    "INSERT INTO challenges (id, challenger_id, opponent_id, variant, options, color, days_per_move, \
                 time_control, status, created_at, updated_at, rated, rating_min, rating_max) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $13, $9, $9, $10, $11, $12)",
                )
                .bind(c.id.as_str())
                .bind(c.challenger_id.as_str())
                .bind(c.opponent_id.as_ref().map(UserId::as_str))
                .bind(&c.variant)
                .bind(&c.options)
                .bind(c.color.as_str())
                .bind(c.days_per_move)
                .bind(&c.time_control)
                .bind(c.created_at.moment())
                .bind(c.rated)
                .bind(c.rating_min)
                .bind(c.rating_max)
                .bind(ChallengeStatus::Open.as_str())
                .execute(&mut *conn)
                .await?;
                insert_notices(&mut *conn, &notices, c.created_at).await?;
                keep_answer(&mut *conn, kept.as_ref(), c.created_at).await?;
                Ok(())
            })
        })
        .await
    }

    async fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<Challenge>> {
        reported("challenge", async move {
            let sql = concatcp!(SELECT_CHALLENGE, "WHERE c.id = $1");
            one(on_pool!(self, |pool| sqlx::query_as::<_, ChallengeRow>(sql)
                .bind(id.as_str())
                .fetch_optional(pool)
                .await?))
        })
        .await
    }

    /// Open seeks, and open challenges to or from the user.
    async fn challenges_for(&self, user_id: &UserId) -> StoreResult<Vec<Challenge>> {
        reported("challenges_for", async move {
            let sql = concatcp!(
                SELECT_CHALLENGE,
                "WHERE c.status = $2 AND \
             (c.opponent_id IS NULL OR c.opponent_id = $1 OR c.challenger_id = $1) ORDER BY c.created_at DESC LIMIT 200"
            );
            read_all(on_pool!(self, |pool| sqlx::query_as::<_, ChallengeRow>(sql)
                .bind(user_id.as_str())
                .bind(ChallengeStatus::Open.as_str())
                .fetch_all(pool)
                .await?))
        })
        .await
    }

    /// Open challenges addressed to the user, and their unread notices in the app (counted up
    /// to `unread_at_most`), in one query: every page's header shows both.
    async fn asking(&self, user_id: &UserId, unread_at_most: i64) -> StoreResult<(i64, i64)> {
        reported("asking", async move {
            const ASKING: &str = "SELECT \
             (SELECT COUNT(*) FROM challenges WHERE status = $3 AND opponent_id = $1), \
             (SELECT COUNT(*) FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL \
                AND kind <> $4 AND address IS NULL LIMIT $2) AS unread)";
            Ok(on_pool!(self, |pool| sqlx::query_as::<_, (i64, i64)>(ASKING)
                .bind(user_id.as_str())
                .bind(unread_at_most)
                .bind(ChallengeStatus::Open.as_str())
                .bind(NoticeKind::Digest.as_str())
                .fetch_one(pool)
                .await?))
        })
        .await
    }

    /// Open seeks anyone may accept (for the lobby without an account).
    async fn open_seeks(&self) -> StoreResult<Vec<Challenge>> {
        reported("open_seeks", async move {
            let sql = concatcp!(
                SELECT_CHALLENGE,
                "WHERE c.status = $1 AND c.opponent_id IS NULL \
             ORDER BY c.created_at DESC LIMIT 200"
            );
            read_all(on_pool!(self, |pool| sqlx::query_as::<_, ChallengeRow>(sql)
                .bind(ChallengeStatus::Open.as_str())
                .fetch_all(pool)
                .await?))
        })
        .await
    }

    /// Moves an open challenge to `declined` or `cancelled`; false if it was no longer open.
    async fn close_challenge(&self, id: &ChallengeId, status: ChallengeStatus, now: Timestamp) -> StoreResult<bool> {
        reported("close_challenge", async move {
            let id = id.clone();
            transact!(self, |conn| sqlx::query(
                "UPDATE challenges SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4"
            )
            .bind(status.as_str())
            .bind(now.moment())
            .bind(id.as_str())
            .bind(ChallengeStatus::Open.as_str())
            .execute(&mut *conn)
            .await
            .map(|r| r.rows_affected() == 1)
            .map_err(Failure::from))
        })
        .await
    }

    /// Accepts an open challenge and creates its game (id `game_id`) in one transaction, with
    /// its notices. False if the challenge was no longer open (someone else accepted it, or it
    /// was withdrawn): then nothing was written.
    /// Starts a game against the engine: the challenge, already accepted, and its game in one
    /// write, with the engine's first move queued if it moves first.
    async fn start_engine_game(
        &self,
        c: &Challenge,
        game: NewGame,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
    ) -> StoreResult<()> {
        reported("start_engine_game", async move {
            let (c, kept) = (c.clone(), kept.cloned());
            let game_id = c.game_id.clone().expect("an engine game's challenge names its game");
            transact!(self, |conn| {
                check_key(&mut *conn, kept.as_ref()).await?;
                sqlx::query(
                    "INSERT INTO challenges (id, challenger_id, opponent_id, engine_level, variant, options, color, \
                 days_per_move, time_control, status, game_id, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $12, $10, $11, $11)",
                )
                .bind(c.id.as_str())
                .bind(c.challenger_id.as_str())
                .bind(c.opponent_id.as_ref().map(UserId::as_str))
                .bind(c.engine_level)
                .bind(&c.variant)
                .bind(&c.options)
                .bind(c.color.as_str())
                .bind(c.days_per_move)
                .bind(&c.time_control)
                .bind(game_id.as_str())
                .bind(c.created_at.moment())
                .bind(ChallengeStatus::Accepted.as_str())
                .execute(&mut *conn)
                .await?;
                insert_game(&mut *conn, &game_id, &game, c.created_at).await?;
                insert_notices(&mut *conn, &notices, c.created_at).await?;
                if let Some(job) = &job {
                    insert_job(&mut *conn, job, c.created_at).await?;
                }
                keep_answer(&mut *conn, kept.as_ref(), c.created_at).await?;
                Ok(())
            })
        })
        .await
    }

    async fn accept_challenge(
        &self,
        challenge_id: &ChallengeId,
        game_id: &GameId,
        now: Timestamp,
        game: NewGame,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> StoreResult<bool> {
        reported("accept_challenge", async move {
            let (game_id, challenge_id, kept) = (game_id.clone(), challenge_id.clone(), kept.cloned());
            transact!(self, |conn| {
                check_key(&mut *conn, kept.as_ref()).await?;
                let taken = sqlx::query(
                    "UPDATE challenges SET status = $4, game_id = $1, updated_at = $2 WHERE id = $3 AND status = $5",
                )
                .bind(game_id.as_str())
                .bind(now.moment())
                .bind(challenge_id.as_str())
                .bind(ChallengeStatus::Accepted.as_str())
                .bind(ChallengeStatus::Open.as_str())
                .execute(&mut *conn)
                .await?
                .rows_affected();
                if taken == 1 {
                    insert_game(&mut *conn, &game_id, &game, now).await?;
                    insert_notices(&mut *conn, &notices, now).await?;
                    keep_answer(&mut *conn, kept.as_ref(), now).await?;
                }
                Ok::<bool, Failure>(taken == 1)
            })
        })
        .await
    }
}
