import type { Actor, Json, LegalAction } from '../../../kernel/index.ts';
import { validateAttack, type AttackArgs } from './attack.ts';
import { inAction, profile, statusOf, type GgOptions, type S } from './model.ts';
import { escapeEffect, feignDeath, TRIGGERED } from './traits.ts';

// The legal actions the modifiers' and traits' own rules add, for the action bar and the bots:
// Burnout's boosted attack (GG-MOD-08), Autofire's further shots (GG-MOD-05), Escape Effect
// (GG-TRAIT-R05), and for the GM the traits it calls (gg.trait). After the fight: Feign Death
// (GG-ADV-17) and wound recovery rolls (GG-DMG-05).

const attackArgsOf = (a: LegalAction): AttackArgs | null => (a.type === 'gg.attack' ? (a.args as unknown as AttackArgs) : null);

/** Variants of the listed attacks and the acting figure's trait actions. */
export function modifierActions(s: S, id: string, actor: Actor, options: GgOptions, listed: readonly LegalAction[]): LegalAction[] {
  const out: LegalAction[] = [];
  const p = profile(s, id);
  for (const a of listed) {
    const args = attackArgsOf(a);
    const ability = args ? p.abilities.find((x) => x.key === args.ability) : undefined;
    if (!args || !ability) continue;
    if (ability.mods.burnout) out.push({ ...a, args: { ...args, boost: true } as Json, label: `${a.label}, boosted (Burnout)` });
    if (ability.mods.autofire > 1) {
      const more = Array.from({ length: ability.mods.autofire - 1 }, () => args.target);
      if (!validateAttack(s, { ...args, more }, options)) out.push({ ...a, args: { ...args, more } as Json, label: `${a.label}, ${ability.mods.autofire} shots` });
    }
  }
  const ctx = { options, actor };
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
    const wound = statusOf(s, id).wound;
    if (actor.kind === 'gm' && (wound === 'light' || wound === 'medium' || wound === 'serious')) {
      out.push({ type: 'gg.recover-wound', args: { figure: id }, label: `${s.figures[id]!.name}: wound recovery roll`, figure: id });
    }
  }
  return out;
}
