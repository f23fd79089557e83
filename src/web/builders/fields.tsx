import { useState, type ReactNode } from 'react';
import type { SheetIssue } from '../../kernel/index.ts';
import { RuleChip } from '../components/tip.tsx';
import { fieldId, issuesAt, type Path } from './kit.ts';

/** The problems found at one field, each with its rule ID, announced to screen readers with the field. */
export function FieldIssues({ issues, path }: { issues: readonly SheetIssue[]; path: Path }) {
  const here = issuesAt(issues, path);
  if (here.length === 0) return null;
  return (
    <ul className="field-issues" id={`${fieldId(path)}-issues`}>
      {here.map((i, k) => <li key={k}><RuleChip ruleId={i.ruleId} /> {i.message}</li>)}
    </ul>
  );
}

interface Common {
  readonly label: ReactNode;
  readonly path: Path;
  readonly issues: readonly SheetIssue[];
  readonly hint?: ReactNode;
  readonly className?: string;
}

/** aria-invalid and aria-describedby for a control whose path has issues. */
function invalidProps(issues: readonly SheetIssue[], path: Path) {
  const bad = issuesAt(issues, path).length > 0;
  return bad ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(path)}-issues` } : {};
}

function Shell({ label, path, issues, hint, className, children }: Common & { children: ReactNode }) {
  const bad = issuesAt(issues, path).length > 0;
  return (
    <div className={`field${bad ? ' invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={fieldId(path)}>{label}</label>
      {children}
      {hint && <span className="hint">{hint}</span>}
      <FieldIssues issues={issues} path={path} />
    </div>
  );
}

/** A whole number; what does not parse stays in the box (marked) and is not sent on. */
export function NumberField(props: Common & {
  value: number | null; onChange: (v: number) => void; min?: number; max?: number; onEmpty?: () => void;
}) {
  const { value, onChange, min, max, onEmpty } = props;
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (a template, an undo) replaces the text; the user's own typing stays.
  if (value !== shown) {
    setShown(value);
    if (text.trim() === '' || Number(text) !== value) setText(value === null ? '' : String(value));
  }
  const bad = text.trim() !== '' && !/^-?\d+$/.test(text.trim());
  // A text box may not carry aria-valuemin/max (they belong to sliders and spin buttons), so the
  // bounds are read out as the box's description instead.
  const range = min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `at least ${min}` : max !== undefined ? `at most ${max}` : '';
  const rangeId = `${fieldId(props.path)}-range`;
  const issuesId = issuesAt(props.issues, props.path).length > 0 ? `${fieldId(props.path)}-issues` : '';
  const formatId = `${fieldId(props.path)}-format`;
  const describedBy = [range ? rangeId : '', issuesId, bad ? formatId : ''].filter(Boolean).join(' ');
  return (
    <Shell {...props} className={`${props.className ?? ''}${bad ? ' invalid' : ''}`}>
      <input
        id={fieldId(props.path)}
        inputMode="numeric"
        value={text}
        size={5}
        {...invalidProps(props.issues, props.path)}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        onChange={(e) => {
          const t = e.target.value;
          setText(t);
          if (/^-?\d+$/.test(t.trim())) onChange(Number(t.trim()));
          else if (t.trim() === '' && onEmpty) onEmpty();
        }}
      />
      {range && <span className="sr-only" id={rangeId}>{range}</span>}
      {bad && <span className="field-issues" id={formatId}>a whole number, please</span>}
    </Shell>
  );
}

export function TextField(props: Common & {
  value: string; onChange: (v: string) => void; maxLength?: number; placeholder?: string; wide?: boolean;
}) {
  return (
    <Shell {...props}>
      <input
        id={fieldId(props.path)}
        value={props.value}
        maxLength={props.maxLength ?? 200}
        {...invalidProps(props.issues, props.path)}
        {...(props.placeholder ? { placeholder: props.placeholder } : {})}
        size={props.wide ? 30 : 14}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Shell>
  );
}

export function SelectField<V extends string>(props: Common & {
  value: V | ''; onChange: (v: V) => void; choices: ReadonlyArray<{ value: V; label: string; disabled?: boolean }>; placeholder?: string;
}) {
  return (
    <Shell {...props}>
      <select
        id={fieldId(props.path)}
        value={props.value}
        {...invalidProps(props.issues, props.path)}
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {(props.value === '' || props.placeholder) && <option value="" disabled>{props.placeholder ?? 'choose…'}</option>}
        {props.choices.map((c) => <option key={c.value} value={c.value} disabled={c.disabled ?? false}>{c.label}</option>)}
      </select>
    </Shell>
  );
}

export function CheckField(props: Common & { value: boolean; onChange: (v: boolean) => void }) {
  const bad = issuesAt(props.issues, props.path).length > 0;
  return (
    <div className={`field check${bad ? ' invalid' : ''}${props.className ? ` ${props.className}` : ''}`}>
      <label className="inline">
        <input id={fieldId(props.path)} type="checkbox" checked={props.value} {...invalidProps(props.issues, props.path)} onChange={(e) => props.onChange(e.target.checked)} />
        {' '}{props.label}
      </label>
      {props.hint && <span className="hint">{props.hint}</span>}
      <FieldIssues issues={props.issues} path={props.path} />
    </div>
  );
}

/** Several of a list as checkboxes in one group (legend, shared issues). */
export function CheckGroup<V extends string>(props: Common & {
  value: readonly V[];
  onChange: (v: V[]) => void;
  choices: ReadonlyArray<{ value: V; label: ReactNode; disabled?: boolean; title?: string }>;
}) {
  const bad = issuesAt(props.issues, props.path).length > 0;
  return (
    <fieldset className={`field group${bad ? ' invalid' : ''}`} id={fieldId(props.path)} tabIndex={-1} {...(bad ? { 'aria-describedby': `${fieldId(props.path)}-issues` } : {})}>
      <legend>{props.label}</legend>
      <div className="choices">
        {props.choices.map((c) => (
          <label key={c.value} className="inline" {...(c.title ? { title: c.title } : {})}>
            <input
              type="checkbox"
              checked={props.value.includes(c.value)}
              disabled={(c.disabled ?? false) && !props.value.includes(c.value)}
              onChange={(e) => props.onChange(e.target.checked ? [...props.value, c.value] : props.value.filter((x) => x !== c.value))}
            />
            {' '}{c.label}
          </label>
        ))}
      </div>
      {props.hint && <span className="hint">{props.hint}</span>}
      <FieldIssues issues={props.issues} path={props.path} />
    </fieldset>
  );
}

/** One of a few values as radio buttons (the keyboard moves with arrows inside the group). */
export function RadioGroup<V extends string>(props: Common & {
  value: V | null;
  onChange: (v: V) => void;
  choices: ReadonlyArray<{ value: V; label: ReactNode }>;
  name: string;
}) {
  const bad = issuesAt(props.issues, props.path).length > 0;
  return (
    <fieldset className={`field group${bad ? ' invalid' : ''}`} id={fieldId(props.path)} tabIndex={-1}>
      <legend>{props.label}</legend>
      <div className="choices">
        {props.choices.map((c) => (
          <label key={c.value} className="inline">
            <input type="radio" name={props.name} value={c.value} checked={props.value === c.value} onChange={() => props.onChange(c.value)} />
            {' '}{c.label}
          </label>
        ))}
      </div>
      {props.hint && <span className="hint">{props.hint}</span>}
      <FieldIssues issues={props.issues} path={props.path} />
    </fieldset>
  );
}
