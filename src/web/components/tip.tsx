import { useId, type ReactNode } from 'react';

/**
 * A hint shown on hover and on keyboard focus (a rule's text, a catalog summary and its seed
 * lines). The trigger is focusable and names the hint with aria-describedby, so screen readers
 * read it too; Esc is not needed because the hint never traps focus.
 */
export function Tip({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <span className={`tip${className ? ` ${className}` : ''}`} tabIndex={0} aria-describedby={id}>
      {label}
      <span role="tooltip" id={id} className="tip-body">{children}</span>
    </span>
  );
}

/** A rule ID as a chip; its text (and seed lines) on hover and focus. */
export function RuleChip({ ruleId, text, seed }: { ruleId: string; text?: string | undefined; seed?: string | undefined }) {
  if (!text && !seed) return <span className="rule">{ruleId}</span>;
  return (
    <Tip label={<span className="rule">{ruleId}</span>}>
      <strong>{ruleId}</strong>
      {text && <> {text}</>}
      {seed && <span className="seed"> ({seed})</span>}
    </Tip>
  );
}
