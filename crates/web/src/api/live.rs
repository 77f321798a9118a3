//! Server-sent events: one stream per game (public, like the game itself) and one per user (all
//! their games and challenges). A listener that falls too far behind gets a `reload` event.

use ortoo_core::{Game, GameId, Scope, TournamentId};
use std::convert::Infallible;

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::stream::{Stream, StreamExt};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast;
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::wrappers::errors::BroadcastStreamRecvError;

use crate::AppState;
use crate::http::auth::{Caller, ClientIp};
use crate::http::error::ApiError;
use ortoo_core::events::{Event, Stream as EventStream};

/// The event streams open now, in all and by client address, to bound them.
#[derive(Default)]
pub struct OpenStreams {
    by_ip: std::sync::Mutex<std::collections::HashMap<String, usize>>,
    total: std::sync::atomic::AtomicUsize,
}

/// One open stream's place in [`OpenStreams`], given back when the stream ends.
pub struct StreamSlot {
    open: std::sync::Arc<OpenStreams>,
    ip: String,
}

impl OpenStreams {
    /// A place for a new stream from `ip`, or the refusal (429 for one address's share, 503 for
    /// the server's), with a Retry-After.
    pub fn take(self: &std::sync::Arc<Self>, ip: &str, per_ip: usize, total: usize) -> Result<StreamSlot, ApiError> {
        use std::sync::atomic::Ordering;
        let mut by_ip = self.by_ip.lock().expect("never poisoned");
        let mine = by_ip.get(ip).copied().unwrap_or(0);
        if mine >= per_ip {
            ortoo_play::limits::refused("streams");
            return Err(ApiError {
                retry_after: Some(30),
                ..ApiError::said(
                    axum::http::StatusCode::TOO_MANY_REQUESTS,
                    "too_many_streams",
                    ortoo_i18n::Said::new("error-api-streams-per-address").arg("count", mine),
                )
            });
        }
        if self.total.load(Ordering::SeqCst) >= total {
            return Err(ApiError {
                retry_after: Some(30),
                ..ApiError::said(
                    axum::http::StatusCode::SERVICE_UNAVAILABLE,
                    "busy",
                    ortoo_i18n::Said::new("error-api-streams-busy"),
                )
            });
        }
        by_ip.insert(ip.to_string(), mine + 1);
        self.total.fetch_add(1, Ordering::SeqCst);
        metrics::gauge!("ortoo_live_streams").increment(1.0);
        Ok(StreamSlot { open: self.clone(), ip: ip.to_string() })
    }

    pub fn total(&self) -> usize {
        self.total.load(std::sync::atomic::Ordering::SeqCst)
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut by_ip = self.open.by_ip.lock().expect("never poisoned");
        if let Some(n) = by_ip.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                by_ip.remove(&self.ip);
            }
        }
        self.open.total.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
        metrics::gauge!("ortoo_live_streams").decrement(1.0);
    }
}

/// Where a listener left off: `GAME/MARK` ([`ortoo_core::model::Game::mark`]), from the
/// `Last-Event-ID` a browser sends when its stream reconnects, or from `?seen=` on a stream a
/// page opens (the mark the page was drawn at).
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Resume {
    /// The `GAME/MARK` the listener has seen (the id of the last event it had): if that game
    /// has changed since, the stream begins with a `reload` event naming it.
    seen: Option<String>,
}

impl Resume {
    /// The mark to resume from: the header's, else the query's.
    fn mark(self, headers: &HeaderMap) -> Option<String> {
        headers.get("last-event-id").and_then(|v| v.to_str().ok()).map(str::to_string).or(self.seen)
    }
}

/// The event a resumed stream starts with: `reload` for the game of `mark` if it has changed
/// since. An unknown game, a mark that cannot be read, or a game the stream does not follow
/// (`follows` says) starts nothing: there is nothing to catch up on that a listener could
/// have seen.
async fn catch_up(state: &AppState, mark: Option<String>, follows: impl Fn(&Game) -> bool) -> Option<SseEvent> {
    let mark = mark?;
    let (game, _) = mark.split_once('/')?;
    let now = state.play.games.game(&GameId::from_text(game)).await.ok().filter(|g| follows(g))?;
    let moved_on = now.mark() != mark;
    moved_on.then(|| SseEvent::default().event("reload").id(now.mark()).data(json!({"game": now.id}).to_string()))
}

fn stream<F>(
    receiver: broadcast::Receiver<Arc<Event>>,
    first: Option<SseEvent>,
    slot: StreamSlot,
    wanted: F,
) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>> + use<F>>
where
    F: Fn(&Event) -> bool + Send + 'static,
{
    // The slot lives as long as the stream: dropped with it when the client goes.
    let events = BroadcastStream::new(receiver).filter_map(move |e| {
        let _held = &slot;
        let out = match e {
            Ok(event) if wanted(&event) => {
                let sent = SseEvent::default().event(event.what.name()).data(event.what.data());
                Some(Ok(match &event.id {
                    Some(id) => sent.id(id.clone()),
                    None => sent,
                }))
            }
            Ok(_) => None,
            Err(BroadcastStreamRecvError::Lagged(_)) => Some(Ok(SseEvent::default().event("reload").data("{}"))),
        };
        std::future::ready(out)
    });
    let events = futures_util::stream::iter(first.map(Ok)).chain(events);
    Sse::new(events).keep_alive(KeepAlive::default())
}

#[utoipa::path(
    get,
    path = "/games/{id}/events",
    tag = "live",
    params(
        ("id" = String, Path, description = "Game id"),
        Resume
    ),
    responses(
        (
            status = 200,
            description = "Server-sent events: move, draw_offer, takeback_offer, takeback, end (and reload when a listener falls behind, or first when the game changed since `seen` or `Last-Event-ID`); each event of the game carries the id `GAME/MARK` to resume from",
            content_type = "text/event-stream",
            body = String,
        ),
        (
            status = 429,
            description = "This address has as many event streams open as it may (too_many_streams); Retry-After says when to try again",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 503,
            description = "The server has as many event streams open as it may (busy); Retry-After",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub async fn game_events(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<GameId>,
    Query(resume): Query<Resume>,
    headers: HeaderMap,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    state.play.games.game(&id).await?;
    let slot =
        state.streams.take(&ip, state.config.limits.event_streams_per_ip, state.config.limits.event_streams_total)?;
    // Listening first, then looking: a change between the two is both caught up and heard.
    let receiver = state.play.events.subscribe();
    let first = catch_up(&state, resume.mark(&headers), |g| g.id == id).await;
    let key = EventStream::Game(id);
    Ok(stream(receiver, first, slot, move |e| e.stream.as_ref() == Some(&key)))
}

#[utoipa::path(
    get,
    path = "/tournaments/{id}/events",
    tag = "live",
    params(
        ("id" = String, Path, description = "Tournament id")
    ),
    responses(
        (
            status = 200,
            description = "Server-sent events: tournament (a player in or out, a game over, a round paired, the end)",
            content_type = "text/event-stream",
            body = String,
        ),
        (
            status = 404,
            description = "No such tournament",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "This address has as many event streams open as it may (too_many_streams); Retry-After says when to try again",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 503,
            description = "The server has as many event streams open as it may (busy); Retry-After",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub async fn tournament_events(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<TournamentId>,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    state.play.tournaments.tournament(&id).await?;
    let slot =
        state.streams.take(&ip, state.config.limits.event_streams_per_ip, state.config.limits.event_streams_total)?;
    let key = EventStream::Tournament(id);
    Ok(stream(state.play.events.subscribe(), None, slot, move |e| e.stream.as_ref() == Some(&key)))
}

#[utoipa::path(
    get,
    path = "/me/events",
    tag = "live",
    security(("bearer" = [])),
    params(
        Resume
    ),
    responses(
        (
            status = 200,
            description = "Server-sent events for all your games and challenges; an event of a game carries the id `GAME/MARK`, and a stream resumed from one (`seen` or `Last-Event-ID`) begins with reload if that game changed since",
            content_type = "text/event-stream",
            body = String,
        ),
        (
            status = 429,
            description = "This address has as many event streams open as it may (too_many_streams); Retry-After says when to try again",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 503,
            description = "The server has as many event streams open as it may (busy); Retry-After",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub async fn my_events(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    caller: Caller,
    Query(resume): Query<Resume>,
    headers: HeaderMap,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    let me = caller.require(Scope::Read)?;
    let user = me.id.clone();
    let slot =
        state.streams.take(&ip, state.config.limits.event_streams_per_ip, state.config.limits.event_streams_total)?;
    let receiver = state.play.events.subscribe();
    // Caught up on one of the player's own games only: a mark is no way to read another's.
    let first = catch_up(&state, resume.mark(&headers), |g| g.side_of(&me.id).is_some()).await;
    Ok(stream(receiver, first, slot, move |e| e.users.contains(&user)))
}
