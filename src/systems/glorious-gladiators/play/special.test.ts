import { describe, expect, it } from 'vitest';
import { eventFor, hasCondition, updateFigure, updateStatus, withCondition } from '../../../kernel/index.ts';
import type { GgSheet } from '../sheet.ts';
import { BLUE_COMET, IRONCLAD, MINDWARP } from '../templates/heroes.ts';
import { CITY_POLICE } from '../templates/npcs.ts';
import { protectionAgainst, toHitFor } from './attack-rules.ts';
import { focusPenalties } from './focus.ts';
import type { GgStatus, GgSys, S } from './model.ts';
import { AUTOMATED_SPECIALS, profileOf } from './profile.ts';
import { gloriousGladiators } from '../system.ts';
import { current, data, events, ggTable, GM, refusal, run, status, sys, tryRun } from './testing.ts';

describe('glorious gladiators: entries with their own handlers', () => {
  it('[GG-ABL-63] Super Strength adds its Level to Solid Melee results, caps the to-hit at 8+ and knocks back', () => {
    expect(AUTOMATED_SPECIALS).toContain('super-strength');
    expect(profileOf(IRONCLAD).strength).toEqual({ level: 3, toHitCap: 8 });
    const t = ggTable([
      { id: 'iron', side: 'heroes', template: 'ironclad', at: { q: 0, r: 0 } },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const punch = profileOf(IRONCLAD).abilities.find((a) => a.key === 'punch-kick')!;
    // Brawler 3 vs Precognition 3 needs 5; two Penalties would make it 9, Super Strength keeps it at 8.
    let s = updateFigure(t.state as S, 'iron', (f) => withCondition(f, { id: 'disorientated' }));
    s = updateStatus<GgSys, GgStatus>(s, 'iron', (x) => ({ ...x, hindrance: 1 }));
    const th = toHitFor(s, 'iron', punch, 'mind');
    expect(th.defence - th.level + 5 - 2 * th.net).toBe(8);
    // Result: Punch 4 + Super Strength 3 = 7 against no protection: T −2, a 2 is 2 Boosts = 2 hits; then Knockback 7 against
    // no Forced Move Defence (GG-MOD-35): T −2 again, a 2 is 2 Boosts, 4 + 4 × 2 hexes.
    const r = run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'mind' }, [5, 2, 2]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ hits: 2, boosts: 2 });
    expect(t.state.figures['mind']!.position).toEqual({ q: 13, r: 0 });
    expect(hasCondition(t.state.figures['mind']!, 'prone')).toBe(true);
  });

  it('[GG-ATK-11] Move Through: from 3+ hexes, declared Move vs Move; Punch + Level with Knockback under Super Strength', () => {
    const t = ggTable([
      { id: 'iron', side: 'heroes', template: 'ironclad', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 3, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    expect(refusal(tryRun(t, 'gg.move-through', { figure: 'iron', ability: 'jump-jets', target: 'cop', level: 1 }))).toBe('GG_NO_SUCH_ABILITY GG-ATK-11');
    expect(refusal(tryRun(t, 'gg.move-through', { figure: 'iron', ability: 'running', target: 'cop', level: 2 }))).toBe('GG_NOT_APPLICABLE GG-ATK-11');
    const r = run(t, 'gg.move-through', { figure: 'iron', ability: 'running', target: 'cop', level: 1 }, [6, 5]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ needed: 4, moveThrough: true });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'cop', out: true });
    expect(t.state.figures['iron']!.position).toEqual({ q: 2, r: 0 });
  });

  it('[GG-ATK-11] a target left standing hits the mover back with the same Level and knocks it down', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const near = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 2, r: 0 } },
    ]);
    run(near, 'combat.start', {}, [1, 1]);
    expect(refusal(tryRun(near, 'gg.move-through', { figure: 'comet', ability: 'flight', target: 'iron', level: 3 }))).toBe('GG_NOT_APPLICABLE GG-ATK-11');
    // Flight 3 vs no Move: 2+. Punch 1 + 3 = 4 vs Armour 4 needs 5: a 1 fails. Recoil 4 vs Grounded (half, 2) needs 3; its
    // Knockdown then rolls against Comet's Forced Move Defence (none): a 1 does (GG-MOD-36).
    const r = run(t, 'gg.move-through', { figure: 'comet', ability: 'flight', target: 'iron', level: 3 }, [5, 1, 3, 1]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'comet', hits: 1 });
    expect(hasCondition(t.state.figures['comet']!, 'prone')).toBe(true);
    expect((status(t, 'iron') satisfies GgStatus).hits).toBe(5);
  });
});

describe('glorious gladiators: defence rules and limited uses from the catalog records', () => {
  it('[GG-MOD-48] [GG-MOD-30] [GG-MOD-29] [GG-PLAY-24] Piercing takes 3 off a defence, Ignores Defence all of it, unless Hardened', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 1, r: 0 } },
    ]);
    const punch = profileOf(IRONCLAD).abilities.find((a) => a.key === 'punch-kick')!;
    const s = t.state as S;
    expect(protectionAgainst(s, 'iron', punch)).toBe(4);
    expect(protectionAgainst(s, 'iron', { ...punch, ignorePoints: 3 })).toBe(1);
    expect(protectionAgainst(s, 'iron', { ...punch, ignoreUnhardened: true })).toBe(0);
    const hard = { ...IRONCLAD, budget: 80, abilities: IRONCLAD.abilities.map((a) => (a.key === 'armour' ? { ...a, modifiers: [...a.modifiers, { id: 'hardened', options: {} }] } : a)) };
    expect(profileOf(hard).abilities.find((a) => a.key === 'armour')!.hardened).toBe(true);
    const t2 = ggTable([{ id: 'iron', side: 'villains', sheet: hard, at: { q: 1, r: 0 } }]);
    expect(protectionAgainst(t2.state as S, 'iron', { ...punch, ignoreUnhardened: true })).toBe(4);
  });

  it('[GG-MOD-58] [GG-PLAY-21] Shots: three uses, then two actions to reload', () => {
    const t = ggTable([
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 0 } },
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const shoot = { figure: 'cop', ability: 'pistol', target: 'comet' };
    expect(profileOf(CITY_POLICE).abilities.find((a) => a.key === 'pistol')!.uses).toEqual({ load: 3, reloadActions: 2, scene: null });
    for (let i = 0; i < 3; i++) {
      while (current(t) !== 'cop') run(t, 'gg.end-turn', { figure: current(t)! });
      const r = run(t, 'gg.attack', shoot, [1, 4]);
      expect(data(events(r, 'gg.used')[0]).used).toBe(i + 1);
      run(t, 'gg.end-turn', { figure: 'cop' });
    }
    while (current(t) !== 'cop') run(t, 'gg.end-turn', { figure: current(t)! });
    expect(refusal(tryRun(t, 'gg.attack', shoot))).toBe('GG_NO_USES_LEFT GG-MOD-58');
    run(t, 'gg.reload', { figure: 'cop', ability: 'pistol' });
    expect(status(t, 'cop').used['pistol']).toBe(0);
    expect(current(t)).toBe('comet');
  });
});

describe('glorious gladiators: conditions from results', () => {
  it('[GG-ACT-01] [GG-PLAY-45] a condition from a result is resisted with an action: its defence vs the Level, or 9+', () => {
    const t = ggTable([
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'heroes', template: 'ironclad', at: { q: 4, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [2, 1]);
    const r = run(t, 'gg.attack', { figure: 'mind', ability: 'mesmerise', target: 'iron' }, [5, 5]);
    expect(events(r, 'table.condition.added').map((e) => (data(e).condition as { id: string }).id)).toEqual(['mesmerised']);
    // An Instant Mesmerise leaves Ironclad no actions at all (GG-ABL-48): its turn passes, and the
    // Mesmerise ends at the start of Mindwarp's next turn (GG-INIT-03). Resisting a Persistent one:
    // play/abilities-control.test.ts.
    const e = run(t, 'gg.end-turn', { figure: 'mind' });
    expect(data(events(e, 'gg.turn').find((x) => data(x).figure === 'iron'))).toMatchObject({ actions: 0 });
    expect(current(t)).toBe('mind');
    expect(hasCondition(t.state.figures['iron']!, 'mesmerised')).toBe(false);
  });
});

describe('glorious gladiators: walls', () => {
  it('[GG-SIT-03] [GG-SIT-01] a wall hex takes hits against its defence and is breached; Robust, Psychic and Bullet rules hold', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 4, r: 0 } },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 4, r: 2 } },
    ]);
    run(t, 'gg.wall', { hex: { q: 3, r: 0 }, material: 'interior-brick' });
    run(t, 'gg.wall', { hex: { q: 3, r: 1 }, material: 'interior-brick' });
    run(t, 'combat.start', {}, [1, 1, 1]);
    expect(current(t)).toBe('comet');
    // Lightning 4 vs brick 3 needs 4: one hit breaches a hex with 1 hit.
    const r = run(t, 'gg.attack-wall', { figure: 'comet', ability: 'lightning-bolt', hex: { q: 3, r: 0 } }, [4]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ needed: 4, hits: 1, breached: true, wall: null });
    expect((t.state as S).sys.walls['3,0']).toBeUndefined();
    run(t, 'gg.end-turn', { figure: 'comet' });
    while (current(t) !== 'cop') run(t, 'gg.end-turn', { figure: current(t)! });
    expect(refusal(tryRun(t, 'gg.attack-wall', { figure: 'cop', ability: 'pistol', hex: { q: 3, r: 1 } }))).toBe('GG_NOT_APPLICABLE GG-SIT-03');
    expect(refusal(tryRun(t, 'gg.attack-wall', { figure: 'cop', ability: 'nightstick', hex: { q: 3, r: 1 } }))).toBe('GG_NOT_APPLICABLE GG-SIT-03');
    run(t, 'gg.end-turn', { figure: 'cop' });
    while (current(t) !== 'mind') run(t, 'gg.end-turn', { figure: current(t)! });
    expect(refusal(tryRun(t, 'gg.attack-wall', { figure: 'mind', ability: 'mind-blast', hex: { q: 3, r: 1 } }))).toBe('GG_NOT_APPLICABLE GG-SIT-03');
  });

  it('[GG-SIT-03] the wall in the way of an enemy is offered to attack, once, with each attack that may harm it', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 4, r: 0 } },
    ]);
    run(t, 'gg.wall', { hex: { q: 3, r: 0 }, material: 'interior-brick' });
    run(t, 'gg.wall', { hex: { q: 5, r: 5 }, material: 'interior-brick' });
    run(t, 'combat.start', {}, [1, 1, 1]);
    const offers = gloriousGladiators.legalActions(t.state as S, { kind: 'gm' }, { options: t.state.options as never, actor: { kind: 'gm' } })
      .filter((a) => a.type === 'gg.attack-wall');
    // Only the hex between Blue Comet and the police: the one off to the side is in no one's way.
    expect(offers.map((a) => a.args)).toEqual([{ figure: 'comet', ability: 'lightning-bolt', hex: { q: 3, r: 0 } }]);
    expect(offers[0]!.label).toBe('Lightning Bolt at the interior brick at 3,0 (in the way of cop)');
    const r = run(t, 'gg.attack-wall', offers[0]!.args, [4]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ breached: true });
    // Breached: nothing left in the way, nothing offered.
    const after = gloriousGladiators.legalActions(t.state as S, { kind: 'gm' }, { options: t.state.options as never, actor: { kind: 'gm' } });
    expect(after.filter((a) => a.type === 'gg.attack-wall')).toEqual([]);
  });
});

const medic: GgSheet = {
  ...MINDWARP, name: 'Medic', budget: 120,
  abilities: [
    ...MINDWARP.abilities,
    { key: 'heal', ability: 'heal', name: 'Healing Touch', level: 3, types: ['solid'], source: 'mutant', options: {}, modifiers: [{ id: 'touch', options: {} }] },
  ],
};

// Regeneration (GG-ABL-57): regeneration-play.test.ts.
describe('glorious gladiators: Heal', () => {
  it('[GG-ABL-37] [GG-PLAY-25] [GG-ACT-01] Heal: Level vs the target\'s full hits restores one, once a Character Turn', () => {
    const t = ggTable([
      { id: 'medic', side: 'heroes', sheet: medic, at: { q: 0, r: 0 } },
      { id: 'iron', side: 'heroes', template: 'ironclad', at: { q: 1, r: 0 } },
      { id: 'foe', side: 'villains', template: 'mindwarp', at: { q: 8, r: 0 } },
    ]);
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'hits'], value: 2 });
    run(t, 'gm.set', { path: ['figures', 'medic', 'status', 'hits'], value: 4 });
    run(t, 'combat.start', {}, [9, 1, 1]);
    expect(current(t)).toBe('medic');
    const r = run(t, 'gg.heal', { figure: 'medic', ability: 'heal', target: 'iron' }, [7]);
    expect(data(events(r, 'gg.healed')[0])).toMatchObject({ figure: 'iron', needed: 7, hits: 3, success: true });
    expect(refusal(tryRun(t, 'gg.heal', { figure: 'medic', ability: 'heal', target: 'iron' }))).toBe('GG_ALREADY_TARGETED GG-ACT-01');
    const again = tryRun(t, 'gg.heal', { figure: 'medic', ability: 'heal', target: 'medic' });
    expect(again.ok ? null : [refusal(again), again.rejection.message]).toEqual(['GG_NOT_APPLICABLE GG-ABL-37', 'Heal works once per Character Turn.']);
  });
});

const withMods = (sheet: GgSheet, key: string, ids: string[]): GgSheet => ({
  ...sheet, budget: 150,
  abilities: sheet.abilities.map((a) => {
    const added = ids.map((id) => ({ id, options: {} }));
    return a.key === key ? { ...a, modifiers: [...a.modifiers, ...added] } : a;
  }),
});

const slowComet = withMods(BLUE_COMET, 'lightning-bolt', ['slow', 'backfire']);

describe('glorious gladiators: risks, slow abilities and reactions', () => {
  it('[GG-MOD-59] [GG-MOD-06] a Slow ability takes two actions; Backfire hurts its user on a 1', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', sheet: slowComet, at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    // On foot: after a flight his bolt would wait for the Flight to be switched off (GG-PLAY-182).
    run(t, 'gg.move', { figure: 'comet', ability: 'running', to: { q: 0, r: 1 } });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }))).toBe('NO_ACTIONS_LEFT GG-MOD-59');
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.end-turn', { figure: 'iron' });
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [7, 8, 1]);
    expect(events(r, 'gg.action')).toHaveLength(2);
    const hurt = events(r, 'gg.hit').map(data).find((d) => d.target === 'comet');
    expect(hurt).toMatchObject({ hits: 1, hitsLeft: 4, risk: 1 });
  });

  it('[GG-MOD-54] [GG-PLAY-112] Riposte strikes back at once when a Direct attack on its user fails; Ironclad\'s Super Strength knocks back with it', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', sheet: withMods(IRONCLAD, 'punch-kick', ['riposte']), at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'punch-kick', target: 'iron' }, [1, 9, 4, 1]);
    expect(data(events(r, 'gg.riposte')[0])).toEqual({ figure: 'iron', target: 'comet', ability: 'punch-kick' });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'iron', target: 'comet', hits: 2 });
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ figure: 'iron', target: 'comet' });
  });
});

describe('glorious gladiators: attacking a Focus', () => {
  it('[GG-ATK-09] [GG-MOD-26] [GG-PLAY-28] a Focus is hit at 1-3 Penalties by range, disarmed on any result vs Forced Move Defence, regained on 8+', () => {
    expect([0, 1, 2, 9, 10, 25].map(focusPenalties)).toEqual([1, 1, 2, 2, 3, 3]);
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    // To hit: Evade 0 − Accuracy 2 + 5 = 3, plus 2 Penalties at 5 hexes: 7. Then Level 4 vs Forced Move Defence 0.
    const r = run(t, 'gg.disarm', { figure: 'comet', ability: 'lightning-bolt', target: 'cop', focus: 'pistol' }, [7, 1]);
    expect(data(events(r, 'gg.focus-attack')[0])).toMatchObject({ penalties: 2, needed: 7, hit: true, disarmed: true });
    expect(status(t, 'cop').disarmed).toEqual(['pistol']);
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'cop', ability: 'pistol', target: 'comet' }))).toBe('GG_NOT_AN_ATTACK GG-ATK-09');
    const back = run(t, 'gg.regain-focus', { figure: 'cop', ability: 'pistol' }, [8]);
    expect(data(events(back, 'gg.regain-roll')[0])).toMatchObject({ success: true });
    expect(status(t, 'cop').disarmed).toEqual([]);
  });

  it('[GG-ATK-09] [GG-PLAY-28] one try a Character Turn to regain a Focus (seed "1 action per turn"); the next turn another', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.disarm', { figure: 'comet', ability: 'lightning-bolt', target: 'cop', focus: 'pistol' }, [7, 1]);
    run(t, 'gg.end-turn', { figure: 'comet' });
    const regain = { figure: 'cop', ability: 'pistol' };
    run(t, 'gg.regain-focus', regain, [7]);
    expect(status(t, 'cop').disarmed).toEqual(['pistol']);
    expect(sys(t).actionsLeft).toBe(1);
    expect(refusal(tryRun(t, 'gg.regain-focus', regain, [9]))).toBe('GG_NOT_APPLICABLE GG-ATK-09');
    const offered = gloriousGladiators.legalActions(t.state as S, GM, { options: t.state.options as never, actor: GM });
    expect(offered.filter((x) => x.type === 'gg.regain-focus')).toEqual([]);
    run(t, 'gg.end-turn', { figure: 'cop' });
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(data(events(run(t, 'gg.regain-focus', regain, [8]), 'gg.regain-roll')[0])).toMatchObject({ success: true });
  });
});

describe('glorious gladiators: hiding and spotting', () => {
  it('[GG-SIT-02] [GG-SIT-04] [GG-PLAY-29] hide at the end of a move in cover on 6+; hidden, no Direct attack; a spotting roll or an attack reveals', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 6, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    // In cover but not moved: only the move is missing (Hiding needs Concealment or cover is the same code and rule).
    run(t, 'gm.condition.add', { figure: 'comet', condition: 'heavy-cover' });
    const still = tryRun(t, 'gg.hide', { figure: 'comet' });
    expect(still.ok ? null : [refusal(still), still.rejection.message]).toEqual(['GG_NOT_APPLICABLE GG-SIT-02', 'Hide at the end of a move.']);
    // On foot, so his bolt needs no Flight switched off later (GG-PLAY-182).
    run(t, 'gg.move', { figure: 'comet', ability: 'running', to: { q: -2, r: 0 } });
    // Moved 2 hexes quietly: two Bonuses, 6 − 4 = 2+.
    const h = run(t, 'gg.hide', { figure: 'comet' }, [2]);
    expect(data(events(h, 'gg.hide')[0])).toMatchObject({ moved: 2, net: 2, needed: 2, success: true });
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'cop', ability: 'pistol', target: 'comet' }))).toBe('GG_HIDDEN GG-SIT-04');
    // Vision 2 vs Concealment 3: 6+.
    const miss = run(t, 'gg.spot', { figure: 'cop', target: 'comet' }, [5]);
    expect(data(events(miss, 'gg.spot')[0])).toMatchObject({ detection: 2, concealment: 3, needed: 6, success: false });
    expect(refusal(tryRun(t, 'gg.spot', { figure: 'cop', target: 'comet' }))).toBe('GG_NOT_APPLICABLE GG-SIT-04');
    run(t, 'gg.end-turn', { figure: 'cop' });
    const shot = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'cop' }, [1, 1]);
    expect(events(shot, 'table.condition.removed').map((e) => data(e).condition)).toContain('hidden');
  });
});

describe('glorious gladiators: what players see', () => {
  it('[GG-SIT-04] [GG-PLAY-29] a hidden character\'s hex is kept from the other side\'s players', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 6, r: 0 }, controller: 'bob' },
    ]);
    run(t, 'gm.condition.add', { figure: 'comet', condition: 'cover' });
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: -1, r: 0 } });
    run(t, 'gg.hide', { figure: 'comet' }, [9]);
    const seen = (viewer: Parameters<NonNullable<typeof gloriousGladiators.view>>[1]) =>
      gloriousGladiators.view!(t.state as S, viewer).figures['comet']!.position;
    expect(seen({ kind: 'player', id: 'bob' })).toBeUndefined();
    expect(seen({ kind: 'player', id: 'ann' })).toEqual({ q: -1, r: 0 });
    expect(seen({ kind: 'gm' })).toEqual({ q: -1, r: 0 });
    // And in the log: a move while hidden is a redacted gap for the other side only.
    run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: -2, r: 0 } });
    const moved = t.events.filter((e) => e.type === 'gg.moved').at(-1)!;
    expect(eventFor(moved, { kind: 'player', id: 'bob' }, t.state, gloriousGladiators)).toEqual({ seq: moved.seq, batch: moved.batch, type: 'redacted' });
    expect(eventFor(moved, { kind: 'player', id: 'ann' }, t.state, gloriousGladiators)).toBe(moved);
  });
});
