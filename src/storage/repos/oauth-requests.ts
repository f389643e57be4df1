// Authorization requests waiting for the user's consent, and the codes an approval issues.
import { readFields, readScopes, writeColumns, writeScopes, type ScopedColumns } from "../columns.js";
import type { Executor } from "../database.js";
import type { OAuthAuthorizationRequestsTable, OAuthCodesTable } from "../tables.js";
import type { StoredAuthorizationRequest, StoredOAuthCode } from "../records.js";

export async function insertAuthorizationRequest(db: Executor, request: StoredAuthorizationRequest): Promise<void> {
  await db.insertInto("oauth_authorization_requests").values(writeScopes(writeColumns<ScopedColumns<OAuthAuthorizationRequestsTable>>(request))).execute();
}

export async function findAuthorizationRequest(db: Executor, id: string): Promise<StoredAuthorizationRequest | undefined> {
  const row = await db.selectFrom("oauth_authorization_requests").selectAll().where("id", "=", id).executeTakeFirst();
  return row && readFields(readScopes(row));
}

/** Deletes the request; false when it was already gone (answered by another submission). */
export async function deleteAuthorizationRequest(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("oauth_authorization_requests").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertCode(db: Executor, code: StoredOAuthCode): Promise<void> {
  await db.insertInto("oauth_codes").values(writeScopes(writeColumns<ScopedColumns<OAuthCodesTable>>(code))).execute();
}

export async function findCode(db: Executor, codeHash: string): Promise<StoredOAuthCode | undefined> {
  const row = await db.selectFrom("oauth_codes").selectAll().where("code_hash", "=", codeHash).executeTakeFirst();
  return row && readFields(readScopes(row));
}

/** Marks the code used; false when it already was, so of two racing exchanges only one wins. */
export async function useCode(db: Executor, codeHash: string, usedAt: string): Promise<boolean> {
  const result = await db.updateTable("oauth_codes").set({ used_at: usedAt }).where("code_hash", "=", codeHash).where("used_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCodeGrant(db: Executor, codeHash: string, grantId: string): Promise<void> {
  await db.updateTable("oauth_codes").set({ grant_id: grantId }).where("code_hash", "=", codeHash).execute();
}
