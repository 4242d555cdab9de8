//! Chess, with the FIDE Laws of Chess and OpenSpiel's `chess`, and its variants antichess and
//! crazyhouse.

use game_dsl::game;

game! {
    /// Chess: six kinds of pieces on 8 x 8, with the FIDE Laws of Chess (articles 3 and 5; FIDE
    /// Handbook E.I.01A, 2023) as OpenSpiel's `chess` plays them (`open_spiel/games/chess/`):
    /// pawns step forward onto an empty square, two from their first row (passing a square an
    /// opposing pawn may take en passant on the next ply), capture one square diagonally forward
    /// and are promoted on the last row to a queen, rook, bishop or knight of the mover's choice;
    /// knights leap (1, 2); bishops, rooks and queens slide; the king steps one square and
    /// castles on either side when neither it nor the rook has moved, the squares between are
    /// empty and the squares it stands on, crosses and reaches are not attacked. A move that
    /// leaves one's king attacked is illegal; a side without a legal move loses if its king is
    /// attacked (checkmate) and draws otherwise (stalemate); 100 plies without a capture or a
    /// pawn's move draw (the fifty-move rule); the third occurrence of a position draws
    /// (threefold repetition: the pieces, the side to move, the castling rights and the en
    /// passant cell while a pawn could take there); a position whose material cannot mate draws
    /// at once (kings alone; with a knight or a bishop alone; with bishops all on cells of one
    /// colour), these two draws read before a mate as OpenSpiel reads them. Positions are FEN,
    /// moves long algebraic (`e2e4`, `e7e8q`, castling `e1g1`); a position read from a FEN
    /// counts its repetitions from there.
    pub Chess {
        board: 8 x 8,
        sides: [White, Black],
        look: figurines,
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        pieces: {
            pawn P: [leap (1, 0) onto empty, run 2 from row 2, leap (1, 1) onto enemy en_passant],
            knight N: leap (1, 2) all,
            bishop B: slide diagonal,
            rook R: slide orthogonal,
            queen Q: slide all,
            king K: [leap (1, 0) all, leap (1, 1) all],
        },
        promote: pawn at row 8 to [knight, bishop, rook, queen],
        royal: king,
        castle: [
            K: e1 to g1 and h1 to f1 empty [f1, g1] safe [e1, f1, g1],
            Q: e1 to c1 and a1 to d1 empty [b1, c1, d1] safe [e1, d1, c1],
            k: e8 to g8 and h8 to f8 empty [f8, g8] safe [e8, f8, g8],
            q: e8 to c8 and a8 to d8 empty [b8, c8, d8] safe [e8, d8, c8],
        ],
        quiet: 100,
        repeat: 3 draw,
        insufficient: [knight alone, bishop same_colour],
        eval: { material: { pawn: 100, knight: 300, bishop: 300, rook: 500, queen: 900 } },
    }
}

game! {
    /// Antichess (losing chess) as OpenSpiel's `antichess` plays it
    /// (`open_spiel/games/antichess/antichess.cc`): chess without castling, check or a royal
    /// king (kings are captured like any piece, and pawns may also be promoted to kings); a
    /// side that can capture must (en passant, landing on an empty square, is not a capture
    /// there); a side that has lost all its pieces or cannot move wins; 100 plies without a
    /// capture or a pawn's move draw; the third occurrence of a position draws, as in chess
    /// (read before anything else); the material rule is chess's alone. The engine counts
    /// every piece, king included, against its owner: the fewer, the nearer the win.
    pub Antichess: Chess {
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        promote: pawn at row 8 to [knight, bishop, rook, queen, king],
        royal: none,
        castle: none,
        capture: compulsory,
        blocked: win,
        insufficient: none,
        eval: { material: { pawn: -100, knight: -100, bishop: -100, rook: -100, queen: -100, king: -100 } },
    }
}

game! {
    /// Crazyhouse as OpenSpiel's `crazyhouse` plays it (`open_spiel/games/crazyhouse/`, default
    /// parameters): chess whose captured pieces join the captor's hand (a promoted piece as a
    /// pawn); instead of a move, a side may drop a piece from its hand on any empty cell, a
    /// pawn not on the first or last row (a drop may check or mate). Every move resets
    /// OpenSpiel's halfmove clock, so there is no fifty-move rule, and no material is too
    /// little; the third occurrence of a position (with the hands) draws. Drops are written
    /// `P@e4`, the hands in brackets after the FEN's rows (`[Pn]`), a promoted piece with `~`.
    pub Crazyhouse: Chess {
        hand: captured demoted,
        drop: [pawn within a2..h7],
        quiet: none,
        insufficient: none,
    }
}
