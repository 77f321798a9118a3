//! Mail drawn up from notices: a notice's own words (what play wrote to the outbox), then what
//! its game says as it stands when the mail goes (the board from the reader's side, the moves
//! so far, the deadline, the links, what a reply may say), in the game's thread. The mailer
//! turns a [`Letter`] into a message (plain text and HTML, the board as a picture).

use ortoo_core::store::{Outgoing, RatingChange};
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::when::{Zone, deadline_text_in};
use ortoo_core::{Game, GameId, Move, Notation, NoticeKind, Side, Timestamp};
use ortoo_play::notices::{Composer, seat, variant_name};
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
        let mut letter = Letter { sections: Vec::new(), thread: game.map(Thread::of) };
        // A kind this build does not know (written by a newer one) goes as its words stand.
        let Some(kind) = n.kind else {
            letter.push(&n.detail);
            return Some(letter);
        };
        // The notice's words name its moves in standard algebraic where the game has it; one who
        // reads the full form has them so.
        match (n.notation, game) {
            (Notation::Full, Some(_)) => letter.push(&in_full(&n.detail, moves)),
            _ => letter.push(&n.detail),
        }
        // The moves as the reader reads them, named only for the letters that list them.
        let names = || move_names(game, moves, n.notation);
        match (kind, game) {
            (NoticeKind::Turn | NoticeKind::Reminder, Some(game)) => {
                let holds = game.is_active() && Some(game.ply) == n.ply && *game.player_to_move() == n.user_id;
                if !holds {
                    return None;
                }
                let s = seat(game, n.user_id.as_str());
                letter.board(game, game.to_move, moves);
                let mut rest = format!("You play {}. It is your move.\n", s.side);
                rest.push_str(&format!(
                    "Deadline: {}\n",
                    deadline_text_in(game.deadline, now, &Zone::or_utc(&n.time_zone))
                ));
                if let Some(tc) = TimeControl::of(game.time_control.as_deref(), game.days_per_move) {
                    rest.push_str(&format!("Clock: {}\n", tc.describe()));
                }
                // The position is read once, for the board; its moves are listed from it.
                rest.push_str(&letter.position().map(|p| legal_moves_text(p, n.notation)).unwrap_or_default());
                rest.push_str(&move_list(moves, &names()));
                rest.push_str(&format!(
                    "\nGame: {}\n\n{}",
                    self.composer.game_link(&game.id),
                    self.commands_help(true)
                ));
                letter.push(&rest);
            }
            (NoticeKind::Turn | NoticeKind::Reminder, None) => return None,
            (NoticeKind::GameOver, game) => {
                if let Some(game) = game {
                    let side = if game.players.white.id == n.user_id { Side::White } else { Side::Black };
                    letter.board(game, side, moves);
                    if let Some(change) = ratings.iter().find(|c| c.user_id == n.user_id) {
                        let name = ortoo_rules::registry::info(&game.variant).map_or(game.variant.as_str(), |i| i.name);
                        letter.push(&rating_change_text(name, change));
                    }
                    letter.push(&move_list(moves, &names()));
                }
                if let Some(id) = &n.game_id {
                    let link = self.composer.game_link(id);
                    letter.push(&format!("\nThe game: {link}\nIts record: {link}/export?format=text\n"));
                }
            }
            (NoticeKind::DrawOffer, Some(game)) => {
                if !game.is_active() || game.draw_offer.is_none() {
                    return None;
                }
                let side = if game.players.white.id == n.user_id { Side::White } else { Side::Black };
                letter.board(game, side, moves);
                letter.push(&format!(
                    "Accept or decline it on the game's page: {}\n(A move of yours declines it.)\n{}",
                    self.composer.game_link(&game.id),
                    if self.composer.replies {
                        "\nOr reply to this mail with \"draw\" to accept it, or \"decline\" to decline it.\n"
                    } else {
                        ""
                    }
                ));
            }
            (NoticeKind::DrawOffer, None) => return None,
            (NoticeKind::TakebackOffer, Some(game)) => {
                let side = if game.players.white.id == n.user_id { Side::White } else { Side::Black };
                if !game.is_active() || game.takeback_offer != Some(!side) {
                    return None;
                }
                letter.board(game, side, moves);
                letter.push(&format!(
                    "Accept or decline it on the game's page: {}\n(A move of yours declines it.)\n{}",
                    self.composer.game_link(&game.id),
                    if self.composer.replies {
                        "\nOr reply to this mail with \"takeback\" to accept it, or \"decline takeback\" to decline it.\n"
                    } else {
                        ""
                    }
                ));
            }
            (NoticeKind::TakebackDeclined, Some(game)) => {
                if !game.is_active() {
                    return None;
                }
                letter.push(&format!("\nGame: {}\n", self.composer.game_link(&game.id)));
            }
            (NoticeKind::TakebackOffer | NoticeKind::TakebackDeclined, None) => return None,
            (NoticeKind::Challenge, _) => {
                letter.push(&format!("\nAccept or decline it in the lobby: {}/\n", self.composer.base_url));
            }
            (NoticeKind::Reply, _) => {
                // The board as it stands when the answer goes (what "board" asks for, and the
                // position after a move played by mail), from the reader's side.
                if let Some(game) = game {
                    let side = if game.players.black.id == n.user_id { Side::Black } else { Side::White };
                    letter.board(game, side, moves);
                }
                if let Some(id) = &n.game_id {
                    letter.push(&format!("\nGame: {}\n", self.composer.game_link(id)));
                }
            }
            (NoticeKind::Watched, Some(game)) => {
                letter.board(game, Side::White, moves);
                letter.push(&move_list(moves, &names()));
                let mut rest = format!("\nGame: {}\n", self.composer.game_link(&game.id));
                if self.composer.replies && game.is_active() {
                    rest.push_str(
                        "\nYou watch this game. Reply \"unwatch\" to stop these mails, \"board\" or \"log\" to have \
                         the board or the whole game sent.\n",
                    );
                }
                letter.push(&rest);
            }
            (NoticeKind::Watched, None) => return None,
            (NoticeKind::Forecast, Some(game)) => {
                let side = if game.players.black.id == n.user_id { Side::Black } else { Side::White };
                letter.board(game, side, moves);
                letter.push(&move_list(moves, &names()));
                letter.push(&format!("\nGame: {}\n", self.composer.game_link(&game.id)));
            }
            (NoticeKind::Forecast, None) => return None,
            (NoticeKind::Chat, _) => {
                if let Some(id) = &n.game_id {
                    letter.push(&format!("\nThe game and its conversation: {}\n", self.composer.game_link(id)));
                }
                if self.composer.replies {
                    letter.push(
                        "\nReply with \"say\" and your answer (\"say Good luck!\"; the lines under it go with it).\n",
                    );
                }
            }
            (NoticeKind::Confirm | NoticeKind::Digest | NoticeKind::Account, _) => {}
        }
        Some(letter)
    }

    /// The digest's mail: its notices' words, then each game awaiting the reader's move with
    /// its board as it stands now (`awaiting`: the reader's games where it is their turn).
    pub fn digest_letter(&self, n: &Outgoing, awaiting: &[Game], now: Timestamp) -> Letter {
        let mut letter = Letter::words(n.detail.clone());
        if awaiting.is_empty() {
            return letter;
        }
        letter.push(&format!(
            "\n{} awaiting your move, as they stand now:\n",
            if awaiting.len() == 1 { "One game".to_string() } else { format!("{} games", awaiting.len()) }
        ));
        for game in awaiting {
            let s = seat(game, n.user_id.as_str());
            letter.push(&format!(
                "\n{} against {} (you play {}), ply {}; deadline: {}\n{}\n",
                Thread::of(game).title,
                s.opponent,
                s.side,
                game.ply,
                deadline_text_in(game.deadline, now, &Zone::or_utc(&n.time_zone)),
                self.composer.game_link(&game.id)
            ));
            letter.board(game, game.to_move, &[]);
        }
        letter
    }

    /// What a reply by mail may say; `to_move` when the reader is to move (a move comes first).
    pub fn commands_help(&self, to_move: bool) -> String {
        if !self.composer.replies {
            return String::new();
        }
        let mut help = String::from("Reply to this mail with one of these on the first line:\n");
        if to_move {
            help.push_str("  your move (\"P e2-e4\" or \"e2e4\"); the lines under it are its comment\n");
        }
        help.push_str(COMMANDS_HELP);
        help
    }
}

/// The commands a reply about a game may give, one a line.
pub const COMMANDS_HELP: &str = "  draw     offer a draw, or accept the one offered
  decline  decline the draw offered (or the takeback asked for)
  takeback ask to take back your last move, or grant the takeback asked for
           (casual games; \"decline takeback\" refuses it)
  claim    claim a draw the rules allow
  resign   resign the game
  board    send me the board now
  log      send me the whole game
  moves    send me my legal moves
  say ...  a message to your opponent (the lines under it go with it)
  note     send me my notes on this game; \"note ...\" replaces them
  forecast send me my forecast; \"forecast clear\" removes it
  if X then Y [then if Z then W]
           on their turn, a forecast: when they play X, Y is played for you at
           once (one line a line of play; the lines replace your forecast)
  help     send me this list
";

/// A mail drawn up for sending: its sections in order, and the game it belongs to.
#[derive(Debug, Default)]
pub struct Letter {
    pub sections: Vec<Section>,
    /// The game it is about: its mails share one thread and one subject prefix.
    pub thread: Option<Thread>,
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
    /// The game's name (`Khan's Chess`).
    pub variant: &'static str,
    /// What a subject starts with: the game's name and a short id (`Chess #9f3c2a17`).
    pub title: String,
}

impl Thread {
    pub fn of(game: &Game) -> Thread {
        let variant = variant_name(game);
        Thread { game_id: game.id.clone(), variant, title: format!("{variant} #{}", short_id(game.id.as_str())) }
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
        Letter { sections: vec![Section::Words(text)], thread: None }
    }

    /// The mail's subject for a notice listed as `listed`: a game's mails all start with the
    /// game's title (a stable prefix to sort and thread by), and then say no more of which
    /// game it is ("Your move in Chess against Bob" becomes "Chess #9f3c2a17: Your move
    /// against Bob").
    pub fn subject(&self, listed: &str) -> String {
        match &self.thread {
            Some(t) => format!("[ortoo] {}: {}", t.title, listed.replacen(&format!(" in {}", t.variant), "", 1)),
            None => format!("[ortoo] {listed}"),
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
    pub fn board(&mut self, game: &Game, view: Side, moves: &[Move]) {
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
                        if h.count > 1 {
                            format!("{} {} ({})", h.count, h.name, h.label)
                        } else {
                            format!("{} ({})", h.name, h.label)
                        }
                    })
                    .collect();
                let held = if held.is_empty() { "nothing".to_string() } else { held.join(", ") };
                under.push_str(&format!("In {side}'s hand: {held}.\n"));
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

/// The whole game as a mail tells it: who played what, the moves with their comments and what
/// spells did, and the result.
pub fn game_log(game: &Game, moves: &[Move]) -> String {
    let name = ortoo_rules::registry::info(&game.variant).map_or(game.variant.as_str(), |v| v.name);
    let mut out =
        format!("{name}: {} (White) against {} (Black)\n\n", game.players.white.name, game.players.black.name);
    for m in moves {
        out.push_str(&format!("{:>3}. {} {}", m.ply, m.side, m.text));
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
        out.push_str("No moves yet.\n");
    }
    out.push_str(&match game.outcome {
        Some(outcome) => format!("\nResult: {}\n", outcome),
        None => format!("\n{} is to move.\n", game.to_move),
    });
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
pub fn move_list(moves: &[Move], names: &[String]) -> String {
    if moves.is_empty() {
        return String::new();
    }
    let mut out = String::from("\nThe moves so far:\n");
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

fn legal_moves_text(state: &dyn ortoo_rules::GameState, notation: Notation) -> String {
    let legal = state.legal_moves();
    if legal.len() <= FEW_MOVES {
        let list: Vec<String> = legal
            .iter()
            .map(|m| match notation {
                Notation::San => state.shown(&m.canonical).ok().flatten().unwrap_or_else(|| m.canonical.clone()),
                Notation::Full => m.canonical.clone(),
            })
            .collect();
        format!("Your legal moves ({}): {}\n", legal.len(), list.join(", "))
    } else {
        format!("You have {} legal moves (reply \"moves\" to have them listed).\n", legal.len())
    }
}

/// A game's effect on one player's rating, as the game-over mail says it:
/// `Your Chess rating: 1500 -> 1662 (+162).`
pub fn rating_change_text(game: &str, change: &RatingChange) -> String {
    let (before, after) = (change.rating_before.round() as i64, change.rating.round() as i64);
    let difference = after - before;
    let sign = if difference < 0 { "" } else { "+" };
    format!("Your {game} rating: {before} -> {after} ({sign}{difference}).\n")
}
