//! Live updates: every committed game change and challenge is published here, and the
//! server-sent-event streams (per game, per user) subscribe and filter.
//!
//! Where several processes share one database (servers, engine workers, `mail-in`), a relay
//! (the store's: Postgres `NOTIFY`, or sockets beside an SQLite file) sends each event to the
//! others and [delivers](Events::deliver) theirs here, so a player watching through one process
//! sees moves made through another.

use std::sync::Arc;

use ortoo_rules::Side;
use serde::{Deserialize, Serialize};
use tokio::sync::{Notify, broadcast, mpsc, oneshot};

use crate::ids::{ChallengeId, GameId, TournamentId, UserId};
use crate::names::{ChallengeStatus, GameStatus};

/// One committed change, told to the listeners it concerns.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// The stream it goes out on, if any: its game's, or its tournament's.
    pub stream: Option<Stream>,
    /// The users it concerns (players of the game, the two sides of a challenge). A game's
    /// players are listed White first.
    pub users: Vec<UserId>,
    /// What happened.
    pub what: Happening,
    /// Where the event leaves its game, `GAME/MARK` ([`crate::model::Game::mark`]): sent as the
    /// SSE event's id, so that a stream opened again (`Last-Event-ID`, or `?seen=`) can tell
    /// whether the game moved on meanwhile. `None` for events of no game.
    pub id: Option<String>,
}

/// The stream an event goes out on: a game's, or a tournament's page's.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Stream {
    Game(GameId),
    Tournament(TournamentId),
}

impl Stream {
    /// What a tournament's key starts with.
    const TOURNAMENT: &'static str = "tournament:";

    /// Its key as events have always carried it: the game's id alone, or `tournament:ID`.
    pub fn key(&self) -> String {
        self.to_string()
    }

    /// A key read back, as [`Stream::key`] writes it: one starting `tournament:` is a
    /// tournament's, anything else a game's id.
    pub fn from_key(key: &str) -> Stream {
        match key.strip_prefix(Stream::TOURNAMENT) {
            Some(id) => Stream::Tournament(TournamentId::from_text(id)),
            None => Stream::Game(GameId::from_text(key)),
        }
    }
}

impl std::fmt::Display for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stream::Game(id) => write!(f, "{id}"),
            Stream::Tournament(id) => write!(f, "{}{id}", Stream::TOURNAMENT),
        }
    }
}

/// What happened, each kind with its own fields. At the edges (the server-sent events, and the
/// relay between processes) it is its [name](Happening::name) and its fields as a JSON object
/// ([`Happening::data`]); the fields are declared in the order of their names, as the objects
/// have always been written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "data", rename_all = "snake_case")]
pub enum Happening {
    /// A move is played (by a player, by mail, by a forecast or by the engine).
    Move {
        game: GameId,
        ply: i64,
        #[serde(with = "side_word")]
        side: Side,
        status: GameStatus,
        text: String,
    },
    /// A draw is offered, or the offer is answered without ending the game.
    DrawOffer {
        #[serde(with = "optional_side_word")]
        draw_offer: Option<Side>,
        game: GameId,
    },
    /// A takeback is asked for, declined or withdrawn.
    TakebackOffer {
        game: GameId,
        #[serde(with = "optional_side_word")]
        takeback_offer: Option<Side>,
    },
    /// Moves are taken back: the game is at `ply` again, `side` to move.
    Takeback {
        game: GameId,
        ply: i64,
        #[serde(with = "side_word")]
        side: Side,
        taken: Vec<String>,
    },
    /// The game ended: its result and why, as the API words them.
    End { game: GameId, reason: Option<String>, result: Option<String> },
    /// A challenge is made, accepted, declined or withdrawn.
    Challenge { game: Option<GameId>, id: ChallengeId, status: ChallengeStatus },
    /// A message in a game's conversation.
    Chat { game: GameId },
    /// A player's note on a game changed (told to that player alone).
    Note { game: GameId },
    /// A tournament changed (joined, left, paired, a result).
    Tournament { tournament: String },
    /// An API token of this user was revoked: every process forgets the tokens it remembers.
    TokenRevoked { user: UserId },
    /// The outbox has mail due, so that a notifier sends it now rather than at its next look (a
    /// `mail-in` process queues the answers it cannot send itself). For no listener.
    OutboxDue,
}

impl Happening {
    /// Its name as an SSE event's (`move`, `draw_offer`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            Happening::Move { .. } => "move",
            Happening::DrawOffer { .. } => "draw_offer",
            Happening::TakebackOffer { .. } => "takeback_offer",
            Happening::Takeback { .. } => "takeback",
            Happening::End { .. } => "end",
            Happening::Challenge { .. } => "challenge",
            Happening::Chat { .. } => "chat",
            Happening::Note { .. } => "note",
            Happening::Tournament { .. } => "tournament",
            Happening::TokenRevoked { .. } => "token_revoked",
            Happening::OutboxDue => "outbox_due",
        }
    }

    /// Its fields as a JSON object (`{}` for a kind with none).
    pub fn data(&self) -> String {
        match serde_json::to_value(self) {
            Ok(serde_json::Value::Object(mut tagged)) => match tagged.remove("data") {
                Some(fields) => fields.to_string(),
                None => "{}".to_string(),
            },
            _ => "{}".to_string(),
        }
    }

    /// Reads a name and its fields back, as [`Happening::name`] and [`Happening::data`] wrote
    /// them.
    ///
    /// # Errors
    /// A name or fields this build does not know (an event of a newer process).
    pub fn read(name: &str, data: &str) -> Result<Happening, serde_json::Error> {
        let fields: serde_json::Value =
            if data.trim().is_empty() { serde_json::json!({}) } else { serde_json::from_str(data)? };
        let tagged = if fields.as_object().is_some_and(serde_json::Map::is_empty) && name == "outbox_due" {
            serde_json::json!({"kind": name})
        } else {
            serde_json::json!({"kind": name, "data": fields})
        };
        serde_json::from_value(tagged)
    }

    /// The side that played, for a move.
    pub fn move_by(&self) -> Option<Side> {
        match self {
            Happening::Move { side, .. } => Some(*side),
            _ => None,
        }
    }
}

/// An event as it travels between processes: its kind's name and fields as text, as before
/// events were typed, so processes of two builds still understand each other.
#[derive(Serialize, Deserialize)]
struct Wire {
    game_id: Option<String>,
    users: Vec<String>,
    kind: String,
    data: String,
    #[serde(default)]
    id: Option<String>,
}

impl Serialize for Event {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Wire {
            game_id: self.stream.as_ref().map(Stream::key),
            users: self.users.iter().map(|u| u.as_str().to_string()).collect(),
            kind: self.what.name().to_string(),
            data: self.what.data(),
            id: self.id.clone(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Event, D::Error> {
        let wire = Wire::deserialize(deserializer)?;
        let what = Happening::read(&wire.kind, &wire.data).map_err(serde::de::Error::custom)?;
        Ok(Event {
            stream: wire.game_id.as_deref().map(Stream::from_key),
            users: wire.users.into_iter().map(UserId::from_text).collect(),
            what,
            id: wire.id,
        })
    }
}

/// A side as its word (`white`, `black`), for serde.
mod side_word {
    use ortoo_rules::Side;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(side: &Side, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(side.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Side, D::Error> {
        let word = String::deserialize(deserializer)?;
        word.parse().map_err(serde::de::Error::custom)
    }
}

/// An optional side as its word, or `null`.
mod optional_side_word {
    use ortoo_rules::Side;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(side: &Option<Side>, serializer: S) -> Result<S::Ok, S::Error> {
        match side {
            Some(side) => serializer.serialize_str(side.name()),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Side>, D::Error> {
        let word = Option::<String>::deserialize(deserializer)?;
        word.map(|w| w.parse().map_err(serde::de::Error::custom)).transpose()
    }
}

#[derive(Clone)]
pub struct Events {
    tx: broadcast::Sender<Arc<Event>>,
    /// This process, so that a relay can tell its own events from the others'.
    origin: Arc<str>,
    relay: Option<mpsc::UnboundedSender<Relay>>,
    /// Woken when another process says it queued mail ([`Happening::OutboxDue`]): this process's
    /// notifier waits on it.
    mail_due: Arc<Notify>,
}

/// What a relay is handed.
#[derive(Debug)]
pub enum Relay {
    /// An event to send to the other processes.
    Event(Arc<Event>),
    /// A request to answer once every event handed over before it has been sent.
    Flush(oneshot::Sender<()>),
}

impl Default for Events {
    fn default() -> Self {
        Events::new()
    }
}

impl Events {
    /// Events of this process alone.
    pub fn new() -> Events {
        // A listener more than this many events behind is told to reload.
        let (tx, _) = broadcast::channel(4096);
        Events {
            tx,
            origin: uuid::Uuid::now_v7().simple().to_string().into(),
            relay: None,
            mail_due: Arc::new(Notify::new()),
        }
    }

    /// Events that are also handed to `relay`, to be sent to the other processes.
    pub fn relayed(relay: mpsc::UnboundedSender<Relay>) -> Events {
        Events { relay: Some(relay), ..Events::new() }
    }

    /// This process's name among those sharing the database.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    pub fn publish(&self, event: Event) {
        let event = Arc::new(event);
        if let Some(relay) = &self.relay {
            let _ = relay.send(Relay::Event(event.clone()));
        }
        // No listeners is fine: nothing is waiting for the event.
        let _ = self.tx.send(event);
    }

    /// Publishes here, and only here, an event another process sent. Word that the outbox has
    /// mail due wakes the notifier instead: it is for no listener.
    pub fn deliver(&self, event: Event) {
        if event.what == Happening::OutboxDue {
            self.mail_due.notify_one();
            return;
        }
        let _ = self.tx.send(Arc::new(event));
    }

    /// What wakes this process's notifier (see [`Events::deliver`]).
    pub fn mail_due(&self) -> Arc<Notify> {
        self.mail_due.clone()
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Event>> {
        self.tx.subscribe()
    }

    /// Waits until the relay has sent every event published so far (at once when there is no
    /// relay): a short-lived process (`mail-in`) calls it before it exits, or its events die
    /// with it.
    pub async fn flushed(&self) {
        if let Some(relay) = &self.relay {
            let (done, sent) = oneshot::channel();
            if relay.send(Relay::Flush(done)).is_ok() {
                let _ = sent.await;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a_move() -> Happening {
        Happening::Move {
            game: GameId::from_text("g1"),
            ply: 1,
            side: Side::White,
            status: GameStatus::Active,
            text: "P e2-e4".into(),
        }
    }

    #[test]
    fn an_event_is_written_as_its_name_and_fields_as_before_it_was_typed() {
        let m = a_move();
        assert_eq!(m.name(), "move");
        assert_eq!(m.data(), r#"{"game":"g1","ply":1,"side":"white","status":"active","text":"P e2-e4"}"#);
        let offer = Happening::DrawOffer { draw_offer: None, game: GameId::from_text("g1") };
        assert_eq!(offer.data(), r#"{"draw_offer":null,"game":"g1"}"#);
        assert_eq!(Happening::OutboxDue.data(), "{}");
    }

    #[test]
    fn a_stream_key_is_written_and_read_back_as_before() {
        let game = Stream::Game(GameId::from_text("0190abc"));
        let tournament = Stream::Tournament(TournamentId::from_text("0190def"));
        assert_eq!(game.key(), "0190abc");
        assert_eq!(tournament.key(), "tournament:0190def");
        assert_eq!(Stream::from_key("0190abc"), game);
        assert_eq!(Stream::from_key("tournament:0190def"), tournament);
    }

    #[test]
    fn an_event_travels_between_processes_and_comes_back_the_same() {
        let event = Event {
            stream: Some(Stream::Game(GameId::from_text("g1"))),
            users: vec![UserId::from_text("a")],
            what: a_move(),
            id: Some("g1/1.5".into()),
        };
        let wire = serde_json::to_string(&event).unwrap();
        assert!(wire.starts_with(r#"{"game_id":"g1","users":["a"],"kind":"move","#), "{wire}");
        assert_eq!(serde_json::from_str::<Event>(&wire).unwrap(), event);
        let tournament = Event {
            stream: Some(Stream::Tournament(TournamentId::from_text("t1"))),
            users: Vec::new(),
            what: Happening::Tournament { tournament: "t1".into() },
            id: None,
        };
        let wire = serde_json::to_string(&tournament).unwrap();
        assert!(wire.starts_with(r#"{"game_id":"tournament:t1","users":[],"#), "{wire}");
        assert_eq!(serde_json::from_str::<Event>(&wire).unwrap(), tournament);
        // As an older build sends them: word that mail is due, with no fields.
        let old = r#"{"game_id":null,"users":[],"kind":"outbox_due","data":""}"#;
        assert_eq!(serde_json::from_str::<Event>(old).unwrap().what, Happening::OutboxDue);
        // A kind this build does not know is refused, not guessed.
        let newer = r#"{"game_id":null,"users":[],"kind":"eclipse","data":"{}"}"#;
        assert!(serde_json::from_str::<Event>(newer).is_err());
        let bad_side = r#"{"game_id":null,"users":[],"kind":"takeback","data":"{\"game\":\"g\",\"ply\":1,\"side\":\"green\",\"taken\":[]}"}"#;
        assert!(serde_json::from_str::<Event>(bad_side).is_err());
    }
}
