//! What players are told (turn notices, challenges, draw offers, reminders, game over, answers
//! to mailed moves), written to the outbox in the same transaction as the event, then delivered
//! by e-mail (the server's notifier) and listed in the app.

use ortoo_core::Timestamp;
use ortoo_core::store::{Outgoing, RatingChange};
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Challenge, ChatMessage, Game, Move};
use ortoo_core::{GameId, NoticeId, NoticeKind, Side, UserId};

pub use ortoo_core::{Notice, Remark};

/// What composing a notice needs to know about the server.
#[derive(Debug, Clone)]
pub struct Composer {
    pub base_url: String,
    /// Whether replies by mail are taken (a reply address is configured).
    pub replies: bool,
}

/// A game's players, seen from one of them.
struct Seat<'a> {
    me_id: &'a str,
    opponent: &'a str,
    side: &'a str,
}

fn seat<'a>(game: &'a Game, user_id: &'a str) -> Seat<'a> {
    if game.white_id == user_id {
        Seat { me_id: user_id, opponent: &game.black_name, side: "White" }
    } else {
        Seat { me_id: user_id, opponent: &game.white_name, side: "Black" }
    }
}

/// A notice of `game` to the player `s` seats, of `kind`, bound to `ply` when it invites a
/// move; mailed as the player prefers.
fn of_game(game: &Game, s: &Seat<'_>, kind: NoticeKind, ply: Option<i64>, subject: String, detail: String) -> Notice {
    Notice {
        challenge_id: None,
        id: NoticeId::new(),
        user_id: UserId::from_text(s.me_id),
        kind,
        game_id: Some(game.id.clone()),
        ply,
        subject,
        detail,
        dedupe_key: None,
        always_email: false,
        in_reply_to: None,
        address: None,
    }
}

fn variant_name(game: &Game) -> &'static str {
    ortoo_rules::registry::info(&game.variant).map_or("a game", |v| v.name)
}

pub use ortoo_core::when::{Zone, deadline_text, deadline_text_in};

/// A challenge's rule options in words, as the game page says them: those changed from the
/// defaults, or "the defaults" (not the stored `{}`).
fn rules_in_words(variant: &str, options_json: &str) -> String {
    match crate::variants::open_variant(variant, options_json) {
        Ok(rules) => ortoo_rules::options_summary(&ortoo_rules::options_shown(&*rules)),
        Err(_) => options_json.to_string(),
    }
}

impl Composer {
    pub fn game_link(&self, game_id: &str) -> String {
        format!("{}/games/{game_id}", self.base_url)
    }

    /// "It is your move" after the opponent's move (or at the start of a game).
    pub fn turn(&self, game: &Game, recipient_id: &str, last: Option<(&str, Option<&str>, Option<&str>)>) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        let mut detail = String::new();
        match last {
            Some((text, comment, effect)) => {
                detail.push_str(&format!("{} played (ply {}): {text}\n", s.opponent, game.ply));
                if let Some(effect) = effect {
                    detail.push_str(&format!("Effect: {effect}\n"));
                }
                if let Some(comment) = comment {
                    detail.push_str(&format!("Comment: {comment}\n"));
                }
            }
            None => detail.push_str(&format!("Your game of {name} against {} has begun.\n", s.opponent)),
        }
        // A tournament's game says so, in every turn notice: a player may have many games.
        if let Some(t) = &game.tournament {
            detail.push_str(&format!("Tournament: {}, round {}.\n", t.name, t.round));
        }
        of_game(
            game,
            &s,
            NoticeKind::Turn,
            Some(game.ply),
            format!("Your move in {name} against {} (ply {})", s.opponent, game.ply + 1),
            detail,
        )
    }

    /// A reminder that the recipient's deadline is near.
    pub fn reminder(&self, game: &Game, recipient_id: &str, now: Timestamp) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        of_game(
            game,
            &s,
            NoticeKind::Reminder,
            Some(game.ply),
            format!("Reminder: your move in {name} against {} is due {}", s.opponent, {
                let text = deadline_text(game.deadline, now);
                text.split('(').nth(1).map_or(text.clone(), |t| t.trim_end_matches(')').to_string())
            }),
            format!("Your move in {name} against {} is due soon.\n", s.opponent),
        )
    }

    /// The result, told to one player. `remark` is what the player who ended the game said
    /// (with a draw claim, say): passed on to the opponent.
    pub fn game_over(&self, game: &Game, recipient_id: &str, remark: Option<&Remark>) -> Notice {
        let s = seat(game, recipient_id);
        let said = match remark {
            Some(r) if r.by != recipient_id => format!("\n{} wrote: {}\n", s.opponent, r.text),
            _ => String::new(),
        };
        let name = variant_name(game);
        let reason = game.reason().unwrap_or("the end").replace('_', " ");
        let verdict = match game.outcome.map(|o| o.winner()) {
            Some(None) => format!("The game was drawn ({reason})."),
            Some(Some(winner)) if winner.to_string() == s.side => format!("You won ({reason})."),
            Some(Some(_)) => format!("You lost ({reason})."),
            None => "The game has ended.".to_string(),
        };
        Notice {
            challenge_id: None,
            id: NoticeId::new(),
            user_id: UserId::from_text(s.me_id),
            kind: NoticeKind::GameOver,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("Game over: {name} against {} — {}", s.opponent, verdict.trim_end_matches('.')),
            detail: format!("{verdict}\n{said}"),
            dedupe_key: Some(format!("over:{}:{}", game.id, recipient_id)),
            always_email: false,
            in_reply_to: None,
            address: None,
        }
    }

    pub fn draw_offer(&self, game: &Game, recipient_id: &str) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        of_game(
            game,
            &s,
            NoticeKind::DrawOffer,
            None,
            format!("{} offers a draw in {name}", s.opponent),
            format!("{} offers a draw in your game of {name} (after ply {}).\n", s.opponent, game.ply),
        )
    }

    /// The opponent asks to take back `taken` (their last move, and the recipient's reply to
    /// it if there was one).
    pub fn takeback_offer(&self, game: &Game, recipient_id: &str, taken: &[Move]) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        let what = match taken {
            [theirs] => format!("their move {} (ply {})", theirs.text, theirs.ply),
            [theirs, rest @ ..] => format!(
                "their move {} (ply {}) and what followed it: {}",
                theirs.text,
                theirs.ply,
                rest.iter().map(|m| m.text.as_str()).collect::<Vec<_>>().join(", ")
            ),
            [] => "their last move".to_string(),
        };
        of_game(
            game,
            &s,
            NoticeKind::TakebackOffer,
            None,
            format!("{} asks to take back a move in {name}", s.opponent),
            format!("{} asks to take back {what} in your game of {name}.\n", s.opponent),
        )
    }

    /// The opponent declined the recipient's request to take back a move.
    pub fn takeback_declined(&self, game: &Game, recipient_id: &str) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        of_game(
            game,
            &s,
            NoticeKind::TakebackDeclined,
            None,
            format!("{} declined your takeback in {name}", s.opponent),
            format!("{} declined to take back your move; the game goes on as it was.\n", s.opponent),
        )
    }

    /// The recipient's move (`taken`, oldest first, with any that followed) was taken back: it
    /// is their turn again, at the game's ply, and a reply to it may carry the move.
    pub fn taken_back(&self, game: &Game, recipient_id: &str, taken: &[&str]) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        of_game(
            game,
            &s,
            NoticeKind::Turn,
            Some(game.ply),
            format!("Your move again in {name} against {} (ply {})", s.opponent, game.ply + 1),
            format!("{} agreed: {} taken back. It is your move again.\n", s.opponent, taken.join(", ")),
        )
    }

    pub fn challenge(&self, c: &Challenge, recipient_id: &str) -> Notice {
        let name = ortoo_rules::registry::info(&c.variant).map_or("a game", |v| v.name);
        let clock =
            TimeControl::of(c.time_control.as_deref(), c.days_per_move).map_or("no clock".into(), |tc| tc.describe());
        Notice {
            challenge_id: Some(c.id.clone()),
            id: NoticeId::new(),
            user_id: UserId::from_text(recipient_id),
            kind: NoticeKind::Challenge,
            game_id: None,
            ply: None,
            subject: format!("{} challenges you to {name}", c.challenger_name),
            detail: format!(
                "{} challenges you to a {} game of {name} ({clock}; {} plays {}).\nRules: {}\n",
                c.challenger_name,
                if c.rated { "rated" } else { "casual" },
                c.challenger_name,
                c.color,
                rules_in_words(&c.variant, &c.options)
            ),
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
        }
    }

    /// A move in a game `watcher_id` watches: who played what, and the result if it ended the
    /// game.
    pub fn watched(&self, game: &Game, watcher_id: &str, mv: &Move) -> Notice {
        let mover = if mv.side == Side::White { &game.white_name } else { &game.black_name };
        let mut detail = format!("{mover} ({}) played (ply {}): {}\n", mv.side, mv.ply, mv.text);
        if let Some(effect) = &mv.effect {
            detail.push_str(&format!("Effect: {effect}\n"));
        }
        if let Some(comment) = &mv.comment {
            detail.push_str(&format!("Comment: {comment}\n"));
        }
        if let Some(outcome) = game.outcome {
            detail.push_str(&format!("The game is over: {outcome}.\n"));
        }
        Notice {
            challenge_id: None,
            id: NoticeId::new(),
            user_id: UserId::from_text(watcher_id),
            kind: NoticeKind::Watched,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("{} – {}: {mover} played {}", game.white_name, game.black_name, mv.text),
            detail,
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
        }
    }

    /// A message from the opponent in a game's conversation.
    pub fn chat(&self, game: &Game, recipient_id: &str, message: &ChatMessage) -> Notice {
        Notice {
            challenge_id: None,
            id: NoticeId::new(),
            user_id: UserId::from_text(recipient_id),
            kind: NoticeKind::Chat,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("{} says: {}", message.user_name, first_words(&message.text)),
            detail: format!("{} says:\n\n{}\n", message.user_name, message.text),
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
        }
    }

    /// The opponent's move, and the reply `owner_id`'s forecast played to it.
    pub fn forecast_played(&self, game: &Game, owner_id: &str, theirs: &Move, mine: &Move, goes_on: bool) -> Notice {
        let opponent = game.player_name(theirs.side);
        let mut detail = format!(
            "{opponent} played (ply {}): {}\nYour forecast answered (ply {}): {}\n",
            theirs.ply, theirs.text, mine.ply, mine.text
        );
        if let Some(comment) = &theirs.comment {
            detail.push_str(&format!("{opponent} wrote: {comment}\n"));
        }
        match game.outcome {
            Some(outcome) => detail.push_str(&format!("The game is over: {outcome}.\n")),
            None if goes_on => detail.push_str("Your forecast goes on from here.\n"),
            None => detail.push_str("That was the last move of your forecast.\n"),
        }
        Notice {
            challenge_id: None,
            id: NoticeId::new(),
            user_id: UserId::from_text(owner_id),
            kind: NoticeKind::Forecast,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("{opponent} played {}; your forecast answered {}", theirs.text, mine.text),
            detail,
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
        }
    }

    /// The end of a game `watcher_id` watches, when no move ended it (a resignation, a draw, a
    /// loss on time).
    pub fn watched_end(&self, game: &Game, watcher_id: &str) -> Notice {
        let result = game.outcome.map_or_else(|| "the game has ended".to_string(), |o| o.to_string());
        Notice {
            challenge_id: None,
            id: NoticeId::new(),
            user_id: UserId::from_text(watcher_id),
            kind: NoticeKind::Watched,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("{} – {}: game over, {result}", game.white_name, game.black_name),
            detail: format!("The game is over: {result}.\n"),
            dedupe_key: Some(format!("watched-end:{}:{watcher_id}", game.id)),
            always_email: false,
            in_reply_to: None,
            address: None,
        }
    }

    /// Asks the sender of a command by new mail to confirm it; the notice's id is the held
    /// command's, and its reply address is signed for it.
    pub fn confirm(&self, command_id: &str, user_id: &str, command: &str, valid_days: i64) -> Notice {
        Notice {
            challenge_id: None,
            id: NoticeId::from_text(command_id),
            user_id: UserId::from_text(user_id),
            kind: NoticeKind::Confirm,
            game_id: None,
            ply: None,
            subject: format!("Confirm: {command}"),
            detail: format!(
                "This command came by mail from your address:\n\n    {command}\n\n\
                 Reply to this mail (with anything, or nothing) to confirm it: it is done when your \
                 reply comes, once. If you did not send it, ignore this mail and nothing happens.\n\
                 The confirmation is good for {valid_days} days.\n"
            ),
            dedupe_key: None,
            always_email: true,
            in_reply_to: None,
            address: None,
        }
    }

    /// The answer to a move sent by mail: played, or refused and why.
    pub fn reply(&self, user_id: &str, game_id: Option<&str>, subject: &str, detail: String) -> Notice {
        Notice {
            challenge_id: None,
            id: NoticeId::new(),
            user_id: UserId::from_text(user_id),
            kind: NoticeKind::Reply,
            game_id: game_id.map(GameId::from_text),
            ply: None,
            subject: subject.to_string(),
            detail,
            dedupe_key: None,
            always_email: true,
            in_reply_to: None,
            address: None,
        }
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
        let Ok(kind) = n.kind.parse::<NoticeKind>() else {
            letter.push(&n.detail);
            return Some(letter);
        };
        letter.push(&n.detail);
        match (kind, game) {
            (NoticeKind::Turn | NoticeKind::Reminder, Some(game)) => {
                let holds = game.is_active() && Some(game.ply) == n.ply && game.player_to_move().as_str() == n.user_id;
                if !holds {
                    return None;
                }
                let s = seat(game, &n.user_id);
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
                rest.push_str(&letter.position().map(legal_moves_text).unwrap_or_default());
                rest.push_str(&move_list(moves));
                rest.push_str(&format!("\nGame: {}\n\n{}", self.game_link(&game.id), self.commands_help(true)));
                letter.push(&rest);
            }
            (NoticeKind::Turn | NoticeKind::Reminder, None) => return None,
            (NoticeKind::GameOver, game) => {
                if let Some(game) = game {
                    let side = if game.white_id.as_str() == n.user_id { Side::White } else { Side::Black };
                    letter.board(game, side, moves);
                    if let Some(change) = ratings.iter().find(|c| c.user_id == n.user_id) {
                        let name = ortoo_rules::registry::info(&game.variant).map_or(game.variant.as_str(), |i| i.name);
                        letter.push(&rating_change_text(name, change));
                    }
                    letter.push(&move_list(moves));
                }
                if let Some(id) = &n.game_id {
                    let link = self.game_link(id);
                    letter.push(&format!("\nThe game: {link}\nIts record: {link}/export?format=text\n"));
                }
            }
            (NoticeKind::DrawOffer, Some(game)) => {
                if !game.is_active() || game.draw_offer.is_none() {
                    return None;
                }
                let side = if game.white_id.as_str() == n.user_id { Side::White } else { Side::Black };
                letter.board(game, side, moves);
                letter.push(&format!(
                    "Accept or decline it on the game's page: {}\n(A move of yours declines it.)\n{}",
                    self.game_link(&game.id),
                    if self.replies {
                        "\nOr reply to this mail with \"draw\" to accept it, or \"decline\" to decline it.\n"
                    } else {
                        ""
                    }
                ));
            }
            (NoticeKind::DrawOffer, None) => return None,
            (NoticeKind::TakebackOffer, Some(game)) => {
                let side = if game.white_id.as_str() == n.user_id { Side::White } else { Side::Black };
                if !game.is_active() || game.takeback_offer != Some(!side) {
                    return None;
                }
                letter.board(game, side, moves);
                letter.push(&format!(
                    "Accept or decline it on the game's page: {}\n(A move of yours declines it.)\n{}",
                    self.game_link(&game.id),
                    if self.replies {
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
                letter.push(&format!("\nGame: {}\n", self.game_link(&game.id)));
            }
            (NoticeKind::TakebackOffer | NoticeKind::TakebackDeclined, None) => return None,
            (NoticeKind::Challenge, _) => {
                letter.push(&format!("\nAccept or decline it in the lobby: {}/\n", self.base_url));
            }
            (NoticeKind::Reply, _) => {
                // The board as it stands when the answer goes (what "board" asks for, and the
                // position after a move played by mail), from the reader's side.
                if let Some(game) = game {
                    let side = if game.black_id.as_str() == n.user_id { Side::Black } else { Side::White };
                    letter.board(game, side, moves);
                }
                if let Some(id) = &n.game_id {
                    letter.push(&format!("\nGame: {}\n", self.game_link(id)));
                }
            }
            (NoticeKind::Watched, Some(game)) => {
                letter.board(game, Side::White, moves);
                letter.push(&move_list(moves));
                let mut rest = format!("\nGame: {}\n", self.game_link(&game.id));
                if self.replies && game.is_active() {
                    rest.push_str(
                        "\nYou watch this game. Reply \"unwatch\" to stop these mails, \"board\" or \"log\" to have \
                         the board or the whole game sent.\n",
                    );
                }
                letter.push(&rest);
            }
            (NoticeKind::Watched, None) => return None,
            (NoticeKind::Forecast, Some(game)) => {
                let side = if game.black_id.as_str() == n.user_id { Side::Black } else { Side::White };
                letter.board(game, side, moves);
                letter.push(&move_list(moves));
                letter.push(&format!("\nGame: {}\n", self.game_link(&game.id)));
            }
            (NoticeKind::Forecast, None) => return None,
            (NoticeKind::Chat, _) => {
                if let Some(id) = &n.game_id {
                    letter.push(&format!("\nThe game and its conversation: {}\n", self.game_link(id)));
                }
                if self.replies {
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
            let s = seat(game, &n.user_id);
            letter.push(&format!(
                "\n{} against {} (you play {}), ply {}; deadline: {}\n{}\n",
                Thread::of(game).title,
                s.opponent,
                s.side,
                game.ply,
                deadline_text_in(game.deadline, now, &Zone::or_utc(&n.time_zone)),
                self.game_link(&game.id)
            ));
            letter.board(game, game.to_move, &[]);
        }
        letter
    }

    /// What a reply by mail may say; `to_move` when the reader is to move (a move comes first).
    pub fn commands_help(&self, to_move: bool) -> String {
        if !self.replies {
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
    Board(Board),
}

/// A position to show, from a side, with the last move's squares marked.
#[derive(Debug)]
pub struct Board {
    pub state: Box<dyn ortoo_rules::GameState>,
    pub view: Side,
    pub last: Vec<ortoo_rules::Coord>,
    /// The board as text (what the plain part shows, and the picture's alternative text).
    pub text: String,
}

/// The thread a game's mails share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thread {
    pub game_id: String,
    /// The game's name (`Khan's Chess`).
    pub variant: &'static str,
    /// What a subject starts with: the game's name and a short id (`Chess #9f3c2a17`).
    pub title: String,
}

impl Thread {
    pub fn of(game: &Game) -> Thread {
        let variant = variant_name(game);
        Thread { game_id: game.id.to_string(), variant, title: format!("{variant} #{}", short_id(&game.id)) }
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

    /// Adds `game`'s board from `view`'s side, its last move marked.
    pub fn board(&mut self, game: &Game, view: Side, moves: &[Move]) {
        let Some(state) =
            crate::variants::open_variant(&game.variant, &game.options).ok().and_then(|v| v.load(&game.position).ok())
        else {
            return;
        };
        let last = moves.last().map(|m| ortoo_rules::notation::move_squares(&m.text)).unwrap_or_default();
        let text = state.board_text(view);
        self.sections.push(Section::Board(Board { state, view, last, text }));
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
    let mut out = format!("{name}: {} (White) against {} (Black)\n\n", game.white_name, game.black_name);
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

/// The moves so far as Game Courier lists them, a numbered line for each pair.
pub fn move_list(moves: &[Move]) -> String {
    if moves.is_empty() {
        return String::new();
    }
    let mut out = String::from("\nThe moves so far:\n");
    let mut number = 0;
    let mut line = String::new();
    for m in moves {
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
        line.push_str(&m.text);
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

fn legal_moves_text(state: &dyn ortoo_rules::GameState) -> String {
    let legal = state.legal_moves();
    if legal.len() <= FEW_MOVES {
        let list: Vec<&str> = legal.iter().map(|m| m.canonical.as_str()).collect();
        format!("Your legal moves ({}): {}\n", legal.len(), list.join(", "))
    } else {
        format!("You have {} legal moves (reply \"moves\" to have them listed).\n", legal.len())
    }
}

/// The start of a message for a subject line: its first line, cut at 60 characters.
fn first_words(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default();
    if line.chars().count() > 60 {
        format!("{}…", line.chars().take(59).collect::<String>())
    } else {
        line.to_string()
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

#[cfg(test)]
mod tests {
    #[test]
    fn a_challenges_rules_are_said_in_words() {
        assert_eq!(super::rules_in_words("chess", "{}"), "the defaults");
        let words = super::rules_in_words("khan", r#"{"exchanges":"off"}"#);
        assert!(words != "the defaults" && !words.contains('{'), "{words}");
    }
}
