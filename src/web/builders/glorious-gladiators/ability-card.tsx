import { useState } from 'react';
import type { SheetIssue } from '../../../kernel/index.ts';
import {
  buildFacts, GG_CATALOG, levelCost, SOURCE_CODES, TYPE_CODES, typeAllowed, type AbilityPick, type AbilityPrice, type CharacterKind,
  type SourceCode, type TypeCode,
} from '../../../systems/glorious-gladiators/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { CheckGroup, FieldIssues, NumberField, SelectField, TextField } from '../fields.tsx';
import { fieldId, issuesUnder, type Path } from '../kit.ts';
import { Modifiers, setOption, withoutKey } from './modifiers.tsx';
import { multiLabel, OptionField } from './option-field.tsx';
import { OwnAbilities } from './own-abilities.tsx';
import { seedWords, tierWords, title } from './words.ts';

/** Every line of an ability's price with the rule behind it, and how the negative cap applied. */
function PriceTable({ price }: { price: AbilityPrice }) {
  const negatives = price.negativePrinted !== 0;
  return (
    <table className="price" aria-label={`price of ${price.name}`}>
      <tbody>
        {price.lines.map((l, i) => (
          <tr key={i} className={l.part}>
            <th scope="row">{l.label}{l.note ? <span className="muted small"> — {l.note}</span> : null}</th>
            <td className="gp">{l.gp}</td>
            <td><RuleChip ruleId={l.ruleId} text={GG_CATALOG.byRuleId(l.ruleId)?.summary} /></td>
          </tr>
        ))}
        {negatives && (
          <tr className="adjustment">
            <th scope="row" colSpan={3} className="small">
              Negatives {price.negativePrinted} printed × ⌈{price.preNegative} / 10⌉ = {price.negative} GP
              <RuleChip ruleId="GG-CHAR-07" />; at most half of {price.preNegative} GP, rounded down, may come off: {price.negativeCap} GP
              <RuleChip ruleId="GG-CHAR-06" />
              {-price.negative > price.negativeCap ? (price.negativeApplied === -price.negativeCap ? ' — clamped to the cap' : ' — over the cap') : ''}
            </th>
          </tr>
        )}
        <tr className="total"><th scope="row">This ability</th><td className="gp">{price.total}</td><td>GP</td></tr>
      </tbody>
    </table>
  );
}

/**
 * One ability on the sheet: Level (with the Level Limit's cost tiers), Types, Source, the
 * catalog's options and modifiers, and its price line by line. Collapsed it is one summary line.
 */
export function AbilityCard({ pick, base = [], index, price, issues, kind, others, onChange, onRemove, open: startOpen }: {
  pick: AbilityPick;
  /** Where its sheet sits in the draft: the character's ([]) or a minion's (['minions', n]). */
  base?: Path;
  index: number;
  price: AbilityPrice | undefined;
  issues: readonly SheetIssue[];
  kind: CharacterKind;
  /** The sheet's other abilities, for a Linked Ability or an Absorption to name. */
  others: ReadonlyArray<{ key: string; name: string }>;
  onChange: (next: AbilityPick) => void;
  onRemove: () => void;
  open: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const path: Path = [...base, 'abilities', index];
  const entry = GG_CATALOG.ability(pick.ability);
  const starting = pick.starting ? GG_CATALOG.startingAbility(pick.starting) : undefined;
  const facts = buildFacts(pick, entry, pick.options);
  const problems = issuesUnder(issues, path);
  const name = pick.name ?? entry?.name ?? pick.ability;
  const headId = `${fieldId(path)}-title`;
  const multiType = Boolean(entry?.cost.typeTiers) || pick.modifiers.some((m) => m.id === 'flexible-type') || pick.types.length > 1;
  const typeChoices = TYPE_CODES.map((t) => ({ value: t, label: title(t), disabled: entry ? !typeAllowed(entry, t) : false }));
  const summary = [`Level ${pick.level}`, pick.types.map(title).join('/'), title(pick.source), ...pick.modifiers.map((m) => GG_CATALOG.modifier(m.id)?.name ?? m.id)].join(' · ');
  const ll = entry?.levelLimit ?? 1;
  const levels = levelCost(Math.max(0, pick.level), ll);
  const next = levelCost(pick.level + 1 > 0 ? pick.level + 1 : 1, ll) - levelCost(Math.max(0, pick.level), ll);

  return (
    <article className={`ability${problems.length > 0 ? ' invalid' : ''}`} aria-labelledby={headId} id={fieldId(path)} tabIndex={-1}>
      <header className="ability-head">
        <button type="button" className="disclose" aria-label={`details of ${name}`} aria-expanded={open} aria-controls={`${fieldId(path)}-body`} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
        <h3 id={headId}>{name}</h3>
        {(pick.name !== undefined || starting) && <span className="muted">{entry?.name ?? pick.ability}{starting ? ` (upgrades free ${starting.name})` : ''}</span>}
        {entry && <RuleChip ruleId={entry.ruleId} text={entry.summary} seed={seedWords(entry)} />}
        {starting && <RuleChip ruleId={starting.ruleId} text={starting.summary} seed={seedWords(starting)} />}
        <span className="gp badge"><span aria-hidden="true">{price?.total ?? 0} GP</span><span className="sr-only">{price?.total ?? 0} Glory Points</span></span>
        {problems.length > 0 && <span className="bad badge">{problems.length} problem{problems.length > 1 ? 's' : ''}</span>}
        <button type="button" className="small" onClick={onRemove} aria-label={`remove ${name}`}>Remove</button>
      </header>
      {!open && <p className="muted small collapsed-summary">{summary}</p>}
      <FieldIssues issues={issues} path={path} />
      <FieldIssues issues={issues} path={[...path, 'key']} />
      <FieldIssues issues={issues} path={[...path, 'ability']} />
      <FieldIssues issues={issues} path={[...path, 'starting']} />
      {open && (
        <div id={`${fieldId(path)}-body`} className="ability-body">
          <div className="row">
            <TextField label="Name" path={[...path, 'name']} issues={issues} value={pick.name ?? ''} placeholder={entry?.name ?? ''} onChange={(t) => onChange(t ? { ...pick, name: t } : withoutKey(pick, 'name'))} />
            <NumberField
              label="Level"
              path={[...path, 'level']}
              issues={issues}
              value={pick.level}
              min={1}
              onChange={(level) => onChange({ ...pick, level })}
              hint={<>Level Limit {ll}: {tierWords(ll, pick.level)}. Level {pick.level} costs {levels} GP; one more +{next}.</>}
            />
            {multiType ? (
              <CheckGroup label="Types" path={[...path, 'types']} issues={issues} value={pick.types} choices={typeChoices} onChange={(types) => onChange({ ...pick, types })} />
            ) : (
              <SelectField<TypeCode>
                label="Type"
                path={[...path, 'types']}
                issues={issues}
                value={pick.types[0] ?? ''}
                choices={typeChoices}
                onChange={(t) => onChange({ ...pick, types: [t] })}
              />
            )}
            <SelectField<SourceCode>
              label="Source"
              path={[...path, 'source']}
              issues={issues}
              value={pick.source}
              choices={SOURCE_CODES.map((s) => ({ value: s, label: title(s) }))}
              onChange={(source) => onChange({ ...pick, source })}
            />
            {entry?.mayCoverSource && (
              <SelectField<SourceCode | ''>
                label="Covers a Source instead"
                path={[...path, 'coversSource']}
                issues={issues}
                value={pick.coversSource ?? ''}
                choices={[{ value: '', label: 'no (covers Types)' }, ...SOURCE_CODES.filter((s) => s !== 'standard').map((s) => ({ value: s, label: title(s) }))]}
                onChange={(s) => onChange(s ? { ...pick, coversSource: s } : withoutKey(pick, 'coversSource'))}
              />
            )}
          </div>
          {entry && entry.options.length > 0 && (
            <div className="row options">
              {entry.options.map((def) => (pick.ability === 'absorption' && def.id === 'into' && def.kind === 'multi' ? (
                // "A chosen ability or abilities of the user" (GG-ABL-01): the character's others, ticked by name (GG-BLD-31).
                <OwnAbilities
                  key={def.id}
                  label={multiLabel(def)}
                  value={pick.options[def.id]}
                  path={[...path, 'options', def.id]}
                  issues={issues}
                  others={others}
                  onChange={(v) => onChange({ ...pick, options: setOption(pick.options, def.id, v) })}
                />
              ) : (
                <OptionField
                  key={def.id}
                  def={def}
                  value={pick.options[def.id]}
                  path={[...path, 'options', def.id]}
                  issues={issues}
                  facts={facts}
                  onChange={(v) => onChange({ ...pick, options: setOption(pick.options, def.id, v) })}
                />
              )))}
            </div>
          )}
          <Modifiers pick={pick} path={path} price={price} issues={issues} kind={kind} others={others} onChange={onChange} />
          <div className="row">
            {(pick.refereeBase !== undefined || problems.some((p) => p.ruleId === 'GG-RULING-C03' && p.path.length === 2)) && (
              <NumberField
                label="Referee's base cost (GG-RULING-C03)"
                path={[...path, 'refereeBase']}
                issues={issues}
                value={pick.refereeBase ?? null}
                onChange={(v) => onChange({ ...pick, refereeBase: v })}
                onEmpty={() => onChange(withoutKey(pick, 'refereeBase'))}
              />
            )}
            <TextField label="Note" path={[...path, 'note']} issues={issues} value={pick.note ?? ''} wide onChange={(t) => onChange(t ? { ...pick, note: t } : withoutKey(pick, 'note'))} />
          </div>
          {price && <PriceTable price={price} />}
        </div>
      )}
    </article>
  );
}
