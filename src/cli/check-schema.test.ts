import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { memoryIo } from './io.ts';
import { main } from './main.ts';

// docs/cli.md: `check <system> <sheet> [--schema]`, "--schema prints the sheet's JSON schema"; a
// schema needs no sheet, so asking for it without one must not fail on the missing argument.
it('check --schema prints the sheet schema without a sheet file; without --schema a sheet is needed', async () => {
  const io = memoryIo(mkdtempSync(join(tmpdir(), 'arbiter-schema-')));
  expect(await main(['check', 'glorious-gladiators', '--schema'], io)).toBe(0);
  const schema = JSON.parse(io.stdout()) as { type?: string; properties?: Record<string, unknown> };
  expect(schema.type).toBe('object');
  expect(schema.properties).toHaveProperty('abilities');

  const none = memoryIo(mkdtempSync(join(tmpdir(), 'arbiter-schema-')));
  expect(await main(['check', 'glorious-gladiators'], none)).toBe(2);
  expect(none.stderr()).toMatch(/^arbiter: BAD_OPTION: .*sheet/);
});
