//! Instruction sets chosen when the program runs. A build for the baseline x86-64 (any crate
//! built without `-C target-cpu`, as an author's crate is) compiles its searches in one copy
//! for each x86-64 level (the baseline, v2 with hardware popcount, v3 with AVX2 and BMI2, v4
//! with AVX-512) and runs the best one the processor has: one binary runs on any x86-64, and
//! the searches use the processor's instructions. A build that targets AVX2 or more (the
//! workspace's `-C target-cpu=native`, `.cargo/config.toml`) has no copies ([`STATIC`]): its
//! code is the fast code, compiled as written.
//!
//! A search's recursion goes through [`fast`]: the search's body, a closure marked
//! `#[inline(always)]` that takes the search's arguments, is compiled into a function that
//! enables the level's instructions and takes those arguments as its parameters (in registers,
//! as a plain call passes them), and its recursive calls go back through [`fast`] from inside
//! that copy, so that everything inlined into it (the game's moves, its hashing and evaluation,
//! `count_ones`) uses them. In a build with copies (`cfg(copies)`, set by `build.rs`), what the
//! searches call at every position is always inlined for that reason (`#[game_dsl::hot]` on the
//! generated methods). A recursion whose positions cost little keeps its level as a type
//! instead ([`Isa`], [`at_level!`](crate::at_level)), so as not to ask for it at each call. Code
//! outside a search asks [`has`] for an instruction set before it uses one (the flanking
//! primitives, [`crate::flank`]).
//!
//! The level is the highest the processor has, at most the one named by the environment
//! variable `GAME_DSL_CPU` (`x86-64`, `x86-64-v2`, `x86-64-v3` or `x86-64-v4`): to compare the
//! copies side by side, or to run the portable paths on a newer processor. On other
//! architectures there is one copy, the build's.
//!
//! ```
//! use game_dsl::cpu;
//!
//! // The search's body, in the copy for the processor's level.
//! fn count(n: u64) -> u32 {
//!     cpu::fast(
//!         (n,),
//!         #[inline(always)]
//!         |(n,)| if n == 0 { 0 } else { n.count_ones() + count(n - 1) },
//!     )
//! }
//! assert_eq!(count(7), 12);
//! assert!(cpu::level() >= cpu::Level::Baseline);
//! ```

use std::sync::atomic::{AtomicU8, Ordering};

/// An instruction-set level: the x86-64 microarchitecture levels (the `x86-64`, `x86-64-v2`,
/// `x86-64-v3` and `x86-64-v4` of the compiler's `-C target-cpu`); on other architectures,
/// [`Level::Baseline`] alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Level {
    /// The architecture's baseline (x86-64: SSE2).
    Baseline = 1,
    /// x86-64-v2: adds POPCNT and SSE4.2.
    V2 = 2,
    /// x86-64-v3: adds AVX2, BMI1, BMI2, LZCNT and FMA.
    V3 = 3,
    /// x86-64-v4: adds AVX-512 F, BW, CD, DQ and VL.
    V4 = 4,
}

impl Level {
    /// Every level, lowest first.
    pub const ALL: [Level; 4] = [Level::Baseline, Level::V2, Level::V3, Level::V4];

    /// The level's name, as `-C target-cpu` and `GAME_DSL_CPU` spell it.
    ///
    /// ```
    /// assert_eq!(game_dsl::cpu::Level::V3.name(), "x86-64-v3");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Level::Baseline => "x86-64",
            Level::V2 => "x86-64-v2",
            Level::V3 => "x86-64-v3",
            Level::V4 => "x86-64-v4",
        }
    }

    /// The level named `name` (as [`Level::name`] spells it).
    ///
    /// ```
    /// use game_dsl::cpu::Level;
    /// assert_eq!(Level::parse("x86-64-v2"), Some(Level::V2));
    /// assert_eq!(Level::parse("native"), None);
    /// ```
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The level the build targets (`-C target-cpu`, e.g. `native` on a processor with AVX2): from
/// x86-64-v3 up, the build's code is the fast code, and there are no copies ([`STATIC`]).
pub const BUILT: Level = if cfg!(all(
    target_arch = "x86_64",
    target_feature = "avx512f",
    target_feature = "avx512bw",
    target_feature = "avx512cd",
    target_feature = "avx512dq",
    target_feature = "avx512vl",
    target_feature = "avx2",
    target_feature = "bmi2",
    target_feature = "popcnt"
)) {
    Level::V4
} else if cfg!(all(
    target_arch = "x86_64",
    target_feature = "avx2",
    target_feature = "bmi1",
    target_feature = "bmi2",
    target_feature = "lzcnt",
    target_feature = "popcnt"
)) {
    Level::V3
} else if cfg!(all(
    target_arch = "x86_64",
    target_feature = "popcnt",
    target_feature = "sse4.2"
)) {
    Level::V2
} else {
    Level::Baseline
};

/// Whether the build chose the level: it targets AVX2 (`-C target-cpu=native` on most
/// processors of the last ten years, or `x86-64-v3`), or the architecture is not x86-64. Then
/// [`fast`] runs its body as it is and [`has`] is a constant. (`build.rs` sets `cfg(copies)`
/// otherwise.)
pub const STATIC: bool = !cfg!(copies);

/// The level in use, `UNSET` until the first [`level`].
static LEVEL: AtomicU8 = AtomicU8::new(UNSET);
const UNSET: u8 = 0;

/// The level the searches run at: the highest the processor has, at most `GAME_DSL_CPU`'s.
#[inline]
pub fn level() -> Level {
    if STATIC {
        return BUILT;
    }
    match LEVEL.load(Ordering::Relaxed) {
        UNSET => choose(),
        level => Level::ALL[usize::from(level) - 1],
    }
}

/// Whether the searches run at `level` or above: whether code may use its instructions.
/// False until the first [`level`] (or [`fast`]), so that code asking before a search takes its
/// portable path.
#[inline(always)]
pub fn has(level: Level) -> bool {
    if STATIC {
        level as u8 <= BUILT as u8
    } else {
        LEVEL.load(Ordering::Relaxed) >= level as u8
    }
}

/// Detects the level, once, and records it.
#[cold]
fn choose() -> Level {
    let detected = detect();
    let level = match std::env::var("GAME_DSL_CPU") {
        Ok(name) => match Level::parse(&name) {
            Some(cap) => cap.min(detected),
            None => {
                eprintln!(
                    "GAME_DSL_CPU={name:?} is not a level (x86-64, x86-64-v2, x86-64-v3 or \
                     x86-64-v4); using {detected}"
                );
                detected
            }
        },
        Err(_) => detected,
    };
    LEVEL.store(level as u8, Ordering::Relaxed);
    level
}

/// The highest level the processor has.
fn detect() -> Level {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::is_x86_feature_detected as has;
        let v2 = has!("popcnt") && has!("sse4.2") && has!("ssse3") && has!("sse4.1");
        let v3 = v2
            && has!("avx2")
            && has!("bmi1")
            && has!("bmi2")
            && has!("lzcnt")
            && has!("fma")
            && has!("movbe");
        let v4 = v3
            && has!("avx512f")
            && has!("avx512bw")
            && has!("avx512cd")
            && has!("avx512dq")
            && has!("avx512vl");
        match (v2, v3, v4) {
            (_, _, true) => Level::V4,
            (_, true, _) => Level::V3,
            (true, ..) => Level::V2,
            _ => Level::Baseline,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        Level::Baseline
    }
}

/// Runs `body` on `args` in the copy compiled for the [`level`] in use. `args` is a tuple of up
/// to eight values, which the copy takes as parameters, in registers where they fit, as a
/// function called with them would (a closure's captures would go through memory at each
/// call). Mark the closure `#[inline(always)]` (see the module's example): the copies inline
/// it, and a search's recursion through `fast` stays in its copy.
#[inline(always)]
pub fn fast<A: Args, R>(args: A, body: impl FnOnce(A) -> R) -> R {
    // SAFETY: `at_level!` picks a level the processor has.
    crate::at_level!(I => unsafe { I::run(args, body) })
}

/// A level as a type, for a recursion that stays in its copy without asking the level again at
/// each call: the recursive function takes a type parameter `I: Isa` and runs its body through
/// [`Isa::run`], and its callers pick the type once, with [`at_level!`](crate::at_level). Where
/// each call does enough work, [`fast`] is simpler.
///
/// ```
/// use game_dsl::cpu::Isa;
///
/// fn count<I: Isa>(n: u64) -> u32 {
///     // SAFETY: `I` is the level `at_level!` chose, one the processor has.
///     unsafe {
///         I::run(
///             (n,),
///             #[inline(always)]
///             |(n,)| if n == 0 { 0 } else { n.count_ones() + count::<I>(n - 1) },
///         )
///     }
/// }
/// assert_eq!(game_dsl::at_level!(I => count::<I>(7)), 12);
/// ```
///
/// # Safety
///
/// `LEVEL` is the level whose instructions `run` enables.
pub unsafe trait Isa: 'static {
    /// The level.
    const LEVEL: Level;

    /// Runs `body` on `args` in a function compiled with the level's instructions, out of line,
    /// that takes `args` as its parameters ([`fast`]).
    ///
    /// # Safety
    ///
    /// The processor must have the level (as [`at_level!`](crate::at_level) makes sure).
    unsafe fn run<A: Args, R>(args: A, body: impl FnOnce(A) -> R) -> R;
}

/// The arguments of a copy ([`fast`], [`Isa::run`]): a tuple of at most eight values, passed
/// to the copy one by one.
///
/// # Safety
///
/// Each method runs `body` with the instructions of its level, and nothing else.
pub unsafe trait Args: Sized {
    /// `body(self)`, compiled for the baseline.
    #[doc(hidden)]
    unsafe fn v1<R>(self, body: impl FnOnce(Self) -> R) -> R;
    /// `body(self)`, compiled for x86-64-v2.
    #[doc(hidden)]
    unsafe fn v2<R>(self, body: impl FnOnce(Self) -> R) -> R;
    /// `body(self)`, compiled for x86-64-v3.
    #[doc(hidden)]
    unsafe fn v3<R>(self, body: impl FnOnce(Self) -> R) -> R;
    /// `body(self)`, compiled for x86-64-v4.
    #[doc(hidden)]
    unsafe fn v4<R>(self, body: impl FnOnce(Self) -> R) -> R;
}

/// The levels as types ([`Isa`]).
pub mod isa {
    use super::{Args, Isa, Level};

    macro_rules! isa {
        ($($name:ident, $level:ident, $copy:ident;)*) => {$(
            #[doc = concat!("[`Level::", stringify!($level), "`] as a type.")]
            #[derive(Clone, Copy, Debug)]
            pub struct $name;

            // SAFETY: the copy enables the level's instructions.
            unsafe impl Isa for $name {
                const LEVEL: Level = Level::$level;

                #[inline(always)]
                unsafe fn run<A: Args, R>(args: A, body: impl FnOnce(A) -> R) -> R {
                    // SAFETY: the caller makes sure the processor has the level.
                    unsafe { args.$copy(body) }
                }
            }
        )*};
    }

    isa! {
        Baseline, Baseline, v1;
        V2, V2, v2;
        V3, V3, v3;
        V4, V4, v4;
    }

    /// The build's own level ([`super::BUILT`]), for a build without copies
    /// ([`super::STATIC`]): its `run` runs the body as it is.
    #[derive(Clone, Copy, Debug)]
    pub struct Built;

    // SAFETY: the build has the level, and `run` enables nothing.
    unsafe impl Isa for Built {
        const LEVEL: Level = super::BUILT;

        #[inline(always)]
        unsafe fn run<A: Args, R>(args: A, body: impl FnOnce(A) -> R) -> R {
            body(args)
        }
    }
}

/// Evaluates `$body` with the type `$I` standing for the [`level`] in use ([`Isa`]): once per
/// level, and runs the one of the processor's. On other architectures than x86-64, `$I` is
/// [`isa::Built`].
#[macro_export]
macro_rules! at_level {
    ($I:ident => $body:expr) => {{
        #[cfg(target_arch = "x86_64")]
        if $crate::cpu::STATIC {
            type $I = $crate::cpu::isa::Built;
            $body
        } else {
            match $crate::cpu::level() {
                $crate::cpu::Level::V4 => {
                    type $I = $crate::cpu::isa::V4;
                    $body
                }
                $crate::cpu::Level::V3 => {
                    type $I = $crate::cpu::isa::V3;
                    $body
                }
                $crate::cpu::Level::V2 => {
                    type $I = $crate::cpu::isa::V2;
                    $body
                }
                $crate::cpu::Level::Baseline => {
                    type $I = $crate::cpu::isa::Baseline;
                    $body
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            type $I = $crate::cpu::isa::Built;
            $body
        }
    }};
}

/// The copies: for each level, a function per number of arguments, out of line, compiled with
/// the level's instructions (the baseline's too: inlined, it would be a second copy of the body
/// in each caller), that takes the arguments as its parameters and runs the body on them.
/// Elsewhere than on x86-64, the body runs as it is.
macro_rules! copies {
    ($($arity:ident: $($arg:ident: $T:ident),*;)*) => {
        #[cfg(target_arch = "x86_64")]
        mod x86 {
            $(
                pub(super) mod $arity {
                    copies!(@level v1, "sse2"; $($arg: $T),*);
                    copies!(@level v2, "popcnt,sse3,ssse3,sse4.1,sse4.2,cmpxchg16b"; $($arg: $T),*);
                    copies!(@level v3,
                        "popcnt,sse3,ssse3,sse4.1,sse4.2,cmpxchg16b,avx,avx2,bmi1,bmi2,lzcnt,fma,f16c,movbe,xsave";
                        $($arg: $T),*);
                    copies!(@level v4,
                        "popcnt,sse3,ssse3,sse4.1,sse4.2,cmpxchg16b,avx,avx2,bmi1,bmi2,lzcnt,fma,f16c,movbe,xsave,avx512f,avx512bw,avx512cd,avx512dq,avx512vl";
                        $($arg: $T),*);
                }
            )*
        }

        $(
            // SAFETY: each method runs the body in the copy of its level.
            unsafe impl<$($T),*> Args for ($($T,)*) {
                copies!(@method $arity v1; $($arg),*);
                copies!(@method $arity v2; $($arg),*);
                copies!(@method $arity v3; $($arg),*);
                copies!(@method $arity v4; $($arg),*);
            }
        )*
    };
    (@level $copy:ident, $features:literal; $($arg:ident: $T:ident),*) => {
        /// The body with the level's instructions.
        ///
        /// # Safety
        ///
        /// The processor must have them.
        #[target_feature(enable = $features)]
        #[inline(never)]
        #[allow(clippy::too_many_arguments)]
        pub(in super::super) unsafe fn $copy<$($T,)* R>(
            $($arg: $T,)*
            body: impl FnOnce(($($T,)*)) -> R,
        ) -> R {
            body(($($arg,)*))
        }
    };
    (@method $arity:ident $copy:ident; $($arg:ident),*) => {
        #[inline(always)]
        unsafe fn $copy<R>(self, body: impl FnOnce(Self) -> R) -> R {
            #[cfg(target_arch = "x86_64")]
            {
                let ($($arg,)*) = self;
                // SAFETY: the caller makes sure the processor has the level.
                unsafe { x86::$arity::$copy($($arg,)* body) }
            }
            #[cfg(not(target_arch = "x86_64"))]
            body(self)
        }
    };
}

copies! {
    a0: ;
    a1: a: A;
    a2: a: A, b: B;
    a3: a: A, b: B, c: C;
    a4: a: A, b: B, c: C, d: D;
    a5: a: A, b: B, c: C, d: D, e: E;
    a6: a: A, b: B, c: C, d: D, e: E, f: F;
    a7: a: A, b: B, c: C, d: D, e: E, f: F, g: G;
    a8: a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_level_is_one_the_processor_has_and_stays() {
        let level = level();
        assert!(level <= detect());
        assert_eq!(super::level(), level);
        assert!(has(Level::Baseline) && has(level));
        assert_eq!(has(Level::V4), level == Level::V4);
    }

    #[test]
    fn every_name_reads_back() {
        for level in Level::ALL {
            assert_eq!(Level::parse(&level.to_string()), Some(level));
        }
    }
}
