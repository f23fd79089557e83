import { z } from 'zod';
import { emit } from '../../dice/index.ts';
import { reject } from '../errors.ts';
import { kernelEvent } from '../events.ts';
import { defineCommand } from '../system.ts';
import { checkSheet, issueLines } from '../sheet-check.ts';
import type { Figure, TableState } from '../types.ts';
import type { KernelContext } from './context.ts';

const FIGURE_ID = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a figure id is 1-40 lowercase letters, digits and dashes');

const addArgs = z.object({
  id: FIGURE_ID,
  name: z.string().min(1).max(60),
  side: z.string().min(1).max(30),
  /** 'gm' or a player id; a player may only add figures for themself. */
  controller: z.string().min(1).max(60).optional(),
  sheet: z.unknown(),
  position: z.json().optional(),
  revealed: z.boolean().optional(),
});

/** A character joins the table: its sheet must be legal for the system ([*-CHAR-*] rules). */
export const figureAdd = defineCommand<z.infer<typeof addArgs>, unknown, never>({
  args: addArgs,
  validate: (state, args, ctx) => {
    const { system, actor } = ctx as unknown as KernelContext;
    if (state.figures[args.id]) return reject('DUPLICATE_FIGURE', `A figure "${args.id}" is already at the table.`);
    if (actor.kind === 'player' && args.controller !== undefined && args.controller !== actor.id) {
      return reject('NOT_YOUR_FIGURE', 'Players add figures for themselves only.');
    }
    const checked = checkSheet(system, args.sheet);
    if (checked.issues.length > 0) {
      const first = checked.issues[0]!;
      const what = checked.sheet === null ? 'The sheet is malformed: ' : '';
      return reject('INVALID_CHARACTER', `${what}${issueLines(checked.issues, args.sheet).join(' ')}`, { ruleId: first.ruleId, details: checked.issues });
    }
    if (args.position !== undefined) {
      if (!system.position?.safeParse(args.position).success) return reject('INVALID_POSITION');
    }
    return null;
  },
  resolve: function* (state, args, ctx) {
    const { system, actor } = ctx as unknown as KernelContext;
    const controller = actor.kind === 'player' ? actor.id : (args.controller ?? 'gm');
    const sheet = system.sheet.parse(args.sheet) as unknown;
    const figure: Figure = {
      id: args.id,
      name: args.name,
      controller,
      side: args.side,
      sheet,
      status: system.initialStatus(sheet, state.options) as unknown,
      ...(args.position !== undefined ? { position: args.position } : {}),
      conditions: [],
      revealed: args.revealed ?? controller !== 'gm',
    };
    yield* emit(kernelEvent('table.figure.added', { figure }));
  },
});

const figureArg = z.object({ figure: z.string() });

function requireFigure(state: TableState, id: string) {
  return state.figures[id] ? null : reject('UNKNOWN_FIGURE', `There is no figure "${id}".`);
}

export const figureRemove = defineCommand<z.infer<typeof figureArg>>({
  args: figureArg,
  gmOnly: true,
  validate: (state, args) => requireFigure(state, args.figure),
  resolve: function* (_state, args) {
    yield* emit(kernelEvent('table.figure.removed', { figure: args.figure }));
  },
});

/** The GM shows an NPC's sheet to the players (hidden until then, see view.ts). */
export const figureReveal = defineCommand<z.infer<typeof figureArg>>({
  args: figureArg,
  gmOnly: true,
  validate: (state, args) => requireFigure(state, args.figure),
  resolve: function* (_state, args) {
    yield* emit(kernelEvent('table.figure.revealed', { figure: args.figure }));
  },
});
