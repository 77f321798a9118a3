//! How a game ends.

use std::fmt;

use crate::side::Side;

/// Why a game ended; the API writes these as snake-case strings (`as_str`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    Campmate,
    Stalemate,
    Repetition,
    FiftyMoves,
    /// Khan's 100 moves by each side without a capture.
    MoveLimit,
    InsufficientMaterial,
    Resignation,
    Timeout,
    Agreement,
    NoLeader,
    Escape,
    /// King's Run: both players reduced to a bare Runner king with no chips.
    BareKings,
    KingCaptured,
    FarRow,
    NoMoves,
    Claim,
    /// A side's pieces of a kind the game counts all gone (a defined game's extinction rule).
    Extinction,
    /// A piece reached the squares the game sets as its goal (the hill, the far rank).
    Goal,
    /// The checks the game counts were all given.
    Checks,
    /// Mate given by dropping a pawn, which shogi's rules forbid (uchifuzume): the dropper loses.
    PawnDropMate,
    /// A repetition in which one side gave check every move (shogi's sennichite with perpetual
    /// check): that side loses.
    PerpetualCheck,
    /// A repetition in which one side chased the same piece with every move (xiangqi's chasing
    /// rule): that side loses.
    PerpetualChase,
    /// The count of a pawnless ending passed its limit before the stronger side mated (makruk's
    /// counting): a draw.
    Counting,
    /// A capture's blast took the losing side's king (atomic chess).
    Blast,
    /// Both sides passed in turn (janggi): decided on points, where the game counts them.
    Passes,
    /// The generals left facing each other for a turn (janggi's bikjang): decided on points,
    /// where the game counts them.
    Bikjang,
    /// A repetition or the move limit ended a game that is then decided on points (janggi's
    /// count of the pieces left).
    Points,
}

impl Reason {
    pub const fn as_str(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Campmate => "campmate",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "repetition",
            Reason::FiftyMoves => "fifty_moves",
            Reason::MoveLimit => "move_limit",
            Reason::InsufficientMaterial => "insufficient_material",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::Agreement => "agreement",
            Reason::NoLeader => "no_leader",
            Reason::Escape => "escape",
            Reason::BareKings => "bare_kings",
            Reason::KingCaptured => "king_captured",
            Reason::FarRow => "far_row",
            Reason::NoMoves => "no_moves",
            Reason::Claim => "claim",
            Reason::Extinction => "extinction",
            Reason::Goal => "goal",
            Reason::Checks => "checks",
            Reason::PawnDropMate => "pawn_drop_mate",
            Reason::PerpetualCheck => "perpetual_check",
            Reason::PerpetualChase => "perpetual_chase",
            Reason::Counting => "counting",
            Reason::Blast => "blast",
            Reason::Passes => "passes",
            Reason::Bikjang => "bikjang",
            Reason::Points => "points",
        }
    }
}

impl Reason {
    /// How a result came about, to follow "won by" or "drawn by" on a page or in a mail.
    pub const fn words(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Campmate => "campmate (the king reached the far camp)",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "repetition of the position",
            Reason::FiftyMoves => "the fifty-move rule",
            Reason::MoveLimit => "the move limit",
            Reason::InsufficientMaterial => "too little material left to win",
            Reason::Resignation => "resignation",
            Reason::Timeout => "time: a deadline passed without a move",
            Reason::Agreement => "agreement",
            Reason::NoLeader => "leaving the other side without a leader",
            Reason::Escape => "escape",
            Reason::BareKings => "bare kings",
            Reason::KingCaptured => "capturing the king",
            Reason::FarRow => "reaching the far row",
            Reason::NoMoves => "leaving the other side without a move",
            Reason::Claim => "a claim",
            Reason::Extinction => "extinction (a side left without the pieces the game counts)",
            Reason::Goal => "reaching the goal (the squares the game sets)",
            Reason::Checks => "giving the checks the game counts",
            Reason::PawnDropMate => "a mate given by dropping a pawn, which the rules forbid",
            Reason::PerpetualCheck => "a repetition in which the other side gave check every move",
            Reason::PerpetualChase => "a repetition in which the other side chased the same piece every move",
            Reason::Counting => "the count (the counting side counted its moves past the limit unmated)",
            Reason::Blast => "a blast that took the other king",
            Reason::Passes => "both sides passing in turn, then the points of the pieces left",
            Reason::Bikjang => "bikjang (the generals left facing each other), then the points of the pieces left",
            Reason::Points => "points: the pieces left, counted when a repetition or the move limit ended the game",
        }
    }

    pub const ALL: [Reason; 28] = [
        Reason::Checkmate,
        Reason::Campmate,
        Reason::Stalemate,
        Reason::Repetition,
        Reason::FiftyMoves,
        Reason::MoveLimit,
        Reason::InsufficientMaterial,
        Reason::Resignation,
        Reason::Timeout,
        Reason::Agreement,
        Reason::NoLeader,
        Reason::Escape,
        Reason::BareKings,
        Reason::KingCaptured,
        Reason::FarRow,
        Reason::NoMoves,
        Reason::Claim,
        Reason::Extinction,
        Reason::Goal,
        Reason::Checks,
        Reason::PawnDropMate,
        Reason::PerpetualCheck,
        Reason::PerpetualChase,
        Reason::Counting,
        Reason::Blast,
        Reason::Passes,
        Reason::Bikjang,
        Reason::Points,
    ];
}

/// A word that is not one of [`Reason::as_str`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a reason a game ends for")]
pub struct UnknownReason(pub String);

impl std::str::FromStr for Reason {
    type Err = UnknownReason;
    fn from_str(s: &str) -> Result<Reason, UnknownReason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == s).ok_or_else(|| UnknownReason(s.to_string()))
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Side, reason: Reason },
    Draw { reason: Reason },
}

impl Outcome {
    pub const fn reason(self) -> Reason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`, as PGN writes results.
    pub const fn score(self) -> &'static str {
        match self {
            Outcome::Win { winner: Side::White, .. } => "1-0",
            Outcome::Win { winner: Side::Black, .. } => "0-1",
            Outcome::Draw { .. } => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} wins by {}", reason.as_str().replace('_', " ")),
            Outcome::Draw { reason } => write!(f, "draw by {}", reason.as_str().replace('_', " ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_reads_back_from_its_word() {
        for reason in Reason::ALL {
            assert_eq!(reason.as_str().parse::<Reason>(), Ok(reason));
        }
        assert!("bored".parse::<Reason>().is_err());
    }
}
