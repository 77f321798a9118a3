//! Delivering the outbox: claim due notices under a lease, send each, mark it sent; a failed
//! send is tried again later, backing off, until it goes (or the mail server refuses it for
//! good). Several processes may run notifiers on one database: a notice is leased to one of
//! them at a time, and is marked sent only by the holder of its lease.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::Notify;
use tracing::Instrument;

use super::mailer::{Mailer, SendError};
use crate::letters::Letters;
use ortoo_core::clock::Clock;
use ortoo_core::store::{GameStore, Outbox, Outgoing, RatingChange, RatingStore, Settled, VariantFileStore};
use ortoo_core::{Game, GameId, GameStatus, NoticeId, NoticeKind, Store, StoreError, UserId};
use ortoo_play::moves::Moves;
use ortoo_play::notices::Composer;
use ortoo_play::{Play, PlayError};

/// How long a sender holds a notice: well beyond the SMTP timeout, so a notice being sent is
/// never taken by another sender, and short enough that a dead sender's notices go soon.
pub const LEASE_MS: i64 = 5 * 60_000;
/// Notices taken per round: each round marks what it sent in one write, so under a stream of
/// moves the outbox costs one transaction per batch rather than one per mail.
const BATCH: i64 = 200;

/// The wait before try number `attempts + 1`: 30 s, doubling, at most an hour. There is no
/// last try: what was committed is delivered once the mail server is back.
pub fn backoff_ms(attempts: i64) -> i64 {
    let doublings = (attempts - 1).clamp(0, 7) as u32;
    (30_000i64 << doublings).min(3_600_000)
}

#[derive(Clone)]
pub struct Notifier {
    /// The outbox it delivers.
    pub outbox_store: Arc<dyn Outbox>,
    /// The games its mails are about, their ratings, and the uploads their variants come from.
    pub game_store: Arc<dyn GameStore>,
    pub rating_store: Arc<dyn RatingStore>,
    pub variant_file_store: Arc<dyn VariantFileStore>,
    /// The games in play, whose move lists this process keeps current as it plays them: a
    /// mail lists its game's moves from there rather than reading them all again (under a
    /// stream of moves, those reads were most of the database's work).
    pub play: Play,
    pub mailer: Mailer,
    /// Draws up each mail from its notice and its game as they stand when it is sent.
    pub composer: Composer,
    pub clock: Clock,
    /// Rung after a commit that stored notices, so they go at once rather than at the next poll.
    pub wake: Arc<Notify>,
}

/// Counts `count` notices that came to `outcome` in `ortoo_mail_out_total`.
fn sent_out(outcome: &'static str, count: usize) {
    if count > 0 {
        metrics::counter!("ortoo_mail_out_total", "outcome" => outcome).increment(count as u64);
    }
}

/// What one round did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Round {
    pub sent: usize,
    /// Not mailed: no longer true when due (the player had moved, the offer was gone).
    pub moot: usize,
    /// Not mailed: this server sends no mail.
    pub unmailed: usize,
    pub retrying: usize,
    pub failed: usize,
}

impl Notifier {
    /// A notifier over `store`'s outbox, its games, ratings and uploads.
    pub fn new(
        store: &Arc<dyn Store>,
        play: Play,
        mailer: Mailer,
        composer: Composer,
        clock: Clock,
        wake: Arc<Notify>,
    ) -> Notifier {
        Notifier {
            outbox_store: store.clone(),
            game_store: store.clone(),
            rating_store: store.clone(),
            variant_file_store: store.clone(),
            play,
            mailer,
            composer,
            clock,
            wake,
        }
    }

    /// Sends what is due now, one batch.
    ///
    /// # Errors
    /// The database failing (the notices stay leased and are taken again after the lease).
    pub async fn round(&self) -> Result<Round, StoreError> {
        let now = self.clock.now();
        let lease_until = now + LEASE_MS;
        let mut round = Round::default();
        let claimed = self.outbox_store.claim_outgoing(now, lease_until, BATCH).await?;
        if !self.mailer.sends() {
            let ids: Vec<NoticeId> = claimed.into_iter().map(|n| n.id).collect();
            round.unmailed = self.outbox_store.settle(&ids, Settled::Unmailed, lease_until, now).await? as usize;
            sent_out("not_mailed", round.unmailed);
            return Ok(round);
        }
        let games = self.games_of(&claimed).await?;
        let moves = self.moves_of(&games).await?;
        let ratings = self.ratings_of(&claimed, &games).await?;
        let mut moot = Vec::new();
        let mut letters = Vec::with_capacity(claimed.len());
        for n in claimed {
            let game = n.game_id.as_ref().and_then(|id| games.get(id));
            let played = game.and_then(|g| moves.get(&g.id)).map_or(&[][..], |m| m.list.as_slice());
            if n.kind == Some(NoticeKind::Digest) && !n.prerendered {
                let awaiting = self.awaiting(&n.user_id).await?;
                let letter = Letters::of(&self.composer).digest_letter(&n, &awaiting, now);
                letters.push((n, letter));
                continue;
            }
            let rated = game.and_then(|g| ratings.get(&g.id)).map_or(&[][..], Vec::as_slice);
            match Letters::of(&self.composer).letter(&n, game, played, rated, now) {
                Some(body) => letters.push((n, body)),
                None => moot.push(n.id),
            }
        }
        let sends = letters.into_iter().map(|(n, body)| {
            let mailer = self.mailer.clone();
            let span = tracing::info_span!("mail_out", notice = %n.id, kind = ?n.kind, attempts = n.attempts);
            async move {
                let started = ortoo_core::figures::recording().then(std::time::Instant::now);
                let result = mailer.send(&n, body).await;
                if let Some(started) = started {
                    metrics::histogram!("ortoo_mail_send_seconds").record(started.elapsed().as_secs_f64());
                }
                (n, result)
            }
            .instrument(span)
        });
        let results: Vec<_> =
            futures_util::stream::iter(sends).buffer_unordered(self.mailer.sends_at_once()).collect().await;
        let mut sent = Vec::with_capacity(results.len());
        for (n, result) in results {
            match result {
                Ok(()) => sent.push(n.id.clone()),
                Err(SendError::Transient(error)) => {
                    let retry_at = self.clock.now() + backoff_ms(n.attempts);
                    tracing::warn!(notice = %n.id, attempts = n.attempts, %error, "a notice could not be sent; will retry");
                    self.outbox_store.mark_unsent(&n.id, Some(retry_at), &error).await?;
                    round.retrying += 1;
                }
                Err(SendError::Permanent(error)) => {
                    tracing::warn!(notice = %n.id, %error, "a notice was refused for good");
                    self.outbox_store.mark_unsent(&n.id, None, &error).await?;
                    round.failed += 1;
                }
            }
        }
        // If this write fails, the mails went but stay leased; after the lease they are sent
        // again (at least once, never lost).
        let at = self.clock.now();
        self.outbox_store.settle(&sent, Settled::Sent, lease_until, at).await?;
        round.sent = sent.len();
        round.moot = self.outbox_store.settle(&moot, Settled::Moot, lease_until, at).await? as usize;
        sent_out("sent", round.sent);
        sent_out("moot", round.moot);
        sent_out("retried", round.retrying);
        sent_out("failed", round.failed);
        Ok(round)
    }

    /// The games the claimed notices tell of, each read once and fresh: a mail says how its game
    /// stands when it is sent.
    async fn games_of(&self, claimed: &[Outgoing]) -> Result<HashMap<GameId, Game>, StoreError> {
        let mut ids: Vec<GameId> =
            claimed.iter().filter(|n| !n.prerendered).filter_map(|n| n.game_id.clone()).collect();
        ids.sort_unstable();
        ids.dedup();
        let games = self.game_store.games_among(&ids).await?;
        self.catalogued(&games).await?;
        Ok(games.into_iter().map(|g| (g.id.clone(), g)).collect())
    }

    /// Makes sure the rules of games of players' uploads made through another process are read
    /// here, so their mails show their boards.
    async fn catalogued(&self, games: &[Game]) -> Result<(), StoreError> {
        for game in games {
            if let Err(PlayError::Store(e)) =
                ortoo_play::variants::ensure(self.variant_file_store.as_ref(), &game.variant).await
            {
                return Err(e);
            }
        }
        Ok(())
    }

    /// A player's games awaiting their move, the most urgent first: the digest shows each.
    async fn awaiting(&self, user_id: &UserId) -> Result<Vec<Game>, StoreError> {
        let mut games = self.game_store.games_of(user_id, Some(GameStatus::Active)).await?;
        games.retain(|g| g.player_to_move() == user_id);
        self.catalogued(&games).await?;
        games.sort_by_key(|g| (g.deadline.is_none(), g.deadline));
        Ok(games)
    }

    /// The moves of each game, as the game was read for this round: the mails list them.
    async fn moves_of(&self, games: &HashMap<GameId, Game>) -> Result<HashMap<GameId, Arc<Moves>>, StoreError> {
        let mut moves = HashMap::with_capacity(games.len());
        for (id, game) in games {
            let of_game = match self.play.games.moves(game).await {
                Ok(of_game) => of_game,
                Err(PlayError::Store(e)) => return Err(e),
                // Moves taken back since the game was read a moment ago (the round's game is
                // gone): its mails list no moves this once rather than another history's.
                Err(_) => continue,
            };
            moves.insert(id.clone(), of_game);
        }
        Ok(moves)
    }

    /// What the rated games that game-over notices are about did to their players' ratings.
    async fn ratings_of(
        &self,
        claimed: &[Outgoing],
        games: &HashMap<GameId, Game>,
    ) -> Result<HashMap<GameId, Vec<RatingChange>>, StoreError> {
        let mut ratings = HashMap::new();
        for n in claimed.iter().filter(|n| n.kind == Some(NoticeKind::GameOver)) {
            let Some(game) = n.game_id.as_ref().and_then(|id| games.get(id)) else { continue };
            if game.rated && !ratings.contains_key(&game.id) {
                ratings.insert(game.id.clone(), self.rating_store.game_rating_changes(&game.id).await?);
            }
        }
        Ok(ratings)
    }

    /// Sends until nothing is due, then waits for a wake-up or `poll`; forever.
    pub async fn run(self, poll: Duration) {
        loop {
            match self.round().await {
                Ok(r) if r.sent + r.moot + r.unmailed + r.retrying + r.failed == BATCH as usize => continue,
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "the notifier cannot read the outbox; will try again"),
            }
            let _ = tokio::time::timeout(poll, self.wake.notified()).await;
        }
    }
}
