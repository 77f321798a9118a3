//! Why a move is refused, in words a player understands. A refusal never changes the game.

use std::fmt;

/// The refusal classes of `docs/api.md` (the server maps each to its HTTP status and
/// `code`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RefusalCode {
    Syntax,
    OffBoard,
    NoPiece,
    WrongLabel,
    NotYourPiece,
    Illegal,
    Ambiguous,
    Incomplete,
    ClaimRefused,
    GameOver,
}

impl RefusalCode {
    pub const fn as_str(self) -> &'static str {
        match self {
            RefusalCode::Syntax => "syntax",
            RefusalCode::OffBoard => "off_board",
            RefusalCode::NoPiece => "no_piece",
            RefusalCode::WrongLabel => "wrong_label",
            RefusalCode::NotYourPiece => "not_your_piece",
            RefusalCode::Illegal => "illegal",
            RefusalCode::Ambiguous => "ambiguous",
            RefusalCode::Incomplete => "incomplete",
            RefusalCode::ClaimRefused => "claim_refused",
            RefusalCode::GameOver => "game_over",
        }
    }
}

/// A refused move: its class, a sentence for the player, and where it helps the legal moves
/// that would have been accepted (of that piece, or the choices that complete the move).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Refusal {
    pub code: RefusalCode,
    pub message: String,
    pub legal_moves: Vec<String>,
}

impl Refusal {
    pub fn new(code: RefusalCode, message: impl Into<String>) -> Refusal {
        Refusal { code, message: message.into(), legal_moves: Vec::new() }
    }

    pub fn with_moves(mut self, moves: Vec<String>) -> Refusal {
        self.legal_moves = moves;
        self
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if !self.legal_moves.is_empty() {
            let label = match self.code {
                RefusalCode::Incomplete | RefusalCode::Ambiguous => "Choose one of",
                _ => "Legal moves of that piece",
            };
            write!(f, " {label}: {}.", self.legal_moves.join(", "))?;
        }
        Ok(())
    }
}
