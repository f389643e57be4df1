// The caller's own API keys (REST, MCP, the account pages and the CLI), and the access tokens the
// operator issues at the CLI.
import { z } from "zod";
import { PageQuery, PathId, Scope, Timestamp } from "./common.js";

export const ApiKeyRecord = z.object({
  object: z.literal("api_key"),
  id: z.string(),
  name: z.string().nullable(),
  scopes: z.array(Scope),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable().describe("When it last authenticated a request, to within a minute; null if never."),
  expiresAt: Timestamp.nullable().describe("When it stops working; null: never."),
  revokedAt: Timestamp.nullable(),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRecord>;

export const CreatedApiKeyRecord = ApiKeyRecord.extend({
  key: z.string().describe("The secret (sr_sk_…), shown this once: only its hash is kept."),
});
export type CreatedApiKeyRecord = z.infer<typeof CreatedApiKeyRecord>;

export const CreateApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(100).describe("What the key is for, e.g. laptop or CI: 1-100 characters; surrounding whitespace is trimmed."),
    scopes: z
      .array(Scope)
      .min(1)
      .max(2)
      .describe("read, write or both; never more than the credential that creates the key holds."),
    expiresInDays: z.int().min(1).max(3650).nullable().default(null).describe("Days until the key expires, 1-3650; null: never."),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

export const ListApiKeysQuery = z.object(PageQuery).strict();

export const ApiKeyParams = z.object({ keyId: PathId("API key") });

/** An access token the operator issued (or any access token the operator revokes), without its secret. */
export const AccessTokenRecord = z.object({
  object: z.literal("oauth_token"),
  id: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  scopes: z.array(Scope),
  expiresAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type AccessTokenRecord = z.infer<typeof AccessTokenRecord>;

export const IssuedAccessTokenRecord = AccessTokenRecord.extend({
  token: z.string().describe("The secret (sr_at_…), shown this once: only its hash is kept."),
});

export const AccessTokenParams = z.object({ tokenId: PathId("access token") });
