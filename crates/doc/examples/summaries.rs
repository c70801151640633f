//! Prints every instruction name with its family, summary and the other
//! spellings of the same instruction, tab-separated:
//! `cargo run -p amdgpu-doc --example summaries`.

fn main() {
    for name in amdgpu_doc::all_names() {
        match amdgpu_doc::page(name, amdgpu_doc::Scope::AllTargets) {
            Ok(p) => {
                let spellings: Vec<&str> = p.spellings.iter().map(|s| s.name).collect();
                println!(
                    "{name}\t{}\t{}\t{}",
                    p.family,
                    p.summary,
                    spellings.join(" ")
                )
            }
            Err(e) => println!("{name}\t-\terror: {e}\t"),
        }
    }
}
