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

/** A condition's timer as the kernel keeps it (durations.ts Expiry). */
type Expiry = { at?: unknown; of?: unknown; turns?: unknown; rounds?: unknown };

/**
 * How long a timed condition lasts, in words for its chip ("until Mindwarp's next turn"), or null
 * for one that lasts until something ends it. A condition that ends with someone's turn says whose.
 */
export function expiryWords(expires: unknown, names: ReadonlyMap<string, string>): string | null {
  if (typeof expires !== 'object' || expires === null) return null;
  const e = expires as Expiry;
  if (e.at === 'round-end') {
    const rounds = typeof e.rounds === 'number' ? e.rounds : 1;
    return rounds <= 1 ? 'until the round ends' : `for ${rounds} rounds`;
  }
  if (typeof e.of !== 'string') return null;
  const whose = `${names.get(e.of) ?? e.of}'s`;
  const turns = typeof e.turns === 'number' ? e.turns : 1;
  if (e.at !== 'turn-start' && e.at !== 'turn-end') return null;
  if (turns > 1) return `for ${whose} next ${turns} turns`;
  return e.at === 'turn-start' ? `until ${whose} next turn` : `until the end of ${whose} turn`;
}
