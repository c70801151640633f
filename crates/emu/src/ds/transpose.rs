//! gfx950 (CDNA 4) transposing LDS loads `ds_read_b64_tr_b{4,8,16}` and
//! `ds_read_b96_tr_b6`: each lane reads 64 (96) bits at its own address, and
//! each group of 16 lanes exchanges elements so that every lane receives a
//! column of the group's data (the CDNA 4 guide: "interpret the data as a
//! matrix with N bit elements and transpose the matrix", no lane mapping).
//!
//! The lane mapping is the one AMD's rocRoller test `TransposeLoadsTest`
//! (`executeTransposeLoad`, run on gfx950 hardware) checks, for every width:
//! with `n` elements per lane and `s = 16 / n`, element `k` of lane `16g + i`
//! is element `i mod n` of what lane `16g + s*k + i/n` read. So b4 and b6 are
//! a 16x16 transpose per 16 lanes, b8 two interleaved 8x8 transposes (the even
//! and odd lanes; Mojo's `ds_read_tr8_b64` documentation says the same), b16
//! four 4x4 blocks gathered across the group. Elements are packed little-
//! endian: element `e` at bits `[b*e + b-1 : b*e]` (rocRoller's packFP4x8 /
//! packF6x16 layouts, which the same test uses on both sides).

/// Element width in bits -> (bytes each lane reads, elements per lane).
pub fn shape(bits: u8) -> (u32, usize) {
    if bits == 6 {
        (12, 16)
    } else {
        (8, 64 / usize::from(bits))
    }
}

/// Address alignment the hardware needs: 16 bytes for b96 ("DS_READ_B96_TR_B6
/// requires 128b-aligned addresses", rocRoller); the b64 forms are taken to
/// need 8 (UNCONFIRMED: ds-facts B1 "aligned to the element size").
pub fn alignment(bits: u8) -> u32 {
    if bits == 6 {
        16
    } else {
        8
    }
}

/// The transposed values of a whole wave: `raw[l]` is what lane `l` read
/// (little-endian), the result the value lane `l` receives.
pub fn transpose(bits: u8, raw: &[u128; 64], lanes: usize) -> [u128; 64] {
    let (_, n) = shape(bits);
    let s = 16 / n;
    let mask = (1u128 << bits) - 1;
    let mut out = [0u128; 64];
    for (l, o) in out.iter_mut().enumerate().take(lanes) {
        let (g, i) = (l & !15, l & 15);
        let e = i % n;
        for k in 0..n {
            let src = g + s * k + i / n;
            let v = raw[src] >> (usize::from(bits) * e) & mask;
            *o |= v << (usize::from(bits) * k);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Raw values whose element `e` of lane `r` is `r * 16 + e` (masked).
    fn numbered(bits: u8) -> [u128; 64] {
        let (_, n) = shape(bits);
        let mask = (1u128 << bits) - 1;
        std::array::from_fn(|r| {
            (0..n).fold(0u128, |acc, e| {
                acc | ((r * 16 + e) as u128 & mask) << (usize::from(bits) * e)
            })
        })
    }

    fn element(v: u128, bits: u8, k: usize) -> u128 {
        v >> (usize::from(bits) * k) & ((1u128 << bits) - 1)
    }

    #[test]
    fn b16_gathers_4x4_blocks() {
        let out = transpose(16, &numbered(16), 64);
        // Lane 5 (i = 5): element k = element 1 of lane 4k + 1.
        for k in 0..4 {
            assert_eq!(element(out[5], 16, k), ((4 * k + 1) * 16 + 1) as u128);
        }
        // Lane 16 + 14 uses lanes of its own group only.
        assert_eq!(element(out[30], 16, 3), ((16 + 12 + 3) * 16 + 2) as u128);
    }

    #[test]
    fn b8_is_two_interleaved_8x8() {
        let out = transpose(8, &numbered(8), 64);
        for k in 0..8 {
            // Lane 3 reads the even lanes, lane 11 the odd ones.
            assert_eq!(element(out[3], 8, k), ((2 * k) * 16 + 3) as u128 & 0xff);
            assert_eq!(
                element(out[11], 8, k),
                ((2 * k + 1) * 16 + 3) as u128 & 0xff
            );
        }
    }

    #[test]
    fn b4_and_b6_are_16x16() {
        for bits in [4, 6] {
            let raw = numbered(bits);
            let out = transpose(bits, &raw, 64);
            for (l, &v) in out.iter().enumerate() {
                for k in 0..16 {
                    let src = (l & !15) + k;
                    assert_eq!(element(v, bits, k), element(raw[src], bits, l & 15));
                }
            }
            // Transposing twice gives the input back.
            assert_eq!(transpose(bits, &out, 64), raw);
        }
    }
}
