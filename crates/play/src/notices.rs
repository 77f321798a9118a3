//! What players are told (turn notices, challenges, draw offers, reminders, game over, answers
//! to mailed moves), written to the outbox in the same transaction as the event, then delivered
//! by e-mail (the server's notifier) and listed in the app.

use ortoo_core::Timestamp;
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::when::how_far_said;
use ortoo_core::{Challenge, ChatMessage, Game, Move, Words};
use ortoo_core::{GameId, MailCommandId, NoticeId, NoticeKind, UserId};
use ortoo_i18n::{SIDES, Said};
use ortoo_rules::{Outcome, Reason, Side, Sides};

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
    /// The reader's side.
    pub side: Side,
}

/// The game seen from the player `user_id`.
pub fn seat<'a>(game: &'a Game, user_id: &'a str) -> Seat<'a> {
    if game.players.white.id == user_id {
        Seat { me_id: user_id, opponent: &game.players.black.name, side: Side::White }
    } else {
        Seat { me_id: user_id, opponent: &game.players.white.name, side: Side::Black }
    }
}

/// How a game ended, in a few words (`checkmate`), unsaid.
pub fn ending_said(reason: Reason) -> Said {
    Said::new(format!("ending-{}", reason.as_str().replace('_', "-")))
}

/// A result as a line says it (`White wins by checkmate`, `Red wins…` in xiangqi), unsaid.
pub fn outcome_said(outcome: Outcome, sides: Sides) -> Said {
    let id = match outcome.winner() {
        Some(Side::White) => "outcome-white-wins",
        Some(Side::Black) => "outcome-black-wins",
        None => "outcome-draw",
    };
    Said::new(id).arg("reason", ending_said(outcome.reason())).arg(SIDES, sides.key())
}

/// A notice of `game` to the player `s` seats, of `kind`, bound to `ply` when it invites a
/// move; mailed as the player prefers. Its text columns say `words` in English, its title
/// after the game's name.
fn of_game(game: &Game, s: &Seat<'_>, kind: NoticeKind, ply: Option<i64>, words: Words) -> Notice {
    Notice {
        game_id: Some(game.id.clone()),
        ply,
        ..worded(UserId::from_text(s.me_id), kind, words.about(variant_name(game)))
    }
}

/// A notice to `user_id` of `kind` that keeps `words`. Its text columns stay empty: what reads
/// it says the words in its reader's language ([`ortoo_core::store::Listed::subject_in`], the
/// letters), and nothing is put into words on the move's way (formatting English there cost the
/// moves 4 to 7% of their rate under `ortoo loadgen`).
pub(crate) fn worded(user_id: UserId, kind: NoticeKind, words: Words) -> Notice {
    Notice {
        challenge_id: None,
        id: NoticeId::new(),
        user_id,
        kind,
        game_id: None,
        ply: None,
        subject: String::new(),
        detail: String::new(),
        words: Some(words),
        dedupe_key: None,
        always_email: false,
        in_reply_to: None,
        address: None,
        hold_ms: 0,
    }
}

/// The game's name (`Khan's Chess`, 将棋 to a Japanese reader), unsaid; its id where the game
/// is no longer known here.
pub fn variant_name(game: &Game) -> Said {
    name_of(&game.variant)
}

/// The name of the game `variant`, unsaid ([`variant_name`]).
pub fn name_of(variant: &str) -> Said {
    ortoo_rules::registry::info(variant).map_or_else(|| Said::as_is(variant), ortoo_rules::VariantInfo::name_said)
}

pub use ortoo_core::when::{Zone, deadline_text, deadline_text_in};

/// A challenge's rule options in words, as the game page says them: those changed from the
/// defaults, or "the defaults" (not the stored `{}`).
fn rules_in_words(variant: &str, options_json: &str) -> Said {
    match crate::variants::open_variant(variant, options_json) {
        Ok(rules) => ortoo_rules::options_summary(&ortoo_rules::options_shown(&*rules)),
        Err(_) => Said::as_is(options_json),
    }
}

/// A move's lines as a notice tells it: what it did to the board, and its comment.
fn move_lines(mut words: Words, effect: Option<&str>, comment: Option<&str>) -> Words {
    if let Some(effect) = effect {
        words = words.line(Said::new("notice-effect").arg("effect", effect));
    }
    if let Some(comment) = comment {
        words = words.line(Said::new("notice-comment").arg("comment", comment));
    }
    words
}

impl Composer {
    pub fn game_link(&self, game_id: &GameId) -> String {
        format!("{}/games/{game_id}", self.base_url)
    }

    /// "It is your move" after the opponent's move (or at the start of a game).
    pub fn turn(&self, game: &Game, recipient_id: &str, last: Option<(&str, Option<&str>, Option<&str>)>) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        let title = Said::new("notice-turn").arg("opponent", s.opponent).arg("ply", game.ply + 1);
        let mut words = Words::new(title);
        match last {
            Some((text, comment, effect)) => {
                let played =
                    Said::new("notice-played").arg("opponent", s.opponent).arg("ply", game.ply).arg("move", text);
                words = move_lines(words.line(played), effect, comment);
            }
            None => words = words.line(Said::new("notice-begun").arg("game", name).arg("opponent", s.opponent)),
        }
        // A tournament's game says so, in every turn notice: a player may have many games.
        if let Some(t) = &game.tournament {
            words = words.line(Said::new("notice-tournament").arg("tournament", &t.name).arg("round", t.round));
        }
        let told_a_move = last.is_some();
        Notice {
            hold_ms: if told_a_move { self.seen_grace_ms } else { 0 },
            ..of_game(game, &s, NoticeKind::Turn, Some(game.ply), words)
        }
    }

    /// A reminder that the recipient's deadline is near.
    pub fn reminder(&self, game: &Game, recipient_id: &str, now: Timestamp) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        let due = match game.deadline {
            Some(deadline) => how_far_said(deadline, now),
            None => Said::new("letter-no-deadline"),
        };
        let words = Words::new(Said::new("notice-reminder").arg("opponent", s.opponent).arg("due", due))
            .line(Said::new("notice-reminder-detail").arg("game", name).arg("opponent", s.opponent));
        of_game(game, &s, NoticeKind::Reminder, Some(game.ply), words)
    }

    /// The result, told to one player. `remark` is what the player who ended the game said
    /// (with a draw claim, say): passed on to the opponent.
    pub fn game_over(&self, game: &Game, recipient_id: &str, remark: Option<&Remark>) -> Notice {
        let s = seat(game, recipient_id);
        let verdict = match game.outcome {
            Some(outcome) => {
                let id = match outcome.winner() {
                    None => "notice-drawn",
                    Some(winner) if winner == s.side => "notice-won",
                    Some(_) => "notice-lost",
                };
                Said::new(id).arg("reason", ending_said(outcome.reason()))
            }
            None => Said::new("notice-ended"),
        };
        let title = Said::new("notice-game-over").arg("opponent", s.opponent).arg("verdict", verdict.clone());
        let mut words = Words::new(title).line(verdict);
        if let Some(r) = remark.filter(|r| r.by != recipient_id) {
            words = words.line(Said::new("notice-wrote").arg("name", s.opponent).arg("text", r.text));
        }
        Notice {
            dedupe_key: Some(format!("over:{}:{}", game.id, recipient_id)),
            ..of_game(game, &s, NoticeKind::GameOver, None, words)
        }
    }

    pub fn draw_offer(&self, game: &Game, recipient_id: &str) -> Notice {
        let s = seat(game, recipient_id);
        let words = Words::new(Said::new("notice-draw-offer").arg("opponent", s.opponent)).line(
            Said::new("notice-draw-offer-detail")
                .arg("opponent", s.opponent)
                .arg("game", variant_name(game))
                .arg("ply", game.ply),
        );
        of_game(game, &s, NoticeKind::DrawOffer, None, words)
    }

    /// The opponent asks to take back `taken` (their last move, and the recipient's reply to
    /// it if there was one).
    pub fn takeback_offer(&self, game: &Game, recipient_id: &str, taken: &[Move]) -> Notice {
        let s = seat(game, recipient_id);
        let name = variant_name(game);
        let what = match taken {
            [theirs] => Said::new("notice-takeback-one").arg("move", &theirs.text).arg("ply", theirs.ply),
            [theirs, rest @ ..] => Said::new("notice-takeback-more")
                .arg("move", &theirs.text)
                .arg("ply", theirs.ply)
                .arg("rest", rest.iter().map(|m| m.text.as_str()).collect::<Vec<_>>().join(", ")),
            [] => Said::new("notice-takeback-last"),
        };
        let words = Words::new(Said::new("notice-takeback-offer").arg("opponent", s.opponent))
            .line(what.arg("opponent", s.opponent).arg("game", name));
        of_game(game, &s, NoticeKind::TakebackOffer, None, words)
    }

    /// The opponent declined the recipient's request to take back a move.
    pub fn takeback_declined(&self, game: &Game, recipient_id: &str) -> Notice {
        let s = seat(game, recipient_id);
        let words = Words::new(Said::new("notice-takeback-declined").arg("opponent", s.opponent))
            .line(Said::new("notice-takeback-declined-detail").arg("opponent", s.opponent));
        of_game(game, &s, NoticeKind::TakebackDeclined, None, words)
    }

    /// The recipient's move (`taken`, oldest first, with any that followed) was taken back: it
    /// is their turn again, at the game's ply, and a reply to it may carry the move.
    pub fn taken_back(&self, game: &Game, recipient_id: &str, taken: &[&str]) -> Notice {
        let s = seat(game, recipient_id);
        let words = Words::new(Said::new("notice-turn-again").arg("opponent", s.opponent).arg("ply", game.ply + 1))
            .line(Said::new("notice-taken-back").arg("opponent", s.opponent).arg("moves", taken.join(", ")));
        of_game(game, &s, NoticeKind::Turn, Some(game.ply), words)
    }

    pub fn challenge(&self, c: &Challenge, recipient_id: &str) -> Notice {
        let name = name_of(&c.variant);
        let clock: ortoo_i18n::Word = match TimeControl::of(c.time_control.as_deref(), c.days_per_move) {
            Some(tc) => tc.describe().into(),
            None => Said::new("notice-no-clock").into(),
        };
        let color = Said::new(match c.color {
            ortoo_core::ColorChoice::White => "notice-color-white",
            ortoo_core::ColorChoice::Black => "notice-color-black",
            ortoo_core::ColorChoice::Random => "notice-color-random",
        })
        .arg(SIDES, ortoo_rules::registry::sides(&c.variant).key());
        let lead = Said::new(if c.rated { "notice-challenge-rated" } else { "notice-challenge-casual" })
            .arg("challenger", &c.challenger_name)
            .arg("game", name.clone())
            .arg("clock", clock)
            .arg("color", color);
        let mut words =
            Words::new(Said::new("notice-challenge").arg("challenger", &c.challenger_name).arg("game", name))
                .line(lead)
                .line(Said::new("notice-challenge-rules").arg("rules", rules_in_words(&c.variant, &c.options)));
        for line in own_choices_said(&c.variant) {
            words = words.line(line);
        }
        Notice {
            challenge_id: Some(c.id.clone()),
            ..worded(UserId::from_text(recipient_id), NoticeKind::Challenge, words)
        }
    }

    /// A move in a game `watcher_id` watches: who played what, and the result if it ended the
    /// game.
    pub fn watched(&self, game: &Game, watcher_id: &str, mv: &Move) -> Notice {
        let mover = game.player_name(mv.side);
        let sides = ortoo_rules::registry::sides(&game.variant);
        let side = crate::error::side_said(mv.side, sides);
        let title = Said::new("notice-watched")
            .arg("white", &game.players.white.name)
            .arg("black", &game.players.black.name)
            .arg("mover", mover)
            .arg("move", &mv.text);
        let played = Said::new("notice-watched-played")
            .arg("mover", mover)
            .arg("side", side)
            .arg("ply", mv.ply)
            .arg("move", &mv.text);
        let mut words = move_lines(Words::new(title).line(played), mv.effect.as_deref(), mv.comment.as_deref());
        if let Some(outcome) = game.outcome {
            words = words.line(Said::new("notice-over").arg("result", outcome_said(outcome, sides)));
        }
        Notice {
            game_id: Some(game.id.clone()),
            hold_ms: self.seen_grace_ms,
            ..worded(UserId::from_text(watcher_id), NoticeKind::Watched, words)
        }
    }

    /// A message from the opponent in a game's conversation.
    pub fn chat(&self, game: &Game, recipient_id: &str, message: &ChatMessage) -> Notice {
        let words = Words::new(
            Said::new("notice-chat").arg("name", &message.user_name).arg("words", first_words(&message.text)),
        )
        .line(Said::new("notice-chat-detail").arg("name", &message.user_name))
        // The message itself, in whatever language its writer wrote it.
        .line(Said::new("notice-quote").arg("text", format!("\n{}", message.text)));
        Notice { game_id: Some(game.id.clone()), ..worded(UserId::from_text(recipient_id), NoticeKind::Chat, words) }
    }

    /// The opponent's move, and the reply `owner_id`'s forecast played to it.
    pub fn forecast_played(&self, game: &Game, owner_id: &str, theirs: &Move, mine: &Move, goes_on: bool) -> Notice {
        let opponent = game.player_name(theirs.side);
        let title =
            Said::new("notice-forecast").arg("opponent", opponent).arg("move", &theirs.text).arg("reply", &mine.text);
        let mut words = Words::new(title)
            .line(
                Said::new("notice-forecast-played")
                    .arg("opponent", opponent)
                    .arg("ply", theirs.ply)
                    .arg("move", &theirs.text),
            )
            .line(Said::new("notice-forecast-answered").arg("reply-ply", mine.ply).arg("reply", &mine.text));
        if let Some(comment) = &theirs.comment {
            words = words.line(Said::new("notice-wrote").arg("name", opponent).arg("text", comment));
        }
        words = words.line(match game.outcome {
            Some(outcome) => Said::new("notice-over")
                .arg("result", outcome_said(outcome, ortoo_rules::registry::sides(&game.variant))),
            None if goes_on => Said::new("notice-forecast-goes-on"),
            None => Said::new("notice-forecast-ended"),
        });
        Notice {
            game_id: Some(game.id.clone()),
            hold_ms: self.seen_grace_ms,
            ..worded(UserId::from_text(owner_id), NoticeKind::Forecast, words)
        }
    }

    /// The end of a game `watcher_id` watches, when no move ended it (a resignation, a draw, a
    /// loss on time).
    pub fn watched_end(&self, game: &Game, watcher_id: &str) -> Notice {
        let sides = ortoo_rules::registry::sides(&game.variant);
        let result = game.outcome.map_or_else(|| Said::new("notice-ended"), |o| outcome_said(o, sides));
        let words = Words::new(
            Said::new("notice-watched-end")
                .arg("white", &game.players.white.name)
                .arg("black", &game.players.black.name)
                .arg("result", result.clone()),
        )
        .line(Said::new("notice-over").arg("result", result));
        Notice {
            game_id: Some(game.id.clone()),
            dedupe_key: Some(format!("watched-end:{}:{watcher_id}", game.id)),
            ..worded(UserId::from_text(watcher_id), NoticeKind::Watched, words)
        }
    }

    /// Asks the sender of a command by new mail to confirm it; the notice's id is the held
    /// command's, and its reply address is signed for it.
    pub fn confirm(&self, command_id: &MailCommandId, user_id: &UserId, command: &str, valid_days: i64) -> Notice {
        let words = Words::new(Said::new("confirm-title").arg("command", command))
            .line(Said::new("confirm-came"))
            .line(Said::as_is(""))
            .line(Said::as_is(format!("    {command}")))
            .line(Said::as_is(""))
            .line(Said::new("confirm-reply"))
            .line(Said::new("confirm-good-for").arg("days", valid_days));
        Notice {
            id: NoticeId::from_text(command_id.as_str()),
            always_email: true,
            ..worded(user_id.clone(), NoticeKind::Confirm, words)
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
            words: None,
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
/// arrangement), and how to say it in a reply, a line each; none where the game leaves nothing
/// to them. The choice's name and values are typed as they are; their words translate.
fn own_choices_said(variant: &str) -> Vec<Said> {
    let Some(info) = ortoo_rules::registry::info(variant) else { return Vec::new() };
    let mut lines = Vec::new();
    for o in ortoo_rules::OptionSpec::players_choices(info.options) {
        let (Some(chooser), ortoo_rules::OptionKind::Choice { values, .. }) = (o.chosen_by, o.kind) else { continue };
        let example = values.get(1).or(values.first()).copied().unwrap_or_default();
        lines.push(Said::new("notice-own-choice").arg("choice", chooser.choice));
        for v in values {
            lines.push(
                Said::new("notice-own-choice-value")
                    .arg("value", *v)
                    .arg("words", o.value_said(ortoo_rules::OptionValue::Choice(v))),
            );
        }
        lines.push(Said::new("notice-own-choice-reply").arg("choice", chooser.choice).arg("example", example));
    }
    lines
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_challenges_rules_are_said_in_words() {
        let english = ortoo_i18n::english();
        assert_eq!(english.say(&super::rules_in_words("chess", "{}")), "the defaults");
        let words = english.say(&super::rules_in_words("khan", r#"{"exchanges":"off"}"#));
        assert_eq!(words, "Exchanges: off");
        let japanese = ortoo_i18n::find("ja").unwrap();
        assert_ne!(japanese.say(&super::rules_in_words("khan", r#"{"exchanges":"off"}"#)), words);
    }
}
