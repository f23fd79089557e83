import { folded, hexSchema, type SystemDefinition, type TableEvent } from '../../kernel/index.ts';
import { priceSheet, sheetCost, validateSheet } from './builder/sheet-price.ts';
import { CONDITION_IDS } from './catalog/effects.ts';
import { ggSheetSchema, type GgSheet } from './sheet.ts';
import { GG_TEMPLATES } from './templates/index.ts';
import { GG_ARENA } from './arena.ts';
import { abilityRoll, awardHeroPoint, placeWall, pursue, rest, rollWounds } from './play/aftermath.ts';
import {
  declineFollowUp, delay, endTurnCommand, heal, move, recover, recoverDrained, reload, resist, resistHindrance, stand, stopInactive,
} from './play/actions.ts';
import { ABILITY_COMMANDS, ABILITY_CONDITIONS } from './play/ability-system.ts';
import { describeGgEvent } from './play/describe.ts';
import { applyGg } from './play/apply.ts';
import { overriddenCauses } from './play/causes.ts';
import { overriddenHits } from './play/override-hits.ts';
import { ggOverrideRejection } from './play/turn-override.ts';
import { attack } from './play/attack.ts';
import { moveThrough } from './play/move-through.ts';
import { moveThroughWall } from './play/move-through-wall.ts';
import { phaseThrough } from './play/phase-through.ts';
import { attackWall } from './play/walls.ts';
import { disarm, regainFocus } from './play/focus.ts';
import { hide, hideFromViewer, mayViewEvent, spot } from './play/hiding.ts';
import { GG_SHEET_NUMBERS } from './play/sheet-numbers.ts';
import { ggBot } from './play/bot.ts';
import { followUpMove } from './play/follow-up-move.ts';
import { ggFigureRemoved } from './play/leave.ts';
import { ggLegalActions } from './play/legal.ts';
import { ggOptions, ggOptionsSchema, ggStatusSchema, initialGgStatus, initialGgSys, type GgOptions, type GgStatus, type GgSys } from './play/model.ts';
import { ggOdds, ggQueries } from './play/odds.ts';
import { ggOutcome, rollInitiative } from './play/turns.ts';
import { escapeEffect, feignDeath, triggerTrait } from './play/traits.ts';
import { MODIFIER_COMMANDS, MODIFIER_CONDITIONS } from './play/modifier-system.ts';

/**
 * Glorious Gladiators 6 on the kernel: the builder's sheet, the check, two actions a turn in
 * Speed order, attacks and defences dispatched on the catalog's effect records, hits, out of
 * action and reactivation, the End Game and defeat, wounds, pursuit, walls and a hex map.
 */
export const gloriousGladiators: SystemDefinition<GgSheet, GgStatus, GgSys, GgOptions> = {
  id: 'glorious-gladiators',
  name: 'Glorious Gladiators 6',
  rulePrefix: 'GG',
  sheetRule: 'GG-BLD-01',
  options: ggOptionsSchema,
  optionDocs: {
    heroPoints: { ruleId: 'GG-DICE-06', description: 'Hero Points each PC has this session (default 1).' },
    minorTargetLimit: { ruleId: 'GG-ATK-06', description: 'Minor characters that may target one major character per Full Turn (default 3; 0 = no limit).' },
    endGameBase: { ruleId: 'GG-DMG-03', description: 'The End Game starts on this turn minus the PCs present (default 16).' },
    sixthSense: { ruleId: 'GG-TRAIT-R10', description: 'Sixth Sense denies attackers the Bonus for a target that cannot detect them (default off).' },
    allyHits: { ruleId: 'GG-ATK-05', description: 'A Direct or Seeking shot at range 3+ hits an ally next to the target on a roll of 1-2 (default on).' },
    night: { ruleId: 'GG-SIT-04', description: 'The Night Level of the scene: hidden characters are concealed by the dark (default 0, daylight).' },
    totalDarkness: { ruleId: 'GG-TRAIT-R08', description: 'Total darkness: Night Vision does not help (default off).' },
  },
  sheet: ggSheetSchema,
  validateSheet: (sheet) => validateSheet(sheet),
  cost: (sheet) => sheetCost(priceSheet(sheet)),
  nameOf: (sheet) => sheet.name.trim() || null,
  templates: GG_TEMPLATES,
  status: ggStatusSchema,
  initialStatus: (sheet, options) => initialGgStatus(sheet, ggOptions(options)),
  position: hexSchema,
  arena: GG_ARENA,
  initialSys: () => initialGgSys(),
  conditions: {
    // Every condition a catalog record can impose; the ones below have rules of their own here.
    // Named as the others are ("Out of action", not "out of action") in the GM's list and on sheets.
    ...Object.fromEntries(CONDITION_IDS.map((id) => [id, {
      name: id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' '), ruleId: 'GG-ACT-01', description: 'Put on by an ability\'s result; an action resists it (its defence vs the Level, or 9+).',
    }])),
    // The figure's Out, not a label: the GM's add and remove are the override of it (GG-PLAY-231, GG-PLAY-197).
    'out-of-action': {
      name: 'Out of action', ruleId: 'GG-DMG-02', description: 'No hits, prone; it rolls to reactivate at its turn (removed: back with ½ its hits).',
      status: { field: 'out', on: true, off: false },
    },
    'prone': { name: 'Prone', ruleId: 'GG-ATK-04', description: 'Attacks against it get a Bonus; it crawls until it stands up (an action).' },
    'disorientated': { name: 'Disorientated', ruleId: 'GG-ATK-04', description: 'Penalty to attack, Bonus to be hit; an action recovers.' },
    'stunned': { name: 'Stunned', ruleId: 'GG-ACT-01', description: 'One action fewer next turn.' },
    'grabbed': { name: 'Grabbed', ruleId: 'GG-ATK-04', description: 'Penalty to attack; Bonus to be hit; an action resists it.' },
    'trapped': { name: 'Trapped', ruleId: 'GG-ATK-04', description: 'Bonus to be hit; an action resists it.' },
    'cover': { name: 'In cover', ruleId: 'GG-SIT-02', description: '75% cover or light undergrowth: Concealment 2.' },
    'heavy-cover': { name: 'In heavy cover', ruleId: 'GG-SIT-02', description: '90% cover or thick undergrowth: Concealment 3.' },
    'hidden': { name: 'Hidden', ruleId: 'GG-SIT-04', description: 'Cannot be targeted except by an Area until spotted or it attacks.' },
    ...ABILITY_CONDITIONS,
    'flashback': { name: 'Flashback', ruleId: 'GG-TRAIT-R06', description: 'A Penalty to its rolls (Significant: 1 action a turn) until the end of its next turn.' },
    'coward': { name: 'Cowering', ruleId: 'GG-DIS-12', description: 'Cowardice has taken hold: it attacks no one and spends its actions moving away.' },
    'killer-instinct': { name: 'Killer Instinct', ruleId: 'GG-DIS-28', description: 'Anyone it takes out rolls for wounds as if the attack were Lethal.' },
    'uncontrolled-power': { name: 'Uncontrolled Power', ruleId: 'GG-TRAIT-R11', description: 'Its powers run wild: the GM picks a friend, ally or bystander as their target.' },
    'substance-abuse': { name: 'Substance Abuse', ruleId: 'GG-ADV-45', description: 'A Penalty (Significant: two) to its rolls while it is active.' },
    ...MODIFIER_CONDITIONS,
  },
  commands: {
    ...ABILITY_COMMANDS,
    'gg.attack': attack,
    'gg.move': move,
    'gg.move-through': moveThrough,
    'gg.move-through-wall': moveThroughWall,
    'gg.phase-through': phaseThrough,
    'gg.attack-wall': attackWall,
    'gg.disarm': disarm,
    'gg.hide': hide,
    'gg.spot': spot,
    'gg.regain-focus': regainFocus,
    'gg.stand': stand,
    'gg.reload': reload,
    'gg.resist': resist,
    'gg.heal': heal,
    'gg.recover': recover,
    'gg.resist-hindrance': resistHindrance,
    'gg.recover-drained': recoverDrained,
    'gg.stop-inactive': stopInactive,
    'gg.delay': delay,
    'gg.end-turn': endTurnCommand,
    'gg.decline-follow-up': declineFollowUp,
    'gg.roll': abilityRoll,
    'gg.follow-up-move': followUpMove,
    'gg.award-hero-point': awardHeroPoint,
    'gg.wall': placeWall,
    'gg.wounds': rollWounds,
    'gg.pursue': pursue,
    'gg.rest': rest,
    'gg.trait': triggerTrait,
    'gg.escape-effect': escapeEffect,
    'gg.feign-death': feignDeath,
    ...MODIFIER_COMMANDS,
  },
  startCombat: function* (s, ctx) {
    return folded(yield* rollInitiative(s, ggOptions(ctx.options)));
  },
  apply: (s, e: TableEvent) => applyGg(s, e),
  // A Hindrance or drained Levels the GM overrode keep no stale record of what put them on (GG-PLAY-190);
  // hits the GM set to 0 put the figure out of action as its last hit would (GG-PLAY-197).
  overridden: (before, after, path) => overriddenHits(before, overriddenCauses(before, after, path), path),
  overrideRejection: (next, path) => ggOverrideRejection(next, path),
  // The GM takes a figure off the table: it leaves the order, its turn passes on, its side if emptied is out (GG-PLAY-194).
  figureRemoved: function* (s, gone) {
    return folded(yield* ggFigureRemoved(s, gone));
  },
  legalActions: (s, actor, ctx) => ggLegalActions(s, actor, ggOptions(ctx.options)),
  outcome: (s) => ggOutcome(s),
  describe: describeGgEvent,
  view: (s, viewer) => hideFromViewer(s, viewer),
  viewEvent: (e, viewer, s) => mayViewEvent(e, viewer, s),
  sheetNumbers: GG_SHEET_NUMBERS,
  odds: ggOdds,
  bot: ggBot,
  queries: ggQueries(() => gloriousGladiators),
};
