import { HEX_DIRECTIONS, hexDistance, hexFromKey, type Actor, type Hex, type Json, type LegalAction } from '../../../kernel/index.ts';
import { createWall, door, gate, suppress } from './creations.ts';
import { changeEnvironment } from './environment.ts';
import { profile, type GgOptions, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { occupant, positionOf } from './space.ts';

// Wall (GG-ABL-70), Door (GG-ABL-20), Gate (GG-ABL-33), Suppress (GG-ABL-64) and Change Environment
// (GG-ABL-07) on the action bar. The web client sends only offered actions: without these a player
// could not use them at the table. Each is offered once an ability (an environment), at a place near
// its user that its own validate accepts, and marked to be aimed on the map as an Area is
// (GG-PLAY-206): `hex` puts one picked hex in place of the offer's, `line` two in turn (a Wall's
// ends, a Gate's near and far). Bots pick none of them (bot-choices.ts reads other kinds only).

const h = (x: Hex) => ({ q: x.q, r: x.r });
const around = (here: Hex): Hex[] => HEX_DIRECTIONS.map((d) => ({ q: here.q + d.q, r: here.r + d.r }));
/** "hex 1, 0" for a hex of the offer's args. */
const words = (x: unknown) => `hex ${(x as Hex).q}, ${(x as Hex).r}`;
const envWords = (e: string) => e.replace(/-/g, ' ');

interface Ctx { readonly s: S; readonly id: string; readonly here: Hex; readonly rc: { options: GgOptions; actor: Actor } }
interface Checked { validate(s: S, args: never, rc: Ctx['rc']): unknown }
/** The first of `tries` whose args the command's validate accepts, or null. */
function first(c: Ctx, command: Checked, tries: readonly Record<string, Json>[]): Record<string, Json> | null {
  for (const args of tries) if (!command.validate(c.s, args as never, c.rc)) return args;
  return null;
}

function offersFor(c: Ctx, a: AbilityProfile): LegalAction[] {
  const { id, here } = c;
  const base = { figure: id, ability: a.key };
  const offer = (type: string, args: Record<string, Json>, label: string, extra: Partial<LegalAction>): LegalAction =>
    ({ type, args, label, figure: id, means: a.name, ...extra });
  const near = around(here);
  if (a.specials.includes('wall')) {
    // One hex beside its user: in reach of any Wall (a Touch Line starts next to it); an empty one first.
    const empty = [...near.filter((x) => occupant(c.s, x) === null), ...near.filter((x) => occupant(c.s, x) !== null)];
    const args = first(c, createWall, empty.map((x) => ({ ...base, from: h(x), to: h(x) })));
    return args ? [offer('gg.create-wall', args, `${a.name}: a wall at ${words(args['from'])}`, { aim: 'line' })] : [];
  }
  if (a.specials.includes('suppress')) {
    const args = first(c, suppress, [here, ...near].map((x) => ({ ...base, at: h(x) })));
    return args ? [offer('gg.suppress', args, `${a.name} at ${words(args['at'])}`, { aim: 'hex' })] : [];
  }
  if (a.specials.includes('change-environment')) {
    const envs = Array.isArray(a.options['environments']) ? a.options['environments'].filter((x): x is string => typeof x === 'string') : [];
    const out: LegalAction[] = [];
    for (const environment of envs) {
      // A Large Burst, the smallest size (GG-ABL-07); the map aims it anywhere in range.
      const args = first(c, changeEnvironment, [here, ...near].map((x) => ({ ...base, at: h(x), environment, size: 'large' })));
      if (!args) continue;
      out.push(offer('gg.environment', args, `${a.name}: ${envWords(environment)} at ${words(args['at'])}`,
        { aim: 'hex', means: `${a.name} (${envWords(environment)})` }));
    }
    return out;
  }
  if (a.specials.includes('door')) {
    // The nearest wall hex it may open; none without one in reach.
    const reach = Math.max(1, a.range?.max ?? 1);
    const walls = Object.keys(c.s.sys.walls).map(hexFromKey).filter((x) => hexDistance(here, x) <= reach)
      .sort((x, y) => hexDistance(here, x) - hexDistance(here, y));
    const args = first(c, door, walls.map((x) => ({ ...base, hex: h(x) })));
    return args ? [offer('gg.door', args, `${a.name} through the wall at ${words(args['hex'])}`, { aim: 'hex', aimAt: ['hex'] })] : [];
  }
  if (a.specials.includes('gate')) {
    // Two free hexes beside its user; the map aims the far one anywhere, the GM accepting it.
    const pairs = near.flatMap((x, i) => near.slice(i + 1).map((y) => ({ ...base, near: h(x), far: h(y) })));
    const args = first(c, gate, pairs);
    return args ? [offer('gg.gate', args, `${a.name}: gates at ${words(args['near'])} and ${words(args['far'])}`,
      { aim: 'line', aimAt: ['near', 'far'] })] : [];
  }
  return [];
}

/** The acting figure's creations it may use now, each aimed on the map (GG-PLAY-206); none for most figures (the profile index's list). */
export function creationOffers(s: S, id: string, actor: Actor, options: GgOptions): LegalAction[] {
  const list = profileIndex(profile(s, id)).creators;
  if (list.length === 0) return [];
  const here = positionOf(s, id);
  if (!here) return [];
  const c: Ctx = { s, id, here, rc: { options, actor } };
  return list.flatMap((a) => offersFor(c, a));
}
