//! What players are told (turn notices, challenges, draw offers, reminders, game over, answers
//! to mailed moves), written to the outbox in the same transaction as the event, then delivered
//! by e-mail (the server's notifier) and listed in the app.

use ortoo_core::Timestamp;
use ortoo_core::store::Outgoing;
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Challenge, Game};
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

fn variant_name(game: &Game) -> &'static str {
    ortoo_rules::registry::info(&game.variant).map_or("a game", |v| v.name)
}

pub use ortoo_core::when::deadline_text;

/// A challenge's rule options in words, as the game page says them: those changed from the
/// defaults, or "the defaults" (not the stored `{}`).
fn rules_in_words(variant: &str, options_json: &str) -> String {
    match crate::play::open_variant(variant, options_json) {
        Ok(rules) => ortoo_rules::options_summary(&ortoo_rules::options_shown(&*rules)),
        Err(_) => options_json.to_string(),
    }
}

impl Composer {
    pub(crate) fn game_link(&self, game_id: &str) -> String {
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
        Notice {
            id: NoticeId::new(),
            user_id: UserId::from_text(s.me_id),
            kind: NoticeKind::Turn,
            game_id: Some(game.id.clone()),
            ply: Some(game.ply),
            subject: format!("Your move in {name} against {} (ply {})", s.opponent, game.ply + 1),
            detail,
            dedupe_key: None,
            always_email: false,
        }
    }

    /// A reminder that the recipient's deadline is near.
    pub fn reminder(&self, game: &Game, recipient_id: &str, now: Timestamp) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
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
            detail: format!("Your move in {name} against {} is due soon.\n", s.opponent),
            dedupe_key: None,
            always_email: false,
        }
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
            id: NoticeId::new(),
            user_id: UserId::from_text(s.me_id),
            kind: NoticeKind::GameOver,
            game_id: Some(game.id.clone()),
            ply: None,
            subject: format!("Game over: {name} against {} — {}", s.opponent, verdict.trim_end_matches('.')),
            detail: format!("{verdict}\n{said}"),
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
            detail: format!("{} offers a draw in your game of {name} (after ply {}).\n", s.opponent, game.ply),
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
            detail: format!(
                "{} challenges you to a game of {name} ({clock}; {} plays {}).\nRules: {}\n",
                c.challenger_name,
                c.challenger_name,
                c.color,
                rules_in_words(&c.variant, &c.options)
            ),
            dedupe_key: None,
            always_email: false,
        }
    }

    /// The answer to a move sent by mail: played, or refused and why.
    pub fn reply(&self, user_id: &str, game_id: Option<&str>, subject: &str, detail: String) -> Notice {
        Notice {
            id: NoticeId::new(),
            user_id: UserId::from_text(user_id),
            kind: NoticeKind::Reply,
            game_id: game_id.map(GameId::from_text),
            ply: None,
            subject: subject.to_string(),
            detail,
            dedupe_key: None,
            always_email: true,
        }
    }

    /// The mail for a notice, drawn up now: its own words, then what the game says as it stands
    /// (the board from the recipient's side, the deadline, the links, how to reply). `None`
    /// when the notice no longer holds and a mail would mislead: a turn or a reminder once the
    /// player has moved or the game has ended, a draw offer once it is gone.
    pub fn letter(&self, n: &Outgoing, game: Option<&Game>, now: Timestamp) -> Option<String> {
        if n.prerendered {
            return Some(n.detail.clone());
        }
        let mut body = n.detail.clone();
        // A kind this build does not know (written by a newer one) goes as its words stand.
        let Ok(kind) = n.kind.parse::<NoticeKind>() else { return Some(body) };
        match (kind, game) {
            (NoticeKind::Turn | NoticeKind::Reminder, Some(game)) => {
                let holds = game.is_active() && Some(game.ply) == n.ply && game.player_to_move().as_str() == n.user_id;
                if !holds {
                    return None;
                }
                let s = seat(game, &n.user_id);
                body.push_str(&format!("\n{}\n", crate::Play::board_for(game, game.to_move)));
                body.push_str(&format!("You play {}. It is your move.\n", s.side));
                body.push_str(&format!("Deadline: {}\n", deadline_text(game.deadline, now)));
                if let Some(tc) = TimeControl::of(game.time_control.as_deref(), game.days_per_move) {
                    body.push_str(&format!("Clock: {}\n", tc.describe()));
                }
                body.push_str(&format!("Game: {}\n\n{}", self.game_link(&game.id), self.reply_help()));
            }
            (NoticeKind::Turn | NoticeKind::Reminder, None) => return None,
            (NoticeKind::GameOver, game) => {
                if let Some(game) = game {
                    let side = if game.white_id.as_str() == n.user_id { Side::White } else { Side::Black };
                    body.push_str(&format!("\n{}\n", crate::Play::board_for(game, side)));
                }
                if let Some(id) = &n.game_id {
                    let link = self.game_link(id);
                    body.push_str(&format!("\nThe game: {link}\nIts record: {link}/export?format=text\n"));
                }
            }
            (NoticeKind::DrawOffer, Some(game)) => {
                if !game.is_active() || game.draw_offer.is_none() {
                    return None;
                }
                body.push_str(&format!(
                    "Accept or decline it on the game's page: {}\n(A move of yours declines it.)\n",
                    self.game_link(&game.id)
                ));
            }
            (NoticeKind::DrawOffer, None) => return None,
            (NoticeKind::Challenge, _) => {
                body.push_str(&format!("\nAccept or decline it in the lobby: {}/\n", self.base_url));
            }
            (NoticeKind::Reply, _) => {
                if let Some(id) = &n.game_id {
                    body.push_str(&format!("\nGame: {}\n", self.game_link(id)));
                }
            }
            (NoticeKind::Digest, _) => {}
        }
        Some(body)
    }
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
