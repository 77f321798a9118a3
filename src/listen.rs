//! The HTTP connection loop, with the protections `axum::serve` does not offer: a client must
//! send a request's headers within a time limit (a connection that sends nothing, or a header
//! line every few seconds, is closed instead of held for ever; the same limit closes a
//! kept-alive connection that sits idle between requests), and the process keeps at most so
//! many connections open, in all and from one address (beyond them, a short 503 or 429 and the
//! connection closed, so that a flood of idle connections from one client cannot use up the
//! process's file descriptors and shut everyone else out). Shutdown stops accepting and lets
//! the open requests finish.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::AsyncWriteExt;
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
            tokio::spawn(turn_away(stream, BUSY));
            continue;
        };
        let counted = if bounds.per_address == 0 {
            None
        } else {
            match PerAddress::admit(&per_address, peer.ip(), bounds.per_address) {
                Some(counted) => Some(counted),
                None => {
                    tokio::spawn(turn_away(stream, TOO_MANY));
                    continue;
                }
            }
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            app.clone().oneshot(request.map(axum::body::Body::new))
        });
        let mut builder = auto::Builder::new(TokioExecutor::new());
        builder.http1().timer(TokioTimer::new()).header_read_timeout(bounds.header_read);
        builder.http2().timer(TokioTimer::new());
        let connection =
            graceful.watch(builder.serve_connection_with_upgrades(TokioIo::new(stream), service).into_owned());
        tokio::spawn(async move {
            let _ = connection.await;
            drop((slot, counted));
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(Duration::from_secs(10)) => tracing::warn!("requests still open after 10 s were cut off"),
    }
}

const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: text/plain\r\n\
Content-Length: 58\r\nConnection: close\r\n\r\nThe server has as many connections open as it may; retry.\n";

const TOO_MANY: &[u8] = b"HTTP/1.1 429 Too Many Requests\r\nRetry-After: 5\r\nContent-Type: text/plain\r\n\
Content-Length: 62\r\nConnection: close\r\n\r\nYour address has as many connections open as it may; retry.\n";

/// A connection over a bound: a short answer saying so, then closed.
async fn turn_away(mut stream: TcpStream, answer: &'static [u8]) {
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(answer)).await;
    let _ = stream.shutdown().await;
}
