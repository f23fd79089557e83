// Public API of the dice layer: exact distributions, seeded and scripted dice, seed mechanics,
// dice notation, and the resolution runtime that runs one rule three ways.
export { Rational, gcd, lcm } from './rational.ts';
export { canonicalJson, outcomeKey, compareOutcomes } from './canonical.ts';
export { Distribution, compareBy, type Comparison } from './distribution.ts';
export { evaluatePool, keepSum, countWhere, explode, reroll, type PoolEvaluator } from './pool.ts';
export { seededRng, restoreRng, type Rng, type RngState } from './rng.ts';
export { seededFaces, scriptedFaces, type FaceSource, type ScriptedFaces } from './sources.ts';
export { DiceError, type DiceErrorCode } from './errors.ts';
export { defineRoller, memoDistribution, clearDistributionMemo, type DieRecord, type Rolled, type Roller } from './roller.ts';
export {
  runProcess, runSampled, enumerateProcess, roll, hiddenRoll, choose, emit, EVENT_LIST, rollRequest, chooseRequest, SUSPEND,
  type RollRequest, type ChooseRequest,
  type Process, type Request, type Prompt, type PromptOption, type RollRecord, type Chooser,
  type RunOptions, type RunResult, type SampledRun, type Policy, type EnumerateOptions,
} from './process.ts';
export { highLowDice, readHighLow, type HighLowReading } from './mechanics/high-low.ts';
export { capitalCheckDice } from './mechanics/capital-check.ts';
export { megsDice, megsAtLeastTable, MEGS_AUTOMATIC_FAILURE } from './mechanics/megs-dice.ts';
export {
  percentileDie, rollUnderDice, readRollUnder, STANDARD_CRITICAL_BANDS,
  type RollUnderResult, type CriticalBands,
} from './mechanics/percentile.ts';
export { ggCheckDice, readGgCheck, type GgCheckOptions, type GgCheckResult } from './mechanics/gg-check.ts';
export { parseDice, formatDice, diceRoller, DEFAULT_EXPLODE_DEPTH, LIMITS as DICE_LIMITS, type DiceNode } from './notation/index.ts';
