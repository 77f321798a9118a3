//! Conditional moves (forecasts): entered on the opponent's turn, checked when entered (every
//! move legal in its line), shown only to their owner, and answered by
//! `Games::forecast_answer` inside the opponent's move.

use ortoo_core::forecast::{self, Branch, Forecast, ForecastWrite, MAX_BRANCHES, MAX_DEPTH};
use ortoo_core::{Game, Move, User};
use ortoo_rules::GameState;

use crate::error::{PlayError, Result};
use crate::games::Games;

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
    pub async fn set_forecast(&self, user: &User, game_id: &str, branches: Vec<Branch>) -> Result<Forecast> {
        let game = self.game(game_id).await?;
        let Some(side) = game.side_of(&user.id) else { return Err(PlayError::NotYourGame) };
        Self::ensure_active(&game)?;
        if game.to_move == side && !branches.is_empty() {
            return Err(PlayError::Conflict {
                code: "your_turn",
                detail: "It is your move: play it. A forecast is entered while your opponent is to move.".into(),
            });
        }
        let (count, depth) = forecast::size(&branches);
        if count > MAX_BRANCHES || depth > MAX_DEPTH {
            return Err(PlayError::Invalid {
                code: "invalid_forecast",
                detail: format!(
                    "A forecast holds at most {MAX_BRANCHES} pairs of moves, {MAX_DEPTH} deep; this one has {count}, \
                     {depth} deep."
                ),
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
        self.recent_games.remove(&game.id);
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
            write: ForecastWrite::Owner { user_id: owner.to_string(), seen: seen.clone(), after: None },
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
        let theirs = after_theirs.play(&b.their).map_err(|r| refused(line, &b.their, &r.message))?;
        let their_text = theirs.accepted.canonical.clone();
        line.push(their_text.clone());
        if theirs.outcome.is_some() {
            return Err(refused(line, &b.mine, "the game would be over after their move"));
        }
        let mut after_mine = after_theirs.clone_box();
        let mine = after_mine.play(&b.mine).map_err(|r| refused(line, &b.mine, &r.message))?;
        line.push(mine.accepted.canonical.clone());
        if mine.outcome.is_some() && !b.then.is_empty() {
            return Err(refused(line, "", "the game would be over after your move, so nothing can follow it"));
        }
        let then = check_branches(&*after_mine, &b.then, line)?;
        line.truncate(line.len() - 2);
        if checked.iter().any(|c| c.their == their_text) {
            return Err(PlayError::Invalid {
                code: "invalid_forecast",
                detail: format!(
                    "Two branches answer {their_text} after {}: keep one reply to each of their moves.",
                    if line.is_empty() { "the current position".to_string() } else { line.join(", ") }
                ),
            });
        }
        checked.push(Branch { their: their_text, mine: mine.accepted.canonical, then });
    }
    Ok(checked)
}

fn refused(line: &[String], text: &str, why: &str) -> PlayError {
    let at = if line.is_empty() { String::new() } else { format!(" after {}", line.join(", ")) };
    let what = if text.is_empty() { String::new() } else { format!("\"{text}\"") };
    PlayError::Invalid {
        code: "invalid_forecast",
        detail: format!("In your forecast, {what}{at} cannot be played: {why}")
            .replace("forecast, \" after", "forecast, after"),
    }
}
