// Apps the caller connected by OAuth: one grant per approval.
import { z } from "zod";
import { PageQuery, PathId, Scope, Timestamp } from "./common.js";

export const OAuthGrantRecord = z.object({
  object: z.literal("oauth_grant"),
  id: z.string(),
  client: z.object({
    id: z.string(),
    name: z.string().nullable().describe("The name the app registered itself with (not verified)."),
    redirectHosts: z.array(z.string()).describe("The hosts its redirect URIs point to."),
  }),
  scopes: z.array(Scope),
  resource: z.string().describe("What its tokens are for (RFC 8707): this server, or its MCP endpoint."),
  createdAt: Timestamp.describe("When the user approved it."),
  lastUsedAt: Timestamp.nullable().describe("When one of its access tokens was last used or refreshed, to within a minute."),
  revokedAt: Timestamp.nullable(),
});
export type OAuthGrantRecord = z.infer<typeof OAuthGrantRecord>;

export const ListOAuthGrantsQuery = z.object(PageQuery).strict();

export const OAuthGrantParams = z.object({ grantId: PathId("grant") });
