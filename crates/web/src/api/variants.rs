//! The games ortoo plays, with their boards and options.

use crate::AppState;
use crate::api::schema::{
    Board, DefinedPiece, OptionDefault, UploadedBy, Variant, VariantDefinition, VariantList, VariantOption,
};
use crate::http::error::ApiError;
use axum::Router;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_core::VariantFile;
use ortoo_i18n::{Lang, Said};
use ortoo_play::variant_files::MAX_PAGE;
use ortoo_rules::defined::game::Defined;
use ortoo_rules::{OptionKind, VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/variants", get(variants))
}

/// Every game ortoo offers everyone (players' uploads apart), as the API lists them, their
/// summaries and options' descriptions in `t`'s words.
pub fn variant_list(t: Lang) -> VariantList {
    VariantList { variants: registry::variants().into_iter().map(|v| variant_view(v, t)).collect(), next: None }
}

/// A game as the API shows it (for an upload, without where it comes from): its summary and its
/// options' descriptions in `t`'s words where ortoo has them (`games.ftl`), a player's upload's
/// as its file wrote them. Names, ids and values are data, the same in every language.
pub(crate) fn variant_view(v: &'static VariantInfo, t: Lang) -> Variant {
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
            description: t.say(&o.description_said()),
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
        summary: t.say(&v.summary_said()),
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
    headers: HeaderMap,
    query: Result<Query<VariantsQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query?;
    let refused = || {
        let said = Said::new("error-api-variants-limit").arg("max", MAX_PAGE);
        ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said)
    };
    let limit = match q.limit.as_deref() {
        None => PAGE,
        Some(text) => text.parse::<usize>().ok().filter(|n| (1..=MAX_PAGE).contains(n)).ok_or_else(refused)?,
    };
    let page = state.play.variant_files.offered(None, q.q.as_deref(), q.after.as_deref(), limit).await?;
    // The games' own words in the language the request asks for (`Accept-Language`).
    let t = crate::http::language::browser_language(&headers).unwrap_or_else(ortoo_i18n::english);
    let mut list = if q.after.is_some() { VariantList { variants: Vec::new(), next: None } } else { variant_list(t) };
    for file in &page.files {
        list.variants.extend(uploaded_views(file, t));
    }
    list.next = page.next;
    let language = [(header::CONTENT_LANGUAGE, t.tag()), (header::VARY, "Accept-Language")];
    Ok((language, axum::Json(list)).into_response())
}

/// A file's variants as the API shows them, each with where it comes from.
pub(crate) fn uploaded_views(file: &VariantFile, t: Lang) -> Vec<Variant> {
    file.variants
        .iter()
        .filter_map(|v| registry::info(&v.id))
        .map(|info| Variant {
            uploaded: Some(UploadedBy {
                owner: file.owner_name.clone(),
                file_id: file.id.clone(),
                file: file.name.clone(),
            }),
            ..variant_view(info, t)
        })
        .collect()
}
