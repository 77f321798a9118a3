//! A player's correspondence settings: how notices reach them, when reminders come, and
//! vacations that stop their clocks.

use ortoo_core::UserId;
use ortoo_core::store::SettingsStore;
use std::sync::Arc;

use crate::error::{Missing, PlayError, Result};
use crate::token::Signer;
use ortoo_core::clock::Clock;
use ortoo_core::store::Prefs;
use ortoo_core::timecontrol::{DAY_MS, parse_remind_hours, remind_hours_text};
use ortoo_core::when::Zone;
use ortoo_core::{NotifyMode, Timestamp};
use ortoo_core::{StoreError, User};
use ortoo_i18n::Said;

/// A player's correspondence settings.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerSettings {
    /// How notices reach the player by e-mail.
    pub notify: NotifyMode,
    /// The time zone the player reads times in (an IANA name).
    pub time_zone: String,
    /// The notation the player reads moves in.
    pub notation: ortoo_core::Notation,
    /// The language the player reads ortoo in (a tag of `ortoo_i18n::LANGUAGES`), if they
    /// chose one; else their browser's, and English in mail.
    pub language: Option<String>,
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
    /// A language's tag (`ja`, `zh-Hans`); empty leaves the choice to the player's browser.
    pub language: Option<String>,
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
        self.settings_store.prefs(&user.id).await?.ok_or(PlayError::NotFound(Missing::Player))
    }

    fn view(&self, p: &Prefs, now: Timestamp) -> PlayerSettings {
        let allowance = self.vacation_days_per_year as i64 * DAY_MS;
        let used = if p.vacation_year == now.year() { p.vacation_used_ms } else { 0 };
        PlayerSettings {
            notify: p.notify,
            time_zone: p.time_zone.clone(),
            notation: p.notation,
            language: p.language.clone(),
            mail_password_set: p.mail_secret.is_some(),
            reminders: parse_remind_hours(&p.remind_hours).unwrap_or_default(),
            vacation_days_per_year: self.vacation_days_per_year,
            vacation_left_ms: (allowance - used).max(0),
            vacation_until: p.vacation_until.filter(|&u| u > now),
        }
    }

    /// The player's mail password as kept (sealed), if they set one.
    pub async fn mail_secret(&self, user_id: &UserId) -> Result<Option<String>> {
        Ok(self.settings_store.prefs(user_id).await?.and_then(|p| p.mail_secret))
    }

    pub async fn notification_settings(&self, user: &User) -> Result<PlayerSettings> {
        Ok(self.view(&self.prefs_of(user).await?, self.now()))
    }

    pub async fn change_settings(&self, user: &User, change: SettingsChange) -> Result<PlayerSettings> {
        let p = self.prefs_of(user).await?;
        let notify = match change.notify {
            Some(n) => n
                .parse::<NotifyMode>()
                .map_err(|_| PlayError::BadRequest(Said::new("error-notify-mode").arg("given", n.as_str())))?,
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
            Some(name) => Some(
                Zone::named(name)
                    .map_err(|e| PlayError::BadRequest(Said::new("error-time-zone").arg("zone", e.0.as_str())))?,
            ),
            None => None,
        };
        let notation = match change.notation.as_deref().map(str::trim) {
            Some(n) => Some(
                n.parse::<ortoo_core::Notation>()
                    .map_err(|_| PlayError::BadRequest(Said::new("error-notation").arg("given", n)))?,
            ),
            None => None,
        };
        // A tag exactly as ortoo lists it (`zh-Hans`); "" leaves it to the browser.
        let language = match change.language.as_deref().map(str::trim) {
            None => None,
            Some("") => Some(None),
            Some(tag) => Some(Some(
                ortoo_i18n::LANGUAGES.iter().map(|(known, _)| *known).find(|known| *known == tag).ok_or_else(|| {
                    let known: Vec<&str> = ortoo_i18n::LANGUAGES.iter().map(|(tag, _)| *tag).collect();
                    PlayError::BadRequest(Said::new("error-language").arg("tag", tag).arg("known", known.join(", ")))
                })?,
            )),
        };
        let secret = match change.mail_password.as_deref().map(str::trim) {
            None => None,
            Some("") => Some(None),
            Some(p) if (8..=64).contains(&p.chars().count()) && !p.contains(char::is_whitespace) => {
                Some(Some(self.signer.mail_secret(user.id.as_str(), p)))
            }
            Some(_) => {
                return Err(PlayError::BadRequest(Said::new("error-mail-password")));
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
        if let Some(language) = language.filter(|l| l.map(str::to_string) != p.language) {
            self.settings_store.set_language(&user.id, language).await?;
        }
        self.notification_settings(user).await
    }

    /// Starts a vacation of `days` (or lengthens the one in progress): the player's clocks
    /// stand still until it ends.
    pub async fn start_vacation(&self, user: &User, days: u32) -> Result<PlayerSettings> {
        if days == 0 {
            return Err(PlayError::BadRequest(Said::new("error-vacation-length")));
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
                detail: Said::new("error-vacation-left")
                    .arg("left", format!("{:.1}", (allowance - used).max(0) as f64 / DAY_MS as f64))
                    .arg("days", days),
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
            return Err(PlayError::Conflict { code: "no_vacation", detail: Said::new("error-not-on-vacation") });
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
            Err(StoreError::Conflict) => {
                Err(PlayError::Conflict { code: "vacation_changed", detail: Said::new("error-vacation-changed") })
            }
            Err(e) => Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Scene;
    use ortoo_core::store::GameStore;
    use ortoo_core::{Notation, UserId};

    /// A change of the settings with only the notifications' mode.
    fn notify(mode: &str) -> SettingsChange {
        SettingsChange { notify: Some(mode.into()), ..SettingsChange::default() }
    }

    fn refused_as_bad_request(result: Result<PlayerSettings>) -> String {
        match result {
            Err(PlayError::BadRequest(why)) => ortoo_i18n::english().say(&why),
            other => panic!("a bad request, not {other:?}"),
        }
    }

    #[tokio::test]
    async fn the_settings_of_no_such_player_are_not_found() {
        let scene = Scene::new().await;
        let ghost = User { id: UserId::from_text("nobody"), ..scene.player("Ann").await };
        let prefs = &scene.play.preferences;
        assert!(matches!(prefs.notification_settings(&ghost).await, Err(PlayError::NotFound(Missing::Player))));
        assert!(matches!(
            prefs.change_settings(&ghost, notify("none")).await,
            Err(PlayError::NotFound(Missing::Player))
        ));
        assert!(matches!(prefs.start_vacation(&ghost, 1).await, Err(PlayError::NotFound(Missing::Player))));
        assert!(matches!(prefs.end_vacation(&ghost).await, Err(PlayError::NotFound(Missing::Player))));
    }

    #[tokio::test]
    async fn notifications_and_reminders_change_and_reminders_read_largest_first_once_each() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let change = SettingsChange { reminders: Some(vec![2, 48, 2]), ..notify("digest") };
        let after = prefs.change_settings(&ann, change).await.unwrap();
        assert_eq!((after.notify, after.reminders.as_slice()), (NotifyMode::Digest, &[48, 2][..]));
        let read = prefs.notification_settings(&ann).await.unwrap();
        assert_eq!((read.notify, read.reminders), (NotifyMode::Digest, vec![48, 2]));
        let after = prefs.change_settings(&ann, SettingsChange::default()).await.unwrap();
        assert_eq!(
            (after.notify, after.reminders),
            (NotifyMode::Digest, vec![48, 2]),
            "nothing asked, nothing changed"
        );
    }

    #[tokio::test]
    async fn an_unknown_notification_mode_is_refused_and_changes_nothing() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let before = prefs.notification_settings(&ann).await.unwrap();
        let change =
            SettingsChange { reminders: Some(vec![5]), time_zone: Some("Europe/Paris".into()), ..notify("often") };
        let why = refused_as_bad_request(prefs.change_settings(&ann, change).await);
        assert!(why.contains("often"), "{why}");
        assert_eq!(prefs.notification_settings(&ann).await.unwrap(), before);
    }

    #[tokio::test]
    async fn reminders_out_of_range_or_more_than_five_are_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let before = prefs.notification_settings(&ann).await.unwrap();
        for hours in [vec![0], vec![169], vec![1, 2, 3, 4, 5, 6]] {
            let change = SettingsChange { reminders: Some(hours), ..notify("none") };
            refused_as_bad_request(prefs.change_settings(&ann, change).await);
        }
        assert_eq!(prefs.notification_settings(&ann).await.unwrap(), before);
        let change = SettingsChange { reminders: Some(vec![168, 1, 3, 5, 7]), ..SettingsChange::default() };
        assert_eq!(prefs.change_settings(&ann, change).await.unwrap().reminders, [168, 7, 5, 3, 1]);
        let none = SettingsChange { reminders: Some(Vec::new()), ..SettingsChange::default() };
        assert!(prefs.change_settings(&ann, none).await.unwrap().reminders.is_empty());
    }

    #[tokio::test]
    async fn a_known_time_zone_is_taken_an_unknown_one_refused_and_an_empty_one_is_utc() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let zone = |name: &str| SettingsChange { time_zone: Some(name.into()), ..SettingsChange::default() };
        assert_eq!(prefs.change_settings(&ann, zone("Europe/Paris")).await.unwrap().time_zone, "Europe/Paris");
        refused_as_bad_request(prefs.change_settings(&ann, zone("Mars/Olympus_Mons")).await);
        assert_eq!(prefs.notification_settings(&ann).await.unwrap().time_zone, "Europe/Paris");
        assert_eq!(prefs.change_settings(&ann, zone("  ")).await.unwrap().time_zone, "UTC");
    }

    #[tokio::test]
    async fn the_notation_is_san_or_full() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let notation = |n: &str| SettingsChange { notation: Some(n.into()), ..SettingsChange::default() };
        assert_eq!(prefs.change_settings(&ann, notation(" full ")).await.unwrap().notation, Notation::Full);
        let why = refused_as_bad_request(prefs.change_settings(&ann, notation("long")).await);
        assert!(why.contains("long"), "{why}");
        assert_eq!(prefs.notification_settings(&ann).await.unwrap().notation, Notation::Full);
        assert_eq!(prefs.change_settings(&ann, notation("san")).await.unwrap().notation, Notation::San);
    }

    #[tokio::test]
    async fn a_mail_password_is_kept_sealed_and_an_empty_one_removes_it() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let password = |p: &str| SettingsChange { mail_password: Some(p.into()), ..SettingsChange::default() };
        assert!(!prefs.notification_settings(&ann).await.unwrap().mail_password_set);
        assert!(prefs.change_settings(&ann, password(" open-sesame ")).await.unwrap().mail_password_set);
        let kept = prefs.mail_secret(&ann.id).await.unwrap().expect("a mail password is kept");
        assert_ne!(kept, "open-sesame");
        assert!(scene.play.settings.signer.mail_secret_matches(ann.id.as_str(), "open-sesame", &kept));
        assert!(!prefs.change_settings(&ann, password("")).await.unwrap().mail_password_set);
        assert_eq!(prefs.mail_secret(&ann.id).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_mail_password_too_short_too_long_or_with_spaces_is_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let password = |p: &str| SettingsChange { mail_password: Some(p.into()), ..notify("digest") };
        for bad in ["seven77", &"x".repeat(65), "open sesame"] {
            refused_as_bad_request(prefs.change_settings(&ann, password(bad)).await);
        }
        let now = prefs.notification_settings(&ann).await.unwrap();
        assert_eq!((now.mail_password_set, now.notify), (false, NotifyMode::Move), "nothing was changed");
        for good in ["eight888", &"x".repeat(64)] {
            assert!(prefs.change_settings(&ann, password(good)).await.unwrap().mail_password_set);
        }
    }

    #[tokio::test]
    async fn a_vacation_of_no_days_is_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        assert!(matches!(scene.play.preferences.start_vacation(&ann, 0).await, Err(PlayError::BadRequest(_))));
    }

    #[tokio::test]
    async fn a_vacation_stops_the_players_clocks_and_is_taken_from_the_years_allowance() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        let deadline = game.deadline.expect("a timed game has a deadline");
        let prefs = &scene.play.preferences;
        assert_eq!(prefs.notification_settings(&ann).await.unwrap().vacation_left_ms, 14 * DAY_MS);
        let on = prefs.start_vacation(&ann, 3).await.unwrap();
        assert_eq!((on.vacation_until, on.vacation_left_ms), (Some(scene.now() + 3 * DAY_MS), 11 * DAY_MS));
        assert_eq!(prefs.notification_settings(&ann).await.unwrap(), on);
        let game = scene.store.game(&game.id).await.unwrap().expect("the game");
        assert_eq!(game.deadline, Some(deadline + 3 * DAY_MS), "Ann's move waits for her return");
        scene.wait(3 * DAY_MS);
        let back = prefs.notification_settings(&ann).await.unwrap();
        assert_eq!((back.vacation_until, back.vacation_left_ms), (None, 11 * DAY_MS));
    }

    #[tokio::test]
    async fn a_vacation_beyond_what_is_left_of_the_years_allowance_is_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let exhausted =
            |r: Result<PlayerSettings>| matches!(r, Err(PlayError::Invalid { code: "vacation_exhausted", .. }));
        assert!(exhausted(prefs.start_vacation(&ann, 15).await));
        prefs.start_vacation(&ann, 10).await.unwrap();
        scene.wait(20 * DAY_MS);
        assert!(exhausted(prefs.start_vacation(&ann, 5).await));
        let last = prefs.start_vacation(&ann, 4).await.unwrap();
        assert_eq!(last.vacation_left_ms, 0);
    }

    #[tokio::test]
    async fn a_vacation_lengthened_runs_on_from_its_end() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let started = scene.now();
        prefs.start_vacation(&ann, 2).await.unwrap();
        scene.wait(DAY_MS);
        let longer = prefs.start_vacation(&ann, 3).await.unwrap();
        assert_eq!((longer.vacation_until, longer.vacation_left_ms), (Some(started + 5 * DAY_MS), 9 * DAY_MS));
    }

    #[tokio::test]
    async fn ending_a_vacation_early_gives_back_the_days_not_taken() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        let deadline = game.deadline.expect("a timed game has a deadline");
        let prefs = &scene.play.preferences;
        prefs.start_vacation(&ann, 5).await.unwrap();
        scene.wait(2 * DAY_MS);
        let back = prefs.end_vacation(&ann).await.unwrap();
        assert_eq!((back.vacation_until, back.vacation_left_ms), (None, 12 * DAY_MS));
        assert_eq!(prefs.notification_settings(&ann).await.unwrap(), back);
        let game = scene.store.game(&game.id).await.unwrap().expect("the game");
        assert_eq!(game.deadline, Some(deadline + 2 * DAY_MS), "the two days taken stopped her clock");
    }

    #[tokio::test]
    async fn ending_a_vacation_is_refused_when_none_is_in_progress() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        let none = |r: Result<PlayerSettings>| matches!(r, Err(PlayError::Conflict { code: "no_vacation", .. }));
        assert!(none(prefs.end_vacation(&ann).await));
        prefs.start_vacation(&ann, 1).await.unwrap();
        scene.wait(DAY_MS);
        assert!(none(prefs.end_vacation(&ann).await), "it ended by itself");
        assert_eq!(prefs.notification_settings(&ann).await.unwrap().vacation_left_ms, 13 * DAY_MS);
    }

    #[tokio::test]
    async fn a_new_year_brings_a_whole_allowance() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let prefs = &scene.play.preferences;
        prefs.start_vacation(&ann, 14).await.unwrap();
        scene.wait(60 * DAY_MS);
        assert_eq!(scene.now().year(), 2026, "the last day of 2026");
        assert!(matches!(prefs.start_vacation(&ann, 1).await, Err(PlayError::Invalid { .. })));
        scene.wait(DAY_MS);
        assert_eq!(prefs.notification_settings(&ann).await.unwrap().vacation_left_ms, 14 * DAY_MS);
        assert_eq!(prefs.start_vacation(&ann, 14).await.unwrap().vacation_left_ms, 0);
    }
}
