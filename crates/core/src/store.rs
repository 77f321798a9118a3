//! What the domain needs kept, as narrow traits, one per aggregate or capability
//! ([`GameStore`], [`AccountStore`], [`EngineQueue`]…), and [`Store`], all of them at once.
//! Games in play, the mail and the engine workers ask them and never name a database:
//! `ortoo-store` implements them for SQLite and PostgreSQL (one conformance suite runs against
//! both), and the binary chooses which.
//!
//! Every write that changes a game is one call, so it is one transaction: the game, its move,
//! the notices it causes (the outbox) and an engine job commit together or not at all. Calls
//! that take an `Expected` or a `seen` state are conditional writes: they return `false` (or
//! [`StoreError::Conflict`]) when someone else changed the row first, and change nothing then.

use std::fmt;

use async_trait::async_trait;

use crate::forecast::{Branch, Forecast, ForecastWrite};
use crate::ids::{
    ChallengeId, GameId, JobId, LinkId, MailCommandId, NoticeId, TokenId, TournamentId, UserId, VariantFileId,
};
use crate::model::{
    AccountLink, Challenge, ChatMessage, Expected, Game, GameUpdate, Move, NewGame, NewJob, Token, UploadedVariant,
    User, VariantFile,
};
use crate::names::{AnalysisStatus, ChallengeStatus, GameStatus, JobStatus, Scopes, TournamentStatus};
use crate::notice::Notice;
use crate::rating::Glicko;
use crate::tournament::{Entry, Tournament};
use crate::when::{Millis, Timestamp};

/// Why the store could not do as asked.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique constraint or a conditional write refused it (a name taken, a ply already
    /// played, a state changed meanwhile).
    #[error("conflict")]
    Conflict,
    /// A stored value this build cannot read (a word that names nothing it knows).
    #[error("corrupt data: {0}")]
    Corrupt(String),
    /// The request's idempotency key has an answer kept already: the action was done (or
    /// refused) once, and this write changed nothing.
    #[error("this idempotency key was used already")]
    KeyUsed,
    /// The database failed (unreachable, full, a query refused).
    #[error(transparent)]
    Backend(Box<dyn std::error::Error + Send + Sync>),
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// How a leased notice left the outbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// Mailed.
    Sent,
    /// Not mailed: by the time it was due it no longer held (the player had moved, the draw
    /// offer was gone), and a mail saying it would be wrong.
    Moot,
    /// Not mailed: this server sends no mail (`[mail] transport = "none"`).
    Unmailed,
}

impl Settled {
    /// The e-mail state it leaves the notice in.
    pub fn state(self) -> crate::MailState {
        match self {
            Settled::Sent => crate::MailState::Sent,
            Settled::Moot => crate::MailState::Moot,
            Settled::Unmailed => crate::MailState::NotMailed,
        }
    }
}

/// A notice as the outbox holds it, with its recipient.
#[derive(Debug, Clone)]
pub struct Outgoing {
    pub id: NoticeId,
    pub user_id: UserId,
    pub user_name: String,
    pub email: String,
    /// The notice's kind; `None` for a word this build does not know (written by a newer one:
    /// it goes as its words stand).
    pub kind: Option<crate::NoticeKind>,
    pub game_id: Option<GameId>,
    pub challenge_id: Option<ChallengeId>,
    pub ply: Option<i64>,
    pub subject: String,
    /// The recipient's time zone (an IANA name), for the times the mail gives.
    pub time_zone: String,
    /// The notation the recipient reads moves in.
    pub notation: crate::Notation,
    /// The language the recipient reads in, if they chose one (else English).
    pub language: Option<String>,
    /// The notice's own words ([`crate::Notice::detail`]), or the whole mail if `prerendered`.
    pub detail: String,
    /// The notice's words kept unsaid, to be put into the recipient's language.
    pub words: Option<crate::Words>,
    /// Written before mails were drawn up at send time: `detail` is the whole mail.
    pub prerendered: bool,
    pub attempts: i64,
    /// The Message-ID of the player's mail it answers.
    pub in_reply_to: Option<String>,
}

impl Outgoing {
    fn is(&self, kind: crate::NoticeKind) -> bool {
        self.kind == Some(kind)
    }

    /// An answer to the player's own mail.
    pub fn is_answer(&self) -> bool {
        self.is(crate::NoticeKind::Reply)
    }

    /// Mail about the account itself, sent whatever the player's settings.
    pub fn is_account_mail(&self) -> bool {
        self.is(crate::NoticeKind::Account)
    }

    /// Its title in `t`: said from its words where it kept them unsaid.
    pub fn subject_in(&self, t: ortoo_i18n::Lang) -> String {
        self.words.as_ref().map_or_else(|| self.subject.clone(), |w| w.listed_in(t))
    }

    /// Its own words in `t` (the whole mail, if `prerendered`).
    pub fn detail_in(&self, t: ortoo_i18n::Lang) -> String {
        self.words.as_ref().filter(|_| !self.prerendered).map_or_else(|| self.detail.clone(), |w| w.detail_in(t))
    }
}

/// A player's notification and vacation settings.
#[derive(Debug, Clone)]
pub struct Prefs {
    pub notify: crate::NotifyMode,
    /// The IANA name of the time zone the player reads times in.
    pub time_zone: String,
    /// The notation the player reads moves in.
    pub notation: crate::Notation,
    /// The language the player chose (a tag), if they did.
    pub language: Option<String>,
    /// The keyed hash of the player's mail password, if they set one.
    pub mail_secret: Option<String>,
    pub remind_hours: String,
    pub vacation_year: i64,
    pub vacation_used_ms: Millis,
    pub vacation_until: Option<Timestamp>,
    pub last_digest_at: Timestamp,
}

/// A notice as the app lists it.
#[derive(Debug, Clone)]
pub struct Listed {
    pub id: NoticeId,
    /// `None` for a word this build does not know (written by a newer one).
    pub kind: Option<crate::NoticeKind>,
    pub game_id: Option<GameId>,
    pub subject: String,
    pub detail: String,
    /// The words kept unsaid, for a list in the reader's language.
    pub words: Option<crate::Words>,
    pub created_at: Timestamp,
    pub read_at: Option<Timestamp>,
    pub email: String,
}

impl Listed {
    /// The line a list shows it by, in `t`: said from its words where it kept them unsaid.
    pub fn subject_in(&self, t: ortoo_i18n::Lang) -> String {
        self.words.as_ref().map_or_else(|| self.subject.clone(), |w| w.listed_in(t))
    }

    /// Its own words, in `t`.
    pub fn detail_in(&self, t: ortoo_i18n::Lang) -> String {
        self.words.as_ref().map_or_else(|| self.detail.clone(), |w| w.detail_in(t))
    }
}

/// What a reply token's notice says, to check a mailed move against.
#[derive(Debug, Clone)]
pub struct ReplyNotice {
    pub id: NoticeId,
    pub user_id: UserId,
    pub game_id: Option<GameId>,
    pub challenge_id: Option<ChallengeId>,
    pub ply: Option<i64>,
    pub created_at: Timestamp,
    pub reply_used_at: Option<Timestamp>,
}

/// A command sent by new mail, held until its sender confirms it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailCommand {
    pub id: MailCommandId,
    pub user_id: UserId,
    /// The command as the sender wrote it (`challenge bob koan days=3`).
    pub command: String,
    pub created_at: Timestamp,
    /// When it was confirmed and done (a command is done once).
    pub done_at: Option<Timestamp>,
}

/// A game whose reminders are due for a look, with its player-to-move's thresholds.
#[derive(Debug, Clone)]
pub struct ReminderCandidate {
    pub game: Game,
    pub remind_hours: String,
}

/// An engine job a worker has claimed.
#[derive(Debug, Clone)]
pub struct Job {
    pub id: JobId,
    pub game_id: GameId,
    /// The ply the game was at when the job was queued; the engine plays the next one.
    pub ply: i64,
    pub level: i64,
    /// Claims so far, this one included.
    pub attempts: i64,
    pub created_at: Timestamp,
}

/// A game's analysis a worker has claimed.
#[derive(Debug, Clone)]
pub struct AnalysisJob {
    pub game_id: GameId,
    /// Claims so far, this one included.
    pub attempts: i64,
}

/// The engine's view of one position of a finished game: the position after `ply` plies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysedPosition {
    pub ply: i64,
    /// From White's side: centipawns, or a win (loss) in n plies as `MATE - n` (`-(MATE - n)`),
    /// with `MATE` the engine's (1 000 000).
    pub score: i64,
    /// The move the engine prefers here, in canonical text; `None` where the game is over.
    pub best: Option<String>,
    /// The line the engine expects, best first, as a JSON list of canonical texts.
    pub line: String,
    pub depth: i64,
}

/// A game's analysis as far as it has gone.
#[derive(Debug, Clone)]
pub struct Analysis {
    pub status: AnalysisStatus,
    pub created_at: Timestamp,
    pub finished_at: Option<Timestamp>,
    /// Why it failed, if it did.
    pub last_error: Option<String>,
    /// The positions analysed so far, in ply order.
    pub positions: Vec<AnalysedPosition>,
}

/// A player's rating in one pool (one game), as it stood after their last rated game there.
#[derive(Debug, Clone, PartialEq)]
pub struct PoolRating {
    pub user_id: UserId,
    pub user_name: String,
    /// The game (variant id) whose pool it is.
    pub pool: String,
    pub glicko: Glicko,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
    /// When their last rated game there ended.
    pub rated_at: Timestamp,
}

impl PoolRating {
    /// The rating as it stands at `now`: its deviation grown for the days since `rated_at`.
    pub fn at(&self, now: Timestamp) -> Glicko {
        self.glicko.idle_until(self.rated_at, now)
    }
}

/// What one rated game did to one of its players' ratings.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingChange {
    pub game_id: GameId,
    pub user_id: UserId,
    pub pool: String,
    pub rating_before: f64,
    pub rating: f64,
    pub deviation: f64,
    pub at: Timestamp,
}

/// The engine queue as `/metrics` shows it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct QueueStats {
    /// Jobs waiting for a worker (no live lease).
    pub waiting: i64,
    /// Jobs a worker holds a live lease on.
    pub running: i64,
    /// Jobs given up on, ever.
    pub failed: i64,
    /// Seconds from queueing to the move, of recently finished jobs, oldest first.
    pub recent_latencies: Vec<f64>,
    /// When the job waiting longest was queued, if any is waiting.
    pub oldest_waiting: Option<Timestamp>,
}

/// The outbox's notices due for sending and not yet sent, at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Backlog {
    /// Notices whose time to be sent has come.
    pub due: i64,
    /// The earliest of their times, if there are any.
    pub oldest_due: Option<Timestamp>,
}

/// An API answer kept for replay under its idempotency key.
#[derive(Debug, Clone)]
pub struct StoredResponse {
    pub request_hash: String,
    pub status: i64,
    pub response: String,
}

/// An answer to keep under a client's idempotency key, written in the same transaction as the
/// action it answers: after a crash, either both are stored or neither is, and a retry finds
/// the action's own answer. A second write with the same key changes nothing and fails with
/// [`StoreError::KeyUsed`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptAnswer {
    pub user_id: UserId,
    pub key: String,
    /// SHA-256 of the request: the same key with another request is refused.
    pub request_hash: String,
    pub status: u16,
    pub response: String,
}

/// Who follows a game's moves besides its players, read in one query: the forecasts waiting
/// on its next moves (a move plays the reply of the player it leaves to move) and the watchers
/// (who hear of each move). They change seldom, at [`Game::followers_revision`]'s every step,
/// so a process keeps them between moves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Followers {
    /// Each player's forecast, by their id (at most one each).
    pub forecasts: Vec<(UserId, Forecast)>,
    /// The watchers' ids, in the order they began to watch.
    pub watchers: Vec<UserId>,
}

impl Followers {
    /// The forecast `user_id` keeps in the game, if any.
    pub fn forecast_of(&self, user_id: &UserId) -> Option<&Forecast> {
        self.forecasts.iter().find(|(owner, _)| owner == user_id).map(|(_, forecast)| forecast)
    }
}

/// Players, their sessions and API tokens, the links mailed to them, and the server's secrets.
#[async_trait]
pub trait AccountStore: Send + Sync {
    /// An account whose address is taken as verified (the operator vouches for every address).
    /// [`StoreError::Conflict`] when the name is taken (without regard to case).
    async fn create_user(&self, name: &str, email: &str, password_hash: &str, now: Timestamp) -> Result<User>;
    /// An account whose address is still to be verified, in the language it was made in (its
    /// setting, which the verification mail is written in), stored with the link and the mail
    /// that verify it. [`StoreError::Conflict`] when the name is taken.
    #[allow(clippy::too_many_arguments)]
    async fn create_user_to_verify(
        &self,
        name: &str,
        email: &str,
        password_hash: &str,
        now: Timestamp,
        language: Option<&str>,
        link: &AccountLink,
        mail: Notice,
    ) -> Result<User>;
    /// Stores a link for an account with the mail that carries it (none for a link the server
    /// follows at once); the account's earlier unused links of the same purpose are made void.
    async fn add_account_link(&self, link: &AccountLink, mail: Option<Notice>) -> Result<()>;
    async fn account_link(&self, id: &LinkId) -> Result<Option<AccountLink>>;
    /// Follows a verification link, once and in time: its address becomes the account's,
    /// verified, and `told` (the old address told) is queued. False when it was used, made
    /// void or has expired, or the account is closed.
    async fn follow_verify_link(&self, id: &LinkId, now: Timestamp, told: Option<Notice>) -> Result<bool>;
    /// Follows a reset link, once and in time: the new password, and every session and token
    /// of the account ended. The account's id, or `None` as for a verification.
    async fn follow_reset_link(&self, id: &LinkId, password_hash: &str, now: Timestamp) -> Result<Option<UserId>>;
    /// Sets a new password where the stored one is still `old_hash`, ending every session and
    /// token but the one whose secret's hash is `keep`. False when it changed meanwhile.
    async fn change_password(
        &self,
        user_id: &UserId,
        old_hash: &str,
        new_hash: &str,
        keep: Option<&str>,
        now: Timestamp,
    ) -> Result<bool>;
    /// Closes an account (sessions, tokens, open challenges, links and mail ended; games kept).
    /// False when it was closed already.
    async fn close_account(&self, user_id: &UserId, now: Timestamp) -> Result<bool>;
    /// Which of `ids` are closed accounts.
    async fn closed_among(&self, ids: &[UserId]) -> Result<Vec<UserId>>;
    async fn user_by_name(&self, name: &str) -> Result<Option<User>>;
    async fn user_by_id(&self, id: &UserId) -> Result<Option<User>>;
    /// The accounts with this e-mail address (compared without case), oldest first.
    async fn users_by_email(&self, email: &str) -> Result<Vec<User>>;
    async fn create_session(
        &self,
        user_id: &UserId,
        token_hash: &str,
        now: Timestamp,
        expires_at: Timestamp,
    ) -> Result<()>;
    /// The player of a session that has not expired at `now`.
    async fn session_user(&self, token_hash: &str, now: Timestamp) -> Result<Option<User>>;
    async fn delete_session(&self, token_hash: &str) -> Result<()>;
    async fn create_token(
        &self,
        user_id: &UserId,
        label: &str,
        token_hash: &str,
        scopes: Scopes,
        now: Timestamp,
    ) -> Result<Token>;
    async fn tokens(&self, user_id: &UserId) -> Result<Vec<Token>>;
    /// False when the player has no such live token.
    async fn revoke_token(&self, user_id: &UserId, id: &TokenId, now: Timestamp) -> Result<bool>;
    async fn token_user(&self, token_hash: &str) -> Result<Option<(User, Scopes)>>;
    /// A named server secret, created at random on first use.
    async fn secret(&self, name: &str) -> Result<Vec<u8>>;
}

/// Players' settings: how they are told, their time zone, their mail secret and vacations.
#[async_trait]
pub trait SettingsStore: Send + Sync {
    async fn prefs(&self, user_id: &UserId) -> Result<Option<Prefs>>;
    async fn set_notify(
        &self,
        user_id: &UserId,
        notify: crate::NotifyMode,
        remind_hours: &str,
        now: Timestamp,
    ) -> Result<()>;
    async fn set_time_zone(&self, user_id: &UserId, time_zone: &str) -> Result<()>;
    async fn set_notation(&self, user_id: &UserId, notation: crate::Notation) -> Result<()>;
    /// Sets the language the player reads in (a tag), or with `None` leaves it to their browser.
    async fn set_language(&self, user_id: &UserId, language: Option<&str>) -> Result<()>;
    /// Sets (or, with `None`, removes) the keyed hash of a player's mail password.
    async fn set_mail_secret(&self, user_id: &UserId, secret: Option<String>) -> Result<()>;
    /// Sets the vacation state if it is still `seen` and moves the deadlines of the player's
    /// games by `shift_ms`; [`StoreError::Conflict`] otherwise.
    async fn set_vacation(
        &self,
        user_id: &UserId,
        seen: &Prefs,
        next: &Prefs,
        shift_ms: Millis,
        now: Timestamp,
    ) -> Result<()>;
    /// How long the player's clocks stand still from `now` (the rest of a vacation).
    async fn pause_ms(&self, user_id: &UserId, now: Timestamp) -> Result<Millis>;
    async fn unsubscribe(&self, user_id: &UserId) -> Result<bool>;
}

/// Challenges and open seeks, and the games their acceptance starts.
#[async_trait]
pub trait ChallengeStore: Send + Sync {
    async fn create_challenge(&self, c: &Challenge, notices: Vec<Notice>, kept: Option<&KeptAnswer>) -> Result<()>;
    async fn challenge(&self, id: &ChallengeId) -> Result<Option<Challenge>>;
    async fn challenges_for(&self, user_id: &UserId) -> Result<Vec<Challenge>>;
    /// What asks for a player beside their games, as a page's header counts it, in one look:
    /// open challenges addressed to them, and their unread notices (at most `unread_at_most`).
    async fn asking(&self, user_id: &UserId, unread_at_most: i64) -> Result<(i64, i64)>;
    async fn open_seeks(&self) -> Result<Vec<Challenge>>;
    /// False when the challenge was no longer open.
    async fn close_challenge(&self, id: &ChallengeId, status: ChallengeStatus, now: Timestamp) -> Result<bool>;
    async fn start_engine_game(
        &self,
        c: &Challenge,
        game: NewGame,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
    ) -> Result<()>;
    /// False when the challenge was no longer open (someone else accepted it first).
    async fn accept_challenge(
        &self,
        challenge_id: &ChallengeId,
        game_id: &GameId,
        now: Timestamp,
        game: NewGame,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool>;
}

/// Games and their moves: every write that changes a game is one call, so one transaction.
#[async_trait]
pub trait GameStore: Send + Sync {
    async fn game(&self, id: &GameId) -> Result<Option<Game>>;
    /// The games of these ids that exist, in one read, in no particular order.
    async fn games_among(&self, ids: &[GameId]) -> Result<Vec<Game>>;
    async fn games_of(&self, user_id: &UserId, status: Option<GameStatus>) -> Result<Vec<Game>>;
    /// A page of every game the user played, oldest first, after the game `after`.
    async fn games_page(&self, user_id: &UserId, after: Option<&GameId>, limit: i64) -> Result<Vec<Game>>;
    /// Active games whose deadline passed before `now`.
    async fn expired_games(&self, now: Timestamp) -> Result<Vec<Game>>;
    async fn moves(&self, game_id: &GameId) -> Result<Vec<Move>>;
    /// The position keys after `after_ply`, oldest first (for repetition).
    async fn position_keys(&self, game_id: &GameId, after_ply: i64) -> Result<Vec<i64>>;
    /// Records a move if the game is still as `expected`; [`StoreError::Conflict`] otherwise.
    /// Everything the move brings with it (notices, the engine's job, the kept answer) is an
    /// argument, because it all commits in the move's one transaction.
    #[allow(clippy::too_many_arguments)]
    async fn record_move(
        &self,
        game_id: &GameId,
        expected: &Expected,
        mv: &Move,
        update: &GameUpdate,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
    ) -> Result<()>;
    /// Records a move and, when the player it leaves to move had a forecast that answers it,
    /// that player's reply, in one transaction, if the game is still as `expected`;
    /// [`StoreError::Conflict`] otherwise. `moves` are in order, each with the game as it leaves
    /// it; `forecast` is what becomes of the forecast that was waiting.
    #[allow(clippy::too_many_arguments)]
    async fn record_moves(
        &self,
        game_id: &GameId,
        expected: &Expected,
        moves: &[(Move, GameUpdate)],
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
        forecast: &ForecastWrite,
    ) -> Result<()>;
    /// Changes a game without a move (a draw offer, a resignation, a timeout) if it is still
    /// as `expected`.
    async fn update_game(
        &self,
        game_id: &GameId,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool>;
    /// Takes moves back by consent: the game returns to `update` (an earlier ply; the moves
    /// after it are deleted) if it is still as `expected`, and `now` becomes its
    /// `taken_back_at`. The game's forecasts go, and the engine's jobs from that ply on. False
    /// when something else changed the game first.
    async fn take_back(
        &self,
        game_id: &GameId,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool>;
    /// Adds a watcher to a game; false if they were watching it already.
    async fn watch(&self, game_id: &GameId, user_id: &UserId, now: Timestamp) -> Result<bool>;
    /// False if they were not watching it.
    async fn unwatch(&self, game_id: &GameId, user_id: &UserId) -> Result<bool>;
    /// A game's watchers' ids.
    async fn watchers(&self, game_id: &GameId) -> Result<Vec<UserId>>;
    async fn watched_games(&self, user_id: &UserId) -> Result<i64>;
}

/// Forecasts (conditional moves), read on a move's way with the game's watchers.
#[async_trait]
pub trait ForecastStore: Send + Sync {
    /// A player's forecast in a game, if they have one.
    async fn forecast(&self, game_id: &GameId, user_id: &UserId) -> Result<Option<Forecast>>;
    /// The game's forecasts and watchers, read together: one round trip instead of two.
    async fn followers(&self, game_id: &GameId) -> Result<Followers>;
    /// Keeps a player's forecast (with no branches, removes it) if the game is still active at
    /// `ply`; false when it has moved on.
    async fn set_forecast(
        &self,
        game_id: &GameId,
        user_id: &UserId,
        ply: i64,
        branches: &[Branch],
        now: Timestamp,
    ) -> Result<bool>;
}

/// Answers kept under an idempotency key, so that a request sent again is answered again, not
/// done twice.
#[async_trait]
pub trait AnswerStore: Send + Sync {
    async fn stored_response(&self, user_id: &UserId, key: &str) -> Result<Option<StoredResponse>>;
    /// Keeps an answer that goes with no other write (a refusal, a hint). The first answer kept
    /// for a key stays: the answer returned is the one stored, this one or an earlier one.
    async fn keep_answer(&self, kept: &KeptAnswer, now: Timestamp) -> Result<StoredResponse>;
    /// Forgets the answers kept before `before`; returns how many.
    async fn forget_answers(&self, before: Timestamp) -> Result<u64>;
}

/// A player's notices as the site lists them, and the reply addresses mail answers to.
#[async_trait]
pub trait NoticeStore: Send + Sync {
    async fn notifications_of(&self, user_id: &UserId, unread_only: bool, limit: i64) -> Result<Vec<Listed>>;
    async fn mark_read(&self, user_id: &UserId, ids: Option<Vec<NoticeId>>, now: Timestamp) -> Result<u64>;
    /// The player saw game `game_id` on its page as it stood at ply `ply`, last changed at
    /// `shown_at`: the notices of its moves (and of a takeback declined) written by then, up to
    /// that ply, are read, and those whose mail is still held (see [`crate::Notice::hold_ms`])
    /// or waits for the digest are not mailed. The kinds of those marked, for the page to say
    /// what it alone would not show (a takeback declined).
    async fn seen(
        &self,
        user_id: &UserId,
        game_id: &GameId,
        ply: i64,
        shown_at: Timestamp,
        now: Timestamp,
    ) -> Result<Vec<crate::NoticeKind>>;
    async fn reply_notice(&self, id: &NoticeId) -> Result<Option<ReplyNotice>>;
    /// False when the reply was used already.
    async fn use_reply(&self, id: &NoticeId, now: Timestamp) -> Result<bool>;
    async fn add_notices(&self, notices: Vec<Notice>, now: Timestamp) -> Result<()>;
}

/// The outbox: notices claimed for sending, settled, and compacted.
#[async_trait]
pub trait Outbox: Send + Sync {
    /// Leases up to `limit` notices due for sending until `lease_until`.
    async fn claim_outgoing(&self, now: Timestamp, lease_until: Timestamp, limit: i64) -> Result<Vec<Outgoing>>;
    /// Marks the notices settled as `how`, in one write, those still under this sender's lease
    /// (a notice whose lease was lost was taken by another sender). Returns how many were marked.
    async fn settle(&self, ids: &[NoticeId], how: Settled, lease_until: Timestamp, now: Timestamp) -> Result<u64>;
    /// Deletes up to `limit` notices done with (sent, refused, never to be mailed) before
    /// `before`, keeping each player's newest whatever their age; returns how many (`limit`:
    /// there may be more).
    async fn compact_outbox(&self, before: Timestamp, limit: i64) -> Result<u64>;
    async fn mark_unsent(&self, id: &NoticeId, retry_at: Option<Timestamp>, error: &str) -> Result<()>;
    async fn outbox_counts(&self) -> Result<Vec<(String, i64)>>;
    /// The notices due by `now` and not sent yet (for `/metrics`).
    async fn outbox_backlog(&self, now: Timestamp) -> Result<Backlog>;
}

/// Reminders of deadlines and the digests of held notices.
#[async_trait]
pub trait ReminderStore: Send + Sync {
    async fn reminders_due(&self, now: Timestamp) -> Result<Vec<ReminderCandidate>>;
    async fn advance_reminders(
        &self,
        game: &Game,
        reminded_until: Timestamp,
        next: Option<Timestamp>,
        notice: Option<Notice>,
        now: Timestamp,
    ) -> Result<bool>;
    async fn digests_due(&self, now: Timestamp) -> Result<Vec<(UserId, Timestamp)>>;
    async fn held_notices(&self, user_id: &UserId) -> Result<Vec<Listed>>;
    async fn store_digest(
        &self,
        user_id: &UserId,
        last_digest_at: Timestamp,
        ids: Vec<NoticeId>,
        digest: Notice,
        now: Timestamp,
    ) -> Result<bool>;
}

/// Commands that came by mail, held until their sender confirms them.
#[async_trait]
pub trait MailCommandStore: Send + Sync {
    /// Holds `command` and stores the notice that asks its sender to confirm it, at once.
    async fn hold_mail_command(&self, command: MailCommand, confirm: Notice, now: Timestamp) -> Result<()>;
    async fn mail_command(&self, id: &MailCommandId) -> Result<Option<MailCommand>>;
    /// Marks a held command done; false if it was done already.
    async fn finish_mail_command(&self, id: &MailCommandId, now: Timestamp) -> Result<bool>;
    /// Counts one mail taken in that came to `outcome`.
    async fn count_mail_in(&self, outcome: &'static str) -> Result<()>;
    /// Mail taken in so far, by outcome.
    async fn mail_in_counts(&self) -> Result<Vec<(String, i64)>>;
}

/// The engine's job queue: moves the engine owes, claimed by workers under a lease.
#[async_trait]
pub trait EngineQueue: Send + Sync {
    /// Claims a job of level `max_level` or below, the accounts waiting taking turns.
    async fn claim_job(
        &self,
        worker: &str,
        now: Timestamp,
        lease_until: Timestamp,
        max_level: i64,
    ) -> Result<Option<Job>>;
    async fn renew_job(&self, id: &JobId, worker: &str, lease_until: Timestamp) -> Result<bool>;
    async fn close_job(&self, id: &JobId, status: JobStatus, error: Option<&str>, now: Timestamp) -> Result<()>;
    async fn release_job(&self, id: &JobId, worker: &str, error: Option<&str>) -> Result<()>;
    async fn job_status(&self, game_id: &GameId, ply: i64) -> Result<Option<(JobStatus, i64)>>;
    async fn queue_stats(&self, now: Timestamp) -> Result<QueueStats>;
    /// Whether an engine move is waiting for a worker (a job with no live lease): analyses
    /// give way to it.
    async fn moves_waiting(&self, now: Timestamp) -> Result<bool>;
}

/// Post-game analysis: one a game, taken up by workers only while no move is waiting.
#[async_trait]
pub trait AnalysisQueue: Send + Sync {
    /// Queues an analysis of a finished game, or queues again one that failed. False when the
    /// game has one queued or done already.
    async fn request_analysis(&self, game_id: &GameId, now: Timestamp) -> Result<bool>;
    /// Claims the oldest queued analysis with no live lease.
    async fn claim_analysis(&self, worker: &str, now: Timestamp, lease_until: Timestamp)
    -> Result<Option<AnalysisJob>>;
    /// Keeps one position's finding and renews the lease, if `worker` still holds it; false
    /// when it does not (it must stop).
    async fn keep_analysed(
        &self,
        game_id: &GameId,
        worker: &str,
        position: &AnalysedPosition,
        lease_until: Timestamp,
    ) -> Result<bool>;
    /// Ends the analysis as `done` or `failed` (with why), if `worker` still holds it.
    async fn close_analysis(
        &self,
        game_id: &GameId,
        worker: &str,
        status: AnalysisStatus,
        error: Option<&str>,
        now: Timestamp,
    ) -> Result<()>;
    /// Lets go of an analysis for any worker to take up again (a move is waiting, or this
    /// worker is stopping); what it found so far stays, and the claim is not counted against it
    /// (a long game on a busy server is let go many times without failing).
    async fn release_analysis(&self, game_id: &GameId, worker: &str) -> Result<()>;
    async fn analysis(&self, game_id: &GameId) -> Result<Option<Analysis>>;
    /// The analyses waiting, being made and failed, and the time recent ones took from being
    /// asked for to done (for `/metrics`).
    async fn analysis_stats(&self, now: Timestamp) -> Result<QueueStats>;
}

/// Players' files of variants and the definitions of their variants' versions.
#[async_trait]
pub trait VariantFileStore: Send + Sync {
    /// Keeps a file as uploaded, in one transaction: the file (in place of its owner's file of
    /// the same name, whose id it keeps; returned), its variants' versions (each added once,
    /// and marked as its file's now), the versions it no longer defines marked as not. `None`,
    /// keeping nothing, when its owner keeps `max_files` other files already: counted under a
    /// lock on the owner, so uploads at once, in any process, never keep more.
    async fn keep_variant_file(&self, file: &VariantFile, max_files: usize) -> Result<Option<VariantFileId>>;
    /// A file by id, with its variants.
    async fn variant_file(&self, id: &VariantFileId) -> Result<Option<VariantFile>>;
    /// A player's files, by name.
    async fn variant_files_of(&self, owner_id: &UserId) -> Result<Vec<VariantFile>>;
    /// Listed files, newest first: at most `limit`, those uploaded before `before` (a file's
    /// upload time and id, the last of a page before) when given, and with `search` in their
    /// name, their owner's name or a variant's name when given (without regard to case). The
    /// files' texts are not read (lists name variants; a file's page reads it whole).
    async fn listed_variant_files(
        &self,
        search: Option<&str>,
        before: Option<(Timestamp, VariantFileId)>,
        limit: i64,
    ) -> Result<Vec<VariantFile>>;
    /// Removes a player's file; the versions of its variants stay, for the games that use them.
    /// Whether there was such a file of theirs.
    async fn remove_variant_file(&self, owner_id: &UserId, id: &VariantFileId) -> Result<bool>;
    /// One version of an uploaded variant, whether or not its file still defines it.
    async fn uploaded_variant(&self, variant: &str) -> Result<Option<UploadedVariant>>;
}

/// Rate limits that hold across processes.
#[async_trait]
pub trait AllowanceStore: Send + Sync {
    /// Takes one from `key`'s allowance of `per_period` in each `period` (a burst may use the
    /// whole allowance): `None` when taken, or how long until one is free again. 0 a period
    /// means no limit.
    async fn take_allowance(
        &self,
        key: &str,
        per_period: u32,
        period: Millis,
        now: Timestamp,
    ) -> Result<Option<Millis>>;
    /// Whether one could be taken from `key`'s allowance now (taking nothing).
    async fn allowance_left(&self, key: &str, per_period: u32, period: Millis, now: Timestamp) -> Result<bool>;
    /// Forgets the buckets whole again by `now`; returns how many.
    async fn forget_allowances(&self, now: Timestamp) -> Result<u64>;
    /// Makes `key`'s allowance whole at once (a count of things in a row that ends).
    async fn restore_allowance(&self, key: &str) -> Result<()>;
}

/// Tournaments, their entries and rounds.
#[async_trait]
pub trait TournamentStore: Send + Sync {
    async fn create_tournament(&self, t: &Tournament, now: Timestamp) -> Result<()>;
    async fn tournament(&self, id: &TournamentId) -> Result<Option<Tournament>>;
    /// Open and running tournaments, soonest first, then the finished, newest first.
    async fn tournaments(&self, limit: i64) -> Result<Vec<Tournament>>;
    /// Tournaments with work for the scheduler at `now`: open ones due to start, running ones.
    async fn tournaments_due(&self, now: Timestamp) -> Result<Vec<Tournament>>;
    /// False if the tournament is no longer open, or the player is in it already. Bumps the
    /// roster.
    async fn join_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> Result<bool>;
    /// Leaves an open tournament; false if it is not open or the player was not in it. Bumps
    /// the roster.
    async fn leave_tournament(&self, id: &TournamentId, user_id: &UserId) -> Result<bool>;
    /// Withdraws a player from a running tournament; false if it is not running, or they were
    /// not in it or withdrew already. Bumps the roster.
    async fn withdraw_from_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> Result<bool>;
    async fn tournament_entries(&self, id: &TournamentId) -> Result<Vec<Entry>>;
    /// A tournament's games, by round.
    async fn tournament_games(&self, id: &TournamentId) -> Result<Vec<Game>>;
    /// A tournament's byes: (round, player id).
    async fn tournament_byes(&self, id: &TournamentId) -> Result<Vec<(i64, UserId)>>;
    /// Pairs a round: if the tournament is still at `seen` (round, status and roster), moves
    /// it to `next` (round and status) and stores the round's games, byes and notices, in one
    /// transaction. False when another process paired it first, or its roster changed since it
    /// was read (nothing is written).
    #[allow(clippy::too_many_arguments)]
    async fn pair_round(
        &self,
        id: &TournamentId,
        seen: (i64, TournamentStatus, i64),
        next: (i64, TournamentStatus),
        games: Vec<(GameId, NewGame)>,
        byes: Vec<UserId>,
        notices: Vec<Notice>,
        now: Timestamp,
    ) -> Result<bool>;
}

/// A game's conversation and its players' private notes.
#[async_trait]
pub trait ConversationStore: Send + Sync {
    /// Keeps a message with the notice that tells the other player of it, at once.
    async fn post_chat(&self, message: &ChatMessage, notice: Option<Notice>) -> Result<()>;
    /// A game's messages, oldest first (the last `limit`).
    async fn chat(&self, game_id: &GameId, limit: i64) -> Result<Vec<ChatMessage>>;
    /// A player's note on a game, if they wrote one.
    async fn note(&self, game_id: &GameId, user_id: &UserId) -> Result<Option<String>>;
    /// Keeps (or, empty, removes) a player's note on a game.
    async fn set_note(&self, game_id: &GameId, user_id: &UserId, text: &str, now: Timestamp) -> Result<()>;
}

/// Ratings: changed by the store itself in the transaction that ends a rated game (see
/// [`GameStore::record_moves`] and [`GameStore::update_game`]), and read here.
#[async_trait]
pub trait RatingStore: Send + Sync {
    /// A player's ratings, a pool each, most games first.
    async fn ratings_of(&self, user_id: &UserId) -> Result<Vec<PoolRating>>;
    /// A player's rating in one pool, if they have played a rated game there.
    async fn rating(&self, user_id: &UserId, pool: &str) -> Result<Option<PoolRating>>;
    /// What each rated game did to a player's rating in a pool, oldest first.
    async fn rating_history(&self, user_id: &UserId, pool: &str) -> Result<Vec<RatingChange>>;
    /// What a rated game did to its players' ratings (nothing while it is on, or if casual).
    async fn game_rating_changes(&self, game_id: &GameId) -> Result<Vec<RatingChange>>;
    /// A pool's ratings, highest first, up to `limit`.
    async fn leaderboard(&self, pool: &str, limit: i64) -> Result<Vec<PoolRating>>;
}

/// Everything ortoo keeps, every narrow store at once. Object safe: the server holds an
/// `Arc<dyn Store>`, and hands each part of the domain only the stores it uses.
pub trait Store:
    AccountStore
    + SettingsStore
    + ChallengeStore
    + GameStore
    + ForecastStore
    + AnswerStore
    + NoticeStore
    + Outbox
    + ReminderStore
    + MailCommandStore
    + EngineQueue
    + AnalysisQueue
    + AllowanceStore
    + TournamentStore
    + ConversationStore
    + RatingStore
    + VariantFileStore
    + Connections
    + fmt::Debug
{
}

/// What a store says of itself and its connections (for logs and `/metrics`).
pub trait Connections: Send + Sync {
    /// `sqlite`, `postgres` or `memory`.
    fn backend(&self) -> &'static str;

    /// The connections open to the database now, and how many of them are idle.
    fn pool_use(&self) -> PoolUse;
}

/// A database pool's connections at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PoolUse {
    /// Open, in use or idle.
    pub open: u32,
    /// Open and waiting for a query.
    pub idle: u32,
    /// The most the pool opens.
    pub max: u32,
}
