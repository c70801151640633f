//! NumPy's `.npy` format (version 1.0/2.0/3.0 headers), for kernel buffers:
//! one-dimensional little-endian arrays of the element types `run` knows.
//! Format: numpy's `numpy/lib/format.py` docs — magic `\x93NUMPY`, major and
//! minor version bytes, header length (u16 LE in 1.0, u32 LE in 2.0+), then a
//! Python dict literal with `descr`, `fortran_order` and `shape`, padded with
//! spaces and a newline so the data starts on a 64-byte boundary.

const MAGIC: &[u8] = b"\x93NUMPY";

/// The `descr` of each element type `run` writes, by type name.
pub const DESCRS: [(&str, &str); 10] = [
    ("u8", "|u1"),
    ("i8", "|i1"),
    ("u16", "<u2"),
    ("i16", "<i2"),
    ("u32", "<u4"),
    ("i32", "<i4"),
    ("u64", "<u8"),
    ("i64", "<i8"),
    ("f32", "<f4"),
    ("f64", "<f8"),
];

/// An array read from a `.npy` file: its element type name (as in
/// [`DESCRS`]) and its bytes in C order.
#[derive(Debug)]
pub struct Array {
    pub elem: &'static str,
    pub data: Vec<u8>,
}

/// Reads a `.npy` file's bytes. Any shape is taken (the buffer is its
/// elements in C order); Fortran order and big-endian types are refused.
pub fn read(bytes: &[u8]) -> Result<Array, String> {
    let rest = bytes
        .strip_prefix(MAGIC)
        .ok_or("not a .npy file (no \\x93NUMPY magic)")?;
    let (&[major, _minor], rest) = rest.split_first_chunk::<2>().ok_or("truncated header")?;
    let (len, rest) = match major {
        1 => {
            let (l, r) = rest.split_first_chunk::<2>().ok_or("truncated header")?;
            (usize::from(u16::from_le_bytes(*l)), r)
        }
        2 | 3 => {
            let (l, r) = rest.split_first_chunk::<4>().ok_or("truncated header")?;
            (u32::from_le_bytes(*l) as usize, r)
        }
        v => return Err(format!("unknown .npy format version {v}")),
    };
    let header = rest.get(..len).ok_or("truncated header")?;
    let header = std::str::from_utf8(header).map_err(|_| "the header is not text")?;
    let data = &rest[len..];
    let descr = field(header, "descr").ok_or("the header has no 'descr'")?;
    let descr = descr.trim_matches(|c| c == '\'' || c == '"');
    // one-byte types may be written with any byte-order mark
    let norm = match descr {
        "u1" | "<u1" | ">u1" | "=u1" => "|u1",
        "i1" | "<i1" | ">i1" | "=i1" | "b" => "|i1",
        d => d,
    };
    let elem = DESCRS
        .iter()
        .find(|(_, d)| *d == norm)
        .map(|(e, _)| *e)
        .ok_or_else(|| {
            format!(
                "element type {descr} is not supported (little-endian u8-u64, i8-i64, f32, f64)"
            )
        })?;
    if field(header, "fortran_order").is_some_and(|v| v.trim() == "True") {
        return Err("Fortran-order arrays are not supported".into());
    }
    let shape = field(header, "shape").ok_or("the header has no 'shape'")?;
    let mut count: usize = 1;
    for d in shape
        .trim_matches(|c| c == '(' || c == ')')
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        let n: usize = d.parse().map_err(|_| format!("bad shape {shape}"))?;
        count = count.checked_mul(n).ok_or("the shape overflows")?;
    }
    let size = DESCRS
        .iter()
        .position(|(e, _)| *e == elem)
        .map_or(1, |i| [1, 1, 2, 2, 4, 4, 8, 8, 4, 8][i]);
    let want = count.checked_mul(size).ok_or("the shape overflows")?;
    let data = data.get(..want).ok_or_else(|| {
        format!(
            "the file holds {} data bytes, the shape needs {want}",
            data.len()
        )
    })?;
    Ok(Array {
        elem,
        data: data.to_vec(),
    })
}

/// The value text of `key` in a header dict (`'key': value`), up to the
/// next top-level comma.
fn field<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let at = header
        .find(&format!("'{key}'"))
        .or_else(|| header.find(&format!("\"{key}\"")))?;
    let rest = &header[at + key.len() + 2..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' | '}' if depth == 0 => return Some(rest[..i].trim()),
            _ => {}
        }
    }
    None
}

/// A version 1.0 `.npy` file of one-dimensional `data` of element type
/// `elem` (a name in [`DESCRS`]).
pub fn write(elem: &str, size: usize, data: &[u8]) -> Vec<u8> {
    let descr = DESCRS
        .iter()
        .find(|(e, _)| *e == elem)
        .map_or("|u1", |(_, d)| d);
    let n = data.len() / size.max(1);
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}");
    // numpy leaves room for the shape to grow to 21 digits in place, then
    // pads magic (6) + version (2) + length (2) + header + '\n' to 64 bytes
    header.push_str(&" ".repeat(21usize.saturating_sub(n.to_string().len())));
    let used = MAGIC.len() + 4 + header.len() + 1;
    header.push_str(&" ".repeat(used.next_multiple_of(64) - used));
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + data.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[1, 0]);
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(data);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Written by numpy 2.x: `np.save(f, np.arange(3, dtype='<f4'))`.
    const NUMPY_F32: &[u8] = include_bytes!("../tests/data/arange3_f32.npy");
    /// `np.save(f, np.array([[1, -2], [3, -4]], dtype='<i2'))`.
    const NUMPY_I16_2D: &[u8] = include_bytes!("../tests/data/i16_2x2.npy");

    #[test]
    fn reads_numpy_files() {
        let a = read(NUMPY_F32).unwrap();
        assert_eq!(a.elem, "f32");
        let want: Vec<u8> = [0f32, 1.0, 2.0]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        assert_eq!(a.data, want);
        let b = read(NUMPY_I16_2D).unwrap();
        assert_eq!(b.elem, "i16");
        let want: Vec<u8> = [1i16, -2, 3, -4]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        assert_eq!(b.data, want);
    }

    #[test]
    fn writes_what_numpy_writes() {
        let data: Vec<u8> = [0f32, 1.0, 2.0]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        assert_eq!(write("f32", 4, &data), NUMPY_F32);
    }

    #[test]
    fn refuses_bad_files() {
        assert!(read(b"hello").is_err());
        assert!(read(&NUMPY_F32[..20]).is_err());
        assert!(read(&NUMPY_F32[..NUMPY_F32.len() - 1])
            .unwrap_err()
            .contains("data bytes"));
        let big = String::from_utf8_lossy(NUMPY_F32).replace("<f4", ">f4");
        assert!(read(big.as_bytes()).is_err());
    }
}
