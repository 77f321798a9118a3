//! What players are told (turn notices, challenges, draw offers, reminders, game over, answers
//! to mailed moves), written to the outbox in the same transaction as the event, then delivered
//! by e-mail (the server's notifier) and listed in the app.

use ortoo_core::Timestamp;
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Challenge, ChatMessage, Game, Move};
use ortoo_core::{GameId, NoticeId, NoticeKind, UserId};

pub use ortoo_core::{Notice, Remark};

/// What composing a notice needs to know about the server.
#[derive(Debug, Clone)]
pub struct Composer {
    pub base_url: String,
    /// Whether replies by mail are taken (a reply address is configured).
    pub replies: bool,
    /// How long a move's notice waits before it is mailed: a move seen on the game's page
    /// meanwhile is not mailed (`NoticeStore::seen`).
    pub seen_grace_ms: i64,
}

/// A game's players, seen from one of them.
pub struct Seat<'a> {
    pub me_id: &'a str,
    /// The opponent's name.
    pub opponent: &'a str,
    /// The reader's side, as words say it (`White`).
    pub side: &'a str,
}

/// The game seen from the player `user_id`.
pub fn seat<'a>(game: &'a Game, user_id: &'a str) -> Seat<'a> {
    if game.players.white.id == user_id {
        Seat { me_id: user_id, opponent: &game.players.black.name, side: "White" }
    } else {
        Seat { me_id: user_id, opponent: &game.players.white.name, side: "Black" }
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
        hold_ms: 0,
    }
}

/// The game's name (`Khan's Chess`).
pub fn variant_name(game: &Game) -> &'static str {
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
    pub fn game_link(&self, game_id: &GameId) -> String {
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
        let told_a_move = last.is_some();
        Notice {
            hold_ms: if told_a_move { self.seen_grace_ms } else { 0 },
            ..of_game(
                game,
                &s,
                NoticeKind::Turn,
                Some(game.ply),
                format!("Your move in {name} against {} (ply {})", s.opponent, game.ply + 1),
                detail,
            )
        }
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
            hold_ms: 0,
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
                "{} challenges you to a {} game of {name} ({clock}; {} plays {}).\nRules: {}\n{}",
                c.challenger_name,
                if c.rated { "rated" } else { "casual" },
                c.challenger_name,
                c.color,
                rules_in_words(&c.variant, &c.options),
                own_choices_in_words(&c.variant)
            ),
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
            hold_ms: 0,
        }
    }

    /// A move in a game `watcher_id` watches: who played what, and the result if it ended the
    /// game.
    pub fn watched(&self, game: &Game, watcher_id: &str, mv: &Move) -> Notice {
        let mover = game.player_name(mv.side);
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
            subject: format!("{} – {}: {mover} played {}", game.players.white.name, game.players.black.name, mv.text),
            detail,
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
            hold_ms: self.seen_grace_ms,
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
            hold_ms: 0,
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
            hold_ms: self.seen_grace_ms,
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
            subject: format!("{} – {}: game over, {result}", game.players.white.name, game.players.black.name),
            detail: format!("The game is over: {result}.\n"),
            dedupe_key: Some(format!("watched-end:{}:{watcher_id}", game.id)),
            always_email: false,
            in_reply_to: None,
            address: None,
            hold_ms: 0,
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
            hold_ms: 0,
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
            hold_ms: 0,
        }
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

/// What the player accepting a challenge to `variant` chooses for themselves (janggi's
/// arrangement), and how to say it in a reply; empty where the game leaves nothing to them.
fn own_choices_in_words(variant: &str) -> String {
    let Some(info) = ortoo_rules::registry::info(variant) else { return String::new() };
    let mut words = String::new();
    for o in ortoo_rules::OptionSpec::players_choices(info.options) {
        let (Some(chooser), ortoo_rules::OptionKind::Choice { values, .. }) = (o.chosen_by, o.kind) else { continue };
        let example = values.get(1).or(values.first()).copied().unwrap_or_default();
        words.push_str(&format!(
            "\nYou choose your own {} as you accept (else the challenge's stands):\n",
            chooser.choice
        ));
        for v in values {
            words.push_str(&format!("  {v}: {}\n", o.value_words(ortoo_rules::OptionValue::Choice(v))));
        }
        words.push_str(&format!("Reply \"accept {}={example}\" to accept with it.\n", chooser.choice));
    }
    words
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
