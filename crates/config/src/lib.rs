//! ortoo's configuration, read by every process (server, workers, `mail-in`): the documented
//! defaults in `config/default.toml` (built in), an
//! optional file of the operator's, then `ORTOO_*` environment variables.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::Path;

use figment::Figment;
use figment::providers::{Env, Format, Toml};
use serde::Deserialize;

pub const DEFAULTS: &str = include_str!("../../../config/default.toml");

/// One external engine, as configured.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct External {
    /// The program, and its arguments.
    pub command: String,
    #[serde(default)]
    pub args: Vec<String>,
    /// The engine's name for the game (its `UCI_Variant`), if it plays more than one.
    #[serde(default)]
    pub variant: Option<String>,
    /// UCI options set once when the engine starts (`VariantPath`, `Threads`, `Hash`...).
    #[serde(default)]
    pub options: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub bind: SocketAddr,
    pub database_url: String,
    pub base_url: String,
    pub secure_cookies: bool,
    pub max_connections: u32,
    pub session_days: u32,
    pub deadline_check_seconds: u64,
    pub limits: Limits,
    pub clocks: Clocks,
    pub mail: Mail,
    pub engine: Engine,
    #[serde(default)]
    pub tournaments: Tournaments,
    pub accounts: Accounts,
    #[serde(default)]
    pub variants: Variants,
    #[serde(default)]
    pub log: Log,
    #[serde(default)]
    pub metrics: Metrics,
}

/// How the process writes its log (to standard output; `ORTOO_LOG` chooses what is written).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Log {
    #[serde(default)]
    pub format: LogFormat,
}

/// A log's lines as a person reads them, or one JSON object a line for a collector.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    #[default]
    Text,
    /// Each line an object with the spans it happened in (the request's id among them), and a
    /// line as each span closes with the time it took.
    Json,
}

/// Prometheus metrics at `/metrics`: off unless asked for, since they tell anyone who can reach
/// them how busy the server is.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Metrics {
    /// Served at `/metrics` beside the site.
    #[serde(default)]
    pub enabled: bool,
    /// An address of their own (`127.0.0.1:9464`), serving `/metrics` alone, in `ortoo worker`
    /// too; empty for none. Setting it switches metrics on.
    #[serde(default)]
    pub bind: String,
}

impl Metrics {
    /// Whether this process records metrics at all.
    pub fn recorded(&self) -> bool {
        self.enabled || !self.bind.trim().is_empty()
    }

    /// The address of their own, if one is set.
    ///
    /// # Errors
    /// An address that is not `host:port`, quoted.
    pub fn own_address(&self) -> Result<Option<SocketAddr>, String> {
        let bind = self.bind.trim();
        if bind.is_empty() {
            return Ok(None);
        }
        bind.parse()
            .map(Some)
            .map_err(|_| format!("[metrics] bind must be an address and port such as 127.0.0.1:9464, not \"{bind}\""))
    }
}

/// The operator's own variants.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Variants {
    /// A file in the variants.ini format, or a folder of `.ini` files, read at start; empty for
    /// none.
    #[serde(default)]
    pub path: String,
}

/// Accounts: whether addresses are verified, and how often account mail may go.
#[derive(Debug, Clone, Deserialize)]
pub struct Accounts {
    /// Mail nothing but its verification to an address until its owner follows the link.
    pub verify_email: bool,
    /// Hours a verification link stays good.
    pub verify_link_hours: u32,
    /// Account mail (password resets, verifications sent again) per account and per address
    /// in an hour.
    pub account_mail_per_hour: u32,
}

/// Who may make tournaments.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Tournaments {
    /// The names of the players who may make tournaments; empty: any player.
    #[serde(default)]
    pub admins: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Engine {
    pub workers: usize,
    pub lease_seconds: u64,
    pub movetime_cap_ms: u64,
    pub poll_ms: u64,
    /// Games against the engine one player may have going at once.
    pub games_per_account: usize,
    pub hash_mb: usize,
    /// Threads the full lane's search uses.
    pub threads: usize,
    /// Nodes searched in each position of a finished game's analysis; 0: no analyses.
    pub analysis_nodes: u64,
    /// The share of one core (percent) analyses keep to while the CPU is wanted by others.
    pub analysis_busy_percent: u32,
    /// External UCI engines by game id (`[engine.external.khans-chess]`).
    #[serde(default)]
    pub external: BTreeMap<String, External>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Clocks {
    pub vacation_days_per_year: u32,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Mail {
    pub transport: MailTransport,
    pub dir: String,
    pub from: String,
    pub reply_address: String,
    /// Where new mail with commands goes (`challenge bob koan`); empty: not taken.
    pub play_address: String,
    pub smtp_host: String,
    pub smtp_port: u16,
    pub smtp_tls: SmtpTls,
    /// A PEM file of certificate authorities to trust beside the system's (a relay whose
    /// certificate a private authority signed); empty: the system's alone.
    pub smtp_ca_file: String,
    pub smtp_user: String,
    pub smtp_password: String,
    pub poll_seconds: u64,
    /// How long the mail of a move waits, in seconds: a move the player sees on the game's
    /// page meanwhile is not mailed.
    pub seen_grace_seconds: u64,
    /// Days a notice is kept once it is done with (sent, or never to be mailed).
    pub retention_days: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MailTransport {
    File,
    Smtp,
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SmtpTls {
    Starttls,
    Tls,
    None,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Limits {
    pub body_bytes: usize,
    /// Largest body of an upload of a file of variants.
    pub upload_bytes: usize,
    pub logins_per_minute_per_ip: u32,
    pub logins_per_minute_per_account: u32,
    pub moves_per_minute: u32,
    /// Messages to a game's conversation per minute per account.
    pub messages_per_minute: u32,
    /// Mails taken from one account per hour (replies and new mail); beyond them, dropped.
    pub mail_per_hour: u32,
    /// Wrong mail passwords per account per hour; beyond them, not checked at all.
    pub mail_password_guesses_per_hour: u32,
    /// Answers mailed to one address per hour in reply to its mail.
    pub mail_answers_per_address_per_hour: u32,
    /// Answers mailed to one address in one thread per hour (a mail loop's guard).
    pub mail_answers_per_thread_per_hour: u32,
    /// Files of variants one account may upload per hour.
    pub uploads_per_hour: u32,
    pub registrations_per_hour_per_ip: u32,
    /// Live event streams open at once from one IP address, and in all.
    pub event_streams_per_ip: usize,
    pub event_streams_total: usize,
    /// Seconds a client may take to send a request's headers.
    pub header_read_seconds: u64,
    /// Seconds a connection with nothing in flight may sit silent before it is closed.
    pub idle_seconds: u64,
    /// HTTP connections open at once.
    pub connections: usize,
    /// HTTP connections open at once from one address (0: no bound).
    pub connections_per_ip: usize,
    /// Megabytes the caches of games and their moves may hold.
    pub cache_megabytes: usize,
}

impl Config {
    /// # Errors
    /// A setting of the wrong type, or an unreadable file, named in the message.
    pub fn load(file: Option<&Path>) -> Result<Config, Box<figment::Error>> {
        let mut figment = Figment::from(Toml::string(DEFAULTS));
        if let Some(file) = file {
            figment = figment.merge(Toml::file_exact(file));
        }
        // `ORTOO_LOG` says which lines the log writes (see `Log`), not the `[log]` section
        // (which `ORTOO_LOG__FORMAT` sets).
        let env = Env::prefixed("ORTOO_").filter(|key| key != "log").split("__");
        figment.merge(env).extract().map_err(Box::new)
    }

    /// The defaults alone, for tests.
    pub fn defaults() -> Config {
        Figment::from(Toml::string(DEFAULTS)).extract().expect("the built-in defaults are valid")
    }
}
