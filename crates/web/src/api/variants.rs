//! The games ortoo plays, with their boards and options.

use crate::AppState;
use crate::api::schema::{
    Board, DefinedPiece, OptionDefault, UploadedBy, Variant, VariantDefinition, VariantList, VariantOption,
};
use crate::http::error::ApiError;
use axum::Router;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_core::VariantFile;
use ortoo_rules::defined::game::Defined;
use ortoo_rules::{OptionKind, VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/variants", get(variants))
}

/// Every game ortoo offers everyone (players' uploads apart), as the API lists them.
pub fn variant_list() -> VariantList {
    VariantList { variants: registry::variants().into_iter().map(variant_view).collect(), next: None }
}

/// A game as the API shows it (for an upload, without where it comes from).
pub(crate) fn variant_view(v: &'static VariantInfo) -> Variant {
    let option = |o: &ortoo_rules::OptionSpec| {
        let (kind, default, min, max, values) = match o.kind {
            OptionKind::Switch { default } => ("switch", OptionDefault::Switch(default), None, None, None),
            OptionKind::Number { min, max, default } => {
                ("number", OptionDefault::Number(default), Some(min), Some(max), None)
            }
            OptionKind::Choice { values, default } => (
                "choice",
                OptionDefault::Choice(default.to_string()),
                None,
                None,
                Some(values.iter().map(ToString::to_string).collect()),
            ),
        };
        VariantOption {
            name: o.name.to_string(),
            kind: kind.to_string(),
            default,
            min,
            max,
            values,
            description: o.description.to_string(),
        }
    };
    let setups = v.options.iter().find(|o| o.name == "setup").and_then(|o| match o.kind {
        OptionKind::Choice { values, .. } => Some(values.iter().map(ToString::to_string).collect()),
        _ => None,
    });
    Variant {
        id: v.id.to_string(),
        name: v.name.to_string(),
        board: Board { files: v.files, ranks: v.ranks },
        setups: setups.unwrap_or_default(),
        options: v.options.iter().map(option).collect(),
        summary: v.summary.to_string(),
        rules: format!("/rules/{}", v.id),
        definition: registry::defined(v.id).map(|game| definition(&game)),
        uploaded: None,
    }
}

/// A defined game's definition, as the API shows it.
fn definition(game: &Defined) -> VariantDefinition {
    let rules = game.catalogued();
    let def = &rules.board.def;
    VariantDefinition {
        file: rules.file.clone(),
        parent: def.parent.clone(),
        start_fen: def.start_fen.clone(),
        pieces: def
            .kinds
            .iter()
            .enumerate()
            .map(|(kind, k)| DefinedPiece {
                letter: k.letter.to_ascii_uppercase().to_string(),
                name: rules.names[kind].to_string(),
                betza: k.betza.clone(),
                royal: def.king.is_some_and(|k| k.index() == kind),
                worth: rules.worth[kind],
            })
            .collect(),
        ini: def.sections.clone(),
    }
}

/// The query of the list of games.
#[derive(serde::Deserialize)]
pub(crate) struct VariantsQuery {
    q: Option<String>,
    after: Option<String>,
    limit: Option<String>,
}

/// Players' listed files a page shows when the query says nothing.
const PAGE: usize = 20;

#[utoipa::path(
    get,
    path = "/variants",
    tag = "games",
    params(
        ("q" = Option<String>, Query, max_length = 100, description = "Only players' variants whose file, owner or name has these words (ortoo's own games are listed whatever the search)"),
        ("after" = Option<String>, Query, description = "The `next` of the page before: the next page of players' variants (ortoo's own games are on the first page only)"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "Players' files a page shows: 1 to 100 (20 when not given)")
    ),
    responses(
        (status = 200, description = "Every game, its board, setups and options: ortoo's own, then a page of the variants of players' listed files, newest first, with `next` where another page follows", body = crate::api::schema::VariantList)
    )
)]
pub(crate) async fn variants(
    State(state): State<AppState>,
    query: Result<Query<VariantsQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query?;
    let limit = match q.limit.as_deref() {
        None => PAGE,
        Some(text) => text
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=ortoo_play::variant_files::MAX_PAGE).contains(n))
            .ok_or_else(|| ApiError::bad_request("limit is a number of files from 1 to 100."))?,
    };
    let page = state.play.variant_files.offered(None, q.q.as_deref(), q.after.as_deref(), limit).await?;
    let mut list = if q.after.is_some() { VariantList { variants: Vec::new(), next: None } } else { variant_list() };
    for file in &page.files {
        list.variants.extend(uploaded_views(file));
    }
    list.next = page.next;
    Ok(axum::Json(list).into_response())
}

/// A file's variants as the API shows them, each with where it comes from.
pub(crate) fn uploaded_views(file: &VariantFile) -> Vec<Variant> {
    file.variants
        .iter()
        .filter_map(|v| registry::info(&v.id))
        .map(|info| Variant {
            uploaded: Some(UploadedBy {
                owner: file.owner_name.clone(),
                file_id: file.id.clone(),
                file: file.name.clone(),
            }),
            ..variant_view(info)
        })
        .collect()
}
