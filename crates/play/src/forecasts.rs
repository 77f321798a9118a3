//! Conditional moves (forecasts): entered on the opponent's turn, checked when entered (every
//! move legal in its line), shown only to their owner, and answered by
//! `Games::forecast_answer` inside the opponent's move.

use ortoo_core::GameId;
use ortoo_core::forecast::{self, Branch, Forecast, ForecastWrite, MAX_BRANCHES, MAX_DEPTH};
use ortoo_core::{Game, Move, User};
use ortoo_rules::GameState;

use crate::error::{PlayError, Result};
use crate::games::Games;
use ortoo_i18n::Said;

/// The reply a forecast gives to the opponent's move, with the game as it leaves it.
pub(crate) struct Reply {
    pub mv: Move,
    pub update: ortoo_core::GameUpdate,
    pub state: Box<dyn GameState>,
    /// The forecast goes on after it.
    pub goes_on: bool,
}

/// What the opponent's move does to the forecast of the player it leaves to move.
pub(crate) struct Answer {
    pub write: ForecastWrite,
    pub reply: Option<Reply>,
}

impl Games {
    /// `user`'s forecast in a game, while it holds (the game on, at the ply it was entered for).
    pub async fn forecast_of(&self, user: &User, game: &Game) -> Result<Option<Forecast>> {
        if !game.is_active() || game.side_of(&user.id).is_none() {
            return Ok(None);
        }
        Ok(self.forecast_store.forecast(&game.id, &user.id).await?.filter(|f| f.ply == game.ply))
    }

    /// Enters (or, with no branches, removes) `user`'s forecast in a game: allowed on the
    /// opponent's turn only (removed at any time). Every move of every line is checked in its position, and kept in
    /// canonical text; the tree as kept is returned.
    ///
    /// # Errors
    /// Not the player's game, the game over, the player's own turn, a tree too large, or a move
    /// the rules refuse in its line (the refusal says which line and why).
    pub async fn set_forecast(&self, user: &User, game_id: &GameId, branches: Vec<Branch>) -> Result<Forecast> {
        let game = self.game(game_id).await?;
        let Some(side) = game.side_of(&user.id) else { return Err(PlayError::NotYourGame) };
        Self::ensure_active(&game)?;
        if game.to_move == side && !branches.is_empty() {
            return Err(PlayError::Conflict { code: "your_turn", detail: Said::new("error-forecast-your-move") });
        }
        let (count, depth) = forecast::size(&branches);
        if count > MAX_BRANCHES || depth > MAX_DEPTH {
            return Err(PlayError::Invalid {
                code: "invalid_forecast",
                detail: Said::new("error-forecast-too-large")
                    .arg("max", MAX_BRANCHES)
                    .arg("deepest", MAX_DEPTH)
                    .arg("count", count)
                    .arg("depth", depth),
            });
        }
        let state = self.state(&game).await?;
        let checked = match check_branches(&*state, &branches, &mut Vec::new()) {
            Ok(checked) => checked,
            // A move that landed meanwhile, not the forecast, may be why it does not fit: the
            // game as it now is says which (stale, rather than a refusal of good moves).
            Err(refusal) => match self.game_store.game(game_id).await? {
                Some(now) if now.ply != game.ply => {
                    Self::ensure_active(&now)?;
                    return Err(PlayError::StalePly { current: now.ply, expected: game.ply });
                }
                _ => return Err(refusal),
            },
        };
        let kept = self.forecast_store.set_forecast(&game.id, &user.id, game.ply, &checked, self.now()).await?;
        // Its followers revision rose: the next move reads the game afresh, not as cached.
        self.recent_games.remove(game.id.as_str());
        if !kept {
            let now = self.game(game_id).await?;
            Self::ensure_active(&now)?;
            return Err(PlayError::StalePly { current: now.ply, expected: game.ply });
        }
        Ok(Forecast { ply: game.ply, branches: checked })
    }

    /// What the move `theirs` (leaving `after` and `state`) does to the forecast of the player
    /// it leaves to move: if a branch answers it, the reply, worked out as any move is.
    pub(crate) async fn forecast_answer(
        &self,
        before: &Game,
        after: &Game,
        theirs: &Move,
        state: &dyn GameState,
        seen: Option<Forecast>,
    ) -> Result<Answer> {
        let owner = after.player_to_move();
        if !after.is_active() || owner.is_engine() {
            return Ok(Answer { write: ForecastWrite::Untouched, reply: None });
        }
        let branch =
            seen.as_ref().filter(|f| f.ply == before.ply).and_then(|f| forecast::branch_for(&f.branches, &theirs.text));
        let mut answer = Answer {
            write: ForecastWrite::Owner { user_id: owner.clone(), seen: seen.clone(), after: None },
            reply: None,
        };
        let Some(branch) = branch else { return Ok(answer) };
        let mut next = state.clone_box();
        // Checked when entered, so legal now; were it not (a rules fix since), the forecast goes.
        let Ok(played) = next.play(&branch.mine) else { return Ok(answer) };
        let now = theirs.at;
        let mv = Move {
            ply: theirs.ply + 1,
            side: after.to_move,
            text: played.accepted.canonical.clone(),
            input: branch.mine.clone(),
            comment: None,
            effect: played.accepted.effect.clone(),
            position_key: next.key() as i64,
            chase: next.chase().map(|c| c.to_string()),
            at: now,
        };
        let update = self.move_update(after, after.to_move, mv.ply, &*next, played.outcome, now).await?;
        let goes_on = !branch.then.is_empty() && update.outcome.is_none();
        if let ForecastWrite::Owner { after: left, .. } = &mut answer.write
            && goes_on
        {
            *left = Some(Forecast { ply: mv.ply, branches: branch.then.clone() });
        }
        answer.reply = Some(Reply { mv, update, state: next, goes_on });
        Ok(answer)
    }
}

/// Checks each line of a forecast from `state` (the opponent to move), returning it with every
/// move in canonical text. `line` is the moves so far, for the refusal's words.
fn check_branches(state: &dyn GameState, branches: &[Branch], line: &mut Vec<String>) -> Result<Vec<Branch>> {
    let mut checked: Vec<Branch> = Vec::with_capacity(branches.len());
    for b in branches {
        let mut after_theirs = state.clone_box();
        let theirs = after_theirs.play(&b.their).map_err(|r| refused(line, &b.their, *r.said))?;
        let their_text = theirs.accepted.canonical.clone();
        line.push(their_text.clone());
        if theirs.outcome.is_some() {
            return Err(refused(line, &b.mine, Said::new("error-forecast-over-after-theirs")));
        }
        let mut after_mine = after_theirs.clone_box();
        let mine = after_mine.play(&b.mine).map_err(|r| refused(line, &b.mine, *r.said))?;
        line.push(mine.accepted.canonical.clone());
        if mine.outcome.is_some() && !b.then.is_empty() {
            return Err(PlayError::Invalid {
                code: "invalid_forecast",
                detail: Said::new("error-forecast-nothing-after").arg("line", line.join(", ")),
            });
        }
        let then = check_branches(&*after_mine, &b.then, line)?;
        line.truncate(line.len() - 2);
        if checked.iter().any(|c| c.their == their_text) {
            return Err(PlayError::Invalid {
                code: "invalid_forecast",
                detail: if line.is_empty() {
                    Said::new("error-forecast-two-answers-now").arg("move", their_text.as_str())
                } else {
                    Said::new("error-forecast-two-answers")
                        .arg("move", their_text.as_str())
                        .arg("line", line.join(", "))
                },
            });
        }
        checked.push(Branch { their: their_text, mine: mine.accepted.canonical, then });
    }
    Ok(checked)
}

/// The move `text` of a forecast refused, `why`, after the moves of `line`.
fn refused(line: &[String], text: &str, why: Said) -> PlayError {
    let detail = if line.is_empty() {
        Said::new("error-forecast-move").arg("move", text).arg("why", why)
    } else {
        Said::new("error-forecast-move-after").arg("move", text).arg("line", line.join(", ")).arg("why", why)
    };
    PlayError::Invalid { code: "invalid_forecast", detail }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Scene;
    use ortoo_core::store::{ForecastStore, NoticeStore};
    use ortoo_core::{NoticeKind, Outcome, Reason, Side};

    async fn started() -> (Scene, User, User, Game) {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, None).await;
        (scene, ann, bob, game)
    }

    fn branch(their: &str, mine: &str, then: Vec<Branch>) -> Branch {
        Branch { their: their.into(), mine: mine.into(), then }
    }

    fn invalid<T: std::fmt::Debug>(result: Result<T>) -> String {
        match result {
            Err(PlayError::Invalid { code: "invalid_forecast", detail }) => ortoo_i18n::english().say(&detail),
            other => panic!("an invalid forecast, not {other:?}"),
        }
    }

    async fn kinds(scene: &Scene, user: &User) -> Vec<NoticeKind> {
        let listed = scene.store.notifications_of(&user.id, false, 100).await.unwrap();
        listed.into_iter().filter_map(|n| n.kind).collect()
    }

    #[tokio::test]
    async fn a_forecast_answers_the_opponents_move_in_the_same_write() {
        let (scene, ann, bob, game) = started().await;
        let games = &scene.play.games;
        let kept = games.set_forecast(&bob, &game.id, vec![branch("e2e4", "e7e5", Vec::new())]).await.unwrap();
        assert_eq!(kept.ply, 0);
        assert_eq!(games.forecast_of(&bob, &game).await.unwrap(), Some(kept.clone()));
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        assert_eq!((after.ply, after.to_move), (2, Side::White), "Bob's reply is played too");
        let moves = games.moves(&after).await.unwrap();
        let texts: Vec<&str> = moves.list.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, [kept.branches[0].their.as_str(), kept.branches[0].mine.as_str()], "kept as canonical");
        assert!(kinds(&scene, &bob).await.contains(&NoticeKind::Forecast));
        assert_eq!(games.forecast_of(&bob, &after).await.unwrap(), None, "used up");
        assert_eq!(scene.store.forecast(&game.id, &bob.id).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_forecast_with_more_lines_holds_on_after_its_reply() {
        let (scene, ann, bob, game) = started().await;
        let games = &scene.play.games;
        let then = vec![branch("g1f3", "b8c6", Vec::new())];
        games.set_forecast(&bob, &game.id, vec![branch("e2e4", "e7e5", then)]).await.unwrap();
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        let left = games.forecast_of(&bob, &after).await.unwrap().expect("the rest of the line");
        assert_eq!((left.ply, left.branches.len()), (2, 1));
        let after = scene.play_move(&ann, &after, "g1f3").await.unwrap();
        assert_eq!(after.ply, 4, "the next reply is played too");
    }

    #[tokio::test]
    async fn a_move_off_the_forecast_discards_it() {
        let (scene, ann, bob, game) = started().await;
        let games = &scene.play.games;
        games.set_forecast(&bob, &game.id, vec![branch("e2e4", "e7e5", Vec::new())]).await.unwrap();
        let after = scene.play_move(&ann, &game, "d2d4").await.unwrap();
        assert_eq!((after.ply, after.to_move), (1, Side::Black), "no reply");
        assert_eq!(scene.store.forecast(&game.id, &bob.id).await.unwrap(), None);
        assert_eq!(games.forecast_of(&bob, &after).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_forecast_is_entered_on_the_opponents_turn_and_removed_at_any_time() {
        let (scene, ann, bob, game) = started().await;
        let games = &scene.play.games;
        let own_turn = games.set_forecast(&ann, &game.id, vec![branch("e7e5", "g1f3", Vec::new())]).await;
        assert!(matches!(own_turn, Err(PlayError::Conflict { code: "your_turn", .. })), "{own_turn:?}");
        games.set_forecast(&bob, &game.id, vec![branch("e2e4", "e7e5", Vec::new())]).await.unwrap();
        let game = scene.play_move(&ann, &game, "d2d4").await.unwrap();
        games.set_forecast(&ann, &game.id, vec![branch("d7d5", "c2c4", Vec::new())]).await.unwrap();
        let removed = games.set_forecast(&ann, &game.id, Vec::new()).await.unwrap();
        assert_eq!(removed, Forecast { ply: 1, branches: Vec::new() });
        assert_eq!(scene.store.forecast(&game.id, &ann.id).await.unwrap(), None);
        let own_turn = games.set_forecast(&bob, &game.id, Vec::new()).await;
        assert!(own_turn.is_ok(), "removing is allowed on one's own turn: {own_turn:?}");
    }

    #[tokio::test]
    async fn forecasts_are_a_players_and_only_while_the_game_is_on() {
        let (scene, ann, bob, game) = started().await;
        let cid = scene.player("Cid").await;
        let games = &scene.play.games;
        let lines = || vec![branch("e2e4", "e7e5", Vec::new())];
        assert!(matches!(games.set_forecast(&cid, &game.id, lines()).await, Err(PlayError::NotYourGame)));
        games.set_forecast(&bob, &game.id, lines()).await.unwrap();
        assert_eq!(games.forecast_of(&cid, &game).await.unwrap(), None, "shown only to its owner");
        games.resign(&ann, &game.id, None).await.unwrap();
        let over = games.game(&game.id).await.unwrap();
        assert!(matches!(games.set_forecast(&bob, &game.id, lines()).await, Err(PlayError::GameOver(_))));
        assert_eq!(games.forecast_of(&bob, &over).await.unwrap(), None, "the game is over");
    }

    #[tokio::test]
    async fn a_forecast_with_a_move_the_rules_refuse_is_not_kept() {
        let (scene, _, bob, game) = started().await;
        let games = &scene.play.games;
        let detail = invalid(games.set_forecast(&bob, &game.id, vec![branch("e2e4", "e7e4", Vec::new())]).await);
        assert!(detail.contains("\"e7e4\""), "{detail}");
        let deeper = vec![branch("e2e4", "e7e5", vec![branch("g1g3", "b8c6", Vec::new())])];
        let detail = invalid(games.set_forecast(&bob, &game.id, deeper).await);
        assert!(detail.contains("\"g1g3\" after"), "says the line: {detail}");
        assert_eq!(scene.store.forecast(&game.id, &bob.id).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_forecast_answers_each_of_their_moves_once() {
        let (scene, _, bob, game) = started().await;
        let twice = vec![branch("e2e4", "e7e5", Vec::new()), branch("e4", "c7c5", Vec::new())];
        let detail = invalid(scene.play.games.set_forecast(&bob, &game.id, twice).await);
        assert!(detail.contains("Two branches"), "{detail}");
    }

    #[tokio::test]
    async fn a_forecast_deeper_than_the_limit_is_refused() {
        let (scene, _, bob, game) = started().await;
        let mut lines = Vec::new();
        for _ in 0..=MAX_DEPTH {
            lines = vec![branch("g1f3", "g8f6", lines)];
        }
        let detail = invalid(scene.play.games.set_forecast(&bob, &game.id, lines).await);
        assert!(detail.contains(&format!("{} deep", MAX_DEPTH + 1)), "{detail}");
    }

    #[tokio::test]
    async fn nothing_follows_a_forecast_move_that_ends_the_game_and_such_a_move_ends_it() {
        let (scene, ann, bob, game) = started().await;
        let games = &scene.play.games;
        let game = scene.play_move(&ann, &game, "f2f3").await.unwrap();
        let game = scene.play_move(&bob, &game, "e7e5").await.unwrap();
        let beyond = vec![branch("g2g4", "d8h4", vec![branch("a2a3", "a7a6", Vec::new())])];
        let detail = invalid(games.set_forecast(&bob, &game.id, beyond).await);
        assert!(detail.contains("nothing can follow"), "{detail}");
        games.set_forecast(&bob, &game.id, vec![branch("g2g4", "d8h4", Vec::new())]).await.unwrap();
        let over = scene.play_move(&ann, &game, "g2g4").await.unwrap();
        assert_eq!(over.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Checkmate }));
        assert_eq!(games.game(&game.id).await.unwrap().outcome, over.outcome);
    }
}
