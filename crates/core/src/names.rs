//! The domain's small vocabularies (a game's status, a challenge's, the colour a challenger
//! asks for, a token's scopes, the kinds of notice) as enums. Each is stored and sent as a
//! lower-case word; the word is written in one place, here.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A stored word that names nothing this build knows: the store reports it as corrupt data.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{word}\" is not a {what}")]
pub struct UnknownWord {
    pub what: &'static str,
    pub word: String,
}

macro_rules! words {
    ($(#[$doc:meta])* $name:ident, $what:literal { $($(#[$vdoc:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
        // Each word is its variant's name in snake case; the schema derive reads it from here.
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vdoc])* #[serde(rename = $word)] $variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = UnknownWord;
            fn from_str(s: &str) -> Result<$name, UnknownWord> {
                match s {
                    $($word => Ok($name::$variant),)+
                    _ => Err(UnknownWord { what: $what, word: s.to_string() }),
                }
            }
        }
    };
}

words!(
    /// Whether a game is being played.
    GameStatus, "game status" {
        Active = "active",
        Finished = "finished",
    }
);

words!(
    /// Where a challenge stands.
    ChallengeStatus, "challenge status" {
        /// Waiting for the opponent (or, for an open seek, anyone).
        Open = "open",
        Accepted = "accepted",
        Declined = "declined",
        /// Withdrawn by the challenger.
        Cancelled = "cancelled",
    }
);

words!(
    /// The colour a challenger asks to play.
    ColorChoice, "colour" {
        White = "white",
        Black = "black",
        /// Decided by a coin when the challenge is accepted.
        Random = "random",
    }
);

words!(
    /// What an API token may do. A session on the web pages may do everything.
    Scope, "token scope" {
        /// Read games, challenges, settings.
        Read = "read",
        /// Play: move, challenge, accept, resign, change settings.
        Play = "play",
    }
);

words!(
    /// The kinds of notice a player is sent.
    NoticeKind, "notice kind" {
        /// It is your move (the opponent moved, or the game began).
        Turn = "turn",
        Challenge = "challenge",
        DrawOffer = "draw_offer",
        /// The opponent asks to take back their last move.
        TakebackOffer = "takeback_offer",
        /// The opponent declined the recipient's request to take a move back (granted, it is
        /// the recipient's turn again: a [`NoticeKind::Turn`]).
        TakebackDeclined = "takeback_declined",
        GameOver = "game_over",
        /// A deadline draws near.
        Reminder = "reminder",
        /// The answer to a move sent by mail.
        Reply = "reply",
        /// The day's notices in one message.
        Digest = "digest",
        /// Asks the sender of a command by new mail to confirm it (its id is the command's).
        Confirm = "confirm",
        /// A move in a game the recipient watches.
        Watched = "watched",
        /// The recipient's forecast answered the opponent's move.
        Forecast = "forecast",
        /// A message from the opponent in a game's conversation.
        Chat = "chat",
        /// About the account itself: a link to verify an address or reset a password, an
        /// address changed. Mailed to its own address, never listed in the app.
        Account = "account",
    }
);

words!(
    /// The notation a player reads moves in.
    Notation, "notation" {
        /// Standard algebraic notation (`Nf3`, `exd5`), where the game has it; full algebraic
        /// where it does not.
        San = "san",
        /// Game Courier's full algebraic notation (`N g1-f3`), the log's own text.
        Full = "full",
    }
);

words!(
    /// How notices reach a player by mail.
    NotifyMode, "notification mode" {
        /// Each notice as it comes.
        Move = "move",
        /// The day's notices in one mail.
        Digest = "digest",
        /// None: the player reads them in the app.
        Off = "none",
    }
);

words!(
    /// What becomes, or became, of a notice's e-mail (the outbox's state of a notice).
    MailState, "mail state" {
        /// To be mailed when due (a sender may hold its lease).
        Pending = "pending",
        /// Kept for the player's daily digest.
        Held = "held",
        /// Gone in a digest.
        Digested = "digested",
        Sent = "sent",
        /// Refused for good by the relay (its last error says why).
        Failed = "failed",
        /// Never to be mailed: the player takes no mail, has no verified address, or this
        /// server mails nothing.
        NotMailed = "none",
        /// Not mailed: by the time it was due it no longer held (the player had moved, the
        /// offer was gone).
        Moot = "moot",
    }
);

words!(
    /// Where a finished game's analysis stands.
    AnalysisStatus, "analysis status" {
        /// Waiting for a worker, or under way.
        Queued = "queued",
        Done = "done",
        /// Given up (its error says why); it may be asked for again.
        Failed = "failed",
    }
);

words!(
    /// Where a move the engine owes stands.
    JobStatus, "engine job status" {
        /// Waiting, or held by a worker under its lease.
        Queued = "queued",
        /// The move was recorded (in the same transaction), or the engine accepted a draw.
        Done = "done",
        /// The game moved on or ended first.
        Dropped = "dropped",
        /// Given up; its last error says why.
        Failed = "failed",
    }
);

words!(
    /// Where a tournament is in its life.
    TournamentStatus, "tournament status" {
        /// Taking players, until it starts.
        Open = "open",
        /// Its rounds are being played.
        Running = "running",
        Finished = "finished",
        /// It came to its start with fewer than two players.
        Cancelled = "cancelled",
    }
);

words!(
    /// What a link mailed for an account does when it is followed.
    LinkPurpose, "link purpose" {
        /// Shows the address is its owner's: it becomes the account's, verified.
        Verify = "verify",
        /// Sets a new password.
        Reset = "reset",
    }
);

/// A token's scopes: a set of [`Scope`]s, stored space-separated (`read play`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Scopes {
    read: bool,
    play: bool,
}

impl Scopes {
    /// Everything: what a logged-in session may do.
    pub const ALL: Scopes = Scopes { read: true, play: true };

    pub fn contains(self, scope: Scope) -> bool {
        match scope {
            Scope::Read => self.read,
            Scope::Play => self.play,
        }
    }

    #[must_use]
    pub fn with(mut self, scope: Scope) -> Scopes {
        match scope {
            Scope::Read => self.read = true,
            Scope::Play => self.play = true,
        }
        self
    }

    pub fn is_empty(self) -> bool {
        !self.read && !self.play
    }

    /// The scopes held, in their fixed order.
    pub fn iter(self) -> impl Iterator<Item = Scope> {
        Scope::ALL.iter().copied().filter(move |s| self.contains(*s))
    }
}

impl FromIterator<Scope> for Scopes {
    fn from_iter<I: IntoIterator<Item = Scope>>(iter: I) -> Scopes {
        iter.into_iter().fold(Scopes::default(), Scopes::with)
    }
}

impl fmt::Display for Scopes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<&str> = self.iter().map(Scope::as_str).collect();
        f.write_str(&words.join(" "))
    }
}

impl FromStr for Scopes {
    type Err = UnknownWord;
    fn from_str(s: &str) -> Result<Scopes, UnknownWord> {
        s.split_whitespace().map(str::parse).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_reads_back_as_itself() {
        for s in GameStatus::ALL {
            assert_eq!(s.as_str().parse::<GameStatus>(), Ok(*s));
            assert_eq!(serde_json::to_string(s).unwrap(), format!("\"{s}\""));
        }
        for s in NoticeKind::ALL {
            assert_eq!(s.as_str().parse::<NoticeKind>(), Ok(*s));
        }
        assert_eq!("draw_offer".parse(), Ok(NoticeKind::DrawOffer));
        assert_eq!("paused".parse::<GameStatus>().unwrap_err().to_string(), "\"paused\" is not a game status");
    }

    #[test]
    fn scopes_are_a_set_written_in_a_fixed_order() {
        let scopes: Scopes = "play read".parse().unwrap();
        assert_eq!(scopes, Scopes::ALL);
        assert_eq!(scopes.to_string(), "read play");
        let read: Scopes = "read".parse().unwrap();
        assert!(read.contains(Scope::Read) && !read.contains(Scope::Play));
        assert!("".parse::<Scopes>().unwrap().is_empty());
        assert!("read admin".parse::<Scopes>().is_err());
    }
}
