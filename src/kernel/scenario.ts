import { z } from 'zod';
import { canonicalJson, scriptedFaces, SUSPEND, type Chooser } from '../dice/index.ts';
import { TableEngine } from './engine.ts';
import { getPath } from './events.ts';
import type { AnySystem } from './system.ts';
import type { Actor, TableEvent } from './types.ts';

/**
 * A scenario is a table written down: figures, then steps of (actor, command, scripted dice,
 * answers to prompts) with what must happen: events (partially matched, in order), values in
 * the state, a prompt, or a rejection code. docs/scenarios.md documents the format.
 */
const expectSchema = z.object({
  events: z.array(z.object({ type: z.string(), data: z.unknown().optional(), ruleIds: z.array(z.string()).optional() })).optional(),
  /** Events of these types must not occur in this step. */
  noEvents: z.array(z.string()).optional(),
  state: z.record(z.string(), z.json()).optional(),
  prompt: z.object({ to: z.string().optional(), kind: z.string().optional(), options: z.array(z.json()).optional() }).optional(),
  reject: z.string().optional(),
  /** Allow scripted dice to be left over (default: every scripted die must be used). */
  diceLeft: z.boolean().optional(),
}).strict();

const figureSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: z.string(),
  controller: z.string().default('gm'),
  template: z.string().optional(),
  sheet: z.unknown().optional(),
  position: z.json().optional(),
  revealed: z.boolean().optional(),
  /** Values set on the figure's status after it joins (e.g. { "life": 5 }). */
  status: z.record(z.string(), z.json()).optional(),
}).strict();

const stepSchema = z.object({
  note: z.string().optional(),
  actor: z.string().default('gm'),
  command: z.object({ type: z.string(), args: z.json().optional() }).strict(),
  dice: z.array(z.number().int()).optional(),
  answers: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
  expect: expectSchema.optional(),
}).strict();

export const scenarioSchema = z.object({
  $schema: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  system: z.string(),
  ruleIds: z.array(z.string()).default([]),
  options: z.record(z.string(), z.json()).optional(),
  seed: z.union([z.string(), z.number()]).default('scenario'),
  figures: z.array(figureSchema).default([]),
  steps: z.array(stepSchema),
}).strict();

export type Scenario = z.infer<typeof scenarioSchema>;

export interface ScenarioReport {
  readonly name: string;
  readonly passed: boolean;
  readonly failures: readonly string[];
  readonly steps: number;
}

export function parseActor(text: string): Actor {
  if (text === 'gm') return { kind: 'gm' };
  const [kind, id] = text.split(':');
  if ((kind === 'player' || kind === 'spectator') && id) return { kind, id };
  throw new Error(`unknown actor "${text}": use gm, player:<id> or spectator:<id>`);
}

export function runScenario(system: AnySystem, input: unknown): ScenarioReport {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    return { name: '(unreadable scenario)', passed: false, steps: 0, failures: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const sc = parsed.data;
  const failures: string[] = [];
  if (sc.system !== system.id) return { name: sc.name, passed: false, steps: 0, failures: [`scenario is for ${sc.system}, not ${system.id}`] };
  const table = TableEngine.create(system, { options: sc.options ?? {}, seed: sc.seed });

  sc.figures.forEach((f, i) => {
    const template = f.template ? system.templates.find((t) => t.id === f.template) : undefined;
    if (f.template && !template) failures.push(`figure ${f.id}: no template "${f.template}"`);
    const actor: Actor = f.controller === 'gm' ? { kind: 'gm' } : { kind: 'player', id: f.controller };
    const r = table.execute({ id: `setup-${i}`, type: 'figure.add', args: {
      id: f.id, name: f.name, side: f.side, sheet: (f.sheet ?? template?.sheet) as never,
      ...(f.position !== undefined ? { position: f.position } : {}),
      ...(f.revealed !== undefined ? { revealed: f.revealed } : {}),
    } }, actor);
    if (!r.ok) failures.push(`figure ${f.id}: ${r.rejection.code} ${r.rejection.message}`);
    for (const [key, value] of Object.entries(f.status ?? {})) {
      const s = table.execute({ id: `setup-${i}-${key}`, type: 'gm.set', args: { path: ['figures', f.id, 'status', key], value } }, { kind: 'gm' });
      if (!s.ok) failures.push(`figure ${f.id} status ${key}: ${s.rejection.message}`);
    }
  });
  if (failures.length > 0) return { name: sc.name, passed: false, steps: 0, failures };

  sc.steps.forEach((s, index) => {
    const where = `step ${index + 1} (${s.actor} ${s.command.type}${s.note ? `: ${s.note}` : ''})`;
    const faces = s.dice ? scriptedFaces(s.dice) : undefined;
    const queue = [...(s.answers ?? [])];
    const choose: Chooser = () => (queue.length > 0 ? queue.shift()! : SUSPEND);
    let result;
    try {
      result = table.execute({ id: `step-${index + 1}`, type: s.command.type, ...(s.command.args !== undefined ? { args: s.command.args } : {}) },
        parseActor(s.actor), { ...(faces ? { faces } : {}), choose });
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message}`);
      return;
    }
    const expect = s.expect ?? {};
    if (!result.ok) {
      if (expect.reject !== result.rejection.code) {
        failures.push(`${where}: rejected ${result.rejection.code} (${result.rejection.message})${expect.reject ? `, expected ${expect.reject}` : ''}`);
      }
      return;
    }
    if (expect.reject) failures.push(`${where}: expected rejection ${expect.reject}, but it was accepted`);
    if (faces && faces.remaining().length > 0 && !expect.diceLeft) failures.push(`${where}: scripted dice not used: ${faces.remaining().join(', ')}`);
    failures.push(...matchEvents(where, expect.events ?? [], result.events));
    for (const type of expect.noEvents ?? []) {
      if (result.events.some((e) => e.type === type)) failures.push(`${where}: unexpected ${type} event`);
    }
    for (const [path, want] of Object.entries(expect.state ?? {})) {
      const got = getPath(table.state, path.split('.'));
      if (canonicalJson(got) !== canonicalJson(want)) failures.push(`${where}: ${path} is ${show(got)}, expected ${show(want)}`);
    }
    if (expect.prompt) {
      const prompt = table.state.pending?.prompt;
      if (!prompt) failures.push(`${where}: expected a prompt, none is pending`);
      else {
        if (expect.prompt.to !== undefined && prompt.to !== expect.prompt.to) failures.push(`${where}: prompt to ${prompt.to}, expected ${expect.prompt.to}`);
        if (expect.prompt.kind !== undefined && prompt.kind !== expect.prompt.kind) failures.push(`${where}: prompt kind ${prompt.kind}, expected ${expect.prompt.kind}`);
        const values = prompt.options.map((o) => o.value);
        if (expect.prompt.options && canonicalJson(values) !== canonicalJson(expect.prompt.options)) {
          failures.push(`${where}: prompt options ${show(values)}, expected ${show(expect.prompt.options)}`);
        }
      }
    }
  });
  return { name: sc.name, passed: failures.length === 0, failures, steps: sc.steps.length };
}

/** Each expected event must appear, in order, with at least the given data. */
type ExpectedEvent = { type: string; data?: unknown; ruleIds?: string[] | undefined };

function matchEvents(where: string, expected: readonly ExpectedEvent[], actual: readonly TableEvent[]): string[] {
  let from = 0;
  for (const want of expected) {
    const at = actual.findIndex((e, i) => i >= from && e.type === want.type && (want.data === undefined || contains(e.data, want.data))
      && (want.ruleIds === undefined || want.ruleIds.every((id) => e.ruleIds?.includes(id))));
    if (at < 0) {
      const near = actual.filter((e) => e.type === want.type).map((e) => `    got ${show(e.data)}${e.ruleIds ? ` ${show(e.ruleIds)}` : ''}`);
      const rules = want.ruleIds ? ` with rules ${show(want.ruleIds)}` : '';
      const seen = near.length > 0 ? near.join('\n') : `    events were: ${actual.map((e) => e.type).join(', ')}`;
      return [`${where}: missing ${want.type} ${show(want.data ?? {})}${rules}\n${seen}`];
    }
    from = at + 1;
  }
  return [];
}

/** Deep partial match: every key of `want` is in `got` with a matching value; arrays match whole. */
export function contains(got: unknown, want: unknown): boolean {
  if (want === null || typeof want !== 'object') return canonicalJson(got) === canonicalJson(want);
  if (Array.isArray(want)) {
    return Array.isArray(got) && got.length === want.length && want.every((w, i) => contains(got[i], w));
  }
  if (got === null || typeof got !== 'object') return false;
  return Object.entries(want as Record<string, unknown>).every(([k, v]) => contains((got as Record<string, unknown>)[k], v));
}

function show(v: unknown): string {
  return canonicalJson(v);
}
