//! Correspondence play: the outbox and its e-mail (real SMTP through an in-process server),
//! replies by mail, clocks, reminders, vacations, digests and racing schedulers. Every clock here
//! is a manual one: nothing sleeps.

mod common;

use std::sync::{Arc, Mutex};

use common::Server;
use ortoo::Play;
use ortoo::challenges::{Created, NewChallenge, Opponent};
use ortoo::clock::Clock;
use ortoo::config::{Config, MailTransport, SmtpTls};
use ortoo::notify::mail_in::{MailInError, is_new_mail, take_reply};
use ortoo::notify::notifier::Notifier;
use ortoo::notify::orders::take_order;
use ortoo::timecontrol::{Bank, DAY_MS, HOUR_MS, TimeControl};
use ortoo::typed::{Typed, Via};
use ortoo_core::User;
use ortoo_core::{ChallengeId, GameId, NoticeId, UserId};

/// 2031-11-03 12:00 UTC, a Monday: later than the real clock that the test server's own
/// scheduler runs on, so it never acts on these games.
const T0: ortoo::when::Timestamp = ortoo::when::Timestamp::from_millis(1_951_473_600_000);

fn config(s: &Server) -> Config {
    let mut config = Config::defaults();
    config.database_url = s.database_url.clone();
    config.mail.transport = MailTransport::None;
    config.base_url = "https://ortoo.example".into();
    config.mail.reply_address = "move@ortoo.example".into();
    // Each mail here goes when due; the tests of moves seen on their page hold them.
    config.mail.seen_grace_seconds = 0;
    config
}

async fn services(s: &Server, config: &Config, clock: &Clock) -> (Play, Notifier) {
    ortoo::server::build(&s.db, config, clock.clone()).await.unwrap()
}

async fn user(s: &Server, name: &str) -> User {
    s.store.create_user(name, &format!("{}@example.org", name.to_lowercase()), "x", T0).await.unwrap()
}

/// `white` challenges `black` (as White) with a clock; `black` accepts. The game id.
async fn game(play: &Play, white: &User, black: &User, variant: &str, tc: Option<TimeControl>) -> GameId {
    let request = NewChallenge {
        variant: variant.into(),
        options: Default::default(),
        setup: None,
        opponent: Opponent::User(black.name.clone()),
        color: Some("white".into()),
        time_control: tc,
        rated: None,
        rating_range: None,
    };
    let Created::Challenge(c) = play.challenges.create_challenge(white, request, None).await.unwrap() else {
        panic!("a challenge")
    };
    play.challenges.accept(black, &c.id, &[], None).await.unwrap().id
}

/// A player's notices, oldest first, their words said in English (as the API lists them to a
/// client that asks for no other language).
async fn notices(s: &Server, user: &User) -> Vec<ortoo_core::store::Listed> {
    let mut all = s.store.notifications_of(&user.id, false, 500).await.unwrap();
    all.reverse();
    for n in &mut all {
        (n.subject, n.detail) = (n.subject_in(ortoo_i18n::english()), n.detail_in(ortoo_i18n::english()));
    }
    all
}

/// The mail a listed notice makes if it is sent now (the notice at `ply`, for a turn).
async fn mail_now(
    s: &Server,
    play: &Play,
    user: &User,
    n: &ortoo_core::store::Listed,
    ply: Option<i64>,
) -> Option<String> {
    let game = match &n.game_id {
        Some(id) => s.store.game(id).await.unwrap(),
        None => None,
    };
    let prefs = s.store.prefs(&user.id).await.unwrap().unwrap();
    let outgoing = common::outgoing(n, user, &prefs, ply);
    let (moves, ratings) = match &n.game_id {
        Some(id) => (s.store.moves(id).await.unwrap(), s.store.game_rating_changes(id).await.unwrap()),
        None => (Vec::new(), Vec::new()),
    };
    ortoo::notify::Letters::of(&play.settings.composer)
        .letter(&outgoing, game.as_ref(), &moves, &ratings, play.now())
        .map(|l| l.text())
}

fn kinds(list: &[ortoo_core::store::Listed]) -> Vec<&str> {
    list.iter().map(|n| n.kind.map_or("unknown", |k| k.as_str())).collect()
}

async fn notices_tell_each_event_to_the_right_player(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", Some(TimeControl::DaysPerMove(3))).await;
    assert_eq!(kinds(&notices(&s, &bob).await), ["challenge"]);
    let challenge = notices(&s, &bob).await.pop().unwrap();
    assert!(challenge.detail.contains("Rules: the defaults\n"), "{}", challenge.detail);
    assert_eq!(kinds(&notices(&s, &alice).await), ["turn"], "White is told the game has begun");
    clock.advance(HOUR_MS);
    play.games
        .submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), Some("The king's pawn.".into())), None)
        .await
        .unwrap();
    let turn = notices(&s, &bob).await.pop().unwrap();
    assert_eq!(turn.kind, Some(ortoo_core::NoticeKind::Turn));
    assert_eq!(turn.subject, "Chess: Your move against Alice (ply 2)");
    // The outbox keeps the notice's own words; the board, deadline and links are drawn up from
    // the game when the mail is sent.
    // In standard algebraic, as most players read moves (and as a player who reads them in full
    // has them when the mail goes: below).
    assert_eq!(turn.detail, "Alice played (ply 1): e4\nComment: The king's pawn.\n");
    let mail = mail_now(&s, &play, &bob, &turn, Some(1)).await.expect("the turn notice holds");
    for part in [
        "Alice played (ply 1): e4\n",
        "Comment: The king's pawn.",
        "You play Black. It is your move.",
        "Deadline: Thu, 6 Nov 2031 13:00 UTC (in 3 days)",
        "Clock: 3 days per move",
        "https://ortoo.example/games/",
        // What a reply may say, the legal moves when there are few, the moves so far.
        "Reply to this mail with one of these on the first line:",
        "  your move (\"P e2-e4\" or \"e2e4\")",
        "  resign   resign the game",
        "Your legal moves (20): Na6, Nc6, Nf6",
        "The moves so far:\n1. e4\n",
    ] {
        assert!(mail.contains(part), "the turn notice lacks {part:?}:\n{mail}");
    }
    // One who reads moves in full has the mail so, every move in it.
    let full = ortoo::prefs::SettingsChange { notation: Some("full".into()), ..Default::default() };
    play.preferences.change_settings(&bob, full).await.unwrap();
    let in_full = mail_now(&s, &play, &bob, &turn, Some(1)).await.expect("the turn notice holds");
    for part in [
        "Alice played (ply 1): P e2-e4\n",
        "Your legal moves (20): n b8-a6, n b8-c6, n g8-f6",
        "The moves so far:\n1. P e2-e4\n",
    ] {
        assert!(in_full.contains(part), "the mail in full lacks {part:?}:\n{in_full}");
    }
    let bad = ortoo::prefs::SettingsChange { notation: Some("figurine".into()), ..Default::default() };
    let refused = play.preferences.change_settings(&bob, bad).await.unwrap_err().to_string();
    assert!(refused.contains("\"san\" (standard algebraic, Nf3) or \"full\""), "{refused}");
    let san = ortoo::prefs::SettingsChange { notation: Some("san".into()), ..Default::default() };
    play.preferences.change_settings(&bob, san).await.unwrap();
    // In the time zone Bob chose, the same deadline: an unknown zone is refused, changing nothing.
    let zone = |name: &str| ortoo::prefs::SettingsChange { time_zone: Some(name.into()), ..Default::default() };
    assert!(play.preferences.change_settings(&bob, zone("Europe/Atlantis")).await.is_err());
    play.preferences.change_settings(&bob, zone("Europe/Paris")).await.unwrap();
    let local = mail_now(&s, &play, &bob, &turn, Some(1)).await.unwrap();
    assert!(local.contains("Deadline: Thu, 6 Nov 2031 14:00 CET (in 3 days)"), "{local}");
    // The board from Black's side: rank 1 at the top.
    let board = mail.lines().filter(|l| l.trim_start().starts_with(['1', '8'])).collect::<Vec<_>>();
    assert!(board.first().is_some_and(|l| l.trim_start().starts_with('1')), "{mail}");
    play.games.draw(&bob, &id, ortoo::games::DrawAction::Offer, None, None).await.unwrap();
    let offer = notices(&s, &alice).await.pop().unwrap();
    assert_eq!(offer.kind, Some(ortoo_core::NoticeKind::DrawOffer));
    let mail = mail_now(&s, &play, &alice, &offer, None).await.expect("the offer stands");
    assert!(mail.contains("Accept or decline it on the game's page: https://ortoo.example/games/"), "{mail}");
    play.games.resign(&alice, &id, None).await.unwrap();
    // Once the game is over, neither the turn notice nor the draw offer would be true in a mail.
    assert_eq!(mail_now(&s, &play, &bob, &turn, Some(1)).await, None);
    assert_eq!(mail_now(&s, &play, &alice, &offer, None).await, None);
    let (a, b) = (notices(&s, &alice).await, notices(&s, &bob).await);
    assert!(a.last().unwrap().subject.contains("You lost (resignation)"), "{}", a.last().unwrap().subject);
    assert!(b.last().unwrap().subject.contains("You won (resignation)"));
    // A refused move tells nobody anything.
    let before = s.store.outbox_counts().await.unwrap();
    assert!(play.games.submit_move(&bob, &id, Typed::new(Via::Api, "e7e5", None, None), None).await.is_err());
    assert_eq!(s.store.outbox_counts().await.unwrap(), before);
}
both_backends!(notices_follow_the_game, notices_tell_each_event_to_the_right_player);

/// A game's counts go under its board in the mail: three-check's checks still to give.
async fn the_mail_says_the_checks_still_to_give(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "3check", Some(TimeControl::DaysPerMove(3))).await;
    for (who, mv, ply) in [(&alice, "e2e4", 0), (&bob, "f7f6", 1), (&alice, "d1h5", 2)] {
        play.games.submit_move(who, &id, Typed::new(Via::Api, mv, Some(ply), None), None).await.unwrap();
    }
    let turn = notices(&s, &bob).await.pop().unwrap();
    let mail = mail_now(&s, &play, &bob, &turn, Some(3)).await.expect("Bob's turn holds");
    assert!(mail.contains("Checks still to give: White 2, Black 3.\n"), "{mail}");
}
both_backends!(mail_counts, the_mail_says_the_checks_still_to_give);

/// A draw claimed by typing `drawn // …` ends the game, and the comment reaches the opponent
/// with the result (it is not a move, so it has no move record to live in).
async fn a_draw_claims_comment_reaches_the_opponent(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", None).await;
    // The start position for the third time at ply 8, White to move.
    for (ply, (who, mv)) in
        [(&alice, "g1f3"), (&bob, "g8f6"), (&alice, "f3g1"), (&bob, "f6g8")].into_iter().cycle().take(8).enumerate()
    {
        play.games.submit_move(who, &id, Typed::new(Via::Api, mv, Some(ply as i64), None), None).await.unwrap();
    }
    let claimed = play
        .games
        .submit_move(&alice, &id, Typed::new(Via::Api, "drawn // Nothing but knights dancing.", Some(8), None), None)
        .await
        .unwrap();
    assert_eq!((claimed.game.status().as_str(), claimed.game.result()), ("finished", Some("draw")));
    let over = notices(&s, &bob).await.pop().unwrap();
    assert_eq!(over.kind, Some(ortoo_core::NoticeKind::GameOver));
    assert!(over.detail.contains("Alice wrote: Nothing but knights dancing."), "{}", over.detail);
    let mail = mail_now(&s, &play, &bob, &over, None).await.unwrap();
    assert!(mail.contains("Alice wrote: Nothing but knights dancing."), "{mail}");
    assert!(mail.contains("Its record: https://ortoo.example/games/"), "{mail}");
    // A rated game: the mail says what it did to the reader's rating (a draw between equals).
    assert!(mail.contains("Your Chess rating: 1500 -> 1500 (+0)."), "{mail}");
    let own = notices(&s, &alice).await.pop().unwrap();
    assert!(own.kind == Some(ortoo_core::NoticeKind::GameOver) && !own.detail.contains("wrote:"), "{}", own.detail);
}
both_backends!(draw_claim_comments, a_draw_claims_comment_reaches_the_opponent);

/// A mail server that keeps what it is sent.
#[derive(Clone, Default)]
struct Inbox {
    messages: Arc<Mutex<Vec<String>>>,
    current: Vec<u8>,
}

impl mailin_embedded::Handler for Inbox {
    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.current.extend_from_slice(buf);
        Ok(())
    }
    fn data_end(&mut self) -> mailin_embedded::Response {
        let message = String::from_utf8_lossy(&std::mem::take(&mut self.current)).into_owned();
        self.messages.lock().unwrap().push(message);
        mailin_embedded::response::OK
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Starts the SMTP server on `port` in a thread of its own (its error type cannot cross threads).
fn start_smtp(port: u16, inbox: Inbox) {
    start_smtp_with(port, inbox, mailin_embedded::SslConfig::None);
}

/// [`start_smtp`], offering STARTTLS as `ssl` says.
fn start_smtp_with(port: u16, inbox: Inbox, ssl: mailin_embedded::SslConfig) {
    let listener = std::net::TcpListener::bind(("127.0.0.1", port)).unwrap();
    std::thread::spawn(move || {
        let mut server = mailin_embedded::Server::new(inbox);
        server.with_name("test.smtp").with_ssl(ssl).unwrap().with_tcp_listener(listener);
        let _ = server.serve();
    });
}

/// The configuration of `config`, sending through an SMTP server on `port` of this machine.
fn smtp_config(s: &Server, port: u16) -> Config {
    let mut config = config(s);
    config.mail.transport = MailTransport::Smtp;
    config.mail.smtp_host = "127.0.0.1".into();
    config.mail.smtp_port = port;
    config.mail.smtp_tls = SmtpTls::None;
    config
}

async fn an_smtp_outage_delays_mail_but_loses_and_repeats_none(s: Server) {
    let port = free_port();
    let config = smtp_config(&s, port);
    let clock = Clock::manual(T0);
    let (play, notifier) = services(&s, &config, &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "khans-chess", Some(TimeControl::DaysPerMove(2))).await;
    for (who, mv, ply) in [(&alice, "e2e4", 0), (&bob, "e7d5", 1), (&alice, "g1f3", 2)] {
        play.games.submit_move(who, &id, Typed::new(Via::Api, mv, Some(ply), None), None).await.unwrap();
    }
    // The challenge, the start and three turn notices; the mail server is down. Only the
    // challenge and Bob's turn after g1f3 still hold: the other turns were played already, and
    // a mail saying "it is your move" about them would be wrong.
    let round = notifier.round().await.unwrap();
    assert_eq!((round.sent, round.moot, round.retrying), (0, 3, 2));
    let counts = s.store.outbox_counts().await.unwrap();
    assert_eq!(counts, [("moot".to_string(), 3), ("pending".to_string(), 2)]);
    // Not yet due again.
    assert_eq!(notifier.round().await.unwrap().retrying, 0);
    let inbox = Inbox::default();
    start_smtp(port, inbox.clone());
    clock.advance(31_000);
    let round = notifier.round().await.unwrap();
    assert_eq!((round.sent, round.retrying, round.failed), (2, 0, 0));
    clock.advance(DAY_MS);
    assert_eq!(notifier.round().await.unwrap().sent, 0, "nothing is sent twice");
    assert_eq!(s.store.outbox_counts().await.unwrap(), [("moot".to_string(), 3), ("sent".to_string(), 2)]);
    let messages = inbox.messages.lock().unwrap().clone();
    assert_eq!(messages.len(), 2);
    let mut ids: Vec<&str> = messages.iter().filter_map(|m| m.lines().find(|l| l.starts_with("Message-ID:"))).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 2, "two distinct messages");
    let subject = format!(
        "Subject: [ortoo] Khan's Chess #{}: Your move against Alice (ply 4)",
        &id.as_str()[id.as_str().len() - 8..]
    );
    let turn = messages.iter().find(|m| m.contains(&subject));
    let turn = turn.unwrap_or_else(|| panic!("Bob's turn notice after g1f3 ({subject}) among {messages:#?}"));
    for header in [
        "Reply-To: ortoo <move+",
        "List-Unsubscribe: <https://ortoo.example/unsubscribe/",
        "To: Bob <bob@example.org>",
        // Every mail of the game refers to the game's root, in the sender's domain: one thread
        // in a mail client.
        &format!("In-Reply-To: <game-{id}@localhost>"),
        &format!("References: <game-{id}@localhost>"),
    ] {
        assert!(turn.contains(header), "{header:?} missing:\n{turn}");
    }
    let other = messages.iter().find(|m| !m.contains(&subject)).unwrap();
    assert!(!other.contains("References:"), "the challenge comes before any game:\n{other}");
    // Plain text with the board as text; HTML beside it, showing the board as a PNG by cid:.
    let message = mail_parser::MessageParser::default().parse(turn.as_bytes()).expect("the mail parses");
    let plain = message.body_text(0).unwrap();
    assert!(plain.contains("You play Black. It is your move.") && plain.contains(" 1   "), "{plain}");
    let html = message.body_html(0).unwrap();
    let cid = html.split("src=\"cid:").nth(1).and_then(|r| r.split('"').next()).expect("an inline picture");
    assert!(html.contains("width=\"460\" height=\"460\""), "{html}");
    use mail_parser::MimeHeaders;
    let picture = message
        .parts
        .iter()
        .find(|p| p.content_id() == Some(cid))
        .unwrap_or_else(|| panic!("no part with Content-ID <{cid}>"));
    assert_eq!(picture.content_type().map(|t| (t.ctype(), t.subtype())), Some(("image", Some("png"))));
    let decoder = png::Decoder::new(std::io::Cursor::new(picture.contents().to_vec()));
    let info = decoder.read_info().expect("the picture decodes as PNG").info().clone();
    assert_eq!((info.width, info.height), (460, 460), "eight squares of 52 and the margins");
}
both_backends!(smtp_outage, an_smtp_outage_delays_mail_but_loses_and_repeats_none);

/// A move's mail waits a minute: a move the player saw on the game's page meanwhile is not
/// mailed (nor left unread), one they did not see goes when the minute is up.
async fn a_move_seen_on_its_page_is_not_mailed(s: Server) {
    let port = free_port();
    let mut config = smtp_config(&s, port);
    config.mail.seen_grace_seconds = 60;
    let inbox = Inbox::default();
    start_smtp(port, inbox.clone());
    let clock = Clock::manual(T0);
    let (play, notifier) = services(&s, &config, &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", Some(TimeControl::DaysPerMove(2))).await;
    // The challenge and the game's start go at once: no move to see.
    assert_eq!(notifier.round().await.unwrap().sent, 2);
    play.games.submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), None), None).await.unwrap();
    assert_eq!(notifier.round().await.unwrap().sent, 0, "the move's mail waits");
    // Bob's page shows the move within the minute: no mail, and nothing unread.
    let shown = play.games.game(&id).await.unwrap();
    let marked = play.inbox.seen(&bob, &id, shown.ply, shown.updated_at).await.unwrap();
    assert_eq!(marked, [ortoo_core::NoticeKind::Turn]);
    clock.advance(61_000);
    let round = notifier.round().await.unwrap();
    assert_eq!((round.sent, round.moot), (0, 0), "{round:?}");
    let told = notices(&s, &bob).await;
    assert!(told.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Turn)).all(|n| n.read_at.is_some()));
    // Alice does not look: her turn after e7e5 is mailed once the minute is up.
    play.games.submit_move(&bob, &id, Typed::new(Via::Api, "e7e5", Some(1), None), None).await.unwrap();
    clock.advance(30_000);
    assert_eq!(notifier.round().await.unwrap().sent, 0);
    clock.advance(31_000);
    assert_eq!(notifier.round().await.unwrap().sent, 1);
    // A page showing an older ply does not make a newer move seen.
    play.games.submit_move(&alice, &id, Typed::new(Via::Api, "g1f3", Some(2), None), None).await.unwrap();
    assert!(play.inbox.seen(&bob, &id, 2, shown.updated_at).await.unwrap().is_empty());
    clock.advance(61_000);
    assert_eq!(notifier.round().await.unwrap().sent, 1);
    let messages = inbox.messages.lock().unwrap().clone();
    let subjects: Vec<&str> = messages.iter().filter_map(|m| m.lines().find(|l| l.starts_with("Subject:"))).collect();
    assert_eq!(subjects.len(), 4, "{subjects:#?}");
    assert!(!subjects.iter().any(|s| s.contains("(ply 2)")), "e2e4 was seen: {subjects:#?}");
    assert_eq!(s.store.outbox_counts().await.unwrap().iter().find(|(k, _)| k == "moot").map(|(_, n)| *n), Some(1));
}
both_backends!(seen_moves_unmailed, a_move_seen_on_its_page_is_not_mailed);

/// A server that sends no mail still settles its outbox: nothing is left pending for ever, and
/// the compaction can take what is done with.
async fn a_server_without_mail_settles_its_outbox(s: Server) {
    let clock = Clock::manual(T0);
    let (play, notifier) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", None).await;
    play.games.submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), None), None).await.unwrap();
    let round = notifier.round().await.unwrap();
    assert_eq!((round.sent, round.unmailed, round.moot), (0, 3, 0));
    assert_eq!(s.store.outbox_counts().await.unwrap(), [("none".to_string(), 3)]);
    // The app still lists them.
    assert_eq!(kinds(&notices(&s, &bob).await), ["challenge", "turn"]);
}
both_backends!(no_mail_settles, a_server_without_mail_settles_its_outbox);

/// A reply to the latest turn notice of `to`, with `body`, as a mail client would send it.
async fn reply_to_latest(s: &Server, play: &Play, to: &User, body: &str) -> Vec<u8> {
    let n = notices(s, to).await.into_iter().rev().find(|n| n.kind == Some(ortoo_core::NoticeKind::Turn)).unwrap();
    let r = s.store.reply_notice(&n.id).await.unwrap().unwrap();
    let token = play.settings.signer.reply_token(
        r.id.as_str(),
        r.user_id.as_str(),
        r.game_id.as_ref().unwrap().as_str(),
        r.ply,
    );
    format!(
        "From: {} <{}>\r\nTo: ortoo <move+{token}@ortoo.example>\r\nSubject: Re: {}\r\n\
         Message-ID: <r{}@mail.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}",
        to.name, to.email, n.subject, n.id
    )
    .into_bytes()
}

async fn replies_by_mail_play_once_and_are_answered(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", Some(TimeControl::DaysPerMove(5))).await;
    let opening = reply_to_latest(&s, &play, &alice, "e2e4\r\n").await;
    let answered = take_reply(&play, &opening, None, "move").await.unwrap();
    assert_eq!(answered.played.as_deref(), Some("P e2-e4"));

    // A quoted reply with a comment, the move first.
    let reply = reply_to_latest(
        &s,
        &play,
        &bob,
        "P e7-e5\r\nMeeting you in the centre.\r\n\r\nOn Mon, 2 Nov 2026, ortoo wrote:\r\n> Alice played (ply 1): P e2-e4\r\n",
    )
    .await;
    let answered = take_reply(&play, &reply, None, "move").await.unwrap();
    assert_eq!((answered.played.as_deref(), answered.refusal.as_deref()), (Some("p e7-e5"), None));
    let moves = s.store.moves(&id).await.unwrap();
    assert_eq!(moves[1].comment.as_deref(), Some("Meeting you in the centre."));
    let answer = notices(&s, &bob).await.pop().unwrap();
    assert_eq!((answer.kind.map(|k| k.as_str()), answer.subject.as_str()), (Some("reply"), "Played: p e7-e5"));

    // The same reply again (a replayed or re-delivered message): refused, answered, no move.
    let again = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(again.refusal.as_deref().unwrap().contains("already used"), "{again:?}");
    // An old notice's token after the game moved on: stale.
    assert!(take_reply(&play, &opening, None, "move").await.unwrap().refusal.is_some());
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 2);

    // A forged token: no answer, nothing changed.
    let text = String::from_utf8(reply_to_latest(&s, &play, &alice, "g1f3\r\n").await).unwrap();
    let at = text.find("move+").unwrap() + 5 + 40;
    let mut forged = text.clone();
    let flipped = if &text[at..=at] == "0" { "1" } else { "0" };
    forged.replace_range(at..=at, flipped);
    assert!(matches!(take_reply(&play, forged.as_bytes(), None, "move").await, Err(MailInError::Forged)));
    // Garbage and mail that is no reply at all.
    assert!(take_reply(&play, b"\x00\xff not mail", None, "move").await.is_err());
    let stray = b"From: x@y\r\nTo: someone@ortoo.example\r\nSubject: hi\r\n\r\ne2e4\r\n";
    assert!(matches!(take_reply(&play, stray, None, "move").await, Err(MailInError::NoToken)));
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 2);

    // An illegal move: refused with the reason, by mail.
    let bad = text.replace("g1f3", "Q d1-d5");
    let refused = take_reply(&play, bad.as_bytes(), None, "move").await.unwrap();
    assert!(refused.refusal.as_deref().unwrap().contains("Q d1-d5"), "{refused:?}");
    let answer = notices(&s, &alice).await.pop().unwrap();
    assert!(answer.subject.starts_with("Not played: Q d1-d5") && answer.detail.contains("Nothing changed"));

    // Alice's genuine token in mail from someone else (a forwarded notice): bounced with the
    // reason, nothing played or answered; likewise her own address where the receiving mail
    // server found the sender forged.
    let answers_before = notices(&s, &alice).await.len();
    let stranger = text.replacen("From: Alice <alice@example.org>", "From: Mallory <mallory@example.net>", 1);
    assert_ne!(stranger, text, "the reply names Alice's address");
    let bounced = take_reply(&play, stranger.as_bytes(), None, "move").await;
    let Err(MailInError::NotThePlayer { from }) = &bounced else { panic!("{bounced:?}") };
    assert_eq!(from, "mallory@example.net");
    assert!(bounced.unwrap_err().to_string().contains("only from the player's own address"));
    let forged = format!(
        "Authentication-Results: mx.ortoo.example; dkim=none; spf=softfail smtp.mailfrom=example.org; \
         dmarc=fail (p=reject) header.from=example.org\r\n{text}"
    );
    assert!(matches!(
        take_reply(&play, forged.as_bytes(), None, "move").await,
        Err(MailInError::Unauthenticated(verdict)) if verdict == "dmarc=fail"
    ));
    // A verdict that passes, or says nothing fails, lets her own mail through (checked below).
    let passed =
        format!("Authentication-Results: mx.ortoo.example; dkim=pass header.d=example.org; dmarc=pass\r\n{text}");
    let checked = take_reply(&play, passed.replace("g1f3", "Q d1-d6").as_bytes(), None, "move").await.unwrap();
    assert!(checked.refusal.is_some(), "read, judged and refused as a move: {checked:?}");
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 2);
    assert_eq!(notices(&s, &alice).await.len(), answers_before + 1, "only her own mail is answered");

    // HTML-only mail, with an attachment beside it, and the envelope recipient from the MTA.
    let token = text.split("move+").nth(1).unwrap().split('@').next().unwrap().to_string();
    let html: &str = "From: Alice <alice@example.org>\r\nTo: ortoo <ortoo@ortoo.example>\r\nSubject: Re: move\r\n\
         MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"b1\"\r\n\r\n--b1\r\n\
         Content-Type: text/html; charset=utf-8\r\n\r\n<html><body><p>N g1-f3</p><p>Developing.</p>\
         <blockquote>old notice</blockquote></body></html>\r\n--b1\r\nContent-Type: application/pdf\r\n\
         Content-Disposition: attachment; filename=\"x.pdf\"\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--b1--\r\n";
    let recipient = format!("move+{token}@ortoo.example");
    let answered = take_reply(&play, html.as_bytes(), Some(&recipient), "move").await.unwrap();
    assert_eq!(answered.played.as_deref(), Some("N g1-f3"), "{answered:?}");

    // A reply with nothing but the quote: no move, answered so.
    let empty = reply_to_latest(&s, &play, &bob, "> N g1-f3\r\n").await;
    let answered = take_reply(&play, &empty, None, "move").await.unwrap();
    assert!(answered.refusal.unwrap().contains("No move or command was found"));
    // An expired token.
    clock.advance(61 * DAY_MS);
    let late = reply_to_latest(&s, &play, &bob, "b8c6\r\n").await;
    assert!(take_reply(&play, &late, None, "move").await.unwrap().refusal.unwrap().contains("days old"));
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 3);
}
both_backends!(mail_in, replies_by_mail_play_once_and_are_answered);

/// A player who reads Japanese: their turn mail is written in Japanese (its subject, its lines,
/// the deadline's date, the help's commands in their words), and a reply of `投了` resigns as
/// `resign` does; their opponent, who chose no language, reads English.
async fn a_player_reads_and_replies_in_japanese(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let change = ortoo::prefs::SettingsChange { language: Some("ja".into()), ..Default::default() };
    play.preferences.change_settings(&bob, change).await.unwrap();
    let bob = s.store.user_by_id(&bob.id).await.unwrap().unwrap();
    assert_eq!(bob.language.as_deref(), Some("ja"));
    let id = game(&play, &alice, &bob, "chess", Some(TimeControl::DaysPerMove(3))).await;
    play.games.submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), None), None).await.unwrap();

    let turn = notices(&s, &bob).await.pop().unwrap();
    // The outbox keeps the English too, for what reads the text itself.
    assert_eq!(turn.subject, "Chess: Your move against Alice (ply 2)");
    let mail = mail_now(&s, &play, &bob, &turn, Some(1)).await.expect("the turn notice holds");
    for japanese in ["Aliceさん", "黒番", "期限", "2031年11月6日", "投了", "引き分け"] {
        assert!(mail.contains(japanese), "{japanese:?} missing from:\n{mail}");
    }
    for english in ["It is your move", "Deadline:", "Reply to this mail", "resign the game"] {
        assert!(!mail.contains(english), "{english:?} left in English:\n{mail}");
    }
    // The notices page and the mail's subject say it in Japanese too.
    let words = turn.words.as_ref().expect("kept unsaid");
    let japanese = ortoo_i18n::find("ja").unwrap();
    // The game's name is the Japanese one (チェス), as its guide is titled.
    assert!(words.listed_in(japanese).starts_with("チェス"), "{}", words.listed_in(japanese));
    assert!(!words.listed_in(japanese).contains("Your move"), "{}", words.listed_in(japanese));

    // A refused move is explained in Japanese, by mail.
    let wrong = reply_to_latest(&s, &play, &bob, "e7e4\r\n").await;
    let answered = take_reply(&play, &wrong, None, "move").await.unwrap();
    let why = answered.refusal.expect("e7-e4 is no move");
    assert!(!why.contains("legal") && !why.contains("move"), "in Japanese: {why}");
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert!(subject.starts_with("指せませんでした"), "{subject}");
    assert!(mail.contains(&why) && mail.contains("何も変更されていません"), "{mail}");
    // The rarer replies are answered in Japanese too: the legal moves, the board.
    let japanese = ortoo_i18n::find("ja").unwrap();
    for (command, title) in [
        ("moves", japanese.msg("answer-legal-moves-title").arg("count", 20).to_string()),
        ("board", japanese.msg("answer-board-title").arg("ply", 1).to_string()),
    ] {
        let asked = reply_to_latest(&s, &play, &bob, &format!("{command}\r\n")).await;
        take_reply(&play, &asked, None, "move").await.unwrap();
        let (subject, _) = last_answer(&s, &play, &bob).await;
        assert_eq!(subject, title, "{command}");
    }

    // 投了: the game ends, Bob resigning.
    let resign = reply_to_latest(&s, &play, &bob, "投了\r\n").await;
    let answered = take_reply(&play, &resign, None, "move").await.unwrap();
    assert_eq!(answered.refusal, None, "{answered:?}");
    let game = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!(game.status(), ortoo_core::GameStatus::Finished);
    assert_eq!(game.reason(), Some("resignation"));
    let over = notices(&s, &alice).await.pop().unwrap();
    assert_eq!(over.kind, Some(ortoo_core::NoticeKind::GameOver));
    assert_eq!(over.subject, "Chess: Game over against Bob: You won (resignation).");
    // Alice, who chose no language, is written to in English.
    let hers = mail_now(&s, &play, &alice, &over, None).await.expect("a result is always mailed");
    assert!(hers.contains("You won (resignation).") && hers.contains("The game: https://"), "{hers}");
}

both_backends!(mail_in_japanese, a_player_reads_and_replies_in_japanese);

/// A game defined as data plays by mail as the hand-written ones do: moves in any notation,
/// refusals in the game's own words.
async fn a_defined_game_is_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "capablanca", Some(TimeControl::DaysPerMove(5))).await;
    let opening = reply_to_latest(&s, &play, &alice, "e2e4\r\n").await;
    assert_eq!(take_reply(&play, &opening, None, "move").await.unwrap().played.as_deref(), Some("P e2-e4"));
    // Black answers in SAN: the archbishop's knight leap.
    let reply = reply_to_latest(&s, &play, &bob, "Ad6\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("a c8-d6"));
    let reply = reply_to_latest(&s, &play, &alice, "A c1-c3\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(refused.refusal.as_deref().unwrap().contains("Archbishop on c1 does not move that way"), "{refused:?}");
    let answer = notices(&s, &alice).await.pop().unwrap();
    assert!(answer.subject.starts_with("Not played: A c1-c3"), "{}", answer.subject);
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 2);
}
both_backends!(defined_by_mail, a_defined_game_is_played_by_reply);

/// Drops by reply: a crazyhouse piece dropped in SAN and in full algebraic, a refused drop
/// answered with the rule's words, and shogi's moves in USI and its own notation.
async fn drops_are_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "crazyhouse", Some(TimeControl::DaysPerMove(5))).await;
    for (who, text, played) in [(&alice, "e4", "P e2-e4"), (&bob, "d5", "p d7-d5"), (&alice, "exd5", "P e4-d5")] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some(played), "{text}");
    }
    let reply = reply_to_latest(&s, &play, &bob, "Q d8-d5\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("q d8-d5"));
    let reply = reply_to_latest(&s, &play, &alice, "P@d8\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(refused.refusal.as_deref().unwrap().contains("not a legal drop"), "{refused:?}");
    let reply = reply_to_latest(&s, &play, &alice, "P-d3\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("P-d3"));
    let reply = reply_to_latest(&s, &play, &bob, "P@e6\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("p-e6"));
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 6);
    // Shogi: USI, then the western notation.
    game(&play, &alice, &bob, "shogi", Some(TimeControl::DaysPerMove(5))).await;
    let reply = reply_to_latest(&s, &play, &alice, "7g7f\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("P c3-c4"));
    let reply = reply_to_latest(&s, &play, &bob, "P-3d\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("p g7-g6"));
}
both_backends!(drops_by_mail, drops_are_played_by_reply);

/// Xiangqi by reply: moves on the points in coordinates, full algebraic and SAN, a general
/// refused leave to quit its palace in the rule's words, and a mate that ends the game.
async fn xiangqi_is_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "xiangqi", Some(TimeControl::DaysPerMove(5))).await;
    // The general steps up inside its palace.
    let reply = reply_to_latest(&s, &play, &alice, "K e1-e2\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("K e1-e2"));
    let reply = reply_to_latest(&s, &play, &bob, "k e10-e9\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("k e10-e9"));
    let reply = reply_to_latest(&s, &play, &alice, "K e2-e3\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("K e2-e3"));
    let reply = reply_to_latest(&s, &play, &bob, "b7b6\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(refused.refusal.is_some(), "no piece stands on b7: {refused:?}");
    let reply = reply_to_latest(&s, &play, &bob, "p a7-a6\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("p a7-a6"));
    // The general on e3 may not leave the palace for e4.
    let reply = reply_to_latest(&s, &play, &alice, "K e3-e4\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(refused.refusal.as_deref().is_some_and(|r| r.contains("K e3-e4")), "{refused:?}");
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 4);

    // The cannons' mate, in coordinates, full algebraic, SAN and WXF; the mail tells the moves
    // in WXF, as xiangqi's players read them.
    let mate = game(&play, &alice, &bob, "xiangqi", Some(TimeControl::DaysPerMove(5))).await;
    let reply = reply_to_latest(&s, &play, &alice, "b3b5\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("C b3-b5"));
    let turn = notices(&s, &bob).await.pop().unwrap();
    let mail = mail_now(&s, &play, &bob, &turn, Some(1)).await.expect("Bob's turn holds");
    assert!(mail.contains("Alice played (ply 1): C8+2\n"), "{mail}");
    for (who, text, played) in [
        (&bob, "P7+1", "p g7-g6"),
        (&alice, "Ce3", "C h3-e3"),
        (&bob, "h8g8", "c h8-g8"),
        (&alice, "C e3-e7", "C e3-e7"),
        (&bob, "Cbc8", "c b8-c8"),
        (&alice, "b5e5", "C b5-e5"),
    ] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some(played), "{text}");
    }
    let over = s.store.game(&mate).await.unwrap().unwrap();
    assert_eq!((over.ply, over.outcome.map(|o| o.winner())), (7, Some(Some(ortoo_rules::Side::White))), "{over:?}");
}
both_backends!(xiangqi_by_mail, xiangqi_is_played_by_reply);

/// A perpetual chase by reply: White's horse chases Black's chariot between g4 and g3 on every
/// move until the position comes a third time, and loses. Each move is played on the game read
/// back from the store, so the chases are judged from those kept with the moves; the mail that
/// ends the game says how.
async fn a_perpetual_chase_loses_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "xiangqi", Some(TimeControl::DaysPerMove(5))).await;
    let line = "b1c3 c10a8 b3b1 h8g8 e1e2 b8b4 h3h9 a7a6 h9f9 g8g4 h1i3 g4g3 i3h1 g3g4 h1i3 g4g3 i3h1 g3g4";
    for (ply, text) in line.split_whitespace().enumerate() {
        let who = if ply % 2 == 0 { &alice } else { &bob };
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert!(take_reply(&play, &reply, None, "move").await.unwrap().played.is_some(), "{text}");
    }
    let over = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!(over.ply, 18);
    let chased =
        ortoo_rules::Outcome::Win { winner: ortoo_rules::Side::Black, reason: ortoo_rules::Reason::PerpetualChase };
    assert_eq!(over.outcome, Some(chased), "{over:?}");
    let moves = s.store.moves(&id).await.unwrap();
    assert!(moves.iter().all(|m| m.chase.is_some()), "each move's chase is kept: {moves:?}");
    let end = notices(&s, &alice).await.pop().unwrap();
    let mail = mail_now(&s, &play, &alice, &end, None).await.expect("the end is mailed");
    assert!(mail.contains("You lost (perpetual chase)."), "{mail}");
}
both_backends!(perpetual_chase_by_mail, a_perpetual_chase_loses_by_reply);

/// Atomic chess by reply: the mail names the squares a capture's blast cleared, and the blast
/// that takes a king ends the game.
async fn atomic_is_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "atomic", Some(TimeControl::DaysPerMove(5))).await;
    for (who, text, played) in [
        (&alice, "Nf3", "N g1-f3"),
        (&bob, "d7d5", "p d7-d5"),
        (&alice, "N f3-e5", "N f3-e5"),
        (&bob, "c7c6", "p c7-c6"),
        (&alice, "Nxc6", "N e5-c6"),
    ] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some(played), "{text}");
    }
    // The knight took on c6 and was blown away with the pawn it took (the pawns around stand),
    // and Bob's mail says so.
    let turn = notices(&s, &bob).await.pop().unwrap();
    let mail = mail_now(&s, &play, &bob, &turn, Some(5)).await.expect("Bob's turn holds");
    assert!(mail.contains("Alice played (ply 5): Nxc6\nEffect: blast: c6\n"), "{mail}");
    // The trap: a knight taking on f7 blows up the king beside it.
    let trap = game(&play, &alice, &bob, "atomic", Some(TimeControl::DaysPerMove(5))).await;
    for (who, text) in [(&alice, "g1f3"), (&bob, "d7d5"), (&alice, "f3e5"), (&bob, "a7a6"), (&alice, "Nxf7")] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert!(take_reply(&play, &reply, None, "move").await.unwrap().played.is_some(), "{text}");
    }
    let over = s.store.game(&trap).await.unwrap().unwrap();
    assert_eq!((over.ply, over.outcome.map(|o| o.winner())), (5, Some(Some(ortoo_rules::Side::White))), "{over:?}");
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 5);
}
both_backends!(atomic_by_mail, atomic_is_played_by_reply);

/// Makruk by reply: the khon's step, the bia's promotion to a met on the sixth rank, and a third
/// repetition that ends the game.
async fn makruk_is_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "makruk", Some(TimeControl::DaysPerMove(5))).await;
    for (who, text, played) in [
        (&alice, "S c1-c2", "S c1-c2"),
        (&bob, "e6e5", "p e6-e5"),
        (&alice, "d4", "P d3-d4"),
        (&bob, "exd4", "p e5-d4"),
        (&alice, "e3e4", "P e3-e4"),
        // On Black's third rank the bia becomes a met.
        (&bob, "d4d3", "p d4-d3; m-d3"),
    ] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some(played), "{text}");
    }
    // A khon does not step straight back.
    let reply = reply_to_latest(&s, &play, &alice, "S c2-c1\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(refused.refusal.as_deref().is_some_and(|r| r.contains("S c2-c1")), "{refused:?}");
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 6);
    // The knights go out and back twice: the position after the met's promotion comes a third
    // time, and the game ends drawn, both told.
    for (who, text) in [(&alice, "g1e2"), (&bob, "g8e7"), (&alice, "e2g1"), (&bob, "e7g8")].repeat(2) {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert!(take_reply(&play, &reply, None, "move").await.unwrap().played.is_some(), "{text}");
    }
    let over = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!(
        (over.ply, over.outcome),
        (14, Some(ortoo_rules::Outcome::Draw { reason: ortoo_rules::Reason::Repetition }))
    );
    let told = notices(&s, &alice).await.pop().unwrap();
    let mail = mail_now(&s, &play, &alice, &told, Some(14)).await.expect("the last notice holds");
    assert!(mail.to_lowercase().contains("repetition"), "{mail}");
}
both_backends!(makruk_by_mail, makruk_is_played_by_reply);

/// Janggi by reply: a soldier's sideways step, a pass, and the bikjang that a pass ends on
/// points; the points stand under the board in the mail.
async fn janggi_is_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "janggi", Some(TimeControl::DaysPerMove(5))).await;
    for (who, text, played) in [(&alice, "P e4-d4", "P e4-d4"), (&bob, "pass", "pass"), (&alice, "b1c3", "N b1-c3")] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some(played), "{text}");
    }
    let turn = notices(&s, &bob).await.pop().unwrap();
    let mail = mail_now(&s, &play, &bob, &turn, Some(3)).await.expect("Bob's turn holds");
    assert!(mail.contains("Points: White 72, Black 73.5."), "{mail}");
    // Black parts nothing: the e7 soldier steps aside, the generals face each other, and
    // White's pass ends the game on points: Black, 1.5 up for moving second, wins.
    for (who, text) in [(&bob, "e7f7"), (&alice, "pass")] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert!(take_reply(&play, &reply, None, "move").await.unwrap().played.is_some(), "{text}");
    }
    let over = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!(over.ply, 5);
    assert_eq!(
        over.outcome,
        Some(ortoo_rules::Outcome::Win { winner: ortoo_rules::Side::Black, reason: ortoo_rules::Reason::Bikjang }),
        "{over:?}"
    );
}
both_backends!(janggi_by_mail, janggi_is_played_by_reply);

/// Janggi's arrangements by mail: the challenge says what the one accepting chooses, a reply
/// with a value the game does not know is refused in words and changes nothing, and `accept
/// arrangement=left` starts the game from the position both players made, the challenger's
/// choice for Blue and the reply's for Red.
async fn janggi_arrangements_are_chosen_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let request = NewChallenge {
        variant: "janggi".into(),
        options: [("blue".to_string(), serde_json::json!("outer"))].into_iter().collect(),
        setup: None,
        opponent: Opponent::User(bob.name.clone()),
        color: Some("white".into()),
        time_control: Some(TimeControl::DaysPerMove(5)),
        rated: None,
        rating_range: None,
    };
    let Created::Challenge(c) = play.challenges.create_challenge(&alice, request, None).await.unwrap() else {
        panic!("a challenge")
    };
    let told = notices(&s, &bob).await.pop().unwrap();
    assert!(told.detail.contains("Blue's horses and elephants: elephant, horse, horse, elephant"), "{}", told.detail);
    assert!(told.detail.contains("You choose your own arrangement as you accept"), "{}", told.detail);
    assert!(told.detail.contains("\nleft: elephant, horse, elephant, horse (상마상마)"), "{}", told.detail);
    assert!(told.detail.contains("Reply \"accept arrangement=outer\""), "{}", told.detail);

    let reply = reply_to_kind(&s, &play, &bob, "challenge", "accept arrangement=sideways\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(
        refused.refusal.as_deref().is_some_and(|r| r.contains("takes one of inner, outer, left, right")),
        "{refused:?}"
    );
    assert_eq!(s.store.challenge(&c.id).await.unwrap().unwrap().status, ortoo_core::ChallengeStatus::Open);

    let reply = reply_to_kind(&s, &play, &bob, "challenge", "Accept arrangement=LEFT\r\n").await;
    assert!(take_reply(&play, &reply, None, "move").await.unwrap().refusal.is_none());
    let game = s.store.challenge(&c.id).await.unwrap().unwrap().game_id.expect("the game began");
    let game = s.store.game(&game).await.unwrap().unwrap();
    assert_eq!(game.start_position, "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1");
    // Blue's horse stands on c1 now, and moves from it.
    let reply = reply_to_latest(&s, &play, &alice, "c1d3\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("N c1-d3"));
}
both_backends!(janggi_arrangements_by_mail, janggi_arrangements_are_chosen_by_reply);

/// Duck chess by reply: each move with its duck, in each notation; a duck left where it stood
/// is refused in words; taking the king wins.
async fn duck_chess_is_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "duck", Some(TimeControl::DaysPerMove(5))).await;
    for (who, text, played) in [
        (&alice, "P e2-e4; duck-e6", "P e2-e4; duck-e6"),
        (&bob, "f7f6,f6a3", "p f7-f6; duck-a3"),
        (&alice, "Qh5,a4", "Q d1-h5; duck-a4"),
    ] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some(played), "{text}");
    }
    let reply = reply_to_latest(&s, &play, &bob, "g7g6,g6a4\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(
        refused.refusal.as_deref().is_some_and(|r| r.contains("The duck cannot go to a4: the duck stands there now")),
        "{refused:?}"
    );
    // Black leaves the king open; the queen takes it.
    for (who, text) in [(&bob, "a7a6,a6b4"), (&alice, "Qxe8,e2")] {
        let reply = reply_to_latest(&s, &play, who, &format!("{text}\r\n")).await;
        assert!(take_reply(&play, &reply, None, "move").await.unwrap().played.is_some(), "{text}");
    }
    let over = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!(over.ply, 5);
    assert_eq!(over.outcome.map(|o| o.winner()), Some(Some(ortoo_rules::Side::White)), "{over:?}");
}
both_backends!(duck_by_mail, duck_chess_is_played_by_reply);

/// A player's own variant plays by mail too: its pieces' names in the refusals, and the game
/// keeps its rules when the file is replaced midway.
async fn an_uploaded_game_is_played_by_reply(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let text = "# Wazir war: chess on six ranks with wazirs for knights.\n[wazirwar:chess]\nmaxRank = 6\n\
                customPiece1 = w:W\nstartFen = rwbqkbwr/pppppppp/8/8/PPPPPPPP/RWBQKBWR w KQkq - 0 1\n";
    let upload =
        |text: &str| ortoo_play::variant_files::Upload { name: "mine.ini".into(), text: text.into(), listed: true };
    let file = play.variant_files.upload(&alice, upload(text)).await.unwrap();
    let variant = file.variants[0].id.clone();
    let id = game(&play, &alice, &bob, &variant, Some(TimeControl::DaysPerMove(5))).await;
    let opening = reply_to_latest(&s, &play, &alice, "d2d3\r\n").await;
    assert_eq!(take_reply(&play, &opening, None, "move").await.unwrap().played.as_deref(), Some("P d2-d3"));
    // The file replaced: the wazir leaps two as well in new games, not in this one.
    play.variant_files.upload(&alice, upload(&text.replace("w:W\n", "w:WD\n"))).await.unwrap();
    let reply = reply_to_latest(&s, &play, &bob, "W b6-b4\r\n").await;
    let refused = take_reply(&play, &reply, None, "move").await.unwrap();
    assert!(refused.refusal.as_deref().unwrap().contains("Wazir on b6 does not move that way"), "{refused:?}");
    let reply = reply_to_latest(&s, &play, &bob, "e5e4\r\n").await;
    assert_eq!(take_reply(&play, &reply, None, "move").await.unwrap().played.as_deref(), Some("p e5-e4"));
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 2);
}
both_backends!(uploaded_by_mail, an_uploaded_game_is_played_by_reply);

/// A reply to the latest notice of `kind` that `to` was sent, with `body`.
async fn reply_to_kind(s: &Server, play: &Play, to: &User, kind: &str, body: &str) -> Vec<u8> {
    let n = notices(s, to).await.into_iter().rev().find(|n| n.kind.map(|k| k.as_str()) == Some(kind)).unwrap();
    reply_to(s, play, to, &n, body).await
}

/// A reply to notice `n`, sent to `to`, with `body`.
async fn reply_to(s: &Server, play: &Play, to: &User, n: &ortoo_core::store::Listed, body: &str) -> Vec<u8> {
    let r = s.store.reply_notice(&n.id).await.unwrap().unwrap();
    let about = r.game_id.as_ref().map(GameId::as_str).or(r.challenge_id.as_ref().map(ChallengeId::as_str)).unwrap();
    let token = play.settings.signer.reply_token(r.id.as_str(), r.user_id.as_str(), about, r.ply);
    format!(
        "From: {} <{}>\r\nTo: ortoo <move+{token}@ortoo.example>\r\nSubject: Re: {}\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{body}",
        to.name, to.email, n.subject
    )
    .into_bytes()
}

/// The latest answer `to` was sent: its subject, and its mail as it would go now.
async fn last_answer(s: &Server, play: &Play, to: &User) -> (String, String) {
    let n = notices(s, to).await.into_iter().rev().find(|n| n.kind == Some(ortoo_core::NoticeKind::Reply)).unwrap();
    let mail = mail_now(s, play, to, &n, None).await.unwrap();
    (n.subject, mail)
}

/// Every command a reply may give, each done as the web does it and answered by mail; refused
/// ones change nothing.
async fn commands_by_mail_are_done_and_answered(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", None).await;
    play.games
        .submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), Some("Open.".into())), None)
        .await
        .unwrap();
    let take = |raw: Vec<u8>| {
        let play = play.clone();
        async move { take_reply(&play, &raw, None, "move").await.unwrap() }
    };

    // help, board, moves, log: answered, nothing changed. Case and a full stop are forgiven.
    take(reply_to_kind(&s, &play, &bob, "turn", "Help.\r\n").await).await;
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert_eq!(subject, "What a reply may say");
    assert!(mail.contains("  resign   resign the game") && mail.contains("your move (\"P e2-e4\""), "{mail}");
    take(reply_to_kind(&s, &play, &bob, "turn", "BOARD\r\n-- \r\nBob\r\n").await).await;
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert_eq!(subject, "The board after ply 1");
    assert!(mail.contains("White is to move") || mail.contains("Black is to move."), "{mail}");
    assert!(mail.lines().any(|l| l.trim_start().starts_with("1   R N B K Q B N R")), "Black's view:\n{mail}");
    take(reply_to_kind(&s, &play, &bob, "turn", "moves\r\n").await).await;
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert_eq!(subject, "Your 20 legal moves");
    assert!(mail.contains("n b8-a6, n b8-c6"), "{mail}");
    take(reply_to_kind(&s, &play, &alice, "turn", "moves\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &alice).await.0, "Not your turn");
    take(reply_to_kind(&s, &play, &bob, "turn", "log\r\n").await).await;
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert_eq!(subject, "The game so far");
    assert!(
        mail.contains("Chess: Alice (White) against Bob (Black)") && mail.contains("  1. White P e2-e4\n       Open."),
        "{mail}"
    );
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().ply, 1, "reading changes nothing");

    // An answer sent on Bob's turn carries the ply: a move can be sent by replying to it.
    let answered = take(reply_to_kind(&s, &play, &bob, "reply", "e7e5\r\n").await).await;
    assert_eq!(answered.played.as_deref(), Some("p e7-e5"));

    // A draw: offered by mail, declined by mail, offered again and agreed by mail.
    take(reply_to_kind(&s, &play, &alice, "turn", "draw\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &alice).await.0, "Draw offered");
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().draw_offer, Some(ortoo_core::Side::White));
    let offer_mail = mail_now(&s, &play, &bob, &notices(&s, &bob).await.pop().unwrap(), None).await.unwrap();
    assert!(offer_mail.contains("reply to this mail with \"draw\" to accept it"), "{offer_mail}");
    take(reply_to_kind(&s, &play, &bob, "draw_offer", "decline\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Draw declined");
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().draw_offer, None);
    // decline with nothing offered is refused as the web refuses it.
    let refused = take(reply_to_kind(&s, &play, &bob, "draw_offer", "decline\r\n").await).await;
    assert_eq!(refused.refusal.as_deref(), Some("Your opponent has not offered a draw."));
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Not done: decline");
    // claim: no draw the rules allow here.
    let refused = take(reply_to_kind(&s, &play, &alice, "turn", "claim\r\n").await).await;
    assert!(refused.refusal.is_some(), "{refused:?}");
    // A move sent in reply to a mail that was not about a turn is refused, not guessed.
    let refused = take(reply_to_kind(&s, &play, &bob, "draw_offer", "g8f6\r\n").await).await;
    assert!(refused.refusal.unwrap().contains("not sent for a move"));
    take(reply_to_kind(&s, &play, &alice, "turn", "draw\r\n").await).await;
    take(reply_to_kind(&s, &play, &bob, "draw_offer", "Draw\r\n").await).await;
    let drawn = s.store.game(&id).await.unwrap().unwrap();
    assert!(!drawn.is_active() && drawn.reason() == Some("agreement"), "{drawn:?}");
    assert_eq!(last_answer(&s, &play, &bob).await.0, "The game is drawn");
    // After the game, commands that change it are refused; reading still works.
    let refused = take(reply_to_kind(&s, &play, &bob, "game_over", "resign\r\n").await).await;
    assert!(refused.refusal.unwrap().contains("The game is over"));
    take(reply_to_kind(&s, &play, &bob, "game_over", "log\r\n").await).await;
    assert!(last_answer(&s, &play, &bob).await.1.contains("Result:"));

    // Resigning by mail, in a second game.
    let second = game(&play, &alice, &bob, "chess", None).await;
    take(reply_to_kind(&s, &play, &alice, "turn", "resign\r\n").await).await;
    let ended = s.store.game(&second).await.unwrap().unwrap();
    assert_eq!(ended.reason(), Some("resignation"));
    assert_eq!(last_answer(&s, &play, &alice).await.0, "You resigned");

    // A challenge answered by mail: accepted (the game begins), and another declined.
    let challenge = |who: &User| NewChallenge {
        variant: "koan".into(),
        options: Default::default(),
        setup: None,
        opponent: Opponent::User(who.name.clone()),
        color: Some("black".into()),
        time_control: None,
        rated: None,
        rating_range: None,
    };
    play.challenges.create_challenge(&alice, challenge(&bob), None).await.unwrap();
    let told = notices(&s, &bob).await.pop().unwrap();
    assert!(told.detail.starts_with("Alice challenges you to a rated game of Koan"), "{}", told.detail);
    take(reply_to_kind(&s, &play, &bob, "challenge", "accept\r\n").await).await;
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert_eq!(subject, "Challenge accepted", "{mail}");
    assert!(mail.contains("White moves first (you)"), "{mail}");
    let turn =
        notices(&s, &bob).await.into_iter().rev().find(|n| n.kind == Some(ortoo_core::NoticeKind::Turn)).unwrap();
    assert!(turn.subject.starts_with("Koan: Your move"), "Bob plays White and is told it is his move: {turn:?}");
    play.challenges.create_challenge(&alice, challenge(&bob), None).await.unwrap();
    take(reply_to_kind(&s, &play, &bob, "challenge", "e2e4\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Not played: e2e4");
    take(reply_to_kind(&s, &play, &bob, "challenge", "decline\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Challenge declined");
    // The challenge is gone: answering it again is refused, as the web would.
    let again = take(reply_to_kind(&s, &play, &bob, "challenge", "accept\r\n").await).await;
    assert!(again.refusal.is_some(), "{again:?}");

    // An out-of-office answer to one of our mails is never answered (no mail loop).
    let mut auto = reply_to_kind(&s, &play, &bob, "turn", "I am away until Monday.\r\n").await;
    auto.splice(0..0, b"Auto-Submitted: auto-replied\r\n".iter().copied());
    let before = notices(&s, &bob).await.len();
    assert!(matches!(take_reply(&play, &auto, None, "move").await, Err(MailInError::Automatic)));
    assert_eq!(notices(&s, &bob).await.len(), before);
}
both_backends!(mail_commands, commands_by_mail_are_done_and_answered);

/// Takeback by mail, in a casual game: asked for, declined, asked again and granted; the turn
/// it gives back is played by replying to its notice, and a mail of the history taken back can
/// no longer play a move, though the game is at its ply again.
async fn takebacks_by_mail(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let request = NewChallenge {
        variant: "chess".into(),
        options: Default::default(),
        setup: None,
        opponent: Opponent::User(bob.name.clone()),
        color: Some("white".into()),
        time_control: Some(TimeControl::DaysPerMove(3)),
        rated: Some(false),
        rating_range: None,
    };
    let Created::Challenge(c) = play.challenges.create_challenge(&alice, request, None).await.unwrap() else {
        panic!()
    };
    let id = play.challenges.accept(&bob, &c.id, &[], None).await.unwrap().id.into_string();
    let take = |raw: Vec<u8>| {
        let play = play.clone();
        async move { take_reply(&play, &raw, None, "move").await.unwrap() }
    };
    for (who, ply, text) in [(&alice, 0, "e2e4"), (&bob, 1, "e7e5"), (&alice, 2, "g1f3")] {
        clock.advance(1_000);
        play.games
            .submit_move(who, &GameId::from_text(id.as_str()), Typed::new(Via::Api, text, Some(ply), None), None)
            .await
            .unwrap();
    }
    let old_turn =
        notices(&s, &bob).await.into_iter().rev().find(|n| n.kind == Some(ortoo_core::NoticeKind::Turn)).unwrap();

    clock.advance(1_000);
    take(reply_to_kind(&s, &play, &alice, "turn", "takeback\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &alice).await.0, "Takeback asked for");
    assert_eq!(
        s.store.game(&GameId::from_text(id.as_str())).await.unwrap().unwrap().takeback_offer,
        Some(ortoo_core::Side::White)
    );
    let asked = notices(&s, &bob).await.pop().unwrap();
    assert_eq!(
        (asked.kind.map(|k| k.as_str()), asked.subject.as_str()),
        (Some("takeback_offer"), "Chess: Alice asks to take back a move")
    );
    assert!(asked.detail.contains("their move N g1-f3 (ply 3)"), "{}", asked.detail);
    let mail = mail_now(&s, &play, &bob, &asked, None).await.unwrap();
    assert!(mail.contains("reply to this mail with \"takeback\" to accept it"), "{mail}");
    take(reply_to_kind(&s, &play, &bob, "takeback_offer", "decline\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Takeback declined");
    assert_eq!(notices(&s, &alice).await.pop().unwrap().kind, Some(ortoo_core::NoticeKind::TakebackDeclined));
    let row = s.store.game(&GameId::from_text(id.as_str())).await.unwrap().unwrap();
    assert_eq!((row.ply, row.takeback_offer), (3, None), "declined, nothing is taken back");
    // Once answered, the request's mail is not sent: it would mislead.
    assert!(mail_now(&s, &play, &bob, &asked, None).await.is_none());

    clock.advance(1_000);
    take(reply_to_kind(&s, &play, &alice, "turn", "takeback\r\n").await).await;
    take(reply_to_kind(&s, &play, &bob, "takeback_offer", "Takeback.\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Takeback granted");
    let row = s.store.game(&GameId::from_text(id.as_str())).await.unwrap().unwrap();
    assert_eq!((row.ply, row.to_move, row.takeback_offer), (2, ortoo_core::Side::White, None));
    assert_eq!(s.store.moves(&GameId::from_text(id.as_str())).await.unwrap().len(), 2);
    let again = notices(&s, &alice).await.pop().unwrap();
    assert_eq!(again.kind, Some(ortoo_core::NoticeKind::Turn));
    assert!(again.detail.contains("Bob agreed: N g1-f3 taken back"), "{}", again.detail);

    // The turn given back is played by a reply to its notice; Bob's mail of the old ply 3
    // is of a history that is gone, and plays nothing, though the game is at ply 3 again.
    clock.advance(1_000);
    let played = take(reply_to(&s, &play, &alice, &again, "d2d4\r\n").await).await;
    assert_eq!(played.played.as_deref(), Some("P d2-d4"));
    let stale = take(reply_to(&s, &play, &bob, &old_turn, "b8c6\r\n").await).await;
    assert!(stale.refusal.unwrap().contains("Moves were taken back"));
    assert_eq!(s.store.game(&GameId::from_text(id.as_str())).await.unwrap().unwrap().ply, 3);
    let played = take(reply_to_kind(&s, &play, &bob, "turn", "e5d4\r\n").await).await;
    assert_eq!(played.played.as_deref(), Some("p e5-d4"));

    // Nothing to take back for a player who has not moved: refused, and said why.
    let fresh = game(&play, &alice, &bob, "chess", None).await;
    let refused = take(reply_to_kind(&s, &play, &alice, "turn", "takeback\r\n").await).await;
    assert!(refused.refusal.unwrap().contains("casual games"), "rated by default");
    assert_eq!(s.store.game(&fresh).await.unwrap().unwrap().takeback_offer, None);
}
both_backends!(takebacks_mail, takebacks_by_mail);

/// A forecast by mail: `if X then Y` lines in a reply on the opponent's turn are checked and
/// kept, `forecast` sends them back, the opponent's move on the tree is answered at once, and a
/// line the rules refuse keeps nothing.
async fn a_forecast_by_mail_is_kept_and_played(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", None).await;
    play.games.submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), None), None).await.unwrap();
    let take = |raw: Vec<u8>| {
        let play = play.clone();
        async move { take_reply(&play, &raw, None, "move").await.unwrap() }
    };
    take(reply_to_kind(&s, &play, &alice, "turn", "if e7e5 then e1e3\r\n").await).await;
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert_eq!(subject, "Not done: if e7e5 then e1e3");
    assert!(mail.contains("\"e1e3\" after p e7-e5 cannot be played"), "{mail}");
    take(
        reply_to_kind(
            &s,
            &play,
            &alice,
            "turn",
            "If e7e5 then g1f3 then if b8c6 then f1b5\r\nif d7d5 then e4d5\r\n\r\n> quoted\r\n",
        )
        .await,
    )
    .await;
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert_eq!(subject, "Forecast kept", "{mail}");
    assert!(
        mail.contains("  if p e7-e5 then N g1-f3 then if n b8-c6 then B f1-b5\n  if p d7-d5 then P e4-d5\n"),
        "{mail}"
    );
    take(reply_to_kind(&s, &play, &alice, "turn", "forecast\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &alice).await.0, "Your forecast");
    let done = play.games.submit_move(&bob, &id, Typed::new(Via::Api, "e7e5", Some(1), None), None).await.unwrap();
    assert_eq!((done.ply, done.game.ply), (2, 3), "answered at once");
    let told = notices(&s, &alice).await.pop().unwrap();
    assert_eq!(told.kind, Some(ortoo_core::NoticeKind::Forecast));
    assert_eq!(told.subject, "Bob played e5; your forecast answered Nf3");
    let mail = mail_now(&s, &play, &alice, &told, None).await.unwrap();
    assert!(mail.contains("Your forecast goes on from here.") && mail.contains("1. e4 e5"), "{mail}");
    // Bob is told of the reply as of any move, with the turn.
    let turn = notices(&s, &bob).await.pop().unwrap();
    assert_eq!((turn.kind.map(|k| k.as_str()), turn.detail.contains("Nf3")), (Some("turn"), true), "{}", turn.detail);
    take(reply_to_kind(&s, &play, &alice, "forecast", "forecast clear\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &alice).await.0, "Forecast removed");
    play.games.submit_move(&bob, &id, Typed::new(Via::Api, "b8c6", Some(3), None), None).await.unwrap();
    assert_eq!(play.games.game(&id).await.unwrap().ply, 4, "removed, so not played");
}
both_backends!(forecast_by_mail, a_forecast_by_mail_is_kept_and_played);

/// The game's conversation and notes by mail: `say` sends a message (with the lines under it)
/// that reaches the opponent by mail in the game's thread, and they answer it the same way;
/// `note` keeps the player's note and sends it back.
async fn talk_and_notes_by_mail(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", None).await;
    let take = |raw: Vec<u8>| {
        let play = play.clone();
        async move { take_reply(&play, &raw, None, "move").await.unwrap() }
    };
    take(
        reply_to_kind(
            &s,
            &play,
            &alice,
            "turn",
            "Say Good luck!\r\nI have been looking forward to this.\r\n\r\n> quoted\r\n",
        )
        .await,
    )
    .await;
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert_eq!(subject, "Message sent", "{mail}");
    let told = notices(&s, &bob).await.pop().unwrap();
    assert_eq!((told.kind.map(|k| k.as_str()), told.subject.as_str()), (Some("chat"), "Alice says: Good luck!"));
    let mail = mail_now(&s, &play, &bob, &told, None).await.unwrap();
    assert!(mail.contains("Alice says:\n\nGood luck!\nI have been looking forward to this.\n"), "{mail}");
    assert!(mail.contains("Reply with \"say\""), "{mail}");
    take(reply_to_kind(&s, &play, &bob, "chat", "say Thanks, you too.\r\n").await).await;
    let log = play.conversations.chat(&alice, &play.games.game(&id).await.unwrap()).await.unwrap();
    let lines: Vec<(&str, &str)> = log.iter().map(|m| (m.user_name.as_str(), m.text.as_str())).collect();
    assert_eq!(lines, [("Alice", "Good luck!\nI have been looking forward to this."), ("Bob", "Thanks, you too.")]);
    take(reply_to_kind(&s, &play, &alice, "chat", "note Bob answers fast.\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &alice).await.0, "Note kept");
    take(reply_to_kind(&s, &play, &alice, "chat", "note\r\n").await).await;
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert_eq!(subject, "Your note");
    assert!(mail.contains("Bob answers fast."), "{mail}");
    take(reply_to_kind(&s, &play, &bob, "chat", "say\r\n").await).await;
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Not done: say");
}
both_backends!(talk_by_mail, talk_and_notes_by_mail);

/// New mail to the play address from `from`, with `subject`.
fn new_mail(to: &str, from: &str, subject: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nThanks!\r\n"
    )
    .into_bytes()
}

/// The reply that confirms the latest command held for `user`.
async fn confirmation_reply(s: &Server, play: &Play, user: &User) -> Vec<u8> {
    let n = notices(s, user).await.into_iter().rev().find(|n| n.kind == Some(ortoo_core::NoticeKind::Confirm)).unwrap();
    let token = play.settings.signer.command_token(n.id.as_str(), user.id.as_str());
    new_mail(&format!("play+{token}@ortoo.example"), &user.email, &format!("Re: {}", n.subject))
}

/// Commands by new mail: read-only ones answered at once, the rest held until the account's
/// owner confirms them (From can be forged), then done once; watchers get every move.
async fn new_mail_commands_are_confirmed_then_done_once(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob, carol) = (user(&s, "Alice").await, user(&s, "Bob").await, user(&s, "Carol").await);
    let take = |raw: Vec<u8>| {
        let play = play.clone();
        async move { take_order(&play, &raw, None, "play").await }
    };
    let to = "ortoo <play@ortoo.example>";
    let id = game(&play, &alice, &bob, "chess", Some(TimeControl::DaysPerMove(3))).await;
    // Mail is told apart from replies by its address.
    let games_mail = new_mail(to, &alice.email, "games");
    assert!(is_new_mail(&games_mail, None, "move", "play"));
    assert!(!is_new_mail(&reply_to_latest_any(&s, &play, &alice).await, None, "move", "play"));

    // A stranger's mail is not answered (it is bounced by mail-in).
    assert!(matches!(take(new_mail(to, "mallory@example.org", "games")).await, Err(MailInError::UnknownSender(_))));
    // games and help are answered at once, to the account's own address.
    take(games_mail).await.unwrap();
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert_eq!(subject, "Your games: 1 to move of 1");
    assert!(
        mail.contains(&format!("Chess #{} against Bob: your move, ply 0. Deadline: ", &id.as_str()[24..])),
        "{mail}"
    );
    take(new_mail(to, &alice.email.to_uppercase(), "Re: help")).await.unwrap();
    assert!(last_answer(&s, &play, &alice).await.1.contains("challenge NAME GAME [days=N]"));
    // A command that is no command: answered with why and the list.
    take(new_mail(to, &alice.email, "challenge bob go")).await.unwrap();
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert!(subject.starts_with("Not done") && mail.contains("\"go\" is not a game here"), "{subject}\n{mail}");

    // A challenge by mail is held: nothing is created until Alice confirms it.
    let challenges = |who: &User| {
        let s = &s;
        let id = who.id.clone();
        async move { s.store.challenges_for(&id).await.unwrap().len() }
    };
    let before = challenges(&bob).await;
    take(new_mail(to, &alice.email, "challenge bob khans-chess days=3 color=black")).await.unwrap();
    assert_eq!(challenges(&bob).await, before, "held, not done");
    let confirm = notices(&s, &alice).await.pop().unwrap();
    assert_eq!(
        (confirm.kind.map(|k| k.as_str()), confirm.subject.as_str()),
        (Some("confirm"), "Confirm: challenge bob khans-chess days=3 color=black")
    );
    // A forged confirmation does nothing.
    let mut forged = String::from_utf8(confirmation_reply(&s, &play, &alice).await).unwrap();
    let at = forged.find("play+").unwrap() + 5 + 40;
    let flipped = if &forged[at..=at] == "0" { "1" } else { "0" };
    forged.replace_range(at..=at, flipped);
    assert!(matches!(take(forged.into_bytes()).await, Err(MailInError::Forged)));
    assert_eq!(challenges(&bob).await, before);
    // The genuine confirmation: done, answered, Bob told.
    let yes = confirmation_reply(&s, &play, &alice).await;
    take(yes.clone()).await.unwrap();
    assert_eq!(last_answer(&s, &play, &alice).await.0, "Challenge sent");
    assert_eq!(challenges(&bob).await, before + 1);
    assert_eq!(notices(&s, &bob).await.pop().unwrap().kind, Some(ortoo_core::NoticeKind::Challenge));
    // Confirmed again (a re-delivered reply): refused, not done twice.
    take(yes).await.unwrap();
    assert!(last_answer(&s, &play, &alice).await.1.contains("done already"));
    assert_eq!(challenges(&bob).await, before + 1);
    // An open challenge by mail, and a stale confirmation.
    take(new_mail(to, &alice.email, "new koan")).await.unwrap();
    clock.advance(8 * DAY_MS);
    take(confirmation_reply(&s, &play, &alice).await).await.unwrap();
    assert!(last_answer(&s, &play, &alice).await.1.contains("more than 7 days old"));

    // Carol watches Alice and Bob's game by mail, and is sent its next move.
    take(new_mail(to, &carol.email, &format!("watch https://ortoo.example/games/{id}"))).await.unwrap();
    take(confirmation_reply(&s, &play, &carol).await).await.unwrap();
    assert_eq!(last_answer(&s, &play, &carol).await.0, "Watching");
    play.games
        .submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), Some("For Carol.".into())), None)
        .await
        .unwrap();
    let watched = notices(&s, &carol).await.pop().unwrap();
    assert_eq!(
        (watched.kind.map(|k| k.as_str()), watched.subject.as_str()),
        (Some("watched"), "Alice – Bob: Alice played e4")
    );
    let mail = mail_now(&s, &play, &carol, &watched, None).await.unwrap();
    for part in ["Alice (White) played (ply 1): e4", "Comment: For Carol.", "1. e4", "Reply \"unwatch\""] {
        assert!(mail.contains(part), "{part:?} missing:\n{mail}");
    }
    // A player cannot watch their own game; unwatching by a reply to the watched mail stops it.
    assert!(play.games.watch(&alice, &id).await.is_err());
    take_reply(&play, &reply_to_kind(&s, &play, &carol, "watched", "unwatch\r\n").await, None, "move").await.unwrap();
    assert_eq!(last_answer(&s, &play, &carol).await.0, "Not watching");
    play.games.submit_move(&bob, &id, Typed::new(Via::Api, "e7e5", Some(1), None), None).await.unwrap();
    assert_eq!(notices(&s, &carol).await.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Watched)).count(), 1);

    // With a mail password (pbmserv's way) a command is done at once; a wrong one does nothing,
    // and the password is never repeated in an answer.
    let password = |p: &str| ortoo::prefs::SettingsChange { mail_password: Some(p.into()), ..Default::default() };
    assert!(play.preferences.change_settings(&alice, password("short")).await.is_err(), "too short");
    let settings = play.preferences.change_settings(&alice, password("Kh4n-of-khans")).await.unwrap();
    assert!(settings.mail_password_set);
    let before = challenges(&bob).await;
    take(new_mail(to, &alice.email, "challenge bob koan password=wrong-one")).await.unwrap();
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert!(mail.contains("The mail password is wrong") && !mail.contains("wrong-one"), "{subject}\n{mail}");
    take(new_mail(to, &alice.email, "challenge bob koan password=Kh4n-of-khans")).await.unwrap();
    let (subject, mail) = last_answer(&s, &play, &alice).await;
    assert_eq!(subject, "Challenge sent", "{mail}");
    assert!(!mail.contains("Kh4n-of-khans"));
    assert_eq!(challenges(&bob).await, before + 1, "done without a confirmation");
    take(new_mail(to, &carol.email, "new koan secret=anything")).await.unwrap();
    assert!(last_answer(&s, &play, &carol).await.1.contains("You have no mail password"));
    play.preferences.change_settings(&alice, password("")).await.unwrap();
    take(new_mail(to, &alice.email, "challenge bob koan password=Kh4n-of-khans")).await.unwrap();
    assert!(last_answer(&s, &play, &alice).await.1.contains("You have no mail password"), "removed");
}
both_backends!(new_mail_commands, new_mail_commands_are_confirmed_then_done_once);

/// Tournaments by new mail: `tournaments` lists those open and under way at once, `join` (with
/// the mail password here) joins one, and `withdraw` leaves it; the web's refusals come back
/// in words.
async fn tournaments_by_mail(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let take = |raw: Vec<u8>| {
        let play = play.clone();
        async move { take_order(&play, &raw, None, "play").await }
    };
    let to = "ortoo <play@ortoo.example>";
    let request = ortoo_play::tournaments::NewTournament {
        name: "Koan by post".into(),
        kind: "swiss".into(),
        variant: "koan".into(),
        options: Default::default(),
        time_control: None,
        rated: None,
        rounds: Some(3),
        starts_at: None,
    };
    let t = play.tournaments.create_tournament(&alice, request).await.unwrap();
    take(new_mail(to, &bob.email, "tournaments")).await.unwrap();
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert_eq!(subject, "Tournaments");
    assert!(
        mail.contains("Koan by post (Swiss of Koan, 1 players, joining open") && mail.contains(t.id.as_str()),
        "{mail}"
    );
    let password = ortoo::prefs::SettingsChange { mail_password: Some("Kh4n-of-khans".into()), ..Default::default() };
    play.preferences.change_settings(&bob, password).await.unwrap();
    take(new_mail(to, &bob.email, &format!("join https://ortoo.example/tournaments/{} password=Kh4n-of-khans", t.id)))
        .await
        .unwrap();
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Joined");
    assert_eq!(play.tournaments.tournament(&t.id).await.unwrap().players, 2);
    take(new_mail(to, &bob.email, &format!("join {} password=Kh4n-of-khans", t.id))).await.unwrap();
    let (subject, mail) = last_answer(&s, &play, &bob).await;
    assert!(subject.starts_with("Not done") && mail.contains("You are in this tournament already."), "{mail}");
    take(new_mail(to, &bob.email, &format!("withdraw {} password=Kh4n-of-khans", t.id))).await.unwrap();
    assert_eq!(last_answer(&s, &play, &bob).await.0, "Left");
    assert_eq!(play.tournaments.tournament(&t.id).await.unwrap().players, 1);
}
both_backends!(tournaments_mail, tournaments_by_mail);

/// A tournament's game lost on time is a forfeit like any loss: the clock's tick ends the
/// games past their deadline and pairs the next round in the same pass.
async fn a_tournament_round_forfeited_on_time(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let mut players = Vec::new();
    for name in ["Anna", "Boris", "Chen", "Dora"] {
        players.push(user(&s, name).await);
    }
    let request = ortoo_play::tournaments::NewTournament {
        name: "Blitz by post".into(),
        kind: "swiss".into(),
        variant: "chess".into(),
        options: Default::default(),
        time_control: Some(TimeControl::DaysPerMove(1)),
        rated: Some(false),
        rounds: Some(2),
        starts_at: Some(T0 + DAY_MS),
    };
    let t = play.tournaments.create_tournament(&players[0], request).await.unwrap();
    for p in &players[1..] {
        play.tournaments.join_tournament(p, &t.id).await.unwrap();
    }
    // The clock starts it at its time.
    clock.advance(DAY_MS);
    play.schedule.tick(play.now()).await.unwrap();
    let v = play.tournaments.tournament_view(&t.id).await.unwrap();
    assert_eq!((v.tournament.status.as_str(), v.tournament.round, v.games.len()), ("running", 1, 2));
    // No one moves: each White loses on time at the deadline, and round 2 is paired at once.
    clock.advance(DAY_MS + 60_000);
    let tick = play.schedule.tick(play.now()).await.unwrap();
    assert_eq!(tick.timeouts, 2);
    let v = play.tournaments.tournament_view(&t.id).await.unwrap();
    assert_eq!(v.tournament.round, 2, "{:?}", v.tournament);
    assert!(
        v.games.iter().filter(|g| g.tournament.as_ref().unwrap().round == 1).all(|g| g.reason() == Some("timeout"))
    );
    let leaders: Vec<f64> = v.standings.iter().map(|s| s.points).collect();
    assert_eq!(leaders, [1.0, 1.0, 0.0, 0.0]);
    // The two who won on time meet in round 2.
    let winners: std::collections::BTreeSet<UserId> = v.standings[..2].iter().map(|s| s.player.clone()).collect();
    let second = v
        .games
        .iter()
        .find(|g| g.tournament.as_ref().unwrap().round == 2 && winners.contains(g.players.white.id.as_str()))
        .unwrap();
    assert!(winners.contains(second.players.black.id.as_str()));
}
both_backends!(tournament_timeouts, a_tournament_round_forfeited_on_time);

/// A reply to `to`'s latest notice that has a reply address (as `reply_to_kind`, any kind).
async fn reply_to_latest_any(s: &Server, play: &Play, to: &User) -> Vec<u8> {
    let kind = notices(s, to).await.into_iter().rev().find(|n| n.game_id.is_some()).unwrap().kind;
    reply_to_kind(s, play, to, kind.map_or("unknown", |k| k.as_str()), "board\r\n").await
}

async fn clocks_remind_pause_and_time_out(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let id = game(&play, &alice, &bob, "chess", Some(TimeControl::DaysPerMove(3))).await;
    play.games.submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", Some(0), None), None).await.unwrap();
    let g = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!(g.deadline, Some(T0 + 3 * DAY_MS));
    let reminders = |list: Vec<ortoo_core::store::Listed>| {
        list.into_iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Reminder)).count()
    };
    // Bob's reminders: 24 h and 2 h before his deadline, once each.
    clock.set(T0 + 47 * HOUR_MS);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().reminders, 0);
    clock.set(T0 + 48 * HOUR_MS + 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().reminders, 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().reminders, 0, "once");
    clock.set(T0 + 70 * HOUR_MS + 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().reminders, 1);
    assert_eq!(reminders(notices(&s, &bob).await), 2);
    let last =
        notices(&s, &bob).await.into_iter().rev().find(|n| n.kind == Some(ortoo_core::NoticeKind::Reminder)).unwrap();
    assert!(last.subject.contains("due in 1"), "{}", last.subject);

    // A vacation of 4 days stops Bob's clock: his deadline moves 4 days on.
    let v = play.preferences.start_vacation(&bob, 4).await.unwrap();
    assert_eq!(v.vacation_left_ms, 26 * DAY_MS);
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().deadline, Some(T0 + 7 * DAY_MS));
    clock.set(T0 + 3 * DAY_MS + 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().timeouts, 0, "paused, not timed out");
    // Back after one day of it: three days are given back, and the deadline comes 3 days nearer.
    let back_at = T0 + 70 * HOUR_MS + 1 + DAY_MS;
    clock.set(back_at);
    let v = play.preferences.end_vacation(&bob).await.unwrap();
    assert_eq!(v.vacation_left_ms, 29 * DAY_MS);
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().deadline, Some(T0 + 4 * DAY_MS));
    assert!(play.preferences.start_vacation(&bob, 30).await.is_err(), "only 29 days are left");

    // Bob's move arrives while Alice is on vacation: Alice's deadline starts after it.
    play.preferences.start_vacation(&alice, 2).await.unwrap();
    play.games.submit_move(&bob, &id, Typed::new(Via::Api, "e7e5", Some(1), None), None).await.unwrap();
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().deadline, Some(back_at + 2 * DAY_MS + 3 * DAY_MS));

    // Alice lets it pass: she loses on time, once, and both are told.
    clock.set(back_at + 5 * DAY_MS + 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().timeouts, 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().timeouts, 0);
    let g = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!((g.result(), g.reason()), (Some("black"), Some("timeout")));
    assert!(notices(&s, &alice).await.last().unwrap().subject.contains("You lost (timeout)"));
}
both_backends!(clocks, clocks_remind_pause_and_time_out);

async fn a_time_bank_is_topped_up_to_its_cap(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let bank = TimeControl::Bank(Bank { initial_days: 3, increment_days: 2, cap_days: 4 });
    let id = game(&play, &alice, &bob, "chess", Some(bank)).await;
    assert_eq!(s.store.game(&id).await.unwrap().unwrap().deadline, Some(T0 + 3 * DAY_MS));
    clock.advance(DAY_MS);
    play.games.submit_move(&alice, &id, Typed::new(Via::Api, "e2e4", None, None), None).await.unwrap();
    let g = s.store.game(&id).await.unwrap().unwrap();
    // Alice: 2 days left + 2 = 4 (at the cap). Bob: his 3 days from now.
    assert_eq!(g.banks_ms.white, Some(4 * DAY_MS));
    assert_eq!(g.deadline, Some(T0 + DAY_MS + 3 * DAY_MS));
    clock.advance(HOUR_MS);
    play.games.submit_move(&bob, &id, Typed::new(Via::Api, "e7e5", None, None), None).await.unwrap();
    let g = s.store.game(&id).await.unwrap().unwrap();
    assert_eq!(g.banks_ms.black, Some(4 * DAY_MS), "3 days less an hour, +2, capped at 4");
    assert_eq!(g.deadline, Some(T0 + DAY_MS + HOUR_MS + 4 * DAY_MS));
    let view = s.get(None, &format!("/api/v1/games/{id}")).await.json::<serde_json::Value>().await.unwrap();
    assert_eq!(view["time_control"]["bank"]["cap_days"], 4);
}
both_backends!(time_bank, a_time_bank_is_topped_up_to_its_cap);

/// Moving and taking the move back, again and again, never grows a bank: two days' bank and a
/// day's increment, moved and taken back four times, stays at two days less the time spent.
async fn takebacks_never_grow_a_bank(s: Server) {
    let clock = Clock::manual(T0);
    let (play, _) = services(&s, &config(&s), &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let bank = TimeControl::Bank(Bank { initial_days: 2, increment_days: 1, cap_days: 10 });
    let request = NewChallenge {
        variant: "chess".into(),
        options: Default::default(),
        setup: None,
        opponent: Opponent::User(bob.name.clone()),
        color: Some("white".into()),
        time_control: Some(bank),
        rated: Some(false),
        rating_range: None,
    };
    let Created::Challenge(c) = play.challenges.create_challenge(&alice, request, None).await.unwrap() else {
        panic!("a challenge")
    };
    let id = play.challenges.accept(&bob, &c.id, &[], None).await.unwrap().id.into_string();
    use ortoo::takeback::TakebackAction;
    for round in 1..=4 {
        clock.advance(HOUR_MS);
        play.games
            .submit_move(&alice, &GameId::from_text(id.as_str()), Typed::new(Via::Api, "e2e4", None, None), None)
            .await
            .unwrap();
        play.games.takeback(&alice, &GameId::from_text(id.as_str()), TakebackAction::Offer, None).await.unwrap();
        play.games.takeback(&bob, &GameId::from_text(id.as_str()), TakebackAction::Accept, None).await.unwrap();
        let g = s.store.game(&GameId::from_text(id.as_str())).await.unwrap().unwrap();
        assert_eq!((g.ply, g.to_move), (0, ortoo_core::Side::White));
        // Alice's clock ran an hour each round, and ran on from where it was.
        assert_eq!(g.banks_ms.white, Some(2 * DAY_MS - round * HOUR_MS), "round {round}");
        assert_eq!(g.deadline, Some(clock.now() + 2 * DAY_MS - round * HOUR_MS), "round {round}");
        assert_eq!(g.banks_ms.black, Some(2 * DAY_MS), "round {round}: Bob's bank is untouched");
    }
}
both_backends!(takeback_bank, takebacks_never_grow_a_bank);

/// Two schedulers (two processes' services, each with its own connection pool) tick at once
/// over the same due games: each game times out once, each reminder is stored once.
async fn racing_schedulers_act_once(s: Server) {
    let clock = Clock::manual(T0);
    let config = config(&s);
    let (play, _) = services(&s, &config, &clock).await;
    let other_db = ortoo::db::Db::connect(&s.database_url, 8).await.unwrap();
    let (rival, _) = ortoo::server::build(&other_db, &config, clock.clone()).await.unwrap();
    let mut games = Vec::new();
    for i in 0..12 {
        let (w, b) = (user(&s, &format!("W{i}")).await, user(&s, &format!("B{i}")).await);
        let days = if i % 2 == 0 { 1 } else { 5 };
        let id = game(&play, &w, &b, "chess", Some(TimeControl::DaysPerMove(days))).await;
        play.games.submit_move(&w, &id, Typed::new(Via::Api, "e2e4", None, None), None).await.unwrap();
        games.push(id);
    }
    // Day 1 + 1 ms: six games (1 day per move) time out; the six others are 4 days from their
    // deadlines — no reminder yet. Day 4 + 1 ms: their 24-hour reminders.
    for (at, timeouts, reminders) in [(T0 + DAY_MS + 1, 6, 0), (T0 + 4 * DAY_MS + 1, 0, 6)] {
        clock.set(at);
        let (a, b) = tokio::join!(play.schedule.tick(at), rival.schedule.tick(at));
        let (a, b) = (a.unwrap(), b.unwrap());
        assert_eq!((a.timeouts + b.timeouts, a.reminders + b.reminders), (timeouts, reminders), "{a:?} {b:?}");
    }
    let mut over = 0;
    for id in &games {
        over += (s.store.game(id).await.unwrap().unwrap().status().as_str() == "finished") as usize;
    }
    assert_eq!(over, 6);
    let counts = s.store.outbox_counts().await.unwrap();
    let total: i64 = counts.iter().map(|(_, n)| n).sum();
    // Per game: challenge, begin, turn; six games over (2 each), six reminders.
    assert_eq!(total, 12 * 3 + 6 * 2 + 6, "{counts:?}");
}
both_backends!(racing_schedulers, racing_schedulers_act_once);

async fn digests_fold_a_days_notices_into_one_mail(s: Server) {
    let clock = Clock::manual(T0);
    let port = free_port();
    let config = smtp_config(&s, port);
    let inbox = Inbox::default();
    start_smtp(port, inbox.clone());
    let (play, notifier) = services(&s, &config, &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let change = ortoo::prefs::SettingsChange { notify: Some("digest".into()), ..Default::default() };
    play.preferences.change_settings(&bob, change).await.unwrap();
    let id = game(&play, &alice, &bob, "chess", None).await;
    for (who, mv) in [(&alice, "e2e4"), (&bob, "e7e5"), (&alice, "d2d4")] {
        play.games.submit_move(who, &id, Typed::new(Via::Api, mv, None, None), None).await.unwrap();
    }
    let held: Vec<_> = notices(&s, &bob).await.into_iter().filter(|n| n.email == "held").collect();
    assert_eq!(held.len(), 3, "challenge and two turn notices wait for the digest");
    // The digest's day began when Bob chose it: nothing before it is over, one digest after.
    clock.advance(DAY_MS - 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().digests, 0);
    clock.advance(1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().digests, 1);
    assert_eq!(play.schedule.tick(clock.now()).await.unwrap().digests, 0, "one a day");
    assert!(notices(&s, &bob).await.iter().all(|n| n.email == "digested"));
    let counts = s.store.outbox_counts().await.unwrap();
    assert!(counts.contains(&("digested".to_string(), 3)), "{counts:?}");
    // The digest's mail: the notices' words, then the game awaiting Bob's move with its board.
    notifier.round().await.unwrap();
    let messages = inbox.messages.lock().unwrap().clone();
    let digest = messages.iter().find(|m| m.contains("Your daily digest: 3 notices")).expect("the digest was mailed");
    let message = mail_parser::MessageParser::default().parse(digest.as_bytes()).unwrap();
    let plain = message.body_text(0).unwrap();
    for part in [
        "3 notices since your last digest",
        "One game awaiting your move, as it stands now:",
        &format!("Chess #{} against Alice (you play Black), ply 3", &id.as_str()[24..]),
    ] {
        assert!(plain.contains(part), "{part:?} missing:\n{plain}");
    }
    assert!(plain.lines().any(|l| l.trim_start().starts_with("1   R N B K Q B N R")), "Bob's board:\n{plain}");
    let html = message.body_html(0).unwrap();
    assert_eq!(html.matches("<img src=\"cid:").count(), 1, "one board a game awaiting: {html}");
}
both_backends!(digests, digests_fold_a_days_notices_into_one_mail);

async fn settings_notices_and_unsubscribe_over_http(s: Server) {
    let alice = s.register("Alice").await;
    let bob = s.register("Bob").await;
    let r = s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice.token);
    let r = r.json(&serde_json::json!({"notify": "digest", "reminders": [2, 48]})).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!((body["notify"].as_str(), body["reminders"].clone()), (Some("digest"), serde_json::json!([48, 2])));
    let r = s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice.token);
    let r = r.json(&serde_json::json!({"notify": "hourly"})).send().await.unwrap();
    assert_eq!(r.status(), 400);
    // A time zone by its IANA name, written back as the database spells it; a wrong one is 400.
    let r = s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice.token);
    let r = r.json(&serde_json::json!({"time_zone": "asia/tokyo"})).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.json::<serde_json::Value>().await.unwrap()["time_zone"], "Asia/Tokyo");
    let r = s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice.token);
    let r = r.json(&serde_json::json!({"time_zone": "Moon/Tranquillity"})).send().await.unwrap();
    assert_eq!(r.status(), 400);
    assert!(r.text().await.unwrap().contains("is not a time zone"));
    // A language by its tag: null until chosen, "" gives the choice back to the browser, and a
    // language ortoo does not have is refused, naming those it has.
    assert_eq!(
        s.get(Some(&alice), "/api/v1/me/settings").await.json::<serde_json::Value>().await.unwrap()["language"],
        serde_json::Value::Null
    );
    let r = s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice.token);
    let r = r.json(&serde_json::json!({"language": "zh-Hans"})).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.json::<serde_json::Value>().await.unwrap()["language"], "zh-Hans");
    let r = s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice.token);
    let r = r.json(&serde_json::json!({"language": "tlh"})).send().await.unwrap();
    assert_eq!(r.status(), 400);
    assert!(r.text().await.unwrap().contains("no language \\\"tlh\\\""));
    let r = s.client.put(s.url("/api/v1/me/settings")).bearer_auth(&alice.token);
    let r = r.json(&serde_json::json!({"language": ""})).send().await.unwrap();
    assert_eq!(r.json::<serde_json::Value>().await.unwrap()["language"], serde_json::Value::Null);
    let r = s.post(&alice, "/api/v1/me/vacation", serde_json::json!({"days": 400})).await;
    assert_eq!(r.status(), 422);
    let r = s.post(&alice, "/api/v1/me/vacation", serde_json::json!({"days": 3})).await;
    assert_eq!(r.status(), 200);
    let r = s.client.delete(s.url("/api/v1/me/vacation")).bearer_auth(&alice.token).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let r = s.client.delete(s.url("/api/v1/me/vacation")).bearer_auth(&alice.token).send().await.unwrap();
    assert_eq!(r.status(), 409);

    s.new_game(&alice, &bob, "koan").await;
    let list: serde_json::Value = s.get(Some(&bob), "/api/v1/me/notifications?unread=true").await.json().await.unwrap();
    assert_eq!(list["notifications"].as_array().unwrap().len(), 1, "{list}");
    assert_eq!(list["notifications"][0]["kind"], "challenge");
    assert_eq!(list["notifications"][0]["subject"], "Alice challenges you to Koan");
    // Said in the language the client asks for, when the player chose none.
    let r = s.client.get(s.url("/api/v1/me/notifications")).bearer_auth(&bob.token).header("accept-language", "ja");
    let list: serde_json::Value = r.send().await.unwrap().json().await.unwrap();
    assert_eq!(list["notifications"][0]["subject"], "AliceさんからKoanの対局申し込み");
    let r = s.post(&bob, "/api/v1/me/notifications/read", serde_json::json!({})).await;
    assert_eq!(r.json::<serde_json::Value>().await.unwrap()["marked"], 1);

    // The one-click unsubscribe link: a genuine one turns e-mail off; a forged one is refused.
    let settings = ortoo::server::play_settings(&s.db, &Config::defaults(), Clock::system()).await.unwrap();
    let bob_user = s.store.user_by_name("Bob").await.unwrap().unwrap();
    let token = settings.signer.unsubscribe_token(bob_user.id.as_str());
    let page = s.client.get(s.url(&format!("/unsubscribe/{token}"))).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let done = s.client.post(s.url(&format!("/unsubscribe/{token}"))).body("List-Unsubscribe=One-Click");
    let done = done.header("content-type", "application/x-www-form-urlencoded").send().await.unwrap();
    assert_eq!(done.status(), 200);
    assert_eq!(s.store.prefs(&bob_user.id).await.unwrap().unwrap().notify, ortoo_core::NotifyMode::Off);
    let forged = format!("{}{}", &token[..51], if token.ends_with('0') { "1" } else { "0" });
    let r = s.client.post(s.url(&format!("/unsubscribe/{forged}"))).send().await.unwrap();
    assert_eq!(r.status(), 404);
}
both_backends!(settings_over_http, settings_notices_and_unsubscribe_over_http);

/// A second process on the test's database: its own pool (on SQLite its own writer), caches and
/// `Play`, as `ortoo mail-in` or another server is.
async fn another_process(s: &Server, config: &Config, clock: &Clock) -> Play {
    let db = ortoo::db::Db::connect(&s.database_url, 4).await.unwrap();
    ortoo::server::build(&db, config, clock.clone()).await.unwrap().0
}

/// What an attacker or a broken machine found from outside, bounded: one confirmation
/// delivered four times at once through two processes does its command once; wrong mail
/// passwords are counted, then not checked at all, and the owner is told once; forged commands
/// and an auto-responder that ignores RFC 3834 get a bounded number of answers; messages by mail
/// and over two processes share one allowance.
async fn mail_floods_and_guesses_are_bounded(s: Server) {
    let clock = Clock::manual(T0);
    let config = config(&s);
    let (a, _) = services(&s, &config, &clock).await;
    let b = another_process(&s, &config, &clock).await;
    let (alice, bob) = (user(&s, "Alice").await, user(&s, "Bob").await);
    let to = "ortoo <play@ortoo.example>";
    let challenges = |who: &User| {
        let (s, id) = (&s, who.id.clone());
        async move { s.store.challenges_for(&id).await.unwrap().len() }
    };
    let answers = |who: &User| {
        let (s, who) = (&s, who.clone());
        async move { notices(s, &who).await.into_iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Reply)).count() }
    };

    // 4. One confirmation, delivered four times at once through two processes: done once.
    take_order(&a, &new_mail(to, &alice.email, "challenge bob koan"), None, "play").await.unwrap();
    let yes = confirmation_reply(&s, &a, &alice).await;
    let before = challenges(&bob).await;
    let (r1, r2, r3, r4) = tokio::join!(
        take_order(&a, &yes, None, "play"),
        take_order(&b, &yes, None, "play"),
        take_order(&a, &yes, None, "play"),
        take_order(&b, &yes, None, "play"),
    );
    for r in [r1, r2, r3, r4] {
        r.unwrap();
    }
    assert_eq!(challenges(&bob).await, before + 1, "one confirmation, one challenge");
    let list = notices(&s, &alice).await;
    let subjects: Vec<&str> =
        list.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Reply)).map(|n| n.subject.as_str()).collect();
    assert_eq!(subjects.iter().filter(|s| **s == "Challenge sent").count(), 1, "{subjects:?}");

    // 5. Guessing the mail password: ten wrong guesses are checked, the first three answered
    // (refusals in a row with nothing done between: the rest go unanswered); after them a
    // password is not checked (the right one neither), nothing is answered, and the owner is
    // told once.
    // (The three deliveries above that found it done were refusals in a row: a command done
    // starts the count again.)
    take_order(&a, &new_mail(to, &alice.email, "games"), None, "play").await.unwrap();
    // (The three deliveries above that found it done were refusals in a row: a command done
    // starts the count again.)
    take_order(&a, &new_mail(to, &alice.email, "games"), None, "play").await.unwrap();
    let password = ortoo::prefs::SettingsChange { mail_password: Some("Kh4n-of-khans".into()), ..Default::default() };
    a.preferences.change_settings(&alice, password).await.unwrap();
    let (answered_before, challenges_before) = (answers(&alice).await, challenges(&bob).await);
    for n in 0..30 {
        let play = if n % 2 == 0 { &a } else { &b };
        let guess = new_mail(to, &alice.email, &format!("challenge bob koan password=guess{n:04}"));
        take_order(play, &guess, None, "play").await.unwrap();
    }
    let right = new_mail(to, &alice.email, "challenge bob koan password=Kh4n-of-khans");
    let refused = take_order(&b, &right, None, "play").await.unwrap();
    assert!(refused.refusal.unwrap().contains("not checked"));
    assert_eq!(challenges(&bob).await, challenges_before, "the right password, after the guesses, did nothing");
    let list = notices(&s, &alice).await;
    let told = list.iter().filter(|n| n.subject == "Your mail password is being guessed").count();
    assert_eq!(told, 1, "the owner is told once");
    assert_eq!(answers(&alice).await - answered_before, 3 + 1, "three wrong guesses answered, and the warning");
    // An hour later the password works again.
    clock.advance(HOUR_MS + 1);
    take_order(&a, &right, None, "play").await.unwrap();
    assert_eq!(challenges(&bob).await, challenges_before + 1);

    // Forged commands without a password: each would mail a confirmation; twenty an hour do.
    let held_before =
        notices(&s, &alice).await.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Confirm)).count();
    for n in 0..40 {
        let play = if n % 2 == 0 { &a } else { &b };
        take_order(play, &new_mail(to, &alice.email, "new koan"), None, "play").await.unwrap();
    }
    let held = notices(&s, &alice).await.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Confirm)).count()
        - held_before;
    assert_eq!(held, 20, "confirmations to one address are bounded");

    // 6. An auto-responder without Auto-Submitted answers each of our answers: its answer to
    // our refusal (whose subject carries it) is not answered at all.
    clock.advance(HOUR_MS + 1);
    let id = game(&a, &alice, &bob, "chess", None).await;
    let first = reply_to_kind(&s, &a, &alice, "turn", "I am out of the office until Monday.\r\n").await;
    take_reply(&a, &first, None, "move").await.unwrap();
    let answered_before = answers(&alice).await;
    for n in 0..40 {
        let play = if n % 2 == 0 { &a } else { &b };
        let again = reply_to_kind(&s, play, &alice, "reply", "I am out of the office until Monday.\r\n").await;
        assert!(take_reply(play, &again, None, "move").await.unwrap().refusal.is_some());
    }
    assert_eq!(answers(&alice).await - answered_before, 0, "an answer to our refusal, refused, is not answered");
    assert!(s.store.game(&id).await.unwrap().unwrap().is_active());
    // One that writes its own subject each time: refused three times in a row with nothing done
    // between (the first refusal above was one), it is answered three times, then not, until a
    // command of the player's is done.
    let answered_before = answers(&alice).await;
    for n in 0..12 {
        let play = if n % 2 == 0 { &a } else { &b };
        let again = reply_to_kind(&s, play, &alice, "turn", "I am out of the office until Monday.\r\n").await;
        let again = String::from_utf8(again).unwrap().replacen("Subject: Re: ", &format!("Subject: Away ({n}): "), 1);
        assert!(take_reply(play, again.as_bytes(), None, "move").await.unwrap().refusal.is_some());
    }
    assert_eq!(answers(&alice).await - answered_before, 2, "three refusals in a row answered, then none");
    let moved = reply_to_kind(&s, &a, &alice, "turn", "e2e4\r\n").await;
    assert!(take_reply(&a, &moved, None, "move").await.unwrap().played.is_some());
    let again = reply_to_kind(&s, &a, &alice, "turn", "Away again.\r\n").await;
    let answered_before = answers(&alice).await;
    take_reply(&a, &again, None, "move").await.unwrap();
    assert_eq!(answers(&alice).await - answered_before, 1, "a command done starts the count again");

    // 7. Messages by mail through two processes share the account's allowance (twenty a
    // minute): the rest are refused in words, and the opponent is not mailed for them.
    clock.advance(HOUR_MS + 1);
    let told_before = notices(&s, &bob).await.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Chat)).count();
    let mut refused = 0;
    for n in 0..30 {
        let play = if n % 2 == 0 { &a } else { &b };
        let say = reply_to_kind(&s, play, &alice, "turn", &format!("say message {n}\r\n")).await;
        if take_reply(play, &say, None, "move").await.unwrap().refusal.is_some() {
            refused += 1;
        }
    }
    let told =
        notices(&s, &bob).await.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Chat)).count() - told_before;
    assert_eq!((told, refused), (20, 10));
}
both_backends!(mail_abuse, mail_floods_and_guesses_are_bounded);

/// A private authority and a relay's certificate for 127.0.0.1 that it signed, as PEM files in
/// `folder`: (the authority's certificate, the relay's certificate, the relay's key).
fn private_authority(folder: &std::path::Path) -> (String, String, String) {
    use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, KeyPair, SanType};
    let ca_key = KeyPair::generate().unwrap();
    let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca.distinguished_name.push(DnType::CommonName, "ortoo test authority");
    let ca_cert = ca.self_signed(&ca_key).unwrap();
    let relay_key = KeyPair::generate().unwrap();
    let mut relay = CertificateParams::new(Vec::<String>::new()).unwrap();
    relay.subject_alt_names = vec![SanType::IpAddress("127.0.0.1".parse().unwrap())];
    relay.distinguished_name.push(DnType::CommonName, "relay.test");
    let relay_cert = relay.signed_by(&relay_key, &ca_cert, &ca_key).unwrap();
    let write = |name: &str, pem: String| {
        let path = folder.join(name);
        std::fs::write(&path, pem).unwrap();
        path.display().to_string()
    };
    (
        write("authority.pem", ca_cert.pem()),
        write("relay.pem", relay_cert.pem()),
        write("relay.key", relay_key.serialize_pem()),
    )
}

/// STARTTLS to a relay whose certificate a private authority signed (a company's or a club's
/// own CA, as on many private relays): refused while only the system's roots are trusted, sent
/// once the authority's certificate is named in `mail.smtp_ca_file`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn starttls_to_a_relay_signed_by_a_private_authority_sends_once_the_authority_is_named() {
    use ortoo::notify::mailer::{Mailer, Outgoing, SendError};
    // The test relay's TLS (mailin-embedded's) needs a process-wide provider chosen: ring, as
    // lettre's.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let folder = std::env::temp_dir().join(format!("ortoo-starttls-{}", uuid::Uuid::now_v7().simple()));
    std::fs::create_dir_all(&folder).unwrap();
    let (authority, cert_path, key_path) = private_authority(&folder);
    let inbox = Inbox::default();
    let port = free_port();
    let ssl = mailin_embedded::SslConfig::SelfSigned { cert_path, key_path: key_path.clone() };
    start_smtp_with(port, inbox.clone(), ssl);
    let mailer = |ca_file: &str| {
        let mut config = Config::defaults().mail;
        config.transport = MailTransport::Smtp;
        config.smtp_host = "127.0.0.1".into();
        config.smtp_port = port;
        config.smtp_tls = SmtpTls::Starttls;
        config.smtp_ca_file = ca_file.into();
        config.from = "ortoo <ortoo@steppe.example>".into();
        Mailer::new(&config, ortoo::notify::token::Signer::new(b"test key"), "https://steppe.example")
    };
    let notice = Outgoing {
        id: NoticeId::from_text("0192f1a2b3c4d5e6f708192a3b4c5d6e"),
        user_id: UserId::from_text("0192f1a2b3c4d5e6f708192a3b4c5d6f"),
        user_name: "Borte".into(),
        email: "borte@example.org".into(),
        kind: Some(ortoo_core::NoticeKind::Account),
        game_id: None,
        challenge_id: None,
        ply: None,
        subject: "Over TLS".into(),
        time_zone: "UTC".into(),
        notation: ortoo_core::Notation::San,
        language: None,
        detail: "Sent over STARTTLS.\n".into(),
        words: None,
        prerendered: false,
        attempts: 0,
        in_reply_to: None,
    };
    let letter = || ortoo::notify::Letter::words("Sent over STARTTLS.\n".into());

    // The system's roots alone do not know the authority: refused, and worth trying again
    // (the notifier keeps the notice and retries; nothing is lost).
    match mailer("").unwrap().send(&notice, letter()).await {
        Err(SendError::Transient(why)) => assert!(why.contains("certificate"), "{why}"),
        other => panic!("sent to a relay whose authority nobody named: {other:?}"),
    }
    assert!(inbox.messages.lock().unwrap().is_empty());

    // Named in the config: sent, over TLS (STARTTLS is required: nothing goes in the clear).
    let sent = mailer(&authority).unwrap().send(&notice, letter()).await;
    assert!(sent.is_ok(), "{sent:?}");
    let messages = inbox.messages.lock().unwrap().clone();
    assert_eq!(messages.len(), 1);
    assert!(messages[0].contains("Subject: [ortoo] Over TLS"), "{}", messages[0]);
    assert!(messages[0].contains("Message-ID: <0192f1a2b3c4d5e6f708192a3b4c5d6e@steppe.example>"), "{}", messages[0]);

    // A file that holds no certificate is refused at the start, saying which file and why.
    let error = mailer(&key_path).unwrap_err().to_string();
    assert!(error.contains("relay.key") && error.contains("no PEM certificate"), "{error}");
    let error = mailer("/nonexistent/authority.pem").unwrap_err().to_string();
    assert!(error.contains("cannot read mail.smtp_ca_file /nonexistent/authority.pem"), "{error}");
    let _ = std::fs::remove_dir_all(&folder);
}
