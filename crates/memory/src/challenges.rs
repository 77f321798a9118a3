//! Challenges and open seeks, and the games their acceptance starts; tournaments, their entries,
//! rounds and byes, and the games their pairing starts.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet};

use ortoo_core::model::{Challenge, Game, NewGame, NewJob};
use ortoo_core::store::{ChallengeStore, KeptAnswer, Result, StoreError, TournamentStore};
use ortoo_core::tournament::{Entry, Tournament};
use ortoo_core::{
    ChallengeId, ChallengeStatus, GameId, Notice, NoticeKind, Timestamp, TournamentId, TournamentStatus, UserId,
};

use crate::Tables;

/// The most challenges a list of them holds, as the SQL's `LIMIT`.
const LISTED_CHALLENGES: usize = 200;
/// The most tournaments the scheduler is handed at once, as the SQL's `LIMIT`.
const DUE_TOURNAMENTS: usize = 500;

/// A challenge as kept. Its players' names are not kept with it but read with it from the
/// accounts, as the SQL joins them (`challenger_name` and `opponent_name` are left as the
/// caller gave them and never read).
#[derive(Debug, Clone)]
pub(crate) struct ChallengeRow {
    pub(crate) challenge: Challenge,
    pub(crate) updated_at: Timestamp,
}

/// A tournament as kept, with its players and byes. Its creator's name and its count of
/// players are read with it (`creator_name` and `players` here are never read).
#[derive(Debug, Clone)]
pub(crate) struct TournamentRow {
    pub(crate) tournament: Tournament,
    pub(crate) updated_at: Timestamp,
    /// In the order they joined.
    pub(crate) players: Vec<Player>,
    /// (round, player id), at most one a round.
    pub(crate) byes: Vec<(i64, UserId)>,
}

/// A player of a tournament, as kept (the name is read from the account).
#[derive(Debug, Clone)]
pub(crate) struct Player {
    pub(crate) user_id: UserId,
    pub(crate) joined_at: Timestamp,
    pub(crate) withdrawn_at: Option<Timestamp>,
}

#[derive(Debug, Default)]
pub(crate) struct Challenges {
    /// By id.
    pub(crate) challenges: BTreeMap<ChallengeId, ChallengeRow>,
    /// By id.
    pub(crate) tournaments: BTreeMap<TournamentId, TournamentRow>,
}

impl Challenges {
    /// Withdraws the open challenges to or from a player whose account closes.
    pub(crate) fn close_challenges_of(&mut self, user_id: &UserId, now: Timestamp) {
        for row in self.challenges.values_mut() {
            let c = &mut row.challenge;
            let theirs = c.challenger_id == *user_id || c.opponent_id.as_ref().is_some_and(|o| o == user_id);
            if c.status == ChallengeStatus::Open && theirs {
                c.status = ChallengeStatus::Cancelled;
                row.updated_at = now;
            }
        }
    }

    /// A tournament's name, for the seat of its games (the SQL's join of a game's tournament).
    pub(crate) fn tournament_name(&self, id: &TournamentId) -> Option<&str> {
        self.tournaments.get(id).map(|row| row.tournament.name.as_str())
    }
}

/// What the SQL store's database refuses as a statement fails (a key taken, a row that names
/// an account or a tournament that does not exist): the whole transaction fails, and nothing
/// was written.
fn refused(why: &str) -> StoreError {
    StoreError::Backend(why.into())
}

/// How many rows a `LIMIT` lets through: as SQLite reads it, a negative one lets all through.
fn limit(n: i64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// Whether an account of this id exists (what a reference to `users` asks).
fn has_user(t: &Tables, id: &UserId) -> bool {
    t.people.user(id).is_some()
}

/// A kept challenge as read, its players' names with it; `None` if the challenger has no
/// account (the SQL's inner join).
fn read_challenge(t: &Tables, row: &ChallengeRow) -> Option<Challenge> {
    let c = &row.challenge;
    let challenger = t.people.user(&c.challenger_id)?;
    let opponent_name = c.opponent_id.as_ref().and_then(|id| t.people.user(id)).map(|opponent| opponent.name.clone());
    Some(Challenge { challenger_name: challenger.name.clone(), opponent_name, ..c.clone() })
}

/// Open challenges that `keep` lets through, newest first, as many as a list holds.
fn open_challenges(t: &Tables, keep: impl Fn(&Challenge) -> bool) -> Vec<Challenge> {
    let mut open: Vec<&ChallengeRow> = t
        .challenges
        .challenges
        .values()
        .filter(|row| row.challenge.status == ChallengeStatus::Open && keep(&row.challenge))
        .collect();
    open.sort_by_key(|row| Reverse(row.challenge.created_at));
    open.into_iter().filter_map(|row| read_challenge(t, row)).take(LISTED_CHALLENGES).collect()
}

/// A kept tournament as read, its creator's name and count of players with it; `None` if
/// the creator has no account (the SQL's inner join).
fn read_tournament(t: &Tables, row: &TournamentRow) -> Option<Tournament> {
    let creator = t.people.user(&row.tournament.creator_id)?;
    Some(Tournament {
        creator_name: creator.name.clone(),
        players: i64::try_from(row.players.len()).unwrap_or(i64::MAX),
        ..row.tournament.clone()
    })
}

/// Refuses a challenge whose id is taken or whose players have no account, as the SQL
/// insert fails on its key and its references.
fn check_new_challenge(t: &Tables, c: &Challenge) -> Result<()> {
    if t.challenges.challenges.contains_key(&c.id) {
        return Err(refused("a challenge of this id exists"));
    }
    let opponent_known = c.opponent_id.as_ref().is_none_or(|id| has_user(t, id));
    if !has_user(t, &c.challenger_id) || !opponent_known {
        return Err(refused("a challenge's players must have accounts"));
    }
    Ok(())
}

/// Refuses new games whose ids are taken (or given twice), whose players have no account
/// or whose tournament does not exist, as the SQL inserts fail on them.
fn check_new_games<'a>(t: &Tables, games: impl IntoIterator<Item = (&'a GameId, &'a NewGame)>) -> Result<()> {
    let mut ids = BTreeSet::new();
    for (id, game) in games {
        if t.games.games.contains_key(id) || !ids.insert(id) {
            return Err(refused("a game of this id exists"));
        }
        if !game.players.iter().all(|(_, id)| has_user(t, id)) {
            return Err(refused("a game's players must have accounts"));
        }
        if game.tournament.as_ref().is_some_and(|(id, _)| !t.challenges.tournaments.contains_key(id)) {
            return Err(refused("a game's tournament must exist"));
        }
    }
    Ok(())
}

#[async_trait::async_trait]
impl ChallengeStore for crate::Memory {
    /// Stores a new challenge, open, with its notices (its id made by the caller).
    async fn create_challenge(&self, c: &Challenge, notices: Vec<Notice>, kept: Option<&KeptAnswer>) -> Result<()> {
        let mut t = self.tables();
        t.people.check_key(kept)?;
        check_new_challenge(&t, c)?;
        // What the SQL insert names; the rest is its columns' defaults.
        let stored = Challenge { engine_level: None, status: ChallengeStatus::Open, game_id: None, ..c.clone() };
        t.challenges.challenges.insert(c.id.clone(), ChallengeRow { challenge: stored, updated_at: c.created_at });
        t.add_notices(notices, c.created_at);
        t.people.keep(kept, c.created_at);
        Ok(())
    }

    async fn challenge(&self, id: &ChallengeId) -> Result<Option<Challenge>> {
        let t = self.tables();
        Ok(t.challenges.challenges.get(id).and_then(|row| read_challenge(&t, row)))
    }

    /// Open seeks, and open challenges to or from the user, newest first.
    async fn challenges_for(&self, user_id: &UserId) -> Result<Vec<Challenge>> {
        let t = self.tables();
        Ok(open_challenges(&t, |c| {
            c.opponent_id.as_ref().is_none_or(|opponent| opponent == user_id || c.challenger_id == *user_id)
        }))
    }

    /// Open challenges addressed to the user, and their unread notices in the app (not the
    /// digests, nor mail to an address of its own), counted up to `unread_at_most`.
    async fn asking(&self, user_id: &UserId, unread_at_most: i64) -> Result<(i64, i64)> {
        let t = self.tables();
        let challenges = t
            .challenges
            .challenges
            .values()
            .filter(|row| {
                let c = &row.challenge;
                c.status == ChallengeStatus::Open && c.opponent_id.as_ref().is_some_and(|o| o == user_id)
            })
            .count();
        let unread = t
            .queues
            .notices
            .iter()
            .filter(|row| {
                let n = &row.notice;
                n.user_id == *user_id && row.read_at.is_none() && n.kind != NoticeKind::Digest && n.address.is_none()
            })
            .take(limit(unread_at_most))
            .count();
        Ok((i64::try_from(challenges).unwrap_or(i64::MAX), i64::try_from(unread).unwrap_or(i64::MAX)))
    }

    /// Open seeks anyone may accept, newest first.
    async fn open_seeks(&self) -> Result<Vec<Challenge>> {
        let t = self.tables();
        Ok(open_challenges(&t, |c| c.opponent_id.is_none()))
    }

    /// Moves an open challenge to `status`; false if it was no longer open.
    async fn close_challenge(&self, id: &ChallengeId, status: ChallengeStatus, now: Timestamp) -> Result<bool> {
        let mut t = self.tables();
        let Some(row) = t.challenges.challenges.get_mut(id) else { return Ok(false) };
        if row.challenge.status != ChallengeStatus::Open {
            return Ok(false);
        }
        row.challenge.status = status;
        row.updated_at = now;
        Ok(true)
    }

    /// The challenge, accepted already, and its game in one write, with the engine's first
    /// move queued if it moves first.
    async fn start_engine_game(
        &self,
        c: &Challenge,
        game: NewGame,
        notices: Vec<Notice>,
        job: Option<NewJob>,
        kept: Option<&KeptAnswer>,
    ) -> Result<()> {
        let Some(game_id) = c.game_id.clone() else {
            return Err(refused("an engine game's challenge names its game"));
        };
        let mut t = self.tables();
        t.people.check_key(kept)?;
        check_new_challenge(&t, c)?;
        check_new_games(&t, [(&game_id, &game)])?;
        t.queues.check_job(job.as_ref())?;
        // What the SQL insert names: an engine game is never rated, and has no bounds.
        let stored = Challenge {
            status: ChallengeStatus::Accepted,
            game_id: Some(game_id.clone()),
            rated: false,
            rating_min: None,
            rating_max: None,
            ..c.clone()
        };
        t.challenges.challenges.insert(c.id.clone(), ChallengeRow { challenge: stored, updated_at: c.created_at });
        t.games.insert_game(&game_id, game, c.created_at);
        t.add_notices(notices, c.created_at);
        if let Some(job) = job {
            t.queues.add_job(job, c.created_at);
        }
        t.people.keep(kept, c.created_at);
        Ok(())
    }

    /// Accepts an open challenge and creates its game with its notices; false if the challenge
    /// was no longer open (then nothing is written, the answer not kept either).
    async fn accept_challenge(
        &self,
        challenge_id: &ChallengeId,
        game_id: &GameId,
        now: Timestamp,
        game: NewGame,
        notices: Vec<Notice>,
        kept: Option<&KeptAnswer>,
    ) -> Result<bool> {
        let mut t = self.tables();
        t.people.check_key(kept)?;
        let open =
            t.challenges.challenges.get(challenge_id).is_some_and(|row| row.challenge.status == ChallengeStatus::Open);
        if !open {
            return Ok(false);
        }
        check_new_games(&t, [(game_id, &game)])?;
        if let Some(row) = t.challenges.challenges.get_mut(challenge_id) {
            row.challenge.status = ChallengeStatus::Accepted;
            row.challenge.game_id = Some(game_id.clone());
            row.updated_at = now;
        }
        t.games.insert_game(game_id, game, now);
        t.add_notices(notices, now);
        t.people.keep(kept, now);
        Ok(true)
    }
}

/// Where a player must stand in a tournament's roster for a change to it (see the SQL store's
/// `bump_roster`).
#[derive(Clone, Copy)]
enum Among {
    /// Not among its players.
    Not,
    /// Among its players.
    Joined,
    /// Among its players and not withdrawn.
    Playing,
}

impl TournamentRow {
    /// Whether the tournament is `status` and the player stands in it as `among` says: the
    /// condition of every change to its players, which bumps its roster.
    fn may_change(&self, user_id: &UserId, status: TournamentStatus, among: Among) -> bool {
        let player = self.players.iter().find(|p| p.user_id == *user_id);
        let stands = match among {
            Among::Not => player.is_none(),
            Among::Joined => player.is_some(),
            Among::Playing => player.is_some_and(|p| p.withdrawn_at.is_none()),
        };
        self.tournament.status == status && stands
    }

    /// The player's entry, to change.
    fn player_mut(&mut self, user_id: &UserId) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.user_id == *user_id)
    }
}

#[async_trait::async_trait]
impl TournamentStore for crate::Memory {
    /// Stores a tournament, open, at round 0 with an empty roster.
    async fn create_tournament(&self, tournament: &Tournament, now: Timestamp) -> Result<()> {
        let mut t = self.tables();
        if t.challenges.tournaments.contains_key(&tournament.id) {
            return Err(refused("a tournament of this id exists"));
        }
        if !has_user(&t, &tournament.creator_id) {
            return Err(refused("a tournament's creator must have an account"));
        }
        let stored = Tournament {
            status: TournamentStatus::Open,
            round: 0,
            created_at: now,
            players: 0,
            roster: 0,
            ..tournament.clone()
        };
        let row = TournamentRow { tournament: stored, updated_at: now, players: Vec::new(), byes: Vec::new() };
        t.challenges.tournaments.insert(tournament.id.clone(), row);
        Ok(())
    }

    async fn tournament(&self, id: &TournamentId) -> Result<Option<Tournament>> {
        let t = self.tables();
        Ok(t.challenges.tournaments.get(id).and_then(|row| read_tournament(&t, row)))
    }

    /// Open and running tournaments, soonest first, then the others, the last changed first.
    async fn tournaments(&self, limit_to: i64) -> Result<Vec<Tournament>> {
        let t = self.tables();
        let mut rows: Vec<&TournamentRow> = t.challenges.tournaments.values().collect();
        rows.sort_by_key(|row| {
            let on = matches!(row.tournament.status, TournamentStatus::Open | TournamentStatus::Running);
            // As the SQL's one sort key for both: the start, or the last change negated.
            let when = if on { row.tournament.starts_at.millis() } else { row.updated_at.millis().saturating_neg() };
            (!on, when)
        });
        Ok(rows.into_iter().filter_map(|row| read_tournament(&t, row)).take(limit(limit_to)).collect())
    }

    /// Open tournaments due to start by `now`, and running ones, soonest first.
    async fn tournaments_due(&self, now: Timestamp) -> Result<Vec<Tournament>> {
        let t = self.tables();
        let mut rows: Vec<&TournamentRow> = t
            .challenges
            .tournaments
            .values()
            .filter(|row| match row.tournament.status {
                TournamentStatus::Open => row.tournament.starts_at <= now,
                TournamentStatus::Running => true,
                TournamentStatus::Finished | TournamentStatus::Cancelled => false,
            })
            .collect();
        rows.sort_by_key(|row| row.tournament.starts_at);
        Ok(rows.into_iter().filter_map(|row| read_tournament(&t, row)).take(DUE_TOURNAMENTS).collect())
    }

    async fn join_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> Result<bool> {
        let mut t = self.tables();
        let open = t
            .challenges
            .tournaments
            .get(id)
            .is_some_and(|row| row.may_change(user_id, TournamentStatus::Open, Among::Not));
        if !open {
            return Ok(false);
        }
        if !has_user(&t, user_id) {
            return Err(refused("a tournament's player must have an account"));
        }
        let Some(row) = t.challenges.tournaments.get_mut(id) else { return Ok(false) };
        row.tournament.roster += 1;
        row.players.push(Player { user_id: user_id.clone(), joined_at: now, withdrawn_at: None });
        Ok(true)
    }

    async fn leave_tournament(&self, id: &TournamentId, user_id: &UserId) -> Result<bool> {
        let mut t = self.tables();
        let Some(row) = t.challenges.tournaments.get_mut(id) else { return Ok(false) };
        if !row.may_change(user_id, TournamentStatus::Open, Among::Joined) {
            return Ok(false);
        }
        row.tournament.roster += 1;
        row.players.retain(|p| p.user_id != *user_id);
        Ok(true)
    }

    async fn withdraw_from_tournament(&self, id: &TournamentId, user_id: &UserId, now: Timestamp) -> Result<bool> {
        let mut t = self.tables();
        let Some(row) = t.challenges.tournaments.get_mut(id) else { return Ok(false) };
        if !row.may_change(user_id, TournamentStatus::Running, Among::Playing) {
            return Ok(false);
        }
        let Some(player) = row.player_mut(user_id) else { return Ok(false) };
        player.withdrawn_at = Some(now);
        row.tournament.roster += 1;
        Ok(true)
    }

    /// A tournament's players, in the order they joined, then by name.
    async fn tournament_entries(&self, id: &TournamentId) -> Result<Vec<Entry>> {
        let t = self.tables();
        let Some(row) = t.challenges.tournaments.get(id) else { return Ok(Vec::new()) };
        let mut entries: Vec<Entry> = row
            .players
            .iter()
            .filter_map(|p| {
                let user = t.people.user(&p.user_id)?;
                Some(Entry {
                    user_id: p.user_id.clone(),
                    name: user.name.clone(),
                    joined_at: p.joined_at,
                    withdrawn_at: p.withdrawn_at,
                })
            })
            .collect();
        entries.sort_by(|a, b| a.joined_at.cmp(&b.joined_at).then_with(|| a.name.cmp(&b.name)));
        Ok(entries)
    }

    /// A tournament's games, by round, then id.
    async fn tournament_games(&self, id: &TournamentId) -> Result<Vec<Game>> {
        let t = self.tables();
        let mut games: Vec<(i64, Game)> = t
            .games
            .games
            .values()
            .filter_map(|row| {
                let (tournament_id, round) = row.tournament.as_ref()?;
                if tournament_id != id {
                    return None;
                }
                Some((*round, t.read_game(row)?))
            })
            .collect();
        games.sort_by(|(a_round, a), (b_round, b)| a_round.cmp(b_round).then_with(|| a.id.cmp(&b.id)));
        Ok(games.into_iter().map(|(_, game)| game).collect())
    }

    /// A tournament's byes: (round, player id), by round.
    async fn tournament_byes(&self, id: &TournamentId) -> Result<Vec<(i64, UserId)>> {
        let t = self.tables();
        let Some(row) = t.challenges.tournaments.get(id) else { return Ok(Vec::new()) };
        let mut byes = row.byes.clone();
        byes.sort_by_key(|(round, _)| *round);
        Ok(byes)
    }

    /// Pairs a round if the tournament is still at `seen`: its round and status, its games,
    /// byes and notices in one write; false, writing nothing, if another pairing or a change of
    /// its roster came first.
    #[allow(clippy::too_many_arguments)]
    async fn pair_round(
        &self,
        id: &TournamentId,
        seen: (i64, TournamentStatus, i64),
        next: (i64, TournamentStatus),
        games: Vec<(GameId, NewGame)>,
        byes: Vec<UserId>,
        notices: Vec<Notice>,
        now: Timestamp,
    ) -> Result<bool> {
        let mut t = self.tables();
        let (seen_round, seen_status, seen_roster) = seen;
        let (next_round, next_status) = next;
        let Some(row) = t.challenges.tournaments.get(id) else { return Ok(false) };
        let tournament = &row.tournament;
        if (tournament.round, tournament.status, tournament.roster) != (seen_round, seen_status, seen_roster) {
            return Ok(false);
        }
        // A round has one bye at most (the SQL's key), and a bye goes to an account.
        let bye_taken = row.byes.iter().any(|(round, _)| *round == next_round);
        if (!byes.is_empty() && bye_taken) || byes.len() > 1 {
            return Err(refused("a round has one bye at most"));
        }
        if !byes.iter().all(|user_id| has_user(&t, user_id)) {
            return Err(refused("a bye goes to an account"));
        }
        check_new_games(&t, games.iter().map(|(game_id, game)| (game_id, game)))?;
        let Some(row) = t.challenges.tournaments.get_mut(id) else { return Ok(false) };
        row.tournament.round = next_round;
        row.tournament.status = next_status;
        row.updated_at = now;
        row.byes.extend(byes.into_iter().map(|user_id| (next_round, user_id)));
        for (game_id, game) in games {
            t.games.insert_game(&game_id, game, now);
        }
        t.add_notices(notices, now);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use ortoo_core::model::{Challenge, NewGame};
    use ortoo_core::store::{AccountStore, ChallengeStore, KeptAnswer, StoreError, TournamentStore};
    use ortoo_core::timecontrol::ClockState;
    use ortoo_core::tournament::{Kind, Tournament};
    use ortoo_core::{
        ChallengeId, ChallengeStatus, ColorChoice, GameId, Notice, NoticeId, NoticeKind, Side, Timestamp, TournamentId,
        TournamentStatus, UserId,
    };

    use crate::Memory;

    const NOW: Timestamp = Timestamp::from_millis(1_000_000);

    async fn player(db: &Memory, name: &str) -> UserId {
        db.create_user(name, &format!("{name}@example.org"), "x", NOW).await.unwrap().id
    }

    fn challenge(challenger: &UserId, opponent: Option<&UserId>, at: i64) -> Challenge {
        Challenge {
            id: ChallengeId::new(),
            challenger_id: challenger.clone(),
            challenger_name: String::new(),
            opponent_id: opponent.cloned(),
            opponent_name: None,
            engine_level: None,
            variant: "chess".into(),
            options: "{}".into(),
            color: ColorChoice::White,
            days_per_move: Some(3),
            time_control: None,
            rated: false,
            rating_min: None,
            rating_max: None,
            status: ChallengeStatus::Open,
            game_id: None,
            created_at: Timestamp::from_millis(at),
        }
    }

    fn game(white: &UserId, black: &UserId, tournament: Option<(TournamentId, i64)>) -> NewGame {
        NewGame {
            variant: "chess".into(),
            options: "{}".into(),
            players: ortoo_core::BySide::new(white.clone(), black.clone()),
            position: "start".into(),
            to_move: Side::White,
            time_control: None,
            days_per_move: None,
            clocks: ClockState::default(),
            next_reminder_at: None,
            levels: ortoo_core::BySide::new(None, None),
            rated: false,
            tournament,
        }
    }

    fn notice(user_id: &UserId, kind: NoticeKind) -> Notice {
        Notice {
            id: NoticeId::new(),
            user_id: user_id.clone(),
            kind,
            game_id: None,
            challenge_id: None,
            ply: None,
            subject: "A challenge".into(),
            detail: String::new(),
            words: None,
            dedupe_key: None,
            always_email: false,
            in_reply_to: None,
            address: None,
            hold_ms: 0,
        }
    }

    fn tournament(creator: &UserId, starts_at: i64) -> Tournament {
        Tournament {
            id: TournamentId::new(),
            name: "Cup".into(),
            kind: Kind::Swiss,
            variant: "chess".into(),
            options: "{}".into(),
            time_control: None,
            days_per_move: None,
            rated: false,
            rounds: 3,
            creator_id: creator.clone(),
            creator_name: String::new(),
            starts_at: Timestamp::from_millis(starts_at),
            // Whatever the caller says, a new tournament is open at round 0.
            status: TournamentStatus::Running,
            round: 7,
            created_at: NOW,
            players: 9,
            roster: 9,
        }
    }

    #[tokio::test]
    async fn a_challenge_is_accepted_once_and_a_refused_accept_writes_nothing() {
        let db = Memory::new();
        let (khan, rival) = (player(&db, "Khan").await, player(&db, "Rival").await);
        let c = challenge(&khan, Some(&rival), 5);
        db.create_challenge(&c, Vec::new(), None).await.unwrap();
        let read = db.challenge(&c.id).await.unwrap().unwrap();
        assert_eq!((read.challenger_name.as_str(), read.opponent_name.as_deref()), ("Khan", Some("Rival")));

        let first = GameId::new();
        assert!(db.accept_challenge(&c.id, &first, NOW, game(&khan, &rival, None), Vec::new(), None).await.unwrap());
        // A game id taken: the SQL insert fails and rolls the acceptance back.
        let other = challenge(&rival, Some(&khan), 6);
        db.create_challenge(&other, Vec::new(), None).await.unwrap();
        let refused = db.accept_challenge(&other.id, &first, NOW, game(&rival, &khan, None), Vec::new(), None).await;
        assert!(matches!(refused, Err(StoreError::Backend(_))));
        assert_eq!(db.challenge(&other.id).await.unwrap().unwrap().status, ChallengeStatus::Open);

        let second = GameId::new();
        assert!(!db.accept_challenge(&c.id, &second, NOW, game(&khan, &rival, None), Vec::new(), None).await.unwrap());
        let stored = db.challenge(&c.id).await.unwrap().unwrap();
        assert_eq!((stored.status, stored.game_id), (ChallengeStatus::Accepted, Some(first)));
        assert!(!db.tables().games.games.contains_key(&second));
        assert!(!db.close_challenge(&c.id, ChallengeStatus::Cancelled, NOW).await.unwrap());
    }

    #[tokio::test]
    async fn a_used_key_refuses_a_challenge_and_a_refused_acceptance_keeps_no_answer() {
        let db = Memory::new();
        let (khan, rival) = (player(&db, "Khan").await, player(&db, "Rival").await);
        let kept = KeptAnswer {
            user_id: khan.clone(),
            key: "k1".into(),
            request_hash: "h".into(),
            status: 200,
            response: "{}".into(),
        };
        let c = challenge(&khan, None, 5);
        db.create_challenge(&c, Vec::new(), Some(&kept)).await.unwrap();
        let again = challenge(&khan, None, 6);
        assert!(matches!(db.create_challenge(&again, Vec::new(), Some(&kept)).await, Err(StoreError::KeyUsed)));
        assert!(db.challenge(&again.id).await.unwrap().is_none(), "nothing written");

        // Withdrawn, then accepted with a new key: false, and the key stays free.
        assert!(db.close_challenge(&c.id, ChallengeStatus::Cancelled, NOW).await.unwrap());
        let accepting = KeptAnswer { user_id: rival.clone(), key: "k2".into(), ..kept.clone() };
        let game_id = GameId::new();
        let accepted =
            db.accept_challenge(&c.id, &game_id, NOW, game(&khan, &rival, None), Vec::new(), Some(&accepting));
        assert!(!accepted.await.unwrap());
        let seek = challenge(&khan, None, 7);
        db.create_challenge(&seek, Vec::new(), None).await.unwrap();
        let accepted =
            db.accept_challenge(&seek.id, &game_id, NOW, game(&khan, &rival, None), Vec::new(), Some(&accepting));
        assert!(accepted.await.unwrap(), "the key was not kept by the refused acceptance");
    }

    #[tokio::test]
    async fn lists_hold_open_challenges_newest_first_and_asking_counts_them() {
        let db = Memory::new();
        let (a, b, c) = (player(&db, "Ann").await, player(&db, "Bob").await, player(&db, "Cid").await);
        let old_seek = challenge(&b, None, 1);
        let to_a = challenge(&b, Some(&a), 3);
        let from_a = challenge(&a, Some(&c), 2);
        let between_others = challenge(&b, Some(&c), 4);
        let withdrawn = challenge(&c, Some(&a), 5);
        for ch in [&old_seek, &to_a, &from_a, &between_others, &withdrawn] {
            let told = vec![notice(&a, NoticeKind::Challenge), notice(&a, NoticeKind::Digest)];
            db.create_challenge(ch, told, None).await.unwrap();
        }
        assert!(db.close_challenge(&withdrawn.id, ChallengeStatus::Declined, NOW).await.unwrap());

        let ids: Vec<ChallengeId> = db.challenges_for(&a).await.unwrap().into_iter().map(|ch| ch.id).collect();
        assert_eq!(ids, vec![to_a.id.clone(), from_a.id.clone(), old_seek.id.clone()]);
        let seeks: Vec<ChallengeId> = db.open_seeks().await.unwrap().into_iter().map(|ch| ch.id).collect();
        assert_eq!(seeks, vec![old_seek.id.clone()]);
        // One open challenge to Ann; five unread notices in the app (the digests not counted),
        // counted up to the bound.
        assert_eq!(db.asking(&a, 100).await.unwrap(), (1, 5));
        assert_eq!(db.asking(&a, 3).await.unwrap(), (1, 3));

        db.tables().challenges.close_challenges_of(&b, NOW);
        assert_eq!(db.asking(&a, 0).await.unwrap(), (0, 0));
        assert_eq!(db.challenge(&from_a.id).await.unwrap().unwrap().status, ChallengeStatus::Open);
        assert_eq!(db.challenge(&old_seek.id).await.unwrap().unwrap().status, ChallengeStatus::Cancelled);
        assert_eq!(db.challenge(&withdrawn.id).await.unwrap().unwrap().status, ChallengeStatus::Declined);
    }

    #[tokio::test]
    async fn an_engine_game_starts_accepted_and_casual() {
        let db = Memory::new();
        let khan = player(&db, "Khan").await;
        let game_id = GameId::new();
        let c = Challenge {
            opponent_id: Some(UserId::engine()),
            engine_level: Some(3),
            rated: true,
            game_id: Some(game_id.clone()),
            ..challenge(&khan, None, 5)
        };
        db.start_engine_game(&c, game(&khan, &UserId::engine(), None), Vec::new(), None, None).await.unwrap();
        let stored = db.challenge(&c.id).await.unwrap().unwrap();
        assert_eq!((stored.status, stored.rated, stored.engine_level), (ChallengeStatus::Accepted, false, Some(3)));
        assert!(db.tables().games.games.contains_key(&game_id));
        let no_game = Challenge { game_id: None, id: ChallengeId::new(), ..c };
        assert!(
            db.start_engine_game(&no_game, game(&khan, &UserId::engine(), None), Vec::new(), None, None).await.is_err()
        );
        assert!(db.challenge(&no_game.id).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn the_roster_moves_with_each_change_and_a_stale_pairing_writes_nothing() {
        let db = Memory::new();
        let ids = [player(&db, "Dora").await, player(&db, "Abe").await, player(&db, "Cleo").await];
        let t = tournament(&ids[0], 50);
        db.create_tournament(&t, NOW).await.unwrap();
        let kept = db.tournament(&t.id).await.unwrap().unwrap();
        assert_eq!((kept.status, kept.round, kept.roster, kept.players), (TournamentStatus::Open, 0, 0, 0));
        assert_eq!(kept.creator_name, "Dora");
        for id in &ids {
            assert!(db.join_tournament(&t.id, id, NOW).await.unwrap());
        }
        assert!(!db.join_tournament(&t.id, &ids[0], NOW).await.unwrap(), "once");
        assert!(!db.leave_tournament(&t.id, &UserId::from_text("nobody")).await.unwrap());
        assert!(!db.withdraw_from_tournament(&t.id, &ids[0], NOW).await.unwrap(), "not running yet");
        assert_eq!(db.tournament(&t.id).await.unwrap().unwrap().roster, 3, "refusals bump nothing");
        // Joined at one moment: by name.
        let names: Vec<String> = db.tournament_entries(&t.id).await.unwrap().into_iter().map(|e| e.name).collect();
        assert_eq!(names, ["Abe", "Cleo", "Dora"]);

        let pairing = |round: i64| vec![(GameId::new(), game(&ids[0], &ids[1], Some((t.id.clone(), round))))];
        let stale = db.pair_round(
            &t.id,
            (0, TournamentStatus::Open, 2),
            (1, TournamentStatus::Running),
            pairing(1),
            vec![ids[2].clone()],
            vec![notice(&ids[0], NoticeKind::Challenge)],
            NOW,
        );
        assert!(!stale.await.unwrap(), "the roster changed since");
        assert!(db.tournament_games(&t.id).await.unwrap().is_empty());
        assert!(db.tournament_byes(&t.id).await.unwrap().is_empty());
        assert_eq!(db.asking(&ids[0], 10).await.unwrap(), (0, 0), "no notice written");

        let two_byes = db.pair_round(
            &t.id,
            (0, TournamentStatus::Open, 3),
            (1, TournamentStatus::Running),
            pairing(1),
            vec![ids[2].clone(), ids[1].clone()],
            Vec::new(),
            NOW,
        );
        assert!(two_byes.await.is_err(), "a round has one bye");
        assert_eq!(db.tournament(&t.id).await.unwrap().unwrap().round, 0);

        let paired = db.pair_round(
            &t.id,
            (0, TournamentStatus::Open, 3),
            (1, TournamentStatus::Running),
            pairing(1),
            vec![ids[2].clone()],
            Vec::new(),
            NOW,
        );
        assert!(paired.await.unwrap());
        let games = db.tournament_games(&t.id).await.unwrap();
        assert!(games.len() == 1 && games[0].tournament.as_ref().is_some_and(|s| s.name == "Cup" && s.round == 1));
        assert_eq!(db.tournament_byes(&t.id).await.unwrap(), vec![(1, ids[2].clone())]);
        assert!(!db.join_tournament(&t.id, &UserId::from_text("late"), NOW).await.unwrap(), "running");
        assert!(db.withdraw_from_tournament(&t.id, &ids[1], NOW).await.unwrap());
        assert!(!db.withdraw_from_tournament(&t.id, &ids[1], NOW).await.unwrap(), "once");
        let kept = db.tournament(&t.id).await.unwrap().unwrap();
        assert_eq!((kept.round, kept.status, kept.roster, kept.players), (1, TournamentStatus::Running, 4, 3));
    }

    #[tokio::test]
    async fn tournaments_list_the_coming_by_start_then_the_rest_by_their_last_change() {
        let db = Memory::new();
        let creator = player(&db, "Dora").await;
        let (late, soon, done_first, done_last) =
            (tournament(&creator, 900), tournament(&creator, 100), tournament(&creator, 10), tournament(&creator, 20));
        for t in [&late, &soon, &done_first, &done_last] {
            db.create_tournament(t, NOW).await.unwrap();
        }
        for (t, at) in [(&done_first, 1), (&done_last, 2)] {
            let finished = db.pair_round(
                &t.id,
                (0, TournamentStatus::Open, 0),
                (0, TournamentStatus::Finished),
                Vec::new(),
                Vec::new(),
                Vec::new(),
                Timestamp::from_millis(at),
            );
            assert!(finished.await.unwrap());
        }
        let ids: Vec<TournamentId> = db.tournaments(10).await.unwrap().into_iter().map(|t| t.id).collect();
        assert_eq!(ids, [soon.id.clone(), late.id, done_last.id, done_first.id]);
        assert_eq!(db.tournaments(1).await.unwrap().len(), 1);
        let due: Vec<TournamentId> =
            db.tournaments_due(Timestamp::from_millis(500)).await.unwrap().into_iter().map(|t| t.id).collect();
        assert_eq!(due, [soon.id]);
    }
}
