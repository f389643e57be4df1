// CORS, off unless SPRINTROOM_CORS_ORIGINS names the browser origins that may call the API. Registered
// before identify and the rate limiter, so a preflight is answered without a credential and costs nothing.
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** What a browser script may send: the credential, JSON bodies, and the safe-write headers. */
const ALLOWED_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "If-None-Match", "Mcp-Protocol-Version", "Mcp-Session-Id"];
/** What a browser script may read besides the simple headers. */
const EXPOSED_HEADERS = ["ETag", "Idempotent-Replayed", "Retry-After", "X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  void app.register(cors, {
    origin: origins[0] === "*" ? "*" : [...origins],
    methods: ["GET", "POST", "PATCH", "DELETE"],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    // Bearer credentials, never cookies: a browser is not asked to send its cookies.
    credentials: false,
    maxAge: 600,
    // An OPTIONS request without the preflight headers is answered like any other OPTIONS (204),
    // not with the library's text/plain 400.
    strictPreflight: false,
  });
}
