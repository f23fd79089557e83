import { oddsOf, type Actor, type AnySystem, type Command, type OddsResult, type Rejection, type TableState } from '../kernel/index.ts';

/**
 * One odds request of a live table, answered as the `odds` message carries it. Run in an odds
 * worker (odds-worker.ts, the system looked up there by id) or, for a system the workers do not
 * know, on the server's thread (odds-pool.ts).
 */

/**
 * The most outcomes enumerated for one odds request before answering ODDS_TOO_COMPLEX. GG paths cost
 * 15-30 µs each, so this bounds a request near 5 s (a Long Line through three figures needs ~150,000;
 * a 3-shot Autofire into a crowd passes it, where the enumeration's own guard of 2,000,000 took a
 * minute and answered INTERNAL).
 */
export const ODDS_LEAVES = 200_000;
/** And at most this long, whatever a path costs: the player waits, and so does the worker's next request. */
export const ODDS_MS = 3_000;

export interface OddsJob {
  readonly system: string;
  /** The table as the request found it (states are never changed in place, so it is a snapshot). */
  readonly state: TableState;
  readonly command: Omit<Command, 'id'> & { id?: string };
  /** The requesting seat's actor: oddsOf checks its rights as play would (spectators, GM-only, another's figure). */
  readonly actor: Actor;
  readonly answers?: Readonly<Record<string, string | number | boolean>> | undefined;
  /** The caps, when not ODDS_LEAVES and ODDS_MS (a server's options; tests raise them). */
  readonly limits?: OddsLimits;
}

export interface OddsLimits {
  readonly maxLeaves: number;
  readonly maxMs: number;
}

/** An odds outcome as it goes over the wire: the exact probability as a fraction, the system's words when it has them. */
export interface WireOutcome {
  readonly outcome: unknown;
  readonly probability: string;
  readonly label?: string;
}

/** `assumed`: the unrevealed bystanders a player's odds took as having nothing on their sheets (OddsResult.assumed). */
export type OddsAnswer =
  | { readonly ok: true; readonly outcomes: WireOutcome[]; readonly assumed?: string[] }
  | { readonly ok: false; readonly rejection: Rejection };

/** `cancelled`: the requester gave up (a newer request, a closed connection); answered like the time cap, and dropped. */
export function answerOdds(system: AnySystem, job: OddsJob, cancelled: () => boolean = () => false): OddsAnswer {
  const { maxLeaves, maxMs } = job.limits ?? { maxLeaves: ODDS_LEAVES, maxMs: ODDS_MS };
  const deadline = performance.now() + maxMs;
  const stop = () => cancelled() || performance.now() > deadline;
  const options = { ...(job.answers ? { answers: job.answers } : {}), maxLeaves, stop };
  const r = oddsOf(system, job.state, job.command, job.actor, options);
  if (!r.ok) return { ok: false, rejection: r.rejection };
  return { ok: true, outcomes: r.outcomes.map(wireOutcome), ...(r.assumed ? { assumed: [...r.assumed] } : {}) };
}

function wireOutcome(o: OddsResult['outcomes'][number]): WireOutcome {
  return { outcome: o.outcome, probability: o.probability.toString(), ...(o.label !== undefined ? { label: o.label } : {}) };
}
