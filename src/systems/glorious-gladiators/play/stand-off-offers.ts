import type { LegalAction } from '../../../kernel/index.ts';
import { mainCandidates } from './attack-offers.ts';
import { validateAttack } from './attack-validate.ts';
import { editStatus } from './copy.ts';
import type { GgOptions, S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { standOffBar, standsOff } from './stand-off.ts';

// The switch-off of an active Movement without Stand-Off, in the action bar and for the bot
// (GG-PLAY-184): the way to use Ranged, Long Range and Distant abilities again (GG-PLAY-182, GG-PLAY-183).

/** The action bar's switch-off, while such a Movement is active and the figure has an ability it bars. */
export function switchOffOffer(s: S, id: string, abilities: readonly AbilityProfile[]): LegalAction | null {
  const bar = standOffBar(s, id);
  if (!bar || !abilities.some(standsOff)) return null;
  return { type: 'gg.deactivate', args: { figure: id, ability: bar.key }, label: `Switch off ${bar.name} (no Stand-Off: Ranged abilities need it off)`, figure: id };
}

/**
 * The Movement the bot switches off: the one barring an attack on an enemy that would be legal with
 * it off, with its targeted action unspent and no follow-up waiting, and an action left to shoot with
 * after it, or a Persistent or Always On Movement, which would still be on next turn (an Instant
 * one lapses as that turn starts anyway). Else null: a bot's judgement, so a flier that cannot
 * shoot neither stalls nor gives up its flight for nothing.
 */
export function switchOffForAttack(s: S, id: string, options: GgOptions, enemies: readonly string[]): AbilityProfile | null {
  if (s.sys.actionsLeft <= 0 || s.sys.targeted || s.sys.followUp !== null) return null;
  const bar = standOffBar(s, id);
  if (!bar || (s.sys.actionsLeft < 2 && !bar.persistent)) return null;
  // The table as gg.move-off leaves it.
  const off = editStatus(s, id, (x) => {
    x.activeMove = null;
  });
  for (const o of mainCandidates(off, id, enemies)) if (standsOff(o.ability) && validateAttack(off, o.args, options) === null) return bar;
  return null;
}
