//! How the pages word the things several of them show: times and days, in the reader's language.

use ortoo_core::Timestamp;
use ortoo_core::when::{Zone, day_said, when_said};
use ortoo_i18n::Lang;

/// A time as a reader of `t` writes one, in UTC (`Sat, 21 Nov 2026 07:27 UTC`, `2026年11月21日（土）07:27
/// UTC`); the page's `<time>` element carries it exactly.
pub(super) fn human_time(t: Lang, at: Timestamp) -> String {
    t.say(&when_said(at, &Zone::utc()))
}

/// A day as a reader of `t` writes one (`21 Nov 2026`, `2026年11月21日`).
pub(super) fn human_day(t: Lang, at: Timestamp) -> String {
    t.say(&day_said(at))
}
