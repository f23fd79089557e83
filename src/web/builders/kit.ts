import type { ComponentType } from 'react';
import { checkSheet, type AnySystem, type SheetIssue } from '../../kernel/index.ts';

export type Path = ReadonlyArray<string | number>;

/** A figure's total against its budget (GP for Glorious Gladiators); systems without points have none. */
export interface PointSummary {
  readonly unit: string;
  readonly total: number;
  readonly budget: number | null;
  readonly remaining: number | null;
  /** Extra lines under the total, e.g. "Abilities 38 GP", "Traits A 5 − D 3 = 2 GP". */
  readonly parts: ReadonlyArray<{ readonly label: string; readonly value: string; readonly ruleId?: string }>;
}

/** What the builder knows about a draft: every broken rule and, where the system prices, the points. */
export interface BuildCheck {
  readonly issues: readonly SheetIssue[];
  readonly points: PointSummary | null;
}

export interface EditorProps<Draft> {
  readonly draft: Draft;
  readonly onChange: (next: Draft) => void;
  readonly check: BuildCheck;
}

/**
 * One system's character builder in the browser. The rules (pricing, validation) are the
 * system's own pure code, the same the server runs on `figure.add`; the kit only lays them out.
 * Its form is generated from the system's catalogs (abilities, modifiers, skills, powers…).
 */
export interface BuilderKit<Draft = unknown> {
  readonly system: AnySystem;
  /** A new character with nothing chosen yet. */
  blank(): Draft;
  /** A sheet from a template or a file as a draft the editor can show, or the reasons it cannot. */
  load(json: unknown): { draft: Draft } | { issues: SheetIssue[] };
  /** The sheet's own name, when the system keeps one on the sheet. */
  nameOf(draft: Draft): string | null;
  check(draft: Draft): BuildCheck;
  readonly Editor: ComponentType<EditorProps<Draft>>;
}

/** The sheet's issues as the server finds them (`checkSheet`, the kernel's one check of a sheet). */
export function sheetIssues(system: AnySystem, json: unknown): SheetIssue[] {
  return checkSheet(system, json).issues;
}

/** Parses a sheet with the system's schema (defaults filled) for the editor. */
export function loadSheet<Draft>(system: AnySystem, json: unknown): { draft: Draft } | { issues: SheetIssue[] } {
  const { sheet, issues } = checkSheet(system, json);
  return sheet === null ? { issues } : { draft: sheet as Draft };
}

/** The DOM id of the field at a sheet path, so an issue can point at (and focus) its field. */
export function fieldId(path: Path): string {
  return `field-${path.map(String).join('-') || 'sheet'}`;
}

/**
 * Moves the focus to an element once the change just made has rendered: a removed line's Remove
 * button is gone, and a keyboard or screen-reader user would be left on the page's body.
 */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * After row `i` of a list of `length` rows is removed: the row that moves up into its place takes the
 * focus (each row is a focus target, `fieldId([...list, i])`), or the list itself after the last row,
 * so a keyboard user is neither dropped on the page nor left on the next row's Remove button.
 */
export function focusAfterRemoving(list: Path, i: number, length: number): void {
  focusSoon(fieldId(i + 1 < length ? [...list, i] : list));
}

const startsWith = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((p, i) => String(path[i]) === String(p));

/** Issues at this path exactly. */
export function issuesAt(issues: readonly SheetIssue[], path: Path): SheetIssue[] {
  return issues.filter((i) => i.path.length === path.length && startsWith(i.path, path));
}

/** Issues at this path or below it. */
export function issuesUnder(issues: readonly SheetIssue[], path: Path): SheetIssue[] {
  return issues.filter((i) => startsWith(i.path, path));
}

/** A copy of a value with the item at `path` replaced; the builder edits drafts immutably. */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value] as unknown[];
    copy[Number(head)] = setIn(copy[Number(head)], rest, next);
    return copy as T;
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  const key = String(head);
  const child = setIn(obj[key], rest, next);
  if (child === undefined) {
    const { [key]: _gone, ...others } = obj;
    return others as T;
  }
  return { ...obj, [key]: child } as T;
}

/** Human words for a sheet path ("Abilities › Damage › Modifiers"): the kernel's, as the CLI and server name the place. */
export { pathLabel } from '../../kernel/index.ts';
