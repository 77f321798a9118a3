//! Ratings: Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), one pool per game.
//!
//! Correspondence games end one at a time over weeks, so a game is rated as it ends, as a
//! rating period of its own (lichess does the same), and a player's deviation grows with the
//! time since their last rated game: one rating period a day of inactivity, at the player's
//! volatility, up to the deviation of a newcomer. A rating is provisional (shown `1500?`) while
//! its deviation is above [`PROVISIONAL_DEVIATION`].

use std::f64::consts::PI;

use crate::timecontrol::DAY_MS;
use crate::when::Timestamp;

/// Glicko-2's scale factor between the Glicko scale (1500, 350) and its own (0, 2.01).
const SCALE: f64 = 173.7178;
/// The system constant τ: how far volatility may move in one period. Glickman suggests 0.3 to
/// 1.2; 0.5 is his worked example's, and moves slowly enough for games that end weeks apart.
pub const TAU: f64 = 0.5;
/// The convergence tolerance of the volatility iteration (Glickman's ε).
const EPSILON: f64 = 0.000_001;

/// A newcomer's rating, deviation and volatility.
pub const START: Glicko = Glicko { rating: 1500.0, deviation: 350.0, volatility: 0.06 };
/// A rating's deviation above which it is shown as provisional (lichess's threshold).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// The fewest plies a rated game must reach to change ratings: a move by each side. A game
/// resigned or timed out before then is not rated (lichess aborts it), so that no rating is
/// farmed from games never played.
pub const FIRST_RATED_PLY: i64 = 2;
/// The lowest deviation kept: a player's rating always stays able to move.
const MIN_DEVIATION: f64 = 30.0;

/// A player's rating in one pool, on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glicko {
    pub rating: f64,
    /// The rating deviation (RD): how far the rating may be from the player's strength.
    pub deviation: f64,
    /// σ: how erratic the player's results are.
    pub volatility: f64,
}

/// A game's score for one player: 1 a win, ½ a draw, 0 a loss.
pub type Score = f64;

impl Glicko {
    /// Whether the rating is still provisional.
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as players read it: rounded, with `?` while provisional (`1500?`).
    pub fn shown(&self) -> String {
        format!("{}{}", self.rating.round(), if self.provisional() { "?" } else { "" })
    }

    /// The rating as it stands at `now` after no rated game since `rated_at`: the deviation
    /// grows by one period a day (Glickman's step 6 without games), never past a newcomer's.
    #[must_use]
    pub fn idle_until(self, rated_at: Timestamp, now: Timestamp) -> Glicko {
        let days = (now.millis() - rated_at.millis()) as f64 / DAY_MS as f64;
        if days <= 0.0 {
            return self;
        }
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + days * self.volatility * self.volatility).sqrt() * SCALE;
        Glicko { deviation: grown.min(START.deviation), ..self }
    }

    /// The rating after one rating period with these games (opponent's rating, this player's
    /// score), Glickman's steps 2 to 8. With no games only the deviation grows.
    #[must_use]
    pub fn after(self, games: &[(Glicko, Score)]) -> Glicko {
        let mu = (self.rating - START.rating) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let grown = (phi * phi + sigma * sigma).sqrt() * SCALE;
            return Glicko { deviation: grown.min(START.deviation), ..self };
        }
        // Steps 3 and 4: the estimated variance from the games alone, and the improvement.
        let mut inverse_v = 0.0;
        let mut improvement = 0.0;
        for (opponent, score) in games {
            let mu_j = (opponent.rating - START.rating) / SCALE;
            let g = g(opponent.deviation / SCALE);
            let expected = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
            inverse_v += g * g * expected * (1.0 - expected);
            improvement += g * (score - expected);
        }
        let v = 1.0 / inverse_v;
        let delta = v * improvement;
        // Step 5: the new volatility.
        let sigma = new_volatility(sigma, phi, v, delta);
        // Steps 6 to 8.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * improvement;
        Glicko {
            rating: SCALE * mu + START.rating,
            deviation: (SCALE * phi).clamp(MIN_DEVIATION, START.deviation),
            volatility: sigma,
        }
    }
}

/// The ratings of two players after a game between them (each as it stood when the game
/// ended, grown for inactivity): `score` is the first player's.
pub fn after_game(first: Glicko, second: Glicko, score: Score) -> (Glicko, Glicko) {
    (first.after(&[(second, score)]), second.after(&[(first, 1.0 - score)]))
}

/// Glickman's g(φ): how much a result against an uncertain opponent counts.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// Step 5: the volatility that best explains the improvement `delta`, found by the Illinois
/// algorithm on Glickman's f(x), x = ln σ².
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denominator = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * denominator * denominator) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    // Bounded: the interval halves at worst every other step; 100 steps is far beyond ε.
    for _ in 0..100 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glicko(rating: f64, deviation: f64) -> Glicko {
        Glicko { rating, deviation, volatility: 0.06 }
    }

    /// Glickman's worked example: a player rated 1500 (RD 200, σ 0.06) beats a 1400 (RD 30)
    /// and loses to a 1550 (RD 100) and a 1700 (RD 300), with τ = 0.5. The paper prints
    /// μ' = −0.2069, φ' = 0.8722, σ' = 0.05999, and converts them to r' = 1464.06 and
    /// RD' = 151.52. Its r' is converted from the rounded μ' (−0.2069 × 173.7178 + 1500); from
    /// the unrounded μ' the rating is 1464.0507, which is what ortoo keeps. Its σ' is cut, not
    /// rounded, to five places: the iteration converges to 0.0599960.
    #[test]
    fn glickmans_example_to_the_printed_precision() {
        let games = [(glicko(1400.0, 30.0), 1.0), (glicko(1550.0, 100.0), 0.0), (glicko(1700.0, 300.0), 0.0)];
        let after = glicko(1500.0, 200.0).after(&games);
        let mu = (after.rating - 1500.0) / SCALE;
        let phi = after.deviation / SCALE;
        assert_eq!(format!("{mu:.4}"), "-0.2069");
        assert_eq!(format!("{phi:.4}"), "0.8722");
        // Printed cut to five places: 0.0599959... .
        assert_eq!(format!("{:.7}", after.volatility), "0.0599960");
        assert_eq!(format!("{:.5}", (after.volatility * 1e5).floor() / 1e5), "0.05999");
        assert_eq!(format!("{:.2}", after.deviation), "151.52");
        let printed_mu = (mu * 10_000.0).round() / 10_000.0;
        assert_eq!(format!("{:.2}", printed_mu * SCALE + 1500.0), "1464.06");
        assert_eq!(format!("{:.4}", after.rating), "1464.0507");
    }

    #[test]
    fn a_win_raises_the_winner_and_lowers_the_loser_by_as_much_between_equals() {
        let (winner, loser) = after_game(START, START, 1.0);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-9);
        assert!(winner.deviation < START.deviation);
        let (a, b) = after_game(START, START, 0.5);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn an_upset_moves_more_than_an_expected_result() {
        let strong = glicko(1900.0, 80.0);
        let weak = glicko(1500.0, 80.0);
        let (_, expected) = after_game(strong, weak, 1.0);
        let (_, upset) = after_game(strong, weak, 0.0);
        assert!(upset.rating - weak.rating > weak.rating - expected.rating);
    }

    #[test]
    fn deviation_grows_with_idleness_up_to_a_newcomers() {
        let settled = glicko(1700.0, 60.0);
        let t0 = Timestamp::from_millis(0);
        assert_eq!(settled.idle_until(t0, t0), settled);
        let month = settled.idle_until(t0, Timestamp::from_millis(30 * DAY_MS));
        assert!(month.deviation > 60.0 && month.deviation < 100.0, "{month:?}");
        assert_eq!(month.rating, 1700.0);
        let decade = settled.idle_until(t0, Timestamp::from_millis(3650 * DAY_MS));
        assert_eq!(decade.deviation, START.deviation);
    }

    #[test]
    fn provisional_ratings_carry_a_question_mark() {
        assert_eq!(START.shown(), "1500?");
        assert_eq!(glicko(1612.4, 80.0).shown(), "1612");
        assert_eq!(glicko(1612.6, 110.0).shown(), "1613");
    }
}
