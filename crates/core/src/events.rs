//! Live updates: every committed game change and challenge is published here, and the
//! server-sent-event streams (per game, per user) subscribe and filter.
//!
//! Where several server processes share one database, a relay (the store's, on Postgres) sends
//! each event to the others and [delivers](Events::deliver) theirs here, so a player watching
//! through one process sees moves made through another.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tokio::sync::{broadcast, mpsc};

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
}

#[derive(Clone)]
pub struct Events {
    tx: broadcast::Sender<Arc<Event>>,
    /// This process, so that a relay can tell its own events from the others'.
    origin: Arc<str>,
    relay: Option<mpsc::UnboundedSender<Arc<Event>>>,
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
        Events { tx, origin: uuid::Uuid::now_v7().simple().to_string().into(), relay: None }
    }

    /// Events that are also handed to `relay`, to be sent to the other processes.
    pub fn relayed(relay: mpsc::UnboundedSender<Arc<Event>>) -> Events {
        Events { relay: Some(relay), ..Events::new() }
    }

    /// This process's name among those sharing the database.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    pub fn publish(&self, event: Event) {
        let event = Arc::new(event);
        if let Some(relay) = &self.relay {
            let _ = relay.send(event.clone());
        }
        // No listeners is fine: nothing is waiting for the event.
        let _ = self.tx.send(event);
    }

    /// Publishes here, and only here, an event another process sent.
    pub fn deliver(&self, event: Event) {
        let _ = self.tx.send(Arc::new(event));
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Event>> {
        self.tx.subscribe()
    }
}
