import type { z } from 'zod';
import type { Distribution, Policy, Process, Prompt, PromptOption } from '../dice/index.ts';
import type { Rejection } from './errors.ts';
import type { SheetNumbers } from './sheet-numbers.ts';
import type { Actor, EventDraft, Figure, Json, JsonObject, TableEvent, TableState } from './types.ts';

/**
 * A game system plugs into the kernel by describing itself: its character sheet and how to
 * validate it, its table options, its commands as resolutions, how its events change the
 * table, what each actor may do now, and how to talk about it. The kernel does the rest
 * (log, undo, decisions, GM powers, hidden information, odds, simulation).
 */
export interface SystemDefinition<Sheet = unknown, Status = unknown, Sys = unknown, Opts extends JsonObject = JsonObject> {
  readonly id: string;
  readonly name: string;
  /** The rule-ID prefix of this system's spec, e.g. 'HLH'. */
  readonly rulePrefix: string;

  /** Table options (rulings a GM may flip); parsing fills the defaults. */
  readonly options: z.ZodType<Opts>;
  readonly optionDocs: Readonly<Record<string, OptionDoc>>;

  readonly sheet: z.ZodType<Sheet>;
  /** The rule a sheet that does not fit `sheet` breaks (e.g. GG-BLD-01); `<prefix>-SHEET` if the spec names none. */
  readonly sheetRule?: string;
  /**
   * Every way the sheet breaks the rules, each with its rule ID; empty when legal. A sheet says
   * itself what it is (GG's major or minor, HLH's normals), so an NPC is checked like anyone.
   */
  validateSheet(sheet: Sheet): SheetIssue[];
  readonly templates: readonly CharacterTemplate<Sheet>[];
  /** The character's name as its sheet keeps it (each system keeps it its own way), or null. */
  nameOf(sheet: Sheet): string | null;
  /** What a sheet costs against its budget, line by line, for a system that builds on points. */
  cost?(sheet: Sheet): SheetCost;

  readonly status: z.ZodType<Status>;
  initialStatus(sheet: Sheet, options: Opts): Status;
  /** Positions this system's map accepts (squares, hexes…); undefined when it has no map. */
  readonly position?: z.ZodType<Json>;
  /**
   * Why the GM may not put `figure` at `position` (already a position of this map): the map's own rule,
   * e.g. one figure a square (HLH-PLAY-22). Asked by `gm.move` and by `figure.add` with a position; null allows it.
   */
  placeRejection?(state: TableState<Sys>, figure: string, position: Json): Rejection | null;
  /**
   * Where a simulated 1-v-1 fight puts two characters given without positions, for a system whose
   * rules need the map (ranges, closing in); without it such fights are fought off the map.
   */
  readonly arena?: Arena;

  initialSys(options: Opts): Sys;
  readonly conditions: Readonly<Record<string, ConditionDoc>>;

  readonly commands: Readonly<Record<string, CommandSpec<Sys, Opts>>>;
  /** Rolls initiative and the like when the GM starts combat. */
  startCombat(state: TableState<Sys>, ctx: RuleContext<Opts>): Resolution;
  /** Applies this system's events; kernel events never reach it. */
  apply(state: TableState<Sys>, event: TableEvent): TableState<Sys>;
  /**
   * The table after a GM override (`gm.set` of `path`; `before` is the table without it), for a system
   * that keeps a record of how a value came to be which the GM's value no longer matches. Without it
   * the override is all there is.
   */
  overridden?(before: TableState<Sys>, after: TableState<Sys>, path: readonly string[]): TableState<Sys>;
  /**
   * Why the GM's override of the system's state (`gm.set` of `path` under `sys`; `next` is the table
   * with it, the value already of the old one's type) would leave a table that cannot go on: a turn
   * given to a figure not on the table, a place past the order's end (override-checks.ts words them).
   * Null allows it. Asked of the part set only, so an unrelated value never trips it.
   */
  overrideRejection?(next: TableState<Sys>, path: readonly string[]): Rejection | null;
  /**
   * What this system does when the GM takes a figure off the table (`figure.remove`), in any phase:
   * `state` is the table already without it (`table.figure.removed` folded), `gone` its last record.
   * The resolution emits the system's events that take it out of its records: order lists no longer
   * name it and, if it was its turn, the turn passes on as if it had ended it (which may roll a new
   * round). Without it the figure's id stays in the system's own state and the turn may wait on no one.
   */
  figureRemoved?(state: TableState<Sys>, gone: Figure, ctx: RuleContext<Opts>): Resolution;

  /** Concrete commands this actor may send now: for the action bar, bots and fuzzing. */
  legalActions(state: TableState<Sys>, actor: Actor, ctx: RuleContext<Opts>): LegalAction[];
  /** Whether combat has ended and who won. */
  outcome(state: TableState<Sys>): CombatOutcome | null;

  /**
   * A one-line log text for an event of this system. `state`, when the caller has the table (the
   * server does), lets a line name what the event holds by key, e.g. an ability by its sheet's name.
   */
  describe(event: TableEvent, state?: TableState<Sys>): string;

  /** Exact odds of a command before it is rolled: summarises the events of one resolution. */
  readonly odds?: OddsSpec<Sys>;
  /** How bots play (simulation, fuzzing, odds of prompts): pick a command and answer prompts. */
  readonly bot?: BotSpec<Sys, Opts>;
  /** Removes from the state what this viewer may not see, beyond the kernel's own filtering. */
  view?(state: TableState<Sys>, viewer: Actor): TableState<Sys>;
  /**
   * Whether this viewer may see one of the system's events, beyond its visibility (e.g. the move
   * of a hidden character, for the other side's players). False turns it into a redacted gap.
   */
  viewEvent?(event: TableEvent, viewer: Actor, state: TableState<Sys>): boolean;
  /**
   * The numbers its events and status carry that were read off a sheet, by event type (sheet-numbers.ts):
   * blanked for a viewer who may not see that sheet, as the sheet is. Every event type it emits is declared.
   */
  readonly sheetNumbers?: SheetNumbers;
  /**
   * Named questions about odds outside a live table, e.g. 'attack' between two sheets or the
   * seed's 'section-8' table; `arbiter odds <system> <query> --param value` runs them.
   */
  readonly queries?: Readonly<Record<string, OddsQuery>>;
}

/** A sheet's price: its lines, the total and the budget it must fit (null: no budget). */
export interface SheetCost {
  readonly unit: string;
  readonly total: number;
  readonly budget: number | null;
  readonly lines: ReadonlyArray<{ readonly label: string; readonly cost: number }>;
}

/** The start of a simulated fight on a system's map: two sides `distance` apart. */
export interface Arena {
  /** The distance a fight starts at unless the user says another. */
  readonly distance: number;
  readonly maxDistance: number;
  /** What the distance counts, for people: 'hexes', 'squares'; `unitOne` for a distance of 1: 'hex'. */
  readonly unit: string;
  readonly unitOne: string;
  /**
   * Side A's and side B's positions at this distance, `sizes` of each (a lone fighter stands on its
   * side's spot; a group gathers round it, facing the other side). They may overlap when the sides
   * stand too close for their numbers: inArena refuses that.
   */
  positions(distance: number, sizes: readonly [number, number]): readonly [readonly Json[], readonly Json[]];
}

/** A question `arbiter odds` and the web can ask a system without a live table. */
export interface OddsQuery {
  readonly description: string;
  /** An object schema; the CLI maps `--name value` flags onto it (values ending in .json are read as files). */
  readonly params: z.ZodType;
  run(params: never): QueryResult;
}

export interface QueryResult {
  readonly title: string;
  /** Stable, documented JSON: what `--json` prints. Probabilities as exact fractions "n/d". */
  readonly json: Json;
  /** The same, laid out for a terminal. */
  readonly text: string;
  /** Bars for a chart: label and exact probability "n/d". */
  readonly bars?: ReadonlyArray<{ readonly label: string; readonly probability: string }>;
}

export interface OptionDoc {
  readonly ruleId: string;
  readonly description: string;
}

export interface ConditionDoc {
  readonly name: string;
  readonly ruleId: string;
  readonly description: string;
  /**
   * Conditions this one says all there is of: both stay in the state (undo, rules that ask), but a
   * client shows only this one while both are on, so a dead figure is not also "Knocked out".
   */
  readonly supersedes?: readonly string[];
  /**
   * A condition the system keeps as a field of the figure's status, not in its conditions (GG's out of
   * action): the GM's add sets the field to `on` and the remove to `off`, as the GM's override of it
   * (`gm.set`, which the system's `overridden` follows), so it means what the system's rules make of it.
   * It is not timed: the system's rules end it.
   */
  readonly status?: { readonly field: string; readonly on: string | number | boolean; readonly off: string | number | boolean };
}

export interface SheetIssue {
  readonly ruleId: string;
  /** Where in the sheet, as a JSON path, e.g. ['powers', 1]. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export interface CharacterTemplate<Sheet> {
  readonly id: string;
  readonly name: string;
  readonly kind: 'npc' | 'sample';
  readonly side?: string;
  readonly ruleId?: string;
  readonly sheet: Sheet;
}

/** Everything a rule may read besides the table: the options and the acting person. */
export interface RuleContext<Opts extends JsonObject = JsonObject> {
  readonly options: Opts;
  readonly actor: Actor;
}

export interface CommandSpec<Sys = unknown, Opts extends JsonObject = JsonObject> {
  readonly args: z.ZodType;
  /** The figure this command acts for; the kernel checks the actor controls it. */
  actingFigure?(args: never): string | null;
  readonly gmOnly?: boolean;
  /** Why this command is illegal now, or null. Must not roll dice. */
  validate(state: TableState<Sys>, args: never, ctx: RuleContext<Opts>): Rejection | null;
  resolve(state: TableState<Sys>, args: never, ctx: RuleContext<Opts>): Resolution;
}

/**
 * What a resolution may return: the table as its own events fold it. A resolution that keeps a
 * working state (it folds each event it emits with the system's own `apply`, to read its own
 * results) may hand that state back; simulation's fast lane then uses it instead of folding the
 * same events a second time. It must be exactly that fold: the differential test
 * (test/simulation-golden.test.ts) runs every fight both ways. Play ignores it and folds the log.
 */
export interface Folded {
  readonly folded: TableState;
  /**
   * The resolution's own folds made this table object during this command and nothing else holds
   * it: the fast lane sets the log position on it rather than copying the table once more.
   */
  readonly fresh: boolean;
}

export function folded(state: TableState, fresh = false): Folded {
  return { folded: state, fresh };
}

/** A command's resolution: rolls, asks and emits events; may return its folded state. */
export type Resolution = Process<Folded | void, EventDraft>;

/** A typed command spec; the cast hides argument variance from the registry. */
export function defineCommand<Args, Sys = unknown, Opts extends JsonObject = JsonObject>(spec: {
  args: z.ZodType<Args>;
  actingFigure?: (args: Args) => string | null;
  gmOnly?: boolean;
  validate: (state: TableState<Sys>, args: Args, ctx: RuleContext<Opts>) => Rejection | null;
  resolve: (state: TableState<Sys>, args: Args, ctx: RuleContext<Opts>) => Resolution;
}): CommandSpec<Sys, Opts> {
  return spec;
}

export interface LegalAction {
  readonly type: string;
  readonly args: Json;
  /** Short label for a button, e.g. "Attack Titan". */
  readonly label: string;
  /** The figure acting, when there is one. */
  readonly figure?: string;
  /** What it acts with, in words (a movement's name): a client offering a choice of means names it so. */
  readonly means?: string;
  /**
   * The same command may be aimed at hexes a map client's user picks, rather than the legal actions
   * listing every one (GG-PLAY-206): `hex`, one hex; `line`, two in turn (a Wall's ends). The picked
   * hexes go in the args `aimAt` names, in place of the offer's own (and of its `target`, when it
   * names one: a GG Area aimed at a hex, `at: {q, r}`); the rest of the args stay as offered.
   */
  readonly aim?: 'hex' | 'line';
  /** The args the aimed hexes go in, in the order picked: `['at']` for `hex` and `['from', 'to']` for `line` unless said. */
  readonly aimAt?: readonly string[];
  /** A `hex` aim that takes up to this many hexes, picked in turn and sent as a list (GG Summon's minions, GG-PLAY-242); one if absent. */
  readonly aimUpTo?: number;
}

export interface CombatOutcome {
  /** The winning side, or null for a draw / everyone down. */
  readonly winner: string | null;
  readonly reason: string;
}

/**
 * The usual end of a fight: over once at most one side still stands, that side winning, or a draw
 * when no one is left; `reason` says why the other sides are out, in the system's own words.
 */
export function lastSideStanding(standing: readonly string[], reason: string): CombatOutcome | null {
  if (standing.length > 1) return null;
  return standing.length === 1 ? { winner: standing[0]!, reason } : { winner: null, reason: 'no one is left standing' };
}

export interface OddsSpec<Sys = unknown> {
  /** Which commands have odds; others are deterministic. */
  readonly commands: readonly string[];
  /** Reduces one resolution's events to the outcome shown to players (hit, damage…). */
  summarize(events: readonly EventDraft[], state: TableState<Sys>, command: { type: string; args: unknown }): Json;
  /**
   * One summarised outcome in words for the players ("Hit: Ironclad loses 2 hits"), with names
   * where the summary holds figure ids; without it, clients word the summary's fields themselves.
   */
  describe?(outcome: Json, state: TableState<Sys>, command: { type: string; args: unknown }): string;
  /**
   * A sheet with nothing on it, for a figure on the table whose sheet a player may not see and whom
   * the command does not name (a bystander): a player's odds read it in place of the hidden sheet and
   * say so (`assumed`), where without it any read of that sheet refuses the odds (ODDS_HIDDEN). For
   * rules that scan everyone before a roll (GG asks every figure for a Counter before each to-hit),
   * so that a player's odds against a revealed foe are not lost to any unrevealed NPC at the table.
   * Undefined: no stand-in for this command (one whose subjects the args do not name, e.g. an Area
   * aimed at a hex, whose victims are whoever stands there).
   */
  standIn?(figure: Figure, command: { type: string; args: unknown }): unknown;
}

export interface BotSpec<Sys = unknown, Opts extends JsonObject = JsonObject> {
  /** Answers a prompt for simulations and odds: deterministic, or an exact mix. */
  answer(prompt: Prompt, state: TableState<Sys>, ctx: RuleContext<Opts>): PromptOption['value'] | Distribution<PromptOption['value']>;
  /** Chooses among the legal actions; `pick` returns an index below `n` from seeded dice. */
  choose(state: TableState<Sys>, actions: readonly LegalAction[], ctx: RuleContext<Opts>, pick: (n: number) => number): LegalAction;
  /**
   * The command `choose` would pick from `legalActions`, found from the state without listing
   * every legal action (a simulation asks before every command, and the list with its labels is
   * most of a bot's cost), or null when the bot has no quick answer and the list is needed. It
   * must make the very same picks as `choose` would; the kernel puts the command to its own
   * `validate` before running it, unless the bot marks it `legal`.
   */
  propose?(state: TableState<Sys>, ctx: RuleContext<Opts>, pick: (n: number) => number): BotCommand | null;
  /** Numbers to chart after a simulated fight, e.g. { 'a.life': 3, 'b.damageTaken': 12 }. */
  metrics?(start: TableState<Sys>, end: TableState<Sys>): Record<string, number>;
}

/** A command a bot proposes: what a legal action holds besides its label. */
export interface BotCommand {
  readonly type: string;
  readonly args: Json;
  /**
   * The bot vouches that `validate` accepts it: it was found by the very rule functions
   * `legalActions` asks, which hold only what `validate` accepts (so a system's tests check: the
   * proposal equals `choose`'s pick from the list, and the list agrees with `validate`). The fast
   * lane then runs it as it runs a command from the list, without validating it again.
   */
  readonly legal?: boolean;
}

/** Turns a system's bot answerer into the enumeration policy of the dice layer. */
export function botPolicy<Sys, Opts extends JsonObject>(
  system: SystemDefinition<unknown, unknown, Sys, Opts>,
  state: TableState<Sys>,
  ctx: RuleContext<Opts>,
): Policy {
  return (prompt) => (system.bot ? system.bot.answer(prompt, state, ctx) : prompt.options[0]!.value);
}

// A heterogeneous registry needs an erased system type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystem = SystemDefinition<any, any, any, any>;
