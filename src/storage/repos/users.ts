import type { Executor } from "../database.js";
import type { UserRow } from "../tables.js";

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function insertUser(db: Executor, row: UserRow): Promise<void> {
  await db.insertInto("users").values(row).execute();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}
