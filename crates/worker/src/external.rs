//! External UCI engines: a game the operator names in `[engine.external.GAME]` is played by
//! that engine (Fairy-Stockfish for Khan's Chess, say) instead of ortoo's own, through the same
//! job queue and the same move validation. Engine processes are started on first use and kept
//! for later jobs; one that fails is killed, and the job falls back to ortoo's own engine.

use std::collections::{BTreeMap, HashSet};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub use ortoo_config::External;

#[derive(Debug, thiserror::Error)]
pub enum ExternalError {
    #[error("cannot run the engine: {0}")]
    Io(#[from] std::io::Error),
    #[error("the engine stopped talking ({0})")]
    Gone(&'static str),
    #[error("the engine did not answer within {0:?}")]
    Timeout(Duration),
    #[error("the engine answered without a move: {0}")]
    NoMove(String),
    /// The engine does not list the variant among its `UCI_Variant` values once its options
    /// are set (Fairy-Stockfish without the `VariantPath` that defines it): it would play
    /// another game's moves.
    #[error("the engine does not play the variant \"{0}\" (its UCI_Variant values: {1})")]
    UnknownVariant(String, String),
}

/// A running engine process.
struct Process {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// The options the engine offers (to set `Skill Level` only where it exists).
    offered: HashSet<String>,
}

/// How long an engine may take to say `uciok` or `readyok`.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// Grace beyond the move time before an engine is taken for hung.
const GRACE: Duration = Duration::from_secs(10);

impl Process {
    fn start(config: &External) -> Result<Process, ExternalError> {
        let mut child = Command::new(&config.command)
            .args(&config.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child.stdin.take().ok_or(ExternalError::Gone("no standard input"))?;
        let output = child.stdout.take().ok_or(ExternalError::Gone("no standard output"))?;
        // A reader thread turns the engine's output into lines that can be waited for with a
        // timeout; it ends when the engine closes its output.
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut process = Process { child, input, lines, offered: HashSet::new() };
        process.handshake()?;
        // The options first: one of them may define the variant (Fairy-Stockfish reads the
        // games of its `VariantPath` file only when that option is set, and ignores a
        // `UCI_Variant` it does not know yet, playing chess instead).
        for (name, value) in &config.options {
            process.send(&format!("setoption name {name} value {value}"))?;
        }
        if let Some(variant) = &config.variant {
            // Asked again, the engine lists the variants it now knows. Before the variant is
            // set, not after: Fairy-Stockfish sets `UCI_Variant` back to chess on every `uci`.
            let known = process.handshake()?;
            if !known.iter().any(|v| v.eq_ignore_ascii_case(variant)) {
                return Err(ExternalError::UnknownVariant(variant.clone(), known.join(", ")));
            }
            process.send(&format!("setoption name UCI_Variant value {variant}"))?;
        }
        process.ready()?;
        Ok(process)
    }

    /// Says `uci` and reads the engine's options up to `uciok`; returns the values its
    /// `UCI_Variant` option offers (`option name UCI_Variant type combo default chess var
    /// chess var khans ...`).
    fn handshake(&mut self) -> Result<Vec<String>, ExternalError> {
        self.send("uci")?;
        let started = Instant::now();
        let mut variants = Vec::new();
        loop {
            let line = self.line(started, HANDSHAKE)?;
            if line.trim() == "uciok" {
                return Ok(variants);
            }
            if let Some(rest) = line.strip_prefix("option name ") {
                let name = rest.split(" type ").next().unwrap_or(rest).trim();
                if name == "UCI_Variant" {
                    let words: Vec<&str> = rest.split_whitespace().collect();
                    variants = words.windows(2).filter(|w| w[0] == "var").map(|w| w[1].to_string()).collect();
                }
                self.offered.insert(name.to_string());
            }
        }
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.input, "{line}")?;
        self.input.flush()?;
        Ok(())
    }

    fn line(&self, since: Instant, limit: Duration) -> Result<String, ExternalError> {
        let left = limit.saturating_sub(since.elapsed());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(ExternalError::Timeout(limit)),
            Err(RecvTimeoutError::Disconnected) => Err(ExternalError::Gone("its output closed")),
        }
    }

    fn ready(&mut self) -> Result<(), ExternalError> {
        self.send("isready")?;
        let started = Instant::now();
        while self.line(started, HANDSHAKE)?.trim() != "readyok" {}
        Ok(())
    }

    /// The engine's move (UCI form) from `start` after `moves`, thinking for `movetime`.
    fn think(
        &mut self,
        start: &str,
        moves: &[String],
        skill: Option<u8>,
        movetime: Duration,
        stop: &AtomicBool,
    ) -> Result<String, ExternalError> {
        if let Some(skill) = skill.filter(|_| self.offered.contains("Skill Level")) {
            self.send(&format!("setoption name Skill Level value {skill}"))?;
        }
        self.ready()?;
        let mut position = format!("position fen {start}");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send(&format!("go movetime {}", movetime.as_millis().max(1)))?;
        let started = Instant::now();
        let mut stopped = false;
        loop {
            let line = match self.lines.recv_timeout(Duration::from_millis(50)) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    if stop.load(Ordering::Relaxed) && !stopped {
                        self.send("stop")?;
                        stopped = true;
                    }
                    if started.elapsed() > movetime + GRACE {
                        return Err(ExternalError::Timeout(movetime + GRACE));
                    }
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => return Err(ExternalError::Gone("its output closed")),
            };
            if let Some(rest) = line.strip_prefix("bestmove") {
                let best = rest.split_whitespace().next().unwrap_or("");
                if best.is_empty() || best == "(none)" || best == "0000" {
                    return Err(ExternalError::NoMove(line));
                }
                return Ok(best.to_string());
            }
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The configured external engines and their idle processes, shared by a process's workers.
#[derive(Clone, Default)]
pub struct Engines {
    configured: Arc<BTreeMap<String, External>>,
    idle: Arc<Mutex<Vec<(String, Process)>>>,
}

impl std::fmt::Debug for Engines {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engines").field("configured", &self.configured).finish_non_exhaustive()
    }
}

/// The engine's settings for `variant`, with what a game defined in an operator's file needs
/// added where the operator left it out: the file itself as `VariantPath` (the file that
/// defines the game for ortoo defines it for Fairy-Stockfish too) and the variant's name as
/// `UCI_Variant`.
fn fed(variant: &str, config: &External) -> External {
    let mut config = config.clone();
    if let Some(game) = ortoo_rules::registry::defined(variant) {
        let rules = game.catalogued();
        if rules.source == ortoo_rules::defined::game::Source::Operator && !config.options.contains_key("VariantPath") {
            config.options.insert("VariantPath".into(), rules.file.clone());
        }
        config.variant.get_or_insert_with(|| variant.to_string());
    }
    config
}

impl Engines {
    pub fn new(configured: BTreeMap<String, External>) -> Engines {
        Engines { configured: Arc::new(configured), idle: Arc::default() }
    }

    /// Whether an external engine plays `variant`.
    pub fn plays(&self, variant: &str) -> bool {
        self.configured.contains_key(variant)
    }

    /// The external engine's move in `variant` (blocking: call it off the async threads). A
    /// process is reused if one is idle; one that fails is dropped (killed).
    pub fn think(
        &self,
        variant: &str,
        start: &str,
        moves: &[String],
        level: u8,
        movetime: Duration,
        stop: &AtomicBool,
    ) -> Result<String, ExternalError> {
        let config = self.configured.get(variant).ok_or(ExternalError::Gone("not configured"))?;
        let idle = {
            let mut idle = self.idle.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            idle.iter().position(|(v, _)| v == variant).map(|i| idle.swap_remove(i).1)
        };
        let mut process = match idle {
            Some(process) => process,
            None => Process::start(&fed(variant, config))?,
        };
        let best = process.think(start, moves, Some(skill_of(level)), movetime, stop)?;
        self.idle.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((variant.to_string(), process));
        Ok(best)
    }
}

impl Engines {
    /// Kills the idle processes of `variant`'s engine (one that played an illegal move is
    /// confused about the game); the next job starts a fresh one.
    pub fn discard(&self, variant: &str) {
        self.idle.lock().unwrap_or_else(std::sync::PoisonError::into_inner).retain(|(v, _)| v != variant);
    }
}

/// Stockfish's `Skill Level` (0–20) for one of ortoo's levels (1–12): 12 is full strength.
fn skill_of(level: u8) -> u8 {
    let level = level.clamp(1, 12);
    ((u32::from(level - 1) * 20 + 5) / 11) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_defined_game_feeds_the_engine_its_file() {
        let file = std::env::temp_dir().join(format!("ortoo-fed-{}.ini", std::process::id()));
        let text = "[fed-chess:capablanca]\ncastling = false\n";
        std::fs::write(&file, text).unwrap();
        let name = file.display().to_string();
        assert!(ortoo_rules::registry::register(&name, text).faults.is_empty());
        let plain = External { command: "fsf".into(), args: vec![], variant: None, options: BTreeMap::new() };
        let fed_config = fed("fed-chess", &plain);
        assert_eq!(fed_config.options.get("VariantPath"), Some(&name));
        assert_eq!(fed_config.variant.as_deref(), Some("fed-chess"));
        // A built-in defined game is the engine's own; a hand-written one is left as set.
        assert_eq!(fed("capablanca", &plain).options.get("VariantPath"), None);
        assert_eq!(fed("capablanca", &plain).variant.as_deref(), Some("capablanca"));
        assert_eq!(fed("chess", &plain), plain);
        let _ = std::fs::remove_file(&file);
    }

    #[test]
    fn levels_spread_over_the_skill_levels() {
        assert_eq!(skill_of(1), 0);
        assert_eq!(skill_of(12), 20);
        let all: Vec<u8> = (1..=12).map(skill_of).collect();
        assert!(all.windows(2).all(|w| w[0] < w[1]), "{all:?}");
    }
}
