//! docs/architecture.md tells the truth about the crates: its list of the edges between the
//! workspace's crates is the one `cargo metadata` reports.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use serde_json::Value;

/// Each workspace crate and the workspace crates it depends on (normal dependencies).
fn edges_from_cargo() -> BTreeMap<String, BTreeSet<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&out.stderr));
    let metadata: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata writes JSON");
    let packages = metadata["packages"].as_array().expect("packages");
    let ours: BTreeSet<&str> = packages.iter().filter_map(|p| p["name"].as_str()).collect();
    packages
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|d| d["kind"].is_null())
                .filter_map(|d| d["name"].as_str())
                .filter(|name| ours.contains(name))
                .map(str::to_string)
                .collect();
            (p["name"].as_str().unwrap_or_default().to_string(), deps)
        })
        .collect()
}

/// The list between the doc's markers, read the same way.
fn edges_in_the_doc() -> BTreeMap<String, BTreeSet<String>> {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/architecture.md")).unwrap();
    let list = doc
        .split("<!-- crate edges: begin -->")
        .nth(1)
        .and_then(|rest| rest.split("<!-- crate edges: end -->").next())
        .expect("docs/architecture.md has its list of crate edges between its markers");
    let names = |text: &str| -> Vec<String> {
        text.split(',')
            .map(|n| n.trim().trim_matches('`').to_string())
            .filter(|n| !n.is_empty() && n != "nothing")
            .collect()
    };
    list.lines()
        .filter_map(|line| line.trim().strip_prefix("- "))
        .map(|line| {
            let (from, to) = line.split_once('→').expect("each line is `crate` → its dependencies");
            (from.trim().trim_matches('`').to_string(), names(to).into_iter().collect())
        })
        .collect()
}

fn written(edges: &BTreeMap<String, BTreeSet<String>>) -> String {
    edges
        .iter()
        .map(|(from, to)| {
            let to = if to.is_empty() {
                "nothing".to_string()
            } else {
                to.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>().join(", ")
            };
            format!("- `{from}` → {to}\n")
        })
        .collect()
}

#[test]
fn the_architecture_doc_lists_the_crate_edges_cargo_knows() {
    let (cargo, doc) = (edges_from_cargo(), edges_in_the_doc());
    assert!(cargo.len() >= 10, "the workspace's crates were read: {cargo:?}");
    assert_eq!(
        doc,
        cargo,
        "docs/architecture.md's crate edges differ from cargo's; the list should read:\n{}",
        written(&cargo)
    );
}
