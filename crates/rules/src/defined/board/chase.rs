//! Xiangqi's chasing rule (`chasingRule = axf`), as the Asian Xiangqi Federation's rules have it
//! and the format's engines judge it: a side that, through a repetition, threatens with every one
//! of its moves to take the same piece loses, as a side giving perpetual check does. This module
//! tells which of the opponent's pieces one move chases; the repetition is judged from the
//! chases of its moves, each chased piece followed through its own moves
//! ([`crate::defined::Defined`]'s `repetition_outcome`).
//!
//! A move chases a piece it newly attacks (with the piece moved, or with one it uncovered) that
//! is neither the general nor a soldier on its own side of the river, when the piece is
//! unprotected (no piece of its side could take back, a pinned one not counting, nor a general
//! that would face the other general by taking back), or stronger than the attacker (a chariot
//! attacked by a horse or a cannon; a chariot, cannon or horse by an elephant or an advisor). A
//! piece attacking one of its own type is not chasing it (they attack each other), unless the
//! one attacked is pinned, or is a horse that cannot attack back (its leg blocked). A move that
//! pins a piece chases the pieces that one protected, where they are attacked; a move that
//! uncovers a check threat chases what the uncovering piece attacks, unless the general could
//! take it back safely. The general and the soldiers never chase.
//!
//! Attacks here are the captures the pieces could make, each kept to its region (an advisor to
//! its palace, an elephant to its side of the river) and a soldier to its steps, as the rules
//! mean a threat to take or to take back. Fairy-Stockfish does so too, but for an elephant's
//! attack uncovered and for the protection a newly pinned piece gave: there it counts an
//! elephant's or advisor's step past its region, and a soldier's sideways step before the river,
//! which the piece cannot make (a few moves in a thousand of random games find more chased so).

use super::*;

/// What a piece is to the chasing rule, by its type's name in the format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    General,
    Soldier,
    Chariot,
    Horse,
    Cannon,
    Elephant,
    Advisor,
    Other,
}

/// The eight directions from a square, to find the pieces on its lines.
const DIRECTIONS: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];

impl Board {
    fn role(&self, kind: Kind) -> Role {
        if Some(kind) == self.def.king {
            return Role::General;
        }
        if Some(kind) == self.def.soldier {
            return Role::Soldier;
        }
        match self.def.kinds[kind.index()].name.as_str() {
            "rook" => Role::Chariot,
            "horse" => Role::Horse,
            "cannon" => Role::Cannon,
            "elephant" => Role::Elephant,
            "fers" => Role::Advisor,
            "soldier" => Role::Soldier,
            _ => Role::Other,
        }
    }

    /// The squares of `side`'s pieces whose kind `keep` takes.
    fn pieces_where(&self, pos: &Position, side: Side, mut keep: impl FnMut(Piece) -> bool) -> Region {
        pos.board.pieces(self.squares()).filter(|&(_, p)| p.side == side && keep(p)).map(|(q, _)| q).collect()
    }

    /// `side`'s captures in `pos`, as if it were its turn (what it threatens): from, to.
    fn threats(&self, pos: &Position, side: Side) -> Vec<(Square, Square)> {
        let mut turned = pos.clone();
        turned.turn = side;
        let mut moves = Vec::new();
        self.pseudo_legal(&turned, &mut moves);
        moves
            .into_iter()
            .filter(|m| {
                !matches!(m.special, Special::Drop { .. } | Special::Pass)
                    && pos.board[m.to].is_some_and(|p| p.side != side)
            })
            .map(|m| (m.from, m.to))
            .collect()
    }

    /// The pieces the piece on `from` could take.
    fn attacked_from(&self, pos: &Position, from: Square) -> Region {
        let Some(piece) = pos.board[from] else { return Region::EMPTY };
        self.threats(pos, piece.side).into_iter().filter(|&(f, _)| f == from).map(|(_, t)| t).collect()
    }

    /// The pieces of `by` that could take the piece on `sq`.
    fn attackers_of(&self, pos: &Position, sq: Square, by: Side) -> Region {
        self.threats(pos, by).into_iter().filter(|&(_, t)| t == sq).map(|(f, _)| f).collect()
    }

    /// `side`'s general (its royal piece), if it has one.
    fn general(&self, pos: &Position, side: Side) -> Option<Square> {
        self.royal_squares(pos, side).first().copied()
    }

    /// The pieces, of either side, each of which alone keeps the other side from attacking
    /// `side`'s general: taken away, a piece that does not attack the general now would (along a
    /// chariot's or cannon's line, past a horse's leg or an elephant's eye).
    fn blockers(&self, pos: &Position, side: Side) -> Region {
        let Some(general) = self.general(pos, side) else { return Region::EMPTY };
        // Not in check (the usual case), any attack at all on the general is a new one: the
        // quick test of a square attacked finds the few removals that may make one, each then
        // listed (the test counts the generals facing, which is no piece's capture).
        let checked = self.attacked(pos, general, !side);
        let now = if checked { self.attackers_of(pos, general, !side) } else { Region::EMPTY };
        let mut found = Region::EMPTY;
        let mut without = pos.clone();
        for (df, dr) in DIRECTIONS {
            for q in self.pieces_behind(pos, general, df, dr) {
                without.board[q] = None;
                let exposed = if checked {
                    !(self.attackers_of(&without, general, !side) & !now & !Region::EMPTY.with(q)).is_empty()
                } else {
                    self.attacked(&without, general, !side) && !self.attackers_of(&without, general, !side).is_empty()
                };
                without.board[q] = pos.board[q];
                if exposed {
                    found = found.with(q);
                }
            }
        }
        found
    }

    /// The flying general's pin: the one piece of `side`'s standing on the other general's
    /// file with `side`'s own general, as the format's engines count it.
    fn general_file_pin(&self, pos: &Position, side: Side, general: Square) -> Region {
        let Some(theirs) = self.general(pos, !side) else { return Region::EMPTY };
        let file = self.coords_of(theirs).0;
        if self.coords_of(general).0 != file {
            return Region::EMPTY;
        }
        let others: Region = self
            .pieces_where(pos, side, |_| true)
            .squares()
            .filter(|&q| q != general && self.coords_of(q).0 == file)
            .collect();
        if others.count() == 1 { others } else { Region::EMPTY }
    }

    /// Whether `side`'s soldier on `sq` has crossed the river (reached the rank from which it
    /// steps sideways too).
    fn crossed(&self, side: Side, sq: Square) -> bool {
        self.relative_rank(side, self.coords_of(sq).1) >= i32::from(self.def.soldier_rank)
    }

    /// The squares of the file, rank or diagonal through `a` and `b` (none if they share none).
    fn line_through(&self, a: Square, b: Square) -> Region {
        let ((fa, ra), (fb, rb)) = (self.coords_of(a), self.coords_of(b));
        self.all_squares()
            .filter(|&q| {
                let (f, r) = self.coords_of(q);
                if fa == fb {
                    f == fa
                } else if ra == rb {
                    r == ra
                } else if (fa - fb).abs() == (ra - rb).abs() {
                    (f - fa).abs() == (r - ra).abs() && (f - fa) * (rb - ra) == (r - ra) * (fb - fa)
                } else {
                    false
                }
            })
            .collect()
    }

    /// The pieces of the side to move in `after` that `mv`, played from `before`, chases.
    pub fn chased(&self, before: &Position, mv: Move, after: &Position) -> Region {
        if matches!(mv.special, Special::Drop { .. } | Special::Pass) || after.board[mv.to].is_none() {
            return Region::EMPTY;
        }
        let victim = after.turn;
        let chaser = !victim;
        let (from, to) = (mv.from, mv.to);
        let role_at = |q: Square| after.board[q].map_or(Role::Other, |p| self.role(p.kind));
        let victims_of = |roles: &[Role]| self.pieces_where(after, victim, |p| roles.contains(&self.role(p.kind)));
        let our_general = self.general(after, victim);
        let blockers = self.blockers(after, victim);
        let mut pins = blockers & self.pieces_where(after, victim, |_| true);
        if self.def.flying_general
            && let Some(general) = our_general
        {
            pins |= self.general_file_pin(after, victim, general);
        }
        // The general and the soldiers on their own side of the river are never chased.
        let soldiers = self.pieces_where(after, victim, |p| self.role(p.kind) == Role::Soldier);
        let chaseable = self
            .pieces_where(after, victim, |p| !matches!(self.role(p.kind), Role::General | Role::Soldier))
            | soldiers.squares().filter(|&q| self.crossed(victim, q)).collect::<Region>();
        let their_general = self.general(after, chaser);
        let mut chased = Region::EMPTY;
        let mut threaten = |at: Square, role: Role, attacks: Region| {
            let mut attacks = attacks & chaseable;
            // Stronger pieces are chased, protected or not.
            if matches!(role, Role::Horse | Role::Cannon) {
                chased |= attacks & victims_of(&[Role::Chariot]);
            }
            if matches!(role, Role::Elephant | Role::Advisor) {
                chased |= attacks & victims_of(&[Role::Chariot, Role::Cannon, Role::Horse]);
            }
            // Pieces of one type attacking each other: no chase, unless the one attacked is
            // pinned, or a horse that cannot attack back (a horse's leg blocked next to it).
            let leg_blocked = DIRECTIONS[4..]
                .iter()
                .any(|&(df, dr)| self.shift(at, df, dr).is_some_and(|q| after.board[q].is_some()));
            let kind = after.board[at].map(|p| p.kind);
            if role == Role::Horse && leg_blocked {
                for q in attacks.squares() {
                    if after.board[q].map(|p| p.kind) == kind && self.attacked_from(after, q).has(at) {
                        attacks = attacks & !Region::EMPTY.with(q);
                    }
                }
            } else {
                let same: Region = attacks.squares().filter(|&q| after.board[q].map(|p| p.kind) == kind).collect();
                attacks = attacks & (!same | pins);
            }
            // The rest are chased where unprotected: no piece of theirs (a pinned one aside)
            // could take back, or only the general, which would then face the other.
            for q in attacks.squares() {
                let mut taken = after.clone();
                taken.board[q] = after.board[at];
                taken.board[at] = None;
                let roots = self.attackers_of(&taken, q, victim) & !pins;
                let faced = self.def.flying_general
                    && roots.count() == 1
                    && roots.squares().all(|r| Some(r) == our_general)
                    && their_general.is_some_and(|g| {
                        DIRECTIONS[..4].iter().any(|&(df, dr)| self.pieces_behind(&taken, g, df, dr).next() == Some(q))
                    });
                if roots.is_empty() || faced {
                    chased = chased.with(q);
                }
            }
        };

        // The piece moved: what it attacks anew (a chariot or cannon, off the line it moved on).
        let moved = role_at(to);
        if !matches!(moved, Role::General | Role::Soldier) {
            let mut direct = self.attacked_from(after, to);
            if matches!(moved, Role::Chariot | Role::Cannon) {
                direct = direct & !self.line_through(from, to);
            }
            threaten(to, moved, direct);
        }

        // The pieces the move uncovered: a horse whose leg it left, an elephant whose eye it
        // left, a chariot or cannon on a line through where it left, a cannon given a screen
        // where it went.
        let took = before.board[to].is_some();
        let mut uncovered = Region::EMPTY;
        for q in self.pieces_where(after, chaser, |_| true).squares() {
            let (f, r) = self.coords_of(q);
            let (ff, fr) = self.coords_of(from);
            let (tf, tr) = self.coords_of(to);
            let beside = (f - ff).abs() + (r - fr).abs() == 1;
            let diagonal = (f - ff).abs() == 1 && (r - fr).abs() == 1;
            let on_from_line = (f == ff) != (r == fr);
            let on_to_line = q != to && (f == tf || r == tr);
            let found = match role_at(q) {
                Role::Horse => beside,
                Role::Elephant => diagonal,
                Role::Chariot => on_from_line,
                Role::Cannon => on_from_line || on_to_line,
                _ => false,
            };
            if found {
                uncovered = uncovered.with(q);
            }
        }
        for q in uncovered.squares() {
            let now = self.attacked_from(after, q);
            // The same piece with the board as it stood: the square left filled, the square
            // reached empty unless the move took there (or the piece is the one moved).
            let mut was = after.clone();
            was.board[from] = after.board[to];
            if !took && q != to {
                was.board[to] = None;
            }
            let then = self.attacked_from(&was, q);
            threaten(q, role_at(q), now & !then);
        }

        // A pin made: the pieces the pinned one protected, where attacked by a piece that is not
        // itself pinned. A check threat uncovered: what the uncovering piece attacks, unless the
        // general could take it back without being attacked there.
        let new = blockers & !self.blockers(before, victim);
        let theirs = self.pieces_where(after, chaser, |_| true);
        let their_blockers = self.blockers(after, chaser);
        for q in (new & !theirs).squares() {
            for s in chaseable.squares() {
                let mut turned = after.clone();
                if let Some(p) = &mut turned.board[s] {
                    p.side = chaser;
                }
                let protects = self.attacked_from(&turned, q).has(s);
                if protects && !(self.attackers_of(after, s, chaser) & !their_blockers).is_empty() {
                    chased = chased.with(s);
                }
            }
        }
        let Some(general) = our_general else { return chased };
        let king = self.def.king.expect("a general");
        // The general's steps, kept to its palace.
        let palace = self.def.kinds[king.index()].mobility[victim];
        let general_steps: Region =
            self.takes_from(after, king, victim, general).into_iter().filter(|&q| palace.has(q)).collect();
        for q in (new & theirs).squares() {
            let attacks = self.attacked_from(after, q);
            chased |= attacks & !general_steps;
            for s in (attacks & general_steps).squares() {
                let mut bare = after.clone();
                bare.board[q] = None;
                bare.board[general] = None;
                if !self.attackers_of(&bare, s, chaser).is_empty() {
                    chased = chased.with(s);
                }
            }
        }
        chased
    }
}
