import { updateStatus, updateSys } from '../../../kernel/index.ts';
import type { GgSheet } from '../sheet.ts';
import type { FlexChoice } from './flexible.ts';
import type { GgStatus, GgSys, Persisting, S } from './model.ts';
import { profileOf } from './profile.ts';
import { superFormStart } from './variants.ts';

// How the events of the modifiers' and traits' own rules change the table (play/modifier-rules.ts,
// play/traits.ts); merged into apply.ts's fold.

type D = Record<string, unknown>;
const st = (s: S, id: string, f: (x: GgStatus) => GgStatus): S => (s.figures[id] ? updateStatus<GgSys, GgStatus>(s, id, f) : s);
const key = (d: D) => d.ability as string;
/** Switches an ability off for a reason, or back on (null); one toggled off by Uncontrollable stays off through its turn rolls. */
function offAs(x: GgStatus, k: string, why: 'activation' | 'toggled' | null): GgStatus {
  const was = x.off[k];
  if ((why === 'activation' && was === 'toggled') || (why === null && was === undefined)) return x;
  const { [k]: _was, ...rest } = x.off;
  return { ...x, off: why === null ? rest : { ...rest, [k]: why } };
}

export const MODIFIER_APPLY: Readonly<Record<string, (s: S, d: D) => S>> = {
  'gg.variable': (s, d) => st(s, d.figure as string, (x) => ({ ...x, variable: { ...x.variable, [key(d)]: d.level as number } })),
  'gg.weakened': (s, d) => st(s, d.figure as string, (x) => ({ ...x, weakened: { ...x.weakened, [key(d)]: d.weakened as number } })),
  'gg.adapted': (s, d) => st(s, d.figure as string, (x) => ({ ...x, adapted: { ...x.adapted, [`${key(d)}>${d.target as string}`]: d.levels as number } })),
  'gg.escaped': (s, d) => (d.success === true ? st(s, d.figure as string, (x) => ({ ...x, escaped: true, outOfPlay: true })) : s),
  'gg.spent': (s, d) => st(s, d.figure as string, (x) => ({ ...x, spent: [...x.spent, key(d)] })),
  'gg.quick': (s, d) => st(s, d.figure as string, (x) => ({ ...x, quick: true })),
  // A Personal ability's turn roll switches it off until its next turn, or on again (GG-MOD-01, GG-MOD-11).
  'gg.activation': (s, d) => (d.turn !== true ? s : st(s, d.figure as string, (x) => {
    if (d.works !== true) return offAs(x, key(d), 'activation');
    return x.off[key(d)] === 'activation' ? offAs(x, key(d), null) : x;
  })),
  'gg.toggled': (s, d) => (d.off === undefined ? s : st(s, d.figure as string, (x) => offAs(x, key(d), d.off === true ? 'toggled' : null))),
  'gg.uncontrolled': (s) => updateSys<GgSys>(s, (y) => ({ ...y, uncontrolled: true })),
  'gg.concentrating': (s, d) => st(s, d.figure as string, (x) => {
    const { [key(d)]: _old, ...rest } = x.concentrating;
    return { ...x, concentrating: d.hits === null ? rest : { ...rest, [key(d)]: d.hits as number } };
  }),
  'gg.concentration-broken': (s, d) => st(s, d.figure as string, (x) => {
    const { [key(d)]: _old, ...rest } = x.concentrating;
    return { ...x, concentrating: rest };
  }),
  'gg.persisting': (s, d) => updateSys<GgSys>(s, (y) => ({ ...y, persisting: [...(y.persisting ?? []), d.instance as Persisting] })),
  'gg.persist-ended': (s, d) => updateSys<GgSys>(s, (y) => ({ ...y, persisting: (y.persisting ?? []).filter((x) => x.id !== d.id) })),
  'gg.persist-update': (s, d) => updateSys<GgSys>(s, (y) => ({
    ...y, persisting: (y.persisting ?? []).map((x) => (x.id !== d.id ? x : {
      ...x, ...(typeof d.level === 'number' ? { level: d.level } : {}), ...(Array.isArray(d.targets) ? { targets: d.targets as string[] } : {}),
      ...(Array.isArray(d.inside) ? { inside: d.inside as string[] } : {}),
    })),
  })),
  'gg.item-regained': (s, d) => st(s, d.figure as string, (x) => ({ ...x, itemRolls: { ...x.itemRolls, [key(d)]: d.success === true } })),
  'gg.flexed': (s, d) => st(s, d.figure as string, (x) => ({ ...x, flex: { ...(x.flex ?? {}), [key(d)]: d.choice as FlexChoice } })),
  'gg.dismounted': (s, d) => st(s, d.figure as string, (x) => ({
    ...x, mountAt: d.at as { q: number; r: number }, without: [...new Set([...x.without, ...(d.abilities as string[])])],
  })),
  'gg.mount-moved': (s, d) => st(s, d.figure as string, (x) => ({ ...x, mountAt: d.at as { q: number; r: number } })),
  'gg.remounted': (s, d) => st(s, d.figure as string, (x) => ({ ...x, mountAt: null, without: x.without.filter((k) => !(d.abilities as string[]).includes(k)) })),
  // In form (GG-ADV-46): the abilities the form gives back return, and a Major one has its full hits.
  'gg.super-form': (s, d) => st(s, d.figure as string, (x) => {
    if (!x.superForm) return x;
    if (d.in !== true) return { ...x, superForm: { ...x.superForm, progress: d.progress as number } };
    const sheet = s.figures[d.figure as string]!.sheet as GgSheet;
    const back = superFormStart(sheet, x.superForm.hits, profileOf(sheet).rules.has['super-form'] ?? 'major').without;
    const full = x.superForm.minor ? { hits: x.superForm.hits, maxHits: x.superForm.hits } : {};
    const superForm = { ...x.superForm, in: true, progress: d.progress as number, minor: false };
    return { ...x, ...full, superForm, without: x.without.filter((k) => !back.includes(k)) };
  }),
  'gg.honour': (s, d) => (d.holds === false ? s : st(s, d.figure as string, (x) => ({
    ...x, honour: { opponent: x.honour?.opponent ?? null, interlopers: [...(x.honour?.interlopers ?? []), d.interloper as string] },
  }))),
  'gg.boosted': (s, d) => st(s, d.figure as string, (x) => ({
    ...x, boosted: d.on === true ? [...x.boosted, key(d)] : x.boosted.filter((k) => k !== key(d)),
  })),
  'gg.wound-recovered': (s, d) => st(s, d.figure as string, (x) => ({ ...x, wound: d.to as string })),
  // Showboating: the actions lost now come off this turn; the rest wait for the next turn (GG-TRAIT-R09).
  'gg.showboating': (s, d) => {
    const now = d.now as number;
    const next = st(s, d.figure as string, (x) => ({ ...x, losesActions: d.later as number, showedOff: x.showedOff || d.reason === 'glory' }));
    return now > 0 ? updateSys<GgSys>(next, (y) => ({ ...y, actionsLeft: Math.max(0, y.actionsLeft - now) })) : next;
  },
};
