//! One-line summaries, derived from the parts of an instruction's name.
//!
//! These are our own words, kept deliberately short: what the operation is,
//! on what data type, and whether it returns the old value. Details belong to
//! the semantics section.

/// A one-line summary of `name` (a canonical name) in `family`.
pub fn summary(name: &str, family: &str) -> String {
    if let Some(rest) = name.strip_prefix("ds_") {
        ds(rest)
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
        "nop" => "No operation".into(),
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
        "cmpst" | "cmpstore" => atomic("compare-and-store"),
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

fn alu(name: &str, family: &str) -> String {
    let toks: Vec<&str> = name.split('_').collect();
    let ty = toks
        .iter()
        .rev()
        .find(|t| TYPES.contains(t))
        .copied()
        .unwrap_or("b32");
    let unit = if family.starts_with("Vector") {
        "per lane"
    } else {
        "in scalar registers"
    };
    let rest = &toks[1..];
    match rest {
        ["mov", ..] => format!("Copy a {ty} value {unit}"),
        ["movk", ..] => "Move a sign-extended 16-bit constant into an SGPR".into(),
        ["and", "saveexec", ..] => "Save EXEC to an SGPR, then AND the source into EXEC".into(),
        ["add", ..] => format!("Add {ty} {unit}"),
        ["sub", ..] => format!("Subtract {ty} {unit}"),
        ["mul", ..] => format!("Multiply {ty} {unit}"),
        ["lshl", ..] => format!("Shift a {ty} value left {unit}"),
        ["lshlrev", ..] => format!("Shift a {ty} value left, shift amount first, {unit}"),
        ["and", ..] => format!("Bitwise AND of {ty} {unit}"),
        ["or", ..] => format!("Bitwise OR of {ty} {unit}"),
        ["xor", ..] => format!("Bitwise XOR of {ty} {unit}"),
        ["cmp", c, ..] => format!("Compare {ty} ({c}) {unit}"),
        ["cmpx", c, ..] => format!("Compare {ty} ({c}) per lane, writing the result to EXEC"),
        ["cndmask", ..] => "Select per lane between two sources by a lane mask".into(),
        ["readfirstlane", ..] => "Copy a VGPR's value in the first active lane to an SGPR".into(),
        ["readlane", ..] => "Copy a VGPR's value in a chosen lane to an SGPR".into(),
        ["writelane", ..] => "Write a scalar value into a VGPR in a chosen lane".into(),
        ["mbcnt", half, ..] => {
            format!("Count set bits of a lane mask ({half} half) below the current lane")
        }
        ["nop"] => "Do nothing for a number of cycles".into(),
        ["endpgm"] => "End the program".into(),
        ["barrier"] => "Wait until every wave of the workgroup reaches the barrier".into(),
        ["barrier", "signal"] => "Signal a workgroup barrier".into(),
        ["barrier", "wait"] => "Wait on a workgroup barrier".into(),
        ["waitcnt"] => "Wait until outstanding memory counters drop to given values".into(),
        ["waitcnt", c] | ["wait", c] => {
            format!("Wait until the {c} counter drops to a given value")
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
}
