import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: tokens and invite codes are unguessable. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Short random ids for tables, seats and invites (not secrets). */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Only hashes are stored: a leaked database does not let anyone sit at a table. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S{20,200})$/i.exec(header ?? '');
  return m ? m[1]! : null;
}
