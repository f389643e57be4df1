// The pages' one stylesheet, served from /assets/ so the Content-Security-Policy can forbid inline
// styles and scripts. Colours meet WCAG AA contrast (4.5:1 for text) on their backgrounds. Below
// 40rem (a phone) tables stack into labelled rows, forms and columns take one column, and the header
// wraps, so nothing is wider than the screen.
export const STYLESHEET = `
:root { color-scheme: light; --text: #1e293b; --muted: #475569; --line: #cbd5e1; --bg: #f1f5f9; --card: #fff;
  --primary: #1d4ed8; --primary-hover: #1e40af; --danger: #b91c1c; --danger-hover: #991b1b; --ok-bg: #ecfdf5; --ok: #065f46;
  --alert-bg: #fef2f2; --alert: #991b1b; --focus: #f59e0b; --column: #e2e8f0; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; overflow-wrap: break-word; }
a { color: var(--primary); }
.skip { position: absolute; left: -999px; }
.sr-only, .sr-status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip:focus { left: 1rem; top: 1rem; background: var(--card); padding: .5rem 1rem; z-index: 1; }
header.bar { background: #0f172a; color: #f8fafc; }
header.bar .inner { max-width: 60rem; margin: 0 auto; padding: .6rem 1.25rem; display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; }
header.bar .inner.wide, main.wide { max-width: 90rem; }
header.bar .brand { font-weight: 700; letter-spacing: .01em; color: #f8fafc; text-decoration: none; }
header.bar form.user { margin: 0 0 0 auto; display: flex; align-items: center; gap: .75rem; min-width: 0; }
header.bar .who { color: #e2e8f0; font-size: .9rem; max-width: 14rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.switcher { position: relative; }
.switcher summary { cursor: pointer; list-style: none; padding: .3rem .7rem; border: 1px solid #64748b; border-radius: .4rem; max-width: 16rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.switcher summary::after { content: " ▾"; }
.switcher ul { position: absolute; z-index: 2; margin: .3rem 0 0; padding: .3rem 0; list-style: none; background: var(--card); border: 1px solid var(--line); border-radius: .4rem; min-width: 14rem; box-shadow: 0 8px 24px rgb(15 23 42 / .2); }
.switcher a { display: block; padding: .4rem .9rem; color: var(--text); text-decoration: none; }
.switcher a:hover, .switcher a[aria-current] { background: #e0e7ff; }
nav.tabs { background: #1e293b; }
nav.tabs .inner { max-width: 90rem; margin: 0 auto; padding: 0 1.25rem; display: flex; flex-wrap: wrap; gap: 0 .25rem; }
nav.tabs a { color: #e2e8f0; text-decoration: none; padding: .55rem .7rem; border-bottom: 3px solid transparent; }
nav.tabs a:hover { color: #fff; border-bottom-color: #64748b; }
nav.tabs a[aria-current=page] { color: #fff; font-weight: 600; border-bottom-color: #93c5fd; }
main { max-width: 60rem; margin: 0 auto; padding: 1.25rem 1.25rem 3rem; }
main.narrow { max-width: 30rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: .5rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 0 0 .75rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: .6rem; padding: 1.25rem; margin: 0 0 1.25rem; min-width: 0; }
.card > :first-child, .card > form:first-child label:first-of-type { margin-top: 0; }
.card h2:not(:first-child) { margin-top: 1.75rem; }
.muted { color: var(--muted); }
.small { font-size: .875rem; }
.hint { color: var(--muted); font-size: .875rem; margin: .35rem 0 0; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type=email], input[type=password], input[type=text], input[type=search], input[type=url], input[type=number], input[type=date], select, textarea {
  width: 100%; padding: .55rem .65rem; border: 1px solid #64748b; border-radius: .4rem; font: inherit; background: #fff; color: var(--text); }
textarea { resize: vertical; line-height: 1.45; }
[aria-invalid=true] { border-color: var(--danger); box-shadow: 0 0 0 1px var(--danger); }
fieldset { border: 1px solid var(--line); border-radius: .4rem; margin: .75rem 0; padding: .5rem .9rem .75rem; min-width: 0; }
legend { font-weight: 600; padding: 0 .25rem; }
.check { display: flex; gap: .6rem; align-items: flex-start; font-weight: 400; margin: .5rem 0; }
.check input { margin-top: .3rem; width: 1.05rem; height: 1.05rem; }
.check strong { display: block; }
.checks { display: flex; flex-wrap: wrap; gap: 0 1.25rem; }
.checks .check { margin: .25rem 0; }
button, a.button { display: inline-block; font: inherit; font-weight: 600; border: 1px solid transparent; border-radius: .4rem; padding: .5rem 1rem; cursor: pointer; background: var(--primary); color: #fff; text-decoration: none; line-height: 1.5; }
button:hover, a.button:hover { background: var(--primary-hover); }
button.secondary, a.button.secondary { background: #fff; color: var(--text); border-color: #64748b; }
button.secondary:hover, a.button.secondary:hover { background: #e2e8f0; }
button.danger, a.button.danger { background: var(--danger); color: #fff; border-color: transparent; }
button.danger:hover, a.button.danger:hover { background: var(--danger-hover); }
button.small, a.button.small, select.small { padding: .3rem .7rem; font-size: .9rem; width: auto; }
header.bar button.secondary { background: transparent; color: #f8fafc; border-color: #64748b; white-space: nowrap; }
header.bar button.secondary:hover { background: #1e293b; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.actions { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; align-items: center; }
.page-head .actions { margin-top: .5rem; }
.notice { border-radius: .4rem; padding: .75rem 1rem; margin: 0 0 1.25rem; background: var(--ok-bg); color: var(--ok); border: 1px solid #a7f3d0; }
.alert { border-radius: .4rem; padding: .75rem 1rem; margin: 0 0 1rem; background: var(--alert-bg); color: var(--alert); border: 1px solid #fecaca; }
.alert[hidden] { display: none; }
.asking { background: #eff6ff; border: 1px solid #bfdbfe; border-radius: .4rem; padding: .75rem 1rem; }
.secret { display: block; font: 600 .95rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: #0f172a; color: #f8fafc; padding: .75rem 1rem; border-radius: .4rem; overflow-wrap: anywhere; margin: .5rem 0; }
table { width: 100%; border-collapse: collapse; font-size: .95rem; }
caption { text-align: left; color: var(--muted); padding-bottom: .5rem; }
th, td { text-align: left; padding: .55rem .5rem; border-bottom: 1px solid var(--line); vertical-align: middle; }
th { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
td form { margin: 0; }
table.stack { background: var(--card); border: 1px solid var(--line); border-radius: .6rem; margin-bottom: 1.25rem; }
.card table.stack { border: 0; }
.tag { display: inline-block; padding: .05rem .5rem; border-radius: 999px; background: #e0e7ff; color: #3730a3; font-size: .8rem; font-weight: 600; margin: 0 .25rem .2rem 0; }
ul.labels { list-style: none; margin: .35rem 0 0; padding: 0; display: flex; flex-wrap: wrap; }
.badge { display: inline-block; padding: .05rem .5rem; border-radius: .3rem; background: #e2e8f0; color: #1e293b; font-size: .8rem; font-weight: 600; }
.badge.attention { background: #fee2e2; color: #991b1b; border: 1px solid #fca5a5; }
.badge.attention::before { content: "! "; }
.priority { font-size: .8rem; font-weight: 700; }
.p-low { color: #475569; } .p-medium { color: #1d4ed8; } .p-high { color: #b45309; } .p-critical { color: #b91c1c; }
.points { font-size: .8rem; color: var(--muted); }
.row { display: grid; grid-template-columns: 2fr 1fr; gap: 1rem; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 0 1rem; }
.inline { display: flex; gap: .5rem; align-items: stretch; }
.inline input { flex: 1; min-width: 0; }
.inline-fields { display: grid; grid-template-columns: 2fr 1.2fr 1fr; gap: .75rem; align-items: end; }
.inline-fields fieldset { margin: 0; }
.columns-2 { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 1.25rem; align-items: start; }
.empty { color: var(--muted); margin: .25rem 0; }
.app-host, .url { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.crumbs { margin: 0; font-size: .9rem; }
dl.fields { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .4rem 1rem; margin: 0; }
dl.fields dt { font-weight: 600; color: var(--muted); }
dl.fields dd { margin: 0; }
ol.comments, ol.history, ol.sources, ul.results, ul.plain { list-style: none; margin: 0; padding: 0; }
ol.comments > li, ul.results > li { border-bottom: 1px solid var(--line); padding: .5rem 0; }
ul.results h3 { margin: 0; font-size: 1.05rem; }
ol.history > li { padding: .3rem 0; font-size: .92rem; }
ol.sources > li { margin: .5rem 0; }
.byline { margin: 0; font-size: .9rem; }
.snippet { color: var(--muted); font-size: .92rem; margin: .2rem 0; }
.answer-text { white-space: pre-line; font-size: 1.05rem; }
.warnings { color: #92400e; }
.pager { display: flex; gap: 1.5rem; margin: 1rem 0; }
.prose { overflow-wrap: anywhere; }
.prose > :first-child { margin-top: 0; }
.prose > :last-child { margin-bottom: 0; }
.prose pre { overflow-x: auto; background: #f8fafc; border: 1px solid var(--line); border-radius: .4rem; padding: .75rem; }
.prose pre.rest { white-space: pre-wrap; overflow-wrap: anywhere; }
.prose code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; }
.prose table { display: block; overflow-x: auto; }
.prose blockquote { margin: 0; padding-left: 1rem; border-left: 3px solid var(--line); color: var(--muted); }
.prose h2, .prose h3, .prose h4, .prose h5, .prose h6 { margin: 1.2rem 0 .5rem; }
.toolbar { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); gap: 1rem; align-items: end; margin-bottom: .5rem; }
.toolbar form { display: grid; gap: 0; }
.toolbar .picker { grid-template-columns: minmax(0, 1fr) auto; column-gap: .5rem; align-items: end; }
.toolbar .picker label { grid-column: 1 / -1; }
.board { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 1rem; align-items: start; }
.column { background: var(--column); border-radius: .6rem; padding: .75rem; min-height: 8rem; border: 2px solid transparent; }
.column h2 { font-size: 1rem; display: flex; justify-content: space-between; margin: 0 0 .5rem; }
.column .count { background: #fff; border-radius: 999px; padding: 0 .55rem; font-size: .85rem; }
.column .hint { margin: 0 0 .5rem; }
.column.drop-target { border-color: var(--primary); background: #dbeafe; }
ol.cards { list-style: none; margin: 0; padding: 0; min-height: 3rem; }
.card-item { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: .6rem .7rem; margin: 0 0 .6rem; cursor: grab; }
.card-item.attention { border-left: 4px solid var(--danger); }
.card-item.dragging, .card-item.busy { opacity: .55; }
.card-item.carried { box-shadow: 0 0 0 3px var(--primary), 0 8px 20px rgb(15 23 42 / .25); }
.card-title { font-size: .98rem; margin: 0 0 .3rem; }
.card-title a { color: var(--text); text-decoration: none; }
.card-title a:hover { text-decoration: underline; }
.card-sub { margin: .15rem 0; font-size: .88rem; }
.card-sub time { white-space: nowrap; }
.card-line { margin: .15rem 0; font-size: .88rem; display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; }
.card-graph { margin: .25rem 0; font-size: .85rem; display: flex; flex-direction: column; gap: .15rem; }
.blocked-by { color: #991b1b; font-weight: 600; overflow-wrap: anywhere; }
.blocked-by::before { content: "! "; }
.subtasks { color: var(--muted); display: flex; align-items: center; gap: .4rem; }
.subtasks progress { width: 4rem; height: .5rem; }
ul.graph { list-style: none; margin: 0 0 .75rem; padding: 0; }
ul.graph li { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem; padding: .3rem 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
ul.graph li:last-child { border-bottom: 0; }
ul.graph .remove { flex: none; font-size: .85rem; }
form.move { display: flex; gap: .4rem; margin-top: .5rem; }
form.move select { flex: 1; min-width: 0; }
.chart svg { display: block; width: 100%; height: auto; margin: .5rem 0; }
.chart svg text { font-size: 11px; fill: var(--muted); }
.chart .grid { stroke: var(--line); stroke-width: 1; }
.chart polyline, .chart .ideal { fill: none; stroke-width: 2; }
.chart polyline.remaining { stroke: var(--primary); stroke-width: 2.5; }
.chart circle.remaining { fill: var(--primary); }
.chart polyline.scope { stroke: #475569; stroke-dasharray: 2 3; }
.chart .ideal { stroke: #64748b; stroke-dasharray: 6 4; }
.chart rect.committed { fill: #cbd5e1; stroke: #475569; }
.chart rect.completed { fill: var(--primary); }
.chart .current text { font-weight: 700; fill: var(--text); }
.legend { list-style: none; display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0 0 .5rem; padding: 0; font-size: .85rem; color: var(--muted); }
.legend .key { display: inline-block; width: 1.25rem; height: .7rem; margin-right: .35rem; vertical-align: middle; }
.legend .key.remaining { border-top: 3px solid var(--primary); height: 0; }
.legend .key.scope { border-top: 2px dotted #475569; height: 0; }
.legend .key.ideal { border-top: 2px dashed #64748b; height: 0; }
.legend .key.committed { background: #cbd5e1; border: 1px solid #475569; }
.legend .key.completed { background: var(--primary); }
.table-scroll { overflow-x: auto; }
table.numbers { font-size: .85rem; }
table.numbers th, table.numbers td { padding: .3rem .4rem; }
table.numbers th { text-transform: none; letter-spacing: normal; font-size: .85rem; }
table.numbers tbody th { color: var(--text); font-weight: 400; }
table.numbers td { text-align: right; font-variant-numeric: tabular-nums; }
@media (max-width: 64rem) { .board { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (max-width: 40rem) {
  main { padding: 1rem .75rem 2.5rem; }
  header.bar .inner { padding: .5rem .75rem; }
  header.bar .who { max-width: 7rem; }
  .switcher summary { max-width: 9rem; }
  nav.tabs .inner { padding: 0 .5rem; }
  nav.tabs a { padding: .45rem .5rem; }
  .inline-fields, .row, .columns-2, .toolbar, .board { grid-template-columns: minmax(0, 1fr); }
  .card { padding: 1rem; }
  table.stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; width: 100%; }
  table.stack caption { display: block; }
  table.stack tr { border-bottom: 1px solid var(--line); padding: .5rem 0; }
  table.stack td { border: 0; padding: .2rem .5rem; position: relative; }
  table.stack td[data-label] { padding-left: 7.5rem; min-height: 1.9rem; }
  table.stack td[data-label]::before { content: attr(data-label); position: absolute; left: .5rem; width: 6.5rem; font-weight: 600; color: var(--muted); font-size: .85rem; }
}
`;
