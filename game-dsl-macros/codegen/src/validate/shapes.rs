//! `win: ring or connect K of corners or connect K of edges`: the shapes of one group that win
//! on a board of hexagons with an outline (Havannah's ring, bridge and fork). The outline names
//! the regions, so a shape is checked against it: a rectangle has none, and a group cannot touch
//! more regions than there are.

use super::Sections;
use super::board::written_outline;
use crate::ast::{Regions, Shape};
use crate::errors::Errors;
use crate::model::Shapes;

/// The shapes of `win`, checked against the board's outline; `None` after an error.
pub(super) fn shapes(written: &[Shape], s: &Sections, errors: &mut Errors) -> Option<Shapes> {
    let (outline, _) = written_outline(s);
    let mut shapes = Shapes::default();
    let mut ok = true;
    for shape in written {
        match *shape {
            Shape::Ring(span) => {
                if !outline.is_hex() {
                    errors.at(
                        span,
                        "`ring` needs a board of hexagons with an outline: write `board: hex \
                         hexagon N` or `board: hex triangle N`",
                    );
                    ok = false;
                } else if shapes.ring {
                    errors.at(span, "`ring` is written twice: remove one");
                    ok = false;
                }
                shapes.ring = true;
            }
            Shape::Regions {
                span,
                count,
                regions,
                regions_span,
            } => {
                let keyword = regions.keyword();
                let Some(available) = outline.region_count() else {
                    errors.at(
                        regions_span,
                        format!(
                            "a `W x H` board has no {keyword} to connect: write `board: hex \
                             hexagon N` (6 {keyword}) or `board: hex triangle N` (3 {keyword})"
                        ),
                    );
                    ok = false;
                    continue;
                };
                if count.value == 0 || count.value > available {
                    errors.at(
                        count.span,
                        format!(
                            "a `{}` board has {available} {keyword}: one group joins 1 to \
                             {available} of them, not {}",
                            outline.keyword(),
                            count.value
                        ),
                    );
                    ok = false;
                    continue;
                }
                let slot = match regions {
                    Regions::Corners => &mut shapes.corners,
                    Regions::Edges => &mut shapes.edges,
                };
                if slot.is_some() {
                    errors.at(
                        span,
                        format!("`connect K of {keyword}` is written twice: keep one"),
                    );
                    ok = false;
                }
                *slot = Some(count.value);
            }
        }
    }
    ok.then_some(shapes)
}
