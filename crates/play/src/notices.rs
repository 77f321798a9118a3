//! What players are told (turn notices, challenges, draw offers, reminders, game over, answers
//! to mailed moves), written to the outbox in the same transaction as the event, then delivered
//! by e-mail (the server's notifier) and listed in the app.

use ortoo_core::Timestamp;
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Challenge, Game};
use ortoo_core::{GameId, NoticeId, NoticeKind, UserId};

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

fn variant_name(game: &Game) -> &'static str {
    ortoo_rules::registry::info(&game.variant).map_or("a game", |v| v.name)
}

pub use ortoo_core::when::deadline_text;

impl Composer {
    fn game_link(&self, game_id: &str) -> String {
        format!("{}/games/{game_id}", self.base_url)
    }

    fn reply_help(&self) -> String {
        if self.replies {
            "To move, reply to this e-mail with your move on the first line (as on the web:\n\
             \"P e2-e4\" or \"e2e4\"); the lines after it become your move's comment.\n"
                .into()
        } else {
            String::new()
        }
    }

    /// "It is your move" after the opponent's move (or at the start of a game).
    #[allow(clippy::too_many_arguments)]
    pub fn turn(
        &self,
        game: &Game,
        recipient_id: &str,
        last: Option<(&str, Option<&str>, Option<&str>)>,
        board: &str,
        now: Timestamp,
    ) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        let mut body = String::new();
        match last {
            Some((text, comment, effect)) => {
                body.push_str(&format!("{} played (ply {}): {text}\n", s.opponent, game.ply));
                if let Some(effect) = effect {
                    body.push_str(&format!("Effect: {effect}\n"));
                }
                if let Some(comment) = comment {
                    body.push_str(&format!("Comment: {comment}\n"));
                }
            }
            None => body.push_str(&format!("Your game of {name} against {} has begun.\n", s.opponent)),
        }
        body.push_str(&format!("\n{board}\n"));
        body.push_str(&format!("You play {}. It is your move.\n", s.side));
        body.push_str(&format!("Deadline: {}\n", deadline_text(game.deadline, now)));
        if let Some(tc) = TimeControl::of(game.time_control.as_deref(), game.days_per_move) {
            body.push_str(&format!("Clock: {}\n", tc.describe()));
        }
        body.push_str(&format!("Game: {}\n\n{}", self.game_link(&game.id), self.reply_help()));
        Notice {
            id: NoticeId::new(),
            user_id: UserId::from_text(s.me_id),
            kind: NoticeKind::Turn,
            game_id: Some(game.id.clone()),
            ply: Some(game.ply),
            subject: format!("Your move in {name} against {} (ply {})", s.opponent, game.ply + 1),
            body,
            dedupe_key: None,
            always_email: false,
        }
    }

    /// A reminder that the recipient's deadline is near.
    pub fn reminder(&self, game: &Game, recipient_id: &str, board: &str, now: Timestamp) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        let body = format!(
            "Your move in {name} against {} is due soon.\nDeadline: {}\n\n{board}\n\
             You play {}. It is your move (ply {}).\nGame: {}\n\n{}",
            s.opponent,
            deadline_text(game.deadline, now),
            s.side,
            game.ply + 1,
            self.game_link(&game.id),
            self.reply_help()
        );
        Notice {
            id: NoticeId::new(),
            user_id: UserId::from_text(s.me_id),
            kind: NoticeKind::Reminder,
            game_id: Some(game.id.clone()),
            ply: Some(game.ply),
            subject: format!("Reminder: your move in {name} against {} is due {}", s.opponent, {
                let text = deadline_text(game.deadline, now);
                text.split('(').nth(1).map_or(text.clone(), |t| t.trim_end_matches(')').to_string())
            }),
            body,
            dedupe_key: None,
            always_email: false,
        }
    }

    /// The result, told to one player. `remark` is what the player who ended the game said
    /// (with a draw claim, say): passed on to the opponent.
    pub fn game_over(&self, game: &Game, recipient_id: &str, board: &str, remark: Option<&Remark>) -> Notice {
        let s = seat(game, recipient_id);
        let said = match remark {
            Some(r) if r.by != recipient_id => format!("{} wrote: {}\n\n", s.opponent, r.text),
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
            id: NoticeId::new(),
            user_id: UserId::from_text(s.me_id),
            kind: NoticeKind::GameOver,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("Game over: {name} against {} — {}", s.opponent, verdict.trim_end_matches('.')),
            body: format!(
                "{verdict}\n\n{said}{board}\n\nThe game: {}\nIts record: {}/export?format=text\n",
                self.game_link(&game.id),
                self.game_link(&game.id)
            ),
            dedupe_key: Some(format!("over:{}:{}", game.id, recipient_id)),
            always_email: false,
        }
    }

    pub fn draw_offer(&self, game: &Game, recipient_id: &str) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        Notice {
            id: NoticeId::new(),
            user_id: UserId::from_text(s.me_id),
            kind: NoticeKind::DrawOffer,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("{} offers a draw in {name}", s.opponent),
            body: format!(
                "{} offers a draw in your game of {name} (after ply {}).\n\
                 Accept or decline it on the game's page: {}\n\
                 (A move of yours declines it.)\n",
                s.opponent,
                game.ply,
                self.game_link(&game.id)
            ),
            dedupe_key: None,
            always_email: false,
        }
    }

    pub fn challenge(&self, c: &Challenge, recipient_id: &str) -> Notice {
        let name = ortoo_rules::registry::info(&c.variant).map_or("a game", |v| v.name);
        let clock =
            TimeControl::of(c.time_control.as_deref(), c.days_per_move).map_or("no clock".into(), |tc| tc.describe());
        Notice {
            id: NoticeId::new(),
            user_id: UserId::from_text(recipient_id),
            kind: NoticeKind::Challenge,
            game_id: None,
            ply: None,
            subject: format!("{} challenges you to {name}", c.challenger_name),
            body: format!(
                "{} challenges you to a game of {name} ({clock}; {} plays {}).\nOptions: {}\n\n\
                 Accept or decline it in the lobby: {}/\n",
                c.challenger_name, c.challenger_name, c.color, c.options, self.base_url
            ),
            dedupe_key: None,
            always_email: false,
        }
    }

    /// The answer to a move sent by mail: played, or refused and why.
    pub fn reply(&self, user_id: &str, game_id: Option<&str>, subject: &str, body: String) -> Notice {
        let mut body = body;
        if let Some(game_id) = game_id {
            body.push_str(&format!("\nGame: {}\n", self.game_link(game_id)));
        }
        Notice {
            id: NoticeId::new(),
            user_id: UserId::from_text(user_id),
            kind: NoticeKind::Reply,
            game_id: game_id.map(GameId::from_text),
            ply: None,
            subject: subject.to_string(),
            body,
            dedupe_key: None,
            always_email: true,
        }
    }
}
