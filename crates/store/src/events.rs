//! Live updates: every committed game change and challenge is published here, and the
//! server-sent-event streams (per game, per user) subscribe and filter.
//!
//! On Postgres, where several server processes may share the database, every event is also
//! relayed through `NOTIFY ortoo_events` and each process re-publishes what the others sent, so
//! a player watching through one process sees moves made through another.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgListener, PgPool};
use tokio::sync::{broadcast, mpsc};

/// The Postgres notification channel events travel on between processes.
const CHANNEL: &str = "ortoo_events";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Event {
    /// The game it concerns, if any.
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
    /// This process, so relayed events are not published twice.
    origin: Arc<str>,
    relay: Option<mpsc::UnboundedSender<Arc<Event>>>,
}

/// An event as it travels between processes.
#[derive(Serialize, Deserialize)]
struct Relayed {
    origin: String,
    event: Event,
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
        Events { tx, origin: uuid::Uuid::now_v7().simple().to_string().into(), relay: None }
    }

    /// Events that also travel to and from the other processes on this Postgres database.
    pub fn relayed_through(pool: PgPool) -> Events {
        let mut events = Events::new();
        let (relay, outgoing) = mpsc::unbounded_channel();
        events.relay = Some(relay);
        tokio::spawn(send_notifications(pool.clone(), events.origin.clone(), outgoing));
        tokio::spawn(receive_notifications(pool, events.clone()));
        events
    }

    pub fn publish(&self, event: Event) {
        let event = Arc::new(event);
        if let Some(relay) = &self.relay {
            let _ = relay.send(event.clone());
        }
        // No listeners is fine: nothing is waiting for the event.
        let _ = self.tx.send(event);
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Event>> {
        self.tx.subscribe()
    }
}

/// Sends this process's events to the others (off the request path: a move's answer does not
/// wait for it).
async fn send_notifications(pool: PgPool, origin: Arc<str>, mut outgoing: mpsc::UnboundedReceiver<Arc<Event>>) {
    while let Some(event) = outgoing.recv().await {
        let payload = serde_json::to_string(&Relayed { origin: origin.to_string(), event: (*event).clone() })
            .expect("events serialise");
        if let Err(e) = sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(&payload).execute(&pool).await {
            tracing::warn!(error = %e, "an event could not be relayed to the other server processes");
        }
    }
}

/// Publishes here what the other processes sent; reconnects when the connection drops.
async fn receive_notifications(pool: PgPool, events: Events) {
    loop {
        let mut listener = match PgListener::connect_with(&pool).await {
            Ok(l) => l,
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for other processes' events; retrying");
                tokio::time::sleep(std::time::Duration::from_secs(2)).await;
                continue;
            }
        };
        if let Err(e) = listener.listen(CHANNEL).await {
            tracing::warn!(error = %e, "cannot listen for other processes' events; retrying");
            tokio::time::sleep(std::time::Duration::from_secs(2)).await;
            continue;
        }
        while let Ok(notification) = listener.recv().await {
            match serde_json::from_str::<Relayed>(notification.payload()) {
                Ok(relayed) if *relayed.origin != *events.origin => {
                    let _ = events.tx.send(Arc::new(relayed.event));
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "an unreadable event notification was ignored"),
            }
        }
    }
}
