//! Instruction tables, compiled from `data/*.tsv` by `build.rs`.

pub mod alu;
pub mod ds;

/// An entry of a spelling index: (name, row, mask of the target groups or
/// generations where the name means that row). Indexes are sorted by name.
type Spelling<M> = (&'static str, u16, M);

/// The entries of `names` spelled `name`.
fn spelled<'a, M>(names: &'a [Spelling<M>], name: &str) -> &'a [Spelling<M>] {
    let start = names.partition_point(|e| e.0 < name);
    let len = names[start..].iter().take_while(|e| e.0 == name).count();
    &names[start..start + len]
}

/// Row that `name` means where mask bit `bit` is set.
fn row_on<M: Copy + Into<u16>>(names: &[Spelling<M>], name: &str, bit: u32) -> Option<usize> {
    spelled(names, name)
        .iter()
        .find(|e| e.2.into() >> bit & 1 != 0)
        .map(|e| e.1 as usize)
}

/// Union of the masks of every entry spelled `name`.
fn mask_of<M: Copy + Into<u16>>(names: &[Spelling<M>], name: &str) -> u16 {
    spelled(names, name).iter().fold(0, |m, e| m | e.2.into())
}
