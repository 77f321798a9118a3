//! Tournaments: a round robin (each pair plays both colours, every game at once) or a Swiss
//! (rounds paired as the one before ends), for any game with its options and clock. This
//! module is the arithmetic: pairings and standings from results. Keeping them, and racing
//! processes pairing a round once, is the store's and the domain's.
//!
//! The Swiss pairing follows the Dutch system's basics: players ranked by score, then rating;
//! each is paired within their score group, the top half against the bottom half, floating
//! down when the group cannot pair them; never the same opponents twice; colours balanced
//! (no one more than two games ahead on one colour, and no three in a row); and a bye, worth
//! a win, to the lowest-ranked player who has not had one when the number is odd.

use std::collections::{BTreeMap, BTreeSet};

use crate::ids::{TournamentId, UserId};
use crate::names::TournamentStatus;
use crate::when::Timestamp;

/// A tournament as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    pub id: TournamentId,
    pub name: String,
    pub kind: Kind,
    pub variant: String,
    /// The rule options as resolved, a JSON object of name to text.
    pub options: String,
    pub time_control: Option<String>,
    pub days_per_move: Option<i64>,
    pub rated: bool,
    /// A Swiss's rounds (a round robin's is 1: all its games at once).
    pub rounds: i64,
    pub creator_id: UserId,
    pub creator_name: String,
    pub starts_at: Timestamp,
    pub status: TournamentStatus,
    /// The round paired last; 0 before the start.
    pub round: i64,
    pub created_at: Timestamp,
    /// Players joined (withdrawn ones included).
    pub players: i64,
    /// The roster's version: every join, leave and withdrawal bumps it, and a round is paired
    /// only from the roster it was worked out from.
    pub roster: i64,
}

/// A player of a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub user_id: UserId,
    pub name: String,
    pub joined_at: Timestamp,
    pub withdrawn_at: Option<Timestamp>,
}

/// A tournament's form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    RoundRobin,
    Swiss,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::RoundRobin => "round_robin",
            Kind::Swiss => "swiss",
        }
    }

    pub fn parse(word: &str) -> Option<Kind> {
        match word {
            "round_robin" | "round-robin" | "roundrobin" => Some(Kind::RoundRobin),
            "swiss" => Some(Kind::Swiss),
            _ => None,
        }
    }

    /// The message that names it in a reader's language.
    pub fn message(self) -> &'static str {
        match self {
            Kind::RoundRobin => "tournament-kind-round-robin",
            Kind::Swiss => "tournament-kind-swiss",
        }
    }

    /// How players read it.
    pub fn words(self) -> &'static str {
        match self {
            Kind::RoundRobin => "round robin",
            Kind::Swiss => "Swiss",
        }
    }
}

/// A finished (or unfinished) tournament game, for standings and pairings.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub round: i64,
    pub white: UserId,
    pub black: UserId,
    /// White's score (1, ½, 0) once the game is over.
    pub white_score: Option<f64>,
}

/// A player in the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub player: UserId,
    pub points: f64,
    /// Sonneborn-Berger: the points of each opponent beaten, and half those of each drawn.
    pub sonneborn_berger: f64,
    pub wins: i64,
    pub played: i64,
    /// Byes had (each worth a win's point).
    pub byes: i64,
}

/// The standings of `players` from their games and byes: points, then Sonneborn-Berger, then
/// wins, then id. A bye scores a point and counts for no tie-break.
pub fn standings(players: &[UserId], games: &[Played], byes: &[(i64, UserId)]) -> Vec<Standing> {
    let mut points: BTreeMap<&UserId, f64> = players.iter().map(|p| (p, 0.0)).collect();
    for g in games {
        if let Some(w) = g.white_score {
            *points.entry(&g.white).or_default() += w;
            *points.entry(&g.black).or_default() += 1.0 - w;
        }
    }
    for (_, p) in byes {
        *points.entry(p).or_default() += 1.0;
    }
    let mut table: Vec<Standing> = players
        .iter()
        .map(|p| Standing {
            player: p.clone(),
            points: points[p],
            sonneborn_berger: 0.0,
            wins: 0,
            played: 0,
            byes: byes.iter().filter(|(_, b)| b == p).count() as i64,
        })
        .collect();
    for s in &mut table {
        for g in games {
            let Some(white_score) = g.white_score else { continue };
            let (score, opponent) = if g.white == s.player {
                (white_score, &g.black)
            } else if g.black == s.player {
                (1.0 - white_score, &g.white)
            } else {
                continue;
            };
            s.played += 1;
            let theirs = points.get(opponent).copied().unwrap_or(0.0);
            if score > 0.75 {
                s.wins += 1;
                s.sonneborn_berger += theirs;
            } else if score > 0.25 {
                s.sonneborn_berger += theirs / 2.0;
            }
        }
    }
    table.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
            .then(b.wins.cmp(&a.wins))
            .then(a.player.cmp(&b.player))
    });
    table
}

/// The games of a round robin: each pair twice, once with each colour.
pub fn round_robin(players: &[UserId]) -> Vec<(UserId, UserId)> {
    let mut games = Vec::new();
    for (i, a) in players.iter().enumerate() {
        for b in &players[i + 1..] {
            games.push((a.clone(), b.clone()));
            games.push((b.clone(), a.clone()));
        }
    }
    games
}

/// A player to pair in a Swiss round.
#[derive(Debug, Clone)]
pub struct Entrant {
    pub player: UserId,
    pub rating: f64,
    pub points: f64,
    /// Colours so far, oldest first: `true` White.
    pub colours: Vec<bool>,
    pub opponents: BTreeSet<UserId>,
    pub had_bye: bool,
}

impl Entrant {
    /// Whites minus blacks so far.
    fn balance(&self) -> i64 {
        self.colours.iter().map(|&w| if w { 1 } else { -1 }).sum()
    }

    /// Whether the player may take White (Black: `white` false) next: no more than two games
    /// ahead on a colour, and no three in a row.
    fn may_take(&self, white: bool) -> bool {
        let balance = self.balance() + if white { 1 } else { -1 };
        let last_two = self.colours.len() >= 2 && self.colours[self.colours.len() - 2..].iter().all(|&c| c == white);
        balance.abs() <= 2 && !last_two
    }

    /// How much the player wants White: above zero White, below Black.
    fn wants_white(&self) -> i64 {
        let mut want = -self.balance() * 2;
        if let Some(&last) = self.colours.last() {
            want += if last { -1 } else { 1 };
        }
        want
    }
}

/// A Swiss round's pairing: games as (White, Black), and the bye, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    pub games: Vec<(UserId, UserId)>,
    pub bye: Option<UserId>,
}

/// Pairs a Swiss round; `None` when no pairing keeps the rules (everyone has met everyone
/// they could): the tournament then ends.
pub fn pair_swiss(entrants: &[Entrant]) -> Option<Pairing> {
    let mut ranked: Vec<&Entrant> = entrants.iter().collect();
    ranked.sort_by(|a, b| {
        b.points.total_cmp(&a.points).then(b.rating.total_cmp(&a.rating)).then(a.player.cmp(&b.player))
    });
    if ranked.len().is_multiple_of(2) {
        return pair_all(&ranked).map(|games| Pairing { games, bye: None });
    }
    // The bye: the lowest-ranked player without one whose absence leaves the rest pairable.
    for i in (0..ranked.len()).rev() {
        if ranked[i].had_bye {
            continue;
        }
        let mut rest = ranked.clone();
        let bye = rest.remove(i);
        if let Some(games) = pair_all(&rest) {
            return Some(Pairing { games, bye: Some(bye.player.clone()) });
        }
    }
    None
}

/// Pairs every player of `ranked` (best first), or `None`.
fn pair_all(ranked: &[&Entrant]) -> Option<Vec<(UserId, UserId)>> {
    // Who may meet whom, and with which colours, worked out once.
    let n = ranked.len();
    let mut white_first: Vec<Vec<Option<bool>>> = vec![vec![None; n]; n];
    for i in 0..n {
        for j in 0..n {
            if i != j && !ranked[i].opponents.contains(&ranked[j].player) {
                white_first[i][j] = colours(ranked[i], ranked[j]);
            }
        }
    }
    // First the Dutch way: the best unpaired player first, each with their preferred opponent.
    // Where the field's colours and past pairings make that search long, the most hemmed-in
    // player goes first instead (still offered opponents nearest in score first), which finds
    // a pairing whenever there is one.
    for (most_hemmed_first, mut budget) in [(false, 20_000), (true, 2_000_000)] {
        let mut unpaired: Vec<usize> = (0..n).collect();
        let mut games = Vec::new();
        if pair_from(ranked, &white_first, most_hemmed_first, &mut unpaired, &mut games, &mut budget) {
            return Some(games);
        }
    }
    None
}

fn pair_from(
    ranked: &[&Entrant],
    white_first: &[Vec<Option<bool>>],
    most_hemmed_first: bool,
    unpaired: &mut Vec<usize>,
    games: &mut Vec<(UserId, UserId)>,
    budget: &mut usize,
) -> bool {
    let Some(&first) = unpaired.first() else { return true };
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let top = if most_hemmed_first {
        let choices = |i: usize| unpaired.iter().filter(|&&j| white_first[i][j].is_some()).count();
        unpaired.iter().copied().min_by_key(|&i| (choices(i), i)).unwrap_or(first)
    } else {
        first
    };
    for b_index in candidates(ranked, unpaired, top) {
        let Some(a_white) = white_first[top][b_index] else { continue };
        unpaired.retain(|&i| i != top && i != b_index);
        // Looking ahead: a player left with no one to meet ends this branch now, not after
        // every way of pairing the players above them has been tried.
        let open = unpaired.iter().all(|&i| unpaired.iter().any(|&j| white_first[i][j].is_some()));
        if open {
            let (a, b) = (&ranked[top].player, &ranked[b_index].player);
            games.push(if a_white { (a.clone(), b.clone()) } else { (b.clone(), a.clone()) });
            if pair_from(ranked, white_first, most_hemmed_first, unpaired, games, budget) {
                return true;
            }
            games.pop();
        }
        unpaired.push(top);
        unpaired.push(b_index);
        unpaired.sort_unstable();
    }
    false
}

/// The opponents to try for `top`, in the Dutch order: their score group's other half (the
/// bottom half from its top for a player in the top half, the top half for one in the bottom),
/// then the rest of the group, then the other groups, nearest in score first.
fn candidates(ranked: &[&Entrant], unpaired: &[usize], top: usize) -> Vec<usize> {
    let points = ranked[top].points;
    let group: Vec<usize> = unpaired.iter().copied().filter(|&i| ranked[i].points == points).collect();
    let half = group.len() / 2;
    let at = group.iter().position(|&i| i == top).unwrap_or(0);
    let (upper, lower) = group.split_at(half.max(1).min(group.len()));
    let mut order: Vec<usize> = if at < upper.len() {
        lower.iter().chain(upper).copied().collect()
    } else {
        upper.iter().chain(lower).copied().collect()
    };
    order.retain(|&i| i != top);
    let mut others: Vec<usize> = unpaired.iter().copied().filter(|&i| ranked[i].points != points).collect();
    others.sort_by(|&a, &b| {
        (ranked[a].points - points).abs().total_cmp(&(ranked[b].points - points).abs()).then(a.cmp(&b))
    });
    order.extend(others);
    order
}

/// Whether `a` takes White against `b`; `None` when no colour suits both.
fn colours(a: &Entrant, b: &Entrant) -> Option<bool> {
    let a_first = match a.wants_white().cmp(&b.wants_white()) {
        std::cmp::Ordering::Greater => true,
        std::cmp::Ordering::Less => false,
        // Equal wishes: the higher-ranked (a) has theirs, alternating from their last colour.
        std::cmp::Ordering::Equal => a.colours.last().is_none_or(|&last| !last),
    };
    [a_first, !a_first].into_iter().find(|&a_white| a.may_take(a_white) && b.may_take(!a_white))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str) -> UserId {
        UserId::from_text(name)
    }

    fn names(n: usize) -> Vec<UserId> {
        (0..n).map(|i| p(&format!("p{i}"))).collect()
    }

    #[test]
    fn a_round_robin_plays_each_pair_once_with_each_colour() {
        let games = round_robin(&names(5));
        assert_eq!(games.len(), 20);
        let set: BTreeSet<_> = games.iter().cloned().collect();
        assert_eq!(set.len(), 20);
        assert!(games.iter().all(|(w, b)| w != b && set.contains(&(b.clone(), w.clone()))));
    }

    #[test]
    fn standings_break_ties_by_sonneborn_berger_then_wins() {
        let players = names(4);
        let g = |w: &str, b: &str, s: f64| Played { round: 1, white: p(w), black: p(b), white_score: Some(s) };
        // p0 beats p1, draws p2; p3 beats p2, draws p1; p1 beats p2; p0 v p3 not over.
        let games = [
            g("p0", "p1", 1.0),
            g("p0", "p2", 0.5),
            g("p3", "p2", 1.0),
            g("p3", "p1", 0.5),
            g("p1", "p2", 1.0),
            Played { round: 2, white: p("p0"), black: p("p3"), white_score: None },
        ];
        let table = standings(&players, &games, &[]);
        let row = |name: &str| table.iter().find(|s| s.player == name).unwrap().clone();
        // Points: p0 1.5, p1 1.5, p2 0.5, p3 1.5.
        assert_eq!((row("p0").points, row("p1").points, row("p2").points, row("p3").points), (1.5, 1.5, 0.5, 1.5));
        // SB: p0 = 1.5 (beat p1) + 0.25 (drew p2) = 1.75; p3 = 0.5 + 0.75 = 1.25; p1 = 0.5 + 0.75 = 1.25.
        assert_eq!(row("p0").sonneborn_berger, 1.75);
        assert_eq!((row("p1").sonneborn_berger, row("p3").sonneborn_berger), (1.25, 1.25));
        // p1 and p3 tie on SB and on wins (one each): by id.
        let order: Vec<&str> = table.iter().map(|s| s.player.as_str()).collect();
        assert_eq!(order, ["p0", "p1", "p3", "p2"]);
        assert_eq!((row("p0").played, row("p0").wins), (2, 1));
        let with_bye = standings(&players, &games, &[(2, p("p2"))]);
        assert_eq!(with_bye.iter().find(|s| s.player == "p2").unwrap().points, 1.5);
    }

    /// Nine players over five rounds, and sixty-four over eight, each result decided by rating:
    /// no pair meets twice, colours stay within two, no one has three in a row, and one bye a
    /// round with an odd field, never twice to one player.
    #[test]
    fn a_swiss_keeps_the_rules_round_after_round() {
        swiss_keeps_the_rules(9, 5);
        swiss_keeps_the_rules(64, 8);
    }

    fn swiss_keeps_the_rules(players: usize, rounds: usize) {
        let players = names(players);
        let mut entrants: Vec<Entrant> = players
            .iter()
            .enumerate()
            .map(|(i, p)| Entrant {
                player: p.clone(),
                rating: 2000.0 - i as f64 * 50.0,
                points: 0.0,
                colours: Vec::new(),
                opponents: BTreeSet::new(),
                had_bye: false,
            })
            .collect();
        let mut byes = BTreeSet::new();
        for round in 0..rounds {
            let pairing = pair_swiss(&entrants).expect("pairable");
            assert_eq!(pairing.games.len(), players.len() / 2, "round {round}");
            assert_eq!(pairing.bye.is_some(), players.len() % 2 == 1);
            if let Some(bye) = &pairing.bye {
                assert!(byes.insert(bye.clone()), "{bye} had a bye already");
            }
            let mut seen = BTreeSet::new();
            for (w, b) in &pairing.games {
                assert!(seen.insert(w.clone()) && seen.insert(b.clone()), "each player once a round");
                let (wi, bi) = (
                    entrants.iter().position(|e| &e.player == w).unwrap(),
                    entrants.iter().position(|e| &e.player == b).unwrap(),
                );
                assert!(!entrants[wi].opponents.contains(b), "round {round}: {w} and {b} met before");
                // The higher-rated wins; some games are drawn.
                let white_score = if (wi + bi + round) % 3 == 0 {
                    0.5
                } else if wi < bi {
                    1.0
                } else {
                    0.0
                };
                for (i, other, white, score) in [(wi, b, true, white_score), (bi, w, false, 1.0 - white_score)] {
                    entrants[i].opponents.insert(other.clone());
                    entrants[i].colours.push(white);
                    entrants[i].points += score;
                }
            }
            if let Some(bye) = pairing.bye {
                assert!(!seen.contains(&bye));
                let e = entrants.iter_mut().find(|e| e.player == bye).unwrap();
                e.points += 1.0;
                e.had_bye = true;
            }
            for e in &entrants {
                assert!(e.balance().abs() <= 2, "{}: {:?}", e.player, e.colours);
                assert!(!e.colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]), "{}: {:?}", e.player, e.colours);
            }
        }
    }

    #[test]
    fn the_first_round_pairs_top_half_against_bottom_half() {
        let entrants: Vec<Entrant> = names(6)
            .into_iter()
            .enumerate()
            .map(|(i, p)| Entrant {
                player: p,
                rating: 2000.0 - i as f64,
                points: 0.0,
                colours: Vec::new(),
                opponents: BTreeSet::new(),
                had_bye: false,
            })
            .collect();
        let pairing = pair_swiss(&entrants).unwrap();
        let mut pairs: Vec<(UserId, UserId)> = pairing
            .games
            .iter()
            .map(|(w, b)| if w < b { (w.clone(), b.clone()) } else { (b.clone(), w.clone()) })
            .collect();
        pairs.sort();
        assert_eq!(pairs, [(p("p0"), p("p3")), (p("p1"), p("p4")), (p("p2"), p("p5"))]);
        assert_eq!(pairing.bye, None);
        // Two players who have met cannot be paired again: no pairing.
        let mut met = entrants[..2].to_vec();
        met[0].opponents.insert(p("p1"));
        assert_eq!(pair_swiss(&met), None);
    }
}
