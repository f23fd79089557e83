/**
 * The parsed form of dice notation (docs/notation.md). Every node keeps `pos`, the 0-based
 * offset of its first character, so errors found after parsing (limits) can still point at
 * the text. Nodes are plain data: `formatDice` prints the canonical notation back.
 */
export type DiceComparison = '>=' | '>' | '<=' | '<' | '=';

export interface Compare {
  readonly op: DiceComparison;
  readonly target: number;
}

/** What one die shows: a numbered die 1..sides, or a Fudge die −1/0/+1. */
export type DieKind = { readonly kind: 'standard'; readonly sides: number } | { readonly kind: 'fudge' };

export interface DiceModifiers {
  /** `ro…` rerolls a matching roll once; `r…` rerolls until the roll does not match. */
  readonly reroll?: { readonly mode: 'once' | 'until'; readonly when: Compare; readonly pos: number };
  /** `!`: a matching roll adds another roll of the same die, at most `depth` extra rolls. */
  readonly explode?: { readonly when: Compare | null; readonly depth: number | null; readonly pos: number };
  /** Keep `count` dice, highest or lowest (drop modifiers are stored as the matching keep). */
  readonly keep?: {
    readonly which: 'highest' | 'lowest';
    readonly count: number;
    /** How it was written, so `4d6dl1` prints as `4d6dl1`, not `4d6kh3`. */
    readonly written: 'kh' | 'kl' | 'dh' | 'dl';
    readonly pos: number;
  };
  /** Counts the kept dice that satisfy the comparison (success counting). */
  readonly count?: Compare & { readonly pos: number };
}

export type DiceNode =
  | { readonly kind: 'constant'; readonly value: number; readonly pos: number }
  | { readonly kind: 'dice'; readonly count: number; readonly die: DieKind; readonly mods: DiceModifiers; readonly pos: number }
  /** Two dice read High or Low, doubles summed (`2d6hi`, `2d6lo`). */
  | { readonly kind: 'high-low'; readonly sides: number; readonly reading: 'high' | 'low'; readonly pos: number }
  /** Capital's 3d6 check with double/triple sixes and ones (`3d6cap`). */
  | { readonly kind: 'capital'; readonly pos: number }
  /** MEGS 2d10: `2d10megs` (always reroll doubles, to a depth) or `2d10megs>=N` (1 = success). */
  | { readonly kind: 'megs'; readonly target: number | null; readonly depth: number | null; readonly pos: number }
  /** Glorious Gladiators d10 check: −1 = failure, otherwise the Boosts. */
  | { readonly kind: 'gg'; readonly target: number; readonly minor: boolean; readonly seeking: boolean; readonly pos: number }
  /** d100 roll-under with critical bands: `d100<=S` (1/0) or `ru(S)` (2, 1, 0, −1). */
  | { readonly kind: 'roll-under'; readonly score: number; readonly categories: boolean; readonly pos: number }
  | { readonly kind: 'add'; readonly op: '+' | '-'; readonly left: DiceNode; readonly right: DiceNode; readonly pos: number }
  | { readonly kind: 'multiply'; readonly factor: number; readonly operand: DiceNode; readonly pos: number }
  | { readonly kind: 'negate'; readonly operand: DiceNode; readonly pos: number }
  /** `(expr)>=t`: 1 when the whole expression satisfies the comparison, else 0. */
  | { readonly kind: 'test'; readonly operand: DiceNode; readonly when: Compare; readonly pos: number };

/** Results that are categories, not quantities: they cannot take part in arithmetic. */
export function isCategorical(node: DiceNode): boolean {
  return node.kind === 'gg' || (node.kind === 'roll-under' && node.categories);
}
