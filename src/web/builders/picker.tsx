import { useId, useMemo, useRef, useState } from 'react';

/** One choice of a catalog picker: its name, rule, price as printed, and what it does. */
export interface PickerItem {
  readonly id: string;
  readonly name: string;
  readonly ruleId: string;
  /** The price as printed, or what it would add here ("+3 GP here"). */
  readonly cost?: string;
  readonly group?: string;
  readonly summary?: string;
  /** Seed lines, e.g. "seed L85". */
  readonly seed?: string;
  readonly disabled?: string;
}

const MAX_SHOWN = 80;

/**
 * A searchable catalog list as an ARIA combobox: type to filter by name, rule ID or text, arrows
 * to move, Enter to pick, Esc to close. The active choice's summary and seed lines show beside
 * the list, so the keyboard sees what the mouse sees on hover.
 */
export function Picker({ label, items, onPick, placeholder, describe }: {
  label: string;
  items: readonly PickerItem[];
  onPick: (id: string) => void;
  placeholder?: string;
  /** Extra words for the active item, computed only for it (e.g. the GP it would add here). */
  describe?: (id: string) => string | null;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const base = useId();
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const hit = (i: PickerItem) => words.every((w) => `${i.name} ${i.ruleId} ${i.group ?? ''} ${i.summary ?? ''}`.toLowerCase().includes(w));
    const byName = (i: PickerItem) => words.every((w) => `${i.name} ${i.ruleId}`.toLowerCase().includes(w));
    const all = items.filter(hit);
    // Name matches first: "area" should offer Area before every entry that mentions an area.
    return [...all.filter(byName), ...all.filter((i) => !byName(i))].slice(0, MAX_SHOWN);
  }, [items, query]);
  const current = shown[Math.min(active, shown.length - 1)];
  const optionId = (i: number) => `${base}-opt-${i}`;

  const pick = (item: PickerItem | undefined) => {
    if (!item || item.disabled) return;
    onPick(item.id);
    setQuery('');
    setOpen(false);
    setActive(0);
    input.current?.focus();
  };

  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(shown.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter') {
      if (open) {
        e.preventDefault();
        pick(current);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      }
    }
  };
  const extra = open && current && describe ? describe(current.id) : null;

  return (
    <div className="picker">
      <label htmlFor={`${base}-input`}>{label}</label>
      <input
        id={`${base}-input`}
        ref={input}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${base}-list`}
        aria-autocomplete="list"
        {...(open && current ? { 'aria-activedescendant': optionId(shown.indexOf(current)) } : {})}
        value={query}
        placeholder={placeholder ?? 'type to search'}
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKey}
      />
      {open && (
        <div className="picker-pop">
          <ul id={`${base}-list`} role="listbox" aria-label={`${label}: choices`}>
            {shown.length === 0 && <li className="muted" role="presentation">Nothing matches “{query}”.</li>}
            {shown.map((item, i) => (
              <li
                key={item.id}
                id={optionId(i)}
                role="option"
                aria-selected={item === current}
                aria-disabled={item.disabled ? true : undefined}
                className={`${item === current ? 'active' : ''}${item.disabled ? ' disabled' : ''}`}
                // mousedown keeps the focus in the input, so the list does not close before the click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(item);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className="name">{item.name}</span>
                {item.group && <span className="muted small"> {item.group}</span>}
                <span className="cost">{item.cost}</span>
                <span className="rule">{item.ruleId}</span>
              </li>
            ))}
          </ul>
          {current && (
            <div className="picker-detail" aria-live="polite">
              <strong>{current.name}</strong> <span className="rule">{current.ruleId}</span>
              {current.seed && <span className="muted small"> {current.seed}</span>}
              {current.cost && <div className="small">Cost: {current.cost}</div>}
              {extra && <div className="small strong">{extra}</div>}
              {current.disabled && <div className="small warn">{current.disabled}</div>}
              {current.summary && <p className="small">{current.summary}</p>}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
