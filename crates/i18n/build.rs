//! Embeds every language's messages: each `locales/<tag>/*.ftl` file becomes a string in the
//! binary (`$OUT_DIR/locales.rs`), so a server needs no files beside it and a new file in a
//! language's folder is picked up without naming it anywhere. Each game's name in a language is
//! its guide's title there (`docs/games/<tag>/<id>.md`'s first line), kept beside them.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let folders = listed(&root, |path| path.is_dir()).expect("crates/i18n/locales is readable");
    let mut out = String::from(
        "/// Each language folder's messages: (folder, file, text).\npub(crate) const FILES: &[(&str, &str, &str)] = &[\n",
    );
    for folder in folders {
        let tag = folder.file_name().and_then(|n| n.to_str()).expect("a folder named in UTF-8").to_string();
        for file in
            listed(&folder, |path| path.extension().is_some_and(|e| e == "ftl")).expect("a language folder is readable")
        {
            let name = file.file_name().and_then(|n| n.to_str()).expect("a file named in UTF-8");
            writeln!(out, "    ({tag:?}, {name:?}, include_str!({:?})),", file.display().to_string())
                .expect("write to a string");
        }
    }
    out.push_str("];\n");
    game_names(&manifest, &mut out);
    let target = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}

/// Each game's name in each language it has a guide in: the title of `docs/games/<tag>/<id>.md`
/// (`# 将棋`), one source for the rules page's heading and the name everywhere else. English
/// names are the games' own (the rules crate's), so only the other languages' are read.
fn game_names(manifest: &str, out: &mut String) {
    let root = Path::new(manifest).join("../../docs/games");
    println!("cargo:rerun-if-changed={}", root.display());
    out.push_str("/// Each game's name by language: (tag, game id, name).\npub(crate) const GAME_NAMES: &[(&str, &str, &str)] = &[\n");
    for folder in listed(&root, |path| path.is_dir()).unwrap_or_default() {
        let tag = folder.file_name().and_then(|n| n.to_str()).expect("a folder named in UTF-8").to_string();
        for guide in
            listed(&folder, |path| path.extension().is_some_and(|e| e == "md")).expect("a guides folder is readable")
        {
            let id = guide.file_stem().and_then(|n| n.to_str()).expect("a guide named in UTF-8");
            let text = std::fs::read_to_string(&guide).expect("a guide is readable");
            // A title a message could not hold as it is (a brace) is left out: the game keeps
            // its own name there.
            if let Some(title) = text.lines().next().and_then(|line| line.strip_prefix("# "))
                && !title.contains(['{', '}'])
                && !title.trim().is_empty()
            {
                writeln!(out, "    ({tag:?}, {id:?}, {:?}),", title.trim()).expect("write to a string");
            }
        }
    }
    out.push_str("];\n");
}

/// The entries of `dir` that `keep` takes, sorted by name, each watched for changes.
fn listed(dir: &Path, keep: impl Fn(&Path) -> bool) -> std::io::Result<Vec<PathBuf>> {
    let mut paths: Vec<PathBuf> =
        std::fs::read_dir(dir)?.map(|entry| entry.expect("a folder entry").path()).filter(|path| keep(path)).collect();
    paths.sort();
    for path in &paths {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    Ok(paths)
}
