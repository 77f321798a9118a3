//! STARTTLS to a relay whose certificate a private authority signed (a company's or a club's
//! own CA, as on many private relays): refused while only the system's roots are trusted, sent
//! once the authority's certificate is named in `mail.smtp_ca_file`.

use std::sync::{Arc, Mutex};

use ortoo_config::{Config, MailTransport, SmtpTls};
use ortoo_mail::Letter;
use ortoo_mail::mailer::{Mailer, Outgoing, SendError};
use ortoo_mail::token::Signer;

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

/// An SMTP server on loopback that offers STARTTLS with the relay's certificate; its port.
fn start_relay(inbox: Inbox, cert_path: String, key_path: String) -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let mut server = mailin_embedded::Server::new(inbox);
        server
            .with_name("relay.test")
            .with_ssl(mailin_embedded::SslConfig::SelfSigned { cert_path, key_path })
            .unwrap()
            .with_tcp_listener(listener);
        let _ = server.serve();
    });
    port
}

fn notice() -> Outgoing {
    Outgoing {
        id: "0192f1a2b3c4d5e6f708192a3b4c5d6e".into(),
        user_id: "0192f1a2b3c4d5e6f708192a3b4c5d6f".into(),
        user_name: "Borte".into(),
        email: "borte@example.org".into(),
        kind: "account".into(),
        game_id: None,
        challenge_id: None,
        ply: None,
        subject: "Over TLS".into(),
        time_zone: "UTC".into(),
        detail: "Sent over STARTTLS.\n".into(),
        prerendered: false,
        attempts: 0,
        in_reply_to: None,
    }
}

fn mailer(port: u16, ca_file: &str) -> Result<Mailer, ortoo_mail::mailer::MailConfigError> {
    let mut config = Config::defaults().mail;
    config.transport = MailTransport::Smtp;
    config.smtp_host = "127.0.0.1".into();
    config.smtp_port = port;
    config.smtp_tls = SmtpTls::Starttls;
    config.smtp_ca_file = ca_file.into();
    config.from = "ortoo <ortoo@steppe.example>".into();
    Mailer::new(&config, Signer::new(b"test key"), "https://steppe.example")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn starttls_to_a_relay_signed_by_a_private_authority_sends_once_the_authority_is_named() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let folder = std::env::temp_dir().join(format!("ortoo-starttls-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let (authority, cert, key) = private_authority(&folder);
    let inbox = Inbox::default();
    let port = start_relay(inbox.clone(), cert, key.clone());

    // The system's roots alone do not know the authority: refused, and worth trying again
    // (the notifier keeps the notice and retries; nothing is lost).
    let refused = mailer(port, "").unwrap().send(&notice(), Letter::words("Sent over STARTTLS.\n".into())).await;
    match refused {
        Err(SendError::Transient(why)) => assert!(why.contains("certificate"), "{why}"),
        other => panic!("sent to a relay whose authority nobody named: {other:?}"),
    }
    assert!(inbox.messages.lock().unwrap().is_empty());

    // Named in the config: sent, over TLS (STARTTLS is required: nothing goes in the clear).
    let sent = mailer(port, &authority).unwrap().send(&notice(), Letter::words("Sent over STARTTLS.\n".into())).await;
    assert!(sent.is_ok(), "{sent:?}");
    let messages = inbox.messages.lock().unwrap().clone();
    assert_eq!(messages.len(), 1);
    assert!(messages[0].contains("Subject: [ortoo] Over TLS"), "{}", messages[0]);
    assert!(messages[0].contains("Message-ID: <0192f1a2b3c4d5e6f708192a3b4c5d6e@steppe.example>"), "{}", messages[0]);

    // A file that holds no certificate is refused at the start, saying which file and why.
    let error = mailer(port, &key).unwrap_err().to_string();
    assert!(error.contains("relay.key") && error.contains("no PEM certificate"), "{error}");
    let error = mailer(port, "/nonexistent/authority.pem").unwrap_err().to_string();
    assert!(error.contains("cannot read mail.smtp_ca_file /nonexistent/authority.pem"), "{error}");
    let _ = std::fs::remove_dir_all(&folder);
}
