//! Rows as the tables hold them, and their reading into the domain's types. Words that the
//! domain keeps as enums (a status, a side, a result) are checked here: a row this build cannot
//! read is reported as corrupt, never guessed at.

use ortoo_core::model::outcome_from_words;
use ortoo_core::model::{Player, Seat};
use ortoo_core::store::{
    AnalysedPosition, AnalysisJob, Job, Listed, MailCommand, Outgoing, Prefs, RatingChange, ReplyNotice, StoredResponse,
};
use ortoo_core::tournament::Entry;
use ortoo_core::tournament::{Kind, Tournament};
use ortoo_core::{
    BySide, Challenge, ChallengeId, ChatMessage, Game, GameId, Millis, Move, NoticeId, Token, TokenId, TournamentId,
    User, UserId,
};
use sqlx::FromRow;

use crate::failure::Failure;
use crate::moment::{Moment, ReadAs};

/// Reads a stored word into its enum.
pub(crate) fn word<T: std::str::FromStr>(table: &str, column: &str, text: &str) -> Result<T, Failure>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e: T::Err| Failure::Corrupt(format!("{table}.{column}: {e}")))
}

fn optional_word<T: std::str::FromStr>(table: &str, column: &str, text: Option<&str>) -> Result<Option<T>, Failure>
where
    T::Err: std::fmt::Display,
{
    text.map(|t| word(table, column, t)).transpose()
}

/// A tournament's row, with its creator's name and its players counted.
#[derive(Debug, FromRow)]
pub struct TournamentRow {
    id: String,
    name: String,
    kind: String,
    variant: String,
    options: String,
    time_control: Option<String>,
    days_per_move: Option<i64>,
    rated: bool,
    rounds: i64,
    creator_id: String,
    creator_name: String,
    starts_at: Moment,
    status: String,
    round: i64,
    created_at: Moment,
    players: i64,
    roster: i64,
}

impl TryFrom<TournamentRow> for Tournament {
    type Error = Failure;
    fn try_from(r: TournamentRow) -> Result<Tournament, Failure> {
        let kind = Kind::parse(&r.kind)
            .ok_or_else(|| Failure::Corrupt(format!("tournaments.kind of {}: \"{}\" is not a kind", r.id, r.kind)))?;
        Ok(Tournament {
            kind,
            status: word("tournaments", "status", &r.status)?,
            id: TournamentId::from_text(r.id),
            name: r.name,
            variant: r.variant,
            options: r.options,
            time_control: r.time_control,
            days_per_move: r.days_per_move,
            rated: r.rated,
            rounds: r.rounds,
            creator_id: UserId::from_text(r.creator_id),
            creator_name: r.creator_name,
            starts_at: r.starts_at.read(),
            round: r.round,
            created_at: r.created_at.read(),
            players: r.players,
            roster: r.roster,
        })
    }
}

/// Reads every row, or reports the first that cannot be read.
pub fn read_all<R, T: TryFrom<R, Error = Failure>>(rows: Vec<R>) -> Result<Vec<T>, Failure> {
    rows.into_iter().map(T::try_from).collect()
}

#[derive(Debug, FromRow)]
pub struct UserRow {
    id: String,
    name: String,
    email: String,
    password_hash: String,
    created_at: Moment,
    email_verified_at: Option<Moment>,
    closed_at: Option<Moment>,
    notation: String,
    language: Option<String>,
}

impl TryFrom<UserRow> for User {
    type Error = Failure;
    fn try_from(r: UserRow) -> Result<User, Failure> {
        Ok(User {
            id: UserId::from_text(r.id),
            name: r.name,
            email: r.email,
            password_hash: r.password_hash,
            created_at: r.created_at.read(),
            email_verified_at: r.email_verified_at.read(),
            closed_at: r.closed_at.read(),
            notation: word("users", "notation", &r.notation)?,
            language: r.language,
        })
    }
}

#[derive(Debug, FromRow)]
pub struct TokenRow {
    id: String,
    user_id: String,
    label: String,
    scopes: String,
    created_at: Moment,
    last_used_at: Option<Moment>,
}

impl TryFrom<TokenRow> for Token {
    type Error = Failure;
    fn try_from(r: TokenRow) -> Result<Token, Failure> {
        Ok(Token {
            id: TokenId::from_text(r.id),
            user_id: UserId::from_text(r.user_id),
            label: r.label,
            scopes: word("api_tokens", "scopes", &r.scopes)?,
            created_at: r.created_at.read(),
            last_used_at: r.last_used_at.read(),
        })
    }
}

#[derive(Debug, FromRow)]
pub struct ChallengeRow {
    id: String,
    challenger_id: String,
    challenger_name: String,
    opponent_id: Option<String>,
    opponent_name: Option<String>,
    engine_level: Option<i64>,
    variant: String,
    options: String,
    color: String,
    days_per_move: Option<i64>,
    time_control: Option<String>,
    rated: bool,
    rating_min: Option<i64>,
    rating_max: Option<i64>,
    status: String,
    game_id: Option<String>,
    created_at: Moment,
}

impl TryFrom<ChallengeRow> for Challenge {
    type Error = Failure;
    fn try_from(r: ChallengeRow) -> Result<Challenge, Failure> {
        Ok(Challenge {
            id: ChallengeId::from_text(r.id),
            challenger_id: UserId::from_text(r.challenger_id),
            challenger_name: r.challenger_name,
            opponent_id: r.opponent_id.map(UserId::from_text),
            opponent_name: r.opponent_name,
            engine_level: r.engine_level,
            variant: r.variant,
            options: r.options,
            color: word("challenges", "color", &r.color)?,
            days_per_move: r.days_per_move,
            time_control: r.time_control,
            rated: r.rated,
            rating_min: r.rating_min,
            rating_max: r.rating_max,
            status: word("challenges", "status", &r.status)?,
            game_id: r.game_id.map(GameId::from_text),
            created_at: r.created_at.read(),
        })
    }
}

#[derive(Debug, FromRow)]
pub struct GameRow {
    id: String,
    variant: String,
    options: String,
    white_id: String,
    white_name: String,
    black_id: String,
    black_name: String,
    status: String,
    result: Option<String>,
    reason: Option<String>,
    start_position: String,
    position: String,
    ply: i64,
    to_move: String,
    days_per_move: Option<i64>,
    deadline: Option<Moment>,
    draw_offer: Option<String>,
    takeback_offer: Option<String>,
    taken_back_at: Option<Moment>,
    followers_revision: i64,
    created_at: Moment,
    updated_at: Moment,
    finished_at: Option<Moment>,
    time_control: Option<String>,
    white_bank_ms: Option<i64>,
    black_bank_ms: Option<i64>,
    reminded_until: Option<Moment>,
    next_reminder_at: Option<Moment>,
    white_level: Option<i64>,
    black_level: Option<i64>,
    rated: bool,
    tournament_id: Option<String>,
    tournament_name: Option<String>,
    tournament_round: Option<i64>,
}

impl TryFrom<GameRow> for Game {
    type Error = Failure;
    fn try_from(r: GameRow) -> Result<Game, Failure> {
        let outcome = match (r.status.as_str(), r.result.as_deref(), r.reason.as_deref()) {
            ("active", _, _) => None,
            ("finished", Some(result), Some(reason)) => Some(
                outcome_from_words(result, reason)
                    .map_err(|e| Failure::Corrupt(format!("games.result of {}: {e}", r.id)))?,
            ),
            (status, result, reason) => {
                return Err(Failure::Corrupt(format!(
                    "game {} has status {status:?}, result {result:?} and reason {reason:?}",
                    r.id
                )));
            }
        };
        Ok(Game {
            outcome,
            to_move: word("games", "to_move", &r.to_move)?,
            draw_offer: optional_word("games", "draw_offer", r.draw_offer.as_deref())?,
            takeback_offer: optional_word("games", "takeback_offer", r.takeback_offer.as_deref())?,
            taken_back_at: r.taken_back_at.read(),
            followers_revision: r.followers_revision,
            id: GameId::from_text(r.id),
            variant: r.variant,
            options: r.options,
            players: BySide::new(
                Player { id: UserId::from_text(r.white_id), name: r.white_name, level: r.white_level },
                Player { id: UserId::from_text(r.black_id), name: r.black_name, level: r.black_level },
            ),
            start_position: r.start_position,
            position: r.position,
            ply: r.ply,
            days_per_move: r.days_per_move,
            deadline: r.deadline.read(),
            created_at: r.created_at.read(),
            updated_at: r.updated_at.read(),
            finished_at: r.finished_at.read(),
            time_control: r.time_control,
            banks_ms: BySide::new(r.white_bank_ms, r.black_bank_ms),
            reminded_until: r.reminded_until.read(),
            next_reminder_at: r.next_reminder_at.read(),
            rated: r.rated,
            tournament: match (r.tournament_id, r.tournament_name, r.tournament_round) {
                (Some(tournament_id), Some(name), Some(round)) => {
                    Some(Seat { tournament_id: TournamentId::from_text(tournament_id), name, round })
                }
                _ => None,
            },
        })
    }
}

#[derive(Debug, FromRow)]
pub struct MoveRow {
    ply: i64,
    side: String,
    text: String,
    input: String,
    comment: Option<String>,
    effect: Option<String>,
    position_key: i64,
    chase: Option<String>,
    at: Moment,
}

impl TryFrom<MoveRow> for Move {
    type Error = Failure;
    fn try_from(r: MoveRow) -> Result<Move, Failure> {
        Ok(Move {
            ply: r.ply,
            side: word("moves", "side", &r.side)?,
            text: r.text,
            input: r.input,
            comment: r.comment,
            effect: r.effect,
            position_key: r.position_key,
            chase: r.chase,
            at: r.at.read(),
        })
    }
}

/// A notice in the outbox, with its recipient.
#[derive(Debug, FromRow)]
pub(crate) struct OutgoingRow {
    id: String,
    user_id: String,
    user_name: String,
    email: String,
    kind: String,
    game_id: Option<String>,
    challenge_id: Option<String>,
    ply: Option<i64>,
    subject: String,
    time_zone: String,
    notation: String,
    language: Option<String>,
    detail: String,
    words: Option<String>,
    prerendered: bool,
    attempts: i64,
    in_reply_to: Option<String>,
}

impl From<OutgoingRow> for Outgoing {
    fn from(r: OutgoingRow) -> Outgoing {
        Outgoing {
            id: NoticeId::from_text(r.id),
            user_id: UserId::from_text(r.user_id),
            user_name: r.user_name,
            email: r.email,
            // A kind written by a newer build is mailed as its words stand, not refused: the
            // outbox is shared by every process, whatever its version.
            kind: r.kind.parse().ok(),
            game_id: r.game_id.map(GameId::from_text),
            challenge_id: r.challenge_id.map(ChallengeId::from_text),
            ply: r.ply,
            subject: r.subject,
            time_zone: r.time_zone,
            // A notation written by a newer build reads as the default.
            notation: r.notation.parse().unwrap_or(ortoo_core::Notation::San),
            language: r.language,
            detail: r.detail,
            words: ortoo_core::Words::from_json(r.words.as_deref()),
            prerendered: r.prerendered,
            attempts: r.attempts,
            in_reply_to: r.in_reply_to,
        }
    }
}

/// A player's settings as the users table holds them.
#[derive(Debug, FromRow)]
pub(crate) struct PrefsRow {
    notify: String,
    time_zone: String,
    notation: String,
    language: Option<String>,
    mail_secret: Option<String>,
    remind_hours: String,
    vacation_year: i64,
    vacation_used_ms: Millis,
    vacation_until: Option<Moment>,
    last_digest_at: Moment,
}

impl TryFrom<PrefsRow> for Prefs {
    type Error = Failure;
    fn try_from(r: PrefsRow) -> Result<Prefs, Failure> {
        Ok(Prefs {
            notify: word("users", "notify", &r.notify)?,
            time_zone: r.time_zone,
            notation: word("users", "notation", &r.notation)?,
            language: r.language,
            mail_secret: r.mail_secret,
            remind_hours: r.remind_hours,
            vacation_year: r.vacation_year,
            vacation_used_ms: r.vacation_used_ms,
            vacation_until: r.vacation_until.read(),
            last_digest_at: r.last_digest_at.read(),
        })
    }
}

/// A notice as the app lists it.
#[derive(Debug, FromRow)]
pub(crate) struct ListedRow {
    id: String,
    kind: String,
    game_id: Option<String>,
    subject: String,
    detail: String,
    words: Option<String>,
    created_at: Moment,
    read_at: Option<Moment>,
    email: String,
}

impl From<ListedRow> for Listed {
    fn from(r: ListedRow) -> Listed {
        Listed {
            id: NoticeId::from_text(r.id),
            // As the outbox reads it: a newer build's kind is listed, not refused.
            kind: r.kind.parse().ok(),
            game_id: r.game_id.map(GameId::from_text),
            subject: r.subject,
            detail: r.detail,
            words: ortoo_core::Words::from_json(r.words.as_deref()),
            created_at: r.created_at.read(),
            read_at: r.read_at.read(),
            email: r.email,
        }
    }
}

/// Rows read field for field into domain types that have nothing to check: the row derives
/// sqlx's reading, so that the domain's type need not know sqlx.
macro_rules! plain_rows {
    ($($(#[$doc:meta])* $row:ident => $domain:ident { $($field:ident: $ty:ty),* $(,)? })*) => {$(
        $(#[$doc])*
        #[derive(Debug, FromRow)]
        pub(crate) struct $row {
            $($field: $ty),*
        }

        impl From<$row> for $domain {
            fn from(row: $row) -> $domain {
                $domain { $($field: ReadAs::read(row.$field)),* }
            }
        }
    )*};
}

plain_rows! {
    ChatRow => ChatMessage {
        id: String, game_id: String, user_id: String, user_name: String, text: String, at: Moment,
    }
    EntryRow => Entry { user_id: String, name: String, joined_at: Moment, withdrawn_at: Option<Moment> }
    ReplyNoticeRow => ReplyNotice {
        id: String,
        user_id: String,
        game_id: Option<String>,
        challenge_id: Option<String>,
        ply: Option<i64>,
        created_at: Moment,
        reply_used_at: Option<Moment>,
    }
    MailCommandRow => MailCommand {
        id: String, user_id: String, command: String, created_at: Moment, done_at: Option<Moment>,
    }
    JobRow => Job { id: String, game_id: String, ply: i64, level: i64, attempts: i64, created_at: Moment }
    AnalysisJobRow => AnalysisJob { game_id: String, attempts: i64 }
    PositionRow => AnalysedPosition { ply: i64, score: i64, best: Option<String>, line: String, depth: i64 }
    RatingChangeRow => RatingChange {
        game_id: String,
        user_id: String,
        pool: String,
        rating_before: f64,
        rating: f64,
        deviation: f64,
        at: Moment,
    }
    StoredResponseRow => StoredResponse { request_hash: String, status: i64, response: String }
}
