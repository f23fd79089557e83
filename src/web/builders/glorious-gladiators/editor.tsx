import { useMemo, useState } from 'react';
import {
  CHARACTER_KINDS, expandedAbilities, freeStartingPick, GG_CATALOG, pickName, priceSheet, slugOf, STARTING_IDS, typeAllowed, TYPE_CODES,
  type AbilityPick, type CharacterKind,
  type GgSheet, type StartingId,
} from '../../../systems/glorious-gladiators/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { CheckField, NumberField, SelectField, TextField } from '../fields.tsx';
import { fieldId, focusSoon, type EditorProps } from '../kit.ts';
import { Picker } from '../picker.tsx';
import { AbilityCard } from './ability-card.tsx';
import { Traits } from './traits.tsx';
import { ABILITY_ITEMS, seedWords, title } from './words.ts';

function uniqueKey(sheet: GgSheet, base: string): string {
  const keys = new Set(sheet.abilities.map((a) => a.key));
  let n = 1;
  while (keys.has(n === 1 ? base : `${base}-${n}`)) n++;
  return n === 1 ? base : `${base}-${n}`;
}

/**
 * A card's React key: its ability's key, so removing an earlier ability keeps the later cards (open or
 * folded, a half-typed Level) rather than building them anew; a key listed twice (GG-BLD-02) is counted.
 */
function cardKey(abilities: readonly AbilityPick[], i: number): string {
  const key = abilities[i]!.key;
  const before = abilities.slice(0, i).filter((a) => a.key === key).length;
  return before === 0 ? key : `${key}~${before}`;
}

/** A new line for a catalog ability: Level 1, its first allowed Type, required choices preset. */
function newAbility(sheet: GgSheet, id: string): AbilityPick {
  const entry = GG_CATALOG.ability(id)!;
  const type = TYPE_CODES.find((t) => typeAllowed(entry, t)) ?? 'solid';
  const options: AbilityPick['options'] = {};
  for (const def of entry.options) {
    if (def.kind === 'choice' && def.required) options[def.id] = def.choices[0]!.id;
    if (def.kind === 'count' && def.min > 0) options[def.id] = def.min;
  }
  return { key: uniqueKey(sheet, slugOf(entry.name)), ability: id, level: 1, types: [type], source: 'mutant', options, modifiers: [] };
}

/**
 * The Glory Point builder: the character (name, major or minor, budget), abilities from the
 * catalog with their Levels, Types, options and modifiers, the four free starting abilities and
 * the advantages and disadvantages. Every number shown is the builder's price (priceSheet).
 */
export function GgEditor({ draft, onChange, check }: EditorProps<GgSheet>) {
  const sheet = draft;
  const price = useMemo(() => priceSheet(sheet), [sheet]);
  // Cards added in this session open; loaded ones start folded, so a full sheet reads as a list.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const { issues } = check;
  const byKey = new Map(price.abilities.map((a) => [a.key, a]));
  // Every ability a Linked Ability may name, the free starting ones too, by key (as play links them) and name.
  const linkable = expandedAbilities(sheet).map((a) => ({ key: a.key, name: pickName(a) }));
  const upgraded = new Set(sheet.abilities.flatMap((a) => (a.starting ? [a.starting] : [])));

  const setAbility = (i: number, next: AbilityPick | null) => onChange({
    ...sheet, abilities: next === null ? sheet.abilities.filter((_, k) => k !== i) : sheet.abilities.map((a, k) => (k === i ? next : a)),
  });
  const add = (pick: AbilityPick) => {
    setOpened(new Set([...opened, pick.key]));
    onChange({ ...sheet, abilities: [...sheet.abilities, pick] });
  };

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

      <section className="card" aria-labelledby="abilities-title">
        <h2 id="abilities-title" tabIndex={-1}>Abilities <span className="muted small">{price.abilitiesTotal} GP</span></h2>
        {sheet.abilities.length === 0 && <p className="muted">No abilities bought yet. Search the catalog below.</p>}
        {sheet.abilities.map((a, i) => (
          <AbilityCard
            key={cardKey(sheet.abilities, i)}
            pick={a}
            index={i}
            price={byKey.get(a.key)}
            issues={issues}
            kind={sheet.kind}
            others={linkable.filter((b) => b.key !== a.key)}
            open={opened.has(a.key)}
            onChange={(next) => setAbility(i, next)}
            onRemove={() => {
              setAbility(i, null);
              // The next ability takes the focus (it moves up to this index), or the list's heading after the last.
              focusSoon(i + 1 < sheet.abilities.length ? fieldId(['abilities', i]) : 'abilities-title');
            }}
          />
        ))}
        <Picker label="Add an ability" items={ABILITY_ITEMS} onPick={(id) => add(newAbility(sheet, id))} placeholder="e.g. damage, flight, armour" />
        <h3 className="sub">Free starting abilities <span className="muted small">every character has them at no cost (GG-ABL-S1..S4)</span></h3>
        <ul className="starting">
          {STARTING_IDS.filter((id) => !upgraded.has(id)).map((id: StartingId) => {
            const s = GG_CATALOG.startingAbility(id)!;
            return (
              <li key={id}>
                <strong>{s.name}</strong> Level {s.level} <RuleChip ruleId={s.ruleId} text={s.summary} seed={seedWords(s)} />
                <button type="button" className="small" onClick={() => add({ ...freeStartingPick(s), key: uniqueKey(sheet, s.id) })}>Upgrade</button>
              </li>
            );
          })}
        </ul>
      </section>
      <Traits sheet={sheet} list="advantages" issues={issues} onChange={(advantages) => onChange({ ...sheet, advantages })} />
      <Traits sheet={sheet} list="disadvantages" issues={issues} onChange={(disadvantages) => onChange({ ...sheet, disadvantages })} />
      <section className="card" aria-labelledby="notes-title">
        <h2 id="notes-title">Notes</h2>
        <label htmlFor="field-notes">Background and anything the referee should know</label>
        <textarea id="field-notes" rows={3} value={sheet.notes ?? ''} onChange={(e) => onChange({ ...sheet, notes: e.target.value })} />
      </section>
    </div>
  );
}
