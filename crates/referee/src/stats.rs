//! What a match's results say: the score, the Elo difference with its error bars, and the
//! sequential probability ratio test that decides between two hypotheses as early as the games
//! allow (the generalised SPRT of fishtest and fastchess, on the logistic Elo scale, with the
//! per-game variance taken from the results).

use serde::Serialize;

/// Wins, draws and losses, from the first engine's side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The mean score per game, 0 to 1.
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }

    /// The variance of one game's score around the mean.
    fn variance(&self) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 {
            return 0.0;
        }
        let s = self.score();
        (self.wins as f64 * (1.0 - s).powi(2) + self.draws as f64 * (0.5 - s).powi(2) + self.losses as f64 * s.powi(2))
            / n
    }

    /// The Elo difference the score stands for, with the half-width of its 95% interval.
    /// `None` until the score is neither 0 nor 1 (an infinite difference).
    pub fn elo(&self) -> Option<Elo> {
        let n = self.games() as f64;
        let s = self.score();
        if n == 0.0 || s <= 0.0 || s >= 1.0 {
            return None;
        }
        let margin = 1.959_964 * (self.variance() / n).sqrt();
        let low = elo_of(s - margin);
        let high = elo_of(s + margin);
        Some(Elo { elo: elo_of(s), low, high })
    }
}

/// An Elo estimate and its 95% interval (the bounds may be infinite).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Elo {
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

impl std::fmt::Display for Elo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let bound = |x: f64| {
            if x.is_finite() {
                format!("{x:+.1}")
            } else if x > 0.0 {
                "+inf".into()
            } else {
                "-inf".into()
            }
        };
        write!(f, "{:+.1} (95%: {} to {})", self.elo, bound(self.low), bound(self.high))
    }
}

/// The Elo difference of a mean score (logistic scale); ±infinity at 1 and 0.
pub fn elo_of(score: f64) -> f64 {
    if score <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if score >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The expected score of an Elo difference.
pub fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// A sequential test of H0 "the difference is `elo0`" against H1 "it is `elo1`", with error
/// rates `alpha` (accepting H1 when H0 holds) and `beta` (the other way round).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// Where a test stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// H1 accepted: the change is at least `elo1` better (within the error rates).
    H1,
    /// H0 accepted: it is not.
    H0,
    /// Not decided yet.
    Continue,
}

impl Sprt {
    /// The bounds the log-likelihood ratio is compared with: (lower, upper).
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of H1 over H0 for these results, under a normal approximation
    /// of the mean score with the variance the results show. Each kind of result is counted
    /// with half a game more: a run of one result only (all wins, say) then has a variance and
    /// is decided once it is long enough, neither dividing by zero nor deciding on three games.
    pub fn llr(&self, tally: &Tally) -> f64 {
        let n = tally.games() as f64;
        if n == 0.0 {
            return 0.0;
        }
        let (w, d, l) = (tally.wins as f64 + 0.5, tally.draws as f64 + 0.5, tally.losses as f64 + 0.5);
        let total = w + d + l;
        let s = (w + 0.5 * d) / total;
        let variance = (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / total;
        let (s0, s1) = (score_of(self.elo0), score_of(self.elo1));
        (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * variance / n)
    }

    pub fn verdict(&self, tally: &Tally) -> Verdict {
        let (lower, upper) = self.bounds();
        let llr = self.llr(tally);
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

impl std::str::FromStr for Sprt {
    type Err = String;

    /// `elo0=0,elo1=10,alpha=0.05,beta=0.05` (alpha and beta default to 0.05).
    fn from_str(s: &str) -> Result<Sprt, String> {
        let mut sprt = Sprt { elo0: f64::NAN, elo1: f64::NAN, alpha: 0.05, beta: 0.05 };
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = part.split_once('=').ok_or_else(|| format!("\"{part}\" is not name=value"))?;
            let value: f64 = value.trim().parse().map_err(|_| format!("{key}: \"{value}\" is not a number"))?;
            match key.trim() {
                "elo0" => sprt.elo0 = value,
                "elo1" => sprt.elo1 = value,
                "alpha" => sprt.alpha = value,
                "beta" => sprt.beta = value,
                other => return Err(format!("unknown SPRT parameter \"{other}\" (elo0, elo1, alpha, beta)")),
            }
        }
        if !sprt.elo0.is_finite() || !sprt.elo1.is_finite() {
            return Err("the SPRT needs elo0 and elo1".into());
        }
        if sprt.elo1 <= sprt.elo0 {
            return Err("elo1 must be greater than elo0".into());
        }
        if !(0.0 < sprt.alpha && sprt.alpha < 0.5 && 0.0 < sprt.beta && sprt.beta < 0.5) {
            return Err("alpha and beta must lie between 0 and 0.5".into());
        }
        Ok(sprt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_and_score_are_inverse() {
        for elo in [-400.0, -100.0, 0.0, 35.0, 191.0] {
            assert!((elo_of(score_of(elo)) - elo).abs() < 1e-9, "{elo}");
        }
        // 75% is 190.8 Elo, the textbook figure.
        assert!((elo_of(0.75) - 190.85).abs() < 0.01);
    }

    #[test]
    fn an_even_match_is_zero_elo_with_symmetric_bars() {
        let t = Tally { wins: 30, draws: 40, losses: 30 };
        let e = t.elo().unwrap();
        assert!(e.elo.abs() < 1e-9);
        assert!((e.low + e.high).abs() < 1e-9 && e.high > 0.0, "{e:?}");
        // The standard error of 100 games with 40% draws: sqrt(0.3 * 0.25 * 2 / 100) = 0.0387
        // in score, i.e. about ±52.8 Elo at 95%.
        assert!((e.high - 52.8).abs() < 1.0, "{e:?}");
        assert_eq!(Tally { wins: 3, draws: 0, losses: 0 }.elo(), None);
    }

    #[test]
    fn the_sprt_decides_each_way_and_waits_in_between() {
        let sprt: Sprt = "elo0=0,elo1=10".parse().unwrap();
        let (lower, upper) = sprt.bounds();
        assert!((lower + 2.944).abs() < 0.001 && (upper - 2.944).abs() < 0.001);
        // A clear win: 600 wins, 800 draws, 400 losses (about +39 Elo) accepts H1.
        assert_eq!(sprt.verdict(&Tally { wins: 600, draws: 800, losses: 400 }), Verdict::H1);
        // A clear loss accepts H0; an even start is undecided.
        assert_eq!(sprt.verdict(&Tally { wins: 400, draws: 800, losses: 600 }), Verdict::H0);
        assert_eq!(sprt.verdict(&Tally { wins: 10, draws: 10, losses: 10 }), Verdict::Continue);
        // One kind of result only decides once it is long enough: not on three or eight games,
        // but thirty wins in thirty is H1 and thirty losses H0.
        assert_eq!(sprt.verdict(&Tally { wins: 3, draws: 0, losses: 0 }), Verdict::Continue);
        assert_eq!(sprt.verdict(&Tally { wins: 8, draws: 0, losses: 0 }), Verdict::Continue);
        assert_eq!(sprt.verdict(&Tally { wins: 30, draws: 0, losses: 0 }), Verdict::H1);
        assert_eq!(sprt.verdict(&Tally { wins: 0, draws: 0, losses: 30 }), Verdict::H0);
        assert_eq!(sprt.verdict(&Tally::default()), Verdict::Continue);
        // Exactly halfway between the hypotheses the ratio is zero.
        let mid = score_of(5.0);
        let llr_mid = sprt.llr(&Tally {
            wins: (mid * 10_000.0).round() as u32,
            draws: 0,
            losses: 10_000 - (mid * 10_000.0).round() as u32,
        });
        assert!(llr_mid.abs() < 0.2, "{llr_mid}");
    }

    #[test]
    fn bad_sprt_settings_are_refused_with_reasons() {
        assert!("elo0=5,elo1=0".parse::<Sprt>().unwrap_err().contains("greater"));
        assert!("elo1=5".parse::<Sprt>().unwrap_err().contains("elo0"));
        assert!("elo0=0,elo1=5,alpha=0.7".parse::<Sprt>().unwrap_err().contains("alpha"));
        assert!("elo0=0,elo1=x".parse::<Sprt>().unwrap_err().contains("not a number"));
        assert!("elo0=0,elo1=5,gamma=1".parse::<Sprt>().unwrap_err().contains("gamma"));
    }
}
