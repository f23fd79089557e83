import { compareBy, Distribution } from '../distribution.ts';
import { DiceError } from '../errors.ts';
import { capitalCheckDice } from '../mechanics/capital-check.ts';
import { ggCheckDice } from '../mechanics/gg-check.ts';
import { highLowDice } from '../mechanics/high-low.ts';
import { megsDice } from '../mechanics/megs-dice.ts';
import { rollUnderDice } from '../mechanics/percentile.ts';
import { evaluatePool } from '../pool.ts';
import { defineRoller, type DieRecord, type Rolled, type Roller } from '../roller.ts';
import type { FaceSource } from '../sources.ts';
import type { Compare, DiceNode, DieKind } from './ast.ts';
import { formatDice } from './format.ts';
import { parseDice } from './parser.ts';

/**
 * Turns parsed notation into a Roller<number>: the same expression rolls (every die recorded,
 * dropped and rerolled dice included) and has an exact distribution. Check results are
 * numeric codes: gg(…) gives −1 for a failure or the Boosts; ru(S) gives 2 critical success,
 * 1 success, 0 failure, −1 critical failure (see `describe`).
 */
interface Part {
  roll(faces: FaceSource, dice: DieRecord[]): number;
  distribution(): Distribution<number>;
}

/** Explosions without a written depth stop after this many extra rolls (docs/notation.md). */
export const DEFAULT_EXPLODE_DEPTH = 20;
const DEFAULT_MEGS_DEPTH = 8;
/**
 * Exact odds must answer in about a second (a server computes them too), so a pool whose
 * estimated work is larger is refused with DICE_LIMIT; it can still be rolled. The estimates
 * follow the algorithms: summing n dice by repeated squaring costs about span² × weight bits / 4
 * (the last convolution dominates, bigint weights grow with n); keep/drop visits each face with
 * every split of the remaining dice, about faces × n² × kept states. Both units measured ≈ 0.2 µs
 * and ≈ 0.03 µs on the 2-core dev machine (1000d6: 4.6 s, 1000d6kh3: 17 s before this limit).
 */
const MAX_SUM_WORK = 5e9;
const MAX_KEEP_WORK = 3e7;

export function diceRoller(text: string): Roller<number> {
  const node = parseDice(text);
  const canonical = formatDice(node);
  const part = compile(node);
  return defineRoller({
    key: `notation:${canonical}`,
    label: canonical,
    roll: (faces) => {
      const dice: DieRecord[] = [];
      const value = part.roll(faces, dice);
      return { value, dice } satisfies Rolled<number>;
    },
    distribution: () => part.distribution(),
    describe: describer(node),
  });
}

function describer(node: DiceNode): (value: number) => string {
  if (node.kind === 'gg') return (v) => (v < 0 ? 'failure' : `success, ${v} Boost${v === 1 ? '' : 's'}`);
  if (node.kind === 'roll-under' && node.categories) {
    return (v) => ({ 2: 'critical success', 1: 'success', 0: 'failure', [-1]: 'critical failure' })[v] ?? String(v);
  }
  // Pass/fail results are 1/0 in arithmetic, but a person reads "success" or "failure".
  const passFail = (v: number) => (v === 1 ? 'success' : v === 0 ? 'failure' : String(v));
  if (node.kind === 'test' || (node.kind === 'roll-under' && !node.categories)) return passFail;
  if (node.kind === 'megs') return node.target === null ? (v) => (v === 0 ? 'automatic failure (double 1s)' : String(v)) : passFail;
  if (node.kind === 'dice' && node.mods.count) return (v) => `${v} success${v === 1 ? '' : 'es'}`;
  return (v) => String(v);
}

function compile(node: DiceNode): Part {
  switch (node.kind) {
    case 'constant': return { roll: () => node.value, distribution: () => Distribution.constant(node.value) };
    case 'add': {
      const [l, r] = [compile(node.left), compile(node.right)];
      const sign = node.op === '+' ? 1 : -1;
      return {
        roll: (f, d) => l.roll(f, d) + sign * r.roll(f, d),
        distribution: () => l.distribution().combine(r.distribution(), (a, b) => a + sign * b),
      };
    }
    case 'multiply': {
      const o = compile(node.operand);
      return { roll: (f, d) => node.factor * o.roll(f, d), distribution: () => o.distribution().scale(node.factor) };
    }
    case 'negate': {
      const o = compile(node.operand);
      return { roll: (f, d) => -o.roll(f, d), distribution: () => o.distribution().negate() };
    }
    case 'test': {
      const o = compile(node.operand);
      const pass = (v: number) => (compareBy(node.when.op, v, node.when.target) ? 1 : 0);
      return { roll: (f, d) => pass(o.roll(f, d)), distribution: () => o.distribution().map(pass) };
    }
    case 'high-low': {
      const r = highLowDice(node.sides);
      return fromRoller(r, (v) => (node.reading === 'high' ? v.high : v.low));
    }
    case 'capital': return fromRoller(capitalCheckDice(), (v) => v);
    case 'megs': {
      const r = megsDice(node.target === null ? { depth: node.depth ?? DEFAULT_MEGS_DEPTH } : { target: node.target });
      const target = node.target;
      return fromRoller(r, (v) => (target === null ? v : v >= target ? 1 : 0));
    }
    case 'gg': {
      const r = ggCheckDice({ target: node.target, minor: node.minor, ...(node.seeking ? { autoMissAtOrBelow: 4 } : {}) });
      return fromRoller(r, (v) => (v.success ? v.boosts : -1));
    }
    case 'roll-under': {
      const r = rollUnderDice(node.score);
      const code = { 'critical-success': 2, 'success': 1, 'failure': 0, 'critical-failure': -1 } as const;
      return fromRoller(r, (v) => (node.categories ? code[v] : v.endsWith('success') ? 1 : 0));
    }
    case 'dice': return pool(node);
  }
}

function fromRoller<T>(r: Roller<T>, read: (v: T) => number): Part {
  return {
    roll: (faces, dice) => {
      const out = r.roll(faces);
      dice.push(...out.dice);
      return read(out.value);
    },
    distribution: () => r.distribution().map(read),
  };
}

const holds = (c: Compare, v: number) => compareBy(c.op, v, c.target);

/** NdM with rerolls, explosions, keep/drop and success counting. */
function pool(node: Extract<DiceNode, { kind: 'dice' }>): Part {
  const { count, die, mods } = node;
  const sides = die.kind === 'fudge' ? 3 : die.sides;
  const valueOf = (face: number) => (die.kind === 'fudge' ? face - 2 : face);
  const faces = Array.from({ length: sides }, (_, i) => valueOf(i + 1));
  const maxFace = Math.max(...faces);
  const rerollOn = mods.reroll ? (v: number) => holds(mods.reroll!.when, v) : () => false;
  if (mods.reroll?.mode === 'until' && faces.every(rerollOn)) {
    throw new DiceError('DICE_SYNTAX', `the reroll at ${mods.reroll.pos} matches every face and would never stop`, mods.reroll.pos);
  }
  const explodeOn = mods.explode ? (v: number) => holds(mods.explode!.when ?? { op: '=', target: maxFace }, v) : () => false;
  const depth = mods.explode ? mods.explode.depth ?? DEFAULT_EXPLODE_DEPTH : 0;
  const keep = mods.keep;
  const counted = mods.count ? (v: number) => (holds(mods.count!, v) ? 1 : 0) : (v: number) => v;

  // One die after rerolls: 'once' keeps the second roll; 'until' is conditioning on not-matching.
  const rollOne = (src: FaceSource, dice: DieRecord[], extra: boolean): number => {
    let v = valueOf(src.roll(sides));
    let rerolls = 0;
    while (mods.reroll && rerollOn(v) && (mods.reroll.mode === 'until' || rerolls === 0)) {
      dice.push(record(die, v, { dropped: true, extra }));
      v = valueOf(src.roll(sides));
      rerolls++;
    }
    dice.push(record(die, v, { extra }));
    return v;
  };

  return {
    roll: (src, dice) => {
      const totals: Array<{ total: number; records: DieRecord[] }> = [];
      for (let i = 0; i < count; i++) {
        const records: DieRecord[] = [];
        let v = rollOne(src, records, false);
        let total = v;
        for (let n = 0; n < depth && explodeOn(v); n++) {
          v = rollOne(src, records, true);
          total += v;
        }
        totals.push({ total, records });
      }
      const order = totals.map((t, i) => ({ ...t, i })).sort((a, b) => (keep?.which === 'lowest' ? a.total - b.total : b.total - a.total));
      const kept = new Set(order.slice(0, keep ? keep.count : count).map((t) => t.i));
      let result = 0;
      totals.forEach((t, i) => {
        const isKept = kept.has(i);
        dice.push(...(isKept ? t.records : t.records.map((r) => ({ ...r, dropped: true }))));
        if (isKept) result += counted(t.total);
      });
      return result;
    },
    distribution: () => {
      const dieSpan = (maxFace - Math.min(...faces) + 1) * (depth + 1);
      const bits = count * (depth + 1) * Math.log2(Math.max(2, sides));
      const sumSpan = count * (mods.count ? 2 : dieSpan);
      const work = keep ? dieSpan * count * count * (keep.count + 1) * (keep.count * dieSpan + 1) : (sumSpan * sumSpan * bits) / 4;
      if (work > (keep ? MAX_KEEP_WORK : MAX_SUM_WORK)) {
        throw new DiceError('DICE_LIMIT', `${formatDice(node)} is too large to enumerate exactly (about ${work.toExponential(1)} steps); roll it instead`, node.pos);
      }
      let one = Distribution.uniform(faces);
      if (mods.reroll) one = mods.reroll.mode === 'until' ? one.filter((v) => !rerollOn(v)) : one.bind((v) => (rerollOn(v) ? Distribution.uniform(faces) : Distribution.constant(v)));
      const single = depth > 0 ? exploded(one, explodeOn, depth) : one;
      if (!keep && !mods.count) return single.sum(count);
      if (!keep) return single.map(counted).sum(count);
      const k = keep.count;
      return evaluatePool<[number, number], number>(single, count, {
        order: keep.which === 'highest' ? 'desc' : 'asc',
        initial: [0, 0],
        next: ([taken, sum], face, c) => {
          const take = Math.min(c, k - taken);
          return take > 0 ? [taken + take, sum + take * counted(face)] : [taken, sum];
        },
        final: ([, sum]) => sum,
      });
    },
  };
}

/** Like pool.explode but for a die whose faces are given (rerolls already applied). */
function exploded(one: Distribution<number>, on: (v: number) => boolean, depth: number): Distribution<number> {
  let rest = one;
  for (let left = 1; left <= depth; left++) {
    const next = rest;
    rest = one.bind((v) => (on(v) ? next.add(v) : Distribution.constant(v)));
  }
  return rest;
}

function record(die: DieKind, value: number, flags: { dropped?: boolean; extra: boolean }): DieRecord {
  const base: DieRecord = die.kind === 'fudge' ? { sides: 3, face: value + 2, value } : { sides: die.sides, face: value };
  return { ...base, ...(flags.dropped ? { dropped: true } : {}), ...(flags.extra ? { extra: true } : {}) };
}
