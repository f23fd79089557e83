import type { ConditionDoc, TableEvent } from '../../../kernel/index.ts';
import type { LogNames } from './describe.ts';
import { disintegrate, dismiss, mentalIllusion, repair } from './ability-commands.ts';
import { createWall, door, gate, suppress } from './creations.ts';
import { dismissArea } from './dismiss-area.ts';
import { changeEnvironment } from './environment.ts';
import { activate, deactivate } from './forms.ts';
import { gmGrab, release } from './grab.ts';
import { duplicate, summon } from './summon.ts';
import { telekinesisMove } from './telekinesis.ts';
import { attackTrap } from './trap.ts';

// What the abilities' own rules add to the system definition: commands, the conditions they put on
// (with what each does in play), and log lines for their events.

export const ABILITY_COMMANDS = {
  'gg.release': release,
  'gg.grab': gmGrab,
  'gg.attack-trap': attackTrap,
  'gg.telekinesis': telekinesisMove,
  'gg.activate': activate,
  'gg.deactivate': deactivate,
  'gg.summon': summon,
  'gg.duplicate': duplicate,
  'gg.create-wall': createWall,
  'gg.door': door,
  'gg.gate': gate,
  'gg.suppress': suppress,
  'gg.mental-illusion': mentalIllusion,
  'gg.dismiss': dismiss,
  'gg.dismiss-area': dismissArea,
  'gg.repair': repair,
  'gg.disintegrate': disintegrate,
  'gg.environment': changeEnvironment,
} as const;

const def = (name: string, ruleId: string, description: string): ConditionDoc => ({ name, ruleId, description });

export const ABILITY_CONDITIONS: Readonly<Record<string, ConditionDoc>> = {
  'grabbed': def('Grabbed', 'GG-ABL-36', 'Range 0 to its grabber; cannot move; abilities only at range 0; Penalty to hit and to Solid Levels; Bonus to be hit. Resist with an action.'),
  'grabbing': def('Grabbing', 'GG-ABL-36', 'Holds someone: Penalty to Solid Levels against it; moving lets go unless carrying it (Grab vs Forced Move Defence).'),
  'trapped': def('Trapped', 'GG-ABL-69', 'Evade 0, Move 0; no Direct or Area abilities at range 1+ unless Psychic; no Focus. Others attack the trap; Escape breaks out.'),
  'held': def('Held (Telekinesis)', 'GG-ABL-65', 'No Move actions; Bonus to Direct and Seeking attacks on it; Penalty to hit; its holder can move it.'),
  'stung': def('Stung', 'GG-ABL-61', 'No actions; Direct attacks on it have a Bonus.'),
  'mesmerised': def('Mesmerised', 'GG-ABL-48', 'No actions, except to resist it when it is Persistent.'),
  'transformed': def('Transformed', 'GG-ABL-68', 'Out of action and immune to attacks; can only resist it (or end its own).'),
  'charmed': def('Charmed', 'GG-ABL-08', 'Will not attack its new friend; may resist a Persistent Charm only once given cause for doubt.'),
  'afraid': def('Afraid', 'GG-ABL-27', 'Must first move as fast as it can away from the Fear; cannot attack the one who frightened it.'),
  'desire': def('Drawn (Mental Illusion)', 'GG-ABL-47', 'Must first move as fast as it can to a place, then does nothing useful there.'),
  'unaware': def('Misses something (Mental Illusion)', 'GG-ABL-47', 'Does not notice one character and cannot target it.'),
  'deluded': def('Under a Mental Illusion', 'GG-ABL-47', 'Its user picks an effect each turn, rolled against Willpower.'),
  'mad': def('Mad', 'GG-ABL-46', 'Each action rolled on the Madness table; the GM plays its turn.'),
  'mind-controlled': def('Mind-controlled', 'GG-ABL-49', 'Its controller\'s seat plays its turns; it cannot be made to harm itself.'),
  'possessed': def('Possessed', 'GG-ABL-51', 'Its possessor plays its turns until it is out of action; Willpower may refuse to harm its own side.'),
  'possessing': def('Possessing', 'GG-ABL-51', 'Gone into the body it controls: no turns of its own, cannot be targeted.'),
  'possession-immune': def('Immune to a Possession', 'GG-ABL-51', 'A failed Possession cannot try this target again for 24 hours.'),
  'giant': def('Giant', 'GG-ABL-35', 'A 7- or 19-hex marker; reaches half its Level further; adds its Level to Solid Melee and Forced Move Defence; no Evasion.'),
  'insubstantial': def('Insubstantial', 'GG-ABL-42', 'Level vs 3 cancels Damage, Hinder, Forced Move or Trap of its Types; no Attacks of those Types.'),
  'fragmented': def('Fragmented', 'GG-ABL-32', 'Protected against Solid, moves 3 a Level, strikes as a swarm; no Solid abilities.'),
  'disguised': def('Disguised', 'GG-ABL-06', 'Enemies who did not see through it will not attack it until it gives itself away.'),
  'telepathic-link': def('Telepathic link', 'GG-ABL-66', 'Ally: a Bonus attacking right after its partner; enemy: a Penalty to hit the telepath.'),
  'blinded': def('Blinded', 'GG-ABL-44', 'No Vision until after its next turn: cannot aim without another targeting sense; Bonus to hit it.'),
  'lucky': def('Lucky', 'GG-ABL-45', 'Has luck dice to add to rolls it makes or that are made against it.'),
  'countering': def('Countering', 'GG-ABL-12', 'Its Counter is ready for incoming abilities.'),
  'absorbing': def('Absorbing', 'GG-ABL-01', 'Someone\'s Absorption is on it (an ally\'s switched on, an enemy\'s as an attack): half the Levels of a Damage hit of its Types feed that user\'s abilities.'),
  'regenerating': def('Regenerating', 'GG-ABL-57', 'Regeneration is on: its Level off reactivation rolls, and no wound roll for being out of action after the fight.'),
  'speeding': def('Speed on', 'GG-ABL-59', 'Its Speed is active: one more follow-up per Level, and its Level in Speed rolls for Quick actions.'),
  'mirror-images': def('Mirror images', 'GG-ABL-40', 'Attackers who have not seen through the Illusion have a Penalty to hit it.'),
  'animal-form': def('Animal form', 'GG-ABL-03', 'An animal: the GM supplies its abilities; it cannot speak.'),
};

/** A log line for an ability event, or null when it is not one of theirs. */
export function describeAbilityEvent(e: TableEvent, names: LogNames): string | null {
  const d = e.data as Record<string, unknown>;
  const who = (k: string) => String(d[k]);
  // Whose ability the event names: the acting figure's, unless the line says otherwise.
  const ability = (owner: unknown = d.figure) => names.ability(owner, d.ability);
  switch (e.type) {
    case 'gg.released': return `${who('figure')} lets go of ${who('target')} (${who('why')})`;
    case 'gg.carry': return `${who('figure')} ${d.success ? 'carries' : 'cannot carry'} ${who('target')}`;
    case 'gg.trap-attack': return `${who('figure')} ${d.broken ? 'breaks' : d.hit ? 'hits but does not break' : 'misses'} the trap on ${who('target')}`;
    case 'gg.persists': return `${who('condition')} on ${who('target')} ${d.holds ? 'holds' : 'ends'}`;
    case 'gg.control': return `${who('figure')}'s turn is played by ${d.controller === 'gm' ? 'the GM' : who('by')}`;
    case 'gg.madness': return `${who('figure')} is mad: ${(Array.isArray(d.actions) ? (d.actions as string[]) : []).join('; ')}`;
    case 'gg.refused': return `${who('figure')} ${d.refused ? 'refuses' : 'cannot refuse'} to attack ${who('target')}`;
    case 'gg.countered': return `${who('figure')} ${d.countered ? 'counters' : 'fails to counter'} ${who('target')}'s ${ability(d.target)}`;
    case 'gg.phase-through': return `${who('figure')} ${d.crossed ? 'passes through' : 'fails to pass through'} the wall at ${who('hex')}`;
    case 'gg.insubstantial': return `${who('figure')} ${d.cancelled ? 'lets it pass through' : 'is still hit'}`;
    // How much, a number of its sheet, is null to those who may not see it (kernel sheet-numbers).
    case 'gg.absorbed': return `${who('figure')} absorbs ${typeof d.gain === 'number' ? `${who('gain')} Level(s)` : 'Levels'} into ${ability()}`;
    case 'gg.backlash': return `${who('target')} is struck by ${who('figure')}'s Psychic Backlash`;
    case 'gg.reflected': return `${who('figure')} reflects ${ability(d.target)} at ${who('target')}`;
    case 'gg.telekinesis': return `${who('figure')} moves ${who('target')} by Telekinesis`;
    case 'gg.vanished': return `${who('figure')} vanishes (${who('why')})`;
    case 'gg.minions-lost': return Number(d.lost) > 0
      ? `${who('figure')} has lost ${who('lost')} minion(s) of ${ability()} until a day passes`
      : `${who('figure')}'s lost minions of ${ability()} are back`;
    case 'gg.joined': return `${who('figure')} joins the fight after ${who('by')}`;
    case 'gg.wall-caught': return `${who('target')} ${d.onTop ? 'ends up on top of' : 'gets out of'} the new wall`;
    case 'gg.through-gate': return `${who('figure')} steps through a gate`;
    case 'gg.luck': return d.spent ? `${who('figure')} spends ${who('spent')} luck dice`
      : typeof d.luck === 'number' ? `${who('figure')} has ${who('luck')} luck dice` : `${who('figure')}'s luck dice are renewed`;
    case 'gg.moulded': return `${who('figure')} moulds ${who('target')}'s body (${who('effect')})`;
    case 'gg.copied': return `${who('figure')} copies abilities`;
    case 'gg.mental-illusion': return `${who('figure')}'s Mental Illusion (${who('effect')}) ${d.success ? 'grips' : 'fails on'} ${who('target')}`;
    case 'gg.dismissed-area': return `${who('figure')} ${d.success ? 'dismisses' : 'fails to dismiss'} ${who('by')}'s ${ability(d.by)} at ${who('hex')}`;
    case 'gg.dismissed': return `${who('figure')} ${d.success ? 'dismisses' : 'fails to dismiss'} ${who('condition')} on ${who('target')}`;
    case 'gg.environment-attack': return `${who('environment')} ${d.success ? 'strikes' : 'spares'} ${who('figure')}`;
    case 'gg.fled': return `${who('figure')} flees`;
    default: return null;
  }
}
