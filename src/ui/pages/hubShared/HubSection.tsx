import { useId, type ReactNode } from 'react';

/** A titled section of a hub page: an `h2` that also names the region. */
export function HubSection({
  title,
  className,
  children,
}: {
  readonly title: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={className === undefined ? 'hub-block' : `hub-block ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="hub-block-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
