/**
 * Where a Maim lands ([D100-COND-02]): the GM picks the part or rolls a d6 on this table, and the
 * maim gives −20 to every check that needs the part. The seed names examples only (no hand: −20
 * to Climb; scarred: −20 Charm); the table and what each part hurts are our ruling D100-COND-04
 * (docs/rules/d100-trick-stunt.md).
 */
export interface BodyPart {
  readonly id: string;
  readonly name: string;
  /** The d6 face that selects it when the GM rolls. */
  readonly face: number;
  /** Check names (see CHECK_NAMES) this maim hurts. */
  readonly affects: readonly string[];
  readonly ruleId: string;
}

export const BODY_PARTS: readonly BodyPart[] = [
  { id: 'left-arm', name: 'left arm', face: 1, affects: ['fight', 'shoot', 'block', 'climb', 'heal'], ruleId: 'D100-COND-02' },
  { id: 'right-arm', name: 'right arm', face: 2, affects: ['fight', 'shoot', 'block', 'climb', 'heal'], ruleId: 'D100-COND-02' },
  { id: 'left-leg', name: 'left leg', face: 3, affects: ['dodge', 'stunt', 'flee', 'sneak', 'climb'], ruleId: 'D100-COND-02' },
  { id: 'right-leg', name: 'right leg', face: 4, affects: ['dodge', 'stunt', 'flee', 'sneak', 'climb'], ruleId: 'D100-COND-02' },
  { id: 'eye', name: 'eye', face: 5, affects: ['shoot', 'notice'], ruleId: 'D100-COND-02' },
  { id: 'face', name: 'face (scars)', face: 6, affects: ['charm'], ruleId: 'D100-COND-02' },
];

export function bodyPartById(id: string): BodyPart | undefined {
  return BODY_PARTS.find((p) => p.id === id);
}

export function bodyPartByFace(face: number): BodyPart {
  return BODY_PARTS.find((p) => p.face === face) ?? BODY_PARTS[0]!;
}
