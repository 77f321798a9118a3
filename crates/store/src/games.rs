//! Games: their rows, moves and updates (a move's write, the same for every way it runs), and what
//! a game's transactions share with the rest of the store (keyed writes, notices, jobs).

use const_format::concatcp;
use ortoo_core::Timestamp;
use ortoo_core::store::GameStore;
use ortoo_core::store::Result as StoreResult;

use ortoo_core::forecast::ForecastWrite;
use ortoo_core::model::result_word;
use ortoo_core::store::KeptAnswer;
use ortoo_core::{ChallengeId, GameId, GameStatus, JobStatus, MailState, Notice, NotifyMode, Side, UserId};

use super::Db;
use super::rows::{GameRow, MoveRow, read_all};
use crate::analysis::analysis_queued;
use crate::direct::Direct;
use crate::failure::{Failure, Result, reported};
use crate::forecasts::forecast_written;
use crate::ratings::rate_game;
use crate::statement::{Run, Statement};

pub(crate) fn new_user(
    name: &str,
    email: &str,
    password_hash: &str,
    now: Timestamp,
    verified_at: Option<Timestamp>,
) -> User {
    User {
        id: UserId::new(),
        name: name.to_string(),
        email: email.to_string(),
        password_hash: password_hash.to_string(),
        created_at: now,
        email_verified_at: verified_at,
        closed_at: None,
        notation: ortoo_core::Notation::San,
        language: None,
    }
}

use ortoo_core::model::{Expected, Game, GameUpdate, Move, NewGame, NewJob, User};

/// The row, if any, read into its domain type.
pub(crate) fn one<R, T: TryFrom<R, Error = Failure>>(row: Option<R>) -> Result<Option<T>> {
    row.map(T::try_from).transpose()
}

/// The columns of a [`Game`] row (`g` the game, `w` and `b` its players).
pub(crate) const GAME_COLUMNS: &str = "g.id, g.variant, g.options, g.white_id, w.name AS white_name, g.black_id, \
     b.name AS black_name, g.status, g.result, g.reason, g.start_position, g.position, g.ply, g.to_move, \
     g.days_per_move, g.deadline, g.draw_offer, g.takeback_offer, g.taken_back_at, g.followers_revision, g.created_at, g.updated_at, g.finished_at, g.time_control, \
     g.white_bank_ms, g.black_bank_ms, g.reminded_until, g.next_reminder_at, g.white_level, g.black_level, g.rated, g.tournament_id, t.name AS tournament_name, g.tournament_round ";

/// The tables behind [`GAME_COLUMNS`].
pub(crate) const GAME_TABLES: &str = "FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id \
     LEFT JOIN tournaments t ON t.id = g.tournament_id ";

/// `SELECT` of a game row with its players' names; the `WHERE` goes on (`concatcp!`).
pub(crate) const SELECT_GAME: &str = concatcp!("SELECT ", GAME_COLUMNS, GAME_TABLES);

/// `SELECT` of a challenge row with its players' names; the `WHERE` goes on (`concatcp!`).
pub(crate) const SELECT_CHALLENGE: &str = "SELECT c.id, c.challenger_id, u.name AS challenger_name, c.opponent_id, \
     o.name AS opponent_name, c.engine_level, c.variant, c.options, c.color, c.days_per_move, \
     c.time_control, c.rated, c.rating_min, c.rating_max, c.status, c.game_id, c.created_at FROM challenges c JOIN users u ON u.id = c.challenger_id \
     LEFT JOIN users o ON o.id = c.opponent_id ";

impl Db {
    /// The condition that `column` is one of the strings of the JSON array bound as parameter
    /// `$n`: a list of any length in one parameter, on either backend. On PostgreSQL as an array,
    /// which it looks up key by key; as an `IN` over the set, it planned a scan of every row the
    /// rest of the condition let through (every pending notice, to settle a batch of them).
    pub(crate) fn listed(&self, column: &str, n: usize) -> String {
        match self {
            Db::Postgres(_) => format!("{column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${n}::jsonb)))"),
            Db::Sqlite { .. } => format!("{column} IN (SELECT value FROM json_each(${n}))"),
        }
    }

    /// `column` written so that SQLite's planner does not look rows up by an index on it (a
    /// unary `+`, SQLite's own way to say so); PostgreSQL's planner, which counts rows, needs no
    /// telling. Beside [`Db::listed`] ids: given `id IN (list) AND email = $5`, SQLite took the
    /// index on `email` and read every pending notice to settle a batch of a few, under the write
    /// lock, longer as the outbox grew (7 ms a batch at 50,000 pending).
    pub(crate) fn unindexed(&self, column: &str) -> String {
        match self {
            Db::Postgres(_) => column.to_string(),
            Db::Sqlite { .. } => format!("+{column}"),
        }
    }
}

pub(crate) const STORED_RESPONSE: &str =
    "SELECT request_hash, status, response FROM idempotency_keys WHERE user_id = $1 AND key = $2";

const KEEP_ANSWER: &str = "INSERT INTO idempotency_keys (user_id, key, request_hash, status, response, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING";

/// Whether a keyed write's key has an answer kept already.
pub(crate) fn key_used(kept: &KeptAnswer) -> Statement {
    Statement::new("SELECT key FROM idempotency_keys WHERE user_id = $1 AND key = $2")
        .arg(kept.user_id.as_str())
        .arg(&kept.key)
}

/// Refuses a keyed write, before it changes anything, when its key has an answer kept already
/// ([`Failure::KeyUsed`]; the writer's contract, see `writer.rs`). Paired with
/// [`keep_answer`] as the write's last statement.
pub(crate) async fn check_key(r: &mut impl Run, kept: Option<&KeptAnswer>) -> Result<()> {
    match kept {
        Some(kept) if r.exists(key_used(kept)).await? => Err(Failure::KeyUsed),
        _ => Ok(()),
    }
}

/// A keyed write's answer, kept.
pub(crate) fn kept_answer(kept: &KeptAnswer, now: Timestamp) -> Statement {
    Statement::new(KEEP_ANSWER)
        .arg(kept.user_id.as_str())
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
pub(crate) async fn keep_answer(r: &mut impl Run, kept: Option<&KeptAnswer>, now: Timestamp) -> Result<()> {
    match kept {
        Some(kept) if r.execute(kept_answer(kept, now)).await? != 1 => Err(Failure::KeyUsed),
        _ => Ok(()),
    }
}

/// The conditional game update: the game as the update says, if it is still as expected (its
/// ply, offers, history and followers: see [`Game::followers_revision`]).
///
/// On the move's path the words are spliced in at compile time rather than bound (as the
/// scheduler's statements do, `periodic`): bound, SQLite copies each word into memory of its own
/// at every move, which the move's bench measured.
const UPDATE_GAME: &str = concatcp!(
    "UPDATE games SET position = $1, ply = $2, to_move = $3, status = $4, result = $5, \
     reason = $6, deadline = $7, draw_offer = $8, updated_at = $9, finished_at = $10, white_bank_ms = $14, \
     black_bank_ms = $15, reminded_until = $16, next_reminder_at = $17, takeback_offer = $18, \
     followers_revision = followers_revision + $22 \
     WHERE id = $11 AND ply = $12 AND status = '",
    GameStatus::Active.as_str(),
    "' AND COALESCE(draw_offer, '') = $13 \
     AND COALESCE(takeback_offer, '') = $19 AND COALESCE(taken_back_at, 0) = $20 AND followers_revision = $21"
);

/// The conditional game update ([`UPDATE_GAME`]): the game as `u` says, if it is still as
/// `expected`; `followers_changed` when the same transaction changes its forecasts or watchers.
fn update_game(
    u: &GameUpdate,
    game_id: &GameId,
    expected: &Expected,
    followers_changed: bool,
    now: Timestamp,
) -> Statement {
    Statement::new(UPDATE_GAME)
        .arg(u.position.as_str())
        .arg(u.ply)
        .arg(u.to_move.name())
        .word(if u.outcome.is_some() { GameStatus::Finished } else { GameStatus::Active }.as_str())
        .arg(u.outcome.as_ref().map(result_word))
        .arg(u.outcome.map(|o| o.reason().as_str()))
        .arg(u.deadline)
        .arg(u.draw_offer.map(Side::name))
        .arg(now)
        .arg(u.outcome.is_some().then_some(now))
        .arg(game_id.as_str())
        .arg(expected.ply)
        .arg(expected.draw_offer.map_or("", Side::name))
        .arg(u.banks_ms.white)
        .arg(u.banks_ms.black)
        .arg(u.reminded_until)
        .arg(u.next_reminder_at)
        .arg(u.takeback_offer.map(Side::name))
        .arg(expected.takeback_offer.map_or("", Side::name))
        .arg(expected.taken_back_at.map_or(0, Timestamp::millis))
        .arg(expected.followers_revision)
        .arg(i64::from(followers_changed))
}

/// A change to the game's followers (its forecasts or watchers) counted, in the transaction that
/// makes it ([`Game::followers_revision`]).
pub(crate) fn followers_changed(game_id: &GameId) -> Statement {
    Statement::new("UPDATE games SET followers_revision = followers_revision + 1 WHERE id = $1").arg(game_id.as_str())
}

impl Db {
    /// Runs `change` to game `game_id`'s followers (a watcher added or gone) and, if it changed a
    /// row, counts the change in the game's revision, in one write; whether it changed one.
    async fn change_followers(&self, game_id: &GameId, change: Statement) -> Result<bool> {
        let counted = followers_changed(game_id);
        self.write(move |tx| {
            Box::pin(async move {
                let changed = tx.execute(change).await? == 1;
                if changed {
                    tx.execute(counted).await?;
                }
                Ok(changed)
            })
        })
        .await
    }
}

fn insert_move(game_id: &GameId, mv: &Move) -> Statement {
    Statement::new(
        "INSERT INTO moves (game_id, ply, side, text, input, comment, effect, position_key, chase, at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .arg(game_id.as_str())
    .arg(mv.ply)
    .arg(mv.side.name())
    .arg(&mv.text)
    .arg(&mv.input)
    .arg(mv.comment.as_deref())
    .arg(mv.effect.as_deref())
    .arg(mv.position_key)
    .arg(mv.chase.as_deref())
    .arg(mv.at)
}

/// The engine's job for `ply`, done with the move it owed.
fn finish_engine_job(game_id: &GameId, ply: i64, at: Timestamp) -> Statement {
    Statement::new(
        "UPDATE engine_jobs SET status = $4, finished_at = $3, locked_until = NULL \
         WHERE game_id = $1 AND ply = $2 AND status = $5",
    )
    .arg(game_id.as_str())
    .arg(ply)
    .arg(at)
    .word(JobStatus::Done.as_str())
    .word(JobStatus::Queued.as_str())
}

/// A move's write: the moves (a move, and the reply a forecast gave it) with the game after
/// each, and what goes with them in their transaction.
pub(crate) struct MovesWrite {
    game_id: GameId,
    expected: Expected,
    moves: Vec<(Move, GameUpdate)>,
    notices: Vec<Notice>,
    job: Option<NewJob>,
    kept: Option<KeptAnswer>,
    forecast: ForecastWrite,
    /// When the last move was made.
    at: Timestamp,
}

/// The move's write, on whatever runs its statements, all of it but the rating of a game it
/// ends (see [`GameStore::record_moves`]).
pub(crate) async fn write_moves<R: Run>(r: &mut R, w: &MovesWrite) -> Result<()> {
    if let Some(kept) = &w.kept
        && r.exists(key_used(kept)).await?
    {
        return Err(Failure::KeyUsed);
    }
    let mut expected = w.expected.clone();
    for (i, (mv, update)) in w.moves.iter().enumerate() {
        // The conditional update first: a conflict is found before anything changes (the
        // writer's contract; only the first can conflict, the rest follow it). The insert
        // cannot then collide; if it did, the error aborts. Its check of the followers'
        // revision is the forecast's: one entered since the move was worked out raised it
        // (PostgreSQL rechecks the condition on the row as a writer that held it left it).
        // The first raises the revision if the forecast changes, once for the transaction.
        let statement = update_game(update, &w.game_id, &expected, i == 0 && w.forecast.changes(), mv.at);
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
            followers_revision: expected.followers_revision + i64::from(i == 0 && w.forecast.changes()),
            // A forecast's reply follows, and only people forecast.
            engine_to_move: false,
        };
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

/// A new game's row.
fn game_inserted(game_id: &GameId, game: &NewGame, now: Timestamp) -> Statement {
    Statement::new(
        "INSERT INTO games (id, variant, options, white_id, black_id, status, start_position, position, \
         ply, to_move, days_per_move, deadline, created_at, updated_at, time_control, white_bank_ms, \
         black_bank_ms, reminded_until, next_reminder_at, white_level, black_level, rated, tournament_id, \
         tournament_round) VALUES ($1, $2, $3, $4, $5, $20, $6, $6, 0, $7, $8, $9, $10, $10, $11, $12, $13, $10, \
         $14, $15, $16, $17, $18, $19)",
    )
    .arg(game_id.as_str())
    .arg(&game.variant)
    .arg(&game.options)
    .arg(game.players.white.as_str())
    .arg(game.players.black.as_str())
    .arg(&game.position)
    .word(game.to_move.name())
    .arg(game.days_per_move)
    .arg(game.clocks.deadline)
    .arg(now)
    .arg(game.time_control.as_deref())
    .arg(game.clocks.banks_ms.white)
    .arg(game.clocks.banks_ms.black)
    .arg(game.next_reminder_at)
    .arg(game.levels.white)
    .arg(game.levels.black)
    .arg(game.rated)
    .arg(game.tournament.as_ref().map(|(id, _)| id.as_str()))
    .arg(game.tournament.as_ref().map(|(_, round)| *round))
    .word(ortoo_core::GameStatus::Active.as_str())
}

/// Inserts a new game's row, inside the caller's transaction.
pub(crate) async fn insert_game(r: &mut impl Run, game_id: &GameId, game: &NewGame, now: Timestamp) -> Result<()> {
    r.execute(game_inserted(game_id, game, now)).await?;
    Ok(())
}

/// An engine job, queued.
pub(crate) fn job_inserted(job: &NewJob, now: Timestamp) -> Statement {
    Statement::new(
        "INSERT INTO engine_jobs (id, game_id, ply, level, status, created_at, account_id) \
         VALUES ($1, $2, $3, $4, $7, $5, $6)",
    )
    .arg(job.id.as_str())
    .arg(job.game_id.as_str())
    .arg(job.ply)
    .arg(job.level)
    .arg(now)
    // The engine's games against itself wait for no one: '' (the column is NOT NULL).
    .arg(job.account_id.as_ref().map_or("", UserId::as_str))
    .word(JobStatus::Queued.as_str())
}

/// Queues an engine job, inside the caller's transaction.
pub(crate) async fn insert_job(r: &mut impl Run, job: &NewJob, now: Timestamp) -> Result<()> {
    r.execute(job_inserted(job, now)).await?;
    Ok(())
}

/// A notice, into the outbox.
pub(crate) fn notice_inserted(n: &Notice, now: Timestamp) -> Statement {
    Statement::new(INSERT_NOTICE)
        .arg(n.id.as_str())
        .arg(n.user_id.as_str())
        .word(n.kind.as_str())
        .arg(n.game_id.as_ref().map(GameId::as_str))
        .arg(n.ply)
        .arg(&n.subject)
        .arg(&n.detail)
        .arg(n.dedupe_key.as_deref())
        .arg(now)
        .arg(n.always_email)
        .arg(n.challenge_id.as_ref().map(ChallengeId::as_str))
        .arg(n.address.as_deref())
        .arg(n.in_reply_to.as_deref())
        .arg(now + n.hold_ms.max(0))
        .arg(n.words.as_ref().map(ortoo_core::Words::to_json))
}

/// Inserts notices into the outbox, inside the caller's transaction. Whether each is e-mailed
/// follows its recipient's preference as it stands in this transaction.
pub(crate) async fn insert_notices<'a>(
    r: &mut impl Run,
    notices: impl IntoIterator<Item = &'a Notice>,
    now: Timestamp,
) -> Result<()> {
    for n in notices {
        r.execute(notice_inserted(n, now)).await?;
    }
    Ok(())
}

/// Whether a notice is mailed: never to a closed account; account mail to its own address
/// always; nothing else to an address not yet verified; then as the player prefers.
/// (Its words spliced in, as [`UPDATE_GAME`]'s: it is on the move's path.)
pub(crate) const INSERT_NOTICE: &str = concatcp!(
    "INSERT INTO notifications (id, user_id, kind, game_id, ply, subject, detail, dedupe_key, \
     created_at, email, next_attempt_at, prerendered, challenge_id, address, in_reply_to, words) \
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN u.closed_at IS NOT NULL THEN '",
    NOT_MAILED,
    "' WHEN $12 IS NOT NULL THEN '",
    PENDING,
    "' WHEN u.email_verified_at IS NULL THEN '",
    NOT_MAILED,
    "' WHEN $10 THEN '",
    PENDING,
    "' WHEN u.notify = '",
    NotifyMode::Move.as_str(),
    "' THEN '",
    PENDING,
    "' WHEN u.notify = '",
    NotifyMode::Digest.as_str(),
    "' THEN '",
    MailState::Held.as_str(),
    "' ELSE '",
    NOT_MAILED,
    "' END, $14, FALSE, $11, $12, $13, $15 FROM users u WHERE u.id = $2 ON CONFLICT DO NOTHING"
);
const PENDING: &str = MailState::Pending.as_str();
const NOT_MAILED: &str = MailState::NotMailed.as_str();

#[async_trait::async_trait]
impl GameStore for Db {
    async fn game(&self, id: &GameId) -> StoreResult<Option<Game>> {
        reported("game", async move {
            let sql = concatcp!(SELECT_GAME, "WHERE g.id = $1");
            one(self.optional::<GameRow>(Statement::new(sql).arg(id.as_str())).await?)
        })
        .await
    }

    /// The games of these ids that exist, in no particular order.
    async fn games_among(&self, ids: &[GameId]) -> StoreResult<Vec<Game>> {
        reported("games_among", async move {
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            let sql = format!("{}WHERE {}", SELECT_GAME, self.listed("g.id", 1));
            let ids = serde_json::to_string(ids).map_err(|e| Failure::Corrupt(e.to_string()))?;
            read_all(self.all::<GameRow>(Statement::made(sql).arg(ids)).await?)
        })
        .await
    }

    /// The user's games, newest activity first.
    async fn games_of(&self, user_id: &UserId, status: Option<GameStatus>) -> StoreResult<Vec<Game>> {
        reported("games_of", async move {
            let sql = concatcp!(
                SELECT_GAME,
                "WHERE (g.white_id = $1 OR g.black_id = $1) AND ($2 IS NULL OR g.status = $2) \
             ORDER BY g.updated_at DESC LIMIT 500"
            );
            let games = Statement::new(sql).arg(user_id.as_str()).arg(status.map(GameStatus::as_str));
            read_all(self.all::<GameRow>(games).await?)
        })
        .await
    }

    /// A page of every game the user played, oldest first: those after the game `after` (ids
    /// grow with time), at most `limit` (an export reads them all, page by page).
    async fn games_page(&self, user_id: &UserId, after: Option<&GameId>, limit: i64) -> StoreResult<Vec<Game>> {
        reported("games_page", async move {
            let sql = concatcp!(
                SELECT_GAME,
                "WHERE (g.white_id = $1 OR g.black_id = $1) AND ($2 IS NULL OR g.id > $2) ORDER BY g.id LIMIT $3"
            );
            let games = Statement::new(sql).arg(user_id.as_str()).arg(after.map(GameId::as_str)).arg(limit);
            read_all(self.all::<GameRow>(games).await?)
        })
        .await
    }

    /// Active games whose move deadline has passed (a batch, oldest deadline first).
    async fn expired_games(&self, now: Timestamp) -> StoreResult<Vec<Game>> {
        reported("expired_games", async move {
            static SQL: std::sync::LazyLock<String> =
                std::sync::LazyLock::new(|| format!("{}{}", SELECT_GAME, *crate::periodic::EXPIRED_GAMES_WHERE));
            let sql: &'static str = SQL.as_str();
            read_all(self.all::<GameRow>(Statement::new(sql).arg(now)).await?)
        })
        .await
    }

    async fn moves(&self, game_id: &GameId) -> StoreResult<Vec<Move>> {
        reported("moves", async move {
            let moves = Statement::new(
                "SELECT ply, side, text, input, comment, effect, position_key, chase, at FROM moves WHERE game_id = $1 ORDER BY ply",
            )
            .arg(game_id.as_str());
            read_all(self.all::<MoveRow>(moves).await?)
        })
        .await
    }

    /// Position keys after each ply above `after_ply`, oldest first (the repetition window).
    async fn position_keys(&self, game_id: &GameId, after_ply: i64) -> StoreResult<Vec<i64>> {
        reported("position_keys", async move {
            let keys = Statement::new("SELECT position_key FROM moves WHERE game_id = $1 AND ply > $2 ORDER BY ply")
                .arg(game_id.as_str())
                .arg(after_ply);
            Ok(self.all::<(i64,)>(keys).await?.into_iter().map(|(key,)| key).collect())
        })
        .await
    }

    /// Stores a move and the game's new state in one transaction, if the game is still as
    /// `expected`. [`Failure::Conflict`] when another action changed it first.
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
    ) -> StoreResult<()> {
        let moves = [(mv.clone(), update.clone())];
        self.record_moves(game_id, expected, &moves, notices, job, kept, &ForecastWrite::Untouched).await
    }

    /// Stores moves in order (a move, and the reply a forecast gave it) with the game's state
    /// after each, in one transaction, if the game is still as `expected`; and what becomes of
    /// the forecast. [`Failure::Conflict`] when another action changed the game first.
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
    ) -> StoreResult<()> {
        reported("record_moves", async move {
            let Some(at) = moves.last().map(|(mv, _)| mv.at) else { return Ok(()) };
            let write = MovesWrite {
                game_id: game_id.clone(),
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
                return writer.direct(move |db| Direct::finish(write_moves(&mut Direct(db), &write))).await;
            }
            self.write(move |tx| {
                Box::pin(async move {
                    write_moves(tx, &write).await?;
                    for (mv, update) in &write.moves {
                        rate_game(tx, update, &write.game_id, mv.at).await?;
                    }
                    Ok(())
                })
            })
            .await
        })
        .await
    }

    /// Changes the game without a move (resignation, draw offers, claims), if it is still as
    /// `expected` and active. False when something else changed it first.
    async fn update_game(
        &self,
        game_id: &GameId,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> StoreResult<bool> {
        reported("update_game", async move {
            let changing = update_game(update, game_id, expected, false, now);
            let queued = analysis_queued(update, game_id, now);
            let (game_id, update, kept) = (game_id.clone(), update.clone(), kept.cloned());
            self.write(move |tx| {
                Box::pin(async move {
                    check_key(tx, kept.as_ref()).await?;
                    let changed = tx.execute(changing).await?;
                    if changed == 1 {
                        insert_notices(tx, &notices, now).await?;
                        if let Some(queued) = queued {
                            tx.execute(queued).await?;
                        }
                        rate_game(tx, &update, &game_id, now).await?;
                        keep_answer(tx, kept.as_ref(), now).await?;
                    }
                    Ok(changed == 1)
                })
            })
            .await
        })
        .await
    }

    /// Takes moves back by consent: the game returns to `update` (an earlier ply, which the
    /// moves after are deleted back to) if it is still as `expected`, and `now` becomes its
    /// [`Game::taken_back_at`]. Forecasts of the game go (they answer moves of the history
    /// taken back), raising its followers revision, and so do the engine's jobs from that ply on (one job a game and ply). False
    /// when something else changed the game first.
    async fn take_back(
        &self,
        game_id: &GameId,
        expected: &Expected,
        update: &GameUpdate,
        now: Timestamp,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> StoreResult<bool> {
        reported("take_back", async move {
            let changing = update_game(update, game_id, expected, true, now);
            let taken_back =
                Statement::new("UPDATE games SET taken_back_at = $2 WHERE id = $1").arg(game_id.as_str()).arg(now);
            let moves_gone = Statement::new("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
                .arg(game_id.as_str())
                .arg(update.ply);
            let forecasts_gone = Statement::new("DELETE FROM forecasts WHERE game_id = $1").arg(game_id.as_str());
            let jobs_gone = Statement::new("DELETE FROM engine_jobs WHERE game_id = $1 AND ply >= $2")
                .arg(game_id.as_str())
                .arg(update.ply);
            let kept = kept.cloned();
            self.write(move |tx| {
                Box::pin(async move {
                    check_key(tx, kept.as_ref()).await?;
                    if tx.execute(changing).await? != 1 {
                        return Ok(false);
                    }
                    tx.execute(taken_back).await?;
                    tx.execute(moves_gone).await?;
                    tx.execute(forecasts_gone).await?;
                    tx.execute(jobs_gone).await?;
                    insert_notices(tx, &notices, now).await?;
                    keep_answer(tx, kept.as_ref(), now).await?;
                    Ok(true)
                })
            })
            .await
        })
        .await
    }

    async fn watch(&self, game_id: &GameId, user_id: &UserId, now: Timestamp) -> StoreResult<bool> {
        reported("watch", async move {
            let watching = Statement::new(
                "INSERT INTO watchers (game_id, user_id, since) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            )
            .arg(game_id.as_str())
            .arg(user_id.as_str())
            .arg(now);
            self.change_followers(game_id, watching).await
        })
        .await
    }

    async fn unwatch(&self, game_id: &GameId, user_id: &UserId) -> StoreResult<bool> {
        reported("unwatch", async move {
            let unwatching = Statement::new("DELETE FROM watchers WHERE game_id = $1 AND user_id = $2")
                .arg(game_id.as_str())
                .arg(user_id.as_str());
            self.change_followers(game_id, unwatching).await
        })
        .await
    }

    async fn watchers(&self, game_id: &GameId) -> StoreResult<Vec<UserId>> {
        reported("watchers", async move {
            let watchers = Statement::new("SELECT user_id FROM watchers WHERE game_id = $1 ORDER BY since, user_id")
                .arg(game_id.as_str());
            let watchers: Vec<(String,)> = self.all(watchers).await?;
            Ok(watchers.into_iter().map(|(id,)| UserId::from_text(id)).collect())
        })
        .await
    }

    /// Games of the engine against itself that `user_id` asked for and that are still going.
    async fn watched_games(&self, user_id: &UserId) -> StoreResult<i64> {
        reported("watched_games", async move {
            let count = Statement::new(
                "SELECT COUNT(*) FROM challenges c JOIN games g ON g.id = c.game_id \
             WHERE c.challenger_id = $1 AND g.status = $2 AND g.white_level IS NOT NULL \
             AND g.black_level IS NOT NULL",
            )
            .arg(user_id.as_str())
            .word(GameStatus::Active.as_str());
            Ok(self.one::<(i64,)>(count).await?.0)
        })
        .await
    }
}
