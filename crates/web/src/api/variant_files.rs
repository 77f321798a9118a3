//! Players' own files of variants: uploaded, read, replaced and removed. A file is checked at
//! once; a refused one answers 422 with every fault (`faults`), and nothing is kept.

use super::idempotency::WriteRequest;
use super::request::{answer, json_body};
use super::variants::uploaded_views;
use crate::AppState;
use crate::api::schema::Variant;
use crate::http::auth::Caller;
use crate::http::error::ApiError;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_core::when::rfc3339;
use ortoo_core::{Scope, VariantFile, VariantFileId};
use ortoo_play::variant_files::Upload;
use serde::{Deserialize, Serialize};

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/variant-files", get(my_files).post(upload))
        .route("/variant-files/{id}", get(file).delete(remove))
}

/// A file to upload (up to 64 KiB, up to 20 variants).
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct UploadRequest {
    /// The file's name (`mine.ini`): letters, digits, spaces, `-`, `_` and `.`. Your file of
    /// the same name is replaced; games already begun keep the rules they began with.
    #[schema(example = "mine.ini")]
    pub name: String,
    /// The file, in the `variants.ini` format.
    #[schema(
        example = "# Tiny chess: chess on six ranks.\n[tiny:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
    )]
    pub text: String,
    /// Offered in the lists (the default), or only to those given its variants' links.
    #[serde(default = "listed_by_default")]
    pub listed: bool,
}

fn listed_by_default() -> bool {
    true
}

/// A player's file of variants.
#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct VariantFileView {
    #[schema(value_type = String)]
    pub id: VariantFileId,
    pub name: String,
    pub owner: String,
    pub listed: bool,
    pub uploaded_at: String,
    /// The page of the file.
    pub page: String,
    pub text: String,
    /// The variants it defines, each under the id of its present version (challenge it by
    /// this id).
    pub variants: Vec<Variant>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct VariantFileList {
    pub files: Vec<VariantFileView>,
}

fn view(file: &VariantFile) -> VariantFileView {
    VariantFileView {
        id: file.id.clone(),
        name: file.name.clone(),
        owner: file.owner_name.clone(),
        listed: file.listed,
        uploaded_at: rfc3339(file.uploaded_at),
        page: format!("/variants/files/{}", file.id),
        text: file.text.clone(),
        // A file's answer may be replayed to a retry (an idempotent upload): its words are
        // English, as data, whatever language the request asked for.
        variants: uploaded_views(file, ortoo_i18n::english()),
    }
}

#[utoipa::path(
    post,
    path = "/variant-files",
    tag = "games",
    security(("bearer" = [])),
    request_body = UploadRequest,
    params(
        ("Idempotency-Key" = Option<String>, Header, description = "Retry safely: the same key and body give the same answer")
    ),
    responses(
        (status = 201, description = "Kept; its variants may be challenged at once", body = VariantFileView),
        (
            status = 400,
            description = "Malformed request; a bad name, a file over 64 KiB, without a variant or with over 20; over 20 files kept",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "variant_file_faults: the file's faults, every one, in `faults` (nothing kept); bad_variant_file: over 64 KiB, no variant, over 20, or a 21st file",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "More uploads than [limits] uploads_per_hour (rate_limited); Retry-After",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn upload(State(state): State<AppState>, write: WriteRequest, body: Bytes) -> Response {
    write
        .run(&state, &body, StatusCode::CREATED, async |_| {
            let request: UploadRequest = json_body(&body)?;
            let upload = Upload { name: request.name, text: request.text, listed: request.listed };
            let file = state.play.variant_files.upload(&write.user, upload).await?;
            Ok(Some(answer(StatusCode::CREATED, &view(&file))))
        })
        .await
}

#[utoipa::path(
    get,
    path = "/variant-files",
    tag = "games",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Your files of variants, by name", body = VariantFileList)
    )
)]
pub(crate) async fn my_files(State(state): State<AppState>, caller: Caller) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let files = state.play.variant_files.files_of(user).await?;
    Ok(axum::Json(VariantFileList { files: files.iter().map(view).collect() }).into_response())
}

#[utoipa::path(
    get,
    path = "/variant-files/{id}",
    tag = "games",
    params(
        ("id" = String, Path, description = "File id")
    ),
    responses(
        (status = 200, description = "The file (listed or not: its id is its link)", body = VariantFileView),
        (
            status = 404,
            description = "No such file",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn file(State(state): State<AppState>, Path(id): Path<VariantFileId>) -> Result<Response, ApiError> {
    let file = state.play.variant_files.file(&id).await?;
    Ok(axum::Json(view(&file)).into_response())
}

#[utoipa::path(
    delete,
    path = "/variant-files/{id}",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "File id")
    ),
    responses(
        (status = 204, description = "Removed: its variants are offered no more; games begun with them go on"),
        (
            status = 404,
            description = "No such file of yours",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn remove(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<VariantFileId>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    state.play.variant_files.remove(user, &id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
