//! The rules from the shell: output formats and exit codes are stable (scripts and tests read
//! them), so they are pinned here.

use std::process::{Command, Output};

use ortoo_rules::registry;

fn ortoo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ortoo")).args(args).output().expect("the ortoo binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn perft_prints_the_leaf_count_alone_on_its_last_line() {
    let o = ortoo(&["perft", "khans-chess", "3"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("16912"));
    let o = ortoo(&["perft", "chess", "2", "--fen", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"]);
    assert_eq!(stdout(&o), "191\n");
}

#[test]
fn perft_divide_lists_coordinate_moves_with_counts_before_the_total() {
    let o = ortoo(&["perft", "khans-chess", "2", "--divide", "--fen", "4k3/8/8/8/8/8/1s6/4K3 b - - 0 1"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.contains(&"b2d1t: 3"), "{out}");
    let total: u64 =
        lines[..lines.len() - 1].iter().map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(lines.last().unwrap().parse::<u64>().unwrap(), total);
    let mut sorted = lines[..lines.len() - 1].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..lines.len() - 1]);
}

#[test]
fn moves_prints_every_canonical_move_sorted_by_bytes() {
    let o = ortoo(&["moves", "chess"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 20);
    assert_eq!(lines[0], "N b1-a3");
    assert_eq!(lines[lines.len() - 1], "P h2-h4");
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(sorted, lines);
}

#[test]
fn check_prints_the_canonical_move_or_the_refusal_with_exit_codes() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let o = ortoo(&["check", "chess", "--fen", fen, "a7a8q"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "P a7-a8; Q-a8\n");
    let o = ortoo(&["check", "chess", "--fen", fen, "P a7-a8"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("incomplete: P a7-a8 needs a choice"), "{}", stdout(&o));
    let o = ortoo(&["check", "chess", "-e2-e4"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("syntax: "), "{}", stdout(&o));
}

#[test]
fn bad_variants_positions_and_options_exit_2_with_a_message() {
    for args in [
        &["perft", "bughouse", "1"][..],
        &["moves", "chess", "--fen", "not a fen"],
        &["moves", "chess", "--option", "setup=basic"],
        &["moves", "chess", "--option", "nonsense"],
        &["check", "khans-chess", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "e2e4"],
    ] {
        let o = ortoo(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("ortoo: ") && err.len() > 20, "{args:?}: {err}");
    }
}

#[test]
fn the_ten_by_ten_and_octagon_games_work_from_the_shell() {
    let o = ortoo(&["perft", "shatranj-kamil-x", "3"]);
    assert_eq!(stdout(&o).lines().last(), Some("32956"));
    let o = ortoo(&["perft", "koan", "3", "--fen", "oooo1o/1ss1s/3so1/5/1s4/5/6/3O1/1SS3/SO1SS/OO1O1O w"]);
    assert_eq!(stdout(&o).lines().last(), Some("5886"));
    let o = ortoo(&["check", "koan", "G11-G9", "--fen", "3o2/4o/1s4/2s2/6/5/6/2S1O/1S4/5/4O1 b"]);
    assert_eq!((o.status.code(), stdout(&o)), (Some(0), "o g11-g9\n".to_string()));
    let o = ortoo(&["check", "koan", "b1-b3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("off_board: "), "{}", stdout(&o));
    let o = ortoo(&["moves", "shatranj-kamil-x", "--fen", "9k/4P5/10/10/10/10/10/10/10/K9 w - - 0 1"]);
    assert!(stdout(&o).contains("P e9-e10; W-e10\n"), "{}", stdout(&o));
}

/// `ortoo uci` as a GUI runs it: commands on standard input, answers on standard output,
/// `stop` heard while the search runs.
#[test]
fn uci_plays_khans_chess_over_standard_input_and_output() {
    use std::io::Write;
    use std::process::Stdio;
    let mut engine = Command::new(env!("CARGO_BIN_EXE_ortoo"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("ortoo uci starts");
    let mut gui = engine.stdin.take().unwrap();
    writeln!(gui, "uci\nsetoption name UCI_Variant value khans\nisready\nposition startpos moves e2e4").unwrap();
    writeln!(gui, "go depth 2\nposition startpos moves e2e4 h8g6\ngo infinite").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    writeln!(gui, "stop\nquit").unwrap();
    drop(gui);
    let o = engine.wait_with_output().unwrap();
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("\nuciok\nreadyok\n"), "{out}");
    let best: Vec<&str> = out.lines().filter_map(|l| l.strip_prefix("bestmove ")).collect();
    assert_eq!(best.len(), 2, "{out}");
    let khans = registry::open("khans-chess", &[]).unwrap();
    let mut game = khans.start();
    game.play("e2e4").unwrap();
    game.clone().play(best[0]).unwrap_or_else(|r| panic!("{}: {r}", best[0]));
    game.play("h8g6").unwrap();
    game.play(best[1]).unwrap_or_else(|r| panic!("{}: {r}", best[1]));
}

/// `ortoo play` from a script: the console on standard input and output.
#[test]
fn play_runs_the_console_game_and_refuses_a_bad_start_with_exit_2() {
    use std::io::Write;
    use std::process::Stdio;
    let mut console = Command::new(env!("CARGO_BIN_EXE_ortoo"))
        .args(["play", "khan", "--setup", "basic", "--level", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("ortoo play starts");
    console.stdin.take().unwrap().write_all(b"g4g5\ng\nbogus\nshowmoves\nquit\n").unwrap();
    let o = console.wait_with_output().unwrap();
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.starts_with("ortoo play: Khan, setup basic. Type help for the commands.\n"), "{out}");
    assert!(out.contains("White plays A g4-g5 (g4g5)\n"), "{out}");
    assert!(out.contains("\nBlack plays "), "{out}");
    assert!(out.contains("\nError: \"bogus\" is neither a command (type help) nor a move"), "{out}");
    assert!(out.contains("   2. Black "), "{out}");
    for args in [&["play", "bughouse"][..], &["play", "chess", "--setup", "basic"], &["play", "chess", "--level", "13"]]
    {
        let o = ortoo(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
}

/// `ortoo mail-in` as an MTA pipe runs it: a message on standard input, sysexits codes.
#[test]
fn mail_in_takes_a_genuine_reply_and_bounces_the_rest() {
    use std::io::Write;
    let folder = std::env::temp_dir().join(format!("ortoo-mail-in-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let url = format!("sqlite://{}?mode=rwc", folder.join("ortoo.db").display());
    // mail-in on the test's database, with more arguments and settings.
    let run_with = |input: &[u8], args: &[&str], settings: &[(&str, &str)]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_ortoo"));
        command.arg("mail-in").args(args).env("ORTOO_DATABASE_URL", &url).env("ORTOO_MAIL__TRANSPORT", "none");
        command.envs(settings.iter().copied());
        let mut child = command
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        child.wait_with_output().unwrap()
    };
    let run = |input: &[u8], recipient: Option<&str>| match recipient {
        Some(r) => run_with(input, &["--recipient", r], &[]),
        None => run_with(input, &[], &[]),
    };
    // Settings it cannot read (a file missing or unreadable, or no reply address) are the
    // operator's fault, not the sender's: try again later (75), never a bounce.
    let missing_file = run_with(b"From: a@b\r\n\r\ne2e4\r\n", &["--config", "/nonexistent/ortoo.toml"], &[]);
    let no_reply_address = run_with(b"From: a@b\r\n\r\ne2e4\r\n", &[], &[("ORTOO_MAIL__REPLY_ADDRESS", "")]);
    for out in [missing_file, no_reply_address] {
        assert_eq!(out.status.code(), Some(75), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(String::from_utf8_lossy(&out.stderr).contains("delivered again"));
    }
    // Without its database, mail-in makes none: it says which file, and asks to be tried again
    // later (75), so the MTA keeps the message.
    let out = run(b"From: a@b\r\nTo: move@localhost\r\n\r\ne2e4\r\n", None);
    assert_eq!(out.status.code(), Some(75), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(said.contains(&folder.join("ortoo.db").display().to_string()) && said.contains("does not exist"), "{said}");
    assert!(std::fs::read_dir(&folder).unwrap().next().is_none(), "nothing was created in {}", folder.display());
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let mut config = ortoo::config::Config::defaults();
        config.database_url = url.clone();
        ortoo::server::open_database(&config).await.unwrap().close().await;
    });

    // Not a message; a message to nobody we know; a forged token: bounced (65), nothing played.
    assert_eq!(run(b"\x00\x01garbage", None).status.code(), Some(65));
    let stray = b"From: a@b\r\nTo: someone@else\r\nSubject: hi\r\n\r\ne2e4\r\n";
    let out = run(stray, None);
    assert_eq!(out.status.code(), Some(65), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a reply to a notice"));
    let forged = format!("move+{}@localhost", "0".repeat(52));
    assert_eq!(run(stray, Some(&forged)).status.code(), Some(65));

    // A genuine reply to a turn notice plays its move (exit 0) and says so.
    let (token, game_id) = runtime.block_on(async {
        let mut config = ortoo::config::Config::defaults();
        config.database_url = url.clone();
        config.mail.transport = ortoo::config::MailTransport::None;
        let db = ortoo::server::open_database(&config).await.unwrap();
        let store: std::sync::Arc<dyn ortoo_core::Store> = std::sync::Arc::new(db.clone());
        let (play, _) = ortoo::server::build(&db, &config, ortoo::clock::Clock::system()).await.unwrap();
        let white =
            store.create_user("Wanda", "w@example.org", "x", ortoo::clock::Clock::system().now()).await.unwrap();
        let black =
            store.create_user("Boris", "b@example.org", "x", ortoo::clock::Clock::system().now()).await.unwrap();
        let request = ortoo::challenges::NewChallenge {
            variant: "chess".into(),
            options: Default::default(),
            setup: None,
            opponent: ortoo::challenges::Opponent::User("Boris".into()),
            color: Some("white".into()),
            time_control: None,
            rated: None,
            rating_range: None,
        };
        let ortoo::challenges::Created::Challenge(c) =
            play.challenges.create_challenge(&white, request, None).await.unwrap()
        else {
            panic!("a challenge")
        };
        let game = play.challenges.accept(&black, &c.id, &[], None).await.unwrap();
        let turn = store
            .notifications_of(&white.id, false, 10)
            .await
            .unwrap()
            .into_iter()
            .find(|n| n.kind == Some(ortoo_core::NoticeKind::Turn));
        let turn = turn.unwrap();
        let token = play.settings.signer.reply_token(turn.id.as_str(), white.id.as_str(), game.id.as_str(), Some(0));
        db.close().await;
        (token, game.id)
    });
    let reply = format!("From: w@example.org\r\nTo: move+{token}@localhost\r\nSubject: Re\r\n\r\nd2d4\r\n");
    let out = run(reply.as_bytes(), None);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout(&out).trim(), format!("played P d2-d4 in game {game_id}"));
    // Delivered again: answered (refused, by mail), still exit 0 so the MTA does not bounce it.
    let out = run(reply.as_bytes(), None);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("refused"), "{}", stdout(&out));
    // An out-of-office answer is dropped (exit 0) rather than bounced into a mail loop.
    let away = format!("Auto-Submitted: auto-replied\r\n{reply}");
    let out = run(away.as_bytes(), None);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("ignored"), "{}", stdout(&out));
    // New mail to the play address: from a player, answered (exit 0); from a stranger, bounced.
    let games = b"From: Wanda <w@example.org>\r\nTo: play@localhost\r\nSubject: games\r\n\r\n";
    let out = run(games, None);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let stranger = b"From: m@example.org\r\nTo: play@localhost\r\nSubject: new koan\r\n\r\n";
    let out = run(stranger, None);
    assert_eq!(out.status.code(), Some(65));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no account has the address m@example.org"));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn variants_lists_each_game_and_its_options_in_words() {
    let o = ortoo(&["variants"]);
    assert!(o.status.success());
    let out = stdout(&o);
    for info in registry::variants() {
        assert!(out.contains(&format!("{}\t{}\t{}x{}", info.id, info.name, info.files, info.ranks)), "{out}");
    }
    assert!(out.contains("  setup\tmagician, powermagician or basic (default magician)\t"), "{out}");
    assert!(out.contains("  bondsmenleaders\ton or off (default on)\t"), "{out}");
    assert!(out.contains("  magicianextendeddemotionsqs\t0 to 2 (default 0)\t"), "{out}");
    assert!(!out.contains("Choice") && !out.contains("Switch") && !out.contains('{'), "Rust's Debug form: {out}");
}

#[test]
fn variants_check_reports_every_fault_of_a_file_at_once() {
    let dir = std::env::temp_dir().join(format!("ortoo-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.ini");
    std::fs::write(&good, "# a wider chess\n[wide:capablanca]\ncastling = false\n").unwrap();
    let o = ortoo(&["variants", "check", good.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let out = stdout(&o);
    assert!(out.contains("wide: 10×8, 8 kinds of piece: p pawn (fmWfceF)"), "{out}");
    assert!(out.ends_with("1 variant(s) ready, 0 fault(s)\n"), "{out}");

    let bad = dir.join("bad.ini");
    std::fs::write(&bad, "[wide:capablanca]\nmaxFile = 13\n[hop:chess]\ncustomPiece1 = c:pN\n").unwrap();
    let o = ortoo(&["variants", "check", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("bad.ini, line 2, [wide], maxFile: \"13\" is not a file (a to l, or 1 to 12)"), "{out}");
    assert!(
        out.contains("bad.ini, line 4, [hop], customPiece1: Betza \"pN\": 'p' (a hopper) goes before a rider"),
        "{out}"
    );
    assert!(out.ends_with("0 variant(s) ready, 2 fault(s)\n"), "{out}");

    let o = ortoo(&["variants", "check", dir.join("missing.ini").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_of_variants_given_by_flag_is_played_by_every_rules_command() {
    let dir = std::env::temp_dir().join(format!("ortoo-variants-flag-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.ini");
    std::fs::write(
        &file,
        "# Wide chess: twelve files.\n[wide-chess:chess]\nmaxFile = 12\ncastling = false\n\
         startFen = rnbqkbnrrnbq/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNBQKBNRRNBQ w - - 0 1\n",
    )
    .unwrap();
    let flag = file.to_str().unwrap();
    let o = ortoo(&["perft", "--variants", flag, "wide-chess", "2"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // Each side: twelve pawns stepping one or two, three knights with two leaps each; but after
    // the k-pawn's step the queen on l1 pins Black's f-pawn to its king on e8.
    assert_eq!(stdout(&o), format!("{}\n", 28 * 30 + 2 * 28));
    let o = ortoo(&["--variants", flag, "check", "wide-chess", "l2l4"]);
    assert_eq!(stdout(&o), "P l2-l4\n");
    let o = ortoo(&["--variants", flag, "moves", "wide-chess", "--fen", "12/12/12/12/12/12/12/K10k w - - 0 1"]);
    assert_eq!(stdout(&o), "K a1-a2\nK a1-b1\nK a1-b2\n");
    let o = ortoo(&["variants", "--variants", flag]);
    assert!(stdout(&o).contains("wide-chess\tWide chess\t12x8"), "{}", stdout(&o));

    // A file with a variant it cannot define: the others are offered, that one is told.
    let mixed = dir.join("mixed.ini");
    std::fs::write(&mixed, "[bad-chess:chess]\nmaxFile = 13\n\n[good-chess:chess]\ncastling = false\n").unwrap();
    let o = ortoo(&["--variants", mixed.to_str().unwrap(), "perft", "good-chess", "1"]);
    assert_eq!((o.status.code(), stdout(&o).as_str()), (Some(0), "20\n"), "{}", String::from_utf8_lossy(&o.stderr));
    let told = String::from_utf8_lossy(&o.stderr);
    assert!(told.contains("1 variant(s) offered; left out: bad-chess (1 fault(s)"), "{told}");
    let o = ortoo(&["--variants", mixed.to_str().unwrap(), "perft", "bad-chess", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown variant \"bad-chess\""));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A reader that stops early (`ortoo moves … | head`) closes the pipe; the listing ends quietly
/// instead of panicking on the failed write.
#[test]
fn a_listing_into_a_closed_pipe_ends_quietly() {
    for args in [&["moves", "kings-run"][..], &["variants"], &["openapi"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ortoo"))
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the ortoo binary runs");
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && !stderr.contains("panicked"), "ortoo {args:?}: {:?} {stderr}", out.status);
    }
}
