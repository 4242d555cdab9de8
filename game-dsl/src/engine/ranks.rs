//! The values a solved position can take, numbered so that they can be bisected.
//!
//! Scores of finished games sit near `±WIN` and the draw at 0, with nothing in between: bisecting
//! the raw scores would spend its first twenty tests in the gap. Ranks number the possible values
//! in order with no gap: with distance scoring and at most `L` plies left, a win in `d` plies is
//! rank `L + 1 - d` (`1..=L`, the quickest win highest), a draw 0 and a loss in `d` plies
//! `-(L + 1 - d)`; with margin scoring the rank is the margin. This is Pons' score range
//! (`±(cells - moves) / 2`) counted in plies, for any game.

use crate::game::Scoring;
use crate::score::{MAX_DISTANCE, Score, WIN};

/// The largest margin that [`Ranks`] bisects with margin scoring.
pub(crate) const MAX_MARGIN: i32 = MAX_DISTANCE;

/// The numbering of the values of one root position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ranks {
    /// The largest rank.
    max: i32,
    /// `score(r) = r + offset` for a positive rank `r`.
    offset: Score,
}

impl Ranks {
    /// The ranks of a root position with `plies_left` plies at most to the end of the game
    /// (distance scoring), or whose margin is at most `margin` (margin scoring).
    pub(crate) fn new(scoring: Scoring, plies_left: u32, margin: u32) -> Ranks {
        match scoring {
            Scoring::Distance => {
                let max = plies_left.clamp(1, MAX_DISTANCE as u32 - 1) as i32;
                Ranks {
                    max,
                    offset: WIN - max - 1,
                }
            }
            Scoring::Margin => Ranks {
                max: margin.clamp(1, MAX_MARGIN as u32) as i32,
                offset: WIN,
            },
        }
    }

    /// The largest rank; the smallest is its opposite.
    pub(crate) fn max(self) -> i32 {
        self.max
    }

    /// The score of a rank.
    pub(crate) fn score(self, rank: i32) -> Score {
        match rank.signum() {
            1 => rank + self.offset,
            -1 => rank - self.offset,
            _ => 0,
        }
    }

    /// The largest rank whose score is at most `score` (clamped to the ranks).
    pub(crate) fn floor(self, score: Score) -> i32 {
        let rank = if score > self.offset {
            score - self.offset
        } else if score >= 0 {
            0
        } else if score >= -1 - self.offset {
            -1
        } else {
            score + self.offset
        };
        rank.clamp(-self.max, self.max)
    }

    /// The smallest rank whose score is at least `score` (clamped to the ranks).
    pub(crate) fn ceil(self, score: Score) -> i32 {
        -self.floor(-score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_ranks_number_wins_draws_and_losses_in_order() {
        let ranks = Ranks::new(Scoring::Distance, 9, 0);
        assert_eq!(ranks.max(), 9);
        assert_eq!(ranks.score(9), WIN - 1);
        assert_eq!(ranks.score(1), WIN - 9);
        assert_eq!(ranks.score(0), 0);
        assert_eq!(ranks.score(-1), -(WIN - 9));
        assert_eq!(ranks.score(-9), -(WIN - 1));
        for rank in -9..=9 {
            let score = ranks.score(rank);
            assert_eq!(ranks.floor(score), rank);
            assert_eq!(ranks.ceil(score), rank);
            // Scores between two ranks round down or up.
            if rank < 9 {
                let next = ranks.score(rank + 1);
                if next - score > 1 {
                    assert_eq!(ranks.floor(next - 1), rank);
                    assert_eq!(ranks.ceil(score + 1), rank + 1);
                }
            }
        }
        assert_eq!(ranks.floor(5_000), 0);
        assert_eq!(ranks.ceil(5_000), 1);
        assert_eq!(ranks.floor(-5_000), -1);
        assert_eq!(ranks.ceil(-5_000), 0);
    }

    #[test]
    fn margin_ranks_are_margins() {
        let ranks = Ranks::new(Scoring::Margin, 60, MAX_MARGIN as u32);
        assert_eq!(ranks.score(12), WIN + 12);
        assert_eq!(ranks.score(-3), -(WIN + 3));
        assert_eq!(ranks.floor(WIN + 12), 12);
        assert_eq!(ranks.ceil(-(WIN + 3)), -3);
        assert_eq!(ranks.floor(WIN - 100), 0);
    }
}
