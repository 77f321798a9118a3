//! Lists the piece art (`pieces/*.svg`) for the binary: each drawing is compiled in, so the
//! server needs no files beside it.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time, not baked in with env!(): a second checkout building into the same
    // target folder runs this same compiled script, and must list its own drawings.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("pieces");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("crates/picture/pieces is readable")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".svg"))
        .collect();
    names.sort();
    let mut out = String::from(
        "/// Each piece drawing: its design name and its SVG text.\npub static DESIGNS: &[(&str, &str)] = &[\n",
    );
    for name in names {
        let path = dir.join(&name);
        println!("cargo::rerun-if-changed={}", path.display());
        let _ =
            writeln!(out, "    ({:?}, include_str!({:?})),", name.trim_end_matches(".svg"), path.display().to_string());
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("pieces.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
