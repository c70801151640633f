//! One-line summaries, derived from the parts of an instruction's name.
//!
//! These are our own words, kept deliberately short: what the operation is,
//! on what data type, and whether it returns the old value. Details belong to
//! the semantics section.

mod alu_names;
use alu_names::alu_named;

/// A one-line summary of `name` (a canonical name) in `family`.
pub fn summary(name: &str, family: &str) -> String {
    if let Some(rest) = name.strip_prefix("ds_") {
        ds(rest)
    } else if family.contains("memory") {
        memory(name, family)
    } else if family.contains("(VOPD)") {
        dual(name)
    } else if family.contains("VOP3P") {
        vop3p(name)
    } else {
        alu(name, family)
    }
}

const TYPES: [&str; 18] = [
    "f32", "f64", "f16", "bf16", "u32", "i32", "u64", "i64", "b32", "b64", "b96", "b128", "u8",
    "i8", "u16", "i16", "b16", "b8",
];

fn ds(rest: &str) -> String {
    let toks: Vec<&str> = rest.split('_').collect();
    let has = |t: &str| toks.contains(&t);
    let ty = toks.iter().rev().find(|t| TYPES.contains(t)).copied();
    let ty_s = match ty {
        Some(t) if has("pk") => format!("two packed {t} values"),
        Some(t) => t.to_string(),
        None => "b32".to_string(),
    };
    let rtn = has("rtn");
    let first = toks[0];
    // Old (GFX9/10) spellings fold the two-address form into the operation.
    let (op, two, st64) = match first {
        "write2" | "read2" | "wrxchg2" => (&first[..first.len() - 1], true, false),
        "write2st64" | "read2st64" | "wrxchg2st64" => (&first[..first.len() - 5], true, true),
        _ => (first, has("2addr"), has("stride64")),
    };
    let ret = if rtn {
        ", returning the previous value"
    } else {
        ""
    };
    let half = if has("hi") {
        " into the high 16 bits of the destination"
    } else if has("d16") {
        " into the low 16 bits of the destination"
    } else {
        ""
    };
    let src_half = if has("hi") && has("d16") {
        " from the high 16 bits of the data"
    } else {
        ""
    };
    let pair = if st64 {
        " at two addresses (offsets in units of 64 elements)"
    } else if two {
        " at two addresses"
    } else {
        ""
    };
    let addtid = has("addtid");
    let atomic = |what: &str| -> String {
        if has("src2") {
            return format!(
                "Atomic {what} of {ty_s} in LDS, with the data read from LDS at a second address"
            );
        }
        format!("Atomic {what} of {ty_s} in LDS{ret}")
    };
    match op {
        "nop" => "Do nothing in the LDS unit (no memory access)".into(),
        "add" if has("gs") => format!("Atomically add to a GS register{ret}"),
        "sub" if has("gs") => format!("Atomically subtract from a GS register{ret}"),
        "sub" if has("clamp") => atomic("subtract clamped at zero"),
        "add" => atomic("add"),
        "sub" => atomic("subtract"),
        "rsub" => atomic("reverse subtract (data minus memory)"),
        "inc" => atomic("increment with wrap-around at the data value"),
        "dec" => atomic("decrement with wrap-around at the data value"),
        "min" => atomic("minimum"),
        "max" => atomic("maximum"),
        "and" => atomic("AND"),
        "or" => atomic("OR"),
        "xor" => atomic("XOR"),
        "mskor" => atomic("masked OR"),
        "cond" => atomic("conditional subtract"),
        "wrap" => atomic("wrap"),
        "condxchg32" => atomic("conditional exchange of two 32-bit halves"),
        // Vega ISA DS_CMPST_B32: cmp = DATA, src = DATA2; RDNA3 ISA
        // DS_CMPSTORE_B32 swaps them: src = DATA, cmp = DATA2.
        "cmpst" => atomic("compare-and-store (compare value first, new value second)"),
        "cmpstore" => atomic("compare-and-store (new value first, compare value second)"),
        "pk" if has("add") => atomic("add"),
        "wrxchg" | "storexchg" => format!("Atomic exchange of {ty_s} in LDS{pair}{ret}"),
        "write" | "store" if addtid => {
            format!("Store {ty_s} to LDS at an address formed from M0 and the lane id")
        }
        "read" | "load" if addtid => {
            format!("Load {ty_s} from LDS at an address formed from M0 and the lane id")
        }
        "write" | "store" if has("src2") => {
            format!("Copy {ty_s} within LDS from a second address")
        }
        "write" | "store" => format!("Store {ty_s}{src_half} to LDS{pair}"),
        "read" | "load" if has("tr") => format!("Load {ty_s} from LDS, transposed across lanes"),
        "read" | "load" => format!("Load {ty_s} from LDS{pair}{half}"),
        "swizzle" => "Exchange data between lanes by a fixed pattern (no LDS access)".into(),
        "permute" => "Forward permute: send each lane's data to the lane its address selects (no LDS access)".into(),
        "bpermute" if has("fi") => "Backward permute: read data from the lane its address selects, inactive lanes included (no LDS access)".into(),
        "bpermute" => "Backward permute: read data from the lane its address selects (no LDS access)".into(),
        "append" => "Add the count of active lanes to a counter in LDS/GDS, returning the previous value".into(),
        "consume" => "Subtract the count of active lanes from a counter in LDS/GDS, returning the previous value".into(),
        "ordered" => "Ordered count in GDS".into(),
        "gws" => match toks.get(1..).unwrap_or(&[]) {
            ["init"] => "Global wave sync: initialise a resource".into(),
            ["barrier"] => "Global wave sync: barrier".into(),
            ["sema", "v"] => "Global wave sync: semaphore signal (V)".into(),
            ["sema", "p"] => "Global wave sync: semaphore wait (P)".into(),
            ["sema", "br"] => "Global wave sync: semaphore bulk release".into(),
            ["sema", "release", "all"] => "Global wave sync: release all semaphore waiters".into(),
            _ => "Global wave sync operation".into(),
        },
        "bvh" => {
            let push_pop: Vec<&str> = toks
                .iter()
                .filter(|t| t.starts_with("push") || t.starts_with("pop"))
                .copied()
                .collect();
            if push_pop.is_empty() {
                "Ray-tracing BVH traversal stack operation in LDS".into()
            } else {
                format!(
                    "Ray-tracing BVH traversal stack in LDS ({})",
                    push_pop.join(", ")
                )
            }
        }
        _ => format!("LDS / data share instruction {rest}"),
    }
}

/// One ALU operation word of a name, as a verb phrase.
fn alu_op(tok: &str) -> Option<&'static str> {
    Some(match tok {
        "add" | "add3" => "add",
        "addc" => "add",
        "sub" => "subtract",
        "subb" => "subtract",
        "subrev" => "reverse-subtract",
        "mul" => "multiply",
        "mad" => "multiply-add",
        "fma" => "fused multiply-add",
        "lshl" => "shift left",
        "lshr" => "shift right (logical)",
        "ashr" => "shift right (arithmetic)",
        "lshlrev" => "shift left, shift amount first,",
        "lshrrev" => "shift right (logical), shift amount first,",
        "ashrrev" => "shift right (arithmetic), shift amount first,",
        "and" => "AND",
        "or" | "or3" => "OR",
        "xor" | "xor3" => "XOR",
        "xad" => "XOR then add",
        "not" => "NOT",
        "max" | "max3" => "maximum",
        "min" | "min3" => "minimum",
        _ => return None,
    })
}

/// Condition words of compares and branches. For floating-point types the
/// ordered conditions are false and the negated (`n..`) ones true when either
/// value is NaN (AMD ISA guides, VOPC: V_CMP_LG vs V_CMP_NEQ).
fn condition(c: &str, float: bool) -> String {
    let word = match c {
        "eq" => "equal",
        "ne" => "not equal",
        "lg" if float => "less or greater",
        "lg" => "not equal",
        "neq" => "not equal",
        "gt" => "greater than",
        "ge" => "greater or equal",
        "lt" => "less than",
        "le" => "less or equal",
        "nge" => "not greater or equal",
        "ngt" => "not greater than",
        "nle" => "not less or equal",
        "nlt" => "not less than",
        "nlg" => "not less or greater",
        "u" => "unordered: either is NaN",
        "o" => "ordered: neither is NaN",
        "f" => "always false",
        "t" | "tru" => "always true",
        "class" => return "floating-point class in a mask".to_string(),
        _ => return c.to_string(),
    };
    if !float || matches!(c, "u" | "o" | "f" | "t" | "tru") {
        word.to_string()
    } else if c.starts_with('n') {
        format!("{word}, true if either is NaN")
    } else {
        format!("{word}, false if either is NaN")
    }
}

fn alu(name: &str, family: &str) -> String {
    let toks: Vec<&str> = name.split('_').collect();
    let types: Vec<&str> = toks.iter().filter(|t| TYPES.contains(t)).copied().collect();
    let ty = types.first().copied().unwrap_or("b32");
    let unit = if family.starts_with("Vector") {
        "per lane"
    } else {
        "in scalar registers"
    };
    let rest = &toks[1..];
    let has = |t: &str| rest.contains(&t);
    // Carry handling, from the `co` / `ci` / `nc` parts.
    let carry = match (has("co"), has("ci") || has("addc") || has("subb")) {
        (true, true) => ", with carry in and carry out",
        (true, false) => ", with carry out",
        _ if has("nc") => ", without carry out",
        _ if has("addc") => ", with carry in from SCC",
        _ if has("subb") => ", with borrow in from SCC",
        _ => "",
    };
    let three = rest
        .first()
        .is_some_and(|t| t.ends_with('3') && alu_op(t).is_some());
    let ops: Vec<&str> = rest
        .iter()
        .take_while(|t| !TYPES.contains(t))
        .filter_map(|t| alu_op(t))
        .collect();
    if let Some(s) = alu_named(rest, &types, unit, family.starts_with("Vector")) {
        return s;
    }
    match rest {
        ["mov", ..] => format!("Copy a {ty} value {unit}"),
        ["movk", ..] => "Move a sign-extended 16-bit constant into an SGPR".into(),
        ["and", "saveexec", ..] => "Save EXEC to an SGPR, then AND the source into EXEC".into(),
        ["cmp", c, ..] if family.starts_with("Vector") => format!(
            "Compare {ty} ({}) per lane, into a lane mask",
            condition(c, ty.starts_with(['f', 'b']))
        ),
        ["cmp", c, ..] => format!(
            "Compare {ty} ({}) in scalar registers, into SCC",
            condition(c, ty.starts_with('f'))
        ),
        ["cmpx", c, ..] => format!(
            "Compare {ty} ({}) per lane, writing the result to EXEC",
            condition(c, ty.starts_with(['f', 'b']))
        ),
        ["cndmask", ..] => "Select per lane between two sources by a lane mask".into(),
        ["readfirstlane", ..] => "Copy a VGPR's value in the first active lane to an SGPR".into(),
        ["readlane", ..] => "Copy a VGPR's value in a chosen lane to an SGPR".into(),
        ["writelane", ..] => "Write a scalar value into a VGPR in a chosen lane".into(),
        ["mbcnt", half, ..] => {
            format!("Count set bits of a lane mask ({half} half) below the current lane")
        }
        ["nop"] => "Do nothing for a number of cycles".into(),
        ["endpgm"] => "End the program".into(),
        ["code", "end"] => "Padding after the end of the program's code".into(),
        ["barrier"] => "Wait until every wave of the workgroup reaches the barrier".into(),
        ["barrier", "signal"] => "Signal a workgroup barrier".into(),
        ["barrier", "wait"] => "Wait on a workgroup barrier".into(),
        ["waitcnt"] => "Wait until outstanding memory counters drop to given values".into(),
        ["waitcnt", c] | ["wait", c] => {
            format!("Wait until the {c} counter drops to a given value")
        }
        ["branch"] => "Branch to a PC-relative target".into(),
        ["cbranch", c] => {
            let (reg, zero) = if let Some(r) = c.strip_suffix("nz") {
                (r.to_uppercase(), "not zero")
            } else if let Some(r) = c.strip_suffix('z') {
                (r.to_uppercase(), "zero")
            } else if let Some(r) = c.strip_suffix('0') {
                (r.to_uppercase(), "0")
            } else if let Some(r) = c.strip_suffix('1') {
                (r.to_uppercase(), "1")
            } else {
                (c.to_uppercase(), "set")
            };
            format!("Branch to a PC-relative target if {reg} is {zero}")
        }
        ["setpc", ..] => "Jump to the address held in an SGPR pair".into(),
        ["getpc", ..] => "Write the address of the next instruction to an SGPR pair".into(),
        ["swappc", ..] => "Jump to an SGPR pair's address, saving the return address".into(),
        ["delay", "alu"] => {
            "Tell the hardware how far back the next ALU instructions depend".into()
        }
        ["clause"] => "Mark the next instructions as one clause".into(),
        ["trap"] => "Enter the trap handler".into(),
        // RDNA ISA guides: the all-zero word, an illegal instruction
        ["illegal"] => "Illegal instruction: raises an illegal-instruction trap".into(),
        ["dual", ..] => "Two VALU operations issued as one (VOPD)".into(),
        ["mad" | "fma", ..] if has("u24") || has("i24") => {
            let src = if has("i24") { "i24" } else { "u24" };
            format!("Multiply the low 24 bits ({src}) of two values and add, giving {ty} {unit}")
        }
        ["cselect", ..] => format!("Select one of two {ty} sources by SCC"),
        ["mad" | "fma", ..] if types.len() >= 2 && types[0] != types[1] => {
            format!("Multiply {} values, add, giving {ty} {unit}", types[1])
        }
        _ if ops.len() >= 2 => {
            let mut s = ops.join(", then ");
            if let Some(c) = s.get(..1) {
                s = c.to_uppercase() + &s[1..];
            }
            format!("{s} ({ty}) {unit}")
        }
        _ if three => format!(
            "Three-way {} of {ty} {unit}",
            ops.first().unwrap_or(&"operation")
        ),
        [_, ..] if ops.len() == 1 => {
            let op = ops[0];
            match op {
                "AND" | "OR" | "XOR" | "NOT" => format!("Bitwise {op} of {ty} {unit}"),
                "maximum" | "minimum" => format!("{} of {ty} {unit}", capital(op)),
                _ => match op.strip_prefix("shift ") {
                    Some(how) => format!("Shift {} {ty} value {how} {unit}", article(ty)),
                    None => format!("{} {ty} {unit}{carry}", capital(op)),
                },
            }
        }
        _ => format!("{family} instruction {name}"),
    }
}

/// VOPD halves: the single operation, then the pairing.
fn dual(name: &str) -> String {
    let rest = name.strip_prefix("v_dual_").unwrap_or(name);
    let op = match rest {
        "fmac_f32" => "Fused multiply-add of f32 into the destination, per lane".to_string(),
        "fmaak_f32" => "Fused multiply-add of f32 with a constant addend K, per lane".to_string(),
        "fmamk_f32" => {
            "Fused multiply-add of f32 with a constant multiplier K, per lane".to_string()
        }
        // (legacy DX9 rule: zero times anything, even inf or NaN, is zero)
        "mul_dx9_zero_f32" => "Multiply f32 per lane, where 0 times anything is 0".to_string(),
        r => match r.strip_prefix("dot2acc_f32_") {
            Some(t) => format!("Dot product of 2 x {t}, added to the f32 destination, per lane"),
            None => alu(&format!("v_{r}"), "Vector ALU"),
        },
    };
    format!("{op}; one half of a dual-issue (VOPD) pair")
}

/// VOP3P: packed math, dot products, mix, and the matrix instructions.
fn vop3p(name: &str) -> String {
    let toks: Vec<&str> = name.split('_').skip(1).collect();
    let ty = |t: &&str| {
        TYPES.contains(t)
            || matches!(
                *t,
                "iu8" | "iu4" | "i4" | "u4" | "fp8" | "bf8" | "xf32" | "f8f6f4"
            )
    };
    let types: Vec<&str> = toks.iter().filter(|t| ty(t)).copied().collect();
    let last = types.last().copied().unwrap_or("b32");
    match toks.as_slice() {
        ["pk", op, ..] => {
            let what = match *op {
                "mul" if toks.contains(&"lo") => "multiply (low half of the product)",
                "maximum3" => "three-way maximum",
                "minimum3" => "three-way minimum",
                "maximum" => "maximum (NaN propagates, -0 < +0)",
                "minimum" => "minimum (NaN propagates, -0 < +0)",
                "mov" => "move",
                o => alu_op(o).map_or(o, |p| p.trim_end_matches(',')),
            };
            format!("Packed {what} of 2 x {last} per lane")
        }
        [d, dst, ..] if d.starts_with("dot") => {
            let srcs: Vec<&str> = types.iter().skip(1).copied().collect();
            format!(
                "Dot product of {}-element {} vectors, added to {} {dst} accumulator, per lane",
                &d[3..],
                srcs.join(" x "),
                article(dst)
            )
        }
        ["fma" | "mad", mix, ..] => {
            let fused = if toks[0] == "fma" {
                "Fused multiply-add"
            } else {
                "Multiply-add"
            };
            let into = match *mix {
                "mixlo" => "f16 into the low half of the destination",
                "mixhi" => "f16 into the high half of the destination",
                _ => "f32",
            };
            format!(
                "{fused} of mixed f16 / f32 sources (chosen by op_sel), giving {into}, per lane"
            )
        }
        ["accvgpr", "read", ..] => "Copy an AGPR to a VGPR, per lane".into(),
        ["accvgpr", "write", ..] => "Copy a VGPR or a constant to an AGPR, per lane".into(),
        // gfx950 scaled MFMA: the MFMA of the same shape, A and B scaled
        ["mfma", "scale", ..] => format!(
            "{}; A and B are first scaled by per-block E8M0 factors from the two scale sources",
            vop3p(&name.replacen("_scale", "", 1))
        ),
        [kind @ ("mfma" | "smfmac" | "wmma" | "swmmac"), dst, ..] => {
            let what = match *kind {
                "mfma" => "Matrix fused multiply-add (MFMA)",
                "smfmac" => "Sparse matrix fused multiply-accumulate (SMFMAC; A is 2:4 sparse)",
                "wmma" => "Wave matrix multiply-accumulate (WMMA)",
                _ => "Sparse wave matrix multiply-accumulate (SWMMAC; A is 2:4 sparse)",
            };
            // `32x32x8f16`: the shape, with the old spellings' glued source type
            let shape = toks
                .iter()
                .find(|t| t.contains('x') && t.starts_with(|c: char| c.is_ascii_digit()));
            let dims: Vec<&str> = shape.map_or(vec![], |s| s.split('x').collect());
            let glued = dims
                .last()
                .map(|k| k.trim_start_matches(|c: char| c.is_ascii_digit()))
                .filter(|g| !g.is_empty());
            let src = match (glued, types.len()) {
                (Some(g), _) => g.trim_start_matches('_'),
                (None, n) if n > 1 => last,
                _ => dst,
            };
            let src = if src == "f8f6f4" {
                "fp8 / bf8 / fp6 / bf6 / fp4 (by CBSZ, BLGP)"
            } else {
                src
            };
            let k = dims
                .get(2)
                .and_then(|k| k.split(|c: char| !c.is_ascii_digit()).next());
            let blocks = toks
                .iter()
                .find_map(|t| t.strip_suffix('b').filter(|n| n.parse::<u32>().is_ok()));
            // `_fp8_bf8`: A's type, then B's
            let ab = match types.get(1..) {
                Some([a, b]) if glued.is_none() && a != b => Some((*a, *b)),
                _ => None,
            };
            let mut s = match (dims.first(), dims.get(1), k, ab) {
                (Some(m), Some(n), Some(k), Some((a, b))) => format!(
                    "{what}: D = A x B + C, A {m}x{k} of {a} and B {k}x{n} of {b}, C and D of {dst}"
                ),
                (Some(m), Some(n), Some(k), None) => format!(
                    "{what}: D = A x B + C, A {m}x{k} and B {k}x{n} of {src}, C and D of {dst}"
                ),
                _ => format!("{what}: D = A x B + C, A and B of {src}, C and D of {dst}"),
            };
            if let Some(b) = blocks {
                s.push_str(&format!(", {b} blocks"));
            }
            // gfx90a's `_1k` bf16 forms read four bf16 per lane from 64-bit
            // A and B registers (LLVM: VReg_64 sources for *_1K MFMAs).
            if toks.last() == Some(&"1k") {
                s.push_str(", A and B 64-bit per lane (the 1k form)");
            }
            s
        }
        _ => format!("VOP3P instruction {name}"),
    }
}

/// `a` or `an` before a type name read aloud (`an i32`, `a u32`).
fn article(ty: &str) -> &'static str {
    if ty.starts_with('i') || ty.starts_with('f') {
        "an"
    } else {
        "a"
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Data size from a memory name's type token: `dwordx4`, `b128`, `ubyte`, `u16`.
fn mem_data(toks: &[&str]) -> String {
    for t in toks.iter().rev() {
        let dwords = match *t {
            "dword" => Some(1),
            _ => t.strip_prefix("dwordx").and_then(|n| n.parse::<u32>().ok()),
        };
        if let Some(n) = dwords {
            return if n == 1 {
                "one dword".into()
            } else {
                format!("{n} dwords")
            };
        }
        if let Some(n) = t.strip_prefix('b').and_then(|n| n.parse::<u32>().ok()) {
            return if n <= 32 {
                format!("a b{n} value")
            } else {
                format!("{} dwords", n / 32)
            };
        }
        match *t {
            "ubyte" | "u8" => return "an unsigned byte".into(),
            "sbyte" | "i8" => return "a signed byte".into(),
            "ushort" | "u16" => return "an unsigned 16-bit value".into(),
            "sshort" | "i16" => return "a signed 16-bit value".into(),
            "short" => return "a 16-bit value".into(),
            "byte" => return "a byte".into(),
            // UNCONFIRMED: the gfx1250 block forms move 32 VGPRs of each lane
            // (LLVM's scratch_load_block / global_load_block operand widths)
            "block" => return "a 32-register block".into(),
            _ if TYPES.contains(t) => return format!("a {t} value"),
            _ => {}
        }
    }
    "data".into()
}

/// SMEM and GLOBAL: the operation and the data size, from the name's parts.
fn memory(name: &str, family: &str) -> String {
    let scalar = family.starts_with("Scalar");
    let toks: Vec<&str> = name.split('_').skip(1).collect();
    let has = |t: &str| toks.contains(&t);
    let data = mem_data(&toks);
    // `_format_xyzw`: components converted by the buffer's (or instruction's) format.
    let data = match toks
        .iter()
        .find(|t| matches!(**t, "x" | "xy" | "xyz" | "xyzw"))
    {
        Some(c) if has("format") => {
            // MTBUF takes the format from the instruction, MUBUF from the
            // buffer resource (AMD ISA guides, "Buffer instructions").
            let by = if name.starts_with("tbuffer") {
                "by the instruction's format"
            } else {
                "by the resource's format"
            };
            match c.len() {
                1 => format!("one component converted {by}"),
                n => format!("{n} components converted {by}"),
            }
        }
        _ => data,
    };
    let buffer = family.contains("uffer memory");
    let (regs, place) = if scalar && has("scratch") {
        ("SGPRs", "scratch memory")
    } else if scalar {
        ("SGPRs", "memory")
    } else if family.starts_with("Flat") {
        ("VGPRs, per lane", "flat-addressed memory")
    } else if family.starts_with("Scratch") {
        ("VGPRs, per lane", "scratch (private) memory")
    } else if buffer {
        ("VGPRs, per lane", "memory")
    } else {
        ("VGPRs, per lane", "global memory")
    };
    let via = if has("buffer") || buffer {
        " through a buffer resource"
    } else {
        ""
    };
    let half = if has("hi") {
        " into the high 16 bits of the destination"
    } else if has("d16") {
        " into the low 16 bits of the destination"
    } else {
        ""
    };
    let op = toks
        .iter()
        .position(|t| *t == "atomic")
        .map(|i| &toks[i + 1..]);
    if let Some(op) = op {
        let wide = if has("x2") || toks.iter().any(|t| t.ends_with("64")) {
            "64-bit "
        } else {
            ""
        };
        let what = op
            .iter()
            .filter(|t| !matches!(**t, "x2" | "rtn") && !TYPES.contains(*t))
            .copied()
            .collect::<Vec<_>>()
            .join(" ");
        let what = match what.as_str() {
            "swap" => "exchange".to_string(),
            "cmpswap" => "compare-and-swap".to_string(),
            "sub" => "subtract".to_string(),
            "smin" | "umin" | "smax" | "umax" => {
                let (s, m) = what.split_at(1);
                let sign = if s == "s" { "signed" } else { "unsigned" };
                format!("{sign} {m}imum")
            }
            "inc" => "increment with wrap-around".to_string(),
            "dec" => "decrement with wrap-around".to_string(),
            "and" | "or" | "xor" => what.to_uppercase(),
            _ => what,
        };
        let ty = op.iter().rev().find(|t| TYPES.contains(*t));
        let ty = ty.map(|t| format!(" of {t}")).unwrap_or_default();
        let by = if scalar { ", from the scalar unit" } else { "" };
        return format!("Atomic {wide}{what}{ty} in {place}{via}{by}");
    }
    // GLOBAL ... ADDTID: the address is the base plus the lane id times 4
    // (RDNA3 ISA, "Global instructions"; no VGPR address).
    let tid = if has("addtid") {
        " at the lane id's dword of the base address"
    } else {
        ""
    };
    if has("load") && has("lds") {
        return format!("Load {data} per lane from {place} into LDS");
    }
    if has("load") && has("tr") {
        return format!(
            "Load {data} from {place} into VGPRs, transposed across the lanes of a matrix block"
        );
    }
    if has("load") {
        return format!("Load {data}{via} from {place}{tid} into {regs}{half}");
    }
    if has("store") && has("lds") {
        return format!("Store {data} per lane from LDS to {place}{via}");
    }
    if has("store") {
        let from = if scalar { "SGPRs" } else { "VGPRs, per lane" };
        let hi = if has("hi") {
            " (from the high 16 bits of the source)"
        } else if has("d16") {
            " (the low 16 bits of each source dword)"
        } else {
            ""
        };
        return format!("Store {data}{hi} from {from} to {place}{via}{tid}");
    }
    match toks.as_slice() {
        ["atc", "probe"] => {
            "Probe the address translation cache for an address (prefetch a translation)".into()
        }
        ["atc", "probe", "buffer"] => {
            "Probe the address translation cache for a buffer resource's address".into()
        }
        ["buffer", "prefetch", "data"] => {
            "Prefetch data through a buffer resource into the scalar cache".into()
        }
        ["prefetch", "data"] => {
            "Prefetch data at an address in an SGPR pair into the scalar cache".into()
        }
        ["prefetch", "data", "pc", "rel"] => {
            "Prefetch data at a PC-relative address into the scalar cache".into()
        }
        ["prefetch", "inst"] => "Prefetch instructions at an address in an SGPR pair".into(),
        ["prefetch", "inst", "pc", "rel"] => {
            "Prefetch instructions at a PC-relative address".into()
        }
        ["get", "waveid", "in", "workgroup"] => {
            "Write the wave's index within its workgroup to an SGPR".into()
        }
        ["gl1", "inv"] if scalar => {
            "Invalidate the GL1 cache, issued by the scalar memory unit".into()
        }
        ["gl1", "inv"] => "Invalidate the GL1 cache, issued by the vector memory unit".into(),
        ["gl0", "inv"] => "Invalidate the wave's GL0 (vector L0) cache".into(),
        ["inv"] if name.starts_with("global") => {
            "Invalidate the vector caches (scope from the instruction)".into()
        }
        ["wb"] => "Write back dirty lines of the vector caches (scope from the instruction)".into(),
        ["wbinv"] => {
            "Write back, then invalidate the vector caches (scope from the instruction)".into()
        }
        ["inv"] => "Invalidate the vector memory caches (scope from the instruction)".into(),
        ["invl2"] => "Invalidate the L2 cache".into(),
        ["wbl2"] => "Write back the L2 cache".into(),
        ["wbinvl1"] => "Write back and invalidate the vector L1 cache".into(),
        ["wbinvl1", "vol"] => {
            "Write back and invalidate the volatile lines of the vector L1 cache".into()
        }
        ["dcache", "discard", "x2"] => {
            "Discard two lines of the scalar data cache without writing them back".into()
        }
        ["dcache", "inv", "vol"] => "Invalidate the volatile lines of the scalar data cache".into(),
        ["dcache", "wb", "vol"] => "Write back the volatile lines of the scalar data cache".into(),
        ["memtime"] => "Read the 64-bit shader clock counter into an SGPR pair".into(),
        ["memrealtime"] => "Read the 64-bit real-time counter into an SGPR pair".into(),
        [cache, kind] if cache.ends_with("cache") => {
            let k = match *kind {
                "inv" => "Invalidate",
                "wb" => "Write back",
                "discard" => "Discard lines of",
                _ => "Operate on",
            };
            format!(
                "{k} the scalar {} cache",
                if *cache == "icache" {
                    "instruction"
                } else {
                    "data"
                }
            )
        }
        _ => format!("{family} instruction {name}"),
    }
}

#[cfg(test)]
mod tests {
    use super::summary;

    #[test]
    fn ds_summaries() {
        let s = |n| summary(n, "LDS / Data Share");
        assert_eq!(
            s("ds_max_rtn_f32"),
            "Atomic maximum of f32 in LDS, returning the previous value"
        );
        assert_eq!(s("ds_max_num_rtn_f32"), s("ds_max_rtn_f32"));
        assert_eq!(s("ds_write_b32"), "Store b32 to LDS");
        assert_eq!(s("ds_store_b32"), s("ds_write_b32"));
        assert_eq!(s("ds_read2st64_b64"), s("ds_load_2addr_stride64_b64"));
        assert_eq!(s("ds_wrxchg2_rtn_b32"), s("ds_storexchg_2addr_rtn_b32"));
        assert_eq!(
            s("ds_read_u8_d16_hi"),
            "Load u8 from LDS into the high 16 bits of the destination"
        );
    }

    #[test]
    fn alu_summaries_name_every_operation() {
        let v = |n| summary(n, "Vector ALU");
        assert_eq!(v("v_lshl_add_u32"), "Shift left, then add (u32) per lane");
        assert_eq!(
            v("v_add_co_ci_u32"),
            "Add u32 per lane, with carry in and carry out"
        );
        assert_eq!(
            v("v_ashrrev_i32"),
            "Shift an i32 value right (arithmetic), shift amount first, per lane"
        );
        assert_eq!(
            v("v_cmp_gt_u32"),
            "Compare u32 (greater than) per lane, into a lane mask"
        );
        assert_eq!(
            v("v_cmp_gt_f32"),
            "Compare f32 (greater than, false if either is NaN) per lane, into a lane mask"
        );
        assert_eq!(
            v("v_fma_legacy_f32"),
            "Fused multiply-add of f32 per lane, where 0 times anything (even inf or NaN) is 0, so a zero factor yields the addend"
        );
        assert_eq!(
            v("v_cvt_flr_i32_f32"),
            "Convert f32 to i32, rounding down, per lane"
        );
        assert!(v("v_mad_u32_u24").contains("24 bits"));
        let s = |n| summary(n, "Scalar ALU");
        assert_eq!(
            s("s_cbranch_execz"),
            "Branch to a PC-relative target if EXEC is zero"
        );
        assert_eq!(
            s("s_addc_u32"),
            "Add u32 in scalar registers, with carry in from SCC"
        );
    }

    #[test]
    fn vop3p_and_vopd_summaries() {
        let p = |n| summary(n, "Packed and dot-product VALU (VOP3P)");
        let m = |n| summary(n, "Matrix core (MFMA / SMFMAC, VOP3P)");
        let d = |n| summary(n, "Dual-issue VALU (VOPD)");
        assert_eq!(p("v_pk_add_f16"), "Packed add of 2 x f16 per lane");
        assert_eq!(
            p("v_dot4_f32_fp8_bf8"),
            "Dot product of 4-element fp8 x bf8 vectors, added to an f32 accumulator, per lane"
        );
        assert_eq!(
            m("v_mfma_f32_32x32x8f16"),
            "Matrix fused multiply-add (MFMA): D = A x B + C, A 32x8 and B 8x32 of f16, C and D of f32"
        );
        assert_eq!(m("v_mfma_f32_32x32x8_f16"), m("v_mfma_f32_32x32x8f16"));
        assert!(m("v_mfma_f32_4x4x4_16b_f16").ends_with(", 16 blocks"));
        let scaled = m("v_mfma_scale_f32_16x16x128_f8f6f4");
        assert!(scaled.starts_with(&m("v_mfma_f32_16x16x128_f8f6f4")));
        assert!(scaled.ends_with("per-block E8M0 factors from the two scale sources"));
        assert_eq!(
            d("v_dual_add_f32"),
            "Add f32 per lane; one half of a dual-issue (VOPD) pair"
        );
    }

    #[test]
    fn memory_summaries() {
        let sm = |n| summary(n, "Scalar memory (SMEM)");
        let gl = |n| summary(n, "Global memory (FLAT encoding, GLOBAL segment)");
        let fl = |n| summary(n, "Flat memory (FLAT encoding, FLAT segment)");
        let sc = |n| summary(n, "Scratch memory (FLAT encoding, SCRATCH segment)");
        let bu = |n| summary(n, "Buffer memory (MUBUF)");
        let tb = |n| summary(n, "Typed buffer memory (MTBUF)");
        assert_eq!(
            fl("flat_load_dword"),
            "Load one dword from flat-addressed memory into VGPRs, per lane"
        );
        assert_eq!(
            sc("scratch_store_b32"),
            "Store a b32 value from VGPRs, per lane to scratch (private) memory"
        );
        assert_eq!(
            bu("buffer_load_dwordx2"),
            "Load 2 dwords through a buffer resource from memory into VGPRs, per lane"
        );
        assert_eq!(
            tb("tbuffer_store_format_xy"),
            "Store 2 components converted by the instruction's format from VGPRs, per lane to memory through a buffer resource"
        );
        assert_eq!(
            bu("buffer_atomic_add"),
            "Atomic add in memory through a buffer resource"
        );
        assert_eq!(sm("s_load_dwordx4"), "Load 4 dwords from memory into SGPRs");
        assert_eq!(sm("s_load_b128"), sm("s_load_dwordx4"));
        assert_eq!(
            sm("s_buffer_load_dword"),
            "Load one dword through a buffer resource from memory into SGPRs"
        );
        assert_eq!(
            gl("global_load_ubyte"),
            "Load an unsigned byte from global memory into VGPRs, per lane"
        );
        assert_eq!(
            gl("global_atomic_add_x2"),
            "Atomic 64-bit add in global memory"
        );
        assert_eq!(
            gl("global_atomic_umax"),
            "Atomic unsigned maximum in global memory"
        );
    }
}
