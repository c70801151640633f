//! Every instruction of every RDNA 3 / 3.5 target (wave32 and wave64), walked through the status
//! the executor's own `compile` gives it: counts per target, and a failure for
//! any instruction a compute kernel can contain that is not executed (a
//! refusal other than graphics-only, GDS or system instructions).
//!
//! `cargo test -p amdgpu-emu --test coverage -- --nocapture` prints the table.

use amdgpu_emu::status::{instructions, of_inst, status, Refusal, Status};
use amdgpu_isa::Target;

const TARGETS: [&str; 8] = [
    "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153",
];

#[test]
fn every_instruction_is_executed_or_refused_with_a_reason() {
    let mut unexpected = Vec::new();
    println!(
        "{:<10} {:>6} {:>6} {:>7} {:>9} {:>6} {:>7} {:>8}",
        "target", "total", "exact", "approx", "graphics", "gds", "system", "not yet"
    );
    // every target in wave32 (the default) and wave64
    let runs = TARGETS.iter().flat_map(|n| {
        let t = Target::from_name(n).unwrap();
        [
            (n.to_string(), t),
            (format!("{n}w64"), t.with_wave_size(64).unwrap()),
        ]
    });
    for (n, t) in runs {
        let (mut exact, mut approx, mut gfx, mut gds, mut sys, mut yet) = (0, 0, 0, 0, 0, 0);
        let all = instructions(t);
        for e in &all {
            let s = of_inst(t, &e.inst);
            // the name-level function agrees with the instance walk
            assert_eq!(status(t, e.name).as_ref(), Some(&s), "{} on {n}", e.name);
            match &s {
                Status::Exact => exact += 1,
                Status::Approximate { how } => {
                    assert!(!how.is_empty());
                    approx += 1
                }
                Status::NotExecuted { class, reason } => {
                    assert!(reason.len() > 20, "{}: reason {reason:?}", e.name);
                    match class {
                        Refusal::Graphics => gfx += 1,
                        Refusal::Gds => gds += 1,
                        Refusal::System => sys += 1,
                        Refusal::NotYet => {
                            yet += 1;
                            unexpected.push(format!("{} on {n}: {reason}", e.name));
                        }
                    }
                }
            }
        }
        println!(
            "{n:<10} {:>6} {exact:>6} {approx:>7} {gfx:>9} {gds:>6} {sys:>7} {yet:>8}",
            all.len()
        );
        assert_eq!(exact + approx + gfx + gds + sys + yet, all.len());
        assert!(exact > 700, "{n}: {exact} exact");
    }
    assert!(
        unexpected.is_empty(),
        "compute instructions not executed:\n{}",
        unexpected.join("\n")
    );
}

/// The refusal classes name what they should, on instructions whose nature
/// the guides settle.
#[test]
fn refusals_are_classified() {
    let t = Target::from_name("gfx1100").unwrap();
    let class = |name: &str| match status(t, name) {
        Some(Status::NotExecuted { class, .. }) => Some(class),
        _ => None,
    };
    assert_eq!(class("exp"), Some(Refusal::Graphics));
    assert_eq!(class("image_sample"), Some(Refusal::Graphics));
    assert_eq!(class("image_bvh_intersect_ray"), Some(Refusal::Graphics));
    assert_eq!(class("lds_param_load"), Some(Refusal::Graphics));
    assert_eq!(class("lds_direct_load"), Some(Refusal::Graphics));
    assert_eq!(class("v_interp_p10_f32"), Some(Refusal::Graphics));
    assert_eq!(class("ds_gws_init"), Some(Refusal::Gds));
    assert_eq!(class("ds_ordered_count"), Some(Refusal::Gds));
    assert_eq!(class("s_rfe_b64"), Some(Refusal::System));
    assert_eq!(class("v_illegal"), Some(Refusal::System));
    assert_eq!(class("s_setkill"), Some(Refusal::Graphics));
    assert_eq!(status(t, "v_add_f32_e32"), Some(Status::Exact));
    assert_eq!(status(t, "s_load_b32"), Some(Status::Exact));
    assert_eq!(status(t, "global_atomic_add_u32"), Some(Status::Exact));
    assert_eq!(status(t, "v_dual_add_f32"), Some(Status::Exact));
    assert!(matches!(
        status(t, "v_rcp_f32"),
        Some(Status::Approximate { .. })
    ));
    // the VOPD bf16 half has no VOP2 row of its name but runs (its own kind)
    assert!(matches!(
        status(t, "v_dual_dot2acc_f32_bf16"),
        Some(Status::Approximate { .. })
    ));
    assert_eq!(status(t, "v_trig_preop_f64"), Some(Status::Exact));
    assert_eq!(status(t, "s_subvector_loop_begin"), Some(Status::Exact));
    assert_eq!(status(t, "s_subvector_loop_end"), Some(Status::Exact));
    assert_eq!(status(t, "v_not_an_instruction"), None);
}

/// GLOBAL/FLAT_ATOMIC_CMPSWAP_F32 (RDNA 3 ISA): MEM = MEM == DATA[63:32] (as
/// floats) ? DATA[31:0] : MEM — the rule of DS_CMPSTORE_F32, whose kind they
/// share; that kind compares as floats (-0.0 matches +0.0).
#[test]
fn float_compare_swap_atomics() {
    use amdgpu_emu::ds::AtomOp;
    use amdgpu_emu::vmem::{classify_flat, FlatKind};
    use amdgpu_isa::tables::flat::{self, FLAT_ROWS};
    let t = Target::from_name("gfx1100").unwrap();
    let g = flat::group(t).unwrap();
    for name in ["global_atomic_cmpswap_f32", "flat_atomic_cmpswap_f32"] {
        let row = &FLAT_ROWS[flat::lookup(name, g).unwrap()];
        assert_eq!(
            classify_flat(t, row),
            Some(FlatKind::Atomic {
                op: AtomOp::CmpstF { new_first: true },
                width: 4,
                rtn: false
            }),
            "{name}"
        );
    }
    // the shared kind on LDS: memory -0.0, compare +0.0 -> replaced by 2.0
    let src = "ds_cmpstore_f32 v1, v2, v3\ns_endpgm\n";
    let mut m = amdgpu_emu::Machine::from_source(t, src).unwrap();
    let mut w = amdgpu_emu::Wave::new(t, 1);
    w.lds.write(16, 4, 0x8000_0000);
    w.vgpr[1][0] = 16;
    w.vgpr[2][0] = 2.0f32.to_bits();
    w.vgpr[3][0] = 0;
    m.run(&mut w, 10, None).unwrap();
    assert_eq!(w.lds.read(16, 4), u64::from(2.0f32.to_bits()));
}
