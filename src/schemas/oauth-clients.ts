// A client registered by OAuth dynamic client registration (RFC 7591). Its shape is checked on the
// way in by the MCP SDK's own zod schema (src/oauth/provider.ts); this is the type of what
// registration answers, what storage keeps and what later look-ups return.

/** A registered client, in RFC 7591's words: what the registration answer and later look-ups return. */
export interface RegisteredClient {
  client_id: string;
  client_id_issued_at: number;
  client_name?: string;
  client_uri?: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: "none";
  scope?: string;
  software_id?: string;
  software_version?: string;
}
