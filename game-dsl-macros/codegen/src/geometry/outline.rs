//! Boards that leave cells out of their rectangle: a triangle or a hexagon of hexagonal cells,
//! drawn in the rhombus of a Hex board, or squares with cells left out (a cross). The playable cells, the sides a connection joins and the
//! order of the cells are computed here, when the macro runs; the generator emits them as masks
//! and tables.
//!
//! Hexagons sit on the rhombus as in Hex: cell `(column, row)` touches `(column ± 1, row)`,
//! `(column, row ± 1)`, `(column + 1, row - 1)` and `(column - 1, row + 1)`. The lines of cells
//! run along columns, rows and anti-diagonals (`column + row` constant), so a triangle is the
//! cells with `column + row < N` and a hexagon those whose `column + row` is within `N - 1` of
//! the centre's.

use super::{Board, Set};

/// The six neighbours of a hexagonal cell, as `(column, row)` offsets.
pub const HEX_NEIGHBOURS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

/// Which cells of a board's rectangle are played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outline {
    /// Every cell of the rectangle.
    Rectangle,
    /// Squares, the cells of the set left out of the rectangle (`W x H without ...`).
    Cut(Set),
    /// A triangle of hexagons, its side the rectangle's width: the cells with
    /// `column + row < width`.
    HexTriangle,
    /// A hexagon of hexagons with `N` cells a side in a `2N - 1` square: the cells with
    /// `N - 1 <= column + row <= 3N - 3`.
    HexHexagon,
    /// A star of hexagons, six points of `N` rows around a hexagon of `N + 1` a side, in a
    /// `4N + 1` square: the union of two triangles of side `3N + 1`, one pointing up and one
    /// down, about the centre.
    HexStar,
}

impl Outline {
    /// The words of a declaration that give this outline (`hex triangle`).
    pub fn keyword(self) -> &'static str {
        match self {
            Outline::Rectangle => "W x H",
            Outline::Cut(_) => "W x H without",
            Outline::HexTriangle => "hex triangle",
            Outline::HexHexagon => "hex hexagon",
            Outline::HexStar => "hex star",
        }
    }

    /// Whether `(column, row)` is a playable cell of `board`.
    pub fn has(self, board: Board, column: i32, row: i32) -> bool {
        if board.bit(column, row).is_none() {
            return false;
        }
        let n = board.width as i32;
        match self {
            Outline::Rectangle => true,
            Outline::Cut(holes) => board.bit(column, row).is_some_and(|bit| !holes.has(bit)),
            Outline::HexTriangle => column + row < n,
            Outline::HexHexagon => {
                let side = (n + 1) / 2;
                (side - 1..=3 * side - 3).contains(&(column + row))
            }
            Outline::HexStar => {
                // Cube coordinates about the centre: one triangle has every coordinate at least
                // -N, the other every coordinate at most N.
                let points = (n - 1) / 4;
                let (q, r) = (column - 2 * points, row - 2 * points);
                let s = -q - r;
                (q >= -points && r >= -points && s >= -points)
                    || (q <= points && r <= points && s <= points)
            }
        }
    }

    /// The playable cells, in the order of their bits.
    pub fn cells(self, board: Board) -> Vec<u32> {
        (0..board.cells())
            .filter(|&cell| self.has_cell(board, cell))
            .collect()
    }

    /// Whether bit `cell` of `board` is a playable cell.
    pub fn has_cell(self, board: Board, cell: u32) -> bool {
        self.has(
            board,
            (cell % board.width) as i32,
            (cell / board.width) as i32,
        )
    }

    /// Whether the outline leaves cells of its rectangle out.
    pub fn is_partial(self) -> bool {
        self != Outline::Rectangle
    }

    /// Whether the cells are hexagons (squares otherwise).
    pub fn is_hex(self) -> bool {
        !matches!(self, Outline::Rectangle | Outline::Cut(_))
    }

    /// The sides of a connection game on this outline, with their names, and for each player
    /// (X, O) the indices of the sides it joins; `None` if the outline has no such game.
    ///
    /// - the rhombus (`W x H`): X joins the top and bottom rows, O the left and right columns
    ///   (with cells left out, those of them that are on the board);
    /// - the triangle: both players join all three sides (Y); a corner is on both its sides.
    pub fn connect_sides(self, board: Board) -> Option<ConnectSides> {
        let (w, h) = (board.width as i32, board.height as i32);
        let side = |name: &'static str, on: &dyn Fn(i32, i32) -> bool| {
            let cells = (0..board.cells())
                .filter(|&cell| {
                    let (column, row) = ((cell % board.width) as i32, (cell / board.width) as i32);
                    self.has(board, column, row) && on(column, row)
                })
                .collect();
            (name, cells)
        };
        match self {
            Outline::Rectangle | Outline::Cut(_) => Some(ConnectSides {
                sides: vec![
                    side("top row", &|_, r| r == 0),
                    side("bottom row", &|_, r| r == h - 1),
                    side("left column", &|c, _| c == 0),
                    side("right column", &|c, _| c == w - 1),
                ],
                players: [vec![0, 1], vec![2, 3]],
            }),
            Outline::HexTriangle => Some(ConnectSides {
                sides: vec![
                    side("top side", &|_, r| r == 0),
                    side("left side", &|c, _| c == 0),
                    side("diagonal side", &|c, r| c + r == w - 1),
                ],
                players: [vec![0, 1, 2], vec![0, 1, 2]],
            }),
            Outline::HexHexagon | Outline::HexStar => None,
        }
    }

    /// How many corners, and as many edges, the outline has: 6 on a hexagon, 3 on a triangle;
    /// `None` on a rectangle, whose regions are not named.
    pub fn region_count(self) -> Option<u32> {
        match self {
            Outline::Rectangle | Outline::Cut(_) | Outline::HexStar => None,
            Outline::HexTriangle => Some(3),
            Outline::HexHexagon => Some(6),
        }
    }

    /// The outline's corners, one cell each, clockwise from the top left (an empty list on a
    /// rectangle).
    pub fn corners(self, board: Board) -> Vec<Vec<u32>> {
        let last = board.width as i32 - 1;
        let points: Vec<(i32, i32)> = match self {
            Outline::Rectangle | Outline::Cut(_) | Outline::HexStar => vec![],
            Outline::HexTriangle => vec![(0, 0), (last, 0), (0, last)],
            Outline::HexHexagon => {
                let m = (last + 2) / 2 - 1;
                vec![(m, 0), (last, 0), (last, m), (m, last), (0, last), (0, m)]
            }
        };
        points
            .into_iter()
            .filter_map(|(column, row)| board.bit(column, row))
            .map(|bit| vec![bit])
            .collect()
    }

    /// The outline's edges, clockwise from the top: the cells of each side but its corners (an
    /// empty list on a rectangle).
    pub fn edges(self, board: Board) -> Vec<Vec<u32>> {
        let last = board.width as i32 - 1;
        let m = (last + 2) / 2 - 1;
        let lines: Vec<Box<dyn Fn(i32, i32) -> bool>> = match self {
            Outline::Rectangle | Outline::Cut(_) | Outline::HexStar => vec![],
            Outline::HexTriangle => vec![
                Box::new(|_, r| r == 0),
                Box::new(move |c, r| c + r == last),
                Box::new(|c, _| c == 0),
            ],
            Outline::HexHexagon => vec![
                Box::new(|_, r| r == 0),
                Box::new(move |c, _| c == last),
                Box::new(move |c, r| c + r == last + m),
                Box::new(move |_, r| r == last),
                Box::new(|c, _| c == 0),
                Box::new(move |c, r| c + r == m),
            ],
        };
        let corners: Vec<u32> = self.corners(board).concat();
        lines
            .iter()
            .map(|on| {
                self.cells(board)
                    .into_iter()
                    .filter(|&cell| {
                        let (column, row) =
                            ((cell % board.width) as i32, (cell / board.width) as i32);
                        on(column, row) && !corners.contains(&cell)
                    })
                    .collect()
            })
            .collect()
    }

    /// For each cell, how many steps from it leave the board (1 on the edge), 0 outside: central
    /// cells have the highest values.
    pub fn depth(self, board: Board) -> Vec<u32> {
        let cells = board.cells() as usize;
        let mut depth = vec![0u32; cells];
        let mut frontier: Vec<u32> = (0..board.cells())
            .filter(|&cell| {
                let (column, row) = ((cell % board.width) as i32, (cell / board.width) as i32);
                self.has(board, column, row)
                    && HEX_NEIGHBOURS
                        .iter()
                        .any(|&(dc, dr)| !self.has(board, column + dc, row + dr))
            })
            .collect();
        for &cell in &frontier {
            depth[cell as usize] = 1;
        }
        let mut level = 1;
        while !frontier.is_empty() {
            level += 1;
            let mut next = Vec::new();
            for cell in frontier {
                let (column, row) = ((cell % board.width) as i32, (cell / board.width) as i32);
                for (dc, dr) in HEX_NEIGHBOURS {
                    if self.has(board, column + dc, row + dr) {
                        let bit = board.bit(column + dc, row + dr).unwrap_or(0);
                        if depth[bit as usize] == 0 {
                            depth[bit as usize] = level;
                            next.push(bit);
                        }
                    }
                }
            }
            frontier = next;
        }
        depth
    }
}

/// The sides of a connection game: each a name and its cells, and for each player the sides it
/// joins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectSides {
    /// Each side: its name and its cells.
    pub sides: Vec<(&'static str, Vec<u32>)>,
    /// For X and for O, the indices in `sides` of the sides it must join in one chain.
    pub players: [Vec<usize>; 2],
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(n: u32) -> Board {
        Board {
            width: n,
            height: n,
        }
    }

    #[test]
    fn a_triangle_keeps_the_cells_above_the_anti_diagonal() {
        let cells = Outline::HexTriangle.cells(board(19));
        assert_eq!(cells.len(), 190);
        assert_eq!(Outline::HexTriangle.cells(board(3)), [0, 1, 2, 3, 4, 6]);
    }

    #[test]
    fn a_hexagon_of_side_n_has_3n_n_minus_1_plus_1_cells() {
        assert_eq!(Outline::HexHexagon.cells(board(15)).len(), 3 * 8 * 7 + 1);
        // Side 2 in 3 x 3: every cell but the top-left and bottom-right corners.
        assert_eq!(Outline::HexHexagon.cells(board(3)), [1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn the_triangle_s_corners_are_on_two_sides() {
        let sides = Outline::HexTriangle.connect_sides(board(3)).unwrap();
        let cells: Vec<&[u32]> = sides.sides.iter().map(|(_, c)| c.as_slice()).collect();
        assert_eq!(cells, [&[0, 1, 2][..], &[0, 3, 6], &[2, 4, 6]]);
        assert_eq!(sides.players, [vec![0, 1, 2], vec![0, 1, 2]]);
    }

    #[test]
    fn a_hexagon_has_six_corners_and_six_edges_without_them() {
        // Side 3 in 5 x 5: corners (2, 0), (4, 0), (4, 2), (2, 4), (0, 4), (0, 2).
        let corners = Outline::HexHexagon.corners(board(5));
        assert_eq!(corners, [[2], [4], [14], [22], [20], [10]]);
        let edges = Outline::HexHexagon.edges(board(5));
        assert_eq!(edges, [[3], [9], [18], [21], [15], [6]]);
        let edges = Outline::HexHexagon.edges(board(15));
        assert!(edges.iter().all(|edge| edge.len() == 6));
    }

    #[test]
    fn a_triangle_has_three_corners_and_three_edges() {
        assert_eq!(Outline::HexTriangle.corners(board(4)), [[0], [3], [12]]);
        assert_eq!(
            Outline::HexTriangle.edges(board(4)),
            [[1, 2], [6, 9], [4, 8]]
        );
    }

    #[test]
    fn depth_counts_the_steps_to_the_edge() {
        // A triangle of side 4: only its centre cell (1, 1) is off the edge.
        let depth = Outline::HexTriangle.depth(board(4));
        assert_eq!(depth[5], 2);
        assert_eq!(depth.iter().filter(|&&d| d == 1).count(), 9);
        assert_eq!(depth[15], 0);
    }
}
