import { useMemo } from 'react';
import { CHARACTER_KINDS, priceSheet, type CharacterKind, type GgSheet } from '../../../systems/glorious-gladiators/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { CheckField, NumberField, SelectField, TextField } from '../fields.tsx';
import { type EditorProps } from '../kit.ts';
import { AbilitiesSection } from './abilities-section.tsx';
import { Minions } from './minions.tsx';
import { Traits } from './traits.tsx';
import { title } from './words.ts';

/**
 * The Glory Point builder: the character (name, major or minor, budget), abilities from the
 * catalog with their Levels, Types, options and modifiers, the four free starting abilities and
 * the advantages and disadvantages, and a summoner's minions (GG-PLAY-211). Every number shown is
 * the builder's price (priceSheet).
 */
export function GgEditor({ draft, onChange, check }: EditorProps<GgSheet>) {
  const sheet = draft;
  const price = useMemo(() => priceSheet(sheet), [sheet]);
  const { issues } = check;
  const byKey = new Map(price.abilities.map((a) => [a.key, a]));

  return (
    <div className="gg-editor">
      <section className="card" aria-labelledby="character-title">
        <h2 id="character-title">Character</h2>
        <div className="row">
          <TextField label="Name" path={['name']} issues={issues} value={sheet.name} wide onChange={(name) => onChange({ ...sheet, name })} maxLength={80} />
          <SelectField<CharacterKind>
            label={<>Kind <RuleChip ruleId="GG-CHAR-01" text="Major characters are named and have no ability limit; minor ones stop at Level 3 and have 1 hit." /></>}
            path={['kind']}
            issues={issues}
            value={sheet.kind}
            choices={CHARACTER_KINDS.map((k) => ({ value: k, label: title(k) }))}
            onChange={(kind) => onChange({ ...sheet, kind })}
          />
          <CheckField label="GP budget" path={['budget', 'on']} issues={[]} value={sheet.budget !== null} onChange={(on) => onChange({ ...sheet, budget: on ? 40 : null })} />
          {sheet.budget !== null && (
            <NumberField
              label={<>Budget (GP) <RuleChip ruleId="GG-CHAR-02" text="The referee sets the Glory Point budget; 40 for low-power starting characters." /></>}
              path={['budget']}
              issues={issues}
              value={sheet.budget}
              min={1}
              onChange={(budget) => onChange({ ...sheet, budget })}
            />
          )}
        </div>
      </section>

      <AbilitiesSection
        sheet={sheet}
        base={[]}
        issues={issues}
        prices={byKey}
        total={price.abilitiesTotal}
        onChange={(abilities) => onChange({ ...sheet, abilities })}
      />
      <Traits sheet={sheet} list="advantages" issues={issues} onChange={(advantages) => onChange({ ...sheet, advantages })} />
      <Traits sheet={sheet} list="disadvantages" issues={issues} onChange={(disadvantages) => onChange({ ...sheet, disadvantages })} />
      <Minions sheet={sheet} issues={issues} onChange={onChange} />
      <section className="card" aria-labelledby="notes-title">
        <h2 id="notes-title">Notes</h2>
        <label htmlFor="field-notes">Background and anything the referee should know</label>
        <textarea id="field-notes" rows={3} value={sheet.notes ?? ''} onChange={(e) => onChange({ ...sheet, notes: e.target.value })} />
      </section>
    </div>
  );
}
