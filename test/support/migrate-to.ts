// A test's database taken to a named migration (up or down), as the migration tests set the scene:
// the migrator's error, if any, thrown (runMigrator retries a step another suite's schema drop broke).
import type { Migration } from "kysely";
import type { Db } from "../../src/storage/database.js";
import { migratorFor, runMigrator } from "../../src/storage/migrate.js";

export async function migrateTo(db: Db, name: string, migrations?: Record<string, Migration>): Promise<void> {
  const migrator = await migratorFor(db, migrations);
  const { error } = await runMigrator(() => migrator.migrateTo(name));
  if (error) throw error;
}
