import { z } from 'zod';
import { Rational } from '../../dice/index.ts';
import { oddsOf, TableEngine, type EventDraft, type Json, type OddsQuery, type OddsSpec, type AnySystem } from '../../kernel/index.ts';
import { checkRoller, opposedRoller } from './dice.ts';
import type { D100EventData } from './events.ts';
import type { D100Sys } from './model.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import { D100_TEMPLATES } from './templates.ts';

const data = <T extends keyof D100EventData>(events: readonly EventDraft[], type: T) =>
  events.filter((e) => e.type === type).map((e) => e.data as D100EventData[T]);

/**
 * What a player wants to know before the roll ([D100-PROB-03]): hit or not (critical, fumble,
 * defended), the wounds it deals after armor and what the Death Table does with them.
 */
export const d100Odds: OddsSpec<D100Sys> = {
  commands: ['attack', 'trick', 'stunt', 'break-free', 'flee', 'heal', 'assassinate'],
  summarize: (events, _state, command) => {
    if (command.type === 'trick' || command.type === 'stunt') {
      const ts = [...data(events, 'd100.trick'), ...data(events, 'd100.stunt')][0];
      return ts ? { outcome: ts.outcome, modifier: ts.modifier } : null;
    }
    if (command.type === 'heal') {
      const h = data(events, 'd100.healed')[0];
      return h ? { healed: h.gained > 0, life: h.life } : null;
    }
    const attacked = data(events, 'd100.attacked').find((a) => !a.free);
    const wounded = data(events, 'd100.wounded');
    const death = data(events, 'd100.death-table')[0];
    const out: Record<string, Json> = {};
    if (attacked) {
      const defended = data(events, 'd100.defended')[0];
      out.result = attacked.result === 'critical-failure' ? 'fumble'
        : attacked.result === 'failure' ? 'miss'
          : defended?.avoided ? 'defended'
            : data(events, 'd100.grappled').length > 0 ? 'grappled'
              : attacked.result === 'critical-success' ? 'critical hit' : 'hit';
    }
    const bf = data(events, 'd100.break-free')[0];
    if (bf) out.result = bf.outcome === 'win' ? 'free' : bf.outcome === 'lose' ? 'hurt by the hold' : 'still held';
    if (data(events, 'd100.fled').length > 0) out.result = 'got away';
    const assassinated = data(events, 'd100.assassinated')[0];
    if (command.type === 'assassinate') out.result = assassinated ? assassinated.intent : 'noticed';
    const wounds = wounded.reduce((n, w) => n + w.wounds, 0);
    if (wounds > 0) out.wounds = wounds;
    if (death) out.deathTable = death.read;
    if (data(events, 'd100.killed').length > 0) out.deathTable = 'Death';
    return out;
  },
};

const pct = (p: Rational) => `${p.toString().padStart(11)}  ${(p.toNumber() * 100).toFixed(2).padStart(6)}%`;

/** Named odds queries: a check, an opposed roll, an attack between two templates. */
export function d100Queries(system: () => AnySystem): Record<string, OddsQuery> {
  return {
    check: {
      description: 'P(success) of a check for each score after modifiers, with the critical bands (D100-PROB-01).',
      params: z.object({
        from: z.number().int().default(0), to: z.number().int().default(120), step: z.number().int().min(1).default(10),
      }).strict(),
      run: (p: { from: number; to: number; step: number }) => {
        const rows: Array<{ score: number; probability: string }> = [];
        for (let s = p.from; s <= p.to; s += p.step) {
          const d = checkRoller(s, DEFAULT_OPTIONS).distribution();
          rows.push({ score: s, probability: d.probabilityWhere((r) => r === 'success' || r === 'critical-success').toString() });
        }
        return {
          title: 'd100 roll-under: chance of success by score',
          json: rows,
          text: rows.map((r) => `score ${String(r.score).padStart(4)}: ${pct(parse(r.probability))}`).join('\n'),
          bars: rows.map((r) => ({ label: String(r.score), probability: r.probability })),
        };
      },
    },
    opposed: {
      description: 'Opposed roll a vs b: P(win), P(lose), P(both fail), exact, ties re-rolled (D100-PROB-02, D100-RULING-04).',
      params: z.object({ a: z.number().int(), b: z.number().int() }).strict(),
      run: (p: { a: number; b: number }) => {
        const d = opposedRoller(p.a, p.b, DEFAULT_OPTIONS).distribution().map((r) => r.outcome);
        const rows = d.probabilities().map(([o, pr]) => ({ outcome: o, probability: pr.toString() }));
        return { title: `opposed ${p.a} vs ${p.b}`, json: rows, text: rows.map((r) => `${r.outcome.padEnd(10)} ${pct(parse(r.probability))}`).join('\n'), bars: rows.map((r) => ({ label: r.outcome, probability: r.probability })) };
      },
    },
    attack: {
      description: 'One attack between two templates at close range: hit, defense, wounds and the Death Table (D100-PROB-03).',
      params: z.object({ attacker: z.string().default('aldo'), defender: z.string().default('brick') }).strict(),
      run: (p: { attacker: string; defender: string }) => {
        const sys = system();
        const t = TableEngine.create(sys, { seed: 'odds' });
        const a = D100_TEMPLATES.find((x) => x.id === p.attacker);
        const b = D100_TEMPLATES.find((x) => x.id === p.defender);
        if (!a || !b) throw new Error(`templates: ${D100_TEMPLATES.map((x) => x.id).join(', ')}`);
        t.execute({ id: 'a', type: 'figure.add', args: { id: 'a', name: a.name, side: 'heroes', sheet: a.sheet as never } }, { kind: 'gm' });
        t.execute({ id: 'b', type: 'figure.add', args: { id: 'b', name: b.name, side: 'villains', sheet: b.sheet as never } }, { kind: 'gm' });
        t.execute({ id: 's', type: 'combat.start' }, { kind: 'gm' });
        const cmd = { type: 'attack', args: { attacker: 'a', target: 'b', grapple: false, situational: 0 } };
        // Whoever won initiative, let the defender's side pass so the attacker is up.
        if (!oddsOf(sys, t.state, cmd, { kind: 'gm' }).ok) t.execute({ id: 'p', type: 'end-turn', args: { figure: 'b' } }, { kind: 'gm' });
        const r = oddsOf(sys, t.state, cmd, { kind: 'gm' });
        if (!r.ok) throw new Error(r.rejection.message);
        const rows = r.outcomes.map((o) => ({ outcome: o.outcome, probability: o.probability.toString() }));
        return {
          title: `${a.name} attacks ${b.name}`,
          json: rows,
          text: rows.map((x) => `${JSON.stringify(x.outcome).padEnd(48)} ${pct(parse(x.probability))}`).join('\n'),
          bars: rows.map((x) => ({ label: JSON.stringify(x.outcome), probability: x.probability })),
        };
      },
    },
  };
}

function parse(text: string): Rational {
  const [n, d] = text.split('/');
  return Rational.of(BigInt(n ?? '0'), BigInt(d ?? '1'));
}
