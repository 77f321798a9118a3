//! Live updates: every committed game change and challenge is published here, and the
//! server-sent-event streams (per game, per user) subscribe and filter.
//!
//! Where several processes share one database (servers, engine workers, `mail-in`), a relay
//! (the store's: Postgres `NOTIFY`, or sockets beside an SQLite file) sends each event to the
//! others and [delivers](Events::deliver) theirs here, so a player watching through one process
//! sees moves made through another.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tokio::sync::{Notify, broadcast, mpsc, oneshot};

/// The event that tells every process sharing the database that the outbox has mail due, so
/// that a notifier sends it now rather than at its next look (a `mail-in` process queues the
/// answers it cannot send itself).
pub const OUTBOX_DUE: &str = "outbox_due";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Event {
    /// The game it concerns, if any: its stream's key (a tournament's events go under
    /// `tournament:ID`, see `ortoo_play::tournaments::event_key`).
    pub game_id: Option<String>,
    /// The users it concerns (players of the game, the two sides of a challenge).
    pub users: Vec<String>,
    /// The SSE event name: `move`, `draw_offer`, `end`, `challenge`.
    pub kind: String,
    /// The JSON payload.
    pub data: String,
    /// Where the event leaves its game, `GAME/MARK` ([`crate::model::Game::mark`]): sent as the
    /// SSE event's id, so that a stream opened again (`Last-Event-ID`, or `?seen=`) can tell
    /// whether the game moved on meanwhile. `None` for events of no game.
    #[serde(default)]
    pub id: Option<String>,
}

#[derive(Clone)]
pub struct Events {
    tx: broadcast::Sender<Arc<Event>>,
    /// This process, so that a relay can tell its own events from the others'.
    origin: Arc<str>,
    relay: Option<mpsc::UnboundedSender<Relay>>,
    /// Woken when another process says it queued mail ([`OUTBOX_DUE`]): this process's
    /// notifier waits on it.
    mail_due: Arc<Notify>,
}

/// What a relay is handed.
#[derive(Debug)]
pub enum Relay {
    /// An event to send to the other processes.
    Event(Arc<Event>),
    /// A request to answer once every event handed over before it has been sent.
    Flush(oneshot::Sender<()>),
}

impl Default for Events {
    fn default() -> Self {
        Events::new()
    }
}

impl Events {
    /// Events of this process alone.
    pub fn new() -> Events {
        // A listener more than this many events behind is told to reload.
        let (tx, _) = broadcast::channel(4096);
        Events {
            tx,
            origin: uuid::Uuid::now_v7().simple().to_string().into(),
            relay: None,
            mail_due: Arc::new(Notify::new()),
        }
    }

    /// Events that are also handed to `relay`, to be sent to the other processes.
    pub fn relayed(relay: mpsc::UnboundedSender<Relay>) -> Events {
        Events { relay: Some(relay), ..Events::new() }
    }

    /// This process's name among those sharing the database.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    pub fn publish(&self, event: Event) {
        let event = Arc::new(event);
        if let Some(relay) = &self.relay {
            let _ = relay.send(Relay::Event(event.clone()));
        }
        // No listeners is fine: nothing is waiting for the event.
        let _ = self.tx.send(event);
    }

    /// Publishes here, and only here, an event another process sent. Word that the outbox has
    /// mail due wakes the notifier instead: it is for no listener.
    pub fn deliver(&self, event: Event) {
        if event.kind == OUTBOX_DUE {
            self.mail_due.notify_one();
            return;
        }
        let _ = self.tx.send(Arc::new(event));
    }

    /// What wakes this process's notifier (see [`Events::deliver`]).
    pub fn mail_due(&self) -> Arc<Notify> {
        self.mail_due.clone()
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Event>> {
        self.tx.subscribe()
    }

    /// Waits until the relay has sent every event published so far (at once when there is no
    /// relay): a short-lived process (`mail-in`) calls it before it exits, or its events die
    /// with it.
    pub async fn flushed(&self) {
        if let Some(relay) = &self.relay {
            let (done, sent) = oneshot::channel();
            if relay.send(Relay::Flush(done)).is_ok() {
                let _ = sent.await;
            }
        }
    }
}
