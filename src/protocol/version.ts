/**
 * The protocol's version. A client states the version it speaks in `hello` (and HTTP clients
 * may send it in the `x-arbiter-protocol` header); the server accepts every version from
 * MIN_CLIENT_PROTOCOL to PROTOCOL_VERSION and answers anything else with CLIENT_TOO_OLD or
 * CLIENT_TOO_NEW, so an outdated tab tells its user to reload instead of misbehaving.
 *
 * Bump PROTOCOL_VERSION on any change a client could notice, and raise MIN_CLIENT_PROTOCOL
 * when the server stops understanding older clients.
 */
export const PROTOCOL_VERSION = 1;
export const MIN_CLIENT_PROTOCOL = 1;

export type VersionProblem = 'CLIENT_TOO_OLD' | 'CLIENT_TOO_NEW';

/** Why a client speaking `version` cannot talk to this server, or null when it can. */
export function checkProtocol(version: number): VersionProblem | null {
  if (version < MIN_CLIENT_PROTOCOL) return 'CLIENT_TOO_OLD';
  if (version > PROTOCOL_VERSION) return 'CLIENT_TOO_NEW';
  return null;
}
