//! ALU operations whose name does not spell out what they do: one phrase each,
//! in our own words, with the data types read from the name.
//!
//! The facts come from the pseudocode of AMD's ISA guides (Vega/CDNA, RDNA 1-4);
//! a comment names the section where the rule is not obvious from the name.

/// `Some(summary)` for the operations this table knows; `rest` is the name
/// without its `s_`/`v_` prefix, split at `_`; `types` its type parts in order.
pub(super) fn alu_named(rest: &[&str], types: &[&str], unit: &str, vector: bool) -> Option<String> {
    let t0 = types.first().copied().unwrap_or("b32");
    let t1 = types.get(1).copied().unwrap_or(t0);
    let wave = match t0 {
        "b64" => " (wave64 mask)",
        _ => " (wave32 mask)",
    };
    let s = match rest {
        // --- bit manipulation ---
        ["abs", ..] => format!("Absolute value of an {t0} {unit}"),
        ["absdiff", ..] => format!("Absolute difference of two {t0} values {unit}"),
        ["bcnt0", ..] => format!("Count the zero bits of a {t1} value {unit}"),
        ["bcnt1", ..] => format!("Count the one bits of a {t1} value {unit}"),
        ["bcnt", ..] => format!("Count the one bits of a {t1} value and add a second source {unit}"),
        ["bfe", ..] => {
            let sign = if t0.starts_with('i') {
                "sign-extended"
            } else {
                "zero-extended"
            };
            format!("Extract a bit field ({sign}) from a {} value {unit}", t0.replace(['i', 'u'], "b"))
        }
        ["bfm", ..] => format!("Make a {t0} bit mask from a width and an offset {unit}"),
        ["bfi", ..] => format!("Bit-field insert: pick each bit from one of two {t0} values by a mask {unit}"),
        ["bfrev", ..] | ["brev", ..] => format!("Reverse the bit order of a {t0} value {unit}"),
        ["bitcmp0", ..] => format!("Set SCC if a chosen bit of a {t0} value is 0"),
        ["bitcmp1", ..] => format!("Set SCC if a chosen bit of a {t0} value is 1"),
        ["bitset0", ..] => format!("Clear a chosen bit of a {t0} SGPR value"),
        ["bitset1", ..] => format!("Set a chosen bit of a {t0} SGPR value"),
        ["bitreplicate", ..] => "Replicate each bit of a b32 value twice into a b64 value in scalar registers".into(),
        ["cls", ..] | ["flbit", "i32", "i64"] => format!(
            "Count the leading bits equal to the sign bit of {} {t1} value (-1 if all equal) {unit}",
            super::article(t1)
        ),
        // `s_flbit_i32` is the signed form, `s_flbit_i32_b32` the unsigned one
        // (Vega ISA, SOP1: S_FLBIT_I32 vs S_FLBIT_I32_B32).
        ["flbit" | "ffbh", "i32"] => format!(
            "Count the leading bits equal to the sign bit of an i32 value (-1 if all equal) {unit}"
        ),
        ["clz", ..] | ["flbit", ..] | ["ffbh", ..] => {
            format!("Count the leading zero bits of a {t1} value (-1 if it is 0) {unit}")
        }
        ["ctz", ..] | ["ff1", ..] | ["ffbl", ..] => {
            format!("Count the trailing zero bits of a {t1} value (-1 if it is 0) {unit}")
        }
        ["ff0", ..] => format!("Find the lowest zero bit of a {t1} value (-1 if none) {unit}"),
        ["sext", ..] => format!("Sign-extend an {t1} value to {t0} {unit}"),
        ["alignbit", ..] => format!("Shift a 64-bit pair of {t0} values right by a bit count, keeping the low 32 bits, {unit}"),
        ["alignbyte", ..] => format!("Shift a 64-bit pair of {t0} values right by a byte count, keeping the low 32 bits, {unit}"),
        ["perm", ..] => "Byte permute: build a dword from selected bytes (or constants) of two dwords, per lane".into(),
        ["bitop3", ..] => format!("Any bitwise function of three {t0} sources, given as a truth table, per lane"),
        ["prng", ..] => "Step a pseudo-random number generator (shift left, XOR with a constant if the top bit was set), per lane".into(),
        ["quadmask", ..] => format!("Set one bit per quad of a {t0} mask whose quad has any bit set"),
        ["wqm", ..] => format!("Whole-quad mode: set all four bits of each quad of a {t0} mask that has any bit set"),
        ["pack", half, ..] if !vector => {
            let (a, b) = (half.chars().next(), half.chars().nth(1));
            let h = |c: Option<char>| if c == Some('h') { "high" } else { "low" };
            format!("Pack the {} half of the first and the {} half of the second source into a b32 SGPR", h(a), h(b))
        }
        ["pack", ..] => "Pack two f16 values into one dword (first source in the low half), per lane".into(),
        ["not", ..] if !vector => format!("Bitwise NOT of {t0} in scalar registers"),
        ["nand", "saveexec", ..] => format!("Save EXEC to an SGPR, then set EXEC to NOT (source AND EXEC){wave}"),
        ["nor", "saveexec", ..] => format!("Save EXEC to an SGPR, then set EXEC to NOT (source OR EXEC){wave}"),
        ["xnor", "saveexec", ..] => format!("Save EXEC to an SGPR, then set EXEC to NOT (source XOR EXEC){wave}"),
        ["xor", "saveexec", ..] => format!("Save EXEC to an SGPR, then set EXEC to source XOR EXEC{wave}"),
        ["or", "saveexec", ..] => format!("Save EXEC to an SGPR, then OR the source into EXEC{wave}"),
        ["and", "saveexec", ..] => format!("Save EXEC to an SGPR, then AND the source into EXEC{wave}"),
        // RDNA3 ISA, SOP1: AND_NOT0 inverts the source, AND_NOT1 inverts EXEC;
        // the GFX9/10 spellings ANDN1 / ANDN2 mean the same.
        ["and", "not0", "saveexec", ..] | ["andn1", "saveexec", ..] => {
            format!("Save EXEC to an SGPR, then set EXEC to (NOT source) AND EXEC{wave}")
        }
        ["and", "not1", "saveexec", ..] | ["andn2", "saveexec", ..] => {
            format!("Save EXEC to an SGPR, then set EXEC to source AND (NOT EXEC){wave}")
        }
        ["or", "not0", "saveexec", ..] | ["orn1", "saveexec", ..] => {
            format!("Save EXEC to an SGPR, then set EXEC to (NOT source) OR EXEC{wave}")
        }
        ["or", "not1", "saveexec", ..] | ["orn2", "saveexec", ..] => {
            format!("Save EXEC to an SGPR, then set EXEC to source OR (NOT EXEC){wave}")
        }
        ["and", "not0", "wrexec", ..] | ["andn1", "wrexec", ..] => {
            format!("Set EXEC to (NOT source) AND EXEC and copy the new EXEC to an SGPR{wave}")
        }
        ["and", "not1", "wrexec", ..] | ["andn2", "wrexec", ..] => {
            format!("Set EXEC to source AND (NOT EXEC) and copy the new EXEC to an SGPR{wave}")
        }
        ["and", "not1", ..] | ["andn2", ..] => {
            format!("Bitwise AND of the first {t0} source with the NOT of the second, in scalar registers")
        }
        ["or", "not1", ..] | ["orn2", ..] => {
            format!("Bitwise OR of the first {t0} source with the NOT of the second, in scalar registers")
        }
        ["nand", ..] => format!("Bitwise NAND of {t0} {unit}"),
        ["nor", ..] => format!("Bitwise NOR of {t0} {unit}"),
        ["xnor", ..] => format!("Bitwise XNOR of {t0} {unit}"),
        ["and", "or", ..] => format!("Bitwise AND, then OR with a third source ({t0}) {unit}"),
        // --- moves ---
        ["cmov", ..] => format!("Copy a {t0} value into an SGPR if SCC is 1"),
        ["cmovk", ..] => "Copy a sign-extended 16-bit constant into an SGPR if SCC is 1".into(),
        ["movrels", ..] => format!("Copy a {t0} register whose source index is offset by M0 {unit}"),
        ["movreld", ..] => format!("Copy a {t0} value into a register whose destination index is offset by M0 {unit}"),
        ["movrelsd", "2", ..] => format!("Copy a {t0} register, offsetting the source index by M0[9:0] and the destination index by M0[25:16], {unit}"),
        ["movrelsd", ..] => format!("Copy a {t0} register, offsetting both source and destination index by M0, {unit}"),
        ["swaprel", ..] => "Swap two VGPRs whose indices are offset by M0 (source by M0[9:0], destination by M0[25:16]), per lane".into(),
        ["swap", ..] => format!("Swap the {t0} values of two VGPRs, per lane"),
        ["accvgpr", "mov", ..] => "Copy an AGPR to another AGPR, per lane".into(),
        ["mov", ..] if vector => format!("Copy a {t0} value per lane"),
        ["cndmask", ..] => format!("Select per lane between two {t0} sources by a lane mask"),
        // --- lane exchange (RDNA ISA, VOP3 / VOP1 permlane) ---
        ["permlane16", "swap", ..] => "Swap the upper 16 lanes of each row of the first VGPR with the lower 16 lanes of the second".into(),
        ["permlane32", "swap", ..] => "Swap the upper 32 lanes of the first VGPR with the lower 32 lanes of the second".into(),
        ["permlane16", "var", ..] => "Read data from any lane within each row of 16, chosen per lane by a VGPR".into(),
        ["permlanex16", "var", ..] => "Read data from any lane of the opposite row of 16, chosen per lane by a VGPR".into(),
        ["permlane16", ..] => "Read data from any lane within each row of 16, chosen by two SGPR lane selects".into(),
        ["permlanex16", ..] => "Read data from any lane of the opposite row of 16, chosen by two SGPR lane selects".into(),
        ["permlane64", ..] => "Swap the data of the two halves of a wave64 (lane i reads lane i XOR 32)".into(),
        // --- floating point ---
        ["ceil", ..] => format!("Round {t0} up to an integer value {unit}"),
        ["floor", ..] => format!("Round {t0} down to an integer value {unit}"),
        ["trunc", ..] => format!("Round {t0} toward zero to an integer value {unit}"),
        ["rndne", ..] => format!("Round {t0} to the nearest integer value, ties to even, {unit}"),
        ["fract", ..] => format!("Fractional part of {t0} (x minus floor x) {unit}"),
        ["frexp", "exp", ..] => format!("Exponent of {t1} as {} {t0} integer (frexp) {unit}", super::article(t0)),
        ["frexp", "mant", ..] => format!("Mantissa of {t0} scaled to [0.5, 1) (frexp) {unit}"),
        ["ldexp", ..] => format!("Multiply {t0} by 2 to an integer power (ldexp) {unit}"),
        ["rcp", "iflag", ..] => "Reciprocal of f32 per lane, raising only the integer divide-by-zero flag (for integer division)".into(),
        ["rcp", ..] => format!("Approximate reciprocal of {t0} {unit}"),
        ["rsq", ..] => format!("Approximate reciprocal square root of {t0} {unit}"),
        ["sqrt", ..] => format!("Square root of {t0} {unit}"),
        ["sin", ..] => format!("Sine of {t0} {unit}, the input in turns (1.0 = 2 pi)"),
        ["cos", ..] => format!("Cosine of {t0} {unit}, the input in turns (1.0 = 2 pi)"),
        // Pre-GFX10 legacy forms (UNCONFIRMED: their special cases follow the
        // earlier hardware; AMD's guides give them no separate pseudocode).
        ["exp", "legacy", ..] => "Base-2 exponential of f32 per lane, with the earlier hardware's special-case rules".into(),
        ["log", "legacy", ..] => "Base-2 logarithm of f32 per lane, with the earlier hardware's special-case rules".into(),
        ["exp", ..] => format!("Base-2 exponential of {t0} {unit}"),
        ["log", ..] => format!("Base-2 logarithm of {t0} {unit}"),
        ["s", op @ ("exp" | "log" | "rcp" | "rsq" | "sqrt"), ..] => {
            let what = match *op {
                "exp" => "Base-2 exponential",
                "log" => "Base-2 logarithm",
                "rcp" => "Approximate reciprocal",
                "rsq" => "Approximate reciprocal square root",
                _ => "Square root",
            };
            format!("{what} of a uniform {t0} value, computed by the VALU into an SGPR")
        }
        ["trig", "preop", ..] => "Look up 53 bits of 2/pi, scaled by a power of 2, for trigonometric range reduction, f64 per lane".into(),
        ["div", "scale", ..] => format!("Scale the numerator or denominator of {} {t0} division to avoid over/underflow, setting VCC if the quotient needs rescaling, per lane", super::article(t0)),
        // AMD ISA guides, V_DIV_FMAS: 2**32 (f32) or 2**64 (f64) times the fma when VCC is set
        ["div", "fmas", ..] => format!("Fused multiply-add of {t0}, multiplied by 2^{} when the lane's VCC bit is set (the last step of division), per lane", if t0 == "f64" { 64 } else { 32 }),
        ["div", "fixup", "legacy", ..] => "Final step of f16 division (special cases: NaN, infinity, zero), zeroing the destination's high 16 bits (GFX9 legacy form), per lane".into(),
        ["div", "fixup", ..] => format!("Final step of {t0} division: handle NaN, infinity and zero, and detect overflow, per lane"),
        ["cubeid", ..] => "Cube map face index (0-5) of a direction vector, per lane".into(),
        ["cubema", ..] => "Cube map major-axis value (2 x the largest coordinate) of a direction vector, per lane".into(),
        ["cubesc", ..] => "Cube map face s coordinate (before division) of a direction vector, per lane".into(),
        ["cubetc", ..] => "Cube map face t coordinate (before division) of a direction vector, per lane".into(),
        ["mullit", ..] => "Lighting-equation multiply of f32 (the legacy LIT helper), per lane".into(),
        ["clrexcp", ..] => "Clear the wave's floating-point exception flags".into(),
        ["sat", "pk", ..] => "Saturate two packed i16 values to u8 and pack them into 16 bits, per lane".into(),
        ["lerp", ..] => "Per-byte average of two u8 x 4 values, rounding by a third source's bits, per lane".into(),
        ["sad", "hi", ..] => "Sum of absolute differences of four u8 pairs, shifted left 16 and added to a u32, per lane".into(),
        ["sad", "u32"] => "Absolute difference of two u32 values, added to a u32 accumulator, per lane".into(),
        ["sad", "u16"] => "Sum of absolute differences of two u16 pairs, added to a u32 accumulator, per lane".into(),
        ["sad", ..] => format!("Sum of absolute differences of four {t1} pairs, added to a u32 accumulator, per lane"),
        ["msad", ..] => "Masked sum of absolute differences of four u8 pairs (zero reference bytes skipped), added to a u32, per lane".into(),
        ["qsad", ..] => "Four sums of absolute differences of u8 bytes at four byte offsets, accumulated into u16 x 4, per lane".into(),
        ["mqsad", "pk", ..] => "Four masked sums of absolute differences of u8 bytes at four byte offsets, accumulated into u16 x 4, per lane".into(),
        ["mqsad", ..] => "Four masked sums of absolute differences of u8 bytes at four byte offsets, accumulated into u32 x 4, per lane".into(),
        ["screen", "partition", ..] => "Map a screen tile to one of four shader engines (graphics helper), per lane".into(),
        // --- 24-bit and high/low multiplies ---
        ["mul", "hi", _, b] if b.ends_with("24") => format!("Multiply the low 24 bits ({b}) of two values, giving the high 32 bits of the 48-bit product, per lane"),
        ["mul", _, b] if b.ends_with("24") => format!("Multiply the low 24 bits ({b}) of two values, giving the low 32 bits of the product, per lane"),
        ["mul", "hi", ..] => format!("Multiply two {t0} values, giving the high 32 bits of the 64-bit product, {unit}"),
        ["mul", "lo", ..] => format!("Multiply two {t0} values, giving the low {} bits of the product, {unit}", &t0[1..]),
        ["mulk", ..] => "Multiply an i32 SGPR by a sign-extended 16-bit constant".into(),
        ["addk", ..] => "Add a sign-extended 16-bit constant to an i32 SGPR, SCC = signed overflow".into(),
        ["cmpk", c, ..] => format!("Compare an SGPR with a 16-bit constant as {t0} ({}), into SCC", condition_k(c)),
        ["lshl1", "add", ..] | ["lshl2", "add", ..] | ["lshl3", "add", ..] | ["lshl4", "add", ..] => {
            format!("Shift left by {}, then add ({t0}) in scalar registers", &rest[0][4..])
        }
        // --- accumulating multiply-add forms: the destination is also the addend ---
        ["fmac", "dx9", "zero", ..] | ["fmac", "legacy", ..] | ["mac", "legacy", ..] => {
            let f = if rest[0] == "fmac" { "Fused multiply-add" } else { "Multiply-add" };
            // RDNA3 ISA, V_FMAC_DX9_ZERO_F32: "DX9 rules, 0.0 * x = 0.0"
            format!("{f} of f32 into the destination (D = A x B + D), where 0 times anything (even inf or NaN) is 0, per lane")
        }
        ["fmac", ..] if !vector => format!("Fused multiply-add of {t0} into the destination SGPR (D = A x B + D)"),
        ["fmac", ..] => format!("Fused multiply-add of {t0} into the destination (D = A x B + D), per lane"),
        ["pk", "fmac", ..] => format!("Packed fused multiply-add of 2 x {t0} into the destination (D = A x B + D), per lane"),
        ["subbrev", "co", ..] => format!("Reverse-subtract {t0} (second minus first) per lane, with borrow in and borrow out"),
        ["mac", ..] => format!("Multiply-add of {t0} into the destination (D = A x B + D, unfused), per lane"),
        ["fmaak", ..] if !vector => format!("Fused multiply-add of {t0} in SGPRs with a constant addend K (D = A x B + K)"),
        ["fmamk", ..] if !vector => format!("Fused multiply-add of {t0} in SGPRs with a constant multiplier K (D = A x K + B)"),
        ["fmaak", ..] => format!("Fused multiply-add of {t0} with a constant addend K (D = A x B + K), per lane"),
        ["fmamk", ..] => format!("Fused multiply-add of {t0} with a constant multiplier K (D = A x K + B), per lane"),
        ["madak", ..] => format!("Multiply-add of {t0} with a constant addend K (D = A x B + K, unfused), per lane"),
        ["madmk", ..] => format!("Multiply-add of {t0} with a constant multiplier K (D = A x K + B, unfused), per lane"),
        // RDNA3 ISA, V_FMA_DX9_ZERO_F32 (V_FMA_LEGACY_F32 on GFX10 / gfx90a):
        // if either factor is 0 the result is the addend.
        ["fma", "dx9", "zero", ..] | ["fma", "legacy", "f32"] => "Fused multiply-add of f32 per lane, where 0 times anything (even inf or NaN) is 0, so a zero factor yields the addend".into(),
        ["mul", "dx9", "zero", ..] | ["mul", "legacy", "f32"] => "Multiply f32 per lane, where 0 times anything (even inf or NaN) is 0".into(),
        ["mad", "legacy", "f32"] => "Multiply-add of f32 per lane (unfused), where 0 times anything (even inf or NaN) is 0".into(),
        // CDNA3 ISA, V_MAD_LEGACY_F16 etc.: the result's high 16 bits are
        // zeroed unless op_sel[3] writes the high half.
        ["mad" | "fma", "legacy", t] => format!(
            "{} of {t} per lane, zeroing the destination's high 16 bits unless op_sel selects the high half (GFX9 legacy form)",
            if rest[0] == "fma" { "Fused multiply-add" } else { "Multiply-add" }
        ),
        ["fma", "f32" | "f64" | "f16" | "bf16"] => format!("Fused multiply-add of {t0} (D = A x B + C, one rounding) {unit}"),
        // Unfused: LLVM forms MAD only where denormals are flushed
        // (SITargetLowering::isFMADLegal).
        ["mad", "f32" | "f16"] => format!("Multiply-add of {t0} (D = A x B + C, unfused; denormals flushed) {unit}"),
        ["mad", "co", ..] => format!("Multiply two {t1} values and add {} {t0}, with carry out, per lane", super::article(t0)),
        ["mad", "i64" | "u64", ..] => format!("Multiply two {t1} values and add {} {t0}, giving {t0} with carry out, per lane", super::article(t0)),
        // --- min/max families (RDNA3/4 ISA: *_num are IEEE minimumNumber /
        // maximumNumber, minimum/maximum propagate NaN) ---
        ["med3", "num", ..] => format!("Median of three {t0} values (a NaN operand loses, IEEE minimumNumber rules) {unit}"),
        ["med3", ..] => format!("Median of three {t0} values {unit}"),
        ["maximum3", ..] => format!("Three-way maximum of {t0} (NaN propagates, -0 < +0) {unit}"),
        ["minimum3", ..] => format!("Three-way minimum of {t0} (NaN propagates, -0 < +0) {unit}"),
        ["maximum", ..] => format!("Maximum of {t0} (NaN propagates, -0 < +0) {unit}"),
        ["minimum", ..] => format!("Minimum of {t0} (NaN propagates, -0 < +0) {unit}"),
        ["max", "num", ..] => format!("Maximum of {t0} (a NaN operand loses: IEEE maximumNumber) {unit}"),
        ["min", "num", ..] => format!("Minimum of {t0} (a NaN operand loses: IEEE minimumNumber) {unit}"),
        ["max3", "num", ..] => format!("Three-way maximum of {t0} (a NaN operand loses) {unit}"),
        ["min3", "num", ..] => format!("Three-way minimum of {t0} (a NaN operand loses) {unit}"),
        ["maxmin", "num", ..] => format!("Maximum of two {t0} values, then minimum with a third (a NaN operand loses) {unit}"),
        ["minmax", "num", ..] => format!("Minimum of two {t0} values, then maximum with a third (a NaN operand loses) {unit}"),
        ["maxmin", ..] => format!("Maximum of two {t0} values, then minimum with a third {unit}"),
        ["minmax", ..] => format!("Minimum of two {t0} values, then maximum with a third {unit}"),
        ["maximumminimum", ..] => format!("Maximum of two {t0} values, then minimum with a third (NaN propagates) {unit}"),
        ["minimummaximum", ..] => format!("Minimum of two {t0} values, then maximum with a third (NaN propagates) {unit}"),
        // --- conversions ---
        ["cvt", ..] => return convert(&rest[1..], unit),
        // --- dot products (VOP2 / VOP3 forms; VOP3P ones are in `vop3p`) ---
        [d, dst, src, ..] if d.starts_with("dot") && d.ends_with('c') && !d.ends_with("acc") => format!(
            "Dot product of {}-element {src} vectors, added into the {dst} destination (D = A . B + D), per lane",
            &d[3..d.len() - 1],
        ),
        ["dot2acc", dst, src] => format!("Dot product of 2-element {src} vectors, added into the {dst} destination (D = A . B + D), per lane"),
        ["dot2", a, b] if vector => format!("Dot product of 2-element {b} vectors plus {} {a} addend, giving {a}, per lane", super::article(a)),
        // --- scalar control ---
        ["getpc", ..] => "Write the address of the next instruction to an SGPR pair".into(),
        ["call", ..] => "Call: save the return address in an SGPR pair, then branch to a PC-relative target".into(),
        ["rfe", "restore", ..] => "Return from the trap handler to an SGPR pair's address, restoring saved state".into(),
        ["rfe", ..] => "Return from the trap handler to the address in an SGPR pair".into(),
        ["getreg", ..] => "Read a bit field of a hardware register into an SGPR".into(),
        ["setreg", "imm32", ..] => "Write a 32-bit constant into a bit field of a hardware register".into(),
        ["setreg", ..] => "Write an SGPR into a bit field of a hardware register".into(),
        ["sendmsg", "rtn", ..] => format!("Send a message to the system and return its {t0} reply in SGPRs"),
        ["sendmsg"] => "Send a message (interrupt) to the system, with M0 as data".into(),
        ["sendmsghalt"] => "Send a message to the system, then halt the wave".into(),
        ["sethalt"] => "Halt or resume the wave".into(),
        ["setkill"] => "Kill the wave (from the trap handler)".into(),
        ["setprio"] => "Set the wave's issue priority".into(),
        ["sleep"] => "Sleep for about 64 x a constant cycles".into(),
        ["sleep", "var"] => "Sleep for about 64 x an SGPR's value cycles".into(),
        ["wakeup"] => "Wake the other waves of the workgroup that sleep".into(),
        ["incperflevel"] => "Increment the performance counter level".into(),
        ["decperflevel"] => "Decrement the performance counter level".into(),
        ["ttracedata"] => "Send M0 as data to the thread trace".into(),
        ["ttracedata", "imm"] => "Send a 16-bit constant as data to the thread trace".into(),
        ["version"] => "Record the microcode version in the program (no effect on execution)".into(),
        ["round", "mode"] => "Set the floating-point round mode from a constant".into(),
        ["denorm", "mode"] => "Set the floating-point denormal mode from a constant".into(),
        ["setvskip"] => "Set or clear the vector-skip flag from a chosen bit of an SGPR".into(),
        ["icache", "inv"] => "Invalidate the wave's instruction cache".into(),
        ["inst", "prefetch"] | ["set", "inst", "prefetch", "distance"] => "Set how far ahead the instruction prefetcher reads".into(),
        ["endpgm", "saved"] => "End the program of a wave that was context-saved".into(),
        ["endpgm", "ordered", "ps", "done"] => "End the program and signal ordered pixel-shader completion".into(),
        ["code", "end"] => "Padding after the end of the program's code".into(),
        ["get", "waveid", "in", "workgroup"] => "Write the wave's index within its workgroup to an SGPR".into(),
        ["alloc", "vgpr"] => "Request a new VGPR allocation size for the wave; SCC says whether it was granted".into(),
        ["barrier", "init"] => "Initialise a named barrier's member count".into(),
        ["barrier", "join"] => "Join a named barrier".into(),
        ["barrier", "leave"] => "Leave the current named barrier".into(),
        ["barrier", "signal", "isfirst"] => "Signal a workgroup barrier; SCC says whether this wave signalled first".into(),
        ["get", "barrier", "state"] => "Read a barrier's state into an SGPR".into(),
        ["set", "gpr", "idx", "on"] => "Enable GPR indexing: M0 holds the index, a mask says which operands it applies to".into(),
        ["set", "gpr", "idx", "off"] => "Disable GPR indexing".into(),
        ["set", "gpr", "idx", "idx"] => "Set the GPR index from an SGPR".into(),
        ["set", "gpr", "idx", "mode"] => "Set which operands GPR indexing applies to".into(),
        ["cbranch", "g", "fork"] => "Fork control flow by a mask from SGPRs (legacy stack-based divergence)".into(),
        ["cbranch", "i", "fork"] => "Fork control flow by a mask in an SGPR pair to a constant target (legacy stack-based divergence)".into(),
        ["cbranch", "join"] => "Join control flow forked by s_cbranch_*_fork".into(),
        ["cbranch", "cdbgsys"] => "Branch to a PC-relative target if the system debug flag is set".into(),
        ["cbranch", "cdbguser"] => "Branch to a PC-relative target if the user debug flag is set".into(),
        ["cbranch", "cdbgsys", "and", "user"] => "Branch to a PC-relative target if both the system and the user debug flags are set".into(),
        ["cbranch", "cdbgsys", "or", "user"] => "Branch to a PC-relative target if the system or the user debug flag is set".into(),
        ["subvector", "loop", "begin"] => "Begin a loop that runs a wave64 as two wave32 halves".into(),
        ["subvector", "loop", "end"] => "End a loop that runs a wave64 as two wave32 halves".into(),
        ["wait", "loadcnt", "dscnt"] => "Wait until the load and the LDS counters drop to given values".into(),
        ["wait", "storecnt", "dscnt"] => "Wait until the store and the LDS counters drop to given values".into(),
        ["waitcnt", "depctr"] => "Wait until the dependency counters encoded in a constant drop to given values".into(),
        ["waitcnt", c] => format!("Wait until the {c} counter drops to an SGPR's value plus a constant"),
        ["wait", "idle"] => "Wait until the wave has no outstanding work".into(),
        ["wait", "event"] => "Wait for an event (such as an export ready)".into(),
        ["wait", "alu"] => "Wait until given ALU dependency counters drop to given values".into(),
        ["prefetch", "inst"] => "Prefetch instructions at an address in an SGPR pair".into(),
        ["prefetch", "inst", "pc", "rel"] => "Prefetch instructions at a PC-relative address".into(),
        ["prefetch", "data"] => "Prefetch data at an address in an SGPR pair into the scalar cache".into(),
        ["prefetch", "data", "pc", "rel"] => "Prefetch data at a PC-relative address into the scalar cache".into(),
        ["nop"] if vector => "Do nothing for one VALU issue slot".into(),
        ["pipeflush"] => "Flush the VALU pipeline".into(),
        _ => return None,
    };
    Some(s)
}

/// Compare-with-constant conditions (integer only).
fn condition_k(c: &str) -> &'static str {
    match c {
        "eq" => "equal",
        "lg" => "not equal",
        "gt" => "greater than",
        "ge" => "greater or equal",
        "lt" => "less than",
        "le" => "less or equal",
        _ => "condition",
    }
}

/// `v_cvt_*` / `s_cvt_*`: the conversion from the last type to the first,
/// with the name's rounding, packing and scaling parts.
fn convert(rest: &[&str], unit: &str) -> Option<String> {
    const SMALL: [&str; 6] = ["fp8", "bf8", "fp6", "bf6", "fp4", "i4"];
    let ty = |t: &&str| super::TYPES.contains(t) || SMALL.contains(t);
    let tys: Vec<&str> = rest.iter().filter(|t| ty(t)).copied().collect();
    let has = |w: &str| rest.contains(&w);
    let (to, from) = match tys.as_slice() {
        [a, b, ..] => (*a, *b),
        [a] => (*a, *a),
        [] => return None,
    };
    let s = match rest {
        [.., b @ ("ubyte0" | "ubyte1" | "ubyte2" | "ubyte3")] => {
            format!("Convert byte {} of a dword (as u8) to f32, per lane", &b[5..])
        }
        ["off", "f32", "i4"] => "Convert a 4-bit signed offset (i4 / 16) to f32, per lane".into(),
        ["hi", ..] => format!("Convert the high-half {from} of a dword to {to} {unit}"),
        ["flr" | "floor", ..] => format!("Convert {from} to {to}, rounding down, {unit}"),
        ["rpi" | "nearest", ..] => format!("Convert {from} to {to}, rounding to nearest (ties up), {unit}"),
        ["norm", ..] => format!("Convert {from} to {to} as a normalized value ({}), {unit}", if to.starts_with('i') { "snorm, [-1, 1]" } else { "unorm, [0, 1]" }),
        ["pk" | "pknorm", "norm", ..] | ["pknorm", ..] => format!(
            "Convert two {from} values to {to} as normalized values ({}), packed into one dword, {unit}",
            if to.starts_with('i') { "snorm" } else { "unorm" }
        ),
        ["pk" | "pkrtz", "rtz", ..] | ["pkrtz", ..] => format!("Convert two {from} values to {to}, rounding toward zero, packed into one dword, {unit}"),
        ["pkaccum", ..] => "Convert f32 to u8 and insert it into a chosen byte of the destination, per lane".into(),
        ["pk", "u8", ..] => "Convert f32 to u8 and insert it into a chosen byte of a dword, per lane".into(),
        ["pk", ..] if from == "fp8" || from == "bf8" => format!("Convert two {from} values (from a chosen half of a dword) to {to}, per lane"),
        ["pk", ..] if to == "fp8" || to == "bf8" => format!("Convert two {from} values to {to} and write them into a chosen half of the destination, per lane"),
        ["pk", ..] if to.ends_with("16") && from.ends_with("32") && from.starts_with(['i', 'u']) => {
            format!("Convert two {from} values to {to} with saturation, packed into one dword, per lane")
        }
        ["pk", ..] => format!("Convert two {from} values to {to}, packed into one dword, {unit}"),
        ["sr", ..] => format!("Convert {from} to {to} with stochastic rounding (random bits from a second source), per lane"),
        ["scalef32", more @ ..] => {
            let sr = if more.contains(&"sr") { " with stochastic rounding," } else { "" };
            let n = more
                .iter()
                .find_map(|t| match *t {
                    "pk" => Some("two"),
                    "pk32" => Some("32"),
                    "2xpk16" => Some("two sets of 16"),
                    _ => None,
                })
                .unwrap_or("one");
            let s = if n == "one" { "" } else { "s" };
            // UNCONFIRMED which way the scale applies on each direction; the
            // summary only says a scale operand is applied.
            format!("Convert {n} {from} value{s} to {to},{sr} applying an f32 scale operand, per lane")
        }
        _ if has("u8") || to == from => return None,
        _ if from.starts_with('f') && to.starts_with(['i', 'u']) => format!("Convert {from} to {to}, rounding toward zero (saturating) {unit}"),
        _ => format!("Convert {from} to {to} {unit}"),
    };
    Some(s)
}
