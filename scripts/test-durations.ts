// `npm run test:durations`: records each test file's time, in seconds, from the test-results.json a
// CI=true run writes, into test/support/file-durations.json, which the sequencer (test/support/sequencer.ts)
// reads to start the longest files first. Rerun it when files are added or their times change much.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

interface Results {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

const root = process.cwd();
const results = JSON.parse(readFileSync("test-results.json", "utf8")) as Results;
const durations = Object.fromEntries(
  results.testResults
    .map((file) => [relative(root, file.name), Math.round((file.endTime - file.startTime) / 100) / 10] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync("test/support/file-durations.json", `${JSON.stringify(durations, null, 2)}\n`);
console.log(`recorded ${Object.keys(durations).length} files' times in test/support/file-durations.json`);
