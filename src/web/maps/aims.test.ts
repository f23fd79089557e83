import { describe, expect, it } from 'vitest';
import { aimArgs, aimPick, aimsOf } from './aims.ts';

describe('aims on the map (GG-PLAY-206)', () => {
  it('[GG-PLAY-206] an Area\'s offers, one a target, are one aim; its hex goes in `at` in place of the target', () => {
    const legal = ['e', 'f'].map((target) => ({ type: 'gg.attack', args: { figure: 'u', ability: 'cone', target }, label: `Cone at ${target}`, means: 'Cone', aim: 'hex' as const }));
    const aims = [...aimsOf([...legal, { type: 'gg.end-turn', args: { figure: 'u' }, label: 'End turn' }]).values()];
    expect(aims.map((a) => a.name)).toEqual(['Cone']);
    expect(aimArgs(aims[0]!, [{ q: 2, r: -1 }])).toEqual({ figure: 'u', ability: 'cone', at: { q: 2, r: -1 } });
  });

  it('[GG-ABL-70] [GG-ABL-33] [GG-ABL-07] a line takes two hexes in turn, in the args aimAt names; other args stay, one aim each', () => {
    const wall = { type: 'gg.create-wall', args: { figure: 'u', ability: 'wall', from: { q: 1, r: 0 }, to: { q: 1, r: 0 } }, label: 'Wall', aim: 'line' as const };
    const gate = { type: 'gg.gate', args: { figure: 'u', ability: 'gate', near: { q: 1, r: 0 }, far: { q: 0, r: 1 } }, label: 'Gate', aim: 'line' as const, aimAt: ['near', 'far'] };
    const env = (environment: string) => ({
      type: 'gg.environment', args: { figure: 'u', ability: 'weather', at: { q: 0, r: 0 }, environment, size: 'large' }, label: environment, aim: 'hex' as const,
    });
    const aims = [...aimsOf([wall, gate, env('cold'), env('rain')]).values()];
    expect(aims).toHaveLength(4);
    const two = [{ q: 3, r: -1 }, { q: 3, r: 1 }];
    expect(aimArgs(aims[0]!, two)).toEqual({ figure: 'u', ability: 'wall', from: { q: 3, r: -1 }, to: { q: 3, r: 1 } });
    expect(aimArgs(aims[1]!, two)).toEqual({ figure: 'u', ability: 'gate', near: { q: 3, r: -1 }, far: { q: 3, r: 1 } });
    expect(aimArgs(aims[3]!, [{ q: 5, r: 0 }])).toEqual({ figure: 'u', ability: 'weather', environment: 'rain', size: 'large', at: { q: 5, r: 0 } });
  });

  it('[GG-PLAY-212] a Summon is one aim a minion: the picked hex takes the place of the offered hexes in `at`, the minion stays', () => {
    const summon = (minion: number, name: string) => ({
      type: 'gg.summon', args: { figure: 'u', ability: 'imps', minion, at: [{ q: 1, r: 0 }] }, label: `Summon ${name} at hex 1, 0`, means: `Summon ${name}`, aim: 'hex' as const,
    });
    const aims = [...aimsOf([summon(0, 'Imp'), summon(1, 'Ogre')]).values()];
    expect(aims.map((a) => a.name)).toEqual(['Summon Imp', 'Summon Ogre']);
    expect(aimArgs(aims[1]!, [{ q: 0, r: 2 }])).toEqual({ figure: 'u', ability: 'imps', minion: 1, at: { q: 0, r: 2 } });
  });

  it('[GG-PLAY-242] a Summon that brings several a use aims up to that many hexes, sent as a list; fewer when the same hex is picked again', () => {
    const offer = {
      type: 'gg.summon', args: { figure: 'u', ability: 'imps', minion: 0, at: [{ q: 1, r: 0 }, { q: 1, r: -1 }] }, label: 'Summon Imp',
      means: 'Summon Imp', aim: 'hex' as const, aimUpTo: 2,
    };
    const [aim] = [...aimsOf([offer]).values()];
    expect(aim!.upTo).toBe(2);
    expect(aimArgs(aim!, [{ q: 3, r: 0 }, { q: 3, r: 1 }])).toEqual({ figure: 'u', ability: 'imps', minion: 0, at: [{ q: 3, r: 0 }, { q: 3, r: 1 }] });
    expect(aimArgs(aim!, [{ q: 3, r: 0 }])).toEqual({ figure: 'u', ability: 'imps', minion: 0, at: [{ q: 3, r: 0 }] });
    // One hex a use, as before: the hex itself.
    const { aimUpTo: _n, ...single } = offer;
    const [one] = [...aimsOf([single]).values()];
    expect(one!.upTo).toBe(1);
  });

  it('[GG-PLAY-242] picks: several hexes wait until the last allowed, or a picked one picked again; a line waits for its second; one hex goes at once', () => {
    const summon = aimsOf([{
      type: 'gg.summon', args: { figure: 'u', ability: 'imps', minion: 0, at: [] }, label: 'Summon Imp', aim: 'hex' as const, aimUpTo: 3,
    }]).values().next().value!;
    const [a, b, c] = [{ q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: 0 }];
    expect(aimPick(summon, [], a)).toBeNull();
    expect(aimPick(summon, [a], b)).toBeNull();
    expect(aimPick(summon, [a, b], c)).toEqual([a, b, c]);
    expect(aimPick(summon, [a, b], { ...b })).toEqual([a, b]);
    const wall = aimsOf([{ type: 'gg.create-wall', args: { figure: 'u', ability: 'wall' }, label: 'Wall', aim: 'line' as const }]).values().next().value!;
    expect(aimPick(wall, [], a)).toBeNull();
    expect(aimPick(wall, [a], a)).toEqual([a, a]);
    const cone = aimsOf([{ type: 'gg.attack', args: { figure: 'u', ability: 'cone' }, label: 'Cone', aim: 'hex' as const }]).values().next().value!;
    expect(aimPick(cone, [], c)).toEqual([c]);
  });
});
