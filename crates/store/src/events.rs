//! The Postgres relay of live updates: where several server processes share the database,
//! every event is also sent through `NOTIFY ortoo_events`, and each process delivers what the
//! others sent to its own listeners.

use std::sync::Arc;

use ortoo_core::events::{Event, Events};
use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgListener, PgPool};
use tokio::sync::mpsc;

/// The Postgres notification channel events travel on between processes.
const CHANNEL: &str = "ortoo_events";

/// An event as it travels between processes.
#[derive(Serialize, Deserialize)]
struct Relayed {
    origin: String,
    event: Event,
}

/// Events that also travel to and from the other processes on this Postgres database.
pub fn relayed_through(pool: PgPool) -> Events {
    let (relay, outgoing) = mpsc::unbounded_channel();
    let events = Events::relayed(relay);
    tokio::spawn(send_notifications(pool.clone(), events.origin().into(), outgoing));
    tokio::spawn(receive_notifications(pool, events.clone()));
    events
}

/// Sends this process's events to the others (off the request path: a move's answer does not
/// wait for it).
async fn send_notifications(pool: PgPool, origin: String, mut outgoing: mpsc::UnboundedReceiver<Arc<Event>>) {
    while let Some(event) = outgoing.recv().await {
        let payload = serde_json::to_string(&Relayed { origin: origin.clone(), event: (*event).clone() })
            .expect("events serialise");
        if let Err(e) = sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(&payload).execute(&pool).await {
            tracing::warn!(error = %e, "an event could not be relayed to the other server processes");
        }
    }
}

/// Delivers here what the other processes sent; reconnects when the connection drops.
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
                Ok(relayed) if relayed.origin != events.origin() => events.deliver(relayed.event),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "an unreadable event notification was ignored"),
            }
        }
    }
}
