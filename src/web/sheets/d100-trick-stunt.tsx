import type { FigureView, TableView } from '../connection.ts';
import { list, num, rec, words, type SheetView, type Stat } from './types.ts';

interface Weapon { id?: string; name?: string; damage?: string; kind?: string; range?: string; shots?: number }

const weaponName = (sheet: unknown, id: string) => list(rec(sheet).weapons).map((w) => w as Weapon).find((w) => w.id === id)?.name
  ?? words(id);

function stats(f: FigureView): Stat[] {
  const s = rec(f.status);
  const sheet = rec(f.sheet);
  // An NPC whose sheet this seat may not see: its Life is the sheet's, the table sees only whether it is down.
  const hidden = s.life === null;
  const life = hidden ? (s.down === true ? 0 : 1) : num(s.life);
  const max = num(sheet.maxLife, Math.max(1, life));
  const out: Stat[] = [hidden ? { label: 'Life', value: s.down === true ? 'down' : 'standing', ruleId: 'D100-DMG-01', tone: s.down === true ? 'bad' : 'good' } : {
    label: 'Life', value: f.sheet === null ? String(life) : `${life} / ${max}`, ruleId: 'D100-DMG-01',
    ...(f.sheet === null ? {} : { fill: Math.max(0, life) / Math.max(1, max) }), tone: life <= 0 ? 'bad' : life < max ? 'warn' : 'good',
  }];
  const wielded = typeof s.wielded === 'string' ? s.wielded : null;
  out.push({ label: 'In hand', value: wielded === null ? 'unarmed' : weaponName(f.sheet, wielded), ruleId: 'D100-READY-02' });
  for (const [id, n] of Object.entries(rec(s.ammo))) out.push({ label: `${weaponName(f.sheet, id)} shots`, value: String(num(n)), ruleId: 'D100-READY-03' });
  const broken = list(s.broken).map(String);
  if (broken.length > 0) out.push({ label: 'Broken', value: broken.map((id) => weaponName(f.sheet, id)).join(', '), ruleId: 'D100-CRIT-02', tone: 'warn' });
  const dropped = list(s.dropped).map((d) => String(rec(d).weapon));
  if (dropped.length > 0) out.push({ label: 'On the ground', value: dropped.map((id) => weaponName(f.sheet, id)).join(', '), ruleId: 'D100-READY-02' });
  if (typeof s.deathRoll === 'string') out.push({ label: 'Death Table', value: s.deathRoll, ruleId: 'D100-DEATH-03', tone: 'bad' });
  const armor = rec(sheet.armor);
  if (typeof armor.name === 'string') out.push({ label: 'Armor', value: `${armor.name} (${num(armor.rating)})`, ruleId: 'D100-DMG-02' });
  return out;
}

function acting(view: TableView): string | null {
  const current = rec(view.sys).current;
  return view.phase === 'combat' && typeof current === 'string' ? current : null;
}

/** The four scores, the trained skills and the weapons. */
function Details({ figure }: { figure: FigureView }) {
  const sheet = rec(figure.sheet);
  const skills = Object.entries(rec(sheet.skills));
  const weapons = list(sheet.weapons).map((w) => w as Weapon);
  return (
    <div className="small">
      <p className="plain">
        {(['strength', 'agility', 'mind', 'charm'] as const).map((k) => <span key={k} className="score">{words(k)} <strong>{num(sheet[k])}</strong> </span>)}
        <span className="score">Power <strong>{num(sheet.power)}</strong></span>
      </p>
      {skills.length > 0 && <p className="muted">Skills: {skills.map(([k, v]) => `${words(k)} ${num(v)}`).join(', ')}</p>}
      {weapons.length > 0 && <p className="muted">Weapons: {weapons.map((w) => `${w.name ?? ''} ${w.damage ?? ''} (${w.kind ?? ''}, ${w.range ?? ''})`).join('; ')}</p>}
    </div>
  );
}

// The conditions that end a figure's part in the fight ([D100-COND-01], [D100-COND-03],
// [D100-FLEE-01], [D100-COND-02]), the gravest first: a dead figure may also be knocked out.
const OUT: ReadonlyArray<readonly [string, string]> = [['dead', 'Dead'], ['fled', 'Fled'], ['ko', 'Knocked out'], ['maimed', 'Maimed out of the fight']];

function out(f: FigureView): string | null {
  for (const [id, words] of OUT) if (f.conditions.some((c) => c.id === id)) return words;
  return null;
}

export const d100SheetView: SheetView = { acting, stats, out, Details };
