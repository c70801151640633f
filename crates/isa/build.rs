//! Compiles the instruction tables in `data/` into static arrays.
//!
//! The tables are generated from the LLVM oracle by `tools/gen_ds_*.py` and
//! committed; this script only turns their text into Rust so that lookups cost
//! nothing at start-up.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::{env, fs, path::Path};

fn main() {
    // every table is read once, with a rebuild when it changes
    let read = |name: &str| {
        let path = format!("data/{name}.tsv");
        println!("cargo:rerun-if-changed={path}");
        fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    let out_dir = env::var("OUT_DIR").unwrap();
    let write = |file: &str, text: String| fs::write(Path::new(&out_dir).join(file), text).unwrap();
    let (ds, alu) = (read("ds"), read("alu"));
    // the mnemonic-alias sweep's finds (`tools/alias_sweep.py`), given to
    // each table whose row they name
    let swept = read("mnemonic_aliases");
    let ds_aliases = read("ds_aliases") + &swept_aliases(&swept, &ds, &read("ds_aliases"));
    write("ds_table.rs", gen_ds(&ds, &ds_aliases));
    write("alu_table.rs", gen_alu(&alu, &swept));
    write("alu_slots.rs", gen_alu_slots(&alu));
    write("alu_dpp_table.rs", gen_alu_dpp(&alu, &read("alu_dpp")));
    write("alu_sdwa_table.rs", gen_alu_sdwa(&alu, &read("alu_sdwa")));
    write("smem_table.rs", gen_smem(&read("smem"), &ds));
    let (flat, flat_aliases) = (read("flat"), read("flat_aliases"));
    let flat_aliases = flat_aliases.clone() + &swept_aliases(&swept, &flat, &flat_aliases);
    let flat = gen_flat(&flat, &flat_aliases, &ds);
    write("flat_table.rs", flat);
    let (buffer, buffer_aliases) = (read("buffer"), read("buffer_aliases"));
    let buffer_aliases = buffer_aliases.clone() + &swept_aliases(&swept, &buffer, &buffer_aliases);
    let buffer = gen_buffer(&buffer, &buffer_aliases, &ds);
    write("buffer_table.rs", buffer);
    write("vop3p_table.rs", gen_vop3p(&read("vop3p"), &swept));
    write("vopd_table.rs", gen_vopd(&read("vopd")));
    write("exp_table.rs", gen_exp(&read("exp")));
    write("interp_table.rs", gen_interp(&read("interp"), &swept));
    write("image_table.rs", gen_image(&read("image"), &swept));
}

/// Rows of `data/mnemonic_aliases.tsv` (ALIAS CANONICAL TARGETS, found by
/// `tools/alias_sweep.py`) whose canonical name is a row of `table` and whose
/// alias `known` (the table's own alias lines) does not list, as alias lines
/// `ALIAS CANONICAL GROUPS` over `table`'s `@group`s: each group holding one
/// of the targets, in either wave size.
fn swept_aliases(swept: &str, table: &str, known: &str) -> String {
    let groups: Vec<(&str, Vec<&str>)> = data_lines(table)
        .filter(|f| f[0] == "@group")
        .map(|f| (f[1], f[2].split(' ').collect()))
        .collect();
    let names: std::collections::BTreeSet<&str> = data_lines(table)
        .filter(|f| !f[0].starts_with('@') && f[0] != "name")
        .map(|f| f[0])
        .collect();
    // `@alias` lines of a table, or the ALIAS CANONICAL GROUPS lines of an
    // aliases file
    let listed: std::collections::BTreeSet<&str> = data_lines(known)
        .filter_map(|f| match f[0] {
            "@alias" => Some(f[1]),
            n if f.len() == 3 && !n.starts_with('@') => Some(n),
            _ => None,
        })
        .collect();
    let mut out = String::new();
    for f in data_lines(swept).filter(|f| f[0] != "alias") {
        if !names.contains(f[1]) || listed.contains(f[0]) {
            continue;
        }
        let held = |m: &Vec<&str>| {
            f[2].split(' ').any(|t| {
                m.iter()
                    .any(|x| *x == t || x.strip_suffix(":w64") == Some(t))
            })
        };
        let gs: Vec<&str> = groups
            .iter()
            .filter(|(_, m)| held(m))
            .map(|g| g.0)
            .collect();
        if !gs.is_empty() {
            writeln!(out, "{}\t{}\t{}", f[0], f[1], gs.join(" ")).unwrap();
        }
    }
    out
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

/// `<PREFIX>_GROUPS` (group names) and `<PREFIX>_GROUP_TARGETS` (their
/// targets) from a table's `@group` lines.
/// `{prefix}_GROUP_OF_DS_GROUP`: for each DS target group, the group of this
/// table holding all its targets (`u8::MAX` when they are split).
fn write_group_of_ds(
    s: &mut String,
    prefix: &str,
    ds_table: &str,
    groups: &[(String, Vec<String>)],
) {
    let of_ds: Vec<u8> = data_lines(ds_table)
        .filter(|f| f[0] == "@group")
        .map(|f| {
            let gs: Vec<Option<usize>> = f[2]
                .split(' ')
                .map(|t| groups.iter().position(|g| g.1.iter().any(|m| m == t)))
                .collect();
            match gs[0] {
                Some(g) if gs.iter().all(|x| *x == Some(g)) => g as u8,
                _ => u8::MAX,
            }
        })
        .collect();
    writeln!(
        s,
        "pub const {prefix}_GROUP_OF_DS_GROUP: [u8; {}] = {of_ds:?};",
        of_ds.len()
    )
    .unwrap();
}

fn write_groups(s: &mut String, prefix: &str, groups: &[(String, Vec<String>)]) {
    let ng = groups.len();
    let names: Vec<&String> = groups.iter().map(|g| &g.0).collect();
    writeln!(s, "pub const {prefix}_GROUPS: [&str; {ng}] = {names:?};").unwrap();
    let members: Vec<String> = groups.iter().map(|g| format!("&{:?}", g.1)).collect();
    writeln!(
        s,
        "pub const {prefix}_GROUP_TARGETS: [&[&str]; {ng}] = [{}];",
        members.join(", ")
    )
    .unwrap();
}

/// `pub static {name}: [{elem}; N] = [...];`, one row per line in `Debug` form.
fn write_table<T: std::fmt::Debug>(s: &mut String, name: &str, elem: &str, rows: &[T]) {
    writeln!(s, "pub static {name}: [{elem}; {}] = [", rows.len()).unwrap();
    for r in rows {
        writeln!(s, "    {r:?},").unwrap();
    }
    writeln!(s, "];").unwrap();
}

/// The bit set of the groups named in a space-separated list.
fn group_mask(groups: &[(String, Vec<String>)], list: &str) -> u32 {
    list.split(' ')
        .map(|g| 1u32 << groups.iter().position(|x| x.0 == g).unwrap())
        .sum()
}

/// `name:bit name:bit ...` as Rust `("name", bit), ...` pairs.
fn named_bits(list: &str) -> String {
    list.split(' ')
        .filter(|t| !t.is_empty())
        .map(|t| {
            let (name, bit) = t.split_once(':').unwrap();
            format!("({name:?}, {bit})")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The next row with the same mnemonic as row `ri`, cyclically, as Rust.
fn twin_of(rows: &[Vec<&str>], ri: usize) -> String {
    (1..rows.len())
        .map(|k| (ri + k) % rows.len())
        .find(|&i| rows[i][0] == rows[ri][0])
        .map_or("None".to_string(), |i| format!("Some({i})"))
}

/// A memory row's cells, one per group (`-`: not on that group, else
/// `&`-separated encodings `op.variant;key=value;...`), as Rust
/// `&[Cell, ...], ...` source, plus the mask of groups having the row. `cell`
/// renders one encoding and names its `decode` slot, which gets
/// `(row + 1) << 8 | index within the cell`.
fn mem_cells<'a>(
    what: &str,
    cells: &[&'a str],
    ri: usize,
    decode: &mut [Vec<u32>],
    mut cell: impl FnMut(usize, usize, &[(&'a str, &'a str)]) -> (String, usize),
) -> (String, u32) {
    let (mut src, mut mask) = (String::new(), 0u32);
    for (gi, group_cell) in cells.iter().enumerate() {
        if *group_cell == "-" {
            src.push_str("&[], ");
            continue;
        }
        mask |= 1 << gi;
        src.push_str("&[");
        for (ci, c) in group_cell.split('&').enumerate() {
            let mut parts = c.split(';');
            let (op, variant) = parts.next().unwrap().split_once('.').unwrap();
            let (op, variant): (usize, usize) = (op.parse().unwrap(), variant.parse().unwrap());
            let keys: Vec<(&str, &str)> = parts.map(|p| p.split_once('=').unwrap()).collect();
            let (text, slot) = cell(op, variant, &keys);
            src.push_str(&text);
            assert_eq!(decode[gi][slot], 0, "{what} opcode {op}.{variant} taken");
            decode[gi][slot] = ((ri as u32 + 1) << 8) | ci as u32;
        }
        src.push_str("], ");
    }
    (src, mask)
}

/// A register-class note keyed `field.acc.parity` (e.g. `vdata.1.odd`) as a
/// Rust `{kind} { field, acc, odd, class }` value.
fn class_note(kind: &str, key: &str, class: &str, field: impl Fn(&str) -> &'static str) -> String {
    let mut it = key.split('.');
    let (fl, acc, parity) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
    format!(
        "{kind} {{ field: {}, acc: {}, odd: {}, class: {class:?} }}, ",
        field(fl),
        acc == "1",
        parity == "odd"
    )
}

/// One spelling entry per name (its first row; the parser reaches the other
/// rows through `twin`), plus the old spellings of `aliases` the assembler
/// still takes (e.g. `buffer_load_dword` on GFX11).
fn first_rows_and_aliases(
    what: &str,
    names: BTreeMap<String, Vec<(usize, u32)>>,
    aliases: &str,
    groups: &[(String, Vec<String>)],
) -> BTreeMap<String, Vec<(usize, u32)>> {
    let mut first: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    for (n, v) in names {
        let m = v.iter().fold(0, |m, e| m | e.1);
        first.insert(n, vec![(v[0].0, m)]);
    }
    for f in data_lines(aliases).filter(|f| f[0] != "alias") {
        let row = first
            .get(f[1])
            .unwrap_or_else(|| panic!("{what} alias target {} missing", f[1]))[0]
            .0;
        first
            .entry(f[0].into())
            .or_default()
            .push((row, group_mask(groups, f[2])));
    }
    first
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
    write_groups(&mut s, "DS", &groups);
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
        let mask = group_mask(&groups, f[2]);
        names
            .entry(f[0].into())
            .or_default()
            .push((row_of(f[1]), mask));
    }
    // decimal spellings of small numbers, for the printer's hot path
    let dec: Vec<String> = (0..512).map(|n| n.to_string()).collect();
    writeln!(s, "pub static DECIMAL: [&str; 512] = {dec:?};").unwrap();
    write_table(&mut s, "DS_DECODE", "[u16; 256]", &decode);
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

/// Generation index (0 = GFX9 ... 3 = GFX12) of an LLVM target name.
fn gen_of(target: &str) -> usize {
    match target.get(..5) {
        Some("gfx10") => 1,
        Some("gfx11") => 2,
        Some("gfx12") => 3,
        _ => 0,
    }
}

/// One operand token of `data/alu.tsv` as a Rust `Opnd` (a trailing `t`,
/// true16 register halves, goes to the row's `t16` mask instead).
fn alu_operand(tok: &str) -> String {
    let tok = tok.strip_suffix('t').unwrap_or(tok);
    let num = |s: &str| {
        s.parse::<u8>()
            .unwrap_or_else(|_| panic!("bad operand {tok}"))
    };
    match tok {
        "md" => "Opnd::MaskDst".into(),
        "cd" => "Opnd::CarryDst".into(),
        "vcc" => "Opnd::Vcc".into(),
        "k" => "Opnd::Imm".into(),
        "K" => "Opnd::KImm".into(),
        _ if tok.starts_with("vd") => format!("Opnd::VDst({})", num(&tok[2..])),
        _ if tok.starts_with("ad") => format!("Opnd::ADst({})", num(&tok[2..])),
        _ if tok.starts_with("sd") => format!("Opnd::SDst({})", num(&tok[2..])),
        _ => {
            let (head, w) = tok.split_once(':').unwrap_or((tok, "1"));
            let (class, i) = head.split_at(1);
            // suffixes: h (16-bit integer constants), l (16-bit literal; a row flag),
            // p/b/c/q (packed 16-bit type; the row's `packed`)
            let w = w.trim_end_matches(['l', 'p', 'b', 'c', 'q']);
            let (w, i16) = match w.strip_suffix('h') {
                Some(w) => (w, true),
                None => (w, false),
            };
            let kind = match class {
                "a" if i16 => "AnyI16",
                "a" => "Any",
                "r" => "Sreg",
                "g" => "Msg",
                "v" => "Vgpr",
                "s" => "Sgpr",
                "m" => "Mask",
                "A" => "Agpr",
                _ => panic!("bad operand {tok}"),
            };
            format!("Opnd::Src({}, {}, SrcClass::{kind})", num(i), num(w))
        }
    }
}

/// `ALU_DPP[group][shape * 7 + form]`: bit sets of the opcodes LLVM decodes
/// in a DPP form (shapes vop1, vop2, vopc, vop3, vop3p; forms dpp16, dpp8,
/// and dpp16_bit7: quad_perm printed without DPP_CTRL bit 7; lo128_dst,
/// lo128_src0, lo128_src1: short-form fields reaching v0-v127 only;
/// dpp8_src: DPP8 selects read like a source operand), groups in
/// `data/alu.tsv` order.
fn gen_alu_dpp(alu: &str, dpp: &str) -> String {
    let groups: Vec<&str> = data_lines(alu)
        .filter(|f| f[0] == "@group")
        .map(|f| f[1])
        .collect();
    const FORMS: [&str; 7] = [
        "dpp16",
        "dpp8",
        "dpp16_bit7",
        "lo128_dst",
        "lo128_src0",
        "lo128_src1",
        "dpp8_src",
    ];
    let mut sets = vec![[[0u64; 16]; 5 * FORMS.len()]; groups.len()];
    for f in data_lines(dpp) {
        let g = groups
            .iter()
            .position(|&g| g == f[0])
            .expect("alu_dpp.tsv group");
        let shape = ["vop1", "vop2", "vopc", "vop3", "vop3p"]
            .iter()
            .position(|&s| s == f[1])
            .expect("alu_dpp.tsv shape");
        let form = FORMS
            .iter()
            .position(|&s| s == f[2])
            .expect("alu_dpp.tsv form");
        for op in f.get(3).unwrap_or(&"").split(',').filter(|o| !o.is_empty()) {
            let op: usize = op.parse().expect("alu_dpp.tsv opcode");
            sets[g][shape * FORMS.len() + form][op / 64] |= 1 << (op % 64);
        }
    }
    format!(
        "pub static ALU_DPP: [[[u64; 16]; {}]; {}] = {sets:?};\n",
        5 * FORMS.len(),
        groups.len()
    )
}

/// `ALU_SDWA[group][vop1, vop2, vopc][opcode]`: `TAKEN` plus the modifier
/// mask of each opcode LLVM decodes with an SDWA dword (`data/alu_sdwa.tsv`),
/// groups in `data/alu.tsv` order.
fn gen_alu_sdwa(alu: &str, sdwa: &str) -> String {
    const TAKEN: u16 = 0x8000;
    let groups: Vec<&str> = data_lines(alu)
        .filter(|f| f[0] == "@group")
        .map(|f| f[1])
        .collect();
    let mut cells = vec![[[0u16; 256]; 3]; groups.len()];
    for f in data_lines(sdwa) {
        let g = groups
            .iter()
            .position(|&g| g == f[0])
            .expect("alu_sdwa.tsv group");
        let shape = ["vop1", "vop2", "vopc"]
            .iter()
            .position(|&s| s == f[1])
            .expect("alu_sdwa.tsv shape");
        for cell in f.get(2).unwrap_or(&"").split(',').filter(|c| !c.is_empty()) {
            let (op, mask) = cell.split_once('=').expect("alu_sdwa.tsv op=mask");
            let op: usize = op.parse().expect("alu_sdwa.tsv opcode");
            let mask = u16::from_str_radix(mask, 16).expect("alu_sdwa.tsv mask");
            assert!(mask & TAKEN == 0, "alu_sdwa.tsv mask {mask:x}");
            cells[g][shape][op] = TAKEN | mask;
        }
    }
    format!(
        "const TAKEN: u16 = {TAKEN:#x};\nstatic ALU_SDWA: [[[u16; 256]; 3]; {}] = {cells:?};\n",
        groups.len()
    )
}

fn gen_alu(table: &str, swept: &str) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let extra = swept_aliases(swept, table, table);
    let mut aliases: Vec<Vec<&str>> = data_lines(&extra)
        .map(|f| [vec!["@alias"], f].concat())
        .collect();
    let mut symbols = Vec::new();
    let mut rows = Vec::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push((f[1].into(), f[2].split(' ').map(String::from).collect())),
            "@alias" => aliases.push(f),
            "@hwreg" | "@sendmsg" | "@ucversion" | "@hwregalias" => symbols.push(f),
            "name" => {}
            _ => rows.push(f),
        }
    }
    let ng = groups.len();
    let ngen = 4;
    let group_gen: Vec<usize> = groups.iter().map(|g| gen_of(&g.1[0])).collect();
    // decode[group][shape] = opcode -> row + 1
    let mut decode: Vec<Vec<Vec<usize>>> = (0..ng)
        .map(|_| SHAPES.iter().map(|s| vec![0; alu_shape(s).1]).collect())
        .collect();
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    let mut s = String::new();
    writeln!(
        s,
        "pub const ALU_GROUPS: [&str; {ng}] = {:?};",
        groups.iter().map(|g| &g.0).collect::<Vec<_>>()
    )
    .unwrap();
    writeln!(s, "pub const ALU_GROUP_GEN: [usize; {ng}] = {group_gen:?};").unwrap();
    writeln!(s, "/// ALU group of an LLVM target name.").unwrap();
    writeln!(s, "pub fn group_of_name(name: &str) -> Option<usize> {{").unwrap();
    writeln!(s, "    Some(match name {{").unwrap();
    for (gi, g) in groups.iter().enumerate() {
        writeln!(
            s,
            "        {} => {gi},",
            g.1.iter()
                .map(|t| format!("{t:?}"))
                .collect::<Vec<_>>()
                .join(" | ")
        )
        .unwrap();
    }
    writeln!(s, "        _ => return None,\n    }})\n}}").unwrap();
    // symbolic hwreg / sendmsg names per group: (value, name), sorted by value
    for (kind, table_name) in [
        ("@hwreg", "HWREG_NAMES"),
        ("@sendmsg", "SENDMSG_NAMES"),
        ("@ucversion", "UC_VERSION_NAMES"),
        ("@hwregalias", "HWREG_ALIASES"),
    ] {
        writeln!(s, "pub static {table_name}: [&[(u16, &str)]; {ng}] = [").unwrap();
        for g in &groups {
            let entries: Vec<String> = symbols
                .iter()
                .filter(|f| f[0] == kind && f[1] == g.0)
                .map(|f| format!("({}, {:?})", f[2], f[3]))
                .collect();
            writeln!(s, "    &[{}],", entries.join(", ")).unwrap();
        }
        writeln!(s, "];").unwrap();
    }
    writeln!(s, "pub static ALU_ROWS: [AluRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let (name, shape, sig32, sig64, flags) = (f[0], f[1], f[2], f[3], f[4]);
        let (shape_rs, _) = alu_shape(shape);
        let mut flag_bits = Vec::new();
        let mut k = "KStyle::None";
        let (mut neg, mut abs) = (0u8, 0u8);
        // short-form fields reaching v0-v127 only (`lo128=M`)
        let mut lo128 = 0u8;
        // modifier bits the VOP3 form ignores (`ign=M`)
        let mut ignored = 0u8;
        // op_sel: unknown (not modelled) unless the table says
        let mut opsel = ["OpSel::Unmodelled"; 4];
        let mut opsel_list = String::new();
        for fl in flags.split(',').filter(|x| *x != "-") {
            match fl {
                _ if fl.starts_with("os=") => {
                    let (kinds, list) = fl[3..].split_once('/').expect("os=KINDS/LIST");
                    for (slot, k) in opsel.iter_mut().zip(kinds.chars()) {
                        *slot = match k {
                            '-' => "OpSel::Ignored",
                            'x' => "OpSel::Invalid",
                            'f' => "OpSel::Fake16",
                            's' => "OpSel::Select",
                            '0' => "OpSel::ByteSel(0)",
                            '1' => "OpSel::ByteSel(1)",
                            'b' => "OpSel::BoundCtrl",
                            'i' => "OpSel::Fi",
                            _ => "OpSel::Unmodelled",
                        };
                    }
                    opsel_list = list
                        .chars()
                        .filter(|c| c.is_ascii_digit())
                        .map(|c| format!("{c}, "))
                        .collect();
                }
                "k:hex" => k = "KStyle::Hex",
                "k:small" => k = "KStyle::Small",
                "k:endpgm" => k = "KStyle::Endpgm",
                "k:none" => k = "KStyle::None",
                "k:bare" => k = "KStyle::Bare",
                "k:dec" => k = "KStyle::Dec",
                "k:sdec" => k = "KStyle::SDec",
                "k:waitcnt" => k = "KStyle::Waitcnt",
                "k:delay" => k = "KStyle::Delay",
                "k:depctr" => k = "KStyle::Depctr",
                "k:hwreg" => k = "KStyle::Hwreg",
                "k:sendmsg" => k = "KStyle::Sendmsg",
                "k:gpridx" => k = "KStyle::GprIdx",
                "k:version" => k = "KStyle::Version",
                _ if fl.starts_with("neg=") => neg = fl[4..].parse().unwrap(),
                _ if fl.starts_with("lo128=") => lo128 = fl[6..].parse().unwrap(),
                _ if fl.starts_with("ign=") => ignored = fl[4..].parse().unwrap(),
                _ if fl.starts_with("abs=") => abs = fl[4..].parse().unwrap(),
                other => flag_bits.push(format!("flags::{}", other.to_ascii_uppercase())),
            }
        }
        // the old `f32` flag: a float operation (takes source modifiers)
        if neg != 0 {
            flag_bits.push("flags::F32".into());
        }
        if flag_bits.is_empty() {
            flag_bits.push("0".into());
        }
        let sig = |text: &str| -> String {
            text.split(' ')
                .filter(|t| !t.is_empty() && *t != "-")
                .map(alu_operand)
                .collect::<Vec<_>>()
                .join(", ")
        };
        // true16 operands: bit i source i, bit 3 the destination
        let mut t16 = 0u8;
        for tok in format!("{sig32} {sig64}").split(' ') {
            if let Some(t) = tok.strip_suffix('t') {
                t16 |= if t.starts_with("vd") {
                    8
                } else {
                    1 << (t.as_bytes()[1] - b'0')
                };
            }
        }
        // sources whose literal is read as 16 bits (an `l` suffix)
        let mut lit16 = 0u8;
        for tok in format!("{sig32} {sig64}").split(' ') {
            let source = matches!(tok.as_bytes(), [b'a' | b's', d, ..] if d.is_ascii_digit());
            if source && tok.trim_end_matches('t').ends_with('l') {
                lit16 |= 1 << (tok.as_bytes()[1] - b'0');
            }
        }
        // packed 16-bit source types (a p, b or q suffix), per source
        let mut packed = ["Packed16::None"; 3];
        for tok in format!("{sig32} {sig64}").split(' ') {
            let source = matches!(tok.as_bytes(), [b'a' | b's', d, ..] if d.is_ascii_digit());
            let kind = match tok.trim_end_matches('t').chars().last() {
                Some('p') => "Packed16::F16",
                Some('b') => "Packed16::Bf16",
                Some('c') => "Packed16::Bf16One",
                Some('q') => "Packed16::F16Splat",
                _ => continue,
            };
            if source {
                packed[usize::from(tok.as_bytes()[1] - b'0')] = kind;
            }
        }
        let si = SHAPES.iter().position(|x| *x == shape).unwrap();
        let v3 = SHAPES.iter().position(|x| *x == "vop3").unwrap();
        let mut cells = String::new();
        let mut ops = [None::<usize>; 4];
        let mut mask = 0u32;
        for (gi, cell) in f[5..5 + ng].iter().enumerate() {
            if *cell == "-" {
                cells.push_str("None, ");
                continue;
            }
            let op: usize = cell.parse().unwrap();
            mask |= 1 << gi;
            ops[group_gen[gi]].get_or_insert(op);
            write!(cells, "Some({op}), ").unwrap();
            assert_eq!(
                decode[gi][si][op], 0,
                "{name}: opcode {op} taken in group {gi}"
            );
            decode[gi][si][op] = ri + 1;
            // the VOP3 twin of a short form: base + opcode (GFX9 VOP1 at 0x140)
            let twin = match shape {
                "vopc" => Some(0),
                "vop2" => Some(0x100),
                "vop1" => Some(if group_gen[gi] == 0 { 0x140 } else { 0x180 }),
                _ => None,
            };
            // (the operand-less VOP1s, `v_nop`, have a twin without operands)
            let operandless = shape == "vop1" && sig32 == "-";
            if let Some(base) = twin.filter(|_| sig64 != "-" || operandless) {
                assert_eq!(decode[gi][v3][base + op], 0, "{name}: VOP3 opcode taken");
                decode[gi][v3][base + op] = ri + 1;
            }
        }
        if mask != 0 {
            names.entry(name.into()).or_default().push((ri, mask));
        }
        let ops_rs: Vec<String> = ops
            .iter()
            .map(|o| o.map_or("None".into(), |v| format!("Some({v})")))
            .collect();
        writeln!(
            s,
            "    AluRow {{ name: {name:?}, shape: {shape_rs}, flags: {}, k: {k}, ops: [{}], cells: &[{cells}], sig32: &[{}], sig64: &[{}], neg: {neg}, abs: {abs}, t16: {t16}, lit16: {lit16}, packed: [{}], opsel: [{}], opsel_list: &[{opsel_list}], lo128: {lo128}, ignored: {ignored} }},",
            flag_bits.join(" | "),
            ops_rs.join(", "),
            sig(sig32),
            sig(sig64),
            packed.join(", "),
            opsel.join(", "),
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    for f in &aliases {
        let target = rows
            .iter()
            .position(|r| r[0] == f[2])
            .unwrap_or_else(|| panic!("alias of unknown {}", f[2]));
        let mask = f[3]
            .split(' ')
            .map(|g| 1u32 << groups.iter().position(|x| x.0 == g).expect("alias group"))
            .sum::<u32>();
        // every row of the canonical name in those groups
        for (ri, r) in rows.iter().enumerate().filter(|(_, r)| r[0] == f[2]) {
            let m = (0..ng)
                .filter(|&gi| r[5 + gi] != "-")
                .fold(0u32, |m, gi| m | 1 << gi)
                & mask;
            if m != 0 {
                names.entry(f[1].into()).or_default().push((ri, m));
            }
        }
        let _ = target;
    }
    writeln!(
        s,
        "pub static ALU_DECODE: [[&[u16]; {}]; {ng}] = [",
        SHAPES.len()
    )
    .unwrap();
    for g in &decode {
        let inner: Vec<String> = g.iter().map(|t| format!("&{t:?}")).collect();
        writeln!(s, "    [{}],", inner.join(", ")).unwrap();
    }
    writeln!(s, "];").unwrap();
    let _ = ngen;
    write_spellings(&mut s, "ALU_NAMES", "u16", &names);
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

/// SMEM: `data/smem.tsv` (see `tools/gen_smem_table.py`) as `SMEM_*` tables.
fn gen_smem(table: &str, ds_table: &str) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let mut classes: Vec<Vec<String>> = Vec::new();
    let mut aliases = Vec::new();
    let mut rows = Vec::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push((f[1].into(), f[2].split(' ').map(String::from).collect())),
            "@class" => classes.push(f[2].split('|').map(String::from).collect()),
            "@alias" => aliases.push(f),
            "name" => {}
            _ => rows.push(f),
        }
    }
    let ng = groups.len();
    let mut s = String::new();
    write_groups(&mut s, "SMEM", &groups);
    // SMEM group of each DS group, or 255 where SMEM tells the DS group's targets apart
    let ds_groups: Vec<Vec<String>> = data_lines(ds_table)
        .filter(|f| f[0] == "@group")
        .map(|f| f[2].split(' ').map(String::from).collect())
        .collect();
    let of_ds: Vec<u8> = ds_groups
        .iter()
        .map(|ts| {
            let gs: Vec<usize> = ts
                .iter()
                .map(|t| groups.iter().position(|g| g.1.contains(t)).unwrap())
                .collect();
            if gs.iter().all(|&g| g == gs[0]) {
                gs[0] as u8
            } else {
                u8::MAX
            }
        })
        .collect();
    writeln!(
        s,
        "pub const SMEM_GROUP_OF_DS_GROUP: [u8; {}] = {of_ds:?};",
        of_ds.len()
    )
    .unwrap();
    for c in &mut classes {
        c.resize(128, "-".into());
    }
    write_table(&mut s, "SMEM_CLASSES", "[&str; 128]", &classes);
    let mut decode = vec![[0usize; 256]; ng];
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    writeln!(s, "pub static SMEM_ROWS: [SmemRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let (name, sig, cells) = (f[0], f[1], &f[2..]);
        let mut ops = String::new();
        for tok in sig.split(' ').filter(|t| !t.is_empty() && *t != "-") {
            let op = match tok.split_once(':') {
                Some(("sdata", w)) => format!("SmemOperand::Sdata({w})"),
                Some(("sbase", w)) => format!("SmemOperand::Sbase({w})"),
                _ => match tok {
                    "sdimm" => "SmemOperand::SdataImm".into(),
                    "offset" => "SmemOperand::Offset".into(),
                    "soffset" => "SmemOperand::Soffset".into(),
                    _ => panic!("unknown SMEM operand {tok}"),
                },
            };
            write!(ops, "{op}, ").unwrap();
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
            let op: usize = parts.next().unwrap().parse().unwrap();
            let (mut zero, mut cpol) = (0u64, 0u64);
            let (mut sdata, mut sbase, mut soffset) = (255u8, 255u8, 255u8);
            for p in parts {
                let (k, v) = p.split_once('=').unwrap();
                match k {
                    "z" => zero = u64::from_str_radix(v, 16).unwrap(),
                    "c" => cpol = u64::from_str_radix(v, 16).unwrap(),
                    "d" => sdata = v.parse().unwrap(),
                    "b" => sbase = v.parse().unwrap(),
                    "o" => soffset = v.parse().unwrap(),
                    _ => panic!("unknown SMEM cell key {k}"),
                }
            }
            write!(
                cell_src,
                "Some(SmemCell {{ op: {op}, zero: {zero:#x}, cpol: {cpol:#x}, sdata: {sdata}, sbase: {sbase}, soffset: {soffset} }}), "
            )
            .unwrap();
            assert_eq!(
                decode[gi][op], 0,
                "{name}: SMEM opcode {op} taken in group {gi}"
            );
            decode[gi][op] = ri + 1;
        }
        names.entry(name.into()).or_default().push((ri, mask));
        writeln!(
            s,
            "    SmemRow {{ name: {name:?}, operands: &[{ops}], cells: [{cell_src}] }},"
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    for f in aliases {
        let row = rows
            .iter()
            .position(|r| r[0] == f[2])
            .unwrap_or_else(|| panic!("SMEM alias target {} missing", f[2]));
        let mask = group_mask(&groups, f[3]);
        names.entry(f[1].into()).or_default().push((row, mask));
    }
    write_table(&mut s, "SMEM_DECODE", "[u16; 256]", &decode);
    write_spellings(&mut s, "SMEM_NAMES", "u16", &names);
    s
}

/// GLOBAL, FLAT and SCRATCH: `data/flat.tsv` (see `tools/gen_flat_table.py`) as `FLAT_*` tables.
fn gen_flat(table: &str, aliases: &str, ds_table: &str) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let (mut saddr, mut cpol) = (Vec::new(), Vec::new());
    let (mut ssaddr, mut svaddr, mut fsaddr) = (Vec::new(), Vec::new(), Vec::new());
    // GFX12: modifiers LLVM prints but refuses; th:/scope: spellings per table
    let (mut printonly, mut th): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    let mut rows = Vec::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push((f[1].into(), f[2].split(' ').map(String::from).collect())),
            "@saddr" => saddr.push(f[2].split('|').map(String::from).collect::<Vec<_>>()),
            "@cpol" => cpol.push(named_bits(f[2])),
            "@ssaddr" => {
                let (kind, v) = f[2].split_once(':').unwrap();
                svaddr.push(match kind {
                    "saddr" => format!("ScratchVaddr::Saddr({v})"),
                    "sve" => format!("ScratchVaddr::Sve({v})"),
                    _ => panic!("unknown SCRATCH address rule {}", f[2]),
                });
                let plain: Vec<String> = f[3].split('|').map(String::from).collect();
                let lds = match f.get(4) {
                    Some(&"=") | None => plain.clone(),
                    Some(l) => l.split('|').map(String::from).collect(),
                };
                ssaddr.push([plain, lds]);
            }
            "@fsaddr" => fsaddr.push(f[2].parse::<u8>().unwrap()),
            "@printonly" => {
                printonly.resize(groups.len() - 1, String::new());
                printonly.push(
                    f.get(2)
                        .unwrap_or(&"")
                        .split(' ')
                        .filter(|t| !t.is_empty())
                        .map(|t| format!("{t:?}, "))
                        .collect(),
                );
            }
            "@th" => {
                th.resize(groups.len(), String::new());
                let entries: Vec<&str> = f[3]
                    .split('|')
                    .map(|e| if e == "." { "" } else { e })
                    .collect();
                assert_eq!(
                    entries.len(),
                    16,
                    "FLAT @th table of {} entries",
                    entries.len()
                );
                th[groups.len() - 1].push_str(&format!("&{entries:?}, "));
            }
            "name" => {}
            _ => rows.push(f),
        }
    }
    let ng = groups.len();
    let mut s = String::new();
    write_groups(&mut s, "FLAT", &groups);
    write_group_of_ds(&mut s, "FLAT", ds_table, &groups);
    write_table(&mut s, "FLAT_SADDR", "[&str; 128]", &saddr);
    // [group][LDS form]
    writeln!(
        s,
        "pub static FLAT_SCRATCH_SADDR: [[[&str; 128]; 2]; {ng}] = ["
    )
    .unwrap();
    for [plain, lds] in &ssaddr {
        writeln!(s, "    [{plain:?}, {lds:?}],").unwrap();
    }
    writeln!(s, "];").unwrap();
    writeln!(
        s,
        "pub static FLAT_SCRATCH_VADDR: [ScratchVaddr; {ng}] = [{}];",
        svaddr.join(", ")
    )
    .unwrap();
    writeln!(s, "pub static FLAT_SEGMENT_SADDR: [u8; {ng}] = {fsaddr:?};").unwrap();
    printonly.resize(ng, String::new());
    th.resize(ng, String::new());
    writeln!(s, "pub static FLAT_PRINT_ONLY: [&[&str]; {ng}] = [").unwrap();
    for p in &printonly {
        writeln!(s, "    &[{p}],").unwrap();
    }
    writeln!(s, "];").unwrap();
    writeln!(s, "pub static FLAT_TH: [&[&[&str; 16]]; {ng}] = [").unwrap();
    for t in &th {
        writeln!(s, "    &[{t}],").unwrap();
    }
    writeln!(s, "];").unwrap();
    writeln!(s, "pub static FLAT_CPOL: [&[(&str, u8)]; {ng}] = [").unwrap();
    for c in &cpol {
        writeln!(s, "    &[{c}],").unwrap();
    }
    writeln!(s, "];").unwrap();
    let field = |n: &str| match n {
        "addr" => "Field::Addr",
        "data" => "Field::Data",
        "vdst" => "Field::Vdst",
        _ => panic!("unknown FLAT field {n}"),
    };
    // one block of 1024 slots (256 opcodes x 4 variants) per segment, in SEG
    // field order (`tables::flat::decode_slot`)
    let mut decode = vec![vec![0u32; 3 * 1024]; ng];
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    writeln!(s, "pub static FLAT_ROWS: [FlatRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let (name, sig, cells) = (f[0], f[1], &f[2..]);
        // the mnemonic's prefix names the segment
        let segment = match name.split('_').next() {
            Some("flat") => 0,
            Some("scratch") => 1,
            Some("global") => 2,
            _ => panic!("{name}: no FLAT segment"),
        };
        let mut ops = String::new();
        let mut lds = false;
        for tok in sig.split(' ').filter(|t| !t.is_empty()) {
            let op = match tok.split_once(':') {
                Some(("vdst", w)) => format!("FlatOperand::Vdst({w})"),
                Some(("data", w)) => format!("FlatOperand::Data({w})"),
                _ => match tok {
                    "vaddr" => "FlatOperand::Vaddr".into(),
                    "saddr" => "FlatOperand::Saddr".into(),
                    "lds" => {
                        lds = true;
                        continue;
                    }
                    _ => panic!("unknown FLAT operand {tok}"),
                },
            };
            write!(ops, "{op}, ").unwrap();
        }
        let what = format!("{name}: FLAT");
        let (cell_src, mask) = mem_cells(&what, cells, ri, &mut decode, |op, variant, keys| {
            let (mut zero, mut cp, mut acc, mut acc_zero) = (0u64, 0u64, 0u8, 0u64);
            let mut th = 0u8;
            let mut notes = String::new();
            for &(k, v) in keys {
                match k {
                    "z" => zero = u64::from_str_radix(v, 16).unwrap(),
                    "c" => cp = u64::from_str_radix(v, 16).unwrap(),
                    "y" => acc_zero = u64::from_str_radix(v, 16).unwrap(),
                    "t" => th = v.parse().unwrap(),
                    "a" => {
                        for fl in v.split(',') {
                            acc |= if fl == "vdst" { 1 } else { 2 };
                        }
                    }
                    _ => notes.push_str(&class_note("FlatNote", k, v, field)),
                }
            }
            let text = format!(
                "FlatCell {{ op: {op}, variant: {variant}, zero: {zero:#x}, cpol: {cp:#x}, acc: {acc}, acc_zero: {acc_zero:#x}, th: {th}, notes: &[{notes}] }}, "
            );
            (text, segment * 1024 + op * 4 + variant)
        });
        names.entry(name.into()).or_default().push((ri, mask));
        let twin = twin_of(&rows, ri);
        writeln!(
            s,
            "    FlatRow {{ name: {name:?}, segment: {}, operands: &[{ops}], lds: {lds}, cells: [{cell_src}], twin: {twin} }},",
            ["Segment::Flat", "Segment::Scratch", "Segment::Global"][segment]
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    write_table(&mut s, "FLAT_DECODE", "[u32; 3 * 1024]", &decode);
    let first = first_rows_and_aliases("FLAT", names, aliases, &groups);
    write_spellings(&mut s, "FLAT_NAMES", "u16", &first);
    s
}

/// Buffer memory: `data/buffer.tsv` (see `tools/gen_buffer_table.py`) as `BUF_*` tables.
fn gen_buffer(table: &str, aliases: &str, ds_table: &str) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let (mut soffset, mut srsrc, mut format) = (Vec::new(), Vec::new(), Vec::new());
    let (mut cpol, mut tcpol, mut fmt_names) = (Vec::new(), Vec::new(), Vec::new());
    let mut rows = Vec::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push((f[1].into(), f[2].split(' ').map(String::from).collect())),
            "@soffset" => soffset.push(f[2].split('|').map(String::from).collect::<Vec<_>>()),
            "@srsrc" => srsrc.push(f[2].split('|').map(String::from).collect::<Vec<_>>()),
            "@format" => format.push(f[2].split('|').map(String::from).collect::<Vec<_>>()),
            "@fmtname" => fmt_names.push(
                f[2].split('|')
                    .map(|e| {
                        let (name, value) = e.split_once('=').unwrap();
                        format!("({name:?}, {value})")
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            "@cpol" => cpol.push(named_bits(f[2])),
            "@tcpol" => tcpol.push(named_bits(f[2])),
            "name" => {}
            _ => rows.push(f),
        }
    }
    let ng = groups.len();
    let mut s = String::new();
    write_groups(&mut s, "BUF", &groups);
    write_group_of_ds(&mut s, "BUF", ds_table, &groups);
    write_table(&mut s, "BUF_SOFFSET", "[&str; 256]", &soffset);
    write_table(&mut s, "BUF_SRSRC", "[&str; 32]", &srsrc);
    write_table(&mut s, "BUF_FORMAT", "[&str; 128]", &format);
    for (table, lists) in [
        ("BUF_CPOL", &cpol),
        ("TBUF_CPOL", &tcpol),
        ("BUF_FORMAT_NAMES", &fmt_names),
    ] {
        writeln!(s, "pub static {table}: [&[(&str, u8)]; {ng}] = [").unwrap();
        for c in lists {
            writeln!(s, "    &[{c}],").unwrap();
        }
        writeln!(s, "];").unwrap();
    }
    let field = |n: &str| match n {
        "vaddr" => "Field::Vaddr",
        "vdata" => "Field::Vdata",
        _ => panic!("unknown buffer field {n}"),
    };
    let mut decode = vec![vec![0u32; 2048]; ng];
    // MTBUF: 16 opcodes
    let mut tdecode = vec![vec![0u32; 128]; ng];
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    writeln!(s, "pub static BUF_ROWS: [BufRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let (name, sig, cells) = (f[0], f[1], &f[2..]);
        let mut ops = String::new();
        let (mut lds, mut lds_first, mut tfe, mut assembles) = (false, false, false, true);
        let format = sig.split(' ').any(|t| t == "format");
        for tok in sig.split(' ').filter(|t| !t.is_empty() && *t != "-") {
            let op = match tok.split_once(':') {
                Some(("vdata", w)) => format!("BufOperand::Vdata({w})"),
                _ => match tok {
                    "vaddr" => "BufOperand::Vaddr".into(),
                    "srsrc" => "BufOperand::Srsrc".into(),
                    "soffset" => "BufOperand::Soffset".into(),
                    "lds" | "lds:first" => {
                        lds = true;
                        lds_first = tok == "lds:first";
                        continue;
                    }
                    "tfe" => {
                        tfe = true;
                        continue;
                    }
                    "noasm" => {
                        assembles = false;
                        continue;
                    }
                    "format" => continue,
                    _ => panic!("unknown buffer operand {tok}"),
                },
            };
            write!(ops, "{op}, ").unwrap();
        }
        let what = format!("{name}: buffer");
        let table = if format { &mut tdecode } else { &mut decode };
        let (cell_src, mask) = mem_cells(&what, cells, ri, table, |op, variant, keys| {
            let (mut zero, mut cp, mut keep, mut acc, mut acc_zero) =
                (0u64, 0u64, 0u64, false, 0u64);
            let mut notes = String::new();
            for &(k, v) in keys {
                let hex = || u64::from_str_radix(v, 16).unwrap();
                match k {
                    "z" => zero = hex(),
                    "c" => cp = hex(),
                    "k" => keep = hex(),
                    "y" => acc_zero = hex(),
                    "a" => {
                        assert_eq!(v, "vdata", "{name}: only VDATA turns into AGPRs");
                        acc = true;
                    }
                    _ => notes.push_str(&class_note("BufNote", k, v, field)),
                }
            }
            let text = format!(
                "BufCell {{ op: {op}, variant: {variant}, zero: {zero:#x}, cpol: {cp:#x}, keep: {keep:#x}, acc: {acc}, acc_zero: {acc_zero:#x}, notes: &[{notes}] }}, "
            );
            (text, op * 8 + variant)
        });
        names.entry(name.into()).or_default().push((ri, mask));
        let twin = twin_of(&rows, ri);
        writeln!(
            s,
            "    BufRow {{ name: {name:?}, operands: &[{ops}], lds: {lds}, lds_first: {lds_first}, tfe: {tfe}, assembles: {assembles}, format: {format}, cells: [{cell_src}], twin: {twin} }},"
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    write_table(&mut s, "BUF_DECODE", "[u32; 2048]", &decode);
    write_table(&mut s, "TBUF_DECODE", "[u32; 128]", &tdecode);
    let first = first_rows_and_aliases("buffer", names, aliases, &groups);
    write_spellings(&mut s, "BUF_NAMES", "u16", &first);
    s
}

/// VOP3P: `data/vop3p.tsv` (see `tools/gen_vop3p_table.py`) as `VOP3P_*` tables.
fn gen_vop3p(table: &str, swept: &str) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let mut rows = Vec::new();
    let mut unmodelled = Vec::new();
    let extra = swept_aliases(swept, table, table);
    let mut aliases: Vec<Vec<&str>> = data_lines(&extra)
        .map(|f| [vec!["@alias"], f].concat())
        .collect();
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push((f[1].into(), f[2].split(' ').map(String::from).collect())),
            "@unmodelled" => unmodelled.push(f),
            "@alias" => aliases.push(f),
            _ => rows.push(f),
        }
    }
    let ng = groups.len();
    let mut s = String::new();
    write_groups(&mut s, "VOP3P", &groups);
    let mut um = vec![0u128; ng];
    for f in unmodelled {
        let g = groups.iter().position(|x| x.0 == f[1]).unwrap();
        for op in f[2].split(' ') {
            um[g] |= 1 << u32::from_str_radix(op, 16).unwrap();
        }
    }
    writeln!(s, "pub const VOP3P_UNMODELLED: [u128; {ng}] = {um:?};").unwrap();
    // group of a target name and wave size, as one `match` (no scan per lookup)
    writeln!(
        s,
        "pub fn group_of_name(name: &str, wave64: bool) -> Option<usize> {{"
    )
    .unwrap();
    writeln!(s, "    Some(match (name, wave64) {{").unwrap();
    for (gi, g) in groups.iter().enumerate() {
        for t in &g.1 {
            let (n, w64) = match t.strip_suffix(":w64") {
                Some(n) => (n, true),
                None => (t.as_str(), false),
            };
            writeln!(s, "        ({n:?}, {w64}) => {gi},").unwrap();
        }
    }
    writeln!(s, "        _ => return None,\n    }})\n}}").unwrap();
    let mut decode = vec![[0u16; 128]; ng];
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    writeln!(s, "pub static VOP3P_ROWS: [Vop3pRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let (name, kind, flags, sig) = (f[0], f[1], f[2], f[3]);
        let hex = |t: &str| u64::from_str_radix(t, 16).unwrap();
        let (reject, ignore, canon, asm_reject) = (hex(f[4]), hex(f[5]), hex(f[6]), hex(f[7]));
        let kind = match kind {
            "pk" => "Kind::Packed",
            "mix" => "Kind::Mix",
            "mai" => "Kind::Mai",
            k => panic!("unknown VOP3P kind {k}"),
        };
        let mut fl = Vec::new();
        let mut fmt: Vec<u8> = Vec::new();
        for x in flags.split(',').filter(|x| *x != "-") {
            if let Some(w) = x.strip_prefix("fmt=") {
                fmt = w
                    .bytes()
                    .filter(|b| b.is_ascii_digit())
                    .map(|b| b - b'0')
                    .collect();
                continue;
            }
            fl.push(match x {
                "ophi0" => "flags::OPHI0",
                "blgpneg" => "flags::BLGP_NEG",
                "ikey" => "flags::INDEX_KEY",
                "nodst" => "flags::NO_DST",
                "scale" => "flags::SCALE",
                x => panic!("unknown VOP3P flag {x}"),
            });
        }
        let fl = if fl.is_empty() {
            "0".to_string()
        } else {
            fl.join(" | ")
        };
        let mut ops = String::new();
        for tok in sig.split(' ') {
            let file = match &tok[..1] {
                "v" => "File::V",
                "a" => "File::A",
                "s" => "File::Acc",
                "c" => "File::AccCd",
                x => panic!("unknown VOP3P file {x}"),
            };
            let digits: String = tok[1..]
                .chars()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            let rest = &tok[1 + digits.len()..];
            let values = if rest.contains('F') {
                "Values::F16"
            } else if rest.contains('B') {
                "Values::Bf16"
            } else {
                "Values::F32"
            };
            write!(
                ops,
                "Operand {{ file: {file}, width: {digits}, sgpr: {}, constant: {}, literal: {}, f64_const: {}, lit16: {}, values: {values}, bare_literal: {}, asm_sgpr: {}, asm_constant: {}, asm_literal: {}, lit_f32: {} }}, ",
                rest.contains('S'),
                rest.contains('K'),
                rest.contains('L'),
                rest.contains('D'),
                rest.contains('H'),
                rest.contains('N'),
                !rest.contains('R'),
                !rest.contains('Q'),
                !rest.contains('P'),
                rest.contains('W')
            )
            .unwrap();
        }
        let mut cells = String::new();
        let mut mask = 0u32;
        for (gi, cell) in f[8..].iter().enumerate() {
            if *cell == "-" {
                cells.push_str("None, ");
                continue;
            }
            let op = u8::from_str_radix(cell, 16).unwrap();
            mask |= 1 << gi;
            write!(cells, "Some({op}), ").unwrap();
            // a fused scaled MFMA shares its MFMA's opcode: found by its flag
            if flags.split(',').any(|x| x == "scale") {
                continue;
            }
            assert_eq!(
                decode[gi][op as usize], 0,
                "{name}: VOP3P opcode {op} taken in group {gi}"
            );
            decode[gi][op as usize] = ri as u16 + 1;
        }
        names.entry(name.into()).or_default().push((ri, mask));
        writeln!(
            s,
            "    Vop3pRow {{ name: {name:?}, kind: {kind}, flags: {fl}, operands: &[{ops}], reject: {reject:#x}, ignore: {ignore:#x}, canon: {canon:#x}, asm_reject: {asm_reject:#x}, fmt: &{fmt:?}, cells: [{cells}] }},"
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    for f in aliases {
        for g in f[3].split(' ') {
            let gi = groups.iter().position(|x| x.0 == g).unwrap();
            let row = rows
                .iter()
                .position(|r| r[0] == f[2] && r[8 + gi] != "-")
                .unwrap_or_else(|| panic!("VOP3P alias target {} missing on {g}", f[2]));
            names.entry(f[1].into()).or_default().push((row, 1 << gi));
        }
    }
    write_table(&mut s, "VOP3P_DECODE", "[u16; 128]", &decode);
    write_spellings(&mut s, "VOP3P_NAMES", "u16", &names);
    s
}

/// VOPD: `data/vopd.tsv` (see `tools/gen_vopd_table.py`) as `VOPD_*` tables.
fn gen_vopd(table: &str) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let mut src0: Vec<[u64; 8]> = Vec::new();
    let mut rows = Vec::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push((f[1].into(), f[2].split(' ').map(String::from).collect())),
            "@src0" => {
                let mut m = [0u64; 8];
                for r in f[2].split(',') {
                    let (lo, hi) = r.split_once('-').unwrap_or((r, r));
                    for v in lo.parse::<usize>().unwrap()..=hi.parse::<usize>().unwrap() {
                        m[v / 64] |= 1 << (v % 64);
                    }
                }
                src0.push(m);
            }
            "name" => {}
            _ => rows.push(f),
        }
    }
    let ng = groups.len();
    let mut s = String::new();
    write_groups(&mut s, "VOPD", &groups);
    writeln!(s, "pub static VOPD_SRC0: [[u64; 8]; {ng}] = {src0:?};").unwrap();
    let mut xdec = vec![[0u8; 16]; ng];
    let mut ydec = vec![[0u8; 32]; ng];
    let mut names: BTreeMap<String, Vec<(usize, u32)>> = BTreeMap::new();
    writeln!(s, "pub static VOPD_ROWS: [VopdRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let shape = match f[1] {
            "src0 vsrc1" => "Shape::Src0Vsrc1",
            "src0 vsrc1 k" => "Shape::Src0Vsrc1K",
            "src0 k vsrc1" => "Shape::Src0KVsrc1",
            "src0" => "Shape::Src0",
            x => panic!("unknown VOPD operands {x}"),
        };
        let values = match f[2] {
            "f32" => "Values::F32",
            "f16" => "Values::F16",
            "bf16" => "Values::Bf16",
            x => panic!("unknown VOPD type {x}"),
        };
        let mut cells = [String::new(), String::new()];
        let mut mask = 0u32;
        for (gi, cell) in f[3..].iter().enumerate() {
            for (hi, half) in ["x", "y"].iter().enumerate() {
                let part = cell
                    .split(' ')
                    .find_map(|p| p.strip_prefix(&format!("{half}=")))
                    .unwrap_or("-");
                if part == "-" {
                    cells[hi].push_str("None, ");
                    continue;
                }
                let (op, zero) = part.split_once(':').unwrap();
                let op: usize = op.parse().unwrap();
                let zero = u32::from_str_radix(zero, 16).unwrap();
                let slot = if hi == 0 {
                    &mut xdec[gi][op]
                } else {
                    &mut ydec[gi][op]
                };
                assert_eq!(*slot, 0, "VOPD opcode {op} taken twice");
                *slot = ri as u8 + 1;
                mask |= 1 << gi;
                write!(
                    cells[hi],
                    "Some(HalfCell {{ op: {op}, zero: {zero:#x} }}), "
                )
                .unwrap();
            }
        }
        names.entry(f[0].into()).or_default().push((ri, mask));
        writeln!(
            s,
            "    VopdRow {{ name: {:?}, shape: {shape}, values: {values}, x: [{}], y: [{}] }},",
            f[0], cells[0], cells[1]
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    writeln!(s, "pub static VOPD_X_DECODE: [[u8; 16]; {ng}] = {xdec:?};").unwrap();
    writeln!(s, "pub static VOPD_Y_DECODE: [[u8; 32]; {ng}] = {ydec:?};").unwrap();
    write_spellings(&mut s, "VOPD_NAMES", "u16", &names);
    s
}

/// EXP: `data/exp.tsv` (see `tools/gen_exp_table.py`) as `EXP_GROUPS`, each
/// group with its TGT names.
fn gen_exp(table: &str) -> String {
    let mut groups = Vec::new();
    let mut names: Vec<Vec<Option<String>>> = Vec::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => {
                groups.push(f);
                names.push(vec![None; 64]);
            }
            "tgt" => {}
            tgt => {
                let tgt: usize = tgt.parse().unwrap();
                for (gi, name) in f[1..].iter().enumerate() {
                    if *name != "-" {
                        names[gi][tgt] = Some(name.to_string());
                    }
                }
            }
        }
    }
    let mut s = String::new();
    writeln!(s, "pub static EXP_GROUPS: [ExpGroup; {}] = [", groups.len()).unwrap();
    for (f, tgts) in groups.iter().zip(&names) {
        let flags: Vec<&str> = f[5].split(' ').collect();
        let accepts: Vec<&str> = f[4].split(' ').collect();
        let targets: Vec<&str> = f[6].split(' ').collect();
        writeln!(
            s,
            "    ExpGroup {{ name: {:?}, prefix: {:#b}, mnemonic: {:?}, accepts: &{accepts:?}, compr: {}, vm: {}, row_en: {}, targets: &{targets:?}, tgt: {tgts:?} }},",
            f[1],
            u8::from_str_radix(f[2], 2).unwrap(),
            f[3],
            flags.contains(&"compr"),
            flags.contains(&"vm"),
            flags.contains(&"row_en"),
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    s
}

/// Interpolation and LDS direct: `data/interp.tsv` (see
/// `tools/gen_interp_table.py`) as `INTERP_GROUPS`, `INTERP_ROWS` and
/// `INTERP_ALIASES`.
fn gen_interp(table: &str, swept: &str) -> String {
    let (mut groups, mut rows, mut aliases) = (Vec::new(), String::new(), String::new());
    let group_of = |groups: &Vec<&str>, name: &str| {
        groups
            .iter()
            .position(|g| *g == name)
            .expect("interp.tsv group")
    };
    let mut group_lines = String::new();
    for f in data_lines(table) {
        match f[0] {
            "@group" => {
                groups.push(f[1]);
                let targets: Vec<&str> = f[2].split(' ').collect();
                writeln!(
                    group_lines,
                    "    InterpGroup {{ name: {:?}, targets: &{targets:?} }},",
                    f[1]
                )
                .unwrap();
            }
            "@alias" => writeln!(
                aliases,
                "    ({}, {:?}, {:?}),",
                group_of(&groups, f[1]),
                f[2],
                f[3]
            )
            .unwrap(),
            g => {
                let form = match f[1] {
                    "vintrp" => "Vintrp",
                    "vop3" => "Vop3",
                    "vinterp" => "Vinterp",
                    "ldsdir" => "Ldsdir",
                    x => panic!("interp.tsv form {x}"),
                };
                let mut t16 = 0u8;
                let mut srcs = 0;
                let operands: Vec<String> = f[4]
                    .split(',')
                    .map(|o| {
                        let (o, half) = o.split_once(':').map_or((o, false), |(o, _)| (o, true));
                        let (text, bit) = match o {
                            "vdst" => ("Opnd::Vdst".to_string(), 3),
                            "param" => ("Opnd::Param".to_string(), 8),
                            "attr" => ("Opnd::Attr".to_string(), 8),
                            _ => {
                                srcs += 1;
                                (format!("Opnd::Src({})", srcs - 1), srcs - 1)
                            }
                        };
                        if half {
                            t16 |= 1 << bit;
                        }
                        text
                    })
                    .collect();
                let flags: Vec<&str> = f[5].split(' ').collect();
                let num = |key: &str| {
                    flags
                        .iter()
                        .find_map(|x| x.strip_prefix(key))
                        .map_or(0, |v| v.parse::<u8>().expect("interp.tsv mask"))
                };
                let suffix = if flags.contains(&"e32") {
                    "_e32"
                } else if flags.contains(&"e64") {
                    "_e64"
                } else {
                    ""
                };
                writeln!(
                    rows,
                    "    InterpRow {{ group: {}, form: Form::{form}, name: {:?}, opcode: {}, operands: &[{}], suffix: {suffix:?}, clamp: {}, omod: {}, high: {}, abs: {}, neg: {}, opsel: {}, t16: {t16}, vm_vsrc: {} }},",
                    group_of(&groups, g),
                    f[2],
                    f[3],
                    operands.join(", "),
                    flags.contains(&"clamp"),
                    flags.contains(&"omod"),
                    flags.contains(&"high"),
                    num("abs="),
                    num("neg="),
                    num("opsel="),
                    f[5].contains("wait_vm_vsrc"),
                )
                .unwrap();
            }
        }
    }
    let mut s = String::new();
    writeln!(
        s,
        "pub static INTERP_GROUPS: [InterpGroup; {}] = [\n{group_lines}];",
        groups.len()
    )
    .unwrap();
    // the alias sweep's finds for these rows (see `swept_aliases`; here a
    // row's name is its third field)
    let names: std::collections::BTreeSet<&str> = data_lines(table)
        .filter(|f| !f[0].starts_with('@'))
        .map(|f| f[2])
        .collect();
    let listed: Vec<&str> = data_lines(table)
        .filter(|f| f[0] == "@alias")
        .map(|f| f[2])
        .collect();
    let members: Vec<Vec<&str>> = data_lines(table)
        .filter(|f| f[0] == "@group")
        .map(|f| f[2].split(' ').collect())
        .collect();
    for f in data_lines(swept).filter(|f| f[0] != "alias") {
        if !names.contains(f[1]) || listed.contains(&f[0]) {
            continue;
        }
        for (gi, m) in members.iter().enumerate() {
            if f[2].split(' ').any(|t| m.contains(&t)) {
                writeln!(aliases, "    ({gi}, {:?}, {:?}),", f[0], f[1]).unwrap();
            }
        }
    }
    writeln!(s, "pub static INTERP_ROWS: &[InterpRow] = &[\n{rows}];").unwrap();
    writeln!(
        s,
        "pub static INTERP_ALIASES: &[(u8, &str, &str)] = &[\n{aliases}];"
    )
    .unwrap();
    s
}

/// MIMG: `data/image.tsv` (see `tools/gen_image_table.py`) as `IMAGE_GROUPS`
/// and `IMAGE_ROWS`.
fn gen_image(table: &str, swept: &str) -> String {
    let mut groups: Vec<Vec<String>> = Vec::new();
    let mut rows = Vec::new();
    let list = |v: &str| -> String {
        let items: Vec<String> = v.split('|').map(|x| format!("{x:?}")).collect();
        format!("&[{}]", items.join(", "))
    };
    for f in data_lines(table) {
        match f[0] {
            "@group" => groups.push(vec![f[1].into(), f[2].into()]),
            "@dim" => {
                let g = groups
                    .iter_mut()
                    .find(|g| g[0] == f[1])
                    .expect("image group");
                g.push(list(f[2]).trim_start_matches('&').to_string());
            }
            "@srsrc" | "@ssamp" => {
                let g = groups
                    .iter_mut()
                    .find(|g| g[0] == f[1])
                    .expect("image group");
                g.push(list(f[2]));
            }
            "@order" => {
                let g = groups
                    .iter_mut()
                    .find(|g| g[0] == f[1])
                    .expect("image group");
                let items: Vec<String> = f[2]
                    .split(' ')
                    .map(|t| {
                        let (n, b) = t.split_once(':').expect("name:bit");
                        format!("({n:?}, {b})")
                    })
                    .collect();
                g.push(format!("&[{}]", items.join(", ")));
            }
            "name" => {}
            _ => rows.push(f),
        }
    }
    let hex = |v: &str| u64::from_str_radix(v, 16).expect("hex");
    let mut decode = vec![vec![0u16; 512]; groups.len()];
    let mut s = String::new();
    writeln!(s, "pub static IMAGE_ROWS: [ImageRow; {}] = [", rows.len()).unwrap();
    for (ri, f) in rows.iter().enumerate() {
        let mut cells = Vec::new();
        for (gi, c) in f[1..].iter().enumerate() {
            if *c == "-" {
                cells.push("None".to_string());
                continue;
            }
            let mut parts = c.split(';');
            // (GFX12: VSAMPLE opcodes at +256)
            let op: usize = parts.next().unwrap().parse().expect("opcode");
            let (vsample, op8) = (op >= 256, op & 0xff);
            assert_eq!(decode[gi][op], 0, "{}: image opcode {op} taken", f[0]);
            decode[gi][op] = ri as u16 + 1;
            let mut kv = BTreeMap::new();
            let mut flags = Vec::new();
            for p in parts {
                match p.split_once('=') {
                    Some((k, v)) => {
                        kv.insert(k, v);
                    }
                    None => flags.push(p),
                }
            }
            let flag = |n: &str| flags.contains(&n);
            if flag("bvh") {
                let width = |k: &str| -> (u8, String) {
                    let v = kv[k];
                    let mut it = v.split('/');
                    let dw: u8 = it.next().unwrap().parse().unwrap();
                    let nsa = match (it.next(), it.next()) {
                        (Some(n), Some(ws)) => format!("({n}, &[{}])", ws.replace('.', ", ")),
                        _ => "(0, &[])".to_string(),
                    };
                    (dw, nsa)
                };
                let (d0, n0) = width("w0");
                let (d1, n1) = width("w1");
                cells.push(format!(
                    "Some(ImageCell {{ op: {op8}, vsample: {vsample}, th: 0, extra: 0, coords: false, lod: false, grad: false, g16: false, gather4: false, sampler: false, nsa_wide: false, vd0: {v}, va0: {d0}, nsa0: [0; 3], vd: 0, va: 0, vn: 0, zero: 0, mods: {:#x}, bvh: Some(Bvh {{ base: [{:#x}, {:#x}], fixed: [{:#x}, {:#x}], dwords: [{d0}, {d1}], nsa: [{n0}, {n1}], vdata: {v} }}) }})",
                    hex(kv["m"]),
                    hex(kv["b0"]),
                    hex(kv["b1"]),
                    hex(kv["f"].split('.').next().unwrap()),
                    hex(kv["f"].split('.').next_back().unwrap()),
                    v = kv.get("v").copied().unwrap_or("4"),
                ));
                continue;
            }
            let p: Vec<u8> = kv["p"].split('.').map(|x| x.parse().unwrap()).collect();
            let (vd0, va0) = kv["d"].split_once('.').unwrap();
            let mut nsa0: Vec<String> = kv["n"].split('.').map(String::from).collect();
            nsa0.resize(3, "0".into());
            cells.push(format!(
                "Some(ImageCell {{ op: {op8}, vsample: {vsample}, th: {}, extra: {}, coords: {}, lod: {}, grad: {}, g16: {}, gather4: {}, sampler: {}, nsa_wide: {}, vd0: {vd0}, va0: {va0}, nsa0: [{}], vd: {:#x}, va: {:#x}, vn: {:#x}, zero: {:#x}, mods: {:#x}, bvh: None }})",
                kv.get("t").map_or(0, |t| match *t {
                    "l" => 1,
                    "s" => 2,
                    _ => 3,
                }),
                p[0],
                p[1] == 1,
                p[2] == 1,
                p[3] == 1,
                p[4] == 1,
                flag("g4"),
                flag("s"),
                flag("w"),
                nsa0.join(", "),
                hex(kv["vd"]),
                hex(kv["va"]),
                hex(kv["vn"]),
                u128::from_str_radix(kv["z"], 16).expect("hex"),
                hex(kv["m"]),
            ));
        }
        writeln!(
            s,
            "    ImageRow {{ name: {:?}, cells: &[{}] }},",
            f[0],
            cells.join(", ")
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    writeln!(
        s,
        "pub static IMAGE_GROUPS: [ImageGroup; {}] = [",
        groups.len()
    )
    .unwrap();
    for (g, dec) in groups.iter().zip(&decode) {
        let targets: Vec<&str> = g[1].split(' ').collect();
        let gen = match &targets[0][..5] {
            "gfx90" => 9,
            "gfx10" => 10,
            "gfx11" => 11,
            _ => 12,
        };
        writeln!(
            s,
            "    ImageGroup {{ name: {:?}, targets: &{targets:?}, gen: {gen}, dims: {}, srsrc: {}, ssamp: {}, order: {}, decode: {dec:?} }},",
            g[0], g[2], g[3], g[4], g[5]
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    // the alias sweep's finds (`swept_aliases`): (alias, row, group mask)
    writeln!(s, "pub static IMAGE_ALIASES: &[(&str, u16, u32)] = &[").unwrap();
    for f in data_lines(&swept_aliases(swept, table, "")) {
        let row = rows
            .iter()
            .position(|r| r[0] == f[1])
            .expect("image alias row");
        let mask = f[2]
            .split(' ')
            .map(|g| 1u32 << groups.iter().position(|x| x[0] == g).expect("image group"))
            .sum::<u32>();
        writeln!(s, "    ({:?}, {row}, {mask:#x}),", f[0]).unwrap();
    }
    writeln!(s, "];").unwrap();
    s
}

/// `ALU_SLOT_LISTS` (each distinct operand slot list once, built by
/// `syntax::alu_slots::slot_of` from the row signatures' `Opnd`s) and
/// `ALU_ROW_SLOTS[row][gfx10+][vop3]`, its index per `ALU_ROWS` row and form
/// (a VOP3-shaped row names its VOP3 list in both; GFX10+ differs only for
/// `v_writelane_b32`, whose value source then admits LDS direct).
fn gen_alu_slots(table: &str) -> String {
    let mut lists: Vec<String> = Vec::new();
    let mut index_of = |text: String| -> usize {
        match lists.iter().position(|l| *l == text) {
            Some(i) => i,
            None => {
                lists.push(text);
                lists.len() - 1
            }
        }
    };
    let mut per_row = Vec::new();
    // the rows `gen_alu` writes, in its order
    for f in data_lines(table).filter(|f| f[0] != "name" && !f[0].starts_with('@')) {
        let (shape, sig32, sig64, flags) = (f[1], f[2], f[3], f[4]);
        let writelane = flags.split(',').any(|x| x == "writelane");
        let mut forms = [[0usize; 2]; 2];
        for (gfx10, form) in forms.iter_mut().enumerate() {
            for (vop3, cell) in form.iter_mut().enumerate() {
                let sig = if vop3 == 1 || shape == "vop3" {
                    sig64
                } else {
                    sig32
                };
                let slots: Vec<String> = sig
                    .split(' ')
                    .filter(|t| !t.is_empty() && *t != "-")
                    .map(|t| format!("slot_of({}, {})", alu_operand(t), writelane && gfx10 == 1))
                    .collect();
                *cell = index_of(format!("&[{}]", slots.join(", ")));
            }
        }
        per_row.push(forms);
    }
    assert!(lists.len() <= 256, "ALU slot list index is a u8");
    let mut s = String::new();
    writeln!(
        s,
        "pub(crate) static ALU_SLOT_LISTS: [&[Slot]; {}] = [",
        lists.len()
    )
    .unwrap();
    for l in &lists {
        writeln!(s, "    {l},").unwrap();
    }
    writeln!(s, "];").unwrap();
    writeln!(
        s,
        "pub(crate) static ALU_ROW_SLOTS: [[[u8; 2]; 2]; {}] = {per_row:?};",
        per_row.len()
    )
    .unwrap();
    s
}
