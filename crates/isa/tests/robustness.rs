//! No input may panic the decoder, the parser or the printer.

use amdgpu_isa::{assemble_line, decode, parse_source, Target};
use proptest::prelude::*;

fn targets() -> impl Strategy<Value = Target> {
    let all: Vec<Target> = Target::all().collect();
    (0..all.len()).prop_map(move |i| all[i])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Arbitrary bytes decode or fail cleanly; whatever decodes prints and re-encodes.
    #[test]
    fn decode_never_panics(t in targets(), bytes in proptest::collection::vec(any::<u8>(), 0..24)) {
        if let Ok(inst) = decode(t, &bytes) {
            prop_assert!(inst.len() <= bytes.len());
            let _ = inst.display(t).to_string();
            let _ = inst.encode(t);
        }
    }

    /// Words in the DS opcode space: when the printed text parses back (LLVM
    /// itself rejects some text it prints, e.g. odd AGPR pairs on gfx90a), it
    /// prints the same again.
    #[test]
    fn ds_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>()) {
        let word = u64::from(hi) << 32 | u64::from(0b110110u32 << 26 | lo & 0x3ff_ffff);
        if let Ok(inst) = decode(t, &word.to_le_bytes()) {
            let text = inst.display(t).to_string();
            if !text.contains("/*") {
                if let Ok(back) = assemble_line(t, &text) {
                    prop_assert_eq!(back.display(t).to_string(), text);
                }
            }
        }
    }

    /// Words in the MIMG opcode space (GFX10 NSA up to three more dwords):
    /// whatever decodes prints, and where the text parses back, its encoding
    /// decodes to the text it prints.
    #[test]
    fn image_words_round_trip(t in targets(), lo in any::<u32>(), rest in proptest::collection::vec(any::<u8>(), 4..16)) {
        let mut bytes = (0b111100u32 << 26 | lo & 0x3ff_ffff).to_le_bytes().to_vec();
        bytes.extend(rest);
        if let Ok(inst @ amdgpu_isa::Inst::Image(_)) = decode(t, &bytes) {
            let text = inst.display(t).to_string();
            if let Ok(back) = assemble_line(t, &text) {
                let shown = back.display(t).to_string();
                let again = decode(t, back.encode(t).as_bytes()).map(|i| i.display(t).to_string());
                prop_assert_eq!(again, Ok(shown));
            }
        }
    }

    /// Text shaped like MIMG assembly, with junk mixed in.
    #[test]
    fn image_like_text_never_panics(
        t in targets(),
        name in "image_(load|sample|sample_c_d_cl_o|gather4|atomic_cmpswap|msaa_load|bvh_intersect_ray|[a-z0-9_]{0,8})",
        ops in "( ?(\\[?v[0-9]{1,3}\\]?|v\\[[0-9]{1,3}:[0-9]{1,3}\\]\\]?|s\\[[0-9]{1,3}:[0-9]{1,3}\\]|ttmp\\[[0-9]{1,2}:[0-9]{1,2}\\]),?){0,7}",
        mods in "( ?(dmask:-?0x[0-9a-f]{1,3}|dim:[A-Z0-9_]{1,20}|th:[A-Z_]{1,12}|unorm|glc|slc|dlc|r128|a16|tfe|lwe|d16|[a-z0-9]{1,6})){0,6}",
    ) {
        let _ = assemble_line(t, &format!("{name} {ops}{mods}"));
    }

    /// Words in the MUBUF opcode space: whatever decodes prints, and where the
    /// text parses back (LLVM refuses some text it prints, e.g. TFE on
    /// stores) it prints the same again.
    #[test]
    fn buffer_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>()) {
        let word = u64::from(hi) << 32 | u64::from(0b111000u32 << 26 | lo & 0x3ff_ffff);
        if let Ok(inst) = decode(t, &word.to_le_bytes()) {
            let text = inst.display(t).to_string();
            if !text.contains("/*") {
                if let Ok(back) = assemble_line(t, &text) {
                    prop_assert_eq!(back.display(t).to_string(), text);
                }
            }
        }
    }

    /// GFX12 VBUFFER words (96 bits): whatever decodes prints, and where the
    /// text parses back it prints the same again.
    #[test]
    fn vbuffer_words_round_trip(gfx1201 in any::<bool>(), lo in any::<u32>(), mid in any::<u32>(), hi in any::<u32>()) {
        let t = Target::from_name(if gfx1201 { "gfx1201" } else { "gfx1200" }).unwrap();
        let mut bytes = (0b110001u32 << 26 | lo & 0x3ff_ffff).to_le_bytes().to_vec();
        bytes.extend_from_slice(&mid.to_le_bytes());
        bytes.extend_from_slice(&hi.to_le_bytes());
        if let Ok(inst) = decode(t, &bytes) {
            prop_assert_eq!(inst.len(), 12);
            let text = inst.display(t).to_string();
            if let Ok(back) = assemble_line(t, &text) {
                prop_assert_eq!(back.display(t).to_string(), text);
            }
        }
    }

    /// Text shaped like buffer assembly, with junk mixed in.
    #[test]
    fn buffer_like_text_never_panics(
        t in targets(),
        name in "buffer_(load|store|atomic)_[a-z0-9_]{0,16}",
        ops in "( ?([va]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?|off|s\\[[0-9]{1,3}:[0-9]{1,3}\\]|ttmp[0-9]{1,2}|-?[0-9.]{1,6}|m0|null),?){0,5}",
        mods in "( (offset|offen|idxen|glc|slc|dlc|sc0|sc1|nt|scc|lds|tfe|th|scope|nv)(:[-0-9a-fx()+ ,A-Z_]{0,12})?){0,5}",
    ) {
        let _ = assemble_line(t, &format!("{name}{ops}{mods}"));
    }

    /// Words in the VOP3P space (with a literal dword after them): whatever
    /// decodes prints, and where the text parses back (LLVM refuses some text
    /// it prints, e.g. gfx942 `v_dot2_f32_f16 op_sel`) it prints the same again.
    #[test]
    fn vop3p_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>(), lit in any::<u32>()) {
        let prefix = if t.gen() == amdgpu_isa::Gen::Gfx9 { 0x1a7u32 << 23 } else { 0xcc << 24 };
        let mask = if t.gen() == amdgpu_isa::Gen::Gfx9 { 0x7f_ffff } else { 0xff_ffff };
        let word = u64::from(hi) << 32 | u64::from(prefix | lo & mask);
        let mut bytes = word.to_le_bytes().to_vec();
        bytes.extend_from_slice(&lit.to_le_bytes());
        if let Ok(inst) = decode(t, &bytes) {
            let text = inst.display(t).to_string();
            if let Ok(back) = assemble_line(t, &text) {
                prop_assert_eq!(back.display(t).to_string(), text);
            }
        }
    }

    /// Text shaped like VOP3P assembly, with junk mixed in.
    #[test]
    fn vop3p_like_text_never_panics(
        t in targets(),
        name in "v_(pk_(add|mul|fma|mov)_(f16|f32|u16|b32)|fma_mix(lo|hi)?_f(16|32)|dot[248]_[a-z0-9_]{0,12}|mfma_[a-z0-9_]{0,24}|wmma_[a-z0-9_]{0,24}|swmmac_[a-z0-9_]{0,24})",
        ops in "( ?(-?\\|?[vas]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?\\|?|neg\\(|abs\\(|lit\\(0x[0-9a-f]{1,9}\\)|-?[0-9.]{1,6}|null|m0),?){0,5}",
        mods in "( (op_sel|op_sel_hi|neg_lo|neg_hi|neg|clamp|cbsz|abid|blgp|index_key)(:[-0-9\\[\\],]{0,10})?){0,5}",
    ) {
        let _ = assemble_line(t, &format!("{name}{ops}{mods}"));
    }

    /// Words in the VOPD space (with a literal dword after them): whatever
    /// decodes prints, and where the text parses back (LLVM refuses text
    /// breaking its bank rules) it prints the same again.
    #[test]
    fn vopd_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>(), lit in any::<u32>()) {
        let word = u64::from(hi) << 32 | u64::from(0b110010u32 << 26 | lo & 0x3ff_ffff);
        let mut bytes = word.to_le_bytes().to_vec();
        bytes.extend_from_slice(&lit.to_le_bytes());
        if let Ok(inst) = decode(t, &bytes) {
            let text = inst.display(t).to_string();
            if let Ok(back) = assemble_line(t, &text) {
                prop_assert_eq!(back.display(t).to_string(), text);
            }
        }
    }

    /// Text shaped like VOPD assembly, with junk mixed in.
    #[test]
    fn vopd_like_text_never_panics(
        t in targets(),
        x in "v_dual_(mov_b32|fmac_f32|fmaak_f32|fmamk_f32|cndmask_b32|dot2acc_f32_f16|add_nc_u32|[a-z0-9_]{0,10})",
        xo in "( ?(-?\\|?[vs]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?\\|?|lit\\(0x[0-9a-f]{1,9}\\)|-?[0-9.]{1,6}|null|vcc_lo|src_lds_direct),?){0,4}",
        sep in "( ?::? ?)?",
        y in "v_dual_(mov_b32|fmamk_f32|and_b32|max_num_f32|[a-z0-9_]{0,10})",
        yo in "( ?(-?\\|?[vs]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?\\|?|lit\\(0x[0-9a-f]{1,9}\\)|-?[0-9.]{1,6}|m0),?){0,4}",
    ) {
        let _ = assemble_line(t, &format!("{x}{xo}{sep}{y}{yo}"));
    }

    /// Words with either EXP prefix: whatever decodes prints, and where the
    /// text parses back, its encoding decodes to the text it prints. (The
    /// decoded text itself need not be a fixed point: as with llvm-mc-22,
    /// `off, off, v0, off compr` assembles with both halves of the pair on.)
    #[test]
    fn exp_words_round_trip(t in targets(), lo in any::<u32>(), hi in any::<u32>(), gfx9 in any::<bool>()) {
        let prefix: u32 = if gfx9 { 0b110001 } else { 0b111110 };
        let word = u64::from(hi) << 32 | u64::from(prefix << 26 | lo & 0x3ff_ffff);
        if let Ok(inst @ amdgpu_isa::Inst::Exp(_)) = decode(t, &word.to_le_bytes()) {
            let text = inst.display(t).to_string();
            if let Ok(back) = assemble_line(t, &text) {
                let shown = back.display(t).to_string();
                let again = decode(t, back.encode(t).as_bytes()).map(|i| i.display(t).to_string());
                prop_assert_eq!(again, Ok(shown));
            }
        }
    }

    /// Text shaped like EXP assembly, with junk mixed in.
    #[test]
    fn exp_like_text_never_panics(
        t in targets(),
        name in "(exp|export|EXP)",
        tgt in "( ?(mrt[0-9z]{1,2}|pos[0-9]|param[0-9]{1,3}|null|prim|dual_src_blend[0-3]|invalid_target_[0-9]{1,3}|[a-z0-9_]{0,8}),?)?",
        srcs in "( ?([va]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?|off|OFF|s[0-9]),?){0,5}",
        mods in "( ?(done|compr|vm|row_en|off|[a-z:0-9]{1,6}),?){0,4}",
    ) {
        let _ = assemble_line(t, &format!("{name}{tgt}{srcs}{mods}"));
    }

    /// Words of every interpolation / LDS-direct prefix (VINTRP, VOP3 interp
    /// opcodes, VINTERP, LDSDIR): whatever decodes prints, and where the text
    /// parses back, its encoding decodes to the text it prints.
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
        let word = u64::from(hi) << 32 | u64::from(w0);
        if let Ok(inst @ amdgpu_isa::Inst::Interp(_)) = decode(t, &word.to_le_bytes()) {
            let text = inst.display(t).to_string();
            if let Ok(back) = assemble_line(t, &text) {
                let shown = back.display(t).to_string();
                let again = decode(t, back.encode(t).as_bytes()).map(|i| i.display(t).to_string());
                prop_assert_eq!(again, Ok(shown));
            }
        }
    }

    /// Text shaped like interpolation / LDS-direct assembly, with junk mixed in.
    #[test]
    fn interp_like_text_never_panics(
        t in targets(),
        name in "(v_interp_(p1|p2|mov|p10|p1ll|p1lv|p2_legacy|p10_rtz)_f(16|32)(_f32)?(_e32|_e64)?|(lds|ds)_(param|direct)_load)",
        ops in "( ?(-?\\|?v\\[?[0-9]{1,4}(\\.[lhx])?\\]?\\|?|attr[0-9.]{0,5}[xyzwq]?|p[0-9]{1,3}|s[0-9]|-?[0-9.]{1,4}),?){0,5}",
        mods in "( ?(high|clamp|op_sel:\\[[01,]{0,9}\\]|(mul|div|wait_exp|wait_vdst|wait_va_vdst|wait_vm_vsrc):-?[0-9]{1,3}|[a-z:0-9]{1,6}),?){0,4}",
    ) {
        let _ = assemble_line(t, &format!("{name}{ops}{mods}"));
    }

    /// Arbitrary text never panics the parser.
    #[test]
    fn parse_never_panics(t in targets(), src in "\\PC{0,80}") {
        let _ = parse_source(t, &src);
    }

    /// Text shaped like DS assembly, with junk mixed in.
    #[test]
    fn ds_like_text_never_panics(
        t in targets(),
        name in "ds_[a-z0-9_]{1,24}",
        ops in "( ?[va]\\[?[0-9]{1,4}(:[0-9]{1,4})?\\]?,?){0,5}",
        mods in "( (offset|offset0|offset1|gds|nogds|swizzle)(:[-0-9a-fx()+ ,\"A-Z_]{0,20})?){0,4}",
    ) {
        let _ = assemble_line(t, &format!("{name}{ops}{mods}"));
    }
}
