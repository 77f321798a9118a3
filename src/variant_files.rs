//! An operator's files of variants, read at start: a file, or a folder of `.ini` files, given by
//! the configuration (`[variants] path`, `ORTOO_VARIANTS__PATH`) or by `--variants` on any
//! command. Each sound variant of a file is offered; one the file cannot define is left out, with
//! its faults told (the server starts all the same).

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use ortoo_rules::registry;

/// The files read so far in this process (a path given both by the flag and by the
/// configuration is read once).
static READ: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Reads `path` (a file, or a folder whose `.ini` files are read in name order) and offers
/// every variant in it from now on; returns their ids.
///
/// # Errors
/// An unreadable path, or every fault of a file, one a line, each with its file, line and key.
pub fn load(path: &Path) -> Result<Vec<&'static str>, String> {
    let files: Vec<PathBuf> = if path.is_dir() {
        let entries = std::fs::read_dir(path).map_err(|e| format!("cannot read the folder {}: {e}", path.display()))?;
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ini") && p.is_file())
            .collect();
        files.sort();
        files
    } else {
        vec![path.to_path_buf()]
    };
    let mut ids = Vec::new();
    for file in files {
        let known = std::fs::canonicalize(&file).unwrap_or_else(|_| file.clone());
        let mut read = READ.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if read.contains(&known) {
            continue;
        }
        let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let name = file.display().to_string();
        let registered = registry::register(&name, &text);
        // A variant the file cannot define is left out, in words; the rest are offered.
        if !registered.faults.is_empty() {
            let mut refused: Vec<&str> = Vec::new();
            for variant in registered.faults.iter().filter_map(|f| f.variant.as_deref()) {
                if !refused.contains(&variant) {
                    refused.push(variant);
                }
            }
            tracing::warn!(
                file = %name,
                offered = registered.ids.len(),
                left_out = refused.len(),
                "some variants of the file are left out ({}):\n{}",
                refused.join(", "),
                registered.faults.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
            );
            eprintln!(
                "{name}: {} variant(s) offered; left out: {} ({} fault(s); `ortoo variants check {name}` lists them)",
                registered.ids.len(),
                refused.join(", "),
                registered.faults.len()
            );
        }
        read.push(known);
        ids.extend(registered.ids);
    }
    Ok(ids)
}
