//! Ratings as the front ends show them: a player's ratings (each as it stands today, its
//! deviation grown with idleness), their history in a pool, a game's rating changes and a
//! pool's leaderboard. The store changes ratings itself, in the transaction that ends a rated
//! game; nothing here writes.

use ortoo_core::rating::{Glicko, START};
use ortoo_core::store::{PoolRating, RatingChange};
use ortoo_core::store::{RatingStore, VariantFileStore};
use ortoo_core::{GameId, UserId};

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
    pub async fn rating_now(&self, user_id: &UserId, pool: &str) -> Result<Glicko> {
        let now = self.now();
        Ok(self.rating_store.rating(user_id, pool).await?.map_or(START, |r| r.at(now)))
    }

    /// A player's ratings, most games first.
    pub async fn ratings_of(&self, user_id: &UserId) -> Result<Vec<Standing>> {
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
    pub async fn rating_history(&self, user_id: &UserId, pool: &str) -> Result<Vec<RatingChange>> {
        Ok(self.rating_store.rating_history(user_id, pool).await?)
    }

    /// What a finished rated game did to its players' ratings.
    pub async fn game_rating_changes(&self, game_id: &GameId) -> Result<Vec<RatingChange>> {
        Ok(self.rating_store.game_rating_changes(game_id).await?)
    }

    /// The leaderboard of a game: its established players, best first. Provisional ratings
    /// (a newcomer's, or one gone uncertain with idleness) are counted, not ranked.
    ///
    /// # Errors
    /// [`PlayError::NotFound`] for a game ortoo does not have.
    pub async fn leaderboard(&self, pool: &str) -> Result<Leaderboard> {
        if crate::variants::info(self.variant_file_store.as_ref(), pool).await?.is_none() {
            return Err(PlayError::NotFound(crate::error::Missing::Game));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::challenges::{Created, NewChallenge, Opponent};
    use crate::testing::Scene;
    use ortoo_core::timecontrol::DAY_MS;
    use ortoo_core::{Game, User};

    /// A rated game of chess, `white` against `black`, played to its second ply and resigned
    /// by the loser.
    async fn rated_game(scene: &Scene, white: &User, black: &User, white_wins: bool) -> Game {
        let request = NewChallenge {
            variant: "chess".into(),
            options: std::collections::BTreeMap::new(),
            setup: None,
            opponent: Opponent::User(black.name.clone()),
            color: Some("white".into()),
            time_control: None,
            rated: Some(true),
            rating_range: None,
        };
        let Ok(Created::Challenge(c)) = scene.play.challenges.create_challenge(white, request, None).await else {
            panic!("a rated challenge is made");
        };
        let game = scene.play.challenges.accept(black, &c.id, &[], None).await.unwrap();
        let game = scene.play_move(white, &game, "e2e4").await.unwrap();
        scene.play_move(black, &game, "e7e5").await.unwrap();
        let loser = if white_wins { black } else { white };
        scene.play.games.resign(loser, &game.id, None).await.unwrap()
    }

    #[tokio::test]
    async fn a_player_without_a_rated_game_is_rated_as_a_newcomer() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        assert_eq!(scene.play.ratings.rating_now(&ann.id, "chess").await.unwrap(), START);
        assert!(scene.play.ratings.ratings_of(&ann.id).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_rated_game_moves_its_players_ratings_in_its_pool_only() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        rated_game(&scene, &ann, &bob, true).await;
        let (won, lost) = (
            scene.play.ratings.rating_now(&ann.id, "chess").await.unwrap(),
            scene.play.ratings.rating_now(&bob.id, "chess").await.unwrap(),
        );
        assert!(won.rating > START.rating && lost.rating < START.rating, "{won:?} {lost:?}");
        assert!(won.deviation < START.deviation);
        assert_eq!(scene.play.ratings.rating_now(&ann.id, "shogi").await.unwrap(), START);
        let standings = scene.play.ratings.ratings_of(&ann.id).await.unwrap();
        assert_eq!(standings.iter().map(|s| s.kept.pool.as_str()).collect::<Vec<_>>(), ["chess"]);
    }

    #[tokio::test]
    async fn a_rating_grows_uncertain_with_idleness_and_keeps_its_value() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        rated_game(&scene, &ann, &bob, true).await;
        let then = scene.play.ratings.rating_now(&ann.id, "chess").await.unwrap();
        scene.wait(30 * DAY_MS);
        let now = scene.play.ratings.rating_now(&ann.id, "chess").await.unwrap();
        assert_eq!(now.rating, then.rating);
        assert!(now.deviation > then.deviation, "{now:?} after {then:?}");
        let standing = scene.play.ratings.ratings_of(&ann.id).await.unwrap().remove(0);
        assert_eq!(standing.kept.glicko, then);
        assert_eq!(standing.now, now);
    }

    #[tokio::test]
    async fn the_leaderboard_of_a_game_ortoo_does_not_have_is_not_found() {
        let scene = Scene::new().await;
        let board = scene.play.ratings.leaderboard("nosuchgame").await;
        assert!(matches!(board, Err(PlayError::NotFound(crate::error::Missing::Game))));
        let empty = scene.play.ratings.leaderboard("chess").await.unwrap();
        assert!(empty.ranked.is_empty() && empty.provisional == 0);
    }

    #[tokio::test]
    async fn provisional_ratings_are_counted_not_ranked() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        rated_game(&scene, &ann, &bob, true).await;
        let board = scene.play.ratings.leaderboard("chess").await.unwrap();
        assert!(board.ranked.is_empty());
        assert_eq!(board.provisional, 2);
    }

    #[tokio::test]
    async fn established_players_are_ranked_best_first_until_idleness_makes_them_provisional() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        for n in 0..40 {
            // Ann wins two games in three.
            rated_game(&scene, &ann, &bob, n % 3 != 2).await;
            if !scene.play.ratings.rating_now(&bob.id, "chess").await.unwrap().provisional() {
                break;
            }
        }
        let board = scene.play.ratings.leaderboard("chess").await.unwrap();
        let ranked: Vec<&str> = board.ranked.iter().map(|s| s.kept.user_id.as_str()).collect();
        assert_eq!(ranked, [ann.id.as_str(), bob.id.as_str()]);
        assert_eq!(board.provisional, 0);
        scene.wait(365 * DAY_MS);
        let board = scene.play.ratings.leaderboard("chess").await.unwrap();
        assert!(board.ranked.is_empty());
        assert_eq!(board.provisional, 2);
    }
}
