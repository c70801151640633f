// placeholder until the swizzle module lands
#[derive(Debug)]
pub struct SwizzleError { pub col: usize }
impl std::fmt::Display for SwizzleError { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { f.write_str("swizzle") } }
pub fn format(offset: u16, _f: bool) -> String { offset.to_string() }
pub fn parse(_t: &str, _f: bool) -> Result<u16, SwizzleError> { Err(SwizzleError { col: 0 }) }
