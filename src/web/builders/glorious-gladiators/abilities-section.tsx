import { useState } from 'react';
import type { SheetIssue } from '../../../kernel/index.ts';
import {
  expandedAbilities, freeStartingPick, GG_CATALOG, pickName, slugOf, STARTING_IDS, typeAllowed, TYPE_CODES,
  type AbilityPick, type AbilityPrice, type GgMinionSheet, type StartingId,
} from '../../../systems/glorious-gladiators/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { fieldId, focusSoon, type Path } from '../kit.ts';
import { Picker } from '../picker.tsx';
import { AbilityCard } from './ability-card.tsx';
import { ABILITY_ITEMS, seedWords } from './words.ts';

function uniqueKey(sheet: GgMinionSheet, base: string): string {
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
function newAbility(sheet: GgMinionSheet, id: string): AbilityPick {
  const entry = GG_CATALOG.ability(id)!;
  const type = TYPE_CODES.find((t) => typeAllowed(entry, t)) ?? 'solid';
  const options: AbilityPick['options'] = {};
  for (const def of entry.options) {
    if (def.kind === 'choice' && def.required) options[def.id] = def.choices[0]!.id;
    if (def.kind === 'count' && def.min > 0) options[def.id] = def.min;
  }
  return { key: uniqueKey(sheet, slugOf(entry.name)), ability: id, level: 1, types: [type], source: 'mutant', options, modifiers: [] };
}

/** The id of a section's heading: the character's keeps its own, a minion's is under its path. */
export const titleId = (base: Path, what: string): string => (base.length === 0 ? `${what}-title` : `${fieldId([...base, what])}-title`);

/**
 * A sheet's abilities: a card each (Level, Types, Source, options, modifiers, price), the catalog picker,
 * and the four free starting abilities to upgrade. `base` is where the sheet sits in the draft: the
 * character's own ([]) or a minion's (['minions', n], GG-PLAY-211), so each field's id and issues are its own.
 */
export function AbilitiesSection({ sheet, base, issues, prices, total, onChange, owner }: {
  sheet: GgMinionSheet;
  base: Path;
  issues: readonly SheetIssue[];
  /** The sheet's prices by ability key, and their total (priceSheet). */
  prices: ReadonlyMap<string, AbilityPrice>;
  total: number;
  onChange: (abilities: AbilityPick[]) => void;
  /** Whose abilities, in the picker's name when it is not the character's own ("Add an ability to Imp"). */
  owner?: string;
}) {
  // Cards added in this session open; loaded ones start folded, so a full sheet reads as a list.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  // Every ability a Linked Ability may name, the free starting ones too, by key (as play links them) and name.
  const linkable = expandedAbilities(sheet).map((a) => ({ key: a.key, name: pickName(a) }));
  const upgraded = new Set(sheet.abilities.flatMap((a) => (a.starting ? [a.starting] : [])));
  const heading = titleId(base, 'abilities');

  const setAbility = (i: number, next: AbilityPick | null) =>
    onChange(next === null ? sheet.abilities.filter((_, k) => k !== i) : sheet.abilities.map((a, k) => (k === i ? next : a)));
  const add = (pick: AbilityPick) => {
    setOpened(new Set([...opened, pick.key]));
    onChange([...sheet.abilities, pick]);
  };

  return (
    <section className="card" aria-labelledby={heading}>
      <h2 id={heading} tabIndex={-1}>Abilities <span className="muted small">{total} GP</span></h2>
      {sheet.abilities.length === 0 && <p className="muted">No abilities bought yet. Search the catalog below.</p>}
      {sheet.abilities.map((a, i) => (
        <AbilityCard
          key={cardKey(sheet.abilities, i)}
          pick={a}
          base={base}
          index={i}
          price={prices.get(a.key)}
          issues={issues}
          kind={sheet.kind}
          others={linkable.filter((b) => b.key !== a.key)}
          open={opened.has(a.key)}
          onChange={(next) => setAbility(i, next)}
          onRemove={() => {
            setAbility(i, null);
            // The next ability takes the focus (it moves up to this index), or the list's heading after the last.
            focusSoon(i + 1 < sheet.abilities.length ? fieldId([...base, 'abilities', i]) : heading);
          }}
        />
      ))}
      <Picker
        label={owner ? `Add an ability to ${owner}` : 'Add an ability'}
        items={ABILITY_ITEMS}
        onPick={(id) => add(newAbility(sheet, id))}
        placeholder="e.g. damage, flight, armour"
      />
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
  );
}
