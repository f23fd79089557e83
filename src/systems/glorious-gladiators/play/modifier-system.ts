import type { ConditionDoc, TableEvent } from '../../../kernel/index.ts';
import { recoverWound } from './wound-recovery.ts';

// What the modifiers' and traits' own rules add to the system definition: commands, conditions
// and log lines for their events (the abilities' own are in ability-system.ts).

export const MODIFIER_COMMANDS = {
  'gg.recover-wound': recoverWound,
} as const;

export const MODIFIER_CONDITIONS: Readonly<Record<string, ConditionDoc>> = {};

/** A log line for a modifier's or trait's event, or null when it is not one of theirs. */
export function describeModifierEvent(e: TableEvent): string | null {
  const d = e.data as Record<string, unknown>;
  const who = (k: string) => String(d[k]);
  switch (e.type) {
    case 'gg.wound-recovered': return `${who('figure')} ${d.success ? `recovers to ${who('to')}` : 'does not recover'} (rolled ${who('face')} + ${who('bonus')} needing ${who('needed')}) [GG-DMG-05]`;
    default: return null;
  }
}
