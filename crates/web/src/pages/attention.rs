//! What asks for a player beside their games (open challenges addressed to them, unread
//! notices), as every page's header counts it. The counts are kept a few seconds a player, so a
//! player going from page to page costs no query a page, and forgotten at once when an event
//! concerns the player (a challenge, a move, a message: this process's or, through the store's
//! relay, another's) or when the player reads their notices. A notice that comes with no event
//! (a reminder) shows within [`FRESH`].

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

#[cfg(test)]
use ortoo_core::events::Happening;
use ortoo_core::events::{Event, Events};
#[cfg(test)]
use ortoo_core::{GameId, GameStatus};
use ortoo_core::{User, UserId};
use ortoo_play::cache::Recent;
use ortoo_play::{Play, PlayError};
#[cfg(test)]
use ortoo_rules::Side;
use tokio::sync::broadcast::error::RecvError;

/// How long a player's counts are kept when no event says they changed.
pub const FRESH: Duration = Duration::from_secs(10);

pub struct Attention {
    counts: Recent<(Instant, (i64, i64))>,
    /// Events heard so far: counts looked up while one was heard may predate it, and are not
    /// kept.
    heard: AtomicU64,
}

impl Attention {
    /// Counts that forget a player on each event of theirs published on `events` (when there is
    /// a runtime to listen on; without one they are only kept [`FRESH`]).
    pub fn new(events: &Events) -> Arc<Attention> {
        let attention = Arc::new(Attention { counts: Recent::new(20_000), heard: AtomicU64::new(0) });
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let (kept, mut heard): (Weak<Attention>, _) = (Arc::downgrade(&attention), events.subscribe());
            runtime.spawn(async move {
                loop {
                    let event = heard.recv().await;
                    let Some(attention) = kept.upgrade() else { return };
                    attention.heard.fetch_add(1, Ordering::SeqCst);
                    match event {
                        Ok(event) => attention.told(&event).for_each(|user| attention.counts.remove(user.as_str())),
                        // Events were missed: any count may be stale.
                        Err(RecvError::Lagged(_)) => attention.counts.clear(),
                        Err(RecvError::Closed) => return,
                    }
                }
            });
        }
        attention
    }

    /// `user`'s open challenges and unread notices (at most `unread_at_most`), kept or looked up.
    pub async fn of(&self, play: &Play, user: &User, unread_at_most: i64) -> Result<(i64, i64), PlayError> {
        if let Some((at, counts)) = self.counts.get(user.id.as_str())
            && at.elapsed() < FRESH
        {
            return Ok(counts);
        }
        let before = self.heard.load(Ordering::SeqCst);
        let counts = play.inbox.asking(user, unread_at_most).await?;
        if self.heard.load(Ordering::SeqCst) == before {
            self.counts.put(user.id.as_str(), (Instant::now(), counts));
        }
        Ok(counts)
    }

    /// The players whose counts `event` may have changed: for a move, the player who did not
    /// make it (told of it; the mover's own notices and challenges are as they were); for any
    /// other event, everyone it concerns.
    fn told<'e>(&self, event: &'e Event) -> impl Iterator<Item = &'e UserId> {
        // A move's event names its players White first.
        let mover = event.what.move_by().and_then(|side| event.users.get(side.index()).cloned());
        event.users.iter().filter(move |user| Some(*user) != mover.as_ref())
    }

    /// Forgets `user_id`'s counts (they read their notices).
    pub fn forget(&self, user_id: &UserId) {
        self.counts.remove(user_id.as_str());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ortoo_core::events::Stream;

    fn event(what: Happening) -> Event {
        Event {
            stream: Some(Stream::Game(GameId::from_text("g"))),
            users: vec![UserId::from_text("white-player"), UserId::from_text("black-player")],
            what,
            id: None,
        }
    }

    fn a_move(side: Side) -> Happening {
        let game = GameId::from_text("g");
        Happening::Move { game, ply: 1, side, status: GameStatus::Active, text: "P e2-e4".into() }
    }

    #[test]
    fn a_move_tells_the_player_who_did_not_make_it_and_anything_else_tells_both() {
        let attention = Attention::new(&Events::new());
        let told = |e: &Event| attention.told(e).cloned().collect::<Vec<_>>();
        assert_eq!(told(&event(a_move(Side::White))), ["black-player"]);
        assert_eq!(told(&event(a_move(Side::Black))), ["white-player"]);
        let end = Happening::End { game: GameId::from_text("g"), reason: None, result: None };
        assert_eq!(told(&event(end)), ["white-player", "black-player"]);
    }
}
