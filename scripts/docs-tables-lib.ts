// The tables in docs/ that state facts the operations already hold (each operation's method, path,
// role, scope and answer; the MCP toolsets; every error code), generated between marker comments:
//   <!-- generated:NAME -->
//   …
//   <!-- /generated:NAME -->
// `npm run docs:generate` rewrites them; a test fails while a committed section is stale.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { OPERATIONS } from "../src/domain/catalog.js";
import { GROUPS, takesIdempotencyKey, type AnyOperation, type Group } from "../src/domain/runtime/operation.js";
import { ROLE_TABLE } from "../src/domain/runtime/permissions.js";
import { ERROR_CODES, type ErrorCode } from "../src/errors.js";
import { API_PREFIX } from "../src/http/routes.js";
import { ROLES } from "../src/schemas/common.js";

const code = (text: string) => `\`${text}\``;

/** Who may call it: the role table's roles for its action (and a rule on the data), any member, or any caller. */
function roleOf(op: AnyOperation): string {
  const roles = op.role ? ROLE_TABLE[op.role] : undefined;
  const base = roles === undefined ? undefined : roles.length === ROLES.length ? "any member" : roles.join(" or ");
  if (base && op.roleRule) return `${base}; ${op.roleRule}`;
  return base ?? op.roleRule ?? (op.load ? "any member" : "any caller");
}

function scopeOf(op: AnyOperation): string {
  return op.scopeWhen ? `${code(op.scope)}; with ${code(op.scopeWhen.mode)}: ${code(op.scopeWhen.scope)}` : code(op.scope);
}

function answerOf(op: AnyOperation): string {
  const http = op.http;
  if (!http) return "";
  return http.createdWhen ? `${http.status}, or 201 when it creates` : String(http.status);
}

function operationsTable(): string {
  const rows = OPERATIONS.filter((op) => op.http).map((op) => {
    const http = op.http as NonNullable<AnyOperation["http"]>;
    const path = API_PREFIX + http.path.replace(/:(\w+)/g, "{$1}");
    const tool = op.surfaces.includes("mcp") ? code(op.toolName) : "";
    return `| ${http.method} ${code(path)} | ${code(op.name)} | ${tool} | ${roleOf(op)} | ${scopeOf(op)} | ${answerOf(op)} | ${takesIdempotencyKey(op) ? "yes" : ""} |`;
  });
  return [
    "| Request | Operation | MCP tool | Who | Scope | Success | Idempotency-Key |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

function errorsTable(): string {
  const codes = (Object.keys(ERROR_CODES) as ErrorCode[]).sort((a, b) => ERROR_CODES[a].status - ERROR_CODES[b].status || (a < b ? -1 : 1));
  return [
    "| HTTP | type | code | when |",
    "|---|---|---|---|",
    ...codes.map((c) => `| ${ERROR_CODES[c].status} | ${ERROR_CODES[c].type} | ${code(c)} | ${ERROR_CODES[c].when} |`),
  ].join("\n");
}

function toolsetsTable(): string {
  const rows = (Object.keys(GROUPS) as Group[]).map((group) => {
    const tools = OPERATIONS.filter((op) => op.group === group && op.surfaces.includes("mcp")).map((op) => {
      const mark = op.hints?.destructive ? "*" : op.orientation ? "†" : "";
      return `${code(op.toolName)}${mark}`;
    });
    return `| ${code(group)} | ${GROUPS[group].byDefault ? "by default" : "on request"} | ${tools.join(", ")} |`;
  });
  return [
    "| Toolset | Offered | Tools (* deletes: with `deletes` or `all` only; † in every selection) |",
    "|---|---|---|",
    ...rows,
    "| `deletes` | on request | the deleting tools of the toolsets selected |",
    "| `all` | on request | every tool |",
  ].join("\n");
}

/** Each generated file, by its path from the repository root, and its sections by name. */
export const GENERATED: Record<string, Record<string, () => string>> = {
  "docs/api.md": { operations: operationsTable, errors: errorsTable },
  "docs/mcp.md": { toolsets: toolsetsTable },
};

/** The text with each named section between its markers replaced; a section without markers is an error. */
export function withSections(text: string, sections: Record<string, () => string>, file: string): string {
  let out = text;
  for (const [name, render] of Object.entries(sections)) {
    const open = `<!-- generated:${name} -->\n`;
    const close = `<!-- /generated:${name} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close, start);
    if (start < 0 || end < 0) throw new Error(`${file} has no ${open.trim()} … ${close} section`);
    out = `${out.slice(0, start + open.length)}${render()}\n${out.slice(end)}`;
  }
  return out;
}

export const pathOf = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

/** What each generated file should hold now. */
export function generatedDocs(): Record<string, string> {
  return Object.fromEntries(Object.entries(GENERATED).map(([file, sections]) => [file, withSections(readFileSync(pathOf(file), "utf8"), sections, file)]));
}
