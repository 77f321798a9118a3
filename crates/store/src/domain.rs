//! The domain's [`Store`] trait, implemented for [`Db`]: each method runs the query of the same
//! name (in `store.rs`, `mail.rs` or `engine.rs`) and turns what it met into a [`StoreError`].

use ortoo_core::store::{
    AnalysedPosition, Analysis, AnalysisJob, BeforeMove, Job, KeptAnswer, Listed, MailCommand, Outgoing, PoolRating,
    Prefs, QueueStats, RatingChange, ReminderCandidate, ReplyNotice, Settled, StoredResponse,
};
use ortoo_core::{
    AccountLink, AnalysisStatus, Challenge, ChallengeStatus, ChatMessage, Expected, Game, GameStatus, GameUpdate,
    JobStatus, Millis, Move, NewGame, NewJob, Notice, Scopes, Store, StoreError, Timestamp, Token, TournamentStatus,
    User,
};

use ortoo_core::forecast::{Branch, Forecast, ForecastWrite};
use ortoo_core::tournament::{Entry, Tournament};

use crate::Db;

/// Implements each listed trait method by calling the query it names.
macro_rules! queries {
    ($(fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        #[async_trait::async_trait]
        impl Store for Db {
            fn backend(&self) -> &'static str {
                Db::backend(self)
            }

            $(
                async fn $name(&self $(, $arg: $ty)*) -> Result<$ret, StoreError> {
                    Ok(Db::$name(self $(, $arg)*).await?)
                }
            )*
        }
    };
}

queries! {
    fn create_user(&self, name: &str, email: &str, password_hash: &str, now: Timestamp) -> User;
    fn create_user_to_verify(
        &self,
        name: &str,
        email: &str,
        password_hash: &str,
        now: Timestamp,
        link: &AccountLink,
        mail: Notice
    ) -> User;
    fn add_account_link(&self, link: &AccountLink, mail: Option<Notice>) -> ();
    fn account_link(&self, id: &str) -> Option<AccountLink>;
    fn follow_verify_link(&self, id: &str, now: Timestamp, told: Option<Notice>) -> bool;
    fn follow_reset_link(&self, id: &str, password_hash: &str, now: Timestamp) -> Option<String>;
    fn change_password(
        &self,
        user_id: &str,
        old_hash: &str,
        new_hash: &str,
        keep: Option<&str>,
        now: Timestamp
    ) -> bool;
    fn close_account(&self, user_id: &str, now: Timestamp) -> bool;
    fn closed_among(&self, ids: &[String]) -> Vec<String>;
    fn user_by_name(&self, name: &str) -> Option<User>;
    fn user_by_id(&self, id: &str) -> Option<User>;
    fn create_session(&self, user_id: &str, token_hash: &str, now: Timestamp, expires_at: Timestamp) -> ();
    fn session_user(&self, token_hash: &str, now: Timestamp) -> Option<User>;
    fn delete_session(&self, token_hash: &str) -> ();
    fn create_token(&self, user_id: &str, label: &str, token_hash: &str, scopes: Scopes, now: Timestamp) -> Token;
    fn tokens(&self, user_id: &str) -> Vec<Token>;
    fn revoke_token(&self, user_id: &str, id: &str, now: Timestamp) -> bool;
    fn token_user(&self, token_hash: &str) -> Option<(User, Scopes)>;
    fn secret(&self, name: &str) -> Vec<u8>;

    fn create_challenge(&self, c: &Challenge, notices: Vec<Notice>, kept: Option<&KeptAnswer>) -> ();
    fn challenge(&self, id: &str) -> Option<Challenge>;
    fn challenges_for(&self, user_id: &str) -> Vec<Challenge>;
    fn asking(&self, user_id: &str, unread_at_most: i64) -> (i64, i64);
    fn open_seeks(&self) -> Vec<Challenge>;
    fn close_challenge(&self, id: &str, status: ChallengeStatus, now: Timestamp) -> bool;
    fn start_engine_game(
        &self,
        c: &Challenge,
        game: NewGame,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>
    ) -> ();
    fn accept_challenge(
        &self,
        challenge_id: &str,
        game_id: &str,
        now: Timestamp,
        game: NewGame,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>
    ) -> bool;
    fn game(&self, id: &str) -> Option<Game>;
    fn games_among(&self, ids: &[String]) -> Vec<Game>;
    fn games_of(&self, user_id: &str, status: Option<GameStatus>) -> Vec<Game>;
    fn games_page(&self, user_id: &str, after: Option<&str>, limit: i64) -> Vec<Game>;
    fn expired_games(&self, now: Timestamp) -> Vec<Game>;
    fn moves(&self, game_id: &str) -> Vec<Move>;
    fn position_keys(&self, game_id: &str, after_ply: i64) -> Vec<i64>;
    fn record_move(
        &self,
        game_id: &str,
        expected: &Expected,
        mv: &Move,
        update: &GameUpdate,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>
    ) -> ();
    fn record_moves(
        &self,
        game_id: &str,
        expected: &Expected,
        moves: &[(Move, GameUpdate)],
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
        forecast: &ForecastWrite
    ) -> ();
    fn forecast(&self, game_id: &str, user_id: &str) -> Option<Forecast>;
    fn before_move(&self, game_id: &str, owner: Option<&str>) -> BeforeMove;
    fn set_forecast(&self, game_id: &str, user_id: &str, ply: i64, branches: &[Branch], now: Timestamp) -> bool;
    fn update_game(
        &self,
        game_id: &str,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>
    ) -> bool;
    fn take_back(
        &self,
        game_id: &str,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>
    ) -> bool;
    fn stored_response(&self, user_id: &str, key: &str) -> Option<StoredResponse>;
    fn keep_answer(&self, kept: &KeptAnswer, now: Timestamp) -> StoredResponse;
    fn forget_answers(&self, before: Timestamp) -> u64;

    fn claim_outgoing(&self, now: Timestamp, lease_until: Timestamp, limit: i64) -> Vec<Outgoing>;
    fn settle(&self, ids: &[String], how: Settled, lease_until: Timestamp, now: Timestamp) -> u64;
    fn compact_outbox(&self, before: Timestamp, limit: i64) -> u64;
    fn mark_unsent(&self, id: &str, retry_at: Option<Timestamp>, error: &str) -> ();
    fn outbox_counts(&self) -> Vec<(String, i64)>;
    fn notifications_of(&self, user_id: &str, unread_only: bool, limit: i64) -> Vec<Listed>;
    fn mark_read(&self, user_id: &str, ids: Option<Vec<String>>, now: Timestamp) -> u64;
    fn reply_notice(&self, id: &str) -> Option<ReplyNotice>;
    fn use_reply(&self, id: &str, now: Timestamp) -> bool;
    fn add_notices(&self, notices: Vec<Notice>, now: Timestamp) -> ();

    fn users_by_email(&self, email: &str) -> Vec<User>;
    fn hold_mail_command(&self, command: MailCommand, confirm: Notice, now: Timestamp) -> ();
    fn mail_command(&self, id: &str) -> Option<MailCommand>;
    fn finish_mail_command(&self, id: &str, now: Timestamp) -> bool;
    fn watch(&self, game_id: &str, user_id: &str, now: Timestamp) -> bool;
    fn unwatch(&self, game_id: &str, user_id: &str) -> bool;
    fn watchers(&self, game_id: &str) -> Vec<String>;

    fn prefs(&self, user_id: &str) -> Option<Prefs>;
    fn set_notify(&self, user_id: &str, notify: &str, remind_hours: &str, now: Timestamp) -> ();
    fn set_time_zone(&self, user_id: &str, time_zone: &str) -> ();
    fn set_mail_secret(&self, user_id: &str, secret: Option<String>) -> ();
    fn set_vacation(&self, user_id: &str, seen: &Prefs, next: &Prefs, shift_ms: Millis, now: Timestamp) -> ();
    fn pause_ms(&self, user_id: &str, now: Timestamp) -> Millis;
    fn unsubscribe(&self, user_id: &str) -> bool;
    fn reminders_due(&self, now: Timestamp) -> Vec<ReminderCandidate>;
    fn advance_reminders(
        &self,
        game: &Game,
        reminded_until: Timestamp,
        next: Option<Timestamp>,
        notice: Option<Notice>,
        now: Timestamp
    ) -> bool;
    fn digests_due(&self, now: Timestamp) -> Vec<(String, Timestamp)>;
    fn held_notices(&self, user_id: &str) -> Vec<Listed>;
    fn store_digest(
        &self,
        user_id: &str,
        last_digest_at: Timestamp,
        ids: Vec<String>,
        digest: Notice,
        now: Timestamp
    ) -> bool;

    fn claim_job(&self, worker: &str, now: Timestamp, lease_until: Timestamp, max_level: i64) -> Option<Job>;
    fn renew_job(&self, id: &str, worker: &str, lease_until: Timestamp) -> bool;
    fn close_job(&self, id: &str, status: JobStatus, error: Option<&str>, now: Timestamp) -> ();
    fn release_job(&self, id: &str, worker: &str, error: Option<&str>) -> ();
    fn job_status(&self, game_id: &str, ply: i64) -> Option<(JobStatus, i64)>;
    fn watched_games(&self, user_id: &str) -> i64;
    fn queue_stats(&self, now: Timestamp) -> QueueStats;
    fn moves_waiting(&self, now: Timestamp) -> bool;

    fn request_analysis(&self, game_id: &str, now: Timestamp) -> bool;
    fn claim_analysis(&self, worker: &str, now: Timestamp, lease_until: Timestamp) -> Option<AnalysisJob>;
    fn keep_analysed(&self, game_id: &str, worker: &str, position: &AnalysedPosition, lease_until: Timestamp) -> bool;
    fn close_analysis(&self, game_id: &str, worker: &str, status: AnalysisStatus, error: Option<&str>, now: Timestamp) -> ();
    fn release_analysis(&self, game_id: &str, worker: &str) -> ();
    fn analysis(&self, game_id: &str) -> Option<Analysis>;

    fn take_allowance(&self, key: &str, per_period: u32, period: Millis, now: Timestamp) -> Option<Millis>;
    fn allowance_left(&self, key: &str, per_period: u32, period: Millis, now: Timestamp) -> bool;
    fn forget_allowances(&self, now: Timestamp) -> u64;
    fn create_tournament(&self, t: &Tournament, now: Timestamp) -> ();
    fn tournament(&self, id: &str) -> Option<Tournament>;
    fn tournaments(&self, limit: i64) -> Vec<Tournament>;
    fn tournaments_due(&self, now: Timestamp) -> Vec<Tournament>;
    fn join_tournament(&self, id: &str, user_id: &str, now: Timestamp) -> bool;
    fn leave_tournament(&self, id: &str, user_id: &str) -> bool;
    fn withdraw_from_tournament(&self, id: &str, user_id: &str, now: Timestamp) -> bool;
    fn tournament_entries(&self, id: &str) -> Vec<Entry>;
    fn tournament_games(&self, id: &str) -> Vec<Game>;
    fn tournament_byes(&self, id: &str) -> Vec<(i64, String)>;
    fn pair_round(
        &self,
        id: &str,
        seen: (i64, TournamentStatus, i64),
        next: (i64, TournamentStatus),
        games: Vec<(String, NewGame)>,
        byes: Vec<String>,
        notices: Vec<Notice>,
        now: Timestamp
    ) -> bool;

    fn post_chat(&self, message: &ChatMessage, notice: Option<Notice>) -> ();
    fn chat(&self, game_id: &str, limit: i64) -> Vec<ChatMessage>;
    fn note(&self, game_id: &str, user_id: &str) -> Option<String>;
    fn set_note(&self, game_id: &str, user_id: &str, text: &str, now: Timestamp) -> ();

    fn ratings_of(&self, user_id: &str) -> Vec<PoolRating>;
    fn rating(&self, user_id: &str, pool: &str) -> Option<PoolRating>;
    fn rating_history(&self, user_id: &str, pool: &str) -> Vec<RatingChange>;
    fn game_rating_changes(&self, game_id: &str) -> Vec<RatingChange>;
    fn leaderboard(&self, pool: &str, limit: i64) -> Vec<PoolRating>;
}
