//! Pairing a Swiss round and working out standings, as a tournament's rounds are paired when
//! the last game of one ends: `cargo bench -p ortoo-core --bench pairing`.

use std::collections::BTreeSet;

use criterion::{Criterion, criterion_group, criterion_main};
use ortoo_core::UserId;
use ortoo_core::tournament::{Entrant, Played, pair_swiss, standings};

/// `players` entrants after `rounds` rounds of a Swiss paired by `pair_swiss`, the higher
/// rated winning, every fifth game drawn; with the games played.
fn field(players: usize, rounds: usize) -> (Vec<Entrant>, Vec<Played>, Vec<(i64, UserId)>) {
    let mut entrants: Vec<Entrant> = (0..players)
        .map(|i| Entrant {
            player: UserId::from_text(format!("p{i:03}")),
            rating: 2400.0 - i as f64 * 7.0,
            points: 0.0,
            colours: Vec::new(),
            opponents: BTreeSet::new(),
            had_bye: false,
        })
        .collect();
    let (mut games, mut byes) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        let pairing = pair_swiss(&entrants).expect("pairable");
        for (n, (w, b)) in pairing.games.iter().enumerate() {
            let (wi, bi) = (
                entrants.iter().position(|e| &e.player == w).unwrap(),
                entrants.iter().position(|e| &e.player == b).unwrap(),
            );
            let white_score = if n % 5 == 0 {
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
            games.push(Played {
                round: round as i64 + 1,
                white: w.clone(),
                black: b.clone(),
                white_score: Some(white_score),
            });
        }
        if let Some(bye) = pairing.bye {
            let e = entrants.iter_mut().find(|e| e.player == bye).unwrap();
            e.points += 1.0;
            e.had_bye = true;
            byes.push((round as i64 + 1, bye));
        }
    }
    (entrants, games, byes)
}

fn pairing(c: &mut Criterion) {
    for (players, rounds) in [(9, 4), (64, 6), (199, 8)] {
        let (entrants, games, byes) = field(players, rounds);
        c.bench_function(&format!("swiss round {} of {players}", rounds + 1), |b| {
            b.iter(|| pair_swiss(&entrants).expect("pairable"))
        });
        let ids: Vec<UserId> = entrants.iter().map(|e| e.player.clone()).collect();
        c.bench_function(&format!("standings of {players} after {rounds} rounds"), |b| {
            b.iter(|| standings(&ids, &games, &byes))
        });
    }
}

criterion_group!(benches, pairing);
criterion_main!(benches);
