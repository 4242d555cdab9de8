use game_dsl::game;

game! {
    pub Misspelt {
        board: hive,
        pieces: { queen Q: 1 slid 1, ant A: 3 slide any },
        royal: queen,
        win: surround royal,
    }
}

game! {
    pub BadKinds {
        board: hive,
        pieces: {
            queen Q: 2 slide 1,
            ant A: 3 slide 9,
            beetle a: 2 [climb, climb],
            spider A: 12 slide 3,
        },
        royal: queen { by_turn: 1 },
        win: surround royal,
        pass: sometimes,
    }
}

game! {
    pub NoRoyal {
        board: hive,
        pieces: { queen Q: 1 slide 1 },
        royal: king,
    }
}

game! {
    pub OtherSection {
        board: hive,
        pieces: { queen Q: 1 slide 1 },
        royal: queen { by_turn: 4, not_firts },
        moves: place,
        win: surround royal,
    }
}

fn main() {}
