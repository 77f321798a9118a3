//! Server-sent events: one stream per game (public, like the game itself) and one per user (all
//! their games and challenges). A listener that falls too far behind gets a `reload` event.

use ortoo_core::Scope;
use std::convert::Infallible;

use axum::extract::{Path, State};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::stream::{Stream, StreamExt};
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::wrappers::errors::BroadcastStreamRecvError;

use super::AppState;
use super::auth::Caller;
use super::error::ApiError;
use ortoo_core::events::Event;

fn stream<F>(state: &AppState, wanted: F) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>> + use<F>>
where
    F: Fn(&Event) -> bool + Send + 'static,
{
    let events = BroadcastStream::new(state.play.events.subscribe()).filter_map(move |e| {
        let out = match e {
            Ok(event) if wanted(&event) => {
                Some(Ok(SseEvent::default().event(event.kind.clone()).data(event.data.clone())))
            }
            Ok(_) => None,
            Err(BroadcastStreamRecvError::Lagged(_)) => Some(Ok(SseEvent::default().event("reload").data("{}"))),
        };
        std::future::ready(out)
    });
    Sse::new(events).keep_alive(KeepAlive::default())
}

#[utoipa::path(get, path = "/games/{id}/events", tag = "live", params(("id" = String, Path, description = "Game id")),
    responses((status = 200, description = "Server-sent events: move, draw_offer, end (and reload when a listener falls behind)", content_type = "text/event-stream", body = String)))]
pub async fn game_events(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    state.play.game(&id).await?;
    Ok(stream(&state, move |e| e.game_id.as_deref() == Some(id.as_str())))
}

#[utoipa::path(get, path = "/me/events", tag = "live", security(("bearer" = [])),
    responses((status = 200, description = "Server-sent events for all your games and challenges", content_type = "text/event-stream", body = String)))]
pub async fn my_events(
    State(state): State<AppState>,
    caller: Caller,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    let user = caller.require(Scope::Read)?.id.to_string();
    Ok(stream(&state, move |e| e.users.contains(&user)))
}
