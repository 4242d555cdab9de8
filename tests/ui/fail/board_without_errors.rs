use game_dsl::game;

game! {
    pub CornersMeet {
        board: 5 x 5 without corners 3,
        moves: place,
        win: line 3,
    }
}

game! {
    pub CellsOff {
        board: 5 x 5 without [f1, a6, b2, b2],
        moves: place,
        win: line 3,
    }
}

game! {
    pub CellInACorner {
        board: 7 x 7 without corners 2 + [b2, d4],
        moves: place,
        win: line 3,
    }
}

game! {
    pub NothingLeft {
        board: 2 x 1 without [a1, b1],
        moves: place,
        win: line 2,
    }
}

game! {
    pub WithoutWhat {
        board: 5 x 5 without edges,
        moves: place,
        win: line 3,
    }
}

game! {
    pub HexWithout {
        board: hex hexagon 3 without [c3],
        moves: place,
        win: line 3,
    }
}

game! {
    pub GroupsWithout {
        board: 9 x 9 without corners 1,
        moves: place then capture groups { suicide: illegal, ko: simple },
        pass: always,
        win: area { komi: 7.5, passes: 2, limit: 162 },
    }
}

game! {
    pub BlocksWithout {
        board: 9 x 9 in blocks 3 x 3 without [e5],
        moves: place in block of last,
        win: line 3 of blocks won by line 3,
    }
}

fn main() {}
