//! A game against the engine in a text console (`ortoo play`), after the Khan engine's own
//! console (seed `000_a492e7a2d4441d0a.txt`): the player types a move (`m f2e3`, or the move
//! alone), then `g` to have the computer reply; `undo`/`redo`, `start [n]` and `end` page
//! through the game; `h` asks for a hint; `skill`/`skillb` and `mt`/`mtb` set the computer's
//! level and move time for White and for Black; `cc` has the computer play both sides;
//! `new <setup>`, `rules ...`, `sp <position>`, `save`/`open <file>`; `help` lists them all.
//!
//! It reads commands from any [`BufRead`] and answers on any [`Write`], so tests script it.
//! Every command that cannot be done is answered with one line starting `Error:` that says
//! why, and changes nothing.

pub mod saved;

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use ortoo_rules::registry::{self, OpenError};
use ortoo_rules::{
    Accepted, GameState, OptionError, OptionKind, Options, Outcome, PositionError, Refusal, RefusalCode, Side, Variant,
    VariantInfo,
};

use crate::{EngineError, SearchLimits, Thought, hint, level, repetition_window, think_reporting};
use saved::{ReadError, SavedGame};

/// The computer's move time when neither a level nor a move time is set: the Khan engine's
/// default ("the default search of 3 seconds").
pub const DEFAULT_MOVETIME: Duration = Duration::from_secs(3);
/// Plies `cc` plays when not told how many: enough to finish any game that ends.
pub const CC_PLIES: usize = 500;
/// The longest move time `mt` and `g` take, in seconds.
const MAX_SECONDS: f64 = 3600.0;

/// How `ortoo play` starts.
#[derive(Debug, Clone, Default)]
pub struct Setup {
    pub variant: String,
    /// Rule options as `name=value` pairs, the start setup among them (`setup=basic`).
    pub rules: Vec<(String, String)>,
    /// The computer's level for both sides.
    pub level: Option<u8>,
    /// A position to start from instead of the setup's.
    pub position: Option<String>,
    /// A file the game is saved to after every move (the Khan engine's `backup.txt`).
    pub backup: Option<PathBuf>,
    /// Print a prompt before each command (for a person at a terminal).
    pub prompt: bool,
}

/// Why a command cannot be done, in a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConsoleError {
    #[error("{0}")]
    Refused(Refusal),
    #[error("\"{text}\" is neither a command (type help) nor a move: {why}")]
    Unknown { text: String, why: String },
    #[error("{verb} needs {what}")]
    Missing { verb: &'static str, what: &'static str },
    #[error("{verb} takes {expected}, not \"{value}\"")]
    BadArgument { verb: &'static str, expected: String, value: String },
    #[error("nothing to undo: this is the start of the game")]
    NothingToUndo,
    #[error("nothing to redo: this is the last move played")]
    NothingToRedo,
    #[error("the game has {last} plies; start takes 0 to {last}, not {asked}")]
    NoSuchPly { asked: usize, last: usize },
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    #[error("{0}")]
    Engine(#[from] EngineError),
    #[error("{0}")]
    Open(#[from] OpenError),
    #[error("{0}")]
    Option(#[from] OptionError),
    #[error("{0}")]
    Position(#[from] PositionError),
    #[error("{name} has no setups to choose from, and \"{asked}\" is not a game (games: {games})")]
    NoSetup { name: &'static str, asked: String, games: String },
    #[error("the start setup is chosen with new <setup>, not with rules")]
    SetupInRules,
    #[error("\"{word}\" is not a rule of {name} (rules: {known})")]
    UnknownRule { word: String, name: &'static str, known: String },
    #[error("under those rules move {number} ({text}) is not legal: {refusal}")]
    RulesBreakTheGame { number: usize, text: String, refusal: Refusal },
    #[error("{path}: {reason}")]
    File { path: String, reason: String },
    #[error("{path} is not a saved game: {error}")]
    NotASavedGame { path: String, error: ReadError },
    #[error("{path}: move {number} ({text}) is refused: {refusal}")]
    SavedMoveRefused { path: String, number: usize, text: String, refusal: Refusal },
}

/// The computer's settings for one side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Player {
    level: Option<u8>,
    movetime: Option<Duration>,
}

impl Player {
    fn limits(self) -> SearchLimits {
        // With neither, the Khan engine's default: think for 3 seconds, as deep as that goes.
        let movetime = self.movetime.or(if self.level.is_none() { Some(DEFAULT_MOVETIME) } else { None });
        SearchLimits { level: self.level, movetime, seed: seed(), ..SearchLimits::default() }
    }

    fn describe(self) -> String {
        let level = self.level.map_or("full strength".to_string(), |l| format!("skill {l}"));
        match (self.movetime, self.level) {
            (Some(t), _) => format!("{level}, {} s a move", t.as_secs_f64()),
            (None, Some(l)) => format!("{level}, at most {} s a move", level::Level::of(l).movetime.as_secs()),
            (None, None) => format!("{level}, {} s a move", DEFAULT_MOVETIME.as_secs()),
        }
    }
}

/// A fresh seed for the low levels' noise and the engine's choices, so games differ.
fn seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// A game in the console: its rules, its positions and moves, and where the board is.
pub struct Console<W: Write> {
    out: W,
    variant: Box<dyn Variant>,
    /// Every position from the start; `states[at]` is on the board.
    states: Vec<Box<dyn GameState>>,
    /// `moves[i]` leads from `states[i]` to `states[i + 1]`; those past `at` can be redone.
    moves: Vec<Accepted>,
    at: usize,
    players: [Player; 2],
    /// Whether Black's level and move time were set apart from White's (`skillb`, `mtb`);
    /// until then `skill` and `mt` set both.
    black_own: (bool, bool),
    msglevel: u8,
    backup: Option<PathBuf>,
    prompt: bool,
}

impl<W: Write> Console<W> {
    /// A console with the game `setup` asks for.
    ///
    /// # Errors
    /// An unknown variant or rule option, or a position that cannot be read.
    pub fn new(setup: &Setup, out: W) -> Result<Console<W>, ConsoleError> {
        let variant = registry::open(&setup.variant, &setup.rules)?;
        let start = match &setup.position {
            Some(text) => variant.load(text)?,
            None => variant.start(),
        };
        let player = Player {
            level: setup.level.map(|l| l.clamp(*level::LEVELS.start(), *level::LEVELS.end())),
            movetime: None,
        };
        Ok(Console {
            out,
            variant,
            states: vec![start],
            moves: Vec::new(),
            at: 0,
            players: [player; 2],
            black_own: (false, false),
            msglevel: 0,
            backup: setup.backup.clone(),
            prompt: setup.prompt,
        })
    }

    /// Reads commands until `quit` or the end of the input; gives the output back.
    ///
    /// # Errors
    /// Only failures to read the input or write the output.
    pub fn run<R: BufRead>(mut self, mut input: R) -> io::Result<W> {
        writeln!(self.out, "ortoo play: {}. Type help for the commands.", self.describe_game())?;
        self.show()?;
        let mut line = Vec::new();
        loop {
            if self.prompt {
                write!(self.out, "> ")?;
                self.out.flush()?;
            }
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            let text = String::from_utf8_lossy(&line);
            match self.command(text.trim()) {
                Ok(Flow::Quit) => break,
                Ok(Flow::Continue) => {}
                Err(Failure::Io(e)) => return Err(e),
                Err(Failure::Command(e)) => writeln!(self.out, "Error: {e}")?,
            }
            self.out.flush()?;
        }
        self.out.flush()?;
        Ok(self.out)
    }

    fn current(&self) -> &dyn GameState {
        self.states[self.at].as_ref()
    }

    fn command(&mut self, line: &str) -> Result<Flow, Failure> {
        let Some((first, rest)) = split_word(line) else { return Ok(Flow::Continue) };
        let verb = first.to_ascii_lowercase();
        // A piece's label can look like a verb (a black rook's `r a8-a1`, Khan's `g c7-c6`):
        // a verb that takes no words, given some, is a move.
        let bare = rest.is_empty();
        match verb.as_str() {
            "quit" | "exit" | "q" if bare => return Ok(Flow::Quit),
            "help" | "?" if bare => self.help()?,
            "d" if bare => self.show()?,
            "m" => self.play(required("m", rest, "a move, e.g. m e2e4")?)?,
            "g" if bare || rest.parse::<f64>().is_ok() => self.computer_moves(seconds("g", rest)?)?,
            "undo" | "u" if bare => self.undo()?,
            "redo" | "r" if bare => self.redo()?,
            "start" => self.go_to(ply_number(rest)?)?,
            "end" if bare => self.go_to(self.moves.len())?,
            "showmoves" if bare => self.show_moves()?,
            "h" | "hint" if bare => self.hint()?,
            "skill" => self.set_level(Side::White, rest)?,
            "skillb" => self.set_level(Side::Black, rest)?,
            "mt" => self.set_movetime(Side::White, rest)?,
            "mtb" => self.set_movetime(Side::Black, rest)?,
            "cc" => self.computer_plays_both(rest)?,
            "msglevel" => self.set_msglevel(rest)?,
            "new" => self.new_game(rest)?,
            "rules" => self.rules(rest)?,
            "game" if bare => self.say(&self.describe_game())?,
            "sp" => self.set_position(required("sp", rest, "a position, e.g. sp 1k4K/6W/3w/ black 5 1")?)?,
            "save" => self.save(required("save", rest, "a file name")?)?,
            "open" => self.open(required("open", rest, "a file name")?)?,
            _ => self.play(line)?,
        }
        Ok(Flow::Continue)
    }

    fn say(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{text}")
    }

    fn help(&mut self) -> io::Result<()> {
        self.say(HELP)
    }

    fn describe_game(&self) -> String {
        let info = self.variant.info();
        match self.variant.options().choice("setup") {
            Some(setup) => format!("{}, setup {setup}", info.name),
            None => info.name.to_string(),
        }
    }

    /// The board, what stands beside it, whose move it is and the legal moves.
    fn show(&mut self) -> io::Result<()> {
        let state = self.current();
        let mut text = state.board_text(Side::White);
        if !text.ends_with('\n') {
            text.push('\n');
        }
        for count in state.counts() {
            text.push_str(&format!("{count}\n"));
        }
        match state.outcome() {
            Some(outcome) => text.push_str(&format!("Game over: {outcome}.")),
            None => {
                text.push_str(&format!("{} to move (ply {} of {}).", state.turn(), self.at, self.moves.len()));
                text.push_str(&format!("\nLegal moves: {}", legal_moves_line(state)));
            }
        }
        self.say(&text)
    }

    /// Plays a move typed by the player.
    fn play(&mut self, text: &str) -> Result<(), Failure> {
        let mut next = self.current().clone_box();
        let played = next.play(text).map_err(|refusal| {
            // A move names a square; a word that names none (other than the claim `drawn`)
            // was meant as a command.
            let names_a_square = text.chars().any(|c| c.is_ascii_digit()) || text.eq_ignore_ascii_case("drawn");
            if refusal.code == RefusalCode::Syntax || !names_a_square {
                let why = if names_a_square { refusal.message } else { "a move names squares: e2e4, P e2-e4".into() };
                ConsoleError::Unknown { text: text.to_string(), why }
            } else {
                ConsoleError::Refused(refusal)
            }
        })?;
        self.push(next, played.accepted)?;
        Ok(())
    }

    /// Records a move on the board, forgetting the moves that could have been redone.
    fn push(&mut self, next: Box<dyn GameState>, accepted: Accepted) -> Result<(), Failure> {
        let mover = self.current().turn();
        self.states.truncate(self.at + 1);
        self.moves.truncate(self.at);
        self.states.push(next);
        self.moves.push(accepted);
        self.at += 1;
        let played = &self.moves[self.at - 1];
        let effect = played.effect.as_ref().map_or(String::new(), |e| format!(" {e}"));
        let line = format!("{mover} plays {} ({}){effect}", played.canonical, played.coordinate);
        self.say(&line)?;
        self.show()?;
        if let Some(path) = self.backup.clone() {
            // A backup that cannot be written must not cost the move: say so and play on.
            if let Err(e) = self.write_file(&path) {
                self.say(&format!("Error: the backup was not saved: {e}"))?;
            }
        }
        Ok(())
    }

    fn earlier_keys(&self) -> Vec<u64> {
        let keys: Vec<u64> = self.states[..self.at].iter().map(|s| s.key()).collect();
        repetition_window(&keys, self.current()).to_vec()
    }

    fn rule_pairs(&self) -> Vec<(String, String)> {
        self.variant.options().iter().map(|(name, value)| (name.to_string(), value.to_string())).collect()
    }

    /// The computer moves for the side to move: `g`, or `g <seconds>` to think that long at
    /// full strength ("search at maximum depth up to 10 seconds").
    fn computer_moves(&mut self, time: Option<Duration>) -> Result<(), Failure> {
        let state = self.current();
        if let Some(outcome) = state.outcome() {
            return Err(ConsoleError::GameOver(outcome).into());
        }
        let side = state.turn();
        let limits = match time {
            Some(t) => SearchLimits { movetime: Some(t), seed: seed(), ..SearchLimits::default() },
            None => self.players[side.index()].limits(),
        };
        let position = state.position_text();
        let keys = self.earlier_keys();
        let rules = self.rule_pairs();
        let id = self.variant.info().id;
        let (msglevel, out) = (self.msglevel, &mut self.out);
        let thought = think_reporting(id, &rules, &position, &keys, limits, |t| {
            if msglevel >= 2 {
                // Progress lines are a courtesy: a failed write shows up at the next line.
                let _ = writeln!(out, "  {}", statistics(t));
            }
        })
        .map_err(ConsoleError::from)?;
        if self.msglevel >= 1 {
            self.say(&format!("{side} thought: {}", statistics(&thought)))?;
        }
        let mut next = self.current().clone_box();
        let played = next.play(&thought.best).map_err(ConsoleError::Refused)?;
        self.push(next, played.accepted)
    }

    /// `cc [n]`: the computer plays both sides, each at its own settings, for `n` plies or
    /// until the game ends. `cc off` is accepted: each `cc` stops by itself.
    fn computer_plays_both(&mut self, rest: &str) -> Result<(), Failure> {
        if rest.eq_ignore_ascii_case("off") {
            self.say("Computer against computer is off (each cc stops after its moves).")?;
            return Ok(());
        }
        let plies = if rest.is_empty() {
            CC_PLIES
        } else {
            rest.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| ConsoleError::BadArgument {
                verb: "cc",
                expected: "a number of plies or off".into(),
                value: rest.into(),
            })?
        };
        for _ in 0..plies {
            if self.current().outcome().is_some() {
                break;
            }
            self.computer_moves(None)?;
        }
        Ok(())
    }

    fn undo(&mut self) -> Result<(), Failure> {
        if self.at == 0 {
            return Err(ConsoleError::NothingToUndo.into());
        }
        self.go_to(self.at - 1)
    }

    fn redo(&mut self) -> Result<(), Failure> {
        if self.at == self.moves.len() {
            return Err(ConsoleError::NothingToRedo.into());
        }
        self.go_to(self.at + 1)
    }

    fn go_to(&mut self, ply: usize) -> Result<(), Failure> {
        if ply > self.moves.len() {
            return Err(ConsoleError::NoSuchPly { asked: ply, last: self.moves.len() }.into());
        }
        self.at = ply;
        self.show()?;
        Ok(())
    }

    fn show_moves(&mut self) -> io::Result<()> {
        if self.moves.is_empty() {
            return self.say("No moves yet.");
        }
        let mut text = String::from("Moves:");
        for (i, m) in self.moves.iter().enumerate() {
            let mover = self.states[i].turn();
            let here = if i + 1 == self.at { "   <- the board" } else { "" };
            text.push_str(&format!("\n{:>4}. {mover:<5} {} ({}){here}", i + 1, m.canonical, m.coordinate));
        }
        if self.at == 0 {
            text.push_str("\nThe board shows the start.");
        }
        self.say(&text)
    }

    fn hint(&mut self) -> Result<(), Failure> {
        let state = self.current();
        if let Some(outcome) = state.outcome() {
            return Err(ConsoleError::GameOver(outcome).into());
        }
        let thought =
            hint(self.variant.info().id, &self.rule_pairs(), &state.position_text(), &self.earlier_keys(), None)
                .map_err(ConsoleError::from)?;
        self.say(&format!("Hint >{} ({})", thought.coordinate, thought.best))?;
        Ok(())
    }

    fn set_level(&mut self, side: Side, rest: &str) -> Result<(), Failure> {
        let verb = if side == Side::White { "skill" } else { "skillb" };
        let expected = || format!("a level from {} to {}", level::LEVELS.start(), level::LEVELS.end());
        let level = rest
            .parse::<u8>()
            .ok()
            .filter(|l| level::LEVELS.contains(l))
            .ok_or_else(|| ConsoleError::BadArgument { verb, expected: expected(), value: rest.into() })?;
        self.players[side.index()].level = Some(level);
        if side == Side::Black {
            self.black_own.0 = true;
        } else if !self.black_own.0 {
            self.players[Side::Black.index()].level = Some(level);
        }
        self.say_players()?;
        Ok(())
    }

    fn set_movetime(&mut self, side: Side, rest: &str) -> Result<(), Failure> {
        let verb = if side == Side::White { "mt" } else { "mtb" };
        let time = seconds(verb, rest)?.ok_or(ConsoleError::Missing { verb, what: "a number of seconds" })?;
        self.players[side.index()].movetime = Some(time);
        if side == Side::Black {
            self.black_own.1 = true;
        } else if !self.black_own.1 {
            self.players[Side::Black.index()].movetime = Some(time);
        }
        self.say_players()?;
        Ok(())
    }

    fn say_players(&mut self) -> io::Result<()> {
        let [white, black] = self.players;
        self.say(&format!("Computer as White: {}. As Black: {}.", white.describe(), black.describe()))
    }

    fn set_msglevel(&mut self, rest: &str) -> Result<(), Failure> {
        self.msglevel = rest.parse::<u8>().ok().filter(|&n| n <= 2).ok_or_else(|| ConsoleError::BadArgument {
            verb: "msglevel",
            expected: "0 (the move only), 1 (the search's result) or 2 (every depth)".into(),
            value: rest.into(),
        })?;
        Ok(())
    }

    /// `new`: the same game again; `new <setup>` with another start setup (Khan's `basic`,
    /// `magician`, `powermagician`); `new <game>` another game with its default rules.
    fn new_game(&mut self, rest: &str) -> Result<(), Failure> {
        let info = self.variant.info();
        let mut rules = self.rule_pairs();
        let variant = if rest.is_empty() {
            registry::open(info.id, &rules).map_err(ConsoleError::from)?
        } else if let Some(other) = crate::uci::variant_named(rest) {
            registry::open(other.id, &[]).map_err(ConsoleError::from)?
        } else {
            let Some(setup) = rules.iter_mut().find(|(name, _)| name == "setup") else {
                return Err(ConsoleError::NoSetup { name: info.name, asked: rest.into(), games: games() }.into());
            };
            setup.1 = rest.to_string();
            registry::open(info.id, &rules).map_err(ConsoleError::from)?
        };
        let start = variant.start();
        self.restart(variant, start)
    }

    fn restart(&mut self, variant: Box<dyn Variant>, start: Box<dyn GameState>) -> Result<(), Failure> {
        self.variant = variant;
        self.states = vec![start];
        self.moves.clear();
        self.at = 0;
        self.say(&format!("New game: {}.", self.describe_game()))?;
        self.show()?;
        Ok(())
    }

    /// `sp <position>`: a new game from a position text (the game's FEN; Khan's `sp` form).
    fn set_position(&mut self, text: &str) -> Result<(), Failure> {
        let variant = registry::open(self.variant.info().id, &self.rule_pairs()).map_err(ConsoleError::from)?;
        let start = variant.load(text).map_err(ConsoleError::from)?;
        self.restart(variant, start)
    }

    /// `rules`: the rules in force; `rules <word> ...` changes them, in the Khan engine's
    /// words (`nobondsmenleaders`, `exchanges`, `magicianextendeddemotionsqs 2`) or as
    /// `name=value`. The game so far is replayed under the new rules, which are refused if it
    /// breaks them.
    fn rules(&mut self, rest: &str) -> Result<(), Failure> {
        let info = self.variant.info();
        if rest.is_empty() {
            self.say(&rules_text(info, self.variant.options()))?;
            return Ok(());
        }
        let changes = parse_rule_words(info, rest)?;
        let mut rules = self.rule_pairs();
        for (name, value) in changes {
            if let Some(slot) = rules.iter_mut().find(|(n, _)| *n == name) {
                slot.1 = value;
            }
        }
        let variant = registry::open(info.id, &rules).map_err(ConsoleError::from)?;
        let start = variant.load(&self.states[0].position_text()).map_err(ConsoleError::from)?;
        let replayed = replay(start, self.moves.iter().map(|m| m.canonical.as_str()))
            .map_err(|u| ConsoleError::RulesBreakTheGame { number: u.number, text: u.text, refusal: u.refusal })?;
        self.variant = variant;
        self.states = replayed.states;
        self.moves = replayed.moves;
        self.say(&rules_text(info, self.variant.options()))?;
        Ok(())
    }

    fn saved_game(&self) -> SavedGame {
        SavedGame {
            variant: self.variant.info().id.to_string(),
            rules: self.rule_pairs(),
            start: self.states[0].position_text(),
            moves: self.moves.iter().map(|m| m.canonical.clone()).collect(),
            at: self.at,
        }
    }

    fn write_file(&self, path: &Path) -> Result<(), ConsoleError> {
        std::fs::write(path, self.saved_game().to_text())
            .map_err(|e| ConsoleError::File { path: path.display().to_string(), reason: e.to_string() })
    }

    fn save(&mut self, file: &str) -> Result<(), Failure> {
        self.write_file(Path::new(file))?;
        self.say(&format!("Saved to {file}."))?;
        Ok(())
    }

    fn open(&mut self, file: &str) -> Result<(), Failure> {
        let text = std::fs::read_to_string(file)
            .map_err(|e| ConsoleError::File { path: file.to_string(), reason: e.to_string() })?;
        let game =
            SavedGame::read(&text).map_err(|error| ConsoleError::NotASavedGame { path: file.to_string(), error })?;
        let variant = registry::open(&game.variant, &game.rules).map_err(ConsoleError::from)?;
        let start = variant.load(&game.start).map_err(ConsoleError::from)?;
        let replayed =
            replay(start, game.moves.iter().map(String::as_str)).map_err(|u| ConsoleError::SavedMoveRefused {
                path: file.to_string(),
                number: u.number,
                text: u.text,
                refusal: u.refusal,
            })?;
        self.variant = variant;
        self.states = replayed.states;
        self.moves = replayed.moves;
        self.at = game.at;
        self.say(&format!("Opened {file}: {}, {} moves.", self.describe_game(), self.moves.len()))?;
        self.show()?;
        Ok(())
    }
}

/// A game played again from its start: every position and the moves between them.
struct Replayed {
    states: Vec<Box<dyn GameState>>,
    moves: Vec<Accepted>,
}

/// The first move a replay could not play.
struct Unplayable {
    /// From 1.
    number: usize,
    text: String,
    refusal: Refusal,
}

/// Plays `moves` from `start`.
fn replay<'m>(start: Box<dyn GameState>, moves: impl Iterator<Item = &'m str>) -> Result<Replayed, Unplayable> {
    let mut states = vec![start];
    let mut accepted = Vec::new();
    for (i, text) in moves.enumerate() {
        let mut next = states[i].clone_box();
        // A rule change can take away an automatic part (a capture promotion's drop): the
        // move's first part alone then says which move it was.
        let played = next
            .play(text)
            .or_else(|refusal| match text.split_once(';') {
                Some((first, _)) => next.play(first).map_err(|_| refusal),
                None => Err(refusal),
            })
            .map_err(|refusal| Unplayable { number: i + 1, text: text.to_string(), refusal })?;
        states.push(next);
        accepted.push(played.accepted);
    }
    Ok(Replayed { states, moves: accepted })
}

/// The rule options as the Khan engine's `rules` shows them, with the words that change each.
fn rules_text(info: &VariantInfo, options: &Options) -> String {
    let shown: Vec<_> = info.options.iter().filter(|o| o.name != "setup").collect();
    if shown.is_empty() {
        return format!("{} has no rule options.", info.name);
    }
    let mut text = String::from("Current game rules:\n===================");
    for spec in shown {
        let value = options.get(spec.name).map_or(String::new(), |v| v.to_string());
        let words = match spec.kind {
            OptionKind::Switch { .. } => format!("{0}/no{0}", spec.name),
            OptionKind::Number { min, max, .. } => format!("{} {min}-{max}", spec.name),
            OptionKind::Choice { values, .. } => format!("{}={}", spec.name, values.join("|")),
        };
        text.push_str(&format!("\n{} is: {} ..[{words}]\n    {}", spec.name, value.to_uppercase(), spec.description));
    }
    text
}

/// Reads `rules` words into `(name, value)` changes: `name` or `noname` for a switch, `name n`
/// for a number, `name=value` for any.
fn parse_rule_words(info: &VariantInfo, rest: &str) -> Result<Vec<(String, String)>, ConsoleError> {
    let known = || info.options.iter().filter(|o| o.name != "setup").map(|o| o.name).collect::<Vec<_>>().join(", ");
    let unknown = |word: &str| ConsoleError::UnknownRule { word: word.to_string(), name: info.name, known: known() };
    let mut changes = Vec::new();
    let mut words = rest.split_whitespace().peekable();
    while let Some(word) = words.next() {
        let lower = word.to_ascii_lowercase();
        let (name, value) = match lower.split_once('=') {
            Some((name, value)) => (name.to_string(), value.to_string()),
            None => {
                // The seed writes both swordscapturemounts and swordscancapturemounts.
                let lower = lower.replace("swordscancapturemounts", "swordscapturemounts");
                let find = |name: &str| info.options.iter().find(|o| o.name == name);
                match (find(&lower), lower.strip_prefix("no").and_then(find)) {
                    (Some(spec), _) => match spec.kind {
                        OptionKind::Switch { .. } => (spec.name.to_string(), "on".to_string()),
                        _ => match words.next() {
                            Some(value) => (spec.name.to_string(), value.to_string()),
                            None => {
                                return Err(ConsoleError::Missing {
                                    verb: "rules",
                                    what: "a value after the rule's name",
                                });
                            }
                        },
                    },
                    (None, Some(spec)) if matches!(spec.kind, OptionKind::Switch { .. }) => {
                        (spec.name.to_string(), "off".to_string())
                    }
                    _ => return Err(unknown(word)),
                }
            }
        };
        if name == "setup" {
            return Err(ConsoleError::SetupInRules);
        }
        if !info.options.iter().any(|o| o.name == name) {
            return Err(unknown(&name));
        }
        changes.push((name, value));
    }
    // Values are checked here, so a bad one is named before any game is replayed.
    Options::resolve(info.id, info.options, &changes)?;
    Ok(changes)
}

/// The legal moves in coordinate form; King's Run's turns by their first part, once each.
fn legal_moves_line(state: &dyn GameState) -> String {
    let mut firsts: Vec<String> = Vec::new();
    let mut turn_ends = false;
    for m in state.legal_moves() {
        let first = match m.coordinate.split_once(';') {
            Some((first, _)) => {
                turn_ends = true;
                first.trim().to_string()
            }
            None => m.coordinate,
        };
        if !firsts.contains(&first) {
            firsts.push(first);
        }
    }
    firsts.sort();
    let mut line = firsts.join(" ");
    if turn_ends {
        line.push_str("\n(each with the end of the turn, e.g. e2e4; P'-e4 or e2e4; discard)");
    }
    line
}

fn statistics(t: &Thought) -> String {
    let score = match t.mate {
        Some(m) if m > 0 => format!("mate in {m}"),
        Some(m) => format!("mated in {}", -m),
        None => format!("{:+} cp", t.score),
    };
    format!(
        "depth {}, score {score}, {} nodes in {:.2} s, line {}",
        t.depth,
        t.nodes,
        t.elapsed.as_secs_f64(),
        t.pv.join(", ")
    )
}

fn games() -> String {
    registry::variants().iter().map(|v| v.id).collect::<Vec<_>>().join(", ")
}

/// A verb's optional number of seconds (`g 8`, `mt 0.5`).
fn seconds(verb: &'static str, rest: &str) -> Result<Option<Duration>, ConsoleError> {
    if rest.is_empty() {
        return Ok(None);
    }
    match rest.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= MAX_SECONDS => Ok(Some(Duration::from_secs_f64(s))),
        _ => Err(ConsoleError::BadArgument {
            verb,
            expected: format!("a number of seconds above 0, at most {MAX_SECONDS}"),
            value: rest.into(),
        }),
    }
}

fn ply_number(rest: &str) -> Result<usize, ConsoleError> {
    if rest.is_empty() {
        return Ok(0);
    }
    rest.parse::<usize>().map_err(|_| ConsoleError::BadArgument {
        verb: "start",
        expected: "a number of plies from the start".into(),
        value: rest.into(),
    })
}

fn required<'a>(verb: &'static str, rest: &'a str, what: &'static str) -> Result<&'a str, ConsoleError> {
    if rest.is_empty() { Err(ConsoleError::Missing { verb, what }) } else { Ok(rest) }
}

fn split_word(line: &str) -> Option<(&str, &str)> {
    let line = line.trim();
    if line.is_empty() {
        return None;
    }
    Some(line.split_once(char::is_whitespace).map_or((line, ""), |(w, rest)| (w, rest.trim())))
}

enum Flow {
    Continue,
    Quit,
}

/// A command's failure: the player's (said, and the console goes on) or the console's own
/// input or output (which ends it).
enum Failure {
    Command(ConsoleError),
    Io(io::Error),
}

impl From<ConsoleError> for Failure {
    fn from(e: ConsoleError) -> Failure {
        Failure::Command(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

const HELP: &str = "\
Commands (a move may also be typed alone: e2e4, P e2-e4):
  m <move>          play a move (full algebraic P e2-e4, or coordinates e2e4)
  g [secs]          the computer moves now (for secs seconds at full strength)
  h                 a hint for the side to move
  undo, u           take back a move        redo, r     replay it
  start [n]         go to the start, or to the position after n plies
  end               go to the last move     showmoves   list the moves
  d                 show the board and the legal moves
  skill n, skillb n the computer's level 1-12 for White (and Black), for Black
  mt s, mtb s       the computer's move time in seconds for White (and Black), for Black
  cc [n]            computer against computer, n plies or to the end
  msglevel n        0 the move only, 1 the search's result, 2 every depth
  new [setup|game]  a new game: the same, another start setup, or another game
  rules [words]     show the rule options, or change them (rules noexchanges)
  game              the game and its setup
  sp <position>     a new game from a position (FEN)
  save <file>       save the game          open <file>  open a saved game
  help, ?           this list               quit         leave";
