//! Challenges and open seeks, and the games their acceptance starts.

use super::Db;
use super::rows::{ChallengeRow, read_all};
use crate::failure::reported;
use crate::games::{SELECT_CHALLENGE, check_key, insert_game, insert_job, insert_notices, keep_answer, one};
use crate::statement::{Run, Statement};
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
            let challenge = Statement::new(
                "INSERT INTO challenges (id, challenger_id, opponent_id, variant, options, color, days_per_move, \
                 time_control, status, created_at, updated_at, rated, rating_min, rating_max) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $13, $9, $9, $10, $11, $12)",
            )
            .arg(c.id.as_str())
            .arg(c.challenger_id.as_str())
            .arg(c.opponent_id.as_ref().map(UserId::as_str))
            .arg(&c.variant)
            .arg(&c.options)
            .word(c.color.as_str())
            .arg(c.days_per_move)
            .arg(c.time_control.as_deref())
            .arg(c.created_at)
            .arg(c.rated)
            .arg(c.rating_min)
            .arg(c.rating_max)
            .word(ChallengeStatus::Open.as_str());
            self.write(move |tx| {
                Box::pin(async move {
                    check_key(tx, kept.as_ref()).await?;
                    tx.execute(challenge).await?;
                    insert_notices(tx, &notices, c.created_at).await?;
                    keep_answer(tx, kept.as_ref(), c.created_at).await?;
                    Ok(())
                })
            })
            .await
        })
        .await
    }

    async fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<Challenge>> {
        reported("challenge", async move {
            let sql = concatcp!(SELECT_CHALLENGE, "WHERE c.id = $1");
            one(self.optional::<ChallengeRow>(Statement::new(sql).arg(id.as_str())).await?)
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
            let challenges = Statement::new(sql).arg(user_id.as_str()).word(ChallengeStatus::Open.as_str());
            read_all(self.all::<ChallengeRow>(challenges).await?)
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
            let asking = Statement::new(ASKING)
                .arg(user_id.as_str())
                .arg(unread_at_most)
                .word(ChallengeStatus::Open.as_str())
                .word(NoticeKind::Digest.as_str());
            self.one::<(i64, i64)>(asking).await
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
            read_all(self.all::<ChallengeRow>(Statement::new(sql).word(ChallengeStatus::Open.as_str())).await?)
        })
        .await
    }

    /// Moves an open challenge to `declined` or `cancelled`; false if it was no longer open.
    async fn close_challenge(&self, id: &ChallengeId, status: ChallengeStatus, now: Timestamp) -> StoreResult<bool> {
        reported("close_challenge", async move {
            let closed =
                Statement::new("UPDATE challenges SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4")
                    .word(status.as_str())
                    .arg(now)
                    .arg(id.as_str())
                    .word(ChallengeStatus::Open.as_str());
            Ok(self.execute(closed).await? == 1)
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
            let challenge = Statement::new(
                "INSERT INTO challenges (id, challenger_id, opponent_id, engine_level, variant, options, color, \
                 days_per_move, time_control, status, game_id, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $12, $10, $11, $11)",
            )
            .arg(c.id.as_str())
            .arg(c.challenger_id.as_str())
            .arg(c.opponent_id.as_ref().map(UserId::as_str))
            .arg(c.engine_level)
            .arg(&c.variant)
            .arg(&c.options)
            .word(c.color.as_str())
            .arg(c.days_per_move)
            .arg(c.time_control.as_deref())
            .arg(game_id.as_str())
            .arg(c.created_at)
            .word(ChallengeStatus::Accepted.as_str());
            self.write(move |tx| {
                Box::pin(async move {
                    check_key(tx, kept.as_ref()).await?;
                    tx.execute(challenge).await?;
                    insert_game(tx, &game_id, &game, c.created_at).await?;
                    insert_notices(tx, &notices, c.created_at).await?;
                    if let Some(job) = &job {
                        insert_job(tx, job, c.created_at).await?;
                    }
                    keep_answer(tx, kept.as_ref(), c.created_at).await?;
                    Ok(())
                })
            })
            .await
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
            let (game_id, kept) = (game_id.clone(), kept.cloned());
            let taken = Statement::new(
                "UPDATE challenges SET status = $4, game_id = $1, updated_at = $2 WHERE id = $3 AND status = $5",
            )
            .arg(game_id.as_str())
            .arg(now)
            .arg(challenge_id.as_str())
            .word(ChallengeStatus::Accepted.as_str())
            .word(ChallengeStatus::Open.as_str());
            self.write(move |tx| {
                Box::pin(async move {
                    check_key(tx, kept.as_ref()).await?;
                    let taken = tx.execute(taken).await?;
                    if taken == 1 {
                        insert_game(tx, &game_id, &game, now).await?;
                        insert_notices(tx, &notices, now).await?;
                        keep_answer(tx, kept.as_ref(), now).await?;
                    }
                    Ok(taken == 1)
                })
            })
            .await
        })
        .await
    }
}
