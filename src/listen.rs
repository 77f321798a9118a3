//! The HTTP connection loop, with the protections `axum::serve` does not offer: a client must
//! send a request's headers within a time limit (a connection that sends nothing, or a header
//! line every few seconds, is closed instead of held for ever); a connection with no request
//! in flight that has been silent both ways for a while is closed (HTTP/1 kept alive between
//! requests and HTTP/2 alike: a live event stream writes its keep-alive comment well within
//! that time); and the process keeps at most so many connections open, in all and from one
//! address (beyond them, a short 503 or 429 with Retry-After, read by the client before the
//! connection closes, so that a flood of idle connections from one client cannot use up the
//! process's file descriptors and shut everyone else out). Shutdown stops accepting and lets
//! the open requests finish.

use std::collections::HashMap;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// The bounds on connections.
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    /// How long a client may take to send a request's headers (a new connection's first, or
    /// the next on a kept-alive one).
    pub header_read: Duration,
    /// Connections open at once.
    pub connections: usize,
    /// Connections open at once from one address (0: no bound, for a server behind a proxy,
    /// where every connection comes from the proxy).
    pub per_address: usize,
    /// How long a connection that has sent a request may sit silent both ways, with no
    /// request in flight, before it is closed.
    pub idle: Duration,
}

/// The connections open from each address.
#[derive(Default)]
struct PerAddress(Mutex<HashMap<IpAddr, usize>>);

/// One open connection counted against its address, uncounted when dropped.
struct Counted {
    table: Arc<PerAddress>,
    address: IpAddr,
}

impl PerAddress {
    fn admit(table: &Arc<PerAddress>, address: IpAddr, bound: usize) -> Option<Counted> {
        let mut open = table.0.lock().expect("never poisoned");
        let count = open.entry(address).or_default();
        if *count >= bound {
            return None;
        }
        *count += 1;
        Some(Counted { table: table.clone(), address })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.table.0.lock().expect("never poisoned");
        if let Some(count) = open.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.address);
            }
        }
    }
}

/// Serves `app` on `listener` until `shutdown` completes, then waits up to ten seconds for the
/// requests in flight.
pub async fn serve(listener: TcpListener, app: Router, bounds: Bounds, shutdown: impl Future<Output = ()>) {
    let open = Arc::new(Semaphore::new(bounds.connections));
    let per_address = Arc::new(PerAddress::default());
    let graceful = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of descriptors or a connection reset before it was taken: the listener
                // itself is fine; pause a moment rather than spin.
                Err(e) => {
                    tracing::warn!(error = %e, "a connection could not be accepted");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Ok(slot) = open.clone().try_acquire_owned() else {
            tokio::spawn(turn_away(stream, busy()));
            continue;
        };
        let counted = if bounds.per_address == 0 {
            None
        } else {
            match PerAddress::admit(&per_address, peer.ip(), bounds.per_address) {
                Some(counted) => Some(counted),
                None => {
                    tokio::spawn(turn_away(stream, too_many()));
                    continue;
                }
            }
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let activity = Arc::new(Activity::new());
        let watched = Watched { inner: stream, activity: activity.clone() };
        let in_flight = activity.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            let answering = InFlight::start(in_flight.clone());
            let answer = app.clone().oneshot(request.map(axum::body::Body::new));
            async move {
                let answer = answer.await;
                drop(answering);
                answer
            }
        });
        let mut builder = auto::Builder::new(TokioExecutor::new());
        builder.http1().timer(TokioTimer::new()).header_read_timeout(bounds.header_read);
        builder.http2().timer(TokioTimer::new());
        let connection =
            graceful.watch(builder.serve_connection_with_upgrades(TokioIo::new(watched), service).into_owned());
        tokio::spawn(async move {
            tokio::select! {
                _ = connection => {}
                // Dropping the connection closes it: nothing is in flight on it.
                () = silence(&activity, bounds) => {}
            }
            drop((slot, counted));
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(Duration::from_secs(10)) => tracing::warn!("requests still open after 10 s were cut off"),
    }
}

/// The answer to a connection over the bound on all connections.
fn busy() -> &'static [u8] {
    static BUSY: LazyLock<Vec<u8>> = LazyLock::new(|| {
        short_answer("503 Service Unavailable", "The server has as many connections open as it may; retry.\n")
    });
    &BUSY
}

/// The answer to a connection over its address's bound.
fn too_many() -> &'static [u8] {
    static TOO_MANY: LazyLock<Vec<u8>> = LazyLock::new(|| {
        short_answer("429 Too Many Requests", "Your address has as many connections open as it may; retry.\n")
    });
    &TOO_MANY
}

/// A whole HTTP/1.1 answer that closes its connection, its length counted (a length written by
/// hand was two bytes long, and clients reported the answer cut off).
fn short_answer(status: &str, body: &str) -> Vec<u8> {
    format!(
        "HTTP/1.1 {status}\r\nRetry-After: 5\r\nContent-Type: text/plain\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// A connection over a bound: a short answer saying so, then closed. The client's request is
/// read first (briefly) and the rest of what it sends after the answer: a socket closed with
/// unread data in it is reset, and the reset destroys the answer before the client reads it.
async fn turn_away(mut stream: TcpStream, answer: &'static [u8]) {
    let mut buffer = [0u8; 4096];
    let mut head = Vec::new();
    let _ = tokio::time::timeout(Duration::from_millis(500), async {
        while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 16 * 1024 {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => head.extend_from_slice(&buffer[..n]),
            }
        }
    })
    .await;
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(answer)).await;
    let _ = stream.shutdown().await;
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        while matches!(stream.read(&mut buffer).await, Ok(n) if n > 0) {}
    })
    .await;
}

/// When a connection last read or wrote, whether it has read anything yet, and how many of its
/// requests are being answered.
struct Activity {
    started: Instant,
    /// Milliseconds from `started` to the last read or write.
    last: AtomicU64,
    heard: AtomicBool,
    in_flight: AtomicUsize,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            started: Instant::now(),
            last: AtomicU64::new(0),
            heard: AtomicBool::new(false),
            in_flight: AtomicUsize::new(0),
        }
    }

    fn touch(&self) {
        let now = u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last.store(now, Ordering::Relaxed);
    }

    /// How long the connection has been silent, if it is idle (no request being answered).
    fn idle_for(&self) -> Option<Duration> {
        if self.in_flight.load(Ordering::Relaxed) > 0 {
            return None;
        }
        Some(self.started.elapsed().saturating_sub(Duration::from_millis(self.last.load(Ordering::Relaxed))))
    }
}

/// A request being answered, counted while its answer is drawn up (a live event stream, once
/// answered, keeps its connection busy by writing).
struct InFlight(Arc<Activity>);

impl InFlight {
    fn start(activity: Arc<Activity>) -> InFlight {
        activity.in_flight.fetch_add(1, Ordering::Relaxed);
        InFlight(activity)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
        self.0.touch();
    }
}

/// Resolves when the connection has been silent too long with nothing in flight: a client that
/// never sent a byte after the header timeout, any other after the idle timeout.
async fn silence(activity: &Activity, bounds: Bounds) {
    let step = (bounds.header_read.min(bounds.idle) / 4).max(Duration::from_millis(50));
    loop {
        tokio::time::sleep(step).await;
        let limit = if activity.heard.load(Ordering::Relaxed) { bounds.idle } else { bounds.header_read };
        if activity.idle_for().is_some_and(|silent| silent >= limit) {
            return;
        }
    }
}

/// A connection's socket, noting its activity.
struct Watched {
    inner: TcpStream,
    activity: Arc<Activity>,
}

impl AsyncRead for Watched {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.activity.heard.store(true, Ordering::Relaxed);
            self.activity.touch();
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write(cx, data);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        polled
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}
