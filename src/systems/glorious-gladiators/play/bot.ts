import type { BotSpec, LegalAction } from '../../../kernel/index.ts';
import { profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';

/**
 * A plain tactical bot for simulation and odds: follow up when it can, attack with its strongest
 * ability the weakest enemy in reach, stand when prone, close in, stop a fallen enemy from getting
 * up, else end the turn. It always spends a Hero Point when offered one (GG-DICE-06).
 */
function levelOf(s: S, a: LegalAction): number {
  const args = a.args as { figure: string; ability: string };
  return profile(s, args.figure).abilities.find((x) => x.key === args.ability)?.level ?? 0;
}

function pickBy(actions: readonly LegalAction[], score: (a: LegalAction) => number, pick: (n: number) => number): LegalAction | undefined {
  if (actions.length === 0) return undefined;
  const best = Math.max(...actions.map(score));
  const top = actions.filter((a) => score(a) === best);
  return top[top.length > 1 ? pick(top.length) : 0];
}

export const ggBot: BotSpec<GgSys, GgOptions> = {
  answer: (prompt) => {
    for (const wanted of ['spend', 'prone']) if (prompt.options.some((o) => o.value === wanted)) return wanted;
    return prompt.options[0]!.value;
  },
  choose: (s, actions, _ctx, pick) => {
    const of = (type: string) => actions.filter((a) => a.type === type);
    const attackScore = (a: LegalAction) => levelOf(s, a) * 10 - statusOf(s, (a.args as { target: string }).target).hits;
    return pickBy(of('gg.attack'), attackScore, pick)
      ?? of('gg.spot')[0]
      ?? of('gg.stand')[0]
      ?? of('gg.regain-focus')[0]
      ?? of('gg.recover')[0]
      ?? of('gg.resist')[0]
      ?? of('gg.reload').find((a) => (statusOf(s, (a.args as { figure: string }).figure).used[(a.args as { ability: string }).ability] ?? 0) >= 3)
      ?? of('gg.move').find((a) => a.label.includes('close on'))
      ?? of('gg.stop-inactive')[0]
      ?? of('gg.decline-follow-up')[0]
      ?? of('gg.end-turn')[0]
      ?? actions[0]!;
  },
  metrics: (_start, end) => Object.fromEntries(end.figureOrder.map((id) => [`${id}.hits`, statusOf(end, id).hits])),
};
