import { useRef, useState } from 'react';
import type { SheetIssue } from '../../kernel/index.ts';
import { RuleChip } from '../components/tip.tsx';
import { fieldId, pathLabel, type BuildCheck, type Path } from './kit.ts';

/** Focuses the field an issue points at, or the nearest enclosing part of the form that exists. */
export function focusField(path: Path): void {
  for (let n = path.length; n >= 0; n--) {
    const el = document.getElementById(fieldId(path.slice(0, n)));
    if (el) {
      // A folded ability opens first, so the field itself can take the focus.
      const toggle = el.querySelector<HTMLButtonElement>(':scope > header .disclose[aria-expanded="false"]');
      if (toggle && n < path.length) {
        toggle.click();
        requestAnimationFrame(() => focusField(path));
        return;
      }
      el.scrollIntoView({ block: 'center' });
      el.focus();
      return;
    }
  }
}

/** The total against the budget, as a meter; systems without points show nothing. */
export function Points({ check }: { check: BuildCheck }) {
  const p = check.points;
  if (!p) return null;
  const over = p.remaining !== null && p.remaining < 0;
  return (
    <section className="card points" aria-labelledby="points-title">
      <h2 id="points-title">Points</h2>
      <p className={`total${over ? ' error' : ''}`} role="status" aria-live="polite">
        <strong>{p.total}</strong> {p.unit}{p.budget !== null ? <> of {p.budget} · {over ? `${-p.remaining} over` : `${p.remaining} left`}</> : ' (no budget)'}
      </p>
      {p.budget !== null && <meter min={0} max={p.budget} high={p.budget} value={Math.min(p.total, p.budget)} aria-label="points spent" />}
      <dl className="parts">
        {p.parts.map((x) => (
          <div key={x.label}><dt>{x.label}{x.ruleId && <> <RuleChip ruleId={x.ruleId} /></>}</dt><dd>{x.value}</dd></div>
        ))}
      </dl>
    </section>
  );
}

/** Every broken rule with its ID, each a link to its field. */
export function Problems({ issues, draft }: { issues: readonly SheetIssue[]; draft: unknown }) {
  return (
    <section className="card problems" aria-labelledby="problems-title">
      <h2 id="problems-title">Rules check</h2>
      <div role="status" aria-live="polite">
        {issues.length === 0
          ? <p className="ok">✓ A legal build.</p>
          : <p className="error">{issues.length} problem{issues.length > 1 ? 's' : ''}:</p>}
      </div>
      {issues.length > 0 && (
        <ul className="issues" aria-label="problems with this build">
          {issues.map((i, k) => (
            <li key={k}>
              <RuleChip ruleId={i.ruleId} />{' '}
              <button type="button" className="link" onClick={() => focusField(i.path)}>{pathLabel(i.path, draft)}</button>: {i.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A character as a file or on the clipboard: export and copy write the sheet JSON; import reads a
 * file, and paste reads the clipboard (or a Ctrl+V on the paste area when the browser asks first).
 */
export function FileActions({ fileName, json, onImport }: { fileName: string; json: () => unknown; onImport: (text: string) => void }) {
  const [status, setStatus] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const text = () => JSON.stringify(json(), null, 2);

  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    URL.revokeObjectURL(url);
    setStatus(`Saved ${fileName}.`);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setStatus('Copied to the clipboard.');
    } catch {
      setStatus('The browser did not allow copying; use Export instead.');
    }
  };
  const paste = async () => {
    try {
      onImport(await navigator.clipboard.readText());
    } catch {
      setStatus('The browser did not allow reading the clipboard: focus the paste area and press Ctrl+V.');
      document.getElementById('paste-area')?.focus();
    }
  };

  return (
    <section className="card" aria-labelledby="file-title">
      <h2 id="file-title">Save and load</h2>
      <div className="buttons">
        <button type="button" onClick={download}>Export file</button>
        <button type="button" onClick={() => void copy()}>Copy</button>
        <button type="button" onClick={() => file.current?.click()}>Import file</button>
        <button type="button" onClick={() => void paste()}>Paste</button>
      </div>
      <input
        ref={file}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        aria-label="character file"
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void f.text().then(onImport);
          e.target.value = '';
        }}
      />
      <div
        id="paste-area"
        className="paste-area"
        tabIndex={0}
        role="textbox"
        aria-label="paste a character here with Ctrl+V"
        aria-multiline="false"
        onPaste={(e) => {
          e.preventDefault();
          onImport(e.clipboardData.getData('text'));
        }}
      >
        or paste here (Ctrl+V)
      </div>
      {status && <p className="muted small" role="status">{status}</p>}
    </section>
  );
}
