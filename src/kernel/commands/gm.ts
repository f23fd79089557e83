import { z } from 'zod';
import { DiceError, diceRoller, emit, hiddenRoll, roll } from '../../dice/index.ts';
import { reject, type Rejection } from '../errors.ts';
import { getPath, kernelEvent, setPath } from '../events.ts';
import { defineCommand } from '../system.ts';
import type { Json, TableState } from '../types.ts';
import type { KernelContext } from './context.ts';

/**
 * A figure's fields no resolution reads or writes: who controls it (a GM hands a waiting figure to
 * the seat that will answer for it), what it is called, whether its sheet is shown.
 */
const HANDS_OVER = new Set(['controller', 'name', 'revealed']);
const handsOver = (path: readonly string[]) => path.length === 3 && path[0] === 'figures' && HANDS_OVER.has(path[2]!);

/**
 * The GM's change to the table while a decision waits: refused. The answer replays the waiting
 * resolution from the table as it was when the command began (step.ts resume), and its later events
 * carry values worked out from that table (hits left, Hero Points left, where a knockback lands), so
 * they would write over the change: a Hero Point the GM awarded was lost to the spend it was asked
 * about. Conditions are added and removed, not written whole, so those stay allowed.
 */
function waitsForAnswer(state: TableState, what: string): Rejection | null {
  const pending = state.pending;
  if (!pending) return null;
  const who = state.figures[pending.prompt.to]?.name ?? pending.prompt.to;
  return reject('DECISION_PENDING', `Waiting for ${who}: ${pending.prompt.message} The answer would write over ${what} made now: answer (or undo) first.`);
}

/** What the GM may overwrite: anything about figures, the round, table options and system state. */
const FIGURE_FIELDS = new Set(['status', 'sheet', 'name', 'side', 'controller', 'position', 'revealed']);

const setArgs = z.object({ path: z.array(z.string().min(1)).min(1).max(12), value: z.json() }).strict();

/** The GM has the last word: override any value, checked against the system's schemas. */
export const gmSet = defineCommand<z.infer<typeof setArgs>>({
  args: setArgs,
  gmOnly: true,
  validate: (state, args, ctx) => (handsOver(args.path) ? null : waitsForAnswer(state, 'an override'))
    ?? checkOverride(state, args.path, args.value, ctx as unknown as KernelContext),
  resolve: function* (_state, args) {
    yield* emit(kernelEvent('table.gm.set', { path: args.path, value: args.value }));
  },
});

function checkOverride(state: TableState, path: readonly string[], value: Json, ctx: KernelContext): Rejection | null {
  const [head, id, field] = path;
  const next = setPath(state, path, value);
  const bad = (why: string) => reject('INVALID_OVERRIDE', `Cannot set ${path.join('.')}: ${why}`);
  switch (head) {
    case 'figures': {
      const fig = id === undefined ? undefined : state.figures[id];
      if (!fig) return reject('UNKNOWN_FIGURE', `There is no figure "${id ?? ''}".`);
      if (field === undefined || !FIGURE_FIELDS.has(field)) return bad(`a figure's ${[...FIGURE_FIELDS].join(', ')} can be set`);
      const changed = next.figures[id!]!;
      const check = field === 'status' ? ctx.system.status : field === 'sheet' ? ctx.system.sheet : field === 'position' ? ctx.system.position : undefined;
      if (check) {
        const result = check.safeParse((changed as unknown as Record<string, unknown>)[field]);
        if (!result.success) return bad(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      }
      if ((field === 'name' || field === 'side' || field === 'controller') && (typeof value !== 'string' || value === '')) return bad('it must be a non-empty text');
      if (field === 'revealed' && typeof value !== 'boolean') return bad('it must be true or false');
      return null;
    }
    case 'options': {
      const result = ctx.system.options.safeParse(next.options);
      return result.success ? null : bad(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    case 'round':
      return path.length === 1 && typeof value === 'number' && Number.isInteger(value) && value >= 0 ? null : bad('the round is a whole number ≥ 0');
    case 'sys': {
      // System state has no public schema; keep each value's type so rules keep working.
      const old = getPath(state, path);
      if (old === undefined) return bad('there is no such value');
      if (typeof old !== typeof value || Array.isArray(old) !== Array.isArray(value) || (old === null) !== (value === null)) {
        return bad(`expected a ${Array.isArray(old) ? 'list' : old === null ? 'null' : typeof old}`);
      }
      // The system says what would stall it: a turn given to no one on the table (override-checks.ts).
      return ctx.system.overrideRejection?.(next, path) ?? null;
    }
    case undefined:
    default:
      return bad('only figures, options, round and sys can be overridden');
  }
}

const conditionArgs = z.object({
  figure: z.string(),
  condition: z.string(),
  note: z.string().max(200).optional(),
  expires: z.discriminatedUnion('at', [
    z.object({ at: z.enum(['turn-start', 'turn-end']), of: z.string(), turns: z.number().int().min(1) }),
    z.object({ at: z.literal('round-end'), rounds: z.number().int().min(1) }),
  ]).optional(),
}).strict();

export const gmConditionAdd = defineCommand<z.infer<typeof conditionArgs>>({
  args: conditionArgs,
  gmOnly: true,
  validate: (state, args, ctx) => {
    if (!state.figures[args.figure]) return reject('UNKNOWN_FIGURE', `There is no figure "${args.figure}".`);
    const doc = (ctx as unknown as KernelContext).system.conditions[args.condition];
    if (!doc) return reject('UNKNOWN_CONDITION', `No condition "${args.condition}" in this system.`);
    if (!doc.status) return null;
    if (args.expires) return reject('INVALID_OVERRIDE', `${doc.name} is kept by the rules, not timed: it ends as they end it, or when the GM removes it.`);
    return keptOverride(state, args.figure, doc.status.field, doc.status.on, ctx as unknown as KernelContext);
  },
  resolve: function* (_state, args, ctx) {
    const doc = (ctx as unknown as KernelContext).system.conditions[args.condition]!;
    if (doc.status) {
      yield* emit(kernelEvent('table.gm.set', { path: ['figures', args.figure, 'status', doc.status.field], value: doc.status.on }));
      return;
    }
    yield* emit(kernelEvent('table.condition.added', {
      figure: args.figure,
      condition: {
        id: args.condition, ruleId: doc.ruleId,
        ...(args.note !== undefined ? { note: args.note } : {}),
        ...(args.expires !== undefined ? { expires: args.expires } : {}),
      },
    }, { ruleIds: [doc.ruleId] }));
  },
});

/** A condition kept in the status (ConditionDoc.status) is the GM's override of that field, checked as `gm.set` checks it. */
function keptOverride(state: TableState, figure: string, field: string, value: Json, ctx: KernelContext): Rejection | null {
  const path = ['figures', figure, 'status', field];
  return waitsForAnswer(state, 'an override') ?? checkOverride(state, path, value, ctx);
}

const removeArgs = z.object({ figure: z.string(), condition: z.string() }).strict();

export const gmConditionRemove = defineCommand<z.infer<typeof removeArgs>>({
  args: removeArgs,
  gmOnly: true,
  validate: (state, args, ctx) => {
    const fig = state.figures[args.figure];
    if (!fig) return reject('UNKNOWN_FIGURE', `There is no figure "${args.figure}".`);
    const kept = (ctx as unknown as KernelContext).system.conditions[args.condition];
    if (kept?.status) {
      const on = getPath(state, ['figures', args.figure, 'status', kept.status.field]) === kept.status.on;
      return on ? keptOverride(state, args.figure, kept.status.field, kept.status.off, ctx as unknown as KernelContext)
        : reject('UNKNOWN_CONDITION', `${fig.name} is not ${kept.name}.`);
    }
    return fig.conditions.some((c) => c.id === args.condition) ? null : reject('UNKNOWN_CONDITION', `${fig.name} is not ${args.condition}.`);
  },
  resolve: function* (_state, args, ctx) {
    const kept = (ctx as unknown as KernelContext).system.conditions[args.condition]?.status;
    if (kept) {
      yield* emit(kernelEvent('table.gm.set', { path: ['figures', args.figure, 'status', kept.field], value: kept.off }));
      return;
    }
    yield* emit(kernelEvent('table.condition.removed', { figure: args.figure, condition: args.condition, reason: 'removed' }));
  },
});

const moveArgs = z.object({ figure: z.string(), position: z.json() }).strict();

/** The GM places a figure anywhere the map allows (players move through their system's rules). */
export const gmMove = defineCommand<z.infer<typeof moveArgs>>({
  args: moveArgs,
  gmOnly: true,
  validate: (state, args, ctx) => {
    if (!state.figures[args.figure]) return reject('UNKNOWN_FIGURE', `There is no figure "${args.figure}".`);
    const waits = waitsForAnswer(state, 'a move');
    if (waits) return waits;
    const { system } = ctx as unknown as KernelContext;
    if (!system.position?.safeParse(args.position).success) return reject('INVALID_POSITION');
    // The map's own rule for where a figure may stand (HLH: one a square, HLH-PLAY-22).
    return system.placeRejection?.(state, args.figure, args.position) ?? null;
  },
  resolve: function* (_state, args) {
    yield* emit(kernelEvent('table.figure.moved', { figure: args.figure, position: args.position }));
  },
});

const noteArgs = z.object({ text: z.string().min(1).max(2000), hidden: z.boolean().optional() }).strict();

/** A line in the log from the GM: a ruling, a description; hidden notes reach the GM only. */
export const gmNote = defineCommand<z.infer<typeof noteArgs>>({
  args: noteArgs,
  gmOnly: true,
  validate: () => null,
  resolve: function* (_state, args) {
    yield* emit(kernelEvent('table.note', { text: args.text }, { visibility: args.hidden ? 'gm' : 'all' }));
  },
});

const rollArgs = z.object({
  notation: z.string().min(1).max(200),
  label: z.string().max(80).optional(),
  /** Hidden: only the GM sees the dice and the result (default). */
  hidden: z.boolean().default(true),
}).strict();

/** The GM rolls any dice notation, by default behind the screen. Bad notation is a rejection. */
export const gmRoll = defineCommand<z.infer<typeof rollArgs>>({
  args: rollArgs,
  gmOnly: true,
  validate: (_state, args) => {
    try {
      diceRoller(args.notation);
      return null;
    } catch (error) {
      if (error instanceof DiceError) return { code: error.code, message: error.message };
      throw error;
    }
  },
  resolve: function* (_state, args) {
    const roller = diceRoller(args.notation);
    const label = args.label ?? `GM: ${roller.label}`;
    if (args.hidden) yield* hiddenRoll(roller, label);
    else yield* roll(roller, label);
  },
});
