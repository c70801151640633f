//! gfx950 `v_bitop3_b16` / `v_bitop3_b32`: the 8-bit truth table written
//! `bitop3:N` after the operands (before `op_sel`).

use super::{AsmError, Cursor};
use std::fmt::{self, Write};

/// ` bitop3:N`; nothing for 0, decimal up to 10, hex above (observed with
/// llvm-mc-22).
pub fn print(f: &mut impl Write, v: u8) -> fmt::Result {
    match v {
        0 => Ok(()),
        1..=10 => write!(f, " bitop3:{v}"),
        _ => write!(f, " bitop3:{v:#x}"),
    }
}

/// The value after the word `bitop3`: `:` and an expression, of which
/// LLVM keeps the low 8 bits (`bitop3:-1` is 0xff, `bitop3:0x100` is 0).
pub fn parse(c: &mut Cursor) -> Result<u8, AsmError> {
    c.expect(':')?;
    Ok(c.expr()? as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values_print_in_decimal() {
        let text = |v| {
            let mut s = String::new();
            print(&mut s, v).unwrap();
            s
        };
        assert_eq!(text(0), "");
        assert_eq!(text(10), " bitop3:10");
        assert_eq!(text(11), " bitop3:0xb");
    }

    #[test]
    fn values_keep_their_low_byte() {
        for (text, v) in [(":-1", 0xff), (":0x100", 0), (":257", 1), (": 0x12", 0x12)] {
            assert_eq!(parse(&mut Cursor::new(text)).unwrap(), v, "{text}");
        }
        assert!(parse(&mut Cursor::new("3")).is_err());
    }
}
