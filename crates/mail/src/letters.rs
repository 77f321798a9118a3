//! Mail drawn up from notices: a notice's own words (what play wrote to the outbox), then what
//! its game says as it stands when the mail goes (the board from the reader's side, the moves
//! so far, the deadline, the links, what a reply may say), in the game's thread. The mailer
//! turns a [`Letter`] into a message (plain text and HTML, the board as a picture).

use ortoo_core::store::{Outgoing, RatingChange};
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::when::{Zone, deadline_said};
use ortoo_core::{Game, GameId, Move, Notation, NoticeKind, Side, Timestamp, Words};
use ortoo_i18n::{Lang, SIDES, Said, Word};
use ortoo_play::error::side_said;
use ortoo_play::notices::{Composer, outcome_said, seat, variant_name};
use ortoo_play::variants::open_variant;

/// The mail of notices, for a server's composer (its address, whether replies are taken).
#[derive(Debug, Clone, Copy)]
pub struct Letters<'a> {
    composer: &'a Composer,
}

impl<'a> Letters<'a> {
    pub fn of(composer: &'a Composer) -> Letters<'a> {
        Letters { composer }
    }

    /// The mail for a notice, drawn up now: its own words, then what the game says as it stands
    /// (the board from the recipient's side, the moves so far, the deadline, the links, what a
    /// reply may say). `None` when the notice no longer holds and a mail would mislead: a turn
    /// or a reminder once the player has moved or the game has ended, a draw offer once it is
    /// gone. `moves` are the game's moves (empty when the notice has no game), `ratings` what
    /// the game did to its players' ratings (empty unless it is a rated game that is over).
    pub fn letter(
        &self,
        n: &Outgoing,
        game: Option<&Game>,
        moves: &[Move],
        ratings: &[RatingChange],
        now: Timestamp,
    ) -> Option<Letter> {
        if n.prerendered {
            return Some(Letter::words(n.detail.clone()));
        }
        let t = reader_language(n);
        let mut letter = Letter { sections: Vec::new(), thread: game.map(|g| Thread::of(g, t)), title: None };
        // A kind this build does not know (written by a newer one) goes as its words stand.
        let Some(kind) = n.kind else {
            letter.push(&n.detail);
            return Some(letter);
        };
        // The notice's own words, in the reader's language where they were kept unsaid; they
        // name moves in standard algebraic where the game has it, and one who reads the full
        // form has them so.
        match &n.words {
            Some(words) => {
                let words = match (n.notation, game) {
                    (Notation::Full, Some(_)) => words_in_full(words, moves),
                    _ => words.clone(),
                };
                letter.title = Some(words.title_in(t));
                letter.push(&words.detail_in(t));
            }
            None => match (n.notation, game) {
                (Notation::Full, Some(_)) => letter.push(&in_full(&n.detail, moves)),
                _ => letter.push(&n.detail),
            },
        }
        // The moves as the reader reads them, named only for the letters that list them.
        let names = || move_names(game, moves, n.notation);
        let zone = || Zone::or_utc(&n.time_zone);
        match (kind, game) {
            (NoticeKind::Turn | NoticeKind::Reminder, Some(game)) => {
                let holds = game.is_active() && Some(game.ply) == n.ply && *game.player_to_move() == n.user_id;
                if !holds {
                    return None;
                }
                let s = seat(game, n.user_id.as_str());
                letter.board(game, game.to_move, moves, t);
                let you_play = match s.side {
                    Side::White => "letter-you-play-white",
                    Side::Black => "letter-you-play-black",
                };
                let mut rest =
                    line(t.msg(you_play).arg(SIDES, ortoo_rules::registry::sides(&game.variant).key()).to_string());
                let deadline = t.say(&deadline_said(game.deadline, now, &zone()));
                rest.push_str(&line(t.msg("letter-deadline").arg("deadline", deadline).to_string()));
                if let Some(tc) = TimeControl::of(game.time_control.as_deref(), game.days_per_move) {
                    rest.push_str(&line(t.msg("letter-clock").arg("clock", clock_words(tc, t)).to_string()));
                }
                // The position is read once, for the board; its moves are listed from it.
                rest.push_str(&letter.position().map(|p| legal_moves_text(p, n.notation, t)).unwrap_or_default());
                rest.push_str(&move_list(moves, &names(), t));
                rest.push('\n');
                rest.push_str(&line(t.msg("letter-game").arg("link", self.composer.game_link(&game.id)).to_string()));
                rest.push('\n');
                rest.push_str(&self.commands_help(true, t));
                letter.push(&rest);
            }
            (NoticeKind::Turn | NoticeKind::Reminder, None) => return None,
            (NoticeKind::GameOver, game) => {
                if let Some(game) = game {
                    let side = if game.players.white.id == n.user_id { Side::White } else { Side::Black };
                    letter.board(game, side, moves, t);
                    if let Some(change) = ratings.iter().find(|c| c.user_id == n.user_id) {
                        letter.push(&rating_change_text(&t.say(&variant_name(game)), change, t));
                    }
                    letter.push(&move_list(moves, &names(), t));
                }
                if let Some(id) = &n.game_id {
                    let link = self.composer.game_link(id);
                    letter.push(&format!(
                        "\n{}{}",
                        line(t.msg("letter-the-game").arg("link", link.as_str()).to_string()),
                        line(t.msg("letter-record").arg("link", format!("{link}/export?format=text")).to_string())
                    ));
                }
            }
            (NoticeKind::DrawOffer, Some(game)) => {
                if !game.is_active() || game.draw_offer.is_none() {
                    return None;
                }
                let side = if game.players.white.id == n.user_id { Side::White } else { Side::Black };
                letter.board(game, side, moves, t);
                letter.push(&self.offer_answers(game, "letter-reply-draw", t));
            }
            (NoticeKind::DrawOffer, None) => return None,
            (NoticeKind::TakebackOffer, Some(game)) => {
                let side = if game.players.white.id == n.user_id { Side::White } else { Side::Black };
                if !game.is_active() || game.takeback_offer != Some(!side) {
                    return None;
                }
                letter.board(game, side, moves, t);
                letter.push(&self.offer_answers(game, "letter-reply-takeback", t));
            }
            (NoticeKind::TakebackDeclined, Some(game)) => {
                if !game.is_active() {
                    return None;
                }
                letter.push(&format!(
                    "\n{}",
                    line(t.msg("letter-game").arg("link", self.composer.game_link(&game.id)).to_string())
                ));
            }
            (NoticeKind::TakebackOffer | NoticeKind::TakebackDeclined, None) => return None,
            (NoticeKind::Challenge, _) => {
                let link = format!("{}/", self.composer.base_url);
                letter.push(&format!("\n{}", line(t.msg("letter-challenge").arg("link", link).to_string())));
            }
            (NoticeKind::Reply, _) => {
                // The board as it stands when the answer goes (what "board" asks for, and the
                // position after a move played by mail), from the reader's side.
                if let Some(game) = game {
                    let side = if game.players.black.id == n.user_id { Side::Black } else { Side::White };
                    letter.board(game, side, moves, t);
                }
                if let Some(id) = &n.game_id {
                    letter.push(&format!(
                        "\n{}",
                        line(t.msg("letter-game").arg("link", self.composer.game_link(id)).to_string())
                    ));
                }
            }
            (NoticeKind::Watched, Some(game)) => {
                letter.board(game, Side::White, moves, t);
                letter.push(&move_list(moves, &names(), t));
                let mut rest = format!(
                    "\n{}",
                    line(t.msg("letter-game").arg("link", self.composer.game_link(&game.id)).to_string())
                );
                if self.composer.replies && game.is_active() {
                    rest.push_str(&format!("\n{}", line(t.text("letter-watching"))));
                }
                letter.push(&rest);
            }
            (NoticeKind::Watched, None) => return None,
            (NoticeKind::Forecast, Some(game)) => {
                let side = if game.players.black.id == n.user_id { Side::Black } else { Side::White };
                letter.board(game, side, moves, t);
                letter.push(&move_list(moves, &names(), t));
                letter.push(&format!(
                    "\n{}",
                    line(t.msg("letter-game").arg("link", self.composer.game_link(&game.id)).to_string())
                ));
            }
            (NoticeKind::Forecast, None) => return None,
            (NoticeKind::Chat, _) => {
                if let Some(id) = &n.game_id {
                    let link = self.composer.game_link(id);
                    letter.push(&format!("\n{}", line(t.msg("letter-game-and-talk").arg("link", link).to_string())));
                }
                if self.composer.replies {
                    letter.push(&format!("\n{}", line(t.text("letter-reply-say"))));
                }
            }
            (NoticeKind::Confirm | NoticeKind::Digest | NoticeKind::Account, _) => {}
        }
        Some(letter)
    }

    /// How to answer an offer (a draw, a takeback): on the game's page, by a move, or by a
    /// reply saying `reply`'s words.
    fn offer_answers(&self, game: &Game, reply: &str, t: Lang) -> String {
        let mut out = line(t.msg("letter-answer-offer").arg("link", self.composer.game_link(&game.id)).to_string());
        out.push_str(&line(t.text("letter-move-declines")));
        if self.composer.replies {
            out.push('\n');
            out.push_str(&line(t.text(reply)));
        }
        out
    }

    /// The digest's mail: its notices' words, then each game awaiting the reader's move with
    /// its board as it stands now (`awaiting`: the reader's games where it is their turn).
    pub fn digest_letter(&self, n: &Outgoing, awaiting: &[Game], now: Timestamp) -> Letter {
        let t = reader_language(n);
        let mut letter = match &n.words {
            Some(words) => Letter { title: Some(words.title_in(t)), ..Letter::words(words.detail_in(t)) },
            None => Letter::words(n.detail.clone()),
        };
        if awaiting.is_empty() {
            return letter;
        }
        letter.push(&format!(
            "\n{}",
            line(if awaiting.len() == 1 {
                t.text("letter-digest-one")
            } else {
                t.msg("letter-digest-many").arg("count", awaiting.len()).to_string()
            })
        ));
        for game in awaiting {
            let s = seat(game, n.user_id.as_str());
            let id = match s.side {
                Side::White => "letter-digest-game-white",
                Side::Black => "letter-digest-game-black",
            };
            let deadline = t.say(&deadline_said(game.deadline, now, &Zone::or_utc(&n.time_zone)));
            let about = t
                .msg(id)
                .arg(SIDES, ortoo_rules::registry::sides(&game.variant).key())
                .arg("title", Thread::of(game, t).title)
                .arg("opponent", s.opponent)
                .arg("ply", game.ply)
                .arg("deadline", deadline)
                .to_string();
            letter.push(&format!("\n{about}\n{}\n", self.composer.game_link(&game.id)));
            letter.board(game, game.to_move, &[], t);
        }
        letter
    }

    /// What a reply by mail may say, in `t` (its commands in `t`'s words); `to_move` when the
    /// reader is to move (a move comes first).
    pub fn commands_help(&self, to_move: bool, t: Lang) -> String {
        if !self.composer.replies {
            return String::new();
        }
        let mut help = line(t.text("help-intro"));
        if to_move {
            help.push_str(&format!("  {}\n", t.text("help-your-move")));
        }
        help.push_str(&commands_help(t));
        help
    }
}

/// The language `n`'s reader chose, else English.
fn reader_language(n: &Outgoing) -> Lang {
    ortoo_i18n::chosen(n.language.as_deref())
}

/// A game's clock in `t`'s words: `3 days per move`, `time bank: 7 days, +1 per move, at most 14`.
fn clock_words(tc: TimeControl, t: Lang) -> String {
    match tc {
        TimeControl::DaysPerMove(days) => t.msg("letter-clock-days").arg("days", days).to_string(),
        TimeControl::Bank(b) => t
            .msg("letter-clock-bank")
            .arg("initial", b.initial_days)
            .arg("increment", b.increment_days)
            .arg("cap", b.cap_days)
            .to_string(),
    }
}

/// `text` as a line (ending with a line break).
fn line(mut text: String) -> String {
    text.push('\n');
    text
}

/// The commands a reply about a game may give, one a line, each as `t`'s players write it:
/// its word, then what it does.
pub fn commands_help(t: Lang) -> String {
    const COMMANDS: [(&str, &str, &str); 13] = [
        ("command-draw", "", "help-draw"),
        ("command-decline", "", "help-decline"),
        ("command-takeback", "", "help-takeback"),
        ("command-claim", "", "help-claim"),
        ("command-resign", "", "help-resign"),
        ("command-board", "", "help-board"),
        ("command-log", "", "help-log"),
        ("command-moves", "", "help-moves"),
        ("command-say", " ...", "help-say"),
        ("command-note", "", "help-note"),
        ("command-forecast", "", "help-forecast"),
        ("command-if", "", "help-if"),
        ("command-help", "", "help-help"),
    ];
    let rows: Vec<(String, String)> =
        COMMANDS.iter().map(|(word, rest, help)| (format!("{}{rest}", t.text(word)), t.text(help))).collect();
    let width = rows.iter().map(|(word, _)| word.chars().count()).max().unwrap_or(0);
    rows.iter().map(|(word, help)| format!("  {word}{} {help}\n", " ".repeat(width - word.chars().count()))).collect()
}

/// A mail drawn up for sending: its sections in order, and the game it belongs to.
#[derive(Debug, Default)]
pub struct Letter {
    pub sections: Vec<Section>,
    /// The game it is about: its mails share one thread and one subject prefix.
    pub thread: Option<Thread>,
    /// The notice's title in the reader's language, where its words were kept unsaid: what the
    /// subject says after the game's name.
    pub title: Option<String>,
}

/// One part of a mail.
#[derive(Debug)]
pub enum Section {
    /// Text, as written.
    Words(String),
    /// A board: as text in the plain part, as a picture in the HTML part.
    Board(BoardPicture),
}

/// A position to show, from a side, with the last move's squares marked.
#[derive(Debug)]
pub struct BoardPicture {
    pub state: Box<dyn ortoo_rules::GameState>,
    pub view: Side,
    pub last: Vec<ortoo_rules::Coord>,
    /// The board as text (what the plain part shows, and the picture's alternative text).
    pub text: String,
}

/// The thread a game's mails share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thread {
    pub game_id: GameId,
    /// The game's name in English (`Khan's Chess`), as a notice kept before titles were kept
    /// names it.
    pub variant: String,
    /// What a subject starts with: the game's name in the reader's words and a short id
    /// (`Chess #9f3c2a17`, `将棋 #9f3c2a17`).
    pub title: String,
}

impl Thread {
    pub fn of(game: &Game, t: Lang) -> Thread {
        let name = variant_name(game);
        Thread {
            game_id: game.id.clone(),
            variant: ortoo_i18n::english().say(&name),
            title: format!("{} #{}", t.say(&name), short_id(game.id.as_str())),
        }
    }
}

/// The last eight hex digits of a game's id: the random part of a UUID v7, enough to tell a
/// player's games apart in a subject line.
pub fn short_id(id: &str) -> &str {
    &id[id.len().saturating_sub(8)..]
}

impl Letter {
    /// A letter of words only.
    pub fn words(text: String) -> Letter {
        Letter { sections: vec![Section::Words(text)], thread: None, title: None }
    }

    /// The mail's subject for a notice listed as `listed`: a game's mails all start with the
    /// game's title (a stable prefix to sort and thread by), then the notice's title in the
    /// reader's language ("Chess #9f3c2a17: Your move against Bob (ply 3)"). A notice written
    /// before titles were kept says which game it is in English, and loses that part ("Your
    /// move in Chess against Bob" becomes "Chess #9f3c2a17: Your move against Bob").
    pub fn subject(&self, listed: &str) -> String {
        match (&self.thread, &self.title) {
            (Some(t), Some(title)) => format!("[ortoo] {}: {title}", t.title),
            (None, Some(title)) => format!("[ortoo] {title}"),
            (Some(t), None) => {
                format!("[ortoo] {}: {}", t.title, listed.replacen(&format!(" in {}", t.variant), "", 1))
            }
            (None, None) => format!("[ortoo] {listed}"),
        }
    }

    /// Adds words (none if empty).
    pub fn push(&mut self, words: &str) {
        if !words.is_empty() {
            self.sections.push(Section::Words(words.to_string()));
        }
    }

    /// Adds `game`'s board from `view`'s side, its last move marked, and what the game counts
    /// (`Checks still to give: White 1, Black 3.`).
    pub fn board(&mut self, game: &Game, view: Side, moves: &[Move], t: Lang) {
        let Some(state) = open_variant(&game.variant, &game.options).ok().and_then(|v| v.load(&game.position).ok())
        else {
            return;
        };
        let last = moves.last().map(|m| ortoo_rules::notation::move_squares(&m.text)).unwrap_or_default();
        let text = state.board_text(view);
        // What the game counts stands under its board, as on the page.
        let mut under: String = state.counts().iter().map(|c| format!("{c}.\n")).collect();
        // And the pieces in hand, which a reply may drop (`Q@e4`).
        if let Some(hands) = state.hands() {
            for side in [Side::White, Side::Black] {
                let held: Vec<String> = hands
                    .of(side)
                    .iter()
                    .map(|h| {
                        let name = t.say(&state.piece_said(h.name));
                        if h.count > 1 {
                            format!("{} {name} ({})", h.count, h.label)
                        } else {
                            format!("{name} ({})", h.label)
                        }
                    })
                    .collect();
                let held = if held.is_empty() { t.text("letter-hand-empty") } else { held.join(", ") };
                let id = if side == Side::White { "letter-hand-white" } else { "letter-hand-black" };
                let sides = state.info().sides.key();
                under.push_str(&line(t.msg(id).arg(SIDES, sides).arg("pieces", held).to_string()));
            }
        }
        self.sections.push(Section::Board(BoardPicture { state, view, last, text }));
        self.push(&under);
    }

    /// The position of the board the letter shows last, if it shows one.
    pub fn position(&self) -> Option<&dyn ortoo_rules::GameState> {
        self.sections.iter().rev().find_map(|section| match section {
            Section::Board(b) => Some(&*b.state),
            Section::Words(_) => None,
        })
    }

    /// The whole mail as plain text.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for section in &self.sections {
            match section {
                Section::Words(w) => out.push_str(w),
                Section::Board(b) => {
                    out.push('\n');
                    out.push_str(&b.text);
                    out.push('\n');
                }
            }
            if !out.ends_with('\n') {
                out.push('\n');
            }
        }
        out
    }
}

/// The whole game as a mail tells it, in `t`'s words: who played what, the moves with their
/// comments and what spells did, and the result.
pub fn game_log(game: &Game, moves: &[Move], t: Lang) -> String {
    let sides = ortoo_rules::registry::sides(&game.variant);
    let side = |s: Side| t.say(&side_said(s, sides));
    let players = t
        .msg("answer-log-players")
        .arg("game", t.say(&variant_name(game)))
        .arg("white", game.players.white.name.as_str())
        .arg("first", side(Side::White))
        .arg("black", game.players.black.name.as_str())
        .arg("second", side(Side::Black));
    let mut out = format!("{players}\n\n");
    for m in moves {
        out.push_str(&format!("{:>3}. {} {}", m.ply, side(m.side), m.text));
        if let Some(effect) = &m.effect {
            out.push_str(&format!(" ({effect})"));
        }
        out.push('\n');
        if let Some(comment) = &m.comment {
            for line in comment.lines() {
                out.push_str(&format!("       {line}\n"));
            }
        }
    }
    if moves.is_empty() {
        out.push_str(&line(t.text("answer-log-no-moves")));
    }
    let last = match game.outcome {
        Some(outcome) => t.msg("answer-log-result").arg("result", outcome_said(outcome, sides)),
        None => t.msg("answer-log-to-move").arg("side", side_said(game.to_move, sides)),
    };
    out.push_str(&format!("\n{last}\n"));
    out
}

/// Each move's name as a reader of `notation` reads it: the game's own notation (xiangqi's WXF)
/// or standard algebraic (the game replayed
/// from its start) where the game has it, else the canonical text.
pub fn move_names(game: Option<&Game>, moves: &[Move], notation: Notation) -> Vec<String> {
    let canonical = || moves.iter().map(|m| m.text.clone()).collect();
    let Some(game) = game.filter(|_| notation == Notation::San) else { return canonical() };
    let Some(mut replay) =
        open_variant(&game.variant, &game.options).ok().and_then(|v| v.load(&game.start_position).ok())
    else {
        return canonical();
    };
    let mut names = Vec::with_capacity(moves.len());
    for m in moves {
        names.push(replay.shown(&m.text).ok().flatten().unwrap_or_else(|| m.text.clone()));
        if replay.play(&m.text).is_err() {
            return canonical();
        }
    }
    names
}

/// A notice's words with the moves they name written in full, as the game's record keeps
/// them: each `move` of a `ply`, and a forecast's `reply` of its `reply-ply`.
fn words_in_full(words: &Words, moves: &[Move]) -> Words {
    let full = |said: &Said| {
        let mut said = said.clone();
        for (mv, ply) in [("move", "ply"), ("reply", "reply-ply")] {
            let played = match said.args.get(ply) {
                Some(Word::Number(ply)) => usize::try_from(*ply).ok().and_then(|p| moves.get(p.checked_sub(1)?)),
                _ => None,
            };
            if let (Some(m), true) = (played, said.args.contains_key(mv)) {
                said.args.insert(std::borrow::Cow::Borrowed(mv), Word::Text(m.text.clone()));
            }
        }
        said
    };
    Words { game: words.game.clone(), title: words.title.clone(), lines: words.lines.iter().map(full).collect() }
}

/// A notice's words with the moves they name (`played (ply 3): Nf3`) written in full, as the
/// game's record keeps them (`played (ply 3): N g1-f3`).
fn in_full(detail: &str, moves: &[Move]) -> String {
    let mut out = String::with_capacity(detail.len() + 16);
    for line in detail.split_inclusive('\n') {
        let named = ["played (ply ", "answered (ply "].iter().find_map(|lead| {
            let at = line.find(lead)? + lead.len();
            let (ply, _) = line[at..].split_once("): ")?;
            let ply: usize = ply.parse().ok()?;
            let m = moves.get(ply.checked_sub(1)?)?;
            let end = if line.ends_with('\n') { "\n" } else { "" };
            Some(format!("{}{ply}): {}{end}", &line[..at], m.text))
        });
        out.push_str(named.as_deref().unwrap_or(line));
    }
    out
}

/// The moves so far as Game Courier lists them, a numbered line for each pair, each move named
/// as `names` has it (its canonical text where `names` is short).
pub fn move_list(moves: &[Move], names: &[String], t: Lang) -> String {
    if moves.is_empty() {
        return String::new();
    }
    let mut out = format!("\n{}", line(t.text("letter-moves-so-far")));
    let mut number = 0;
    let mut line = String::new();
    for (i, m) in moves.iter().enumerate() {
        if m.side == Side::White || number == 0 {
            if !line.is_empty() {
                out.push_str(&line);
                out.push('\n');
            }
            number += 1;
            line = format!("{number}.");
            if m.side == Side::Black {
                line.push_str(" …");
            }
        }
        line.push(' ');
        line.push_str(names.get(i).unwrap_or(&m.text));
        if let Some(effect) = &m.effect {
            line.push_str(&format!(" ({effect})"));
        }
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// The moves the player to move has, listed when there are few enough to read (as the
/// notation writes them); otherwise how many, and how to ask for them.
const FEW_MOVES: usize = 30;

fn legal_moves_text(state: &dyn ortoo_rules::GameState, notation: Notation, t: Lang) -> String {
    let legal = state.legal_moves();
    if legal.len() <= FEW_MOVES {
        let list: Vec<String> = legal
            .iter()
            .map(|m| match notation {
                Notation::San => state.shown(&m.canonical).ok().flatten().unwrap_or_else(|| m.canonical.clone()),
                Notation::Full => m.canonical.clone(),
            })
            .collect();
        line(t.msg("letter-legal-moves").arg("count", legal.len()).arg("moves", list.join(", ")).to_string())
    } else {
        line(t.msg("letter-many-moves").arg("count", legal.len()).to_string())
    }
}

/// A game's effect on one player's rating, as the game-over mail says it:
/// `Your Chess rating: 1500 -> 1662 (+162).`
pub fn rating_change_text(game: &str, change: &RatingChange, t: Lang) -> String {
    let (before, after) = (change.rating_before.round() as i64, change.rating.round() as i64);
    let difference = after - before;
    let sign = if difference < 0 { "" } else { "+" };
    line(
        t.msg("letter-rating")
            .arg("game", game)
            .arg("before", before)
            .arg("after", after)
            .arg("change", format!("{sign}{difference}"))
            .to_string(),
    )
}
