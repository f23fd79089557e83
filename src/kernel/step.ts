import {
  DiceError, restoreRng, runProcess, seededFaces,
  type Chooser, type FaceSource, type RollRecord,
} from '../dice/index.ts';
import { KERNEL_COMMANDS } from './commands/index.ts';
import { applyEvent, kernelEvent, type KernelEventData } from './events.ts';
import { reject, type Rejection } from './errors.ts';
import { withSeq } from './state.ts';
import type { AnySystem, CommandSpec, Resolution, RuleContext } from './system.ts';
import type { Actor, Command, EventDraft, TableEvent, TableState } from './types.ts';

/** What a command may use besides the table: dice, instant answers, and the log for undo. */
export interface StepEnv {
  /** Dice for this command. Default: the table's own seeded generator, whose new state is logged. */
  readonly faces?: FaceSource;
  /** Answers prompts at once (tests, bots). Default: suspend and wait for the person asked. */
  readonly choose?: Chooser;
  /** Skips argument schemas: for bots in simulation, whose commands come from legalActions. */
  readonly trusted?: boolean;
  /** The log, for undo. Without it undo is unavailable (e.g. in simulation). */
  readonly history?: { batches(): number[]; stateBefore(batch: number): TableState };
}

export type StepResult =
  | { readonly ok: true; readonly events: TableEvent[]; readonly state: TableState }
  | { readonly ok: false; readonly rejection: Rejection };

/** Commands the GM may still send while a decision is pending. */
const ALLOWED_WHILE_PENDING = new Set(['answer', 'undo', 'gm.set', 'gm.condition.add', 'gm.condition.remove', 'gm.move', 'gm.roll', 'gm.note', 'combat.end', 'figure.reveal']);

/**
 * The one entry point of the rules: validate a command, resolve it into events, fold them.
 * Pure: the same state, command and dice give the same events. Nothing is half-applied: a
 * rejection leaves the state untouched, and an accepted command's events land together.
 */
export function step(system: AnySystem, state: TableState, command: Command, actor: Actor, env: StepEnv = {}): StepResult {
  const prepared = prepare(system, state, command, actor, env);
  if (!prepared.ok) return prepared;
  const { spec, args, ctx } = prepared;
  if (command.type === 'answer') return resume(system, state, command, actor, args as { value: unknown }, env);
  if (command.type === 'undo') return undo(state, command, actor, args as { toBatch?: number }, env);
  // A suspended resolution replays from the command it keeps: keep it with its parsed arguments,
  // so schema defaults hold on the resume as they did on the first run.
  const kept: Command = args === command.args ? command : { id: command.id, type: command.type, args };
  return run(system, state, kept, actor, () => spec.resolve(state, args as never, ctx), env, { answers: [], emitted: 0 });
}

export type KernelRuleContext = RuleContext & { system: AnySystem; env: StepEnv; command: Command };

export type Prepared =
  | { readonly ok: true; readonly spec: CommandSpec; readonly args: unknown; readonly ctx: KernelRuleContext }
  | { readonly ok: false; readonly rejection: Rejection };

/** Everything `step` checks before rolling: shape, rights, turn and rules. Shared by odds. */
export function prepare(system: AnySystem, state: TableState, command: Command, actor: Actor, env: StepEnv = {}): Prepared {
  const found = lookup(system, command.type);
  if (!found) return { ok: false, rejection: reject('UNKNOWN_COMMAND', `Unknown command "${command.type}".`) };
  if (actor.kind === 'spectator') return { ok: false, rejection: reject('SPECTATORS_CANNOT_ACT') };
  if (state.pending && !ALLOWED_WHILE_PENDING.has(command.type)) {
    return { ok: false, rejection: reject('DECISION_PENDING', `Waiting for ${state.figures[state.pending.prompt.to]?.name ?? state.pending.prompt.to}: ${state.pending.prompt.message}`) };
  }

  let args: unknown = command.args ?? {};
  if (!env.trusted) {
    const parsed = found.args.safeParse(args);
    if (!parsed.success) {
      return { ok: false, rejection: reject('BAD_COMMAND', `Bad arguments for "${command.type}": ${parsed.error.issues.map((i) => `${i.path.join('.') || '(args)'}: ${i.message}`).join('; ')}`) };
    }
    args = parsed.data;
  }
  if (found.gmOnly && actor.kind !== 'gm') return { ok: false, rejection: reject('GM_ONLY') };

  const figureId = found.actingFigure?.(args as never) ?? null;
  if (figureId !== null) {
    const fig = state.figures[figureId];
    if (!fig) return { ok: false, rejection: reject('UNKNOWN_FIGURE', `There is no figure "${figureId}".`) };
    if (actor.kind === 'player' && fig.controller !== actor.id) return { ok: false, rejection: reject('NOT_YOUR_FIGURE', `You do not control ${fig.name}.`) };
  }

  const ctx = { options: state.options, actor, system, env, command };
  const invalid = found.validate(state, args as never, ctx);
  if (invalid) return { ok: false, rejection: invalid };
  return { ok: true, spec: found, args, ctx };
}

/**
 * Every command a table of this system takes, kernel commands first, as a map: looked up before
 * every command, and a map finds only the commands themselves (an object would also answer
 * "toString" from its prototype).
 */
const commandTables = new WeakMap<AnySystem, ReadonlyMap<string, CommandSpec>>();

export function lookup(system: AnySystem, type: string): CommandSpec | undefined {
  // A simulation asks for one system's commands thousands of times over: the last table is kept
  // at hand rather than looked up in the weak map (two lookups for every simulated command).
  if (system === lastSystem) return lastTable!.get(type);
  let table = commandTables.get(system);
  if (table === undefined) {
    const all = new Map<string, CommandSpec>(Object.entries(system.commands as Record<string, CommandSpec>));
    for (const [name, spec] of Object.entries(KERNEL_COMMANDS)) all.set(name, spec);
    table = all;
    commandTables.set(system, table);
  }
  lastSystem = system;
  lastTable = table;
  return table.get(type);
}

let lastSystem: AnySystem | null = null;
let lastTable: ReadonlyMap<string, CommandSpec> | null = null;

interface ResumeFrom {
  readonly answers: readonly unknown[];
  /** System events already committed by the run being resumed. */
  readonly emitted: number;
  readonly lead?: readonly EventDraft[];
  /**
   * The command and actor the resolution belongs to, when this run answers a prompt: a second
   * question must keep them, not the answer's, or its own resume would replay the answer.
   */
  readonly origin?: { readonly command: Command; readonly actor: Actor };
}

function run(
  system: AnySystem,
  state: TableState,
  command: Command,
  actor: Actor,
  start: () => Resolution,
  env: StepEnv,
  from: ResumeFrom,
): StepResult {
  const rng = env.faces ? null : restoreRng(state.rng);
  const faces = env.faces ?? seededFaces(rng!);
  let result;
  try {
    result = runProcess(start, {
      faces,
      ...(env.choose ? { choose: env.choose } : {}),
      replay: from.answers,
      rollEvent: (r: RollRecord) => kernelEvent(
        'dice.rolled',
        { label: r.label, roller: r.roller, value: r.value, dice: r.dice },
        r.hidden ? { visibility: 'gm' } : {},
      ),
    });
  } catch (error) {
    if (error instanceof DiceError && error.code !== 'DICE_SCRIPT_EXHAUSTED' && error.code !== 'DICE_SCRIPT_IMPOSSIBLE') {
      return { ok: false, rejection: { code: error.code, message: error.message } };
    }
    throw error;
  }

  // Replayed system events were committed by the earlier run; roll events are only made for new dice.
  let skip = from.emitted;
  const fresh = result.events.filter((e) => !(skip > 0 && e.type !== 'dice.rolled' && skip-- > 0));
  const systemEmitted = from.emitted + fresh.filter((e) => e.type !== 'dice.rolled').length;
  const drafts: EventDraft[] = [...(from.lead ?? []), ...fresh];

  if (result.status === 'suspended') {
    drafts.push(kernelEvent('table.decision.requested', {
      prompt: result.prompt, command: from.origin?.command ?? command, actor: from.origin?.actor ?? actor,
      answers: result.answers, emitted: systemEmitted,
    }));
  } else if (from.lead) {
    drafts.push(kernelEvent('table.decision.closed', {}));
  }
  if (rng && rng.state() !== state.rng) drafts.push(kernelEvent('table.rng', { state: rng.state() }, { visibility: 'server' }));
  return commit(system, state, command, actor, drafts);
}

/** Numbers the drafts, folds them, and ends combat when the system says it is over. */
export function commit(system: AnySystem, state: TableState, command: Command, actor: Actor, drafts: readonly EventDraft[]): StepResult {
  const batch = state.seq + 1;
  const events: TableEvent[] = [];
  let next = state;
  const push = (d: EventDraft) => {
    const event = envelope(d, next.seq + 1, batch, command.id, actor);
    events.push(event);
    next = applyEvent(system, next, event, state);
  };
  drafts.forEach(push);
  if (next.phase === 'combat' && !next.pending) {
    const outcome = system.outcome(next);
    if (outcome) push(kernelEvent('table.combat.ended', { winner: outcome.winner, reason: outcome.reason }));
  }
  return { ok: true, events, state: next };
}

/**
 * A draft in its place in the log. Written out field by field rather than spread: drafts come in
 * many shapes, and spreading them was a quarter of a simulated fight's time.
 */
export function envelope(d: EventDraft, seq: number, batch: number, commandId: string, actor: Actor): TableEvent {
  const { type, data, ruleIds, visibility } = d;
  if (ruleIds !== undefined) {
    return visibility !== undefined
      ? { type, data, ruleIds, visibility, seq, batch, commandId, actor }
      : { type, data, ruleIds, seq, batch, commandId, actor };
  }
  return visibility !== undefined ? { type, data, visibility, seq, batch, commandId, actor } : { type, data, seq, batch, commandId, actor };
}

function resume(system: AnySystem, state: TableState, command: Command, actor: Actor, args: { value: unknown }, env: StepEnv): StepResult {
  const pending = state.pending!;
  const spec = lookup(system, pending.command.type)!;
  const ctx = { options: pending.base.options, actor: pending.actor, system, env, command: pending.command };
  const answered = kernelEvent('table.decision.answered', { value: args.value as KernelEventData['table.decision.answered']['value'], by: actor });
  return run(system, state, command, actor, () => spec.resolve(pending.base, pending.command.args as never, ctx), env, {
    answers: [...pending.answers, args.value],
    emitted: pending.emitted,
    lead: [answered],
    origin: { command: pending.command, actor: pending.actor },
  });
}

function undo(state: TableState, command: Command, actor: Actor, args: { toBatch?: number }, env: StepEnv): StepResult {
  const batches = env.history?.batches() ?? [];
  const toBatch = args.toBatch ?? batches[batches.length - 1];
  if (toBatch === undefined || !batches.includes(toBatch)) return { ok: false, rejection: reject('NOTHING_TO_UNDO') };
  const restored = env.history!.stateBefore(toBatch);
  const event = envelope(kernelEvent('table.undo', { toBatch, undone: batches.filter((b) => b >= toBatch) }), state.seq + 1, state.seq + 1, command.id, actor);
  return { ok: true, events: [event], state: withSeq(restored, event.seq) };
}
