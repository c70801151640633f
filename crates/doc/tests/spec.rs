//! The AMD spec loader and `check` on the hand-written sample in
//! `tests/data/spec/` (its header lists the deliberate differences).

use amdgpu_doc::spec::{check, ArchSpec, Difference, SpecSet};
use amdgpu_doc::{page_with, render_html, render_json, render_text, Scope, Style};
use amdgpu_isa::{Arch, Target};
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/spec")
}

fn target(name: &str) -> Target {
    Target::from_name(name).unwrap()
}

#[test]
fn loads_the_sample() {
    let set = SpecSet::load_dir(&dir()).unwrap();
    assert_eq!(set.specs.len(), 1);
    let s = &set.specs[0];
    assert_eq!(s.file_arch, "cdna4");
    assert_eq!(s.arch, Some(Arch::Cdna4));
    assert_eq!(s.architecture_name, "AMD CDNA 4");
    assert_eq!(s.schema_version, "1.1.0");
    assert_eq!(s.encodings.len(), 3);
    let ds = s.encoding("DS").unwrap();
    assert_eq!(ds.name, "ENC_DS");
    assert_eq!(ds.bit_count, 64);
    assert_eq!(ds.identifiers, [0xD800_0000]);
    assert_eq!(ds.identifier_mask, Some(0xFC00_0000));
    let op = ds.fields.iter().find(|f| f.name == "OP").unwrap();
    assert_eq!((op.ranges[0].offset, op.ranges[0].count), (17, 8));
    let i = s.instruction("ds_max_rtn_f32").unwrap();
    assert_eq!(i.name, "DS_MAX_RTN_F32");
    assert_eq!(
        i.description,
        "Sample text: the larger of the LDS value and DATA0 is stored;\n\
         the LDS value from before is returned in VDST."
    );
    let e = i.encoding("DS").unwrap();
    assert_eq!(e.opcode, 51);
    assert_eq!(e.operands.len(), 3);
    assert_eq!(e.operands[0].field, "VDST");
    assert_eq!(e.operands[0].operand_type, "OPR_VGPR_OR_ACCVGPR");
    assert_eq!(e.operands[0].data_format, "FMT_NUM_F32");
    assert!(e.operands[0].output && !e.operands[0].input);
    assert!(set.for_target(target("gfx950")).is_some());
    assert!(set.for_target(target("gfx942")).is_none());
}

#[test]
fn pages_show_amd_text_and_operand_types() {
    let set = SpecSet::load_dir(&dir()).unwrap();
    let p = page_with(
        "ds_max_rtn_f32",
        Scope::Target(target("gfx950")),
        Some(&set),
    )
    .unwrap();
    assert_eq!(p.amd_spec.len(), 1);
    assert_eq!(p.amd_spec[0].name, "DS_MAX_RTN_F32");
    assert_eq!(p.amd_spec[0].targets, ["gfx950"]);
    let ops: Vec<_> = p.variants[0]
        .operands
        .iter()
        .map(|o| {
            (
                o.field,
                o.amd_operand_type.as_deref(),
                o.amd_data_format.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        ops,
        [
            ("VDST", Some("OPR_VGPR_OR_ACCVGPR"), Some("FMT_NUM_F32")),
            ("ADDR", Some("OPR_VGPR"), Some("FMT_NUM_B32")),
            ("DATA0", Some("OPR_VGPR_OR_ACCVGPR"), Some("FMT_NUM_F32")),
        ]
    );
    let text = render_text(&p, Style::Plain);
    assert!(
        text.contains("AMD specification: DS_MAX_RTN_F32 (AMD CDNA 4, gfx950)"),
        "{text}"
    );
    assert!(text.contains("the LDS value from before is returned in VDST."));
    assert!(text.contains("OPR_VGPR_OR_ACCVGPR"));
    let html = render_html(&p);
    assert!(html.contains("<td>FMT_NUM_F32</td>"));
    let json: serde_json::Value = serde_json::from_str(&render_json(&p)).unwrap();
    assert_eq!(
        json["variants"][0]["operands"][0]["amd_operand_type"],
        "OPR_VGPR_OR_ACCVGPR"
    );
    // No RDNA 3 file in the folder: nothing is added for gfx1100.
    let p = page_with(
        "ds_max_rtn_f32",
        Scope::Target(target("gfx1100")),
        Some(&set),
    )
    .unwrap();
    assert!(p.amd_spec.is_empty());
    assert!(p.variants[0]
        .operands
        .iter()
        .all(|o| o.amd_operand_type.is_none()));
    // Without a spec, the fields are present and empty.
    let p = amdgpu_doc::page("ds_max_rtn_f32", Scope::Target(target("gfx950"))).unwrap();
    let json: serde_json::Value = serde_json::from_str(&render_json(&p)).unwrap();
    assert_eq!(json["amd_spec"], serde_json::json!([]));
    assert!(json["variants"][0]["operands"][0]["amd_operand_type"].is_null());
}

#[test]
fn check_reports_the_deliberate_differences() {
    let set = SpecSet::load_dir(&dir()).unwrap();
    let d = check(&set.specs[0], target("gfx950"), None);
    let has = |x: &Difference| d.contains(x);
    assert!(has(&Difference::Opcode {
        name: "ds_add_f32".into(),
        encoding: "ENC_DS".into(),
        ours: 21,
        spec: 22
    }));
    assert!(has(&Difference::OperandSize {
        name: "ds_read_b64".into(),
        field: "VDST".into(),
        ours: 64,
        spec: 32
    }));
    assert!(has(&Difference::Field {
        encoding: "ENC_SOPP".into(),
        field: "SIMM16".into(),
        ours: Some("15:0".into()),
        spec: Some("14:0".into())
    }));
    assert!(has(&Difference::MissingFromTables {
        name: "ds_sample_only_b32".into(),
        encoding: "ENC_DS".into()
    }));
    // Our instructions the sample lacks are each reported; those it has, and
    // agrees on, are not.
    let missing = |n: &str| {
        d.contains(&Difference::MissingFromSpec {
            name: n.to_string(),
        })
    };
    assert!(missing("ds_min_rtn_f32") && missing("v_add_f32"));
    for n in ["ds_max_rtn_f32", "ds_write_b32", "s_mov_b32", "s_nop"] {
        assert!(
            !d.iter().any(|x| format!("{x}").contains(&format!(" {n} "))
                || format!("{x}").contains(&format!(": {n} "))),
            "{n}"
        );
    }
    // The layouts of ENC_DS and ENC_SOP1 agree with ours.
    assert!(!d
        .iter()
        .any(|x| matches!(x, Difference::Field { encoding, .. } if encoding != "ENC_SOPP")));
    assert!(!d
        .iter()
        .any(|x| matches!(x, Difference::EncodingBits { .. })));
    assert_eq!(d[0].to_string().split(':').next(), Some("opcode mismatch"));
    // Restricted to instructions the sample agrees on: nothing to report.
    let only = ["ds_max_rtn_f32".to_string(), "S_MOV_B32".to_string()];
    assert_eq!(check(&set.specs[0], target("gfx950"), Some(&only)), []);
    let only = ["ds_add_f32".to_string()];
    assert_eq!(check(&set.specs[0], target("gfx950"), Some(&only)).len(), 1);
}

#[test]
fn bad_files_are_located() {
    let tmp = std::env::temp_dir().join(format!("amdgpu-isa-spec-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let f = tmp.join("amdgpu_isa_rdna4.xml");
    std::fs::write(&f, "<Spec>\n  <ISA>\n    <Encodings>\n  </ISA>\n</Spec>\n").unwrap();
    let e = SpecSet::load_dir(&tmp).unwrap_err();
    assert_eq!((e.line, e.col), (4, 3), "{e}");
    assert!(e
        .to_string()
        .starts_with(&format!("{}:4:3: error: malformed XML", f.display())));
    std::fs::write(
        &f,
        "<Spec><ISA><Encodings/><Instructions>\n<Instruction><InstructionName>X</InstructionName>\
         <InstructionEncodings><InstructionEncoding><EncodingName>ENC_DS</EncodingName>\
         <Opcode>twelve</Opcode></InstructionEncoding></InstructionEncodings></Instruction>\
         </Instructions></ISA></Spec>",
    )
    .unwrap();
    let e = ArchSpec::load(&f).unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    assert!(e.msg.contains("\"twelve\" is not a base-10 number"), "{e}");
    std::fs::remove_file(&f).unwrap();
    let e = SpecSet::load_dir(&tmp).unwrap_err();
    assert!(e.msg.contains("no amdgpu_isa_<arch>.xml files"), "{e}");
    std::fs::remove_dir_all(&tmp).unwrap();
    assert!(SpecSet::load_dir(&tmp).is_err());
}
