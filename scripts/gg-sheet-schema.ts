// Writes docs/systems/glorious-gladiators.sheet.schema.json from the zod sheet schema.
// Run after changing src/systems/glorious-gladiators/sheet.ts:  npx tsx scripts/gg-sheet-schema.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ggSheetJsonSchema } from '../src/systems/glorious-gladiators/sheet.ts';

const out = resolve(import.meta.dirname, '../docs/systems/glorious-gladiators.sheet.schema.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(ggSheetJsonSchema(), null, 2)}\n`);
console.log('wrote docs/systems/glorious-gladiators.sheet.schema.json');
