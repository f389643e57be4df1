// Compiles src/ to dist/: each TypeScript file to one ES module (esbuild, transpile only; `npm run
// check` type-checks), and copies the files the pages serve as they are (src/web/assets/: the
// board's script, already JavaScript). Runs in `prepare` (every `npm install` in a checkout) and
// whenever bin/sprintroom.js finds dist/ older than src/ (docs/decisions/0001).
import { cpSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = join(root, "src");
const dist = join(root, "dist");

function typescriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typescriptFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
const entryPoints = typescriptFiles(src);
await build({
  entryPoints,
  outdir: dist,
  outbase: src,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
cpSync(join(src, "web", "assets"), join(dist, "web", "assets"), { recursive: true });
// Written last: bin/sprintroom.js compares src/ against this stamp, so an interrupted build is rebuilt.
writeFileSync(join(dist, ".build-stamp"), `${new Date().toISOString()}\n`);
if (process.env.npm_lifecycle_event === "build") {
  process.stderr.write(`Built ${entryPoints.length} files from ${relative(process.cwd(), src) || "."} into dist/ in ${Date.now() - started} ms\n`);
}
