//! The rules' share of one submitted move on the server: the game's position read with its
//! repetition history, the typed move matched and played, and the next legal moves listed for
//! the answer. `cargo bench -p ortoo-rules --bench move_path`.

use criterion::{Criterion, criterion_group, criterion_main};
use ortoo_rules::registry;

fn move_path(c: &mut Criterion) {
    let mut group = c.benchmark_group("move path");
    for (variant, opening, next) in [
        ("khans-chess", &["e2e4", "h8g6", "g1f3", "g6f4", "d2d4"][..], "a f8-e6"),
        ("chess", &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"][..], "a7a6"),
        ("shatranj-kamil-x", &["e3e4", "e8e7"][..], "N c2-d4"),
    ] {
        let rules = registry::open(variant, &[]).unwrap();
        let mut state = rules.start();
        let mut keys = vec![state.key()];
        for mv in opening {
            state.play(mv).unwrap_or_else(|r| panic!("{variant} {mv}: {r}"));
            keys.push(state.key());
        }
        let position = state.position_text();
        let earlier = keys[..keys.len() - 1].to_vec();
        state.check(next).unwrap_or_else(|r| panic!("{variant} {next}: {r}"));
        group.bench_function(variant, |b| {
            b.iter(|| {
                let mut game = rules.resume(&position, &earlier).unwrap();
                let played = game.play(next).unwrap();
                let legal = game.legal_moves();
                (played.accepted.canonical, legal.len())
            });
        });
    }
}

criterion_group!(benches, move_path);
criterion_main!(benches);
