import type { Actor, CommandSpec, LegalAction, RuleContext } from '../../kernel/index.ts';
import { capacityOf, combatants, figureOf, grappledBy, has, isHostile, rangeBetween, standing, wieldedWeapon } from './figures.ts';
import type { D100State } from './model.ts';
import { takenThisTurn } from './turn.ts';

/**
 * Everything this actor may do now, each candidate checked by the command's own validation, so
 * the action bar, bots and fuzzing never offer what play would reject.
 */
export function legalActions(
  state: D100State, actor: Actor, ctx: RuleContext, commands: Readonly<Record<string, CommandSpec>>,
): LegalAction[] {
  if (state.phase !== 'combat' || state.pending) return [];
  const s = state.sys;
  const gmPicks = () => combatants(state).filter((f) => f.side === s.sideOrder[s.sideIndex] && !s.acted.includes(f.id)).map((f) => f.id);
  const candidates = s.current !== null ? [s.current] : s.queue === null ? gmPicks() : [];
  const out: LegalAction[] = [];
  for (const id of candidates) {
    const fig = figureOf(state, id);
    if (!fig || !standing(fig)) continue;
    if (actor.kind === 'spectator' || (actor.kind === 'player' && fig.controller !== actor.id) || (actor.kind === 'gm' && fig.controller !== 'gm')) continue;
    const offer = (type: string, args: Record<string, unknown>, label: string) => {
      const spec = commands[type];
      if (spec && spec.validate(state, args as never, ctx) === null) out.push({ type, args: args as never, label, figure: id });
    };
    if (grappledBy(fig)) {
      offer('break-free', { figure: id }, `${fig.name}: break free`);
      offer('end-turn', { figure: id }, `${fig.name}: end turn`);
      continue;
    }
    const foes = combatants(state).filter((f) => f.id !== id && isHostile(f, fig));
    const weapon = wieldedWeapon(fig);
    for (const foe of foes) {
      offer('attack', { attacker: id, target: foe.id, grapple: false, situational: 0 }, `${fig.name}: attack ${foe.name} (${weapon?.name ?? 'unarmed'})`);
      if (standing(foe)) offer('attack', { attacker: id, target: foe.id, grapple: true, situational: 0 }, `${fig.name}: grapple ${foe.name}`);
      const band = rangeBetween(state, id, foe.id);
      offer('move', { figure: id, to: foe.id, direction: 'closer' }, `${fig.name}: move closer to ${foe.name} (now ${band})`);
      offer('move', { figure: id, to: foe.id, direction: 'farther' }, `${fig.name}: move away from ${foe.name} (now ${band})`);
      if (standing(foe)) {
        offer('trick', { figure: id, target: foe.id, description: 'a feint and a taunt' }, `${fig.name}: trick ${foe.name}`);
        offer('stunt', { figure: id, target: foe.id, description: 'a leap off the furniture' }, `${fig.name}: stunt against ${foe.name}`);
      }
    }
    for (const w of fig.sheet.weapons) {
      if (w.id !== fig.status.wielded) offer('ready', { figure: id, kind: 'wield', weapon: w.id }, `${fig.name}: ready the ${w.name}`);
      const cap = capacityOf(w);
      if (cap !== null && (fig.status.ammo[w.id] ?? cap) < cap) offer('ready', { figure: id, kind: 'reload', weapon: w.id }, `${fig.name}: reload the ${w.name}`);
      if (fig.status.dropped.some((d) => d.weapon === w.id)) offer('ready', { figure: id, kind: 'pick-up', weapon: w.id }, `${fig.name}: pick up the ${w.name}`);
    }
    if (has(fig, 'fumbled') && fig.status.wielded !== null) offer('ready', { figure: id, kind: 'wield', weapon: fig.status.wielded }, `${fig.name}: recover from the fumble`);
    for (const ally of combatants(state).filter((f) => !isHostile(f, fig) && (f.status.life < f.sheet.maxLife) && !f.status.healed)) {
      offer('heal', { healer: id, patient: ally.id }, `${fig.name}: tend ${ally.id === id ? 'own' : `${ally.name}'s`} wounds`);
    }
    if (takenThisTurn(state, id).length === 0) offer('flee', { figure: id }, `${fig.name}: run away`);
    offer('end-turn', { figure: id }, takenThisTurn(state, id).length === 0 ? `${fig.name}: pass` : `${fig.name}: end turn`);
  }
  return out;
}
