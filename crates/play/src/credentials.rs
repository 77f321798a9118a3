//! Credentials: accounts' names, passwords (argon2id), and the random secrets behind sessions and API tokens
//! (256 bits, stored only as SHA-256 so a copy of the database opens nothing).

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// A registration field a person must correct.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AccountError {
    #[error("A name has 2 to 24 letters, digits, '-' or '_', and starts with a letter.")]
    BadName,
    #[error("That does not look like an e-mail address.")]
    BadEmail,
    #[error("A password needs at least 8 characters (and at most 200).")]
    BadPassword,
}

impl AccountError {
    /// What to correct, unsaid.
    pub fn said(&self) -> ortoo_i18n::Said {
        ortoo_i18n::Said::new(match self {
            AccountError::BadName => "error-bad-name",
            AccountError::BadEmail => "error-bad-email",
            AccountError::BadPassword => "error-bad-password",
        })
    }
}

pub fn validate_name(name: &str) -> Result<(), AccountError> {
    let ok = (2..=24).contains(&name.chars().count())
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok { Ok(()) } else { Err(AccountError::BadName) }
}

pub fn validate_email(email: &str) -> Result<(), AccountError> {
    let ok = email.chars().count() <= 254
        && !email.chars().any(char::is_whitespace)
        && email.split_once('@').is_some_and(|(local, domain)| !local.is_empty() && domain.contains('.'));
    if ok { Ok(()) } else { Err(AccountError::BadEmail) }
}

pub fn validate_password(password: &str) -> Result<(), AccountError> {
    if (8..=200).contains(&password.chars().count()) { Ok(()) } else { Err(AccountError::BadPassword) }
}

/// Too many passwords are being checked at once: the caller should come back in a few seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("The server is checking many passwords at once; try again in a few seconds.")]
pub struct HashingBusy;

/// Password hashing's share of the machine. Each argon2 run takes 19 MiB and a core for tens
/// of milliseconds, so a burst of logins run side by side took hundreds of megabytes: at most
/// one run per core goes at once, a bounded queue waits its turn, and beyond it a login is
/// answered "busy" at once instead of piling up.
struct Pool {
    running: tokio::sync::Semaphore,
    /// Runs waiting for a turn, and the most that may.
    waiting: std::sync::atomic::AtomicUsize,
    queue: usize,
}

impl Pool {
    fn new(running: usize, queue: usize) -> Pool {
        Pool {
            running: tokio::sync::Semaphore::new(running.max(1)),
            waiting: std::sync::atomic::AtomicUsize::new(0),
            queue,
        }
    }

    /// Runs `work` (an argon2 run) on a blocking thread when the pool gives it a turn.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, HashingBusy> {
        use std::sync::atomic::Ordering;
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= self.queue {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return Err(HashingBusy);
        }
        let permit = self.running.acquire().await;
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        let _permit = permit.map_err(|_| HashingBusy)?;
        tokio::task::spawn_blocking(work).await.map_err(|_| HashingBusy)
    }
}

/// The process's pool: one run per core, and 64 logins waiting at most.
async fn hashing<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, HashingBusy> {
    static POOL: std::sync::OnceLock<Pool> = std::sync::OnceLock::new();
    let cores = || std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
    POOL.get_or_init(|| Pool::new(cores(), 64)).run(work).await
}

/// Hashes a password with argon2id (default parameters: 19 MiB, 2 passes), off the async
/// threads and through the bounded pool: it takes tens of milliseconds by design.
pub async fn hash_password(password: String) -> Result<String, HashingBusy> {
    hashing(move || {
        Argon2::default().hash_password(password.as_bytes()).expect("argon2 with default parameters").to_string()
    })
    .await
}

/// Checks a password against its stored hash (constant work whether or not it matches).
pub async fn verify_password(password: String, hash: String) -> Result<bool, HashingBusy> {
    hashing(move || {
        PasswordHash::new(&hash)
            .is_ok_and(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
    })
    .await
}

/// A dummy hash to verify against when the account does not exist, so a login for an unknown
/// name costs the same time as one for a known name.
pub async fn burn_password_time(password: String) -> Result<(), HashingBusy> {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let hash = match DUMMY.get() {
        Some(h) => h.clone(),
        None => {
            let h = hash_password("not a real password".into()).await?;
            DUMMY.get_or_init(|| h).clone()
        }
    };
    verify_password(password, hash).await.map(|_| ())
}

/// A fresh secret (256 random bits, URL-safe text) with `prefix`, and its SHA-256 for storage.
pub fn new_secret(prefix: &str) -> (String, String) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let secret = format!("{prefix}{}", URL_SAFE_NO_PAD.encode(bytes));
    let hash = hash_secret(&secret);
    (secret, hash)
}

/// SHA-256 of a secret, hex: how sessions and tokens are looked up.
pub fn hash_secret(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_emails_and_passwords_are_checked_with_reasons() {
        assert!(validate_name("Temujin").is_ok());
        assert!(validate_name("a_b-9").is_ok());
        assert_eq!(validate_name("9lives"), Err(AccountError::BadName));
        assert_eq!(validate_name("x"), Err(AccountError::BadName));
        assert_eq!(validate_name("has space"), Err(AccountError::BadName));
        assert_eq!(validate_name("Ögedei"), Err(AccountError::BadName));
        assert!(validate_email("khan@steppe.example").is_ok());
        assert_eq!(validate_email("no-at-sign"), Err(AccountError::BadEmail));
        assert_eq!(validate_email("a@b"), Err(AccountError::BadEmail));
        assert_eq!(validate_password("short"), Err(AccountError::BadPassword));
        assert!(validate_password("long enough").is_ok());
    }

    #[test]
    fn secrets_are_256_bits_and_stored_only_as_their_hash() {
        let (secret, hash) = new_secret("ortoo_");
        assert!(secret.starts_with("ortoo_"));
        assert_eq!(URL_SAFE_NO_PAD.decode(&secret[6..]).unwrap().len(), 32);
        assert_eq!(hash, hash_secret(&secret));
        assert_eq!(hash.len(), 64);
        assert_ne!(new_secret("").0, new_secret("").0);
    }

    #[tokio::test]
    async fn a_password_verifies_against_its_own_hash_only() {
        let hash = hash_password("correct horse".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert_eq!(verify_password("correct horse".into(), hash.clone()).await, Ok(true));
        assert_eq!(verify_password("wrong horse".into(), hash).await, Ok(false));
        assert_eq!(verify_password("x".into(), "not a hash".into()).await, Ok(false));
    }

    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn the_hashing_pool_runs_one_per_core_queues_a_few_and_turns_the_rest_away() {
        let pool = Arc::new(Pool::new(1, 2));
        let (now, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let runs: Vec<_> = (0..10)
            .map(|_| {
                let (pool, now, most) = (pool.clone(), now.clone(), most.clone());
                tokio::spawn(async move {
                    pool.run(move || {
                        let at_once = now.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(at_once, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(150));
                        now.fetch_sub(1, Ordering::SeqCst);
                    })
                    .await
                })
            })
            .collect();
        let mut busy = 0;
        for run in runs {
            if run.await.unwrap() == Err(HashingBusy) {
                busy += 1;
            }
        }
        assert_eq!(most.load(Ordering::SeqCst), 1, "one run at a time");
        assert_eq!(busy, 7, "one running and two waiting; the other seven are told at once");
    }
}
