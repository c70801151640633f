//! No input may panic the decoder, the parser or the printer.
//!
//! Each family has two properties: its random machine words go through
//! [`words_round_trip`] (decode, print, encode, and assemble the text back),
//! and text shaped like its assembly with junk mixed in ([`shaped_text`])
//! goes through the assembler.

use amdgpu_isa::{assemble_line, decode, parse_source, Gen, Inst, Target};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn targets() -> impl Strategy<Value = Target> {
    let all: Vec<Target> = Target::all().collect();
    (0..all.len()).prop_map(move |i| all[i])
}

/// What must hold of a decoded instruction's text once it parses back
/// (LLVM itself refuses some text it prints, so text that does not parse
/// is no failure).
#[derive(Clone, Copy)]
enum Back {
    /// Nothing beyond decoding, printing and encoding without a panic.
    Nothing,
    /// The text parses back to the same text; `skip_comments`: text with a
    /// `/* ... */` comment is not parsed (LLVM prints some it refuses, e.g.
    /// odd AGPR pairs on gfx90a).
    SameText { skip_comments: bool },
    /// The parsed instruction's encoding decodes to the text it prints (the
    /// decoded text itself need not be a fixed point).
    Reencodes,
}

/// Decodes `bytes` on `t`. Whatever decodes (and `keep` accepts) fits in
/// `bytes`, prints and encodes without a panic, and comes back as `back` says.
fn words_round_trip(
    t: Target,
    bytes: &[u8],
    keep: fn(&Inst) -> bool,
    back: Back,
) -> Result<(), TestCaseError> {
    let Ok(inst) = decode(t, bytes) else {
        return Ok(());
    };
    if !keep(&inst) {
        return Ok(());
    }
    prop_assert!(inst.len() <= bytes.len());
    let text = inst.display().to_string();
    let _ = inst.encode();
    match back {
        Back::Nothing => {}
        Back::SameText { skip_comments } => {
            if !(skip_comments && text.contains("/*")) {
                if let Ok(again) = assemble_line(t, &text) {
                    prop_assert_eq!(again.display().to_string(), text);
                }
            }
        }
        Back::Reencodes => {
            if let Ok(again) = assemble_line(t, &text) {
                let shown = again.display().to_string();
                let redecoded =
                    decode(t, again.encode().as_bytes()).map(|i| i.display().to_string());
                prop_assert_eq!(redecoded, Ok(shown));
            }
        }
    }
    Ok(())
}

fn any_inst(_: &Inst) -> bool {
    true
}

/// The little-endian bytes of `dwords`.
fn le_bytes(dwords: &[u32]) -> Vec<u8> {
    dwords.iter().flat_map(|d| d.to_le_bytes()).collect()
}

/// Text made of `parts` (regular expressions) one after another.
fn shaped_text(parts: &[&'static str]) -> impl Strategy<Value = String> {
    parts.to_vec().prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Arbitrary bytes decode or fail cleanly; whatever decodes prints and re-encodes.
    #[test]
    fn decode_never_panics(t in targets(), bytes in proptest::collection::vec(any::<u8>(), 0..24)) {
        words_round_trip(t, &bytes, any_inst, Back::Nothing)?;
    }

    /// Words in the DS opcode space.
    #[test]
    fn ds_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>()) {
        let w0 = 0b110110 << 26 | lo & 0x3ff_ffff;
        words_round_trip(t, &le_bytes(&[w0, hi]), any_inst, Back::SameText { skip_comments: true })?;
    }

    /// Words in the MIMG opcode space (GFX10 NSA up to three more dwords).
    #[test]
    fn image_words_round_trip(t in targets(), lo in any::<u32>(), rest in proptest::collection::vec(any::<u8>(), 4..16)) {
        let mut bytes = le_bytes(&[0b111100 << 26 | lo & 0x3ff_ffff]);
        bytes.extend(rest);
        words_round_trip(t, &bytes, |i| matches!(i, Inst::Image(_)), Back::Reencodes)?;
    }

    /// Words in the MUBUF opcode space (LLVM refuses some text it prints,
    /// e.g. TFE on stores).
    #[test]
    fn buffer_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>()) {
        let w0 = 0b111000 << 26 | lo & 0x3ff_ffff;
        words_round_trip(t, &le_bytes(&[w0, hi]), any_inst, Back::SameText { skip_comments: true })?;
    }

    /// GFX12 VBUFFER words (96 bits): whatever decodes takes all three dwords.
    #[test]
    fn vbuffer_words_round_trip(gfx1201 in any::<bool>(), lo in any::<u32>(), mid in any::<u32>(), hi in any::<u32>()) {
        let t = Target::from_name(if gfx1201 { "gfx1201" } else { "gfx1200" }).unwrap();
        let bytes = le_bytes(&[0b110001 << 26 | lo & 0x3ff_ffff, mid, hi]);
        if let Ok(inst) = decode(t, &bytes) {
            prop_assert_eq!(inst.len(), 12);
        }
        words_round_trip(t, &bytes, any_inst, Back::SameText { skip_comments: false })?;
    }

    /// Words in the VOP3P space with a literal dword after them (LLVM
    /// refuses some text it prints, e.g. gfx942 `v_dot2_f32_f16 op_sel`).
    #[test]
    fn vop3p_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>(), lit in any::<u32>()) {
        let w0 = if t.gen() == Gen::Gfx9 { 0x1a7 << 23 | lo & 0x7f_ffff } else { 0xcc << 24 | lo & 0xff_ffff };
        words_round_trip(t, &le_bytes(&[w0, hi, lit]), any_inst, Back::SameText { skip_comments: false })?;
    }

    /// gfx950 scaled MFMA words: a v_mfma_ld_scale_b32 word with any fields,
    /// then an f8f6f4 MFMA word with ABID 1 and any other fields (128 bits).
    #[test]
    fn scaled_mfma_words_round_trip(lo in any::<u32>(), hi in any::<u32>(), mlo in any::<u32>(), mhi in any::<u32>(), big in any::<bool>()) {
        let t = Target::from_name("gfx950").unwrap();
        let mfma = if big { 0xd3ae_0000 } else { 0xd3ad_0000 };
        let bytes = le_bytes(&[0xd3ac_0000 | lo & 0xffff, hi, mfma | 1 << 11 | mlo & 0x87ff, mhi]);
        if let Ok(inst) = decode(t, &bytes) {
            prop_assert_eq!(inst.len(), 16);
        }
        words_round_trip(t, &bytes, any_inst, Back::SameText { skip_comments: false })?;
    }

    /// Words in the VOPD space with a literal dword after them (LLVM refuses
    /// text breaking its bank rules).
    #[test]
    fn vopd_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>(), lit in any::<u32>()) {
        let w0 = 0b110010 << 26 | lo & 0x3ff_ffff;
        words_round_trip(t, &le_bytes(&[w0, hi, lit]), any_inst, Back::SameText { skip_comments: false })?;
    }

    /// Words with either EXP prefix (as with llvm-mc-22, `off, off, v0, off
    /// compr` assembles with both halves of the pair on: no fixed point).
    #[test]
    fn exp_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>(), gfx9 in any::<bool>()) {
        let prefix: u32 = if gfx9 { 0b110001 } else { 0b111110 };
        let w0 = prefix << 26 | lo & 0x3ff_ffff;
        words_round_trip(t, &le_bytes(&[w0, hi]), |i| matches!(i, Inst::Exp(_)), Back::Reencodes)?;
    }

    /// Words of every interpolation / LDS-direct prefix (VINTRP, VOP3 interp
    /// opcodes, VINTERP, LDSDIR).
    #[test]
    fn interp_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>(), kind in 0u32..6) {
        let w0 = match kind {
            0 => 0b110101 << 26 | lo & 0x3ff_ffff,
            1 => 0b110010 << 26 | lo & 0x3ff_ffff,
            2 => 0b110100 << 26 | (0x270 | lo >> 16 & 7) << 16 | lo & 0xffff,
            3 => 0b110101 << 26 | [0x200, 0x201, 0x202, 0x342, 0x343, 0x35a][(lo >> 16) as usize % 6] << 16 | lo & 0xffff,
            4 => 0xCD << 24 | lo & 0xff_ffff,
            _ => 0xCE << 24 | lo & 0xff_ffff,
        };
        words_round_trip(t, &le_bytes(&[w0, hi]), |i| matches!(i, Inst::Interp(_)), Back::Reencodes)?;
    }

    /// Arbitrary text never panics the parser.
    #[test]
    fn parse_never_panics(t in targets(), src in "\\PC{0,80}") {
        let _ = parse_source(t, &src);
    }

    /// Text shaped like DS assembly, with junk mixed in.
    #[test]
    fn ds_like_text_never_panics(t in targets(), src in shaped_text(&[
        "ds_[a-z0-9_]{1,24}",
        "( ?[va]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?,?){0,5}",
        "( (offset|offset0|offset1|gds|nogds|swizzle)(:[-0-9a-fx()+ ,\"A-Z_]{0,20})?){0,4}",
    ])) {
        let _ = assemble_line(t, &src);
    }

    /// Text shaped like MIMG assembly, with junk mixed in.
    #[test]
    fn image_like_text_never_panics(t in targets(), src in shaped_text(&[
        "image_(load|sample|sample_c_d_cl_o|gather4|atomic_cmpswap|msaa_load|bvh_intersect_ray|[a-z0-9_]{0,8}) ",
        "( ?(\\[?v[0-9]{1,3}\\]?|v\\[[0-9]{1,3}:[0-9]{1,3}\\]\\]?|a\\[?[0-9]{1,3}(:[0-9]{1,3}\\])?|s\\[[0-9]{1,3}:[0-9]{1,3}\\]|ttmp\\[[0-9]{1,2}:[0-9]{1,2}\\]),?){0,7}",
        "( ?(dmask:-?0x[0-9a-f]{1,3}|dim:[A-Z0-9_]{1,20}|th:[A-Z_]{1,12}|unorm|glc|slc|dlc|scc|r128|a16|tfe|lwe|da|d16|[a-z0-9]{1,6})){0,6}",
    ])) {
        let _ = assemble_line(t, &src);
    }

    /// Text shaped like buffer assembly, with junk mixed in.
    #[test]
    fn buffer_like_text_never_panics(t in targets(), src in shaped_text(&[
        "buffer_(load|store|atomic)_[a-z0-9_]{0,16}",
        "( ?([va]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?|off|s\\[[0-9]{1,3}:[0-9]{1,3}\\]|ttmp[0-9]{1,2}|-?[0-9.]{1,6}|m0|null),?){0,5}",
        "( (offset|offen|idxen|glc|slc|dlc|sc0|sc1|nt|scc|lds|tfe|th|scope|nv)(:[-0-9a-fx()+ ,A-Z_]{0,12})?){0,5}",
    ])) {
        let _ = assemble_line(t, &src);
    }

    /// Text shaped like VOP3P assembly, with junk mixed in.
    #[test]
    fn vop3p_like_text_never_panics(t in targets(), src in shaped_text(&[
        "v_(pk_(add|mul|fma|mov)_(f16|f32|u16|b32)|fma_mix(lo|hi)?_f(16|32)|dot[248]_[a-z0-9_]{0,12}|mfma_[a-z0-9_]{0,24}|wmma_[a-z0-9_]{0,24}|swmmac_[a-z0-9_]{0,24})",
        "( ?(-?\\|?[vas]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?\\|?|neg\\(|abs\\(|lit\\(0x[0-9a-f]{1,9}\\)|-?[0-9.]{1,6}|null|m0),?){0,5}",
        "( (op_sel|op_sel_hi|neg_lo|neg_hi|neg|clamp|cbsz|abid|blgp|index_key)(:[-0-9\\[\\],]{0,10})?){0,5}",
    ])) {
        let _ = assemble_line(t, &src);
    }

    /// Text shaped like VOPD assembly, with junk mixed in.
    #[test]
    fn vopd_like_text_never_panics(t in targets(), src in shaped_text(&[
        "v_dual_(mov_b32|fmac_f32|fmaak_f32|fmamk_f32|cndmask_b32|dot2acc_f32_f16|add_nc_u32|[a-z0-9_]{0,10})",
        "( ?(-?\\|?[vs]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?\\|?|lit\\(0x[0-9a-f]{1,9}\\)|-?[0-9.]{1,6}|null|vcc_lo|src_lds_direct),?){0,4}",
        "( ?::? ?)?",
        "v_dual_(mov_b32|fmamk_f32|and_b32|max_num_f32|[a-z0-9_]{0,10})",
        "( ?(-?\\|?[vs]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?\\|?|lit\\(0x[0-9a-f]{1,9}\\)|-?[0-9.]{1,6}|m0),?){0,4}",
    ])) {
        let _ = assemble_line(t, &src);
    }

    /// Text shaped like EXP assembly, with junk mixed in.
    #[test]
    fn exp_like_text_never_panics(t in targets(), src in shaped_text(&[
        "(exp|export|EXP)",
        "( ?(mrt[0-9z]{1,2}|pos[0-9]|param[0-9]{1,3}|null|prim|dual_src_blend[0-3]|invalid_target_[0-9]{1,3}|[a-z0-9_]{0,8}),?)?",
        "( ?([va]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?|off|OFF|s[0-9]),?){0,5}",
        "( ?(done|compr|vm|row_en|off|[a-z:0-9]{1,6}),?){0,4}",
    ])) {
        let _ = assemble_line(t, &src);
    }

    /// Text shaped like interpolation / LDS-direct assembly, with junk mixed in.
    #[test]
    fn interp_like_text_never_panics(t in targets(), src in shaped_text(&[
        "(v_interp_(p1|p2|mov|p10|p1ll|p1lv|p2_legacy|p10_rtz)_f(16|32)(_f32)?(_e32|_e64)?|(lds|ds)_(param|direct)_load)",
        "( ?(-?\\|?v\\[?[0-9]{1,4}(\\.[lhx])?\\]?\\|?|attr[0-9.]{0,5}[xyzwq]?|p[0-9]{1,3}|s[0-9]|-?[0-9.]{1,4}),?){0,5}",
        "( ?(high|clamp|op_sel:\\[[01,]{0,9}\\]|(mul|div|wait_exp|wait_vdst|wait_va_vdst|wait_vm_vsrc):-?[0-9]{1,3}|[a-z:0-9]{1,6}),?){0,4}",
    ])) {
        let _ = assemble_line(t, &src);
    }
}
