//! Sets `cfg(copies)` when the build targets x86-64 below x86-64-v3 (no AVX2), as a build
//! without `-C target-cpu` does: the searches then run in copies compiled for each instruction
//! set (`src/cpu.rs`), and the code they call is inlined into them so that it runs with the
//! copy's instructions.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(copies)");
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    if arch == "x86_64" && !features.split(',').any(|feature| feature == "avx2") {
        println!("cargo::rustc-cfg=copies");
    }
}
