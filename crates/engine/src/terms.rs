//! The weights of the evaluation, as numbers the tuner can fit (see [`crate::tune`]): a set per
//! game where one has been fitted, the hand-set starting values where not.
//!
//! A set is read by the evaluation at every node, and flattened into named parameters for the
//! tuner, which writes a fitted set back out as the Rust below.

/// The chess family's weights (chess and Khan's Chess).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChessTerms {
    /// Material by piece letter, `A` to `Z` (the king, not listed, counts nothing).
    pub values: [i32; 26],
    /// A pawn's (or a scout's) bonus by ranks advanced, 0 to 7.
    pub pawn_advance: [i32; 8],
    /// Khan's Chess: the king's bonus by ranks advanced toward the camp where it campmates, at
    /// full strength once the opponent's army is gone.
    pub camp_advance: [i32; 8],
    /// Centipawns a minor piece loses a step away from the centre.
    pub centre: i32,
    /// Centipawns per legal move more than the opponent has.
    pub mobility: i32,
}

/// Material by letter, from `(letter, value)` pairs.
pub const fn values(pairs: &[(u8, i32)]) -> [i32; 26] {
    let mut table = [0; 26];
    let mut i = 0;
    while i < pairs.len() {
        table[(pairs[i].0 - b'A') as usize] = pairs[i].1;
        i += 1;
    }
    table
}

/// The letters a game's material table holds, in the order the tuner lists them.
pub const CHESS_LETTERS: &[u8] = b"PNBRQ";
pub const KHANS_CHESS_LETTERS: &[u8] = b"PNBRQSTALH";

/// Chess: the starting values (the rules' piece table and the hand-set terms).
pub const CHESS: ChessTerms = ChessTerms {
    values: values(&[(b'P', 100), (b'N', 320), (b'B', 330), (b'R', 500), (b'Q', 900)]),
    pawn_advance: [0, 0, 5, 10, 20, 35, 60, 90],
    camp_advance: [0; 8],
    centre: 6,
    mobility: 4,
};

/// Khan's Chess, as fitted by `ortoo tune` (150 passes, K 0.572) to 41,050 quiet positions of
/// 800 self-play games at 40 ms a move (mean squared error 0.1901 with the hand-set values,
/// 0.1725 with these). The hand-set values they replace were the rules' piece table (N 320,
/// B 330, R 500, Q 900, S 125, T 300, A 360, L 420, H 520), pawns 0/0/5/10/20/35/60/90 and the
/// king's camp march 0/0/10/25/50/90/150/250, centre 6, mobility 4.
pub const KHANS_CHESS: ChessTerms = ChessTerms {
    values: values(&[
        (b'P', 100),
        (b'N', 330),
        (b'B', 360),
        (b'R', 400),
        (b'Q', 765),
        (b'S', 80),
        (b'T', 280),
        (b'A', 315),
        (b'L', 415),
        (b'H', 700),
    ]),
    pawn_advance: [0, 0, 7, 12, -4, 51, 78, 90],
    camp_advance: [0, 2, 122, 189, 350, 390, 450, 250],
    centre: 10,
    mobility: 4,
};

/// Khan's weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KhanTerms {
    /// Material by piece letter (the swordsman, `S`, is the unit).
    pub values: [i32; 26],
    /// A footman's (S, A, N, M, J, I) bonus by its distance in king steps from the enemy base,
    /// where it promotes: 0 (on it) to 6.
    pub march: [i32; 7],
    /// A second leader: losing one is then not losing the game, and neither is royal.
    pub spare_leader: i32,
    /// Each friendly piece beside a leader (its guard, and the squares an attacker cannot use).
    pub guard: i32,
    /// Centipawns a mounted piece (W, H, F) loses a step away from the centre.
    pub centre: i32,
    /// Centipawns per legal move more than the opponent has.
    pub mobility: i32,
}

/// Khan's letters, in the order the tuner lists them.
pub const KHAN_LETTERS: &[u8] = b"SNAMGHWFKJI";

/// Khan (default rules), as fitted by `ortoo tune` (109 passes, K 1.047) to 57,572 quiet
/// positions of 500 self-play games at 40 ms a move (`--openings random:8`; mean squared error
/// 0.1118 with the hand-set values, 0.0923 with these). The hand-set values they replace were
/// the rules' piece table (N 260, A 200, M 300, G 150, H 450, W 380, F 450, K 650, J 300,
/// I 180), the footmen's march 3 a step (18 on the base down to 0 six steps away), a spare
/// leader 150, no guard or centre terms, mobility 3. The demoted magician (G) and the khan
/// sword (I) stopped at the tuner's floor, half their hand-set values: too rare in the data to
/// say more.
pub const KHAN: KhanTerms = KhanTerms {
    values: values(&[
        (b'S', 100),
        (b'N', 240),
        (b'A', 240),
        (b'M', 380),
        (b'G', 75),
        (b'H', 575),
        (b'W', 460),
        (b'F', 530),
        (b'K', 550),
        (b'J', 310),
        (b'I', 90),
    ]),
    march: [198, 231, 82, 35, 18, 15, 0],
    spare_leader: 30,
    guard: 4,
    centre: -4,
    mobility: 3,
};

/// Koan's weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KoanTerms {
    /// Material by piece letter (the octagonal piece, `O`, is the unit: not tuned).
    pub values: [i32; 26],
    /// The race: a piece's bonus by rows advanced, 0 to 9 (the tenth is the far row, and won).
    pub race: [i32; 10],
    /// A piece's bonus by its column's distance from the middle column (F), 0 to 5.
    pub column: [i32; 6],
    /// A piece a friend could retake on (its space is one a friend of the right shape moves to).
    pub guarded: i32,
    /// A piece an enemy can take and no friend could retake on.
    pub hanging: i32,
    /// Having the move: every move advances, and the race is counted in moves.
    pub tempo: i32,
    /// Centipawns per legal move more than the opponent has.
    pub mobility: i32,
}

/// Koan: fitted by `ortoo tune` to 400 self-play games at 40 ms (12,865 quiet positions of
/// 15,675; mean squared error 0.2246 before, 0.2015 after). The fit halves the square piece,
/// leaves the race worth little until rows 8 and 9, and finds a hanging piece and the edge
/// columns bad. SPRT against the hand-set values (the rules' piece table, the race twice the
/// square of the rows advanced, mobility 5), 50 ms: +122.9 (+56.3 … +199.6), H1 accepted after
/// 106 games. (A first fit, two sessions before, was stopped undecided at +36 over 223.)
pub const KOAN: KoanTerms = KoanTerms {
    values: values(&[(b'O', 110), (b'S', 45)]),
    race: [0, -14, 16, 0, 36, 20, 28, 56, 188, 162],
    column: [0, 4, -12, -28, -30, -36],
    guarded: -10,
    hanging: -40,
    tempo: 10,
    mobility: -3,
};

/// King's Run's weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KingsRunTerms {
    /// Material by piece letter (the QuickPawn, `P`, is the unit: not tuned).
    pub values: [i32; 26],
    /// A Runner king's bonus by ranks advanced toward the rank it escapes from, 0 to 7.
    pub escape: [i32; 8],
    /// A Sandman king's, by the same ranks: it must wake as a Runner before it can escape.
    pub sandman_escape: [i32; 8],
    /// What a non-royal piece's being a Runner adds, by letter (its own Sandmen must take it,
    /// and its owner may remove it instead of spending a chip).
    pub runner: [i32; 26],
    /// One chip in hand: a free way to end a turn without waking a piece.
    pub chip: i32,
    /// A Runner king that one of its own Sandmen can take: that capture is compulsory, and
    /// loses, unless a winning move comes first.
    pub own_capture_of_king: i32,
    /// Centipawns per legal move (part one only) more than the opponent has.
    pub mobility: i32,
}

/// King's Run's letters, in the order the tuner lists them.
pub const KINGS_RUN_LETTERS: &[u8] = b"PNBRQ";

/// King's Run: the hand-set values (the rules' piece table; a Runner king's march
/// 0/10/25/45/75/120/180 and, on the rank it escapes from, 3000: it leaves next turn unless
/// taken at once; a Sandman king's march 0/3/8/15/25/40/60/100; a Runner −15; a chip 25; a
/// Runner king its own Sandman can take −600; mobility 2). A fit to 400 self-play games at
/// 40 ms (11,436 quiet positions) lost its SPRT (−37 Elo over 142 games) and was not kept.
pub const KINGS_RUN: KingsRunTerms = KingsRunTerms {
    values: values(&[(b'P', 100), (b'N', 300), (b'B', 320), (b'R', 480), (b'Q', 900)]),
    escape: [0, 10, 25, 45, 75, 120, 180, 3000],
    sandman_escape: [0, 3, 8, 15, 25, 40, 60, 100],
    runner: values(&[(b'P', -15), (b'N', -15), (b'B', -15), (b'R', -15), (b'Q', -15)]),
    chip: 25,
    own_capture_of_king: 600,
    mobility: 2,
};

impl KingsRunTerms {
    /// The weights as named parameters: material (the QuickPawn, the unit, left out), the two
    /// kings' marches from one rank up, a Runner's cost by letter, then the scalars.
    pub fn flatten(&self) -> Vec<(String, i32)> {
        let mut out: Vec<(String, i32)> = KINGS_RUN_LETTERS[1..]
            .iter()
            .map(|&l| (format!("value {}", l as char), self.values[(l - b'A') as usize]))
            .collect();
        for rank in 1..8 {
            out.push((format!("escape[{rank}]"), self.escape[rank]));
        }
        for rank in 1..8 {
            out.push((format!("sandman_escape[{rank}]"), self.sandman_escape[rank]));
        }
        for &l in KINGS_RUN_LETTERS {
            out.push((format!("runner {}", l as char), self.runner[(l - b'A') as usize]));
        }
        out.push(("chip".into(), self.chip));
        out.push(("own_capture_of_king".into(), self.own_capture_of_king));
        out.push(("mobility".into(), self.mobility));
        out
    }

    /// The set `flatten` listed, with `values` in its order.
    pub fn unflatten(&self, values: &[i32]) -> KingsRunTerms {
        let mut terms = self.clone();
        let mut next = values.iter().copied();
        let mut take = || next.next().expect("a value for every parameter");
        for &l in &KINGS_RUN_LETTERS[1..] {
            terms.values[(l - b'A') as usize] = take();
        }
        for rank in 1..8 {
            terms.escape[rank] = take();
        }
        for rank in 1..8 {
            terms.sandman_escape[rank] = take();
        }
        for &l in KINGS_RUN_LETTERS {
            terms.runner[(l - b'A') as usize] = take();
        }
        terms.chip = take();
        terms.own_capture_of_king = take();
        terms.mobility = take();
        terms
    }

    /// The set as Rust source, for pasting over [`KINGS_RUN`].
    pub fn rust(&self, name: &str) -> String {
        let by_letter = |table: &[i32; 26]| -> String {
            let pairs: Vec<String> = KINGS_RUN_LETTERS
                .iter()
                .map(|&l| format!("(b'{}', {})", l as char, table[(l - b'A') as usize]))
                .collect();
            pairs.join(", ")
        };
        format!(
            "pub const {name}: KingsRunTerms = KingsRunTerms {{\n    values: values(&[{}]),\n    escape: {:?},\n    \
             sandman_escape: {:?},\n    runner: values(&[{}]),\n    chip: {},\n    own_capture_of_king: {},\n    \
             mobility: {},\n}};\n",
            by_letter(&self.values),
            self.escape,
            self.sandman_escape,
            by_letter(&self.runner),
            self.chip,
            self.own_capture_of_king,
            self.mobility
        )
    }
}

/// Shatranj Kamil X's weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShatranjTerms {
    /// Material by piece letter (the pawn, `P`, is the unit: not tuned).
    pub values: [i32; 26],
    /// A pawn's bonus by ranks advanced, 0 to 9 (pawns start two ranks up, and promote on the
    /// tenth).
    pub pawn_advance: [i32; 10],
    /// A ferz's bonus by ranks advanced, 0 to 9: it promotes on the last rank too.
    pub ferz_advance: [i32; 10],
    /// Centipawns a knight, silver general or cannon loses a step away from the centre.
    pub centre: i32,
    /// Centipawns per legal move more than the opponent has.
    pub mobility: i32,
}

/// Shatranj Kamil X's letters, in the order the tuner lists them.
pub const SHATRANJ_LETTERS: &[u8] = b"PRNCFESW";

/// Shatranj Kamil X: the hand-set values (the rules' piece table; pawns
/// 0/0/0/2/5/10/17/30/45/60 by ranks advanced; no ferz march; centre 4; mobility 3).
pub const SHATRANJ_KAMIL_X: ShatranjTerms = ShatranjTerms {
    values: values(&[
        (b'P', 80),
        (b'R', 500),
        (b'N', 300),
        (b'C', 420),
        (b'F', 130),
        (b'E', 150),
        (b'S', 200),
        (b'W', 260),
    ]),
    pawn_advance: [0, 0, 0, 2, 5, 10, 17, 30, 45, 60],
    ferz_advance: [0; 10],
    centre: 4,
    mobility: 3,
};

impl ShatranjTerms {
    /// The weights as named parameters: material (the pawn, the unit, left out), the pawns'
    /// march from a rank beyond their start (they never stand further back), the ferzes' from
    /// one rank up, then the scalars.
    pub fn flatten(&self) -> Vec<(String, i32)> {
        let mut out: Vec<(String, i32)> = SHATRANJ_LETTERS[1..]
            .iter()
            .map(|&l| (format!("value {}", l as char), self.values[(l - b'A') as usize]))
            .collect();
        for rank in 3..9 {
            out.push((format!("pawn_advance[{rank}]"), self.pawn_advance[rank]));
        }
        for rank in 1..9 {
            out.push((format!("ferz_advance[{rank}]"), self.ferz_advance[rank]));
        }
        out.push(("centre".into(), self.centre));
        out.push(("mobility".into(), self.mobility));
        out
    }

    /// The set `flatten` listed, with `values` in its order.
    pub fn unflatten(&self, values: &[i32]) -> ShatranjTerms {
        let mut terms = self.clone();
        let mut next = values.iter().copied();
        let mut take = || next.next().expect("a value for every parameter");
        for &l in &SHATRANJ_LETTERS[1..] {
            terms.values[(l - b'A') as usize] = take();
        }
        for rank in 3..9 {
            terms.pawn_advance[rank] = take();
        }
        for rank in 1..9 {
            terms.ferz_advance[rank] = take();
        }
        terms.centre = take();
        terms.mobility = take();
        terms
    }

    /// The set as Rust source, for pasting over [`SHATRANJ_KAMIL_X`].
    pub fn rust(&self, name: &str) -> String {
        let values: Vec<String> = SHATRANJ_LETTERS
            .iter()
            .map(|&l| format!("(b'{}', {})", l as char, self.values[(l - b'A') as usize]))
            .collect();
        format!(
            "pub const {name}: ShatranjTerms = ShatranjTerms {{\n    values: values(&[{}]),\n    pawn_advance: {:?},\n    \
             ferz_advance: {:?},\n    centre: {},\n    mobility: {},\n}};\n",
            values.join(", "),
            self.pawn_advance,
            self.ferz_advance,
            self.centre,
            self.mobility
        )
    }
}

impl KoanTerms {
    /// The weights as named parameters: the square piece's value, the race from one row up
    /// (a piece at home is where it is measured from), the columns from one off the middle,
    /// then the scalars.
    pub fn flatten(&self) -> Vec<(String, i32)> {
        let mut out = vec![("value S".to_string(), self.values[(b'S' - b'A') as usize])];
        for rows in 1..10 {
            out.push((format!("race[{rows}]"), self.race[rows]));
        }
        for off in 1..6 {
            out.push((format!("column[{off}]"), self.column[off]));
        }
        out.push(("guarded".into(), self.guarded));
        out.push(("hanging".into(), self.hanging));
        out.push(("tempo".into(), self.tempo));
        out.push(("mobility".into(), self.mobility));
        out
    }

    /// The set `flatten` listed, with `values` in its order.
    pub fn unflatten(&self, values: &[i32]) -> KoanTerms {
        let mut terms = self.clone();
        let mut next = values.iter().copied();
        let mut take = || next.next().expect("a value for every parameter");
        terms.values[(b'S' - b'A') as usize] = take();
        for rows in 1..10 {
            terms.race[rows] = take();
        }
        for off in 1..6 {
            terms.column[off] = take();
        }
        terms.guarded = take();
        terms.hanging = take();
        terms.tempo = take();
        terms.mobility = take();
        terms
    }

    /// The set as Rust source, for pasting over [`KOAN`].
    pub fn rust(&self, name: &str) -> String {
        format!(
            "pub const {name}: KoanTerms = KoanTerms {{\n    values: values(&[(b'O', {}), (b'S', {})]),\n    \
             race: {:?},\n    column: {:?},\n    guarded: {},\n    hanging: {},\n    tempo: {},\n    mobility: {},\n}};\n",
            self.values[(b'O' - b'A') as usize],
            self.values[(b'S' - b'A') as usize],
            self.race,
            self.column,
            self.guarded,
            self.hanging,
            self.tempo,
            self.mobility
        )
    }
}

impl KhanTerms {
    /// The weights as named parameters, for the tuner: material (the swordsman, the unit, not
    /// listed), the march (the farthest step stays 0: the others are measured from it), then
    /// the scalars.
    pub fn flatten(&self) -> Vec<(String, i32)> {
        let mut out: Vec<(String, i32)> = KHAN_LETTERS[1..]
            .iter()
            .map(|&l| (format!("value {}", l as char), self.values[(l - b'A') as usize]))
            .collect();
        for distance in 0..6 {
            out.push((format!("march[{distance}]"), self.march[distance]));
        }
        out.push(("spare_leader".into(), self.spare_leader));
        out.push(("guard".into(), self.guard));
        out.push(("centre".into(), self.centre));
        out.push(("mobility".into(), self.mobility));
        out
    }

    /// The set `flatten` listed, with `values` in its order.
    pub fn unflatten(&self, values: &[i32]) -> KhanTerms {
        let mut terms = self.clone();
        let mut next = values.iter().copied();
        let mut take = || next.next().expect("a value for every parameter");
        for &l in &KHAN_LETTERS[1..] {
            terms.values[(l - b'A') as usize] = take();
        }
        for distance in 0..6 {
            terms.march[distance] = take();
        }
        terms.spare_leader = take();
        terms.guard = take();
        terms.centre = take();
        terms.mobility = take();
        terms
    }

    /// The set as Rust source, for pasting over [`KHAN`].
    pub fn rust(&self, name: &str) -> String {
        let values: Vec<String> =
            KHAN_LETTERS.iter().map(|&l| format!("(b'{}', {})", l as char, self.values[(l - b'A') as usize])).collect();
        format!(
            "pub const {name}: KhanTerms = KhanTerms {{\n    values: values(&[{}]),\n    march: {:?},\n    \
             spare_leader: {},\n    guard: {},\n    centre: {},\n    mobility: {},\n}};\n",
            values.join(", "),
            self.march,
            self.spare_leader,
            self.guard,
            self.centre,
            self.mobility
        )
    }
}

impl ChessTerms {
    /// The weights as named parameters, for the tuner: the material of `letters`, then the
    /// tables, then the scalars. A table's entries for a piece at home stay 0 (the others are
    /// measured from there), as do those no piece can reach (a pawn on its last rank).
    pub fn flatten(&self, letters: &[u8], campmate: bool) -> Vec<(String, i32)> {
        let mut out: Vec<(String, i32)> =
            letters.iter().map(|&l| (format!("value {}", l as char), self.values[(l - b'A') as usize])).collect();
        // A pawn never stands on its first rank, nor (unpromoted) on the last.
        for rank in 2..7 {
            out.push((format!("pawn_advance[{rank}]"), self.pawn_advance[rank]));
        }
        if campmate {
            for rank in 1..8 {
                out.push((format!("camp_advance[{rank}]"), self.camp_advance[rank]));
            }
        }
        out.push(("centre".into(), self.centre));
        out.push(("mobility".into(), self.mobility));
        out
    }

    /// The set `flatten` listed, with the values `values` in its order.
    pub fn unflatten(&self, letters: &[u8], campmate: bool, values: &[i32]) -> ChessTerms {
        let mut terms = self.clone();
        let mut next = values.iter().copied();
        let mut take = || next.next().expect("a value for every parameter");
        for &l in letters {
            terms.values[(l - b'A') as usize] = take();
        }
        for rank in 2..7 {
            terms.pawn_advance[rank] = take();
        }
        if campmate {
            for rank in 1..8 {
                terms.camp_advance[rank] = take();
            }
        }
        terms.centre = take();
        terms.mobility = take();
        terms
    }

    /// The set as Rust source, for pasting over the game's constant above.
    pub fn rust(&self, name: &str, letters: &[u8]) -> String {
        let values: Vec<String> =
            letters.iter().map(|&l| format!("(b'{}', {})", l as char, self.values[(l - b'A') as usize])).collect();
        format!(
            "pub const {name}: ChessTerms = ChessTerms {{\n    values: values(&[{}]),\n    pawn_advance: {:?},\n    \
             camp_advance: {:?},\n    centre: {},\n    mobility: {},\n}};\n",
            values.join(", "),
            self.pawn_advance,
            self.camp_advance,
            self.centre,
            self.mobility
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_flattened_and_read_back_is_the_same_set() {
        let flat = KHANS_CHESS.flatten(KHANS_CHESS_LETTERS, true);
        assert_eq!(flat.len(), 10 + 5 + 7 + 2);
        assert_eq!(flat[0], ("value P".to_string(), 100));
        assert_eq!(flat[10], ("pawn_advance[2]".to_string(), KHANS_CHESS.pawn_advance[2]));
        let values: Vec<i32> = flat.iter().map(|(_, v)| *v).collect();
        assert_eq!(KHANS_CHESS.unflatten(KHANS_CHESS_LETTERS, true, &values), KHANS_CHESS);
        let mut changed = values.clone();
        changed[1] = 333;
        assert_eq!(KHANS_CHESS.unflatten(KHANS_CHESS_LETTERS, true, &changed).values[(b'N' - b'A') as usize], 333);
        // Chess has no camp to march to: its camp table is not tuned.
        assert_eq!(CHESS.flatten(CHESS_LETTERS, false).len(), 5 + 5 + 2);
    }

    #[test]
    fn koans_set_flattened_and_read_back_is_the_same_set() {
        let flat = KOAN.flatten();
        assert_eq!(flat.len(), 1 + 9 + 5 + 3 + 1);
        let values: Vec<i32> = flat.iter().map(|(_, v)| *v).collect();
        assert_eq!(KOAN.unflatten(&values), KOAN);
        let mut changed = values;
        changed[1] = 7;
        assert_eq!(KOAN.unflatten(&changed).race[1], 7);
        assert!(KOAN.rust("KOAN").starts_with("pub const KOAN: KoanTerms = KoanTerms {"));
        let info = ortoo_rules::registry::info("koan").unwrap();
        for l in b'A'..=b'Z' {
            assert_eq!(info.piece_values.of_letter(l) != 0, KOAN.values[(l - b'A') as usize] != 0, "{}", l as char);
        }
        assert_eq!(KOAN.values[(b'O' - b'A') as usize], 110, "the octagonal piece is the unit");
    }

    #[test]
    fn khans_set_flattened_and_read_back_is_the_same_set() {
        let flat = KHAN.flatten();
        assert_eq!(flat.len(), 10 + 6 + 4);
        assert_eq!(flat[0], ("value N".to_string(), KHAN.values[(b'N' - b'A') as usize]));
        let values: Vec<i32> = flat.iter().map(|(_, v)| *v).collect();
        assert_eq!(KHAN.unflatten(&values), KHAN);
        let mut changed = values;
        changed[10] = 40;
        assert_eq!(KHAN.unflatten(&changed).march[0], 40);
        assert!(KHAN.rust("KHAN").starts_with("pub const KHAN: KhanTerms = KhanTerms {"));
        let info = ortoo_rules::registry::info("khan").unwrap();
        for l in b'A'..=b'Z' {
            assert_eq!(info.piece_values.of_letter(l) != 0, KHAN_LETTERS.contains(&l), "{}", l as char);
        }
        assert_eq!(KHAN.values[(b'S' - b'A') as usize], 100, "the swordsman is the unit");
    }

    #[test]
    fn kings_runs_and_shatranjs_sets_flattened_and_read_back_are_the_same_sets() {
        let flat = KINGS_RUN.flatten();
        assert_eq!(flat.len(), 4 + 7 + 7 + 5 + 3);
        let values: Vec<i32> = flat.iter().map(|(_, v)| *v).collect();
        assert_eq!(KINGS_RUN.unflatten(&values), KINGS_RUN);
        let mut changed = values;
        changed[4] = 11;
        assert_eq!(KINGS_RUN.unflatten(&changed).escape[1], 11);
        assert!(KINGS_RUN.rust("KINGS_RUN").starts_with("pub const KINGS_RUN: KingsRunTerms = KingsRunTerms {"));

        let flat = SHATRANJ_KAMIL_X.flatten();
        assert_eq!(flat.len(), 7 + 6 + 8 + 2);
        let values: Vec<i32> = flat.iter().map(|(_, v)| *v).collect();
        assert_eq!(SHATRANJ_KAMIL_X.unflatten(&values), SHATRANJ_KAMIL_X);
        let mut changed = values;
        changed[7] = 9;
        assert_eq!(SHATRANJ_KAMIL_X.unflatten(&changed).pawn_advance[3], 9);
        let rust = SHATRANJ_KAMIL_X.rust("SHATRANJ_KAMIL_X");
        assert!(rust.starts_with("pub const SHATRANJ_KAMIL_X: ShatranjTerms = ShatranjTerms {"), "{rust}");

        for (id, table, letters, unit) in [
            ("kings-run", &KINGS_RUN.values, KINGS_RUN_LETTERS, b'P'),
            ("shatranj-kamil-x", &SHATRANJ_KAMIL_X.values, SHATRANJ_LETTERS, b'P'),
        ] {
            let info = ortoo_rules::registry::info(id).unwrap();
            for l in b'A'..=b'Z' {
                let valued = info.piece_values.of_letter(l) != 0;
                assert_eq!(valued, letters.contains(&l), "{id} {}", l as char);
                assert_eq!(valued, table[(l - b'A') as usize] != 0, "{id} {}", l as char);
            }
            assert_eq!(
                table[(unit - b'A') as usize],
                info.piece_values.of_letter(unit),
                "{id}: the unit is the rules'"
            );
        }
    }

    #[test]
    fn every_piece_the_rules_value_has_a_weight_and_the_untuned_are_the_rules_own() {
        for (id, terms, letters) in
            [("chess", &CHESS, CHESS_LETTERS), ("khans-chess", &KHANS_CHESS, KHANS_CHESS_LETTERS)]
        {
            let info = ortoo_rules::registry::info(id).unwrap();
            for l in b'A'..=b'Z' {
                let valued = info.piece_values.of_letter(l) != 0;
                assert_eq!(valued, letters.contains(&l), "{id} {}", l as char);
                assert_eq!(valued, terms.values[(l - b'A') as usize] != 0, "{id} {}", l as char);
                // Chess is not tuned yet: its material is the rules' table.
                if id == "chess" {
                    assert_eq!(terms.values[(l - b'A') as usize], info.piece_values.of_letter(l), "{}", l as char);
                }
            }
            assert_eq!(terms.values[(b'P' - b'A') as usize], 100, "{id}: the pawn is the unit");
        }
    }
}
