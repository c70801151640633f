//! Instruction sizes for every encoding, including those not decoded yet.

use crate::target::Target;

/// Size in bytes of the instruction at the front of `bytes`, judged from its
/// encoding bits (and literal operands), or `None` when no encoding matches.
pub fn instruction_len(_target: Target, _bytes: &[u8]) -> Option<usize> {
    None
}
