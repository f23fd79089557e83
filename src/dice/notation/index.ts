// Dice notation: text → syntax tree → a Roller<number> with exact odds (docs/notation.md).
export { parseDice, LIMITS } from './parser.ts';
export { formatDice } from './format.ts';
export { diceRoller, DEFAULT_EXPLODE_DEPTH } from './evaluate.ts';
export type { DiceNode, DiceModifiers, Compare, DiceComparison, DieKind } from './ast.ts';
