import type { Actor, Json, LegalAction } from '../../../kernel/index.ts';
import { expandedAbilities } from '../builder/facts.ts';
import { boost } from './burnout.ts';
import { lostItems } from './equipment.ts';
import { flex } from './flex-command.ts';
import { flexOptions, flexWords, isFlexible } from './flexible.ts';
import { abilityName, inAction, profile, sheetOf, statusOf, type GgOptions, type S } from './model.ts';
import { changeForm } from './super-form.ts';
import { escapeEffect, feignDeath, TRIGGERED } from './traits.ts';

// The legal actions the modifiers' and traits' own rules add, for the action bar and the bots:
// Burnout on what is no attack (GG-MOD-08), a Super Form, Flexible choices, Escape Effect
// (GG-TRAIT-R05), and for the GM the traits it calls (gg.trait). After the fight: Feign Death
// (GG-ADV-17) and wound recovery rolls (GG-DMG-05). The attacks they vary (Burnout's boosted
// attack GG-MOD-08, Autofire's shots GG-MOD-05) are listed with the attacks (attack-offers.ts).

/** The acting figure's trait actions and the modifiers' own actions (attack variants are attack-offers.ts's). */
export function modifierActions(s: S, id: string, actor: Actor, options: GgOptions): LegalAction[] {
  const out: LegalAction[] = [];
  const p = profile(s, id);
  const ctx = { options, actor };
  for (const a of p.abilities.filter((x) => x.mods.burnout && !x.attack)) {
    if (!boost.validate(s, { figure: id, ability: a.key } as never, ctx)) out.push({ type: 'gg.boost', args: { figure: id, ability: a.key }, label: `Boost ${a.name} (Burnout)`, figure: id });
  }
  if (s.sys.actionsLeft > 0 && !changeForm.validate(s, { figure: id } as never, ctx)) {
    out.push({ type: 'gg.super-form', args: { figure: id }, label: 'Change into the Super Form', figure: id });
  }
  // A Flexible ability switched to each other option it offers (GG-MOD-20..25).
  if (s.sys.actionsLeft > 0 && p.abilities.some((x) => x.mods.flexible)) {
    for (const pick of expandedAbilities(sheetOf(s, id)).filter(isFlexible)) {
      const now = statusOf(s, id).flex?.[pick.key] ?? {};
      const o = flexOptions(pick);
      for (const k of ['range', 'target', 'duration', 'type', 'ability'] as const) {
        for (const v of (o[k] as string[]).slice(now[k] === undefined ? 1 : 0).filter((x) => x !== now[k])) {
          const args = { figure: id, ability: pick.key, choice: { ...now, [k]: v } };
          if (flex.validate(s, args as never, ctx)) continue;
          out.push({ type: 'gg.flex', args: args as unknown as Json, label: `${pick.name ?? pick.key}: use ${flexWords(k, v)}`, figure: id });
        }
      }
    }
  }
  if (s.sys.actionsLeft > 0 && !escapeEffect.validate(s, { figure: id } as never, ctx)) {
    out.push({ type: 'gg.escape-effect', args: { figure: id }, label: 'Try to escape (Escape Effect)', figure: id });
  }
  if (actor.kind === 'gm') {
    for (const f of s.figureOrder.filter((x) => inAction(s, x))) {
      for (const trait of TRIGGERED.filter((t) => profile(s, f).rules.has[t] !== undefined)) {
        out.push({ type: 'gg.trait', args: { figure: f, trait }, label: `${s.figures[f]!.name}: ${trait.replace(/-/g, ' ')} comes up`, figure: f });
      }
    }
  }
  return out;
}

/** After the fight: Feign Death for a defeated side's characters, and wound recovery rolls (GM). */
export function afterFightActions(s: S, actor: Actor, options: GgOptions): LegalAction[] {
  if (s.phase !== 'ended' || actor.kind === 'spectator') return [];
  const out: LegalAction[] = [];
  const ctx = { options, actor };
  for (const id of s.figureOrder) {
    const mine = actor.kind === 'gm' || s.figures[id]!.controller === actor.id;
    if (mine && !feignDeath.validate(s, { figure: id } as never, ctx)) {
      out.push({ type: 'gg.feign-death', args: { figure: id }, label: `${s.figures[id]!.name} plays dead (Feign Death)`, figure: id });
    }
    for (const key of actor.kind === 'gm' ? lostItems(s, id) : []) {
      if (statusOf(s, id).itemRolls[key] === undefined) out.push({ type: 'gg.regain-item', args: { figure: id, ability: key }, label: `${s.figures[id]!.name}: regain ${abilityName(s, id, key)}`, figure: id });
    }
    const wound = statusOf(s, id).wound;
    if (actor.kind === 'gm' && (wound === 'light' || wound === 'medium' || wound === 'serious')) {
      out.push({ type: 'gg.recover-wound', args: { figure: id }, label: `${s.figures[id]!.name}: wound recovery roll`, figure: id });
    }
  }
  return out;
}
