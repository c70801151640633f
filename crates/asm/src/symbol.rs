//! The symbol table: names, what defines them, their ELF attributes, and
//! the order the object's symbol table lists them in.

use crate::expr::{Expr, Term, Value};
use crate::Loc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Def {
    Undefined,
    /// A label: a place in a section.
    Label {
        section: usize,
        offset: u64,
    },
    /// `.set`/`=`: a value computed when asked.
    Set(Expr),
    /// `.comm`: storage the linker allocates (size, alignment).
    Common {
        size: u64,
        align: u64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    Local,
    Global,
    Weak,
}

#[derive(Clone, Debug)]
pub struct Symbol {
    pub name: String,
    pub def: Def,
    /// Where it was defined (labels, `.set`), for errors.
    pub def_loc: Option<Loc>,
    pub binding: Binding,
    /// `.local` written: local even if referenced while undefined.
    pub explicit_local: bool,
    /// STV_* (`.hidden`, `.protected`, `.internal`).
    pub visibility: u8,
    /// STT_* (`.type`).
    pub st_type: u8,
    /// (boxed: few symbols have one, and every symbol is as large as
    /// its largest field)
    pub size: Option<Box<(Expr, Loc)>>,
    /// Named by a relocation (undefined ones become global then).
    pub in_reloc: bool,
    registered: bool,
}

impl Symbol {
    /// `.L` names are the assembler's own: never listed, relocations
    /// against them go to their section (ELF's private prefix).
    pub fn is_temporary(&self) -> bool {
        self.name.starts_with(".L")
    }
}

/// One registration: a symbol, or the symbol of a section (registered
/// when the section is first entered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    Symbol(usize),
    Section(usize),
}

#[derive(Default)]
pub struct Symbols {
    pub list: Vec<Symbol>,
    /// Indices into `list` by their names (kept there only: one copy of
    /// each name).
    by_name: hashbrown::HashTable<usize>,
    /// Symbols and sections' symbols in the order they were first
    /// registered: the object's symbol table lists them so.
    pub order: Vec<Entry>,
}

impl Symbols {
    /// The hash names are found by.
    pub(crate) fn hash(name: &str) -> u64 {
        use std::hash::BuildHasher;
        rustc_hash::FxBuildHasher.hash_one(name)
    }

    pub fn get(&self, name: &str) -> Option<usize> {
        let list = &self.list;
        self.by_name
            .find(Self::hash(name), |&i| list[i].name == name)
            .copied()
    }

    /// The symbol named `name`, created undefined when new; `register`
    /// puts it in the object's order (a definition or an attribute does,
    /// a mere reference does not until a relocation names it).
    pub fn intern(&mut self, name: &str, register: bool) -> usize {
        let i = match self.get(name) {
            Some(i) => i,
            None => {
                let i = self.list.len();
                self.list.push(Symbol {
                    name: name.to_string(),
                    def: Def::Undefined,
                    def_loc: None,
                    binding: Binding::Local,
                    explicit_local: false,
                    visibility: 0,
                    st_type: 0,
                    size: None,
                    in_reloc: false,
                    registered: false,
                });
                let list = &self.list;
                self.by_name
                    .insert_unique(Self::hash(name), i, |&j| Self::hash(&list[j].name));
                i
            }
        };
        if register {
            self.register(i);
        }
        i
    }

    /// Room for `n` more symbols.
    pub fn reserve(&mut self, n: usize) {
        self.list.reserve(n);
        self.order.reserve(n);
        let list = &self.list;
        self.by_name.reserve(n, |&j| Self::hash(&list[j].name));
    }

    pub fn register(&mut self, i: usize) {
        if !self.list[i].registered {
            self.list[i].registered = true;
            self.order.push(Entry::Symbol(i));
        }
    }

    /// Moves symbol `i` to the end of the registration order.
    pub fn reregister(&mut self, i: usize) {
        self.order.retain(|e| *e != Entry::Symbol(i));
        self.order.push(Entry::Symbol(i));
    }

    /// A symbol's value now: its place, its `.set` value, or `None`
    /// while undefined.
    pub fn value(
        &self,
        name: &str,
        depth: u32,
        env: &dyn crate::expr::Env,
    ) -> Result<Option<Value>, String> {
        let Some(i) = self.get(name) else {
            return Ok(None);
        };
        Ok(match &self.list[i].def {
            Def::Undefined => None,
            Def::Label { section, offset } => Some(Value {
                add: Some(Term::Sym(i, Some((*section, *offset)))),
                ..Value::abs(0)
            }),
            Def::Set(e) => Some(e.eval(env, depth)?),
            Def::Common { .. } => Some(Value {
                add: Some(Term::Sym(i, None)),
                ..Value::abs(0)
            }),
        })
    }
}
