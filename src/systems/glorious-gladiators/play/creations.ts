import { z } from 'zod';
import { choose, roll } from '../../../dice/index.ts';
import {
  defineCommand, folded, HEX_DIRECTIONS, hexDistance, hexFromKey, hexKey, hexLine, hexSchema, kernelEvent, reject, ruleRejection,
  type EventDraft, type Hex,
} from '../../../kernel/index.ts';
import { areaRadius, bandCheck, toHitFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { targetsElsewhere } from './grab.ts';
import { actionBan, personalBan, pointBan } from './limits.ts';
import { effectiveLevel, isMajor, profile, type GgOptions, type GgSys, type Opening, type S, type WallHex, type Zone } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { occupant, positionOf, wallAt } from './space.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { broughtBy, vanishes } from './summon.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { dodgeRisks, hasDisablingDodge } from './dodge-risks.ts';
import { inHexes } from './hex-words.ts';

// What abilities build on the map (GG-ABL-70 Wall, GG-ABL-20 Door, GG-ABL-33 Gate, GG-ABL-64
// Suppress) and take away again when they end: an Instant one at the start of its user's next
// turn, a Persistent one when deactivated (GG-INIT-03). Rulings (GG-PLAY-46): a Wall is a straight
// line of hexes from a start in reach; anyone standing there evades it with its Move against the
// Line's attack value, else it ends up on top; a Door opens as many wall hexes in a row as its
// Level; a Gate pairs one hex next to its user with one far hex the GM accepts; a Suppress area is
// placed where it is aimed (no result roll, as the seed says).

const findSpecial = (s: S, figure: string, key: string, handler: string) =>
  profile(s, figure).abilities.find((x) => x.key === key && x.specials.includes(handler));

/** The farthest a creation may be placed from its user: its range, or next to it. */
const reachOf = (a: AbilityProfile) => Math.max(1, a.range?.max ?? 1);

const TOUGHNESS: Readonly<Record<string, number>> = { t1: 1, t2: 2, t3: 3, t4: 4, higher: 5 };

/** The wall hex a Wall ability makes (GG-ABL-70): Damage Defence its Level, 1 hit + its Toughness. */
export function wallFrom(figure: string, a: AbilityProfile, level: number): WallHex {
  const toughness = TOUGHNESS[String(a.options['toughness'] ?? 't1')] ?? 1;
  const concealing = a.options['sight'] === 'concealing';
  const vulnerable = typeof a.options['vulnerability'] === 'string' ? a.options['vulnerability'] : undefined;
  return {
    material: a.name, defence: level, robust: a.options['robust'] === true, hits: 1 + toughness, opaque: !concealing,
    by: { figure, ability: a.key, lasting: a.duration !== 'instant' },
    ...(a.options['dangerous'] === true ? { dangerous: Math.ceil(level / 2) } : {}),
    ...(vulnerable ? { vulnerable } : {}), ...(concealing ? { concealment: 2 } : {}),
  };
}

/** A Wall as the Area (Line) it must be (GG-ABL-70), whatever targeting its sheet names. */
const asArea = (a: AbilityProfile): AbilityProfile => ({ ...a, targeting: { ...a.targeting, method: 'area' } });

const wallArgs = z.object({ figure: z.string(), ability: z.string(), from: hexSchema, to: hexSchema }).strict();
type WallArgs = z.infer<typeof wallArgs>;

export const createWall = defineCommand<WallArgs, GgSys, GgOptions>({
  args: wallArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate') ?? targetedAgain(s, 'something');
    if (turn) return turn;
    const ability = findSpecial(s, a.figure, a.ability, 'wall');
    if (!ability) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" makes no wall.`, 'GG-ABL-70');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const at = positionOf(s, a.figure);
    if (!at) return reject('INVALID_POSITION', 'A wall is built on the map.');
    const line = hexLine(a.from, a.to);
    const length = ability.area?.hexes ?? 10;
    if (line.length > length) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `The Line is at most ${inHexes(length)} long.`, 'GG-MOD-04');
    const reach = reachOf(ability);
    if (reach <= 1 ? hexDistance(at, a.from) !== 1 : line.some((h) => hexDistance(at, h) > reach)) {
      return reject('TARGET_OUT_OF_RANGE', reach <= 1 ? 'A Touch Line starts next to its user.' : 'The whole Line must lie in range.', { ruleId: 'GG-MOD-04' });
    }
    if (line.some((h) => wallAt(s, h) || (h.q === at.q && h.r === at.r))) return reject('INVALID_POSITION', 'A wall or its maker is already there.', { ruleId: 'GG-ABL-70' });
    // A Wall is an Area (Line) aimed at hexes 1+ away: what its maker's conditions forbid of an Area attack
    // forbids it (a Trap, a grab, blindness, a form: limits.ts).
    return pointBan(s, a.figure, asArea(ability), Math.min(...line.map((h) => hexDistance(at, h))));
  },
  resolve: function* (s0, a) {
    const ability = findSpecial(s0, a.figure, a.ability, 'wall')!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'create a wall', { targeted: true }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, null);
    const level = effectiveLevel(s, a.figure, ability.key, ability.level);
    const line = hexLine(a.from, a.to);
    const inLine = new Set(line.map(hexKey));
    for (const h of line) {
      const there = occupant(s, h);
      if (there && there !== a.figure) {
        // A target in the hexes may evade: the Line's attack value against its Move (GG-ATK-02).
        const th = toHitFor(s, a.figure, asArea(ability), there);
        const roller = checkRoller(th.defence - th.level + 5 - 2 * th.net, !isMajor(s, a.figure));
        let r = yield* roll(roller, `${ability.name} against ${there}`);
        if (rerollAsked(s, a.figure, there)) ({ r, s } = yield* heroThenLuck(s, roller, r, `${ability.name} against ${there}`, a.figure, there));
        const aside = r.success ? null : HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }))
          .find((n) => !inLine.has(hexKey(n)) && !wallAt(s, n) && occupant(s, n) === null);
        s = yield* put(s, { type: 'gg.wall-caught', data: { figure: a.figure, target: there, needed: r.target, faces: [...r.faces], onTop: !aside }, ruleIds: ['GG-ABL-70', 'GG-ATK-02'] });
        // The Movement it dodged with was used to resist it (GG-PLAY-140, GG-PLAY-167).
        if (hasDisablingDodge(s, there)) s = yield* dodgeRisks(s, there, th);
        if (aside) s = yield* put(s, kernelEvent('table.figure.moved', { figure: there, position: { q: aside.q, r: aside.r } }, { ruleIds: ['GG-ABL-70'] }));
      }
      s = yield* put(s, { type: 'gg.wall', data: { hex: hexKey(h), at: h, by: a.figure, ability: ability.key, wall: wallFrom(a.figure, ability, level) }, ruleIds: ['GG-ABL-70', 'GG-SIT-03'] });
    }
    s = yield* useCosts(s, a.figure, ability, undefined);
    return folded(yield* finishAction(s));
  },
});

const doorArgs = z.object({ figure: z.string(), ability: z.string(), hex: hexSchema }).strict();
/** Door (GG-ABL-20): opens the wall at `hex` and behind it, straight on from the user, up to its Level hexes deep. */
export const door = defineCommand<z.infer<typeof doorArgs>, GgSys, GgOptions>({
  args: doorArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const ability = findSpecial(s, a.figure, a.ability, 'door');
    if (!ability) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" opens no door.`, 'GG-ABL-20');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const at = positionOf(s, a.figure);
    if (!at || !wallAt(s, a.hex)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'There is no wall there.', 'GG-ABL-20');
    if (hexDistance(at, a.hex) > reachOf(ability)) return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-ABL-20' });
    // Aimed at a wall as a blow at one is: the user's conditions forbid it alike (limits.ts).
    const banned = pointBan(s, a.figure, ability, hexDistance(at, a.hex));
    if (banned) return banned;
    const depth = doorway(s, at, a.hex).length;
    const level = effectiveLevel(s, a.figure, ability.key, ability.level);
    return depth > level ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, `The wall is ${inHexes(depth)} thick: Level ${level} is not enough.`, 'GG-ABL-20') : null;
  },
  resolve: function* (s0, a) {
    const ability = findSpecial(s0, a.figure, a.ability, 'door')!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'open a door'), a.figure, ability);
    const hexes = doorway(s, positionOf(s, a.figure)!, a.hex);
    const walls: Record<string, WallHex> = {};
    for (const h of hexes) {
      walls[hexKey(h)] = wallAt(s, h)!;
      s = yield* put(s, { type: 'gg.wall', data: { hex: hexKey(h), at: h, by: a.figure, ability: ability.key, wall: null, door: true }, ruleIds: ['GG-ABL-20'] });
    }
    const opening: Opening = { kind: 'door', by: a.figure, ability: ability.key, lasting: ability.duration !== 'instant', hexes, walls };
    s = yield* put(s, { type: 'gg.openings', data: { openings: [...(s.sys.openings ?? []), opening] }, ruleIds: ['GG-ABL-20'] });
    s = yield* useCosts(s, a.figure, ability, undefined);
    return folded(yield* finishAction(s));
  },
});

/** The wall hexes in a row from `hex` going straight on away from `from`. */
function doorway(s: S, from: Hex, hex: Hex): Hex[] {
  const d = hexDistance(from, hex);
  const far = d === 0 ? hex : { q: from.q + (hex.q - from.q) * Math.ceil(20 / d), r: from.r + (hex.r - from.r) * Math.ceil(20 / d) };
  const line = hexLine(hex, far);
  const out: Hex[] = [];
  for (const h of line) {
    if (!wallAt(s, h)) break;
    out.push(h);
  }
  return out;
}

const gateArgs = z.object({ figure: z.string(), ability: z.string(), near: hexSchema, far: hexSchema }).strict();
/** Gate (GG-ABL-33): a gate next to the user and one far away, up to 10^Level hexes apart; the GM accepts the far place. */
export const gate = defineCommand<z.infer<typeof gateArgs>, GgSys, GgOptions>({
  args: gateArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const ability = findSpecial(s, a.figure, a.ability, 'gate');
    if (!ability) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" opens no gate.`, 'GG-ABL-33');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const at = positionOf(s, a.figure);
    if (!at || hexDistance(at, a.near) !== 1) return reject('INVALID_POSITION', 'The first gate opens next to its user.', { ruleId: 'GG-ABL-33' });
    const level = effectiveLevel(s, a.figure, ability.key, ability.level);
    if (hexDistance(a.near, a.far) > 10 ** Math.min(level, 6)) return reject('TARGET_OUT_OF_RANGE', `Gates are at most ${inHexes(10 ** Math.min(level, 6))} apart.`, { ruleId: 'GG-ABL-33' });
    if ([a.near, a.far].some((h) => wallAt(s, h) || occupant(s, h) !== null)) return reject('INVALID_POSITION', 'A gate needs a free hex.', { ruleId: 'GG-ABL-33' });
    return null;
  },
  resolve: function* (s0, a) {
    const ability = findSpecial(s0, a.figure, a.ability, 'gate')!;
    const ok = yield* choose<EventDraft>({
      to: 'gm', kind: 'gate-place', message: `${s0.figures[a.figure]!.name} opens a Gate to (${a.far.q}, ${a.far.r}): a place it can detect or remembers?`,
      ruleIds: ['GG-ABL-33'], options: [{ value: 'allow', label: 'Allow' }, { value: 'refuse', label: 'Refuse' }],
    });
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'open a gate'), a.figure, ability);
    if (ok === 'allow') {
      const opening: Opening = { kind: 'gate', by: a.figure, ability: ability.key, lasting: ability.duration !== 'instant', hexes: [a.near, a.far] };
      s = yield* put(s, { type: 'gg.openings', data: { openings: [...(s.sys.openings ?? []), opening] }, ruleIds: ['GG-ABL-33'] });
    } else {
      s = yield* put(s, { type: 'gg.gate-refused', data: { figure: a.figure }, ruleIds: ['GG-ABL-33'] });
    }
    s = yield* useCosts(s, a.figure, ability, undefined);
    return folded(yield* finishAction(s));
  },
});

/**
 * Where a figure that ends a move on `at` comes out of a gate (GG-ABL-33): the other gate, or the
 * nearest free hex to it; null off the gates, or with no way out.
 */
export function gateExit(s: S, figure: string, at: Hex): Hex | null {
  for (const o of s.sys.openings ?? []) {
    if (o.kind !== 'gate') continue;
    const i = o.hexes.findIndex((h) => h.q === at.q && h.r === at.r);
    if (i < 0) continue;
    const other = o.hexes[1 - i]!;
    if (occupant(s, other, figure) === null) return other;
    for (const d of HEX_DIRECTIONS) {
      const n = { q: other.q + d.q, r: other.r + d.r };
      if (!wallAt(s, n) && occupant(s, n, figure) === null) return n;
    }
    return null;
  }
  return null;
}

/** A figure that ends a move on a gate comes out of the other one (gateExit). */
export function* throughGate(s: S, figure: string): P {
  const at = positionOf(s, figure);
  const out = at ? gateExit(s, figure, at) : null;
  if (!at || !out) return s;
  const moved = yield* put(s, kernelEvent('table.figure.moved', { figure, position: { q: out.q, r: out.r } }, { ruleIds: ['GG-ABL-33'] }));
  return yield* put(moved, { type: 'gg.through-gate', data: { figure, from: at, to: out }, ruleIds: ['GG-ABL-33'] });
}

const suppressArgs = z.object({ figure: z.string(), ability: z.string(), at: hexSchema }).strict();
/** Suppress (GG-ABL-64): an Area where the abilities it names (or a Source) work at their Level less its own. */
export const suppress = defineCommand<z.infer<typeof suppressArgs>, GgSys, GgOptions>({
  args: suppressArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate') ?? targetedAgain(s, 'something');
    if (turn) return turn;
    const ability = findSpecial(s, a.figure, a.ability, 'suppress');
    if (!ability?.area) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is no Suppress Area.`, 'GG-ABL-64');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const at = positionOf(s, a.figure);
    const band = bandCheck(ability.range, at ? hexDistance(at, a.at) : null);
    if (band === 'beyond' || (band === 'personal' && at !== null && hexDistance(at, a.at) > 0)) return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOD-04' });
    // An Area aimed at a hex: forbidden as an Area attack there would be (limits.ts); a Personal one is on its user.
    if (ability.range === null) return personalBan(s, a.figure, ability);
    return at ? pointBan(s, a.figure, ability, hexDistance(at, a.at)) : null;
  },
  resolve: function* (s0, a) {
    const ability = findSpecial(s0, a.figure, a.ability, 'suppress')!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'suppress', { targeted: true }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, null);
    const named = Array.isArray(ability.options['abilities']) ? (ability.options['abilities']).map((x) => x.toLowerCase().replace(/ /g, '-')) : [];
    const covers = ability.options['scope'] === 'source' ? [typeof ability.options['source'] === 'string' ? ability.options['source'] : ability.source] : named;
    const zone: Zone = {
      id: `${a.figure}:${ability.key}:${s.seq}`, kind: 'suppress', by: a.figure, ability: ability.key, level: effectiveLevel(s, a.figure, ability.key, ability.level),
      lasting: ability.duration !== 'instant', center: { q: a.at.q, r: a.at.r }, radius: areaRadius(ability.area!), covers,
    };
    // Only one instance unless more are bought (GG-MOD Persistent): a new one replaces the old.
    const others = (s.sys.zones ?? []).filter((z) => !(z.by === a.figure && z.ability === ability.key));
    s = yield* put(s, { type: 'gg.zones', data: { zones: [...others, zone] }, ruleIds: ['GG-ABL-64'] });
    s = yield* useCosts(s, a.figure, ability, undefined);
    return folded(yield* finishAction(s));
  },
});

/** Takes away what one user's abilities built (all of them, or one ability's; only Instant ones at its turn). */
function* close(s: S, by: string, which: (ability: string, lasting: boolean) => boolean): P {
  let cur = s;
  for (const [k, w] of Object.entries(cur.sys.walls)) {
    if (w.by?.figure === by && which(w.by.ability, w.by.lasting)) {
      cur = yield* put(cur, { type: 'gg.wall', data: { hex: k, at: hexFromKey(k), by, wall: null, ended: true }, ruleIds: ['GG-ABL-70', 'GG-INIT-03'] });
    }
  }
  const openings = cur.sys.openings ?? [];
  for (const o of openings.filter((x) => x.by === by && which(x.ability, x.lasting))) {
    for (const [k, w] of Object.entries(o.walls ?? {})) {
      const at = hexFromKey(k);
      if (occupant(cur, at) === null) cur = yield* put(cur, { type: 'gg.wall', data: { hex: k, at, wall: w, closed: true }, ruleIds: ['GG-ABL-20'] });
    }
  }
  if (openings.some((x) => x.by === by && which(x.ability, x.lasting))) {
    cur = yield* put(cur, { type: 'gg.openings', data: { openings: openings.filter((x) => !(x.by === by && which(x.ability, x.lasting))) }, ruleIds: ['GG-INIT-03'] });
  }
  const zones = cur.sys.zones ?? [];
  if (zones.some((z) => z.by === by && which(z.ability, z.lasting))) {
    cur = yield* put(cur, { type: 'gg.zones', data: { zones: zones.filter((z) => !(z.by === by && which(z.ability, z.lasting))) }, ruleIds: ['GG-INIT-03'] });
  }
  return cur;
}

/** Its user taken off the table (GG-PLAY-194): all it built ends, Instant or kept up. */
export const closeEverything = (s: S, by: string): P => close(s, by, () => true);

/** At the start of its user's turn, Instant creations end (GG-INIT-03). */
export const closeCreations = (s: S, by: string): P => close(s, by, (_a, lasting) => !lasting);

/** Deactivating an ability ends all it built and brought (GG-ACT-01). */
export function* closeAll(s: S, by: string, ability: string): P {
  let cur = yield* close(s, by, (a) => a === ability);
  for (const id of broughtBy(cur, by, undefined, ability)) {
    cur = yield* vanishes(cur, id, { by, why: 'deactivated' }, 'GG-ACT-01');
  }
  return cur;
}
