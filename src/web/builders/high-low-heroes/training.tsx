import type { SheetIssue } from '../../../kernel/index.ts';
import {
  POWER_CATEGORIES, POWER_CATEGORY_INFO, trainingCost, type HlhSheet, type PowerCategory, type Training as TrainingPick,
} from '../../../systems/high-low-heroes/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { FieldIssues, SelectField, TextField } from '../fields.tsx';

/**
 * The one upgrade the hero trains for ([HLH-CHAR-05]): a Power's next +1, or a new Power whose
 * category and name are fixed now ([HLH-RULING-14]); its price in Doubles is the system's ([HLH-XP-02]).
 */
export function Training({ sheet, issues, onChange }: {
  sheet: HlhSheet; issues: readonly SheetIssue[]; onChange: (t: TrainingPick | null) => void;
}) {
  const t = sheet.training;
  const cost = t ? trainingCost(sheet, t) : null;
  const label = (c: PowerCategory) => POWER_CATEGORY_INFO[c].label;
  return (
    <section className="card" aria-labelledby="training-title">
      <h2 id="training-title">Training <RuleChip ruleId="HLH-CHAR-05" text="Choose 1 upgrade being trained for; it applies when enough Doubles are gathered." seed="seed L87, L191" /></h2>
      <FieldIssues issues={issues} path={['training']} />
      <div className="row">
        <SelectField<'none' | 'improve' | 'add'>
          label="Upgrade"
          path={['training', 'kind']}
          issues={issues}
          value={t?.kind ?? 'none'}
          choices={[{ value: 'none', label: 'choose…' }, { value: 'improve', label: 'Improve a Power (+1)' }, { value: 'add', label: 'A new Power' }]}
          onChange={(kind) => onChange(kind === 'none' ? null : kind === 'improve'
            ? { kind, category: sheet.powers[0]?.category ?? 'movement' }
            : { kind, category: POWER_CATEGORIES.find((c) => !sheet.powers.some((p) => p.category === c)) ?? 'movement', name: '' })}
        />
        {t && (
          <SelectField<PowerCategory>
            label="Category"
            path={['training', 'category']}
            issues={issues}
            value={t.category}
            choices={(t.kind === 'improve' ? sheet.powers.map((p) => p.category) : POWER_CATEGORIES.filter((c) => !sheet.powers.some((p) => p.category === c)))
              .map((c) => ({ value: c, label: label(c) }))}
            onChange={(category) => onChange({ ...t, category })}
          />
        )}
        {t?.kind === 'add' && <TextField label="New Power's name" path={['training', 'name']} issues={issues} value={t.name} onChange={(name) => onChange({ ...t, name })} maxLength={60} />}
        {t && <p className="muted">{cost === null ? 'cannot be bought' : `costs ${cost} Doubles`} <RuleChip ruleId="HLH-XP-02" text="3rd Power 30, 4th 40; +1→+2 20, +2→+3 30, +3→+4 40 Doubles." /></p>}
      </div>
    </section>
  );
}
