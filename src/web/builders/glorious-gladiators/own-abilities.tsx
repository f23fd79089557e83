import type { SheetIssue } from '../../../kernel/index.ts';
import type { OptionValue } from '../../../systems/glorious-gladiators/index.ts';
import { CheckGroup } from '../fields.tsx';
import type { Path } from '../kit.ts';

/**
 * The character's other abilities, ticked by name and kept by key, as play finds them: Linked Ability's
 * abilities (GG-MOD-41) and those an Absorption feeds (GG-BLD-31). The builder shows keys nowhere, so a
 * player typing names got lines that never fired. An entry that is no other ability's key (a name typed
 * before, an ability since removed) stays listed, ticked, so it can be unticked; the check says what it is.
 */
export function OwnAbilities({ label, value, path, issues, others, onChange }: {
  label: string;
  value: OptionValue | undefined;
  path: Path;
  issues: readonly SheetIssue[];
  others: ReadonlyArray<{ key: string; name: string }>;
  onChange: (v: string[] | undefined) => void;
}) {
  const list = Array.isArray(value) ? value : [];
  const stale = list.filter((key) => !others.some((o) => o.key === key));
  return (
    <CheckGroup
      label={label}
      path={path}
      issues={issues}
      value={list}
      choices={[...others.map((o) => ({ value: o.key, label: o.name })), ...stale.map((key) => ({ value: key, label: `“${key}” (no other ability's key)` }))]}
      onChange={(v) => onChange(v.length > 0 ? v : undefined)}
    />
  );
}
