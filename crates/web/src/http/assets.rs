//! The files the pages load (the stylesheet, the scripts, the icon), built into the binary. Each is
//! served under a name that carries a hash of its contents, so a browser keeps it for a year and
//! a new build's file is fetched at once.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

struct Asset {
    name: &'static str,
    body: &'static [u8],
    mime: &'static str,
}

const ASSETS: &[Asset] = &[
    Asset { name: "board.js", body: include_bytes!("../../assets/board.js"), mime: "text/javascript; charset=utf-8" },
    Asset { name: "live.js", body: include_bytes!("../../assets/live.js"), mime: "text/javascript; charset=utf-8" },
    Asset { name: "forms.js", body: include_bytes!("../../assets/forms.js"), mime: "text/javascript; charset=utf-8" },
    Asset { name: "style.css", body: include_bytes!("../../assets/style.css"), mime: "text/css; charset=utf-8" },
    Asset { name: "icon.svg", body: include_bytes!("../../assets/icon.svg"), mime: "image/svg+xml" },
];

/// Each asset by its served name (`board.1a2b3c4d5e.js`), and each served name by its plain one.
struct Index {
    served: HashMap<String, &'static Asset>,
    urls: HashMap<&'static str, String>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = Index { served: HashMap::new(), urls: HashMap::new() };
        for asset in ASSETS {
            let hash = hex::encode(&Sha256::digest(asset.body)[..5]);
            let served = match asset.name.rsplit_once('.') {
                Some((stem, ext)) => format!("{stem}.{hash}.{ext}"),
                None => format!("{}.{hash}", asset.name),
            };
            index.urls.insert(asset.name, format!("/assets/{served}"));
            index.served.insert(served, asset);
        }
        index
    })
}

/// The address of an asset by its plain name (`board.js`), for the templates.
///
/// # Panics
/// For a name that is not an asset: a template naming a missing file is a build mistake.
pub fn url(name: &str) -> &'static str {
    index().urls.get(name).unwrap_or_else(|| panic!("no asset {name}"))
}

pub async fn serve(Path(file): Path<String>) -> Response {
    match index().served.get(&file) {
        Some(asset) => (
            [(header::CONTENT_TYPE, asset.mime), (header::CACHE_CONTROL, "public, max-age=31536000, immutable")],
            asset.body,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "There is no such file.").into_response(),
    }
}

/// `/favicon.ico`, which browsers ask for by that name whatever a page says.
pub async fn favicon() -> Response {
    let icon = ASSETS.iter().find(|a| a.name == "icon.svg").map_or(&[][..], |a| a.body);
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], icon).into_response()
}

/// A game's pieces drawn for both sides, one SVG the game page's chooser copies pieces from
/// (fetched when a chooser first opens, so no page carries them all). The drawings are built
/// into the binary: a day's caching is safe, and a new build's drawings are fetched by tomorrow.
pub async fn pieces(Path(variant): Path<String>) -> Response {
    if ortoo_rules::registry::info(&variant).is_none() {
        return (StatusCode::NOT_FOUND, "There is no such game.").into_response();
    }
    (
        [(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")],
        ortoo_picture::board::art_bank(&variant),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_asset_has_a_hashed_address() {
        for asset in ASSETS {
            let url = url(asset.name);
            assert!(url.starts_with("/assets/") && url.len() > asset.name.len() + 18, "{url}");
            assert!(index().served.contains_key(url.trim_start_matches("/assets/")));
        }
    }
}
