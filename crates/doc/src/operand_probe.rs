//! Source classes as the assembler enforces them: each kind of value a source
//! may name (VGPR, AGPR, SGPR, inline constant, literal) is put in that slot
//! of the page's example and kept in the class only if the assembler takes
//! it on the target. So a page never offers what the assembler refuses (a
//! literal in a GFX9 VOP3 source, an SGPR beside GFX9's implicit VCC read, a
//! VGPR as gfx908's MFMA accumulator) and never hides what it takes.

use crate::Operand;
use amdgpu_isa::{assemble_line, Target};

/// The kinds, in the order a class names them.
const KINDS: [&str; 5] = ["VGPR", "AGPR", "SGPR", "inline constant", "literal"];

/// Encoding fields that hold a source operand code.
const SOURCE_FIELDS: [&str; 6] = ["SRC0", "SRC1", "SRC2", "VSRC1", "SSRC0", "SSRC1"];

/// The kinds a class names and its parenthesised tail (` (i16)`), when the
/// class is nothing but a list of kinds.
fn parse(class: &str) -> Option<(Vec<usize>, &str)> {
    let (list, tail) = match class.find(" (") {
        Some(i) if class.ends_with(')') => (&class[..i], &class[i..]),
        _ => (class, ""),
    };
    let mut kinds = Vec::new();
    for part in list.split(", ").flat_map(|p| p.split(" or ")) {
        kinds.push(KINDS.iter().position(|k| *k == part)?);
    }
    Some((kinds, tail))
}

/// `VGPR, SGPR or inline constant (i16)`.
fn class_text(kinds: &[usize], tail: &str) -> String {
    let names: Vec<&str> = kinds.iter().map(|&k| KINDS[k]).collect();
    let list = match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    };
    format!("{list}{tail}")
}

/// The example's operand texts (after the mnemonic, split at the commas) and
/// what follows the last one (modifiers).
fn split(text: &str) -> Option<(&str, Vec<&str>, &str)> {
    let (mnemonic, rest) = text.split_once(' ')?;
    let mut ops: Vec<&str> = rest.split(", ").collect();
    let last = ops.pop()?;
    let (last, tail) = last.split_at(last.find(' ').unwrap_or(last.len()));
    ops.push(last);
    Some((mnemonic, ops, tail))
}

fn probe(kind: usize, dwords: u32, half: &str) -> String {
    // registers clear of the example's own (an MFMA accumulator may not
    // partly overlap its destination)
    let reg = |p: char, first: u32, half: &str| match dwords {
        0 | 1 => format!("{p}{first}{half}"),
        n => format!("{p}[{first}:{}]", first + n - 1),
    };
    match KINDS[kind] {
        "VGPR" => reg('v', 100, half),
        "AGPR" => reg('a', 100, half),
        "SGPR" => reg('s', 20, ""),
        "inline constant" => "2".to_string(),
        _ => "0x4567".to_string(),
    }
}

/// `ops` with each source's class narrowed (or widened) to the kinds the
/// assembler takes on `t` in `example`'s line; unchanged where the example
/// does not show the operands one by one.
pub(crate) fn classes_on(mut ops: Vec<Operand>, example: &str, t: Target) -> Vec<Operand> {
    let Some((mnemonic, texts, tail)) = split(example) else {
        return ops;
    };
    if texts.len() != ops.len() || assemble_line(t, example).is_err() {
        return ops;
    }
    for (i, o) in ops.iter_mut().enumerate() {
        if o.access != "read" || !SOURCE_FIELDS.contains(&o.field) {
            continue;
        }
        let Some((_, tail_text)) = parse(o.class) else {
            continue;
        };
        let half = [".l", ".h"]
            .into_iter()
            .find(|h| texts[i].ends_with(h))
            .unwrap_or("");
        let taken: Vec<usize> = (0..KINDS.len())
            .filter(|&k| {
                let mut line = format!("{mnemonic} ");
                for (j, op) in texts.iter().enumerate() {
                    if j > 0 {
                        line.push_str(", ");
                    }
                    if j == i {
                        line.push_str(&probe(k, o.width_dwords, half));
                    } else {
                        line.push_str(op);
                    }
                }
                line.push_str(tail);
                assemble_line(t, &line).is_ok()
            })
            .collect();
        if !taken.is_empty() {
            o.class = crate::vop3p::intern(class_text(&taken, tail_text));
        }
    }
    ops
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_parse_and_print() {
        let (k, tail) = parse("VGPR, SGPR, inline constant or literal (i16)").unwrap();
        assert_eq!(k, vec![0, 2, 3, 4]);
        assert_eq!(
            class_text(&k, tail),
            "VGPR, SGPR, inline constant or literal (i16)"
        );
        assert_eq!(class_text(&[0], ""), "VGPR");
        assert_eq!(class_text(&[0, 3], ""), "VGPR or inline constant");
        assert!(parse("SGPR lane mask").is_none());
        assert!(parse("VGPR or AGPR (by ACC_CD), inline constant").is_none());
    }

    #[test]
    fn gfx9_vop3_takes_no_literal() {
        let t = Target::from_name("gfx900").unwrap();
        let op = |field, class| Operand {
            position: 0,
            field,
            access: "read",
            class,
            format: "u32".into(),
            width_dwords: 1,
            amd_operand_type: None,
            amd_data_format: None,
        };
        let ops = vec![
            Operand {
                access: "written",
                ..op("VDST", "VGPR")
            },
            op("SRC0", "VGPR, SGPR, inline constant or literal"),
            op("SRC1", "VGPR, SGPR, inline constant or literal"),
            op("SRC2", "VGPR, SGPR, inline constant or literal"),
        ];
        let ops = classes_on(ops, "v_add3_u32 v6, v2, v4, v6", t);
        assert_eq!(ops[1].class, "VGPR, SGPR or inline constant");
    }
}
