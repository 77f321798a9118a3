//! Embeds every language's messages: each `locales/<tag>/*.ftl` file becomes a string in the
//! binary (`$OUT_DIR/locales.rs`), so a server needs no files beside it and a new file in a
//! language's folder is picked up without naming it anywhere. Each game's name in a language is
//! its guide's title there (`docs/games/<tag>/<id>.md`'s first line), kept beside them.

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
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()).collect())
        .unwrap_or_default();
    folders.sort();
    for folder in folders {
        println!("cargo:rerun-if-changed={}", folder.display());
        let tag = folder.file_name().and_then(|n| n.to_str()).expect("a folder named in UTF-8").to_string();
        let mut guides: Vec<_> = std::fs::read_dir(&folder)
            .expect("a guides folder is readable")
            .map(|entry| entry.expect("a file entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "md"))
            .collect();
        guides.sort();
        for guide in guides {
            println!("cargo:rerun-if-changed={}", guide.display());
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
