//! Correspondence clocks: days per move, or a time bank; reminders before a deadline.
//!
//! The deadline stored with a game is the one source of truth for the player to move: a
//! vacation moves it later, and a time bank's balance is read back from it when the move is
//! made (time left = deadline − now), so a paused clock needs no bookkeeping of its own.

use ortoo_rules::{BySide, Side};
use serde::{Deserialize, Serialize};

// The lengths of an hour and a day are the clock's own words (`when`); a time control's rules
// use them under this module's name too.
pub use crate::when::{DAY_MS, HOUR_MS};
use crate::when::{Millis, Timestamp};

/// The longest reminder a player may ask for, in hours (a week).
pub const MAX_REMIND_HOURS: u32 = 168;

/// How long players have for their moves, chosen at the challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeControl {
    /// The same number of days (1–30) for every move.
    DaysPerMove(u32),
    /// A bank of days that each move draws on, topped up by a number of days per move and
    /// never above the cap.
    Bank(Bank),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Bank {
    pub initial_days: u32,
    pub increment_days: u32,
    pub cap_days: u32,
}

/// Moves taken back, as the clocks see them: whose clock ran when they were taken back, who is
/// to move after, and how many of the moves taken back each side had made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakenBack {
    /// The side whose clock ran.
    pub runner: Side,
    /// The side to move after.
    pub next: Side,
    /// How many of the moves taken back each side had made.
    pub moves: BySide<u32>,
}

/// A game's clock state after an event: the deadline of the player to move and the banks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockState {
    pub deadline: Option<Timestamp>,
    /// Each side's time bank; `None` without a bank (days per move).
    pub banks_ms: BySide<Option<i64>>,
}

impl TimeControl {
    /// # Errors
    /// A sentence saying which limit is broken, unsaid.
    pub fn validate(&self) -> Result<(), ortoo_i18n::Said> {
        use ortoo_i18n::Said;
        match *self {
            TimeControl::DaysPerMove(days) if !(1..=30).contains(&days) => {
                Err(Said::new("error-days-per-move").arg("days", days))
            }
            TimeControl::DaysPerMove(_) => Ok(()),
            TimeControl::Bank(b) => {
                if !(1..=90).contains(&b.initial_days) {
                    Err(Said::new("error-bank-initial").arg("days", b.initial_days))
                } else if b.increment_days > 30 {
                    Err(Said::new("error-bank-increment").arg("days", b.increment_days))
                } else if b.cap_days < b.initial_days || b.cap_days > 180 {
                    Err(Said::new("error-bank-cap").arg("initial", b.initial_days).arg("cap", b.cap_days))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Parses the stored JSON; `None` for no clock (or, defensively, for text it cannot read).
    pub fn from_stored(json: Option<&str>) -> Option<TimeControl> {
        json.and_then(|j| serde_json::from_str(j).ok())
    }

    pub fn to_stored(self) -> String {
        serde_json::to_string(&self).expect("a time control serialises")
    }

    /// The time control of a stored game or challenge: its JSON, or for rows made before time
    /// banks, its `days_per_move` column.
    pub fn of(stored: Option<&str>, days_per_move: Option<i64>) -> Option<TimeControl> {
        TimeControl::from_stored(stored)
            .or_else(|| days_per_move.map(|d| TimeControl::DaysPerMove(d.clamp(1, 60) as u32)))
    }

    /// Days per move, for the older `days_per_move` column and field.
    pub fn days_per_move(self) -> Option<i64> {
        match self {
            TimeControl::DaysPerMove(d) => Some(d as i64),
            TimeControl::Bank(_) => None,
        }
    }

    /// The clocks as a game starts at `now` (White to move first, or whoever the setup says).
    pub fn start(self, now: Timestamp, pause_ms: Millis) -> ClockState {
        match self {
            TimeControl::DaysPerMove(days) => {
                ClockState { deadline: Some(now + days as i64 * DAY_MS + pause_ms), ..ClockState::default() }
            }
            TimeControl::Bank(b) => {
                let initial = b.initial_days as i64 * DAY_MS;
                ClockState { deadline: Some(now + initial + pause_ms), banks_ms: BySide::both(Some(initial)) }
            }
        }
    }

    /// The clocks after `mover` moved at `now`, before `before` (the state as the move found
    /// it). `pause_ms` is how long the next player's clocks stand still (a vacation).
    pub fn after_move(self, before: ClockState, mover: Side, now: Timestamp, pause_ms: Millis) -> ClockState {
        match self {
            TimeControl::DaysPerMove(days) => {
                ClockState { deadline: Some(now + days as i64 * DAY_MS + pause_ms), ..ClockState::default() }
            }
            TimeControl::Bank(b) => {
                let cap = b.cap_days as i64 * DAY_MS;
                let left = before.deadline.map_or(0, |d| (d - now).max(0));
                let mover_bank = (left + b.increment_days as i64 * DAY_MS).min(cap);
                let mut banks = before.banks_ms;
                banks[mover] = Some(mover_bank);
                let next_bank = banks[!mover].unwrap_or(b.initial_days as i64 * DAY_MS);
                ClockState { deadline: Some(now + next_bank + pause_ms), banks_ms: banks }
            }
        }
    }

    /// The clocks when moves are taken back at `now` (`before` as the takeback found them). The
    /// side whose clock ran stops it with what was left; then every bank gives back the
    /// increment each move taken back brought it (never below nothing), so a move taken back
    /// leaves its mover's bank as it was before the move, the time since spent: asking and
    /// granting takebacks over and over never grows a bank. The side to move after the takeback
    /// runs from its bank; if that is the side whose clock ran, it runs on from where it was
    /// (less its own increments), with no new pause. Days per move: a fresh allowance for the
    /// side to move, unless its clock ran already.
    pub fn handed_back(self, before: ClockState, taken: TakenBack, now: Timestamp, pause_ms: Millis) -> ClockState {
        let runs_on = taken.runner == taken.next;
        match self {
            TimeControl::DaysPerMove(_) if runs_on => before,
            TimeControl::DaysPerMove(days) => {
                ClockState { deadline: Some(now + days as i64 * DAY_MS + pause_ms), ..ClockState::default() }
            }
            TimeControl::Bank(b) => {
                let increment = b.increment_days as i64 * DAY_MS;
                let initial = b.initial_days as i64 * DAY_MS;
                let left = before.deadline.map_or(0, |d| (d - now).max(0));
                let mut banks = before.banks_ms.map(|bank| bank.unwrap_or(initial));
                banks[taken.runner] = left;
                let banks = BySide::from_fn(|side| (banks[side] - increment * i64::from(taken.moves[side])).max(0));
                let pause = if runs_on { 0 } else { pause_ms };
                ClockState { deadline: Some(now + banks[taken.next] + pause), banks_ms: banks.map(Some) }
            }
        }
    }

    /// What a player reads: "3 days per move", "time bank: 7 days, +1 per move, at most 14".
    pub fn describe(self) -> String {
        match self {
            TimeControl::DaysPerMove(1) => "1 day per move".into(),
            TimeControl::DaysPerMove(d) => format!("{d} days per move"),
            TimeControl::Bank(b) => {
                format!("time bank: {} days, +{} per move, at most {}", b.initial_days, b.increment_days, b.cap_days)
            }
        }
    }
}

/// A player's reminder thresholds, hours before a deadline, largest first.
///
/// # Errors
/// A part that is not such a number, or more than five, unsaid.
pub fn parse_remind_hours(text: &str) -> Result<Vec<u32>, ortoo_i18n::Said> {
    use ortoo_i18n::Said;
    let mut hours = Vec::new();
    for part in text.split([',', ' ']).map(str::trim).filter(|p| !p.is_empty()) {
        match part.parse::<u32>() {
            Ok(h) if (1..=MAX_REMIND_HOURS).contains(&h) => hours.push(h),
            _ => {
                return Err(Said::new("error-reminder-hours").arg("max", MAX_REMIND_HOURS).arg("given", part));
            }
        }
    }
    if hours.len() > 5 {
        return Err(Said::new("error-reminders-at-most-five"));
    }
    hours.sort_unstable_by(|a, b| b.cmp(a));
    hours.dedup();
    Ok(hours)
}

pub fn remind_hours_text(hours: &[u32]) -> String {
    hours.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// When the scheduler should first look at a game for reminders after its deadline is set at
/// `now`: early enough for the largest reminder anyone may ask for.
pub fn first_look(deadline: Option<Timestamp>, now: Timestamp) -> Option<Timestamp> {
    deadline.map(|d| (d - MAX_REMIND_HOURS as i64 * HOUR_MS).max(now))
}

/// The reminder decision at `now` for a deadline: the threshold (hours) to remind at now, if
/// any, and when to look next. Thresholds at or before `reminded_until` were dealt with (sent,
/// or already past when the turn began: the turn notice itself said so). When several are due
/// at once only the most urgent is sent.
pub fn reminder_due(
    deadline: Timestamp,
    hours: &[u32],
    reminded_until: Timestamp,
    now: Timestamp,
) -> (Option<u32>, Option<Timestamp>) {
    let at = |h: u32| deadline - h as i64 * HOUR_MS;
    let due = hours.iter().copied().filter(|&h| at(h) > reminded_until && at(h) <= now).min();
    let next = hours.iter().copied().map(at).filter(|&t| t > now).min();
    (due, next)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The epoch, where these tests' times are counted from.
    const T: Timestamp = Timestamp::from_millis(0);

    #[test]
    fn the_time_control_json_is_the_api_shape() {
        let tc: TimeControl = serde_json::from_str(r#"{"days_per_move": 3}"#).unwrap();
        assert_eq!(tc, TimeControl::DaysPerMove(3));
        let tc: TimeControl =
            serde_json::from_str(r#"{"bank": {"initial_days": 7, "increment_days": 1, "cap_days": 14}}"#).unwrap();
        assert_eq!(tc, TimeControl::Bank(Bank { initial_days: 7, increment_days: 1, cap_days: 14 }));
        assert_eq!(TimeControl::from_stored(Some(&tc.to_stored())), Some(tc));
        assert!(serde_json::from_str::<TimeControl>(r#"{"days_per_move": 3, "bank": 1}"#).is_err());
        assert!(TimeControl::DaysPerMove(31).validate().is_err());
        assert!(TimeControl::DaysPerMove(0).validate().is_err());
        assert!(TimeControl::Bank(Bank { initial_days: 7, increment_days: 1, cap_days: 5 }).validate().is_err());
    }

    #[test]
    fn a_bank_is_read_back_from_the_deadline_and_capped() {
        let tc = TimeControl::Bank(Bank { initial_days: 3, increment_days: 2, cap_days: 4 });
        let start = tc.start(T, 0);
        assert_eq!(start.deadline, Some(T + 3 * DAY_MS));
        // White moves after one day: 2 days left + 2 = 4 (the cap), Black's deadline from its bank.
        let after = tc.after_move(start, Side::White, T + DAY_MS, 0);
        assert_eq!(after.banks_ms.white, Some(4 * DAY_MS));
        assert_eq!(after.deadline, Some(T + DAY_MS + 3 * DAY_MS));
        // Black moves at once: 3 days left + 2 = 5, capped at 4.
        let after = tc.after_move(after, Side::Black, T + DAY_MS, 0);
        assert_eq!(after.banks_ms.black, Some(4 * DAY_MS));
        assert_eq!(after.deadline, Some(T + DAY_MS + 4 * DAY_MS));
        // A pause moves the next deadline, not the bank.
        let paused = tc.after_move(after, Side::White, T + 2 * DAY_MS, DAY_MS);
        assert_eq!(paused.deadline, Some(T + 2 * DAY_MS + 4 * DAY_MS + DAY_MS));
    }

    #[test]
    fn a_takeback_hands_the_clock_back_without_an_increment() {
        let tc = TimeControl::Bank(Bank { initial_days: 3, increment_days: 2, cap_days: 5 });
        // White moved after one day (2 left + 2 = 4); Black's clock runs, 3 days.
        let after = tc.after_move(tc.start(T, 0), Side::White, T + DAY_MS, 0);
        // Half a day later Black grants White's takeback: Black keeps 2.5 days; White's bank is
        // the 2 days it had when it moved, without the move's increment.
        let white_back = TakenBack { runner: Side::Black, next: Side::White, moves: BySide::new(1, 0) };
        let back = tc.handed_back(after, white_back, T + DAY_MS + DAY_MS / 2, 0);
        assert_eq!(back.banks_ms.black, Some(2 * DAY_MS + DAY_MS / 2));
        assert_eq!(back.banks_ms.white, Some(2 * DAY_MS));
        assert_eq!(back.deadline, Some(T + DAY_MS + DAY_MS / 2 + 2 * DAY_MS));
        // Moving and taking back again and again never grows the bank.
        let mut clocks = back;
        let mut now = T + 2 * DAY_MS;
        for _ in 0..4 {
            let bank = clocks.banks_ms.white.unwrap();
            let moved = tc.after_move(clocks, Side::White, now, 0);
            now += HOUR_MS;
            clocks = tc.handed_back(moved, white_back, now, 0);
            assert!(clocks.banks_ms.white.unwrap() <= bank, "{clocks:?} after {bank}");
            now += HOUR_MS;
        }
        // White's move and Black's reply taken back while White's clock runs: each bank gives
        // back its increment, and White's clock runs on, less its own.
        let moved = tc.after_move(tc.start(T, 0), Side::White, T + DAY_MS, 0);
        let replied = tc.after_move(moved, Side::Black, T + 2 * DAY_MS, 0);
        assert_eq!((replied.banks_ms.white, replied.banks_ms.black), (Some(4 * DAY_MS), Some(4 * DAY_MS)));
        let both = TakenBack { runner: Side::White, next: Side::White, moves: BySide::new(1, 1) };
        let back = tc.handed_back(replied, both, T + 2 * DAY_MS + HOUR_MS, DAY_MS);
        assert_eq!(back.banks_ms.black, Some(2 * DAY_MS));
        assert_eq!(back.banks_ms.white, Some(4 * DAY_MS - HOUR_MS - 2 * DAY_MS));
        assert_eq!(back.deadline, Some(T + 2 * DAY_MS + 4 * DAY_MS - 2 * DAY_MS));
        // Days per move: a fresh allowance for the side whose turn it is again.
        let days = TimeControl::DaysPerMove(3).handed_back(after, white_back, T + 2 * DAY_MS, HOUR_MS);
        assert_eq!(days.deadline, Some(T + 5 * DAY_MS + HOUR_MS));
    }

    #[test]
    fn reminders_fall_due_once_each_and_the_most_urgent_wins() {
        let deadline = T + 100 * HOUR_MS;
        let hours = [24, 2];
        // The turn began 90 hours before the deadline: nothing due yet; look again at 76 h.
        let (due, next) = reminder_due(deadline, &hours, T + 10 * HOUR_MS, T + 10 * HOUR_MS);
        assert_eq!((due, next), (None, Some(T + 76 * HOUR_MS)));
        let (due, next) = reminder_due(deadline, &hours, T + 10 * HOUR_MS, T + 76 * HOUR_MS);
        assert_eq!((due, next), (Some(24), Some(T + 98 * HOUR_MS)));
        // Sent at 76 h: not again.
        let (due, _) = reminder_due(deadline, &hours, T + 76 * HOUR_MS, T + 80 * HOUR_MS);
        assert_eq!(due, None);
        let (due, next) = reminder_due(deadline, &hours, T + 76 * HOUR_MS, T + 99 * HOUR_MS);
        assert_eq!((due, next), (Some(2), None));
        // A turn that began 10 hours before the deadline gets no 24-hour reminder.
        let (due, next) = reminder_due(deadline, &hours, T + 90 * HOUR_MS, T + 90 * HOUR_MS);
        assert_eq!((due, next), (None, Some(T + 98 * HOUR_MS)));
        assert_eq!(parse_remind_hours("2, 24,24").unwrap(), vec![24, 2]);
        assert!(parse_remind_hours("0").is_err());
        assert!(parse_remind_hours("soon").is_err());
        assert_eq!(parse_remind_hours("").unwrap(), Vec::<u32>::new());
    }
}
