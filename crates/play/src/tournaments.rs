//! Tournaments in play: made by a player (or only by the server's admins, a setting), joined
//! until they start, started by the clock (or by their creator), their rounds paired as the
//! round before ends, their players withdrawn, their standings worked out.
//!
//! Pairing is the clock's and the game-ending action's: whichever process gets there first
//! pairs the round, in one conditional write (see [`ortoo_core::store::TournamentStore::pair_round`]).

use ortoo_core::store::{AccountStore, TournamentStore, VariantFileStore};
use ortoo_core::{TournamentId, UserId};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use ortoo_core::events::{Event, Happening, Stream};
use ortoo_core::model::white_score;
use ortoo_core::rating::Glicko;
use ortoo_core::timecontrol::{DAY_MS, TimeControl};
use ortoo_core::tournament::{self, Entrant, Entry, Kind, Played, Standing, Tournament};
use ortoo_core::{
    Challenge, ChallengeId, ChallengeStatus, ColorChoice, Game, NewGame, Notice, Timestamp, TournamentStatus, User,
};
use ortoo_i18n::Said;
use ortoo_rules::registry;
use tokio::sync::mpsc;

use crate::error::{Missing, PlayError, Result};
use crate::games::{Games, for_people};
use crate::ratings::Ratings;

/// Most rounds a Swiss may have.
pub const MAX_ROUNDS: i64 = 20;
/// Most players a tournament takes.
pub const MAX_PLAYERS: usize = 200;
/// How far ahead a tournament may start.
pub const MAX_DAYS_AHEAD: i64 = 90;

/// A tournament as a player asks for it.
#[derive(Debug, Clone)]
pub struct NewTournament {
    pub name: String,
    /// `round_robin` or `swiss`.
    pub kind: String,
    pub variant: String,
    pub options: BTreeMap<String, serde_json::Value>,
    pub time_control: Option<TimeControl>,
    /// Rated (the default) or casual.
    pub rated: Option<bool>,
    /// A Swiss's rounds (5 if not given).
    pub rounds: Option<i64>,
    /// When joining closes and the first round is paired; `None` now plus a day.
    pub starts_at: Option<Timestamp>,
}

/// Everything a tournament's page shows.
#[derive(Debug, Clone)]
pub struct TournamentView {
    pub tournament: Tournament,
    pub entries: Vec<Entry>,
    pub games: Vec<Game>,
    pub byes: Vec<(i64, UserId)>,
    /// Ranked, by player id.
    pub standings: Vec<Standing>,
}

impl TournamentView {
    /// A player's name by id.
    pub fn name_of(&self, id: &UserId) -> String {
        self.entries.iter().find(|e| e.user_id == *id).map_or_else(|| id.to_string(), |e| e.name.clone())
    }
}

fn joining_closed() -> PlayError {
    PlayError::Conflict { code: "tournament_started", detail: Said::new("error-tournament-joining-closed") }
}

fn invalid(detail: Said) -> PlayError {
    PlayError::Invalid { code: "invalid_tournament", detail }
}

fn played(games: &[Game]) -> Vec<Played> {
    games
        .iter()
        .map(|g| Played {
            round: g.tournament.as_ref().map_or(0, |t| t.round),
            white: g.players.white.id.clone(),
            black: g.players.black.id.clone(),
            white_score: g.outcome.as_ref().map(white_score),
        })
        .collect()
}

/// How a player left a tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaving {
    /// Before its start: as if never joined.
    Left,
    /// After its start: not paired again, their unfinished games resigned.
    Withdrawn,
}

impl Leaving {
    /// The word the API answers with.
    pub fn as_str(self) -> &'static str {
        match self {
            Leaving::Left => "left",
            Leaving::Withdrawn => "withdrawn",
        }
    }
}

/// Tournaments, from their making to their last round.
#[derive(Clone)]
pub struct Tournaments {
    pub(crate) tournament_store: Arc<dyn TournamentStore>,
    pub(crate) account_store: Arc<dyn AccountStore>,
    pub(crate) variant_file_store: Arc<dyn VariantFileStore>,
    pub(crate) games: Games,
    pub(crate) ratings: Ratings,
    /// The players who may make tournaments (by name); `None` anyone.
    pub(crate) creators: Option<Vec<String>>,
}

impl Tournaments {
    fn now(&self) -> Timestamp {
        self.games.now()
    }

    /// Looks at each tournament whose game ended here, as [`Games`] tells of it, until this
    /// process's games are gone. The end of a tournament's game may end its round: the next is
    /// paired now, not at the next tick (any process may race to it; it is paired once).
    pub(crate) async fn follow(self, mut round_ends: mpsc::UnboundedReceiver<TournamentId>) {
        while let Some(id) = round_ends.recv().await {
            if let Err(e) = self.advance_tournament(&id).await {
                tracing::warn!(tournament = %id, error = %e, "could not pair the next round; the clock will try again");
            }
        }
    }

    /// Makes a tournament, open for joining until it starts; its creator joins it.
    ///
    /// # Errors
    /// Tournaments limited to admins, a name, game, option, clock, number of rounds or start
    /// time that will not do.
    pub async fn create_tournament(&self, user: &User, request: NewTournament) -> Result<Tournament> {
        if let Some(admins) = &self.creators
            && !admins.iter().any(|a| a.eq_ignore_ascii_case(&user.name))
        {
            return Err(PlayError::Forbidden(Said::new("error-tournaments-by-admins")));
        }
        let name = request.name.trim().to_string();
        ortoo_core::text::one_line("A tournament's name", &name).map_err(|e| invalid(Said::as_is(e)))?;
        if !(3..=60).contains(&name.chars().count()) {
            return Err(invalid(Said::new("error-tournament-name-length")));
        }
        let kind = Kind::parse(&request.kind.to_ascii_lowercase())
            .ok_or_else(|| invalid(Said::new("error-tournament-kind").arg("kind", request.kind.as_str())))?;
        crate::variants::ensure(self.variant_file_store.as_ref(), &request.variant).await?;
        let options = crate::challenges::resolved_options(&request.variant, &request.options, None)?;
        if let Some(tc) = &request.time_control {
            tc.validate().map_err(invalid)?;
        }
        let rounds = match kind {
            Kind::RoundRobin => {
                if request.rounds.is_some_and(|r| r != 1) {
                    return Err(invalid(Said::new("error-round-robin-rounds")));
                }
                1
            }
            Kind::Swiss => {
                let rounds = request.rounds.unwrap_or(5);
                if !(1..=MAX_ROUNDS).contains(&rounds) {
                    return Err(invalid(Said::new("error-swiss-rounds").arg("max", MAX_ROUNDS).arg("rounds", rounds)));
                }
                rounds
            }
        };
        let now = self.now();
        let starts_at = request.starts_at.unwrap_or(now + DAY_MS);
        if starts_at < now - 60_000 || starts_at > now + MAX_DAYS_AHEAD * DAY_MS {
            return Err(invalid(Said::new("error-tournament-start").arg("days", MAX_DAYS_AHEAD)));
        }
        let t = Tournament {
            id: TournamentId::new(),
            name,
            kind,
            variant: options.0,
            options: options.1,
            time_control: request.time_control.map(TimeControl::to_stored),
            days_per_move: request.time_control.and_then(TimeControl::days_per_move),
            rated: request.rated.unwrap_or(true),
            rounds,
            creator_id: user.id.clone(),
            creator_name: user.name.clone(),
            starts_at: starts_at.max(now),
            status: TournamentStatus::Open,
            round: 0,
            created_at: now,
            players: 0,
            roster: 0,
        };
        self.tournament_store.create_tournament(&t, now).await?;
        self.tournament_store.join_tournament(&t.id, &user.id, now).await?;
        self.tournament(&t.id).await
    }

    /// A tournament.
    ///
    /// # Errors
    /// [`PlayError::NotFound`].
    pub async fn tournament(&self, id: &TournamentId) -> Result<Tournament> {
        self.tournament_store.tournament(id).await?.ok_or(PlayError::NotFound(Missing::Tournament))
    }

    /// The tournaments to list: open and running first.
    pub async fn tournaments(&self) -> Result<Vec<Tournament>> {
        Ok(self.tournament_store.tournaments(100).await?)
    }

    /// A tournament with its players, games, byes and standings.
    pub async fn tournament_view(&self, id: &TournamentId) -> Result<TournamentView> {
        let tournament = self.tournament(id).await?;
        let entries = self.tournament_store.tournament_entries(id).await?;
        let games = self.tournament_store.tournament_games(id).await?;
        let byes = self.tournament_store.tournament_byes(id).await?;
        let ids: Vec<UserId> = entries.iter().map(|e| e.user_id.clone()).collect();
        let standings = tournament::standings(&ids, &played(&games), &byes);
        Ok(TournamentView { tournament, entries, games, byes, standings })
    }

    /// Joins an open tournament.
    pub async fn join_tournament(&self, user: &User, id: &TournamentId) -> Result<Tournament> {
        let t = self.tournament(id).await?;
        if t.status != TournamentStatus::Open {
            return Err(joining_closed());
        }
        if t.players as usize >= MAX_PLAYERS {
            return Err(PlayError::Conflict {
                code: "tournament_full",
                detail: Said::new("error-tournament-full").arg("players", MAX_PLAYERS),
            });
        }
        if !self.tournament_store.join_tournament(id, &user.id, self.now()).await? {
            let t = self.tournament(id).await?;
            if t.status != TournamentStatus::Open {
                return Err(joining_closed());
            }
            return Err(PlayError::Conflict {
                code: "joined_already",
                detail: Said::new("error-tournament-joined-already"),
            });
        }
        self.publish_tournament(&t).await;
        self.tournament(id).await
    }

    /// Leaves a tournament before it starts, or withdraws from it once it runs: not paired
    /// again, and each unfinished game of theirs in it resigned.
    pub async fn leave_tournament(&self, user: &User, id: &TournamentId) -> Result<Leaving> {
        let t = self.tournament(id).await?;
        let outcome = match t.status {
            TournamentStatus::Open => {
                if !self.tournament_store.leave_tournament(id, &user.id).await? {
                    return Err(PlayError::Conflict {
                        code: "not_joined",
                        detail: Said::new("error-tournament-not-joined"),
                    });
                }
                Leaving::Left
            }
            TournamentStatus::Running => {
                let first = self.tournament_store.withdraw_from_tournament(id, &user.id, self.now()).await?;
                // Withdrawing and resigning are one act: a withdrawal whose resignations were
                // cut short (a crash) is finished by asking again, or by the clock's tick.
                let unfinished = self.unfinished_games_of(id, &user.id).await?;
                if !first && (unfinished.is_empty() || !self.withdrawn(id, &user.id).await?) {
                    return Err(PlayError::Conflict {
                        code: "not_joined",
                        detail: Said::new("error-tournament-not-playing"),
                    });
                }
                for game in unfinished {
                    self.resign_for_withdrawal(user, &game).await?;
                }
                Leaving::Withdrawn
            }
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                return Err(PlayError::Conflict {
                    code: "tournament_over",
                    detail: Said::new("error-tournament-over"),
                });
            }
        };
        self.publish_tournament(&t).await;
        // A withdrawal may complete the round.
        self.advance_tournament(id).await?;
        Ok(outcome)
    }

    /// The player's games in the tournament that are still going on.
    async fn unfinished_games_of(&self, id: &TournamentId, user_id: &UserId) -> Result<Vec<Game>> {
        let games = self.tournament_store.tournament_games(id).await?;
        Ok(games.into_iter().filter(|g| g.is_active() && g.side_of(user_id).is_some()).collect())
    }

    /// Whether the player has withdrawn from the tournament.
    async fn withdrawn(&self, id: &TournamentId, user_id: &UserId) -> Result<bool> {
        let entries = self.tournament_store.tournament_entries(id).await?;
        Ok(entries.iter().any(|e| &e.user_id == user_id && e.withdrawn_at.is_some()))
    }

    /// Resigns a withdrawn player's game; one that ended meanwhile is left as it ended.
    async fn resign_for_withdrawal(&self, user: &User, game: &Game) -> Result<()> {
        match self.games.resign(user, &game.id, None).await {
            Ok(_) | Err(PlayError::GameOver(_)) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// Starts an open tournament now, for its creator.
    pub async fn start_tournament(&self, user: &User, id: &TournamentId) -> Result<Tournament> {
        let t = self.tournament(id).await?;
        if t.creator_id != user.id.as_str() {
            return Err(PlayError::Forbidden(Said::new("error-tournament-start-not-yours")));
        }
        if t.status != TournamentStatus::Open {
            return Err(PlayError::Conflict {
                code: "tournament_started",
                detail: Said::new("error-tournament-started"),
            });
        }
        self.pair(&t, true).await?;
        self.tournament(id).await
    }

    /// The clock's part: starts the tournaments due, pairs the rounds that are over. Returns
    /// how many rounds (or ends) it wrote.
    pub async fn advance_tournaments(&self, now: Timestamp) -> Result<usize> {
        let mut done = 0;
        for t in self.tournament_store.tournaments_due(now).await? {
            if self.pair(&t, false).await? {
                done += 1;
            }
        }
        Ok(done)
    }

    /// Looks at one tournament after one of its games ended: pairs its next round (or ends
    /// it) if its round is over, and tells its page of the result either way.
    pub async fn advance_tournament(&self, id: &TournamentId) -> Result<bool> {
        let t = self.tournament(id).await?;
        let paired = self.pair(&t, false).await?;
        if !paired {
            self.publish_tournament(&t).await;
        }
        Ok(paired)
    }

    /// Pairs what is due in `t` (its start when due or `now_anyway`, the next round when this
    /// one is over); true if this process wrote it. A pairing that lost to a change of roster
    /// (a join, a leave or a withdrawal committed after the roster was read) is worked out
    /// again from the roster as it now is.
    async fn pair(&self, t: &Tournament, now_anyway: bool) -> Result<bool> {
        let mut t = t.clone();
        for _ in 0..8 {
            if self.pair_once(&t, now_anyway).await? {
                return Ok(true);
            }
            let now = self.tournament(&t.id).await?;
            if now.round != t.round || now.status != t.status || now.roster == t.roster {
                // Paired by another process, or nothing to pair.
                return Ok(false);
            }
            t = now;
        }
        Ok(false)
    }

    async fn pair_once(&self, t: &Tournament, now_anyway: bool) -> Result<bool> {
        let now = self.now();
        let seen = (t.round, t.status, t.roster);
        let entries = self.tournament_store.tournament_entries(&t.id).await?;
        let active: Vec<&Entry> = entries.iter().filter(|e| e.withdrawn_at.is_none()).collect();
        match t.status {
            TournamentStatus::Open if now_anyway || t.starts_at <= now => {
                if active.len() < 2 {
                    let done = self
                        .tournament_store
                        .pair_round(&t.id, seen, (0, TournamentStatus::Cancelled), vec![], vec![], vec![], now)
                        .await?;
                    if done {
                        self.publish_tournament(t).await;
                    }
                    return Ok(done);
                }
                let ids: Vec<UserId> = active.iter().map(|e| e.user_id.clone()).collect();
                match t.kind {
                    Kind::RoundRobin => {
                        let pairs = tournament::round_robin(&ids);
                        self.write_round(t, seen, 1, pairs, None).await
                    }
                    Kind::Swiss => self.pair_swiss_round(t, seen, &ids, &[], &[]).await,
                }
            }
            TournamentStatus::Running => {
                let mut games = self.tournament_store.tournament_games(&t.id).await?;
                // A withdrawal whose resignations were cut short is finished here.
                let gone: BTreeSet<&UserId> =
                    entries.iter().filter(|e| e.withdrawn_at.is_some()).map(|e| &e.user_id).collect();
                let mut resigned = false;
                for game in games.iter().filter(|g| g.is_active()) {
                    let quitter =
                        [&game.players.white.id, &game.players.black.id].into_iter().find(|p| gone.contains(p));
                    if let Some(quitter) = quitter {
                        let user = self
                            .account_store
                            .user_by_id(quitter)
                            .await?
                            .ok_or(PlayError::NotFound(Missing::Player))?;
                        self.resign_for_withdrawal(&user, game).await?;
                        resigned = true;
                    }
                }
                if resigned {
                    games = self.tournament_store.tournament_games(&t.id).await?;
                }
                if games.iter().any(|g| g.is_active() && g.tournament.as_ref().is_some_and(|s| s.round == t.round)) {
                    return Ok(false);
                }
                let byes = self.tournament_store.tournament_byes(&t.id).await?;
                let ids: Vec<UserId> = active.iter().map(|e| e.user_id.clone()).collect();
                if t.kind == Kind::RoundRobin || t.round >= t.rounds || ids.len() < 2 {
                    return self.finish(t, seen, now).await;
                }
                self.pair_swiss_round(t, seen, &ids, &games, &byes).await
            }
            TournamentStatus::Open | TournamentStatus::Finished | TournamentStatus::Cancelled => Ok(false),
        }
    }

    async fn finish(&self, t: &Tournament, seen: (i64, TournamentStatus, i64), now: Timestamp) -> Result<bool> {
        let done = self
            .tournament_store
            .pair_round(&t.id, seen, (t.round, TournamentStatus::Finished), vec![], vec![], vec![], now)
            .await?;
        if done {
            self.publish_tournament(t).await;
        }
        Ok(done)
    }

    async fn pair_swiss_round(
        &self,
        t: &Tournament,
        seen: (i64, TournamentStatus, i64),
        ids: &[UserId],
        games: &[Game],
        byes: &[(i64, UserId)],
    ) -> Result<bool> {
        let table = tournament::standings(ids, &played(games), byes);
        let mut entrants = Vec::with_capacity(ids.len());
        for id in ids {
            let mine: Vec<&Game> = games.iter().filter(|g| g.side_of(id).is_some()).collect();
            let rating: Glicko = self.ratings.rating_now(id, &t.variant).await?;
            entrants.push(Entrant {
                player: id.clone(),
                rating: rating.rating,
                points: table.iter().find(|s| &s.player == id).map_or(0.0, |s| s.points),
                colours: mine.iter().map(|g| g.players.white.id == *id).collect(),
                opponents: mine
                    .iter()
                    .map(|g| {
                        if g.players.white.id == *id { g.players.black.id.clone() } else { g.players.white.id.clone() }
                    })
                    .collect::<BTreeSet<UserId>>(),
                had_bye: byes.iter().any(|(_, b)| b == id),
            });
        }
        match tournament::pair_swiss(&entrants) {
            Some(pairing) => self.write_round(t, seen, t.round + 1, pairing.games, pairing.bye).await,
            // Everyone has met everyone they could: the tournament is over early.
            None => self.finish(t, seen, self.now()).await,
        }
    }

    /// Writes round `round`'s games (and bye), each with its first turn notice.
    async fn write_round(
        &self,
        t: &Tournament,
        seen: (i64, TournamentStatus, i64),
        round: i64,
        pairs: Vec<(UserId, UserId)>,
        bye: Option<UserId>,
    ) -> Result<bool> {
        let now = self.now();
        let mut users: BTreeMap<UserId, User> = BTreeMap::new();
        for (white, black) in &pairs {
            for id in [white, black] {
                if !users.contains_key(id) {
                    let user = self.account_store.user_by_id(id).await?.ok_or(PlayError::NotFound(Missing::Player))?;
                    users.insert(id.clone(), user);
                }
            }
        }
        let mut new_games = Vec::with_capacity(pairs.len());
        let mut notices: Vec<Notice> = Vec::new();
        for (white, black) in &pairs {
            let (white, black) = (&users[white], &users[black]);
            // A tournament's game is made as a challenge's would be, White the challenger.
            let as_challenge = Challenge {
                id: ChallengeId::new(),
                challenger_id: white.id.clone(),
                challenger_name: white.name.clone(),
                opponent_id: Some(black.id.clone()),
                opponent_name: Some(black.name.clone()),
                engine_level: None,
                variant: t.variant.clone(),
                options: t.options.clone(),
                color: ColorChoice::White,
                days_per_move: t.days_per_move,
                time_control: t.time_control.clone(),
                rated: t.rated,
                rating_min: None,
                rating_max: None,
                status: ChallengeStatus::Accepted,
                game_id: None,
                created_at: now,
            };
            let (mut game, mut new): (Game, NewGame) =
                self.games.prepare_game(&as_challenge, true, black, None, now).await?;
            game.tournament =
                Some(ortoo_core::model::Seat { tournament_id: t.id.clone(), name: t.name.clone(), round });
            new.tournament = Some((t.id.clone(), round));
            notices.extend(for_people(vec![self.games.composer.turn(&game, (game.player_to_move()).as_str(), None)]));
            new_games.push((game.id, new));
        }
        let paired = self
            .tournament_store
            .pair_round(
                &t.id,
                seen,
                (round, TournamentStatus::Running),
                new_games,
                bye.into_iter().collect(),
                notices,
                now,
            )
            .await?;
        if paired {
            self.games.outbox.notify_one();
            self.publish_tournament(t).await;
        }
        Ok(paired)
    }

    /// Tells the tournament's page (its own stream, [`Stream::Tournament`]) and its players'
    /// streams that it changed: a player in or out, a result, a round paired, the end.
    pub(crate) async fn publish_tournament(&self, t: &Tournament) {
        let users = match self.tournament_store.tournament_entries(&t.id).await {
            Ok(entries) => entries.into_iter().map(|e| e.user_id).collect(),
            Err(_) => return,
        };
        self.games.events.publish(Event {
            stream: Some(Stream::Tournament(t.id.clone())),
            users,
            what: Happening::Tournament { tournament: t.id.to_string() },
            id: None,
        });
    }
}

/// The game's name for a tournament's variant.
pub fn variant_name(t: &Tournament) -> &'static str {
    registry::info(&t.variant).map_or("a game", |v| v.name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Scene, allowances};

    fn request(kind: &str) -> NewTournament {
        NewTournament {
            name: "Autumn Cup".into(),
            kind: kind.into(),
            variant: "chess".into(),
            options: BTreeMap::new(),
            time_control: None,
            rated: None,
            rounds: None,
            starts_at: None,
        }
    }

    fn code(e: &PlayError) -> &'static str {
        match e {
            PlayError::Invalid { code, .. } | PlayError::Conflict { code, .. } => code,
            other => panic!("an error with a code, not {other:?}"),
        }
    }

    async fn refused(scene: &Scene, by: &User, request: NewTournament) -> &'static str {
        code(&scene.play.tournaments.create_tournament(by, request).await.expect_err("the tournament is refused"))
    }

    /// A tournament of `kind` made by the first of `players` and joined by the others.
    async fn joined(scene: &Scene, kind: &str, players: &[&User]) -> Tournament {
        let t = scene.play.tournaments.create_tournament(players[0], request(kind)).await.unwrap();
        for p in &players[1..] {
            scene.play.tournaments.join_tournament(p, &t.id).await.unwrap();
        }
        scene.play.tournaments.tournament(&t.id).await.unwrap()
    }

    /// Ends every game of the tournament still on, White winning, and looks at the tournament.
    async fn white_wins_the_round(scene: &Scene, id: &TournamentId) {
        for game in scene.store.tournament_games(id).await.unwrap().into_iter().filter(Game::is_active) {
            let black = scene.store.user_by_id(&game.players.black.id).await.unwrap().unwrap();
            scene.play.games.resign(&black, &game.id, None).await.unwrap();
        }
        scene.play.tournaments.advance_tournament(id).await.unwrap();
    }

    async fn games_of_round(scene: &Scene, id: &TournamentId, round: i64) -> Vec<Game> {
        let games = scene.store.tournament_games(id).await.unwrap();
        games.into_iter().filter(|g| g.tournament.as_ref().is_some_and(|s| s.round == round)).collect()
    }

    #[tokio::test]
    async fn a_tournament_is_made_open_with_its_creator_in_it() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let t = scene.play.tournaments.create_tournament(&ann, request("Swiss")).await.unwrap();
        assert_eq!((t.status, t.kind, t.rounds, t.round, t.players), (TournamentStatus::Open, Kind::Swiss, 5, 0, 1));
        assert_eq!(t.starts_at, scene.now() + DAY_MS, "a day from now unless said");
        assert!(t.rated);
        let view = scene.play.tournaments.tournament_view(&t.id).await.unwrap();
        assert_eq!(view.entries.iter().map(|e| e.user_id.as_str()).collect::<Vec<_>>(), [ann.id.as_str()]);
        let round_robin = scene.play.tournaments.create_tournament(&ann, request("round_robin")).await.unwrap();
        assert_eq!(round_robin.rounds, 1);
    }

    #[tokio::test]
    async fn an_unknown_tournament_is_not_found() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let found = scene.play.tournaments.tournament(&TournamentId::from_text("nosuchtournament")).await;
        assert!(matches!(found, Err(PlayError::NotFound(Missing::Tournament))));
        let joined = scene.play.tournaments.join_tournament(&ann, &TournamentId::from_text("nosuchtournament")).await;
        assert!(matches!(joined, Err(PlayError::NotFound(Missing::Tournament))));
        let view = scene.play.tournaments.tournament_view(&TournamentId::from_text("nosuchtournament")).await;
        assert!(matches!(view, Err(PlayError::NotFound(Missing::Tournament))));
    }

    #[tokio::test]
    async fn where_the_server_says_so_only_its_admins_make_tournaments() {
        let scene =
            Scene::with(crate::play::Allowances { tournament_creators: Some(vec!["Ann".into()]), ..allowances() })
                .await;
        let (ann, bob) = (scene.player("ann").await, scene.player("Bob").await);
        let by_bob = scene.play.tournaments.create_tournament(&bob, request("swiss")).await;
        assert!(matches!(by_bob, Err(PlayError::Forbidden(_))));
        scene.play.tournaments.create_tournament(&ann, request("swiss")).await.expect("an admin, in any case");
        assert_eq!(scene.play.tournaments.tournaments().await.unwrap().len(), 1);
    }

    #[tokio::test]
    async fn a_tournament_s_name_is_one_line_of_3_to_60_characters() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        for name in ["ab", "  ab  ", "Cup\nof tea", &"x".repeat(61)] {
            let named = NewTournament { name: name.into(), ..request("swiss") };
            assert_eq!(refused(&scene, &ann, named).await, "invalid_tournament", "{name:?}");
        }
        let spaced = NewTournament { name: "  Cup  ".into(), ..request("swiss") };
        assert_eq!(scene.play.tournaments.create_tournament(&ann, spaced).await.unwrap().name, "Cup");
        let longest = NewTournament { name: "é".repeat(60), ..request("swiss") };
        scene.play.tournaments.create_tournament(&ann, longest).await.expect("60 characters");
    }

    #[tokio::test]
    async fn a_tournament_is_a_round_robin_or_a_swiss_of_a_known_game_and_clock() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        assert_eq!(refused(&scene, &ann, request("league")).await, "invalid_tournament");
        let unknown = NewTournament { variant: "nosuchgame".into(), ..request("swiss") };
        assert_eq!(refused(&scene, &ann, unknown).await, "invalid_challenge");
        let slow = NewTournament { time_control: Some(TimeControl::DaysPerMove(31)), ..request("swiss") };
        assert_eq!(refused(&scene, &ann, slow).await, "invalid_tournament");
        assert!(scene.play.tournaments.tournaments().await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_round_robin_has_no_rounds_to_set_and_a_swiss_1_to_20() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let rounds = |kind: &str, rounds: i64| NewTournament { rounds: Some(rounds), ..request(kind) };
        assert_eq!(refused(&scene, &ann, rounds("round_robin", 3)).await, "invalid_tournament");
        assert_eq!(refused(&scene, &ann, rounds("swiss", 0)).await, "invalid_tournament");
        assert_eq!(refused(&scene, &ann, rounds("swiss", MAX_ROUNDS + 1)).await, "invalid_tournament");
        let made = scene.play.tournaments.create_tournament(&ann, rounds("round_robin", 1)).await.unwrap();
        assert_eq!(made.rounds, 1);
        let made = scene.play.tournaments.create_tournament(&ann, rounds("swiss", MAX_ROUNDS)).await.unwrap();
        assert_eq!(made.rounds, MAX_ROUNDS);
    }

    #[tokio::test]
    async fn a_tournament_starts_between_now_and_90_days_from_now() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let at = |starts_at: Timestamp| NewTournament { starts_at: Some(starts_at), ..request("swiss") };
        assert_eq!(refused(&scene, &ann, at(scene.now() - 120_000)).await, "invalid_tournament");
        let too_far = scene.now() + MAX_DAYS_AHEAD * DAY_MS + 1;
        assert_eq!(refused(&scene, &ann, at(too_far)).await, "invalid_tournament");
        let just_past = scene.play.tournaments.create_tournament(&ann, at(scene.now() - 30_000)).await.unwrap();
        assert_eq!(just_past.starts_at, scene.now(), "a start just past is now");
        let farthest = scene.now() + MAX_DAYS_AHEAD * DAY_MS;
        assert_eq!(scene.play.tournaments.create_tournament(&ann, at(farthest)).await.unwrap().starts_at, farthest);
    }

    #[tokio::test]
    async fn a_player_joins_an_open_tournament_once() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let t = joined(&scene, "swiss", &[&ann, &bob]).await;
        assert_eq!(t.players, 2);
        let again = scene.play.tournaments.join_tournament(&bob, &t.id).await.expect_err("in it already");
        assert_eq!(code(&again), "joined_already");
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().players, 2);
    }

    #[tokio::test]
    async fn a_full_tournament_takes_no_one_more() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let t = scene.play.tournaments.create_tournament(&ann, request("swiss")).await.unwrap();
        for n in 1..MAX_PLAYERS {
            let name = format!("P{n}");
            let p = scene.store.create_user(&name, &format!("{name}@example.org"), "x", scene.now()).await.unwrap();
            scene.play.tournaments.join_tournament(&p, &t.id).await.unwrap();
        }
        let late = scene.player("Late").await;
        let refused = scene.play.tournaments.join_tournament(&late, &t.id).await.expect_err("full");
        assert_eq!(code(&refused), "tournament_full");
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().players, MAX_PLAYERS as i64);
    }

    #[tokio::test]
    async fn joining_closes_at_the_start() {
        let scene = Scene::new().await;
        let (ann, bob, cat) = (scene.player("Ann").await, scene.player("Bob").await, scene.player("Cat").await);
        let t = joined(&scene, "swiss", &[&ann, &bob]).await;
        scene.play.tournaments.start_tournament(&ann, &t.id).await.unwrap();
        let late = scene.play.tournaments.join_tournament(&cat, &t.id).await.expect_err("started");
        assert_eq!(code(&late), "tournament_started");
    }

    #[tokio::test]
    async fn leaving_before_the_start_is_as_if_never_joined() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let t = joined(&scene, "swiss", &[&ann, &bob]).await;
        assert_eq!(scene.play.tournaments.leave_tournament(&bob, &t.id).await.unwrap(), Leaving::Left);
        let view = scene.play.tournaments.tournament_view(&t.id).await.unwrap();
        assert!(view.entries.iter().all(|e| e.user_id != bob.id.as_str()));
        let again = scene.play.tournaments.leave_tournament(&bob, &t.id).await.expect_err("not in it");
        assert_eq!(code(&again), "not_joined");
    }

    #[tokio::test]
    async fn withdrawing_from_a_running_tournament_resigns_the_player_s_games() {
        let scene = Scene::new().await;
        let (ann, bob, cat) = (scene.player("Ann").await, scene.player("Bob").await, scene.player("Cat").await);
        let t = joined(&scene, "round_robin", &[&ann, &bob, &cat]).await;
        scene.play.tournaments.start_tournament(&ann, &t.id).await.unwrap();
        assert_eq!(scene.play.tournaments.leave_tournament(&bob, &t.id).await.unwrap(), Leaving::Withdrawn);
        let games = scene.store.tournament_games(&t.id).await.unwrap();
        for game in &games {
            match game.side_of(&bob.id) {
                Some(side) => assert_eq!(game.outcome.and_then(|o| o.winner()), Some(!side), "Bob resigned"),
                None => assert!(game.is_active(), "Ann and Cat play on"),
            }
        }
        let view = scene.play.tournaments.tournament_view(&t.id).await.unwrap();
        assert!(view.entries.iter().any(|e| e.user_id == bob.id.as_str() && e.withdrawn_at.is_some()));
        assert_eq!(view.tournament.status, TournamentStatus::Running);
        let again = scene.play.tournaments.leave_tournament(&bob, &t.id).await.expect_err("withdrawn already");
        assert_eq!(code(&again), "not_joined");
    }

    #[tokio::test]
    async fn a_finished_tournament_cannot_be_left() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let t = joined(&scene, "round_robin", &[&ann, &bob]).await;
        scene.play.tournaments.start_tournament(&ann, &t.id).await.unwrap();
        white_wins_the_round(&scene, &t.id).await;
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().status, TournamentStatus::Finished);
        let left = scene.play.tournaments.leave_tournament(&bob, &t.id).await.expect_err("over");
        assert_eq!(code(&left), "tournament_over");
    }

    #[tokio::test]
    async fn only_the_creator_starts_a_tournament_early_and_once() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let t = joined(&scene, "round_robin", &[&ann, &bob]).await;
        let by_bob = scene.play.tournaments.start_tournament(&bob, &t.id).await;
        assert!(matches!(by_bob, Err(PlayError::Forbidden(_))));
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().status, TournamentStatus::Open);
        scene.play.tournaments.start_tournament(&ann, &t.id).await.unwrap();
        let again = scene.play.tournaments.start_tournament(&ann, &t.id).await.expect_err("started already");
        assert_eq!(code(&again), "tournament_started");
    }

    #[tokio::test]
    async fn a_round_robin_starts_with_every_pair_playing_both_colours() {
        let scene = Scene::new().await;
        let (ann, bob, cat) = (scene.player("Ann").await, scene.player("Bob").await, scene.player("Cat").await);
        let t = joined(&scene, "round_robin", &[&ann, &bob, &cat]).await;
        let t = scene.play.tournaments.start_tournament(&ann, &t.id).await.unwrap();
        assert_eq!((t.status, t.round), (TournamentStatus::Running, 1));
        let games = games_of_round(&scene, &t.id, 1).await;
        let mut pairs: Vec<(&str, &str)> =
            games.iter().map(|g| (g.players.white.id.as_str(), g.players.black.id.as_str())).collect();
        pairs.sort_unstable();
        let mut expected = Vec::new();
        for a in [&ann, &bob, &cat] {
            for b in [&ann, &bob, &cat] {
                if a.id != b.id {
                    expected.push((a.id.as_str(), b.id.as_str()));
                }
            }
        }
        expected.sort_unstable();
        assert_eq!(pairs, expected);
        assert!(games.iter().all(|g| g.rated && g.is_active()));
    }

    #[tokio::test]
    async fn a_tournament_with_fewer_than_two_players_is_cancelled_at_its_start() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let t = joined(&scene, "swiss", &[&ann]).await;
        let t = scene.play.tournaments.start_tournament(&ann, &t.id).await.unwrap();
        assert_eq!(t.status, TournamentStatus::Cancelled);
        assert!(scene.store.tournament_games(&t.id).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn the_clock_starts_a_tournament_when_it_is_due() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let t = joined(&scene, "swiss", &[&ann, &bob]).await;
        assert_eq!(scene.play.tournaments.advance_tournaments(scene.now()).await.unwrap(), 0);
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().status, TournamentStatus::Open);
        scene.wait(DAY_MS);
        assert_eq!(scene.play.tournaments.advance_tournaments(scene.now()).await.unwrap(), 1);
        let t = scene.play.tournaments.tournament(&t.id).await.unwrap();
        assert_eq!((t.status, t.round), (TournamentStatus::Running, 1));
        assert_eq!(games_of_round(&scene, &t.id, 1).await.len(), 1);
    }

    #[tokio::test]
    async fn a_swiss_round_is_paired_once_the_one_before_is_over() {
        let scene = Scene::new().await;
        let players = [
            scene.player("Ann").await,
            scene.player("Bob").await,
            scene.player("Cat").await,
            scene.player("Dan").await,
        ];
        let t = joined(&scene, "swiss", &players.iter().collect::<Vec<_>>()).await;
        scene.play.tournaments.start_tournament(&players[0], &t.id).await.unwrap();
        let first = games_of_round(&scene, &t.id, 1).await;
        assert_eq!(first.len(), 2);
        assert!(!scene.play.tournaments.advance_tournament(&t.id).await.unwrap(), "the round is on");
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().round, 1);
        white_wins_the_round(&scene, &t.id).await;
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().round, 2);
        let second = games_of_round(&scene, &t.id, 2).await;
        assert_eq!(second.len(), 2);
        let met = |g: &Game| BTreeSet::from([g.players.white.id.to_string(), g.players.black.id.to_string()]);
        assert!(second.iter().all(|g| first.iter().all(|f| met(f) != met(g))), "no one meets twice");
        let winners: BTreeSet<String> = first.iter().map(|g| g.players.white.id.to_string()).collect();
        assert!(second.iter().any(|g| winners.contains(g.players.white.id.as_str()) && winners.contains(g.players.black.id.as_str())));
    }

    #[tokio::test]
    async fn a_swiss_ends_after_its_last_round_with_its_standings() {
        let scene = Scene::new().await;
        let players = [
            scene.player("Ann").await,
            scene.player("Bob").await,
            scene.player("Cat").await,
            scene.player("Dan").await,
        ];
        let creator = &players[0];
        let two_rounds = NewTournament { rounds: Some(2), ..request("swiss") };
        let t = scene.play.tournaments.create_tournament(creator, two_rounds).await.unwrap();
        for p in &players[1..] {
            scene.play.tournaments.join_tournament(p, &t.id).await.unwrap();
        }
        scene.play.tournaments.start_tournament(creator, &t.id).await.unwrap();
        white_wins_the_round(&scene, &t.id).await;
        white_wins_the_round(&scene, &t.id).await;
        let view = scene.play.tournaments.tournament_view(&t.id).await.unwrap();
        assert_eq!((view.tournament.status, view.tournament.round), (TournamentStatus::Finished, 2));
        let points: Vec<f64> = view.standings.iter().map(|s| s.points).collect();
        assert_eq!(points.iter().sum::<f64>(), 4.0, "four games, a point each");
        assert!(points.windows(2).all(|w| w[0] >= w[1]), "ranked: {points:?}");
        assert_eq!(points[0], 2.0, "one player won both games");
    }

    #[tokio::test]
    async fn an_odd_player_out_has_a_bye_worth_a_point() {
        let scene = Scene::new().await;
        let (ann, bob, cat) = (scene.player("Ann").await, scene.player("Bob").await, scene.player("Cat").await);
        let t = joined(&scene, "swiss", &[&ann, &bob, &cat]).await;
        scene.play.tournaments.start_tournament(&ann, &t.id).await.unwrap();
        let view = scene.play.tournaments.tournament_view(&t.id).await.unwrap();
        assert_eq!(view.games.len(), 1);
        let [(round, bye)] = view.byes.as_slice() else { panic!("one bye: {:?}", view.byes) };
        assert_eq!(*round, 1);
        assert!(view.games[0].side_of(bye).is_none(), "the bye's player does not play");
        let standing = view.standings.iter().find(|s| &s.player == bye).unwrap();
        assert_eq!((standing.points, standing.byes), (1.0, 1));
    }

    #[tokio::test]
    async fn a_withdrawal_may_end_the_round_and_the_player_is_not_paired_again() {
        let scene = Scene::new().await;
        let players = [
            scene.player("Ann").await,
            scene.player("Bob").await,
            scene.player("Cat").await,
            scene.player("Dan").await,
        ];
        let t = joined(&scene, "swiss", &players.iter().collect::<Vec<_>>()).await;
        scene.play.tournaments.start_tournament(&players[0], &t.id).await.unwrap();
        let [one, other] = games_of_round(&scene, &t.id, 1).await.try_into().expect("two games");
        let black = scene.store.user_by_id(&one.players.black.id).await.unwrap().unwrap();
        scene.play.games.resign(&black, &one.id, None).await.unwrap();
        scene.play.tournaments.advance_tournament(&t.id).await.unwrap();
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().round, 1, "a game of the round is on");
        let quitter = scene.store.user_by_id(&other.players.white.id).await.unwrap().unwrap();
        assert_eq!(scene.play.tournaments.leave_tournament(&quitter, &t.id).await.unwrap(), Leaving::Withdrawn);
        assert_eq!(scene.play.tournaments.tournament(&t.id).await.unwrap().round, 2, "the withdrawal ended round 1");
        let second = games_of_round(&scene, &t.id, 2).await;
        assert_eq!(second.len(), 1, "three players left: a game and a bye");
        assert!(second[0].side_of(&quitter.id).is_none());
        let byes = scene.store.tournament_byes(&t.id).await.unwrap();
        assert!(byes.iter().all(|(_, b)| b != quitter.id.as_str()));
    }
}
