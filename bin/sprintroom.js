#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: no build step between `npm install` and `npm start`.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/main.ts");
await main(process.argv.slice(2));
