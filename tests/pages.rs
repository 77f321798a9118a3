//! The web pages as a player uses them: forms, redirects, the session cookie, the board, the
//! move form with its refusals, replay, and the CSRF check on cross-site posts.

mod common;

use common::Server;
use reqwest::{Client, StatusCode, redirect};

/// A browser-like client: keeps cookies, does not follow redirects (so tests can check them).
fn browser() -> Client {
    Client::builder().cookie_store(true).redirect(redirect::Policy::none()).build().unwrap()
}

async fn register(s: &Server, name: &str) -> Client {
    let b = browser();
    let r = b
        .post(s.url("/register"))
        .form(&[("name", name), ("email", &format!("{name}@example.org")), ("password", "correct horse")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{}", r.text().await.unwrap());
    let cookie = r.headers().get("set-cookie").unwrap().to_str().unwrap().to_string();
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
    b
}

/// Follows a form's post/redirect/get: the answer must be a redirect; the page it leads to.
async fn follow(b: &Client, s: &Server, r: reqwest::Response) -> (StatusCode, String) {
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "a form answers with a redirect");
    let to = r.headers()["location"].to_str().unwrap().to_string();
    page(b, s, &to).await
}

async fn page(b: &Client, s: &Server, path: &str) -> (StatusCode, String) {
    let r = b.get(s.url(path)).send().await.unwrap();
    (r.status(), r.text().await.unwrap())
}

fn game_id_from(location: &str) -> String {
    location.trim_start_matches("/games/").to_string()
}

async fn a_game_played_through_the_web_pages(s: Server) {
    let alice = register(&s, "alice").await;
    let bob = register(&s, "bob").await;
    let (status, lobby) = page(&alice, &s, "/").await;
    assert_eq!(status, StatusCode::OK);
    assert!(lobby.contains("alice") && lobby.contains("No game waits for your move"), "{lobby}");

    let (_, form) = page(&alice, &s, "/challenges/new?variant=khans-chess").await;
    assert!(form.contains("Khan&#39;s Chess") || form.contains("Khan's Chess"), "{form}");
    let r = alice
        .post(s.url("/challenges"))
        .form(&[("variant", "khans-chess"), ("opponent", "bob"), ("color", "white"), ("days_per_move", "3")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, bobs_lobby) = page(&bob, &s, "/").await;
    let accept = bobs_lobby.find("/accept\"").expect("bob is offered an accept button");
    let id = bobs_lobby[..accept].rsplit("/challenges/").next().unwrap().to_string();
    let r = bob.post(s.url(&format!("/challenges/{id}/accept"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let game = game_id_from(r.headers().get("location").unwrap().to_str().unwrap());

    // A spectator watches the game from its page (the players are offered no such button).
    let carol = register(&s, "carol").await;
    let (_, html) = page(&carol, &s, &format!("/games/{game}")).await;
    assert!(html.contains("<button>Watch this game</button>"), "{html}");
    let r = carol.post(s.url(&format!("/games/{game}/watch"))).form(&[("go", "1")]).send().await.unwrap();
    let (_, html) = follow(&carol, &s, r).await;
    assert!(html.contains("You watch this game") && html.contains("<button>Stop watching</button>"), "{html}");
    let r = carol.post(s.url(&format!("/games/{game}/watch"))).form(&[("stop", "1")]).send().await.unwrap();
    let (_, html) = follow(&carol, &s, r).await;
    assert!(html.contains("You no longer watch this game") && html.contains("Watch this game"), "{html}");

    let (status, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!html.contains("Watch this game"), "a player is not offered to watch");
    assert!(html.contains("<svg class=\"board\""), "the board is drawn");
    assert!(html.contains("Your turn"), "alice is White");
    assert!(html.contains("value=\"P e2-e4\" data-coord=\"e2e4\""), "legal moves are offered");
    let (_, bobs_view) = page(&bob, &s, &format!("/games/{game}")).await;
    assert!(!bobs_view.contains("id=\"move-form\""), "no move form for the player not to move");
    // Alice's notices: short items linking to the game, not the mail's board and instructions.
    let (_, notices) = page(&alice, &s, "/notifications").await;
    assert!(
        notices.contains(&format!("<a href=\"/games/{game}\">Khan&#39;s Chess: Your move against bob")),
        "{notices}"
    );
    assert!(notices.contains("has begun"), "the notice's first line: {notices}");
    assert!(!notices.contains("<pre>") && !notices.contains("reply"), "no mail text: {notices}");

    // The board's script gets the legal moves grouped for the hand, captures marked apart.
    assert!(html.contains(r#"{"t":"P e2-e4","f":"e2","to":"e4","k":"move","r":"","s":"e4"}"#), "{html}");
    // A refused move: post/redirect/get to the game, where the reason shows with the typed text
    // kept; nothing played, and a reload cannot post it again.
    let r = alice
        .post(s.url(&format!("/games/{game}/move")))
        .form(&[("move", "P e2-e5"), ("ply", "0"), ("comment", "hm")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let to = r.headers().get("location").unwrap().to_str().unwrap().to_string();
    assert!(to.starts_with(&format!("/games/{game}?tried=")), "{to}");
    let (status, html) = page(&alice, &s, &to).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("a Pawn does not move that way") && html.contains("value=\"P e2-e5\""), "{html}");
    assert!(html.contains(">hm</textarea>"), "the comment is kept: {html}");
    // The confirm step's board after a move, from the rules; a bad move is refused in words.
    let r = alice.get(s.url(&format!("/games/{game}/preview?move=e2e4"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.text().await.unwrap().contains("White Pawn on e4"));
    let r = alice.get(s.url(&format!("/games/{game}/preview?move=e2e5"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = r.text().await.unwrap();
    assert!(body.contains("does not move that way"), "{body}");
    // A mistyped move number is a sentence on the current position, not a parser's words.
    let (status, html) = page(&alice, &s, &format!("/games/{game}?ply=abc")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("There is no move number") && html.contains("Your turn"), "{html}");
    // The board's script is served from the binary under a hashed name, kept for a year.
    let script = html.split("<script type=\"module\" src=\"").nth(1).unwrap().split('"').next().unwrap();
    let r = alice.get(s.url(script)).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["cache-control"].to_str().unwrap().contains("immutable"));
    assert_eq!(page(&alice, &s, "/assets/board.0000000000.js").await.0, StatusCode::NOT_FOUND);
    // A good one, with a comment.
    let r = alice
        .post(s.url(&format!("/games/{game}/move")))
        .form(&[("move", "e2e4"), ("ply", "0"), ("comment", "onward")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, html) = page(&bob, &s, &format!("/games/{game}")).await;
    assert!(html.contains("P e2-e4") && html.contains("onward") && html.contains("Your turn"), "{html}");
    // Replay shows the start position again.
    let (_, start) = page(&bob, &s, &format!("/games/{game}?ply=0")).await;
    assert!(start.contains("position after ply 0"), "{start}");
    // Draw offer and acceptance through forms.
    let r = bob.post(s.url(&format!("/games/{game}/draw"))).form(&[("action", "offer")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains("Your opponent offers a draw"), "{html}");
    alice.post(s.url(&format!("/games/{game}/draw"))).form(&[("action", "accept")]).send().await.unwrap();
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains("Game over. Drawn by agreement."), "{html}");
    // Said once: the status line under it does not repeat it.
    assert!(!html.contains("drawn (agreement)"), "{html}");
}
both_backends!(web_game, a_game_played_through_the_web_pages);

/// The settings page shows the player's notification mode checked, and saves another: the mode
/// is an enum on its way from the form to the page, compared as one.
#[tokio::test]
async fn the_settings_page_shows_and_saves_how_notices_come() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let b = register(&s, "dora").await;
    let checked = |html: &str, word: &str| html.contains(&format!("name=\"notify\" value=\"{word}\" checked"));
    let (status, html) = page(&b, &s, "/settings").await;
    assert_eq!(status, StatusCode::OK);
    assert!(checked(&html, "move") && !checked(&html, "digest") && !checked(&html, "none"), "{html}");
    let form = [("action", "save"), ("notify", "digest"), ("reminders", "24,2"), ("time_zone", "")];
    let r = b.post(s.url("/settings")).form(&form).send().await.unwrap();
    let (_, html) = follow(&b, &s, r).await;
    assert!(html.contains("Settings saved."), "{html}");
    assert!(checked(&html, "digest") && !checked(&html, "move"), "{html}");
    let form = [("action", "save"), ("notify", "weekly"), ("reminders", "24,2"), ("time_zone", "")];
    let r = b.post(s.url("/settings")).form(&form).send().await.unwrap();
    let (_, html) = follow(&b, &s, r).await;
    let refusal = html.split("<p class=\"error\" role=\"alert\">").nth(1).and_then(|rest| rest.split("</p>").next());
    assert!(refusal.is_some_and(|r| r.starts_with("Notifications are") && r.contains("weekly")), "{html}");
    assert!(checked(&html, "digest"), "a refused mode changes nothing: {html}");
}

/// The account pages speak the reader's language: the log-in and register forms, a failed page's
/// title, the settings and what a form posted there says (in the language just chosen), the notices.
#[tokio::test]
async fn account_pages_speak_the_reader_s_language() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let visitor = browser();
    let in_japanese = |path: &str| visitor.get(s.url(path)).header("accept-language", "ja").send();
    let html = in_japanese("/login").await.unwrap().text().await.unwrap();
    assert!(html.contains("<title>ログイン · ortoo</title>") && html.contains("パスワードをお忘れですか？"), "{html}");
    assert!(!html.contains("Forgot your password?"), "{html}");
    let html = in_japanese("/register").await.unwrap().text().await.unwrap();
    assert!(html.contains("<h1>アカウントを作成</h1>") && !html.contains("Create an account"), "{html}");
    let r = in_japanese("/no/such/page").await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let html = r.text().await.unwrap();
    assert!(html.contains("<h1>見つかりません</h1>") && html.contains("ロビーに戻る"), "{html}");

    let dora = register(&s, "dora").await;
    let form = [("action", "save"), ("notify", "move"), ("reminders", "24"), ("time_zone", ""), ("language", "de")];
    let r = dora.post(s.url("/settings")).form(&form).send().await.unwrap();
    let (_, html) = follow(&dora, &s, r).await;
    assert!(html.contains("<title>Einstellungen · ortoo</title>"), "{html}");
    assert!(html.contains("Einstellungen gespeichert."), "said in the language just chosen: {html}");
    assert!(html.contains("<h2>Urlaub</h2>") && !html.contains("Settings saved."), "{html}");
    let (_, html) = page(&dora, &s, "/notifications").await;
    assert!(html.contains("<h1>Benachrichtigungen</h1>"), "{html}");
    // A refused form says why in the reader's language too.
    let form = [("action", "save"), ("notify", "move"), ("reminders", "bald"), ("time_zone", ""), ("language", "de")];
    let r = dora.post(s.url("/settings")).form(&form).send().await.unwrap();
    let (_, html) = follow(&dora, &s, r).await;
    let german = ortoo_i18n::find("de").unwrap();
    let said = german.msg("error-reminder-hours").arg("max", 168).arg("given", "bald").to_string();
    assert!(html.contains(&escaped(&said)), "{said}: {html}");
    let r = dora.post(s.url("/challenges")).form(&[("variant", "chess"), ("way", "person"), ("opponent", "dora")]);
    let (_, html) = follow(&dora, &s, r.send().await.unwrap()).await;
    assert!(html.contains(&escaped(&german.text("error-challenge-yourself"))), "{html}");
    assert!(html.contains("value=\"dora\""), "the form comes back as it was sent: {html}");
}

/// `text` as a page's template writes it (askama's HTML escaping).
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&#34;").replace('\'', "&#39;")
}

/// A page's language: the browser's (`Accept-Language`) for a visitor, then the one chosen in the
/// footer (a cookie, the page coming back in it), and for a player their setting, which follows
/// them to another browser and which the settings page and the API both show.
#[tokio::test]
async fn pages_speak_the_language_chosen_then_the_browser_s() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let visitor = browser();
    let german =
        visitor.get(s.url("/rules")).header("accept-language", "de-AT,de;q=0.9,en;q=0.5").send().await.unwrap();
    let html = german.text().await.unwrap();
    assert!(html.contains("<html lang=\"de\""), "{html}");
    assert!(html.contains(">Anmelden<") || html.contains(">Einloggen<"), "the header in German: {html}");
    assert!(!html.contains(">Log in<"), "{html}");
    // Every language is offered in the footer, each in its own words, the current one marked.
    for name in
        ["English", "日本語", "简体中文", "한국어", "ไทย", "Русский", "Español", "Français", "Português", "Tiếng Việt"]
    {
        assert!(html.contains(name), "{name} is offered: {html}");
    }
    assert!(html.contains("value=\"de\" lang=\"de\" aria-current=\"true\" disabled"), "{html}");

    // Chosen in the footer: kept in a cookie, back on the page it was chosen on.
    let r = visitor
        .post(s.url("/language"))
        .header("referer", s.url("/rules"))
        .form(&[("language", "ja")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/rules");
    let cookie = r.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(cookie.starts_with("ortoo_lang=ja;") && cookie.contains("SameSite=Lax"), "{cookie}");
    let html = visitor.get(s.url("/rules")).header("accept-language", "de").send().await.unwrap().text().await.unwrap();
    assert!(html.contains("<html lang=\"ja\""), "the choice beats the browser: {html}");
    // A language ortoo does not have is refused, and changes nothing.
    let r = visitor.post(s.url("/language")).form(&[("language", "tlh")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let (_, html) = page(&visitor, &s, "/rules").await;
    assert!(html.contains("<html lang=\"ja\""), "{html}");
    // A referer elsewhere never leads there.
    let r = visitor
        .post(s.url("/language"))
        .header("referer", "https://evil.example/x")
        .form(&[("language", "ja")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["location"], "/");

    // A player's choice is their setting: it follows them to a browser that asks for another.
    let erin = register(&s, "erin").await;
    let form = [("action", "save"), ("notify", "move"), ("reminders", "24,2"), ("time_zone", ""), ("language", "ko")];
    let r = erin.post(s.url("/settings")).form(&form).send().await.unwrap();
    let (_, html) = follow(&erin, &s, r).await;
    assert!(html.contains("<html lang=\"ko\""), "{html}");
    assert!(html.contains("<option value=\"ko\" lang=\"ko\" selected>"), "the settings show it: {html}");
    let elsewhere = browser();
    let r =
        elsewhere.post(s.url("/login")).form(&[("name", "erin"), ("password", "correct horse")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let html = elsewhere.get(s.url("/")).header("accept-language", "fr").send().await.unwrap().text().await.unwrap();
    assert!(html.contains("<html lang=\"ko\""), "{html}");
    // The footer changes the setting too; an empty choice gives it back to the browser.
    let r = elsewhere.post(s.url("/language")).form(&[("language", "th")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let html = erin.get(s.url("/")).header("accept-language", "es").send().await.unwrap().text().await.unwrap();
    assert!(html.contains("<html lang=\"th\""), "chosen in another browser's footer: {html}");
    let form = [("action", "save"), ("notify", "move"), ("reminders", "24,2"), ("time_zone", ""), ("language", "")];
    let r = erin.post(s.url("/settings")).form(&form).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let html = erin.get(s.url("/")).header("accept-language", "es").send().await.unwrap().text().await.unwrap();
    assert!(html.contains("<html lang=\"es\""), "left to the browser again: {html}");
}

#[tokio::test]
async fn logging_in_out_and_bad_forms_are_handled_on_the_page() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    register(&s, "carol").await;
    let b = browser();
    let r = b.post(s.url("/login")).form(&[("name", "carol"), ("password", "wrong horse")]).send().await.unwrap();
    let (_, html) = follow(&b, &s, r).await;
    assert!(html.contains("do not match"), "{html}");
    assert!(html.contains(r#"value="carol""#) && !html.contains("wrong horse"), "the name stays, the password not");
    // The refusal came back in the address, sealed; the same words in a crafted link, unsealed
    // or with another's seal, are not shown: a page shows only the server's own words.
    let (_, crafted) =
        page(&b, &s, "/login?error=Your+account+is+locked%3A+mail+your+password+to+x%40evil.example").await;
    assert!(!crafted.contains("account is locked"), "{crafted}");
    let (_, crafted) = page(&b, &s, "/?notice=Send+your+password&seal=0123456789abcdef0123456789abcdef").await;
    assert!(!crafted.contains("Send your password"), "{crafted}");
    let r = b.post(s.url("/login")).form(&[("name", "carol"), ("password", "correct horse")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, lobby) = page(&b, &s, "/").await;
    assert!(lobby.contains("Log out"));
    let r = b
        .post(s.url("/register"))
        .form(&[("name", "Carol"), ("email", "c@example.org"), ("password", "long enough")])
        .send()
        .await
        .unwrap();
    let (_, html) = follow(&b, &s, r).await;
    assert!(html.contains("is taken") && html.contains(r#"value="c@example.org""#), "{html}");
    let r = b.post(s.url("/settings")).form(&[("notify", "move"), ("reminders", "24, soon")]).send().await.unwrap();
    let (_, html) = follow(&b, &s, r).await;
    assert!(html.contains(r#"role="alert""#) && html.contains(r#"value="24, soon""#), "refused, kept: {html}");
    assert!(html.contains("<title>Settings · ortoo</title>"), "the title is the page's name alone: {html}");
    let r = b.post(s.url("/challenges")).form(&[("variant", "nonsense"), ("opponent", "dave")]).send().await.unwrap();
    let (status, html) = follow(&b, &s, r).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Unknown variant") && html.contains("nonsense"), "{html}");
    assert!(
        html.contains(r#"name="opponent" type="text" maxlength="24" value="dave""#),
        "the form keeps what was typed"
    );
    let r = b
        .post(s.url("/games/none/move"))
        .body("move=%ZZ")
        .header("content-type", "application/x-www-form-urlencoded")
        .send()
        .await
        .unwrap();
    assert!(r.status().is_client_error(), "{}", r.status());
    b.post(s.url("/logout")).send().await.unwrap();
    let r = b.get(s.url("/challenges/new")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "logged out: sent to the login page");
    // Pages that do not exist are HTML 404s; the rules pages list every game.
    let (status, html) = page(&b, &s, "/no/such/page").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(html.contains("There is no such page"));
    let (status, html) = page(&b, &s, "/rules/khans-chess").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<svg class=\"board\"") && html.contains("/rules/chess"));
    // The rules themselves, rendered from docs/games/khans-chess.md.
    assert!(html.contains("<h1>Khan&#39;s Chess</h1>") || html.contains("<h1>Khan's Chess</h1>"), "{html}");
    assert!(html.contains("Scout promotion") && html.contains("<td>Kheshig</td>"), "{html}");
    assert_eq!(page(&b, &s, "/rules/hnefatafl").await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_cross_site_form_post_is_refused_and_changes_nothing() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let r = alice
        .post(s.url("/challenges"))
        .header("origin", "https://evil.example")
        .header("sec-fetch-site", "cross-site")
        .form(&[("variant", "chess")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let (_, lobby) = page(&alice, &s, "/").await;
    assert!(lobby.contains("None open right now"), "nothing was created");
}

async fn the_engine_through_the_web_pages(s: Server) {
    let alice = register(&s, "alice").await;
    let (_, form) = page(&alice, &s, "/challenges/new?variant=chess").await;
    assert!(form.contains("name=\"engine\"") && form.contains("name=\"watch_white\""), "{form}");
    let r = alice
        .post(s.url("/challenges"))
        .form(&[("variant", "chess"), ("engine", "1"), ("color", "white"), ("clock", "none")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let game = game_id_from(r.headers().get("location").unwrap().to_str().unwrap());
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains("Engine (level 1)"), "{html}");
    assert!(!html.contains("id=\"chat\""), "no conversation with the engine");
    assert!(html.contains("id=\"note\""), "notes are kept all the same");
    assert!(html.contains(&format!("action=\"/games/{game}/hint\"")), "a hint button on the player's turn");
    let r = alice.post(s.url(&format!("/games/{game}/hint"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "post/redirect/get");
    let (status, html) = page(&alice, &s, r.headers()["location"].to_str().unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("The engine suggests"), "{html}");
    // A level outside 1-12 is refused on the form with the reason.
    let r = alice.post(s.url("/challenges")).form(&[("variant", "chess"), ("engine", "99")]).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("1 to 12"), "{html}");
    // Watching the engine play itself.
    let r = alice
        .post(s.url("/challenges"))
        .form(&[("variant", "koan"), ("watch_white", "1"), ("watch_black", "2")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let watched = game_id_from(r.headers().get("location").unwrap().to_str().unwrap());
    let (status, html) = page(&alice, &s, &format!("/games/{watched}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Engine (level 1)") && html.contains("Engine (level 2)"), "{html}");
}
both_backends!(engine_pages, the_engine_through_the_web_pages);

/// 2031-11-03 12:00 UTC: later than the real clock, so nothing else the server does collides.
const T0: ortoo::when::Timestamp = ortoo::when::Timestamp::from_millis(1_951_473_600_000);
const DAY_MS: i64 = 86_400_000;

/// A session lasts `session_days` by the server's own clock, not the machine's: the same clock
/// that runs deadlines, so a test (or a server whose clock is set) sees one time everywhere.
async fn a_session_ends_after_its_days_by_the_servers_clock(backend: common::Backend) {
    let clock = ortoo::clock::Clock::manual(T0);
    let Some(s) = common::start_at(backend, |c| c.session_days = 2, clock.clone()).await else { return };
    let alice = register(&s, "alice").await;
    assert_eq!(page(&alice, &s, "/settings").await.0, StatusCode::OK);
    clock.advance(2 * DAY_MS - 60_000);
    assert_eq!(page(&alice, &s, "/settings").await.0, StatusCode::OK, "a minute before the end");
    clock.advance(120_000);
    let r = alice.get(s.url("/settings")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "the session has ended");
    assert!(r.headers().get("location").unwrap().to_str().unwrap().starts_with("/login"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_ends_after_its_days_by_the_servers_clock_sqlite() {
    a_session_ends_after_its_days_by_the_servers_clock(common::Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_ends_after_its_days_by_the_servers_clock_postgres() {
    a_session_ends_after_its_days_by_the_servers_clock(common::Backend::Postgres).await;
}

/// A page refused for too many requests says when to come back, as the API does.
#[tokio::test]
async fn a_refused_burst_of_logins_says_when_to_try_again() {
    let s = common::start_with(common::Backend::Sqlite, |c| c.limits.logins_per_minute_per_ip = 2).await.unwrap();
    let b = browser();
    let mut last = None;
    for _ in 0..3 {
        last = Some(
            b.post(s.url("/login")).form(&[("name", "nobody"), ("password", "wrong horse")]).send().await.unwrap(),
        );
    }
    let r = last.unwrap();
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = r.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    assert!(r.text().await.unwrap().contains("Too many requests"));
}

/// Janggi's arrangements on the pages: the new game form offers each side's as an option, the
/// lobby offers the player accepting their own, a value the game does not know is refused in
/// words leaving the challenge open, and the game begins from the position both chose.
#[tokio::test]
async fn janggi_arrangements_are_chosen_on_the_pages() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let bob = register(&s, "bob").await;
    let (_, form) = page(&alice, &s, "/challenges/new?variant=janggi").await;
    assert!(form.contains("name=\"option.blue\"") && form.contains("name=\"option.red\""), "{form}");
    assert!(form.contains("Each side&#39;s arrangement") || form.contains("Each side's arrangement"), "{form}");
    let r = alice
        .post(s.url("/challenges"))
        .form(&[("variant", "janggi"), ("opponent", "bob"), ("color", "black"), ("option.red", "right")])
        .send();
    assert_eq!(r.await.unwrap().status(), StatusCode::SEE_OTHER);
    let (_, lobby) = page(&bob, &s, "/").await;
    assert!(lobby.contains("<select name=\"choice.arrangement\" form=\"accept-"), "{lobby}");
    assert!(
        lobby.contains("Red&#39;s horses and elephants: horse, elephant, horse, elephant")
            || lobby.contains("Red's horses and elephants: horse, elephant, horse, elephant"),
        "{lobby}"
    );
    let accept = lobby.find("/accept\"").unwrap();
    let id = lobby[..accept].rsplit("/challenges/").next().unwrap().to_string();
    let path = format!("/challenges/{id}/accept");
    let r = bob.post(s.url(&path)).form(&[("choice.arrangement", "backwards")]).send().await.unwrap();
    let (_, refused) = follow(&bob, &s, r).await;
    assert!(refused.contains("takes one of inner, outer, left, right, not"), "{refused}");
    assert!(refused.contains(&path), "the challenge is still open to accept");
    let r = bob.post(s.url(&path)).form(&[("choice.arrangement", "outer")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let game = game_id_from(r.headers()["location"].to_str().unwrap());
    let g: serde_json::Value = s.get(None, &format!("/api/v1/games/{game}")).await.json().await.unwrap();
    assert_eq!(
        g["position"].as_str(),
        Some("rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1"),
        "Bob (Blue) outer, Alice (Red) right: {g}"
    );
}

/// A finished game says how it ended; its players (not onlookers) are offered a rematch, which
/// reaches the opponent as a challenge with the colours swapped.
#[tokio::test]
async fn a_finished_game_offers_its_players_a_rematch() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let bob = register(&s, "bob").await;
    let r =
        alice.post(s.url("/challenges")).form(&[("variant", "chess"), ("opponent", "bob"), ("color", "white")]).send();
    assert_eq!(r.await.unwrap().status(), StatusCode::SEE_OTHER);
    let (_, lobby) = page(&bob, &s, "/").await;
    let accept = lobby.find("/accept\"").unwrap();
    let id = lobby[..accept].rsplit("/challenges/").next().unwrap().to_string();
    let r = bob.post(s.url(&format!("/challenges/{id}/accept"))).send().await.unwrap();
    let game = game_id_from(r.headers()["location"].to_str().unwrap());
    let r = alice.post(s.url(&format!("/games/{game}/resign"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains("Game over. bob (Black) won by resignation."), "{html}");
    assert!(html.contains(&format!("action=\"/games/{game}/rematch\"")), "the player is offered a rematch");
    assert_eq!((html.matches("format=pgn").count(), html.matches("format=text").count()), (1, 1), "each download once");
    let (_, onlooker) = page(&browser(), &s, &format!("/games/{game}")).await;
    assert!(onlooker.contains("Game over.") && !onlooker.contains("/rematch"), "no rematch for onlookers");
    let r = alice.post(s.url(&format!("/games/{game}/rematch"))).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("Rematch offered"), "{html}");
    let (_, bobs_lobby) = page(&bob, &s, "/").await;
    assert!(bobs_lobby.contains("/accept\""), "bob is challenged: {bobs_lobby}");
    let r = s.get(None, &format!("/api/v1/games/{game}/export?format=pgn")).await;
    let saved = r.headers()["content-disposition"].to_str().unwrap().to_string();
    assert!(
        saved.starts_with("attachment; filename=\"ortoo-chess-alice-v-bob-") && saved.ends_with(".pgn\""),
        "{saved}"
    );
}

/// The list of legal moves is the way to play without scripts (and a screen reader's move
/// picker): pressing one of its buttons sends the form it is in, the empty move field with it,
/// exactly as a browser does, and plays the button's move.
#[tokio::test]
async fn a_button_of_the_legal_moves_list_plays_its_move() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    register(&s, "bob").await;
    let (alice_api, bob) = (api_player(&s, "alice").await, api_player(&s, "bob").await);
    let game = s.new_game(&alice_api, &bob, "chess").await;

    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    // The button for P e2-e4, as the page draws it: its name and value are what it sends.
    let at = html.find("value=\"P e2-e4\"").expect("the list offers P e2-e4");
    let tag_start = html[..at].rfind("<button").unwrap();
    let tag = &html[tag_start..at];
    let name = tag.split("name=\"").nth(1).unwrap().split('"').next().unwrap();
    assert_ne!(name, "move", "a button named as the field would send the field twice");
    let form = [("ply", "0"), ("move", ""), ("comment", ""), (name, "P e2-e4")];
    let r = alice.post(s.url(&format!("/games/{game}/move"))).form(&form).send().await.unwrap();
    let (status, _) = follow(&alice, &s, r).await;
    assert_eq!(status, StatusCode::OK);
    let shown = s.game(&game).await;
    assert_eq!(shown["ply"], 1, "the button's move was played: {shown}");
    assert_eq!(shown["moves"][0]["text"], "P e2-e4");
}

/// The API's token for a player registered through the pages.
async fn api_player(s: &Server, name: &str) -> common::Player {
    let r =
        s.client.post(s.url("/api/v1/tokens")).json(&serde_json::json!({"name": name, "password": "correct horse"}));
    let body: serde_json::Value = r.send().await.unwrap().json().await.unwrap();
    common::Player { name: name.into(), token: body["token"].as_str().unwrap().into() }
}

/// When King's Run's priorities leave only some moves (a Sandman must take its own Runner), the
/// page says why, and lists only those moves.
#[tokio::test]
async fn the_page_says_why_only_some_moves_are_legal() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    register(&s, "bob").await;
    let (alice_api, bob) = (api_player(&s, "alice").await, api_player(&s, "bob").await);
    let game = s.new_game(&alice_api, &bob, "kings-run").await;
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(!html.contains("id=\"obligation\""), "nothing restricts the first move");
    // White's e-pawn steps to e3 and wakes as a Runner: the d2 and f2 Sandmen must take it.
    assert_eq!(s.play(&alice_api, &game, "P e2-e3; P'-e3").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob, &game, "p a7-a6; discard").await.status(), StatusCode::CREATED);
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(
        html.contains("You must capture your Runner on e3 with a Sandman: only such moves are legal now."),
        "{html}"
    );
    let listed: Vec<&str> =
        html.split("name=\"pick\" value=\"").skip(1).map(|t| t.split('"').next().unwrap()).collect();
    assert!(!listed.is_empty() && listed.iter().all(|m| m.contains("-e3")), "only captures on e3: {listed:?}");
}

/// Without scripts the new-game form shows every way at once: the way chosen decides, its
/// fields alone count, and a form that names two opponents is sent back, filled in, saying so.
#[tokio::test]
async fn the_new_game_form_plays_the_way_chosen_and_nothing_else() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    register(&s, "bob").await;
    let bob = api_player(&s, "bob").await;
    let form = [("variant", "chess"), ("way", "person"), ("opponent", "bob"), ("engine", "3"), ("color", "white")];
    let r = alice.post(s.url("/challenges")).form(&form).send().await.unwrap();
    let (_, lobby) = follow(&alice, &s, r).await;
    assert!(lobby.contains("Challenge sent."), "{lobby}");
    let challenges: serde_json::Value = s.get(Some(&bob), "/api/v1/challenges").await.json().await.unwrap();
    assert_eq!(challenges["challenges"].as_array().map(Vec::len), Some(1), "one challenge, to Bob: {challenges}");
    // Two opponents and no way: back to the form, which keeps them.
    let r = alice
        .post(s.url("/challenges"))
        .form(&[("variant", "chess"), ("opponent", "bob"), ("engine", "3")])
        .send()
        .await
        .unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("more than one opponent") && html.contains("value=\"bob\""), "{html}");
    // A person with no name is not an open seek.
    let r = alice.post(s.url("/challenges")).form(&[("variant", "chess"), ("way", "person")]).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("Name the player you challenge"), "{html}");
    let (_, lobby) = page(&alice, &s, "/").await;
    assert_eq!(lobby.matches("/cancel\"").count(), 1, "still the one challenge: {lobby}");
    // Without scripts, "Show this game's options" asks for the form again, keeping the fields.
    let (_, html) = page(&alice, &s, "/challenges/new?variant=khan&way=person&opponent=bob").await;
    assert!(html.contains("value=\"bob\"") && html.contains("value=\"person\" checked"), "{html}");
}

/// Takeback through the game page's buttons, in a casual game: asked for, seen by the opponent
/// with the move named, granted; a rated game's page offers no such button.
#[tokio::test]
async fn a_takeback_is_asked_and_granted_on_the_page() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let (alice, bob) = (register(&s, "alice").await, register(&s, "bob").await);
    let (alice_api, bob_api) = (api_player(&s, "alice").await, api_player(&s, "bob").await);
    let game = s.game_of(&alice_api, &bob_api, serde_json::json!({"variant": "chess", "rated": false})).await;
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(!html.contains("take back my move"), "nothing to take back before a move");
    assert_eq!(s.play(&alice_api, &game, "g1f3").await.status(), StatusCode::CREATED);
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains(">Ask to take back my move</button>"), "{html}");

    let r = alice.post(s.url(&format!("/games/{game}/takeback"))).form(&[("action", "offer")]).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("Your opponent is asked to take back your move."), "{html}");
    assert!(html.contains("You have asked to take back your move.") && html.contains("Withdraw the request"), "{html}");
    let (_, html) = page(&bob, &s, &format!("/games/{game}")).await;
    assert!(html.contains("Your opponent asks to take back Nf3."), "the move named as the list names it: {html}");
    let r = bob.post(s.url(&format!("/games/{game}/takeback"))).form(&[("action", "accept")]).send().await.unwrap();
    let (_, html) = follow(&bob, &s, r).await;
    assert!(html.contains("The move is taken back."), "{html}");
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains("Your turn") && html.contains("data-ply=\"0\""), "back at the start: {html}");
    // A refusal is said on the page: nothing is asked of Bob now.
    let r = bob.post(s.url(&format!("/games/{game}/takeback"))).form(&[("action", "accept")]).send().await.unwrap();
    let (_, html) = follow(&bob, &s, r).await;
    assert!(html.contains("Your opponent has not asked to take back a move."), "{html}");

    let rated = s.new_game(&alice_api, &bob_api, "chess").await;
    assert_eq!(s.play(&alice_api, &rated, "e2e4").await.status(), StatusCode::CREATED);
    let (_, html) = page(&alice, &s, &format!("/games/{rated}")).await;
    assert!(!html.contains("take back"), "a rated game has no takebacks");
}

/// The one who asked to take a move back is told of a decline on the game's page, once; the
/// words of the request do not come back on a reload.
#[tokio::test]
async fn a_declined_takeback_is_told_to_the_one_who_asked() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let (alice, bob) = (register(&s, "alice").await, register(&s, "bob").await);
    let (alice_api, bob_api) = (api_player(&s, "alice").await, api_player(&s, "bob").await);
    let game = s.game_of(&alice_api, &bob_api, serde_json::json!({"variant": "chess", "rated": false})).await;
    assert_eq!(s.play(&alice_api, &game, "g1f3").await.status(), StatusCode::CREATED);
    let r = alice.post(s.url(&format!("/games/{game}/takeback"))).form(&[("action", "offer")]).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("Your opponent is asked to take back your move."), "{html}");
    let r = bob.post(s.url(&format!("/games/{game}/takeback"))).form(&[("action", "decline")]).send().await.unwrap();
    let (_, html) = follow(&bob, &s, r).await;
    assert!(html.contains("You declined the takeback"), "{html}");
    // Alice's page, loaded again: the decline is said, and the request is no longer.
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains("Your opponent declined to take back your move"), "{html}");
    assert!(!html.contains("You have asked to take back your move."), "{html}");
    assert!(html.contains(">Ask to take back my move</button>") || !html.contains("take back my move"));
    // Said once: the next load says nothing of it.
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(!html.contains("declined to take back"), "{html}");
}

/// A move seen on its game's page is read there: the opponent's move no longer counts in the
/// header's notices once the page has shown it, unless the page fetched it off the screen.
#[tokio::test]
async fn a_move_seen_on_the_page_is_read() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let (alice, bob) = (register(&s, "alice").await, register(&s, "bob").await);
    let (alice_api, bob_api) = (api_player(&s, "alice").await, api_player(&s, "bob").await);
    let game = s.new_game(&alice_api, &bob_api, "chess").await;
    let unread = |who: &common::Player| {
        let who = who.clone();
        let s = &s;
        async move {
            let list: serde_json::Value =
                s.get(Some(&who), "/api/v1/me/notifications?unread=true").await.json().await.unwrap();
            list["notifications"].as_array().unwrap().iter().filter(|n| n["kind"] == "turn").count()
        }
    };
    // Alice's own page at the start reads her "the game has begun".
    let _ = page(&alice, &s, &format!("/games/{game}")).await;
    assert_eq!(unread(&alice_api).await, 0);
    assert_eq!(s.play(&alice_api, &game, "e2e4").await.status(), StatusCode::CREATED);
    assert_eq!(unread(&bob_api).await, 1, "Bob is told of e2e4");
    // A page in the background fetches the move: not seen.
    let r = bob.get(s.url(&format!("/games/{game}"))).header("x-ortoo-unseen", "1").send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(unread(&bob_api).await, 1, "a page off the screen has not shown it");
    // The page on the screen: seen.
    let _ = page(&bob, &s, &format!("/games/{game}")).await;
    assert_eq!(unread(&bob_api).await, 0, "the page showed it");
    let _ = alice;
}

/// What a game counts stands beside its board and in the API's game: three-check's checks
/// still to give, after White has given one.
#[tokio::test]
async fn three_checks_count_stands_beside_the_board_and_in_the_api() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let (alice_api, bob_api) = (api_player(&s, "alice").await, s.register("bob").await);
    let game = s.new_game(&alice_api, &bob_api, "3check").await;
    for (who, mv) in [(&alice_api, "e2e4"), (&bob_api, "f7f6"), (&alice_api, "d1h5")] {
        assert_eq!(s.play(who, &game, mv).await.status(), StatusCode::CREATED, "{mv}");
    }
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(
        html.contains("Checks still to give: White <strong>2</strong> · Black <strong>3</strong>."),
        "the count beside the board: {html}"
    );
    let shown = s.game(&game).await;
    assert_eq!(
        shown["counts"],
        serde_json::json!([{"kind": "checks_to_give", "label": "Checks still to give", "white": 2, "black": 3}])
    );
    // A game that counts nothing says so with an empty list.
    let chess = s.new_game(&alice_api, &bob_api, "chess").await;
    assert_eq!(s.game(&chess).await["counts"], serde_json::json!([]));
}

/// A game with pieces in hand shows each side's hand under the board and in the API; a piece
/// taken goes to its taker's hand and is dropped from it, typed in any of the notations, and a
/// drop that breaks a rule is refused with the rule's words.
#[tokio::test]
async fn pieces_in_hand_are_shown_and_dropped() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let (alice_api, bob_api) = (api_player(&s, "alice").await, s.register("bob").await);
    let game = s.new_game(&alice_api, &bob_api, "crazyhouse").await;
    for (who, mv) in [(&alice_api, "e2e4"), (&bob_api, "d7d5"), (&alice_api, "exd5"), (&bob_api, "Qxd5")] {
        assert_eq!(s.play(who, &game, mv).await.status(), StatusCode::CREATED, "{mv}");
    }
    let shown = s.game(&game).await;
    assert_eq!(
        shown["hands"],
        serde_json::json!({"white": [{"letter": "P", "name": "Pawn", "count": 1}], "black": [{"letter": "p", "name": "Pawn", "count": 1}]})
    );
    assert!(shown["position"].as_str().unwrap().contains("/RNBQKBNR[Pp] w"), "{shown}");
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    // Beside the board: Black's hand above the clocks' place, White's (the mover's) below.
    // The labels are messages, escaped as any text the page writes (`'` as `&#39;`).
    let top = html.find(r#"<div class="hand top" role="group" data-side="black" aria-label="Black&#39;s hand">"#);
    let bottom = html.find(
        r#"<div class="hand bottom" role="group" data-side="white" data-moving="true" aria-label="White&#39;s hand"><span class="who">White holds</span>"#,
    );
    assert!(top.is_some() && bottom.is_some() && top < bottom, "{html}");
    assert!(html.contains(r#"<span class="held" data-label="P" data-count="1" title="Pawn">"#), "{html}");
    // The board's script is handed each drop, from the hand's letter to its square.
    assert!(html.contains(r#"{"t":"P-d3","f":"@P","to":"d3","k":"drop","r":"P-d3","s":"P@d3"}"#), "{html}");
    // A pawn may not be dropped on the last rank; the refusal says why.
    let refused = s.play(&alice_api, &game, "P@d8").await;
    assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: serde_json::Value = refused.json().await.unwrap();
    let detail = body["detail"].as_str().unwrap_or_default();
    assert!(detail.contains("not a legal drop") && detail.contains("first rank or where it would promote"), "{body}");
    // A drop in full algebraic, then one in SAN.
    assert_eq!(s.play(&alice_api, &game, "P-d3").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob_api, &game, "P@d6").await.status(), StatusCode::CREATED);
    let shown = s.game(&game).await;
    assert_eq!(shown["hands"], serde_json::json!({"white": [], "black": []}));
    let moves: Vec<&str> = shown["moves"].as_array().unwrap().iter().map(|m| m["text"].as_str().unwrap()).collect();
    assert_eq!(moves[4..], ["P-d3", "p-d6"]);
    // A game without hands has none in its JSON.
    let chess = s.new_game(&alice_api, &bob_api, "chess").await;
    assert!(s.game(&chess).await.get("hands").is_none());
}

/// The notation a player reads moves in is theirs to choose on the settings page: standard
/// algebraic by default, in the move list and the list of legal moves; full algebraic once
/// chosen; what the buttons send stays the canonical text.
#[tokio::test]
async fn moves_are_written_in_the_notation_the_player_chose() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let (alice_api, bob_api) = (api_player(&s, "alice").await, s.register("bob").await);
    let game = s.new_game(&alice_api, &bob_api, "chess").await;
    for (who, mv) in [(&alice_api, "e2e4"), (&bob_api, "d7d5")] {
        assert_eq!(s.play(who, &game, mv).await.status(), StatusCode::CREATED, "{mv}");
    }
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(
        html.contains(
            r#"<button type="submit" name="pick" value="P e4-d5" data-coord="e4d5" title="P e4-d5">exd5</button>"#
        ),
        "{html}"
    );
    assert!(!html.contains("data-notation=\"full\""), "standard algebraic by default");
    let (_, settings) = page(&alice, &s, "/settings").await;
    assert!(settings.contains(r#"name="notation" value="san" checked"#), "{settings}");
    let form = [("action", "save"), ("notify", "move"), ("reminders", "24,2"), ("time_zone", ""), ("notation", "full")];
    let r = alice.post(s.url("/settings")).form(&form).send().await.unwrap();
    let (_, settings) = follow(&alice, &s, r).await;
    assert!(settings.contains("Settings saved.") && settings.contains(r#"name="notation" value="full" checked"#));
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains(r#"title="P e4-d5">P e4-d5</button>"#), "{html}");
    assert!(html.contains("<html lang=\"en\" data-notation=\"full\">"), "the move list in full");
    // The API says the setting, and takes it; a notation it does not know is refused.
    let put = |body: serde_json::Value| {
        s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice_api.token).json(&body).send()
    };
    let r = put(serde_json::json!({"notation": "figurine"})).await.unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let r = put(serde_json::json!({"notation": "san"})).await.unwrap();
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!(body["notation"], "san", "{body}");
}

/// A shogi game reads as shogi players read it: moves typed in USI (`7g7f`) or in the western
/// notation (`P-3d`, `Bx2b+`, `B*5e`), the move list in that notation, the board's files
/// numbered 9 to 1 and its ranks lettered from the top, and the game exported as USI.
#[tokio::test]
async fn a_shogi_game_reads_as_shogi_players_read_it() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let (alice_api, bob_api) = (api_player(&s, "alice").await, s.register("bob").await);
    let game = s.new_game(&alice_api, &bob_api, "shogi").await;
    let line = [
        (&alice_api, "7g7f", "P c3-c4"),
        (&bob_api, "P-3d", "p g7-g6"),
        (&alice_api, "8h2b+", "B b2-h8; H-h8"),
        (&bob_api, "Sx2b", "s g9-h8"),
        (&alice_api, "B*5e", "B-e5"),
        (&bob_api, "B*5d", "b-e6"),
    ];
    for (who, typed, canonical) in line {
        let r = s.play(who, &game, typed).await;
        assert_eq!(r.status(), StatusCode::CREATED, "{typed}");
        let played: serde_json::Value = r.json().await.unwrap();
        assert_eq!(played["text"], canonical, "{typed}");
    }
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    for san in ["P-7f", "P-3d", "Bx2b+", "Sx2b", "B*5e", "B*5d"] {
        assert!(html.contains(&format!(r#"<span class="san">{san}</span>"#)), "{san} in the move list: {html}");
    }
    assert!(html.contains(r#"text-anchor="middle">9</text>"#) && html.contains(r#"text-anchor="middle">i</text>"#));
    assert!(html.contains(&format!(r#"<a href="/api/v1/games/{game}/export?format=usi" download>USI</a>"#)), "{html}");
    let usi = s.get(Some(&alice_api), &format!("/api/v1/games/{game}/export?format=usi")).await;
    assert_eq!(usi.status(), StatusCode::OK);
    assert_eq!(usi.text().await.unwrap(), "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*5e B*5d\n");
    // Chess has no USI.
    let chess = s.new_game(&alice_api, &bob_api, "chess").await;
    let refused = s.get(Some(&alice_api), &format!("/api/v1/games/{chess}/export?format=usi")).await;
    assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

/// The tournaments' pages, the rules index and the players' files of variants speak the reader's
/// language, the notices after their forms too; games' and players' names stay as they are, and
/// a link inside a sentence stands where the language puts it.
#[tokio::test]
async fn tournaments_rules_and_uploads_speak_the_reader_s_language() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let form = [
        ("variant", "chess"),
        ("name", "Friday Swiss"),
        ("kind", "swiss"),
        ("rounds", "2"),
        ("days_per_move", "3"),
        ("rated", "rated"),
    ];
    let r = alice.post(s.url("/tournaments")).form(&form).send().await.unwrap();
    let place = r.headers()["location"].to_str().unwrap().split('?').next().unwrap().to_string();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("Your tournament is open: players can join it until it starts."), "{html}");
    assert!(html.contains("Swiss of Chess over 2 rounds, 3 days per move, rated."), "{html}");
    assert!(html.contains(r#"Made by <a href="/@/alice">alice</a>. Joining is open; it starts "#), "{html}");
    let (_, list) = page(&alice, &s, "/tournaments").await;
    assert!(list.contains("Swiss, 3 days per move, rated") && list.contains("joining open"), "{list}");

    // In Japanese, as the footer chooses it for the player.
    let r = alice.post(s.url("/language")).form(&[("language", "ja")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, list) = page(&alice, &s, "/tournaments").await;
    assert!(list.contains("<h2>大会を作る</h2>") && !list.contains("Make a tournament"), "{list}");
    assert!(list.contains("スイス式、1手3日、レーティング対局") && list.contains("参加受付中"), "{list}");
    let r = alice.post(s.url(&format!("{place}/leave"))).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("大会への参加を取り消しました。") && html.contains("参加者（0人）"), "{html}");
    let r = alice.post(s.url(&format!("{place}/join"))).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("参加しました。"), "{html}");
    assert!(html.contains("チェスのスイス式、全2回戦、1手3日、レーティング対局。"), "{html}");
    assert!(html.contains(r#"主催：<a href="/@/alice">alice</a>さん。"#), "the link inside the sentence: {html}");
    assert!(html.contains("参加者（1人）"), "{html}");

    let (_, rules) = page(&alice, &s, "/rules?q=nothing-like-it").await;
    assert!(rules.contains("<title>ルール · ortoo</title>") && rules.contains("すべてのゲーム"), "{rules}");
    assert!(rules.contains("「nothing-like-it」に一致するプレイヤーの変種はありません。"), "{rules}");
    let (_, chess) = page(&alice, &s, "/rules/chess").await;
    assert!(chess.contains("チェスの対局を始める") && !chess.contains("Start a game"), "{chess}");
    // The rules themselves in Japanese, the pieces named as Japanese players call them, the
    // board's labels for screen readers too.
    assert!(
        chess.contains(r#"<article class="rules">"#) && !chess.contains("このルールは現在英語のみです。"),
        "{chess}"
    );
    assert!(chess.contains("<h2>盤と初期配置</h2>") && chess.contains("キャスリング"), "{chess}");
    assert!(chess.contains("<title>e1の白のキング</title>"), "{chess}");
    let (_, shogi) = page(&alice, &s, "/rules/shogi").await;
    assert!(shogi.contains("<strong>桂馬</strong>") && shogi.contains("データとしてのルール"), "{shogi}");
    // A page's form that cannot be read says so in Japanese.
    let r = alice.post(s.url("/challenges")).header("content-type", "text/plain").body("x").send();
    let r = r.await.unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let html = r.text().await.unwrap();
    let said = ortoo_i18n::find("ja").unwrap().text("error-form-unreadable");
    assert!(html.contains(&said), "{html}");

    let (_, files) = page(&alice, &s, "/variants/files").await;
    assert!(files.contains("<h1>あなたの変種</h1>") && files.contains("<code>variants.ini</code>"), "{files}");
    let tiny = "[tiny:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
    let r = alice.post(s.url("/variants/files")).form(&[("name", "tiny.ini"), ("text", tiny)]).send().await.unwrap();
    let (_, file) = follow(&alice, &s, r).await;
    assert!(file.contains("tiny.ini を保存しました。") && file.contains("このファイルを削除"), "{file}");
    assert!(file.contains(r#"アップロード：<a href="/@/alice">alice</a>さん"#), "{file}");
    let bad = [("name", "bad.ini"), ("text", "[bad:nowhere]")];
    let r = alice.post(s.url("/variants/files")).form(&bad).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let refused = r.text().await.unwrap();
    assert!(refused.contains("ファイルは受け付けられませんでした。何も保存されていません。"), "{refused}");
}

/// The lobby, the new-game form, a player's page and the leaderboards speak the reader's
/// language: headings, the games' rows (who is to move, how a game ended), a challenge's clock,
/// the notices after the form and its refusals; games' and players' names stay as they are.
#[tokio::test]
async fn the_lobby_and_the_players_speak_the_reader_s_language() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let (alice_api, bob_api) = (api_player(&s, "alice").await, s.register("bob").await);
    let r = alice.post(s.url("/language")).form(&[("language", "ja")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);

    let (_, lobby) = page(&alice, &s, "/").await;
    assert!(lobby.contains("<title>ロビー · ortoo</title>"), "{lobby}");
    assert!(
        lobby.contains("あなたの手番を待っている対局はありません。") && !lobby.contains("No game waits"),
        "{lobby}"
    );
    assert!(lobby.contains("現在、受付中の申し込みはありません。"), "{lobby}");
    let (_, form) = page(&alice, &s, "/challenges/new?variant=chess").await;
    assert!(form.contains("<h1>新しい対局</h1>") && form.contains("持ち時間バンク"), "{form}");
    assert!(form.contains("レベル 3") && !form.contains("Send challenge"), "{form}");

    // An open seek: the notice after the form, and its row in the lobby.
    let seek = [("variant", "chess"), ("way", "seek"), ("clock", "days"), ("days_per_move", "3")];
    let r = alice.post(s.url("/challenges")).form(&seek).send().await.unwrap();
    let (_, lobby) = follow(&alice, &s, r).await;
    assert!(lobby.contains("対局を申し込みました。") && lobby.contains("1手3日"), "{lobby}");
    assert!(lobby.contains("<em>誰でも</em>") && lobby.contains("取り下げる"), "{lobby}");
    // A refusal of the form's own, in the reader's words.
    let r = alice.post(s.url("/challenges")).form(&[("variant", "chess"), ("way", "person")]).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("申し込む相手のプレイヤー名を入力してください"), "{html}");

    // A game: whose move it is, then how it ended.
    let game = s.new_game(&alice_api, &bob_api, "chess").await;
    let (_, lobby) = page(&alice, &s, "/").await;
    assert!(lobby.contains("あなたの手番（1）") && lobby.contains(r#"<th class="ply">手数</th>"#), "{lobby}");
    assert_eq!(s.play(&alice_api, &game, "e2e4").await.status(), StatusCode::CREATED);
    let (_, lobby) = page(&alice, &s, "/").await;
    assert!(lobby.contains("相手の手番（1）") && lobby.contains("黒の手番"), "{lobby}");
    let r = s.post(&alice_api, &format!("/api/v1/games/{game}/resign"), serde_json::json!({})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let (_, lobby) = page(&alice, &s, "/").await;
    assert!(lobby.contains("<h2>終了した対局</h2>") && lobby.contains("黒の勝ち（投了）"), "{lobby}");

    let (_, player) = page(&alice, &s, "/@/alice").await;
    assert!(player.contains("<h1>alice</h1>") && player.contains("終了した対局：0勝 1敗 0分。"), "{player}");
    assert!(player.contains("対局中（0）") && player.contains("黒の勝ち（投了）"), "{player}");
    let (status, missing) = page(&alice, &s, "/@/nobody").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(missing.contains("「nobody」というプレイヤーはいません。"), "{missing}");

    let (_, boards) = page(&alice, &s, "/leaderboard").await;
    assert!(
        boards.contains("<h1>ランキング</h1>") && boards.contains("Koanの確定したレーティングはまだありません。"),
        "{boards}"
    );
    let (_, chess) = page(&alice, &s, "/leaderboard/chess").await;
    assert!(chess.contains("<h1>チェスのランキング</h1>") && chess.contains("すべてのゲーム"), "{chess}");
    let (status, missing) = page(&alice, &s, "/leaderboard/nope").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(missing.contains("「nope」というゲームはありません。"), "{missing}");
}

/// The game page speaks the reader's language: the heading, whose turn it is, the move form,
/// the offers, the notice after a form and how the game ended; the game's name as its guide is
/// titled in the language (チェス); players' names and the moves stay as they are.
#[tokio::test]
async fn the_game_page_speaks_the_reader_s_language() {
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let alice = register(&s, "alice").await;
    let (alice_api, bob_api) = (api_player(&s, "alice").await, s.register("bob").await);
    let r = alice.post(s.url("/language")).form(&[("language", "ja")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let game = s.new_game(&alice_api, &bob_api, "chess").await;
    let (_, html) = page(&alice, &s, &format!("/games/{game}")).await;
    assert!(html.contains("チェス：alice 対 bob · ortoo</title>"), "{html}");
    assert!(html.contains("（白）対 ") && html.contains("（黒）</h1>"), "{html}");
    assert!(html.contains(r#"<span class="your-turn">あなたの手番です。</span>"#), "{html}");
    assert!(
        html.contains(r#"<label for="move">あなたの着手</label>"#) && html.contains("すべての合法手（20）"),
        "{html}"
    );
    assert!(html.contains(r#"value="P e2-e4" data-coord="e2e4""#), "the moves stay as they are: {html}");
    assert!(html.contains(">引き分けを提案</button>") && html.contains(">投了</button>"), "{html}");
    assert!(!html.contains("Your turn") && !html.contains("Offer a draw"), "{html}");
    // A notice after a form, and the end in the reader's words.
    let r = alice.post(s.url(&format!("/games/{game}/resign"))).send().await.unwrap();
    let (_, html) = follow(&alice, &s, r).await;
    assert!(html.contains("投了しました。"), "{html}");
    assert!(html.contains("対局終了。bobさん（黒）の勝ちです（投了）。"), "{html}");
}
