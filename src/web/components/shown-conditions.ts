/**
 * The conditions a figure's card shows: all of them, except those another one on the figure
 * supersedes (a system's "Dead" says all there is of "Knocked out"). The state keeps both.
 */
export function shownConditions<C extends { id: string }>(
  conditions: readonly C[], docs: ReadonlyArray<{ id: string; supersedes?: readonly string[] }>,
): C[] {
  const hidden = new Set<string>();
  for (const c of conditions) for (const id of docs.find((d) => d.id === c.id)?.supersedes ?? []) hidden.add(id);
  return conditions.filter((c) => !hidden.has(c.id));
}
