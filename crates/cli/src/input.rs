//! Reading input files or stdin.

use crate::Failure;
use std::io::Read;

/// Reads FILE or stdin as bytes; returns the name used in diagnostics.
pub fn read_bytes(file: Option<&str>) -> Result<(String, Vec<u8>), Failure> {
    match file {
        None | Some("-") => {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .map_err(|e| Failure::usage(format!("reading stdin: {e}")))?;
            Ok(("<stdin>".into(), buf))
        }
        Some(path) => std::fs::read(path)
            .map(|b| (path.to_string(), b))
            .map_err(|e| Failure::usage(format!("{path}: {e}"))),
    }
}

/// Reads FILE or stdin as UTF-8 text.
pub fn read_text(file: Option<&str>) -> Result<(String, String), Failure> {
    let (name, bytes) = read_bytes(file)?;
    match String::from_utf8(bytes) {
        Ok(s) => Ok((name, s)),
        Err(e) => {
            let upto = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = upto.len() - upto.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
            Err(Failure::located(format!(
                "{name}:{line}:{col}: error: input is not valid UTF-8 text"
            )))
        }
    }
}
