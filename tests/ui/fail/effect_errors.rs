use game_dsl::game;

game! {
    pub RemoveSandwich {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: [step all, remove custodial all],
    }
}

game! {
    pub FlankSandwich {
        board: 6 x 6,
        moves: place flanking all custodial all,
        win: majority,
    }
}

game! {
    pub NoDirections {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: step all custodial,
    }
}

game! {
    pub MostSandwiches {
        board: 6 x 6,
        start: { X: rows 6..=6, O: rows 1..=1 },
        moves: [slide orthogonal custodial orthogonal, jump all over enemy chain],
        capture: most,
        win: capture_all,
    }
}

game! {
    pub HopConverts {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: [step all, hop all convert all],
    }
}

game! {
    pub DominoConverts {
        board: 6 x 6,
        moves: place domino vertical convert all,
        win: majority,
    }
}

game! {
    pub ConvertLines {
        board: 6 x 6,
        moves: place convert lines all,
        win: majority,
    }
}

game! {
    pub ConvertAgainst {
        board: 6 x 6,
        moves: place convert all against [a1],
        win: majority,
    }
}

game! {
    pub AgainstNothing {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: step all custodial all against corners,
    }
}

game! {
    pub AgainstOffTheBoard {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: step all custodial all against [a1, g7],
    }
}

game! {
    pub MostConversions {
        board: 6 x 6,
        start: { X: [a1, b1], O: [f6] },
        moves: [step all convert all, jump all over enemy chain],
        capture: most,
        win: capture_all,
    }
}

game! {
    pub EncloseLines {
        board: 6 x 6,
        moves: place enclose lines orthogonal,
        win: captures 1,
    }
}

game! {
    pub EncloseAgainst {
        board: 6 x 6,
        moves: place enclose orthogonal against [a1],
        win: captures 1,
    }
}

game! {
    pub MostEnclosed {
        board: 6 x 6,
        start: { X: [a1, b1], O: [f6] },
        moves: [step all enclose orthogonal, jump all over enemy chain],
        capture: most,
        win: capture_all,
    }
}

game! {
    pub CustodialTwice {
        board: 6 x 6,
        moves: place custodial orthogonal custodial diagonal,
        win: line 5,
    }
}

game! {
    pub CustodialKo {
        board: 5 x 5,
        moves: place custodial orthogonal ko,
        win: line 4,
    }
}

game! {
    pub ConvertSuicide {
        board: 5 x 5,
        moves: place convert orthogonal suicide,
        win: line 4,
    }
}

game! {
    pub KoTwice {
        board: 5 x 5,
        moves: place enclose orthogonal ko suicide ko,
        win: captures 1,
    }
}

fn main() {}
