import type { AnySystem } from '../kernel/index.ts';

/**
 * The character a system's builder is working on, kept in this browser's localStorage so it
 * survives a reload and the balance lab can put it in a fight.
 */
export const draftKey = (system: string) => `arbiter.draft.${system}`;

/** A character to fight with: its sheet and the name to show. */
export interface NamedSheet {
  readonly name: string;
  readonly sheet: unknown;
}

/** A character's name from its sheet, or null: each system keeps it its own way. */
export type Namer = (sheet: unknown) => string | null;

/** A system's own reading of a sheet's name, for sheets that fit its schema; null for any other. */
export function systemNamer(system: AnySystem): Namer {
  return (sheet) => {
    const parsed = system.sheet.safeParse(sheet);
    return parsed.success ? system.nameOf(parsed.data) : null;
  };
}

const noName: Namer = () => null;

/**
 * Saves the builder's draft, unless the system's schema refuses it (a Level box at 0, a name being
 * retyped): the builder restores only a draft that loads, so saving that one would start the next
 * visit on a blank character. The last draft that loads stays saved instead.
 */
export function keepDraft(system: string, draft: unknown, kit: { load(json: unknown): object }): void {
  if ('draft' in kit.load(draft)) localStorage.setItem(draftKey(system), JSON.stringify(draft));
}

/** What the builder last saved for a system, parsed, or null when there is none (or it is not JSON). */
export function savedDraft(system: string): unknown {
  const saved = localStorage.getItem(draftKey(system));
  if (!saved) return null;
  try {
    return JSON.parse(saved) as unknown;
  } catch {
    return null;
  }
}

/** The builder's draft for a system, named, or null when there is none (or it is not JSON). */
export function readDraft(system: string, nameOf: Namer = noName): NamedSheet | null {
  const sheet = savedDraft(system);
  return sheet === null ? null : { name: nameOf(sheet) ?? 'builder character', sheet };
}

const WRAPPER_KEYS = new Set(['name', 'sheet', 'position', 'side', 'id']);

/**
 * A character file as `arbiter sim` reads one: a bare sheet (the builder's export), or
 * `{ name?, sheet, position? }`. The server checks the sheet itself when it is simulated.
 */
export function parseCharacterFile(text: string, fileName: string, nameOf: Namer = noName): NamedSheet | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return { error: `${fileName} is not a character file (not JSON).` };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { error: `${fileName} is not a character file (not a JSON object).` };
  const raw = json as Record<string, unknown>;
  const wrapped = typeof raw.sheet === 'object' && raw.sheet !== null && Object.keys(raw).every((k) => WRAPPER_KEYS.has(k));
  const sheet = wrapped ? raw.sheet : raw;
  const name = (wrapped && typeof raw.name === 'string' && raw.name.trim() ? raw.name : null) ?? nameOf(sheet) ?? fileName.replace(/\.json$/i, '');
  return { name, sheet };
}
