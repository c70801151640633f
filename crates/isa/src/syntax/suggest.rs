//! "Did you mean" suggestions for unknown mnemonics.

use crate::tables;
use crate::target::Target;

/// Up to `n` known mnemonics on `target` closest to `name` by edit distance.
pub fn closest_names(name: &str, target: Target, n: usize) -> Vec<&'static str> {
    let ds = tables::ds::all_names().filter(|m| tables::ds::lookup(m, target.ds_group()).is_some());
    let alu = tables::alu::all_names().filter(|m| tables::alu::lookup(m, target.gen()).is_some());
    let buffer = tables::buffer::all_names().filter(|m| {
        tables::buffer::group(target).is_some_and(|g| tables::buffer::lookup(m, g).is_some())
    });
    let vop3p = tables::vop3p::all_names().filter(|m| tables::vop3p::lookup(m, target).is_some());
    let mut scored: Vec<(usize, &'static str)> = ds
        .chain(alu)
        .chain(buffer)
        .chain(vop3p)
        .map(|m| (distance(name, m), m))
        .filter(|(d, m)| *d <= name.len().max(4) / 3 || m.starts_with(name))
        .collect();
    scored.sort();
    scored.dedup_by_key(|s| s.1);
    scored.into_iter().take(n).map(|s| s.1).collect()
}

/// Levenshtein distance over bytes.
pub fn distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}
