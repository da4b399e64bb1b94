import { useEffect, type ReactNode } from 'react';
import { APP_NAME } from '../shell/shell.texts';

/** A page's heading; also names the browser tab after the page. */
export function PageHeader({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
