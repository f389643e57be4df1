// HTML by tagged template: every interpolated value is escaped unless it is already Html (a
// fragment built the same way), so a name a client registered or a user typed cannot become markup.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => (out += render(value) + (strings[i + 1] ?? "")));
  return new Html(out);
}

/** A timestamp as people read it, in UTC, inside a machine-readable <time>. */
export function time(iso: string | null, never = "never"): Html {
  if (iso === null) return html`<span class="muted">${never}</span>`;
  return html`<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC</time>`;
}
