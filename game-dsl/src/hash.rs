//! Position hashing for generated games.
//!
//! Bitboard positions are a few machine words, so a hash computed from scratch costs about as
//! much as an incrementally updated Zobrist key, and it cannot drift out of step with the
//! position. Each word goes through a strong 64-bit mixer (the SplitMix64 finaliser).

/// Mixes the bits of `x` so that every input bit affects every output bit.
///
/// ```
/// use game_dsl::hash::mix;
/// assert_ne!(mix(1), mix(2));
/// assert_eq!(mix(0), 0);
/// ```
#[inline]
pub const fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Hashes a position given as words (for example each player's stones) and a side to move.
/// Each word is offset by its place before mixing, so that equal words in different places
/// hash differently.
///
/// ```
/// use game_dsl::hash::hash_words;
/// assert_ne!(hash_words(&[1, 2], 0), hash_words(&[2, 1], 0));
/// assert_ne!(hash_words(&[1, 2], 0), hash_words(&[1, 2], 1));
/// ```
#[inline]
pub fn hash_words(words: &[u64], side: usize) -> u64 {
    let mut h = mix(side as u64 + 0x9e37_79b9_7f4a_7c15);
    for (place, &word) in words.iter().enumerate() {
        h ^= mix(word ^ PLACE_KEYS[place % PLACE_KEYS.len()]).rotate_left(place as u32 * 7);
    }
    h
}

/// Distinct offsets for the words of a position.
const PLACE_KEYS: [u64; 8] = [
    0x243f_6a88_85a3_08d3,
    0x1319_8a2e_0370_7344,
    0xa409_3822_299f_31d0,
    0x082e_fa98_ec4e_6c89,
    0x4528_21e6_38d0_1377,
    0xbe54_66cf_34e9_0c6c,
    0xc0ac_29b7_c97c_50dd,
    0x3f84_d5b5_b547_0917,
];
