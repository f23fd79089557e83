import { z } from 'zod';
import { scriptedFaces, type Distribution, type Rational } from '../../dice/index.ts';
import { oddsOf, TableEngine, type AnySystem, type Json, type OddsQuery, type QueryResult } from '../../kernel/index.ts';
import { CAREER_TYPE_INFO } from './catalog.ts';
import { profileOf } from './derive.ts';
import { actionsDistribution, assistDistribution, atLeast, section8, SECTION_8_SIDES, sideLabel, valueDistribution } from './odds.ts';
import { hlhSheetSchema, type HlhSheet } from './sheet.ts';
import { HLH_TEMPLATES } from './templates.ts';
import { validateHlhSheet } from './validate.ts';

const pct = (p: Rational) => `${(p.toNumber() * 100).toFixed(2).padStart(6)}%`;
const row = (label: string, p: Rational) => `${label.padEnd(28)} ${p.toString().padStart(11)}  ${pct(p)}`;
const which = z.enum(['high', 'low']);
const modifier = z.number().int().min(-4).max(8);

function rowsOf(d: Distribution<number>, label: (v: number) => string): Array<{ label: string; value: number; probability: Rational }> {
  return d.probabilities().map(([v, p]) => ({ label: label(v), value: v, probability: p }));
}

type Row = { label: string; probability: Rational; value?: number };

function table(title: string, rows: readonly Row[], extra: Record<string, Json> = {}): QueryResult {
  return {
    title,
    json: {
      ...extra,
      rows: rows.map((r) => ({
        label: r.label, ...(r.value !== undefined ? { value: r.value } : {}), probability: r.probability.toString(),
      })),
    },
    text: rows.map((r) => row(r.label, r.probability)).join('\n'),
    bars: rows.map((r) => ({ label: r.label, probability: r.probability.toString() })),
  };
}

function section8Query(): QueryResult {
  const rows = section8();
  const heads = SECTION_8_SIDES.map((s) => (s.mod > 0 ? `+${s.mod}` : String(s.mod)).padStart(5));
  const lines = [
    `${'Roller ↓ / Opponent →'.padEnd(22)}${'Low'.padEnd(30)}High`,
    `${''.padEnd(22)}${heads.join('')}`,
    ...rows.map((r) => `${r.roller.padEnd(22)}${r.cells.map((c) => `${c.percent}%`.padStart(5)).join('')}`),
    '',
    'Exact numerators over 1296:',
    ...rows.map((r) => `${r.roller.padEnd(22)}${r.cells.map((c) => String(c.numerator).padStart(5)).join('')}`),
  ];
  return {
    title: '2d6 ≥ 2d6: P(roller ≥ opponent), each reading plus its modifier, floored at 1 (seed §8)',
    json: {
      columns: SECTION_8_SIDES.map(sideLabel),
      rows: rows.map((r) => ({
        roller: r.roller,
        cells: r.cells.map((c) => ({
          opponent: c.opponent, percent: c.percent, numerator: c.numerator, probability: c.probability.toString(),
        })),
      })),
    },
    text: lines.join('\n'),
  };
}

const sheetParam = z.union([z.string(), z.record(z.string(), z.unknown())]);

function sheetFrom(ref: string | Record<string, unknown>): { name: string; sheet: HlhSheet } {
  if (typeof ref === 'string') {
    const t = HLH_TEMPLATES.find((x) => x.id === ref);
    if (!t) throw new Error(`no template "${ref}" (templates: ${HLH_TEMPLATES.map((x) => x.id).join(', ')})`);
    return { name: t.name, sheet: t.sheet };
  }
  const sheet = hlhSheetSchema.parse(ref);
  const issues = validateHlhSheet(sheet);
  if (issues.length > 0) throw new Error(issues.map((i) => `[${i.ruleId}] ${i.message}`).join('; '));
  return { name: sheet.heroName || sheet.civilianName, sheet };
}

const attackParams = z.object({
  attacker: sheetParam.default('blaze'),
  defender: sheetParam.default('titan'),
  /** Squares between them: 1 is adjacent ([HLH-ATK-01]). */
  distance: z.number().int().min(1).max(100).default(1),
  /** Another opponent adjacent to the defender: −1 to its Defense roll ([HLH-ATK-04]). */
  crowded: z.boolean().default(false),
  type: z.enum(['mundane', 'fantastic']).default('mundane'),
  heroicEffort: z.boolean().default(false),
  /** The defender's Life (0 or less: unconscious, hit automatically). */
  defenderLife: z.number().int().optional(),
}).strict();

/** One attack between two sheets on a small map, enumerated by `oddsOf` from the rule code itself ([HLH-PROB-03]). */
function attackQuery(system: AnySystem, p: z.infer<typeof attackParams>): QueryResult {
  const a = sheetFrom(p.attacker);
  const b = sheetFrom(p.defender);
  const t = TableEngine.create(system, { seed: 'odds' });
  const gm = { kind: 'gm' } as const;
  const add = (id: string, name: string, side: string, sheet: HlhSheet, x: number, y: number) => {
    const r = t.execute({ id, type: 'figure.add', args: { id, name, side, sheet: sheet as never, position: { x, y }, revealed: true } }, gm);
    if (!r.ok) throw new Error(r.rejection.message);
  };
  add('a', a.name, 'a', a.sheet, 0, 0);
  add('b', b.name, 'b', b.sheet, p.distance, 0);
  if (p.crowded) add('c', 'another foe', 'a', a.sheet, p.distance, 1);
  if (p.defenderLife !== undefined) t.execute({ id: 'l', type: 'gm.set', args: { path: ['figures', 'b', 'status', 'life'], value: p.defenderLife } }, gm);
  // Initiative is scripted so that the attacker acts first; the attack's odds do not depend on it.
  const up = t.state.figureOrder.filter((id) => (t.state.figures[id]!.status as { life: number }).life > 0);
  const faces = up.flatMap((id) => (id === 'a' ? [6, 6] : [1, 2]));
  const started = t.execute({ id: 's', type: 'combat.start' }, gm, { faces: scriptedFaces(faces) });
  if (!started.ok) throw new Error(started.rejection.message);
  const r = oddsOf(system, t.state, { type: 'attack', args: { attacker: 'a', target: 'b', type: p.type, heroicEffort: p.heroicEffort } }, gm);
  if (!r.ok) throw new Error(r.rejection.message);
  const d = r.distribution as Distribution<Record<string, Json>>;
  const where = (f: (o: Record<string, Json>) => boolean) => d.probabilityWhere(f);
  const damage = d.map((o) => o.damage as number);
  const summary: Array<{ label: string; probability: Rational }> = [
    { label: 'hit', probability: where((o) => o.hit === true) },
    { label: 'damage ≥ 1', probability: where((o) => (o.damage as number) >= 1) },
    { label: 'knock-back', probability: where((o) => (o.knockBack as number) > 0) },
    { label: 'dazed', probability: where((o) => o.dazed === true) },
    { label: 'defender unconscious', probability: where((o) => o.condition === 'unconscious') },
    { label: 'defender dead', probability: where((o) => o.condition === 'dead') },
    { label: 'Double on the Attack roll', probability: where((o) => o.attackDouble === true) },
    { label: 'Double on the Defense roll', probability: where((o) => o.defenseDouble === true) },
  ];
  const damageRows = rowsOf(damage, (v) => `damage ${v}`);
  const mean = damage.mean();
  return {
    title: `${a.name} attacks ${b.name}${p.distance > 1 ? ` from ${p.distance} squares` : ''}${p.crowded ? ', crowded' : ''} (${p.type})`,
    json: {
      summary: summary.map((s) => ({ label: s.label, probability: s.probability.toString() })),
      meanDamage: mean.toString(),
      damage: damageRows.map((x) => ({ value: x.value, probability: x.probability.toString() })),
      outcomes: r.outcomes.map((o) => ({ outcome: o.outcome, probability: o.probability.toString() })),
    },
    text: [...summary.map((s) => row(s.label, s.probability)), `${'mean damage'.padEnd(28)} ${mean.toString().padStart(11)}  ${mean.toNumber().toFixed(3)}`,
      '', ...damageRows.map((x) => row(x.label, x.probability))].join('\n'),
    bars: damageRows.map((x) => ({ label: x.label, probability: x.probability.toString() })),
  };
}

/** Named odds questions: `arbiter odds high-low-heroes <query> --param k=v`. */
export function hlhQueries(system: () => AnySystem): Record<string, OddsQuery> {
  return {
    'section-8': {
      description: 'The seed\'s section-8 table: P(roller ≥ opponent) for Low/High −1..+4, rounded and as exact numerators over 1296 (HLH-PROB-02).',
      params: z.object({}).strict(),
      run: () => section8Query(),
    },
    'attack': {
      description: 'One attack between two templates or sheet files: hit, damage distribution, knock-back, daze, Doubles (HLH-PROB-03).',
      params: attackParams,
      run: (p: z.infer<typeof attackParams>) => attackQuery(system(), p),
    },
    'reading': {
      description: 'A derived value: a High or Low reading plus a modifier, floored at 1 (HLH-PROB-01).',
      params: z.object({ which: which.default('low'), modifier: modifier.default(0) }).strict(),
      run: (p: { which: 'high' | 'low'; modifier: number }) => table(`${sideLabel({ which: p.which, mod: p.modifier })}: value`,
        rowsOf(valueDistribution(p.which, p.modifier), (v) => `value ${v}`)),
    },
    'actions': {
      description: 'Number of actions from an Initiative reading and modifier, with the −1 after losing Life (HLH-PROB-04).',
      params: z.object({ which: which.default('low'), modifier: modifier.default(0), hurt: z.boolean().default(false) }).strict(),
      run: (p: { which: 'high' | 'low'; modifier: number; hurt: boolean }) => table(
        `${sideLabel({ which: p.which, mod: p.modifier })}${p.hurt ? ', lost Life last round' : ''}: actions`,
        rowsOf(actionsDistribution(p.which, p.modifier - (p.hurt ? 1 : 0)), (v) => `${v} action${v === 1 ? '' : 's'}`),
      ),
    },
    'career': {
      description: 'A Career test: P(success) when the Career fits (GM Low 0) and when it does not (GM High 0); a template or a reading (HLH-PROB-05).',
      params: z.object({ which: which.default('low'), modifier: modifier.default(0), template: z.string().optional() }).strict(),
      run: (p: { which: 'high' | 'low'; modifier: number; template?: string }) => careerQuery(p),
    },
    'assist': {
      description: 'Life restored by an Assist, helper High (the recipient spends its turn) or Low, vs the GM\'s Low (HLH-PROB-05).',
      params: z.object({ helper: which.default('high') }).strict(),
      run: (p: { helper: 'high' | 'low' }) => {
        const d = assistDistribution(p.helper);
        const rows = rowsOf(d, (v) => `restores ${v}`);
        const atLeastRows = [1, 2, 3, 4].map((k) => ({ label: `restores ≥ ${k}`, probability: d.atLeast(k) }));
        return table(`Assist with the helper reading ${p.helper === 'high' ? 'High' : 'Low'}`, [...rows, ...atLeastRows]);
      },
    },
  };
}

function careerQuery(p: { which: 'high' | 'low'; modifier: number; template?: string }): QueryResult {
  const sides: Array<{ label: string; which: 'high' | 'low'; mod: number }> = [];
  if (p.template !== undefined) {
    const { name, sheet } = sheetFrom(p.template);
    const prof = profileOf(sheet);
    for (const c of sheet.careers) {
      const action = CAREER_TYPE_INFO[c.type].action;
      sides.push({ label: `${name}: ${c.name} (${action})`, which: prof.high[action] ? 'high' : 'low', mod: prof.power[action] - (prof.weakness === action ? 1 : 0) });
    }
  } else {
    sides.push({ label: sideLabel({ which: p.which, mod: p.modifier }), which: p.which, mod: p.modifier });
  }
  const rows = sides.flatMap((s) => [
    { label: `${s.label}, fits`, probability: atLeast(s.which, s.mod, 'low', 0) },
    { label: `${s.label}, does not fit`, probability: atLeast(s.which, s.mod, 'high', 0) },
  ]);
  return table('Career test: P(player ≥ GM)', rows);
}
