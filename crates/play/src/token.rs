//! Signed tokens in e-mail: the reply address of a turn notice, and the unsubscribe link.
//!
//! A token is lower-case hex, because the local part of an address may be case-folded on the
//! way back to us: a notice's id (32 hex digits) followed by an 80-bit HMAC-SHA256 tag (20 hex
//! digits) over what the token stands for. The tag makes tokens unforgeable; what a token may
//! still do (the ply it is bound to, whether it was used, its age) is checked against the
//! stored notice when it comes back.

use hmac::{Hmac, Mac};
use sha2::Sha256;

const TAG_HEX: usize = 20;
const ID_HEX: usize = 32;

/// Signs and checks tokens with the server's key (shared by every process through the
/// database's `secrets` table).
#[derive(Clone)]
pub struct Signer {
    key: Vec<u8>,
}

impl std::fmt::Debug for Signer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Signer(..)")
    }
}

impl Signer {
    pub fn new(key: &[u8]) -> Signer {
        Signer { key: key.to_vec() }
    }

    fn mac(&self, purpose: &str, parts: &[&str]) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes a key of any length");
        mac.update(purpose.as_bytes());
        for part in parts {
            // A separator that cannot occur in ids, so ("ab","c") and ("a","bc") differ.
            mac.update(b"\x1f");
            mac.update(part.as_bytes());
        }
        mac
    }

    fn tag(&self, purpose: &str, parts: &[&str]) -> String {
        let bytes = self.mac(purpose, parts).finalize().into_bytes();
        hex::encode(&bytes[..TAG_HEX / 2])
    }

    fn verify(&self, purpose: &str, parts: &[&str], tag_hex: &str) -> bool {
        let Ok(tag) = hex::decode(tag_hex) else { return false };
        tag.len() == TAG_HEX / 2 && self.mac(purpose, parts).verify_truncated_left(&tag).is_ok()
    }

    /// The seal of words a page is sent back with in its address (a notice, a refusal), so
    /// that the page shows only the server's own words, never a stranger's crafted link's.
    pub fn seal_words(&self, words: &[&str]) -> String {
        self.tag("page words", words)
    }

    /// Whether `tag` is the seal of `words`.
    pub fn words_sealed(&self, words: &[&str], tag: &str) -> bool {
        self.verify("page words", words, tag)
    }

    /// The token of a notice's reply address, bound to its player, to what it is about (a
    /// game, or a challenge) and, for a notice that invites a move, to the ply to be played.
    pub fn reply_token(&self, notice_id: &str, user_id: &str, about: &str, ply: Option<i64>) -> String {
        format!("{notice_id}{}", self.tag("reply", &[notice_id, user_id, about, &ply_word(ply)]))
    }

    /// Splits a reply token into the notice id and its tag; `None` if it is not shaped like one.
    pub fn reply_parts(token: &str) -> Option<(&str, &str)> {
        let token = token.trim();
        (token.len() == ID_HEX + TAG_HEX && token.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| token.split_at(ID_HEX))
    }

    /// Whether `tag` signs this notice's player, subject and ply.
    pub fn reply_valid(&self, notice_id: &str, tag: &str, user_id: &str, about: &str, ply: Option<i64>) -> bool {
        self.verify("reply", &[notice_id, user_id, about, &ply_word(ply)], &tag.to_ascii_lowercase())
    }

    /// The token of a confirmation's reply address, naming the command held and its sender.
    pub fn command_token(&self, command_id: &str, user_id: &str) -> String {
        format!("{command_id}{}", self.tag("mail command", &[command_id, user_id]))
    }

    /// Whether `tag` signs this held command of this sender.
    pub fn command_valid(&self, command_id: &str, tag: &str, user_id: &str) -> bool {
        self.verify("mail command", &[command_id, user_id], &tag.to_ascii_lowercase())
    }

    /// The keyed hash a player's mail password is kept as (the password itself is never stored).
    pub fn mail_secret(&self, user_id: &str, password: &str) -> String {
        self.tag("mail password", &[user_id, password])
    }

    /// Whether `password` is the one whose keyed hash is `stored`.
    pub fn mail_secret_matches(&self, user_id: &str, password: &str, stored: &str) -> bool {
        self.verify("mail password", &[user_id, password], stored)
    }

    /// The token of a link mailed for an account (to verify an address, to reset a password):
    /// the link's id and a tag over it, its account and its purpose.
    pub fn link_token(&self, link_id: &str, user_id: &str, purpose: &str) -> String {
        format!("{link_id}{}", self.tag("account link", &[link_id, user_id, purpose]))
    }

    /// Whether `tag` signs this link of this account for this purpose.
    pub fn link_valid(&self, link_id: &str, tag: &str, user_id: &str, purpose: &str) -> bool {
        self.verify("account link", &[link_id, user_id, purpose], &tag.to_ascii_lowercase())
    }

    /// The token of a player's one-click unsubscribe link.
    pub fn unsubscribe_token(&self, user_id: &str) -> String {
        format!("{user_id}{}", self.tag("unsubscribe", &[user_id]))
    }

    /// The player an unsubscribe token names, if the token is genuine.
    pub fn unsubscribe_user(&self, token: &str) -> Option<String> {
        let token = token.trim().to_ascii_lowercase();
        if token.len() != ID_HEX + TAG_HEX || !token.is_ascii() {
            return None;
        }
        let (user, tag) = token.split_at(ID_HEX);
        self.verify("unsubscribe", &[user], tag).then(|| user.to_string())
    }
}

/// A ply as signed: its number (as turn notices' tokens always were), or a dash for none.
fn ply_word(ply: Option<i64>) -> String {
    ply.map_or_else(|| "-".to_string(), |p| p.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_verify_only_what_they_were_made_for() {
        let signer = Signer::new(b"key");
        let id = "0193a1b2c3d4e5f60718293a4b5c6d7e";
        let token = signer.reply_token(id, "u1", "g1", Some(4));
        assert_eq!(token.len(), 52);
        let (nid, tag) = Signer::reply_parts(&token).unwrap();
        assert_eq!(nid, id);
        assert!(signer.reply_valid(nid, tag, "u1", "g1", Some(4)));
        assert!(signer.reply_valid(nid, &tag.to_uppercase(), "u1", "g1", Some(4)), "case-folded on the way back");
        assert!(!signer.reply_valid(nid, tag, "u1", "g1", Some(5)), "bound to the ply");
        assert!(!signer.reply_valid(nid, tag, "u1", "g1", None), "a ply is not dropped");
        assert!(!signer.reply_valid(nid, tag, "u1", "g2", Some(4)), "bound to the game");
        assert!(!signer.reply_valid(nid, tag, "u2", "g1", Some(4)), "bound to the player");
        assert!(!Signer::new(b"other").reply_valid(nid, tag, "u1", "g1", Some(4)), "bound to the key");
        let about_a_challenge = signer.reply_token(id, "u1", "c1", None);
        let (_, tag) = Signer::reply_parts(&about_a_challenge).unwrap();
        assert!(signer.reply_valid(nid, tag, "u1", "c1", None) && !signer.reply_valid(nid, tag, "u1", "c2", None));
        assert!(Signer::reply_parts("not a token").is_none());
        let unsubscribe = signer.unsubscribe_token(id);
        assert_eq!(signer.unsubscribe_user(&unsubscribe).as_deref(), Some(id));
        let mut forged = unsubscribe.clone();
        forged.replace_range(40..41, if &unsubscribe[40..41] == "0" { "1" } else { "0" });
        assert_eq!(signer.unsubscribe_user(&forged), None);
        assert_eq!(signer.unsubscribe_user("é"), None);
    }
}
