//! The games ortoo plays, with their boards and options.

use crate::AppState;
use crate::schema::{Board, DefinedPiece, OptionDefault, Variant, VariantDefinition, VariantList, VariantOption};
use axum::Router;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_rules::defined::game::Defined;
use ortoo_rules::{OptionKind, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/variants", get(variants))
}

/// Every game ortoo plays, as the API lists them.
pub fn variant_list() -> VariantList {
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
    let variants = registry::variants()
        .iter()
        .map(|v| {
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
            }
        })
        .collect();
    VariantList { variants }
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
                royal: def.king == Some(kind),
                worth: rules.worth[kind],
            })
            .collect(),
        ini: def.sections.clone(),
    }
}

#[utoipa::path(
    get,
    path = "/variants",
    tag = "games",
    responses(
        (status = 200, description = "Every game, its board, setups and options", body = crate::schema::VariantList)
    )
)]
pub(crate) async fn variants() -> Response {
    axum::Json(variant_list()).into_response()
}
