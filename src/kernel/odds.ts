import type { Distribution } from '../dice/index.ts';
import { DiceError, enumerateProcess, type Policy, type Rational } from '../dice/index.ts';
import { reject, type Rejection } from './errors.ts';
import { hiddenReads } from './odds-hidden.ts';
import { prepare } from './step.ts';
import type { AnySystem, Folded } from './system.ts';
import type { Actor, Command, EventDraft, Json, TableState } from './types.ts';

export interface OddsResult {
  readonly ok: true;
  /** The exact distribution of the summarised outcome. */
  readonly distribution: Distribution<Json>;
  /** Outcomes with exact probabilities, most likely first, each in words where the system words them. */
  readonly outcomes: ReadonlyArray<{ readonly outcome: Json; readonly probability: Rational; readonly label?: string }>;
  /**
   * For a player's odds: the figures, not named by the command, whose hidden sheets the odds took as
   * having nothing on them (OddsSpec.standIn): exact as far as the player can see, not beyond.
   */
  readonly assumed?: readonly string[];
}

export interface OddsOptions {
  /** Fixed answers by prompt kind (e.g. { defense: 'dodge' }); others follow the system's bot. */
  readonly answers?: Readonly<Record<string, string | number | boolean>>;
  /**
   * The most outcomes to enumerate before giving up with ODDS_TOO_COMPLEX (dice/process.ts's own
   * guard when unsaid). A live table sets it low: the answer must come while the player waits, and
   * the server works one request at a time.
   */
  readonly maxLeaves?: number;
  /** The caller's limit in time, asked as the enumeration goes (a server's deadline): true gives ODDS_TOO_COMPLEX. */
  readonly stop?: () => boolean;
}

/**
 * The exact odds of a command before it is rolled, from the very resolution that play runs:
 * every roll enumerated with its exact weight, prompts answered by a policy, and each path's
 * events summarised by the system (hit, damage, knock-back…).
 */
export function oddsOf(
  system: AnySystem,
  state: TableState,
  command: Omit<Command, 'id'> & { id?: string },
  actor: Actor,
  options: OddsOptions = {},
): OddsResult | { readonly ok: false; readonly rejection: Rejection } {
  const full: Command = { id: command.id ?? 'odds', type: command.type, ...(command.args !== undefined ? { args: command.args } : {}) };
  // The checks read the table itself: they refuse exactly as play would, which tells no more than play.
  const prepared = prepare(system, state, full, actor);
  if (!prepared.ok) return prepared;
  const { spec, args, ctx } = prepared;
  // Everything after reads a table whose hidden parts note their reads (odds-hidden.ts); the GM's,
  // or a player's with nothing hidden from them, is the table itself.
  const hidden = hiddenReads(system, state, actor, { type: full.type, args });
  const table = hidden ? hidden.state : state;
  const stop = hidden ? () => hidden.read() || options.stop?.() === true : options.stop;
  const odds = system.odds;
  const policy: Policy = (prompt) => {
    const fixed = options.answers?.[prompt.kind];
    if (fixed !== undefined && prompt.options.some((o) => o.value === fixed)) return fixed;
    return system.bot ? system.bot.answer(prompt, table, ctx) : prompt.options[0]!.value;
  };
  let distribution: Distribution<Json>;
  try {
    distribution = enumerateProcess<Folded | void, EventDraft, Json>(() => spec.resolve(table, args as never, ctx), {
      policy,
      outcome: (_r, events) => (odds ? odds.summarize(events, table, { type: full.type, args }) : defaultSummary(events)),
      ...(options.maxLeaves !== undefined ? { maxLeaves: options.maxLeaves } : {}),
      ...(stop ? { stop } : {}),
    });
  } catch (e) {
    // A hidden part read is the answer, however the enumeration ended (stopped early for it, or tripped on a recorder).
    const refusal = hidden?.refusal();
    if (refusal) return { ok: false, rejection: refusal };
    // Only the enumeration's own guard is an answer ("too many ways"); anything else is a bug.
    if (e instanceof DiceError && e.code === 'DICE_TOO_MANY_OUTCOMES') return { ok: false, rejection: reject('ODDS_TOO_COMPLEX') };
    throw e;
  }
  // Worded once per distinct outcome, after the enumeration: never on the enumeration's paths.
  const worded = odds?.describe !== undefined;
  const outcomes = distribution
    .probabilities()
    .map(([outcome, probability]) => (worded
      ? { outcome, probability, label: odds.describe!(outcome, table, { type: full.type, args }) }
      : { outcome, probability }))
    .sort((a, b) => b.probability.compare(a.probability));
  const refusal = hidden?.refusal();
  if (refusal) return { ok: false, rejection: refusal };
  const assumed = hidden?.assumed() ?? [];
  return { ok: true, distribution, outcomes, ...(assumed.length > 0 ? { assumed } : {}) };
}

/** Without a system summary, a path is the list of its event types. */
function defaultSummary(events: readonly EventDraft[]): Json {
  return events.map((e) => e.type);
}
