import { useState } from 'react';
import type { SchemaShape } from '../../../domain/app/apiReference';
import { ANSWER_SCHEMA_SUMMARY } from './apiReference.texts';
import { SchemaView } from './SchemaView';

/**
 * An answer's schema, folded: its members are rendered only once opened, so the page (dozens of operations, some
 * answers nested three deep) stays a small document until someone looks.
 */
export function AnswerSchema({ schema }: { readonly schema: SchemaShape }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="api-answer-schema" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{ANSWER_SCHEMA_SUMMARY}</summary>
      {open ? <SchemaView schema={schema} /> : null}
    </details>
  );
}
