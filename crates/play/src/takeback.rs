//! Takeback by consent, in casual games: a player asks to take their last move back (with the
//! opponent's reply to it, when there is one), and the opponent grants or declines it. The
//! engine grants every request made on the player's turn.
//!
//! A takeback is the one change of a game's stored moves: it deletes the moves after the ply
//! it returns to, in the transaction that sets the game's `taken_back_at`. Everything that keeps
//! a game's moves (this process's caches, another process's, the mail sent for a ply) is of one
//! history, and tells it by that time.

use std::str::FromStr;

use ortoo_core::events::{Event, Happening};
use ortoo_core::timecontrol::{ClockState, TakenBack, first_look};
use ortoo_core::{Expected, Game, GameUpdate, Move, Side, User};

use crate::answers::Keep;
use crate::error::{PlayError, Result};
use crate::games::Games;
use crate::variants::open_variant;

/// What a player does about a takeback.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakebackAction {
    /// Ask to take one's last move back (against the engine, on one's turn, it is granted).
    Offer,
    /// Grant the opponent's request.
    Accept,
    /// Refuse the opponent's request.
    Decline,
    /// Withdraw one's own request.
    Withdraw,
}

impl FromStr for TakebackAction {
    type Err = PlayError;

    fn from_str(s: &str) -> Result<TakebackAction> {
        match s {
            "offer" => Ok(TakebackAction::Offer),
            "accept" => Ok(TakebackAction::Accept),
            "decline" => Ok(TakebackAction::Decline),
            "withdraw" => Ok(TakebackAction::Withdraw),
            other => Err(PlayError::BadRequest(format!(
                "The takeback action is offer, accept, decline or withdraw, not \"{other}\"."
            ))),
        }
    }
}

/// The moves a takeback asked for by `side` would take back (oldest first): `side`'s last move
/// and every move after it. Empty when `side` has not moved.
pub fn moves_to_take_back(moves: &[Move], side: Side) -> &[Move] {
    match moves.iter().rposition(|m| m.side == side) {
        Some(last) => &moves[last..],
        None => &[],
    }
}

fn conflict(code: &'static str, detail: &str) -> PlayError {
    PlayError::Conflict { code, detail: detail.into() }
}

impl Games {
    /// `offer` (ask for), `accept`, `decline` or `withdraw` a takeback of the player's last
    /// move. Retried on the game as it now is when another write lands first.
    pub async fn takeback(
        &self,
        user: &User,
        game_id: &str,
        action: TakebackAction,
        keep: Option<&dyn Keep>,
    ) -> Result<Game> {
        let mut game = self.game(game_id).await?;
        for _ in 0..3 {
            match self.takeback_once(user, &game, action, keep).await? {
                Some(after) => return Ok(after),
                None => match self.game_store.game(game_id).await? {
                    Some(now) => game = now,
                    None => return Err(PlayError::NotFound("game")),
                },
            }
        }
        Err(self.stale(&game).await)
    }

    /// One attempt on `game` as read: the game after it, or `None` when it changed before the
    /// write.
    async fn takeback_once(
        &self,
        user: &User,
        game: &Game,
        action: TakebackAction,
        keep: Option<&dyn Keep>,
    ) -> Result<Option<Game>> {
        let side = Self::player_side(game, user)?;
        Self::ensure_active(game)?;
        if game.rated {
            return Err(conflict("takeback_refused", "Moves are taken back only in casual games; this one is rated."));
        }
        if game.tournament.is_some() {
            return Err(conflict("takeback_refused", "Moves are not taken back in a tournament's games."));
        }
        let asked = game.takeback_offer;
        let update = match action {
            TakebackAction::Offer if asked == Some(side) => {
                return Err(conflict("takeback_offered", "You have already asked to take back your move."));
            }
            TakebackAction::Offer if asked == Some(!side) => {
                return Err(conflict(
                    "takeback_asked",
                    "Your opponent has asked to take back their move: accept or decline that first.",
                ));
            }
            TakebackAction::Offer if game.engine_level(!side).is_some() => {
                if game.to_move != side {
                    return Err(conflict(
                        "engine_thinking",
                        "The engine is choosing its reply: ask again once it has moved.",
                    ));
                }
                return self.take_back(game, side, keep).await;
            }
            TakebackAction::Offer => {
                let moves = self.moves(game).await?;
                let taken = moves_to_take_back(&moves.list, side);
                if taken.is_empty() {
                    return Err(conflict(
                        "nothing_to_take_back",
                        "You have not moved yet: there is no move to take back.",
                    ));
                }
                let notice = self.composer.takeback_offer(game, game.player(!side), taken);
                let update = GameUpdate { takeback_offer: Some(side), ..GameUpdate::unchanged(game) };
                return self.answer_takeback(game, update, vec![notice], keep).await;
            }
            TakebackAction::Accept if asked == Some(!side) => return self.take_back(game, !side, keep).await,
            TakebackAction::Decline if asked == Some(!side) => {
                let notice = self.composer.takeback_declined(game, game.player(!side));
                let update = GameUpdate { takeback_offer: None, ..GameUpdate::unchanged(game) };
                return self.answer_takeback(game, update, vec![notice], keep).await;
            }
            TakebackAction::Withdraw if asked == Some(side) => {
                GameUpdate { takeback_offer: None, ..GameUpdate::unchanged(game) }
            }
            TakebackAction::Accept | TakebackAction::Decline => {
                return Err(conflict("no_takeback_offer", "Your opponent has not asked to take back a move."));
            }
            TakebackAction::Withdraw => {
                return Err(conflict("no_takeback_offer", "You have not asked to take back a move."));
            }
        };
        self.answer_takeback(game, update, Vec::new(), keep).await
    }

    /// Writes a request, or its answer short of granting it.
    async fn answer_takeback(
        &self,
        game: &Game,
        update: GameUpdate,
        notices: Vec<ortoo_core::Notice>,
        keep: Option<&dyn Keep>,
    ) -> Result<Option<Game>> {
        let now = self.now();
        let after = game.clone().updated(&update, now);
        let kept = self.keep_game(keep, &after).await?;
        let notices = crate::games::for_people(notices);
        if !self.game_store.update_game(&game.id, &Expected::of(game), &update, now, notices, kept.as_ref()).await? {
            return Ok(None);
        }
        self.outbox.notify_one();
        self.events.publish(Event {
            game_id: Some(game.id.to_string()),
            users: vec![game.white_id.to_string(), game.black_id.to_string()],
            what: Happening::TakebackOffer { game: game.id.clone(), takeback_offer: after.takeback_offer },
            id: Some(after.mark()),
        });
        Ok(Some(after))
    }

    /// Takes back `side`'s last move and any after it: the game returns to the position before
    /// it, with `side` to move, offers gone, and the clocks handed back.
    async fn take_back(&self, game: &Game, side: Side, keep: Option<&dyn Keep>) -> Result<Option<Game>> {
        let moves = self.moves(game).await?;
        let taken = moves_to_take_back(&moves.list, side);
        let Some(first) = taken.first() else {
            return Err(conflict("nothing_to_take_back", "There is no move of the side asking to take back."));
        };
        let ply = first.ply - 1;
        let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
        // The position at that ply, played again from the start (the moves keep no position).
        let variant = open_variant(&game.variant, &game.options).map_err(corrupt)?;
        let mut state = variant.load(&game.start_position).map_err(|e| corrupt(e.to_string()))?;
        for m in &moves.list[..usize::try_from(ply).unwrap_or(0)] {
            state.play(&m.text).map_err(|r| corrupt(format!("move {} ({}) no longer plays: {r}", m.ply, m.text)))?;
        }
        if state.turn() != side {
            return Err(corrupt(format!("after ply {ply} it is not {side}'s turn")));
        }
        // Strictly later than the last takeback, so that two histories never share a time.
        let now = self.now();
        let now = game.taken_back_at.map_or(now, |last| now.max(last + 1));
        let clocks = match game.time_control() {
            Some(tc) => {
                let by = |s: Side| u32::try_from(taken.iter().filter(|m| m.side == s).count()).unwrap_or(u32::MAX);
                let handed = TakenBack {
                    runner_is_white: game.to_move == Side::White,
                    next_is_white: side == Side::White,
                    white_moves: by(Side::White),
                    black_moves: by(Side::Black),
                };
                // A pause (a vacation) counts only where a clock starts again.
                let pause =
                    if game.to_move == side { 0 } else { self.settings_store.pause_ms(game.player(side), now).await? };
                tc.handed_back(game.clocks(), handed, now, pause)
            }
            None => ClockState::default(),
        };
        let update = GameUpdate {
            position: state.position_text(),
            ply,
            to_move: side,
            outcome: None,
            deadline: clocks.deadline,
            draw_offer: None,
            takeback_offer: None,
            white_bank_ms: clocks.white_bank_ms,
            black_bank_ms: clocks.black_bank_ms,
            reminded_until: Some(now),
            next_reminder_at: first_look(clocks.deadline, now),
        };
        let mut after = game.clone().updated(&update, now);
        after.taken_back_at = Some(now);
        // Its forecasts go with the moves taken back (see `GameStore::take_back`).
        after.followers_revision += 1;
        let texts: Vec<&str> = taken.iter().map(|m| m.text.as_str()).collect();
        let notices = crate::games::for_people(vec![self.composer.taken_back(&after, after.player(side), &texts)]);
        let kept = match keep {
            Some(keep) => {
                let rest =
                    crate::moves::Moves::new(moves.list[..ply as usize].to_vec(), self.write_move, after.taken_back_at);
                let view = crate::answers::View { game: &after, moves: Some(&rest), rules: &*state };
                keep.keep(crate::answers::Done::Game(view))
            }
            None => None,
        };
        if !self.game_store.take_back(&game.id, &Expected::of(game), &update, now, notices, kept.as_ref()).await? {
            return Ok(None);
        }
        self.recent_moves.remove(&game.id);
        self.recent_games.remove(&game.id);
        self.outbox.notify_one();
        self.events.publish(Event {
            game_id: Some(game.id.to_string()),
            users: vec![game.white_id.to_string(), game.black_id.to_string()],
            what: Happening::Takeback {
                game: game.id.clone(),
                ply,
                side,
                taken: texts.iter().map(|t| t.to_string()).collect(),
            },
            id: Some(after.mark()),
        });
        Ok(Some(after))
    }
}
