import type { Distribution } from '../../dice/index.ts';
import { type Prompt } from '../../dice/index.ts';
import type { BotSpec, LegalAction } from '../../kernel/index.ts';
import { combatants } from './figures.ts';
import type { D100Status, D100Sys } from './model.ts';

/** The better defense by its number (the first of equals); the GM lets the dice pick a maimed body part. */
function answer(prompt: Prompt): string | number | boolean | Distribution<string | number | boolean> {
  if (prompt.kind === 'maim') return 'roll';
  let best = prompt.options[0]!;
  let bestN = labelNumber(best.label);
  for (let i = 1; i < prompt.options.length; i++) {
    const o = prompt.options[i]!;
    const n = labelNumber(o.label);
    if (n > bestN) {
      best = o;
      bestN = n;
    }
  }
  return best.value;
}

/** The first "(N)" in a label, as /\((-?\d+)\)/ reads it, or 0: a scan, as it runs on every prompt of a simulation. */
export function labelNumber(label: string): number {
  for (let open = label.indexOf('('); open >= 0; open = label.indexOf('(', open + 1)) {
    let i = open + 1;
    if (label.charCodeAt(i) === 45) i++;
    const digits = i;
    while (label.charCodeAt(i) >= 48 && label.charCodeAt(i) <= 57) i++;
    if (i > digits && label.charCodeAt(i) === 41) return Number(label.slice(open + 1, i));
  }
  return 0;
}

/**
 * A plain fighter: attack when it can (a trick or stunt now and then), otherwise close in, ready
 * a weapon or pass. Seeded `pick` keeps simulations reproducible.
 */
function choose(_state: unknown, actions: readonly LegalAction[], _ctx: unknown, pick: (n: number) => number): LegalAction {
  const of = (pred: (a: LegalAction) => boolean) => actions.filter(pred);
  const attacks = of((a) => a.type === 'attack' && !(a.args as { grapple?: boolean }).grapple);
  const flair = of((a) => a.type === 'trick' || a.type === 'stunt');
  if (attacks.length > 0) {
    if (flair.length > 0 && pick(5) === 0) return flair[pick(flair.length)]!;
    return attacks[pick(attacks.length)]!;
  }
  const closer = of((a) => a.type === 'move' && (a.args as { direction: string }).direction === 'closer');
  const readies = of((a) => a.type === 'ready');
  if (readies.length > 0 && pick(2) === 0) return readies[0]!;
  if (closer.length > 0) return closer[pick(closer.length)]!;
  if (readies.length > 0) return readies[0]!;
  return of((a) => a.type === 'end-turn')[0] ?? actions[0]!;
}

export const d100Bot: BotSpec<D100Sys> = {
  answer,
  choose,
  metrics: (start, end) => {
    const out: Record<string, number> = {};
    for (const f of combatants(start)) {
      const after = end.figures[f.id];
      if (after) out[`${f.id}.wounds`] = (after.status as D100Status).woundsTaken;
    }
    return out;
  },
};
