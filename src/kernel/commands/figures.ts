import { z } from 'zod';
import { emit } from '../../dice/index.ts';
import { reject, type Rejection } from '../errors.ts';
import { foldResolutionEvent, kernelEvent } from '../events.ts';
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

/** What `playerAddRejection` reads of a table: the kernel's state or a client's view of it. */
export interface AddSite {
  readonly phase: string;
  readonly figureOrder: readonly string[];
  readonly figures: Readonly<Record<string, { readonly side: string; readonly controller: string } | undefined>>;
}

/**
 * Why a player may not bring a figure of their own onto `side` now, or null. Not during a fight:
 * a newcomer changes the odds the GM set, so mid-fight the GM brings it in (and may hand it to the
 * player with `gm.set` of its controller). Not onto a side only the GM's figures hold: a player
 * fights with the players, or on a side of their own (an empty one), never among the GM's. The
 * web client asks the same before it offers the form.
 */
export function playerAddRejection(table: AddSite, side: string): Rejection | null {
  if (table.phase === 'combat') {
    return reject('GM_ONLY', 'During combat only the GM brings figures to the table: ask the GM, or bring yours before the next fight.');
  }
  let held = false;
  for (const id of table.figureOrder) {
    const f = table.figures[id];
    if (!f || f.side !== side) continue;
    if (f.controller !== 'gm') return null;
    held = true;
  }
  return held ? reject('NOT_YOUR_SIDE', `Only the GM's figures are on "${side}": bring yours to the players' side or a side of your own.`) : null;
}

/** A character joins the table: its sheet must be legal for the system ([*-CHAR-*] rules). */
export const figureAdd = defineCommand<z.infer<typeof addArgs>, unknown, never>({
  args: addArgs,
  validate: (state, args, ctx) => {
    const { system, actor } = ctx as unknown as KernelContext;
    if (state.figures[args.id]) return reject('DUPLICATE_FIGURE', `A figure "${args.id}" is already at the table.`);
    if (actor.kind === 'player') {
      if (args.controller !== undefined && args.controller !== actor.id) return reject('NOT_YOUR_FIGURE', 'Players add figures for themselves only.');
      const refused = playerAddRejection(state, args.side);
      if (refused) return refused;
    }
    const checked = checkSheet(system, args.sheet);
    if (checked.issues.length > 0) {
      const first = checked.issues[0]!;
      const what = checked.sheet === null ? 'The sheet is malformed: ' : '';
      return reject('INVALID_CHARACTER', `${what}${issueLines(checked.issues, args.sheet).join(' ')}`, { ruleId: first.ruleId, details: checked.issues });
    }
    if (args.position !== undefined) {
      if (!system.position?.safeParse(args.position).success) return reject('INVALID_POSITION');
      // The map's own rule for where a figure may stand, as for gm.move (HLH: one a square, HLH-PLAY-22).
      return system.placeRejection?.(state, args.id, args.position) ?? null;
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

/**
 * The GM takes a figure off the table. The system's `figureRemoved` then takes it out of its own
 * records (turn order, the turn itself) on the table without it; the outcome check that follows
 * every command ends the fight if that left one side. Refused while a decision waits
 * (DECISION_PENDING, step.ts): the answer replays a resolution that may name the figure.
 */
export const figureRemove = defineCommand<z.infer<typeof figureArg>>({
  args: figureArg,
  gmOnly: true,
  validate: (state, args) => requireFigure(state, args.figure),
  resolve: function* (state, args, ctx) {
    const { system } = ctx as unknown as KernelContext;
    const removed = kernelEvent('table.figure.removed', { figure: args.figure });
    yield* emit(removed);
    let after = foldResolutionEvent(state, removed);
    // A condition timed by the gone figure's turns ("until Ogre's next turn") would never end: it ends now.
    for (const id of after.figureOrder) {
      for (const c of after.figures[id]!.conditions) {
        if (c.expires === undefined || c.expires.at === 'round-end' || c.expires.of !== args.figure) continue;
        const ended = kernelEvent('table.condition.removed', { figure: id, condition: c.id, reason: 'expired' }, c.ruleId ? { ruleIds: [c.ruleId] } : {});
        yield* emit(ended);
        after = foldResolutionEvent(after, ended);
      }
    }
    const gone = state.figures[args.figure]!;
    if (system.figureRemoved) yield* system.figureRemoved(after, gone, ctx);
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
