import { useState, type ReactNode } from 'react';
import type { Hex } from '../../kernel/index.ts';
import { refusalText, type LegalAction, type TableConnection } from '../connection.ts';
import { OddsChart, outcomeLabel, type Outcome } from '../components/odds-chart.tsx';

// Aiming an Area at a hex of the map (GG-PLAY-206): the legal actions list each Area attack once per
// target and mark it `aim: 'hex'`, never every hex; the map offers those abilities in an "Aim with"
// choice, and a click or Enter on a hex sends the attack with `at` in place of the target.

interface Aim { readonly key: string; readonly type: string; readonly figure: string; readonly ability: string; readonly name: string }

const aimOf = (a: LegalAction): Aim | null => {
  const args = a.args as { figure?: unknown; ability?: unknown };
  if (a.aim !== 'hex' || typeof args.figure !== 'string' || typeof args.ability !== 'string') return null;
  return { key: `${args.figure}:${args.ability}`, type: a.type, figure: args.figure, ability: args.ability, name: a.means ?? args.ability };
};

export interface AreaAim {
  /** The Area chosen to aim, or null: a click moves. */
  readonly aiming: Aim | null;
  /** The "Aim with" choice, or null when no Area may be aimed now. */
  readonly choice: ReactNode;
  /** Sends the chosen Area at the hex; the refusal's words, or null. */
  readonly fire: (at: Hex) => Promise<string | null>;
  /** The exact odds of the chosen Area at the hex, shown under the map. */
  readonly preview: (at: Hex) => Promise<void>;
  readonly odds: ReactNode;
}

export function useAreaAim(t: TableConnection, names: (id: string) => string): AreaAim {
  const [picked, setPicked] = useState('');
  const [odds, setOdds] = useState<{ title: string; outcomes: Outcome[] } | null>(null);
  const aims = new Map<string, Aim>();
  for (const a of t.legal) {
    const aim = aimOf(a);
    if (aim && !aims.has(aim.key)) aims.set(aim.key, aim);
  }
  const aiming = aims.get(picked) ?? null;
  const pick = (key: string) => {
    setPicked(key);
    setOdds(null);
  };
  const args = (at: Hex) => ({ figure: aiming!.figure, ability: aiming!.ability, at: { q: at.q, r: at.r } });
  const choice = aims.size === 0 ? null : (
    <label className="inline">Aim with&nbsp;
      <select value={aiming ? picked : ''} onChange={(e) => pick(e.target.value)} name="aim-ability">
        <option value="">(no aim: click moves)</option>
        {[...aims.values()].map((a) => <option key={a.key} value={a.key}>{names(a.figure)}: {a.name}</option>)}
      </select>
    </label>
  );
  return {
    aiming,
    choice,
    fire: async (at) => {
      if (!aiming) return null;
      const r = await t.send(aiming.type, args(at));
      setOdds(null);
      return refusalText(r);
    },
    preview: async (at) => {
      if (!aiming) return;
      const r = await t.odds(aiming.type, args(at));
      setOdds(r.ok ? {
        title: `Odds: ${aiming.name} at hex ${at.q}, ${at.r}`,
        outcomes: (r.outcomes as Outcome[]).map((o) => ({ ...o, label: o.label ?? outcomeLabel(o.outcome) })),
      } : null);
    },
    odds: odds && aiming ? <OddsChart title={odds.title} outcomes={odds.outcomes} /> : null,
  };
}
