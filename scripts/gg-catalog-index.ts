// Writes src/systems/glorious-gladiators/catalog/index.generated.ts: one import per catalog JSON
// file, so the catalog stays plain data files and bundlers still see every file statically.
// Run after adding, renaming or removing a catalog file:  npx tsx scripts/gg-catalog-index.ts
// (catalog.test.ts fails when the committed index is stale.)
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATALOG_FAMILIES, catalogIndexSource } from '../src/systems/glorious-gladiators/catalog/index-source.ts';

const dir = resolve(import.meta.dirname, '../src/systems/glorious-gladiators/catalog');
const names = Object.fromEntries(CATALOG_FAMILIES.map((f) => [
  f.dir, readdirSync(join(dir, f.dir)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)).sort(),
]));
writeFileSync(join(dir, 'index.generated.ts'), catalogIndexSource(names));
console.log('wrote src/systems/glorious-gladiators/catalog/index.generated.ts');
