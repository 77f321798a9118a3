//! The OpenAPI document of the REST API, generated from the handlers' annotations and the
//! schemas of `crate::api::schema`. Served at `/api/v1/openapi.json`; a copy is committed as
//! `openapi.json` and a test fails when the two drift apart.

use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::api::schema::Problem;

struct BearerAuth;

/// The answers every operation of a kind can give, declared once here rather than on every
/// handler: a request that cannot be read (400), missing or bad credentials and a token without
/// the scope (401, 403) where an operation needs a token, an id that names nothing (404) where
/// the path has one, and a body over the size limit (413) where it takes one.
struct CommonResponses;

impl Modify for CommonResponses {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
        let problem = |description: &str| {
            RefOr::T(
                ResponseBuilder::new()
                    .description(description)
                    .content(
                        "application/problem+json",
                        ContentBuilder::new().schema(Some(Ref::from_schema_name("Problem"))).build(),
                    )
                    .build(),
            )
        };
        for (path, item) in &mut openapi.paths.paths {
            let has_id = path.contains('{');
            let operations = [&mut item.get, &mut item.put, &mut item.post, &mut item.delete];
            for op in operations.into_iter().flatten() {
                let secured = op.security.as_ref().is_some_and(|s| !s.is_empty());
                let has_body = op.request_body.is_some();
                let responses = &mut op.responses.responses;
                let mut add = |status: &str, description: &str| {
                    responses.entry(status.to_string()).or_insert_with(|| problem(description));
                };
                add("400", "The request cannot be read: a malformed path, query or body");
                if secured {
                    add("401", "No credentials, or a token or session that is not valid");
                    add("403", "The token lacks the scope this needs (`missing_scope`), or the action is not yours");
                }
                if has_id {
                    add("404", "Nothing has that id");
                }
                if has_body {
                    add("413", "The body is larger than the server takes");
                }
            }
        }
    }
}

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme("bearer", SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)));
    }
}

#[derive(OpenApi)]
#[openapi(
    info(title = "ortoo REST API", version = "1", description = "Correspondence play for chess variants: accounts, tokens, challenges, games and moves. Moves are Game Courier full algebraic notation or coordinate form."),
    servers((url = "/api/v1")),
    paths(
        crate::api::tokens::register,
        crate::api::tokens::create_token,
        crate::api::tokens::list_tokens,
        crate::api::tokens::revoke_token,
        crate::api::variants::variants,
        crate::api::variant_files::upload,
        crate::api::variant_files::my_files,
        crate::api::variant_files::file,
        crate::api::variant_files::remove,
        crate::api::challenges::create_challenge,
        crate::api::challenges::list_challenges,
        crate::api::challenges::accept_challenge,
        crate::api::challenges::decline_challenge,
        crate::api::challenges::cancel_challenge,
        crate::api::games::list_games,
        crate::api::games::get_game,
        crate::api::games::post_move,
        crate::api::games::resign,
        crate::api::games::draw,
        crate::api::games::takeback,
        crate::api::games::hint,
        crate::api::games::watch,
        crate::api::games::unwatch,
        crate::api::games::export,
        crate::api::tournaments::create_tournament,
        crate::api::tournaments::list_tournaments,
        crate::api::tournaments::get_tournament,
        crate::api::tournaments::join_tournament,
        crate::api::tournaments::leave_tournament,
        crate::api::tournaments::start_tournament,
        crate::api::chat::get_chat,
        crate::api::chat::post_chat,
        crate::api::chat::get_note,
        crate::api::chat::put_note,
        crate::api::forecasts::get_forecast,
        crate::api::forecasts::put_forecast,
        crate::api::forecasts::delete_forecast,
        crate::api::players::get_player,
        crate::api::players::get_rating_history,
        crate::api::players::get_leaderboard,
        crate::api::analysis::get_analysis,
        crate::api::analysis::request_analysis,
        crate::api::live::game_events,
        crate::api::live::my_events,
        crate::api::live::tournament_events,
        crate::api::me::get_settings,
        crate::api::me::put_settings,
        crate::api::me::start_vacation,
        crate::api::me::end_vacation,
        crate::api::me::notifications,
        crate::api::me::mark_read,
        crate::api::account::get_me,
        crate::api::account::resend_verification,
        crate::api::account::change_password,
        crate::api::account::change_email,
        crate::api::account::close_account,
        crate::api::export::my_data,
        crate::api::account::verify,
        crate::api::account::ask_reset,
        crate::api::account::reset_password,
    ),
    components(schemas(Problem)),
    modifiers(&BearerAuth, &CommonResponses),
)]
pub struct ApiDoc;

/// The document as served and committed: pretty JSON with a final newline.
pub fn document() -> String {
    let mut doc = serde_json::to_value(ApiDoc::openapi()).expect("the OpenAPI document serialises");
    constrain(&mut doc);
    let mut json = serde_json::to_string_pretty(&doc).expect("the OpenAPI document serialises");
    json.push('\n');
    json
}

/// Text of a body's field: any character but a control one (tabs and line breaks are text).
const TEXT: &str = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$";
/// One line: no control character at all (the address, a header, a name or a label).
const LINE: &str = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$";
/// A character of a word: neither a control nor white space.
/// The id of a version of a player's uploaded variant.
const UPLOADED: &str = "^[A-Za-z0-9_-]+~[0-9a-f]{8}$";

const WORD_CHAR: &str = "[^\\s\\u0000-\\u001F\\u007F-\\u009F]";

/// Says in the document what the server refuses, so that what the document allows is accepted
/// (a client generated from it never sends what is refused, and CI's fuzzer checks the two
/// agree): every string of a request without control characters (refused at the edge, see
/// `ortoo_core::text`), and each field's own rules, from the same constants the handlers use.
/// What depends on the state of the server (a move legal in its position, an opponent who
/// exists, vacation days left, a start time from now, a reused idempotency key) cannot be said
/// here; those refusals are 409 or 422, and CI's fuzz configuration names them.
fn constrain(doc: &mut serde_json::Value) {
    use serde_json::json;
    let variants: Vec<&str> = ortoo_rules::registry::variants().iter().map(|v| v.id).collect();
    let no_edge_space = |min: usize, max: usize| {
        format!("^{WORD_CHAR}[^\\u0000-\\u001F\\u007F-\\u009F]{{{},{}}}{WORD_CHAR}$", min.saturating_sub(2), max - 2)
    };
    // An address as credentials::validate_email takes it.
    let email = json!({"maxLength": 254, "pattern": format!("^[^@\\s\\u0000-\\u001F\\u007F-\\u009F]+@{WORD_CHAR}*\\.{WORD_CHAR}*$")});
    let fields: Vec<(&str, &str, serde_json::Value)> = vec![
        ("Registration", "name", json!({"pattern": "^[A-Za-z][A-Za-z0-9_-]{1,23}$"})),
        ("Registration", "email", email.clone()),
        ("Registration", "password", json!({"minLength": 8, "maxLength": 200})),
        ("AddressChange", "email", email),
        ("PasswordChange", "new_password", json!({"minLength": 8, "maxLength": 200})),
        ("PasswordReset", "password", json!({"minLength": 8, "maxLength": 200})),
        ("PasswordReset", "token", json!({"pattern": LINE})),
        ("LinkToken", "token", json!({"pattern": LINE})),
        (
            "ResetRequest",
            "account",
            json!({"maxLength": 254, "pattern": format!("^[^\\u0000-\\u001F\\u007F-\\u009F]*{WORD_CHAR}[^\\u0000-\\u001F\\u007F-\\u009F]*$")}),
        ),
        ("TokenRequest", "label", json!({"maxLength": 100, "pattern": LINE})),
        ("TokenRequest", "scopes", json!({"minItems": 1, "items": {"type": "string", "enum": ["read", "play"]}})),
        // ortoo's own games, or a version of a player's upload (`mygame~1a2b3c4d`).
        ("NewChallenge", "variant", json!({"anyOf": [{"enum": variants}, {"pattern": UPLOADED}]})),
        ("NewChallenge", "color", json!({"enum": ["white", "black", "random", null]})),
        ("TournamentRequest", "variant", json!({"anyOf": [{"enum": variants}, {"pattern": UPLOADED}]})),
        ("UploadRequest", "name", json!({"pattern": ortoo_play::variant_files::NAME_PATTERN})),
        ("UploadRequest", "text", json!({"maxLength": ortoo_play::variant_files::MAX_FILE_BYTES})),
        ("TournamentRequest", "kind", json!({"enum": ["round_robin", "swiss"]})),
        ("TournamentRequest", "name", json!({"pattern": no_edge_space(3, 60)})),
        ("TournamentRequest", "rounds", json!({"minimum": 1, "maximum": ortoo_play::tournaments::MAX_ROUNDS})),
        ("TournamentRequest", "starts_at", json!({"format": "date-time"})),
        ("DrawRequest", "action", json!({"enum": ["offer", "accept", "decline", "claim"]})),
        ("TakebackRequest", "action", json!({"enum": ["offer", "accept", "decline", "withdraw"]})),
        (
            "Say",
            "text",
            json!({"maxLength": ortoo_play::chat::MAX_MESSAGE, "pattern": format!("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*{WORD_CHAR}[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$")}),
        ),
        ("Note", "text", json!({"maxLength": ortoo_play::chat::MAX_NOTE})),
        ("MoveRequest", "move", json!({"minLength": 1, "pattern": LINE})),
        ("MoveRequest", "comment", json!({"maxLength": ortoo_play::games::MAX_COMMENT})),
        ("ReadRequest", "ids", json!({"maxItems": 500})),
        (
            "SettingsChange",
            "notify",
            json!({"enum": ortoo_core::NotifyMode::ALL.iter().map(|m| json!(m.as_str())).chain([json!(null)]).collect::<Vec<_>>()}),
        ),
        ("SettingsChange", "reminders", json!({"items": {"type": "integer", "minimum": 1, "maximum": 168}})),
        // An IANA name (or empty, for UTC), said as a pattern rather than the zones' list: client
        // generators name an enum's members from its values, and `Etc/GMT+1` and `Etc/GMT-1` (or
        // `GMT+0`, `GMT-0` and `GMT0`) become one name. A name the zone database lacks is refused
        // (400), which CI's fuzz configuration says.
        (
            "SettingsChange",
            "time_zone",
            json!({"maxLength": 64, "pattern": "^$|^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$"}),
        ),
        ("SettingsChange", "mail_password", json!({"pattern": format!("^({WORD_CHAR}{{8,64}})?$")})),
        ("Bank", "initial_days", json!({"minimum": 1, "maximum": 90})),
        ("Bank", "increment_days", json!({"maximum": 30})),
        ("Bank", "cap_days", json!({"minimum": 1, "maximum": 180})),
    ];
    let requests = request_schemas(doc);
    let schemas = &mut doc["components"]["schemas"];
    // Any JSON value without control characters, in its text or its field names.
    // (No `type`: a schema without one takes any value, each rule applying to the values it is
    // about, and client generators take no list of types.)
    schemas["PlainJson"] = json!({
        "description": "Any JSON value without control characters (tabs and line breaks aside) in its text or field names.",
        "pattern": TEXT,
        "propertyNames": {"pattern": TEXT},
        "additionalProperties": {"$ref": "#/components/schemas/PlainJson"},
        "items": {"$ref": "#/components/schemas/PlainJson"},
    });
    // A choice among objects of one field each (`{"days_per_move": 3}`, `{"engine": 2}`) has that
    // one field only.
    for choice in ["Opponent", "TimeControl"] {
        for variant in schemas[choice]["oneOf"].as_array_mut().into_iter().flatten() {
            variant["additionalProperties"] = json!(false);
        }
    }
    // Every string in a request body (and the schemas it refers to): no control characters.
    for name in &requests {
        text_only(&mut schemas[name.as_str()]);
    }
    for (schema, field, rules) in fields {
        let target = &mut schemas[schema]["properties"][field];
        assert!(target.is_object(), "the document has {schema}.{field}");
        merge(target, rules);
    }
    // Rule options by name: text, a number or true/false each (whether the game has such an
    // option, and takes that value, is the game's to say).
    for schema in ["NewChallenge", "TournamentRequest"] {
        schemas[schema]["properties"]["options"]["additionalProperties"] =
            json!({"type": ["string", "number", "boolean"], "pattern": TEXT});
    }
    // The one-of fields, written as each variant's own object by the derive.
    for variant in doc["components"]["schemas"]["Opponent"]["oneOf"].as_array_mut().into_iter().flatten() {
        let properties = &mut variant["properties"];
        if properties.get("engine").is_some() {
            merge(&mut properties["engine"], json!({"minimum": 1, "maximum": 12}));
        }
        if properties.get("user").is_some() {
            merge(&mut properties["user"], json!({"minLength": 1, "pattern": LINE}));
        }
        if properties.get("open").is_some() {
            merge(&mut properties["open"], json!({"enum": [true]}));
        }
    }
    for side in ["white", "black"] {
        merge(
            &mut doc["components"]["schemas"]["EngineLevels"]["properties"][side],
            json!({"minimum": 1, "maximum": 12}),
        );
    }
    for variant in doc["components"]["schemas"]["TimeControl"]["oneOf"].as_array_mut().into_iter().flatten() {
        if variant["properties"].get("days_per_move").is_some() {
            merge(&mut variant["properties"]["days_per_move"], json!({"minimum": 1, "maximum": 30}));
        }
    }
    // What the answers carry, with its types, where the derive sees only a JSON value: a game's
    // clock, its engine levels and banks; a challenge's opponent and clock; rule options as
    // resolved (name to text).
    let time_control = json!({"oneOf": [{"$ref": "#/components/schemas/TimeControl"}, {"type": "null"}]});
    let by_side = |value: serde_json::Value| {
        json!({"type": "object", "required": ["white", "black"], "additionalProperties": false,
               "properties": {"white": value.clone(), "black": value}})
    };
    let resolved = json!({"type": "object", "additionalProperties": {"type": "string"}});
    let schemas = &mut doc["components"]["schemas"];
    for (schema, field, declared) in [
        ("GameDoc", "time_control", time_control.clone()),
        ("GameDoc", "engine_levels", by_side(json!({"type": ["integer", "null"], "minimum": 1, "maximum": 12}))),
        ("GameDoc", "bank_ms", by_side(json!({"type": ["integer", "null"]}))),
        ("GameDoc", "options", resolved.clone()),
        ("ChallengeView", "opponent", json!({"$ref": "#/components/schemas/Opponent"})),
        ("ChallengeView", "time_control", time_control.clone()),
        ("ChallengeView", "options", resolved.clone()),
        ("TournamentSummary", "time_control", time_control),
        ("TournamentSummary", "options", resolved),
    ] {
        let description = schemas[schema]["properties"][field].get("description").cloned();
        let mut declared = declared;
        if let Some(description) = description {
            declared["description"] = description;
        }
        schemas[schema]["properties"][field] = declared;
    }
    // A forecast is sent as branches or as lines: one of two named objects (client generators
    // make a union of named schemas; of a oneOf over one object's fields they make nothing).
    let schemas = &mut doc["components"]["schemas"];
    let request = schemas["ForecastRequest"].take();
    let one_of = |field: &str, other: &str, required: serde_json::Value| {
        let mut form = json!({
            "type": "object",
            "additionalProperties": request["additionalProperties"].clone(),
            "propertyNames": request["propertyNames"].clone(),
            "required": [field],
            // The other field absent or null (`enum: [null]`: typescript-fetch makes a model of
            // its own of a `type: null`).
            "properties": {field: required, other: {"enum": [null]}},
        });
        if let Some(description) = request["properties"][field].get("description") {
            form["properties"][field]["description"] = description.clone();
        }
        form
    };
    let branches = json!({"type": "array", "items": request["properties"]["branches"]["items"].clone()});
    let mut lines = request["properties"]["lines"].clone();
    lines["type"] = json!("string");
    schemas["ForecastBranches"] = one_of("branches", "lines", branches);
    schemas["ForecastLines"] = one_of("lines", "branches", lines);
    schemas["ForecastRequest"] = json!({
        "description": request["description"].clone(),
        "oneOf": [{"$ref": "#/components/schemas/ForecastBranches"}, {"$ref": "#/components/schemas/ForecastLines"}],
    });
    // The address and the headers: one line each, never empty; the keys of retries visible ASCII.
    for (_, operations) in doc["paths"].as_object_mut().into_iter().flatten() {
        for (_, operation) in operations.as_object_mut().into_iter().flatten() {
            let parameters = operation.get_mut("parameters").and_then(|p| p.as_array_mut());
            for parameter in parameters.into_iter().flatten() {
                let rules = match (parameter["in"].as_str(), parameter["name"].as_str()) {
                    (_, Some("Idempotency-Key")) => json!({"pattern": "^[!-~]{1,200}$"}),
                    (Some("query"), Some("status")) => json!({"enum": ["active", "finished"]}),
                    (Some("query"), Some("turn")) => json!({"enum": ["mine"]}),
                    (Some("query"), Some("format")) => json!({"enum": ["text", "pgn"]}),
                    (Some("path"), _) => json!({"minLength": 1, "pattern": LINE}),
                    // Where an event stream resumes (`GAME/MARK`): refused at the edge with control
                    // characters, as every request's text is.
                    (Some("query"), Some("seen" | "q" | "after")) => json!({"pattern": LINE}),
                    _ => continue,
                };
                merge(&mut parameter["schema"], rules);
            }
        }
    }
}

/// The schemas the request bodies of `doc`'s operations use, directly or through others.
fn request_schemas(doc: &serde_json::Value) -> Vec<String> {
    let mut names = Vec::new();
    for operations in doc["paths"].as_object().into_iter().flat_map(|paths| paths.values()) {
        for operation in operations.as_object().into_iter().flat_map(|ops| ops.values()) {
            if let Some(body) = operation.get("requestBody") {
                refs(body, &mut names);
            }
        }
    }
    names.sort();
    names.dedup();
    let schemas = &doc["components"]["schemas"];
    let mut at = 0;
    while at < names.len() {
        let mut found = Vec::new();
        refs(&schemas[names[at].as_str()], &mut found);
        for name in found {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        at += 1;
    }
    names
}

/// The schema names `value` refers to.
fn refs(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            if let Some(name) =
                map.get("$ref").and_then(|r| r.as_str()).and_then(|r| r.strip_prefix("#/components/schemas/"))
            {
                out.push(name.to_string());
            }
            map.values().for_each(|v| refs(v, out));
        }
        serde_json::Value::Array(list) => list.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

/// Gives every string schema within `value` that has no rule of its own the [`TEXT`] pattern,
/// and every object's field names the [`LINE`] pattern.
fn text_only(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            if map
                .get("type")
                .is_some_and(|t| t == "object" || t.as_array().is_some_and(|ts| ts.iter().any(|t| t == "object")))
            {
                map.insert("propertyNames".into(), serde_json::json!({"pattern": TEXT}));
                // Fields the server does not know are passed over, but their text is checked like
                // any other's: any JSON without control characters.
                map.entry("additionalProperties")
                    .or_insert_with(|| serde_json::json!({"$ref": "#/components/schemas/PlainJson"}));
            }
            let is_string = match map.get("type") {
                Some(serde_json::Value::String(t)) => t == "string",
                Some(serde_json::Value::Array(ts)) => ts.iter().any(|t| t == "string"),
                _ => false,
            };
            if is_string && !["pattern", "enum", "format"].iter().any(|k| map.contains_key(*k)) {
                map.insert("pattern".into(), TEXT.into());
            }
            map.values_mut().for_each(text_only);
        }
        serde_json::Value::Array(list) => list.iter_mut().for_each(text_only),
        _ => {}
    }
}

/// Merges `rules` into the schema `target` (objects merged key by key, other values replaced).
fn merge(target: &mut serde_json::Value, rules: serde_json::Value) {
    match (target, rules) {
        (serde_json::Value::Object(t), serde_json::Value::Object(r)) => {
            for (key, value) in r {
                merge(t.entry(key).or_insert(serde_json::Value::Null), value);
            }
        }
        (t, r) => *t = r,
    }
}
