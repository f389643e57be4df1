// The files the pages load, served from the package (no CDN, so it works offline): the stylesheet,
// the board's script (src/web/assets/, copied into dist/ by the build) and the icon. Their URLs
// carry a hash of their content, so a browser may keep them for a day and still never runs a
// stale script after an upgrade.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { ICON_ICO, ICON_SVG } from "./icon.js";
import { STYLESHEET } from "./style.js";

interface Asset {
  path: string;
  type: string;
  body: string | Buffer;
}

const BOARD_SCRIPT = readFileSync(new URL("./assets/board.js", import.meta.url), "utf8");

const versioned = (path: string, body: string) => `${path}?v=${createHash("sha256").update(body).digest("base64url").slice(0, 12)}`;

export const STYLESHEET_URL = versioned("/assets/sprintroom.css", STYLESHEET);
export const SCRIPT_URL = versioned("/assets/board.js", BOARD_SCRIPT);
export const ICON_URL = "/favicon.svg";

const ASSETS: readonly Asset[] = [
  { path: "/assets/sprintroom.css", type: "text/css; charset=utf-8", body: STYLESHEET },
  { path: "/assets/board.js", type: "text/javascript; charset=utf-8", body: BOARD_SCRIPT },
  { path: ICON_URL, type: "image/svg+xml", body: ICON_SVG },
  { path: "/favicon.ico", type: "image/x-icon", body: ICON_ICO },
];

/** The assets need no session and no rate limit, like the health checks. */
export function registerAssets(app: FastifyInstance): void {
  for (const asset of ASSETS) {
    app.get(asset.path, { config: { public: true } }, async (_request, reply) =>
      reply.type(asset.type).header("cache-control", "public, max-age=86400").send(asset.body),
    );
  }
}
