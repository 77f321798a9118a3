//! Embeds every language's messages: each `locales/<tag>/*.ftl` file becomes a string in the
//! binary (`$OUT_DIR/locales.rs`), so a server needs no files beside it and a new file in a
//! language's folder is picked up without naming it anywhere.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .expect("crates/i18n/locales is readable")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.is_dir())
        .collect();
    folders.sort();
    let mut out = String::from(
        "/// Each language folder's messages: (folder, file, text).\npub(crate) const FILES: &[(&str, &str, &str)] = &[\n",
    );
    for folder in folders {
        println!("cargo:rerun-if-changed={}", folder.display());
        let tag = folder.file_name().and_then(|n| n.to_str()).expect("a folder named in UTF-8").to_string();
        let mut files: Vec<_> = std::fs::read_dir(&folder)
            .expect("a language folder is readable")
            .map(|entry| entry.expect("a file entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().and_then(|n| n.to_str()).expect("a file named in UTF-8");
            writeln!(out, "    ({tag:?}, {name:?}, include_str!({:?})),", file.display().to_string())
                .expect("write to a string");
        }
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
