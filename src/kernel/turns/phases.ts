/**
 * The MEGS Action Sequence table ([MEGS-INIT-03]): with N actions a character acts in these
 * phases of a 10-phase round.
 */
export const ACTION_SEQUENCE: Readonly<Record<number, readonly number[]>> = {
  1: [10],
  2: [5, 10],
  3: [4, 7, 10],
  4: [3, 5, 8, 10],
  5: [2, 4, 6, 8, 10],
  6: [2, 4, 5, 7, 9, 10],
  7: [2, 3, 5, 6, 8, 9, 10],
  8: [2, 3, 4, 5, 7, 8, 9, 10],
  9: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  10: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

export function phasesFor(actions: number): readonly number[] {
  const n = Math.max(1, Math.min(10, Math.floor(actions)));
  return ACTION_SEQUENCE[n]!;
}

/** Who acts in a phase, in the order given (the caller passes figures sorted by initiative). */
export function actorsInPhase(phase: number, figures: ReadonlyArray<{ figure: string; actions: number }>): string[] {
  return figures.filter((f) => phasesFor(f.actions).includes(phase)).map((f) => f.figure);
}
