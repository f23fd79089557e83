import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkSheet, issueLines, type AnySystem, type Combatant, type Json } from '../kernel/index.ts';
import { CliError } from './io.ts';

/** Reads a JSON file with a clear error (exit 2) instead of a stack trace. */
export function readJson(cwd: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch {
    throw new CliError('FILE_NOT_FOUND', `cannot read ${file}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError('BAD_JSON', `${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * A fighter for `arbiter sim`: a template id of the system, a file holding a bare sheet, or a
 * file holding `{ name?, sheet, position? }`. The sheet is validated by the system's own rules.
 */
export function loadCombatant(system: AnySystem, cwd: string, ref: string, id: string, side: string): Combatant {
  const template = system.templates.find((t) => t.id === ref);
  if (template) return { id, name: template.name, side, sheet: template.sheet };
  const raw = readJson(cwd, ref) as Record<string, unknown>;
  const wrapped = raw && typeof raw === 'object' && 'sheet' in raw && !system.sheet.safeParse(raw).success;
  const sheetInput = wrapped ? raw.sheet : raw;
  const { sheet, issues } = checkSheet(system, sheetInput);
  if (issues.length > 0) throw new CliError('INVALID_CHARACTER', `${ref}: ${issueLines(issues, sheetInput).join('; ')}`);
  const name = (wrapped && typeof raw.name === 'string' ? raw.name : undefined) ?? system.nameOf(sheet) ?? id;
  const position = wrapped && raw.position !== undefined ? { position: raw.position as Json } : {};
  return { id, name, side, sheet, ...position };
}
