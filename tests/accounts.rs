//! Accounts beyond signing up, through the API and the pages as a player meets them, on both
//! backends: an address gets nothing but its verification until it is verified; verification
//! and reset links work once and in time; a reset answers alike for accounts that do not
//! exist; a password change ends every other session and token; an address change verifies the
//! new address first and tells the old; a closed account cannot log in, shows as closed and is
//! mailed nothing. The mail is read as the notifier writes it (`.eml` files).

mod common;

use std::time::{Duration, Instant};

use common::{Backend, Player, Server, body};
use ortoo::clock::Clock;
use ortoo::when::Timestamp;
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "correct horse";

/// A server that verifies addresses and writes its mail into a folder of its own, on a clock
/// the test sets.
struct Verifying {
    s: Server,
    mail: std::path::PathBuf,
    clock: Clock,
}

impl Drop for Verifying {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.mail);
    }
}

async fn verifying(backend: Backend) -> Option<Verifying> {
    serving(backend, true).await
}

/// A server as [`verifying`] makes it, verifying addresses or taking every one as its owner's.
async fn serving(backend: Backend, verify_email: bool) -> Option<Verifying> {
    let mail = std::env::temp_dir().join(format!("ortoo-accounts-mail-{}", uuid::Uuid::now_v7().simple()));
    let dir = mail.display().to_string();
    let clock = Clock::manual(Timestamp::from_millis(1_951_473_600_000));
    let s = common::start_at(
        backend,
        |config| {
            config.accounts.verify_email = verify_email;
            config.mail.transport = ortoo::config::MailTransport::File;
            config.mail.dir = dir;
            config.mail.poll_seconds = 1;
        },
        clock.clone(),
    )
    .await?;
    Some(Verifying { s, mail, clock })
}

macro_rules! verifying_on_both {
    ($name:ident, $body:path) => {
        mod $name {
            use super::*;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                if let Some(v) = verifying(Backend::Sqlite).await {
                    $body(v).await;
                }
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if let Some(v) = verifying(Backend::Postgres).await {
                    $body(v).await;
                }
            }
        }
    };
}

/// A mail the server wrote: to whom, its subject, its plain text.
#[derive(Debug, Clone)]
struct Mail {
    to: String,
    subject: String,
    text: String,
}

impl Verifying {
    fn mails(&self) -> Vec<Mail> {
        let mut found = Vec::new();
        // In the order they were written (the files' names are random).
        let mut files: Vec<(std::time::SystemTime, std::path::PathBuf)> = std::fs::read_dir(&self.mail)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
            .collect();
        files.sort();
        for (_, path) in files {
            let Ok(raw) = std::fs::read(&path) else { continue };
            let Some(message) = mail_parser::MessageParser::default().parse(&raw) else { continue };
            let to =
                message.to().and_then(|t| t.first()).and_then(|a| a.address()).map(str::to_string).unwrap_or_default();
            found.push(Mail {
                to,
                subject: message.subject().unwrap_or_default().to_string(),
                text: message.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
            });
        }
        found
    }

    fn mails_to(&self, address: &str) -> Vec<Mail> {
        self.mails().into_iter().filter(|m| m.to.eq_ignore_ascii_case(address)).collect()
    }

    /// Waits for the `n`th mail to `address` whose subject has `subject` in it.
    async fn mail(&self, address: &str, subject: &str, n: usize) -> Mail {
        let started = Instant::now();
        loop {
            let mut found: Vec<Mail> =
                self.mails_to(address).into_iter().filter(|m| m.subject.contains(subject)).collect();
            if found.len() >= n {
                return found.swap_remove(n - 1);
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "no mail {n} \"{subject}\" to {address}; mails: {:#?}",
                self.mails()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Lets the notifier look at the outbox twice, so that what it was going to send is sent.
    async fn settle(&self) {
        tokio::time::sleep(Duration::from_millis(2500)).await;
    }

    async fn register(&self, name: &str) -> Player {
        let r = self
            .s
            .client
            .post(self.s.url("/api/v1/accounts"))
            .json(&json!({"name": name, "email": address(name), "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        let account = body(r, StatusCode::CREATED).await;
        assert_eq!(account["email_verified"], json!(false), "a new address is not verified");
        self.token(name).await
    }

    async fn token(&self, name: &str) -> Player {
        let r = self
            .s
            .client
            .post(self.s.url("/api/v1/tokens"))
            .json(&json!({"name": name, "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        let token = body(r, StatusCode::CREATED).await;
        Player { name: name.to_string(), token: token["token"].as_str().unwrap().to_string() }
    }

    /// Registers and verifies by following the mailed link on its page.
    async fn verified(&self, name: &str) -> Player {
        let player = self.register(name).await;
        let mail = self.mail(&address(name), "Verify your address", 1).await;
        let page = self.page(&link(&mail.text, "/account/verify/")).await;
        assert!(page.contains("is verified"), "{page}");
        player
    }

    async fn page(&self, path: &str) -> String {
        let r = self.s.client.get(self.s.url(path)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        r.text().await.unwrap()
    }

    async fn me(&self, who: &Player) -> Value {
        body(self.s.get(Some(who), "/api/v1/me").await, StatusCode::OK).await
    }

    /// A call with a body, checked against the OpenAPI document like every other.
    async fn send(&self, who: &Player, method: reqwest::Method, path: &str, payload: Value) -> reqwest::Response {
        let url = self.s.url(path);
        let request = match method {
            reqwest::Method::PUT => self.s.client.put(url),
            _ => self.s.client.post(url),
        };
        request.bearer_auth(&who.token).json(&payload).send().await.unwrap()
    }
}

fn address(name: &str) -> String {
    format!("{name}@example.org")
}

/// The path of the link in a mail that starts with `prefix` (`/account/verify/`).
fn link(text: &str, prefix: &str) -> String {
    let at = text.find(prefix).unwrap_or_else(|| panic!("no {prefix} link in:\n{text}"));
    text[at..].split_whitespace().next().unwrap().to_string()
}

fn token_of(path: &str) -> String {
    path.rsplit('/').next().unwrap().to_string()
}

async fn challenge(s: &Server, from: &Player, to: &str) -> StatusCode {
    s.post(from, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": to}})).await.status()
}

/// Until its address is verified, an account is mailed nothing but the verification: its
/// challenge is listed in the app, not mailed. The link verifies once; from then on its mail
/// goes out.
async fn only_the_verification_reaches_an_unverified_address(v: Verifying) {
    let alice = v.register("alice").await;
    let bob = v.verified("bob").await;
    assert_eq!(challenge(&v.s, &bob, "alice").await, StatusCode::CREATED);
    let listed = body(v.s.get(Some(&alice), "/api/v1/me/notifications").await, StatusCode::OK).await;
    let listed = listed["notifications"].as_array().unwrap();
    assert_eq!(listed.len(), 1, "the challenge is listed in the app: {listed:?}");
    v.settle().await;
    let to_alice = v.mails_to(&address("alice"));
    assert_eq!(to_alice.len(), 1, "only the verification went to alice: {to_alice:#?}");
    assert!(to_alice[0].subject.contains("Verify your address"), "{to_alice:?}");
    assert!(to_alice[0].text.contains("within 48 hours"), "{}", to_alice[0].text);
    assert_eq!(v.me(&alice).await["email_verified"], json!(false));

    let verify = link(&to_alice[0].text, "/account/verify/");
    let page = v.page(&verify).await;
    assert!(page.contains("alice@example.org is verified"), "{page}");
    assert_eq!(v.me(&alice).await["email_verified"], json!(true));
    // Once only: the API and the page both refuse it now.
    let again = v.s.client.post(v.s.url("/api/v1/account/verify")).json(&json!({"token": token_of(&verify)}));
    let refused = body(again.send().await.unwrap(), StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(refused["code"], json!("link_invalid"));
    assert!(v.page(&verify).await.contains("has been used"));

    assert_eq!(challenge(&v.s, &bob, "alice").await, StatusCode::CREATED);
    let mail = v.mail(&address("alice"), "challenge", 1).await;
    assert!(mail.text.contains("bob"), "{}", mail.text);
}
verifying_on_both!(unverified, only_the_verification_reaches_an_unverified_address);

/// An account is made in the language it was asked for in (the API's `Accept-Language`, the
/// page's), and its verification mail, the first it gets, is written in it.
async fn a_new_account_is_verified_in_its_own_language(v: Verifying) {
    let r =
        v.s.client
            .post(v.s.url("/api/v1/accounts"))
            .header("accept-language", "ja,en;q=0.5")
            .json(&json!({"name": "kumiko", "email": address("kumiko"), "password": PASSWORD}))
            .send()
            .await
            .unwrap();
    body(r, StatusCode::CREATED).await;
    let mail = v.mail(&address("kumiko"), "メールアドレスの確認", 1).await;
    assert!(mail.text.contains("kumiko"), "{}", mail.text);

    let form = [("name", "greta"), ("email", "greta@example.org"), ("password", PASSWORD)];
    let r = v.s.client.post(v.s.url("/register")).header("accept-language", "de").form(&form).send().await.unwrap();
    assert!(r.status().is_redirection() || r.status().is_success(), "{}", r.status());
    let mail = v.mail(&address("greta"), "Bestätige deine Adresse", 1).await;
    assert!(!mail.text.contains("Verify your address"), "{}", mail.text);
    // And the language stays the account's setting.
    let greta = v.token("greta").await;
    let settings = body(v.s.get(Some(&greta), "/api/v1/me/settings").await, StatusCode::OK).await;
    assert_eq!(settings["language"], json!("de"), "{settings}");
}
verifying_on_both!(own_language, a_new_account_is_verified_in_its_own_language);

/// A verification link stops working after its hours, and when a newer one is asked for.
async fn a_verification_link_expires(v: Verifying) {
    let alice = v.register("alice").await;
    let first = link(&v.mail(&address("alice"), "Verify your address", 1).await.text, "/account/verify/");
    v.clock.advance(48 * 3_600_000 + 1);
    assert!(v.page(&first).await.contains("has expired"));
    assert_eq!(v.me(&alice).await["email_verified"], json!(false));

    let r = v.send(&alice, reqwest::Method::POST, "/api/v1/me/verification", json!({})).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let second = link(&v.mail(&address("alice"), "Verify your address", 2).await.text, "/account/verify/");
    assert_ne!(first, second);
    let r = v.send(&alice, reqwest::Method::POST, "/api/v1/me/verification", json!({})).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let third = link(&v.mail(&address("alice"), "Verify your address", 3).await.text, "/account/verify/");
    assert!(v.page(&second).await.contains("replaced by a newer one"), "the newer link voids the older");
    let page = v.page(&third).await;
    assert!(page.contains("is verified"), "{page}");
    let r = v.send(&alice, reqwest::Method::POST, "/api/v1/me/verification", json!({})).await;
    assert_eq!(body(r, StatusCode::CONFLICT).await["code"], json!("verified_already"));
}
verifying_on_both!(expiring, a_verification_link_expires);

async fn log_in(s: &Server, name: &str, password: &str) -> StatusCode {
    let r = s.client.post(s.url("/api/v1/tokens")).json(&json!({"name": name, "password": password}));
    r.send().await.unwrap().status()
}

/// A reset link sets a new password once, within its hour; it ends the account's sessions and
/// tokens. The request is answered alike whether or not the account exists, and only a
/// verified address is sent one.
async fn a_reset_link_works_once_within_its_hour(v: Verifying) {
    let alice = v.verified("alice").await;
    v.register("carol").await;
    let ask = |who: &str| {
        let r = v.s.client.post(v.s.url("/api/v1/account/reset")).json(&json!({"account": who}));
        async move {
            let r = r.send().await.unwrap();
            (r.status(), r.text().await.unwrap())
        }
    };
    let by_name = ask("alice").await;
    assert_eq!(by_name.0, StatusCode::ACCEPTED);
    for unknown in ["nobody", "nobody@example.org", "carol", "carol@example.org"] {
        assert_eq!(ask(unknown).await, by_name, "a reset for {unknown} is answered as one for a real account");
    }
    // The answer in the language asked for, saying so.
    let r =
        v.s.client
            .post(v.s.url("/api/v1/account/reset"))
            .header("accept-language", "ja")
            .json(&json!({"account": "nobody"}));
    let r = r.send().await.unwrap();
    assert_eq!(r.headers()["content-language"], "ja");
    let japanese: serde_json::Value = r.json().await.unwrap();
    assert!(japanese["message"].as_str().unwrap().contains("パスワード"), "{japanese}");
    let mail = v.mail(&address("alice"), "Reset your password", 1).await;
    let reset = link(&mail.text, "/account/reset/");
    let form = v.page(&reset).await;
    assert!(form.contains("A new password for alice."), "{form}");

    let set = |token: String, password: &str| {
        let r = v.s.client.post(v.s.url("/api/v1/account/password"));
        let r = r.json(&json!({"token": token, "password": password}));
        async move { r.send().await.unwrap() }
    };
    let short = body(set(token_of(&reset), "short").await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(short["code"], json!("invalid_account"), "a refused password leaves the link good");
    let done = body(set(token_of(&reset), "battery staple").await, StatusCode::OK).await;
    assert!(done["message"].as_str().unwrap().contains("password is changed"), "{done}");
    assert_eq!(log_in(&v.s, "alice", PASSWORD).await, StatusCode::UNAUTHORIZED);
    assert_eq!(log_in(&v.s, "alice", "battery staple").await, StatusCode::CREATED);
    assert_eq!(v.s.get(Some(&alice), "/api/v1/me").await.status(), StatusCode::UNAUTHORIZED, "tokens ended");
    let again = body(set(token_of(&reset), "another one").await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(again["code"], json!("link_invalid"), "once only");

    // By address, and late.
    assert_eq!(ask("ALICE@example.org").await, by_name);
    let late = link(&v.mail(&address("alice"), "Reset your password", 2).await.text, "/account/reset/");
    v.clock.advance(3_600_000 + 1);
    assert!(v.page(&late).await.contains("has expired"));
    let expired = body(set(token_of(&late), "another one").await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(expired["code"], json!("link_invalid"));
    assert_eq!(log_in(&v.s, "alice", "battery staple").await, StatusCode::CREATED);

    v.settle().await;
    assert!(v.mails_to(&address("carol")).iter().all(|m| !m.subject.contains("Reset")), "carol is not verified");
    assert!(v.mails_to("nobody@example.org").is_empty());
    // A forged token is refused like a used one.
    let forged = body(set("0".repeat(52), "another one").await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(forged["code"], json!("link_invalid"));
}
verifying_on_both!(reset, a_reset_link_works_once_within_its_hour);

/// A password change, given the present password, ends every other session and API token of
/// the account; the credential that made it goes on.
async fn a_password_change_signs_out_everything_else(v: Verifying) {
    let alice = v.register("alice").await;
    let other = v.token("alice").await;
    // A session on the pages, logged in with the form.
    let browser = reqwest::Client::builder().cookie_store(true).redirect(reqwest::redirect::Policy::none());
    let browser = browser.build().unwrap();
    let login = browser.post(v.s.url("/login")).form(&[("name", "alice"), ("password", PASSWORD)]);
    assert_eq!(login.send().await.unwrap().status(), StatusCode::SEE_OTHER);
    let settings = browser.get(v.s.url("/settings")).send().await.unwrap();
    assert_eq!(settings.status(), StatusCode::OK, "the session works");

    let wrong = v
        .send(
            &alice,
            reqwest::Method::PUT,
            "/api/v1/me/password",
            json!({"password": "not it", "new_password": "battery staple"}),
        )
        .await;
    assert_eq!(body(wrong, StatusCode::FORBIDDEN).await["code"], json!("wrong_password"));
    assert_eq!(v.s.get(Some(&other), "/api/v1/me").await.status(), StatusCode::OK, "nothing changed");

    let r = v
        .send(
            &alice,
            reqwest::Method::PUT,
            "/api/v1/me/password",
            json!({"password": PASSWORD, "new_password": "battery staple"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(v.s.get(Some(&alice), "/api/v1/me").await.status(), StatusCode::OK, "the caller's token goes on");
    assert_eq!(v.s.get(Some(&other), "/api/v1/me").await.status(), StatusCode::UNAUTHORIZED, "another token ends");
    let settings = browser.get(v.s.url("/settings")).send().await.unwrap();
    assert_ne!(settings.status(), StatusCode::OK, "the page's session ends");
    assert_eq!(log_in(&v.s, "alice", "battery staple").await, StatusCode::CREATED);

    // And from the page: the session that changes it stays, the API token ends.
    let login = browser.post(v.s.url("/login")).form(&[("name", "alice"), ("password", "battery staple")]);
    assert_eq!(login.send().await.unwrap().status(), StatusCode::SEE_OTHER);
    let form = [("action", "password"), ("password", "battery staple"), ("new_password", "third password")];
    let r = browser.post(v.s.url("/settings")).form(&form).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let shown = browser.get(v.s.url(r.headers()["location"].to_str().unwrap())).send().await.unwrap();
    assert!(shown.text().await.unwrap().contains("Your password is changed"));
    assert_eq!(v.s.get(Some(&alice), "/api/v1/me").await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(log_in(&v.s, "alice", "third password").await, StatusCode::CREATED);
}
verifying_on_both!(password_change, a_password_change_signs_out_everything_else);

/// An address change sends the new address a link first: the account keeps its address (and
/// the old address its mail) until the link is followed, and then the old address is told.
async fn an_address_change_verifies_the_new_address_and_tells_the_old(v: Verifying) {
    let alice = v.verified("alice").await;
    let change = |password: &str, email: &str| {
        v.send(&alice, reqwest::Method::PUT, "/api/v1/me/email", json!({"password": password, "email": email}))
    };
    assert_eq!(
        body(change("not it", "new@example.net").await, StatusCode::FORBIDDEN).await["code"],
        json!("wrong_password")
    );
    let asked = body(change(PASSWORD, "new@example.net").await, StatusCode::ACCEPTED).await;
    assert_eq!(asked, json!({"email": "new@example.net", "verified": false}));
    let me = v.me(&alice).await;
    assert_eq!((me["email"].clone(), me["email_verified"].clone()), (json!("alice@example.org"), json!(true)));
    let mail = v.mail("new@example.net", "Verify your address", 1).await;
    assert!(mail.text.contains("new@example.net"), "{}", mail.text);
    v.settle().await;
    assert!(
        v.mails_to(&address("alice")).iter().all(|m| !m.subject.contains("changed")),
        "the old address is told once the change is made, not before"
    );

    assert!(v.page(&link(&mail.text, "/account/verify/")).await.contains("new@example.net is verified"));
    let me = v.me(&alice).await;
    assert_eq!((me["email"].clone(), me["email_verified"].clone()), (json!("new@example.net"), json!(true)));
    let told = v.mail(&address("alice"), "Your address was changed", 1).await;
    assert!(told.text.contains("is now new@example.net"), "{}", told.text);
    // Its mail goes to the new address now.
    let bob = v.verified("bob").await;
    assert_eq!(challenge(&v.s, &bob, "alice").await, StatusCode::CREATED);
    v.mail("new@example.net", "challenge", 1).await;
}
verifying_on_both!(address_change, an_address_change_verifies_the_new_address_and_tells_the_old);

/// Closing: the password is asked; the account's game is resigned and kept, it shows as
/// closed, nobody logs in to it, its token is dead, it cannot be challenged and it is mailed
/// nothing more. Its data can be taken away first.
async fn a_closed_account_is_shut_and_shown_closed(v: Verifying) {
    let alice = v.verified("alice").await;
    let bob = v.verified("bob").await;
    let game = v.s.new_game(&alice, &bob, "chess").await;
    assert_eq!(v.s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    let made = v.s.post(&bob, "/api/v1/tournaments", json!({"name": "Steppe Cup", "kind": "swiss", "variant": "koan"}));
    let cup = body(made.await, StatusCode::CREATED).await["tournament"]["id"].as_str().unwrap().to_string();
    body(v.s.post(&alice, &format!("/api/v1/tournaments/{cup}/join"), json!({})).await, StatusCode::OK).await;

    let export = v.s.get(Some(&alice), "/api/v1/me/export").await;
    assert!(export.headers()["content-disposition"].to_str().unwrap().starts_with("attachment"));
    let export = body(export, StatusCode::OK).await;
    assert_eq!(export["account"]["name"], json!("alice"));
    assert_eq!(export["games"][0]["id"], json!(game));
    assert!(export["games"][0]["pgn"].as_str().unwrap().contains("1. e4"), "{export}");
    assert!(export["games"][0]["log"].as_str().unwrap().contains("e2-e4"), "{export}");

    let wrong = v.send(&alice, reqwest::Method::POST, "/api/v1/me/close", json!({"password": "not it"})).await;
    assert_eq!(body(wrong, StatusCode::FORBIDDEN).await["code"], json!("wrong_password"));
    v.settle().await;
    let mailed_before = v.mails_to(&address("alice")).len();
    let r = v.send(&alice, reqwest::Method::POST, "/api/v1/me/close", json!({"password": PASSWORD})).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);

    assert_eq!(v.s.get(Some(&alice), "/api/v1/me").await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(log_in(&v.s, "alice", PASSWORD).await, StatusCode::UNAUTHORIZED);
    let shown = v.s.game(&game).await;
    assert_eq!((shown["status"].clone(), shown["result"].clone()), (json!("finished"), json!("black")));
    let cup = body(v.s.get(None, &format!("/api/v1/tournaments/{cup}")).await, StatusCode::OK).await;
    let entrants = &cup["tournament"]["entrants"];
    assert_eq!(*entrants, json!([{"name": "bob", "withdrawn": false}]), "alice left the tournament: {cup}");
    assert!(v.page(&format!("/games/{game}")).await.contains("alice (closed account)"));
    assert_eq!(body(v.s.get(None, "/api/v1/players/alice").await, StatusCode::OK).await["closed"], json!(true));
    let refused =
        v.s.post(&bob, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "alice"}})).await;
    assert_eq!(body(refused, StatusCode::UNPROCESSABLE_ENTITY).await["code"], json!("closed_account"));
    let reset = v.s.client.post(v.s.url("/api/v1/account/reset")).json(&json!({"account": "alice"}));
    assert_eq!(reset.send().await.unwrap().status(), StatusCode::ACCEPTED);
    v.settle().await;
    assert_eq!(v.mails_to(&address("alice")).len(), mailed_before, "nothing is mailed to a closed account");
}
verifying_on_both!(closing, a_closed_account_is_shut_and_shown_closed);

/// A reset link asked for before the password changed would undo the change: changing the
/// password voids it, as a reset followed voids any other.
async fn a_password_change_voids_the_reset_links_asked_before(v: Verifying) {
    let alice = v.verified("alice").await;
    let r = v.s.client.post(v.s.url("/api/v1/account/reset")).json(&json!({"account": "alice"}));
    assert_eq!(r.send().await.unwrap().status(), StatusCode::ACCEPTED);
    let reset = link(&v.mail(&address("alice"), "Reset your password", 1).await.text, "/account/reset/");
    let changed = v
        .send(
            &alice,
            reqwest::Method::PUT,
            "/api/v1/me/password",
            json!({"password": PASSWORD, "new_password": "battery staple"}),
        )
        .await;
    assert_eq!(changed.status(), StatusCode::NO_CONTENT);
    assert!(v.page(&reset).await.contains("has expired"), "the link's page says it is void");
    let set = v.s.client.post(v.s.url("/api/v1/account/password"));
    let set = set.json(&json!({"token": token_of(&reset), "password": "the thief's own"}));
    let refused = body(set.send().await.unwrap(), StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(refused["code"], json!("link_invalid"));
    assert_eq!(log_in(&v.s, "alice", "the thief's own").await, StatusCode::UNAUTHORIZED);
    assert_eq!(log_in(&v.s, "alice", "battery staple").await, StatusCode::CREATED);
}
verifying_on_both!(reset_after_change, a_password_change_voids_the_reset_links_asked_before);

/// Address changes asked for at the same moment: each new address is sent its link, but only
/// the last asked can be followed, and following one voids every other, so the account ends
/// with one address whatever order the links are followed in.
async fn address_changes_at_once_verify_one_address(v: Verifying) {
    let alice = v.verified("alice").await;
    let addresses = ["one@example.net", "two@example.net", "three@example.net"];
    let asked = futures_util::future::join_all(addresses.iter().map(|email| {
        v.send(&alice, reqwest::Method::PUT, "/api/v1/me/email", json!({"password": PASSWORD, "email": email}))
    }))
    .await;
    assert!(asked.iter().all(|r| r.status() == StatusCode::ACCEPTED), "{asked:?}");
    let mut followed = Vec::new();
    for email in addresses {
        let mail = v.mail(email, "Verify your address", 1).await;
        let r = v.s.client.get(v.s.url(&link(&mail.text, "/account/verify/"))).send().await.unwrap();
        if r.text().await.unwrap().contains("is verified") {
            followed.push(email);
        }
    }
    assert_eq!(followed.len(), 1, "links followed: {followed:?}");
    let me = v.me(&alice).await;
    assert_eq!((me["email"].clone(), me["email_verified"].clone()), (json!(followed[0]), json!(true)));
}
verifying_on_both!(address_race, address_changes_at_once_verify_one_address);

/// Where the operator vouches for every address, a new address is the account's at once; the
/// old one is still told, and nothing about the change is listed in the app.
async fn without_verification_an_address_changes_at_once(backend: Backend) {
    let Some(v) = serving(backend, false).await else { return };
    let r = v.s.client.post(v.s.url("/api/v1/accounts"));
    let account = r.json(&json!({"name": "alice", "email": address("alice"), "password": PASSWORD}));
    let account = body(account.send().await.unwrap(), StatusCode::CREATED).await;
    assert_eq!(account["email_verified"], json!(true));
    let alice = v.token("alice").await;
    let body_of = json!({"password": PASSWORD, "email": "new@example.net"});
    let changed = body(v.send(&alice, reqwest::Method::PUT, "/api/v1/me/email", body_of).await, StatusCode::OK).await;
    assert_eq!(changed, json!({"email": "new@example.net", "verified": true}));
    assert_eq!(v.me(&alice).await["email"], json!("new@example.net"));
    v.mail(&address("alice"), "Your address was changed", 1).await;
    let listed = body(v.s.get(Some(&alice), "/api/v1/me/notifications").await, StatusCode::OK).await;
    assert_eq!(listed["notifications"], json!([]), "account mail is not listed in the app");
    v.settle().await;
    assert!(v.mails_to("new@example.net").is_empty(), "no verification where none is asked for");

    // An account made in a language has it as its setting here too.
    let r = v.s.client.post(v.s.url("/api/v1/accounts")).header("accept-language", "ko");
    let account = r.json(&json!({"name": "minji", "email": address("minji"), "password": PASSWORD}));
    body(account.send().await.unwrap(), StatusCode::CREATED).await;
    let minji = v.token("minji").await;
    let settings = body(v.s.get(Some(&minji), "/api/v1/me/settings").await, StatusCode::OK).await;
    assert_eq!(settings["language"], json!("ko"), "{settings}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_verification_sqlite() {
    without_verification_an_address_changes_at_once(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_verification_postgres() {
    without_verification_an_address_changes_at_once(Backend::Postgres).await;
}
