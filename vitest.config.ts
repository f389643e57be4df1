import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    // CI also keeps a machine-readable result, from which .ci/run prints its closing count.
    reporters: process.env.CI === "true" ? ["default", ["json", { outputFile: "test-results.json" }]] : ["default"],
  },
});
