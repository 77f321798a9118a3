//! Piece movement on any geometry: steps and leaps, slides with an optional range limit, and
//! hops (the cannon's capture over a screen). A piece's move-only and capture-only parts are
//! each described by a [`Movement`]; games compile them into per-square tables once.
//!
//! Slides use the classical ray method: the ray from a square in one direction, cut after the
//! first occupied square. It works on any frame (rays stop at the edge and at holes in the
//! cell mask), costs a few instructions per direction, and needs no per-board magic numbers.
//! 8×8 games use [`crate::magic`] for rook and bishop lines instead, which is faster still.

use crate::bits::Bits;
use crate::geometry::Geometry;

/// The eight line directions as (file, rank) steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    North,
    East,
    NorthEast,
    NorthWest,
    South,
    West,
    SouthWest,
    SouthEast,
}

impl Direction {
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::East,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::South,
        Direction::West,
        Direction::SouthWest,
        Direction::SouthEast,
    ];
    pub const ORTHOGONAL: [Direction; 4] = [Direction::North, Direction::East, Direction::South, Direction::West];
    pub const DIAGONAL: [Direction; 4] =
        [Direction::NorthEast, Direction::NorthWest, Direction::SouthWest, Direction::SouthEast];

    pub const fn step(self) -> (i32, i32) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::NorthEast => (1, 1),
            Direction::NorthWest => (-1, 1),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
            Direction::SouthWest => (-1, -1),
            Direction::SouthEast => (1, -1),
        }
    }

    /// Whether square indices grow along this direction (index = rank * files + file), which
    /// decides whether the nearest blocker is the lowest or the highest bit of the ray.
    pub const fn ascending(self) -> bool {
        matches!(self, Direction::North | Direction::East | Direction::NorthEast | Direction::NorthWest)
    }

    pub const fn is_diagonal(self) -> bool {
        matches!(self, Direction::NorthEast | Direction::NorthWest | Direction::SouthWest | Direction::SouthEast)
    }
}

/// A set of directions as a bit mask over [`Direction::ALL`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Directions(pub u8);

impl Directions {
    pub const NONE: Directions = Directions(0);
    pub const ORTHOGONAL: Directions = Directions(0b0011_0011);
    pub const DIAGONAL: Directions = Directions(0b1100_1100);
    pub const ALL: Directions = Directions(0xFF);

    pub fn contains(self, d: Direction) -> bool {
        self.0 >> d as u8 & 1 == 1
    }
    pub fn iter(self) -> impl Iterator<Item = Direction> {
        Direction::ALL.into_iter().filter(move |&d| self.contains(d))
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// What one part of a piece's movement does, independent of the board.
///
/// `leaps` are (file, rank) offsets as seen by White; for Black they are mirrored across the
/// middle rank when `forward_relative` is set (pawns, scouts), which is how "forward" is spelt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Movement {
    pub leaps: &'static [(i8, i8)],
    pub slides: Directions,
    /// Longest slide in squares; `None` for unlimited.
    pub range: Option<u8>,
    /// Cannon-style hops: along these directions, jump exactly one piece and land on (capture)
    /// the first piece beyond it.
    pub hops: Directions,
    pub forward_relative: bool,
}

impl Movement {
    pub const NONE: Movement =
        Movement { leaps: &[], slides: Directions::NONE, range: None, hops: Directions::NONE, forward_relative: false };

    pub const fn leaper(leaps: &'static [(i8, i8)]) -> Movement {
        Movement { leaps, ..Movement::NONE }
    }

    pub const fn slider(slides: Directions) -> Movement {
        Movement { slides, ..Movement::NONE }
    }

    pub const fn forward(self) -> Movement {
        Movement { forward_relative: true, ..self }
    }

    pub const fn with_slides(self, slides: Directions) -> Movement {
        Movement { slides, ..self }
    }

    pub fn is_none(&self) -> bool {
        self.leaps.is_empty() && self.slides.is_empty() && self.hops.is_empty()
    }
}

pub const KING_STEPS: &[(i8, i8)] = &[(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
pub const KNIGHT_LEAPS: &[(i8, i8)] = &[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
pub const FERZ_STEPS: &[(i8, i8)] = &[(1, 1), (-1, 1), (-1, -1), (1, -1)];
pub const WAZIR_STEPS: &[(i8, i8)] = &[(1, 0), (0, 1), (-1, 0), (0, -1)];

/// Precomputed rays and distances for one geometry, over a bit-set type wide enough for it.
pub struct Tables<B: Bits> {
    pub geometry: Geometry,
    /// `rays[d][sq]`: every space from `sq` (exclusive) in direction `d` up to the edge or the
    /// first hole in the board.
    rays: [Vec<B>; 8],
    /// `within[n][sq]`: every space whose Chebyshev distance from `sq` is at most `n` (n ≤ 10).
    within: Vec<Vec<B>>,
    cells: B,
}

impl<B: Bits> Tables<B> {
    pub fn new(geometry: Geometry) -> Tables<B> {
        assert!(geometry.frame_size() <= B::CAPACITY, "board does not fit the bit set");
        let n = geometry.frame_size();
        let rays = Direction::ALL.map(|d| {
            let (df, dr) = d.step();
            (0..n)
                .map(|sq| {
                    let mut ray = B::EMPTY;
                    if geometry.contains(sq) {
                        let mut cur = sq;
                        while let Some(next) = geometry.offset(cur, df, dr) {
                            ray |= B::bit(next);
                            cur = next;
                        }
                    }
                    ray
                })
                .collect()
        });
        let within = (0..=10)
            .map(|dist: i32| {
                (0..n)
                    .map(|sq| {
                        let c = geometry.coord(sq);
                        let mut set = B::EMPTY;
                        for t in 0..n {
                            let tc = geometry.coord(t);
                            let d = (tc.file as i32 - c.file as i32).abs().max((tc.rank as i32 - c.rank as i32).abs());
                            if d <= dist && geometry.contains(t) {
                                set |= B::bit(t);
                            }
                        }
                        set
                    })
                    .collect()
            })
            .collect();
        Tables { geometry, rays, within, cells: B::from_u128(geometry.cells) }
    }

    pub fn cells(&self) -> B {
        self.cells
    }

    #[inline]
    pub fn ray(&self, d: Direction, sq: usize) -> B {
        self.rays[d as usize][sq]
    }

    /// Squares within `dist` king steps of `sq` (including `sq`).
    #[inline]
    pub fn within(&self, dist: u8, sq: usize) -> B {
        self.within[dist.min(10) as usize][sq]
    }

    /// The squares a slider on `sq` reaches in direction `d`, up to and including the first
    /// occupied square.
    #[inline]
    pub fn slide_ray(&self, d: Direction, sq: usize, occupied: B) -> B {
        let ray = self.ray(d, sq);
        let blockers = ray & occupied;
        if blockers.is_empty() {
            return ray;
        }
        let first = if d.ascending() { blockers.lsb() } else { blockers.msb() };
        ray ^ self.ray(d, first)
    }

    /// Every square a slider on `sq` reaches along `dirs`, each line ending on the first occupied
    /// square (which the caller keeps or drops as a capture), limited to `range` steps.
    #[inline]
    pub fn slides(&self, sq: usize, occupied: B, dirs: Directions, range: Option<u8>) -> B {
        let mut reach = B::EMPTY;
        for d in dirs.iter() {
            reach |= self.slide_ray(d, sq, occupied);
        }
        match range {
            Some(r) => reach & self.within(r, sq),
            None => reach,
        }
    }

    /// The squares a cannon on `sq` could capture on along `dirs`: the first occupied square
    /// beyond exactly one occupied square (the screen).
    #[inline]
    pub fn hops(&self, sq: usize, occupied: B, dirs: Directions) -> B {
        let mut targets = B::EMPTY;
        for d in dirs.iter() {
            let blockers = self.ray(d, sq) & occupied;
            if blockers.is_empty() {
                continue;
            }
            let screen = if d.ascending() { blockers.lsb() } else { blockers.msb() };
            let beyond = self.ray(d, screen) & occupied;
            if beyond.any() {
                targets |= B::bit(if d.ascending() { beyond.lsb() } else { beyond.msb() });
            }
        }
        targets
    }

    /// The leap targets of `leaps` from `sq` for `side_is_black` (mirrored when forward-relative).
    pub fn leaps(&self, sq: usize, leaps: &[(i8, i8)], mirror: bool) -> B {
        let mut set = B::EMPTY;
        for &(df, dr) in leaps {
            let dr = if mirror { -dr } else { dr };
            if let Some(t) = self.geometry.offset(sq, df as i32, dr as i32) {
                set |= B::bit(t);
            }
        }
        set
    }

    /// Every square `movement` reaches from `sq` given the occupancy, for White (`black` false)
    /// or Black. Move-only and capture-only filtering against friends and foes is the caller's.
    pub fn reach(&self, movement: &Movement, sq: usize, occupied: B, black: bool) -> B {
        let mut set = self.leaps(sq, movement.leaps, black && movement.forward_relative);
        if !movement.slides.is_empty() {
            set |= self.slides(sq, occupied, movement.slides, movement.range);
        }
        if !movement.hops.is_empty() {
            set |= self.hops(sq, occupied, movement.hops);
        }
        set
    }

    /// Which of `pieces` (all moving by `movement`, for Black when `black`) capture onto
    /// `target`. Works backwards from the target, because every kind of reach is symmetric: a
    /// leap is found by the opposite leap, a slide (ranged or not) by the same slide, and a
    /// cannon's hop by the same hop over the same screen.
    pub fn attackers(&self, target: usize, occupied: B, movement: &Movement, pieces: B, black: bool) -> B {
        let mut from = B::EMPTY;
        for &(df, dr) in movement.leaps {
            let dr = if black && movement.forward_relative { -dr } else { dr };
            if let Some(sq) = self.geometry.offset(target, -(df as i32), -(dr as i32)) {
                from |= B::bit(sq);
            }
        }
        if !movement.slides.is_empty() {
            from |= self.slides(target, occupied, movement.slides, movement.range);
        }
        if !movement.hops.is_empty() {
            from |= self.hops(target, occupied, movement.hops);
        }
        from & pieces
    }

    /// The squares strictly between `a` and `b` if they share a line, else empty.
    pub fn between(&self, a: usize, b: usize) -> B {
        for d in Direction::ALL {
            if self.ray(d, a).has(b) {
                return self.ray(d, a) & !self.ray(d, b) & !B::bit(b);
            }
        }
        B::EMPTY
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Coord;

    fn sq(g: &Geometry, s: &str) -> usize {
        g.index(Coord::parse(s).unwrap()).unwrap()
    }

    fn names<B: Bits>(g: &Geometry, set: B) -> Vec<String> {
        set.squares().map(|i| g.coord(i).to_string()).collect()
    }

    #[test]
    fn a_slide_stops_on_the_first_piece_and_respects_its_range() {
        let g = Geometry::rectangle(10, 10);
        let t: Tables<u128> = Tables::new(g);
        let occ = u128::bit(sq(&g, "e7")) | u128::bit(sq(&g, "b4"));
        let rook = t.slides(sq(&g, "e4"), occ, Directions::ORTHOGONAL, None);
        assert!(rook.has(sq(&g, "e7")) && !rook.has(sq(&g, "e8")));
        assert!(rook.has(sq(&g, "b4")) && !rook.has(sq(&g, "a4")));
        assert!(rook.has(sq(&g, "j4")) && rook.has(sq(&g, "e1")));
        let short = t.slides(sq(&g, "e4"), occ, Directions::ORTHOGONAL, Some(2));
        assert_eq!(names(&g, short), ["e2", "e3", "c4", "d4", "f4", "g4", "e5", "e6"]);
    }

    #[test]
    fn a_cannon_captures_only_beyond_exactly_one_screen() {
        let g = Geometry::rectangle(10, 10);
        let t: Tables<u128> = Tables::new(g);
        // a1 cannon, screen a3, targets a7 (a5 empty); on the rank: screen c1, target e1.
        let occ = ["a3", "a7", "a9", "c1", "e1", "f1"].iter().fold(0u128, |o, s| o | u128::bit(sq(&g, s)));
        let hops = t.hops(sq(&g, "a1"), occ, Directions::ORTHOGONAL);
        assert_eq!(names(&g, hops), ["e1", "a7"]);
    }

    #[test]
    fn attackers_are_found_backwards_from_the_target_for_every_kind_of_reach() {
        let g = Geometry::rectangle(10, 10);
        let t: Tables<u128> = Tables::new(g);
        let bb = |squares: &[&str]| squares.iter().fold(0u128, |o, s| o | u128::bit(sq(&g, s)));
        // Brute force: a piece attacks the target iff its forward reach contains the target.
        let cannon = Movement { hops: Directions::ORTHOGONAL, ..Movement::NONE };
        let pawn = Movement::leaper(&[(1, 1), (-1, 1)]).forward();
        let short_rook = Movement { range: Some(2), ..Movement::slider(Directions::ORTHOGONAL) };
        let occupied = bb(&["e1", "e3", "e5", "c5", "g5", "d6", "f6", "j5", "e9"]);
        for movement in [cannon, pawn, short_rook, Movement::leaper(KNIGHT_LEAPS)] {
            for black in [false, true] {
                for target in occupied.squares() {
                    let backwards = t.attackers(target, occupied, &movement, occupied, black);
                    let forwards = occupied
                        .squares()
                        .filter(|&p| t.reach(&movement, p, occupied, black).has(target))
                        .fold(0u128, |o, p| o | u128::bit(p));
                    assert_eq!(backwards, forwards, "{movement:?} black={black} target={}", g.coord(target));
                }
            }
        }
        // Only the e1 cannon takes e5 (over the e3 screen): between e9 and e5 stands no screen.
        assert_eq!(names(&g, t.attackers(sq(&g, "e5"), occupied, &cannon, bb(&["e1", "e9"]), false)), ["e1"]);
    }

    #[test]
    fn rays_stop_at_holes_in_the_board() {
        let g = Geometry::masked(3, 3, |f, r| !(f == 1 && r == 1));
        let t: Tables<u128> = Tables::new(g);
        assert_eq!(names(&g, t.ray(Direction::NorthEast, 0)), Vec::<String>::new());
        assert_eq!(names(&g, t.ray(Direction::North, 0)), ["a2", "a3"]);
    }

    #[test]
    fn forward_leaps_mirror_for_black() {
        let g = Geometry::rectangle(8, 8);
        let t: Tables<u64> = Tables::new(g);
        let scout = &[(1, 2), (-1, 2), (2, 1), (-2, 1)];
        assert_eq!(names(&g, t.leaps(sq(&g, "d7"), scout, true)), ["c5", "e5", "b6", "f6"]);
        assert_eq!(names(&g, t.between(sq(&g, "a1"), sq(&g, "d4"))), ["b2", "c3"]);
        assert_eq!(t.between(sq(&g, "a1"), sq(&g, "b3")), 0);
    }
}
