import type { EventDraft } from '../../../kernel/index.ts';
import type { GgStatus } from './model.ts';
import type { AbilityProfile } from './profile.ts';

// Shots (GG-MOD-58) and Limited Ammo (GG-MOD-40) on one ability both count (GG-PLAY-21): a load
// between reloads and the scene's uses, which no reload gives back. `used` counts uses since the
// last reload (for an ability without Shots, never reloaded, the scene's); only an ability with
// both keeps the scene's count apart, in `fired`, so the others' statuses and events stay as they were.

/** The rule that stops the ability now: Limited Ammo's spent scene before Shots' empty load; null while it may fire. */
export function outOfUses(st: GgStatus, a: AbilityProfile): 'GG-MOD-40' | 'GG-MOD-58' | null {
  const u = a.uses;
  if (!u) return null;
  const used = st.used[a.key] ?? 0;
  if (u.scene !== null && (u.load === null ? used : (st.fired?.[a.key] ?? 0)) >= u.scene) return 'GG-MOD-40';
  return u.load !== null && used >= u.load ? 'GG-MOD-58' : null;
}

/**
 * How many more uses the ability has before it must be reloaded or is spent for the scene: an
 * Autofire action spends one per attack (GG-PLAY-100), so it may make no more attacks than this.
 */
export function usesLeft(st: GgStatus, a: AbilityProfile): number {
  const u = a.uses;
  if (!u) return Number.POSITIVE_INFINITY;
  const used = st.used[a.key] ?? 0;
  const load = u.load === null ? Number.POSITIVE_INFINITY : u.load - used;
  const scene = u.scene === null ? Number.POSITIVE_INFINITY : u.scene - (u.load === null ? used : (st.fired?.[a.key] ?? 0));
  return Math.max(0, Math.min(load, scene));
}

/** The gg.used event for one more use of a limited ability. */
export function useEvent(st: GgStatus, figure: string, a: AbilityProfile): EventDraft {
  const u = a.uses!;
  const used = (st.used[a.key] ?? 0) + 1;
  if (u.load === null) return { type: 'gg.used', data: { figure, ability: a.key, used, of: u.scene! }, ruleIds: ['GG-MOD-40'] };
  if (u.scene === null) return { type: 'gg.used', data: { figure, ability: a.key, used, of: u.load }, ruleIds: ['GG-MOD-58'] };
  const fired = (st.fired?.[a.key] ?? 0) + 1;
  return { type: 'gg.used', data: { figure, ability: a.key, used, of: u.load, fired, ammo: u.scene }, ruleIds: ['GG-MOD-58', 'GG-MOD-40'] };
}
