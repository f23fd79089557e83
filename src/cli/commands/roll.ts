import { Command } from 'commander';
import { diceRoller, seededFaces, seededRng } from '../../dice/index.ts';
import type { CliContext } from '../io.ts';

/** `arbiter roll <notation>`: one roll, every die shown. Without --seed the roll is random. */
export function rollCommand(ctx: CliContext): Command {
  return new Command('roll')
    .description('roll dice notation and show every die (e.g. 4d6dl1, 2d6hi, 2d10megs>=11, ru(45))')
    .argument('<notation>', 'dice notation (docs/notation.md)')
    .option('--seed <seed>', 'seed the dice, for a reproducible roll')
    .option('--json', 'print JSON: { notation, seed, total, outcome, dice: [{ sides, face, value?, dropped?, extra? }] }')
    .action((notation: string, opts: { seed?: string; json?: boolean }) => {
      const roller = diceRoller(notation);
      const seed = opts.seed ?? freshSeed();
      const { value, dice } = roller.roll(seededFaces(seededRng(seed)));
      const outcome = roller.describe?.(value) ?? String(value);
      if (opts.json) {
        ctx.io.out(`${JSON.stringify({ notation: roller.label, seed, total: value, outcome, dice })}\n`);
        return;
      }
      const shown = dice.map((d) => {
        const face = d.value !== undefined ? (d.value > 0 ? `+${d.value}` : String(d.value)) : String(d.face);
        // An extra die (explosion, MEGS reroll) is marked "!"; a signed value keeps its own sign.
        return d.dropped ? `(${face})` : d.extra ? `${/^[+-]/.test(face) ? '' : '+'}${face}!` : face;
      });
      ctx.io.out(`${roller.label}: [${shown.join(' ')}] = ${outcome === String(value) ? value : `${value} (${outcome})`}\n`);
    });
}

/** A new seed from the OS when none is given; printed in --json so the roll can be replayed. */
function freshSeed(): string {
  return crypto.getRandomValues(new Uint32Array(2)).join('-');
}
