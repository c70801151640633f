//! The AMDGPU metadata note (`NT_AMDGPU_METADATA`, a MessagePack map) of code
//! object V3-V6: per kernel its symbol, sizes and arguments.
//!
//! Keys and value kinds: AMDGPUUsage "Code Object V3 Metadata" through "V5"
//! (kernel-facts §1.4, §2.5). Unknown keys are ignored; a malformed note is an
//! error, never a panic (the MessagePack reader bounds nesting and
//! preallocation).

use rmpv::Value;

/// One kernel's entry of `amdhsa.kernels`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelMeta {
    /// `.name`: the source-level kernel name.
    pub name: String,
    /// `.symbol`: the descriptor symbol (`NAME.kd`).
    pub symbol: String,
    pub kernarg_segment_size: u32,
    pub kernarg_segment_align: u32,
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub wavefront_size: u32,
    pub sgpr_count: u32,
    pub vgpr_count: u32,
    pub max_flat_workgroup_size: u32,
    pub uses_dynamic_stack: bool,
    pub args: Vec<Arg>,
}

/// One kernel argument (`.args` entry), explicit or hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// `.name` (present when the compiler kept argument names).
    pub name: Option<String>,
    /// `.type_name` (`float*`, `int`…).
    pub type_name: Option<String>,
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    pub size: u32,
    pub kind: ValueKind,
    /// `.address_space` of pointers (`global`, `local`, `constant`…).
    pub address_space: Option<String>,
    pub is_const: bool,
}

/// `.value_kind`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueKind {
    ByValue,
    GlobalBuffer,
    /// A pointer to dynamically sized LDS: receives a 32-bit LDS address.
    DynamicSharedPointer,
    Image,
    Sampler,
    Pipe,
    Queue,
    /// `hidden_*`: filled by the dispatcher, not the user (the name without
    /// its `hidden_` prefix, e.g. `block_count_x`).
    Hidden(String),
    /// A kind this reader does not know.
    Other(String),
}

impl ValueKind {
    fn from_name(s: &str) -> ValueKind {
        match s {
            "by_value" => ValueKind::ByValue,
            "global_buffer" => ValueKind::GlobalBuffer,
            "dynamic_shared_pointer" => ValueKind::DynamicSharedPointer,
            "image" => ValueKind::Image,
            "sampler" => ValueKind::Sampler,
            "pipe" => ValueKind::Pipe,
            "queue" => ValueKind::Queue,
            _ => match s.strip_prefix("hidden_") {
                Some(h) => ValueKind::Hidden(h.to_string()),
                None => ValueKind::Other(s.to_string()),
            },
        }
    }

    /// The metadata spelling.
    pub fn name(&self) -> String {
        match self {
            ValueKind::ByValue => "by_value".into(),
            ValueKind::GlobalBuffer => "global_buffer".into(),
            ValueKind::DynamicSharedPointer => "dynamic_shared_pointer".into(),
            ValueKind::Image => "image".into(),
            ValueKind::Sampler => "sampler".into(),
            ValueKind::Pipe => "pipe".into(),
            ValueKind::Queue => "queue".into(),
            ValueKind::Hidden(h) => format!("hidden_{h}"),
            ValueKind::Other(s) => s.clone(),
        }
    }

    pub fn is_hidden(&self) -> bool {
        matches!(self, ValueKind::Hidden(_))
    }
}

/// Deepest MessagePack nesting accepted (the metadata uses 4 levels).
const MAX_DEPTH: usize = 32;

/// The kernels of one metadata note's description.
pub fn parse(desc: &[u8]) -> Result<Vec<KernelMeta>, String> {
    let mut rd = desc;
    let root = rmpv::decode::read_value_with_max_depth(&mut rd, MAX_DEPTH)
        .map_err(|e| format!("malformed AMDGPU metadata ({e})"))?;
    let Some(kernels) = get(&root, "amdhsa.kernels") else {
        return Ok(Vec::new());
    };
    let Value::Array(kernels) = kernels else {
        return Err("malformed AMDGPU metadata: amdhsa.kernels is not a list".into());
    };
    kernels.iter().map(kernel).collect()
}

fn get<'v>(map: &'v Value, key: &str) -> Option<&'v Value> {
    match map {
        Value::Map(entries) => entries
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

fn text(map: &Value, key: &str) -> Option<String> {
    get(map, key).and_then(Value::as_str).map(str::to_string)
}

fn number(map: &Value, key: &str) -> Result<u32, String> {
    match get(map, key) {
        None => Ok(0),
        Some(v) => v
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| format!("malformed AMDGPU metadata: {key} is not a 32-bit number")),
    }
}

fn flag(map: &Value, key: &str) -> bool {
    get(map, key).and_then(Value::as_bool).unwrap_or(false)
}

fn kernel(k: &Value) -> Result<KernelMeta, String> {
    if !k.is_map() {
        return Err("malformed AMDGPU metadata: a kernel entry is not a map".into());
    }
    let symbol = text(k, ".symbol").ok_or("malformed AMDGPU metadata: a kernel has no .symbol")?;
    let args = match get(k, ".args") {
        None => Vec::new(),
        Some(Value::Array(a)) => a.iter().map(arg).collect::<Result<_, _>>()?,
        Some(_) => return Err(format!("malformed AMDGPU metadata: .args of {symbol}")),
    };
    Ok(KernelMeta {
        name: text(k, ".name").unwrap_or_default(),
        kernarg_segment_size: number(k, ".kernarg_segment_size")?,
        kernarg_segment_align: number(k, ".kernarg_segment_align")?,
        group_segment_fixed_size: number(k, ".group_segment_fixed_size")?,
        private_segment_fixed_size: number(k, ".private_segment_fixed_size")?,
        wavefront_size: number(k, ".wavefront_size")?,
        sgpr_count: number(k, ".sgpr_count")?,
        vgpr_count: number(k, ".vgpr_count")?,
        max_flat_workgroup_size: number(k, ".max_flat_workgroup_size")?,
        uses_dynamic_stack: flag(k, ".uses_dynamic_stack"),
        symbol,
        args,
    })
}

fn arg(a: &Value) -> Result<Arg, String> {
    let kind = text(a, ".value_kind")
        .ok_or("malformed AMDGPU metadata: an argument has no .value_kind")?;
    Ok(Arg {
        name: text(a, ".name"),
        type_name: text(a, ".type_name"),
        offset: number(a, ".offset")?,
        size: number(a, ".size")?,
        kind: ValueKind::from_name(&kind),
        address_space: text(a, ".address_space"),
        is_const: flag(a, ".is_const"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(entries: Vec<(&str, Value)>) -> Value {
        Value::Map(entries.into_iter().map(|(k, v)| (k.into(), v)).collect())
    }

    #[test]
    fn reads_kernels_and_args() {
        let note = map(vec![
            ("amdhsa.version", Value::Array(vec![1.into(), 2.into()])),
            (
                "amdhsa.kernels",
                Value::Array(vec![map(vec![
                    (".name", "k".into()),
                    (".symbol", "k.kd".into()),
                    (".kernarg_segment_size", 272.into()),
                    (".wavefront_size", 32.into()),
                    (
                        ".args",
                        Value::Array(vec![
                            map(vec![
                                (".offset", 0.into()),
                                (".size", 8.into()),
                                (".value_kind", "global_buffer".into()),
                                (".address_space", "global".into()),
                                (".is_const", true.into()),
                            ]),
                            map(vec![
                                (".offset", 16.into()),
                                (".size", 4.into()),
                                (".value_kind", "hidden_block_count_x".into()),
                            ]),
                        ]),
                    ),
                ])]),
            ),
        ]);
        let mut bytes = Vec::new();
        rmpv::encode::write_value(&mut bytes, &note).unwrap();
        let k = parse(&bytes).unwrap();
        assert_eq!(k.len(), 1);
        assert_eq!(k[0].symbol, "k.kd");
        assert_eq!(k[0].kernarg_segment_size, 272);
        assert_eq!(k[0].args[0].kind, ValueKind::GlobalBuffer);
        assert!(k[0].args[0].is_const);
        assert_eq!(k[0].args[1].kind, ValueKind::Hidden("block_count_x".into()));
        assert_eq!(k[0].args[1].kind.name(), "hidden_block_count_x");
    }

    #[test]
    fn malformed_notes_are_errors() {
        assert!(parse(&[]).is_err());
        assert!(parse(&[0xdd, 0xff, 0xff, 0xff, 0xff]).is_err());
        // 1,000 nested one-element arrays: refused by depth, not by the stack
        let deep = vec![0x91u8; 1000];
        assert!(parse(&deep).is_err());
        let bad = map(vec![("amdhsa.kernels", 5.into())]);
        let mut bytes = Vec::new();
        rmpv::encode::write_value(&mut bytes, &bad).unwrap();
        assert!(parse(&bytes).is_err());
    }
}
