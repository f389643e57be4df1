#!/usr/bin/env node
// The `sprintroom` command: the compiled JavaScript in dist/ (docs/decisions/0001).
import { ensureBuilt } from "./build-check.js";

ensureBuilt();
const { main } = await import("../dist/cli/main.js");
const code = await main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
