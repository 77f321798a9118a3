//! Answers kept under an idempotency key: a request sent again is answered from here.

use super::Db;
use crate::failure::reported;
use crate::games::{STORED_RESPONSE, kept_answer};
use crate::rows::StoredResponseRow;
use crate::statement::{Fetch, Run, Statement};
use ortoo_core::Timestamp;
use ortoo_core::ids::UserId;
use ortoo_core::store::AnswerStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::store::{KeptAnswer, StoredResponse};

#[async_trait::async_trait]
impl AnswerStore for Db {
    async fn stored_response(&self, user_id: &UserId, key: &str) -> StoreResult<Option<StoredResponse>> {
        reported("stored_response", async move {
            let stored = Statement::new(STORED_RESPONSE).arg(user_id.as_str()).arg(key);
            Ok(self.optional::<StoredResponseRow>(stored).await?.map(Into::into))
        })
        .await
    }

    /// Keeps an answer that goes with no other write; the first one kept for a key stays, and
    /// the one stored is returned.
    async fn keep_answer(&self, kept: &KeptAnswer, now: Timestamp) -> StoreResult<StoredResponse> {
        reported("keep_answer", async move {
            let keep = kept_answer(kept, now);
            let stored = Statement::new(STORED_RESPONSE).arg(kept.user_id.as_str()).arg(&kept.key);
            self.write(move |tx| {
                Box::pin(async move {
                    tx.execute(keep).await?;
                    Ok(tx.one::<StoredResponseRow>(stored).await?.into())
                })
            })
            .await
        })
        .await
    }

    /// Forgets the answers kept before `before` (the daily sweep); returns how many.
    async fn forget_answers(&self, before: Timestamp) -> StoreResult<u64> {
        reported("forget_answers", async move {
            self.execute(Statement::new(crate::periodic::FORGET_ANSWERS).arg(before)).await
        })
        .await
    }
}
