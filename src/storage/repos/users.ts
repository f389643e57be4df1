import type { Selectable } from "kysely";
import type { Plan } from "../../schemas/common.js";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import type { UsersTable } from "../tables.js";
import type { StoredUser } from "../records.js";
import { BEST_PLAN_COLUMN, bestPlanOf } from "./credentials.js";

export const readUser = (row: Selectable<UsersTable>): StoredUser => readFields(row);

export async function findUser(db: Executor, id: string): Promise<StoredUser | undefined> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row && readUser(row);
}

export async function findUserByEmail(db: Executor, email: string): Promise<StoredUser | undefined> {
  const row = await db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
  return row && readUser(row);
}

export async function insertUser(db: Executor, user: StoredUser): Promise<void> {
  await db.insertInto("users").values(writeColumns<Selectable<UsersTable>>(user)).execute();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The best plan among the user's teams (FREE without a team), as an actor carries it. */
export async function findBestPlanOfUser(db: Executor, userId: string): Promise<Plan> {
  const row = await db.selectFrom("users").select(BEST_PLAN_COLUMN).where("users.id", "=", userId).executeTakeFirst();
  return bestPlanOf(row?.best_plan_rank ?? null);
}
