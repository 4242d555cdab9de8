//! The macro's compile errors, each checked against its reviewed `.stderr` file, and
//! declarations that must compile. Regenerate with `TRYBUILD=overwrite` and review the diff.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/fail/*.rs");
    t.pass("ui/pass/*.rs");
}
