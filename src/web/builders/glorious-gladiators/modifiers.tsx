import { useMemo } from 'react';
import type { SheetIssue } from '../../../kernel/index.ts';
import {
  analyzeAbility, buildFacts, builderOptions, GG_CATALOG, type AbilityPick, type AbilityPrice, type CharacterKind, type ModifierPick,
  type OptionValue,
} from '../../../systems/glorious-gladiators/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { FieldIssues, NumberField, TextField } from '../fields.tsx';
import { fieldId, focusSoon, issuesAt, type Path } from '../kit.ts';
import { Picker } from '../picker.tsx';
import { edited, rowKeys } from '../row-keys.ts';
import { OptionField } from './option-field.tsx';
import { OwnAbilities } from './own-abilities.tsx';
import { ABILITY_ITEMS, modifierItem, seedWords } from './words.ts';

const gp = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)} GP`;

/** A new modifier with its required choices preset, so it starts as priced as the catalog allows. */
export function newModifier(id: string): ModifierPick {
  const entry = GG_CATALOG.modifier(id);
  const options: ModifierPick['options'] = {};
  for (const def of entry?.options ?? []) {
    if (def.kind === 'choice' && def.required) options[def.id] = def.choices[0]!.id;
    if (def.kind === 'count' && def.min > 0) options[def.id] = def.min;
  }
  return { id, options };
}

/**
 * An ability's modifiers: each with its options and the GP it adds or takes off here (from the
 * builder's price lines), and a searchable list of the catalog's modifiers that shows, for the
 * active one, what it would do to this ability's price.
 */
export function Modifiers({ pick, path, price, issues, kind, others, onChange }: {
  pick: AbilityPick;
  path: Path;
  price: AbilityPrice | undefined;
  issues: readonly SheetIssue[];
  kind: CharacterKind;
  others: ReadonlyArray<{ key: string; name: string }>;
  onChange: (next: AbilityPick) => void;
}) {
  const entry = GG_CATALOG.ability(pick.ability);
  const facts = buildFacts(pick, entry, pick.options);
  const taken = new Set(pick.modifiers.map((m) => m.id));
  const items = useMemo(() => GG_CATALOG.modifiers.map((m) => modifierItem(m, taken.has(m.id) ? 'already taken' : undefined)), [pick.modifiers]); // eslint-disable-line react-hooks/exhaustive-deps
  const total = price?.total ?? 0;
  const delta = (id: string) => {
    const next = { ...pick, modifiers: [...pick.modifiers, newModifier(id)] };
    const after = analyzeAbility(next, path, kind, builderOptions());
    const d = after.price.total - total;
    return `Here: ${gp(d)} (this ability ${total} → ${after.price.total} GP)${after.issues.length > 0 ? ` · ${after.issues.length} problem(s) until set up` : ''}`;
  };
  // Each row keyed by its modifier, not its place: removing one above keeps a row's own state (row-keys.ts).
  const keys = rowKeys(pick.modifiers);
  const setModifier = (j: number, m: ModifierPick | null) => {
    const modifiers = m === null ? pick.modifiers.filter((_, k) => k !== j) : pick.modifiers.map((x, k) => (k === j ? edited(x, m) : x));
    onChange({ ...pick, modifiers });
  };

  return (
    <fieldset className="modifiers" id={fieldId([...path, 'modifiers'])} tabIndex={-1}>
      <legend>Modifiers <span className="muted small">(none: Personal, Direct, Instant — GG-CHAR-09)</span></legend>
      <FieldIssues issues={issues} path={[...path, 'modifiers']} />
      <ul className="modifier-list">
        {pick.modifiers.map((m, j) => {
          const me = GG_CATALOG.modifier(m.id);
          const at = [...path, 'modifiers', j];
          const lines = price?.lines.filter((l) => me && l.ruleId === me.ruleId && (l.part === 'positive' || l.part === 'negative')) ?? [];
          const charged = lines.reduce((s, l) => s + l.gp, 0);
          const own = { ...facts, options: m.options };
          return (
            <li key={keys[j]} className={`modifier${issuesAt(issues, at).length ? ' invalid' : ''}`} id={fieldId(at)} tabIndex={-1}>
              <div className="mod-head">
                <strong>{me?.name ?? m.id}</strong>
                {me && <RuleChip ruleId={me.ruleId} text={me.summary} seed={seedWords(me)} />}
                <span className="muted small">{me?.category}</span>
                <span className={`gp${charged < 0 ? ' neg' : ''}`}>{lines.length > 0 ? gp(charged) : ''}</span>
                <button
                  type="button"
                  className="small"
                  onClick={() => {
                    setModifier(j, null);
                    focusSoon(fieldId([...path, 'modifiers']));
                  }}
                  aria-label={`remove ${me?.name ?? m.id}`}
                >
                  Remove
                </button>
              </div>
              <FieldIssues issues={issues} path={at} />
              <div className="row">
                {me?.options.map((def) => (m.id === 'linked-ability' && def.id === 'with' ? (
                  // Play links by key, which the builder shows nowhere: the sheet's other abilities are ticked by name.
                  <OwnAbilities
                    key={def.id}
                    label="Linked abilities"
                    path={[...at, 'options', def.id]}
                    issues={issues}
                    value={m.options[def.id]}
                    others={others}
                    onChange={(v) => setModifier(j, { ...m, options: setOption(m.options, def.id, v) })}
                  />
                ) : me.derivedCost?.kind === 'flexible-ability' && def.id === me.derivedCost.option ? (
                  <AbilityList
                    key={def.id}
                    label={def.label}
                    value={m.options[def.id]}
                    path={[...at, 'options', def.id]}
                    issues={issues}
                    onChange={(v) => setModifier(j, { ...m, options: setOption(m.options, def.id, v) })}
                  />
                ) : (
                  <OptionField
                    key={def.id}
                    def={def}
                    value={m.options[def.id]}
                    path={[...at, 'options', def.id]}
                    issues={issues}
                    facts={own}
                    onChange={(v) => setModifier(j, { ...m, options: setOption(m.options, def.id, v) })}
                  />
                )))}
                {(me?.cost === null || m.refereeCost !== undefined) && (
                  <NumberField
                    label="Referee's cost (GG-RULING-C03)"
                    path={[...at, 'refereeCost']}
                    issues={issues}
                    value={m.refereeCost ?? null}
                    onChange={(v) => setModifier(j, { ...m, refereeCost: v })}
                    onEmpty={() => setModifier(j, withoutKey(m, 'refereeCost'))}
                  />
                )}
                <TextField label="Note" path={[...at, 'note']} issues={issues} value={m.note ?? ''} onChange={(t) => setModifier(j, t ? { ...m, note: t } : withoutKey(m, 'note'))} />
              </div>
            </li>
          );
        })}
      </ul>
      <Picker label="Add a modifier" items={items} onPick={(id) => onChange({ ...pick, modifiers: [...pick.modifiers, newModifier(id)] })} describe={delta} placeholder="e.g. ranged, area, focus" />
    </fieldset>
  );
}

/**
 * Flexible Ability's other abilities, picked from the catalog by name: the sheet stores catalog ids
 * ("energy-defence"), which a player typing "Energy Defence" into a text box could not know.
 */
function AbilityList({ label, value, path, issues, onChange }: {
  label: string; value: OptionValue | undefined; path: Path; issues: readonly SheetIssue[]; onChange: (v: string[] | undefined) => void;
}) {
  const list = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const nameOf = (id: string) => GG_CATALOG.ability(id)?.name ?? id;
  const items = useMemo(() => ABILITY_ITEMS.filter((i) => !list.includes(i.id)), [list]);
  return (
    <fieldset className="field group wide" id={fieldId(path)} tabIndex={-1}>
      <legend>{label} <span className="muted small">(+4 GP each, GG-MOD-20)</span></legend>
      <FieldIssues issues={issues} path={path} />
      {list.length > 0 && (
        <ul className="picked">
          {list.map((id) => (
            <li key={id}>
              {nameOf(id)}{' '}
              <button
                type="button"
                className="small"
                aria-label={`remove ${nameOf(id)} from ${label}`}
                onClick={() => {
                  const rest = list.filter((x) => x !== id);
                  onChange(rest.length > 0 ? rest : undefined);
                  focusSoon(fieldId(path));
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <Picker label={`Add to ${label}`} items={items} onPick={(id) => onChange([...list, id])} placeholder="e.g. drain, evasion" />
    </fieldset>
  );
}

export function setOption<T extends Record<string, unknown>>(options: T, id: string, v: unknown): T {
  const { [id]: _old, ...rest } = options;
  return (v === undefined ? rest : { ...rest, [id]: v }) as T;
}

export function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const { [key]: _gone, ...rest } = value;
  return rest as T;
}
