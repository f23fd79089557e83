import { trainingCost, withTraining } from './derive.ts';
import { isPlayer, mustFigure, sheetOf } from './figures.ts';
import { put, type Work } from './work.ts';

/**
 * Experience ([HLH-XP-01], [HLH-RULING-06]): during an Attack, a player's own Double gives that
 * player 1; a GM character's Double goes to the player on the other side of the attack. Two GM
 * characters give none; in a player-vs-player attack each gains only from its own roll.
 */
export function awardDoubles(w: Work, attacker: string, defender: string, attackDouble: boolean, defenseDouble: boolean): void {
  if (!attackDouble && !defenseDouble) return;
  const att = mustFigure(w.state, attacker);
  const def = mustFigure(w.state, defender);
  const toAtt: string[] = [];
  const toDef: string[] = [];
  if (attackDouble) {
    if (isPlayer(att)) toAtt.push('own Attack roll');
    else if (isPlayer(def)) toDef.push(`${att.name}'s Attack roll`);
  }
  if (defenseDouble) {
    if (isPlayer(def)) toDef.push('own Defense roll');
    else if (isPlayer(att)) toAtt.push(`${def.name}'s Defense roll`);
  }
  const rules = ['HLH-XP-01', 'HLH-RULING-06'];
  if (toAtt.length > 0) put(w, 'hlh.doubles', { figure: attacker, gained: toAtt.length, total: sheetOf(att).doubles + toAtt.length, sources: toAtt }, rules);
  if (toDef.length > 0) put(w, 'hlh.doubles', { figure: defender, gained: toDef.length, total: sheetOf(def).doubles + toDef.length, sources: toDef }, rules);
}

/**
 * The upgrade being trained for applies as soon as the Doubles reach its cost, after the
 * attack that earned them ([HLH-XP-02], [HLH-XP-03], [HLH-RULING-07]): the cost is spent (the
 * rest carries over), max Life +1 and Life back to full; the next training is chosen later.
 */
export function checkUpgrade(w: Work, figure: string): void {
  const sheet = sheetOf(mustFigure(w.state, figure));
  const training = sheet.training;
  if (training === null) return;
  const cost = trainingCost(sheet, training);
  if (cost === null || sheet.doubles < cost) return;
  const bought = withTraining(sheet, training);
  put(w, 'hlh.upgraded', {
    figure, training, cost, doubles: sheet.doubles - cost, powers: bought.powers, maxLife: sheet.maxLife + 1, upgrades: sheet.upgrades + 1,
  }, ['HLH-XP-02', 'HLH-XP-03', 'HLH-RULING-07']);
}
