import { Distribution, seededFaces, seededRng, type Rng } from '../dice/index.ts';
import { kernelEvent } from './events.ts';
import { createTableState } from './state.ts';
import { fastStep, type FastEnv } from './fast-lane.ts';
import { commit, step } from './step.ts';
import type { AnySystem, RuleContext } from './system.ts';
import type { Actor, Figure, Json, TableEvent, TableState } from './types.ts';

/** One side's build for a simulated fight. */
export interface Combatant {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly sheet: unknown;
  readonly position?: Json;
}

export interface FightResult {
  readonly winner: string | null;
  readonly rounds: number;
  readonly commands: number;
  /** Per-figure numbers the system reports at the end (e.g. life left, damage taken). */
  readonly metrics: Readonly<Record<string, number>>;
}

const GM: Actor = { kind: 'gm' };

/**
 * One fight between built characters, every decision made by the system's bot, every die from
 * `rng`. The rules are exactly those of play: the same command specs, resolutions and folds,
 * run by the fast lane (fast-lane.ts), which skips the event log and re-validating the bot's
 * commands that come from `legalActions`. A bot that can `propose` its command without the list
 * does so, and the command's own `validate` checks it unless the bot marks it `legal`. `lane: 'full'` (or a `trace`) runs every
 * command through `step` as a live table does; both give the same fight.
 */
export function simulateFight(
  system: AnySystem,
  combatants: readonly Combatant[],
  rng: Rng,
  options: {
    readonly tableOptions?: unknown;
    readonly maxCommands?: number;
    readonly lane?: 'fast' | 'full';
    /** Sees every command's events and the state after them (golden tests); implies the full lane. */
    readonly trace?: (events: readonly TableEvent[], state: TableState) => void;
    /** Sees the table as the fight ends (the differential test compares the lanes by it). */
    readonly end?: (state: TableState) => void;
  } = {},
): FightResult {
  const bot = system.bot;
  if (!bot) throw new Error(`${system.id} has no bot: it cannot be simulated`);
  const maxCommands = options.maxCommands ?? 2000;
  const full = options.lane === 'full' || options.trace !== undefined;
  const setup = setupOf(system, combatants, options.tableOptions);
  const start = setup.state;
  options.trace?.(setup.events, start);
  const fight = new Fight(system, bot, rng, start, full, options.trace);
  fight.run('combat.start', {}, false);
  while (fight.state.phase === 'combat' && fight.commands < maxCommands) {
    // A bot that knows its command without the list proposes it; the command's validate checks
    // it, unless the bot vouches for it (the full lane validates every command all the same).
    const proposed = bot.propose?.(fight.state, fight.ctx(), fight.pick);
    if (proposed) {
      fight.run(proposed.type, proposed.args, proposed.legal === true);
      continue;
    }
    const actions = system.legalActions(fight.state, GM, fight.ctx());
    if (actions.length === 0) break;
    const action = bot.choose(fight.state, actions, fight.ctx(), fight.pick);
    fight.run(action.type, action.args, true);
  }
  const state = fight.state;
  options.end?.(state);
  const metrics = system.bot?.metrics?.(start, state) ?? {};
  return { winner: state.phase === 'ended' ? (state.winner ?? null) : null, rounds: state.round, commands: fight.commands, metrics };
}

/**
 * One simulated fight under way: its table, and the picks, dice and answers the bot and the lanes
 * use. A class with functions made by plain factories rather than closures named inside
 * `simulateFight`: under tsx every named function made in a function body is renamed with
 * `Object.defineProperty` each time it is made, which a simulation of thousands of fights pays.
 */
class Fight {
  state: TableState;
  commands = 0;
  /** One context while the options stay the same object (they do for a whole simulated fight). */
  private context: RuleContext;
  readonly pick: (n: number) => number;
  readonly env: FastEnv;

  constructor(
    private readonly system: AnySystem, bot: NonNullable<AnySystem['bot']>, rng: Rng, state: TableState,
    private readonly full: boolean, private readonly trace: ((events: readonly TableEvent[], state: TableState) => void) | undefined,
  ) {
    this.state = state;
    this.context = { options: state.options, actor: GM };
    this.pick = picker(rng);
    this.env = { faces: seededFaces(rng), choose: answerer(this, bot, rng), trusted: true };
  }

  ctx(): RuleContext {
    const options = this.state.options;
    return options === this.context.options ? this.context : (this.context = { options, actor: GM });
  }

  /** `legal`: the command came from legalActions, so the fast lane need not validate it again. */
  run(type: string, args: unknown, legal: boolean): void {
    if (this.full) {
      const r = step(this.system, this.state, { id: `c${this.commands}`, type, args }, GM, this.env);
      if (!r.ok) throw new Error(`the bot's legal ${type} was rejected: ${r.rejection.code} ${r.rejection.message}`);
      this.state = r.state;
      this.trace?.(r.events, this.state);
    } else {
      // Command ids only go into the log, which the fast lane does not write.
      this.state = fastStep(this.system, this.state, { id: 'sim', type, args }, GM, this.env, legal);
    }
    this.commands++;
  }
}

function picker(rng: Rng): (n: number) => number {
  return (n) => rng.die(n) - 1;
}

function answerer(fight: Fight, bot: NonNullable<AnySystem['bot']>, rng: Rng): FastEnv['choose'] {
  return (prompt) => sample(bot.answer(prompt, fight.state, fight.ctx()), rng);
}

interface Setup {
  readonly system: AnySystem;
  readonly tableOptions: unknown;
  /** The table with the combatants added, before combat starts, and the events that made it. */
  readonly state: TableState;
  readonly events: readonly TableEvent[];
}

/**
 * Tables after setup, by combatants array: `simulate` runs thousands of fights from one setup, and
 * parsing the options, building the figures and folding them in is the same work every time.
 * States are immutable, so fights can share one. A few setups are kept per array.
 */
const setups = new WeakMap<readonly Combatant[], Setup[]>();

function setupOf(system: AnySystem, combatants: readonly Combatant[], tableOptions: unknown): Setup {
  const known = setups.get(combatants) ?? [];
  const hit = known.find((x) => x.system === system && x.tableOptions === tableOptions);
  if (hit) return hit;
  const empty = createTableState(system, { options: tableOptions ?? {}, seed: 0 });
  const figures = combatants.map((c): Figure => ({
    id: c.id, name: c.name, controller: 'gm', side: c.side, sheet: c.sheet,
    status: system.initialStatus(c.sheet, empty.options as never) as unknown,
    ...(c.position !== undefined ? { position: c.position } : {}),
    conditions: [], revealed: true,
  }));
  const added = commit(system, empty, { id: 'setup', type: 'setup' }, GM, figures.map((figure) => kernelEvent('table.figure.added', { figure })));
  if (!added.ok) throw new Error('setup failed');
  const setup = { system, tableOptions, state: added.state, events: added.events };
  if (known.length < 4) setups.set(combatants, [...known, setup]);
  return setup;
}

function sample<T>(v: T | Distribution<T>, rng: Rng): T {
  if (!(v instanceof Distribution)) return v;
  const entries = v.entries();
  // Exact weights may exceed 2^32; scale them down to draw, keeping the order of outcomes.
  const total = v.total;
  const shift = total > 0xffffffffn ? BigInt(total.toString(2).length - 32) : 0n;
  const scaled = entries.map(([, w]) => Number(w >> shift) || 1);
  let r = rng.die(scaled.reduce((a, b) => a + b, 0));
  for (let i = 0; i < entries.length; i++) {
    r -= scaled[i]!;
    if (r <= 0) return entries[i]![0];
  }
  return entries[entries.length - 1]![0];
}

export interface SimulationSummary {
  readonly fights: number;
  readonly seed: string;
  /** Wins per side (null = no winner), in fight counts. */
  readonly wins: Readonly<Record<string, number>>;
  /** Win rate per side with a 95% Wilson interval. */
  readonly winRates: Readonly<Record<string, { rate: number; low: number; high: number }>>;
  /** Histogram of fight length in rounds. */
  readonly rounds: Readonly<Record<number, number>>;
  readonly meanRounds: number;
  /** Histograms of each metric. */
  readonly metrics: Readonly<Record<string, Readonly<Record<number, number>>>>;
}

/**
 * Many seeded fights. Fight i uses the generator seeded `${seed}:${i}`, so a run is reproducible
 * and any single fight can be replayed alone.
 */
export function simulate(
  system: AnySystem,
  combatants: readonly Combatant[],
  options: { fights: number; seed: string; tableOptions?: unknown; onProgress?: (done: number, total: number) => void; first?: number },
): SimulationSummary {
  const wins: Record<string, number> = {};
  const rounds: Record<number, number> = {};
  const metrics: Record<string, Record<number, number>> = {};
  let roundSum = 0;
  const every = Math.max(1, Math.floor(options.fights / 100));
  for (let i = 0; i < options.fights; i++) {
    // Fight numbers continue from `first`, so a run split into chunks equals the run in one piece.
    const r = simulateFight(system, combatants, seededRng(`${options.seed}:${(options.first ?? 0) + i}`), { tableOptions: options.tableOptions });
    const key = r.winner ?? 'none';
    wins[key] = (wins[key] ?? 0) + 1;
    rounds[r.rounds] = (rounds[r.rounds] ?? 0) + 1;
    roundSum += r.rounds;
    for (const [m, v] of Object.entries(r.metrics)) {
      const h = (metrics[m] ??= {});
      h[v] = (h[v] ?? 0) + 1;
    }
    if (options.onProgress && ((i + 1) % every === 0 || i + 1 === options.fights)) options.onProgress(i + 1, options.fights);
  }
  const sides = new Set([...combatants.map((c) => c.side), ...Object.keys(wins)]);
  const winRates = Object.fromEntries([...sides].map((s) => [s, wilson(wins[s] ?? 0, options.fights)]));
  const meanRounds = roundSum / Math.max(1, options.fights);
  return { fights: options.fights, seed: options.seed, wins, winRates, rounds, meanRounds, metrics };
}

/** The Wilson score interval at 95%: honest near 0% and 100%, unlike the normal approximation. */
export function wilson(successes: number, n: number): { rate: number; low: number; high: number } {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const z = 1.959963984540054;
  const p = successes / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
