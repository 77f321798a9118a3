//! Every query the server makes, each written once for both backends.

use ortoo_core::Timestamp;
use sqlx::FromRow;

use ortoo_core::forecast::ForecastWrite;
use ortoo_core::model::result_word;
use ortoo_core::store::{KeptAnswer, StoredResponse};
use ortoo_core::{ChallengeStatus, GameStatus, Notice, Scopes, Side, TokenId, UserId};

use super::Db;
use super::rows::{ChallengeRow, GameRow, MoveRow, TokenRow, UserRow, read_all};
use crate::analysis::analysis_queued;
use crate::direct::Direct;
use crate::failure::{Failure, Result, conflict_or};
use crate::forecasts::forecast_written;
use crate::ratings::rate_game;
use crate::statement::{Run, Statement};
use crate::{on_pool, transact, writes_side_by_side};

fn new_user(name: &str, email: &str, password_hash: &str, now: Timestamp, verified_at: Option<Timestamp>) -> User {
    User {
        id: UserId::new(),
        name: name.to_string(),
        email: email.to_string(),
        password_hash: password_hash.to_string(),
        created_at: now,
        email_verified_at: verified_at,
        closed_at: None,
    }
}

use ortoo_core::model::{Challenge, Expected, Game, GameUpdate, Move, NewGame, NewJob, Token, User};

/// The row, if any, read into its domain type.
fn one<R, T: TryFrom<R, Error = Failure>>(row: Option<R>) -> Result<Option<T>> {
    row.map(T::try_from).transpose()
}

/// The columns of a [`Game`] row (`g` the game, `w` and `b` its players).
macro_rules! game_columns {
    () => {
        "g.id, g.variant, g.options, g.white_id, w.name AS white_name, g.black_id, \
     b.name AS black_name, g.status, g.result, g.reason, g.start_position, g.position, g.ply, g.to_move, \
     g.days_per_move, g.deadline, g.draw_offer, g.takeback_offer, g.taken_back_at, g.created_at, g.updated_at, g.finished_at, g.time_control, \
     g.white_bank_ms, g.black_bank_ms, g.reminded_until, g.next_reminder_at, g.white_level, g.black_level, g.rated, g.tournament_id, t.name AS tournament_name, g.tournament_round "
    };
}
pub(crate) use game_columns;

/// The tables behind [`game_columns!`].
macro_rules! game_tables {
    () => {
        "FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id \
         LEFT JOIN tournaments t ON t.id = g.tournament_id "
    };
}
pub(crate) use game_tables;

/// `SELECT` of a game row with its players' names; `concat!` the `WHERE` on.
macro_rules! select_game {
    () => {
        concat!("SELECT ", game_columns!(), game_tables!())
    };
}
pub(crate) use select_game;

/// `SELECT` of a challenge row with its players' names; `concat!` the `WHERE` on.
macro_rules! select_challenge {
    () => {
        "SELECT c.id, c.challenger_id, u.name AS challenger_name, c.opponent_id, \
     o.name AS opponent_name, c.engine_level, c.variant, c.options, c.color, c.days_per_move, \
     c.time_control, c.rated, c.rating_min, c.rating_max, c.status, c.game_id, c.created_at FROM challenges c JOIN users u ON u.id = c.challenger_id \
     LEFT JOIN users o ON o.id = c.opponent_id "
    };
}

impl Db {
    // ---- users ----

    /// An account whose address is taken as verified (the operator vouches for every address).
    ///
    /// # Errors
    /// [`Failure::Conflict`] when the name is taken (without regard to case).
    pub(crate) async fn create_user(
        &self,
        name: &str,
        email: &str,
        password_hash: &str,
        now: Timestamp,
    ) -> Result<User> {
        let user = new_user(name, email, password_hash, now, Some(now));
        self.insert_user(&user, None).await?;
        Ok(user)
    }

    /// An account whose address is still to be shown to be the owner's, with the link and the
    /// mail that do it.
    ///
    /// # Errors
    /// [`Failure::Conflict`] when the name is taken (without regard to case).
    pub(crate) async fn create_user_to_verify(
        &self,
        name: &str,
        email: &str,
        password_hash: &str,
        now: Timestamp,
        link: &ortoo_core::AccountLink,
        mail: Notice,
    ) -> Result<User> {
        // The link names the account, so the account takes the id the link was made for.
        let user = User { id: link.user_id.clone(), ..new_user(name, email, password_hash, now, None) };
        self.insert_user(&user, Some((link, mail))).await?;
        Ok(user)
    }

    pub(crate) async fn user_by_name(&self, name: &str) -> Result<Option<User>> {
        one(on_pool!(self, |pool| {
            sqlx::query_as::<_, UserRow>(
            "SELECT id, name, email, password_hash, created_at, email_verified_at, closed_at FROM users WHERE name_key = $1"
        )
        .bind(name.to_lowercase())
        .fetch_optional(pool)
        .await?
        }))
    }

    pub(crate) async fn user_by_id(&self, id: &str) -> Result<Option<User>> {
        one(on_pool!(self, |pool| sqlx::query_as::<_, UserRow>(
            "SELECT id, name, email, password_hash, created_at, email_verified_at, closed_at FROM users WHERE id = $1"
        )
        .bind(id)
        .fetch_optional(pool)
        .await?))
    }

    // ---- sessions ----

    pub(crate) async fn create_session(
        &self,
        user_id: &str,
        token_hash: &str,
        now: Timestamp,
        expires_at: Timestamp,
    ) -> Result<()> {
        let (user_id, token_hash) = (user_id.to_string(), token_hash.to_string());
        transact!(self, |conn| sqlx::query(
            "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)"
        )
        .bind(&token_hash)
        .bind(&user_id)
        .bind(now)
        .bind(expires_at)
        .execute(&mut *conn)
        .await
        .map(|_| ())
        .map_err(Failure::from))
    }

    /// The user of a live session.
    pub(crate) async fn session_user(&self, token_hash: &str, now: Timestamp) -> Result<Option<User>> {
        one(on_pool!(self, |pool| sqlx::query_as::<_, UserRow>(
            "SELECT u.id, u.name, u.email, u.password_hash, u.created_at, u.email_verified_at, u.closed_at \
             FROM sessions s JOIN users u ON u.id = s.user_id \
             WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.closed_at IS NULL"
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(pool)
        .await?))
    }

    pub(crate) async fn delete_session(&self, token_hash: &str) -> Result<()> {
        let token_hash = token_hash.to_string();
        transact!(self, |conn| sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(&token_hash)
            .execute(&mut *conn)
            .await
            .map(|_| ())
            .map_err(Failure::from))
    }

    // ---- API tokens ----

    pub(crate) async fn create_token(
        &self,
        user_id: &str,
        label: &str,
        token_hash: &str,
        scopes: Scopes,
        now: Timestamp,
    ) -> Result<Token> {
        let token = Token {
            id: TokenId::new(),
            user_id: UserId::from_text(user_id),
            label: label.to_string(),
            scopes,
            created_at: now,
            last_used_at: None,
        };
        let (t, token_hash) = (token.clone(), token_hash.to_string());
        transact!(self, |conn| {
            sqlx::query(
            "INSERT INTO api_tokens (id, user_id, label, token_hash, scopes, created_at) VALUES ($1, $2, $3, $4, $5, $6)"
        )
        .bind(t.id.as_str())
        .bind(t.user_id.as_str())
        .bind(&t.label)
        .bind(&token_hash)
        .bind(t.scopes.to_string())
        .bind(t.created_at)
        .execute(&mut *conn)
        .await
        .map(|_| ())
        .map_err(conflict_or)
        })?;
        Ok(token)
    }

    pub(crate) async fn tokens(&self, user_id: &str) -> Result<Vec<Token>> {
        read_all(on_pool!(self, |pool| sqlx::query_as::<_, TokenRow>(
            "SELECT id, user_id, label, scopes, created_at, last_used_at FROM api_tokens \
             WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at"
        )
        .bind(user_id)
        .fetch_all(pool)
        .await?))
    }

    /// Revokes one of the user's tokens; false when there is no such live token.
    pub(crate) async fn revoke_token(&self, user_id: &str, id: &str, now: Timestamp) -> Result<bool> {
        let (user_id, id) = (user_id.to_string(), id.to_string());
        transact!(self, |conn| sqlx::query(
            "UPDATE api_tokens SET revoked_at = $1 WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL"
        )
        .bind(now)
        .bind(&id)
        .bind(&user_id)
        .execute(&mut *conn)
        .await
        .map(|r| r.rows_affected() == 1)
        .map_err(Failure::from))
    }

    /// The user and scopes of a live token.
    pub(crate) async fn token_user(&self, token_hash: &str) -> Result<Option<(User, Scopes)>> {
        #[derive(FromRow)]
        struct Row {
            #[sqlx(flatten)]
            user: UserRow,
            scopes: String,
        }
        let row = on_pool!(self, |pool| sqlx::query_as::<_, Row>(
            "SELECT u.id, u.name, u.email, u.password_hash, u.created_at, u.email_verified_at, u.closed_at, \
             t.scopes FROM api_tokens t JOIN users u ON u.id = t.user_id \
             WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.closed_at IS NULL"
        )
        .bind(token_hash)
        .fetch_optional(pool)
        .await?);
        row.map(|r| {
            Ok((
                User::try_from(r.user)?,
                r.scopes.parse().map_err(|e| Failure::Corrupt(format!("api_tokens.scopes: {e}")))?,
            ))
        })
        .transpose()
    }

    // ---- challenges ----

    /// Stores a new challenge (its id made by the caller, who composed its notices with it).
    pub(crate) async fn create_challenge(
        &self,
        c: &Challenge,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<()> {
        let kept = kept.cloned();
        let c = c.clone();
        transact!(self, |conn| {
            check_key!(conn, &kept);
            sqlx::query(
                "INSERT INTO challenges (id, challenger_id, opponent_id, variant, options, color, days_per_move, \
                 time_control, status, created_at, updated_at, rated, rating_min, rating_max) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $9, $10, $11, $12)",
            )
            .bind(c.id.as_str())
            .bind(c.challenger_id.as_str())
            .bind(c.opponent_id.as_deref())
            .bind(&c.variant)
            .bind(&c.options)
            .bind(c.color.as_str())
            .bind(c.days_per_move)
            .bind(&c.time_control)
            .bind(c.created_at)
            .bind(c.rated)
            .bind(c.rating_min)
            .bind(c.rating_max)
            .execute(&mut *conn)
            .await?;
            insert_notices!(conn, &notices, c.created_at);
            keep_answer!(conn, &kept, c.created_at);
            Ok(())
        })
    }

    pub(crate) async fn challenge(&self, id: &str) -> Result<Option<Challenge>> {
        let sql = concat!(select_challenge!(), "WHERE c.id = $1");
        one(on_pool!(self, |pool| sqlx::query_as::<_, ChallengeRow>(sql).bind(id).fetch_optional(pool).await?))
    }

    /// Open seeks, and open challenges to or from the user.
    pub(crate) async fn challenges_for(&self, user_id: &str) -> Result<Vec<Challenge>> {
        let sql = concat!(
            select_challenge!(),
            "WHERE c.status = 'open' AND \
             (c.opponent_id IS NULL OR c.opponent_id = $1 OR c.challenger_id = $1) ORDER BY c.created_at DESC LIMIT 200"
        );
        read_all(on_pool!(self, |pool| sqlx::query_as::<_, ChallengeRow>(sql).bind(user_id).fetch_all(pool).await?))
    }

    /// Open challenges addressed to the user, and their unread notices in the app (counted up
    /// to `unread_at_most`), in one query: every page's header shows both.
    pub(crate) async fn asking(&self, user_id: &str, unread_at_most: i64) -> Result<(i64, i64)> {
        const ASKING: &str = "SELECT \
             (SELECT COUNT(*) FROM challenges WHERE status = 'open' AND opponent_id = $1), \
             (SELECT COUNT(*) FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL \
                AND kind <> 'digest' AND address IS NULL LIMIT $2) AS unread)";
        Ok(on_pool!(self, |pool| sqlx::query_as::<_, (i64, i64)>(ASKING)
            .bind(user_id)
            .bind(unread_at_most)
            .fetch_one(pool)
            .await?))
    }

    /// Open seeks anyone may accept (for the lobby without an account).
    pub(crate) async fn open_seeks(&self) -> Result<Vec<Challenge>> {
        let sql = concat!(
            select_challenge!(),
            "WHERE c.status = 'open' AND c.opponent_id IS NULL \
             ORDER BY c.created_at DESC LIMIT 200"
        );
        read_all(on_pool!(self, |pool| sqlx::query_as::<_, ChallengeRow>(sql).fetch_all(pool).await?))
    }

    /// Moves an open challenge to `declined` or `cancelled`; false if it was no longer open.
    pub(crate) async fn close_challenge(&self, id: &str, status: ChallengeStatus, now: Timestamp) -> Result<bool> {
        let id = id.to_string();
        transact!(self, |conn| sqlx::query(
            "UPDATE challenges SET status = $1, updated_at = $2 WHERE id = $3 AND status = 'open'"
        )
        .bind(status.as_str())
        .bind(now)
        .bind(&id)
        .execute(&mut *conn)
        .await
        .map(|r| r.rows_affected() == 1)
        .map_err(Failure::from))
    }

    /// Accepts an open challenge and creates its game (id `game_id`) in one transaction, with
    /// its notices. False if the challenge was no longer open (someone else accepted it, or it
    /// was withdrawn): then nothing was written.
    /// Starts a game against the engine: the challenge, already accepted, and its game in one
    /// write, with the engine's first move queued if it moves first.
    pub(crate) async fn start_engine_game(
        &self,
        c: &Challenge,
        game: NewGame,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
    ) -> Result<()> {
        let (c, kept) = (c.clone(), kept.cloned());
        let game_id = c.game_id.clone().expect("an engine game's challenge names its game");
        transact!(self, |conn| {
            check_key!(conn, &kept);
            sqlx::query(
                "INSERT INTO challenges (id, challenger_id, opponent_id, engine_level, variant, options, color, \
                 days_per_move, time_control, status, game_id, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'accepted', $10, $11, $11)",
            )
            .bind(c.id.as_str())
            .bind(c.challenger_id.as_str())
            .bind(c.opponent_id.as_deref())
            .bind(c.engine_level)
            .bind(&c.variant)
            .bind(&c.options)
            .bind(c.color.as_str())
            .bind(c.days_per_move)
            .bind(&c.time_control)
            .bind(game_id.as_str())
            .bind(c.created_at)
            .execute(&mut *conn)
            .await?;
            insert_game!(conn, game_id.as_str(), &game, c.created_at);
            insert_notices!(conn, &notices, c.created_at);
            if let Some(job) = &job {
                insert_job!(conn, job, c.created_at);
            }
            keep_answer!(conn, &kept, c.created_at);
            Ok(())
        })
    }

    pub(crate) async fn accept_challenge(
        &self,
        challenge_id: &str,
        game_id: &str,
        now: Timestamp,
        game: NewGame,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool> {
        let (game_id, challenge_id, kept) = (game_id.to_string(), challenge_id.to_string(), kept.cloned());
        transact!(self, |conn| {
            check_key!(conn, &kept);
            let taken = sqlx::query(
                "UPDATE challenges SET status = 'accepted', game_id = $1, updated_at = $2 WHERE id = $3 AND status = 'open'",
            )
            .bind(&game_id)
            .bind(now)
            .bind(&challenge_id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            if taken == 1 {
                insert_game!(conn, &game_id, &game, now);
                insert_notices!(conn, &notices, now);
                keep_answer!(conn, &kept, now);
            }
            Ok::<bool, Failure>(taken == 1)
        })
    }

    // ---- games ----

    pub(crate) async fn game(&self, id: &str) -> Result<Option<Game>> {
        let sql = concat!(select_game!(), "WHERE g.id = $1");
        one(on_pool!(self, |pool| sqlx::query_as::<_, GameRow>(sql).bind(id).fetch_optional(pool).await?))
    }

    /// The games of these ids that exist, in no particular order.
    pub(crate) async fn games_among(&self, ids: &[String]) -> Result<Vec<Game>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!("{}WHERE g.id IN {}", select_game!(), self.listed_ids(1));
        let ids = serde_json::to_string(ids).map_err(|e| Failure::Corrupt(e.to_string()))?;
        read_all(on_pool!(self, |pool| sqlx::query_as::<_, GameRow>(sqlx::AssertSqlSafe(sql))
            .bind(&ids)
            .fetch_all(pool)
            .await?))
    }

    /// `(…)`: the strings of the JSON array bound as parameter `$n`, for an `IN`: a list of any
    /// length in one parameter, on either backend.
    pub(crate) fn listed_ids(&self, n: usize) -> String {
        match self {
            Db::Postgres(_) => format!("(SELECT jsonb_array_elements_text(${n}::jsonb))"),
            Db::Sqlite { .. } => format!("(SELECT value FROM json_each(${n}))"),
        }
    }

    /// The user's games, newest activity first.
    pub(crate) async fn games_of(&self, user_id: &str, status: Option<GameStatus>) -> Result<Vec<Game>> {
        let sql = concat!(
            select_game!(),
            "WHERE (g.white_id = $1 OR g.black_id = $1) AND ($2 IS NULL OR g.status = $2) \
             ORDER BY g.updated_at DESC LIMIT 500"
        );
        read_all(on_pool!(self, |pool| sqlx::query_as::<_, GameRow>(sql)
            .bind(user_id)
            .bind(status.map(GameStatus::as_str))
            .fetch_all(pool)
            .await?))
    }

    /// A page of every game the user played, oldest first: those after the game `after` (ids
    /// grow with time), at most `limit` (an export reads them all, page by page).
    pub(crate) async fn games_page(&self, user_id: &str, after: Option<&str>, limit: i64) -> Result<Vec<Game>> {
        let sql = concat!(
            select_game!(),
            "WHERE (g.white_id = $1 OR g.black_id = $1) AND ($2 IS NULL OR g.id > $2) ORDER BY g.id LIMIT $3"
        );
        read_all(on_pool!(self, |pool| sqlx::query_as::<_, GameRow>(sql)
            .bind(user_id)
            .bind(after)
            .bind(limit)
            .fetch_all(pool)
            .await?))
    }

    /// Active games whose move deadline has passed (a batch, oldest deadline first).
    pub(crate) async fn expired_games(&self, now: Timestamp) -> Result<Vec<Game>> {
        static SQL: std::sync::LazyLock<String> =
            std::sync::LazyLock::new(|| format!("{}{}", select_game!(), crate::periodic::EXPIRED_GAMES_WHERE));
        let sql: &'static str = SQL.as_str();
        read_all(on_pool!(self, |pool| sqlx::query_as::<_, GameRow>(sql).bind(now).fetch_all(pool).await?))
    }

    pub(crate) async fn moves(&self, game_id: &str) -> Result<Vec<Move>> {
        read_all(on_pool!(self, |pool| {
            sqlx::query_as::<_, MoveRow>(
            "SELECT ply, side, text, input, comment, effect, position_key, at FROM moves WHERE game_id = $1 ORDER BY ply"
        )
        .bind(game_id)
        .fetch_all(pool)
        .await?
        }))
    }

    /// Position keys after each ply above `after_ply`, oldest first (the repetition window).
    pub(crate) async fn position_keys(&self, game_id: &str, after_ply: i64) -> Result<Vec<i64>> {
        Ok(on_pool!(self, |pool| sqlx::query_scalar::<_, i64>(
            "SELECT position_key FROM moves WHERE game_id = $1 AND ply > $2 ORDER BY ply"
        )
        .bind(game_id)
        .bind(after_ply)
        .fetch_all(pool)
        .await?))
    }

    /// Stores a move and the game's new state in one transaction, if the game is still as
    /// `expected`. [`Failure::Conflict`] when another action changed it first.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn record_move(
        &self,
        game_id: &str,
        expected: &Expected,
        mv: &Move,
        update: &GameUpdate,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
    ) -> Result<()> {
        let moves = [(mv.clone(), update.clone())];
        self.record_moves(game_id, expected, &moves, notices, job, kept, &ForecastWrite::Untouched).await
    }

    /// Stores moves in order (a move, and the reply a forecast gave it) with the game's state
    /// after each, in one transaction, if the game is still as `expected`; and what becomes of
    /// the forecast. [`Failure::Conflict`] when another action changed the game first.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn record_moves(
        &self,
        game_id: &str,
        expected: &Expected,
        moves: &[(Move, GameUpdate)],
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
        forecast: &ForecastWrite,
    ) -> Result<()> {
        let Some(at) = moves.last().map(|(mv, _)| mv.at) else { return Ok(()) };
        let write = MovesWrite {
            game_id: game_id.to_string(),
            expected: expected.clone(),
            moves: moves.to_vec(),
            notices,
            job,
            kept: kept.cloned(),
            forecast: forecast.clone(),
            at,
        };
        // A move that ends the game also rates it, which reads as it writes (through sqlx);
        // every other move, nearly all of them, SQLite's writer runs itself.
        let ends = write.moves.iter().any(|(_, update)| update.outcome.is_some());
        if let Db::Sqlite { writer, .. } = self
            && writer.runs_direct()
            && !ends
        {
            return writer.direct(move |db| Direct::finish(write_moves(&mut Direct(db), false, &write))).await;
        }
        transact!(self, |conn| {
            write_moves(conn, writes_side_by_side(&*conn), &write).await?;
            for (mv, update) in &write.moves {
                rate_game!(conn, update, &write.game_id, mv.at);
            }
            Ok(())
        })
    }

    /// Changes the game without a move (resignation, draw offers, claims), if it is still as
    /// `expected` and active. False when something else changed it first.
    pub(crate) async fn update_game(
        &self,
        game_id: &str,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool> {
        let (game_id, expected, update, kept) = (game_id.to_string(), expected.clone(), update.clone(), kept.cloned());
        transact!(self, |conn| {
            check_key!(conn, &kept);
            let changed = Run::execute(&mut *conn, update_game(UPDATE_GAME, &update, &game_id, &expected, now)).await?;
            if changed == 1 {
                insert_notices!(conn, &notices, now);
                if let Some(queued) = analysis_queued(&update, &game_id, now) {
                    Run::execute(&mut *conn, queued).await?;
                }
                rate_game!(conn, &update, &game_id, now);
                keep_answer!(conn, &kept, now);
            }
            Ok(changed == 1)
        })
    }

    /// Takes moves back by consent: the game returns to `update` (an earlier ply, which the
    /// moves after are deleted back to) if it is still as `expected`, and `now` becomes its
    /// [`Game::taken_back_at`]. Forecasts of the game go (they answer moves of the history
    /// taken back), and so do the engine's jobs from that ply on (one job a game and ply). False
    /// when something else changed the game first.
    pub(crate) async fn take_back(
        &self,
        game_id: &str,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool> {
        let (game_id, expected, update, kept) = (game_id.to_string(), expected.clone(), update.clone(), kept.cloned());
        transact!(self, |conn| {
            check_key!(conn, &kept);
            let changed = Run::execute(&mut *conn, update_game(UPDATE_GAME, &update, &game_id, &expected, now)).await?;
            if changed != 1 {
                return Ok(false);
            }
            sqlx::query("UPDATE games SET taken_back_at = $2 WHERE id = $1")
                .bind(&game_id)
                .bind(now)
                .execute(&mut *conn)
                .await?;
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
                .bind(&game_id)
                .bind(update.ply)
                .execute(&mut *conn)
                .await?;
            sqlx::query("DELETE FROM forecasts WHERE game_id = $1").bind(&game_id).execute(&mut *conn).await?;
            sqlx::query("DELETE FROM engine_jobs WHERE game_id = $1 AND ply >= $2")
                .bind(&game_id)
                .bind(update.ply)
                .execute(&mut *conn)
                .await?;
            insert_notices!(conn, &notices, now);
            keep_answer!(conn, &kept, now);
            Ok(true)
        })
    }

    // ---- idempotency ----

    pub(crate) async fn stored_response(&self, user_id: &str, key: &str) -> Result<Option<StoredResponse>> {
        Ok(on_pool!(self, |pool| sqlx::query_as::<_, StoredResponse>(STORED_RESPONSE)
            .bind(user_id)
            .bind(key)
            .fetch_optional(pool)
            .await?))
    }

    /// Keeps an answer that goes with no other write; the first one kept for a key stays, and
    /// the one stored is returned.
    pub(crate) async fn keep_answer(&self, kept: &KeptAnswer, now: Timestamp) -> Result<StoredResponse> {
        let kept = kept.clone();
        transact!(self, |conn| {
            Run::execute(&mut *conn, kept_answer(&kept, now)).await?;
            Ok(sqlx::query_as::<_, StoredResponse>(STORED_RESPONSE)
                .bind(&kept.user_id)
                .bind(&kept.key)
                .fetch_one(&mut *conn)
                .await?)
        })
    }

    /// Forgets the answers kept before `before` (the daily sweep); returns how many.
    pub(crate) async fn forget_answers(&self, before: Timestamp) -> Result<u64> {
        transact!(self, |conn| Ok::<u64, Failure>(
            sqlx::query(crate::periodic::FORGET_ANSWERS).bind(before).execute(&mut *conn).await?.rows_affected()
        ))
    }
}

const STORED_RESPONSE: &str =
    "SELECT request_hash, status, response FROM idempotency_keys WHERE user_id = $1 AND key = $2";

const KEEP_ANSWER: &str = "INSERT INTO idempotency_keys (user_id, key, request_hash, status, response, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING";

/// Whether a keyed write's key has an answer kept already.
pub(crate) fn key_used(kept: &KeptAnswer) -> Statement {
    Statement::new("SELECT key FROM idempotency_keys WHERE user_id = $1 AND key = $2").arg(&kept.user_id).arg(&kept.key)
}

/// Refuses a keyed write, before it changes anything, when its key has an answer kept already
/// ([`Failure::KeyUsed`]; the writer's contract, see `writer.rs`). Paired with
/// [`keep_answer`] as the write's last statement.
macro_rules! check_key {
    ($conn:expr, $kept:expr) => {
        if let Some(kept) = $kept
            && $crate::statement::Run::exists(&mut *$conn, $crate::store::key_used(kept)).await?
        {
            return Err(Failure::KeyUsed);
        }
    };
}
pub(crate) use check_key;

/// A keyed write's answer, kept.
pub(crate) fn kept_answer(kept: &KeptAnswer, now: Timestamp) -> Statement {
    Statement::new(KEEP_ANSWER)
        .arg(&kept.user_id)
        .arg(&kept.key)
        .arg(&kept.request_hash)
        .arg(i64::from(kept.status))
        .arg(&kept.response)
        .arg(now)
}

/// Keeps a keyed write's answer in the write's own transaction. On SQLite the write lock is
/// held from [`check_key`] to the commit, so the insert cannot meet the key. On PostgreSQL two
/// writes with one key can both pass the check; the second's insert waits for the first to
/// commit, finds the key, and fails the write with [`Failure::KeyUsed`], which rolls it back
/// whole: the action is done once.
macro_rules! keep_answer {
    ($conn:expr, $kept:expr, $now:expr) => {
        if let Some(kept) = $kept
            && $crate::statement::Run::execute(&mut *$conn, $crate::store::kept_answer(kept, $now)).await? != 1
        {
            return Err(Failure::KeyUsed);
        }
    };
}
pub(crate) use keep_answer;

/// The conditional game update's text (a macro, so that its forecast-checking form is one
/// `concat!` of it).
macro_rules! update_game_sql {
    () => {
        "UPDATE games SET position = $1, ply = $2, to_move = $3, status = $4, result = $5, \
         reason = $6, deadline = $7, draw_offer = $8, updated_at = $9, finished_at = $10, white_bank_ms = $14, \
         black_bank_ms = $15, reminded_until = $16, next_reminder_at = $17, takeback_offer = $18 \
         WHERE id = $11 AND ply = $12 AND status = 'active' AND COALESCE(draw_offer, '') = $13 \
         AND COALESCE(takeback_offer, '') = $19 AND COALESCE(taken_back_at, 0) = $20"
    };
}

const UPDATE_GAME: &str = update_game_sql!();

/// The move's update on SQLite, checking in the same statement that the forecast of the player
/// it leaves to move ($21) is still as the move was worked out from ($22, [`seen_text`]): one
/// statement on the one writer's path instead of a read before it. (PostgreSQL checks after
/// the update has locked the row instead: see [`forecast_as_seen`].)
const UPDATE_GAME_AS_FORECAST_SEEN: &str = concat!(
    update_game_sql!(),
    " AND COALESCE((SELECT CAST(ply AS TEXT) || ' ' || tree FROM forecasts WHERE game_id = $11 AND user_id = $21), '') = $22"
);

/// A forecast as [`UPDATE_GAME_AS_FORECAST_SEEN`] compares it: its ply and tree, or nothing.
fn seen_text(seen: Option<&ortoo_core::forecast::Forecast>) -> String {
    seen.map_or_else(String::new, |f| format!("{} {}", f.ply, ortoo_core::forecast::to_text(&f.branches)))
}

/// Whether the forecast of `user_id` in the game is still as `seen` (none, or this ply and
/// tree): PostgreSQL's check, run once the move's update has locked the game's row (a forecast
/// committed before is seen; one entered after waits for that lock, then finds the game moved
/// on). SQLite checks in the update itself, before anything changes (the writer's contract).
/// Either way one lookup by the key that finds no row when nothing changed.
async fn forecast_as_seen<R: Run>(
    r: &mut R,
    game_id: &str,
    user_id: &str,
    seen: Option<&ortoo_core::forecast::Forecast>,
) -> Result<bool> {
    Ok(match seen {
        None => {
            let any = Statement::new("SELECT 1 FROM forecasts WHERE game_id = $1 AND user_id = $2");
            !r.exists(any.arg(game_id).arg(user_id)).await?
        }
        Some(f) => {
            let same = Statement::new(
                "SELECT 1 FROM forecasts WHERE game_id = $1 AND user_id = $2 AND ply = $3 AND tree = $4",
            );
            let tree = ortoo_core::forecast::to_text(&f.branches);
            r.exists(same.arg(game_id).arg(user_id).arg(f.ply).arg(tree)).await?
        }
    })
}

/// The conditional game update (`sql`: [`UPDATE_GAME`], or a form of it with more arguments
/// to add): the game as `u` says, if it is still as `expected`.
fn update_game(sql: &'static str, u: &GameUpdate, game_id: &str, expected: &Expected, now: Timestamp) -> Statement {
    Statement::new(sql)
        .arg(u.position.as_str())
        .arg(u.ply)
        .arg(u.to_move.name())
        .arg(if u.outcome.is_some() { GameStatus::Finished } else { GameStatus::Active }.as_str())
        .arg(u.outcome.as_ref().map(result_word))
        .arg(u.outcome.map(|o| o.reason().as_str()))
        .arg(u.deadline)
        .arg(u.draw_offer.map(Side::name))
        .arg(now)
        .arg(u.outcome.is_some().then_some(now))
        .arg(game_id)
        .arg(expected.ply)
        .arg(expected.draw_offer.map_or("", Side::name))
        .arg(u.white_bank_ms)
        .arg(u.black_bank_ms)
        .arg(u.reminded_until)
        .arg(u.next_reminder_at)
        .arg(u.takeback_offer.map(Side::name))
        .arg(expected.takeback_offer.map_or("", Side::name))
        .arg(expected.taken_back_at.map_or(0, Timestamp::millis))
}

fn insert_move(game_id: &str, mv: &Move) -> Statement {
    Statement::new(
        "INSERT INTO moves (game_id, ply, side, text, input, comment, effect, position_key, at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .arg(game_id)
    .arg(mv.ply)
    .arg(mv.side.name())
    .arg(&mv.text)
    .arg(&mv.input)
    .arg(mv.comment.as_deref())
    .arg(mv.effect.as_deref())
    .arg(mv.position_key)
    .arg(mv.at)
}

/// The engine's job for `ply`, done with the move it owed.
fn finish_engine_job(game_id: &str, ply: i64, at: Timestamp) -> Statement {
    Statement::new(
        "UPDATE engine_jobs SET status = 'done', finished_at = $3, locked_until = NULL \
         WHERE game_id = $1 AND ply = $2 AND status = 'queued'",
    )
    .arg(game_id)
    .arg(ply)
    .arg(at)
}

/// A move's write: the moves (a move, and the reply a forecast gave it) with the game after
/// each, and what goes with them in their transaction.
pub(crate) struct MovesWrite {
    game_id: String,
    expected: Expected,
    moves: Vec<(Move, GameUpdate)>,
    notices: Vec<Notice>,
    job: Option<NewJob>,
    kept: Option<KeptAnswer>,
    forecast: ForecastWrite,
    /// When the last move was made.
    at: Timestamp,
}

/// The move's write, on whatever runs its statements (`side_by_side`: see
/// [`writes_side_by_side`]), all of it but the rating of a game it ends (see
/// [`Db::record_moves`]).
pub(crate) async fn write_moves<R: Run>(r: &mut R, side_by_side: bool, w: &MovesWrite) -> Result<()> {
    if let Some(kept) = &w.kept
        && r.exists(key_used(kept)).await?
    {
        return Err(Failure::KeyUsed);
    }
    // The forecast is checked once, where the backend makes the check hold: on SQLite in the
    // first update's own condition, before anything changes under its one writer; on
    // PostgreSQL after that update has locked the game's row (see `forecast_as_seen`).
    let mut expected = w.expected.clone();
    for (i, (mv, update)) in w.moves.iter().enumerate() {
        // The conditional update first: a conflict is found before anything changes (the
        // writer's contract; only the first can conflict, the rest follow it). The insert
        // cannot then collide; if it did, the error aborts.
        let statement = match &w.forecast {
            ForecastWrite::Owner { user_id, seen, .. } if i == 0 && !side_by_side => {
                update_game(UPDATE_GAME_AS_FORECAST_SEEN, update, &w.game_id, &expected, mv.at)
                    .arg(user_id.as_str())
                    .arg(seen_text(seen.as_ref()))
            }
            _ => update_game(UPDATE_GAME, update, &w.game_id, &expected, mv.at),
        };
        if r.execute(statement).await? != 1 {
            if i == 0 {
                return Err(Failure::Conflict);
            }
            return Err(Failure::Corrupt(format!("game {} changed under its own transaction", w.game_id)));
        }
        r.execute(insert_move(&w.game_id, mv)).await?;
        // The engine's job for this ply, if it owed the move, is done with it.
        if expected.engine_to_move {
            r.execute(finish_engine_job(&w.game_id, expected.ply, mv.at)).await?;
        }
        if let Some(queued) = analysis_queued(update, &w.game_id, mv.at) {
            r.execute(queued).await?;
        }
        expected = Expected {
            ply: update.ply,
            draw_offer: update.draw_offer,
            takeback_offer: update.takeback_offer,
            taken_back_at: expected.taken_back_at,
            // A forecast's reply follows, and only people forecast.
            engine_to_move: false,
        };
        if i == 0
            && side_by_side
            && let ForecastWrite::Owner { user_id, seen, .. } = &w.forecast
            && !forecast_as_seen(r, &w.game_id, user_id, seen.as_ref()).await?
        {
            return Err(Failure::Conflict);
        }
    }
    for notice in &w.notices {
        r.execute(notice_inserted(notice, w.at)).await?;
    }
    if let Some(job) = &w.job {
        r.execute(job_inserted(job, w.at)).await?;
    }
    for statement in forecast_written(&w.game_id, &w.forecast, w.at) {
        r.execute(statement).await?;
    }
    if let Some(kept) = &w.kept
        && r.execute(kept_answer(kept, w.at)).await? != 1
    {
        return Err(Failure::KeyUsed);
    }
    Ok(())
}

/// Inserts a new game's row on `$conn`, inside the caller's transaction.
macro_rules! insert_game {
    ($conn:expr, $game_id:expr, $game:expr, $now:expr) => {{
        let game: &NewGame = $game;
        sqlx::query(
            "INSERT INTO games (id, variant, options, white_id, black_id, status, start_position, position, \
             ply, to_move, days_per_move, deadline, created_at, updated_at, time_control, white_bank_ms, \
             black_bank_ms, reminded_until, next_reminder_at, white_level, black_level, rated, tournament_id, \
             tournament_round) VALUES ($1, $2, $3, $4, $5, 'active', $6, $6, 0, $7, $8, $9, $10, $10, $11, $12, $13, $10, \
             $14, $15, $16, $17, $18, $19)",
        )
        .bind($game_id)
        .bind(&game.variant)
        .bind(&game.options)
        .bind(game.white_id.as_str())
        .bind(game.black_id.as_str())
        .bind(&game.position)
        .bind(game.to_move.name())
        .bind(game.days_per_move)
        .bind(game.clocks.deadline)
        .bind($now)
        .bind(&game.time_control)
        .bind(game.clocks.white_bank_ms)
        .bind(game.clocks.black_bank_ms)
        .bind(game.next_reminder_at)
        .bind(game.white_level)
        .bind(game.black_level)
        .bind(game.rated)
        .bind(game.tournament.as_ref().map(|(id, _)| id.as_str()))
        .bind(game.tournament.as_ref().map(|(_, round)| *round))
        .execute(&mut *$conn)
        .await?;
    }};
}
pub(crate) use insert_game;

/// An engine job, queued.
pub(crate) fn job_inserted(job: &NewJob, now: Timestamp) -> Statement {
    Statement::new(
        "INSERT INTO engine_jobs (id, game_id, ply, level, status, created_at, account_id) \
         VALUES ($1, $2, $3, $4, 'queued', $5, $6)",
    )
    .arg(job.id.as_str())
    .arg(job.game_id.as_str())
    .arg(job.ply)
    .arg(job.level)
    .arg(now)
    .arg(&job.account_id)
}

/// Queues an engine job on `$conn`, inside the caller's transaction.
macro_rules! insert_job {
    ($conn:expr, $job:expr, $now:expr) => {
        $crate::statement::Run::execute(&mut *$conn, $crate::store::job_inserted($job, $now)).await?;
    };
}
use insert_job;

/// A notice, into the outbox.
pub(crate) fn notice_inserted(n: &Notice, now: Timestamp) -> Statement {
    Statement::new(INSERT_NOTICE)
        .arg(n.id.as_str())
        .arg(n.user_id.as_str())
        .arg(n.kind.as_str())
        .arg(n.game_id.as_deref())
        .arg(n.ply)
        .arg(&n.subject)
        .arg(&n.detail)
        .arg(n.dedupe_key.as_deref())
        .arg(now)
        .arg(n.always_email)
        .arg(n.challenge_id.as_deref())
        .arg(n.address.as_deref())
        .arg(n.in_reply_to.as_deref())
}

/// Inserts notices into the outbox on `$conn`, inside the caller's transaction. Whether each
/// is e-mailed follows its recipient's preference as it stands in this transaction.
macro_rules! insert_notices {
    ($conn:expr, $notices:expr, $now:expr) => {
        for n in $notices {
            $crate::statement::Run::execute(&mut *$conn, $crate::store::notice_inserted(n, $now)).await?;
        }
    };
}
pub(crate) use insert_notices;

/// Whether a notice is mailed: never to a closed account; account mail to its own address
/// always; nothing else to an address not yet verified; then as the player prefers.
pub(crate) const INSERT_NOTICE: &str = "INSERT INTO notifications (id, user_id, kind, game_id, ply, subject, detail, dedupe_key, \
     created_at, email, next_attempt_at, prerendered, challenge_id, address, in_reply_to) \
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, \
     CASE WHEN u.closed_at IS NOT NULL THEN 'none' WHEN $12 IS NOT NULL THEN 'pending' \
     WHEN u.email_verified_at IS NULL THEN 'none' \
     WHEN $10 THEN 'pending' WHEN u.notify = 'move' THEN 'pending' WHEN u.notify = 'digest' THEN 'held' \
     ELSE 'none' END, $9, FALSE, $11, $12, $13 FROM users u WHERE u.id = $2 ON CONFLICT DO NOTHING";
