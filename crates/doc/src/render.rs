//! Renderers: plain or coloured text, JSON, and one self-contained HTML page.

use crate::{bits, span, BitField, Page, SemanticsEntry, Variant};
use std::fmt::Write as _;

/// Text styling: ANSI colours for terminals, nothing otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Plain,
    Ansi,
}

impl Style {
    fn wrap(self, code: &str, s: &str) -> String {
        match self {
            Style::Plain => s.to_string(),
            Style::Ansi => format!("\x1b[{code}m{s}\x1b[0m"),
        }
    }
    fn head(self, s: &str) -> String {
        self.wrap("1;36", s)
    }
    fn bold(self, s: &str) -> String {
        self.wrap("1", s)
    }
    fn dim(self, s: &str) -> String {
        self.wrap("2", s)
    }
}

fn field_value(f: &BitField) -> String {
    match f.value {
        None => String::new(),
        Some(v) if f.name == "ENCODING" => {
            format!("{v:0width$b}", width = (f.hi - f.lo + 1) as usize)
        }
        Some(v) if f.name == "OP" => format!("{v} (0x{v:X})"),
        Some(v) => v.to_string(),
    }
}

fn table(rows: &[Vec<String>], indent: &str) -> String {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut w = vec![0; n];
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            w[i] = w[i].max(c.chars().count());
        }
    }
    let mut s = String::new();
    for r in rows {
        let mut line = indent.to_string();
        for (i, c) in r.iter().enumerate() {
            line.push_str(c);
            if i + 1 < r.len() {
                line.push_str(&" ".repeat(w[i] - c.chars().count() + 2));
            }
        }
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s
}

fn variant_text(v: &Variant, style: Style, out: &mut String) {
    let e = &v.encoding;
    let _ = writeln!(
        out,
        "{}",
        style.head(&format!("Encoding ({})", span(&v.targets)))
    );
    let _ = writeln!(
        out,
        "  format {}, {} bits, opcode {} ({}), layout {}",
        e.format, e.width, e.opcode, e.opcode_hex, e.layout
    );
    let _ = writeln!(out, "  identifier {}", style.bold(&e.identifier));
    for n in &e.notes {
        let _ = writeln!(out, "  {n}");
    }
    let mut rows = vec![vec![
        "bits".to_string(),
        "field".into(),
        "value".into(),
        "".into(),
    ]];
    for f in &e.fields {
        rows.push(vec![
            bits(f.hi, f.lo),
            f.name.to_string(),
            field_value(f),
            f.note.clone().unwrap_or_default(),
        ]);
    }
    out.push_str(&table(&rows, "  "));
    out.push('\n');
    let _ = writeln!(out, "{}", style.head("Operands (assembly order)"));
    if v.operands.is_empty() {
        let _ = writeln!(out, "  none");
    } else {
        let amd = v.operands.iter().any(|o| o.amd_operand_type.is_some());
        let mut head = vec![
            "#".to_string(),
            "field".into(),
            "access".into(),
            "class".into(),
            "format".into(),
            "dwords".into(),
        ];
        if amd {
            head.push("AMD type".into());
            head.push("AMD format".into());
        }
        let mut rows = vec![head];
        for o in &v.operands {
            let mut r = vec![
                o.position.to_string(),
                o.field.into(),
                o.access.into(),
                o.class.into(),
                o.format.clone(),
                o.width_dwords.to_string(),
            ];
            if amd {
                r.push(o.amd_operand_type.clone().unwrap_or_else(|| "-".into()));
                r.push(o.amd_data_format.clone().unwrap_or_else(|| "-".into()));
            }
            rows.push(r);
        }
        out.push_str(&table(&rows, "  "));
    }
    if !v.implicit.is_empty() {
        let _ = writeln!(out, "  implicit: {}", implicit_text(v));
    }
    out.push('\n');
    let _ = writeln!(out, "{}", style.head("Example"));
    match &v.example {
        Some(x) => {
            let _ = writeln!(out, "  {}", style.bold(&x.text));
            let _ = writeln!(out, "  ; {}: encoding: {}", x.target, x.encoding);
        }
        None => {
            let _ = writeln!(out, "  (no example yet)");
        }
    }
    out.push('\n');
}

/// `yes`, `yes (prints X)`, `as X` or `no`.
fn support_mark(name: &str, supported: bool, canonical: Option<&str>) -> String {
    match (supported, canonical) {
        (true, Some(n)) if n != name => format!("yes (an alias; prints {n})"),
        (true, _) => "yes".to_string(),
        (false, Some(n)) => format!("no; the same instruction is {n}"),
        (false, None) => "no".to_string(),
    }
}

/// A run of targets (in target order) with the same support mark.
struct SupportGroup {
    archs: Vec<&'static str>,
    targets: Vec<&'static str>,
    supported: bool,
    mark: String,
}

/// The target-support list as runs of equal marks, so that a page reads
/// "gfx900–gfx1153: yes" rather than a row per target.
fn support_groups(page: &Page) -> Vec<SupportGroup> {
    let mut out: Vec<SupportGroup> = Vec::new();
    for s in &page.support {
        let mark = support_mark(&page.name, s.supported, s.name);
        match out.last_mut() {
            Some(g) if g.mark == mark => {
                if g.archs.last() != Some(&s.arch) {
                    g.archs.push(s.arch);
                }
                g.targets.push(s.target);
            }
            _ => out.push(SupportGroup {
                archs: vec![s.arch],
                targets: vec![s.target],
                supported: s.supported,
                mark,
            }),
        }
    }
    out
}

/// The other forms and the related instructions, as text.
fn related_text(page: &Page, style: Style, out: &mut String) {
    if !page.forms.is_empty() {
        let _ = writeln!(out, "{}", style.head("Other encodings"));
        let rows: Vec<Vec<String>> = page
            .forms
            .iter()
            .map(|f| vec![f.form.to_string(), span(&f.targets)])
            .collect();
        out.push_str(&table(&rows, "  "));
        out.push('\n');
    }
    if !page.related.is_empty() {
        let _ = writeln!(out, "{}", style.head("Related"));
        let rows: Vec<Vec<String>> = page
            .related
            .iter()
            .map(|r| vec![r.relation.to_string(), r.name.to_string()])
            .collect();
        out.push_str(&table(&rows, "  "));
        out.push('\n');
    }
}

/// The page as text; `Style::Ansi` adds colours for terminals.
pub fn render_text(page: &Page, style: Style) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} — {}", style.bold(&page.name), page.family);
    let _ = writeln!(out, "{}.", page.summary);
    let _ = writeln!(out, "Targets: {}", span(&page.scope));
    out.push('\n');
    let others: Vec<_> = page.spellings.iter().collect();
    if others.len() > 1 {
        let _ = writeln!(out, "{}", style.head("Spellings"));
        let mut rows = Vec::new();
        for s in others {
            let mut where_ = Vec::new();
            if !s.canonical_on.is_empty() {
                where_.push(format!("canonical on {}", span(&s.canonical_on)));
            }
            if !s.alias_on.is_empty() {
                where_.push(format!("accepted as an alias on {}", span(&s.alias_on)));
            }
            rows.push(vec![s.name.to_string(), where_.join("; ")]);
        }
        out.push_str(&table(&rows, "  "));
        out.push('\n');
    }
    for v in &page.variants {
        variant_text(v, style, &mut out);
    }
    related_text(page, style, &mut out);
    let _ = writeln!(
        out,
        "{}",
        style.head(&format!(
            "Across generations (compared with {})",
            page.reference_target
        ))
    );
    let mut rows = Vec::new();
    for g in &page.generations {
        let what = match g.status {
            "absent" => style.dim("absent"),
            "reference" => "this page".to_string(),
            "same" => "same encoding".to_string(),
            _ => g.differences.join("; "),
        };
        rows.push(vec![
            g.arch.to_string(),
            span(&g.targets),
            g.name.unwrap_or("-").to_string(),
            g.opcode
                .map(|o| format!("{o} (0x{o:X})"))
                .unwrap_or_else(|| "-".into()),
            g.layout.unwrap_or("-").to_string(),
            what,
        ]);
    }
    out.push_str(&table(&rows, "  "));
    out.push('\n');
    let _ = writeln!(out, "{}", style.head("Target support"));
    let mut rows: Vec<Vec<String>> = Vec::new();
    for g in support_groups(page) {
        let mark = if g.supported {
            g.mark
        } else {
            style.dim(&g.mark)
        };
        rows.push(vec![span(&g.targets), mark, g.archs.join(", ")]);
    }
    out.push_str(&table(&rows, "  "));
    out.push('\n');
    for a in &page.amd_spec {
        let _ = writeln!(
            out,
            "{}",
            style.head(&format!(
                "AMD specification: {} ({}, {})",
                a.name,
                a.architecture_name,
                span(&a.targets)
            ))
        );
        for l in a.description.lines() {
            let _ = writeln!(out, "  {l}");
        }
        for e in &a.encodings {
            let ops: Vec<String> = e
                .operands
                .iter()
                .map(|o| {
                    format!(
                        "{} {} {} {}b",
                        o.field, o.operand_type, o.data_format, o.size
                    )
                })
                .collect();
            let _ = writeln!(
                out,
                "  {} opcode {}: {}",
                e.encoding,
                e.opcode,
                ops.join("; ")
            );
        }
        out.push('\n');
    }
    for e in &page.semantics {
        semantics_text(
            e,
            page.semantics.len() > 1 || page.scope.len() > 1,
            style,
            &mut out,
        );
    }
    out
}

fn semantics_text(e: &SemanticsEntry, show_targets: bool, style: Style, out: &mut String) {
    let m = &e.model;
    let title = if show_targets {
        format!("Semantics ({})", span(&e.targets))
    } else {
        "Semantics".to_string()
    };
    let _ = writeln!(out, "{}", style.head(&title));
    let _ = writeln!(out, "  {}", style.bold(&m.status.sentence()));
    if m.executed {
        let _ = writeln!(
            out,
            "  {}",
            style.dim(&format!("Emulator kind: {}", m.kind))
        );
        for l in &m.pseudocode {
            let _ = writeln!(out, "    {l}");
        }
    }
    if !m.float_notes.is_empty() {
        let _ = writeln!(out, "  Floating point:");
        for n in &m.float_notes {
            let _ = writeln!(out, "    {}: {}", style.bold(n.topic), n.text);
        }
    }
    if !m.cases.is_empty() {
        let mut rows = vec![vec![
            "MEM before".to_string(),
            "DATA0".into(),
            "MEM after".into(),
        ]];
        for c in &m.cases {
            rows.push(vec![c.memory.clone(), c.data.clone(), c.result.clone()]);
        }
        let _ = writeln!(out, "  Worked cases (checked on the emulator):");
        out.push_str(&table(&rows, "    "));
    }
    for n in &m.notes {
        let _ = writeln!(out, "  - {n}");
    }
    out.push('\n');
}

fn semantics_html(e: &SemanticsEntry, show_targets: bool, out: &mut String) {
    let m = &e.model;
    if show_targets {
        let _ = writeln!(out, "<h3>{}</h3>", escape(&span(&e.targets)));
    }
    let class = if m.executed { "status" } else { "refused" };
    let _ = writeln!(
        out,
        "<p class=\"{class}\"><b>{}</b></p>",
        escape(&m.status.sentence())
    );
    if m.executed {
        let _ = writeln!(
            out,
            "<p class=\"kind\">Emulator kind: {}</p>\n<pre class=\"pseudocode\">{}</pre>",
            escape(&m.kind),
            escape(&m.pseudocode.join("\n"))
        );
    }
    if !m.float_notes.is_empty() {
        out.push_str("<h4>Floating point</h4>\n<ul class=\"float-notes\">");
        for n in &m.float_notes {
            let _ = write!(
                out,
                "<li><b>{}</b>: {}</li>",
                escape(n.topic),
                escape(&n.text)
            );
        }
        out.push_str("</ul>\n");
    }
    if !m.cases.is_empty() {
        out.push_str("<h4>Worked cases (checked on the emulator)</h4>\n");
        let rows: Vec<Vec<String>> = m
            .cases
            .iter()
            .map(|c| vec![c.memory.clone(), c.data.clone(), c.result.clone()])
            .collect();
        html_table(out, &["MEM before", "DATA0", "MEM after"], &rows);
    }
    if !m.notes.is_empty() {
        out.push_str("<ul class=\"notes\">");
        for n in &m.notes {
            let _ = write!(out, "<li>{}</li>", escape(n));
        }
        out.push_str("</ul>\n");
    }
}

/// The page as pretty-printed JSON (schema in the crate documentation).
pub fn render_json(page: &Page) -> String {
    let mut s = serde_json::to_string_pretty(page).expect("a page always serialises");
    s.push('\n');
    s
}

/// Escapes text for HTML element content and attribute values.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

fn html_table(out: &mut String, head: &[&str], rows: &[Vec<String>]) {
    out.push_str("<table><thead><tr>");
    for h in head {
        let _ = write!(out, "<th>{}</th>", escape(h));
    }
    out.push_str("</tr></thead><tbody>");
    for r in rows {
        out.push_str("<tr>");
        for c in r {
            let _ = write!(out, "<td>{}</td>", escape(c));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>\n");
}

const CSS: &str = "body{font-family:system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#222}\
code,td{font-family:ui-monospace,monospace}table{border-collapse:collapse;margin:.5rem 0 1.5rem}\
th,td{border:1px solid #ccc;padding:.1rem .5rem;text-align:left;vertical-align:top}th{background:#f3f3f3}\
.no{color:#999}.yes{color:#070}h1 code{font-size:1.6rem}.summary{font-size:1.1rem}pre{background:#f6f6f6;padding:.6rem}\
@media print{body{margin:0;max-width:none;font-size:10pt}h2,h3{break-after:avoid}table,pre{break-inside:avoid}\
pre{white-space:pre-wrap;background:none;border:1px solid #ccc}th{background:none}}";

/// The implicit operands' line, then the example.
fn example_html(v: &Variant, out: &mut String) {
    if !v.implicit.is_empty() {
        let _ = writeln!(
            out,
            "<p>Implicit operands: {}.</p>",
            escape(&implicit_text(v))
        );
    }
    out.push_str("<h3>Example</h3>\n");
    match &v.example {
        Some(x) => {
            let _ = writeln!(
                out,
                "<pre>{}\n; {}: encoding: {}</pre>",
                escape(&x.text),
                escape(&x.target),
                escape(&x.encoding)
            );
        }
        None => out.push_str("<p>No example yet.</p>\n"),
    }
}

/// The page as one self-contained HTML document (no external requests).
pub fn render_html(page: &Page) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} — amdgpu-isa reference</title><style>{CSS}</style></head><body>\n",
        escape(&page.name)
    );
    let _ = writeln!(
        out,
        "<h1><code>{}</code></h1><p>{}</p><p class=\"summary\">{}.</p><p>Targets: {}</p>",
        escape(&page.name),
        escape(page.family),
        escape(&page.summary),
        escape(&span(&page.scope))
    );
    let others: Vec<_> = page.spellings.iter().collect();
    if others.len() > 1 {
        out.push_str("<h2>Spellings</h2>\n");
        let rows: Vec<Vec<String>> = others
            .iter()
            .map(|s| vec![s.name.to_string(), span(&s.canonical_on), span(&s.alias_on)])
            .collect();
        html_table(&mut out, &["name", "canonical on", "alias on"], &rows);
    }
    for (vi, v) in page.variants.iter().enumerate() {
        let e = &v.encoding;
        // one anchor per target, so that `page.html#gfx950` opens gfx950's section
        for t in &v.targets {
            let _ = write!(out, "<a id=\"{}\"></a>", escape(t));
        }
        let _ = writeln!(
            out,
            "<h2>Encoding ({})</h2><p>Format {}, {} bits, opcode {} ({}), layout {}; identifier <code>{}</code></p>",
            escape(&span(&v.targets)),
            escape(e.format),
            e.width,
            e.opcode,
            escape(&e.opcode_hex),
            escape(e.layout),
            escape(&e.identifier)
        );
        for n in &e.notes {
            let _ = writeln!(out, "<p>{}</p>", escape(n));
        }
        let rows: Vec<Vec<String>> = e
            .fields
            .iter()
            .map(|f| {
                vec![
                    bits(f.hi, f.lo),
                    f.name.to_string(),
                    field_value(f),
                    f.note.clone().unwrap_or_default(),
                ]
            })
            .collect();
        html_table(&mut out, &["bits", "field", "value", "note"], &rows);
        out.push_str("<h3>Operands</h3>\n");
        // the same table as the section before: a line instead of a copy
        if let Some(prev) = vi.checked_sub(1).map(|i| &page.variants[i]) {
            if prev.operands == v.operands && !v.operands.is_empty() && prev.implicit == v.implicit
            {
                let _ = writeln!(
                    out,
                    "<p>As on <a href=\"#{}\">{}</a>.</p>",
                    escape(prev.targets.first().map_or("", |t| t.as_str())),
                    escape(&span(&prev.targets))
                );
                example_html(v, &mut out);
                continue;
            }
        }
        let amd = v.operands.iter().any(|o| o.amd_operand_type.is_some());
        let rows: Vec<Vec<String>> = v
            .operands
            .iter()
            .map(|o| {
                let mut r = vec![
                    o.position.to_string(),
                    o.field.to_string(),
                    o.access.to_string(),
                    o.class.to_string(),
                    o.format.clone(),
                    o.width_dwords.to_string(),
                ];
                if amd {
                    r.push(o.amd_operand_type.clone().unwrap_or_else(|| "-".into()));
                    r.push(o.amd_data_format.clone().unwrap_or_else(|| "-".into()));
                }
                r
            })
            .collect();
        let mut head = vec!["#", "field", "access", "class", "format", "dwords"];
        if amd {
            head.extend(["AMD type", "AMD format"]);
        }
        html_table(&mut out, &head, &rows);
        example_html(v, &mut out);
    }
    if !page.forms.is_empty() {
        out.push_str("<h2>Other encodings</h2>\n");
        let rows: Vec<Vec<String>> = page
            .forms
            .iter()
            .map(|f| vec![f.form.to_string(), span(&f.targets)])
            .collect();
        html_table(&mut out, &["form", "targets"], &rows);
    }
    if !page.related.is_empty() {
        out.push_str("<h2>Related</h2>\n");
        let rows: Vec<Vec<String>> = page
            .related
            .iter()
            .map(|r| vec![r.relation.to_string(), r.name.to_string()])
            .collect();
        html_table(&mut out, &["relation", "instruction"], &rows);
    }
    let _ = writeln!(
        out,
        "<h2>Across generations</h2><p>Compared with {}.</p>",
        escape(&page.reference_target)
    );
    let rows: Vec<Vec<String>> = page
        .generations
        .iter()
        .map(|g| {
            vec![
                g.arch.to_string(),
                span(&g.targets),
                g.status.to_string(),
                g.name.unwrap_or("-").to_string(),
                g.opcode
                    .map(|o| format!("{o} (0x{o:X})"))
                    .unwrap_or_else(|| "-".into()),
                g.layout.unwrap_or("-").to_string(),
                g.differences.join("; "),
            ]
        })
        .collect();
    html_table(
        &mut out,
        &[
            "architecture",
            "targets",
            "status",
            "name",
            "opcode",
            "layout",
            "differences",
        ],
        &rows,
    );
    out.push_str("<h2>Target support</h2>\n<table><tbody>");
    for g in support_groups(page) {
        let class = if g.supported { "yes" } else { "no" };
        let _ = write!(
            out,
            "<tr><td>{}</td><td class=\"{class}\">{}</td><td>{}</td></tr>",
            escape(&span(&g.targets)),
            escape(&g.mark),
            escape(&g.archs.join(", "))
        );
    }
    out.push_str("</tbody></table>\n");
    for a in &page.amd_spec {
        let _ = writeln!(
            out,
            "<h2 class=\"amd\">AMD specification: <code>{}</code></h2><p>{}; {}.</p>",
            escape(&a.name),
            escape(&a.architecture_name),
            escape(&span(&a.targets))
        );
        for l in a.description.lines() {
            let _ = writeln!(out, "<p class=\"amd-description\">{}</p>", escape(l));
        }
        let rows: Vec<Vec<String>> = a
            .encodings
            .iter()
            .flat_map(|e| {
                e.operands.iter().map(move |o| {
                    vec![
                        e.encoding.clone(),
                        e.opcode.to_string(),
                        o.field.clone(),
                        o.operand_type.clone(),
                        o.data_format.clone(),
                        o.size.to_string(),
                    ]
                })
            })
            .collect();
        html_table(
            &mut out,
            &[
                "encoding",
                "opcode",
                "field",
                "operand type",
                "data format",
                "bits",
            ],
            &rows,
        );
    }
    out.push_str("<h2>Semantics</h2>\n");
    for e in &page.semantics {
        semantics_html(
            e,
            page.semantics.len() > 1 || page.scope.len() > 1,
            &mut out,
        );
    }
    out.push_str("</body></html>\n");
    out
}

/// `EXEC read, SCC written`: a variant's implicit operands in words.
fn implicit_text(v: &crate::Variant) -> String {
    v.implicit
        .iter()
        .map(|i| format!("{} {}", i.register, i.access))
        .collect::<Vec<_>>()
        .join(", ")
}
