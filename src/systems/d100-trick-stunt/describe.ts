import type { TableEvent } from '../../kernel/index.ts';
import type { D100EventData } from './events.ts';

/** "55 vs 40"; null when a sheet it reads is kept from the viewer (kernel sheet-numbers), and then left out. */
const need = (n: [number, number] | null) => (n === null ? '' : `${n[0]} vs ${n[1]}`);
const inParens = (words: string) => (words === '' ? '' : ` (${words})`);
const afterComma = (words: string) => (words === '' ? '' : `, ${words}`);
/** " (needs 55)", or nothing when the number is kept from the viewer. */
const needs = (n: unknown, after = '') => (typeof n === 'number' ? ` (needs ${n}${after})` : '');
/** Event data as text: strings as they are, anything else as JSON. */
const t = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** One log line per event, in the table's words ([D100-TS-02]: tricks and stunts keep their description). */
export function describeD100(e: TableEvent): string {
  const d = e.data as Record<string, unknown>;
  switch (e.type as keyof D100EventData) {
    case 'd100.initiative': return `Round ${t(d.round)}: ${(d.order as string[]).join(' then ')} act first to last`;
    case 'd100.side-turn':
      return d.side ? `${t(d.side)} act${d.queue ? ` in Agility order: ${(d.queue as string[]).join(', ')}` : ' in any order the GM picks'}` : 'The round is over';
    case 'd100.turn-started': return `${t(d.figure)}'s turn`;
    case 'd100.turn-ended': return `${t(d.figure)} ${d.skipped ? `is skipped (${t(d.skipped)})` : 'ends the turn'}`;
    case 'd100.action': return `${t(d.figure)}: ${t(d.kind)}${d.target ? ` → ${t(d.target)}` : ''}`;
    case 'd100.moved': return `${t(d.figure)} moves from ${t(d.from)} to ${t(d.band)} range of ${t(d.to)}`;
    case 'd100.range-set': return `GM: ${t(d.a)} and ${t(d.b)} are now at ${t(d.band)} range`;
    case 'd100.attacked':
      return `${t(d.attacker)} ${d.grapple ? 'grapples' : 'attacks'} ${t(d.defender)} with ${t(d.weaponName)}`
        + `${typeof d.need === 'number' ? `: needs ${d.need} or less` : ''} → ${t(d.result).replace('-', ' ')}`;
    case 'd100.no-defense': return `No defense: ${t(d.reason)}`;
    case 'd100.defended': return `${t(d.defender)} tries to ${t(d.choice)}${needs(d.need)}: ${d.avoided ? 'avoided' : 'fails'}`;
    case 'd100.wounded':
      return `${t(d.figure)} takes ${t(d.damage)} damage${Number(d.armor) > 0 ? `, armor ${t(d.armor)}` : ''} → ${t(d.wounds)} wounds`
        + `${d.life === null ? '' : `; Life ${t(d.life)}`}`;
    case 'd100.death-table':
      // How far below 0 its Life went is of its sheet: a viewer who may not see it reads the die and the result.
      if (d.below === null) return `${t(d.figure)} rolls on the Death Table: ${t(d.roll)} → ${t(d.read)}`;
      return `${t(d.figure)} rolls on the Death Table: ${t(d.roll)} + ${t(d.below)}${Number(d.shift) ? ` + ${t(d.shift)}` : ''} = ${t(d.total)} → ${t(d.read)}`;
    case 'd100.killed': return `${t(d.figure)} is killed (already rolled on the Death Table)`;
    case 'd100.maim': return `${t(d.figure)} is maimed: ${t(d.part)}`;
    case 'd100.weapon-broken': return `${t(d.figure)}'s ${t(d.weapon)} breaks`;
    case 'd100.fumbled': return `${t(d.figure)} fumbles and must Ready/Recover`;
    case 'd100.self-hit': return `${t(d.figure)} hurts itself`;
    case 'd100.trick':
      return `${t(d.figure)} tricks ${t(d.target)} ("${t(d.description)}"${afterComma(need(d.need as [number, number] | null))}): ${t(d.outcome)}${d.modifier ? `, ${t(d.target)}'s next action ${Number(d.modifier) > 0 ? '+' : ''}${t(d.modifier)}` : ''}`;
    case 'd100.stunt':
      return `${t(d.figure)} stunts ("${t(d.description)}"${afterComma(need(d.need as [number, number] | null))}): ${t(d.outcome)}, next action ${Number(d.modifier) > 0 ? '+' : ''}${t(d.modifier)}`;
    case 'd100.ts-refused': return `GM refuses ${t(d.figure)}'s ${t(d.kind)}`;
    case 'd100.readied': return `${t(d.figure)} readies: ${t(d.kind)}${d.weapon ? ` ${t(d.weapon)}` : ''}${d.item ? ` ${t(d.item)}` : ''}`;
    case 'd100.grappled': return `${t(d.grappler)} holds ${t(d.victim)}`;
    case 'd100.break-free':
      return `${t(d.figure)} struggles against ${t(d.grappler)}${inParens(need(d.need as [number, number] | null))}: ${t(d.outcome)}`;
    case 'd100.left': return `${t(d.figure)} leaves the ranges and the turn order${d.hadTurn ? ' in the middle of its turn, which passes on' : ''}`;
    case 'd100.released': return `${t(d.victim)} is free of ${t(d.grappler)} (${t(d.reason)})`;
    case 'd100.flee': return `${t(d.figure)} runs for it`;
    case 'd100.fled': return `${t(d.figure)} got away`;
    case 'd100.healed':
      return `${t(d.healer)} tends ${t(d.patient)}${needs(d.need)}: ${t(d.result).replace('-', ' ')}`
        + `${Number(d.gained) > 0 ? `, +${t(d.gained)} Life${d.life === null ? '' : ` → ${t(d.life)}`}` : d.already ? ', no more benefit for this injury' : ''}`;
    case 'd100.rested': return `${t(d.figure)} rests ${t(d.days)} days${d.life === null ? '' : `: Life ${t(d.life)}`}`;
    case 'd100.approach':
      return `${t(d.figure)} sneaks up on ${t(d.victim)}${inParens(need(d.need as [number, number] | null))}: ${d.noticed ? 'noticed!' : 'unnoticed'}`;
    case 'd100.assassinated': return `${t(d.figure)} ${d.intent === 'kill' ? 'kills' : 'knocks out'} ${t(d.victim)} unawares`;
    case 'd100.modifier-set': return `GM: ${t(d.figure)}'s next action ${Number(d.modifier) >= 0 ? '+' : ''}${t(d.modifier)}`;
    case 'd100.power': return `${t(d.figure)} uses a power: ${t(d.description)}`;
    case 'd100.checked': return `${t(d.figure)} rolls ${t(d.label)}${needs(d.need)}: ${t(d.result).replace('-', ' ')}`;
  }
  return e.type;
}
