//! Commands sent as new mail to the play address: `challenge bob khans-chess days=3`, `new koan`
//! (an open challenge), `watch <game>`, `unwatch <game>`, `games`, `help`, in the subject (or
//! on the first line when the subject is empty).
//!
//! `From` can be forged, so the sender's address only says whom to answer: `games` and `help`
//! are answered at once (to the account's own address, so only its owner reads the answer),
//! and a command that acts in the account's name is held until its owner replies to the
//! confirmation mail, whose reply address is signed for that command. It is done once.

use std::collections::BTreeMap;

use crate::letters::Thread;
use ortoo_core::StoreError;
use ortoo_core::store::{KeptAnswer, MailCommand};
use ortoo_core::timecontrol::{DAY_MS, TimeControl};
use ortoo_core::when::{Zone, deadline_said};
use ortoo_core::{GameId, GameStatus, MailCommandId, TournamentId, TournamentStatus, User, UserId};
use ortoo_i18n::{Lang, Said};
use ortoo_play::answers::{Done, Keep};
use ortoo_play::challenges::{Created, NewChallenge, Opponent, RatingRange};
use ortoo_play::limits::Counted;
use ortoo_play::token::Signer;
use ortoo_play::tournaments::Leaving;
use ortoo_play::{Play, PlayError};

use crate::mail_in::{
    Answer, Answered, Asked, MailInError, Reply, answer_within_limits, from_the_player, language_of, read,
};

/// How long a held command waits for its confirmation.
pub const CONFIRM_DAYS: i64 = 7;

/// What new mail can ask for, as written for players in `t`: each command as it is typed (in
/// English, as new mail's commands are read), and what it does in `t`'s words.
pub fn orders_help(t: Lang) -> String {
    const COMMANDS: [(&str, &str); 10] = [
        ("challenge NAME GAME [days=N] [color=white|black|random] [casual]", "orders-help-challenge"),
        ("challenge engine GAME [level=1-12] [color=...]", "orders-help-engine"),
        ("new GAME [days=N] [color=...] [casual] [rating=1400-1800]", "orders-help-new"),
        ("tournaments", "orders-help-tournaments"),
        ("join TOURNAMENT-ID", "orders-help-join"),
        ("watch GAME-ID", "orders-help-watch"),
        ("unwatch GAME-ID", "orders-help-unwatch"),
        ("games", "orders-help-games"),
        ("reset password", "orders-help-reset"),
        ("help", "orders-help-help"),
    ];
    let mut help = format!("{}\n", t.text("orders-help-intro"));
    for (typed, what) in COMMANDS {
        help.push_str(&format!("  {typed}\n      {}\n", t.text(what)));
    }
    help.push_str(&format!("{}\n{}\n", t.text("orders-help-games-named"), t.text("orders-help-settings")));
    help
}

/// A command read from new mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Order {
    Help,
    Games,
    /// A challenge to a named player (`None`: an open challenge), or to the engine.
    Challenge {
        opponent: Option<String>,
        variant: String,
        color: Option<String>,
        days: Option<u32>,
        level: Option<u8>,
        /// `casual` (or `rated`) among the settings; `None` the default.
        rated: Option<bool>,
        /// `rating=1400-1800` (either end may be left out): who may take an open challenge.
        rating_range: Option<RatingRange>,
        options: BTreeMap<String, String>,
    },
    Watch(GameId),
    Unwatch(GameId),
    Tournaments,
    Join(TournamentId),
    Withdraw(TournamentId),
    /// A password reset link, mailed to the account's own (verified) address.
    Reset,
}

impl Order {
    /// Reads a command; the error says, in words, what is wrong with it.
    pub fn read(text: &str) -> Result<Order, Said> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some(first) = words.first() else {
            return Err(Said::new("orders-no-command"));
        };
        let first = first.trim_end_matches(['.', ':']).to_ascii_lowercase();
        match (first.as_str(), &words[1..]) {
            ("help" | "?", _) => Ok(Order::Help),
            ("games", _) => Ok(Order::Games),
            ("reset" | "forgot", _) => Ok(Order::Reset),
            ("watch", [game]) => Ok(Order::Watch(GameId::from_text(game_named(game)?))),
            ("unwatch", [game]) => Ok(Order::Unwatch(GameId::from_text(game_named(game)?))),
            ("watch" | "unwatch", _) => Err(Said::new("orders-one-game").arg("command", first.as_str())),
            ("tournaments", _) => Ok(Order::Tournaments),
            ("join", [t]) => Ok(Order::Join(tournament_named(t)?)),
            ("withdraw" | "leave", [t]) => Ok(Order::Withdraw(tournament_named(t)?)),
            ("join" | "withdraw" | "leave", _) => {
                Err(Said::new("orders-one-tournament").arg("command", first.as_str()))
            }
            ("challenge", [name, rest @ ..]) if !name.contains('=') => challenge(Some(name), rest),
            ("challenge", _) => Err(Said::new("orders-challenge-takes")),
            ("new" | "seek", rest) => challenge(None, rest),
            _ => Err(Said::new("orders-not-a-command").arg("typed", words.join(" "))),
        }
    }

    /// Whether it only reads (answered at once) rather than acting in the sender's name.
    pub fn reads_only(&self) -> bool {
        matches!(self, Order::Help | Order::Games | Order::Tournaments | Order::Reset)
    }
}

/// A challenge's game and settings from `name GAME key=value…`.
fn challenge(opponent: Option<&str>, rest: &[&str]) -> Result<Order, Said> {
    let Some((game, settings)) = rest.split_first() else {
        return Err(Said::new("orders-which-game"));
    };
    let variant = variant_named(game)?;
    let (mut color, mut days, mut level, mut options) = (None, None, None, BTreeMap::new());
    let (mut rated, mut rating_range) = (None, None);
    for setting in settings {
        match setting.to_ascii_lowercase().as_str() {
            "rated" => {
                rated = Some(true);
                continue;
            }
            "casual" | "unrated" => {
                rated = Some(false);
                continue;
            }
            _ => {}
        }
        let Some((key, value)) = setting.split_once('=') else {
            return Err(Said::new("orders-not-a-setting").arg("setting", *setting));
        };
        match key.to_ascii_lowercase().as_str() {
            "color" | "colour" => color = Some(value.to_ascii_lowercase()),
            "days" => {
                days = Some(
                    value
                        .parse()
                        .ok()
                        .filter(|d| (1..=30).contains(d))
                        .ok_or_else(|| Said::new("orders-days").arg("given", value))?,
                );
            }
            "level" => {
                level = Some(value.parse().ok().ok_or_else(|| Said::new("orders-level").arg("given", value))?);
            }
            "rating" => rating_range = rating_range_named(value)?,
            _ => {
                options.insert(key.to_string(), value.to_string());
            }
        }
    }
    Ok(Order::Challenge {
        opponent: opponent.map(str::to_string),
        variant,
        color,
        days,
        level,
        rated,
        rating_range,
        options,
    })
}

/// A rating range as written in mail: `1400-1800`, `1400-` or `-1800`.
fn rating_range_named(value: &str) -> Result<Option<RatingRange>, Said> {
    let wrong = || Said::new("orders-rating").arg("given", value);
    let (low, high) = value.split_once('-').ok_or_else(wrong)?;
    let end = |text: &str| -> Result<Option<i64>, Said> {
        let text = text.trim();
        if text.is_empty() { Ok(None) } else { text.parse().map(Some).map_err(|_| wrong()) }
    };
    let (min, max) = (end(low)?, end(high)?);
    if min.is_none() && max.is_none() {
        return Err(wrong());
    }
    RatingRange::new(min, max)
}

/// A game's id from its id or name, compared without case, spaces or punctuation
/// (`Khan's Chess`, `khans-chess`, `KhansChess`).
fn variant_named(text: &str) -> Result<String, Said> {
    let plain = |s: &str| s.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase();
    // A version of a player's upload, by its id (`tiny~1a2b3c4d`): the challenge reads it.
    if ortoo_play::variants::names_upload(text) {
        return Ok(text.trim().to_string());
    }
    let wanted = plain(text);
    ortoo_rules::registry::variants()
        .iter()
        .find(|v| plain(v.id) == wanted || plain(v.name) == wanted)
        .map(|v| v.id.to_string())
        .ok_or_else(|| {
            let ids: Vec<&str> = ortoo_rules::registry::variants().iter().map(|v| v.id).collect();
            Said::new("orders-not-a-game").arg("given", text).arg("games", ids.join(", "))
        })
}

/// A game's id from its id or its page's address.
fn game_named(text: &str) -> Result<String, Said> {
    let id = text.trim_end_matches('/').rsplit('/').next().unwrap_or(text).trim_start_matches('#');
    let id = id.split(['?', '#']).next().unwrap_or(id);
    if id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(id.to_ascii_lowercase())
    } else {
        Err(Said::new("orders-not-a-game-id").arg("given", text))
    }
}

/// A tournament's id from its id or its page's address.
fn tournament_named(text: &str) -> Result<TournamentId, Said> {
    game_named(text)
        .map(TournamentId::from_text)
        .map_err(|_| Said::new("orders-not-a-tournament-id").arg("given", text))
}

/// The command in new mail: the subject (without `Re:` and the like), or else the first line.
fn command_text(subject: &str, first_line: Option<&str>) -> String {
    let mut subject = subject.trim();
    while let Some((prefix, rest)) = subject.split_once(':') {
        if ["re", "fw", "fwd", "aw", "sv", "tr"].contains(&prefix.trim().to_ascii_lowercase().as_str()) {
            subject = rest.trim();
        } else {
            break;
        }
    }
    if subject.is_empty() { first_line.unwrap_or_default().trim().to_string() } else { subject.to_string() }
}

/// The command without its `password=…` word (never stored or repeated in an answer), and
/// the password.
fn without_password(text: &str) -> (String, Option<String>) {
    let mut password = None;
    let words: Vec<&str> = text
        .split_whitespace()
        .filter(|w| match w.split_once('=') {
            Some((key, value)) if ["password", "secret"].contains(&key.to_ascii_lowercase().as_str()) => {
                password = Some(value.to_string());
                false
            }
            _ => true,
        })
        .collect();
    (words.join(" "), password)
}

/// Takes new mail to the play address, or a reply to one of its confirmations.
///
/// # Errors
/// Mail we cannot act on (from an address no account has, a forged confirmation, a machine's),
/// or the database failing.
pub async fn take_order(
    play: &Play,
    raw: &[u8],
    recipient: Option<&str>,
    play_local: &str,
) -> Result<Answered, MailInError> {
    let mail = read(raw, recipient, play_local)?;
    if mail.automatic {
        return Err(MailInError::Automatic);
    }
    if let Some(token) = &mail.token {
        return confirmed(play, &mail, token).await;
    }
    let from = mail.from.clone().unwrap_or_default();
    let users = play.accounts.users_at(&from).await?;
    // Several accounts may share an address: the oldest is the one mail speaks for.
    let Some(user) = users.into_iter().next() else {
        return Err(MailInError::UnknownSender(from));
    };
    from_the_player(mail.from.as_deref(), &mail.authenticity, &user)?;
    if !play.limits.within(Counted::Mail(user.id.as_str())).await? {
        return Err(MailInError::Flooded);
    }
    let (text, password) = without_password(&command_text(&mail.subject, mail.move_text.as_deref()));
    let t = language_of(&user);
    let answer = match Order::read(&text) {
        // The link goes to the account's own address whoever asked (From can be forged), and
        // is the answer itself.
        Ok(Order::Reset) => {
            play.accounts.ask_reset(&user.email).await?;
            return Ok(Answered { user_id: user.id.clone(), game_id: String::new(), played: None, refusal: None });
        }
        Err(why) => Answer::not_done(&text, format!("{}\n\n{}", t.say(&why), orders_help(t)), t),
        Ok(order) if order.reads_only() => done(play, &user, &order, &text, None).await?,
        // pbmserv's way: the account's mail password in the command stands for the confirmation.
        Ok(order) if password.is_some() => {
            let stored = play.preferences.mail_secret(&user.id).await?;
            let given = password.as_deref().unwrap_or_default();
            match stored {
                // Too many wrong guesses this hour: not even checked, so guessing stops paying.
                Some(_) if !play.limits.allowed(Counted::PasswordGuess(user.id.as_str())).await? => {
                    return guessing(play, &user).await;
                }
                Some(stored) if play.settings.signer.mail_secret_matches(user.id.as_str(), given, &stored) => {
                    done(play, &user, &order, &text, None).await?
                }
                Some(_) => {
                    play.limits.within(Counted::PasswordGuess(user.id.as_str())).await?;
                    Answer::not_done(&text, t.text("orders-wrong-password"), t)
                }
                None => Answer::not_done(&text, t.text("orders-no-mail-password"), t),
            }
        }
        Ok(_) => {
            let id = MailCommandId::new();
            let now = play.now();
            let held = MailCommand {
                id: id.clone(),
                user_id: user.id.clone(),
                command: text.clone(),
                created_at: now,
                done_at: None,
            };
            // A confirmation is an answer to the address like any other: forged commands
            // cannot have it mailed without end.
            let counted = Counted::Answer { address: &user.email, thread: "confirm" };
            if play.limits.within(counted).await? {
                let mut confirm = play.settings.composer.confirm(&id, &user.id, &text, CONFIRM_DAYS);
                confirm.in_reply_to = mail.message_id.clone();
                play.mail.hold(held, confirm).await?;
            } else {
                tracing::warn!(user = %user.id, "a command by mail not held: its address has had its confirmations this hour");
            }
            return Ok(Answered { user_id: user.id.clone(), game_id: String::new(), played: None, refusal: None });
        }
    };
    answer_by_mail(play, &user, answer, None, &mail).await
}

/// A command with a password while the account's wrong guesses are used up: nothing is done or
/// checked, nothing is answered, and the owner is told, once an hour, that someone is guessing.
async fn guessing(play: &Play, user: &User) -> Result<Answered, MailInError> {
    if play.limits.within(Counted::GuessingTold(user.id.as_str())).await? {
        let t = language_of(user);
        let words = format!(
            "{}\n\n{}\n",
            t.msg("orders-guessed").arg("count", play.settings.limits.mail_password_guesses_per_hour),
            t.msg("orders-guessed-change").arg("link", format!("{}/settings", play.settings.composer.base_url))
        );
        let notice = play.settings.composer.reply(user.id.as_str(), None, &t.text("orders-guessed-title"), words);
        play.mail.answer(notice).await?;
    }
    Ok(Answered {
        user_id: user.id.clone(),
        game_id: String::new(),
        played: None,
        refusal: Some("the mail password's wrong guesses are used up this hour; not checked".into()),
    })
}

/// A reply to a confirmation: the held command is done, once.
async fn confirmed(play: &Play, mail: &Reply, token: &str) -> Result<Answered, MailInError> {
    let (id, tag) = Signer::reply_parts(token).ok_or(MailInError::Forged)?;
    let id = MailCommandId::from_text(id);
    let held = play.mail.held(&id).await?.ok_or(MailInError::Forged)?;
    if !play.settings.signer.command_valid(id.as_str(), tag, held.user_id.as_str()) {
        return Err(MailInError::Forged);
    }
    let user = play.accounts.user(&held.user_id).await?.ok_or(MailInError::Forged)?;
    if user.is_closed() {
        return Err(MailInError::Closed);
    }
    from_the_player(mail.from.as_deref(), &mail.authenticity, &user)?;
    let now = play.now();
    let t = language_of(&user);
    let answer = if held.done_at.is_some() {
        done_already(&held.command, t)
    } else if now - held.created_at > CONFIRM_DAYS * DAY_MS {
        Answer::not_done(&held.command, t.msg("orders-confirmation-old").arg("days", CONFIRM_DAYS).to_string(), t)
    } else {
        match Order::read(&held.command) {
            Ok(order) => {
                // Done under the command's own key, then marked: the same reply delivered
                // several times at once (or again after a crash) does it once, and the rest are
                // answered that it is done already. Orders other than a challenge are
                // idempotent by nature (joining, watching twice changes nothing).
                let answer = done(play, &user, &order, &held.command, Some(&id)).await?;
                play.mail.finish(&id).await?;
                answer
            }
            Err(why) => Answer::not_done(&held.command, t.say(&why), t),
        }
    };
    answer_by_mail(play, &user, answer, None, mail).await
}

/// Stores the answer for the outbox.
async fn answer_by_mail(
    play: &Play,
    user: &User,
    answer: Answer,
    game_id: Option<&GameId>,
    mail: &Reply,
) -> Result<Answered, MailInError> {
    let mut notice =
        play.settings.composer.reply(user.id.as_str(), game_id.map(GameId::as_str), &answer.subject, answer.detail);
    notice.in_reply_to = mail.message_id.clone();
    let asked = Asked { subject: &mail.subject, refused: answer.refusal.is_some() };
    answer_within_limits(play, user, game_id.map_or("play", GameId::as_str), notice, asked).await?;
    Ok(Answered {
        user_id: user.id.clone(),
        game_id: game_id.map(GameId::to_string).unwrap_or_default(),
        played: answer.played,
        refusal: answer.refusal,
    })
}

/// Does an order as `user`, exactly as the web would; a refusal is answered, not an error.
/// `held`: the id of the confirmed command it is, whose key makes it happen once.
async fn done(
    play: &Play,
    user: &User,
    order: &Order,
    typed: &str,
    held: Option<&MailCommandId>,
) -> Result<Answer, MailInError> {
    let composer = &play.settings.composer;
    let lang = language_of(user);
    let said = |title: &str, said: Said| Answer::said(lang, title, said);
    let result: Result<Answer, PlayError> = match order {
        Order::Help => Ok(Answer::done(lang.text("orders-help-title"), orders_help(lang))),
        Order::Reset => {
            play.accounts.ask_reset(&user.email).await.map(|()| said("orders-reset-title", Said::new("orders-reset")))
        }
        Order::Games => games(play, user, lang).await,
        Order::Tournaments => play.tournaments.tournaments().await.map(|list| {
            let mut words = String::new();
            for t in list.iter().filter(|t| matches!(t.status, TournamentStatus::Open | TournamentStatus::Running)) {
                let game = lang.say(&ortoo_play::notices::name_of(&t.variant));
                let state = if t.status == TournamentStatus::Open {
                    let starts = t.starts_at.rfc3339().get(..16).unwrap_or_default().replace('T', " ");
                    lang.msg("orders-tournament-open").arg("starts", starts).to_string()
                } else {
                    lang.msg("orders-tournament-round").arg("round", t.round).arg("rounds", t.rounds).to_string()
                };
                let about = lang
                    .msg("orders-tournament")
                    .arg("name", t.name.as_str())
                    .arg("kind", Said::new(t.kind.message()))
                    .arg("game", game)
                    .arg("players", t.players)
                    .arg("state", state)
                    .to_string();
                words.push_str(&format!("{about}\n  {}/tournaments/{}\n", composer.base_url, t.id));
            }
            if words.is_empty() {
                words = format!("{}\n", lang.text("orders-no-tournaments"));
            } else {
                words.push_str(&format!("\n{}\n", lang.text("orders-to-join")));
            }
            Answer::done(lang.text("orders-tournaments-title"), words)
        }),
        Order::Join(id) => play
            .tournaments
            .join_tournament(user, id)
            .await
            .map(|t| said("orders-joined-title", Said::new("orders-joined").arg("name", t.name.as_str()))),
        Order::Withdraw(id) => play.tournaments.leave_tournament(user, id).await.map(|how| match how {
            Leaving::Left => said("orders-left-title", Said::new("orders-left")),
            _ => said("orders-withdrawn-title", Said::new("orders-withdrawn")),
        }),
        Order::Watch(id) => {
            play.games.watch(user, id).await.map(|_| {
                said("answer-watching-title", Said::new("orders-watching").arg("link", composer.game_link(id)))
            })
        }
        Order::Unwatch(id) => play.games.unwatch(user, id).await.map(|was| {
            said("answer-not-watching-title", Said::new(if was { "orders-unwatched" } else { "orders-not-watched" }))
        }),
        Order::Challenge { opponent, variant, color, days, level, rated, rating_range, options } => {
            let opponent = match opponent.as_deref() {
                Some(name) if name.eq_ignore_ascii_case("engine") => Opponent::Engine(level.unwrap_or(3)),
                Some(name) => Opponent::User(name.to_string()),
                None => Opponent::Open(true),
            };
            let request = NewChallenge {
                variant: variant.clone(),
                options: options.iter().map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone()))).collect(),
                setup: None,
                opponent,
                color: color.clone(),
                time_control: days.map(TimeControl::DaysPerMove),
                rated: *rated,
                rating_range: *rating_range,
            };
            let once = held.map(|command_id| Once { user_id: &user.id, command_id });
            let made = play.challenges.create_challenge(user, request, once.as_ref().map(|k| k as &dyn Keep)).await;
            if let Err(PlayError::Store(StoreError::KeyUsed)) = made {
                return Ok(done_already(typed, lang));
            }
            made.map(|created| match created {
                Created::Challenge(c) => said(
                    "orders-challenge-sent-title",
                    match &c.opponent_name {
                        Some(name) => Said::new("orders-challenge-sent").arg("name", name.as_str()),
                        None => Said::new("orders-seek-sent").arg("link", format!("{}/", composer.base_url)),
                    },
                ),
                Created::Game(g) => said(
                    "orders-game-begun-title",
                    Said::new("orders-game-begun").arg("link", composer.game_link(&g.id)),
                ),
            })
        }
    };
    Answer::or_refused(result, lang, |why| Answer::not_done(typed, why, lang))
}

/// The answer to a confirmation whose command is done already.
fn done_already(typed: &str, t: Lang) -> Answer {
    Answer::not_done(typed, t.text("orders-done-already"), t)
}

/// A confirmed command's own idempotency key: the write that does it keeps this under the key,
/// in its own transaction, so a second write for the same command fails and changes nothing.
struct Once<'a> {
    user_id: &'a UserId,
    command_id: &'a MailCommandId,
}

impl Keep for Once<'_> {
    fn keep(&self, _done: Done<'_>) -> Option<KeptAnswer> {
        Some(KeptAnswer {
            user_id: self.user_id.clone(),
            key: format!("mail-command:{}", self.command_id),
            request_hash: self.command_id.to_string(),
            status: 200,
            response: "{}".into(),
        })
    }
}

/// The player's games in play, theirs to move first, and how each stands.
async fn games(play: &Play, user: &User, t: Lang) -> Result<Answer, PlayError> {
    let mut games = play.games.games_of(user, Some(GameStatus::Active)).await?;
    games.sort_by_key(|g| (g.player_to_move() != &user.id, g.deadline));
    if games.is_empty() {
        return Ok(Answer::said(t, "orders-games-title-none", Said::new("orders-no-games")));
    }
    let now = play.now();
    let zone = Zone::or_utc(&play.preferences.notification_settings(user).await?.time_zone);
    let mut out = String::new();
    for g in &games {
        let opponent = if g.players.white.id == user.id { &g.players.black.name } else { &g.players.white.name };
        let turn = if g.player_to_move() == &user.id { "orders-game-your-move" } else { "orders-game-their-move" };
        let about = t
            .msg(turn)
            .arg("title", Thread::of(g, t).title)
            .arg("opponent", opponent.as_str())
            .arg("ply", g.ply)
            .arg("deadline", t.say(&deadline_said(g.deadline, now, &zone)))
            .to_string();
        out.push_str(&format!("{about}\n    {}\n", play.settings.composer.game_link(&g.id)));
    }
    let mine = games.iter().filter(|g| g.player_to_move() == &user.id).count();
    Ok(Answer::done(t.msg("orders-games-title").arg("mine", mine).arg("count", games.len()).to_string(), out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_are_read_forgivingly_and_refused_in_words() {
        assert_eq!(Order::read("Help"), Ok(Order::Help));
        assert_eq!(Order::read("games."), Ok(Order::Games));
        let Ok(Order::Challenge { opponent, variant, color, days, level, rated, rating_range, options }) =
            Order::read("challenge bob Khan's-Chess days=3 color=Black exchanges=off Casual")
        else {
            panic!("a challenge")
        };
        assert_eq!(
            (opponent.as_deref(), variant.as_str(), color.as_deref(), days, level),
            (Some("bob"), "khans-chess", Some("black"), Some(3), None)
        );
        assert_eq!(options.get("exchanges").map(String::as_str), Some("off"));
        assert_eq!((rated, rating_range), (Some(false), None));
        assert!(matches!(
            Order::read("new koan rating=1400-1800"),
            Ok(Order::Challenge {
                opponent: None,
                rated: None,
                rating_range: Some(RatingRange { min: 1400, max: 1800 }),
                ..
            })
        ));
        assert!(matches!(
            Order::read("new koan rated rating=-1600"),
            Ok(Order::Challenge { rated: Some(true), rating_range: Some(RatingRange { min: 0, max: 1600 }), .. })
        ));
        assert!(matches!(Order::read("new koan"), Ok(Order::Challenge { opponent: None, .. })));
        assert!(matches!(Order::read("challenge engine khan level=2"), Ok(Order::Challenge { level: Some(2), .. })));
        let id = "0193a1b2c3d4e5f60718293a4b5c6d7e";
        assert_eq!(
            Order::read(&format!("watch https://ortoo.example/games/{id}")),
            Ok(Order::Watch(GameId::from_text(id)))
        );
        assert_eq!(Order::read(&format!("unwatch {id}")), Ok(Order::Unwatch(GameId::from_text(id))));
        for (bad, says) in [
            ("", "no command"),
            ("dance", "is not a command"),
            ("challenge bob", "Say which game"),
            ("challenge bob go", "is not a game here"),
            ("new koan days=0", "1 to 30"),
            ("new koan fast", "is not a setting"),
            ("watch 12", "is not a game's id"),
            ("join 12", "is not a tournament's id"),
            ("join", "takes one tournament"),
            ("new koan rating=1800-1400", "above the highest"),
            ("new koan rating=strong", "is a range of ratings"),
            ("new koan rating=-", "is a range of ratings"),
        ] {
            let error = ortoo_i18n::english().say(&Order::read(bad).unwrap_err());
            assert!(error.contains(says), "{bad:?}: {error}");
        }
        assert!(!Order::read("new koan").unwrap().reads_only() && Order::read("games").unwrap().reads_only());
        assert_eq!(
            Order::read(&format!("join https://ortoo.example/tournaments/{id}")),
            Ok(Order::Join(TournamentId::from_text(id)))
        );
        assert_eq!(Order::read(&format!("Withdraw {id}")), Ok(Order::Withdraw(TournamentId::from_text(id))));
        assert!(
            Order::read("tournaments").unwrap().reads_only()
                && !Order::read(&format!("join {id}")).unwrap().reads_only()
        );
    }

    #[test]
    fn a_password_is_taken_out_of_the_command() {
        assert_eq!(
            without_password("challenge bob koan PASSWORD=s3cret!x days=2"),
            ("challenge bob koan days=2".to_string(), Some("s3cret!x".to_string()))
        );
        assert_eq!(without_password("games"), ("games".to_string(), None));
    }

    #[test]
    fn the_command_is_the_subject_without_reply_marks_or_else_the_first_line() {
        assert_eq!(command_text("Re: AW: challenge bob koan", None), "challenge bob koan");
        assert_eq!(command_text("  ", Some("games")), "games");
        assert_eq!(command_text("", None), "");
    }
}
