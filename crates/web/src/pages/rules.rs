//! The rules pages, rendered from `docs/games/`.

use super::challenges::{OptionField, option_fields};
use super::{Header, PageError, Viewer};
use crate::AppState;
use crate::http::error::ApiError;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_i18n::Lang;
use ortoo_picture::board;
use ortoo_rules::{Side, VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/rules", get(rules_index)).route("/rules/{variant}", get(rules_page))
}

#[derive(Template, WebTemplate)]
#[template(path = "rules.html")]
struct RulesPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    /// The hand-written games, then the games defined as data.
    variants: Vec<&'static VariantInfo>,
    defined: Vec<&'static VariantInfo>,
    uploaded: Vec<super::variant_files::UploadedChoice>,
    /// What players' variants were searched for, and the link to the next page of them.
    search: String,
    more: Option<String>,
    variant: Option<&'static VariantInfo>,
    options: Vec<OptionField>,
    board_svg: String,
    /// Each piece with its picture and its reach (`crate::pages::reach`).
    pieces: &'static [crate::pages::reach::PieceShown],
    /// The game's rules (`crate::pages::rules_text`): its title, then the rules as HTML.
    title: &'static str,
    rules_html: &'static str,
    /// The language the rules are written in: the page's, or English where the game's document
    /// is not translated into it yet (then said so above them, and marked for screen readers).
    rules_language: Lang,
}

/// The rules index's query: a search of players' variants, and where their page starts.
#[derive(serde::Deserialize)]
struct IndexQuery {
    q: Option<String>,
    after: Option<String>,
}

async fn rules_index(
    State(state): State<AppState>,
    viewer: Viewer,
    Query(query): Query<IndexQuery>,
) -> Result<Response, PageError> {
    let search = query.q.unwrap_or_default();
    let (uploaded, next) =
        super::variant_files::offered_page(&state, &viewer, Some(search.as_str()), query.after.as_deref()).await?;
    let more = next.map(|after| {
        let mut link = form_urlencoded::Serializer::new(String::new());
        if !search.trim().is_empty() {
            link.append_pair("q", search.trim());
        }
        link.append_pair("after", &after);
        format!("/rules?{}", link.finish())
    });
    Ok(RulesPage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        variants: registry::HAND_WRITTEN.to_vec(),
        defined: registry::defined_variants(),
        uploaded,
        search,
        more,
        variant: None,
        options: vec![],
        board_svg: String::new(),
        pieces: &[],
        title: "",
        rules_html: "",
        rules_language: viewer.t,
    }
    .into_response())
}

async fn rules_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let variant = state.play.variant_files.info(&id).await.map_err(ApiError::from)?.ok_or_else(|| {
        PageError::Status(StatusCode::NOT_FOUND, viewer.t.msg("rules-no-such-variant").arg("id", &id).to_string())
    })?;
    let start = registry::open(variant.id, &[]).map_err(|e| ApiError::internal("variant unavailable", &e))?.start();
    let written = crate::pages::rules_text::rules(variant.id, viewer.t).unwrap_or(crate::pages::rules_text::Rules {
        title: variant.name,
        html: "",
        language: viewer.t,
    });
    Ok(RulesPage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        variants: registry::HAND_WRITTEN.to_vec(),
        defined: registry::defined_variants(),
        uploaded: super::variant_files::offered(&state, &viewer).await?,
        search: String::new(),
        more: None,
        variant: Some(variant),
        options: option_fields(variant, viewer.t),
        board_svg: board::svg(&*start, Side::White, &[], viewer.t),
        // A guide tells each piece beside its diagram; without one the diagrams stand alone.
        pieces: if written.html.contains("class=\"piece-guide\"") {
            &[]
        } else {
            crate::pages::reach::pieces(variant, viewer.t)
        },
        title: written.title,
        rules_html: written.html,
        rules_language: written.language,
    }
    .into_response())
}
