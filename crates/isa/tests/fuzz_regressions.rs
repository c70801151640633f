//! Inputs the fuzz targets (`fuzz/`) found, kept as tests.

use amdgpu_isa::syntax::TOO_DEEP;
use amdgpu_isa::{parse_source, Target};

/// The `expr` target's first crash (16 bytes: 33,057 parentheses in a
/// register index, gfx1150 wave64, between two labels) overflowed the stack
/// until expressions got their depth limit; now it is an error on its line.
#[test]
fn deep_register_index_is_an_error() {
    let t = Target::from_name("gfx1150")
        .unwrap()
        .with_wave_size(64)
        .unwrap();
    let n = 33_057;
    let src = format!(
        "L0:\nv_mov_b32 v[{}1{}], 0\nL1:\n",
        "(".repeat(n),
        ")".repeat(n)
    );
    let e = parse_source(t, &src).unwrap_err();
    assert_eq!((e.line, e.msg.as_str()), (2, TOO_DEEP));
}
