import type { SheetIssue } from '../../../kernel/index.ts';
import { holds, type BuildFacts, type OptionDef, type OptionValue } from '../../../systems/glorious-gladiators/index.ts';
import { CheckField, CheckGroup, NumberField, SelectField, TextField } from '../fields.tsx';
import type { Path } from '../kit.ts';
import { costWords, predicateWords } from './words.ts';

/**
 * One option of a catalog entry, drawn from its definition (flag, count, one choice, several,
 * free names, text) with its printed price. Choices the build does not allow yet are disabled
 * with the reason; the price itself comes from the builder's price lines.
 */
export function OptionField({ def, value, onChange, path, issues, facts }: {
  def: OptionDef;
  value: OptionValue | undefined;
  onChange: (v: OptionValue | undefined) => void;
  path: Path;
  issues: readonly SheetIssue[];
  facts: BuildFacts;
}) {
  const unavailable = def.requires && !holds(def.requires, facts) ? `needs ${predicateWords(def.requires)}` : null;
  const common = { path, issues, hint: [def.note, unavailable].filter(Boolean).join(' · ') || undefined };
  switch (def.kind) {
    case 'flag':
      return <CheckField {...common} label={`${def.label} (${costWords(def.cost)} GP)`} value={value === true} onChange={(v) => onChange(v ? true : undefined)} />;
    case 'count':
      return (
        <NumberField
          {...common}
          label={`${def.label} (${costWords(def.costEach)} each${def.costFirst !== undefined ? `, first ${costWords(def.costFirst)}` : ''})`}
          value={typeof value === 'number' ? value : def.min}
          min={def.min}
          {...(def.max !== null ? { max: def.max } : {})}
          onChange={(v) => onChange(v === 0 && def.min === 0 ? undefined : v)}
        />
      );
    case 'choice':
      return (
        <SelectField
          {...common}
          label={def.label}
          value={typeof value === 'string' ? value : ''}
          {...(def.required ? {} : { placeholder: 'none' })}
          onChange={(v) => onChange(v === '' ? undefined : v)}
          choices={[
            ...(def.required ? [] : [{ value: '', label: 'none' }]),
            ...def.choices.map((c) => ({
              value: c.id, label: `${c.label} (${costWords(c.cost)})`, disabled: c.requires !== undefined && !holds(c.requires, facts),
            })),
          ]}
        />
      );
    case 'multi': {
      const list = Array.isArray(value) ? value : [];
      if (def.items === null) {
        return (
          <TextField
            {...common}
            label={`${multiLabel(def).slice(0, -1)}; separate with commas)`}
            value={list.join(', ')}
            wide
            onChange={(t) => {
              const names = t.split(',').map((s) => s.trim());
              onChange(names.some(Boolean) ? names.filter((n, i) => n || i === names.length - 1) : undefined);
            }}
          />
        );
      }
      return (
        <CheckGroup
          {...common}
          label={multiLabel(def)}
          value={list}
          onChange={(v) => onChange(v.length > 0 ? v : undefined)}
          choices={def.items.map((c) => ({
            value: c.id, label: `${c.label}${def.pricing.kind === 'tiers' ? '' : ` (${costWords(c.cost)})`}`,
            disabled: c.requires !== undefined && !holds(c.requires, facts),
            ...(c.requires ? { title: `needs ${predicateWords(c.requires)}` } : {}),
          }))}
        />
      );
    }
    case 'text':
      return <TextField {...common} label={`${def.label}${def.required ? '' : ' (optional)'}`} value={typeof value === 'string' ? value : ''} wide onChange={(t) => onChange(t === '' ? undefined : t)} />;
  }
}

/** A list option's label, how many it takes and their price: "Types absorbed (at least 1; priced by count: -1/1, then +2 each)". */
export function multiLabel(def: Extract<OptionDef, { kind: 'multi' }>): string {
  const range = def.max === null ? `at least ${def.min}` : `${def.min}–${def.max}`;
  const beyond = def.pricing.kind === 'tiers' && def.pricing.beyond !== null ? `, then +${def.pricing.beyond} each` : '';
  const pricing = def.pricing.kind === 'tiers' ? `priced by count: ${def.pricing.tiers.join('/')}${beyond}`
    : def.pricing.kind === 'each' ? `${costWords(def.pricing.cost)} each`
      : def.pricing.kind === 'max-plus-each' ? `the dearest, +${def.pricing.each} per further pick` : 'each its own price';
  return `${def.label} (${range}; ${pricing})`;
}
