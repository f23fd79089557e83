import type { Prompt, RngState } from '../dice/index.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Who sends a command. The server sets it from the connection's credentials, never from the payload. */
export type Actor =
  | { readonly kind: 'gm' }
  | { readonly kind: 'player'; readonly id: string }
  | { readonly kind: 'spectator'; readonly id: string };

/** Who may see an event: everyone, the GM only, named players (and the GM), or no client at all. */
export type Visibility = 'all' | 'gm' | 'server' | { readonly players: readonly string[] };

/** A command as a client sends it: an id for idempotent retries, a type and its arguments. */
export interface Command {
  readonly id: string;
  readonly type: string;
  readonly args?: unknown;
}

/** What a resolution emits: a fact, without its place in the log yet. */
export interface EventDraft<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
  /** The rules that produced this result, so a log line can say why. */
  readonly ruleIds?: readonly string[];
  readonly visibility?: Visibility;
}

/** A fact in a table's append-only log. */
export interface TableEvent<T extends string = string, D = unknown> extends EventDraft<T, D> {
  readonly seq: number;
  /** seq of the first event of the command that caused it: the unit of undo. */
  readonly batch: number;
  readonly commandId?: string;
  readonly actor?: Actor;
}

/** A figure on the table: a character or NPC in play. Sheet and status are the system's. */
export interface Figure<Sheet = unknown, Status = unknown> {
  readonly id: string;
  readonly name: string;
  /** 'gm', or the id of the player who controls it. */
  readonly controller: string;
  readonly side: string;
  readonly sheet: Sheet;
  readonly status: Status;
  readonly position?: Json;
  readonly conditions: readonly Condition[];
  /** NPC sheets stay hidden from players until the GM reveals them. */
  readonly revealed: boolean;
}

/** A condition on a figure; `expires` makes the kernel remove it at a turn or round boundary. */
export interface Condition {
  readonly id: string;
  readonly ruleId?: string;
  readonly note?: string;
  readonly data?: Json;
  readonly expires?: Expiry;
}

/**
 * When a condition ends: at the start or end of a figure's turn (after `turns` such turns),
 * or at the end of a round (after `rounds`).
 */
export type Expiry =
  | { readonly at: 'turn-start' | 'turn-end'; readonly of: string; readonly turns: number }
  | { readonly at: 'round-end'; readonly rounds: number };

export type TablePhase = 'setup' | 'combat' | 'ended';

/** A resolution stopped to ask someone; it resumes by replaying its answers. */
export interface Pending {
  readonly prompt: Prompt;
  readonly command: Command;
  readonly actor: Actor;
  /** Dice values and answers so far, in request order. */
  readonly answers: readonly unknown[];
  /** How many of its events were already committed, so a resume does not repeat them. */
  readonly emitted: number;
  /** The table as it was when the command began: the process replays against it. */
  readonly base: TableState;
  readonly batch: number;
}

export interface TableState<Sys = unknown> {
  readonly schemaVersion: number;
  readonly system: string;
  readonly options: JsonObject;
  /** seq of the last event applied. */
  readonly seq: number;
  readonly phase: TablePhase;
  readonly round: number;
  /** The dice generator. Never leaves the server (see view.ts). */
  readonly rng: RngState;
  readonly figures: Readonly<Record<string, Figure>>;
  /** Figure ids in the order they were added: a stable order for lists and ties. */
  readonly figureOrder: readonly string[];
  readonly pending: Pending | null;
  /** Per-session once-only uses and similar bookkeeping the kernel keeps for systems. */
  readonly sys: Sys;
  readonly winner?: string | null;
}

export const STATE_SCHEMA_VERSION = 1;
