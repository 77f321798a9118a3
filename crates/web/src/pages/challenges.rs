//! New challenges and seeks, and accepting, declining or withdrawing them.

use super::*;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/challenges/new", get(new_challenge_page))
        .route("/challenges", post(create_challenge))
        .route("/challenges/{id}/{action}", post(challenge_action))
}

pub(super) struct OptionField {
    pub(super) name: &'static str,
    pub(super) description: &'static str,
    pub(super) kind: &'static str,
    pub(super) choices: Vec<String>,
    pub(super) default: String,
    pub(super) min: i64,
    pub(super) max: i64,
}

pub(super) fn option_fields(info: &VariantInfo) -> Vec<OptionField> {
    info.options
        .iter()
        .map(|o| {
            let (kind, choices, default, min, max) = match o.kind {
                OptionKind::Switch { default } => {
                    ("switch", vec![], if default { "on" } else { "off" }.to_string(), 0, 0)
                }
                OptionKind::Number { min, max, default } => ("number", vec![], default.to_string(), min, max),
                OptionKind::Choice { values, default } => {
                    ("choice", values.iter().map(|v| v.to_string()).collect(), default.to_string(), 0, 0)
                }
            };
            OptionField { name: o.name, description: o.description, kind, choices, default, min, max }
        })
        .collect()
}

#[derive(Template, WebTemplate)]
#[template(path = "new_challenge.html")]
struct NewChallengePage {
    viewer: Option<String>,
    variants: Vec<&'static VariantInfo>,
    variant: &'static VariantInfo,
    options: Vec<OptionField>,
    error: Option<String>,
}

#[derive(Deserialize)]
struct VariantQuery {
    variant: Option<String>,
}

async fn new_challenge_page(
    viewer: Viewer,
    q: Result<Query<VariantQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let viewer = viewer.require()?;
    let variant = match q.variant.as_deref() {
        Some(id) => registry::info(id)
            .ok_or_else(|| PageError::Status(StatusCode::NOT_FOUND, format!("There is no variant \"{id}\".")))?,
        None => registry::VARIANTS[0],
    };
    Ok(NewChallengePage {
        viewer: Some(viewer.name),
        variants: registry::VARIANTS.to_vec(),
        variant,
        options: option_fields(variant),
        error: None,
    }
    .into_response())
}

async fn create_challenge(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(fields) = form?;
    let field = |name: &str| form_field(&fields, name);
    let variant = field("variant").unwrap_or_default();
    let options = fields
        .iter()
        .filter_map(|(k, v)| k.strip_prefix("option.").map(|n| (n.to_string(), serde_json::Value::String(v.clone()))))
        .collect();
    let level = |name: &str| -> Result<Option<u8>, PageError> {
        match field(name).filter(|l| !l.is_empty()) {
            None => Ok(None),
            Some(l) => l.parse().map(Some).map_err(|_| {
                PageError::Status(StatusCode::BAD_REQUEST, format!("The engine's level is 1 to 12, not \"{l}\"."))
            }),
        }
    };
    let opponent = match (level("watch_white")?, level("watch_black")?, level("engine")?) {
        (Some(white), Some(black), _) => Opponent::Engines(EngineLevels { white, black }),
        (_, _, Some(level)) => Opponent::Engine(level),
        _ => match field("opponent").filter(|o| !o.is_empty()) {
            Some(name) => Opponent::User(name),
            None => Opponent::Open(true),
        },
    };
    let number = |name: &str| -> Result<Option<u32>, PageError> {
        match field(name).filter(|d| !d.is_empty()) {
            None => Ok(None),
            Some(d) => d.parse::<u32>().map(Some).map_err(|_| {
                PageError::Status(StatusCode::BAD_REQUEST, format!("\"{d}\" is not a whole number of days."))
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
    let request =
        NewChallenge { variant: variant.clone(), options, setup: None, opponent, color: field("color"), time_control };
    match state.play.create_challenge(&user, request).await {
        Ok(Created::Challenge(_)) => Ok(notice_redirect("/", "Challenge sent.")),
        Ok(Created::Game(g)) => Ok(Redirect::to(&format!("/games/{}", g.id)).into_response()),
        Err(e) => {
            let e = ApiError::from(e);
            let info = registry::info(&variant).unwrap_or(registry::VARIANTS[0]);
            Ok((
                e.status,
                NewChallengePage {
                    viewer: Some(user.name),
                    variants: registry::VARIANTS.to_vec(),
                    variant: info,
                    options: option_fields(info),
                    error: Some(e.detail),
                },
            )
                .into_response())
        }
    }
}

async fn challenge_action(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((id, action)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    match action.as_str() {
        "accept" => after_action(state.play.accept(&user, &id).await, "/", |g| {
            Redirect::to(&format!("/games/{}", g.id)).into_response()
        }),
        "decline" => {
            after_action(state.play.decline(&user, &id).await, "/", |()| notice_redirect("/", "Challenge declined."))
        }
        "cancel" => {
            after_action(state.play.cancel(&user, &id).await, "/", |()| notice_redirect("/", "Challenge withdrawn."))
        }
        _ => Err(PageError::Status(StatusCode::NOT_FOUND, "There is no such page.".into())),
    }
}
