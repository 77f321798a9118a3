//! Takeback by consent, in casual games: a player asks to take their last move back (with the
//! opponent's reply to it, when there is one), and the opponent grants or declines it. The
//! engine grants every request made on the player's turn.
//!
//! A takeback is the one change of a game's stored moves: it deletes the moves after the ply
//! it returns to, in the transaction that sets the game's `taken_back_at`. Everything that keeps
//! a game's moves (this process's caches, another process's, the mail sent for a ply) is of one
//! history, and tells it by that time.

use ortoo_core::GameId;
use std::str::FromStr;

use ortoo_core::events::{Event, Happening, Stream};
use ortoo_core::timecontrol::{ClockState, TakenBack, first_look};
use ortoo_core::{BySide, Expected, Game, GameUpdate, Move, Side, User};

use crate::answers::Keep;
use crate::error::{Missing, PlayError, Result};
use crate::games::Games;
use crate::variants::open_variant;
use ortoo_i18n::Said;

/// What a player does about a takeback.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakebackAction {
    /// Ask to take one's last move back (against the engine, on one's turn, it is granted).
    Offer,
    /// Grant the opponent's request.
    Accept,
    /// Refuse the opponent's request.
    Decline,
    /// Withdraw one's own request.
    Withdraw,
}

impl FromStr for TakebackAction {
    type Err = PlayError;

    fn from_str(s: &str) -> Result<TakebackAction> {
        match s {
            "offer" => Ok(TakebackAction::Offer),
            "accept" => Ok(TakebackAction::Accept),
            "decline" => Ok(TakebackAction::Decline),
            "withdraw" => Ok(TakebackAction::Withdraw),
            other => Err(PlayError::BadRequest(Said::new("error-takeback-action").arg("action", other))),
        }
    }
}

/// The moves a takeback asked for by `side` would take back (oldest first): `side`'s last move
/// and every move after it. Empty when `side` has not moved.
pub fn moves_to_take_back(moves: &[Move], side: Side) -> &[Move] {
    match moves.iter().rposition(|m| m.side == side) {
        Some(last) => &moves[last..],
        None => &[],
    }
}

/// A takeback refused with `code`, the message `said` saying why.
fn conflict(code: &'static str, said: &'static str) -> PlayError {
    PlayError::Conflict { code, detail: Said::new(said) }
}

impl Games {
    /// `offer` (ask for), `accept`, `decline` or `withdraw` a takeback of the player's last
    /// move. Retried on the game as it now is when another write lands first.
    pub async fn takeback(
        &self,
        user: &User,
        game_id: &GameId,
        action: TakebackAction,
        keep: Option<&dyn Keep>,
    ) -> Result<Game> {
        let mut game = self.game(game_id).await?;
        for _ in 0..3 {
            match self.takeback_once(user, &game, action, keep).await? {
                Some(after) => return Ok(after),
                None => match self.game_store.game(game_id).await? {
                    Some(now) => game = now,
                    None => return Err(PlayError::NotFound(Missing::Game)),
                },
            }
        }
        Err(self.stale(&game).await)
    }

    /// One attempt on `game` as read: the game after it, or `None` when it changed before the
    /// write.
    async fn takeback_once(
        &self,
        user: &User,
        game: &Game,
        action: TakebackAction,
        keep: Option<&dyn Keep>,
    ) -> Result<Option<Game>> {
        let side = Self::player_side(game, user)?;
        Self::ensure_active(game)?;
        if game.rated {
            return Err(conflict("takeback_refused", "error-takeback-rated"));
        }
        if game.tournament.is_some() {
            return Err(conflict("takeback_refused", "error-takeback-tournament"));
        }
        let asked = game.takeback_offer;
        let update = match action {
            TakebackAction::Offer if asked == Some(side) => {
                return Err(conflict("takeback_offered", "error-takeback-asked-already"));
            }
            TakebackAction::Offer if asked == Some(!side) => {
                return Err(conflict("takeback_asked", "error-takeback-opponent-asked"));
            }
            TakebackAction::Offer if game.engine_level(!side).is_some() => {
                if game.to_move != side {
                    return Err(conflict("engine_thinking", "error-takeback-engine-thinking"));
                }
                return self.take_back(game, side, keep).await;
            }
            TakebackAction::Offer => {
                let moves = self.moves(game).await?;
                let taken = moves_to_take_back(&moves.list, side);
                if taken.is_empty() {
                    return Err(conflict("nothing_to_take_back", "error-takeback-not-moved"));
                }
                let notice = self.composer.takeback_offer(game, (game.player(!side)).as_str(), taken);
                let update = GameUpdate { takeback_offer: Some(side), ..GameUpdate::unchanged(game) };
                return self.answer_takeback(game, update, vec![notice], keep).await;
            }
            TakebackAction::Accept if asked == Some(!side) => return self.take_back(game, !side, keep).await,
            TakebackAction::Decline if asked == Some(!side) => {
                let notice = self.composer.takeback_declined(game, (game.player(!side)).as_str());
                let update = GameUpdate { takeback_offer: None, ..GameUpdate::unchanged(game) };
                return self.answer_takeback(game, update, vec![notice], keep).await;
            }
            TakebackAction::Withdraw if asked == Some(side) => {
                GameUpdate { takeback_offer: None, ..GameUpdate::unchanged(game) }
            }
            TakebackAction::Accept | TakebackAction::Decline => {
                return Err(conflict("no_takeback_offer", "error-takeback-no-offer"));
            }
            TakebackAction::Withdraw => {
                return Err(conflict("no_takeback_offer", "error-takeback-not-asked"));
            }
        };
        self.answer_takeback(game, update, Vec::new(), keep).await
    }

    /// Writes a request, or its answer short of granting it.
    async fn answer_takeback(
        &self,
        game: &Game,
        update: GameUpdate,
        notices: Vec<ortoo_core::Notice>,
        keep: Option<&dyn Keep>,
    ) -> Result<Option<Game>> {
        let now = self.now();
        let after = game.clone().updated(&update, now);
        let kept = self.keep_game(keep, &after).await?;
        let notices = crate::games::for_people(notices);
        if !self.game_store.update_game(&game.id, &Expected::of(game), &update, now, notices, kept.as_ref()).await? {
            return Ok(None);
        }
        self.outbox.notify_one();
        self.events.publish(Event {
            stream: Some(Stream::Game(game.id.clone())),
            users: vec![game.players.white.id.clone(), game.players.black.id.clone()],
            what: Happening::TakebackOffer { game: game.id.clone(), takeback_offer: after.takeback_offer },
            id: Some(after.mark()),
        });
        Ok(Some(after))
    }

    /// Takes back `side`'s last move and any after it: the game returns to the position before
    /// it, with `side` to move, offers gone, and the clocks handed back.
    async fn take_back(&self, game: &Game, side: Side, keep: Option<&dyn Keep>) -> Result<Option<Game>> {
        let moves = self.moves(game).await?;
        let taken = moves_to_take_back(&moves.list, side);
        let Some(first) = taken.first() else {
            return Err(conflict("nothing_to_take_back", "error-takeback-nothing"));
        };
        let ply = first.ply - 1;
        let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
        // The position at that ply, played again from the start (the moves keep no position).
        let variant = open_variant(&game.variant, &game.options).map_err(corrupt)?;
        let mut state = variant.load(&game.start_position).map_err(|e| corrupt(e.to_string()))?;
        for m in &moves.list[..usize::try_from(ply).unwrap_or(0)] {
            state.play(&m.text).map_err(|r| corrupt(format!("move {} ({}) no longer plays: {r}", m.ply, m.text)))?;
        }
        if state.turn() != side {
            return Err(corrupt(format!("after ply {ply} it is not {side}'s turn")));
        }
        // Strictly later than the last takeback, so that two histories never share a time.
        let now = self.now();
        let now = game.taken_back_at.map_or(now, |last| now.max(last + 1));
        let clocks = match game.time_control() {
            Some(tc) => {
                let moves = BySide::from_fn(|s| {
                    u32::try_from(taken.iter().filter(|m| m.side == s).count()).unwrap_or(u32::MAX)
                });
                let handed = TakenBack { runner: game.to_move, next: side, moves };
                // A pause (a vacation) counts only where a clock starts again.
                let pause =
                    if game.to_move == side { 0 } else { self.settings_store.pause_ms(game.player(side), now).await? };
                tc.handed_back(game.clocks(), handed, now, pause)
            }
            None => ClockState::default(),
        };
        let update = GameUpdate {
            position: state.position_text(),
            ply,
            to_move: side,
            outcome: None,
            deadline: clocks.deadline,
            draw_offer: None,
            takeback_offer: None,
            banks_ms: clocks.banks_ms,
            reminded_until: Some(now),
            next_reminder_at: first_look(clocks.deadline, now),
        };
        let mut after = game.clone().updated(&update, now);
        after.taken_back_at = Some(now);
        // Its forecasts go with the moves taken back (see `GameStore::take_back`).
        after.followers_revision += 1;
        let texts: Vec<&str> = taken.iter().map(|m| m.text.as_str()).collect();
        let notices =
            crate::games::for_people(vec![self.composer.taken_back(&after, (after.player(side)).as_str(), &texts)]);
        let kept = match keep {
            Some(keep) => {
                let rest =
                    crate::moves::Moves::new(moves.list[..ply as usize].to_vec(), self.write_move, after.taken_back_at);
                let view = crate::answers::View { game: &after, moves: Some(&rest), rules: &*state };
                keep.keep(crate::answers::Done::Game(view))
            }
            None => None,
        };
        if !self.game_store.take_back(&game.id, &Expected::of(game), &update, now, notices, kept.as_ref()).await? {
            return Ok(None);
        }
        self.recent_moves.remove(game.id.as_str());
        self.recent_games.remove(game.id.as_str());
        self.outbox.notify_one();
        self.events.publish(Event {
            stream: Some(Stream::Game(game.id.clone())),
            users: vec![game.players.white.id.clone(), game.players.black.id.clone()],
            what: Happening::Takeback {
                game: game.id.clone(),
                ply,
                side,
                taken: texts.iter().map(|t| t.to_string()).collect(),
            },
            id: Some(after.mark()),
        });
        Ok(Some(after))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::challenges::{Created, NewChallenge, Opponent};
    use crate::testing::Scene;
    use crate::typed::{Typed, Via};
    use ortoo_core::NoticeKind;
    use ortoo_core::store::NoticeStore;
    use ortoo_core::when::DAY_MS;

    async fn started(days: Option<u32>) -> (Scene, User, User, Game) {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, days).await;
        (scene, ann, bob, game)
    }

    /// Plays `texts` in turn, each by the player to move.
    async fn play(scene: &Scene, game: &Game, white: &User, black: &User, texts: &[&str]) -> Game {
        let mut game = game.clone();
        for text in texts {
            let user = if game.to_move == Side::White { white } else { black };
            game = scene.play_move(user, &game, text).await.unwrap_or_else(|e| panic!("{text} plays: {e}"));
        }
        game
    }

    /// A challenge from `user` (White) to the engine at level 1, begun.
    async fn against_engine(scene: &Scene, user: &User) -> Game {
        let request = NewChallenge {
            variant: "chess".into(),
            options: Default::default(),
            setup: None,
            opponent: Opponent::Engine(1),
            color: Some("white".into()),
            time_control: None,
            rated: None,
            rating_range: None,
        };
        match scene.play.challenges.create_challenge(user, request, None).await {
            Ok(Created::Game(game)) => *game,
            other => panic!("a game against the engine begins: {other:?}"),
        }
    }

    async fn kinds(scene: &Scene, user: &User) -> Vec<NoticeKind> {
        let listed = scene.store.notifications_of(&user.id, false, 100).await.unwrap();
        listed.into_iter().filter_map(|n| n.kind).collect()
    }

    fn code<T: std::fmt::Debug>(result: Result<T>) -> &'static str {
        match result {
            Err(PlayError::Conflict { code, .. }) => code,
            other => panic!("a conflict, not {other:?}"),
        }
    }

    fn mv(ply: i64, side: Side) -> Move {
        Move {
            ply,
            side,
            text: format!("m{ply}"),
            input: String::new(),
            comment: None,
            effect: None,
            position_key: 0,
            chase: None,
            at: ortoo_core::Timestamp::from_millis(0),
        }
    }

    #[test]
    fn the_moves_taken_back_are_the_askers_last_and_every_one_after_it() {
        let moves = [mv(1, Side::White), mv(2, Side::Black), mv(3, Side::White)];
        let plies = |taken: &[Move]| taken.iter().map(|m| m.ply).collect::<Vec<_>>();
        assert_eq!(plies(moves_to_take_back(&moves, Side::White)), [3]);
        assert_eq!(plies(moves_to_take_back(&moves, Side::Black)), [2, 3]);
        assert!(moves_to_take_back(&moves[..1], Side::Black).is_empty(), "Black has not moved");
    }

    #[test]
    fn takeback_actions_are_read_from_their_words() {
        assert_eq!("withdraw".parse::<TakebackAction>().unwrap(), TakebackAction::Withdraw);
        assert_eq!("offer".parse::<TakebackAction>().unwrap(), TakebackAction::Offer);
        assert!(matches!("undo".parse::<TakebackAction>(), Err(PlayError::BadRequest(_))));
    }

    #[tokio::test]
    async fn a_request_is_made_once_and_the_opponent_is_told() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let games = &scene.play.games;
        let asked = games.takeback(&ann, &game.id, TakebackAction::Offer, None).await.unwrap();
        assert_eq!(asked.takeback_offer, Some(Side::White));
        assert_eq!(games.game(&game.id).await.unwrap().takeback_offer, Some(Side::White));
        assert!(kinds(&scene, &bob).await.contains(&NoticeKind::TakebackOffer));
        assert_eq!(code(games.takeback(&ann, &game.id, TakebackAction::Offer, None).await), "takeback_offered");
        assert_eq!(code(games.takeback(&bob, &game.id, TakebackAction::Offer, None).await), "takeback_asked");
    }

    #[tokio::test]
    async fn a_player_who_has_not_moved_has_nothing_to_take_back() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let asked = scene.play.games.takeback(&bob, &game.id, TakebackAction::Offer, None).await;
        assert_eq!(code(asked), "nothing_to_take_back");
        assert_eq!(scene.play.games.game(&game.id).await.unwrap().takeback_offer, None);
    }

    #[tokio::test]
    async fn moves_are_not_taken_back_in_a_rated_game() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let request = NewChallenge {
            variant: "chess".into(),
            options: Default::default(),
            setup: None,
            opponent: Opponent::User(bob.name.clone()),
            color: Some("white".into()),
            time_control: None,
            rated: Some(true),
            rating_range: None,
        };
        let Ok(Created::Challenge(c)) = scene.play.challenges.create_challenge(&ann, request, None).await else {
            panic!("a rated challenge is made");
        };
        let game = scene.play.challenges.accept(&bob, &c.id, &[], None).await.unwrap();
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let asked = scene.play.games.takeback(&ann, &game.id, TakebackAction::Offer, None).await;
        assert_eq!(code(asked), "takeback_refused");
    }

    #[tokio::test]
    async fn a_granted_takeback_returns_the_game_to_before_the_askers_last_move() {
        let (scene, ann, bob, game) = started(None).await;
        let after_e4 = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let game = play(&scene, &after_e4, &ann, &bob, &["e7e5", "g1f3"]).await;
        let games = &scene.play.games;
        games.takeback(&bob, &game.id, TakebackAction::Offer, None).await.unwrap();
        let back = games.takeback(&ann, &game.id, TakebackAction::Accept, None).await.unwrap();
        assert_eq!((back.ply, back.to_move, back.takeback_offer), (1, Side::Black, None));
        assert_eq!(back.position, after_e4.position);
        let stored = games.game(&game.id).await.unwrap();
        assert_eq!((stored.ply, stored.taken_back_at), (1, Some(scene.now())));
        assert_eq!(games.moves(&stored).await.unwrap().list.len(), 1, "e5 and Nf3 are gone");
        let bob_turns = kinds(&scene, &bob).await.iter().filter(|k| **k == NoticeKind::Turn).count();
        assert_eq!(bob_turns, 3, "told of e4 and Nf3, then that it is their move again");
        assert_eq!(scene.play_move(&bob, &stored, "c7c5").await.unwrap().ply, 2, "the game goes on from there");
    }

    #[tokio::test]
    async fn a_move_taken_back_gives_its_player_their_days_again() {
        let (scene, ann, bob, game) = started(Some(3)).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        scene.wait(DAY_MS);
        scene.play.games.takeback(&ann, &game.id, TakebackAction::Offer, None).await.unwrap();
        let back = scene.play.games.takeback(&bob, &game.id, TakebackAction::Accept, None).await.unwrap();
        assert_eq!((back.ply, back.to_move), (0, Side::White));
        assert_eq!(back.deadline, Some(scene.now() + 3 * DAY_MS));
    }

    #[tokio::test]
    async fn a_declined_request_is_gone_and_its_asker_told() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let games = &scene.play.games;
        games.takeback(&ann, &game.id, TakebackAction::Offer, None).await.unwrap();
        let declined = games.takeback(&bob, &game.id, TakebackAction::Decline, None).await.unwrap();
        assert_eq!((declined.takeback_offer, declined.ply), (None, 1));
        assert!(kinds(&scene, &ann).await.contains(&NoticeKind::TakebackDeclined));
        assert_eq!(games.game(&game.id).await.unwrap().takeback_offer, None);
    }

    #[tokio::test]
    async fn a_request_is_answered_only_by_the_opponent_and_withdrawn_only_by_its_asker() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let games = &scene.play.games;
        for action in [TakebackAction::Accept, TakebackAction::Decline, TakebackAction::Withdraw] {
            assert_eq!(code(games.takeback(&bob, &game.id, action, None).await), "no_takeback_offer", "{action:?}");
        }
        games.takeback(&ann, &game.id, TakebackAction::Offer, None).await.unwrap();
        assert_eq!(code(games.takeback(&ann, &game.id, TakebackAction::Accept, None).await), "no_takeback_offer");
        assert_eq!(code(games.takeback(&bob, &game.id, TakebackAction::Withdraw, None).await), "no_takeback_offer");
        let withdrawn = games.takeback(&ann, &game.id, TakebackAction::Withdraw, None).await.unwrap();
        assert_eq!((withdrawn.takeback_offer, withdrawn.ply), (None, 1));
    }

    #[tokio::test]
    async fn takebacks_are_a_players_and_only_while_the_game_is_on() {
        let (scene, ann, bob, game) = started(None).await;
        let game = play(&scene, &game, &ann, &bob, &["e2e4"]).await;
        let cid = scene.player("Cid").await;
        let games = &scene.play.games;
        let stranger = games.takeback(&cid, &game.id, TakebackAction::Offer, None).await;
        assert!(matches!(stranger, Err(PlayError::NotYourGame)), "{stranger:?}");
        games.resign(&bob, &game.id, None).await.unwrap();
        let over = games.takeback(&ann, &game.id, TakebackAction::Offer, None).await;
        assert!(matches!(over, Err(PlayError::GameOver(_))), "{over:?}");
    }

    #[tokio::test]
    async fn the_engine_grants_a_takeback_asked_on_the_players_turn_and_not_while_it_thinks() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let game = against_engine(&scene, &ann).await;
        let after = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        let games = &scene.play.games;
        assert_eq!(code(games.takeback(&ann, &game.id, TakebackAction::Offer, None).await), "engine_thinking");
        let engine = scene.play.engine.engine_user().await.unwrap();
        let reply = Typed::new(Via::Engine, "e7e5", Some(after.ply), None);
        games.submit_move(&engine, &game.id, reply, None).await.unwrap();
        let back = games.takeback(&ann, &game.id, TakebackAction::Offer, None).await.unwrap();
        assert_eq!((back.ply, back.to_move, back.takeback_offer), (0, Side::White, None), "granted at once");
        assert_eq!(games.moves(&games.game(&game.id).await.unwrap()).await.unwrap().list.len(), 0);
    }
}
