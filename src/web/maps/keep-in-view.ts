import { useEffect, useRef } from 'react';

/**
 * Screen pixels per map unit below which cells get too small to read or to hit: a map that would
 * need less to fit its panel (figures spread far apart) keeps this scale and scrolls instead.
 */
export const MIN_SCALE = 0.8;

/**
 * The scrolling box around a map. When the spot the map centres on changes (the figure to move, the
 * keyboard cursor), the element inside marked `data-focus` is scrolled into view if it is out of
 * it. Only then: a map the user scrolled stays where they put it while the table updates.
 */
export function useKeepInView(focus: string) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || last.current === focus) return;
    last.current = focus;
    const spot = el.querySelector('[data-focus]');
    if (!spot) return;
    const r = spot.getBoundingClientRect();
    const b = el.getBoundingClientRect();
    if (r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom) return;
    el.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
    el.scrollTop += r.top + r.height / 2 - (b.top + b.height / 2);
  });
  return box;
}
