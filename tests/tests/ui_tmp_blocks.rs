#[test]
fn ui_tmp() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/fail/place_in_block_that_no_cell_names.rs");
    t.compile_fail("ui/fail/line_of_blocks_misspelt.rs");
    t.compile_fail("ui/fail/line_of_blocks_with_eval.rs");
    t.compile_fail("ui/fail/place_in_block_without_a_win_of_blocks.rs");
}
