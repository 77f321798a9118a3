//! A game's rules opened from what is stored of it: its variant's id and options; and the
//! versions of players' uploads catalogued in this process's rules when first met.

use std::collections::BTreeMap;

use ortoo_core::{Store, UploadedVariant};
use ortoo_rules::{Variant, VariantInfo, registry};

use crate::error::{PlayError, Result};

/// Opens a variant from stored options (a JSON object of name to text).
pub fn open_variant(variant: &str, options_json: &str) -> std::result::Result<Box<dyn Variant>, String> {
    let options: BTreeMap<String, String> = serde_json::from_str(options_json).map_err(|e| e.to_string())?;
    let pairs: Vec<(String, String)> = options.into_iter().collect();
    registry::open(variant, &pairs).map_err(|e| e.to_string())
}

/// Catalogues the upload's version that `variant` names, if it is one and this process has
/// not met it yet: read from the store, which keeps every version for good. Anything else
/// (a hand-written or built-in game, an unknown id) is left for the rules to judge.
///
/// # Errors
/// The store failing.
pub async fn ensure(store: &dyn Store, variant: &str) -> Result<()> {
    if !variant.contains('~') || registry::info(variant).is_some() {
        return Ok(());
    }
    if let Some(version) = store.uploaded_variant(variant).await?
        && let Err(e) = catalogue(&version)
    {
        tracing::error!(variant, error = %e, "a kept upload no longer reads");
    }
    Ok(())
}

/// Catalogues one version in the rules' registry, under its id.
pub(crate) fn catalogue(version: &UploadedVariant) -> Result<&'static VariantInfo> {
    registry::register_upload(&version.id, &version.file_name, &version.text, &version.variant)
        .map_err(PlayError::Faulty)
}
