import { describe, expect, it } from 'vitest';
import { validateSheet } from './sheet-price.ts';
import { line, sheetWith } from './testing.ts';

// Absorption (GG-ABL-01, seed L63) adds levels "to a chosen ability or abilities of the user". Ruling GG-BLD-31:
// "into" names them by key, as play finds them, the user's other abilities only, each once. It was free text:
// a name, a typo or the Absorption itself was paid for (+3 GP each beyond the first) and fed nothing, or itself.

const claws = line('damage', 2, { key: 'claws', name: 'Claws' });
const sponge = (...into: string[]) => sheetWith([claws, line('absorption', 3, { key: 'sink', options: { absorbs: ['energy'], into } })]);
const intoIssues = (...into: string[]) => validateSheet(sponge(...into)).map((i) => `${i.ruleId} ${JSON.stringify(i.path)} ${i.message}`);
const AT = '["abilities",1,"options","into"]';

describe('what an Absorption feeds (GG-BLD-31)', () => {
  it('[GG-BLD-31] another ability of the sheet by its key, a free starting one too, is legal', () => {
    expect(intoIssues('claws')).toEqual([]);
    expect(intoIssues('claws', 'punch-kick')).toEqual([]);
  });

  it('[GG-BLD-31] a name, an unknown key or the Absorption itself is refused in the rule\'s words; a name gets its ability\'s key', () => {
    expect(intoIssues('Claws', 'fists', 'sink')).toEqual([
      `GG-ABL-01 ${AT} Absorption: "Claws" is not another ability of the user (Claws's key is "claws")`,
      `GG-ABL-01 ${AT} Absorption: "fists" is not another ability of the user`,
      `GG-ABL-01 ${AT} Absorption: "sink" is the Absorption itself, not another ability of the user`,
    ]);
    expect(intoIssues('Punch/Kick')).toEqual([
      `GG-ABL-01 ${AT} Absorption: "Punch/Kick" is not another ability of the user (Punch/Kick's key is "punch-kick")`,
    ]);
  });

  it('[GG-BLD-31] an ability named twice is refused once, as any option listing an entry twice: the second would cost +3 GP and feed nothing', () => {
    expect(intoIssues('claws', 'claws')).toEqual([`GG-ABL-01 ${AT} Absorption: Abilities that gain the levels lists an entry twice`]);
  });
});
