import { runSampled, type FaceSource, type Prompt, type PromptOption } from '../dice/index.ts';
import { applyDraft, kernelEvent } from './events.ts';
import { withSeq, type Draft } from './state.ts';
import { lookup, prepare, type KernelRuleContext, type StepEnv } from './step.ts';
import type { AnySystem } from './system.ts';
import type { Actor, Command, EventDraft, TableState } from './types.ts';

/** Dice and instant answers for a simulated fight. */
export interface FastEnv extends StepEnv {
  readonly faces: FaceSource;
  /** Answers every prompt at once: a simulation never waits for a person. */
  readonly choose: (prompt: Prompt) => PromptOption['value'];
}

/**
 * The simulation fast lane: one command through the very command spec, resolution and folds that
 * `step` runs, so every die and decision comes out the same, minus what only a live table needs:
 *
 * - no event log: drafts are not numbered, stamped or copied into `TableEvent`s, rolls make no
 *   `dice.rolled` events (`seq` still advances by exactly as many events as play would log);
 * - no re-validation of a command `legalActions` offered (`legal`): systems offer only what
 *   `validate` accepts, which their fuzz tests check; anything else goes through `prepare`;
 * - one fold, not two: a resolution that returns its working state (`Folded`) has already folded
 *   its events with the system's `apply`; others are folded here with the kernel's `applyDraft`;
 * - no suspension, replay or rng state event: dice come from `env.faces`, answers from `env.choose`.
 *
 * The differential test (test/simulation-golden.test.ts) runs fights through both lanes and
 * requires the same final table, and the golden fights pin both to the recorded dice.
 * A rejection throws: in simulation it is a bug in a system's legalActions or bot.
 */
export function fastStep(system: AnySystem, state: TableState, command: Command, actor: Actor, env: FastEnv, legal: boolean): TableState {
  if (command.type === 'answer' || command.type === 'undo') throw new Error(`the fast lane does not run "${command.type}"`);
  let spec = lookup(system, command.type);
  let args: unknown = command.args ?? {};
  if (!spec) throw new Error(`unknown command ${command.type}`);
  let ctx: KernelRuleContext;
  if (legal) {
    ctx = { options: state.options, actor, system, env, command };
  } else {
    const prepared = prepare(system, state, command, actor, env);
    if (!prepared.ok) throw new Error(`${command.type} was rejected: ${prepared.rejection.code} ${prepared.rejection.message}`);
    spec = prepared.spec;
    args = prepared.args;
    // The context validate saw: the same fields, no second object.
    ctx = prepared.ctx;
  }
  const drafts: EventDraft[] = [];
  const run = runSampled(spec.resolve(state, args as never, ctx), env.faces, env.choose, drafts);
  let next: TableState;
  let fresh = false;
  if (run.result) {
    next = run.result.folded;
    fresh = run.result.fresh && next !== state;
  } else {
    next = state;
    for (const draft of drafts) next = applyDraft(system, next, draft, state);
  }
  // Play logs every draft and one `dice.rolled` per roll; the log position must match it.
  const seq = state.seq + drafts.length + run.rolls;
  if (fresh) (next as Draft<TableState>).seq = seq;
  else next = withSeq(next, seq);
  if (next.phase === 'combat' && !next.pending) {
    const outcome = system.outcome(next);
    if (outcome) next = withSeq(applyDraft(system, next, kernelEvent('table.combat.ended', { winner: outcome.winner, reason: outcome.reason }), state), next.seq + 1);
  }
  return next;
}
