//! Snapshots of the code generated for every bundled game, formatted with prettyplease, so that
//! every change to the generator shows up as a reviewed diff (`cargo insta review`).

use std::path::Path;

/// The body of the first `game! { ... }` invocation in a file of the `gamedsl` crate.
fn declaration(file: &str) -> proc_macro2::TokenStream {
    declaration_of(file, None)
}

/// The body of the `game! { ... }` invocation in a file of the `gamedsl` crate that declares
/// `name`, or of the first one.
fn declaration_of(file: &str, name: Option<&str>) -> proc_macro2::TokenStream {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../games/src")
        .join(file);
    let source =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file = syn::parse_file(&source).expect("the games parse");
    file.items
        .into_iter()
        .find_map(|item| match item {
            syn::Item::Macro(m)
                if m.mac.path.is_ident("game")
                    && name.is_none_or(|name| {
                        m.mac
                            .tokens
                            .clone()
                            .into_iter()
                            .any(|t| t.to_string() == name)
                    }) =>
            {
                Some(m.mac.tokens)
            }
            _ => None,
        })
        .expect("a game! invocation")
}

/// A variant `NAME: BASE { changes }` declared in `file` as its base's macro hands it to
/// `game!`: `@base { BASE's sections } NAME { changes }`.
fn variant_of(file: &str, base: &str, name: &str) -> proc_macro2::TokenStream {
    use proc_macro2::TokenTree;
    let sections = match declaration_of(file, Some(base)).into_iter().last() {
        Some(TokenTree::Group(body)) => body.stream(),
        other => panic!("{base}'s declaration ends with {other:?}"),
    };
    let mut variant: Vec<TokenTree> = declaration_of(file, Some(name)).into_iter().collect();
    let colon = variant
        .iter()
        .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ':'))
        .expect("a variant names its base after a colon");
    variant.drain(colon..colon + 2);
    let mut tokens: proc_macro2::TokenStream = "@base".parse().unwrap();
    tokens.extend([TokenTree::Group(proc_macro2::Group::new(
        proc_macro2::Delimiter::Brace,
        sections,
    ))]);
    tokens.extend(variant);
    tokens
}

/// The code generated for a declaration, formatted.
fn formatted(declaration: proc_macro2::TokenStream) -> String {
    let tokens = game_dsl_codegen::expand(declaration);
    prettyplease::unparse(&syn::parse2(tokens).expect("the generated code parses"))
}

/// The generated code, formatted.
fn generated(file: &str) -> String {
    let tokens = game_dsl_codegen::expand(declaration(file));
    prettyplease::unparse(&syn::parse2(tokens).expect("the generated code parses"))
}

#[test]
fn tictactoe() {
    insta::assert_snapshot!(generated("tictactoe.rs"));
}

#[test]
fn gomoku_uses_wide_bitboards() {
    insta::assert_snapshot!(generated("gomoku.rs"));
}

#[test]
fn tokens() {
    insta::assert_snapshot!(generated("tokens.rs"));
}

#[test]
fn larger_boards_use_shifts_along_each_direction() {
    let tokens = game_dsl_codegen::expand(
        "pub ConnectThree { board: 5 x 4, moves: place, win: line 3 }"
            .parse()
            .unwrap(),
    );
    insta::assert_snapshot!(prettyplease::unparse(&syn::parse2(tokens).unwrap()));
}

/// A variant with another board size (`ConnectFour5x4: ConnectFour { board: 5 x 4 }`): the same
/// generator on the merged sections.
#[test]
fn connect_four_5x4() {
    insta::assert_snapshot!(formatted(variant_of(
        "connect4.rs",
        "ConnectFour",
        "ConnectFour5x4"
    )));
}

/// A variant with another pile and take range.
#[test]
fn tokens3() {
    insta::assert_snapshot!(formatted(variant_of("tokens.rs", "Tokens", "Tokens3")));
}

/// A take set: a 64-bit mask of the takes, moves read from its bits.
#[test]
fn subtraction() {
    insta::assert_snapshot!(generated("subtraction.rs"));
}

/// A losing line: the terminal value turned, the tactics of a winning line left out.
#[test]
fn tictactoe_misere() {
    insta::assert_snapshot!(generated("tictactoe_misere.rs"));
}

#[test]
fn hex() {
    insta::assert_snapshot!(generated("hex.rs"));
}

#[test]
fn y() {
    insta::assert_snapshot!(generated("y.rs"));
}

#[test]
fn havannah() {
    insta::assert_snapshot!(generated("havannah.rs"));
}

#[test]
fn pentago() {
    insta::assert_snapshot!(generated("pentago.rs"));
}

#[test]
fn ultimate_tictactoe() {
    insta::assert_snapshot!(generated("ultimate_tictactoe.rs"));
}

#[test]
fn dots_and_boxes() {
    insta::assert_snapshot!(generated("dots_and_boxes.rs"));
}

#[test]
fn nine_mens_morris() {
    insta::assert_snapshot!(generated("nine_mens_morris.rs"));
}

#[test]
fn kalah() {
    insta::assert_snapshot!(generated("kalah.rs"));
}

#[test]
fn oware() {
    insta::assert_snapshot!(generated("oware.rs"));
}

#[test]
fn kono() {
    insta::assert_snapshot!(generated("kono.rs"));
}

#[test]
fn nim() {
    insta::assert_snapshot!(generated("nim.rs"));
}

#[test]
fn othello() {
    insta::assert_snapshot!(generated("othello.rs"));
}

#[test]
fn flanking_on_a_rectangle_plans_each_axis() {
    let tokens = game_dsl_codegen::expand(
        "pub Wide {
            board: 10 x 4,
            start: { X: [e2, f3], O: [e3, f2] },
            moves: flank,
            win: majority,
            eval: { frontier: -1 },
        }"
        .parse()
        .unwrap(),
    );
    insta::assert_snapshot!(prettyplease::unparse(&syn::parse2(tokens).unwrap()));
}

/// A step, then a quadrant turned: the general primitives' spins, each a few masked shifts.
#[test]
fn a_step_then_a_quadrant_turned() {
    let tokens = game_dsl_codegen::expand(
        "pub Turnstile {
            board: 4 x 4,
            start: { X: [a4], O: [d1] },
            moves: step orthogonal then rotate quadrants,
            win: line 3,
        }"
        .parse()
        .unwrap(),
    );
    insta::assert_snapshot!(prettyplease::unparse(&syn::parse2(tokens).unwrap()));
}

/// Two placements a turn after one (Connect6): a sequence of parts, `pieces::Then`, on a
/// board of 361 cells.
#[test]
fn two_placements_a_turn() {
    let tokens = game_dsl_codegen::expand(
        "pub Connect6 {
            board: 19 x 19,
            opening: [place],
            moves: place then place,
            win: line 6,
        }"
        .parse()
        .unwrap(),
    );
    insta::assert_snapshot!(prettyplease::unparse(&syn::parse2(tokens).unwrap()));
}

#[test]
fn escape_hatches_call_the_authors_functions() {
    let tokens = game_dsl_codegen::expand(
        "pub Hatched {
            board: 5 x 4,
            moves: drop,
            win: line 3,
            end: custom rules::twelve_stones,
            eval: { windows: [1, 8], custom: rules::bonus },
        }"
        .parse()
        .unwrap(),
    );
    insta::assert_snapshot!(prettyplease::unparse(&syn::parse2(tokens).unwrap()));
}

/// Moves made of parts: steps onto empty or enemy cells, two ends (`reach`, `capture_all`).
#[test]
fn breakthrough() {
    insta::assert_snapshot!(generated("breakthrough.rs"));
}

/// A start by colour of cell, a single step that captures, who cannot move loses.
#[test]
fn clobber() {
    insta::assert_snapshot!(generated("clobber.rs"));
}

/// Moves by player: a domino per player, each its own orientation.
#[test]
fn domineering() {
    insta::assert_snapshot!(generated("domineering.rs"));
}

/// An opening of removals, then jumps chained straight on.
#[test]
fn konane() {
    insta::assert_snapshot!(generated("konane.rs"));
}

/// A turn of two actions: a queen's slide, then a shot from where it landed.
#[test]
fn amazons() {
    insta::assert_snapshot!(generated("amazons.rs"));
}

/// Moves by kind of stone, chained jumps, compulsory captures, promotion and a quiet-move draw.
#[test]
fn checkers() {
    insta::assert_snapshot!(generated("checkers.rs"));
}

/// A slide by the count of its line, over its own stones, and the end by joining one's stones.
#[test]
fn lines_of_action() {
    insta::assert_snapshot!(generated("lines_of_action.rs"));
}

/// Kinds of pieces (chess): the rules type and its constants, and the macro its variants call.
#[test]
fn chess() {
    insta::assert_snapshot!(generated("chess.rs"));
}

/// A variant (antichess from chess) expands to a call of its base's macro.
#[test]
fn antichess() {
    let tokens = game_dsl_codegen::expand(declaration_of("chess.rs", Some("Antichess")));
    insta::assert_snapshot!(tokens.to_string());
}

/// Groups and liberties (Go 9 x 9): the rules constant over the runtime's `groups`.
#[test]
fn go() {
    insta::assert_snapshot!(generated("go.rs"));
}

/// Stones that step or hop on a star of hexagons (Chinese checkers): the rules constant's masks
/// as `Wide<5>` literals over the runtime's `hops`.
#[test]
fn chinese_checkers() {
    insta::assert_snapshot!(generated("chinese_checkers.rs"));
}

/// Pawns and walls (Quoridor): the rules constant's masks as `u128` literals over the runtime's
/// `walls`.
#[test]
fn quoridor() {
    insta::assert_snapshot!(generated("quoridor.rs"));
}

/// Pieces placed, then moved around a hive (Hive): the kinds with their parts, each side's
/// slots numbered kind by kind, over the runtime's `hive`.
#[test]
fn hive() {
    insta::assert_snapshot!(generated("hive.rs"));
}

/// Pegs that link a knight's move apart (TwixT): the rules constant over the runtime's `links`.
#[test]
fn twixt() {
    insta::assert_snapshot!(generated("twixt.rs"));
}

/// Go on 19 x 19, a variant of Go 9 x 9: 361 points, so each side's stones are a `Wide<6>` and
/// the move list holds 362 moves.
#[test]
fn go_19_uses_wide_bitboards() {
    insta::assert_snapshot!(formatted(variant_of("go.rs", "Go9", "Go")));
}

/// The braced body of a declaration: its sections.
fn body_of(tokens: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    tokens
        .into_iter()
        .find_map(|t| match t {
            proc_macro2::TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::Brace => {
                Some(g.stream())
            }
            _ => None,
        })
        .expect("a declaration has a body")
}

/// Hands and drops (crazyhouse, a variant of chess): the merged declaration, as the base's
/// macro hands it over, expanded: the pockets type, demotion and the drop regions.
#[test]
fn crazyhouse() {
    let base = body_of(declaration_of("chess.rs", None));
    let variant = body_of(declaration_of("chess.rs", Some("Crazyhouse")));
    let merged: proc_macro2::TokenStream =
        format!("@base {{ {base} }} pub Crazyhouse {{ {variant} }}")
            .parse()
            .expect("tokens");
    let tokens = game_dsl_codegen::expand(merged);
    insta::assert_snapshot!(prettyplease::unparse(
        &syn::parse2(tokens).expect("the generated code parses")
    ));
}

/// Kinds on a board of more than 64 cells (xiangqi): `u128`, regions, blocked leaps, slides
/// over a screen and onto the royal piece, a ply limit.
#[test]
fn xiangqi() {
    insta::assert_snapshot!(generated("xiangqi.rs"));
}

/// Sixteen kinds' sets, promotion zones with optional promotion, a forward slide, drops one
/// per column and not mating, SFEN, the entering-king rule (shogi).
#[test]
fn shogi() {
    insta::assert_snapshot!(generated("shogi.rs"));
}

/// Flying captures, the majority rule and promotion where a move ends (international draughts).
#[test]
fn draughts() {
    insta::assert_snapshot!(generated("draughts.rs"));
}
