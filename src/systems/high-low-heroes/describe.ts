import type { HighLowReading } from '../../dice/index.ts';
import type { TableEvent } from '../../kernel/index.ts';
import { describeOption } from './actions.ts';
import type { Term } from './derive.ts';
import type { AssistData, AttackData, HlhEventData, HlhEventType } from './events.ts';

const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const dice = (r: HighLowReading) => (r.double ? `double (${r.high})` : `(${r.high}, ${r.low})`);

/**
 * "High 5 +1 −1 = 5": the reading and each modifier that is not 0, floored at 1 when it had to be. A
 * viewer who may not see the sheet has its modifiers and the value null (kernel sheet-numbers): the
 * reading and the situation's modifier stay, "High 5 −1", with no sum.
 */
export function showTerm(t: Term): string {
  const parts = [`${t.which === 'high' ? 'High' : 'Low'} ${t.reading}`];
  for (const m of [t.power, t.weakness, t.situational, t.bonus]) if (m !== 0 && m !== null) parts.push(sign(m));
  if ((t.value as number | null) === null) return parts.join(' ');
  const raw = t.reading + t.power + t.weakness + t.situational + t.bonus;
  return parts.length === 1 ? parts[0]! : `${parts.join(' ')} = ${raw < 1 ? `${raw} → 1` : t.value}`;
}

function attackLine(d: AttackData): string {
  const head = `${d.attacker} ${d.type === 'fantastic' ? 'makes a Fantastic attack on' : 'attacks'} ${d.defender}`
    + `${d.distance !== null && d.distance > 1 ? ` from ${d.distance} squares` : ''}${d.heroicEffort ? ' with Heroic Effort' : ''}`;
  const atk = `Attack ${dice(d.roll)}: To hit ${showTerm(d.toHit)}, Potential damage ${showTerm(d.potential)}`;
  const def = d.defense === null ? 'no Defense roll'
    : `Defense ${dice(d.defense)}: ${d.evade ? `Evade ${showTerm(d.evade)}` : 'cannot evade'}, ${d.blocked ? `Blocked ${showTerm(d.blocked)}` : 'cannot block'}`;
  const result = !d.hit ? 'miss'
    : d.damage === 0 ? `${d.evade === null ? 'hits automatically' : 'hit'}, no damage`
      : `${d.evade === null ? 'hits automatically' : 'hit'}, ${d.damage} damage${(d.life as number | null) === null ? '' : ` → Life ${d.life}`}`
        + `${d.condition === 'up' ? '' : ` (${d.condition})`}`;
  return `${head}. ${atk}; ${def}: ${result}`;
}

function assistLine(d: AssistData): string {
  const known = (n: number, words: string) => ((n as number | null) === null ? '' : words);
  return `${d.helper} assists ${d.recipient}${d.spent ? `, who spends its turn too` : ''}: ${dice(d.roll)} ${d.helperWhich === 'high' ? 'High' : 'Low'}`
    + `${known(d.helperValue, ` ${d.helperValue}`)} vs GM ${dice(d.gm)} Low ${d.gmValue} → +${d.restored} Life${known(d.life, `, now ${d.life}`)}`;
}

/** One log line per event, in the table's words. */
export function describeHlh(e: TableEvent): string {
  switch (e.type as HlhEventType) {
    case 'hlh.initiative': {
      const d = e.data as HlhEventData['hlh.initiative'];
      // A value made with a sheet the viewer may not see is null: the dice and the place in the order say the rest.
      const rolls = d.rolls.map((r) => `${r.figure} ${dice(r.roll)}${r.value === null ? '' : ` ${showTerm(r.value)}`}`).join('; ');
      const order = d.order.map((s) => `${s.figure}${(s.value as number | null) === null ? '' : ` ${s.value}`} (${s.actions} action${s.actions === 1 ? '' : 's'})`).join(', ');
      return `Round ${d.round} Initiative: ${rolls}. Order: ${order}`;
    }
    case 'hlh.turn-started': {
      const d = e.data as HlhEventData['hlh.turn-started'];
      return `${d.figure}'s turn (${d.actions} action${d.actions === 1 ? '' : 's'})`;
    }
    case 'hlh.turn-ended': {
      const d = e.data as HlhEventData['hlh.turn-ended'];
      return d.reason === 'dazed' ? `${d.figure} is dazed and skips this turn`
        : d.reason === 'assist' ? `${d.figure} spends its turn on the Assist`
          : d.reason === 'passed' ? `${d.figure} passes` : `${d.figure} ends its turn`;
    }
    case 'hlh.left': {
      const d = e.data as HlhEventData['hlh.left'];
      return `${d.figure} leaves the turn order${d.hadTurn ? ' in the middle of its turn, which passes on' : ''}`;
    }
    case 'hlh.next': {
      const d = e.data as HlhEventData['hlh.next'];
      return d.current !== null ? `${d.current}'s turn (${d.actions} action${d.actions === 1 ? '' : 's'})` : 'Tied Initiative: any of the tied figures may act next';
    }
    case 'hlh.moved': {
      const d = e.data as HlhEventData['hlh.moved'];
      return `${d.figure} moves ${d.squares} square${d.squares === 1 ? '' : 's'} to (${d.to.x}, ${d.to.y}) — ${describeOption(d.option)}`;
    }
    case 'hlh.attack': return attackLine(e.data as AttackData);
    case 'hlh.knocked-back': {
      const d = e.data as HlhEventData['hlh.knocked-back'];
      const stop = d.stoppedBy ? `, stopped by a ${d.stoppedBy} after ${d.moved}` : '';
      return `${d.figure} is knocked back ${d.squares} squares${stop}${d.to ? ` to (${d.to.x}, ${d.to.y})` : ''}`;
    }
    case 'hlh.doubles': {
      const d = e.data as HlhEventData['hlh.doubles'];
      return `${d.figure} gains ${d.gained} Double${d.gained === 1 ? '' : 's'} (${d.sources.join(', ')})${(d.total as number | null) === null ? '' : `: ${d.total} in all`}`;
    }
    case 'hlh.upgraded': {
      const d = e.data as HlhEventData['hlh.upgraded'];
      if ((d.training as unknown) === null) return `${d.figure} improves with experience, Life restored`;
      const what = d.training.kind === 'improve' ? `improves its ${d.training.category} Power` : `gains a new Power, ${d.training.name}`;
      return `${d.figure} ${what} (${d.cost} Doubles, ${d.doubles} left): max Life ${d.maxLife}, Life restored`;
    }
    case 'hlh.assist': return assistLine(e.data as AssistData);
    case 'hlh.career-test': {
      const d = e.data as HlhEventData['hlh.career-test'];
      return `${d.figure} tests ${d.career} (${d.action}): ${dice(d.roll)}${(d.value as Term | null) === null ? '' : ` ${showTerm(d.value)}`} vs GM ${dice(d.gm)} ${d.fits ? 'Low' : 'High'} ${d.gmValue}`
        + ` → ${d.success ? 'success' : 'failure'}`;
    }
    case 'hlh.recovered': {
      const d = e.data as HlhEventData['hlh.recovered'];
      return `${d.figure} recovers ${d.gained} Life in ${d.hours} hours${(d.life as number | null) === null ? '' : `: Life ${d.life}`}`;
    }
    case 'hlh.session': return 'A new session begins: Heroic Effort is available again';
    case 'hlh.training': {
      const d = e.data as HlhEventData['hlh.training'];
      const t = d.training;
      // What it trains for is of its sheet: kept from those who may not see it (masked), unlike training for nothing.
      if ((e as { masked?: readonly string[] }).masked?.includes('training')) return `${d.figure} trains`;
      return t === null ? `${d.figure} trains for nothing for now` : `${d.figure} trains to ${t.kind === 'improve' ? `improve its ${t.category} Power` : `add ${t.name} (${t.category})`}`;
    }
    case 'hlh.walls': return `GM: the map has ${(e.data as HlhEventData['hlh.walls']).walls.length} wall squares`;
  }
  return e.type;
}
