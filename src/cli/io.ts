/**
 * Where the CLI writes. Commands never touch `process` directly, so tests run `main` in-process
 * with captured output and a fake terminal.
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** True when stdout is a terminal: progress bars and colours only then. */
  readonly tty: boolean;
  /** The progress bar's stream; a terminal only. */
  readonly progressStream?: NodeJS.WritableStream;
  readonly cwd: string;
}

export function processIo(): Io {
  return {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    tty: Boolean(process.stdout.isTTY),
    progressStream: process.stderr,
    cwd: process.cwd(),
  };
}

/** Collects output, for tests. */
export function memoryIo(cwd = process.cwd()): Io & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    tty: false, cwd, stdout: () => out, stderr: () => err,
  };
}

/** A user error: exit code 2 and a one-line message with a stable code. */
export class CliError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** What every command gets: where to write, and the exit status to finish with (1: a check failed). */
export interface CliContext {
  readonly io: Io;
  exit: number;
}
