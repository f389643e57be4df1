// Longest files first, from a committed record of each file's time (test/support/file-durations.json),
// so that a fresh checkout (CI) schedules like a machine that has run the suite before. Vitest's own
// order uses its cache of last times, which a fresh checkout lacks: it then runs larger files first,
// and a short file whose tests wait (the npm package, a crash's lease, a browser) can start last and
// hold the run open alone. Files with no recorded time (new ones) run first, as vitest's own order does.
// `npm run test:durations` rewrites the record from a CI=true run's test-results.json.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const durations = JSON.parse(readFileSync(new URL("./file-durations.json", import.meta.url), "utf8")) as Record<string, number>;

export class FileDurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) => durations[relative(root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
