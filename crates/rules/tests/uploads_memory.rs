//! A process meets players' uploaded variants without end: it keeps the rules of those it used
//! last and lets the others go, so its memory stays where it was however many it meets. (A test
//! file of its own: it measures its process's memory.)

use ortoo_rules::registry::{self, UPLOADS_KEPT};

/// Six ranks of chess, with a comment of its own so that each version is another text.
fn tiny(n: usize) -> String {
    format!(
        "# Tiny chess {n}: chess on six ranks, version {n} of many.\n[tiny:chess]\nmaxRank = 6\n\
         startFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
    )
}

/// The process's resident memory, in KiB.
#[cfg(target_os = "linux")]
fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("Linux has /proc");
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).expect("a VmRSS line");
    line.split_whitespace().nth(1).and_then(|kib| kib.parse().ok()).expect("VmRSS in kB")
}

#[cfg(target_os = "linux")]
#[test]
fn meeting_thousands_of_uploaded_versions_keeps_memory_where_it_was() {
    let meet = |prefix: &str, n: usize| {
        let id = format!("tiny~{prefix}{n:07}");
        let info = registry::register_upload(&id, "mine.ini", &tiny(n), "tiny").expect("a sound file");
        assert_eq!(info.id, id);
        // Looked up as a game plays it.
        assert!(registry::defined(&id).is_some());
    };
    // As many again as are kept, so that the process has let versions go before it is measured.
    let at_start = resident_kib();
    for n in 0..2 * UPLOADS_KEPT {
        meet("a", n);
    }
    let before = resident_kib();
    for n in 0..2_000 {
        meet("b", n);
    }
    let after = resident_kib();
    assert!(registry::uploads_kept() <= UPLOADS_KEPT, "{} kept", registry::uploads_kept());
    let grown = after.saturating_sub(before);
    eprintln!(
        "{UPLOADS_KEPT} versions kept: resident memory {at_start} KiB at the start, {before} KiB once they are kept; \
         2,000 more met: {after} KiB (+{grown} KiB)"
    );
    assert!(grown < 6 * 1024, "meeting 2,000 versions grew the process by {grown} KiB");
    // One let go and met again is the same game under the same words.
    let first = registry::info("tiny~b0000000");
    assert!(first.is_none(), "the version met longest ago was let go");
    let again = registry::register_upload("tiny~b0000000", "mine.ini", &tiny(0), "tiny").unwrap();
    let before_again = registry::register_upload("tiny~b0001999", "mine.ini", &tiny(1999), "tiny").unwrap();
    assert!(std::ptr::eq(again, registry::info("tiny~b0000000").unwrap()));
    assert_eq!(before_again.name, "Tiny chess 1999");
}
