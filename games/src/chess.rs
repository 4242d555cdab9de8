//! Chess, with the FIDE Laws of Chess and OpenSpiel's `chess`.

use game_dsl::kinds::{
    Castle, Images, Images::*, Kind, KindRules, Kinds, Lines, Onto, Onto::*, Part, Part::*,
};

/// Chess: six kinds of pieces on 8 x 8, with the FIDE Laws of Chess (articles 3 and 5; FIDE
/// Handbook E.I.01A, 2023) as OpenSpiel's `chess` plays them (`open_spiel/games/chess/`): pawns
/// step forward onto an empty square, two from their first row (passing a square an opposing
/// pawn may take en passant on the next ply), capture one square diagonally forward and are
/// promoted on the last row to a queen, rook, bishop or knight of the mover's choice; knights
/// leap (1, 2); bishops, rooks and queens slide; the king steps one square and castles on
/// either side when neither it nor the rook has moved, the squares between are empty and the
/// squares it stands on, crosses and reaches are not attacked. A move that leaves one's king
/// attacked is illegal; a side without a legal move loses if its king is attacked (checkmate)
/// and draws otherwise (stalemate); 100 plies without a capture or a pawn's move draw (the
/// fifty-move rule). Not modelled: threefold repetition, insufficient material. Positions are
/// FEN, moves long algebraic (`e2e4`, `e7e8q`, castling `e1g1`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChessRules;

/// Chess, the game.
pub type Chess = Kinds<ChessRules>;

/// A castling: its right's letter, player, king's and rook's moves, empty and safe squares.
const fn castle(
    letter: char,
    player: u8,
    cells: [&str; 4],
    empty: &[&str],
    safe: &[&str],
) -> Castle {
    use game_dsl::kinds::{square, squares};
    let royal = (square(cells[0], 8, 8), square(cells[1], 8, 8));
    let partner = (square(cells[2], 8, 8), square(cells[3], 8, 8));
    Castle {
        letter,
        player,
        royal,
        partner,
        empty: squares(empty, 8, 8),
        safe: squares(safe, 8, 8),
    }
}

/// A leap by `(forward, sideways)` and its `images`, onto `onto`.
const fn leap(by: (i8, i8), images: Images, onto: Onto) -> Part {
    Leap {
        by,
        images,
        onto,
        en_passant: false,
    }
}

#[rustfmt::skip]
impl KindRules for ChessRules {
    const NAME: &'static str = "Chess";
    const WIDTH: u32 = 8;
    const HEIGHT: u32 = 8;
    const KINDS: &'static [Kind] = &[
        Kind { name: "pawn", letter: 'P', value: 100, promote: Some((8, &[1, 2, 3, 4])), parts: &[
            leap((1, 0), Mirror, Empty),
            Run { cells: 2, from_row: 2 },
            Leap { by: (1, 1), images: Mirror, onto: Enemy, en_passant: true },
        ] },
        Kind { name: "knight", letter: 'N', value: 300, promote: None, parts: &[leap((1, 2), All, Any)] },
        Kind { name: "bishop", letter: 'B', value: 300, promote: None, parts: &[Slide { lines: Lines::Diagonal }] },
        Kind { name: "rook", letter: 'R', value: 500, promote: None, parts: &[Slide { lines: Lines::Orthogonal }] },
        Kind { name: "queen", letter: 'Q', value: 900, promote: None, parts: &[Slide { lines: Lines::All }] },
        Kind { name: "king", letter: 'K', value: 0, promote: None, parts: &[leap((1, 0), All, Any), leap((1, 1), All, Any)] },
    ];
    const START: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const ROYAL: Option<u8> = Some(5);
    const SIDES: [&'static str; 2] = ["White", "Black"];
    const CASTLES: &'static [Castle] = &[
        castle('K', 0, ["e1", "g1", "h1", "f1"], &["f1", "g1"], &["e1", "f1", "g1"]),
        castle('Q', 0, ["e1", "c1", "a1", "d1"], &["b1", "c1", "d1"], &["e1", "d1", "c1"]),
        castle('k', 1, ["e8", "g8", "h8", "f8"], &["f8", "g8"], &["e8", "f8", "g8"]),
        castle('q', 1, ["e8", "c8", "a8", "d8"], &["b8", "c8", "d8"], &["e8", "d8", "c8"]),
    ];
    const QUIET: Option<u32> = Some(100);
}
