// Bulk seeding for the scale scenario: a sprint and N activities straight into the tables (the API
// would take hours for a million). Statuses cycle through every state, so each status filter
// matches about 1 in 13 rows; ids are UUID v7 as the API makes them, oldest first. Every tenth
// activity is blocked by the one made before it (a `blocks` relation, and the blocker count the
// domain keeps: 1 when that blocker is unfinished), so `blocked=true` matches about 1 in 12 rows and
// `ready=true` about 3 in 4.
import { sql, type Insertable } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { ACTIVITY_STATUSES, isFinished, type ActivityStatus } from "../src/schemas/activities.js";
import { createDatabase } from "../src/storage/database.js";
import type { ActivitiesTable, RelationsTable } from "../src/storage/tables.js";

const BATCH = 1000;
const BLOCKED_EVERY = 10;

export interface ScaleSeed {
  sprintId: string;
  /** The id 90% of the way down the newest-first list: a deep cursor. */
  deepId: string;
}

export async function seedActivities(databaseUrl: string, teamId: string, userId: string, count: number): Promise<ScaleSeed> {
  const db = createDatabase(databaseUrl);
  const now = new Date().toISOString();
  const sprintId = uuidv7();
  let deepId = "";
  let previous: { id: string; status: ActivityStatus } | undefined;
  try {
    await db.kysely
      .insertInto("sprints")
      .values({ id: sprintId, team_id: teamId, name: "Scale", description: null, goal: null, start_date: null, end_date: null, status: "ACTIVE", created_at: now, updated_at: now })
      .execute();
    for (let start = 0; start < count; start += BATCH) {
      const rows: Insertable<ActivitiesTable>[] = [];
      const relations: Insertable<RelationsTable>[] = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const id = uuidv7();
        if (i === Math.floor(count * 0.1)) deepId = id;
        const status = ACTIVITY_STATUSES[i % ACTIVITY_STATUSES.length] as ActivityStatus;
        const blocker = i % BLOCKED_EVERY === BLOCKED_EVERY - 1 ? previous : undefined;
        if (blocker) relations.push({ id: uuidv7(), team_id: teamId, type: "blocks", activity_id: blocker.id, related_activity_id: id, created_by: userId, created_at: now });
        previous = { id, status };
        rows.push({
          id,
          team_id: teamId,
          sprint_id: sprintId,
          title: `Activity ${i}`,
          description: null,
          status,
          priority: null,
          points: i % 8,
          due_date: null,
          assigned_to: i % 3 === 0 ? userId : null,
          review_status: null,
          labels: "[]",
          created_by: userId,
          completed_at: status === "COMPLETED" || status === "DONE" ? now : null,
          created_at: now,
          updated_at: now,
          unresolved_blockers: blocker && !isFinished(blocker.status) ? 1 : 0,
        });
      }
      await db.kysely.insertInto("activities").values(rows).execute();
      if (relations.length > 0) await db.kysely.insertInto("relations").values(relations).execute();
    }
    // What autovacuum does within a minute of a bulk load: without statistics PostgreSQL takes the
    // new team for a small one and sorts every matching row for a filtered page (~100 ms each at
    // 1M, seconds under load) instead of walking the id index. A team that grows through the API
    // is analysed as it grows.
    if (db.engine === "postgres") await sql`ANALYZE activities, relations`.execute(db.kysely);
  } finally {
    await db.close();
  }
  return { sprintId, deepId };
}
