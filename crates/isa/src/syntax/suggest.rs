//! "Did you mean" suggestions: known names near an unknown one.

use crate::tables;
use crate::target::Target;

/// No known name is longer than this (a test holds it): a longer word is
/// looked up nowhere and gets no suggestions.
pub const LONGEST_NAME: usize = 64;

/// Up to `n` known mnemonics on `target` closest to `name` (see [`nearest`]).
pub fn closest_names(name: &str, target: Target, n: usize) -> Vec<&'static str> {
    if name.len() > LONGEST_NAME {
        return Vec::new();
    }
    nearest(name, mnemonics_on(target).iter().copied(), n)
}

/// The mnemonics [`closest_names`] offers on `target`, found once per
/// target (a table lookup per name: most of the cost of an unknown
/// mnemonic otherwise).
fn mnemonics_on(target: Target) -> &'static [&'static str] {
    use std::sync::OnceLock;
    static NAMES: [OnceLock<Vec<&'static str>>; Target::COUNT] =
        [const { OnceLock::new() }; Target::COUNT];
    NAMES[target.index()].get_or_init(|| {
        let ds =
            tables::ds::all_names().filter(|m| tables::ds::lookup(m, target.ds_group()).is_some());
        let alu =
            tables::alu::all_names().filter(|m| tables::alu::lookup(m, target.gen()).is_some());
        let buffer = tables::buffer::all_names().filter(|m| {
            tables::buffer::group(target).is_some_and(|g| tables::buffer::lookup(m, g).is_some())
        });
        let vop3p =
            tables::vop3p::all_names().filter(|m| tables::vop3p::lookup(m, target).is_some());
        ds.chain(alu).chain(buffer).chain(vop3p).collect()
    })
}

/// Up to `n` of `candidates` near `name` (both lower case): first the names
/// `name` begins, shortest first; then those within an edit distance of a
/// third of its length, or (from 4 characters on) holding it, nearest
/// first. A name longer than [`LONGEST_NAME`] has none.
///
/// The work is bounded per candidate: the distance is computed only within
/// that band and given up once every path leaves it.
pub fn nearest(
    name: &str,
    candidates: impl IntoIterator<Item = &'static str>,
    n: usize,
) -> Vec<&'static str> {
    if name.len() > LONGEST_NAME {
        return Vec::new();
    }
    let limit = name.len().max(4) / 3;
    let mut scored: Vec<(u8, usize, &'static str)> = candidates
        .into_iter()
        .filter_map(|m| {
            if !name.is_empty() && m.starts_with(name) {
                return Some((0, m.len(), m));
            }
            // holding `name`, `m` is as many insertions away as it is longer
            if name.len() >= 4 && m.len() > name.len() && holds(m, name) {
                return Some((1, m.len() - name.len(), m));
            }
            distance_within(name, m, limit).map(|d| (1, d, m))
        })
        .collect();
    scored.sort_unstable();
    scored.dedup_by_key(|s| s.2);
    scored.into_iter().take(n).map(|s| s.2).collect()
}

/// Whether `m` holds `name` (non-empty): compared only where its first
/// byte is, cheaper than a general search for the short names here.
fn holds(m: &str, name: &str) -> bool {
    let (m, name) = (m.as_bytes(), name.as_bytes());
    (0..=m.len() - name.len()).any(|i| m[i] == name[0] && m[i..].starts_with(name))
}

/// The Levenshtein distance of `a` and `b` (bytes) when it is at most
/// `limit`: only cells within `limit` of the diagonal are computed, and
/// the search stops at a row whose cells all exceed it.
pub fn distance_within(a: &str, b: &str, limit: usize) -> Option<usize> {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len().abs_diff(b.len()) > limit {
        return None;
    }
    const OUT: usize = usize::MAX / 2;
    // two rows on the stack for the names of the tables (no allocation
    // per candidate), on the heap for longer words
    const ROOM: usize = 2 * LONGEST_NAME;
    let (mut stack, mut heap) = ([OUT; 2 * ROOM], Vec::new());
    let rows: &mut [usize] = if b.len() < ROOM {
        &mut stack
    } else {
        heap.resize(2 * ROOM.max(b.len() + 1), OUT);
        &mut heap
    };
    let (prev, cur) = rows.split_at_mut(rows.len() / 2);
    let (mut prev, mut cur) = (&mut prev[..=b.len()], &mut cur[..=b.len()]);
    // row i of the table: prev[j] = distance(a[..i], b[..j])
    for (j, p) in prev.iter_mut().enumerate() {
        *p = if j <= limit { j } else { OUT };
    }
    for (i, &ca) in a.iter().enumerate() {
        let lo = (i + 1).saturating_sub(limit);
        let hi = (i + 1 + limit).min(b.len());
        cur.fill(OUT);
        if lo == 0 {
            cur[0] = i + 1;
        }
        let mut best = cur[0];
        for j in lo.max(1)..=hi {
            let d = (prev[j - 1] + usize::from(ca != b[j - 1]))
                .min(prev[j] + 1)
                .min(cur[j - 1] + 1);
            cur[j] = d;
            best = best.min(d);
        }
        if best > limit {
            return None;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    Some(prev[b.len()]).filter(|&d| d <= limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole table, as the reference.
    fn distance(a: &str, b: &str) -> usize {
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

    #[test]
    fn the_band_gives_the_distance_within_it() {
        // every pair of short words over a small alphabet, every limit
        let words: Vec<String> = (0..400u32)
            .map(|k| {
                let len = (k % 7) as usize;
                (0..len)
                    .map(|i| char::from(b"abc_"[((k / 7) >> (2 * i) & 3) as usize]))
                    .collect()
            })
            .collect();
        for a in &words {
            for b in words.iter().step_by(3) {
                let d = distance(a, b);
                for limit in 0..6 {
                    let want = (d <= limit).then_some(d);
                    assert_eq!(distance_within(a, b, limit), want, "{a} {b} {limit}");
                }
            }
        }
        assert_eq!(distance_within("v_mov_b32", "v_mov_b64", 3), Some(2));
        assert_eq!(distance_within("kitten", "sitting", 2), None);
        assert_eq!(distance_within("kitten", "sitting", 3), Some(3));
        // words past the rows kept on the stack
        let (long, longer) = ("ab".repeat(100), format!("{}x", "ab".repeat(100)));
        assert_eq!(distance_within(&long, &longer, 3), Some(1));
        assert_eq!(distance(&long, &longer.replace('b', "c")), 101);
        assert_eq!(distance_within(&long, &longer.replace('b', "c"), 50), None);
    }

    #[test]
    fn no_known_name_is_longer_than_the_bound() {
        let longest = tables::ds::all_names()
            .chain(tables::alu::all_names())
            .chain(tables::buffer::all_names())
            .chain(tables::vop3p::all_names())
            .chain(tables::smem::all_names())
            .chain(tables::flat::all_names())
            .chain(tables::vopd::all_names())
            .map(str::len)
            .max();
        assert!(longest.is_some_and(|l| l <= LONGEST_NAME), "{longest:?}");
    }

    #[test]
    fn prefixes_come_first_then_the_nearest() {
        let names = [
            "v_add_f32",
            "v_add_f16",
            "v_add_f32_e64",
            "v_sub_f32",
            "s_add_u32",
        ];
        assert_eq!(
            nearest("v_add_f3", names, 3),
            ["v_add_f32", "v_add_f32_e64", "v_add_f16"]
        );
        assert_eq!(nearest("add_f32", names, 2), ["v_add_f32", "v_add_f32_e64"]);
        assert!(nearest("zzzzzzzzzz", names, 3).is_empty());
        assert!(nearest(&"v_add_f32".repeat(8), names, 3).is_empty());
    }
}
