//! Embeds the rules documents: `docs/games/<id>.md` (English) and each language's translations,
//! `docs/games/<tag>/<id>.md`, become strings in the binary (`$OUT_DIR/documents.rs`), so a
//! server needs no files beside it and a new translation is picked up without naming it
//! anywhere.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The Markdown files directly in `folder`, sorted.
fn documents(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("a folder of documents is readable")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.is_file() && path.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    files
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("../../docs/games");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::from(
        "/// Every rules document: (language tag, game id, Markdown); the English ones under `en`.\n\
         pub(crate) const DOCUMENTS: &[(&str, &str, &str)] = &[\n",
    );
    let mut folders = vec![("en".to_string(), root.clone())];
    let mut translations: Vec<_> = std::fs::read_dir(&root)
        .expect("docs/games is readable")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.is_dir())
        .collect();
    translations.sort();
    for folder in translations {
        let tag = folder.file_name().and_then(|n| n.to_str()).expect("a folder named in UTF-8").to_string();
        folders.push((tag, folder));
    }
    for (tag, folder) in folders {
        println!("cargo:rerun-if-changed={}", folder.display());
        for file in documents(&folder) {
            println!("cargo:rerun-if-changed={}", file.display());
            let id = file.file_stem().and_then(|n| n.to_str()).expect("a file named in UTF-8");
            let path = file.canonicalize().expect("a document's path");
            writeln!(out, "    ({tag:?}, {id:?}, include_str!({:?})),", path.display().to_string())
                .expect("write to a string");
        }
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("documents.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
