//! Sending one notice as an e-mail: SMTP, or `.eml` files for the embedded default.

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use ortoo_core::ChallengeId;

use crate::letters::{Letter, Section};
use ortoo_config::{Mail, MailTransport, SmtpTls};
pub use ortoo_core::store::Outgoing;
use ortoo_core::{GameId, NoticeKind};
use ortoo_play::token::Signer;

#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// Worth trying again later (the server is down, a 4xx answer).
    #[error("{0}")]
    Transient(String),
    /// Will never go (an address the server refuses for good, a malformed address).
    #[error("{0}")]
    Permanent(String),
}

#[derive(Debug, thiserror::Error)]
pub enum MailConfigError {
    #[error("mail.from is not an address: {0}")]
    From(String),
    #[error("mail.reply_address must look like name@domain, not \"{0}\"")]
    Reply(String),
    #[error("cannot set up SMTP to {host}: {error}")]
    Smtp { host: String, error: String },
}

#[derive(Clone)]
enum Transport {
    File(AsyncFileTransport<Tokio1Executor>),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    None,
}

/// Builds and sends notices' e-mails.
#[derive(Clone)]
pub struct Mailer {
    transport: Transport,
    from: Mailbox,
    /// The reply address split at the "@": replies go to local+TOKEN@domain.
    reply: Option<(String, String)>,
    /// The play address split the same way: commands by new mail, and confirmations of them.
    play: Option<(String, String)>,
    signer: Signer,
    base_url: String,
    /// The domain of the sender's address: every Message-ID we make ends in it, so that the
    /// ids are the server's own and unique across servers (RFC 5322, 3.6.4).
    domain: String,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mailer").field("from", &self.from).field("reply", &self.reply).finish_non_exhaustive()
    }
}

/// The reply address split into local part and domain.
pub fn split_reply_address(address: &str) -> Result<Option<(String, String)>, MailConfigError> {
    let address = address.trim();
    if address.is_empty() {
        return Ok(None);
    }
    match address.split_once('@') {
        Some((local, domain)) if !local.is_empty() && !domain.is_empty() && !local.contains('+') => {
            Ok(Some((local.to_string(), domain.to_string())))
        }
        _ => Err(MailConfigError::Reply(address.to_string())),
    }
}

impl Mailer {
    /// # Errors
    /// A malformed sender or reply address, or SMTP settings that cannot be used.
    pub fn new(config: &Mail, signer: Signer, base_url: &str) -> Result<Mailer, MailConfigError> {
        let from: Mailbox = config.from.parse().map_err(|e| MailConfigError::From(format!("{}: {e}", config.from)))?;
        let reply = split_reply_address(&config.reply_address)?;
        let play = split_reply_address(&config.play_address)?;
        if play.is_some() && play.as_ref().map(|p| &p.0) == reply.as_ref().map(|r| &r.0) {
            return Err(MailConfigError::Reply(format!(
                "{} (mail.play_address needs a name of its own, not mail.reply_address's)",
                config.play_address
            )));
        }
        let transport = match config.transport {
            MailTransport::None => Transport::None,
            MailTransport::File => Transport::File(AsyncFileTransport::new(&config.dir)),
            MailTransport::Smtp => {
                let smtp_error = |error: String| MailConfigError::Smtp { host: config.smtp_host.clone(), error };
                let mut builder =
                    AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&config.smtp_host).port(config.smtp_port);
                let tls = || tls_parameters(config).map_err(smtp_error);
                builder = match config.smtp_tls {
                    SmtpTls::None => builder.tls(Tls::None),
                    SmtpTls::Starttls => builder.tls(Tls::Required(tls()?)),
                    SmtpTls::Tls => builder.tls(Tls::Wrapper(tls()?)),
                };
                if !config.smtp_user.is_empty() {
                    builder =
                        builder.credentials(Credentials::new(config.smtp_user.clone(), config.smtp_password.clone()));
                }
                Transport::Smtp(builder.timeout(Some(std::time::Duration::from_secs(30))).build())
            }
        };
        if let Transport::File(_) = transport {
            std::fs::create_dir_all(&config.dir).map_err(|e| MailConfigError::Smtp {
                host: config.dir.clone(),
                error: format!("cannot create the mail folder: {e}"),
            })?;
        }
        let domain = from.email.domain().to_string();
        Ok(Mailer { transport, from, reply, play, signer, base_url: config_base(base_url), domain })
    }

    pub fn takes_replies(&self) -> bool {
        self.reply.is_some()
    }

    /// Whether mail goes anywhere at all.
    pub fn sends(&self) -> bool {
        !matches!(self.transport, Transport::None)
    }

    /// The reply address of a notice about a game or a challenge: a reply to it may give a
    /// command about that game or challenge (and a move, when the notice names the ply).
    pub fn reply_address(&self, n: &Outgoing) -> Option<String> {
        if let Some((local, domain)) = &self.play {
            // A confirmation: its reply, whatever it says, confirms the command it names.
            if n.kind == Some(NoticeKind::Confirm) {
                return Some(format!(
                    "{local}+{}@{domain}",
                    self.signer.command_token(n.id.as_str(), n.user_id.as_str())
                ));
            }
            // An answer about no game: a reply to it is new mail (another command).
            if n.game_id.is_none() && n.challenge_id.is_none() && n.is_answer() {
                return Some(format!("{local}@{domain}"));
            }
        }
        let (local, domain) = self.reply.as_ref()?;
        let about = (n.game_id.as_ref().map(GameId::as_str)).or(n.challenge_id.as_ref().map(ChallengeId::as_str))?;
        Some(format!("{local}+{}@{domain}", self.signer.reply_token(n.id.as_str(), n.user_id.as_str(), about, n.ply)))
    }

    /// The notice as an RFC 5322 message drawn up from `letter`: plain text, and beside it HTML
    /// with each board as a picture (PNG, inline by `cid:`). A game's mails carry its thread's
    /// headers and subject prefix, so a mail client shows them as one conversation.
    ///
    /// # Errors
    /// [`SendError::Permanent`] for a recipient address that is not one.
    pub fn message(&self, n: &Outgoing, letter: &Letter) -> Result<Message, SendError> {
        let to: Mailbox = format!("{} <{}>", n.user_name, n.email)
            .parse()
            .or_else(|_| n.email.parse())
            .map_err(|e| SendError::Permanent(format!("\"{}\" is not an e-mail address: {e}", n.email)))?;
        // Account mail (a verification or reset link) goes whatever the reader's settings, so it
        // offers no way to stop "these e-mails": there are none to stop.
        let unsubscribe = (!n.is_account_mail())
            .then(|| format!("{}/unsubscribe/{}", self.base_url, self.signer.unsubscribe_token(n.user_id.as_str())));
        let footer = match &unsubscribe {
            Some(link) => {
                format!("\n-- \nYour notification settings: {}/settings\nStop these e-mails: {link}\n", self.base_url)
            }
            None => format!("\n-- \nortoo: {}/\n", self.base_url),
        };
        let text = format!("{}{footer}", letter.text());
        let (html, pictures) = self.html(letter, unsubscribe.as_deref());
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject(&n.subject))
            // A stable id: if a crash between sending and marking it sent makes us send it
            // again, mail clients and servers can see it is the same message.
            .message_id(Some(format!("<{}@{}>", n.id, self.domain)))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Auto-Submitted"),
                if n.is_answer() { "auto-replied" } else { "auto-generated" }.into(),
            ));
        if let Some(link) = &unsubscribe {
            builder = builder
                .raw_header(HeaderValue::new(HeaderName::new_from_ascii_str("List-Unsubscribe"), format!("<{link}>")))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".into(),
                ));
        }
        if let Some(thread) = &letter.thread {
            // Every mail of a game answers the game's own root id (which no mail carries, as a
            // forge's issue mails do): clients thread them whichever arrives first.
            let root = thread_root(&thread.game_id, &self.domain);
            builder = match &n.in_reply_to {
                // An answer to a player's mail answers that mail, in the game's thread.
                Some(answered) => builder.in_reply_to(answered.clone()).references(format!("{root} {answered}")),
                None => builder.in_reply_to(root.clone()).references(root),
            };
        } else if let Some(answered) = &n.in_reply_to {
            // An answer to a command mailed to the play address threads with that command.
            builder = builder.in_reply_to(answered.clone()).references(answered.clone());
        }
        if let Some(reply) = self.reply_address(n) {
            let reply: Mailbox =
                format!("ortoo <{reply}>").parse().map_err(|e| SendError::Permanent(format!("{e}")))?;
            builder = builder.reply_to(reply);
        }
        let html_part = SinglePart::builder().header(ContentType::TEXT_HTML).body(html);
        let html = if pictures.is_empty() {
            MultiPart::related().singlepart(html_part)
        } else {
            pictures.into_iter().fold(MultiPart::related().singlepart(html_part), |related, (cid, png)| {
                related.singlepart(
                    Attachment::new_inline(cid).body(png, ContentType::parse("image/png").expect("a MIME type")),
                )
            })
        };
        builder
            .multipart(
                MultiPart::alternative()
                    .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(text))
                    .multipart(html),
            )
            .map_err(|e| SendError::Permanent(e.to_string()))
    }

    /// The HTML part and its pictures (content id, PNG). A board that cannot be pictured is
    /// shown as its text.
    fn html(&self, letter: &Letter, unsubscribe: Option<&str>) -> (String, Vec<(String, Vec<u8>)>) {
        let mut pictures = Vec::new();
        let mut body = String::new();
        for section in &letter.sections {
            match section {
                Section::Words(words) => {
                    body.push_str(WORDS_OPEN);
                    body.push_str(&linkified(words));
                    body.push_str("</div>");
                }
                Section::Board(board) => match ortoo_picture::png(&*board.state, board.view, &board.last, 1.0) {
                    Ok(png) => {
                        let cid = format!("board{}@{}", pictures.len() + 1, self.domain);
                        body.push_str(&format!(
                            "<img src=\"cid:{cid}\" width=\"{}\" height=\"{}\" alt=\"{}\" \
                             style=\"display:block;max-width:100%;height:auto;margin:12px 0\">",
                            png.width,
                            png.height,
                            escape_html(&board.text)
                        ));
                        pictures.push((cid, png.bytes));
                    }
                    Err(error) => {
                        tracing::warn!(%error, "a board could not be pictured; the mail shows it as text");
                        body.push_str(WORDS_OPEN);
                        body.push_str(&escape_html(&board.text));
                        body.push_str("</div>");
                    }
                },
            }
        }
        let footer = match unsubscribe {
            Some(link) => format!(
                "<a href=\"{}/settings\" style=\"color:#59636e\">Notification settings</a> · \
                 <a href=\"{}\" style=\"color:#59636e\">Stop these e-mails</a>",
                self.base_url,
                escape_html(link)
            ),
            None => format!("<a href=\"{0}/\" style=\"color:#59636e\">ortoo</a>", self.base_url),
        };
        let html = format!(
            "<!doctype html><html><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"></head>\
             <body style=\"margin:0;padding:16px;background:#ffffff;color:#1f2328\">\
             <div style=\"max-width:620px\">{body}\
             <p style=\"font-family:system-ui,sans-serif;font-size:12px;color:#59636e;margin-top:24px\">\
             {footer}</p></div></body></html>"
        );
        (html, pictures)
    }

    /// Sends one notice.
    ///
    /// # Errors
    /// Whether it is worth trying again, with the reason.
    /// How many mails may be in flight at once. Files two at a time: creating files in one
    /// folder contends on the folder's lock, and a profile of the drain showed the kernel
    /// spinning on it (3,600 mails/s at eight at once, 4,800 at two, 3,100 one by one). SMTP
    /// one after another over the transport's pooled connection (a mail server counts a
    /// sender's connections, and one kept open costs no handshake per mail).
    pub fn sends_at_once(&self) -> usize {
        match self.transport {
            Transport::Smtp(_) => 1,
            Transport::File(_) | Transport::None => 2,
        }
    }

    pub async fn send(&self, n: &Outgoing, letter: Letter) -> Result<(), SendError> {
        // Picturing a board takes milliseconds of CPU: done off the async threads, so a round
        // of mails never stalls the requests the same runtime serves, and below the moves'
        // priority (see `drawing`).
        let (mailer, notice) = (self.clone(), n.clone());
        let message =
            crate::drawing::drawn(move || mailer.message(&notice, &letter)).await.map_err(SendError::Transient)??;
        match &self.transport {
            Transport::None => Ok(()),
            Transport::File(t) => t
                .send(message)
                .await
                .map(|_| ())
                .map_err(|e| SendError::Transient(format!("cannot write the mail file: {e}"))),
            Transport::Smtp(t) => t.send(message).await.map(|_| ()).map_err(|e| {
                if e.is_permanent() { SendError::Permanent(e.to_string()) } else { SendError::Transient(e.to_string()) }
            }),
        }
    }
}

/// How each run of words opens in the HTML part: as the plain part sets it (the move list and
/// the commands line up in columns).
const WORDS_OPEN: &str = "<div style=\"white-space:pre-wrap;overflow-wrap:anywhere;\
                          font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px;line-height:1.45;\
                          margin:0 0 8px\">";

/// The id every mail of a game refers to, so that they thread.
pub fn thread_root(game_id: &GameId, domain: &str) -> String {
    format!("<game-{game_id}@{domain}>")
}

/// TLS to the SMTP server: the machine's own trusted roots (the system's store, as every
/// other program on it trusts), and the operator's CA file beside them for a relay whose
/// certificate a private authority signed.
fn tls_parameters(config: &Mail) -> Result<TlsParameters, String> {
    let mut builder = TlsParameters::builder(config.smtp_host.clone());
    let ca_file = config.smtp_ca_file.trim();
    if !ca_file.is_empty() {
        let pem = std::fs::read(ca_file).map_err(|e| format!("cannot read mail.smtp_ca_file {ca_file}: {e}"))?;
        if !pem.windows(27).any(|w| w == b"-----BEGIN CERTIFICATE-----") {
            return Err(format!("mail.smtp_ca_file {ca_file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)"));
        }
        let certificate = Certificate::from_pem(&pem)
            .map_err(|e| format!("mail.smtp_ca_file {ca_file} holds no PEM certificate we can read: {e}"))?;
        builder = builder.add_root_certificate(certificate);
    }
    builder.build_rustls().map_err(|e| e.to_string())
}

/// `text` escaped for HTML, with its web addresses made links.
pub fn linkified(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut rest = text;
    while let Some(at) = rest.find("http://").into_iter().chain(rest.find("https://")).min() {
        out.push_str(&escape_html(&rest[..at]));
        let end = rest[at..].find(char::is_whitespace).map_or(rest.len(), |e| at + e);
        // A sentence's full stop or a closing bracket after an address is not part of it.
        let url = rest[at..end].trim_end_matches(['.', ',', ')', ';', ':', '"']);
        let url_end = at + url.len();
        out.push_str(&format!("<a href=\"{0}\">{0}</a>", escape_html(url)));
        rest = &rest[url_end..];
    }
    out.push_str(&escape_html(rest));
    out
}

fn config_base(url: &str) -> String {
    url.trim_end_matches('/').to_string()
}

pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}
