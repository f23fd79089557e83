import { patchFigure, updateFigure } from '../../../kernel/index.ts';
import { editStatus, editSys } from './copy.ts';
import type { GgStatus, GgSys, Opening, S, Zone } from './model.ts';

/**
 * How the events of the abilities' own rules change the table (the rest is in apply.ts). As there,
 * every number is decided in the resolution and carried in the event.
 */
type D = Record<string, unknown>;

export const ABILITY_APPLY: Readonly<Record<string, (s: S, d: D) => S>> = {
  /** A figure's turn is played by another seat (Mind Control, Possession) or the GM (Madness). */
  'gg.control': (s, d) => {
    const id = d.figure as string;
    if (!s.figures[id]) return s;
    const lentFrom = (s.figures[id].status as GgStatus).lentFrom ?? s.figures[id].controller;
    const moved = updateFigure(s, id, (f) => patchFigure(f, { controller: d.controller as string }));
    return editStatus(moved, id, (x) => {
      x.lentFrom = lentFrom;
    });
  },
  'gg.absorbed': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.absorbed = { ...x.absorbed, [d.ability as string]: d.absorbed as number };
  }),
  'gg.luck': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.luck = d.luck as number;
  }),
  'gg.copied': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.copied = d.copied as GgStatus['copied'];
  }),
  'gg.openings': (s, d) => editSys(s, (y) => {
    y.openings = d.openings as Opening[];
  }),
  'gg.zones': (s, d) => editSys(s, (y) => {
    y.zones = d.zones as Zone[];
  }),
  // Which compelled moves it made this turn: Fear's, Desire's or both (GG-PLAY-198).
  'gg.fled': (s, d) => editSys(s, (y) => {
    y.fled = fledAfter(y.fled, d.compelled === 'desire' ? 'desire' : 'afraid');
  }),
  'gg.attacked': (s, d) => editSys(s, (y) => {
    y.lastAttack = d.forget ? null : { figure: d.figure as string, target: d.target as string };
  }),
  /** A Summon's minions lost for the day, counted anew (GG-PLAY-240). */
  'gg.minions-lost': (s, d) => editStatus(s, d.figure as string, (x) => {
    const { [d.ability as string]: _was, ...rest } = x.minionsLost ?? {};
    x.minionsLost = (d.lost as number) > 0 ? { ...rest, [d.ability as string]: d.lost as number } : rest;
  }),
  /** A new figure takes its place in the order right after the one that made it. */
  'gg.joined': (s, d) => editSys(s, (y) => {
    y.order = d.order as string[];
    y.baseOrder = d.baseOrder as string[];
  }),
};

/** `sys.fled` once the compelled move `made` is made (GG-PLAY-198): Fear's flee is true, as it was before Desire counted apart. */
function fledAfter(was: GgSys['fled'], made: 'afraid' | 'desire'): true | 'drawn' | 'both' {
  const other = made === 'afraid' ? was === 'drawn' || was === 'both' : was === true || was === 'both';
  return other ? 'both' : made === 'afraid' ? true : 'drawn';
}
