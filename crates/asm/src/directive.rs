//! Directives: sections, symbols' attributes, data, alignment, and the
//! AMDGPU ones (`.amdgcn_target`, `.amdhsa_kernel`, `.amdgpu_metadata`...),
//! as LLVM's AsmParser, ELFAsmParser and AMDGPUAsmParser read them.

use crate::expr::Expr;
use crate::macros::Kind;
use crate::section::{default_kind, elf, FixKind, Fixup, Leb, Section};
use crate::symbol::{Binding, Def};
use crate::{Assembler, Block, KernelBlock, Loc};
use amdgpu_isa::syntax::Cursor;
use amdgpu_isa::SourceError;
use std::borrow::Cow;

type LocFn<'a> = &'a dyn Fn(usize) -> Loc;

/// Directives accepted and left without effect: llvm-mc emits debug or
/// unwind information for them, which nothing loading the object needs.
const IGNORED: &[&str] = &[
    ".file",
    ".loc",
    ".cfi_sections",
    ".cfi_startproc",
    ".cfi_endproc",
];

pub(crate) fn directive(
    a: &mut Assembler,
    word: &str,
    c: &mut Cursor,
    at: Loc,
    loc: LocFn,
) -> Result<(), SourceError> {
    // compiler output writes them in lower case: no copy then
    let name: std::borrow::Cow<str> = if word.bytes().any(|b| b.is_ascii_uppercase()) {
        word.to_ascii_lowercase().into()
    } else {
        word.into()
    };
    match &*name {
        ".text" | ".data" | ".bss" | ".rodata" => {
            a.end_of_statement(c, loc)?;
            let (t, f) = default_kind(&name);
            switch(a, &name, t, f, 0);
        }
        ".section" | ".pushsection" => {
            let save = (a.current, a.previous);
            section_directive(a, c, loc)?;
            if name == ".pushsection" {
                a.stack.push(save);
            }
        }
        ".popsection" => {
            a.end_of_statement(c, loc)?;
            let (cur, prev) = a
                .stack
                .pop()
                .ok_or_else(|| at.error(".popsection without corresponding .pushsection"))?;
            (a.current, a.previous) = (cur, prev);
        }
        ".previous" => {
            a.end_of_statement(c, loc)?;
            std::mem::swap(&mut a.current, &mut a.previous);
        }
        ".globl" | ".global" | ".weak" | ".local" | ".hidden" | ".protected" | ".internal" => {
            for sym in names(c, loc)? {
                let i = a.symbols.intern(&sym, true);
                let s = &mut a.symbols.list[i];
                match &*name {
                    ".globl" | ".global" => s.binding = Binding::Global,
                    ".weak" => s.binding = Binding::Weak,
                    ".local" => (s.binding, s.explicit_local) = (Binding::Local, true),
                    ".hidden" => s.visibility = 2,
                    ".protected" => s.visibility = 3,
                    _ => s.visibility = 1,
                }
            }
        }
        ".type" => {
            let sym = name_arg(c, loc)?;
            c.eat(',');
            c.skip_ws();
            let tpos = c.pos();
            let mut t = c.rest().trim();
            for p in ["@", "%", "#"] {
                t = t.strip_prefix(p).unwrap_or(t);
            }
            // STT_* (ELF gABI; gnu_indirect_function is 10)
            let st = match t.to_ascii_lowercase().as_str() {
                "function" | "stt_func" => 2,
                "object" | "stt_object" => 1,
                "notype" | "stt_notype" => 0,
                "tls_object" | "stt_tls" => 6,
                "common" | "stt_common" => 5,
                "gnu_indirect_function" | "stt_gnu_ifunc" => 10,
                "gnu_unique_object" => 1,
                _ => return Err(loc(tpos).error("unsupported attribute")),
            };
            let i = a.symbols.intern(&sym, true);
            a.symbols.list[i].st_type = st;
        }
        ".comm" => {
            let sym = name_arg(c, loc)?;
            expect_comma(c, loc)?;
            let size = abs_arg(a, c, loc)?;
            let align = if c.eat(',') { abs_arg(a, c, loc)? } else { 0 };
            a.end_of_statement(c, loc)?;
            if size < 0 {
                return Err(at.error("size must be non-negative"));
            }
            // the alignment is a power of two's exponent on this target
            // (llvm-mc-22: `.comm c, 16, 8` is 256-byte aligned)
            if !(0..32).contains(&align) {
                return Err(at.error("invalid '.comm' or '.lcomm' directive alignment"));
            }
            let align = 1i64 << align;
            let i = a.symbols.intern(&sym, true);
            let s = &mut a.symbols.list[i];
            if s.def != crate::symbol::Def::Undefined {
                return Err(at.error("invalid symbol redefinition"));
            }
            s.def = crate::symbol::Def::Common {
                size: size as u64,
                align: align as u64,
            };
            // common symbols are objects, global unless `.local` said so
            s.st_type = 1;
            if !s.explicit_local {
                s.binding = Binding::Global;
            }
        }
        ".amdgpu_hsa_kernel" => {
            let sym = name_arg(c, loc)?;
            a.end_of_statement(c, loc)?;
            let i = a.symbols.intern(&sym, true);
            // STT_AMDGPU_HSA_KERNEL (AMDGPUUsage, code object v2)
            a.symbols.list[i].st_type = 10;
        }
        ".size" => {
            let sym = name_arg(c, loc)?;
            expect_comma(c, loc)?;
            let vpos = c.pos();
            let e = Expr::parse(c, a.here()).map_err(|e| loc(e.pos).error(e.msg))?;
            a.end_of_statement(c, loc)?;
            let i = a.symbols.intern(&sym, false);
            a.symbols.list[i].size = Some(Box::new((e, loc(vpos))));
        }
        ".set" | ".equ" | ".equiv" => {
            let sym = name_arg(c, loc)?;
            expect_comma(c, loc)?;
            c.skip_ws();
            let vpos = c.pos();
            let e = Expr::parse(c, a.here()).map_err(|e| loc(e.pos).error(e.msg))?;
            a.end_of_statement(c, loc)?;
            if name == ".equiv"
                && a.symbols
                    .get(&sym)
                    .is_some_and(|i| a.symbols.list[i].def != crate::symbol::Def::Undefined)
            {
                return Err(at.error(format!("redefinition of '{sym}'")));
            }
            a.assign(&sym, e, loc(vpos))?;
        }
        ".p2align" | ".p2alignw" | ".p2alignl" | ".balign" | ".balignw" | ".balignl" | ".align" => {
            align(a, &name, c, at, loc)?;
        }
        ".byte" | ".short" | ".2byte" | ".hword" | ".value" | ".long" | ".4byte" | ".int"
        | ".quad" | ".8byte" => {
            let size = match &*name {
                ".byte" => 1,
                ".short" | ".2byte" | ".hword" | ".value" => 2,
                ".quad" | ".8byte" => 8,
                _ => 4,
            };
            data(a, size, c, loc)?;
        }
        ".fill" => fill(a, c, at, loc)?,
        ".uleb128" | ".sleb128" => loop {
            leb(a, c, name == ".sleb128", at, loc)?;
            if !c.eat(',') {
                a.end_of_statement(c, loc)?;
                break;
            }
        },
        ".zero" | ".space" | ".skip" => {
            let n = abs_arg(a, c, loc)?;
            let v = if c.eat(',') { abs_arg(a, c, loc)? } else { 0 };
            a.end_of_statement(c, loc)?;
            if n < 0 {
                return Err(at.error("'.space' directive with negative size"));
            }
            emit_fill(a, n as u64, 1, v, at)?;
        }
        ".ascii" | ".asciz" | ".string" => loop {
            let mut bytes = string(c, loc)?;
            if name != ".ascii" {
                bytes.push(0);
            }
            emit_bytes(a, &bytes, at)?;
            if !c.eat(',') {
                a.end_of_statement(c, loc)?;
                break;
            }
        },
        ".ident" => {
            let bytes = string(c, loc)?;
            a.end_of_statement(c, loc)?;
            let i = match a.comment {
                Some(i) => i,
                None => {
                    let mut s = Section::new(
                        ".comment",
                        elf::SHT_PROGBITS,
                        elf::SHF_MERGE | elf::SHF_STRINGS,
                        1,
                    );
                    // the first byte of .comment is an empty string (MCELFStreamer::emitIdent)
                    s.data.push(0);
                    let i = a.new_section(s);
                    a.comment = Some(i);
                    i
                }
            };
            a.sections[i].data.extend_from_slice(&bytes);
            a.sections[i].data.push(0);
        }
        ".addrsig" => {
            a.end_of_statement(c, loc)?;
            a.addrsig = true;
        }
        ".addrsig_sym" => {
            let sym = name_arg(c, loc)?;
            a.end_of_statement(c, loc)?;
            // it does not register the symbol: one nothing else registers
            // is left out (observed with llvm-mc-22)
            a.symbols.intern(&sym, false);
            a.addrsig_syms.push(sym.into_owned());
        }
        ".amdgcn_target" => {
            c.skip_ws();
            let spos = c.pos();
            let text = string(c, loc)?;
            a.end_of_statement(c, loc)?;
            let text = String::from_utf8_lossy(&text).into_owned();
            check_target_id(a, &text, loc(spos))?;
            a.target_id = Some((text, at));
        }
        ".amdhsa_code_object_version" => {
            let vpos = c.pos();
            let v = abs_arg(a, c, loc)?;
            a.end_of_statement(c, loc)?;
            if !(4..=6).contains(&v) {
                return Err(loc(vpos).error("unsupported code object version"));
            }
            a.code_object_version = v as u32;
        }
        ".amdhsa_kernel" => {
            let kname = name_arg(c, loc)?.into_owned();
            a.end_of_statement(c, loc)?;
            a.kernel_names.clear();
            a.block = Block::Kernel(KernelBlock {
                name: kname,
                loc: at,
                section: 0,
                offset: 0,
                // compiler output writes 36 to 41 (clang-22, gfx900 to
                // gfx1201; grown one by one, the vector's copies cost more
                // than reading the lines)
                fields: Vec::with_capacity(48),
                end: at,
            });
        }
        ".amdgpu_metadata" => {
            a.end_of_statement(c, loc)?;
            // the YAML's first line is the rest of the directive's line
            a.block = Block::Metadata {
                start: at,
                text: Some(String::from("\n")),
            };
        }
        ".rept" => {
            let n = abs_arg(a, c, loc)?;
            a.end_of_statement(c, loc)?;
            if n < 0 {
                return Err(at.error("Count is negative"));
            }
            start_recording(a, Kind::Rept(n as u64), at);
        }
        ".irp" | ".irpc" => {
            let param = name_arg(c, loc)?.into_owned();
            expect_comma(c, loc)?;
            let rest = c.rest().trim().to_string();
            let kind = if name == ".irp" {
                Kind::Irp {
                    param,
                    values: crate::macros::split_args(&rest),
                }
            } else {
                Kind::Irpc { param, chars: rest }
            };
            start_recording(a, kind, at);
        }
        ".macro" => {
            let mname = name_arg(c, loc)?.into_owned();
            let mut params = Vec::new();
            for p in crate::macros::split_args(c.rest()) {
                if p.is_empty() {
                    continue;
                }
                let (p, default) = match p.split_once('=') {
                    Some((p, d)) => (p.trim().to_string(), Some(d.trim().to_string())),
                    None => (p, None),
                };
                params.push((p, default));
            }
            start_recording(
                a,
                Kind::Macro {
                    name: mname,
                    params,
                },
                at,
            );
        }
        ".endr" => return Err(at.error("unexpected '.endr' directive, no current .rept")),
        ".endm" | ".endmacro" => {
            return Err(at.error(format!(
                "unexpected '{name}' in file, no current macro definition"
            )))
        }
        n if IGNORED.contains(&n) => {}
        _ => return Err(at.error("unknown directive")),
    }
    Ok(())
}

fn start_recording(a: &mut Assembler, kind: Kind, at: Loc) {
    a.recording = Some(crate::macros::Recording {
        kind,
        at,
        body: Vec::new(),
        depth: 0,
    });
}

/// One line inside an `.amdhsa_kernel` block.
pub(crate) fn kernel_line(a: &mut Assembler, text: &str, loc: LocFn) -> Result<(), SourceError> {
    let mut c = Cursor::new(text);
    if c.at_end() {
        return Ok(());
    }
    let npos = c.pos();
    let word = c.ident().unwrap_or("");
    if word == ".end_amdhsa_kernel" {
        a.end_of_statement(&mut c, loc)?;
        let crate::Block::Kernel(mut k) = std::mem::replace(&mut a.block, Block::None) else {
            return Ok(());
        };
        k.end = loc(text.len());
        // the descriptor goes where the block ends, unaligned unless the
        // source aligned it (clang writes `.p2align 6` before; llvm-mc-22
        // puts `.byte 1` + a block's descriptor at offset 1)
        (k.section, k.offset) = a.here();
        let kd = format!("{}.kd", k.name);
        let i = a.symbols.intern(&kd, true);
        let s = &mut a.symbols.list[i];
        if s.def != crate::symbol::Def::Undefined {
            return Err(k.loc.error(format!("symbol '{kd}' is already defined")));
        }
        s.def = crate::symbol::Def::Label {
            section: k.section,
            offset: k.offset,
        };
        s.st_type = 1;
        s.size = Some(Box::new((
            Expr::Num(amdgpu_codeobj::descriptor::SIZE as i64),
            k.loc,
        )));
        // the descriptor takes the kernel's binding and visibility, then
        // the kernel becomes at least protected, so that the descriptor's
        // relocation against it is static
        // (AMDGPUTargetELFStreamer::EmitAmdhsaKernelDescriptor)
        let ki = a.symbols.intern(&k.name, false);
        let ks = &a.symbols.list[ki];
        // a binding never set is GLOBAL while the kernel is undefined, LOCAL
        // once defined (MCSymbolELF::getBinding)
        let binding = match ks.binding {
            crate::symbol::Binding::Local
                if !ks.explicit_local && ks.def == crate::symbol::Def::Undefined =>
            {
                crate::symbol::Binding::Global
            }
            b => b,
        };
        let visibility = ks.visibility;
        let s = &mut a.symbols.list[i];
        (s.binding, s.visibility) = (binding, visibility);
        if visibility == 0 {
            a.symbols.list[ki].visibility = 3;
        }
        register_descriptor_names(a, &k);
        let sec = a.section();
        let at = sec.offset();
        sec.data
            .resize(sec.data.len() + amdgpu_codeobj::descriptor::SIZE, 0);
        // the two whole-dword sizes may name symbols defined elsewhere: an
        // R_AMDGPU_ABS32 each, as for `.long` (observed with llvm-mc-22; other
        // fields must resolve)
        for f in &k.fields {
            if let Some(offset) = relocatable_field(&f.name) {
                sec.fixups.push(Fixup {
                    offset: at + offset,
                    kind: FixKind::Data(4),
                    expr: f.value.clone(),
                    loc: f.value_at(),
                });
            }
        }
        // kernel_code_entry_byte_offset: the entry relative to the
        // descriptor (R_AMDGPU_REL64 against the kernel, addend 16)
        sec.fixups.push(Fixup {
            offset: at + 16,
            kind: FixKind::PcRel64,
            expr: Expr::Bin(
                amdgpu_isa::syntax::Op::Add,
                Box::new(Expr::Sym(k.name.clone(), crate::expr::Variant::None)),
                Box::new(Expr::Num(16)),
            ),
            loc: k.loc,
        });
        a.kernels.push(k);
        return Ok(());
    }
    if !word.starts_with(".amdhsa_") {
        return Err(loc(npos).error("expected .amdhsa_ directive or .end_amdhsa_kernel"));
    }
    c.skip_ws();
    let vpos = c.pos();
    let here = a.here();
    let e = Expr::parse(&mut c, here).map_err(|e| loc(e.pos).error(e.msg))?;
    a.end_of_statement(&mut c, loc)?;
    let known = e.eval(a, 0).ok().and_then(|v| v.absolute()).is_some();
    if let crate::Block::Kernel(k) = &mut a.block {
        let hash = crate::symbol::Symbols::hash(word);
        let fields = &k.fields;
        let names = &mut a.kernel_names;
        if names.find(hash, |&i| fields[i].name == word).is_some() {
            return Err(loc(vpos).error(".amdhsa_ directives cannot be repeated"));
        }
        names.insert_unique(hash, fields.len(), |&i| {
            crate::symbol::Symbols::hash(&fields[i].name)
        });
        // (one of kd_build's list named without a copy)
        use amdgpu_codeobj::kd_build::{directive_index, DIRECTIVES};
        let name = directive_index(word)
            .map_or_else(|| word.to_string().into(), |i| Cow::Borrowed(DIRECTIVES[i]));
        k.fields
            .push(crate::Field::new(name, e, loc(npos), loc(vpos), known));
    }
    Ok(())
}

/// The byte offset in the descriptor of a field that may be left to a
/// relocation: the group and private segment sizes fill whole dwords.
pub(crate) fn relocatable_field(name: &str) -> Option<u64> {
    match name {
        ".amdhsa_group_segment_fixed_size" => Some(0),
        ".amdhsa_private_segment_fixed_size" => Some(4),
        _ => None,
    }
}

/// The fields whose values only add up to the wave's SGPR count.
pub(crate) fn sgpr_count_only(name: &str) -> bool {
    matches!(
        name,
        ".amdhsa_next_free_sgpr"
            | ".amdhsa_reserve_vcc"
            | ".amdhsa_reserve_flat_scratch"
            | ".amdhsa_reserve_xnack_mask"
    )
}

/// The symbols a descriptor's fields name enter the object's order when the
/// descriptor is emitted, in the order of the words that hold them
/// (private segment size, COMPUTE_PGM_RSRC3's accum_offset, then RSRC1's
/// register blocks); the SGPR count reaches the bytes only on GFX9
/// (GRANULATED_WAVEFRONT_SGPR_COUNT is reserved on GFX10+), so the names
/// of the fields that only feed it are not registered there (observed with llvm-mc-22: gfx1100's
/// `numbered_sgpr` enters at its `.set`).
fn register_descriptor_names(a: &mut Assembler, k: &KernelBlock) {
    let rank = |name: &str| match name {
        ".amdhsa_group_segment_fixed_size" => 0,
        ".amdhsa_private_segment_fixed_size" => 1,
        ".amdhsa_kernarg_size" => 2,
        ".amdhsa_accum_offset" => 3,
        ".amdhsa_next_free_vgpr" => 4,
        ".amdhsa_next_free_sgpr" => 5,
        _ => 6,
    };
    let gfx9 = a.target.gen() == amdgpu_isa::Gen::Gfx9;
    let mut fields: Vec<(u8, &crate::Field)> = k
        .fields
        .iter()
        .filter(|f| gfx9 || !sgpr_count_only(&f.name))
        .map(|f| (rank(&f.name), f))
        .collect();
    // (ranked once each: a comparison's two name matches cost more)
    fields.sort_by_key(|&(r, _)| r);
    for (_, f) in fields {
        f.value.names(&mut |n| {
            a.symbols.intern(n, true);
        });
    }
}

/// The symbols `e` names enter the object's order where they are used
/// (LLVM's MCObjectStreamer::visitUsedSymbol).
pub(crate) fn register_names(a: &mut Assembler, e: &Expr) {
    e.names(&mut |n| {
        a.symbols.intern(n, true);
    });
}

fn switch(a: &mut Assembler, name: &str, sh_type: u32, flags: u64, entsize: u64) {
    switch_keyed(
        a,
        name,
        sh_type,
        flags,
        entsize,
        crate::section::Key::default(),
    );
}

/// Enters section `name` of group/link/unique `key`, created if new.
fn switch_keyed(
    a: &mut Assembler,
    name: &str,
    sh_type: u32,
    flags: u64,
    entsize: u64,
    key: crate::section::Key,
) {
    let found = a
        .sections
        .iter()
        .position(|s| s.name == name && s.key == key);
    let i = match found {
        Some(i) => i,
        None => {
            let mut s = Section::new(name, sh_type, flags, entsize);
            s.key = key;
            a.new_section(s)
        }
    };
    if i != a.current {
        a.previous = a.current;
        a.current = i;
    }
}

/// `.section NAME[, "FLAGS"[, @TYPE[, ENTSIZE]]]` (ELFAsmParser::ParseSectionArguments).
fn section_directive(a: &mut Assembler, c: &mut Cursor, loc: LocFn) -> Result<(), SourceError> {
    c.skip_ws();
    let npos = c.pos();
    let name = if c.rest().starts_with('"') {
        String::from_utf8_lossy(&string(c, loc)?).into_owned()
    } else {
        let rest = c.rest();
        let end = rest
            .find(|ch: char| ch == ',' || ch.is_whitespace())
            .unwrap_or(rest.len());
        c.bump(end);
        rest[..end].to_string()
    };
    if name.is_empty() {
        return Err(loc(npos).error("expected identifier"));
    }
    let (mut sh_type, mut flags) = default_kind(&name);
    let mut entsize = 0;
    let mut key = crate::section::Key::default();
    let explicit = c.eat(',');
    if explicit {
        let f = string(c, loc)?;
        // a bad flag is reported after the string (llvm-mc-22)
        let fpos = c.pos();
        flags = 0;
        for ch in f {
            flags |= match ch {
                b'a' => elf::SHF_ALLOC,
                b'w' => elf::SHF_WRITE,
                b'x' => elf::SHF_EXECINSTR,
                b'M' => elf::SHF_MERGE,
                b'S' => elf::SHF_STRINGS,
                b'T' => elf::SHF_TLS,
                b'G' => elf::SHF_GROUP,
                b'e' => elf::SHF_EXCLUDE,
                b'o' => elf::SHF_LINK_ORDER,
                b'R' => elf::SHF_GNU_RETAIN,
                _ => return Err(loc(fpos).error("unknown flag")),
            };
        }
        if c.eat(',') {
            c.skip_ws();
            let tpos = c.pos();
            if !(c.eat('@') || c.eat('%')) {
                return Err(loc(tpos).error("expected '@<type>', '%<type>' or \"<type>\""));
            }
            let t = c.ident().unwrap_or("");
            sh_type = match t {
                "progbits" => elf::SHT_PROGBITS,
                "nobits" => elf::SHT_NOBITS,
                "note" => elf::SHT_NOTE,
                "init_array" => elf::SHT_INIT_ARRAY,
                "fini_array" => elf::SHT_FINI_ARRAY,
                "preinit_array" => elf::SHT_PREINIT_ARRAY,
                _ => return Err(loc(tpos).error("unknown section type")),
            };
            if flags & elf::SHF_MERGE != 0 {
                if !c.eat(',') {
                    return Err(c_loc(c, loc).error("expected the entry size"));
                }
                entsize = abs_arg(a, c, loc)? as u64;
            }
            // then the group, the linked-to symbol and `unique,N`, each
            // when its flag asks (ELFAsmParser::ParseSectionArguments)
            if flags & elf::SHF_GROUP != 0 {
                if !c.eat(',') {
                    return Err(c_loc(c, loc).error("expected group name"));
                }
                let g = name_arg(c, loc)?.into_owned();
                let save = c.pos();
                let comdat = c.eat(',') && c.eat_word("comdat");
                if !comdat {
                    c.set_pos(save);
                }
                a.symbols.intern(&g, true);
                key.group = Some((g, comdat));
            }
            if flags & elf::SHF_LINK_ORDER != 0 {
                if !c.eat(',') {
                    return Err(c_loc(c, loc).error("expected linked-to symbol"));
                }
                key.link_to = Some(name_arg(c, loc)?.into_owned());
            }
            if c.eat(',') {
                c.skip_ws();
                let upos = c.pos();
                if !c.eat_word("unique") || !c.eat(',') {
                    return Err(loc(upos).error("expected 'unique'"));
                }
                key.unique = Some(abs_arg(a, c, loc)?);
            }
        } else if flags & elf::SHF_MERGE != 0 {
            return Err(c_loc(c, loc).error("expected the entry size"));
        } else if flags & elf::SHF_GROUP != 0 {
            return Err(c_loc(c, loc).error("expected group name"));
        }
    }
    a.end_of_statement(c, loc)?;
    if let Some(s) = a.sections.iter().find(|s| s.name == name && s.key == key) {
        if explicit && (s.sh_type != sh_type || s.flags != flags) {
            return Err(loc(npos).error(format!("changed section type or flags for {name}")));
        }
    }
    switch_keyed(a, &name, sh_type, flags, entsize, key);
    Ok(())
}

fn c_loc(c: &mut Cursor, loc: LocFn) -> Loc {
    c.skip_ws();
    loc(c.pos())
}

/// `.p2align P[, FILL[, MAX]]` and its byte-count forms.
fn align(
    a: &mut Assembler,
    name: &str,
    c: &mut Cursor,
    at: Loc,
    loc: LocFn,
) -> Result<(), SourceError> {
    // without operands the directive is ignored (llvm-mc-22 warns)
    if c.at_end() {
        return Ok(());
    }
    c.skip_ws();
    let vpos = c.pos();
    let v = abs_arg(a, c, loc)?;
    let width = match name.as_bytes().last() {
        Some(b'w') => 2,
        Some(b'l') => 4,
        _ => 1,
    };
    let mut fill = None;
    let mut max = 0;
    if c.eat(',') {
        c.skip_ws();
        if !c.rest().starts_with(',') {
            fill = Some((abs_arg(a, c, loc)?, width));
        }
        if c.eat(',') {
            max = abs_arg(a, c, loc)?;
        }
    }
    a.end_of_statement(c, loc)?;
    // `.align` counts bytes on ELF (LLVM's MCAsmInfo AlignmentIsInBytes)
    let bytes = if name.starts_with(".p2align") {
        if !(0..32).contains(&v) {
            return Err(loc(vpos).error("invalid alignment value"));
        }
        1u64 << v
    } else {
        if v <= 0 || (v as u64).count_ones() != 1 {
            return Err(loc(vpos).error("alignment must be a power of 2"));
        }
        v as u64
    };
    if a.sections[a.current].is_nobits() && fill.is_some_and(|f| f.0 != 0) {
        return Err(at.error("cannot emit non-zero data in a section without contents"));
    }
    // an explicit fill value pads code too; otherwise code is padded with s_nop
    a.section().align_to(bytes, fill, max.max(0) as u64);
    Ok(())
}

/// `.byte`/`.long`/... EXPR, EXPR...
fn data(a: &mut Assembler, size: u8, c: &mut Cursor, loc: LocFn) -> Result<(), SourceError> {
    if c.at_end() {
        return Ok(());
    }
    loop {
        c.skip_ws();
        let vpos = c.pos();
        let e = Expr::parse(c, a.here()).map_err(|e| loc(e.pos).error(e.msg))?;
        let l = loc(vpos);
        register_names(a, &e);
        // a difference of places waits for the end: code before may still
        // grow (RDNA 1's padded branches, see relax.rs), as LLVM lays
        // fragments out before it evaluates such a value
        let v = e
            .eval(a, 0)
            .ok()
            .filter(|v| !v.folded)
            .and_then(|v| v.absolute());
        let bytes = v.unwrap_or(0).to_le_bytes();
        if a.sections[a.current].is_nobits() {
            return Err(l.error("cannot have initialized data in a section without contents"));
        }
        if let (Some(v), true) = (v, size < 8) {
            // LLVM: a value must fit the size as signed or unsigned
            let bits = 8 * u32::from(size);
            if v >> bits != 0 && v >> bits != -1 && (v >> (bits - 1)) != -1 {
                return Err(l.error("out of range literal value"));
            }
        }
        let sec = a.section();
        if v.is_none() {
            sec.fixups.push(Fixup {
                offset: sec.offset(),
                kind: FixKind::Data(size),
                expr: e,
                loc: l,
            });
        }
        sec.data.extend_from_slice(&bytes[..usize::from(size)]);
        if !c.eat(',') {
            return a.end_of_statement(c, loc);
        }
    }
}

/// `.fill REPEAT[, SIZE[, VALUE]]`: values of more than 4 bytes take
/// VALUE in their low 4 bytes (MCObjectStreamer::emitFill).
fn fill(a: &mut Assembler, c: &mut Cursor, at: Loc, loc: LocFn) -> Result<(), SourceError> {
    let n = abs_arg(a, c, loc)?;
    let mut size = 1;
    let mut value = 0;
    if c.eat(',') {
        c.skip_ws();
        let spos = c.pos();
        size = abs_arg(a, c, loc)?;
        if size < 0 {
            return Err(loc(spos).error("'.fill' directive with negative size has no effect"));
        }
        size = size.min(8);
        if c.eat(',') {
            value = abs_arg(a, c, loc)?;
        }
    }
    a.end_of_statement(c, loc)?;
    if n < 0 {
        return Ok(());
    }
    emit_fill(a, n as u64, size as u8, value, at)
}

fn emit_fill(a: &mut Assembler, n: u64, size: u8, value: i64, at: Loc) -> Result<(), SourceError> {
    let low = size.min(4);
    let bytes = value.to_le_bytes();
    let sec = a.section();
    if sec.is_nobits() {
        if value != 0 {
            return Err(at.error("cannot emit non-zero data in a section without contents"));
        }
        sec.data
            .resize(sec.data.len() + (n * u64::from(size)) as usize, 0);
        return Ok(());
    }
    let total = n.saturating_mul(u64::from(size));
    if total > 1 << 32 {
        return Err(at.error("fill size is too large"));
    }
    for _ in 0..n {
        sec.data.extend_from_slice(&bytes[..usize::from(low)]);
        sec.data.resize(sec.data.len() + usize::from(size - low), 0);
    }
    Ok(())
}

/// One `.uleb128`/`.sleb128` value: its bytes when the value is a number
/// at its line; else the bytes of its value now (one if it has none yet),
/// sized again and written once every symbol is (`relax.rs`), as
/// llvm-mc-22 makes an MCLEBFragment of a value it cannot evaluate at once
/// (a label further down, or places a relaxed size lies between).
fn leb(
    a: &mut Assembler,
    c: &mut Cursor,
    signed: bool,
    at: Loc,
    loc: LocFn,
) -> Result<(), SourceError> {
    // (an error of the value is placed at its outermost operator, as
    // llvm-mc-22 places it)
    let (e, pos) = Expr::parse_located(c, a.here()).map_err(|e| loc(e.pos).error(e.msg))?;
    let now = e.eval(a, 0).ok().and_then(|v| v.absolute());
    let mut bytes = Vec::new();
    leb128(now.unwrap_or(0), signed, 0, &mut bytes);
    if now.is_none() || names_places(a, &e, 0) {
        let sec = a.section();
        let offset = sec.offset();
        sec.lebs.push(Leb {
            offset,
            len: bytes.len() as u64,
            expr: e,
            signed,
            loc: loc(pos),
        });
    }
    emit_bytes(a, &bytes, at)
}

/// Whether `e` names a place (a label, `.`, or a symbol set to one): its
/// value may change as the layout settles.
pub(crate) fn names_places(a: &Assembler, e: &Expr, depth: u32) -> bool {
    match e {
        Expr::Num(_) => false,
        Expr::Here { .. } => true,
        Expr::Sym(name, _) => match a.symbols.get(name).map(|i| &a.symbols.list[i].def) {
            Some(Def::Set(e)) if depth < crate::expr::MAX_SET_DEPTH => {
                names_places(a, e, depth + 1)
            }
            _ => true,
        },
        Expr::Neg(x) | Expr::Not(x) | Expr::LNot(x) => names_places(a, x, depth),
        Expr::Bin(_, x, y) => names_places(a, x, depth) || names_places(a, y, depth),
        Expr::Call(call) => call.1.iter().any(|x| names_places(a, x, depth)),
    }
}

/// LEB128, unsigned or signed (DWARF 7.6), in at least `pad_to` bytes
/// (LLVM's encodeULEB128/encodeSLEB128 with PadTo: continuation bytes of
/// the value's extension before a last one without).
pub(crate) fn leb128(v: i64, signed: bool, pad_to: usize, out: &mut Vec<u8>) {
    let mut v = v;
    let mut count = 0;
    loop {
        let byte = (v & 0x7f) as u8;
        v = if signed {
            v >> 7
        } else {
            ((v as u64) >> 7) as i64
        };
        let done = if signed {
            v == 0 && byte & 0x40 == 0 || v == -1 && byte & 0x40 != 0
        } else {
            v == 0
        };
        count += 1;
        if done {
            if count >= pad_to {
                out.push(byte);
                return;
            }
            out.push(byte | 0x80);
            break;
        }
        out.push(byte | 0x80);
    }
    let ext = if v < 0 { 0x7f } else { 0 };
    while count + 1 < pad_to {
        out.push(ext | 0x80);
        count += 1;
    }
    out.push(ext);
}

fn emit_bytes(a: &mut Assembler, bytes: &[u8], at: Loc) -> Result<(), SourceError> {
    let sec = a.section();
    if sec.is_nobits() && bytes.iter().any(|&b| b != 0) {
        return Err(at.error("cannot have initialized data in a section without contents"));
    }
    sec.data.extend_from_slice(bytes);
    Ok(())
}

fn expect_comma(c: &mut Cursor, loc: LocFn) -> Result<(), SourceError> {
    if !c.eat(',') {
        return Err(c_loc(c, loc).error("expected comma"));
    }
    Ok(())
}

/// An absolute expression argument (defined symbols may be named).
fn abs_arg(a: &Assembler, c: &mut Cursor, loc: LocFn) -> Result<i64, SourceError> {
    c.skip_ws();
    let pos = c.pos();
    let e = Expr::parse(c, a.here()).map_err(|e| loc(e.pos).error(e.msg))?;
    e.eval(a, 0)
        .ok()
        .and_then(|v| v.absolute())
        .ok_or_else(|| loc(pos).error("expected absolute expression"))
}

/// A symbol name (an identifier, or a quoted string).
fn name_arg<'t>(c: &mut Cursor<'t>, loc: LocFn) -> Result<Cow<'t, str>, SourceError> {
    c.skip_ws();
    let pos = c.pos();
    if c.rest().starts_with('"') {
        return Ok(String::from_utf8_lossy(&string(c, loc)?)
            .into_owned()
            .into());
    }
    // (the line's own text: most names are read and looked up, not kept)
    c.ident()
        .map(Cow::Borrowed)
        .ok_or_else(|| loc(pos).error("expected identifier"))
}

/// `name, name, ...` to the end of the statement.
fn names<'t>(c: &mut Cursor<'t>, loc: LocFn) -> Result<Vec<Cow<'t, str>>, SourceError> {
    if c.at_end() {
        return Ok(Vec::new());
    }
    let mut out = vec![name_arg(c, loc)?];
    while c.eat(',') {
        out.push(name_arg(c, loc)?);
    }
    if !c.at_end() {
        return Err(loc(c.pos()).error("unexpected token"));
    }
    Ok(out)
}

/// A string literal with C escapes (`\n`, `\t`, `\\`, `\"`, octal, `\x`).
fn string(c: &mut Cursor, loc: LocFn) -> Result<Vec<u8>, SourceError> {
    c.skip_ws();
    let start = c.pos();
    if !c.rest().starts_with('"') {
        return Err(loc(start).error("expected string"));
    }
    let body = &c.rest().as_bytes()[1..];
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        match body[i] {
            b'"' => {
                c.bump(i + 2);
                return Ok(out);
            }
            b'\\' => {
                i += 1;
                let Some(&e) = body.get(i) else { break };
                match e {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'r' => out.push(b'\r'),
                    b'b' => out.push(8),
                    b'f' => out.push(12),
                    b'x' | b'X' => {
                        let digits = body[i + 1..]
                            .iter()
                            .take_while(|b| b.is_ascii_hexdigit())
                            .count();
                        let text = std::str::from_utf8(&body[i + 1..i + 1 + digits]).unwrap_or("0");
                        out.push(u64::from_str_radix(text, 16).unwrap_or(0) as u8);
                        i += digits;
                    }
                    b'0'..=b'7' => {
                        let digits = body[i..]
                            .iter()
                            .take(3)
                            .take_while(|b| (b'0'..=b'7').contains(b))
                            .count();
                        let text = std::str::from_utf8(&body[i..i + digits]).unwrap_or("0");
                        out.push(u32::from_str_radix(text, 8).unwrap_or(0) as u8);
                        i += digits - 1;
                    }
                    other => out.push(other),
                }
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    // LLVM's lexer gives no string token then
    Err(loc(start).error("expected string"))
}

/// `.amdgcn_target "amdgcn-amd-amdhsa--gfx1100[:feature±...]"` must name
/// the target being assembled for (AMDGPUAsmParser::ParseDirectiveAMDGCNTarget).
fn check_target_id(a: &Assembler, text: &str, at: Loc) -> Result<(), SourceError> {
    let same = crate::finish::parse_target_id(text)
        .and_then(|(p, _, _)| amdgpu_isa::Target::from_name(p).ok())
        .map(|t| t.name());
    if same != Some(a.target.name()) {
        return Err(at.error(format!(
            ".amdgcn_target directive's target id {text} does not match the specified target id amdgcn-amd-amdhsa--{}",
            a.target.name()
        )));
    }
    Ok(())
}
