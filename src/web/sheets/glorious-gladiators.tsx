import { profileOf, usesLeft, type GgSheet, type GgStatus } from '../../systems/glorious-gladiators/index.ts';
import type { FigureView, TableView } from '../connection.ts';
import { list, num, rec, words, type SheetView, type Stat } from './types.ts';

interface Pick { key?: string; name?: string; ability?: string; level?: number; types?: string[]; modifiers?: Array<{ id?: string }> }
interface Trait { id?: string; custom?: string; note?: string }

/** A sheet line's name by its key (the key in words when the sheet has none): the card's and the map's. */
export const abilityName = (sheet: unknown, key: string) => {
  const pick = list(rec(sheet).abilities).map((a) => a as Pick).find((a) => a.key === key);
  return pick?.name ?? words(key);
};

function stats(f: FigureView, view: TableView): Stat[] {
  const s = rec(f.status);
  const out: Stat[] = [];
  if (s.hits === null) {
    // An NPC whose sheet this seat may not see: its hits are the sheet's, the table sees only whether it is hurt (or out).
    const tone = s.out === true ? 'bad' : s.hurt === true ? 'warn' : 'good';
    out.push({ label: 'Hits', value: s.hurt === true ? 'hurt' : 'unhurt', ruleId: 'GG-DMG-01', tone });
  } else {
    const hits = num(s.hits);
    const max = Math.max(1, num(s.maxHits, 1));
    out.push({ label: 'Hits', value: `${hits} / ${max}`, ruleId: 'GG-DMG-01', fill: hits / max, tone: hits === 0 ? 'bad' : hits < max ? 'warn' : 'good' });
  }
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
  const uses = usesLine(f);
  if (uses) out.push({ label: 'Uses left', value: uses.text, ruleId: uses.ruleId, ...(uses.out ? { tone: 'warn' as const } : {}) });
  const boosted = list(s.boosted).map(String);
  if (boosted.length > 0) out.push({ label: 'Boosted', value: boosted.map((k) => abilityName(f.sheet, k)).join(', '), ruleId: 'GG-MOD-08' });
  if (typeof s.luck === 'number') out.push({ label: 'Luck dice', value: String(s.luck), ruleId: 'GG-ABL-45' });
  if (typeof s.wound === 'string') out.push({ label: 'Wound', value: s.wound, ruleId: 'GG-DMG-05', tone: 'bad' });
  if (acting(view) === f.id) out.push({ label: 'Actions left', value: String(num(rec(view.sys).actionsLeft)), ruleId: 'GG-ACT-01' });
  return out;
}

/**
 * What a Shots or Limited Ammo ability has left (GG-MOD-58, GG-MOD-40), counted by the rules' own
 * usesLeft on the profile play builds from the sheet: "Pistol 2/3, Grenades 0/3". Null when the seat
 * does not see the sheet or nothing on it is limited.
 */
function usesLine(f: FigureView): { text: string; ruleId: string; out: boolean } | null {
  if (f.sheet === null || typeof f.sheet !== 'object') return null;
  let limited;
  try {
    limited = profileOf(f.sheet as GgSheet).abilities.filter((a) => a.uses !== null);
  } catch {
    // A sheet the rules cannot read has nothing to count here; the server refuses it in play.
    return null;
  }
  if (limited.length === 0) return null;
  const status = { used: {}, ...rec(f.status) } as unknown as GgStatus;
  const parts = limited.map((a) => {
    const of = a.uses!.load ?? a.uses!.scene ?? 0;
    return { text: `${a.name} ${usesLeft(status, a)}/${of}`, left: usesLeft(status, a) };
  });
  const shots = limited.some((a) => a.uses!.load !== null);
  return { text: parts.map((p) => p.text).join(', '), ruleId: shots ? 'GG-MOD-58' : 'GG-MOD-40', out: parts.some((p) => p.left === 0) };
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
  // The minions on the sheet (GG-PLAY-211), by name: what its Summon may bring to the table.
  const minions = list(sheet.minions).map((m) => rec(m).name).filter((n): n is string => typeof n === 'string');
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
      {minions.length > 0 && <p className="small">Minions its Summon brings: {minions.join(', ')}</p>}
    </>
  );
}

/** Out of action may be reactivated; out of play is for good (GG-DMG-02). */
function out(f: FigureView): string | null {
  const s = rec(f.status);
  return s.outOfPlay === true ? 'Out of play' : s.out === true ? 'Out of action' : null;
}

export const ggSheetView: SheetView = { acting, stats, out, Details };
