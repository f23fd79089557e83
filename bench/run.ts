// `npm run bench`: runs every bench/*.bench.ts in turn. Each file exports `run()` and prints its
// own results, so a system adds a benchmark by adding a file, without editing this one.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run bench -- dice` runs one file; flags such as --json are left for the files to read.
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));
const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only))).sort();
for (const file of files) {
  const mod = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { run?: () => Promise<void> };
  if (mod.run) await mod.run();
}
