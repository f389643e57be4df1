// Lets a frozen migration branch on the engine without importing anything from src/.
import { PostgresAdapter, type Kysely } from "kysely";

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
