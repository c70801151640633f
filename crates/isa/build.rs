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
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("ds_table.rs");
    fs::write(out, gen_ds(&ds, &aliases)).unwrap();
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
    writeln!(s, "pub static DS_DECODE: [[u16; 256]; {ng}] = [").unwrap();
    for g in &decode {
        writeln!(s, "    {g:?},").unwrap();
    }
    writeln!(s, "];").unwrap();
    let entries: Vec<_> = names
        .iter()
        .flat_map(|(n, v)| v.iter().map(move |(r, m)| (n, r, m)))
        .collect();
    writeln!(
        s,
        "pub static DS_NAMES: [(&str, u16, u16); {}] = [",
        entries.len()
    )
    .unwrap();
    for (n, r, m) in entries {
        writeln!(s, "    ({n:?}, {r}, {m:#x}),").unwrap();
    }
    writeln!(s, "];").unwrap();
    s
}
