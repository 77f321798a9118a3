//! The REST API v1 (`docs/api.md`): JSON in and out, errors as problem+json.

use axum::Router;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};

use super::AppState;
use super::error::ApiError;
use request::json_response;

pub(crate) mod account;
pub(crate) mod analysis;
pub(crate) mod challenges;
pub(crate) mod chat;
pub(crate) mod forecasts;
pub(crate) mod games;
pub(crate) mod idempotency;
pub(crate) mod players;
pub(crate) mod request;
pub(crate) mod tokens;
pub(crate) mod tournaments;
pub(crate) mod variant_files;
pub(crate) mod variants;
pub(crate) mod views;

pub use tokens::{authenticate, create_account};
pub use variants::variant_list;
pub use views::{game_json, write_move_json};

/// The whole API, one module per area, each with its routes; the player's own settings,
/// notices and event streams come from `me` and `live`.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(tokens::router())
        .merge(account::router())
        .merge(variants::router())
        .merge(variant_files::router())
        .merge(challenges::router())
        .merge(games::router())
        .merge(players::router())
        .merge(forecasts::router())
        .merge(chat::router())
        .merge(tournaments::router())
        .merge(analysis::router())
        .route("/games/{id}/events", get(super::live::game_events))
        .route("/me/events", get(super::live::my_events))
        .route("/tournaments/{id}/events", get(super::live::tournament_events))
        .route("/me/settings", get(super::me::get_settings).put(super::me::put_settings))
        .route("/me/vacation", post(super::me::start_vacation).delete(super::me::end_vacation))
        .route("/me/notifications", get(super::me::notifications))
        .route("/me/notifications/read", post(super::me::mark_read))
        .route("/openapi.json", get(openapi_json))
        .fallback(|| async { ApiError::not_found("There is no such API endpoint.") })
}

async fn openapi_json() -> Response {
    json_response(StatusCode::OK, super::openapi::document())
}
