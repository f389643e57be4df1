// Frozen: events (the record of every change, 30 days), webhook endpoints, and the delivery outbox
// with each attempt. Events and deliveries are written in the same transaction as the change.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? "uuid" : "text";
  const ts = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("events")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("object_id", sql.raw(id), (c) => c.notNull())
    // The activity an event belongs to (an activity's own, or one of its comments'): its history.
    .addColumn("activity_id", sql.raw(id))
    .addColumn("actor_user_id", sql.raw(id))
    .addColumn("actor_credential_type", "text")
    .addColumn("actor_credential_id", sql.raw(id))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("request_id", "text")
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_team_idx").on("events").columns(["team_id", "id"]).execute();
  await db.schema.createIndex("events_team_type_idx").on("events").columns(["team_id", "type", "id"]).execute();
  await db.schema.createIndex("events_object_idx").on("events").columns(["object_id", "id"]).execute();
  await db.schema.createIndex("events_activity_idx").on("events").columns(["activity_id", "id"]).execute();
  await db.schema.createIndex("events_created_idx").on("events").column("created_at").execute();

  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    // Since when every delivery has failed (null: the last one succeeded, or none was made yet).
    .addColumn("failing_since", sql.raw(ts))
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_endpoints_team_idx").on("webhook_endpoints").columns(["team_id", "id"]).execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("endpoint_id", sql.raw(id), (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
    .addColumn("event_id", sql.raw(id), (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("next_attempt_at", sql.raw(ts))
    // A worker that claimed the delivery holds it until then; past it, another may take it over.
    .addColumn("claimed_until", sql.raw(ts))
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_deliveries_endpoint_idx").on("webhook_deliveries").columns(["endpoint_id", "id"]).execute();
  await db.schema.createIndex("webhook_deliveries_due_idx").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("webhook_deliveries_event_idx").on("webhook_deliveries").column("event_id").execute();

  await db.schema
    .createTable("webhook_attempts")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("delivery_id", sql.raw(id), (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
    .addColumn("status_code", "integer")
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_attempts_delivery_idx").on("webhook_attempts").columns(["delivery_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["webhook_attempts", "webhook_deliveries", "webhook_endpoints", "events"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
