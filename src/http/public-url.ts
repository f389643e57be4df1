// The origin clients reach this server at: the OAuth issuer, the URLs in its metadata and in the
// 401 challenge, and whether the session cookie must be Secure. SPRINTROOM_PUBLIC_URL when set
// (behind a TLS proxy it must be), else the address the server listens on, which is known once it
// listens (`--port 0` included); an unspecified address (0.0.0.0, ::) is shown as 127.0.0.1.
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

export type PublicUrl = () => string;

export function publicUrlOf(app: FastifyInstance, config: Pick<Config, "publicUrl" | "host" | "port">): PublicUrl {
  const configured = config.publicUrl;
  if (configured !== undefined) return () => configured;
  let derived: string | undefined;
  return () => {
    if (derived !== undefined) return derived;
    const address = app.server.address();
    if (address === null || typeof address === "string") return `http://${config.host}:${config.port}`;
    const unspecified = address.address === "0.0.0.0" || address.address === "::";
    const host = unspecified ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
    derived = `http://${host}:${address.port}`;
    return derived;
  };
}

/** Where a client learns how to get a token for the resource at `path` (RFC 9728 §3.1). */
export function resourceMetadataUrl(publicUrl: string, path: string): string {
  return path === "/api/mcp" || path.startsWith("/api/mcp/") || path.startsWith("/api/mcp?")
    ? `${publicUrl}/.well-known/oauth-protected-resource/api/mcp`
    : `${publicUrl}/.well-known/oauth-protected-resource`;
}
