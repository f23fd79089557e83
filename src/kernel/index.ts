// Public API of the rules kernel: table state as a fold of events, commands resolved by
// processes that roll and ask, GM powers, undo, hidden information, turn primitives,
// maps, exact odds, simulation and scenarios.
export type {
  Json, JsonObject, Actor, Visibility, Command, EventDraft, TableEvent, Figure, Condition, Expiry,
  TablePhase, Pending, TableState,
} from './types.ts';
export { STATE_SCHEMA_VERSION } from './types.ts';
export { KERNEL_ERRORS, notInCombat, reject, ruleRejection, isRejection, type Rejection, type KernelErrorCode } from './errors.ts';
export {
  defineCommand, botPolicy, folded, lastSideStanding, type Folded, type Resolution,
  type SystemDefinition, type AnySystem, type OptionDoc, type ConditionDoc, type SheetIssue,
  type CharacterTemplate, type RuleContext, type CommandSpec, type LegalAction, type CombatOutcome, type OddsSpec, type BotSpec,
  type BotCommand, type OddsQuery, type QueryResult, type Arena, type SheetCost,
} from './system.ts';
export { inArena, ArenaError } from './arena.ts';
export { sideFighters, namedSide, MAX_PER_SIDE, type SideFighter } from './sides.ts';
export { checkSheet, schemaIssues, sheetRuleOf, issueLines, pathLabel, type SheetCheck } from './sheet-check.ts';
export {
  createTableState, updateFigure, updateStatus, statusOf, sheetOf, figuresInOrder, hasCondition,
  appended, withCondition, withoutCondition, updateSys, patchState, patchFigure, withFigure, withKey, withSeq, withSys, withStatus,
  cloneState, cloneFigure, type Draft,
} from './state.ts';
export { unknownFigureIn, placeOutside } from './override-checks.ts';
export { kernelEvent, isKernelEvent, applyEvent, applyDraft, foldResolutionEvent, getPath, setPath, type KernelEventData, type KernelEventType } from './events.ts';
export { Timeline, foldEvents } from './fold.ts';
export { step, prepare, commit, envelope, type StepEnv, type StepResult, type Prepared } from './step.ts';
export { fastStep, type FastEnv } from './fast-lane.ts';
export { KERNEL_COMMANDS, mayAnswer, playerAddRejection, type AddSite } from './commands/index.ts';
export { TableEngine } from './engine.ts';
export { viewFor, eventFor, maySee, maySeeSheet, type TableView, type FigureView, type RedactedEvent } from './view.ts';
export { NO_SHEET_NUMBERS, type SheetNumbers, type EventSheetFields, type SheetSource, type MaskedEvent } from './sheet-numbers.ts';
export { oddsOf, type OddsResult, type OddsOptions } from './odds.ts';
export { simulate, simulateFight, wilson, type Combatant, type FightResult, type SimulationSummary } from './simulate.ts';
export { runScenario, scenarioSchema, parseActor, contains, type Scenario, type ScenarioReport } from './scenario.ts';
export {
  rankDescending, tiedGroups, currentSlot, isRoundOver, advance, startOrder, delayCurrent, removeFigure,
  type TurnSlot, type TurnOrder, type Ranked,
} from './turns/order.ts';
export { canSpend, spend, spendAll, isSpent, type Budget } from './turns/budget.ts';
export { ACTION_SEQUENCE, phasesFor, actorsInPhase } from './turns/phases.ts';
export { tickConditions, type Boundary } from './turns/durations.ts';
export { squareSchema, squareDistance, sameSquare, pushLine, squaresWithin, type Square } from './space/squares.ts';
export {
  hexSchema, hexDistance, hexNeighbors, sameHex, hexLine, roundHex, hexesWithin, hexesReachable, hexKey, hexFromKey, HEX_DIRECTIONS,
  type Hex,
} from './space/hexes.ts';
export { pairKey, bandBetween, withBand, stepBand, type RangeTable } from './space/bands.ts';

// A minimal system for testing layers above the kernel (server, CLI) without a real game.
export { duelSystem, type DuelSheet, type DuelStatus, type DuelSys } from './testing/duel-system.ts';
// For systems' bot tests: a bot's quick proposal must be exactly its pick from the legal list.
export { botPicks, type BotPicks } from './testing/bot-picks.ts';
export { accepted } from './testing/accepted.ts';
