import type { FigureView, TableView } from '../connection.ts';
import { list, num, rec, words, type SheetView, type Stat } from './types.ts';

interface Pick { key?: string; name?: string; ability?: string; level?: number; types?: string[]; modifiers?: Array<{ id?: string }> }
interface Trait { id?: string; custom?: string; note?: string }

const abilityName = (sheet: unknown, key: string) => {
  const pick = list(rec(sheet).abilities).map((a) => a as Pick).find((a) => a.key === key);
  return pick?.name ?? words(key);
};

function stats(f: FigureView, view: TableView): Stat[] {
  const s = rec(f.status);
  const out: Stat[] = [];
  const hits = num(s.hits);
  const max = Math.max(1, num(s.maxHits, 1));
  out.push({ label: 'Hits', value: `${hits} / ${max}`, ruleId: 'GG-DMG-01', fill: hits / max, tone: hits === 0 ? 'bad' : hits < max ? 'warn' : 'good' });
  if (s.outOfPlay === true) out.push({ label: 'Out of play', value: 'yes', ruleId: 'GG-DMG-02', tone: 'bad' });
  else if (s.out === true) out.push({ label: 'Out of action', value: `${num(s.outCount)}×`, ruleId: 'GG-DMG-02', tone: 'bad' });
  if (num(s.heroPoints) > 0) out.push({ label: 'Hero Points', value: String(num(s.heroPoints)), ruleId: 'GG-DICE-06' });
  if (num(s.hindrance) > 0) out.push({ label: 'Hindrance', value: String(num(s.hindrance)), ruleId: 'GG-ACT-01', tone: 'warn' });
  const drained = Object.entries(rec(s.drained)).filter(([, n]) => num(n) > 0);
  if (drained.length > 0) out.push({ label: 'Drained', value: drained.map(([k, n]) => `${abilityName(f.sheet, k)} −${num(n)}`).join(', '), ruleId: 'GG-ACT-01', tone: 'warn' });
  const weakened = Object.entries(rec(s.weakened)).filter(([, n]) => num(n) > 0);
  if (weakened.length > 0) out.push({ label: 'Weakened', value: weakened.map(([k, n]) => `${abilityName(f.sheet, k)} −${num(n)}`).join(', '), ruleId: 'GG-MOD-68', tone: 'warn' });
  const spent = list(s.spent).map(String);
  if (spent.length > 0) out.push({ label: 'Spent', value: spent.map((k) => abilityName(f.sheet, k)).join(', '), ruleId: 'GG-MOD-18' });
  const disarmed = list(s.disarmed).map(String);
  if (disarmed.length > 0) out.push({ label: 'Focus lost', value: disarmed.map((k) => abilityName(f.sheet, k)).join(', '), ruleId: 'GG-ATK-09', tone: 'warn' });
  if (typeof s.luck === 'number') out.push({ label: 'Luck dice', value: String(s.luck), ruleId: 'GG-ABL-45' });
  if (typeof s.wound === 'string') out.push({ label: 'Wound', value: s.wound, ruleId: 'GG-DMG-05', tone: 'bad' });
  if (acting(view) === f.id) out.push({ label: 'Actions left', value: String(num(rec(view.sys).actionsLeft)), ruleId: 'GG-ACT-01' });
  return out;
}

function acting(view: TableView): string | null {
  if (view.phase !== 'combat') return null;
  const sys = rec(view.sys);
  const order = list(sys.order);
  const at = order[num(sys.index)];
  return typeof at === 'string' ? at : null;
}

/** The build in words: each ability with its Level, Types and modifiers; the traits. */
function Details({ figure }: { figure: FigureView }) {
  const sheet = rec(figure.sheet);
  const abilities = list(sheet.abilities).map((a) => a as Pick);
  const traits = [...list(sheet.advantages), ...list(sheet.disadvantages)].map((t) => t as Trait);
  return (
    <>
      <ul className="plain small">
        {abilities.map((a, i) => (
          <li key={i}>
            <strong>{a.name ?? words(a.ability ?? '')}</strong> {a.level !== undefined && <>L{a.level}</>}{' '}
            <span className="muted">{[...(a.types ?? []).map(words), ...(a.modifiers ?? []).map((m) => words(m.id ?? ''))].join(' · ')}</span>
          </li>
        ))}
      </ul>
      {traits.length > 0 && <p className="small muted">{traits.map((t) => t.custom ?? words(t.id ?? '')).join(', ')}</p>}
    </>
  );
}

/** Out of action may be reactivated; out of play is for good (GG-DMG-02). */
function out(f: FigureView): string | null {
  const s = rec(f.status);
  return s.outOfPlay === true ? 'Out of play' : s.out === true ? 'Out of action' : null;
}

export const ggSheetView: SheetView = { acting, stats, out, Details };
