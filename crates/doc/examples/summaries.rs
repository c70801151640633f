//! Prints every instruction name with its family, summary and the other
//! spellings of the same instruction, tab-separated:
//! `cargo run -p amdgpu-doc --example summaries [-- TARGET]` (with a target,
//! only the names that target accepts).

use amdgpu_doc::Scope;

fn main() {
    let scope = match std::env::args().nth(1) {
        Some(t) => match amdgpu_isa::Target::from_name(&t) {
            Ok(t) => Scope::Target(t),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => Scope::AllTargets,
    };
    for name in amdgpu_doc::all_names() {
        match amdgpu_doc::page(name, scope) {
            Ok(p) => {
                let spellings: Vec<&str> = p.spellings.iter().map(|s| s.name).collect();
                println!(
                    "{name}\t{}\t{}\t{}",
                    p.family,
                    p.summary,
                    spellings.join(" ")
                )
            }
            Err(e) if matches!(scope, Scope::AllTargets) => println!("{name}\t-\terror: {e}\t"),
            Err(_) => {}
        }
    }
}
