//! Live updates: every committed game change and challenge is published here, and the
//! server-sent-event streams (per game, per user) subscribe and filter.
//!
//! One process's events reach that process's listeners. (Several server processes on Postgres
//! would relay through LISTEN/NOTIFY; that belongs with the multi-process deployment work.)

use std::sync::Arc;

use tokio::sync::broadcast;

#[derive(Debug, Clone)]
pub struct Event {
    /// The game it concerns, if any.
    pub game_id: Option<String>,
    /// The users it concerns (players of the game, the two sides of a challenge).
    pub users: Vec<String>,
    /// The SSE event name: `move`, `draw_offer`, `end`, `challenge`.
    pub kind: &'static str,
    /// The JSON payload.
    pub data: String,
}

#[derive(Clone)]
pub struct Events {
    tx: broadcast::Sender<Arc<Event>>,
}

impl Default for Events {
    fn default() -> Self {
        Events::new()
    }
}

impl Events {
    pub fn new() -> Events {
        // A listener more than this many events behind is told to reload.
        let (tx, _) = broadcast::channel(4096);
        Events { tx }
    }

    pub fn publish(&self, event: Event) {
        // No listeners is fine: nothing is waiting for the event.
        let _ = self.tx.send(Arc::new(event));
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Event>> {
        self.tx.subscribe()
    }
}
