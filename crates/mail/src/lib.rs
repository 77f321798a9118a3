//! Notices by mail: the notifier that sends the outbox, the mailer, and `mail-in`, which plays a
//! move sent as a reply. What a notice says is the domain's (`ortoo_play::notices`); this crate
//! only carries it.

mod drawing;
pub mod mail_in;
pub mod mailer;
pub mod notifier;
pub mod orders;

pub use ortoo_play::notices::*;
pub use ortoo_play::token;
