//! The relay of live updates between the processes that share a database (servers, engine
//! workers, `mail-in`), so that a move made through one is seen on a page served by another.
//!
//! - On Postgres every event is also sent through `NOTIFY ortoo_events`, and each process
//!   delivers what the others sent to its own listeners.
//! - On SQLite the processes are on one machine, beside one file: each process that listens
//!   binds a Unix datagram socket in the folder `<file>-events` next to the database, and every
//!   event is sent to each socket there. The folder's permissions are the database's: whoever
//!   may write the games may tell of them.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ortoo_core::events::{Event, Events, Relay};
use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgListener, PgPool};
use tokio::net::UnixDatagram;
use tokio::sync::mpsc;

/// The Postgres notification channel events travel on between processes.
const CHANNEL: &str = "ortoo_events";

/// An event as it travels between processes.
#[derive(Serialize, Deserialize)]
struct Relayed {
    origin: String,
    event: Event,
}

/// Whether a process hears the others' events, or only tells its own (a `mail-in` process,
/// which lives for one message and has no listeners).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hearing {
    Listens,
    TellsOnly,
}

/// Events that also travel to and from the other processes on this Postgres database.
pub fn relayed_through(pool: PgPool, hearing: Hearing) -> Events {
    let (relay, outgoing) = mpsc::unbounded_channel();
    let events = Events::relayed(relay);
    tokio::spawn(send_notifications(pool.clone(), events.origin().into(), outgoing));
    if hearing == Hearing::Listens {
        tokio::spawn(receive_notifications(pool, events.clone()));
    }
    events
}

/// The event a relay is handed, or `None` for a flush, answered here: a relay sends in order,
/// so everything handed over before the flush has been sent.
fn to_send(item: Relay) -> Option<Arc<Event>> {
    match item {
        Relay::Event(event) => Some(event),
        Relay::Flush(done) => {
            let _ = done.send(());
            None
        }
    }
}

/// Sends this process's events to the others (off the request path: a move's answer does not
/// wait for it).
async fn send_notifications(pool: PgPool, origin: String, mut outgoing: mpsc::UnboundedReceiver<Relay>) {
    while let Some(item) = outgoing.recv().await {
        let Some(event) = to_send(item) else { continue };
        let payload = serde_json::to_string(&Relayed { origin: origin.clone(), event: (*event).clone() })
            .expect("events serialise");
        if let Err(e) = sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(&payload).execute(&pool).await {
            tracing::warn!(error = %e, "an event could not be relayed to the other server processes");
        }
    }
}

/// Delivers here what the other processes sent; reconnects when the connection drops.
async fn receive_notifications(pool: PgPool, events: Events) {
    // A closed pool is this process stopping: the listening ends with it, quietly.
    while !pool.is_closed() {
        let mut listener = match PgListener::connect_with(&pool).await {
            Ok(l) => l,
            Err(_) if pool.is_closed() => return,
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for other processes' events; retrying");
                tokio::time::sleep(std::time::Duration::from_secs(2)).await;
                continue;
            }
        };
        if let Err(e) = listener.listen(CHANNEL).await {
            if pool.is_closed() {
                return;
            }
            tracing::warn!(error = %e, "cannot listen for other processes' events; retrying");
            tokio::time::sleep(std::time::Duration::from_secs(2)).await;
            continue;
        }
        while let Ok(notification) = listener.recv().await {
            match serde_json::from_str::<Relayed>(notification.payload()) {
                Ok(relayed) if relayed.origin != events.origin() => events.deliver(relayed.event),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "an unreadable event notification was ignored"),
            }
        }
    }
}

/// The folder of the sockets of the processes sharing the SQLite file `db_file`.
fn sockets_folder(db_file: &Path) -> PathBuf {
    let mut name = db_file.file_name().unwrap_or_default().to_os_string();
    name.push("-events");
    db_file.with_file_name(name)
}

/// How long a process's list of the others' sockets is trusted before the folder is read
/// again (a process that starts hears the others' events within this).
const RELIST: Duration = Duration::from_secs(1);

/// The most a datagram may wait for a listener's queue: a process that has stopped reading
/// loses events rather than holding up everyone else's.
const SEND_WAIT: Duration = Duration::from_millis(200);

/// The largest event a socket takes (a move's event is a few kilobytes).
const LARGEST: usize = 256 << 10;

/// Events that also travel to and from the other processes using the SQLite file `db_file`.
/// A folder or socket that cannot be made is logged and the process runs on alone: live
/// updates between processes are a convenience, never a condition of play.
pub fn relayed_beside(db_file: &Path, hearing: Hearing) -> Events {
    let (relay, outgoing) = mpsc::unbounded_channel();
    let events = Events::relayed(relay);
    let folder = sockets_folder(db_file);
    let own = match hearing {
        Hearing::Listens => match bind(&folder, events.origin()) {
            Ok((socket, path)) => {
                tokio::spawn(receive_datagrams(socket, events.clone()));
                Some(path)
            }
            Err(e) => {
                tracing::warn!(folder = %folder.display(), error = %e,
                    "cannot listen for the events of other processes on this database; pages here show only this process's moves live");
                None
            }
        },
        Hearing::TellsOnly => None,
    };
    tokio::spawn(send_datagrams(folder, own, events.origin().into(), outgoing));
    events
}

/// Binds this process's socket in `folder` (made if need be, for the database's owner and
/// group), named by the end of the process's random origin.
fn bind(folder: &Path, origin: &str) -> std::io::Result<(UnixDatagram, PathBuf)> {
    use std::os::unix::fs::DirBuilderExt;
    std::fs::DirBuilder::new().recursive(true).mode(0o770).create(folder)?;
    let path = folder.join(format!("{}.sock", &origin[origin.len().saturating_sub(16)..]));
    let _ = std::fs::remove_file(&path);
    Ok((UnixDatagram::bind(&path)?, path))
}

/// The sockets in `folder` other than `own`.
fn neighbours(folder: &Path, own: Option<&Path>) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else { return Vec::new() };
    entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sock") && Some(p.as_path()) != own)
        .collect()
}

/// Sends this process's events to every other socket beside the database (off the request
/// path). A socket nobody reads any more (its process died) is removed.
async fn send_datagrams(
    folder: PathBuf,
    own: Option<PathBuf>,
    origin: String,
    mut outgoing: mpsc::UnboundedReceiver<Relay>,
) {
    let socket = match UnixDatagram::unbound() {
        Ok(s) => Some(s),
        Err(e) => {
            tracing::warn!(error = %e, "cannot open a socket to tell other processes of events");
            None
        }
    };
    let mut peers: Vec<PathBuf> = Vec::new();
    let mut listed: Option<Instant> = None;
    while let Some(item) = outgoing.recv().await {
        let Some(event) = to_send(item) else { continue };
        let Some(socket) = &socket else { continue };
        if listed.is_none_or(|at| at.elapsed() > RELIST) {
            peers = neighbours(&folder, own.as_deref());
            listed = Some(Instant::now());
        }
        // A process alone on its database (the usual server) writes nothing down.
        if peers.is_empty() {
            continue;
        }
        let payload =
            serde_json::to_vec(&Relayed { origin: origin.clone(), event: (*event).clone() }).expect("events serialise");
        let mut gone = Vec::new();
        for peer in &peers {
            match tokio::time::timeout(SEND_WAIT, socket.send_to(&payload, peer)).await {
                Ok(Ok(_)) => {}
                Ok(Err(e)) if e.kind() == std::io::ErrorKind::ConnectionRefused => gone.push(peer.clone()),
                Ok(Err(e)) if e.kind() == std::io::ErrorKind::NotFound => gone.push(peer.clone()),
                Ok(Err(e)) => tracing::debug!(peer = %peer.display(), error = %e, "an event was not relayed"),
                Err(_) => {
                    tracing::debug!(peer = %peer.display(), "a process is not reading its events; one was dropped")
                }
            }
        }
        for peer in gone {
            let _ = std::fs::remove_file(&peer);
            peers.retain(|p| p != &peer);
        }
    }
}

/// Delivers here what the other processes sent to this one's socket.
async fn receive_datagrams(socket: UnixDatagram, events: Events) {
    let mut buffer = vec![0u8; LARGEST];
    loop {
        match socket.recv(&mut buffer).await {
            Ok(n) => match serde_json::from_slice::<Relayed>(&buffer[..n]) {
                Ok(relayed) if relayed.origin != events.origin() => events.deliver(relayed.event),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "an unreadable event from another process was ignored"),
            },
            Err(e) => {
                tracing::warn!(error = %e, "cannot read other processes' events; trying again");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}
