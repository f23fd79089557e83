import type { SheetIssue } from '../../kernel/index.ts';
import { CAREER_TYPE_INFO, POWER_CATEGORY_INFO } from './catalog.ts';
import { baseLife, highActions, trainingProblem } from './derive.ts';
import { ACTIONS, isHeroic, type HlhSheet } from './sheet.ts';

type Path = Array<string | number>;

/**
 * Every way a sheet breaks the building rules, each with its rule ID, a JSON path and a
 * message a builder can show ([HLH-CHAR-01]..[HLH-CHAR-09], [HLH-NPC-01]..[HLH-NPC-03],
 * [HLH-XP-02], [HLH-RULING-08], [HLH-RULING-11]). Empty when the sheet is legal.
 */
export function validateHlhSheet(sheet: HlhSheet): SheetIssue[] {
  const issues: SheetIssue[] = [];
  const bad = (ruleId: string, path: Path, message: string) => issues.push({ ruleId, path, message });

  if (sheet.heroName === '' && sheet.civilianName === '') bad('HLH-CHAR-08', ['heroName'], 'give a civilian name and/or a hero name');
  if (sheet.doubles < 0) bad('HLH-XP-01', ['doubles'], 'Doubles cannot be negative');
  if (sheet.upgrades < 0) bad('HLH-XP-03', ['upgrades'], 'upgrades cannot be negative');
  if (sheet.maxLife < 1) bad('HLH-CHAR-03', ['maxLife'], 'max Life must be at least 1');
  checkPowers(sheet, bad);
  checkCareers(sheet, bad);
  if (isHeroic(sheet)) checkHeroic(sheet, bad);
  else checkNormal(sheet, bad);
  return issues;
}

type Bad = (ruleId: string, path: Path, message: string) => void;

function checkHeroic(sheet: HlhSheet, bad: Bad): void {
  const hero = sheet.kind === 'hero';
  if (!sheet.aspects) {
    bad('HLH-CHAR-01', ['aspects'], 'choose a Build (Quick or Powerful), a Mentality (Logical or Intuitive) and a Temperament (Bold or Cautious)');
  } else {
    const high = highActions(sheet.aspects);
    for (const action of ACTIONS) {
      const given = sheet.readings?.[action];
      const want = high[action] ? 'high' : 'low';
      if (given !== undefined && given !== want) {
        bad('HLH-CHAR-02', ['readings', action], `${action} reads ${want === 'high' ? 'High' : 'Low'} with these Aspects, not ${given === 'high' ? 'High' : 'Low'}`);
      }
    }
    const life = baseLife(sheet.aspects) + Math.max(0, sheet.upgrades);
    if (sheet.maxLife !== life) {
      const why = sheet.upgrades > 0 ? ` (${baseLife(sheet.aspects)} for the Build + ${sheet.upgrades} upgrades)` : '';
      bad('HLH-CHAR-03', ['maxLife'], `max Life is ${life}${why}, not ${sheet.maxLife}: 15 if Powerful, otherwise 10`);
    }
  }
  if (sheet.upgrades === 0 && sheet.powers.length !== 2) {
    bad('HLH-CHAR-04', ['powers'], `exactly 2 Powers at creation, not ${sheet.powers.length}`);
  } else if (sheet.powers.length < 2 || sheet.powers.length > 4) {
    bad('HLH-RULING-08', ['powers'], `a hero has 2 to 4 Powers, not ${sheet.powers.length}`);
  }
  const bought = sheet.powers.reduce((n, p) => n + Math.max(0, p.bonus - 1), 0) + Math.max(0, sheet.powers.length - 2);
  if (sheet.powers.length >= 2 && bought !== sheet.upgrades) {
    bad('HLH-CHAR-09', ['upgrades'], sheet.upgrades === 0
      ? 'every Power starts at +1: higher bonuses and more Powers are bought with Doubles (record them as upgrades)'
      : `the Powers show ${bought} upgrades, the sheet records ${sheet.upgrades}`);
  }
  if (sheet.weakness === null) bad('HLH-CHAR-06', ['weakness'], 'choose exactly 1 Weakness: the action that gets −1');
  if (hero) {
    if (sheet.training === null) bad('HLH-CHAR-05', ['training'], 'choose 1 upgrade to train for');
    if (sheet.careers.length !== 2) bad('HLH-CHAR-07', ['careers'], `exactly 2 Careers (1 professional, 1 hobby), not ${sheet.careers.length}`);
    if (sheet.charge === '') bad('HLH-CHAR-08', ['charge'], 'choose 1 Charge: a person the hero feels responsible for');
  } else if (sheet.careers.length !== 0 && sheet.careers.length !== 2) {
    bad('HLH-CHAR-07', ['careers'], `a villain has 2 Careers (1 professional, 1 hobby) or none, not ${sheet.careers.length}`);
  }
  if (sheet.training !== null) {
    const problem = trainingProblem(sheet, sheet.training);
    if (problem) bad('HLH-CHAR-05', ['training'], problem);
  }
  if (!sheet.canBlock) bad('HLH-NPC-02', ['canBlock'], 'only normals and thugs can be barred from blocking');
}

function checkNormal(sheet: HlhSheet, bad: Bad): void {
  if (sheet.aspects !== null) bad('HLH-NPC-01', ['aspects'], 'normals and thugs have no Aspects: they read Low on every action');
  for (const action of ACTIONS) {
    if (sheet.readings?.[action] === 'high') bad('HLH-NPC-01', ['readings', action], `normals and thugs read Low on every action, ${action} too`);
  }
  if (sheet.powers.length > 4) bad('HLH-RULING-11', ['powers'], 'at most 4 Powers, even granted by the GM');
  if (sheet.careers.length > 2) bad('HLH-CHAR-07', ['careers'], `at most 2 Careers, not ${sheet.careers.length}`);
  if (sheet.training !== null) bad('HLH-RULING-11', ['training'], 'only player heroes train: normals and thugs gain no experience');
  if (sheet.upgrades !== 0) bad('HLH-RULING-11', ['upgrades'], 'normals and thugs buy no upgrades');
}

/** Powers: different categories, a name each, bonus +1..+4 ([HLH-CHAR-04], [HLH-RULING-08]). */
function checkPowers(sheet: HlhSheet, bad: Bad): void {
  const seen = new Set<string>();
  sheet.powers.forEach((p, i) => {
    const label = POWER_CATEGORY_INFO[p.category].label;
    if (seen.has(p.category)) bad('HLH-CHAR-04', ['powers', i, 'category'], `Powers must be from different categories: ${label} twice`);
    seen.add(p.category);
    if (p.name === '') bad('HLH-CHAR-04', ['powers', i, 'name'], `name the ${label} Power`);
    if (p.bonus < 1 || p.bonus > 4) bad('HLH-RULING-08', ['powers', i, 'bonus'], `a Power's bonus is +1 to +4, not ${p.bonus}`);
  });
}

/** Careers: 1 professional and 1 hobby of two different types ([HLH-CHAR-07]). */
function checkCareers(sheet: HlhSheet, bad: Bad): void {
  if (sheet.careers.length > 2) return;
  const [a, b] = sheet.careers;
  sheet.careers.forEach((c, i) => {
    if (c.name === '') bad('HLH-CHAR-07', ['careers', i, 'name'], `name the ${CAREER_TYPE_INFO[c.type].label} Career`);
  });
  if (a && b) {
    if (a.type === b.type) bad('HLH-CHAR-07', ['careers', 1, 'type'], `Careers must be of different types: ${CAREER_TYPE_INFO[a.type].label} twice`);
    if (a.role === b.role) bad('HLH-CHAR-07', ['careers', 1, 'role'], 'one Career is professional and the other a hobby');
  }
}
