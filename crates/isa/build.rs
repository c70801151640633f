//! Compiles the instruction tables in `data/` into static arrays.
//!
//! The tables are generated from the LLVM oracle by `tools/gen_ds_*.py` and
//! committed; this script only turns their text into Rust so that lookups cost
//! nothing at start-up.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::{env, fs, path::Path};

fn main() {
    let ds = fs::read_to_string("data/ds.tsv").expect("data/ds.tsv");
    let aliases = fs::read_to_string("data/ds_aliases.tsv").expect("data/ds_aliases.tsv");
    println!("cargo:rerun-if-changed=data/ds.tsv");
    println!("cargo:rerun-if-changed=data/ds_aliases.tsv");
    let out_dir = env::var("OUT_DIR").unwrap();
    let out = Path::new(&out_dir);
    fs::write(out.join("ds_table.rs"), gen_ds(&ds, &aliases)).unwrap();
    let alu = fs::read_to_string("data/alu.tsv").expect("data/alu.tsv");
    println!("cargo:rerun-if-changed=data/alu.tsv");
    fs::write(out.join("alu_table.rs"), gen_alu(&alu)).unwrap();
}

fn data_lines(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
}

fn field(name: &str) -> &'static str {
    match name {
        "addr" => "Field::Addr",
        "data0" => "Field::Data0",
        "data1" => "Field::Data1",
        "vdst" => "Field::Vdst",
        _ => panic!("unknown DS field {name}"),
    }
}

fn gen_ds(table: &str, aliases: &str) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let mut rows = Vec::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push((f[1].into(), f[2].split(' ').map(String::from).collect())),
            "name" => {}
            _ => rows.push(f),
        }
    }
    let ng = groups.len();
    let mut s = String::new();
    writeln!(
        s,
        "pub const DS_GROUPS: [&str; {ng}] = {:?};",
        groups.iter().map(|g| &g.0).collect::<Vec<_>>()
    )
    .unwrap();
    let members: Vec<String> = groups.iter().map(|g| format!("&{:?}", g.1)).collect();
    writeln!(
        s,
        "pub const DS_GROUP_TARGETS: [&[&str]; {ng}] = [{}];",
        members.join(", ")
    )
    .unwrap();
    let mut decode = vec![[0usize; 256]; ng];
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    writeln!(s, "pub static DS_ROWS: [DsRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let (name, sig, cells) = (f[0], f[1], &f[2..]);
        let mut ops = String::new();
        let mut offset = "OffsetKind::None";
        for tok in sig.split(' ').filter(|t| !t.is_empty()) {
            match tok {
                "offset16" => offset = "OffsetKind::Offset16",
                "offset8x2" => offset = "OffsetKind::Offset8x2",
                "swizzle" => offset = "OffsetKind::Swizzle",
                _ => {
                    let (fld, cls) = tok.split_once(':').unwrap();
                    let acc = cls.starts_with("av");
                    let width: u8 = cls.trim_start_matches(['a', 'v']).parse().unwrap();
                    write!(
                        ops,
                        "DsOperand {{ field: {}, acc: {acc}, width: {width} }}, ",
                        field(fld)
                    )
                    .unwrap();
                }
            }
        }
        let mut cell_src = String::new();
        let mut mask = 0u32;
        for (gi, cell) in cells.iter().enumerate() {
            if *cell == "-" {
                cell_src.push_str("None, ");
                continue;
            }
            mask |= 1 << gi;
            let mut parts = cell.split(';');
            let head = parts.next().unwrap();
            let digits = head
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(head.len());
            let op: usize = head[..digits].parse().unwrap();
            let flags = &head[digits..];
            let gds = match (
                flags.contains('g'),
                flags.contains('d'),
                flags.contains('G'),
            ) {
                (true, _, _) => "GdsBit::Printed",
                (_, true, _) => "GdsBit::Ignored",
                (_, _, true) => "GdsBit::Required",
                _ => "GdsBit::Invalid",
            };
            let mut notes = String::new();
            for p in parts {
                let (lhs, class) = p.split_once('=').unwrap();
                let (fld, acc) = lhs.split_once('.').unwrap();
                write!(
                    notes,
                    "ClassNote {{ field: {}, acc: {}, class: {class:?} }}, ",
                    field(fld),
                    acc == "1"
                )
                .unwrap();
            }
            write!(
                cell_src,
                "Some(DsCell {{ op: {op}, gds: {gds}, acc: {}, notes: &[{notes}] }}), ",
                flags.contains('a')
            )
            .unwrap();
            assert_eq!(
                decode[gi][op], 0,
                "two rows share opcode {op} in group {gi}"
            );
            decode[gi][op] = ri + 1;
        }
        names.entry(name.into()).or_default().push((ri, mask));
        writeln!(s, "    DsRow {{ name: {name:?}, operands: &[{ops}], offset: {offset}, cells: [{cell_src}] }},").unwrap();
    }
    writeln!(s, "];").unwrap();
    let row_of = |n: &str| {
        rows.iter()
            .position(|f| f[0] == n)
            .unwrap_or_else(|| panic!("alias target {n} missing"))
    };
    for f in data_lines(aliases).filter(|f| f[0] != "alias") {
        let mask = f[2]
            .split(' ')
            .map(|g| 1u32 << groups.iter().position(|x| x.0 == g).unwrap())
            .sum::<u32>();
        names
            .entry(f[0].into())
            .or_default()
            .push((row_of(f[1]), mask));
    }
    // decimal spellings of small numbers, for the printer's hot path
    let dec: Vec<String> = (0..512).map(|n| n.to_string()).collect();
    writeln!(s, "pub static DECIMAL: [&str; 512] = {dec:?};").unwrap();
    writeln!(s, "pub static DS_DECODE: [[u16; 256]; {ng}] = [").unwrap();
    for g in &decode {
        writeln!(s, "    {g:?},").unwrap();
    }
    writeln!(s, "];").unwrap();
    write_spellings(&mut s, "DS_NAMES", "u16", &names);
    s
}

/// Opcode field width of each ALU shape, and the shape's name in Rust.
fn alu_shape(name: &str) -> (&'static str, usize) {
    match name {
        "sop1" => ("Shape::Sop1", 256),
        "sop2" => ("Shape::Sop2", 128),
        "sopk" => ("Shape::Sopk", 32),
        "sopc" => ("Shape::Sopc", 128),
        "sopp" => ("Shape::Sopp", 128),
        "vop1" => ("Shape::Vop1", 256),
        "vop2" => ("Shape::Vop2", 64),
        "vopc" => ("Shape::Vopc", 256),
        "vop3" => ("Shape::Vop3", 1024),
        _ => panic!("unknown ALU shape {name}"),
    }
}

const SHAPES: [&str; 9] = [
    "sop1", "sop2", "sopk", "sopc", "sopp", "vop1", "vop2", "vopc", "vop3",
];

fn gen_alu(table: &str) -> String {
    let rows: Vec<Vec<&str>> = data_lines(table).filter(|f| f[0] != "name").collect();
    let ngen = 4;
    // decode[gen][shape] = opcode -> row + 1
    let mut decode: Vec<Vec<Vec<usize>>> = (0..ngen)
        .map(|_| SHAPES.iter().map(|s| vec![0; alu_shape(s).1]).collect())
        .collect();
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    let mut s = String::new();
    writeln!(s, "pub static ALU_ROWS: [AluRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let (name, shape, flags) = (f[0], f[1], f[2]);
        let (shape_rs, _) = alu_shape(shape);
        let mut flag_bits = Vec::new();
        let mut k = "KStyle::None";
        for fl in flags.split(',').filter(|x| *x != "-") {
            match fl {
                "k:hex" => k = "KStyle::Hex",
                "k:small" => k = "KStyle::Small",
                "k:endpgm" => k = "KStyle::Endpgm",
                "k:none" => k = "KStyle::None",
                "k:waitcnt" => k = "KStyle::Waitcnt",
                other => flag_bits.push(format!("flags::{}", other.to_ascii_uppercase())),
            }
        }
        if flag_bits.is_empty() {
            flag_bits.push("0".into());
        }
        let mut ops = String::new();
        let mut mask = 0u32;
        for (gi, cell) in f[3..3 + ngen].iter().enumerate() {
            if let Some(canon) = cell.strip_prefix('=') {
                // another spelling of `canon` on this generation
                let target = rows
                    .iter()
                    .position(|r| r[0] == canon)
                    .unwrap_or_else(|| panic!("{name}: alias of unknown {canon}"));
                names
                    .entry(name.into())
                    .or_default()
                    .push((target, 1 << gi));
                ops.push_str("None, ");
                continue;
            }
            if *cell == "-" {
                ops.push_str("None, ");
                continue;
            }
            let op: usize = cell.parse().unwrap();
            mask |= 1 << gi;
            ops.push_str(&format!("Some({op}), "));
            let si = SHAPES.iter().position(|x| *x == shape).unwrap();
            assert_eq!(
                decode[gi][si][op], 0,
                "{name}: opcode {op} taken on gen {gi}"
            );
            decode[gi][si][op] = ri + 1;
            // the VOP3 twin of a short form: base + opcode (gen 0 is GFX9)
            let twin = match shape {
                "vopc" => Some(0),
                "vop2" => Some(0x100),
                "vop1" => Some(if gi == 0 { 0x140 } else { 0x180 }),
                _ => None,
            };
            if let Some(base) = twin.filter(|_| !flags.contains("noe64")) {
                let v3 = SHAPES.iter().position(|x| *x == "vop3").unwrap();
                assert_eq!(decode[gi][v3][base + op], 0, "{name}: VOP3 opcode taken");
                decode[gi][v3][base + op] = ri + 1;
            }
        }
        if mask != 0 {
            names.entry(name.into()).or_default().push((ri, mask));
        }
        writeln!(
            s,
            "    AluRow {{ name: {name:?}, shape: {shape_rs}, flags: {}, k: {k}, ops: [{ops}] }},",
            flag_bits.join(" | ")
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    writeln!(
        s,
        "pub static ALU_DECODE: [[&[u16]; {}]; {ngen}] = [",
        SHAPES.len()
    )
    .unwrap();
    for g in &decode {
        let inner: Vec<String> = g.iter().map(|t| format!("&{t:?}")).collect();
        writeln!(s, "    [{}],", inner.join(", ")).unwrap();
    }
    writeln!(s, "];").unwrap();
    write_spellings(&mut s, "ALU_NAMES", "u8", &names);
    s
}

/// Emits a sorted spelling index: `(name, row, mask)` per spelling and row.
fn write_spellings(
    s: &mut String,
    table: &str,
    mask: &str,
    names: &BTreeMap<String, Vec<(usize, u32)>>,
) {
    let entries: Vec<_> = names
        .iter()
        .flat_map(|(n, v)| v.iter().map(move |(r, m)| (n, r, m)))
        .collect();
    writeln!(
        s,
        "pub static {table}: [(&str, u16, {mask}); {}] = [",
        entries.len()
    )
    .unwrap();
    for (n, r, m) in entries {
        writeln!(s, "    ({n:?}, {r}, {m:#x}),").unwrap();
    }
    writeln!(s, "];").unwrap();
}
