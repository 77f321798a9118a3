//! Which language a reader gets when they have not chosen one: the first their browser asks for
//! (`Accept-Language`, by its weights) that ortoo speaks.

use crate::{Lang, find};

/// The language an `Accept-Language` header asks for first among those ortoo has, or `None` when
/// it asks for none of them. Ranges are taken by weight (`q`), the header's order breaking ties;
/// `*` and ranges of weight 0 are passed over. A range finds its language as [`find`] does, so
/// `pt-BR` is Portuguese and `zh-TW` Chinese.
pub fn negotiate(header: &str) -> Option<Lang> {
    let mut ranges: Vec<(u16, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(order, part)| {
            let mut pieces = part.split(';');
            let range = pieces.next()?.trim();
            let weight =
                pieces.filter_map(|p| p.trim().strip_prefix("q=")).next().map_or(Some(1000), weight_in_thousandths)?;
            (weight > 0 && !range.is_empty() && range != "*").then_some((weight, order, range))
        })
        .collect();
    ranges.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ranges.into_iter().find_map(|(_, _, range)| find(range))
}

/// A `q` value (`0.8`) in thousandths; `None` when it is not one (that range is passed over).
fn weight_in_thousandths(q: &str) -> Option<u16> {
    let q: f32 = q.trim().parse().ok()?;
    (0.0..=1.0).contains(&q).then(|| (q * 1000.0).round() as u16)
}
