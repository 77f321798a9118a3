//! What the domain keeps: players, tokens, challenges, games and their moves, and the changes
//! the domain asks the store to make. Typed: a side is a [`Side`], a finished game has an
//! [`Outcome`], ids are their own types. The store turns rows into these and back.

use ortoo_rules::{BySide, Outcome, Reason, Side};

use crate::ids::{ChallengeId, GameId, JobId, LinkId, MessageId, TokenId, TournamentId, UserId, VariantFileId};
use crate::names::{ChallengeStatus, ColorChoice, GameStatus, LinkPurpose, Scopes, UnknownWord};
use crate::timecontrol::{ClockState, TimeControl};

pub use crate::when::{Millis, Timestamp};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: String,
    pub email: String,
    pub password_hash: String,
    pub created_at: Timestamp,
    /// When the address was shown to be the owner's; until then nothing but its verification
    /// is mailed to it.
    pub email_verified_at: Option<Timestamp>,
    /// When the account was closed: its games stay, its name is shown as a closed account.
    pub closed_at: Option<Timestamp>,
    /// The notation the player reads moves in (the settings page's choice).
    pub notation: crate::Notation,
    /// The language the player chose to read ortoo in (a tag of `ortoo_i18n::LANGUAGES`);
    /// `None` until they choose one: their browser's then, and English in mail.
    pub language: Option<String>,
}

impl User {
    pub fn is_closed(&self) -> bool {
        self.closed_at.is_some()
    }

    pub fn email_verified(&self) -> bool {
        self.email_verified_at.is_some()
    }
}

/// A single-use link mailed for an account (to verify an address, to reset a password). The
/// link carries its id and a signature over it; this is what it may still do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountLink {
    pub id: LinkId,
    pub user_id: UserId,
    pub purpose: LinkPurpose,
    /// The address it was mailed to (for a verification, the address it verifies).
    pub address: String,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
    /// When it was followed, or made void by a newer link of the same purpose.
    pub used_at: Option<Timestamp>,
}

/// An API token as listed (its secret is never kept, only its hash).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub id: TokenId,
    pub user_id: UserId,
    pub label: String,
    pub scopes: Scopes,
    pub created_at: Timestamp,
    pub last_used_at: Option<Timestamp>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub challenger_id: UserId,
    pub challenger_name: String,
    /// `None` for an open seek.
    pub opponent_id: Option<UserId>,
    pub opponent_name: Option<String>,
    /// Set for a challenge to the engine, at this level.
    pub engine_level: Option<i64>,
    pub variant: String,
    /// The options as resolved by the rules: a JSON object of name to text.
    pub options: String,
    pub color: ColorChoice,
    pub days_per_move: Option<i64>,
    pub time_control: Option<String>,
    /// Whether its game changes the players' ratings (never against the engine).
    pub rated: bool,
    /// For an open seek: the lowest and highest rating (in the seek's pool) of a player who may
    /// accept it.
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
    pub status: ChallengeStatus,
    pub game_id: Option<GameId>,
    pub created_at: Timestamp,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub id: GameId,
    pub variant: String,
    /// The options as resolved by the rules: a JSON object of name to text.
    pub options: String,
    /// Who plays each side.
    pub players: BySide<Player>,
    /// How the game ended; `None` while it is being played.
    pub outcome: Option<Outcome>,
    pub start_position: String,
    pub position: String,
    pub ply: i64,
    pub to_move: Side,
    pub days_per_move: Option<i64>,
    pub deadline: Option<Timestamp>,
    /// The side that has offered a draw, until it is answered.
    pub draw_offer: Option<Side>,
    /// The side that has asked to take its last move back, until it is answered or a move
    /// is made.
    pub takeback_offer: Option<Side>,
    /// When moves were last taken back (strictly later at each takeback). A game's stored moves
    /// change only then, so it tells apart two histories of one ply: caches of moves, and mail
    /// sent before it, are of the history that was taken back.
    pub taken_back_at: Option<Timestamp>,
    /// Counts the changes to the game's followers (its forecasts and watchers): every write
    /// that changes them raises it, so a move worked out from followers read (or cached) at
    /// another count conflicts, and the followers a process caches are valid exactly at theirs.
    pub followers_revision: i64,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub finished_at: Option<Timestamp>,
    pub time_control: Option<String>,
    /// Each side's time bank; `None` without a bank (days per move) or once the game is over.
    pub banks_ms: BySide<Option<i64>>,
    pub reminded_until: Option<Timestamp>,
    pub next_reminder_at: Option<Timestamp>,
    /// Whether its end changes the players' ratings.
    pub rated: bool,
    /// The tournament it is a game of, its name and the round.
    pub tournament: Option<Seat>,
}

/// One side's player in a game: who they are, and whether the engine moves for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: UserId,
    /// Their account's name, read with the game, so its pages and mail need no second lookup.
    pub name: String,
    /// The engine's level, if the engine plays this side.
    pub level: Option<i64>,
}

/// A game's place in a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    pub tournament_id: TournamentId,
    pub name: String,
    pub round: i64,
}

impl Game {
    /// Where the game stands, as a page or an event stream resumes from: `ID/PLY.MILLIS`, its
    /// ply and the time of its last change, which every change of the game (a move, an offer,
    /// an end) sets. Two marks of one game differ exactly when it changed between them.
    pub fn mark(&self) -> String {
        format!("{}/{}.{}", self.id, self.ply, self.updated_at.millis())
    }

    pub fn status(&self) -> GameStatus {
        if self.outcome.is_some() { GameStatus::Finished } else { GameStatus::Active }
    }

    pub fn is_active(&self) -> bool {
        self.outcome.is_none()
    }

    /// The result as one word (`white`, `black`, `draw`) once the game is over.
    pub fn result(&self) -> Option<&'static str> {
        self.outcome.as_ref().map(result_word)
    }

    /// Why the game ended, as one word (`checkmate`, `timeout`), once it is over.
    pub fn reason(&self) -> Option<&'static str> {
        self.outcome.map(|o| o.reason().as_str())
    }

    /// The player of `side`.
    pub fn player(&self, side: Side) -> &UserId {
        &self.players[side].id
    }

    pub fn player_name(&self, side: Side) -> &str {
        &self.players[side].name
    }

    /// The player to move.
    pub fn player_to_move(&self) -> &UserId {
        self.player(self.to_move)
    }

    /// The side `user` plays, if they play (the engine playing itself plays White here; who
    /// moves for it is the side to move).
    pub fn side_of(&self, user: &UserId) -> Option<Side> {
        Side::ALL.into_iter().find(|&side| self.players[side].id == *user)
    }

    /// Whether the game is waiting for `user` to move.
    pub fn awaits(&self, user: &UserId) -> bool {
        self.is_active() && self.side_of(user) == Some(self.to_move)
    }

    /// Whether the engine plays either side.
    pub fn against_engine(&self) -> bool {
        self.players.iter().any(|(_, player)| player.level.is_some())
    }

    /// The engine's level if it is the engine's turn.
    pub fn engine_to_move(&self) -> Option<i64> {
        self.engine_level(self.to_move)
    }

    /// The engine's level on `side`, if the engine plays it.
    pub fn engine_level(&self, side: Side) -> Option<i64> {
        self.players[side].level
    }

    /// The game's time control: the stored one, or (games made before time banks) days per
    /// move.
    pub fn time_control(&self) -> Option<TimeControl> {
        TimeControl::of(self.time_control.as_deref(), self.days_per_move)
    }

    pub fn clocks(&self) -> ClockState {
        ClockState { deadline: self.deadline, banks_ms: self.banks_ms }
    }

    /// The game as `update` leaves it at `now` (what a re-read would return).
    #[must_use]
    pub fn updated(mut self, update: &GameUpdate, now: Timestamp) -> Game {
        self.position.clone_from(&update.position);
        self.ply = update.ply;
        self.to_move = update.to_move;
        self.outcome = update.outcome;
        self.deadline = update.deadline;
        self.draw_offer = update.draw_offer;
        self.takeback_offer = update.takeback_offer;
        self.banks_ms = update.banks_ms;
        self.reminded_until = update.reminded_until;
        self.next_reminder_at = update.next_reminder_at;
        self.updated_at = now;
        if update.outcome.is_some() {
            self.finished_at = Some(now);
        }
        self
    }
}

/// A game's result as one word, as stored and sent: `white` or `black` (the winner) or `draw`.
pub fn result_word(outcome: &Outcome) -> &'static str {
    outcome.winner().map_or("draw", Side::name)
}

/// White's score in a game that ended as `outcome` says: 1 a win, ½ a draw, 0 a loss (for
/// ratings and tournaments' standings alike).
pub fn white_score(outcome: &Outcome) -> f64 {
    match outcome.winner() {
        Some(Side::White) => 1.0,
        Some(Side::Black) => 0.0,
        None => 0.5,
    }
}

/// Reads a stored result and reason back into an outcome.
///
/// # Errors
/// A word that names no result or no reason.
pub fn outcome_from_words(result: &str, reason: &str) -> Result<Outcome, UnknownWord> {
    let unknown = |what, word: &str| UnknownWord { what, word: word.to_string() };
    let reason: Reason = reason.parse().map_err(|_| unknown("reason a game ends for", reason))?;
    match result {
        "draw" => Ok(Outcome::Draw { reason }),
        side => {
            let winner: Side = side.parse().map_err(|_| unknown("result", side))?;
            Ok(Outcome::Win { winner, reason })
        }
    }
}

/// A move as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    pub ply: i64,
    pub side: Side,
    /// The canonical text.
    pub text: String,
    /// What the player typed.
    pub input: String,
    pub comment: Option<String>,
    /// What a spell or exchange did (`w→a`).
    pub effect: Option<String>,
    /// The position's key after the move, for repetition.
    pub position_key: i64,
    /// What the move chased, in the games that judge a repetition by chases (xiangqi), as the
    /// rules write it (`ortoo_rules::chase::Chase`); `None` in the others.
    pub chase: Option<String>,
    pub at: Timestamp,
}

/// A message of a game's conversation between its players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatMessage {
    /// A UUIDv7: a game's messages in order of their ids are in order of time.
    pub id: MessageId,
    pub game_id: GameId,
    pub user_id: UserId,
    pub user_name: String,
    pub text: String,
    pub at: Timestamp,
}

/// A player's file of variants, as last uploaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariantFile {
    pub id: VariantFileId,
    pub owner_id: UserId,
    pub owner_name: String,
    /// The name its owner gave it (one file of a name each).
    pub name: String,
    pub text: String,
    /// Offered in the lists (or only to those who have its variants' links).
    pub listed: bool,
    pub uploaded_at: Timestamp,
    /// The variants it defines now, in its order.
    pub variants: Vec<UploadedVariant>,
}

/// One version of a variant of a player's file, kept for good: a game of it keeps these rules
/// whatever becomes of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadedVariant {
    /// The variant's name and a digest of its definition (`mygame~1a2b3c4d`): games name it.
    pub id: String,
    pub file_id: VariantFileId,
    pub owner_id: UserId,
    /// The name of the file it came from (kept with it: the file may go).
    pub file_name: String,
    /// Its section's name in the file.
    pub variant: String,
    /// Its sections from the file, which with the built-in variants define it again.
    pub text: String,
}

/// A new game, before it has an id and times.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub variant: String,
    pub options: String,
    /// Who plays each side.
    pub players: BySide<UserId>,
    pub position: String,
    pub to_move: Side,
    pub time_control: Option<String>,
    pub days_per_move: Option<i64>,
    pub clocks: ClockState,
    pub next_reminder_at: Option<Timestamp>,
    /// The engine's level on each side it plays.
    pub levels: BySide<Option<i64>>,
    pub rated: bool,
    /// The tournament and round it is a game of.
    pub tournament: Option<(TournamentId, i64)>,
}

/// A move the engine owes, to be queued with the write that puts it on move.
#[derive(Debug, Clone)]
pub struct NewJob {
    pub id: JobId,
    pub game_id: GameId,
    /// The ply the game is at; the engine plays the next.
    pub ply: i64,
    pub level: i64,
    /// The player waiting for the move (`None` for the engine's games against itself): jobs
    /// are served round-robin by it.
    pub account_id: Option<UserId>,
}

/// What a move (or another game action) changes in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameUpdate {
    pub position: String,
    pub ply: i64,
    pub to_move: Side,
    pub outcome: Option<Outcome>,
    pub deadline: Option<Timestamp>,
    pub draw_offer: Option<Side>,
    pub takeback_offer: Option<Side>,
    pub banks_ms: BySide<Option<i64>>,
    pub reminded_until: Option<Timestamp>,
    pub next_reminder_at: Option<Timestamp>,
}

impl GameUpdate {
    /// Changes nothing: the base that an action's update is built on.
    pub fn unchanged(game: &Game) -> GameUpdate {
        GameUpdate {
            position: game.position.clone(),
            ply: game.ply,
            to_move: game.to_move,
            outcome: game.outcome,
            deadline: game.deadline,
            draw_offer: game.draw_offer,
            takeback_offer: game.takeback_offer,
            banks_ms: game.banks_ms,
            reminded_until: game.reminded_until,
            next_reminder_at: game.next_reminder_at,
        }
    }

    /// Ends the game with `outcome` at `position`: clocks stop, offers and reminders lapse.
    pub fn finished(outcome: Outcome, position: String, ply: i64, to_move: Side) -> GameUpdate {
        GameUpdate {
            position,
            ply,
            to_move,
            outcome: Some(outcome),
            deadline: None,
            draw_offer: None,
            takeback_offer: None,
            banks_ms: BySide::both(None),
            reminded_until: None,
            next_reminder_at: None,
        }
    }
}

/// What a conditional game write expects to find: the ply, the offers and the history it was
/// computed from. (An offer changes the game without changing its ply; a takeback changes its
/// history, and a game taken back and played on may come to the same ply again.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    pub ply: i64,
    pub draw_offer: Option<Side>,
    pub takeback_offer: Option<Side>,
    pub taken_back_at: Option<Timestamp>,
    /// The followers' count the write was worked out at ([`Game::followers_revision`]).
    pub followers_revision: i64,
    /// The engine is to move: a move written now is the one its job for this ply owes, and
    /// the write closes that job. (Only the engine's turns have jobs, so a person's move
    /// spares the write that statement.)
    pub engine_to_move: bool,
}

impl Expected {
    pub fn of(game: &Game) -> Expected {
        Expected {
            ply: game.ply,
            draw_offer: game.draw_offer,
            takeback_offer: game.takeback_offer,
            taken_back_at: game.taken_back_at,
            followers_revision: game.followers_revision,
            engine_to_move: game.engine_to_move().is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_one_word_and_read_back() {
        let win = Outcome::Win { winner: Side::Black, reason: Reason::Checkmate };
        assert_eq!(result_word(&win), "black");
        assert_eq!(outcome_from_words("black", "checkmate"), Ok(win));
        let draw = Outcome::Draw { reason: Reason::Agreement };
        assert_eq!(result_word(&draw), "draw");
        assert_eq!(outcome_from_words("draw", "agreement"), Ok(draw));
        assert!(outcome_from_words("grey", "checkmate").is_err());
        assert!(outcome_from_words("white", "boredom").is_err());
    }
}
