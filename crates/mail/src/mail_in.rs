//! Playing by mail: a reply to a notice, read from its raw RFC 5322 text.
//!
//! The reply's address carries the notice's signed token (move+TOKEN@domain), which names the
//! player, the game (or the challenge) and, for a notice that invites a move, the ply. The
//! first line of the body that is not quoted is a move or a command ([`Command`]); the lines
//! after it, up to the quoted notice or a signature, are the move's comment. A move is played
//! exactly as the web plays it, expecting the token's ply, so a replayed or late reply cannot
//! move twice; a command is done as the web does it, and refused for the same reasons. Every
//! genuine reply is answered by mail.

use mail_parser::MessageParser;
use ortoo_core::text::without_controls;
use unicode_normalization::UnicodeNormalization;

use crate::letters::Letters;
use ortoo_core::forecast;
use ortoo_core::store::ReplyNotice;
use ortoo_core::timecontrol::DAY_MS;
use ortoo_core::{ChallengeId, GameId, Notice, NoticeId, StoreError, User, UserId};
use ortoo_i18n::{Lang, Said, english};
use ortoo_play::error::side_said;
use ortoo_play::games::DrawAction;
use ortoo_play::limits::Counted;
use ortoo_play::notices::ending_said;
use ortoo_play::takeback::TakebackAction;
use ortoo_play::token::Signer;
use ortoo_play::typed::{Typed, Via};
use ortoo_play::{Play, PlayError};

/// How long a reply token stays good (a turn rarely waits this long; a stale ply is refused
/// sooner anyway).
pub const REPLY_VALID_DAYS: i64 = 60;

/// What a reply says, before anything is checked against the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub token: Option<String>,
    /// Sent by a machine (an out-of-office answer, a bounce): never answered, or two
    /// machines would answer each other for ever.
    pub automatic: bool,
    /// The sender's address (`From`), as the message claims it.
    pub from: Option<String>,
    /// What the receiving mail server found of the sender's authenticity, where it says.
    pub authenticity: Authenticity,
    /// Every address the message was sent to (the envelope recipient first).
    pub addresses: Vec<String>,
    pub subject: String,
    pub move_text: Option<String>,
    pub comment: Option<String>,
    /// The message's own `Message-ID` (with its angle brackets), which its answer refers to.
    pub message_id: Option<String>,
}

/// A message that cannot be acted on and gets no answer by mail (we cannot tell who sent it,
/// and answering forged mail would send mail to strangers).
#[derive(Debug, thiserror::Error)]
pub enum MailInError {
    /// New mail from an address no account has: bounced, never answered (it may be forged).
    #[error("no account has the address {0}")]
    UnknownSender(String),
    #[error("the message cannot be read as an e-mail")]
    Unreadable,
    #[error("the message is not a reply to a notice: no move+TOKEN address among its recipients")]
    NoToken,
    #[error("the message was sent automatically (an out-of-office answer or a bounce); it is not answered")]
    Automatic,
    #[error("the reply token is not one this server signed")]
    Forged,
    /// A genuine token in mail that does not come from its player's own verified address (a
    /// notice forwarded, or the token read by someone else): bounced, never answered.
    #[error(
        "the reply comes from {from}, not from the verified address of the player it was sent to: a reply is \
         taken only from the player's own address (a forwarded notice cannot be played by someone else)"
    )]
    NotThePlayer { from: String },
    /// The receiving mail server found the sender's address forged (its DMARC or DKIM check
    /// failed): bounced, never answered.
    #[error("the message failed the receiving mail server's check of its sender ({0}); it may be forged")]
    Unauthenticated(String),
    /// The account the mail speaks for is closed: nothing is done or answered.
    #[error("the account is closed")]
    Closed,
    /// More mail from the account this hour than its allowance (a flood, or a mail loop with a
    /// machine that does not say it is one): dropped unanswered, not bounced.
    #[error("more mail from this account this hour than it may send; dropped unanswered")]
    Flooded,
    /// The database failed: the MTA should keep the message and try again.
    #[error("the database failed: {0}")]
    Store(#[from] StoreError),
}

impl MailInError {
    /// What became of the mail, as `/metrics` counts it.
    pub fn outcome(&self) -> &'static str {
        match self {
            MailInError::UnknownSender(_) => "unknown_sender",
            MailInError::Unreadable => "unreadable",
            MailInError::NoToken => "no_token",
            MailInError::Automatic => "automatic",
            MailInError::Forged => "forged",
            MailInError::NotThePlayer { .. } => "not_the_player",
            MailInError::Unauthenticated(_) => "unauthenticated",
            MailInError::Closed => "closed",
            MailInError::Flooded => "flooded",
            MailInError::Store(_) => "failed",
        }
    }
}

/// What became of a mail taken in, as `/metrics` counts it (`ortoo_mail_in_total`): a move
/// played, a move refused, another command answered, or why it was not taken.
pub fn outcome(taken: &Result<Answered, MailInError>) -> &'static str {
    match taken {
        Ok(Answered { played: Some(_), .. }) => "played",
        Ok(Answered { refusal: Some(_), .. }) => "refused",
        Ok(_) => "answered",
        Err(e) => e.outcome(),
    }
}

/// How a genuine reply was answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answered {
    pub user_id: UserId,
    pub game_id: String,
    /// The move as recorded, when it was played.
    pub played: Option<String>,
    /// Why nothing was played, when it was not.
    pub refusal: Option<String>,
}

/// Reads a reply: the token from its recipients, the move and comment from its body.
///
/// # Errors
/// [`MailInError::Unreadable`] for bytes that are not a message.
pub fn read(raw: &[u8], recipient: Option<&str>, reply_local: &str) -> Result<Reply, MailInError> {
    let message = MessageParser::default().parse(raw).ok_or(MailInError::Unreadable)?;
    if message.headers().is_empty() {
        return Err(MailInError::Unreadable);
    }
    let mut addresses: Vec<String> = recipient.into_iter().map(str::to_string).collect();
    for list in [message.to(), message.cc()].into_iter().flatten() {
        addresses.extend(list.iter().filter_map(|a| a.address()).map(str::to_string));
    }
    for header in ["Delivered-To", "X-Original-To", "Envelope-To"] {
        if let Some(value) = message.header_raw(header) {
            addresses.push(value.trim().trim_matches(['<', '>']).to_string());
        }
    }
    let token = addresses.iter().find_map(|a| token_in(a, reply_local));
    // A mail client may put anything in a message; control characters (a NUL, which Postgres
    // cannot store) are dropped here, so a genuine reply is always answered, never retried.
    let body = message.body_text(0).map(|b| without_controls(&b)).unwrap_or_default();
    let (move_text, comment) = move_and_comment(&body);
    let subject = without_controls(message.subject().unwrap_or_default());
    let from = message.from().and_then(|f| f.first()).and_then(|a| a.address()).map(without_controls);
    // Kept only if it is an id as RFC 5322 writes one, so nothing else reaches a header of ours.
    let message_id = message.message_id().map(|id| format!("<{}>", id.trim())).filter(|id| {
        id.len() <= 250
            && id.contains('@')
            && id[1..id.len() - 1].bytes().all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>')
    });
    Ok(Reply {
        token,
        automatic: sent_by_a_machine(&message),
        from,
        authenticity: Authenticity::of(message.header_raw("Authentication-Results")),
        addresses,
        subject,
        move_text,
        comment,
        message_id,
    })
}

/// What the receiving mail server says of a message's sender in the topmost
/// `Authentication-Results` header (RFC 8601), the one the last hop, ours, added.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Authenticity {
    /// No header, or no DMARC or DKIM verdict that fails.
    NotFailed,
    /// DMARC failed, or DKIM failed with no signature passing: the words of the verdict.
    Failed(String),
}

impl Authenticity {
    /// Reads the header's value. Only a failure counts: a header the sender wrote itself can
    /// only make its own mail refused (where the MTA adds none, the sender's would be topmost),
    /// and a domain with no DMARC or DKIM at all (`none`) is not refused for that alone, the
    /// sender's address being checked against the player's besides.
    pub fn of(header: Option<&str>) -> Authenticity {
        let Some(value) = header else { return Authenticity::NotFailed };
        let verdicts: Vec<(String, String)> = value
            .split(';')
            .skip(1)
            .filter_map(|part| {
                let (method, result) = part.trim().split_once('=')?;
                let result = result.split_whitespace().next()?.to_ascii_lowercase();
                Some((method.trim().to_ascii_lowercase(), result))
            })
            .collect();
        let said = |method: &str, result: &str| verdicts.iter().any(|(m, r)| m == method && r == result);
        if said("dmarc", "fail") {
            Authenticity::Failed("dmarc=fail".into())
        } else if said("dkim", "fail") && !said("dkim", "pass") {
            Authenticity::Failed("dkim=fail".into())
        } else {
            Authenticity::NotFailed
        }
    }
}

/// Checks that mail acting for `user` comes from the user's own verified address, and that the
/// receiving mail server did not find it forged.
///
/// # Errors
/// [`MailInError::Unauthenticated`] or [`MailInError::NotThePlayer`].
pub fn from_the_player(from: Option<&str>, authenticity: &Authenticity, user: &User) -> Result<(), MailInError> {
    if let Authenticity::Failed(verdict) = authenticity {
        return Err(MailInError::Unauthenticated(verdict.clone()));
    }
    let from = from.unwrap_or_default();
    if user.email_verified() && from.trim().eq_ignore_ascii_case(user.email.trim()) {
        return Ok(());
    }
    Err(MailInError::NotThePlayer { from: if from.is_empty() { "no address".into() } else { from.to_string() } })
}

/// Whether a message was sent to the play address (new mail, or a reply to a confirmation)
/// rather than to a notice's reply address.
pub fn is_new_mail(raw: &[u8], recipient: Option<&str>, reply_local: &str, play_local: &str) -> bool {
    let Ok(mail) = read(raw, recipient, reply_local) else { return false };
    let ours = |a: &String| {
        a.rsplit_once('@')
            .map(|(local, _)| local.split('+').next().unwrap_or(local))
            .is_some_and(|base| base.eq_ignore_ascii_case(play_local))
    };
    mail.token.is_none() && mail.addresses.iter().any(ours)
}

/// Whether a message says it was sent by a machine (RFC 3834's `Auto-Submitted`, the older
/// `Precedence` and `X-Autoreply` marks, a delivery report, or the empty sender of a bounce).
fn sent_by_a_machine(message: &mail_parser::Message) -> bool {
    let header = |name: &str| message.header_raw(name).map(|v| v.trim().to_ascii_lowercase());
    header("Auto-Submitted").is_some_and(|v| v != "no")
        || header("Precedence").is_some_and(|v| ["bulk", "junk", "list", "auto_reply"].contains(&v.as_str()))
        || header("X-Autoreply").is_some()
        || header("X-Autorespond").is_some()
        || header("Return-Path").is_some_and(|v| v == "<>")
        || header("Content-Type").is_some_and(|v| v.starts_with("multipart/report"))
}

/// The token of a `local+TOKEN@domain` address whose local part is ours.
pub fn token_in(address: &str, reply_local: &str) -> Option<String> {
    let (local, _domain) = address.rsplit_once('@')?;
    let (base, token) = local.split_once('+')?;
    (base.eq_ignore_ascii_case(reply_local) && !token.is_empty()).then(|| token.to_ascii_lowercase())
}

/// A line that starts the quoted notice or a signature: nothing after it is the player's.
fn ends_reply(line: &str) -> bool {
    let t = line.trim();
    line.trim_end() == "--"
        || line == "-- "
        || t.starts_with("-----Original Message-----")
        || t.starts_with("________________________________")
        || (t.starts_with("On ") && t.ends_with("wrote:"))
        || (t.starts_with("Le ") && t.ends_with("a écrit :"))
        || (t.starts_with("Am ") && t.ends_with("schrieb:"))
        || t.starts_with("From: ")
}

/// The first unquoted line is the move; the unquoted lines after it, the comment.
pub fn move_and_comment(body: &str) -> (Option<String>, Option<String>) {
    let mut lines = body.lines().map(|l| l.trim_end_matches('\r'));
    let mut move_text = None;
    for line in lines.by_ref() {
        if ends_reply(line) {
            return (None, None);
        }
        let t = line.trim();
        if t.is_empty() || t.starts_with('>') {
            continue;
        }
        move_text = Some(t.to_string());
        break;
    }
    let mut comment = Vec::new();
    for line in lines {
        if ends_reply(line) {
            break;
        }
        if line.trim_start().starts_with('>') {
            continue;
        }
        comment.push(line.trim_end());
    }
    let comment = comment.join("\n").trim().to_string();
    (move_text, (!comment.is_empty()).then_some(comment))
}

/// What a reply asks for: the first unquoted line, read case-insensitively and forgiving of a
/// trailing full stop; anything that is not a command's word is taken for a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Move(String),
    Resign,
    /// Offer a draw, or accept the one offered.
    Draw,
    /// Accept a challenge, or the draw offered.
    Accept,
    /// Decline a challenge, or the draw offered.
    Decline,
    /// Claim a draw the rules allow.
    Claim,
    /// Ask to take back one's last move, or grant the takeback asked for.
    Takeback,
    /// Decline the takeback asked for (plain `decline` does too, when no draw is offered).
    DeclineTakeback,
    Board,
    Log,
    Moves,
    Help,
    Watch,
    Unwatch,
    /// Send the forecast back.
    Forecast,
    /// Remove the forecast.
    ForecastClear,
    /// A forecast's first line (`if X then Y`); the reply's next lines may hold more.
    If,
    /// A message to the opponent (`say ...`; the reply's next lines go with it).
    Say,
    /// The player's note on the game: `note` sends it back, `note ...` replaces it.
    Note,
}

impl Command {
    pub fn read(line: &str) -> Command {
        let word = line.trim().trim_end_matches(['.', '!']).trim().to_ascii_lowercase();
        match word.as_str() {
            "resign" => Command::Resign,
            "draw" => Command::Draw,
            "accept" => Command::Accept,
            // A challenge accepted with the player's own choices (`accept arrangement=outer`,
            // `accept outer`); words after it otherwise change nothing (`accept the draw`).
            w if w.starts_with("accept ") => Command::Accept,
            "decline" => Command::Decline,
            "claim" => Command::Claim,
            "takeback" | "take back" => Command::Takeback,
            "decline takeback" | "no takeback" => Command::DeclineTakeback,
            "board" => Command::Board,
            "log" => Command::Log,
            "moves" => Command::Moves,
            "help" | "?" => Command::Help,
            "watch" => Command::Watch,
            "unwatch" => Command::Unwatch,
            "forecast" => Command::Forecast,
            "forecast clear" | "no forecast" => Command::ForecastClear,
            w if w.starts_with("if ") => Command::If,
            w if w == "say" || w.starts_with("say ") => Command::Say,
            w if w == "note" || w.starts_with("note ") => Command::Note,
            // A sentence's full stop after a move is not part of it (no notation ends in one).
            _ => Command::Move(line.trim().trim_end_matches('.').trim_end().to_string()),
        }
    }
}

/// The commands' words as `commands.ftl` names them: each a reply may give in its writer's
/// language or in English.
const COMMAND_WORDS: [&str; 18] = [
    "command-draw",
    "command-decline",
    "command-takeback",
    "command-claim",
    "command-resign",
    "command-board",
    "command-log",
    "command-moves",
    "command-say",
    "command-note",
    "command-forecast",
    "command-clear",
    "command-if",
    "command-then",
    "command-help",
    "command-watch",
    "command-unwatch",
    "command-accept",
];

/// A reply's lines with the commands' words of `t` (the player's language) put in English, so
/// that [`Command::read`] and the forecast's reader understand them: `投了` is `resign`,
/// `拒否 待った` is `decline takeback`, `もし e7e5 次に g1f3` is `if e7e5 then g1f3`. Only a line
/// that begins with a command's word is read so, and of `say` and `note` only that word (what
/// follows is the player's own text). Lines in English, or moves, are left as they are.
pub fn commands_in_english(line: &str, t: Lang) -> String {
    if t == english() {
        return line.to_string();
    }
    let words: Vec<(String, String)> = COMMAND_WORDS
        .iter()
        .map(|id| (spelled(&t.text(id)), english().text(id)))
        .filter(|(theirs, ours)| !theirs.is_empty() && theirs != ours)
        .collect();
    let english_of = |token: &str| {
        let token = spelled(token.trim_end_matches(['.', '!', '。', '！']));
        words.iter().find(|(theirs, _)| *theirs == token).map(|(_, ours)| ours.clone())
    };
    let trimmed = line.trim_start();
    let first = trimmed.split_whitespace().next().unwrap_or_default();
    let Some(command) = english_of(first) else { return line.to_string() };
    if command == "say" || command == "note" {
        return format!("{command}{}", &trimmed[first.len()..]);
    }
    trimmed
        .split_whitespace()
        .map(|token| english_of(token).unwrap_or_else(|| token.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A word as a reply's commands are compared: composed (a mail program may send `hòa` as an `o`
/// and a combining accent), in lower case, and with the tone mark of Vietnamese's `oa`, `oe`
/// and `uy` where the newer spelling puts it (`hoà` and `xoá` are `hòa` and `xóa`: players write
/// both). Both sides of a comparison are spelled so.
fn spelled(word: &str) -> String {
    const OLDER: [(&str, &str); 15] = [
        ("oà", "òa"),
        ("oá", "óa"),
        ("oả", "ỏa"),
        ("oã", "õa"),
        ("oạ", "ọa"),
        ("oè", "òe"),
        ("oé", "óe"),
        ("oẻ", "ỏe"),
        ("oẽ", "õe"),
        ("oẹ", "ọe"),
        ("uỳ", "ùy"),
        ("uý", "úy"),
        ("uỷ", "ủy"),
        ("uỹ", "ũy"),
        ("uỵ", "ụy"),
    ];
    let composed = word.nfc().collect::<String>().to_lowercase();
    OLDER.iter().fold(composed, |word, (older, newer)| word.replace(older, newer))
}

/// The answer to a reply, before it is stored: what the mail says, and what happened.
pub(crate) struct Answer {
    pub(crate) subject: String,
    pub(crate) detail: String,
    pub(crate) played: Option<String>,
    pub(crate) refusal: Option<String>,
}

impl Answer {
    pub(crate) fn done(subject: impl Into<String>, detail: impl Into<String>) -> Answer {
        Answer { subject: subject.into(), detail: detail.into(), played: None, refusal: None }
    }

    /// Done, in `t`: the message `title` as the subject, `said` as its one line.
    pub(crate) fn said(t: Lang, title: &str, said: Said) -> Answer {
        Answer::done(t.text(title), format!("{}\n", t.say(&said)))
    }

    /// Refused, with the reason, in the player's language `t`; nothing changed.
    pub(crate) fn refused_in(typed: &str, reason: String, t: Lang) -> Answer {
        match Command::read(typed) {
            _ if typed.is_empty() => Answer::not(Unplayed::NoMove, typed, reason, t),
            Command::Move(_) => Answer::not(Unplayed::Move, typed, reason, t),
            _ => Answer::not(Unplayed::Command, typed, reason, t),
        }
    }

    /// What the game's refusal of an action is answered with (`refused` words it; a refused
    /// move's reason in the player's language `t`); the database failing is no refusal but an
    /// error, so the message is delivered again.
    pub(crate) fn or_refused(
        result: Result<Answer, PlayError>,
        t: Lang,
        refused: impl FnOnce(String) -> Answer,
    ) -> Result<Answer, MailInError> {
        match result {
            Ok(answer) => Ok(answer),
            Err(PlayError::Store(e)) => Err(MailInError::Store(e)),
            Err(PlayError::Refused(refusal)) => Ok(refused(refusal.said_in(t))),
            Err(e) => Ok(refused(e.said().map_or_else(|| e.to_string(), |said| t.say(&said)))),
        }
    }

    /// A command (not a move) refused, with the reason, in `t`; nothing changed.
    pub(crate) fn not_done(typed: &str, reason: String, t: Lang) -> Answer {
        Answer::not(Unplayed::Command, typed, reason, t)
    }

    fn not(what: Unplayed, typed: &str, reason: String, t: Lang) -> Answer {
        let (title, line) = match what {
            Unplayed::NoMove => ("answer-no-move-title", "answer-not-played"),
            Unplayed::Move => ("answer-not-played-title", "answer-not-played"),
            Unplayed::Command if typed.is_empty() => ("answer-no-command-title", "answer-not-done"),
            Unplayed::Command => ("answer-not-done-title", "answer-not-done"),
        };
        Answer {
            subject: t.msg(title).arg("typed", typed).to_string(),
            detail: format!("{}\n\n{reason}\n\n{}", t.msg(line).arg("typed", typed), t.text("answer-nothing-changed")),
            played: None,
            refusal: Some(reason),
        }
    }
}

/// What a refusal says was not done: a move (or none found), or a command.
#[derive(Clone, Copy)]
enum Unplayed {
    NoMove,
    Move,
    Command,
}

/// Whether a subject carries one of our refusals, in any language (`Not played: …`, `Not done:
/// …`): the mail answers a refusal of ours.
fn answers_a_refusal(subject: &str) -> bool {
    ortoo_i18n::all().iter().any(|t| {
        ["answer-not-played-title", "answer-not-done-title"].iter().any(|id| {
            let mark = t.msg(id).arg("typed", "").to_string();
            let mark = mark.trim();
            !mark.is_empty() && subject.contains(mark)
        })
    })
}

/// Takes a reply by mail: checks its token, does what it asks as the web would, and answers
/// the player by mail (through the outbox) with what happened or why not.
///
/// # Errors
/// A message we cannot act on (nothing is answered or changed), or the database failing.
pub async fn take_reply(
    play: &Play,
    raw: &[u8],
    recipient: Option<&str>,
    reply_local: &str,
) -> Result<Answered, MailInError> {
    let reply = read(raw, recipient, reply_local)?;
    if reply.automatic {
        return Err(MailInError::Automatic);
    }
    let token = reply.token.clone().ok_or(MailInError::NoToken)?;
    let (notice_id, tag) = Signer::reply_parts(&token).ok_or(MailInError::Forged)?;
    let notice_id = NoticeId::from_text(notice_id);
    let notice = play.mail.reply_notice(&notice_id).await?.ok_or(MailInError::Forged)?;
    let about = (notice.game_id.as_ref().map(GameId::as_str))
        .or(notice.challenge_id.as_ref().map(ChallengeId::as_str))
        .ok_or(MailInError::Forged)?;
    if !play.settings.signer.reply_valid(notice_id.as_str(), tag, notice.user_id.as_str(), about, notice.ply) {
        return Err(MailInError::Forged);
    }
    // From here on the sender is the player the token names: every outcome is answered, within
    // the account's allowance of mail.
    let user = play.accounts.user(&notice.user_id).await?.ok_or(MailInError::Forged)?;
    if user.is_closed() {
        return Err(MailInError::Closed);
    }
    from_the_player(reply.from.as_deref(), &reply.authenticity, &user)?;
    if !play.limits.within(Counted::Mail(user.id.as_str())).await? {
        return Err(MailInError::Flooded);
    }
    // A reply may give its commands in the player's language as well as in English.
    let t = language_of(&user);
    let move_text = reply.move_text.as_deref().map(|line| commands_in_english(line, t));
    // A forecast's further lines are its lines of play; any other command's are its text.
    let comment = match move_text.as_deref().map(Command::read) {
        Some(Command::If) => reply
            .comment
            .as_deref()
            .map(|lines| lines.lines().map(|l| commands_in_english(l, t)).collect::<Vec<_>>().join("\n")),
        _ => reply.comment.clone(),
    };
    let reply = Reply { move_text, comment, ..reply };
    let typed = reply.move_text.clone().unwrap_or_default();
    let command = reply.move_text.as_deref().map(Command::read);
    let answer = if play.now() - notice.created_at > REPLY_VALID_DAYS * DAY_MS {
        Answer::refused_in(&typed, t.msg("answer-notice-too-old").arg("days", REPLY_VALID_DAYS).to_string(), t)
    } else if let Some(game_id) = &notice.game_id {
        about_game(play, &user, t, &notice, game_id, command, &typed, reply.comment.as_deref()).await?
    } else if let Some(challenge_id) = &notice.challenge_id {
        about_challenge(play, &user, t, challenge_id, command, &typed).await?
    } else {
        // Not reached: `about` is the notice's game or its challenge.
        return Err(MailInError::Forged);
    };
    // The answer names the game, so it threads with the game's mails, and it carries the ply
    // when the player is to move, so a move can be sent by replying to it.
    let game = match &notice.game_id {
        Some(id) => play.games.find(id).await?,
        None => None,
    };
    let mut out = play.settings.composer.reply(
        user.id.as_str(),
        notice.game_id.as_ref().map(GameId::as_str),
        &answer.subject,
        answer.detail,
    );
    out.in_reply_to = reply.message_id.clone();
    out.ply = game.as_ref().filter(|g| g.is_active() && g.player_to_move() == &user.id).map(|g| g.ply);
    let asked = Asked { subject: &reply.subject, refused: answer.refusal.is_some() };
    answer_within_limits(play, &user, about, out, asked).await?;
    Ok(Answered {
        user_id: user.id.clone(),
        // The game's id, or the challenge's when the notice is about one.
        game_id: about.to_string(),
        played: answer.played,
        refusal: answer.refusal,
    })
}

/// What the mail being answered asked, as far as whether to answer it goes: its subject, and
/// whether it was refused.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Asked<'a> {
    pub(crate) subject: &'a str,
    pub(crate) refused: bool,
}

/// Stores `answer` for the outbox if the address may be answered again this hour, in this
/// thread (`thread`: a game, a challenge, a kind of mail) and in all: a mail loop with a machine
/// that does not say it is one (RFC 3834), or a flood of forged commands, is answered a few
/// times, not for ever. What the mail asked for is done either way.
///
/// # Errors
/// The database failing.
pub(crate) async fn answer_within_limits(
    play: &Play,
    user: &User,
    thread: &str,
    answer: Notice,
    asked: Asked<'_>,
) -> Result<bool, MailInError> {
    // A machine answering our answers without saying so (RFC 3834) has its answer refused
    // again and again: one that answers a refusal of ours, or the third refusal in a row with
    // nothing done between, is not answered until a command succeeds.
    if asked.refused {
        if answers_a_refusal(asked.subject) {
            tracing::warn!(user = %user.id, thread, "not answered by mail: a refusal of a reply to our refusal");
            return Ok(false);
        }
        if !play.limits.within(Counted::RefusedInARow(&user.email)).await? {
            tracing::warn!(user = %user.id, thread, "not answered by mail: refused again with nothing done between");
            return Ok(false);
        }
    } else {
        play.limits.restore(Counted::RefusedInARow(&user.email)).await?;
    }
    let counted = Counted::Answer { address: &user.email, thread };
    if !play.limits.within(counted).await? {
        tracing::warn!(user = %user.id, thread, "not answered by mail: the address has had its answers this hour");
        return Ok(false);
    }
    play.mail.answer(answer).await?;
    Ok(true)
}

/// A failure met while reading what mail needs, or counting an allowance: the database's (try
/// again later).
impl From<PlayError> for MailInError {
    fn from(e: PlayError) -> MailInError {
        match e {
            PlayError::Store(e) => MailInError::Store(e),
            other => MailInError::Store(StoreError::Backend(Box::new(std::io::Error::other(other.to_string())))),
        }
    }
}

/// Whether the opponent has asked `user` to take back a move and has not offered a draw (with
/// both asked, plain `accept` and `decline` answer the draw, as before takebacks were).
async fn asked_takeback(play: &Play, user: &User, game_id: &GameId) -> Result<bool, MailInError> {
    let Some(game) = play.games.find(game_id).await? else { return Ok(false) };
    let Some(side) = game.side_of(&user.id) else { return Ok(false) };
    Ok(game.takeback_offer == Some(!side) && game.draw_offer != Some(!side))
}

/// `takeback`, `decline takeback`, or `accept`/`decline` of a takeback asked for.
async fn takeback(
    play: &Play,
    user: &User,
    t: Lang,
    game_id: &GameId,
    command: Command,
    typed: &str,
) -> Result<Answer, MailInError> {
    let answer = async {
        let game = play.games.game(game_id).await?;
        let side = game.side_of(&user.id);
        let asked_of_me = side.is_some_and(|s| game.takeback_offer == Some(!s));
        let action = match command {
            Command::DeclineTakeback | Command::Decline => TakebackAction::Decline,
            // `takeback` grants the opponent's request, as `draw` accepts their offer.
            Command::Accept => TakebackAction::Accept,
            _ if asked_of_me => TakebackAction::Accept,
            _ => TakebackAction::Offer,
        };
        let after = play.games.takeback(user, game_id, action, None).await?;
        Ok(match action {
            TakebackAction::Decline => {
                Answer::said(t, "answer-takeback-declined-title", Said::new("answer-takeback-declined"))
            }
            TakebackAction::Accept => Answer::said(
                t,
                "answer-takeback-granted-title",
                Said::new("answer-takeback-granted").arg("ply", after.ply),
            ),
            _ if after.takeback_offer.is_some() => {
                Answer::said(t, "answer-takeback-asked-title", Said::new("answer-takeback-asked"))
            }
            _ => Answer::said(t, "answer-taken-back-title", Said::new("answer-taken-back").arg("ply", after.ply)),
        })
    };
    Answer::or_refused(answer.await, t, |why| Answer::refused_in(typed, why, t))
}

/// A command in a reply to a notice of a game.
#[allow(clippy::too_many_arguments)]
async fn about_game(
    play: &Play,
    user: &User,
    t: Lang,
    notice: &ReplyNotice,
    game_id: &GameId,
    command: Option<Command>,
    typed: &str,
    comment: Option<&str>,
) -> Result<Answer, MailInError> {
    let reply = GameReply { play, user, t, notice, game_id, typed, comment };
    let Some(command) = command else {
        return Ok(Answer::refused_in(
            typed,
            format!(
                "{}\n\n{}",
                t.text("answer-nothing-found"),
                Letters::of(&play.settings.composer).commands_help(true, t)
            ),
            t,
        ));
    };
    match command {
        Command::Move(text) => reply.play_move(&text).await,
        Command::Resign => reply.answer(reply.resign().await),
        Command::Takeback | Command::DeclineTakeback => takeback(play, user, t, game_id, command, typed).await,
        // Accept and decline answer what the opponent asked: a draw, or a takeback.
        Command::Accept | Command::Decline if asked_takeback(play, user, game_id).await? => {
            takeback(play, user, t, game_id, command, typed).await
        }
        Command::Draw => reply.answer(reply.draw(DrawAction::Offer).await),
        Command::Accept => reply.answer(reply.draw(DrawAction::Accept).await),
        Command::Decline => reply.answer(reply.draw(DrawAction::Decline).await),
        Command::Claim => reply.answer(reply.draw(DrawAction::Claim).await),
        Command::Board => reply.answer(reply.board().await),
        Command::Log => reply.answer(reply.log().await),
        Command::Moves => reply.answer(reply.legal_moves().await),
        Command::Help => Ok(reply.help()),
        Command::Watch => reply.answer(reply.watch().await),
        Command::Unwatch => reply.answer(reply.unwatch().await),
        Command::Forecast => reply.answer(reply.forecast().await),
        Command::ForecastClear => reply.answer(reply.clear_forecast().await),
        Command::Say => reply.answer(reply.say().await),
        Command::Note => reply.answer(reply.note().await),
        Command::If => reply.answer(reply.keep_forecast().await),
    }
}

/// A reply to a notice of a game, with what it said: each command's answer is a method.
struct GameReply<'a> {
    play: &'a Play,
    user: &'a User,
    /// The player's language: what the help lists their commands in.
    t: Lang,
    notice: &'a ReplyNotice,
    game_id: &'a GameId,
    /// The reply's first line, as typed.
    typed: &'a str,
    /// The lines under it.
    comment: Option<&'a str>,
}

impl GameReply<'_> {
    /// A command's answer, or its refusal in words (the database failing is not a refusal).
    fn answer(&self, result: Result<Answer, PlayError>) -> Result<Answer, MailInError> {
        Answer::or_refused(result, self.t, |why| Answer::refused_in(self.typed, why, self.t))
    }

    /// A move, played if the mail was sent for the move the player is to make now, and its
    /// reply address not used already.
    async fn play_move(&self, text: &str) -> Result<Answer, MailInError> {
        let (typed, notice) = (self.typed, self.notice);
        let Some(ply) = notice.ply else {
            return Ok(Answer::refused_in(typed, self.t.text("answer-not-for-a-move"), self.t));
        };
        if notice.reply_used_at.is_some() {
            return Ok(Answer::refused_in(typed, self.t.text("answer-reply-used"), self.t));
        }
        // A mail sent before moves were taken back is of a history that is gone, though the
        // game may be at its ply again.
        if let Some(game) = self.play.games.find(self.game_id).await?
            && game.taken_back_at.is_some_and(|at| notice.created_at < at)
        {
            return Ok(Answer::refused_in(typed, self.t.text("answer-taken-back-since"), self.t));
        }
        let comment = self.comment;
        let sent = Typed::new(Via::Mail, text, Some(ply), comment.map(str::to_string));
        match self.play.games.submit_move(self.user, self.game_id, sent, None).await {
            Ok(done) => {
                self.play.mail.use_reply(&notice.id).await?;
                let t = self.t;
                let played = match comment {
                    Some(c) => t
                        .msg("answer-played-with-comment")
                        .arg("move", &done.text)
                        .arg("ply", done.ply)
                        .arg("comment", c),
                    None => t.msg("answer-played").arg("move", &done.text).arg("ply", done.ply),
                };
                let next = if done.game.is_active() { "answer-opponent-told" } else { "answer-game-over-follows" };
                Ok(Answer {
                    subject: t.msg("answer-played-title").arg("move", &done.text).to_string(),
                    detail: format!("{played}\n{}\n", t.text(next)),
                    played: Some(done.text),
                    refusal: None,
                })
            }
            Err(e) => self.answer(Err(e)),
        }
    }

    async fn resign(&self) -> Result<Answer, PlayError> {
        self.play.games.resign(self.user, self.game_id, None).await?;
        Ok(Answer::said(self.t, "answer-resigned-title", Said::new("answer-resigned")))
    }

    /// `draw` (an offer, or the acceptance of the opponent's), `accept`, `decline`, `claim`.
    async fn draw(&self, action: DrawAction) -> Result<Answer, PlayError> {
        let game = self.play.games.draw(self.user, self.game_id, action, self.comment, None).await?;
        let t = self.t;
        Ok(if !game.is_active() {
            let how = game.outcome.map_or_else(|| Said::new("ending-agreement"), |o| ending_said(o.reason()));
            Answer::said(t, "answer-drawn-title", Said::new("answer-drawn").arg("reason", how))
        } else if action == DrawAction::Decline {
            Answer::said(t, "answer-draw-declined-title", Said::new("answer-draw-declined"))
        } else {
            Answer::said(t, "answer-draw-offered-title", Said::new("answer-draw-offered"))
        })
    }

    /// The board as it stands (the letter pictures it).
    async fn board(&self) -> Result<Answer, PlayError> {
        let game = self.play.games.game(self.game_id).await?;
        let t = self.t;
        let board = if game.is_active() {
            Said::new("answer-board-to-move")
                .arg("ply", game.ply)
                .arg("side", side_said(game.to_move, ortoo_rules::registry::sides(&game.variant)))
        } else {
            Said::new("answer-board-over").arg("ply", game.ply)
        };
        Ok(Answer::done(t.msg("answer-board-title").arg("ply", game.ply).to_string(), format!("{}\n", t.say(&board))))
    }

    /// The game's moves so far.
    async fn log(&self) -> Result<Answer, PlayError> {
        let game = self.play.games.game(self.game_id).await?;
        let moves = self.play.games.moves(&game).await?;
        Ok(Answer::done(self.t.text("answer-log-title"), crate::letters::game_log(&game, &moves.list, self.t)))
    }

    /// The player's legal moves, when it is their turn.
    async fn legal_moves(&self) -> Result<Answer, PlayError> {
        let game = self.play.games.game(self.game_id).await?;
        let state = self.play.games.state(&game).await?;
        let t = self.t;
        if !game.is_active() {
            return Ok(Answer::said(t, "answer-no-moves-title", Said::new("answer-game-over")));
        }
        if game.player_to_move() != &self.user.id {
            let side = side_said(game.to_move, ortoo_rules::registry::sides(&game.variant));
            return Ok(Answer::said(
                t,
                "answer-not-your-turn-title",
                Said::new("answer-not-your-turn").arg("side", side),
            ));
        }
        let legal: Vec<String> = state.legal_moves().into_iter().map(|m| m.canonical).collect();
        Ok(Answer::done(
            t.msg("answer-legal-moves-title").arg("count", legal.len()).to_string(),
            format!("{}\n{}\n", t.msg("answer-legal-moves").arg("count", legal.len()), legal.join(", ")),
        ))
    }

    /// What a reply may say (a move among them when the mail was sent for one).
    fn help(&self) -> Answer {
        Answer::done(
            self.t.text("answer-help-title"),
            Letters::of(&self.play.settings.composer).commands_help(self.notice.ply.is_some(), self.t),
        )
    }

    async fn watch(&self) -> Result<Answer, PlayError> {
        let new = self.play.games.watch(self.user, self.game_id).await?;
        let said = Said::new(if new { "answer-watching" } else { "answer-watching-already" });
        Ok(Answer::said(self.t, "answer-watching-title", said))
    }

    async fn unwatch(&self) -> Result<Answer, PlayError> {
        let was = self.play.games.unwatch(self.user, self.game_id).await?;
        let said = Said::new(if was { "answer-unwatched" } else { "answer-not-watched" });
        Ok(Answer::said(self.t, "answer-not-watching-title", said))
    }

    /// The player's forecast in the game, if any.
    async fn forecast(&self) -> Result<Answer, PlayError> {
        let game = self.play.games.game(self.game_id).await?;
        Ok(match self.play.games.forecast_of(self.user, &game).await? {
            Some(f) => Answer::done(self.t.text("answer-forecast-title"), forecast_words(&f.branches, self.t)),
            None => Answer::said(self.t, "answer-no-forecast-title", Said::new("answer-no-forecast")),
        })
    }

    async fn clear_forecast(&self) -> Result<Answer, PlayError> {
        self.play.games.set_forecast(self.user, self.game_id, Vec::new()).await?;
        Ok(Answer::said(self.t, "answer-forecast-removed-title", Said::new("answer-forecast-removed")))
    }

    /// `if ... then ...`: the forecast's lines are the first line and those under it.
    async fn keep_forecast(&self) -> Result<Answer, PlayError> {
        let lines = format!("{}\n{}", self.typed, self.comment.unwrap_or_default());
        let branches =
            forecast::read_lines(&lines).map_err(|detail| PlayError::Invalid { code: "invalid_forecast", detail })?;
        let kept = self.play.games.set_forecast(self.user, self.game_id, branches).await?;
        Ok(Answer::done(self.t.text("answer-forecast-kept-title"), forecast_words(&kept.branches, self.t)))
    }

    /// The words after the command's on its line, and the lines under it.
    fn words(&self) -> String {
        let first = self.typed.trim().split_once(char::is_whitespace).map_or("", |(_, rest)| rest).trim();
        format!("{first}\n{}", self.comment.unwrap_or_default()).trim().to_string()
    }

    /// `say`: a message to the opponent, in the game's conversation.
    async fn say(&self) -> Result<Answer, PlayError> {
        let message = self.play.conversations.say(self.user, self.game_id, &self.words()).await?;
        let t = self.t;
        Ok(Answer::done(
            t.text("answer-message-sent-title"),
            format!("{}\n\n{}\n", t.text("answer-message-sent"), message.text),
        ))
    }

    /// `note`: the player's private note on the game, kept (with words) or read (without).
    async fn note(&self) -> Result<Answer, PlayError> {
        let text = self.words();
        if text.is_empty() {
            let game = self.play.games.game(self.game_id).await?;
            let note = self.play.conversations.note(self.user, &game).await?;
            let t = self.t;
            return Ok(if note.is_empty() {
                Answer::said(t, "answer-no-note-title", Said::new("answer-no-note"))
            } else {
                Answer::done(t.text("answer-note-title"), format!("{}\n\n{note}\n", t.text("answer-note")))
            });
        }
        self.play.conversations.set_note(self.user, self.game_id, &text).await?;
        let t = self.t;
        Ok(Answer::done(t.text("answer-note-kept-title"), format!("{}\n\n{text}\n", t.text("answer-note-kept"))))
    }
}

/// A forecast as a mail gives it, in `t`: one line a line of play, in canonical text.
fn forecast_words(branches: &[forecast::Branch], t: Lang) -> String {
    let mut words = format!("{}\n\n", t.text("answer-forecast"));
    for line in forecast::to_lines(branches) {
        words.push_str(&format!("  {line}\n"));
    }
    words.push_str(&format!("\n{}\n", t.text("answer-forecast-replace")));
    words
}

/// The player's own choices after `accept`, as (name, value) pairs: `arrangement=outer` (spaces
/// around `=` forgiven), or a value alone (`outer`), which names the game's one choice.
fn own_choices(typed: &str) -> Vec<(String, String)> {
    let rest = typed.trim().trim_end_matches(['.', '!']).split_once(char::is_whitespace).map_or("", |(_, rest)| rest);
    let mut joined = rest.to_string();
    while joined.contains(" =") || joined.contains("= ") {
        joined = joined.replace(" =", "=").replace("= ", "=");
    }
    joined
        .split_whitespace()
        .map(|word| match word.split_once('=') {
            Some((name, value)) => (name.to_string(), value.to_string()),
            None => (String::new(), word.to_string()),
        })
        .collect()
}

/// A reply to a challenge's notice: `accept` (with the player's own choices, if any) or
/// `decline`.
async fn about_challenge(
    play: &Play,
    user: &User,
    t: Lang,
    challenge_id: &ChallengeId,
    command: Option<Command>,
    typed: &str,
) -> Result<Answer, MailInError> {
    let result = match command {
        Some(Command::Accept) => {
            play.challenges.accept(user, challenge_id, &own_choices(typed), None).await.map(|game| {
                let first =
                    if game.player_to_move() == &user.id { "answer-you-move-first" } else { "answer-moves-first" };
                let link = play.settings.composer.game_link(&game.id);
                Answer::done(
                    t.text("answer-challenge-accepted-title"),
                    format!(
                        "{}\n{}\n",
                        t.msg("answer-challenge-accepted").arg("link", link),
                        t.msg(first).arg("side", side_said(game.to_move, ortoo_rules::registry::sides(&game.variant)))
                    ),
                )
            })
        }
        Some(Command::Decline) => play
            .challenges
            .decline(user, challenge_id)
            .await
            .map(|()| Answer::said(t, "answer-challenge-declined-title", Said::new("answer-challenge-declined"))),
        Some(Command::Help) => Ok(Answer::said(t, "answer-help-title", Said::new("answer-challenge-help"))),
        _ => Ok(Answer::refused_in(typed, t.text("answer-challenge-answer"), t)),
    };
    Answer::or_refused(result, t, |why| Answer::refused_in(typed, why, t))
}

/// The language `user` reads: the one they chose, else English.
pub(crate) fn language_of(user: &User) -> Lang {
    ortoo_i18n::chosen(user.language.as_deref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_is_the_first_unquoted_line_and_the_rest_its_comment() {
        let body = "\r\nP e2-e4\r\nA quiet start.\r\nMore.\r\n\r\nOn Tue, 24 Nov 2026, ortoo wrote:\r\n> Your move\r\n";
        assert_eq!(move_and_comment(body), (Some("P e2-e4".into()), Some("A quiet start.\nMore.".into())));
        let top_quoted = "> quoted first\n\ne2e4\n-- \nsig";
        assert_eq!(move_and_comment(top_quoted), (Some("e2e4".into()), None));
        assert_eq!(move_and_comment("On Mon, x wrote:\n> e2e4"), (None, None));
        assert_eq!(move_and_comment(""), (None, None));
    }

    #[test]
    fn control_characters_in_a_reply_are_dropped_so_it_can_be_answered() {
        let raw = b"From: a@example.org\r\nTo: move+abc@x.org\r\nSubject: Re: your\x00 move\r\n\r\ne2e4\r\nnice\x00 move\x1b\r\n";
        let reply = read(raw, None, "move").unwrap();
        assert_eq!(reply.move_text.as_deref(), Some("e2e4"));
        assert_eq!(reply.comment.as_deref(), Some("nice move"));
        assert!(!reply.subject.contains('\0'), "{:?}", reply.subject);
    }

    #[test]
    fn a_reply_s_commands_are_read_in_the_player_s_language_and_in_english() {
        let ja = ortoo_i18n::find("ja").unwrap();
        assert_eq!(Command::read(&commands_in_english("投了", ja)), Command::Resign);
        assert_eq!(Command::read(&commands_in_english("  投了。", ja)), Command::Resign);
        assert_eq!(commands_in_english("拒否 待った", ja), "decline takeback");
        assert_eq!(commands_in_english("予約 削除", ja), "forecast clear");
        assert_eq!(commands_in_english("もし e7e5 次に g1f3", ja), "if e7e5 then g1f3");
        // What follows `say` is the player's own text, whatever words it holds.
        assert_eq!(commands_in_english("メッセージ もし投了なら", ja), "say もし投了なら");
        // English, and moves, stay as they are.
        assert_eq!(commands_in_english("resign", ja), "resign");
        assert_eq!(commands_in_english("P e2-e4", ja), "P e2-e4");
        let ru = ortoo_i18n::find("ru").unwrap();
        assert_eq!(Command::read(&commands_in_english("Сдаюсь", ru)), Command::Resign, "without case");
        let de = ortoo_i18n::find("de").unwrap();
        assert_eq!(Command::read(&commands_in_english("Remis!", de)), Command::Draw);
        // Vietnamese's tone marks where either spelling puts them, composed or not.
        let vi = ortoo_i18n::find("vi").unwrap();
        for draw in ["hòa", "hoà", "Hoà", "ho\u{300}a", "hoa\u{300}"] {
            assert_eq!(Command::read(&commands_in_english(draw, vi)), Command::Draw, "{draw}");
        }
        assert_eq!(commands_in_english("kế xoá", vi), "forecast clear");
        assert_ne!(Command::read(&commands_in_english("hoa", vi)), Command::Draw, "a tone mark is not dropped");
        // Each language's words are its own, distinct, one token each, and never a move.
        for t in ortoo_i18n::all() {
            let words: Vec<String> = COMMAND_WORDS.iter().map(|id| t.text(id).to_lowercase()).collect();
            for (i, (word, id)) in words.iter().zip(COMMAND_WORDS).enumerate() {
                assert!(!word.is_empty() && !word.contains(char::is_whitespace), "{}: {:?}", t.tag(), word);
                assert!(!words[..i].contains(word), "{}: {word} names two commands", t.tag());
                assert_eq!(commands_in_english(word, t), english().text(id), "{}: {word}", t.tag());
            }
        }
    }

    #[test]
    fn commands_and_moves_forgive_case_and_a_full_stop() {
        assert_eq!(Command::read("Resign."), Command::Resign);
        assert_eq!(Command::read("  DRAW! "), Command::Draw);
        assert_eq!(Command::read("a a5-a4."), Command::Move("a a5-a4".into()));
        assert_eq!(Command::read("P e7-e8; Q-e8"), Command::Move("P e7-e8; Q-e8".into()));
        assert_eq!(Command::read("resign the game"), Command::Move("resign the game".into()), "only the word");
    }

    #[test]
    fn an_acceptance_carries_the_players_own_choices() {
        assert_eq!(Command::read("Accept arrangement=outer"), Command::Accept);
        let pair = |n: &str, v: &str| (n.to_string(), v.to_string());
        assert_eq!(own_choices("Accept arrangement = OUTER."), [pair("arrangement", "OUTER")]);
        assert_eq!(own_choices("accept  outer"), [pair("", "outer")]);
        assert!(own_choices("accept").is_empty());
    }

    #[test]
    fn tokens_are_found_in_our_addresses_only() {
        assert_eq!(token_in("move+ABC@x.org", "move").as_deref(), Some("abc"));
        assert_eq!(token_in("other+abc@x.org", "move"), None);
        assert_eq!(token_in("move@x.org", "move"), None);
        assert_eq!(token_in("garbage", "move"), None);
    }
}
