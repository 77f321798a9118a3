//! A defined game's positions and moves: the position read from and written to the format's FEN
//! dialect, every legal move generated from the pieces' Betza, and a move played.
//!
//! Squares are numbered `rank * files + file` (a1 = 0). The generator is plain and exact: each
//! piece's moves are tried square by square, and a move is legal when, played, it leaves no royal
//! piece of the mover attacked (and, where checks are forbidden, gives none).

mod attacks;
mod blast;
mod chase;
mod counting;
mod duck;
mod endings;
mod fen;
mod generate;
mod legal;
mod palace;
mod play;

mod position;

use arrayvec::ArrayVec;
use ortoo_i18n::{Said, english};

use crate::geometry::Coord;

use super::betza::{Motion, Reach, lame_path};
use super::definition::{Definition, Value};
pub use super::types::{BySide, Kind, Kinds, MAX_SQUARES, Region, Side, Square};
pub use position::{Counting, Gate, Hand, Move, Piece, Placement, Position, Special};

/// What ended a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    Checkmate,
    Stalemate,
    /// A kind of piece (or every piece) taken down to the count the game sets.
    Extinction,
    /// A piece reached the region the game sets (the hill, the eighth rank).
    Flag,
    /// The checks the game counts were all given.
    Checks,
    /// Mate by a pawn dropped where the game forbids it (uchifuzume): the dropper loses.
    PawnDropMate,
    /// The count passed its limit before the side counted against mated (makruk): a draw.
    Counting,
    /// Both sides passed, one turn after the other (janggi): decided on material.
    Passes,
    /// The generals faced each other, and the side to move then passed rather than part them
    /// (janggi's bikjang): decided on material.
    Bikjang,
}

/// A FEN that cannot be read, and why: a `fault-fen-…` message of `variant_faults.ftl`, kept
/// unsaid, so that a fault in an uploaded file's start position is told in its reader's language.
/// Shown (`Display`) it is said in English, as a position typed as text is answered
/// (`Game::read_position`'s `PositionError`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError(pub Said);

impl FenError {
    fn new(why: Said) -> FenError {
        FenError(why)
    }

    /// Why, unsaid.
    pub fn said(&self) -> Said {
        self.0.clone()
    }
}

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english().say(&self.0))
    }
}

impl std::error::Error for FenError {}

/// A defined game ready to play: its definition and the tables built from it.
#[derive(Debug, Clone)]
pub struct Board {
    pub def: Definition,
    files: i32,
    ranks: i32,
    /// Each square's file and rank, so that stepping needs no division.
    coords: [(i8, i8); MAX_SQUARES],
    /// Each side's capturing moves that [`Board::lines`] cannot hold (lame leaps and first
    /// moves), with the offset as that side makes them: what [`Board::attacked`] tries backwards
    /// from a square, each as it is.
    odd_captures: BySide<Vec<Capture>>,
    /// Square by square, the odd captures that could land there ([`OddAt`]): what
    /// [`Board::attacked`] tries, the squares of each leap worked out once.
    odd_at: BySide<Vec<Vec<OddAt>>>,
    /// For each side and each square its king could stand on, the squares where a piece, by
    /// standing, leaving or arriving, could change whether that square is attacked by the other
    /// side: the lines toward it, the leaps onto it and the squares they pass. A move that
    /// neither leaves nor enters one of them leaves the king as attacked as it was.
    near_king: BySide<Vec<Region>>,
    /// The same captures gathered by line, for the plain ones (neither lame nor initial): each
    /// line walked once from the attacked square, whatever kinds use it.
    lines: BySide<Vec<Line>>,
    /// Each side's kinds that take along a way [`Board::lines`] does not hold (a lame leap, a
    /// hop, a ride from or to some squares only): a piece moving may unblock one, or screen
    /// for one, so no square is known safe to leave while one is on the board.
    odd_riders: BySide<Kinds>,
    /// Kind by kind, each side's squares a piece of the kind could not move on from, even on an
    /// empty board (a pawn on the last rank): where the game forbids such moves.
    stuck: Vec<BySide<Region>>,
    /// Every square's ray in every direction the game's pieces step (see [`Board::ray`]): the
    /// squares reached by repeating the step from it, to the edge, laid end to end.
    rays: Vec<Square>,
    /// Where each (direction, square)'s ray lies in `rays`: its start and length. A motion or an
    /// attack line names its direction by index.
    ray_at: Vec<(u32, u8)>,
    /// Each side's moves, kind by kind, as [`Board::pseudo_legal`] walks them.
    moves: BySide<Vec<Vec<Walk>>>,
    /// The regions walks may start from ([`Walk::from`]), the whole board first.
    starts: Vec<Region>,
    /// Kinds two of whose ways of moving can end on the same square (`RD`: the rook's slide and
    /// the dabbaba's leap both reach two squares away): their moves are made unique as they are
    /// generated, since a move is one move however many of the piece's ways lead to it.
    overlapping: Kinds,
    /// Each side's first rank, where pawns may not be dropped unless the game says so.
    first_rank: BySide<Region>,
    /// Each file's squares, for the rule that bars a pawn dropped on a file holding one.
    file_regions: Vec<Region>,
    /// The kind called `bishop`, for placement chess's rule of bishops on both colours.
    bishop: Option<Kind>,
    /// The kind called `shogiPawn`, whose dropped mate loses where the game says so.
    shogi_pawn: Option<Kind>,
    /// The kinds called `rook`, `silver` (makruk's khon) and `knight`, whose number sets a
    /// count's limit (makruk's counting); the rook also for sittuyin's drops and Cambodian
    /// chess's aim at the king.
    rook: Option<Kind>,
    khon: Option<Kind>,
    knight: Option<Kind>,
    /// The kind called `fers` (makruk's met), for Cambodian chess's first move.
    met: Option<Kind>,
    /// The board's own squares.
    on_board: Region,
    /// The direction of each of a king's eight steps (see [`Board::unit_ray`]).
    unit: [u16; 9],
    /// Each side's kinds whose moves may promote (a pawn's kinds, shogi's pieces with a
    /// promoted kind): the others' moves need no look at the promotion zone.
    promoting: BySide<Kinds>,
    /// The kinds called `janggiCannon`: they hop over no cannon and take none.
    janggi_cannons: Kinds,
    /// Kind by kind, how it moves along the diagonal lines (`diagonalLines`), if it does.
    palace: Vec<Option<palace::PalaceWay>>,
}

/// A piece's motion as one side makes it, with its direction's index: what the generator walks.
#[derive(Debug, Clone, Copy)]
struct Walk {
    direction: u16,
    motion: Motion,
    /// The squares it may be made from, as an index into [`Board::starts`]: 0 for anywhere; else
    /// the double-step region of an initial motion, or the ranks a soldier's sideways step is
    /// made from. (An index keeps the walk small: the generator reads every walk of a piece.)
    from: u8,
    /// A move only a piece's first move has (a pawn's double step written in Betza): it leaves
    /// the squares it passed to be taken en passant.
    first_only: bool,
    /// For a lame leap, the steps (from where it starts) of the squares it passes: the first
    /// `path_len` of `path`.
    path: [(i8, i8); 2],
    path_len: u8,
}

impl Walk {
    /// The steps of the squares a lame leap passes.
    fn path(&self) -> &[(i8, i8)] {
        &self.path[..usize::from(self.path_len)]
    }
}

/// One of [`Board::odd_captures`] as it lands on one square: its index, and for a leap (lame or
/// not) the square it must start from and the squares a lame one passes, on the board.
#[derive(Debug, Clone)]
struct OddAt {
    capture: u16,
    from: Square,
    path: ArrayVec<Square, 2>,
}

/// One direction an attack can come from, and the kinds that attack along it.
#[derive(Debug, Clone)]
struct Line {
    /// The step from the attacked square toward the attacker.
    file: i32,
    rank: i32,
    /// Kinds that take with one leap of this step.
    leapers: Kinds,
    /// Kinds that ride this step, with how many steps at most.
    riders: Vec<(Kind, u32)>,
    /// The step's index among the board's directions.
    direction: u16,
    /// The same kinds as a set.
    rider_kinds: Kinds,
}

/// A capturing move of a kind, for one side.
#[derive(Debug, Clone, Copy)]
struct Capture {
    kind: Kind,
    file: i32,
    rank: i32,
    reach: Reach,
    motion: Motion,
    /// The squares it may be made from (as [`Walk::from`]), and those it may end on (the
    /// kind's mobility region).
    from: Region,
    to: Region,
    /// The direction back from where it lands toward where it came from (by index, as
    /// [`Board::ray`] takes it): a ride's or a hop's line is walked along it.
    back: u16,
}

impl Capture {
    /// Whether [`Board::lines`] can hold it: a plain leap or ride, from anywhere to anywhere.
    fn plain(&self) -> bool {
        matches!(self.reach, Reach::Leap | Reach::Ride { .. }) && self.from == Region::ALL && self.to == Region::ALL
    }
}

impl Board {
    pub fn new(def: Definition) -> Board {
        let (files, ranks) = (def.files as i32, def.ranks as i32);
        let mut coords = [(0i8, 0i8); MAX_SQUARES];
        for (sq, c) in coords.iter_mut().enumerate().take((files * ranks) as usize) {
            *c = ((sq as i32 % files) as i8, (sq as i32 / files) as i8);
        }
        let from_region = |kind: usize, m: &Motion, side: Side| -> Region {
            if m.initial {
                return def.double_step_region[side];
            }
            if def.soldier == Some(Kind::new(kind)) && m.offset.rank == 0 && def.soldier_rank > 0 {
                // The soldier's sideways step, from its side's `soldier_rank` on.
                let rank = |r: i32| if side == Side::White { r } else { ranks - 1 - r };
                return (0..files * ranks)
                    .filter(|&q| rank(q / files) >= i32::from(def.soldier_rank))
                    .map(|q| Square::new(q as usize))
                    .collect();
            }
            Region::ALL
        };
        let captures: BySide<Vec<Capture>> = BySide::from_fn(|side| {
            def.kinds
                .iter()
                .enumerate()
                .flat_map(|(kind, k)| {
                    k.motions.iter().filter(|m| m.capture).map(move |m| {
                        let (file, rank) = Self::offset(m, side);
                        Capture {
                            kind: Kind::new(kind),
                            file,
                            rank,
                            reach: m.reach,
                            motion: *m,
                            from: from_region(kind, m, side),
                            to: k.mobility[side],
                            back: 0,
                        }
                    })
                })
                .collect()
        });
        let mut lines = captures.as_ref().map(|captures| {
            let mut lines: Vec<Line> = Vec::new();
            for c in captures.iter().filter(|c| c.plain()) {
                let (file, rank) = (-c.file, -c.rank);
                let at = match lines.iter().position(|l| l.file == file && l.rank == rank) {
                    Some(i) => i,
                    None => {
                        lines.push(Line {
                            file,
                            rank,
                            leapers: Kinds::NONE,
                            riders: Vec::new(),
                            rider_kinds: Kinds::NONE,
                            direction: 0,
                        });
                        lines.len() - 1
                    }
                };
                match c.reach {
                    Reach::Ride { limit } => {
                        lines[at].riders.push((c.kind, limit.map_or(u32::MAX, u32::from)));
                        lines[at].rider_kinds = lines[at].rider_kinds.with(c.kind);
                    }
                    _ => lines[at].leapers = lines[at].leapers.with(c.kind),
                }
            }
            lines
        });
        let odd_riders = captures
            .as_ref()
            .map(|all| all.iter().filter(|c| !c.plain() && c.reach != Reach::Leap).map(|c| c.kind).collect());
        let mut odd_captures: BySide<Vec<Capture>> =
            captures.map(|all| all.into_iter().filter(|c| !c.plain()).collect());
        // Every direction a motion or an attack line steps, and each square's ray along it.
        let mut directions: Vec<(i32, i32)> = Vec::new();
        let mut direction_of = |step: (i32, i32)| -> u16 {
            let at = directions.iter().position(|&d| d == step).unwrap_or_else(|| {
                directions.push(step);
                directions.len() - 1
            });
            u16::try_from(at).expect("fewer directions than u16 counts")
        };
        // The eight steps of a king, whatever the pieces: the palace's lines and the generals'
        // files are walked along them.
        let mut unit = [0u16; 9];
        for df in -1..=1 {
            for dr in -1..=1 {
                unit[Self::unit_index(df, dr)] = direction_of((df, dr));
            }
        }
        let mut starts = vec![Region::ALL];
        let mut start_of = |region: Region| -> u8 {
            let at = starts.iter().position(|&r| r == region).unwrap_or_else(|| {
                starts.push(region);
                starts.len() - 1
            });
            u8::try_from(at).expect("fewer start regions than u8 counts")
        };
        let moves = BySide::from_fn(|side| {
            def.kinds
                .iter()
                .enumerate()
                .map(|(kind, k)| {
                    k.motions
                        .iter()
                        .map(|m| Walk {
                            direction: direction_of(Self::offset(m, side)),
                            motion: *m,
                            from: start_of(from_region(kind, m, side)),
                            first_only: m.initial
                                && !k.motions.iter().any(|n| !n.initial && n.offset == m.offset && n.quiet),
                            path: {
                                let steps = Self::lame_steps(m, side);
                                [steps.first().copied().unwrap_or_default(), steps.get(1).copied().unwrap_or_default()]
                            },
                            path_len: Self::lame_steps(m, side).len() as u8,
                        })
                        .collect()
                })
                .collect()
        });
        for side_lines in lines.iter_mut() {
            for line in side_lines.iter_mut() {
                line.direction = direction_of((line.file, line.rank));
            }
        }
        for captures in odd_captures.iter_mut() {
            for c in captures.iter_mut() {
                c.back = direction_of((-c.file, -c.rank));
            }
        }
        let squares = (files * ranks) as usize;
        let (mut rays, mut ray_at) = (Vec::new(), Vec::with_capacity(directions.len() * MAX_SQUARES));
        for &(df, dr) in &directions {
            for sq in 0..MAX_SQUARES {
                let start = u32::try_from(rays.len()).expect("rays fit u32");
                if sq < squares {
                    let (mut f, mut r) = (sq as i32 % files + df, sq as i32 / files + dr);
                    while (0..files).contains(&f) && (0..ranks).contains(&r) && (df, dr) != (0, 0) {
                        rays.push(Square::new((r * files + f) as usize));
                        f += df;
                        r += dr;
                    }
                }
                ray_at.push((start, u8::try_from(rays.len() - start as usize).expect("a ray fits u8")));
            }
        }
        let mut board = Board {
            def,
            files,
            ranks,
            coords,
            odd_captures,
            odd_at: BySide::both(Vec::new()),
            near_king: BySide::both(Vec::new()),
            lines,
            odd_riders,
            stuck: Vec::new(),
            rays,
            ray_at,
            moves,
            starts,
            overlapping: Kinds::NONE,
            first_rank: BySide::new(
                (0..files).map(|f| Square::new(f as usize)).collect(),
                (0..files).map(|f| Square::new(((ranks - 1) * files + f) as usize)).collect(),
            ),
            file_regions: (0..files)
                .map(|f| (0..ranks).map(|r| Square::new((r * files + f) as usize)).collect())
                .collect(),
            bishop: None,
            shogi_pawn: None,
            rook: None,
            khon: None,
            knight: None,
            met: None,
            on_board: (0..(files * ranks) as usize).map(Square::new).collect(),
            unit,
            promoting: BySide::both(Kinds::NONE),
            janggi_cannons: Kinds::NONE,
            palace: Vec::new(),
        };
        board.overlapping = (0..board.def.kinds.len())
            .filter(|&kind| Self::ways_overlap(&board.def, kind, files.max(ranks)))
            .map(Kind::new)
            .collect();
        board.bishop = board.def.kinds.iter().position(|k| k.name == "bishop").map(Kind::new);
        board.shogi_pawn = board.def.kinds.iter().position(|k| k.name == "shogiPawn").map(Kind::new);
        let named = |name: &str| board.def.kinds.iter().position(|k| k.name == name).map(Kind::new);
        board.janggi_cannons = board
            .def
            .kinds
            .iter()
            .enumerate()
            .filter(|(_, k)| k.name == "janggiCannon")
            .map(|(i, _)| Kind::new(i))
            .collect();
        board.palace = board.def.kinds.iter().map(palace::PalaceWay::of).collect();
        let shogi: Kinds = (0..board.def.kinds.len())
            .filter(|&k| board.def.promotes_to.get(k).copied().flatten().is_some())
            .map(Kind::new)
            .collect();
        board.promoting = board.def.promotion_pawns.map(|pawns| pawns | shogi);
        let odd_at = BySide::from_fn(|side| board.all_squares().map(|sq| board.odd_attacks_on(side, sq)).collect());
        board.odd_at = odd_at;
        let near_king = BySide::from_fn(|side| board.all_squares().map(|sq| board.near(side, sq)).collect());
        board.near_king = near_king;
        (board.rook, board.khon, board.knight, board.met) =
            (named("rook"), named("silver"), named("knight"), named("fers"));
        // A kind is stuck on a square where none of its ordinary moves' rays has a square.
        board.stuck = (0..board.def.kinds.len())
            .map(|kind| {
                BySide::from_fn(|side| {
                    board
                        .all_squares()
                        .filter(|&sq| {
                            board.moves[side][kind]
                                .iter()
                                .filter(|walk| !walk.motion.initial)
                                .all(|walk| board.ray(walk.direction, sq).is_empty())
                        })
                        .collect()
                })
            })
            .collect();
        board
    }

    /// The steps (as `side` makes the motion, from where it starts) of the squares a lame leap
    /// passes; none for another motion.
    fn lame_steps(m: &Motion, side: Side) -> ArrayVec<(i8, i8), 2> {
        if m.reach != Reach::Lame {
            return ArrayVec::new();
        }
        let o = if side == Side::White { m.offset } else { m.offset.for_black() };
        lame_path(o).into_iter().take(2).map(|p| (p.file, p.rank)).collect()
    }

    /// `side`'s odd captures that could land on `sq`, each leap's start and path worked out (a
    /// leap from off the board, or from where it may not start, left out).
    fn odd_attacks_on(&self, side: Side, sq: Square) -> Vec<OddAt> {
        self.odd_captures[side]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.to.has(sq))
            .filter_map(|(i, c)| {
                let capture = u16::try_from(i).expect("fewer captures than u16 counts");
                match c.reach {
                    Reach::Leap | Reach::Lame => {
                        let from = self.shift(sq, -c.file, -c.rank).filter(|&q| c.from.has(q))?;
                        let path = Self::lame_steps(&c.motion, side)
                            .into_iter()
                            .map(|(f, r)| self.shift(from, i32::from(f), i32::from(r)))
                            .collect::<Option<ArrayVec<Square, 2>>>()?;
                        Some(OddAt { capture, from, path })
                    }
                    _ => Some(OddAt { capture, from: sq, path: ArrayVec::new() }),
                }
            })
            .collect()
    }

    /// The squares that bear on whether `side`'s king on `sq` is attacked (see
    /// [`Board::near_king`]).
    fn near(&self, side: Side, sq: Square) -> Region {
        let them = !side;
        let mut near = Region::EMPTY;
        let add_ray = |near: &mut Region, ray: &[Square], whole: bool| {
            for &q in ray.iter().take(if whole { usize::MAX } else { 1 }) {
                *near = near.with(q);
            }
        };
        for line in &self.lines[them] {
            add_ray(&mut near, self.ray(line.direction, sq), !line.riders.is_empty());
        }
        for odd in &self.odd_at[them][sq.index()] {
            let c = &self.odd_captures[them][usize::from(odd.capture)];
            match c.reach {
                Reach::Leap | Reach::Lame => {
                    near = near.with(odd.from);
                    for &q in &odd.path {
                        near = near.with(q);
                    }
                }
                _ => add_ray(&mut near, self.ray(c.back, sq), true),
            }
        }
        // The palace's lines, and the files and ranks a king faces the other along.
        let mut steps: ArrayVec<(i32, i32), 8> = ArrayVec::new();
        if self.def.diagonal_lines.has(sq) {
            steps.extend([(1, 1), (1, -1), (-1, 1), (-1, -1)]);
        }
        if self.def.flying_general || self.def.bikjang {
            steps.extend([(1, 0), (-1, 0), (0, 1), (0, -1)]);
        }
        for (df, dr) in steps {
            let mut at = sq;
            while let Some(q) = self.shift(at, df, dr) {
                near = near.with(q);
                at = q;
            }
        }
        near
    }

    /// Whether two of a kind's ways of moving reach a common offset (on a board whose longer
    /// side is `span`), or one reaches where its pawn steps of two or three squares do.
    pub(super) fn ways_overlap(def: &Definition, kind: usize, span: i32) -> bool {
        let reached = |m: &Motion| -> Vec<(i32, i32)> {
            let steps = match m.reach {
                Reach::Leap | Reach::Lame => 1,
                Reach::Ride { limit } => limit.map_or(span, i32::from),
                Reach::Hop | Reach::Grasshop => span,
            };
            (1..=steps).map(|k| (k * i32::from(m.offset.file), k * i32::from(m.offset.rank))).collect()
        };
        let mut seen: Vec<(i32, i32)> = Vec::new();
        if def.pawn.is_some_and(|p| p.index() == kind) {
            seen.extend([(0, 2), (0, 3)]);
        }
        for m in &def.kinds[kind].motions {
            let mut mine = reached(m);
            mine.sort_unstable();
            mine.dedup();
            if mine.iter().any(|o| seen.contains(o)) {
                return true;
            }
            seen.extend(mine);
        }
        false
    }

    /// The squares from `sq` stepping in direction `direction` to the edge, nearest first.
    #[inline]
    pub(super) fn ray(&self, direction: u16, sq: Square) -> &[Square] {
        let (start, len) = self.ray_at[direction as usize * MAX_SQUARES + sq.index()];
        &self.rays[start as usize..start as usize + len as usize]
    }

    fn unit_index(df: i32, dr: i32) -> usize {
        ((df + 1) * 3 + dr + 1) as usize
    }

    /// The squares from `sq` stepping one file `df` and one rank `dr` (each -1, 0 or 1) at a
    /// time, to the edge, nearest first.
    #[inline]
    pub(super) fn unit_ray(&self, df: i32, dr: i32, sq: Square) -> &[Square] {
        self.ray(self.unit[Self::unit_index(df, dr)], sq)
    }

    /// How many squares the board has.
    pub fn squares(&self) -> usize {
        (self.files * self.ranks) as usize
    }

    /// Every square of the board, a1 first.
    pub fn all_squares(&self) -> impl Iterator<Item = Square> + use<> {
        (0..self.squares()).map(Square::new)
    }

    /// The square at `file` and `rank` (from zero), if the board has it.
    pub fn square_at(&self, file: i32, rank: i32) -> Option<Square> {
        ((0..self.files).contains(&file) && (0..self.ranks).contains(&rank))
            .then(|| Square::new((rank * self.files + file) as usize))
    }

    /// The file and rank of a square, from zero.
    #[inline]
    pub fn coords_of(&self, sq: Square) -> (i32, i32) {
        let (f, r) = self.coords[sq.index()];
        (i32::from(f), i32::from(r))
    }

    #[inline]
    pub(super) fn shift(&self, sq: Square, file: i32, rank: i32) -> Option<Square> {
        let (f0, r0) = self.coords_of(sq);
        self.square_at(f0 + file, r0 + rank)
    }

    pub(super) fn offset(m: &Motion, side: Side) -> (i32, i32) {
        let o = if side == Side::White { m.offset } else { m.offset.for_black() };
        (o.file as i32, o.rank as i32)
    }

    /// The rank `rank` counted from `side`'s own edge.
    pub fn relative_rank(&self, side: Side, rank: i32) -> i32 {
        if side == Side::White { rank } else { self.ranks - 1 - rank }
    }

    /// The direction `side`'s pawns advance in: up the board for White.
    pub(super) const fn forward(side: Side) -> i32 {
        match side {
            Side::White => 1,
            Side::Black => -1,
        }
    }
}
