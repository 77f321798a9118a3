//! Notices by mail: the notifier that sends the outbox, the letters it draws up from them, the
//! mailer, and `mail-in`, which plays a move sent as a reply. A notice's own words are the
//! domain's (`ortoo_play::notices`); how a mail is laid out, threaded and answered is this
//! crate's.

mod drawing;
pub mod letters;
pub mod mail_in;
pub mod mailer;
pub mod notifier;
pub mod orders;

pub use letters::{BoardPicture, Letter, Letters, Section, Thread};
pub use ortoo_play::token;
