import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { protocolReference } from './docs.ts';
import { clientMessageSchema } from './messages.ts';

describe('protocol', () => {
  it('docs/protocol-reference.md is generated from the schemas and up to date (npm run docs:protocol)', () => {
    const file = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'protocol-reference.md'), 'utf8');
    expect(file).toBe(protocolReference());
  });

  it('validates client messages strictly', () => {
    expect(clientMessageSchema.safeParse({ type: 'hello', protocol: 1, tableId: 't', token: 'x'.repeat(40) }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'hello', protocol: 1, tableId: 't', token: 'x'.repeat(40), actor: 'gm' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'command', command: { id: 'a b', type: 'x' } }).success).toBe(false);
  });
});
