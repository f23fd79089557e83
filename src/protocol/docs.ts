import { z } from 'zod';
import { http, clientMessages, serverMessages } from './messages.ts';
import { MIN_CLIENT_PROTOCOL, PROTOCOL_VERSION } from './version.ts';

/**
 * The protocol reference generated from the schemas themselves, so the documentation cannot
 * drift from the code: docs/protocol-reference.md is this function's output, and a test fails
 * when the file is stale (`npm run docs:protocol` rewrites it).
 */
export function protocolReference(): string {
  const section = (title: string, entries: Record<string, z.ZodType>) =>
    Object.entries(entries).map(([name, schema]) =>
      `### ${title} \`${name}\`\n\n\`\`\`json\n${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n\`\`\`\n`).join('\n');
  return [
    `# Protocol reference (generated)`,
    '',
    `Generated from \`src/protocol/messages.ts\`; do not edit. Protocol version ${PROTOCOL_VERSION}; the server accepts clients from version ${MIN_CLIENT_PROTOCOL}. See [protocol](protocol.md) for how the messages are used.`,
    '',
    '## Client → server (WebSocket)',
    '',
    section('client', clientMessages),
    '## Server → client (WebSocket)',
    '',
    section('server', serverMessages),
    '## HTTP request bodies',
    '',
    section('http', http),
  ].join('\n');
}
