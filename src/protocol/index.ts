// The versioned contract between the table server and its clients (docs/protocol.md).
export { PROTOCOL_VERSION, MIN_CLIENT_PROTOCOL, checkProtocol, type VersionProblem } from './version.ts';
export { SERVER_ERRORS, CLIENT_ERRORS, isServerErrorCode, type ServerErrorCode, type ClientErrorCode } from './errors.ts';
export {
  clientMessages, clientMessageSchema, serverMessages, commandSchema, http, MAX_MESSAGE_BYTES,
  type ClientMessage, type ServerMessage,
} from './messages.ts';
export { protocolReference } from './docs.ts';
