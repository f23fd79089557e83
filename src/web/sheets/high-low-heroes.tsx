import type { FigureView, TableView } from '../connection.ts';
import { list, num, rec, words, type SheetView, type Stat } from './types.ts';

interface Slot { figure?: string; value?: number; actions?: number }
interface Turn { figure?: string; actions?: number; used?: number; moved?: number; option?: string | null }
interface Power { name?: string; category?: string; bonus?: number }
interface Career { name?: string; type?: string; role?: string }

const turnOf = (view: TableView): Turn | null => {
  const t = rec(view.sys).turn;
  return typeof t === 'object' && t !== null ? t : null;
};

function stats(f: FigureView, view: TableView): Stat[] {
  const s = rec(f.status);
  const sheet = rec(f.sheet);
  // An NPC whose sheet this seat may not see: its Life is the sheet's, the table sees only whether it is down.
  const hidden = s.life === null;
  const life = hidden ? (s.down === true ? 0 : 1) : num(s.life);
  const max = num(sheet.maxLife, Math.max(1, life));
  const out: Stat[] = [hidden ? { label: 'Life', value: s.down === true ? 'down' : 'standing', ruleId: 'HLH-DMG-01', tone: s.down === true ? 'bad' : 'good' } : {
    label: 'Life', value: f.sheet === null ? String(life) : `${life} / ${max}`, ruleId: 'HLH-DMG-01',
    ...(f.sheet === null ? {} : { fill: Math.max(0, life) / Math.max(1, max) }), tone: life <= 0 ? 'bad' : life < max ? 'warn' : 'good',
  }];
  if (life <= 0) out.push({ label: 'Unconscious', value: 'yes', ruleId: 'HLH-COND-01', tone: 'bad' });
  const slot = list(rec(view.sys).order).map((x) => x as Slot).find((x) => x.figure === f.id);
  // A hidden NPC's Initiative value is of its sheet (null): its actions, which the table sees it take, stay.
  const actions = slot ? `${num(slot.actions)} action${num(slot.actions) === 1 ? '' : 's'}` : '';
  if (view.phase === 'combat' && slot) out.push({ label: 'Initiative', value: slot.value === null ? actions : `${num(slot.value)} (${actions})`, ruleId: 'HLH-INIT-04' });
  const turn = turnOf(view);
  if (view.phase === 'combat' && turn?.figure === f.id) {
    out.push({ label: 'Actions left', value: String(Math.max(0, num(turn.actions) - num(turn.used))), ruleId: 'HLH-ACT-02' });
    if (num(turn.moved) > 0) out.push({ label: 'Moved', value: `${num(turn.moved)} squares`, ruleId: 'HLH-ACT-01' });
  }
  if (num(s.hurtRound) > 0 && num(s.hurtRound) === view.round) out.push({ label: 'Hurt this round', value: 'Initiative −1 next', ruleId: 'HLH-COND-03', tone: 'warn' });
  if (s.heroicEffortUsed === true) out.push({ label: 'Heroic Effort', value: 'used', ruleId: 'HLH-ACT-04' });
  if (num(sheet.doubles) > 0) out.push({ label: 'Doubles', value: String(num(sheet.doubles)), ruleId: 'HLH-XP-01' });
  return out;
}

function acting(view: TableView): string | null {
  const figure = turnOf(view)?.figure;
  return view.phase === 'combat' && typeof figure === 'string' ? figure : null;
}

/** Aspects, the actions that read High, Powers, Weakness and Careers. */
function Details({ figure }: { figure: FigureView }) {
  const sheet = rec(figure.sheet);
  const aspects = rec(sheet.aspects);
  const powers = list(sheet.powers).map((p) => p as Power);
  const careers = list(sheet.careers).map((c) => c as Career);
  return (
    <div className="small">
      {Object.keys(aspects).length > 0 && <p className="plain">{Object.values(aspects).map((v) => words(String(v))).join(' · ')}</p>}
      {powers.length > 0 && <p className="plain">Powers: {powers.map((p) => `${p.name ?? ''} +${num(p.bonus)} (${words(p.category ?? '')})`).join(', ')}</p>}
      {typeof sheet.weakness === 'string' && <p className="plain">Weakness: {words(sheet.weakness)} −1</p>}
      {careers.length > 0 && <p className="muted">Careers: {careers.map((c) => `${c.name ?? ''} (${words(c.type ?? '')}, ${c.role ?? ''})`).join(', ')}</p>}
    </div>
  );
}

/** At 0 Life a hero is unconscious ([HLH-COND-01]) and out of the fight. */
const out = (f: FigureView): string | null => {
  const s = rec(f.status);
  // A hidden Life says only whether it is down.
  return (s.life === null ? s.down === true : num(s.life) <= 0) ? 'Unconscious' : null;
};

export const hlhSheetView: SheetView = { acting, stats, out, Details };
