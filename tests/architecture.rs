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

/// The modules of one crate, by path (`api::games`), and the file of each.
fn modules_of(src: &std::path::Path) -> BTreeMap<String, std::path::PathBuf> {
    let mut found = BTreeMap::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "bin") {
                    folders.push(path);
                }
                continue;
            }
            if path.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).unwrap().with_extension("");
            let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
            if parts.last().is_some_and(|p| p == "mod" || p == "lib" || p == "main") {
                parts.pop();
            }
            found.insert(parts.join("::"), path);
        }
    }
    found
}

/// The other modules of its crate that a module's code names (`crate::x`, `super::x`, and the
/// lists of `use super::{x, y}`), its comments and its test module aside; a module's parent and
/// children do not count (a parent declares its children).
fn names(module: &str, text: &str, modules: &BTreeMap<String, std::path::PathBuf>) -> BTreeSet<String> {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
    let code: String = code.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
    let parent = module.rsplit_once("::").map_or("", |(p, _)| p);
    let within = |base: &str, name: &str| if base.is_empty() { name.to_string() } else { format!("{base}::{name}") };
    let word = |s: &str| s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>();
    let mut named = BTreeSet::new();
    for (root, base) in [("crate::", ""), ("super::", parent)] {
        for (at, _) in code.match_indices(root) {
            let rest = &code[at + root.len()..];
            let names: Vec<String> = if let Some(list) = rest.strip_prefix('{') {
                list.split('}').next().unwrap_or_default().split(',').map(|n| word(n.trim())).collect()
            } else {
                let first = word(rest);
                let second = rest[first.len()..].strip_prefix("::").map(word);
                match second {
                    Some(second) if modules.contains_key(&within(&within(base, &first), &second)) => {
                        vec![format!("{first}::{second}")]
                    }
                    _ => vec![first],
                }
            };
            for name in names.into_iter().filter(|n| !n.is_empty()) {
                let target = within(base, &name);
                let related = target == module
                    || target.starts_with(&format!("{module}::"))
                    || module.starts_with(&format!("{target}::"));
                if modules.contains_key(&target) && !related {
                    named.insert(target);
                }
            }
        }
    }
    named
}

/// The groups of modules that name one another in a circle (Tarjan's strongly connected
/// components of more than one module).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<BTreeSet<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<BTreeSet<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for next in w.edges.get(v).into_iter().flatten() {
            let next = next.as_str();
            if !w.index.contains_key(next) {
                visit(w, next);
                let low = w.low[v].min(w.low[next]);
                w.low.insert(v, low);
            } else if w.stack.contains(&next) {
                let low = w.low[v].min(w.index[next]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut group = BTreeSet::new();
            while let Some(top) = w.stack.pop() {
                group.insert(top.to_string());
                if top == v {
                    break;
                }
            }
            if group.len() > 1 {
                w.found.push(group);
            }
        }
    }
    let mut walk = Walk { edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for v in edges.keys() {
        if !walk.index.contains_key(v.as_str()) {
            visit(&mut walk, v);
        }
    }
    walk.found
}

/// No crate has a circle of modules naming one another: within a crate, as between crates,
/// the modules point one way.
#[test]
fn no_import_circle_inside_a_crate() {
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut seen = 0;
    for entry in std::fs::read_dir(&crates).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let modules = modules_of(&entry.path().join("src"));
        let edges: BTreeMap<String, BTreeSet<String>> = modules
            .iter()
            .map(|(m, file)| (m.clone(), names(m, &std::fs::read_to_string(file).unwrap(), &modules)))
            .collect();
        seen += modules.len();
        let found = circles(&edges);
        assert!(found.is_empty(), "crate {name} has an import circle: {found:?}");
    }
    assert!(seen > 100, "the crates' modules were read: {seen}");
}
