import type { Json, TableState } from '../../../kernel/index.ts';
import { plural } from './describe.ts';
import type { GgSys } from './model.ts';

// The odds' outcomes (odds.ts's summaries) in words for the players: names, not figure ids, and
// "Miss" rather than "hits 0". Worded once per distinct outcome, after the exact enumeration.

type Fields = Readonly<Record<string, Json>>;

function nameOf(s: TableState<GgSys>, id: Json | undefined): string {
  return typeof id === 'string' ? (s.figures[id]?.name ?? id) : 'someone';
}

function namesOf(s: TableState<GgSys>, ids: Json | undefined): string[] {
  return Array.isArray(ids) ? ids.map((id) => nameOf(s, id)) : [];
}

/**
 * An attack's outcome (GG-ATK-01, GG-DMG-01, GG-ATK-10): whether its target was hit, the hits its
 * targets lose, whether one goes out of action, and whom a stray shot hit instead.
 */
function attackWords(o: Fields, s: TableState<GgSys>, args: Fields): string {
  const target = nameOf(s, args.target);
  const more = Array.isArray(args.more) && args.more.length > 0;
  const hits = typeof o.hits === 'number' ? o.hits : 0;
  const stray = namesOf(s, o.stray);
  const strayText = stray.length > 0 ? `; the stray shot hits ${stray.join(' and ')}` : '';
  // An Area aimed at a hex (GG-PLAY-206) names no one: whether it hit anyone it covered (an empty hex
  // is no miss of the Area), and the hits it deals in all, whoever they are.
  if (args.target === undefined && o.hit !== true) return 'No one is hit';
  if (o.hit !== true) return `Miss${strayText}`;
  if (args.target === undefined) return `${hits === 0 ? 'Hit, but no one loses hits' : `Hit: ${plural(hits, 'hit')} dealt`}${o.out === true ? ', someone out of action' : ''}`;
  const who = more ? 'its targets lose' : `${target} loses`;
  const lost = hits === 0 ? `Hit, but ${more ? 'its targets lose' : `${target} loses`} no hits` : `Hit: ${who} ${plural(hits, 'hit')}`;
  return `${lost}${o.out === true ? ', out of action' : ''}${strayText}`;
}

const yesNo = (yes: string, no: string) => (o: Fields) => (Object.values(o)[0] === true ? yes : no);

const WORDS: Readonly<Record<string, (o: Fields, s: TableState<GgSys>, args: Fields) => string>> = {
  'gg.attack': attackWords,
  'gg.roll': (o) => (o.success === true ? `Success${typeof o.boosts === 'number' && o.boosts > 0 ? `, ${plural(o.boosts, 'Boost')}` : ''}` : 'Failure'),
  'gg.resist': yesNo('Throws it off', 'Does not throw it off'),
  'gg.dismiss': yesNo('Dismissed', 'Not dismissed'),
  'gg.dismiss-area': yesNo('Dismissed', 'Not dismissed'),
  'gg.phase-through': yesNo('Gets through', 'Does not get through'),
  'gg.mental-illusion': yesNo('Gripped by the illusion', 'Sees through it'),
  'gg.trait': yesNo('The trait holds', 'The trait does not hold'),
  'gg.escape-effect': yesNo('Escapes', 'Does not escape'),
  'gg.feign-death': yesNo('Fools them', 'Does not fool them'),
  'gg.resist-hindrance': (o) => (typeof o.removed === 'number' && o.removed !== 0 ? `${plural(Math.abs(o.removed), 'point')} of Hindrance gone` : 'The Hindrance stays'),
  'gg.recover-drained': (o) => (typeof o.recovered === 'number' && o.recovered !== 0 ? `${plural(Math.abs(o.recovered), 'Level')} back` : 'No Levels back'),
  'gg.recover-wound': (o) => (typeof o.to === 'string' ? `The wound becomes ${o.to}` : 'The wound stays'),
  'gg.pursue': (o, s) => {
    const caught = namesOf(s, o.caught);
    return caught.length > 0 ? `Caught: ${caught.join(', ')}` : 'No one is caught';
  },
  'gg.attack-trap': (o) => {
    const hits = typeof o.hits === 'number' ? o.hits : 0;
    return [o.broken === true ? 'The trap breaks' : 'The trap holds', ...(o.prisonerHit === true ? ['the prisoner is hit'] : []),
      ...(hits > 0 ? [`${plural(hits, 'hit')} lost`] : [])].join(', ');
  },
};

/** The summary of a `gg.wounds` roll: "figure:wound" for each wound (odds.ts). */
function woundWords(o: Json, s: TableState<GgSys>): string {
  if (!Array.isArray(o) || o.length === 0) return 'No wounds';
  return o.map((w) => {
    const [id, wound] = (typeof w === 'string' ? w : '').split(':');
    return `${nameOf(s, id)}: ${wound ?? ''}`;
  }).join('; ');
}

/** The summary of any other command: "figure:hits[:out]" for each figure that loses hits (odds.ts lostHits). */
function lostWords(o: Json, s: TableState<GgSys>): string {
  if (!Array.isArray(o) || o.length === 0) return 'No one loses hits';
  return o.map((l) => {
    const [id, hits, out] = (typeof l === 'string' ? l : '').split(':');
    return `${nameOf(s, id)} loses ${plural(Number(hits), 'hit')}${out ? ', out of action' : ''}`;
  }).join('; ');
}

/** An odds outcome of a GG command in words (OddsSpec.describe). */
export function describeGgOutcome(outcome: Json, s: TableState<GgSys>, command: { type: string; args: unknown }): string {
  const words = WORDS[command.type];
  const args = (command.args ?? {}) as Fields;
  if (words && typeof outcome === 'object' && outcome !== null && !Array.isArray(outcome)) return words(outcome, s, args);
  return command.type === 'gg.wounds' ? woundWords(outcome, s) : lostWords(outcome, s);
}
