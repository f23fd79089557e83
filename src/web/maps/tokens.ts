import type { FigureView } from '../connection.ts';

/** A token's short name: initials of a long name, else its first letters, plus any number ("MCG2"). */
export function short(name: string): string {
  const number = /\s(\d+)$/.exec(name)?.[1] ?? '';
  const words = name.replace(/\s\d+$/, '').split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !/^(of|or|and|the)$/i.test(w));
  const base = words.length > 1 ? words.map((w) => w[0]!.toUpperCase()).join('').slice(0, 3) : name.slice(0, 3);
  return `${base}${number}`;
}

/** A token's name as read out: the short form on the token first, so a voice user can say what they see. */
export function tokenWords(name: string): string {
  const mark = short(name);
  return mark === name ? name : `${mark}: ${name}`;
}

/**
 * A map token as read out and hovered: its name, side and place, and why it is out of the fight
 * when it is (a fallen figure keeps its place on the map, greyed).
 */
export function tokenLabel(f: FigureView, place: string, out: string | null): string {
  return `${tokenWords(f.name)}, ${f.side}, ${place}${out ? `, ${out}` : ''}`;
}
