import { NO_SHEET_NUMBERS, type EventSheetFields, type SheetNumbers } from '../../../kernel/index.ts';
import type { GgStatus } from './model.ts';

// Which numbers of GG's events were read off whose sheet (kernel/sheet-numbers.ts), so a player
// facing an unrevealed NPC learns what the table sees: the attack, its ability's name, the dice,
// hit or miss, Boosts, the hits it took, prone, out of action; not its Levels, defences, the roll
// it needed, nor its hits left (docs/hidden-information.md). A number another's sheet sets with
// it (the roll needed: attacker's Level against target's defence) is blanked if either is hidden.
// '*' is a number whose owner the event does not name (a condition's Level, an area's): blanked
// while anyone's sheet is hidden from the viewer. Every event type GG writes is here (the test
// sheet-numbers.test.ts reads the play rules' sources for them).

const NONE = NO_SHEET_NUMBERS;
const BOTH = ['figure', 'target'];

/** A to-hit or result roll: the attacker's Level, the target's defence and the roll that needed. */
const roll: EventSheetFields = { level: 'figure', defence: 'target', resist: 'target', needed: BOTH };

/**
 * The walls a doorway took out, to put back when it closes: among them a wall a Wall ability raised,
 * with its maker's numbers. Their makers are a level deeper than a source names, so the record is
 * kept whole from a viewer while any sheet is hidden from them ('*'); the map shows the doorway's hexes.
 */
const DOOR_WALLS = { each: 'by', fields: ['walls'], with: '*' } as const;

const EVENTS: Readonly<Record<string, EventSheetFields>> = {
  'gg.hit-roll': roll,
  'gg.missed': roll,
  'gg.no-result': roll,
  'gg.forced-move-roll': roll,
  'gg.carry': roll,
  // Put Out of Action outright (Body Moulding, Disabling, Flashbacks): the hits it took are all it had, named by `outright`.
  'gg.hit': { hitsLeft: 'target', reactivationPenalty: 'figure', hits: 'outright' },
  'gg.reactivation': { target: 'figure', hits: 'figure' },
  'gg.activation': { needed: 'figure' },
  'gg.against-forced-move': { defence: 'figure', level: 'by', needed: ['figure', 'by'] },
  'gg.absorbed': { gain: 'figure', absorbed: 'figure' },
  'gg.adapted': { levels: 'figure' },
  'gg.backlash': { level: 'figure' },
  'gg.breach-footing': { fmd: 'figure', needed: 'figure' },
  'gg.bullet-wall': { level: 'figure', needed: 'figure', after: 'figure' },
  'gg.cascade': { level: 'figure' },
  'gg.concentrating': { hits: 'figure' },
  'gg.copied': { copied: ['figure', 'from'] },
  'gg.dangerous-wall': { level: '*' },
  'gg.dismissed-area': { level: 'by', needed: ['figure', 'by'] },
  'gg.drained': { defence: 'target', roll: 'target' },
  'gg.hindered': { defence: 'target', roll: 'target' },
  'gg.environment-attack': { level: '*', needed: '*' },
  'gg.escaped': { needed: 'figure' },
  'gg.focus-attack': { needed: BOTH, result: BOTH },
  'gg.trap-attack': { needed: BOTH, result: BOTH },
  // Healed back to its hits: how many it has is of its sheet.
  'gg.healed': { needed: ['figure', 'by'], hits: 'figure' },
  'gg.hero-point': { left: 'figure' },
  'gg.hide': { needed: 'figure' },
  'gg.insubstantial': { level: ['figure', 'attacker'], needed: ['figure', 'attacker'] },
  'gg.knockback-dodge': { defence: 'figure', needed: 'figure' },
  'gg.knockback-struck': { level: 'figure', defence: 'struck' },
  'gg.luck': { luck: 'figure' },
  'gg.mental-illusion': { willpower: 'target', needed: BOTH },
  'gg.refused': { willpower: 'figure', needed: BOTH },
  'gg.phase-through': { level: 'figure', needed: 'figure' },
  'gg.pursuit': { modifier: ['pursuer', 'figure'], target: ['pursuer', 'figure'], pursuerLevel: 'pursuer', fleeingLevel: 'figure' },
  'gg.quick': { needed: BOTH },
  'gg.persists': { needed: BOTH },
  'gg.reflected': { level: 'figure' },
  'gg.resisted': { target: ['figure', '*'] },
  'gg.spot': { detection: 'figure', concealment: 'target', needed: BOTH },
  'gg.super-form': { needed: 'figure', hits: 'figure' },
  'gg.trait': { needed: 'figure' },
  'gg.variable': { level: 'figure' },
  // A wall the Wall ability raised has its maker's Level for Damage Defence and its Toughness in hits (wall.by;
  // `maker` when it is struck, broken or not): the roll to break it needs both, a Super Strength blow takes all its hits.
  'gg.wall': {
    'needed': ['by', 'maker', 'wall.by.figure'], 'level': 'by', 'hits': 'maker',
    'wall.defence': 'wall.by.figure', 'wall.hits': 'wall.by.figure', 'wall.dangerous': 'wall.by.figure',
  },
  'gg.wall-caught': { needed: BOTH },
  'gg.wound-recovered': { bonus: 'figure', needed: 'figure' },
  'gg.order': { scores: { keyed: true }, speeds: { keyed: true } },
  'gg.round': { speeds: { keyed: true } },
  'gg.used': { of: 'figure', ammo: 'figure' },
  'gg.split': { hexes: 'figure' },
  'gg.moved': { 'activeMove.level': 'figure' },
  'gg.persist-update': { level: '*' },
  'gg.persisting': { 'instance.level': 'instance.by' },
  'gg.openings': { openings: DOOR_WALLS },
  // What the table sees happen, with no number off a sheet: who acts, moves, reacts, is out; dice faces and outcomes.
  ...Object.fromEntries([
    'gg.action', 'gg.ally-hit', 'gg.astray', 'gg.attacked', 'gg.autofire', 'gg.boosted', 'gg.burnout', 'gg.caught-in-area', 'gg.check',
    'gg.concentration-broken', 'gg.control', 'gg.countered', 'gg.defeated', 'gg.delayed', 'gg.deviated', 'gg.disarmed', 'gg.dismissed',
    'gg.dismounted', 'gg.dived', 'gg.duplicate-attempt', 'gg.exhausts', 'gg.fled', 'gg.flexed', 'gg.follow-up', 'gg.forced-move-vertical',
    'gg.gate-refused', 'gg.honour', 'gg.immune', 'gg.item-regained', 'gg.joined', 'gg.left', 'gg.lethal-used', 'gg.limited', 'gg.linked',
    'gg.madness', 'gg.minions-lost', 'gg.minor-attacker', 'gg.moulded', 'gg.mount-moved', 'gg.move-off', 'gg.out-of-play',
    'gg.out-of-reach', 'gg.persist-acts', 'gg.persist-ended', 'gg.reaction', 'gg.regain-roll', 'gg.released', 'gg.remounted',
    'gg.riposte', 'gg.shield', 'gg.showboating', 'gg.spent', 'gg.stand-off-lapse', 'gg.stopped', 'gg.stray', 'gg.telekinesis',
    'gg.through-gate', 'gg.toggled', 'gg.turn', 'gg.turn.ended', 'gg.uncontrolled', 'gg.vanished', 'gg.weakened', 'gg.wound', 'gg.zones',
  ].map((type) => [type, NONE])),
};

export const GG_SHEET_NUMBERS: SheetNumbers = {
  events: EVENTS,
  // A check's key and value hold the roll it needs (check.ts: gg-check:<target>:…).
  rollers: ['gg-check:'],
  // Initiative scores (Speed × 10 + D), the Levels of Persistent areas and zones kept on the map, the Damage
  // Defence and hits of the walls a Wall ability raised, and the hexes left of a Split move (its Movement's Level).
  sys: {
    'ranked': { keyed: true }, 'persisting': { each: 'by', fields: ['level'] }, 'zones': { each: 'by', fields: ['level'] },
    'walls': { each: 'by.figure', fields: ['defence', 'hits', 'dangerous'] }, 'split.hexes': 'split.figure',
    'openings': DOOR_WALLS,
  },
  // Hits left and the most it has, the hits a Concentration began at, Levels rolled, copied, absorbed or
  // adapted, Luck dice: numbers of the sheet. Out of action, prone, Hindrance and drained Levels the table sees.
  status: ['hits', 'maxHits', 'concentrating', 'variable', 'copied', 'luck', 'absorbed', 'adapted', 'superForm'],
  // The table sees a villain reel, not the hits it has left.
  seen: (st: GgStatus) => ({ hurt: st.hits < st.maxHits }),
};
