//! A game defined as data, its rules written in words from its definition, in the reader's
//! language (`rules_data.ftl`): the board, the pieces with their Betza, pawns and promotion,
//! where pieces may stand, the special rules, castling and how the game ends. Built-in games
//! show it below their guide, for those who write variants; a player's upload has it alone.
//!
//! The words come whole from messages, one sentence each, with the pieces, regions and numbers
//! as arguments: a language orders a sentence its own way. What the file wrote itself (its
//! pieces' own names where no message has them, its summary) stays as the file wrote it.

use std::fmt::Write;

use ortoo_i18n::{Lang, Said, Word};
use ortoo_rules::defined::definition::{CountingRule, Definition, MaterialCounting, Value, Walling};
use ortoo_rules::defined::game::Defined;
use ortoo_rules::defined::types::{BySide, Kind, Kinds, Region};
use ortoo_rules::refusal::joined;
use ortoo_rules::{Game, registry};

/// What the sentences of one game's rules need: the reader's language and the game's pieces'
/// names in it.
struct Writer<'a> {
    t: Lang,
    def: &'a Definition,
    /// Each kind's name, in the reader's words where a message names it.
    names: Vec<String>,
}

impl Writer<'_> {
    fn text(&self, id: &str) -> String {
        self.t.text(id)
    }

    fn say(&self, said: Said) -> String {
        self.t.say(&said)
    }

    fn word(&self, word: Word) -> String {
        match word {
            Word::Said(said) => self.t.say(&said),
            Word::Text(text) => text,
            Word::Number(n) => n.to_string(),
        }
    }

    fn name(&self, kind: Kind) -> String {
        self.names[kind.index()].clone()
    }

    /// The royal piece's name, or the word for a king where the game has none.
    fn king(&self) -> String {
        self.def.king.map_or_else(|| self.text("data-the-king"), |k| self.name(k))
    }

    /// The name of the kind whose Fairy-Stockfish type is `type_name`, if the game has one.
    fn of_type(&self, type_name: &str) -> Option<String> {
        self.def.kinds.iter().position(|k| k.name == type_name).map(|k| self.name(Kind::new(k)))
    }

    /// The kinds of `set`, the last two joined by `joiner` (`list-or`: "Queen, Rook or Bishop";
    /// `list-comma`), the others by commas.
    fn list(&self, set: Kinds, joiner: &'static str) -> String {
        let mut words: Vec<Word> = set.kinds().map(|kind| Word::Text(self.name(kind))).collect();
        let Some(last) = words.pop() else { return String::new() };
        match joined("list-comma", words) {
            Some(rest) => self.say(Said::new(joiner).arg("first", rest).arg("second", last)),
            None => self.word(last),
        }
    }

    /// A region as a player reads it: whole ranks by number (White's view), else its squares.
    fn region(&self, region: Region) -> String {
        let region = region.0;
        let files = u32::from(self.def.files);
        let full = |rank: u32| (0..files).all(|f| region >> (rank * files + f) & 1 == 1);
        let ranks: Vec<u32> = (0..u32::from(self.def.ranks)).filter(|&r| full(r)).collect();
        let in_ranks: u32 = ranks.iter().map(|_| files).sum();
        if !ranks.is_empty() && in_ranks == region.count_ones() {
            let numbers = ranks.iter().map(|r| Word::Text((r + 1).to_string()));
            let numbers = joined("list-comma", numbers).unwrap_or(Word::Text(String::new()));
            return self.say(Said::new("data-ranks").arg("count", ranks.len()).arg("ranks", numbers));
        }
        let squares = (0..files * u32::from(self.def.ranks))
            .filter(|&q| region >> q & 1 == 1)
            .map(|q| Word::Text(format!("{}{}", (b'a' + (q % files) as u8) as char, q / files + 1)));
        let squares = joined("list-comma", squares).unwrap_or(Word::Text(String::new()));
        self.say(Said::new("data-squares").arg("squares", squares))
    }
}

/// A defined game's rules in words, from its definition, in `t`'s words, as Markdown: its name
/// and summary first, then the rules under headings of their own.
pub(super) fn defined_rules(game: &Defined, t: Lang) -> String {
    let info = game.info();
    let rules = game.catalogued();
    let def = &rules.board.def;
    let variant = registry::open(info.id, &[]).ok();
    let names = rules
        .names
        .iter()
        .map(|name| match &variant {
            Some(variant) => t.say(&variant.piece_said(name)),
            None => t.say(&ortoo_rules::refusal::piece_said(name)),
        })
        .collect();
    let w = Writer { t, def, names };
    let summary = t.say(&info.summary_said());
    let mut md = format!("# {}\n\n{summary}\n\n", info.name);
    let _ = write!(
        md,
        "## {}\n\n{}\n\n`{}`\n\n",
        w.text("data-board-heading"),
        w.say(Said::new("data-board").arg("files", def.files).arg("ranks", def.ranks)),
        def.start_fen
    );
    let _ = write!(
        md,
        "## {}\n\n{}\n\n| {} | {} | {} | {} |\n|---|---|---|---|\n",
        w.text("data-pieces-heading"),
        w.text("data-pieces-intro"),
        w.text("data-column-piece"),
        w.text("data-column-letter"),
        w.text("data-column-betza"),
        w.text("data-column-worth"),
    );
    for (kind, k) in def.kinds.iter().enumerate() {
        let kind = Kind::new(kind);
        let named = if Some(kind) == def.king {
            w.say(Said::new("data-royal").arg("piece", w.name(kind)))
        } else {
            w.name(kind)
        };
        let _ = writeln!(
            md,
            "| {named} | {} | `{}` | {} |",
            k.letter.to_ascii_uppercase(),
            if k.betza.is_empty() { "-" } else { &k.betza },
            rules.worth[kind.index()]
        );
    }
    md.push('\n');
    section(&mut md, &w.text("data-pawns-heading"), &pawns(&w));
    section(&mut md, &w.text("data-kept-heading"), &kept(&w));
    section(&mut md, &w.text("data-special-heading"), &special(&w));
    let _ = write!(md, "## {}\n\n{}\n\n", w.text("data-castling-heading"), castling(&w));
    let _ = writeln!(md, "## {}\n", w.text("data-ends-heading"));
    for end in ends(&w) {
        let _ = writeln!(md, "- {end}");
    }
    md
}

/// A section of sentences under its heading; none without sentences.
fn section(md: &mut String, heading: &str, sentences: &[String]) {
    if !sentences.is_empty() {
        let _ = write!(md, "## {heading}\n\n{}\n\n", sentences.join(" "));
    }
}

/// Pawns' steps, en passant and promotion.
fn pawns(w: &Writer) -> Vec<String> {
    let def = w.def;
    let mut said = Vec::new();
    if let Some(pawn) = def.pawn {
        if def.double_step && !def.double_step_region.white.is_empty() {
            said.push(
                w.say(
                    Said::new("data-double-step")
                        .arg("pawn", w.name(pawn))
                        .arg("region", w.region(def.double_step_region.white)),
                ),
            );
        }
        if !def.triple_step_region.white.is_empty() {
            said.push(w.say(Said::new("data-triple-step").arg("region", w.region(def.triple_step_region.white))));
        }
        if !def.en_passant_kinds.white.is_empty() || def.double_step {
            said.push(w.text("data-en-passant"));
        }
    }
    let promotes = !def.promotion_pawns.white.is_empty() && !def.promotion_pieces.white.is_empty();
    if def.sittuyin_promotion {
        said.push(
            w.say(
                Said::new("data-sittuyin-promotion")
                    .arg("pawns", w.list(def.promotion_pawns.white, "list-comma"))
                    .arg("region", w.region(def.promotion_region.white))
                    .arg("pieces", w.list(def.promotion_pieces.white, "list-or")),
            ),
        );
    } else if promotes {
        let id = if def.mandatory_promotion { "data-promotion" } else { "data-promotion-optional" };
        said.push(
            w.say(
                Said::new(id)
                    .arg("pawns", w.list(def.promotion_pawns.white, "list-comma"))
                    .arg("region", w.region(def.promotion_region.white))
                    .arg("pieces", w.list(def.promotion_pieces.white, "list-or")),
            ),
        );
    }
    if promotes && !def.promotion_limit.is_empty() {
        let limits = def
            .promotion_limit
            .iter()
            .map(|&(kind, limit)| Word::Said(Said::new("data-limit").arg("piece", w.name(kind)).arg("limit", limit)));
        if let Some(limits) = joined("list-comma", limits) {
            said.push(w.say(Said::new("data-promotion-limit").arg("limits", limits)));
        }
    }
    said
}

/// Where pieces may stand: regions kept to, the soldier's river, the facing kings.
fn kept(w: &Writer) -> Vec<String> {
    let def = w.def;
    let mut said = Vec::new();
    for (kind, k) in def.kinds.iter().enumerate() {
        if k.mobility.white != Region::ALL || k.mobility.black != Region::ALL {
            said.push(
                w.say(
                    Said::new("data-keeps-to")
                        .arg("piece", w.name(Kind::new(kind)))
                        .arg("white", w.region(k.mobility.white))
                        .arg("black", w.region(k.mobility.black)),
                ),
            );
        }
    }
    if let (Some(soldier), true) = (def.soldier, def.soldier_rank > 0) {
        said.push(w.say(Said::new("data-soldier").arg("piece", w.name(soldier)).arg("rank", def.soldier_rank + 1)));
    }
    if def.flying_general {
        said.push(w.say(Said::new("data-flying-general").arg("king", w.king())));
    }
    said
}

/// The special rules: first moves, placing from the hand, blasts, the duck, janggi's.
fn special(w: &Writer) -> Vec<String> {
    let def = w.def;
    let mut said = Vec::new();
    if def.cambodian_moves {
        let met = w.of_type("fers").unwrap_or_else(|| w.text("data-the-met"));
        said.push(w.say(Said::new("data-cambodian").arg("king", w.king()).arg("met", met)));
    }
    if def.drops.rooks_on_first_rank {
        said.push(w.text("data-rooks-first-rank"));
    }
    if def.makpong {
        said.push(w.say(Said::new("data-makpong").arg("king", w.king())));
    }
    if def.blast_on_capture {
        said.push(w.text("data-blast"));
        if !def.blast_immune.is_empty() {
            said.push(w.say(Said::new("data-blast-immune").arg("pieces", w.list(def.blast_immune, "list-or"))));
        }
        if def.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            said.push(w.text("data-blast-kings"));
        }
    }
    if !def.mutually_immune.is_empty() {
        said.push(w.say(Said::new("data-mutually-immune").arg("pieces", w.list(def.mutually_immune, "list-or"))));
    }
    if def.walling == Some(Walling::Duck) {
        said.push(w.text("data-duck"));
    }
    said.extend(janggi(w));
    said
}

/// Janggi's rules in words: the palace's diagonal lines, the cannon's limits, passing, the
/// bikjang and the count of points that decides a game ended without a mate.
fn janggi(w: &Writer) -> Vec<String> {
    let def = w.def;
    let mut said = Vec::new();
    if !def.diagonal_lines.is_empty() {
        let mut ways = Vec::new();
        if let Some(advisor) = w.of_type("wazir") {
            ways.push(Said::new("data-way-one-point").arg("piece", advisor));
        }
        if def.king.is_some_and(|k| def.kinds[k.index()].betza.trim() == "W") {
            ways.push(Said::new("data-way-one-point").arg("piece", w.king()));
        }
        if let Some(soldier) = w.of_type("soldier") {
            ways.push(Said::new("data-way-forward").arg("piece", soldier));
        }
        if let Some(chariot) = w.of_type("rook") {
            ways.push(Said::new("data-way-open-line").arg("piece", chariot));
        }
        if let Some(cannon) = w.of_type("janggiCannon") {
            ways.push(Said::new("data-way-hop").arg("piece", cannon));
        }
        if let Some(ways) = joined("list-comma", ways.into_iter().map(Word::Said)) {
            said.push(
                w.say(Said::new("data-diagonal-lines").arg("region", w.region(def.diagonal_lines)).arg("ways", ways)),
            );
        }
    }
    if let Some(cannon) = w.of_type("janggiCannon") {
        said.push(w.say(Said::new("data-janggi-cannon").arg("cannon", cannon)));
    }
    let passes = |by: &BySide<bool>| by.white || by.black;
    if passes(&def.pass_on_stalemate) {
        said.push(w.say(Said::new("data-pass-when-stuck").arg("king", w.king())));
    } else if passes(&def.pass) {
        said.push(w.say(Said::new("data-pass").arg("king", w.king())));
    }
    if def.bikjang {
        said.push(w.say(Said::new("data-bikjang").arg("king", w.king())));
    }
    match def.material_counting {
        Some(MaterialCounting::Janggi) => said.push(w.text("data-points-janggi")),
        Some(MaterialCounting::Unweighted) => said.push(w.text("data-points-more-pieces")),
        Some(MaterialCounting::WhiteDrawOdds) => said.push(w.text("data-points-white")),
        Some(MaterialCounting::BlackDrawOdds) => said.push(w.text("data-points-black")),
        None => {}
    }
    said
}

/// Castling, or that there is none.
fn castling(w: &Writer) -> String {
    let Some(c) = &w.def.castling else { return w.text("data-no-castling") };
    let file = |f: u8| ((b'a' + f) as char).to_string();
    let castles = w.say(
        Said::new("data-castling")
            .arg("king", c.king_kind.map_or_else(|| w.text("data-the-king"), |k| w.name(k)))
            .arg("rooks", w.list(c.rook_kinds, "list-or"))
            .arg("kingside", file(c.kingside_file))
            .arg("queenside", file(c.queenside_file)),
    );
    if w.def.chess960 { format!("{castles} {}", w.text("data-chess960")) } else { castles }
}

/// How the game ends, a sentence for each way.
fn ends(w: &Writer) -> Vec<String> {
    let def = w.def;
    let mut said = Vec::new();
    if def.king.is_some() {
        said.push(w.text(match def.checkmate_value {
            Value::Loss => "data-checkmate-wins",
            Value::Win => "data-checkmated-wins",
            Value::Draw => "data-checkmate-draws",
        }));
    }
    said.push(w.text(if def.stalemate_piece_count {
        "data-stalemate-piece-count"
    } else {
        match def.stalemate_value {
            Value::Loss => "data-stalemate-loses",
            Value::Win => "data-stalemate-wins",
            Value::Draw => "data-stalemate-draws",
        }
    }));
    if let Some(e) = &def.extinction {
        let counted = if e.all { w.text("data-extinction-pieces") } else { w.list(e.kinds, "list-or") };
        let id = match e.value {
            Value::Loss => "data-extinction-loses",
            Value::Win => "data-extinction-wins",
            Value::Draw => "data-extinction-draws",
        };
        said.push(w.say(Said::new(id).arg("kept", e.piece_count).arg("pieces", counted)));
    }
    if let Some(flag) = &def.flag {
        let id = match (flag.piece.white, flag.extra_move) {
            (Some(_), false) => "data-flag",
            (Some(_), true) => "data-flag-answered",
            (None, false) => "data-flag-any",
            (None, true) => "data-flag-any-answered",
        };
        let piece = flag.piece.white.map(|k| w.name(k)).unwrap_or_default();
        said.push(w.say(Said::new(id).arg("piece", piece).arg("region", w.region(flag.region.white))));
    }
    if def.check_counting {
        said.push(w.text("data-check-counting"));
    }
    if def.must_capture {
        said.push(w.text("data-must-capture"));
    }
    if !def.checking {
        said.push(w.text("data-no-checks"));
    }
    if def.n_fold_rule > 0 {
        let result = match (def.n_fold_value, def.n_fold_absolute) {
            (Value::Draw, _) => "data-repetition-draws",
            (Value::Win, true) => "data-repetition-white-wins",
            (Value::Loss, true) => "data-repetition-white-loses",
            (Value::Win, false) => "data-repetition-mover-wins",
            (Value::Loss, false) => "data-repetition-mover-loses",
        };
        let id = if def.perpetual_check_illegal { "data-repetition-checks" } else { "data-repetition" };
        said.push(w.say(Said::new(id).arg("times", def.n_fold_rule).arg("result", Said::new(result))));
        if def.chasing {
            said.push(w.text("data-chasing"));
        }
    }
    if let Some(rule) = def.counting {
        said.push(w.text(match rule {
            CountingRule::Makruk => "data-count-makruk",
            CountingRule::Cambodian => "data-count-cambodian",
            CountingRule::Asean => "data-count-asean",
        }));
    }
    if def.sittuyin_promotion {
        said.push(w.text("data-sittuyin-draw"));
    }
    if def.n_move_rule > 0 {
        let id = if def.n_move_kinds.white.is_empty() { "data-move-rule" } else { "data-move-rule-pawns" };
        said.push(w.say(Said::new(id).arg("moves", def.n_move_rule)));
    }
    said
}
