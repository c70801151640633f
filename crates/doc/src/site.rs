//! The reference as a static web site: an index by target and by family, one
//! page per instruction name (every spelling, with the cross-generation view),
//! a client-side search, and one shared style sheet.
//!
//! Everything a page needs is inside the site; nothing is loaded from another
//! host. The same files are written to disk by `amdgpu-isa site` and served from
//! memory by `amdgpu-isa serve`, which adds an interactive page.

use crate::{all_names, escape, page_with, render_html, span, Page, Scope};
use amdgpu_isa::Target;
use serde::Serialize;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;

/// One file of the site: a path relative to the site root (with `/`) and its
/// content.
#[derive(Clone, Debug)]
pub struct SiteFile {
    pub path: String,
    pub content: Vec<u8>,
}

impl SiteFile {
    fn new(path: impl Into<String>, content: impl Into<Vec<u8>>) -> SiteFile {
        SiteFile {
            path: path.into(),
            content: content.into(),
        }
    }

    /// The MIME type the file is served with.
    pub fn content_type(&self) -> &'static str {
        content_type(&self.path)
    }
}

/// The MIME type of a site path, from its extension.
pub fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|x| x.1) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") | Some("mjs") => "text/javascript; charset=utf-8",
        Some("json") => "application/json",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

/// What to build.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Add the interactive assemble/disassemble page (`play.html`), which needs
    /// the `serve` JSON endpoints.
    pub interactive: bool,
    /// AMD's machine-readable spec, whose text and operand types the pages add.
    pub spec: Option<std::sync::Arc<crate::spec::SpecSet>>,
}

/// The built site.
#[derive(Clone, Debug, Default)]
pub struct Site {
    pub files: Vec<SiteFile>,
    /// Instruction pages among `files`.
    pub pages: usize,
    /// Names whose page could not be built, with the reason.
    pub failures: Vec<(String, String)>,
}

impl Site {
    pub fn bytes(&self) -> usize {
        self.files.iter().map(|f| f.content.len()).sum()
    }
}

/// One entry of the search index.
#[derive(Serialize)]
struct Entry<'a> {
    /// name
    n: &'a str,
    /// summary
    s: &'a str,
    /// family
    f: &'a str,
    /// targets where the name is an instruction
    t: Vec<&'static str>,
}

/// The file name (under `inst/`) of an instruction's page.
pub fn page_file(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{safe}.html")
}

fn family_slug(family: &str) -> String {
    let mut s = String::new();
    for c in family.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c.to_ascii_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
    }
    s.trim_end_matches('-').to_string()
}

/// The page document: shared style, navigation bar and `body`.
fn document(title: &str, root: &str, interactive: bool, body: &str, scripts: &[&str]) -> String {
    let mut out = String::with_capacity(body.len() + 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} — amdgpu-isa reference</title>\
         <link rel=\"stylesheet\" href=\"{root}style.css\"></head><body>\n",
        escape(title)
    );
    out.push_str(&nav(root, interactive));
    out.push_str("<main>\n");
    out.push_str(body);
    out.push_str("</main>\n");
    for s in scripts {
        let _ = writeln!(out, "<script src=\"{root}{s}\"></script>");
    }
    out.push_str("</body></html>\n");
    out
}

fn nav(root: &str, interactive: bool) -> String {
    let mut s = format!(
        "<nav class=\"top\"><a href=\"{root}index.html\"><b>amdgpu-isa</b> reference</a> \
         <a href=\"{root}index.html#targets\">targets</a> \
         <a href=\"{root}index.html#families\">families</a>"
    );
    if interactive {
        let _ = write!(s, " <a href=\"{root}play.html\">assemble / disassemble</a>");
    }
    s.push_str("</nav>\n");
    s
}

/// Turns table cells holding exactly a known instruction name into links.
fn link_names(html: &str, known: &HashSet<&str>, prefix: &str) -> String {
    let mut out = String::with_capacity(html.len() + 256);
    let mut rest = html;
    while let Some(i) = rest.find("<td>") {
        out.push_str(&rest[..i + 4]);
        rest = &rest[i + 4..];
        if let Some(j) = rest.find("</td>") {
            let cell = &rest[..j];
            if known.contains(cell) {
                let _ = write!(out, "<a href=\"{prefix}{}\">{cell}</a>", page_file(cell));
                rest = &rest[j..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The body of the `render_html` page (between `<body>` and `</body>`), with
/// anchors for the page's sections; the whole document if those are missing.
fn page_body(p: &Page, known: &HashSet<&str>) -> String {
    let html = render_html(p);
    let body = match (html.find("<body>"), html.rfind("</body>")) {
        (Some(a), Some(b)) if a + 6 <= b => &html[a + 6..b],
        _ => html.as_str(),
    };
    let mut body = link_names(body, known, "");
    for (h, id) in [
        ("<h2>Spellings</h2>", "spellings"),
        ("<h2>Across generations</h2>", "generations"),
        ("<h2>Target support</h2>", "support"),
        ("<h2>Semantics</h2>", "semantics"),
    ] {
        body = body.replacen(h, &h.replace("<h2>", &format!("<h2 id=\"{id}\">")), 1);
    }
    body
}

/// A jump bar to the encoding sections: one link per section, named by its
/// targets (every target also has its own anchor at its section).
fn target_anchors(p: &Page) -> String {
    let mut s = String::from("<p class=\"targets\">Encodings: ");
    for (i, v) in p.variants.iter().enumerate() {
        let Some(first) = v.targets.first() else {
            continue;
        };
        if i > 0 {
            s.push_str(" · ");
        }
        let _ = write!(
            s,
            "<a href=\"#{}\">{}</a>",
            escape(first),
            escape(&span(&v.targets))
        );
    }
    s.push_str("</p>\n");
    s
}

/// Builds every file of the site in memory.
pub fn build(opts: Options) -> Site {
    let names = all_names();
    let known: HashSet<&str> = names.iter().copied().collect();
    let targets: Vec<Target> = Target::all().collect();
    let mut site = Site::default();
    let mut pages: Vec<Page> = Vec::with_capacity(names.len());
    for name in &names {
        match page_with(name, Scope::AllTargets, opts.spec.as_deref()) {
            Ok(p) => pages.push(p),
            Err(e) => site.failures.push((name.to_string(), e.to_string())),
        }
    }

    // instruction pages
    for p in &pages {
        let mut body = target_anchors(p);
        body.push_str(&page_body(p, &known));
        let html = document(&p.name, "../", opts.interactive, &body, &[]);
        site.files
            .push(SiteFile::new(format!("inst/{}", page_file(&p.name)), html));
        site.pages += 1;
    }

    // search index: a JSON file and the same data as a script, which also works
    // when the site is opened from disk (file: URLs cannot be fetched)
    let entries: Vec<Entry> = pages
        .iter()
        .map(|p| Entry {
            n: &p.name,
            s: &p.summary,
            f: p.family,
            t: p.support
                .iter()
                .filter(|s| s.supported)
                .map(|s| s.target)
                .collect(),
        })
        .collect();
    let json = serde_json::to_string(&entries).unwrap_or_else(|_| "[]".into());
    site.files.push(SiteFile::new(
        "search-index.js",
        format!("window.AMDGPU_INDEX = {json};\n"),
    ));
    site.files.push(SiteFile::new("search-index.json", json));
    site.files.push(SiteFile::new("search.js", SEARCH_JS));
    site.files.push(SiteFile::new("style.css", STYLE_CSS));

    // per-target and per-family lists
    let mut families: BTreeMap<&str, Vec<&Page>> = BTreeMap::new();
    for p in &pages {
        families.entry(p.family).or_default().push(p);
    }
    // `anchor`: a target's list links to that target's section of each page
    let list = |ps: &[&Page], prefix: &str, anchor: &str| {
        let mut s = String::from("<table class=\"list\"><tbody>\n");
        for p in ps {
            let _ = writeln!(
                s,
                "<tr><td><a href=\"{prefix}{}{anchor}\">{}</a></td><td>{}</td></tr>",
                page_file(&p.name),
                escape(&p.name),
                escape(&p.summary)
            );
        }
        s.push_str("</tbody></table>\n");
        s
    };
    for t in &targets {
        let on: Vec<&Page> = pages
            .iter()
            .filter(|p| {
                p.support
                    .iter()
                    .any(|s| s.supported && s.target == t.name())
            })
            .collect();
        let mut body = format!(
            "<h1>{} <small>{}, wave{}</small></h1>\n<p>{} instructions.</p>\n",
            escape(t.name()),
            escape(t.arch().label()),
            t.wave_size(),
            on.len()
        );
        for fam in families.keys() {
            let in_fam: Vec<&Page> = on.iter().copied().filter(|p| p.family == *fam).collect();
            if in_fam.is_empty() {
                continue;
            }
            let _ = writeln!(
                body,
                "<h2 id=\"{}\">{} ({})</h2>",
                family_slug(fam),
                escape(fam),
                in_fam.len()
            );
            body.push_str(&list(&in_fam, "../inst/", &format!("#{}", t.name())));
        }
        site.files.push(SiteFile::new(
            format!("target/{}.html", t.name()),
            document(t.name(), "../", opts.interactive, &body, &[]),
        ));
    }
    for (fam, ps) in &families {
        let mut body = format!("<h1>{}</h1>\n<p>{} names.</p>\n", escape(fam), ps.len());
        body.push_str(&list(ps, "../inst/", ""));
        site.files.push(SiteFile::new(
            format!("family/{}.html", family_slug(fam)),
            document(fam, "../", opts.interactive, &body, &[]),
        ));
    }

    // index
    let mut body = String::from(
        "<h1>AMD GPU instruction reference</h1>\n\
         <p>CDNA 1–4 and RDNA 1–4, generated from the same tables as the \
         amdgpu-isa assembler, disassembler and emulator.</p>\n\
         <form id=\"search\" role=\"search\" onsubmit=\"return false\">\
         <input id=\"q\" type=\"search\" placeholder=\"search instructions, e.g. ds_max\" \
         autocomplete=\"off\" autofocus> <select id=\"t\"><option value=\"\">all targets</option>",
    );
    for t in &targets {
        let _ = write!(body, "<option>{}</option>", escape(t.name()));
    }
    let _ = writeln!(
        body,
        "</select> <span id=\"count\"></span></form>\n<ul id=\"results\"></ul>"
    );
    body.push_str("<h2 id=\"targets\">By target</h2>\n<table class=\"list\"><tbody>\n");
    let mut by_arch: Vec<(&str, Vec<&str>)> = Vec::new();
    for t in &targets {
        match by_arch.last_mut() {
            Some((a, ts)) if *a == t.arch().label() => ts.push(t.name()),
            _ => by_arch.push((t.arch().label(), vec![t.name()])),
        }
    }
    for (arch, ts) in &by_arch {
        let links: Vec<String> = ts
            .iter()
            .map(|t| format!("<a href=\"target/{t}.html\">{t}</a>"))
            .collect();
        let _ = writeln!(
            body,
            "<tr><td>{}</td><td>{}</td></tr>",
            escape(arch),
            links.join(" ")
        );
    }
    body.push_str("</tbody></table>\n<h2 id=\"families\">By family</h2>\n<ul>\n");
    for (fam, ps) in &families {
        let _ = writeln!(
            body,
            "<li><a href=\"family/{}.html\">{}</a> ({} names)</li>",
            family_slug(fam),
            escape(fam),
            ps.len()
        );
    }
    body.push_str("</ul>\n<h2 id=\"all\">All instructions</h2>\n");
    for (fam, ps) in &families {
        let _ = writeln!(
            body,
            "<details><summary>{} ({})</summary>",
            escape(fam),
            ps.len()
        );
        body.push_str(&list(ps, "inst/", ""));
        body.push_str("</details>\n");
    }
    site.files.push(SiteFile::new(
        "index.html",
        document(
            "Index",
            "",
            opts.interactive,
            &body,
            &["search-index.js", "search.js"],
        ),
    ));

    if opts.interactive {
        let mut body = String::from(PLAY_HTML_HEAD);
        for t in &targets {
            let sel = if t.name() == "gfx950" {
                " selected"
            } else {
                ""
            };
            let _ = write!(body, "<option{sel}>{}</option>", escape(t.name()));
        }
        body.push_str(PLAY_HTML_TAIL);
        site.files.push(SiteFile::new(
            "play.html",
            document(
                "Assemble / disassemble",
                "",
                true,
                &body,
                &["search-index.js", "play.js"],
            ),
        ));
        site.files.push(SiteFile::new("play.js", PLAY_JS));
    }
    site
}

const STYLE_CSS: &str = "\
body{font-family:system-ui,sans-serif;margin:0;color:#222;background:#fff}
main{max-width:72rem;margin:1rem auto 3rem;padding:0 1rem}
nav.top{background:#1d2733;padding:.5rem 1rem}nav.top a{color:#e8eef5;margin-right:1.2rem;text-decoration:none}
nav.top a:hover{text-decoration:underline}
a{color:#0b5bb5}code,td,pre,textarea,#q{font-family:ui-monospace,monospace}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}
th,td{border:1px solid #ccc;padding:.1rem .5rem;text-align:left;vertical-align:top}th{background:#f3f3f3}
table.list td{border:none;border-bottom:1px solid #eee}
.no{color:#999}.yes{color:#070}h1 code{font-size:1.6rem}h1 small{font-weight:normal;color:#666;font-size:1rem}
.summary{font-size:1.1rem}pre{background:#f6f6f6;padding:.6rem;overflow-x:auto}
p.targets a{margin-right:.2rem;font-size:.85rem}
#q{font-size:1.1rem;padding:.3rem .5rem;width:24rem;max-width:70vw}
#results{list-style:none;padding:0}#results li{padding:.15rem 0}#results .s{color:#555;margin-left:.6rem}
#count{color:#666}details summary{cursor:pointer;margin:.3rem 0}
textarea{width:100%;min-height:10rem;font-size:.95rem}
.err{color:#b00020;white-space:pre-wrap}.bytes{color:#555}
@media print{nav.top,p.targets,form,#results,#count{display:none}main{max-width:none;margin:0;padding:0}
body{font-size:10pt}a{color:inherit;text-decoration:none}h2,h3{break-after:avoid}table,pre{break-inside:avoid}
pre{white-space:pre-wrap;background:none;border:1px solid #ccc}th{background:none}}
";

/// The search box: filters the index by substring of name or summary, and by
/// target; `?q=` and `?t=` in the URL prefill it.
const SEARCH_JS: &str = r##"(function () {
  "use strict";
  var index = window.AMDGPU_INDEX || [];
  var q = document.getElementById("q");
  var t = document.getElementById("t");
  var results = document.getElementById("results");
  var count = document.getElementById("count");
  if (!q || !results) return;
  var params = new URLSearchParams(window.location.search);
  if (params.get("q")) q.value = params.get("q");
  if (params.get("t") && t) t.value = params.get("t");
  function render() {
    var words = q.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    var target = t ? t.value : "";
    results.textContent = "";
    if (words.length === 0 && !target) { count.textContent = ""; return; }
    var hits = index.filter(function (e) {
      if (target && e.t.indexOf(target) < 0) return false;
      var hay = (e.n + " " + e.s).toLowerCase();
      return words.every(function (w) { return hay.indexOf(w) >= 0; });
    });
    hits.sort(function (a, b) {
      var qa = words.length && a.n.indexOf(words[0]) === 0 ? 0 : 1;
      var qb = words.length && b.n.indexOf(words[0]) === 0 ? 0 : 1;
      return qa - qb || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0);
    });
    count.textContent = hits.length + " match" + (hits.length === 1 ? "" : "es");
    hits.slice(0, 200).forEach(function (e) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = "inst/" + e.n + ".html" + (target ? "#" + target : "");
      a.textContent = e.n;
      a.className = "hit";
      var s = document.createElement("span");
      s.className = "s";
      s.textContent = e.s;
      li.appendChild(a);
      li.appendChild(s);
      results.appendChild(li);
    });
  }
  q.addEventListener("input", render);
  if (t) t.addEventListener("change", render);
  render();
})();
"##;

const PLAY_HTML_HEAD: &str = "<h1>Assemble / disassemble</h1>\n\
<form id=\"play\" onsubmit=\"return false\">\
<p><label><input type=\"radio\" name=\"mode\" value=\"asm\" checked> assembly</label> \
<label><input type=\"radio\" name=\"mode\" value=\"disasm\"> hex (0x00,0x00,... or D8660000 05000201)</label> \
target <select id=\"target\">";

const PLAY_HTML_TAIL: &str = "</select> wave <select id=\"wave\"><option value=\"\">default</option>\
<option>32</option><option>64</option></select> \
<button id=\"go\" type=\"submit\">Run</button></p>\
<textarea id=\"input\" spellcheck=\"false\">ds_max_rtn_f32 v5, v1, v2</textarea></form>\n\
<div id=\"error\" class=\"err\"></div>\n\
<table id=\"output\"><thead><tr><th>#</th><th>instruction</th><th>bytes</th><th>reference</th></tr></thead><tbody></tbody></table>\n";

/// The interactive page: posts to `/api/asm` or `/api/disasm` and shows the
/// result with links to the reference pages. `?mode=&target=&text=` prefill and
/// run it.
const PLAY_JS: &str = r##"(function () {
  "use strict";
  var known = {};
  (window.AMDGPU_INDEX || []).forEach(function (e) { known[e.n] = e.s; });
  var form = document.getElementById("play");
  var input = document.getElementById("input");
  var target = document.getElementById("target");
  var wave = document.getElementById("wave");
  var error = document.getElementById("error");
  var tbody = document.querySelector("#output tbody");
  function mode() { return form.querySelector("input[name=mode]:checked").value; }
  function hex(bytes) {
    return bytes.map(function (b) { return "0x" + (b < 16 ? "0" : "") + b.toString(16); }).join(",");
  }
  function cell(tr, text, cls) {
    var td = document.createElement("td");
    if (cls) td.className = cls;
    td.textContent = text;
    tr.appendChild(td);
    return td;
  }
  function show(data) {
    tbody.textContent = "";
    error.textContent = "";
    if (data.error) {
      var e = data.error;
      error.textContent = (e.line ? e.line + ":" + (e.col || 1) + ": " : "") + "error: " + e.message;
      return;
    }
    (data.lines || []).forEach(function (l, i) {
      var tr = document.createElement("tr");
      cell(tr, String(i + 1));
      cell(tr, l.text || l.error || "", l.error ? "err" : "");
      cell(tr, l.bytes ? hex(l.bytes) : "", "bytes");
      var td = cell(tr, "");
      if (l.name) {
        var a = document.createElement("a");
        a.href = "inst/" + l.name + ".html#" + target.value;
        a.textContent = l.name;
        a.className = "ref";
        td.appendChild(a);
        if (known[l.name]) td.appendChild(document.createTextNode(" — " + known[l.name]));
      }
      tbody.appendChild(tr);
    });
  }
  function run() {
    var body = { target: target.value };
    if (wave.value) body.wave_size = Number(wave.value);
    var url;
    if (mode() === "asm") { url = "api/asm"; body.text = input.value; }
    else { url = "api/disasm"; body.hex = input.value; }
    fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(show)
      .catch(function (e) { show({ error: { message: String(e) } }); });
  }
  form.addEventListener("submit", function (ev) { ev.preventDefault(); run(); });
  var params = new URLSearchParams(window.location.search);
  if (params.get("target")) target.value = params.get("target");
  if (params.get("mode")) {
    var m = form.querySelector("input[name=mode][value=" + params.get("mode") + "]");
    if (m) m.checked = true;
  }
  if (params.get("text")) { input.value = params.get("text"); run(); }
})();
"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slug_and_file() {
        assert_eq!(family_slug("LDS / Data Share"), "lds-data-share");
        assert_eq!(page_file("ds_max_rtn_f32"), "ds_max_rtn_f32.html");
        assert_eq!(page_file("a/b"), "a_b.html");
    }

    #[test]
    fn links_table_cells() {
        let known: HashSet<&str> = ["ds_add_u32"].into_iter().collect();
        assert_eq!(
            link_names("<td>ds_add_u32</td><td>x</td>", &known, ""),
            "<td><a href=\"ds_add_u32.html\">ds_add_u32</a></td><td>x</td>"
        );
    }
}
