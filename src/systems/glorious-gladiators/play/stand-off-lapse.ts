import { imposedOf, removeDraft, sourceAbility } from './conditions.ts';
import { anyCondition } from './ongoing.ts';
import { endInstance, sourceOf } from './persistence.ts';
import { put, type P } from './put.ts';
import { standOffBar, standsOff } from './stand-off.ts';
import type { S } from './model.ts';

// Ruling GG-PLAY-191 (seed L136: without Stand-Off, Ranged, Long Range or Distant abilities "can't be
// used when the Movement ability is active"). A Persistent effect kept up is its ability still in use:
// rolled again at each of its user's turns, striking whoever enters it. So once an Air or Wallcrawl
// Movement without Stand-Off is its user's active move (GG-PLAY-182), the user's own Persistent (or
// Always On) effects of such abilities end: its Barriers, Targets and Stickies (persistence.ts) and the
// conditions it keeps up on others (ongoing.ts rolls them again). They end rather than wait: a
// Persistent ability stopped is not resumed but used anew. Instant effects were used once and run their
// course. Checked after each action, as a move of any kind (a Quick or an Uncontrollable one too) ends
// within one; only while something is kept up and its user has such a Movement active.

interface Lapse {
  readonly figure: string;
  readonly move: string;
  readonly instances: readonly string[];
  readonly conditions: readonly { readonly figure: string; readonly condition: string }[];
  readonly abilities: readonly string[];
}

/** The steps that end what Stand-Off would have allowed, or null when nothing ends (most actions). */
export function standOffLapses(s: S): P | null {
  if ((s.sys.persisting?.length ?? 0) === 0 && !anyCondition(s)) return null;
  let found: Lapse[] | null = null;
  for (const id of s.figureOrder) {
    const bar = standOffBar(s, id);
    const lapse = bar ? lapseOf(s, id, bar.key) : null;
    if (lapse) (found ??= []).push(lapse);
  }
  return found ? endAll(s, found) : null;
}

/** What of its own `id` keeps up with an ability its active Movement `move` bars, or null. */
function lapseOf(s: S, id: string, move: string): Lapse | null {
  const abilities = new Set<string>();
  const instances: string[] = [];
  for (const inst of s.sys.persisting ?? []) {
    const a = inst.by === id ? sourceOf(s, inst) : undefined;
    if (a && standsOff(a)) {
      instances.push(inst.id);
      abilities.add(a.key);
    }
  }
  const conditions: { figure: string; condition: string }[] = [];
  for (const figure of s.figureOrder) {
    for (const c of s.figures[figure]!.conditions) {
      const im = imposedOf(c);
      const a = im?.from === id && im.persistent ? sourceAbility(s, im) : undefined;
      if (a && standsOff(a)) {
        conditions.push({ figure, condition: c.id });
        abilities.add(a.key);
      }
    }
  }
  return abilities.size === 0 ? null : { figure: id, move, instances, conditions, abilities: [...abilities] };
}

function* endAll(s: S, found: readonly Lapse[]): P {
  let cur = s;
  for (const l of found) {
    cur = yield* put(cur, { type: 'gg.stand-off-lapse', data: { figure: l.figure, move: l.move, abilities: [...l.abilities] }, ruleIds: ['GG-PLAY-191', 'GG-ABL-50'] });
    for (const id of l.instances) cur = yield* endInstance(cur, id, 'no Stand-Off');
    for (const { figure, condition } of l.conditions) cur = yield* put(cur, removeDraft(figure, condition, ['GG-PLAY-191']));
  }
  return cur;
}
