//! The schema as the two backends' migration folders hold it.

/// The two backends' migrations are one schema written twice (sqlx wants a folder per backend,
/// and a database remembers each file's checksum, so the folders cannot simply merge). The
/// same versions, with the same statements: only `--` comments may differ. A statement that
/// must differ by dialect belongs in both files with its own name, and this test then says
/// which one to look at.
#[test]
fn the_sqlite_and_postgres_migrations_are_the_same_schema() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations");
    let files = |backend: &str| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(root.join(backend))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    };
    let statements = |backend: &str, name: &str| -> Vec<String> {
        let text = std::fs::read_to_string(root.join(backend).join(name)).unwrap();
        text.lines()
            .map(|l| l.split_once("--").map_or(l, |(code, _)| code).trim())
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect()
    };
    let (sqlite, postgres) = (files("sqlite"), files("postgres"));
    assert_eq!(sqlite, postgres, "the same migration versions in both folders");
    assert!(sqlite.len() >= 4, "{sqlite:?}");
    for name in &sqlite {
        let (a, b) = (statements("sqlite", name), statements("postgres", name));
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(x, y, "{name}: line {} of its statements differs between the backends", i + 1);
        }
        assert_eq!(a.len(), b.len(), "{name}: one backend has more statements");
    }
}
