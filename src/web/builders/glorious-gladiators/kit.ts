import { blankSheet, checkSheetJson, gloriousGladiators, type GgSheet } from '../../../systems/glorious-gladiators/index.ts';
import { type BuildCheck, type BuilderKit } from '../kit.ts';
import { GgEditor } from './editor.tsx';

/**
 * The Glory Point check: `checkSheetJson` is the builder's own entry point (docs/systems/
 * glorious-gladiators-builder.md), the same pricing and rules the server's figure.add runs.
 */
export function ggCheck(sheet: GgSheet): BuildCheck {
  const { price, issues } = checkSheetJson(sheet);
  if (!price) return { issues, points: null };
  const t = price.traits;
  return {
    issues,
    points: {
      unit: 'GP', total: price.total, budget: price.budget, remaining: price.remaining,
      parts: [
        { label: 'Abilities', value: `${price.abilitiesTotal} GP`, ruleId: 'GG-CHAR-04' },
        { label: 'Traits', value: `A ${t.advantagePoints} − D ${t.disadvantagePoints} → ${t.cost} GP`, ruleId: 'GG-CHAR-10' },
        ...(t.lost > 0 ? [{ label: 'Lost disadvantage points', value: `${t.lost}`, ruleId: 'GG-TRAIT-02' }] : []),
      ],
    },
  };
}

export const ggKit: BuilderKit<GgSheet> = {
  system: gloriousGladiators,
  blank: () => blankSheet(),
  load: (json) => {
    const { sheet, issues } = checkSheetJson(json);
    return sheet ? { draft: sheet } : { issues };
  },
  nameOf: (sheet) => sheet.name,
  check: (sheet) => ggCheck(sheet),
  Editor: GgEditor,
};
