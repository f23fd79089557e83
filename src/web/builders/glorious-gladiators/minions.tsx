import { useMemo, useState } from 'react';
import type { SheetIssue } from '../../../kernel/index.ts';
import { blankSheet, minionBudget, priceSheet, type GgMinionSheet, type GgSheet } from '../../../systems/glorious-gladiators/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { FieldIssues, TextField } from '../fields.tsx';
import { fieldId, focusSoon, issuesUnder, type Path } from '../kit.ts';
import { AbilitiesSection } from './abilities-section.tsx';
import { Traits } from './traits.tsx';

// The minions a Summon brings (GG-ABL-62, ruling GG-PLAY-211), built on the summoner's sheet with the
// builder's own parts (abilities, free starting abilities, traits) under `minions › n`: the same
// pricing and checks as any minor character, on the Summon's Level in GP.

const SUMMON_WORDS = 'Each minion a Summon brings is a minor character designed on the Summon\'s Level in GP (seed L153); '
  + 'it costs the summoner nothing (GG-PLAY-211).';

/** One minion: its name, its price against the Summon's Level, and its abilities and traits when open. */
function MinionCard({ minion, index, budget, issues, open: startOpen, onChange, onRemove }: {
  minion: GgMinionSheet; index: number; budget: number | null; issues: readonly SheetIssue[]; open: boolean;
  onChange: (next: GgMinionSheet) => void; onRemove: () => void;
}) {
  const [open, setOpen] = useState(startOpen);
  const base: Path = ['minions', index];
  const price = useMemo(() => priceSheet({ ...minion, budget: null }), [minion]);
  const prices = new Map(price.abilities.map((a) => [a.key, a]));
  const problems = issuesUnder(issues, base);
  const head = `${fieldId(base)}-title`;
  const over = budget !== null && price.total > budget;
  return (
    <article className={`ability minion${problems.length > 0 ? ' invalid' : ''}`} aria-labelledby={head} id={fieldId(base)} tabIndex={-1}>
      <header className="ability-head">
        <button type="button" className="disclose" aria-label={`details of ${minion.name}`} aria-expanded={open} aria-controls={`${fieldId(base)}-body`} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
        <h3 id={head}>{minion.name}</h3>
        <span className={`gp badge${over ? ' bad' : ''}`}>{price.total}{budget === null ? '' : ` of ${budget}`} GP</span>
        {problems.length > 0 && <span className="bad badge">{problems.length} problem{problems.length > 1 ? 's' : ''}</span>}
        <button type="button" className="small" onClick={onRemove} aria-label={`remove minion ${minion.name}`}>Remove</button>
      </header>
      <FieldIssues issues={issues} path={base} />
      <FieldIssues issues={issues} path={[...base, 'kind']} />
      {open && (
        <div id={`${fieldId(base)}-body`} className="ability-body">
          <div className="row">
            <TextField label="Minion's name" path={[...base, 'name']} issues={issues} value={minion.name} wide maxLength={80} onChange={(name) => onChange({ ...minion, name })} />
          </div>
          <AbilitiesSection
            sheet={minion}
            base={base}
            issues={issues}
            prices={prices}
            total={price.abilitiesTotal}
            owner={minion.name}
            onChange={(abilities) => onChange({ ...minion, abilities })}
          />
          <Traits sheet={minion} list="advantages" base={base} owner={minion.name} issues={issues} onChange={(advantages) => onChange({ ...minion, advantages })} />
          <Traits sheet={minion} list="disadvantages" base={base} owner={minion.name} issues={issues} onChange={(disadvantages) => onChange({ ...minion, disadvantages })} />
        </div>
      )}
    </article>
  );
}

/** A name none of the minions has yet ("Minion 2"). */
function freshName(minions: readonly GgMinionSheet[]): string {
  const taken = new Set(minions.map((m) => m.name));
  let n = 1;
  while (taken.has(n === 1 ? 'Minion' : `Minion ${n}`)) n++;
  return n === 1 ? 'Minion' : `Minion ${n}`;
}

/** The sheet's minions, shown once it has a Summon (or minions to remove). */
export function Minions({ sheet, issues, onChange }: { sheet: GgSheet; issues: readonly SheetIssue[]; onChange: (next: GgSheet) => void }) {
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  const budget = minionBudget(sheet);
  const minions = sheet.minions ?? [];
  if (budget === null && minions.length === 0) return null;
  const set = (next: GgMinionSheet[]) => {
    if (next.length > 0) onChange({ ...sheet, minions: next });
    else {
      const { minions: _gone, ...rest } = sheet;
      onChange(rest);
    }
  };
  return (
    <section className="card minions" aria-labelledby="minions-title" id={fieldId(['minions'])} tabIndex={-1}>
      <h2 id="minions-title" tabIndex={-1}>
        Minions <RuleChip ruleId="GG-ABL-62" text={SUMMON_WORDS} />
        {budget !== null && <span className="muted small"> each built on {budget} GP, the Summon&apos;s Level</span>}
      </h2>
      <FieldIssues issues={issues} path={['minions']} />
      {minions.length === 0 && <p className="muted">No minions designed yet: the table offers a Summon only what it can bring.</p>}
      {minions.map((m, i) => (
        <MinionCard
          key={i}
          minion={m}
          index={i}
          budget={budget}
          issues={issues}
          open={added.has(i)}
          onChange={(next) => set(minions.map((x, k) => (k === i ? next : x)))}
          onRemove={() => {
            set(minions.filter((_, k) => k !== i));
            focusSoon(i + 1 < minions.length ? fieldId(['minions', i]) : 'minions-title');
          }}
        />
      ))}
      <button
        type="button"
        onClick={() => {
          setAdded(new Set([...added, minions.length]));
          set([...minions, blankSheet(freshName(minions), 'minor', null)]);
        }}
      >
        Add a minion
      </button>
    </section>
  );
}
