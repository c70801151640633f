//! The code-object reader on objects built by clang-22 / ld.lld-22
//! (`tests/data/build.sh`): kernels, descriptors, metadata and the loaded
//! image, checked against the ELF symbols themselves, against decoding the
//! relocated code, and (when llvm-objdump-22 / llvm-readelf-22 are installed;
//! required under CI=true) against LLVM's own reading of the same files.

use amdgpu_codeobj::{CodeObject, KernelDescriptor, UserSgpr, ValueKind};
use amdgpu_isa::{decode, Target};
use object::{Object, ObjectSection, ObjectSymbol};
use std::path::{Path, PathBuf};
use std::process::Command;

const TARGETS: [&str; 4] = ["gfx1100", "gfx1030", "gfx942", "gfx1200"];

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(data(name)).unwrap()
}

/// The file offset-independent bytes of symbol `name` as the `object` crate
/// reads them: its section's data from the symbol's offset.
fn symbol_bytes(file: &[u8], name: &str, len: usize) -> Vec<u8> {
    let obj = object::File::parse(file).unwrap();
    let sym = obj
        .symbols()
        .chain(obj.dynamic_symbols())
        .find(|s| s.name() == Ok(name))
        .unwrap();
    let sec = obj.section_by_index(sym.section_index().unwrap()).unwrap();
    let off = (sym.address() - sec.address()) as usize;
    sec.data().unwrap()[off..off + len].to_vec()
}

#[test]
fn kernels_descriptors_and_entries() {
    for t in TARGETS {
        for ext in ["o", "hsaco"] {
            let file = read(&format!("{t}.{ext}"));
            let obj = CodeObject::parse(&file).unwrap();
            assert_eq!(obj.target.name(), t);
            assert_eq!(obj.linked, ext == "hsaco");
            let names: Vec<_> = obj.kernels.iter().map(|k| k.name.as_str()).collect();
            assert_eq!(names, ["vadd", "lookup"], "{t}.{ext}");
            let image = obj.load(0x7000_0000).unwrap();
            for k in &obj.kernels {
                // the entry holds the kernel symbol's code
                let code = symbol_bytes(&file, &k.name, 16);
                let at = k.entry as usize;
                assert_eq!(image.bytes[at..at + 16], code[..], "{t}.{ext} {}", k.name);
                // the descriptor's bytes other than the entry offset are the file's
                let kd = symbol_bytes(&file, &format!("{}.kd", k.name), 64);
                let parsed = KernelDescriptor::parse(kd.as_slice().try_into().unwrap());
                assert_eq!(
                    KernelDescriptor {
                        entry_offset: k.descriptor.entry_offset,
                        ..parsed
                    },
                    k.descriptor
                );
                let meta = k.meta.as_ref().expect("metadata");
                assert_eq!(meta.symbol, format!("{}.kd", k.name));
                assert_eq!(meta.kernarg_segment_size, k.descriptor.kernarg_size);
                let wave = if t.starts_with("gfx9") { 64 } else { 32 };
                assert_eq!(meta.wavefront_size, wave);
                assert_eq!(k.descriptor.wave32(), wave == 32);
            }
            let kernel = obj.kernel(Some("lookup")).unwrap();
            let meta = kernel.meta.as_ref().unwrap();
            let kinds: Vec<_> = meta.args.iter().take(3).map(|a| a.kind.clone()).collect();
            assert_eq!(
                kinds,
                [
                    ValueKind::GlobalBuffer,
                    ValueKind::DynamicSharedPointer,
                    ValueKind::ByValue
                ]
            );
            assert!(meta.args[3..].iter().all(|a| a.kind.is_hidden()));
            // private_buf needs scratch; tile needs 256 bytes of LDS
            assert!(kernel.descriptor.private_segment_fixed_size >= 64);
            assert_eq!(kernel.descriptor.group_segment_fixed_size, 256);
            assert!(kernel.descriptor.has_user_sgpr(UserSgpr::KernargSegmentPtr));
            assert!(obj.kernel(None).unwrap_err().contains("2 kernels"));
            assert!(obj
                .kernel(Some("nope"))
                .unwrap_err()
                .contains("vadd, lookup"));
        }
    }
}

/// Where the system SGPRs of `vadd` start: s15 on gfx1100 wave32 (user
/// SGPRs padded), after the kernarg pointer elsewhere, after the private
/// segment buffer and the kernarg pointer on GFX10 (kernel-facts §0.1, §1.3).
#[test]
fn user_sgpr_count() {
    for (t, count) in [
        ("gfx1100", 15),
        ("gfx1030", 6),
        ("gfx942", 2),
        ("gfx1200", 2),
    ] {
        let file = read(&format!("{t}.o"));
        let obj = CodeObject::parse(&file).unwrap();
        assert_eq!(
            obj.kernel(Some("vadd"))
                .unwrap()
                .descriptor
                .user_sgpr_count(),
            count,
            "{t}"
        );
    }
}

/// `s_getpc_b64; s_add_u32 lo, lo, table@rel32@lo+4; s_addc_u32 hi, hi,
/// table@rel32@hi+12` must reach `table` once relocated, at any load address.
#[test]
fn pc_relative_relocations() {
    for t in TARGETS {
        let target = Target::from_name(t).unwrap();
        for ext in ["o", "hsaco"] {
            let file = read(&format!("{t}.{ext}"));
            let obj = CodeObject::parse(&file).unwrap();
            let table = symbol_bytes(&file, "table", 32);
            for base in [0u64, 0x1234_5000, 0x7fff_0000_0000] {
                let image = obj.load(base).unwrap();
                let k = obj.kernel(Some("lookup")).unwrap();
                let mut at = k.entry as usize;
                let mut found = false;
                while at < image.bytes.len() {
                    let inst = decode(target, &image.bytes[at..]).unwrap();
                    let text = inst.display().to_string();
                    if text.starts_with("s_getpc_b64") {
                        let pc = base + at as u64 + 4;
                        // the next two 8-byte (literal) SALU adds; GFX12 puts
                        // s_sext_i32_i16 of the high half in between
                        let mut lits = Vec::new();
                        let mut i = at + inst.len();
                        while lits.len() < 2 {
                            let next = decode(target, &image.bytes[i..]).unwrap();
                            if next.len() == 8 {
                                lits.push(u32::from_le_bytes(
                                    image.bytes[i + 4..i + 8].try_into().unwrap(),
                                ));
                            }
                            i += next.len();
                        }
                        let delta = u64::from(lits[0]) | u64::from(lits[1]) << 32;
                        let addr = pc.wrapping_add(delta);
                        let off = (addr - base) as usize;
                        assert_eq!(
                            image.bytes[off..off + 32],
                            table[..],
                            "{t}.{ext} base {base:#x}"
                        );
                        found = true;
                        break;
                    }
                    at += inst.len();
                }
                assert!(found, "{t}.{ext}: no s_getpc_b64");
            }
        }
    }
}

#[test]
fn malformed_objects_are_errors_not_panics() {
    for t in TARGETS {
        for ext in ["o", "hsaco"] {
            let file = read(&format!("{t}.{ext}"));
            for len in (0..file.len()).step_by(7) {
                let _ = CodeObject::parse(&file[..len]).map(|o| o.load(0));
            }
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            for _ in 0..3000 {
                let mut m = file.clone();
                for _ in 0..4 {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let i = (seed % m.len() as u64) as usize;
                    m[i] = (seed >> 32) as u8;
                }
                if let Ok(o) = CodeObject::parse(&m) {
                    let _ = o.load(seed);
                }
            }
        }
    }
    assert!(CodeObject::parse(b"not an elf")
        .unwrap_err()
        .contains("not an ELF"));
}

/// Whether an LLVM tool is installed; under CI=true it must be.
fn have(tool: &str) -> bool {
    let ok = Command::new(tool).arg("--version").output().is_ok();
    if !ok {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{tool} is required under CI=true"
        );
        eprintln!("note: {tool} not installed; skipping the comparison with LLVM");
    }
    ok
}

/// `.amdhsa_*` directives of llvm-objdump's descriptor listing, by name.
fn llvm_descriptors(path: &Path) -> Vec<(String, Vec<(String, i64)>)> {
    let out = Command::new("llvm-objdump-22")
        .args(["-D", "-j", ".rodata"])
        .arg(path)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let mut kernels: Vec<(String, Vec<(String, i64)>)> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(name) = line.strip_prefix(".amdhsa_kernel ") {
            kernels.push((name.to_string(), Vec::new()));
        } else if let Some(rest) = line.strip_prefix(".amdhsa_") {
            let (k, v) = rest.split_once(' ').unwrap();
            kernels
                .last_mut()
                .unwrap()
                .1
                .push((k.to_string(), v.parse().unwrap()));
        }
    }
    kernels
}

#[test]
fn descriptors_match_llvm_objdump() {
    if !have("llvm-objdump-22") {
        return;
    }
    for t in TARGETS {
        let path = data(&format!("{t}.hsaco"));
        let file = std::fs::read(&path).unwrap();
        let obj = CodeObject::parse(&file).unwrap();
        let llvm = llvm_descriptors(&path);
        assert_eq!(llvm.len(), 2, "{t}");
        for (name, fields) in llvm {
            let kd = obj.kernel(Some(&name)).unwrap().descriptor;
            let mut checked = 0;
            for (field, value) in fields {
                let ours: i64 = match field.as_str() {
                    "group_segment_fixed_size" => kd.group_segment_fixed_size.into(),
                    "private_segment_fixed_size" => kd.private_segment_fixed_size.into(),
                    "kernarg_size" => kd.kernarg_size.into(),
                    "float_round_mode_32" => kd.float_round_mode_32().into(),
                    "float_round_mode_16_64" => kd.float_round_mode_16_64().into(),
                    "float_denorm_mode_32" => kd.float_denorm_mode_32().into(),
                    "float_denorm_mode_16_64" => kd.float_denorm_mode_16_64().into(),
                    "dx10_clamp" => kd.dx10_clamp().into(),
                    "ieee_mode" => kd.ieee_mode().into(),
                    "fp16_overflow" => kd.fp16_overflow().into(),
                    "enable_private_segment" => kd.enable_private_segment().into(),
                    "system_sgpr_workgroup_id_x" => kd.workgroup_id_enabled(0).into(),
                    "system_sgpr_workgroup_id_y" => kd.workgroup_id_enabled(1).into(),
                    "system_sgpr_workgroup_id_z" => kd.workgroup_id_enabled(2).into(),
                    "system_sgpr_workgroup_info" => kd.workgroup_info_enabled().into(),
                    "system_vgpr_workitem_id" => (kd.workitem_id_dims() - 1).into(),
                    "user_sgpr_dispatch_ptr" => kd.has_user_sgpr(UserSgpr::DispatchPtr).into(),
                    "user_sgpr_queue_ptr" => kd.has_user_sgpr(UserSgpr::QueuePtr).into(),
                    "user_sgpr_kernarg_segment_ptr" => {
                        kd.has_user_sgpr(UserSgpr::KernargSegmentPtr).into()
                    }
                    "user_sgpr_dispatch_id" => kd.has_user_sgpr(UserSgpr::DispatchId).into(),
                    "user_sgpr_private_segment_size" => {
                        kd.has_user_sgpr(UserSgpr::PrivateSegmentSize).into()
                    }
                    "wavefront_size32" => kd.wave32().into(),
                    "uses_dynamic_stack" => kd.uses_dynamic_stack().into(),
                    "user_sgpr_count" => kd.user_sgpr_count().into(),
                    _ => continue,
                };
                assert_eq!(ours, value, "{t} {name} .amdhsa_{field}");
                checked += 1;
            }
            assert!(checked >= 20, "{t} {name}: only {checked} fields compared");
        }
    }
}

#[test]
fn arguments_match_llvm_readelf() {
    if !have("llvm-readelf-22") {
        return;
    }
    for t in TARGETS {
        let path = data(&format!("{t}.o"));
        let file = std::fs::read(&path).unwrap();
        let obj = CodeObject::parse(&file).unwrap();
        let out = Command::new("llvm-readelf-22")
            .arg("--notes")
            .arg(&path)
            .output()
            .unwrap();
        let yaml = String::from_utf8(out.stdout).unwrap();
        // (offset, size, value_kind) triples in note order, all kernels
        let mut llvm = Vec::new();
        let (mut off, mut size) = (None, None);
        for line in yaml.lines() {
            let line = line.trim().trim_start_matches("- ");
            let val = |p: &str| line.strip_prefix(p).map(|v| v.trim().to_string());
            if let Some(v) = val(".offset:") {
                off = v.parse::<u32>().ok();
            } else if let Some(v) = val(".size:") {
                size = v.parse::<u32>().ok();
            } else if let Some(v) = val(".value_kind:") {
                llvm.push((off.take().unwrap(), size.take().unwrap(), v));
            }
        }
        let ours: Vec<_> = obj
            .kernels
            .iter()
            .flat_map(|k| k.meta.as_ref().unwrap().args.iter())
            .map(|a| (a.offset, a.size, a.kind.name()))
            .collect();
        let mut llvm_sorted = llvm.clone();
        let mut ours_sorted = ours.clone();
        llvm_sorted.sort();
        ours_sorted.sort();
        assert!(
            llvm.len() > 10,
            "{t}: {} arguments read from LLVM",
            llvm.len()
        );
        assert_eq!(ours_sorted, llvm_sorted, "{t}");
    }
}
