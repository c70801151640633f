//! Structure-aware: expressions built from a small AST (numbers in several
//! spellings, symbols, unary and binary operators, parentheses, nesting
//! thousands of levels deep) put in an operand slot that reads an
//! expression, then parsed (and what parses printed and encoded). Must not
//! panic or overflow the stack: past the parser's depth limit the answer is
//! an error.
//!
//! The AST comes in postfix (a flat list of operations over a stack), so
//! neither building it from bytes nor printing it recurses: only the parser
//! under test does.
#![no_main]

use amdgpu_isa::{parse_source, Item};
use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
struct Input {
    target: u8,
    slot: u8,
    /// Define labels `L0` (before) and `L1` (after) so symbols resolve.
    labels: bool,
    ops: Vec<Op>,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Op {
    Num(u64, Form),
    Sym(Sym),
    Unary(Un),
    Binary(Bin),
    Paren,
    /// Wrap the top of the stack `n` times (`((((x))))`, `- - - -x`).
    Nest(Wrap, u16),
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Form {
    Dec,
    Hex,
    Bin,
    Neg,
    Float,
    Small,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Sym {
    L0,
    L1,
    Undefined,
    Dot,
    Vcc,
    Exec,
    Sgpr,
    Vgpr,
    HwReg,
    Long,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Un {
    Neg,
    Not,
    Plus,
    LogNot,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    LAnd,
    LOr,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Wrap {
    Paren,
    Neg,
    Not,
    Plus,
}

/// Operand slots that read an expression; `{}` is where it goes. Not every
/// line is valid on every target: errors are answers too.
const SLOTS: &[&str] = &[
    "v_mov_b32 v0, {}",
    "s_mov_b32 s0, {}",
    "s_mov_b64 s[0:1], {}",
    "s_movk_i32 s0, {}",
    "s_add_u32 s0, s1, {}",
    "v_add_f32 v0, {}, v1",
    "v_fma_f32 v0, v1, v2, {}",
    "v_cmp_eq_u32 vcc, {}, v0",
    "v_mov_b32 v[{}], 0",
    "s_mov_b32 s[{}], 0",
    "s_waitcnt vmcnt({})",
    "s_waitcnt lgkmcnt({}) expcnt(0)",
    "s_waitcnt {}",
    "s_waitcnt_vscnt null, {}",
    "s_nop {}",
    "s_sleep {}",
    "s_setprio {}",
    "s_branch {}",
    "s_cbranch_scc0 {}",
    "s_getreg_b32 s0, hwreg({}, 0, 32)",
    "s_getreg_b32 s0, hwreg(HW_REG_MODE, {}, 4)",
    "s_setreg_b32 hwreg(1, 0, {}), s0",
    "s_setreg_imm32_b32 hwreg(HW_REG_MODE), {}",
    "s_sendmsg sendmsg({})",
    "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, {})",
    "s_delay_alu instid0({})",
    "ds_read_b32 v0, v1 offset:{}",
    "ds_write_b32 v1, v2 offset:{}",
    "ds_load_b32 v0, v1 offset:{}",
    "ds_read2_b32 v[0:1], v2 offset0:{} offset1:1",
    "ds_swizzle_b32 v0, v1 offset:{}",
    "ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM, {}, 1, 2, 3)",
    "global_load_dword v0, v[0:1], off offset:{}",
    "global_load_b32 v0, v[0:1], off offset:{}",
    "global_store_dword v[0:1], v2, off offset:{}",
    "buffer_load_dword v0, off, s[0:3], 0 offset:{}",
    "buffer_load_dword v0, off, s[0:3], {}",
    "s_load_dword s0, s[0:1], {}",
    "s_load_b32 s0, s[0:1], {}",
    "v_mov_b32_dpp v0, v1 quad_perm:[{},1,2,3] row_mask:0xf bank_mask:0xf",
    "v_mov_b32_dpp v0, v1 row_shl:{}",
    "v_pk_add_f16 v0, v1, v2 op_sel:[{},0]",
    "s_add_i32 s0, {}, {}",
];

/// Longest source tried: nesting counts multiply quickly.
const MAX_TEXT: usize = 1 << 20;

enum Node {
    Leaf(String),
    Un(&'static str, usize),
    Bin(usize, &'static str, usize),
    Wrap(&'static str, &'static str, u32, usize),
}

struct Tree {
    nodes: Vec<Node>,
    /// Printed length of each node (saturating).
    len: Vec<usize>,
}

impl Tree {
    fn push(&mut self, n: Node) -> usize {
        let len = match &n {
            Node::Leaf(s) => s.len(),
            Node::Un(op, a) => op.len().saturating_add(self.len[*a]),
            Node::Bin(a, op, b) => (op.len() + 2)
                .saturating_add(self.len[*a])
                .saturating_add(self.len[*b]),
            Node::Wrap(open, close, n, a) => {
                ((open.len() + close.len()) * *n as usize).saturating_add(self.len[*a])
            }
        };
        self.nodes.push(n);
        self.len.push(len);
        self.nodes.len() - 1
    }

    /// Prints node `root` without recursion.
    fn print(&self, root: usize, out: &mut String) {
        enum Task {
            Node(usize),
            Str(&'static str),
            Repeat(&'static str, u32),
        }
        let mut todo = vec![Task::Node(root)];
        while let Some(t) = todo.pop() {
            match t {
                Task::Str(s) => out.push_str(s),
                Task::Repeat(s, n) => (0..n).for_each(|_| out.push_str(s)),
                Task::Node(i) => match &self.nodes[i] {
                    Node::Leaf(s) => out.push_str(s),
                    Node::Un(op, a) => {
                        out.push_str(op);
                        todo.push(Task::Node(*a));
                    }
                    Node::Bin(a, op, b) => {
                        todo.push(Task::Node(*b));
                        todo.push(Task::Str(" "));
                        todo.push(Task::Str(op));
                        todo.push(Task::Str(" "));
                        todo.push(Task::Node(*a));
                    }
                    Node::Wrap(open, close, n, a) => {
                        (0..*n).for_each(|_| out.push_str(open));
                        todo.push(Task::Repeat(close, *n));
                        todo.push(Task::Node(*a));
                    }
                },
            }
        }
    }
}

fn number(v: u64, f: Form) -> String {
    match f {
        Form::Dec => v.to_string(),
        Form::Hex => format!("{v:#x}"),
        Form::Bin => format!("{:#b}", v & 0xffff),
        Form::Neg => format!("-{}", v % 100_000),
        Form::Float => format!("{:?}", f64::from_bits(v) as f32),
        Form::Small => (v % 70).to_string(),
    }
}

fn symbol(s: Sym) -> &'static str {
    match s {
        Sym::L0 => "L0",
        Sym::L1 => "L1",
        Sym::Undefined => "undefined_symbol",
        Sym::Dot => ".",
        Sym::Vcc => "vcc",
        Sym::Exec => "exec_lo",
        Sym::Sgpr => "s1",
        Sym::Vgpr => "v1",
        Sym::HwReg => "HW_REG_MODE",
        Sym::Long => "a_symbol_name_longer_than_any_mnemonic_of_any_target_so_far_0123456789",
    }
}

fn unary(u: Un) -> &'static str {
    match u {
        Un::Neg => "-",
        Un::Not => "~",
        Un::Plus => "+",
        Un::LogNot => "!",
    }
}

fn binary(b: Bin) -> &'static str {
    match b {
        Bin::Add => "+",
        Bin::Sub => "-",
        Bin::Mul => "*",
        Bin::Div => "/",
        Bin::Rem => "%",
        Bin::Shl => "<<",
        Bin::Shr => ">>",
        Bin::And => "&",
        Bin::Or => "|",
        Bin::Xor => "^",
        Bin::LAnd => "&&",
        Bin::LOr => "||",
        Bin::Eq => "==",
        Bin::Ne => "!=",
        Bin::Lt => "<",
        Bin::Gt => ">",
        Bin::Le => "<=",
        Bin::Ge => ">=",
    }
}

fuzz_target!(|input: Input| {
    let mut tree = Tree {
        nodes: Vec::new(),
        len: Vec::new(),
    };
    let mut stack: Vec<usize> = Vec::new();
    let pop = |tree: &mut Tree, stack: &mut Vec<usize>| {
        stack
            .pop()
            .unwrap_or_else(|| tree.push(Node::Leaf("1".into())))
    };
    for op in &input.ops {
        let n = match *op {
            Op::Num(v, f) => Node::Leaf(number(v, f)),
            Op::Sym(s) => Node::Leaf(symbol(s).into()),
            Op::Unary(u) => Node::Un(unary(u), pop(&mut tree, &mut stack)),
            Op::Binary(b) => {
                let rhs = pop(&mut tree, &mut stack);
                let lhs = pop(&mut tree, &mut stack);
                Node::Bin(lhs, binary(b), rhs)
            }
            Op::Paren => Node::Wrap("(", ")", 1, pop(&mut tree, &mut stack)),
            Op::Nest(w, n) => {
                let (open, close) = match w {
                    Wrap::Paren => ("(", ")"),
                    Wrap::Neg => ("-", ""),
                    Wrap::Not => ("~", ""),
                    Wrap::Plus => ("+", ""),
                };
                Node::Wrap(open, close, u32::from(n), pop(&mut tree, &mut stack))
            }
        };
        let at = tree.push(n);
        stack.push(at);
        if tree.len[at] > MAX_TEXT {
            return;
        }
    }
    // What is left on the stack, added up.
    let Some(mut root) = stack.first().copied() else {
        return;
    };
    for &b in &stack[1..] {
        root = tree.push(Node::Bin(root, "+", b));
    }
    if tree.len[root] > MAX_TEXT {
        return;
    }
    let mut expr = String::with_capacity(tree.len[root]);
    tree.print(root, &mut expr);

    let t = amdgpu_isa_fuzz::target(input.target);
    let line = SLOTS[input.slot as usize % SLOTS.len()].replace("{}", &expr);
    let text = if input.labels {
        format!("L0:\n{line}\nL1:\n")
    } else {
        line
    };
    if let Ok(stmts) = parse_source(t, &text) {
        for s in stmts {
            if let Item::Inst(inst) = s.item {
                let _ = inst.display().to_string();
                let _ = inst.encode();
            }
        }
    }
});
