// Writes docs/protocol-reference.md from the protocol's zod schemas (npm run docs:protocol).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { protocolReference } from '../src/protocol/index.ts';

writeFileSync(join(import.meta.dirname, '..', 'docs', 'protocol-reference.md'), protocolReference());
