//! Khan (the innersky.ca console engine's game), per `docs/games/khan.md` and the engine's
//! help text (seed 000): Mongol tribes on 8×8 with mounted pieces, magicians that demote by
//! spells, exchanges between neighbours, base and capture promotions, and leaders that are
//! royal only while a player has exactly one.
//!
//! Legality is the spec's, taken literally: a move is played, and refused if it leaves the mover
//! with no leader, or with exactly one leader that an enemy piece could capture.

use std::fmt::Write;

use ortoo_i18n::Said;

use crate::bits::Bits;
use crate::game::{Game, MoveList, PieceInfo, PieceValues, PositionError, Tiling, VariantInfo};
use crate::geometry::{Coord, Geometry};
use crate::movement::{Directions, KING_STEPS, Tables as RayTables};
use crate::notation::{MoveText, Part, PartKind, Target};
use crate::options::{OptionKind, OptionSpec, Options};
use crate::outcome::{Outcome, Reason};
use crate::refusal::piece_said;
use crate::side::Side;
use crate::zobrist::keys;

const EMPTY: u8 = 0xFF;
/// Plies without a capture after which the game is drawn (100 moves by each side).
const MOVE_LIMIT: u16 = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Role {
    Swordsman,
    Assassin,
    Archer,
    Magician,
    DemotedMagician,
    PowerMagician,
    Warrior,
    Bondsman,
    Khan,
    KhanArcher,
    KhanSword,
}

const ROLES: [Role; 11] = [
    Role::Swordsman,
    Role::Assassin,
    Role::Archer,
    Role::Magician,
    Role::DemotedMagician,
    Role::PowerMagician,
    Role::Warrior,
    Role::Bondsman,
    Role::Khan,
    Role::KhanArcher,
    Role::KhanSword,
];

impl Role {
    pub const fn letter(self) -> char {
        match self {
            Role::Swordsman => 'S',
            Role::Assassin => 'N',
            Role::Archer => 'A',
            Role::Magician => 'M',
            Role::DemotedMagician => 'G',
            Role::PowerMagician => 'H',
            Role::Warrior => 'W',
            Role::Bondsman => 'F',
            Role::Khan => 'K',
            Role::KhanArcher => 'J',
            Role::KhanSword => 'I',
        }
    }
    pub const fn name(self) -> &'static str {
        match self {
            Role::Swordsman => "Swordsman",
            Role::Assassin => "Assassin",
            Role::Archer => "Archer",
            Role::Magician => "Magician",
            Role::DemotedMagician => "Demoted Magician",
            Role::PowerMagician => "Power Magician",
            Role::Warrior => "Warrior",
            Role::Bondsman => "Bondsman",
            Role::Khan => "Khan",
            Role::KhanArcher => "Khan Archer",
            Role::KhanSword => "Khan Sword",
        }
    }
    fn from_letter(c: char) -> Option<Role> {
        ROLES.into_iter().find(|r| r.letter() == c.to_ascii_uppercase())
    }
    const fn is_magician(self) -> bool {
        matches!(self, Role::Magician | Role::DemotedMagician | Role::PowerMagician)
    }
    const fn is_mounted(self) -> bool {
        matches!(self, Role::Warrior | Role::Bondsman | Role::Khan | Role::PowerMagician)
    }
    const fn is_sword(self) -> bool {
        matches!(self, Role::Swordsman | Role::KhanSword)
    }
    /// What a spell makes of this piece, if it can be demoted at all.
    const fn demoted(self) -> Option<Role> {
        match self {
            Role::Khan => Some(Role::KhanArcher),
            Role::KhanArcher => Some(Role::KhanSword),
            Role::Warrior | Role::Bondsman => Some(Role::Archer),
            Role::Archer | Role::Assassin => Some(Role::Swordsman),
            Role::Magician => Some(Role::DemotedMagician),
            Role::PowerMagician => Some(Role::Magician),
            Role::Swordsman | Role::KhanSword | Role::DemotedMagician => None,
        }
    }
    /// What this piece becomes on an enemy base square (base promotions).
    const fn base_promoted(self) -> Option<Role> {
        match self {
            Role::Swordsman | Role::Archer | Role::Assassin => Some(Role::Warrior),
            Role::Magician => Some(Role::PowerMagician),
            Role::KhanArcher | Role::KhanSword => Some(Role::Khan),
            _ => None,
        }
    }
}

/// The three kinds of action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// A move or capture; `becomes` is the piece it ends as (after promotions).
    Move,
    /// A magician's spell on the enemy piece at `to`.
    Spell,
    /// An exchange with the friendly piece at `to`.
    Exchange,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub action: Action,
    /// For a move: the role the piece ends as when a promotion changes it, else `EMPTY`.
    pub becomes: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    by_role: [u64; 11],
    by_side: [u64; 2],
    board: [u8; 64],
    turn: Side,
    /// Plies since the last capture.
    counter: u16,
    fullmoves: u16,
    key: u64,
}

impl Position {
    fn occupied(&self) -> u64 {
        self.by_side[0] | self.by_side[1]
    }
    fn pieces(&self, side: Side, role: Role) -> u64 {
        self.by_role[role as usize] & self.by_side[side.index()]
    }
    fn piece_on(&self, sq: usize) -> Option<(Side, Role)> {
        let c = self.board[sq];
        (c != EMPTY).then(|| (if c >= 16 { Side::Black } else { Side::White }, ROLES[(c & 15) as usize]))
    }
    fn put(&mut self, sq: usize, side: Side, role: Role) {
        let bit = 1u64 << sq;
        self.by_role[role as usize] |= bit;
        self.by_side[side.index()] |= bit;
        self.board[sq] = side.index() as u8 * 16 + role as u8;
        self.key ^= keys().piece(side.index() * 32 + role as usize, sq);
    }
    fn take(&mut self, sq: usize) -> (Side, Role) {
        let (side, role) = self.piece_on(sq).expect("a piece to take");
        let bit = 1u64 << sq;
        self.by_role[role as usize] ^= bit;
        self.by_side[side.index()] ^= bit;
        self.board[sq] = EMPTY;
        self.key ^= keys().piece(side.index() * 32 + role as usize, sq);
        (side, role)
    }
}

pub const SETUPS: [(&str, &str); 3] = [
    ("magician", "wfwwa3/wksma3/wn6/aa6/6AA/6NW/3AMSKW/3AWWFW w 0 1"),
    ("powermagician", "wfwwa3/wksha3/wn6/aa6/6AA/6NW/3AHSKW/3AWWFW w 0 1"),
    ("basic", "wwwwa3/wksfa3/wn6/aa6/6AA/6NW/3AFSKW/3AWWWW w 0 1"),
];

pub static OPTIONS: [OptionSpec; 9] = [
    OptionSpec {
        name: "setup",
        label: "Start position",
        kind: OptionKind::Choice { values: &["magician", "powermagician", "basic"], default: "magician" },
        description: "The start position: with magicians, with power magicians, or the basic army without magicians.",
        chosen_by: None,
        value_labels: &[
            ("magician", "with magicians"),
            ("powermagician", "with power magicians"),
            ("basic", "basic army"),
        ],
    },
    OptionSpec {
        name: "bondsmenleaders",
        label: "Bondsman is a second leader",
        kind: OptionKind::Switch { default: true },
        description: "The bondsman is a second leader: with two leaders neither is royal.",
        chosen_by: None,
        value_labels: &[],
    },
    OptionSpec {
        name: "basepromotions",
        label: "Promotion on the enemy base",
        kind: OptionKind::Switch { default: true },
        description: "A piece ending a move on an enemy base square is promoted (S, A, N to W; M to H; J, I to K).",
        chosen_by: None,
        value_labels: &[],
    },
    OptionSpec {
        name: "capturepromotions",
        label: "Promotion by capture",
        kind: OptionKind::Switch { default: false },
        description: "A capturer takes the captive's arms (S x A becomes A; S, N or A x W, F or K becomes W).",
        chosen_by: None,
        value_labels: &[],
    },
    OptionSpec {
        name: "exchanges",
        label: "Exchanges",
        kind: OptionKind::Switch { default: true },
        description: "A piece may exchange with an adjacent friend: J with W or F becomes K, I with A becomes J, M with W or F becomes H.",
        chosen_by: None,
        value_labels: &[],
    },
    OptionSpec {
        name: "swordscapturemounts",
        label: "Swords may capture mounts",
        kind: OptionKind::Switch { default: false },
        description: "Swordsmen and khan swords may capture mounted pieces (W, F, K, H).",
        chosen_by: None,
        value_labels: &[],
    },
    OptionSpec {
        name: "magiciandemoteskhan",
        label: "Spells may target the khan",
        kind: OptionKind::Switch { default: true },
        description: "Spells may target the khan (K) and the khan archer (J).",
        chosen_by: None,
        value_labels: &[],
    },
    OptionSpec {
        name: "magicianextendeddemotionsqs",
        label: "Magician's extra spell reach",
        kind: OptionKind::Number { min: 0, max: 2, default: 0 },
        description: "Extra squares of spell reach for the magician (M) beyond its 2.",
        chosen_by: None,
        value_labels: &[],
    },
    OptionSpec {
        name: "powermagicianextendeddemotionsqs",
        label: "Power magician's extra spell reach",
        kind: OptionKind::Number { min: 0, max: 2, default: 0 },
        description: "Extra squares of spell reach for the power magician (H) beyond its 2.",
        chosen_by: None,
        value_labels: &[],
    },
];

pub static INFO: VariantInfo = VariantInfo {
    id: "khan",
    name: "Khan",
    files: 8,
    ranks: 8,
    options: &OPTIONS,
    tiling: Tiling::Checkered,
    notes: &[
        "Mounted pieces (W, F, K, H) reach every square within two king steps, a square two away only through an empty square next to both, as the help text's warrior examples show.",
        "The basic setup puts the bondsman on the magician's square and a warrior on the bondsman's.",
        "A demoted magician (G) moves as a magician and casts spells only on its four orthogonal neighbours; a power magician (H) is demoted to a magician (M).",
        "A bondsman demoted or exchanged into another piece is no longer a leader.",
        "With one leader it is royal, judged after each move: no move may leave it capturable, even one that takes the enemy's last leader; magicians never give check. With two leaders neither is royal.",
        "Stalemate draws; 100 moves by each side without a capture draw at once (spells and exchanges do not reset the count).",
    ],
    uci_name: "khan",
    sides: crate::Sides::Chess,
    piece_values: PieceValues::of(&[
        (b'S', 100),
        (b'N', 260),
        (b'A', 200),
        (b'M', 300),
        (b'G', 150),
        (b'H', 450),
        (b'W', 380),
        (b'F', 450),
        (b'K', 650),
        (b'J', 300),
        (b'I', 180),
    ]),
    summary: "Mongol tribes in opposite corners: mounted warriors, archers, assassins, a khan and \
              his bondsman, and magicians whose spells demote enemy pieces. Capture every leader \
              to win; a lone leader is royal.",
};

/// A Khan game with its options.
pub struct Khan {
    rays: RayTables<u64>,
    geometry: Geometry,
    options: Options,
    start: &'static str,
    bondsmen_leaders: bool,
    base_promotions: bool,
    capture_promotions: bool,
    exchanges: bool,
    swords_capture_mounts: bool,
    demotes_khan: bool,
    magician_reach: u8,
    power_reach: u8,
    king: [u64; 64],
    diagonal: [u64; 64],
    orthogonal: [u64; 64],
}

const WHITE_TARGET_BASE: u64 = (1 << 48) | (1 << 49) | (1 << 56) | (1 << 57); // a7 b7 a8 b8
const BLACK_TARGET_BASE: u64 = (1 << 6) | (1 << 7) | (1 << 14) | (1 << 15); // g1 h1 g2 h2

impl Khan {
    pub fn new(options: Options) -> Khan {
        let rays: RayTables<u64> = RayTables::new(Geometry::rectangle(8, 8));
        let table = |steps: &[(i8, i8)]| -> [u64; 64] { std::array::from_fn(|sq| rays.leaps(sq, steps, false)) };
        let setup = options.choice("setup").unwrap_or("magician");
        Khan {
            start: SETUPS.iter().find(|(n, _)| *n == setup).map_or(SETUPS[0].1, |(_, f)| f),
            bondsmen_leaders: options.switch("bondsmenleaders"),
            base_promotions: options.switch("basepromotions"),
            capture_promotions: options.switch("capturepromotions"),
            exchanges: options.switch("exchanges"),
            swords_capture_mounts: options.switch("swordscapturemounts"),
            demotes_khan: options.switch("magiciandemoteskhan"),
            magician_reach: 2 + options.number("magicianextendeddemotionsqs") as u8,
            power_reach: 2 + options.number("powermagicianextendeddemotionsqs") as u8,
            king: table(KING_STEPS),
            diagonal: table(&[(1, 1), (-1, 1), (-1, -1), (1, -1)]),
            orthogonal: table(&[(1, 0), (0, 1), (-1, 0), (0, -1)]),
            rays,
            geometry: Geometry::rectangle(8, 8),
            options,
        }
    }

    /// Every square within two king steps: adjacent, or two away through an empty square
    /// adjacent to both (the seed's "moves 2 squares in any direction", blockable).
    fn mounted(&self, sq: usize, occ: u64) -> u64 {
        let mut reach = self.king[sq];
        for mid in (self.king[sq] & !occ).squares() {
            reach |= self.king[mid];
        }
        reach & !(1u64 << sq)
    }

    /// The squares a piece moves to or captures on, before the never-capture and sword rules.
    fn reach(&self, role: Role, sq: usize, occ: u64) -> u64 {
        match role {
            Role::Swordsman | Role::KhanSword => self.diagonal[sq],
            Role::Assassin => self.rays.slides(sq, occ, Directions::ORTHOGONAL, Some(2)),
            Role::Archer | Role::KhanArcher => self.king[sq],
            Role::Magician | Role::DemotedMagician => self.orthogonal[sq],
            Role::PowerMagician | Role::Warrior => self.mounted(sq, occ),
            Role::Bondsman => self.mounted(sq, occ) | self.rays.slides(sq, occ, Directions::ORTHOGONAL, Some(3)),
            Role::Khan => self.mounted(sq, occ) | self.rays.slides(sq, occ, Directions::ALL, Some(3)),
        }
    }

    /// Whether a `role` piece may capture the piece `victim` at all.
    fn may_capture(&self, role: Role, victim: Role) -> bool {
        !role.is_magician() && (self.swords_capture_mounts || !(role.is_sword() && victim.is_mounted()))
    }

    fn leaders(&self, pos: &Position, side: Side) -> u64 {
        let mut l =
            pos.pieces(side, Role::Khan) | pos.pieces(side, Role::KhanArcher) | pos.pieces(side, Role::KhanSword);
        if self.bondsmen_leaders {
            l |= pos.pieces(side, Role::Bondsman);
        }
        l
    }

    /// Whether any `by` piece could capture the piece on `sq` (magicians attack nothing).
    fn capturable(&self, pos: &Position, sq: usize, by: Side) -> bool {
        let (_, victim) = pos.piece_on(sq).expect("a piece to attack");
        let occ = pos.occupied();
        for from in pos.by_side[by.index()].squares() {
            let (_, role) = pos.piece_on(from).expect("a piece");
            if self.may_capture(role, victim) && self.reach(role, from, occ) >> sq & 1 == 1 {
                return true;
            }
        }
        false
    }

    /// The mover's lone leader, if it is in danger ("check").
    fn lone_leader_attacked(&self, pos: &Position, side: Side) -> bool {
        let leaders = self.leaders(pos, side);
        leaders.count_ones() == 1 && self.capturable(pos, leaders.lsb(), !side)
    }

    fn spell_range(&self, caster: Role, sq: usize) -> u64 {
        match caster {
            Role::Magician => self.rays.within(self.magician_reach, sq),
            Role::PowerMagician => self.rays.within(self.power_reach, sq),
            Role::DemotedMagician => self.orthogonal[sq],
            _ => 0,
        }
    }

    fn may_enchant(&self, target: Role) -> bool {
        target.demoted().is_some() && (self.demotes_khan || !matches!(target, Role::Khan | Role::KhanArcher))
    }

    /// What an exchange makes of the two pieces, if they may exchange.
    fn exchange(&self, mover: Role, partner: Role) -> Option<(Role, Role)> {
        match (mover, partner) {
            (Role::KhanArcher, Role::Warrior | Role::Bondsman) => Some((Role::Khan, Role::Archer)),
            (Role::KhanSword, Role::Archer) => Some((Role::KhanArcher, Role::Swordsman)),
            (Role::Magician, Role::Warrior | Role::Bondsman) => Some((Role::PowerMagician, Role::Archer)),
            _ => None,
        }
    }

    /// The role a moving piece ends as after capturing `captured` and landing on `to`.
    fn lands_as(&self, side: Side, role: Role, captured: Option<Role>, to: usize) -> Role {
        let mut r = role;
        if self.capture_promotions
            && let Some(c) = captured
        {
            r = match (role, c) {
                (Role::Swordsman, Role::Archer) => Role::Archer,
                (Role::Swordsman | Role::Assassin | Role::Archer, Role::Warrior | Role::Bondsman | Role::Khan) => {
                    Role::Warrior
                }
                _ => r,
            };
        }
        let base = if side == Side::White { WHITE_TARGET_BASE } else { BLACK_TARGET_BASE };
        if self.base_promotions
            && base >> to & 1 == 1
            && let Some(p) = r.base_promoted()
        {
            r = p;
        }
        r
    }

    fn moves_ignoring_limit(&self, pos: &Position, moves: &mut MoveList<Move>) {
        let mut pseudo = MoveList::new();
        self.pseudo_moves(pos, &mut pseudo);
        for mv in pseudo {
            if self.is_legal(pos, mv) {
                moves.push(mv);
            }
        }
    }

    fn is_over(&self, pos: &Position) -> bool {
        self.leaders(pos, Side::White) == 0 || self.leaders(pos, Side::Black) == 0 || pos.counter >= MOVE_LIMIT
    }

    fn pseudo_moves(&self, pos: &Position, out: &mut MoveList<Move>) {
        let us = pos.turn;
        let ours = pos.by_side[us.index()];
        let theirs = pos.by_side[(!us).index()];
        let occ = ours | theirs;
        for from in ours.squares() {
            let (_, role) = pos.piece_on(from).expect("a piece");
            let reach = self.reach(role, from, occ);
            for to in (reach & !ours).squares() {
                let captured = pos.piece_on(to).map(|(_, r)| r);
                if let Some(victim) = captured
                    && !self.may_capture(role, victim)
                {
                    continue;
                }
                let lands = self.lands_as(us, role, captured, to);
                let becomes = if lands == role { EMPTY } else { lands as u8 };
                out.push(Move { from: from as u8, to: to as u8, action: Action::Move, becomes });
            }
            if role.is_magician() {
                for to in (self.spell_range(role, from) & theirs).squares() {
                    let (_, target) = pos.piece_on(to).expect("a target");
                    if self.may_enchant(target) {
                        out.push(Move { from: from as u8, to: to as u8, action: Action::Spell, becomes: EMPTY });
                    }
                }
            }
            if self.exchanges {
                for to in (self.king[from] & ours).squares() {
                    let (_, partner) = pos.piece_on(to).expect("a partner");
                    if self.exchange(role, partner).is_some() {
                        out.push(Move { from: from as u8, to: to as u8, action: Action::Exchange, becomes: EMPTY });
                    }
                }
            }
        }
    }

    fn play_move(&self, pos: &Position, mv: Move) -> Position {
        let mut p = pos.clone();
        let (from, to) = (mv.from as usize, mv.to as usize);
        let us = pos.turn;
        let mut capture = false;
        match mv.action {
            Action::Move => {
                if p.board[to] != EMPTY {
                    p.take(to);
                    capture = true;
                }
                let (_, role) = p.take(from);
                let lands = if mv.becomes == EMPTY { role } else { ROLES[mv.becomes as usize] };
                p.put(to, us, lands);
            }
            Action::Spell => {
                let (side, target) = p.take(to);
                p.put(to, side, target.demoted().expect("a spell's target can be demoted"));
            }
            Action::Exchange => {
                let (_, mover) = p.take(from);
                let (_, partner) = p.take(to);
                let (up, down) = self.exchange(mover, partner).expect("an exchange's pieces fit");
                p.put(from, us, up);
                p.put(to, us, down);
            }
        }
        p.counter = if capture { 0 } else { p.counter.saturating_add(1) };
        if us == Side::Black {
            p.fullmoves = p.fullmoves.saturating_add(1);
        }
        p.turn = !us;
        p.key ^= keys().black_to_move;
        p
    }

    /// Legal: the mover keeps a leader, and a lone leader is not left capturable.
    fn is_legal(&self, pos: &Position, mv: Move) -> bool {
        let after = self.play_move(pos, mv);
        let leaders = self.leaders(&after, pos.turn);
        match leaders.count_ones() {
            0 => false,
            1 => !self.capturable(&after, leaders.lsb(), after.turn),
            _ => true,
        }
    }

    fn label(side: Side, role: Role) -> char {
        if side == Side::White { role.letter() } else { role.letter().to_ascii_lowercase() }
    }

    fn compute_key(pos: &Position) -> u64 {
        let keys = keys();
        let mut key = if pos.turn == Side::Black { keys.black_to_move } else { 0 };
        for sq in 0..64 {
            if let Some((side, role)) = pos.piece_on(sq) {
                key ^= keys.piece(side.index() * 32 + role as usize, sq);
            }
        }
        key
    }

    /// In words, what a spell or an exchange did (the log shows it beside the move).
    fn spell_or_exchange(&self, pos: &Position, mv: Move) -> Option<String> {
        let (from, to) = (mv.from as usize, mv.to as usize);
        match mv.action {
            Action::Move => None,
            Action::Spell => {
                let (side, target) = pos.piece_on(to)?;
                let down = target.demoted()?;
                Some(format!("{}→{}", Self::label(side, target), Self::label(side, down)))
            }
            Action::Exchange => {
                let (side, mover) = pos.piece_on(from)?;
                let (_, partner) = pos.piece_on(to)?;
                let (up, down) = self.exchange(mover, partner)?;
                Some(format!(
                    "{}→{}, {}→{}",
                    Self::label(side, mover),
                    Self::label(side, up),
                    Self::label(side, partner),
                    Self::label(side, down)
                ))
            }
        }
    }

    fn parse_board(&self, board: &str, lenient: bool) -> Result<Position, PositionError> {
        let mut pos = Position {
            by_role: [0; 11],
            by_side: [0; 2],
            board: [EMPTY; 64],
            turn: Side::White,
            counter: 0,
            fullmoves: 1,
            key: 0,
        };
        crate::diagram::read_ranks(board, 8, 8, lenient, |sq, rank, c, marked| {
            let role = Role::from_letter(c).filter(|_| !marked).ok_or_else(|| {
                PositionError::new(format!(
                    "\"{c}\" on rank {rank} is not a Khan piece (its letters: SNAMGHWFKJI, upper case White, lower case Black)"
                ))
            })?;
            pos.put(sq, if c.is_ascii_uppercase() { Side::White } else { Side::Black }, role);
            Ok(())
        })?;
        Ok(pos)
    }
}

impl Game for Khan {
    /// A lone leader in danger; with two leaders neither is royal, so there is no check.
    fn in_check(&self, pos: &Position) -> bool {
        self.lone_leader_attacked(pos, self.turn(pos))
    }

    fn checked_royals(&self, pos: &Position) -> Vec<Coord> {
        let side = self.turn(pos);
        if self.lone_leader_attacked(pos, side) {
            vec![self.geometry.coord(self.leaders(pos, side).lsb())]
        } else {
            vec![]
        }
    }

    type Position = Position;
    type Move = Move;

    fn info(&self) -> &'static VariantInfo {
        &INFO
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    fn start_position(&self) -> Position {
        self.read_position(self.start).expect("the start positions are valid")
    }

    fn turn(&self, pos: &Position) -> Side {
        pos.turn
    }

    fn legal_moves(&self, pos: &Position, moves: &mut MoveList<Move>) {
        if !self.is_over(pos) {
            self.moves_ignoring_limit(pos, moves);
        }
    }

    fn play(&self, pos: &Position, mv: Move) -> Position {
        self.play_move(pos, mv)
    }

    fn status(&self, pos: &Position) -> Option<Outcome> {
        let them = !pos.turn;
        if self.leaders(pos, pos.turn) == 0 {
            return Some(Outcome::Win { winner: them, reason: Reason::NoLeader });
        }
        if self.leaders(pos, them) == 0 {
            return Some(Outcome::Win { winner: pos.turn, reason: Reason::NoLeader });
        }
        // Checkmate and stalemate are decided before the move limit.
        let mut moves = MoveList::new();
        self.moves_ignoring_limit(pos, &mut moves);
        if moves.is_empty() {
            return Some(if self.lone_leader_attacked(pos, pos.turn) {
                Outcome::Win { winner: them, reason: Reason::Checkmate }
            } else {
                Outcome::Draw { reason: Reason::Stalemate }
            });
        }
        (pos.counter >= MOVE_LIMIT).then_some(Outcome::Draw { reason: Reason::MoveLimit })
    }

    fn move_text(&self, pos: &Position, mv: Move) -> MoveText {
        let g = &self.geometry;
        let (side, role) = pos.piece_on(mv.from as usize).expect("a legal move has a piece");
        let to = g.coord(mv.to as usize);
        let text = MoveText::new(Part::Move {
            label: Some(Self::label(side, role).to_string()),
            from: g.coord(mv.from as usize),
            to: Target::Square(to),
        });
        if mv.becomes == EMPTY {
            text
        } else {
            let label = Self::label(side, ROLES[mv.becomes as usize]).to_string();
            text.with(Part::Drop { label, at: to, coordinate: false }, PartKind::Automatic)
        }
    }

    fn effect(&self, pos: &Position, mv: Move) -> Option<String> {
        self.spell_or_exchange(pos, mv)
    }

    fn coordinate(&self, _pos: &Position, mv: Move) -> String {
        let g = &self.geometry;
        let mut s = format!("{}{}", g.coord(mv.from as usize), g.coord(mv.to as usize));
        if mv.becomes != EMPTY {
            s.push(ROLES[mv.becomes as usize].letter().to_ascii_lowercase());
        }
        s
    }

    fn piece_at(&self, pos: &Position, at: Coord) -> Option<PieceInfo> {
        let (side, role) = pos.piece_on(self.geometry.index(at)?)?;
        Some(PieceInfo {
            side,
            label: Self::label(side, role).to_string(),
            name: role.name(),
            promoted_from: None,
            neutral: false,
        })
    }

    #[inline]
    fn letter_at(&self, pos: &Position, index: usize) -> Option<(Side, char, bool)> {
        let (side, role) = if self.geometry.contains(index) { pos.piece_on(index)? } else { return None };
        Some((side, Self::label(side, role), false))
    }

    fn explain(&self, pos: &Position, from: Coord, to: &Target) -> Option<Said> {
        let Target::Square(to_c) = to else {
            return Some(Said::new("why-never-off-board-in").arg("game", INFO.name));
        };
        let (f, t) = (self.geometry.index(from)?, self.geometry.index(*to_c)?);
        let (side, role) = pos.piece_on(f)?;
        let target = pos.piece_on(t);
        let name = piece_said(role.name());
        let (from_s, to_s) = (from.to_string(), to_c.to_string());
        let mut pseudo = MoveList::new();
        self.pseudo_moves(pos, &mut pseudo);
        if pseudo.iter().any(|m| m.from as usize == f && m.to as usize == t) {
            let leaders = self.leaders(pos, side).count_ones();
            return Some(Said::new(if leaders >= 2 { "why-khan-last-leader" } else { "why-khan-leader-exposed" }));
        }
        Some(match target {
            Some((s, r)) if s == side => {
                if self.exchanges {
                    Said::new("why-khan-no-exchange").arg("piece", name).arg("other", piece_said(r.name()))
                } else {
                    Said::new("why-khan-exchanges-off").arg("piece", piece_said(r.name())).arg("square", to_s)
                }
            }
            Some((_, victim)) if role.is_magician() => {
                if self.spell_range(role, f) >> t & 1 == 0 {
                    Said::new("why-khan-spell-out-of-reach").arg("piece", name).arg("square", to_s)
                } else if victim.demoted().is_none() {
                    Said::new("why-khan-not-demotable").arg("piece", piece_said(victim.name()))
                } else {
                    Said::new("why-khan-spell-not-on-khan")
                }
            }
            Some((_, victim))
                if !self.may_capture(role, victim) && self.reach(role, f, pos.occupied()) >> t & 1 == 1 =>
            {
                Said::new("why-khan-no-mounted-capture").arg("piece", name)
            }
            _ if self.reach(role, f, 0) >> t & 1 == 1 => Said::new("why-blocked").arg("from", from_s).arg("to", to_s),
            None if role.is_magician() && self.orthogonal[f] >> t & 1 == 0 && role != Role::PowerMagician => {
                Said::new("why-khan-magician-step").arg("piece", name)
            }
            _ => Said::new("why-not-that-way").arg("piece", name),
        })
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        let trimmed = text.trim();
        // The engine's own position command: `sp 1k4K/6W/3w/ black 5 1`.
        let (body, engine_form) = match trimmed.strip_prefix("sp ") {
            Some(rest) => (rest.trim(), true),
            None => (trimmed, false),
        };
        let fields: Vec<&str> = body.split_whitespace().collect();
        if fields.is_empty() {
            return Err(PositionError::new("the position text is empty"));
        }
        if fields.len() > 4 {
            return Err(PositionError::new(format!(
                "a Khan position has at most 4 fields (board, side, no-capture counter, move number), this has {}",
                fields.len()
            )));
        }
        let lenient = engine_form || fields[0].split('/').count() != 8 || fields[0].ends_with('/');
        let mut pos = self.parse_board(fields[0], lenient)?;
        pos.turn = match fields.get(1).map(|s| s.to_ascii_lowercase()).as_deref() {
            None | Some("w") | Some("white") => Side::White,
            Some("b") | Some("black") => Side::Black,
            Some(other) => {
                return Err(PositionError::new(format!("the side to move is w, b, white or black, not \"{other}\"")));
            }
        };
        if let Some(&c) = fields.get(2) {
            pos.counter = c.parse().map_err(|_| {
                PositionError::new(format!("the no-capture counter must be a whole number, not \"{c}\""))
            })?;
        }
        if let Some(&n) = fields.get(3) {
            let n: u16 = n
                .parse()
                .map_err(|_| PositionError::new(format!("the move number must be a whole number, not \"{n}\"")))?;
            pos.fullmoves = n.max(1);
        }
        for side in Side::ALL {
            if pos.by_side[side.index()].count_ones() > 32 {
                return Err(PositionError::new(format!("{side} has more than 32 pieces")));
            }
        }
        pos.key = Self::compute_key(&pos);
        Ok(pos)
    }

    fn write_position(&self, pos: &Position) -> String {
        let mut fen = crate::diagram::fen_ranks(8, 8, |sq| {
            pos.piece_on(sq).map(|(side, role)| Self::label(side, role).to_string())
        });
        let _ = write!(fen, " {} {} {}", pos.turn.fen_char(), pos.counter, pos.fullmoves);
        fen
    }

    fn board_text(&self, pos: &Position, view: Side) -> String {
        crate::diagram::text_board(8, 8, view, 1, |sq| {
            pos.piece_on(sq).map_or('.', |(s, role)| Self::label(s, role)).to_string()
        })
    }

    fn key(&self, pos: &Position) -> u64 {
        pos.key
    }

    fn key_from_scratch(&self, pos: &Position) -> u64 {
        Self::compute_key(pos)
    }
}
