//! New challenges and seeks, and accepting, declining or withdrawing them.

use super::{Header, PageError, Viewer, after_action, form_field, notice_redirect, urlencode};
use crate::AppState;
use crate::http::error::ApiError;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use ortoo_core::ChallengeId;
use ortoo_core::timecontrol::{Bank, TimeControl};
use ortoo_i18n::{Lang, Said};
use ortoo_play::PlayError;
use ortoo_play::challenges::{Created, NewChallenge, Opponent, RatingRange};
use ortoo_play::opponent::EngineLevels;
use ortoo_rules::{OptionKind, OptionSpec, OptionValue, VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/challenges/new", get(new_challenge_page))
        .route("/challenges", post(create_challenge))
        .route("/challenges/{id}/{action}", post(challenge_action))
}

pub(super) struct OptionField {
    pub(super) name: &'static str,
    /// What the option is called and what it does, in the reader's words.
    pub(super) label: String,
    pub(super) description: String,
    pub(super) kind: &'static str,
    /// A choice option's values and their words.
    pub(super) choices: Vec<(String, String)>,
    /// The default value as a form sends it (`on`, `3`, `inner`), and as a reader reads it.
    pub(super) default: String,
    pub(super) default_words: String,
    pub(super) min: i64,
    pub(super) max: i64,
}

/// The rule options a form sent, as `option.NAME` fields.
pub(super) fn form_options(fields: &[(String, String)]) -> std::collections::BTreeMap<String, serde_json::Value> {
    fields
        .iter()
        .filter_map(|(k, v)| k.strip_prefix("option.").map(|n| (n.to_string(), serde_json::Value::String(v.clone()))))
        .collect()
}

/// A choice the game leaves to each player (janggi's arrangement), as the player accepting a
/// challenge makes theirs: one per name, whichever side's option it will set.
pub(super) struct OwnChoice {
    /// The form field's name after `choice.`: `arrangement`.
    pub(super) name: &'static str,
    /// Each value and its words.
    pub(super) values: Vec<(String, String)>,
}

/// The choices `info`'s game leaves to each player.
pub(super) fn own_choices(info: &VariantInfo, t: Lang) -> Vec<OwnChoice> {
    OptionSpec::players_choices(info.options)
        .into_iter()
        .filter_map(|o| {
            let (Some(chooser), OptionKind::Choice { values, .. }) = (o.chosen_by, o.kind) else { return None };
            let values = values.iter().map(|v| (v.to_string(), t.say(&o.value_said(OptionValue::Choice(v))))).collect();
            Some(OwnChoice { name: chooser.choice, values })
        })
        .collect()
}

/// The player's own choices a form sent, as `choice.NAME` fields; one left empty is the
/// challenge's.
fn form_own_choices(fields: &[(String, String)]) -> Vec<(String, String)> {
    fields
        .iter()
        .filter(|(_, v)| !v.trim().is_empty())
        .filter_map(|(k, v)| k.strip_prefix("choice.").map(|n| (n.to_string(), v.clone())))
        .collect()
}

/// The name of the one choice `info`'s options all are, where each is left to a player.
fn own_choice_only(info: &VariantInfo) -> Option<&'static str> {
    let first = info.options.first()?.chosen_by?.choice;
    info.options.iter().all(|o| o.chosen_by.is_some_and(|c| c.choice == first)).then_some(first)
}

/// `info`'s rule options as a form or the rules page shows them, in `t`'s words.
pub(super) fn option_fields(info: &VariantInfo, t: Lang) -> Vec<OptionField> {
    info.options
        .iter()
        .map(|o| {
            let (kind, choices, default, min, max) = match o.kind {
                OptionKind::Switch { default } => {
                    ("switch", vec![], if default { "on" } else { "off" }.to_string(), 0, 0)
                }
                OptionKind::Number { min, max, default } => ("number", vec![], default.to_string(), min, max),
                OptionKind::Choice { values, default } => (
                    "choice",
                    values.iter().map(|v| (v.to_string(), t.say(&o.value_said(OptionValue::Choice(v))))).collect(),
                    default.to_string(),
                    0,
                    0,
                ),
            };
            let (label, description) = (t.say(&o.label_said()), t.say(&o.description_said()));
            let default_words = t.say(&o.value_said(o.default_value()));
            OptionField { name: o.name, label, description, kind, choices, default, default_words, min, max }
        })
        .collect()
}

#[derive(Template, WebTemplate)]
#[template(path = "new_challenge.html")]
struct NewChallengePage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    /// The hand-written games, then (apart in the list) the games defined as data.
    variants: Vec<&'static VariantInfo>,
    defined: Vec<&'static VariantInfo>,
    uploaded: Vec<super::variant_files::UploadedChoice>,
    variant: &'static VariantInfo,
    options: Vec<OptionField>,
    /// Where every option is a player's own choice (janggi's arrangement), its name: the form
    /// says so rather than calling them rule options.
    own_choice: Option<&'static str>,
    error: Option<String>,
    /// What the player typed before a refusal sent them back here.
    typed: Typed,
    /// The way to play the form shows chosen.
    way: Way,
    ways: [Way; 4],
}

/// The form's fields as they were sent, so a refused challenge comes back filled in.
#[derive(Default)]
struct Typed(Vec<(String, String)>);

impl Typed {
    /// The value sent for `name`, or `default` when there was none.
    fn get(&self, name: &str, default: &str) -> String {
        form_field(&self.0, name).unwrap_or_else(|| default.to_string())
    }
    /// Whether `name` was sent as `value` (or, when it was not sent, `value` is its default).
    fn is(&self, name: &str, value: &str, default: &str) -> bool {
        self.get(name, default) == value
    }
}

/// The new-game form: `?variant=` picks the game; after a refused challenge the address also
/// carries what was sent, and `error` the reason.
async fn new_challenge_page(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(fields) = q?;
    viewer.require()?;
    let mut error = form_field(&fields, "error");
    let variant = match form_field(&fields, "variant").filter(|v| !v.is_empty()) {
        Some(id) => state.play.variant_files.info(&id).await.map_err(ApiError::from)?.unwrap_or_else(|| {
            error.get_or_insert_with(|| viewer.t.msg("challenge-no-such-game").arg("game", &id).to_string());
            registry::variants()[0]
        }),
        None => registry::variants()[0],
    };
    Ok(NewChallengePage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        variants: registry::HAND_WRITTEN.to_vec(),
        defined: registry::defined_variants(),
        uploaded: super::variant_files::offered(&state, &viewer).await?,
        variant,
        options: option_fields(variant, viewer.t),
        own_choice: own_choice_only(variant),
        error,
        way: chosen_way(&fields),
        ways: Way::ALL,
        typed: Typed(fields),
    }
    .into_response())
}

async fn create_challenge(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let t = viewer.t;
    let Form(fields) = form?;
    let field = |name: &str| form_field(&fields, name);
    let variant = field("variant").unwrap_or_default();
    let options = form_options(&fields);
    let level = |name: &str| -> Result<Option<u8>, PageError> {
        match field(name).filter(|l| !l.is_empty()) {
            None => Ok(None),
            Some(l) => l.parse().map(Some).map_err(|_| {
                PageError::Status(StatusCode::BAD_REQUEST, t.msg("challenge-bad-level").arg("level", &l).to_string())
            }),
        }
    };
    let (engine, white, black) = (level("engine")?, level("watch_white")?, level("watch_black")?);
    let opponent: Result<Opponent, String> = match Way::of(field("way").as_deref(), t)? {
        Some(way) => way.opponent(t, field("opponent"), engine, white, black),
        // A form that names no way (an older page, a script) is read by what it fills in, and
        // refused when it fills in two ways: nothing it asked for is quietly dropped.
        None => match Way::filled(&fields)[..] {
            [] => Way::Seek.opponent(t, None, None, None, None),
            [way] => way.opponent(t, field("opponent"), engine, white, black),
            _ => Err(t.text("challenge-two-opponents")),
        },
    };
    let number = |name: &str| -> Result<Option<u32>, PageError> {
        match field(name).filter(|d| !d.is_empty()) {
            None => Ok(None),
            Some(d) => d.parse::<u32>().map(Some).map_err(|_| {
                PageError::Status(StatusCode::BAD_REQUEST, t.msg("challenge-bad-days").arg("days", &d).to_string())
            }),
        }
    };
    let time_control = match field("clock").as_deref().unwrap_or("days") {
        "none" => None,
        "bank" => Some(TimeControl::Bank(Bank {
            initial_days: number("bank_initial")?.unwrap_or(7),
            increment_days: number("bank_increment")?.unwrap_or(1),
            cap_days: number("bank_cap")?.unwrap_or(14),
        })),
        _ => number("days_per_move")?.map(TimeControl::DaysPerMove),
    };
    // The engine's games are casual whatever the form says (the field is for games with people).
    let rated = match opponent {
        Ok(Opponent::Engine(_) | Opponent::Engines(_)) => None,
        _ => Some(field("rated").as_deref() != Some("casual")),
    };
    // A seek's rating range: another way's form leaves it out.
    let range = match opponent {
        Ok(Opponent::Open(_)) => seek_range(&field("rating_min"), &field("rating_max")).map_err(|why| t.say(&why)),
        _ => Ok(None),
    };
    let created = match opponent.and_then(|opponent| range.map(|r| (opponent, r))) {
        Ok((opponent, rating_range)) => {
            let color = field("color");
            let request = NewChallenge {
                variant: variant.clone(),
                options,
                setup: None,
                opponent,
                color,
                time_control,
                rated,
                rating_range,
            };
            state.play.challenges.create_challenge(&user, request, None).await
        }
        // Said in the reader's language already.
        Err(detail) => Err(PlayError::Invalid { code: "invalid_challenge", detail: Said::as_is(detail) }),
    };
    match created {
        Ok(Created::Challenge(_)) => Ok(notice_redirect("/", &t.text("challenge-sent"))),
        Ok(Created::Game(g)) => Ok(Redirect::to(&format!("/games/{}", g.id)).into_response()),
        // Post/redirect/get: back to the form, filled in as it was sent, with the reason.
        Err(e) => {
            let mut to = String::from("/challenges/new?");
            for (k, v) in fields.iter().filter(|(k, _)| k != "error") {
                to.push_str(&format!("{}={}&", urlencode(k), urlencode(v)));
            }
            to.push_str(&format!("error={}", urlencode(&ApiError::from(e).detail_in(t))));
            Ok(Redirect::to(&to).into_response())
        }
    }
}

/// The way the form shows chosen: the one it was sent with, else the one its fields fill in (a
/// link naming an engine level, an older page), else an open seek.
fn chosen_way(fields: &[(String, String)]) -> Way {
    form_field(fields, "way")
        .and_then(|word| Way::ALL.into_iter().find(|w| w.word() == word))
        .or_else(|| Way::filled(fields).first().copied())
        .unwrap_or(Way::Seek)
}

/// The four ways the new-game form offers to find an opponent; the form shows one at a time,
/// and only the chosen one's fields count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Way {
    /// A player named in the form.
    Person,
    /// An open seek anyone may accept.
    Seek,
    /// The engine, at a level.
    Engine,
    /// The engine against itself, to watch.
    Watch,
}

impl Way {
    /// In the order the form offers them.
    pub(super) const ALL: [Way; 4] = [Way::Person, Way::Seek, Way::Engine, Way::Watch];

    /// The form's word for it (the `way` field's value).
    pub(super) fn word(self) -> &'static str {
        match self {
            Way::Person => "person",
            Way::Seek => "seek",
            Way::Engine => "engine",
            Way::Watch => "watch",
        }
    }

    /// The message that says what the form calls it.
    pub(super) fn label(self) -> &'static str {
        match self {
            Way::Person => "challenge-way-person",
            Way::Seek => "challenge-way-seek",
            Way::Engine => "challenge-way-engine",
            Way::Watch => "challenge-way-watch",
        }
    }

    /// The way a form's `way` field names, `None` when it names none; refused in `t`.
    fn of(word: Option<&str>, t: Lang) -> Result<Option<Way>, PageError> {
        match word.filter(|w| !w.is_empty()) {
            None => Ok(None),
            Some(word) => Way::ALL.into_iter().find(|w| w.word() == word).map(Some).ok_or_else(|| {
                PageError::Status(StatusCode::BAD_REQUEST, t.msg("challenge-bad-way").arg("way", word).to_string())
            }),
        }
    }

    /// The ways whose fields a form fills in (an open seek has none of its own), in the form's
    /// order.
    fn filled(fields: &[(String, String)]) -> Vec<Way> {
        let filled = |name: &str| form_field(fields, name).is_some_and(|v| !v.trim().is_empty());
        [
            (Way::Person, filled("opponent")),
            (Way::Engine, filled("engine")),
            (Way::Watch, filled("watch_white") || filled("watch_black")),
        ]
        .into_iter()
        .filter_map(|(way, filled)| filled.then_some(way))
        .collect()
    }

    /// The opponent this way asks for, from its own fields (the others' are not read); what
    /// is missing is said in `t`.
    fn opponent(
        self,
        t: Lang,
        name: Option<String>,
        engine: Option<u8>,
        white: Option<u8>,
        black: Option<u8>,
    ) -> Result<Opponent, String> {
        match self {
            Way::Person => match name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty()) {
                Some(name) => Ok(Opponent::User(name)),
                None => Err(t.text("challenge-name-the-player")),
            },
            Way::Seek => Ok(Opponent::Open(true)),
            Way::Engine => engine.map(Opponent::Engine).ok_or_else(|| t.text("challenge-choose-level")),
            Way::Watch => match (white, black) {
                (Some(white), Some(black)) => Ok(Opponent::Engines(EngineLevels { white, black })),
                _ => Err(t.text("challenge-choose-levels")),
            },
        }
    }
}

/// The seek's rating range from the form's two fields, either left empty; a field that holds
/// no number is refused.
fn seek_range(min: &Option<String>, max: &Option<String>) -> Result<Option<RatingRange>, Said> {
    let end = |text: &Option<String>, refusal: &'static str| -> Result<Option<i64>, Said> {
        match text.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => Ok(None),
            Some(s) => s.parse().map(Some).map_err(|_| Said::new(refusal).arg("rating", s)),
        }
    };
    RatingRange::new(end(min, "challenge-bad-lowest-rating")?, end(max, "challenge-bad-highest-rating")?)
}

async fn challenge_action(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((id, action)): Path<(ChallengeId, String)>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let t = viewer.t;
    // A button's form sends its fields (an acceptance's own choices); a bare POST has none.
    let fields = match form {
        Ok(Form(fields)) => fields,
        Err(FormRejection::InvalidFormContentType(_)) => Vec::new(),
        Err(other) => return Err(other.into()),
    };
    match action.as_str() {
        "accept" => after_action(
            t,
            state.play.challenges.accept(&user, &id, &form_own_choices(&fields), None).await,
            "/",
            |g| Redirect::to(&format!("/games/{}", g.id)).into_response(),
        ),
        "decline" => after_action(t, state.play.challenges.decline(&user, &id).await, "/", |()| {
            notice_redirect("/", &t.text("challenge-declined"))
        }),
        "cancel" => after_action(t, state.play.challenges.cancel(&user, &id).await, "/", |()| {
            notice_redirect("/", &t.text("challenge-withdrawn"))
        }),
        _ => Err(PageError::Status(StatusCode::NOT_FOUND, t.text("challenge-no-such-page"))),
    }
}
