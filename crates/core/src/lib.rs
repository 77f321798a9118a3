//! ortoo's domain: games in play, challenges, clocks, notices and accounts, as types.
//!
//! It knows the rules (through `ortoo-rules`) and nothing of HTTP, SQL or mail formats: the
//! store, the web and mail transports and the engine workers are built on it, never the other
//! way round (see `docs/architecture.md`).

pub mod clock;
pub mod events;
pub mod figures;
pub mod forecast;
pub mod ids;
pub mod model;
pub mod names;
pub mod notice;
pub mod rating;
pub mod store;
pub mod text;
pub mod timecontrol;
pub mod tournament;
pub mod when;

pub use ids::{
    ChallengeId, ENGINE_ID, GameId, JobId, LinkId, MailCommandId, MessageId, NoticeId, TokenId, TournamentId, UserId,
    VariantFileId,
};
pub use model::{
    AccountLink, Challenge, ChatMessage, Expected, Game, GameUpdate, Move, NewGame, NewJob, Player, Token,
    UploadedVariant, User, VariantFile,
};
pub use names::{
    AnalysisStatus, ChallengeStatus, ColorChoice, GameStatus, JobStatus, LinkPurpose, MailState, Notation, NoticeKind,
    NotifyMode, Scope, Scopes, TournamentStatus, UnknownWord,
};
pub use notice::{Notice, Remark, Words};
pub use ortoo_rules::{BySide, Outcome, Reason, Side};
pub use store::{Store, StoreError};
pub use when::{Millis, Timestamp};
