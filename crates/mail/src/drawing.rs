//! Where mails are drawn up: two threads of their own, below the moves' priority.
//!
//! Picturing a board takes milliseconds of CPU. On the runtime's blocking threads it ran at the
//! priority of the requests, and under a stream of moves the notifier (which runs flat out while
//! it is behind) took a fifth of the moves' throughput. Here the kernel gives mail a smaller
//! share (nice 10: about a tenth of a busy thread's weight) while moves want the CPU, and all
//! of it otherwise: mail yields to moves, but never starves as the analysis may.

use std::sync::OnceLock;
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// Threads drawing mails: as many as the notifier sends at once.
const THREADS: usize = 2;

/// The niceness of the drawing threads (0 is the default, 19 the lowest).
const NICE: i32 = 10;

fn queue() -> &'static Mutex<Sender<Job>> {
    static QUEUE: OnceLock<Mutex<Sender<Job>>> = OnceLock::new();
    QUEUE.get_or_init(|| {
        let (send, jobs) = channel::<Job>();
        let jobs = Arc::new(Mutex::new(jobs));
        for i in 0..THREADS {
            let jobs = jobs.clone();
            let started = std::thread::Builder::new().name(format!("ortoo-mail-{i}")).spawn(move || {
                below_moves();
                loop {
                    // The lock is held only to take the next job, not while drawing it.
                    let next = jobs.lock().map(|jobs| jobs.recv());
                    match next {
                        // A mail that panics while drawn fails alone (its answer is dropped);
                        // the thread goes on to the next.
                        Ok(Ok(job)) => {
                            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                        }
                        _ => return,
                    }
                }
            });
            if let Err(e) = started {
                tracing::error!(error = %e, "no thread to draw up mails on");
            }
        }
        Mutex::new(send)
    })
}

/// Runs `draw` on a drawing thread and answers with what it returns.
///
/// # Errors
/// The drawing threads are gone (they could not be started), or `draw` panicked.
pub async fn drawn<T: Send + 'static>(draw: impl FnOnce() -> T + Send + 'static) -> Result<T, String> {
    let (done, answer) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move || {
        let _ = done.send(draw());
    });
    queue()
        .lock()
        .map_err(|_| "the mail queue is poisoned".to_string())?
        .send(job)
        .map_err(|_| "no thread draws up mails".to_string())?;
    answer.await.map_err(|_| "drawing up the mail failed".to_string())
}

/// Lowers the calling thread's priority to [`NICE`].
#[cfg(target_os = "linux")]
fn below_moves() {
    use thread_priority::unix::{
        NormalThreadSchedulePolicy, ThreadSchedulePolicy, set_thread_priority_and_policy, thread_native_id,
    };
    use thread_priority::{ThreadPriority, ThreadPriorityValue};
    // The crate maps 0..=99 onto niceness 19..=-20, rounding down: 22 is nice 10 (the test
    // below reads it back).
    let Ok(value) = ThreadPriorityValue::try_from(22u8) else { return };
    let normal = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Other);
    if let Err(e) = set_thread_priority_and_policy(thread_native_id(), ThreadPriority::Crossplatform(value), normal) {
        tracing::debug!(error = ?e, nice = NICE, "mails are drawn up at the normal priority");
    }
}

#[cfg(not(target_os = "linux"))]
fn below_moves() {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    /// The niceness of the calling thread, read from its own /proc entry.
    fn niceness() -> i32 {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
        // After the command name's closing parenthesis: state is field 3; nice is field 19.
        let after = stat.rsplit_once(')').unwrap().1;
        after.split_whitespace().nth(16).unwrap().parse().unwrap()
    }

    #[tokio::test]
    async fn mails_are_drawn_below_the_moves_priority() {
        assert_eq!(drawn(niceness).await.unwrap(), NICE);
        assert_eq!(niceness(), 0, "the caller keeps its priority");
    }
}
