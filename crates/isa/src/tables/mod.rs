//! Instruction tables, compiled from `data/*.tsv` by `build.rs`.

pub mod alu;
pub mod buffer;
pub mod ds;
pub mod exp;
pub mod flat;
pub mod image;
pub mod interp;
pub mod smem;
pub mod vop3p;
pub mod vopd;

/// An entry of a spelling index: (name, row, mask of the target groups or
/// generations where the name means that row). Indexes are sorted by name.
type Spelling<M> = (&'static str, u16, M);

/// The entries of `names` spelled `name`, by binary search: the reference
/// the [`NameHash`]es are checked against.
#[cfg(test)]
fn spelled<'a, M>(names: &'a [Spelling<M>], name: &str) -> &'a [Spelling<M>] {
    let start = names.partition_point(|e| e.0 < name);
    let len = names[start..].iter().take_while(|e| e.0 == name).count();
    &names[start..start + len]
}

fn first_on<M: Copy + Into<u16>>(entries: &[Spelling<M>], bit: u32) -> Option<usize> {
    entries
        .iter()
        .find(|e| e.2.into() >> bit & 1 != 0)
        .map(|e| e.1 as usize)
}

fn union<M: Copy + Into<u16>>(entries: &[Spelling<M>]) -> u16 {
    entries.iter().fold(0, |m, e| m | e.2.into())
}

/// The usual slot count of a [`NameHash`]: 1024 slots keep the few hundred
/// spellings of a table at a low load, so a lookup rarely probes twice
/// (the ALU table's ~1,400 take 4096).
const HASH_SLOTS: usize = 1 << 10;

/// An open-addressing hash over a sorted spelling index, built at compile time
/// (no start-up cost): the assembler looks a mnemonic up once per line, and a
/// binary search over hundreds of `ds_…` names compares many shared prefixes.
pub(crate) struct NameHash<M: 'static, const N: usize = HASH_SLOTS> {
    names: &'static [Spelling<M>],
    /// (1 + index of the first entry of a spelling, how many entries share
    /// it); 0 marks an empty slot.
    slots: [(u16, u16); N],
}

/// The first and last 8 bytes of a name (zero-padded when shorter) and its
/// length, mixed by one multiplication: cheap, and distinct enough for
/// mnemonics.
/// `slots`, a power of two, is the table size.
const fn name_hash(name: &[u8], slots: usize) -> usize {
    let n = name.len();
    let (head, tail) = if n >= 8 {
        // two plain loads for the usual mnemonic
        let b = name;
        let t = n - 8;
        (
            u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
            u64::from_le_bytes([
                b[t],
                b[t + 1],
                b[t + 2],
                b[t + 3],
                b[t + 4],
                b[t + 5],
                b[t + 6],
                b[t + 7],
            ]),
        )
    } else {
        let mut head = [0u8; 8];
        let mut i = 0;
        while i < n {
            head[i] = name[i];
            i += 1;
        }
        (u64::from_le_bytes(head), 0)
    };
    let h = head ^ tail.rotate_left(29) ^ (n as u64) << 58;
    (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - slots.trailing_zeros())) as usize
}

const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl<M: Copy + Into<u16>, const N: usize> NameHash<M, N> {
    pub(crate) const fn new(names: &'static [Spelling<M>]) -> NameHash<M, N> {
        assert!(
            N.is_power_of_two() && names.len() < N / 2,
            "spelling index too large for its hash"
        );
        let mut slots = [(0u16, 0u16); N];
        let mut i = 0;
        while i < names.len() {
            let name = names[i].0.as_bytes();
            // entries of one spelling are adjacent: one slot holds them all
            let mut count = 1;
            while i + count < names.len() && same(names[i + count].0.as_bytes(), name) {
                count += 1;
            }
            let mut h = name_hash(name, N);
            while slots[h].0 != 0 {
                h = (h + 1) & (N - 1);
            }
            slots[h] = (i as u16 + 1, count as u16);
            i += count;
        }
        NameHash { names, slots }
    }

    /// The entries spelled `name` (the same as a binary search would find).
    fn spelled(&self, name: &str) -> &'static [Spelling<M>] {
        let mut h = name_hash(name.as_bytes(), N);
        loop {
            let (first, count) = match self.slots[h] {
                (0, _) => return &[],
                (s, count) => (usize::from(s) - 1, usize::from(count)),
            };
            match self.names.get(first..first + count) {
                Some(entries) if entries.first().is_some_and(|e| e.0 == name) => return entries,
                _ => h = (h + 1) & (N - 1),
            }
        }
    }

    /// Row that `name` means where mask bit `bit` is set.
    pub(crate) fn row_on(&self, name: &str, bit: u32) -> Option<usize> {
        first_on(self.spelled(name), bit)
    }

    /// Union of the masks of every entry spelled `name`.
    pub(crate) fn mask_of(&self, name: &str) -> u16 {
        union(self.spelled(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hash finds exactly what the binary search finds, for every spelling
    /// and for near-misses.
    #[test]
    fn hash_agrees_with_binary_search() {
        fn check<const N: usize>(hash: &NameHash<u16, N>, names: &'static [Spelling<u16>]) {
            let mut probes: Vec<String> = names.iter().map(|e| e.0.to_string()).collect();
            probes.extend(names.iter().map(|e| format!("{}x", e.0)));
            probes.extend(names.iter().map(|e| e.0[..e.0.len() - 1].to_string()));
            probes.extend(["", "d", "ds_", "v_mov_b32", "s_nop"].map(String::from));
            for p in &probes {
                assert_eq!(hash.spelled(p), spelled(names, p), "spelling '{p}'");
            }
        }
        check(&ds::DS_HASH, &ds::DS_NAMES);
        check(&alu::ALU_HASH, &alu::ALU_NAMES);
        check(&vop3p::VOP3P_HASH, &vop3p::VOP3P_NAMES);
        check(&flat::FLAT_HASH, &flat::FLAT_NAMES);
        check(&buffer::BUF_HASH, &buffer::BUF_NAMES);
        check(&smem::SMEM_HASH, &smem::SMEM_NAMES);
        check(&vopd::VOPD_HASH, &vopd::VOPD_NAMES);
    }
}
