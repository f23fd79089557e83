import { Distribution } from './distribution.ts';
import { DiceError } from './errors.ts';
import type { DieRecord, Roller } from './roller.ts';
import type { FaceSource } from './sources.ts';

/**
 * A resolution is written once, as a generator that asks for things: dice (`roll`), a choice
 * by someone (`choose`), and it announces what happened (`emit`). The same generator then runs
 *
 * - sampled: dice from a seeded or scripted FaceSource, choices answered or suspended (play,
 *   tests, simulation), see `runProcess`;
 * - enumerated: every outcome of every roll, weighted exactly, choices by a policy (exact
 *   odds), see `enumerateProcess`.
 *
 * Events are announced either one by one (`emit`) or, in hot rule code, pushed onto the run's own
 * event list (`EVENT_LIST`); both land in the same list in the same order.
 *
 * A generator cannot be copied, so a suspended or branching run is resumed by replaying the
 * answers it already got. Rule code must therefore be a pure function of its answers: no
 * hidden state, no ambient randomness (lint enforces the latter).
 */
export type Request<E = unknown> =
  | { readonly type: 'roll'; readonly roller: Roller<unknown>; readonly label: string; readonly hidden?: boolean }
  | { readonly type: 'choose'; readonly prompt: Prompt }
  | { readonly type: 'emit'; readonly event: E }
  | { readonly type: 'events' };

export type Process<R, E = unknown> = Generator<Request<E>, R, unknown>;

/** A question for one participant, answered with one of the options' values. */
export interface Prompt {
  /** Who must answer: a participant id, or 'gm'. */
  readonly to: string;
  /** Machine name of the decision, e.g. 'defense' or 'spend-hero-point'. */
  readonly kind: string;
  readonly message: string;
  /**
   * The message as those who may not see the asked figure's sheet read it (a GM's question: anyone's),
   * when `message` words a number off it ('cascades at Level 3'); docs/hidden-information.md.
   */
  readonly seen?: string;
  readonly options: readonly PromptOption[];
  /** Rule IDs behind the question, for the dialog's "why". */
  readonly ruleIds?: readonly string[];
}

export interface PromptOption {
  readonly value: string | number | boolean;
  readonly label: string;
}

/** Ask for a roll; in rule code: `const r = yield* roll(d6, 'damage')`. */
export function* roll<T, E = unknown>(roller: Roller<T>, label: string = roller.label): Generator<Request<E>, T, unknown> {
  return (yield { type: 'roll', roller: roller, label }) as T;
}

/** A roll only the GM sees (the table logs it GM-only); same dice, same odds. */
export function* hiddenRoll<T, E = unknown>(roller: Roller<T>, label: string = roller.label): Generator<Request<E>, T, unknown> {
  return (yield { type: 'roll', roller: roller, label, hidden: true }) as T;
}

/** Ask someone to choose; resumes with the chosen option's value. */
export function* choose<E = unknown>(prompt: Prompt): Generator<Request<E>, PromptOption['value'], unknown> {
  return (yield { type: 'choose', prompt }) as PromptOption['value'];
}

export function* emit<E>(event: E): Generator<Request<E>, void, unknown> {
  yield { type: 'emit', event };
}

/**
 * Asks for the run's own list of events: `const out = (yield EVENT_LIST) as E[]`. Pushing an event
 * onto it is the same as yielding an `emit` request for it: every runner answers with the very
 * array its `emit`s append to, so events and the runner's roll events keep their order. It is for
 * hot resolutions that emit many events (a simulated fight is mostly events): an `emit` costs a
 * generator round trip through every level of `yield*`, a push costs nothing of the kind.
 */
export const EVENT_LIST: { readonly type: 'events' } = Object.freeze({ type: 'events' });

/**
 * A roll as one request rather than a generator, for hot rule code:
 * `const r = (yield rollRequest(d6, 'damage')) as number`. The same request `roll` yields, without
 * the generator level `yield* roll(...)` adds to every roll.
 */
export function rollRequest(roller: Roller<unknown>, label: string = roller.label): RollRequest {
  return { type: 'roll', roller, label };
}

/** A choice as one request: `const v = (yield chooseRequest(prompt)) as PromptOption['value']`. */
export function chooseRequest(prompt: Prompt): ChooseRequest {
  return { type: 'choose', prompt };
}

/** The requests that do not depend on a process's event type. */
export type RollRequest = Extract<Request<never>, { readonly type: 'roll' }>;
export type ChooseRequest = Extract<Request<never>, { readonly type: 'choose' }>;

/** What a sampled roll produced, for the log. */
export interface RollRecord {
  readonly label: string;
  readonly roller: string;
  readonly value: unknown;
  readonly dice: readonly DieRecord[];
  readonly hidden?: boolean;
}

/** Either an answer to the pending choice, or `SUSPEND` to stop and wait for a person. */
export const SUSPEND: unique symbol = Symbol('suspend');
export type Chooser = (prompt: Prompt) => PromptOption['value'] | typeof SUSPEND;

export interface RunOptions<E> {
  /** Where new dice come from. Omit it to forbid rolling (replay of a finished run). */
  readonly faces?: FaceSource;
  readonly choose?: Chooser;
  /** Answers to the first roll/choose requests, from an earlier, suspended run. */
  readonly replay?: readonly unknown[];
  /** Turns a roll into an event, so dice appear in the event stream in order. */
  readonly rollEvent?: (record: RollRecord) => E;
}

export type RunResult<R, E> =
  | { readonly status: 'done'; readonly result: R; readonly events: E[]; readonly answers: unknown[] }
  | { readonly status: 'suspended'; readonly prompt: Prompt; readonly events: E[]; readonly answers: unknown[] };

/** Runs a process with sampled dice until it finishes or a choice must wait for a person. */
export function runProcess<R, E>(start: () => Process<R, E>, options: RunOptions<E> = {}): RunResult<R, E> {
  const gen = start();
  const replay = options.replay ?? [];
  const answers: unknown[] = [];
  const events: E[] = [];
  let input: unknown = undefined;
  for (;;) {
    const step = gen.next(input);
    if (step.done) return { status: 'done', result: step.value, events, answers };
    const req = step.value;
    if (req.type === 'emit') {
      events.push(req.event);
      input = undefined;
      continue;
    }
    if (req.type === 'events') {
      input = events;
      continue;
    }
    if (answers.length < replay.length) {
      input = replay[answers.length];
      answers.push(input);
      continue;
    }
    if (req.type === 'roll') {
      if (!options.faces) throw new DiceError('DICE_PROCESS', `"${req.label}" needs dice but this run has no dice source`);
      const rolled = req.roller.roll(options.faces);
      if (options.rollEvent) {
        const record = { label: req.label, roller: req.roller.key, value: rolled.value, dice: rolled.dice };
        events.push(options.rollEvent(req.hidden ? { ...record, hidden: true } : record));
      }
      input = rolled.value;
    } else {
      const answer = options.choose ? options.choose(req.prompt) : SUSPEND;
      if (answer === SUSPEND) {
        gen.return(undefined as R);
        return { status: 'suspended', prompt: req.prompt, events, answers };
      }
      input = answer;
    }
    answers.push(input);
  }
}

/** What `runSampled` reports besides the events it collected. */
export interface SampledRun<R> {
  readonly result: R;
  /** Roll requests answered: in play each one is a `dice.rolled` event. */
  readonly rolls: number;
}

/**
 * `runProcess` for simulation: the same requests answered the same way (each roller's own dice,
 * every choice answered at once), without what only a live table needs: no roll records or roll
 * events (a roller's value-only `sample` where it has one), no answers kept for a replay, no
 * suspension. Events go into `events`.
 */
export function runSampled<R, E>(
  gen: Process<R, E>, faces: FaceSource, choose: (prompt: Prompt) => PromptOption['value'], events: E[],
): SampledRun<R> {
  let rolls = 0;
  let input: unknown = undefined;
  for (;;) {
    const step = gen.next(input);
    if (step.done) return { result: step.value, rolls };
    const req = step.value;
    if (req.type === 'roll') {
      const roller = req.roller;
      input = roller.sample !== undefined ? roller.sample(faces) : roller.roll(faces).value;
      rolls++;
    } else if (req.type === 'emit') {
      events.push(req.event);
      input = undefined;
    } else if (req.type === 'events') {
      input = events;
    } else {
      input = choose(req.prompt);
    }
  }
}

/** How enumeration answers choices: a fixed answer, or a mix of answers with exact weights. */
export type Policy = (prompt: Prompt) => PromptOption['value'] | Distribution<PromptOption['value']>;

export interface EnumerateOptions<R, E, O> {
  readonly policy?: Policy;
  /** What a finished path counts as; defaults to the process result. */
  readonly outcome?: (result: R, events: readonly E[]) => O;
  /** Guard against accidental explosions: the most leaves this enumeration may visit. */
  readonly maxLeaves?: number;
  /**
   * The caller's own limit, asked every thousand leaves: true stops the enumeration as maxLeaves
   * does. A server passes its clock here; this layer reads none.
   */
  readonly stop?: () => boolean;
}

/**
 * The exact distribution of a process's outcome over every roll (each roller's own exact
 * distribution) and the policy's choices. Depth-first, resuming by replay; rollers collapse
 * their faces to what the rule reads, which is what keeps the tree small.
 */
export function enumerateProcess<R, E, O = R>(
  start: () => Process<R, E>,
  options: EnumerateOptions<R, E, O> = {},
): Distribution<O> {
  const outcome = options.outcome ?? ((r: R) => r as unknown as O);
  const maxLeaves = options.maxLeaves ?? 2_000_000;
  let leaves = 0;

  const explore = (prefix: unknown[]): Distribution<O> => {
    const gen = start();
    const events: E[] = [];
    let input: unknown = undefined;
    let answered = 0;
    for (;;) {
      const step = gen.next(input);
      if (step.done) {
        if (++leaves > maxLeaves || (leaves % 1000 === 0 && options.stop?.() === true)) {
          throw new DiceError('DICE_TOO_MANY_OUTCOMES', `exact enumeration stopped after ${leaves - 1} outcomes; narrow the question`);
        }
        return Distribution.constant(outcome(step.value, events));
      }
      const req = step.value;
      if (req.type === 'emit') {
        events.push(req.event);
        input = undefined;
        continue;
      }
      if (req.type === 'events') {
        input = events;
        continue;
      }
      if (answered < prefix.length) {
        input = prefix[answered++];
        continue;
      }
      const branches: Distribution<unknown> = req.type === 'roll'
        ? req.roller.distribution()
        : asDistribution(answerByPolicy(options.policy, req.prompt));
      if (branches.size === 1) {
        // A forced answer needs no branching: keep going in this same run.
        input = branches.outcomes()[0];
        prefix = [...prefix, input];
        answered++;
        continue;
      }
      gen.return(undefined as R);
      return Distribution.mixture(branches.entries().map(([v, w]) => [explore([...prefix, v]), w] as const));
    }
  };
  return explore([]);
}

function answerByPolicy(policy: Policy | undefined, prompt: Prompt): PromptOption['value'] | Distribution<PromptOption['value']> {
  if (policy) return policy(prompt);
  const first = prompt.options[0];
  if (!first) throw new DiceError('DICE_PROCESS', `prompt "${prompt.kind}" has no options`);
  return first.value;
}

function asDistribution<T>(v: T | Distribution<T>): Distribution<T> {
  return v instanceof Distribution ? v : Distribution.constant(v);
}
