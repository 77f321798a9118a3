//! Games and challenges as the API shows them: a game's view (with its moves as written when
//! they were made, and what the rules work out at its position) and a challenge's. Answers
//! are kept without a game's moves, a mark standing for them; they are put back here.

use ortoo_core::when::rfc3339;
use ortoo_core::{Challenge, Game, GameId};
use ortoo_play::answers::View;
use ortoo_play::moves::Moves;
use ortoo_rules::{GameState, Side};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::value::RawValue;
use serde_json::{Value, json};

use crate::AppState;
use crate::api::schema::ChallengeView;
use crate::http::error::ApiError;

/// The game as api.md shapes it, serialised straight from the stored rows (no intermediate
/// JSON tree: this is on every move's answer, and a long game has hundreds of moves), its moves
/// written as a mark ([`MOVES_MARK`]) that [`moves_put_in`] replaces with the moves as written
/// when they were made: kept answers keep the mark, answers and [`game_json`] have it replaced.
pub(crate) struct Shown<'a> {
    game: &'a Game,
    legal_moves: Option<Vec<String>>,
    board_text: String,
    counts: Vec<crate::api::schema::CountView>,
    hands: Option<crate::api::schema::HandsView>,
}

impl Shown<'_> {
    /// The view of a game as an action leaves it (or as it stands).
    pub(crate) fn of(view: View<'_>) -> Shown<'_> {
        let (legal_moves, board_text) = worked_out(view.game, view.rules);
        let counts = view.rules.counts().into_iter().map(crate::api::schema::CountView::from).collect();
        let hands = view.rules.hands().map(crate::api::schema::HandsView::from);
        Shown { game: view.game, legal_moves, board_text, counts, hands }
    }
}

/// The mark that stands for a game's first moves in a kept answer: the game and how many.
const MOVES_MARK: &str = "ortoo:moves-of:";

/// Where an answer's mark of moves is: the answer before it, the game and how many moves it
/// stands for, and the answer after it. `None` when it has none (not about a game).
fn moves_mark(body: &str) -> Result<Option<(&str, &str, usize, &str)>, ApiError> {
    let Some(start) = body.find(&format!("\"{MOVES_MARK}")) else { return Ok(None) };
    let corrupt = || ApiError::internal("answer unreadable", &"an answer's moves mark is malformed");
    let rest = &body[start + 1 + MOVES_MARK.len()..];
    let end = rest.find('"').ok_or_else(corrupt)?;
    let (game_id, count) = rest[..end].rsplit_once(':').ok_or_else(corrupt)?;
    let count: usize = count.parse().map_err(|_| corrupt())?;
    Ok(Some((&body[..start], game_id, count, &rest[end + 1..])))
}

/// An answer with the moves its mark stands for written in from `moves` (the game's, at least as
/// many as the mark says), as they were written when they were made: the moves as written are
/// copied in once, never parsed again.
pub(crate) fn moves_put_in(body: String, moves: &Moves) -> Result<String, ApiError> {
    let Some((before, _, count, after)) = moves_mark(&body)? else { return Ok(body) };
    if moves.list.len() < count {
        return Err(ApiError::internal("answer unreadable", &"an answer names more moves than its game has"));
    }
    let mut out = String::with_capacity(body.len() + moves.written.len() + 2);
    out.push_str(before);
    out.push('[');
    if moves.list.len() == count {
        out.push_str(&moves.written);
    } else {
        // The game has moved on since (a replay): its first moves, written again.
        let mut written = String::new();
        for m in &moves.list[..count] {
            write_move_json(m, &mut written);
        }
        out.push_str(&written);
    }
    out.push(']');
    out.push_str(after);
    Ok(out)
}

/// A kept answer with the moves its mark stands for written back in, as they were written in the
/// first answer (a game's moves never change once stored).
pub(crate) async fn with_moves_put_back(state: &AppState, body: String) -> Result<String, ApiError> {
    let Some((_, game_id, _, _)) = moves_mark(&body)? else { return Ok(body) };
    let game = state.play.games.game(&GameId::from_text(game_id)).await?;
    let moves = state.play.games.moves(&game).await?;
    moves_put_in(body, &moves)
}

impl Serialize for Shown<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Players<'a> {
            white: &'a str,
            black: &'a str,
        }
        let g = self.game;
        let options = RawValue::from_string(g.options.clone()).map_err(serde::ser::Error::custom)?;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("id", &g.id)?;
        m.serialize_entry("variant", &g.variant)?;
        m.serialize_entry("options", &options)?;
        m.serialize_entry("players", &Players { white: &g.players.white.name, black: &g.players.black.name })?;
        m.serialize_entry("rated", &g.rated)?;
        if g.against_engine() {
            m.serialize_entry(
                "engine_levels",
                &json!({"white": g.players.white.level, "black": g.players.black.level}),
            )?;
        }
        m.serialize_entry("status", &g.status())?;
        m.serialize_entry("result", &g.result())?;
        m.serialize_entry("reason", &g.reason())?;
        m.serialize_entry("ply", &g.ply)?;
        m.serialize_entry("to_move", g.to_move.name())?;
        m.serialize_entry("position", &g.position)?;
        m.serialize_entry("board_text", &self.board_text)?;
        m.serialize_entry("counts", &self.counts)?;
        if let Some(hands) = &self.hands {
            m.serialize_entry("hands", hands)?;
        }
        if let Some(legal) = &self.legal_moves {
            m.serialize_entry("legal_moves", legal)?;
        }
        // The game's moves are as many as its ply.
        m.serialize_entry("moves", &format!("{MOVES_MARK}{}:{}", g.id, g.ply))?;
        m.serialize_entry("deadline", &g.deadline.map(rfc3339))?;
        m.serialize_entry("time_control", &g.time_control())?;
        if g.banks_ms.white.is_some() || g.banks_ms.black.is_some() {
            m.serialize_entry("bank_ms", &json!({"white": g.banks_ms.white, "black": g.banks_ms.black}))?;
        }
        m.serialize_entry("draw_offer", &g.draw_offer.map(Side::name))?;
        m.serialize_entry("takeback_offer", &g.takeback_offer.map(Side::name))?;
        m.serialize_entry("taken_back_at", &g.taken_back_at.map(rfc3339))?;
        m.serialize_entry("created_at", &rfc3339(g.created_at))?;
        m.serialize_entry("updated_at", &rfc3339(g.updated_at))?;
        m.end()
    }
}

/// A move as the API shows it ([`crate::api::schema::MoveView`]), after a comma if `out` holds
/// moves already: the [`ortoo_play::moves::MoveWriter`] of the API.
pub fn write_move_json(m: &ortoo_core::Move, out: &mut String) {
    if !out.is_empty() {
        out.push(',');
    }
    let view = crate::api::schema::MoveView {
        ply: m.ply,
        side: m.side.name().to_string(),
        text: m.text.clone(),
        input: m.input.clone(),
        comment: m.comment.clone(),
        effect: m.effect.clone(),
        at: rfc3339(m.at),
    };
    out.push_str(&serde_json::to_string(&view).expect("a move serialises"));
}

/// The game as it stands, as the API shows it (JSON).
pub async fn game_json(state: &AppState, game: &Game) -> Result<String, ApiError> {
    let rules = state.play.games.state(game).await?;
    let moves = state.play.games.moves(game).await?;
    let shown = Shown::of(View { game, moves: Some(&moves), rules: &*rules });
    moves_put_in(serde_json::to_string(&shown).expect("a game serialises"), &moves)
}

/// What a view works out from the rules at the game's position: the legal moves (while the
/// game is going on) and the board as text.
fn worked_out(game: &Game, rules: &dyn GameState) -> (Option<Vec<String>>, String) {
    let legal_moves = game.is_active().then(|| rules.legal_moves().into_iter().map(|m| m.canonical).collect());
    (legal_moves, rules.board_text(Side::White))
}

/// A challenge as the API shows it.
pub fn challenge_view(c: &Challenge) -> ChallengeView {
    ChallengeView {
        id: c.id.clone(),
        variant: c.variant.clone(),
        options: serde_json::from_str(&c.options).unwrap_or(Value::Null),
        challenger: c.challenger_name.clone(),
        opponent: match (&c.opponent_name, c.engine_level) {
            (_, Some(level)) => json!({"engine": level}),
            (Some(name), None) => json!({"user": name}),
            (None, None) => json!({"open": true}),
        },
        color: c.color,
        time_control: ortoo_core::timecontrol::TimeControl::of(c.time_control.as_deref(), c.days_per_move)
            .map(|tc| serde_json::to_value(tc).expect("a time control serialises")),
        rated: c.rated,
        rating_range: c.rating_min.zip(c.rating_max).map(|(min, max)| crate::api::schema::RatingRangeView { min, max }),
        status: c.status,
        game: c.game_id.clone(),
        created_at: rfc3339(c.created_at),
    }
}
