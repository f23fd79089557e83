import { EVENT_LIST } from '../../dice/index.ts';
import { folded, tickConditions, type Figure } from '../../kernel/index.ts';
import { anyExpiring, grappledBy, grappling } from './figures.ts';
import type { D100State } from './model.ts';
import { advance } from './turn.ts';
import { put, putKernel, work, type Step, type Work } from './work.ts';

const LEFT = ['D100-INIT-03'];

/**
 * A figure the GM took off the table (`table.figure.removed` already folded; `gone` is its last
 * record), in any phase. A hold it had or was in ends (the GM's doing). Its range bands and used
 * Tricks are forgotten. In combat it leaves the side's queue and the list of those who acted; on
 * its turn, the turn ends as if it had ended it (its turn-end durations tick) and passes to whoever
 * acts next ([D100-INIT-03], [D100-INIT-04]), which may be a new round.
 * With no turn under way (the GM about to pick among NPCs), the pick is asked again: one NPC
 * left begins at once.
 */
export function* d100FigureRemoved(state: D100State, gone: Figure): Step<ReturnType<typeof folded> | void> {
  const w = work(state, yield EVENT_LIST);
  releaseHolds(w, gone);
  if (state.phase !== 'combat') {
    // Out of combat too its bands and Tricks go: a figure added later may get its id (the web client reuses free ids).
    put(w, 'd100.left', { figure: gone.id, hadTurn: false }, LEFT);
    return folded(w.state);
  }
  const s = w.state.sys;
  const hadTurn = s.current === gone.id;
  if (hadTurn && anyExpiring(w.state)) putKernel(w, tickConditions(w.state, { at: 'turn-end', figure: gone.id }));
  put(w, 'd100.left', { figure: gone.id, hadTurn }, LEFT);
  if (w.state.sys.current === null) {
    const rest = advance(w);
    if (rest) yield* rest;
  }
  return folded(w.state);
}

/** Holds with the figure that left: the one it held, or the one holding it, is free (D100-GRAP-03). */
function releaseHolds(w: Work, gone: Figure): void {
  const held = grappling(gone);
  if (held !== undefined && w.state.figures[held]) put(w, 'd100.released', { victim: held, grappler: gone.id, reason: 'gm' }, ['D100-GRAP-03']);
  const by = grappledBy(gone)?.by;
  if (by !== undefined && w.state.figures[by]) put(w, 'd100.released', { victim: gone.id, grappler: by, reason: 'gm' }, ['D100-GRAP-03']);
}
