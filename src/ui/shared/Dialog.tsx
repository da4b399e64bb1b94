import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { DIALOG_CLOSE_LABEL } from '../app/app.texts';
import { useModalFocus } from './useModalFocus';
import './dialog.css';

/**
 * A modal dialog named by its title: focus moves in (to `initialFocus`, a selector, else the first field or
 * button) and returns to the opener when it closes; Tab stays inside; it closes by its × button, Escape, or a
 * click on the overlay (a press that starts inside, e.g. selecting text, does not close it).
 */
export function Dialog({
  title,
  onClose,
  children,
  initialFocus = 'input, select, textarea, button',
  className,
  leading,
  subtitle,
  describedBy,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly initialFocus?: string;
  readonly className?: string;
  /** Shown before the title, e.g. a thumbnail. */
  readonly leading?: ReactNode;
  /** A line under the title. */
  readonly subtitle?: ReactNode;
  /** The id of the element that describes the dialog. */
  readonly describedBy?: string;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, initialFocus, onClose);
  const pressStartedOnOverlay = useRef(false);
  const onOverlayMouseDown = (event: MouseEvent) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent) => {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
  };
  return (
    <div className="dialog-overlay" data-testid="dialog-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={dialogRef}
        className={className ? `dialog ${className}` : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="dialog-header">
          {leading}
          <div className="dialog-heading">
            <h2 id={titleId}>{title}</h2>
            {subtitle === undefined ? null : <p className="dialog-subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="dialog-close" aria-label={DIALOG_CLOSE_LABEL} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
