//! What an encoding field holds, for the fields whose meaning is the same in
//! every instruction of a format (operand codes, modifiers, opcodes). A
//! builder's own note (e.g. DS offsets, "must be 0") wins over these.

/// The note for field `name` of format `format`, when the field has one
/// general meaning.
pub(crate) fn generic(format: &str, name: &str) -> Option<&'static str> {
    let scalar = format.starts_with("SOP");
    Some(match name {
        "ENCODING" => "fixed bits that select the format",
        "OP" => "opcode",
        "OP[6:0]" => "opcode, low 7 bits",
        "OP[7]" => "opcode, bit 7",
        "SEG" => "fixed: selects flat, scratch or global addressing",
        // scalar operand codes: 0-105 SGPRs, then VCC, TTMPs, M0, EXEC, constants; 255 a literal
        "SDST" if scalar => "destination: SGPR or special register (7-bit operand code)",
        "SSRC0" | "SSRC1" => {
            "source: SGPR, special register or inline constant (8-bit operand code; 255 = 32-bit literal after the instruction)"
        }
        "SIMM16" if format == "SOPP" => {
            "16-bit immediate; for a branch, a signed offset in dwords from the next instruction"
        }
        "SIMM16" => "16-bit immediate (sign- or zero-extended as the operation says)",
        // vector operand codes: 0-255 as the scalar codes, 256-511 VGPR 0-255
        "SRC0" | "SRC1" | "SRC2" => {
            "source: 9-bit operand code (0-255 SGPRs, specials and constants, 255 = literal; 256-511 = VGPR 0-255)"
        }
        "VSRC1" if format != "EXP" => "second source: a VGPR",
        "VDST" if matches!(format, "SMEM") => "destination SGPR(s)",
        "VDST" if format.starts_with("VOP3") => {
            "destination: a VGPR (an SGPR or lane mask where the operation writes one)"
        }
        "VDST" if matches!(format, "DS" | "FLAT" | "VFLAT" | "VGLOBAL" | "VSCRATCH") => {
            "first VGPR receiving the loaded or returned data"
        }
        "VDST" => "destination VGPR",
        "SDATA" => "SGPR(s) receiving the loaded data (holding the data, for a store)",
        "VDATA" => "first VGPR of the texel data (loaded, stored or atomic operand)",
        "DATA" => "first VGPR of the data to store or the atomic's operand",
        "ADDR" if format == "DS" => "VGPR holding the LDS byte address",
        "DATA0" => "VGPR(s) of the first data operand",
        "DATA1" => "VGPR(s) of the second data operand",
        "VADDR0" | "VADDR1" | "VADDR2" | "VADDR3" => {
            "VGPR of an address component (each given separately: non-sequential addressing)"
        }
        "VSRC0" | "VSRC1" | "VSRC2" | "VSRC3" => "VGPR exported as one component (enabled by EN)",
        "ABS" => "abs: one bit per source (bit 0 = SRC0), take the absolute value",
        "NEG" => "neg: one bit per source (bit 0 = SRC0), negate",
        "OMOD" => "output modifier: 0 none, 1 mul:2, 2 mul:4, 3 div:2",
        "CLAMP" => "clamp: saturate the result to its type's range ([0, 1] for floats)",
        "OP_SEL" => {
            "op_sel: one bit per source, then the destination: use the high 16 bits"
        }
        "WAIT_EXP" => "wait_exp:N — wait until at most N exports are outstanding",
        "WAIT_VDST" | "WAIT_VA_VDST" => {
            "wait until at most N VALU writes of VGPRs are outstanding before this instruction"
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::generic;

    #[test]
    fn scalar_and_vector_fields_differ() {
        assert!(generic("SOP2", "SSRC0").unwrap().contains("8-bit"));
        assert!(generic("VOP3", "SRC0").unwrap().contains("9-bit"));
        assert!(generic("SOPP", "SIMM16").unwrap().contains("dwords"));
        assert_eq!(generic("VOP3", "NOSUCH"), None);
    }
}
