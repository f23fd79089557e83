import { useMemo } from 'react';
import type { SheetIssue } from '../../../kernel/index.ts';
import {
  analyzeTraits, builderOptions, FREQUENCIES, GG_CATALOG, SEVERITIES, type Frequency, type GgMinionSheet, type Severity, type TraitPick,
} from '../../../systems/glorious-gladiators/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { FieldIssues, SelectField, TextField } from '../fields.tsx';
import { fieldId, focusSoon, issuesUnder, type Path } from '../kit.ts';
import { Picker } from '../picker.tsx';
import { edited, rowKeys } from '../row-keys.ts';
import { titleId } from './abilities-section.tsx';
import { withoutKey } from './modifiers.tsx';
import { seedWords, title, traitItems } from './words.ts';

type List = 'advantages' | 'disadvantages';
const WORD: Record<List, string> = { advantages: 'Advantages', disadvantages: 'Disadvantages' };
const COUNT: Record<List, string> = { advantages: '2–5 for a major character', disadvantages: '1–4 for a major character' };

/** One pick's GP, as the builder prices it on its own (the list's totals come from priceSheet). */
function gpOf(sheet: GgMinionSheet, list: List, pick: TraitPick): number | null {
  const alone = analyzeTraits({ ...sheet, advantages: list === 'advantages' ? [pick] : [], disadvantages: list === 'disadvantages' ? [pick] : [] }, builderOptions());
  return alone.price[list][0]?.gp ?? null;
}

/**
 * Advantages or disadvantages: catalog rows (printed price, two variants, or frequency + severity
 * set by the referee) and referee-approved custom ones (GG-TRAIT-09).
 */
export function Traits({ sheet, list, issues, onChange, base = [], owner }: {
  sheet: GgMinionSheet; list: List; issues: readonly SheetIssue[]; onChange: (next: TraitPick[]) => void;
  /** Where the sheet sits in the draft: the character's ([]) or a minion's (['minions', n]), whose name `owner` is. */
  base?: Path; owner?: string;
}) {
  const picks = sheet[list];
  const items = useMemo(() => traitItems(list === 'advantages' ? 'advantage' : 'disadvantage'), [list]);
  // Each row keyed by its trait, not its place: removing one above keeps a row's own state (row-keys.ts).
  const keys = rowKeys(picks);
  const set = (i: number, p: TraitPick | null) => onChange(
    p === null ? picks.filter((_, k) => k !== i) : picks.map((x, k) => (k === i ? edited(x, p) : x)));
  const removeAt = (i: number) => {
    set(i, null);
    focusSoon(fieldId([...base, list]));
  };
  const freq = FREQUENCIES.map((f) => ({ value: f, label: title(f) }));
  const sev = SEVERITIES.map((s) => ({ value: s, label: title(s) }));

  return (
    <section className="card traits" aria-labelledby={titleId(base, list)} id={fieldId([...base, list])} tabIndex={-1}>
      <h2 id={titleId(base, list)}>{WORD[list]} <span className="muted small">{COUNT[list]} (GG-CHAR-10)</span></h2>
      <FieldIssues issues={issues} path={[...base, list]} />
      <ul className="trait-list">
        {picks.map((p, i) => {
          const at = [...base, list, i];
          const entry = 'id' in p ? GG_CATALOG.trait(p.id) : undefined;
          const pricing = entry?.pricing;
          const value = gpOf(sheet, list, p);
          const bad = issuesUnder(issues, at).length > 0;
          return (
            <li key={keys[i]} className={`trait${bad ? ' invalid' : ''}`} id={fieldId(at)} tabIndex={-1}>
              <div className="mod-head">
                <strong>{'custom' in p ? p.custom : entry?.name ?? p.id}</strong>
                {entry ? <RuleChip ruleId={entry.ruleId} text={`${entry.summary} Seed note: ${entry.seedNote}`} seed={seedWords(entry)} /> : <RuleChip ruleId="GG-TRAIT-09" text="A referee-approved trait outside the list, priced frequency + severity." />}
                <span className={`gp${value !== null && value < 0 ? ' neg' : ''}`}>{value === null ? '' : `${value} GP`}</span>
                <button type="button" className="small" onClick={() => removeAt(i)} aria-label={`remove ${'custom' in p ? p.custom : entry?.name ?? p.id}`}>Remove</button>
              </div>
              <FieldIssues issues={issues} path={at} />
              <FieldIssues issues={issues} path={[...at, 'id']} />
              <div className="row">
                {'custom' in p && <TextField label="Name" path={[...at, 'custom']} issues={issues} value={p.custom} onChange={(t) => set(i, { ...p, custom: t })} />}
                {pricing?.kind === 'variants' && 'id' in p && (
                  <SelectField
                    label="Which"
                    path={[...at, 'variant']}
                    issues={issues}
                    value={p.variant ?? ''}
                    choices={pricing.variants.map((v) => ({ value: v.id, label: `${v.label} (${v.cost})` }))}
                    onChange={(v) => set(i, { ...p, variant: v })}
                  />
                )}
                {('custom' in p || pricing?.kind === 'varies') && (
                  <>
                    <SelectField<Frequency>
                      label="Frequency"
                      path={[...at, 'frequency']}
                      issues={issues}
                      value={p.frequency ?? (pricing?.kind === 'varies' ? pricing.frequency ?? '' : '')}
                      choices={freq.map((f) => ({ ...f, disabled: pricing?.kind === 'varies' && pricing.frequency !== null && pricing.frequency !== f.value }))}
                      onChange={(f) => set(i, { ...p, frequency: f })}
                    />
                    <SelectField<Severity>
                      label="Severity"
                      path={[...at, 'severity']}
                      issues={issues}
                      value={p.severity ?? (pricing?.kind === 'varies' ? pricing.severity ?? '' : '')}
                      choices={sev.map((s) => ({ ...s, disabled: pricing?.kind === 'varies' && pricing.severity !== null && pricing.severity !== s.value }))}
                      onChange={(s) => set(i, { ...p, severity: s })}
                    />
                  </>
                )}
                <TextField label="Note" path={[...at, 'note']} issues={issues} value={p.note ?? ''} wide onChange={(t) => set(i, t ? { ...p, note: t } : withoutKey(p, 'note'))} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="row">
        <Picker label={`Add ${list === 'advantages' ? 'an advantage' : 'a disadvantage'}${owner ? ` to ${owner}` : ''}`} items={items} onPick={(id) => onChange([...picks, newTrait(id)])} />
        <button type="button" className="small" onClick={() => onChange([...picks, { custom: list === 'advantages' ? 'New advantage' : 'New disadvantage', frequency: 'common', severity: 'minor' }])}>
          Custom {list === 'advantages' ? 'advantage' : 'disadvantage'}
        </button>
      </div>
    </section>
  );
}

function newTrait(id: string): TraitPick {
  const entry = GG_CATALOG.trait(id);
  const p = entry?.pricing;
  if (p?.kind === 'variants') return { id, variant: p.variants[0]!.id };
  if (p?.kind === 'varies') return { id, frequency: p.frequency ?? 'common', severity: p.severity ?? 'minor' };
  return { id };
}
