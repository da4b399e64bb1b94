import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'textarea:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Moves Tab from one end of the dialog to the other, so focus cannot leave it. */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Focus handling of a modal dialog while it is mounted: focus moves to the first element matching `initial`
 * (else the dialog itself), Tab stays inside, Escape calls `onClose`, and on unmount focus returns to the element
 * that had it before (unless the app has moved focus somewhere else by then).
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, initial: string, onClose: () => void): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>(initial) ?? dialog)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab' && dialogRef.current !== null) {
        keepTabInside(dialogRef.current, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Return focus unless the app already moved it elsewhere on purpose.
      const active = document.activeElement;
      if (active === null || active === document.body || dialog?.contains(active)) opener?.focus();
    };
  }, [dialogRef, initial]);
}
