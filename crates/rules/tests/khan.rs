//! Khan as its spec and the engine's help text (seed 000) give it.

use std::path::PathBuf;

use ortoo_rules::{GameState, Options, registry};

fn open(options: &str) -> Box<dyn ortoo_rules::Variant> {
    let pairs: Vec<(String, String)> = match options {
        "" | "-" | "default" => vec![],
        list => list.split(',').map(|p| Options::pair(p).unwrap()).collect(),
    };
    registry::open("khan", &pairs).unwrap()
}

fn load(options: &str, fen: &str) -> Box<dyn GameState> {
    open(options).load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The reference generator's move lists (`../shared/refdata/moves-khan.txt`): each section names
/// its options in its heading ("default options" or `name=value` pairs).
#[test]
fn legal_moves_match_the_reference_generators_lists() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/refdata/moves-khan.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines().peekable();
    let mut checked = 0;
    while let Some(line) = lines.next() {
        let Some(heading) = line.strip_prefix("## ") else { continue };
        let options: Vec<String> = heading.split([',', ' ']).filter(|w| w.contains('=')).map(str::to_string).collect();
        let fen = lines.next().unwrap();
        let count: usize = lines.next().unwrap().split_whitespace().next().unwrap().parse().unwrap();
        let expected: Vec<String> = (0..count).map(|_| lines.next().unwrap().to_string()).collect();
        let got: Vec<String> = load(&options.join(","), fen).legal_moves().into_iter().map(|m| m.canonical).collect();
        assert_eq!(got, expected, "{heading}: {fen}");
        checked += 1;
    }
    assert!(checked >= 2, "{checked}");
}
