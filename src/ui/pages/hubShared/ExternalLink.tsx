import type { ReactNode } from 'react';
import { OPENS_IN_NEW_TAB } from './hub.texts';

/**
 * A link to another site, opened in a new tab without handing it this page. Its accessible name is `name`
 * (when the visible text alone is ambiguous, e.g. one of several "Portfolio" links) plus a new-tab warning.
 */
export function ExternalLink({
  href,
  name,
  className,
  children,
}: {
  readonly href: string;
  readonly name?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name === undefined ? undefined : `${name} ${OPENS_IN_NEW_TAB}`}
    >
      {children}
      {name === undefined ? <span className="visually-hidden">{` ${OPENS_IN_NEW_TAB}`}</span> : null}
    </a>
  );
}
