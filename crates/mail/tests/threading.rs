//! Mail threads as mail clients thread it: an answer refers to the mail it answers, and every
//! id we make is in the server's own domain (the domain of its sender address).

use ortoo_config::{Config, MailTransport};
use ortoo_core::{NoticeId, UserId};
use ortoo_mail::Letter;
use ortoo_mail::mail_in::read;
use ortoo_mail::mailer::{Mailer, Outgoing};
use ortoo_mail::token::Signer;

fn mailer() -> Mailer {
    let mut config = Config::defaults().mail;
    config.transport = MailTransport::None;
    config.from = "ortoo <ortoo@steppe.example>".into();
    config.reply_address = "move@steppe.example".into();
    config.play_address = "play@steppe.example".into();
    Mailer::new(&config, Signer::new(b"test key"), "https://steppe.example").unwrap()
}

fn answer(in_reply_to: Option<&str>) -> Outgoing {
    Outgoing {
        id: NoticeId::from_text("0192f1a2b3c4d5e6f708192a3b4c5d6e"),
        user_id: UserId::from_text("0192f1a2b3c4d5e6f708192a3b4c5d6f"),
        user_name: "Borte".into(),
        email: "borte@example.org".into(),
        kind: Some(ortoo_core::NoticeKind::Reply),
        game_id: None,
        challenge_id: None,
        ply: None,
        subject: "Your games".into(),
        time_zone: "UTC".into(),
        notation: ortoo_core::Notation::San,
        language: None,
        detail: "No games.\n".into(),
        words: None,
        prerendered: false,
        attempts: 0,
        in_reply_to: in_reply_to.map(str::to_string),
    }
}

fn headers(n: &Outgoing) -> String {
    let message = mailer().message(n, &Letter::words(n.detail.clone())).unwrap();
    let text = String::from_utf8(message.formatted()).unwrap();
    text.split("\r\n\r\n").next().unwrap().to_string()
}

#[test]
fn an_answer_to_a_command_by_mail_threads_with_the_command() {
    let head = headers(&answer(Some("<command-1@mail.example.org>")));
    assert!(head.contains("In-Reply-To: <command-1@mail.example.org>"), "{head}");
    assert!(head.contains("References: <command-1@mail.example.org>"), "{head}");
    assert!(head.contains("Message-ID: <0192f1a2b3c4d5e6f708192a3b4c5d6e@steppe.example>"), "{head}");
    // An answer to nothing we know of (the clock's own notices) refers to nothing.
    let head = headers(&answer(None));
    assert!(!head.contains("In-Reply-To") && !head.contains("References"), "{head}");
}

#[test]
fn the_id_of_the_mail_answered_is_read_only_when_it_is_one() {
    let with = |id: &str| {
        let raw =
            format!("From: b@example.org\r\nTo: play@steppe.example\r\nMessage-ID: {id}\r\nSubject: games\r\n\r\n");
        read(raw.as_bytes(), None, "move").unwrap().message_id
    };
    assert_eq!(with("<abc.123@mail.example.org>"), Some("<abc.123@mail.example.org>".into()));
    assert_eq!(with("  <abc.123@mail.example.org>  "), Some("<abc.123@mail.example.org>".into()));
    // Not an id, or one that would carry something else into a header of ours: dropped.
    assert_eq!(with("no-at-sign"), None);
    assert_eq!(with(&format!("<{}@x.org>", "a".repeat(300))), None);
    let raw = b"From: b@example.org\r\nTo: play@steppe.example\r\nSubject: games\r\n\r\n";
    assert_eq!(read(raw, None, "move").unwrap().message_id, None);
}

#[test]
fn account_mail_offers_no_unsubscribe_for_it_goes_whatever_the_settings() {
    assert!(headers(&answer(None)).contains("List-Unsubscribe: <https://steppe.example/unsubscribe/"));
    let account = Outgoing { kind: Some(ortoo_core::NoticeKind::Account), ..answer(None) };
    let head = headers(&account);
    assert!(!head.contains("List-Unsubscribe"), "{head}");
    let message = mailer().message(&account, &Letter::words("Follow this link.\n".into())).unwrap();
    let text = String::from_utf8(message.formatted()).unwrap();
    assert!(!text.contains("/unsubscribe/") && !text.contains("Stop these e-mails"), "{text}");
}
