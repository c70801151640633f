//! Reference pages checked against the encoder and, when present, the LLVM oracle.

use amdgpu_doc::{page, render_html, render_json, render_text, Page, Scope, Style, Variant};
use amdgpu_emu::status::{self, Refusal, Status};
use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::tables::{alu::ALU_ROWS, ds::DS_ROWS, flat, smem, vop3p, vopd};
use amdgpu_isa::{assemble_line, Target};
use std::io::Write;
use std::process::{Command, Stdio};

fn target(name: &str) -> Target {
    Target::from_name(name).unwrap()
}

fn one(name: &str, t: &str) -> Page {
    page(name, Scope::Target(target(t))).unwrap_or_else(|e| panic!("{name} on {t}: {e}"))
}

/// The encoding's fixed-bit mask, from the page's own field list.
fn fixed_mask(v: &Variant) -> u64 {
    v.encoding
        .fields
        .iter()
        .filter(|f| f.value.is_some())
        .map(|f| (((1u128 << (f.hi - f.lo + 1)) - 1) as u64) << f.lo)
        .fold(0, |a, b| a | b)
}

fn word(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    b[..bytes.len().min(8)].copy_from_slice(&bytes[..bytes.len().min(8)]);
    u64::from_le_bytes(b)
}

/// Checks a variant against our assembler: the example assembles to the
/// stated bytes, and those bytes carry the stated identifier.
fn check_against_encoder(v: &Variant, t: Target) {
    let x = v
        .example
        .as_ref()
        .unwrap_or_else(|| panic!("{} on {t}: no example", v.name));
    let inst = assemble_line(t, &x.text).unwrap_or_else(|e| panic!("{}: {e:?}", x.text));
    assert_eq!(inst.encode().as_bytes(), &x.bytes[..], "{} on {t}", x.text);
    assert_eq!(inst.display().to_string(), x.text, "canonical text on {t}");
    match &inst {
        // a VOPD page's instruction may be the pair's Y half
        amdgpu_isa::Inst::Vopd(d) => assert!(
            d.x.row().name == v.name || d.y.row().name == v.name,
            "{} on {t}",
            x.text
        ),
        _ => assert_eq!(inst.mnemonic(), v.name),
    }
    let id = u64::from_str_radix(v.encoding.identifier.trim_start_matches("0x"), 16).unwrap();
    // a gfx950 scaled MFMA (16 bytes): the page's fields are its MFMA word,
    // the second one
    let scaled = matches!(&inst, amdgpu_isa::Inst::Vop3p(p) if p.size() == 16);
    let bytes = if scaled { &x.bytes[8..] } else { &x.bytes[..] };
    assert_eq!(
        word(bytes) & fixed_mask(v),
        id,
        "{} on {t}: identifier {} vs bytes {}",
        v.name,
        v.encoding.identifier,
        x.encoding
    );
    // an OP field may come in runs (GFX10 MTBUF: 18:16 and 53), low bits first
    let mut runs: Vec<_> = v
        .encoding
        .fields
        .iter()
        .filter(|f| f.name == "OP")
        .collect();
    assert!(!runs.is_empty(), "{} on {t}: no OP field", v.name);
    runs.sort_by_key(|f| f.lo);
    let (mut field, mut at) = (0u64, 0);
    for op in runs {
        let width = op.hi - op.lo + 1;
        field |= ((word(bytes) >> op.lo) & ((1 << width) - 1)) << at;
        at += width;
    }
    assert_eq!(
        field,
        u64::from(v.encoding.opcode),
        "{} on {t}: OP field",
        v.name
    );
}

/// `llvm-mc-22`, or None (with a notice) when it is absent outside CI.
fn llvm_mc() -> Option<&'static str> {
    let ok = Command::new("llvm-mc-22")
        .arg("--version")
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if ok {
        return Some("llvm-mc-22");
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("llvm-mc-22 is required under CI=true (apt-get install -y llvm-22)");
    }
    eprintln!("notice: llvm-mc-22 not on PATH; skipping the oracle comparison");
    None
}

/// Assembles `lines` with the oracle; returns (text, bytes) per line.
fn oracle(mc: &str, t: &str, lines: &[String]) -> Vec<(String, Vec<u8>)> {
    oracle_each(mc, t, lines)
        .into_iter()
        .map(|r| r.unwrap_or_else(|e| panic!("llvm-mc on {t}: {e}")))
        .collect()
}

/// Assembles `lines` with the oracle in one run; per line, (text, bytes) or
/// the oracle's error message. LLVM goes on after a bad line, and a bad line
/// prints nothing on stdout, so the good lines' output comes in order.
fn oracle_each(mc: &str, t: &str, lines: &[String]) -> Vec<Result<(String, Vec<u8>), String>> {
    let mut child = Command::new(mc)
        .args(["-arch=amdgcn", &format!("-mcpu={t}"), "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(lines.join("\n").as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut errors = std::collections::BTreeMap::new();
    for l in stderr.lines() {
        let Some(rest) = l.strip_prefix("<stdin>:") else {
            continue;
        };
        let Some((n, msg)) = rest.split_once(':') else {
            continue;
        };
        if let Ok(n) = n.parse::<usize>() {
            errors.entry(n - 1).or_insert_with(|| msg.to_string());
        }
    }
    let mut good = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let (text, enc) = l.split_once("; encoding: [")?;
            let bytes = enc
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap())
                .collect();
            Some((text.trim().to_string(), bytes))
        })
        .collect::<Vec<_>>()
        .into_iter();
    (0..lines.len())
        .map(|i| match errors.get(&i) {
            Some(e) => Err(format!("{}: {e}", lines[i])),
            None => good
                .next()
                .ok_or_else(|| format!("{}: no output", lines[i])),
        })
        .collect()
}

#[test]
fn golden_ds_max_rtn_f32() {
    // Identifiers worked out by hand from the DS layouts: 110110 at 31:26,
    // opcode 51 at 24:17 (GFX9) or 25:18 (GFX10+).
    let cases = [
        (
            "gfx950",
            "ds_max_rtn_f32",
            "0x00000000D8660000",
            "GFX9",
            "VGPR or AGPR",
        ),
        (
            "gfx1100",
            "ds_max_rtn_f32",
            "0x00000000D8CC0000",
            "GFX10+",
            "VGPR",
        ),
        (
            "gfx1200",
            "ds_max_num_rtn_f32",
            "0x00000000D8CC0000",
            "GFX10+",
            "VGPR",
        ),
    ];
    let mc = llvm_mc();
    for (t, canonical, id, layout, class) in cases {
        let p = one("ds_max_rtn_f32", t);
        assert_eq!(p.schema_version, 3);
        assert_eq!(p.family, "LDS / Data Share");
        assert_eq!(
            p.summary,
            "Atomic maximum of f32 in LDS, returning the previous value"
        );
        assert_eq!(p.variants.len(), 1);
        let v = &p.variants[0];
        assert_eq!(v.name, canonical);
        assert_eq!(v.encoding.format, "DS");
        assert_eq!(v.encoding.width, 64);
        assert_eq!(v.encoding.opcode, 51);
        assert_eq!(v.encoding.opcode_hex, "0x33");
        assert_eq!(v.encoding.identifier, id);
        assert_eq!(v.encoding.layout, layout);
        let fields: Vec<_> = v
            .encoding
            .fields
            .iter()
            .map(|f| (f.name, f.hi, f.lo))
            .collect();
        if layout == "GFX9" {
            assert_eq!(
                fields,
                [
                    ("VDST", 63, 56),
                    ("DATA1", 55, 48),
                    ("DATA0", 47, 40),
                    ("ADDR", 39, 32),
                    ("ENCODING", 31, 26),
                    ("ACC", 25, 25),
                    ("OP", 24, 17),
                    ("GDS", 16, 16),
                    ("OFFSET1", 15, 8),
                    ("OFFSET0", 7, 0)
                ]
            );
        } else {
            assert!(fields.contains(&("OP", 25, 18)) && fields.contains(&("GDS", 17, 17)));
            assert!(!fields.iter().any(|f| f.0 == "ACC"));
        }
        let ops: Vec<_> = v
            .operands
            .iter()
            .map(|o| (o.field, o.access, o.class))
            .collect();
        assert_eq!(
            ops,
            [
                ("VDST", "written", class),
                ("ADDR", "read", "VGPR"),
                ("DATA0", "read", class)
            ]
        );
        assert!(v.operands.iter().all(|o| o.width_dwords == 1));
        assert_eq!(v.operands[0].format, "f32");
        // Other spellings: the GFX12 name is listed on every page.
        let num = p
            .spellings
            .iter()
            .find(|s| s.name == "ds_max_num_rtn_f32")
            .unwrap();
        assert_eq!(num.canonical_on, ["gfx1200", "gfx1201"]);
        let old = p
            .spellings
            .iter()
            .find(|s| s.name == "ds_max_rtn_f32")
            .unwrap();
        assert_eq!(old.alias_on, ["gfx1200", "gfx1201"]);
        assert_eq!(p.support.len(), Target::all().count());
        assert!(p.support.iter().all(|s| s.supported));
        check_max_f32_semantics(&p, t);
        let x = v.example.as_ref().unwrap();
        assert_eq!(x.text, format!("{canonical} v5, v1, v2 offset:16"));
        check_against_encoder(v, target(t));
        if let Some(mc) = mc {
            let got = oracle(mc, t, std::slice::from_ref(&x.text));
            assert_eq!(got.len(), 1, "llvm-mc output on {t}");
            assert_eq!(got[0].0, x.text, "llvm-mc canonical text on {t}");
            assert_eq!(got[0].1, x.bytes, "llvm-mc bytes on {t}");
        }
    }
}

/// The semantics of `ds_max_rtn_f32` against AMD's pseudocode as ds-facts B2
/// quotes it: the literal compare before GFX12, IEEE 754-2019 maximumNumber on
/// RDNA 4 (written here from the sources, not copied from our output).
fn check_max_f32_semantics(p: &Page, t: &str) {
    assert_eq!(p.semantics.len(), 1, "{t}");
    let e = &p.semantics[0];
    assert_eq!(e.targets, [t]);
    let m = &e.model;
    assert!(m.executed, "{t}");
    assert!(
        m.pseudocode.iter().any(|l| l == "tmp = MEM[addr].f32"),
        "{t}"
    );
    assert!(
        m.pseudocode.iter().any(|l| l.starts_with("VDST = tmp")),
        "{t}"
    );
    let nan = &m
        .float_notes
        .iter()
        .find(|n| n.topic == "NaN")
        .unwrap()
        .text;
    let zero = &m
        .float_notes
        .iter()
        .find(|n| n.topic == "signed zero")
        .unwrap()
        .text;
    assert!(m.float_notes.iter().any(|n| n.topic == "denormals"), "{t}");
    // (MEM, DATA0) -> MEM, as f32 bits.
    let result = |mem: u64, data: u64| {
        m.cases
            .iter()
            .find(|c| c.memory_bits == mem && c.data_bits == data)
            .and_then(|c| c.result_bits)
    };
    const QNAN: u64 = 0x7fc0_0000;
    const ONE: u64 = 0x3f80_0000;
    const NEG_ZERO: u64 = 0x8000_0000;
    if t == "gfx1200" {
        assert!(m
            .pseudocode
            .iter()
            .any(|l| l.contains("maximumNumber(tmp, DATA0)")));
        assert!(nan.contains("IEEE 754-2019"), "{nan}");
        assert!(zero.contains("-0.0 < +0.0"), "{zero}");
        assert_eq!(result(QNAN, ONE), Some(ONE));
        assert_eq!(result(ONE, QNAN), Some(ONE));
        assert_eq!(result(NEG_ZERO, 0), Some(0));
    } else {
        assert!(m
            .pseudocode
            .iter()
            .any(|l| l.contains("DATA0 > tmp ? DATA0 : tmp")));
        assert!(nan.contains("a NaN in memory stays"), "{nan}");
        assert!(nan.contains("UNCONFIRMED"), "{nan}");
        assert!(zero.contains("compare equal"), "{zero}");
        assert_eq!(result(QNAN, ONE), Some(QNAN));
        assert_eq!(result(ONE, QNAN), Some(ONE));
        assert_eq!(result(NEG_ZERO, 0), Some(NEG_ZERO));
    }
    let text = render_text(p, Style::Plain);
    assert!(
        text.contains("Floating point:") && text.contains(nan.as_str()),
        "{text}"
    );
    let html = render_html(p);
    assert!(html.contains("<ul class=\"float-notes\">"));
    let json: serde_json::Value = serde_json::from_str(&render_json(p)).unwrap();
    assert_eq!(json["semantics"][0]["executed"], true);
    assert_eq!(json["semantics"][0]["float_notes"][0]["topic"], "NaN");
}

#[test]
fn semantics_across_generations() {
    // One page for every target: the pre-GFX12 rule and the RDNA 4 rule.
    let p = page("ds_max_rtn_f32", Scope::AllTargets).unwrap();
    // Four entries: targets with a `gds` form (gfx908, GFX10, GFX11), gfx90a
    // and gfx942 (no `gds`), gfx950 (160 KiB of LDS), RDNA 4 (maximumNumber).
    assert_eq!(p.semantics.len(), 4);
    assert!(p.semantics.iter().any(
        |e| e.targets.iter().any(|t| t == "gfx908") && e.targets.iter().any(|t| t == "gfx1100")
    ));
    let g12 = p
        .semantics
        .iter()
        .find(|e| e.targets.iter().any(|t| t == "gfx1200"))
        .unwrap();
    assert_eq!(g12.targets, ["gfx1200", "gfx1201"]);
    assert!(
        g12.model.kind.contains("float maximumNumber"),
        "{}",
        g12.model.kind
    );
    let text = render_text(&p, Style::Plain);
    assert!(text.contains("Semantics (gfx1200, gfx1201)"), "{text}");
    // A refused instruction says so and invents nothing.
    let p = one("ds_gws_init", "gfx950");
    let m = &p.semantics[0].model;
    assert!(!m.executed && m.pseudocode.is_empty());
    let why = "Not executed by the emulator (global data share): GWS resources";
    assert!(render_text(&p, Style::Plain).contains(why));
    assert!(render_html(&p).contains(why));
}

/// Runs the page's example on the emulator: it must run exactly when the page
/// says the instruction is executed.
fn check_executed_claim(p: &Page, t: Target) {
    let (Some(x), [e]) = (&p.variants[0].example, &p.semantics[..]) else {
        panic!(
            "{} on {t}: one example and one semantics entry expected",
            p.name
        );
    };
    let src = format!("{}\ns_endpgm\n", x.text);
    let mut m = Machine::from_source(t, &src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let mut w = Wave::new(t, t.wave_size());
    let run = m.run(&mut w, 10, None);
    if e.model.executed {
        // it runs; a jump or trap example may stop for its own reason
        // (the step limit, the trap), never as "not executed"
        let ran = match &run {
            Ok(_) => true,
            Err(err) => {
                ["stopped after", "s_trap", "s_code_end"]
                    .iter()
                    .any(|w| err.msg.contains(w))
                    && !err.msg.contains("not executed")
            }
        };
        assert!(
            ran,
            "{} on {t}: documented as executed, but {run:?}",
            x.text
        );
        assert!(!e.model.pseudocode.is_empty(), "{} on {t}", p.name);
    } else {
        let err = run.expect_err(&x.text).msg;
        assert!(err.contains("not executed"), "{}: {err}", x.text);
        assert!(e.model.pseudocode.is_empty());
        assert!(matches!(e.model.status, Status::NotExecuted { .. }));
    }
}

#[test]
fn cross_generation_table() {
    let p = one("ds_max_rtn_f32", "gfx950");
    let row = |t: &str| {
        p.generations
            .iter()
            .find(|g| g.targets.iter().any(|x| x == t))
            .unwrap()
    };
    assert_eq!(row("gfx950").status, "reference");
    assert_eq!(row("gfx942").status, "same");
    let g12 = row("gfx1200");
    assert_eq!(g12.status, "differs");
    assert!(g12
        .differences
        .iter()
        .any(|d| d.contains("renamed: ds_max_num_rtn_f32")));
    assert!(g12.differences.iter().any(|d| d.contains("OP at 25:18")));
    let p = one("ds_gws_init", "gfx950");
    let g12 = p.generations.iter().find(|g| g.arch == "RDNA 4").unwrap();
    assert_eq!(g12.status, "absent");
    assert!(
        !p.support
            .iter()
            .find(|s| s.target == "gfx1200")
            .unwrap()
            .supported
    );
}

#[test]
fn every_ds_row_renders_on_every_target() {
    let mut pages = 0;
    for row in DS_ROWS.iter() {
        for t in Target::all() {
            if row.cells[t.ds_group()].is_none() {
                continue;
            }
            let p = one(row.name, t.name());
            assert_eq!(p.variants.len(), 1);
            check_against_encoder(&p.variants[0], t);
            check_executed_claim(&p, t);
            assert!(!render_text(&p, Style::Plain).is_empty());
            assert!(render_text(&p, Style::Ansi).contains("\x1b["));
            let json: serde_json::Value = serde_json::from_str(&render_json(&p)).unwrap();
            assert_eq!(json["schema_version"], 3);
            let html = render_html(&p);
            assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"));
            assert!(!html.contains("http://") && !html.contains("https://"));
            pages += 1;
        }
        let all = page(row.name, Scope::AllTargets).unwrap();
        for v in &all.variants {
            check_against_encoder(v, target(&v.targets[0]));
        }
        render_text(&all, Style::Plain);
        render_json(&all);
        render_html(&all);
    }
    assert!(pages > 1000, "{pages} pages");
}

#[test]
fn every_alu_row_renders() {
    for row in ALU_ROWS.iter() {
        for t in Target::all() {
            if row.op_on(t).is_none() {
                continue;
            }
            let p = one(row.name, t.name());
            let v = &p.variants[0];
            if v.example.is_some() {
                check_against_encoder(v, t);
                check_executed_claim(&p, t);
            }
            render_text(&p, Style::Plain);
            serde_json::from_str::<serde_json::Value>(&render_json(&p)).unwrap();
            render_html(&p);
        }
    }
}

/// Every DS example, on every target, assembled by the oracle: one llvm-mc run per target.
#[test]
fn every_ds_example_matches_llvm() {
    let Some(mc) = llvm_mc() else { return };
    for t in Target::all() {
        let mut want = Vec::new();
        for row in DS_ROWS.iter().filter(|r| r.cells[t.ds_group()].is_some()) {
            let p = one(row.name, t.name());
            let x = p.variants[0].example.clone().unwrap();
            want.push((x.text, x.bytes));
        }
        let lines: Vec<String> = want
            .iter()
            .map(|w: &(String, Vec<u8>)| w.0.clone())
            .collect();
        let got = oracle(mc, t.name(), &lines);
        assert_eq!(got, want, "{t}");
    }
}

/// Every ALU example, on every target, assembled by the oracle; all
/// disagreements are collected and listed together.
#[test]
fn every_alu_example_matches_llvm() {
    let Some(mc) = llvm_mc() else { return };
    let mut bad = Vec::new();
    for t in Target::all() {
        let mut want = Vec::new();
        for row in ALU_ROWS.iter().filter(|r| r.op_on(t).is_some()) {
            let p = one(row.name, t.name());
            if let Some(x) = p.variants[0].example.clone() {
                want.push((x.text, x.bytes));
            }
        }
        compare_examples(mc, t.name(), &want, &mut bad);
    }
    assert!(
        bad.is_empty(),
        "{} examples disagree with llvm-mc:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// SMEM, GLOBAL and buffer names on `t`, from the tables.
fn memory_names(t: Target) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = smem::SMEM_ROWS
        .iter()
        .filter(|r| r.cells[smem::group(t)].is_some())
        .map(|r| r.name)
        .collect();
    if let Some(g) = flat::group(t) {
        v.extend(
            flat::FLAT_ROWS
                .iter()
                .filter(|r| !r.cells[g].is_empty())
                .map(|r| r.name),
        );
    }
    if let Some(g) = amdgpu_isa::tables::buffer::group(t) {
        v.extend(
            amdgpu_isa::tables::buffer::BUF_ROWS
                .iter()
                .filter(|r| !r.cells[g].is_empty())
                .map(|r| r.name),
        );
    }
    v.dedup();
    v
}

#[test]
fn every_memory_row_renders_on_every_target() {
    let mut pages = 0;
    let mut executed = 0;
    for t in Target::all() {
        for name in memory_names(t) {
            let p = one(name, t.name());
            assert!(p.family.contains("memory"), "{name}: {}", p.family);
            assert_eq!(p.variants.len(), 1);
            check_against_encoder(&p.variants[0], t);
            // executed exactly when the executor's own status says so
            let st = status::status(t, name).unwrap_or_else(|| panic!("{name} on {t}"));
            assert!(
                p.semantics.iter().all(|s| s.model.status == st),
                "{name} on {t}"
            );
            let text = render_text(&p, Style::Plain);
            assert!(text.contains(&st.sentence()), "{name}");
            // GFX11 buffer rows describe the resource's range check
            if buffer_runs(name, t) {
                assert!(
                    p.semantics.iter().all(|s| s.model.executed),
                    "{name} on {t}"
                );
                assert!(text.contains("OOB_SELECT"), "{name} on {t}");
                executed += 1;
            }
            serde_json::from_str::<serde_json::Value>(&render_json(&p)).unwrap();
            render_html(&p);
            pages += 1;
        }
    }
    assert!(pages > 500, "{pages} pages");
    // 87 executed buffer names on each of the 8 GFX11 targets
    assert!(executed > 600, "{executed} executed buffer pages");
}

/// Whether the emulator executes buffer row `name` on `t`.
fn buffer_runs(name: &str, t: Target) -> bool {
    use amdgpu_isa::tables::buffer;
    let Some(g) = buffer::group(t) else {
        return false;
    };
    buffer::lookup(name, g)
        .and_then(|r| buffer::BUF_ROWS.get(r))
        .is_some_and(|row| amdgpu_emu::buffer::classify(t, row).is_some())
}

/// Every SMEM and GLOBAL example, on every target, assembled by the oracle.
#[test]
fn every_memory_example_matches_llvm() {
    let Some(mc) = llvm_mc() else { return };
    let mut bad = Vec::new();
    for t in Target::all() {
        let mut want = Vec::new();
        for name in memory_names(t) {
            let p = one(name, t.name());
            let x = p.variants[0].example.clone().unwrap();
            want.push((x.text, x.bytes));
        }
        compare_examples(mc, t.name(), &want, &mut bad);
    }
    assert!(
        bad.is_empty(),
        "{} examples disagree with llvm-mc:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Assembles the example texts of `want` on `t` with the oracle in one run,
/// adds every disagreement to `bad` and returns how many were checked.
fn compare_examples(mc: &str, t: &str, want: &[(String, Vec<u8>)], bad: &mut Vec<String>) -> usize {
    let lines: Vec<String> = want.iter().map(|w| w.0.clone()).collect();
    for (got, w) in oracle_each(mc, t, &lines).into_iter().zip(want) {
        match got {
            Ok(g) if g == *w => {}
            Ok(g) => bad.push(format!("{t}: {} -> ours {:?}, llvm {g:?}", w.0, w.1)),
            Err(e) => bad.push(format!("{t}: llvm rejects {e}")),
        }
    }
    want.len()
}

#[test]
fn unknown_and_misplaced_names() {
    let e = page("ds_max_rtn_f3", Scope::AllTargets).unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.starts_with("unknown instruction 'ds_max_rtn_f3'"),
        "{msg}"
    );
    assert!(msg.contains("did you mean ds_max_rtn_f32"), "{msg}");
    let e = page("ds_store_b32", Scope::Target(target("gfx950"))).unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.contains("gfx1100–gfx1201") && msg.contains("'ds_write_b32'"),
        "{msg}"
    );
    // Case does not matter.
    assert!(page("DS_Max_Rtn_F32", Scope::Target(target("gfx950"))).is_ok());
}

#[test]
fn html_escapes() {
    assert_eq!(
        amdgpu_doc::escape("<a href=\"x\">&'"),
        "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
    );
}

#[test]
fn golden_vop3p_and_vopd() {
    // Identifiers worked out by hand: GFX9 VOP3P is 110100111 at 31:23 with
    // OP at 22:16 (v_pk_add_f16 is 15); VOPD is 110010 at 31:26 with OPX at
    // 25:22 (v_dual_add_f32 is 4).
    let mc = llvm_mc();
    let p = one("v_pk_add_f16", "gfx950");
    assert_eq!(p.family, "Packed and dot-product VALU (VOP3P)");
    assert_eq!(p.summary, "Packed add of 2 x f16 per lane");
    let v = &p.variants[0];
    assert_eq!(v.encoding.format, "VOP3P");
    assert_eq!(v.encoding.identifier, "0x00000000D38F0000");
    assert_eq!(v.operands.len(), 3);
    assert_eq!(v.operands[0].class, "VGPR");
    assert_eq!(v.operands[1].format, "2 x f16");
    let p = one("v_dual_add_f32", "gfx1100");
    assert_eq!(p.family, "Dual-issue VALU (VOPD)");
    let v = &p.variants[0];
    assert_eq!(v.encoding.format, "VOPD");
    assert_eq!(v.encoding.identifier, "0x00000000C9000000");
    let op = v.encoding.fields.iter().find(|f| f.name == "OP").unwrap();
    assert_eq!((op.hi, op.lo), (25, 22));
    assert!(v.encoding.notes.iter().any(|n| n.contains("OPY = 4")));
    // a Y-only name: its opcode sits in OPY (21:17)
    let p = one("v_dual_add_nc_u32", "gfx1200");
    let v = &p.variants[0];
    let op = v.encoding.fields.iter().find(|f| f.name == "OP").unwrap();
    assert_eq!((op.hi, op.lo, v.encoding.opcode), (21, 17, 16));
    assert!(v
        .example
        .as_ref()
        .unwrap()
        .text
        .contains(":: v_dual_add_nc_u32 "));
    // no VOPD before GFX11
    let e = page("v_dual_add_f32", Scope::Target(target("gfx950"))).unwrap_err();
    assert!(e.to_string().contains("gfx1100"), "{e}");
    for (name, t) in [
        ("v_mfma_f32_32x32x8_f16", "gfx950"),
        ("v_dual_add_f32", "gfx1100"),
    ] {
        let p = one(name, t);
        check_against_encoder(&p.variants[0], target(t));
        check_executed_claim(&p, target(t));
        if let Some(mc) = mc {
            let x = p.variants[0].example.clone().unwrap();
            let got = oracle(mc, t, std::slice::from_ref(&x.text));
            assert_eq!(got, [(x.text, x.bytes)], "{name} on {t}");
        }
    }
}

/// VOP3P and VOPD names on `t`, from the tables (with the family's tag).
fn vop_names(t: Target) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = vop3p::VOP3P_ROWS
        .iter()
        .filter(|r| r.op_on(t).is_some())
        .map(|r| r.name)
        .collect();
    if let Some(g) = vopd::group(t) {
        v.extend(
            vopd::VOPD_ROWS
                .iter()
                .filter(|r| r.x[g].is_some() || r.y[g].is_some())
                .map(|r| r.name),
        );
    }
    v.sort_unstable();
    v.dedup();
    v
}

#[test]
fn every_vop3p_and_vopd_row_renders_on_every_target() {
    let (mut vop3p_pages, mut vopd_pages) = (0, 0);
    for t in Target::all() {
        for name in vop_names(t) {
            let p = one(name, t.name());
            assert!(
                p.family.contains("VOP3P") || p.family.contains("VOPD"),
                "{name}: {}",
                p.family
            );
            assert_eq!(p.variants.len(), 1);
            check_against_encoder(&p.variants[0], t);
            check_executed_claim(&p, t);
            let text = render_text(&p, Style::Plain);
            // the page says "not executed" exactly when the emulator's
            // kind for the row is Unsupported (VOPD: either half's)
            let executed = match vop3p::lookup(name, t) {
                Some(r) => {
                    amdgpu_emu::vop3p::classify(t, vop3p::VOP3P_ROWS[r].name)
                        != amdgpu_emu::vop3p::Vop3pKind::Unsupported
                }
                // the ALU row and kind the emulator runs the half as
                None => amdgpu_emu::program::vopd_half(t, name).is_some(),
            };
            assert_eq!(
                !executed,
                text.contains("Not executed by the emulator"),
                "{name} on {t}"
            );
            serde_json::from_str::<serde_json::Value>(&render_json(&p)).unwrap();
            render_html(&p);
            if p.family.contains("VOPD") {
                vopd_pages += 1;
            } else {
                vop3p_pages += 1;
            }
        }
    }
    eprintln!("pages: {vop3p_pages} VOP3P, {vopd_pages} VOPD");
    assert!(vop3p_pages > 1000, "{vop3p_pages} VOP3P pages");
    assert!(vopd_pages > 150, "{vopd_pages} VOPD pages");
    for name in vop3p::all_names().chain(vopd::all_names()) {
        let all = page(name, Scope::AllTargets).unwrap();
        for v in &all.variants {
            check_against_encoder(v, target(&v.targets[0]));
        }
        render_html(&all);
    }
}

/// Every VOP3P and VOPD example, on every target, assembled by the oracle.
#[test]
fn every_vop3p_and_vopd_example_matches_llvm() {
    let Some(mc) = llvm_mc() else { return };
    let mut bad = Vec::new();
    let mut checked = 0;
    for t in Target::all() {
        let mut want = Vec::new();
        for name in vop_names(t) {
            let p = one(name, t.name());
            let x = p.variants[0].example.clone().unwrap();
            want.push((x.text, x.bytes));
        }
        checked += compare_examples(mc, t.name(), &want, &mut bad);
    }
    eprintln!("{checked} VOP3P/VOPD examples checked against llvm-mc-22");
    assert!(
        bad.is_empty(),
        "{} examples disagree with llvm-mc:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Every image, interpolation and export example, on every target of its
/// variant, assembled by the oracle (one llvm-mc run per target).
#[test]
fn every_image_interp_and_export_example_matches_llvm() {
    let Some(mc) = llvm_mc() else { return };
    let ours = |n: &str| {
        n.starts_with("image_")
            || n.starts_with("v_interp_")
            || n.starts_with("lds_")
            || n.starts_with("ds_param_")
            || n.starts_with("ds_direct_")
            || n == "exp"
            || n == "export"
    };
    let mut by_target: std::collections::BTreeMap<String, Vec<(String, Vec<u8>)>> =
        Default::default();
    for name in amdgpu_doc::all_names().into_iter().filter(|n| ours(n)) {
        let all = page(name, Scope::AllTargets).unwrap();
        for v in &all.variants {
            let x = v
                .example
                .clone()
                .unwrap_or_else(|| panic!("{name}: no example"));
            for t in &v.targets {
                by_target
                    .entry(t.clone())
                    .or_default()
                    .push((x.text.clone(), x.bytes.clone()));
            }
        }
    }
    let mut bad = Vec::new();
    let mut checked = 0;
    for (t, want) in &by_target {
        checked += compare_examples(mc, t, want, &mut bad);
    }
    eprintln!("{checked} image/interp/export examples checked against llvm-mc-22");
    assert!(checked > 2000, "only {checked} examples");
    assert!(
        bad.is_empty(),
        "{} examples disagree with llvm-mc:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Rust `Debug` output in `text`: a struct-like variant (`Atomic { op: `),
/// a tuple variant of a capitalised name (`VFUn(Rcp, F32)`), or `Some(`.
fn debug_text(text: &str) -> Option<String> {
    let b = text.as_bytes();
    for (i, w) in text.char_indices() {
        let word_start = i == 0 || !(b[i - 1] as char).is_ascii_alphanumeric();
        if !w.is_ascii_uppercase() || !word_start {
            continue;
        }
        let ident: String = text[i..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let rest = &text[i + ident.len()..];
        // `Name { field: ` with a lower-case field name
        if let Some(r) = rest.strip_prefix(" { ") {
            let field: String = r
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                .collect();
            if !field.is_empty() && r[field.len()..].starts_with(": ") {
                return Some(text[i..(i + 40).min(text.len())].to_string());
            }
        }
        // `Name(Variant` where both are CamelCase words (not `SRC0` or `MEM`)
        let camel = |s: &str| {
            s.len() > 1
                && s.starts_with(|c: char| c.is_ascii_uppercase())
                && s.chars().any(|c| c.is_ascii_lowercase())
        };
        if let Some(r) = rest.strip_prefix('(') {
            let inner: String = r
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            if camel(&ident) && camel(&inner) {
                return Some(text[i..(i + 40).min(text.len())].to_string());
            }
        }
    }
    None
}

#[test]
fn debug_text_is_recognised() {
    assert!(
        debug_text("Emulator kind: Atomic { op: MaxF { num: false }, width: 4, rtn: true }")
            .is_some()
    );
    assert!(debug_text("kind: VFUn(Rcp, F32)").is_some());
    assert!(debug_text("VDST = {SRC1.f16, SRC0.f16}    // SRC0 in the low half").is_none());
    assert!(debug_text("MEM[addr].f32 = max(tmp, DATA0) (UNCONFIRMED)").is_none());
}

/// Every instruction of every RDNA 3 / 3.5 target: its page has no Rust debug
/// text in any form, and each Semantics entry states the status the
/// executor's own status function gives (text, HTML and JSON).
#[test]
fn rdna3_pages_state_the_executor_status_in_words() {
    let mut pages = 0;
    let mut approximate = 0;
    for n in [
        "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153",
    ] {
        let t = target(n);
        for e in status::instructions(t) {
            let want = status::of_inst(t, &e.inst);
            let p = one(e.name, n);
            let [s] = &p.semantics[..] else {
                panic!("{} on {n}: {} semantics entries", e.name, p.semantics.len())
            };
            assert_eq!(s.model.status, want, "{} on {n}", e.name);
            assert_eq!(s.model.executed, want.executed(), "{} on {n}", e.name);
            if let Status::NotExecuted { class, reason } = &want {
                assert!(s.model.pseudocode.is_empty(), "{} on {n}", e.name);
                // graphics, GDS and system instructions never read "not executed yet"
                assert_eq!(
                    *class == Refusal::NotYet,
                    want.sentence().contains("emulator yet"),
                    "{}: {reason}",
                    e.name
                );
            } else {
                assert!(!s.model.pseudocode.is_empty(), "{} on {n}", e.name);
            }
            if matches!(want, Status::Approximate { .. }) {
                approximate += 1;
            }
            let text = render_text(&p, Style::Plain);
            let html = render_html(&p);
            let json = render_json(&p);
            assert!(
                text.contains(&want.sentence()),
                "{} on {n}:\n{text}",
                e.name
            );
            assert!(
                html.contains(&amdgpu_doc::escape(&want.sentence())),
                "{} on {n}",
                e.name
            );
            let v: serde_json::Value = serde_json::from_str(&json).unwrap();
            let st = &v["semantics"][0];
            assert_eq!(
                st["status"],
                match want {
                    Status::Exact => "exact",
                    Status::Approximate { .. } => "approximate",
                    Status::NotExecuted { .. } => "not_executed",
                },
                "{} on {n}",
                e.name
            );
            for (form, body) in [("text", &text), ("html", &html), ("json", &json)] {
                if let Some(d) = debug_text(body) {
                    panic!("{} on {n}: Rust debug text in the {form} page: {d}", e.name);
                }
            }
            pages += 1;
        }
    }
    assert!(pages > 9000, "{pages} pages");
    assert!(approximate >= 8 * 20, "{approximate} approximate pages");
}

/// `v_illegal` (GFX10+, the zero word) has a page saying what it does: an
/// illegal-instruction trap, which the emulator refuses as system code.
#[test]
fn v_illegal_page_says_it_traps() {
    for n in ["gfx1010", "gfx1030", "gfx1100", "gfx1200"] {
        let text = render_text(&one("v_illegal", n), Style::Plain);
        assert!(
            text.contains("Illegal instruction: raises an illegal-instruction trap"),
            "{n}:\n{text}"
        );
        assert!(
            text.contains("illegal-instruction exception"),
            "{n}:\n{text}"
        );
    }
}
