import { useId, useState } from 'react';
import {
  ACTIONS, baseLife, CAREER_TYPE_INFO, CAREER_TYPES, CAREERS, CHARGES, highActions, isHeroic, KINDS, POWER_CATEGORIES, POWER_CATEGORY_INFO,
  POWERS, type Action, type Aspects, type Career, type CareerType, type HlhSheet, type Kind, type Power, type PowerCategory,
} from '../../../systems/high-low-heroes/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { CheckField, FieldIssues, NumberField, RadioGroup, SelectField, TextField } from '../fields.tsx';
import { fieldId, focusAfterRemoving, type EditorProps } from '../kit.ts';
import { edited, rowKeys } from '../row-keys.ts';
import { Training } from './training.tsx';

const ACTION_WORDS: Record<Action, string> = {
  'move': 'Move', 'to-hit': 'To hit', 'evade': 'Evade', 'damage': 'Damage', 'block-mundane': 'Block mundane', 'block-fantastic': 'Block fantastic',
};
const KIND_WORDS: Record<Kind, string> = { hero: 'Hero (player)', villain: 'Villain', normal: 'Normal', thug: 'Thug' };
const ASPECTS = [
  { key: 'build', label: 'Build', values: ['quick', 'powerful'] },
  { key: 'mentality', label: 'Mentality', values: ['logical', 'intuitive'] },
  { key: 'temperament', label: 'Temperament', values: ['bold', 'cautious'] },
] as const;
const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A datalist of the seed's examples: a free name stays allowed ("Choose/define/roll", seed L80, L89). */
function Examples({ id, names }: { id: string; names: readonly string[] }) {
  return <datalist id={id}>{names.map((n) => <option key={n} value={n} />)}</datalist>;
}

/**
 * The High/Low Heroes sheet: kind and names, the three Aspects and the readings they give, max
 * Life, two Powers of different categories, one Weakness, two Careers of different types, the
 * upgrade in training and the Charge. Readings and Life come from the system's own functions.
 */
export function HlhEditor({ draft: sheet, onChange, check }: EditorProps<HlhSheet>) {
  const { issues } = check;
  const ids = useId();
  // Aspects are stored whole; while some are still unchosen they wait here.
  const [partial, setPartial] = useState<Partial<Aspects>>({});
  const heroic = isHeroic(sheet);
  const aspects: Partial<Aspects> = sheet.aspects ?? partial;
  const high = highActions(sheet.aspects);

  /** Max Life follows the Build and the upgrades for heroes and villains ([HLH-CHAR-03]); the GM sets a normal's. */
  const commit = (next: HlhSheet) => onChange(isHeroic(next) && next.aspects
    ? { ...next, maxLife: baseLife(next.aspects) + Math.max(0, next.upgrades) }
    : next);
  const set = <K extends keyof HlhSheet>(key: K, value: HlhSheet[K]) => commit({ ...sheet, [key]: value });
  const setAspect = (key: keyof Aspects, value: string) => {
    const next = { ...aspects, [key]: value } as Partial<Aspects>;
    if (next.build && next.mentality && next.temperament) {
      setPartial({});
      commit({ ...sheet, aspects: next as Aspects });
    } else {
      setPartial(next);
    }
  };
  const roll = () => {
    // The seed lets a player roll each Aspect (L71-74): a coin flip each, from the browser's random source.
    const bits = crypto.getRandomValues(new Uint8Array(3));
    commit({ ...sheet, aspects: { build: bits[0]! & 1 ? 'quick' : 'powerful', mentality: bits[1]! & 1 ? 'logical' : 'intuitive', temperament: bits[2]! & 1 ? 'bold' : 'cautious' } });
  };
  // Power and Career rows keyed by the row, not its place: removing one above keeps a row's own state (row-keys.ts).
  const powerKeys = rowKeys(sheet.powers);
  const careerKeys = rowKeys(sheet.careers);
  const setPower = (i: number, p: Power) => set('powers', sheet.powers.map((x, k) => (k === i ? edited(x, p) : x)));
  const setCareer = (i: number, c: Career) => set('careers', sheet.careers.map((x, k) => (k === i ? edited(x, c) : x)));
  const removeRow = <K extends 'powers' | 'careers'>(list: K, i: number) => {
    set(list, sheet[list].filter((_, k) => k !== i) as HlhSheet[K]);
    focusAfterRemoving([list], i, sheet[list].length);
  };
  const powerBonus = (a: Action) => sheet.powers.filter((p) => POWER_CATEGORY_INFO[p.category].actions.includes(a)).map((p) => `+${p.bonus} ${p.name || POWER_CATEGORY_INFO[p.category].label}`).join(', ');

  return (
    <div className="hlh-editor">
      <section className="card" aria-labelledby="who-title">
        <h2 id="who-title">Who</h2>
        <div className="row">
          <SelectField<Kind>
            label={<>Kind <RuleChip ruleId="HLH-RULING-11" text="Heroes and villains are built alike; normals and thugs read Low on everything and have no Aspects." /></>}
            path={['kind']}
            issues={issues}
            value={sheet.kind}
            choices={KINDS.map((k) => ({ value: k, label: KIND_WORDS[k] }))}
            onChange={(kind) => commit({ ...sheet, kind, ...(kind === 'normal' || kind === 'thug' ? { aspects: null, training: null } : {}) })}
          />
          <TextField label="Hero name" path={['heroName']} issues={issues} value={sheet.heroName} onChange={(v) => set('heroName', v)} maxLength={60} />
          <TextField label="Civilian name" path={['civilianName']} issues={issues} value={sheet.civilianName} onChange={(v) => set('civilianName', v)} maxLength={60} />
          {sheet.kind === 'hero' && (
            <div className="field">
              <label htmlFor={fieldId(['charge'])}>Charge <RuleChip ruleId="HLH-CHAR-08" text="A person the hero feels responsible for; no effect on the dice." seed="seed L60-67" /></label>
              <input id={fieldId(['charge'])} list={`${ids}-charges`} value={sheet.charge} maxLength={80} onChange={(e) => set('charge', e.target.value)} aria-invalid={issues.some((i) => i.path[0] === 'charge') || undefined} />
              <Examples id={`${ids}-charges`} names={CHARGES.map((c) => c.name)} />
              <FieldIssues issues={issues} path={['charge']} />
            </div>
          )}
        </div>
      </section>

      <section className="card" aria-labelledby="aspects-title">
        <h2 id="aspects-title">Aspects and actions <RuleChip ruleId="HLH-CHAR-02" text="Each Aspect value turns one action to High; the other three read Low." seed="seed L30-37" /></h2>
        {heroic ? (
          <>
            <FieldIssues issues={issues} path={['aspects']} />
            <div className="row">
              {ASPECTS.map((a) => (
                <RadioGroup
                  key={a.key}
                  label={a.label}
                  name={`${ids}-${a.key}`}
                  path={['aspects', a.key]}
                  issues={issues}
                  value={aspects[a.key] ?? null}
                  choices={a.values.map((v) => ({ value: v, label: word(v) }))}
                  onChange={(v) => setAspect(a.key, v)}
                />
              ))}
              <button type="button" className="small" onClick={roll}>Roll the Aspects</button>
            </div>
          </>
        ) : <p className="muted">Normals and thugs have no Aspects: every action reads Low <RuleChip ruleId="HLH-NPC-01" />.</p>}
        <table className="readings">
          <thead><tr><th scope="col">Action</th><th scope="col">Reads</th><th scope="col">Powers</th><th scope="col">Weakness</th></tr></thead>
          <tbody>
            {ACTIONS.map((a) => (
              <tr key={a}>
                <th scope="row">{ACTION_WORDS[a]}</th>
                <td className={high[a] ? 'high' : 'low'}>{high[a] ? 'High' : 'Low'}</td>
                <td>{powerBonus(a)}</td>
                <td>{sheet.weakness === a ? '−1' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="row">
          {heroic && sheet.aspects
            ? <p><strong>Max Life {sheet.maxLife}</strong> <RuleChip ruleId="HLH-CHAR-03" text="15 if Powerful, otherwise 10; +1 per upgrade bought." /></p>
            : <NumberField label={<>Max Life <RuleChip ruleId="HLH-NPC-03" text="Normals and thugs typically have less than 5 Life." /></>} path={['maxLife']} issues={issues} value={sheet.maxLife} min={1} onChange={(v) => set('maxLife', v)} />}
          <FieldIssues issues={issues} path={['maxLife']} />
          <SelectField<Action | ''>
            label={<>Weakness <RuleChip ruleId="HLH-CHAR-06" text="Exactly one action gets −1." /></>}
            path={['weakness']}
            issues={issues}
            value={sheet.weakness ?? ''}
            placeholder={heroic ? 'choose…' : 'none'}
            choices={[...(heroic ? [] : [{ value: '' as const, label: 'none' }]), ...ACTIONS.map((a) => ({ value: a, label: ACTION_WORDS[a] }))]}
            onChange={(w) => set('weakness', w === '' ? null : w)}
          />
          {!heroic && <CheckField label={<>May block <RuleChip ruleId="HLH-NPC-02" text="Police, thugs and athletic normals may block; other normals block nothing." /></>} path={['canBlock']} issues={issues} value={sheet.canBlock} onChange={(v) => set('canBlock', v)} />}
        </div>
      </section>

      <section className="card" aria-labelledby="powers-title" id={fieldId(['powers'])} tabIndex={-1}>
        <h2 id="powers-title">Powers <RuleChip ruleId="HLH-CHAR-04" text="Exactly 2 Powers from 2 different categories, each +1 at creation." seed="seed L24, L80-86" /></h2>
        <FieldIssues issues={issues} path={['powers']} />
        <ul className="plain">
          {sheet.powers.map((p, i) => (
            <li key={powerKeys[i]} className="row power" id={fieldId(['powers', i])} tabIndex={-1}>
              <SelectField<PowerCategory>
                label="Category"
                path={['powers', i, 'category']}
                issues={issues}
                value={p.category}
                choices={POWER_CATEGORIES.map((c) => ({ value: c, label: `${POWER_CATEGORY_INFO[c].label} (+1 ${POWER_CATEGORY_INFO[c].actions.map((a) => ACTION_WORDS[a]).join(' and ')})` }))}
                onChange={(category) => setPower(i, { ...p, category })}
              />
              <div className="field">
                <label htmlFor={fieldId(['powers', i, 'name'])}>Name</label>
                <input
                  id={fieldId(['powers', i, 'name'])}
                  list={`${ids}-powers-${p.category}`}
                  value={p.name}
                  maxLength={60}
                  onChange={(e) => setPower(i, { ...p, name: e.target.value })}
                />
                <Examples id={`${ids}-powers-${p.category}`} names={POWERS.filter((x) => x.kind === p.category).map((x) => x.name)} />
                <FieldIssues issues={issues} path={['powers', i, 'name']} />
              </div>
              <NumberField label="Bonus" path={['powers', i, 'bonus']} issues={issues} value={p.bonus} min={1} max={4} onChange={(bonus) => setPower(i, { ...p, bonus })} />
              <button type="button" className="small" onClick={() => removeRow('powers', i)} aria-label={`remove power ${p.name || i + 1}`}>Remove</button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="small"
          onClick={() => {
            const free = POWER_CATEGORIES.find((c) => !sheet.powers.some((p) => p.category === c)) ?? 'movement';
            set('powers', [...sheet.powers, { category: free, name: POWERS.find((x) => x.kind === free)!.name, bonus: 1 }]);
          }}
        >
          Add a Power
        </button>
      </section>

      <section className="card" aria-labelledby="careers-title" id={fieldId(['careers'])} tabIndex={-1}>
        <h2 id="careers-title">Careers <RuleChip ruleId="HLH-CHAR-07" text="Exactly 2 Careers, 1 professional and 1 hobby, of 2 different types; a test rolls the type's action." seed="seed L89-95" /></h2>
        <FieldIssues issues={issues} path={['careers']} />
        <Examples id={`${ids}-careers`} names={CAREERS.map((c) => c.name)} />
        <ul className="plain">
          {sheet.careers.map((c, i) => (
            <li key={careerKeys[i]} className="row career" id={fieldId(['careers', i])} tabIndex={-1}>
              <div className="field">
                <label htmlFor={fieldId(['careers', i, 'name'])}>Name</label>
                <input
                  id={fieldId(['careers', i, 'name'])}
                  list={`${ids}-careers`}
                  value={c.name}
                  maxLength={60}
                  onChange={(e) => {
                    // A career from the seed's list brings its type along.
                    const known = CAREERS.find((x) => x.name.toLowerCase() === e.target.value.trim().toLowerCase());
                    setCareer(i, { ...c, name: e.target.value, ...(known ? { type: known.kind } : {}) });
                  }}
                />
                <FieldIssues issues={issues} path={['careers', i, 'name']} />
              </div>
              <SelectField<CareerType>
                label="Type"
                path={['careers', i, 'type']}
                issues={issues}
                value={c.type}
                choices={CAREER_TYPES.map((t) => ({ value: t, label: `${CAREER_TYPE_INFO[t].label} (${ACTION_WORDS[CAREER_TYPE_INFO[t].action]})` }))}
                onChange={(type) => setCareer(i, { ...c, type })}
              />
              <SelectField<'professional' | 'hobby'>
                label="Role"
                path={['careers', i, 'role']}
                issues={issues}
                value={c.role}
                choices={[{ value: 'professional', label: 'Professional' }, { value: 'hobby', label: 'Hobby' }]}
                onChange={(role) => setCareer(i, { ...c, role })}
              />
              <button type="button" className="small" onClick={() => removeRow('careers', i)} aria-label={`remove career ${c.name || i + 1}`}>Remove</button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="small"
          onClick={() => set('careers', [...sheet.careers, { name: '', type: CAREER_TYPES.find((t) => !sheet.careers.some((c) => c.type === t)) ?? 'quick', role: sheet.careers.some((c) => c.role === 'professional') ? 'hobby' : 'professional' }])}
        >
          Add a Career
        </button>
      </section>

      {sheet.kind === 'hero' && <Training sheet={sheet} issues={issues} onChange={(training) => set('training', training)} />}

      <section className="card" aria-labelledby="xp-title">
        <h2 id="xp-title">Experience <RuleChip ruleId="HLH-XP-01" text="Doubles rolled in an Attack are experience; upgrades are bought with them (HLH-XP-02)." /></h2>
        <div className="row">
          <NumberField label="Doubles" path={['doubles']} issues={issues} value={sheet.doubles} min={0} onChange={(v) => set('doubles', v)} />
          <NumberField label="Upgrades bought" path={['upgrades']} issues={issues} value={sheet.upgrades} min={0} onChange={(v) => set('upgrades', v)} />
        </div>
        <label htmlFor="field-notes">Notes</label>
        <textarea id="field-notes" rows={2} maxLength={2000} value={sheet.notes ?? ''} onChange={(e) => set('notes', e.target.value)} />
      </section>
    </div>
  );
}
