import { z } from 'zod';
import type { Distribution } from '../../../dice/index.ts';
import { scriptedFaces, type Rational } from '../../../dice/index.ts';
import { oddsOf, TableEngine, type AnySystem, type Json, type QueryResult } from '../../../kernel/index.ts';
import { validateSheet } from '../builder/sheet-price.ts';
import { ggSheetSchema, type GgSheet } from '../sheet.ts';
import { GG_TEMPLATES } from '../templates/index.ts';
import { attackAbilities, profileOf } from './profile.ts';

// `arbiter odds glorious-gladiators attack`: one attack between two characters on a hex map,
// enumerated by `oddsOf` from the very resolution play runs (GG-DICE-08), as the action bar's odds
// are. Before, the query worked the to-hit and result rolls out by hand, so it knew nothing of range
// bands, minimum rolls, re-rolls, Knockback or any rule the attack steps add.

/** A template id, or a sheet (the CLI reads a `.json` value as a file). */
const sheetParam = z.union([z.string(), z.record(z.string(), z.unknown())]);

export const attackQueryParams = z.object({
  attacker: sheetParam.default('blue-comet'),
  defender: sheetParam.default('ironclad'),
  /** The attack's key; unsaid, the attacker's highest-Level attack that is legal at this distance. */
  ability: z.string().optional(),
  /** Hexes between the two (1: adjacent; GG-MOVE-02 range bands count them). */
  distance: z.number().int().min(1).max(100).default(1),
  /** The defender's hits left, when not its full hits (GG-DMG-01). */
  defenderHits: z.number().int().min(1).optional(),
}).strict();
export type AttackQueryParams = z.infer<typeof attackQueryParams>;

const GM = { kind: 'gm' } as const;

function sheetFrom(ref: string | Record<string, unknown>): Named {
  if (typeof ref === 'string') {
    const t = GG_TEMPLATES.find((x) => x.id === ref);
    if (!t) throw new Error(`no template "${ref}" (templates: ${GG_TEMPLATES.map((x) => x.id).join(', ')})`);
    return { name: t.name, sheet: t.sheet };
  }
  const parsed = ggSheetSchema.safeParse(ref);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || '(sheet)'}: ${i.message}`).join('; '));
  const issues = validateSheet(parsed.data);
  if (issues.length > 0) throw new Error(issues.map((i) => `[${i.ruleId}] ${i.message}`).join('; '));
  return { name: parsed.data.name, sheet: parsed.data };
}

/**
 * The table the attack is asked on: the two at `distance` hexes on a row, combat started, the
 * attacker's turn begun. Initiative goes by Speed, so a faster defender first ends its turn unused.
 */
type Named = { name: string; sheet: GgSheet };

function tableFor(system: AnySystem, a: Named, d: Named, p: AttackQueryParams): TableEngine {
  const t = TableEngine.create(system, { seed: 'odds' });
  const run = (id: string, type: string, args: Json, faces?: number[]) => {
    const r = t.execute({ id, type, args }, GM, faces ? { faces: scriptedFaces(faces) } : {});
    if (!r.ok) throw new Error(r.rejection.message);
  };
  run('a', 'figure.add', { id: 'a', name: a.name, side: 'attackers', sheet: a.sheet as never, position: { q: 0, r: 0 } });
  run('d', 'figure.add', { id: 'd', name: d.name, side: 'defenders', sheet: d.sheet as never, position: { q: p.distance, r: 0 } });
  if (p.defenderHits !== undefined) run('hits', 'gm.set', { path: ['figures', 'd', 'status', 'hits'], value: p.defenderHits });
  // The initiative dice favour the attacker among equal Speeds (GG-INIT-01: Speed × 10 + 1D).
  run('start', 'combat.start', {}, [10, 1]);
  const sys = t.state.sys as { order: readonly string[]; index: number };
  if (sys.order[sys.index] === 'd') run('wait', 'gg.end-turn', { figure: 'd' });
  return t;
}

/** One attack between two characters: hit, hits dealt, out of action, exactly (GG-ATK-01, GG-DICE-08). */
export function attackQuery(system: AnySystem, p: AttackQueryParams): QueryResult {
  const a = sheetFrom(p.attacker);
  const d = sheetFrom(p.defender);
  const t = tableFor(system, a, d, p);
  const attacks = [...attackAbilities(profileOf(a.sheet))].sort((x, y) => y.level - x.level);
  if (attacks.length === 0) throw new Error(`${a.name} has no attack`);
  const tried = p.ability === undefined ? attacks : attacks.filter((x) => x.key === p.ability);
  if (tried.length === 0) throw new Error(`${a.name} has no attack "${p.ability}" (attacks: ${attacks.map((x) => x.key).join(', ')})`);
  const refusals: string[] = [];
  for (const ability of tried) {
    const r = oddsOf(system, t.state, { type: 'gg.attack', args: { figure: 'a', ability: ability.key, target: 'd' } }, GM);
    if (!r.ok) {
      refusals.push(`${ability.key}: ${r.rejection.message}${r.rejection.ruleId ? ` (${r.rejection.ruleId})` : ''}`);
      continue;
    }
    return report(`${a.name}: ${ability.name} at ${d.name}, ${p.distance} hex${p.distance === 1 ? '' : 'es'}`, ability.key,
      r.distribution as Distribution<{ hit: boolean; hits: number; out: boolean }>);
  }
  throw new Error(`no legal attack at ${p.distance} hex${p.distance === 1 ? '' : 'es'}: ${refusals.join('; ')}`);
}

function report(title: string, ability: string, d: Distribution<{ hit: boolean; hits: number; out: boolean }>): QueryResult {
  const hits = d.map((o) => o.hits);
  const rows = hits.probabilities().sort((x, y) => x[0] - y[0]);
  const summary: Array<{ label: string; probability: Rational }> = [
    { label: 'hit', probability: d.probabilityWhere((o) => o.hit) },
    { label: '1+ hits dealt', probability: d.probabilityWhere((o) => o.hits > 0) },
    { label: 'defender out of action', probability: d.probabilityWhere((o) => o.out) },
  ];
  const mean = hits.mean();
  const line = (label: string, p: Rational) => `${label.padEnd(24)} ${p.toString().padStart(9)}  ${(p.toNumber() * 100).toFixed(2).padStart(6)}%`;
  return {
    title,
    json: {
      ability,
      summary: summary.map((s) => ({ label: s.label, probability: s.probability.toString() })),
      meanHits: mean.toString(),
      outcomes: rows.map(([n, pr]) => ({ hits: n, probability: pr.toString() })),
    },
    text: [...summary.map((s) => line(s.label, s.probability)),
      `${'mean hits'.padEnd(24)} ${mean.toString().padStart(9)}  ${mean.toNumber().toFixed(3).padStart(7)}`, '',
      ...rows.map(([n, pr]) => line(`${n} hit${n === 1 ? '' : 's'}`, pr))].join('\n'),
    bars: rows.map(([n, pr]) => ({ label: `${n} hit${n === 1 ? '' : 's'}`, probability: pr.toString() })),
  };
}
