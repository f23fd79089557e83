import type { Draft } from '../../../kernel/index.ts';
import type { GgSheet } from '../sheet.ts';
import { editStatus, editSys } from './copy.ts';
import type { FlexChoice } from './flexible.ts';
import { burnoutMark, type GgStatus, type Persisting, type S } from './model.ts';
import { profileOf } from './profile.ts';
import { superFormStart } from './variants.ts';

// How the events of the modifiers' and traits' own rules change the table (play/modifier-rules.ts,
// play/traits.ts); merged into apply.ts's fold.

type D = Record<string, unknown>;
const key = (d: D) => d.ability as string;
/** Switches an ability off for a reason, or back on (null); one toggled off by Uncontrollable stays off through its turn rolls. */
function setOff(x: Draft<GgStatus>, k: string, why: 'activation' | 'toggled' | null): void {
  const was = x.off[k];
  if ((why === 'activation' && was === 'toggled') || (why === null && was === undefined)) return;
  const { [k]: _was, ...rest } = x.off;
  x.off = why === null ? rest : { ...rest, [k]: why };
}

export const MODIFIER_APPLY: Readonly<Record<string, (s: S, d: D) => S>> = {
  'gg.lethal-used': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.lethalFacts = { ...x.lethalFacts, usedLethal: true };
  }),
  'gg.variable': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.variable = { ...x.variable, [key(d)]: d.level as number };
  }),
  'gg.weakened': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.weakened = { ...x.weakened, [key(d)]: d.weakened as number };
  }),
  'gg.adapted': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.adapted = { ...x.adapted, [`${key(d)}>${d.target as string}`]: d.levels as number };
  }),
  'gg.escaped': (s, d) => (d.success === true ? editStatus(s, d.figure as string, (x) => {
    x.escaped = true;
    x.outOfPlay = true;
  }) : s),
  'gg.spent': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.spent = [...x.spent, key(d)];
  }),
  'gg.exhausts': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.exhausted = [...(x.exhausted ?? []), key(d)];
  }),
  'gg.burnout': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.exhausted = [...(x.exhausted ?? []), burnoutMark(key(d))];
  }),
  'gg.quick': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.quick = true;
  }),
  // A Personal ability's turn roll switches it off until its next turn, or on again (GG-MOD-01, GG-MOD-11).
  'gg.activation': (s, d) => (d.turn !== true ? s : editStatus(s, d.figure as string, (x) => {
    if (d.works !== true) setOff(x, key(d), 'activation');
    else if (x.off[key(d)] === 'activation') setOff(x, key(d), null);
  })),
  'gg.toggled': (s, d) => (d.off === undefined ? s : editStatus(s, d.figure as string, (x) => setOff(x, key(d), d.off === true ? 'toggled' : null))),
  'gg.uncontrolled': (s) => editSys(s, (y) => {
    y.uncontrolled = true;
  }),
  'gg.concentrating': (s, d) => editStatus(s, d.figure as string, (x) => {
    const { [key(d)]: _old, ...rest } = x.concentrating;
    x.concentrating = d.hits === null ? rest : { ...rest, [key(d)]: d.hits as number };
  }),
  'gg.concentration-broken': (s, d) => editStatus(s, d.figure as string, (x) => {
    const { [key(d)]: _old, ...rest } = x.concentrating;
    x.concentrating = rest;
  }),
  'gg.persisting': (s, d) => editSys(s, (y) => {
    y.persisting = [...(y.persisting ?? []), d.instance as Persisting];
  }),
  'gg.persist-ended': (s, d) => editSys(s, (y) => {
    y.persisting = (y.persisting ?? []).filter((x) => x.id !== d.id);
  }),
  'gg.persist-update': (s, d) => editSys(s, (y) => {
    y.persisting = (y.persisting ?? []).map((x) => (x.id !== d.id ? x : {
      ...x, ...(typeof d.level === 'number' ? { level: d.level } : {}), ...(Array.isArray(d.targets) ? { targets: d.targets as string[] } : {}),
      ...(Array.isArray(d.inside) ? { inside: d.inside as string[] } : {}), ...(d.at ? { at: d.at as Record<string, string> } : {}),
      ...(Array.isArray(d.hexes) ? { hexes: d.hexes as string[] } : {}), ...(d.struck ? { struck: d.struck as NonNullable<Persisting['struck']> } : {}),
    }));
  }),
  'gg.item-regained': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.itemRolls = { ...x.itemRolls, [key(d)]: d.success === true };
  }),
  'gg.flexed': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.flex = { ...(x.flex ?? {}), [key(d)]: d.choice as FlexChoice };
  }),
  'gg.dismounted': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.mountAt = d.at as { q: number; r: number };
    x.without = [...new Set([...x.without, ...(d.abilities as string[])])];
  }),
  'gg.mount-moved': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.mountAt = d.at as { q: number; r: number };
  }),
  'gg.remounted': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.mountAt = null;
    x.without = x.without.filter((k) => !(d.abilities as string[]).includes(k));
  }),
  // In form (GG-ADV-46): the abilities the form gives back return, and a Major one has its full hits.
  'gg.super-form': (s, d) => editStatus(s, d.figure as string, (x) => {
    const form = x.superForm;
    if (!form) return;
    if (d.in !== true) {
      x.superForm = { ...form, progress: d.progress as number };
      return;
    }
    const sheet = s.figures[d.figure as string]!.sheet as GgSheet;
    const back = superFormStart(sheet, form.hits, profileOf(sheet).rules.has['super-form'] ?? 'major').without;
    if (form.minor) {
      x.hits = form.hits;
      x.maxHits = form.hits;
    }
    x.superForm = { ...form, in: true, progress: d.progress as number, minor: false };
    x.without = x.without.filter((k) => !back.includes(k));
  }),
  'gg.honour': (s, d) => (d.holds === false ? s : editStatus(s, d.figure as string, (x) => {
    x.honour = { opponent: x.honour?.opponent ?? null, interlopers: [...(x.honour?.interlopers ?? []), d.interloper as string] };
  })),
  'gg.boosted': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.boosted = d.on === true ? [...x.boosted, key(d)] : x.boosted.filter((k) => k !== key(d));
  }),
  'gg.wound-recovered': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.wound = d.to as string;
  }),
  // Showboating: the actions lost now come off this turn; the rest wait for the next turn (GG-TRAIT-R09).
  'gg.showboating': (s, d) => {
    const now = d.now as number;
    const next = editStatus(s, d.figure as string, (x) => {
      x.losesActions = d.later as number;
      x.showedOff = x.showedOff || d.reason === 'glory';
    });
    return now > 0 ? editSys(next, (y) => {
      y.actionsLeft = Math.max(0, y.actionsLeft - now);
    }) : next;
  },
};
