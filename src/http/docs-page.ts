// GET /docs: an interactive API reference (Swagger UI) served from the package's own files, so it
// works offline and behind any firewall. It reads /api/v1/openapi.json; "Authorize" takes a key.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "./routes.js";

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "application/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Sprintroom API reference</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: "${API_PREFIX}/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  tryItOutEnabled: true,
  persistAuthorization: false,
});
`;

export function registerDocsPage(app: FastifyInstance): void {
  const root = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const files = new Map<string, Buffer>();
  const read = (name: string) => {
    let file = files.get(name);
    if (!file) {
      file = readFileSync(join(root, name));
      files.set(name, file);
    }
    return file;
  };
  const config = { public: true };
  app.get("/docs", { config }, async (_request, reply) => reply.type("text/html; charset=utf-8").send(PAGE));
  app.get("/docs/init.js", { config }, async (_request, reply) => reply.type("application/javascript; charset=utf-8").send(INIT));
  for (const [name, type] of Object.entries(ASSETS)) {
    app.get(`/docs/${name}`, { config }, async (_request, reply) =>
      reply.type(type).header("cache-control", "public, max-age=86400").send(read(name)),
    );
  }
}
