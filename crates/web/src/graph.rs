//! The evaluation graph of an analysed game: White's winning chance after each ply, as a filled
//! curve (White's share below it, Black's above), with the marked moves as dots that lead to
//! their positions. Drawn on the server as SVG: it needs no script and prints.

use std::fmt::Write;

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

/// The graph's SVG. `labels` name the plies for the dots' tooltips (`12… N c6-d4`); `shown_ply`
/// is marked with a line; `query` is added to each dot's link (`&flip=1`).
pub fn eval_graph(game_id: &str, review: &Review, labels: &[Label<'_>], shown_ply: i64, query: &str) -> String {
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
        "<svg class=\"eval\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" \
         aria-label=\"White's winning chances through the game, as the engine sees them\">\
         <rect class=\"back\" width=\"{WIDTH}\" height=\"{HEIGHT}\"/>"
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
            "<rect class=\"pending\" x=\"{known:.1}\" width=\"{:.1}\" height=\"{HEIGHT}\"><title>not yet analysed</title></rect>",
            WIDTH - known
        );
    }
    let _ = write!(svg, "<line class=\"mid\" x1=\"0\" y1=\"{0}\" x2=\"{WIDTH}\" y2=\"{0}\"/>", HEIGHT / 2.0);
    if shown_ply > 0 && (shown_ply as f64) <= total_plies {
        let _ = write!(svg, "<line class=\"now\" x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{HEIGHT}\"/>", x(shown_ply));
    }
    for p in review.plies.iter().filter(|p| p.judgement.is_some()).filter(|p| (p.ply as usize) < points.len()) {
        let Some(judgement) = p.judgement else { continue };
        let label = labels.iter().find(|l| l.ply == p.ply).map_or(p.played.as_str(), |l| l.text);
        let better = p.best.as_deref().map(|b| format!("; better {b} ({})", p.best_eval.text())).unwrap_or_default();
        let _ = write!(
            svg,
            "<a href=\"/games/{game_id}?ply={ply}{query}\"><title>{label}{mark} ({eval}){better}</title>\
             <circle class=\"{class}\" cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r}\"/></a>",
            ply = p.ply,
            label = escape(label),
            mark = judgement.mark(),
            eval = p.eval.text(),
            better = escape(&better),
            class = judgement.as_str(),
            cx = x(p.ply),
            cy = y(p.eval.white_chance()),
            r = if judgement == Judgement::Blunder { 5 } else { 4 },
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
            status: "done".into(),
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
        let svg = eval_graph("g1", &review(&[0, 0, 400, 400], 4), &[Label { ply: 2, text: "1… P a7-a6" }], 3, "");
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
        let svg = eval_graph("g1", &r, &[], 0, "");
        assert!(svg.contains("points=\"0.0,75.0 \""), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 0);
        // The rest of the game is marked as not yet analysed, not left to read as Black's.
        assert!(svg.contains("<rect class=\"pending\" x=\"0.0\" width=\"600.0\""), "{svg}");
    }

    #[test]
    fn a_finished_analysis_has_nothing_pending() {
        let svg = eval_graph("g1", &review(&[0, 0, 400, 400], 4), &[], 0, "");
        assert!(!svg.contains("pending"), "{svg}");
    }
}
