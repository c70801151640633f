//! AMDGPU ELF code objects (`.o`, `.hsaco`) disassembled exactly as
//! `llvm-objdump-22 -d` prints them (see `tests/elf/FORMAT.md`).
//!
//! The object is read zero-copy with the `object` crate; malformed input is an
//! `Err` with a message, never a panic. What is printed follows
//! llvm-objdump's `disassembleObject`: every `SHF_EXECINSTR` section, cut into
//! chunks at symbol addresses, one label per chunk, skipped zero runs, and
//! `<sym+0xoff>` annotations after branches. Instructions this library decodes
//! are printed with its printer; instructions of encodings it does not model
//! yet print `<not yet supported>` in place of the text (size, address and
//! words still exact); undecodable words print as `.long` / `.byte`.
//!
//! The target is the processor the ELF header's `EF_AMDGPU_MACH` names, as in
//! llvm-objdump, or `--target`. A `--target` naming a different processor is
//! an error: decoding with the wrong generation's tables would print
//! plausible-looking nonsense.

use amdgpu_codeobj::{amdgpu_header, mach_name};
pub use amdgpu_codeobj::{is_elf, processor};
use amdgpu_isa::{decode, DecodeError, Gen, Target};
use object::elf;
use object::read::elf::{FileHeader, SectionHeader, Sym};
use object::LittleEndian as LE;
use std::fmt::Write;

/// Text put where the instruction would be when its encoding is valid but
/// not modelled by the library yet.
pub const NOT_SUPPORTED: &str = "<not yet supported>";

/// What the disassembly of one code object printed (the text itself goes
/// to the caller's `emit`, exactly what `llvm-objdump -d` prints on stdout).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Listing {
    /// Lines holding a valid instruction (decoded or not supported yet).
    pub instructions: usize,
    /// Of those, the lines printed as [`NOT_SUPPORTED`].
    pub unsupported: usize,
    /// `.long` / `.byte` lines: words no instruction encoding matches.
    pub invalid: usize,
}

/// How often speculative pieces missed (see [`Context::section`]), for the
/// tests to check that they were exercised: speculative lines dropped, and
/// lines listed again in order.
#[cfg(test)]
mod tally {
    use std::sync::atomic::AtomicUsize;
    pub static DROPPED: AtomicUsize = AtomicUsize::new(0);
    pub static LISTED_AGAIN: AtomicUsize = AtomicUsize::new(0);
}

impl Listing {
    /// Lines counted.
    #[cfg(test)]
    fn lines(&self) -> usize {
        self.instructions + self.invalid
    }

    /// `self + more - less`: lines counted in `more`, not in `less`.
    fn add_diff(&mut self, more: &Listing, less: &Listing) {
        self.instructions += more.instructions.saturating_sub(less.instructions);
        self.unsupported += more.unsupported.saturating_sub(less.unsupported);
        self.invalid += more.invalid.saturating_sub(less.invalid);
    }
}

/// One symbol as llvm-objdump keeps it (`SymbolInfoTy`).
#[derive(Clone, Copy)]
struct Symbol<'a> {
    addr: u64,
    name: &'a [u8],
    ty: u8,
}

impl Symbol<'_> {
    /// llvm-objdump's order: address, then name, then type.
    fn key(&self) -> (u64, &[u8], u8) {
        (self.addr, self.name, self.ty)
    }
}

/// Why a listing stopped.
pub enum Stop {
    /// The file is not an AMDGPU code object, or a malformed one (found
    /// before anything is printed).
    Malformed(String),
    /// `emit` failed.
    Write(crate::Failure),
}

/// Where listed text goes, piece by piece.
pub type Emit<'e> = dyn FnMut(&[u8]) -> Result<(), crate::Failure> + Send + 'e;

/// Checks the ELF header and the target, then disassembles every executable
/// section into `emit`. `name` is the file name printed in the header line.
pub fn disassemble(
    name: &str,
    data: &[u8],
    target: Target,
    emit: &mut Emit,
) -> Result<Listing, Stop> {
    disassemble_with(name, data, target, PARALLEL_MIN, PIECE, emit)
}

/// [`disassemble`], with sections of `parallel_min` bytes or more listed on
/// two threads in pieces of about `piece` bytes of code.
fn disassemble_with(
    name: &str,
    data: &[u8],
    target: Target,
    parallel_min: usize,
    piece: usize,
    emit: &mut Emit,
) -> Result<Listing, Stop> {
    let (sections, all, absolute, by_addr, relocatable) =
        read_object(data, target).map_err(Stop::Malformed)?;
    let mut out = Listing::default();
    emit(format!("\n{name}:\tfile format elf64-amdgpu\n").as_bytes()).map_err(Stop::Write)?;
    let ctx = Context {
        target,
        parallel_min,
        piece: piece.max(4),
        relocatable,
        all: &all,
        absolute: &absolute,
        by_addr: &by_addr,
    };
    for sec in &sections {
        ctx.section(sec, &mut out, emit)?;
    }
    Ok(out)
}

/// The executable sections to list, and the symbols: per section (each
/// section's list starting at its address), absolute, and the sections by
/// address. Everything that can be malformed is checked here, before
/// anything is printed.
#[allow(clippy::type_complexity)]
fn read_object(
    data: &[u8],
    target: Target,
) -> Result<
    (
        Vec<Section<'_>>,
        Vec<Vec<Symbol<'_>>>,
        Vec<Symbol<'_>>,
        Vec<(u64, u64, usize)>,
        bool,
    ),
    String,
> {
    let header = amdgpu_header(data)?;
    let endian = LE;
    let mach = header.e_flags(endian) & 0xff; // EF_AMDGPU_MACH
    if let Some(gpu) = mach_name(mach) {
        match Target::from_name(gpu) {
            Ok(t) if t.name() == target.name() => {}
            Ok(t) => {
                return Err(format!(
                    "the code object is for {gpu}, not {}; use --target {}",
                    target.name(),
                    t.name()
                ))
            }
            Err(_) => {
                return Err(format!(
                    "the code object is for {gpu}, which amdgpu-isa does not support"
                ))
            }
        }
    }
    let relocatable = header.e_type(endian) == elf::ET_REL;
    let sections = header
        .sections(endian, data)
        .map_err(|e| format!("malformed section headers ({e})"))?;

    // Symbols per section (llvm-objdump's AllSymbols) and the others.
    let mut all: Vec<Vec<Symbol>> = vec![Vec::new(); sections.len()];
    let mut absolute: Vec<Symbol> = Vec::new();
    for dynamic in [false, true] {
        if dynamic && all.iter().any(|s| !s.is_empty()) {
            break; // .dynsym is read only when .symtab defines nothing
        }
        let kind = if dynamic {
            elf::SHT_DYNSYM
        } else {
            elf::SHT_SYMTAB
        };
        let table = sections
            .symbols(endian, data, kind)
            .map_err(|e| format!("malformed symbol table ({e})"))?;
        for (index, sym) in table.enumerate().skip(1) {
            let Ok(sym_name) = table.symbol_name(endian, sym) else {
                continue;
            };
            let ty = sym.st_type();
            if sym_name.is_empty() || ty == elf::STT_SECTION || (!dynamic && ty == elf::STT_FILE) {
                continue;
            }
            let section = table
                .symbol_section(endian, sym, index)
                .map_err(|e| format!("symbol {}: {e}", index.0))?;
            let mut addr = sym.st_value(endian);
            match section {
                Some(s) => {
                    let Ok(sh) = sections.section(s) else {
                        return Err(format!(
                            "symbol {} has an invalid section index {}",
                            index.0, s.0
                        ));
                    };
                    if relocatable {
                        addr = addr.wrapping_add(sh.sh_addr(endian));
                    }
                    all[s.0].push(Symbol {
                        addr,
                        name: sym_name,
                        ty,
                    });
                }
                None if !dynamic => absolute.push(Symbol {
                    addr,
                    name: sym_name,
                    ty,
                }),
                None => {}
            }
        }
    }
    for list in all.iter_mut() {
        list.sort_by(|a, b| a.key().cmp(&b.key()));
    }
    absolute.sort_by(|a, b| a.key().cmp(&b.key()));

    // Section start addresses, for branch targets in linked objects.
    let mut by_addr: Vec<(u64, u64, usize)> = sections
        .enumerate()
        .map(|(i, s)| (s.sh_addr(endian), s.sh_size(endian), i.0))
        .collect();
    by_addr.sort_by_key(|&(addr, size, _)| (addr, size));

    let mut listed = Vec::new();
    for (index, section) in sections.enumerate() {
        let flags = section.sh_flags(endian);
        if flags & u64::from(elf::SHF_EXECINSTR) == 0
            || section.sh_type(endian) == elf::SHT_NOBITS
            || section.sh_size(endian) == 0
        {
            continue;
        }
        let sec_name = sections
            .section_name(endian, section)
            .map_err(|e| format!("section {}: malformed name ({e})", index.0))?;
        let bytes = section
            .data(endian, data)
            .map_err(|_| format!("section {}: contents outside the file", index.0))?;
        let sec = Section {
            index: index.0,
            name: sec_name,
            addr: section.sh_addr(endian),
            bytes,
        };
        // A dummy symbol named after the section when none starts it.
        let syms = &mut all[sec.index];
        let has_start = syms.first().is_some_and(|s| s.addr == sec.addr);
        if !has_start {
            let dummy = Symbol {
                addr: sec.addr,
                name: sec.name,
                ty: elf::STT_FUNC,
            };
            let at = syms.partition_point(|s| s.key() < dummy.key());
            syms.insert(at, dummy);
        }
        listed.push(sec);
    }
    Ok((listed, all, absolute, by_addr, relocatable))
}

/// Sections smaller than this are listed on one thread.
const PARALLEL_MIN: usize = crate::parallel::MIN_INPUT;

/// One symbol's stretch of a section, or a piece of it, and the lines
/// printed before it.
#[derive(Clone)]
struct Chunk {
    header: String,
    from: usize,
    /// Lines are listed while they start before `stop`: `to` unless the
    /// stretch is cut into pieces.
    stop: usize,
    /// The end of the symbol's stretch: a run of zeros is counted up to here.
    to: usize,
    as_data: bool,
    /// A piece after the first of a stretch: its first line starts where
    /// the previous piece's last line ends, known only once that piece is
    /// listed, so it is listed from `from` on speculation (see
    /// [`Context::section`]).
    cont: bool,
}

/// Where a line of a speculatively listed piece starts: its offset in the
/// section, in the piece's text, and what was counted before it.
#[derive(Clone, Copy, Default)]
struct Start {
    at: usize,
    text: usize,
    seen: Listing,
}

/// One thread's reused buffers.
struct Scratch {
    text: Vec<u8>,
    part: Listing,
    memo: Memo,
    /// The lines of the group's first piece, when it is a continuation.
    starts: Vec<Start>,
    /// Lines listed again in order when a speculative piece's lines do not
    /// meet the previous piece's end.
    fix: Vec<u8>,
}

/// What a group left besides its text.
struct Done {
    /// After the group's first piece.
    first_end: Start,
    /// Where the last line of the group ends, when its last piece leaves
    /// the rest of the stretch to the next group.
    carry: Option<usize>,
}

struct Section<'a> {
    index: usize,
    name: &'a [u8],
    addr: u64,
    bytes: &'a [u8],
}

struct Context<'a, 'd> {
    target: Target,
    parallel_min: usize,
    /// Bytes of code per group listed on one thread at a time.
    piece: usize,
    relocatable: bool,
    all: &'a [Vec<Symbol<'d>>],
    absolute: &'a [Symbol<'d>],
    by_addr: &'a [(u64, u64, usize)],
}

/// Bytes of code per piece listed on one thread at a time (about 12 times
/// as many bytes of text).
const PIECE: usize = 8 << 10;

impl Context<'_, '_> {
    /// Lists one executable section: first the chunks (one per symbol
    /// address) are planned, then their text is rendered, on two threads for
    /// a large section, and handed to `emit` in order.
    ///
    /// A large section is listed in groups of about [`Context::piece`]
    /// bytes: whole chunks, and pieces of a chunk longer than that. A line
    /// is a function of where it starts only (its bytes, address and the
    /// symbols), so a piece cut at an arbitrary dword is listed from the cut
    /// on speculation, noting where each of its lines starts. When it is
    /// handed on, the previous piece's last line has ended at some offset:
    /// the piece's text is kept from its line starting there, and when it
    /// has none (the cut fell inside an instruction whose bytes the
    /// speculative lines read differently), the lines from there are listed
    /// again in order until they meet one of its lines, or its end.
    fn section(&self, sec: &Section, out: &mut Listing, emit: &mut Emit) -> Result<(), Stop> {
        let chunks = self.plan(sec);
        let total: usize = chunks.iter().map(|c| c.to - c.from).sum();
        let groups = self.group(chunks, total);
        struct Shared<'o, 'e, 'f> {
            out: &'o mut Listing,
            emit: &'e mut Emit<'f>,
            failed: Option<crate::Failure>,
            /// Where the previous group's last line ended, when the next
            /// group goes on with the same stretch.
            carry: Option<usize>,
        }
        let mut shared = Shared {
            out,
            emit,
            failed: None,
            carry: None,
        };
        let send = |sh: &mut Shared, bytes: &[u8]| match (sh.emit)(bytes) {
            Ok(()) => true,
            Err(f) => {
                sh.failed = Some(f);
                false
            }
        };
        crate::parallel::stream(
            groups.len(),
            &mut shared,
            || {
                // room for a group's text, mapped in at once (see mem.rs):
                // about 14 bytes of text per byte of code
                let room = (total / groups.len().max(1)).saturating_add(1024) * 14;
                Scratch {
                    text: crate::mem::vec_with_room(room.min(4 << 20)),
                    part: Listing::default(),
                    memo: Memo::new(groups.len() > 1),
                    starts: Vec::new(),
                    fix: Vec::new(),
                }
            },
            |s, g| {
                s.text.clear();
                s.starts.clear();
                s.part = Listing::default();
                let mut done = Done {
                    first_end: Start::default(),
                    carry: None,
                };
                for (j, c) in groups[g].iter().enumerate() {
                    s.text.extend_from_slice(c.header.as_bytes());
                    done.carry = None;
                    if c.as_data {
                        dump_data(sec, c.from, c.to, &mut s.text);
                    } else {
                        let starts = (j == 0 && c.cont).then_some(&mut s.starts);
                        let end = self.code(sec, c, &mut s.text, &mut s.part, &mut s.memo, starts);
                        done.carry = (c.stop < c.to).then_some(end);
                    }
                    if j == 0 {
                        done.first_end = Start {
                            at: 0,
                            text: s.text.len(),
                            seen: s.part,
                        };
                    }
                }
                done
            },
            |sh, s, g, done| {
                let Some(first) = groups[g].first() else {
                    return true;
                };
                let mut carry = done.carry;
                // the group's text from here on, after the lines of `fix`
                let mut keep = Start::default();
                let mut fixed = Listing::default();
                s.fix.clear();
                if first.cont {
                    let mut at = sh.carry.unwrap_or(first.from);
                    let starts = &s.starts;
                    let find = |at: usize| starts.binary_search_by_key(&at, |s| s.at).ok();
                    let met = loop {
                        if at >= first.stop {
                            break None;
                        }
                        if let Some(i) = find(at) {
                            break Some(i);
                        }
                        at = self.line(sec, at, first.to, &mut s.fix, &mut fixed, &mut s.memo);
                    };
                    #[cfg(test)]
                    {
                        use std::sync::atomic::Ordering::Relaxed;
                        tally::LISTED_AGAIN.fetch_add(fixed.lines(), Relaxed);
                        let dropped = met.unwrap_or(starts.len());
                        tally::DROPPED.fetch_add(dropped, Relaxed);
                    }
                    keep = match met {
                        Some(i) => starts[i],
                        None => {
                            if groups[g].len() == 1 {
                                carry = (first.stop < first.to).then_some(at);
                            }
                            done.first_end
                        }
                    };
                }
                sh.carry = carry;
                sh.out.add_diff(&fixed, &Listing::default());
                sh.out.add_diff(&s.part, &keep.seen);
                send(sh, &s.fix) && send(sh, s.text.get(keep.text..).unwrap_or_default())
            },
        );
        match shared.failed {
            Some(f) => Err(Stop::Write(f)),
            None => Ok(()),
        }
    }

    /// The chunks in groups of about equal bytes, to be listed one group at
    /// a time: all in one group for a small section; for a large one, at
    /// least two, of about [`Context::piece`] bytes each, chunks of code
    /// longer than that cut into pieces at dwords. A group holds at most
    /// one piece of a chunk.
    fn group(&self, chunks: Vec<Chunk>, total: usize) -> Vec<Vec<Chunk>> {
        if total < self.parallel_min {
            return vec![chunks];
        }
        let piece = self.piece;
        let mut pieces = Vec::with_capacity(chunks.len() + total / piece);
        for c in chunks {
            let len = c.to - c.from;
            // cuts at whole dwords from the chunk's start (where its lines
            // start: sizes are whole dwords but at the section's end)
            let words = len / 4;
            let n = len.div_ceil(piece).min(words);
            if c.as_data || n < 2 {
                pieces.push(c);
                continue;
            }
            let cut = |k: usize| c.from + 4 * (words * k / n);
            for k in 0..n {
                pieces.push(Chunk {
                    header: if k == 0 {
                        c.header.clone()
                    } else {
                        String::new()
                    },
                    from: cut(k),
                    stop: if k + 1 == n { c.stop } else { cut(k + 1) },
                    to: c.to,
                    as_data: false,
                    cont: k > 0,
                });
            }
        }
        let groups = total.div_ceil(piece).clamp(2, pieces.len().max(2));
        let mut bounds = vec![0];
        let mut seen = 0;
        for (i, c) in pieces.iter().enumerate() {
            seen += c.stop - c.from;
            if seen * groups >= total * bounds.len() && i + 1 < pieces.len() {
                bounds.push(i + 1);
            }
        }
        bounds.push(pieces.len());
        let mut out = Vec::with_capacity(bounds.len() - 1);
        let mut rest = pieces.into_iter();
        for w in bounds.windows(2) {
            let mut group: Vec<Chunk> = Vec::new();
            for c in rest.by_ref().take(w[1] - w[0]) {
                // consecutive pieces of a chunk are listed as one
                match group.last_mut() {
                    Some(last) if c.cont => last.stop = c.stop,
                    _ => group.push(c),
                }
            }
            out.push(group);
        }
        out
    }

    /// The chunks of a section in order: each symbol address up to the next,
    /// with the text printed before it (section header, label).
    fn plan(&self, sec: &Section) -> Vec<Chunk> {
        let mut chunks = Vec::new();
        let syms = &self.all[sec.index];
        let sec_end = sec.addr.wrapping_add(sec.bytes.len() as u64);
        let mut printed_header = false;
        let mut si = 0;
        while si < syms.len() {
            let first = si;
            let start = syms[si].addr;
            while si < syms.len() && syms[si].addr == start {
                si += 1;
            }
            let here = &syms[first..si];
            // The label is the last code symbol here; only data symbols make
            // the chunk a hex dump.
            let mut as_data = true;
            let mut shown = here.len() - 1;
            for (i, s) in here.iter().enumerate() {
                if s.ty != elf::STT_OBJECT && s.ty != elf::STT_COMMON {
                    as_data = false;
                    shown = i;
                }
            }
            if start < sec.addr {
                continue;
            }
            let mut end = sec_end;
            if si < syms.len() {
                end = end.min(syms[si].addr);
            }
            if start >= end {
                continue;
            }
            let mut header = String::new();
            if !printed_header {
                printed_header = true;
                let _ = write!(
                    header,
                    "\nDisassembly of section {}:\n",
                    String::from_utf8_lossy(sec.name)
                );
            }
            let _ = write!(
                header,
                "\n{start:016x} <{}>:\n",
                String::from_utf8_lossy(here[shown].name)
            );
            let to = (end - sec.addr) as usize;
            chunks.push(Chunk {
                header,
                from: (start - sec.addr) as usize,
                stop: to,
                to,
                as_data,
                cont: false,
            });
        }
        chunks
    }

    /// The lines of chunk `c` starting before `c.stop` (an instruction
    /// may run past it), each line's start noted in `starts` if given.
    /// Returns where the last line ends.
    fn code(
        &self,
        sec: &Section,
        c: &Chunk,
        text: &mut Vec<u8>,
        out: &mut Listing,
        memo: &mut Memo,
        mut starts: Option<&mut Vec<Start>>,
    ) -> usize {
        let mut at = c.from;
        while at < c.stop {
            if let Some(s) = starts.as_deref_mut() {
                s.push(Start {
                    at,
                    text: text.len(),
                    seen: *out,
                });
            }
            at = self.line(sec, at, c.to, text, out, memo);
        }
        at
    }

    /// The line starting at `at` (before `to`, the end of its symbol's
    /// stretch), or the `...` of a run of zeros; returns where the next
    /// line starts.
    fn line(
        &self,
        sec: &Section,
        at: usize,
        to: usize,
        text: &mut Vec<u8>,
        out: &mut Listing,
        memo: &mut Memo,
    ) -> usize {
        let zeros = sec.bytes[at..to].iter().take_while(|&&b| b == 0).count();
        if zeros >= 8 {
            text.extend_from_slice(b"\t\t...\n");
            return at + (zeros & !3);
        }
        let addr = sec.addr.wrapping_add(at as u64);
        let rest = &sec.bytes[at..];
        let branch = branch_imm(self.target.gen(), rest);
        // a repeat of the bytes of a line listed before (not a branch,
        // whose operand depends on the address): its text, padding and
        // `// ` as kept, then this line's address and words
        if branch.is_none() {
            if let Some((size, seen)) = memo.find(rest) {
                text.push(b'\t');
                text.extend_from_slice(seen);
                push_place(text, addr, &rest[..size]);
                text.push(b'\n');
                out.instructions += 1;
                return at + size;
            }
        }
        // the instruction's text goes straight into the listing, after a tab
        text.push(b'\t');
        let start = text.len();
        let mut kept = None;
        let decoded = decode(self.target, rest).map(|inst| {
            crate::asm::push_text(text, &inst);
            kept = Some(inst.len());
            inst.len()
        });
        let (size, decoded) = match decoded {
            Ok(size) => (size, true),
            Err(DecodeError::Unsupported { len }) => {
                out.unsupported += 1;
                text.extend_from_slice(NOT_SUPPORTED.as_bytes());
                (len, false)
            }
            Err(DecodeError::Invalid | DecodeError::Truncated { .. }) => {
                text.truncate(start - 1);
                let size = rest.len().min(4);
                push_raw(text, addr, &rest[..size]);
                out.invalid += 1;
                return at + size;
            }
        };
        let size = size.clamp(1, rest.len());
        out.instructions += 1;
        // the symbol a branch target is shown relative to, and how far
        let mut note = None;
        if let Some(imm) = branch {
            let dest = addr
                .wrapping_add(size as u64)
                .wrapping_add((i64::from(imm as i16) * 4) as u64);
            // LLVM's AMDGPU symbolizer names the operand after an
            // untyped symbol at the target; then there is no annotation.
            let syms = &self.all[sec.index];
            let label = syms[syms.partition_point(|s| s.addr < dest)..]
                .iter()
                .take_while(|s| s.addr == dest)
                .find(|s| s.ty == elf::STT_NOTYPE);
            match label {
                Some(s) => {
                    let mut digits = [0; 5];
                    let imm = decimal(imm, &mut digits);
                    if decoded && text[start..].ends_with(imm) {
                        text.truncate(text.len() - imm.len());
                        text.extend_from_slice(String::from_utf8_lossy(s.name).as_bytes());
                    }
                }
                None => note = self.target_symbol(sec, dest).map(|s| (s, dest - s.addr)),
            }
        }
        let prefix = finish_line(text, start, addr, &rest[..size]);
        if let Some((s, d)) = note {
            // ` <name>` or ` <name+0xd>`
            text.extend_from_slice(b" <");
            text.extend_from_slice(String::from_utf8_lossy(s.name).as_bytes());
            if d != 0 {
                text.extend_from_slice(b"+0x");
                let digits = (64 - d.leading_zeros()).div_ceil(4);
                let hex = text.len();
                push_hex(text, d, digits);
                text[hex..].make_ascii_lowercase();
            }
            text.push(b'>');
        }
        text.push(b'\n');
        if let (Some(len), None) = (kept, branch) {
            memo.keep(rest, len, &text[start..prefix]);
        }
        at + size
    }

    /// The symbol a branch target is shown relative to: the last one at or
    /// before it in the section holding it (linked objects: by address, any
    /// section; relocatable objects: this section), else an absolute one.
    fn target_symbol(&self, sec: &Section, dest: u64) -> Option<&Symbol<'_>> {
        fn last<'s, 'n>(list: &'s [Symbol<'n>], dest: u64) -> Option<&'s Symbol<'n>> {
            let i = list.partition_point(|s| s.addr <= dest);
            i.checked_sub(1).and_then(|i| list.get(i))
        }
        let last_at = |list| last(list, dest);
        let found = if self.relocatable {
            last_at(&self.all[sec.index])
        } else {
            // the sections starting at the last section address at or
            // before the target, last first
            let end = self.by_addr.partition_point(|&(a, _, _)| a <= dest);
            let before = &self.by_addr[..end];
            let first = before.last().map(|&(a, _, _)| a);
            before
                .iter()
                .rev()
                .take_while(|&&(a, _, _)| Some(a) == first)
                .find_map(|&(_, _, s)| last_at(&self.all[s]))
        };
        found.or_else(|| last_at(self.absolute))
    }
}

/// The text of instructions this thread has listed, by their bytes:
/// compiled code repeats instructions (`s_waitcnt`, the address arithmetic
/// of unrolled loops), and decoding and printing them is most of a
/// listing's cost. Decoding reads an instruction's own bytes and the target
/// only, so a repeat of the bytes has the same text.
///
/// Direct-mapped: a 4-byte instruction's entry is found by its dword, a
/// longer one's by its first two dwords, and checked against all its bytes.
/// The texts are kept apart, one after another, so that the table stays
/// small (a few thousand entries fill a fraction of its pages otherwise).
struct Memo {
    slots: Vec<MemoSlot>,
    /// The texts of the entries, each padded and ending in `// ` as in the
    /// listing (all of a line before its address); when full, everything is
    /// forgotten.
    texts: Vec<u8>,
}

/// An entry: the instruction's first 16 bytes (zero past its length) as
/// two little-endian words; then its length (0: empty), its text's length
/// `<< 8` and where its text is in [`Memo::texts`] `<< 32`. Plain words, so
/// that a fresh table is zeroed lazily by the kernel.
type MemoSlot = [u64; 3];

const MEMO_BYTES: usize = 16;
/// Longer texts (with padding and `// `) are not kept.
const MEMO_TEXT: usize = 140;
/// log2 of the number of entries: room for the few thousand distinct
/// instructions of a large object.
const MEMO_BITS: u32 = 13;
/// Bytes of texts kept at most (entries replaced by others leave theirs
/// behind), and how many of them are mapped in at once.
const MEMO_TEXTS: usize = 1 << 20;
const MEMO_TEXTS_MAPPED: usize = 256 << 10;

impl Memo {
    /// For a `large` section, the memo's pages are mapped in at once, not
    /// one fault at each first lookup and another at the first entry in its
    /// page (see mem.rs); for a small one, only the pages used are.
    fn new(large: bool) -> Memo {
        let mut slots: Vec<MemoSlot> = vec![[0; 3]; 1 << MEMO_BITS];
        let mut texts = Vec::with_capacity(MEMO_TEXTS);
        if large {
            crate::mem::populate(&mut slots);
            let room = texts.spare_capacity_mut();
            let mapped = room.len().min(MEMO_TEXTS_MAPPED);
            crate::mem::populate(&mut room[..mapped]);
        }
        Memo { slots, texts }
    }

    /// The first 16 bytes of `code`, zero-padded.
    fn key(code: &[u8]) -> u128 {
        match code.get(..MEMO_BYTES) {
            Some(k) => u128::from_le_bytes(k.try_into().unwrap_or_default()),
            None => {
                let mut k = [0u8; MEMO_BYTES];
                k[..code.len()].copy_from_slice(code);
                u128::from_le_bytes(k)
            }
        }
    }

    /// The first `len` bytes of `key`.
    fn cut(key: u128, len: usize) -> u128 {
        key & (u128::MAX >> (8 * (MEMO_BYTES - len.clamp(1, MEMO_BYTES))))
    }

    /// The entry of an instruction whose first 16 bytes are `key`: by its
    /// first dword, or (`long`) its first two.
    fn slot(key: u128, long: bool) -> usize {
        let k = if long { key as u64 } else { key as u32 as u64 } ^ u64::from(long);
        (k.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - MEMO_BITS)) as usize
    }

    /// The size and text of the instruction at the start of `code`, when
    /// its bytes were listed before.
    fn find(&self, code: &[u8]) -> Option<(usize, &[u8])> {
        let key = Self::key(code);
        [false, true].into_iter().find_map(|long| {
            let e = self.slots.get(Self::slot(key, long))?;
            let len = (e[2] & 0xff) as usize;
            let same = len > 0
                && (len > 4) == long
                && len <= code.len()
                && Self::cut(key, len) == u128::from(e[0]) | u128::from(e[1]) << 64;
            let at = (e[2] >> 32) as usize;
            let text = self.texts.get(at..at + (e[2] >> 8 & 0xff) as usize);
            same.then_some(()).and(text).map(|t| (len, t))
        })
    }

    /// Remembers the text of the instruction of `len` bytes at the start of
    /// `code` (unless it or its text is too long for an entry).
    fn keep(&mut self, code: &[u8], len: usize, text: &[u8]) {
        if !(1..=MEMO_BYTES).contains(&len) || text.len() > MEMO_TEXT || len > code.len() {
            return;
        }
        if self.texts.len() + text.len() > MEMO_TEXTS {
            self.slots.fill([0; 3]);
            self.texts.clear();
        }
        let key = Self::key(code);
        let Some(e) = self.slots.get_mut(Self::slot(key, len > 4)) else {
            return;
        };
        let cut = Self::cut(key, len);
        *e = [
            cut as u64,
            (cut >> 64) as u64,
            len as u64 | (text.len() as u64) << 8 | (self.texts.len() as u64) << 32,
        ];
        self.texts.extend_from_slice(text);
    }
}

/// The SIMM16 of a SOPP branch (`s_branch`, `s_cbranch_*`), whose operand is
/// PC-relative and gets a target annotation.
fn branch_imm(gen: Gen, bytes: &[u8]) -> Option<u16> {
    let w = u32::from_le_bytes(bytes.get(..4)?.try_into().ok()?);
    if w >> 23 != 0b1_0111_1111 {
        return None;
    }
    let op = (w >> 16) & 0x7f;
    let branch = match gen {
        Gen::Gfx9 | Gen::Gfx10 => matches!(op, 2 | 4..=9 | 0x17..=0x1a),
        Gen::Gfx11 => matches!(op, 0x20..=0x2a),
        Gen::Gfx12 => matches!(op, 0x20..=0x26),
    };
    branch.then_some(w as u16)
}

/// Goes on with an instruction line whose text starts at `text[start..]`:
/// pads it to column 60, then address and words (a note and the line's end
/// are the caller's). Returns where the address starts: the text, padding
/// and `// ` before it are what [`Memo`] keeps.
fn finish_line(out: &mut Vec<u8>, start: usize, addr: u64, bytes: &[u8]) -> usize {
    let line = &out[start..];
    // `{:<59}` pads by characters (a symbol name may be non-ASCII)
    let width = if line.is_ascii() {
        line.len()
    } else {
        String::from_utf8_lossy(line).chars().count()
    };
    out.extend_from_slice(&[b' '; 59][..59usize.saturating_sub(width)]);
    out.extend_from_slice(b"// ");
    let prefix = out.len();
    push_place(out, addr, bytes);
    prefix
}

/// A line's address and words: `ADDRESS: WORD WORD`.
fn push_place(out: &mut Vec<u8>, addr: u64, bytes: &[u8]) {
    let words = bytes.chunks_exact(4);
    if addr >> 48 != 0 || words.len() > 4 {
        push_hex(out, addr, 12);
        out.push(b':');
        for w in words {
            out.push(b' ');
            push_hex(
                out,
                u64::from(u32::from_le_bytes([w[0], w[1], w[2], w[3]])),
                8,
            );
        }
        return;
    }
    // on the stack, then into `out` at once
    let mut buf = [b' '; 12 + 1 + 9 * 4];
    if addr >> 32 != 0 {
        let mut hi = [0; 8];
        put_hex8(&mut hi, (addr >> 32) as u32);
        buf[..4].copy_from_slice(&hi[4..]);
    } else {
        buf[..4].copy_from_slice(b"0000");
    }
    put_hex8(&mut buf[4..12], addr as u32);
    buf[12] = b':';
    let mut n = 13;
    for w in words {
        put_hex8(
            &mut buf[n + 1..n + 9],
            u32::from_le_bytes([w[0], w[1], w[2], w[3]]),
        );
        n += 9;
    }
    out.extend_from_slice(&buf[..n]);
}

/// `x` as 8 upper-case hex digits (as `{x:08X}`) into `dst[..8]`.
#[inline]
fn put_hex8(dst: &mut [u8], x: u32) {
    for (pair, b) in dst[..8].chunks_exact_mut(2).zip(x.to_be_bytes()) {
        pair.copy_from_slice(&HEX_UPPER[usize::from(b)]);
    }
}

/// Every byte as two upper-case hex digits.
static HEX_UPPER: [[u8; 2]; 256] = {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let mut t = [[0u8; 2]; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = [DIGITS[b >> 4], DIGITS[b & 15]];
        b += 1;
    }
    t
};

/// One instruction line: text padded to column 60, address, words, note.
#[cfg(test)]
fn push_line(out: &mut Vec<u8>, text: &str, addr: u64, bytes: &[u8], note: &str) {
    out.push(b'\t');
    let start = out.len();
    out.extend_from_slice(text.as_bytes());
    finish_line(out, start, addr, bytes);
    out.extend_from_slice(note.as_bytes());
    out.push(b'\n');
}

/// `v` as `digits` upper-case hex digits (as `{v:0digits$X}` for values that fit).
fn push_hex(out: &mut Vec<u8>, v: u64, digits: u32) {
    if digits < 16 && v >> (4 * digits) != 0 {
        out.extend_from_slice(format!("{v:0w$X}", w = digits as usize).as_bytes());
        return;
    }
    let mut buf = [0u8; 16];
    for (i, d) in buf.iter_mut().rev().take(digits as usize).enumerate() {
        *d = b"0123456789ABCDEF"[(v >> (4 * i) & 15) as usize];
    }
    out.extend_from_slice(&buf[16 - digits as usize..]);
}

/// An undecodable word (`.long`) or the last 1-3 bytes (`.byte`).
fn push_raw(out: &mut Vec<u8>, addr: u64, bytes: &[u8]) {
    if let Ok(w) = <[u8; 4]>::try_from(bytes) {
        // `\t.long 0x{w:08x} {:42}// {addr:012X}: {w:08X}`
        let w = u32::from_le_bytes(w);
        let mut hex = [0; 8];
        put_hex8(&mut hex, w);
        out.extend_from_slice(b"\t.long 0x");
        out.extend_from_slice(&hex.to_ascii_lowercase());
        out.extend_from_slice(&[b' '; 43]);
        out.extend_from_slice(b"// ");
        push_hex(out, addr, 12);
        out.extend_from_slice(b": ");
        out.extend_from_slice(&hex);
    } else {
        // `\t.byte 0x{b:02x}, ...`, padded, `// {addr:012X}:` and ` {b:02X}` each
        out.extend_from_slice(b"\t.byte ");
        for (i, &b) in bytes.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(b", ");
            }
            out.extend_from_slice(b"0x");
            out.extend_from_slice(&HEX_UPPER[usize::from(b)].to_ascii_lowercase());
        }
        let pad = 55usize.saturating_sub(6 * bytes.len());
        out.resize(out.len() + pad, b' ');
        out.extend_from_slice(b"// ");
        push_hex(out, addr, 12);
        out.push(b':');
        for &b in bytes {
            out.push(b' ');
            out.extend_from_slice(&HEX_UPPER[usize::from(b)]);
        }
    }
    out.push(b'\n');
}

/// `v` in decimal, in `buf`.
fn decimal(mut v: u16, buf: &mut [u8; 5]) -> &[u8] {
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            return &buf[at..];
        }
    }
}

/// llvm-objdump's `dumpELFData`: a chunk with only data symbols, 8 bytes a
/// line in hex and ASCII.
fn dump_data(sec: &Section, from: usize, to: usize, out: &mut Vec<u8>) {
    let mut text = String::new();
    for (n, line) in sec.bytes[from..to].chunks(8).enumerate() {
        let addr = sec.addr.wrapping_add((from + 8 * n) as u64);
        let _ = write!(text, "{addr:8x}:");
        for b in line {
            let _ = write!(text, " {b:02x}");
        }
        let ascii: String = line
            .iter()
            .map(|&b| {
                if (0x20..0x7f).contains(&b) {
                    b as char
                } else {
                    '.'
                }
            })
            .collect();
        let _ = writeln!(
            text,
            "{:pad$}         {ascii}",
            "",
            pad = 3 * (8 - line.len())
        );
    }
    out.extend_from_slice(text.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn put_hex8_is_upper_case_hex() {
        for x in [
            0,
            9,
            0xa,
            0xf,
            0x10,
            0x9abc_def0,
            0x1234_5678,
            0xffff_ffff,
            0x8000_0001,
        ] {
            let mut d = [0; 8];
            put_hex8(&mut d, x);
            assert_eq!(d, *format!("{x:08X}").as_bytes(), "{x:#x}");
        }
        let mut s = Vec::new();
        push_place(
            &mut s,
            0xfedc_ba98_7654,
            &[0x78, 0x56, 0x34, 0x12, 0, 0, 0x80, 0xbf],
        );
        assert_eq!(s, b"FEDCBA987654: 12345678 BF800000");
    }

    #[test]
    fn raw_lines_line_up() {
        let mut s = Vec::new();
        push_raw(&mut s, 0x18, &[0xff; 4]);
        push_raw(&mut s, 0x2c, &[1, 2, 3]);
        push_line(&mut s, "s_nop 0", 0x30, &[0, 0, 0x80, 0xbf], "");
        let s = String::from_utf8(s).unwrap();
        let lines: Vec<&str> = s.lines().collect();
        assert_eq!(
            lines[0],
            "\t.long 0xffffffff                                           // 000000000018: FFFFFFFF"
        );
        assert_eq!(
            lines[1],
            "\t.byte 0x01, 0x02, 0x03                                     // 00000000002C: 01 02 03"
        );
        for l in &lines {
            assert_eq!(l.find("//"), Some(60), "{l}");
        }
    }

    /// The listing of `data` and its counts: on one thread, or (`piece`)
    /// on two, in groups of about `piece` bytes of code.
    fn listed(data: &[u8], t: Target, piece: Option<usize>) -> (Vec<u8>, Listing) {
        let mut text = Vec::new();
        let (min, piece) = match piece {
            Some(p) => (0, p),
            None => (usize::MAX, PIECE),
        };
        let counts = disassemble_with("x.o", data, t, min, piece, &mut |b: &[u8]| {
            text.extend_from_slice(b);
            Ok(())
        });
        match counts {
            Ok(c) => (text, c),
            Err(_) => panic!("not listed"),
        }
    }

    /// Lists `data` on one thread, then in groups of each size of `pieces`,
    /// and checks that the texts and counts are the same.
    fn same_in_pieces(what: &str, data: &[u8], t: Target, pieces: &[usize]) -> Listing {
        let (one_text, one) = listed(data, t, None);
        for &p in pieces {
            let (text, counts) = listed(data, t, Some(p));
            if text != one_text {
                let one_text = String::from_utf8_lossy(&one_text);
                let text = String::from_utf8_lossy(&text);
                let (n, (a, b)) = one_text
                    .lines()
                    .zip(text.lines())
                    .enumerate()
                    .find(|(_, (a, b))| a != b)
                    .unwrap_or((0, ("(shorter)", "(longer)")));
                panic!("{what}, pieces of {p} bytes: line {}:\n{a}\n{b}", n + 1);
            }
            assert_eq!(counts, one, "{what}, pieces of {p} bytes");
        }
        one
    }

    #[test]
    fn two_threads_list_the_same() {
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/elf");
        for gpu in ["gfx908", "gfx950", "gfx1030", "gfx1100", "gfx1201"] {
            let t = Target::from_name(gpu).unwrap();
            let mut files: Vec<_> = std::fs::read_dir(corpus.join(gpu))
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "o" || e == "hsaco"))
                .collect();
            files.sort();
            assert!(files.len() >= 10, "{gpu}");
            for file in files {
                let data = std::fs::read(&file).unwrap();
                let what = file.display().to_string();
                let one = same_in_pieces(&what, &data, t, &[4, 12, 44, 200, 1000, PIECE]);
                assert!(one.instructions > 50, "{what}");
            }
        }
    }

    /// Assembly source of code meant to trip the cuts: instructions of 4, 8
    /// and 12 bytes whose literals read as the start of another instruction
    /// (a piece starting on such a literal reads out of step with the
    /// instructions, and may stay so to its end), runs of zeros, words no
    /// encoding has, branches; with `symbols`, labels and functions also
    /// between the words of an instruction, and a data symbol; then `tail`:
    /// 1-3 bytes, or the first 4 or 8 bytes of a 12-byte instruction.
    fn hostile_source(seed: u64, symbols: bool, tail: usize) -> String {
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut rnd = |n: u64| {
            // xorshift64*
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) % n
        };
        // gfx1100 words (llvm-mc-22 -show-encoding): a VOP3 with a literal
        // (v_fma_f32 v1, v2, v3, lit), an SOP1 and a VOP1 with one
        // (s_mov_b32 s0, lit; v_mov_b32 v0, lit), v_add_f32_e64, ds_store_b32
        const FMA: [u32; 2] = [0xd613_0001, 0x03fe_0702];
        const HOSTILE: [u32; 6] = [
            0xd613_0001,
            0xbe80_00ff,
            0x7e00_02ff,
            0xd503_0001,
            0,
            0xbfa0_0003,
        ];
        let mut words: Vec<u32> = Vec::new();
        let mut src = String::from(".text\n");
        let mut n = 0;
        while words.len() < 3000 {
            let literal = if rnd(3) == 0 {
                rnd(1 << 32) as u32
            } else {
                HOSTILE[rnd(HOSTILE.len() as u64) as usize]
            };
            let item: Vec<u32> = match rnd(14) {
                0 => vec![0xbf80_0000],          // s_nop 0
                1 => vec![0xbf89_0007],          // s_waitcnt
                2 => vec![0x7e02_0300],          // v_mov_b32 v1, v0
                3 => vec![0x7e00_02ff, literal], // v_mov_b32 v0, lit
                4 => vec![0xbe80_00ff, literal], // s_mov_b32 s0, lit
                5 | 6 => vec![FMA[0], FMA[1], literal],
                7 => vec![0xd503_0001, 0x0002_0702], // v_add_f32_e64 v1, v2, v3
                8 => vec![0xd834_0010, 0x0000_0201], // ds_store_b32 v1, v2 offset:16
                9 => vec![0; 1 + rnd(10) as usize],
                10 => vec![0xffff_ffff],
                11 => vec![rnd(1 << 32) as u32],
                // s_branch, s_cbranch_scc0 by -20..20 words
                12 => vec![
                    0xbfa0_0000
                        | (rnd(2) << 16) as u32
                        | (rnd(41) as u32).wrapping_sub(20) & 0xffff,
                ],
                _ => vec![0x4a0a_0cf2], // v_add_nc_u32 v5, 1.0, v6
            };
            for w in item {
                if symbols && rnd(60) == 0 {
                    n += 1;
                    match rnd(8) {
                        0 => src += &format!(".type f{n},@function\nf{n}:\n"),
                        1 if n % 5 == 0 => src += &format!(".type d{n},@object\nd{n}:\n"),
                        _ => src += &format!("l{n}:\n"),
                    }
                }
                src += &format!(".long 0x{w:08x}\n");
                words.push(w);
            }
        }
        match tail {
            1..=3 => src += &format!(".byte {}\n", ["0x11"; 3][..tail].join(", ")),
            4 => src += &format!(".long 0x{:08x}\n", FMA[0]),
            8 => src += &format!(".long 0x{:08x}, 0x{:08x}\n", FMA[0], FMA[1]),
            _ => {}
        }
        src
    }

    /// Pieces cut anywhere in code meant to trip them list what one pass
    /// lists, on three generations (the same words mean other instructions
    /// on each), and the cuts did fall out of step with the instructions.
    #[test]
    fn hostile_code_lists_the_same_in_pieces() {
        let dropped = || tally::DROPPED.load(std::sync::atomic::Ordering::Relaxed);
        let again = || tally::LISTED_AGAIN.load(std::sync::atomic::Ordering::Relaxed);
        let (dropped_before, again_before) = (dropped(), again());
        let pieces = [4, 8, 12, 16, 20, 36, 100, 1000, 5000];
        for gpu in ["gfx950", "gfx1100", "gfx1201"] {
            let t = Target::from_name(gpu).unwrap();
            for (seed, symbols, tail) in [
                (1, false, 0),
                (2, true, 0),
                (3, false, 3),
                (4, true, 1),
                (5, false, 4),
                (6, true, 8),
                (7, true, 2),
            ] {
                let src = hostile_source(seed, symbols, tail);
                let what = format!("{gpu}, seed {seed}");
                let data = amdgpu_asm::assemble(&src, t)
                    .map_err(|e| e.to_string())
                    .and_then(|a| a.to_elf())
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                let one = same_in_pieces(&what, &data, t, &pieces);
                assert!(one.instructions > 1000, "{what}");
            }
        }
        assert!(dropped() > dropped_before, "no piece started out of step");
        assert!(again() > again_before, "no line was listed again");
    }

    /// The memo gives back a text only for the same instruction bytes.
    #[test]
    fn memo_matches_whole_instructions() {
        let mut m = Memo::new(true);
        let short = [0x07, 0xfc, 0x89, 0xbf, 1, 2, 3, 4];
        let long = [0x00, 0x00, 0x34, 0xd8, 0x02, 0x04, 0x00, 0x00, 9, 9, 9, 9];
        assert!(m.find(&short).is_none());
        m.keep(&short, 4, b"s_waitcnt");
        m.keep(&long, 8, b"ds_store_b32");
        assert_eq!(m.find(&short[..4]), Some((4, &b"s_waitcnt"[..])));
        assert_eq!(
            m.find(&[0x07, 0xfc, 0x89, 0xbf, 7]),
            Some((4, &b"s_waitcnt"[..]))
        );
        assert_eq!(m.find(&long[..8]), Some((8, &b"ds_store_b32"[..])));
        assert_eq!(
            m.find(&[&long[..8], &[7; 9][..]].concat()).map(|f| f.0),
            Some(8)
        );
        for i in 0..8 {
            let mut other = long;
            other[i] ^= 0x10;
            assert!(m.find(&other).is_none(), "byte {i}");
        }
        assert!(m.find(&long[..7]).is_none());
        assert!(m.find(&short[..3]).is_none());
        m.keep(&short, 4, &[b'x'; 200]);
        assert_eq!(m.find(&short).map(|f| f.1), Some(&b"s_waitcnt"[..]));
        // more texts than there is room for: the memo starts over, and
        // what it gives back is still right
        for i in 0u32..40_000 {
            let code = i.wrapping_mul(0x9e37_79b9).to_le_bytes();
            let text = format!("{i:0100}");
            m.keep(&code, 4, text.as_bytes());
            assert_eq!(m.find(&code), Some((4, text.as_bytes())), "{i}");
        }
        let found = (0u32..40_000)
            .filter(|i| {
                let code = i.wrapping_mul(0x9e37_79b9).to_le_bytes();
                m.find(&code)
                    .is_some_and(|(_, t)| t == format!("{i:0100}").as_bytes())
            })
            .count();
        assert!(found > 100, "{found}");
        assert!((0u32..40_000).all(|i| {
            let code = i.wrapping_mul(0x9e37_79b9).to_le_bytes();
            m.find(&code)
                .is_none_or(|(_, t)| t == format!("{i:0100}").as_bytes())
        }));
    }

    #[test]
    fn rejects_other_files() {
        let t = Target::from_name("gfx1100").unwrap();
        let fails = |data: &[u8]| {
            let mut printed = Vec::new();
            match disassemble("x", data, t, &mut |b: &[u8]| {
                printed.extend_from_slice(b);
                Ok(())
            }) {
                Err(Stop::Malformed(msg)) => {
                    assert!(printed.is_empty());
                    msg
                }
                _ => panic!("accepted"),
            }
        };
        fails(b"hello");
        fails(b"\x7fELF");
        fails(b"\x7fELF\x02\x01\x01");
        let mut x86 = vec![0u8; 64];
        x86[..7].copy_from_slice(b"\x7fELF\x02\x01\x01");
        x86[18] = 62; // EM_X86_64
        let err = fails(&x86);
        assert!(err.contains("not an AMDGPU"), "{err}");
    }
}
