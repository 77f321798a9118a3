//! No page shows an English sentence to a reader of another language. A scene is set (players,
//! a game under way with moves, a comment, a message and a draw offer, a finished game,
//! challenges, tournaments, an upload, notices); every page of a list is fetched in English and in
//! each other language, its visible text is split into words, and every run of [`RUN`]
//! consecutive words of the English page found word for word in the other language's page is an
//! untranslated run, unless its words are names and data that never translate (players', games'
//! and tournaments' names, moves and squares, numbers and times, addresses, language names) or
//! come from a text that is English by its source (the games' own rules texts, from the rules
//! crate; what the players wrote), all but one of them at most. A turn mail, a draw offer's mail,
//! a password reset's and the confirmation of a command by new mail are compared the same way.
//! The test fails listing every page, language and run found.
//!
//! The missing messages themselves are `cargo test -p ortoo-i18n`'s: this finds the sentences
//! that never became messages, and messages copied into a language without being translated.

mod common;

use std::collections::{BTreeMap, BTreeSet, HashSet};

use common::{Player, Server, body};
use ortoo::timecontrol::TimeControl;
use reqwest::{Client, StatusCode, redirect};
use serde_json::json;

/// How many words in a row make an untranslated run. Three catches too much in the Latin-alphabet
/// languages, which share short runs with English by chance (`Chess · ortoo`, names with a number);
/// four is the shortest of the sentences, labels and buttons that a page builds, and a sentence
/// left in English is longer than that.
const RUN: usize = 4;

/// The comment, message and variant file the scene's players write: theirs, in their words.
const COMMENT: &str = "The king's pawn, as my teacher always played it.";
const CHAT: &str = "Good luck and have a nice game with me today.";
const TOURNAMENT: &str = "Autumn Round Robin";
const OPEN_TOURNAMENT: &str = "Winter Swiss Open";
const UPLOAD: &str = "# Tiny chess: chess on six ranks for a quick game.
[tiny:chess]
maxRank = 6
startFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
";

/// A browser: keeps cookies, does not follow redirects.
fn browser() -> Client {
    Client::builder().cookie_store(true).redirect(redirect::Policy::none()).build().unwrap()
}

/// A browser logged in as `name` (registered through the API with the harness's password).
async fn logged_in(s: &Server, name: &str) -> Client {
    let b = browser();
    let r = b.post(s.url("/login")).form(&[("name", name), ("password", "correct horse")]).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{name} logs in");
    b
}

/// Posts a form as a browser does; the answer must be a redirect (the form was taken).
async fn form(b: &Client, s: &Server, path: &str, fields: &[(&str, &str)]) {
    let r = b.post(s.url(path)).form(fields).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{path}: {}", r.text().await.unwrap());
}

/// The scene: who is in it and what they made.
struct Scene {
    bob: Player,
    /// alice (White) against bob, three plies played (a pawn taken), bob to move, a draw offered
    /// and a takeback asked by alice.
    game: String,
    /// alice against carol, over: carol mated alice, and the game is analysed.
    finished: String,
    tournament: String,
    /// alice's variant file, and the game it defines.
    upload: String,
    uploaded_game: String,
    /// A game of Khan with rule options changed from the defaults.
    khan: String,
    names: Vec<String>,
}

async fn set_scene(s: &Server) -> (Scene, Client, Client) {
    let names = ["alice", "bob", "carol", "dave"];
    let mut players = Vec::new();
    for name in names {
        players.push(s.register(name).await);
    }
    let [alice, bob, carol, dave] = <[Player; 4]>::try_from(players).ok().unwrap();
    let (alice_b, bob_b) = (logged_in(s, "alice").await, logged_in(s, "bob").await);

    // The game under way: moves with a comment and a capture, a message, a draw offered and a
    // move asked back.
    let game = s.game_of(&alice, &bob, json!({"variant": "chess", "time_control": {"days_per_move": 3}})).await;
    let path = format!("/games/{game}/move");
    form(&alice_b, s, &path, &[("move", "e2e4"), ("ply", "0"), ("comment", COMMENT)]).await;
    form(&bob_b, s, &path, &[("move", "d7d5"), ("ply", "1"), ("comment", "")]).await;
    form(&alice_b, s, &path, &[("move", "e4d5"), ("ply", "2"), ("comment", "")]).await;
    form(&bob_b, s, &format!("/games/{game}/chat"), &[("text", CHAT)]).await;
    form(&alice_b, s, &format!("/games/{game}/draw"), &[("action", "offer")]).await;
    form(&alice_b, s, &format!("/games/{game}/takeback"), &[("action", "offer")]).await;

    // A finished, rated game, analysed: fool's mate, alice mated by carol. The lobby's finished
    // games, the analysis with its marks, the players' ratings and their graphs.
    let finished = s.game_of(&alice, &carol, json!({"variant": "chess", "rated": true})).await;
    for (who, text) in [(&alice, "f2f3"), (&carol, "e7e5"), (&alice, "g2g4"), (&carol, "d8h4")] {
        body(s.play(who, &finished, text).await, StatusCode::CREATED).await;
    }
    let play = common::play_on(s).await;
    let now = play.now();
    let job = s.store.claim_analysis("by-hand", now, now + 30_000).await.unwrap().expect("the analysis is queued");
    let settings = ortoo::worker::Settings { analysis_nodes: 20_000, ..common::hand_worker() };
    ortoo::worker::analysis::analyse(&play, &settings, "by-hand", job).await;

    // Challenges: one to alice, one open to anyone (rated within a range), one from alice.
    let challenges = [
        (&carol, json!({"variant": "khans-chess", "opponent": {"user": "alice"}, "color": "white"})),
        (
            &dave,
            json!({"variant": "chess", "opponent": {"open": true}, "color": "random",
                "time_control": {"bank": {"initial_days": 7, "increment_days": 1, "cap_days": 14}},
                "rating_range": {"min": 1000, "max": 2000}}),
        ),
        (&alice, json!({"variant": "koan", "opponent": {"user": "dave"}, "color": "black"})),
    ];
    for (from, terms) in challenges {
        body(s.post(from, "/api/v1/challenges", terms).await, StatusCode::CREATED).await;
    }

    // A tournament under way (its standings and games) and one still open for joining.
    let made = body(
        s.post(&carol, "/api/v1/tournaments", json!({"name": TOURNAMENT, "kind": "round_robin", "variant": "chess"}))
            .await,
        StatusCode::CREATED,
    )
    .await;
    let tournament = made["tournament"]["id"].as_str().unwrap().to_string();
    for p in [&alice, &dave] {
        body(s.post(p, &format!("/api/v1/tournaments/{tournament}/join"), json!({})).await, StatusCode::OK).await;
    }
    body(s.post(&carol, &format!("/api/v1/tournaments/{tournament}/start"), json!({})).await, StatusCode::OK).await;
    body(
        s.post(&dave, "/api/v1/tournaments", json!({"name": OPEN_TOURNAMENT, "kind": "swiss", "variant": "chess"}))
            .await,
        StatusCode::CREATED,
    )
    .await;

    // alice's own variant file.
    let upload = body(
        s.post(&alice, "/api/v1/variant-files", json!({"name": "tiny.ini", "text": UPLOAD})).await,
        StatusCode::CREATED,
    )
    .await;
    let uploaded_game = upload["variants"][0]["id"].as_str().unwrap().to_string();
    let upload = upload["id"].as_str().unwrap().to_string();

    // A game of Khan whose rule options are not the defaults: the game page says them.
    let khan =
        s.game_of(&bob, &carol, json!({"variant": "khan", "options": {"exchanges": "off", "setup": "basic"}})).await;

    let names = names.iter().map(|n| n.to_string()).collect();
    (Scene { bob, game, finished, tournament, upload, uploaded_game, khan, names }, alice_b, bob_b)
}

/// What a reader sees of a page: the text of its elements and of the attributes that are read
/// (`title`, `aria-label`, `placeholder`, `alt`, and the resign button's `data-confirm`), without
/// scripts and styles (the `#script-words` JSON among them), entities unescaped. Each element
/// that stands apart (a paragraph, a cell, a button, an attribute) is a piece of its own, so that
/// a run never joins the end of one label to the start of the next.
fn visible_text(html: &str) -> Vec<String> {
    const READ: [&str; 5] = ["title", "aria-label", "placeholder", "alt", "data-confirm"];
    const INLINE: [&str; 12] = ["a", "strong", "em", "b", "i", "abbr", "time", "code", "small", "span", "kbd", "bdi"];
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        rest = &rest[open..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.split_once("-->").map_or("", |(_, after)| after);
            continue;
        }
        let end = tag_end(rest);
        let tag = &rest[1..end.saturating_sub(1).max(1)];
        rest = &rest[end..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect::<String>()
            .to_ascii_lowercase();
        // Scripts and styles are not read; what a `<code>` shows is typed as it is (a command, a
        // file's section), in every language.
        if !closing && matches!(name.as_str(), "script" | "style" | "code") {
            let close = format!("</{name}");
            let at = rest.to_ascii_lowercase().find(&close).unwrap_or(rest.len());
            rest = &rest[at..];
            continue;
        }
        // The board is drawn by the picture crate, which names its pieces and squares and says
        // whose move it is in the reader's language (`board.ftl`), the rules pages' small
        // diagrams of each piece's reach too: its label and titles are read like the page's.
        if !INLINE.contains(&name.as_str()) {
            pieces.push(std::mem::take(&mut text));
        }
        if !closing {
            for (attribute, value) in attributes(tag) {
                if READ.contains(&attribute.as_str()) {
                    pieces.push(value);
                }
            }
        }
    }
    pieces.push(text);
    pieces.iter().map(|p| unescape(p).trim().to_string()).filter(|p| !p.is_empty()).collect()
}

/// Where the tag that `html` starts with ends (after its `>`), quotes respected.
fn tag_end(html: &str) -> usize {
    let mut quote = None;
    for (i, c) in html.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), _) if c == q => quote = None,
            (None, '>') => return i + 1,
            _ => {}
        }
    }
    html.len()
}

/// A tag's attributes with their (still escaped) values.
fn attributes(tag: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = tag.trim_start_matches(|c: char| !c.is_whitespace());
    loop {
        rest = rest.trim_start();
        let name_len = rest.find(|c: char| c == '=' || c.is_whitespace() || c == '/' || c == '>').unwrap_or(rest.len());
        if name_len == 0 {
            if rest.is_empty() {
                break;
            }
            rest = &rest[1..];
            continue;
        }
        let name = rest[..name_len].to_ascii_lowercase();
        rest = rest[name_len..].trim_start();
        let Some(after) = rest.strip_prefix('=') else {
            out.push((name, String::new()));
            continue;
        };
        let after = after.trim_start();
        let (value, tail) = match after.chars().next() {
            Some(q @ ('"' | '\'')) => after[1..].split_once(q).unwrap_or((&after[1..], "")),
            _ => after.split_once(char::is_whitespace).unwrap_or((after, "")),
        };
        out.push((name, value.to_string()));
        rest = tail;
    }
    out
}

/// HTML's entities as characters (those askama and the pages write, and numeric ones).
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let Some(semi) = rest.find(';').filter(|&i| i <= 10) else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..semi];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some('\u{a0}'),
            _ => entity
                .strip_prefix("#x")
                .or_else(|| entity.strip_prefix("#X"))
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                .or_else(|| entity.strip_prefix('#').and_then(|dec| dec.parse().ok()))
                .and_then(char::from_u32),
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A text's words, in lower case: letters and digits, with an apostrophe inside a word kept
/// (`khan's`). An address (`https://…`) is left out: it is data.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for token in text.split_whitespace().filter(|t| !t.contains("://")) {
        let chars: Vec<char> = token.chars().collect();
        let mut word = String::new();
        for (i, &c) in chars.iter().enumerate() {
            let inner_apostrophe =
                matches!(c, '\'' | '’') && !word.is_empty() && chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
            if c.is_alphanumeric() || inner_apostrophe {
                word.extend(c.to_lowercase());
            } else if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
        }
        if !word.is_empty() {
            out.push(word);
        }
    }
    out
}

/// What may stand in every language as it stands in English.
#[derive(Clone)]
struct Allowed {
    /// Words that are names or data: a run of them alone is no sentence.
    words: HashSet<String>,
    /// Runs of [`RUN`] words from texts that are English by their source.
    runs: HashSet<Vec<String>>,
}

impl Allowed {
    fn new() -> Allowed {
        Allowed { words: HashSet::new(), runs: HashSet::new() }
    }

    /// Every word of `text` is a name or data.
    fn names(&mut self, text: &str) {
        self.words.extend(words(text));
    }

    /// `text` is English by its source: its runs may stand.
    fn source(&mut self, text: &str) {
        // Its sentences and parts alone too, as a page may show one without what comes before.
        for piece in text.split(['\n', '.', ':', ';', '(', ')']) {
            self.runs.extend(words(piece).windows(RUN).map(<[String]>::to_vec));
        }
        self.runs.extend(words(text).windows(RUN).map(<[String]>::to_vec));
    }

    /// With `more`'s allowances too.
    fn and(&self, more: &Allowed) -> Allowed {
        let mut both = self.clone();
        both.words.extend(more.words.iter().cloned());
        both.runs.extend(more.runs.iter().cloned());
        both
    }

    fn word(&self, word: &str) -> bool {
        // Numbers, squares, moves, dates and times, ids: anything with a digit in it; a single
        // letter is a piece's or a file's (`P e2-e4`, `a-h`).
        word.chars().any(|c| c.is_ascii_digit()) || word.chars().count() == 1 || self.words.contains(word)
    }

    /// Which of `words` may stand: names and data, and the words of a run from an English
    /// source (a game's summary after its name: `Khan's Chess: Couch Tomato's asymmetric …`).
    fn standing(&self, words: &[String]) -> Vec<bool> {
        let mut ok: Vec<bool> = words.iter().map(|w| self.word(w)).collect();
        for (i, run) in words.windows(RUN).enumerate() {
            if self.runs.contains(run) {
                ok[i..i + RUN].iter_mut().for_each(|o| *o = true);
            }
        }
        ok
    }
}

/// The allowlist, from the data the pages show rather than from sentences of the pages, with
/// the scene's players' `names`.
fn allowed(names: &[String]) -> Allowed {
    let mut a = Allowed::new();
    // Names: the site's, the players', their tournaments', the languages' own (in the footer).
    a.names("ortoo");
    for name in names {
        a.names(name);
    }
    a.names(TOURNAMENT);
    a.names(OPEN_TOURNAMENT);
    for (tag, name) in ortoo_i18n::LANGUAGES {
        a.names(tag);
        a.names(name);
    }
    // Formats and zones, named as they are everywhere.
    a.names("PGN USI UTC");
    // The names the rules cite, as their owners write them: servers, clubs, a laboratory, a
    // publisher, a contest, a website and a family of variants.
    for title in [
        "Free Internet Chess Server (FICS)",
        "Internet Chess Club (ICC)",
        "Los Alamos Scientific Laboratory",
        "Paul Whitehorn, Image Games, 1994",
        "32-Turn Challenge 2000",
        "The Chess Variant Pages",
        "Chess with Different Armies",
    ] {
        a.source(title);
    }
    // Pieces some languages call as English does (French's assassin and archer).
    for line in include_str!("../crates/i18n/locales/en/moves.ftl").lines() {
        if let Some((id, name)) = line.split_once(" = ")
            && id.starts_with("piece-")
            && ortoo_i18n::all().iter().any(|l| l.tag() != "en" && l.text(id).eq_ignore_ascii_case(name))
        {
            a.names(name);
        }
    }
    // Every game's name, as the rules registry has it.
    for v in ortoo_rules::registry::variants() {
        a.names(v.name);
        a.names(v.id);
        // Its options' names and values, as a form sends them and a reply types them.
        for option in v.options {
            a.names(option.name);
            if let Some(chooser) = option.chosen_by {
                a.names(chooser.choice);
            }
            for (value, _) in option.value_labels {
                a.names(value);
            }
        }
    }
    // What the players wrote: a comment, a message, a variant file (its games' names and its
    // comments are the player's own).
    for text in [COMMENT, CHAT, UPLOAD] {
        a.source(text);
    }
    a.names("Tiny chess tiny.ini");
    a
}

/// The runs of `english` that `other` has word for word and that are not allowed, each once,
/// adjoining runs joined into one.
fn untranslated(english: &[String], other: &[String], allowed: &Allowed) -> Vec<String> {
    let theirs: HashSet<Vec<String>> =
        other.iter().flat_map(|piece| words(piece).windows(RUN).map(<[String]>::to_vec).collect::<Vec<_>>()).collect();
    let mut found = BTreeSet::new();
    for piece in english {
        let ours = words(piece);
        let standing = allowed.standing(&ours);
        // A run of names and data with one word that may be the other language's too (`03:25
        // UTC (in 2 …` in German) is no sentence: a run needs two words that may not stand.
        let hit = |i: usize| {
            theirs.contains(&ours[i..i + RUN]) && standing[i..i + RUN].iter().filter(|&&ok| !ok).count() >= 2
        };
        // Overlapping runs are one.
        let mut run: Option<(usize, usize)> = None;
        for i in (0..=ours.len().saturating_sub(RUN)).filter(|&i| ours.len() >= RUN && hit(i)) {
            run = match run {
                Some((start, end)) if i < end => Some((start, i + RUN)),
                Some((start, end)) => {
                    found.insert(ours[start..end].join(" "));
                    Some((i, i + RUN))
                }
                None => Some((i, i + RUN)),
            };
        }
        if let Some((start, end)) = run {
            found.insert(ours[start..end].join(" "));
        }
    }
    found.into_iter().collect()
}

/// What the check found: for each page (or mail) and run, the languages that show it.
type Found = BTreeMap<(String, String), Vec<&'static str>>;

fn report(found: &Found) -> String {
    let mut out = String::new();
    let mut page = "";
    for ((p, run), tags) in found {
        if p != page {
            out.push_str(&format!("{p}:\n"));
            page = p;
        }
        out.push_str(&format!("    \"{run}\" in {}\n", tags.join(", ")));
    }
    out
}

/// A page fetched in `tag`, by a browser (signed in or not) that asks for that language.
async fn fetch(s: &Server, b: &Client, path: &str, tag: &str, expect: StatusCode) -> String {
    let r = b.get(s.url(path)).header("accept-language", tag).send().await.unwrap();
    assert_eq!(r.status(), expect, "{path} in {tag}");
    let html = r.text().await.unwrap();
    assert!(html.contains(&format!("<html lang=\"{tag}\"")), "{path} is not in {tag}");
    html
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_page_shows_an_english_sentence_in_another_language() {
    let s = common::start_with(common::Backend::Sqlite, |c| c.engine.workers = 0).await.unwrap();
    let (scene, alice, bob) = set_scene(&s).await;
    let visitor = browser();
    let game = format!("/games/{}", scene.game);
    let finished = format!("/games/{}", scene.finished);
    let tournament = format!("/tournaments/{}", scene.tournament);
    let upload = format!("/variants/files/{}", scene.upload);
    let uploaded_rules = format!("/rules/{}", scene.uploaded_game);
    let khan = format!("/games/{}", scene.khan);
    // What only some pages may show in English, and why.
    let none = Allowed::new();
    let mut clocks = Allowed::new();
    // A challenge's notice keeps its clock as the play crate describes it, in English
    // (`TimeControl::describe`, an argument kept with the notice's words): the notices page
    // shows it so until the notices keep the clock unsaid.
    clocks.source(&TimeControl::DaysPerMove(3).describe());
    let pages: Vec<(&str, &Client, &str, StatusCode, &Allowed)> = vec![
        ("lobby, signed out", &visitor, "/", StatusCode::OK, &none),
        ("lobby, signed in", &alice, "/", StatusCode::OK, &none),
        ("rules", &visitor, "/rules", StatusCode::OK, &none),
        // The built-in games' rules pages are every one the next test's.
        ("rules of a player's game", &visitor, &uploaded_rules, StatusCode::OK, &none),
        ("login", &visitor, "/login", StatusCode::OK, &none),
        ("register", &visitor, "/register", StatusCode::OK, &none),
        ("settings", &alice, "/settings", StatusCode::OK, &none),
        ("notifications", &bob, "/notifications", StatusCode::OK, &clocks),
        ("new game", &alice, "/challenges/new", StatusCode::OK, &none),
        ("new game of janggi", &alice, "/challenges/new?variant=janggi", StatusCode::OK, &none),
        ("new game of khan", &alice, "/challenges/new?variant=khan", StatusCode::OK, &none),
        ("game of khan, its options changed", &bob, &khan, StatusCode::OK, &none),
        ("game, to move", &bob, &game, StatusCode::OK, &none),
        ("game, not to move", &alice, &game, StatusCode::OK, &none),
        ("game, over", &alice, &finished, StatusCode::OK, &none),
        ("tournaments", &alice, "/tournaments", StatusCode::OK, &none),
        ("tournament", &alice, &tournament, StatusCode::OK, &none),
        ("leaderboard", &visitor, "/leaderboard", StatusCode::OK, &none),
        ("leaderboard of chess", &visitor, "/leaderboard/chess", StatusCode::OK, &none),
        ("player", &bob, "/@/alice", StatusCode::OK, &none),
        ("uploads", &alice, "/variants/files", StatusCode::OK, &none),
        ("upload", &alice, &upload, StatusCode::OK, &none),
        ("not found", &visitor, "/no/such/page", StatusCode::NOT_FOUND, &none),
    ];
    let allowed = allowed(&scene.names);
    let mut found = Found::new();
    for (what, b, path, status, more) in &pages {
        let allowed = allowed.and(more);
        let english = visible_text(&fetch(&s, b, path, "en", *status).await);
        for (tag, _) in &ortoo_i18n::LANGUAGES[1..] {
            let other = visible_text(&fetch(&s, b, path, tag, *status).await);
            for run in untranslated(&english, &other, &allowed) {
                found.entry((format!("{what} ({path})"), run)).or_default().push(tag);
            }
        }
    }
    // The mail of bob's turn, and of the draw alice offers him, in each language.
    mail_runs(&s, &scene, &allowed, &mut found).await;
    assert!(found.is_empty(), "untranslated runs of {RUN} words or more:\n{}", report(&found));
}

/// Every built-in game's rules page, in every language: the guides translated from
/// `docs/games/`, the definitions in words below them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_rules_page_shows_an_english_sentence_in_another_language() {
    let s = common::start_with(common::Backend::Sqlite, |c| c.engine.workers = 0).await.unwrap();
    let visitor = browser();
    let allowed = allowed(&[]);
    let mut found = Found::new();
    for info in ortoo_rules::registry::variants() {
        let path = format!("/rules/{}", info.id);
        let english = visible_text(&fetch(&s, &visitor, &path, "en", StatusCode::OK).await);
        for (tag, _) in &ortoo_i18n::LANGUAGES[1..] {
            let other = visible_text(&fetch(&s, &visitor, &path, tag, StatusCode::OK).await);
            for run in untranslated(&english, &other, &allowed) {
                found.entry((format!("rules of {} ({path})", info.name), run)).or_default().push(tag);
            }
        }
    }
    assert!(found.is_empty(), "untranslated runs of {RUN} words or more:\n{}", report(&found));
}

/// The turn mail and the draw offer's mail bob is sent, in each language, against English.
async fn mail_runs(s: &Server, scene: &Scene, allowed: &Allowed, found: &mut Found) {
    let mut config = ortoo::config::Config::defaults();
    config.database_url = s.database_url.clone();
    config.mail.transport = ortoo::config::MailTransport::None;
    config.base_url = "https://ortoo.example".into();
    config.mail.reply_address = "move@ortoo.example".into();
    let (play, _) = ortoo::server::build(&s.db, &config, ortoo::clock::Clock::system()).await.unwrap();
    let bob = s.store.user_by_name(&scene.bob.name).await.unwrap().unwrap();
    let notices = s.store.notifications_of(&bob.id, false, 100).await.unwrap();
    let game_id = ortoo_core::GameId::from_text(scene.game.clone());
    let turn = notices
        .iter()
        .find(|n| n.kind == Some(ortoo_core::NoticeKind::Turn) && n.game_id.as_ref() == Some(&game_id))
        .expect("bob is told it is his turn");
    let offer = notices
        .iter()
        .find(|n| n.kind == Some(ortoo_core::NoticeKind::DrawOffer))
        .expect("bob is told of the draw offered");
    let game = s.store.game(&game_id).await.unwrap().unwrap();
    let moves = s.store.moves(&game_id).await.unwrap();
    let prefs = s.store.prefs(&bob.id).await.unwrap().unwrap();
    let letter = |n: &ortoo_core::store::Listed, ply: Option<i64>, tag: &str| {
        let outgoing =
            ortoo_core::store::Outgoing { language: Some(tag.to_string()), ..common::outgoing(n, &bob, &prefs, ply) };
        let letter = ortoo::notify::Letters::of(&play.settings.composer)
            .letter(&outgoing, Some(&game), &moves, &[], play.now())
            .unwrap_or_else(|| panic!("the mail of {:?} holds", n.kind));
        // The subject, then the text, a piece a line.
        let subject = letter.subject(&n.subject_in(ortoo_i18n::find(tag).unwrap()));
        std::iter::once(subject).chain(letter.text().lines().map(str::to_string)).collect::<Vec<String>>()
    };
    for (what, n, ply) in [("turn mail", turn, Some(game.ply)), ("draw offer mail", offer, None)] {
        let english = letter(n, ply, "en");
        assert!(english.len() > 10, "{what}: {english:?}");
        for (tag, _) in &ortoo_i18n::LANGUAGES[1..] {
            for run in untranslated(&english, &letter(n, ply, tag), allowed) {
                found.entry((what.to_string(), run)).or_default().push(tag);
            }
        }
    }
    // Mail with no game: a password reset's, and the confirmation of a command by new mail.
    play.accounts.ask_reset(&bob.email).await.unwrap();
    let now = play.now();
    let reset = s.store.claim_outgoing(now, now, 1000).await.unwrap().into_iter().find(|o| o.is_account_mail());
    let reset = reset.expect("the reset link is mailed");
    let confirm = play.settings.composer.confirm(&ortoo_core::MailCommandId::new(), &bob.id, "challenge alice koan", 7);
    let confirm = ortoo_core::store::Outgoing {
        id: confirm.id,
        kind: Some(confirm.kind),
        subject: confirm.subject,
        detail: confirm.detail,
        words: confirm.words,
        ..reset.clone()
    };
    for (what, out) in [("password reset mail", &reset), ("confirmation mail", &confirm)] {
        let letter = |tag: &str| {
            let out = ortoo_core::store::Outgoing { language: Some(tag.to_string()), ..out.clone() };
            let letter = ortoo::notify::Letters::of(&play.settings.composer)
                .letter(&out, None, &[], &[], now)
                .unwrap_or_else(|| panic!("the {what} holds"));
            let subject = letter.subject(&out.subject_in(ortoo_i18n::find(tag).unwrap()));
            std::iter::once(subject).chain(letter.text().lines().map(str::to_string)).collect::<Vec<String>>()
        };
        let english = letter("en");
        assert!(english.len() > 5, "{what}: {english:?}");
        for (tag, _) in &ortoo_i18n::LANGUAGES[1..] {
            for run in untranslated(&english, &letter(tag), allowed) {
                found.entry((what.to_string(), run)).or_default().push(tag);
            }
        }
    }
}

/// The mail telling `name` it is their turn in `game`, in the language `tag`: its subject and text.
async fn turn_letter(s: &Server, play: &ortoo::Play, name: &str, game: &str, tag: &str) -> String {
    let user = s.store.user_by_name(name).await.unwrap().unwrap();
    let game_id = ortoo_core::GameId::from_text(game.to_string());
    let notices = s.store.notifications_of(&user.id, false, 100).await.unwrap();
    let turn = notices
        .iter()
        .find(|n| n.kind == Some(ortoo_core::NoticeKind::Turn) && n.game_id.as_ref() == Some(&game_id))
        .unwrap_or_else(|| panic!("{name} is told it is their turn in {game}"));
    let game = s.store.game(&game_id).await.unwrap().unwrap();
    let moves = s.store.moves(&game_id).await.unwrap();
    let prefs = s.store.prefs(&user.id).await.unwrap().unwrap();
    let outgoing = ortoo_core::store::Outgoing {
        language: Some(tag.to_string()),
        ..common::outgoing(turn, &user, &prefs, Some(game.ply))
    };
    let letter = ortoo::notify::Letters::of(&play.settings.composer)
        .letter(&outgoing, Some(&game), &moves, &[], play.now())
        .expect("the turn mail holds");
    format!("{}\n{}", letter.subject(&turn.subject_in(ortoo_i18n::find(tag).unwrap())), letter.text())
}

/// Xiangqi's sides are Red and Black, janggi's Blue and Red, shogi's sente and gote: the game
/// page (heading, status, players' lines, board), the lobby's list and the turn mail name them
/// so, in English and in the players' own languages; chess keeps White and Black.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_names_its_sides_as_its_players_do() {
    let s = common::start_with(common::Backend::Sqlite, |c| c.engine.workers = 0).await.unwrap();
    let (alice, bob) = (s.register("alice").await, s.register("bob").await);
    let (alice_b, bob_b) = (logged_in(&s, "alice").await, logged_in(&s, "bob").await);
    let mut config = ortoo::config::Config::defaults();
    config.database_url = s.database_url.clone();
    config.mail.transport = ortoo::config::MailTransport::None;
    let (play, _) = ortoo::server::build(&s.db, &config, ortoo::clock::Clock::system()).await.unwrap();

    // Xiangqi, after Red's first move: Black to move.
    let xiangqi = s.game_of(&alice, &bob, json!({"variant": "xiangqi"})).await;
    body(s.play(&alice, &xiangqi, "b3e3").await, StatusCode::CREATED).await;
    let page = fetch(&s, &bob_b, &format!("/games/{xiangqi}"), "en", StatusCode::OK).await;
    for words in ["(Red) v", "(Black)", "Xiangqi board, Black to move", "Red Cannon on e3"] {
        assert!(page.contains(words), "the xiangqi page says {words:?}");
    }
    assert!(!page.contains("White"), "no side of xiangqi is White:\n{page}");
    let lobby = fetch(&s, &alice_b, "/", "en", StatusCode::OK).await;
    assert!(lobby.contains("Black to move") && !lobby.contains("White to move"), "{lobby}");
    let mail = turn_letter(&s, &play, "bob", &xiangqi, "en").await;
    assert!(mail.contains("You play Black."), "{mail}");
    let chinese = fetch(&s, &bob_b, &format!("/games/{xiangqi}"), "zh-Hans", StatusCode::OK).await;
    assert!(chinese.contains("红方") && chinese.contains("黑方") && !chinese.contains("白方"), "{chinese}");
    // The game's name too is the reader's: 象棋, not Xiangqi.
    assert!(chinese.contains("象棋：alice") && !chinese.contains("Xiangqi"), "{chinese}");
    // The whole game as a reply's "log" has it, in Chinese.
    let (game, moves) = {
        let id = ortoo_core::GameId::from_text(xiangqi.clone());
        (s.store.game(&id).await.unwrap().unwrap(), s.store.moves(&id).await.unwrap())
    };
    let log = ortoo::notify::letters::game_log(&game, &moves, ortoo_i18n::find("zh-Hans").unwrap());
    assert!(
        log.starts_with("象棋：alice（红方）对 bob（黑方）")
            && log.contains("1. 红方 C b3-e3")
            && log.contains("轮到黑方走"),
        "{log}"
    );

    // The new-game form of xiangqi offers its own colours.
    let form = fetch(&s, &alice_b, "/challenges/new?variant=xiangqi", "en", StatusCode::OK).await;
    assert!(form.contains(">red</option>") && form.contains(">black</option>") && !form.contains(">white<"), "{form}");

    // Janggi: Blue (Cho) moves first, Red (Han) second.
    let janggi = s.game_of(&alice, &bob, json!({"variant": "janggi"})).await;
    // As a visitor reads it: the status says who is to move (a player reads "Your turn").
    let page = fetch(&s, &browser(), &format!("/games/{janggi}"), "en", StatusCode::OK).await;
    for words in ["(Blue) v", "(Red)", "Blue to move.", "board, Blue to move"] {
        assert!(page.contains(words), "the janggi page says {words:?}");
    }
    assert!(!page.contains("White") && !page.contains("Black"), "no side of janggi is White or Black:\n{page}");
    let korean = turn_letter(&s, &play, "alice", &janggi, "ko").await;
    assert!(korean.contains('초') && !korean.contains("백"), "{korean}");

    // Shogi, in Japanese: 先手 and 後手, never 白 and 黒 (and in English, Sente and Gote).
    let shogi = s.game_of(&alice, &bob, json!({"variant": "shogi"})).await;
    let page = fetch(&s, &alice_b, &format!("/games/{shogi}"), "ja", StatusCode::OK).await;
    assert!(page.contains("先手") && page.contains("後手"), "{page}");
    assert!(!page.contains("白の") && !page.contains("（白）") && !page.contains("黒の"), "{page}");
    let mail = turn_letter(&s, &play, "alice", &shogi, "ja").await;
    assert!(mail.contains("先手") && mail.starts_with("[ortoo] 将棋 #"), "{mail}");
    let english = turn_letter(&s, &play, "alice", &shogi, "en").await;
    assert!(english.contains("You play Sente."), "{english}");

    // Chess is White and Black, as ever.
    let chess = s.game_of(&alice, &bob, json!({"variant": "chess"})).await;
    let page = fetch(&s, &browser(), &format!("/games/{chess}"), "en", StatusCode::OK).await;
    assert!(page.contains("(White) v") && page.contains("White to move."), "{page}");
}

/// The extraction and the comparison themselves.
#[test]
fn a_run_is_found_word_for_word_and_names_are_not_runs() {
    let html = r#"<p title="Your move &amp; more">It&#39;s <a href="/x">your turn</a> now</p><script>var x = "It's your turn now";</script><td>alice</td><td>bob</td>"#;
    let text = visible_text(html);
    assert_eq!(text, ["Your move & more", "It's your turn now", "alice", "bob"], "{text:?}");
    let mut allowed = Allowed::new();
    allowed.names("alice bob chess");
    let english = vec!["It's your turn now, alice".to_string(), "alice bob chess e4".to_string()];
    let other = vec!["Du bist dran: it's your turn now, alice".to_string(), "alice bob chess e4".to_string()];
    assert_eq!(untranslated(&english, &other, &allowed), ["it's your turn now alice"]);
    allowed.source("Not in every language: it's your turn now alice");
    assert!(untranslated(&english, &other, &allowed).is_empty());
    // A run of names and data with one word the languages share is no sentence.
    let english = vec!["alice 1500 in 2 days".to_string()];
    let other = vec!["alice 1500 in 2 Tagen".to_string()];
    assert!(untranslated(&english, &other, &allowed).is_empty());
    // What is typed as it is is not read; the board's label and its pieces' titles are.
    let html = r#"<p>Send <code>challenge bob koan</code> now</p><svg class="board" aria-label="Chess board"><title>White Pawn on e4</title></svg><svg class="board piece-icon" aria-label="Black Pawn"></svg>"#;
    assert_eq!(visible_text(html), ["Send  now", "Chess board", "White Pawn on e4", "Black Pawn"]);
}
