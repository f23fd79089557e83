import { Command, CommanderError } from 'commander';
import { DiceError } from '../dice/index.ts';
import { COMMANDS } from './commands/index.ts';
import { CliError, type CliContext, type Io } from './io.ts';

export { processIo } from './io.ts';

/**
 * Runs the CLI on `argv` (without node and the script) and returns the exit code: 0 success,
 * 1 a check that failed (a scenario), 2 bad input. Errors are one line with a stable code.
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const program = new Command('arbiter')
    .description('Arbiter: rules-automated tabletop. Exact dice, exact odds, simulations and the table server.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError('(run with --help for usage)');
  const ctx: CliContext = { io, exit: 0 };
  const output = { writeOut: (s: string) => io.out(s), writeErr: (s: string) => io.err(s) };
  for (const make of COMMANDS) program.addCommand(make(ctx).exitOverride().configureOutput(output));
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ctx.exit;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0) return 0;
      return 2;
    }
    if (error instanceof CliError || error instanceof DiceError) {
      io.err(`arbiter: ${error.code}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
