//! A notice for a player: written to the outbox in the same transaction as the event it tells
//! of, then delivered by mail and listed in the app. The outbox keeps facts, not mail: a
//! notice holds its own words, and the mail around them is drawn up when it is sent.

use ortoo_i18n::{Lang, Said};
use serde::{Deserialize, Serialize};

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
    /// The same as `subject` and `detail`, kept unsaid (a message's id and its arguments), so
    /// that the mail and the notices page put them into their reader's language when they are
    /// read. `subject` and `detail` keep them in English, for what reads the text itself.
    /// `None` for what is written in one language only (an answer quoting the player's mail).
    pub words: Option<Words>,
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

/// A notice's words, kept unsaid: its title (what a list shows and a mail's subject says after
/// the game's name) and its lines, each a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    /// The name of the game it is about, which a list writes before the title: in the reader's
    /// words (将棋 for Shogi), or as it is (a player's game; a notice kept before names were
    /// translated keeps the English name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<Said>,
    pub title: Said,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<Said>,
}

impl Words {
    pub fn new(title: Said) -> Words {
        Words { game: None, title, lines: Vec::new() }
    }

    /// The words of a notice about the game `name`.
    #[must_use]
    pub fn about(mut self, name: Said) -> Words {
        self.game = Some(name);
        self
    }

    /// The title as a list shows it in `lang`: after the game's name where it is about one.
    pub fn listed_in(&self, lang: Lang) -> String {
        lang.say(&self.listed())
    }

    /// The title as a list shows it, unsaid.
    pub fn listed(&self) -> Said {
        match &self.game {
            Some(game) => Said::new("notice-in-game").arg("game", game.clone()).arg("title", self.title.clone()),
            None => self.title.clone(),
        }
    }

    /// Adds a line.
    #[must_use]
    pub fn line(mut self, line: Said) -> Words {
        self.lines.push(line);
        self
    }

    /// The title in `lang`.
    pub fn title_in(&self, lang: Lang) -> String {
        lang.say(&self.title)
    }

    /// The lines in `lang`, each ending with a line break.
    pub fn detail_in(&self, lang: Lang) -> String {
        self.lines.iter().map(|line| lang.say(line) + "\n").collect()
    }

    /// As the outbox keeps them: compact, as a notice is kept on every move (a row's every
    /// byte is written to disk with the move): a JSON array of the game's name (or null), the
    /// title and the lines, each a kept `Said`
    /// (`[{"id":"game-name-chess","or":"Chess"},["notice-turn","bob",2],…]`).
    pub fn to_json(&self) -> String {
        let mut kept = Vec::with_capacity(self.lines.len() + 2);
        kept.push(self.game.as_ref().map_or(serde_json::Value::Null, Said::kept));
        kept.push(self.title.kept());
        kept.extend(self.lines.iter().map(Said::kept));
        serde_json::Value::Array(kept).to_string()
    }

    /// Read back from [`Words::to_json`]; `None` for a column that holds none (a notice
    /// written before words were kept, or in one language only) or that cannot be read.
    pub fn from_json(text: Option<&str>) -> Option<Words> {
        let kept: serde_json::Value = serde_json::from_str(text?).ok()?;
        let items = kept.as_array()?;
        let (game, said) = items.split_first()?;
        let (title, lines) = said.split_first()?;
        Some(Words {
            // A name kept as text (before names were messages) is said as it is.
            game: match game {
                serde_json::Value::Null => None,
                serde_json::Value::String(name) => Some(Said::as_is(name.as_str())),
                kept => Some(Said::from_kept(kept)?),
            },
            title: Said::from_kept(title)?,
            lines: lines.iter().map(Said::from_kept).collect::<Option<_>>()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_names_its_game_in_the_reader_s_words() {
        let shogi = Said::named("game-name-shogi", "Shogi");
        let words = Words::new(Said::new("notice-turn").arg("opponent", "bob").arg("ply", 3)).about(shogi);
        let back = Words::from_json(Some(&words.to_json())).expect("reads back");
        assert_eq!(back, words);
        let ja = ortoo_i18n::find("ja").expect("Japanese");
        assert!(back.listed_in(ja).contains("将棋"), "{}", back.listed_in(ja));
        assert!(back.listed_in(ortoo_i18n::english()).contains("Shogi"), "{}", back.listed_in(ortoo_i18n::english()));
        // A notice kept when the name was kept as text says it as it was.
        let old = Words::from_json(Some(r#"["Khan's Chess",["notice-turn","bob",3]]"#)).expect("an old notice reads");
        assert!(old.listed_in(ja).contains("Khan's Chess"), "{}", old.listed_in(ja));
    }
}
