// The layer map of src/, lowest first, and the rules `npm run check` holds every import to: a module
// imports its own layer or a lower one, never a higher one; no import cycle; no module outside the
// map; Kysely and the database drivers only in storage; migrations frozen (docs/decisions/0011-layer-check.md).

/** Lowest first. Each entry: the layer's name, what it holds, and the paths (folders end in "/"). */
export const LAYERS = [
  { name: "errors", holds: "AppError and the table of error codes", paths: ["src/errors.ts"] },
  { name: "schemas", holds: "the zod schemas, and a zod failure turned into the one 400", paths: ["src/schemas/"] },
  { name: "config", holds: "settings from the environment, the logger", paths: ["src/config.ts", "src/logging.ts"] },
  { name: "storage", holds: "the database, migrations, repositories, cursors", paths: ["src/storage/"] },
  {
    name: "capabilities",
    holds: "what the domain is handed: credentials, limits, AI providers, presenters, webhook delivery, the change feed, metrics",
    paths: ["src/auth/", "src/limits/", "src/ai/", "src/presenters/", "src/webhooks/", "src/live/", "src/metrics.ts"],
  },
  { name: "domain", holds: "every rule: the operations and their runner", paths: ["src/domain/"] },
  { name: "wiring", holds: "the services an adapter is handed, built once", paths: ["src/services.ts"] },
  { name: "adapters", holds: "REST, MCP, the OAuth server, the pages", paths: ["src/http/", "src/mcp/", "src/oauth/", "src/web/"] },
  { name: "server", holds: "the Fastify server and the process around it", paths: ["src/server.ts", "src/main.ts"] },
  { name: "cli", holds: "the sprintroom command: serve, or an admin command", paths: ["src/cli/"] },
];

const pattern = (paths) => paths.map((path) => `^${path.replaceAll(".", "\\.")}${path.endsWith("/") ? "" : "$"}`);
const everyLayer = LAYERS.flatMap((layer) => pattern(layer.paths));

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    ...LAYERS.slice(0, -1).map((layer, index) => ({
      name: `${layer.name}-imports-upward`,
      comment: `${layer.name} may import only ${LAYERS.slice(0, index + 1).map((l) => l.name).join(", ")}`,
      severity: "error",
      from: { path: pattern(layer.paths) },
      to: { path: LAYERS.slice(index + 1).flatMap((above) => pattern(above.paths)) },
    })),
    {
      name: "no-cycle",
      comment: "an import cycle, even through type-only imports: one of its modules belongs lower",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "outside-the-layers",
      comment: "a module in src/ that no layer holds: give it a layer in .dependency-cruiser.js",
      severity: "error",
      from: { path: "^src/", pathNot: everyLayer },
      to: {},
    },
    {
      name: "into-no-layer",
      comment: "an import of a module in src/ that no layer holds: give it a layer in .dependency-cruiser.js",
      severity: "error",
      from: {},
      to: { path: "^src/", pathNot: everyLayer },
    },
    {
      name: "sql-outside-storage",
      comment: "Kysely and the database drivers are storage's: no SQL and no engine difference past src/storage/",
      severity: "error",
      from: { pathNot: "^src/storage/" },
      to: { path: "(^|/)node_modules/(kysely|better-sqlite3|pg)/" },
    },
    {
      name: "tables-outside-storage",
      comment: "tables.ts is the database as Kysely sees it (snake_case columns, JSON text): above storage, name the Stored… records of src/storage/records.ts",
      severity: "error",
      from: { pathNot: "^src/storage/" },
      to: { path: "^src/storage/tables\\.ts$" },
    },
    {
      name: "migration-imports-src",
      comment: "a migration is frozen: it imports nothing from src/ but the other migrations' helpers",
      severity: "error",
      from: { path: "^src/storage/migrations/" },
      to: { path: "^src/", pathNot: "^src/storage/migrations/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // A type-only import ties two layers as much as any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "node", "default"] },
  },
};
