import { useState, type ReactNode } from 'react';
import type { Hex } from '../../kernel/index.ts';
import { refusalText, type TableConnection } from '../connection.ts';
import { assumedIn, OddsChart, type Outcome } from '../components/odds-chart.tsx';
import { aimArgs, aimPick, aimsOf, type Aim } from './aims.ts';

// Aiming at hexes of the map (GG-PLAY-206): the legal actions list an Area attack once per target, a
// Wall, Door, Gate, Suppress or environment once an ability, and mark them `aim` (aims.ts), never
// every hex; the map offers them in an "Aim with" choice, and a click or Enter on a hex sends the
// command at it, or, for a line (a Wall's ends, a Gate's two gates), at the second hex picked, or,
// for a Summon that brings several a use, at the hexes picked in turn (GG-PLAY-242).

export interface AreaAim {
  /** What is chosen to aim, or null: a click moves. */
  readonly aiming: Aim | null;
  /** The hexes already picked: a line's first, or a Summon's minions so far (GG-PLAY-242). */
  readonly chosen: readonly Hex[];
  /** The "Aim with" choice, or null when nothing may be aimed now. */
  readonly choice: ReactNode;
  /** Picks the hex: sends the command once it has all its hexes; the refusal's words, or null. */
  readonly fire: (at: Hex) => Promise<string | null>;
  /** Words for the map's help line while aiming. */
  readonly help: string;
  /**
   * The exact odds of the chosen aim at the hex (one-hex aims), shown under the map; the refusal's
   * words when there are none (too many ways to enumerate in time, or the rules refuse the hex).
   */
  readonly preview: ((at: Hex) => Promise<string | null>) | null;
  readonly odds: ReactNode;
}

const at = (h: Hex) => `hex ${h.q}, ${h.r}`;

export function useAreaAim(t: TableConnection, names: (id: string) => string): AreaAim {
  const [picked, setPicked] = useState('');
  const [picks, setPicks] = useState<readonly Hex[]>([]);
  const [odds, setOdds] = useState<{ title: string; outcomes: Outcome[]; assumed: string[] } | null>(null);
  const aims = aimsOf(t.legal);
  const aiming = aims.get(picked) ?? null;
  // Hexes picked for an aim no longer offered (the turn moved on) are forgotten.
  const chosen = aiming && (aiming.keys.length === 2 || aiming.upTo > 1) ? picks : [];
  const pick = (key: string) => {
    setPicked(key);
    setPicks([]);
    setOdds(null);
  };
  const choice = aims.size === 0 ? null : (
    <label className="inline">Aim with&nbsp;
      <select value={aiming ? picked : ''} onChange={(e) => pick(e.target.value)} name="aim-ability">
        <option value="">(no aim: click moves)</option>
        {[...aims.values()].map((a) => <option key={a.key} value={a.key}>{names(a.figure)}: {a.name}</option>)}
      </select>
    </label>
  );
  const start = chosen[0];
  const help = !aiming ? ''
    : aiming.upTo > 1 ? (chosen.length === 0
      ? `Click hexes, or focus the map and use the arrow keys and Enter, to aim ${aiming.name}: up to ${aiming.upTo}, one a hex.`
      : `${aiming.name}: ${chosen.map(at).join(', ')} (${chosen.length} of up to ${aiming.upTo}); click or Enter another, or a picked one again to go with these.`)
      : aiming.keys.length === 1 ? `Click a hex, or focus the map and use the arrow keys and Enter, to aim ${aiming.name} there.`
        : start ? `${aiming.name}: ${aiming.keys[0]} at ${at(start)}; now click or Enter the ${aiming.keys[1]} hex (the same one again for one hex).`
          : `Click a hex, or focus the map and use the arrow keys and Enter, for ${aiming.name}'s ${aiming.keys[0]}; then another for its ${aiming.keys[1]}.`;
  return {
    aiming,
    chosen,
    choice,
    help,
    fire: async (hex) => {
      if (!aiming) return null;
      const hexes = aimPick(aiming, chosen, hex);
      if (!hexes) {
        setPicks([...chosen, hex]);
        return null;
      }
      const r = await t.send(aiming.type, aimArgs(aiming, hexes));
      setPicks([]);
      setOdds(null);
      return refusalText(r);
    },
    preview: aiming && aiming.keys.length === 1 && aiming.upTo === 1 ? async (hex) => {
      const r = await t.odds(aiming.type, aimArgs(aiming, [hex]));
      // Superseded by a newer request: its answer will be shown.
      if (!r) return null;
      setOdds(r.ok ? {
        title: `Odds: ${aiming.name} at ${at(hex)}`,
        // Worded by the system (GG odds always are); the chart words any outcome that is not.
        outcomes: r.outcomes as Outcome[],
        assumed: assumedIn(r).map(names),
      } : null);
      return r.ok ? null : refusalText(r);
    } : null,
    odds: odds && aiming ? <OddsChart title={odds.title} outcomes={odds.outcomes} assumed={odds.assumed} /> : null,
  };
}
