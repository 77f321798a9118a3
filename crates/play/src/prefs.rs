//! A player's correspondence settings: how notices reach them, when reminders come, and
//! vacations that stop their clocks.

use ortoo_core::store::SettingsStore;
use std::sync::Arc;

use crate::error::{PlayError, Result};
use crate::token::Signer;
use ortoo_core::clock::Clock;
use ortoo_core::store::Prefs;
use ortoo_core::timecontrol::{DAY_MS, parse_remind_hours, remind_hours_text};
use ortoo_core::when::Zone;
use ortoo_core::{NotifyMode, Timestamp};
use ortoo_core::{StoreError, User};

/// A player's correspondence settings.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerSettings {
    /// How notices reach the player by e-mail.
    pub notify: NotifyMode,
    /// The time zone the player reads times in (an IANA name).
    pub time_zone: String,
    /// The notation the player reads moves in.
    pub notation: ortoo_core::Notation,
    /// Whether the player has a mail password.
    pub mail_password_set: bool,
    /// Hours before a deadline at which a reminder comes, largest first.
    pub reminders: Vec<u32>,
    /// The yearly vacation allowance, in days.
    pub vacation_days_per_year: u32,
    /// What is left of it this calendar year (an early return gives the rest back).
    pub vacation_left_ms: i64,
    /// The end of the vacation in progress, if one is.
    pub vacation_until: Option<Timestamp>,
}

/// A change to a player's settings; what is `None` stays as it is.
#[derive(Debug, Clone, Default)]
pub struct SettingsChange {
    pub notify: Option<String>,
    pub reminders: Option<Vec<u32>>,
    /// An IANA time zone name (`Europe/Paris`).
    pub time_zone: Option<String>,
    /// `san` or `full`.
    pub notation: Option<String>,
    /// A new mail password (for commands by new mail without a confirmation); empty removes it.
    pub mail_password: Option<String>,
}

/// Players' correspondence settings and vacations.
#[derive(Clone)]
pub struct Preferences {
    pub(crate) settings_store: Arc<dyn SettingsStore>,
    pub(crate) clock: Clock,
    /// Seals the mail password (see [`Signer::mail_secret`]).
    pub(crate) signer: Signer,
    pub(crate) vacation_days_per_year: u32,
}

impl Preferences {
    fn now(&self) -> Timestamp {
        self.clock.now()
    }

    async fn prefs_of(&self, user: &User) -> Result<Prefs> {
        self.settings_store.prefs(&user.id).await?.ok_or(PlayError::NotFound("player"))
    }

    fn view(&self, p: &Prefs, now: Timestamp) -> PlayerSettings {
        let allowance = self.vacation_days_per_year as i64 * DAY_MS;
        let used = if p.vacation_year == now.year() { p.vacation_used_ms } else { 0 };
        PlayerSettings {
            notify: p.notify,
            time_zone: p.time_zone.clone(),
            notation: p.notation,
            mail_password_set: p.mail_secret.is_some(),
            reminders: parse_remind_hours(&p.remind_hours).unwrap_or_default(),
            vacation_days_per_year: self.vacation_days_per_year,
            vacation_left_ms: (allowance - used).max(0),
            vacation_until: p.vacation_until.filter(|&u| u > now),
        }
    }

    /// The player's mail password as kept (sealed), if they set one.
    pub async fn mail_secret(&self, user_id: &str) -> Result<Option<String>> {
        Ok(self.settings_store.prefs(user_id).await?.and_then(|p| p.mail_secret))
    }

    pub async fn notification_settings(&self, user: &User) -> Result<PlayerSettings> {
        Ok(self.view(&self.prefs_of(user).await?, self.now()))
    }

    pub async fn change_settings(&self, user: &User, change: SettingsChange) -> Result<PlayerSettings> {
        let p = self.prefs_of(user).await?;
        let notify = match change.notify {
            Some(n) => n.parse::<NotifyMode>().map_err(|_| {
                PlayError::BadRequest(format!("Notifications are \"move\", \"digest\" or \"none\", not \"{n}\"."))
            })?,
            None => p.notify,
        };
        let reminders = match change.reminders {
            Some(hours) => {
                let text = hours.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
                remind_hours_text(&parse_remind_hours(&text).map_err(PlayError::BadRequest)?)
            }
            None => p.remind_hours.clone(),
        };
        let zone = match change.time_zone.as_deref() {
            // A field cleared on the settings page means UTC.
            Some(name) if name.trim().is_empty() => Some(Zone::utc()),
            Some(name) => Some(Zone::named(name).map_err(|e| PlayError::BadRequest(e.to_string()))?),
            None => None,
        };
        let notation = match change.notation.as_deref().map(str::trim) {
            Some(n) => Some(n.parse::<ortoo_core::Notation>().map_err(|_| {
                PlayError::BadRequest(format!(
                    "The notation is \"san\" (standard algebraic, Nf3) or \"full\" (full algebraic, N g1-f3), not \"{n}\"."
                ))
            })?),
            None => None,
        };
        let secret = match change.mail_password.as_deref().map(str::trim) {
            None => None,
            Some("") => Some(None),
            Some(p) if (8..=64).contains(&p.chars().count()) && !p.contains(char::is_whitespace) => {
                Some(Some(self.signer.mail_secret(&user.id, p)))
            }
            Some(_) => {
                return Err(PlayError::BadRequest(
                    "A mail password is 8 to 64 characters without spaces (it goes in a mail's subject).".into(),
                ));
            }
        };
        self.settings_store.set_notify(&user.id, notify, &reminders, self.now()).await?;
        if let Some(secret) = secret {
            self.settings_store.set_mail_secret(&user.id, secret).await?;
        }
        if let Some(zone) = zone.filter(|z| z.name() != p.time_zone) {
            self.settings_store.set_time_zone(&user.id, zone.name()).await?;
        }
        if let Some(notation) = notation.filter(|&n| n != p.notation) {
            self.settings_store.set_notation(&user.id, notation).await?;
        }
        self.notification_settings(user).await
    }

    /// Starts a vacation of `days` (or lengthens the one in progress): the player's clocks
    /// stand still until it ends.
    pub async fn start_vacation(&self, user: &User, days: u32) -> Result<PlayerSettings> {
        if days == 0 {
            return Err(PlayError::BadRequest("A vacation lasts at least one day.".into()));
        }
        let now = self.now();
        let seen = self.prefs_of(user).await?;
        let year = now.year();
        let used = if seen.vacation_year == year { seen.vacation_used_ms } else { 0 };
        let allowance = self.vacation_days_per_year as i64 * DAY_MS;
        let length = days as i64 * DAY_MS;
        if used + length > allowance {
            return Err(PlayError::Invalid {
                code: "vacation_exhausted",
                detail: format!(
                    "You have {:.1} vacation days left this year, not {days}.",
                    (allowance - used).max(0) as f64 / DAY_MS as f64
                ),
            });
        }
        let from = seen.vacation_until.filter(|&u| u > now).unwrap_or(now);
        let next = Prefs {
            vacation_year: year,
            vacation_used_ms: used + length,
            vacation_until: Some(from + length),
            ..seen.clone()
        };
        self.save_vacation(user, &seen, &next, length, now).await
    }

    /// Ends the vacation in progress now, giving back the days not taken.
    pub async fn end_vacation(&self, user: &User) -> Result<PlayerSettings> {
        let now = self.now();
        let seen = self.prefs_of(user).await?;
        let Some(until) = seen.vacation_until.filter(|&u| u > now) else {
            return Err(PlayError::Conflict { code: "no_vacation", detail: "You are not on vacation.".into() });
        };
        let rest = until - now;
        let next =
            Prefs { vacation_used_ms: (seen.vacation_used_ms - rest).max(0), vacation_until: None, ..seen.clone() };
        self.save_vacation(user, &seen, &next, -rest, now).await
    }

    async fn save_vacation(
        &self,
        user: &User,
        seen: &Prefs,
        next: &Prefs,
        shift: i64,
        now: Timestamp,
    ) -> Result<PlayerSettings> {
        match self.settings_store.set_vacation(&user.id, seen, next, shift, now).await {
            Ok(()) => Ok(self.view(next, now)),
            Err(StoreError::Conflict) => Err(PlayError::Conflict {
                code: "vacation_changed",
                detail: "Your vacation was changed a moment ago (in another window?). Reload and try again.".into(),
            }),
            Err(e) => Err(e.into()),
        }
    }
}
