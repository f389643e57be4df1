// Production runs compiled JavaScript: bin/sprintroom.js loads dist/, never src/ or tsx, and a
// checkout whose src/ changed after the build is rebuilt before it runs (docs/decisions/0001).
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MODULE_LOG_HOOK = fileURLToPath(new URL("../support/module-log.mjs", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "sprintroom-build-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function loadedModules(args: string[], env: Record<string, string> = {}): string[] {
  const log = join(temp, `modules-${Math.random().toString(36).slice(2)}.log`);
  execFileSync(process.execPath, ["--import", MODULE_LOG_HOOK, join(ROOT, "bin/sprintroom.js"), ...args], {
    env: { ...process.env, MODULE_LOG: log, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  return readFileSync(log, "utf8").split("\n").filter(Boolean);
}

describe("the sprintroom bin", () => {
  it("runs dist/ for --help, an admin command and its modules, never a TypeScript file or tsx", () => {
    const databaseUrl = `sqlite:${join(temp, "admin.db")}`;
    for (const args of [["--help"], ["user", "create", "--email", "build@example.com", "--name", "Build", "--json"]]) {
      const modules = loadedModules(args, { DATABASE_URL: databaseUrl });
      const own = modules.filter((url) => url.startsWith(`file://${ROOT}`) && !url.includes("/node_modules/"));
      expect(own.some((url) => url.includes("/dist/cli/main.js"))).toBe(true);
      expect(own.filter((url) => !url.includes("/dist/") && !url.endsWith("/bin/sprintroom.js") && !url.endsWith("/bin/build-check.js"))).toEqual([]);
      expect(modules.filter((url) => url.endsWith(".ts") || url.includes("/node_modules/tsx/"))).toEqual([]);
    }
  });

  it("has no runtime dependency on tsx or esbuild, and nothing in dist/ imports them", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; files: string[] };
    expect(Object.keys(pkg.dependencies)).not.toContain("tsx");
    expect(Object.keys(pkg.dependencies)).not.toContain("esbuild");
    expect(pkg.files).toContain("dist");
    expect(pkg.files).not.toContain("src");
    const files = readdirSync(join(ROOT, "dist"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      expect(readFileSync(join(ROOT, "dist", file), "utf8"), file).not.toMatch(/from\s+["'](tsx|esbuild)[/"']/);
    }
  });

  it("rebuilds a checkout's dist/ when src/ changed since the build, so an edit or a pull never runs stale code", () => {
    const checkout = join(temp, "checkout");
    for (const part of ["bin", "scripts", "src", "package.json"]) cpSync(join(ROOT, part), join(checkout, part), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(checkout, "node_modules"), "dir");
    execFileSync(process.execPath, [join(checkout, "scripts/build.js")]);
    const help = () => spawnSync(process.execPath, [join(checkout, "bin/sprintroom.js"), "--help"], { encoding: "utf8" });
    expect(help()).toMatchObject({ status: 0, stderr: "", stdout: expect.stringContaining("Usage: sprintroom <command>") });

    const main = join(checkout, "src/cli/main.ts");
    writeFileSync(main, readFileSync(main, "utf8").replace("Usage: sprintroom <command>", "Usage (rebuilt): sprintroom <command>"));
    expect(help()).toMatchObject({
      status: 0,
      stderr: expect.stringContaining("src/ changed since dist/ was built; building"),
      stdout: expect.stringContaining("Usage (rebuilt): sprintroom <command>"),
    });
    // Built once: the next run finds dist/ current and runs it without building again.
    expect(help()).toMatchObject({ status: 0, stderr: "", stdout: expect.stringContaining("Usage (rebuilt)") });
  });
});
