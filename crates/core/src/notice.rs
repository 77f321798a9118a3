//! A notice for a player: written to the outbox in the same transaction as the event it tells
//! of, then delivered by mail and listed in the app. The outbox keeps facts, not mail: a
//! notice holds its own words, and the mail around them is drawn up when it is sent.

use crate::ids::{ChallengeId, GameId, NoticeId, UserId};
use crate::names::NoticeKind;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub id: NoticeId,
    pub user_id: UserId,
    pub kind: NoticeKind,
    pub game_id: Option<GameId>,
    /// The challenge a challenge's notice is about (a reply to it answers that challenge).
    pub challenge_id: Option<ChallengeId>,
    /// For notices that invite a reply with a move: the ply the recipient is to play.
    pub ply: Option<i64>,
    /// The one line the app lists it by (and the mail's subject).
    pub subject: String,
    /// What only this notice can say (the move and comment it tells of, a verdict, an answer to
    /// mailed move): the board, the deadline and the links come from the game when it is sent.
    pub detail: String,
    /// Inserted at most once per key (events that two schedulers might both see).
    pub dedupe_key: Option<String>,
    /// Sent by e-mail whatever the player's preference (answers to the player's own mail,
    /// the digest itself) to a verified address.
    pub always_email: bool,
    /// The mail it answers (its `Message-ID`), so that the answer threads with it.
    pub in_reply_to: Option<String>,
    /// Where account mail goes, rather than to the account's address as it stands: a
    /// verification link to the address being verified, the old address told of a change.
    /// Sent whatever the account's settings and whether or not the address is verified, and
    /// never listed in the app (it is about the account, not play).
    pub address: Option<String>,
    /// How long its mail waits once it is written. A move's notice waits a little: if the
    /// player sees the move on the game's page meanwhile, it is not mailed at all (see
    /// `NoticeStore::seen`). 0: at once.
    pub hold_ms: i64,
}

/// A player's comment on the action that ended a game, for the opponent.
#[derive(Debug, Clone, Copy)]
pub struct Remark<'a> {
    /// The user who wrote it.
    pub by: &'a str,
    pub text: &'a str,
}
