//! Accounts beyond signing up: verified addresses, the single-use links mailed for them,
//! passwords changed or reset, accounts closed. Each change is one transaction with what it
//! ends (sessions, tokens) and the mail it sends (an outbox row).

use ortoo_core::store::AccountStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{AccountLink, ChallengeStatus, LinkId, LinkPurpose, MailState, Notice, Timestamp, User, UserId};
use sqlx::FromRow;

use super::Db;
use super::games::insert_notices;
use super::rows::{TokenRow, UserRow, read_all};
use crate::failure::{Failure, Result, conflict_on_unique, reported};
use crate::games::{new_user, one};
use crate::moment::{Moment, ReadAs};
use crate::statement::{Run, Statement};
use ortoo_core::{Scopes, Token, TokenId};

/// An account link as stored.
#[derive(FromRow)]
struct LinkRow {
    id: String,
    user_id: String,
    purpose: String,
    address: String,
    created_at: Moment,
    expires_at: Moment,
    used_at: Option<Moment>,
}

impl TryFrom<LinkRow> for AccountLink {
    type Error = Failure;
    fn try_from(r: LinkRow) -> Result<AccountLink> {
        Ok(AccountLink {
            id: LinkId::from_text(r.id),
            user_id: UserId::from_text(r.user_id),
            purpose: r.purpose.parse().map_err(|e| Failure::Corrupt(format!("account_links.purpose: {e}")))?,
            address: r.address,
            created_at: r.created_at.into(),
            expires_at: r.expires_at.into(),
            used_at: r.used_at.read(),
        })
    }
}

/// Stores a link, first voiding the account's unused links of the same purpose: only the newest
/// verification (of the newest address asked for) or reset works.
async fn insert_link(r: &mut impl Run, link: &AccountLink) -> Result<()> {
    // The account's row is locked first, so that two links asked for at once (two address
    // changes) are made one after the other, the second voiding the first: only the newest
    // link of a purpose can be followed.
    lock_account(r, &link.user_id).await?;
    void_links(r, &link.user_id, link.purpose, link.created_at).await?;
    let inserted = Statement::new(
        "INSERT INTO account_links (id, user_id, purpose, address, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .arg(link.id.as_str())
    .arg(link.user_id.as_str())
    .word(link.purpose.as_str())
    .arg(&link.address)
    .arg(link.created_at)
    .arg(link.expires_at);
    r.execute(inserted).await?;
    Ok(())
}

/// Locks the account `user`'s row until the transaction ends (a write that changes nothing; on
/// SQLite every write transaction holds the whole file already).
async fn lock_account(r: &mut impl Run, user: &UserId) -> Result<()> {
    r.execute(Statement::new("UPDATE users SET id = id WHERE id = $1").arg(user.as_str())).await?;
    Ok(())
}

/// Voids every link of `purpose` of the account `user` not yet followed.
async fn void_links(r: &mut impl Run, user: &UserId, purpose: LinkPurpose, now: Timestamp) -> Result<()> {
    let voided =
        Statement::new("UPDATE account_links SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL")
            .arg(user.as_str())
            .word(purpose.as_str())
            .arg(now);
    r.execute(voided).await?;
    Ok(())
}

/// Marks the link `id` of `purpose` used if it can still be followed (unused, in time, its
/// account open): its account's id, or `None`. The one conditional update makes a link work
/// once however many follow it at the same moment.
async fn use_link(r: &mut impl Run, id: &LinkId, purpose: LinkPurpose, now: Timestamp) -> Result<Option<UserId>> {
    let used = Statement::new(
        "UPDATE account_links SET used_at = $2 WHERE id = $1 AND purpose = $3 AND used_at IS NULL \
         AND expires_at > $2 AND user_id IN (SELECT id FROM users WHERE closed_at IS NULL) RETURNING user_id",
    )
    .arg(id.as_str())
    .arg(now)
    .word(purpose.as_str());
    Ok(r.text(used).await?.map(UserId::from_text))
}

/// Ends every session and token of `user` but the one whose secret's hash is `keep`, and voids
/// its reset links not yet followed: a link asked for before the password changed would undo the
/// change.
async fn sign_out(r: &mut impl Run, user: &UserId, keep: Option<&str>, now: Timestamp) -> Result<()> {
    void_links(r, user, LinkPurpose::Reset, now).await?;
    r.execute(
        Statement::new("DELETE FROM sessions WHERE user_id = $1 AND ($2 IS NULL OR token_hash <> $2)")
            .arg(user.as_str())
            .arg(keep),
    )
    .await?;
    let revoked = Statement::new(
        "UPDATE api_tokens SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL \
         AND ($2 IS NULL OR token_hash <> $2)",
    )
    .arg(user.as_str())
    .arg(keep)
    .arg(now);
    r.execute(revoked).await?;
    Ok(())
}

impl Db {
    /// A new account, its address verified at `verified_at` or, with `verification`, to be
    /// verified by the link and mail given (stored in the same transaction).
    ///
    /// # Errors
    /// [`Failure::Conflict`] when the name is taken (without regard to case).
    pub(crate) async fn insert_user(&self, user: &User, verification: Option<(&AccountLink, Notice)>) -> Result<()> {
        let (u, key) = (user, user.name.to_lowercase());
        let verification = verification.map(|(link, mail)| (link.clone(), mail));
        let inserted = Statement::new(
            "INSERT INTO users (id, name, name_key, email, password_hash, created_at, email_verified_at, language) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .arg(u.id.as_str())
        .arg(&u.name)
        .arg(key)
        .arg(&u.email)
        .arg(&u.password_hash)
        .arg(u.created_at)
        .arg(u.email_verified_at)
        .arg(u.language.as_deref());
        let created_at = u.created_at;
        self.write(move |tx| {
            Box::pin(async move {
                tx.execute(inserted).await.map_err(conflict_on_unique)?;
                if let Some((link, mail)) = &verification {
                    insert_link(tx, link).await?;
                    insert_notices(tx, std::iter::once(mail), created_at).await?;
                }
                Ok(())
            })
        })
        .await
    }
}

#[async_trait::async_trait]
impl AccountStore for Db {
    /// An account whose address is taken as verified (the operator vouches for every address).
    ///
    /// # Errors
    /// [`Failure::Conflict`] when the name is taken (without regard to case).
    async fn create_user(&self, name: &str, email: &str, password_hash: &str, now: Timestamp) -> StoreResult<User> {
        reported("create_user", async move {
            let user = new_user(name, email, password_hash, now, Some(now));
            self.insert_user(&user, None).await?;
            Ok(user)
        })
        .await
    }

    /// An account whose address is still to be shown to be the owner's, with the link and the
    /// mail that do it.
    ///
    /// # Errors
    /// [`Failure::Conflict`] when the name is taken (without regard to case).
    async fn create_user_to_verify(
        &self,
        name: &str,
        email: &str,
        password_hash: &str,
        now: Timestamp,
        language: Option<&str>,
        link: &ortoo_core::AccountLink,
        mail: Notice,
    ) -> StoreResult<User> {
        reported("create_user_to_verify", async move {
            // The link names the account, so the account takes the id the link was made for.
            let user = User {
                id: link.user_id.clone(),
                language: language.map(str::to_string),
                ..new_user(name, email, password_hash, now, None)
            };
            self.insert_user(&user, Some((link, mail))).await?;
            Ok(user)
        })
        .await
    }

    /// Stores a link and the mail that carries it (none for a link followed at once).
    async fn add_account_link(&self, link: &AccountLink, mail: Option<Notice>) -> StoreResult<()> {
        reported("add_account_link", async move {
            let link = link.clone();
            self.write(move |tx| {
                Box::pin(async move {
                    insert_link(tx, &link).await?;
                    insert_notices(tx, mail.iter(), link.created_at).await?;
                    Ok(())
                })
            })
            .await
        })
        .await
    }

    async fn account_link(&self, id: &LinkId) -> StoreResult<Option<AccountLink>> {
        reported("account_link", async move {
            let link = Statement::new(
                "SELECT id, user_id, purpose, address, created_at, expires_at, used_at FROM account_links WHERE id = $1",
            )
            .arg(id.as_str());
            let row = self.optional::<LinkRow>(link).await?;
            row.map(AccountLink::try_from).transpose()
        })
        .await
    }

    /// Follows a verification link, once and in time: its address becomes the account's,
    /// verified, and `told` (the old address told of the change) is queued. False when the
    /// link was used or made void, has expired, or its account is closed.
    async fn follow_verify_link(&self, id: &LinkId, now: Timestamp, told: Option<Notice>) -> StoreResult<bool> {
        reported("follow_verify_link", async move {
            let id = id.clone();
            // One link of an account followed at a time (see `insert_link`).
            let lock =
                Statement::new("UPDATE users SET id = id WHERE id = (SELECT user_id FROM account_links WHERE id = $1)")
                    .arg(id.as_str());
            self.write(move |tx| {
                Box::pin(async move {
                    tx.execute(lock).await?;
                    let used = use_link(tx, &id, LinkPurpose::Verify, now).await?;
                    let Some(user_id) = used else { return Ok(false) };
                    // The address is the account's now: a link to any other address is void.
                    void_links(tx, &user_id, LinkPurpose::Verify, now).await?;
                    let verified = Statement::new(
                        "UPDATE users SET email = (SELECT address FROM account_links WHERE id = $1), email_verified_at = $2 \
                 WHERE id = $3",
                    )
                    .arg(id.as_str())
                    .arg(now)
                    .arg(user_id.as_str());
                    tx.execute(verified).await?;
                    insert_notices(tx, told.iter(), now).await?;
                    Ok(true)
                })
            })
            .await
        })
        .await
    }

    /// Follows a reset link, once and in time: the password becomes `password_hash`, and every
    /// session and token of the account ends. The account, or `None` when the link was used or
    /// made void, has expired, or its account is closed.
    async fn follow_reset_link(&self, id: &LinkId, password_hash: &str, now: Timestamp) -> StoreResult<Option<UserId>> {
        reported("follow_reset_link", async move {
            let (id, hash) = (id.clone(), password_hash.to_string());
            self.write(move |tx| {
                Box::pin(async move {
                    let used = use_link(tx, &id, LinkPurpose::Reset, now).await?;
                    let Some(user_id) = used else { return Ok(None) };
                    let reset = Statement::new("UPDATE users SET password_hash = $1 WHERE id = $2")
                        .arg(hash)
                        .arg(user_id.as_str());
                    tx.execute(reset).await?;
                    sign_out(tx, &user_id, None, now).await?;
                    Ok(Some(user_id))
                })
            })
            .await
        })
        .await
    }

    /// Sets a new password where the stored one is still `old_hash` (the one checked), and ends
    /// every other session and token (all but the one whose secret's hash is `keep`). False
    /// when the password changed meanwhile or the account is closed.
    async fn change_password(
        &self,
        user_id: &UserId,
        old_hash: &str,
        new_hash: &str,
        keep: Option<&str>,
        now: Timestamp,
    ) -> StoreResult<bool> {
        reported("change_password", async move {
            let (user_id, keep) = (user_id.clone(), keep.map(str::to_string));
            let change = Statement::new(
                "UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2 AND closed_at IS NULL",
            )
            .arg(user_id.as_str())
            .arg(old_hash)
            .arg(new_hash);
            self.write(move |tx| {
                Box::pin(async move {
                    let changed = tx.execute(change).await? == 1;
                    if changed {
                        sign_out(tx, &user_id, keep.as_deref(), now).await?;
                    }
                    Ok(changed)
                })
            })
            .await
        })
        .await
    }

    /// Closes an account: no session or token opens it again, its open challenges are
    /// withdrawn, its links void, and nothing more is mailed to it (what was waiting to go is
    /// settled unmailed). Its games stay. False when it was closed already.
    async fn close_account(&self, user_id: &UserId, now: Timestamp) -> StoreResult<bool> {
        reported("close_account", async move {
            let user_id = user_id.clone();
            let close = Statement::new("UPDATE users SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL")
                .arg(user_id.as_str())
                .arg(now);
            let withdrawn = Statement::new(
                "UPDATE challenges SET status = $3, updated_at = $2 \
                 WHERE status = $4 AND (challenger_id = $1 OR opponent_id = $1)",
            )
            .arg(user_id.as_str())
            .arg(now)
            .word(ChallengeStatus::Cancelled.as_str())
            .word(ChallengeStatus::Open.as_str());
            let voided = Statement::new("UPDATE account_links SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL")
                .arg(user_id.as_str())
                .arg(now);
            let unmailed = Statement::new(
                "UPDATE notifications SET email = $2, locked_until = NULL \
                 WHERE user_id = $1 AND email IN ($3, $4)",
            )
            .arg(user_id.as_str())
            .word(MailState::NotMailed.as_str())
            .word(MailState::Pending.as_str())
            .word(MailState::Held.as_str());
            self.write(move |tx| {
                Box::pin(async move {
                    let closed = tx.execute(close).await? == 1;
                    if !closed {
                        return Ok(false);
                    }
                    sign_out(tx, &user_id, None, now).await?;
                    tx.execute(withdrawn).await?;
                    tx.execute(voided).await?;
                    tx.execute(unmailed).await?;
                    Ok(true)
                })
            })
            .await
        })
        .await
    }

    /// Which of `ids` are closed accounts.
    async fn closed_among(&self, ids: &[UserId]) -> StoreResult<Vec<UserId>> {
        reported("closed_among", async move {
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            let sql = format!("SELECT id FROM users WHERE closed_at IS NOT NULL AND {}", self.listed("id", 1));
            let ids = serde_json::to_string(ids).map_err(|e| Failure::Corrupt(e.to_string()))?;
            let closed: Vec<(String,)> = self.all(Statement::made(sql).arg(ids)).await?;
            Ok(closed.into_iter().map(|(id,)| UserId::from_text(id)).collect())
        })
        .await
    }

    async fn user_by_name(&self, name: &str) -> StoreResult<Option<User>> {
        reported("user_by_name", async move {
            let user = Statement::new(
                "SELECT id, name, email, password_hash, created_at, email_verified_at, closed_at, notation, language FROM users WHERE name_key = $1",
            )
            .arg(name.to_lowercase());
            one(self.optional::<UserRow>(user).await?)
        })
        .await
    }

    async fn user_by_id(&self, id: &UserId) -> StoreResult<Option<User>> {
        reported("user_by_id", async move {
            let user = Statement::new(
                "SELECT id, name, email, password_hash, created_at, email_verified_at, closed_at, notation, language FROM users WHERE id = $1",
            )
            .arg(id.as_str());
            one(self.optional::<UserRow>(user).await?)
        })
        .await
    }

    /// The open accounts whose verified address is `email` (an address not yet shown to be the
    /// account's speaks for no one).
    async fn users_by_email(&self, email: &str) -> StoreResult<Vec<User>> {
        reported("users_by_email", async move {
            let users = Statement::new(
                "SELECT id, name, email, password_hash, created_at, email_verified_at, closed_at, notation, language FROM users \
             WHERE lower(email) = $1 AND email_verified_at IS NOT NULL AND closed_at IS NULL ORDER BY created_at, id",
            )
            .arg(email.trim().to_lowercase());
            let rows: Vec<UserRow> = self.all(users).await?;
            rows.into_iter().map(User::try_from).collect()
        })
        .await
    }

    async fn create_session(
        &self,
        user_id: &UserId,
        token_hash: &str,
        now: Timestamp,
        expires_at: Timestamp,
    ) -> StoreResult<()> {
        reported("create_session", async move {
            let session = Statement::new(
                "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
            )
            .arg(token_hash)
            .arg(user_id.as_str())
            .arg(now)
            .arg(expires_at);
            self.execute(session).await?;
            Ok(())
        })
        .await
    }

    /// The user of a live session.
    async fn session_user(&self, token_hash: &str, now: Timestamp) -> StoreResult<Option<User>> {
        reported("session_user", async move {
            let user = Statement::new(
                "SELECT u.id, u.name, u.email, u.password_hash, u.created_at, u.email_verified_at, u.closed_at, u.notation, u.language \
             FROM sessions s JOIN users u ON u.id = s.user_id \
             WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.closed_at IS NULL",
            )
            .arg(token_hash)
            .arg(now);
            one(self.optional::<UserRow>(user).await?)
        })
        .await
    }

    async fn delete_session(&self, token_hash: &str) -> StoreResult<()> {
        reported("delete_session", async move {
            self.execute(Statement::new("DELETE FROM sessions WHERE token_hash = $1").arg(token_hash)).await?;
            Ok(())
        })
        .await
    }

    async fn create_token(
        &self,
        user_id: &UserId,
        label: &str,
        token_hash: &str,
        scopes: Scopes,
        now: Timestamp,
    ) -> StoreResult<Token> {
        reported("create_token", async move {
            let token = Token {
                id: TokenId::new(),
                user_id: user_id.clone(),
                label: label.to_string(),
                scopes,
                created_at: now,
                last_used_at: None,
            };
            let t = &token;
            let inserted = Statement::new(
                "INSERT INTO api_tokens (id, user_id, label, token_hash, scopes, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .arg(t.id.as_str())
            .arg(t.user_id.as_str())
            .arg(&t.label)
            .arg(token_hash)
            .arg(t.scopes.to_string())
            .arg(t.created_at);
            self.write(move |tx| Box::pin(async move { tx.execute(inserted).await.map(|_| ()).map_err(conflict_on_unique) }))
                .await?;
            Ok(token)
        })
        .await
    }

    async fn tokens(&self, user_id: &UserId) -> StoreResult<Vec<Token>> {
        reported("tokens", async move {
            let tokens = Statement::new(
                "SELECT id, user_id, label, scopes, created_at, last_used_at FROM api_tokens \
             WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at",
            )
            .arg(user_id.as_str());
            read_all(self.all::<TokenRow>(tokens).await?)
        })
        .await
    }

    /// Revokes one of the user's tokens; false when there is no such live token.
    async fn revoke_token(&self, user_id: &UserId, id: &TokenId, now: Timestamp) -> StoreResult<bool> {
        reported("revoke_token", async move {
            let revoked = Statement::new(
                "UPDATE api_tokens SET revoked_at = $1 WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL",
            )
            .arg(now)
            .arg(id.as_str())
            .arg(user_id.as_str());
            Ok(self.execute(revoked).await? == 1)
        })
        .await
    }

    /// The user and scopes of a live token.
    async fn token_user(&self, token_hash: &str) -> StoreResult<Option<(User, Scopes)>> {
        reported("token_user", async move {
            #[derive(FromRow)]
            struct Row {
                #[sqlx(flatten)]
                user: UserRow,
                scopes: String,
            }
            let user = Statement::new(
                "SELECT u.id, u.name, u.email, u.password_hash, u.created_at, u.email_verified_at, u.closed_at, u.notation, u.language, \
             t.scopes FROM api_tokens t JOIN users u ON u.id = t.user_id \
             WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.closed_at IS NULL",
            )
            .arg(token_hash);
            let row = self.optional::<Row>(user).await?;
            row.map(|r| {
                Ok((
                    User::try_from(r.user)?,
                    r.scopes.parse().map_err(|e| Failure::Corrupt(format!("api_tokens.scopes: {e}")))?,
                ))
            })
            .transpose()
        })
        .await
    }

    /// The server's key named `name`, made (randomly, once, by whichever process is first) if
    /// there is none yet.
    async fn secret(&self, name: &str) -> StoreResult<Vec<u8>> {
        reported("secret", async move {
            let fresh = hex::encode(rand::random::<[u8; 32]>());
            let made = Statement::new("INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING")
                .arg(name)
                .arg(fresh);
            self.execute(made).await?;
            // The insert has committed (ours or the first process's), so any connection sees it.
            let (stored,): (String,) =
                self.one(Statement::new("SELECT value FROM secrets WHERE name = $1").arg(name)).await?;
            hex::decode(stored).map_err(|e| Failure::Db(sqlx::Error::Decode(Box::new(e))))
        })
        .await
    }
}
