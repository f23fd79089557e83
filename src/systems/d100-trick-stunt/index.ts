import { EVENT_LIST } from '../../dice/index.ts';
import { folded, lastSideStanding, type SystemDefinition } from '../../kernel/index.ts';
import { d100Bot } from './bot.ts';
import { assassinate, heal, rest, setModifier, setRange } from './commands/care.ts';
import { attack, breakFree, flee, move } from './commands/fight.ts';
import { endTurnCommand, ready, stunt, trick } from './commands/tricks.ts';
import { describeD100 } from './describe.ts';
import { D100_SHEET_NUMBERS } from './sheet-numbers.ts';
import { applyD100 } from './apply.ts';
import { standingSides } from './figures.ts';
import { d100FigureRemoved } from './leave.ts';
import { legalActions } from './legal.ts';
import { CONDITIONS, d100StatusSchema, initialSys, type D100Status, type D100Sys } from './model.ts';
import { d100Odds, d100Queries } from './odds.ts';
import { d100OptionsSchema, OPTION_DOCS, type D100Options } from './options.ts';
import { d100SheetSchema, type D100Sheet } from './sheet.ts';
import { D100_TEMPLATES } from './templates.ts';
import { newRound } from './turn.ts';
import { d100OverrideRejection } from './turn-override.ts';
import { validateD100Sheet } from './validate.ts';
import { work } from './work.ts';

const COMMANDS = {
  attack, move, 'break-free': breakFree, flee, trick, stunt, ready, 'end-turn': endTurnCommand,
  heal, assassinate, 'set-range': setRange, 'set-modifier': setModifier, rest,
};

/**
 * The d100 Trick/Stunt combat chapter (seed 001, spec shared/rules/d100-trick-stunt.md): side
 * initiative every round, two-action turns, Tricks and Stunts, range bands, criticals, the Death
 * Table, grappling, ganging up, running away, healing and assassination.
 */
export const d100TrickStunt: SystemDefinition<D100Sheet, D100Status, D100Sys, D100Options> = {
  id: 'd100-trick-stunt',
  name: 'd100 Trick/Stunt combat',
  rulePrefix: 'D100',
  sheetRule: 'D100-CHAR-01',
  options: d100OptionsSchema,
  optionDocs: OPTION_DOCS,
  sheet: d100SheetSchema,
  validateSheet: (sheet) => validateD100Sheet(sheet),
  nameOf: (sheet) => sheet.name?.trim() || null,
  templates: D100_TEMPLATES,
  status: d100StatusSchema,
  initialStatus: (sheet) => ({
    life: sheet.life, wielded: sheet.wielded, broken: [], dropped: [], ammo: {}, deathRoll: null, healed: false, woundsTaken: 0,
  }),
  initialSys,
  conditions: CONDITIONS,
  commands: COMMANDS,
  startCombat: function* (state) {
    const w = work(state, yield EVENT_LIST);
    const rest = newRound(w);
    if (rest) yield* rest;
    return folded(w.state, w.state !== state);
  },
  // The GM takes a figure off the table: it leaves the order, and its turn passes on ([D100-INIT-03]).
  figureRemoved: (state, gone) => d100FigureRemoved(state, gone),
  // The GM's turn pointers name figures on the table ([D100-PLAY-08]).
  overrideRejection: (next, path) => d100OverrideRejection(next, path),
  apply: (state, event) => applyD100(state, event),
  legalActions: (state, actor, ctx) => legalActions(state, actor, ctx, COMMANDS),
  // The sides with someone standing, in table order: asked after every command.
  outcome: (state) => lastSideStanding(standingSides(state), 'the other side is down or gone'),
  describe: describeD100,
  sheetNumbers: D100_SHEET_NUMBERS,
  odds: d100Odds,
  bot: d100Bot,
  queries: d100Queries(() => d100TrickStunt),
};

export { D100_TEMPLATES, ALDO, BRICK, CATO } from './templates.ts';
export {
  d100SheetSchema, BANDS, WEAPON_KINDS, type D100Sheet, type D100SheetInput, type Band, type Weapon, type WeaponKind, type Armor, type Maim,
} from './sheet.ts';
// What the web builder lays out: the catalogs a sheet is made from, and the table's conditions.
export { DEFAULT_SKILLS, SCORES, type SkillEntry, type ScoreName } from './catalog/skills.ts';
export { SAMPLE_WEAPONS, SAMPLE_ARMOR, type WeaponEntry, type ArmorEntry } from './catalog/equipment.ts';
export { BODY_PARTS, type BodyPart } from './catalog/body-parts.ts';
export { validateD100Sheet } from './validate.ts';
