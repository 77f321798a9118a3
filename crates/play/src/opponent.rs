//! The engine as an opponent: games against it, the moves it owes, and hints.
//!
//! The engine plays as one account (`ortoo_core::ENGINE_ID`, made by the migrations) that no one can log
//! in to. A game records the engine's level on the side it plays. Whenever a write leaves the
//! engine on move, the same write queues an engine job; a worker (`ortoo-worker`) searches
//! and plays the move through [`Games::submit_move`] like any player, with the job's ply as the
//! expected ply, so a late or duplicate worker can never move twice.

use ortoo_core::GameId;
use ortoo_core::UserId;
use ortoo_core::store::{AccountStore, ChallengeStore, GameStore};
use std::collections::BTreeMap;

use ortoo_engine::level::LEVELS;
use ortoo_rules::Variant;

use std::sync::Arc;

use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Challenge, ChallengeId, ChallengeStatus, ColorChoice, Game, GameStatus, User};
use rand::Rng;
use tokio::sync::Semaphore;

use crate::answers::Keep;
use crate::error::{Missing, PlayError, Result};
use crate::games::{Games, for_people, job_for};
use crate::variants::open_variant;
use ortoo_i18n::Said;

/// The rule options a game was stored with, as the engine takes them.
pub fn option_pairs(game: &Game) -> Result<Vec<(String, String)>> {
    let options: BTreeMap<String, String> =
        serde_json::from_str(&game.options).map_err(|e| PlayError::Corrupt(game.id.to_string(), e.to_string()))?;
    Ok(options.into_iter().collect())
}

/// How many games of the engine against itself one player may have going at once: each of
/// its moves is an engine job, so many of them would slow the engine's answers to everyone.
pub const MAX_WATCHED: i64 = 2;

fn check_level(level: u8) -> Result<()> {
    if LEVELS.contains(&level) {
        return Ok(());
    }
    Err(PlayError::Invalid {
        code: "invalid_challenge",
        detail: Said::new("error-engine-level")
            .arg("low", *LEVELS.start())
            .arg("high", *LEVELS.end())
            .arg("level", level),
    })
}

/// A suggested move.
#[derive(Debug, Clone)]
pub struct Hint {
    /// The move in canonical text, as the move form takes it.
    pub text: String,
    /// The same move in coordinate form.
    pub coordinate: String,
    /// The engine's estimate from the mover's side, in centipawns.
    pub score: i32,
    /// Moves to a forced win (positive) or loss (negative), when the search sees one.
    pub mate: Option<i32>,
    /// The line the engine expects, starting with the move.
    pub line: Vec<String>,
    pub depth: u32,
}

/// The engine's level on each side of a game it plays against itself.
#[derive(Debug, Clone, Copy)]
pub struct EngineLevels {
    pub white: u8,
    pub black: u8,
}

/// Whether the challenger of a challenge for `color` plays White; a random colour is drawn
/// here.
pub(crate) fn challenger_plays_white(color: ColorChoice) -> bool {
    match color {
        ColorChoice::White => true,
        ColorChoice::Black => false,
        ColorChoice::Random => rand::rng().random_bool(0.5),
    }
}

/// Where the engine sits in a new game.
#[derive(Debug, Clone)]
pub(crate) enum Seats {
    /// Against the challenger, who plays `color` (white, black or random).
    Against { level: u8, color: ColorChoice },
    /// On both sides; the challenger watches.
    Itself(EngineLevels),
}

/// The engine as a player: its games and its hints.
#[derive(Clone)]
pub struct EngineGames {
    pub(crate) account_store: Arc<dyn AccountStore>,
    pub(crate) challenge_store: Arc<dyn ChallengeStore>,
    pub(crate) game_store: Arc<dyn GameStore>,
    pub(crate) games: Games,
    /// Hints are searched on the server's own cores: one at a time, so they cannot crowd out
    /// the moves.
    pub(crate) hints: Arc<Semaphore>,
    /// Games against the engine one player may have going at once.
    pub(crate) games_per_account: usize,
}

impl EngineGames {
    /// The engine's account.
    pub async fn engine_user(&self) -> Result<User> {
        self.account_store.user_by_id(&UserId::engine()).await?.ok_or(PlayError::NotFound(Missing::Engine))
    }

    /// A challenge to the engine, or a game of the engine against itself: the game starts at
    /// once, the engine's first move queued if it has the first move.
    pub(crate) async fn start_engine_game(
        &self,
        user: &User,
        variant: &dyn Variant,
        options: String,
        seats: Seats,
        time_control: Option<TimeControl>,
        keep: Option<&dyn Keep>,
    ) -> Result<Game> {
        let (white, black) = match &seats {
            Seats::Against { level, .. } => (*level, *level),
            Seats::Itself(levels) => (levels.white, levels.black),
        };
        check_level(white)?;
        check_level(black)?;
        if matches!(seats, Seats::Against { .. }) {
            let cap = self.games_per_account;
            let playing = self.game_store.games_of(&user.id, Some(GameStatus::Active)).await?;
            if playing.iter().filter(|g| g.against_engine()).count() >= cap {
                return Err(PlayError::Conflict {
                    code: "too_many_engine_games",
                    detail: Said::new("error-engine-games").arg("count", cap),
                });
            }
        }
        if matches!(seats, Seats::Itself(_)) && self.game_store.watched_games(&user.id).await? >= MAX_WATCHED {
            return Err(PlayError::Conflict {
                code: "too_many_engine_games",
                detail: Said::new("error-engine-watched").arg("count", MAX_WATCHED),
            });
        }
        let engine = self.engine_user().await?;
        let now = self.games.now();
        let color = match &seats {
            Seats::Against { color, .. } => *color,
            Seats::Itself(_) => ColorChoice::White,
        };
        let challenge = Challenge {
            id: ChallengeId::new(),
            challenger_id: user.id.clone(),
            challenger_name: user.name.clone(),
            opponent_id: Some(engine.id.clone()),
            opponent_name: Some(engine.name.clone()),
            engine_level: Some(i64::from(black)),
            variant: variant.info().id.to_string(),
            options,
            color,
            days_per_move: time_control.and_then(TimeControl::days_per_move),
            time_control: time_control.map(TimeControl::to_stored),
            rated: false,
            rating_min: None,
            rating_max: None,
            status: ChallengeStatus::Accepted,
            game_id: None,
            created_at: now,
        };
        let (game, new) = match seats {
            Seats::Against { level, .. } => {
                let challenger_white = challenger_plays_white(color);
                self.games.prepare_game(&challenge, challenger_white, &engine, Some(i64::from(level)), now).await?
            }
            Seats::Itself(levels) => {
                // The engine takes the challenger's seat as well.
                let seated = Challenge {
                    challenger_id: engine.id.clone(),
                    challenger_name: engine.name.clone(),
                    ..challenge.clone()
                };
                let (mut game, mut new) =
                    self.games.prepare_game(&seated, true, &engine, Some(i64::from(levels.black)), now).await?;
                game.players.white.level = Some(i64::from(levels.white));
                new.levels.white = game.players.white.level;
                (game, new)
            }
        };
        let challenge = Challenge { game_id: Some(game.id.clone()), ..challenge };
        let notices = for_people(vec![self.games.composer.turn(&game, (game.player_to_move()).as_str(), None)]);
        let job = job_for(&game);
        let queued = job.is_some();
        let told = !notices.is_empty();
        let kept = self.games.keep_game(keep, &game).await?;
        self.challenge_store.start_engine_game(&challenge, new, notices, job, kept.as_ref()).await?;
        if told {
            self.games.outbox.notify_one();
        }
        if queued {
            self.games.wake_engine();
        }
        self.games.game(&game.id).await
    }

    /// A hint for `user`, to move in a game against the engine: the engine's choice at the hint
    /// level, thinking at most two seconds. Refused in games between people (that would be
    /// help from outside the game) and when it is not the player's turn.
    pub async fn hint(&self, user: &User, game_id: &GameId) -> Result<Hint> {
        let game = self.games.game(game_id).await?;
        let side = game.side_of(&user.id).ok_or(PlayError::NotYourGame)?;
        if !game.is_active() {
            return Err(PlayError::GameOver(Said::new("error-nothing-to-hint")));
        }
        if !game.against_engine() {
            return Err(PlayError::Forbidden(Said::new("error-hints-against-engine")));
        }
        if game.to_move != side {
            return Err(PlayError::NotYourTurn(!side, ortoo_rules::registry::sides(&game.variant)));
        }
        let variant =
            open_variant(&game.variant, &game.options).map_err(|e| PlayError::Corrupt(game.id.to_string(), e))?;
        let keys = self.games.earlier_keys(&game, variant.as_ref()).await?;
        let options = option_pairs(&game)?;
        let busy = || PlayError::Busy(Said::new("error-hints-busy"));
        let permit = tokio::time::timeout(std::time::Duration::from_secs(5), self.hints.clone().acquire_owned())
            .await
            .map_err(|_| busy())?
            .map_err(|_| busy())?;
        let position = game.position.clone();
        let variant_id = game.variant.clone();
        let searched = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            ortoo_engine::hint(&variant_id, &options, &position, &keys, None)
        })
        .await
        .map_err(|e| PlayError::Corrupt(game.id.to_string(), format!("the hint's search failed: {e}")))?;
        let thought = match searched {
            Ok(thought) => thought,
            // Over by its rules though stored as going on: ended so, and said.
            Err(ortoo_engine::EngineError::GameOver(outcome)) => {
                self.games.settle(&game.id).await?;
                return Err(Games::game_over(outcome, ortoo_rules::registry::sides(&game.variant)));
            }
            Err(other) => return Err(PlayError::Corrupt(game.id.to_string(), other.to_string())),
        };
        Ok(Hint {
            text: thought.best,
            coordinate: thought.coordinate,
            score: thought.score,
            mate: thought.mate,
            line: thought.pv,
            depth: thought.depth,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Scene, allowances};
    use crate::typed::{Typed, Via};
    use ortoo_core::ENGINE_ID;
    use ortoo_core::store::{EngineQueue, NoticeStore};
    use ortoo_core::{NoticeKind, Side};

    /// Starts a game of chess for `user` with the engine seated as `seats`.
    async fn start(scene: &Scene, user: &User, seats: Seats) -> Result<Game> {
        let variant = open_variant("chess", "{}").unwrap();
        scene.play.engine.start_engine_game(user, variant.as_ref(), "{}".into(), seats, None, None).await
    }

    fn against(level: u8, color: ColorChoice) -> Seats {
        Seats::Against { level, color }
    }

    fn conflict_code<T: std::fmt::Debug>(result: Result<T>) -> &'static str {
        match result {
            Err(PlayError::Conflict { code, .. }) => code,
            other => panic!("a conflict, not {other:?}"),
        }
    }

    #[tokio::test]
    async fn the_engine_plays_at_a_level_from_1_to_12() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        for level in [0, 13] {
            let started = start(&scene, &ann, against(level, ColorChoice::White)).await;
            assert!(matches!(started, Err(PlayError::Invalid { code: "invalid_challenge", .. })), "{started:?}");
            let itself = Seats::Itself(EngineLevels { white: 1, black: level });
            assert!(matches!(start(&scene, &ann, itself).await, Err(PlayError::Invalid { .. })));
        }
        assert!(scene.store.games_of(&ann.id, None).await.unwrap().is_empty(), "nothing begun");
        let game = start(&scene, &ann, against(12, ColorChoice::White)).await.unwrap();
        assert_eq!((game.players.white.level, game.players.black.level), (None, Some(12)));
    }

    #[tokio::test]
    async fn a_player_has_at_most_the_allowed_games_against_the_engine_going_at_once() {
        let mut allowed = allowances();
        allowed.engine_games_per_account = 2;
        let scene = Scene::with(allowed).await;
        let ann = scene.player("Ann").await;
        let first = start(&scene, &ann, against(1, ColorChoice::White)).await.unwrap();
        start(&scene, &ann, against(1, ColorChoice::White)).await.unwrap();
        let third = start(&scene, &ann, against(1, ColorChoice::White)).await;
        assert_eq!(conflict_code(third), "too_many_engine_games");
        scene.play.games.resign(&ann, &first.id, None).await.unwrap();
        assert!(start(&scene, &ann, against(1, ColorChoice::White)).await.is_ok(), "one has finished");
    }

    #[tokio::test]
    async fn a_player_watches_at_most_two_games_of_the_engine_against_itself() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let levels = || Seats::Itself(EngineLevels { white: 2, black: 5 });
        let game = start(&scene, &ann, levels()).await.unwrap();
        assert_eq!((game.players.white.level, game.players.black.level), (Some(2), Some(5)));
        assert_eq!((game.players.white.id.as_str(), game.players.black.id.as_str()), (ENGINE_ID, ENGINE_ID));
        start(&scene, &ann, levels()).await.unwrap();
        assert_eq!(conflict_code(start(&scene, &ann, levels()).await), "too_many_engine_games");
        assert!(start(&scene, &ann, against(1, ColorChoice::White)).await.is_ok(), "playing it is another count");
    }

    #[tokio::test]
    async fn the_engines_first_move_is_queued_when_it_has_white_and_the_player_told_otherwise() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let engine_white = start(&scene, &ann, against(3, ColorChoice::Black)).await.unwrap();
        assert_eq!((engine_white.players.white.level, engine_white.players.white.id.as_str()), (Some(3), ENGINE_ID));
        assert!(scene.store.job_status(&engine_white.id, 0).await.unwrap().is_some(), "the engine's move is owed");
        assert!(scene.store.notifications_of(&ann.id, false, 10).await.unwrap().is_empty());
        let ann_white = start(&scene, &ann, against(3, ColorChoice::White)).await.unwrap();
        assert!(scene.store.job_status(&ann_white.id, 0).await.unwrap().is_none());
        let listed = scene.store.notifications_of(&ann.id, false, 10).await.unwrap();
        assert_eq!(listed.iter().filter_map(|n| n.kind).collect::<Vec<_>>(), [NoticeKind::Turn]);
        let after = scene.play_move(&ann, &ann_white, "e2e4").await.unwrap();
        assert!(scene.store.job_status(&ann_white.id, after.ply).await.unwrap().is_some(), "its reply is owed");
    }

    #[tokio::test]
    async fn a_hint_is_a_move_the_player_may_play_on_their_turn_against_the_engine() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let game = start(&scene, &ann, against(1, ColorChoice::White)).await.unwrap();
        let hint = scene.play.engine.hint(&ann, &game.id).await.unwrap();
        assert_eq!(hint.line.first(), Some(&hint.text));
        let played = scene.play_move(&ann, &game, &hint.text).await.unwrap();
        assert_eq!(played.ply, 1, "the hint plays");
        let not_yet = scene.play.engine.hint(&ann, &game.id).await;
        assert!(matches!(not_yet, Err(PlayError::NotYourTurn(Side::Black, _))), "{not_yet:?}");
    }

    #[tokio::test]
    async fn hints_are_refused_outside_ones_own_games_against_the_engine() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let people = scene.game("chess", &ann, &bob, None).await;
        assert!(matches!(scene.play.engine.hint(&ann, &people.id).await, Err(PlayError::Forbidden(_))));
        let game = start(&scene, &ann, against(1, ColorChoice::White)).await.unwrap();
        assert!(matches!(scene.play.engine.hint(&bob, &game.id).await, Err(PlayError::NotYourGame)));
        scene.play.games.resign(&ann, &game.id, None).await.unwrap();
        assert!(matches!(scene.play.engine.hint(&ann, &game.id).await, Err(PlayError::GameOver(_))));
        assert!(matches!(
            scene.play.engine.hint(&ann, &GameId::from_text("no-such-game")).await,
            Err(PlayError::NotFound(Missing::Game))
        ));
    }

    #[tokio::test]
    async fn the_engine_moves_as_a_player_only_at_the_ply_its_job_names() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let game = start(&scene, &ann, against(1, ColorChoice::Black)).await.unwrap();
        let engine = scene.play.engine.engine_user().await.unwrap();
        assert_eq!(engine.id.as_str(), ENGINE_ID);
        let late = Typed::new(Via::Engine, "e2e4", Some(1), None);
        let refused = scene.play.games.submit_move(&engine, &game.id, late, None).await;
        assert!(matches!(refused, Err(PlayError::StalePly { current: 0, expected: 1 })), "{refused:?}");
        let due = Typed::new(Via::Engine, "e2e4", Some(0), None);
        assert_eq!(scene.play.games.submit_move(&engine, &game.id, due, None).await.unwrap().ply, 1);
    }

    #[tokio::test]
    async fn a_games_options_are_read_as_the_engine_takes_them_or_the_game_is_corrupt() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let game = start(&scene, &ann, against(1, ColorChoice::White)).await.unwrap();
        let with = |options: &str| Game { options: options.into(), ..game.clone() };
        let pairs = option_pairs(&with(r#"{"a":"1","b":"on"}"#)).unwrap();
        assert_eq!(pairs, [("a".to_string(), "1".to_string()), ("b".to_string(), "on".to_string())]);
        assert!(matches!(option_pairs(&with("not json")), Err(PlayError::Corrupt(..))));
    }

    #[tokio::test]
    async fn a_hint_in_a_game_over_by_its_rules_ends_it() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let game = start(&scene, &ann, against(1, ColorChoice::White)).await.unwrap();
        // Stored as going on, White to move, in the position Fool's mate leaves: White is mated.
        let mut state = open_variant("chess", "{}").unwrap().load(&game.start_position).unwrap();
        for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            state.play(text).unwrap();
        }
        let update =
            ortoo_core::GameUpdate { position: state.position_text(), ..ortoo_core::GameUpdate::unchanged(&game) };
        let expected = ortoo_core::Expected::of(&game);
        assert!(scene.store.update_game(&game.id, &expected, &update, scene.now(), Vec::new(), None).await.unwrap());
        let hint = scene.play.engine.hint(&ann, &game.id).await;
        assert!(matches!(hint, Err(PlayError::GameOver(_))), "{hint:?}");
        let ended = scene.play.games.game(&game.id).await.unwrap();
        assert_eq!(
            ended.outcome,
            Some(ortoo_core::Outcome::Win { winner: Side::Black, reason: ortoo_core::Reason::Checkmate })
        );
    }
}
