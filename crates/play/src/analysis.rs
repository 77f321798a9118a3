//! What a finished game's analysis tells its players: the engine's evaluation after every ply
//! and, where a move gave away winning chances against the engine's choice, how much (an
//! inaccuracy, a mistake, a blunder) and what was better.
//!
//! Moves are judged by the winning chances they cost, not by centipawns: a pawn thrown away
//! when three pieces up changes nothing, one thrown away in a level position may decide the
//! game. The chance of a score is the logistic curve lichess fitted to its games,
//! `1 / (1 + e^(-0.00368208 cp))`, and the thresholds are its own: 5, 10 and 15 points of
//! winning chance lost make an inaccuracy, a mistake and a blunder.

use ortoo_core::GameId;
use ortoo_core::store::AnalysisQueue;
use ortoo_core::store::{AnalysedPosition, Analysis};
use ortoo_core::{AnalysisStatus, Game, GameStatus, Move, Side, Timestamp, User};
use ortoo_engine::MATE;

use std::sync::Arc;

use crate::error::{Missing, PlayError, Result};
use crate::games::Games;
use ortoo_i18n::Said;

/// Winning chance lost (0–1, the mover's) from which a move is an inaccuracy, a mistake, a
/// blunder.
const INACCURACY: f64 = 0.05;
const MISTAKE: f64 = 0.10;
const BLUNDER: f64 = 0.15;
/// Centipawn losses are counted up to this, so one lost won game does not swamp the average.
const LOSS_CAP: i64 = 1000;
/// Scores beyond this are wins in a known number of plies.
const MATE_BOUND: i64 = MATE as i64 - 10_000;

/// An evaluation from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    Centipawns(i64),
    /// Moves to a forced win: positive for White, negative for Black; 0 when the game is won
    /// on the board already (the side that won is in `winner`).
    Mate {
        moves: i64,
        winner: Side,
    },
}

impl Eval {
    /// The stored score (White's side; wins as `MATE - plies`).
    pub fn of(score: i64) -> Eval {
        if score > MATE_BOUND {
            Eval::Mate { moves: (MATE as i64 - score + 1) / 2, winner: Side::White }
        } else if score < -MATE_BOUND {
            Eval::Mate { moves: -(MATE as i64 + score + 1) / 2, winner: Side::Black }
        } else {
            Eval::Centipawns(score)
        }
    }

    /// White's winning chance, 0–1.
    pub fn white_chance(self) -> f64 {
        match self {
            Eval::Centipawns(cp) => 1.0 / (1.0 + (-0.003_682_08 * cp as f64).exp()),
            Eval::Mate { winner: Side::White, .. } => 1.0,
            Eval::Mate { winner: Side::Black, .. } => 0.0,
        }
    }

    /// Centipawns from White's side, a forced win counting as [`LOSS_CAP`].
    fn capped(self) -> i64 {
        match self {
            Eval::Centipawns(cp) => cp.clamp(-LOSS_CAP, LOSS_CAP),
            Eval::Mate { winner: Side::White, .. } => LOSS_CAP,
            Eval::Mate { winner: Side::Black, .. } => -LOSS_CAP,
        }
    }

    /// As annotators write it: `+0.35`, `-1.20`, `#3` (White mates in 3), `#-2`.
    pub fn text(self) -> String {
        match self {
            Eval::Centipawns(cp) => format!("{}{:.2}", if cp >= 0 { "+" } else { "-" }, cp.abs() as f64 / 100.0),
            Eval::Mate { moves: 0, winner } => format!("{winner} won"),
            Eval::Mate { moves, .. } => format!("#{moves}"),
        }
    }
}

/// How much a move gave away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    pub fn as_str(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The annotator's mark: `?!`, `?`, `??`.
    pub fn mark(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    fn of(chance_lost: f64) -> Option<Judgement> {
        if chance_lost >= BLUNDER {
            Some(Judgement::Blunder)
        } else if chance_lost >= MISTAKE {
            Some(Judgement::Mistake)
        } else if chance_lost >= INACCURACY {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }
}

/// One ply of the game as the analysis sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlyReview {
    pub ply: i64,
    pub side: Side,
    /// The move played, in canonical text.
    pub played: String,
    /// The evaluation after it.
    pub eval: Eval,
    /// The engine's choice in the position before, when it is not the move played.
    pub best: Option<String>,
    /// The evaluation had the engine's choice been played.
    pub best_eval: Eval,
    /// The line the engine expected from its choice.
    pub line: Vec<String>,
    /// Winning chance the move gave away, 0–1 (the mover's).
    pub chance_lost: f64,
    pub judgement: Option<Judgement>,
}

/// One side's count of marked moves and average centipawn loss.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SideSummary {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// Average centipawns lost a move against the engine's choice (each loss counted up to
    /// 1000).
    pub average_loss: i64,
}

/// A game's analysis for its page and the API.
#[derive(Debug, Clone)]
pub struct Review {
    pub status: AnalysisStatus,
    pub requested_at: Timestamp,
    pub finished_at: Option<Timestamp>,
    pub error: Option<String>,
    /// Positions analysed, of `total` (the start and the position after each ply).
    pub analysed: usize,
    pub total: usize,
    /// The evaluation of the starting position, once analysed.
    pub start: Option<Eval>,
    /// The plies both of whose positions are analysed, in order.
    pub plies: Vec<PlyReview>,
    pub white: SideSummary,
    pub black: SideSummary,
}

impl Review {
    /// Reads `analysis` against the game's `moves`: ply `k` is judged once the positions before
    /// and after it are analysed.
    pub fn of(game: &Game, moves: &[Move], analysis: &Analysis) -> Review {
        let by_ply = |ply: i64| analysis.positions.iter().find(|p| p.ply == ply);
        let mut plies = Vec::new();
        let (mut white, mut black) = (Tally::default(), Tally::default());
        for m in moves {
            let (Some(before), Some(after)) = (by_ply(m.ply - 1), by_ply(m.ply)) else { continue };
            let review = judge(m, before, after);
            let tally = if m.side == Side::White { &mut white } else { &mut black };
            tally.add(&review);
            plies.push(review);
        }
        Review {
            status: analysis.status,
            requested_at: analysis.created_at,
            finished_at: analysis.finished_at,
            error: analysis.last_error.clone(),
            analysed: analysis.positions.len(),
            total: game.ply as usize + 1,
            start: by_ply(0).map(|p| Eval::of(p.score)),
            plies,
            white: white.summary(),
            black: black.summary(),
        }
    }

    pub fn done(&self) -> bool {
        self.status == AnalysisStatus::Done
    }
}

fn judge(m: &Move, before: &AnalysedPosition, after: &AnalysedPosition) -> PlyReview {
    let (best_eval, eval) = (Eval::of(before.score), Eval::of(after.score));
    let white_lost = best_eval.white_chance() - eval.white_chance();
    let lost = if m.side == Side::White { white_lost } else { -white_lost };
    // A gain is no loss (and `-0.0` is not written as one).
    let chance_lost = if lost > 0.0 { lost } else { 0.0 };
    let found = before.best.as_deref() == Some(m.text.as_str());
    PlyReview {
        ply: m.ply,
        side: m.side,
        played: m.text.clone(),
        eval,
        best: before.best.clone().filter(|_| !found),
        best_eval,
        line: if found { Vec::new() } else { serde_json::from_str(&before.line).unwrap_or_default() },
        chance_lost,
        // The engine's own choice is never marked, whatever a deeper look after it found.
        judgement: if found { None } else { Judgement::of(chance_lost) },
    }
}

#[derive(Default)]
struct Tally {
    summary: SideSummary,
    loss: i64,
    moves: i64,
}

impl Tally {
    fn add(&mut self, review: &PlyReview) {
        match review.judgement {
            Some(Judgement::Inaccuracy) => self.summary.inaccuracies += 1,
            Some(Judgement::Mistake) => self.summary.mistakes += 1,
            Some(Judgement::Blunder) => self.summary.blunders += 1,
            None => {}
        }
        let white_loss = review.best_eval.capped() - review.eval.capped();
        self.loss += if review.side == Side::White { white_loss } else { -white_loss }.max(0);
        self.moves += 1;
    }

    fn summary(self) -> SideSummary {
        SideSummary { average_loss: if self.moves == 0 { 0 } else { self.loss / self.moves }, ..self.summary }
    }
}

/// Finished games' analyses, as their players read them.
#[derive(Clone)]
pub struct Reviews {
    pub(crate) analysis_queue: Arc<dyn AnalysisQueue>,
    pub(crate) games: Games,
}

impl Reviews {
    /// The analysis of `game` (as the caller read it) as far as it has gone; `None` when none
    /// was asked for (a game still going, or one that ended before analyses were made).
    ///
    /// # Errors
    /// The store failing.
    pub async fn review(&self, game: &Game) -> Result<Option<Review>> {
        let Some(analysis) = self.analysis_queue.analysis(&game.id).await? else { return Ok(None) };
        let moves = self.games.moves(game).await?;
        Ok(Some(Review::of(game, &moves.list, &analysis)))
    }

    /// Asks for a finished game's analysis (one that ended before analyses were made, or whose
    /// analysis failed); any signed-in player may. Answers the analysis as it stands.
    ///
    /// # Errors
    /// No such game; the game still going (an analysis would be help in play); the store.
    pub async fn request_review(&self, _user: &User, game_id: &GameId) -> Result<Review> {
        let game = self.games.game(game_id).await?;
        if game.status() == GameStatus::Active {
            return Err(PlayError::Forbidden(Said::new("error-analysis-while-playing")));
        }
        if game.ply < 1 {
            return Err(PlayError::Invalid { code: "nothing_to_analyse", detail: Said::new("error-analysis-nothing") });
        }
        if self.analysis_queue.request_analysis(&game.id, self.games.now()).await? {
            self.games.engine_due.notify_one();
        }
        self.review(&game).await?.ok_or(PlayError::NotFound(Missing::Analysis))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(ply: i64, score: i64, best: &str) -> AnalysedPosition {
        AnalysedPosition {
            ply,
            score,
            best: Some(best.to_string()).filter(|b| !b.is_empty()),
            line: format!("[\"{best}\"]"),
            depth: 10,
        }
    }

    fn mv(ply: i64, text: &str) -> Move {
        Move {
            ply,
            side: if ply % 2 == 1 { Side::White } else { Side::Black },
            text: text.into(),
            input: text.into(),
            comment: None,
            effect: None,
            position_key: 0,
            chase: None,
            at: Timestamp::from_millis(0),
        }
    }

    #[test]
    fn scores_read_as_centipawns_or_mates_from_whites_side() {
        assert_eq!(Eval::of(35), Eval::Centipawns(35));
        assert_eq!(Eval::of(MATE as i64 - 5), Eval::Mate { moves: 3, winner: Side::White });
        assert_eq!(Eval::of(-(MATE as i64 - 4)), Eval::Mate { moves: -2, winner: Side::Black });
        assert_eq!(Eval::of(MATE as i64), Eval::Mate { moves: 0, winner: Side::White });
        assert_eq!(Eval::Centipawns(-120).text(), "-1.20");
        assert_eq!(Eval::Mate { moves: 3, winner: Side::White }.text(), "#3");
        assert_eq!(Eval::Mate { moves: 0, winner: Side::Black }.text(), "Black won");
        assert!((Eval::Centipawns(0).white_chance() - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_move_is_judged_by_the_winning_chance_it_gives_away() {
        // Level, White plays well; Black drops a piece (from 0 to +300 for White); White misses
        // the win of it back and plays the engine's move at the end.
        let positions = vec![
            position(0, 20, "P e2-e4"),
            position(1, 25, "P e7-e5"),
            position(2, 320, "N g1-f3"),
            position(3, 300, "N b8-c6"),
            position(4, 290, "B f1-c4"),
        ];
        let moves = [mv(1, "P e2-e4"), mv(2, "P a7-a6"), mv(3, "N g1-f3"), mv(4, "P h7-h6")];
        let analysis = Analysis {
            status: AnalysisStatus::Done,
            created_at: Timestamp::from_millis(0),
            finished_at: None,
            last_error: None,
            positions,
        };
        let reviews: Vec<PlyReview> = moves
            .iter()
            .map(|m| judge(m, &analysis.positions[m.ply as usize - 1], &analysis.positions[m.ply as usize]))
            .collect();
        assert_eq!(reviews[0].judgement, None, "the engine's own move");
        assert_eq!(reviews[0].best, None);
        assert_eq!(reviews[1].judgement, Some(Judgement::Blunder), "{:?}", reviews[1]);
        assert_eq!(reviews[1].best.as_deref(), Some("P e7-e5"));
        assert_eq!(reviews[1].line, vec!["P e7-e5".to_string()]);
        assert_eq!(reviews[2].judgement, None);
        // Black's h6 at +3 is scored a little better for Black than the engine's choice was (a
        // deeper look after it): no loss, no mark.
        assert_eq!(reviews[3].judgement, None, "{:?}", reviews[3]);
        assert_eq!(reviews[3].chance_lost, 0.0);
        let mut black = Tally::default();
        reviews.iter().filter(|r| r.side == Side::Black).for_each(|r| black.add(r));
        let black = black.summary();
        assert_eq!((black.blunders, black.mistakes, black.inaccuracies), (1, 0, 0));
        assert_eq!(black.average_loss, 295 / 2);
    }

    #[test]
    fn a_move_into_a_lost_position_is_a_blunder_and_a_slower_win_is_not() {
        let before = position(10, 150, "Q d1-h5");
        let lost = position(11, -(MATE as i64 - 6), "");
        assert_eq!(judge(&mv(11, "K e1-e2"), &before, &lost).judgement, Some(Judgement::Blunder));
        let mate_in_two = position(20, MATE as i64 - 3, "Q h5-f7");
        let mate_in_four = position(21, MATE as i64 - 7, "");
        assert_eq!(judge(&mv(21, "Q h5-g6"), &mate_in_two, &mate_in_four).judgement, None);
    }

    mod reviews {
        use super::*;
        use crate::testing::Scene;

        /// Ann and Bob's game of chess after `texts`, ended by Bob's resignation.
        async fn finished(texts: &[&str]) -> (Scene, User, Game) {
            let scene = Scene::new().await;
            let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
            let mut game = scene.game("chess", &ann, &bob, None).await;
            for text in texts {
                let user = if game.to_move == Side::White { &ann } else { &bob };
                game = scene.play_move(user, &game, text).await.unwrap();
            }
            let game = scene.play.games.resign(&bob, &game.id, None).await.unwrap();
            (scene, ann, game)
        }

        fn found(ply: i64, score: i64, best: &str) -> AnalysedPosition {
            AnalysedPosition { ply, score, best: Some(best.into()), line: format!("[\"{best}\"]"), depth: 8 }
        }

        #[tokio::test]
        async fn a_game_still_going_is_not_analysed() {
            let scene = Scene::new().await;
            let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
            let game = scene.game("chess", &ann, &bob, None).await;
            assert!(scene.play.reviews.review(&game).await.unwrap().is_none());
            let asked = scene.play.reviews.request_review(&ann, &game.id).await;
            assert!(matches!(asked, Err(PlayError::Forbidden(_))), "{asked:?}");
            assert!(scene.store.analysis(&game.id).await.unwrap().is_none(), "nothing queued");
        }

        #[tokio::test]
        async fn a_game_ended_before_its_first_move_has_nothing_to_analyse() {
            let (scene, ann, game) = finished(&[]).await;
            let asked = scene.play.reviews.request_review(&ann, &game.id).await;
            assert!(matches!(asked, Err(PlayError::Invalid { code: "nothing_to_analyse", .. })), "{asked:?}");
            assert!(scene.store.analysis(&game.id).await.unwrap().is_none());
            let unknown = scene.play.reviews.request_review(&ann, &GameId::from_text("no-such-game")).await;
            assert!(matches!(unknown, Err(PlayError::NotFound(crate::error::Missing::Game))), "{unknown:?}");
        }

        #[tokio::test]
        async fn a_finished_games_analysis_is_asked_for_once_and_read_as_it_goes() {
            let (scene, ann, game) = finished(&["e2e4", "a7a6"]).await;
            let review = scene.play.reviews.request_review(&ann, &game.id).await.unwrap();
            assert_eq!((review.status, review.analysed, review.total), (AnalysisStatus::Queued, 0, 3));
            assert!(!scene.store.request_analysis(&game.id, scene.now()).await.unwrap(), "queued once");
            let moves = scene.play.games.moves(&game).await.unwrap();
            let (e4, a6) = (moves.list[0].text.clone(), moves.list[1].text.clone());
            let lease = scene.now() + 60_000;
            scene.store.claim_analysis("w", scene.now(), lease).await.unwrap().expect("queued");
            for position in [found(0, 20, &e4), found(1, 25, "P e7-e5")] {
                assert!(scene.store.keep_analysed(&game.id, "w", &position, lease).await.unwrap());
            }
            let review = scene.play.reviews.review(&game).await.unwrap().expect("asked for");
            assert_eq!((review.analysed, review.start), (2, Some(Eval::Centipawns(20))));
            assert_eq!(review.plies.len(), 1, "ply 2 waits for the position after it");
            scene.store.keep_analysed(&game.id, "w", &found(2, 320, "N g1-f3"), lease).await.unwrap();
            scene.store.close_analysis(&game.id, "w", AnalysisStatus::Done, None, scene.now()).await.unwrap();
            let review = scene.play.reviews.review(&game).await.unwrap().expect("asked for");
            assert!(review.done());
            assert_eq!(review.plies[1].played, a6);
            assert_eq!(review.plies[1].judgement, Some(Judgement::Blunder));
            assert_eq!(review.black.blunders, 1);
        }

        #[tokio::test]
        async fn a_failed_analysis_is_asked_for_again() {
            let (scene, ann, game) = finished(&["e2e4"]).await;
            let lease = scene.now() + 60_000;
            scene.store.claim_analysis("w", scene.now(), lease).await.unwrap().expect("queued when it ended");
            let failed = AnalysisStatus::Failed;
            scene.store.close_analysis(&game.id, "w", failed, Some("the engine fell over"), scene.now()).await.unwrap();
            let review = scene.play.reviews.review(&game).await.unwrap().expect("asked for");
            assert_eq!((review.status, review.error.as_deref()), (failed, Some("the engine fell over")));
            scene.wait(1000);
            let again = scene.play.reviews.request_review(&ann, &game.id).await.unwrap();
            assert_eq!((again.status, again.error, again.requested_at), (AnalysisStatus::Queued, None, scene.now()));
        }
    }
}
