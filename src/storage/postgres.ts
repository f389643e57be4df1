// PostgreSQL through a pg pool. pg sends unnamed statements, which PostgreSQL parses and plans on
// every execution; naming each SQL text (after a hash of it) makes pg prepare it once per connection
// and afterwards send only the parameters. Statements without parameters (BEGIN, COMMIT,
// migrations) stay unnamed.
import { createHash } from "node:crypto";
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import { createLru, STATEMENT_CACHE_SIZE } from "./lru.js";
import type { Database } from "./tables.js";
import { postgresUnavailable } from "./unavailable.js";

// DATE columns come back as the 'YYYY-MM-DD' text we stored, never as a local-time Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// COUNT(*) and other int8 results are small here; read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Timestamps leave storage as the ISO 8601 UTC text with milliseconds that SQLite keeps and every
// record carries, so nothing above storage sees a Date from one engine and a string from the other.
const parseTimestampTz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => (parseTimestampTz(value) as Date).toISOString());

function namedStatements(pool: pg.Pool, url: string): PostgresPool {
  const names = createLru<string>(STATEMENT_CACHE_SIZE);
  const nameOf = (sql: string) => names.get(sql, () => `sr_${createHash("sha1").update(sql).digest("base64url")}`);
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect().catch((error: unknown) => {
        throw postgresUnavailable(url, error);
      });
      return {
        query: ((sql: string, parameters: readonly unknown[]) =>
          parameters.length === 0
            ? client.query(sql)
            : client.query({ name: nameOf(sql), text: sql, values: [...parameters] })) as unknown as PostgresPoolClient["query"],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/** A connection pool's use: connections open, those of them idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** One pool serves reads and transactions alike: PostgreSQL readers never wait for writers. */
export function openPostgres(url: string): { kysely: Kysely<Database>; poolStats: () => PoolStats } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatements(pool, url) }) }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
