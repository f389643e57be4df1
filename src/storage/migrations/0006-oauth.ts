// Frozen: sign-in and OAuth. Passwords (argon2id), browser sessions, OAuth clients registered by
// themselves, pending authorization requests, codes, grants and refresh tokens; access tokens stay
// rows of `credentials`, now linked to their grant, and every credential records when it was last
// used. Every secret (session, code, refresh token) is kept only as its SHA-256 hash.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = sql.raw(pg ? "uuid" : "text");
  const ts = sql.raw(pg ? "timestamptz" : "text");

  await db.schema
    .createTable("user_passwords")
    .addColumn("user_id", id, (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("web_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("web_sessions_user_idx").on("web_sessions").column("user_id").execute();
  await db.schema.createIndex("web_sessions_expires_idx").on("web_sessions").column("expires_at").execute();

  // A client id is whatever text a caller sends until it is found, so it is text on both engines.
  await db.schema
    .createTable("oauth_clients")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text")
    .addColumn("redirect_uris", "text", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("oauth_clients_created_idx").on("oauth_clients").column("created_at").execute();

  await db.schema
    .createTable("oauth_grants")
    .addColumn("id", id, (c) => c.primaryKey())
    .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("client_id", "text", (c) => c.notNull().references("oauth_clients.id").onDelete("cascade"))
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("last_used_at", ts)
    .addColumn("revoked_at", ts)
    .execute();
  await db.schema.createIndex("oauth_grants_user_idx").on("oauth_grants").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("oauth_grants_client_idx").on("oauth_grants").column("client_id").execute();

  await db.schema
    .createTable("oauth_authorization_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("client_id", "text", (c) => c.notNull().references("oauth_clients.id").onDelete("cascade"))
    .addColumn("redirect_uri", "text", (c) => c.notNull())
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("state", "text")
    .addColumn("code_challenge", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("oauth_authorization_requests_expires_idx").on("oauth_authorization_requests").column("expires_at").execute();

  await db.schema
    .createTable("oauth_codes")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("client_id", "text", (c) => c.notNull().references("oauth_clients.id").onDelete("cascade"))
    .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("redirect_uri", "text", (c) => c.notNull())
    .addColumn("code_challenge", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("used_at", ts)
    .addColumn("grant_id", id, (c) => c.references("oauth_grants.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("oauth_codes_expires_idx").on("oauth_codes").column("expires_at").execute();

  await db.schema
    .createTable("oauth_refresh_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("grant_id", id, (c) => c.notNull().references("oauth_grants.id").onDelete("cascade"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("used_at", ts)
    .execute();
  await db.schema.createIndex("oauth_refresh_tokens_grant_idx").on("oauth_refresh_tokens").column("grant_id").execute();

  await db.schema.alterTable("credentials").addColumn("last_used_at", ts).execute();
  await db.schema
    .alterTable("credentials")
    .addColumn("grant_id", id, (c) => c.references("oauth_grants.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("credentials_grant_idx").on("credentials").column("grant_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("credentials_grant_idx").ifExists().execute();
  await db.schema.alterTable("credentials").dropColumn("grant_id").execute();
  await db.schema.alterTable("credentials").dropColumn("last_used_at").execute();
  for (const table of ["oauth_refresh_tokens", "oauth_codes", "oauth_authorization_requests", "oauth_grants", "oauth_clients", "web_sessions", "user_passwords"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
