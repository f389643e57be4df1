// The layer check of `npm run check` (dependency-cruiser with .dependency-cruiser.js) fails on each
// thing it forbids: run over a small tree with one of each, it names exactly those imports and exits
// non-zero; over the same tree put right, it passes. And docs/architecture.md shows its layer map.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CONFIG = join(ROOT, ".dependency-cruiser.js");
const DEPCRUISE = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const temp = mkdtempSync(join(tmpdir(), "sprintroom-layers-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Files = Record<string, string>;

/** A tree in the project's shape whose imports all run downward, without a cycle. */
const CLEAN: Files = {
  "src/errors.ts": `export class AppError extends Error {}\n`,
  "src/schemas/common.ts": `import { AppError } from "../errors.js";\nexport const PLANS = ["FREE", "PRO"] as const;\nexport const invalid = () => new AppError("invalid");\n`,
  "src/storage/database.ts": `import { sql } from "kysely";\nexport const ping = sql\`SELECT 1\`;\n`,
  "src/storage/migrations/dialect.ts": `export const isPostgres = (url: string) => url.startsWith("postgres");\n`,
  "src/storage/migrations/0001-init.ts": `import { isPostgres } from "./dialect.js";\nexport const up = isPostgres;\n`,
  "src/storage/repos/credentials.ts": `import { PLANS } from "../../schemas/common.js";\nimport { ping } from "../database.js";\nexport const ranks = [PLANS, ping];\n`,
  "src/storage/tables.ts": `export interface ActivitiesTable { team_id: string }\n`,
  "src/storage/records.ts": `import type { ActivitiesTable } from "./tables.js";\nexport interface StoredActivity { teamId: ActivitiesTable["team_id"] }\n`,
  "src/presenters/activities.ts": `import type { StoredActivity } from "../storage/records.js";\nexport const present = (activity: StoredActivity) => ({ teamId: activity.teamId });\n`,
  "src/auth/actor.ts": `export interface Actor { userId: string }\n`,
  "src/auth/authenticate.ts": `import type { Actor } from "./actor.js";\nexport const authenticate = (): Actor => ({ userId: "u" });\n`,
  "src/domain/context.ts": `import type { Actor } from "../auth/actor.js";\nexport interface Change { type: string }\nexport interface Context { actor: Actor; changes: Change[] }\n`,
  "src/domain/events.ts": `import type { Change, Context } from "./context.js";\nexport const record = (ctx: Context, change: Change) => ctx.changes.push(change);\n`,
  "src/domain/activities.ts": `import { record } from "./events.js";\nimport { ranks } from "../storage/repos/credentials.js";\nexport const create = [record, ranks];\n`,
  "src/http/health.ts": `import { ping } from "../storage/database.js";\nimport { create } from "../domain/activities.js";\nexport const health = [ping, create];\n`,
  "src/main.ts": `import { health } from "./http/health.js";\nimport { authenticate } from "./auth/authenticate.js";\nexport const main = [health, authenticate];\n`,
};

/** The same tree with one of each thing the check forbids. */
const BROKEN: Files = {
  ...CLEAN,
  // A lower layer importing a higher one (storage → limits), and one doing it for a type only (auth → domain).
  "src/limits/plans.ts": `export const PLANS = ["FREE", "PRO"] as const;\n`,
  "src/storage/repos/credentials.ts": `import { PLANS } from "../../limits/plans.js";\nimport { ping } from "../database.js";\nexport const ranks = [PLANS, ping];\n`,
  "src/auth/authenticate.ts": `import type { Actor } from "../domain/context.js";\nexport const authenticate = (): Actor => ({ userId: "u" });\n`,
  // A cycle inside one layer, through type-only imports.
  "src/domain/context.ts": `import type { Change } from "./events.js";\nexport interface Actor { userId: string }\nexport interface Context { actor: Actor; changes: Change[] }\n`,
  "src/domain/events.ts": `import type { Context } from "./context.js";\nexport interface Change { type: string }\nexport const record = (ctx: Context, change: Change) => ctx.changes.push(change);\n`,
  // The database's own view of a table above storage.
  "src/presenters/activities.ts": `import type { ActivitiesTable } from "../storage/tables.js";\nexport const present = (row: ActivitiesTable) => ({ teamId: row.team_id });\n`,
  // SQL above storage.
  "src/http/health.ts": `import { sql } from "kysely";\nimport { create } from "../domain/activities.js";\nexport const health = [sql\`SELECT 1\`, create];\n`,
  // A migration that imports the living code.
  "src/storage/migrations/0001-init.ts": `import { ping } from "../database.js";\nexport const up = ping;\n`,
  // A module no layer holds, imported by a layer.
  "src/extras/labels.ts": `import { AppError } from "../errors.js";\nexport const labels = () => new AppError("labels");\n`,
  "src/domain/activities.ts": `import { record } from "./events.js";\nimport { ranks } from "../storage/repos/credentials.js";\nimport { labels } from "../extras/labels.js";\nexport const create = [record, ranks, labels];\n`,
};

/**
 * Runs the check as `npm run check` does, with the project's config, over `files` laid out in a
 * folder of their own: its exit status and each violation it prints, on one line.
 */
function check(name: string, files: Files): { status: number | null; violations: string[] } {
  const dir = join(temp, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true }, include: ["src"] }));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  const result = spawnSync(process.execPath, [DEPCRUISE, "src", "--config", CONFIG], { cwd: dir, encoding: "utf8", timeout: 60_000 });
  expect(result.stderr).toBe("");
  // "  error <rule>: <from> → <to>", a cycle continuing on the lines below with each module and " →".
  const violations = result.stdout
    .split(/^\s+error /m)
    .slice(1)
    .map((block) => block.split("\n\n")[0]!.replace(/\s+/g, " ").replace(/\S*node_modules\/([^/]+)\/\S*/, "$1").trim());
  return { status: result.status, violations: violations.sort() };
}

describe("the layer check", () => {
  it("passes a tree whose imports run downward, without a cycle", () => {
    expect(check("clean", CLEAN)).toEqual({ status: 0, violations: [] });
  });

  it("fails on an upward import, a type-only one too, a cycle, SQL or tables.ts above storage, a migration importing src/ and a module outside the layers", () => {
    const { status, violations } = check("broken", BROKEN);
    expect(status).not.toBe(0);
    expect(violations).toEqual([
      "capabilities-imports-upward: src/auth/authenticate.ts → src/domain/context.ts",
      "into-no-layer: src/domain/activities.ts → src/extras/labels.ts",
      "migration-imports-src: src/storage/migrations/0001-init.ts → src/storage/database.ts",
      "no-cycle: src/domain/context.ts → src/domain/events.ts → src/domain/context.ts",
      "outside-the-layers: src/extras/labels.ts → src/errors.ts",
      "sql-outside-storage: src/http/health.ts → kysely",
      "storage-imports-upward: src/storage/repos/credentials.ts → src/limits/plans.ts",
      "tables-outside-storage: src/presenters/activities.ts → src/storage/tables.ts",
    ]);
  });
});

describe("docs/architecture.md", () => {
  it("shows the layer map of .dependency-cruiser.js, row for row", async () => {
    const { LAYERS } = (await import(pathToFileURL(CONFIG).href)) as { LAYERS: Array<{ name: string; holds: string; paths: string[] }> };
    const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
    const table = doc.split("### The layer map")[1]?.split("\n\n")[1]?.split("\n").slice(2);
    expect(table).toEqual(LAYERS.map((layer) => `| ${layer.name} | ${layer.paths.map((path) => `\`${path}\``).join(", ")} | ${layer.holds} |`));
  });
});
