//! Betza's notation for how a piece moves, as far as this step of variants-as-data goes: every
//! leaper atom, riders (unlimited or with a range) along rook, bishop and knight lines, the
//! directional modifiers, move-only and capture-only parts, lame leapers, initial moves and
//! hoppers.
//!
//! The meaning of each modifier is the one the `variants.ini` format gives it, so that a piece a
//! player describes moves here as it does in the engines that read the same file:
//! - Atoms: `W` (1,0), `F` (1,1), `D` (2,0), `N` (2,1), `A` (2,2), `H` (3,0), `C` and `L` (3,1),
//!   `Z` and `J` (3,2), `G` (3,3), `K` (= `WF`); riders `R` (`WW`), `B` (`FF`), `Q` (`RB`).
//!   A doubled atom (`NN`) rides; a digit after it (`W3`, `R4`) limits the ride to that many steps.
//! - Directions, before the atom: `f` forward, `b` backward, `l` left, `r` right, `v` forward
//!   and backward, `s` left and right, `h` (half) with another. A single letter stands for itself
//!   doubled. On a leaper with two unequal legs (`N`), a pair names one of its eight moves by its
//!   short leg then its long one: `fr` is the move one forward and two right, `rf` one right and
//!   two forward; `ff`, `bb` are the two moves most forward or backward, `rr`, `ll` the two most to
//!   a side, `vv` the four steep ones, `ss` the four flat ones, `fs` forward and flat, `rv` right
//!   and steep, `fh` every move with a forward leg (likewise `bh`, `rh`, `lh`), and `hr`, `hl`
//!   the two chiral halves. On a single orthogonal atom (`W`, `D`, `H`) a mixed pair counts as its
//!   two letters (`fsW` is forward and sideways).
//! - Modality: `m` moves only to an empty square, `c` only captures; both or neither, either.
//!   `e` (en passant) is read and ignored: which pieces take en passant is the game's rule
//!   (`enPassantTypes`), not the piece's.
//! - `n` makes a leaper lame: it is blocked by a piece on the way (`nN` the horse, `nA` the
//!   elephant, `nD`, `nZ`); `i` makes a move initial: allowed only from the side's double-step
//!   region.
//! - Hoppers, before a rider: `p` must leap over exactly one piece on its line (the screen) and
//!   may then go on over empty squares, ending on one of them or by taking the first piece after
//!   them (the cannon, `mRcpR`: moving as a rook, taking by hopping); `g` lands on the square
//!   just beyond the first piece on its line (the grasshopper, `gQ`).
//!
//! Anything else (multi-leg moves, unknown letters) is refused in words.

use std::fmt;

use ortoo_i18n::{Said, english};

/// A displacement from White's side: files to the right, ranks forward.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Offset {
    pub file: i8,
    pub rank: i8,
}

impl Offset {
    pub const fn new(file: i8, rank: i8) -> Offset {
        Offset { file, rank }
    }

    /// The same move made by Black, who sits across the board: turned half round, so that
    /// forward is down the board and a piece's right is toward the a-file (tori shogi's quails
    /// are told apart by it; every symmetric piece moves the same either way).
    pub const fn for_black(self) -> Offset {
        Offset { file: -self.file, rank: -self.rank }
    }
}

/// How far a move reaches along its offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reach {
    /// One leap, whatever stands between.
    Leap,
    /// One leap, blocked by a piece on the squares it passes ([`lame_path`]).
    Lame,
    /// Repeated along the line while the squares are empty, at most `limit` times (`None`:
    /// to the edge).
    Ride { limit: Option<u8> },
    /// Along the line over empty squares, over exactly one piece (the screen), then on over
    /// empty squares: the cannon's hop (`p`).
    Hop,
    /// Along the line over empty squares to the first piece, landing just beyond it: the
    /// grasshopper's hop (`g`).
    Grasshop,
}

/// One way a piece moves: an offset, how far, and what it may do at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Motion {
    pub offset: Offset,
    pub reach: Reach,
    /// It may end on an empty square.
    pub quiet: bool,
    /// It may end by taking an enemy piece.
    pub capture: bool,
    /// Only from the side's double-step region (the piece's first move, as games use it).
    pub initial: bool,
}

/// A piece's moves read from Betza's notation.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Betza {
    pub motions: Vec<Motion>,
}

/// Why a Betza text cannot be read, for the player who wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetzaError {
    /// From zero, in characters.
    pub at: usize,
    /// What is wrong there, kept unsaid (a `fault-betza-…` message of `variant_faults.ftl`).
    pub message: Said,
}

impl BetzaError {
    /// What is wrong and where, unsaid: the message, then the character it was met at.
    pub fn said(&self) -> Said {
        Said::new("fault-betza-at").arg("why", self.message.clone()).arg("at", self.at + 1)
    }
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english().say(&self.said()))
    }
}

impl std::error::Error for BetzaError {}

/// The squares a lame leap of `offset` passes, which must be empty for it: the orthogonal steps
/// first, then the diagonal ones (the horse steps one square straight, then one diagonally).
pub fn lame_path(offset: Offset) -> Vec<Offset> {
    let (f, r) = (offset.file, offset.rank);
    let (sf, sr) = (f.signum(), r.signum());
    let (af, ar) = (f.abs(), r.abs());
    let mut path = Vec::new();
    let (mut x, mut y) = (0i8, 0i8);
    // Straight steps along the longer leg first, as many as it is longer than the shorter.
    let straight = (af - ar).abs();
    for _ in 0..straight {
        if af > ar {
            x += sf;
        } else {
            y += sr;
        }
        if (x, y) != (f, r) {
            path.push(Offset::new(x, y));
        }
    }
    // Then diagonal steps, up to (not including) the target.
    while (x, y) != (f, r) {
        x += sf;
        y += sr;
        if (x, y) != (f, r) {
            path.push(Offset::new(x, y));
        }
    }
    path
}

fn atom(letter: char) -> Option<(&'static [(i8, i8)], bool)> {
    // (long leg, short leg) pairs; whether the letter rides by itself.
    Some(match letter {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'C' | 'L' => (&[(3, 1)], false),
        'Z' | 'J' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

const VERTICAL: &str = "fbvh";
const HORIZONTAL: &str = "rlsh";

/// The eight moves of an atom with legs `long` ≥ `short`, each with the direction pairs that
/// select it. The pairs name a move by its short leg's direction, then its long leg's.
fn eight(long: i8, short: i8) -> [(Offset, &'static [&'static str]); 8] {
    let (a, b) = (long, short);
    [
        (Offset::new(b, a), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        (Offset::new(-b, a), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
        (Offset::new(-b, -a), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        (Offset::new(b, -a), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        (Offset::new(a, b), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        (Offset::new(a, -b), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        (Offset::new(-a, b), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        (Offset::new(-a, -b), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
    ]
}

/// Reads a piece's moves.
///
/// # Errors
/// A part of the notation this step does not support, or text that is not Betza.
pub fn parse(text: &str) -> Result<Betza, BetzaError> {
    let chars: Vec<char> = text.chars().collect();
    let fail = |at: usize, message: Said| Err(BetzaError { at, message });
    let mut betza = Betza::default();
    let (mut quiet, mut capture, mut lame, mut initial) = (false, false, false, false);
    let mut hopper: Option<(char, usize)> = None;
    let mut directions: Vec<[char; 2]> = Vec::new();
    let mut pending = None::<usize>;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            'm' => quiet = true,
            'c' => capture = true,
            'e' => {}
            'n' => lame = true,
            'i' => initial = true,
            'p' | 'g' => hopper = Some((c, i)),
            _ if VERTICAL.contains(c) || HORIZONTAL.contains(c) => {
                let next = chars.get(i + 1).copied();
                match next {
                    Some(d)
                        if d == c
                            || (VERTICAL.contains(c) && HORIZONTAL.contains(d))
                            || (HORIZONTAL.contains(c) && VERTICAL.contains(d)) =>
                    {
                        directions.push([c, d]);
                        i += 1;
                    }
                    _ => directions.push([c, c]),
                }
            }
            _ if c.is_ascii_uppercase() => {
                let Some((legs, rides_alone)) = atom(c) else {
                    return fail(i, Said::new("fault-betza-atom").arg("letter", c.to_string()));
                };
                let atom_at = i;
                let mut rider = rides_alone;
                let mut limit = None;
                match chars.get(i + 1) {
                    Some(&d) if d.is_ascii_digit() => {
                        let n = d as u8 - b'0';
                        if n == 0 {
                            return fail(i + 1, Said::new("fault-betza-range-zero").arg("letter", c.to_string()));
                        }
                        rider = true;
                        limit = Some(n);
                        i += 1;
                    }
                    Some(&d) if d == c => {
                        rider = true;
                        i += 1;
                    }
                    _ => {}
                }
                if rider && !matches!(c, 'W' | 'F' | 'N' | 'R' | 'B' | 'Q') {
                    return fail(i, Said::new("fault-betza-cannot-ride").arg("letter", c.to_string()));
                }
                if lame && (rider || !matches!(c, 'N' | 'A' | 'Z' | 'J' | 'D')) {
                    // The atom as written: its letter, and what made it ride (`RR`, `W3`).
                    let written: String = chars[atom_at..=i].iter().collect();
                    return fail(i, Said::new("fault-betza-lame").arg("written", written));
                }
                if let Some((h, at)) = hopper {
                    let written: String = chars[atom_at..=i].iter().collect();
                    if !rider || limit.is_some() || lame {
                        return fail(
                            at,
                            Said::new("fault-betza-hopper").arg("letter", h.to_string()).arg("written", written),
                        );
                    }
                }
                let reach = if let Some((h, _)) = hopper {
                    if h == 'p' { Reach::Hop } else { Reach::Grasshop }
                } else if rider {
                    Reach::Ride { limit }
                } else if lame {
                    Reach::Lame
                } else {
                    Reach::Leap
                };
                let (q, k) = if quiet || capture { (quiet, capture) } else { (true, true) };
                for &(long, short) in legs {
                    let mut chosen = directions.clone();
                    if legs.len() == 1 && short == 0 {
                        // A single straight atom: a mixed pair counts as its two letters.
                        chosen = directions
                            .iter()
                            .flat_map(|[x, y]| if x == y { vec![[*x, *y]] } else { vec![[*x, *x], [*y, *y]] })
                            .collect();
                    }
                    for (offset, pairs) in eight(long, short) {
                        let selected = chosen.is_empty()
                            || chosen.iter().any(|[x, y]| pairs.iter().any(|p| p.as_bytes() == [*x as u8, *y as u8]));
                        if !selected {
                            continue;
                        }
                        let motion = Motion { offset, reach, quiet: q, capture: k, initial };
                        if !betza.motions.contains(&motion) {
                            betza.motions.push(motion);
                        }
                    }
                }
                (quiet, capture, lame, initial) = (false, false, false, false);
                hopper = None;
                directions.clear();
                pending = None;
                i += 1;
                continue;
            }
            _ if c.is_ascii_digit() => return fail(i, misplaced_range(&chars, i)),
            _ => return fail(i, Said::new("fault-betza-unknown").arg("letter", c.to_string())),
        }
        pending.get_or_insert(i);
        i += 1;
    }
    if let Some(at) = pending {
        return fail(at, Said::new("fault-betza-dangling"));
    }
    Ok(betza)
}

/// Why the digit at `at` of `chars` is out of place, and what was probably meant: a range is one
/// digit straight after a single atom (`W3`, `N2`).
fn misplaced_range(chars: &[char], at: usize) -> Said {
    let digit = chars[at];
    // As a number, for the languages that choose a plural by it ("at most 9 squares").
    let count = digit.to_digit(10).unwrap_or(0);
    let before: String = chars[..at].iter().collect();
    // The letters just before the digit, if they end with an atom.
    let atom = chars[..at].iter().rev().find(|c| !c.is_ascii_digit()).copied().filter(char::is_ascii_uppercase);
    match (atom, at.checked_sub(1).map(|b| chars[b])) {
        // `QQ9`: the doubled letter already rides.
        (Some(a), Some(prev)) if prev == a && at >= 2 && chars[at - 2] == a => Said::new("fault-betza-range-doubled")
            .arg("digit", count)
            .arg("doubled", format!("{a}{a}"))
            .arg("ranged", format!("{a}{digit}")),
        // `W33`: a range is one digit.
        (Some(a), Some(prev)) if prev.is_ascii_digit() => Said::new("fault-betza-range-two-digits")
            .arg("written", format!("{a}{prev}{digit}"))
            .arg("ranged", format!("{a}{prev}"))
            .arg("doubled", format!("{a}{a}")),
        // `3W`, `f3W`: the range goes after the letter.
        _ => match chars[at + 1..].iter().find(|c| c.is_ascii_uppercase()) {
            Some(a) => {
                let modifiers: String = before.chars().filter(|c| c.is_ascii_lowercase()).collect();
                Said::new("fault-betza-range-before")
                    .arg("ranged", format!("{modifiers}{a}{digit}"))
                    .arg("written", format!("{before}{digit}{a}"))
            }
            None => Said::new("fault-betza-range-alone").arg("digit", count).arg("example", format!("W{digit}")),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn targets(text: &str) -> Vec<(i8, i8)> {
        let mut v: Vec<(i8, i8)> =
            parse(text).unwrap().motions.iter().map(|m| (m.offset.file, m.offset.rank)).collect();
        v.sort();
        v.dedup();
        v
    }

    #[test]
    fn atoms_and_compounds() {
        assert_eq!(targets("N").len(), 8);
        assert_eq!(targets("K").len(), 8);
        assert_eq!(targets("G"), vec![(-3, -3), (-3, 3), (3, -3), (3, 3)]);
        let rook = parse("R").unwrap();
        assert!(rook.motions.iter().all(|m| m.reach == Reach::Ride { limit: None } && m.quiet && m.capture));
        assert_eq!(targets("R"), vec![(-1, 0), (0, -1), (0, 1), (1, 0)]);
        assert_eq!(parse("NN").unwrap().motions[0].reach, Reach::Ride { limit: None });
        assert_eq!(parse("W3").unwrap().motions[0].reach, Reach::Ride { limit: Some(3) });
        assert_eq!(targets("BN").len(), 12);
    }

    #[test]
    fn directions_select_as_the_format_says() {
        // The pawn: forward to move, diagonally forward to take.
        let pawn = parse("fmWfceF").unwrap();
        let quiet: Vec<_> = pawn.motions.iter().filter(|m| m.quiet).map(|m| m.offset).collect();
        let takes: Vec<_> = pawn.motions.iter().filter(|m| m.capture).map(|m| m.offset).collect();
        assert_eq!(quiet, vec![Offset::new(0, 1)]);
        assert_eq!(takes, vec![Offset::new(1, 1), Offset::new(-1, 1)]);
        assert!(pawn.motions.iter().all(|m| m.quiet != m.capture));
        // A knight's narrow forward pair, one named move each way, and the wide forward pair.
        assert_eq!(targets("ffN"), vec![(-1, 2), (1, 2)]);
        assert_eq!(targets("fN"), vec![(-1, 2), (1, 2)]);
        assert_eq!(targets("rfN"), vec![(1, 2)]);
        assert_eq!(targets("frN"), vec![(2, 1)]);
        assert_eq!(targets("fsN"), vec![(-2, 1), (2, 1)]);
        assert_eq!(targets("fhN"), vec![(-2, 1), (-1, 2), (1, 2), (2, 1)]);
        // A soldier: forward and sideways, the mixed pair split on a straight atom.
        assert_eq!(targets("fsW"), vec![(-1, 0), (0, 1), (1, 0)]);
        assert_eq!(targets("vW"), vec![(0, -1), (0, 1)]);
        // Diagonal atoms.
        assert_eq!(targets("fF"), vec![(-1, 1), (1, 1)]);
        assert_eq!(targets("bA"), vec![(-2, -2), (2, -2)]);
    }

    #[test]
    fn lame_and_initial_moves() {
        let berolina = parse("mfFcfeWimfnA").unwrap();
        let double = berolina.motions.iter().filter(|m| m.initial).collect::<Vec<_>>();
        assert_eq!(double.len(), 2);
        assert!(double.iter().all(|m| m.reach == Reach::Lame && m.quiet && !m.capture));
        assert_eq!(lame_path(Offset::new(2, 2)), vec![Offset::new(1, 1)]);
        assert_eq!(lame_path(Offset::new(1, 2)), vec![Offset::new(0, 1)]);
        assert_eq!(lame_path(Offset::new(-2, -1)), vec![Offset::new(-1, 0)]);
        assert_eq!(lame_path(Offset::new(0, 2)), vec![Offset::new(0, 1)]);
        assert_eq!(lame_path(Offset::new(3, -2)), vec![Offset::new(1, 0), Offset::new(2, -1)]);
    }

    #[test]
    fn hoppers() {
        // The cannon moves as a rook and takes by hopping.
        let cannon = parse("mRcpR").unwrap();
        assert_eq!(cannon.motions.len(), 8);
        assert!(cannon.motions.iter().filter(|m| m.reach == Reach::Hop).all(|m| m.capture && !m.quiet));
        assert!(cannon.motions.iter().filter(|m| m.reach != Reach::Hop).all(|m| m.quiet && !m.capture));
        // The janggi cannon hops to move and to take; the grasshopper along a queen's lines.
        assert!(parse("pR").unwrap().motions.iter().all(|m| m.reach == Reach::Hop && m.quiet && m.capture));
        let grasshopper = parse("gQ").unwrap();
        assert_eq!(grasshopper.motions.len(), 8);
        assert!(grasshopper.motions.iter().all(|m| m.reach == Reach::Grasshop));
        // Manchu's banner: a rook, a cannon's capture and a horse; the hop ends at its atom.
        let banner = parse("RcpRnN").unwrap();
        assert_eq!(banner.motions.iter().filter(|m| m.reach == Reach::Hop).count(), 4);
        assert_eq!(banner.motions.iter().filter(|m| m.reach == Reach::Lame).count(), 8);
    }

    #[test]
    fn what_is_not_read_is_refused_in_words() {
        let refused = |t: &str| parse(t).unwrap_err().to_string();
        assert_eq!(
            refused("pN"),
            "'p' (a hopper) goes before a rider that goes as far as its line is open (R, B, Q, WW, FF, NN), not N \
             (at character 1)"
        );
        assert!(refused("gR3").contains("not R3"), "{}", refused("gR3"));
        assert!(refused("X").contains("'X' is not a piece's move"));
        assert!(refused("fm").contains("apply to no atom"));
        // Each says what is wrong, and how to write what was probably meant.
        assert_eq!(
            refused("QQ9"),
            "'9' follows QQ, which already rides as far as its line is open: write Q9 for a ride of at most 9 \
             squares, or QQ alone (at character 3)"
        );
        assert_eq!(
            refused("3W"),
            "a range comes after the piece's letter, not before it: write W3 rather than 3W (at character 1)"
        );
        assert_eq!(
            refused("fm3W"),
            "a range comes after the piece's letter, not before it: write fmW3 rather than fm3W (at character 3)"
        );
        assert_eq!(
            refused("W33"),
            "a range is one digit, 1 to 9: W33 gives two; write W3, or WW for a ride as far as the line is open \
             (at character 3)"
        );
        assert_eq!(
            refused("fm3"),
            "'3' follows no piece's letter: a range goes straight after one, as in W3 (at character 3)"
        );
        assert_eq!(
            refused("nR"),
            "'n' (a leap that can be blocked) goes before the leapers N, A, Z, J or D, not R: leave it out, as a \
             ride already stops at the first piece on its line (at character 2)"
        );
        assert!(refused("nWW").contains("not WW:"), "{}", refused("nWW"));
        assert!(refused("DD").contains("write D alone for its single leap"), "{}", refused("DD"));
        assert!(refused("W0").contains("goes nowhere"));
        assert!(refused("a*").contains("'a' is not part"));
    }
}
