#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx's loader, so a fresh clone works
// after a plain `npm install` with no build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
