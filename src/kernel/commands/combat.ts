import { z } from 'zod';
import { emit } from '../../dice/index.ts';
import { notInCombat, reject } from '../errors.ts';
import { kernelEvent } from '../events.ts';
import { patchState } from '../state.ts';
import { defineCommand } from '../system.ts';
import type { KernelContext } from './context.ts';

const none = z.object({}).strict();

/** The GM starts combat: the system rolls what it rolls at the start (initiative…). */
export const combatStart = defineCommand<z.infer<typeof none>>({
  args: none,
  gmOnly: true,
  validate: (state) => {
    if (state.phase === 'combat') return reject('COMBAT_ALREADY_STARTED');
    if (state.figureOrder.length === 0) return reject('ILLEGAL_ACTION', 'Add figures before starting combat.');
    return null;
  },
  resolve: function* (state, _args, ctx) {
    const { system } = ctx as unknown as KernelContext;
    yield* emit(kernelEvent('table.combat.started', {}));
    // The system sees the table as combat started, as the fold will have it.
    return yield* system.startCombat(patchState(state, { phase: 'combat', round: 0, winner: null }), ctx);
  },
});

const endArgs = z.object({ winner: z.string().nullable().optional(), reason: z.string().max(200).optional() }).strict();

/** The GM ends combat at any time, naming a winner or none. */
export const combatEnd = defineCommand<z.infer<typeof endArgs>>({
  args: endArgs,
  gmOnly: true,
  validate: (state) => notInCombat(state),
  resolve: function* (state, args) {
    if (state.pending) yield* emit(kernelEvent('table.decision.closed', {}));
    yield* emit(kernelEvent('table.combat.ended', { winner: args.winner ?? null, reason: args.reason ?? 'ended by the GM' }));
  },
});
