//! The game page in a real browser: Debian's headless Chromium, driven over WebDriver by
//! chromedriver, against a real server. A player logs in through the form, moves by clicking
//! and by dragging in each of the six games, promotes, plays King's Run's second part and a
//! Khan spell through the chooser and the board's marks, has a move refused, sees the opponent's
//! and the engine's moves arrive without a reload, reviews with the keyboard, and a phone shows
//! every page without sideways scrolling at 360 px. Screenshots of each game's page are saved under
//! `target/browser/`.
//!
//! Without chromium and chromedriver these tests say so and pass, except in CI (`CI=true`),
//! where a skipped browser test is a failure: `.ci/run` installs both.

mod common;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{Backend, Player, Server};
use fantoccini::actions::{
    InputSource, KeyAction, KeyActions, MOUSE_BUTTON_LEFT, MouseActions, PointerAction, TouchActions,
};
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use ortoo_rules::notation::{self, Part, Target};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Browser sessions run one at a time: the machine has two cores, and Chromium takes both.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A chromedriver of this test's own, stopped when the test ends, with every Chromium it
/// started (a test that fails never closes its session, and Chromium outlives its driver).
struct Driver {
    child: Child,
    url: String,
    /// The prefix of the profile folders of this driver's browsers, which names their processes.
    profiles: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = Command::new("pkill").arg("-f").arg(&self.profiles).status();
        let _ = self.child.kill();
        let _ = self.child.wait();
        for entry in std::fs::read_dir(std::env::temp_dir()).into_iter().flatten().flatten() {
            if entry.path().display().to_string().starts_with(&self.profiles) {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
}

fn installed(program: &str) -> Option<String> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(program)).find(|p| p.is_file()).map(|p| p.display().to_string())
}

/// Starts chromedriver, or returns `None` (saying so) when Chromium is not installed; in CI that
/// is a failure instead.
async fn driver() -> Option<Driver> {
    let (Some(chromedriver), Some(_)) = (installed("chromedriver"), installed("chromium")) else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true but chromium or chromedriver is missing: the browser tests cannot be skipped in CI"
        );
        eprintln!("skipped: chromium and chromedriver are not installed (apt install chromium chromium-driver)");
        return None;
    };
    let port = {
        let socket = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        socket.local_addr().unwrap().port()
    };
    let child = Command::new(chromedriver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let profiles =
        std::env::temp_dir().join(format!("ortoo-chromium-{}", uuid::Uuid::now_v7().simple())).display().to_string();
    let driver = Driver { child, url: format!("http://127.0.0.1:{port}"), profiles };
    let started = Instant::now();
    while tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_err() {
        assert!(started.elapsed() < Duration::from_secs(20), "chromedriver did not start listening");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Some(driver)
}

/// A headless Chromium session: a desktop window, or a phone 360 px wide.
async fn browser(driver: &Driver, phone: bool) -> Client {
    browser_sized(driver, phone, "1280,1000").await
}

/// A browser whose desk window is `size` (`1366,768`); a phone is 360×740 whatever it says.
async fn browser_sized(driver: &Driver, phone: bool, size: &str) -> Client {
    let profile = format!("--user-data-dir={}-{}", driver.profiles, if phone { "phone" } else { "desk" });
    let mut options = json!({
        "binary": installed("chromium").unwrap(),
        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", format!("--window-size={size}"), profile],
    });
    if phone {
        options["mobileEmulation"] =
            json!({"deviceMetrics": {"width": 360, "height": 740, "pixelRatio": 2.0, "touch": true}});
    }
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".into(), options);
    fantoccini::ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&driver.url)
        .await
        .expect("a Chromium session starts")
}

/// How long a browser test waits for what it expects before failing: long, because the test
/// suite may share a loaded machine (every wait is on a condition, polled, never a fixed sleep,
/// so a quick machine never waits this long).
const PATIENCE: Duration = Duration::from_secs(30);

/// Waits for `check` to hold, then fails saying what was awaited.
async fn until<F, Fut>(what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let started = Instant::now();
    while !check().await {
        assert!(started.elapsed() < PATIENCE, "waited {PATIENCE:?} for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The element `locator` finds, waited for rather than looked for once: a page on a loaded
/// machine may still be drawing it.
async fn found(c: &Client, locator: Locator<'_>) -> fantoccini::elements::Element {
    c.wait().at_most(PATIENCE).for_element(locator).await.unwrap_or_else(|e| panic!("waited for {locator:?}: {e}"))
}

async fn script(c: &Client, code: &str) -> Value {
    c.execute(code, vec![]).await.unwrap_or_else(|e| panic!("script {code}: {e}"))
}

/// Logs in through the login form, as a person would.
async fn log_in(c: &Client, s: &Server, name: &str) {
    c.goto(&s.url("/login")).await.unwrap();
    found(c, Locator::Id("name")).await.send_keys(name).await.unwrap();
    found(c, Locator::Id("password")).await.send_keys("correct horse").await.unwrap();
    found(c, Locator::Css("form button.primary")).await.click().await.unwrap();
    until("the lobby after logging in", || async { !c.current_url().await.unwrap().path().starts_with("/login") })
        .await;
}

/// The game's ply as the page shows it (`data-ply`), and whether the board's script has wired
/// the pieces that may move.
async fn shown_ply(c: &Client) -> i64 {
    script(c, "const g = document.getElementById('game'); return g ? Number(g.dataset.ply) : -1;")
        .await
        .as_i64()
        .unwrap_or(-1)
}

/// The legal moves the page hands to the board's script.
async fn hand(c: &Client) -> Vec<Value> {
    let moves = script(c, "const h = document.getElementById('hand-moves'); return h ? h.textContent : '[]';").await;
    serde_json::from_str(moves.as_str().unwrap()).unwrap()
}

/// The element a player touches on a square: the piece standing there, else the square. `@P`
/// is the piece P in the hand of the side to move.
async fn square(c: &Client, sq: &str) -> fantoccini::elements::Element {
    if let Some(label) = sq.strip_prefix('@') {
        let held = format!(".hand[data-moving='true'] .held[data-label='{label}' i]");
        return c.find(Locator::Css(&held)).await.unwrap_or_else(|e| panic!("no {label} in hand: {e}"));
    }
    let piece = format!("svg.board .piece[data-square='{sq}']");
    match c.find(Locator::Css(&piece)).await {
        Ok(element) => element,
        Err(_) => c.find(Locator::Css(&format!("svg.board .cell[data-square='{sq}']"))).await.unwrap(),
    }
}

/// How a move is made on the board.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Hand {
    Click,
    Drag,
    /// A finger's drag on a touch screen.
    Touch,
}

/// Picks up the piece on `from` and puts it on `to`: two clicks, a drag with the mouse, or one
/// with a finger.
async fn put(c: &Client, how: Hand, from: &str, to: &str) {
    match how {
        Hand::Click => {
            square(c, from).await.click().await.unwrap();
            square(c, to).await.click().await.unwrap();
        }
        Hand::Drag => {
            let mut mouse = MouseActions::new("mouse".into());
            for step in drag_steps(square(c, from).await, square(c, to).await, 150) {
                mouse = mouse.then(step);
            }
            c.perform_actions(mouse).await.unwrap();
        }
        Hand::Touch => {
            let mut finger = TouchActions::new("finger".into());
            for step in drag_steps(square(c, from).await, square(c, to).await, 250) {
                finger = finger.then(step);
            }
            c.perform_actions(finger).await.unwrap();
        }
    }
}

/// A pointer's drag from `start` to `end`: pressed, nudged past the board's few pixels of
/// slack (so it is a drag, not a click), carried over `ms` milliseconds, and let go.
fn drag_steps(start: fantoccini::elements::Element, end: fantoccini::elements::Element, ms: u64) -> [PointerAction; 5] {
    [
        PointerAction::MoveToElement { element: start, duration: None, x: 0.0, y: 0.0 },
        PointerAction::Down { button: MOUSE_BUTTON_LEFT },
        PointerAction::MoveBy { duration: Some(Duration::from_millis(50)), x: 8.0, y: 8.0 },
        PointerAction::MoveToElement { element: end, duration: Some(Duration::from_millis(ms)), x: 0.0, y: 0.0 },
        PointerAction::Up { button: MOUSE_BUTTON_LEFT },
    ]
}

/// Whether the board's move chooser is showing.
async fn chooser_open(c: &Client) -> bool {
    script(c, "const b = document.getElementById('chooser'); return !!b && !b.hidden;").await.as_bool().unwrap()
}

/// Presses "Play the move" in the confirm step, after checking it shows `text`, and waits for
/// the game to reach `ply`.
async fn confirm(c: &Client, text: &str, ply: i64) {
    until("the confirm step", || async {
        script(c, "const b = document.getElementById('confirm'); return !!b && !b.hidden;").await.as_bool().unwrap()
    })
    .await;
    let shown = found(c, Locator::Css("#confirm .text")).await.text().await.unwrap();
    // As the player reads moves: standard algebraic where the game has it (the hand says how).
    let read = script(
        c,
        &format!(
            "return JSON.parse(document.getElementById('hand-moves').textContent).find(m => m.t === {}).s;",
            json!(text)
        ),
    )
    .await;
    assert_eq!(json!(shown), read, "the confirm step names the move ({text})");
    found(c, Locator::Css("#confirm .play")).await.click().await.unwrap();
    // At least: an engine may have answered by the time the page is drawn.
    until(&format!("the page at ply {ply}"), || async { shown_ply(c).await >= ply }).await;
}

/// Presses the chooser's button for the whole move `text` (its title).
async fn choose(c: &Client, text: &str) {
    for button in c.find_all(Locator::Css("#chooser button[title]")).await.unwrap() {
        if button.attr("title").await.unwrap().as_deref() == Some(text) {
            return button.click().await.unwrap();
        }
    }
    panic!("the chooser has no button for {text}");
}

/// Makes `m` (one of [`hand`]'s moves) on the board: its first part by hand, the rest through
/// the chooser, then the confirm step.
async fn make(c: &Client, how: Hand, m: &Value, ply: i64) {
    let (from, to) = (m["f"].as_str().unwrap(), m["to"].as_str().unwrap());
    if to == "off" {
        square(c, from).await.click().await.unwrap();
        found(c, Locator::Id("off-board")).await.click().await.unwrap();
    } else {
        put(c, how, from, to).await;
    }
    finish(c, m, ply).await;
}

/// Finishes `m` once its first part is made on the board: the rest through the chooser when
/// the first part leaves a choice, then the confirm step.
async fn finish(c: &Client, m: &Value, ply: i64) {
    let text = m["t"].as_str().unwrap();
    let siblings = hand(c).await.into_iter().filter(|o| o["f"] == m["f"] && o["to"] == m["to"]).count();
    if siblings > 1 {
        until("the chooser", || chooser_open(c)).await;
        choose(c, text).await;
    }
    confirm(c, text, ply).await;
}

/// A move of the page's hand to drag: a plain move onto a square (not a capture, not off the
/// board) where there is one, else the first.
async fn a_move_to_drag(c: &Client) -> Value {
    let moves = hand(c).await;
    moves.iter().find(|m| m["k"] == "move" && m["to"] != "off").unwrap_or(&moves[0]).clone()
}

/// The last move of a game, as the API reports it.
async fn last_move(s: &Server, game: &str) -> String {
    let g = s.game(game).await;
    g["moves"].as_array().unwrap().last().unwrap()["text"].as_str().unwrap().to_string()
}

async fn screenshot(c: &Client, name: &str) {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/browser");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join(format!("{name}.png")), c.screenshot().await.unwrap()).unwrap();
}

/// A horizontal scroll bar on the page: its content is wider than the window.
/// On a phone the window is taken as the phone's screen: an emulated phone's layout viewport
/// grows to hold what overflows it, so the window's own width would hide the overflow.
async fn overflows(c: &Client, phone: bool) -> bool {
    let width = if phone { "screen.width" } else { "window.innerWidth" };
    script(c, &format!("return document.documentElement.scrollWidth > {width} + 1;")).await.as_bool().unwrap()
}

struct Table {
    s: Server,
    alice: Player,
    bob: Player,
}

async fn table() -> Table {
    let s = common::start(Backend::Sqlite).await.unwrap();
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    Table { s, alice, bob }
}

/// A move for White in each game, by click and by drag, with the opponent's answer arriving on
/// the page without a reload; a screenshot of each game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_by_click_and_drag_in_every_game() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    // The hand-written six, then games defined as data on boards of 10×8, 10×10 and 12×8.
    let games =
        ["chess", "khans-chess", "kings-run", "shatranj-kamil-x", "koan", "khan", "capablanca", "grand", "courier"];
    for variant in games {
        let game = s.new_game(&alice, &bob, variant).await;
        c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
        screenshot(&c, variant).await;
        // The first legal move that is a plain move: clicked.
        let moves = hand(&c).await;
        assert!(!moves.is_empty(), "{variant}: the page hands the board its legal moves");
        let first = moves.iter().find(|m| m["k"] == "move").unwrap_or(&moves[0]).clone();
        // Picking the piece marks where it can go.
        square(&c, first["f"].as_str().unwrap()).await.click().await.unwrap();
        let marks = script(&c, "return document.querySelectorAll('svg.board .marks .mark').length;").await;
        assert!(marks.as_u64().unwrap() >= 1, "{variant}: picking a piece marks its squares");
        square(&c, first["f"].as_str().unwrap()).await.click().await.unwrap();
        eprintln!("{variant}: clicking {first}");
        make(&c, Hand::Click, &first, 1).await;
        assert_eq!(last_move(&s, &game).await, first["t"].as_str().unwrap(), "{variant}: the clicked move was played");
        assert!(c.current_url().await.unwrap().path().ends_with(&game), "the address stays the game's");

        // Black answers through the API; the page shows it without a reload.
        script(&c, "window.sameDocument = true; return null;").await;
        let g = s.game(&game).await;
        let answer = g["legal_moves"][0].as_str().unwrap().to_string();
        assert_eq!(s.play(&bob, &game, &answer).await.status(), StatusCode::CREATED);
        until(&format!("{variant}: Black's move on White's page"), || async { shown_ply(&c).await == 2 }).await;
        let same = script(&c, "return window.sameDocument === true;").await;
        assert_eq!(same, json!(true), "{variant}: the opponent's move arrived without reloading the page");

        // White's second move: dragged.
        let second = a_move_to_drag(&c).await;
        eprintln!("{variant}: dragging {second}");
        make(&c, Hand::Drag, &second, 3).await;
        assert_eq!(last_move(&s, &game).await, second["t"].as_str().unwrap(), "{variant}: the dragged move was played");
    }
    c.close().await.unwrap();
}

/// A pawn reaches the last rank: the chooser offers the pieces it may become.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_promotion_through_the_chooser() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "chess").await;
    for (who, text) in [
        (&alice, "a2a4"),
        (&bob, "b7b5"),
        (&alice, "a4b5"),
        (&bob, "a7a6"),
        (&alice, "b5a6"),
        (&bob, "c8b7"),
        (&alice, "a6b7"),
        (&bob, "b8c6"),
    ] {
        assert_eq!(s.play(who, &game, text).await.status(), StatusCode::CREATED, "{text}");
    }
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    put(&c, Hand::Click, "b7", "a8").await;
    until("the promotion chooser", || chooser_open(&c)).await;
    let offered =
        script(&c, "return [...document.querySelectorAll('#chooser button[title]')].map(b => b.title);").await;
    assert_eq!(offered.as_array().unwrap().len(), 4, "queen, rook, bishop, knight: {offered}");
    let queen = offered.as_array().unwrap().iter().find(|t| t.as_str().unwrap().contains('Q')).unwrap();
    let queen = queen.as_str().unwrap().to_string();
    choose(&c, &queen).await;
    confirm(&c, &queen, 9).await;
    assert_eq!(last_move(&s, &game).await, queen);
    screenshot(&c, "chess-promotion").await;
    c.close().await.unwrap();
}

/// King's Run: a move's second part is chosen on the board's chooser after its first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kings_run_turn_in_two_parts() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    // On a desk, by clicks, the second part on another piece's square; on a phone, by a finger,
    // the moved piece itself made a Runner (`P e2-e4; P'-e4`: a tap where it now stands).
    for phone in [false, true] {
        let game = s.new_game(&alice, &bob, "kings-run").await;
        let c = browser(&driver, phone).await;
        log_in(&c, &s, "alice").await;
        c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
        let moves = hand(&c).await;
        let own_square = |m: &&Value| m["r"].as_str().unwrap().ends_with(&format!("-{}", m["to"].as_str().unwrap()));
        let two_parts = moves
            .iter()
            .filter(|m| !m["r"].as_str().unwrap().is_empty() && m["r"] != "discard")
            .find(|m| own_square(m) == phone)
            .expect("a move in two parts")
            .clone();
        let choices = moves.iter().filter(|m| m["f"] == two_parts["f"] && m["to"] == two_parts["to"]).count();
        assert!(choices > 1, "the first part leaves a choice of second parts");
        let (from, to) = (two_parts["f"].as_str().unwrap(), two_parts["to"].as_str().unwrap());
        if phone {
            tap(&c, from).await;
            tap(&c, to).await;
        } else {
            put(&c, Hand::Click, from, to).await;
        }
        until("the second part's chooser", || chooser_open(&c)).await;
        let buttons = script(&c, "return document.querySelectorAll('#chooser button[title]').length;").await;
        assert_eq!(buttons.as_u64().unwrap() as usize, choices, "one button per second part");
        // The second part's squares are marked on the board too ("discard" has none), by rings
        // that leave the pieces in sight.
        let marked = script(&c, "return document.querySelectorAll('svg.board .marks .mark.second').length;").await;
        assert_eq!(marked.as_u64().unwrap() as usize, choices - 1, "a mark on each second part's square");
        // Each choice shows its piece drawn (the pieces come once, when a chooser first opens).
        until("the chooser's pieces drawn", || async {
            script(&c, "return document.querySelectorAll('#chooser svg.chooser-art .art').length;").await
                == json!(choices - 1)
        })
        .await;
        let filled =
            script(&c, "return getComputedStyle(document.querySelector('svg.board .mark.second')).fill;").await;
        assert_eq!(filled, json!("none"), "the marks do not cover the pieces");
        screenshot(&c, if phone { "kings-run-second-part-phone" } else { "kings-run-second-part" }).await;
        // Finished on the board: a click (or a tap) on the square of the second part.
        let text = two_parts["t"].as_str().unwrap();
        let end = text.rsplit('-').next().unwrap();
        if phone {
            tap(&c, end).await;
        } else {
            square(&c, end).await.click().await.unwrap();
        }
        confirm(&c, text, 1).await;
        assert_eq!(last_move(&s, &game).await, text);
        c.close().await.unwrap();
    }
}

/// A finger's tap where `sq` is drawn: on whatever the page shows there (the square, a piece,
/// or a piece moved there for a while).
async fn tap(c: &Client, sq: &str) {
    let cell = found(c, Locator::Css(&format!("svg.board .cell[data-square=\"{sq}\"]"))).await;
    let finger = TouchActions::new("finger".into())
        .then(PointerAction::MoveToElement { element: cell, duration: None, x: 0.0, y: 0.0 })
        .then(PointerAction::Down { button: MOUSE_BUTTON_LEFT })
        .then(PointerAction::Up { button: MOUSE_BUTTON_LEFT });
    c.perform_actions(finger).await.unwrap();
}

/// The moves of a Khan game that bring White's magician within reach of an enemy piece, found
/// by the rules: the magician walks up the board while Black plays its first legal move.
fn khan_line_to_a_spell() -> Vec<String> {
    let mut state = ortoo_rules::registry::open("khan", &[]).unwrap().start();
    let mut line = Vec::new();
    let first_part = |text: &str| match notation::parse(text).ok()?.parts.into_iter().next() {
        Some(Part::Move { from, to: Target::Square(to), .. }) => Some((from, to)),
        _ => None,
    };
    for _ in 0..40 {
        let legal = state.legal_moves();
        let magician = |at| state.piece_at(at).is_some_and(|p| p.name.contains("agician"));
        if state.turn() == ortoo_rules::Side::White {
            let spell = legal.iter().any(|m| {
                first_part(&m.canonical).is_some_and(|(from, to)| {
                    magician(from) && state.piece_at(to).is_some_and(|p| p.side == ortoo_rules::Side::Black)
                })
            });
            if spell {
                return line;
            }
        }
        let pick = legal
            .iter()
            .find(|m| {
                state.turn() == ortoo_rules::Side::White
                    && first_part(&m.canonical).is_some_and(|(from, to)| magician(from) && to.rank > from.rank)
            })
            .unwrap_or(&legal[0])
            .canonical
            .clone();
        state.play(&pick).unwrap();
        line.push(pick);
    }
    panic!("no spell within 40 plies: {line:?}");
}

/// Khan: a magician's spell targets are marked apart from its moves, and a spell is cast by
/// clicking the magician and then its target.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_khan_spell_from_the_board() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "khan").await;
    let line = khan_line_to_a_spell();
    for (i, text) in line.iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        assert_eq!(s.play(who, &game, text).await.status(), StatusCode::CREATED, "{text}");
    }
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let spell = hand(&c).await.into_iter().find(|m| m["k"] == "spell").expect("the page offers a spell");
    square(&c, spell["f"].as_str().unwrap()).await.click().await.unwrap();
    let kinds = script(
        &c,
        "return [...document.querySelectorAll('svg.board .marks .mark')].map(m => m.getAttribute('class'));",
    )
    .await;
    assert!(kinds.as_array().unwrap().iter().any(|k| k == "mark spell"), "spell targets are marked: {kinds}");
    screenshot(&c, "khan-spell-marks").await;
    square(&c, spell["f"].as_str().unwrap()).await.click().await.unwrap();
    let ply = line.len() as i64 + 1;
    make(&c, Hand::Click, &spell, ply).await;
    assert_eq!(last_move(&s, &game).await, spell["t"].as_str().unwrap());
    c.close().await.unwrap();
}

/// A move typed wrong is refused with the rules' reason; the address is the game's, and the
/// text stays in the field.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_move_says_why_and_keeps_the_text() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let field = found(&c, Locator::Id("move")).await;
    field.send_keys("P e2-e5").await.unwrap();
    found(&c, Locator::Css("#move-form button.primary")).await.click().await.unwrap();
    let alert = found(&c, Locator::Css("#move-form .error[role=alert]")).await;
    let reason = alert.text().await.unwrap();
    assert!(reason.contains("e5"), "the refusal names the square: {reason}");
    let url = c.current_url().await.unwrap();
    assert_eq!(url.path(), format!("/games/{game}"), "post/redirect/get: the address is the game's");
    let kept = found(&c, Locator::Id("move")).await.prop("value").await.unwrap();
    assert_eq!(kept.as_deref(), Some("P e2-e5"));
    assert_eq!(s.game(&game).await["ply"], 0, "nothing was played");
    screenshot(&c, "chess-refused").await;
    // Typed as players write it elsewhere (SAN), the move is played in its canonical form.
    let field = found(&c, Locator::Id("move")).await;
    field.clear().await.unwrap();
    field.send_keys("Nf3").await.unwrap();
    found(&c, Locator::Css("#move-form button.primary")).await.click().await.unwrap();
    until("the page at ply 1", || async { shown_ply(&c).await == 1 }).await;
    assert_eq!(last_move(&s, &game).await, "N g1-f3");
    c.close().await.unwrap();
}

/// Against the engine: its reply appears on the page without a reload; then the keyboard walks
/// through the moves (← → Home End) without reloading either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_replies_and_the_keyboard_reviews() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, .. } = table().await;
    let r = s
        .post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"engine": 1}, "color": "white"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let body: Value = r.json().await.unwrap();
    let game = body["game"]["id"].as_str().expect("an engine game starts at once").to_string();
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let moves = hand(&c).await;
    let e4 = moves.iter().find(|m| m["t"] == "P e2-e4").unwrap().clone();
    make(&c, Hand::Drag, &e4, 1).await;
    // Sending the move loads the game page anew; from here on the page must not reload.
    script(&c, "window.sameDocument = true; return null;").await;
    // The reply is on the page within a second of the engine's commit (the page's stream resumes
    // from the position it was drawn at, so a reply made while it loaded is not missed).
    let seen_at = std::cell::Cell::new(0);
    until("the engine's reply on the page", || {
        let (c, seen_at) = (&c, &seen_at);
        async move {
            let now =
                script(c, "const g = document.getElementById('game'); return [Number(g?.dataset.ply), Date.now()];")
                    .await;
            seen_at.set(now[1].as_i64().unwrap());
            now[0] == json!(2)
        }
    })
    .await;
    let seen_at = seen_at.get();
    let g = s.game(&game).await;
    let committed = g["moves"][1]["at"].as_str().and_then(ortoo_core::Timestamp::parse_rfc3339).unwrap().millis();
    let late = seen_at - committed;
    eprintln!("the engine's reply was on the page {late} ms after its commit");
    assert!(late < 1000, "the engine's reply reached the page {late} ms after its commit");
    assert_eq!(script(&c, "return window.sameDocument === true;").await, json!(true), "no reload");
    // Seen on the page: the reply's notice is read (no badge climbing) and its mail, held for a
    // minute, will not go.
    until("the engine's reply read on the page", || async {
        let list: Value = s.get(Some(&alice), "/api/v1/me/notifications").await.json().await.unwrap();
        let turns: Vec<&Value> =
            list["notifications"].as_array().unwrap().iter().filter(|n| n["kind"] == "turn").collect();
        !turns.is_empty() && turns.iter().all(|n| n["read"] == json!(true) && n["email"] != json!("pending"))
    })
    .await;
    let shown = || async {
        script(&c, "return Number(document.getElementById('game').dataset.shown);").await.as_i64().unwrap()
    };
    let press = |key: Key| {
        let c = &c;
        async move {
            let keys = KeyActions::new("keyboard".into())
                .then(KeyAction::Down { value: key.into() })
                .then(KeyAction::Up { value: key.into() });
            c.perform_actions(keys).await.unwrap();
        }
    };
    found(&c, Locator::Css("h1")).await.click().await.unwrap();
    press(Key::Left).await;
    until("← shows the position before the last move", || async { shown().await == 1 }).await;
    press(Key::Home).await;
    until("Home shows the start", || async { shown().await == 0 }).await;
    press(Key::Right).await;
    until("→ goes forward a move", || async { shown().await == 1 }).await;
    press(Key::End).await;
    until("End shows the game now", || async { shown().await == 2 }).await;
    assert_eq!(script(&c, "return window.sameDocument === true;").await, json!(true), "review without reloading");
    c.close().await.unwrap();
}

/// On a phone, a finger drags a piece in every game: the move is made and the page does not
/// scroll under the finger.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finger_drag_plays_a_move_on_a_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let c = browser(&driver, true).await;
    log_in(&c, &s, "alice").await;
    let games = ["chess", "khans-chess", "kings-run", "shatranj-kamil-x", "koan", "khan", "grand", "courier"];
    for variant in games {
        let game = s.new_game(&alice, &bob, variant).await;
        c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
        let m = a_move_to_drag(&c).await;
        let scrolled = || async { script(&c, "return window.scrollY;").await.as_f64().unwrap() };
        let before = scrolled().await;
        put(&c, Hand::Touch, m["f"].as_str().unwrap(), m["to"].as_str().unwrap()).await;
        assert_eq!(scrolled().await, before, "{variant}: the finger's drag scrolled the page");
        finish(&c, &m, 1).await;
        assert_eq!(last_move(&s, &game).await, m["t"].as_str().unwrap(), "{variant}: the dragged move was played");
    }
    c.close().await.unwrap();
}

/// Crazyhouse: the pieces taken wait in each side's hand beside the board, and the side to move
/// drops them by a tap on the piece then the square, by a mouse's drag, by a finger's drag on a
/// phone, and by the keyboard; the squares a piece may be dropped on are marked, and a drop the
/// rules refuse (a pawn on the last rank) is not offered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pieces_in_hand_dropped_by_tap_drag_finger_and_keyboard() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "crazyhouse").await;
    // Pawns and knights taken on both sides: each hand holds a pawn and a knight.
    for (who, text) in [(&alice, "e4"), (&bob, "d5"), (&alice, "exd5"), (&bob, "Nf6"), (&alice, "Nc3"), (&bob, "Nxd5")]
    {
        assert_eq!(s.play(who, &game, text).await.status(), StatusCode::CREATED, "{text}");
    }
    assert_eq!(s.play(&alice, &game, "Nxd5").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob, &game, "Qxd5").await.status(), StatusCode::CREATED);
    let desk = browser(&driver, false).await;
    let phone = browser(&driver, true).await;
    log_in(&desk, &s, "alice").await;
    log_in(&phone, &s, "bob").await;
    let drop_of = |c: &Client, label: &'static str, to: &'static str| {
        let c = c.clone();
        async move {
            let moves = hand(&c).await;
            moves
                .into_iter()
                .find(|m| m["f"] == json!(format!("@{label}")) && m["to"] == json!(to))
                .unwrap_or_else(|| panic!("no drop of {label} on {to} in the page's moves"))
        }
    };
    desk.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let held = script(&desk, "return [...document.querySelectorAll('.hand .held')].map(h => h.closest('.hand').dataset.side + ' ' + h.dataset.label + (h.classList.contains('movable') ? '*' : ''));").await;
    assert_eq!(held, json!(["black n", "black p", "white N*", "white P*"]), "the hands, the mover's pieces to pick up");
    // A tap on the knight marks where it may go (every empty square), then a tap drops it.
    square(&desk, "@N").await.click().await.unwrap();
    let marked = script(&desk, "return document.querySelectorAll('svg.board .mark.drop').length;").await;
    let empty = script(&desk, "return [...document.querySelectorAll('svg.board .cell')].filter(c => !document.querySelector(`svg.board .piece[data-square=\"${c.dataset.square}\"]`)).length;").await;
    assert_eq!(marked, empty, "a knight may be dropped on any empty square");
    let pawn_on_eighth =
        hand(&desk).await.into_iter().any(|m| m["f"] == json!("@P") && m["to"].as_str().unwrap().ends_with('8'));
    assert!(!pawn_on_eighth, "no pawn is dropped on the last rank");
    square(&desk, "e6").await.click().await.unwrap();
    confirm(&desk, "N-e6", 9).await;
    assert_eq!(last_move(&s, &game).await, "N-e6");
    // Black, on a phone: a finger drags the knight from the hand.
    phone.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let m = drop_of(&phone, "N", "c4").await;
    put(&phone, Hand::Touch, "@n", "c4").await;
    finish(&phone, &m, 10).await;
    assert_eq!(last_move(&s, &game).await, "n-c4");
    screenshot(&phone, "crazyhouse-phone").await;
    assert!(!overflows(&phone, true).await, "the hands fit a phone's width");
    // White, at the desk: the mouse drags the pawn in.
    until("the black drop on the desk's page", || async { shown_ply(&desk).await == 10 }).await;
    let m = drop_of(&desk, "P", "h6").await;
    put(&desk, Hand::Drag, "@P", "h6").await;
    finish(&desk, &m, 11).await;
    assert_eq!(last_move(&s, &game).await, "P-h6");
    screenshot(&desk, "crazyhouse-desk").await;
    // Black answers by the keyboard alone: Enter on the pawn in hand takes it to the board, on
    // a square it may be dropped on; the arrows walk, Enter drops, Enter confirms.
    until("White's drop on the phone's page", || async { shown_ply(&phone).await == 11 }).await;
    let press = |key: Key| {
        let c = phone.clone();
        async move {
            let keys = KeyActions::new("keyboard".into())
                .then(KeyAction::Down { value: key.into() })
                .then(KeyAction::Up { value: key.into() });
            c.perform_actions(keys).await.unwrap();
        }
    };
    script(&phone, "document.querySelector(\".hand[data-moving='true'] .held[data-label='p']\").focus(); return null;")
        .await;
    press(Key::Enter).await;
    let heard = || async { script(&phone, "return document.getElementById('announce').textContent;").await };
    until("the pawn taken from the hand", || async {
        heard().await.as_str().unwrap_or("").contains("can be dropped on")
    })
    .await;
    let on_board = script(&phone, "return document.activeElement?.closest('svg.board') ? document.querySelector('svg.board').dataset.cursor : null;").await;
    let to = on_board.as_str().expect("the keyboard is on the board").to_string();
    press(Key::Enter).await;
    until("the confirm step", || async {
        script(&phone, "return document.activeElement?.classList.contains('play') ?? false;").await == json!(true)
    })
    .await;
    press(Key::Enter).await;
    until("the keyboard's drop played", || async { shown_ply(&phone).await == 12 }).await;
    assert_eq!(last_move(&s, &game).await, format!("p-{to}"));
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// Shogi on the board: the bishop's capture into the far zone offers promoting or not, said in
/// words; the piece taken waits in hand as a tile and is dropped by a tap; the move list reads
/// as shogi players write it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shogi_promotion_chosen_and_a_drop_tapped() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "shogi").await;
    assert_eq!(s.play(&alice, &game, "7g7f").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob, &game, "3c3d").await.status(), StatusCode::CREATED);
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    // The bishop takes on 2b (h8 in the board's own names): promote, or not.
    put(&c, Hand::Drag, "b2", "h8").await;
    until("the chooser", || chooser_open(&c)).await;
    let offered =
        script(&c, "return [...document.querySelectorAll('#chooser button[title]')].map(b => b.textContent);").await;
    assert_eq!(offered, json!(["Bx2b=do not promote", "Bx2b+promote"]));
    choose(&c, "B b2-h8; H-h8").await;
    confirm(&c, "B b2-h8; H-h8", 3).await;
    assert_eq!(s.play(&bob, &game, "Sx2b").await.status(), StatusCode::CREATED);
    until("the silver's reply", || async { shown_ply(&c).await == 4 }).await;
    let tile = script(
        &c,
        "return document.querySelector(\".hand[data-moving='true'] .held[data-label='B'] .tile\") !== null;",
    )
    .await;
    assert_eq!(tile, json!(true), "the bishop in hand is a tile");
    square(&c, "@B").await.click().await.unwrap();
    square(&c, "e5").await.click().await.unwrap();
    confirm(&c, "B-e5", 5).await;
    assert_eq!(last_move(&s, &game).await, "B-e5");
    let listed = script(&c, "return [...document.querySelectorAll('table.moves .san')].map(m => m.textContent);").await;
    assert_eq!(listed, json!(["P-7f", "P-3d", "Bx2b+", "Sx2b", "B*5e"]));
    screenshot(&c, "shogi-desk").await;

    // Kyoto shogi drops a piece either side up: the lance taken on e5 goes down as a gold.
    let kyoto = s.new_game(&alice, &bob, "kyotoshogi").await;
    for (side, text) in
        [(&alice, "P e1-e2; R-e2"), (&bob, "p a5-a4; r-a4"), (&alice, "R e2-e5; P-e5"), (&bob, "k c5-b4")]
    {
        assert_eq!(s.play(side, &kyoto, text).await.status(), StatusCode::CREATED, "{text}");
    }
    c.goto(&s.url(&format!("/games/{kyoto}"))).await.unwrap();
    square(&c, "@L").await.click().await.unwrap();
    square(&c, "c3").await.click().await.unwrap();
    until("the chooser", || chooser_open(&c)).await;
    let offered =
        script(&c, "return [...document.querySelectorAll('#chooser button[title]')].map(b => b.textContent);").await;
    assert_eq!(offered, json!(["L*3cdropped as it is", "+L*3cdropped promoted"]));
    choose(&c, "L-c3; G-c3").await;
    confirm(&c, "L-c3; G-c3", 5).await;
    assert_eq!(last_move(&s, &kyoto).await, "L-c3; G-c3");
    c.close().await.unwrap();
}

/// A new game of `variant` between Alice and Bob, open on Alice's desk and Bob's phone.
async fn opened_on_desk_and_phone(driver: &Driver, t: &Table, variant: &str) -> (String, Client, Client) {
    let game = t.s.new_game(&t.alice, &t.bob, variant).await;
    let desk = browser(driver, false).await;
    let phone = browser(driver, true).await;
    log_in(&desk, &t.s, "alice").await;
    log_in(&phone, &t.s, "bob").await;
    desk.goto(&t.s.url(&format!("/games/{game}"))).await.unwrap();
    phone.goto(&t.s.url(&format!("/games/{game}"))).await.unwrap();
    (game, desk, phone)
}

/// Plays `line` (each move's way and its canonical text) from the start of a new `variant` game
/// on the board: White's moves on a desk, Black's on a phone, each page waiting for the move
/// before it. Returns the game and both pages, once each says the game is over with the words
/// `said` (in lower case).
async fn played_on_desk_and_phone(
    driver: &Driver,
    t: &Table,
    variant: &str,
    line: &[(Hand, &str)],
    said: &str,
) -> (String, Client, Client) {
    let (game, desk, phone) = opened_on_desk_and_phone(driver, t, variant).await;
    for (ply, &(how, text)) in line.iter().enumerate() {
        let c = if ply % 2 == 0 { &desk } else { &phone };
        until(&format!("ply {ply} on the page"), || async { shown_ply(c).await == ply as i64 }).await;
        let m = hand(c).await.into_iter().find(|m| m["t"] == text).unwrap_or_else(|| panic!("{text} is not offered"));
        make(c, how, &m, ply as i64 + 1).await;
    }
    for c in [&desk, &phone] {
        until("the end on the page", || async {
            let shown = script(c, "return document.querySelector('.result')?.textContent ?? '';").await;
            let shown = shown.as_str().unwrap_or("").to_lowercase();
            shown.contains("game over") && shown.contains(said)
        })
        .await;
    }
    (game, desk, phone)
}

/// A crazyhouse game played to its end on the board between a desk and a phone: moves by click,
/// drag and finger, a pawn taken and dropped back from the hand by a drag, and the mate the drop
/// made possible; both pages say the game is over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crazyhouse_game_to_mate_on_desk_and_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let t = table().await;
    let line = [
        (Hand::Click, "P e2-e4"),
        (Hand::Touch, "p d7-d5"),
        (Hand::Drag, "P e4-d5"),
        (Hand::Click, "p f7-f6"),
        (Hand::Drag, "P-e6"),
        (Hand::Touch, "p g7-g5"),
        (Hand::Click, "Q d1-h5"),
    ];
    let (game, desk, phone) = played_on_desk_and_phone(&driver, &t, "crazyhouse", &line, "checkmate").await;
    let g = t.s.game(&game).await;
    assert_eq!((g["result"].as_str(), g["reason"].as_str()), (Some("white"), Some("checkmate")), "{g}");
    screenshot(&phone, "crazyhouse-mate-phone").await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// A xiangqi game played to mate on the points between a desk and a phone: the cannons take
/// the centre by click, drag and finger, and the second cannon mates behind the first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_xiangqi_game_to_mate_on_desk_and_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let t = table().await;
    let line = [
        (Hand::Click, "C b3-b5"),
        (Hand::Touch, "p g7-g6"),
        (Hand::Drag, "C h3-e3"),
        (Hand::Click, "c h8-g8"),
        (Hand::Drag, "C e3-e7"),
        (Hand::Touch, "c b8-c8"),
        (Hand::Click, "C b5-e5"),
    ];
    let (game, desk, phone) = played_on_desk_and_phone(&driver, &t, "xiangqi", &line, "checkmate").await;
    let g = t.s.game(&game).await;
    assert_eq!((g["result"].as_str(), g["reason"].as_str()), (Some("white"), Some("checkmate")), "{g}");
    let board = script(&phone, "return document.querySelector('svg.board').getAttribute('class');").await;
    assert_eq!(board, json!("board points"), "the phone's board is of points");
    screenshot(&phone, "xiangqi-mate-phone").await;
    screenshot(&desk, "xiangqi-mate-desk").await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// A makruk game played to its end between a desk and a phone, drawn by a third repetition:
/// each side's knight out and back twice, by click, drag and finger, on makruk's own pieces.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_makruk_game_to_a_repetition_on_desk_and_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let t = table().await;
    let line = [
        (Hand::Click, "N b1-d2"),
        (Hand::Touch, "n b8-d7"),
        (Hand::Drag, "N d2-b1"),
        (Hand::Touch, "n d7-b8"),
        (Hand::Click, "N b1-d2"),
        (Hand::Touch, "n b8-d7"),
        (Hand::Drag, "N d2-b1"),
        (Hand::Touch, "n d7-b8"),
    ];
    let (game, desk, phone) = played_on_desk_and_phone(&driver, &t, "makruk", &line, "repetition").await;
    let g = t.s.game(&game).await;
    assert_eq!(
        (g["result"].as_str(), g["reason"].as_str(), g["rated"].as_bool()),
        (Some("draw"), Some("repetition"), Some(true)),
        "{g}"
    );
    screenshot(&phone, "makruk-repetition-phone").await;
    screenshot(&desk, "makruk-repetition-desk").await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// An atomic game played to its blast between a desk and a phone: the knight's capture on f7
/// blows up the king beside it, and the move list names the squares the blast cleared.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_atomic_game_to_its_blast_on_desk_and_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let t = table().await;
    let line = [
        (Hand::Click, "N g1-f3"),
        (Hand::Touch, "p d7-d5"),
        (Hand::Drag, "N f3-e5"),
        (Hand::Click, "p a7-a6"),
        (Hand::Drag, "N e5-f7"),
    ];
    let (game, desk, phone) = played_on_desk_and_phone(&driver, &t, "atomic", &line, "blast").await;
    let g = t.s.game(&game).await;
    assert_eq!((g["result"].as_str(), g["reason"].as_str()), (Some("white"), Some("blast")), "{g}");
    for c in [&desk, &phone] {
        let list =
            script(c, "return document.querySelector('.moves')?.textContent ?? document.body.textContent;").await;
        assert!(list.as_str().unwrap_or("").contains("(blast: f7 e8 f8 g8)"), "{list}");
    }
    screenshot(&phone, "atomic-blast-phone").await;
    screenshot(&desk, "atomic-blast-desk").await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// A janggi game played to its end between a desk and a phone: a soldier steps aside on each
/// side, leaving the generals facing each other (bikjang), and White's Pass button ends the
/// game on points, which Black wins by the 1.5 it has for moving second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_janggi_game_to_its_bikjang_on_desk_and_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let t = table().await;
    let (game, desk, phone) = opened_on_desk_and_phone(&driver, &t, "janggi").await;
    for (ply, (c, how, text)) in
        [(&desk, Hand::Click, "P e4-d4"), (&phone, Hand::Touch, "p e7-f7")].into_iter().enumerate()
    {
        until(&format!("ply {ply} on the page"), || async { shown_ply(c).await == ply as i64 }).await;
        let m = hand(c).await.into_iter().find(|m| m["t"] == text).unwrap_or_else(|| panic!("{text} is not offered"));
        make(c, how, &m, ply as i64 + 1).await;
    }
    until("ply 2 on the desk", || async { shown_ply(&desk).await == 2 }).await;
    let points = found(&desk, Locator::Css(".count[data-count='janggi_points']")).await.text().await.unwrap();
    assert_eq!(points, "Points: Blue 72 · Red 73.5.");
    found(&desk, Locator::Id("pass")).await.click().await.unwrap();
    for c in [&desk, &phone] {
        until("the end on the page", || async {
            let shown = script(c, "return document.querySelector('.result')?.textContent ?? '';").await;
            shown.as_str().unwrap_or("").to_lowercase().contains("bikjang")
        })
        .await;
    }
    let g = t.s.game(&game).await;
    assert_eq!((g["result"].as_str(), g["reason"].as_str()), (Some("black"), Some("bikjang")), "{g}");
    let moves = found(&phone, Locator::Css("table.moves")).await.text().await.unwrap();
    assert!(moves.contains("pass"), "{moves}");
    screenshot(&phone, "janggi-bikjang-phone").await;
    screenshot(&desk, "janggi-bikjang-desk").await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// Janggi's arrangements chosen on the page: Alice's challenge names Blue's (hers); Bob, on a
/// phone, chooses his own in the lobby as he accepts, and the game's board stands as both chose.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn janggi_arrangements_chosen_in_the_lobby() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let asked =
        json!({"variant": "janggi", "options": {"blue": "left"}, "opponent": {"user": "bob"}, "color": "white"});
    assert_eq!(s.post(&alice, "/api/v1/challenges", asked).await.status(), StatusCode::CREATED);
    let phone = browser(&driver, true).await;
    log_in(&phone, &s, "bob").await;
    // The new game form names them as each side's arrangement, and its long choices fit a phone.
    phone.goto(&s.url("/challenges/new?variant=janggi")).await.unwrap();
    let folded = found(&phone, Locator::Css("details.rule-options-form summary")).await;
    assert_eq!(folded.text().await.unwrap(), "Each side's arrangement (the usual unless you change it)");
    folded.click().await.unwrap();
    assert!(!overflows(&phone, true).await, "the new game form with the arrangements fits a phone");
    phone.goto(&s.url("/")).await.unwrap();
    let choice = found(&phone, Locator::Css("select[name='choice.arrangement']")).await;
    let offered = choice.text().await.unwrap();
    assert!(offered.contains("elephant, horse, horse, elephant (상마마상)"), "{offered}");
    let rules = found(&phone, Locator::Css("table.challenges")).await.text().await.unwrap();
    assert!(rules.contains("Blue's horses and elephants: elephant, horse, elephant, horse"), "{rules}");
    choice.select_by_value("outer").await.unwrap();
    screenshot(&phone, "janggi-arrangement-lobby-phone").await;
    assert!(!overflows(&phone, true).await, "the lobby with the choice fits a phone");
    found(&phone, Locator::Css("table.challenges button.primary")).await.click().await.unwrap();
    until("the game's page", || async { phone.current_url().await.unwrap().path().starts_with("/games/") }).await;
    let title = |sq: &'static str| {
        let phone = &phone;
        async move {
            let piece = format!("svg.board .piece[data-square='{sq}'] title");
            found(phone, Locator::Css(&piece)).await.text().await.unwrap_or_default()
        }
    };
    let titles = [title("b10").await, title("c10").await, title("b1").await, title("c1").await];
    let id = phone.current_url().await.unwrap().path().trim_start_matches("/games/").to_string();
    let g = s.game(&id).await;
    assert_eq!(
        g["position"].as_str(),
        Some("rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1"),
        "{g}"
    );
    assert_eq!((g["options"]["blue"].as_str(), g["options"]["red"].as_str()), (Some("left"), Some("outer")));
    // Red's elephant stands outside on b10, Blue's on b1: the board drawn from the game's start.
    assert!(titles[0].contains("Elephant") && titles[1].contains("Horse"), "{titles:?}");
    assert!(titles[2].contains("Elephant") && titles[3].contains("Horse"), "{titles:?}");
    screenshot(&phone, "janggi-arrangement-game-phone").await;
    phone.close().await.unwrap();
    let _ = bob;
}

/// A duck chess game played to the king's capture between a desk and a phone: each move made
/// on the board, then the duck put on one of the ringed squares by a click or a tap.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duck_chess_game_to_the_kings_capture_on_desk_and_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let t = table().await;
    let (game, desk, phone) = opened_on_desk_and_phone(&driver, &t, "duck").await;
    let line = [
        (Hand::Click, "P e2-e4; duck-e6", "e6"),
        (Hand::Touch, "p f7-f6; duck-a3", "a3"),
        (Hand::Drag, "Q d1-h5; duck-a4", "a4"),
        (Hand::Click, "p a7-a6; duck-b4", "b4"),
        (Hand::Click, "Q h5-e8; duck-e2", "e2"),
    ];
    for (ply, &(how, text, duck)) in line.iter().enumerate() {
        let c = if ply % 2 == 0 { &desk } else { &phone };
        until(&format!("ply {ply} on the page"), || async { shown_ply(c).await == ply as i64 }).await;
        let m = hand(c).await.into_iter().find(|m| m["t"] == text).unwrap_or_else(|| panic!("{text} is not offered"));
        put(c, how, m["f"].as_str().unwrap(), m["to"].as_str().unwrap()).await;
        // The duck's squares are ringed; one is pressed.
        until("the duck's squares ringed", || async {
            script(c, "return document.querySelectorAll('svg.board .mark.second').length;").await.as_i64().unwrap() > 20
        })
        .await;
        square(c, duck).await.click().await.unwrap();
        confirm(c, text, ply as i64 + 1).await;
    }
    for c in [&desk, &phone] {
        until("the end on the page", || async {
            let shown = script(c, "return document.querySelector('.result')?.textContent ?? '';").await;
            shown.as_str().unwrap_or("").to_lowercase().contains("game over")
        })
        .await;
    }
    let g = t.s.game(&game).await;
    assert_eq!((g["result"].as_str(), g["reason"].as_str()), (Some("white"), Some("king_captured")), "{g}");
    let duck = script(&phone, "return document.querySelector('svg.board .piece.neutral title')?.textContent;").await;
    assert_eq!(duck, json!("The Duck on e2"), "the duck is drawn as a piece of neither side");
    screenshot(&phone, "duck-king-taken-phone").await;
    screenshot(&desk, "duck-king-taken-desk").await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// A shogi game played to its end on the board between a desk and a phone: both rooks step
/// aside and back by drag, finger, click and tap until the start position stands a fourth
/// time, and both pages say the game is drawn by sennichite.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shogi_game_to_sennichite_on_desk_and_phone() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let t = table().await;
    let cycle = [(Hand::Drag, "R h2-g2"), (Hand::Touch, "r b8-c8"), (Hand::Click, "R g2-h2"), (Hand::Click, "r c8-b8")];
    let line: Vec<(Hand, &str)> = cycle.iter().cycle().take(12).copied().collect();
    let (game, desk, phone) = played_on_desk_and_phone(&driver, &t, "shogi", &line, "repetition").await;
    let g = t.s.game(&game).await;
    assert_eq!((g["result"].as_str(), g["reason"].as_str()), (Some("draw"), Some("repetition")), "{g}");
    screenshot(&desk, "shogi-sennichite-desk").await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// A king in check glows on the board, the status says "Check!", and the move list names the
/// check and the mate (in standard algebraic for chess, the full form as a setting).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_check_and_a_mate_are_marked() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let check = s.new_game(&alice, &bob, "chess").await;
    for (who, m) in [(&alice, "P e2-e4"), (&bob, "p f7-f5"), (&alice, "Q d1-h5")] {
        assert_eq!(s.play(who, &check, m).await.status(), StatusCode::CREATED, "{m}");
    }
    let mate = s.new_game(&alice, &bob, "chess").await;
    for (who, m) in [(&alice, "P f2-f3"), (&bob, "p e7-e5"), (&alice, "P g2-g4"), (&bob, "q d8-h4")] {
        assert_eq!(s.play(who, &mate, m).await.status(), StatusCode::CREATED, "{m}");
    }
    let c = browser(&driver, false).await;
    log_in(&c, &s, "bob").await;
    c.goto(&s.url(&format!("/games/{check}"))).await.unwrap();
    let glow =
        "return [...document.querySelectorAll('svg.board .in-check')].map(g => g.nextElementSibling?.dataset.square);";
    assert_eq!(script(&c, glow).await, json!(["e8"]), "the black king in check glows");
    assert_eq!(found(&c, Locator::Id("check")).await.text().await.unwrap(), "Check!");
    let moves = found(&c, Locator::Css("table.moves")).await.text().await.unwrap();
    assert!(moves.contains("e4") && moves.contains("f5") && moves.contains("Qh5+"), "{moves}");
    assert!(!moves.contains("P e2-e4"), "standard algebraic by default: {moves}");
    let label = script(&c, "return document.querySelector('svg.board').getAttribute('aria-label');").await;
    assert_eq!(
        label,
        json!(
            "Chess board, Black to move, in check: arrow keys move between squares, Enter picks a piece up and puts it down, Escape lets go"
        )
    );
    screenshot(&c, "check").await;

    c.goto(&s.url(&format!("/games/{mate}"))).await.unwrap();
    assert_eq!(script(&c, glow).await, json!(["e1"]), "the mated white king glows");
    let moves = found(&c, Locator::Css("table.moves")).await.text().await.unwrap();
    assert!(moves.contains("Qh4#"), "{moves}");
    let result = found(&c, Locator::Css(".result")).await.text().await.unwrap();
    assert!(result.contains("checkmate"), "{result}");
    let label = script(&c, "return document.querySelector('svg.board').getAttribute('aria-label');").await;
    assert_eq!(label, json!("Chess board, the game is over: arrow keys move between squares"));
    // The full form, as the player's setting: the list writes Game Courier's moves, checks
    // marked too.
    let full = s
        .client
        .put(s.url("/api/v1/me/settings"))
        .bearer_auth(&bob.token)
        .json(&json!({"notation": "full"}))
        .send()
        .await
        .unwrap();
    assert_eq!(full.status(), StatusCode::OK);
    c.refresh().await.unwrap();
    let moves = found(&c, Locator::Css("table.moves")).await.text().await.unwrap();
    assert!(moves.contains("P f2-f3") && moves.contains("q d8-h4#") && !moves.contains("Qh4#"), "{moves}");
    c.close().await.unwrap();
}

/// The board and the move box are on the first screen, without scrolling, in a 1366×768 window
/// and on a 360×740 phone, in every game; a phone's header folds its links into a menu.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_and_the_move_box_fit_the_first_screen() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let mut games = Vec::new();
    for variant in ["chess", "khans-chess", "kings-run", "shatranj-kamil-x", "koan", "khan"] {
        games.push((variant, s.new_game(&alice, &bob, variant).await));
    }
    // A game on a clock: three days a move.
    let clocked = json!({"variant": "chess", "time_control": {"days_per_move": 3}});
    games.push(("chess on a clock", s.game_of(&alice, &bob, clocked).await));
    // Three challenges waiting for Alice: the header counts them (on a phone, on a row of
    // their own).
    for _ in 0..3 {
        let r = s
            .post(
                &bob,
                "/api/v1/challenges",
                json!({"variant": "chess", "opponent": {"user": "alice"}, "color": "white"}),
            )
            .await;
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    for phone in [false, true] {
        let c = browser_sized(&driver, phone, "1366,768").await;
        log_in(&c, &s, "alice").await;
        for (variant, game) in &games {
            c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
            let at = script(
                &c,
                "const box = e => e.getBoundingClientRect(); \
                 return {height: innerHeight, board: box(document.querySelector('svg.board')).bottom, \
                 move: box(document.getElementById('move')).bottom, header: box(document.querySelector('body > header')).bottom};",
            )
            .await;
            let (height, board, field) =
                (at["height"].as_f64().unwrap(), at["board"].as_f64().unwrap(), at["move"].as_f64().unwrap());
            let screen = if phone { "phone" } else { "desk" };
            eprintln!("{screen} {variant}: {at}");
            assert!(board <= height, "{screen} {variant}: the board ends at {board}, below the window's {height}");
            assert!(field <= height, "{screen} {variant}: the move box ends at {field}, below the window's {height}");
            if phone {
                assert!(at["header"].as_f64().unwrap() <= 90.0, "{screen}: the header takes {at}");
            }
            assert!(!overflows(&c, phone).await, "{screen} {variant}: the page scrolls sideways");
        }
        // The clock of the player to move counts down, each second (the last game is on one).
        let clock = || async { script(&c, "return document.querySelector('#game time.countdown').textContent;").await };
        let before = clock().await;
        assert!(before.as_str().unwrap().starts_with("2 d 23:59:"), "three days a move, just begun: {before}");
        until("the clock ticking", || async { clock().await != before }).await;
        if phone {
            screenshot(&c, "phone-fit").await;
            // The menu opens and holds the site's links.
            let nav_shown = "return document.querySelector('header nav').getBoundingClientRect().height > 0;";
            assert_eq!(script(&c, nav_shown).await, json!(false), "the phone's menu starts folded");
            found(&c, Locator::Css("header .menu-button")).await.click().await.unwrap();
            assert_eq!(script(&c, nav_shown).await, json!(true), "the menu opens");
            found(&c, Locator::LinkText("Tournaments")).await.click().await.unwrap();
            until("the tournaments page", || async {
                c.current_url().await.unwrap().path().starts_with("/tournaments")
            })
            .await;
        } else {
            screenshot(&c, "desk-fit").await;
        }
        let count = script(&c, "return document.getElementById('challenge-count').dataset.count;").await;
        assert_eq!(count, json!("3"), "the challenges are counted in the header");
        assert!(c.title().await.unwrap().starts_with("(10) "), "seven games to move in and three challenges");
        c.close().await.unwrap();
    }
}

/// The new-game form: three ways to play (and watching the engine), one shown at a time; a game
/// chosen shows its options in place, keeping what was typed; a level once chosen for the
/// engine does not turn a challenge to a person into an engine game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_new_game_form_shows_one_way_at_a_time_without_reloading() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, bob, .. } = table().await;
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url("/challenges/new")).await.unwrap();
    script(&c, "window.sameDocument = true; return null;").await;
    let shown = |id: &'static str| {
        let c = &c;
        async move {
            script(c, &format!("const e = document.getElementById('{id}'); return !!e && e.offsetParent !== null;"))
                .await
                .as_bool()
                .unwrap()
        }
    };
    assert!(shown("rating-min").await && !shown("opponent").await && !shown("engine").await, "an open seek first");
    found(&c, Locator::Css("input[name=way][value=person]")).await.click().await.unwrap();
    assert!(shown("opponent").await && !shown("rating-min").await, "a player's name, and no seek's range");
    found(&c, Locator::Id("opponent")).await.send_keys("bob").await.unwrap();
    // Xiangqi: the colours are its own (red and black), and so are the engines' levels' labels.
    found(&c, Locator::Css("#pick option[value=xiangqi]")).await.click().await.unwrap();
    let first_side = || script(&c, "return document.querySelector('#color option[value=white]').textContent;");
    until("xiangqi's red in the colour's choice", || async { first_side().await == json!("red") }).await;
    assert_eq!(
        script(&c, "return document.querySelector('label[for=watch-black]').textContent;").await,
        json!("Black at")
    );
    // Another game: its options appear, and the name typed stays.
    found(&c, Locator::Css("#pick option[value=koan]")).await.click().await.unwrap();
    until("Koan's white again", || async { first_side().await == json!("white") }).await;
    until("Koan's part of the form in place", || async {
        script(&c, "return !!document.querySelector('#variant-part a[href=\"/rules/koan\"]');").await == json!(true)
    })
    .await;
    assert_eq!(found(&c, Locator::Id("opponent")).await.prop("value").await.unwrap().as_deref(), Some("bob"));
    assert_eq!(script(&c, "return window.sameDocument === true;").await, json!(true), "no reload");
    // The engine chosen for a moment, a level picked, then the person again: the level is not sent.
    found(&c, Locator::Css("input[name=way][value=engine]")).await.click().await.unwrap();
    assert!(shown("engine").await && !shown("opponent").await);
    found(&c, Locator::Css("#engine option[value='2']")).await.click().await.unwrap();
    found(&c, Locator::Css("input[name=way][value=person]")).await.click().await.unwrap();
    found(&c, Locator::Id("send")).await.click().await.unwrap();
    until("the lobby after the challenge", || async { c.current_url().await.unwrap().path() == "/" }).await;
    let challenges: Value = s.get(Some(&bob), "/api/v1/challenges").await.json().await.unwrap();
    let to_bob = challenges.to_string();
    assert!(to_bob.contains("\"koan\"") && to_bob.contains("alice"), "a Koan challenge to Bob: {to_bob}");
    // The engine, chosen: a game begins at once.
    c.goto(&s.url("/challenges/new?variant=chess")).await.unwrap();
    found(&c, Locator::Css("input[name=way][value=engine]")).await.click().await.unwrap();
    assert_eq!(found(&c, Locator::Id("send")).await.text().await.unwrap(), "Start the game");
    found(&c, Locator::Id("send")).await.click().await.unwrap();
    until("the engine's game", || async { c.current_url().await.unwrap().path().starts_with("/games/") }).await;
    let heading = found(&c, Locator::Css("h1")).await.text().await.unwrap();
    assert!(heading.contains("Engine (level 3)"), "{heading}");
    c.close().await.unwrap();
}

/// A move by the keyboard alone: Tab reaches the board, arrow keys walk to a piece, Enter picks
/// it up and puts it down, Enter plays; a screen reader hears each step and the reply.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_by_keyboard_alone_with_the_board_spoken() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let press = |key: Key| {
        let c = &c;
        async move {
            let keys = KeyActions::new("keyboard".into())
                .then(KeyAction::Down { value: key.into() })
                .then(KeyAction::Up { value: key.into() });
            c.perform_actions(keys).await.unwrap();
        }
    };
    let on_board =
        || async { script(&c, "return !!document.activeElement?.closest('svg.board');").await == json!(true) };
    let mut tabs = 0;
    while !on_board().await {
        press(Key::Tab).await;
        tabs += 1;
        assert!(tabs < 60, "Tab never reaches the board");
    }
    let heard = || async { script(&c, "return document.getElementById('announce').textContent;").await };
    // Walks from the keyboard's square to `to`, one arrow at a time (White's view: right is the
    // next file, up the next rank).
    let walk = |to: &'static str| {
        let c = &c;
        async move {
            let at = script(c, "return document.querySelector('svg.board').dataset.cursor;").await;
            let at = at.as_str().unwrap().as_bytes().to_vec();
            let (df, dr) = (to.as_bytes()[0] as i32 - at[0] as i32, to.as_bytes()[1] as i32 - at[1] as i32);
            for _ in 0..df.abs() {
                press(if df > 0 { Key::Right } else { Key::Left }).await;
            }
            for _ in 0..dr.abs() {
                press(if dr > 0 { Key::Up } else { Key::Down }).await;
            }
            let now = script(c, "return document.querySelector('svg.board').dataset.cursor;").await;
            assert_eq!(now, json!(to), "the arrows walk to {to}");
        }
    };
    walk("e2").await;
    until("e2 said", || async { heard().await.as_str().unwrap_or("").starts_with("e2, White Pawn") }).await;
    press(Key::Enter).await;
    until("the pawn picked up", || async {
        let said = heard().await;
        said.as_str().unwrap_or("").contains("picked up: it can go to e3, e4")
    })
    .await;
    walk("e4").await;
    press(Key::Enter).await;
    until("the confirm step", || async {
        script(&c, "return document.activeElement?.classList.contains('play') ?? false;").await == json!(true)
    })
    .await;
    press(Key::Enter).await;
    until("the move played", || async { shown_ply(&c).await == 1 }).await;
    assert_eq!(last_move(&s, &game).await, "P e2-e4");
    // Sounds are off unless chosen: the reply makes none; once turned on, the next one does.
    assert_eq!(s.play(&bob, &game, "e7e5").await.status(), StatusCode::CREATED);
    until("the reply said", || async { heard().await.as_str().unwrap_or("").starts_with("Black played e5") }).await;
    let sounds = || async { script(&c, "return Number(document.body.dataset.sounds || 0);").await };
    assert_eq!(sounds().await, json!(0), "no sound by default");
    script(&c, "localStorage.setItem('ortoo-sound', 'on'); return null;").await;
    assert_eq!(s.play(&alice, &game, "g1f3").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob, &game, "b8c6").await.status(), StatusCode::CREATED);
    until("a sound for the reply", || async { sounds().await.as_i64().unwrap_or(0) >= 1 }).await;
    script(&c, "localStorage.removeItem('ortoo-sound'); return null;").await;
    // Material: a knight for a pawn, Black is ahead by two pawns' worth.
    assert_eq!(s.play(&alice, &game, "f3e5").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob, &game, "c6e5").await.status(), StatusCode::CREATED);
    until("Black ahead by two pawns' worth", || async {
        script(&c, "return [...document.querySelectorAll('.clocks .ahead')].map(a => a.textContent);").await
            == json!(["+2"])
    })
    .await;
    // An offer of a draw is said too.
    let r = s.post(&bob, &format!("/api/v1/games/{game}/draw"), json!({"action": "offer"})).await;
    assert!(r.status().is_success(), "{}", r.status());
    until("the offer said", || async { heard().await == json!("Your opponent offers a draw.") }).await;
    // The pieces, square by square, for a screen reader.
    let pieces = found(&c, Locator::Css("details.pieces")).await.prop("textContent").await.unwrap().unwrap();
    assert!(
        pieces.contains(
            "White: King e1; Queen d1; Rook a1, h1; Bishop c1, f1; Knight b1; Pawn a2, b2, c2, d2, f2, g2, h2, e4."
        ),
        "{pieces}"
    );
    c.close().await.unwrap();
}

/// axe-core's script (from npm, outside the repository: `.ci/run` installs it and names it in
/// `ORTOO_AXE_JS`), or `None` to skip, which CI does not allow.
fn axe_script() -> Option<String> {
    match std::env::var("ORTOO_AXE_JS").ok().and_then(|path| std::fs::read_to_string(path).ok()) {
        Some(script) => Some(script),
        None => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "CI=true but ORTOO_AXE_JS names no axe-core script: the accessibility test cannot be skipped in CI"
            );
            eprintln!("skipped: set ORTOO_AXE_JS to axe.min.js (npm install axe-core) to check accessibility");
            None
        }
    }
}

/// What axe-core finds wrong on the page shown, by WCAG 2.1 A and AA and its best practices:
/// each violation's rule and where.
async fn axe_violations(c: &Client, axe: &str) -> Vec<String> {
    c.execute(axe, vec![]).await.expect("axe-core loads");
    let found = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})
               .then(r => done(r.violations.map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(', ')}`)))
               .catch(e => done([`axe failed: ${e}`]));",
            vec![],
        )
        .await
        .expect("axe-core runs");
    serde_json::from_value(found).unwrap()
}

/// axe-core finds nothing wrong on the game, lobby, new-game, player and tournament pages, on a
/// desk and on a phone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn axe_finds_nothing_wrong_on_the_main_pages() {
    let Some(driver) = driver().await else { return };
    let Some(axe) = axe_script() else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    // A finished rated game (the player page draws a rating graph with links), a game going on
    // with a check on the board, and a tournament.
    let done = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.play(&alice, &done, "e2e4").await.status(), StatusCode::CREATED);
    let r = s.post(&bob, &format!("/api/v1/games/{done}/resign"), json!({})).await;
    assert!(r.status().is_success(), "{}", r.status());
    let check = s.new_game(&alice, &bob, "chess").await;
    for (who, m) in [(&alice, "e2e4"), (&bob, "f7f5"), (&alice, "d1h5")] {
        assert_eq!(s.play(who, &check, m).await.status(), StatusCode::CREATED);
    }
    let khan = s.new_game(&alice, &bob, "khan").await;
    // Bob to move with pieces in hand, which are picked up as buttons are.
    let house = s.new_game(&alice, &bob, "crazyhouse").await;
    for (who, m) in [(&alice, "e2e4"), (&bob, "d7d5"), (&alice, "e4d5"), (&bob, "d8d5"), (&alice, "b1c3")] {
        assert_eq!(s.play(who, &house, m).await.status(), StatusCode::CREATED);
    }
    let made = s
        .post(
            &alice,
            "/api/v1/tournaments",
            json!({"name": "Winter Swiss", "kind": "swiss", "variant": "chess", "rounds": 3, "time_control": {"days_per_move": 3}}),
        )
        .await;
    assert_eq!(made.status(), StatusCode::CREATED);
    let made: Value = made.json().await.unwrap();
    let tournament = made["tournament"]["id"].as_str().unwrap().to_string();
    // A player's file of variants, kept; its page and the upload form (with a refusal's faults).
    let text = "# Tiny chess: chess on six ranks.\n[tiny:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
    let kept = s.post(&bob, "/api/v1/variant-files", json!({"name": "mine.ini", "text": text})).await;
    assert_eq!(kept.status(), StatusCode::CREATED);
    let kept: Value = kept.json().await.unwrap();
    let file = kept["id"].as_str().unwrap().to_string();
    for phone in [false, true] {
        let c = browser(&driver, phone).await;
        log_in(&c, &s, "bob").await;
        let mut found = Vec::new();
        for path in [
            format!("/games/{check}"),
            format!("/games/{khan}"),
            format!("/games/{house}"),
            format!("/games/{done}"),
            "/".to_string(),
            "/challenges/new".to_string(),
            "/@/alice".to_string(),
            format!("/tournaments/{tournament}"),
            "/tournaments".to_string(),
            format!("/variants/files/{file}"),
            "/variants/files".to_string(),
        ] {
            c.goto(&s.url(&path)).await.unwrap();
            for v in axe_violations(&c, &axe).await {
                found.push(format!("{} {path}: {v}", if phone { "phone" } else { "desk" }));
            }
        }
        // The form sent back with its faults.
        c.goto(&s.url("/variants/files")).await.unwrap();
        script(&c, "document.getElementById('file-name').value = 'bad.ini'; document.getElementById('file-text').value = '[bad:nowhere]'; return null;").await;
        c.find(Locator::Css("#upload-variants button[type=submit]")).await.unwrap().click().await.unwrap();
        until("the faults", || async { c.find(Locator::Css(".error .faults li")).await.is_ok() }).await;
        for v in axe_violations(&c, &axe).await {
            found.push(format!("{} refused upload: {v}", if phone { "phone" } else { "desk" }));
        }
        assert!(found.is_empty(), "axe-core finds:\n{}", found.join("\n"));
        c.close().await.unwrap();
    }
}

/// A phone 360 px wide (narrower than most): the lobby, a game of each geometry, the rules and the new-game form fit
/// without sideways scrolling.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_never_scrolls_sideways() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let chess = s.new_game(&alice, &bob, "chess").await;
    let koan = s.new_game(&alice, &bob, "koan").await;
    let khan = s.new_game(&alice, &bob, "khan").await;
    let courier = s.new_game(&alice, &bob, "courier").await;
    let shogi = s.new_game(&alice, &bob, "shogi").await;
    let c = browser(&driver, true).await;
    log_in(&c, &s, "alice").await;
    let width = script(&c, "return window.innerWidth;").await;
    assert_eq!(width, json!(360), "the phone's width");
    for path in [
        "/".to_string(),
        format!("/games/{chess}"),
        format!("/games/{koan}"),
        format!("/games/{khan}"),
        format!("/games/{courier}"),
        format!("/games/{shogi}"),
        "/rules/khan".to_string(),
        "/rules/shatranj-kamil-x".to_string(),
        "/rules/courier".to_string(),
        "/notifications".to_string(),
        "/settings".to_string(),
        "/challenges/new?variant=khan".to_string(),
        "/@/alice".to_string(),
    ] {
        c.goto(&s.url(&path)).await.unwrap();
        assert!(!overflows(&c, true).await, "{path} scrolls sideways at 360 px");
    }
    c.goto(&s.url(&format!("/games/{chess}"))).await.unwrap();
    screenshot(&c, "phone-chess").await;
    c.close().await.unwrap();
}

/// Every language on a phone 360 px wide and a desk 1366 px wide: the lobby, a game of chess,
/// xiangqi, janggi, shogi and makruk, the rules, the new-game form, the settings, the notices, a
/// player, the tournaments and the leaderboard fit without sideways scrolling, however long a
/// language's words (Thai, Korean and German ones are).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_page_scrolls_sideways_in_any_language() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let mut paths = vec![
        "/".to_string(),
        "/rules".to_string(),
        "/rules/janggi".to_string(),
        "/challenges/new?variant=janggi".to_string(),
        "/settings".to_string(),
        "/notifications".to_string(),
        "/@/alice".to_string(),
        "/tournaments".to_string(),
        "/leaderboard".to_string(),
    ];
    for variant in ["chess", "xiangqi", "janggi", "shogi", "makruk"] {
        paths.push(format!("/games/{}", s.new_game(&alice, &bob, variant).await));
    }
    let mut found = Vec::new();
    for (phone, size) in [(true, "360,740"), (false, "1366,768")] {
        let c = browser_sized(&driver, phone, size).await;
        log_in(&c, &s, "alice").await;
        for (tag, _) in ortoo_i18n::LANGUAGES {
            // The footer's choice, as a player makes it.
            script(&c, &format!("document.querySelector(\"button[name='language'][value='{tag}']\").click();")).await;
            until(&format!("the page in {tag}"), || async {
                script(&c, "return document.documentElement.lang;").await == json!(tag)
            })
            .await;
            for path in &paths {
                c.goto(&s.url(path)).await.unwrap();
                if overflows(&c, phone).await {
                    found.push(format!("{tag} {path} ({size})"));
                }
            }
        }
        c.close().await.unwrap();
    }
    assert!(found.is_empty(), "these pages scroll sideways:\n{}", found.join("\n"));
}

/// The lobby and the header follow the player's games live: a challenge appears, counted in the
/// header and the title; and when the opponent moves, "Your turn 1" and the title's "(1)"
/// appear without a reload.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_and_the_header_count_are_live() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url("/")).await.unwrap();
    script(&c, "window.sameDocument = true; return null;").await;
    let waiting = || async {
        script(&c, "const w = document.getElementById('waiting'); return w && !w.hidden ? Number(w.dataset.count) : 0;")
            .await
            .as_i64()
            .unwrap()
    };
    assert_eq!(waiting().await, 0);
    let r = s
        .post(&bob, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "alice"}, "color": "white"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    until("the challenge in the lobby", || async {
        script(&c, "return document.getElementById('lobby').textContent.includes('Accept');").await == json!(true)
    })
    .await;
    let challenges = || async {
        script(
            &c,
            "const w = document.getElementById('challenge-count'); return w && !w.hidden ? Number(w.dataset.count) : 0;",
        )
        .await
        .as_i64()
        .unwrap()
    };
    until("Challenges 1 in the header", || async { challenges().await == 1 }).await;
    until("(1) in the title for the challenge", || async { c.title().await.unwrap().starts_with("(1) ") }).await;
    let body: Value = r.json().await.unwrap();
    let challenge = body["challenge"]["id"].as_str().unwrap();
    let r = s.post(&alice, &format!("/api/v1/challenges/{challenge}/accept"), json!({})).await;
    let body: Value = r.json().await.unwrap();
    let game = body["game"]["id"].as_str().unwrap();
    assert_eq!(s.play(&bob, game, "e2e4").await.status(), StatusCode::CREATED);
    until("Your turn: 1 in the header", || async { waiting().await == 1 }).await;
    assert_eq!(challenges().await, 0, "the accepted challenge is no longer counted");
    until("(1) in the title", || async { c.title().await.unwrap().starts_with("(1) ") }).await;
    until("the game under Your turn", || async {
        script(&c, "return document.querySelector('#lobby table.games')?.textContent.includes('Your turn') ?? false;")
            .await
            == json!(true)
    })
    .await;
    assert_eq!(script(&c, "return window.sameDocument === true;").await, json!(true), "all without a reload");
    screenshot(&c, "lobby-live").await;
    c.close().await.unwrap();
}

/// A turn notice's mail as a mail client shows it: the HTML part, with its cid: pictures put in
/// as data: URLs, in Chromium at desktop and phone widths. The board's picture decodes at its
/// size, the words around it are there, and a phone needs no sideways scrolling. Screenshots:
/// `target/browser/mail-turn.png` and `mail-turn-phone.png`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_mail_renders_with_its_board_picture() {
    use base64::Engine;
    use mail_parser::MimeHeaders;
    let Some(driver) = driver().await else { return };
    let _one = ONE_AT_A_TIME.lock().await;
    let folder = std::env::temp_dir().join(format!("ortoo-mail-{}", uuid::Uuid::now_v7().simple()));
    let dir = folder.display().to_string();
    let s = common::start_with(Backend::Sqlite, |config| {
        config.mail.transport = ortoo::config::MailTransport::File;
        config.mail.dir = dir;
        // The turn mail goes at once: no page here sees the move first.
        config.mail.seen_grace_seconds = 0;
    })
    .await
    .unwrap();
    let (alice, bob) = (s.register("alice").await, s.register("bob").await);
    let game = s.new_game(&alice, &bob, "khans-chess").await;
    let r = s
        .post(&alice, &format!("/api/v1/games/{game}/moves"), json!({"move": "e2e4", "comment": "Into the centre."}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    // The notifier writes each mail as a file; Bob's turn notice is the one about ply 2.
    let mut raw = None;
    until("Bob's turn mail", || {
        let found = std::fs::read_dir(&folder).into_iter().flatten().flatten().find_map(|e| {
            let text = std::fs::read(e.path()).ok()?;
            String::from_utf8_lossy(&text).contains("Your move against alice (ply 2)").then_some(text)
        });
        raw = found;
        std::future::ready(raw.is_some())
    })
    .await;
    let raw = raw.unwrap();
    let message = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let mut html = message.body_html(0).unwrap().into_owned();
    for part in &message.parts {
        if let Some(cid) = part.content_id() {
            let data = base64::engine::general_purpose::STANDARD.encode(part.contents());
            html = html.replace(&format!("cid:{cid}"), &format!("data:image/png;base64,{data}"));
        }
    }
    assert!(!html.contains("cid:"), "every picture is in the message");
    let page = folder.join("turn.html");
    std::fs::write(&page, &html).unwrap();
    for phone in [false, true] {
        let c = browser(&driver, phone).await;
        c.goto(&format!("file://{}", page.display())).await.unwrap();
        let board = script(
            &c,
            "const i = document.querySelector('img'); return [i.complete, i.naturalWidth, i.naturalHeight];",
        )
        .await;
        assert_eq!(board, json!([true, 460, 460]), "the board's picture decodes at its size");
        let text = script(&c, "return document.body.innerText;").await;
        let text = text.as_str().unwrap();
        for words in [
            "alice played (ply 1): e4",
            "Comment: Into the centre.",
            "You play Black. It is your move.",
            "resign   resign the game",
        ] {
            assert!(text.contains(words), "{words:?} not shown:\n{text}");
        }
        assert!(!overflows(&c, phone).await, "the mail fits the window without sideways scrolling (phone: {phone})");
        let cut = script(
            &c,
            "return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > (navigator.maxTouchPoints > 0 ? screen.width : window.innerWidth) + 1).map(e => e.outerHTML.slice(0, 80));",
        )
        .await;
        assert_eq!(cut, json!([]), "nothing runs off the window's edge (phone: {phone})");
        screenshot(&c, if phone { "mail-turn-phone" } else { "mail-turn" }).await;
        c.close().await.unwrap();
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// Ratings as players see them: a casual seek made on the new-game form shows as casual in the
/// lobby; after sixteen rated games a player's page shows their rating with its history graph
/// (a dot a game, each leading to its game), the leaderboard ranks both players, and the game
/// page says what the game did to each rating. Desk and phone, with screenshots.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_on_player_pages_and_leaderboards() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    // Alice wins two of every three: enough games for both ratings to be established.
    let mut last = String::new();
    for i in 0..16 {
        let game = s.new_game(&alice, &bob, "chess").await;
        assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
        assert_eq!(s.play(&bob, &game, "e7e5").await.status(), StatusCode::CREATED);
        let loser = if i % 3 == 2 { &alice } else { &bob };
        let r = s.post(loser, &format!("/api/v1/games/{game}/resign"), json!({})).await;
        assert_eq!(r.status(), StatusCode::OK);
        last = game;
    }
    let rating: Value = s.get(None, "/api/v1/players/alice").await.json().await.unwrap();
    let shown = rating["ratings"][0]["shown"].as_str().unwrap().to_string();
    assert!(!shown.ends_with('?'), "established after 16 games: {rating}");

    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url("/@/alice")).await.unwrap();
    let table = found(&c, Locator::Css("table.ratings")).await.text().await.unwrap();
    assert!(table.contains("Chess") && table.contains(&shown) && table.contains("16"), "{table}");
    let dots = script(&c, "return document.querySelectorAll('svg.rating circle').length;").await;
    assert_eq!(dots, json!(16), "a dot a rated game");
    let link = script(&c, "return document.querySelector('svg.rating a:last-of-type').getAttribute('href');").await;
    assert_eq!(link, json!(format!("/games/{last}")));
    assert!(!overflows(&c, false).await);
    screenshot(&c, "player-ratings").await;

    c.goto(&s.url("/leaderboard/chess")).await.unwrap();
    let board = found(&c, Locator::Css("table.leaderboard")).await.text().await.unwrap();
    let (first, second) = (board.find("alice").unwrap(), board.find("bob").unwrap());
    assert!(first < second, "the better rating first: {board}");
    assert_eq!(script(&c, "return document.querySelector('tr.me td:nth-child(2)').textContent;").await, json!("alice"));
    screenshot(&c, "leaderboard").await;
    c.goto(&s.url("/leaderboard")).await.unwrap();
    let index = found(&c, Locator::Css("main")).await.text().await.unwrap();
    assert!(index.contains("Koan") && index.contains("No established Koan ratings yet"), "{index}");

    c.goto(&s.url(&format!("/games/{last}"))).await.unwrap();
    let heading = found(&c, Locator::Css("h1")).await.text().await.unwrap();
    assert!(heading.starts_with(&format!("Chess: alice {shown} (White) v bob ")), "{heading}");
    let line = found(&c, Locator::Css(".rating-line")).await.text().await.unwrap();
    assert!(line.starts_with("Rated game: alice ") && line.contains("bob ") && line.contains('→'), "{line}");

    // A casual open seek from the form.
    c.goto(&s.url("/challenges/new?variant=koan")).await.unwrap();
    found(&c, Locator::Css("input[name=rated][value=casual]")).await.click().await.unwrap();
    found(&c, Locator::Id("rating-min")).await.send_keys("1400").await.unwrap();
    found(&c, Locator::Css("form[action='/challenges'] button.primary")).await.click().await.unwrap();
    until("the lobby after the seek", || async { c.current_url().await.unwrap().path() == "/" }).await;
    let lobby = found(&c, Locator::Id("lobby")).await.text().await.unwrap();
    assert!(lobby.contains("casual") && lobby.contains("anyone rated 1400–4000"), "{lobby}");
    // A range that makes no sense comes back to the form, filled in, with the reason.
    c.goto(&s.url("/challenges/new?variant=koan")).await.unwrap();
    found(&c, Locator::Id("rating-min")).await.send_keys("1800").await.unwrap();
    found(&c, Locator::Id("rating-max")).await.send_keys("1200").await.unwrap();
    found(&c, Locator::Css("form[action='/challenges'] button.primary")).await.click().await.unwrap();
    until("the form again", || async { c.current_url().await.unwrap().path() == "/challenges/new" }).await;
    let error = found(&c, Locator::Css("p.error")).await.text().await.unwrap();
    assert!(error.contains("above the highest"), "{error}");
    c.close().await.unwrap();

    let phone = browser(&driver, true).await;
    log_in(&phone, &s, "bob").await;
    for path in ["/@/alice", "/leaderboard", "/leaderboard/chess", "/challenges/new"] {
        phone.goto(&s.url(path)).await.unwrap();
        assert!(!overflows(&phone, true).await, "{path} scrolls sideways at 360 px");
    }
    phone.goto(&s.url("/@/alice")).await.unwrap();
    screenshot(&phone, "phone-player-ratings").await;
    phone.close().await.unwrap();
}

/// A forecast planned on the board: on Bob's turn Alice plans "if e5 then Nf3" by moving both
/// sides' pieces in the planning view, adds the line, and when Bob plays e5 her knight's reply
/// arrives on her page by itself. Then a line typed as text, and a phone's view of it all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forecast_planned_on_the_board() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let section = found(&c, Locator::Css("section.forecast")).await.text().await.unwrap();
    assert!(section.contains("No forecast"), "{section}");
    found(&c, Locator::LinkText("Plan a line on the board")).await.click().await.unwrap();
    until("the planning view", || async { c.find(Locator::Css("section.plan")).await.is_ok() }).await;
    // Bob's pawn first (the board waits for their move), then Alice's knight.
    put(&c, Hand::Click, "e7", "e5").await;
    until("the line's first move", || async {
        script(&c, "return document.querySelector('#move-form input[name=plan]').value;").await == json!("p e7-e5")
    })
    .await;
    put(&c, Hand::Drag, "g1", "f3").await;
    until("a whole pair", || async { c.find(Locator::Css("section.plan button.primary")).await.is_ok() }).await;
    let words = found(&c, Locator::Css("section.plan")).await.text().await.unwrap();
    assert!(words.contains("If they play p e7-e5, you play N g1-f3."), "{words}");
    screenshot(&c, "forecast-plan").await;
    found(&c, Locator::Css("section.plan button.primary")).await.click().await.unwrap();
    until("the forecast kept", || async { c.find(Locator::Css("section.forecast li")).await.is_ok() }).await;
    let kept = found(&c, Locator::Css("section.forecast ul")).await.text().await.unwrap();
    assert_eq!(kept, "if p e7-e5 then N g1-f3");
    screenshot(&c, "forecast-kept").await;

    // Bob plays into it: the reply is on Alice's page without a reload.
    assert_eq!(s.play(&bob, &game, "e7e5").await.status(), StatusCode::CREATED);
    until("the forecast's reply on the page", || async { shown_ply(&c).await == 3 }).await;
    assert_eq!(last_move(&s, &game).await, "N g1-f3");

    // Typed as text on the next turn; a line the rules refuse says why and keeps nothing.
    assert_eq!(s.play(&bob, &game, "b8c6").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&alice, &game, "f1b5").await.status(), StatusCode::CREATED);
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    found(&c, Locator::Css("section.forecast summary")).await.click().await.unwrap();
    let field = found(&c, Locator::Id("forecast-lines")).await;
    field.send_keys("if a7a6 then b5b6\n").await.unwrap();
    found(&c, Locator::Css("section.forecast form button")).await.click().await.unwrap();
    until("the refusal", || async { c.find(Locator::Id("said")).await.is_ok() }).await;
    let notice = found(&c, Locator::Id("said")).await.text().await.unwrap();
    assert!(notice.contains("\"b5b6\" after p a7-a6 cannot be played"), "{notice}");
    found(&c, Locator::Css("section.forecast summary")).await.click().await.unwrap();
    found(&c, Locator::Id("forecast-lines")).await.send_keys("if a7a6 then b5a4\n").await.unwrap();
    found(&c, Locator::Css("section.forecast form button")).await.click().await.unwrap();
    until("the forecast kept", || async { c.find(Locator::Css("section.forecast ul")).await.is_ok_and(|_| true) })
        .await;
    let kept = found(&c, Locator::Css("section.forecast ul")).await.text().await.unwrap();
    assert_eq!(kept, "if p a7-a6 then B b5-a4");
    c.close().await.unwrap();

    let phone = browser(&driver, true).await;
    log_in(&phone, &s, "alice").await;
    for path in [format!("/games/{game}"), format!("/games/{game}?plan=p+a7-a6")] {
        phone.goto(&s.url(&path)).await.unwrap();
        assert!(!overflows(&phone, true).await, "{path} scrolls sideways at 360 px");
    }
    screenshot(&phone, "phone-forecast-plan").await;
    phone.close().await.unwrap();
}

/// The game's conversation on the page: Bob's message arrives while Alice is typing hers (her
/// words and her place are kept), her message goes by the form, and her private note is kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_conversation_is_live_and_notes_are_kept() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let field = found(&c, Locator::Id("chat-text")).await;
    field.click().await.unwrap();
    field.send_keys("Hello Bo").await.unwrap();
    let r = s.post(&bob, &format!("/api/v1/games/{game}/chat"), json!({"text": "Hi Alice, good luck!"})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    until("Bob's message on the page", || async { c.find(Locator::Css("#chat ol.messages")).await.is_ok() }).await;
    let kept = script(&c, "return [document.getElementById('chat-text').value, document.activeElement.id];").await;
    assert_eq!(kept, json!(["Hello Bo", "chat-text"]), "typing goes on where it was");
    found(&c, Locator::Id("chat-text")).await.send_keys("b, thanks!").await.unwrap();
    found(&c, Locator::Css("#chat form button")).await.click().await.unwrap();
    until("Alice's message", || async { c.find(Locator::Css("#chat li.mine")).await.is_ok() }).await;
    let log = found(&c, Locator::Css("#chat ol.messages")).await.text().await.unwrap();
    assert!(log.contains("bob") && log.contains("Hi Alice, good luck!") && log.contains("Hello Bob, thanks!"), "{log}");
    found(&c, Locator::Css("#note summary")).await.click().await.unwrap();
    found(&c, Locator::Id("note-text")).await.send_keys("He plays the Sicilian.").await.unwrap();
    found(&c, Locator::Css("#note form button")).await.click().await.unwrap();
    until("the note kept", || async { c.find(Locator::Id("said")).await.is_ok() }).await;
    let note = script(&c, "return document.getElementById('note-text').value;").await;
    assert_eq!(note, json!("He plays the Sicilian."));
    screenshot(&c, "conversation").await;
    c.close().await.unwrap();

    let phone = browser(&driver, true).await;
    log_in(&phone, &s, "bob").await;
    phone.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    assert!(!overflows(&phone, true).await, "the game page with its conversation scrolls sideways at 360 px");
    let hidden = script(&phone, "return document.body.textContent.includes('Sicilian');").await;
    assert_eq!(hidden, json!(false), "Alice's note is hers alone");
    phone.close().await.unwrap();
}

/// A tournament made on its form, joined by others as its page looks on, started by its
/// creator, and its standings following a result without a reload; desk and phone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_from_its_form_to_its_standings() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let carol = s.register("carol").await;
    let c = browser(&driver, false).await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url("/tournaments?variant=chess")).await.unwrap();
    found(&c, Locator::Id("name")).await.send_keys("Friday Swiss").await.unwrap();
    let rounds = found(&c, Locator::Css("input[name=rounds]")).await;
    rounds.clear().await.unwrap();
    rounds.send_keys("2").await.unwrap();
    found(&c, Locator::Css("form[action='/tournaments'] button.primary")).await.click().await.unwrap();
    until("the tournament's page", || async { c.find(Locator::Id("tournament")).await.is_ok() }).await;
    let id = script(&c, "return document.getElementById('tournament').dataset.tournament;").await;
    let id = id.as_str().unwrap().to_string();
    let text = found(&c, Locator::Css("main")).await.text().await.unwrap();
    assert!(text.contains("Swiss of Chess over 2 rounds, 3 days per move, rated."), "{text}");
    for p in [&bob, &carol] {
        let r = s.post(p, &format!("/api/v1/tournaments/{id}/join"), json!({})).await;
        assert_eq!(r.status(), StatusCode::OK);
    }
    until("the players joining, live", || async {
        script(&c, "return document.getElementById('tournament').innerText;")
            .await
            .as_str()
            .unwrap()
            .contains("Players (3)")
    })
    .await;
    found(&c, Locator::Css("form[action$='/start'] button")).await.click().await.unwrap();
    until("round 1", || async {
        script(&c, "return document.getElementById('tournament').innerText;")
            .await
            .as_str()
            .unwrap()
            .contains("Round 1")
    })
    .await;
    let t: Value = s.get(None, &format!("/api/v1/tournaments/{id}")).await.json().await.unwrap();
    let game = t["tournament"]["games"][0].clone();
    let loser = [&alice, &bob, &carol].into_iter().find(|p| game["black"] == p.name.as_str()).unwrap();
    let r = s.post(loser, &format!("/api/v1/games/{}/resign", game["id"].as_str().unwrap()), json!({})).await;
    assert_eq!(r.status(), StatusCode::OK);
    until("round 2 on the page, live", || async {
        script(&c, "return document.getElementById('tournament').innerText;")
            .await
            .as_str()
            .unwrap()
            .contains("Round 2")
    })
    .await;
    // A tournament's game names its tournament, with a way back to it.
    c.goto(&s.url(&format!("/games/{}", game["id"].as_str().unwrap()))).await.unwrap();
    let line = found(&c, Locator::Css(".rating-line")).await.text().await.unwrap();
    assert!(line.ends_with("Friday Swiss, round 1."), "{line}");
    found(&c, Locator::Css(".rating-line a[href^='/tournaments/']")).await.click().await.unwrap();
    until("back on the tournament", || async { c.find(Locator::Id("tournament")).await.is_ok() }).await;
    let standings = script(&c, "return document.querySelector('table.standings').innerText;").await;
    let standings = standings.as_str().unwrap().to_string();
    let winner = game["white"].as_str().unwrap();
    assert!(standings.lines().nth(1).is_some_and(|l| l.contains(winner)), "{winner} leads: {standings}");
    screenshot(&c, "tournament").await;
    c.close().await.unwrap();

    let phone = browser(&driver, true).await;
    log_in(&phone, &s, "bob").await;
    for path in ["/tournaments".to_string(), format!("/tournaments/{id}")] {
        phone.goto(&s.url(&path)).await.unwrap();
        assert!(!overflows(&phone, true).await, "{path} scrolls sideways at 360 px");
    }
    screenshot(&phone, "phone-tournament").await;
    phone.close().await.unwrap();
}

/// The account's flows as a person goes through them, on a desk and on a phone: sign up (the
/// address verified by its mailed link), change the password on the settings page, forget it
/// and reset it by the mailed link, close the account. No page scrolls sideways. Screenshots:
/// `target/browser/account-*.png`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_from_sign_up_to_closing() {
    let Some(driver) = driver().await else { return };
    let _one = ONE_AT_A_TIME.lock().await;
    let folder = std::env::temp_dir().join(format!("ortoo-account-mail-{}", uuid::Uuid::now_v7().simple()));
    let dir = folder.display().to_string();
    let s = common::start_with(Backend::Sqlite, |config| {
        config.accounts.verify_email = true;
        config.mail.transport = ortoo::config::MailTransport::File;
        config.mail.dir = dir;
        config.mail.poll_seconds = 1;
    })
    .await
    .unwrap();
    // The link in the newest mail to `to` whose subject says `subject`.
    let mailed_link = |to: &str, subject: &str, prefix: &str| {
        let (folder, to, subject, prefix) = (folder.clone(), to.to_string(), subject.to_string(), prefix.to_string());
        async move {
            let mut link = None;
            until(&format!("a mail \"{subject}\" to {to}"), || {
                let mut newest: Option<(std::time::SystemTime, String)> = None;
                for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
                    let Ok(raw) = std::fs::read(entry.path()) else { continue };
                    let Some(m) = mail_parser::MessageParser::default().parse(&raw) else { continue };
                    let addressed = m.to().and_then(|t| t.first()).and_then(|a| a.address()) == Some(to.as_str());
                    if !addressed || !m.subject().unwrap_or_default().contains(&subject) {
                        continue;
                    }
                    let text = m.body_text(0).unwrap_or_default().into_owned();
                    let Some(at) = text.find(&prefix) else { continue };
                    let when = entry.metadata().and_then(|d| d.modified()).unwrap();
                    if newest.as_ref().is_none_or(|(t, _)| when > *t) {
                        newest = Some((when, text[at..].split_whitespace().next().unwrap().to_string()));
                    }
                }
                link = newest.map(|(_, l)| l);
                std::future::ready(link.is_some())
            })
            .await;
            link.unwrap()
        }
    };
    for (phone, name) in [(false, "yesui"), (true, "yesugen")] {
        let shot = |what: &str| format!("account-{what}{}", if phone { "-phone" } else { "" });
        let address = format!("{name}@example.org");
        let c = browser(&driver, phone).await;
        // Sign up: the lobby says where the link went.
        c.goto(&s.url("/register")).await.unwrap();
        found(&c, Locator::Id("name")).await.send_keys(name).await.unwrap();
        found(&c, Locator::Id("email")).await.send_keys(&address).await.unwrap();
        found(&c, Locator::Id("password")).await.send_keys("correct horse").await.unwrap();
        found(&c, Locator::Css("form button.primary")).await.click().await.unwrap();
        let welcome = found(&c, Locator::Css("main > p.notice")).await.text().await.unwrap();
        assert!(welcome.contains(&format!("We mailed a link to {address}")), "{welcome}");
        screenshot(&c, &shot("signed-up")).await;
        c.goto(&s.url("/settings")).await.unwrap();
        let settings = found(&c, Locator::Css("main")).await.text().await.unwrap();
        assert!(settings.contains("(not verified)"), "{settings}");
        assert!(!overflows(&c, phone).await, "the settings page scrolls sideways (phone: {phone})");
        screenshot(&c, &shot("settings-unverified")).await;
        // The mailed link, followed.
        c.goto(&s.url(&mailed_link(&address, "Verify your address", "/account/verify/").await)).await.unwrap();
        let said = found(&c, Locator::Css("main > p.notice")).await.text().await.unwrap();
        assert!(said.contains(&format!("{address} is verified")), "{said}");
        screenshot(&c, &shot("verified")).await;
        // A new password, on the settings page.
        c.goto(&s.url("/settings")).await.unwrap();
        found(&c, Locator::Id("old_password")).await.send_keys("correct horse").await.unwrap();
        found(&c, Locator::Id("new_password")).await.send_keys("battery staple").await.unwrap();
        found(&c, Locator::Css("button[value=password]")).await.click().await.unwrap();
        let said = found(&c, Locator::Css("main > p.notice")).await.text().await.unwrap();
        assert!(said.contains("Your password is changed"), "{said}");
        screenshot(&c, &shot("password-changed")).await;
        // Forgotten: log out, ask for a link from the log-in page, follow it, log in with the new one.
        c.delete_all_cookies().await.unwrap();
        c.goto(&s.url("/login")).await.unwrap();
        found(&c, Locator::LinkText("Reset it")).await.click().await.unwrap();
        found(&c, Locator::Id("account")).await.send_keys(&address).await.unwrap();
        found(&c, Locator::Css("form button.primary")).await.click().await.unwrap();
        let said = found(&c, Locator::Css("main > p.notice")).await.text().await.unwrap();
        assert!(said.contains("If an account has that name or address"), "{said}");
        screenshot(&c, &shot("reset-asked")).await;
        c.goto(&s.url(&mailed_link(&address, "Reset your password", "/account/reset/").await)).await.unwrap();
        found(&c, Locator::Id("password")).await.send_keys("third password").await.unwrap();
        assert!(!overflows(&c, phone).await, "the reset page scrolls sideways (phone: {phone})");
        screenshot(&c, &shot("reset-form")).await;
        found(&c, Locator::Css("form button.primary")).await.click().await.unwrap();
        let said = found(&c, Locator::Css("main > p.notice")).await.text().await.unwrap();
        assert!(said.contains("Your password is changed"), "{said}");
        found(&c, Locator::Id("password")).await.send_keys("third password").await.unwrap();
        found(&c, Locator::Css("form button.primary")).await.click().await.unwrap();
        until("the lobby after logging in", || async { !c.current_url().await.unwrap().path().starts_with("/login") })
            .await;
        // Closing, from the settings page: the password and the box.
        c.goto(&s.url("/settings")).await.unwrap();
        found(&c, Locator::Id("close_password")).await.send_keys("third password").await.unwrap();
        found(&c, Locator::Css("input[name=understood]")).await.click().await.unwrap();
        screenshot(&c, &shot("closing")).await;
        found(&c, Locator::Css("button[value=close]")).await.click().await.unwrap();
        let said = found(&c, Locator::Css("main > p.notice")).await.text().await.unwrap();
        assert!(said.contains("Your account is closed"), "{said}");
        c.goto(&s.url(&format!("/@/{name}"))).await.unwrap();
        let page = found(&c, Locator::Css("main")).await.text().await.unwrap();
        assert!(page.contains("This account is closed"), "{page}");
        c.close().await.unwrap();
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// A takeback asked for on one player's page reaches the other's open page without a reload,
/// said out loud; granted there by a tap on a phone, the first page goes back a move by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_asked_on_one_page_is_granted_on_the_other() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let casual = json!({"variant": "chess", "opponent": {"user": "bob"}, "color": "white", "rated": false});
    let c: Value = s.post(&alice, "/api/v1/challenges", casual).await.json().await.unwrap();
    let id = c["challenge"]["id"].as_str().unwrap();
    let g: Value = s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({})).await.json().await.unwrap();
    let game = g["game"]["id"].as_str().unwrap().to_string();
    for (who, text) in [(&alice, "e2e4"), (&bob, "e7e5"), (&alice, "g1f3")] {
        assert_eq!(s.play(who, &game, text).await.status(), StatusCode::CREATED);
    }
    let desk = browser(&driver, false).await;
    log_in(&desk, &s, "alice").await;
    desk.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    let phone = browser(&driver, true).await;
    log_in(&phone, &s, "bob").await;
    phone.goto(&s.url(&format!("/games/{game}"))).await.unwrap();

    found(&desk, Locator::XPath("//button[text()='Ask to take back my move']")).await.click().await.unwrap();
    until("Alice's request standing", || async { desk.find(Locator::Id("takeback-waiting")).await.is_ok() }).await;
    until("the request on Bob's page", || async { phone.find(Locator::Id("takeback-asked")).await.is_ok() }).await;
    let asked = found(&phone, Locator::Id("takeback-asked")).await.text().await.unwrap();
    assert_eq!(asked, "Your opponent asks to take back Nf3.");
    let said = || async { script(&phone, "return document.getElementById('announce').textContent;").await };
    until("the request said to a screen reader", || async { said().await == json!(asked) }).await;
    screenshot(&phone, "takeback-asked-phone").await;

    found(&phone, Locator::XPath("//button[text()='Accept the takeback']")).await.click().await.unwrap();
    until("Alice's page back at ply 2", || async { shown_ply(&desk).await == 2 }).await;
    let heard = || async { script(&desk, "return document.getElementById('announce').textContent;").await };
    until("the takeback said", || async { heard().await == json!("Moves were taken back.") }).await;
    assert!(desk.find(Locator::Id("takeback-waiting")).await.is_err(), "the request is answered");
    assert!(desk.find(Locator::Id("said")).await.is_err(), "the answer to the request went with it");
    screenshot(&desk, "takeback-granted-desk").await;
    // Alice's turn again, on the board: another move is played from it.
    assert_eq!(s.game(&game).await["to_move"], "white");
    let m = a_move_to_drag(&desk).await;
    make(&desk, Hand::Click, &m, 2).await;
    until("the new move stored", || async { s.game(&game).await["ply"] == 3 }).await;
    desk.close().await.unwrap();
    phone.close().await.unwrap();
}

/// A player's own variant, from the upload form to a move on its board: a faulty file comes back
/// with every fault in words and the text kept; the mended one is kept, its page starts a game
/// against the engine, and a move is clicked on the board. The same pages on a phone keep to
/// the screen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_variant_uploaded_on_its_page_is_played_on_the_board() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, .. } = table().await;
    let c = browser_sized(&driver, false, "1366,768").await;
    log_in(&c, &s, "alice").await;
    c.goto(&s.url("/variants/files")).await.unwrap();
    let faulty = "# Tiny chess: chess on six ranks.\n[tiny:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\ncustomPiece1 = a:QQ9\n[other:nowhere]\n";
    found(&c, Locator::Id("file-name")).await.send_keys("mine.ini").await.unwrap();
    script(&c, &format!("document.getElementById('file-text').value = {}; return null;", json!(faulty))).await;
    found(&c, Locator::Css("#upload-variants button[type=submit]")).await.click().await.unwrap();
    until("the faults listed", || async { c.find(Locator::Css(".error .faults li")).await.is_ok() }).await;
    let faults = found(&c, Locator::Css(".error")).await.text().await.unwrap();
    assert!(faults.contains("line 5") && faults.contains("customPiece1"), "{faults}");
    assert!(faults.contains("line 6") && faults.contains("[nowhere]"), "{faults}");
    let kept = found(&c, Locator::Id("file-text")).await.prop("value").await.unwrap().unwrap_or_default();
    assert_eq!(kept.trim_end(), faulty.trim_end(), "the text comes back as it was sent");
    screenshot(&c, "upload-faults").await;
    assert!(!overflows(&c, false).await);

    // Mended: kept, and its page offers a game.
    let mended = faulty.replace("customPiece1 = a:QQ9\n[other:nowhere]\n", "");
    script(&c, &format!("document.getElementById('file-text').value = {}; return null;", json!(mended))).await;
    found(&c, Locator::Css("input[name=visibility][value=unlisted]")).await.click().await.unwrap();
    found(&c, Locator::Css("#upload-variants button[type=submit]")).await.click().await.unwrap();
    until("the file's page", || async {
        let path = c.current_url().await.unwrap().path().to_string();
        path.starts_with("/variants/files/") && path.len() > "/variants/files/".len()
    })
    .await;
    let page = found(&c, Locator::Css("main")).await.text().await.unwrap();
    assert!(page.contains("Tiny chess") && page.contains("unlisted"), "{page}");
    screenshot(&c, "upload-file").await;
    let mine: Value = s.get(Some(&alice), "/api/v1/variant-files").await.json().await.unwrap();
    let id = mine["files"][0]["variants"][0]["id"].as_str().unwrap().to_string();
    assert!(id.starts_with("tiny~"), "{mine}");

    found(&c, Locator::LinkText("Start a game")).await.click().await.unwrap();
    until("the new-game form", || async { c.current_url().await.unwrap().path() == "/challenges/new" }).await;
    let picked = found(&c, Locator::Id("pick")).await.prop("value").await.unwrap();
    assert_eq!(picked.as_deref(), Some(id.as_str()), "the uploaded variant is the one picked");
    found(&c, Locator::Css("input[name=way][value=engine]")).await.click().await.unwrap();
    found(&c, Locator::Css("#color option[value=white]")).await.click().await.unwrap();
    found(&c, Locator::Id("send")).await.click().await.unwrap();
    until("the engine's game", || async { c.current_url().await.unwrap().path().starts_with("/games/") }).await;
    let game = c.current_url().await.unwrap().path().trim_start_matches("/games/").to_string();
    assert_eq!(s.game(&game).await["variant"], json!(id));
    // Six ranks on the page's board, and a pawn's step clicked.
    let ranks = script(
        &c,
        "return new Set([...document.querySelectorAll('svg.board .cell')].map(e => e.dataset.square.slice(1))).size;",
    )
    .await;
    assert_eq!(ranks, json!(6), "a board of six ranks");
    put(&c, Hand::Click, "e2", "e3").await;
    confirm(&c, "P e2-e3", 1).await;
    assert_eq!(s.game(&game).await["moves"][0]["text"], json!("P e2-e3"));
    screenshot(&c, "upload-game").await;
    c.close().await.unwrap();

    // On a phone: the form and the rules keep to the screen, and a finger plays the next move.
    let phone = browser(&driver, true).await;
    log_in(&phone, &s, "alice").await;
    for path in ["/variants/files", "/rules"] {
        phone.goto(&s.url(path)).await.unwrap();
        assert!(!overflows(&phone, true).await, "{path} scrolls sideways on a phone");
    }
    phone.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
    until("the engine's answer on the phone", || async { shown_ply(&phone).await >= 2 }).await;
    assert!(!overflows(&phone, true).await, "the game's page scrolls sideways on a phone");
    put(&phone, Hand::Touch, "d2", "d3").await;
    confirm(&phone, "P d2-d3", 3).await;
    assert_eq!(s.game(&game).await["moves"][2]["text"], json!("P d2-d3"));
    screenshot(&phone, "upload-game-phone").await;
    phone.close().await.unwrap();
}

/// What a player reads beside the board, on a desk (1366×768) and a phone: the pieces each side
/// has taken and, where material is an advantage, who is ahead (antichess says no one is); the
/// checks three-check still wants; the players' names in their clock boxes; the move list
/// opening on a whole row; a notice that leaves the board whole on the screen and leaves the
/// address; one way to the notices in the header; the rules page's name above its board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_a_player_reads_beside_the_board() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    let chess = s.game_of(&alice, &bob, json!({"variant": "chess", "time_control": {"days_per_move": 3}})).await;
    // White ends a queen up: the exchanges cancel out.
    let line =
        "e2e4 d7d5 e4d5 g8f6 c2c4 c7c6 d5c6 b8c6 g1f3 e7e5 f3e5 c6e5 d2d4 f8b4 c1d2 b4d2 b1d2 e5c4 d2c4 d8d4 d1d4";
    for (i, mv) in line.split(' ').enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        assert_eq!(s.play(who, &chess, mv).await.status(), StatusCode::CREATED, "{mv}");
    }
    let antichess = s.new_game(&alice, &bob, "antichess").await;
    for (i, mv) in ["e2e3", "b7b5", "f1b5"].into_iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        assert_eq!(s.play(who, &antichess, mv).await.status(), StatusCode::CREATED, "{mv}");
    }
    let three_check = s.new_game(&alice, &bob, "3check").await;
    for (i, mv) in ["e2e4", "f7f6", "d1h5"].into_iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        assert_eq!(s.play(who, &three_check, mv).await.status(), StatusCode::CREATED, "{mv}");
    }
    // A challenge waiting: Alice has an unread notice.
    let r = s.post(&bob, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "alice"}})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    for phone in [false, true] {
        let screen = if phone { "phone" } else { "desk" };
        let c = browser_sized(&driver, phone, "1366,768").await;
        log_in(&c, &s, "alice").await;
        // An action's answer (notes kept, on the desk): said beside the board, which stays whole.
        c.goto(&s.url(&format!("/games/{chess}"))).await.unwrap();
        if !phone {
            found(&c, Locator::Id("note-text")).await;
            script(
                &c,
                "const t = document.getElementById('note-text'); t.value = 'Her queen is gone.'; t.form.submit(); \
                 return null;",
            )
            .await;
            found(&c, Locator::Id("said")).await;
        }
        let at = script(
            &c,
            "const box = e => e.getBoundingClientRect(); \
             return {height: innerHeight, board: box(document.querySelector('#board svg.board')).bottom, \
             search: location.search, \
             taken: [...document.querySelectorAll('.clock')].map(c => c.querySelectorAll('.taken svg.piece-icon').length), \
             ahead: [...document.querySelectorAll('.clock')].map(c => c.querySelector('.ahead')?.textContent ?? ''), \
             names: [...document.querySelectorAll('.clock .who .muted')].map(n => box(n).width), \
             notices: [...document.querySelectorAll('header a')].filter(a => a.offsetParent !== null \
               && a.textContent.trim().startsWith('Notices')).length};",
        )
        .await;
        eprintln!("{screen}: {at}");
        if !phone {
            assert!(
                at["board"].as_f64().unwrap() <= at["height"].as_f64().unwrap(),
                "{screen}: a notice pushed the board below the window: {at}"
            );
            assert_eq!(at["notices"], json!(1), "{screen}: one way to the notices in the header: {at}");
        }
        assert_eq!(at["search"], json!(""), "{screen}: the notice left the address: {at}");
        assert_eq!(at["taken"], json!([1, 0]), "{screen}: White has taken a queen, net: {at}");
        assert_eq!(at["ahead"], json!(["+9", ""]), "{screen}: {at}");
        for width in at["names"].as_array().unwrap() {
            assert!(width.as_f64().unwrap() > 20.0, "{screen}: a player's name is hidden: {at}");
        }
        // The move list opens on a whole row: no row is cut by the top of its box.
        let cut = script(
            &c,
            "const log = document.querySelector('.moves-box .log'); const top = log.getBoundingClientRect().top; \
             return [...log.querySelectorAll('tbody tr')].some(r => { const b = r.getBoundingClientRect(); \
             return b.top < top - 1 && b.bottom > top + 1; });",
        )
        .await;
        assert_eq!(cut, json!(false), "{screen}: the move list opens with a row cut at its top");
        assert!(
            script(&c, "return document.querySelector('.moves-box .log').scrollTop;").await.as_f64().unwrap() > 0.0
        );
        screenshot(&c, &format!("{screen}-beside-the-board")).await;

        // Antichess: pieces taken are shown, and no one is said to be ahead.
        c.goto(&s.url(&format!("/games/{antichess}"))).await.unwrap();
        let shown = script(
            &c,
            "return {taken: document.querySelectorAll('.clock .taken svg.piece-icon').length, \
             ahead: document.querySelectorAll('.clock .ahead').length};",
        )
        .await;
        assert_eq!(shown, json!({"taken": 1, "ahead": 0}), "{screen}: antichess's material: {shown}");
        // Three-check: the checks still to give.
        c.goto(&s.url(&format!("/games/{three_check}"))).await.unwrap();
        let count = found(&c, Locator::Css("[data-count='checks_to_give']")).await.text().await.unwrap();
        assert_eq!(count, "Checks still to give: White 2 · Black 3.", "{screen}");
        // A rules page: the game's name before its board.
        c.goto(&s.url("/rules/courier")).await.unwrap();
        let order = script(
            &c,
            "return document.querySelector('main h1').getBoundingClientRect().bottom \
             <= document.querySelector('main svg.board').getBoundingClientRect().top;",
        )
        .await;
        assert_eq!(order, json!(true), "{screen}: the rules page shows its board before the game's name");
        let guide = script(&c, "return document.querySelectorAll('.piece-guide').length;").await;
        assert_eq!(guide, json!(9), "{screen}: Courier chess's nine pieces, each told beside its diagram");
        c.close().await.unwrap();
    }
}

/// King's Run's chooser says what a choice leads to when the rules know: waking the king beside
/// the player's own Sandman queen loses (she must take it next turn), so it comes last, saying
/// so, and the choice with the focus is one that does not lose.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_kings_run_chooser_says_which_choice_loses() {
    let Some(driver) = driver().await else { return };
    let _turn = ONE_AT_A_TIME.lock().await;
    let Table { s, alice, bob } = table().await;
    for phone in [false, true] {
        let game = s.new_game(&alice, &bob, "kings-run").await;
        let c = browser(&driver, phone).await;
        log_in(&c, &s, "alice").await;
        c.goto(&s.url(&format!("/games/{game}"))).await.unwrap();
        if phone {
            tap(&c, "e2").await;
            tap(&c, "e4").await;
        } else {
            put(&c, Hand::Click, "e2", "e4").await;
        }
        until("the second part's chooser", || chooser_open(&c)).await;
        let shown = script(
            &c,
            "const b = [...document.querySelectorAll('#chooser button[title]')]; \
             return {first: b[0].title, focused: document.activeElement.title, \
             king: b.find(x => x.title === \"P e2-e4; K'-e1\")?.innerText ?? '', \
             last: b.at(-1).title, losing: document.querySelectorAll('#chooser .leads-to.loses').length};",
        )
        .await;
        let screen = if phone { "phone" } else { "desk" };
        assert_ne!(shown["first"], json!("P e2-e4; K'-e1"), "{screen}: {shown}");
        if !phone {
            assert_eq!(shown["focused"], shown["first"], "{screen}: the keyboard starts on it: {shown}");
        }
        assert!(
            shown["king"]
                .as_str()
                .unwrap()
                .contains("loses on your next turn, whatever your opponent plays (the king's capture)"),
            "{screen}: {shown}"
        );
        assert_eq!(shown["last"], json!("P e2-e4; K'-e1"), "{screen}: the losing choice comes last: {shown}");
        screenshot(&c, &format!("kings-run-chooser-{screen}")).await;
        c.close().await.unwrap();
    }
}
