//! Answers kept under an idempotency key: a request sent again is answered from here.

use super::Db;
use crate::failure::{Failure, reported};
use crate::games::{STORED_RESPONSE, kept_answer};
use crate::moment::AsMoment;
use crate::rows::StoredResponseRow;
use crate::statement::Run;
use crate::{on_pool, transact};
use ortoo_core::Timestamp;
use ortoo_core::ids::UserId;
use ortoo_core::store::AnswerStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::store::{KeptAnswer, StoredResponse};

#[async_trait::async_trait]
impl AnswerStore for Db {
    async fn stored_response(&self, user_id: &UserId, key: &str) -> StoreResult<Option<StoredResponse>> {
        reported("stored_response", async move {
            Ok(on_pool!(self, |pool| sqlx::query_as::<_, StoredResponseRow>(STORED_RESPONSE)
                .bind(user_id.as_str())
                .bind(key)
                .fetch_optional(pool)
                .await?
                .map(Into::into)))
        })
        .await
    }

    /// Keeps an answer that goes with no other write; the first one kept for a key stays, and
    /// the one stored is returned.
    async fn keep_answer(&self, kept: &KeptAnswer, now: Timestamp) -> StoreResult<StoredResponse> {
        reported("keep_answer", async move {
            let kept = kept.clone();
            transact!(self, |conn| {
                Run::execute(&mut *conn, kept_answer(&kept, now)).await?;
                Ok(sqlx::query_as::<_, StoredResponseRow>(STORED_RESPONSE)
                    .bind(kept.user_id.as_str())
                    .bind(&kept.key)
                    .fetch_one(&mut *conn)
                    .await?
                    .into())
            })
        })
        .await
    }

    /// Forgets the answers kept before `before` (the daily sweep); returns how many.
    async fn forget_answers(&self, before: Timestamp) -> StoreResult<u64> {
        reported("forget_answers", async move {
            transact!(self, |conn| Ok::<u64, Failure>(
                sqlx::query(crate::periodic::FORGET_ANSWERS)
                    .bind(before.moment())
                    .execute(&mut *conn)
                    .await?
                    .rows_affected()
            ))
        })
        .await
    }
}
