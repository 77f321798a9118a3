//! The engine as a UCI engine, for chess GUIs and tournament managers (cutechess-cli,
//! Fairy-Stockfish's tools): `ortoo uci` runs [`run`] over standard input and output.
//!
//! The protocol is the one Fairy-Stockfish speaks for chess variants: the game is chosen with
//! the `UCI_Variant` option, under Fairy-Stockfish's names where it knows the game (`chess`,
//! `khans` for Khan's Chess) and under ortoo's ids for the others (`khan`, `kings-run`,
//! `shatranj-kamil-x`, `koan`); ortoo's ids are accepted for every game. Moves are the rules'
//! coordinate form (`e2e4`, `e7e8q`, `b2b1t`), exactly what Fairy-Stockfish writes for chess and
//! Khan's Chess; a King's Run turn is its coordinate form without spaces (`e2e4;P'-e4`), so it
//! stays one token.
//!
//! Beyond the variant: `Hash` (megabytes of transposition table, kept from move to move until
//! `ucinewgame`), `Threads` (threads searching at once, sharing the table), `Level` (ortoo's strength
//! levels 1–12, 0 for full strength) and `Rules` (a variant's rule options as `name=value` pairs,
//! e.g. Khan's `setup=basic exchanges=off`) and `VariantPath` (a file in the variants.ini format
//! whose games are played from then on, as Fairy-Stockfish reads it).
//!
//! The search runs on its own thread with a stop flag, so `isready`, `stop` and `quit` are
//! answered while it thinks. A line the engine cannot use is answered with `info string` and the
//! reason; every `go` is answered with one `bestmove`, `bestmove (none)` when there is no move to
//! give.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use ortoo_rules::registry::{self, OpenError};
use ortoo_rules::{GameState, Options, Outcome, PositionError, Refusal, Side, VariantInfo};

use crate::search::{MAX_DEPTH, MAX_THREADS};
use crate::{DEFAULT_HASH_MB, Memory, SearchLimits, Thought, level, prepare, repetition_window, think_remembering};

/// The largest transposition table `Hash` accepts, in megabytes.
pub const MAX_HASH_MB: usize = 4096;
/// What is kept back from the clock for the time it takes to send a move and for the search's
/// own overshoot (it reads the clock every few thousand nodes).
const MOVE_OVERHEAD: Duration = Duration::from_millis(30);
/// Moves a game is assumed to last beyond the current one when the clock does not say
/// (`movestogo` absent: sudden death).
const MOVES_TO_PLAN_FOR: u32 = 30;

/// The `UCI_Variant` name of an ortoo variant: Fairy-Stockfish's where it plays the game (the
/// registry's `uci_name`).
pub fn variant_name(id: &str) -> &str {
    registry::info(id).map_or(id, |info| info.uci_name)
}

/// The variant a `UCI_Variant` value names: a Fairy-Stockfish name or an ortoo id, in any case.
pub fn variant_named(name: &str) -> Option<&'static VariantInfo> {
    registry::variants()
        .iter()
        .copied()
        .find(|v| v.id.eq_ignore_ascii_case(name) || v.uci_name.eq_ignore_ascii_case(name))
}

/// A move in UCI form: the rules' coordinate form, as one whitespace-free token.
pub fn uci_move(coordinate: &str) -> String {
    coordinate.split_whitespace().collect()
}

/// Why a line from the GUI cannot be used; sent back as `info string`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadInput {
    #[error("unknown command \"{0}\"")]
    UnknownCommand(String),
    #[error("setoption needs: setoption name <name> [value <value>]")]
    MalformedSetOption,
    #[error("no option named \"{0}\" (options: UCI_Variant, Level, Hash, Threads, Rules, VariantPath)")]
    UnknownOption(String),
    #[error("VariantPath: {0}")]
    Variants(String),
    #[error("option {option} takes {expected}, not \"{value}\"")]
    BadOptionValue { option: &'static str, value: String, expected: String },
    #[error("unknown variant \"{name}\" (known: {})", known_variants())]
    UnknownVariant { name: String },
    #[error("Rules: {0}")]
    Rules(#[from] ortoo_rules::OptionError),
    #[error("{0}; set UCI_Variant and Rules to fit each other")]
    Open(#[from] OpenError),
    #[error("position needs startpos or fen <text>, then optionally moves <move> ...")]
    MalformedPosition,
    #[error("{0}")]
    Position(#[from] PositionError),
    #[error("move {number} ({text}) refused: {refusal}; the position is the one before it")]
    Move { number: usize, text: String, refusal: Refusal },
    #[error("go {keyword} needs a whole number, not \"{value}\"")]
    BadGoValue { keyword: String, value: String },
    #[error("go: unknown word \"{0}\"")]
    UnknownGoWord(String),
    #[error("already thinking (go infinite): send stop first")]
    Busy,
}

fn known_variants() -> String {
    registry::variants().iter().map(|v| v.uci_name).collect::<Vec<_>>().join(", ")
}

/// Runs a UCI session: reads commands from `input` until `quit` or its end, answers on
/// `output`, and gives `output` back.
///
/// # Errors
/// Only failures to read `input` or to write `output`; bad commands are answered, not errors.
pub fn run<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) -> io::Result<W> {
    let mut session = Session::new(output);
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        // A GUI speaks ASCII; a stray byte should cost one answer, not the session.
        let text = String::from_utf8_lossy(&line);
        if session.command(&text)? == Flow::Quit {
            break;
        }
    }
    session.finish()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// Output shared with the search thread, a line at a time.
struct Out<W>(Arc<Mutex<W>>);

impl<W: Write> Out<W> {
    fn say(&self, line: &str) -> io::Result<()> {
        let mut w = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        writeln!(w, "{line}")?;
        w.flush()
    }
}

impl<W> Clone for Out<W> {
    fn clone(&self) -> Self {
        Out(self.0.clone())
    }
}

/// The position `go` searches: the game so far and the keys of the positions before it.
struct Game {
    state: Box<dyn GameState>,
    earlier_keys: Vec<u64>,
}

/// A search under way on its own thread.
struct Thinking {
    stop: Arc<AtomicBool>,
    /// Gives the `bestmove` line when the search held it back (`go infinite`: not before
    /// `stop`); `None` when the thread already sent it.
    handle: JoinHandle<Option<String>>,
    /// A search that only ends when stopped.
    infinite: bool,
}

struct Session<W> {
    out: Out<W>,
    variant: &'static VariantInfo,
    rules: Vec<(String, String)>,
    hash_mb: usize,
    threads: usize,
    level: Option<u8>,
    /// The table kept from move to move of a game; the search thread holds it while it thinks.
    memory: Arc<Mutex<Memory>>,
    /// `None` until a `position` command: then the variant's start.
    game: Option<Game>,
    thinking: Option<Thinking>,
    /// The files of variants `VariantPath` has read (set again, a file is not read twice).
    variant_files: Vec<String>,
}

impl<W: Write + Send + 'static> Session<W> {
    fn new(output: W) -> Session<W> {
        Session {
            out: Out(Arc::new(Mutex::new(output))),
            variant: registry::info("chess").expect("chess is always offered"),
            rules: Vec::new(),
            hash_mb: DEFAULT_HASH_MB,
            threads: 1,
            level: None,
            memory: Arc::new(Mutex::new(Memory::default())),
            game: None,
            thinking: None,
            variant_files: Vec::new(),
        }
    }

    fn command(&mut self, line: &str) -> io::Result<Flow> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&verb, args)) = words.split_first() else { return Ok(Flow::Continue) };
        let answer = match verb {
            "uci" => self.identify(),
            "isready" => self.out.say("readyok"),
            // Nothing to debug or register: accepted and ignored, as the protocol allows.
            "debug" | "register" => Ok(()),
            // Pondering is not offered (no `Ponder` option), so a ponderhit can only follow a
            // `go ponder` searched as `go infinite`: the guess was right, so answer now.
            "ponderhit" | "stop" => self.stop(),
            "quit" => {
                self.stop()?;
                return Ok(Flow::Quit);
            }
            "setoption" => match self.set_option(args) {
                Ok(()) => Ok(()),
                Err(bad) => self.info_string(&bad.to_string()),
            },
            "ucinewgame" => {
                self.stop()?;
                self.game = None;
                // The table is made now, before the game's clock runs (the GUI waits for
                // readyok after this), not during the first move.
                let mut memory = self.memory.lock().unwrap_or_else(PoisonError::into_inner);
                memory.forget();
                match prepare(&mut memory, self.variant.id, &self.rules, self.hash_mb) {
                    Ok(()) => Ok(()),
                    Err(e) => self.info_string(&e.to_string()),
                }
            }
            "position" => match self.set_position(args) {
                Ok(()) => Ok(()),
                Err(bad) => self.info_string(&bad.to_string()),
            },
            "go" => self.go(args),
            other => self.info_string(&BadInput::UnknownCommand(other.to_string()).to_string()),
        };
        answer.map(|()| Flow::Continue)
    }

    fn identify(&self) -> io::Result<()> {
        self.out.say(&format!("id name ortoo {}", env!("CARGO_PKG_VERSION")))?;
        self.out.say("id author the ortoo authors")?;
        let vars: String = std::iter::once("chess")
            .chain(registry::variants().iter().map(|v| v.uci_name).filter(|&n| n != "chess"))
            .map(|n| format!(" var {n}"))
            .collect();
        self.out.say(&format!("option name UCI_Variant type combo default chess{vars}"))?;
        self.out.say(&format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"))?;
        self.out.say(&format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"))?;
        self.out.say(&format!("option name Level type spin default 0 min 0 max {}", level::LEVELS.end()))?;
        self.out.say("option name Rules type string default <empty>")?;
        self.out.say("option name VariantPath type string default <empty>")?;
        self.out.say("uciok")
    }

    fn info_string(&self, text: &str) -> io::Result<()> {
        self.out.say(&format!("info string {text}"))
    }

    fn set_option(&mut self, args: &[&str]) -> Result<(), BadInput> {
        let (name, value) = match args {
            ["name", rest @ ..] => match rest.iter().position(|&w| w == "value") {
                Some(at) => (rest[..at].join(" "), rest[at + 1..].join(" ")),
                None => (rest.join(" "), String::new()),
            },
            _ => return Err(BadInput::MalformedSetOption),
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => {
                let info = variant_named(&value).ok_or(BadInput::UnknownVariant { name: value })?;
                if info.id != self.variant.id {
                    self.variant = info;
                    self.game = None;
                }
            }
            "hash" => self.hash_mb = spin("Hash", value, MAX_HASH_MB, "megabytes")?,
            "threads" => self.threads = spin("Threads", value, MAX_THREADS, "a number of threads")?,
            "level" => {
                self.level = match value.parse::<u8>() {
                    Ok(0) => None,
                    Ok(n) if level::LEVELS.contains(&n) => Some(n),
                    _ => {
                        return Err(BadInput::BadOptionValue {
                            option: "Level",
                            value,
                            expected: format!("0 (full strength) or a level from 1 to {}", level::LEVELS.end()),
                        });
                    }
                }
            }
            "rules" => {
                let text = if value == "<empty>" { "" } else { value.as_str() };
                self.rules = text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|w| !w.is_empty())
                    .map(Options::pair)
                    .collect::<Result<_, _>>()?;
                self.game = None;
            }
            "variantpath" => {
                // As Fairy-Stockfish reads it: a variants.ini file whose games are offered from
                // now on (`uci` again lists them among UCI_Variant's values).
                if value.is_empty() || value == "<empty>" || self.variant_files.contains(&value) {
                    return Ok(());
                }
                let text = std::fs::read_to_string(&value)
                    .map_err(|e| BadInput::Variants(format!("cannot read {value}: {e}")))?;
                // The sound variants are offered; the others are told, as Fairy-Stockfish
                // tells what it cannot read of a file and plays the rest.
                let registered = registry::register(&value, &text);
                self.variant_files.push(value);
                if !registered.faults.is_empty() {
                    return Err(BadInput::Variants(format!(
                        "{} variant(s) read; left out: {}",
                        registered.ids.len(),
                        registered.faults.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ")
                    )));
                }
            }
            _ => return Err(BadInput::UnknownOption(name)),
        }
        Ok(())
    }

    fn set_position(&mut self, args: &[&str]) -> Result<(), BadInput> {
        let variant = registry::open(self.variant.id, &self.rules)?;
        let (state, moves) = match args {
            ["startpos", rest @ ..] => (variant.start(), rest),
            ["fen", rest @ ..] => {
                let end = rest.iter().position(|&w| w == "moves").unwrap_or(rest.len());
                if end == 0 {
                    return Err(BadInput::MalformedPosition);
                }
                (variant.load(&rest[..end].join(" "))?, &rest[end..])
            }
            _ => return Err(BadInput::MalformedPosition),
        };
        let moves = match moves {
            [] => &[][..],
            ["moves", moves @ ..] => moves,
            _ => return Err(BadInput::MalformedPosition),
        };
        let mut game = Game { state, earlier_keys: Vec::new() };
        for (i, &text) in moves.iter().enumerate() {
            let key = game.state.key();
            if let Err(refusal) = game.state.play(text) {
                self.game = Some(game);
                return Err(BadInput::Move { number: i + 1, text: text.to_string(), refusal });
            }
            game.earlier_keys.push(key);
        }
        self.game = Some(game);
        Ok(())
    }

    fn go(&mut self, args: &[&str]) -> io::Result<()> {
        if let Some(thinking) = &self.thinking {
            if thinking.infinite && !thinking.handle.is_finished() {
                return self.info_string(&BadInput::Busy.to_string());
            }
            // A search with limits ends by itself: wait for its answer first, as Stockfish does,
            // so a script may send go after go. A finished infinite one still owes its answer.
            self.wait(false)?;
        }
        let go = match Go::parse(args) {
            Ok(go) => go,
            Err(bad) => {
                self.info_string(&bad.to_string())?;
                return self.out.say("bestmove (none)");
            }
        };
        if self.game.is_none()
            && let Err(bad) = self.set_position(&["startpos"])
        {
            self.info_string(&bad.to_string())?;
            return self.out.say("bestmove (none)");
        }
        let game = self.game.as_ref().expect("a position was just set");
        let mut earlier_keys = repetition_window(&game.earlier_keys, game.state.as_ref()).to_vec();
        if let Some(outcome) = game.state.outcome() {
            // The same position without its history: is it over by itself?
            let over_by_itself = registry::open(self.variant.id, &self.rules)
                .ok()
                .and_then(|v| v.load(&game.state.position_text()).ok())
                .is_none_or(|fresh| fresh.outcome().is_some());
            if outcome.winner().is_some() || over_by_itself {
                self.out.say(if lost_by(outcome, game.state.turn()) {
                    "info depth 0 score mate 0"
                } else {
                    "info depth 0 score cp 0"
                })?;
                self.info_string(&format!("the game is over: {outcome}"))?;
                return self.out.say("bestmove (none)");
            }
            // A draw made by the history (a repetition) is the GUI's to adjudicate, by its own
            // count: a UCI engine answers with a move whenever one is legal, so it searches the
            // position as if the history were not there.
            self.info_string(&format!("{outcome}; searching on, for the GUI to adjudicate"))?;
            earlier_keys.clear();
        }
        for note in &go.notes {
            self.info_string(note)?;
        }
        let stop = Arc::new(AtomicBool::new(false));
        let mut limits = go.limits(game.state.turn(), self.level, self.hash_mb, stop.clone());
        limits.threads = Some(self.threads);
        let task = Task {
            variant: self.variant.id,
            rules: self.rules.clone(),
            position: game.state.position_text(),
            earlier_keys,
            state: game.state.clone(),
            limits,
            memory: self.memory.clone(),
            hold: go.infinite,
        };
        let out = self.out.clone();
        let handle = std::thread::Builder::new().name("ortoo-search".into()).spawn(move || task.run(&out))?;
        self.thinking = Some(Thinking { stop, handle, infinite: go.infinite });
        Ok(())
    }

    /// Stops the search, if any, and waits for its `bestmove`.
    fn stop(&mut self) -> io::Result<()> {
        self.wait(true)
    }

    /// Waits for the search, if any, to end (stopping it first when asked), then makes sure
    /// its `bestmove` has been sent.
    fn wait(&mut self, stop: bool) -> io::Result<()> {
        let Some(thinking) = self.thinking.take() else { return Ok(()) };
        if stop {
            thinking.stop.store(true, Ordering::Relaxed);
        }
        match thinking.handle.join() {
            Ok(Some(held)) => self.out.say(&held),
            Ok(None) => Ok(()),
            // The search panicked: a bug, but the GUI is still owed an answer.
            Err(_) => {
                self.info_string("the search failed")?;
                self.out.say("bestmove (none)")
            }
        }
    }

    /// The end of the input: a search with limits may finish (a script piped in wants its
    /// answer, and nobody is left to send `stop`); an infinite one is stopped.
    fn finish(mut self) -> io::Result<W> {
        let infinite = self.thinking.as_ref().is_some_and(|t| t.infinite);
        self.wait(infinite)?;
        let Session { out, .. } = self;
        let mutex = Arc::try_unwrap(out.0).map_err(|_| io::Error::other("the search still holds the output"))?;
        Ok(mutex.into_inner().unwrap_or_else(PoisonError::into_inner))
    }
}

/// A spin option's value from 1 to `max`; `what` names its unit in the refusal.
fn spin(option: &'static str, value: String, max: usize, what: &str) -> Result<usize, BadInput> {
    match value.parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(BadInput::BadOptionValue { option, value, expected: format!("{what} from 1 to {max}") }),
    }
}

/// A parsed `go` command.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Go {
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Option<Duration>,
    clock: Clock,
    infinite: bool,
    /// What was asked but is not done as asked (`searchmoves`, `ponder`), to say so.
    notes: Vec<&'static str>,
}

/// The clock part of `go`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Clock {
    pub time: [Option<Duration>; 2],
    pub increment: [Duration; 2],
    pub moves_to_go: Option<u32>,
}

impl Clock {
    /// How long `side` may think about this move: its share of the time left for the moves to
    /// the next time control (or [`MOVES_TO_PLAN_FOR`] more moves), plus most of its increment,
    /// never more than the time left less [`MOVE_OVERHEAD`]. `None` without a clock for `side`.
    pub fn move_time(&self, side: Side) -> Option<Duration> {
        let left = self.time[side.index()]?;
        let increment = self.increment[side.index()];
        let moves = self.moves_to_go.unwrap_or(MOVES_TO_PLAN_FOR).max(1);
        let share = left / moves + increment * 3 / 4;
        // Whole milliseconds, as the GUI counts them.
        let chosen = share.min(usable(left)).as_millis().max(1);
        Some(Duration::from_millis(chosen as u64))
    }

    /// How long `side` may think about this move at most: an iteration started within
    /// [`Clock::move_time`] may run on to three times that, never into more than a third of the
    /// time the later moves were to have, nor past the time left less [`MOVE_OVERHEAD`].
    pub fn move_limit(&self, side: Side) -> Option<Duration> {
        let aim = self.move_time(side)?;
        let left = self.time[side.index()]?;
        let limit = (aim * 3).min(aim + left.saturating_sub(aim) / 3).min(usable(left)).max(aim);
        Some(Duration::from_millis(limit.as_millis().max(1) as u64))
    }
}

/// Of `left` on the clock, what a move may use: all but [`MOVE_OVERHEAD`] (or half, when less
/// is left).
fn usable(left: Duration) -> Duration {
    left.saturating_sub(MOVE_OVERHEAD.min(left / 2))
}

impl Go {
    fn parse(args: &[&str]) -> Result<Go, BadInput> {
        let mut go = Go::default();
        let mut words = args.iter();
        while let Some(&word) = words.next() {
            let mut number = |keyword: &str| -> Result<u64, BadInput> {
                let value = words.next().copied().unwrap_or("");
                value
                    .parse::<i64>()
                    .map(|n| n.max(0) as u64)
                    .map_err(|_| BadInput::BadGoValue { keyword: keyword.to_string(), value: value.to_string() })
            };
            match word {
                "depth" => go.depth = Some(number(word)?.clamp(1, MAX_DEPTH as u64) as u32),
                // A mate in n moves lies 2n - 1 plies deep.
                "mate" => go.depth = Some((number(word)? * 2).saturating_sub(1).clamp(1, MAX_DEPTH as u64) as u32),
                "nodes" => go.nodes = Some(number(word)?.max(1)),
                "movetime" => go.movetime = Some(Duration::from_millis(number(word)?)),
                "wtime" => go.clock.time[0] = Some(Duration::from_millis(number(word)?)),
                "btime" => go.clock.time[1] = Some(Duration::from_millis(number(word)?)),
                "winc" => go.clock.increment[0] = Duration::from_millis(number(word)?),
                "binc" => go.clock.increment[1] = Duration::from_millis(number(word)?),
                "movestogo" => go.clock.moves_to_go = Some(number(word)?.min(u32::MAX as u64) as u32),
                "infinite" => go.infinite = true,
                // Searched as infinite: the answer waits for ponderhit or stop.
                "ponder" => {
                    go.infinite = true;
                    go.notes.push("pondering is not offered: searching as go infinite");
                }
                "searchmoves" => {
                    go.notes.push("searchmoves is not supported: searching every move");
                    // The moves that follow belong to searchmoves; skip them.
                    for _ in words.by_ref() {}
                }
                other => return Err(BadInput::UnknownGoWord(other.to_string())),
            }
        }
        Ok(go)
    }

    fn limits(&self, turn: Side, level: Option<u8>, hash_mb: usize, stop: Arc<AtomicBool>) -> SearchLimits {
        let base = SearchLimits { stop: Some(stop), hash_mb: Some(hash_mb), seed: seed(), ..SearchLimits::default() };
        if self.infinite {
            // Analysis: full strength, as deep as the search goes, until stopped.
            return SearchLimits { depth: Some(self.depth.unwrap_or(MAX_DEPTH)), nodes: self.nodes, ..base };
        }
        SearchLimits {
            level,
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime.or_else(|| self.clock.move_limit(turn)),
            soft_time: if self.movetime.is_some() { None } else { self.clock.move_time(turn) },
            ..base
        }
    }
}

/// A fresh seed for the low levels' noise, so a GUI's games differ.
fn seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// What the search thread needs, owned.
struct Task {
    variant: &'static str,
    rules: Vec<(String, String)>,
    position: String,
    earlier_keys: Vec<u64>,
    /// The position as a game, to turn the line's canonical moves into UCI moves.
    state: Box<dyn GameState>,
    limits: SearchLimits,
    memory: Arc<Mutex<Memory>>,
    /// Hold `bestmove` back for the caller to send after `stop` (`go infinite`).
    hold: bool,
}

impl Task {
    fn run<W: Write>(self, out: &Out<W>) -> Option<String> {
        // A GUI that has gone away cannot be told anything: write errors end nothing here.
        let mut last_info = String::new();
        let mut memory = self.memory.lock().unwrap_or_else(PoisonError::into_inner);
        let on_depth = |t: &Thought| {
            last_info = info_line(t, self.state.as_ref());
            let _ = out.say(&last_info);
        };
        let (position, keys) = (&self.position, &self.earlier_keys);
        let result = think_remembering(self.variant, &self.rules, position, keys, self.limits, &mut memory, on_depth);
        drop(memory);
        let best = match result {
            Ok(thought) => {
                // The final count, unless the last depth's line already said it all.
                let info = info_line(&thought, self.state.as_ref());
                if info != last_info {
                    let _ = out.say(&info);
                }
                format!("bestmove {}", uci_move(&thought.coordinate))
            }
            Err(e) => {
                let _ = out.say(&format!("info string {e}"));
                "bestmove (none)".to_string()
            }
        };
        if self.hold {
            return Some(best);
        }
        let _ = out.say(&best);
        None
    }
}

/// `info depth … score … nodes … nps … time … pv …` for a thought.
fn info_line(thought: &Thought, state: &dyn GameState) -> String {
    let score = match thought.mate {
        Some(moves) => format!("mate {moves}"),
        None => format!("cp {}", thought.score),
    };
    let ms = thought.elapsed.as_millis();
    let nps = thought.nodes as u128 * 1000 / ms.max(1);
    // A search stopped during its first iteration has finished no depth, yet its move comes
    // from a partial depth-1 search; GUIs expect depths from 1.
    let mut line =
        format!("info depth {} score {score} nodes {} nps {nps} time {ms}", thought.depth.max(1), thought.nodes);
    let pv = principal_variation(&thought.pv, state);
    if !pv.is_empty() {
        line.push_str(" pv");
        for mv in pv {
            line.push(' ');
            line.push_str(&mv);
        }
    }
    line
}

/// The line's canonical moves as UCI moves, played out from `state` (up to any move the rules
/// would not take, which would be an engine bug: better a short line than a wrong one).
fn principal_variation(canonical: &[String], state: &dyn GameState) -> Vec<String> {
    let mut game = state.clone_box();
    let mut line = Vec::with_capacity(canonical.len());
    for text in canonical {
        match game.play(text) {
            Ok(played) => line.push(uci_move(&played.accepted.coordinate)),
            Err(_) => break,
        }
    }
    line
}

/// Whether an outcome is a loss for the side to move (for `score mate 0`).
fn lost_by(outcome: Outcome, turn: Side) -> bool {
    outcome.winner() == Some(!turn)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn sudden_death_spends_a_thirtieth_of_the_time_left_and_most_of_the_increment() {
        let clock =
            Clock { time: [Some(ms(60_000)), Some(ms(1_000))], increment: [ms(1_000), ms(0)], moves_to_go: None };
        assert_eq!(clock.move_time(Side::White), Some(ms(2_000 + 750)));
        assert_eq!(clock.move_time(Side::Black), Some(ms(33)));
    }

    #[test]
    fn moves_to_go_share_the_time_to_the_control_and_never_the_last_of_it() {
        let clock = Clock { time: [Some(ms(10_000)), None], increment: [ms(0); 2], moves_to_go: Some(5) };
        assert_eq!(clock.move_time(Side::White), Some(ms(2_000)));
        assert_eq!(clock.move_time(Side::Black), None);
        let last = Clock { time: [Some(ms(1_000)), None], increment: [ms(5_000); 2], moves_to_go: Some(1) };
        assert_eq!(last.move_time(Side::White), Some(ms(1_000) - MOVE_OVERHEAD));
        let flagging = Clock { time: [Some(ms(0)), None], increment: [ms(0); 2], moves_to_go: None };
        assert_eq!(flagging.move_time(Side::White), Some(ms(1)));
    }

    #[test]
    fn an_iteration_may_overrun_the_aim_but_not_eat_the_later_moves_time() {
        // Sudden death: aim a thirtieth (2 s), at most three times that.
        let clock = Clock { time: [Some(ms(60_000)), None], increment: [ms(0); 2], moves_to_go: None };
        assert_eq!(clock.move_limit(Side::White), Some(ms(6_000)));
        // Two moves to the control: aim 5 s of 10, at most a third of the other 5 s more.
        let two = Clock { time: [Some(ms(10_000)), None], increment: [ms(0); 2], moves_to_go: Some(2) };
        assert_eq!(two.move_time(Side::White), Some(ms(5_000)));
        assert_eq!(two.move_limit(Side::White), Some(ms(6_666)));
        // The last move before the control: never past the time left less the overhead.
        let last = Clock { time: [Some(ms(1_000)), None], increment: [ms(0); 2], moves_to_go: Some(1) };
        assert_eq!(last.move_limit(Side::White), Some(ms(1_000) - MOVE_OVERHEAD));
        assert_eq!(clock.move_limit(Side::Black), None);
    }

    #[test]
    fn go_reads_every_limit_and_refuses_what_is_not_a_number() {
        let go = Go::parse(&["wtime", "1000", "btime", "2000", "winc", "10", "binc", "20", "movestogo", "7"]).unwrap();
        assert_eq!(go.clock.time, [Some(ms(1000)), Some(ms(2000))]);
        assert_eq!(go.clock.increment, [ms(10), ms(20)]);
        assert_eq!(go.clock.moves_to_go, Some(7));
        let go = Go::parse(&["depth", "5", "nodes", "1000", "movetime", "300"]).unwrap();
        assert_eq!((go.depth, go.nodes, go.movetime), (Some(5), Some(1000), Some(ms(300))));
        assert_eq!(Go::parse(&["mate", "2"]).unwrap().depth, Some(3));
        assert!(Go::parse(&["infinite"]).unwrap().infinite);
        assert_eq!(
            Go::parse(&["depth", "deep"]),
            Err(BadInput::BadGoValue { keyword: "depth".into(), value: "deep".into() })
        );
        assert_eq!(Go::parse(&["depth"]), Err(BadInput::BadGoValue { keyword: "depth".into(), value: "".into() }));
        assert_eq!(Go::parse(&["fast"]), Err(BadInput::UnknownGoWord("fast".into())));
        assert_eq!(Go::parse(&["depth", "3", "searchmoves", "e2e4", "d2d4"]).unwrap().notes.len(), 1);
    }

    #[test]
    fn variant_names_are_fairy_stockfish_s_and_ortoo_s_ids_alike() {
        assert_eq!(variant_named("khans").unwrap().id, "khans-chess");
        assert_eq!(variant_named("khans-chess").unwrap().id, "khans-chess");
        assert_eq!(variant_named("Chess").unwrap().id, "chess");
        assert_eq!(variant_named("kings-run").unwrap().id, "kings-run");
        assert!(variant_named("bughouse").is_none());
        assert_eq!(uci_move("e2e4; P'-e4"), "e2e4;P'-e4");
    }
}
