// The discovery documents: RFC 9728 protected-resource metadata (for the whole API, and for the MCP
// endpoint at its own path, which is where an MCP client looks first) and RFC 8414
// authorization-server metadata. Public and cacheable: they change only with the public URL.
import type { FastifyInstance } from "fastify";
import type { OAuthMetadata, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import { SCOPES } from "../schemas/common.js";
import type { PublicUrl } from "../http/public-url.js";
import { OAUTH_PATHS } from "./paths.js";

export function authorizationServerMetadata(issuer: string): OAuthMetadata {
  return {
    issuer,
    authorization_endpoint: `${issuer}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${issuer}${OAUTH_PATHS.token}`,
    registration_endpoint: `${issuer}${OAUTH_PATHS.register}`,
    // A client may also name itself by an https URL serving its metadata (src/oauth/client-documents.ts).
    client_id_metadata_document_supported: true,
    revocation_endpoint: `${issuer}${OAUTH_PATHS.revoke}`,
    scopes_supported: [...SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    code_challenge_methods_supported: ["S256"],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${issuer}/docs`,
  };
}

function protectedResourceMetadata(issuer: string, resource: string, name: string): OAuthProtectedResourceMetadata {
  return {
    resource,
    authorization_servers: [issuer],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: name,
    resource_documentation: `${issuer}/docs`,
  };
}

export function registerOAuthMetadata(app: FastifyInstance, publicUrl: PublicUrl): void {
  const config = { public: true };
  const serve = (path: string, document: () => object) =>
    app.get(path, { config }, async (_request, reply) =>
      reply.header("cache-control", "public, max-age=300").header("access-control-allow-origin", "*").send(document()),
    );
  serve("/.well-known/oauth-authorization-server", () => authorizationServerMetadata(publicUrl()));
  serve("/.well-known/oauth-protected-resource", () => protectedResourceMetadata(publicUrl(), publicUrl(), "Sprintroom"));
  serve("/.well-known/oauth-protected-resource/api/mcp", () => protectedResourceMetadata(publicUrl(), `${publicUrl()}/api/mcp`, "Sprintroom MCP"));
}
