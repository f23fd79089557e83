import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, hexDistance, hexSchema, kernelEvent, reject, ruleRejection, type Figure, type Hex } from '../../../kernel/index.ts';
import { freeStartingPick } from '../builder/facts.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { STARTING_IDS } from '../catalog/vocabulary.ts';
import { ggSheetSchema, type GgSheet } from '../sheet.ts';
import { ggTemplateById } from '../templates/index.ts';
import { bandCheck, rangeOf, toHitFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { targetsElsewhere } from './grab.ts';
import { minionProblem } from './minion-check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { actionBan, personalBan, pointBan, usedOnBan } from './limits.ts';
import { effectiveLevel, ggOptions, initialGgStatus, isMajor, profile, statusOf, type GgOptions, type GgStatus, type GgSys, type S } from './model.ts';
import { protectionAgainst } from './attack-rules.ts';
import type { AbilityProfile } from './profile.ts';
import { distanceBetween, occupant, positionOf, wallAt } from './space.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { dodgeRisks, hasDisablingDodge } from './dodge-risks.ts';
import { hasDisablingDefence, resistRisks } from './resist-risks.ts';

// Figures abilities bring to the table (GG-ABL-62 Summon, GG-ABL-23 Duplication). They join the
// order right after their maker, controlled by the same seat, and leave when the ability ends (an
// Instant one at the start of its user's next turn, GG-INIT-03) or when they are put out of action
// (a Clone stays, out of action, without reactivating). Rulings (GG-PLAY-44): they count neither
// for nor against a side's defeat; a Summon's minions are minor characters built on the Level in
// GP (GG-CHAR-01); Identical Duplicates and Clones of a major character are major, Doubles minor.

type Origin = NonNullable<GgStatus['origin']>;

/** Figures an ability of `by` brought, optionally of one kind, with those out of action if asked. */
export function broughtBy(s: S, by: string, kind?: Origin['kind'], ability?: string): string[] {
  return s.figureOrder.filter((id) => {
    const o = statusOf(s, id).origin;
    return o !== null && o !== undefined && o.by === by && (!kind || o.kind === kind) && (!ability || o.ability === ability);
  });
}

/** A Summon's minions put out of action, gone from its pool until a day passes (GG-PLAY-240). */
export const minionsLost = (s: S, id: string, key: string): number => statusOf(s, id).minionsLost?.[key] ?? 0;

/** Where new figures may stand: free hexes within the ability's range (next to its user when Personal). */
function placeable(s: S, user: string, ability: AbilityProfile, at: readonly Hex[], near: string): string | null {
  const from = positionOf(s, near);
  const reach = Math.max(1, ability.range?.max ?? 1);
  const keys = new Set<string>();
  for (const h of at) {
    const k = `${h.q},${h.r}`;
    if (keys.has(k)) return 'Two figures cannot share a hex.';
    keys.add(k);
    if (wallAt(s, h) || occupant(s, h) !== null) return 'That hex is taken.';
    if (from && hexDistance(from, h) > (near === user ? reach : 1)) return near === user ? 'Out of the ability\'s range.' : 'A duplicate appears next to its original.';
  }
  return null;
}

/** A name no figure at the table has yet ("Imp 2"), as the table's own forms give, so the log and the action bar tell them apart. */
function freeName(s: S, name: string): string {
  const taken = new Set(s.figureOrder.map((id) => s.figures[id]!.name));
  let n = 1;
  while (taken.has(n === 1 ? name : `${name} ${n}`)) n++;
  return n === 1 ? name : `${name} ${n}`;
}

/** The events that bring one figure to the table after its maker in the order. */
function* join(s: S, maker: string, id: string, given: string, sheet: GgSheet, at: Hex, origin: Origin, ruleId: string): P {
  const m = s.figures[maker]!;
  const name = freeName(s, given);
  const status: GgStatus = { ...initialGgStatus(sheet, ggOptions(s.options)), origin };
  const figure: Figure = {
    id, name, controller: m.controller, side: m.side, sheet, status, position: { q: at.q, r: at.r }, conditions: [], revealed: m.revealed,
  };
  let cur = yield* put(s, kernelEvent('table.figure.added', { figure }, { ruleIds: [ruleId] }));
  const after = (list: readonly string[]) => {
    const i = list.indexOf(maker);
    return i < 0 ? [...list, id] : [...list.slice(0, i + 1), id, ...list.slice(i + 1)];
  };
  cur = yield* put(cur, { type: 'gg.joined', data: { figure: id, by: maker, order: after(cur.sys.order), baseOrder: after(cur.sys.baseOrder) }, ruleIds: [ruleId] });
  return cur;
}

const newId = (s: S, maker: string, kind: string, i: number) => `${maker.slice(0, 16)}-${kind}-${s.seq + 1}-${i}`.replace(/[^a-z0-9-]/g, '');

const summonArgs = z.object({
  /** One hex (as the map aims, GG-PLAY-212) or several, one a minion. */
  figure: z.string(), ability: z.string(), at: z.union([hexSchema, z.array(hexSchema).min(1)]),
  /**
   * The minion: one its user's sheet carries (`minion`, its place in `minions`, GG-PLAY-211), a template
   * id or a sheet; a minor character on at most the Level in GP.
   */
  minion: z.number().int().nonnegative().optional(), template: z.string().optional(), sheet: z.unknown().optional(),
}).strict();
type SummonArgs = z.infer<typeof summonArgs>;

const hexesOf = (a: SummonArgs): readonly Hex[] => (Array.isArray(a.at) ? a.at : [a.at]);

function minionSheet(s: S, a: SummonArgs): GgSheet | null {
  if (a.minion !== undefined) return (s.figures[a.figure]?.sheet as GgSheet | undefined)?.minions?.[a.minion] ?? null;
  if (a.template) return ggTemplateById(a.template)?.sheet ?? null;
  const parsed = ggSheetSchema.safeParse(a.sheet);
  return parsed.success ? parsed.data : null;
}

const summonAbility = (s: S, a: { figure: string; ability: string }) =>
  profile(s, a.figure).abilities.find((x) => x.key === a.ability && x.specials.includes('summon'));

/** Summon (GG-ABL-62): an action brings 1 minion (+1 per extra per action), never more than the pool (1 + extras) at once. */
export const summon = defineCommand<SummonArgs, GgSys, GgOptions>({
  args: summonArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const ability = summonAbility(s, a);
    if (!ability) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" does not summon.`, 'GG-ABL-62');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const sheet = minionSheet(s, a);
    if (!sheet || sheet.kind !== 'minor') return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'A minion is a minor character (one of the user\'s, a template id or a sheet).', 'GG-ABL-62');
    const at = hexesOf(a);
    const level = effectiveLevel(s, a.figure, ability.key, ability.level);
    const problem = minionProblem(sheet, Math.max(1, level));
    if (problem !== null || level < 1) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `The minion must be built on ${level} GP: ${problem ?? 'no Level'}`, 'GG-ABL-62');
    const perAction = 1 + Number(ability.options['extra-per-action'] ?? 0);
    const pool = 1 + Number(ability.options['extra-pool'] ?? 0);
    if (at.length > perAction) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `${perAction} minion(s) per action.`, 'GG-ABL-62');
    const present = broughtBy(s, a.figure, 'minion', ability.key).length;
    const lost = minionsLost(s, a.figure, ability.key);
    if (present + lost + at.length > pool) {
      return lost === 0 ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, `At most ${pool} minion(s) at once.`, 'GG-ABL-62')
        : ruleRejection(GG_ERRORS.NOT_APPLICABLE, `${pool} minion(s) in the pool, ${lost} lost until a day passes.`, 'GG-PLAY-240');
    }
    const where = placeable(s, a.figure, ability, at, a.figure);
    if (where) return reject('INVALID_POSITION', where, { ruleId: 'GG-ABL-62' });
    // A Summon with a range is used at the hexes it fills: its user's conditions forbid it as an Area
    // aimed there (limits.ts); a Personal one brings them beside its user.
    const from = positionOf(s, a.figure);
    if (ability.range === null) return personalBan(s, a.figure, ability);
    return from ? pointBan(s, a.figure, ability, Math.max(...at.map((h) => hexDistance(from, h)))) : null;
  },
  resolve: function* (s0, a) {
    const ability = summonAbility(s0, a)!;
    const sheet = minionSheet(s0, a)!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'summon'), a.figure, ability);
    const origin: Origin = { kind: 'minion', by: a.figure, ability: ability.key, lasting: ability.duration !== 'instant' };
    for (const [i, at] of hexesOf(a).entries()) s = yield* join(s, a.figure, newId(s, a.figure, 'minion', i), sheet.name, sheet, at, origin, 'GG-ABL-62');
    s = yield* useCosts(s, a.figure, ability, undefined);
    return folded(yield* finishAction(s));
  },
});

const duplicateArgs = z.object({
  figure: z.string(), ability: z.string(), target: z.string().optional(), at: z.array(hexSchema).min(1),
}).strict();
type DuplicateArgs = z.infer<typeof duplicateArgs>;

const dupAbility = (s: S, a: { figure: string; ability: string }) =>
  profile(s, a.figure).abilities.find((x) => x.key === a.ability && x.specials.includes('duplication'));

/**
 * The duplicate's sheet (GG-ABL-23): an Identical keeps everything, a Clone loses Duplication,
 * Items and Foci; Toughness and Heal only if bought; a Double has the standard abilities at Level 2.
 */
export function duplicateSheet(original: GgSheet, kind: Origin['kind'], ability: AbilityProfile): GgSheet {
  if (kind === 'double') {
    const abilities = STARTING_IDS.map((id) => ({ ...freeStartingPick(GG_CATALOG.startingAbility(id)!), level: 2 }));
    return { ...original, kind: 'minor', budget: null, abilities, advantages: [], disadvantages: [] };
  }
  const keep = original.abilities.filter((x) => {
    if (x.ability === 'toughness' && ability.options['copy-toughness'] !== true) return false;
    if (x.ability === 'heal' && ability.options['copy-heal'] !== true) return false;
    if (kind === 'clone' && (x.ability === 'duplication' || x.modifiers.some((m) => m.id === 'item' || m.id === 'focus'))) return false;
    return true;
  });
  return { ...original, abilities: keep };
}

/**
 * Whose pool a Duplication fills (GG-ABL-23, seed L97 "If the target is the user then any duplicates
 * share the same duplicate level"): an Identical Duplicate copying itself with its original's ability
 * adds to the original's look-alikes, which it is one of; otherwise the user's own.
 */
function poolOwner(s: S, user: string, ability: AbilityProfile, target: string): string {
  const o = statusOf(s, user).origin;
  return target === user && o?.kind === 'identical' && o.ability === ability.key && s.figures[o.by] ? o.by : user;
}

/** Duplication (GG-ABL-23): look-alikes next to the target, under the user's control, within the Level's pool. */
export const duplicate = defineCommand<DuplicateArgs, GgSys, GgOptions>({
  args: duplicateArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const ability = dupAbility(s, a);
    if (!ability) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" does not duplicate.`, 'GG-ABL-23');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const target = a.target ?? a.figure;
    if (!s.figures[target]) return reject('UNKNOWN_FIGURE');
    if (target !== a.figure) {
      if (ability.range === null) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Duplicating others needs Not Personal.', 'GG-ABL-23');
      const again = targetedAgain(s);
      if (again) return again;
      // On someone else it is used at range: within twice its band (GG-MOVE-02), as any ability; an
      // attack on an enemy, a use on an ally (limits.ts).
      const d = distanceBetween(s, a.figure, target);
      if (bandCheck(rangeOf(s, a.figure, ability), d) === 'beyond') return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
      const banned = usedOnBan(s, a.figure, ability, target, d);
      if (banned) return banned;
    } else {
      const own = personalBan(s, a.figure, ability);
      if (own) return own;
    }
    const kind = (ability.options['kind'] ?? 'double') as Origin['kind'];
    const level = effectiveLevel(s, a.figure, ability.key, ability.level);
    const perAction = kind === 'double' ? level : 1;
    if (a.at.length > perAction) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `${perAction} ${kind}(s) per activation.`, 'GG-ABL-23');
    // Clones count while out of action; Identicals and Doubles only while in play.
    const counted = broughtBy(s, poolOwner(s, a.figure, ability, target), kind).filter((id) => kind === 'clone' || !statusOf(s, id).out).length;
    if (counted + a.at.length > level) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `At most ${level} ${kind}(s).`, 'GG-ABL-23');
    const where = placeable(s, a.figure, ability, a.at, target);
    return where ? reject('INVALID_POSITION', where, { ruleId: 'GG-ABL-23' }) : null;
  },
  resolve: function* (s0, a) {
    const ability = dupAbility(s0, a)!;
    const target = a.target ?? a.figure;
    const kind = (ability.options['kind'] ?? 'double') as Origin['kind'];
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'duplicate', { targeted: target !== a.figure }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, target);
    let face: number | undefined;
    if (target !== a.figure && s.figures[target]!.side !== s.figures[a.figure]!.side) {
      // On an unwilling target it is an attack: to hit, then its Level against Drain Defence (GG-ABL-23).
      const th = toHitFor(s, a.figure, ability, target);
      const minor = !isMajor(s, a.figure);
      const hitRoller = checkRoller(th.defence - th.level + 5 - 2 * th.net, minor, th.autoMiss);
      let hit = yield* roll(hitRoller, `${ability.name} to hit`);
      if (rerollAsked(s, a.figure, target)) ({ r: hit, s } = yield* heroThenLuck(s, hitRoller, hit, `${ability.name} to hit`, a.figure, target));
      const resist = protectionAgainst(s, target, ability);
      const resRoller = resist === 'immune' ? null : checkRoller(resist - effectiveLevel(s, a.figure, ability.key, ability.level) + 5, minor);
      let res = hit.success && resRoller ? yield* roll(resRoller, `${ability.name} result`) : null;
      if (res && resRoller && rerollAsked(s, a.figure, target)) ({ r: res, s } = yield* heroThenLuck(s, resRoller, res, `${ability.name} result`, a.figure, target));
      s = yield* put(s, { type: 'gg.duplicate-attempt', data: { figure: a.figure, target, hit: hit.success, success: res?.success === true }, ruleIds: ['GG-ABL-23', 'GG-ATK-07'] });
      // The Dodge the to-hit met and the defence the result met were used to resist it (GG-PLAY-140, GG-PLAY-166).
      if (hasDisablingDodge(s, target)) s = yield* dodgeRisks(s, target, th);
      if (res && hasDisablingDefence(s, target)) s = yield* resistRisks(s, target, ability);
      if (!res?.success) {
        return folded(yield* finishAction(yield* useCosts(s, a.figure, ability, res?.faces[0])));
      }
      face = res.faces[0];
    }
    const t = s.figures[target]!;
    const sheet = duplicateSheet(t.sheet as GgSheet, kind, ability);
    const owner = poolOwner(s, a.figure, ability, target);
    const origin: Origin = { kind, by: owner, ability: ability.key, lasting: ability.duration !== 'instant' };
    const name = `${s.figures[owner === a.figure ? target : owner]!.name} (${kind})`;
    for (const [i, at] of a.at.entries()) s = yield* join(s, a.figure, newId(s, a.figure, kind, i), name, sheet, at, origin, 'GG-ABL-23');
    s = yield* useCosts(s, a.figure, ability, face);
    return folded(yield* finishAction(s));
  },
});

/**
 * Figures whose ability has ended or who were defeated leave (GG-ABL-62, GG-ABL-23): an Identical
 * Duplicate put out of action vanishes and its user and every Identical Duplicate take 1 hit;
 * minions and Doubles vanish; Clones stay, out of action. `ending` is the user whose turn starts.
 */
export function* settleBrought(s: S, ending: string | null): P {
  let cur = s;
  for (const id of [...cur.figureOrder]) {
    const o = cur.figures[id] ? statusOf(cur, id).origin : null;
    if (!o) continue;
    const st = statusOf(cur, id);
    const makerGone = !cur.figures[o.by] || statusOf(cur, o.by).outOfPlay;
    const expired = (ending === o.by && !o.lasting) || makerGone;
    const defeated = (st.out || st.outOfPlay) && o.kind !== 'clone';
    if (!expired && !defeated) continue;
    cur = yield* vanishes(cur, id, { by: o.by, kind: o.kind, why: expired ? 'its ability ended' : 'put out of action' }, o.kind === 'minion' ? 'GG-ABL-62' : 'GG-ABL-23');
    // A minion defeated is lost to its Summon's pool until a day passes (GG-PLAY-240); one whose Summon ended is not.
    if (!expired && o.kind === 'minion') {
      const lost = minionsLost(cur, o.by, o.ability) + 1;
      cur = yield* put(cur, { type: 'gg.minions-lost', data: { figure: o.by, ability: o.ability, lost }, ruleIds: ['GG-ABL-62', 'GG-PLAY-240'] });
    }
    if (!expired && o.kind === 'identical') {
      for (const other of [o.by, ...broughtBy(cur, o.by, 'identical')]) {
        if (!cur.figures[other]) continue;
        const left = Math.max(0, statusOf(cur, other).hits - 1);
        const out = !statusOf(cur, other).out && left === 0;
        cur = yield* put(cur, {
          type: 'gg.hit', ruleIds: ['GG-ABL-23', 'GG-DMG-01'],
          data: {
            figure: id, target: other, ability: o.ability, hits: statusOf(cur, other).out ? 0 : 1, boosts: 0, hitsLeft: left, out,
            lethal: false,
          },
        });
        if (out) cur = yield* put(cur, kernelEvent('table.condition.added', { figure: other, condition: { id: 'prone', ruleId: 'GG-DMG-01' } }));
      }
    }
  }
  return cur;
}

/**
 * A figure an ability brought vanishes: off the table, and out of the turn order and every list kept
 * for it, as one the GM takes off (gg.left, GG-PLAY-194; ruling GG-PLAY-218). Vanishing on its own turn,
 * it keeps its place in this Full Turn's order until the turn passes ('left the table', common.ts), so
 * the next figure's turn begins as usual; the next Full Turn's order is made without it.
 */
export function* vanishes(s: S, id: string, why: Readonly<Record<string, string>>, ruleId: string): P {
  const stays = s.sys.order[s.sys.index] === id;
  let cur = yield* put(s, { type: 'gg.vanished', data: { figure: id, ...why }, ruleIds: [ruleId] });
  cur = yield* put(cur, kernelEvent('table.figure.removed', { figure: id }, { ruleIds: [ruleId] }));
  if (cur.phase !== 'combat') return cur;
  return yield* put(cur, { type: 'gg.left', data: { figure: id, hadTurn: false, ...(stays ? { stays } : {}) }, ruleIds: ['GG-INIT-01', 'GG-PLAY-218'] });
}

/** Clones never roll to reactivate (GG-ABL-23). */
export const neverReactivates = (s: S, id: string): boolean => statusOf(s, id).origin?.kind === 'clone';
