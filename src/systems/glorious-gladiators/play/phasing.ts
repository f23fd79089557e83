import { mainTypeOf, type MainType, type TypeCode } from '../catalog/vocabulary.ts';
import { conditionOn, formActive, formLevel, imposedOf } from './conditions.ts';
import { profile, type S, type WallHex } from './model.ts';

// Insubstantial and walls (GG-ABL-42, ruling GG-PLAY-85): while insubstantial a character moves
// through walls of its Types whose Damage Defence is no higher than its Level, as if they were not
// there. A wall a Wall ability made is of that ability's Types; any other wall or terrain is Solid.

/** The Types an insubstantial character is insubstantial to (its form's ability's Types). */
export function insubstantialTypes(s: S, id: string): string[] {
  const im = imposedOf(conditionOn(s, id, 'insubstantial'));
  const src = im && s.figures[im.from] ? profile(s, im.from).abilities.find((x) => x.key === im.ability) : profile(s, id).abilities.find((x) => x.form === 'insubstantial');
  return src ? [...src.types] : [];
}

function wallTypes(s: S, w: WallHex): readonly MainType[] {
  const maker = w.by && s.figures[w.by.figure] ? profile(s, w.by.figure).abilities.find((x) => x.key === w.by!.ability) : undefined;
  return maker ? maker.types.map(mainTypeOf) : ['solid'];
}

/** Which wall hexes a figure moves through without a roll, or null when it passes none. */
export function phasesThrough(s: S, id: string): ((w: WallHex) => boolean) | null {
  if (!formActive(s, id, 'insubstantial')) return null;
  const level = formLevel(s, id, 'insubstantial');
  const types = insubstantialTypes(s, id).map((t) => mainTypeOf(t as TypeCode));
  if (types.length === 0) return null;
  return (w) => w.defence <= level && wallTypes(s, w).some((t) => types.includes(t));
}
