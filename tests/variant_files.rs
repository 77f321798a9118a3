//! Players' own files of variants through the API, on both backends: a faulty file refused with
//! every fault and nothing kept; a sound one kept, its variants challenged and played; the file
//! replaced, and a game begun before keeping the rules it began with; listed and unlisted;
//! removed. And an upload made through one server process played through another, a separate
//! `ortoo serve` on the same database that had never heard of it.

mod common;

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::{Backend, body};
use reqwest::StatusCode;
use serde_json::{Value, json};

const TINY: &str = "# Tiny chess: chess on six ranks.
[tiny:chess]
maxRank = 6
startFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

# Wazir war: the tiny board with wazirs for knights.
[wazirwar:tiny]
customPiece1 = w:W
startFen = rwbqkbwr/pppppppp/8/8/PPPPPPPP/RWBQKBWR w KQkq - 0 1
";

fn ids(file: &Value) -> Vec<String> {
    file["variants"].as_array().unwrap().iter().map(|v| v["id"].as_str().unwrap().to_string()).collect()
}

async fn uploads_from_refusal_to_replacement(backend: Backend) {
    let Some(s) = common::start(backend).await else { return };
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;

    // Every fault at once, each with its line and key; nothing kept.
    let faulty = format!("{TINY}customPiece2 = x:QQ9\n[broken:nowhere]\nmaxFile = 13\n");
    let refused = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "mine.ini", "text": faulty})).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(refused["code"], "variant_file_faults");
    let faults = refused["faults"].as_array().unwrap();
    assert_eq!(faults.len(), 2, "{refused}");
    assert!(faults[0].as_str().unwrap().contains("mine.ini, line 10, [wazirwar], customPiece2"), "{refused}");
    assert!(faults[1].as_str().unwrap().contains("[nowhere], which is neither one of ortoo"), "{refused}");
    let none = body(s.get(Some(&alice), "/api/v1/variant-files").await, StatusCode::OK).await;
    assert_eq!(none["files"], json!([]), "a refused file keeps nothing");
    for (text, why) in [("", "no variant"), ("just words\n", "no variant"), (&*"#".repeat(70_000), "too long")] {
        let r = s.post(&alice, "/api/v1/variant-files", json!({"name": "x.ini", "text": text})).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{why}");
    }
    let many: String = (0..21).map(|i| format!("[v{i}:chess]\n")).collect();
    let r = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "x.ini", "text": many})).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(r["detail"].as_str().unwrap().contains("at most 20"), "{r}");
    let r = s.post(&alice, "/api/v1/variant-files", json!({"name": "../etc", "text": TINY})).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);

    // Kept, listed: its variants are in everyone's list, and may be challenged.
    let kept = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "mine.ini", "text": TINY})).await,
        StatusCode::CREATED,
    )
    .await;
    let first = ids(&kept);
    assert_eq!(first.len(), 2);
    assert!(first[0].starts_with("tiny~") && first[1].starts_with("wazirwar~"), "{first:?}");
    assert_eq!(kept["variants"][1]["name"], "Wazir war");
    assert_eq!(kept["variants"][1]["board"], json!({"files": 8, "ranks": 6}));
    assert_eq!(kept["variants"][1]["uploaded"]["owner"], "alice");
    let listed = body(s.get(None, "/api/v1/variants").await, StatusCode::OK).await;
    let listed_ids: Vec<&str> =
        listed["variants"].as_array().unwrap().iter().filter_map(|v| v["id"].as_str()).collect();
    assert!(first.iter().all(|id| listed_ids.contains(&id.as_str())), "{listed_ids:?}");

    let game = s.new_game(&alice, &bob, &first[1]).await;
    let refused = body(s.play(&alice, &game, "W b1-b3").await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(refused["detail"].as_str().unwrap().contains("Wazir on b1 does not move that way"), "{refused}");
    body(s.play(&alice, &game, "e2e3").await, StatusCode::CREATED).await;

    // Replaced, unlisted, with the wazir made a wazir-dabbaba: a new version of that variant
    // (the other unchanged); the game begun keeps its wazir.
    let changed = TINY.replace("w:W\n", "w:WD\n");
    let again = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "mine.ini", "text": changed, "listed": false})).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(again["id"], kept["id"], "the same file, replaced");
    let second = ids(&again);
    assert_eq!(second[0], first[0], "the unchanged variant keeps its version");
    assert_ne!(second[1], first[1], "the changed one is a new version");
    let refused = body(s.play(&bob, &game, "W b6-b4").await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(refused["code"], "illegal", "the game keeps the wazir it began with: {refused}");
    body(s.play(&bob, &game, "e5e4").await, StatusCode::CREATED).await;
    let newer = s.new_game(&bob, &alice, &second[1]).await;
    body(s.play(&bob, &newer, "W b1-b3").await, StatusCode::CREATED).await;

    // Unlisted: out of everyone's list, still read by its link.
    let listed = body(s.get(None, "/api/v1/variants").await, StatusCode::OK).await.to_string();
    assert!(!listed.contains(&second[1]) && !listed.contains("\"uploaded\""), "unlisted: {listed}");
    let file_id = kept["id"].as_str().unwrap();
    let read = body(s.get(None, &format!("/api/v1/variant-files/{file_id}")).await, StatusCode::OK).await;
    assert_eq!(ids(&read), second);

    // Removed by its owner only; the games go on.
    let r = s
        .client
        .delete(s.url(&format!("/api/v1/variant-files/{file_id}")))
        .bearer_auth(&bob.token)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let r = s
        .client
        .delete(s.url(&format!("/api/v1/variant-files/{file_id}")))
        .bearer_auth(&alice.token)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(s.get(None, &format!("/api/v1/variant-files/{file_id}")).await.status(), StatusCode::NOT_FOUND);
    body(s.play(&alice, &newer, "e5e4").await, StatusCode::CREATED).await;
    body(s.play(&alice, &game, "a2a3").await, StatusCode::CREATED).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_from_refusal_to_replacement_on_sqlite() {
    uploads_from_refusal_to_replacement(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_from_refusal_to_replacement_on_postgres() {
    uploads_from_refusal_to_replacement(Backend::Postgres).await;
}

struct Process(Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An upload made through one process is played through another that started before it: a
/// separate `ortoo serve`, whose rules have never met the variant, reads it from the store.
async fn an_upload_is_played_through_another_process(backend: Backend) {
    let Some(s) = common::start(backend).await else { return };
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let other = format!("http://127.0.0.1:{port}");
    let _serving = Process(
        Command::new(env!("CARGO_BIN_EXE_ortoo"))
            .arg("serve")
            .env("ORTOO_BIND", format!("127.0.0.1:{port}"))
            .env("ORTOO_BASE_URL", &other)
            .env("ORTOO_DATABASE_URL", &s.database_url)
            .env("ORTOO_MAIL__TRANSPORT", "none")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the ortoo binary runs"),
    );
    let client = reqwest::Client::new();
    for _ in 0..200 {
        if client.get(format!("{other}/api/v1/variants")).send().await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let alice = s.register("alice").await;
    let kept = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "mine.ini", "text": TINY})).await,
        StatusCode::CREATED,
    )
    .await;
    let variant = &ids(&kept)[1];
    // The other process: a game against the engine, a move, the engine's answer.
    let created = client
        .post(format!("{other}/api/v1/challenges"))
        .bearer_auth(&alice.token)
        .json(&json!({"variant": variant, "opponent": {"engine": 1}, "color": "white"}))
        .send()
        .await
        .unwrap();
    let created = body(created, StatusCode::CREATED).await;
    let game = created["game"]["id"].as_str().unwrap().to_string();
    let moved = client
        .post(format!("{other}/api/v1/games/{game}/moves"))
        .bearer_auth(&alice.token)
        .json(&json!({"move": "W b1-b2"}))
        .send()
        .await
        .unwrap();
    assert_eq!(body(moved, StatusCode::UNPROCESSABLE_ENTITY).await["code"], "illegal");
    let moved = client
        .post(format!("{other}/api/v1/games/{game}/moves"))
        .bearer_auth(&alice.token)
        .json(&json!({"move": "d2d3"}))
        .send()
        .await
        .unwrap();
    body(moved, StatusCode::CREATED).await;
    let page = client.get(format!("{other}/rules/{variant}")).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.text().await.unwrap().contains("Wazir war"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upload_is_played_through_another_process_on_sqlite() {
    an_upload_is_played_through_another_process(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upload_is_played_through_another_process_on_postgres() {
    an_upload_is_played_through_another_process(Backend::Postgres).await;
}

/// Uploads are counted: past the hour's allowance one is refused with 429 and kept nowhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_beyond_the_hours_allowance_are_refused() {
    let Some(s) = common::start_with(Backend::Sqlite, |config| config.limits.uploads_per_hour = 2).await else {
        return;
    };
    let alice = s.register("alice").await;
    for n in 0..2 {
        let text = TINY.replace("w:W\n", &format!("w:W{}\n", ["", "D"][n]));
        body(
            s.post(&alice, "/api/v1/variant-files", json!({"name": "mine.ini", "text": text})).await,
            StatusCode::CREATED,
        )
        .await;
    }
    let r = s.post(&alice, "/api/v1/variant-files", json!({"name": "other.ini", "text": TINY})).await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(r.headers().get("retry-after").is_some());
    let mine = body(s.get(Some(&alice), "/api/v1/variant-files").await, StatusCode::OK).await;
    assert_eq!(mine["files"].as_array().unwrap().len(), 1, "{mine}");
}

/// The cap of twenty files holds under uploads at once, through two servers on one database: an
/// account keeping eighteen sends ten new files at once, half to each; two are kept.
async fn the_file_cap_holds_under_uploads_at_once(backend: Backend) {
    let Some(s) = common::start_with(backend, |config| config.limits.uploads_per_hour = 1_000).await else {
        return;
    };
    let peer = s.peer().await;
    let alice = s.register("alice").await;
    for n in 0..18 {
        let kept = s.post(&alice, "/api/v1/variant-files", json!({"name": format!("f{n}.ini"), "text": TINY})).await;
        body(kept, StatusCode::CREATED).await;
    }
    let sent = (0..10).map(|n| {
        let base = if n % 2 == 0 { s.url("") } else { peer.base.clone() };
        let request = s.client.post(format!("{base}/api/v1/variant-files")).bearer_auth(&alice.token);
        let request = request.json(&json!({"name": format!("new{n}.ini"), "text": TINY}));
        async move { request.send().await.unwrap().status() }
    });
    let statuses = futures_util::future::join_all(sent).await;
    let kept = statuses.iter().filter(|s| **s == StatusCode::CREATED).count();
    let refused = statuses.iter().filter(|s| **s == StatusCode::UNPROCESSABLE_ENTITY).count();
    assert_eq!((kept, refused), (2, 8), "{statuses:?}");
    let mine = body(s.get(Some(&alice), "/api/v1/variant-files").await, StatusCode::OK).await;
    assert_eq!(mine["files"].as_array().unwrap().len(), 20, "{mine}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_file_cap_holds_under_uploads_at_once_on_sqlite() {
    the_file_cap_holds_under_uploads_at_once(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_file_cap_holds_under_uploads_at_once_on_postgres() {
    the_file_cap_holds_under_uploads_at_once(Backend::Postgres).await;
}

/// The lists of players' variants are pages, not everything: the API gives twenty files a page
/// (ortoo's own games on the first) with `next`, and searches; the rules index shows the newest
/// twelve, searches the rest and pages on.
async fn the_lists_of_uploads_are_paged_and_searched(backend: Backend) {
    let Some(s) = common::start_with(backend, |config| config.limits.uploads_per_hour = 1_000).await else {
        return;
    };
    let mut players = Vec::new();
    for name in ["alice", "bob", "carol"] {
        players.push(s.register(name).await);
    }
    // Thirty files, ten by each, one variant each ("tiny" renamed), the last named "needle".
    for n in 0..30 {
        let who = &players[n % 3];
        let variant = if n == 29 { "needle".to_string() } else { format!("tiny{n}") };
        let text = format!(
            "[{variant}:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
        );
        let kept = s.post(who, "/api/v1/variant-files", json!({"name": format!("f{n}.ini"), "text": text})).await;
        body(kept, StatusCode::CREATED).await;
    }
    let uploaded = |list: &Value| -> Vec<String> {
        list["variants"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|v| v.get("uploaded").is_some_and(|u| !u.is_null()))
            .map(|v| v["id"].as_str().unwrap().split('~').next().unwrap().to_string())
            .collect()
    };
    let first = body(s.get(None, "/api/v1/variants").await, StatusCode::OK).await;
    assert_eq!(uploaded(&first).len(), 20, "twenty files a page");
    assert_eq!(uploaded(&first)[0], "needle", "newest first");
    assert!(first["variants"].as_array().unwrap().iter().any(|v| v["id"] == "khan"), "ortoo's own on the first page");
    let next = first["next"].as_str().expect("a next page").to_string();
    let second = body(s.get(None, &format!("/api/v1/variants?after={next}&limit=50")).await, StatusCode::OK).await;
    assert_eq!(uploaded(&second).len(), 10);
    assert!(second["variants"].as_array().unwrap().iter().all(|v| v["id"] != "khan"), "ortoo's own once");
    assert!(second.get("next").is_none_or(Value::is_null), "{second}");
    let mut all: Vec<String> = uploaded(&first).into_iter().chain(uploaded(&second)).collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 30, "every file once across the pages");
    let found = body(s.get(None, "/api/v1/variants?q=NEEDLE").await, StatusCode::OK).await;
    assert_eq!(uploaded(&found), ["needle"]);
    let by_owner = body(s.get(None, "/api/v1/variants?q=bob&limit=100").await, StatusCode::OK).await;
    assert_eq!(uploaded(&by_owner).len(), 10);
    for bad in ["/api/v1/variants?after=nonsense", "/api/v1/variants?limit=0", "/api/v1/variants?limit=101"] {
        assert_eq!(s.get(None, bad).await.status(), StatusCode::BAD_REQUEST, "{bad}");
    }
    // The rules index: the newest twelve files' variants, a search, and the next page.
    let client = reqwest::Client::new();
    let page = client.get(s.url("/rules")).send().await.unwrap().text().await.unwrap();
    assert_eq!(page.matches("/rules/tiny").count() + page.matches("/rules/needle").count(), 12, "{page}");
    assert!(page.contains("More players&#39; variants") || page.contains("More players' variants"), "{page}");
    let searched = client.get(s.url("/rules?q=needle")).send().await.unwrap().text().await.unwrap();
    assert!(searched.contains("/rules/needle~") && !searched.contains("/rules/tiny"), "{searched}");
    let none = client.get(s.url("/rules?q=nothing-like-it")).send().await.unwrap().text().await.unwrap();
    assert!(none.contains("No players&#39; variant matches") || none.contains("No players' variant matches"), "{none}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lists_of_uploads_are_paged_and_searched_on_sqlite() {
    the_lists_of_uploads_are_paged_and_searched(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lists_of_uploads_are_paged_and_searched_on_postgres() {
    the_lists_of_uploads_are_paged_and_searched(Backend::Postgres).await;
}

/// A player's own game with pieces in hand: a mistyped hand key refused naming its file, line
/// and key; the sound file kept, its game played with drops, the file's own rule on drops (no
/// two pawns on a file) kept, and the hands in the game's JSON.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_pieces_in_hand_uploaded_and_played() {
    let Some(s) = common::start(Backend::Sqlite).await else { return };
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let house = "# Pawn house: chess whose taken pieces come back, never two pawns on a file.
[pawnhouse:chess]
pieceDrops = true
capturesToHand = true
dropNoDoubled = p
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1
";
    let mistyped = house.replace("dropNoDoubled = p", "dropNoDoubledd = p");
    let refused = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "house.ini", "text": mistyped})).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    let faults = refused["faults"].as_array().unwrap();
    assert_eq!(faults.len(), 1, "{refused}");
    assert!(faults[0].as_str().unwrap().contains("house.ini, line 5, [pawnhouse], dropNoDoubledd"), "{refused}");
    let kept = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "house.ini", "text": house})).await,
        StatusCode::CREATED,
    )
    .await;
    let id = ids(&kept)[0].clone();
    let game = s.new_game(&alice, &bob, &id).await;
    for m in ["e2e4", "d7d5", "e4d5", "d8d5"] {
        body(s.play(if m.starts_with('e') { &alice } else { &bob }, &game, m).await, StatusCode::CREATED).await;
    }
    let g = s.game(&game).await;
    assert_eq!(g["hands"]["white"], json!([{"letter": "P", "name": "Pawn", "count": 1}]), "{g}");
    let nifu = body(s.play(&alice, &game, "P@d3").await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(nifu["detail"].as_str().unwrap().contains("not a legal drop"), "a second pawn on the d-file: {nifu}");
    let dropped = body(s.play(&alice, &game, "P@e6").await, StatusCode::CREATED).await;
    assert_eq!(dropped["text"], "P-e6");
}

/// A refused file's faults are said in the reader's language: through the API in the one the
/// request asks for (`Accept-Language`), the detail too, and on the upload page in the page's;
/// what they quote from the file (its name, section, key and value) as the file wrote it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_files_faults_are_said_in_the_readers_language() {
    let Some(s) = common::start(Backend::Sqlite).await else { return };
    let alice = s.register("alice").await;
    let faulty = "# Drops, mistyped.\n[drops:chess]\npieceDrops = yes\n";
    let in_japanese = "mine.ini、3行目、[drops]、pieceDrops：「yes」は true でも false でもありません";

    let r = s
        .client
        .post(s.url("/api/v1/variant-files"))
        .bearer_auth(&alice.token)
        .header("accept-language", "ja,en;q=0.5")
        .json(&json!({"name": "mine.ini", "text": faulty}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["content-language"], "ja");
    let refused = body(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(refused["code"], "variant_file_faults");
    assert_eq!(refused["faults"], json!([in_japanese]), "{refused}");
    let detail = refused["detail"].as_str().unwrap();
    assert!(detail.starts_with("ファイルは受け付けられませんでした") && detail.contains(in_japanese), "{detail}");
    // Asked for in English (or not at all), the API says them as it always has.
    let english = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "mine.ini", "text": faulty})).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(english["faults"], json!(["mine.ini, line 3, [drops], pieceDrops: \"yes\" is not true or false"]));

    // The upload form sent back with its faults, in the language of the page.
    let browser =
        reqwest::Client::builder().cookie_store(true).redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let login = [("name", "alice"), ("password", "correct horse")];
    let r = browser.post(s.url("/login")).form(&login).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let form = [("name", "mine.ini"), ("text", faulty), ("visibility", "listed")];
    let r = browser.post(s.url("/variants/files")).header("accept-language", "ja").form(&form).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(page.contains("<html lang=\"ja\""), "the page is in Japanese");
    assert!(page.contains(&format!("<li>{in_japanese}</li>")), "{page}");
    assert!(!page.contains("not true or false") && !page.contains(", line 3"), "{page}");
}
