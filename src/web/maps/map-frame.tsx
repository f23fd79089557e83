import type { KeyboardEvent, ReactNode } from 'react';
import { MIN_SCALE, useKeepInView } from './keep-in-view.ts';

/**
 * A map's drawing in its scrolling box (keep-in-view.ts): one tab stop the keyboard drives, never
 * under MIN_SCALE a unit, and the element marked `data-focus` scrolled into view when `focus` changes.
 */
export function MapFrame(props: {
  readonly focus: string;
  /** The drawing's viewBox: x, y, width and height in map units. */
  readonly view: readonly [number, number, number, number];
  readonly label: string;
  readonly describedBy: string;
  readonly className: string;
  readonly onKeyDown: (e: KeyboardEvent) => void;
  readonly children: ReactNode;
}) {
  const box = useKeepInView(props.focus);
  const [x, y, w, h] = props.view;
  return (
    <div className="map-scroll" ref={box}>
      <svg
        viewBox={`${x} ${y} ${w} ${h}`}
        style={{ minWidth: w * MIN_SCALE, minHeight: h * MIN_SCALE }}
        role="application"
        tabIndex={0}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        onKeyDown={props.onKeyDown}
        className={props.className}
      >
        {props.children}
      </svg>
    </div>
  );
}
