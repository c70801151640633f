//! The object writer against llvm-mc-22: each committed reference object
//! (tests/data/asm/*.o, assembled by llvm-mc-22 from the .s beside it; see
//! build.sh and VERSION there) is read back into an `ObjectModel` with the
//! `object` crate, keeping only what an assembler decides (user sections,
//! symbols in table order, relocations, `.addrsig` entries), and written
//! again: the bytes must be identical.
//!
//! When `llvm-mc-22` is on PATH, the committed objects are also checked to be
//! what it makes of the .s files now; under `CI=true` its absence fails.

use amdgpu_codeobj::write::{
    consts, header_fields, metadata_note, write_object, Feature, GroupModel, ObjectModel,
    RelocModel, SectionModel, SymPlace, SymbolModel,
};
use object::elf;
use object::read::elf::{FileHeader, Rela, SectionHeader, Sym};
use object::LittleEndian as LE;
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/asm")
}

fn fixtures() -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(data_dir())
        .expect("tests/data/asm")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "o").then(|| {
                let name = p.file_stem().unwrap().to_string_lossy().into_owned();
                (name, std::fs::read(&p).unwrap())
            })
        })
        .collect();
    out.sort();
    assert!(out.len() >= 10, "fixtures missing: {}", out.len());
    out
}

/// Reads an llvm-mc object into the model an assembler would have built.
fn read_model(data: &[u8]) -> ObjectModel {
    let header = elf::FileHeader64::<LE>::parse(data).unwrap();
    let ident = header.e_ident();
    let sections = header.sections(LE, data).unwrap();
    // Sections the writer derives: .strtab, .symtab, .rela.*, .llvm_addrsig.
    let derived = |s: &elf::SectionHeader64<LE>| {
        matches!(
            s.sh_type(LE),
            elf::SHT_NULL
                | elf::SHT_SYMTAB
                | elf::SHT_RELA
                | elf::SHT_GROUP
                | consts::SHT_LLVM_ADDRSIG
        ) || (s.sh_type(LE) == elf::SHT_STRTAB
            && sections.section_name(LE, s).unwrap() == b".strtab")
    };
    let mut model_index = vec![None; sections.len()];
    let mut m = ObjectModel {
        e_flags: header.e_flags(LE),
        os_abi: ident.os_abi,
        abi_version: ident.abi_version,
        ..Default::default()
    };
    for (i, s) in sections.iter().enumerate() {
        if derived(s) {
            continue;
        }
        model_index[i] = Some(m.sections.len());
        let nobits = s.sh_type(LE) == elf::SHT_NOBITS;
        m.sections.push(SectionModel {
            name: String::from_utf8(sections.section_name(LE, s).unwrap().to_vec()).unwrap(),
            sh_type: s.sh_type(LE),
            flags: s.sh_flags(LE),
            align: s.sh_addralign(LE),
            entsize: s.sh_entsize(LE),
            data: if nobits {
                Vec::new()
            } else {
                s.data(LE, data).unwrap().to_vec()
            },
            nobits_size: if nobits { s.sh_size(LE) } else { 0 },
            relocs: Vec::new(),
            group: None,
            link_to: None,
        });
    }
    let symbols = sections.symbols(LE, data, elf::SHT_SYMTAB).unwrap();
    for (k, sym) in symbols.iter().enumerate().skip(1) {
        let shndx = sym.st_shndx(LE);
        let place = match shndx {
            elf::SHN_UNDEF => SymPlace::Undef,
            elf::SHN_ABS => SymPlace::Abs,
            elf::SHN_COMMON => SymPlace::Common,
            i => match model_index[i as usize] {
                Some(k) => SymPlace::Section(k),
                None => SymPlace::Signature,
            },
        };
        let name = if sym.st_type() == elf::STT_SECTION {
            m.sections[match place {
                SymPlace::Section(i) => i,
                _ => panic!("section symbol {k} outside a section"),
            }]
            .name
            .clone()
        } else {
            String::from_utf8(symbols.symbol_name(LE, sym).unwrap().to_vec()).unwrap()
        };
        m.symbols.push(SymbolModel {
            name,
            value: sym.st_value(LE),
            size: sym.st_size(LE),
            st_type: sym.st_type(),
            binding: sym.st_bind(),
            other: sym.st_other(),
            place,
        });
    }
    for (i, s) in sections.iter().enumerate() {
        if s.sh_flags(LE) & u64::from(elf::SHF_LINK_ORDER) != 0 {
            let k = model_index[i].unwrap();
            m.sections[k].link_to = model_index[s.sh_link(LE) as usize];
        }
        match s.sh_type(LE) {
            elf::SHT_GROUP => {
                let words: Vec<u32> = s
                    .data(LE, data)
                    .unwrap()
                    .chunks(4)
                    .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
                    .collect();
                for &member in &words[1..] {
                    if let Some(k) = model_index[member as usize] {
                        m.sections[k].group = Some(GroupModel {
                            signature: s.sh_info(LE) as usize - 1,
                            comdat: words[0] == elf::GRP_COMDAT,
                        });
                    }
                }
            }
            elf::SHT_RELA => {
                let target = model_index[s.sh_info(LE) as usize].expect("relocated user section");
                let (relas, _) = s.rela(LE, data).unwrap().unwrap();
                m.sections[target].relocs = relas
                    .iter()
                    .map(|r| RelocModel {
                        offset: r.r_offset(LE),
                        symbol: match r.r_sym(LE, false) {
                            0 => None,
                            k => Some(k as usize - 1),
                        },
                        r_type: r.r_type(LE, false),
                        addend: r.r_addend(LE),
                    })
                    .collect();
            }
            consts::SHT_LLVM_ADDRSIG => {
                let mut bytes = s.data(LE, data).unwrap();
                let mut list = Vec::new();
                while !bytes.is_empty() {
                    let (mut v, mut shift) = (0u64, 0);
                    loop {
                        let b = bytes[0];
                        bytes = &bytes[1..];
                        v |= u64::from(b & 0x7f) << shift;
                        shift += 7;
                        if b & 0x80 == 0 {
                            break;
                        }
                    }
                    list.push(v as usize - 1);
                }
                m.addrsig = Some(list);
            }
            _ => {}
        }
    }
    m
}

/// Position and description of the first differing byte.
fn first_difference(a: &[u8], b: &[u8]) -> Option<String> {
    let at = a.iter().zip(b).position(|(x, y)| x != y);
    match at {
        Some(i) => Some(format!("byte {i:#x}: {:#04x} vs {:#04x}", a[i], b[i])),
        None if a.len() != b.len() => Some(format!("lengths {} vs {}", a.len(), b.len())),
        None => None,
    }
}

/// The relocatable objects clang-22 -c made for the reader's tests
/// (tests/data/*.o): the integrated assembler uses the same writer.
fn clang_objects() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut out = Vec::new();
    for t in ["gfx1030", "gfx1100", "gfx1200", "gfx942"] {
        let p = dir.join(format!("{t}.o"));
        out.push((format!("clang {t}.o"), std::fs::read(p).unwrap()));
    }
    out
}

/// Objects of a directory named by CODEOBJ_WRITE_EXTRA (e.g. llvm-mc-22
/// objects of every /tmp/survey file), for a wider check by hand.
fn extra_objects() -> Vec<(String, Vec<u8>)> {
    let Ok(dir) = std::env::var("CODEOBJ_WRITE_EXTRA") else {
        return Vec::new();
    };
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "o").then(|| (p.display().to_string(), std::fs::read(&p).unwrap()))
        })
        .collect();
    out.sort();
    println!("{} extra objects from {dir}", out.len());
    out
}

#[test]
fn round_trip_is_byte_identical() {
    let mut failures = Vec::new();
    for (name, data) in fixtures()
        .into_iter()
        .chain(clang_objects())
        .chain(extra_objects())
    {
        let model = read_model(&data);
        let written = write_object(&model).unwrap();
        if let Some(d) = first_difference(&written, &data) {
            failures.push(format!("{name}: {d}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fixtures_cover_the_features() {
    let all: Vec<(String, ObjectModel)> = fixtures()
        .into_iter()
        .map(|(n, d)| (n, read_model(&d)))
        .collect();
    let any = |f: &dyn Fn(&ObjectModel) -> bool| all.iter().any(|(_, m)| f(m));
    let r_types: std::collections::BTreeSet<u32> = all
        .iter()
        .flat_map(|(_, m)| {
            m.sections
                .iter()
                .flat_map(|s| s.relocs.iter().map(|r| r.r_type))
        })
        .collect();
    for t in [
        consts::R_AMDGPU_ABS32_LO,
        consts::R_AMDGPU_ABS32_HI,
        consts::R_AMDGPU_ABS64,
        consts::R_AMDGPU_REL64,
        consts::R_AMDGPU_ABS32,
        consts::R_AMDGPU_GOTPCREL32_LO,
        consts::R_AMDGPU_GOTPCREL32_HI,
        consts::R_AMDGPU_REL32_LO,
        consts::R_AMDGPU_REL32_HI,
    ] {
        assert!(r_types.contains(&t), "no relocation of type {t}");
    }
    assert!(any(&|m| m
        .sections
        .iter()
        .any(|s| s.sh_type == consts::SHT_NOBITS)));
    assert!(any(&|m| {
        m.sections
            .iter()
            .any(|s| s.data.is_empty() && s.sh_type == consts::SHT_PROGBITS)
    }));
    assert!(any(&|m| m
        .symbols
        .iter()
        .any(|s| s.binding == consts::STB_WEAK)));
    assert!(any(&|m| m
        .symbols
        .iter()
        .any(|s| s.place == SymPlace::Common)));
    assert!(any(&|m| m
        .symbols
        .iter()
        .any(|s| s.st_type == consts::STT_SECTION)));
    assert!(any(&|m| m.addrsig.as_ref().is_some_and(|a| !a.is_empty())));
    assert!(any(&|m| m.addrsig.as_ref().is_some_and(|a| a.is_empty())));
    assert!(any(&|m| m.addrsig.is_none()));
    assert!(any(&|m| m
        .sections
        .iter()
        .any(|s| s.group.as_ref().is_some_and(|g| g.comdat))));
    assert!(any(&|m| m
        .sections
        .iter()
        .any(|s| s.group.as_ref().is_some_and(|g| !g.comdat))));
    assert!(any(&|m| m.sections.iter().any(|s| s.link_to.is_some())));
    assert!(any(&|m| m
        .symbols
        .iter()
        .any(|s| s.place == SymPlace::Signature)));
}

#[test]
fn header_fields_match_the_fixtures() {
    for (name, data) in fixtures() {
        // build.sh assembles files without a target line for gfx1100; most
        // of those have no `.amdhsa_code_object_version` (llvm-mc-22's
        // default, 6, applies).
        let cpu = name.split('.').nth(1).unwrap_or("gfx1100");
        let target = amdgpu_isa::Target::from_name(cpu).unwrap();
        let m = read_model(&data);
        // The survey files are code object version 6 with default features.
        let got = header_fields(target, 6, Feature::Any, Feature::Any).unwrap();
        assert_eq!(got, (m.e_flags, m.os_abi, m.abi_version), "{name}");
    }
}

#[test]
fn header_fields_by_version_and_feature() {
    // Values llvm-mc-22 wrote for `.amdhsa_code_object_version N` with the
    // target id `gfx90a[:xnack±][:sramecc±]` (-mattr to match).
    let gfx90a = amdgpu_isa::Target::from_name("gfx90a").unwrap();
    let gfx1010 = amdgpu_isa::Target::from_name("gfx1010").unwrap();
    let gfx1100 = amdgpu_isa::Target::from_name("gfx1100").unwrap();
    assert_eq!(
        header_fields(gfx90a, 4, Feature::Any, Feature::Any),
        Ok((0x53f, 64, 2))
    );
    assert_eq!(
        header_fields(gfx90a, 5, Feature::On, Feature::Any),
        Ok((0x73f, 64, 3))
    );
    assert_eq!(
        header_fields(gfx90a, 6, Feature::Any, Feature::Off),
        Ok((0x93f, 64, 4))
    );
    assert_eq!(
        header_fields(gfx1010, 6, Feature::On, Feature::Any),
        Ok((0x333, 64, 4))
    );
    assert_eq!(
        header_fields(gfx1100, 6, Feature::On, Feature::On),
        Ok((0x41, 64, 4))
    );
    assert_eq!(
        header_fields(gfx1100, 3, Feature::Any, Feature::Any),
        Err("Unsupported AMDHSA Code Object Version 3".to_string())
    );
}

#[test]
fn metadata_note_matches_the_fixtures() {
    for (name, data) in fixtures() {
        let m = read_model(&data);
        let Some(note) = m.sections.iter().find(|s| s.sh_type == consts::SHT_NOTE) else {
            continue;
        };
        let descsz = u32::from_le_bytes(note.data[4..8].try_into().unwrap()) as usize;
        let blob = &note.data[20..20 + descsz];
        assert_eq!(metadata_note(blob), note.data, "{name}");
        assert_eq!((note.align, note.flags), (4, consts::SHF_ALLOC), "{name}");
    }
}

#[test]
fn model_errors_are_reported() {
    let mut m = read_model(&std::fs::read(data_dir().join("hand_relocs.o")).unwrap());
    m.sections[0].relocs[0].symbol = Some(999);
    assert!(write_object(&m).unwrap_err().contains("symbol #999"));
    let mut m = read_model(&std::fs::read(data_dir().join("hand_relocs.o")).unwrap());
    m.sections[0].align = 3;
    assert!(write_object(&m).unwrap_err().contains("not a power of two"));
}

const LLVM_MC: &str = "llvm-mc-22";

/// The llvm-mc version line, or `None` (after a notice) when it is missing.
fn llvm_mc() -> Option<String> {
    match std::process::Command::new(LLVM_MC)
        .arg("--version")
        .output()
    {
        Ok(o) if o.status.success() => {
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            text.lines()
                .find(|l| l.contains("LLVM version"))
                .map(|l| l.trim().to_string())
        }
        _ if std::env::var("CI").as_deref() == Ok("true") => {
            panic!("{LLVM_MC} is required under CI=true but was not found on PATH")
        }
        _ => {
            println!("notice: {LLVM_MC} not found; fixture check skipped");
            None
        }
    }
}

#[test]
fn fixtures_are_what_llvm_mc_makes() {
    let Some(version) = llvm_mc() else {
        return;
    };
    let recorded = std::fs::read_to_string(data_dir().join("VERSION")).unwrap();
    if version != recorded.trim() {
        println!(
            "notice: {version} is not the recorded {}; fixture check skipped",
            recorded.trim()
        );
        return;
    }
    let tmp = std::env::temp_dir().join(format!("codeobj-write-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for (name, data) in fixtures() {
        let src = data_dir().join(format!("{name}.s"));
        let text = std::fs::read_to_string(&src).unwrap();
        let cpu = text
            .lines()
            .find_map(|l| l.split("amdgcn-amd-amdhsa--").nth(1))
            .map(|t| {
                t.trim_end_matches('"')
                    .split(':')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .unwrap_or_else(|| "gfx1100".into());
        let out = tmp.join(format!("{name}.o"));
        let status = std::process::Command::new(LLVM_MC)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={cpu}"),
                "-filetype=obj",
            ])
            .arg(&src)
            .arg("-o")
            .arg(&out)
            .status()
            .unwrap();
        assert!(status.success(), "{name}: llvm-mc failed");
        assert_eq!(
            std::fs::read(&out).unwrap(),
            data,
            "{name}: fixture is stale (run build.sh)"
        );
    }
    let _ = std::fs::remove_dir_all(&tmp);
}
