import { HEX_DIRECTIONS, type Actor, type Hex, type LegalAction } from '../../../kernel/index.ts';
import { priceSheet } from '../builder/sheet-price.ts';
import type { GgSheet } from '../sheet.ts';
import { GG_TEMPLATES } from '../templates/index.ts';
import { effectiveLevel, profile, type GgOptions, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { occupant, positionOf, wallAt } from './space.ts';
import { broughtBy, minionsLost, summon } from './summon.ts';

// Summon on the action bar (GG-ABL-62, rulings GG-PLAY-211, GG-PLAY-212). The web client sends only
// offered actions: without these a player who bought Summon could not use it. Each Summon is offered
// once a minion, those its user's sheet carries first, then the built-in minor templates, whenever
// gg.summon's own validate accepts it (its Level in GP, the pool, actions, uses, conditions), at the
// first free hexes beside its user; marked `aim: 'hex'`, the map places them anywhere in range, as many
// as the offer brings (`aimUpTo`, GG-PLAY-242). A bot summons its first offer (GG-PLAY-241, bot-choices.ts).

/** The minor templates, each with its price (worked out once): what a Summon of that Level in GP may bring. */
let templates: readonly { readonly id: string; readonly sheet: GgSheet; readonly gp: number }[] | null = null;
function minorTemplates(): NonNullable<typeof templates> {
  templates ??= GG_TEMPLATES.filter((t) => t.sheet.kind === 'minor').map((t) => ({ id: t.id, sheet: t.sheet, gp: priceSheet(t.sheet).total }));
  return templates;
}

/** Up to `n` free hexes beside `here`, in the directions' order. */
function freeBeside(s: S, here: Hex, n: number): Hex[] {
  const out: Hex[] = [];
  for (const d of HEX_DIRECTIONS) {
    const h = { q: here.q + d.q, r: here.r + d.r };
    if (out.length < n && !wallAt(s, h) && occupant(s, h) === null) out.push(h);
  }
  return out;
}

const words = (hexes: readonly Hex[]) => hexes.map((h) => `hex ${h.q}, ${h.r}`).join(' and ');

interface Ctx { readonly s: S; readonly id: string; readonly rc: { options: GgOptions; actor: Actor }; readonly several: boolean }

/** One Summon's offers; `several`: its user has more than one, so each offer names the Summon too. */
function offersFor({ s, id, rc, several }: Ctx, a: AbilityProfile): LegalAction[] {
  const here = positionOf(s, id);
  if (!here) return [];
  // As many as one action brings and the pool has room for; the validate refuses a full pool.
  const perAction = 1 + Number(a.options['extra-per-action'] ?? 0);
  const room = 1 + Number(a.options['extra-pool'] ?? 0) - broughtBy(s, id, 'minion', a.key).length - minionsLost(s, id, a.key);
  const upTo = Math.max(1, Math.min(perAction, room));
  const at = freeBeside(s, here, upTo).map((h) => ({ q: h.q, r: h.r }));
  if (at.length === 0) return [];
  const level = effectiveLevel(s, id, a.key, a.level);
  const own = (s.figures[id]!.sheet as GgSheet).minions ?? [];
  const choices: { readonly name: string; readonly pick: { minion: number } | { template: string } }[] = [
    ...own.map((m, i) => ({ name: m.name, pick: { minion: i } })),
    ...minorTemplates().filter((t) => t.gp <= level).map((t) => ({ name: t.sheet.name, pick: { template: t.id } })),
  ];
  const out: LegalAction[] = [];
  for (const { name, pick } of choices) {
    const args = { figure: id, ability: a.key, ...pick, at };
    if (summon.validate(s, args as never, rc)) continue;
    const means = `Summon ${name}${several ? ` (${a.name})` : ''}`;
    out.push({ type: 'gg.summon', args, label: `${means} at ${words(at)}`, figure: id, means, aim: 'hex', ...(upTo > 1 ? { aimUpTo: upTo } : {}) });
  }
  return out;
}

/** The acting figure's Summons it may use now, one offer a minion (GG-PLAY-212); none for most figures (the profile index's list). */
export function summonOffers(s: S, id: string, actor: Actor, options: GgOptions): LegalAction[] {
  const list = profileIndex(profile(s, id)).summoners;
  if (list.length === 0) return [];
  const c: Ctx = { s, id, rc: { options, actor }, several: list.length > 1 };
  return list.flatMap((a) => offersFor(c, a));
}
