//! Games in play, behind object-safe traits: what the server, the command line and the e-mail
//! gateway use. A [`GameState`] is a position with its history (for repetition), takes move
//! text, and either plays exactly one legal move or refuses with the reason and changes nothing.

use std::fmt::Debug;
use std::sync::Arc;

use ortoo_i18n::{SIDES, Said, Word};

use crate::chase::Chase;
use crate::game::{Game, MoveList, PieceInfo, PositionError, VariantInfo};
use crate::geometry::{Coord, Geometry};
use crate::notation::{self, MoveText, Part, Selection, Target};
use crate::options::Options;
use crate::outcome::{Outcome, Reason};
use crate::refusal::{Refusal, RefusalCode, by_side, joined};
use crate::side::Side;

/// A legal move as the server lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegalMove {
    pub canonical: String,
    pub coordinate: String,
}

/// A move the rules accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    pub canonical: String,
    pub coordinate: String,
    pub comment: Option<String>,
    /// What a spell or exchange did (`w→a`), for the log.
    pub effect: Option<String>,
}

/// A move played, with the outcome if it ended the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub accepted: Accepted,
    pub outcome: Option<Outcome>,
}

/// A variant configured with its options, ready to start or load games.
pub trait Variant: Send + Sync {
    fn info(&self) -> &'static VariantInfo;
    fn options(&self) -> &Options;
    fn start(&self) -> Box<dyn GameState>;
    /// # Errors
    /// A position text the game cannot read, with the reason.
    fn load(&self, position: &str) -> Result<Box<dyn GameState>, PositionError>;
    /// Loads a stored position with the keys of the positions before it in its repetition
    /// window (oldest first; see [`GameState::reversible_plies`]), so repetition counts on.
    ///
    /// # Errors
    /// A position text the game cannot read, with the reason.
    fn resume(&self, position: &str, earlier_keys: &[u64]) -> Result<Box<dyn GameState>, PositionError>;
    /// A piece's name as this game's players call it, unsaid ([`Game::piece_said`]).
    fn piece_said(&self, name: &str) -> Said;
}

/// One game in play.
pub trait GameState: Send + Sync + Debug {
    fn info(&self) -> &'static VariantInfo;
    fn turn(&self) -> Side;
    /// Plies played since this state was started or loaded.
    fn plies(&self) -> usize;
    fn position_text(&self) -> String;
    fn board_text(&self, view: Side) -> String;
    /// The board's frame and spaces (for drawing it).
    fn geometry(&self) -> Geometry;
    /// The counts to show beside the board (King's Run's chips, three-check's checks).
    fn counts(&self) -> Vec<crate::game::Count>;
    /// Each side's pieces in hand, where the game has hands.
    fn hands(&self) -> Option<crate::game::Hands>;
    /// Whether more material is an advantage ([`crate::Game::material_counts`]).
    fn material_counts(&self) -> bool;
    /// The piece on a space, if any.
    fn piece_at(&self, at: Coord) -> Option<PieceInfo>;
    /// Where the royal pieces of the player to move stand in check (none: not in check).
    fn checked(&self) -> Vec<Coord>;
    /// Why only some moves are legal now, in a sentence (see [`crate::Game::obligation`]).
    fn obligation(&self) -> Option<String>;
    /// Every legal move, sorted by canonical text; none once the game is over.
    fn legal_moves(&self) -> Vec<LegalMove>;
    /// Validates move text without playing it.
    ///
    /// # Errors
    /// The [`Refusal`]: why, in words a player understands.
    fn check(&self, text: &str) -> Result<Accepted, Refusal>;
    /// Plays move text, or refuses it and changes nothing. The word `drawn` claims a draw.
    ///
    /// # Errors
    /// The [`Refusal`].
    fn play(&mut self, text: &str) -> Result<Played, Refusal>;
    fn outcome(&self) -> Option<Outcome>;
    /// A piece's name as this game's players call it, unsaid ([`Game::piece_said`]).
    fn piece_said(&self, name: &str) -> Said;
    /// The draw the player to move may claim now, if any (threefold repetition, fifty moves).
    fn claimable_draw(&self) -> Option<Reason>;
    /// Claims that draw.
    ///
    /// # Errors
    /// `claim_refused` when no rule allows a claim now, `game_over` after the end.
    fn claim_draw(&mut self) -> Result<Outcome, Refusal>;
    /// The SAN of a move text in the current position (for PGN), `Ok(None)` when the game has
    /// no SAN.
    ///
    /// # Errors
    /// The refusal, when the text is not a legal move here.
    fn san(&self, text: &str) -> Result<Option<String>, Refusal>;
    /// The move as the game's players read it, for the move list, the notices and the buttons:
    /// the game's own notation where it has one (xiangqi's WXF, `H2+3`), else its SAN; `Ok(None)`
    /// where it has neither.
    ///
    /// # Errors
    /// The refusal, when the text is not a legal move here.
    fn shown(&self, text: &str) -> Result<Option<String>, Refusal>;
    /// The USI of a move text in the current position (`7g7f`), `Ok(None)` outside the shogi
    /// family.
    ///
    /// # Errors
    /// The refusal, when the text is not a legal move here.
    fn usi(&self, text: &str) -> Result<Option<String>, Refusal>;
    /// The PGN `Variant` tag, if the game has PGN and is not orthodox chess.
    fn pgn_variant(&self) -> Option<&'static str>;
    /// The zobrist key of the current position.
    fn key(&self) -> u64;
    /// How many earlier positions could still repeat this one (plies since the last capture or
    /// pawn move); `None` when the game keeps no such count and every position may repeat.
    fn reversible_plies(&self) -> Option<u32>;
    /// Gives the position the history it was reached by: the keys of the positions before it
    /// (oldest first, within the repetition window), so repetition draws are judged with them.
    /// For a position read from text once and then told its history, without reading it again.
    fn set_history(&mut self, earlier_keys: &[u64]);
    /// Gives the position what the moves of its history chased (see [`Game::chase`]), oldest
    /// first, the last the move into the current position's; after [`GameState::set_history`],
    /// in the games that judge chases, so a repetition is judged with them.
    fn set_chases(&mut self, chases: &[Option<Chase>]);
    /// What the move into the current position chased, to be kept with it (`None` in the games
    /// that judge no chases, and before any move).
    fn chase(&self) -> Option<Chase>;
    fn perft(&self, depth: u32) -> u64;
    /// Each legal move in coordinate form with its perft count at `depth - 1`.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    fn clone_box(&self) -> Box<dyn GameState>;
    /// What the legal move `text` leads to, where the rules alone know it within the next turns
    /// (no search, no judgement): `None` when it decides nothing that soon, or is not legal.
    fn foresee(&self, text: &str) -> Option<Foresight>;
}

/// What a move leads to, as the rules alone tell it (for a player choosing between moves: King's
/// Run's king woken where the player's own Sandman must take it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Foresight {
    /// The move ends the game so.
    Ends(Outcome),
    /// The opponent may end it so at once, in their favour.
    OpponentMayWin(Outcome),
    /// Whatever the opponent answers, every move the mover may make next loses so.
    LostNextTurn(Outcome),
}

impl Clone for Box<dyn GameState> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Any [`Game`] as a [`Variant`].
pub struct Rules<G: Game>(pub Arc<G>);

impl<G: Game> Variant for Rules<G> {
    fn info(&self) -> &'static VariantInfo {
        self.0.info()
    }
    fn options(&self) -> &Options {
        self.0.options()
    }
    fn start(&self) -> Box<dyn GameState> {
        let pos = self.0.start_position();
        Box::new(Record::new(self.0.clone(), pos))
    }
    fn load(&self, position: &str) -> Result<Box<dyn GameState>, PositionError> {
        let pos = self.0.read_position(position)?;
        Ok(Box::new(Record::new(self.0.clone(), pos)))
    }
    fn resume(&self, position: &str, earlier_keys: &[u64]) -> Result<Box<dyn GameState>, PositionError> {
        let pos = self.0.read_position(position)?;
        Ok(Box::new(Record::with_history(self.0.clone(), pos, earlier_keys)))
    }
    fn piece_said(&self, name: &str) -> Said {
        self.0.piece_said(name)
    }
}

/// A [`Game`]'s position with the keys of every position since the start, for repetition.
pub struct Record<G: Game> {
    game: Arc<G>,
    pos: G::Position,
    keys: Vec<u64>,
    /// What the move into each position of `keys` chased, in the games that judge chases
    /// (`None` where no move made it, none is known, or the game judges none).
    chases: Vec<Option<Chase>>,
    /// Index into `keys` of the first position after the last irreversible move.
    reversible_from: usize,
    /// A result reached by a claim (the position alone does not show it).
    claimed: Option<Outcome>,
    outcome: Option<Outcome>,
    /// The moves the rules generate in the position, once, when it is reached: judging the
    /// game, matching a typed move and listing the legal moves all read them.
    generated: Vec<G::Move>,
}

impl<G: Game> Debug for Record<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Record").field("variant", &self.game.info().id).field("position", &self.pos).finish()
    }
}

impl<G: Game> Record<G> {
    pub fn new(game: Arc<G>, pos: G::Position) -> Record<G> {
        Record::with_history(game, pos, &[])
    }

    /// A position reached after `earlier_keys` (oldest first, all within the repetition window).
    pub fn with_history(game: Arc<G>, pos: G::Position, earlier_keys: &[u64]) -> Record<G> {
        let mut keys = earlier_keys.to_vec();
        keys.push(game.key(&pos));
        let chases = vec![None; keys.len()];
        let mut record =
            Record { keys, chases, game, pos, reversible_from: 0, claimed: None, outcome: None, generated: Vec::new() };
        record.reached();
        record
    }

    /// Generates the moves of the position just reached and judges it with them.
    fn reached(&mut self) {
        let mut moves = MoveList::new();
        self.game.legal_moves(&self.pos, &mut moves);
        self.generated.clear();
        self.generated.extend_from_slice(&moves);
        self.outcome = self.adjudicate();
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn position(&self) -> &G::Position {
        &self.pos
    }

    fn repetitions(&self) -> u32 {
        let current = *self.keys.last().expect("the current position's key");
        self.keys[self.reversible_from..].iter().filter(|&&k| k == current).count() as u32
    }

    fn adjudicate(&self) -> Option<Outcome> {
        if let Some(o) = self.claimed {
            return Some(o);
        }
        if let Some(o) = self.game.status_given_moves(&self.pos, &self.generated) {
            return Some(o);
        }
        if self.game.dead_position(&self.pos) {
            return Some(Outcome::Draw { reason: Reason::InsufficientMaterial });
        }
        let rules = self.game.draw_rules();
        let window = &self.keys[self.reversible_from..];
        if rules.repetition_automatic.is_some_and(|n| self.repetitions() >= n) {
            return Some(self.game.repetition_outcome(&self.pos, window, &self.chases[self.reversible_from..]));
        }
        if let (Some(n), Some(q)) = (rules.quiet_plies_automatic, self.game.quiet_plies(&self.pos))
            && q >= n + self.game.quiet_plies_allowance(&self.pos, window)
        {
            return Some(self.game.move_limit_outcome(&self.pos));
        }
        None
    }

    /// The legal moves: none once the game is over.
    fn legal(&self) -> &[G::Move] {
        if self.outcome.is_some() { &[] } else { &self.generated }
    }

    /// Matches text to exactly one legal move.
    ///
    /// # Errors
    /// The refusal, for a person.
    /// A move typed in standard algebraic notation (`e4`, `Nf3`, `exd5`, `e8=Q`, `O-O`), in
    /// the games whose PGN is written (their moves have a SAN): the one legal move whose SAN reads the same, check marks,
    /// annotations, `=` and capture marks aside.
    /// The legal move whose coordinate form is exactly `text`: the forms full algebraic does
    /// not read (`e3e5+`, a shogi promotion; `+N@c3`, a piece dropped promoted).
    fn select_coordinate(&self, text: &str) -> Option<(G::Move, Accepted)> {
        let text = text.trim();
        let mv = self.legal().iter().copied().find(|&m| {
            self.game.coordinate(&self.pos, m) == text || self.game.usi(&self.pos, m).is_some_and(|usi| usi == text)
        })?;
        Some(self.accept(mv, self.game.move_text(&self.pos, mv).canonical(), None))
    }

    /// A move typed in the game's own notation (xiangqi's WXF: `C2=5`, `h8+7`, `.` for `=`), in
    /// the games that have one: the legal move written so, case aside.
    fn select_own(&self, text: &str) -> Option<(G::Move, Accepted)> {
        let typed = text.trim().replace('.', "=").to_ascii_uppercase();
        if typed.is_empty() {
            return None;
        }
        let mut found = self
            .legal()
            .iter()
            .copied()
            .filter(|&m| self.game.own_notation(&self.pos, m).is_some_and(|own| own.to_ascii_uppercase() == typed));
        let mv = found.next().filter(|_| found.next().is_none())?;
        Some(self.accept(mv, self.game.move_text(&self.pos, mv).canonical(), None))
    }

    fn select_san(&self, text: &str) -> Option<(G::Move, Accepted)> {
        fn plain(san: &str) -> String {
            let san = san.trim().trim_end_matches(['+', '#', '!', '?']).replace("0-0-0", "O-O-O").replace("0-0", "O-O");
            let san = san.strip_suffix("e.p.").unwrap_or(&san).trim_end();
            san.chars().filter(|c| !matches!(c, 'x' | ':' | '=' | '-') || san.starts_with('O')).collect()
        }
        let typed = plain(text);
        if typed.is_empty() || typed.contains(char::is_whitespace) {
            return None;
        }
        let named: Vec<(G::Move, String)> =
            self.legal().iter().filter_map(|&m| Some((m, self.game.san(&self.pos, m)?))).collect();
        let exact: Vec<G::Move> = named.iter().filter(|(_, s)| s == text.trim()).map(|&(m, _)| m).collect();
        let mut found: Vec<&(G::Move, String)> = named.iter().filter(|(_, s)| plain(s) == typed).collect();
        // Shogi's `Bx2b+` and `Bx2b=` (promoting, or not) read alike once marks are set aside:
        // the mark typed tells them apart.
        if found.len() > 1 {
            let mark = |s: &str| s.trim().chars().last().filter(|c| matches!(c, '+' | '='));
            found.retain(|(_, s)| mark(s) == mark(text));
        }
        let mv = match (exact.as_slice(), found.as_slice()) {
            ([mv], _) | ([], [(mv, _)]) => *mv,
            _ => return None,
        };
        Some(self.accept(mv, self.game.move_text(&self.pos, mv).canonical(), None))
    }

    /// `mv` taken, with its canonical text (from the move texts the caller made) and the comment
    /// typed after it.
    fn accept(&self, mv: G::Move, canonical: String, comment: Option<String>) -> (G::Move, Accepted) {
        let accepted = Accepted {
            canonical,
            coordinate: self.game.coordinate(&self.pos, mv),
            comment,
            effect: self.game.effect(&self.pos, mv),
        };
        (mv, accepted)
    }

    /// Why `text`, written as standard algebraic (`Qh8`, `Nd2`), is no move here, in a game whose
    /// moves have such names: the moves it could mean when it names too few squares, or that no
    /// legal move is written so. `None` for text that is not standard algebraic.
    fn san_refusal(&self, text: &str) -> Option<Refusal> {
        let san = text.trim().trim_end_matches(['+', '#', '!', '?']);
        if !reads_as_san(san) {
            return None;
        }
        let named: Vec<(String, String)> = self
            .legal()
            .iter()
            .filter_map(|&m| Some((self.game.san(&self.pos, m)?, self.game.move_text(&self.pos, m).canonical())))
            .collect();
        if named.is_empty() {
            return None;
        }
        // The moves of the same kind of piece to the same square: `Nd2` for `Nbd2` and `Nfd2`.
        let piece = |s: &str| s.chars().next().filter(char::is_ascii_uppercase);
        let fits: Vec<&(String, String)> = named
            .iter()
            .filter(|(s, _)| {
                !san.starts_with(['O', '0']) && piece(s) == piece(san) && destination(s) == destination(san)
            })
            .collect();
        Some(match fits.len() {
            0 => Refusal::new(RefusalCode::Illegal, Said::new("refusal-no-san").arg("san", san)),
            1 => Refusal::new(
                RefusalCode::Illegal,
                Said::new("refusal-san-did-you-mean").arg("san", san).arg("move", &fits[0].0),
            )
            .with_moves(vec![fits[0].1.clone()]),
            _ => Refusal::new(
                RefusalCode::Ambiguous,
                Said::new("refusal-san-ambiguous")
                    .arg("san", san)
                    .arg("moves", fits.iter().map(|(s, _)| s.as_str()).collect::<Vec<_>>().join(", ")),
            )
            .with_moves(sorted(fits.iter().map(|(_, c)| c.clone()))),
        })
    }

    pub fn select(&self, text: &str) -> Result<(G::Move, Accepted), Refusal> {
        if let Some(outcome) = self.outcome {
            return Err(Refusal::game_over(outcome, self.game.info().sides));
        }
        let notation = match notation::parse(text) {
            Ok(notation) => notation,
            // Not Game Courier's notation: in a game with a PGN, perhaps standard algebraic.
            Err(e) => {
                match self.select_coordinate(text).or_else(|| self.select_san(text)).or_else(|| self.select_own(text)) {
                    Some(found) => return Ok(found),
                    None => {
                        if let Some(why) = self.game.explain_text(&self.pos, text) {
                            return Err(Refusal::new(RefusalCode::Illegal, why));
                        }
                        return Err(self
                            .san_refusal(text)
                            .unwrap_or_else(|| Refusal::new(RefusalCode::Syntax, e.said())));
                    }
                }
            }
        };
        let geometry = self.game.geometry();
        for part in &notation.parts {
            for c in part.squares() {
                if geometry.index(c).is_none() {
                    // Standard algebraic that reads as coordinates off the board (`N2c3`, a
                    // knight from the second rank): the move it names, if it names one.
                    if let Some(found) = self.select_san(text) {
                        return Ok(found);
                    }
                    return Err(Refusal::new(
                        RefusalCode::OffBoard,
                        Said::new("refusal-off-board")
                            .arg("square", c.to_string())
                            .arg("game", self.game.info().name)
                            .arg("board", describe_board(geometry)),
                    ));
                }
            }
        }
        let moves = self.legal();
        let texts: Vec<MoveText> = moves.iter().map(|&m| self.game.move_text(&self.pos, m)).collect();
        let canonical = |i: usize| texts[i].canonical();
        let selection = notation::select(&notation.parts, &texts);
        if !matches!(selection, Selection::One(_))
            && let Some(found) = self.select_coordinate(text)
        {
            // The coordinate form a game writes, matched as written where full algebraic reads
            // it otherwise or not at all: Chess960's castling as the king taking its rook
            // (`e1h1`), `b1a3e` (a knight's move with an elephant gated in, not a promotion).
            return Ok(found);
        }
        match selection {
            Selection::One(i) => Ok(self.accept(moves[i], canonical(i), notation.comment)),
            // Standard algebraic that also reads as coordinates (`A6b7`: an archbishop from the sixth
            // rank, where A is a file letter too): the move it names, if any.
            Selection::NoMove => match self.select_san(text).or_else(|| self.select_own(text)) {
                Some(found) => Ok(found),
                None => Err(self.diagnose(&notation.parts[0], &texts)),
            },
            Selection::WrongLabel { actual } => {
                let Part::Move { label, from, .. } = &notation.parts[0] else {
                    unreachable!("select checks the first part")
                };
                let name = self
                    .game
                    .piece_at(&self.pos, *from)
                    .map_or_else(|| Said::new("refusal-some-piece"), |p| self.game.piece_said(p.name));
                Err(Refusal::new(
                    RefusalCode::WrongLabel,
                    Said::new("refusal-wrong-label")
                        .arg("square", from.to_string())
                        .arg("piece", name)
                        .arg("label", actual)
                        .arg("typed", label.as_deref().unwrap_or("?")),
                ))
            }
            Selection::PartDoesNotFit { part, candidates } => {
                let said = match self.game.explain_part(&self.pos, &part) {
                    Some(why) => Said::new("refusal-part-does-not-fit-why").arg("why", why),
                    None => Said::new("refusal-part-does-not-fit"),
                };
                Err(Refusal::new(
                    RefusalCode::Illegal,
                    said.arg("part", part.to_string()).arg("move", texts[candidates[0]].first().to_string()),
                )
                .with_moves(sorted(candidates.into_iter().map(canonical))))
            }
            Selection::Incomplete(candidates) => Err(Refusal::new(
                RefusalCode::Incomplete,
                Said::new("refusal-needs-a-choice").arg("move", texts[candidates[0]].first().to_string()),
            )
            .with_moves(sorted(candidates.into_iter().map(canonical)))),
            Selection::Ambiguous(candidates) => {
                Err(Refusal::new(RefusalCode::Ambiguous, Said::new("refusal-ambiguous"))
                    .with_moves(sorted(candidates.into_iter().map(canonical))))
            }
        }
    }

    /// Why no legal move starts with `first`.
    fn diagnose(&self, first: &Part, texts: &[MoveText]) -> Refusal {
        if let Part::Drop { label, at, .. } = first
            && texts.iter().any(|t| matches!(t.first(), Part::Drop { .. }))
        {
            return self.diagnose_drop(label, *at, texts);
        }
        let Part::Move { label, from, to } = first else {
            return Refusal::new(RefusalCode::Illegal, Said::new("refusal-move-first").arg("part", first.to_string()));
        };
        let turn = self.game.turn(&self.pos);
        let Some(piece) = self.game.piece_at(&self.pos, *from) else {
            return Refusal::new(RefusalCode::NoPiece, Said::new("refusal-no-piece").arg("square", from.to_string()));
        };
        let name = self.game.piece_said(piece.name);
        if piece.side != turn {
            return Refusal::new(
                RefusalCode::NotYourPiece,
                by_side(piece.side, "refusal-not-your-piece-white", "refusal-not-your-piece-black")
                    .arg(SIDES, self.game.info().sides.key())
                    .arg("piece", name)
                    .arg("square", from.to_string()),
            );
        }
        if let Some(label) = label
            && !label.eq_ignore_ascii_case(&piece.label)
        {
            return Refusal::new(
                RefusalCode::WrongLabel,
                Said::new("refusal-wrong-label")
                    .arg("square", from.to_string())
                    .arg("piece", name)
                    .arg("label", &piece.label)
                    .arg("typed", label),
            );
        }
        let destination: Word = match to {
            Target::Square(c) => c.to_string().into(),
            Target::Off => Said::new("refusal-off-the-board").into(),
        };
        let why = self.game.explain(&self.pos, *from, to);
        let of_piece: Vec<String> = texts
            .iter()
            .filter(|t| matches!(t.first(), Part::Move { from: f, .. } if f == from))
            .map(MoveText::canonical)
            .collect();
        // "Not a legal move", with the rules' reason where they give one, and that the piece
        // has none where it has none.
        let id = match (&why, of_piece.is_empty()) {
            (Some(_), false) => "refusal-illegal-move-why",
            (None, false) => "refusal-illegal-move",
            (Some(_), true) => "refusal-illegal-move-why-none-legal",
            (None, true) => "refusal-illegal-move-none-legal",
        };
        let mut said = Said::new(id)
            .arg("label", &piece.label)
            .arg("from", from.to_string())
            .arg("to", destination)
            .arg("piece", name);
        if let Some(why) = why {
            said = said.arg("why", why);
        }
        Refusal::new(RefusalCode::Illegal, said).with_moves(sorted(of_piece.into_iter()))
    }

    /// Why no legal move drops `label` on `at`, in a game with drops: what the game says of
    /// it, and the drops that are legal (of that piece, else on that square).
    fn diagnose_drop(&self, label: &str, at: Coord, texts: &[MoveText]) -> Refusal {
        let drops_where = |keep: &dyn Fn(&str, Coord) -> bool| -> Vec<String> {
            texts
                .iter()
                .filter(|t| matches!(t.first(), Part::Drop { label: l, at: a, .. } if keep(l, *a)))
                .map(MoveText::canonical)
                .collect()
        };
        let same_piece = drops_where(&|l, _| l.eq_ignore_ascii_case(label));
        let said = match self.game.explain_drop(&self.pos, label, at) {
            Some(why) => Said::new("refusal-illegal-drop-why").arg("why", why),
            None => Said::new("refusal-illegal-drop"),
        };
        let listed = if same_piece.is_empty() { drops_where(&|_, a| a == at) } else { same_piece };
        Refusal::new(RefusalCode::Illegal, said.arg("label", label).arg("square", at.to_string()))
            .with_moves(sorted(listed.into_iter()))
    }

    fn apply(&mut self, mv: G::Move) {
        let next = self.game.play(&self.pos, mv);
        self.chases.push(self.game.chase(&self.pos, mv, &next));
        self.pos = next;
        self.keys.push(self.game.key(&self.pos));
        if self.game.repetition_window(&self.pos) == Some(0) {
            self.reversible_from = self.keys.len() - 1;
        }
        self.reached();
    }
}

/// The square a standard algebraic move ends on (`d2` of `Nbd2+`, `e8` of `e8=Q`).
fn destination(san: &str) -> &str {
    let san = san.trim_end_matches(['+', '#', '!', '?']);
    let san = san.split('=').next().unwrap_or(san);
    let digits = san.chars().rev().take_while(char::is_ascii_digit).count();
    san.get(san.len().saturating_sub(digits + 1)..).unwrap_or(san)
}

/// Whether `san` (check marks stripped) has the shape of a standard algebraic move: castling, or
/// an optional piece letter, optional squares' letters and digits and a capture mark, a square,
/// and an optional promotion (`Qh8`, `Nbd2`, `exd5`, `e8=Q`, `O-O`).
fn reads_as_san(san: &str) -> bool {
    if matches!(san, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    let body = match san.split_once('=') {
        Some((body, promoted)) if promoted.len() == 1 && promoted.chars().all(|c| c.is_ascii_uppercase()) => body,
        Some(_) => return false,
        None => san,
    };
    let body = body.strip_prefix(|c: char| c.is_ascii_uppercase()).unwrap_or(body);
    let digits = body.chars().rev().take_while(char::is_ascii_digit).count();
    let Some(rest) = body.get(..body.len() - digits) else { return false };
    (1..=2).contains(&digits)
        && rest.ends_with(|c: char| c.is_ascii_lowercase())
        && rest.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == 'x' || c == ':')
}

fn sorted(moves: impl Iterator<Item = String>) -> Vec<String> {
    let mut v: Vec<String> = moves.collect();
    v.sort();
    v.dedup();
    v
}

fn describe_board(g: &crate::geometry::Geometry) -> Said {
    let last = Coord::new(g.files - 1, g.ranks - 1);
    if g.space_count() as usize == g.frame_size() {
        Said::new("refusal-board-files-ranks")
            .arg("file", last.file_char().to_string())
            .arg("ranks", u32::from(g.ranks))
            .arg("last", last.to_string())
    } else {
        Said::new("refusal-board-spaces").arg("count", g.space_count() as u64).arg("last", last.to_string())
    }
}

impl<G: Game> GameState for Record<G> {
    fn info(&self) -> &'static VariantInfo {
        self.game.info()
    }
    fn piece_said(&self, name: &str) -> Said {
        self.game.piece_said(name)
    }
    fn turn(&self) -> Side {
        self.game.turn(&self.pos)
    }
    fn plies(&self) -> usize {
        self.keys.len() - 1
    }
    fn position_text(&self) -> String {
        self.game.write_position(&self.pos)
    }
    fn board_text(&self, view: Side) -> String {
        self.game.board_text(&self.pos, view)
    }
    fn geometry(&self) -> Geometry {
        *self.game.geometry()
    }
    fn counts(&self) -> Vec<crate::game::Count> {
        self.game.counts(&self.pos)
    }
    fn hands(&self) -> Option<crate::game::Hands> {
        self.game.hands(&self.pos)
    }
    fn material_counts(&self) -> bool {
        self.game.material_counts()
    }
    fn piece_at(&self, at: Coord) -> Option<PieceInfo> {
        self.game.piece_at(&self.pos, at)
    }
    fn checked(&self) -> Vec<Coord> {
        self.game.checked_royals(&self.pos)
    }
    fn obligation(&self) -> Option<String> {
        self.game.obligation(&self.pos)
    }
    fn legal_moves(&self) -> Vec<LegalMove> {
        let mut moves: Vec<LegalMove> = self
            .legal()
            .iter()
            .map(|&m| LegalMove {
                canonical: self.game.move_text(&self.pos, m).canonical(),
                coordinate: self.game.coordinate(&self.pos, m),
            })
            .collect();
        moves.sort_by(|a, b| a.canonical.cmp(&b.canonical));
        moves
    }
    fn check(&self, text: &str) -> Result<Accepted, Refusal> {
        if is_draw_claim(text) {
            return match self.claimable_draw() {
                Some(_) => {
                    Ok(Accepted { canonical: "drawn".into(), coordinate: "drawn".into(), comment: None, effect: None })
                }
                None => Err(self.claim_refusal()),
            };
        }
        self.select(text).map(|(_, accepted)| accepted)
    }
    fn play(&mut self, text: &str) -> Result<Played, Refusal> {
        if is_draw_claim(text) {
            let outcome = self.claim_draw()?;
            return Ok(Played {
                accepted: Accepted {
                    canonical: "drawn".into(),
                    coordinate: "drawn".into(),
                    comment: None,
                    effect: None,
                },
                outcome: Some(outcome),
            });
        }
        let (mv, accepted) = self.select(text)?;
        self.apply(mv);
        Ok(Played { accepted, outcome: self.outcome })
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    fn foresee(&self, text: &str) -> Option<Foresight> {
        if self.outcome.is_some() {
            return None;
        }
        let (mv, _) = self.select(text).ok()?;
        let game = &self.game;
        let me = game.turn(&self.pos);
        let after = game.play(&self.pos, mv);
        if let Some(outcome) = game.status(&after) {
            return Some(Foresight::Ends(outcome));
        }
        let lost = |o: Outcome| matches!(o, Outcome::Win { winner, .. } if winner != me);
        let mut replies = MoveList::new();
        game.legal_moves(&after, &mut replies);
        // Each answer: does it win at once for the opponent; and, while every answer so far
        // leaves the mover only losing moves, does this one too.
        let mut forced = (!replies.is_empty()).then_some(None::<Outcome>);
        for &reply in replies.iter() {
            let next = game.play(&after, reply);
            if let Some(outcome) = game.status(&next) {
                if lost(outcome) {
                    return Some(Foresight::OpponentMayWin(outcome));
                }
                forced = None;
                continue;
            }
            if forced.is_none() || game.turn(&next) != me {
                forced = None;
                continue;
            }
            let mut mine = MoveList::new();
            game.legal_moves(&next, &mut mine);
            let losing = mine.iter().map(|&m| game.status(&game.play(&next, m))).try_fold(None, |_, o| match o {
                Some(o) if lost(o) => Some(Some(o)),
                _ => None,
            });
            forced = match losing {
                Some(Some(outcome)) => Some(Some(outcome)),
                _ => None,
            };
        }
        forced.flatten().map(Foresight::LostNextTurn)
    }
    fn claimable_draw(&self) -> Option<Reason> {
        if self.outcome.is_some() {
            return None;
        }
        if let Ok(reason) = self.game.claim(&self.pos) {
            return Some(reason);
        }
        let rules = self.game.draw_rules();
        if rules.repetition_claim.is_some_and(|n| self.repetitions() >= n) {
            return Some(Reason::Repetition);
        }
        if let (Some(n), Some(q)) = (rules.quiet_plies_claim, self.game.quiet_plies(&self.pos))
            && q >= n
        {
            return Some(Reason::FiftyMoves);
        }
        None
    }
    fn claim_draw(&mut self) -> Result<Outcome, Refusal> {
        if let Some(outcome) = self.outcome {
            return Err(Refusal::game_over(outcome, self.game.info().sides));
        }
        let Some(reason) = self.claimable_draw() else {
            return Err(self.claim_refusal());
        };
        let outcome = Outcome::Draw { reason };
        self.claimed = Some(outcome);
        self.outcome = Some(outcome);
        Ok(outcome)
    }
    fn san(&self, text: &str) -> Result<Option<String>, Refusal> {
        let (mv, _) = self.select(text)?;
        Ok(self.game.san(&self.pos, mv))
    }
    fn shown(&self, text: &str) -> Result<Option<String>, Refusal> {
        let (mv, _) = self.select(text)?;
        Ok(self.game.own_notation(&self.pos, mv).or_else(|| self.game.san(&self.pos, mv)))
    }
    fn usi(&self, text: &str) -> Result<Option<String>, Refusal> {
        let (mv, _) = self.select(text)?;
        Ok(self.game.usi(&self.pos, mv))
    }
    fn pgn_variant(&self) -> Option<&'static str> {
        self.game.pgn_variant()
    }
    fn key(&self) -> u64 {
        self.game.key(&self.pos)
    }
    fn reversible_plies(&self) -> Option<u32> {
        self.game.repetition_window(&self.pos)
    }
    fn set_history(&mut self, earlier_keys: &[u64]) {
        let current = self.game.key(&self.pos);
        self.keys.clear();
        self.keys.extend_from_slice(earlier_keys);
        self.keys.push(current);
        self.chases = vec![None; self.keys.len()];
        self.reversible_from = 0;
        self.outcome = self.adjudicate();
    }
    fn set_chases(&mut self, chases: &[Option<Chase>]) {
        // The newest line up with the newest keys; any more are older than the window.
        let known = chases.len().min(self.keys.len());
        self.chases = vec![None; self.keys.len() - known];
        self.chases.extend_from_slice(&chases[chases.len() - known..]);
        self.outcome = self.adjudicate();
    }
    fn chase(&self) -> Option<Chase> {
        self.chases.last().copied().flatten()
    }
    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(&self.pos, depth)
    }
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        let mut moves = MoveList::new();
        self.game.legal_moves(&self.pos, &mut moves);
        moves
            .iter()
            .map(|&m| {
                let count = self.game.perft(&self.game.play(&self.pos, m), depth.saturating_sub(1));
                (self.game.coordinate(&self.pos, m), count)
            })
            .collect()
    }
    fn clone_box(&self) -> Box<dyn GameState> {
        Box::new(Record {
            game: self.game.clone(),
            pos: self.pos.clone(),
            keys: self.keys.clone(),
            chases: self.chases.clone(),
            reversible_from: self.reversible_from,
            claimed: self.claimed,
            outcome: self.outcome,
            generated: self.generated.clone(),
        })
    }
}

impl<G: Game> Record<G> {
    fn claim_refusal(&self) -> Refusal {
        if let Some(outcome) = self.outcome {
            return Refusal::game_over(outcome, self.game.info().sides);
        }
        let rules = self.game.draw_rules();
        let mut ways: Vec<Word> = Vec::new();
        if let Some(n) = rules.repetition_claim {
            ways.push(Said::new("why-claim-repetition").arg("needed", n).arg("count", self.repetitions()).into());
        }
        if let (Some(n), Some(q)) = (rules.quiet_plies_claim, self.game.quiet_plies(&self.pos)) {
            ways.push(Said::new("why-claim-quiet-moves").arg("moves", n / 2).arg("plies", q).into());
        }
        if let Err(Some(why)) = self.game.claim(&self.pos) {
            ways.push(why.into());
        }
        let said = match joined("refusal-claim-or", ways) {
            Some(ways) => Said::new("refusal-no-draw-now").arg("ways", ways),
            None => Said::new("refusal-no-draw-to-claim").arg("game", self.game.info().name),
        };
        Refusal::new(RefusalCode::ClaimRefused, said)
    }
}

fn is_draw_claim(text: &str) -> bool {
    let body = text.split("//").next().unwrap_or("").trim();
    body.eq_ignore_ascii_case("drawn")
}
