import { defineConfig } from "vitest/config";
import { FileDurationSequencer } from "./test/support/sequencer.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Three workers on two cores: many tests wait (timeouts, child processes, Chromium), and a third
    // worker fills that time. On a quiet machine, one sitting: 383 s with 2, 351 s with 3; a
    // fourth is slower (470 s against 388 s with 3, one morning, fresh checkout) (decision 0021).
    maxWorkers: 3,
    // A worker runs its test files one after another in one module graph: the server's modules load
    // once per worker, not once per file, and suites share a server per engine
    // (test/support/start-server.ts sharedServer). Each file still makes its own data.
    isolate: false,
    // Longest files first, from a committed record of their times: a fresh checkout has no cache of them.
    sequence: { sequencer: FileDurationSequencer },
    // CI also keeps a machine-readable result, from which .ci/run prints its closing count.
    reporters: process.env.CI === "true" ? ["default", ["json", { outputFile: "test-results.json" }]] : ["default"],
  },
});
