import { HEX_DIRECTIONS, type Actor, type Hex, type LegalAction } from '../../../kernel/index.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { profile, type GgOptions, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { occupant, positionOf, wallAt } from './space.ts';
import { duplicate } from './summon.ts';

// Duplication of oneself on the action bar (GG-ABL-23): it needs no choice but where the look-alike
// stands, next to its original, so it is offered as switching on a Personal ability is, at the first
// free hex around the user. The web client sends only offered actions: without this a player whose
// character duplicates could not do it. A Duplication on another figure (Not Personal) names a
// target, which stays the player's to choose; bots weigh neither (bot-choices.ts).

/** "a Double", "an Identical Duplicate": the kind as the catalog names it. */
function kindWords(a: AbilityProfile): string {
  const kind = String(a.options['kind'] ?? 'double');
  const choices = GG_CATALOG.ability('duplication')?.options.find((o) => o.id === 'kind');
  const label = (choices && 'choices' in choices ? choices.choices?.find((c) => c.id === kind)?.label : undefined) ?? kind;
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
}

function freeBeside(s: S, here: Hex): Hex | null {
  for (const d of HEX_DIRECTIONS) {
    const h = { q: here.q + d.q, r: here.r + d.r };
    if (!wallAt(s, h) && occupant(s, h) === null) return h;
  }
  return null;
}

/** The acting figure's Duplications of itself, one look-alike each, where its rules allow one now. */
export function duplicateOffers(s: S, id: string, actor: Actor, options: GgOptions): LegalAction[] {
  const list = profileIndex(profile(s, id)).duplications;
  if (list.length === 0) return [];
  const here = positionOf(s, id);
  const at = here ? freeBeside(s, here) : null;
  if (!at) return [];
  const out: LegalAction[] = [];
  for (const a of list) {
    const args = { figure: id, ability: a.key, at: [{ q: at.q, r: at.r }] };
    if (duplicate.validate(s, args as never, { options, actor })) continue;
    out.push({ type: 'gg.duplicate', args, label: `${a.name}: ${kindWords(a)} beside ${s.figures[id]!.name}`, figure: id });
  }
  return out;
}
