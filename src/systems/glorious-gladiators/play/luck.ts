import { choose, roll, type Process, type Roller } from '../../../dice/index.ts';
import { hasCondition, type EventDraft } from '../../../kernel/index.ts';
import { checkSpecOf, d10, readFaces, type CheckRoll } from './check.ts';
import { conditionOn, imposedOf } from './conditions.ts';
import { profile, statusOf, type S } from './model.ts';
import type { AbilityProfile, FigureProfile } from './profile.ts';
import { put, type P } from './put.ts';

// Luck (GG-ABL-45, seed L128): a pool of luck dice equal to the Level. On a roll its holder makes
// with an ability, or one made against it, it may add up to half the pool (rounded up), rolled after
// the normal roll; it picks the die that counts: the highest on its own roll, the lowest on an
// opponent's. Spent dice leave the pool (ruling); without Persistent the rest is lost at the start
// of the Luck's user's turn. Always On or Persistent Luck fills again at each of its user's turns. Ruling GG-PLAY-52.

/** Luck dice a figure may draw on now. */
export function luckLeft(s: S, id: string): number {
  const st = statusOf(s, id);
  if (typeof st.luck === 'number') return st.luck;
  return ownLuck(profile(s, id))?.level ?? 0;
}

const owned = new WeakMap<FigureProfile, AbilityProfile | null>();
/** A figure's own Always On Luck, found once: every check asks (GG-ABL-45). */
function ownLuck(p: FigureProfile): AbilityProfile | null {
  let a = owned.get(p);
  if (a === undefined) {
    a = p.abilities.find((x) => x.specials.includes('luck') && x.range === null && x.duration === 'always-on') ?? null;
    owned.set(p, a);
  }
  return a;
}

/** Whether a figure has Luck that is up: its own Always On, or put on it by a Luck (its `lucky` condition). */
const lucky = (s: S, id: string) => hasCondition(s.figures[id]!, 'lucky') || ownLuck(profile(s, id)) !== null;

/** Whether luck is in play at all: someone holds luck dice, has Luck of its own or was made lucky. */
export function luckInPlay(s: S): boolean {
  for (const id of s.figureOrder) {
    const st = statusOf(s, id);
    if ((st.luck ?? 0) > 0 || ownLuck(profile(s, id)) !== null || hasCondition(s.figures[id]!, 'lucky')) return true;
  }
  return false;
}

/**
 * At the start of a Luck user's turn: pools it gave with an Instant Luck are lost (their condition
 * has just expired); Persistent or Always On pools fill again to the Level.
 */
export function* refreshLuck(s: S, user: string): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    const left = luckLeft(cur, id);
    const im = imposedOf(conditionOn(cur, id, 'lucky'));
    const own = ownLuck(profile(cur, id));
    let want = left;
    if (im?.from === user && im.persistent) want = im.level;
    else if (id === user && own) want = own.level;
    else if (!lucky(cur, id) && left > 0) want = 0;
    if (want !== left) cur = yield* put(cur, { type: 'gg.luck', data: { figure: id, luck: want, refreshed: true }, ruleIds: ['GG-ABL-45'] });
  }
  return cur;
}

/**
 * Offers luck dice after a check (GG-ABL-45): to the roller on its own roll, to the figure it was
 * made against otherwise. The bot always spends (as many as it may).
 */
export function* luckAfterCheck(
  s: S, roller: Roller<CheckRoll>, r0: CheckRoll, label: string, rollerFig: string | null, against: string | null,
): Process<{ r: CheckRoll; s: S }, EventDraft> {
  let cur = s;
  let r = r0;
  for (const [who, own] of [[rollerFig, true], [against, false]] as const) {
    if (!who || !cur.figures[who] || luckLeft(cur, who) <= 0) continue;
    const n = Math.ceil(luckLeft(cur, who) / 2);
    if ((yield* choose<EventDraft>({
      to: who, kind: 'spend-luck', message: `${label}: ${r.success ? 'succeeded' : 'failed'} (rolled ${r.faces[0]}). Add ${n} luck dice?`, ruleIds: ['GG-ABL-45'],
      // How many it may roll is half its pool, the sheet's Level: not for a table that may not see the sheet.
      seen: `${label}: ${r.success ? 'succeeded' : 'failed'} (rolled ${r.faces[0]}). Add luck dice?`,
      options: [{ value: 'spend', label: `Roll ${n} luck dice` }, { value: 'keep', label: 'Keep the roll' }],
    })) !== 'spend') continue;
    const dice: number[] = [];
    for (let i = 0; i < n; i++) dice.push(yield* roll(d10, `luck die ${i + 1}`));
    const face = own ? Math.max(r.faces[0]!, ...dice) : Math.min(r.faces[0]!, ...dice);
    if (face !== r.faces[0]) {
      const spec = checkSpecOf(roller);
      const needsSecond = face === 10 && spec !== undefined && spec.minor && spec.target > 10 && spec.target < 20;
      const second = needsSecond ? [r.faces[1] ?? (yield* roll(d10, 'luck: second die'))] : [];
      r = readFaces(roller, [face, ...second]) ?? r;
    }
    cur = yield* put(cur, { type: 'gg.luck', data: { figure: who, luck: luckLeft(cur, who) - n, dice, face, spent: n }, ruleIds: ['GG-ABL-45'] });
  }
  return { r, s: cur };
}
