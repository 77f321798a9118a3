//! The REST API v1 (`docs/api.md`): JSON in and out, errors as problem+json.

use axum::Router;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};

use super::AppState;
use crate::http::error::ApiError;
use request::json_response;

pub(crate) mod account;
pub(crate) mod analysis;
pub(crate) mod challenges;
pub(crate) mod chat;
pub mod export;
pub(crate) mod forecasts;
pub(crate) mod games;
pub(crate) mod idempotency;
pub mod live;
pub mod me;
pub mod openapi;
pub(crate) mod players;
pub(crate) mod request;
pub mod schema;
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
        .route("/games/{id}/events", get(crate::api::live::game_events))
        .route("/me/events", get(crate::api::live::my_events))
        .route("/tournaments/{id}/events", get(crate::api::live::tournament_events))
        .route("/me/settings", get(crate::api::me::get_settings).put(crate::api::me::put_settings))
        .route("/me/vacation", post(crate::api::me::start_vacation).delete(crate::api::me::end_vacation))
        .route("/me/notifications", get(crate::api::me::notifications))
        .route("/me/notifications/read", post(crate::api::me::mark_read))
        .route("/openapi.json", get(openapi_json))
        .fallback(|| async {
            ApiError::said(StatusCode::NOT_FOUND, "not_found", ortoo_i18n::Said::new("error-api-no-endpoint"))
        })
}

async fn openapi_json() -> Response {
    json_response(StatusCode::OK, crate::api::openapi::document())
}
