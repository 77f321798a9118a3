//! The level ladder: each level against the one below it, in self-play, and a table of how the
//! higher level scored. A bench command of ours, not a test: the full ladder takes minutes to
//! hours depending on the move-time cap.
//!
//! ```sh
//! cargo run --release -p ortoo-engine --example ladder -- [VARIANT] [GAMES] [CAP_MS] [FROM] [TO]
//! cargo run --release -p ortoo-engine --example ladder -- khans-chess 8 500 1 12
//! ```
//!
//! Each pairing plays GAMES games (even: each opening twice, colours swapped). Openings are
//! four random legal plies drawn from a fixed seed, so a run replays. CAP_MS caps every move's
//! thinking time, on top of each level's own cap; where it binds (the high levels), levels
//! differ less than their depths do. A game still going after 200 plies is adjudicated on
//! material: 1.5 pawns' worth or more wins.

use std::time::{Duration, Instant};

use ortoo_engine::{Level, SearchLimits, think};
use ortoo_rules::{GameState, Side, registry};

const MAX_PLIES: usize = 200;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant_id = args.first().map_or("khans-chess", String::as_str).to_string();
    let number = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let games = number(1, 8).max(2) as usize;
    let cap = Duration::from_millis(number(2, 500));
    let (from, to) = (number(3, 1) as u8, number(4, 12) as u8);
    let Ok(variant) = registry::open(&variant_id, &[]) else {
        eprintln!("ladder: unknown variant {variant_id}");
        std::process::exit(2);
    };
    println!(
        "{variant_id}: {games} games a pairing, moves capped at {} ms, adjudicated at {MAX_PLIES} plies",
        cap.as_millis()
    );
    println!();
    println!("| higher | lower | higher's wins | draws | losses | score | mean ms/move (higher) | plies |");
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|");
    for lower in from..to {
        let higher = lower + 1;
        let (mut wins, mut draws, mut losses, mut plies) = (0, 0, 0, 0);
        let (mut thinking, mut moves) = (Duration::ZERO, 0u32);
        for game in 0..games {
            let opening = opening(variant.start(), &variant_id, (game / 2) as u64);
            let higher_side = if game % 2 == 0 { Side::White } else { Side::Black };
            let (state, spent, made) = play_out(&variant_id, opening, higher_side, higher, lower, cap, game as u64);
            thinking += spent;
            moves += made;
            plies += state.plies();
            match points(state.as_ref(), higher_side) {
                p if p > 0.75 => wins += 1,
                p if p < 0.25 => losses += 1,
                _ => draws += 1,
            }
        }
        let score = (f64::from(wins) + 0.5 * f64::from(draws)) / games as f64 * 100.0;
        println!(
            "| {higher} | {lower} | {wins} | {draws} | {losses} | {score:.0}% | {:.0} | {:.0} |",
            thinking.as_secs_f64() * 1000.0 / f64::from(moves.max(1)),
            plies as f64 / games as f64
        );
    }
}

/// Four random legal plies from the start (the seed picks them).
fn opening(mut state: Box<dyn GameState>, variant: &str, seed: u64) -> Box<dyn GameState> {
    let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(variant.len() as u64);
    for _ in 0..4 {
        let moves = state.legal_moves();
        if moves.is_empty() || state.outcome().is_some() {
            break;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let pick = moves[(rng % moves.len() as u64) as usize].canonical.clone();
        state.play(&pick).expect("a listed move plays");
    }
    state
}

/// Plays the game out; returns it, and the higher level's total thinking time and move count.
fn play_out(
    variant: &str,
    mut state: Box<dyn GameState>,
    higher_side: Side,
    higher: u8,
    lower: u8,
    cap: Duration,
    seed: u64,
) -> (Box<dyn GameState>, Duration, u32) {
    let mut keys: Vec<u64> = Vec::new();
    let (mut spent, mut made) = (Duration::ZERO, 0);
    for ply in 0..MAX_PLIES {
        if state.outcome().is_some() {
            break;
        }
        let level = if state.turn() == higher_side { higher } else { lower };
        let position = state.position_text();
        let window = state.reversible_plies().map_or(keys.len(), |r| (r as usize).min(keys.len()));
        let limits = SearchLimits {
            level: Some(level),
            movetime: Some(Level::of(level).movetime.min(cap)),
            seed: seed * 1000 + ply as u64,
            ..SearchLimits::default()
        };
        let started = Instant::now();
        let thought = think(variant, &[], &position, &keys[keys.len() - window..], limits)
            .unwrap_or_else(|e| panic!("{variant}: {position}: {e}"));
        if level == higher {
            spent += started.elapsed();
            made += 1;
        }
        keys.push(state.key());
        state.play(&thought.best).unwrap_or_else(|r| panic!("{variant}: {position}: {}: {r:?}", thought.best));
    }
    (state, spent, made)
}

/// `side`'s points from the game: its result, or material when it did not finish.
fn points(state: &dyn GameState, side: Side) -> f64 {
    if let Some(outcome) = state.outcome() {
        return match outcome.winner() {
            Some(w) if w == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    let g = state.geometry();
    let balance: i32 = (0..g.frame_size())
        .filter(|&i| g.contains(i))
        .filter_map(|i| state.piece_at(g.coord(i)))
        .map(|p| {
            let value = match p.label.to_ascii_uppercase().as_str() {
                // Chess's letters, and Khan's Chess's (Scout, Khatun, Horse Archer, Kheshig, Lancer).
                "P" | "S" => 100,
                "N" | "B" | "T" | "A" | "H" => 300,
                "R" | "L" => 500,
                "Q" => 900,
                _ => 0,
            };
            if p.side == side { value } else { -value }
        })
        .sum();
    if balance >= 150 {
        1.0
    } else if balance <= -150 {
        0.0
    } else {
        0.5
    }
}
