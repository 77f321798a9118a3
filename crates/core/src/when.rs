//! Times as people and protocols read them. The domain keeps milliseconds since the Unix epoch
//! ([`crate::model::Millis`]); these are the only places that turn them into text.

use time::OffsetDateTime;

use crate::model::Millis;
use crate::timecontrol::{DAY_MS, HOUR_MS};

fn datetime(ms: Millis) -> Option<OffsetDateTime> {
    OffsetDateTime::from_unix_timestamp_nanos(ms as i128 * 1_000_000).ok()
}

/// RFC 3339 in UTC, as the API writes times: `2031-11-03T12:00:00Z`.
pub fn rfc3339(ms: Millis) -> String {
    datetime(ms).and_then(|t| t.format(&time::format_description::well_known::Rfc3339).ok()).unwrap_or_default()
}

/// A deadline as people read it: "Tue, 24 Nov 2026 12:00 UTC (in 3 days)".
pub fn deadline_text(deadline: Option<Millis>, now: Millis) -> String {
    let Some(d) = deadline else { return "none (this game has no clock)".into() };
    let when = datetime(d)
        .and_then(|t| {
            t.format(time::macros::format_description!(
                "[weekday repr:short], [day padding:none] [month repr:short] [year] [hour]:[minute] UTC"
            ))
            .ok()
        })
        .unwrap_or_default();
    let left = d - now;
    let rough = if left <= 0 {
        "passed".to_string()
    } else if left >= 2 * DAY_MS {
        format!("in {} days", left / DAY_MS)
    } else if left >= 2 * HOUR_MS {
        format!("in {} hours", left / HOUR_MS)
    } else {
        format!("in {} minutes", (left / 60_000).max(1))
    };
    format!("{when} ({rough})")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2031-11-03 12:00 UTC, a Monday.
    const T0: Millis = 1_951_473_600_000;

    #[test]
    fn times_are_written_in_utc() {
        assert_eq!(rfc3339(T0), "2031-11-03T12:00:00Z");
        assert_eq!(deadline_text(Some(T0 + 3 * DAY_MS), T0), "Thu, 6 Nov 2031 12:00 UTC (in 3 days)");
        assert_eq!(deadline_text(Some(T0 + 5 * HOUR_MS), T0), "Mon, 3 Nov 2031 17:00 UTC (in 5 hours)");
        assert_eq!(deadline_text(Some(T0 - 1), T0), "Mon, 3 Nov 2031 11:59 UTC (passed)");
        assert_eq!(deadline_text(None, T0), "none (this game has no clock)");
    }
}
