import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the rest of the page inert, so
 * focus stays inside; Esc closes it (onClose), and focus returns to where it was.
 */
export function Modal({ title, onClose, children, className }: {
  title: string; onClose: () => void; children: ReactNode; className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `modal-${title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const before = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first control (Close); the dialog's own first choice is the better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      before?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="small" onClick={onClose} aria-label="close">Close</button>
      </div>
      {children}
    </dialog>
  );
}
