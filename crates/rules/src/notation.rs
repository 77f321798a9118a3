//! Game Courier's full algebraic notation (`docs/notation.md`) and the compact coordinate
//! form: parsing text into [`Part`]s, the canonical text of a legal move, and matching typed
//! input against the legal moves.
//!
//! The parser knows nothing of any board: squares are plain coordinates here, and a game checks
//! them against its geometry afterwards (so `z9-z10` is valid notation for a square that is not
//! on the board, a different refusal from bad notation).

use std::fmt;

use ortoo_i18n::Said;

use crate::geometry::Coord;

/// Longest move text accepted (a King's Run turn with a promotion and a comment fits easily).
pub const MAX_INPUT: usize = 2000;

/// Where a piece goes in a move part.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Target {
    Square(Coord),
    /// `off`: the piece leaves the board (King's Run's escaping king).
    Off,
}

/// One `;`-separated part of a move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Part {
    /// `[label] from-to`: a piece moving (or capturing, or leaving the board).
    Move { label: Option<String>, from: Coord, to: Target },
    /// `label-square`: a piece appearing on or changing form on a square (promotion choice,
    /// King's Run's Runner). `coordinate` marks a promotion letter written in coordinate form
    /// (`e7e8q`), which names the piece type but not a state such as King's Run's Runner mark.
    Drop { label: String, at: Coord, coordinate: bool },
    /// `@-square` or `square-`: a piece removed (not captured) from the game.
    Remove { at: Coord },
    /// A word standing alone, such as `discard` or `drawn`.
    Keyword(String),
}

impl Part {
    /// The squares this part names, for the off-board check.
    pub fn squares(&self) -> Vec<Coord> {
        match self {
            Part::Move { from, to, .. } => match to {
                Target::Square(t) => vec![*from, *t],
                Target::Off => vec![*from],
            },
            Part::Drop { at, .. } | Part::Remove { at } => vec![*at],
            Part::Keyword(_) => vec![],
        }
    }

    /// Whether this typed part (`self`) names the legal part `legal`. Labels compare without
    /// regard to case (the square fixes the colour); an omitted label matches any piece.
    fn names(&self, legal: &Part) -> bool {
        match (self, legal) {
            (Part::Move { label, from, to }, Part::Move { label: l2, from: f2, to: t2 }) => {
                from == f2 && to == t2 && label_fits(label.as_deref(), l2.as_deref(), false)
            }
            (Part::Drop { label, at, coordinate }, Part::Drop { label: l2, at: a2, .. }) => {
                at == a2 && label_fits(Some(label), Some(l2), *coordinate)
            }
            (Part::Remove { at }, Part::Remove { at: a2 }) => at == a2,
            (Part::Keyword(a), Part::Keyword(b)) => a.eq_ignore_ascii_case(b),
            _ => false,
        }
    }
}

fn label_fits(typed: Option<&str>, actual: Option<&str>, ignore_state_mark: bool) -> bool {
    match (typed, actual) {
        (None, _) => true,
        (Some(t), Some(a)) => {
            t.eq_ignore_ascii_case(a) || (ignore_state_mark && t.eq_ignore_ascii_case(a.trim_end_matches('\'')))
        }
        (Some(_), None) => false,
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Move { label, from, to } => {
                if let Some(label) = label {
                    write!(f, "{label} ")?;
                }
                match to {
                    Target::Square(t) => write!(f, "{from}-{t}"),
                    Target::Off => write!(f, "{from}-off"),
                }
            }
            Part::Drop { label, at, .. } => write!(f, "{label}-{at}"),
            Part::Remove { at } => write!(f, "@-{at}"),
            Part::Keyword(word) => f.write_str(word),
        }
    }
}

/// What standard algebraic notation writes after a piece's letter to tell its move from the
/// same kind's moves to the same square from `others`: nothing when there are none, else the
/// file where that is enough, else the rank, else the whole square.
pub fn san_disambiguation(from: Coord, others: &[Coord]) -> String {
    if others.is_empty() {
        String::new()
    } else if others.iter().all(|o| o.file != from.file) {
        from.file_char().to_string()
    } else if others.iter().all(|o| o.rank != from.rank) {
        (u16::from(from.rank) + 1).to_string()
    } else {
        from.to_string()
    }
}

/// What a part of a legal move is to the matcher.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartKind {
    /// The first part: the piece moving. Always required.
    Move,
    /// A choice the player must state (which piece to promote to when there are several,
    /// King's Run's part 2).
    Choice,
    /// Shown in the canonical text, but the rules make it automatic: input may leave it out
    /// (a forced promotion, Khan's promotions).
    Automatic,
    /// Not shown in the canonical text, but accepted if typed (castling's rook move, the pawn
    /// removed by en passant).
    Implied,
}

/// A legal move as notation: its parts, each with its [`PartKind`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveText {
    pub parts: Vec<(Part, PartKind)>,
}

impl MoveText {
    pub fn new(first: Part) -> MoveText {
        MoveText { parts: vec![(first, PartKind::Move)] }
    }

    pub fn with(mut self, part: Part, kind: PartKind) -> MoveText {
        self.parts.push((part, kind));
        self
    }

    pub fn first(&self) -> &Part {
        &self.parts[0].0
    }

    /// The canonical text: every part but the implied ones, joined by `; `.
    pub fn canonical(&self) -> String {
        let mut out = String::new();
        for (part, kind) in &self.parts {
            if *kind == PartKind::Implied {
                continue;
            }
            if !out.is_empty() {
                out.push_str("; ");
            }
            out.push_str(&part.to_string());
        }
        out
    }
}

/// Text that is not notation at all: where it stops making sense and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", ortoo_i18n::english().say(&self.said()))]
pub struct SyntaxError {
    /// 1-based character column where the problem is.
    pub column: usize,
    /// What was expected there, unsaid (a message of `moves.ftl`: `expect-move`).
    pub expected: Said,
    pub found: String,
}

impl SyntaxError {
    /// What is wrong, unsaid: a message of `moves.ftl`, for the player's language.
    pub fn said(&self) -> Said {
        if self.expected.id == "expect-at-most" {
            return Said::new("refusal-syntax-too-long")
                .arg("column", self.column)
                .arg("expected", self.expected.clone());
        }
        if self.found.is_empty() {
            Said::new("refusal-syntax-ends").arg("column", self.column).arg("expected", self.expected.clone())
        } else {
            Said::new("refusal-syntax-found")
                .arg("column", self.column)
                .arg("expected", self.expected.clone())
                .arg("found", &self.found)
        }
    }
}

/// Parsed move text: its parts and the comment after `//`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notation {
    pub parts: Vec<Part>,
    pub comment: Option<String>,
}

/// The squares a move's first part names (from, and to when it goes to a square; where a piece
/// from the hand was put), to mark the last move on a board; none for text that is not a move.
pub fn move_squares(text: &str) -> Vec<Coord> {
    match parse(text).ok().and_then(|n| n.parts.into_iter().next()) {
        Some(Part::Move { from, to: Target::Square(to), .. }) => vec![from, to],
        Some(Part::Move { from, .. }) => vec![from],
        // A piece from the hand: the square it was put on.
        Some(Part::Drop { at, .. }) => vec![at],
        _ => vec![],
    }
}

/// Parses a move in full algebraic notation or coordinate form.
///
/// # Errors
/// A [`SyntaxError`] naming the column where the text stops being notation.
pub fn parse(text: &str) -> Result<Notation, SyntaxError> {
    if text.len() > MAX_INPUT {
        return Err(SyntaxError {
            column: MAX_INPUT,
            expected: Said::new("expect-at-most").arg("count", MAX_INPUT),
            found: String::new(),
        });
    }
    let (body, comment) = match text.find("//") {
        Some(i) => (&text[..i], Some(text[i + 2..].trim().to_string()).filter(|c| !c.is_empty())),
        None => (text, None),
    };
    let chars: Vec<char> = body.chars().collect();
    let mut parser = Parser { chars: &chars, pos: 0 };
    let mut parts = Vec::new();
    loop {
        parser.skip_space();
        if parser.at_end() {
            if parts.is_empty() {
                return Err(parser.error(Said::new("expect-move")));
            }
            // A trailing `;` is harmless; accept it.
            break;
        }
        parser.part(&mut parts)?;
        parser.skip_space();
        match parser.peek() {
            None => break,
            Some(';') => parser.pos += 1,
            Some(_) => return Err(parser.error(Said::new("expect-next-part"))),
        }
    }
    Ok(Notation { parts, comment })
}

struct Parser<'a> {
    chars: &'a [char],
    pos: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }
    fn peek_at(&self, offset: usize) -> Option<char> {
        self.chars.get(self.pos + offset).copied()
    }
    fn at_end(&self) -> bool {
        self.pos >= self.chars.len()
    }
    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }
    fn error(&self, expected: Said) -> SyntaxError {
        let rest: String =
            self.chars[self.pos.min(self.chars.len())..].iter().take_while(|c| **c != ';').take(12).collect();
        SyntaxError { column: self.pos + 1, expected, found: rest.trim_end().to_string() }
    }

    /// The number of ASCII letters from the current position.
    fn letters_ahead(&self) -> usize {
        self.chars[self.pos..].iter().take_while(|c| c.is_ascii_alphabetic()).count()
    }

    fn is_square_ahead(&self) -> bool {
        self.peek().is_some_and(|c| c.is_ascii_alphabetic()) && self.peek_at(1).is_some_and(|c| c.is_ascii_digit())
    }

    fn square(&mut self, expected: Said) -> Result<Coord, SyntaxError> {
        if !self.is_square_ahead() {
            return Err(self.error(expected));
        }
        let start = self.pos;
        self.pos += 1;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        Coord::parse(&text).ok_or_else(|| {
            let mut e = self.error(expected);
            e.column = start + 1;
            e.found = text;
            e
        })
    }

    fn is_word_off_ahead(&self) -> bool {
        let n = self.letters_ahead();
        n == 3
            && self.chars[self.pos..self.pos + 3].iter().collect::<String>().eq_ignore_ascii_case("off")
            && !self.peek_at(3).is_some_and(|c| c.is_ascii_digit())
    }

    /// Parses one part into `out` (a coordinate-form promotion adds its drop after the move).
    fn part(&mut self, out: &mut Vec<Part>) -> Result<(), SyntaxError> {
        let (part, promotion) = self.one_part()?;
        out.push(part);
        out.extend(promotion);
        Ok(())
    }

    fn one_part(&mut self) -> Result<(Part, Option<Part>), SyntaxError> {
        // `@-square`: a removal.
        if self.peek() == Some('@') {
            self.pos += 1;
            self.skip_space();
            if !matches!(self.peek(), Some('-' | '*')) {
                return Err(self.error(Said::new("expect-removal-dash")));
            }
            self.pos += 1;
            self.skip_space();
            let at = self.square(Said::new("expect-removal-square"))?;
            return Ok((Part::Remove { at }, None));
        }
        if !self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            return Err(self.error(Said::new("expect-letter-or-square")));
        }
        // A run of letters: a label, a keyword, or (when a digit follows) a label glued to a
        // square's file letter, as in `Pe2-e4`.
        let n = self.letters_ahead();
        let after = self.peek_at(n);
        let label = if after.is_some_and(|c| c.is_ascii_digit()) {
            let label: String = self.chars[self.pos..self.pos + n - 1].iter().collect();
            self.pos += n - 1;
            (!label.is_empty()).then_some(label)
        } else {
            let mut label: String = self.chars[self.pos..self.pos + n].iter().collect();
            self.pos += n;
            while self.peek() == Some('\'') {
                label.push('\'');
                self.pos += 1;
            }
            self.skip_space();
            match self.peek() {
                // `Q-e8`, `q*e1`, `N@f3`: a drop.
                Some('-' | '*' | '@') => {
                    self.pos += 1;
                    self.skip_space();
                    let at = self.square(Said::new("expect-drop-square"))?;
                    return Ok((Part::Drop { label, at, coordinate: false }, None));
                }
                None | Some(';') if !label.ends_with('\'') => return Ok((Part::Keyword(label), None)),
                _ => {}
            }
            Some(label)
        };
        let from = self.square(Said::new("expect-from-square"))?;
        self.skip_space();
        let mut coordinate = false;
        match self.peek() {
            Some('-') => self.pos += 1,
            Some('x' | 'X') if !self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) => self.pos += 1,
            Some(c) if c.is_ascii_alphabetic() => coordinate = true,
            _ => return Err(self.error(Said::new("expect-dash").arg("square", from.to_string()))),
        }
        self.skip_space();
        let to = if self.is_word_off_ahead() {
            self.pos += 3;
            Target::Off
        } else if self.is_square_ahead() {
            Target::Square(self.square(Said::new("expect-destination"))?)
        } else if !coordinate && matches!(self.peek(), None | Some(';')) {
            // `e4-`: the piece on e4 is removed.
            return Ok((Part::Remove { at: from }, None));
        } else {
            return Err(self.error(Said::new("expect-destination-or-off").arg("square", from.to_string())));
        };
        // A promotion letter straight after the destination (`e7e8q`, also `e7-e8q`).
        if let Target::Square(at) = to {
            let n = self.letters_ahead();
            if n > 0 && !self.peek_at(n).is_some_and(|c| c.is_ascii_digit()) {
                let mut letter: String = self.chars[self.pos..self.pos + n].iter().collect();
                self.pos += n;
                while self.peek() == Some('\'') {
                    letter.push('\'');
                    self.pos += 1;
                }
                let drop = Part::Drop { label: letter, at, coordinate: true };
                return Ok((Part::Move { label, from, to }, Some(drop)));
            }
        }
        Ok((Part::Move { label, from, to }, None))
    }
}

/// How typed parts relate to the legal moves (the position-free half of validation; the game
/// turns anything but [`Selection::One`] into a refusal that names squares and pieces).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Selection {
    /// Exactly one legal move.
    One(usize),
    /// No legal move has that first part (or the first part is not a piece moving).
    NoMove,
    /// Legal moves go between those squares, but the label names another piece than `actual`.
    WrongLabel { actual: String },
    /// Legal moves go between those squares, but this further part is in none of them.
    PartDoesNotFit { part: Part, candidates: Vec<usize> },
    /// The typed parts fit several moves that differ by a choice still to be made.
    Incomplete(Vec<usize>),
    /// The typed parts fit several complete moves.
    Ambiguous(Vec<usize>),
}

/// Matches typed parts against the legal moves' texts, as `docs/notation.md` says: the first
/// part names source and destination (and the piece, if labelled); every further part must be
/// one of the move's own parts; automatic and implied parts may be left out, choices may not.
pub fn select(typed: &[Part], legal: &[MoveText]) -> Selection {
    // The first part names a piece moving between two squares, or one put on a square from the
    // hand (a drop).
    let same_squares: Vec<usize> = match typed.first() {
        Some(Part::Move { from, to, .. }) => (0..legal.len())
            .filter(|&i| matches!(legal[i].first(), Part::Move { from: f, to: t, .. } if f == from && t == to))
            .collect(),
        Some(Part::Drop { at, .. }) => {
            (0..legal.len()).filter(|&i| matches!(legal[i].first(), Part::Drop { at: a, .. } if a == at)).collect()
        }
        _ => return Selection::NoMove,
    };
    if same_squares.is_empty() {
        return Selection::NoMove;
    }
    let mut labelled: Vec<usize> = same_squares.iter().copied().filter(|&i| typed[0].names(legal[i].first())).collect();
    // A drop named by what it becomes (`G-a2` for a knight dropped promoted): the piece that
    // appears, as a drop of one part was once written. Taken only where no drop of that piece
    // from the hand fits, and only as one move: two hand pieces may become the same.
    let mut named_by_appearance = false;
    if labelled.is_empty() && matches!(typed[0], Part::Drop { .. }) {
        labelled = same_squares
            .iter()
            .copied()
            .filter(|&i| legal[i].parts[1..].iter().any(|(p, _)| typed[0].names(p)))
            .collect();
        named_by_appearance = true;
    }
    if labelled.is_empty() && matches!(typed[0], Part::Drop { .. }) {
        // Another piece than the one named may be dropped there: the game says what is held.
        return Selection::NoMove;
    }
    if labelled.is_empty() {
        let actual = match legal[same_squares[0]].first() {
            Part::Move { label: Some(l), .. } => l.clone(),
            _ => String::new(),
        };
        return Selection::WrongLabel { actual };
    }
    let mut fitting = Vec::new();
    let mut complete = Vec::new();
    let mut misfit: Option<&Part> = None;
    for &i in &labelled {
        let parts = &legal[i].parts;
        let mut used = vec![false; parts.len()];
        used[0] = true;
        if named_by_appearance && let Some(j) = (1..parts.len()).find(|&j| typed[0].names(&parts[j].0)) {
            used[j] = true;
        }
        let mut fits = true;
        for part in &typed[1..] {
            match (1..parts.len()).find(|&j| !used[j] && part.names(&parts[j].0)) {
                Some(j) => used[j] = true,
                None => {
                    fits = false;
                    misfit.get_or_insert(part);
                    break;
                }
            }
        }
        if !fits {
            continue;
        }
        fitting.push(i);
        if parts.iter().zip(&used).all(|((_, kind), used)| *used || *kind != PartKind::Choice) {
            complete.push(i);
        }
    }
    match (complete.len(), fitting.len()) {
        (1, _) => Selection::One(complete[0]),
        (0, 0) => Selection::PartDoesNotFit {
            part: misfit.cloned().unwrap_or(Part::Keyword(String::new())),
            candidates: labelled,
        },
        (0, _) => Selection::Incomplete(fitting),
        _ => Selection::Ambiguous(complete),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Coord {
        Coord::parse(s).unwrap()
    }
    fn mv(label: Option<&str>, from: &str, to: &str) -> Part {
        Part::Move { label: label.map(str::to_string), from: c(from), to: Target::Square(c(to)) }
    }
    fn parts(text: &str) -> Vec<Part> {
        parse(text).unwrap_or_else(|e| panic!("{text}: {e}")).parts
    }

    #[test]
    fn full_algebraic_parts_parse_with_free_whitespace_and_glued_labels() {
        assert_eq!(parts("P e2-e4"), [mv(Some("P"), "e2", "e4")]);
        assert_eq!(parts("Pe2-e4"), [mv(Some("P"), "e2", "e4")]);
        assert_eq!(parts("  e2 - e4 "), [mv(None, "e2", "e4")]);
        assert_eq!(parts("e4xd5"), [mv(None, "e4", "d5")]);
        assert_eq!(parts("N' g1-f3"), [mv(Some("N'"), "g1", "f3")]);
        assert_eq!(parts("N'g1-f3"), [mv(Some("N'"), "g1", "f3")]);
        assert_eq!(parts("J10-J9"), [mv(None, "j10", "j9")]);
        assert_eq!(
            parts("P e7-e8; Q-e8"),
            [mv(Some("P"), "e7", "e8"), Part::Drop { label: "Q".into(), at: c("e8"), coordinate: false }]
        );
        assert_eq!(
            parts("p e2-e1; q*e1"),
            [mv(Some("p"), "e2", "e1"), Part::Drop { label: "q".into(), at: c("e1"), coordinate: false }]
        );
        assert_eq!(parts("B' c1-h6; @-h6")[1], Part::Remove { at: c("h6") });
        assert_eq!(parts("B' c1-h6; h6-")[1], Part::Remove { at: c("h6") });
        assert_eq!(parts("K' e8-off"), [Part::Move { label: Some("K'".into()), from: c("e8"), to: Target::Off }]);
        assert_eq!(parts("n b8-c6; discard")[1], Part::Keyword("discard".into()));
        assert_eq!(parts("drawn"), [Part::Keyword("drawn".into())]);
        assert_eq!(parts("P e2-e4;"), [mv(Some("P"), "e2", "e4")]);
    }

    #[test]
    fn coordinate_form_parses_with_its_promotion_letter() {
        assert_eq!(parts("e2e4"), [mv(None, "e2", "e4")]);
        assert_eq!(
            parts("e7e8q"),
            [mv(None, "e7", "e8"), Part::Drop { label: "q".into(), at: c("e8"), coordinate: true }]
        );
        assert_eq!(parts("g11g9"), [mv(None, "g11", "g9")]);
        assert_eq!(parts("e8off"), [Part::Move { label: None, from: c("e8"), to: Target::Off }]);
        assert_eq!(
            parts("e2e4; P'-e4"),
            [mv(None, "e2", "e4"), Part::Drop { label: "P'".into(), at: c("e4"), coordinate: false }]
        );
    }

    #[test]
    fn the_comment_after_two_slashes_is_kept_apart() {
        let n = parse("P e2-e4 // the king's pawn").unwrap();
        assert_eq!(n.parts, [mv(Some("P"), "e2", "e4")]);
        assert_eq!(n.comment.as_deref(), Some("the king's pawn"));
        assert_eq!(parse("e2e4 //  ").unwrap().comment, None);
    }

    #[test]
    fn bad_notation_says_where_it_stops_making_sense() {
        // `e2-` alone is the grammar's removal; a dash followed by junk is not notation.
        assert_eq!(parts("P e2-"), [Part::Remove { at: c("e2") }]);
        let e = parse("P e2-#").unwrap_err();
        assert_eq!(e.column, 6);
        assert!(e.to_string().contains("column 6"), "{e}");
        let e = parse("P e2").unwrap_err();
        assert_eq!(e.column, 5);
        assert!(ortoo_i18n::english().say(&e.expected).contains("destination"));
        let e = parse("P e2-e4 Q").unwrap_err();
        assert_eq!(e.column, 9);
        assert!(parse("").is_err());
        assert!(parse(";").is_err());
        assert!(parse("@e4").is_err());
        assert!(parse("e2-e4; Q-").is_err());
        assert!(parse("12-34").is_err());
        assert_eq!(parse("e2-e4e5").unwrap_err().column, 6);
        assert!(parse(&"e".repeat(MAX_INPUT + 1)).is_err());
    }

    fn promotion(choice: &str, kind: PartKind) -> MoveText {
        MoveText::new(mv(Some("P"), "e7", "e8"))
            .with(Part::Drop { label: choice.into(), at: c("e8"), coordinate: false }, kind)
    }

    #[test]
    fn a_promotion_choice_must_be_given_and_an_automatic_one_may_be_left_out() {
        let legal = vec![
            promotion("Q", PartKind::Choice),
            promotion("R", PartKind::Choice),
            MoveText::new(mv(Some("K"), "e1", "g1")).with(mv(Some("R"), "h1", "f1"), PartKind::Implied),
        ];
        assert_eq!(select(&parts("P e7-e8; Q-e8"), &legal), Selection::One(0));
        assert_eq!(select(&parts("e7e8r"), &legal), Selection::One(1));
        assert_eq!(select(&parts("e7-e8"), &legal), Selection::Incomplete(vec![0, 1]));
        assert!(matches!(select(&parts("e7e8k"), &legal), Selection::PartDoesNotFit { .. }));
        assert_eq!(select(&parts("N e7-e8; Q-e8"), &legal), Selection::WrongLabel { actual: "P".into() });
        assert_eq!(select(&parts("K e1-g1; R h1-f1"), &legal), Selection::One(2));
        assert_eq!(select(&parts("e1g1"), &legal), Selection::One(2));
        assert!(matches!(select(&parts("K e1-g1; R a1-d1"), &legal), Selection::PartDoesNotFit { .. }));
        assert_eq!(select(&parts("e2e4"), &legal), Selection::NoMove);
        let forced = vec![promotion("T", PartKind::Automatic)];
        assert_eq!(select(&parts("P e7-e8"), &forced), Selection::One(0));
        assert_eq!(legal[2].canonical(), "K e1-g1");
        assert_eq!(forced[0].canonical(), "P e7-e8; T-e8");
    }

    #[test]
    fn two_complete_matches_are_ambiguous() {
        // No chess position yields this (canonical texts are unique, a property test checks it),
        // but a game whose moves share a first part and differ only in automatic parts would.
        let legal = vec![
            MoveText::new(mv(Some("M"), "e3", "e5")).with(Part::Keyword("spell".into()), PartKind::Automatic),
            MoveText::new(mv(Some("M"), "e3", "e5")).with(Part::Keyword("move".into()), PartKind::Automatic),
        ];
        assert_eq!(select(&parts("M e3-e5"), &legal), Selection::Ambiguous(vec![0, 1]));
        assert_eq!(select(&parts("M e3-e5; spell"), &legal), Selection::One(0));
    }

    #[test]
    fn a_drop_dropped_promoted_names_the_piece_from_the_hand() {
        // Kyoto shogi: a knight and a lance in hand both become a gold when dropped promoted,
        // and a gold in hand is dropped as itself.
        let drop = |label: &str| Part::Drop { label: label.into(), at: c("a2"), coordinate: false };
        let both = vec![
            MoveText::new(drop("N")),
            MoveText::new(drop("N")).with(drop("G"), PartKind::Choice),
            MoveText::new(drop("L")),
            MoveText::new(drop("L")).with(drop("G"), PartKind::Choice),
        ];
        assert_eq!(both[1].canonical(), "N-a2; G-a2");
        assert_eq!(select(&parts("N-a2; G-a2"), &both), Selection::One(1));
        assert_eq!(select(&parts("L*a2; G*a2"), &both), Selection::One(3));
        assert_eq!(select(&parts("N-a2"), &both), Selection::One(0));
        // Named by what appears, as one part: two moves fit, so it is refused as ambiguous.
        assert_eq!(select(&parts("G-a2"), &both), Selection::Ambiguous(vec![1, 3]));
        // With one such piece in hand it names one move, as the game's older records write it.
        assert_eq!(select(&parts("G-a2"), &both[..2]), Selection::One(1));
        // A gold in hand dropped as itself is what `G-a2` names first.
        let gold = [both.clone(), vec![MoveText::new(drop("G"))]].concat();
        assert_eq!(select(&parts("G-a2"), &gold), Selection::One(4));
    }
}
