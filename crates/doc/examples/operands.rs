//! Prints the operands of each named instruction on a target:
//! `cargo run -p amdgpu-doc --example operands -- gfx1100 v_fmac_f32 ...`.

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(t) = args
        .next()
        .and_then(|t| amdgpu_isa::Target::from_name(&t).ok())
    else {
        eprintln!("usage: operands TARGET NAME...");
        std::process::exit(2);
    };
    for n in args {
        match amdgpu_doc::page(&n, amdgpu_doc::Scope::Target(t)) {
            Ok(p) => {
                for v in &p.variants {
                    println!("== {} ({})", v.name, v.encoding.format);
                    for o in &v.operands {
                        println!("  {} {} {} [{}]", o.position, o.field, o.access, o.class);
                    }
                    for i in &v.implicit {
                        println!("  implicit {} {} ({})", i.register, i.access, i.source);
                    }
                }
            }
            Err(e) => println!("== {n}: {e}"),
        }
    }
}
