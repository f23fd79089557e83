import { updateStatus, updateSys } from '../../../kernel/index.ts';
import type { GgStatus, GgSys, S } from './model.ts';

// How the events of the modifiers' and traits' own rules change the table (play/modifier-rules.ts,
// play/traits.ts); merged into apply.ts's fold.

type D = Record<string, unknown>;
const st = (s: S, id: string, f: (x: GgStatus) => GgStatus): S => (s.figures[id] ? updateStatus<GgSys, GgStatus>(s, id, f) : s);
const key = (d: D) => d.ability as string;

export const MODIFIER_APPLY: Readonly<Record<string, (s: S, d: D) => S>> = {
  'gg.variable': (s, d) => st(s, d.figure as string, (x) => ({ ...x, variable: { ...x.variable, [key(d)]: d.level as number } })),
  'gg.weakened': (s, d) => st(s, d.figure as string, (x) => ({ ...x, weakened: { ...x.weakened, [key(d)]: d.weakened as number } })),
  'gg.adapted': (s, d) => st(s, d.figure as string, (x) => ({ ...x, adapted: { ...x.adapted, [`${key(d)}>${d.target as string}`]: d.levels as number } })),
  'gg.escaped': (s, d) => (d.success === true ? st(s, d.figure as string, (x) => ({ ...x, escaped: true, outOfPlay: true })) : s),
  'gg.spent': (s, d) => st(s, d.figure as string, (x) => ({ ...x, spent: [...x.spent, key(d)] })),
  'gg.quick': (s, d) => st(s, d.figure as string, (x) => ({ ...x, quick: true })),
  'gg.wound-recovered': (s, d) => st(s, d.figure as string, (x) => ({ ...x, wound: d.to as string })),
  // Showboating: the actions lost now come off this turn; the rest wait for the next turn (GG-TRAIT-R09).
  'gg.showboating': (s, d) => {
    const now = d.now as number;
    const next = st(s, d.figure as string, (x) => ({ ...x, losesActions: d.later as number, showedOff: x.showedOff || d.reason === 'glory' }));
    return now > 0 ? updateSys<GgSys>(next, (y) => ({ ...y, actionsLeft: Math.max(0, y.actionsLeft - now) })) : next;
  },
};
