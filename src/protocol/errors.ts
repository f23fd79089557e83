/**
 * Every error the server itself reports, with a stable code, a default message and the HTTP
 * status it maps to. A command the rules refuse is not an error: it comes back as a `rejected`
 * message carrying the kernel's or the system's rejection code (docs/errors.md).
 */
export const SERVER_ERRORS = {
  BAD_MESSAGE: { status: 400, message: 'The message is not valid JSON or does not match its schema.' },
  UNKNOWN_MESSAGE: { status: 400, message: 'There is no message of that type.' },
  MESSAGE_TOO_LARGE: { status: 413, message: 'The message is larger than the server accepts.' },
  RATE_LIMITED: { status: 429, message: 'Too many messages; slow down.' },
  HELLO_REQUIRED: { status: 400, message: 'Send hello first.' },
  ALREADY_JOINED: { status: 409, message: 'This connection has already said hello.' },
  CLIENT_TOO_OLD: { status: 426, message: 'This client is too old for the server; reload the page.' },
  CLIENT_TOO_NEW: { status: 400, message: 'This client is newer than the server; the server needs an update.' },
  BAD_REQUEST: { status: 400, message: 'The request does not match its schema.' },
  NOT_FOUND: { status: 404, message: 'There is nothing here.' },
  UNKNOWN_TABLE: { status: 404, message: 'There is no such table.' },
  UNKNOWN_SYSTEM: { status: 400, message: 'There is no such game system.' },
  UNKNOWN_INVITE: { status: 404, message: 'There is no such invite at this table.' },
  UNKNOWN_SEAT: { status: 404, message: 'There is no such seat at this table.' },
  UNAUTHORIZED: { status: 401, message: 'The token is missing, unknown, or not valid for this table.' },
  FORBIDDEN: { status: 403, message: 'Only the GM may do that.' },
  INVITE_EXPIRED: { status: 410, message: 'This invite has expired.' },
  INVITE_REVOKED: { status: 410, message: 'This invite was revoked by the GM.' },
  COMMAND_ID_REUSED: { status: 409, message: 'Another participant already used this command id at this table.' },
  TABLE_BUSY: { status: 503, message: 'The table is busy with other commands; try again.' },
  SIMULATIONS_BUSY: { status: 503, message: 'The server has as many balance simulations waiting as it keeps; try again shortly.' },
  SHUTTING_DOWN: { status: 503, message: 'The server is shutting down; reconnect in a moment.' },
  INTERNAL: { status: 500, message: 'Something went wrong on the server.' },
} as const;

export type ServerErrorCode = keyof typeof SERVER_ERRORS;

/**
 * Codes a client gives itself, never sent by the server: a refusal in the `result` rejection's shape
 * for a command or odds request it could not send, or whose answer a dropped connection took with it
 * (the table may have taken the command: the view after reconnecting says). The web client's, for one.
 */
export const CLIENT_ERRORS = {
  NOT_CONNECTED: { message: 'Not connected to the table: reconnecting. Check the log, then try again.' },
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;

export function isServerErrorCode(code: string): code is ServerErrorCode {
  return Object.hasOwn(SERVER_ERRORS, code);
}
