// Prepared queries: compiled once per shape, bound per call, and a builder that would inline or
// drop a parameter is refused at its first call instead of running the wrong SQL.
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/storage/database.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { prepareInsertRows, prepareQuery } from "../../src/storage/prepared.js";
import { runNow } from "../../src/storage/sqlite.js";

const db = createDatabase("sqlite::memory:");
await migrateToLatest(db);
afterAll(() => db.close());

await db.kysely
  .insertInto("users")
  .values(["a", "b", "c"].map((n, i) => ({ id: `0000000${i}-0000-7000-8000-000000000000`, email: `${n}@x.test`, name: n.toUpperCase(), created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" })))
  .execute();

const users = prepareQuery((kysely, p: { emails?: string[]; name?: string; limit: number }) => {
  let query = kysely.selectFrom("users").select(["email"]).orderBy("email");
  if (p.emails !== undefined) query = query.where("email", "in", p.emails);
  if (p.name !== undefined) query = query.where("name", "=", p.name);
  return query.limit(p.limit);
});

describe("prepareQuery", () => {
  it("binds each call's values, with optional filters and lists of any length", async () => {
    expect(await users.all(db.kysely, { limit: 10 })).toEqual([{ email: "a@x.test" }, { email: "b@x.test" }, { email: "c@x.test" }]);
    expect(await users.all(db.kysely, { limit: 1 })).toEqual([{ email: "a@x.test" }]);
    expect(await users.all(db.kysely, { emails: ["c@x.test"], limit: 10 })).toEqual([{ email: "c@x.test" }]);
    expect(await users.all(db.kysely, { emails: ["a@x.test", "c@x.test"], limit: 10 })).toEqual([{ email: "a@x.test" }, { email: "c@x.test" }]);
    expect(await users.all(db.kysely, { emails: ["a@x.test", "c@x.test"], name: "C", limit: 10 })).toEqual([{ email: "c@x.test" }]);
    expect(await users.first(db.kysely, { name: "nobody", limit: 10 })).toBeUndefined();
  });

  it("runs inside a transaction too", async () => {
    const inside = await db.kysely.transaction().execute((trx) => users.first(trx, { name: "B", limit: 10 }));
    expect(inside).toEqual({ email: "b@x.test" });
  });

  it("runs a transaction's statements on SQLite at once, in that transaction: its writes seen in it and undone with it", async () => {
    const insert = prepareQuery((kysely, p: { id: string; email: string }) =>
      kysely.insertInto("users").values({ id: p.id, email: p.email, name: "D", created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" }),
    );
    const d = { emails: ["d@x.test"], limit: 10 };
    expect(runNow(db.kysely, "SELECT 1 AS one", [])).toBeUndefined();
    const undone = db.kysely.transaction().execute(async (trx) => {
      expect(runNow(trx, "SELECT 1 AS one", [])).toEqual([{ one: 1 }]);
      expect(await insert.all(trx, { id: "00000009-0000-7000-8000-000000000000", email: "d@x.test" })).toEqual([]);
      expect(await users.all(trx, d)).toEqual([{ email: "d@x.test" }]);
      throw new Error("undo");
    });
    await expect(undone).rejects.toThrow("undo");
    expect(await users.all(db.kysely, d)).toEqual([]);
  });

  it("refuses a builder that puts a parameter into the SQL text", async () => {
    const inlined = prepareQuery((kysely, p: { name: string }) => kysely.selectFrom("users").selectAll().where(sql.raw<boolean>(`name = '${p.name}'`)));
    await expect(inlined.all(db.kysely, { name: "A" })).rejects.toThrow(/put a parameter into its SQL text/);
  });

  it("refuses a builder that transforms or drops a parameter", async () => {
    const transformed = prepareQuery((kysely, p: { email: string }) => kysely.selectFrom("users").selectAll().where("email", "=", p.email.toLowerCase()));
    await expect(transformed.all(db.kysely, { email: "A@x.test" })).rejects.toThrow(/did not bind email/);
  });
});

describe("prepareInsertRows", () => {
  it("inserts any number of rows (7: statements of 4, 2 and 1 rows), each as given", async () => {
    const insertUsers = prepareInsertRows<{ id: string; email: string; name: string; created_at: string; updated_at: string }>((kysely, rows) => kysely.insertInto("users").values(rows));
    const at = "2026-01-02T00:00:00.000Z";
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: `0000001${i}-0000-7000-8000-000000000000`, email: `r${i}@x.test`, name: `R${i}`, created_at: at, updated_at: at }));
    await db.kysely.transaction().execute((trx) => insertUsers(trx, rows));
    const found = await db.kysely.selectFrom("users").select(["id", "email", "name"]).where("created_at", "=", at).orderBy("id").execute();
    expect(found).toEqual(rows.map(({ id, email, name }) => ({ id, email, name })));
  });
});
