/**
 * The dashboard's one stylesheet, served from the Worker (/app/assets/app.css). There is no
 * script at all: pages are server-rendered HTML forms, so the CSP can say `script-src 'none'`.
 * Colours are variables switched by prefers-color-scheme; charts use the same variables.
 */
export const APP_CSS = `
:root{--bg:#fff;--fg:#1d1f23;--muted:#5f6670;--line:#d9dde3;--card:#f6f7f9;--accent:#1f5fbf;--warn:#8a4b00;--warnbg:#fff4e5;--bad:#a1261b;--badbg:#fdecea;--ok:#1c6b36;--okbg:#e7f5ec;--focus:#f0a500}
@media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#e6e8eb;--muted:#a0a7b1;--line:#343a42;--card:#1e2227;--accent:#7fb0ff;--warn:#f3c37a;--warnbg:#3a2a12;--bad:#ff9b90;--badbg:#3b1d1a;--ok:#8fd6a5;--okbg:#163222}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:2}
header.top{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;align-items:center;padding:.6rem 1rem;border-bottom:1px solid var(--line)}
header.top strong{margin-right:.5rem}
nav.main{display:flex;flex-wrap:wrap;gap:.25rem .9rem}
nav.main a{text-decoration:none;padding:.2rem 0}
nav.main a[aria-current=page]{font-weight:600;border-bottom:2px solid var(--accent)}
header.top form{margin-left:auto}
main{max-width:72rem;margin:0 auto;padding:1rem;overflow-wrap:anywhere}
h1{font-size:1.4rem;margin:.5rem 0 1rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.75rem 1rem;margin:.5rem 0}
.content{white-space:pre-wrap;word-break:break-word}
.muted{color:var(--muted)}.small{font-size:.85rem}
.flash{padding:.5rem .75rem;border-radius:4px;background:var(--okbg);color:var(--ok)}
.error{padding:.5rem .75rem;border-radius:4px;background:var(--badbg);color:var(--bad)}
.warn{padding:.5rem .75rem;border-radius:4px;background:var(--warnbg);color:var(--warn)}
.badge{display:inline-block;font-size:.75rem;padding:0 .4rem;border:1px solid var(--line);border-radius:3px;margin-right:.25rem;color:var(--muted)}
.badge.flag{border-color:var(--warn);color:var(--warn)}
form.filters{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.5rem;align-items:end}
form.filters .wide{grid-column:1/-1}
label{display:block;font-size:.85rem;color:var(--muted)}
input,select,textarea,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:4px;padding:.35rem .5rem;max-width:100%}
input[type=text],input[type=search],input[type=password],input[type=date],select,textarea{width:100%}
textarea{min-height:6rem}
button{cursor:pointer;background:var(--card)}
button.primary{background:var(--accent);color:var(--bg);border-color:var(--accent)}
button.danger{color:var(--bad);border-color:var(--bad)}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
.actions form{margin:0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
ul.memories{list-style:none;padding:0;margin:0}
ul.memories li{border-bottom:1px solid var(--line);padding:.6rem 0}
ul.memories .title{font-weight:600}
.why{font-size:.8rem;color:var(--muted);font-family:ui-monospace,monospace;word-break:break-all}
.grid2{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.grid3{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0}
dl.meta dt{color:var(--muted)}dl.meta dd{margin:0;word-break:break-word}
svg.chart{width:100%;height:auto;max-width:36rem;display:block}
svg .axis{stroke:var(--line)}svg .line{stroke:var(--accent);fill:none;stroke-width:2}
svg .dot{fill:var(--accent)}svg .bar{fill:var(--accent)}svg text{fill:var(--fg);font-size:11px}
svg .edge{stroke:var(--muted);stroke-opacity:.5}svg .node{fill:var(--card);stroke:var(--accent);stroke-width:1.5}
svg .node.center{fill:var(--accent)}svg a:focus .node{stroke:var(--focus);stroke-width:3}
svg.graph{display:block;margin:0 auto;max-width:100%;height:auto;border:1px solid var(--line);border-radius:6px;background:var(--card)}
.pager{display:flex;gap:1rem;margin:1rem 0}
.login{max-width:26rem;margin:4rem auto}
.once{font-family:ui-monospace,monospace;word-break:break-all;user-select:all}
@media (max-width:40rem){.grid2{grid-template-columns:1fr}main{padding:.6rem}header.top form{margin-left:0}th,td{padding:.3rem}table{display:block;overflow-x:auto}}
`;
