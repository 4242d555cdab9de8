//! The directions of the board: the four of a line, the steps a stone may take.

/// A direction on the board, as a step in columns and rows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Direction {
    /// The constant's name in the generated code.
    pub name: &'static str,
    /// What the constant holds, for its doc comment.
    pub description: &'static str,
    /// Column step.
    pub dx: i32,
    /// Row step (downwards).
    pub dy: i32,
}

/// The four directions of a line, each taken one way (the other way is the same line).
pub const LINE_DIRECTIONS: [Direction; 4] = [
    Direction {
        name: "ACROSS",
        description: "left to right",
        dx: 1,
        dy: 0,
    },
    Direction {
        name: "DOWN",
        description: "top to bottom",
        dx: 0,
        dy: 1,
    },
    Direction {
        name: "DIAGONAL",
        description: "down and to the right",
        dx: 1,
        dy: 1,
    },
    Direction {
        name: "ANTI_DIAGONAL",
        description: "down and to the left",
        dx: -1,
        dy: 1,
    },
];

/// A step in each of the eight directions, as a stone moves (`moves: step`).
const fn step(name: &'static str, description: &'static str, dx: i32, dy: i32) -> Direction {
    Direction {
        name,
        description,
        dx,
        dy,
    }
}

/// The orthogonal steps, in the order their moves are generated: up, left, right, down.
pub const ORTHOGONAL_STEPS: [Direction; 4] = [
    step("UP", "up", 0, -1),
    step("LEFT", "to the left", -1, 0),
    step("RIGHT", "to the right", 1, 0),
    step("DOWN", "down", 0, 1),
];

/// The diagonal steps, in the order their moves are generated.
pub const DIAGONAL_STEPS: [Direction; 4] = [
    step("UP_LEFT", "up and to the left", -1, -1),
    step("UP_RIGHT", "up and to the right", 1, -1),
    step("DOWN_LEFT", "down and to the left", -1, 1),
    step("DOWN_RIGHT", "down and to the right", 1, 1),
];

/// The eight steps of a chess king, row by row.
pub const ALL_STEPS: [Direction; 8] = [
    DIAGONAL_STEPS[0],
    ORTHOGONAL_STEPS[0],
    DIAGONAL_STEPS[1],
    ORTHOGONAL_STEPS[1],
    ORTHOGONAL_STEPS[2],
    DIAGONAL_STEPS[2],
    ORTHOGONAL_STEPS[3],
    DIAGONAL_STEPS[3],
];

/// The directions in which a stone steps (`moves: step ...`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StepDirections {
    /// The four diagonal neighbours (Kono).
    Diagonal,
    /// The four orthogonal neighbours.
    Orthogonal,
    /// All eight neighbours (a chess king's steps).
    All,
}

impl StepDirections {
    /// The keyword that declares them, for messages.
    pub fn keyword(self) -> &'static str {
        match self {
            StepDirections::Diagonal => "diagonal",
            StepDirections::Orthogonal => "orthogonal",
            StepDirections::All => "all",
        }
    }
}

/// The steps that `directions` declares.
///
/// ```
/// use game_dsl_codegen::geometry::steps;
/// use game_dsl_codegen::geometry::StepDirections;
/// assert_eq!(steps(StepDirections::Diagonal).len(), 4);
/// assert_eq!(steps(StepDirections::All).len(), 8);
/// ```
pub fn steps(directions: StepDirections) -> &'static [Direction] {
    match directions {
        StepDirections::Diagonal => &DIAGONAL_STEPS,
        StepDirections::Orthogonal => &ORTHOGONAL_STEPS,
        StepDirections::All => &ALL_STEPS,
    }
}
