//! `ortoo match`: a match between two UCI engines in one of the games, refereed by the rules:
//! each game as it ends, then the score, the Elo difference and, with `--sprt`, the test's
//! verdict.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;
use ortoo_rules::registry;

use super::{UsageError, pairs};

/// The match `match` referees.
#[derive(Args)]
pub struct MatchArgs {
    /// The game (chess, khans-chess, khan, kings-run, shatranj-kamil-x, koan).
    #[arg(long)]
    pub variant: String,
    /// A rule option of the game, NAME=VALUE (repeat for more).
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// An engine, twice (the first is the one measured): "name=new cmd=PROGRAM arg=ARG
    /// option.NAME=VALUE variant=UCI_VARIANT", e.g. "name=l3 cmd=target/release/ortoo
    /// arg=uci option.Level=3". An option's name may hold spaces: "option.Use NNUE=false".
    #[arg(long = "engine", value_name = "SPEC", num_args = 1)]
    pub engines: Vec<String>,
    /// Games at most (an even number plays every opening with both colours).
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Time: "200ms" or "0.2s" a move, or "60+0.6" (seconds a game plus seconds a move).
    #[arg(long, default_value = "200ms")]
    pub time: String,
    /// Milliseconds beyond its time an engine may take before it loses on time.
    #[arg(long, default_value_t = 100)]
    pub margin_ms: u64,
    /// Plies after which a game is drawn.
    #[arg(long, default_value_t = 400)]
    pub max_plies: usize,
    /// "random:PLIES[:SEED]" or "file:PATH" (one position a line).
    #[arg(long, default_value = "random:4")]
    pub openings: String,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    pub concurrency: usize,
    /// Stop as soon as this test is decided: "elo0=0,elo1=10,alpha=0.05,beta=0.05".
    #[arg(long)]
    pub sprt: Option<String>,
    /// Write the games here as PGN (coordinate moves for games without SAN).
    #[arg(long)]
    pub pgn: Option<std::path::PathBuf>,
    /// Write the summary here as JSON.
    #[arg(long)]
    pub json: Option<std::path::PathBuf>,
    /// Write every position the engines played from here, with its game's result, as
    /// training data for `ortoo tune` (games lost by failing are left out).
    #[arg(long)]
    pub positions: Option<std::path::PathBuf>,
}

pub fn run(args: MatchArgs) -> Result<ExitCode, UsageError> {
    let MatchArgs {
        variant,
        options,
        engines,
        games,
        time,
        margin_ms,
        max_plies,
        openings,
        concurrency,
        sprt,
        pgn,
        json,
        positions,
    } = args;
    let engines: Vec<ortoo_referee::EngineSpec> =
        engines.iter().map(|e| e.parse()).collect::<Result<_, String>>().map_err(UsageError)?;
    let Ok(engines) = <[ortoo_referee::EngineSpec; 2]>::try_from(engines) else {
        return Err(UsageError("a match needs two --engine settings".into()));
    };
    let options = pairs(&options)?;
    registry::open(&variant, &options).map_err(|e| UsageError(e.to_string()))?;
    let spec = ortoo_referee::MatchSpec {
        variant,
        options,
        engines,
        games,
        time: time.parse().map_err(UsageError)?,
        margin: std::time::Duration::from_millis(margin_ms),
        max_plies: max_plies.max(1),
        openings: ortoo_referee::Openings::parse(&openings).map_err(UsageError)?,
        concurrency: concurrency.max(1),
        sprt: sprt.as_deref().map(str::parse).transpose().map_err(UsageError)?,
    };
    referee(&spec, pgn.as_deref(), json.as_deref(), positions.as_deref())
}

/// Plays a match, printing each game as it ends, and writes the PGN and the summary.
fn referee(
    spec: &ortoo_referee::MatchSpec,
    pgn: Option<&std::path::Path>,
    json: Option<&std::path::Path>,
    positions: Option<&std::path::Path>,
) -> Result<ExitCode, UsageError> {
    let create = |path: &std::path::Path| {
        std::fs::File::create(path).map_err(|e| UsageError(format!("cannot write {}: {e}", path.display())))
    };
    let mut pgn_file = pgn.map(create).transpose()?;
    let mut positions_file = positions.map(create).transpose()?.map(std::io::BufWriter::new);
    let variant_tag = registry::open(&spec.variant, &spec.options).ok().and_then(|v| v.start().pgn_variant());
    let event = format!("{} v {}, {}", spec.engines[0].name, spec.engines[1].name, spec.variant);
    let summary = ortoo_referee::play_match(spec, |played, tally| {
        let r = &played.record;
        eprintln!(
            "game {:>4}: {} v {}: {} ({}), {} plies | {}: +{} ={} -{}",
            played.number + 1,
            r.white,
            r.black,
            r.result.pgn(),
            r.reason,
            r.opening.moves.len() + r.moves.len(),
            spec.engines[0].name,
            tally.wins,
            tally.draws,
            tally.losses
        );
        if let Some(file) = &mut pgn_file {
            let text = ortoo_referee::pgn::pgn(r, &event, played.number + 1, variant_tag);
            if let Err(e) = file.write_all(text.as_bytes()) {
                eprintln!("cannot write the PGN: {e}");
            }
        }
        if let Some(file) = &mut positions_file {
            let written = ortoo_referee::data::positions(r, &spec.variant, &spec.options, played.number + 1)
                .map_err(|e| e.to_string())
                .and_then(|lines| file.write_all(lines.as_bytes()).map_err(|e| e.to_string()));
            if let Err(e) = written {
                eprintln!("cannot write the positions of game {}: {e}", played.number + 1);
            }
        }
    });
    if let Some(mut file) = positions_file
        && let Err(e) = file.flush()
    {
        eprintln!("cannot write the positions: {e}");
    }
    let t = summary.tally;
    println!(
        "{} v {} in {}: {} games, +{} ={} -{}, score {:.1}%",
        summary.engines[0],
        summary.engines[1],
        summary.variant,
        summary.games,
        t.wins,
        t.draws,
        t.losses,
        100.0 * summary.score
    );
    match summary.elo {
        Some(elo) => println!("Elo difference: {elo}"),
        None => println!("Elo difference: unbounded (a score of 0% or 100%)"),
    }
    for (name, d) in summary.engines.iter().zip(&summary.depth) {
        if let (Some(median), Some(mean)) = (d.median, d.mean) {
            println!("{name}: median depth {median} (mean {mean:.1}) over {} moves", d.moves);
        }
    }
    for (name, &n) in summary.engines.iter().zip(&summary.failures) {
        if n > 0 {
            println!("{name} lost {n} games by failing (illegal move, time, crash)");
        }
    }
    if let Some(s) = summary.sprt {
        println!(
            "SPRT elo0={} elo1={} alpha={} beta={}: LLR {:.2} ({:.2}, {:.2}): {}",
            s.test.elo0,
            s.test.elo1,
            s.test.alpha,
            s.test.beta,
            s.llr,
            s.lower,
            s.upper,
            match s.verdict {
                ortoo_referee::Verdict::H1 => "H1 accepted (the first engine is better)",
                ortoo_referee::Verdict::H0 => "H0 accepted (it is not better)",
                ortoo_referee::Verdict::Continue => "undecided",
            }
        );
        if let Some(n) = s.decided_after {
            println!("(decided after {n} games; the games then under way were finished and are counted above)");
        }
    }
    for why in &summary.unplayable {
        println!("not played: {why}");
    }
    if let Some(path) = json {
        let text = serde_json::to_string_pretty(&summary).map_err(|e| UsageError(e.to_string()))?;
        std::fs::write(path, text + "\n").map_err(|e| UsageError(format!("cannot write {}: {e}", path.display())))?;
    }
    Ok(if summary.unplayable.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}
