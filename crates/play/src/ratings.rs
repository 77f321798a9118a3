//! Ratings as the front ends show them: a player's ratings (each as it stands today, its
//! deviation grown with idleness), their history in a pool, a game's rating changes and a
//! pool's leaderboard. The store changes ratings itself, in the transaction that ends a rated
//! game; nothing here writes.

use ortoo_core::rating::{Glicko, START};
use ortoo_core::store::{PoolRating, RatingChange};
use ortoo_core::store::{RatingStore, VariantFileStore};

use std::sync::Arc;

use ortoo_core::Timestamp;
use ortoo_core::clock::Clock;

use crate::error::{PlayError, Result};

/// Most players a leaderboard lists.
pub const LEADERBOARD_SIZE: usize = 100;

/// A player's rating in a pool as it stands now.
#[derive(Debug, Clone)]
pub struct Standing {
    pub kept: PoolRating,
    /// The rating at the time asked, its deviation grown for idleness.
    pub now: Glicko,
}

/// A pool's leaderboard.
#[derive(Debug, Clone)]
pub struct Leaderboard {
    /// Established ratings, best first.
    pub ranked: Vec<Standing>,
    /// How many players of the pool are left out, their ratings still provisional.
    pub provisional: usize,
}

/// Ratings, read.
#[derive(Clone)]
pub struct Ratings {
    pub(crate) rating_store: Arc<dyn RatingStore>,
    pub(crate) variant_file_store: Arc<dyn VariantFileStore>,
    pub(crate) clock: Clock,
}

impl Ratings {
    fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// A player's rating in a pool now (a newcomer's where they have played no rated game).
    pub async fn rating_now(&self, user_id: &str, pool: &str) -> Result<Glicko> {
        let now = self.now();
        Ok(self.rating_store.rating(user_id, pool).await?.map_or(START, |r| r.at(now)))
    }

    /// A player's ratings, most games first.
    pub async fn ratings_of(&self, user_id: &str) -> Result<Vec<Standing>> {
        let now = self.now();
        Ok(self
            .rating_store
            .ratings_of(user_id)
            .await?
            .into_iter()
            .map(|kept| Standing { now: kept.at(now), kept })
            .collect())
    }

    /// What each rated game did to a player's rating in a pool, oldest first.
    pub async fn rating_history(&self, user_id: &str, pool: &str) -> Result<Vec<RatingChange>> {
        Ok(self.rating_store.rating_history(user_id, pool).await?)
    }

    /// What a finished rated game did to its players' ratings.
    pub async fn game_rating_changes(&self, game_id: &str) -> Result<Vec<RatingChange>> {
        Ok(self.rating_store.game_rating_changes(game_id).await?)
    }

    /// The leaderboard of a game: its established players, best first. Provisional ratings
    /// (a newcomer's, or one gone uncertain with idleness) are counted, not ranked.
    ///
    /// # Errors
    /// [`PlayError::NotFound`] for a game ortoo does not have.
    pub async fn leaderboard(&self, pool: &str) -> Result<Leaderboard> {
        if crate::variants::info(self.variant_file_store.as_ref(), pool).await?.is_none() {
            return Err(PlayError::NotFound("game"));
        }
        let now = self.now();
        // Read past the board's size: provisional players among the best are skipped.
        let limit = i64::try_from(LEADERBOARD_SIZE * 5).unwrap_or(i64::MAX);
        let mut ranked = Vec::new();
        let mut provisional = 0;
        for kept in self.rating_store.leaderboard(pool, limit).await? {
            let now = kept.at(now);
            if now.provisional() {
                provisional += 1;
            } else if ranked.len() < LEADERBOARD_SIZE {
                ranked.push(Standing { kept, now });
            }
        }
        Ok(Leaderboard { ranked, provisional })
    }
}
