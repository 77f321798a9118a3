//! Text at the edge: a control character anywhere a client sends text (JSON, forms, the path,
//! the query) is refused with a 400 naming the field, on both backends; nothing is stored and
//! nothing answers 500. (Before this check, Postgres answered 500 to a NUL in 17 places, and
//! SQLite stored `a\0@example.org` as an e-mail address.)

mod common;

use common::Server;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn refused(r: reqwest::Response, field: &str) {
    let status = r.status();
    let body = r.text().await.unwrap();
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains(field) && body.contains("U+0000"), "names {field}: {body}");
}

async fn control_characters_are_refused_everywhere(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;

    // JSON bodies: a move's comment, an e-mail, a challenge's opponent, a token's label.
    let r = s.post(&alice, &format!("/api/v1/games/{game}/moves"), json!({"move": "e2e4", "comment": "hi\u{0}"})).await;
    refused(r, "comment").await;
    let r = s.post(&alice, &format!("/api/v1/games/{game}/moves"), json!({"move": "e2e4 // hi\u{0}"})).await;
    refused(r, "move").await;
    assert_eq!(s.game(&game).await["ply"], 0, "nothing was played");
    let r = s
        .client
        .post(s.url("/api/v1/accounts"))
        .json(&json!({"name": "mallory", "email": "m\u{0}@example.org", "password": "long enough"}))
        .send()
        .await
        .unwrap();
    refused(r, "email").await;
    let r = s
        .client
        .post(s.url("/api/v1/tokens"))
        .json(&json!({"name": "mallory", "password": "long enough"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "no account was made");
    let r = s.post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "b\u{0}b"}})).await;
    refused(r, "opponent.user").await;

    // The path and the query, in the API and on the pages.
    for path in ["/api/v1/games/%00", "/games/%00", "/rules/%00"] {
        let r = s.client.get(s.url(path)).send().await.unwrap();
        refused(r, "address").await;
    }
    let r = s.client.post(s.url("/api/v1/challenges/%00/accept")).bearer_auth(&bob.token).send().await.unwrap();
    refused(r, "address").await;
    let r = s.client.get(s.url(&format!("/games/{game}?ply=1%00"))).send().await.unwrap();
    refused(r, "ply").await;

    // A form: the login page.
    let r = s
        .client
        .post(s.url("/login"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("name=al%00ice&password=correct+horse")
        .send()
        .await
        .unwrap();
    let status = r.status();
    let html = r.text().await.unwrap();
    assert_eq!(status, StatusCode::BAD_REQUEST, "{html}");
    assert!(html.contains("<header>") && html.contains("The field &#34;name&#34;"), "a page naming the field: {html}");

    // Line breaks and tabs are text, not controls: a comment of two lines is played.
    let r = s
        .post(&alice, &format!("/api/v1/games/{game}/moves"), json!({"move": "e2e4", "comment": "two\nlines\tok"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
    let g: Value = s.game(&game).await;
    assert_eq!(g["moves"][0]["comment"], "two\nlines\tok");
}

both_backends!(control_characters, control_characters_are_refused_everywhere);

/// Live event streams are bounded per address and in all (each holds a connection and a file
/// descriptor, and a game's needs no login): beyond the bound, 429 with Retry-After; a stream
/// that ends gives its place back.
async fn event_streams_are_bounded(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let url = s.url(&format!("/api/v1/games/{game}/events"));
    let mut open = Vec::new();
    for _ in 0..3 {
        let r = s.client.get(&url).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        open.push(r);
    }
    let r = s.client.get(&url).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(r.headers().contains_key("retry-after"));
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["code"], "too_many_streams");
    // One tab closes: its place is free again.
    drop(open.pop());
    let started = std::time::Instant::now();
    loop {
        let r = s.client.get(&url).send().await.unwrap();
        if r.status() == StatusCode::OK {
            break;
        }
        assert!(started.elapsed() < std::time::Duration::from_secs(5), "the closed stream's place never came back");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

mod event_streams {
    use super::*;
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        let server = common::start_with(common::Backend::Sqlite, |c| c.limits.event_streams_per_ip = 3).await.unwrap();
        event_streams_are_bounded(server).await;
    }
}

/// Checks that an answer's body is as long as its Content-Length says (clients report a shorter
/// one as cut off: curl's exit 18).
fn whole(answer: &str) {
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head and a body");
    let length: usize =
        head.lines().find_map(|l| l.strip_prefix("Content-Length: ")).expect("a Content-Length").parse().unwrap();
    assert_eq!(body.len(), length, "{answer}");
}

/// A connection that sends no complete headers is closed after the header-read time, and one
/// over the connection bound is answered 503 at once; normal requests still answer meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_and_surplus_connections_are_closed() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let s = common::start_with(common::Backend::Sqlite, |c| {
        c.limits.header_read_seconds = 1;
        c.limits.connections = 4;
    })
    .await
    .unwrap();
    let address = s.base.trim_start_matches("http://").to_string();
    // A header line, then nothing: closed within the header-read time (and a little).
    let mut slow = tokio::net::TcpStream::connect(&address).await.unwrap();
    slow.write_all(b"GET /api/v1/variants HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    let started = std::time::Instant::now();
    let mut rest = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(5), slow.read_to_end(&mut rest)).await;
    assert!(read.is_ok(), "the slow connection was still open after 5 s");
    assert!(started.elapsed() < std::time::Duration::from_secs(3), "closed after {:?}", started.elapsed());

    // A connection that never sends a byte is closed after the header-read time too (it was
    // held for ever).
    let mut silent = tokio::net::TcpStream::connect(&address).await.unwrap();
    let started = std::time::Instant::now();
    let mut rest = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(5), silent.read_to_end(&mut rest)).await;
    assert!(read.is_ok(), "the silent connection was still open after 5 s");
    assert!(started.elapsed() < std::time::Duration::from_secs(3), "closed after {:?}", started.elapsed());

    // Four idle connections fill the bound; a fifth is told 503 and closed.
    let mut idle = Vec::new();
    for _ in 0..4 {
        idle.push(tokio::net::TcpStream::connect(&address).await.unwrap());
    }
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let mut surplus = tokio::net::TcpStream::connect(&address).await.unwrap();
    let mut answer = String::new();
    tokio::time::timeout(std::time::Duration::from_secs(3), surplus.read_to_string(&mut answer))
        .await
        .unwrap()
        .unwrap();
    assert!(answer.starts_with("HTTP/1.1 503") && answer.contains("Retry-After"), "{answer}");
    whole(&answer);
    // The idle ones are closed after the header-read time, and the server answers again.
    drop(idle);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let r = s.client.get(s.url("/api/v1/variants")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
}

/// One address may hold only so many connections (the rest are told 429 and closed), so a
/// client that opens idle connections by the thousand cannot shut others out; a kept-alive
/// connection that sits idle after its request is closed after the header-read time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_a_bounded_share_and_idle_keep_alives_close() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let s = common::start_with(common::Backend::Sqlite, |c| {
        c.limits.header_read_seconds = 1;
        c.limits.connections_per_ip = 3;
    })
    .await
    .unwrap();
    let address = s.base.trim_start_matches("http://").to_string();
    let port: u16 = address.rsplit(':').next().unwrap().parse().unwrap();
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(tokio::net::TcpStream::connect(&address).await.unwrap());
    }
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let mut surplus = tokio::net::TcpStream::connect(&address).await.unwrap();
    let mut answer = String::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(3), surplus.read_to_string(&mut answer));
    read.await.unwrap().unwrap();
    assert!(answer.starts_with("HTTP/1.1 429") && answer.contains("Retry-After"), "{answer}");
    // The flooding address's requests are answered 429, each of them, not dropped (the
    // connection was closed with the request unread, and the reset lost the answer).
    let asks: Vec<_> = (0..40)
        .map(|n| {
            let address = address.clone();
            tokio::spawn(async move {
                let mut c = tokio::net::TcpStream::connect(&address).await.unwrap();
                // Some clients take a moment between connecting and asking.
                tokio::time::sleep(std::time::Duration::from_millis(n % 4 * 40)).await;
                c.write_all(b"GET /api/v1/variants HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
                let mut answer = Vec::new();
                let read = tokio::time::timeout(std::time::Duration::from_secs(5), c.read_to_end(&mut answer));
                read.await.expect("answered within 5 s").map(|_| String::from_utf8_lossy(&answer).into_owned())
            })
        })
        .collect();
    for ask in asks {
        let answer = ask.await.unwrap().expect("the answer is read, not reset");
        assert!(answer.starts_with("HTTP/1.1 429") && answer.contains("Retry-After: 5"), "{answer}");
        whole(&answer);
    }

    // Another address is served meanwhile (127.0.0.2 is loopback too).
    let other = tokio::net::TcpSocket::new_v4().unwrap();
    other.bind("127.0.0.2:0".parse().unwrap()).unwrap();
    let mut other = other.connect(format!("127.0.0.1:{port}").parse().unwrap()).await.unwrap();
    other.write_all(b"GET /api/v1/variants HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    let mut head = [0u8; 12];
    tokio::time::timeout(std::time::Duration::from_secs(3), other.read_exact(&mut head)).await.unwrap().unwrap();
    assert_eq!(&head, b"HTTP/1.1 200");

    // That connection, kept alive and then idle, is closed after the header-read time.
    let started = std::time::Instant::now();
    let mut rest = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(5), other.read_to_end(&mut rest)).await;
    assert!(read.is_ok(), "the idle kept-alive connection was still open after 5 s");
    assert!(started.elapsed() < std::time::Duration::from_secs(3), "closed after {:?}", started.elapsed());

    // Once the first address's connections close, it is served again.
    drop(held);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let r = s.client.get(s.url("/api/v1/variants")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
}

/// An HTTP/2 connection (prior knowledge, as a proxy speaks it) with nothing in flight is closed
/// after the idle time; the server answers meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_http2_connections_close() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let s = common::start_with(common::Backend::Sqlite, |c| c.limits.idle_seconds = 1).await.unwrap();
    let address = s.base.trim_start_matches("http://").to_string();
    let mut h2 = tokio::net::TcpStream::connect(&address).await.unwrap();
    // The connection preface and an empty SETTINGS frame, then silence.
    h2.write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n").await.unwrap();
    h2.write_all(&[0, 0, 0, 4, 0, 0, 0, 0, 0]).await.unwrap();
    let started = std::time::Instant::now();
    let mut frames = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(10), h2.read_to_end(&mut frames)).await;
    assert!(read.is_ok(), "the idle HTTP/2 connection was still open after 10 s");
    assert!(frames.len() >= 9 && frames[3] == 4, "the server spoke HTTP/2 (SETTINGS first): {frames:?}");
    let took = started.elapsed();
    assert!(
        took >= std::time::Duration::from_millis(900) && took < std::time::Duration::from_secs(4),
        "closed after {took:?}"
    );
    let r = s.client.get(s.url("/api/v1/variants")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
}
