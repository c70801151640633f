//! The VOP3P program subset: CDNA's moves between AGPRs and the other register
//! files. Packed math, dot products and MFMA are not modelled.
//!
//! Source: AMD's CDNA 3 ISA reference guide (MI300), VOP3P opcodes 88 and 89,
//! `V_ACCVGPR_READ` and `V_ACCVGPR_WRITE`: `D.b32 = S0.b32`, a plain dword
//! copy. Like every VALU instruction they write the lanes EXEC enables only.

use crate::alu::{lanes, read_scalar};
use crate::state::Wave;
use amdgpu_isa::encoding::vop3p::Vop3pInst;
use amdgpu_isa::operand::VGPR0;
use amdgpu_isa::Target;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vop3pKind {
    /// `v_accvgpr_read_b32 vD, aS`: VGPR = AGPR.
    AccvgprRead,
    /// `v_accvgpr_write_b32 aD, src`: AGPR = VGPR, SGPR or constant.
    AccvgprWrite,
    Unsupported,
}

/// The kind of a VOP3P row.
pub fn classify(_target: Target, name: &str) -> Vop3pKind {
    match name {
        "v_accvgpr_read_b32" => Vop3pKind::AccvgprRead,
        "v_accvgpr_write_b32" => Vop3pKind::AccvgprWrite,
        _ => Vop3pKind::Unsupported,
    }
}

/// The AGPR index of a source field that names an AGPR (256 + n).
pub(crate) fn agpr_source(v: u16) -> Result<usize, String> {
    match v.checked_sub(VGPR0) {
        Some(n) => Ok(usize::from(n & 255)),
        None => Err(format!("source operand {v} is not an AGPR")),
    }
}

/// Executes one VOP3P instruction.
pub fn exec(w: &mut Wave, kind: Vop3pKind, p: &Vop3pInst) -> Result<(), String> {
    let d = usize::from(p.dst);
    match kind {
        Vop3pKind::AccvgprRead => {
            let s = agpr_source(p.src[0])?;
            for l in lanes(w.exec) {
                w.vgpr[d][l] = w.agpr[s][l];
            }
        }
        Vop3pKind::AccvgprWrite => {
            let src = p.src[0];
            // A scalar or constant source is read once for all lanes.
            let scalar = if src >= VGPR0 {
                None
            } else {
                Some(read_scalar(w, src, p.literal)?)
            };
            for l in lanes(w.exec) {
                w.agpr[d][l] = match scalar {
                    Some(x) => x,
                    None => w.vgpr[usize::from(src - VGPR0)][l],
                };
            }
        }
        Vop3pKind::Unsupported => return Err(crate::not_executed(p.row().name, w.target)),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alu::tests::run;
    use crate::Machine;

    #[test]
    fn write_then_read_back() {
        // a3 = 7 (inline constant), a4 = v0 per lane; v1 = a4, v2 = a3
        let w = run(
            "gfx908",
            4,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_accvgpr_write_b32 a3, 7\nv_accvgpr_write_b32 a4, v0\n\
             v_accvgpr_read_b32 v1, a4\nv_accvgpr_read_b32 v2, a3\ns_endpgm",
        );
        for l in 0..4 {
            assert_eq!(w.agpr[3][l], 7);
            assert_eq!(w.agpr[4][l], l as u32);
            assert_eq!(w.vgpr[1][l], l as u32);
            assert_eq!(w.vgpr[2][l], 7);
        }
        // lanes EXEC leaves out keep their zeros
        assert_eq!((w.agpr[3][4], w.vgpr[2][4]), (0, 0));
    }

    #[test]
    fn decoded_words_run_like_the_source() {
        // Assembled to bytes by the library, decoded back, then run: the
        // decoder's fields name the same registers as the parser's.
        let t = Target::from_name("gfx942").unwrap();
        let src = "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_accvgpr_write_b32 a5, v0\n\
                   v_accvgpr_mov_b32 a9, a5\nv_accvgpr_read_b32 v7, a9\n\
                   v_accvgpr_write_b32 a6, 17\nv_accvgpr_read_b32 v8, a6\ns_endpgm";
        let mut bytes = Vec::new();
        for s in amdgpu_isa::parse_source(t, src).unwrap() {
            if let amdgpu_isa::Item::Inst(i) = s.item {
                bytes.extend_from_slice(i.encode().as_bytes());
            }
        }
        let (mut stmts, mut at) = (Vec::new(), 0);
        while at < bytes.len() {
            let i = amdgpu_isa::decode(t, &bytes[at..]).unwrap();
            at += i.encode().len();
            stmts.push(amdgpu_isa::Statement {
                line: stmts.len() + 1,
                item: amdgpu_isa::Item::Inst(i),
            });
        }
        assert_eq!(stmts.len(), 7);
        let mut w = Wave::new(t, 4);
        Machine::new(t, &stmts).run(&mut w, 100, None).unwrap();
        for l in 0..4 {
            assert_eq!((w.agpr[9][l], w.vgpr[7][l]), (l as u32, l as u32));
            assert_eq!((w.agpr[6][l], w.vgpr[8][l]), (17, 17));
        }
        assert_eq!(w.vgpr[7][4], 0);
    }

    #[test]
    fn other_vop3p_rows_are_refused() {
        let t = Target::from_name("gfx942").unwrap();
        let mut m = Machine::from_source(t, "v_pk_add_f16 v1, v2, v3\ns_endpgm").unwrap();
        let e = m.run(&mut Wave::new(t, 1), 10, None).unwrap_err();
        assert!(e.msg.contains("not executed"), "{e}");
    }
}
