use game_dsl::game;

game! {
    pub NoStone {
        board: 6 x 6,
        moves: place custodial 0 all,
        win: line 5,
    }
}

game! {
    pub ConvertPairs {
        board: 6 x 6,
        moves: place convert 2 all,
        win: majority,
    }
}

game! {
    pub CapturesZero {
        board: 6 x 6,
        moves: place custodial 2 all,
        win: [line 5, captures 0],
    }
}

game! {
    pub NothingTaken {
        board: 6 x 6,
        moves: place,
        win: [line 5, captures 4],
    }
}

game! {
    pub Misspelt {
        board: 6 x 6,
        moves: place custodial 2 all,
        win: [line 5, capture 4],
    }
}

game! {
    pub LongLine {
        board: 4 x 4,
        moves: place custodial 2 all,
        win: [line 5, captures 4],
    }
}

fn main() {}
