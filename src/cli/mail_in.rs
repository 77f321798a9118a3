//! `ortoo mail-in`: one message, on standard input as an MTA pipes it: a reply to a turn mail
//! (its move played) or an order by new mail, answered by mail. Exit codes are the sysexits an
//! MTA understands: 0 taken, 65 not a genuine reply (bounced), 75 a temporary failure (kept and
//! delivered again).

use std::process::ExitCode;

use clap::Args;

use super::UsageError;

/// Where `mail-in` reads its settings, and the message's envelope recipient.
#[derive(Args)]
pub struct MailInArgs {
    #[arg(long)]
    pub config: Option<std::path::PathBuf>,
    /// The envelope recipient, if the MTA passes it (Postfix: ${recipient}; Exim:
    /// $local_part+$local_part_suffix@$domain); otherwise the message's headers are read.
    #[arg(long)]
    pub recipient: Option<String>,
}

pub fn run(args: &MailInArgs) -> Result<ExitCode, UsageError> {
    mail_in(args.config.as_deref(), args.recipient.as_deref())
}

/// `mail-in`: one message from standard input.
fn mail_in(config: Option<&std::path::Path>, recipient: Option<&str>) -> Result<ExitCode, UsageError> {
    use std::io::Read;
    const EX_DATAERR: u8 = 65;
    const EX_TEMPFAIL: u8 = 75;
    // A fault of the settings is the operator's to mend, never the sender's: the MTA is told to
    // keep the message and try again later (75), not to bounce a genuine move (any other code).
    let config = match crate::config::Config::load(config) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("ortoo mail-in: the configuration cannot be read ({e}); the message should be delivered again");
            return Ok(ExitCode::from(EX_TEMPFAIL));
        }
    };
    // The operator's variants, so that a move in a game of one is judged by its rules.
    if !config.variants.path.is_empty()
        && let Err(message) = crate::variant_files::load(std::path::Path::new(&config.variants.path))
    {
        eprintln!("ortoo mail-in: {message}; the message should be delivered again once the file is mended");
        return Ok(ExitCode::from(EX_TEMPFAIL));
    }
    let Ok(Some((reply_local, _))) = crate::notify::mailer::split_reply_address(&config.mail.reply_address) else {
        eprintln!(
            "ortoo mail-in: mail.reply_address is not set (or not an address), so replies by mail are not taken; \
             the message should be delivered again once it is"
        );
        return Ok(ExitCode::from(EX_TEMPFAIL));
    };
    // A message is at most a few kilobytes; a flood is cut off rather than read into memory.
    let mut raw = Vec::new();
    if let Err(e) = std::io::stdin().take(10 << 20).read_to_end(&mut raw) {
        eprintln!("ortoo mail-in: cannot read the message: {e}");
        return Ok(ExitCode::from(EX_TEMPFAIL));
    }
    let runtime = tokio::runtime::Runtime::new().map_err(|e| UsageError(format!("cannot start: {e}")))?;
    // A fault of ortoo's own (a panic) is not the sender's either: the MTA keeps the message and
    // tries again (75) rather than bouncing a genuine move; the panic's words are on stderr.
    let taken = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        runtime.block_on(async {
            // Never a new database: one made here would bounce genuine moves as forged.
            let db = match crate::server::open_existing_database(&config).await {
                Ok(db) => db,
                Err(e) => {
                    eprintln!("ortoo mail-in: {e:#}");
                    return Ok(ExitCode::from(EX_TEMPFAIL));
                }
            };
            // This process lives for one message: it tells the servers of what it did (the move,
            // for their pages; the answers queued, for their notifiers) and hears nothing.
            let built = crate::server::build_hearing(
                &db,
                &config,
                crate::clock::Clock::system(),
                crate::db::Hearing::TellsOnly,
            );
            let (play, _) = match built.await {
                Ok(built) => built,
                Err(e) => {
                    eprintln!("ortoo mail-in: {e:#}");
                    return Ok(ExitCode::from(EX_TEMPFAIL));
                }
            };
            let play_local = crate::notify::mailer::split_reply_address(&config.mail.play_address).ok().flatten();
            let taken = match play_local {
                Some((play_local, _))
                    if crate::notify::mail_in::is_new_mail(&raw, recipient, &reply_local, &play_local) =>
                {
                    crate::notify::orders::take_order(&play, &raw, recipient, &play_local).await
                }
                _ => crate::notify::mail_in::take_reply(&play, &raw, recipient, &reply_local).await,
            };
            // Counted where every process's /metrics reads it; a failure to count loses a figure,
            // not the mail.
            if let Err(e) = play.mail.count_taken(crate::notify::mail_in::outcome(&taken)).await {
                eprintln!("ortoo mail-in: the mail could not be counted: {e}");
            }
            let code = match taken {
                Ok(answered) => {
                    match (&answered.played, &answered.refusal) {
                        (Some(text), _) => println!("played {text} in game {}", answered.game_id),
                        (None, Some(reason)) => println!("refused in {}: {reason}", answered.game_id),
                        (None, None) => println!("answered {}", answered.user_id),
                    }
                    ExitCode::SUCCESS
                }
                // An out-of-office answer to our mail is dropped, not bounced: a bounce would be
                // answered by another machine in turn.
                Err(
                    e @ (crate::notify::mail_in::MailInError::Automatic | crate::notify::mail_in::MailInError::Flooded),
                ) => {
                    println!("ignored: {e}");
                    ExitCode::SUCCESS
                }
                Err(crate::notify::mail_in::MailInError::Store(e)) => {
                    eprintln!("ortoo mail-in: the database failed ({e}); the message should be delivered again");
                    ExitCode::from(EX_TEMPFAIL)
                }
                Err(e) => {
                    eprintln!("ortoo mail-in: {e}");
                    ExitCode::from(EX_DATAERR)
                }
            };
            play.events.publish(crate::events::Event {
                stream: None,
                users: Vec::new(),
                what: crate::events::Happening::OutboxDue,
                id: None,
            });
            play.events.flushed().await;
            db.close().await;
            Ok(code)
        })
    }));
    taken.unwrap_or_else(|_| {
        eprintln!("ortoo mail-in: stopped by a fault of ortoo's (above); the message should be delivered again");
        Ok(ExitCode::from(EX_TEMPFAIL))
    })
}
