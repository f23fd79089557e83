#!/usr/bin/env node
// The `arbiter` command. The CLI is TypeScript run through tsx, so a fresh clone needs no build.
import { tsImport } from 'tsx/esm/api';

const { main, processIo } = await tsImport('../src/cli/main.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2), processIo());
