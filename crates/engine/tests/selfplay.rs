//! Engine against engine in every game: every move must be accepted by the rules' facade, and
//! deeper search must win more than it loses.

use ortoo_engine::{SearchLimits, think};
use ortoo_rules::{GameState, Side, registry};

/// Plays one game from `state`; returns the finished (or capped) state.
fn play_out(
    variant: &str,
    options: &[(String, String)],
    mut state: Box<dyn GameState>,
    limits: impl Fn(Side) -> SearchLimits,
    cap: usize,
) -> Box<dyn GameState> {
    let mut keys: Vec<u64> = Vec::new();
    for _ in 0..cap {
        if state.outcome().is_some() {
            break;
        }
        let position = state.position_text();
        let window = state.reversible_plies().map_or(keys.len(), |r| (r as usize).min(keys.len()));
        let earlier = &keys[keys.len() - window..];
        let thought = think(variant, options, &position, earlier, limits(state.turn()))
            .unwrap_or_else(|e| panic!("{variant}: {position}: {e}"));
        keys.push(state.key());
        state.play(&thought.best).unwrap_or_else(|r| panic!("{variant}: {position}: {}: {r:?}", thought.best));
    }
    state
}

#[test]
fn every_game_plays_on_with_moves_the_rules_accept() {
    // Every game, dealt out to as many threads as the machine has cores: the games are
    // independent, and one after another they are the suite's longest test.
    let games = registry::variants();
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    std::thread::scope(|scope| {
        for first in 0..threads {
            let games = &games;
            scope.spawn(move || {
                for info in games.iter().skip(first).step_by(threads) {
                    let started = std::time::Instant::now();
                    let variant = registry::open(info.id, &[]).unwrap();
                    // Level 2 (depth 2 with noise): quick, and the noise takes the games off the
                    // beaten track.
                    let state = play_out(
                        info.id,
                        &[],
                        variant.start(),
                        |_| SearchLimits { level: Some(2), seed: 3, ..SearchLimits::default() },
                        80,
                    );
                    eprintln!("{}: {} plies, {:?}, {:?}", info.id, state.plies(), state.outcome(), started.elapsed());
                }
            });
        }
    });
}

#[test]
fn khan_with_its_options_plays_on() {
    let options: Vec<(String, String)> = [("setup", "basic"), ("bondsmenleaders", "off"), ("capturepromotions", "on")]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let variant = registry::open("khan", &options).unwrap();
    let state = play_out("khan", &options, variant.start(), |_| SearchLimits::depth(2), 60);
    assert!(state.plies() > 0);
}

#[test]
fn koan_is_played_to_the_end() {
    let variant = registry::open("koan", &[]).unwrap();
    let state = play_out("koan", &[], variant.start(), |_| SearchLimits::depth(2), 400);
    assert!(state.outcome().is_some(), "every Koan move advances a piece, so the game ends");
}

/// White's points (1, ½, 0) in one game, adjudicating an unfinished game by material.
fn points_for(state: &dyn GameState, side: Side) -> f64 {
    match state.outcome() {
        Some(o) => match o.winner() {
            Some(w) if w == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
        None => {
            let balance = material_balance(state);
            let ours = if side == Side::White { balance } else { -balance };
            if ours > 150 {
                1.0
            } else if ours < -150 {
                0.0
            } else {
                0.5
            }
        }
    }
}

#[test]
fn deeper_search_beats_shallower() {
    let mut total = 0.0;
    let mut games = 0.0;
    for id in ["chess", "koan"] {
        let variant = registry::open(id, &[]).unwrap();
        for opening_seed in 0..2u64 {
            // A few noisy moves first, so the games differ.
            let opening = play_out(
                id,
                &[],
                variant.start(),
                |_| SearchLimits { level: Some(1), seed: opening_seed, ..SearchLimits::depth(1) },
                4,
            );
            for strong in Side::ALL {
                let state = play_out(
                    id,
                    &[],
                    opening.clone(),
                    |turn| SearchLimits::depth(if turn == strong { 3 } else { 1 }),
                    120,
                );
                total += points_for(state.as_ref(), strong);
                games += 1.0;
            }
        }
    }
    assert!(total / games > 0.5, "depth 3 scored {total} of {games}");
}

/// White's material minus Black's in pawns×100, by the letters on the board (chess values;
/// every Koan piece counts 100).
fn material_balance(state: &dyn GameState) -> i32 {
    let g = state.geometry();
    (0..g.frame_size())
        .filter(|&i| g.contains(i))
        .filter_map(|i| state.piece_at(g.coord(i)))
        .map(|p| {
            let value = match p.label.to_ascii_uppercase().as_str() {
                "P" => 100,
                "N" | "B" => 300,
                "R" => 500,
                "Q" => 900,
                "K" => 0,
                _ => 100,
            };
            if p.side == Side::White { value } else { -value }
        })
        .sum()
}

/// ortoo's engine against a random mover in every game with pieces in hand or shogi's
/// promotion, with either colour: it wins every game, by the game's own ending, well inside the
/// ply cap. Depth 2 here (the engine's level 2 without its noise); its higher levels search
/// deeper still.
#[test]
fn the_engine_beats_a_random_mover_in_every_game_with_pieces_in_hand() {
    let games: Vec<&str> = registry::variants()
        .iter()
        .filter(|info| {
            let start = registry::open(info.id, &[]).unwrap().start();
            let shogi = start.legal_moves().first().is_some_and(|m| start.usi(&m.canonical).ok().flatten().is_some());
            start.hands().is_some() || shogi
        })
        .map(|info| info.id)
        .collect();
    let played = beat_a_random_mover(&games, 11);
    assert!(played >= 40, "the twenty games of the hands' phase, each with both colours: {played}");
}

/// The same in the games of the families phase built in so far: hoppers, palaces, the river.
#[test]
fn the_engine_beats_a_random_mover_in_every_game_of_hoppers_and_palaces() {
    let played = beat_a_random_mover(
        &["xiangqi", "minixiangqi", "manchu", "grasshopper", "shako", "empire", "ordavsempire", "chak", "synochess"],
        17,
    );
    assert_eq!(played, 18);
}

#[test]
fn the_engine_beats_a_random_mover_in_janggi() {
    // Passes and the bikjang included: a game the rules end without a mate is won on points.
    let played = beat_a_random_mover(&["janggi"], 31);
    assert_eq!(played, 2);
}

#[test]
fn the_engine_beats_a_random_mover_in_duck_chess() {
    // Hundreds of moves a turn, each move with each square for the duck.
    let played = beat_a_random_mover(&["duck"], 37);
    assert_eq!(played, 2);
}

#[test]
fn the_engine_beats_a_random_mover_in_every_game_of_counts() {
    // Mating before the count passes its limit is part of winning here.
    let played = beat_a_random_mover(&["makruk", "makpong", "cambodian", "asean", "ai-wok", "sittuyin"], 23);
    assert_eq!(played, 12);
}

#[test]
fn the_engine_beats_a_random_mover_in_every_game_of_blasts() {
    let played = beat_a_random_mover(&["atomic", "nocheckatomic", "atomar"], 29);
    assert_eq!(played, 6);
}

#[test]
fn the_engine_beats_a_random_mover_in_every_game_of_giving_away() {
    // Here a side wins by losing its pieces (or, in losers, by being mated) and taking is
    // compulsory: the engine must give its pieces away, not keep them.
    let played = beat_a_random_mover(&["giveaway", "antichess", "suicide", "losers"], 41);
    assert_eq!(played, 8);
}

/// Plays each of `games` with each colour, the engine at depth 2 against a random mover (the
/// sequence from `seed`), and checks that the engine wins each by the game's own ending within
/// 400 plies. Returns the games played.
fn beat_a_random_mover(games: &[&str], mut seed: u64) -> usize {
    let mut played = 0;
    for &id in games {
        let variant = registry::open(id, &[]).unwrap();
        for engine in Side::ALL {
            let started = std::time::Instant::now();
            let mut state = variant.start();
            let mut keys: Vec<u64> = Vec::new();
            while state.outcome().is_none() && state.plies() < 400 {
                let text = if state.turn() == engine {
                    let window = state.reversible_plies().map_or(keys.len(), |r| (r as usize).min(keys.len()));
                    let earlier = &keys[keys.len() - window..];
                    think(id, &[], &state.position_text(), earlier, SearchLimits::depth(2)).unwrap().best
                } else {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                    let legal = state.legal_moves();
                    legal[(seed >> 33) as usize % legal.len()].canonical.clone()
                };
                keys.push(state.key());
                state.play(&text).unwrap_or_else(|r| panic!("{id}: {text}: {r:?}"));
            }
            eprintln!("{id} ({engine}): {:?} in {} plies, {:?}", state.outcome(), state.plies(), started.elapsed());
            assert_eq!(state.outcome().and_then(|o| o.winner()), Some(engine), "{id}: the engine as {engine}");
            played += 1;
        }
    }
    played
}
