//! `ortoo loadgen`: plays many games at once over HTTP and reports validated, stored moves per
//! second with latency percentiles. By default it starts its own `ortoo serve` as a child
//! process on a fresh database (SQLite file, or a Postgres database it creates and drops), so
//! server and load generator are separate processes sharing the machine, as in production.
//! For a server it started it also reports the server's memory (resident set, now and at its
//! peak) and the database's growth per move.

use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use ortoo_rules::{GameState, registry};
use rand::Rng;
use serde_json::{Value, json};
use tokio::sync::Mutex;

pub struct Options {
    /// Games played at once (each by two players of its own).
    pub tables: usize,
    pub seconds: u64,
    pub variant: String,
    /// A running server to load; otherwise one is started.
    pub url: Option<String>,
    /// For a started server: `sqlite` (a temporary file) or a `postgres://` admin URL.
    pub database: String,
    /// Instead of the throughput: this many moves of one game played through the web pages,
    /// timing each from the mover's form post to the opponent's page fetched anew after the
    /// event that announced it ([`round_trip`]).
    pub round_trip: Option<usize>,
    /// Send each move with an Idempotency-Key.
    pub keys: bool,
    /// Runs of the load, one after another on the one server.
    pub rounds: usize,
}

/// The server loadgen started: its process, address and database.
struct Started {
    child: tokio::process::Child,
    base: String,
    database_url: String,
    cleanup: Option<Cleanup>,
}

impl Started {
    /// `RSS 41.2 MB (peak 63.0 MB)`, read from the server's `/proc/PID/status` (Linux).
    fn memory(&self) -> String {
        let Some(pid) = self.child.id() else { return "RSS unknown (the server exited)".into() };
        let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
            return "RSS unknown (no /proc)".into();
        };
        let field = |name: &str| {
            status
                .lines()
                .find_map(|l| l.strip_prefix(name))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        };
        match (field("VmRSS:"), field("VmHWM:")) {
            (Some(rss), Some(peak)) => format!("RSS {:.1} MB (peak {:.1} MB)", rss / 1024.0, peak / 1024.0),
            _ => "RSS unknown".into(),
        }
    }

    /// The bytes the database holds in use (SQLite's pages in use, or Postgres's
    /// `pg_database_size`), and the notices waiting in the outbox to be mailed (how far the
    /// notifier is behind).
    async fn database(&self) -> anyhow::Result<(i64, i64)> {
        use sqlx::Connection;
        const PENDING: &str = "SELECT COUNT(*) FROM notifications WHERE email = 'pending'";
        if self.database_url.starts_with("sqlite:") {
            let url = self.database_url.replace("mode=rwc", "mode=ro");
            let mut conn = sqlx::SqliteConnection::connect(&url).await?;
            let (pages, free, size): (i64, i64, i64) = sqlx::query_as(
                "SELECT (SELECT page_count FROM pragma_page_count()), (SELECT freelist_count FROM pragma_freelist_count()), \
                 (SELECT page_size FROM pragma_page_size())",
            )
            .fetch_one(&mut conn)
            .await?;
            let pending: i64 = sqlx::query_scalar(PENDING).fetch_one(&mut conn).await?;
            Ok(((pages - free) * size, pending))
        } else {
            let mut conn = sqlx::PgConnection::connect(&self.database_url).await?;
            let bytes = sqlx::query_scalar("SELECT pg_database_size(current_database())").fetch_one(&mut conn).await?;
            let pending: i64 = sqlx::query_scalar(PENDING).fetch_one(&mut conn).await?;
            Ok((bytes, pending))
        }
    }
}

struct Stats {
    latencies_us: Vec<u32>,
    refused: u64,
    games_finished: u64,
}

pub async fn run(options: Options) -> anyhow::Result<()> {
    let mut started = None;
    let base = match &options.url {
        Some(url) => url.trim_end_matches('/').to_string(),
        None => {
            let server = start_server(&options.database).await?;
            let base = server.base.clone();
            started = Some(server);
            base
        }
    };
    let result = match options.round_trip {
        Some(moves) => round_trip(&base, moves, &options.variant).await,
        None => rounds(&base, &options, started.as_ref()).await,
    };
    if let Some(mut server) = started {
        let _ = server.child.kill().await;
        let _ = server.child.wait().await;
        if let Some(cleanup) = server.cleanup {
            cleanup.await;
        }
    }
    result
}

/// The throughput load, `options.rounds` times; after each, the server's memory and the
/// database's bytes per move so far (for a server loadgen started).
async fn rounds(base: &str, options: &Options, started: Option<&Started>) -> anyhow::Result<()> {
    let before = match started {
        Some(server) => {
            eprintln!("loadgen: server {} before the load", server.memory());
            Some(server.database().await?.0)
        }
        None => None,
    };
    let mut moves = 0;
    for round in 1..=options.rounds {
        moves += drive(base, options).await?;
        if let (Some(server), Some(before)) = (started, before) {
            let (bytes, pending) = server.database().await?;
            println!(
                "round {round}: server {}; database {:.1} MB, {:.0} bytes per move; {pending} notices waiting to be mailed",
                server.memory(),
                bytes as f64 / 1e6,
                (bytes - before) as f64 / moves.max(1) as f64
            );
        }
    }
    Ok(())
}

type Cleanup = std::pin::Pin<Box<dyn Future<Output = ()> + Send>>;

async fn start_server(database: &str) -> anyhow::Result<Started> {
    let port = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0")?;
        probe.local_addr()?.port()
    };
    let id = uuid::Uuid::now_v7().simple().to_string();
    let (url, cleanup): (String, Option<Cleanup>) = if database == "sqlite" {
        let folder = std::env::temp_dir().join(format!("ortoo-loadgen-{id}"));
        std::fs::create_dir_all(&folder)?;
        let url = format!("sqlite://{}?mode=rwc", folder.join("ortoo.db").display());
        (
            url,
            Some(Box::pin(async move {
                let _ = std::fs::remove_dir_all(folder);
            })),
        )
    } else {
        use sqlx::Connection;
        let name = format!("ortoo_loadgen_{id}");
        let mut admin = sqlx::PgConnection::connect(database).await.context("connecting to Postgres")?;
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"))).execute(&mut admin).await?;
        let slash = database.rfind('/').context("a Postgres URL names a database")?;
        let url = format!("{}/{name}", &database[..slash]);
        let admin_url = database.to_string();
        (
            url,
            Some(Box::pin(async move {
                if let Ok(mut admin) = sqlx::PgConnection::connect(&admin_url).await {
                    let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                    let _ = sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&mut admin).await;
                }
            })),
        )
    };
    let base = format!("http://127.0.0.1:{port}");
    // Every move mails the opponent: the notices go as files to a folder of the run's own.
    let mail = std::env::temp_dir().join(format!("ortoo-loadgen-mail-{id}"));
    let cleanup: Option<Cleanup> = {
        let mail = mail.clone();
        Some(Box::pin(async move {
            if let Some(c) = cleanup {
                c.await;
            }
            let _ = std::fs::remove_dir_all(mail);
        }))
    };
    let server = tokio::process::Command::new(std::env::current_exe()?)
        .arg("serve")
        .env("ORTOO_MAIL__TRANSPORT", "file")
        .env("ORTOO_MAIL__DIR", &mail)
        // The load's players' addresses are its own: each is mailed from its first move on, as
        // a verified player is (no one follows verification links here).
        .env("ORTOO_ACCOUNTS__VERIFY_EMAIL", "false")
        .env("ORTOO_BIND", format!("127.0.0.1:{port}"))
        .env("ORTOO_BASE_URL", &base)
        .env("ORTOO_DATABASE_URL", &url)
        // The load's players move far faster than people: lift the per-account move limit.
        .env("ORTOO_LIMITS__MOVES_PER_MINUTE", "0")
        .env("ORTOO_LIMITS__REGISTRATIONS_PER_HOUR_PER_IP", "0")
        .env("ORTOO_LIMITS__LOGINS_PER_MINUTE_PER_IP", "0")
        .env("ORTOO_LOG", "warn")
        .stdout(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .context("starting ortoo serve")?;
    let client = reqwest::Client::new();
    for _ in 0..200 {
        if client.get(format!("{base}/api/v1/variants")).send().await.is_ok() {
            return Ok(Started { child: server, base, database_url: url, cleanup });
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    bail!("the server did not come up on {base}")
}

async fn post(client: &reqwest::Client, url: String, token: Option<&str>, body: Value) -> anyhow::Result<(u16, Value)> {
    let mut request = client.post(url).json(&body);
    if let Some(t) = token {
        request = request.bearer_auth(t);
    }
    let r = request.send().await?;
    let status = r.status().as_u16();
    Ok((status, r.json().await.unwrap_or(Value::Null)))
}

async fn player(client: &reqwest::Client, base: &str, name: &str) -> anyhow::Result<String> {
    let password = "load generator";
    let (status, body) = post(
        client,
        format!("{base}/api/v1/accounts"),
        None,
        json!({"name": name, "email": format!("{name}@loadgen.invalid"), "password": password}),
    )
    .await?;
    if status != 201 {
        bail!("registering {name}: {status} {body}");
    }
    let (_, body) =
        post(client, format!("{base}/api/v1/tokens"), None, json!({"name": name, "password": password})).await?;
    body["token"].as_str().map(str::to_string).context("no token in the answer")
}

async fn new_game(
    client: &reqwest::Client,
    base: &str,
    tokens: &[String; 2],
    variant: &str,
    opponent: &str,
) -> anyhow::Result<String> {
    let (status, body) = post(
        client,
        format!("{base}/api/v1/challenges"),
        Some(&tokens[0]),
        json!({"variant": variant, "opponent": {"user": opponent}, "color": "white"}),
    )
    .await?;
    if status != 201 {
        bail!("challenge: {status} {body}");
    }
    let id = body["challenge"]["id"].as_str().context("challenge id")?;
    let (status, body) =
        post(client, format!("{base}/api/v1/challenges/{id}/accept"), Some(&tokens[1]), json!({})).await?;
    if status != 201 {
        bail!("accept: {status} {body}");
    }
    body["game"]["id"].as_str().map(str::to_string).context("game id")
}

/// One run of the throughput load; returns the moves played.
async fn drive(base: &str, options: &Options) -> anyhow::Result<usize> {
    let client = reqwest::Client::builder().pool_max_idle_per_host(options.tables * 2).build()?;
    let variant = registry::open(&options.variant, &[])?;
    let run = uuid::Uuid::now_v7().simple().to_string()[20..].to_string();
    let keyed = if options.keys { ", with Idempotency-Keys" } else { "" };
    eprintln!("loadgen: {} tables of {} against {base}, {} s{keyed}", options.tables, options.variant, options.seconds);
    let stats = Arc::new(Mutex::new(Stats { latencies_us: Vec::new(), refused: 0, games_finished: 0 }));
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    let mut setups = Vec::new();
    for t in 0..options.tables {
        let (client, base) = (client.clone(), base.to_string());
        let names = [format!("w{run}{t}"), format!("b{run}{t}")];
        setups.push(tokio::spawn(async move {
            let tokens = [player(&client, &base, &names[0]).await?, player(&client, &base, &names[1]).await?];
            anyhow::Ok((names, tokens))
        }));
    }
    let mut players = Vec::new();
    for s in setups {
        players.push(s.await??);
    }
    let started = Instant::now();
    for (names, tokens) in players {
        let (client, base, stats, stop) = (client.clone(), base.to_string(), stats.clone(), stop.clone());
        let variant_id = options.variant.clone();
        let start = variant.start();
        let keys = options.keys;
        tasks.push(tokio::spawn(async move {
            let mut local = Vec::with_capacity(4096);
            let mut refused = 0u64;
            let mut finished = 0u64;
            while !stop.load(Ordering::Relaxed) {
                let game = new_game(&client, &base, &tokens, &variant_id, &names[1]).await?;
                let mut state: Box<dyn GameState> = start.clone();
                let mut ply = 0i64;
                while state.outcome().is_none() && ply < 300 && !stop.load(Ordering::Relaxed) {
                    let moves = state.legal_moves();
                    let pick = moves[rand::rng().random_range(0..moves.len())].canonical.clone();
                    let side = state.turn().index();
                    let sent = Instant::now();
                    let mut request = client
                        .post(format!("{base}/api/v1/games/{game}/moves"))
                        .bearer_auth(&tokens[side])
                        .json(&json!({"move": pick, "ply": ply}));
                    if keys {
                        request = request.header("Idempotency-Key", format!("{game}-{ply}"));
                    }
                    let r = request.send().await?;
                    let status = r.status();
                    // The whole answer is read (as a client would), but only a refusal is parsed.
                    let body = r.bytes().await?;
                    local.push(sent.elapsed().as_micros().min(u32::MAX as u128) as u32);
                    if status != reqwest::StatusCode::CREATED {
                        refused += 1;
                        eprintln!("loadgen: move {pick} refused: {status} {}", String::from_utf8_lossy(&body));
                        break;
                    }
                    state.play(&pick).map_err(|r| anyhow::anyhow!("{r}"))?;
                    ply += 1;
                }
                if state.outcome().is_some() {
                    finished += 1;
                }
            }
            let mut s = stats.lock().await;
            s.latencies_us.extend(local);
            s.refused += refused;
            s.games_finished += finished;
            anyhow::Ok(())
        }));
    }
    tokio::time::sleep(Duration::from_secs(options.seconds)).await;
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        t.await??;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let mut s = stats.lock().await;
    let n = s.latencies_us.len();
    let percentiles = percentiles(&mut s.latencies_us)?;
    println!(
        "moves: {n} in {elapsed:.1} s = {:.0} moves/s; latency {percentiles}; refused {}; games finished {}",
        n as f64 / elapsed,
        s.refused,
        s.games_finished
    );
    Ok(n)
}

/// `p50 1.23 ms, p90 …, p99 …, max …` of times in microseconds (sorted here).
fn percentiles(times_us: &mut [u32]) -> anyhow::Result<String> {
    times_us.sort_unstable();
    let n = times_us.len();
    if n == 0 {
        bail!("no move was played");
    }
    let ms = |p: f64| times_us[((n as f64 * p) as usize).min(n - 1)] as f64 / 1000.0;
    Ok(format!(
        "p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(0.50),
        ms(0.90),
        ms(0.99),
        times_us[n - 1] as f64 / 1000.0
    ))
}

/// The round trip a player feels: from a move's form post on one page to the opponent's page
/// showing it. Two players log in through the login form and hold their event stream open as
/// their pages do (`/api/v1/me/events`); each move is posted as the move form posts it, and
/// the opponent, on the move's event, fetches its game page, as board.js does to redraw. The
/// time is from the post's start to that page's last byte (the browser's drawing aside).
async fn round_trip(base: &str, moves: usize, variant_id: &str) -> anyhow::Result<()> {
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build()?;
    let run = uuid::Uuid::now_v7().simple().to_string()[20..].to_string();
    let names = [format!("rw{run}"), format!("rb{run}")];
    let tokens = [player(&client, base, &names[0]).await?, player(&client, base, &names[1]).await?];
    let game = new_game(&client, base, &tokens, variant_id, &names[1]).await?;
    let mut cookies = Vec::new();
    for name in &names {
        let r = client
            .post(format!("{base}/login"))
            .form(&[("name", name.as_str()), ("password", "load generator")])
            .send()
            .await?;
        let cookie = r.headers().get("set-cookie").and_then(|v| v.to_str().ok()).context("no session cookie")?;
        cookies.push(cookie.split(';').next().unwrap_or_default().to_string());
    }
    // Each player's page: on the opponent's move, fetch the game page; report the ply shown.
    let (shown_tx, mut shown) = tokio::sync::mpsc::unbounded_channel::<i64>();
    for (side, cookie) in ["white", "black"].into_iter().zip(cookies.clone()) {
        let (client, base, game, shown_tx) = (client.clone(), base.to_string(), game.clone(), shown_tx.clone());
        let mut events = client.get(format!("{base}/api/v1/me/events")).header("cookie", &cookie).send().await?;
        tokio::spawn(async move {
            let mut buffer = String::new();
            while let Ok(Some(chunk)) = events.chunk().await {
                buffer.push_str(&String::from_utf8_lossy(&chunk));
                while let Some(end) = buffer.find("\n\n") {
                    let event: String = buffer.drain(..end + 2).collect();
                    let data = event.lines().find_map(|l| l.strip_prefix("data:")).map(str::trim);
                    let Some(data) = data.and_then(|d| serde_json::from_str::<Value>(d).ok()) else { continue };
                    if !event.contains("event: move") || data["side"] == side || data["game"] != game.as_str() {
                        continue;
                    }
                    let page = client.get(format!("{base}/games/{game}")).header("cookie", &cookie).send().await;
                    if let Ok(page) = page {
                        let _ = page.bytes().await;
                        let _ = shown_tx.send(data["ply"].as_i64().unwrap_or(-1));
                    }
                }
            }
        });
    }
    let variant = registry::open(variant_id, &[])?;
    let mut state = variant.start();
    let mut times_us: Vec<u32> = Vec::with_capacity(moves);
    eprintln!("loadgen: {moves} moves of one {variant_id} game through the pages, against {base}");
    for ply in 0..moves as i64 {
        if state.outcome().is_some() {
            break;
        }
        let legal = state.legal_moves();
        let pick = legal[rand::rng().random_range(0..legal.len())].canonical.clone();
        let side = state.turn().index();
        let sent = Instant::now();
        let r = client
            .post(format!("{base}/games/{game}/move"))
            .header("cookie", &cookies[side])
            .form(&[("move", pick.as_str()), ("ply", &ply.to_string())])
            .send()
            .await?;
        let location = r.headers().get("location").and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
        if r.status() != reqwest::StatusCode::SEE_OTHER || location.contains("tried=") {
            bail!("move {pick} was not played: {} {location}", r.status());
        }
        // The mover's own page follows the redirect meanwhile, as a browser's would.
        let mover = client.get(format!("{base}{location}")).header("cookie", &cookies[side]).send();
        let (_, seen) = tokio::join!(mover, async {
            loop {
                match tokio::time::timeout(Duration::from_secs(10), shown.recv()).await {
                    Ok(Some(p)) if p == ply + 1 => return Ok(()),
                    Ok(Some(_)) => continue,
                    _ => bail!("the opponent's page never showed ply {}", ply + 1),
                }
            }
        });
        seen?;
        times_us.push(sent.elapsed().as_micros().min(u32::MAX as u128) as u32);
        state.play(&pick).map_err(|r| anyhow::anyhow!("{r}"))?;
    }
    let n = times_us.len();
    let percentiles = percentiles(&mut times_us)?;
    println!("round trip, form post to the opponent's page fetched: {n} moves; {percentiles}");
    Ok(())
}
