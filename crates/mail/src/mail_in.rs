//! Moves by mail: a reply to a turn notice, read from its raw RFC 5322 text.
//!
//! The reply's address carries the notice's signed token (move+TOKEN@domain), which names the
//! player, the game and the ply; the move is the first line of the body that is not quoted, and
//! the lines after it, up to the quoted notice or a signature, are the move's comment. The move
//! is then played exactly as the web plays it, expecting the token's ply, so a replayed or late
//! reply cannot move twice.

use mail_parser::MessageParser;
use ortoo_core::text::without_controls;

use ortoo_core::StoreError;
use ortoo_core::UserId;
use ortoo_core::timecontrol::DAY_MS;
use ortoo_play::play::{Play, PlayError};
use ortoo_play::token::Signer;

/// How long a reply token stays good (a turn rarely waits this long; a stale ply is refused
/// sooner anyway).
pub const REPLY_VALID_DAYS: i64 = 60;

/// What a reply says, before anything is checked against the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub token: Option<String>,
    pub subject: String,
    pub move_text: Option<String>,
    pub comment: Option<String>,
}

/// A message that cannot be acted on and gets no answer by mail (we cannot tell who sent it,
/// and answering forged mail would send mail to strangers).
#[derive(Debug, thiserror::Error)]
pub enum MailInError {
    #[error("the message cannot be read as an e-mail")]
    Unreadable,
    #[error("the message is not a reply to a turn notice: no move+TOKEN address among its recipients")]
    NoToken,
    #[error("the reply token is not one this server signed")]
    Forged,
    /// The database failed: the MTA should keep the message and try again.
    #[error("the database failed: {0}")]
    Store(#[from] StoreError),
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
    Ok(Reply { token, subject, move_text, comment })
}

/// The token of a `local+TOKEN@domain` address whose local part is ours.
fn token_in(address: &str, reply_local: &str) -> Option<String> {
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

/// Takes a reply by mail: checks its token, plays its move as the web would, and answers
/// the player by mail (through the outbox) with the move played or the reason it was not.
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
    let token = reply.token.ok_or(MailInError::NoToken)?;
    let (notice_id, tag) = Signer::reply_parts(&token).ok_or(MailInError::Forged)?;
    let notice = play.store.reply_notice(notice_id).await?.ok_or(MailInError::Forged)?;
    let (Some(game_id), Some(ply)) = (notice.game_id.clone(), notice.ply) else {
        return Err(MailInError::Forged);
    };
    if !play.settings.signer.reply_valid(notice_id, tag, &notice.user_id, &game_id, ply) {
        return Err(MailInError::Forged);
    }
    // From here on the sender is the player the token names: every outcome is answered.
    let now = play.now();
    let refusal = if notice.reply_used_at.is_some() {
        Some("This reply was already used to play a move; a move is sent once.".to_string())
    } else if now - notice.created_at > REPLY_VALID_DAYS * DAY_MS {
        Some(format!("This notice is more than {REPLY_VALID_DAYS} days old; play on the web instead."))
    } else if reply.move_text.is_none() {
        Some("No move was found in your reply: put the move on the first line, above the quoted notice.".into())
    } else {
        None
    };
    let user = play.store.user_by_id(&notice.user_id).await?.ok_or(MailInError::Forged)?;
    let outcome = match refusal {
        Some(r) => Err(r),
        None => {
            let text = reply.move_text.clone().unwrap_or_default();
            match play.submit_move(&user, &game_id, &text, Some(ply), reply.comment.clone(), None).await {
                Ok(done) => {
                    play.store.use_reply(notice_id, now).await?;
                    Ok(done)
                }
                Err(PlayError::Store(e)) => return Err(MailInError::Store(e)),
                Err(e) => Err(e.to_string()),
            }
        }
    };
    let typed = reply.move_text.clone().unwrap_or_default();
    let (subject, body, answered) = match outcome {
        Ok(done) => (
            format!("Played: {}", done.text),
            format!(
                "Your move {} (ply {}) is played{}.\n{}\n",
                done.text,
                done.ply,
                reply.comment.as_deref().map(|c| format!(", with your comment \"{c}\"")).unwrap_or_default(),
                if done.game.is_active() {
                    "Your opponent has been told."
                } else {
                    "The game is over; a notice with the result follows."
                }
            ),
            Answered { user_id: user.id.clone(), game_id: game_id.clone(), played: Some(done.text), refusal: None },
        ),
        Err(reason) => (
            format!("Not played: {}", if typed.is_empty() { "no move" } else { typed.as_str() }),
            format!("Your reply \"{typed}\" was not played.\n\n{reason}\n\nNothing changed in the game."),
            Answered { user_id: user.id.clone(), game_id: game_id.clone(), played: None, refusal: Some(reason) },
        ),
    };
    let notice = play.settings.composer.reply(&user.id, Some(&game_id), &subject, body);
    play.store.add_notices(vec![notice], play.now()).await?;
    play.outbox.notify_one();
    Ok(answered)
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
    fn tokens_are_found_in_our_addresses_only() {
        assert_eq!(token_in("move+ABC@x.org", "move").as_deref(), Some("abc"));
        assert_eq!(token_in("other+abc@x.org", "move"), None);
        assert_eq!(token_in("move@x.org", "move"), None);
        assert_eq!(token_in("garbage", "move"), None);
    }
}
