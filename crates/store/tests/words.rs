//! Every state, kind and side the tables hold is written by its enum, once (`ortoo-core`'s
//! `names`, the rules' `Side` and `Reason`): a statement binds the word (or, for the scheduler's
//! statements whose plans depend on it, splices the enum's word in); none writes it in its SQL
//! text. This reads the store's source and fails on a quoted word that some enum owns.

use std::path::Path;

use ortoo_core::tournament::Kind as TournamentKind;
use ortoo_core::{
    AnalysisStatus, ChallengeStatus, ColorChoice, GameStatus, JobStatus, LinkPurpose, MailState, Notation, NoticeKind,
    NotifyMode, Reason, Scope, Side, TournamentStatus,
};

/// Every stored word of every enum.
fn owned_words() -> Vec<&'static str> {
    let mut words: Vec<&'static str> = Vec::new();
    words.extend(GameStatus::ALL.iter().map(|w| w.as_str()));
    words.extend(ChallengeStatus::ALL.iter().map(|w| w.as_str()));
    words.extend(ColorChoice::ALL.iter().map(|w| w.as_str()));
    words.extend(Scope::ALL.iter().map(|w| w.as_str()));
    words.extend(NoticeKind::ALL.iter().map(|w| w.as_str()));
    words.extend(Notation::ALL.iter().map(|w| w.as_str()));
    words.extend(NotifyMode::ALL.iter().map(|w| w.as_str()));
    words.extend(AnalysisStatus::ALL.iter().map(|w| w.as_str()));
    words.extend(JobStatus::ALL.iter().map(|w| w.as_str()));
    words.extend(TournamentStatus::ALL.iter().map(|w| w.as_str()));
    words.extend(LinkPurpose::ALL.iter().map(|w| w.as_str()));
    words.extend(MailState::ALL.iter().map(|w| w.as_str()));
    words.extend([TournamentKind::RoundRobin, TournamentKind::Swiss].map(TournamentKind::as_str));
    words.extend(Side::ALL.iter().map(|s| s.name()));
    words.extend(Reason::ALL.iter().map(|r| r.as_str()));
    words
}

/// The words between single quotes on a line of source (SQL's string literals).
fn quoted(line: &str) -> impl Iterator<Item = &str> {
    line.split('\'').skip(1).step_by(2)
}

#[test]
fn no_statement_writes_a_word_an_enum_owns() {
    let owned = owned_words();
    assert!(owned.len() > 60, "the enums' words are all read: {owned:?}");
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut files = 0;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        files += 1;
        let source = std::fs::read_to_string(&path).unwrap();
        for (n, line) in source.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for word in quoted(line).filter(|w| owned.contains(w)) {
                found.push(format!("{}:{}: '{word}'", path.file_name().unwrap().to_string_lossy(), n + 1));
            }
        }
    }
    assert!(files > 15, "the store's source is read from {}", folder.display());
    assert!(found.is_empty(), "SQL text writes words that enums own (bind them instead):\n{}", found.join("\n"));
}

#[test]
fn the_check_finds_a_word_in_a_statement() {
    let statement = r#"sqlx::query("UPDATE engine_jobs SET status = 'done' WHERE status = $1")"#;
    let owned = owned_words();
    assert_eq!(quoted(statement).filter(|w| owned.contains(w)).collect::<Vec<_>>(), ["done"]);
}
