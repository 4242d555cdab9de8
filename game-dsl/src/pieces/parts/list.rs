//! [`TurnList`]: a player's turns as a tuple of [`Turn`]s of any parts, so that going through them
//! is unrolled when the game compiles, each turn with its part's type and its tag (its index in
//! the list) known.

use std::ops::ControlFlow;

use super::{Part, Turn};

/// What is done with each turn of a list: [`TurnList::each`] and [`TurnList::at`] call
/// [`turn`](Visit::turn) with the turn's part type known.
pub trait Visit {
    /// Visits `turn`, whose moves have the tag `tag`; `Break` stops the walk.
    fn turn<A: Part>(&mut self, tag: u8, turn: &Turn<A>) -> ControlFlow<()>;
}

/// A list of turns: `()`, or a tuple of up to 16 [`Turn`]s (a move's tag is 4 bits).
///
/// ```
/// use game_dsl::pieces::{Movers, Step, Target, Turn, TurnList};
/// const UP: game_dsl::pieces::Dir = game_dsl::pieces::Dir { offset: -8, from: game_dsl::pieces::Mask::bits(!0xff) };
/// let turns = (Turn { movers: Movers::All, part: Step { dirs: &[UP], onto: Target::Empty }, shoot: &[], spin: &[] },);
/// assert_eq!(<(Turn<Step>,) as TurnList>::LEN, 1);
/// # let _ = turns;
/// ```
pub trait TurnList: 'static {
    /// The number of turns.
    const LEN: usize;

    /// Visits every turn in order, tagged with its index, until the visitor breaks.
    fn each<V: Visit>(&self, visit: &mut V) -> ControlFlow<()>;

    /// Visits the turn at `index` (none beyond the list), tagged `tag`.
    fn at<V: Visit>(&self, index: usize, tag: u8, visit: &mut V) -> ControlFlow<()>;
}

/// Implements [`TurnList`] for the tuple of the listed turns, then for each longer prefix.
macro_rules! turn_lists {
    (@impl $($i:tt $A:ident)*) => {
        impl<$($A: Part),*> TurnList for ($(Turn<$A>,)*) {
            const LEN: usize = 0 $(+ { let _ = $i; 1 })*;

            #[inline(always)]
            #[allow(unused_variables)]
            fn each<V: Visit>(&self, visit: &mut V) -> ControlFlow<()> {
                $(visit.turn($i, &self.$i)?;)*
                ControlFlow::Continue(())
            }

            #[inline(always)]
            #[allow(unused_variables)]
            fn at<V: Visit>(&self, index: usize, tag: u8, visit: &mut V) -> ControlFlow<()> {
                $(if index == $i {
                    return visit.turn(tag, &self.$i);
                })*
                ControlFlow::Continue(())
            }
        }
    };
    ([$($done:tt)*]) => {
        turn_lists!(@impl $($done)*);
    };
    ([$($done:tt)*] $i:tt $A:ident $($rest:tt)*) => {
        turn_lists!(@impl $($done)*);
        turn_lists!([$($done)* $i $A] $($rest)*);
    };
}

turn_lists!([] 0 A 1 B 2 C 3 D 4 E 5 F 6 G 7 H 8 I 9 J 10 K 11 L 12 M 13 N 14 O 15 P);
