import { EVENT_LIST } from '../../dice/index.ts';
import { folded, lastSideStanding, squareSchema, type SystemDefinition } from '../../kernel/index.ts';
import { applyHlh } from './apply.ts';
import { hlhBot } from './bot.ts';
import { assist } from './commands/assist.ts';
import { careerTest, newSession, recover, setWalls, train } from './commands/care.ts';
import { attack, endTurnCommand, move, nextTurn } from './commands/fight.ts';
import { describeHlh } from './describe.ts';
import { HLH_SHEET_NUMBERS } from './sheet-numbers.ts';
import { decided, standingSides } from './figures.ts';
import { legalActions } from './legal.ts';
import { CONDITIONS, hlhStatusSchema, initialSys, mkStatus, type HlhStatus, type HlhSys } from './model.ts';
import { hlhOdds } from './odds.ts';
import { hlhOptionsSchema, OPTION_DOCS, type HlhOptions } from './options.ts';
import { hlhQueries } from './queries.ts';
import { hlhSheetSchema, sheetName, type HlhSheet } from './sheet.ts';
import { placeRejection } from './space.ts';
import { HLH_TEMPLATES } from './templates.ts';
import { hlhOverrideRejection } from './turn-override.ts';
import { leaveOrder, leaveRecords, newRound } from './turn.ts';
import { validateHlhSheet } from './validate.ts';
import { work } from './work.ts';

const COMMANDS = {
  attack, move, assist, 'end-turn': endTurnCommand, 'next-turn': nextTurn,
  'career-test': careerTest, recover, train, 'new-session': newSession, 'set-walls': setWalls,
};

/**
 * High/Low Heroes (seed 003, spec shared/rules/high-low-heroes.md): 2d6 read High or Low,
 * Aspects, Powers and a Weakness; Initiative every round sets the order and the number of
 * actions; attacks with knock-back and daze; Assist; Doubles as experience and upgrades;
 * Career tests; normals and thugs.
 */
export const highLowHeroes: SystemDefinition<HlhSheet, HlhStatus, HlhSys, HlhOptions> = {
  id: 'high-low-heroes',
  name: 'High/Low Heroes',
  rulePrefix: 'HLH',
  options: hlhOptionsSchema,
  optionDocs: OPTION_DOCS,
  sheet: hlhSheetSchema,
  validateSheet: (sheet) => validateHlhSheet(sheet),
  nameOf: (sheet) => sheetName(sheet) || null,
  templates: HLH_TEMPLATES,
  status: hlhStatusSchema,
  initialStatus: (sheet) => mkStatus(sheet.maxLife, 0, false),
  position: squareSchema,
  // One figure a square, for the GM's placing too (HLH-PLAY-05, HLH-PLAY-22).
  placeRejection: (state, figure, position) => placeRejection(state, figure, position),
  initialSys,
  conditions: CONDITIONS,
  commands: COMMANDS,
  startCombat: function* (state) {
    const w = work(state, yield EVENT_LIST);
    const rest = newRound(w);
    if (rest) yield* rest;
    return folded(w.state);
  },
  // The GM takes a figure off the table: it leaves the order, and its turn passes on ([HLH-INIT-03]);
  // out of a fight it leaves the last fight's order (HLH-PLAY-23).
  figureRemoved: function* (state, gone) {
    const w = work(state, yield EVENT_LIST);
    if (state.phase !== 'combat') {
      leaveRecords(w, gone.id);
      return folded(w.state);
    }
    const rest = leaveOrder(w, gone.id);
    if (rest) yield* rest;
    return folded(w.state);
  },
  // The GM's turn pointers name figures on the table ([HLH-PLAY-21]).
  overrideRejection: (next, path) => hlhOverrideRejection(next, path),
  apply: (state, event) => applyHlh(state, event),
  legalActions: (state, actor, ctx) => legalActions(state, actor, ctx.options),
  outcome: (state) => (decided(state) ? lastSideStanding(standingSides(state), 'the other side is out') : null),
  describe: describeHlh,
  sheetNumbers: HLH_SHEET_NUMBERS,
  odds: hlhOdds,
  bot: hlhBot,
  queries: hlhQueries(() => highLowHeroes),
};

export { HLH_TEMPLATES, BLAZE, TITAN, NOVA, ACE, THUG } from './templates.ts';
export { hlhSheetSchema, type HlhSheet } from './sheet.ts';
// What the web builder and map lay out: the sheet's vocabulary, the example catalogs, the
// derived readings and Life, and the move rules the square map highlights with.
export {
  ACTIONS, POWER_CATEGORIES, CAREER_TYPES, KINDS, DAMAGE_TYPES, sheetName, isHeroic,
  type HlhSheetInput, type Action, type PowerCategory, type CareerType, type Kind, type Aspects, type Power, type Career, type Training,
} from './sheet.ts';
export { POWERS, CAREERS, CHARGES, POWER_CATEGORY_INFO, CAREER_TYPE_INFO, type CatalogEntry } from './catalog.ts';
export { highActions, baseLife, trainingCost } from './derive.ts';
export { validateHlhSheet } from './validate.ts';
export { reachable, type Reach } from './space.ts';
export { planMove, isPlan } from './actions.ts';
export type { HlhState, HlhFigure } from './model.ts';
