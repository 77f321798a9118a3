//! The static evaluation, per game: material, mobility and each game's own aims (Koan's far
//! row, King's Run's escape and chips, Khan's leaders, Khan's Chess's campmate).
//!
//! Scores are centipawns. [`Evaluate::static_white`] (material and terms) is from White's view;
//! [`evaluate`] turns them to the mover's view and adds mobility.

use ortoo_rules::chesslike::{ChessFamily, MoveKind};
use ortoo_rules::defined::board::Special;
use ortoo_rules::defined::definition::Value;
use ortoo_rules::defined::game::Defined;
use ortoo_rules::khan::{Action, Khan};
use ortoo_rules::kings_run::{Ending, KingsRun, Role as RunRole, Turn};
use ortoo_rules::koan::Koan;
use ortoo_rules::shatranj_kamil_x::ShatranjKamilX;
use ortoo_rules::{Game, Geometry, Side};

use crate::board::{Board, CELLS, Man};
use crate::terms::{self, ChessTerms, KhanTerms, KingsRunTerms, KoanTerms, ShatranjTerms};

/// What a move wins at once when it ends the game on the spot (King's Run's king capture and
/// escape): ordered first and always searched in quiescence.
pub const DECISIVE_GAIN: i32 = 20_000;

/// What the search needs to know about a game beyond its rules.
pub trait Evaluate: Game {
    /// The frame indices a move goes from and to (`to` may lie outside the frame: King's Run's
    /// escaping king). The history table and the capture test use them.
    fn squares(&self, mv: Self::Move) -> (usize, usize);

    /// A piece's material value, from the game's weights (see [`crate::terms`]).
    fn value(&self, man: Man) -> i32;

    /// What a move wins at once — the piece it captures, what a promotion adds, what a spell
    /// takes away — for move ordering and quiescence; 0 for a quiet move.
    fn gain(&self, board: &Board, mv: Self::Move) -> i32 {
        let (_, to) = self.squares(mv);
        board.get(to).filter(|m| m.side != board.turn).map_or(0, |m| self.value(m))
    }

    /// The static exchange on `mv`'s target square: what the move wins once the captures back
    /// and forth there are played out, each side taking with its least valuable piece and
    /// free to stop when going on would lose. `None` where the game has no query for who
    /// attacks a square.
    fn exchange(&self, _pos: &Self::Position, _board: &Board, _mv: Self::Move) -> Option<i32> {
        None
    }

    /// Moves of one family differ only in a detail the search may leave out at the horizon
    /// (King's Run's ways to end a turn): at depth 1 and in quiescence only the first of each
    /// family in move order is searched. `None`: the move has no family.
    fn family(&self, _mv: Self::Move) -> Option<u64> {
        None
    }

    /// A small tie-break for move ordering (0–15), so the best of a family comes first.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Whether a move takes an enemy piece off the board.
    fn captures(&self, board: &Board, mv: Self::Move) -> bool {
        let (_, to) = self.squares(mv);
        board.get(to).is_some_and(|m| m.side != board.turn)
    }

    /// Whether taking is compulsory (giveaway, losers): a player with a capture to make has
    /// nothing else, so quiescence never lets one stand pat.
    fn must_capture(&self) -> bool {
        false
    }

    /// Centipawns per legal move of difference in mobility.
    fn mobility_weight(&self) -> i32 {
        3
    }

    /// The mobility a legal move list stands for (by default its length).
    fn mobility(&self, moves: &[Self::Move]) -> i32 {
        moves.len() as i32
    }

    /// Material plus the game's own terms, from White's view, read from the game's weights
    /// (see [`crate::terms`]).
    fn static_white(&self, pos: &Self::Position, board: &Board) -> i32;
}

/// Material plus the game's terms, from White's view.
pub fn static_white<G: Evaluate>(game: &G, pos: &G::Position, board: &Board) -> i32 {
    game.static_white(pos, board)
}

/// The evaluation from the mover's view: `mobility` is the mover's, `their_mobility` the
/// opponent's as last counted (the parent node's list: the opponent's moves one ply ago, a cheap
/// stand-in for generating them here).
pub fn evaluate<G: Evaluate>(game: &G, pos: &G::Position, board: &Board, mobility: i32, their_mobility: i32) -> i32 {
    let white = static_white(game, pos, board);
    let ours = if board.turn == Side::White { white } else { -white };
    ours + game.mobility_weight() * (mobility - their_mobility)
}

/// How far a piece on `index` has come from its own side's first rank.
fn advance(geometry: &Geometry, index: usize, side: Side) -> usize {
    let rank = geometry.coord(index).rank as usize;
    if side == Side::White { rank } else { geometry.ranks as usize - 1 - rank }
}

fn signed(side: Side, score: i32) -> i32 {
    if side == Side::White { score } else { -score }
}

/// Distance from the board's centre, in half-steps (0 on the four centre squares of 8×8).
fn off_centre(geometry: &Geometry, index: usize) -> i32 {
    let c = geometry.coord(index);
    let df = (2 * c.file as i32 - (geometry.files as i32 - 1)).abs();
    let dr = (2 * c.rank as i32 - (geometry.ranks as i32 - 1)).abs();
    df.max(dr) / 2
}

/// The chess family's weights: Khan's Chess's where kings campmate, chess's otherwise.
pub fn chess_terms(game: &ChessFamily) -> &'static ChessTerms {
    if game.spec().campmate { &terms::KHANS_CHESS } else { &terms::CHESS }
}

/// The chess family's material plus positional terms under `terms`, from White's view.
pub fn chess_static(game: &ChessFamily, board: &Board, terms: &ChessTerms) -> i32 {
    let g = game.geometry();
    let campmate = game.spec().campmate;
    let value = |m: Man| letter_value(&terms.values, m.letter);
    // The opponent's material left, for scaling the king's walk: a march to the far rank
    // is a plan for the ending, suicide in the opening.
    let mut material = [0i32; 2];
    for (_, m) in board.men() {
        material[m.side.index()] += value(m);
    }
    let mut score = material[0] - material[1];
    for (i, m) in board.men() {
        let term = match m.letter {
            // White's pawns and the Horde's scouts both advance toward promotion.
            b'P' | b'S' => terms.pawn_advance[advance(g, i, m.side).min(7)],
            b'N' | b'B' | b'T' | b'A' | b'H' => -terms.centre * off_centre(g, i),
            b'K' if campmate => {
                let full = if m.side == Side::White { 3900 } else { 4000 };
                let left = material[(!m.side).index()].clamp(0, full);
                // 25 % of the bonus with the opponent's army whole, all of it with none.
                terms.camp_advance[advance(g, i, m.side).min(7)] * (256 - 192 * left / full) / 256
            }
            _ => 0,
        };
        score += signed(m.side, term);
    }
    score
}

/// A king in an exchange: worth more than anything, so taking with it onto a guarded square
/// (which the rules forbid) always loses.
const ROYAL_WORTH: i32 = 50_000;

/// The static exchange of `mv` (see [`Evaluate::exchange`]), for a game whose rules say which
/// pieces of a side could capture onto the move's square under a given occupancy (`capturers`,
/// squares as bits).
fn exchange_on<G: Evaluate>(
    game: &G,
    board: &Board,
    mv: G::Move,
    occupancy: u128,
    capturers: impl Fn(u128, Side) -> u128,
) -> Option<i32> {
    let (from, to) = game.squares(mv);
    let worth = |sq: usize| board.get(sq).map_or(0, |m| if m.letter == b'K' { ROYAL_WORTH } else { game.value(m) });
    let mover = board.get(from)?;
    let first = game.gain(board, mv);
    // What a promotion adds to the piece that now stands on the square.
    let promoted = first - board.get(to).filter(|m| m.side != mover.side).map_or(0, |m| game.value(m));
    let mut occupied = occupancy & !(1u128 << from);
    let mut gains = [0i32; 40];
    gains[0] = first;
    // What stands on the square now, to be taken next.
    let mut standing = worth(from) + promoted;
    let mut side = !mover.side;
    let mut depth = 0;
    while depth + 1 < gains.len() {
        let Some(next) = least_worth(capturers(occupied, side), &worth) else { break };
        depth += 1;
        gains[depth] = standing - gains[depth - 1];
        // Neither side can do better by going on: stop counting.
        if gains[depth].max(-gains[depth - 1]) < 0 {
            break;
        }
        standing = worth(next);
        occupied &= !(1u128 << next);
        side = !side;
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    Some(gains[0])
}

/// The square of the least worth among `set` (a set of squares as bits).
fn least_worth(mut set: u128, worth: &impl Fn(usize) -> i32) -> Option<usize> {
    let mut best: Option<(i32, usize)> = None;
    while set != 0 {
        let sq = set.trailing_zeros() as usize;
        set &= set - 1;
        let w = worth(sq);
        if best.is_none_or(|(b, _)| w < b) {
            best = Some((w, sq));
        }
    }
    best.map(|(_, sq)| sq)
}

fn letter_value(values: &[i32; 26], letter: u8) -> i32 {
    letter.checked_sub(b'A').and_then(|i| values.get(i as usize)).copied().unwrap_or(0)
}

impl Evaluate for ChessFamily {
    fn value(&self, man: Man) -> i32 {
        letter_value(&chess_terms(self).values, man.letter)
    }

    fn squares(&self, mv: Self::Move) -> (usize, usize) {
        (mv.from as usize, mv.to as usize)
    }

    fn gain(&self, board: &Board, mv: Self::Move) -> i32 {
        let victim = if mv.kind == MoveKind::EnPassant {
            letter_value(&chess_terms(self).values, b'P')
        } else {
            board.get(mv.to as usize).filter(|m| m.side != board.turn).map_or(0, |m| self.value(m))
        };
        let promotion = self.spec().roles.get(mv.promotion as usize).map_or(0, |role| {
            let man = Man { side: board.turn, letter: role.letter as u8, runner: false };
            let pawn = Man { letter: b'P', ..man };
            self.value(man) - self.value(pawn)
        });
        victim + promotion
    }

    fn static_white(&self, _pos: &Self::Position, board: &Board) -> i32 {
        chess_static(self, board, chess_terms(self))
    }

    fn exchange(&self, pos: &Self::Position, board: &Board, mv: Self::Move) -> Option<i32> {
        // En passant takes off a square other than the one moved to, and castling takes
        // nothing: neither is an exchange on one square.
        if matches!(mv.kind, MoveKind::EnPassant | MoveKind::Castle) {
            return None;
        }
        let capturers = |occupied: u128, by: Side| u128::from(self.capturers(pos, mv.to as usize, occupied as u64, by));
        exchange_on(self, board, mv, u128::from(self.occupancy(pos)), capturers)
    }

    fn mobility_weight(&self) -> i32 {
        chess_terms(self).mobility
    }
}

impl Evaluate for Khan {
    fn squares(&self, mv: Self::Move) -> (usize, usize) {
        (mv.from as usize, mv.to as usize)
    }

    fn captures(&self, board: &Board, mv: Self::Move) -> bool {
        mv.action == Action::Move && board.get(mv.to as usize).is_some_and(|m| m.side != board.turn)
    }

    fn gain(&self, board: &Board, mv: Self::Move) -> i32 {
        let Some(target) = board.get(mv.to as usize) else {
            return khan_promotion_gain(self, board, mv);
        };
        match mv.action {
            Action::Move if target.side != board.turn => self.value(target) + khan_promotion_gain(self, board, mv),
            // A spell takes the target one step down.
            Action::Spell => self.value(target) - demoted(target).map_or(self.value(target), |d| self.value(d)),
            _ => 0,
        }
    }

    fn value(&self, man: Man) -> i32 {
        letter_value(&terms::KHAN.values, man.letter)
    }

    fn static_white(&self, _pos: &Self::Position, board: &Board) -> i32 {
        khan_static(self, board, &terms::KHAN)
    }

    fn mobility_weight(&self) -> i32 {
        terms::KHAN.mobility
    }
}

/// Khan's material plus positional terms under `terms`, from White's view.
pub fn khan_static(game: &Khan, board: &Board, terms: &KhanTerms) -> i32 {
    let g = game.geometry();
    let bondsmen_lead = game.options().switch("bondsmenleaders");
    let mut leaders = [0; 2];
    let mut score = 0;
    for (i, m) in board.men() {
        let mut term = letter_value(&terms.values, m.letter);
        let leader = matches!(m.letter, b'K' | b'J' | b'I') || (bondsmen_lead && m.letter == b'F');
        if leader {
            leaders[m.side.index()] += 1;
            let guards = KING_STEPS
                .iter()
                .filter_map(|&(df, dr)| g.offset(i, df, dr).and_then(|j| board.get(j)))
                .filter(|n| n.side == m.side)
                .count() as i32;
            term += terms.guard * guards;
        }
        // Footmen promote on the enemy base (White's: a7, a8, b7, b8; Black's: g1, g2, h1,
        // h2), diagonally across the board from where the armies start.
        if matches!(m.letter, b'S' | b'A' | b'N' | b'M' | b'J' | b'I') {
            let c = g.coord(i);
            let (file, rank) = if m.side == Side::White { (c.file, c.rank) } else { (7 - c.file, 7 - c.rank) };
            let distance = (file.saturating_sub(1) as usize).max(6usize.saturating_sub(rank as usize));
            term += terms.march[distance.min(6)];
        }
        if matches!(m.letter, b'W' | b'H' | b'F') {
            term -= terms.centre * off_centre(g, i);
        }
        score += signed(m.side, term);
    }
    // A second leader is a spare: losing one is not losing the game, and with two neither is
    // royal.
    for side in Side::ALL {
        if leaders[side.index()] >= 2 {
            score += signed(side, terms.spare_leader);
        }
    }
    score
}

/// The eight steps of a king.
const KING_STEPS: [(i32, i32); 8] = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];
/// The eight leaps of a knight.
const KNIGHT_LEAPS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// What a Khan move's automatic promotion adds.
fn khan_promotion_gain(game: &Khan, board: &Board, mv: <Khan as Game>::Move) -> i32 {
    // `becomes` indexes Khan's roles in declaration order.
    const LETTERS: &[u8; 11] = b"SNAMGHWFKJI";
    let (Some(mover), Some(&letter)) = (board.get(mv.from as usize), LETTERS.get(mv.becomes as usize)) else {
        return 0;
    };
    (game.value(Man { letter, ..mover }) - game.value(mover)).max(0)
}

/// What a spell makes of a piece (Khan's demotions).
fn demoted(man: Man) -> Option<Man> {
    let letter = match man.letter {
        b'K' => b'J',
        b'J' => b'I',
        b'W' | b'F' => b'A',
        b'A' | b'N' => b'S',
        b'M' => b'G',
        b'H' => b'M',
        _ => return None,
    };
    Some(Man { letter, ..man })
}

/// King's Run's "off the board" square in a turn's `to`.
const OFF: usize = 64;

impl Evaluate for KingsRun {
    fn squares(&self, mv: Turn) -> (usize, usize) {
        (mv.from as usize, mv.to as usize)
    }

    fn gain(&self, board: &Board, mv: Turn) -> i32 {
        if mv.to as usize == OFF {
            return DECISIVE_GAIN;
        }
        let promotion = mv.promotion.map_or(0, |role| {
            let letter = match role {
                RunRole::Queen => b'Q',
                RunRole::Rook => b'R',
                RunRole::Bishop => b'B',
                _ => b'N',
            };
            self.value(Man { side: board.turn, letter, runner: false }) - 100
        });
        let victim = match board.get(mv.to as usize) {
            Some(m) if m.side != board.turn && m.letter == b'K' => DECISIVE_GAIN,
            Some(m) if m.side != board.turn => self.value(m),
            _ => 0,
        };
        victim + promotion
    }

    fn value(&self, man: Man) -> i32 {
        letter_value(&terms::KINGS_RUN.values, man.letter)
    }

    fn static_white(&self, pos: &Self::Position, board: &Board) -> i32 {
        kings_run_static(self, pos, board, &terms::KINGS_RUN)
    }

    fn mobility_weight(&self) -> i32 {
        terms::KINGS_RUN.mobility
    }

    fn family(&self, t: Turn) -> Option<u64> {
        let promotion = t.promotion.map_or(0, |r| r as u64 + 1);
        Some(t.from as u64 | (t.to as u64) << 8 | promotion << 16 | (t.castle as u64) << 24)
    }

    /// Discarding a chip changes least; then removing a Runner; making a Runner last.
    fn order_hint(&self, t: Turn) -> i32 {
        match t.ending {
            Ending::Discard => 3,
            Ending::Remove(_) => 2,
            Ending::MakeRunner(_) => 1,
            Ending::Nothing => 0,
        }
    }

    /// Counts part-1 moves only: every move is listed once per way to end the turn, which would
    /// make a Sandman-rich army look mobile.
    fn mobility(&self, moves: &[Turn]) -> i32 {
        let mut count = 0;
        let mut last = None;
        for t in moves {
            let part_one = (t.from, t.to, t.promotion, t.castle);
            if last != Some(part_one) {
                count += 1;
                last = Some(part_one);
            }
        }
        count
    }
}

/// King's Run's chips in hand, White's and Black's (kept in the position, not on the board).
pub fn chips(pos: &<KingsRun as Game>::Position) -> [i32; 2] {
    pos.chips().map(i32::from)
}

/// King's Run's material plus its own terms under `terms`, from White's view: the kings'
/// march toward the rank they escape from (worth more to the side ahead in material, which can
/// escort it), what being a Runner costs, chips in hand, a Runner king its own Sandman is bound
/// to take, and the enemy's strikes around each king.
pub fn kings_run_static(
    game: &KingsRun,
    pos: &<KingsRun as Game>::Position,
    board: &Board,
    terms: &KingsRunTerms,
) -> i32 {
    let g = game.geometry();
    let mut score = 0;
    let mut material = [0; 2];
    let mut marches = [0; 2];
    let mut kings = [None; 2];
    // Each turn ends by spending one of its side's endings: a Sandman holds two (it wakes, then
    // may be removed), a non-royal Runner and a chip one each, a Sandman king one.
    let [white_chips, black_chips] = chips(pos);
    let mut endings = [white_chips, black_chips];
    for (i, m) in board.men() {
        match (m.letter, m.runner) {
            // Only a Runner king escapes; a Sandman king must first become one.
            (b'K', true) => {
                let bound_to_be_taken = own_sandman_takes(g, board, i, m.side);
                kings[m.side.index()] = Some(i);
                marches[m.side.index()] = terms.escape[advance(g, i, m.side)];
                score -= signed(m.side, if bound_to_be_taken { terms.own_capture_of_king } else { 0 });
            }
            (b'K', false) => {
                kings[m.side.index()] = Some(i);
                endings[m.side.index()] += 1;
                marches[m.side.index()] = terms.sandman_escape[advance(g, i, m.side)];
            }
            (letter, runner) => {
                endings[m.side.index()] += if runner { 1 } else { 2 };
                material[m.side.index()] +=
                    letter_value(&terms.values, letter) + if runner { letter_value(&terms.runner, letter) } else { 0 };
            }
        }
    }
    // Material wins nothing by itself: every piece leaves the game by the end, and a game that
    // runs out is drawn. The side ahead turns it into a win by walking its king off under
    // escort, where the other has too little left to stop it: its king's march counts for
    // more the further ahead it is. And the game is drawn once both sides have spent their
    // endings, so every king's march counts for more as the larger store runs down, up to
    // twice at the end.
    let turns_left = endings[0].max(endings[1]).min(STARTING_ENDINGS);
    for side in [Side::White, Side::Black] {
        let ahead = (material[side.index()] - material[(!side).index()]).max(0);
        let march = marches[side.index()] * (2 * STARTING_ENDINGS - turns_left) / STARTING_ENDINGS;
        score += signed(side, material[side.index()] + march + march * ahead.min(ESCORT_CAP) / ESCORT);
    }
    let [white_danger, black_danger] = kings_run_king_danger(g, board, kings);
    score + terms.chip * (white_chips - black_chips) + black_danger - white_danger
}

/// The endings each side holds at the start (fifteen Sandmen twice, the king's waking, a chip).
const STARTING_ENDINGS: i32 = 32;
/// A king's march counts once more for each this many centipawns its side is ahead...
const ESCORT: i32 = 300;
/// ...up to this lead.
const ESCORT_CAP: i32 = 1200;

/// The danger to each king (White's, Black's; `kings` are their squares), by how many times
/// the enemy strikes its square and the squares around it. A king falls by capture: the search,
/// a few plies deep in this wide game, sees the blow only once it lands, and this sees the net
/// closing. One pass over the pieces serves both kings: each piece strikes the other's zone.
fn kings_run_king_danger(g: &Geometry, board: &Board, kings: [Option<usize>; 2]) -> [i32; 2] {
    const DANGER: [i32; 12] = [0, 8, 20, 36, 56, 80, 108, 140, 176, 216, 260, 308];
    // zone[i][sq]: whether `sq` is side i's king square or next to it.
    let mut zone = [[false; CELLS]; 2];
    for (side, king) in kings.iter().enumerate() {
        let Some(king) = *king else { continue };
        zone[side][king] = true;
        for (df, dr) in KING_STEPS {
            if let Some(t) = g.offset(king, df, dr) {
                zone[side][t] = true;
            }
        }
    }
    let mut strikes = [0usize; 2];
    for (from, m) in board.men() {
        let target = (!m.side).index();
        if kings[target].is_none() {
            continue;
        }
        let forward = if m.side == Side::White { 1 } else { -1 };
        let mut hit = |t: usize| strikes[target] += usize::from(zone[target][t]);
        match m.letter {
            b'P' => [-1, 1].into_iter().filter_map(|df| g.offset(from, df, forward)).for_each(&mut hit),
            b'N' => KNIGHT_LEAPS.iter().filter_map(|&(df, dr)| g.offset(from, df, dr)).for_each(&mut hit),
            b'K' => KING_STEPS.iter().filter_map(|&(df, dr)| g.offset(from, df, dr)).for_each(&mut hit),
            letter => {
                for (df, dr) in KING_STEPS {
                    let diagonal = df != 0 && dr != 0;
                    if (letter == b'B' && !diagonal) || (letter == b'R' && diagonal) {
                        continue;
                    }
                    let mut at = from;
                    while let Some(t) = g.offset(at, df, dr) {
                        hit(t);
                        if board.get(t).is_some() {
                            break;
                        }
                        at = t;
                    }
                }
            }
        }
    }
    strikes.map(|n| DANGER[n.min(DANGER.len() - 1)])
}

/// Whether a Sandman of `side` next to (or a knight's leap from) `king` can capture it: the
/// short-range part of King's Run's compulsory own-Runner capture, cheap enough for every node.
fn own_sandman_takes(g: &Geometry, board: &Board, king: usize, side: Side) -> bool {
    let forward = if side == Side::White { 1 } else { -1 };
    let sandman = |at: Option<usize>| at.and_then(|i| board.get(i)).filter(|m| m.side == side && !m.runner);
    for df in -1..=1 {
        for dr in -1..=1 {
            let Some(m) = sandman(g.offset(king, df, dr)) else { continue };
            let diagonal = df != 0 && dr != 0;
            let takes = match m.letter {
                b'Q' => true,
                b'R' => !diagonal,
                b'B' => diagonal,
                // A pawn takes diagonally forward: it stands diagonally behind the king.
                b'P' => diagonal && dr == -forward,
                _ => false,
            };
            if takes {
                return true;
            }
        }
    }
    KNIGHT_LEAPS.iter().any(|&(df, dr)| sandman(g.offset(king, df, dr)).is_some_and(|m| m.letter == b'N'))
}

impl Evaluate for Koan {
    fn squares(&self, mv: Self::Move) -> (usize, usize) {
        (mv.from as usize, mv.to as usize)
    }

    /// A step onto the far row wins on the spot: it is ordered first and searched in
    /// quiescence, so the horizon never hides a win (or a loss) one move away.
    fn gain(&self, board: &Board, mv: Self::Move) -> i32 {
        let g = self.geometry();
        if advance(g, mv.to as usize, board.turn) + 1 == g.ranks as usize {
            return DECISIVE_GAIN;
        }
        board.get(mv.to as usize).filter(|m| m.side != board.turn).map_or(0, |m| self.value(m))
    }

    fn value(&self, man: Man) -> i32 {
        letter_value(&terms::KOAN.values, man.letter)
    }

    fn static_white(&self, _pos: &Self::Position, board: &Board) -> i32 {
        koan_static(self, board, &terms::KOAN)
    }

    fn mobility_weight(&self) -> i32 {
        terms::KOAN.mobility
    }
}

/// Koan's material plus the race to the far row (the last rows count most), the columns, who
/// guards whom, and the move, under `terms`, from White's view.
pub fn koan_static(game: &Koan, board: &Board, terms: &KoanTerms) -> i32 {
    let g = game.geometry();
    // How many pieces of each side could take on each space: a piece moves one step forward
    // (an octagon's piece also two rows straight on), and takes only on a space of its own
    // shape.
    let mut reach = [[0u8; CELLS]; 2];
    for (i, m) in board.men() {
        for j in koan_steps(g, i, m.side) {
            if g.coord(j).file.is_multiple_of(2) == (m.letter == b'O') {
                reach[m.side.index()][j] += 1;
            }
        }
    }
    let middle = g.files as i32 / 2;
    let mut score = signed(board.turn, terms.tempo);
    for (i, m) in board.men() {
        let c = g.coord(i);
        let mut term = letter_value(&terms.values, m.letter)
            + terms.race[advance(g, i, m.side).min(terms.race.len() - 1)]
            + terms.column[((c.file as i32 - middle).unsigned_abs() as usize).min(terms.column.len() - 1)];
        let guarded = reach[m.side.index()][i] > 0;
        let takeable = reach[(!m.side).index()][i] > 0;
        if guarded {
            term += terms.guarded;
        } else if takeable {
            term += terms.hanging;
        }
        // A piece of the player who has just moved, one step from the far row, that the
        // player to move cannot take: it arrives next turn, unless the player to move wins
        // first (quiescence searches that step).
        if m.side != board.turn && !takeable && koan_steps_home(g, board, i, m) {
            term += KOAN_ARRIVING;
        }
        score += signed(m.side, term);
    }
    score
}

/// What a piece is worth that will reach the far row next turn, all but the game.
const KOAN_ARRIVING: i32 = 5000;

/// Whether the piece `m` on `i` can step onto its far row: straight on two rows from an
/// octagon, diagonally from a square, onto a space that is empty or holds an enemy it may
/// take (the far row is octagons: only an octagonal piece takes there).
fn koan_steps_home(g: &Geometry, board: &Board, i: usize, m: Man) -> bool {
    koan_steps(g, i, m.side).any(|j| {
        advance(g, j, m.side) + 1 == g.ranks as usize
            && board.get(j).is_none_or(|t| t.side != m.side && m.letter == b'O')
    })
}

/// The spaces a Koan piece of `side` on `i` steps to: diagonally forward, and from an octagon
/// also two rows straight on (where it stands decides, not its shape).
fn koan_steps(g: &Geometry, i: usize, side: Side) -> impl Iterator<Item = usize> + '_ {
    let forward = if side == Side::White { 1 } else { -1 };
    let on_octagon = g.coord(i).file.is_multiple_of(2);
    let steps: &[(i32, i32)] = if on_octagon { &[(-1, 1), (1, 1), (0, 2)] } else { &[(-1, 1), (1, 1)] };
    steps.iter().filter_map(move |&(df, dr)| g.offset(i, df, dr * forward))
}

impl Evaluate for ShatranjKamilX {
    fn squares(&self, mv: Self::Move) -> (usize, usize) {
        (mv.from as usize, mv.to as usize)
    }

    fn gain(&self, board: &Board, mv: Self::Move) -> i32 {
        let victim = board.get(mv.to as usize).filter(|m| m.side != board.turn).map_or(0, |m| self.value(m));
        let promotion = match board.get(mv.from as usize) {
            Some(mover) if mv.promotes => self.value(Man { letter: b'W', ..mover }) - self.value(mover),
            _ => 0,
        };
        victim + promotion
    }

    fn value(&self, man: Man) -> i32 {
        letter_value(&terms::SHATRANJ_KAMIL_X.values, man.letter)
    }

    fn static_white(&self, _pos: &Self::Position, board: &Board) -> i32 {
        shatranj_static(self, board, &terms::SHATRANJ_KAMIL_X)
    }

    fn exchange(&self, pos: &Self::Position, board: &Board, mv: Self::Move) -> Option<i32> {
        let capturers = |occupied: u128, by: Side| self.capturers(pos, mv.to as usize, occupied, by);
        exchange_on(self, board, mv, self.occupancy(pos), capturers)
    }

    fn mobility_weight(&self) -> i32 {
        terms::SHATRANJ_KAMIL_X.mobility
    }
}

/// Shatranj Kamil X's material plus positional terms under `terms`, from White's view.
pub fn shatranj_static(game: &ShatranjKamilX, board: &Board, terms: &ShatranjTerms) -> i32 {
    let g = game.geometry();
    let mut score = 0;
    for (i, m) in board.men() {
        let mut term = letter_value(&terms.values, m.letter);
        term += match m.letter {
            // Pawns and ferzes promote on the last rank.
            b'P' => terms.pawn_advance[advance(g, i, m.side).min(9)],
            b'F' => terms.ferz_advance[advance(g, i, m.side).min(9)],
            b'N' | b'S' | b'C' => -terms.centre * off_centre(g, i),
            _ => 0,
        };
        score += signed(m.side, term);
    }
    score
}

/// A defined game's weights: what its own file cannot say, chosen once for them all.
const DEFINED_CENTRE: i32 = 6;
/// A pawn's bonus a rank advanced from where it stood at the start of the game's far side.
const DEFINED_PAWN_ADVANCE: i32 = 6;
/// A piece that wins by reaching the game's goal (the hill, the far rank): its bonus a step
/// nearer, counted from the farthest a piece can be.
const DEFINED_GOAL_STEP: i32 = 45;
/// Each check still to give, where the game counts them.
const DEFINED_CHECK_LEFT: i32 = 120;
const DEFINED_MOBILITY: i32 = 4;

impl Evaluate for Defined {
    fn squares(&self, mv: Self::Move) -> (usize, usize) {
        (mv.from.index(), mv.to.index())
    }

    fn value(&self, man: Man) -> i32 {
        self.info().piece_values.of_letter(man.letter)
    }

    fn gain(&self, board: &Board, mv: Self::Move) -> i32 {
        let pawn = self.board().def.pawn.map_or(100, |p| self.catalogued().worth[p.index()]);
        let victim = if mv.special == Special::EnPassant {
            pawn
        } else {
            board.get(mv.to.index()).filter(|m| m.side != board.turn).map_or(0, |m| self.value(m))
        };
        let promotion = match (mv.promotion, board.get(mv.from.index())) {
            (Some(kind), Some(mover)) => self.catalogued().worth[kind.index()] - self.value(mover),
            _ => 0,
        };
        victim + promotion
    }

    /// Material by each kind's worth, centralisation for the pieces that are neither pawns nor
    /// royal, pawns' advance, the way to the goal where the game has one, and the checks still to
    /// give where it counts them; all of it against its side where losing every piece wins.
    fn static_white(&self, pos: &Self::Position, _board: &Board) -> i32 {
        let rules = self.catalogued();
        let def = &rules.board.def;
        let g = self.geometry();
        let goal = def.flag.as_ref();
        // Where a side wins by losing its pieces (giveaway, antichess, losers), each piece it
        // still has is a burden: the same terms count against it.
        let burden = def.extinction.as_ref().is_some_and(|e| e.all && e.value == Value::Win);
        let own = |side: Side, term: i32| signed(side, if burden { -term } else { term });
        let mut score = 0;
        for (square, p) in pos.board.pieces(g.frame_size()) {
            let (i, side, kind) = (square.index(), p.side, p.kind);
            let mut term = rules.worth[kind.index()];
            if Some(kind) == def.pawn {
                term += DEFINED_PAWN_ADVANCE * advance(g, i, side) as i32;
            } else if Some(kind) != def.king {
                term -= DEFINED_CENTRE * off_centre(g, i);
            }
            if goal.is_some_and(|f| f.piece[side].is_none_or(|k| k == kind))
                && let Some(steps) = rules.goal_steps[side.index()][i]
            {
                term += DEFINED_GOAL_STEP * (g.files.max(g.ranks) as i32 - i32::from(steps));
            }
            score += own(side, term);
        }
        if let Some(left) = pos.checks_left {
            score += DEFINED_CHECK_LEFT * (left.black as i32 - left.white as i32);
        }
        // Pieces in hand are worth what they are on the board: each can be dropped where it
        // serves best.
        for (side, hand) in pos.hands.iter() {
            let held: i32 = hand.held().map(|(kind, n)| rules.worth[kind.index()] * i32::from(n)).sum();
            score += own(side, held);
        }
        score
    }

    /// A capture takes a piece from its target square, or en passant from beside it.
    fn captures(&self, board: &Board, mv: Self::Move) -> bool {
        mv.special == Special::EnPassant || board.get(mv.to.index()).is_some_and(|m| m.side != board.turn)
    }

    fn must_capture(&self) -> bool {
        self.board().def.must_capture
    }

    fn mobility_weight(&self) -> i32 {
        DEFINED_MOBILITY
    }
}
