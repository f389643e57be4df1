// Every row of every table of a test server's database, in a stable order: what a refused write (a
// fuzzed request, a failed batch) must leave exactly as it was. What the server writes in the
// background (BACKGROUND_COLUMNS and BACKGROUND_ROWS, the webhook worker's attempts) is left out.
import { catchUpActivitySearch } from "../../src/storage/search-index.js";
import { sql } from "kysely";
import type { Engine } from "../../src/storage/database.js";
import type { ServerHandle } from "./start-server.js";

/** Table name → its rows as text, one a line, sorted. */
export type Snapshot = Map<string, string>;

/**
 * Columns written in the background, not by a request's own doing: the webhook
 * delivery worker's progress, and when a credential was last used (any authenticated request,
 * refused or not, may record it).
 */
const BACKGROUND_COLUMNS: Record<string, string[]> = {
  webhook_deliveries: ["status", "attempts", "next_attempt_at", "claimed_until", "updated_at"],
  webhook_endpoints: ["failing_since", "status", "updated_at", "rest_until", "disabled_reason"],
  credentials: ["last_used_at"],
};

/**
 * Rows the worker removes in the background: a deleted webhook endpoint is marked deleted by its
 * DELETE and removed, with its deliveries, a batch at a time afterwards.
 */
const BACKGROUND_ROWS: Record<string, string> = {
  webhook_endpoints: `"status" <> 'deleted'`,
  webhook_deliveries: `"endpoint_id" NOT IN (SELECT "id" FROM "webhook_endpoints" WHERE "status" = 'deleted')`,
};

/**
 * One query that reads every row of `tables` (but the background columns and rows) as a JSON array of its
 * values, one a line, sorted, per table: built by the database, so a snapshot costs one round trip
 * and no row objects, however many events the run has made. Blobs (SQLite's full-text index) as hex.
 */
function snapshotQuery(engine: Engine, tables: { name: string; columns: { name: string }[] }[]): string {
  return tables
    .map(({ name, columns }) => {
      const kept = columns.map((c) => c.name).filter((column) => !BACKGROUND_COLUMNS[name]?.includes(column));
      const where = BACKGROUND_ROWS[name] === undefined ? "" : ` WHERE ${BACKGROUND_ROWS[name]}`;
      const rows =
        engine === "sqlite"
          ? `SELECT group_concat(r, char(10) ORDER BY r) FROM (SELECT json_array(${kept.map((c) => `CASE typeof("${c}") WHEN 'blob' THEN hex("${c}") ELSE "${c}" END`).join(", ")}) AS r FROM "${name}"${where})`
          : `SELECT string_agg(r, E'\\n' ORDER BY r) FROM (SELECT json_build_array(${kept.map((c) => `"${c}"`).join(", ")})::text AS r FROM "${name}"${where}) AS t`;
      return `SELECT '${name}' AS name, (${rows}) AS rows`;
    })
    .join(" UNION ALL ");
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/** Reads every table of the server's database (its own schema, on PostgreSQL) in one query. */
export async function tableSnapshots(server: ServerHandle): Promise<() => Promise<Snapshot>> {
  const db = server.services.db.kysely;
  // PostgreSQL lists the tables of every schema; this server's are in the first of its search path.
  const own = server.engine === "postgres" ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined;
  const all = await db.introspection.getTables();
  const readEveryTable = snapshotQuery(
    server.engine,
    all.filter((t) => (own === undefined || t.schema === own) && !t.name.startsWith("kysely_") && t.name !== "webhook_attempts"),
  );
  return async () => {
    // The search index follows activities in the background (decision 0015): brought up to date
    // first, so that it is compared too and a rejected write shows in it if it wrote anything.
    await catchUpActivitySearch(db);
    const { rows } = await sql.raw<{ name: string; rows: string | null }>(readEveryTable).execute(db);
    return new Map(rows.map((row) => [row.name, row.rows ?? ""]));
  };
}

/** Per table that differs, the rows gone and the rows added. */
export function changesBetween(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const [table, text] of before) {
    if (after.get(table) === text) continue;
    const [rows, now] = [text.split("\n"), (after.get(table) ?? "").split("\n")];
    const [was, is] = [new Set(rows), new Set(now)];
    const gone = rows.filter((row) => !is.has(row));
    const added = now.filter((row) => !was.has(row));
    if (gone.length > 0 || added.length > 0) out.push(`${table}: -${shorten(gone.join("\n"), 300)} +${shorten(added.join("\n"), 300)}`);
  }
  return out;
}
