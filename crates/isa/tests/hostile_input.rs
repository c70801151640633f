//! Hostile input: text built to exhaust the assembler's stack, time or
//! output. Each case runs in an ordinary test thread (2 MiB of stack) on
//! the debug build, where the old parser overflowed its stack or spent
//! seconds per line.

use amdgpu_isa::syntax::{MAX_EXPR_DEPTH, TOO_DEEP};
use amdgpu_isa::{assemble_line, parse_source, Target};

fn target(name: &str) -> Target {
    Target::from_name(name).expect("target")
}

/// Lines with one expression slot `X`, of every syntax that reads an
/// expression: sources, register indices, counters, hwreg/sendmsg/depctr
/// fields, memory offsets, swizzle macros, DPP and op_sel controls.
const SLOTS: &[(&str, &str)] = &[
    ("gfx1100", "v_mov_b32 v0, X"),
    ("gfx1100", "v_add_f32 v0, X, v1"),
    ("gfx1100", "v_add_f32_e64 v0, X, v1"),
    ("gfx1100", "s_mov_b32 s0, X"),
    ("gfx1100", "s_waitcnt vmcnt(X)"),
    ("gfx1100", "s_waitcnt X"),
    ("gfx1100", "s_setreg_b32 hwreg(X), s0"),
    ("gfx1100", "s_getreg_b32 s0, hwreg(HW_REG_MODE, X, 2)"),
    ("gfx1100", "s_sendmsg sendmsg(X)"),
    ("gfx1100", "s_sendmsg X"),
    ("gfx1100", "ds_read_b32 v0, v1 offset:X"),
    ("gfx1100", "ds_swizzle_b32 v0, v1 offset:X"),
    (
        "gfx1100",
        "ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM, X, 1, 2, 3)",
    ),
    ("gfx1100", "v_mov_b32 v[X], v1"),
    ("gfx1100", "s_mov_b32 s[X], s1"),
    ("gfx1100", "v_mov_b32_dpp v0, v1 row_shl:X"),
    ("gfx1100", "v_mov_b32_dpp v0, v1 quad_perm:[X,1,2,3]"),
    ("gfx1100", "v_mov_b32 v0, v1 dpp8:[X,1,2,3,4,5,6,7]"),
    ("gfx1100", "v_pk_add_f16 v0, v1, v2 op_sel:[X,0]"),
    ("gfx1100", "v_add_f32_e64 v0, |X|, v1"),
    ("gfx1100", "v_add_f32_e64 v0, neg(X), v1"),
    ("gfx1100", "v_add_f32_e64 v0, abs(X), v1"),
    ("gfx1100", "s_load_b32 s0, s[0:1], X"),
    ("gfx1100", "buffer_load_b32 v0, off, s[0:3], 0 offset:X"),
    ("gfx1100", "global_load_b32 v0, v[0:1], off offset:X"),
    (
        "gfx1100",
        "image_load v0, v1, s[0:7] dmask:X dim:SQ_RSRC_IMG_1D",
    ),
    ("gfx1100", "s_nop X"),
    ("gfx1100", "s_delay_alu X"),
    ("gfx1100", "s_waitcnt_depctr depctr_sa_sdst(X)"),
    ("gfx1100", "s_waitcnt_depctr X"),
    ("gfx1100", "v_dual_mov_b32 v0, X :: v_dual_mov_b32 v1, v2"),
    ("gfx1100", "v_interp_p10_f32 v0, v1, v2, v3 wait_exp:X"),
    ("gfx1100", "v_pk_add_f16 v0, X, v1"),
    ("gfx1100", "v_bfi_b32 v0, X, v1, v2"),
    ("gfx1100", "s_cbranch_scc0 X"),
    ("gfx1100", "s_setreg_imm32_b32 hwreg(HW_REG_MODE), X"),
    ("gfx1100", "v_cmp_eq_f32 vcc_lo, X, v1"),
    ("gfx1100", "v_mov_b32 v0, lit(X)"),
    ("gfx900", "v_mov_b32_sdwa v0, X dst_sel:WORD_1"),
    ("gfx900", "v_mov_b32_sdwa v0, sext(X)"),
    ("gfx900", "s_waitcnt lgkmcnt(X)"),
    (
        "gfx1200",
        "global_load_b32 v0, v[0:1], off offset:X th:TH_LOAD_NT",
    ),
    ("gfx1200", "s_wait_loadcnt X"),
    ("gfx1200", "s_wait_alu depctr_va_vdst(X)"),
];

fn parens(n: usize) -> String {
    format!("{}1{}", "(".repeat(n), ")".repeat(n))
}

/// Parentheses as deep as the limit change nothing: llvm-mc-22 gives the
/// same bytes or the same error for each slot with 1,000 parentheses
/// around `1` as with `1` alone (checked slot by slot); one level more is
/// a located error; 50,000 levels, which overflowed the stack, too.
#[test]
fn nested_parentheses_stop_at_the_limit() {
    let deep = MAX_EXPR_DEPTH as usize;
    for &(t, slot) in SLOTS {
        let t = target(t);
        let plain = assemble_line(t, &slot.replace('X', "1"));
        let at_limit = assemble_line(t, &slot.replace('X', &parens(deep)));
        match (&plain, &at_limit) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{slot}"),
            (Err(a), Err(b)) => assert_eq!(a.msg, b.msg, "{slot}"),
            _ => panic!("{slot}: {plain:?} but {at_limit:?} at the limit"),
        }
        for n in [deep + 1, 50_000] {
            let text = slot.replace('X', &parens(n));
            let e = assemble_line(t, &text).expect_err(slot);
            assert_eq!(e.msg, TOO_DEEP, "{slot}");
            // the caret at the first parenthesis past the limit
            let x = slot.find('X').expect("slot");
            assert_eq!(e.pos, x + deep, "{slot}");
        }
    }
}

/// Unary operators recurse as parentheses do: `-`, `~`, `+` and mixes,
/// 50,000 deep, end in the same error wherever an expression is read
/// (a source refuses a doubled `-` first, as llvm-mc-22 does).
#[test]
fn nested_unary_operators_stop_at_the_limit() {
    for &(t, slot) in SLOTS {
        let t = target(t);
        for op in ["-", "~", "+", "-~", "~-", "+~"] {
            let text = slot.replace('X', &format!("{}1", op.repeat(25_000)));
            match assemble_line(t, &text) {
                Ok(inst) => panic!("{slot} with {op}: {inst:?}"),
                Err(e) => assert!(e.msg.len() < 200, "{slot} with {op}: {}", e.msg),
            }
        }
    }
}

/// A whole source locates the error on its line and column.
#[test]
fn deep_nesting_in_a_source_is_located() {
    let t = target("gfx1100");
    let src = format!("s_nop 0\n  v_mov_b32 v0, {}\n", parens(100_000));
    let e = parse_source(t, &src).expect_err("too deep");
    assert_eq!((e.line, e.col), (2, 17 + MAX_EXPR_DEPTH as usize));
    assert_eq!(e.msg, TOO_DEEP);
    assert!(TOO_DEEP.contains(&MAX_EXPR_DEPTH.to_string()));
}

/// An unterminated `/*` swallowed the rest of the text, which then
/// assembled without it. llvm-mc-22 (`-mcpu=gfx1100`):
/// `s_nop 0\n/* x\n s_nop 1\n` -> "2:1: error: unterminated comment";
/// `s_nop 0\n/* a */ /* b` -> "2:9: error: unterminated comment"; after
/// an instruction it reports "failed parsing operand." at the `/*`
/// (`s_nop 0 /* a\n */ s_nop 1 /* b */ /* c` at 2:21): the same place,
/// here with the message that says what is wrong.
#[test]
fn an_unterminated_comment_is_an_error() {
    let t = target("gfx1100");
    for (src, at) in [
        ("s_nop 0\n/* x\n s_nop 1\n", (2, 1)),
        ("s_nop 0\n/* a */ /* b", (2, 9)),
        ("s_nop 0 /* a\n */ s_nop 1 /* b */ /* c\n\n\n", (2, 21)),
        ("/*", (1, 1)),
        ("s_nop 0 /* \u{e9} */ /* \u{e9}", (1, 17)),
    ] {
        let e = parse_source(t, src).expect_err(src);
        assert_eq!(
            (e.line, e.col, e.msg.as_str()),
            (at.0, at.1, "unterminated comment"),
            "{src:?}"
        );
    }
    // closed, or inside a line comment, it is no error
    for src in [
        "s_nop 0 /* a\n b */\n",
        "s_nop 0 ; /* b\ns_nop 1\n",
        "s_nop 0 // /*",
    ] {
        assert!(parse_source(t, src).is_ok(), "{src:?}");
    }
}

/// A lone `\r` ends a line as `\n` and `\r\n` do; only `\n` counts in the
/// line numbers. llvm-mc-22 (`-mcpu=gfx1100 -show-encoding`):
/// `s_nop 0\rs_nop 1\r` -> s_nop 0 [0x00,0x00,0x80,0xbf], s_nop 1
/// [0x01,0x00,0x80,0xbf]; `s_nop 0\rs_nop 1\rs_bogus 2\r` -> "1:1: error:
/// invalid instruction"; `s_nop 0 ; c\rs_nop 1 // d\rs_nop 2 /* e\r x
/// */\rs_nop 3\r\n s_nop 4\r\r\n  s_bogus\n` -> s_nop 0 to s_nop 4 and
/// "3:3: error: invalid instruction" (comments end at a `\r` or run across
/// it).
#[test]
fn carriage_returns_end_lines() {
    let t = target("gfx1100");
    let code = |src: &str| -> Vec<u8> {
        let stmts = parse_source(t, src).expect(src);
        stmts
            .iter()
            .flat_map(|s| match &s.item {
                amdgpu_isa::Item::Inst(i) => i.encode().to_vec(),
                amdgpu_isa::Item::Label(_) => Vec::new(),
            })
            .collect()
    };
    assert_eq!(
        code("s_nop 0\rs_nop 1\r"),
        [0, 0, 0x80, 0xbf, 1, 0, 0x80, 0xbf]
    );
    let e = parse_source(t, "s_nop 0\rs_nop 1\rs_bogus 2\r").expect_err("bogus");
    assert_eq!((e.line, e.col), (1, 1), "{e}");
    let src = "s_nop 0 ; c\rs_nop 1 // d\rs_nop 2 /* e\r x */\rs_nop 3\r\n s_nop 4\r\r\n";
    let nops: Vec<u8> = (0..5).flat_map(|k| [k, 0, 0x80, 0xbf]).collect();
    assert_eq!(code(src), nops);
    let lines: Vec<usize> = parse_source(t, src)
        .expect(src)
        .iter()
        .map(|s| s.line)
        .collect();
    assert_eq!(lines, [1, 1, 1, 1, 2]);
    let e = parse_source(t, &format!("{src}  s_bogus\n")).expect_err("s_bogus");
    assert_eq!((e.line, e.col), (3, 3), "{e}");
}

/// A word a megabyte long, where a name is read.
fn long_word() -> String {
    format!("v_{}", "a".repeat(1 << 20))
}

/// An unknown mnemonic of a megabyte gets its message at once: "did you
/// mean" compared it with every mnemonic in full (seconds per line in a
/// release build, minutes here) and quoted all of it.
#[test]
fn a_long_unknown_mnemonic_is_cut_short() {
    let t = target("gfx1100");
    let e = parse_source(t, &format!("s_nop 0\n{}\n", long_word())).expect_err("unknown");
    let want = format!(
        "invalid instruction: unknown mnemonic 'v_{}\u{2026}'",
        "a".repeat(62)
    );
    assert_eq!((e.line, e.col, e.msg), (2, 1, want));
    // one letter off a long mnemonic still gets its suggestion
    let e = assemble_line(t, "v_cvt_pk_rtz_f16_f33 v0, v1, v2").expect_err("unknown");
    assert!(
        e.msg.contains("did you mean v_cvt_pk_rtz_f16_f32"),
        "{}",
        e.msg
    );
}

/// Every message that quotes the input quotes at most 64 characters of a
/// word: names of instructions, counters, fields, values, registers,
/// modifiers and targets.
#[test]
fn messages_quote_little_of_the_input() {
    let word = long_word();
    for (t, line) in [
        ("gfx1100", "X v0, v1"),
        ("gfx1100", "X: X"),
        ("gfx1100", "s_waitcnt X(0)"),
        ("gfx1100", "s_waitcnt_depctr X(0)"),
        ("gfx1100", "s_delay_alu instid0(X)"),
        ("gfx1100", "s_delay_alu X(VALU_DEP_1)"),
        ("gfx1100", "s_getreg_b32 s0, hwreg(X)"),
        ("gfx1100", "s_sendmsg sendmsg(X)"),
        ("gfx1100", "v_mov_b32 v0, X"),
        ("gfx1100", "v_add_f32 v0, v1, v2 X"),
        ("gfx1100", "v_add_f32_e64 v0, v1, v2 X:1"),
        ("gfx1100", "ds_read_b32 v0, v1 X"),
        ("gfx1100", "global_load_b32 v0, v[0:1], off X"),
        ("gfx1100", "image_load v0, v1, s[0:7] dmask:0x1 dim:X"),
        ("gfx1100", "v_mov_b32_dpp v0, v1 X:[0,1,2,3]"),
        ("gfx1100", "exp X v0, v0, v0, v0"),
        ("gfx1100", "s_mov_b32 s0, s[1X]"),
        ("gfx900", "v_mov_b32_sdwa v0, v1 dst_sel:X"),
        ("gfx1200", "global_load_b32 v0, v[0:1], off th:X"),
    ] {
        let src = line.replace('X', &word);
        let e = parse_source(target(t), &src).expect_err(line);
        assert!(e.msg.len() < 300, "{line}: {} bytes", e.msg.len());
    }
    let e = Target::from_name(&word).expect_err("no such target");
    assert!(e.to_string().len() < 300);
}

/// Megabyte lines are read in one pass (a rescan of the line per operand
/// or modifier would take hours here). Bytes from llvm-mc-22
/// (`-mcpu=gfx1100 -show-encoding`) for the same lines.
#[test]
fn megabyte_lines_assemble() {
    let t = target("gfx1100");
    let n = 1 << 20;
    for (line, bytes) in [
        (
            format!("v_mov_b32 v0,{}v1", " ".repeat(n)),
            &[0x01, 0x03, 0x00, 0x7e][..],
        ),
        (
            format!("s_waitcnt{}", " vmcnt(0)".repeat(n / 9)),
            &[0xf7, 0x03, 0x89, 0xbf][..],
        ),
        (
            format!("s_nop 0 {}", "/* c */".repeat(n / 7)),
            &[0x00, 0x00, 0x80, 0xbf][..],
        ),
    ] {
        let stmts = parse_source(t, &line).expect("assembles");
        let [stmt] = &stmts[..] else {
            panic!("{} statements", stmts.len())
        };
        let amdgpu_isa::Item::Inst(inst) = &stmt.item else {
            panic!("a label")
        };
        assert_eq!(inst.encode().as_bytes(), bytes);
    }
}

/// An instruction keeps the target it was parsed or decoded for, and
/// encodes and prints for that one alone: `encode(other)` emitted another
/// target's bytes (v_add_f32 of gfx1100 as gfx900's 0x06 opcode) or
/// panicked (DS rows of another group). Bytes and text from llvm-mc-22
/// (`-show-encoding`) on each target.
#[test]
fn an_instruction_encodes_for_its_own_target() {
    let cases: [(&str, &str, &[u8], &str); 4] = [
        (
            "gfx900",
            "v_add_f32 v0, v1, v2",
            &[0x01, 0x05, 0x00, 0x02],
            "v_add_f32_e32 v0, v1, v2",
        ),
        (
            "gfx1100",
            "v_add_f32 v0, v1, v2",
            &[0x01, 0x05, 0x00, 0x06],
            "v_add_f32_e32 v0, v1, v2",
        ),
        (
            "gfx900",
            "ds_read_b32 v0, v1",
            &[0x00, 0x00, 0x6c, 0xd8, 0x01, 0x00, 0x00, 0x00],
            "ds_read_b32 v0, v1",
        ),
        (
            "gfx1100",
            "ds_read_b32 v0, v1",
            &[0x00, 0x00, 0xd8, 0xd8, 0x01, 0x00, 0x00, 0x00],
            "ds_load_b32 v0, v1",
        ),
    ];
    let mut parsed = Vec::new();
    for (name, text, bytes, printed) in cases {
        let t = target(name);
        let inst = assemble_line(t, text).expect(text);
        assert_eq!(inst.target(), t);
        assert_eq!(inst.encode().as_bytes(), bytes, "{text} on {t}");
        assert_eq!(inst.display().to_string(), printed);
        let back = amdgpu_isa::decode(t, bytes).expect("decodes");
        assert_eq!((back.target(), back.encode().as_bytes()), (t, bytes));
        parsed.push(inst);
    }
    // the same row on two targets is two instructions
    assert_ne!(parsed[0], parsed[1]);
    assert_ne!(parsed[2], parsed[3]);
}
