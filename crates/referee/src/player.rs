//! One engine taking part in a match: a child process spoken to in UCI. Its output is read by a
//! thread of its own into a channel, so that the referee can wait for an answer with a deadline
//! and judge an engine that hangs as out of time instead of hanging with it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How to start an engine and what to tell it, from `--engine "name=… cmd=… arg=… option.X=…"`.
#[derive(Debug, Clone, PartialEq)]
pub struct EngineSpec {
    pub name: String,
    pub cmd: String,
    pub args: Vec<String>,
    /// UCI options set after the handshake, in order (`Level`, `Threads`, `Hash`, …).
    pub options: Vec<(String, String)>,
    /// The `UCI_Variant` value to send; by default the game's Fairy-Stockfish name, which ortoo
    /// also reads.
    pub variant: Option<String>,
}

impl std::str::FromStr for EngineSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<EngineSpec, String> {
        let mut spec = EngineSpec {
            name: String::new(),
            cmd: String::new(),
            args: Vec::new(),
            options: Vec::new(),
            variant: None,
        };
        // UCI option names may hold spaces (Fairy-Stockfish's `Use NNUE`), so the words of
        // `option.Use NNUE=false` up to the one with the `=` are one setting.
        let mut words = s.split_whitespace();
        while let Some(first) = words.next() {
            let mut word = first.to_string();
            while word.starts_with("option.") && !word.contains('=') {
                match words.next() {
                    Some(next) => {
                        word.push(' ');
                        word.push_str(next);
                    }
                    None => break,
                }
            }
            let (key, value) =
                word.split_once('=').ok_or_else(|| format!("\"{word}\" is not name=value (in \"{s}\")"))?;
            match key {
                "name" => spec.name = value.to_string(),
                "cmd" => spec.cmd = value.to_string(),
                "arg" => spec.args.push(value.to_string()),
                "variant" => spec.variant = Some(value.to_string()),
                _ => match key.strip_prefix("option.") {
                    Some(option) if !option.is_empty() => spec.options.push((option.to_string(), value.to_string())),
                    _ => {
                        return Err(format!(
                            "unknown engine setting \"{key}\" (name, cmd, arg, variant, option.<name>)"
                        ));
                    }
                },
            }
        }
        if spec.cmd.is_empty() {
            return Err(format!("the engine \"{s}\" has no cmd=<program>"));
        }
        if spec.name.is_empty() {
            spec.name = std::path::Path::new(&spec.cmd)
                .file_name()
                .map_or_else(|| spec.cmd.clone(), |f| f.to_string_lossy().into_owned());
        }
        Ok(spec)
    }
}

/// Why an engine could not go on; the game is lost by it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    #[error("could not be started: {0}")]
    Start(String),
    #[error("stopped answering (its process ended)")]
    Gone,
    #[error("did not answer {0} in time")]
    Silent(&'static str),
    #[error("lost on time: took {used_ms} ms where {allowed_ms} ms were allowed")]
    Time { used_ms: u64, allowed_ms: u64 },
    #[error("gave no move (\"{0}\")")]
    NoMove(String),
}

/// What an engine said about the move it chose (its last `info` line that had them).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Report {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// In centipawns from the engine's side; mates as ±(100,000 − plies).
    pub score: Option<i32>,
}

/// A running engine.
pub struct Player {
    pub spec: EngineSpec,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

/// How long the handshake and `isready` may take: engines load tables and networks at start.
const HANDSHAKE: Duration = Duration::from_secs(20);

impl Player {
    /// Starts the engine, shakes hands and sets its options and the variant.
    ///
    /// # Errors
    /// The program cannot be run, or does not speak UCI.
    pub fn start(spec: &EngineSpec, variant: &str) -> Result<Player, Failure> {
        let mut child = Command::new(&spec.cmd)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| Failure::Start(format!("{}: {e}", spec.cmd)))?;
        let input = child.stdin.take().ok_or_else(|| Failure::Start("no standard input".into()))?;
        let output = child.stdout.take().ok_or_else(|| Failure::Start("no standard output".into()))?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut player = Player { spec: spec.clone(), child, input, lines };
        player.send("uci")?;
        player.wait_for("uciok", HANDSHAKE)?;
        // The engine's own options first: Fairy-Stockfish learns games such as Khan's Chess
        // from its `VariantPath` file, which must be read before the variant is chosen.
        for (name, value) in &spec.options {
            player.send(&format!("setoption name {name} value {value}"))?;
        }
        let variant = spec.variant.clone().unwrap_or_else(|| ortoo_engine::uci::variant_name(variant).to_string());
        // Chess engines that know only chess have no UCI_Variant: sending it for chess is
        // harmless (an unknown option is ignored), and it is what variant engines need.
        player.send(&format!("setoption name UCI_Variant value {variant}"))?;
        player.ready()?;
        Ok(player)
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.input, "{line}").and_then(|()| self.input.flush()).map_err(|_| Failure::Gone)
    }

    /// Reads lines until one starts with `word`, for at most `patience`; returns that line.
    fn wait_for(&mut self, word: &'static str, patience: Duration) -> Result<String, Failure> {
        let until = Instant::now() + patience;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return Err(Failure::Silent(word)),
                Err(RecvTimeoutError::Disconnected) => return Err(Failure::Gone),
            }
        }
    }

    fn ready(&mut self) -> Result<(), Failure> {
        self.send("isready")?;
        self.wait_for("readyok", HANDSHAKE).map(|_| ())
    }

    pub fn new_game(&mut self) -> Result<(), Failure> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Asks for a move in `position` (a UCI `position …` line) with `go` (the `go …` line), and
    /// waits until `allowed` plus `margin` has passed. Returns the move, what the engine reported
    /// of its search, and the time it took.
    ///
    /// # Errors
    /// The engine ended, said nothing in time, or gave no move.
    pub fn think(
        &mut self,
        position: &str,
        go: &str,
        allowed: Duration,
        margin: Duration,
    ) -> Result<(String, Report, Duration), Failure> {
        self.send(position)?;
        let start = Instant::now();
        self.send(go)?;
        let mut report = Report::default();
        let until = start + allowed + margin;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    let used = start.elapsed();
                    return Err(Failure::Time {
                        used_ms: used.as_millis() as u64,
                        allowed_ms: allowed.as_millis() as u64,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => return Err(Failure::Gone),
            };
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => read_info(&line, &mut report),
                Some("bestmove") => {
                    let used = start.elapsed();
                    if used > allowed + margin {
                        return Err(Failure::Time {
                            used_ms: used.as_millis() as u64,
                            allowed_ms: allowed.as_millis() as u64,
                        });
                    }
                    return match words.next() {
                        Some(mv) if mv != "(none)" && mv != "0000" => Ok((mv.to_string(), report, used)),
                        other => Err(Failure::NoMove(other.unwrap_or("").to_string())),
                    };
                }
                _ => {}
            }
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        // An engine gets a moment to leave by itself, then is ended.
        let until = Instant::now() + Duration::from_millis(500);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Takes depth, nodes and score from an `info` line, where it has them (a line with only a
/// `string` or `currmove` leaves the report as it was).
fn read_info(line: &str, report: &mut Report) {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.contains(&"string") || words.contains(&"lowerbound") || words.contains(&"upperbound") {
        return;
    }
    let after = |key: &str| words.iter().position(|w| *w == key).and_then(|i| words.get(i + 1));
    if let Some(depth) = after("depth").and_then(|d| d.parse().ok()) {
        report.depth = Some(depth);
    }
    if let Some(nodes) = after("nodes").and_then(|n| n.parse().ok()) {
        report.nodes = Some(nodes);
    }
    if let Some(i) = words.iter().position(|w| *w == "score") {
        match (words.get(i + 1), words.get(i + 2).and_then(|v| v.parse::<i32>().ok())) {
            (Some(&"cp"), Some(cp)) => report.score = Some(cp),
            (Some(&"mate"), Some(m)) => {
                report.score = Some(if m > 0 { 100_000 - (2 * m - 1) } else { -100_000 - 2 * m });
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_settings_are_read_and_refused_with_reasons() {
        let spec: EngineSpec =
            "name=new cmd=target/release/ortoo arg=uci option.Level=0 option.Hash=64".parse().unwrap();
        assert_eq!(spec.name, "new");
        assert_eq!(spec.args, ["uci"]);
        assert_eq!(spec.options, [("Level".to_string(), "0".to_string()), ("Hash".into(), "64".into())]);
        let fsf: EngineSpec = "cmd=/opt/fsf/stockfish option.Use NNUE=false option.Threads=1".parse().unwrap();
        assert_eq!(fsf.options, [("Use NNUE".to_string(), "false".to_string()), ("Threads".into(), "1".into())]);
        assert!("cmd=x option.Use NNUE".parse::<EngineSpec>().unwrap_err().contains("name=value"));
        let unnamed: EngineSpec = "cmd=/opt/fsf/stockfish".parse().unwrap();
        assert_eq!(unnamed.name, "stockfish");
        assert!("name=x".parse::<EngineSpec>().unwrap_err().contains("cmd="));
        assert!("cmd=x speed=3".parse::<EngineSpec>().unwrap_err().contains("speed"));
        assert!("cmd=x loose".parse::<EngineSpec>().unwrap_err().contains("name=value"));
    }

    #[test]
    fn info_lines_give_depth_nodes_and_score() {
        let mut r = Report::default();
        read_info("info depth 12 seldepth 18 score cp -35 nodes 123456 nps 1000 pv e2e4", &mut r);
        assert_eq!(r, Report { depth: Some(12), nodes: Some(123_456), score: Some(-35) });
        read_info("info string hello depth 99", &mut r);
        assert_eq!(r.depth, Some(12));
        read_info("info depth 13 score mate 2 nodes 5", &mut r);
        assert_eq!(r.score, Some(100_000 - 3));
    }
}
