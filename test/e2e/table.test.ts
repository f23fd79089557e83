import { describe } from 'vitest';
import { browserSuite } from './browser.ts';
import { builderRowTests } from './builder-rows.ts';
import { builderTests } from './builders.ts';
import { d100Tests } from './d100-play.ts';
import { ggAimTests } from './gg-aim.ts';
import { ggSummonTests } from './gg-summon.ts';
import { ggTests } from './gg-play.ts';
import { hlhTests } from './hlh-play.ts';
import { labAndLayoutTests } from './lab-and-layout.ts';

// Whole games in a real browser (Debian's Chromium) against the real server built in-process,
// with a fixed dice seed: one build, one server and one browser for every scenario, so the
// scenarios run one after another on a small machine. Screenshots go to test-artifacts/.
const env = browserSuite();

describe('[GG-TURN-01] a Glorious Gladiators combat in the browser', () => ggTests(env));
describe('[GG-PLAY-206] an Area aimed at a hex in the browser', () => ggAimTests(env));
describe('[GG-PLAY-212] a minion summoned at the table in the browser', () => ggSummonTests(env));
describe('[D100-SCN-01] a d100-trick-stunt combat in the browser', () => d100Tests(env));
describe('[HLH-ACT-01] a High/Low Heroes combat in the browser', () => hlhTests(env));
describe('character builders in the browser', () => builderTests(env));
describe('builder list rows in the browser', () => builderRowTests(env));
describe('balance lab and layouts', () => labAndLayoutTests(env));
