// In a checkout (src/ beside dist/), dist/ must be the build of the current src/: after a `git pull`,
// an edit, or an interrupted build, rebuild before running. An installed package has no src/ and
// ships its dist/, so there is nothing to check. Costs a stat per source file (about a millisecond).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function newestChange(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function ensureBuilt() {
  const src = join(root, "src");
  if (!existsSync(src)) return;
  const stamp = join(root, "dist", ".build-stamp");
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestChange(src)) return;
  process.stderr.write("sprintroom: src/ changed since dist/ was built; building…\n");
  const built = spawnSync(process.execPath, [join(root, "scripts", "build.js")], { stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) {
    process.stderr.write("sprintroom: the build failed; run `npm install` (it builds dist/) and try again.\n");
    process.exit(1);
  }
}
