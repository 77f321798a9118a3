//! Times. The domain keeps a time as a [`Timestamp`], milliseconds since the Unix epoch (the
//! schema's representation too), and lengths of time as [`Millis`]; the functions here are the
//! only places that turn a time into text.

use std::fmt;
use std::ops::{Add, AddAssign, Sub};

use ortoo_i18n::Said;
use time::OffsetDateTime;

/// A length of time in milliseconds (a clock's bank, a vacation's shift, a deadline's length).
pub type Millis = i64;

/// An hour and a day, in [`Millis`].
pub const HOUR_MS: Millis = 3_600_000;
pub const DAY_MS: Millis = 24 * HOUR_MS;

/// A moment: milliseconds since the Unix epoch, UTC. Ordered; adding [`Millis`] moves it,
/// subtracting two gives the [`Millis`] between them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Timestamp(i64);

impl Timestamp {
    pub const fn from_millis(ms: Millis) -> Timestamp {
        Timestamp(ms)
    }

    pub const fn millis(self) -> Millis {
        self.0
    }

    fn datetime(self) -> Option<OffsetDateTime> {
        OffsetDateTime::from_unix_timestamp_nanos(self.0 as i128 * 1_000_000).ok()
    }

    /// The calendar year (UTC) the moment falls in.
    pub fn year(self) -> i64 {
        self.datetime().map_or(1970, |t| t.year() as i64)
    }

    /// A time written in RFC 3339 (`2031-11-03T12:00:00Z`, any offset), or `None`.
    pub fn parse_rfc3339(text: &str) -> Option<Timestamp> {
        let t = OffsetDateTime::parse(text.trim(), &time::format_description::well_known::Rfc3339).ok()?;
        i64::try_from(t.unix_timestamp_nanos() / 1_000_000).ok().map(Timestamp)
    }

    /// RFC 3339 in UTC, as the API writes times: `2031-11-03T12:00:00Z`.
    pub fn rfc3339(self) -> String {
        self.datetime().and_then(|t| t.format(&time::format_description::well_known::Rfc3339).ok()).unwrap_or_default()
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rfc3339())
    }
}

impl Add<Millis> for Timestamp {
    type Output = Timestamp;
    fn add(self, ms: Millis) -> Timestamp {
        Timestamp(self.0.saturating_add(ms))
    }
}

impl AddAssign<Millis> for Timestamp {
    fn add_assign(&mut self, ms: Millis) {
        *self = *self + ms;
    }
}

impl Sub<Millis> for Timestamp {
    type Output = Timestamp;
    fn sub(self, ms: Millis) -> Timestamp {
        Timestamp(self.0.saturating_sub(ms))
    }
}

impl Sub for Timestamp {
    type Output = Millis;
    fn sub(self, earlier: Timestamp) -> Millis {
        self.0.saturating_sub(earlier.0)
    }
}

/// RFC 3339 in UTC, as the API writes times: `2031-11-03T12:00:00Z`.
pub fn rfc3339(at: Timestamp) -> String {
    at.rfc3339()
}

/// A deadline as people read it: "Tue, 24 Nov 2026 12:00 UTC (in 3 days)".
pub fn deadline_text(deadline: Option<Timestamp>, now: Timestamp) -> String {
    deadline_text_in(deadline, now, &Zone::utc())
}

/// When a deadline falls, in UTC: "Tue, 24 Nov 2026 12:00 UTC".
fn when_utc(d: Timestamp) -> String {
    d.datetime()
        .and_then(|t| {
            t.format(time::macros::format_description!(
                "[weekday repr:short], [day padding:none] [month repr:short] [year] [hour]:[minute] UTC"
            ))
            .ok()
        })
        .unwrap_or_default()
}

/// How far off a deadline is: "in 2 days 23 hours", "in 5 minutes", "passed".
fn how_far(d: Timestamp, now: Timestamp) -> String {
    let left = d - now;
    // Two units, the larger first: "in 2 days" alone would tell a player with 2 days and 23
    // hours left that a day less remained; whatever is under the smaller unit is left out, so
    // the text never promises more time than there is.
    const MINUTE_MS: Millis = 60_000;
    if left <= 0 {
        "passed".to_string()
    } else if left >= DAY_MS {
        format!("in {}", two_units(left, (DAY_MS, "day"), (HOUR_MS, "hour")))
    } else if left >= HOUR_MS {
        format!("in {}", two_units(left, (HOUR_MS, "hour"), (MINUTE_MS, "minute")))
    } else {
        format!("in {}", counted((left / MINUTE_MS).max(1), "minute"))
    }
}

/// A time zone named as the IANA database names it (`Europe/Paris`, `UTC`), checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Zone {
    name: String,
    tz: jiff::tz::TimeZone,
}

/// A time zone name the database does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a time zone: give its name as Europe/Paris, America/New_York or UTC")]
pub struct UnknownZone(pub String);

impl Zone {
    pub fn utc() -> Zone {
        Zone { name: "UTC".into(), tz: jiff::tz::TimeZone::UTC }
    }

    /// # Errors
    /// A name the time zone database does not have.
    pub fn named(name: &str) -> Result<Zone, UnknownZone> {
        let name = name.trim();
        match jiff::tz::TimeZone::get(name) {
            Ok(tz) if !name.is_empty() => Ok(Zone { name: tz.iana_name().unwrap_or(name).to_string(), tz }),
            _ => Err(UnknownZone(name.to_string())),
        }
    }

    /// A stored name, or UTC if it is no longer known.
    pub fn or_utc(name: &str) -> Zone {
        Zone::named(name).unwrap_or_else(|_| Zone::utc())
    }

    pub fn name(&self) -> &str {
        &self.name
    }
}

/// Every time zone name the database knows, sorted (for a settings form's suggestions).
pub fn zone_names() -> Vec<String> {
    let mut names: Vec<String> = jiff::tz::db().available().map(|n| n.as_str().to_string()).collect();
    names.sort();
    names
}

/// A deadline as people read it in `zone`: "Tue, 24 Nov 2026 13:00 CET (in 3 days)".
pub fn deadline_text_in(deadline: Option<Timestamp>, now: Timestamp, zone: &Zone) -> String {
    match deadline {
        Some(d) => {
            let (when, far) = deadline_parts_in(d, now, zone);
            format!("{when} ({far})")
        }
        None => "none (this game has no clock)".into(),
    }
}

/// A deadline's two parts, for a page that sets them apart: when it falls, in `zone` ("Tue, 24
/// Nov 2026 13:00 CET"; UTC's own words where the zone is UTC or the time is out of its
/// range), and how far off it is ("in 3 days").
pub fn deadline_parts_in(d: Timestamp, now: Timestamp, zone: &Zone) -> (String, String) {
    let local = (zone.tz != jiff::tz::TimeZone::UTC)
        .then(|| jiff::Timestamp::from_millisecond(d.millis()).ok())
        .flatten()
        .map(|at| at.to_zoned(zone.tz.clone()).strftime("%a, %-d %b %Y %H:%M %Z").to_string());
    (local.unwrap_or_else(|| when_utc(d)), how_far(d, now))
}

/// A deadline kept unsaid, for its reader's language: when it falls in `zone` and how far off
/// it is ("Tue, 24 Nov 2026 13:00 CET (in 3 days)" in English), or that the game has no clock.
pub fn deadline_said(deadline: Option<Timestamp>, now: Timestamp, zone: &Zone) -> Said {
    match deadline {
        Some(d) => Said::new("deadline-when").arg("when", when_said(d, zone)).arg("far", how_far_said(d, now)),
        None => Said::new("letter-no-deadline"),
    }
}

/// When `d` falls in `zone`, as each language writes a date: its parts as numbers, the time of
/// day and the zone's abbreviation as text.
pub fn when_said(d: Timestamp, zone: &Zone) -> Said {
    let Ok(at) = jiff::Timestamp::from_millisecond(d.millis()) else {
        return Said::new("date-time").arg("year", 0).arg("month", 1).arg("day", 1).arg("weekday", 1);
    };
    let at = at.to_zoned(zone.tz.clone());
    Said::new("date-time")
        .arg("year", i64::from(at.year()))
        .arg("month", i64::from(at.month()))
        .arg("day", i64::from(at.day()))
        .arg("weekday", i64::from(at.weekday().to_monday_one_offset()))
        .arg("time", at.strftime("%H:%M").to_string())
        .arg("zone", at.strftime("%Z").to_string())
}

/// The day `d` falls on in UTC, as each language writes a date without its time (the day an
/// account was made).
pub fn day_said(d: Timestamp) -> Said {
    let Ok(at) = jiff::Timestamp::from_millisecond(d.millis()) else {
        return Said::new("date").arg("year", 0).arg("month", 1).arg("day", 1);
    };
    let at = at.to_zoned(jiff::tz::TimeZone::UTC);
    Said::new("date")
        .arg("year", i64::from(at.year()))
        .arg("month", i64::from(at.month()))
        .arg("day", i64::from(at.day()))
}

/// How far off `d` is, in two units as [`how_far`] says it ("in 2 days 23 hours"), unsaid.
pub fn how_far_said(d: Timestamp, now: Timestamp) -> Said {
    const MINUTE_MS: Millis = 60_000;
    let left = d - now;
    if left <= 0 {
        Said::new("due-passed")
    } else if left >= DAY_MS {
        Said::new("due-in-days").arg("days", left / DAY_MS).arg("hours", (left % DAY_MS) / HOUR_MS)
    } else if left >= HOUR_MS {
        Said::new("due-in-hours").arg("hours", left / HOUR_MS).arg("minutes", (left % HOUR_MS) / MINUTE_MS)
    } else {
        Said::new("due-in-minutes").arg("minutes", (left / MINUTE_MS).max(1))
    }
}

/// `left` in whole large units and the whole small units over them: "2 days 23 hours",
/// "1 hour", "5 hours 1 minute".
fn two_units(left: Millis, (large, large_name): (Millis, &str), (small, small_name): (Millis, &str)) -> String {
    let over = (left % large) / small;
    let whole = counted(left / large, large_name);
    if over == 0 { whole } else { format!("{whole} {}", counted(over, small_name)) }
}

fn counted(n: Millis, unit: &str) -> String {
    if n == 1 { format!("1 {unit}") } else { format!("{n} {unit}s") }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2031-11-03 12:00 UTC, a Monday.
    const T0: Timestamp = Timestamp::from_millis(1_951_473_600_000);

    #[test]
    fn deadlines_are_written_in_the_readers_zone() {
        let paris = Zone::named("Europe/Paris").unwrap();
        assert_eq!(deadline_text_in(Some(T0 + 3 * DAY_MS), T0, &paris), "Thu, 6 Nov 2031 13:00 CET (in 3 days)");
        let new_york = Zone::named("america/new_york").unwrap();
        assert_eq!(new_york.name(), "America/New_York");
        assert_eq!(deadline_text_in(Some(T0 + 5 * HOUR_MS), T0, &new_york), "Mon, 3 Nov 2031 12:00 EST (in 5 hours)");
        assert_eq!(deadline_text_in(Some(T0), T0 - DAY_MS, &Zone::utc()), deadline_text(Some(T0), T0 - DAY_MS));
        assert_eq!(deadline_text_in(None, T0, &paris), "none (this game has no clock)");
        assert!(Zone::named("Mars/Olympus").is_err() && Zone::named("").is_err());
        assert_eq!(Zone::or_utc("nowhere"), Zone::utc());
    }

    #[test]
    fn times_are_written_in_utc() {
        assert_eq!(rfc3339(T0), "2031-11-03T12:00:00Z");
        assert_eq!(T0.to_string(), "2031-11-03T12:00:00Z");
        assert_eq!(T0.year(), 2031);
        assert_eq!(deadline_text(Some(T0 + 3 * DAY_MS), T0), "Thu, 6 Nov 2031 12:00 UTC (in 3 days)");
        assert_eq!(deadline_text(Some(T0 + 5 * HOUR_MS), T0), "Mon, 3 Nov 2031 17:00 UTC (in 5 hours)");
        assert_eq!(deadline_text(Some(T0 - 1), T0), "Mon, 3 Nov 2031 11:59 UTC (passed)");
        let text = |left: Millis| deadline_text(Some(T0 + left), T0).split_once(" (").unwrap().1.to_string();
        assert_eq!(text(3 * DAY_MS - 1), "in 2 days 23 hours)", "never rounded up, never a day short");
        assert_eq!(text(DAY_MS + 30 * 60_000), "in 1 day)");
        assert_eq!(text(HOUR_MS + 60_000), "in 1 hour 1 minute)");
        assert_eq!(text(59 * 60_000), "in 59 minutes)");
        assert_eq!(text(1), "in 1 minute)");
        assert_eq!(deadline_text(None, T0), "none (this game has no clock)");
    }

    #[test]
    fn arithmetic_moves_a_time_and_measures_between_two() {
        assert_eq!((T0 + DAY_MS) - T0, DAY_MS);
        assert!(T0 + 1 > T0);
        assert_eq!(Timestamp::from_millis(i64::MAX) + 1, Timestamp::from_millis(i64::MAX));
    }
}
