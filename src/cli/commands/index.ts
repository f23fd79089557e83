import type { Command } from 'commander';
import type { CliContext } from '../io.ts';
import { oddsCommand } from './odds.ts';
import { rollCommand } from './roll.ts';
import { scenarioCommand } from './scenario.ts';
import { serveCommand } from './serve.ts';
import { simCommand } from './sim.ts';
import { checkCommand, systemsCommand } from './systems.ts';

/** Every `arbiter` subcommand. A new command is one file and one line here. */
export const COMMANDS: ReadonlyArray<(ctx: CliContext) => Command> = [
  rollCommand,
  oddsCommand,
  simCommand,
  scenarioCommand,
  systemsCommand,
  checkCommand,
  serveCommand,
];
