//! How an instruction uses its operands: which explicit operands are read,
//! written, or both (accumulators, tied destinations, carries, returning
//! atomics), and which registers it uses without naming them (EXEC, VCC, SCC,
//! M0).
//!
//! The implicit registers come from the emulator's semantic model of the
//! instruction on the target (`amdgpu_emu::semantics`, the pseudocode the
//! page shows), so the page and the emulator cannot disagree (`source:
//! "semantics"`); otherwise from rules (`source: "rule"`): every lane-wise
//! instruction reads EXEC, M0 carries the data of messages, interpolation,
//! GWS and loads into LDS, and rules on the name stand in where the emulator
//! has no model.

use crate::Operand;
use amdgpu_isa::Target;
use serde::Serialize;

pub(crate) const READ: &str = "read";
pub(crate) const WRITTEN: &str = "written";
pub(crate) const BOTH: &str = "read and written";
/// A returning atomic's data: the value sent, and the old value returned
/// into the same registers when the returning form (glc, GFX12
/// th:..._RETURN) is chosen.
pub(crate) const READ_RETURNING: &str = "read; written when the returning form is chosen";

/// A register the instruction reads or writes without an operand for it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ImplicitOperand {
    /// `EXEC`, `VCC`, `SCC` or `M0`.
    pub register: &'static str,
    /// `read`, `written` or `read and written`.
    pub access: &'static str,
    /// `semantics` (the emulator's model of the instruction on this
    /// target names the register) or `rule` (the lane rule, the M0 rule, or
    /// rules on the name where there is no model).
    pub source: &'static str,
}

const REGS: [&str; 4] = ["EXEC", "VCC", "SCC", "M0"];

/// Reads (bit 0) and writes (bit 1) of each of [`REGS`].
type Uses = [u8; 4];

fn merge(access: u8) -> Option<&'static str> {
    match access {
        1 => Some(READ),
        2 => Some(WRITTEN),
        3 => Some(BOTH),
        _ => None,
    }
}

/// Sets the access of `ops` from the instruction's semantics and returns its
/// implicit operands on `t`.
pub(crate) fn refine(
    name: &str,
    family: &str,
    t: Target,
    ops: &mut [Operand],
) -> Vec<ImplicitOperand> {
    explicit(name, ops);
    let model = amdgpu_emu::semantics::describe(t, name).filter(|s| !s.pseudocode.is_empty());
    let modelled = match &model {
        Some(s) => from_pseudocode(&s.pseudocode),
        None => [0; 4],
    };
    let mut uses = match &model {
        Some(_) => modelled,
        None => from_name(name),
    };
    uses[3] |= m0_reads(name);
    // Every lane-wise instruction works on the active lanes only (AMD ISA
    // guides, "EXEC mask"); v_readlane / v_writelane ignore EXEC (RDNA3 ISA:
    // "whatever EXEC says").
    let lanes = !family.starts_with("Scalar")
        && !name.starts_with("v_readlane")
        && !name.starts_with("v_writelane");
    if lanes {
        uses[0] |= 1;
    }
    // A register the form names as an operand is not implicit.
    let named = |r: &str| {
        ops.iter()
            .any(|o| o.field == r || o.class.starts_with(&format!("{r} ")))
    };
    REGS.iter()
        .zip(uses)
        .filter(|(r, _)| !named(r))
        .filter_map(|(r, u)| {
            merge(u).map(|access| ImplicitOperand {
                register: r,
                access,
                source: if modelled[REGS.iter().position(|x| x == r).unwrap_or(0)] == u {
                    "semantics"
                } else {
                    "rule"
                },
            })
        })
        .collect()
}

/// The explicit operands' access, from what the instruction does.
fn explicit(name: &str, ops: &mut [Operand]) {
    let dst = |f: &str| matches!(f, "VDST" | "SDST" | "VDSTX" | "VDSTY");
    // Accumulating forms read their destination as the addend: D = A x B + D
    // (AMD ISA guides: V_FMAC_F32, V_PK_FMAC_F16, V_MAC_F32, V_DOT2C_F32_F16,
    // V_DOT2ACC_F32_F16, S_FMAC_F32; V_CVT_PKACCUM_U8_F32 writes one byte).
    let stem = name.strip_prefix("v_dual_").map_or(name, |s| s);
    let accumulates = [
        "v_fmac_",
        "v_pk_fmac_",
        "v_mac_",
        "s_fmac_",
        "fmac_",
        "v_cvt_pkaccum_",
    ]
    .iter()
    .any(|p| name.starts_with(p) || (name != stem && stem.starts_with(p)))
        || ["v_dot2c_", "v_dot4c_", "v_dot8c_", "v_dot2acc_", "dot2acc_"]
            .iter()
            .any(|p| name.starts_with(p) || (name != stem && stem.starts_with(p)));
    // Tied destinations: SOPK s_addk / s_mulk / s_cmovk and s_cmov keep or
    // update the destination's value (pseudocode `D0 = D0 + ...`, `if SCC
    // then D0 = S0`); s_bitset sets one bit of it; v_writelane writes one
    // lane of it.
    let tied = [
        "s_addk_",
        "s_mulk_",
        "s_cmovk_",
        "s_cmov_",
        "s_bitset0_",
        "s_bitset1_",
        "v_writelane_",
    ]
    .iter()
    .any(|p| name.starts_with(p));
    // v_swap / v_swaprel exchange their two registers.
    let swap = name.starts_with("v_swap_") || name.starts_with("v_swaprel_");
    let mut seen_source = false;
    for o in ops.iter_mut() {
        let source = o.field.contains("SRC") || o.field.starts_with("DATA");
        if ((accumulates || tied || swap) && dst(o.field)) || (swap && o.field == "SRC0") {
            o.access = BOTH;
        } else if o.field == "VCC" {
            // `vdst, vcc, src0, src1, vcc`: the first VCC is the carry (or
            // compare) out, one after the sources the carry in.
            o.access = if seen_source { READ } else { WRITTEN };
        } else if o.field == "VDATA" && o.access == WRITTEN && name.contains("atomic") {
            // MUBUF / MIMG atomics send VDATA and return the old value in it
            // only in the returning form (AMD ISA guides, "atomics": GLC).
            o.access = READ_RETURNING;
        } else if o.field == "SDATA" && name.contains("atomic") {
            o.access = READ_RETURNING;
        }
        seen_source |= source;
    }
}

/// Identifiers of `s`, in order.
fn idents(s: &str) -> impl Iterator<Item = &str> {
    s.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

/// The byte index of the assignment `=` at bracket depth 0, if any.
fn assignment(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut depth = 0i32;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'[' | b'(' => depth += 1,
            b']' | b')' => depth -= 1,
            b'=' if depth == 0 => {
                let prev = if i > 0 { b[i - 1] } else { b' ' };
                let next = b.get(i + 1).copied().unwrap_or(b' ');
                if !matches!(prev, b'=' | b'!' | b'<' | b'>') && next != b'=' {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Register uses in the model's pseudocode: a register assigned at the
/// start of a statement is written, any other mention is a read. Comments
/// (`// ...`) are skipped.
pub(crate) fn from_pseudocode(lines: &[String]) -> Uses {
    let mut uses: Uses = [0; 4];
    let mut mark = |word: &str, bit: u8| {
        if let Some(i) = REGS.iter().position(|r| *r == word) {
            uses[i] |= bit;
        }
    };
    // `A = x; B = y`: one statement after another
    let statements = lines
        .iter()
        .flat_map(|l| l.split("//").next().unwrap_or("").split("; "));
    for code in statements {
        let code = code.trim();
        // `if COND: STMT` / `else: STMT`: the condition is read.
        let stmt = match code.split_once(": ") {
            Some((head, rest)) if head.starts_with("if ") || head == "else" => {
                idents(head).for_each(|w| mark(w, 1));
                rest
            }
            _ => code,
        };
        match assignment(stmt) {
            Some(i) => {
                let (lhs, rhs) = (&stmt[..i], &stmt[i + 1..]);
                let mut words = idents(lhs);
                if let Some(first) = words.next() {
                    mark(first, 2);
                }
                words.for_each(|w| mark(w, 1));
                idents(rhs).for_each(|w| mark(w, 1));
            }
            None => idents(stmt).for_each(|w| mark(w, 1)),
        }
    }
    uses
}

/// M0 reads the emulator does not model (it runs these as no-ops or not at
/// all): message data (AMD ISA guides, S_SENDMSG: "M0 supplies the data"),
/// interpolation and LDS-parameter loads (M0 holds the LDS parameter
/// offset), GWS and ordered-count (M0 holds the resource base), and loads
/// into LDS (M0 holds the LDS address; MUBUF `lds`, GLOBAL `load_lds`).
fn m0_reads(name: &str) -> u8 {
    let m0 = name.starts_with("s_sendmsg")
        || name.starts_with("v_interp_p1")
        || name.starts_with("v_interp_p2")
        || name.starts_with("v_interp_mov")
        || matches!(
            name,
            "lds_param_load" | "lds_direct_load" | "ds_param_load" | "ds_direct_load"
        )
        || name.starts_with("ds_gws_")
        || name == "ds_ordered_count"
        || name.contains("addtid") && name.starts_with("ds_")
        || (name.starts_with("buffer_") && name.contains("_lds"))
        || (name.starts_with("global_load_lds") || name.starts_with("scratch_load_lds"));
    u8::from(m0)
}

/// Register uses from the name, for instructions the emulator has no model
/// of (AMD ISA guides, the SOP1 / SOP2 / SOPC / SOPP and VOP tables).
pub(crate) fn from_name(name: &str) -> Uses {
    let mut uses: Uses = [0; 4];
    let parts: Vec<&str> = name.split('_').collect();
    let has = |p: &str| parts.contains(&p);
    let (exec, vcc, scc, m0) = (0, 1, 2, 3);
    if has("saveexec") || has("wrexec") {
        uses[exec] |= 3;
        uses[scc] |= 2;
    }
    // (the read of the active lanes is every lane-wise instruction's)
    if name.starts_with("v_cmpx_") {
        uses[exec] |= 2;
    }
    match name {
        "s_cbranch_execz" | "s_cbranch_execnz" => uses[exec] |= 1,
        "s_cbranch_vccz" | "s_cbranch_vccnz" => {
            uses[vcc] |= 1;
        }
        "s_cbranch_scc0" | "s_cbranch_scc1" => uses[scc] |= 1,
        _ => {}
    }
    if name.starts_with("s_addc_") || name.starts_with("s_subb_") {
        uses[scc] |= 3;
    }
    if name.starts_with("s_cselect_") || name.starts_with("s_cmov") {
        uses[scc] |= 1;
    }
    if name.starts_with("s_cmp_") || name.starts_with("s_cmpk_") || name.starts_with("s_bitcmp") {
        uses[scc] |= 2;
    }
    if name.starts_with("v_div_fmas_") {
        uses[vcc] |= 1;
    }
    if has("movrels") || has("movreld") || has("movrelsd") || has("swaprel") {
        uses[m0] |= 1;
    }
    uses
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(s: &[&str]) -> Vec<String> {
        s.iter().map(|l| l.to_string()).collect()
    }

    /// The name rules agree with the emulator's model wherever both speak:
    /// for every instruction on every target with pseudocode, each register
    /// the rules name is used exactly as the model uses it.
    #[test]
    fn name_rules_agree_with_the_model() {
        let mut checked = 0;
        let mut bad = Vec::new();
        for t in Target::all() {
            for name in crate::all_names() {
                let Some(s) = amdgpu_emu::semantics::describe(t, name) else {
                    continue;
                };
                if s.pseudocode.is_empty() {
                    continue;
                }
                let model = from_pseudocode(&s.pseudocode);
                let rules = from_name(name);
                for i in 0..4 {
                    if rules[i] != 0 {
                        checked += 1;
                        if rules[i] != model[i] {
                            bad.push(format!(
                                "{} {name}: {} rules {} model {}",
                                t.name(),
                                REGS[i],
                                rules[i],
                                model[i]
                            ));
                        }
                    }
                }
            }
        }
        bad.dedup();
        eprintln!("{checked} register uses checked, {} disagree", bad.len());
        assert!(checked > 500, "{checked}");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn pseudocode_reads_and_writes() {
        // s_and_saveexec_b32
        let u = from_pseudocode(&lines(&[
            "SDST = EXEC",
            "EXEC = SSRC0 & EXEC",
            "SCC = EXEC != 0",
        ]));
        assert_eq!(u, [3, 0, 2, 0]);
        // s_cbranch_execz: the condition reads EXEC, the PC is not tracked
        let u = from_pseudocode(&lines(&[
            "if EXEC == 0: PC = PC + 4 + 4 * sign_extend(SIMM16)    // x",
        ]));
        assert_eq!(u, [1, 0, 0, 0]);
        // v_readfirstlane_b32: `=` inside brackets is no assignment
        let u = from_pseudocode(&lines(&[
            "SDST = SRC0[first active lane, or lane 0 when EXEC = 0]",
        ]));
        assert_eq!(u, [1, 0, 0, 0]);
        // a register named only in a comment is not used
        let u = from_pseudocode(&lines(&[
            "VDST = MASK[lane] ? SRC1 : SRC0    // MASK = VCC (e32)",
        ]));
        assert_eq!(u, [0, 0, 0, 0]);
        let u = from_pseudocode(&lines(&["VGPR[VDST] = VGPR[SRC0 + M0]"]));
        assert_eq!(u, [0, 0, 0, 1]);
        let u = from_pseudocode(&lines(&["SDST = SSRC0 + SSRC1 + SCC", "SCC = carry out"]));
        assert_eq!(u, [0, 0, 3, 0]);
    }
}
