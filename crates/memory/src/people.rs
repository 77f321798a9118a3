//! Players and what is theirs beside their games: accounts, sessions, API tokens, the links
//! mailed to them and the server's secrets; their settings; the answers kept under their
//! idempotency keys; rate limits' buckets; games' conversations and notes; files of variants.

use std::collections::{BTreeMap, BTreeSet};

use ortoo_core::store::{
    AccountStore, AllowanceStore, AnswerStore, ConversationStore, KeptAnswer, Prefs, Result, SettingsStore,
    StoredResponse, VariantFileStore,
};
use ortoo_core::{
    AccountLink, ChatMessage, GameId, LinkId, LinkPurpose, MessageId, Millis, Notation, Notice, NotifyMode, Scopes,
    StoreError, Timestamp, Token, TokenId, UploadedVariant, User, UserId, VariantFile, VariantFileId,
};

use crate::Memory;

/// A player's account: what [`User`] shows, and the settings kept on the same row.
#[derive(Debug, Clone)]
pub(crate) struct Account {
    pub(crate) user: User,
    pub(crate) notify: NotifyMode,
    pub(crate) time_zone: String,
    pub(crate) mail_secret: Option<String>,
    pub(crate) remind_hours: String,
    pub(crate) vacation_year: i64,
    pub(crate) vacation_used_ms: Millis,
    pub(crate) vacation_until: Option<Timestamp>,
    pub(crate) last_digest_at: Timestamp,
}

impl Account {
    /// A new account with the settings every account starts with (the schema's defaults).
    fn new(user: User) -> Account {
        Account {
            user,
            notify: NotifyMode::Move,
            time_zone: "UTC".to_string(),
            mail_secret: None,
            remind_hours: "24,2".to_string(),
            vacation_year: 0,
            vacation_used_ms: 0,
            vacation_until: None,
            last_digest_at: Timestamp::from_millis(0),
        }
    }

    /// The engine's account, as the first migration makes it: no password hash matches `!`, so
    /// it never logs in, and it is never mailed.
    fn engine() -> Account {
        let user = User {
            id: UserId::engine(),
            name: "Engine".to_string(),
            email: String::new(),
            password_hash: "!".to_string(),
            created_at: Timestamp::from_millis(0),
            // The accounts there were when verification came in were taken as verified then.
            email_verified_at: Some(Timestamp::from_millis(0)),
            closed_at: None,
            notation: Notation::San,
            language: None,
        };
        Account { notify: NotifyMode::Off, remind_hours: String::new(), ..Account::new(user) }
    }

    /// The account's settings.
    pub(crate) fn prefs(&self) -> Prefs {
        Prefs {
            notify: self.notify,
            time_zone: self.time_zone.clone(),
            notation: self.user.notation,
            language: self.user.language.clone(),
            mail_secret: self.mail_secret.clone(),
            remind_hours: self.remind_hours.clone(),
            vacation_year: self.vacation_year,
            vacation_used_ms: self.vacation_used_ms,
            vacation_until: self.vacation_until,
            last_digest_at: self.last_digest_at,
        }
    }
}

/// A session as kept, under its secret's hash.
#[derive(Debug, Clone)]
pub(crate) struct Session {
    pub(crate) user_id: UserId,
    pub(crate) expires_at: Timestamp,
}

/// An API token as kept: as listed, with its secret's hash and when it was revoked.
#[derive(Debug, Clone)]
pub(crate) struct KeptToken {
    pub(crate) token: Token,
    pub(crate) token_hash: String,
    pub(crate) revoked_at: Option<Timestamp>,
}

/// An answer kept under a player's idempotency key.
#[derive(Debug, Clone)]
pub(crate) struct Kept {
    pub(crate) answer: StoredResponse,
    pub(crate) created_at: Timestamp,
}

/// A message of a game's conversation as kept: its writer's name is read from their account
/// when it is read, as the SQL joins it.
#[derive(Debug, Clone)]
pub(crate) struct Message {
    pub(crate) id: MessageId,
    pub(crate) user_id: UserId,
    pub(crate) text: String,
    pub(crate) at: Timestamp,
}

/// A file of variants as kept: its owner's name is read from their account, its variants from
/// the versions marked as its own.
#[derive(Debug, Clone)]
pub(crate) struct KeptFile {
    pub(crate) id: VariantFileId,
    pub(crate) owner_id: UserId,
    pub(crate) name: String,
    pub(crate) text: String,
    pub(crate) listed: bool,
    pub(crate) uploaded_at: Timestamp,
}

/// One version of an uploaded variant, kept for good.
#[derive(Debug, Clone)]
pub(crate) struct Version {
    pub(crate) variant: UploadedVariant,
    /// Whether its file (`variant.file_id`) defines it now.
    pub(crate) current: bool,
    /// Its place in that file.
    pub(crate) position: usize,
}

#[derive(Debug)]
pub(crate) struct People {
    /// By id; the engine's account is there from the start, as the SQL stores' migrations
    /// make it.
    pub(crate) accounts: BTreeMap<UserId, Account>,
    /// By their secret's hash.
    pub(crate) sessions: BTreeMap<String, Session>,
    /// In the order they were made.
    pub(crate) tokens: Vec<KeptToken>,
    /// By id.
    pub(crate) links: BTreeMap<LinkId, AccountLink>,
    /// The server's keys, by name.
    pub(crate) secrets: BTreeMap<String, Vec<u8>>,
    /// By (player, key).
    pub(crate) kept: BTreeMap<(UserId, String), Kept>,
    /// Each rate limit's bucket: the moment its allowance is whole again, by key.
    pub(crate) allowances: BTreeMap<String, Timestamp>,
    /// By (game, message id): a game's messages in order of their ids.
    pub(crate) messages: BTreeMap<(GameId, MessageId), Message>,
    /// Players' notes on games, by (game, player).
    pub(crate) notes: BTreeMap<(GameId, UserId), String>,
    /// By id.
    pub(crate) files: BTreeMap<VariantFileId, KeptFile>,
    /// By id.
    pub(crate) versions: BTreeMap<String, Version>,
}

impl Default for People {
    fn default() -> People {
        let engine = Account::engine();
        People {
            accounts: BTreeMap::from([(engine.user.id.clone(), engine)]),
            sessions: BTreeMap::new(),
            tokens: Vec::new(),
            links: BTreeMap::new(),
            secrets: BTreeMap::new(),
            kept: BTreeMap::new(),
            allowances: BTreeMap::new(),
            messages: BTreeMap::new(),
            notes: BTreeMap::new(),
            files: BTreeMap::new(),
            versions: BTreeMap::new(),
        }
    }
}

/// A write the SQL stores' constraints refuse as a failure of the database (a row referred to
/// that is not there, a key taken that no caller expects taken), not as a conflict.
fn refused(what: String) -> StoreError {
    StoreError::Backend(what.into())
}

/// A SQL `LIMIT`: a negative one (as SQLite reads it) is none.
fn limit(n: i64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

impl People {
    /// Refuses a keyed write, before it changes anything, when its key has an answer kept
    /// already.
    pub(crate) fn check_key(&self, kept: Option<&KeptAnswer>) -> std::result::Result<(), StoreError> {
        match kept {
            Some(k) if self.kept.contains_key(&(k.user_id.clone(), k.key.clone())) => Err(StoreError::KeyUsed),
            _ => Ok(()),
        }
    }

    /// Keeps a keyed write's answer with the write. Called after [`People::check_key`] passed
    /// under the same lock, so the key is free; were it not, the first answer would stay.
    pub(crate) fn keep(&mut self, kept: Option<&KeptAnswer>, now: Timestamp) {
        if let Some(k) = kept {
            self.kept.entry((k.user_id.clone(), k.key.clone())).or_insert_with(|| Kept {
                answer: StoredResponse {
                    request_hash: k.request_hash.clone(),
                    status: i64::from(k.status),
                    response: k.response.clone(),
                },
                created_at: now,
            });
        }
    }

    /// An account's [`User`], closed or not.
    pub(crate) fn user(&self, id: &UserId) -> Option<&User> {
        self.accounts.get(id).map(|a| &a.user)
    }

    /// An account with its settings.
    pub(crate) fn account(&self, id: &UserId) -> Option<&Account> {
        self.accounts.get(id)
    }

    /// An account's name, as the SQL stores join it into what names a player.
    pub(crate) fn name(&self, id: &UserId) -> Option<&str> {
        self.user(id).map(|u| u.name.as_str())
    }

    /// Starts a player's next digest day at `now` if their last digest is still the one read
    /// (`store_digest`'s claim: two schedulers cannot both send it). False when it is not.
    pub(crate) fn claim_digest(&mut self, user_id: &UserId, last_digest_at: Timestamp, now: Timestamp) -> bool {
        match self.accounts.get_mut(user_id) {
            Some(a) if a.last_digest_at == last_digest_at => {
                a.last_digest_at = now;
                true
            }
            _ => false,
        }
    }

    /// The account whose name is `name` without regard to case.
    fn by_name(&self, name: &str) -> Option<&Account> {
        let key = name.to_lowercase();
        self.accounts.values().find(|a| a.user.name.to_lowercase() == key)
    }

    /// Adds an account: [`StoreError::Conflict`] when its name (without regard to case) or its
    /// id is taken.
    fn check_new_user(&self, user: &User) -> Result<()> {
        if self.accounts.contains_key(&user.id) || self.by_name(&user.name).is_some() {
            return Err(StoreError::Conflict);
        }
        Ok(())
    }

    /// Whether a link can be stored: its account is there and its id is free.
    fn check_new_link(&self, link: &AccountLink, account_to_come: bool) -> Result<()> {
        if self.links.contains_key(&link.id) {
            return Err(refused(format!("account link {} exists already", link.id)));
        }
        if !account_to_come && !self.accounts.contains_key(&link.user_id) {
            return Err(refused(format!("no account {} for a link", link.user_id)));
        }
        Ok(())
    }

    /// Voids every link of `purpose` of the account `user` not yet followed.
    fn void_links(&mut self, user: &UserId, purpose: LinkPurpose, now: Timestamp) {
        for link in self.links.values_mut() {
            if link.user_id == *user && link.purpose == purpose && link.used_at.is_none() {
                link.used_at = Some(now);
            }
        }
    }

    /// Stores a link, first voiding the account's unused links of the same purpose: only the
    /// newest link of a purpose can be followed. ([`People::check_new_link`] first.)
    fn insert_link(&mut self, link: &AccountLink) {
        self.void_links(&link.user_id, link.purpose, link.created_at);
        self.links.insert(link.id.clone(), AccountLink { used_at: None, ..link.clone() });
    }

    /// Marks the link `id` of `purpose` used if it can still be followed (unused, in time, its
    /// account open): its account's id, or `None`.
    fn use_link(&mut self, id: &LinkId, purpose: LinkPurpose, now: Timestamp) -> Option<UserId> {
        let accounts = &self.accounts;
        let link = self.links.get_mut(id)?;
        let open = accounts.get(&link.user_id).is_some_and(|a| !a.user.is_closed());
        if link.purpose != purpose || link.used_at.is_some() || link.expires_at <= now || !open {
            return None;
        }
        link.used_at = Some(now);
        Some(link.user_id.clone())
    }

    /// Ends every session and token of `user` but the one whose secret's hash is `keep`, and
    /// voids its reset links not yet followed: a link asked for before the password changed
    /// would undo the change.
    fn sign_out(&mut self, user: &UserId, keep: Option<&str>, now: Timestamp) {
        self.void_links(user, LinkPurpose::Reset, now);
        let ends = |hash: &str| keep.is_none_or(|keep| hash != keep);
        self.sessions.retain(|hash, s| !(s.user_id == *user && ends(hash)));
        for t in &mut self.tokens {
            if t.token.user_id == *user && t.revoked_at.is_none() && ends(&t.token_hash) {
                t.revoked_at = Some(now);
            }
        }
    }

    /// The account of `id` if it is open.
    fn open_user(&self, id: &UserId) -> Option<&User> {
        self.user(id).filter(|u| !u.is_closed())
    }

    /// A message as read: with its writer's name (a message of no account is not read, as the
    /// SQL's join leaves it out).
    fn message(&self, game_id: &GameId, m: &Message) -> Option<ChatMessage> {
        Some(ChatMessage {
            id: m.id.clone(),
            game_id: game_id.clone(),
            user_id: m.user_id.clone(),
            user_name: self.name(&m.user_id)?.to_string(),
            text: m.text.clone(),
            at: m.at,
        })
    }

    /// A file as read, with the variants given (`None` when its owner has no account, as the
    /// SQL's join leaves it out).
    fn file(&self, f: &KeptFile, text: bool, variants: Vec<UploadedVariant>) -> Option<VariantFile> {
        Some(VariantFile {
            id: f.id.clone(),
            owner_id: f.owner_id.clone(),
            owner_name: self.name(&f.owner_id)?.to_string(),
            name: f.name.clone(),
            text: if text { f.text.clone() } else { String::new() },
            listed: f.listed,
            uploaded_at: f.uploaded_at,
            variants,
        })
    }

    /// The versions `which` picks that are current, in their files' order.
    fn current_versions(&self, which: impl Fn(&UploadedVariant) -> bool) -> Vec<UploadedVariant> {
        let mut found: Vec<&Version> = self.versions.values().filter(|v| v.current && which(&v.variant)).collect();
        found.sort_by_key(|v| v.position);
        found.into_iter().map(|v| v.variant.clone()).collect()
    }

    /// The files with the versions each defines now (`versions`: the current ones of at least
    /// these files), as the SQL stores assemble them.
    fn assemble(&self, files: &[&KeptFile], text: bool, versions: Vec<UploadedVariant>) -> Vec<VariantFile> {
        let mut by_file: BTreeMap<VariantFileId, Vec<UploadedVariant>> = BTreeMap::new();
        for v in versions {
            by_file.entry(v.file_id.clone()).or_default().push(v);
        }
        files.iter().filter_map(|f| self.file(f, text, by_file.remove(&f.id).unwrap_or_default())).collect()
    }
}

/// A new account, made at `now`, verified at `verified_at`.
fn new_user(name: &str, email: &str, password_hash: &str, now: Timestamp, verified_at: Option<Timestamp>) -> User {
    User {
        id: UserId::new(),
        name: name.to_string(),
        email: email.to_string(),
        password_hash: password_hash.to_string(),
        created_at: now,
        email_verified_at: verified_at,
        closed_at: None,
        notation: Notation::San,
        language: None,
    }
}

#[async_trait::async_trait]
impl AccountStore for Memory {
    async fn create_user(&self, name: &str, email: &str, password_hash: &str, now: Timestamp) -> Result<User> {
        let mut t = self.tables();
        let user = new_user(name, email, password_hash, now, Some(now));
        t.people.check_new_user(&user)?;
        t.people.accounts.insert(user.id.clone(), Account::new(user.clone()));
        Ok(user)
    }

    async fn create_user_to_verify(
        &self,
        name: &str,
        email: &str,
        password_hash: &str,
        now: Timestamp,
        language: Option<&str>,
        link: &AccountLink,
        mail: Notice,
    ) -> Result<User> {
        let mut t = self.tables();
        // The link names the account, so the account takes the id the link was made for.
        let user = User {
            id: link.user_id.clone(),
            language: language.map(str::to_string),
            ..new_user(name, email, password_hash, now, None)
        };
        t.people.check_new_user(&user)?;
        t.people.check_new_link(link, true)?;
        t.people.accounts.insert(user.id.clone(), Account::new(user.clone()));
        t.people.insert_link(link);
        t.add_notices(vec![mail], user.created_at);
        Ok(user)
    }

    async fn add_account_link(&self, link: &AccountLink, mail: Option<Notice>) -> Result<()> {
        let mut t = self.tables();
        t.people.check_new_link(link, false)?;
        t.people.insert_link(link);
        t.add_notices(mail.into_iter().collect(), link.created_at);
        Ok(())
    }

    async fn account_link(&self, id: &LinkId) -> Result<Option<AccountLink>> {
        Ok(self.tables().people.links.get(id).cloned())
    }

    async fn follow_verify_link(&self, id: &LinkId, now: Timestamp, told: Option<Notice>) -> Result<bool> {
        let mut t = self.tables();
        let Some(user_id) = t.people.use_link(id, LinkPurpose::Verify, now) else { return Ok(false) };
        // The address is the account's now: a link to any other address is void.
        t.people.void_links(&user_id, LinkPurpose::Verify, now);
        let address = t.people.links.get(id).map(|l| l.address.clone());
        if let (Some(account), Some(address)) = (t.people.accounts.get_mut(&user_id), address) {
            account.user.email = address;
            account.user.email_verified_at = Some(now);
        }
        t.add_notices(told.into_iter().collect(), now);
        Ok(true)
    }

    async fn follow_reset_link(&self, id: &LinkId, password_hash: &str, now: Timestamp) -> Result<Option<UserId>> {
        let mut t = self.tables();
        let Some(user_id) = t.people.use_link(id, LinkPurpose::Reset, now) else { return Ok(None) };
        if let Some(account) = t.people.accounts.get_mut(&user_id) {
            account.user.password_hash = password_hash.to_string();
        }
        t.people.sign_out(&user_id, None, now);
        Ok(Some(user_id))
    }

    async fn change_password(
        &self,
        user_id: &UserId,
        old_hash: &str,
        new_hash: &str,
        keep: Option<&str>,
        now: Timestamp,
    ) -> Result<bool> {
        let mut t = self.tables();
        let Some(account) = t.people.accounts.get_mut(user_id) else { return Ok(false) };
        if account.user.password_hash != old_hash || account.user.is_closed() {
            return Ok(false);
        }
        account.user.password_hash = new_hash.to_string();
        t.people.sign_out(user_id, keep, now);
        Ok(true)
    }

    async fn close_account(&self, user_id: &UserId, now: Timestamp) -> Result<bool> {
        let mut guard = self.tables();
        let t = &mut *guard;
        let Some(account) = t.people.accounts.get_mut(user_id) else { return Ok(false) };
        if account.user.is_closed() {
            return Ok(false);
        }
        account.user.closed_at = Some(now);
        t.people.sign_out(user_id, None, now);
        t.challenges.close_challenges_of(user_id, now);
        for link in t.people.links.values_mut() {
            if link.user_id == *user_id && link.used_at.is_none() {
                link.used_at = Some(now);
            }
        }
        t.queues.end_mail_of(user_id, now);
        Ok(true)
    }

    async fn closed_among(&self, ids: &[UserId]) -> Result<Vec<UserId>> {
        let t = self.tables();
        let asked: BTreeSet<&UserId> = ids.iter().collect();
        Ok(asked.into_iter().filter(|id| t.people.user(id).is_some_and(User::is_closed)).cloned().collect())
    }

    async fn user_by_name(&self, name: &str) -> Result<Option<User>> {
        Ok(self.tables().people.by_name(name).map(|a| a.user.clone()))
    }

    async fn user_by_id(&self, id: &UserId) -> Result<Option<User>> {
        Ok(self.tables().people.user(id).cloned())
    }

    /// The open accounts whose verified address is `email` (an address not yet shown to be the
    /// account's speaks for no one), oldest first.
    async fn users_by_email(&self, email: &str) -> Result<Vec<User>> {
        let t = self.tables();
        let email = email.trim().to_lowercase();
        let mut users: Vec<User> = t
            .people
            .accounts
            .values()
            .map(|a| &a.user)
            .filter(|u| u.email.to_lowercase() == email && u.email_verified() && !u.is_closed())
            .cloned()
            .collect();
        users.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
        Ok(users)
    }

    async fn create_session(
        &self,
        user_id: &UserId,
        token_hash: &str,
        _now: Timestamp,
        expires_at: Timestamp,
    ) -> Result<()> {
        let mut t = self.tables();
        if t.people.sessions.contains_key(token_hash) {
            return Err(refused("a session of this secret exists already".to_string()));
        }
        if t.people.user(user_id).is_none() {
            return Err(refused(format!("no account {user_id} for a session")));
        }
        let session = Session { user_id: user_id.clone(), expires_at };
        t.people.sessions.insert(token_hash.to_string(), session);
        Ok(())
    }

    async fn session_user(&self, token_hash: &str, now: Timestamp) -> Result<Option<User>> {
        let t = self.tables();
        let Some(session) = t.people.sessions.get(token_hash).filter(|s| s.expires_at > now) else { return Ok(None) };
        Ok(t.people.open_user(&session.user_id).cloned())
    }

    async fn delete_session(&self, token_hash: &str) -> Result<()> {
        self.tables().people.sessions.remove(token_hash);
        Ok(())
    }

    async fn create_token(
        &self,
        user_id: &UserId,
        label: &str,
        token_hash: &str,
        scopes: Scopes,
        now: Timestamp,
    ) -> Result<Token> {
        let mut t = self.tables();
        if t.people.tokens.iter().any(|k| k.token_hash == token_hash) {
            return Err(StoreError::Conflict);
        }
        if t.people.user(user_id).is_none() {
            return Err(refused(format!("no account {user_id} for a token")));
        }
        let token = Token {
            id: TokenId::new(),
            user_id: user_id.clone(),
            label: label.to_string(),
            scopes,
            created_at: now,
            last_used_at: None,
        };
        t.people.tokens.push(KeptToken { token: token.clone(), token_hash: token_hash.to_string(), revoked_at: None });
        Ok(token)
    }

    async fn tokens(&self, user_id: &UserId) -> Result<Vec<Token>> {
        let t = self.tables();
        let mut live: Vec<Token> = t
            .people
            .tokens
            .iter()
            .filter(|k| k.token.user_id == *user_id && k.revoked_at.is_none())
            .map(|k| k.token.clone())
            .collect();
        live.sort_by_key(|token| token.created_at);
        Ok(live)
    }

    async fn revoke_token(&self, user_id: &UserId, id: &TokenId, now: Timestamp) -> Result<bool> {
        let mut t = self.tables();
        let live = t
            .people
            .tokens
            .iter_mut()
            .find(|k| k.token.id == *id && k.token.user_id == *user_id && k.revoked_at.is_none());
        Ok(live.map(|k| k.revoked_at = Some(now)).is_some())
    }

    async fn token_user(&self, token_hash: &str) -> Result<Option<(User, Scopes)>> {
        let t = self.tables();
        let Some(token) = t.people.tokens.iter().find(|k| k.token_hash == token_hash && k.revoked_at.is_none()) else {
            return Ok(None);
        };
        Ok(t.people.open_user(&token.token.user_id).map(|u| (u.clone(), token.token.scopes)))
    }

    async fn secret(&self, name: &str) -> Result<Vec<u8>> {
        let mut t = self.tables();
        Ok(t.people.secrets.entry(name.to_string()).or_insert_with(|| rand::random::<[u8; 32]>().to_vec()).clone())
    }
}

#[async_trait::async_trait]
impl SettingsStore for Memory {
    async fn prefs(&self, user_id: &UserId) -> Result<Option<Prefs>> {
        Ok(self.tables().people.account(user_id).map(Account::prefs))
    }

    async fn set_notify(&self, user_id: &UserId, notify: NotifyMode, remind_hours: &str, now: Timestamp) -> Result<()> {
        let mut t = self.tables();
        if let Some(account) = t.people.accounts.get_mut(user_id) {
            // Turning the digest on starts its day now: the first digest comes a day later.
            if account.notify != NotifyMode::Digest && notify == NotifyMode::Digest {
                account.last_digest_at = now;
            }
            account.notify = notify;
            account.remind_hours = remind_hours.to_string();
        }
        // The reminders of the games where the player is to move are looked at again at the
        // next tick, with the new thresholds.
        t.games.remind_anew(user_id, now);
        Ok(())
    }

    async fn set_time_zone(&self, user_id: &UserId, time_zone: &str) -> Result<()> {
        if let Some(account) = self.tables().people.accounts.get_mut(user_id) {
            account.time_zone = time_zone.to_string();
        }
        Ok(())
    }

    async fn set_notation(&self, user_id: &UserId, notation: Notation) -> Result<()> {
        if let Some(account) = self.tables().people.accounts.get_mut(user_id) {
            account.user.notation = notation;
        }
        Ok(())
    }

    async fn set_language(&self, user_id: &UserId, language: Option<&str>) -> Result<()> {
        if let Some(account) = self.tables().people.accounts.get_mut(user_id) {
            account.user.language = language.map(str::to_string);
        }
        Ok(())
    }

    async fn set_mail_secret(&self, user_id: &UserId, secret: Option<String>) -> Result<()> {
        if let Some(account) = self.tables().people.accounts.get_mut(user_id) {
            account.mail_secret = secret;
        }
        Ok(())
    }

    async fn set_vacation(
        &self,
        user_id: &UserId,
        seen: &Prefs,
        next: &Prefs,
        shift_ms: Millis,
        now: Timestamp,
    ) -> Result<()> {
        let mut t = self.tables();
        // No vacation reads as -1, as the SQL compares it (`COALESCE(vacation_until, -1)`).
        let until = |at: Option<Timestamp>| at.map_or(-1, Timestamp::millis);
        let Some(account) = t.people.accounts.get_mut(user_id) else { return Err(StoreError::Conflict) };
        let still = account.vacation_year == seen.vacation_year
            && account.vacation_used_ms == seen.vacation_used_ms
            && until(account.vacation_until) == until(seen.vacation_until);
        if !still {
            return Err(StoreError::Conflict);
        }
        account.vacation_year = next.vacation_year;
        account.vacation_used_ms = next.vacation_used_ms;
        account.vacation_until = next.vacation_until;
        t.games.shift_deadlines(user_id, shift_ms, now);
        Ok(())
    }

    async fn pause_ms(&self, user_id: &UserId, now: Timestamp) -> Result<Millis> {
        let t = self.tables();
        Ok(t.people.account(user_id).and_then(|a| a.vacation_until).map_or(0, |until| (until - now).max(0)))
    }

    async fn unsubscribe(&self, user_id: &UserId) -> Result<bool> {
        let mut t = self.tables();
        let Some(account) = t.people.accounts.get_mut(user_id) else { return Ok(false) };
        account.notify = NotifyMode::Off;
        Ok(true)
    }
}

#[async_trait::async_trait]
impl AnswerStore for Memory {
    async fn stored_response(&self, user_id: &UserId, key: &str) -> Result<Option<StoredResponse>> {
        let t = self.tables();
        Ok(t.people.kept.get(&(user_id.clone(), key.to_string())).map(|k| k.answer.clone()))
    }

    async fn keep_answer(&self, kept: &KeptAnswer, now: Timestamp) -> Result<StoredResponse> {
        let mut t = self.tables();
        t.people.keep(Some(kept), now);
        t.people
            .kept
            .get(&(kept.user_id.clone(), kept.key.clone()))
            .map(|k| k.answer.clone())
            .ok_or_else(|| refused(format!("the answer kept under key {} is gone", kept.key)))
    }

    async fn forget_answers(&self, before: Timestamp) -> Result<u64> {
        let mut t = self.tables();
        let had = t.people.kept.len();
        t.people.kept.retain(|_, k| k.created_at >= before);
        Ok((had - t.people.kept.len()) as u64)
    }
}

/// The time one of `per_period` in each `period` takes to come back (GCRA's emission
/// interval), at least a millisecond.
fn interval(per_period: u32, period: Millis) -> Millis {
    (period / i64::from(per_period)).max(1)
}

#[async_trait::async_trait]
impl AllowanceStore for Memory {
    async fn take_allowance(
        &self,
        key: &str,
        per_period: u32,
        period: Millis,
        now: Timestamp,
    ) -> Result<Option<Millis>> {
        if per_period == 0 {
            return Ok(None);
        }
        let interval = interval(per_period, period);
        let mut t = self.tables();
        // A bucket first met is whole; it is kept whether or not one is taken, as the SQL's
        // insert is.
        let full_at = t.people.allowances.entry(key.to_string()).or_insert(now);
        let after = (*full_at).max(now) + interval;
        if after <= now + period {
            *full_at = after;
            return Ok(None);
        }
        Ok(Some(((*full_at + interval) - (now + period)).max(1)))
    }

    async fn allowance_left(&self, key: &str, per_period: u32, period: Millis, now: Timestamp) -> Result<bool> {
        if per_period == 0 {
            return Ok(true);
        }
        let interval = interval(per_period, period);
        let t = self.tables();
        Ok(t.people.allowances.get(key).is_none_or(|full_at| (*full_at).max(now) + interval <= now + period))
    }

    async fn forget_allowances(&self, now: Timestamp) -> Result<u64> {
        let mut t = self.tables();
        let had = t.people.allowances.len();
        t.people.allowances.retain(|_, full_at| *full_at >= now);
        Ok((had - t.people.allowances.len()) as u64)
    }

    async fn restore_allowance(&self, key: &str) -> Result<()> {
        self.tables().people.allowances.remove(key);
        Ok(())
    }
}

#[async_trait::async_trait]
impl ConversationStore for Memory {
    async fn post_chat(&self, message: &ChatMessage, notice: Option<Notice>) -> Result<()> {
        let mut t = self.tables();
        let key = (message.game_id.clone(), message.id.clone());
        if t.people.messages.contains_key(&key) {
            return Err(refused(format!("message {} of game {} exists already", message.id, message.game_id)));
        }
        if !t.games.games.contains_key(&message.game_id) {
            return Err(refused(format!("no game {} for a message", message.game_id)));
        }
        if t.people.user(&message.user_id).is_none() {
            return Err(refused(format!("no account {} for a message", message.user_id)));
        }
        let kept = Message {
            id: message.id.clone(),
            user_id: message.user_id.clone(),
            text: message.text.clone(),
            at: message.at,
        };
        t.people.messages.insert(key, kept);
        t.add_notices(notice.into_iter().collect(), message.at);
        Ok(())
    }

    async fn chat(&self, game_id: &GameId, limit: i64) -> Result<Vec<ChatMessage>> {
        let t = self.tables();
        let people = &t.people;
        let mut messages: Vec<ChatMessage> = people
            .messages
            .range((game_id.clone(), MessageId::from_text(String::new()))..)
            .take_while(|((game, _), _)| game == game_id)
            .filter_map(|(_, m)| people.message(game_id, m))
            .collect();
        // The last `limit`, oldest first.
        let skip = messages.len().saturating_sub(self::limit(limit));
        messages.drain(..skip);
        Ok(messages)
    }

    async fn note(&self, game_id: &GameId, user_id: &UserId) -> Result<Option<String>> {
        let t = self.tables();
        Ok(t.people.notes.get(&(game_id.clone(), user_id.clone())).cloned())
    }

    async fn set_note(&self, game_id: &GameId, user_id: &UserId, text: &str, _now: Timestamp) -> Result<()> {
        let mut t = self.tables();
        let key = (game_id.clone(), user_id.clone());
        if text.is_empty() {
            t.people.notes.remove(&key);
            return Ok(());
        }
        if !t.games.games.contains_key(game_id) {
            return Err(refused(format!("no game {game_id} for a note")));
        }
        if t.people.user(user_id).is_none() {
            return Err(refused(format!("no account {user_id} for a note")));
        }
        t.people.notes.insert(key, text.to_string());
        Ok(())
    }
}

#[async_trait::async_trait]
impl VariantFileStore for Memory {
    async fn keep_variant_file(&self, file: &VariantFile, max_files: usize) -> Result<Option<VariantFileId>> {
        let mut t = self.tables();
        let people = &mut t.people;
        let others = people.files.values().filter(|f| f.owner_id == file.owner_id && f.name != file.name).count();
        if others >= max_files {
            return Ok(None);
        }
        if people.user(&file.owner_id).is_none() {
            return Err(refused(format!("no account {} for a file of variants", file.owner_id)));
        }
        // The owner's file of this name keeps its id; a new one takes the id given.
        let same_name = people.files.values().find(|f| f.owner_id == file.owner_id && f.name == file.name);
        let id = same_name.map_or_else(|| file.id.clone(), |f| f.id.clone());
        if same_name.is_none() && people.files.contains_key(&id) {
            return Err(refused(format!("file of variants {id} exists already")));
        }
        let kept = KeptFile {
            id: id.clone(),
            owner_id: file.owner_id.clone(),
            name: file.name.clone(),
            text: file.text.clone(),
            listed: file.listed,
            uploaded_at: file.uploaded_at,
        };
        people.files.insert(id.clone(), kept);
        for version in people.versions.values_mut() {
            if version.variant.file_id == id {
                version.current = false;
            }
        }
        for (position, v) in file.variants.iter().enumerate() {
            // A version kept already (by this file or another) is this file's now, at its place
            // here; what it was first kept as (owner, file name, text) stays.
            match people.versions.get_mut(&v.id) {
                Some(version) => {
                    version.current = true;
                    version.position = position;
                    version.variant.file_id.clone_from(&id);
                }
                None => {
                    let variant = UploadedVariant {
                        id: v.id.clone(),
                        file_id: id.clone(),
                        owner_id: file.owner_id.clone(),
                        file_name: file.name.clone(),
                        variant: v.variant.clone(),
                        text: v.text.clone(),
                    };
                    let version = Version { variant, current: true, position };
                    people.versions.insert(v.id.clone(), version);
                }
            }
        }
        Ok(Some(id))
    }

    async fn variant_file(&self, id: &VariantFileId) -> Result<Option<VariantFile>> {
        let t = self.tables();
        let people = &t.people;
        let Some(file) = people.files.get(id) else { return Ok(None) };
        let versions = people.current_versions(|v| v.file_id == *id);
        Ok(people.assemble(&[file], true, versions).pop())
    }

    async fn variant_files_of(&self, owner_id: &UserId) -> Result<Vec<VariantFile>> {
        let t = self.tables();
        let people = &t.people;
        let mut files: Vec<&KeptFile> = people.files.values().filter(|f| f.owner_id == *owner_id).collect();
        files.sort_by(|a, b| a.name.cmp(&b.name));
        // The versions kept as the owner's: one first kept by another player is not theirs,
        // whichever file defines it now (as the SQL reads them, by their owner).
        let versions = people.current_versions(|v| v.owner_id == *owner_id);
        Ok(people.assemble(&files, true, versions))
    }

    async fn listed_variant_files(
        &self,
        search: Option<&str>,
        before: Option<(Timestamp, VariantFileId)>,
        limit: i64,
    ) -> Result<Vec<VariantFile>> {
        let t = self.tables();
        let people = &t.people;
        let search = search.map(str::to_lowercase);
        let found = |text: &str| search.as_ref().is_none_or(|s| text.to_lowercase().contains(s.as_str()));
        let defines = |f: &KeptFile| {
            people.versions.values().any(|v| v.current && v.variant.file_id == f.id && found(&v.variant.variant))
        };
        let owner_found = |f: &KeptFile| people.name(&f.owner_id).is_some_and(found);
        let after_page = |f: &KeptFile| {
            before.as_ref().is_none_or(|(at, id)| f.uploaded_at < *at || (f.uploaded_at == *at && f.id > *id))
        };
        let mut files: Vec<&KeptFile> = people
            .files
            .values()
            .filter(|f| f.listed && after_page(f) && (found(&f.name) || owner_found(f) || defines(f)))
            .filter(|f| people.user(&f.owner_id).is_some())
            .collect();
        files.sort_by(|a, b| b.uploaded_at.cmp(&a.uploaded_at).then_with(|| a.id.cmp(&b.id)));
        files.truncate(self::limit(limit));
        let page: BTreeSet<&VariantFileId> = files.iter().map(|f| &f.id).collect();
        let versions = people.current_versions(|v| page.contains(&v.file_id));
        Ok(people.assemble(&files, false, versions))
    }

    async fn remove_variant_file(&self, owner_id: &UserId, id: &VariantFileId) -> Result<bool> {
        let mut t = self.tables();
        let people = &mut t.people;
        if people.files.get(id).is_none_or(|f| f.owner_id != *owner_id) {
            return Ok(false);
        }
        people.files.remove(id);
        // The versions stay, for the games that use them, no longer any file's.
        for version in people.versions.values_mut() {
            if version.variant.file_id == *id {
                version.current = false;
            }
        }
        Ok(true)
    }

    async fn uploaded_variant(&self, id: &str) -> Result<Option<UploadedVariant>> {
        Ok(self.tables().people.versions.get(id).map(|v| v.variant.clone()))
    }
}

#[cfg(test)]
mod tests {
    use ortoo_core::model::NewGame;
    use ortoo_core::store::{
        AccountStore, AllowanceStore, AnswerStore, ConversationStore, KeptAnswer, SettingsStore, StoreError,
        VariantFileStore,
    };
    use ortoo_core::timecontrol::ClockState;
    use ortoo_core::{
        AccountLink, ChatMessage, GameId, LinkId, LinkPurpose, MessageId, Notice, NoticeId, NoticeKind, Scopes, Side,
        Timestamp, UploadedVariant, UserId, VariantFile, VariantFileId,
    };

    use crate::Memory;

    const NOW: Timestamp = Timestamp::from_millis(1_000_000);
    const DAY: i64 = 86_400_000;

    async fn player(db: &Memory, name: &str) -> UserId {
        db.create_user(name, &format!("{name}@example.org"), "old", NOW).await.unwrap().id
    }

    fn link(user: &UserId, purpose: LinkPurpose, address: &str, at: Timestamp) -> AccountLink {
        AccountLink {
            id: LinkId::new(),
            user_id: user.clone(),
            purpose,
            address: address.to_string(),
            created_at: at,
            expires_at: at + DAY,
            used_at: None,
        }
    }

    fn account_mail(user: &UserId, address: &str) -> Notice {
        Notice {
            id: NoticeId::new(),
            user_id: user.clone(),
            kind: NoticeKind::Account,
            game_id: None,
            challenge_id: None,
            ply: None,
            subject: "Verify your address".into(),
            detail: String::new(),
            words: None,
            dedupe_key: None,
            always_email: true,
            in_reply_to: None,
            address: Some(address.to_string()),
            hold_ms: 0,
        }
    }

    fn kept(user: &UserId, key: &str, status: u16) -> KeptAnswer {
        KeptAnswer {
            user_id: user.clone(),
            key: key.into(),
            request_hash: "h".into(),
            status,
            response: format!("{status}"),
        }
    }

    fn file(owner: &UserId, id: &VariantFileId, name: &str, variants: &[&str], at: i64) -> VariantFile {
        VariantFile {
            id: id.clone(),
            owner_id: owner.clone(),
            owner_name: String::new(),
            name: name.into(),
            text: format!("[{name}]"),
            listed: true,
            uploaded_at: Timestamp::from_millis(at),
            variants: variants
                .iter()
                .map(|v| UploadedVariant {
                    id: format!("{v}~1"),
                    file_id: VariantFileId::from_text(String::new()),
                    owner_id: UserId::from_text(String::new()),
                    file_name: String::new(),
                    variant: (*v).to_string(),
                    text: format!("[{v}]"),
                })
                .collect(),
        }
    }

    #[tokio::test]
    async fn names_are_unique_without_regard_to_case_and_the_engine_has_one() {
        let db = Memory::new();
        let alice = player(&db, "Alice").await;
        assert!(matches!(db.create_user("aLICE", "a@b", "x", NOW).await, Err(StoreError::Conflict)));
        assert!(matches!(db.create_user("ENGINE", "e@b", "x", NOW).await, Err(StoreError::Conflict)));
        assert_eq!(db.user_by_name("ALICE").await.unwrap().map(|u| u.id), Some(alice));
        assert_eq!(db.user_by_id(&UserId::engine()).await.unwrap().map(|u| u.name), Some("Engine".to_string()));
        // The link names the account to come: a name taken refuses it whole.
        let taken = link(&UserId::new(), LinkPurpose::Verify, "b@x", NOW);
        let refused =
            db.create_user_to_verify("alice", "b@x", "x", NOW, None, &taken, account_mail(&taken.user_id, "b@x"));
        assert!(matches!(refused.await, Err(StoreError::Conflict)));
        assert_eq!(db.account_link(&taken.id).await.unwrap(), None);
        assert!(db.tables().queues.notices.is_empty());
    }

    #[tokio::test]
    async fn a_verification_link_works_once_and_only_the_newest() {
        let db = Memory::new();
        let first = link(&UserId::new(), LinkPurpose::Verify, "new@x", NOW);
        let user = db
            .create_user_to_verify("Bob", "new@x", "x", NOW, None, &first, account_mail(&first.user_id, "new@x"))
            .await
            .unwrap();
        assert!(!user.email_verified());
        assert_eq!(db.tables().queues.notices.len(), 1);
        let second = link(&user.id, LinkPurpose::Verify, "newer@x", NOW + 1);
        db.add_account_link(&second, None).await.unwrap();
        assert!(!db.follow_verify_link(&first.id, NOW + 2, None).await.unwrap(), "voided by the newer");
        assert!(!db.follow_verify_link(&second.id, NOW + DAY + 1, None).await.unwrap(), "expired");
        assert!(db.follow_verify_link(&second.id, NOW + 2, None).await.unwrap());
        assert!(!db.follow_verify_link(&second.id, NOW + 3, None).await.unwrap(), "used");
        let bob = db.user_by_id(&user.id).await.unwrap().unwrap();
        assert_eq!((bob.email.as_str(), bob.email_verified_at), ("newer@x", Some(NOW + 2)));
        assert_eq!(db.users_by_email(" NEWER@x ").await.unwrap().len(), 1);
        // A link for no account is refused, as the foreign key refuses it.
        let stray = link(&UserId::new(), LinkPurpose::Reset, "s@x", NOW);
        assert!(matches!(db.add_account_link(&stray, None).await, Err(StoreError::Backend(_))));
    }

    #[tokio::test]
    async fn a_new_password_ends_every_other_session_and_token_and_the_reset_links() {
        let db = Memory::new();
        let alice = player(&db, "Alice").await;
        db.create_session(&alice, "kept", NOW, NOW + DAY).await.unwrap();
        db.create_session(&alice, "other", NOW, NOW + DAY).await.unwrap();
        db.create_token(&alice, "bot", "token", Scopes::ALL, NOW).await.unwrap();
        assert!(matches!(db.create_token(&alice, "twin", "token", Scopes::ALL, NOW).await, Err(StoreError::Conflict)));
        let reset = link(&alice, LinkPurpose::Reset, "alice@example.org", NOW);
        db.add_account_link(&reset, None).await.unwrap();

        assert!(!db.change_password(&alice, "wrong", "new", Some("kept"), NOW).await.unwrap());
        assert!(db.session_user("other", NOW).await.unwrap().is_some(), "a refused change ends nothing");
        assert!(db.change_password(&alice, "old", "new", Some("kept"), NOW).await.unwrap());
        assert!(db.session_user("kept", NOW).await.unwrap().is_some());
        assert!(db.session_user("other", NOW).await.unwrap().is_none());
        assert!(db.token_user("token").await.unwrap().is_none());
        assert!(db.tokens(&alice).await.unwrap().is_empty());
        assert_eq!(db.follow_reset_link(&reset.id, "newer", NOW).await.unwrap(), None);

        assert!(db.close_account(&alice, NOW).await.unwrap());
        assert!(!db.close_account(&alice, NOW).await.unwrap());
        assert!(db.session_user("kept", NOW).await.unwrap().is_none());
        let ids = vec![alice.clone(), UserId::engine(), alice.clone()];
        assert_eq!(db.closed_among(&ids).await.unwrap(), vec![alice]);
    }

    #[tokio::test]
    async fn a_keyed_write_is_refused_once_its_key_has_an_answer() {
        let db = Memory::new();
        let (u, v) = (UserId::from_text("u"), UserId::from_text("v"));
        assert!(db.tables().people.check_key(Some(&kept(&u, "k", 201))).is_ok());
        let first = db.keep_answer(&kept(&u, "k", 201), NOW).await.unwrap();
        let again = db.keep_answer(&kept(&u, "k", 409), NOW + 1).await.unwrap();
        assert_eq!((first.status, again.status), (201, 201), "the first answer stays");
        assert!(matches!(db.tables().people.check_key(Some(&kept(&u, "k", 200))), Err(StoreError::KeyUsed)));
        assert!(db.tables().people.check_key(Some(&kept(&v, "k", 200))).is_ok(), "keys are each player's");
        db.keep_answer(&kept(&u, "later", 200), NOW + 5).await.unwrap();
        assert_eq!(db.forget_answers(NOW + 5).await.unwrap(), 1);
        assert!(db.stored_response(&u, "k").await.unwrap().is_none());
        assert!(db.stored_response(&u, "later").await.unwrap().is_some());
    }

    #[tokio::test]
    async fn an_allowance_is_taken_as_a_token_bucket() {
        let db = Memory::new();
        let t0 = Timestamp::from_millis(0);
        for _ in 0..3 {
            assert_eq!(db.take_allowance("k", 3, 60_000, t0).await.unwrap(), None);
        }
        assert!(!db.allowance_left("k", 3, 60_000, t0).await.unwrap());
        // Full until 60 000; one more comes back an interval (20 000) after the bucket's start.
        assert_eq!(db.take_allowance("k", 3, 60_000, t0).await.unwrap(), Some(20_000));
        assert_eq!(db.take_allowance("k", 3, 60_000, t0 + 5_000).await.unwrap(), Some(15_000));
        assert!(db.allowance_left("k", 3, 60_000, t0 + 20_000).await.unwrap());
        assert_eq!(db.take_allowance("k", 3, 60_000, t0 + 20_000).await.unwrap(), None);
        assert_eq!(db.take_allowance("free", 0, 60_000, t0).await.unwrap(), None);
        assert!(!db.tables().people.allowances.contains_key("free"), "no limit keeps no bucket");
        assert_eq!(db.forget_allowances(t0 + 80_000).await.unwrap(), 0, "whole at 80 000, not before");
        assert_eq!(db.forget_allowances(t0 + 80_001).await.unwrap(), 1);
        db.take_allowance("k", 1, 60_000, t0).await.unwrap();
        db.restore_allowance("k").await.unwrap();
        assert_eq!(db.take_allowance("k", 1, 60_000, t0).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_vacation_changes_only_from_the_state_seen() {
        let db = Memory::new();
        let alice = player(&db, "Alice").await;
        let seen = db.prefs(&alice).await.unwrap().unwrap();
        let next = ortoo_core::store::Prefs { vacation_until: Some(NOW + DAY), vacation_used_ms: DAY, ..seen.clone() };
        db.set_vacation(&alice, &seen, &next, DAY, NOW).await.unwrap();
        assert_eq!(db.pause_ms(&alice, NOW + 1_000).await.unwrap(), DAY - 1_000);
        let stale = db.set_vacation(&alice, &seen, &next, DAY, NOW).await;
        assert!(matches!(stale, Err(StoreError::Conflict)));
        assert_eq!(db.prefs(&alice).await.unwrap().unwrap().vacation_used_ms, DAY);
        assert_eq!(db.pause_ms(&alice, NOW + 2 * DAY).await.unwrap(), 0);
        // Turning the digest on starts its day; staying on it does not.
        db.set_notify(&alice, ortoo_core::NotifyMode::Digest, "24", NOW).await.unwrap();
        db.set_notify(&alice, ortoo_core::NotifyMode::Digest, "12", NOW + 5).await.unwrap();
        let prefs = db.prefs(&alice).await.unwrap().unwrap();
        assert_eq!((prefs.last_digest_at, prefs.remind_hours.as_str()), (NOW, "12"));
    }

    #[tokio::test]
    async fn a_games_chat_reads_its_last_messages_oldest_first() {
        let db = Memory::new();
        let alice = player(&db, "Alice").await;
        let game = GameId::new();
        let new_game = NewGame {
            variant: "chess".into(),
            options: "{}".into(),
            players: ortoo_core::BySide::new(alice.clone(), UserId::engine()),
            position: String::new(),
            to_move: Side::White,
            time_control: None,
            days_per_move: None,
            clocks: ClockState::default(),
            next_reminder_at: None,
            levels: ortoo_core::BySide::new(None, Some(1)),
            rated: false,
            tournament: None,
        };
        db.tables().games.insert_game(&game, new_game, NOW);
        for (i, text) in ["one", "two", "three"].iter().enumerate() {
            let message = ChatMessage {
                id: MessageId::from_text(format!("m{i}")),
                game_id: game.clone(),
                user_id: alice.clone(),
                user_name: String::new(),
                text: (*text).to_string(),
                at: NOW,
            };
            db.post_chat(&message, None).await.unwrap();
        }
        let last: Vec<(String, String)> =
            db.chat(&game, 2).await.unwrap().into_iter().map(|m| (m.text, m.user_name)).collect();
        assert_eq!(last, [("two".into(), "Alice".into()), ("three".into(), "Alice".into())]);
        let stray = ChatMessage {
            id: MessageId::from_text("m9"),
            game_id: GameId::from_text("nowhere"),
            ..db.chat(&game, 1).await.unwrap()[0].clone()
        };
        assert!(matches!(db.post_chat(&stray, None).await, Err(StoreError::Backend(_))));
        db.set_note(&game, &alice, "plan", NOW).await.unwrap();
        assert_eq!(db.note(&game, &alice).await.unwrap().as_deref(), Some("plan"));
        db.set_note(&game, &alice, "", NOW).await.unwrap();
        assert_eq!(db.note(&game, &alice).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_file_of_variants_keeps_its_id_and_its_versions_for_good() {
        let db = Memory::new();
        let alice = player(&db, "Bob").await;
        let [f1, f2, f3, f9] = ["f1", "f2", "f3", "f9"].map(VariantFileId::from_text);
        let first = db.keep_variant_file(&file(&alice, &f1, "mine", &["a", "b"], 10), 2).await.unwrap();
        assert_eq!(first, Some(f1.clone()));
        // Uploaded again under its name: its id stays, and `b` is no longer its.
        let again = db.keep_variant_file(&file(&alice, &f9, "mine", &["c", "a"], 20), 2).await.unwrap();
        assert_eq!(again, Some(f1.clone()));
        let kept = db.variant_file(&f1).await.unwrap().unwrap();
        let names: Vec<&str> = kept.variants.iter().map(|v| v.variant.as_str()).collect();
        assert_eq!(names, ["c", "a"]);
        assert_eq!(db.uploaded_variant("b~1").await.unwrap().map(|v| v.file_id), Some(f1.clone()));
        db.keep_variant_file(&file(&alice, &f2, "alpha", &["d"], 30), 2).await.unwrap();
        assert_eq!(db.keep_variant_file(&file(&alice, &f3, "third", &[], 40), 2).await.unwrap(), None);
        assert!(db.variant_file(&f3).await.unwrap().is_none(), "a refused upload keeps nothing");
        let own: Vec<String> = db.variant_files_of(&alice).await.unwrap().into_iter().map(|f| f.name).collect();
        assert_eq!(own, ["alpha", "mine"]);

        let listed = db.listed_variant_files(None, None, 10).await.unwrap();
        let ids: Vec<&VariantFileId> = listed.iter().map(|f| &f.id).collect();
        assert_eq!(ids, [&f2, &f1], "newest first");
        assert!(listed.iter().all(|f| f.text.is_empty()));
        let page = db.listed_variant_files(None, Some((Timestamp::from_millis(30), f2.clone())), 10).await.unwrap();
        assert_eq!(page.iter().map(|f| &f.id).collect::<Vec<_>>(), [&f1]);
        let found = db.listed_variant_files(Some("C"), None, 10).await.unwrap();
        assert_eq!(found.iter().map(|f| &f.id).collect::<Vec<_>>(), [&f1], "by a variant's name");

        assert!(!db.remove_variant_file(&UserId::from_text("someone"), &f1).await.unwrap());
        assert!(db.remove_variant_file(&alice, &f1).await.unwrap());
        assert!(db.variant_file(&f1).await.unwrap().is_none());
        assert!(db.uploaded_variant("a~1").await.unwrap().is_some(), "games keep the versions");
    }

    #[tokio::test]
    async fn a_secret_is_made_once() {
        let db = Memory::new();
        let key = db.secret("signing").await.unwrap();
        assert_eq!(key.len(), 32);
        assert_eq!(db.secret("signing").await.unwrap(), key);
        assert_ne!(db.secret("other").await.unwrap(), key);
    }
}
