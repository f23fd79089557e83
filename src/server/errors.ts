import { SERVER_ERRORS, type ServerErrorCode } from '../protocol/index.ts';

/** A server error with its stable code; the HTTP layer maps it to its status and a JSON body. */
export class ServerError extends Error {
  readonly status: number;
  constructor(readonly code: ServerErrorCode, message?: string, readonly details?: unknown) {
    super(message ?? SERVER_ERRORS[code].message);
    this.status = SERVER_ERRORS[code].status;
  }
}
