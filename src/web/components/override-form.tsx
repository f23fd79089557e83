import { useState } from 'react';
import type { FigureView } from '../connection.ts';
import { fieldLabel, kindOf, overrideFields, parseOverride } from './override-fields.ts';

const OTHER = '(another path)';

/**
 * The GM's override of any value on a figure: pick a value from the figure's own (shown with what
 * it is now), edit it in a box of its kind, set it. Lists and deeper values take a typed path and
 * JSON. The server records it as a `gm.set` event, so undo takes it back like anything else.
 */
export function OverrideForm({ figureId, figure, run }: {
  figureId: string; figure: FigureView | undefined; run: (type: string, args?: unknown) => Promise<unknown>;
}) {
  const fields = figure ? overrideFields(figure) : [];
  const [picked, setPicked] = useState('');
  const [path, setPath] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = fields.find((f) => f.path.join('.') === picked);
  const kind = field ? kindOf(field.value) : 'json';

  const pick = (key: string) => {
    setPicked(key);
    setProblem(null);
    const f = fields.find((x) => x.path.join('.') === key);
    setText(f ? String(f.value) : '');
  };

  return (
    <form
      aria-label="override a value"
      onSubmit={(e) => {
        e.preventDefault();
        const where = field ? [...field.path] : path.split('.').filter(Boolean);
        if (where.length === 0) return setProblem('Choose a value, or type a path.');
        const parsed = parseOverride(text, kind);
        if (!parsed.ok) return setProblem(`The value must be ${parsed.reason}.`);
        setProblem(null);
        void run('gm.set', { path: ['figures', figureId, ...where], value: parsed.value });
      }}
    >
      <div className="row">
        <label>Value to override
          <select value={picked} onChange={(e) => pick(e.target.value)} name="gm-field">
            <option value="">choose…</option>
            {fields.map((f) => {
              const key = f.path.join('.');
              return <option key={key} value={key}>{fieldLabel(f)}</option>;
            })}
            <option value={OTHER}>another path…</option>
          </select>
        </label>
        {picked === OTHER && (
          <label>Path under the figure<input value={path} onChange={(e) => setPath(e.target.value)} name="gm-path" placeholder="status.life" /></label>
        )}
        {kind === 'boolean' ? (
          <label>New value
            <select value={text} onChange={(e) => setText(e.target.value)} name="gm-value">
              <option value="true">true</option>
              <option value="false">false</option>
            </select>
          </label>
        ) : (
          <label>New value
            <input
              value={text}
              onChange={(e) => setText(e.target.value)}
              name="gm-value"
              inputMode={kind === 'number' ? 'decimal' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'gm-override-problem' : undefined}
            />
          </label>
        )}
        <button type="submit" disabled={!figure || picked === ''}>Set</button>
      </div>
      {problem && <p id="gm-override-problem" className="error" role="alert">{problem}</p>}
    </form>
  );
}
