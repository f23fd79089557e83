import { ggSheetSchema, type GgSheet, type GgSheetInput } from '../sheet.ts';

// Sample major characters built legally on 40 GP (GG-CHAR-02) from the catalog: two heroes and a
// villain, with abilities that all work in play (damage, defences, movement, initiative), for
// demonstrations and the browser test's hero-versus-horde combat.

const m = (id: string, options: Record<string, string | string[] | number | boolean> = {}) => ({ id, options });
const major = (input: Omit<GgSheetInput, 'schemaVersion' | 'system' | 'kind' | 'budget'>): GgSheet =>
  ggSheetSchema.parse({ schemaVersion: 1, system: 'glorious-gladiators', kind: 'major', budget: 40, ...input });

/** A mutant flier who throws lightning while he flies: his Flight has Stand-Off (GG-ABL-50, GG-PLAY-182). */
export const BLUE_COMET = major({
  name: 'Blue Comet',
  abilities: [
    { key: 'lightning-bolt', ability: 'damage', name: 'Lightning Bolt', level: 4, types: ['electricity'], source: 'mutant', modifiers: [m('ranged')] },
    {
      key: 'flight', ability: 'movement', name: 'Flight', level: 3, types: ['energy'], source: 'mutant', options: { 'classes': ['air'], 'stand-off': true },
      modifiers: [m('persistent', { variant: 'personal' })],
    },
    { key: 'evasion', ability: 'evasion', name: 'Blurring Speed', level: 3, types: ['energy'], source: 'mutant' },
    { key: 'accuracy', ability: 'accuracy', name: 'Dead Aim', level: 2, types: ['solid'], source: 'mutant' },
    { key: 'energy-defence', ability: 'energy-defence', name: 'Grounded', level: 2, types: ['energy'], source: 'mutant', modifiers: [m('always-on')] },
    { key: 'toughness', ability: 'toughness', name: 'Resilient', level: 2, types: ['energy'], source: 'mutant' },
    { key: 'speed', ability: 'speed', name: 'Quick Reflexes', level: 2, types: ['solid'], source: 'mutant' },
  ],
  advantages: [{ id: 'skill', frequency: 'common', severity: 'significant', note: 'Scientist' }, { id: 'grandeur' }],
  disadvantages: [{ id: 'secret-id' }, { id: 'hunter' }],
  notes: 'Sample hero (40 GP).',
});

/** A technological powered-armour brawler. */
export const IRONCLAD = major({
  name: 'Ironclad',
  abilities: [
    { key: 'super-strength', ability: 'super-strength', name: 'Hydraulic Strength', level: 3, types: ['solid'], source: 'technological' },
    {
      key: 'armour', ability: 'armour', name: 'Battle Suit', level: 4, types: ['solid'], source: 'technological',
      modifiers: [m('always-on'), m('item')],
    },
    {
      key: 'punch-kick', ability: 'damage', starting: 'punch-kick', name: 'Steel Fist', level: 4, types: ['solid'], source: 'standard',
      modifiers: [m('touch'), m('melee')],
    },
    {
      key: 'jump-jets', ability: 'movement', name: 'Jump Jets', level: 3, types: ['physical'], source: 'technological', options: { classes: ['leap'] },
    },
    { key: 'toughness', ability: 'toughness', name: 'Reinforced Frame', level: 2, types: ['solid'], source: 'technological' },
    { key: 'fighting-skill', ability: 'fighting-skill', name: 'Brawler', level: 3, types: ['solid'], source: 'standard' },
    { key: 'damage-defence', ability: 'damage-defence', name: 'Insulated Plating', level: 2, types: ['energy'], source: 'technological' },
    { key: 'accuracy', ability: 'accuracy', name: 'Targeting Computer', level: 1, types: ['solid'], source: 'technological' },
  ],
  advantages: [{ id: 'great-wealth' }, { id: 'small-base' }],
  disadvantages: [{ id: 'secret-id' }, { id: 'overconfident' }],
  notes: 'Sample hero (40 GP).',
});

/** A psychic villain who rules through fear. */
export const MINDWARP = major({
  name: 'Mindwarp',
  abilities: [
    { key: 'mind-blast', ability: 'damage', name: 'Mind Blast', level: 4, types: ['psychic'], source: 'mutant', modifiers: [m('ranged')] },
    { key: 'mesmerise', ability: 'mesmerise', name: 'Hypnotic Gaze', level: 2, types: ['psychic'], source: 'mutant', modifiers: [m('ranged')] },
    { key: 'fear', ability: 'fear', name: 'Dread Aura', level: 2, types: ['psychic'], source: 'mutant', modifiers: [m('close')] },
    { key: 'willpower', ability: 'willpower', name: 'Iron Mind', level: 3, types: ['psychic'], source: 'mutant' },
    { key: 'evasion', ability: 'evasion', name: 'Precognition', level: 3, types: ['psychic'], source: 'mutant' },
    { key: 'levitation', ability: 'movement', name: 'Levitation', level: 3, types: ['psychic'], source: 'mutant', options: { classes: ['air'] } },
    { key: 'toughness', ability: 'toughness', name: 'Psychic Shell', level: 2, types: ['energy'], source: 'mutant' },
    { key: 'accuracy', ability: 'accuracy', name: 'Mind\'s Eye', level: 2, types: ['solid'], source: 'mutant' },
  ],
  advantages: [{ id: 'great-intellect' }, { id: 'followers', frequency: 'common', severity: 'significant', note: 'cultists' }],
  disadvantages: [{ id: 'paranoid' }, { id: 'cruel' }, { id: 'olympian' }],
  notes: 'Sample villain (40 GP).',
});
