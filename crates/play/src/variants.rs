//! A game's rules opened from what is stored of it: its variant's id and options; and the
//! versions of players' uploads catalogued in this process's rules when first met.

use std::collections::BTreeMap;

use ortoo_core::UploadedVariant;
use ortoo_core::store::VariantFileStore;
use ortoo_rules::{Variant, VariantInfo, registry};

use crate::error::{PlayError, Result};

/// Opens a variant from stored options (a JSON object of name to text).
pub fn open_variant(variant: &str, options_json: &str) -> std::result::Result<Box<dyn Variant>, String> {
    let options: BTreeMap<String, String> = serde_json::from_str(options_json).map_err(|e| e.to_string())?;
    let pairs: Vec<(String, String)> = options.into_iter().collect();
    registry::open(variant, &pairs).map_err(|e| e.to_string())
}

/// Whether `variant` reads as the id of an upload's version (`tiny~1a2b3c4d`), which no
/// built-in or operator's game has.
pub fn names_upload(variant: &str) -> bool {
    variant.contains('~')
}

/// Catalogues the upload's version that `variant` names, if it is one and this process has
/// not met it yet: read from the store, which keeps every version for good. Anything else
/// (a hand-written or built-in game, an unknown id) is left for the rules to judge.
///
/// # Errors
/// The store failing.
pub async fn ensure(store: &dyn VariantFileStore, variant: &str) -> Result<()> {
    if !names_upload(variant) || registry::info(variant).is_some() {
        return Ok(());
    }
    if let Some(version) = store.uploaded_variant(variant).await? {
        catalogue_kept(&version);
    }
    Ok(())
}

/// The game `variant` names, its upload's version read from the store first if this process
/// has not met it ([`ensure`]); `None` for an id that names no game.
///
/// # Errors
/// The store failing.
pub async fn info(store: &dyn VariantFileStore, variant: &str) -> Result<Option<&'static VariantInfo>> {
    ensure(store, variant).await?;
    Ok(registry::info(variant))
}

/// Catalogues a version the store keeps; whether it could be (it was checked before it was
/// kept, so a failure is this build reading it otherwise: logged, and the version not offered).
pub(crate) fn catalogue_kept(version: &UploadedVariant) -> bool {
    match catalogue(version) {
        Ok(_) => true,
        Err(e) => {
            tracing::error!(variant = %version.id, error = %e, "a kept upload no longer reads");
            false
        }
    }
}

/// Catalogues one version in the rules' registry, under its id.
pub(crate) fn catalogue(version: &UploadedVariant) -> Result<&'static VariantInfo> {
    registry::register_upload(&version.id, &version.file_name, &version.text, &version.variant)
        .map_err(PlayError::Faulty)
}
