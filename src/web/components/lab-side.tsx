import { useId, useRef, useState } from 'react';
import { MAX_PER_SIDE } from '../../kernel/index.ts';
import type { SystemInfo } from '../api.ts';
import { parseCharacterFile, type NamedSheet, type Namer } from '../drafts.ts';

/** Where one side's character comes from: a template, the builder's draft, or a file. */
export type SideSource = { readonly kind: 'template'; readonly id: string } | { readonly kind: 'draft' } | { readonly kind: 'file' };

// A template's option is its id (template ids are kebab-case); the other two cannot clash with one.
const DRAFT = '@draft';
const FILE = '@file';
const sourceValue = (s: SideSource) => (s.kind === 'template' ? s.id : s.kind === 'draft' ? DRAFT : FILE);

function parseSource(value: string): SideSource {
  return value === DRAFT ? { kind: 'draft' } : value === FILE ? { kind: 'file' } : { kind: 'template', id: value };
}

/** What the server is sent for a side (a template id or a sheet) and the name the results show. */
export function fighterOf(info: SystemInfo | undefined, source: SideSource, draft: NamedSheet | null, file: NamedSheet | null):
{ ref: unknown; name: string; origin: string } | null {
  if (source.kind === 'template') {
    const t = info?.templates.find((x) => x.id === source.id);
    return t ? { ref: t.id, name: t.name, origin: 'template' } : null;
  }
  const chosen = source.kind === 'draft' ? draft : file;
  return chosen ? { ref: chosen.sheet, name: chosen.name, origin: source.kind === 'draft' ? 'from the builder' : 'from a file' } : null;
}

/**
 * One side of the lab's fight: a select of the system's templates, the character in this system's
 * builder (when there is one) and an imported character file; beside it, the file's picker.
 */
export function LabSide({ side, info, source, onSource, count, onCount, draft, file, onFile, nameOf }: {
  side: string; info: SystemInfo | undefined; source: SideSource; onSource: (s: SideSource) => void;
  /** How many of the character fight on this side (a gang of minor characters against a hero). */
  count: number; onCount: (n: number) => void;
  draft: NamedSheet | null; file: NamedSheet | null; onFile: (f: NamedSheet | null) => void;
  /** The system's way of reading a name off a sheet, once known. */
  nameOf: Namer | undefined;
}) {
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  async function pick(e: React.ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const parsed = parseCharacterFile(await chosen.text(), chosen.name, nameOf);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onFile(parsed);
    onSource({ kind: 'file' });
  }

  return (
    <div className="lab-side">
      <label>Side {side}
        <select value={sourceValue(source)} onChange={(e) => onSource(parseSource(e.target.value))} name={`lab-${side.toLowerCase()}`}>
          <optgroup label="Templates">
            {info?.templates.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
          </optgroup>
          <optgroup label="Your characters">
            <option value={DRAFT} disabled={!draft}>{draft ? `In the builder: ${draft.name}` : 'In the builder: none yet'}</option>
            <option value={FILE} disabled={!file}>{file ? `From a file: ${file.name}` : 'From a file: import one'}</option>
          </optgroup>
        </select>
      </label>
      <label>How many
        <input
          type="number"
          min={1}
          max={MAX_PER_SIDE}
          value={count}
          name={`lab-${side.toLowerCase()}-count`}
          aria-label={`How many fighters, ${side}`}
          onChange={(e) => onCount(Number(e.target.value))}
        />
      </label>
      <button type="button" className="secondary" onClick={() => input.current?.click()} aria-describedby={error ? errorId : undefined}>
        Import file…
      </button>
      <input ref={input} type="file" accept=".json,application/json" hidden aria-label={`character file for ${side}`} onChange={(e) => void pick(e)} />
      {error && <p id={errorId} role="alert" className="error small">{error}</p>}
    </div>
  );
}
