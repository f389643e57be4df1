// The pages' one stylesheet, served from /assets/ so the Content-Security-Policy can forbid inline
// styles and scripts. Colours meet WCAG AA contrast (4.5:1 for text) on their backgrounds.
export const STYLESHEET = `
:root { color-scheme: light; --text: #1e293b; --muted: #475569; --line: #cbd5e1; --bg: #f1f5f9; --card: #fff;
  --primary: #1d4ed8; --primary-hover: #1e40af; --danger: #b91c1c; --danger-hover: #991b1b; --ok-bg: #ecfdf5; --ok: #065f46;
  --alert-bg: #fef2f2; --alert: #991b1b; --focus: #f59e0b; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--primary); }
.skip { position: absolute; left: -999px; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip:focus { left: 1rem; top: 1rem; background: var(--card); padding: .5rem 1rem; z-index: 1; }
header.bar { background: #0f172a; color: #f8fafc; }
header.bar .inner { max-width: 60rem; margin: 0 auto; padding: .75rem 1.25rem; display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
header.bar .brand { font-weight: 700; letter-spacing: .01em; color: #f8fafc; text-decoration: none; }
header.bar form { margin: 0; display: flex; align-items: center; gap: .75rem; }
header.bar .who { color: #cbd5e1; font-size: .9rem; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
main.narrow { max-width: 30rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: .5rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 0 0 .75rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: .6rem; padding: 1.25rem; margin: 0 0 1.25rem; }
.card > :first-child, .card > form:first-child label:first-of-type { margin-top: 0; }
.card h2:not(:first-child) { margin-top: 1.75rem; }
.muted { color: var(--muted); }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type=email], input[type=password], input[type=text], select { width: 100%; padding: .55rem .65rem; border: 1px solid #94a3b8; border-radius: .4rem; font: inherit; background: #fff; color: var(--text); }
fieldset { border: 1px solid var(--line); border-radius: .4rem; margin: .75rem 0; padding: .5rem .9rem .75rem; }
legend { font-weight: 600; padding: 0 .25rem; }
.check { display: flex; gap: .6rem; align-items: flex-start; font-weight: 400; margin: .5rem 0; }
.check input { margin-top: .3rem; width: 1.05rem; height: 1.05rem; }
.check strong { display: block; }
button { font: inherit; font-weight: 600; border: 1px solid transparent; border-radius: .4rem; padding: .5rem 1rem; cursor: pointer; background: var(--primary); color: #fff; }
button:hover { background: var(--primary-hover); }
button.secondary { background: #fff; color: var(--text); border-color: #94a3b8; }
button.secondary:hover { background: #e2e8f0; }
button.danger { background: var(--danger); }
button.danger:hover { background: var(--danger-hover); }
button.small { padding: .3rem .7rem; font-size: .9rem; }
header.bar button.secondary { background: transparent; color: #f8fafc; border-color: #64748b; }
header.bar button.secondary:hover { background: #1e293b; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.actions { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; }
.notice { border-radius: .4rem; padding: .75rem 1rem; margin: 0 0 1.25rem; background: var(--ok-bg); color: var(--ok); border: 1px solid #a7f3d0; }
.alert { border-radius: .4rem; padding: .75rem 1rem; margin: 0 0 1rem; background: var(--alert-bg); color: var(--alert); border: 1px solid #fecaca; }
.secret { display: block; font: 600 .95rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: #0f172a; color: #f8fafc; padding: .75rem 1rem; border-radius: .4rem; overflow-wrap: anywhere; margin: .5rem 0; }
table { width: 100%; border-collapse: collapse; font-size: .95rem; }
caption { text-align: left; color: var(--muted); padding-bottom: .5rem; }
th, td { text-align: left; padding: .55rem .5rem; border-bottom: 1px solid var(--line); vertical-align: middle; }
th { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
td form { margin: 0; }
.tag { display: inline-block; padding: .05rem .5rem; border-radius: 999px; background: #e0e7ff; color: #3730a3; font-size: .8rem; font-weight: 600; margin-right: .25rem; }
.row { display: grid; grid-template-columns: 2fr 1fr; gap: 1rem; }
.inline-fields { display: grid; grid-template-columns: 2fr 1.2fr 1fr; gap: .75rem; align-items: end; }
.inline-fields fieldset { margin: 0; }
.empty { color: var(--muted); margin: .25rem 0; }
.app-host { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
@media (max-width: 40rem) { .inline-fields, .row { grid-template-columns: 1fr; } th:nth-child(4), td:nth-child(4) { display: none; } }
`;
