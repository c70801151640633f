// Drives headless Chromium over the reference site and the `serve` page; run by
// tools/browser_check.sh, which sets CHROMIUM, PROFILE, SITE, BASE and OUT.
// Each check loads a URL with --dump-dom (after the page's scripts and fetches
// ran, bounded by --virtual-time-budget), tests the DOM, and saves a
// screenshot of the same URL to OUT/<name>.png.

import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const { CHROMIUM, PROFILE, SITE, BASE, OUT } = process.env;
for (const [k, v] of Object.entries({ CHROMIUM, PROFILE, SITE, BASE, OUT })) {
  if (!v) {
    console.error(`browser_check.mjs: ${k} is not set; run tools/browser_check.sh`);
    process.exit(2);
  }
}

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--user-data-dir=${PROFILE}`,
  "--virtual-time-budget=5000",
  "--window-size=1280,1400",
];

function chromium(extra, url) {
  return execFileSync(CHROMIUM, [...FLAGS, ...extra, url], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
    timeout: 60_000,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

let failures = 0;
function check(name, ok, detail) {
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok || !detail ? "" : `: ${detail}`}`);
  if (!ok) failures++;
}

/** Loads `url`, saves OUT/<name>.png, returns the DOM after scripts ran. */
function load(name, url) {
  const dom = chromium(["--dump-dom"], url);
  try {
    chromium([`--screenshot=${OUT}/${name}.png`], url);
  } catch (e) {
    console.log(`note: no screenshot for ${name}: ${e.message.split("\n")[0]}`);
  }
  return dom;
}

/** The href of the first search hit named `name`, or null. */
function hitHref(dom, name) {
  const re = /<a href="([^"]+)" class="hit">([^<]+)<\/a>/g;
  for (const m of dom.matchAll(re)) if (m[2] === name) return m[1];
  return null;
}

function searchThenOpen(label, indexUrl) {
  const dom = load(`${label}-search`, `${indexUrl}?q=ds_max`);
  check(`${label}: search for ds_max lists ds_max_rtn_f32`, hitHref(dom, "ds_max_rtn_f32") !== null,
    dom.slice(0, 400));
  check(`${label}: every hit matches ds_max`,
    [...dom.matchAll(/class="hit">([^<]+)</g)].every((m) => m[1].includes("ds_max")));
  check(`${label}: match count shown`, /id="count">\d+ match/.test(dom));
  const href = hitHref(dom, "ds_max_rtn_f32");
  if (!href) return;
  const pageUrl = new URL(href, indexUrl).href;
  const page = load(`${label}-ds_max_rtn_f32`, pageUrl);
  check(`${label}: page title`, page.includes("<code>ds_max_rtn_f32</code>"));
  check(`${label}: CDNA 4 identifier 0x00000000D8660000`, page.includes("0x00000000D8660000"));
  check(`${label}: cross-generation table`, page.includes("Across generations"));
  check(`${label}: RDNA 4 spelling linked`, page.includes('href="ds_max_num_rtn_f32.html"'));
  check(`${label}: shared style sheet`, page.includes('href="../style.css"'));
  check(`${label}: semantics with floating-point notes`,
    page.includes('<h2 id="semantics">Semantics</h2>') && page.includes('class="float-notes"') &&
      page.includes("maximumNumber"));
}

const fileIndex = pathToFileURL(`${SITE}/index.html`).href;
searchThenOpen("site", fileIndex);
searchThenOpen("serve", new URL("index.html", BASE).href);

const play = new URL("play.html", BASE);
play.search = new URLSearchParams({ mode: "asm", target: "gfx950", text: "ds_max_rtn_f32 v5, v1, v2" }).toString();
const dom = load("serve-play", play.href);
check("play: encoding shown", dom.includes("0x00,0x00,0x66,0xd8,0x01,0x02,0x00,0x05"), dom.slice(-800));
check("play: reference linked", /<a href="inst\/ds_max_rtn_f32\.html#gfx950" class="ref">/.test(dom));

const bad = new URL("play.html", BASE);
bad.search = new URLSearchParams({ mode: "asm", target: "gfx950", text: "ds_max_rtn_f32 v5, v1," }).toString();
const badDom = load("serve-play-error", bad.href);
check("play: error shown with line and column", /id="error" class="err">1:\d+: error: /.test(badDom),
  badDom.slice(-800));

// Per-target anchors: `page.html#gfxNNN` must scroll that target's encoding
// section into view. A harness page next to the site's pages frames each one
// and reports where the anchor landed and how tall the page is (file: pages
// are separate origins, so this one load runs with web security off).
import { writeFileSync } from "node:fs";
const ANCHORS = [
  ["ds_max_rtn_f32", "gfx950"],
  ["v_fmac_f32", "gfx1100"],
  ["v_mfma_f32_32x32x8_f16", "gfx942"],
  ["s_cbranch_execz", "gfx1201"],
];
for (const [inst, target] of ANCHORS) {
  const harness = `${SITE}/inst/anchor-check-${inst}.html`;
  writeFileSync(harness, `<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" style="width:1280px;height:900px;border:0" src="${inst}.html#${target}"></iframe>
<pre id="out">pending</pre><script>
document.getElementById("f").onload = function () {
  var w = this.contentWindow, d = this.contentDocument, a = d.getElementById("${target}");
  var r = a ? a.getBoundingClientRect().top : null;
  var h = a ? a.nextElementSibling : null;
  while (h && h.tagName !== "H2") h = h.nextElementSibling;
  document.getElementById("out").textContent = JSON.stringify({
    top: r, scrollY: w.scrollY, height: d.documentElement.scrollHeight,
    heading: h ? h.textContent : null });
};
</script></body></html>`);
  const dom = chromium(["--dump-dom", "--disable-web-security", "--allow-file-access-from-files"],
    pathToFileURL(harness).href);
  const m = dom.match(/<pre id="out">([^<]*)<\/pre>/);
  let r = null;
  try { r = JSON.parse(m[1].replace(/&quot;/g, '"')); } catch { r = null; }
  const inView = r && r.top !== null && r.top > -2 && r.top < 900;
  check(`anchor ${inst}#${target}: section in view (${r ? `top ${r.top}, scrolled ${r.scrollY}` : "no report"})`,
    inView && r.heading && r.heading.startsWith("Encoding ("), m ? m[1] : dom.slice(-400));
  if (r) console.log(`page height ${inst}: ${r.height} px; ${target} opens "${r.heading}"`);
  // the screenshot of the framed page shows what a reader lands on
  try {
    chromium([`--screenshot=${OUT}/anchor-${inst}-${target}.png`, "--window-size=1280,900"],
      pathToFileURL(harness).href);
  } catch (e) {
    console.log(`note: no screenshot for ${inst}#${target}: ${e.message.split("\n")[0]}`);
  }
}

console.log(failures ? `${failures} check(s) failed` : `all checks passed; screenshots in ${OUT}`);
process.exit(failures ? 1 : 0);
