//! Why a move is refused, in words a player understands. A refusal never changes the game.

use std::fmt;

use ortoo_i18n::{Lang, SIDES, Said, Word, english};

use crate::outcome::{Outcome, Reason};
use crate::side::{Side, Sides};

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

/// A refused move: its class, why in words a player understands (kept unsaid, `said`, to be put
/// into the player's language; `message` is the same in English), and where it helps the legal
/// moves that would have been accepted (of that piece, or the choices that complete the move).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Refusal {
    pub code: RefusalCode,
    pub message: String,
    /// Boxed: a refusal travels in every `Result` of a move, which should stay small.
    pub said: Box<Said>,
    pub legal_moves: Vec<String>,
}

impl Refusal {
    /// A refusal of class `code` that says `said` (a message of `moves.ftl`).
    pub fn new(code: RefusalCode, said: Said) -> Refusal {
        Refusal { code, message: english().say(&said), said: Box::new(said), legal_moves: Vec::new() }
    }

    pub fn with_moves(mut self, moves: Vec<String>) -> Refusal {
        self.legal_moves = moves;
        self
    }

    /// The whole refusal in `t`: why, then the moves it lists.
    pub fn said_in(&self, t: Lang) -> String {
        let mut text = t.say(&self.said);
        if !self.legal_moves.is_empty() {
            let label = match self.code {
                RefusalCode::Incomplete | RefusalCode::Ambiguous => "refusal-choose-one-of",
                _ => "refusal-legal-moves-of-that-piece",
            };
            // A sentence that ends in a full-width stop (Chinese, Japanese) is followed without a space.
            if !text.ends_with(['。', '！', '？']) {
                text.push(' ');
            }
            text.push_str(&t.msg(label).arg("moves", self.legal_moves.join(", ")).to_string());
        }
        text
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said_in(english()))
    }
}

/// A piece named in a refusal (`knight`): its message in `moves.ftl` where there is one, else its
/// name as the game's rules write it (a player's own game may call its pieces anything).
pub fn piece_said(name: &str) -> Said {
    Said::named(format!("piece-{}", name.trim().to_lowercase().replace([' ', '_', '\''], "-")), name)
}

/// How a game ended, in `endings.ftl`'s words (`ending-checkmate`).
pub fn ending_said(reason: Reason) -> Said {
    Said::new(format!("ending-{}", reason.as_str().replace('_', "-")))
}

/// A result as the message `<prefix>-white-wins`, `<prefix>-black-wins` or `<prefix>-draw` says
/// it, with its ending as `$reason` (`refusal-game-over-white-wins`: "The game is over: White wins
/// by checkmate.", Red in xiangqi: `sides` names the sides).
pub fn outcome_said(prefix: &str, outcome: Outcome, sides: Sides) -> Said {
    let result = match outcome {
        Outcome::Win { winner: Side::White, .. } => "white-wins",
        Outcome::Win { winner: Side::Black, .. } => "black-wins",
        Outcome::Draw { .. } => "draw",
    };
    Said::new(format!("{prefix}-{result}")).arg("reason", ending_said(outcome.reason())).arg(SIDES, sides.key())
}

/// The message `<white>` or `<black>`, by `side`: a sentence that names a side is written once
/// for each, since languages decline the word.
pub fn by_side(side: Side, white: &'static str, black: &'static str) -> Said {
    Said::new(if side == Side::White { white } else { black })
}

/// Words joined by `joiner`, a message of `$first` and `$second` (`list-or`: "e4 or d4"); `None`
/// for no words.
pub fn joined(joiner: &'static str, words: impl IntoIterator<Item = Word>) -> Option<Word> {
    words.into_iter().reduce(|first, second| Word::Said(Said::new(joiner).arg("first", first).arg("second", second)))
}

/// A piece of a side as a refusal names it (`White Pawn`); "nothing" for no piece.
pub fn sided_piece_said(piece: Option<(Side, Said)>) -> Said {
    match piece {
        Some((side, name)) => by_side(side, "why-white-piece", "why-black-piece").arg("piece", name),
        None => Said::new("why-no-piece"),
    }
}

impl Refusal {
    /// The refusal of any move once the game is over: "The game is over: White wins by checkmate."
    pub fn game_over(outcome: Outcome, sides: Sides) -> Refusal {
        Refusal::new(RefusalCode::GameOver, outcome_said("refusal-game-over", outcome, sides))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry;

    /// Whether `text`, with the move's label and squares taken out, has any Latin letter left.
    fn has_latin_words(text: &str, kept: &[&str]) -> bool {
        let mut rest = text.to_string();
        for k in kept {
            rest = rest.replace(k, " ");
        }
        rest.chars().any(|c| c.is_ascii_alphabetic())
    }

    #[test]
    fn a_move_that_leaves_the_king_in_check_is_explained_in_japanese() {
        let chess = registry::open("chess", &[]).expect("chess");
        // The knight on e2 is pinned to its king by the rook on e7.
        let game = chess.load("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").expect("a position");
        let refusal = game.check("N e2-c3").expect_err("the knight is pinned");
        assert_eq!(refusal.code, RefusalCode::Illegal);
        assert_eq!(
            refusal.message,
            "N e2-c3 is not a legal move: moving the Knight from e2 would leave your King in check. The Knight on e2 \
             has no legal move."
        );
        let ja = ortoo_i18n::find("ja").expect("Japanese");
        let said = refusal.said_in(ja);
        assert!(!has_latin_words(&said, &["N e2-c3", "e2"]), "{said}");
        assert!(said.contains("ナイト") && said.contains("キング"), "{said}");

        // The king stepping into the rook's file, with its legal moves listed after.
        let refusal = game.check("K e1-e2").expect_err("e2 is taken by the knight");
        let said = refusal.said_in(ja);
        let moves = refusal.legal_moves.join(", ");
        assert!(!refusal.legal_moves.is_empty());
        assert!(!has_latin_words(&said, &[moves.as_str(), "K e1-e2", "e2"]), "{said}");
    }

    #[test]
    fn a_piece_is_named_by_its_message_or_as_it_is() {
        let ja = ortoo_i18n::find("ja").expect("Japanese");
        assert_eq!(ja.say(&piece_said("Knight")), "ナイト");
        assert_eq!(english().say(&piece_said("Horse Archer")), "Horse Archer");
        assert_eq!(ja.say(&piece_said("Wizard's Apprentice")), "Wizard's Apprentice");
        assert_eq!(piece_said("Wizard's Apprentice").id, "piece-wizard-s-apprentice");
    }

    #[test]
    fn every_refusal_and_reason_of_moves_ftl_is_said_in_every_language() {
        // The game over, said with endings.ftl's words in each language.
        let mate = Outcome::Win { winner: Side::Black, reason: Reason::Checkmate };
        let refusal = Refusal::game_over(mate, Sides::Chess);
        assert_eq!(refusal.message, "The game is over: Black wins by checkmate.");
        // Each game's second side by its own name: Black in xiangqi, Red (Han) in janggi, Gote.
        let by = |sides| Refusal::game_over(mate, sides).message;
        assert_eq!(by(Sides::Xiangqi), "The game is over: Black wins by checkmate.");
        assert_eq!(by(Sides::Janggi), "The game is over: Red wins by checkmate.");
        assert_eq!(by(Sides::Shogi), "The game is over: Gote wins by checkmate.");
        for language in ortoo_i18n::all() {
            let said = refusal.said_in(language);
            assert!(!said.contains("refusal-") && !said.contains("ending-"), "{}: {said}", language.tag());
        }
    }
}
