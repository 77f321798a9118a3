//! The evaluation graph of an analysed game: White's winning chance after each ply, as a filled
//! curve (White's share below it, Black's above), with the marked moves as dots that lead to
//! their positions. Drawn on the server as SVG: it needs no script and prints.

use std::fmt::Write;

use ortoo_i18n::Lang;
use ortoo_play::analysis::{Judgement, Review};

const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 150.0;
/// Room above and below the curve, so a dot at a won position is drawn whole.
const PAD: f64 = 6.0;

/// A marked move as the graph labels it: its number and text as the log writes them.
pub struct Label<'a> {
    pub ply: i64,
    pub text: &'a str,
}

/// The graph's SVG, its words in `t`'s. `labels` name the plies for the dots' tooltips
/// (`12… N c6-d4`); `shown_ply` is marked with a line; `query` is added to each dot's link
/// (`&flip=1`).
pub fn eval_graph(
    t: Lang,
    sides: ortoo_rules::Sides,
    game_id: &str,
    review: &Review,
    labels: &[Label<'_>],
    shown_ply: i64,
    query: &str,
) -> String {
    let total_plies = (review.total.max(2) - 1) as f64;
    let x = |ply: i64| ply as f64 * WIDTH / total_plies;
    let y = |chance: f64| PAD + (1.0 - chance) * (HEIGHT - 2.0 * PAD);
    let mut points: Vec<(f64, f64)> = Vec::with_capacity(review.plies.len() + 1);
    if let Some(start) = review.start {
        points.push((x(0), y(start.white_chance())));
        for p in &review.plies {
            // A gap (a ply not yet analysed) ends the curve: it never draws what it does not know.
            if p.ply != points.len() as i64 {
                break;
            }
            points.push((x(p.ply), y(p.eval.white_chance())));
        }
    }
    let mut svg = String::with_capacity(4096);
    let _ = write!(
        svg,
        "<svg class=\"eval\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"group\" aria-label=\"{}\">\
         <rect class=\"back\" width=\"{WIDTH}\" height=\"{HEIGHT}\"/>",
        escape(&t.msg("game-graph-label").arg(ortoo_i18n::SIDES, sides.key()).to_string())
    );
    if let (Some(first), Some(last)) = (points.first(), points.last()) {
        let _ = write!(svg, "<path class=\"area\" d=\"M{:.1} {HEIGHT}", first.0);
        for (px, py) in &points {
            let _ = write!(svg, " L{px:.1} {py:.1}");
        }
        let _ = write!(svg, " L{:.1} {HEIGHT} Z\"/>", last.0);
        let _ = write!(svg, "<polyline class=\"curve\" points=\"");
        for (px, py) in &points {
            let _ = write!(svg, "{px:.1},{py:.1} ");
        }
        svg.push_str("\"/>");
    }
    // The plies not yet analysed are drawn as such: left as the dark back, they would read as
    // Black's share, a game Black was winning.
    let known = points.last().map_or(0.0, |p| p.0);
    if known < WIDTH {
        let _ = write!(
            svg,
            "<rect class=\"pending\" x=\"{known:.1}\" width=\"{:.1}\" height=\"{HEIGHT}\"><title>{}</title></rect>",
            WIDTH - known,
            escape(&t.text("game-graph-pending"))
        );
    }
    let _ = write!(svg, "<line class=\"mid\" x1=\"0\" y1=\"{0}\" x2=\"{WIDTH}\" y2=\"{0}\"/>", HEIGHT / 2.0);
    if shown_ply > 0 && (shown_ply as f64) <= total_plies {
        let _ = write!(svg, "<line class=\"now\" x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{HEIGHT}\"/>", x(shown_ply));
    }
    for p in review.plies.iter().filter(|p| p.judgement.is_some()).filter(|p| (p.ply as usize) < points.len()) {
        let Some(judgement) = p.judgement else { continue };
        let label = labels.iter().find(|l| l.ply == p.ply).map_or(p.played.as_str(), |l| l.text);
        let played = format!("{label}{}", judgement.mark());
        let title = match p.best.as_deref() {
            Some(best) => t
                .msg("game-graph-dot-better")
                .arg("move", played)
                .arg("eval", p.eval.text())
                .arg("better", best)
                .arg("better-eval", p.best_eval.text())
                .to_string(),
            None => t.msg("game-graph-dot").arg("move", played).arg("eval", p.eval.text()).to_string(),
        };
        let _ = write!(
            svg,
            "<a href=\"/games/{game_id}?ply={ply}{query}\"><title>{title}</title>\
             <circle class=\"{class}\" cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r}\"/></a>",
            ply = p.ply,
            title = escape(&title),
            class = judgement.as_str(),
            cx = x(p.ply),
            cy = y(p.eval.white_chance()),
            r = if judgement == Judgement::Blunder { 5 } else { 4 },
        );
    }
    svg.push_str("</svg>");
    svg
}

/// One rated game on a rating graph.
pub struct RatingPoint {
    pub game_id: ortoo_core::GameId,
    pub rating: f64,
    /// `12 Nov 2026 v Bob`.
    pub label: String,
}

const RATING_WIDTH: f64 = 600.0;
const RATING_HEIGHT: f64 = 160.0;
/// Room at the left for the scale's numbers.
const SCALE_ROOM: f64 = 44.0;

/// A player's rating in one pool over their rated games, as SVG, its words in `t`'s: one step a
/// game (not a day: correspondence games end in bursts and gaps), from the rating they started
/// at, each dot linking to its game. The scale is marked at its lowest and highest rating.
pub fn rating_graph(t: Lang, pool_name: &str, start: f64, points: &[RatingPoint]) -> String {
    let ratings: Vec<f64> = std::iter::once(start).chain(points.iter().map(|p| p.rating)).collect();
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // At least 100 points of scale, so a flat history does not fill the height with noise.
    let middle = f64::midpoint(low, high);
    let (low, high) = if high - low < 100.0 { (middle - 50.0, middle + 50.0) } else { (low, high) };
    let steps = (ratings.len().max(2) - 1) as f64;
    let x = |i: usize| SCALE_ROOM + i as f64 * (RATING_WIDTH - SCALE_ROOM - PAD) / steps;
    let y = |r: f64| PAD + (high - r) / (high - low) * (RATING_HEIGHT - 2.0 * PAD);
    let mut svg = String::with_capacity(1024 + points.len() * 160);
    let label = t
        .msg("player-graph-label")
        .arg("game", pool_name)
        .arg("count", points.len())
        .arg("from", start.round() as i64)
        .arg("to", ratings.last().copied().unwrap_or(start).round() as i64)
        .to_string();
    let _ = write!(
        svg,
        "<svg class=\"rating\" viewBox=\"0 0 {RATING_WIDTH} {RATING_HEIGHT}\" role=\"group\" aria-label=\"{}\">",
        escape(&label)
    );
    for (value, class) in [(high, "top"), (low, "bottom")] {
        let _ = write!(
            svg,
            "<line class=\"grid\" x1=\"{SCALE_ROOM}\" y1=\"{0:.1}\" x2=\"{RATING_WIDTH}\" y2=\"{0:.1}\"/>\
             <text class=\"{class}\" x=\"{1:.1}\" y=\"{0:.1}\">{2:.0}</text>",
            y(value),
            SCALE_ROOM - 4.0,
            value.round()
        );
    }
    svg.push_str("<polyline class=\"line\" points=\"");
    for (i, r) in ratings.iter().enumerate() {
        let _ = write!(svg, "{:.1},{:.1} ", x(i), y(*r));
    }
    svg.push_str("\"/>");
    for (i, p) in points.iter().enumerate() {
        let _ = write!(
            svg,
            "<a href=\"/games/{}\"><title>{}</title><circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"4\"/></a>",
            escape(p.game_id.as_str()),
            escape(
                &t.msg("player-graph-dot")
                    .arg("rating", p.rating.round() as i64)
                    .arg("game", p.label.as_str())
                    .to_string()
            ),
            x(i + 1),
            y(p.rating)
        );
    }
    svg.push_str("</svg>");
    svg
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use ortoo_core::{Side, Timestamp};
    use ortoo_play::analysis::{Eval, PlyReview};

    fn review(evals: &[i64], total: usize) -> Review {
        let plies = evals[1..]
            .iter()
            .enumerate()
            .map(|(i, &cp)| PlyReview {
                ply: i as i64 + 1,
                side: if i % 2 == 0 { Side::White } else { Side::Black },
                played: format!("move {}", i + 1),
                eval: Eval::Centipawns(cp),
                best: Some("P <d2>-d4 & co".into()),
                best_eval: Eval::Centipawns(0),
                line: Vec::new(),
                chance_lost: 0.2,
                judgement: (i == 1).then_some(Judgement::Blunder),
            })
            .collect();
        Review {
            status: ortoo_core::AnalysisStatus::Done,
            requested_at: Timestamp::from_millis(0),
            finished_at: None,
            error: None,
            analysed: evals.len(),
            total,
            start: Some(Eval::Centipawns(evals[0])),
            plies,
            white: Default::default(),
            black: Default::default(),
        }
    }

    #[test]
    fn the_curve_follows_whites_chances_and_the_marked_moves_link_to_their_positions() {
        let svg = eval_graph(
            ortoo_i18n::english(),
            ortoo_rules::Sides::Chess,
            "g1",
            &review(&[0, 0, 400, 400], 4),
            &[Label { ply: 2, text: "1… P a7-a6" }],
            3,
            "",
        );
        // Level at the start (halfway up), White well ahead after ply 2 (near the top, inside the padding).
        assert!(
            svg.contains("<polyline class=\"curve\" points=\"0.0,75.0 200.0,75.0 400.0,31.7 600.0,31.7 \"/>"),
            "{svg}"
        );
        assert!(svg.contains("<a href=\"/games/g1?ply=2\"><title>1… P a7-a6?? (+4.00); better P &lt;d2&gt;-d4 &amp; co (+0.00)</title>"), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 1);
        assert!(svg.contains("<line class=\"now\" x1=\"600.0\""));
    }

    #[test]
    fn an_analysis_under_way_draws_only_what_it_knows() {
        // Ply 1 not yet analysed: the curve stops at the start, and the blunder at ply 2 (past
        // the gap) is not drawn.
        let mut r = review(&[0, 10, 20, 30], 11);
        r.plies.remove(0);
        let svg = eval_graph(ortoo_i18n::english(), ortoo_rules::Sides::Chess, "g1", &r, &[], 0, "");
        assert!(svg.contains("points=\"0.0,75.0 \""), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 0);
        // The rest of the game is marked as not yet analysed, not left to read as Black's.
        assert!(svg.contains("<rect class=\"pending\" x=\"0.0\" width=\"600.0\""), "{svg}");
    }

    #[test]
    fn a_rating_graph_steps_a_game_at_a_time_from_the_start() {
        let point = |id: &str, rating: f64| RatingPoint {
            game_id: ortoo_core::GameId::from_text(id),
            rating,
            label: format!("game {id} v <Bob>"),
        };
        let svg = rating_graph(ortoo_i18n::english(), "Koan", 1500.0, &[point("g1", 1662.0), point("g2", 1600.0)]);
        // Three ratings (the start and two games) across the width, the highest at the top.
        assert!(svg.contains("points=\"44.0,154.0 319.0,6.0 594.0,62.6 \""), "{svg}");
        assert!(svg.contains(">1662</text>") && svg.contains(">1500</text>"), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 2);
        assert!(svg.contains("<a href=\"/games/g2\"><title>1600 after game g2 v &lt;Bob&gt;</title>"), "{svg}");
        assert!(svg.contains("aria-label=\"Koan rating over 2 rated games, from 1500 to 1600\""), "{svg}");
        // A flat history still has a scale of 100 points.
        let flat = rating_graph(ortoo_i18n::english(), "Koan", 1500.0, &[point("g1", 1500.0)]);
        assert!(flat.contains(">1550</text>") && flat.contains(">1450</text>"), "{flat}");
    }

    #[test]
    fn a_finished_analysis_has_nothing_pending() {
        let svg = eval_graph(
            ortoo_i18n::english(),
            ortoo_rules::Sides::Chess,
            "g1",
            &review(&[0, 0, 400, 400], 4),
            &[],
            0,
            "",
        );
        assert!(!svg.contains("pending"), "{svg}");
    }
}
