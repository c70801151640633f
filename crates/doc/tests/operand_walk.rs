//! The operand tables against the assembler: for every instruction, target
//! group and source operand, each kind of value the page's class names
//! (VGPR, SGPR, inline constant, literal) must be accepted by the assembler in
//! that slot of the page's own example, and each kind it does not name must be
//! refused. The page may never offer what the assembler refuses, nor hide what
//! it takes.

use amdgpu_doc::{all_names, page_with, Scope};
use amdgpu_isa::{assemble_line, Target};

/// The example's operand texts (after the mnemonic, split at top-level
/// commas) and what follows the last one (modifiers).
fn split_operands(text: &str) -> Option<(&str, Vec<&str>, &str)> {
    let (mnemonic, rest) = text.split_once(' ')?;
    let mut ops: Vec<&str> = rest.split(", ").collect();
    let last = ops.pop()?;
    let (last, tail) = match last.find(' ') {
        Some(i) => (&last[..i], &last[i..]),
        None => (last, ""),
    };
    ops.push(last);
    Some((mnemonic, ops, tail))
}

fn reg(prefix: char, first: u32, dwords: u32) -> String {
    if dwords <= 1 {
        format!("{prefix}{first}")
    } else {
        format!("{prefix}[{first}:{}]", first + dwords - 1)
    }
}

/// Prints the mismatches (all of them with `WALK_ALL` set, else the first
/// 60) and fails on any, or on fewer than `least` probes.
fn verdict(checked: usize, least: usize, wrong: &[String]) {
    let shown = if std::env::var_os("WALK_ALL").is_some() {
        usize::MAX
    } else {
        60
    };
    for w in wrong.iter().take(shown) {
        eprintln!("  {w}");
    }
    assert!(checked > least, "{checked} probes");
    assert!(wrong.is_empty(), "{} mismatches", wrong.len());
}

/// The example as `t`'s assembler writes it: as shown, else without true16
/// halves (GFX12 prints whole registers where GFX11 prints `v2.l`), else with
/// wave32's `vcc_lo` for a wave64 example's `vcc`.
fn example_on(text: &str, t: Target) -> Option<String> {
    [
        text.to_string(),
        text.replace(".l", "").replace(".h", ""),
        text.replace("vcc,", "vcc_lo,").replace(", vcc", ", vcc_lo"),
    ]
    .into_iter()
    .find(|x| assemble_line(t, x).is_ok())
}

#[test]
fn operand_classes_match_the_assembler() {
    let kinds = ["VGPR", "AGPR", "SGPR", "inline constant", "literal"];
    let mut checked = 0usize;
    let mut wrong = Vec::new();
    let mut skipped = 0usize;
    let mut not_shown = 0usize; // (variant, target) pairs with no example that assembles there
    for name in all_names() {
        let Ok(page) = page_with(name, Scope::AllTargets, None) else {
            continue;
        };
        for v in &page.variants {
            let Some(x) = &v.example else { continue };
            for t in v.targets.iter().filter_map(|t| Target::from_name(t).ok()) {
                let Some(text) = example_on(&x.text, t) else {
                    not_shown += 1;
                    continue;
                };
                let Some((mnemonic, ops, tail)) = split_operands(&text) else {
                    continue;
                };
                if ops.len() != v.operands.len() {
                    continue; // operands the text does not show one by one
                }
                for (i, o) in v.operands.iter().enumerate() {
                    let source = matches!(
                        o.field,
                        "SRC0" | "SRC1" | "SRC2" | "VSRC1" | "SSRC0" | "SSRC1"
                    );
                    if o.access != "read" || !source {
                        continue;
                    }
                    let class = o.class;
                    // only classes that are a plain list of kinds (with a note in
                    // parentheses); others (a message, "by ACC_CD") say more than kinds
                    let list = match class.find(" (") {
                        Some(i) if class.ends_with(')') => &class[..i],
                        _ => class,
                    };
                    if !list
                        .split(", ")
                        .flat_map(|p| p.split(" or "))
                        .all(|p| kinds.contains(&p))
                    {
                        skipped += 1;
                        continue;
                    }
                    let w = o.width_dwords;
                    // a 16-bit VGPR half is written as such (true16)
                    let half = [".l", ".h"]
                        .into_iter()
                        .find(|h| ops[i].ends_with(h))
                        .unwrap_or("");
                    let probes = [
                        ("VGPR", format!("{}{half}", reg('v', 120, w))),
                        ("AGPR", format!("{}{half}", reg('a', 120, w))),
                        ("SGPR", reg('s', 40, w)),
                        ("inline constant", "1".to_string()),
                        ("literal", "0x1234".to_string()),
                    ];
                    for (kind, probe) in probes {
                        let offered = class.contains(kind);
                        let mut line = format!("{mnemonic} ");
                        for (j, op) in ops.iter().enumerate() {
                            if j > 0 {
                                line.push_str(", ");
                            }
                            line.push_str(if j == i { &probe } else { op });
                        }
                        line.push_str(tail);
                        let taken = assemble_line(t, &line).is_ok();
                        checked += 1;
                        if taken != offered {
                            wrong.push(format!(
                                "{} ({}): operand {i} {} says {kind} {}; the assembler {}: {line}",
                                page.name,
                                t.name(),
                                o.field,
                                if offered {
                                    "is offered"
                                } else {
                                    "is not offered"
                                },
                                if taken { "takes it" } else { "refuses it" },
                            ));
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "{checked} operand probes, {} mismatches; {skipped} (source, target) pairs with a \
         conditional class and {not_shown} (variant, target) pairs without an example there not probed",
        wrong.len()
    );
    verdict(checked, 5_000, &wrong);
}

/// The "Other encodings" list against the assembler: the page's example
/// written in each form (`_e64`, DPP16, DPP8, `_e64_dpp`, SDWA) is taken on
/// exactly the targets the list names for that form.
#[test]
fn other_encodings_match_the_assembler() {
    let mut checked = 0usize;
    let mut wrong = Vec::new();
    for name in all_names() {
        let Ok(page) = page_with(name, Scope::AllTargets, None) else {
            continue;
        };
        for v in &page.variants {
            let Some(x) = &v.example else { continue };
            let Some((mnemonic, ops, _)) = split_operands(&x.text) else {
                continue;
            };
            let base = mnemonic.strip_suffix("_e32").unwrap_or(mnemonic);
            for f in &page.forms {
                // where the page's encoding is VOP3 already, `_e64` names it
                if f.form == "_e64 (VOP3)" && v.encoding.format.starts_with("VOP3") {
                    continue;
                }
                let (suffix, modifiers) = match f.form {
                    "_e64 (VOP3)" => ("_e64", ""),
                    "_dpp (DPP16)" => ("_dpp", " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"),
                    "_dpp (DPP16, row_newbcast only)" => {
                        ("_dpp", " row_newbcast:1 row_mask:0xf bank_mask:0xf")
                    }
                    "_dpp (DPP8)" => ("_dpp", " dpp8:[0,1,2,3,4,5,6,7]"),
                    "_e64_dpp (DPP16)" => (
                        "_e64_dpp",
                        " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                    ),
                    "_e64_dpp (DPP8)" => ("_e64_dpp", " dpp8:[0,1,2,3,4,5,6,7]"),
                    _ => ("_sdwa", ""),
                };
                let line = format!("{base}{suffix} {}{modifiers}", ops.join(", "));
                for t in v.targets.iter().filter_map(|t| Target::from_name(t).ok()) {
                    if assemble_line(t, &x.text).is_err() {
                        continue;
                    }
                    let listed = f.targets.iter().any(|n| n == t.name());
                    let taken = assemble_line(t, &line).is_ok();
                    checked += 1;
                    if listed != taken {
                        wrong.push(format!(
                            "{} ({}): {} {}, {}: {line}",
                            page.name,
                            t.name(),
                            f.form,
                            if listed { "listed" } else { "not listed" },
                            if taken { "taken" } else { "refused" }
                        ));
                    }
                }
            }
        }
    }
    eprintln!("{checked} form probes, {} mismatches", wrong.len());
    verdict(checked, 1_000, &wrong);
}
