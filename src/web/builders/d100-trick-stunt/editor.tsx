import { useState } from 'react';
import {
  BANDS, BODY_PARTS, DEFAULT_SKILLS, SAMPLE_ARMOR, SAMPLE_WEAPONS, SCORES, WEAPON_KINDS,
  type Band, type D100Sheet, type Weapon, type WeaponKind,
} from '../../../systems/d100-trick-stunt/index.ts';
import { RuleChip } from '../../components/tip.tsx';
import { CheckField, FieldIssues, NumberField, SelectField, TextField } from '../fields.tsx';
import { fieldId, focusAfterRemoving, issuesUnder, type EditorProps } from '../kit.ts';
import { Picker, type PickerItem } from '../picker.tsx';
import { edited, rowKeys } from '../row-keys.ts';

const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SCORE_TEXT = 'Roll d100 under the score to succeed; scores are normally 1–100 and must be 1–200.';

const WEAPON_ITEMS: PickerItem[] = SAMPLE_WEAPONS.map(({ weapon: w, ruleId }) => ({
  id: w.id, name: w.name, ruleId, cost: `${w.damage} ${w.kind}, reaches ${w.range}${w.reload ? ', reload' : ''}${w.shots ? `, ${w.shots} shots` : ''}`,
  summary: 'Sample weapon (D100-CHAR-02); every field stays editable.',
}));

function uniqueId(sheet: D100Sheet, base: string): string {
  const ids = new Set(sheet.weapons.map((w) => w.id));
  let n = 1;
  while (ids.has(n === 1 ? base : `${base}-${n}`)) n++;
  return n === 1 ? base : `${base}-${n}`;
}

/**
 * The d100 Trick/Stunt sheet ([D100-CHAR-01]): the name, the four scores, Life and Power, skills
 * (with what each falls back to), weapons from the samples or made up, the weapon in hand, armor,
 * maims and flags. Validation is the system's (validateD100Sheet through its check).
 */
export function D100Editor({ draft: sheet, onChange, check }: EditorProps<D100Sheet>) {
  const { issues } = check;
  const [newSkill, setNewSkill] = useState('');
  const set = <K extends keyof D100Sheet>(key: K, value: D100Sheet[K]) => onChange({ ...sheet, [key]: value });
  const setWeapon = (i: number, w: Weapon | null) => {
    const weapons = w === null ? sheet.weapons.filter((_, k) => k !== i) : sheet.weapons.map((x, k) => (k === i ? edited(x, w) : x));
    const removed = w === null ? sheet.weapons[i]?.id : undefined;
    onChange({ ...sheet, weapons, wielded: removed !== undefined && sheet.wielded === removed ? null : sheet.wielded });
  };
  // Weapon and maim rows keyed by the row, not its place: removing one above keeps a row's own state (row-keys.ts).
  const weaponKeys = rowKeys(sheet.weapons);
  const maimKeys = rowKeys(sheet.maims);
  const extraSkills = Object.keys(sheet.skills).filter((s) => !DEFAULT_SKILLS.some((d) => d.id === s));
  const armorChoice = sheet.armor === null ? 'none' : SAMPLE_ARMOR.find((a) => a.armor.name === sheet.armor?.name && a.armor.rating === sheet.armor.rating)?.id ?? 'custom';

  // An empty box leaves the name out (the sheet's name is optional), rather than keeping "" that
  // the rules would then flag as an empty name.
  const setName = (v: string) => {
    const { name: _old, ...rest } = sheet;
    onChange(v === '' ? rest : { ...rest, name: v });
  };

  return (
    <div className="d100-editor">
      <section className="card" aria-labelledby="who-title">
        <h2 id="who-title">Who</h2>
        <div className="row">
          <TextField label="Name" path={['name']} issues={issues} value={sheet.name ?? ''} onChange={setName} maxLength={60} placeholder="optional" wide />
        </div>
      </section>

      <section className="card" aria-labelledby="scores-title">
        <h2 id="scores-title">Scores <RuleChip ruleId="D100-CHAR-01" text={SCORE_TEXT} /></h2>
        <div className="row">
          {SCORES.map((k) => (
            <NumberField
              key={k}
              label={word(k)}
              path={[k]}
              issues={issues}
              value={sheet[k]}
              min={1}
              max={200}
              onChange={(v) => set(k, v)}
            />
          ))}
        </div>
        <div className="row">
          <NumberField label="Life" path={['life']} issues={issues} value={sheet.life} min={1} onChange={(v) => set('life', v)} hint="above 0 for a new character" />
          <NumberField label="Max Life" path={['maxLife']} issues={issues} value={sheet.maxLife} min={1} onChange={(v) => set('maxLife', v)} />
          <NumberField
            label={<>Power <RuleChip ruleId="D100-DMG-01" text="Added to melee, thrown and unarmed damage." /></>}
            path={['power']}
            issues={issues}
            value={sheet.power}
            min={0}
            max={50}
            onChange={(v) => set('power', v)}
          />
        </div>
      </section>

      <section className="card" aria-labelledby="skills-title" id={fieldId(['skills'])} tabIndex={-1}>
        <h2 id="skills-title">Skills <RuleChip ruleId="D100-SKILL-01" text="A skill missing from the sheet falls back to a score (Dodge to Agility, Block to Strength; D100-SKILL-02 for the rest)." /></h2>
        <table className="skills">
          <thead><tr><th scope="col">Skill</th><th scope="col">Trained</th><th scope="col">Score</th></tr></thead>
          <tbody>
            {DEFAULT_SKILLS.map((s) => {
              const trained = sheet.skills[s.id] !== undefined;
              return (
                <tr key={s.id}>
                  <th scope="row">{s.name} <RuleChip ruleId={s.ruleId} text={`Untrained, it uses ${word(s.fallback)}.`} /></th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${s.name} trained`}
                      checked={trained}
                      onChange={(e) => set('skills', e.target.checked ? { ...sheet.skills, [s.id]: sheet[s.fallback] } : dropKey(sheet.skills, s.id))}
                    />
                  </td>
                  <td>
                    {trained
                      ? <NumberField label={<span className="sr-only">{s.name} score</span>} path={['skills', s.id]} issues={issues} value={sheet.skills[s.id] ?? 0} onChange={(v) => set('skills', { ...sheet.skills, [s.id]: v })} />
                      : <span className="muted">{word(s.fallback)} {sheet[s.fallback]}</span>}
                  </td>
                </tr>
              );
            })}
            {extraSkills.map((s) => (
              <tr key={s}>
                <th scope="row">{word(s)}</th>
                <td><button type="button" className="small" onClick={() => set('skills', dropKey(sheet.skills, s))} aria-label={`remove ${s}`}>Remove</button></td>
                <td><NumberField label={<span className="sr-only">{s} score</span>} path={['skills', s]} issues={issues} value={sheet.skills[s] ?? 0} onChange={(v) => set('skills', { ...sheet.skills, [s]: v })} /></td>
              </tr>
            ))}
          </tbody>
        </table>
        <form
          className="row"
          aria-label="add a skill"
          onSubmit={(e) => {
            e.preventDefault();
            const id = newSkill.trim().toLowerCase().replace(/\s+/g, '-');
            if (id) set('skills', { ...sheet.skills, [id]: 40 });
            setNewSkill('');
          }}
        >
          <label htmlFor="new-skill">Another skill</label>
          <input id="new-skill" value={newSkill} onChange={(e) => setNewSkill(e.target.value)} placeholder="e.g. swim" maxLength={30} />
          <button type="submit" className="small" disabled={!newSkill.trim()}>Add skill</button>
        </form>
      </section>

      <section className="card" aria-labelledby="weapons-title" id={fieldId(['weapons'])} tabIndex={-1}>
        <h2 id="weapons-title">Weapons <RuleChip ruleId="D100-CHAR-02" text="Sample weapons are not from the seed; the GM may change any field." /></h2>
        {sheet.weapons.length === 0 && <p className="muted">Unarmed: fists and Power.</p>}
        <ul className="weapon-list">
          {sheet.weapons.map((w, i) => {
            const at = ['weapons', i];
            return (
              <li key={weaponKeys[i]} className={`weapon${issuesUnder(issues, at).length ? ' invalid' : ''}`} id={fieldId(at)} tabIndex={-1}>
                <div className="row">
                  <TextField label="Name" path={[...at, 'name']} issues={issues} value={w.name} onChange={(name) => setWeapon(i, { ...w, name })} maxLength={60} />
                  <TextField label="Damage" path={[...at, 'damage']} issues={issues} value={w.damage} onChange={(damage) => setWeapon(i, { ...w, damage })} placeholder="1d8" />
                  <SelectField<WeaponKind> label="Kind" path={[...at, 'kind']} issues={issues} value={w.kind} choices={WEAPON_KINDS.map((k) => ({ value: k, label: word(k) }))} onChange={(kind) => setWeapon(i, { ...w, kind })} />
                  <SelectField<Band> label="Reaches" path={[...at, 'range']} issues={issues} value={(BANDS as readonly string[]).includes(w.range) ? w.range as Band : ''} choices={BANDS.map((b) => ({ value: b, label: word(b) }))} onChange={(range) => setWeapon(i, { ...w, range })} />
                  <NumberField label="Shots" path={[...at, 'shots']} issues={issues} value={w.shots ?? null} onChange={(shots) => setWeapon(i, { ...w, shots })} onEmpty={() => setWeapon(i, dropKey(w, 'shots'))} hint="empty: no reloading" />
                  <CheckField label="Reload after each shot" path={[...at, 'reload']} issues={issues} value={w.reload ?? false} onChange={(v) => setWeapon(i, v ? { ...w, reload: true } : dropKey(w, 'reload'))} />
                  <CheckField label="Bash damage" path={[...at, 'bash']} issues={issues} value={w.bash ?? false} onChange={(v) => setWeapon(i, v ? { ...w, bash: true } : dropKey(w, 'bash'))} />
                  <SelectField<'default' | 'yes' | 'no'>
                    label="Dodgeable"
                    path={[...at, 'dodgeable']}
                    issues={issues}
                    value={w.dodgeable === undefined ? 'default' : w.dodgeable ? 'yes' : 'no'}
                    choices={[{ value: 'default', label: w.kind === 'ranged' ? 'default (no)' : 'default (yes)' }, { value: 'yes', label: 'yes' }, { value: 'no', label: 'no' }]}
                    onChange={(v) => setWeapon(i, v === 'default' ? dropKey(w, 'dodgeable') : { ...w, dodgeable: v === 'yes' })}
                  />
                  <button
                    type="button"
                    className="small"
                    onClick={() => {
                      setWeapon(i, null);
                      focusAfterRemoving(['weapons'], i, sheet.weapons.length);
                    }}
                    aria-label={`remove ${w.name}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="row">
          <Picker
            label="Add a sample weapon"
            items={WEAPON_ITEMS}
            onPick={(id) => {
              const sample = SAMPLE_WEAPONS.find((x) => x.weapon.id === id)!.weapon;
              onChange({ ...sheet, weapons: [...sheet.weapons, { ...sample, id: uniqueId(sheet, sample.id) }] });
            }}
          />
          <button type="button" className="small" onClick={() => onChange({ ...sheet, weapons: [...sheet.weapons, { id: uniqueId(sheet, 'weapon'), name: 'New weapon', damage: '1d6', kind: 'melee', range: 'close' }] })}>
            Make up a weapon
          </button>
        </div>
        <SelectField
          label="In hand"
          path={['wielded']}
          issues={issues}
          value={sheet.wielded ?? 'unarmed'}
          choices={[{ value: 'unarmed', label: 'nothing (unarmed)' }, ...sheet.weapons.map((w) => ({ value: w.id, label: w.name }))]}
          onChange={(v) => set('wielded', v === 'unarmed' ? null : v)}
        />
      </section>

      <section className="card" aria-labelledby="armor-title">
        <h2 id="armor-title">Armor <RuleChip ruleId="D100-DMG-02" text="Armor absorbs its rating in wounds from every hit." /></h2>
        <div className="row">
          <SelectField
            label="Armor"
            path={['armor']}
            issues={issues}
            value={armorChoice}
            choices={[{ value: 'none', label: 'none' }, ...SAMPLE_ARMOR.map((a) => ({ value: a.id, label: `${a.armor.name} (${a.armor.rating})` })), { value: 'custom', label: 'other…' }]}
            onChange={(v) => set('armor', v === 'none' ? null : v === 'custom' ? { name: 'Armor', rating: 1 } : { ...SAMPLE_ARMOR.find((a) => a.id === v)!.armor })}
          />
          {sheet.armor && armorChoice === 'custom' && (
            <>
              <TextField label="Name" path={['armor', 'name']} issues={issues} value={sheet.armor.name} onChange={(name) => set('armor', { ...sheet.armor!, name })} />
              <NumberField label="Rating" path={['armor', 'rating']} issues={issues} value={sheet.armor.rating} min={0} max={20} onChange={(rating) => set('armor', { ...sheet.armor!, rating })} />
            </>
          )}
        </div>
      </section>

      <section className="card" aria-labelledby="maims-title" id={fieldId(['maims'])} tabIndex={-1}>
        <h2 id="maims-title">Maims and features <RuleChip ruleId="D100-COND-02" text="A maim gives −20 to every check that needs the body part." /></h2>
        <FieldIssues issues={issues} path={['maims']} />
        <ul className="plain">
          {sheet.maims.map((m, i) => (
            <li key={maimKeys[i]} id={fieldId(['maims', i])} tabIndex={-1}>
              {m.part}: −20 to {m.affects.join(', ') || 'nothing listed'}{' '}
              <button
                type="button"
                className="small"
                onClick={() => {
                  set('maims', sheet.maims.filter((_, k) => k !== i));
                  focusAfterRemoving(['maims'], i, sheet.maims.length);
                }}
                aria-label={`remove maim ${m.part}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <SelectField
          label="Add a maim"
          path={['maims', 'add']}
          issues={[]}
          value=""
          placeholder="choose a body part…"
          choices={BODY_PARTS.map((p) => ({ value: p.id, label: `${p.name} (−20 to ${p.affects.join(', ')})` }))}
          onChange={(id) => {
            const part = BODY_PARTS.find((p) => p.id === id)!;
            set('maims', [...sheet.maims, { part: part.name, affects: [...part.affects] }]);
          }}
        />
        <CheckField
          label={<>Attacks twice a turn <RuleChip ruleId="D100-TURN-02" text="A feature (e.g. a power) that allows two Attacks in one turn." /></>}
          path={['flags', 'attackTwice']}
          issues={issues}
          value={sheet.flags.attackTwice}
          onChange={(v) => set('flags', { ...sheet.flags, attackTwice: v })}
        />
        <label htmlFor="field-notes">Notes</label>
        <textarea id="field-notes" rows={2} maxLength={2000} value={sheet.notes ?? ''} onChange={(e) => set('notes', e.target.value)} />
      </section>
    </div>
  );
}

function dropKey<T extends object>(value: T, key: string): T {
  const { [key]: _gone, ...rest } = value as Record<string, unknown>;
  return rest as T;
}
