//! A game's rules opened from what is stored of it: its variant's id and options.

use std::collections::BTreeMap;

use ortoo_rules::{Variant, registry};

/// Opens a variant from stored options (a JSON object of name to text).
pub fn open_variant(variant: &str, options_json: &str) -> std::result::Result<Box<dyn Variant>, String> {
    let options: BTreeMap<String, String> = serde_json::from_str(options_json).map_err(|e| e.to_string())?;
    let pairs: Vec<(String, String)> = options.into_iter().collect();
    registry::open(variant, &pairs).map_err(|e| e.to_string())
}
