/**
 * The checks a character can make: the four scores and the default skills ([D100-CHAR-01],
 * [D100-SKILL-01]). A skill missing from the sheet falls back to the score named here (Dodge to
 * Agility and Block to Strength by the spec; the others are our ruling D100-SKILL-02).
 */
export const SCORES = ['strength', 'agility', 'mind', 'charm'] as const;
export type ScoreName = (typeof SCORES)[number];

export interface SkillEntry {
  readonly id: string;
  readonly name: string;
  readonly fallback: ScoreName;
  readonly ruleId: string;
}

export const DEFAULT_SKILLS: readonly SkillEntry[] = [
  { id: 'fight', name: 'Fight', fallback: 'strength', ruleId: 'D100-SKILL-01' },
  { id: 'shoot', name: 'Shoot', fallback: 'agility', ruleId: 'D100-SKILL-01' },
  { id: 'dodge', name: 'Dodge', fallback: 'agility', ruleId: 'D100-CHAR-01' },
  { id: 'block', name: 'Block', fallback: 'strength', ruleId: 'D100-CHAR-01' },
  { id: 'heal', name: 'Heal', fallback: 'mind', ruleId: 'D100-SKILL-02' },
  { id: 'sneak', name: 'Sneak', fallback: 'agility', ruleId: 'D100-SKILL-02' },
  { id: 'notice', name: 'Notice', fallback: 'mind', ruleId: 'D100-SKILL-02' },
  { id: 'climb', name: 'Climb', fallback: 'agility', ruleId: 'D100-SKILL-02' },
];

export function isScoreName(name: string): name is ScoreName {
  return (SCORES as readonly string[]).includes(name);
}

export function skillEntry(id: string): SkillEntry | undefined {
  // A loop, not `find`: every defense asks, and a callback is a closure per call.
  for (const s of DEFAULT_SKILLS) if (s.id === id) return s;
  return undefined;
}
