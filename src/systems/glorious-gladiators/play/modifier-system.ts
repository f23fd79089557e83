import type { ConditionDoc, Json, TableEvent } from '../../../kernel/index.ts';
import type { LogNames } from './describe.ts';
import { boost } from './burnout.ts';
import { regainItem } from './equipment.ts';
import { flex } from './flex-command.ts';
import { flexWords } from './flexible.ts';
import { changeForm } from './super-form.ts';
import { recoverWound } from './wound-recovery.ts';
import { inHexes } from './hex-words.ts';

// What the modifiers' and traits' own rules add to the system definition: commands, conditions
// and log lines for their events (the abilities' own are in ability-system.ts).

export const MODIFIER_COMMANDS = {
  'gg.recover-wound': recoverWound,
  'gg.regain-item': regainItem,
  'gg.flex': flex,
  'gg.super-form': changeForm,
  'gg.boost': boost,
} as const;

export const MODIFIER_CONDITIONS: Readonly<Record<string, ConditionDoc>> = {};

/** A log line for a modifier's or trait's event, or null when it is not one of theirs. */
export function describeModifierEvent(e: TableEvent, names: LogNames): string | null {
  const d = e.data as Record<string, unknown>;
  const who = (k: string) => String(d[k]);
  // A number kept from this viewer (kernel sheet-numbers: null) is left out of the line, with its words.
  const known = (k: string, words: (v: string) => string) => (typeof d[k] === 'number' ? words(who(k)) : '');
  // The acting figure's ability: every line here names one of its own.
  const ability = () => names.ability(d.figure, d.ability);
  switch (e.type) {
    case 'gg.wound-recovered': return `${who('figure')} ${d.success ? `recovers to ${who('to')}` : 'does not recover'} (rolled ${who('face')}${known('bonus', (v) => ` + ${v}`)}${known('needed', (v) => ` needing ${v}`)})`;
    case 'gg.forced-move-roll': return `${who('target')} ${d.success ? 'is' : 'is not'} ${d.push === 'knockback' ? 'knocked back' : 'knocked down'}`;
    case 'gg.knockback-struck': return `${who('target')} is knocked into ${typeof d.struck === 'string' ? who('struck') : `the wall at ${who('hex')}`} after ${typeof d.travelled === 'number' ? inHexes(d.travelled) : `${who('travelled')} hexes`}${known('level', (v) => `: Solid, Level ${v}`)}`;
    case 'gg.knockback-dodge': return `${who('figure')} ${d.avoided ? 'gets out of the way of' : 'is in the way of'} ${who('body')} (rolled ${who('faces')}${known('needed', (v) => ` needing ${v}`)})`;
    case 'gg.lethal-used': return `${who('figure')} has used a Lethal attack: a fair target for Lawful Lethal`;
    case 'gg.quick': return `${who('figure')} reacts to ${who('target')} with ${ability()}${d.first ? ', first' : ', after it'}`;
    case 'gg.reaction':
      return d.kind === 'out-of-reach'
        ? `${who('figure')}'s ${ability()} reaction comes to nothing: ${who('target')} is out of reach`
        : `${who('figure')} strikes ${who('target')} with ${ability()} as a reaction`;
    case 'gg.persisting': {
      const i = (d.instance ?? {}) as { by?: unknown; ability?: unknown; variant?: unknown };
      return `${String(i.by)}'s ${names.ability(i.by, i.ability)} stays (${String(i.variant)})`;
    }
    case 'gg.persist-acts': return `${who('figure')}'s Persistent ability acts on ${who('target')} (${who('why')})`;
    case 'gg.persist-ended': return `a Persistent ability ends (${who('why')})`;
    case 'gg.persist-update': return 'level' in d ? `a Persistent ability fades${known('level', (v) => ` to Level ${v}`)}`
      : d.at && !d.inside && !d.targets ? 'a Persistent area notes where everyone stands' : 'a Persistent ability changes whom it holds';
    // The GM's word has no die (face null); a roll whose need is hidden still shows its die.
    case 'gg.activation': return d.face === null
      ? `the GM says ${who('figure')}'s ${ability()} ${d.works ? 'works' : 'does not work'} this turn`
      : `${who('figure')}'s ${ability()} ${d.works ? 'activates' : 'fails to activate'} (rolled ${who('face')}${known('needed', (v) => ` needing ${v}+`)})`;
    case 'gg.uncontrolled': return `${who('figure')}'s Uncontrollable abilities are rolled for`;
    case 'gg.toggled': return d.toggled ? `${who('figure')}'s ${ability()} ${d.moved !== undefined ? 'lurches off' : d.off ? 'switches off' : 'switches on'} by itself` : `${who('figure')}'s ${ability()} stays as it was`;
    // Its hits null in the log end it; hits kept from the viewer (masked) begin it.
    case 'gg.concentrating': return d.hits === null && !(e as { masked?: readonly string[] }).masked?.includes('hits') ? `${who('figure')} no longer concentrates on ${ability()}` : `${who('figure')} concentrates on ${ability()}`;
    case 'gg.concentration-broken': return `${who('figure')}'s concentration on ${ability()} breaks (${who('why')})`;
    case 'gg.autofire': return `${who('figure')} fires again at ${who('target')} (attack ${who('shot')})`;
    case 'gg.cascade': return `${who('figure')}'s ${ability()} cascades from ${who('from')} to ${who('target')}${known('level', (v) => ` at Level ${v}`)}`;
    case 'gg.item-regained': return `${who('figure')} ${d.success ? 'regains' : 'does not regain'} ${ability()}`;
    case 'gg.flexed': return `${who('figure')} uses ${ability()} as ${Object.entries((d.choice ?? {}) as Record<string, string>).map(([k, v]) => flexWords(k, v)).join(', ') || 'built'}`;
    case 'gg.dismounted': return `${who('figure')} is knocked off its mount`;
    case 'gg.mount-moved': return `${who('figure')}'s mount comes back towards it`;
    case 'gg.remounted': return `${who('figure')} is back on its mount`;
    case 'gg.super-form': return d.in ? `${who('figure')} is in its Super Form` : `${who('figure')} changes (${who('progress')}${known('needed', (v) => ` of ${v}`)} actions)`;
    case 'gg.linked': return `${who('figure')} strikes ${who('target')} with ${ability()} too, linked with ${names.ability(d.figure, d.with)}`;
    case 'gg.honour': return `${who('interloper')} attacked ${who('figure')}'s opponent: ${d.holds === false ? 'honour lets it pass' : 'honour demands it is fought instead'}`;
    case 'gg.boosted': return `${who('figure')}'s ${ability()} ${d.on ? 'burns 4 Levels higher' : 'is back to normal'}`;
    case 'gg.limited': return `${who('figure')}'s ${ability()} ${d.works ? 'works' : 'fails this time'}`;
    case 'gg.variable': return typeof d.level === 'number' ? `${who('figure')}'s ${ability()} is Level ${who('level')} this combat` : `${who('figure')}'s ${ability()} finds its Level for this combat`;
    case 'gg.weakened': return `${who('figure')}'s ${ability()} is ${who('weakened')} Level(s) down`;
    case 'gg.adapted': return `${who('figure')}'s ${ability()} adapts to ${who('target')}${known('levels', (v) => `: +${v}`)}`;
    case 'gg.burnout': return `${who('figure')}'s ${ability()} rolls ${who('face')} for Burnout this turn${typeof d.face === 'number' && d.face <= 3 ? '' : ': it holds'}`;
    case 'gg.exhausts': return `${who('figure')}'s ${ability()} rolls ${who('face')} for Exhausts this turn${d.face === 1 ? '' : ': it holds'}`;
    case 'gg.spent': return `${who('figure')}'s ${ability()} is spent for the scene (${who('why')})`;
    case 'gg.shield': return `${who('figure')}'s ${ability()} strikes ${who('target')}`;
    case 'gg.out-of-reach': return `${who('figure')} is knocked out of reach of ${who('target')}: its ${ability()} is lost`;
    case 'gg.bullet-wall': return `${who('figure')}'s ${ability()} ${d.passed ? `passes through the wall at ${who('hex')}${known('after', (v) => `, Level ${v}`)}` : `stops in the wall at ${who('hex')}`}`;
    case 'gg.astray': return `${who('figure')}'s ${ability()} goes astray at ${who('to')}`;
    case 'gg.showboating': return `${who('figure')} shows off and loses ${String((d.now as number) + (d.later as number))} action(s)`;
    case 'gg.trait': return `${who('figure')}'s ${who('trait')} ${d.holds ? 'takes hold' : 'does not take hold'}`;
    case 'gg.escaped': return `${who('figure')} ${d.success ? 'gets away' : 'fails to get away'} (${who('trait')})`;
    default: return null;
  }
}

/** The modifiers' and traits' commands whose exact odds `oddsOf` gives (odds.ts). */
export const MODIFIER_ODDS = ['gg.recover-wound', 'gg.trait', 'gg.escape-effect', 'gg.feign-death'] as const;

/** What an odds outcome of one of those commands is, from its events; undefined for other commands. */
export function summarizeModifierOdds(command: string, data: (type: string) => Record<string, Json>[]): Json | undefined {
  switch (command) {
    case 'gg.recover-wound': return { to: data('gg.wound-recovered')[0]?.to ?? null };
    case 'gg.trait': return { holds: data('gg.trait')[0]?.holds === true };
    case 'gg.escape-effect':
    case 'gg.feign-death': return { escaped: data('gg.escaped')[0]?.success === true };
    default: return undefined;
  }
}
