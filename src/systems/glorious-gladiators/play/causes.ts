import type { Draft } from '../../../kernel/index.ts';
import { editStatus } from './copy.ts';
import type { Cause, GgStatus, S } from './model.ts';

// What put a figure's Hindrance points and drained Levels on it (ruling GG-PLAY-186): a Hinder's or a
// Drain's Types and Source, carried by its gg.hindered / gg.drained event as `by` and kept in
// status.causes until the points or that ability's Levels are all gone. A Hindrance or Drain Defence
// "of a named Type or Source" is added to removing them only if it applies to one of these
// (recovery-bonus.ts). The status field is absent until a Hinder or Drain takes hold.

type Data = Readonly<Record<string, unknown>>;
type Causes = NonNullable<GgStatus['causes']>;

const withCause = (list: readonly Cause[] | undefined, by: Cause): Cause[] => {
  const same = (c: Cause) => c.source === by.source && c.types.length === by.types.length && c.types.every((t, i) => t === by.types[i]);
  return list?.some(same) ? [...list] : [...(list ?? []), by];
};

/** Without a list that is empty now, and without the whole record when nothing is left (a status equal to one never hindered). */
function tidy(c: Causes): Causes | undefined {
  const out: Causes = {};
  if (c.hindrance && c.hindrance.length > 0) out.hindrance = c.hindrance;
  if (c.drained && Object.keys(c.drained).length > 0) out.drained = c.drained;
  return out.hindrance || out.drained ? out : undefined;
}

/** status.causes after a gg.hindered event: its Hinder added, or cleared with the last point. */
export function hinderedBy(x: Draft<GgStatus>, d: Data): Causes | undefined {
  const by = d.by as Cause | undefined;
  const hindrance = x.hindrance === 0 ? [] : by ? withCause(x.causes?.hindrance, by) : x.causes?.hindrance ?? [];
  return tidy({ ...x.causes, hindrance });
}

/** status.causes after a gg.drained event: its Drain added for that ability, or cleared with its last Level. */
export function drainedBy(x: Draft<GgStatus>, d: Data): Causes | undefined {
  const key = d.ability as string;
  const by = d.by as Cause | undefined;
  const { [key]: old, ...rest } = x.causes?.drained ?? {};
  const now = d.drained === 0 ? [] : by ? withCause(old, by) : old ?? [];
  return tidy({ ...x.causes, drained: now.length > 0 ? { ...rest, [key]: now } : rest });
}

/** Puts the record on, or takes the field off when nothing is left. */
export function setCauses(x: Draft<GgStatus>, c: Causes | undefined): void {
  if (c) x.causes = c;
  else delete x.causes;
}

/** What a Hinder or Drain records of itself: its Types and Source (GG-PLAY-186). */
export const causeOf = (a: { readonly types: readonly string[]; readonly source: string }): Cause =>
  ({ types: [...a.types], source: a.source });

/**
 * The table after a GM override (gm.set, ruling GG-PLAY-190): a Hindrance or an ability's drained Levels
 * the GM cleared or raised lose their record, as the GM's points name no Hinder or Drain (every defence
 * applies to them, and a later one is the only one recorded); lowered but not cleared, what is left is
 * what the recorded ones put on, and the record stays. Whatever the path (the value, the list, the
 * whole status): the values are compared. A GM who writes the record itself is obeyed.
 */
export function overriddenCauses(before: S, after: S, path: readonly string[]): S {
  if (path[0] !== 'figures' || path[2] !== 'status' || path[3] === 'causes') return after;
  const id = path[1]!;
  const now = after.figures[id]?.status as GgStatus | undefined;
  const was = before.figures[id]?.status as GgStatus | undefined;
  if (!now?.causes || !was) return after;
  const kept = (from: number, to: number) => to > 0 && to <= from;
  const c = now.causes;
  const drained = c.drained && Object.fromEntries(Object.entries(c.drained)
    .filter(([k]) => kept(was.drained[k] ?? 0, now.drained[k] ?? 0)));
  const hindrance = c.hindrance && kept(was.hindrance, now.hindrance) ? c.hindrance : undefined;
  const out = tidy({ ...(hindrance ? { hindrance } : {}), ...(drained ? { drained } : {}) });
  const same = out?.hindrance === c.hindrance && Object.keys(out?.drained ?? {}).length === Object.keys(c.drained ?? {}).length;
  return same ? after : editStatus(after, id, (x) => setCauses(x, out));
}
