// The Node.js versions the README promises, against what every locked package declares: npm warns
// (EBADENGINE) at install about each package whose `engines.node` the running Node does not meet.
// The installed package (runtime dependencies only) runs from package.json's `engines` floor; a
// checkout (development tools too) from the version the README states for it.
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

interface Locked {
  version?: string;
  dev?: boolean;
  engines?: { node?: string };
}

const manifest = JSON.parse(read("package.json")) as { engines: { node: string } };
const locked = Object.entries((JSON.parse(read("package-lock.json")) as { packages: Record<string, Locked> }).packages).filter(([path]) => path !== "");
const readme = read("README.md");

/** The packages whose declared Node range leaves `version` out, as npm would name them in a warning. */
function refusing(version: string, packages: Array<[string, Locked]>): string[] {
  return packages
    .filter(([, p]) => p.engines?.node !== undefined && !semver.satisfies(version, p.engines.node))
    .map(([path, p]) => `${path.replace(/^.*node_modules\//, "")}@${p.version} (node ${p.engines?.node})`);
}

/** "Requires Node.js 20.19 or later in a checkout …, and 20.12 or later for the installed package". */
function stated(where: string): string {
  const match = new RegExp(`(\\d+\\.\\d+) or later ${where}`).exec(readme.replace(/\s+/g, " "));
  expect(match, `the README states a Node.js version ${where}`).not.toBeNull();
  return `${match?.[1]}.0`;
}

describe("the Node.js versions the README states", () => {
  it("are package.json's floor for the installed package, and no runtime dependency asks for more", () => {
    const floor = semver.minVersion(manifest.engines.node)?.version;
    expect(stated("for the installed package")).toBe(floor);
    expect(refusing(floor as string, locked.filter(([, p]) => !p.dev))).toEqual([]);
  });

  it("are enough for every package a checkout installs, development tools included", () => {
    expect(refusing(stated("in a checkout"), locked)).toEqual([]);
  });
});
